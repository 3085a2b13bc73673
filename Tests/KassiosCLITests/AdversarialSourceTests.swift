import KassiosSyntax
import XCTest

/// Source text built to break a linter: extreme nesting, size and line length, bytes that
/// are not text, every line ending, and everything left open. Each file gets its
/// diagnostic at the right line and column, the screens around it are still found, and
/// the library and the command line agree (see `AdversarialTestCase`).
final class AdversarialSourceTests: AdversarialTestCase {
    private static let depth = 100_000

    /// Through the whole run: lexer, parser, model and rules. (ParserRecoveryTests nests
    /// every statement and declaration form too, through the parser alone.)
    func testEveryBracketKindNestedAHundredThousandDeep() throws {
        let n = Self.depth
        let nested: [(String, String)] = [
            ("Parentheses", "let x = " + String(repeating: "(", count: n) + String(repeating: ")", count: n)),
            ("Brackets", "let x = " + String(repeating: "[", count: n) + String(repeating: "]", count: n)),
            ("Braces", "let x = " + String(repeating: "{", count: n) + String(repeating: "}", count: n)),
            ("AngleBrackets", "let x: " + String(repeating: "Array<", count: n) + "Int" + String(repeating: ">", count: n) + " = []"),
            ("Interpolations", "let s = " + String(repeating: "\"\\(", count: n) + String(repeating: ")\"", count: n)),
            ("Comments", String(repeating: "/*", count: n) + String(repeating: "*/", count: n)),
            ("InAnIdentifier", "final class Deep: KassScreen {\n    lazy var b = button(" + String(repeating: "(", count: n)
                + "\"id\"" + String(repeating: ")", count: n) + ")\n}"),
        ]
        for (name, text) in nested { try write("\(name).swift", text + "\n" + Self.screen("After\(name)")) }
        let outcome = lint()
        XCTAssertEqual(outcome.status, 1)
        // The parser's depth limit is one warning where the nesting passes it; a type is read
        // as text and a comment by a counter, so those need none. The screen after each is found.
        XCTAssertEqual(outcome.findings, [
            "AngleBrackets.swift:2:13 missing-onload",
            "Braces.swift:1:57 syntax-error", "Braces.swift:2:13 missing-onload",
            "Brackets.swift:1:57 syntax-error", "Brackets.swift:2:13 missing-onload",
            "Comments.swift:2:13 missing-onload",
            // The identifier the parser could not read is its syntax error, not a guess of runtime-built.
            "InAnIdentifier.swift:1:13 missing-onload", "InAnIdentifier.swift:2:71 syntax-error", "InAnIdentifier.swift:4:13 missing-onload",
            "Interpolations.swift:1:9 syntax-error", "Interpolations.swift:2:13 missing-onload",
            "Parentheses.swift:1:57 syntax-error", "Parentheses.swift:2:13 missing-onload",
        ])
        XCTAssertEqual(outcome.messages["Parentheses.swift:1:57 syntax-error"], "nesting deeper than 96 levels; the innermost groups are skipped")
        XCTAssertEqual(outcome.messages["Interpolations.swift:1:9 syntax-error"], "string interpolations nested too deeply")
    }

    /// A fluent robot chain as long as the tree may nest (`Parser.maximumTreeDepth`, two levels a
    /// call), through every rule (opt-in ones too), the map and the context: the walks over it
    /// recurse a level at a time, on the calling thread. What stands at the chain's end is still
    /// read: the raw query in its last closure is found, and no syntax error is reported.
    func testAFluentChainAsDeepAsTheTreeMayNestThroughEveryCommand() throws {
        let calls = Parser.maximumTreeDepth / 2 - 8
        let robot = """
        import XCTest
        final class LoginRobot {
            let app = XCUIApplication()
            var email: XCUIElement { app.textFields["login.email"] }
            func step(_ value: String) -> Self { email.typeText(value); return self }
            func verify(_ check: (LoginRobot) -> Void) -> Self { check(self); return self }
        }
        """
        let test = "import XCTest\nfinal class LongTests: XCTestCase {\n    func testLong() {\n        LoginRobot()"
            + (0..<calls).map { "\n            .step(\"v\($0)\")" }.joined()
            + "\n            .verify { robot in XCUIApplication().buttons[\"raw\"].tap() }\n    }\n}\n"
        try write("LoginRobot.swift", robot)
        try write("LongTests.swift", test)
        let optIn = ["label-locator", "unused-element", "superfluous-suppression"].flatMap { ["--enable", $0] }
        let outcome = lint(options: optIn) { $0.optInRules = ["label-locator", "unused-element", "superfluous-suppression"] }
        XCTAssertEqual(outcome.findings.filter { $0.hasPrefix("LongTests.swift") }, ["LongTests.swift:\(calls + 5):50 raw-query-in-test"])
        for arguments in [["map", "--no-config"], ["context", "--no-config", "--format", "json"]] {
            let (status, output, errors) = run(arguments + [folder.path])
            XCTAssertEqual(status, 0, "\(arguments[0]): \(errors)")
            XCTAssertTrue(output.contains("LoginRobot"), "\(arguments[0]): \(output.prefix(300))")
        }
    }

