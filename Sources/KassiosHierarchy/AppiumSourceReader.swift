/// Reads the page source XML of Appium's XCUITest driver (WebDriverAgent).
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <AppiumAUT>
///       <XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Finch" label="Finch"
///           enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0">
///         <XCUIElementTypeButton … name="login.submit" label="Sign In" …/>
///
/// `<AppiumAUT>` is optional. Attributes: `type`, `value`, `name`, `label`,
/// `placeholderValue`, `enabled`/`visible`/`accessible`/`selected`/`focused`/`hittable`
/// (`"true"`/`"false"`), `x`, `y`, `width`, `height`, `index`; others are ignored.
///
/// WebDriverAgent's `name` is the identifier, or the label when the element has no
/// identifier, so a `name` equal to the `label` is read as no identifier: treating it as
/// one would make kassios suggest locating elements by their (localised) labels. Its
/// `value` of a text field falls back to the placeholder the same way, so a `value`
/// equal to `placeholderValue` is read as no value.
struct AppiumSourceReader {
    let bytes: [UInt8]
    var diagnostics: Diagnostics
    private var builder = TreeBuilder()
    private var position = 0
    private(set) var stoppedEarly = false

    init(diagnostics: Diagnostics) {
        self.bytes = diagnostics.source.bytes
        self.diagnostics = diagnostics
    }

    private struct Open {
        let name: String
        let start: Int
        /// An XCUIElementType element, which counts for depth (`AppiumAUT` does not).
        let isElement: Bool
    }

    private struct SyntaxError: Error {
        let offset: Int
        let message: String
    }

    private var open: [Open] = []
    /// How many of `open` are elements: the depth of the next element.
    private var openElements = 0
    private var sawRoot = false

    mutating func read() throws -> HierarchyElement {
        do {
            try scan()
        } catch let error as SyntaxError {
            guard diagnostics.lenient, sawRoot else {
                throw diagnostics.error(error.message, at: error.offset, path: path())
            }
            diagnostics.note(error.message + "; stopped reading there, the rest of the input is skipped",
                             at: error.offset, path: path())
            stoppedEarly = true
        }
        let tops = builder.finish(diagnostics: &diagnostics)
        guard let root = HierarchyElement.root(of: tops) else {
            throw diagnostics.error("expected an XCUIElementType… element, found none", at: 0)
        }
        return root
    }

    /// `/AppiumAUT/XCUIElementTypeApplication/…`: the open elements.
    private func path() -> String? {
        guard !open.isEmpty else { return nil }
        if open.count <= 8 { return "/" + open.map(\.name).joined(separator: "/") }
        let head = open.prefix(2).map(\.name), tail = open.suffix(3).map(\.name)
        return "/" + (head + ["…\(open.count - 5) more…"] + tail).joined(separator: "/")
    }

    private func fail(_ message: String, at offset: Int? = nil) -> SyntaxError {
        SyntaxError(offset: offset ?? position, message: message)
    }

    private func found(_ offset: Int? = nil) -> String { quoteFound(bytes, at: offset ?? position) }

    private func starts(with text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { utf8 in
            for index in 0..<count where bytes[offset + index] != utf8[index] { return false }
            return true
        }
    }

    /// Moves past `terminator`, or fails with `what` at `start`.
    private mutating func skip(past terminator: StaticString, _ what: String, from start: Int) throws {
        let needle = terminator.withUTF8Buffer { Array($0) }
        guard let at = FormatDetector(bytes).find(needle, from: position) else {
            throw fail("expected '\(terminator)' to close the \(what) that starts here, found end of input", at: start)
        }
        position = at + needle.count
    }

