/// A JSON document read from UTF-8 bytes, with the offset of every value and key, so
/// readers can say where a wrong value is. Strict RFC 8259 (no comments, no trailing
/// commas, no NaN) except that a byte-order mark may start the text.
///
/// Values live in one flat array and refer to their members by index: parsing is a
/// loop with an explicit stack, and dropping a document frees flat arrays, so no depth
/// of nesting can exhaust the stack.
public struct JSONDocument {
    public enum Kind: UInt8, Sendable {
        case null, bool, number, string, array, object
    }

    struct Value {
        let kind: Kind
        /// Offset of the value's first byte.
        let start: Int
        /// Offset one past the value's last byte.
        var end: Int
        /// bool: 0 or 1. string: index in `strings`. array: first index in `items`.
        /// object: first index in `members`.
        var first: Int
        /// array, object: how many items or members.
        var count: Int
    }

    public struct Member {
        public let key: String
        let keyStart: Int
        public let value: Int
    }

    let bytes: [UInt8]
    private(set) var values: [Value] = []
    private(set) var items: [Int] = []
    private(set) var members: [Member] = []
    private(set) var strings: [String] = []
    /// The top-level value.
    public private(set) var top = 0

    // MARK: - Reading values

    public func kind(_ value: Int) -> Kind { values[value].kind }
    func start(_ value: Int) -> Int { values[value].start }

    public func string(_ value: Int) -> String? {
        values[value].kind == .string ? strings[values[value].first] : nil
    }

    func bool(_ value: Int) -> Bool? {
        values[value].kind == .bool ? values[value].first == 1 : nil
    }

    /// The number as written: `12.50`, `-3`, `1e2`.
    public func numberText(_ value: Int) -> String? {
        let node = values[value]
        guard node.kind == .number else { return nil }
        return String(decoding: bytes[node.start..<node.end], as: UTF8.self)
    }

    func number(_ value: Int) -> Double? {
        numberText(value).flatMap { Double($0) }
    }

    /// The items of an array, in order.
    public func arrayItems(_ value: Int) -> ArraySlice<Int> {
        let node = values[value]
        guard node.kind == .array else { return [] }
        return items[node.first..<(node.first + node.count)]
    }

    /// The members of an object, in order.
    public func objectMembers(_ value: Int) -> ArraySlice<Member> {
        let node = values[value]
        guard node.kind == .object else { return [] }
        return members[node.first..<(node.first + node.count)]
    }

    /// The value of the first member named `key`, if the value is an object that has one.
    func member(_ value: Int, _ key: String) -> Int? {
        objectMembers(value).first { $0.key == key }?.value
    }

