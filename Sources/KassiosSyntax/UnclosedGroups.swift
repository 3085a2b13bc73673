/// Brackets and `#if`s still open at the end of a file. The parser ends them there and
/// reads on (the declarations inside are kept), so without this nothing would say the
/// file was cut short. One warning, at the innermost opener left, as the compiler notes it.
enum UnclosedGroups {
    static func diagnostics(in tokens: [Token]) -> [SyntaxDiagnostic] {
        var open: [Token] = []
        // How many of each opener are on the stack: a closer with none to match is stepped
        // over (the parser notes it) without searching, so the scan stays linear.
        var counts = [0, 0, 0]
        var conditions: [Token] = []
        for token in tokens {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                open.append(token)
                counts[slot(token.kind)] += 1
            case .rightParen, .rightBracket, .rightBrace:
                let opener = Parser.opener(of: token.kind)
                guard counts[slot(opener)] > 0 else { continue }
                // A closer ends the innermost group it matches, and the groups opened inside it.
                while let last = open.popLast() {
                    counts[slot(last.kind)] -= 1
                    if last.kind == opener { break }
                }
            case .poundKeyword where token.keyword == .poundIf:
                conditions.append(token)
            case .poundKeyword where token.keyword == .poundEndif:
                _ = conditions.popLast()
            default:
                continue
            }
        }
        var diagnostics: [SyntaxDiagnostic] = []
        if let innermost = open.last {
            let closer = innermost.kind == .leftParen ? ")" : innermost.kind == .leftBracket ? "]" : "}"
            let opener = innermost.kind == .leftParen ? "(" : innermost.kind == .leftBracket ? "[" : "{"
            diagnostics.append(SyntaxDiagnostic(.warning, "'\(opener)' is not closed by the end of the file; add '\(closer)'",
                                                at: innermost.location))
        }
        if let condition = conditions.last {
            diagnostics.append(SyntaxDiagnostic(.warning, "'#if' is not closed by the end of the file; add '#endif'", at: condition.location))
        }
        return diagnostics
    }

    private static func slot(_ opener: TokenKind) -> Int {
        opener == .leftParen ? 0 : opener == .leftBracket ? 1 : 2
    }
}
