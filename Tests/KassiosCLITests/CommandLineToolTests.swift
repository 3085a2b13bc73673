@testable import KassiosCLI
@testable import KassiosLintCLI
import KassiosLint
@testable import KassiosModel
import XCTest

/// The CLI in-process: what a user sees on stdout and stderr, and the exit codes.
final class CommandLineToolTests: XCTestCase {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    func run(_ arguments: String...) -> Run { run(arguments) }

    func run(_ arguments: [String]) -> Run {
        var output = ""
        var errors = ""
        let tool = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 })
        let status = tool.run(arguments)
        return Run(status: status, output: output, errors: errors)
    }

    func testHelpAndVersion() {
        for arguments in [[], ["--help"], ["-h"], ["help"]] {
            var output = ""
            let status = CommandLineTool(standardOutput: { output += $0 }, standardError: { _ in }).run(arguments)
            XCTAssertEqual(status, 0)
            XCTAssertTrue(output.contains("USAGE: kassios <command>"), "\(arguments)")
            XCTAssertTrue(output.contains("lint"))
        }
        let version = run("--version")
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.output, "kassios \(CommandLineTool.version)\n")
    }

    func testLintHelp() {
        for result in [run("lint", "--help"), run("help", "lint")] {
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(result.output.contains("USAGE: kassios lint"))
            XCTAssertTrue(result.output.contains("--reporter"))
            XCTAssertTrue(result.output.contains("EXIT CODES"))
        }
    }

    func testHelpForASubcommandAndPathsAfterDoubleDash() throws {
        XCTAssertTrue(run("help", "generate", "test").output.hasPrefix("USAGE: kassios generate test"))
        XCTAssertTrue(run("help", "dump", "convert").output.hasPrefix("USAGE: kassios dump convert"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-dash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let odd = folder.appendingPathComponent("-Odd.swift").path
        try Data("final class OddScreen: KassScreen {}\n".utf8).write(to: URL(fileURLWithPath: odd))
        // After `--` every word is a path, even one spelled like an option.
        let linted = run("lint", "--no-config", "--", odd)
        XCTAssertEqual(linted.status, 1, linted.errors)
        XCTAssertTrue(linted.output.contains("OddScreen has no onLoad"))
        XCTAssertEqual(run("lint", "--no-config", "--", "--staged").errors, "kassios: error: no such file or directory: --staged\n")
        XCTAssertEqual(run("lint", "--no-config", "--", "-q").errors, "kassios: error: no such file or directory: -q\n", "-q after -- is not --quiet")
    }

    func testUnknownCommandIsOneLineNamingTheWordWithAHint() {
        let result = run("lnt", "Examples")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, "kassios: error: unknown command 'lnt'; did you mean 'lint'? see 'kassios --help'\n")
        XCTAssertEqual(run("frobnicate").errors, "kassios: error: unknown command 'frobnicate'; see 'kassios --help'\n")
        XCTAssertEqual(run("--frob").status, 2)
    }

    func testUnknownLintOptionIsOneLineWithAHint() {
        let result = run("lint", "--reportr", "json", "Examples")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.errors, "kassios: error: unknown option '--reportr' for 'kassios lint'; did you mean '--reporter'? see 'kassios lint --help'\n")
        XCTAssertEqual(result.errors.filter { $0 == "\n" }.count, 1)
    }

    func testBadReporterAndMissingValues() {
        let bad = run("lint", "--reporter", "yaml", "Examples")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.errors.contains("unknown reporter 'yaml'"))
        XCTAssertTrue(bad.errors.contains("xcode, json"))
        XCTAssertEqual(run("lint", "--reporter").status, 2)
        XCTAssertEqual(run("lint", "--no-config").status, 2, "no paths and no configuration to take them from")
        for arguments in [["lint", "--config", "x.yml", "--no-config", "Examples"], ["map", "--no-config", "--config", "x.yml"],
                          ["generate", "screen", "Examples/Dumps/Login.debugDescription.txt", "--name", "Login", "--config", "x.yml", "--no-config"]] {
            let contradiction = run(arguments)
            XCTAssertEqual(contradiction.status, 2, "\(arguments)")
            XCTAssertEqual(contradiction.errors, "kassios: error: '--config' and '--no-config' contradict each other; give one of them\n", "\(arguments)")
        }
    }

    func testLintInputErrorsExitTwo() {
        let missing = run("lint", "/no/such/folder")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.errors, "kassios: error: no such file or directory: /no/such/folder\n")
    }

    func testHierarchyDumpsFeedStaleIdentifierAndAMissingFolderIsAUsageError() {
        let root = CommandLineToolTests.repositoryRoot
        let result = run("lint", "--no-config", "-q", "--hierarchy", root + "/Examples/Dumps", root + "/Examples/FinchUITests")
        let stale = result.output.split(separator: "\n").filter { $0.hasSuffix("[stale-identifier]") }
        // Paths print relative to the current directory when inside it.
        XCTAssertEqual(stale.map { $0.split(separator: ":").prefix(3).joined(separator: ":").replacingOccurrences(of: root + "/", with: "") }, [
            "Examples/FinchUITests/Broken/StaleIdentifiers.swift:18:14",
            "Examples/FinchUITests/Broken/StaleIdentifiers.swift:19:14",
        ])
        let without = run("lint", "--no-config", "-q", root + "/Examples/FinchUITests")
        XCTAssertFalse(without.output.contains("[stale-identifier]"), "no dumps, nothing to compare with")

        let missing = run("lint", "--no-config", "--hierarchy", "/no/such/dumps", root + "/Examples/FinchUITests")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.errors, "kassios: error: no such hierarchy folder or dump: /no/such/dumps; give a folder of dumps with --hierarchy, or fix the 'hierarchy' key\n")

        // A folder without a dump: said, or stale-identifier would check nothing while the run passes.
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-nodumps-\(UUID().uuidString)").path
        XCTAssertNoThrow(try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true))
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let none = run("lint", "--no-config", "-q", "--hierarchy", empty, root + "/Examples/FinchUITests/Screens")
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.output.contains("1:1: error: no hierarchy dump (.txt, .json, .xml) in \(empty), so stale-identifier has nothing to check screens against [dump-unreadable]"), none.output)
    }

    func testLintOnTheExamplesReportsFindingsAndExitsOne() {
        let result = run("lint", CommandLineToolTests.repositoryRoot + "/Examples")
        XCTAssertEqual(result.status, 1)
        let lines = result.output.split(separator: "\n")
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            XCTAssertNotNil(line.range(of: #"^.+\.swift:\d+:\d+: (error|warning): .+ \[[a-z-]+\]$"#, options: .regularExpression), String(line))
        }
        XCTAssertTrue(result.output.contains("[missing-onload]"))
        XCTAssertTrue(result.output.contains("[runtime-identifier]"))
        XCTAssertTrue(result.errors.hasPrefix("kassios: linted "))
        XCTAssertTrue(run("lint", "--quiet", CommandLineToolTests.repositoryRoot + "/Examples").errors.isEmpty)
    }

    func testLintOfCleanCodeExitsZero() {
        let result = run("lint", CommandLineToolTests.repositoryRoot + "/Examples/FinchUITests/Screens")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    func testJSONReporterFromTheCommandLine() throws {
        let result = run("lint", "--reporter", "json", "-q", CommandLineToolTests.repositoryRoot + "/Examples")
        XCTAssertEqual(result.status, 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as! [String: Any]
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertGreaterThan(object["files"] as! Int, 20)
        XCTAssertFalse((object["violations"] as! [Any]).isEmpty)
    }

    func testScreenRootOption() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Pay.swift")
        try Data("final class PayPage: AppPage {\n    lazy var pay = button(\"pay\")\n}\n".utf8).write(to: file)
        XCTAssertEqual(run("lint", file.path).status, 0)
        let rooted = run("lint", "--screen-root", "AppPage", file.path)
        XCTAssertEqual(rooted.status, 1)
        XCTAssertTrue(rooted.output.contains("PayPage has no onLoad"))
    }

    /// A baseline recorded at a suite's root hides the same findings when kassios runs from a subfolder
    /// (an editor's, a script's), and when the paths given hold `..`.
    func testABaselineMatchesFromASubfolderAndThroughDotDot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("UITests"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("final class ReceiptScreen: KassScreen {\n    lazy var total = staticText(\"receipt.total\")\n}\n".utf8)
            .write(to: folder.appendingPathComponent("UITests/Receipt.swift"))
        let previous = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
        XCTAssertEqual(run("lint", "--no-config", "--write-baseline", "baseline.json", "UITests").status, 0)
        XCTAssertEqual(run("lint", "--no-config", "--baseline", "baseline.json", "UITests").status, 0)
        XCTAssertEqual(run("lint", "--no-config", "--baseline", "baseline.json", "UITests/../UITests").status, 0, "through ..")
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path + "/UITests")
        let inside = run("lint", "--no-config", "--baseline", "../baseline.json", ".")
        XCTAssertEqual(inside.status, 0, inside.output)
        XCTAssertTrue(inside.errors.hasSuffix("1 in the baseline, not shown\n"), inside.errors)
    }

    func testBaselineRoundTripFromTheCommandLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let examples = CommandLineToolTests.repositoryRoot + "/Examples"
        let write = run("lint", "--write-baseline", baseline, examples)
        XCTAssertEqual(write.status, 0)
        XCTAssertTrue(write.errors.hasPrefix("kassios: recorded "), write.errors)
        XCTAssertEqual(write.output, "", "recording prints no findings")
        let recorded = try String(contentsOfFile: baseline, encoding: .utf8)
        XCTAssertTrue(recorded.contains("\"rule\": \"missing-onload\""))
        let again = run("lint", "--baseline", baseline, examples)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.output, "")
        let recordedCount = recorded.components(separatedBy: "\"rule\":").count - 1
        XCTAssertTrue(again.errors.hasSuffix(": 0 errors, 0 warnings; \(recordedCount) in the baseline, not shown\n"), again.errors)
        XCTAssertFalse(run("lint", examples).errors.contains("baseline"), "without a baseline, nothing is said of one")
        let bad = run("lint", "--baseline", folder.appendingPathComponent("none.json").path, examples)
        XCTAssertEqual(bad.status, 2)
        let none = folder.appendingPathComponent("none.json").path
        XCTAssertEqual(bad.errors, "kassios: error: cannot read baseline \(none): no such file (record one with 'kassios lint --write-baseline \(none)')\n")
        XCTAssertEqual(run("lint", "--baseline", folder.path, examples).errors, "kassios: error: cannot read baseline \(folder.path): it is a folder\n")

        // Named by the configuration and not made yet: a warning, and every finding is reported.
        let config = folder.appendingPathComponent("kassios.yml").path
        try Data("baseline: fresh.json\n".utf8).write(to: URL(fileURLWithPath: config))
        let fresh = run("lint", "--config", config, examples)
        XCTAssertEqual(fresh.status, 1)
        XCTAssertTrue(fresh.errors.hasPrefix("kassios: warning: the configuration's baseline \(folder.path)/fresh.json does not exist yet, so no finding is hidden; record one with 'kassios lint --write-baseline \(folder.path)/fresh.json'\n"), fresh.errors)
        XCTAssertEqual(fresh.output, run("lint", "--no-config", examples).output)
    }

    /// Output that could not all be written (a full disk) fails the run, whatever the command's
    /// own status: exit 2, said on standard error. Without a failure the status stands.
    func testAnOutputThatCouldNotBeWrittenFailsTheRun() {
        StandardStreams.forgetOutputFailure()
        defer { StandardStreams.forgetOutputFailure() }
        XCTAssertEqual(CommandLineTool.exitStatus(0), 0)
        XCTAssertEqual(CommandLineTool.exitStatus(1), 1)
        fflush(stdout)
        let saved = dup(STDOUT_FILENO)
        close(STDOUT_FILENO)
        CommandLineTool.writeToStandardOutput("{\"runs\": []}\n")
        dup2(saved, STDOUT_FILENO)
        close(saved)
        XCTAssertEqual(CommandLineTool.exitStatus(0), 2)
        XCTAssertEqual(CommandLineTool.exitStatus(1), 2)
    }

    /// `--write-baseline` names a file by mistake: refused, the file kept; a baseline is replaced
    /// without asking, anything else with `--force`, except a file the lint reads: never.
    func testWriteBaselineNeverReplacesAFileThatIsNotABaselineWithoutForce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("UITests"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let linted = folder.appendingPathComponent("UITests").path
        let source = linted + "/LoginTests.swift"
        let text = "final class LoginScreen: KassScreen {\n    lazy var email = textField(\"login.\\(1)\")\n}\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: source))
        let notes = folder.appendingPathComponent("notes.txt").path
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: notes))

        let refused = run("lint", "--no-config", "--write-baseline", notes, linted)
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.errors, "kassios: error: \(notes) exists and does not look like a kassios baseline; not replacing it (--force replaces it)\n")
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "mine\n")

        let baseline = folder.appendingPathComponent("baseline.json").path
        XCTAssertEqual(run("lint", "--no-config", "--write-baseline", baseline, linted).status, 0)
        XCTAssertEqual(run("lint", "--no-config", "--write-baseline", baseline, linted).status, 0, "a baseline replaces a baseline")
        XCTAssertTrue(try String(contentsOfFile: baseline, encoding: .utf8).contains("\"rule\": \"missing-onload\""))

        XCTAssertEqual(run("lint", "--no-config", "--write-baseline", notes, "--force", linted).status, 0)
        XCTAssertTrue(try String(contentsOfFile: notes, encoding: .utf8).hasPrefix("{\n  \"version\": 1,"))

        // A source the lint reads, named by the folder or by itself: not even with --force.
        for paths in [[linted], [source]] {
            let input = run(["lint", "--no-config", "--write-baseline", source, "--force"] + paths)
            XCTAssertEqual(input.status, 2, "\(paths)")
            XCTAssertTrue(input.errors.contains("nothing kassios reads is written to, not even with --force"), input.errors)
            XCTAssertEqual(try String(contentsOfFile: source, encoding: .utf8), text)
        }
    }

    /// A baseline recorded for one folder keeps the entries of the suite's other files that are
    /// still there, and says so; the entries of a file gone are dropped.
    func testABaselineRecordedForPartOfTheSuiteKeepsTheRest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Login", "Home", "Cart"] {
            let screens = folder.appendingPathComponent("UITests/\(name)")
            try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
            try Data("final class \(name)Screen: KassScreen {\n    lazy var title = staticText(\"\(name.lowercased()).\\(1)\")\n}\n".utf8)
                .write(to: screens.appendingPathComponent("\(name)Screen.swift"))
        }
        let suite = folder.appendingPathComponent("UITests").path
        let baseline = folder.appendingPathComponent("baseline.json").path
        func files() throws -> [String] {
            let text = try String(contentsOfFile: baseline, encoding: .utf8)
            return Set(text.split(separator: "\n").compactMap { line in
                line.range(of: #""file": ""#).map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
            }).sorted()
        }
        XCTAssertEqual(run("lint", "--no-config", "--write-baseline", baseline, suite).status, 0)
        XCTAssertEqual(try files(), ["UITests/Cart/CartScreen.swift", "UITests/Home/HomeScreen.swift", "UITests/Login/LoginScreen.swift"])

        try FileManager.default.removeItem(atPath: suite + "/Cart")
        let part = run("lint", "--no-config", "--write-baseline", baseline, suite + "/Login")
        XCTAssertEqual(part.status, 0)
        XCTAssertTrue(part.errors.contains("and kept 2 entries of it for 1 file this run did not lint"), part.errors)
        XCTAssertEqual(try files(), ["UITests/Home/HomeScreen.swift", "UITests/Login/LoginScreen.swift"], "Cart is gone; Home is kept")
        XCTAssertEqual(run("lint", "--no-config", "--baseline", baseline, suite).status, 0, "every finding is in the baseline")

        // A baseline in a folder of its own names the suite's files relative to the working folder:
        // they are still there, and kept.
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ci"), withIntermediateDirectories: true)
        XCTAssertEqual(run("lint", "--no-config", "--write-baseline", "ci/baseline.json", "UITests").status, 0)
        let partOfTheSuite = run("lint", "--no-config", "--write-baseline", "ci/baseline.json", "UITests/Login")
        XCTAssertTrue(partOfTheSuite.errors.contains("and kept 2 entries of it for 1 file this run did not lint"), partOfTheSuite.errors)
        XCTAssertEqual(run("lint", "--no-config", "--baseline", "ci/baseline.json", "UITests").status, 0, "Home's entry was kept")
    }

    /// A folder of the configuration's `included` suite is linted with the rest read for what it
    /// declares (base classes, constants, the *Page types around it): its findings are the whole
    /// run's findings there, and a baseline recorded for it keeps a whole lint clean.
    func testAFolderOfTheSuiteIsLintedWithTheRestAsContext() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CommandLineToolTests.repositoryRoot + "/Examples/FinchUITests", toPath: folder.path + "/UITests")
        try Data("included: [UITests]\nrobots:\n  names: [\"*Robot\"]\n".utf8).write(to: folder.appendingPathComponent(".kassios-lint.yml"))
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        func lines(_ arguments: String...) -> [String] {
            run(arguments).output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("UITests/Broken/") }.sorted()
        }
        let whole = lines("lint", "-q", "UITests")
        let part = lines("lint", "-q", "UITests/Broken")
        XCTAssertGreaterThan(whole.count, 10)
        XCTAssertEqual(part, whole)
        XCTAssertNotEqual(lines("lint", "-q", "--no-config", "UITests/Broken"), lines("lint", "-q", "--no-config", "UITests"),
                          "alone, the folder's findings differ: the context is what makes them the same")

        XCTAssertEqual(run("lint", "--write-baseline", "baseline.json", "UITests").status, 0)
        XCTAssertEqual(run("lint", "--write-baseline", "baseline.json", "UITests/Broken").status, 0)
        let clean = run("lint", "--baseline", "baseline.json", "UITests")
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.output, "", clean.errors)
    }

    /// `map`, `context`, `catches` and `generate test` never write over what they read, not even
    /// with --force: a source of the suite, a test case, the catalog.
    func testNoCommandWritesOverItsInputs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("UITests"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let suite = folder.appendingPathComponent("UITests").path
        let screen = suite + "/LoginScreen.swift"
        let source = """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [email] }
            }
            """
        try Data(source.utf8).write(to: URL(fileURLWithPath: screen))
        let cases = folder.appendingPathComponent("login.md").path
        let caseText = "# Sign in\nSteps:\n1. Tap the submit button on the Login screen\n"
        try Data(caseText.utf8).write(to: URL(fileURLWithPath: cases))

        let attempts: [[String]] = [
            ["map", "--no-config", suite, "--out", screen, "--format", "json", "--force"],
            ["map", "--no-config", screen, "--out", screen, "--format", "json", "--force"],
            ["catches", "--no-config", suite, "--out", screen, "--force"],
            ["generate", "test", cases, "--screens", suite, "--no-config", "--report", cases, "--force"],
            ["generate", "test", cases, "--screens", suite, "--no-config", "--report", screen, "--force"],
            ["generate", "test", cases, "--screens", suite, "--no-config", "--out", cases, "--class", "LoginGen", "--force"],
        ]
        for arguments in attempts {
            let result = run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.errors.contains("nothing kassios reads is written to, not even with --force"), "\(arguments): \(result.errors)")
            XCTAssertEqual(try String(contentsOfFile: screen, encoding: .utf8), source, "\(arguments)")
            XCTAssertEqual(try String(contentsOfFile: cases, encoding: .utf8), caseText, "\(arguments)")
        }
        // Beside the sources, a map is written as usual.
        XCTAssertEqual(run("map", "--no-config", suite, "--out", suite + "/map.json").status, 0)
    }

    /// The baseline is read while the files are found; a broken one is still the one error
    /// reported, before any about the paths, and no finding is printed.
    func testABrokenBaselineIsTheErrorWhateverElseIsWrong() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.json").path
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: broken))
        let examples = CommandLineToolTests.repositoryRoot + "/Examples"
        let expected = "kassios: error: \(broken): not a kassios baseline (expected a JSON object)\n"
        for paths in [[examples], [folder.path + "/no-such-folder"], [folder.path]] {   // findings; missing; no Swift file
            let result = run(["lint", "--no-config", "--baseline", broken] + paths)
            XCTAssertEqual(result.status, 2, "\(paths)")
            XCTAssertEqual(result.output, "", "\(paths)")
            XCTAssertEqual(result.errors, expected, "\(paths)")
        }
    }

    /// A configuration found from the current folder for a suite outside that folder (`kassios lint
    /// ../other-app` from this repository) is named: another suite's settings may not fit these files.
    func testAConfigurationFoundForPathsOutsideItsFolderIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app/UITests"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("other"), withIntermediateDirectories: true)
        try Data("robots:\n  names: [\"*Robot\"]\n".utf8).write(to: folder.appendingPathComponent("app/.kassios-lint.yml"))
        let screen = "final class LoginScreen: KassScreen {\n    lazy var email = textField(\"login.email\")\n    override var onLoad: [KassElement] { [email] }\n}\n"
        for file in ["app/UITests/LoginScreen.swift", "other/LoginScreen.swift"] {
            try Data(screen.utf8).write(to: folder.appendingPathComponent(file))
        }
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.appendingPathComponent("app").path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let outside = run("lint", "../other")
        XCTAssertEqual(outside.status, 0)
        XCTAssertTrue(outside.errors.contains("kassios: warning: using the configuration "), outside.errors)
        XCTAssertTrue(outside.errors.contains("app/.kassios-lint.yml, found from the current folder, for paths outside its folder (../other); pass --config with theirs, or --no-config\n"), outside.errors)
        for arguments in [["lint", "UITests"], ["lint", "--config", ".kassios-lint.yml", "../other"], ["lint", "--no-config", "../other"]] {
            XCTAssertFalse(run(arguments).errors.contains("warning: using the configuration"), "\(arguments)")
        }
    }

    /// A suite whose screens kassios does not recognise passes every screen rule by checking nothing:
    /// a note says so, naming the types with elements; a configuration that names them ends it.
    func testANoteSaysWhenNoScreenWasRecognised() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let robot = folder.appendingPathComponent("LoginRobot.swift").path
        try Data("""
            final class LoginRobot {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
                func typeEmail(_ text: String) -> Self { email.typeText(text); return self }
            }

            """.utf8).write(to: URL(fileURLWithPath: robot))
        let unrecognised = run("lint", "--no-config", robot)
        XCTAssertEqual(unrecognised.status, 0)
        XCTAssertTrue(unrecognised.errors.contains("kassios: note: no screen object, robot or page object was recognised, so the rules about screens (missing-onload, onload-unknown-element) checked nothing; LoginRobot has elements"), unrecognised.errors)
        let config = folder.appendingPathComponent("k.yml").path
        try Data("robots:\n  names: [\"*Robot\"]\n".utf8).write(to: URL(fileURLWithPath: config))
        let named = run("lint", "--config", config, robot)
        XCTAssertEqual(named.status, 1, "now a robot, without a load check")
        XCTAssertFalse(named.errors.contains("no screen object"), named.errors)
    }

    func testEnableNeedsAKnownRule() {
        let result = run("lint", "--enable", "superfluous-supression", CommandLineToolTests.repositoryRoot + "/Examples")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("did you mean 'superfluous-suppression'?"), result.errors)
    }

    /// The command line has the last word: --enable runs a rule the configuration disables or
    /// leaves out of only_rules.
    func testEnableOnTheCommandLineWinsOverTheConfiguration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = folder + "/A.swift"
        try Data("final class AScreen: KassScreen {\n    lazy var help = button(containing: \"Help\")\n    override var onLoad: [KassElement] { [help] }\n}\n".utf8)
            .write(to: URL(fileURLWithPath: source))
        let config = folder + "/.kassios-lint.yml"
        for settings in ["disabled_rules: [label-locator]\n", "only_rules: [missing-onload]\n"] {
            try Data(settings.utf8).write(to: URL(fileURLWithPath: config))
            XCTAssertEqual(run("lint", "--config", config, source).status, 0, settings)
            let enabled = run("lint", "--config", config, "--enable", "label-locator", source)
            XCTAssertTrue(enabled.output.contains("[label-locator]"), settings + enabled.output)
        }
    }

    func testColourOnlyOnATerminalAndNeverWithNoColor() {
        // `swift test` itself may run tests with NO_COLOR set: start from a clean slate.
        let inherited = ProcessInfo.processInfo.environment["NO_COLOR"]
        unsetenv("NO_COLOR")
        defer { if let inherited { setenv("NO_COLOR", inherited, 1) } else { unsetenv("NO_COLOR") } }
        func lint(terminal: Bool, _ extra: String...) -> String {
            var output = ""
            var tool = CommandLineTool(standardOutput: { output += $0 }, standardError: { _ in })
            tool.standardOutputIsTerminal = terminal
            _ = tool.run(["lint", "-q"] + extra + [CommandLineToolTests.repositoryRoot + "/Examples/FinchUITests/Broken/MissingOnLoad.swift"])
            return output
        }
        XCTAssertTrue(lint(terminal: true).contains("\u{1B}[1;31merror\u{1B}[0m"))
        XCTAssertFalse(lint(terminal: false).contains("\u{1B}"), "pipes and files get plain text")
        XCTAssertFalse(lint(terminal: true, "--no-color").contains("\u{1B}"))
        XCTAssertFalse(lint(terminal: true, "--reporter", "json").contains("\u{1B}"))
        setenv("NO_COLOR", "1", 1)
        XCTAssertFalse(lint(terminal: true).contains("\u{1B}"))
    }

    func testRulesListAndDetails() {
        let list = run("rules")
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.output.contains("missing-onload"))
        XCTAssertTrue(list.output.contains("runtime-identifier"))
        let details = run("rules", "missing-onload")
        XCTAssertEqual(details.status, 0)
        XCTAssertTrue(details.output.contains("Reported (↓ marks where)"))
        XCTAssertTrue(details.output.contains("override var onLoad"))
        let unknown = run("rules", "missing-onlaod")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.errors, "kassios: error: unknown rule 'missing-onlaod'; did you mean 'missing-onload'?\n")
        XCTAssertEqual(run("rules", "--help").status, 0)

        // What kassios reports itself while reading files is listed too, after the rules,
        // every id a reporter can print, each with what it means.
        let parts = list.output.components(separatedBy: "\n\n")
        XCTAssertEqual(parts.count, 2, list.output)
        let table = parts[0].split(separator: "\n")
        XCTAssertEqual(table.map { String($0.split(separator: " ")[0]) }, ReportedRule.all.map(\.identifier))
        XCTAssertTrue(table.last?.contains(" built-in ") ?? false)
        // The tag that ends configuration warnings is not a rule, but the list says where it is explained.
        XCTAssertEqual(parts.last, "Warnings tagged [configuration] are about .kassios-lint.yml, not the code: see 'kassios rules configuration'.\n")
        let tag = run("rules", "configuration")
        XCTAssertEqual(tag.status, 0)
        XCTAssertTrue(tag.output.hasPrefix("[configuration] — a warning about .kassios-lint.yml\n"), tag.output)
        XCTAssertTrue(tag.output.contains("exit code 2"))
        XCTAssertEqual(run("rules", "configuraton").errors, "kassios: error: unknown rule 'configuraton'; did you mean 'configuration'?\n")
        let diagnostic = run("rules", "file-unreadable")
        XCTAssertEqual(diagnostic.status, 0)
        XCTAssertTrue(diagnostic.output.hasPrefix("file-unreadable — Unreadable file\nseverity: error (built-in"), diagnostic.output)
        XCTAssertTrue(diagnostic.output.contains("The other files are still linted."))
        XCTAssertEqual(run("rules", "syntax-eror").errors, "kassios: error: unknown rule 'syntax-eror'; did you mean 'syntax-error'?\n")
    }
}
