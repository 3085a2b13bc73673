// Expressions: a flat operator sequence over prefix/postfix chains of primaries.
// Whether an operator is prefix, postfix or infix follows Swift's whitespace rule.

extension Parser {
    /// An expression. `allowTrailingClosure` is false in conditions (`if x {`),
    /// `stopAtEqual` in `case pattern = value`.
    mutating func parseExpression(allowTrailingClosure: Bool = true, stopAtEqual: Bool = false) -> Expr {
        let start = location
        guard enter() else { return node(.unknown, at: start, end: previousEnd) }
        defer { leave() }
        // How high the last operand reaches: a cast sits above it (`x as A as B` nests twice).
        var (operand, lastReached) = parseOperand(allowTrailingClosure: allowTrailingClosure)
        // The operands and operators, once an operator follows the first operand: nearly every
        // expression is one operand, returned as it is, with no array made for it.
        var elements: [Expr] = []
        while let token = current {
            if token.kind == .equal {
                if stopAtEqual { break }
                advance()
                if elements.isEmpty { elements.append(operand) }
                elements.append(node(.binaryOperator("="), at: token.location, end: Int(token.end)))
                (operand, lastReached) = parseOperand(allowTrailingClosure: allowTrailingClosure)
                elements.append(operand)
            } else if token.kind == .operator {
                let leftFree = triviaBefore()
                let rightFree = triviaAfter()
                if spells(token, "?") && leftFree {
                    // The ternary conditional.
                    advance()
                    let then = parseExpression()
                    consume(.colon)
                    let otherwise = parseExpression(allowTrailingClosure: allowTrailingClosure, stopAtEqual: stopAtEqual)
                    let condition = elements.isEmpty ? operand : node(.sequence(elements), at: start, end: Int(token.start))
                    return node(.ternary(condition: condition, then: then, else: otherwise), at: start, end: previousEnd)
                }
                guard leftFree == rightFree else { break }
                advance()
                if elements.isEmpty { elements.append(operand) }
                elements.append(node(.binaryOperator(text(of: token)), at: token.location, end: Int(token.end)))
                (operand, lastReached) = parseOperand(allowTrailingClosure: allowTrailingClosure)
                elements.append(operand)
            } else if token.kind == .identifier && (token.keyword == .as || token.keyword == .is) {
                advance()
                var op = text(of: token)
                if let mark = current, mark.kind == .operator, !triviaBefore(), spells(mark, "?") || spells(mark, "!") {
                    advance()
                    op += text(of: mark)
                }
                let type = parseType() ?? TypeSyntax(text: "")
                // The cast applies to the last operand (the first one while there is no sequence).
                if let level = nest(above: lastReached) {
                    operand = node(.cast(operand: operand, operator: op, type: type), at: operand.location, end: previousEnd)
                    if !elements.isEmpty { elements[elements.count - 1] = operand }
                    lastReached = level
                }
            } else {
                break
            }
        }
        if elements.isEmpty { return operand }
        return node(.sequence(elements), at: start, end: previousEnd)
    }

    /// An operand of a sequence, with how high it reaches (`parsingSubtree`).
    mutating func parseOperand(allowTrailingClosure: Bool) -> (Expr, reached: Int) {
        parsingSubtree { $0.parseUnary(allowTrailingClosure: allowTrailingClosure) }
    }

    /// Prefixes (`try`, `await`, operators) recurse, so each one is a level of `depth`.
    mutating func parseUnary(allowTrailingClosure: Bool) -> Expr {
        let start = location
        guard let token = current else { return node(.unknown, at: start, end: previousEnd) }
        if token.kind == .identifier {
            if token.keyword == .try {
                guard enter() else { return node(.unknown, at: start, end: previousEnd) }
                defer { leave() }
                advance()
                var variant = "try"
                if let mark = current, mark.kind == .operator, !triviaBefore(), spells(mark, "?") || spells(mark, "!") {
                    advance()
                    variant += text(of: mark)
                }
                let operand = parseUnary(allowTrailingClosure: allowTrailingClosure)
                return node(.try(variant, operand), at: start, end: previousEnd)
            }
            if token.keyword == .await || ((spells(token, "consume") || spells(token, "copy")) && peek(1)?.kind == .identifier && !newlineBefore(1)) {
                guard enter() else { return node(.unknown, at: start, end: previousEnd) }
                defer { leave() }
                advance()
                let operand = parseUnary(allowTrailingClosure: allowTrailingClosure)
                return node(token.keyword == .await ? .await(operand) : operand.kind, at: start, end: previousEnd)
            }
        }
        if token.kind == .operator {
            // An operator passed as a value: `reduce(0, +)`.
            if let next = peek(1), [.rightParen, .comma, .rightBracket].contains(next.kind) {
                advance()
                return node(.identifier(text(of: token)), at: start, end: Int(token.end))
            }
            guard enter() else { return node(.unknown, at: start, end: previousEnd) }
            defer { leave() }
            advance()
            let operand = parseUnary(allowTrailingClosure: allowTrailingClosure)
            return node(.prefix(operator: text(of: token), operand: operand), at: start, end: previousEnd)
        }
        return parsePostfix(allowTrailingClosure: allowTrailingClosure)
    }