    /// Chains of declarations thousands long, each naming the next: constants (`a0 = K.a1`, …),
    /// constants that double (`c0 = K.c1 + K.c1`, … thirty times: a gigabyte of text), and
    /// classes (`class C0: C1 {}`, …). Every command finishes, in bounded memory: what lies deeper
    /// than a suite's chains go is unresolved, and what is read near the top still is.
    func testChainsOfDeclarationsThousandsLongThroughEveryCommand() throws {
        var constants = "import XCTest\nenum K {\n"
        for i in 0..<3_000 { constants += "    static let a\(i) = K.a\(i + 1)\n" }
        constants += "    static let a3000 = \"deep\"\n"
        for i in 0..<30 { constants += "    static let c\(i) = K.c\(i + 1) + K.c\(i + 1)\n" }
        constants += "    static let c30 = \"ab\"\n    static let near = K.near2\n    static let near2 = \"home.title\"\n}\n"
        constants += """
            final class DeepScreen {
                let app = XCUIApplication()
                var far: XCUIElement { app.buttons[K.a0] }
                var doubled: XCUIElement { app.buttons[K.c0] }
                var title: XCUIElement { app.staticTexts[K.near] }
            }

            """
        try write("Constants.swift", constants)
        try write("Classes.swift", (0..<5_000).map { "class C\($0): C\($0 + 1) {}\n" }.joined() + "class C5000 {}\n")
        let outcome = lint()
        XCTAssertFalse(outcome.findings.contains { $0.hasPrefix("Classes.swift") }, "\(outcome.findings)")
        XCTAssertEqual(outcome.findings.filter { $0.hasPrefix("Constants.swift") && $0.hasSuffix("runtime-identifier") }.count, 2,
                       "the two chains too deep or too long to read, not the constant read near the top: \(outcome.findings)")
        for arguments in [["map", "--no-config"], ["context", "--no-config", "--format", "json"]] {
            let (status, _, errors) = run(arguments + [folder.path])
            XCTAssertEqual(status, 0, "\(arguments[0]): \(errors)")
        }
    }

    /// Chains nested in brackets, each followed by hundreds of suffixes and casts (the review's
    /// shape), through every command: the tree's height is capped, so the walks stay within the
    /// calling thread's stack. One warning, and the screen after it is found.
    func testChainsNestedInBracketsThroughEveryCommand() throws {
        var expression = "XCUIApplication().buttons[\"x\"]"
        for _ in 0..<45 { expression = "(" + expression + ")" + String(repeating: ".firstMatch", count: 250) + String(repeating: " as A", count: 250) }
        try write("Deep.swift", "let deep = " + expression + "\n" + Self.screen("AfterDeep"))
        let outcome = lint(options: ["--enable", "label-locator", "--enable", "unused-element"]) { $0.optInRules = ["label-locator", "unused-element"] }
        XCTAssertEqual(outcome.findings.filter { $0.hasSuffix("syntax-error") }.count, 1, "\(outcome.findings)")
        XCTAssertTrue(outcome.findings.contains("Deep.swift:2:13 missing-onload"), "\(outcome.findings)")
        for arguments in [["map", "--no-config"], ["context", "--no-config", "--format", "json"]] {
            let (status, _, errors) = run(arguments + [folder.path])
            XCTAssertEqual(status, 0, "\(arguments[0]): \(errors)")
        }
    }

    // MARK: - Size

    /// 50 MB in one file: a screen at the top, 50,000 comment lines of 1,000 bytes, a screen
    /// at the bottom. Written once for the class; linted both ways in a few seconds.
    private static let bigFile: [UInt8] = {
        var bytes = Array(screen("Top").utf8)
        let line = Array(("// " + String(repeating: "x", count: 996) + "\n").utf8)
        bytes.reserveCapacity(50_000_000 + 200)
        for _ in 0..<50_000 { bytes += line }
        return bytes + Array(screen("Bottom").utf8)
    }()

    func testAFiftyMegabyteFile() throws {
        XCTAssertGreaterThan(Self.bigFile.count, 50_000_000)
        try write("Big.swift", Self.bigFile)
        try write("Small.swift", Self.screen("Small"))
        XCTAssertEqual(lint().findings, ["Big.swift:1:13 missing-onload", "Big.swift:50004:13 missing-onload", "Small.swift:1:13 missing-onload"])
    }

