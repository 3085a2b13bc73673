import KassiosSyntax

/// kassios's tokenizer, mapped to the shared vocabulary.
enum KassiosTokens {
    static func spans(of bytes: [UInt8]) -> [Span] {
        Lexer.tokenize(bytes).tokens.map { token in
            Span(kind: name(of: token.kind), start: Int(token.start), end: Int(token.end))
        }
    }

    /// Tokenizes only, for timing.
    static func count(of bytes: [UInt8]) -> Int { Lexer.tokenize(bytes).tokens.count }

    static func name(of kind: TokenKind) -> String {
        switch kind {
        case .whitespace: return "space"
        case .newline: return "newline"
        case .lineComment: return "line-comment"
        case .docLineComment: return "doc-line-comment"
        case .blockComment: return "block-comment"
        case .docBlockComment: return "doc-block-comment"
        case .identifier: return "word"
        case .integerLiteral: return "integer"
        case .floatLiteral: return "float"
        case .stringLiteral: return "string"
        case .regexLiteral: return "regex"
        case .attribute: return "attribute"
        case .poundKeyword: return "pound"
        case .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace, .comma, .colon, .semicolon:
            return "punctuation"
        case .period: return "."
        case .equal: return "="
        case .arrow: return "->"
        case .backslash: return "\\"
        case .operator: return "operator"
        case .unknown: return "unknown"
        case .error: return "error"
        }
    }
}
