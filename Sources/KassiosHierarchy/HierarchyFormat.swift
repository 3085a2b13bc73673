/// The dump formats kassios reads.
public enum HierarchyFormat: String, CaseIterable, Equatable, Sendable {
    /// XCUITest's `debugDescription` text: `po app`, `print(app.debugDescription)`,
    /// failure attachments; also as an lldb string literal or Appium's `{"value": "…"}`.
    case xcuitest
    /// JSON of `idb ui describe-all` / `describe-point` and AXe `describe-ui` (what
    /// XcodeBuildMCP's describe_ui returns, prose and fence included).
    case idb
    /// Appium XCUITest driver page source XML.
    case appium
    /// KassiOS identifier inventory JSON: `[{"identifier", "type", "label", "isHittable"}]`.
    case inventory
    /// kassios's own normalised JSON, what `HierarchyJSONWriter` writes.
    case kassios

    /// The format `--format NAME` means: the case names, and `debugDescription`,
    /// `axe`, `xcodebuildmcp`, `xml`, `json`. Case-insensitive.
    public init?(name: String) {
        switch name.lowercased() {
        case "xcuitest", "debugdescription", "debug-description", "xctest", "text": self = .xcuitest
        case "idb", "axe", "xcodebuildmcp", "ax", "accessibility": self = .idb
        case "appium", "xml", "page-source", "pagesource": self = .appium
        case "inventory", "kassios-inventory", "identifiers": self = .inventory
        case "kassios", "json": self = .kassios
        default: return nil
        }
    }

    /// What the format is, for messages and help.
    public var title: String {
        switch self {
        case .xcuitest: return "XCUITest debugDescription"
        case .idb: return "idb/AXe accessibility JSON"
        case .appium: return "Appium page source XML"
        case .inventory: return "KassiOS identifier inventory"
        case .kassios: return "kassios hierarchy JSON"
        }
    }

    /// The format of a dump, judged from its content; `nil` when it looks like none.
    /// Damaged dumps are still recognised where their start or their keys say what
    /// they are, so reading them reports the damage rather than an unknown format.
    public static func detect(_ bytes: [UInt8]) -> HierarchyFormat? {
        FormatDetector(bytes).detect()?.format
    }
}

/// What a dump looks like: its format, the envelope around it, and where the format's
/// text starts (for a fenced block).
struct DetectedFormat {
    let format: HierarchyFormat
    let envelope: HierarchyEnvelope
    /// For `.markdownFence`: the bytes between the fences.
    var range: Range<Int>?
    /// The JSON document detection parsed, when the dump is JSON that parses, so reading
    /// does not parse it again.
    var document: JSONDocument?
}

