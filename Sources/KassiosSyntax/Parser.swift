/// A recursive-descent parser for the Swift subset screen objects are written in.
///
/// It never fails: what it cannot read it skips as a balanced group of tokens and
/// notes in `skipped` (shown only when asked). Nesting deeper than
/// `maximumDepth` is skipped without recursion, with a diagnostic, so 100,000
/// nested brackets cost a linear scan rather than the stack.
///
/// Declarations live in this file; statements and expressions in the two
/// `Parser+…` files beside it.
public struct Parser {
    /// Bracket, block and expression nesting kept as recursion; deeper is skipped.
    public static let maximumDepth = 96
    /// How deep the tree may nest in all, counting the levels a loop builds without recursing
    /// (each suffix of a chain, each cast of a run) besides those of `maximumDepth`: a fluent
    /// robot chain of a test (`LoginRobot().fillEmail(…).fillPassword(…)….verify { … }`) nests two
    /// levels a call, and a long one passes 96 in a few dozen calls; 512 levels keep chains of some
    /// 250 calls. What is capped is the tree's height, chains nested in brackets included (a chain
    /// after `( … )` sits above the chain inside it), since walking and freeing the tree recurse
    /// that deep: the deepest shapes tried (chains, casts, subscripts, closures and interpolations
    /// nested in one another) take under 0.5 MiB of stack in the optimised build and 1.8 MiB in a
    /// debug build, against a main thread's 8 MiB. Past it the suffixes are read but no longer nest.
    public static let maximumTreeDepth = 512

    let bytes: [UInt8]
    let tokens: [Token]
    /// Indices into `tokens` of the tokens that are not trivia.
    let significant: [Int32]
    var position = 0
    /// The levels the parser recurses for at the current token (`maximumDepth`): the level of the
    /// tree it is read at, as the levels a loop builds are counted above what they nest on (`peak`).
    var depth = 0
    /// The deepest level reached, as `depth` counts them: what a subtree reached below the level
    /// it started at is its height (`parsingSubtree`). A chain's nodes sit above the primary and
    /// the arguments they were read after, so a chain is as high as the highest of those plus one
    /// a suffix, wherever it stands.
    var peak = 0
    var diagnostics: [SyntaxDiagnostic] = []
    var skipped: [SyntaxDiagnostic] = []
    /// Where the expressions read are stored.
    let expressions: ExprAllocator
    /// The arguments, statements and members of the lists being read, innermost last (`gathering`):
    /// one array for each kind, where an array per list was allocated and freed for every call, or
    /// grown two or three times and kept up to half empty in trees a run keeps to its end.
    var pendingArguments: [Argument] = []
    var pendingStatements: [Stmt] = []
    var pendingMembers: [Decl] = []

    /// A parser of a piece of code outside any file, whose expressions are kept for the life of the process.
    init(bytes: [UInt8], tokens: [Token]) {
        self.init(bytes: bytes, tokens: tokens, expressions: ExprAllocator.keptForTheProcess())
    }

    init(bytes: [UInt8], tokens: [Token], expressions: ExprAllocator, depth: Int = 0) {
        self.bytes = bytes
        self.tokens = tokens
        self.expressions = expressions
        var significant: [Int32] = []
        significant.reserveCapacity(tokens.count / 2 + 1)
        for (index, token) in tokens.enumerated() where !token.isTrivia {
            significant.append(Int32(truncatingIfNeeded: index))
        }
        self.significant = significant
        self.depth = depth
        self.peak = depth
    }

    // MARK: - Cursor

    var atEnd: Bool { position >= significant.count }

    func peek(_ offset: Int = 0) -> Token? {
        let i = position + offset
        guard i >= 0 && i < significant.count else { return nil }
        return tokens[Int(significant[i])]
    }

    var current: Token? { peek() }

