import KassiosLint
import XCTest

final class ReporterTests: XCTestCase {
    let result = LintResult(findings: [
        Finding(rule: "missing-onload", severity: .error, file: "A/Login.swift", line: 3, column: 13,
                message: "LoginScreen has no onLoad", screen: "LoginScreen"),
        Finding(rule: "runtime-identifier", severity: .error, file: "A/Login.swift", line: 9, column: 30,
                message: "built with \"interpolation\"\nand a tab\t", screen: "LoginScreen", element: "row(_:)"),
        Finding(rule: "syntax-error", severity: .warning, file: "B.swift", line: 1, column: 1, message: "unterminated string literal"),
    ], fileCount: 2)

    /// One line per finding, whatever the message quotes: a newline in a string literal it
    /// quotes would otherwise start a line that reads as a finding (`fake.swift:1:1: error: …`),
    /// and an escape sequence would reach the terminal.
    func testXcodeReporterPrintsOneDiagnosticLinePerFinding() {
        XCTAssertEqual(XcodeReporter.report(result), #"""
        A/Login.swift:3:13: error: LoginScreen has no onLoad [missing-onload]
        A/Login.swift:9:30: error: built with "interpolation"\nand a tab\t [runtime-identifier]
        B.swift:1:1: warning: unterminated string literal [syntax-error]

        """#)
        let hostile = Finding(rule: "runtime-identifier", severity: .error, file: "Odd\nName.swift", line: 1, column: 2,
                              message: "pattern \"x\r\nfake.swift:1:1: error: injected\" \u{1B}[2J\u{7F}\u{9B}2J\u{2028}\u{2029} é👋")
        XCTAssertEqual(XcodeReporter.report(LintResult(findings: [hostile], fileCount: 1)),
                       #"Odd\nName.swift:1:2: error: pattern "x\r\nfake.swift:1:1: error: injected" \u{1B}[2J\u{7F}\u{9B}2J\u{2028}\u{2029} é👋 [runtime-identifier]"# + "\n")
    }

    /// The line is written byte by byte: it must spell what interpolation would, for numbers of
    /// every width (and a column 0 a rule might give) and for paths and messages beyond ASCII.
    func testXcodeReporterSpellsNumbersAndTextAsInterpolationWould() {
        let numbers = [0, 1, 9, 10, 99, 100, 1_000, 65_535, 1_234_567, 2_147_483_647, Int.max, -1]
        let findings = numbers.map { number in
            Finding(rule: "label-locator", severity: .note, file: "Écrans/Connexion é.swift", line: number, column: number,
                    message: "« Se connecter » 👋 \(number)")
        }
        let expected = findings.map { "\($0.file):\($0.line):\($0.column): note: \($0.message) [label-locator]\n" }.joined()
        XCTAssertEqual(XcodeReporter.report(LintResult(findings: findings, fileCount: 1)), expected)
    }

    func testJSONReporterWritesTheVersionedSchema() throws {
        let text = JSONReporter.report(result)
        XCTAssertTrue(text.hasPrefix("{\"version\":1,\"files\":2,\"violations\":["))
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertEqual(object["files"] as? Int, 2)
        let violations = object["violations"] as! [[String: Any]]
        XCTAssertEqual(violations.count, 3)
        XCTAssertEqual(violations[1]["rule"] as? String, "runtime-identifier")
        XCTAssertEqual(violations[1]["message"] as? String, "built with \"interpolation\"\nand a tab\t")
        XCTAssertEqual(violations[1]["element"] as? String, "row(_:)")
        XCTAssertEqual(violations[1]["line"] as? Int, 9)
        XCTAssertEqual(violations[1]["column"] as? Int, 30)
        XCTAssertEqual(violations[0]["screen"] as? String, "LoginScreen")
        XCTAssertNil(violations[0]["element"], "element is left out when unknown")
        XCTAssertTrue(violations[2]["screen"] is NSNull, "screen is null when there is none")
        XCTAssertEqual(Set(violations[1].keys), ["rule", "severity", "file", "line", "column", "message", "screen", "element"])
    }

    func testJSONReporterWithNoFindings() throws {
        let text = JSONReporter.report(LintResult(findings: [], fileCount: 0))
        XCTAssertEqual(text, "{\"version\":1,\"files\":0,\"violations\":[]}\n")
    }

    /// A large report comes in pieces (one per 512 findings) that make the whole report,
    /// findings in order, every one of them once.
    func testJSONReportIsWrittenInPiecesThatMakeTheWhole() throws {
        let findings = (0..<2_500).map { index in
            Finding(rule: "runtime-identifier", severity: .error, file: "F\(index / 100).swift", line: index % 100 + 1, column: 1,
                    message: "finding \(index) \"quoted\"")
        }
        let large = LintResult(findings: findings, fileCount: 25)
        var pieces: [String] = []
        JSONReporter.write(large) { pieces.append($0) }
        XCTAssertEqual(pieces.count, 7, "the head, five chunks (2,500 findings, 512 a chunk), the tail")
        XCTAssertEqual(pieces.first, "{\"version\":1,\"files\":25,\"violations\":[")
        XCTAssertEqual(pieces.last, "\n]}\n")
        let object = try JSONSerialization.jsonObject(with: Data(pieces.joined().utf8)) as! [String: Any]
        let messages = (object["violations"] as! [[String: Any]]).map { $0["message"] as! String }
        XCTAssertEqual(messages, findings.map(\.message))
    }

    /// The default report of a large run comes in pieces of whole lines, about 64 KiB each,
    /// that make the same text as the report in one piece, plain or coloured.
    func testXcodeReportIsWrittenInPiecesOfWholeLines() {
        let findings = (0..<3_000).map { index in
            Finding(rule: "runtime-identifier", severity: index % 3 == 0 ? .warning : .error, file: "Screens/F\(index / 100).swift",
                    line: index % 100 + 1, column: 7, message: "identifier built at runtime from \"\\(row)\" (\(index))")
        }
        let large = LintResult(findings: findings, fileCount: 30)
        for colored in [false, true] {
            var pieces: [String] = []
            XcodeReporter.write(large, colored: colored) { pieces.append($0) }
            XCTAssertGreaterThan(pieces.count, 2)
            XCTAssertEqual(pieces.joined(), XcodeReporter.report(large, colored: colored))
            XCTAssertEqual(pieces.joined().split(separator: "\n").count, 3_000)
            for piece in pieces {
                XCTAssertTrue(piece.hasSuffix("]\n"), "each piece ends a line")
                XCTAssertLessThan(piece.utf8.count, 64 * 1024 + 200)
            }
        }
        XCTAssertTrue(XcodeReporter.report(large, colored: true).contains("\u{1B}[1;31merror\u{1B}[0m"))
        var none: [String] = []
        XcodeReporter.write(LintResult(findings: [], fileCount: 0)) { none.append($0) }
        XCTAssertEqual(none, [], "nothing to say is said as nothing")
    }

    func testJSONQuotingEscapesControlCharacters() {
        XCTAssertEqual(JSONReporter.quoted("a\u{1}b\\c\"é"), "\"a\\u0001b\\\\c\\\"é\"")
    }

    func testReportersAreFoundByName() {
        XCTAssertTrue(ReporterRegistry.reporter(named: "xcode") == XcodeReporter.self)
        XCTAssertTrue(ReporterRegistry.reporter(named: "json") == JSONReporter.self)
        XCTAssertNil(ReporterRegistry.reporter(named: "yaml"))
    }
}
