import Foundation
import KassiosTestSupport
import XCTest
@testable import KassiosSyntax

/// The lexer is lossless for any bytes at all: tokens cover the input without gaps
/// or overlaps, none is empty, and each one's line and column are what counting
/// from the start of the file gives.
final class LexerRoundTripTests: XCTestCase {
    // MARK: - The invariant

    /// Checks every round-trip property of `bytes`; `name` says which input failed.
    private func assertLossless(_ bytes: [UInt8], _ name: @autoclosure () -> String,
                                file: StaticString = #filePath, line: UInt = #line) {
        let result = Lexer.tokenize(bytes)
        let tokens = result.tokens
        if bytes.isEmpty {
            XCTAssertEqual(tokens.count, 0, "no tokens for no bytes", file: file, line: line)
            return
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        let positions = LexerRoundTripTests.expectedPositions(bytes)
        var previousEnd = 0
        for (index, token) in tokens.enumerated() {
            guard Int(token.start) == previousEnd, token.end > token.start, Int(token.end) <= bytes.count else {
                XCTFail("token \(index) \(token) does not follow offset \(previousEnd) in \(name())", file: file, line: line)
                return
            }
            let expected = positions[Int(token.start)]
            guard Int(token.line) == expected.line && Int(token.column) == expected.column else {
                XCTFail("token \(index) \(token.kind) at offset \(token.start) is at \(token.line):\(token.column), expected "
                        + "\(expected.line):\(expected.column) in \(name())", file: file, line: line)
                return
            }
            joined.append(contentsOf: bytes[token.range])
            previousEnd = Int(token.end)
        }
        XCTAssertEqual(previousEnd, bytes.count, "tokens stop short of the end of \(name())", file: file, line: line)
        XCTAssertEqual(joined, bytes, "joined tokens differ from \(name())", file: file, line: line)
        // Every diagnostic belongs to an error token, at that token's start.
        let errors = tokens.filter { $0.kind == .error }.map(\.location)
        XCTAssertEqual(result.diagnostics.map(\.location), errors, "diagnostics and error tokens differ in \(name())", file: file, line: line)
    }

    /// Line and column of every offset, counted independently of the lexer: `\n`,
    /// `\r\n` and a lone `\r` each end a line; columns are 1-based UTF-8 bytes; a
    /// leading byte-order mark takes no column.
    static func expectedPositions(_ bytes: [UInt8]) -> [(line: Int, column: Int)] {
        var positions = Array(repeating: (line: 1, column: 1), count: bytes.count + 1)
        var line = 1
        var lineStart = 0
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            i = 3
            lineStart = 3
        }
        while i < bytes.count {
            positions[i] = (line, i - lineStart + 1)
            if bytes[i] == 0x0A {
                line += 1
                lineStart = i + 1
            } else if bytes[i] == 0x0D {
                if i + 1 < bytes.count && bytes[i + 1] == 0x0A {
                    i += 1
                    positions[i] = (line, i - lineStart + 1)
                }
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        positions[bytes.count] = (line, bytes.count - lineStart + 1)
        return positions
    }

    func testExpectedPositionsCountLikeXcode() {
        // The reference itself: CRLF is one break, a lone CR is one, BOM takes no column.
        let positions = LexerRoundTripTests.expectedPositions(Array("\u{FEFF}a\r\nb\rc\nd".utf8))
        XCTAssertEqual(positions[3].line, 1)
        XCTAssertEqual(positions[3].column, 1)   // `a`
        XCTAssertEqual(positions[6].line, 2)     // `b`
        XCTAssertEqual(positions[6].column, 1)
        XCTAssertEqual(positions[8].line, 3)     // `c`
        XCTAssertEqual(positions[10].line, 4)    // `d`
    }

    func testLexerLinesAndColumnsOnASmallFile() {
        let source = "\u{FEFF}let a = 1\r\n  café\rx\n\t\"s\""
        let tokens = Lexer.tokenize(source).tokens.filter { !$0.isTrivia }
        let places = tokens.map { "\($0.line):\($0.column)" }
        XCTAssertEqual(places, ["1:1", "1:5", "1:7", "1:9", "2:3", "3:1", "4:2"])
    }

    func testSourceFileLineCount() {
        XCTAssertEqual(SourceFile(source: "").lineCount, 0)
        XCTAssertEqual(SourceFile(source: "a").lineCount, 1)
        XCTAssertEqual(SourceFile(source: "a\nb").lineCount, 2)
        XCTAssertEqual(SourceFile(source: "a\r\nb\r\n").lineCount, 2)
        // A token spanning lines at the end: its lines count.
        XCTAssertEqual(SourceFile(source: "a\nlet s = \"\"\"\n  x\n  \"\"\"").lineCount, 4)
        XCTAssertEqual(SourceFile(source: "a\n/* open\r\n\r\n").lineCount, 3)
    }

    // MARK: - Inputs

    func testExamplesRoundTrip() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        var checked = 0
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let data = try Data(contentsOf: root.appendingPathComponent(relative))
            let bytes = [UInt8](data)
            assertLossless(bytes, relative)
            // The examples are valid Swift: nothing unlexable in them.
            let result = Lexer.tokenize(bytes)
            XCTAssertEqual(result.diagnostics.map(\.message), [], relative)
            XCTAssertFalse(result.tokens.contains { $0.kind == .unknown || $0.kind == .error }, relative)
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 20, "the Examples suite was not found at \(root.path)")
    }

