// Statements: enough to find every call and every return path in a body.

extension Parser {
    /// `{ statements }`, braces consumed.
    mutating func parseBlock() -> [Stmt] {
        guard check(.leftBrace) else { return [] }
        guard enter() else { return [.unknown(location)] }
        defer { leave() }
        advance()
        let body = parseStatements()
        if consume(.rightBrace) == nil && !atEnd {
            note("expected '}'", at: location)
        }
        return body
    }

    /// Statements up to a `}` (not consumed), an `#else`/`#elseif`/`#endif`, or the end.
    /// In a switch, `case` and `default` also end the list.
    mutating func parseStatements(inSwitchCase: Bool = false) -> [Stmt] {
        gathering(on: \.pendingStatements) { $0.readStatements(inSwitchCase: inSwitchCase) }
    }

    /// Reads statements onto `pendingStatements` up to the end of their block or case.
    private mutating func readStatements(inSwitchCase: Bool) {
        while let token = current {
            switch token.kind {
            case .rightBrace:
                return
            case .semicolon:
                advance()
                continue
            case .rightParen, .rightBracket:
                skipUnexpected("unbalanced")
                continue
            case .poundKeyword where token.keyword == .poundElse || token.keyword == .poundElseif || token.keyword == .poundEndif:
                return
            default:
                break
            }
            if inSwitchCase && startsSwitchCase() { return }
            let before = position
            let statement = parseStatement()
            pendingStatements.append(statement)
            if position == before { skipUnexpected("token") }
        }
    }

    func startsSwitchCase() -> Bool {
        // An `#if` whose first clause holds cases belongs to the switch, not to this case's body.
        var k = 0
        while let token = peek(k), token.kind == .poundKeyword && token.keyword == .poundIf {
            k += 1
            while peek(k) != nil && !newlineBefore(k) { k += 1 }
        }
        guard let token = peek(k) else { return false }
        if token.kind == .identifier && (token.keyword == .case || token.keyword == .default) { return true }
        if token.kind == .attribute && spells(token, "@unknown") { return true }
        return false
    }

    mutating func parseStatement() -> Stmt {
        let start = location
        guard let token = current else { return .unknown(start) }
        // A label: `outer: for …`.
        if token.kind == .identifier && token.keyword == .none && peek(1)?.kind == .colon,
           let next = peek(2), Parser.labelableKeywords.contains(next.keyword) {
            advance()
            advance()
            let statement = parseStatement()
            let label = text(of: token)
            switch statement {
            case .if(let labelled): labelled.label = label
            case .switch(let labelled): labelled.label = label
            case .for(let labelled): labelled.label = label
            case .while(let labelled): labelled.label = label
            case .do(let labelled): labelled.label = label
            default: break
            }
            return statement
        }
        if token.kind == .poundKeyword && token.keyword == .poundIf {
            return .ifConfig(parseIfConfig { $0.parseStatements() })
        }
        if token.kind == .identifier {
            switch token.keyword {
            case .if: return .if(parseIf())
            case .guard: return parseGuard()
            case .switch: return .switch(parseSwitch())
            case .for: return parseFor()
            case .while: return parseWhile()
            case .repeat where peek(1)?.kind == .leftBrace: return parseRepeat()
            case .do where peek(1)?.kind == .leftBrace || peek(1)?.keyword == .throws: return parseDo()
            case .defer where peek(1)?.kind == .leftBrace:
                advance()
                return .defer(parseBlock(), start)
            case .return:
                advance()
                if endsStatement() { return .return(nil, start) }
                return .return(parseExpression(), start)
            case .throw:
                advance()
                return .throw(parseExpression(), start)
            case .break, .continue, .fallthrough:
                advance()
                let jump: Jump = token.keyword == .break ? .break : token.keyword == .continue ? .continue : .fallthrough
                // `break outer`
                if let label = current, label.kind == .identifier, label.keyword == .none, !newlineBefore() {
                    advance()
                    return .labelledJump(jump, label: text(of: label), start)
                }
                return .jump(jump, start)
            default:
                break
            }
        }
        if let declaration = parseDeclaration() { return .declaration(declaration) }
        return .expression(parseExpression())
    }

    static let statementKeywords: KeywordSet = [
        .guard, .for, .while, .repeat, .do, .defer, .return, .throw, .break, .continue, .fallthrough, .case, .default,
    ]

    /// Whether nothing more belongs to the statement here (`return` with no value).
    /// As in the compiler, a value on the next line is still returned (`if` and `switch`
    /// are expressions there); only a closer, a directive, or the start of another
    /// statement or declaration ends it.
    func endsStatement() -> Bool {
        guard let token = current else { return true }
        switch token.kind {
        case .rightBrace, .semicolon: return true
        case .poundKeyword: return Parser.directiveKeywords.contains(token.keyword)
        case .identifier:
            if token.keyword == .case || token.keyword == .default { return true }
            return newlineBefore() && (Parser.statementKeywords.contains(token.keyword) || startsDeclaration())
        case .attribute: return newlineBefore()   // `@unknown default:` or an attributed declaration
        default: return false
        }
    }