    /// What a value is, for messages: `a string`, `an object`.
    func describe(_ value: Int) -> String {
        switch values[value].kind {
        case .null: return "null"
        case .bool: return values[value].first == 1 ? "true" : "false"
        case .number: return "the number \(numberText(value) ?? "")"
        case .string: return "the string \(quoted(strings[values[value].first]))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    // MARK: - Parsing

    /// The document `bytes` hold, or nil when they are not strict JSON (see `parse`).
    public static func strict(_ bytes: [UInt8]) -> JSONDocument? {
        (try? parse(bytes))?.document
    }

    /// The document `bytes` hold: one JSON value with nothing but blanks around it, after a
    /// UTF-8 byte-order mark if there is one. Where it is not, the error says so at its line
    /// and column. (For the JSON files kassios reads besides dumps: a baseline, a defect catalog.)
    public static func read(_ bytes: [UInt8]) throws -> JSONDocument {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        do {
            return try parse(bytes, range: start..<bytes.count).document
        } catch let error as SyntaxError {
            let (line, column) = SourceText(file: bytes).location(error.offset)
            throw HierarchyError(format: nil, line: line, column: column, message: error.message)
        }
    }

    /// A member's value by key: the last, if the key is repeated (as a dictionary would keep it).
    public func lastMember(_ value: Int, _ key: String) -> Int? {
        objectMembers(value).last { $0.key == key }?.value
    }

    struct SyntaxError: Error {
        let offset: Int
        let message: String
    }

    /// Parses `range` of `bytes`, which must hold one JSON value and nothing but blanks
    /// around it. A lenient parse stops at the first syntax error, keeps what came
    /// before it (every open array and object closed there, an unfinished member
    /// dropped) and returns the error beside the document; a strict one throws it.
    static func parse(_ bytes: [UInt8], range: Range<Int>? = nil, lenient: Bool = false)
        throws -> (document: JSONDocument, stoppedAt: SyntaxError?) {
        var parser = Parser(bytes: bytes, range: range ?? 0..<bytes.count)
        do {
            try parser.parseDocument()
            return (parser.document, nil)
        } catch let error as SyntaxError {
            guard lenient, parser.salvage() else { throw error }
            return (parser.document, error)
        }
    }

    private struct Parser {
        var document: JSONDocument
        var position: Int
        let end: Int

        /// An open array or object: its value, where its finished items or members start
        /// in the scratch stacks, and the key whose value is being read (objects).
        struct Frame {
            let value: Int
            let isObject: Bool
            let scratchStart: Int
            var key: (name: String, start: Int)?
        }

        var open: [Frame] = []
        var pendingItems: [Int] = []
        var pendingMembers: [Member] = []

        /// The input, held here rather than read through `document` on every byte.
        let bytes: [UInt8]

        init(bytes: [UInt8], range: Range<Int>) {
            self.bytes = bytes
            document = JSONDocument(bytes: bytes)
            position = max(0, range.lowerBound)
            end = max(position, min(bytes.count, range.upperBound))
        }

        func fail(_ message: String, at offset: Int? = nil) -> SyntaxError {
            SyntaxError(offset: offset ?? position, message: message)
        }

        func found(_ offset: Int? = nil) -> String {
            let at = offset ?? position
            return at >= end ? "end of input" : quoteFound(Array(bytes[at..<min(end, at + 48)]), at: 0)
        }

        mutating func skipBlanks() {
            while position < end {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        /// One loop over the input: either a value is expected (after `[`, `:` or `,`,
        /// or at the start) or one just ended.
        mutating func parseDocument() throws {
            if end - position >= 3, bytes[position] == 0xEF, bytes[position + 1] == 0xBB, bytes[position + 2] == 0xBF {
                position += 3
            }
            var expectingValue = true
            while true {
                skipBlanks()
                if expectingValue {
                    guard position < end else {
                        throw fail(open.isEmpty ? "expected a JSON value, found end of input"
                                                : "expected a JSON value, found end of input (\(unclosed()))")
                    }
                    if let container = try startValue() {
                        // Just opened: `}` or `]` may close it at once.
                        skipBlanks()
                        if position < end, bytes[position] == (container ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                            position += 1
                            closeContainer()
                            expectingValue = false
                        } else if container {
                            try readKey()
                        }
                    } else {
                        expectingValue = false
                    }
                    continue
                }
                guard let frame = open.last else { break }
                let closer = frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard position < end else {
                    throw fail("expected ',' or '\(frame.isObject ? "}" : "]")', found end of input (\(unclosed()))")
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: ",") {
                    position += 1
                    skipBlanks()
                    if position < end, bytes[position] == closer {
                        throw fail("expected another \(frame.isObject ? "member" : "item") after ',', found \(found()) (JSON allows no trailing comma)")
                    }
                    if frame.isObject { try readKey() }
                    expectingValue = true
                } else if byte == closer {
                    position += 1
                    closeContainer()
                } else {
                    throw fail("expected ',' or '\(frame.isObject ? "}" : "]")' after \(frame.isObject ? "a member" : "an item"), found \(found())")
                }
            }
            skipBlanks()
            if position < end {
                throw fail("expected end of input after the JSON value, found \(found())")
            }
        }

        /// Where the innermost unclosed container started, for messages.
        func unclosed() -> String {
            guard let frame = open.last else { return "" }
            let node = document.values[frame.value]
            return "the \(frame.isObject ? "object" : "array") opened at byte \(node.start + 1) is not closed"
        }

        /// Reads a scalar and attaches it, or opens a container: returns nil for a scalar,
        /// whether the container is an object otherwise.
        mutating func startValue() throws -> Bool? {
            let start = position
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                position += 1
                document.values.append(Value(kind: isObject ? .object : .array, start: start, end: start + 1,
                                             first: 0, count: 0))
                open.append(Frame(value: document.values.count - 1, isObject: isObject,
                                  scratchStart: isObject ? pendingMembers.count : pendingItems.count, key: nil))
                return isObject
            case UInt8(ascii: "\""):
                let text = try parseString()
                document.strings.append(text)
                document.values.append(Value(kind: .string, start: start, end: position,
                                             first: document.strings.count - 1, count: 0))
            case UInt8(ascii: "t"): try literal("true", .bool, 1)
            case UInt8(ascii: "f"): try literal("false", .bool, 0)
            case UInt8(ascii: "n"): try literal("null", .null, 0)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try parseNumber()
                document.values.append(Value(kind: .number, start: start, end: position, first: 0, count: 0))
            default:
                throw fail("expected a JSON value (object, array, string, number, true, false or null), found \(found())")
            }
            attach(document.values.count - 1)
            return nil
        }