    private mutating func scan() throws {
        if starts(with: "\u{FEFF}", at: 0) { position = 3 }
        while position < bytes.count {
            let byte = bytes[position]
            if byte != UInt8(ascii: "<") {
                // Text between tags: page sources have none but the blanks of pretty printing.
                if !isBlank(byte) && open.isEmpty {
                    throw fail(sawRoot ? "expected end of input after the root element, found \(found())"
                                       : "expected '<' to start an element, found \(found())")
                }
                position += 1
                continue
            }
            let start = position
            if starts(with: "<?", at: position) {
                position += 2
                try skip(past: "?>", "processing instruction", from: start)
            } else if starts(with: "<!--", at: position) {
                position += 4
                try skip(past: "-->", "comment", from: start)
            } else if starts(with: "<![CDATA[", at: position) {
                position += 9
                try skip(past: "]]>", "CDATA section", from: start)
            } else if starts(with: "<!", at: position) {
                position += 2
                try skip(past: ">", "declaration", from: start)
            } else if starts(with: "</", at: position) {
                try endTag()
            } else {
                try startTag()
            }
        }
        if let innermost = open.last {
            let (line, column) = diagnostics.source.location(innermost.start)
            throw fail("expected '</\(innermost.name)>' to close the element opened at \(line):\(column), found end of input",
                       at: bytes.count)
        }
        if !sawRoot { throw fail("expected an XCUIElementType… element, found end of input", at: bytes.count) }
    }