    static let trickySnippets: [String] = [
        "",
        " ",
        "\n",
        "\r\n\r\n\r",
        "\u{FEFF}",
        "\u{FEFF}import XCTest\n",
        "let s = \"a\\(b(c(d)))e\"",
        "let s = \"\\(\"x\\(\"y\")\")\"",
        "\"\"\"\n  multi \\(x)\n  line\n  \"\"\"",
        "#\"raw \\(not) \\#(yes) \"quoted\" \"#",
        "##\"a \"# b\"##",
        "#\"\"\"\n  \"\"\" inside\n  \"\"\"#",
        "/* a /* nested */ still */ x",
        "/** doc */ /// doc\n// plain\n",
        "a / b / c",
        "x = /abc/",
        "foo(/re/)",
        "#/a/b/#",
        "#/\n  a # comment\n/#",
        "`class` `default` $0 $value café 😀",
        "0x1F 0o17 0b1010 1_000_000 1.5e-3 0x1.8p3 1.description 0xFF.description",
        "a?.b?[0]!.c",
        "x..<y...z",
        "infix operator <~> : AdditionPrecedence",
        "#if DEBUG\n#elseif os(iOS)\n#else\n#endif",
        "@MainActor @objc(name) func f() {}",
        "\"unterminated\nnext",
        "\"\"\"\nunterminated multi",
        "/* unterminated",
        "\"\\(unterminated\"\n",
        "\"abc\\\r\nnext",
        "\"abc\\\nnext",
        "#\"raw unterminated\n",
        "\"\\(a /* ) */ )\"",
        "\"\\(a // )\"\n)",
        "\"\\(x/2)/\\(y)\"",
        "x = /a\\\nb/",
        "\0\0\t\u{0B}\u{0C}",
        "@ # ` $ \\",
        "a\r\"b\"\rc",
        "\u{2028}\u{00A0}\u{200B}",
        "x ⊕ y ∪ z",
        "a+/*c*/b-//d\n",
        "class A {\n<<<<<<< HEAD\n  { \"\n=======\n  }\n>>>>>>> b\n}",
        "<<<<<<< x\r\n|||||||\r\n=======\r>>>>>>>",
        "\n>>>>>>>\n=======",
    ]

    func testTrickySnippetsRoundTrip() {
        for snippet in LexerRoundTripTests.trickySnippets {
            assertLossless(Array(snippet.utf8), String(reflecting: snippet))
        }
    }

    /// Bytes chosen to hit every branch: ASCII, line breaks, NUL, quotes, invalid
    /// UTF-8 (lone continuation bytes, truncated and overlong sequences, surrogates).
    func testRandomBytesRoundTrip() {
        var rng = SplitMix64(seed: 0x5EED_0001)
        let interesting: [UInt8] = [0x00, 0x0A, 0x0D, 0x09, 0x20, 0x22, 0x23, 0x24, 0x28, 0x29, 0x2F, 0x2A, 0x5C, 0x60, 0x40,
                                    0x2E, 0x7B, 0x7D, 0x5B, 0x5D, 0x80, 0xBF, 0xC0, 0xC3, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xFF]
        for round in 0..<1_200 {
            let length = Int.random(in: 0...160, using: &rng)
            var bytes: [UInt8] = []
            if round % 10 == 0 { bytes = [0xEF, 0xBB, 0xBF] }
            for _ in 0..<length {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<4: bytes.append(interesting.randomElement(using: &rng)!)
                case 4..<8: bytes.append(UInt8.random(in: 0x20...0x7E, using: &rng))
                case 8: bytes.append(contentsOf: [0x0D, 0x0A])
                default: bytes.append(UInt8.random(in: 0...255, using: &rng))
                }
            }
            assertLossless(bytes, "random bytes #\(round): \(bytes)")
        }
    }

    static let fragments: [[UInt8]] = [
        "\"\\(", "\"\"\"", "#\"", "\"#", "##\"", "\"##", "/*", "*/", "//", "///", "#/", "/#", "/", "\\#(", "\\(", "\\",
        "`", "`x`", "$0", "$", "café", "😀", "é", "\n", "\r\n", "\r", "(", ")", "{", "}", "[", "]", "\"", "'", "#", "##",
        "a", "x1", "1", "0x", "1.5e", ".", "..<", "?.", "!", "@", "@objc", "#if", "#endif", "\\u{1F600}", " ", "\t",
        "\0", "in", "return", "=", "->", "+", "<~>", "⊕", "\u{FEFF}", "\u{0301}", "<<<<<<< ", "=======", ">>>>>>>", "|||||||",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]

    func testRandomFragmentConcatenationsRoundTrip() {
        var rng = SplitMix64(seed: 0x5EED_0002)
        for round in 0..<1_200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...40, using: &rng) {
                bytes.append(contentsOf: LexerRoundTripTests.fragments.randomElement(using: &rng)!)
            }
            assertLossless(bytes, "fragments #\(round): \(String(reflecting: String(decoding: bytes, as: UTF8.self)))")
        }
    }
}