    /// One line of 10 MB: a string literal, then a screen on the same line; and a name of 10 MB.
    func testATenMegabyteLine() throws {
        let ten = 10_000_000
        try write("LongString.swift", "let s = \"" + String(repeating: "a", count: ten) + "\"; " + Self.screen("AfterString"))
        try write("LongName.swift", "let " + String(repeating: "n", count: ten) + " = button(\"x\"); " + Self.screen("AfterName"))
        XCTAssertEqual(lint().findings, [
            "LongName.swift:1:\(ten + 33) missing-onload",
            "LongString.swift:1:\(ten + 25) missing-onload",
        ])
    }

    // MARK: - Bytes that are not text

    func testNULBytesAreWhitespaceOrContent() throws {
        // Between tokens, inside a string, inside a comment, at the end of a line.
        let text = "\u{0}let a\u{0}= \"x\u{0}y\" // c\u{0}mment\u{0}\n" + Self.screen("AfterNUL")
        try write("NUL.swift", text)
        let outcome = lint()
        XCTAssertEqual(outcome.findings, ["NUL.swift:2:13 missing-onload"])
    }

    func testInvalidUTF8IsAWarningAtTheFirstBadByte() throws {
        let cases: [(String, [UInt8])] = [
            ("Stray", [0xFF]), ("Truncated", [0xC3]), ("Overlong", [0xC0, 0xAF]), ("Surrogate", [0xED, 0xA0, 0x80]),
            ("TooHigh", [0xF4, 0x90, 0x80, 0x80]), ("Continuation", [0x80, 0x80]),
        ]
        for (name, bad) in cases {
            // In code, in a string that is an identifier, and in a comment.
            let bytes = Array("let x = 1 ".utf8) + bad + Array("\nfinal class \(name): KassScreen {\n    lazy var b = button(\"id".utf8)
                + bad + Array("\")\n} // ".utf8) + bad + Array("\n".utf8)
            try write("\(name).swift", bytes)
        }
        let outcome = lint()
        XCTAssertEqual(outcome.findings, cases.map(\.0).sorted().flatMap { ["\($0).swift:1:11 invalid-utf8", "\($0).swift:2:13 missing-onload"] })
        XCTAssertEqual(outcome.messages["Stray.swift:1:11 invalid-utf8"],
                       "the file is not valid UTF-8 (first bad byte at offset 10); it is linted as bytes")
    }

    /// A byte-order mark takes no column, as in Xcode: the findings are where they are without it.
    func testAByteOrderMarkMovesNothing() throws {
        let body = "let a = \"\\(x)\"\n"
        try write("Plain.swift", body + Self.screen("Plain"))
        try write("Marked.swift", "\u{FEFF}" + body + Self.screen("Marked"))
        // Past the start (files joined by `cat`) it is whitespace, and as the compiler counts
        // columns in bytes, its three bytes are three columns.
        try write("Twice.swift", "\u{FEFF}" + body + Self.screen("Twice") + "\u{FEFF}" + Self.screen("Joined"))
        XCTAssertEqual(lint().findings, [
            "Marked.swift:2:13 missing-onload", "Plain.swift:2:13 missing-onload",
            "Twice.swift:2:13 missing-onload", "Twice.swift:5:16 missing-onload",
        ])
    }

    /// LF, CRLF, CR and a mix: the same findings at the same lines and columns. A tab is
    /// one column, as columns count bytes.
    func testLineEndingsAndTabsKeepLinesAndColumns() throws {
        func lines(_ name: String) -> [String] { [
            "final class \(name)Tabbed: KassScreen {",
            "\tlazy var row = cell(\"row.\\(index)\")",
            "\t\tlazy var ok = button(\"ok\")",
            "}",
            "/* a block",
            "   comment */ let s = \"\"\"",
            "   multi-line",
            "   \"\"\"",
            "\t" + "final class \(name)Second: KassScreen { lazy var b = button(\"\\(x)\") }",
        ] }
        for (name, separator) in [("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r")] {
            try write("\(name).swift", lines(name).joined(separator: separator) + separator)
        }
        var mixed = ""
        for (index, line) in lines("Mixed").enumerated() { mixed += line + ["\n", "\r\n", "\r"][index % 3] }
        try write("Mixed.swift", mixed)
        // Only the class names' lengths differ: they move the second screen's identifier.
        func expected(_ name: String) -> [String] {
            ["1:13 missing-onload", "2:22 runtime-identifier", "9:14 missing-onload", "9:\(55 + name.count) runtime-identifier"]
        }
        XCTAssertEqual(lint().findings, ["CR", "CRLF", "LF", "Mixed"].flatMap { name in expected(name).map { "\(name).swift:\($0)" } })
    }

