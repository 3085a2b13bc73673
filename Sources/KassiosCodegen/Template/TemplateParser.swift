/// A parsed template: text, values and blocks, each knowing where it was written.
indirect enum TemplateNode: Sendable {
    case text(String)
    /// `{{path | filter …}}` or `{{"literal"}}`.
    case value(TemplateExpression)
    /// `{{#each path}} … {{else}} … {{/each}}`: the body per item, `otherwise` when empty.
    case each(TemplatePath, body: [TemplateNode], otherwise: [TemplateNode])
    /// `{{#if path}}` (or `{{#unless path}}`, negated) with an optional `{{else}}`.
    case conditional(TemplatePath, negated: Bool, then: [TemplateNode], otherwise: [TemplateNode])
    /// `{{#section name}} … {{/section}}`: rendered in place, or on its own (`Template.render(section:)`).
    case section(String, body: [TemplateNode])
}

struct TemplatePosition: Equatable, Sendable {
    let line: Int
    let column: Int
}

/// `elements`, `@index`, `item.name`.
struct TemplatePath: Sendable {
    let components: [String]
    let position: TemplatePosition
    var text: String { components.joined(separator: ".") }
}

struct TemplateExpression: Sendable {
    enum Source: Sendable {
        case path(TemplatePath)
        case literal(String)
    }
    let source: Source
    let filters: [(name: String, position: TemplatePosition)]
}

/// Text to nodes. Tags are `{{…}}`; a line holding nothing but one block tag (`#each`,
/// `/each`, `else`, a comment…) and blanks disappears whole, newline included, so block
/// tags can sit on lines of their own without leaving blank lines in the output.
struct TemplateParser {
    let bytes: [UInt8]
    let file: String
    private var lineStarts: [Int] = [0]

