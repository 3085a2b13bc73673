/// Reads accessibility-hierarchy dumps of every format kassios knows into one tree.
///
///     let hierarchy = try HierarchyReader.read(bytes)                  // format detected
///     let hierarchy = try HierarchyReader.read(bytes, format: .appium) // `--format appium`
///
/// Malformed or truncated input throws a `HierarchyError` with the line and column (and
/// for JSON and XML the path) of the fault and what was expected there. A read never
/// returns part of a tree silently: only with `lenient: true` does it skip what it cannot
/// read, and then `Hierarchy.warnings` lists every skip.
public enum HierarchyReader {
    /// How deeply elements may nest. Real screens stay far below (WebDriverAgent snapshots
    /// 50 levels by default); deeper input is damaged, and refusing it keeps every tree
    /// walk (writing, comparing, freeing) shallow.
    public static let maximumDepth = 512

    public static func read(_ bytes: [UInt8], format: HierarchyFormat? = nil, lenient: Bool = false) throws -> Hierarchy {
        let detected = FormatDetector(bytes).detect()
        guard let chosen = format ?? detected?.format else { throw unknownFormat(bytes) }
        // A forced format keeps the envelope detected around the dump, if it can wrap that format.
        var envelope = DetectedFormat(format: chosen, envelope: .none)
        if let detected, detected.envelope.canWrap(chosen) {
            envelope = DetectedFormat(format: chosen, envelope: detected.envelope, range: detected.range,
                                      document: detected.document)
        }
        let file = SourceText(file: bytes)
        var hierarchy: Hierarchy
        switch envelope.envelope {
        case .none, .markdownFence:
            hierarchy = try read(file, format: chosen, range: envelope.range, parsed: envelope.document, lenient: lenient)
        case .swiftStringLiteral:
            let inner = try SwiftStringLiteral.unescape(file, from: envelope.range?.lowerBound ?? 0)
            hierarchy = try read(inner, format: chosen, range: nil, lenient: lenient)
        case .webDriverValue:
            let inner = try webDriverValue(file, format: chosen)
            hierarchy = try read(inner, format: chosen, range: nil, lenient: lenient)
        }
        hierarchy.envelope = envelope.envelope
        return hierarchy
    }

    /// Reads UTF-8 text (a `String` is UTF-8 already).
    public static func read(_ text: String, format: HierarchyFormat? = nil, lenient: Bool = false) throws -> Hierarchy {
        try read(Array(text.utf8), format: format, lenient: lenient)
    }

    private static func read(_ source: SourceText, format: HierarchyFormat, range: Range<Int>?,
                             parsed: JSONDocument? = nil, lenient: Bool) throws -> Hierarchy {
        var diagnostics = Diagnostics(format: format, lenient: lenient, source: source)
        switch format {
        case .xcuitest:
            var reader = XCUITestDescriptionReader(diagnostics: diagnostics)
            let root = try reader.read()
            return Hierarchy(root: root, format: format, warnings: reader.diagnostics.warnings)
        case .appium:
            var reader = AppiumSourceReader(diagnostics: diagnostics)
            let root = try reader.read()
            return Hierarchy(root: root, format: format, isTruncated: reader.stoppedEarly,
                             warnings: reader.diagnostics.warnings)
        case .idb, .inventory, .kassios:
            let document = try parsed ?? parseJSON(source, range: range, diagnostics: &diagnostics)
            let stopped = diagnostics.stoppedEarly
            switch format {
            case .idb:
                var reader = AccessibilityJSONReader(document: document, diagnostics: diagnostics)
                let root = try reader.read()
                return Hierarchy(root: root, format: format, isTruncated: reader.truncated || stopped,
                                 warnings: reader.diagnostics.warnings)
            case .inventory:
                var reader = InventoryReader(document: document, diagnostics: diagnostics)
                let root = try reader.read()
                return Hierarchy(root: root, format: format, isTruncated: stopped, warnings: reader.diagnostics.warnings)
            default:
                var reader = KassiosJSONReader(document: document, diagnostics: diagnostics)
                let root = try reader.read()
                return Hierarchy(root: root, format: format, convertedFrom: reader.source,
                                 isTruncated: reader.truncated || stopped, warnings: reader.diagnostics.warnings)
            }
        }
    }

    /// The JSON document, or in lenient mode what came before its first syntax error.
    private static func parseJSON(_ source: SourceText, range: Range<Int>?,
                                  diagnostics: inout Diagnostics) throws -> JSONDocument {
        do {
            let (document, stoppedAt) = try JSONDocument.parse(source.bytes, range: range, lenient: diagnostics.lenient)
            if let stoppedAt {
                diagnostics.note(stoppedAt.message + "; stopped reading there, the rest of the input is skipped",
                                 at: stoppedAt.offset)
                diagnostics.stoppedEarly = true
            }
            return document
        } catch let error as JSONDocument.SyntaxError {
            throw diagnostics.error(error.message, at: error.offset)
        }
    }