    // MARK: - Left open

    func testEverythingUnterminated() throws {
        let open: [(String, String)] = [
            ("String", "let s = \"abc\n"),
            ("RawString", "let s = #\"abc\"\n"),
            ("Interpolation", "let s = \"\\(a\n"),
            ("Regex", "let r = #/abc\n"),
            ("Backtick", "let `abc = 1\n"),
            ("Parenthesis", "let x = f(1,\n"),
            ("Bracket", "let x = [1, 2\n"),
            ("IfWithoutEndif", "#if DEBUG\n"),
            ("Call", "final class Open: KassScreen {\n    lazy var b = button(\"b\"\n"),
            ("Brace", "final class Unclosed: KassScreen {\n    lazy var b = button(\"b\")\n"),
            ("MultilineString", "let s = \"\"\"\nabc\n"),
            ("BlockComment", "/* open /* nested */\n"),
        ]
        for (name, text) in open { try write("\(name).swift", text + Self.screen("After\(name)")) }
        let outcome = lint()
        // A one-line literal ends at its line and the screen after it is found; a block
        // comment or a multi-line string runs to the end of the file; an unclosed bracket
        // or `#if` is reported at its opener once the file ends, and a list left open ends
        // at the next declaration, so the screen after it is found too.
        XCTAssertEqual(outcome.findings, [
            "Backtick.swift:1:5 syntax-error", "Backtick.swift:2:13 missing-onload",
            "BlockComment.swift:1:1 syntax-error",
            "Brace.swift:1:13 missing-onload", "Brace.swift:1:34 syntax-error", "Brace.swift:3:13 missing-onload",
            "Bracket.swift:1:9 syntax-error", "Bracket.swift:2:13 missing-onload",
            "Call.swift:1:13 missing-onload", "Call.swift:2:24 syntax-error", "Call.swift:3:13 missing-onload",
            "IfWithoutEndif.swift:1:1 syntax-error", "IfWithoutEndif.swift:2:13 missing-onload",
            "Interpolation.swift:1:9 syntax-error", "Interpolation.swift:2:13 missing-onload",
            "MultilineString.swift:1:9 syntax-error",
            "Parenthesis.swift:1:10 syntax-error", "Parenthesis.swift:2:13 missing-onload",
            "RawString.swift:1:9 syntax-error", "RawString.swift:2:13 missing-onload",
            "Regex.swift:1:9 syntax-error", "Regex.swift:2:13 missing-onload",
            "String.swift:1:9 syntax-error", "String.swift:2:13 missing-onload",
        ])
        XCTAssertEqual(outcome.messages["Backtick.swift:1:5 syntax-error"], "unterminated `identifier`; add '`' before the end of the line")
        XCTAssertEqual(outcome.messages["Brace.swift:1:34 syntax-error"], "'{' is not closed by the end of the file; add '}'")
        XCTAssertEqual(outcome.messages["Call.swift:2:24 syntax-error"], "'(' is not closed by the end of the file; add ')'")
        XCTAssertEqual(outcome.messages["IfWithoutEndif.swift:1:1 syntax-error"], "'#if' is not closed by the end of the file; add '#endif'")
        XCTAssertEqual(outcome.messages["RawString.swift:1:9 syntax-error"], "unterminated string literal; add '\"#'")
    }

    /// A merge committed unresolved, the screen after it found; and 50,000 conflict markers that no
    /// `>>>>>>>` line ends, each a diagnostic of its own, the file read through once (it took minutes
    /// when each marker searched the rest of the file for its end).
    func testUnresolvedMergeConflicts() throws {
        try write("Conflict.swift", "<<<<<<< HEAD\nlet a = {\n=======\nlet a = [\n>>>>>>> topic\n" + Self.screen("AfterConflict"))
        try write("Markers.swift", String(repeating: "<<<<<<< HEAD\n", count: 50_000) + Self.screen("AfterMarkers"))
        let outcome = lint()
        XCTAssertEqual(outcome.findings.filter { $0.hasPrefix("Conflict.swift") }, ["Conflict.swift:1:1 syntax-error", "Conflict.swift:6:13 missing-onload"])
        XCTAssertEqual(outcome.findings.filter { $0.hasPrefix("Markers.swift") && $0.hasSuffix("syntax-error") }.count, 50_000)
        XCTAssertTrue(outcome.findings.contains("Markers.swift:50001:13 missing-onload"), "\(outcome.findings.suffix(3))")
    }
}