    func text(of token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    func spells(_ token: Token?, _ spelling: StaticString) -> Bool {
        guard let token else { return false }
        let length = spelling.utf8CodeUnitCount
        guard token.length == length else { return false }
        let pointer = spelling.utf8Start
        let start = Int(token.start)
        for k in 0..<length where bytes[start + k] != pointer[k] { return false }
        return true
    }

    func check(_ kind: TokenKind) -> Bool { current?.kind == kind }

    func check(_ keyword: Keyword) -> Bool {
        guard let token = current else { return false }
        return token.keyword == keyword && (token.kind == .identifier || token.kind == .poundKeyword)
    }

    func checkOperator(_ spelling: StaticString) -> Bool {
        guard let token = current, token.kind == .operator else { return false }
        return spells(token, spelling)
    }

    @discardableResult
    mutating func advance() -> Token? {
        let token = current
        if !atEnd { position += 1 }
        return token
    }

    @discardableResult
    mutating func consume(_ kind: TokenKind) -> Token? {
        if check(kind) { return advance() }
        return nil
    }

    @discardableResult
    mutating func consume(_ keyword: Keyword) -> Token? {
        if check(keyword) { return advance() }
        return nil
    }

    /// Whether trivia separates the token at `offset` from the one before it.
    func triviaBefore(_ offset: Int = 0) -> Bool {
        let i = position + offset
        guard i < significant.count else { return true }
        let index = Int(significant[i])
        return index > 0 && tokens[index - 1].isTrivia
    }

    func triviaAfter(_ offset: Int = 0) -> Bool {
        let i = position + offset
        guard i >= 0 && i < significant.count else { return true }
        let index = Int(significant[i]) + 1
        return index >= tokens.count || tokens[index].isTrivia
    }

    /// Whether a line break separates the token at `offset` from the one before it.
    func newlineBefore(_ offset: Int = 0) -> Bool {
        let i = position + offset
        guard i < significant.count else { return true }
        var index = Int(significant[i]) - 1
        while index >= 0 && tokens[index].isTrivia {
            let kind = tokens[index].kind
            if kind == .newline || kind == .lineComment || kind == .docLineComment { return true }
            if kind == .blockComment || kind == .docBlockComment {
                for b in tokens[index].range where bytes[b] == 0x0A || bytes[b] == 0x0D { return true }
            }
            index -= 1
        }
        return index < 0 && i > 0
    }

    var location: SourceLocation {
        current?.location ?? endLocation
    }

    var endLocation: SourceLocation {
        guard let last = tokens.last else { return .start }
        return SourceLocation(offset: Int(last.end), line: Int(last.line), column: Int(last.column) + last.length)
    }

    /// Byte offset just past the last consumed token.
    var previousEnd: Int {
        guard position > 0 && position <= significant.count else { return 0 }
        return Int(tokens[Int(significant[position - 1])].end)
    }

    /// Source text of significant tokens `from..<position`, trivia collapsed to one space.
    func collapsedText(from start: Int) -> String {
        // Tokens with no trivia between them (`String`, `[KassElement]`): the source as it is,
        // made into a string at once.
        let stop = min(position, significant.count)
        if start < stop && !(start + 1..<stop).contains(where: { triviaBefore($0 - position) }) {
            let first = tokens[Int(significant[start])]
            let last = tokens[Int(significant[stop - 1])]
            return String(decoding: bytes[Int(first.start)..<Int(last.end)], as: UTF8.self)
        }
        var result: [UInt8] = []
        var i = start
        while i < position && i < significant.count {
            if i > start && triviaBefore(i - position) { result.append(0x20) }
            let token = tokens[Int(significant[i])]
            result.append(contentsOf: bytes[Int(token.start)..<Int(token.end)])
            i += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// An identifier's name without backticks: `` `class` `` → `class`.
    func name(of token: Token) -> String {
        var start = Int(token.start)
        var end = Int(token.end)
        if end - start > 2 && bytes[start] == UInt8(ascii: "`") && bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return expressions.name(bytes[start..<end])
    }

    mutating func note(_ message: String, at location: SourceLocation) {
        skipped.append(SyntaxDiagnostic(.note, message, at: location))
    }

    // MARK: - Depth and recovery

    /// Enters one level of nesting the parser recurses for; false (and the group is skipped)
    /// when too deep.
    mutating func enter() -> Bool {
        if depth >= Parser.maximumDepth {
            reportTooDeep(Parser.maximumDepth)
            skipBalancedGroup()
            return false
        }
        depth += 1
        if depth > peak { peak = depth }
        return true
    }

    mutating func leave() { depth -= 1 }

    /// One more level on top of a subtree built by a loop rather than recursion (a postfix
    /// chain, a run of casts), whose highest part reaches `level`: walking and freeing the tree
    /// still recurse, so it counts towards `maximumTreeDepth`, but not towards the parser's own
    /// `maximumDepth`. The new node's level, or nil past the limit: the caller then stops nesting.
    mutating func nest(above level: Int) -> Int? {
        guard level < Parser.maximumTreeDepth else {
            reportTooDeep(Parser.maximumTreeDepth, skipping: "the suffixes and casts past that")
            return nil
        }
        if level + 1 > peak { peak = level + 1 }
        return level + 1
    }

    /// Runs `parse` on a subtree that starts at the current level, and gives what it built with
    /// the deepest level it reached (its height, counted from the level it started at).
    @inline(__always)
    mutating func parsingSubtree<T>(_ parse: (inout Parser) -> T) -> (T, reached: Int) {
        let outer = peak
        peak = depth
        let result = parse(&self)
        let reached = peak
        peak = max(outer, reached)
        return (result, reached)
    }

    /// `skipping`: what is left out of the tree (a bracketed group is skipped whole; a chain past
    /// the tree's limit is read on, its further suffixes not kept).
    mutating func reportTooDeep(_ limit: Int, skipping: String = "the innermost groups") {
        if !diagnostics.contains(where: { $0.message.hasPrefix("nesting deeper") }) {
            diagnostics.append(SyntaxDiagnostic(.warning, "nesting deeper than \(limit) levels; \(skipping) are skipped", at: location))
        }
    }

    /// Skips one token, or a whole bracketed group if the token opens one. Iterative.
    mutating func skipBalancedGroup() {
        guard let first = advance() else { return }
        guard first.kind == .leftParen || first.kind == .leftBracket || first.kind == .leftBrace else { return }
        var stack: [TokenKind] = [first.kind]
        while let token = current, !stack.isEmpty {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(token.kind)
            case .rightParen, .rightBracket, .rightBrace:
                // A closer of another kind ends the groups it matches, or stays for the caller.
                guard let match = stack.lastIndex(of: Parser.opener(of: token.kind)) else { return }
                stack.removeSubrange(match...)
            default:
                break
            }
            advance()
        }
    }

    static func opener(of closer: TokenKind) -> TokenKind {
        switch closer {
        case .rightParen: return .leftParen
        case .rightBracket: return .leftBracket
        default: return .leftBrace
        }
    }

    /// Skips an unreadable token (or group) and records it.
    mutating func skipUnexpected(_ what: String) {
        guard let token = current else { return }
        note("skipped \(what) '\(text(of: token))'", at: token.location)
        skipBalancedGroup()
    }

    // MARK: - Entry

    /// Parses a whole file: declarations, and statements where a script has them.
    mutating func parseFile() -> [Decl] {
        var declarations: [Decl] = []
        while !atEnd {
            if check(.rightBrace) || check(.rightParen) || check(.rightBracket) {
                skipUnexpected("unbalanced")
                continue
            }
            let before = position
            declarations.append(contentsOf: parseMembers(topLevel: true))
            if position == before { skipUnexpected("token") }
        }
        return declarations
    }

    // MARK: - Declarations

    /// Members up to a `}` (not consumed), an `#else`/`#elseif`/`#endif`, or the end.
    mutating func parseMembers(topLevel: Bool = false) -> [Decl] {
        gathering(on: \.pendingMembers) { $0.readMembers(topLevel: topLevel) }
    }

    /// The list `read` puts on top of `stack` (the lists it reads inside it come and go above
    /// it), taken off the stack in an array of its count.
    mutating func gathering<Element>(on stack: WritableKeyPath<Parser, [Element]>, _ read: (inout Parser) -> Void) -> [Element] {
        gathering(on: stack, read, into: Parser.exactCopy)
    }

    /// The list `read` puts on top of `stack`, taken off the stack as `list` makes it.
    mutating func gathering<Element, List>(on stack: WritableKeyPath<Parser, [Element]>, _ read: (inout Parser) -> Void,
                                           into list: (ArraySlice<Element>) -> List) -> List {
        let first = self[keyPath: stack].count
        read(&self)
        defer { self[keyPath: stack].removeSubrange(first...) }
        return list(self[keyPath: stack][first...])
    }

    /// The elements of `slice` in an array of their count. `Array(slice)` shares the slice's
    /// buffer when the slice is the whole of it: the list read first would keep the stack's.
    static func exactCopy<Element>(of slice: ArraySlice<Element>) -> [Element] {
        if slice.isEmpty { return [] }
        return [Element](unsafeUninitializedCapacity: slice.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: slice)
        }
    }

    /// Reads declarations onto `pendingMembers` up to the end of their list.
    private mutating func readMembers(topLevel: Bool) {
        while let token = current {
            if token.kind == .rightBrace { break }
            if token.kind == .semicolon { advance(); continue }
            if token.kind == .poundKeyword {
                switch token.keyword {
                case .poundElse, .poundElseif, .poundEndif:
                    return
                case .poundIf:
                    let clauses = parseIfConfig { $0.parseMembers(topLevel: topLevel) }
                    pendingMembers.append(.ifConfig(clauses))
                    continue
                default:
                    // A compiler diagnostic or line directive among members (`#warning("…")`, SE-0196):
                    // nothing a reader of declarations needs. At the top level it stays a statement.
                    if !topLevel, spells(token, "#warning") || spells(token, "#error") || spells(token, "#sourceLocation") {
                        advance()
                        if check(.leftParen) { skipBalancedGroup() }
                        continue
                    }
                }
            }
            let before = position
            if let declaration = parseDeclaration() {
                pendingMembers.append(declaration)
            } else if topLevel {
                if token.kind == .rightParen || token.kind == .rightBracket {
                    skipUnexpected("unbalanced")
                } else {
                    let statement = parseStatement()
                    pendingMembers.append(.statement(statement))
                }
            } else {
                skipUnexpected("unexpected token in declaration list")
            }
            if position == before { skipUnexpected("token") }
        }
    }

    /// `#if` clauses; `body` parses the elements of one clause.
    mutating func parseIfConfig<Element>(_ body: (inout Parser) -> [Element]) -> [IfConfigClause<Element>] {
        guard enter() else { return [] }
        defer { leave() }
        var clauses: [IfConfigClause<Element>] = []
        while let token = current, token.kind == .poundKeyword {
            let keyword = token.keyword
            if keyword == .poundEndif {
                advance()
                break
            }
            guard keyword == .poundIf || keyword == .poundElseif || keyword == .poundElse else { break }
            if keyword == .poundIf && !clauses.isEmpty { break }
            advance()
            var condition: String?
            if keyword != .poundElse {
                let start = position
                while !atEnd && !newlineBefore() { advance() }
                condition = collapsedText(from: start)
            }
            let elements = body(&self)
            clauses.append(IfConfigClause(condition: condition, location: token.location, elements: elements))
            if atEnd || check(.rightBrace) { break }
        }
        return clauses
    }

    static let modifierKeywords: KeywordSet = [
        .static, .class, .public, .private, .fileprivate, .internal, .open, .final, .override, .lazy, .weak,
        .unowned, .mutating, .nonmutating, .convenience, .required, .dynamic, .optional, .indirect,
        .nonisolated, .prefix, .postfix, .infix, .package, .distributed, .consuming, .borrowing, .async,
    ]

    static let declarationKeywords: KeywordSet = [
        .class, .struct, .enum, .protocol, .extension, .actor, .func, .`init`, .deinit, .subscript, .var, .let,
        .case, .typealias, .import, .associatedtype, .operator, .precedencegroup, .macro,
    ]

    /// Words Swift reserves: never a declared name unless backticked (and a backticked
    /// name has no keyword). A half-typed `func` or `let` then leaves the declaration on
    /// the next line alone instead of taking its keyword for a name.
    static let reservedWords: KeywordSet = [
        .class, .struct, .enum, .protocol, .extension, .func, .`init`, .deinit, .subscript, .var, .let, .case,
        .typealias, .import, .associatedtype, .operator, .precedencegroup, .static, .public, .private, .fileprivate,
        .internal, .if, .guard, .else, .switch, .default, .for, .in, .while, .repeat, .do, .catch, .defer, .return,
        .throw, .break, .continue, .fallthrough, .where, .self, .Self, .super, .true, .false, .nil, .is, .as, .try,
        .throws, .rethrows, .inout, .Any,
    ]

    /// Whether `token` can be a declared name.
    func isName(_ token: Token?) -> Bool {
        guard let token, token.kind == .identifier else { return false }
        return !Parser.reservedWords.contains(token.keyword)
    }

    /// Whether the tokens at `offset` start a declaration (after attributes and modifiers).
    func startsDeclaration(at offset: Int = 0) -> Bool {
        var k = offset
        while let token = peek(k) {
            if token.kind == .attribute {
                k += 1
                if peek(k)?.kind == .leftParen && !triviaBefore(k) {
                    var depth = 0
                    while let t = peek(k) {
                        if t.kind == .leftParen { depth += 1 }
                        if t.kind == .rightParen { depth -= 1; if depth == 0 { k += 1; break } }
                        k += 1
                    }
                }
                continue
            }
            guard token.kind == .identifier else { return false }
            let keyword = token.keyword
            if keyword == .actor { return peek(k + 1)?.kind == .identifier && !newlineBefore(k + 1) }
            if keyword == .macro { return peek(k + 1)?.kind == .identifier }
            if Parser.modifierKeywords.contains(keyword) {
                // `open(url)` or `lazy` as a name: a modifier is followed by more declaration.
                if keyword == .class, let next = peek(k + 1), next.kind == .identifier,
                   !Parser.modifierKeywords.contains(next.keyword), !Parser.declarationKeywords.contains(next.keyword) {
                    return true  // `class Foo`
                }
                if peek(k + 1)?.kind == .leftParen {
                    // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`; anything else in
                    // the parentheses makes it a call, as `open(url)` or `lazy(x)` is.
                    guard let detail = peek(k + 2), spells(detail, "set") || spells(detail, "unsafe") || spells(detail, "safe"),
                          peek(k + 3)?.kind == .rightParen else { return false }
                    k += 4
                    continue
                }
                if let next = peek(k + 1), next.kind == .identifier || next.kind == .attribute {
                    k += 1
                    continue
                }
                return false
            }
            return Parser.declarationKeywords.contains(keyword)
        }
        return false
    }

    /// The doc comments immediately above the token at `position`: from the first one's start
    /// to the last one's end.
    func docCommentRange() -> Range<Int>? {
        guard position < significant.count else { return nil }
        var index = Int(significant[position]) - 1
        var first = index + 1
        var found = false
        while index >= 0 && tokens[index].isTrivia {
            let kind = tokens[index].kind
            if kind == .docLineComment || kind == .docBlockComment {
                found = true
                first = index
            } else if kind == .lineComment || kind == .blockComment {
                if found { break }
            }
            index -= 1
        }
        guard found else { return nil }
        var last = first
        for i in first..<Int(significant[position]) where tokens[i].kind == .docLineComment || tokens[i].kind == .docBlockComment {
            last = i
        }
        return Int(tokens[first].start)..<Int(tokens[last].end)
    }

    mutating func parseDeclHeader() -> DeclHeader {
        var header = DeclHeader()
        header.setDocComment(docCommentRange())
        while let token = current {
            if token.kind == .attribute {
                advance()
                var arguments: String?
                if check(.leftParen) && !triviaBefore() {
                    let start = position
                    skipBalancedGroup()
                    let inner = collapsedText(from: start)
                    arguments = String(inner.dropFirst().dropLast())
                }
                header.attributes.append(Attribute(name: expressions.name(bytes[Int(token.start) + 1..<Int(token.end)]), arguments: arguments,
                                                    location: token.location))
                continue
            }
            guard token.kind == .identifier, Parser.modifierKeywords.contains(token.keyword) else { break }
            // `class func` is a modifier; `class Foo` is a declaration.
            if token.keyword == .class {
                guard let next = peek(1), next.kind == .identifier,
                      Parser.modifierKeywords.contains(next.keyword) || Parser.declarationKeywords.contains(next.keyword) else { break }
            }
            guard let next = peek(1), next.kind == .identifier || next.kind == .attribute || next.kind == .leftParen else { break }
            advance()
            var modifier = text(of: token)
            if check(.leftParen) && !triviaBefore() {
                let start = position
                skipBalancedGroup()
                modifier += collapsedText(from: start)
            }
            header.addModifier(modifier)
        }
        return header
    }

    /// A declaration, or nil (nothing consumed) if the tokens here do not start one.
    mutating func parseDeclaration() -> Decl? {
        guard startsDeclaration() else { return nil }
        let start = location
        let header = parseDeclHeader()
        guard let token = current, token.kind == .identifier else { return nil }
        switch token.keyword {
        case .class, .struct, .enum, .protocol, .extension, .actor:
            return .type(parseTypeDecl(header: header, start: start))
        case .var, .let:
            return .variable(parseVariableDecl(header: header, start: start))
        case .func, .`init`, .deinit, .subscript:
            return .function(parseFunctionDecl(header: header, start: start))
        case .case:
            return .enumCase(parseEnumCase(header: header, start: start))
        case .typealias:
            advance()
            var name = ""
            if isName(current) { name = unescaped(advance()!) }
            if checkOperator("<") { skipAngles() }
            var type: TypeSyntax?
            if consume(.equal) != nil { type = parseType() }
            return .typeAlias(TypeAliasDecl(header: header, name: name, type: type, location: start))
        case .import:
            advance()
            let pathStart = position
            if let kind = current, kind.kind == .identifier, !newlineBefore(),
               Parser.importKindKeywords.contains(kind.keyword) {
                advance()
            }
            let firstPathToken = position
            while let t = current, !newlineBefore() || position == firstPathToken,
                  isName(t) || t.kind == .period || t.kind == .operator {
                advance()
            }
            _ = pathStart
            return .import(ImportDecl(path: collapsedText(from: firstPathToken), attributes: header.attributes.map { attribute in
                attribute.arguments.map { attribute.name + "(" + $0 + ")" } ?? attribute.name
            }, location: start))
        default:
            // associatedtype, operator, precedencegroup, macro: kept as a line we step over.
            advance()
            skipRestOfDeclaration()
            return .statement(.unknown(start))
        }
    }

    /// Steps over the rest of a declaration kassios does not model: to the end of its line,
    /// or over its braced body.
    mutating func skipRestOfDeclaration() {
        while let token = current, !newlineBefore() {
            if token.kind == .leftBrace {
                skipBalancedGroup()
                return
            }
            if token.kind == .rightBrace || token.kind == .semicolon { return }
            skipBalancedGroup()
        }
    }

    mutating func parseTypeDecl(header: DeclHeader, start: SourceLocation) -> TypeDecl {
        let keywordToken = advance()!
        let kind: TypeDecl.Kind
        switch keywordToken.keyword {
        case .class: kind = .class
        case .struct: kind = .struct
        case .enum: kind = .enum
        case .protocol: kind = .protocol
        case .actor: kind = .actor
        default: kind = .extension
        }
        let nameLocation = location
        var name = ""
        if kind == .extension {
            if isName(current) { name = parseType()?.text ?? "" }
        } else if let token = current, isName(token) {
            advance()
            name = self.name(of: token)
        }
        var generics: String?
        if checkOperator("<") {
            let genericStart = position
            skipAngles()
            generics = collapsedText(from: genericStart)
        }
        var inheritance: [TypeSyntax] = []
        if consume(.colon) != nil {
            repeat {
                guard let type = parseType() else { break }
                inheritance.append(type)
            } while consume(.comma) != nil
        }
        var whereClause: String?
        if check(.where) {
            let whereStart = position
            advance()
            while let token = current, token.kind != .leftBrace, token.kind != .rightBrace { skipBalancedGroup() }
            whereClause = collapsedText(from: whereStart)
        }
        var members: [Decl] = []
        if check(.leftBrace) {
            if enter() {
                advance()
                members = parseMembers()
                if consume(.rightBrace) == nil {
                    note("expected '}' to close \(kind.rawValue) \(name)", at: location)
                }
                leave()
            }
        }
        return TypeDecl(kind: kind, header: header, name: name, nameLocation: nameLocation, genericParameters: generics,
                        inheritance: inheritance, whereClause: whereClause, members: members, location: start)
    }

    mutating func parseVariableDecl(header: DeclHeader, start: SourceLocation) -> VariableDecl {
        let isLet = advance()!.keyword == .let
        var bindings = PatternBindings()
        repeat {
            let nameLocation = location
            var name: String?
            if let token = current, isName(token) {
                advance()
                name = self.name(of: token)
                if name == "_" { name = nil }
            } else if check(.leftParen) {
                skipBalancedGroup()   // a tuple pattern
            } else {
                break
            }
            var type: TypeSyntax?
            if consume(.colon) != nil { type = parseType() }
            var initializer: Expr?
            if consume(.equal) != nil { initializer = parseExpression() }
            var accessors: [Accessor]?
            if check(.leftBrace) && (initializer == nil || isObserverBlock()) {
                accessors = parseAccessorBlock()
            }
            bindings.append(PatternBinding(name: name, nameLocation: nameLocation, type: type, initializer: initializer, accessors: accessors))
        } while consume(.comma) != nil
        return VariableDecl(header: header, isLet: isLet, bindings: bindings, location: start)
    }

    /// `{ willSet … }` or `{ didSet … }` after an initializer.
    func isObserverBlock() -> Bool {
        var k = 1
        while let token = peek(k), token.kind == .attribute { k += 1 }
        guard let token = peek(k) else { return false }
        return token.keyword == .willSet || token.keyword == .didSet
    }

    static let accessorKeywords: KeywordSet = [.get, .set, .willSet, .didSet, ._modify, ._read, .`init`]

    /// `{ get … set … }`, `{ get set }`, or an implicit getter `{ statements }`.
    mutating func parseAccessorBlock() -> [Accessor] {
        let braceLocation = location
        guard enter() else { return [] }
        defer { leave() }
        advance()
        // Explicit accessors start with an accessor keyword, maybe after attributes/modifiers.
        var k = 0
        while let token = peek(k), token.kind == .attribute || (token.kind == .identifier && Parser.accessorModifierKeywords.contains(token.keyword)) {
            k += 1
        }
        let first = peek(k)
        let isExplicit = first.map { $0.kind == .identifier && Parser.accessorKeywords.contains($0.keyword) } ?? false
            && (peek(k + 1).map { [.leftBrace, .rightBrace, .leftParen, .identifier].contains($0.kind) } ?? false)
        guard isExplicit else {
            let body = parseStatements()
            consume(.rightBrace)
            return [Accessor(kind: "get", body: body, location: braceLocation)]
        }
        var accessors: [Accessor] = []
        while let token = current, token.kind != .rightBrace {
            while check(.attribute) || (current.map { $0.kind == .identifier && Parser.accessorModifierKeywords.contains($0.keyword) } ?? false) {
                advance()
            }
            guard let accessorToken = current, accessorToken.kind == .identifier, Parser.accessorKeywords.contains(accessorToken.keyword) else {
                skipUnexpected("unexpected token in accessor block")
                continue
            }
            advance()
            if check(.leftParen) { skipBalancedGroup() }   // set(newValue)
            while let effect = current, effect.kind == .identifier, Parser.effectKeywords.contains(effect.keyword) {
                advance()
                if check(.leftParen) && !triviaBefore() { skipBalancedGroup() }
            }
            var body: [Stmt]?
            if check(.leftBrace) { body = parseBlock() }
            accessors.append(Accessor(kind: text(of: accessorToken), body: body, location: accessorToken.location))
        }
        consume(.rightBrace)
        return accessors
    }

    mutating func parseFunctionDecl(header: DeclHeader, start: SourceLocation) -> FunctionDecl {
        let keywordToken = advance()!
        var kind = FunctionDecl.Kind.function
        var name = text(of: keywordToken)
        var nameLocation = keywordToken.location
        switch keywordToken.keyword {
        case .`init`:
            kind = .initializer
            if let token = current, token.kind == .operator, !triviaBefore(), token.length == 1 { advance() }  // init? init!
        case .deinit:
            kind = .deinitializer
        case .subscript:
            kind = .subscript
        default:
            if let token = current, isName(token) || token.kind == .operator {
                advance()
                nameLocation = token.location
                name = self.name(of: token)
                }
        }
        var generics: String?
        if checkOperator("<") {
            let genericStart = position
            skipAngles()
            generics = collapsedText(from: genericStart)
        }
        var parameters: [Parameter] = []
        if check(.leftParen) { parameters = parseParameterClause(defaultUnlabeled: kind == .subscript) }
        var isAsync = false
        var isThrowing = false
        while let token = current, token.kind == .identifier, Parser.effectKeywords.contains(token.keyword) {
            advance()
            if token.keyword == .async { isAsync = true } else { isThrowing = true }
            if check(.leftParen) && !triviaBefore() { skipBalancedGroup() }   // throws(MyError)
        }
        var returnType: TypeSyntax?
        if consume(.arrow) != nil { returnType = parseType() }
        if check(.where) {
            advance()
            while let token = current, token.kind != .leftBrace, token.kind != .rightBrace, !startsDeclaration() || !newlineBefore() {
                skipBalancedGroup()
            }
        }
        var body: [Stmt]?
        var accessors: [Accessor]?
        if check(.leftBrace) {
            if kind == .subscript {
                accessors = parseAccessorBlock()
                body = accessors?.first(where: { $0.kind == "get" })?.body
            } else {
                body = parseBlock()
            }
        }
        return FunctionDecl(kind: kind, header: header, name: name, nameLocation: nameLocation, genericParameters: generics,
                            parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, returnType: returnType,
                            body: body, accessors: accessors, location: start)
    }

    /// `(_ id: String, into field: Field = .x, values: Int...)`.
    mutating func parseParameterClause(defaultUnlabeled: Bool) -> [Parameter] {
        guard enter() else { return [] }
        defer { leave() }
        advance()
        var parameters: [Parameter] = []
        while let token = current, token.kind != .rightParen {
            while check(.attribute) { advance(); if check(.leftParen) && !triviaBefore() { skipBalancedGroup() } }
            guard let first = current, first.kind == .identifier else {
                skipUnexpected("unexpected token in parameter list")
                if consume(.comma) != nil { continue }
                continue
            }
            advance()
            var label: String? = self.name(of: first)
            var name = label ?? "_"
            if let second = current, second.kind == .identifier {
                advance()
                name = self.name(of: second)
            } else if defaultUnlabeled {
                label = nil
            }
            if label == "_" { label = nil }
            var type: TypeSyntax?
            var isVariadic = false
            if consume(.colon) != nil {
                type = parseType()
                if type?.text.hasSuffix("...") == true { isVariadic = true }
            }
            var defaultValue: Expr?
            if consume(.equal) != nil { defaultValue = parseExpression() }
            parameters.append(Parameter(label: label, name: name, type: type, defaultValue: defaultValue, isVariadic: isVariadic, location: first.location))
            if consume(.comma) == nil && !check(.rightParen) {
                skipUnexpected("unexpected token in parameter list")
            }
        }
        consume(.rightParen)
        return parameters
    }

    mutating func parseEnumCase(header: DeclHeader, start: SourceLocation) -> EnumCaseDecl {
        advance()
        var elements: [EnumCaseDecl.Element] = []
        repeat {
            guard let token = current, isName(token) else { break }
            advance()
            let name = self.name(of: token)
            var associated: String?
            if check(.leftParen) {
                let s = position
                skipBalancedGroup()
                associated = collapsedText(from: s)
            }
            var rawValue: Expr?
            if consume(.equal) != nil { rawValue = parseExpression() }
            elements.append(EnumCaseDecl.Element(name: name, location: token.location, rawValue: rawValue, associatedValue: associated))
        } while consume(.comma) != nil
        return EnumCaseDecl(header: header, elements: elements, location: start)
    }

    // MARK: - Types

    /// Skips `<…>` generic arguments or parameters, splitting `>>` as needed.
    mutating func skipAngles() {
        var depth = 0
        while let token = current {
            switch token.kind {
            case .operator:
                var onlyAngles = true
                var delta = 0
                for b in token.range {
                    switch bytes[b] {
                    case UInt8(ascii: "<"): delta += 1
                    case UInt8(ascii: ">"): delta -= 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
                    default: onlyAngles = false
                    }
                }
                if !onlyAngles && depth == 0 { return }
                depth += delta
                advance()
                if depth <= 0 { return }
            case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightBracket:
                return
            case .leftParen, .leftBracket:
                skipBalancedGroup()
            default:
                if depth == 0 { return }
                advance()
            }
        }
    }

    static let effectKeywords: KeywordSet = [.async, .throws, .rethrows]
    static let labelableKeywords: KeywordSet = [.for, .while, .repeat, .do, .if, .switch]
    static let directiveKeywords: KeywordSet = [.poundIf, .poundElse, .poundElseif, .poundEndif]
    static let forPrefixKeywords: KeywordSet = [.try, .await, .case]
    static let importKindKeywords: KeywordSet = [.struct, .class, .enum, .protocol, .func, .var, .let, .typealias]
    static let accessorModifierKeywords: KeywordSet = [.mutating, .nonmutating, .override]
    static let typeNameKeywords: KeywordSet = [.Self, .Any, .class]
    static let typePrefixKeywords: KeywordSet = [.some, .any, .inout, .borrowing, .consuming, .isolated, .repeat]

    /// `some`, `any`, `inout`… before a type; a few are not keywords elsewhere.
    func isTypePrefix(_ token: Token) -> Bool {
        Parser.typePrefixKeywords.contains(token.keyword)
            || spells(token, "sending") || spells(token, "__owned") || spells(token, "__shared") || spells(token, "each")
    }

    /// A type: `Int`, `[String: [Int]]`, `(Int) async throws -> Void`, `some P & Q`,
    /// `Foo.Bar<T>.Type?`, `@escaping () -> Void`. Nil (nothing consumed) if none starts here.
    mutating func parseType() -> TypeSyntax? {
        let start = position
        guard enter() else { return TypeSyntax(text: collapsedText(from: start)) }
        defer { leave() }
        while check(.attribute) {
            advance()
            if check(.leftParen) && !triviaBefore() { skipBalancedGroup() }
        }
        while let token = current, token.kind == .identifier, isTypePrefix(token),
              peek(1).map({ $0.kind == .identifier || $0.kind == .leftParen || $0.kind == .leftBracket }) ?? false {
            advance()
        }
        guard parsePrimaryType() else {
            position = start
            return nil
        }
        // Postfix: optionals, variadics, compositions, metatypes, function arrows.
        while let token = current {
            if token.kind == .operator && !triviaBefore() && (spells(token, "?") || spells(token, "!")) {
                advance()
            } else if token.kind == .operator && spells(token, "...") {
                advance()
            } else if token.kind == .operator && spells(token, "&") {
                advance()
                _ = parsePrimaryType()
            } else if token.kind == .identifier && (token.keyword == .async || token.keyword == .throws || token.keyword == .rethrows),
                      peekPastEffects() {
                advance()
                if check(.leftParen) && !triviaBefore() { skipBalancedGroup() }
            } else if token.kind == .arrow {
                advance()
                _ = parseType()
                break
            } else {
                break
            }
        }
        return TypeSyntax(text: Parser.unparenthesized(collapsedText(from: start)))
    }

    /// `(HomePage)` → `HomePage`: a type in one pair of parentheses is that type (Wire's helpers
    /// return `-> (ConversationsPage)`). A tuple, `()`, a labelled element and a function type
    /// (`(A) -> B`) stay as written.
    static func unparenthesized(_ text: String) -> String {
        // Most types start with a name: answered by the first byte, with nothing copied.
        let utf8 = text.utf8
        guard utf8.first == UInt8(ascii: "("), utf8.last == UInt8(ascii: ")"), utf8.count > 2 else { return text }
        var depth = 0
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                // `->` inside is a function type's arrow, not a closing angle.
                if byte == UInt8(ascii: ">"), previous == UInt8(ascii: "-") { return text }
                depth -= 1
                if depth == 0 && next != utf8.endIndex { return text }   // `(A) -> B`, `(A)?`
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                if depth == 1 { return text }
            default:
                break
            }
            previous = byte
            index = next
        }
        var inner = utf8.dropFirst().dropLast()
        while inner.first == 0x20 { inner = inner.dropFirst() }
        while inner.last == 0x20 { inner = inner.dropLast() }
        return inner.isEmpty ? text : String(Substring(inner))
    }

    /// Whether the effects here (`async throws`) are followed by `->`: part of a function type.
    func peekPastEffects() -> Bool {
        var k = 0
        while let token = peek(k), token.kind == .identifier, Parser.effectKeywords.contains(token.keyword) {
            k += 1
            if peek(k)?.kind == .leftParen { k += 3 }
        }
        return peek(k)?.kind == .arrow
    }

    mutating func parsePrimaryType() -> Bool {
        guard let token = current else { return false }
        switch token.kind {
        case .leftParen, .leftBracket:
            skipBalancedGroup()
        case .identifier where isName(token) || Parser.typeNameKeywords.contains(token.keyword):   // `protocol P: class`
            advance()
        default:
            return false
        }
        // Generic arguments and nested names: `Foo<Bar>.Baz`, `Foo.Type`.
        while true {
            if checkOperator("<") && !triviaBefore() {
                skipAngles()
            } else if let token = current, token.kind == .operator, !triviaBefore(), spells(token, "<>") {
                advance()
            } else if check(.period), let next = peek(1), next.kind == .identifier, !triviaBefore(1) {
                advance()
                advance()
            } else {
                return true
            }
        }
    }
}

