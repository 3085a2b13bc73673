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

extension StringProtocol {
    /// Whether the UTF-8 of `part` occurs in the text's. `contains(_:)` given a string compares
    /// characters, some hundred times slower; for the marks kassios looks for (`) throws`, `<#`),
    /// which start and end with ASCII, the answer is the same.
    @inlinable public func includes(_ part: some StringProtocol) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { text in
            part.utf8.withContiguousStorageIfAvailable { UTF8Search.occurs($0, in: text) }
        }
        if let found = found ?? nil { return found }
        return Array(utf8).withUnsafeBufferPointer { text in
            Array(part.utf8).withUnsafeBufferPointer { UTF8Search.occurs($0, in: text) }
        }
    }
}

@usableFromInline enum UTF8Search {
    /// Whether `needle` occurs in `text`; an empty needle occurs everywhere.
    @usableFromInline static func occurs(_ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= text.count else { return false }
        var start = 0
        let last = text.count - needle.count
        while start <= last {
            if text[start] == first {
                var offset = 1
                while offset < needle.count, text[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
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

    /// An absolute path with `.` and `..` resolved by its text alone, repeated slashes dropped:
    /// `/repo/UITests/../UITests/./A.swift` → `/repo/UITests/A.swift` (`..` of `/` is `/`).
    public static func resolvingDots(_ path: String) -> String {
        if isResolved(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether an absolute path has nothing to resolve: no `.` or `..` component, no doubled or
    /// trailing slash (most paths, asked of for every file of a suite).
    static func isResolved(_ path: String) -> Bool {
        guard path.utf8.first == UInt8(ascii: "/") else { return false }
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")) { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "/") || path.utf8.count == 1
    }

    /// Whether `path` is `folder` or lies under it, both absolute and resolved alike.
    public static func isInside(_ path: String, folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
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