    /// A comma-separated condition list, up to the `{` of the body (or `else` of a guard).
    mutating func parseConditions() -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            guard let token = current, token.kind != .leftBrace else { break }
            let start = token.location
            if token.kind == .identifier && (token.keyword == .let || token.keyword == .var) {
                advance()
                var name: String?
                if let nameToken = current, nameToken.kind == .identifier {
                    advance()
                    name = text(of: nameToken)
                } else if check(.leftParen) {
                    skipBalancedGroup()
                }
                if consume(.colon) != nil { _ = parseType() }
                var initializer: Expr?
                if consume(.equal) != nil { initializer = parseExpression(allowTrailingClosure: false) }
                conditions.append(.optionalBinding(name: name, initializer: initializer, location: start))
            } else if token.kind == .identifier && token.keyword == .case {
                advance()
                let pattern = parseExpression(allowTrailingClosure: false, stopAtEqual: true)
                var initializer: Expr?
                if consume(.equal) != nil { initializer = parseExpression(allowTrailingClosure: false) }
                conditions.append(.pattern(pattern, initializer: initializer))
            } else {
                conditions.append(.expression(parseExpression(allowTrailingClosure: false)))
            }
        } while consume(.comma) != nil
        return conditions
    }

    mutating func parseIf() -> IfStmt {
        let start = location
        advance()
        let conditions = parseConditions()
        let body = parseBlock()
        var elseBody: [Stmt]?
        if consume(.else) != nil {
            if check(.if) {
                // An `else if` chain nests one `IfStmt` in the next: it counts as depth.
                if enter() {
                    elseBody = [.if(parseIf())]
                    leave()
                } else {
                    elseBody = [.unknown(location)]
                }
            } else {
                elseBody = parseBlock()
            }
        }
        return IfStmt(conditions: conditions, body: body, elseBody: elseBody, location: start)
    }

    mutating func parseGuard() -> Stmt {
        let start = location
        advance()
        let conditions = parseConditions()
        consume(.else)
        let body = parseBlock()
        return .guard(GuardStmt(conditions: conditions, elseBody: body, location: start))
    }

    mutating func parseSwitch() -> SwitchStmt {
        let start = location
        advance()
        let subject = parseExpression(allowTrailingClosure: false)
        var cases: [SwitchStmt.Case] = []
        guard check(.leftBrace), enter() else {
            return SwitchStmt(subject: subject, cases: cases, location: start)
        }
        defer { leave() }
        advance()
        while let token = current, token.kind != .rightBrace {
            // `#if` around cases: every clause's cases count, the directives are stepped over.
            if token.kind == .poundKeyword && Parser.directiveKeywords.contains(token.keyword) {
                advance()
                if token.keyword != .poundElse && token.keyword != .poundEndif {
                    while !atEnd && !newlineBefore() { advance() }
                }
                continue
            }
            if token.kind == .attribute { advance(); continue }   // @unknown
            guard token.kind == .identifier && (token.keyword == .case || token.keyword == .default) else {
                skipUnexpected("unexpected token in switch")
                continue
            }
            advance()
            var patterns: [Expr] = []
            var guardExpression: Expr?
            if token.keyword == .case {
                repeat {
                    patterns.append(parseExpression(allowTrailingClosure: false))
                } while consume(.comma) != nil
                if consume(.where) != nil { guardExpression = parseExpression(allowTrailingClosure: false) }
            }
            consume(.colon)
            let body = parseStatements(inSwitchCase: true)
            cases.append(SwitchStmt.Case(patterns: patterns, guardExpression: guardExpression, body: body, location: token.location))
        }
        consume(.rightBrace)
        return SwitchStmt(subject: subject, cases: cases, location: start)
    }

    mutating func parseFor() -> Stmt {
        let start = location
        advance()
        while let token = current, token.kind == .identifier, Parser.forPrefixKeywords.contains(token.keyword) { advance() }
        var names: [String] = []
        while let token = current, token.keyword != .in, token.kind != .leftBrace {
            if token.kind == .identifier && token.keyword != .let && token.keyword != .var && token.keyword != .in {
                let name = text(of: token)
                if name != "_" { names.append(name) }
            }
            if token.kind == .colon {   // a type annotation on the pattern
                advance()
                _ = parseType()
                continue
            }
            advance()
        }
        consume(.in)
        let sequence = parseExpression(allowTrailingClosure: false)
        var whereClause: Expr?
        if consume(.where) != nil { whereClause = parseExpression(allowTrailingClosure: false) }
        let body = parseBlock()
        return .for(ForStmt(boundNames: names, sequence: sequence, whereClause: whereClause, body: body, location: start))
    }

    mutating func parseWhile() -> Stmt {
        let start = location
        advance()
        let conditions = parseConditions()
        let body = parseBlock()
        return .while(WhileStmt(conditions: conditions, body: body, isRepeat: false, location: start))
    }

    mutating func parseRepeat() -> Stmt {
        let start = location
        advance()
        let body = parseBlock()
        var conditions: [Condition] = []
        if consume(.while) != nil { conditions = [.expression(parseExpression())] }
        return .while(WhileStmt(conditions: conditions, body: body, isRepeat: true, location: start))
    }

    mutating func parseDo() -> Stmt {
        let start = location
        advance()
        if check(.throws) {
            advance()
            if check(.leftParen) { skipBalancedGroup() }
        }
        let body = parseBlock()
        var catches: [DoStmt.Catch] = []
        while let token = current, token.keyword == .catch, token.kind == .identifier {
            advance()
            var pattern: Expr?
            if !check(.leftBrace) {
                pattern = parseExpression(allowTrailingClosure: false)
                if consume(.where) != nil { _ = parseExpression(allowTrailingClosure: false) }
            }
            catches.append(DoStmt.Catch(pattern: pattern, body: parseBlock(), location: token.location))
        }
        return .do(DoStmt(body: body, catches: catches, location: start))
    }
}