/// A parsed source file: its declarations and what was found wrong on the way.
public final class SourceFile {
    public let path: String
    public let bytes: [UInt8]
    public let declarations: [Decl]
    /// Unterminated literals, groups left open, too-deep nesting; always worth reporting.
    public let diagnostics: [SyntaxDiagnostic]
    /// Tokens the parser stepped over; reported only when asked.
    public let skipped: [SyntaxDiagnostic]
    /// Comment tokens, for suppressions and annotations.
    public let comments: [Token]
    public let lineCount: Int
    /// The blocks the file's expressions are stored in: an `Expr` of the file is valid while the file is.
    let expressionBlocks: [ExprBlock]

    public init(path: String, bytes: [UInt8]) {
        let lexed = Lexer.tokenize(bytes)
        let expressions = ExprAllocator.acquire()
        var parser = Parser(bytes: bytes, tokens: lexed.tokens, expressions: expressions)
        let declarations = parser.parseFile()
        self.expressionBlocks = expressions.finishParse()
        ExprAllocator.release(expressions)
        self.path = path
        self.bytes = bytes
        self.declarations = declarations
        // An unterminated literal usually leaves brackets open too: one diagnostic for one cause.
        let unclosed = lexed.diagnostics.isEmpty ? UnclosedGroups.diagnostics(in: lexed.tokens) : []
        self.diagnostics = (lexed.diagnostics + parser.diagnostics + unclosed).sorted { $0.location < $1.location }
        self.skipped = parser.skipped
        self.comments = SourceFile.comments(in: lexed.tokens)
        self.lineCount = SourceFile.lineCount(of: lexed.tokens, in: bytes)
    }