struct FormatDetector {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func detect() -> DetectedFormat? {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        while start < bytes.count, isBlank(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "<"):
            return DetectedFormat(format: .appium, envelope: .none)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return detectJSON(0..<bytes.count)
        default:
            if let fence = fencedBlock(), let inner = detectJSON(fence) {
                return DetectedFormat(format: inner.format, envelope: .markdownFence, range: fence, document: inner.document)
            }
            if let literal = swiftLiteralStart(from: start) {
                return DetectedFormat(format: .xcuitest, envelope: .swiftStringLiteral, range: literal..<bytes.count)
            }
            if contains("Element subtree:") || hasRootArrowLine() {
                return DetectedFormat(format: .xcuitest, envelope: .none)
            }
            if contains("Attributes:") || contains("Query chain:") {
                return DetectedFormat(format: .xcuitest, envelope: .none)
            }
            return nil
        }
    }

    /// JSON: by its structure when it parses, by its keys when it does not.
    func detectJSON(_ range: Range<Int>) -> DetectedFormat? {
        if let (document, _) = try? JSONDocument.parse(bytes, range: range) {
            guard var found = detect(document) else { return nil }
            if found.envelope == .none { found.document = document }
            return found
        }
        let window = Array(bytes[range.lowerBound..<min(range.upperBound, range.lowerBound + 65_536)])
        func has(_ needle: String) -> Bool { FormatDetector(window).contains(needle) }
        if has("\"kassiosHierarchy\"") { return DetectedFormat(format: .kassios, envelope: .none) }
        if let valueStart = firstValueString(window) {
            let text = FormatDetector(Array(window[valueStart...]))
            if text.contains("<?xml") || text.contains("XCUIElementType") {
                return DetectedFormat(format: .appium, envelope: .webDriverValue)
            }
            if text.contains("Element subtree:") || text.contains("\\u2192") || text.contains("→") {
                return DetectedFormat(format: .xcuitest, envelope: .webDriverValue)
            }
        }
        for key in ["\"AXFrame\"", "\"AXLabel\"", "\"AXUniqueId\"", "\"AXValue\"", "\"role_description\"",
                    "\"custom_actions\"", "\"backend\"", "\"role\""] where has(key) {
            return DetectedFormat(format: .idb, envelope: .none)
        }
        if has("\"isHittable\"") { return DetectedFormat(format: .inventory, envelope: .none) }
        if has("\"frame\"") || has("\"children\"") { return DetectedFormat(format: .idb, envelope: .none) }
        if has("\"identifier\"") { return DetectedFormat(format: .inventory, envelope: .none) }
        return nil
    }

    /// `{"value": "` at the start of a WebDriver response: where the string starts.
    private func firstValueString(_ window: [UInt8]) -> Int? {
        let needle = Array("\"value\"".utf8)
        guard let at = FormatDetector(Array(window.prefix(200))).find(needle) else { return nil }
        var index = at + needle.count
        while index < window.count, isBlank(window[index]) || window[index] == UInt8(ascii: ":") { index += 1 }
        return index < window.count && window[index] == UInt8(ascii: "\"") ? index : nil
    }

    func detect(_ document: JSONDocument) -> DetectedFormat? {
        let top = document.top
        if document.kind(top) == .object {
            if document.member(top, "kassiosHierarchy") != nil {
                return DetectedFormat(format: .kassios, envelope: .none)
            }
            if let value = document.member(top, "value"), let text = document.string(value) {
                let inner = FormatDetector(Array(text.utf8))
                if let found = inner.detect(), found.envelope == .none, found.format == .appium || found.format == .xcuitest {
                    return DetectedFormat(format: found.format, envelope: .webDriverValue)
                }
            }
            for key in ["backend", "truncated", "target", "screen"] where document.member(top, key) != nil {
                return DetectedFormat(format: .idb, envelope: .none)
            }
        }
        guard let element = AccessibilityJSONReader.firstElementObject(in: document) else { return nil }
        let keys = Set(document.objectMembers(element).map(\.key))
        if keys.contains("isHittable") { return DetectedFormat(format: .inventory, envelope: .none) }
        let accessibilityKeys: Set<String> = [
            "AXFrame", "AXLabel", "AXUniqueId", "AXValue", "AXIdentifier", "role", "role_description", "subrole",
            "custom_actions", "content_required", "frame", "children", "traits", "pid", "help",
        ]
        if !keys.isDisjoint(with: accessibilityKeys) { return DetectedFormat(format: .idb, envelope: .none) }
        if keys.contains("identifier") || keys.contains("type") {
            return DetectedFormat(format: .inventory, envelope: .none)
        }
        return nil
    }

    // MARK: - Text probes

    func contains(_ needle: String) -> Bool { find(Array(needle.utf8)) != nil }

    func find(_ needle: [UInt8], from: Int = 0) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, from <= bytes.count - needle.count else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            let first = needle[0]
            let last = haystack.count - needle.count
            var index = max(0, from)
            while index <= last {
                if haystack[index] == first {
                    var offset = 1
                    while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// `"Attributes: …` or `(String) $R0 = "…`: lldb's printout of a String.
    /// Where lldb's string literal starts: at `start`, or on a later line (of the first 64) after
    /// what the console printed before it (`(lldb) po app.debugDescription`, `t = 1.2s Requesting
    /// snapshot…`), where a line starts with the literal of a dump (`"Attributes: …`, `(String) $R0 = "…`).
    func swiftLiteralStart(from start: Int) -> Int? {
        if startsSwiftLiteral(at: start) { return start }
        let openings = ["\"Attributes:", "\"Element subtree:", "\"→", "(String)"].map { Array($0.utf8) }
        var lineStart = start
        for _ in 0..<64 {
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { return nil }
            var index = newline + 1
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == 0x0D {
                index += 1
            }
            if openings.contains(where: { bytes[index...].starts(with: $0) }) { return index }
            lineStart = index
        }
        return nil
    }

    func startsSwiftLiteral(at start: Int) -> Bool {
        if bytes[start] == UInt8(ascii: "\"") {
            return !(start + 1 < bytes.count && (bytes[start + 1] == UInt8(ascii: "{") || bytes[start + 1] == UInt8(ascii: "[")))
        }
        return bytes[start...].starts(with: Array("(String)".utf8))
    }

    /// A line whose first non-blank character is `→` followed by a letter: the root of
    /// an element subtree pasted without its header.
    func hasRootArrowLine() -> Bool {
        let arrow = Array("→".utf8)
        var lineStart = 0
        while lineStart < bytes.count {
            var index = lineStart
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            if bytes[index...].starts(with: arrow), index + 3 < bytes.count, isLetter(bytes[index + 3]) {
                return true
            }
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            lineStart = index + 1
        }
        return false
    }

    /// The inside of the first ``` fence whose content starts with `{` or `[`.
    func fencedBlock() -> Range<Int>? {
        let fence = Array("```".utf8)
        var from = 0
        while let open = find(fence, from: from) {
            var contentStart = open + 3
            while contentStart < bytes.count, bytes[contentStart] != 0x0A { contentStart += 1 }
            contentStart += 1
            guard contentStart <= bytes.count else { return nil }
            var first = contentStart
            while first < bytes.count, isBlank(bytes[first]) { first += 1 }
            let close = find(fence, from: contentStart) ?? bytes.count
            if first < close, bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[") {
                return contentStart..<close
            }
            from = close + 3
        }
        return nil
    }
}

func isBlank(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
}

func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}
