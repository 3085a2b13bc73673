import KassiosLint
import XCTest

/// `Examples/` is the README's demo. Every finding kassios reports there must be
/// announced by a `// expect: <rule-id>` comment on its line, and every announced
/// finding must be reported; only the deliberately broken folder has any.
final class ExamplesSuiteTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testFindingsMatchTheExpectMarkers() throws {
        let root = ExamplesSuiteTests.repositoryRoot.path
        var options = LintOptions()
        options.workingDirectory = root
        // As the README's command runs it: with the repository's own configuration.
        try LintConfiguration.load(path: root + "/.kassios-lint.yml").apply(to: &options)
        let result = try LintRunner.run(paths: [root + "/Examples"], options: options)
        XCTAssertGreaterThan(result.fileCount, 20)

        let expected = try expectedFindings(under: root + "/Examples")
        XCTAssertGreaterThanOrEqual(expected.filter { $0.hasSuffix("missing-onload") }.count, 3, "the examples should show missing-onload")
        XCTAssertGreaterThanOrEqual(expected.filter { $0.hasSuffix("runtime-identifier") }.count, 6, "the examples should show runtime-identifier")

        let actual = result.findings.map { "\($0.file):\($0.line) \($0.rule)" }.sorted()
        XCTAssertEqual(actual, expected)
        for finding in result.findings {
            XCTAssertTrue(finding.file.hasPrefix("Examples/FinchUITests/Broken/"), "finding outside Broken/: \(finding)")
        }
        XCTAssertTrue(result.hasErrors)
    }

    /// `path:line rule` for each `// expect: a, b` marker.
    private func expectedFindings(under folder: String) throws -> [String] {
        let root = ExamplesSuiteTests.repositoryRoot.path + "/"
        var expected: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)!
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = folder + "/" + relative
            let text = try String(contentsOfFile: path, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                for rule in line[range.upperBound...].split(separator: ",") {
                    expected.append("\(path.dropFirst(root.count)):\(index + 1) \(rule.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return expected.sorted()
    }
}
