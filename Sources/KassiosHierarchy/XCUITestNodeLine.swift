/// One node line (with its continuation lines) of a debugDescription.
struct NodeLineParser {
    struct Failure: Error {
        let offset: Int
        let message: String
    }

    let bytes: [UInt8]
    let end: Int
    private(set) var position: Int
    private(set) var notes: [Failure] = []

    private var type = ElementType.other
    private var fields = Fields()
    private var seenKeys: Set<String> = []

    private struct Fields {
        var identifier: String?
        var label: String?
        var value: String?
        var placeholder: String?
        var title: String?
        var frame: ElementFrame?
        var selected = false
        var enabled = true
        var focused = false
    }

    static let flags: [(text: [UInt8], name: String)] = [
        (Array("Keyboard Focused".utf8), "Keyboard Focused"), (Array("Selected".utf8), "Selected"),
        (Array("Disabled".utf8), "Disabled"), (Array("Focused".utf8), "Focused"),
    ]

    init(bytes: [UInt8], start: Int, end: Int) {
        self.bytes = bytes
        self.position = start
        self.end = max(start, min(end, bytes.count))
    }

    func element(line location: (line: Int, column: Int)) -> HierarchyElement {
        HierarchyElement(type: type, identifier: fields.identifier, label: fields.label, value: fields.value,
                         valueTruncated: fields.value?.hasSuffix("...") ?? false, placeholder: fields.placeholder,
                         title: fields.title, frame: fields.frame, enabled: fields.enabled, selected: fields.selected,
                         focused: fields.focused, line: location.line, column: location.column)
    }