    private mutating func name() throws -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte >= 0x80 else { break }
            position += 1
        }
        guard position > start, !isDigit(bytes[start]) else { throw fail("expected a name, found \(found(start))", at: start) }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func skipBlanks() {
        while position < bytes.count, isBlank(bytes[position]) { position += 1 }
    }

    private mutating func endTag() throws {
        let start = position
        position += 2
        let closing = try name()
        skipBlanks()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw fail("expected '>' to end the closing tag '</\(closing)', found \(found())")
        }
        position += 1
        guard let innermost = open.last else {
            throw fail("expected no closing tag here: '</\(closing)>' closes nothing", at: start)
        }
        guard innermost.name == closing else {
            let (line, column) = diagnostics.source.location(innermost.start)
            throw fail("expected '</\(innermost.name)>' to close the element opened at \(line):\(column), found '</\(closing)>'", at: start)
        }
        if open.removeLast().isElement { openElements -= 1 }
    }

    private mutating func startTag() throws {
        let start = position
        position += 1
        if sawRoot && open.isEmpty {
            throw fail("expected end of input after the root element, found \(found(start))", at: start)
        }
        let tag = try name()
        var attributes: [(name: String, value: String, start: Int)] = []
        while true {
            let beforeBlanks = position
            skipBlanks()
            guard position < bytes.count else {
                throw fail("expected '>' or '/>' to end the tag '<\(tag)' that starts here, found end of input", at: start)
            }
            if bytes[position] == UInt8(ascii: ">") || starts(with: "/>", at: position) { break }
            guard position > beforeBlanks else {
                throw fail("expected a blank, '>' or '/>' after the attribute, found \(found())")
            }
            let attributeStart = position
            let attribute = try name()
            if attributes.contains(where: { $0.name == attribute }) {
                throw fail("expected each attribute once, found a second '\(attribute)'", at: attributeStart)
            }
            skipBlanks()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw fail("expected '=' after the attribute name '\(attribute)', found \(found())")
            }
            position += 1
            skipBlanks()
            attributes.append((attribute, try attributeValue(), attributeStart))
        }
        let selfClosing = bytes[position] == UInt8(ascii: "/")
        position += selfClosing ? 2 : 1
        sawRoot = true
        let depth = openElements
        let isWrapper = tag == "AppiumAUT" && open.isEmpty
        if !isWrapper {
            try addElement(tag, attributes, at: start, depth: depth)
        }
        if !selfClosing {
            open.append(Open(name: tag, start: start, isElement: !isWrapper))
            if !isWrapper { openElements += 1 }
        }
    }

    /// A quoted attribute value, entities decoded. Raw tabs and line breaks become
    /// spaces, as XML's attribute-value normalisation says; `&#10;` stays a line break.
    private mutating func attributeValue() throws -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw fail("expected a quoted attribute value, found \(found())")
        }
        let quote = bytes[position]
        let open = position
        position += 1
        var out: [UInt8] = []
        while true {
            guard position < bytes.count else {
                throw fail("expected \(quote == UInt8(ascii: "\"") ? "'\"'" : "\"'\"") to close the attribute value that starts here, found end of input", at: open)
            }
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: out, as: UTF8.self)
            }
            switch byte {
            case UInt8(ascii: "<"):
                throw fail("expected '&lt;' for '<' inside an attribute value")
            case UInt8(ascii: "&"):
                out.append(contentsOf: try entity())
            case 0x09, 0x0A, 0x0D:
                if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
                out.append(UInt8(ascii: " "))
                position += 1
            default:
                out.append(byte)
                position += 1
            }
        }
    }

    private mutating func entity() throws -> [UInt8] {
        let start = position
        guard let semicolon = bytes[position...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw fail("expected an entity such as '&amp;' or '&#10;', found \(found())")
        }
        let body = String(decoding: bytes[(position + 1)..<semicolon], as: UTF8.self)
        position = semicolon + 1
        switch body {
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "amp": return [UInt8(ascii: "&")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default:
            var digits = Substring(body)
            var radix = 10
            guard digits.first == "#" else {
                throw fail("expected '&lt;', '&gt;', '&amp;', '&quot;', '&apos;' or a character reference, found '&\(body);'", at: start)
            }
            digits = digits.dropFirst()
            if digits.first == "x" || digits.first == "X" {
                radix = 16
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty, let code = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(code), code != 0 else {
                throw fail("expected a character reference of a Unicode character, found '&\(body);'", at: start)
            }
            return Array(String(Character(scalar)).utf8)
        }
    }

    // MARK: - Elements

    private mutating func addElement(_ tag: String, _ attributes: [(name: String, value: String, start: Int)],
                                     at start: Int, depth: Int) throws {
        let location = diagnostics.source.location(start)
        var element = HierarchyElement(type: .other, line: location.line, column: location.column)
        if tag.hasPrefix("XCUIElementType"), let type = ElementType(normalizing: tag) {
            element.type = type
            if !type.isKnown { diagnostics.note("unknown element type \(quoted(tag)), kept as '\(type.name)'", at: start, path: path()) }
        } else {
            try diagnostics.problem("expected an XCUIElementType… element, found <\(tag)>; read as 'other'",
                                    at: start, path: path())
        }
        func attribute(_ name: String) -> (value: String, start: Int)? {
            attributes.first { $0.name == name }.map { ($0.value, $0.start) }
        }
        func text(_ name: String) -> String? {
            attribute(name).flatMap { $0.value.isEmpty ? nil : $0.value }
        }
        element.label = text("label")
        element.identifier = text("name")
        if element.identifier != nil, element.identifier == element.label { element.identifier = nil }
        element.placeholder = text("placeholderValue")
        element.value = text("value")
        if element.value != nil, element.value == element.placeholder { element.value = nil }
        element.title = text("title")
        element.enabled = try flag(attribute("enabled")) ?? true
        element.selected = try flag(attribute("selected")) ?? false
        element.focused = try flag(attribute("focused")) ?? false
        element.visible = try flag(attribute("visible"))
        element.hittable = try flag(attribute("hittable"))
        var numbers: [Double] = []
        for name in ["x", "y", "width", "height"] {
            guard let (value, at) = attribute(name) else { continue }
            guard value.count <= 40, let number = Double(value), number.isFinite else {
                try diagnostics.problem("expected a number for '\(name)', found \(quoted(value))", at: at, path: path())
                continue
            }
            numbers.append(number)
        }
        if numbers.count == 4 {
            element.frame = ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        } else if !numbers.isEmpty {
            try diagnostics.problem("expected all of 'x', 'y', 'width' and 'height', or none", at: start, path: path())
        }
        try builder.add(element, depth: depth, offset: start, diagnostics: &diagnostics)
    }

    private mutating func flag(_ attribute: (value: String, start: Int)?) throws -> Bool? {
        guard let (value, at) = attribute else { return nil }
        switch value {
        case "true": return true
        case "false": return false
        default:
            try diagnostics.problem("expected \"true\" or \"false\", found \(quoted(value))", at: at, path: path())
            return nil
        }
    }
}
