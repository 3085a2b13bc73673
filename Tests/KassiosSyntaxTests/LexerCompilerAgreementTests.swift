import XCTest
@testable import KassiosSyntax

/// Tokenizations that Scripts/differential-tokens.sh found differing from the compiler's
/// parser, fixed; each case is what the compiler reads.
final class LexerCompilerAgreementTests: XCTestCase {
    private func assertLexes(_ source: String, _ expected: [Lexeme], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(Syntax.lexemes(source), expected, file: file, line: line)
        XCTAssertEqual(Lexer.tokenize(source).diagnostics.map(\.message), [], file: file, line: line)
    }

    /// A raw `"""` closed on its own line by a quote and the `#`s is a one-line string that
    /// starts with quotes, not a multi-line string (which would swallow the rest of the file).
    func testRawStringsStartingWithQuotesAreOneLine() {
        let next = [Lexeme(.identifier, "let"), Lexeme(.identifier, "b"), Lexeme(.equal, "="), Lexeme(.integerLiteral, "1")]
        for literal in [###"#"""#"###, ###"#""""#"###, ###"##"""##"###, ###"#"""a"#"###, ###"##"""#"##"###, ###"#"""\#(x)"#"###] {
            assertLexes("let a = \(literal)\nlet b = 1",
                        [Lexeme(.identifier, "let"), Lexeme(.identifier, "a"), Lexeme(.equal, "="), Lexeme(.stringLiteral, literal)] + next)
        }
        // A quote with too few `#`s does not close it: still multi-line.
        let multiline = "##\"\"\"\n\"# x\n\"\"\"##"
        assertLexes(multiline, [Lexeme(.stringLiteral, multiline)])
        let plain = "#\"\"\"\nquote \" inside\n\"\"\"#"
        assertLexes(plain, [Lexeme(.stringLiteral, plain)])
    }

    /// A prefix operator ends where a regex literal starts.
    func testPrefixOperatorBeforeARegex() {
        assertLexes("x = !/ab/.isEmpty", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.operator, "!"),
                                          Lexeme(.regexLiteral, "/ab/"), Lexeme(.period, "."), Lexeme(.identifier, "isEmpty")])
        assertLexes("f(-/a/)", [Lexeme(.identifier, "f"), Lexeme(.leftParen, "("), Lexeme(.operator, "-"),
                                Lexeme(.regexLiteral, "/a/"), Lexeme(.rightParen, ")")])
        // Not a regex: the operator stays whole.
        assertLexes("x /= 2", [Lexeme(.identifier, "x"), Lexeme(.operator, "/="), Lexeme(.integerLiteral, "2")])
        assertLexes("a != b / c", [Lexeme(.identifier, "a"), Lexeme(.operator, "!="), Lexeme(.identifier, "b"),
                                   Lexeme(.operator, "/"), Lexeme(.identifier, "c")])
        assertLexes("x = !/ a", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.operator, "!/"), Lexeme(.identifier, "a")])
        assertLexes("a +/ b/ c", [Lexeme(.identifier, "a"), Lexeme(.operator, "+/"), Lexeme(.identifier, "b"),
                                  Lexeme(.operator, "/"), Lexeme(.identifier, "c")])
    }

    /// A `/` that would close a regex but starts a comment makes the opening `/` an operator.
    func testAClosingSlashThatStartsACommentIsNoRegex() {
        assertLexes("let a = /a//b/", [Lexeme(.identifier, "let"), Lexeme(.identifier, "a"), Lexeme(.equal, "="),
                                       Lexeme(.operator, "/"), Lexeme(.identifier, "a"), Lexeme(.lineComment, "//b/")])
        assertLexes("x = /a/*b*/ + 1", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.operator, "/"), Lexeme(.identifier, "a"),
                                        Lexeme(.blockComment, "/*b*/"), Lexeme(.operator, "+"), Lexeme(.integerLiteral, "1")])
        assertLexes("x = /a\\//", [Lexeme(.identifier, "x"), Lexeme(.equal, "="), Lexeme(.regexLiteral, "/a\\//")])
    }

    /// U+FEFF after the start of a file (files joined by `cat`) is whitespace, as at the start;
    /// inside a name it continues the name, as for the compiler. `$` continues a name too.
    func testByteOrderMarksAndDollarsInNames() {
        let bom = "\u{FEFF}"
        assertLexes("a\n\(bom)import B", [Lexeme(.identifier, "a"), Lexeme(.identifier, "import"), Lexeme(.identifier, "B")])
        XCTAssertEqual(Syntax.allLexemes("\(bom)x \(bom)y").map(\.kind), [.whitespace, .identifier, .whitespace, .whitespace, .identifier])
        assertLexes("a\(bom)b", [Lexeme(.identifier, "a\(bom)b")])
        assertLexes("un$wrapped + $0", [Lexeme(.identifier, "un$wrapped"), Lexeme(.operator, "+"), Lexeme(.identifier, "$0")])
        let file = SourceFile(source: "struct A {}\n\(bom)final class B {}")
        XCTAssertEqual(file.declarations.map(\.name), ["A", "B"])
    }
}
