/// Reads the part of YAML that linter configuration files use, so that kassios can
/// read `.kassios-lint.yml` with no package dependencies.
///
/// Supported: block mappings and sequences by indentation (a sequence may sit at its
/// key's indentation), flow `[ ]` and `{ }` collections spanning lines, plain,
/// single-quoted and double-quoted scalars on one line, comments, a leading `---`, a
/// trailing `...`, CRLF or CR line breaks and a byte-order mark.
///
/// Everything else is an error with the position of the character at fault, never a
/// guess: whatever this reader accepts, a full YAML parser reads the same way. So a
/// plain scalar that continues on the next line is an indentation error rather than
/// folded, and anchors, tags, block scalars and multiple documents are refused by name.
/// Nesting is capped, so no input can exhaust the stack.
public enum YAMLReader {
    public static let maximumNestingDepth = 256

    /// The document's top-level node; nil when it holds only blanks and comments.
    public static func parse(_ text: String) throws -> YAMLNode? {
        var reader = Reader(Array(text.utf8))
        return try reader.readDocument()
    }
}

private struct Mark {
    let line: Int
    let column: Int
}

private extension YAMLNode {
    init(_ value: Value, at mark: Mark) {
        self.init(value, line: mark.line, column: mark.column)
    }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let lineFeed = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let hash = UInt8(ascii: "#")
private let colon = UInt8(ascii: ":")
private let comma = UInt8(ascii: ",")
private let dash = UInt8(ascii: "-")
private let dot = UInt8(ascii: ".")
private let doubleQuote = UInt8(ascii: "\"")
private let singleQuote = UInt8(ascii: "'")
private let backslash = UInt8(ascii: "\\")
private let openBracket = UInt8(ascii: "[")
private let closeBracket = UInt8(ascii: "]")
private let openBrace = UInt8(ascii: "{")
private let closeBrace = UInt8(ascii: "}")

private func isBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }
private func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
private func isFlowIndicator(_ byte: UInt8) -> Bool {
    byte == comma || byte == openBracket || byte == closeBracket || byte == openBrace || byte == closeBrace
}
/// YAML allows no C0 control character but tab and line breaks, and no DEL.
private func isForbiddenControl(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != tab && !isBreak(byte)) || byte == 0x7F
}

/// A key as messages show it: quoted, and cut short when long. Not a method, so
/// messages built lazily inside a mutating call do not capture the reader.
private func quoted(_ text: String) -> String {
    text.count > 40 ? "'\(text.prefix(40))…'" : "'\(text)'"
}

