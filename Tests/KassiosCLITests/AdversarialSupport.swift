@testable import KassiosCLI
@testable import KassiosLintCLI
@testable import KassiosLint
import KassiosModel
import XCTest

/// A folder of hostile input, linted twice: through the library (`LintRunner`) and through
/// the command line (`CommandLineTool`, in-process, `--reporter json`). Both must report
/// the same findings and agree on the exit code.
class AdversarialTestCase: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-adversarial-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        FileSystem.willOpen = nil
        try? FileManager.default.removeItem(at: folder)
    }

    /// A screen without `onLoad`: one `missing-onload` finding at the class name, so every
    /// file shows whether it was still read after what came before.
    static func screen(_ name: String) -> String {
        "final class \(name): KassScreen {\n    lazy var title = staticText(\"\(name).title\")\n}\n"
    }

    @discardableResult
    func write(_ relative: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Array(text.utf8))
    }

    struct Outcome {
        /// `File.swift:line:column rule`, paths relative to the folder, in report order.
        var findings: [String]
        /// Message of each finding, by the same key.
        var messages: [String: String]
        var status: Int32
        /// What the CLI wrote to standard error.
        var errors: String
    }

    /// Runs the CLI in-process.
    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 }).run(arguments)
        return (status, output, errors)
    }

    /// Lints `paths` (relative to the folder; the folder itself by default) both ways.
    /// `prepare` runs before each of the two runs; `options` are given to the CLI, and
    /// `configure` sets the same on the library's options.
    func lint(_ paths: [String] = ["."], options extra: [String] = [], configure: (inout LintOptions) -> Void = { _ in },
              prepare: () throws -> Void = {}, file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        let absolute = paths.map { $0 == "." ? folder.path : folder.path + "/" + $0 }
        var library: Outcome
        do {
            try prepare()
            var options = LintOptions()
            configure(&options)
            let result = try LintRunner.run(paths: absolute, options: options)
            let keys = result.findings.map(key)
            library = Outcome(findings: keys, messages: Dictionary(zip(keys, result.findings.map(\.message)), uniquingKeysWith: { a, _ in a }),
                              status: result.hasErrors ? 1 : 0, errors: "")
        } catch {
            library = Outcome(findings: [], messages: [:], status: 2, errors: "kassios: error: \(error)\n")
        }
        XCTAssertNoThrow(try prepare(), file: file, line: line)
        let (status, output, errors) = run(["lint", "--no-config", "-q", "--reporter", "json"] + extra + absolute)
        XCTAssertEqual(status, library.status, "exit code of the CLI and the library's result: \(errors)", file: file, line: line)
        if status != 2 {
            XCTAssertEqual(cliFindings(output), library.findings, "the CLI reports what the library found", file: file, line: line)
        } else {
            XCTAssertEqual(output, "", file: file, line: line)
            XCTAssertEqual(errors, library.errors, file: file, line: line)
        }
        library.errors = errors
        return library
    }

    private func key(_ finding: Finding) -> String {
        "\(relative(finding.file)):\(finding.line):\(finding.column) \(finding.rule)"
    }

    func relative(_ path: String) -> String {
        // Temporary folders may be reached through a link (macOS: /var → /private/var).
        for prefix in [folder.path + "/", folder.resolvingSymlinksInPath().path + "/"] where path.hasPrefix(prefix) {
            return String(path.dropFirst(prefix.count))
        }
        return path
    }

    private func cliFindings(_ json: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let violations = object["violations"] as? [[String: Any]] else {
            XCTFail("not the JSON report: \(json.prefix(300))")
            return []
        }
        return violations.map { violation in
            "\(relative(violation["file"] as? String ?? "")):\(violation["line"] ?? 0):\(violation["column"] ?? 0) \(violation["rule"] ?? "")"
        }
    }
}