    /// The comment tokens, in an array of exactly their count: it is kept for the whole run,
    /// and `filter` would leave up to half of it unused.
    static func comments(in tokens: [Token]) -> [Token] {
        var count = 0
        for token in tokens where token.kind.isComment { count += 1 }
        var comments: [Token] = []
        comments.reserveCapacity(count)
        for token in tokens where token.kind.isComment { comments.append(token) }
        return comments
    }

    /// The last token's line, plus the line breaks inside it when it spans lines (a
    /// multi-line string or comment at the very end). A final line break ends a line
    /// rather than starting one.
    static func lineCount(of tokens: [Token], in bytes: [UInt8]) -> Int {
        guard let last = tokens.last else { return 0 }
        var lines = Int(last.line)
        if last.kind != .newline && last.kind.mayContainNewlines {
            // Each break counts at its last byte; the file's final byte ends the last line.
            for i in last.range where i + 1 < bytes.count {
                if bytes[i] == 0x0A || (bytes[i] == 0x0D && bytes[i + 1] != 0x0A) { lines += 1 }
            }
        }
        return lines
    }

    public convenience init(path: String = "<memory>", source: String) {
        self.init(path: path, bytes: Array(source.utf8))
    }

    public func text(of token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// Whether the file imports `module` (or a submodule of it, `import pmtest.Elements`) at its top level.
    /// The module's name is compared as it is spelt, byte for byte: rules ask it of every file.
    public func imports(_ module: String) -> Bool {
        declarations.contains { declaration in
            guard case .import(let imported) = declaration else { return false }
            let path = imported.path.utf8
            return path.prefix { $0 != UInt8(ascii: ".") }.elementsEqual(module.utf8)
        }
    }
}
