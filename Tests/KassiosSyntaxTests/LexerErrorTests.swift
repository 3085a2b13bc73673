import KassiosTestSupport
import XCTest
@testable import KassiosSyntax

/// Unterminated literals become one `.error` token plus a diagnostic at the literal's
/// start, and lexing goes on after them.
final class LexerErrorTests: XCTestCase {
    /// Lexes `source` and checks there is exactly one error token, starting with
    /// `errorText`, with one diagnostic at `line:column` whose message contains `message`.
    @discardableResult
    private func assertOneError(_ source: String, errorText: String, message: String, line: Int, column: Int,
                                file: StaticString = #filePath, testLine: UInt = #line) -> [Lexeme] {
        let bytes = Array(source.utf8)
        let result = Lexer.tokenize(bytes)
        let errors = result.tokens.filter { $0.kind == .error }
        XCTAssertEqual(errors.count, 1, "error tokens", file: file, line: testLine)
        if let error = errors.first {
            XCTAssertEqual(Syntax.text(error, in: bytes), errorText, file: file, line: testLine)
            XCTAssertEqual(Int(error.line), line, "error token line", file: file, line: testLine)
            XCTAssertEqual(Int(error.column), column, "error token column", file: file, line: testLine)
        }
        XCTAssertEqual(result.diagnostics.count, 1, "diagnostics", file: file, line: testLine)
        if let diagnostic = result.diagnostics.first {
            XCTAssertEqual(diagnostic.severity, .error, file: file, line: testLine)
            XCTAssertTrue(diagnostic.message.contains(message), "message: \(diagnostic.message)", file: file, line: testLine)
            XCTAssertEqual(diagnostic.location.line, line, "diagnostic line", file: file, line: testLine)
            XCTAssertEqual(diagnostic.location.column, column, "diagnostic column", file: file, line: testLine)
            XCTAssertEqual(diagnostic.location.offset, errors.first.map { Int($0.start) }, file: file, line: testLine)
        }
        return Syntax.lexemes(source)
    }

    /// The significant tokens after the error token, with their positions.
    private func tokensAfterError(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let tokens = Lexer.tokenize(bytes).tokens.filter { !$0.isTrivia }
        guard let index = tokens.firstIndex(where: { $0.kind == .error }) else { return [] }
        return tokens[(index + 1)...].map { "\(Syntax.text($0, in: bytes))@\($0.line):\($0.column)" }
    }

    private let nextLine = "\nlet b = 1"
    private let nextLineTokens = ["let@2:1", "b@2:5", "=@2:7", "1@2:9"]

    func testUnterminatedString() {
        assertOneError("let a = \"abc" + nextLine, errorText: "\"abc", message: "unterminated string literal", line: 1, column: 9)
        XCTAssertEqual(tokensAfterError("let a = \"abc" + nextLine), nextLineTokens)
        // Columns count UTF-8 bytes: `é` is two.
        assertOneError("let é = \"abc", errorText: "\"abc", message: "unterminated string literal", line: 1, column: 10)
        // On a later line, after CRLF line breaks.
        assertOneError("x\r\ny\r\n  \"oops\r\nz", errorText: "\"oops", message: "unterminated string literal", line: 3, column: 3)
        XCTAssertEqual(tokensAfterError("x\r\ny\r\n  \"oops\r\nz"), ["z@4:1"])
    }

    /// A merge committed unresolved: both sides and the markers are one error token, as the compiler
    /// skips them, so the braces each side opens leave nothing unclosed; lines after it count right.
    func testAnUnresolvedMergeConflictIsOneErrorToEndOfItsLastMarker() {
        let conflict = "class A {\n<<<<<<< HEAD\n    func a() {\n=======\n    func b() { {\n>>>>>>> feature/x\n}" + nextLine
        assertOneError(conflict, errorText: "<<<<<<< HEAD\n    func a() {\n=======\n    func b() { {\n>>>>>>> feature/x",
                       message: "unresolved merge conflict", line: 2, column: 1)
        XCTAssertEqual(tokensAfterError(conflict), ["}@7:1", "let@8:1", "b@8:5", "=@8:7", "1@8:9"])
        XCTAssertTrue(SourceFile(path: "A.swift", source: conflict).diagnostics.allSatisfy { $0.message.contains("merge conflict") })
        // diff3's `|||||||` section and CRLF line breaks; a first line's marker.
        let diff3 = "<<<<<<< ours\r\nlet a = 1\r\n||||||| base\r\nlet a = 0\r\n=======\r\nlet a = 2\r\n>>>>>>> theirs\r\nz"
        assertOneError(diff3, errorText: String(diff3.dropLast(2)) /* "\r\n" is one Character */, message: "unresolved merge conflict", line: 1, column: 1)
        XCTAssertEqual(tokensAfterError(diff3), ["z@8:1"])
        // Without its end, the marker's line alone; a stray marker line alone.
        assertOneError("<<<<<<< HEAD\nlet a = 1", errorText: "<<<<<<< HEAD", message: "unresolved merge conflict", line: 1, column: 1)
        assertOneError("let a = 1\n>>>>>>> main\nlet b = 2", errorText: ">>>>>>> main", message: "merge conflict marker", line: 2, column: 1)
        assertOneError("let a = 1\n=======\nlet b = 2", errorText: "=======", message: "merge conflict marker", line: 2, column: 1)
        // Operators, not markers: not at a line's start, not seven alone, or inside a literal.
        for source in ["let a = b <<<<<<< c", "  <<<<<<< HEAD", "<<<<<<<< HEAD", "=======x", "let s = \"\"\"\n<<<<<<< HEAD\n\"\"\""] {
            let result = Lexer.tokenize(Array(source.utf8))
            XCTAssertFalse(result.tokens.contains { $0.kind == .error }, source)
            XCTAssertEqual(result.diagnostics, [], source)
        }
    }