    mutating func parsePostfix(allowTrailingClosure: Bool) -> Expr {
        let start = location
        // Each suffix is a node above the chain so far and above its own arguments: the chain's
        // top is one level above the highest of those. Arguments are read at the chain's level,
        // so brackets in a late call have the room they have anywhere.
        var (expr, top) = parsingSubtree { $0.parsePrimary() }
        while let token = current {
            let base = expr
            var below = top
            var levels = 1
            switch token.kind {
            case .period:
                // `a.b`, and `.b` continuing a chain on the next line.
                guard let name = peek(1) else { return expr }
                let dot = name.kind == .floatLiteral ? tupleIndexDot(in: name) : nil
                guard name.kind == .identifier || name.kind == .integerLiteral || name.kind == .poundKeyword || dot != nil else {
                    return expr
                }
                advance()
                advance()
                if let dot {
                    // `t.0.1` lexes as `t`, `.`, `0.1`: two tuple indexes.
                    let first = String(decoding: bytes[Int(name.start)..<dot], as: UTF8.self)
                    let second = String(decoding: bytes[(dot + 1)..<Int(name.end)], as: UTF8.self)
                    expr = node(.member(name: first, base: expr), at: start, end: dot)
                    expr = node(.member(name: second, base: expr), at: start, end: Int(name.end))
                    levels = 2
                } else {
                    expr = node(.member(name: unescaped(name), base: expr), at: start, end: Int(name.end))
                }
            case .leftParen:
                guard !newlineBefore() else { return expr }
                let (arguments, reached) = parsingSubtree { $0.parseArgumentList(closer: .rightParen) }
                below = max(top, reached)
                expr = node(.call(callee: expr, arguments: arguments, trailingClosures: []), at: start, end: previousEnd)
            case .leftBracket:
                guard !newlineBefore() else { return expr }
                let (arguments, reached) = parsingSubtree { $0.parseArgumentList(closer: .rightBracket) }
                below = max(top, reached)
                expr = node(.subscript(base: expr, arguments: arguments), at: start, end: previousEnd)
            case .leftBrace:
                // As in the compiler, a trailing closure may start on the next line (unlike
                // `(` and `[`), but never follows a literal, and `var x = y { didSet … }`
                // is an observer block.
                guard allowTrailingClosure, !isObserverBlock(), !expr.isLiteral else { return expr }
                let callee = expr
                let (call, reached) = parsingSubtree { $0.parseTrailingClosures(after: callee, start: start) }
                below = max(top, reached)
                expr = call
            case .operator:
                guard !triviaBefore() else { return expr }
                if spells(token, "?") || spells(token, "!") || triviaAfter() || peek(1)?.kind == .period {
                    advance()
                    expr = node(.postfix(operator: text(of: token), operand: expr), at: start, end: Int(token.end))
                } else if spells(token, "<"), startsGenericArguments() {
                    skipAngles()   // `Array<Int>()`, `Foo<Bar>.self`
                } else {
                    return expr
                }
            default:
                return expr
            }
            // Each suffix nests the tree a level higher. Past `maximumTreeDepth` the suffixes are
            // still read, keeping the tokens in step, but no longer nest.
            if expr != base {
                for _ in 0..<levels {
                    guard let level = nest(above: below) else {
                        expr = base
                        break
                    }
                    below = level
                }
                if expr != base { top = below }
            }
        }
        return expr
    }