        mutating func literal(_ word: String, _ kind: Kind, _ flag: Int) throws {
            let start = position
            for expected in word.utf8 {
                guard position < end, bytes[position] == expected else {
                    throw fail("expected '\(word)', found \(found(start))", at: start)
                }
                position += 1
            }
            document.values.append(Value(kind: kind, start: start, end: position, first: flag, count: 0))
        }

        /// Reads `"name":` of the innermost object's next member.
        mutating func readKey() throws {
            skipBlanks()
            guard position < end, bytes[position] == UInt8(ascii: "\"") else {
                throw fail("expected a member name in double quotes, found \(found())")
            }
            let keyStart = position
            let key = try parseString()
            skipBlanks()
            guard position < end, bytes[position] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the member name \(quoted(key)), found \(found())")
            }
            position += 1
            open[open.count - 1].key = (key, keyStart)
        }

        /// Records a finished value as the next item or member of the innermost open
        /// container; the top-level value otherwise.
        mutating func attach(_ value: Int) {
            guard let frame = open.last else {
                document.top = value
                return
            }
            if frame.isObject {
                let key = frame.key ?? ("", document.values[value].start)
                pendingMembers.append(Member(key: key.name, keyStart: key.start, value: value))
                open[open.count - 1].key = nil
            } else {
                pendingItems.append(value)
            }
        }

        /// Closes the innermost container at `position` and attaches it to its parent.
        mutating func closeContainer() {
            guard let frame = open.popLast() else { return }
            var node = document.values[frame.value]
            node.end = position
            if frame.isObject {
                node.first = document.members.count
                node.count = pendingMembers.count - frame.scratchStart
                document.members.append(contentsOf: pendingMembers[frame.scratchStart...])
                pendingMembers.removeSubrange(frame.scratchStart...)
            } else {
                node.first = document.items.count
                node.count = pendingItems.count - frame.scratchStart
                document.items.append(contentsOf: pendingItems[frame.scratchStart...])
                pendingItems.removeSubrange(frame.scratchStart...)
            }
            document.values[frame.value] = node
            attach(frame.value)
        }

        /// After a syntax error in a lenient parse: closes every open container where the
        /// input stopped, dropping a member whose value was not read. False when nothing
        /// usable was read.
        mutating func salvage() -> Bool {
            guard !document.values.isEmpty else { return false }
            while !open.isEmpty {
                open[open.count - 1].key = nil
                closeContainer()
            }
            return true
        }

        // MARK: Strings and numbers

        mutating func parseString() throws -> String {
            // Most strings hold no escape: made straight from the input once the closing quote is found.
            var scan = position + 1
            while scan < end, bytes[scan] != UInt8(ascii: "\""), bytes[scan] != UInt8(ascii: "\\"), bytes[scan] >= 0x20 { scan += 1 }
            if scan < end, bytes[scan] == UInt8(ascii: "\"") {
                defer { position = scan + 1 }
                return String(decoding: bytes[(position + 1)..<scan], as: UTF8.self)
            }
            let (bytes, _) = try decodeString(tracking: false)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Reads the string at `position` (its opening quote), decoding escapes. With
        /// `tracking`, also the offset in the input of every decoded byte.
        mutating func decodeString(tracking: Bool) throws -> ([UInt8], [Int]) {
            let open = position
            position += 1
            var out: [UInt8] = []
            var origins: [Int] = []
            while true {
                guard position < end else {
                    throw fail("expected '\"' to close the string that starts here, found end of input", at: open)
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return (out, origins)
                }
                if byte < 0x20 {
                    throw fail("expected '\\n', '\\t' or another escape: a JSON string cannot hold a raw control character (byte \(byte))")
                }
                if byte != UInt8(ascii: "\\") {
                    out.append(byte)
                    if tracking { origins.append(position) }
                    position += 1
                    continue
                }
                let escape = position
                guard position + 1 < end else { throw fail("expected an escape after '\\', found end of input") }
                let code = bytes[position + 1]
                position += 2
                var scalar: UInt32
                switch code {
                case UInt8(ascii: "\""): scalar = 0x22
                case UInt8(ascii: "\\"): scalar = 0x5C
                case UInt8(ascii: "/"): scalar = 0x2F
                case UInt8(ascii: "b"): scalar = 0x08
                case UInt8(ascii: "f"): scalar = 0x0C
                case UInt8(ascii: "n"): scalar = 0x0A
                case UInt8(ascii: "r"): scalar = 0x0D
                case UInt8(ascii: "t"): scalar = 0x09
                case UInt8(ascii: "u"):
                    scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        if position + 1 < end, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") {
                            position += 2
                            let low = try hex4()
                            if (0xDC00...0xDFFF).contains(low) {
                                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                            } else {
                                scalar = 0xFFFD
                                position -= 6
                            }
                        } else {
                            scalar = 0xFFFD
                        }
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        scalar = 0xFFFD
                    }
                default:
                    throw fail("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, found \(found(escape))", at: escape)
                }
                let encoded = Array(String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
                out.append(contentsOf: encoded)
                if tracking { origins.append(contentsOf: repeatElement(escape, count: encoded.count)) }
            }
        }

        mutating func hex4() throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard position < end else { throw fail("expected 4 hexadecimal digits after '\\u', found end of input") }
                let byte = bytes[position]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw fail("expected 4 hexadecimal digits after '\\u', found \(found())")
                }
                value = value * 16 + digit
                position += 1
            }
            return value
        }

        mutating func parseNumber() throws {
            let start = position
            func digits() -> Int {
                let from = position
                while position < end, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                    position += 1
                }
                return position - from
            }
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            let intStart = position
            let intDigits = digits()
            guard intDigits > 0 else { throw fail("expected a digit in the number, found \(found())") }
            if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") {
                throw fail("expected no leading zero in a JSON number, found \(found(start))", at: start)
            }
            if position < end, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { throw fail("expected a digit after the decimal point, found \(found())") }
            }
            if position < end, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                if position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                    position += 1
                }
                guard digits() > 0 else { throw fail("expected a digit in the exponent, found \(found())") }
            }
        }
    }

    /// The string value at `value` decoded again, with the input offset of each of its
    /// bytes: for reading a document that a JSON string wraps, with positions in the file.
    func decodedWithOrigins(_ value: Int) -> (bytes: [UInt8], origins: [Int])? {
        let node = values[value]
        guard node.kind == .string else { return nil }
        var parser = Parser(bytes: bytes, range: node.start..<node.end)
        return try? parser.decodeString(tracking: true)
    }
}