    init(text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.file = file
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lineStarts.append(offset + 1)
        }
    }

    private enum TagKind: Equatable {
        case open(String, argument: String, argumentOffset: Int)
        case close(String)
        case otherwise
        case comment
        case expression
    }

    private enum Piece {
        case text(Range<Int>)
        /// The content's byte range (between the braces) and where `{{` starts.
        case tag(TagKind, content: Range<Int>, start: Int)
    }

    static let blockNames = ["each", "if", "unless", "section"]

    func parse() throws -> [TemplateNode] {
        var pieces = try scan()
        trimStandaloneLines(&pieces)
        return try buildTree(pieces)
    }

    // MARK: - Scanning

    private func scan() throws -> [Piece] {
        var pieces: [Piece] = []
        var position = 0
        var textStart = 0
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        while position + 1 < bytes.count {
            guard bytes[position] == open, bytes[position + 1] == open else {
                position += 1
                continue
            }
            var end = position + 2
            while end + 1 < bytes.count, !(bytes[end] == close && bytes[end + 1] == close) { end += 1 }
            guard end + 1 < bytes.count else {
                throw error("'{{' is not closed: expected '}}' before the end of the template", at: position)
            }
            // `{{{x}}}` would leave a brace on either side; the outer ones are text.
            if textStart < position { pieces.append(.text(textStart..<position)) }
            let content = (position + 2)..<end
            pieces.append(.tag(try classify(content, start: position), content: content, start: position))
            position = end + 2
            textStart = position
        }
        if textStart < bytes.count { pieces.append(.text(textStart..<bytes.count)) }
        return pieces
    }

    private func classify(_ content: Range<Int>, start: Int) throws -> TagKind {
        let (trimmed, offset) = trimmedText(content)
        guard let first = trimmed.first else { throw error("empty tag '{{}}': expected a variable name or a block", at: start) }
        switch first {
        case "!":
            return .comment
        case "#":
            let body = trimmed.dropFirst()
            let name = String(body.prefix { $0 != " " && $0 != "\t" })
            guard TemplateParser.blockNames.contains(name) else {
                throw error("unknown block '#\(name)'; expected #each, #if, #unless or #section", at: offset)
            }
            let rest = body.dropFirst(name.count)
            let argument = rest.drop { $0 == " " || $0 == "\t" }
            guard !argument.isEmpty else {
                throw error("'{{#\(name)}}' needs \(name == "section" ? "a section name" : "a variable"), as in {{#\(name) elements}}", at: offset)
            }
            let argumentOffset = offset + 1 + name.utf8.count + (rest.utf8.count - argument.utf8.count)
            return .open(name, argument: String(argument), argumentOffset: argumentOffset)
        case "/":
            let name = String(trimmed.dropFirst()).trimmingBlanks()
            guard TemplateParser.blockNames.contains(name) else {
                throw error("unknown closing tag '{{/\(name)}}'; expected /each, /if, /unless or /section", at: offset)
            }
            return .close(name)
        default:
            return trimmed == "else" ? .otherwise : .expression
        }
    }

    /// The content without surrounding blanks, and the offset where it starts.
    private func trimmedText(_ range: Range<Int>) -> (String, Int) {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, isBlank(bytes[upper - 1]) { upper -= 1 }
        return (String(decoding: bytes[lower..<upper], as: UTF8.self), lower)
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    // MARK: - Standalone lines

    private func trimStandaloneLines(_ pieces: inout [Piece]) {
        var trimStart = [Int](repeating: 0, count: pieces.count)
        var trimEnd = [Int](repeating: 0, count: pieces.count)
        let newline = UInt8(ascii: "\n")
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        for index in pieces.indices {
            guard case .tag(let kind, _, _) = pieces[index], kind != .expression else { continue }
            // Before the tag: the start of the template, or a line start followed by blanks only.
            var before = 0
            if index > 0 {
                guard case .text(let range) = pieces[index - 1] else { continue }
                let lastNewline = bytes[range].lastIndex(of: newline)
                let tail = (lastNewline.map { $0 + 1 } ?? range.lowerBound)..<range.upperBound
                guard lastNewline != nil || index - 1 == 0, bytes[tail].allSatisfy(isSpace) else { continue }
                before = tail.count
            }
            // After it: blanks, then a newline (taken too) or the end of the template.
            var after = 0
            if index + 1 < pieces.count {
                guard case .text(let range) = pieces[index + 1] else { continue }
                let firstNewline = bytes[range].firstIndex(of: newline)
                let head = range.lowerBound..<(firstNewline.map { $0 + 1 } ?? range.upperBound)
                guard firstNewline != nil || index + 1 == pieces.count - 1,
                      bytes[head].dropLast(firstNewline == nil ? 0 : 1).allSatisfy(isSpace) else { continue }
                after = head.count
            }
            if index > 0 { trimEnd[index - 1] = before }
            if index + 1 < pieces.count { trimStart[index + 1] = after }
        }
        for index in pieces.indices {
            guard case .text(let range) = pieces[index] else { continue }
            let lower = range.lowerBound + trimStart[index]
            pieces[index] = .text(lower..<max(lower, range.upperBound - trimEnd[index]))
        }
    }

    // MARK: - The tree

    private struct OpenBlock {
        let name: String
        let argument: String
        let argumentOffset: Int
        let start: Int
        var body: [TemplateNode] = []
        var otherwise: [TemplateNode] = []
        var inElse = false
    }

    private func buildTree(_ pieces: [Piece]) throws -> [TemplateNode] {
        var root: [TemplateNode] = []
        var stack: [OpenBlock] = []
        func append(_ node: TemplateNode) {
            guard !stack.isEmpty else { return root.append(node) }
            if stack[stack.count - 1].inElse {
                stack[stack.count - 1].otherwise.append(node)
            } else {
                stack[stack.count - 1].body.append(node)
            }
        }
        for piece in pieces {
            switch piece {
            case .text(let range):
                if !range.isEmpty { append(.text(String(decoding: bytes[range], as: UTF8.self))) }
            case .tag(.comment, _, _):
                continue
            case .tag(.expression, let content, _):
                append(.value(try expression(content)))
            case .tag(.open(let name, let argument, let argumentOffset), _, let start):
                guard stack.count < TemplateEngine.maximumNesting else {
                    throw error("blocks nested more than \(TemplateEngine.maximumNesting) deep", at: start)
                }
                stack.append(OpenBlock(name: name, argument: argument, argumentOffset: argumentOffset, start: start))
            case .tag(.otherwise, _, let start):
                guard let top = stack.last, top.name != "section" else {
                    throw error("'{{else}}' outside {{#if}}, {{#unless}} or {{#each}}", at: start)
                }
                guard !top.inElse else {
                    throw error("a second '{{else}}' in '{{#\(top.name) \(top.argument)}}' opened at \(describe(top.start))", at: start)
                }
                stack[stack.count - 1].inElse = true
            case .tag(.close(let name), _, let start):
                guard let top = stack.popLast() else {
                    throw error("'{{/\(name)}}' closes nothing: no block is open", at: start)
                }
                guard top.name == name else {
                    throw error("'{{/\(name)}}' closes '{{#\(top.name) \(top.argument)}}' opened at \(describe(top.start)); expected '{{/\(top.name)}}'", at: start)
                }
                append(try node(closing: top))
            }
        }
        if let unclosed = stack.last {
            throw error("'{{#\(unclosed.name) \(unclosed.argument)}}' is not closed: expected '{{/\(unclosed.name)}}' before the end of the template", at: unclosed.start)
        }
        return root
    }

    private func node(closing block: OpenBlock) throws -> TemplateNode {
        if block.name == "section" {
            guard block.argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                throw error("a section name is letters, digits, '-' and '_', not '\(block.argument)'", at: block.argumentOffset)
            }
            return .section(block.argument, body: block.body)
        }
        let path = try self.path(block.argument, at: block.argumentOffset)
        if block.name == "each" { return .each(path, body: block.body, otherwise: block.otherwise) }
        return .conditional(path, negated: block.name == "unless", then: block.body, otherwise: block.otherwise)
    }

    // MARK: - Expressions

    /// `path | filter | filter`, or a quoted literal: `{{"{{"}}` prints two braces.
    private func expression(_ content: Range<Int>) throws -> TemplateExpression {
        var parts: [(text: String, offset: Int)] = []
        var partStart = content.lowerBound
        var inQuotes = false
        for offset in content {
            if bytes[offset] == UInt8(ascii: "\"") { inQuotes.toggle() }
            if bytes[offset] == UInt8(ascii: "|") && !inQuotes {
                parts.append(trimmedText(partStart..<offset))
                partStart = offset + 1
            }
        }
        parts.append(trimmedText(partStart..<content.upperBound))
        let head = parts[0]
        let source: TemplateExpression.Source
        if head.text.hasPrefix("\"") {
            guard head.text.count >= 2, head.text.hasSuffix("\"") else {
                throw error("a literal is written between double quotes: {{\"text\"}}", at: head.offset)
            }
            source = .literal(String(head.text.dropFirst().dropLast()))
        } else {
            source = .path(try path(head.text, at: head.offset))
        }
        var filters: [(name: String, position: TemplatePosition)] = []
        for part in parts.dropFirst() {
            guard !part.text.isEmpty else { throw error("expected a filter name after '|'", at: part.offset) }
            guard TemplateFilters.named(part.text) != nil else {
                let known = TemplateFilters.all.map(\.name).joined(separator: ", ")
                throw error("unknown filter '\(part.text)'; the filters are \(known)", at: part.offset)
            }
            filters.append((part.text, position(of: part.offset)))
        }
        return TemplateExpression(source: source, filters: filters)
    }

    private func path(_ text: String, at offset: Int) throws -> TemplatePath {
        let components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for component in components {
            guard let first = component.first, first.isLetter || first == "_" || first == "@",
                  component.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw error("expected a variable name (letters, digits, '_', parts joined by '.'), found '\(text)'", at: offset)
            }
        }
        return TemplatePath(components: components, position: position(of: offset))
    }

    // MARK: - Positions

    func position(of offset: Int) -> TemplatePosition {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return TemplatePosition(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    private func describe(_ offset: Int) -> String {
        let place = position(of: offset)
        return "\(place.line):\(place.column)"
    }

    private func error(_ message: String, at offset: Int) -> TemplateError {
        let place = position(of: offset)
        return TemplateError(file: file, line: place.line, column: place.column, message: message)
    }
}

extension String {
    func trimmingBlanks() -> String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
