import Foundation
import KassiosTestSupport
import XCTest
@testable import KassiosSyntax

/// The parser never fails: garbage is skipped (and noted), nesting too deep for
/// recursion is skipped with a diagnostic, and what follows is still read.
final class ParserRecoveryTests: XCTestCase {
    private let after = "\nstruct After {}\nfunc alsoAfter() {}\n"

    /// Names of the top-level declarations of `source`.
    private func topLevelNames(_ source: String) -> [String] {
        SourceFile(source: source).declarations.map(\.name)
    }

    // MARK: - Garbage

    func testDeclarationsAfterGarbageAreFound() {
        let garbage = [
            ")))]]]}}}", "@@@ ### ```", "= = -> -> :: ;;", "42 \"x\" 3.5 /re/", "else in where catch", "\"unterminated",
            "#endif #else #elseif", "case", "import", "import struct", "typealias", "extension", "let", "var = 1", "func",
            "enum", "struct", "protocol", "class", "init", "subscript", "@objc", "public static", "if", "guard", "for in {}",
            "switch x { 42 }", "f(a b)", "[1 2]", "a ? b", "\\", "$", "...", "x as", "try", "{ [weak self] in }",
        ]
        for prefix in garbage {
            let names = topLevelNames(prefix + after)
            XCTAssertEqual(Array(names.suffix(2)), ["After", "alsoAfter"], "after \(String(reflecting: prefix))")
        }
        // Invalid UTF-8 and control bytes.
        let bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x80, 0x0D, 0xC3] + Array(after.utf8)
        XCTAssertEqual(SourceFile(path: "bytes", bytes: bytes).declarations.map(\.name).suffix(2), ["After", "alsoAfter"])
    }

    /// Compiler diagnostics and line directives may stand wherever a declaration may (SE-0196):
    /// among members they are passed over, nothing skipped as unreadable.
    func testCompilerDiagnosticsAmongMembersAreNoGarbage() throws {
        let file = SourceFile(source: """
            final class WarningTests: XCTestCase {
                #warning("GitHub navigation does **NOT** respect WebView history")
                func test_history() {}
                #error("not (yet)")
                #sourceLocation(file: "a.swift", line: 1)
                var x = 1
                #sourceLocation()
            }
            #warning("at the top level")
            """)
        XCTAssertEqual(file.skipped.map(\.message), [])
        XCTAssertEqual(file.declarations.first?.asType?.members.map(\.name), ["test_history", "x"])
        XCTAssertEqual(file.declarations.count, 2, "the top-level one is a statement, as before")
    }

    func testGarbageInsideBodiesIsSkipped() throws {
        // The body's expressions are valid while their file is: it is kept to the end.
        let file = SourceFile(source: "class A {\n  ))) 42 + ;\n  func f() {\n    ]]]\n    g()\n  }\n  var x = 1\n}")
        let type = try XCTUnwrap(file.declarations.first?.asType)
        XCTAssertEqual(type.members.map(\.name), ["f", "x"])
        let body = try XCTUnwrap(type.members.first?.asFunction?.body)
        XCTAssertEqual(body.compactMap(\.asExpression).map(\.description), ["call(g)"])
        withExtendedLifetime(file) {}
    }

    func testUnterminatedBodiesEndAtTheEndOfFile() {
        let file = SourceFile(source: "struct A {\n  func f() {\n    g(\n")
        XCTAssertEqual(file.declarations.map(\.name), ["A"])
        XCTAssertEqual(file.declarations.first?.asType?.members.map(\.name), ["f"])
    }

    /// A string left open on its line ends there (the lexer's rule, the compiler's too), and
    /// the argument list or collection it was in ends at the next declaration, which is read.
    func testAListLeftOpenEndsAtTheNextDeclaration() throws {
        let source = """
            final class FooScreen: KassScreen {
                lazy var bad = button("foo.bad)
                override var onLoad: [KassElement] { [ok] }
                lazy var ok = button("foo.ok"
                private var rows = ["a", "b"
                @objc func tap() {}
                var count: Int { 1 }
            }
            """
        let file = SourceFile(source: source)
        let type = try XCTUnwrap(file.declarations.first?.asType)
        XCTAssertEqual(type.members.map(\.name), ["bad", "onLoad", "ok", "rows", "tap", "count"])
        XCTAssertEqual(file.skipped.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "3:5 unterminated argument list before 'override'",
            "5:5 unterminated argument list before 'private'",
            "6:5 unterminated collection literal before '@objc'",
        ])
        XCTAssertEqual(type.members.dropFirst(2).first?.asVariable?.bindings.first?.initializer?.description, #"call(button, "foo.ok")"#)
    }

    /// Where a list item may start a line with `let`/`var`, it still does: a pattern's binding.
    func testABindingOnTheNextLineOfAPatternIsNotADeclaration() throws {
        let file = SourceFile(source: "switch x {\ncase .some(\n    let value):\n    f(value)\ndefault: break\n}\n")
        XCTAssertEqual(file.skipped.map(\.message), [])
        XCTAssertEqual(file.diagnostics.count, 0)
        XCTAssertEqual(SourceFile(source: "f(a,\n  var: 1)\n").skipped.map(\.message), [], "`var` as a label")
        for label in ["func", "extension", "operator", "class", "private"] {
            let file = SourceFile(source: "let x = makeID(a: 1,\n    \(label): 2)\n")
            XCTAssertEqual(file.skipped.map(\.message), [], "`\(label)` as a label")
            XCTAssertEqual(file.declarations.first?.asVariable?.bindings.first?.initializer?.description, "call(makeID, a: 1, \(label): 2)", label)
        }
    }

    func testSkippedTokensAreNoted() {
        // Skipped tokens are notes for whoever asks; they are not diagnostics, except that a
        // closer that closes nothing is also a warning (`UnclosedGroups`).
        // `strayCloser`: where that warning is, line:column.
        let cases: [(String, [String], strayCloser: String?)] = [
            ("class A { 42 }", ["1:11 skipped unexpected token in declaration list '42'"], nil),
            (")\nlet x = 1", ["1:1 skipped unbalanced ')'"], "1:1"),
            ("f(a b)", ["1:5 skipped unexpected token in argument list 'b'"], nil),
            ("[1 2]", ["1:4 skipped unexpected token in collection literal '2'"], nil),
            ("switch x { 42 }", ["1:12 skipped unexpected token in switch '42'"], nil),
            ("#endif", ["1:1 skipped token '#endif'"], nil),
            ("func f() {\n  ]\n}", ["2:3 skipped unbalanced ']'"], "2:3"),
            (String(repeating: "\n", count: 11) + "func f() {\n" + String(repeating: " ", count: 12) + ")\n}",
             ["13:13 skipped unbalanced ')'"], "13:13"),
        ]
        for (source, expected, strayCloser) in cases {
            let file = SourceFile(source: source)
            XCTAssertEqual(file.skipped.map { "\($0.location.line):\($0.location.column) \($0.message)" }, expected, source)
            XCTAssertEqual(file.skipped.map(\.severity), expected.map { _ in .note }, source)
            XCTAssertEqual(file.diagnostics.map { "\($0.location.line):\($0.location.column)" }, strayCloser.map { [$0] } ?? [], source)
        }
    }

    // MARK: - Deep nesting

    private let count = 100_000

    /// `source` parses with one "nesting deeper" warning, and the declarations after it are found.
    private func assertTooDeep(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let parsed = SourceFile(source: source + after)
        let messages = parsed.diagnostics.map(\.message)
        XCTAssertEqual(messages.filter { $0.contains("nesting deeper") }.count, 1, "\(messages.prefix(3))", file: file, line: line)
        XCTAssertEqual(Array(parsed.declarations.map(\.name).suffix(2)), ["After", "alsoAfter"], file: file, line: line)
    }

    func testDeeplyNestedBracketsAreSkipped() {
        assertTooDeep("let x = " + String(repeating: "(", count: count) + String(repeating: ")", count: count))
        assertTooDeep("let x = " + String(repeating: "[", count: count) + String(repeating: "]", count: count))
        assertTooDeep("let x = " + String(repeating: "{", count: count) + String(repeating: "}", count: count))
        let third = count / 3
        assertTooDeep("let x = " + String(repeating: "([{", count: third) + String(repeating: "}])", count: third))
        assertTooDeep("func f() {" + String(repeating: "if a {", count: count) + String(repeating: "}", count: count) + "}")
        assertTooDeep(String(repeating: "struct A {", count: count) + String(repeating: "}", count: count))
    }

    func testDeepNestingInsideAnInterpolation() {
        let parentheses = "let s = \"\\(" + String(repeating: "(", count: count) + String(repeating: ")", count: count) + ")\""
        assertTooDeep(parentheses)
        // Interpolations inside interpolations: the lexer stops them first.
        let strings = "let s = " + String(repeating: "\"\\(", count: count) + String(repeating: ")\"", count: count)
        let parsed = SourceFile(source: strings + after)
        XCTAssertTrue(parsed.diagnostics.contains { $0.message.contains("nested too deeply") }, "\(parsed.diagnostics.prefix(2))")
        XCTAssertEqual(Array(parsed.declarations.map(\.name).suffix(2)), ["After", "alsoAfter"])
    }

    /// Forms nested by repetition rather than brackets: each must count as depth too,
    /// because building, walking and freeing the tree all recurse.
    func testDeepChainsOfPrefixesSuffixesAndDirectives() {
        let n = count
        assertTooDeep("let x = " + String(repeating: "- ", count: n) + "x")
        assertTooDeep("let x = " + String(repeating: "try ", count: n) + "x")
        assertTooDeep("let x = " + String(repeating: "await ", count: n) + "x")
        assertTooDeep("let x = a" + String(repeating: "()", count: n))
        assertTooDeep("let x = a" + String(repeating: "[0]", count: n))
        assertTooDeep("let x = a" + String(repeating: "\n.b", count: n))
        assertTooDeep("let x = a" + String(repeating: " {}", count: n))
        assertTooDeep("let x = y" + String(repeating: " is Z", count: n))
        assertTooDeep("if case " + String(repeating: "let ", count: n) + "x = y {}")
        assertTooDeep("if a {}" + String(repeating: " else if a {}", count: n))
        assertTooDeep(String(repeating: "#if A\n", count: n) + String(repeating: "#endif\n", count: n))
        assertTooDeep("func f() {\n" + String(repeating: "#if A\n", count: n) + String(repeating: "#endif\n", count: n) + "}")
        // Attributes in front of an expression loop rather than nest.
        XCTAssertEqual(Array(topLevelNames("let x = " + String(repeating: "@a ", count: n) + "x" + after).suffix(2)), ["After", "alsoAfter"])
    }

    func testLongChainsWithinTheLimitAreKept() {
        let chain = "app" + String(repeating: ".a", count: 60)
        let expr = Syntax.expression(chain)
        var links = 0
        var node: Expr? = expr
        while case .member(_, let base)? = node?.kind {
            links += 1
            node = base
        }
        XCTAssertEqual(links, 60)
    }

    /// A fluent robot chain of a test nests two levels a call, and real ones run to dozens of calls
    /// (Domori's `AddEditPropertiesTest`: 76, a closure among them): every call is kept, with its
    /// arguments and closures, up to `maximumTreeDepth`, and brackets inside a late call still have
    /// the parser's whole `maximumDepth`.
    func testLongFluentChainsAreKeptWhole() {
        let calls = 200
        let chain = "LoginRobot()" + (0..<calls).map { "\n    .step\($0)(\"v\($0)\")" }.joined()
            + "\n    .verify { robot in robot.check(" + String(repeating: "(", count: 30) + "x" + String(repeating: ")", count: 30) + ") }"
        let file = SourceFile(source: "func testLong() {\n    " + chain + "\n}\n" + after)
        XCTAssertEqual(file.diagnostics.map(\.message), [])
        XCTAssertEqual(Array(file.declarations.map(\.name).suffix(2)), ["After", "alsoAfter"])
        guard case .function(let function) = file.declarations.first, let body = function.body,
              case .expression(let outer)? = body.first else { return XCTFail("no chain in \(file.declarations.first.map(\.name) ?? "")") }
        // The outermost call is the last: `verify` with its closure, the whole check inside it.
        guard case .call(let verify, _, let closures) = outer.kind, verify.memberName == "verify",
              case .closure(let closure)? = closures.first?.value.kind, case .expression(let check)? = closure.body.first,
              case .call(_, let arguments, _) = check.kind else { return XCTFail("\(outer.kind)") }
        var innermost = arguments.first?.value
        var parentheses = 0
        while case .tuple(let inner)? = innermost?.kind { parentheses += 1; innermost = inner.first?.value }
        XCTAssertEqual(parentheses, 30)
        if case .identifier(let name)? = innermost?.kind { XCTAssertEqual(name, "x") } else { XCTFail("\(String(describing: innermost?.kind))") }
        // Then each step, last first, each with its argument.
        var steps: [String] = []
        var node: Expr? = verify
        while case .member(_, let base)? = node?.kind, case .call(let callee, let arguments, _) = base.kind, let name = callee.memberName {
            if case .string(let literal)? = arguments.first?.value.kind { steps.append("\(name)(\(literal.staticValue ?? "?"))") }
            node = callee
        }
        XCTAssertEqual(steps, (0..<calls).reversed().map { "step\($0)(v\($0))" })
    }

    /// Past `maximumTreeDepth` a chain is read to its end, but no longer nests: one warning that
    /// says the limit, and what follows is read.
    func testAChainPastTheTreeLimitIsReadWithOneWarning() {
        let chain = "let x = a" + String(repeating: ".b()", count: Parser.maximumTreeDepth)
        assertTooDeep(chain)
        XCTAssertEqual(SourceFile(source: chain).diagnostics.map(\.message),
                       ["nesting deeper than \(Parser.maximumTreeDepth) levels; the suffixes and casts past that are skipped"])
    }

    /// Chains nested in brackets nest on one another: the chain after `( … )` sits above the chain
    /// inside it, so the tree's height is what is capped, not each chain's length (the review's
    /// 45 parentheses, each followed by hundreds of subscripts and casts, made a tree 41,000 levels
    /// high that overflowed an 8 MiB stack). Measured without recursion, so the old tree could be.
    func testChainsNestedInBracketsAreCappedByTheTreesHeight() {
        var expression = "x"
        for _ in 0..<40 { expression = "(" + expression + ")" + String(repeating: "[0]", count: 300) + String(repeating: " as A", count: 300) }
        let file = SourceFile(source: "let deep = " + expression + "\n" + after)
        XCTAssertEqual(file.diagnostics.map(\.message), ["nesting deeper than \(Parser.maximumTreeDepth) levels; the suffixes and casts past that are skipped"])
        XCTAssertEqual(Array(file.declarations.map(\.name).suffix(2)), ["After", "alsoAfter"])
        guard case .variable(let variable)? = file.declarations.first, let value = variable.bindings.first?.initializer else {
            return XCTFail("no deep value")
        }
        let height = ParserRecoveryTests.height(of: value)
        XCTAssertLessThanOrEqual(height, Parser.maximumTreeDepth + 2 * Parser.maximumDepth)
        XCTAssertGreaterThan(height, Parser.maximumTreeDepth / 2, "the chains are kept up to the limit")
    }

    /// The levels of expressions inside expressions, the deepest path, counted with a stack of
    /// our own rather than recursion.
    static func height(of root: Expr) -> Int {
        var deepest = 0
        var pending: [(Expr, Int)] = [(root, 1)]
        while let (expr, level) = pending.popLast() {
            deepest = max(deepest, level)
            var children: [Expr] = []
            switch expr.kind {
            case .member(_, let base): children = [base]
            case .call(let callee, let arguments, let closures): children = [callee] + (arguments + closures).map(\.value)
            case .subscript(let base, let arguments): children = [base] + arguments.map(\.value)
            case .tuple(let arguments), .pound(_, let arguments): children = arguments.map(\.value)
            case .array(let elements), .sequence(let elements): children = elements
            case .ternary(let condition, let then, let otherwise): children = [condition, then, otherwise]
            case .prefix(_, let operand), .postfix(_, let operand), .try(_, let operand), .await(let operand), .cast(let operand, _, _):
                children = [operand]
            default: break
            }
            pending += children.map { ($0, level + 1) }
        }
        return deepest
    }

    func testUnclosedNestingNeverCrashes() {
        for opener in ["(", "[", "{", "\"\\(", "#if A\n", "if a {", "- "] {
            let file = SourceFile(source: "let x = " + String(repeating: opener, count: count))
            XCTAssertFalse(file.declarations.isEmpty, opener)
        }
    }

    // MARK: - Random token soups

    private static let vocabulary: [String] = [
        "class", "struct", "enum", "protocol", "extension", "actor", "func", "init", "deinit", "subscript", "var", "let",
        "case", "typealias", "import", "static", "private", "lazy", "override", "get", "set", "didSet", "if", "guard",
        "else", "switch", "default", "for", "in", "while", "repeat", "do", "catch", "defer", "return", "throw", "break",
        "where", "try", "await", "as", "is", "self", "true", "nil", "x", "app", "tap", "_", "$0", "`y`", "42", "1.5",
        "\"s\"", "\"\\(x)\"", "\"\"\"\nm\n\"\"\"", "/re/", "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "=", "->",
        "?", "!", "+", "==", "...", "&", "\\", "@objc", "@MainActor", "#if", "#else", "#endif", "#selector", "// c",
        "/* c */", "/// d", "\n", "\n", " ",
    ]

    func testRandomTokenSoupsNeverTrap() {
        var rng = SplitMix64(seed: 0x5EED_0004)
        for round in 0..<500 {
            var source = ""
            for _ in 0..<Int.random(in: 1...200, using: &rng) {
                source += ParserRecoveryTests.vocabulary.randomElement(using: &rng)!
                source += Int.random(in: 0..<3, using: &rng) == 0 ? "" : " "
            }
            let file = SourceFile(source: source)
            let size = file.bytes.count
            for note in file.diagnostics + file.skipped {
                XCTAssertTrue((0...size).contains(note.location.offset), "round \(round): \(note)")
            }
            for declaration in file.declarations {
                XCTAssertTrue((0...size).contains(declaration.location.offset), "round \(round)")
            }
        }
    }
}