    /// A dump whose format cannot be told. JSON that does not parse (a truncated
    /// `{"value": "…`) is reported where it breaks, which says more than its first byte.
    private static func unknownFormat(_ bytes: [UInt8]) -> HierarchyError {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count, isBlank(bytes[start]) { start += 1 }
        guard start < bytes.count else {
            return HierarchyError(format: nil, line: 1, column: 1, message: "expected a hierarchy dump, found an empty input")
        }
        if bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[") {
            do {
                _ = try JSONDocument.parse(bytes)
            } catch let error as JSONDocument.SyntaxError {
                let (line, column) = SourceText(file: bytes).location(error.offset)
                return HierarchyError(format: nil, line: line, column: column,
                                      message: error.message + " (the dump is JSON that does not parse, so its format cannot be told)")
            } catch {}
        }
        return HierarchyError(format: nil, line: 1, column: 1, message:
            "expected a hierarchy dump: XCUITest debugDescription text, idb/AXe JSON, Appium XML, a KassiOS inventory or kassios JSON")
    }

    /// The string of a WebDriver response `{"value": "…"}`, with positions in the file.
    private static func webDriverValue(_ file: SourceText, format: HierarchyFormat) throws -> SourceText {
        let diagnostics = Diagnostics(format: format, lenient: false, source: file)
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(file.bytes).document
        } catch let error as JSONDocument.SyntaxError {
            throw diagnostics.error(error.message, at: error.offset)
        }
        guard let value = document.member(document.top, "value"),
              let (bytes, origins) = document.decodedWithOrigins(value) else {
            throw diagnostics.error("expected a WebDriver response {\"value\": \"…\"} holding the dump as a string",
                                    at: document.start(document.top), path: "$")
        }
        return file.unwrapped(bytes, origins: origins)
    }
}

/// The Swift string literal lldb prints for `po app.debugDescription` (or
/// `(String) $R0 = "…"` for `p`): `\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'` and `\u{…}`
/// escapes.
enum SwiftStringLiteral {
    /// `start`: where the literal's line starts, after what the console printed before it.
    static func unescape(_ file: SourceText, from start: Int = 0) throws -> SourceText {
        let bytes = file.bytes
        let diagnostics = Diagnostics(format: .xcuitest, lenient: false, source: file)
        var position = start
        if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        while position < bytes.count, isBlank(bytes[position]) { position += 1 }
        if bytes[position...].starts(with: Array("(String)".utf8)) {
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") { position += 1 }
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw diagnostics.error("expected '\"' to start the string literal, found \(quoteFound(bytes, at: position))", at: position)
        }
        let open = position
        position += 1
        var out: [UInt8] = []
        var origins: [Int] = []
        while true {
            guard position < bytes.count else {
                throw diagnostics.error("expected '\"' to close the string literal that starts here, found end of input", at: open)
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                origins.append(position)
                position += 1
                continue
            }
            let escape = position
            guard position + 1 < bytes.count else {
                throw diagnostics.error("expected an escape after '\\', found end of input", at: escape)
            }
            position += 2
            let decoded: [UInt8]
            switch bytes[escape + 1] {
            case UInt8(ascii: "n"): decoded = [0x0A]
            case UInt8(ascii: "t"): decoded = [0x09]
            case UInt8(ascii: "r"): decoded = [0x0D]
            case UInt8(ascii: "0"): decoded = [0x00]
            case UInt8(ascii: "\\"): decoded = [0x5C]
            case UInt8(ascii: "\""): decoded = [0x22]
            case UInt8(ascii: "'"): decoded = [0x27]
            case UInt8(ascii: "u"):
                guard position < bytes.count, bytes[position] == UInt8(ascii: "{"),
                      let close = bytes[position...].prefix(10).firstIndex(of: UInt8(ascii: "}")),
                      let code = UInt32(String(decoding: bytes[(position + 1)..<close], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(code) else {
                    throw diagnostics.error("expected '\\u{' and 1 to 8 hexadecimal digits of a Unicode scalar, then '}'", at: escape)
                }
                position = close + 1
                decoded = Array(String(Character(scalar)).utf8)
            default:
                throw diagnostics.error("expected one of \\n \\t \\r \\0 \\\\ \\\" \\' \\u{…}, found \(quoteFound(bytes, at: escape, limit: 2))", at: escape)
            }
            out.append(contentsOf: decoded)
            origins.append(contentsOf: repeatElement(escape, count: decoded.count))
        }
        position += 1
        while position < bytes.count, isBlank(bytes[position]) { position += 1 }
        // The console's next prompt, pasted with the output.
        if bytes[position...].starts(with: Array("(lldb)".utf8)) { position = bytes.count }
        if position < bytes.count {
            throw diagnostics.error("expected end of input after the string literal, found \(quoteFound(bytes, at: position))", at: position)
        }
        return file.unwrapped(out, origins: origins)
    }
}

extension HierarchyEnvelope {
    func canWrap(_ format: HierarchyFormat) -> Bool {
        switch self {
        case .none: return true
        case .swiftStringLiteral: return format == .xcuitest
        case .webDriverValue: return format == .xcuitest || format == .appium
        case .markdownFence: return format == .idb || format == .inventory || format == .kassios
        }
    }
}
