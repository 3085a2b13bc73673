import Foundation
import KassiosLint
import XCTest

/// The reports real consumers read in CI. `Tests/consumers/golden/` holds every structured
/// report of the tricky and the clean fixture; `Tests/consumers/check-reporters.sh` (run by
/// `.ci/run` after `.ci/install-test-tools.sh`) feeds them, and the reports of a live run on
/// `Examples/`, to SARIF's official schema, junitparser, xml.etree, a workflow-command parser
/// and cmark-gfm. This test keeps the golden files equal to what the reporters write, so the
/// consumers always judge today's output; `swift test` itself needs no Python package.
/// `KASSIOS_UPDATE_GOLDEN=1 swift test --filter ReporterConsumerTests` rewrites them.
final class ReporterConsumerTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("consumers/golden")

    /// File name per reporter, as check-reporters.sh passes them to check-reporters.py.
    static let reports: [(file: String, reporter: Reporter.Type)] = [
        ("findings.json", JSONReporter.self),
        ("kassios.sarif", SARIFReporter.self),
        ("junit.xml", JUnitReporter.self),
        ("checkstyle.xml", CheckstyleReporter.self),
        ("github-actions.txt", GitHubActionsReporter.self),
        ("summary.md", MarkdownReporter.self),
    ]

    func testTrickyFindingsGoldenReportsAreCurrent() throws {
        try checkGolden(ReporterFixtures.tricky, folder: "tricky")
    }

    func testNoFindingsGoldenReportsAreCurrent() throws {
        try checkGolden(ReporterFixtures.clean, folder: "clean")
    }

    private func checkGolden(_ result: LintResult, folder: String) throws {
        let directory = ReporterConsumerTests.golden.appendingPathComponent(folder)
        let update = ProcessInfo.processInfo.environment["KASSIOS_UPDATE_GOLDEN"] == "1"
        if update { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        for report in ReporterConsumerTests.reports {
            let url = directory.appendingPathComponent(report.file)
            let text = report.reporter.report(result)
            if update { try Data(text.utf8).write(to: url) }
            let stored = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(stored, text, "\(folder)/\(report.file) is stale: rerun with KASSIOS_UPDATE_GOLDEN=1")
        }
    }
}