private struct Reader {
    private let bytes: [UInt8]
    private let count: Int
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// In block context, between lines: the indentation of the content line the reader
    /// stands on, or -1 at the end of the input or at a document marker, which ends
    /// every open block collection.
    private var lineIndent = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.count = bytes.count
        // A byte-order mark takes no column, as in kassios's Swift lexer.
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3
            lineStart = 3
        }
    }

    // MARK: - Document

    mutating func readDocument() throws -> YAMLNode? {
        try moveToContentLine(atLineStart: true)
        if lineIndent == 0 && bytes[position] == UInt8(ascii: "%") {
            throw error("directives (%YAML, %TAG) are not supported", at: mark())
        }
        if lineIndent < 0 && position < count && bytes[position] == dash {
            position += 3
            try finishLine("expected a line break after '---'")
            try moveToContentLine(atLineStart: false)
        }
        var root: YAMLNode?
        if lineIndent >= 0 {
            let rootIndent = lineIndent
            let rootOffset = position
            let node = try parseBlockNode(indent: rootIndent, depth: 0, tabBefore: nil)
            root = node
            if lineIndent >= 0 {
                if blockIndent(of: node, startingAt: rootOffset, indent: rootIndent) != nil && lineIndent < rootIndent {
                    throw inconsistentIndentation(expected: rootIndent, orDeeper: nil)
                }
                throw error("expected end of document after the top-level value at \(node.line):\(node.column)",
                            at: mark())
            }
        }
        // Only document markers can stop block parsing short of the end.
        while position < count {
            guard bytes[position] == dot else { throw error("multiple documents are not supported", at: mark()) }
            position += 3
            try finishLine("expected a line break after '...'")
            try moveToContentLine(atLineStart: false)
            if lineIndent >= 0 { throw error("multiple documents are not supported", at: mark()) }
        }
        return root
    }

    // MARK: - Block context

    /// The node whose first character is under the reader, `indent` columns into its
    /// line: at the start of a line or after "- ". `tabBefore` is a tab between that
    /// "- " and the node; a block collection cannot start after one, because its
    /// indentation would be ambiguous.
    private mutating func parseBlockNode(indent: Int, depth: Int, tabBefore: Mark?) throws -> YAMLNode {
        if isSequenceEntry(at: position) {
            if let tabBefore { throw error("tabs are not allowed for indentation", at: tabBefore) }
            return try parseBlockSequence(indent: indent, depth: depth, sharesIndentWithKey: false)
        }
        let node = try parseInlineNode(depth: depth, inFlow: false)
        skipBlanks()
        if position < count && bytes[position] == colon {
            guard isSeparator(at: position + 1) else {
                throw error("expected a space after ':'", at: mark(at: position + 1))
            }
            if let tabBefore { throw error("tabs are not allowed for indentation", at: tabBefore) }
            return try parseBlockMapping(indent: indent, firstKey: node, depth: depth)
        }
        try finishLine("expected end of line after the value")
        try moveToContentLine(atLineStart: false)
        return resolved(node)
    }

    /// A block mapping whose first key has been read; the reader is on its ':'.
    private mutating func parseBlockMapping(indent: Int, firstKey: YAMLNode, depth: Int) throws -> YAMLNode {
        guard depth < YAMLReader.maximumNestingDepth else {
            throw depthError(at: Mark(line: firstKey.line, column: firstKey.column))
        }
        var pairs: [YAMLPair] = []
        var firstOccurrence: [String: YAMLNode] = [:]
        var key = firstKey
        while true {
            let name = try keyText(key)
            if let first = firstOccurrence[name] {
                throw error("duplicate key \(quoted(name)) (first at \(first.line):\(first.column))", at: key)
            }
            firstOccurrence[name] = key
            position += 1
            let (value, childIndent) = try parseBlockMappingValue(mappingIndent: indent, key: name, depth: depth + 1)
            pairs.append(YAMLPair(key: key, value: value))
            if lineIndent < indent { break }
            if lineIndent > indent { throw inconsistentIndentation(expected: indent, orDeeper: childIndent) }
            if isSequenceEntry(at: position) {
                throw error("expected a mapping key, found a list item ('- ')", at: mark())
            }
            key = try parseBlockKey(depth: depth + 1)
        }
        return YAMLNode(.mapping(pairs), line: firstKey.line, column: firstKey.column)
    }

    /// A key at the start of a line of a block mapping, leaving the reader on its ':'.
    private mutating func parseBlockKey(depth: Int) throws -> YAMLNode {
        let key = try parseInlineNode(depth: depth, inFlow: false)
        skipBlanks()
        guard position < count && bytes[position] == colon else {
            if case .scalar(let text, _) = key.value {
                throw error("expected ':' after mapping key \(quoted(text))", at: key)
            }
            throw error("expected a mapping key, found \(key.kindName)", at: key)
        }
        guard isSeparator(at: position + 1) else {
            throw error("expected a space after ':'", at: mark(at: position + 1))
        }
        return key
    }

    /// The value after a block mapping's "key:", with the indentation it sets when it
    /// is a block collection on the lines below.
    private mutating func parseBlockMappingValue(mappingIndent: Int, key: String, depth: Int) throws -> (YAMLNode, Int?) {
        let afterColon = mark()
        skipBlanks()
        if position >= count || isBreak(bytes[position]) || bytes[position] == hash {
            try moveToContentLine(atLineStart: false)
            if lineIndent > mappingIndent {
                let indent = lineIndent
                let offset = position
                let node = try parseBlockNode(indent: indent, depth: depth, tabBefore: nil)
                return (node, blockIndent(of: node, startingAt: offset, indent: indent))
            }
            // `key:` then `- item` at the key's own indentation, as most configurations write it.
            if lineIndent == mappingIndent && isSequenceEntry(at: position) {
                return (try parseBlockSequence(indent: mappingIndent, depth: depth, sharesIndentWithKey: true), nil)
            }
            return (YAMLNode(.null, at: afterColon), nil)
        }
        if isSequenceEntry(at: position) {
            throw error("a list cannot start on the same line as its key \(quoted(key)); put '- ' on the next line",
                        at: mark())
        }
        let node = try parseInlineNode(depth: depth, inFlow: false)
        skipBlanks()
        if position < count && bytes[position] == colon {
            throw error("expected end of line after the value of \(quoted(key)); quote a value that contains ': ', "
                        + "and start a nested mapping on its own line", at: mark())
        }
        try finishLine("expected end of line after the value of \(quoted(key))")
        try moveToContentLine(atLineStart: false)
        return (resolved(node), nil)
    }

    /// A block sequence; the reader is on its first '-'. `sharesIndentWithKey`: the
    /// sequence is a mapping value at its key's indentation, so a line at that
    /// indentation without '-' is the mapping's next key rather than an error.
    private mutating func parseBlockSequence(indent: Int, depth: Int, sharesIndentWithKey: Bool) throws -> YAMLNode {
        let start = mark()
        guard depth < YAMLReader.maximumNestingDepth else { throw depthError(at: start) }
        var items: [YAMLNode] = []
        while true {
            position += 1
            let afterDash = mark()
            var firstTab: Mark?
            while position < count && isBlank(bytes[position]) {
                if bytes[position] == tab && firstTab == nil { firstTab = mark() }
                position += 1
            }
            var childIndent: Int?
            if position >= count || isBreak(bytes[position]) || bytes[position] == hash {
                try moveToContentLine(atLineStart: false)
                if lineIndent > indent {
                    let itemIndent = lineIndent
                    let offset = position
                    let item = try parseBlockNode(indent: itemIndent, depth: depth + 1, tabBefore: nil)
                    items.append(item)
                    childIndent = blockIndent(of: item, startingAt: offset, indent: itemIndent)
                } else {
                    items.append(YAMLNode(.null, at: afterDash))
                }
            } else {
                let itemIndent = position - lineStart
                let offset = position
                let item = try parseBlockNode(indent: itemIndent, depth: depth + 1, tabBefore: firstTab)
                items.append(item)
                childIndent = blockIndent(of: item, startingAt: offset, indent: itemIndent)
            }
            if lineIndent < indent { break }
            if lineIndent > indent { throw inconsistentIndentation(expected: indent, orDeeper: childIndent) }
            if isSequenceEntry(at: position) { continue }
            if sharesIndentWithKey { break }
            throw error("expected '- ' for the next list item (the list starts at \(start.line):\(start.column))",
                        at: mark())
        }
        return YAMLNode(.sequence(items), at: start)
    }

    /// The indentation of a block collection's lines, named in indentation errors;
    /// nil for scalars and flow collections, which set none.
    private func blockIndent(of node: YAMLNode, startingAt offset: Int, indent: Int) -> Int? {
        switch node.value {
        case .sequence, .mapping:
            return bytes[offset] == openBracket || bytes[offset] == openBrace ? nil : indent
        case .scalar, .null:
            return nil
        }
    }

    /// "- " (or "-" ending the line) starts a block sequence entry; "-1" is a scalar.
    private func isSequenceEntry(at offset: Int) -> Bool {
        offset < count && bytes[offset] == dash && isSeparator(at: offset + 1)
    }

    // MARK: - Lines

    /// Moves past the rest of the current line, which must hold only blanks and a
    /// comment, and past blank and comment-only lines, to the first character of the
    /// next line with content. Sets `lineIndent`.
    private mutating func moveToContentLine(atLineStart: Bool) throws {
        var atStartOfLine = atLineStart
        while true {
            if !atStartOfLine {
                try finishLine("expected end of line")
                if position >= count {
                    lineIndent = -1
                    return
                }
                consumeBreak()
            }
            atStartOfLine = false
            if isDocumentMarker(at: position) {
                lineIndent = -1
                return
            }
            var spaces = 0
            while position < count && bytes[position] == space {
                spaces += 1
                position += 1
            }
            var firstTab: Mark?
            while position < count && isBlank(bytes[position]) {
                if bytes[position] == tab && firstTab == nil { firstTab = mark() }
                position += 1
            }
            // Tabs may separate a comment from the margin; only content needs spaces.
            if position >= count || isBreak(bytes[position]) || bytes[position] == hash { continue }
            if let firstTab { throw error("tabs are not allowed for indentation", at: firstTab) }
            lineIndent = spaces
            return
        }
    }

    /// Skips blanks and a comment, then requires the end of the line.
    private mutating func finishLine(_ expectation: @autoclosure () -> String) throws {
        try skipBlanksAndComment()
        guard position >= count || isBreak(bytes[position]) else {
            throw error("\(expectation()), found \(describe(at: position))", at: mark())
        }
    }

    private mutating func skipBlanks() {
        while position < count && isBlank(bytes[position]) { position += 1 }
    }

    private mutating func skipBlanksAndComment() throws {
        skipBlanks()
        // '#' starts a comment only at the start of a line or after a blank: `a#b` is text.
        guard position < count && bytes[position] == hash
            && (position == lineStart || isBlank(bytes[position - 1])) else { return }
        while position < count && !isBreak(bytes[position]) {
            if isForbiddenControl(bytes[position]) { throw controlCharacterError(at: position) }
            position += 1
        }
    }

    private mutating func consumeBreak() {
        if bytes[position] == carriageReturn && position + 1 < count && bytes[position + 1] == lineFeed {
            position += 2
        } else {
            position += 1
        }
        line += 1
        lineStart = position
    }

    /// `---` or `...` alone at the start of a line.
    private func isDocumentMarker(at offset: Int) -> Bool {
        guard offset == lineStart && offset + 3 <= count else { return false }
        let first = bytes[offset]
        guard (first == dash || first == dot) && bytes[offset + 1] == first && bytes[offset + 2] == first else {
            return false
        }
        return isSeparator(at: offset + 3)
    }

    /// The end of the input, a blank or a line break: what must follow an indicator.
    private func isSeparator(at offset: Int) -> Bool {
        offset >= count || isBlank(bytes[offset]) || isBreak(bytes[offset])
    }

    // MARK: - Nodes on a line

    /// A scalar or a flow collection starting under the reader. Plain scalars come
    /// back unresolved, so that a key `null` stays text; values go through `resolved`.
    private mutating func parseInlineNode(depth: Int, inFlow: Bool) throws -> YAMLNode {
        guard position < count && !isBreak(bytes[position]) else {
            throw error("expected a value, found \(describe(at: position))", at: mark())
        }
        let first = bytes[position]
        switch first {
        case openBracket: return try parseFlowSequence(depth: depth)
        case openBrace: return try parseFlowMapping(depth: depth)
        case doubleQuote: return try parseDoubleQuoted()
        case singleQuote: return try parseSingleQuoted()
        case UInt8(ascii: "&"): throw error("anchors are not supported", at: mark())
        case UInt8(ascii: "*"): throw error("aliases are not supported", at: mark())
        case UInt8(ascii: "!"): throw error("tags are not supported", at: mark())
        case UInt8(ascii: "|"), UInt8(ascii: ">"): throw error("block scalars are not supported", at: mark())
        case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"):
            throw error("\(describe(at: position)) cannot start a plain value; quote the value", at: mark())
        case comma, closeBracket, closeBrace:
            throw error("expected a value, found \(describe(at: position))", at: mark())
        case hash:
            throw error("expected a value, found '#'; a comment needs a blank before '#'", at: mark())
        case dash, UInt8(ascii: "?"), colon:
            // Indicators when followed by a blank. Otherwise they start plain scalars
            // (`-1`, `?x`, `:x`), except `?` and `:` inside flow collections, where
            // libyaml (Yams, PyYAML) reads `[?x]` as a mapping and rejects `[:x]`.
            let next = position + 1
            guard isSeparator(at: next) || (inFlow && isFlowIndicator(bytes[next])) else {
                if inFlow && first != dash {
                    throw error("\(describe(at: position)) cannot start a plain value inside a flow collection; "
                                + "quote the value", at: mark())
                }
                break
            }
            if first == dash {
                throw error(inFlow ? "list items ('- ') are not allowed inside a flow collection"
                                   : "expected a value, found a list item ('- ')", at: mark())
            }
            if first == colon { throw error("expected a mapping key before ':'", at: mark()) }
            throw error("explicit keys ('? ') are not supported", at: mark())
        default:
            break
        }
        return try parsePlainScalar(inFlow: inFlow)
    }

    /// Text up to the end of the line, a comment, ": ", or in flow context a flow
    /// indicator, without trailing blanks.
    private mutating func parsePlainScalar(inFlow: Bool) throws -> YAMLNode {
        let start = mark()
        let first = position
        var end = position
        var offset = position
        while offset < count {
            let byte = bytes[offset]
            if isBreak(byte) { break }
            if isBlank(byte) {
                offset += 1
                continue
            }
            if byte == colon
                && (isSeparator(at: offset + 1) || (inFlow && isFlowIndicator(bytes[offset + 1]))) { break }
            if byte == hash && offset > first && isBlank(bytes[offset - 1]) { break }
            if inFlow && isFlowIndicator(byte) { break }
            if isForbiddenControl(byte) { throw controlCharacterError(at: offset) }
            offset += 1
            end = offset
        }
        // Callers never start on a stop character; this guard keeps every loop moving anyway.
        guard end > first else { throw error("expected a value, found \(describe(at: first))", at: start) }
        position = end
        return YAMLNode(.scalar(String(decoding: bytes[first..<end], as: UTF8.self), style: .plain), at: start)
    }

    /// Plain `~` and `null` mean no value.
    private func resolved(_ node: YAMLNode) -> YAMLNode {
        guard case .scalar(let text, .plain) = node.value else { return node }
        switch text {
        case "~", "null", "Null", "NULL": return YAMLNode(.null, line: node.line, column: node.column)
        default: return node
        }
    }

    private func keyText(_ key: YAMLNode) throws -> String {
        guard case .scalar(let text, _) = key.value else {
            throw error("expected a string as mapping key, found \(key.kindName)", at: key)
        }
        return text
    }

    // MARK: - Quoted scalars

    private mutating func parseSingleQuoted() throws -> YAMLNode {
        let start = mark()
        position += 1
        var text: [UInt8] = []
        while true {
            guard position < count && !isBreak(bytes[position]) else {
                throw error("unterminated single-quoted string", at: start)
            }
            let byte = bytes[position]
            if byte == singleQuote {
                // '' is a quote inside the string.
                guard position + 1 < count && bytes[position + 1] == singleQuote else {
                    position += 1
                    break
                }
                position += 1
            } else if isForbiddenControl(byte) {
                throw controlCharacterError(at: position)
            }
            text.append(byte)
            position += 1
        }
        return YAMLNode(.scalar(String(decoding: text, as: UTF8.self), style: .singleQuoted), at: start)
    }

    private mutating func parseDoubleQuoted() throws -> YAMLNode {
        let start = mark()
        position += 1
        var text: [UInt8] = []
        while true {
            guard position < count && !isBreak(bytes[position]) else {
                throw error("unterminated double-quoted string", at: start)
            }
            let byte = bytes[position]
            if byte == doubleQuote {
                position += 1
                break
            }
            if byte == backslash {
                try readEscape(into: &text)
                continue
            }
            if isForbiddenControl(byte) { throw controlCharacterError(at: position) }
            text.append(byte)
            position += 1
        }
        return YAMLNode(.scalar(String(decoding: text, as: UTF8.self), style: .doubleQuoted), at: start)
    }

    /// Every escape YAML defines; the reader is on the backslash.
    private mutating func readEscape(into text: inout [UInt8]) throws {
        let escapeStart = mark()
        position += 1
        guard position < count && !isBreak(bytes[position]) else {
            throw error("escaped line breaks are not supported; keep the string on one line", at: escapeStart)
        }
        let letter = bytes[position]
        let replacement: UInt32
        switch letter {
        case UInt8(ascii: "0"): replacement = 0
        case UInt8(ascii: "a"): replacement = 0x07
        case UInt8(ascii: "b"): replacement = 0x08
        case UInt8(ascii: "t"), tab: replacement = 0x09
        case UInt8(ascii: "n"): replacement = 0x0A
        case UInt8(ascii: "v"): replacement = 0x0B
        case UInt8(ascii: "f"): replacement = 0x0C
        case UInt8(ascii: "r"): replacement = 0x0D
        case UInt8(ascii: "e"): replacement = 0x1B
        case space, doubleQuote, UInt8(ascii: "/"), backslash: replacement = UInt32(letter)
        case UInt8(ascii: "N"): replacement = 0x85
        case UInt8(ascii: "_"): replacement = 0xA0
        case UInt8(ascii: "L"): replacement = 0x2028
        case UInt8(ascii: "P"): replacement = 0x2029
        case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
            let digitCount = letter == UInt8(ascii: "x") ? 2 : letter == UInt8(ascii: "u") ? 4 : 8
            let escapeName = "'\\\(Character(Unicode.Scalar(letter)))'"
            position += 1
            let digitsStart = position
            var value: UInt32 = 0
            for _ in 0..<digitCount {
                guard position < count, let digit = hexDigitValue(bytes[position]) else {
                    throw error("expected \(digitCount) hexadecimal digits after \(escapeName)", at: escapeStart)
                }
                value = value << 4 | digit
                position += 1
            }
            guard let scalar = Unicode.Scalar(value) else {
                let digits = String(decoding: bytes[digitsStart..<position], as: UTF8.self)
                throw error("\(escapeName.dropLast())\(digits)' is not a Unicode scalar value", at: escapeStart)
            }
            text.append(contentsOf: String(scalar).utf8)
            return
        default:
            if isForbiddenControl(letter) { throw controlCharacterError(at: position) }
            throw error("unknown escape '\\\(characterText(at: position))' in a double-quoted string", at: escapeStart)
        }
        position += 1
        text.append(contentsOf: String(Unicode.Scalar(replacement)!).utf8)
    }

    private func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: - Flow collections

    private mutating func parseFlowSequence(depth: Int) throws -> YAMLNode {
        let start = mark()
        guard depth < YAMLReader.maximumNestingDepth else { throw depthError(at: start) }
        let unterminated = "unterminated flow sequence, expected ']'"
        position += 1
        var items: [YAMLNode] = []
        while true {
            try skipFlowSpace(unterminated, openedAt: start)
            if bytes[position] == closeBracket { break }
            items.append(resolved(try parseInlineNode(depth: depth + 1, inFlow: true)))
            try skipFlowSpace(unterminated, openedAt: start)
            let byte = bytes[position]
            if byte == comma {
                position += 1
            } else if byte == closeBracket {
                break
            } else if byte == colon {
                throw error("single-pair mappings inside flow sequences are not supported; write { key: value }",
                            at: mark())
            } else {
                throw error("expected ',' or ']' after a flow sequence item, found \(describe(at: position))", at: mark())
            }
        }
        position += 1
        return YAMLNode(.sequence(items), at: start)
    }

    private mutating func parseFlowMapping(depth: Int) throws -> YAMLNode {
        let start = mark()
        guard depth < YAMLReader.maximumNestingDepth else { throw depthError(at: start) }
        let unterminated = "unterminated flow mapping, expected '}'"
        position += 1
        var pairs: [YAMLPair] = []
        var firstOccurrence: [String: YAMLNode] = [:]
        while true {
            try skipFlowSpace(unterminated, openedAt: start)
            if bytes[position] == closeBrace { break }
            let key = try parseInlineNode(depth: depth + 1, inFlow: true)
            let name = try keyText(key)
            if let first = firstOccurrence[name] {
                throw error("duplicate key \(quoted(name)) (first at \(first.line):\(first.column))", at: key)
            }
            firstOccurrence[name] = key
            let afterKey = mark()
            try skipFlowSpace(unterminated, openedAt: start)
            let value: YAMLNode
            // After a quoted key, JSON style, ':' needs no blank: {"a":1}. A plain
            // key has already taken in any ':' that is not an indicator.
            if bytes[position] == colon {
                position += 1
                let afterColon = mark()
                try skipFlowSpace(unterminated, openedAt: start)
                if bytes[position] == comma || bytes[position] == closeBrace {
                    value = YAMLNode(.null, at: afterColon)
                } else {
                    value = resolved(try parseInlineNode(depth: depth + 1, inFlow: true))
                    try skipFlowSpace(unterminated, openedAt: start)
                }
            } else if bytes[position] == comma || bytes[position] == closeBrace {
                value = YAMLNode(.null, at: afterKey)
            } else {
                throw error("expected ':' after mapping key \(quoted(name))", at: key)
            }
            pairs.append(YAMLPair(key: key, value: value))
            if bytes[position] == comma {
                position += 1
            } else if bytes[position] == closeBrace {
                break
            } else {
                throw error("expected ',' or '}' after a flow mapping entry, found \(describe(at: position))", at: mark())
            }
        }
        position += 1
        return YAMLNode(.mapping(pairs), at: start)
    }

    /// Skips blanks, line breaks and comments inside a flow collection, and leaves the
    /// reader on a character: the end of the input or a document marker means the
    /// collection was never closed.
    private mutating func skipFlowSpace(_ unterminated: String, openedAt start: Mark) throws {
        while true {
            try skipBlanksAndComment()
            guard position < count else { throw error(unterminated, at: start) }
            guard isBreak(bytes[position]) else { return }
            consumeBreak()
            if isDocumentMarker(at: position) { throw error(unterminated, at: start) }
        }
    }

    // MARK: - Positions and errors

    private func mark() -> Mark { mark(at: position) }

    private func mark(at offset: Int) -> Mark { Mark(line: line, column: offset - lineStart + 1) }

    private func error(_ message: String, at mark: Mark) -> YAMLError {
        YAMLError(line: mark.line, column: mark.column, message: message)
    }

    private func error(_ message: String, at node: YAMLNode) -> YAMLError {
        YAMLError(line: node.line, column: node.column, message: message)
    }

    private func depthError(at mark: Mark) -> YAMLError {
        error("nesting deeper than \(YAMLReader.maximumNestingDepth) levels", at: mark)
    }

    private func controlCharacterError(at offset: Int) -> YAMLError {
        error("control character \(describe(at: offset)) is not allowed", at: mark(at: offset))
    }

    /// Reported at the start of the line, whose margin is what is wrong. `deeper` is
    /// the indentation of the block collection that just ended, also valid here.
    private func inconsistentIndentation(expected: Int, orDeeper deeper: Int?) -> YAMLError {
        let found = lineIndent
        let expectation: String
        if let deeper, expected < found && found < deeper {
            expectation = "\(expected) or \(spaces(deeper))"
        } else {
            expectation = spaces(expected)
        }
        return error("inconsistent indentation: expected \(expectation), found \(found)", at: Mark(line: line, column: 1))
    }

    private func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }

    /// The character at `offset` as a message names it.
    private func describe(at offset: Int) -> String {
        guard offset < count else { return "end of file" }
        let byte = bytes[offset]
        if isBreak(byte) { return "end of line" }
        if byte < 0x20 || byte == 0x7F {
            let hex = String(byte, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return "'\(characterText(at: offset))'"
    }

    /// The whole UTF-8 sequence starting at `offset`.
    private func characterText(at offset: Int) -> String {
        let lead = bytes[offset]
        let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        return String(decoding: bytes[offset..<min(offset + length, count)], as: UTF8.self)
    }
}