    func testEscapedLineBreakDoesNotContinueASingleLineString() {
        assertOneError("let a = \"abc\\" + nextLine, errorText: "\"abc\\", message: "unterminated string literal", line: 1, column: 9)
        XCTAssertEqual(tokensAfterError("let a = \"abc\\" + nextLine), nextLineTokens)
        assertOneError("let a = \"abc\\\r\nlet b = 1", errorText: "\"abc\\", message: "unterminated string literal", line: 1, column: 9)
        XCTAssertEqual(tokensAfterError("let a = \"abc\\\r\nlet b = 1"), nextLineTokens)
    }

    func testUnterminatedRawString() {
        assertOneError("let a = #\"abc\"" + nextLine, errorText: "#\"abc\"", message: "add '\"#'", line: 1, column: 9)
        XCTAssertEqual(tokensAfterError("let a = #\"abc\"" + nextLine), nextLineTokens)
        assertOneError("f(##\"a\"#)" + nextLine, errorText: "##\"a\"#)", message: "add '\"##'", line: 1, column: 3)
        XCTAssertEqual(tokensAfterError("f(##\"a\"#)" + nextLine), nextLineTokens)
    }

    func testUnterminatedInterpolation() {
        assertOneError("let a = \"\\(foo(\"" + nextLine, errorText: "\"\\(foo(\"", message: "unterminated", line: 1, column: 9)
        XCTAssertEqual(tokensAfterError("let a = \"\\(foo(\"" + nextLine), nextLineTokens)
        assertOneError("let a = \"x \\(y" + nextLine, errorText: "\"x \\(y", message: "unterminated string interpolation",
                       line: 1, column: 9)
        XCTAssertEqual(tokensAfterError("let a = \"x \\(y" + nextLine), nextLineTokens)
        // A line comment inside a single-line interpolation runs to the end of the line.
        assertOneError("let a = \"\\(y // )\"" + nextLine, errorText: "\"\\(y // )\"", message: "unterminated",
                       line: 1, column: 9)
        XCTAssertEqual(tokensAfterError("let a = \"\\(y // )\"" + nextLine), nextLineTokens)
    }

    func testUnterminatedMultilineStringRunsToTheEnd() {
        let source = "x = 1\nlet a = \"\"\"\n  abc\n  let b = 1\n"
        assertOneError(source, errorText: "\"\"\"\n  abc\n  let b = 1\n", message: "unterminated multi-line string literal",
                       line: 2, column: 9)
        XCTAssertEqual(tokensAfterError(source), [])
        // A multi-line interpolation that never closes.
        assertOneError("\"\"\"\n\\(a\n\"\"\"", errorText: "\"\"\"\n\\(a\n\"\"\"", message: "unterminated", line: 1, column: 1)
    }

    func testUnterminatedBlockComment() {
        let source = "let a = 1 /* open /* nested */\nlet b = 1"
        assertOneError(source, errorText: "/* open /* nested */\nlet b = 1", message: "unterminated block comment", line: 1, column: 11)
        XCTAssertEqual(tokensAfterError(source), [])
    }

    func testUnterminatedExtendedRegex() {
        assertOneError("let r = #/abc" + nextLine, errorText: "#/abc", message: "unterminated regex literal", line: 1, column: 9)
        XCTAssertEqual(tokensAfterError("let r = #/abc" + nextLine), nextLineTokens)
    }

    func testTooDeeplyNestedInterpolationsAreAnError() {
        let depth = 100
        let literal = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let source = "let a = " + literal + nextLine
        assertOneError(source, errorText: literal, message: "nested too deeply", line: 1, column: 9)
        XCTAssertEqual(tokensAfterError(source), nextLineTokens)
        // Within the limit it is one string literal.
        let fine = String(repeating: "\"\\(", count: 60) + "x" + String(repeating: ")\"", count: 60)
        XCTAssertEqual(Syntax.lexemes(fine), [Lexeme(.stringLiteral, fine)])
    }

    func testErrorsAreCountedOncePerLiteral() {
        let source = "\"a\n\"b\n/* c"
        let result = Lexer.tokenize(source)
        XCTAssertEqual(result.diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["1:1", "2:1", "3:1"])
        XCTAssertEqual(result.tokens.filter { $0.kind == .error }.count, 3)
    }

    /// Quotes, backslashes, parentheses and `#` only: the alphabet of string trouble.
    func testRandomStringTroubleNeverTraps() {
        var rng = SplitMix64(seed: 0x5EED_0003)
        let alphabet: [UInt8] = Array("\"\\()#\n x".utf8)
        for round in 0..<200 {
            let length = Int.random(in: 1...120, using: &rng)
            let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<(round % 2 == 0 ? 5 : alphabet.count), using: &rng)] }
            let result = Lexer.tokenize(bytes)
            var offset = 0
            for token in result.tokens {
                XCTAssertEqual(Int(token.start), offset, "round \(round)")
                offset = Int(token.end)
            }
            XCTAssertEqual(offset, bytes.count, "round \(round)")
            XCTAssertEqual(result.diagnostics.map(\.location), result.tokens.filter { $0.kind == .error }.map(\.location),
                           "round \(round)")
            // The parser takes whatever the lexer made of it.
            _ = SourceFile(path: "random", bytes: bytes)
        }
    }
}
