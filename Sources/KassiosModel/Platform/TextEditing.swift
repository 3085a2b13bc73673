/// The few text edits kassios needs from Foundation's NSString, without loading all of it.
extension StringProtocol {
    /// Without the blanks at either end: spaces, tabs and other Unicode spaces, not line
    /// breaks (Foundation's `trimmingCharacters(in: .whitespaces)`).
    public func trimmingBlanks() -> String {
        trimming { $0.isWhitespace && !$0.isNewline }
    }

    /// Without the white space and line breaks at either end.
    public func trimmingWhitespace() -> String {
        trimming(\.isWhitespace)
    }

    /// Without the characters at either end that `isTrimmed` says go.
    public func trimming(_ isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}

/// File paths as text, as NSString's path methods read them: `/` separates components and
/// trailing slashes belong to no component. (NSString's `deletingLastPathComponent` of a
/// one-letter name traps in the Linux Foundation of Swift 6.3.)
public enum PathName {
    /// `c.swift` for `a/b/c.swift`, `b` for `a/b/`, `/` for `/`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `a/b` for `a/b/c.swift` (and for `a/b/c/`), `/` for `/a`, `` for `c.swift`.
    public static func deletingLastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let parent = withoutTrailingSlashes(String(trimmed[..<slash]))
        return parent.isEmpty ? "/" : parent
    }

    /// `a/b` for `a` and `b`, `a/b` for `a/` and `b`, `b` for `` and `b`.
    public static func joined(_ path: String, _ component: String) -> String {
        if path.isEmpty { return component }
        if component.isEmpty { return path }
        let tail = component.drop { $0 == "/" }
        return (path.hasSuffix("/") ? path : path + "/") + tail
    }

    /// `swift` for `a/b.swift`; `` for `a/b`, `a/.hidden` and `a.b/c`.
    public static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `a/b` for `a/b.swift`; the path itself (without trailing slashes) when it has no extension.
    public static func deletingExtension(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        let pathExtension = pathExtension(of: trimmed)
        guard !pathExtension.isEmpty else { return trimmed }
        return String(trimmed.dropLast(pathExtension.count + 1))
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

/// The text of a file a person wrote elsewhere (a test case exported from a test-management
/// tool, saved by a Windows editor): UTF-16 when it starts with a UTF-16 byte-order mark
/// (little or big end first), else UTF-8, invalid bytes as U+FFFD. A UTF-8 byte-order mark is
/// kept, for the readers that skip it.
public enum TextFileDecoding {
    public static func text(of bytes: [UInt8]) -> String {
        guard bytes.count >= 2 else { return String(decoding: bytes, as: UTF8.self) }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return String(decoding: bytes, as: UTF8.self)
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[i], bytes[i + 1]) : (bytes[i + 1], bytes[i])
            units.append(UInt16(high) << 8 | UInt16(low))
            i += 2
        }
        if i < bytes.count { units.append(0xFFFD) }   // an odd byte at the end
        return String(decoding: units, as: UTF16.self)
    }
}