    /// The offset of the dot in a float literal spelled `digits.digits`, which after a `.`
    /// is two tuple indexes; nil for any other float.
    func tupleIndexDot(in token: Token) -> Int? {
        var dot: Int?
        for b in token.range {
            switch bytes[b] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                continue
            case UInt8(ascii: ".") where dot == nil && b > Int(token.start) && b + 1 < Int(token.end):
                dot = b
            default:
                return nil
            }
        }
        return dot
    }

    /// `Foo<Bar>(` or `Foo<Bar>.`: the `<` opens generic arguments, not a comparison.
    mutating func startsGenericArguments() -> Bool {
        let saved = position
        defer { position = saved }
        skipAngles()
        guard position > saved, let next = current, !triviaBefore() else { return false }
        return next.kind == .leftParen || next.kind == .period
    }

    /// One trailing closure and any labeled ones after it: `x { } label: { }`.
    mutating func parseTrailingClosures(after callee: Expr, start: SourceLocation) -> Expr {
        var closures: [Argument] = [Argument(label: nil, value: parseClosureExpression())]
        while let label = current, label.kind == .identifier, peek(1)?.kind == .colon, peek(2)?.kind == .leftBrace {
            advance()
            advance()
            closures.append(Argument(label: text(of: label), value: parseClosureExpression()))
        }
        if case .call(let inner, let arguments, let existing) = callee.kind, existing.isEmpty {
            return node(.call(callee: inner, arguments: arguments, trailingClosures: expressions.make(closures)), at: start, end: previousEnd)
        }
        return node(.call(callee: callee, arguments: [], trailingClosures: expressions.make(closures)), at: start, end: previousEnd)
    }

    mutating func parseClosureExpression() -> Expr {
        let start = location
        let closure = parseClosure()
        return node(.closure(closure), at: start, end: previousEnd)
    }

    func unescaped(_ token: Token) -> String { name(of: token) }

    /// `repeat` or `each` (the current token) and the expression it applies to, as a prefix.
    private mutating func parsePackPrefix(_ word: String, allowTrailingClosure: Bool) -> Expr {
        let start = location
        advance()
        guard enter() else { return node(.unknown, at: start, end: previousEnd) }
        defer { leave() }
        let operand = parsePostfix(allowTrailingClosure: allowTrailingClosure)
        return node(.prefix(operator: word, operand: operand), at: start, end: previousEnd)
    }

    mutating func parsePrimary() -> Expr {
        let start = location
        guard let token = current else { return node(.unknown, at: start, end: previousEnd) }
        switch token.kind {
        case .identifier:
            switch token.keyword {
            case .true, .false:
                advance()
                return node(.boolean(token.keyword == .true), at: start, end: Int(token.end))
            case .nil:
                advance()
                return node(.nil, at: start, end: Int(token.end))
            case .let, .var:
                advance()
                if let name = current, name.kind == .identifier, name.keyword == .none, peek(1)?.kind != .period {
                    advance()
                    return node(.binding(name: unescaped(name), pattern: nil), at: start, end: Int(name.end))
                }
                guard enter() else { return node(.unknown, at: start, end: previousEnd) }
                defer { leave() }
                let pattern = parsePostfix(allowTrailingClosure: false)
                return node(.binding(name: nil, pattern: pattern), at: start, end: previousEnd)
            case .is:
                advance()
                let type = parseType() ?? TypeSyntax(text: "")
                return node(.type(type), at: start, end: previousEnd)
            case .if, .switch:
                let statement = parseStatement()
                return node(.statement(statement), at: start, end: previousEnd)
            case .repeat where peek(1)?.kind != .leftBrace:
                // A pack expansion (`(repeat each v)`, `repeat print(each v)`): the pattern it repeats.
                return parsePackPrefix("repeat", allowTrailingClosure: true)
            case .none where spells(token, "each") && peek(1).map({ $0.kind == .identifier && $0.keyword == .none }) == true
                && !newlineBefore(1):
                // `each v`: an element of a value pack, in a pack expansion.
                return parsePackPrefix("each", allowTrailingClosure: false)
            case let keyword where Parser.reservedWords.contains(keyword) && !Parser.expressionWords.contains(keyword):
                // `struct`, `func`, `guard`…: after a half-written `x = try`, a declaration or
                // statement starts here; it stays for the caller.
                return node(.unknown, at: start, end: Int(token.start))
            default:
                advance()
                return node(.identifier(unescaped(token)), at: start, end: Int(token.end))
            }
        case .integerLiteral:
            advance()
            return node(.integer(text(of: token)), at: start, end: Int(token.end))
        case .floatLiteral:
            advance()
            return node(.float(text(of: token)), at: start, end: Int(token.end))
        case .stringLiteral:
            advance()
            return node(.string(parseStringLiteral(token)), at: start, end: Int(token.end))
        case .regexLiteral:
            advance()
            return node(.regex, at: start, end: Int(token.end))
        case .period:
            guard let name = peek(1), name.kind == .identifier else {
                advance()
                return node(.unknown, at: start, end: Int(token.end))
            }
            advance()
            advance()
            return node(.implicitMember(name: unescaped(name)), at: start, end: Int(name.end))
        case .leftParen:
            let elements = parseArgumentList(closer: .rightParen)
            return node(.tuple(elements), at: start, end: previousEnd)
        case .leftBracket:
            return parseCollectionLiteral()
        case .leftBrace:
            return node(.closure(parseClosure()), at: start, end: previousEnd)
        case .backslash:
            advance()
            let pathStart = position
            while let part = current, !triviaBefore() || position == pathStart {
                if part.kind == .leftBracket {
                    skipBalancedGroup()
                } else if isName(part) || part.keyword == .self || part.keyword == .Self || part.kind == .period || (part.kind == .operator && (spells(part, "?") || spells(part, "!"))) {
                    advance()
                } else {
                    break
                }
            }
            return node(.keyPath("\\" + collapsedText(from: pathStart)), at: start, end: previousEnd)
        case .poundKeyword:
            advance()
            var arguments: ArgumentList = []
            if check(.leftParen) && !triviaBefore() {
                if spells(token, "#available") || spells(token, "#unavailable") {
                    skipBalancedGroup()   // `(iOS 15, *)` lists platforms, not expressions
                } else {
                    arguments = parseArgumentList(closer: .rightParen)
                }
            }
            return node(.pound(name: text(of: token), arguments: arguments), at: start, end: previousEnd)
        case .attribute:
            // `@MainActor in` and friends; the attributes themselves carry no value.
            while check(.attribute) { advance() }
            return parsePrimary()
        case .error, .unknown:
            advance()
            return node(.unknown, at: start, end: Int(token.end))
        default:
            // A closer, comma, colon…: not an expression; the caller decides what to do.
            return node(.unknown, at: start, end: Int(token.start))
        }
    }

    /// The reserved words that are expressions, or parts of one, by themselves.
    static let expressionWords: KeywordSet = [.self, .Self, .super, .Any, .`init`, .true, .false, .nil, .try, .is, .as]

    /// `( … )` or `[ … ]` as arguments: `label: value` pairs.
    mutating func parseArgumentList(closer: TokenKind) -> ArgumentList {
        let start = location
        // Too deep: the skipped group was not empty, it was not read.
        guard enter() else { return expressions.make([Argument(label: nil, value: node(.unknown, at: start, end: previousEnd))]) }
        defer { leave() }
        advance()
        let arguments = parseArguments(until: closer)
        consume(closer)
        return arguments
    }

    /// Whether a list (arguments, a collection literal) that is still open ends here, left
    /// unterminated: a declaration starts on a new line, which no list item can. So a string
    /// left open on one line (`button("a.b)`) does not swallow the declarations after it.
    /// `let`/`var` count only as `let x =` or `var x:`: `.some(\n let x)` is a pattern.
    func declarationEndsOpenList() -> Bool {
        guard let token = current, token.kind == .identifier || token.kind == .attribute, newlineBefore() else { return false }
        if token.kind == .identifier && peek(1)?.kind == .colon { return false }   // a keyword as a label: `func: 2`
        guard startsDeclaration() else { return false }
        guard token.keyword == .let || token.keyword == .var else { return token.keyword != .case }
        guard let name = peek(1), name.kind == .identifier, let next = peek(2) else { return false }
        return next.kind == .equal || next.kind == .colon
    }

    /// Arguments up to `closer` (not consumed); `nil` means up to the end of the tokens. They are
    /// gathered on `pendingArguments` and stored with the expressions when the list ends.
    mutating func parseArguments(until closer: TokenKind?) -> ArgumentList {
        let expressions = expressions
        return gathering(on: \.pendingArguments, { $0.readArguments(until: closer) }, into: { expressions.make($0) })
    }

    /// Reads arguments onto `pendingArguments` up to `closer`.
    private mutating func readArguments(until closer: TokenKind?) {
        while let token = current, token.kind != closer {
            if token.kind == .rightParen || token.kind == .rightBracket || token.kind == .rightBrace {
                if closer == nil { skipUnexpected("unbalanced"); continue }
                break   // an unterminated list; the closer belongs to someone else
            }
            if closer != nil && declarationEndsOpenList() {
                note("unterminated argument list before '\(text(of: token))'", at: token.location)
                break
            }
            var label: String?
            if token.kind == .identifier || token.kind == .integerLiteral, peek(1)?.kind == .colon {
                label = unescaped(token)
                advance()
                advance()
            }
            let value: Expr
            if let next = current, next.kind == .comma || next.kind == closer || next.kind == .rightParen {
                value = node(.unknown, at: location, end: previousEnd)   // `#selector(f(_:x:))`
            } else {
                let before = position
                value = parseExpression()
                if position == before {
                    skipUnexpected("unexpected token in argument list")
                    continue
                }
            }
            pendingArguments.append(Argument(label: label, value: value))
            if consume(.comma) == nil, let next = current, next.kind != closer {
                if next.kind == .rightParen || next.kind == .rightBracket || next.kind == .rightBrace { continue }
                if closer != nil && declarationEndsOpenList() { continue }   // the check above ends the list
                skipUnexpected("unexpected token in argument list")
            }
        }
    }

    /// `[a, b]`, `[k: v]`, `[:]`.
    mutating func parseCollectionLiteral() -> Expr {
        let start = location
        guard enter() else { return node(.unknown, at: start, end: previousEnd) }
        defer { leave() }
        advance()
        if check(.colon) && peek(1)?.kind == .rightBracket {
            advance()
            advance()
            return node(.dictionary([]), at: start, end: previousEnd)
        }
        var elements: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        while let token = current, token.kind != .rightBracket {
            if token.kind == .rightParen || token.kind == .rightBrace { break }
            if declarationEndsOpenList() {
                note("unterminated collection literal before '\(text(of: token))'", at: token.location)
                break
            }
            let before = position
            let element = parseExpression()
            if position == before {
                skipUnexpected("unexpected token in collection literal")
                continue
            }
            if consume(.colon) != nil {
                pairs.append((element, parseExpression()))
            } else {
                elements.append(element)
            }
            if consume(.comma) == nil && !check(.rightBracket) {
                if check(.rightParen) || check(.rightBrace) { break }
                if declarationEndsOpenList() { continue }   // the check above ends the literal
                skipUnexpected("unexpected token in collection literal")
            }
        }
        consume(.rightBracket)
        if !pairs.isEmpty { return node(.dictionary(pairs), at: start, end: previousEnd) }
        return node(.array(elements), at: start, end: previousEnd)
    }

    /// `{ [weak self] (a: Int, b) async throws -> T in … }`, `{ screen in … }`, `{ $0 }`.
    mutating func parseClosure() -> Closure {
        guard enter() else { return Closure(parameters: [], body: [.unknown(location)]) }
        defer { leave() }
        advance()
        let saved = position
        var parameters: [String] = []
        if let names = parseClosureSignature() {
            parameters = names
        } else {
            position = saved
        }
        let body = parseStatements()
        consume(.rightBrace)
        return Closure(parameters: parameters, body: body)
    }

    /// The parameter names of a closure signature ending in `in`, or nil if there is none.
    mutating func parseClosureSignature() -> [String]? {
        while check(.attribute) {
            advance()
            if check(.leftParen) && !triviaBefore() { skipBalancedGroup() }
        }
        if check(.leftBracket) { skipBalancedGroup() }   // capture list
        var names: [String] = []
        if check(.leftParen) {
            advance()
            var expectName = true
            var depth = 1
            while let token = current, depth > 0 {
                switch token.kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .comma where depth == 1: expectName = true
                case .identifier where depth == 1 && expectName:
                    // `a: Int` or `_ a: Int`: the name is the last identifier before the colon.
                    if let next = peek(1), next.kind == .identifier {
                        advance()
                        names.append(unescaped(next))
                    } else {
                        names.append(unescaped(token))
                    }
                    expectName = false
                case .leftBrace, .rightBrace:
                    return nil
                default: break
                }
                advance()
            }
        } else {
            while let token = current, token.kind == .identifier, token.keyword != .in {
                names.append(unescaped(token))
                advance()
                if consume(.comma) == nil { break }
            }
        }
        while let token = current, token.kind == .identifier, Parser.effectKeywords.contains(token.keyword) {
            advance()
            if check(.leftParen) && !triviaBefore() { skipBalancedGroup() }
        }
        if consume(.arrow) != nil { _ = parseType() }
        guard check(.in) else { return nil }
        advance()
        return names
    }
}

extension Parser {
    /// An expression read, stored with the file's others.
    func node(_ kind: ExprKind, at location: SourceLocation, end: Int) -> Expr {
        expressions.make(kind, at: location, end: end)
    }
}
