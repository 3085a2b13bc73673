import Foundation
@testable import KassiosLint
import XCTest

/// A report of thousands of findings is handed on in pieces of about `ReportChunks.size` bytes,
/// each ending where a record does, so that the whole report is never held next to the findings.
final class ReportPiecesTests: XCTestCase {
    static let count = 3000

    /// The tricky findings again and again, each on a line of its own.
    static let many = LintResult(findings: (0..<count).map { index in
        let finding = ReporterFixtures.tricky.findings[index % ReporterFixtures.tricky.findings.count]
        return Finding(rule: finding.rule, severity: finding.severity, file: finding.file, line: index + 1, column: finding.column,
                       message: finding.message, screen: finding.screen, element: finding.element)
    }, fileCount: 4)

    func pieces(_ write: ((String) -> Void) -> Void) -> [String] {
        var pieces: [String] = []
        write { pieces.append($0) }
        return pieces
    }

    /// Every piece but the last ends with `recordEnd` and is at most a record longer than a chunk.
    func assertHandedOnInPieces(_ pieces: [String], recordEnd: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertGreaterThan(pieces.count, 3, "a report of \(ReportPiecesTests.count) findings in one piece", file: file, line: line)
        for piece in pieces.dropLast() {
            XCTAssertTrue(piece.hasSuffix(recordEnd), String(piece.suffix(80)), file: file, line: line)
            XCTAssertGreaterThanOrEqual(piece.utf8.count, ReportChunks.size, file: file, line: line)
            XCTAssertLessThan(piece.utf8.count, ReportChunks.size + 2048, file: file, line: line)
        }
    }

    func occurrences(of part: String, in text: String) -> Int {
        text.components(separatedBy: part).count - 1
    }

    func testSARIFResultsArriveInPiecesThatMakeTheWholeLog() throws {
        let pieces = pieces { SARIFReporter.write(ReportPiecesTests.many, to: $0) }
        assertHandedOnInPieces(pieces, recordEnd: "}")
        let log = try JSONSerialization.jsonObject(with: Data(pieces.joined().utf8)) as! [String: Any]
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, ReportPiecesTests.count)
        let last = try XCTUnwrap((results.last?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((last["region"] as? [String: Any])?["startLine"] as? Int, ReportPiecesTests.count)
    }

    func testJUnitTestCasesArriveInPieces() {
        let pieces = pieces { JUnitReporter.write(ReportPiecesTests.many, to: $0) }
        assertHandedOnInPieces(pieces, recordEnd: "</testcase>\n")
        let text = pieces.joined()
        XCTAssertEqual(occurrences(of: "<testcase ", in: text), ReportPiecesTests.count)
        XCTAssertEqual(occurrences(of: "<testsuite ", in: text), 3, "one suite per file")
        XCTAssertTrue(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"kassios\" tests=\"3000\" failures=\"2400\""))
        XCTAssertTrue(text.hasSuffix("  </testsuite>\n</testsuites>\n"))
    }

    func testCheckstyleErrorsArriveInPieces() {
        let pieces = pieces { CheckstyleReporter.write(ReportPiecesTests.many, to: $0) }
        assertHandedOnInPieces(pieces, recordEnd: "/>\n")
        let text = pieces.joined()
        XCTAssertEqual(occurrences(of: "<error ", in: text), ReportPiecesTests.count)
        XCTAssertEqual(occurrences(of: "<file ", in: text), 3)
        XCTAssertTrue(text.hasSuffix("  </file>\n</checkstyle>\n"))
    }

    func testGitHubActionsCommandsArriveInPieces() {
        let pieces = pieces { GitHubActionsReporter.write(ReportPiecesTests.many, to: $0) }
        assertHandedOnInPieces(pieces, recordEnd: "\n")
        let lines = pieces.joined().split(separator: "\n")
        XCTAssertEqual(lines.count, ReportPiecesTests.count)
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("::") })
    }

    func testXcodeLinesArriveInPieces() {
        let pieces = pieces { XcodeReporter.write(ReportPiecesTests.many, to: $0) }
        assertHandedOnInPieces(pieces, recordEnd: "\n")
        XCTAssertEqual(pieces.joined().split(separator: "\n").count, ReportPiecesTests.count)
    }

    /// A report with nothing to say is handed on whole, and not as an empty piece.
    func testASmallReportIsOnePiece() {
        XCTAssertEqual(pieces { SARIFReporter.write(ReporterFixtures.clean, to: $0) }.count, 1)
        XCTAssertEqual(pieces { JUnitReporter.write(ReporterFixtures.clean, to: $0) }.count, 1)
        XCTAssertEqual(pieces { CheckstyleReporter.write(ReporterFixtures.clean, to: $0) }.count, 1)
        XCTAssertEqual(pieces { XcodeReporter.write(ReporterFixtures.tricky, to: $0) }.count, 1)
        XCTAssertEqual(pieces { GitHubActionsReporter.write(ReporterFixtures.clean, to: $0) }, [])
    }
}
