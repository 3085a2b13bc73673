/// Brackets and `#if`s still open at the end of a file, and a closer that closes nothing.
/// The parser ends open groups there and steps over a stray closer, and reads on (the
/// declarations inside are kept), so without this nothing would say the file was cut short
/// or that a type ended early. One warning for each kind of problem: at the innermost opener
/// left, at the first opener an outer closer cut short (`f(a }`), and at the first stray
/// closer, as the compiler reports them.
enum UnclosedGroups {
    static func diagnostics(in tokens: [Token]) -> [SyntaxDiagnostic] {
        var open: [Token] = []
        var stray: Token?
        // The first group a closer of an outer one ended while it was still open: `f(a }`.
        var cutShort: (opener: Token, closer: Token)?
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
                guard counts[slot(opener)] > 0 else {
                    if stray == nil { stray = token }
                    continue
                }
                // A closer ends the innermost group it matches, and the groups opened inside it.
                while let last = open.popLast() {
                    counts[slot(last.kind)] -= 1
                    if last.kind == opener { break }
                    if cutShort == nil { cutShort = (last, token) }
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
            let (opener, closer) = spellings(innermost.kind)
            diagnostics.append(SyntaxDiagnostic(.warning, "'\(opener)' is not closed by the end of the file; add '\(closer)'",
                                                at: innermost.location))
        }
        if let cutShort {
            let (opener, closer) = spellings(cutShort.opener.kind)
            let (_, outer) = spellings(cutShort.closer.kind)
            let at = cutShort.closer.location
            diagnostics.append(SyntaxDiagnostic(.warning, "'\(opener)' is not closed before the '\(outer)' at \(at.line):\(at.column); add '\(closer)'",
                                                at: cutShort.opener.location))
        }
        if let stray {
            let (opener, closer) = spellings(stray.kind)
            diagnostics.append(SyntaxDiagnostic(.warning, "'\(closer)' closes nothing: remove it, or add the '\(opener)' it was meant to close",
                                                at: stray.location))
        }
        if let condition = conditions.last {
            diagnostics.append(SyntaxDiagnostic(.warning, "'#if' is not closed by the end of the file; add '#endif'", at: condition.location))
        }
        return diagnostics
    }

    /// The opener and closer of the bracket kind `kind` opens or closes.
    private static func spellings(_ kind: TokenKind) -> (opener: String, closer: String) {
        switch kind {
        case .leftParen, .rightParen: return ("(", ")")
        case .leftBracket, .rightBracket: return ("[", "]")
        default: return ("{", "}")
        }
    }

    private static func slot(_ opener: TokenKind) -> Int {
        opener == .leftParen ? 0 : opener == .leftBracket ? 1 : 2
    }
}
