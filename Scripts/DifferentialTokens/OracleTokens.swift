import SwiftParser
// Raw trivia pieces know their byte length even over invalid UTF-8; the public ones count a repaired String.
@_spi(RawSyntax) import SwiftSyntax

/// The compiler's own parser (SwiftParser, from the toolchain), mapped to the shared
/// vocabulary. Its tree splits literals into quotes, segments and interpolation tokens;
/// kassios keeps a literal whole, so each outermost literal becomes one span here.
enum OracleTokens {
    struct Result {
        var spans: [Span]
        /// Offset of the first error in the tree (a missing token, unexpected text), if any.
        var firstError: Int?
    }

    static func spans(of bytes: [UInt8]) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            let tree = Parser.parse(source: buffer)
            let literals = LiteralFinder(viewMode: .sourceAccurate)
            literals.walk(tree)
            var firstError: Int?
            if tree.hasError {
                let finder = ErrorFinder(viewMode: .all)
                finder.walk(tree)
                firstError = finder.first
            }
            return Result(spans: merged(flatten(tree, literals: literals.found), bytes: bytes), firstError: firstError)
        }
    }

    /// Parses only, for timing: the number of tokens, so the work cannot be skipped.
    static func parseOnly(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            Parser.parse(source: buffer).endPosition.utf8Offset
        }
    }

    private static func flatten(_ tree: SourceFileSyntax, literals: [Int: LiteralFinder.Literal]) -> [Span] {
        var spans: [Span] = []
        var insideLiteralUntil: Int?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            if let literalEnd = insideLiteralUntil {
                if end < literalEnd { continue }
                insideLiteralUntil = nil
                append(token.tokenView.trailingRawTriviaPieces, from: end, to: &spans)
                continue
            }
            append(token.tokenView.leadingRawTriviaPieces, from: token.position.utf8Offset, to: &spans)
            if let literal = literals[start] {
                let literalEnd = literal.end
                spans.append(Span(kind: literal.isRegex ? "regex" : "string", start: start, end: literalEnd))
                if end < literalEnd {
                    insideLiteralUntil = literalEnd
                    continue
                }
            } else if end > start {
                spans.append(Span(kind: name(of: token.tokenKind), start: start, end: end))
            }
            append(token.tokenView.trailingRawTriviaPieces, from: end, to: &spans)
        }
        return spans
    }

    private static func append(_ trivia: [RawTriviaPiece], from offset: Int, to spans: inout [Span]) {
        var position = offset
        for raw in trivia {
            let length = raw.byteLength
            switch TriviaPiece(raw: raw) {
            case .spaces, .tabs, .verticalTabs, .formfeeds:
                spans.append(Span(kind: "space", start: position, end: position + length))
            case .newlines(let n), .carriageReturns(let n):
                for k in 0..<n { spans.append(Span(kind: "newline", start: position + k, end: position + k + 1)) }
            case .carriageReturnLineFeeds(let n):
                for k in 0..<n { spans.append(Span(kind: "newline", start: position + 2 * k, end: position + 2 * k + 2)) }
            case .lineComment: spans.append(Span(kind: "line-comment", start: position, end: position + length))
            case .docLineComment: spans.append(Span(kind: "doc-line-comment", start: position, end: position + length))
            case .blockComment: spans.append(Span(kind: "block-comment", start: position, end: position + length))
            case .docBlockComment: spans.append(Span(kind: "doc-block-comment", start: position, end: position + length))
            default: spans.append(Span(kind: "unknown", start: position, end: position + length))
            }
            position += length
        }
    }

    /// Joins what kassios reads as one token: `@` + name, `#` + name, runs of spaces.
    private static func merged(_ spans: [Span], bytes: [UInt8]) -> [Span] {
        var result: [Span] = []
        result.reserveCapacity(spans.count)
        for span in spans {
            if var last = result.last, last.end == span.start {
                let isName = span.kind == "word" && bytes[span.start] != UInt8(ascii: "$")
                if (last.kind == "@" || last.kind == "#") && isName {
                    last.kind = last.kind == "@" ? "attribute" : "pound"
                } else if last.kind == "space" && span.kind == "space" {
                } else {
                    result.append(span)
                    continue
                }
                last.end = span.end
                result[result.count - 1] = last
            } else {
                result.append(span)
            }
        }
        // A lone `@` or `#` starts no token for kassios either.
        for i in result.indices where result[i].kind == "@" || result[i].kind == "#" { result[i].kind = "unknown" }
        return result
    }

    private static func name(of kind: TokenKind) -> String {
        switch kind {
        case .identifier, .keyword, .dollarIdentifier, .wildcard: return "word"
        case .integerLiteral: return "integer"
        case .floatLiteral: return "float"
        case .binaryOperator, .prefixOperator, .postfixOperator, .leftAngle, .rightAngle, .postfixQuestionMark,
             .infixQuestionMark, .exclamationMark, .prefixAmpersand, .ellipsis:
            return "operator"
        case .leftParen, .rightParen, .leftSquare, .rightSquare, .leftBrace, .rightBrace, .comma, .colon, .semicolon:
            return "punctuation"
        case .period: return "."
        case .equal: return "="
        case .arrow: return "->"
        case .backslash: return "\\"
        case .atSign: return "@"
        case .pound: return "#"
        case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundAvailable, .poundUnavailable, .poundSourceLocation:
            return "pound"
        default: return "unknown"
        }
    }
}

/// The outermost string and regex literals, by start offset.
private final class LiteralFinder: SyntaxVisitor {
    struct Literal {
        var end: Int
        var isRegex: Bool
    }

    var found: [Int: Literal] = [:]

    private func record(_ node: some SyntaxProtocol, regex: Bool) -> SyntaxVisitorContinueKind {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        if end > start { found[start] = Literal(end: end, isRegex: regex) }
        return .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { record(node, regex: false) }
    override func visit(_ node: SimpleStringLiteralExprSyntax) -> SyntaxVisitorContinueKind { record(node, regex: false) }
    override func visit(_ node: RegexLiteralExprSyntax) -> SyntaxVisitorContinueKind { record(node, regex: true) }
}

/// The first missing token or unexpected text in the tree.
private final class ErrorFinder: SyntaxVisitor {
    var first: Int?

    private func note(_ offset: Int) {
        if first == nil || offset < first! { first = offset }
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        // Lexer errors (an invalid digit, an invalid character, an unterminated literal) are on the token.
        if token.presence == .missing || token.tokenDiagnostic?.severity == .error { note(token.positionAfterSkippingLeadingTrivia.utf8Offset) }
        if case .unknown = token.tokenKind { note(token.positionAfterSkippingLeadingTrivia.utf8Offset) }
        return .visitChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        note(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        return .skipChildren
    }
}