    private func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? position, message: message)
    }

    private func found(_ offset: Int? = nil) -> String {
        let at = offset ?? position
        return at >= end ? "end of line" : quoteFound(Array(bytes[at..<end]), at: 0)
    }

    mutating func parse() throws {
        let typeStart = position
        while position < end, isLetter(bytes[position]) || isDigit(bytes[position]) { position += 1 }
        guard position > typeStart else { throw fail("expected an element type such as 'Button', found \(found())") }
        let spelling = String(decoding: bytes[typeStart..<position], as: UTF8.self)
        if let normalised = ElementType(normalizing: spelling) {
            type = normalised
            if !normalised.isKnown { notes.append(fail("unknown element type \(quoted(spelling)), kept as '\(normalised.name)'", at: typeStart)) }
        }
        // ` (Main)` after a window.
        if position + 1 < end, bytes[position] == UInt8(ascii: " "), bytes[position + 1] == UInt8(ascii: "(") {
            guard let close = index(of: UInt8(ascii: ")"), from: position) else {
                throw fail("expected ')' to close the qualifier after the type, found end of line", at: position + 1)
            }
            position = close + 1
        }
        while position < end {
            try separator()
            try field()
        }
    }

    /// `, ` between fields.
    private mutating func separator() throws {
        guard bytes[position] == UInt8(ascii: ",") else {
            if bytes[position] == 0x0A || bytes[position] == 0x0D { throw fail(Self.lineBreakMessage) }
            throw fail("expected ', ' and the next field, found \(found())")
        }
        position += 1
        guard position < end, bytes[position] == UInt8(ascii: " ") else {
            throw fail("expected a field after ',', found \(found())")
        }
        while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
        if position >= end { throw fail("expected a field after ',', found end of line") }
    }

    private mutating func field() throws {
        let start = position
        let byte = bytes[position]
        if byte == UInt8(ascii: "0"), position + 1 < end, bytes[position + 1] == UInt8(ascii: "x") {
            position += 2
            let digitsStart = position
            while position < end, isHexDigit(bytes[position]) { position += 1 }
            if position == digitsStart { throw fail("expected hexadecimal digits of the address after '0x', found \(found())") }
            return
        }
        if byte == UInt8(ascii: "{") {
            fields.frame = try frame()
            return
        }
        if let key = keyAt(position) {
            position += key.count + 2
            try keyedField(key, keyStart: start)
            return
        }
        for flag in Self.flags where starts(with: flag.text, at: position) && isFieldEnd(position + flag.text.count) {
            position += flag.text.count
            switch flag.name {
            case "Selected": fields.selected = true
            case "Disabled": fields.enabled = false
            default: fields.focused = true
            }
            return
        }
        // Something newer Xcode prints that kassios does not know: a capitalised flag.
        if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
            while position < end, isLetter(bytes[position]) || bytes[position] == UInt8(ascii: " ") || isDigit(bytes[position]) {
                position += 1
            }
            if isFieldEnd(position) {
                notes.append(fail("unknown flag \(quoted(String(decoding: bytes[start..<position], as: UTF8.self))) ignored", at: start))
                return
            }
            position = start
        }
        throw fail("expected a field (an address, a frame '{{x, y}, {w, h}}', 'identifier:', 'label:', 'value:' or a flag such as 'Selected'), found \(found())")
    }

    private mutating func keyedField(_ key: String, keyStart: Int) throws {
        if seenKeys.contains(key) {
            throw fail("expected each field once, found a second '\(key):'", at: keyStart)
        }
        seenKeys.insert(key)
        let text: String
        if key == "pid" {
            let digitsStart = position
            while position < end, isDigit(bytes[position]) { position += 1 }
            if position == digitsStart { throw fail("expected the process id after 'pid: ', found \(found())") }
            return
        }
        // `value` is never quoted: a value that starts with a quote is text that does.
        let quote = position < end && bytes[position] == UInt8(ascii: "'") && key != "value"
        if Self.quotedKeys.contains(key) || (quote && closingQuote(from: position + 1, key: key) != nil) {
            guard quote else { throw fail("expected a single-quoted value after '\(key): ', found \(found())") }
            guard let close = closingQuote(from: position + 1, key: key) else {
                // A quote that would close the field at a line break: the next line is the
                // culprit, not a continuation of this field.
                if let lineBreak = quoteBeforeLineBreak(from: position + 1) {
                    throw fail(Self.lineBreakMessage, at: lineBreak)
                }
                // A quote and `, ` that something unknown follows: say what follows.
                if let (quote, next) = quoteBeforeSeparator(from: position + 1) {
                    store(key, decode(position + 1, quote), keyStart: keyStart)
                    throw fail("expected a field ('identifier:', 'label:', 'placeholderValue:', 'title:', 'value:') or a flag such as 'Selected' after the quoted '\(key):', found \(found(next))", at: next)
                }
                throw fail("expected the quote that closes '\(key):', followed by ', ' and the next field or by the end of the line")
            }
            text = decode(position + 1, close)
            position = close + 1
        } else {
            var stop = position
            while !isFieldEnd(stop, current: key) { stop += 1 }
            text = decode(position, stop)
            position = stop
        }
        store(key, text, keyStart: keyStart)
    }

    private mutating func store(_ key: String, _ text: String, keyStart: Int) {
        let value: String? = text.isEmpty ? nil : text
        switch key {
        case "identifier": fields.identifier = value
        case "label": fields.label = value
        case "placeholderValue": fields.placeholder = value
        case "title": fields.title = value
        case "value": fields.value = value
        default: notes.append(fail("unknown field '\(key):' ignored", at: keyStart))
        }
    }

    static let quotedKeys: Set<String> = ["identifier", "label", "placeholderValue", "title"]

    static let lineBreakMessage = "expected ', ' and the next field or the end of the element, found a line break: the next line does not start like an element ('Type, …' indented 2 + 2 × depth spaces)"

    /// Where the text after the first `', ` from `from` on starts.
    private func quoteBeforeSeparator(from: Int) -> (quote: Int, next: Int)? {
        var index = from
        while index + 2 < end {
            if bytes[index] == UInt8(ascii: "'"), bytes[index + 1] == UInt8(ascii: ","), bytes[index + 2] == UInt8(ascii: " ") {
                var next = index + 2
                while next < end, bytes[next] == UInt8(ascii: " ") { next += 1 }
                return (index, next)
            }
            index += 1
        }
        return nil
    }

    /// The first line break right after a quote, from `from` on.
    private func quoteBeforeLineBreak(from: Int) -> Int? {
        var index = from
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "'"), bytes[index + 1] == 0x0A || bytes[index + 1] == 0x0D { return index + 1 }
            index += 1
        }
        return nil
    }

    /// `key: ` at `offset`: a lowercase word, a colon and a space.
    private func keyAt(_ offset: Int) -> String? {
        var index = offset
        guard index < end, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z") else { return nil }
        while index < end, isLetter(bytes[index]) { index += 1 }
        guard index + 1 < end, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: " ") else { return nil }
        return String(decoding: bytes[offset..<index], as: UTF8.self)
    }

    /// Whether a field ends at `offset`: the end of the line, or `, ` and a key not yet
    /// seen on this line, or `, ` and a flag. After a closing quote (`quoted`), any
    /// capitalised words up to the next `,` or the end count as a flag, so flags newer
    /// Xcode prints do not glue themselves to a label; after an unquoted value only the
    /// known flags do, since a value may well be `Paris, France`.
    private func isFieldEnd(_ offset: Int, current: String? = nil, quoted: Bool = false) -> Bool {
        if offset >= end { return true }
        guard bytes[offset] == UInt8(ascii: ","), offset + 1 < end, bytes[offset + 1] == UInt8(ascii: " ") else {
            return false
        }
        var next = offset + 1
        while next < end, bytes[next] == UInt8(ascii: " ") { next += 1 }
        if let key = keyAt(next) { return key != current && !seenKeys.contains(key) }
        for flag in Self.flags where starts(with: flag.text, at: next) {
            let after = next + flag.text.count
            if after >= end || bytes[after] == UInt8(ascii: ",") { return true }
        }
        if quoted, next < end, bytes[next] >= UInt8(ascii: "A"), bytes[next] <= UInt8(ascii: "Z") {
            var after = next
            while after < end, isLetter(bytes[after]) || bytes[after] == UInt8(ascii: " ") { after += 1 }
            return after >= end || bytes[after] == UInt8(ascii: ",")
        }
        return false
    }

    /// The quote that closes a quoted field whose text starts at `from`.
    private func closingQuote(from: Int, key: String) -> Int? {
        var index = from
        while index < end {
            if bytes[index] == UInt8(ascii: "'"), isFieldEnd(index + 1, current: key, quoted: true) { return index }
            index += 1
        }
        return nil
    }

    private func decode(_ from: Int, _ to: Int) -> String {
        guard from < to else { return "" }
        var slice = Array(bytes[from..<to])
        if slice.contains(0x0D) {
            // A CRLF file: the line breaks inside a field are `\n`.
            var normalised: [UInt8] = []
            var index = 0
            while index < slice.count {
                if slice[index] == 0x0D {
                    normalised.append(0x0A)
                    if index + 1 < slice.count, slice[index + 1] == 0x0A { index += 1 }
                } else {
                    normalised.append(slice[index])
                }
                index += 1
            }
            slice = normalised
        }
        return String(decoding: slice, as: UTF8.self)
    }

    // MARK: Frames

    /// `{{x, y}, {w, h}}`; nil for an infinite or NaN one (`{{inf, inf}, {0.0, 0.0}}`, no frame).
    private mutating func frame() throws -> ElementFrame? {
        let start = position
        try expect("{{", "a frame '{{x, y}, {width, height}}'", at: start)
        let x = try number("x")
        try expect(",", "',' between x and y in the frame", at: start)
        let y = try number("y")
        try expect("}", "'}' after the frame's origin", at: start)
        try expect(",", "', {width, height}' after the frame's origin", at: start)
        try expect("{", "'{' before the frame's size", at: start)
        let width = try number("width")
        try expect(",", "',' between width and height in the frame", at: start)
        let height = try number("height")
        try expect("}}", "'}}' to close the frame", at: start)
        guard [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
        return ElementFrame(x: x, y: y, width: width, height: height)
    }

    private mutating func expect(_ text: String, _ what: String, at frameStart: Int) throws {
        while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
        let expected = Array(text.utf8)
        guard starts(with: expected, at: position) else {
            throw fail("expected \(what), found \(found())")
        }
        position += expected.count
    }

    private mutating func number(_ name: String) throws -> Double {
        while position < end, bytes[position] == UInt8(ascii: " ") { position += 1 }
        let start = position
        while position < end, isDigit(bytes[position]) || isLetter(bytes[position])
            || bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
            position += 1
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard !text.isEmpty, text.count <= 40, let value = Double(text) else {
            throw fail("expected a number for the frame's \(name), found \(found(start))", at: start)
        }
        return value
    }

    private func starts(with text: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + text.count <= end else { return false }
        for (index, byte) in text.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    private func index(of byte: UInt8, from: Int) -> Int? {
        var index = from
        while index < end {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }
}

func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
}
