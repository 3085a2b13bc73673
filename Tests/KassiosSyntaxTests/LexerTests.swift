import XCTest
@testable import KassiosSyntax

/// Every literal form, with the exact kinds and texts Swift's own lexer gives.
final class LexerTests: XCTestCase {
    private func assertLexes(_ source: String, _ expected: [Lexeme], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Syntax.lexemes(source), expected, file: file, line: line)
        XCTAssertEqual(Lexer.tokenize(source).diagnostics.map(\.message), [], file: file, line: line)
    }

    /// `source` is exactly one token of `kind`.
    private func assertSingle(_ kind: TokenKind, _ source: String, file: StaticString = #filePath, line: UInt = #line) {
        assertLexes(source, [Lexeme(kind, source)], file: file, line: line)
    }

    // MARK: - Identifiers and keywords

    func testIdentifiers() {
        assertSingle(.identifier, "café")
        assertSingle(.identifier, "`class`")
        assertSingle(.identifier, "$0")
        assertSingle(.identifier, "$value")
        assertSingle(.identifier, "$café")
        assertSingle(.identifier, "_private1")
        assertSingle(.identifier, "日本語")
        assertLexes("a.b", [Lexeme(.identifier, "a"), Lexeme(.period, "."), Lexeme(.identifier, "b")])
    }

    func testKeywordTagging() throws {
        let cases: [(String, TokenKind, Keyword)] = [
            ("class", .identifier, .class),
            ("get", .identifier, .get),
            ("lazy", .identifier, .lazy),
            ("self", .identifier, .self),
            ("Self", .identifier, .Self),
            ("init", .identifier, .`init`),
            ("willSet", .identifier, .willSet),
            ("`class`", .identifier, .none),
            ("classy", .identifier, .none),
            ("getter", .identifier, .none),
            ("anExtremelyLongIdentifierName", .identifier, .none),
            ("#if", .poundKeyword, .poundIf),
            ("#elseif", .poundKeyword, .poundElseif),
            ("#else", .poundKeyword, .poundElse),
            ("#endif", .poundKeyword, .poundEndif),
            ("#selector", .poundKeyword, .none),
            ("#available", .poundKeyword, .none),
            ("#file", .poundKeyword, .none),
        ]
        for (source, kind, keyword) in cases {
            let tokens = Lexer.tokenize(source).tokens
            XCTAssertEqual(tokens.count, 1, source)
            let token = try XCTUnwrap(tokens.first)
            XCTAssertEqual(token.kind, kind, source)
            XCTAssertEqual(token.keyword, keyword, source)
        }
    }

    func testEveryKeywordSpellingIsTagged() {
        for keyword in Keyword.allCases where keyword != .none {
            let tokens = Lexer.tokenize(keyword.spelling).tokens
            XCTAssertEqual(tokens.map(\.keyword), [keyword], keyword.spelling)
        }
    }

    // MARK: - Numbers

    func testIntegerAndFloatLiterals() {
        assertSingle(.integerLiteral, "0x1F")
        assertSingle(.integerLiteral, "0o17")
        assertSingle(.integerLiteral, "0b1010")
        assertSingle(.integerLiteral, "1_000_000")
        assertSingle(.integerLiteral, "0")
        assertSingle(.floatLiteral, "1.5e-3")
        assertSingle(.floatLiteral, "3.14")
        assertSingle(.floatLiteral, "1e10")
        assertSingle(.floatLiteral, "2E+8")
        assertSingle(.floatLiteral, "0x1.8p3")
        assertSingle(.floatLiteral, "0x1p-2")
        assertSingle(.floatLiteral, "1_000.000_1")
    }

    func testNumberFollowedByMember() {
        assertLexes("1.description", [Lexeme(.integerLiteral, "1"), Lexeme(.period, "."), Lexeme(.identifier, "description")])
        assertLexes("0xFF.description", [Lexeme(.integerLiteral, "0xFF"), Lexeme(.period, "."), Lexeme(.identifier, "description")])
        assertLexes("1.5.rounded()", [Lexeme(.floatLiteral, "1.5"), Lexeme(.period, "."), Lexeme(.identifier, "rounded"),
                                      Lexeme(.leftParen, "("), Lexeme(.rightParen, ")")])
        assertLexes("x.0.1", [Lexeme(.identifier, "x"), Lexeme(.period, "."), Lexeme(.floatLiteral, "0.1")])
        assertLexes("1..<5", [Lexeme(.integerLiteral, "1"), Lexeme(.operator, "..<"), Lexeme(.integerLiteral, "5")])
        assertLexes("-1", [Lexeme(.operator, "-"), Lexeme(.integerLiteral, "1")])
    }

    // MARK: - Strings

    func testStringLiterals() {
        assertSingle(.stringLiteral, "\"hello\"")
        assertSingle(.stringLiteral, "\"\"")
        assertSingle(.stringLiteral, "\"\"\"\n  multi\n  \"line\"\n  \"\"\"")
        assertSingle(.stringLiteral, "\"\"\"\n  a \\\n  b\n  \"\"\"")
        assertSingle(.stringLiteral, "#\"raw \"quoted\" \\n\"#")
        assertSingle(.stringLiteral, "##\"a \"# b\"##")
        assertSingle(.stringLiteral, "#\"\"\"\n  \"\"\" not the end\n  \"\"\"#")
        assertSingle(.stringLiteral, "\"\\u{1F600} \\n \\t \\\" \\\\ \\0 \\r \\'\"")
        assertLexes("\"a\" + \"b\"", [Lexeme(.stringLiteral, "\"a\""), Lexeme(.operator, "+"), Lexeme(.stringLiteral, "\"b\"")])
    }

    func testInterpolations() {
        assertSingle(.stringLiteral, "\"\\(a(b(c)))\"")
        assertSingle(.stringLiteral, "\"\\(\"x\")\"")
        assertSingle(.stringLiteral, "\"\\(\"\\(\"deep\")\")\"")
        assertSingle(.stringLiteral, "\"\\(xs.map { $0 + 1 })\"")
        assertSingle(.stringLiteral, "\"\\(a /* ) \" */ )\"")
        assertSingle(.stringLiteral, "\"\\(x / 2) and \\(y)\"")
        assertSingle(.stringLiteral, "\"\\(x/2)/\\(y)\"")
        assertSingle(.stringLiteral, "\"\\(label: value)\"")
        assertSingle(.stringLiteral, "\"\"\"\n  \\(a +\n     b)\n  \"\"\"")
        assertLexes("\"\\(a(b(c)))\".count", [Lexeme(.stringLiteral, "\"\\(a(b(c)))\""), Lexeme(.period, "."), Lexeme(.identifier, "count")])
    }

    func testRawStringInterpolation() {
        assertSingle(.stringLiteral, "#\"\\#(x)\"#")
        assertSingle(.stringLiteral, "##\"\\##(x) \\#(not)\"##")
        // In a raw string `\(` is text: an unbalanced `(` after it ends nothing.
        assertSingle(.stringLiteral, "#\"\\(\"#")
        assertLexes("#\"\\(\"# + x", [Lexeme(.stringLiteral, "#\"\\(\"#"), Lexeme(.operator, "+"), Lexeme(.identifier, "x")])
    }

    // MARK: - Regex literals

    func testRegexOrDivision() {
        assertSingle(.regexLiteral, "/a+b/")
        assertSingle(.regexLiteral, "#/a/b/#")
        assertSingle(.regexLiteral, "#/\n  a+  # extended\n/#")
        assertSingle(.regexLiteral, "/[a-z]+\\d/")
        // The first unescaped `/` closes, inside brackets too, as in the compiler.
        assertLexes("x = /[/", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.regexLiteral, "/[/")])
        assertSingle(.regexLiteral, "/a\\/b/")
        assertLexes("a / b / c", [Lexeme(.identifier, "a"), Lexeme(.operator, "/"), Lexeme(.identifier, "b"),
                                  Lexeme(.operator, "/"), Lexeme(.identifier, "c")])
        assertLexes("a/b/c", [Lexeme(.identifier, "a"), Lexeme(.operator, "/"), Lexeme(.identifier, "b"),
                              Lexeme(.operator, "/"), Lexeme(.identifier, "c")])
        assertLexes("x = /abc/", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.regexLiteral, "/abc/")])
        assertLexes("foo(/re/)", [Lexeme(.identifier, "foo"), Lexeme(.leftParen, "("), Lexeme(.regexLiteral, "/re/"),
                                  Lexeme(.rightParen, ")")])
        assertLexes("return /x/", [Lexeme(.identifier, "return"), Lexeme(.regexLiteral, "/x/")])
        assertLexes("f(x) / 2 / 3", [Lexeme(.identifier, "f"), Lexeme(.leftParen, "("), Lexeme(.identifier, "x"),
                                     Lexeme(.rightParen, ")"), Lexeme(.operator, "/"), Lexeme(.integerLiteral, "2"),
                                     Lexeme(.operator, "/"), Lexeme(.integerLiteral, "3")])
        assertLexes("x! / y / z", [Lexeme(.identifier, "x"), Lexeme(.operator, "!"), Lexeme(.operator, "/"),
                                   Lexeme(.identifier, "y"), Lexeme(.operator, "/"), Lexeme(.identifier, "z")])
        // A `)` closing no group in the would-be regex makes `/` an operator, as in the compiler.
        XCTAssertEqual(Syntax.lexemes("reduce(1, /) + f(a/b)").map(\.kind), [
            .identifier, .leftParen, .integerLiteral, .comma, .operator, .rightParen, .operator,
            .identifier, .leftParen, .identifier, .operator, .identifier, .rightParen,
        ])
        assertLexes("x = /a)/", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.operator, "/"), Lexeme(.identifier, "a"),
                                 Lexeme(.rightParen, ")"), Lexeme(.operator, "/")])
        assertLexes("x = /(a)/", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.regexLiteral, "/(a)/")])
        assertLexes("x = /[)]\\)/", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.regexLiteral, "/[)]\\)/")])
        // A bare regex cannot start or end with a space.
        assertLexes("x = / a/", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.operator, "/"), Lexeme(.identifier, "a"),
                                 Lexeme(.operator, "/")])
        assertLexes("f(/a /)", [Lexeme(.identifier, "f"), Lexeme(.leftParen, "("), Lexeme(.operator, "/"), Lexeme(.identifier, "a"),
                                Lexeme(.operator, "/"), Lexeme(.rightParen, ")")])
    }

    func testRegexNeverSpansLines() {
        // An escaped line break still ends a bare regex: `/` is an operator here.
        let lexemes = Syntax.lexemes("x = /a\\\nb/")
        XCTAssertEqual(lexemes.first { $0.kind == .regexLiteral }, nil)
        XCTAssertEqual(lexemes[2], Lexeme(.operator, "/"))
    }

    // MARK: - Comments

    func testComments() {
        assertSingle(.lineComment, "// line")
        assertSingle(.lineComment, "//")
        assertSingle(.docLineComment, "/// doc")
        assertSingle(.lineComment, "//// not doc")
        assertSingle(.blockComment, "/* block */")
        assertSingle(.blockComment, "/* /* */ */")
        assertSingle(.blockComment, "/* a /* b /* c */ */ d */")
        assertSingle(.docBlockComment, "/** doc */")
        assertSingle(.blockComment, "/**/")
        assertSingle(.blockComment, "/*** banner ***/")
        assertLexes("a // c\nb", [Lexeme(.identifier, "a"), Lexeme(.lineComment, "// c"), Lexeme(.identifier, "b")])
        assertLexes("a /* c */ b", [Lexeme(.identifier, "a"), Lexeme(.blockComment, "/* c */"), Lexeme(.identifier, "b")])
        // A comment ends an operator.
        assertLexes("a+/*c*/b", [Lexeme(.identifier, "a"), Lexeme(.operator, "+"), Lexeme(.blockComment, "/*c*/"),
                                 Lexeme(.identifier, "b")])
        XCTAssertTrue(TokenKind.docBlockComment.isComment)
        XCTAssertTrue(TokenKind.lineComment.isTrivia)
        XCTAssertFalse(TokenKind.whitespace.isComment)
        XCTAssertFalse(TokenKind.identifier.isTrivia)
    }

    func testTrivia() {
        XCTAssertEqual(Syntax.allLexemes("a \t b\r\nc\rd\ne"), [
            Lexeme(.identifier, "a"), Lexeme(.whitespace, " \t "), Lexeme(.identifier, "b"), Lexeme(.newline, "\r\n"),
            Lexeme(.identifier, "c"), Lexeme(.newline, "\r"), Lexeme(.identifier, "d"), Lexeme(.newline, "\n"),
            Lexeme(.identifier, "e"),
        ])
        XCTAssertEqual(Syntax.allLexemes("\u{FEFF}x"), [Lexeme(.whitespace, "\u{FEFF}"), Lexeme(.identifier, "x")])
    }

    // MARK: - Operators and punctuation

    func testOperators() {
        assertLexes("a..<b", [Lexeme(.identifier, "a"), Lexeme(.operator, "..<"), Lexeme(.identifier, "b")])
        assertLexes("a...b", [Lexeme(.identifier, "a"), Lexeme(.operator, "..."), Lexeme(.identifier, "b")])
        assertLexes("a?.b", [Lexeme(.identifier, "a"), Lexeme(.operator, "?"), Lexeme(.period, "."), Lexeme(.identifier, "b")])
        assertLexes("a?.b!.c", [Lexeme(.identifier, "a"), Lexeme(.operator, "?"), Lexeme(.period, "."), Lexeme(.identifier, "b"),
                                Lexeme(.operator, "!"), Lexeme(.period, "."), Lexeme(.identifier, "c")])
        assertLexes("a <~> b", [Lexeme(.identifier, "a"), Lexeme(.operator, "<~>"), Lexeme(.identifier, "b")])
        assertLexes("a ?? b", [Lexeme(.identifier, "a"), Lexeme(.operator, "??"), Lexeme(.identifier, "b")])
        assertLexes("a == b", [Lexeme(.identifier, "a"), Lexeme(.operator, "=="), Lexeme(.identifier, "b")])
        assertLexes("a ⊕ b", [Lexeme(.identifier, "a"), Lexeme(.operator, "⊕"), Lexeme(.identifier, "b")])
        assertLexes("x = y", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.identifier, "y")])
        assertLexes("() -> T", [Lexeme(.leftParen, "("), Lexeme(.rightParen, ")"), Lexeme(.arrow, "->"), Lexeme(.identifier, "T")])
        assertLexes("x += 1", [Lexeme(.identifier, "x"), Lexeme(.operator, "+="), Lexeme(.integerLiteral, "1")])
        assertLexes("!x", [Lexeme(.operator, "!"), Lexeme(.identifier, "x")])
    }

    func testPunctuation() {
        XCTAssertEqual(Syntax.lexemes("( ) [ ] { } , : ; . \\").map(\.kind), [
            .leftParen, .rightParen, .leftBracket, .rightBracket, .leftBrace, .rightBrace,
            .comma, .colon, .semicolon, .period, .backslash,
        ])
        assertLexes("\\.name", [Lexeme(.backslash, "\\"), Lexeme(.period, "."), Lexeme(.identifier, "name")])
    }

    // MARK: - Directives and attributes

    func testPoundKeywords() {
        assertLexes("#if DEBUG\n#elseif os(iOS)\n#else\n#endif", [
            Lexeme(.poundKeyword, "#if"), Lexeme(.identifier, "DEBUG"),
            Lexeme(.poundKeyword, "#elseif"), Lexeme(.identifier, "os"), Lexeme(.leftParen, "("), Lexeme(.identifier, "iOS"),
            Lexeme(.rightParen, ")"),
            Lexeme(.poundKeyword, "#else"), Lexeme(.poundKeyword, "#endif"),
        ])
        assertLexes("#selector(tap)", [Lexeme(.poundKeyword, "#selector"), Lexeme(.leftParen, "("), Lexeme(.identifier, "tap"),
                                       Lexeme(.rightParen, ")")])
        assertLexes("#available(iOS 15, *)", [Lexeme(.poundKeyword, "#available"), Lexeme(.leftParen, "("),
                                              Lexeme(.identifier, "iOS"), Lexeme(.integerLiteral, "15"), Lexeme(.comma, ","),
                                              Lexeme(.operator, "*"), Lexeme(.rightParen, ")")])
    }

    func testAttributes() {
        assertSingle(.attribute, "@MainActor")
        assertLexes("@objc(name) func", [Lexeme(.attribute, "@objc"), Lexeme(.leftParen, "("), Lexeme(.identifier, "name"),
                                         Lexeme(.rightParen, ")"), Lexeme(.identifier, "func")])
        assertLexes("@escaping () -> Void", [Lexeme(.attribute, "@escaping"), Lexeme(.leftParen, "("), Lexeme(.rightParen, ")"),
                                             Lexeme(.arrow, "->"), Lexeme(.identifier, "Void")])
    }

    func testUnknownBytes() {
        // A backtick that opens no identifier is unterminated: an error, with a diagnostic.
        XCTAssertEqual(Syntax.lexemes("a ` b"), [Lexeme(.identifier, "a"), Lexeme(.error, "`"), Lexeme(.identifier, "b")])
        XCTAssertEqual(Syntax.lexemes("# x"), [Lexeme(.unknown, "#"), Lexeme(.identifier, "x")])
        XCTAssertEqual(Syntax.lexemes("@ x"), [Lexeme(.unknown, "@"), Lexeme(.identifier, "x")])
        let bytes: [UInt8] = [0x61, 0xFF, 0x62]
        XCTAssertEqual(Lexer.tokenize(bytes).tokens.map(\.kind), [.identifier, .unknown, .identifier])
    }
}
