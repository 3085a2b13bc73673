import XCTest
@testable import KassiosSyntax

/// Expressions, checked through their `description` rendering.
final class ParserExpressionTests: XCTestCase {
    private func assertParses(_ source: String, _ rendering: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Syntax.expression(source, file: file, line: line).description, rendering, source, file: file, line: line)
    }

    // MARK: - Postfix chains

    func testMemberChains() {
        assertParses("app.buttons[\"x\"].tap()", "call(member(subscript(member(app, buttons), [\"x\"]), tap))")
        assertParses("app.cells.element(boundBy: 0).tap()", "call(member(call(member(member(app, cells), element), boundBy: 0), tap))")
        assertParses("a.b?.c()", "call(member(postfix(member(a, b)?), c))")
        assertParses("x?.y!.z", "member(postfix(member(postfix(x?), y)!), z)")
        assertParses("self.x", "member(self, x)")
        assertParses("super.init()", "call(member(super, init))")
        assertParses("Self.shared", "member(Self, shared)")
        assertParses("Int.self", "member(Int, self)")
        assertParses("x.0", "member(x, 0)")
        assertParses("`default`.`class`", "member(default, class)")
    }

    func testNestedTupleIndexes() {
        // `t.0.1` lexes as `t`, `.`, `0.1`: the float is two tuple indexes.
        let expr = Syntax.expression("t.0.1")
        XCTAssertEqual(expr.description, "member(member(t, 0), 1)")
        let file = SourceFile(source: "t.0.1")
        guard case .statement(.expression(let member)) = file.declarations.first, case .member("1", let base) = member.kind else {
            return XCTFail("not a member")
        }
        XCTAssertEqual(file.memberNameLocation(of: member).column, 5)
        XCTAssertEqual(file.memberNameLocation(of: member).offset, 4)
        XCTAssertEqual(file.memberNameLocation(of: base).column, 3)
        XCTAssertEqual(base.endOffset, 3)
        assertParses("t.0.1.description", "member(member(member(t, 0), 1), description)")
    }

    func testChainContinuedOnTheNextLine() {
        assertParses("app\n    .buttons[\"x\"]\n    .tap()", "call(member(subscript(member(app, buttons), [\"x\"]), tap))")
        assertParses("screen\n  // a comment\n  .submit\n  /* and */ .tap()", "call(member(member(screen, submit), tap))")
    }

    func testLineBreaksEndCallsButNotTrailingClosures() {
        // As in the compiler: `(` and `[` on a new line start new expressions, `{` does not.
        let bytes = Array("foo\n(x)\na\n[0]\nbar\n{ y }\n1\n{ z }".utf8)
        var parser = Parser(bytes: bytes, tokens: Lexer.tokenize(bytes).tokens)
        XCTAssertEqual(parser.parseExpression().description, "foo")
        XCTAssertEqual(parser.parseExpression().description, "(x)")
        XCTAssertEqual(parser.parseExpression().description, "a")
        XCTAssertEqual(parser.parseExpression().description, "[0]")
        XCTAssertEqual(parser.parseExpression().description, "call(bar, trailing: { 1 statements })")
        // A literal never takes a trailing closure.
        XCTAssertEqual(parser.parseExpression().description, "1")
        XCTAssertEqual(parser.parseExpression().description, "{ 1 statements }")
        XCTAssertTrue(parser.atEnd)
        assertParses("XCTContext.runActivity(named: \"x\")\n{ _ in\n  a()\n}",
                     "call(member(XCTContext, runActivity), named: \"x\", trailing: { _ in 1 statements })")
    }

    func testImplicitMembers() {
        assertParses(".button", "member(, button)")
        assertParses(".init(x: 1)", "call(member(, init), x: 1)")
        assertParses("element(.button, id)", "call(element, member(, button), id)")
        assertParses("x == .some(1)", "seq(x == call(member(, some), 1))")
    }

    // MARK: - Calls, subscripts, collections

    func testCalls() {
        assertParses("foo()", "call(foo)")
        assertParses("foo(a: 1, b)", "call(foo, a: 1, b)")
        assertParses("XCUIApplication().launch()", "call(member(call(XCUIApplication), launch))")
        assertParses("reduce(0, +)", "call(reduce, 0, +)")
        assertParses("foo(bar:)", "call(foo, bar: ?)")
        assertParses("Array<Int>()", "call(Array)")
        assertParses("f(a<b>(c))", "call(f, call(a, c))")
        assertParses("f(a < b, c > d)", "call(f, seq(a < b), seq(c > d))")
    }

    func testTrailingClosures() {
        assertParses("list.map { $0 }", "call(member(list, map), trailing: { 1 statements })")
        assertParses("foo(x) { }", "call(foo, x, trailing: { 0 statements })")
        assertParses("foo { a } onError: { b; c }", "call(foo, trailing: { 1 statements }, onError: { 2 statements })")
        assertParses("UIView.animate(withDuration: 1) {\n  a()\n} completion: { _ in\n}",
                     "call(member(UIView, animate), withDuration: 1, trailing: { 1 statements }, completion: { _ in 0 statements })")
        let expr = Syntax.expression("run { } label: { }")
        guard case .call(_, _, let closures) = expr.kind else { return XCTFail("not a call") }
        XCTAssertEqual(closures.map(\.label), [nil, "label"])
        XCTAssertEqual(closures[1].value.location.column, 16)
    }

    func testSubscripts() {
        assertParses("a[0]", "subscript(a, [0])")
        assertParses("a[i, j]", "subscript(a, [i, j])")
        assertParses("dict[\"k\", default: 0]", "subscript(dict, [\"k\", default: 0])")
        assertParses("m[0][1]", "subscript(subscript(m, [0]), [1])")
    }

    func testCollectionLiterals() {
        assertParses("[1, 2]", "[1, 2]")
        assertParses("[1, 2,]", "[1, 2]")
        assertParses("[]", "[]")
        assertParses("[:]", "[:]")
        assertParses("[\"a\": 1, \"b\": 2,]", "[\"a\": 1, \"b\": 2]")
        assertParses("[[1], [2, 3]]", "[[1], [2, 3]]")
        assertParses("[Int]()", "call([Int])")
    }

    func testTuplesAndParentheses() {
        assertParses("()", "()")
        assertParses("(a)", "(a)")
        assertParses("(a, b)", "(a, b)")
        assertParses("(x: 1, y: 2)", "(x: 1, y: 2)")
    }

    // MARK: - Closures

    func testClosures() throws {
        assertParses("{ $0.isHittable }", "{ 1 statements }")
        assertParses("{ a, b in a + b }", "{ a, b in 1 statements }")
        assertParses("{ (x: Int) -> Bool in x > 0 }", "{ x in 1 statements }")
        assertParses("{ (a: Int, b: Int) async throws -> Int in a }", "{ a, b in 1 statements }")
        assertParses("{ (_ a: Int, label b: Int) in }", "{ a, b in 0 statements }")
        assertParses("{ [weak self] in self?.go() }", "{ 1 statements }")
        assertParses("{ [unowned self] (a, b) in }", "{ a, b in 0 statements }")
        assertParses("{ [weak self, x = y] value in value }", "{ value in 1 statements }")
        assertParses("{ @MainActor in x }", "{ 1 statements }")
        assertParses("{ _ in }", "{ _ in 0 statements }")
        // `(a, b)` with no `in` is a tuple statement, not parameters.
        assertParses("{ (a, b) }", "{ 1 statements }")
        let expr = Syntax.expression("{ [weak self] in\n  self?.a()\n  b()\n}")
        guard case .closure(let closure) = expr.kind else { return XCTFail("not a closure") }
        XCTAssertEqual(closure.parameters, [])
        XCTAssertEqual(closure.body.map { $0.asExpression?.description }, ["call(member(postfix(self?), a))", "call(b)"])
    }

    // MARK: - Operators

    func testTryAwait() {
        assertParses("try foo()", "try(call(foo))")
        assertParses("try? foo()", "try?(call(foo))")
        assertParses("try! foo()", "try!(call(foo))")
        assertParses("await foo()", "await(call(foo))")
        assertParses("try await app.launch()", "try(await(call(member(app, launch))))")
        assertParses("try app.buttons[\"x\"].waitForExistence(timeout: 5)",
                     "try(call(member(subscript(member(app, buttons), [\"x\"]), waitForExistence), timeout: 5))")
    }

    /// Parameter packs (Swift 5.9): `repeat` before an expression is a pack expansion, not a loop, and
    /// `each` before a name an element of the pack; `each` alone is still a name.
    func testPackExpansions() {
        assertParses("(repeat each v)", "(prefix(repeatprefix(eachv)))")
        assertParses("repeat print(each v)", "prefix(repeatcall(print, prefix(eachv)))")
        assertParses("each + 1", "seq(each + 1)")
        assertParses("each.count", "member(each, count)")
        let file = SourceFile(path: "Packs.swift", source: """
            func logAll<each T>(_ v: repeat each T) -> (repeat each T) {
                repeat print(each v)
                for x in repeat each v { print(x) }
                repeat { step() } while false
                return (repeat each v)
            }
            """)
        XCTAssertEqual(file.diagnostics.map(\.message) + file.skipped.map(\.message), [])
    }

    func testCasts() {
        assertParses("x as? Int", "cast(x as? Int)")
        assertParses("x as! T", "cast(x as! T)")
        assertParses("x as T", "cast(x as T)")
        assertParses("x is Int", "cast(x is Int)")
        assertParses("a.b as? [String: Any] ?? [:]", "seq(cast(member(a, b) as? [String: Any]) ?? [:])")
    }

    func testTernary() {
        assertParses("a ? b : c", "ternary(a ? b : c)")
        assertParses("flag ? \"x\" : \"y\"", "ternary(flag ? \"x\" : \"y\")")
        assertParses("a ? b : c ? d : e", "ternary(a ? b : ternary(c ? d : e))")
        assertParses("x == 1 ? a : b", "ternary(seq(x == 1) ? a : b)")
    }

    func testPrefixPostfixBinary() {
        assertParses("-x", "prefix(-x)")
        assertParses("!a.b", "prefix(!member(a, b))")
        assertParses("-a + -b", "seq(prefix(-a) + prefix(-b))")
        assertParses("a == -1", "seq(a == prefix(-1))")
        assertParses("x!", "postfix(x!)")
        assertParses("x...", "postfix(x...)")
        assertParses("...x", "prefix(...x)")
        assertParses("a + b * c", "seq(a + b * c)")
        assertParses("a+b", "seq(a + b)")
        assertParses("a..<b", "seq(a ..< b)")
        assertParses("a ?? b", "seq(a ?? b)")
        assertParses("x?.y ?? z", "seq(member(postfix(x?), y) ?? z)")
        assertParses("a.b.c = d.e", "seq(member(member(a, b), c) = member(d, e))")
        assertParses("x += 1", "seq(x += 1)")
        assertParses("!x && !y", "seq(prefix(!x) && prefix(!y))")
    }

    func testLiterals() {
        assertParses("1", "1")
        assertParses("1.5", "1.5")
        assertParses("true", "true")
        assertParses("false", "false")
        assertParses("nil", "nil")
        assertParses("/a+/", "regex")
        assertParses("#selector(tap(_:))", "#selector(call(tap, _: ?))")
        assertParses("#file", "#file")
    }

    func testKeyPaths() {
        assertParses("\\.name", "keyPath(\\.name)")
        assertParses("\\Foo.bar?.baz", "keyPath(\\Foo.bar?.baz)")
        assertParses("\\.[0]", "keyPath(\\.[0])")
        assertParses("a.map(\\.name).joined(separator: \", \")",
                     "call(member(call(member(a, map), keyPath(\\.name)), joined), separator: \", \")")
    }

    func testIfAndSwitchExpressions() {
        assertParses("x = if a { 1 } else { 2 }", "seq(x = statement)")
        assertParses("x = switch a { case 1: 2 default: 3 }", "seq(x = statement)")
    }

    func testLocations() {
        let expr = Syntax.expression("  app\n    .tap()")
        XCTAssertEqual(expr.location.line, 1)
        XCTAssertEqual(expr.location.column, 3)
        XCTAssertEqual(expr.endOffset, 16)
        let file = SourceFile(source: "  app\n    .tap()")
        guard case .statement(.expression(let call)) = file.declarations.first, case .call(let callee, _, _) = call.kind,
              case .member(let name, _) = callee.kind else {
            return XCTFail("not a member call")
        }
        XCTAssertEqual(name, "tap")
        XCTAssertEqual(file.memberNameLocation(of: callee).line, 2)
        XCTAssertEqual(file.memberNameLocation(of: callee).column, 6)
    }

    // MARK: - String literals

    private func literal(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> StringLiteral? {
        let expr = Syntax.expression(source, file: file, line: line)
        guard case .string(let literal) = expr.kind else {
            XCTFail("not a string literal: \(expr)", file: file, line: line)
            return nil
        }
        return literal
    }

    /// Segments as `text` and `\(arguments)@line:column`.
    private func segments(_ literal: StringLiteral?) -> [String] {
        (literal?.segments ?? []).map { segment in
            switch segment {
            case .text(let text): return text
            case .interpolation(let arguments, let location):
                return "\\(" + Expr.describe(arguments) + ")@\(location.line):\(location.column)"
            }
        }
    }

    func testStaticStrings() {
        XCTAssertEqual(literal("\"plain\"")?.staticValue, "plain")
        XCTAssertEqual(literal("\"\"")?.staticValue, "")
        XCTAssertEqual(literal("\"\\u{1F600}\\n\\t\\\"\\\\\\0\"")?.staticValue, "😀\n\t\"\\\0")
        XCTAssertEqual(literal("#\"raw \\n \"quoted\"\"#")?.staticValue, "raw \\n \"quoted\"")
        XCTAssertEqual(literal("#\"raw \\#n\"#")?.staticValue, "raw \n")
        XCTAssertEqual(literal("#\"\\(x)\"#")?.staticValue, "\\(x)")
        XCTAssertEqual(literal("#\"\\(x)\"#")?.rawHashes, 1)
        XCTAssertEqual(literal("\"\"\"\n    a\n      b\n    \"\"\"")?.staticValue, "a\n  b")
        // After a line continuation the next line drops its indentation too.
        XCTAssertEqual(literal("\"\"\"\n    a \\\n    b\n    c\n    \"\"\"")?.staticValue, "a b\nc")
        XCTAssertEqual(literal("\"\"\"\n    a\n    \"\"\"")?.isMultiline, true)
        XCTAssertEqual(literal("\"x\"")?.hasInterpolation, false)
    }

    func testInterpolations() {
        let simple = literal("\"a\\(b)c\"")
        XCTAssertEqual(segments(simple), ["a", "\\(b)@1:3", "c"])
        XCTAssertEqual(simple?.hasInterpolation, true)
        XCTAssertNil(simple?.staticValue)
        XCTAssertEqual(segments(literal("\"\\(a(b(c)))\"")), ["\\(call(a, call(b, c)))@1:2"])
        XCTAssertEqual(segments(literal("\"\\(\"x\")\"")), ["\\(\"x\")@1:2"])
        XCTAssertEqual(segments(literal("\"\\(a, label: b)\"")), ["\\(a, label: b)@1:2"])
        XCTAssertEqual(segments(literal("\"\\(xs.map { $0 })!\"")), ["\\(call(member(xs, map), trailing: { 1 statements }))@1:2", "!"])
        XCTAssertEqual(segments(literal("\"\\(x/2)/\\(y)\"")), ["\\(seq(x / 2))@1:2", "/", "\\(y)@1:9"])
        XCTAssertEqual(segments(literal("#\"\\#(x) \\(y)\"#")), ["\\(x)@1:3", " \\(y)"])
        XCTAssertEqual(segments(literal("\"\"\"\n    first\n    \\(value) and \\(other)\n    \"\"\"")),
                       ["first\n", "\\(value)@3:5", " and ", "\\(other)@3:18"])
    }

    /// The expressions inside the interpolations of the first `let` initializer in `source`.
    private func interpolated(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Expr] {
        let declarations = Syntax.file(source, file: file, line: line)
        guard let initializer = declarations.lazy.compactMap(\.asVariable).first?.bindings.first?.initializer,
              case .string(let literal) = initializer.kind else {
            XCTFail("no string initializer", file: file, line: line)
            return []
        }
        var inner: [Expr] = []
        for case .interpolation(let arguments, _) in literal.segments { inner += arguments.map(\.value) }
        return inner
    }

    func testInterpolatedExpressionsCarryFileLocations() {
        let inner = interpolated("x = 1\nlet s = \"ab\\(foo.bar) \\(baz)\"")
        XCTAssertEqual(inner.map(\.description), ["member(foo, bar)", "baz"])
        XCTAssertEqual(inner.map { "\($0.location.line):\($0.location.column)" }, ["2:14", "2:25"])
        XCTAssertEqual(inner.map(\.location.offset), [19, 30])
        let multiline = interpolated("let m = \"\"\"\n  x \\(a)\n    \\(b +\n  c)\n  \"\"\"")
        XCTAssertEqual(multiline.map(\.description), ["a", "seq(b + c)"])
        XCTAssertEqual(multiline.map { "\($0.location.line):\($0.location.column)" }, ["2:7", "3:7"])
    }

    func testMultilineStringsDropTheClosingIndentationFromEachSourceLine() {
        // Tabs count as written; an empty line keeps nothing; a line indented less keeps what it has.
        XCTAssertEqual(literal("\"\"\"\n\t\ta\n\n\t\t\tb\n\t\t\"\"\"")?.staticValue, "a\n\n\tb")
        XCTAssertEqual(literal("\"\"\"\n    a\n  b\n    \"\"\"")?.staticValue, "a\n  b")
        XCTAssertEqual(literal("\"\"\"\n    \"\"\"")?.staticValue, "")
        XCTAssertEqual(literal("\"\"\"\n\n    \"\"\"")?.staticValue, "")
        XCTAssertEqual(literal("\"\"\"\n  \u{E9}t\u{E9}\n  \"\"\"")?.staticValue, "\u{E9}t\u{E9}")
        // An escaped `\r` before a line break ends a source line like any other: the next line
        // loses its indentation, as the compiler strips source lines, not the value's graphemes.
        XCTAssertEqual(literal("\"\"\"\n  a\\r\n  b\n  \"\"\"")?.staticValue, "a\r\nb")
        // An escaped `\n` starts no source line: the spaces after it are text.
        XCTAssertEqual(literal("\"\"\"\n  p\\n  q\n  r\n  \"\"\"")?.staticValue, "p\n  q\nr")
        // A closing delimiter that does not stand on its own line (the compiler refuses it) strips nothing.
        XCTAssertEqual(literal("\"\"\"\n  a\n  b\"\"\"")?.staticValue, "\n  a\n  b")
        // Text after an interpolation continues its line; the lines after it lose their indentation.
        XCTAssertEqual(segments(literal("\"\"\"\n    \\(a) x\n    y\n      z\\(b)\n    \"\"\"")),
                       ["\\(a)@2:5", " x\ny\n  z", "\\(b)@4:8"])
    }

    func testMultilineStringsWithWindowsLineBreaks() {
        // Line breaks in a multi-line literal are `\n` in its value, whatever the file uses.
        XCTAssertEqual(literal("\"\"\"\r\n    a\r\n      b\r\n    \"\"\"")?.staticValue, "a\n  b")
        XCTAssertEqual(literal("\"\"\"\r    a\r    \"\"\"")?.staticValue, "a")
        XCTAssertEqual(literal("\"\"\"\r\n    a \\\r\n    b\r\n    \"\"\"")?.staticValue, "a b")
        let inner = interpolated("let m = \"\"\"\r\n  x \\(a)\r\n  \"\"\"")
        XCTAssertEqual(inner.map { "\($0.location.line):\($0.location.column)" }, ["2:7"])
    }
}
