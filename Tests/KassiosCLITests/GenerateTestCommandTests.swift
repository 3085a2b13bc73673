@testable import KassiosCLI
@testable import KassiosLintCLI
import KassiosCodegen
import KassiosModel
import XCTest

/// `kassios generate test`: where code and summary go, files never clobbered, the
/// report, --strict, errors in case files, usage errors.
final class GenerateTestCommandTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-generate-cli-\(UUID().uuidString)").path
        try write("UITests/LoginScreen.swift", """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button(id: "login.submit", label: "Sign In")
                override var onLoad: [KassElement] { [email, submit] }
            }
            """)
        try write("cases/login.md", """
            # C1: Sign in
            Preconditions: the user is signed out
            Steps:
            1. Enter "ada@finch.test" into "Email"
            2. Tap "Sign In"
            3. Tap "Help"
            """)
        try write(".kassios-lint.yml", """
            included: [UITests]
            codegen:
              preconditions:
                "the user is signed out": { environment: { AUTHORIZATION_STATE: unauthorized }, screen: LoginScreen }
            """)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: folder + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func run(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
        run(arguments)
    }

    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let tool = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 })
        let config = ["--config", folder + "/.kassios-lint.yml"]
        let status = tool.run(["generate", "test"] + arguments.map { $0.replacingOccurrences(of: "@/", with: folder + "/") } + config)
        return (status, output, errors)
    }

    /// Written among the screens it reads (`--out UITests/…`), the test and the robot methods it
    /// needs are not read back as the suite on the next run: the same files again, unchanged.
    func testARunWritingAmongTheScreensIsRepeatable() throws {
        let examples = CommandLineToolTests.repositoryRoot + "/Examples"
        try FileManager.default.copyItem(atPath: examples + "/FinchUITests", toPath: folder + "/Finch")
        try FileManager.default.copyItem(atPath: examples + "/TestCases/profile.md", toPath: folder + "/cases/profile.md")
        let arguments = ["@/cases/profile.md", "--screens", "@/Finch", "--style", "robot", "--out", "@/Finch/Tests/ProfileGenTests.swift"]
        let first = run(arguments)
        XCTAssertEqual(first.status, 0, first.errors)
        let methods = folder + "/Finch/Tests/ProfileRobot+Generated.swift"
        let test = try String(contentsOfFile: folder + "/Finch/Tests/ProfileGenTests.swift", encoding: .utf8)
        let generated = try String(contentsOfFile: methods, encoding: .utf8)
        for _ in 0..<2 {
            let again = run(arguments)
            XCTAssertEqual(again.status, 0, again.errors)
            XCTAssertTrue(again.errors.contains("unchanged \(folder)/Finch/Tests/ProfileGenTests.swift"), again.errors)
            XCTAssertEqual(try String(contentsOfFile: folder + "/Finch/Tests/ProfileGenTests.swift", encoding: .utf8), test)
            XCTAssertEqual(try String(contentsOfFile: methods, encoding: .utf8), generated)
        }
        XCTAssertFalse(generated.contains("Generated()"), "no method renamed away from itself")

        // With the same folder given for dumps (which are .txt, .json and .xml), its Swift files are
        // not dumps: the test is written again.
        let withDumps = arguments + ["--dumps", "@/Finch"]
        XCTAssertEqual(run(withDumps).status, 0)
        XCTAssertEqual(run(withDumps).status, 0)

        // A source of the suite that kassios did not generate is never written over, not even with --force.
        let screen = folder + "/Finch/Screens/SettingsScreen.swift"
        let source = try String(contentsOfFile: screen, encoding: .utf8)
        let refused = run(["@/cases/profile.md", "--screens", "@/Finch", "--style", "robot", "--out", "@/Finch/Screens/SettingsScreen.swift", "--force"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.errors.contains("is a source of the suite this command reads, not a file it generated"), refused.errors)
        XCTAssertEqual(try String(contentsOfFile: screen, encoding: .utf8), source)
    }

    /// The test named after the screen a dump makes would be written over by it (or write over
    /// it): refused before anything is written, even with --force.
    func testTwoGeneratedFilesAtOnePathAreRefused() throws {
        let root = CommandLineToolTests.repositoryRoot
        let cases = root + "/Examples/TestCases/login.md"
        let out = folder + "/Out"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let written = run(cases, "--screens", root + "/Examples/FinchUITests", "--dumps", root + "/Examples/TestCases/Dumps",
                          "--out", out + "/LoginCasesTests.swift")
        XCTAssertEqual(written.status, 0, written.errors)
        let sideFiles = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0 != "LoginCasesTests.swift" }
        let side = try XCTUnwrap(sideFiles.first, "the dump's screen is written beside the test")
        try FileManager.default.removeItem(atPath: out)
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let collision = run(cases, "--screens", root + "/Examples/FinchUITests", "--dumps", root + "/Examples/TestCases/Dumps",
                            "--out", out + "/" + side, "--force")
        XCTAssertEqual(collision.status, 2)
        XCTAssertTrue(collision.errors.contains("two generated files would be written to"), collision.errors)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out), [], "nothing is written")
    }

    func testWithoutOutTheCodeGoesToStdoutAndTheSummaryToStderr() {
        let result = run("@/cases/login.md")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("final class LoginTests: KassTestCase {"), result.output)
        XCTAssertTrue(result.output.contains("launch(arguments: [], environment: [\"AUTHORIZATION_STATE\": \"unauthorized\"])"), result.output)
        XCTAssertTrue(result.output.contains("XCTFail(\"kassios: step 3 not automated: \\\"Tap \\\"Help\\\"\\\" — no element matched 'Help'\")"), result.output)
        XCTAssertTrue(result.errors.hasSuffix("1 case: 3 steps automated, 1 not automated\n"), result.errors)
        XCTAssertEqual(run("@/cases/login.md", "--strict").status, 1)
    }

    func testOutWritesAtomicallyAndNeverReplacesAnEditWithoutForce() throws {
        let out = folder + "/UITests/Generated/LoginCasesTests.swift"
        let first = run("@/cases/login.md", "--out", out, "--report", "@/report.json")
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertTrue(first.output.contains("C1 Sign in → test_sign_in: 3 automated, 1 not automated"), first.output)
        XCTAssertTrue(first.errors.contains("kassios: wrote \(out)"), first.errors)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(written.contains("final class LoginCasesTests: KassTestCase {"))
        let report = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
        XCTAssertTrue(report.contains("\"totals\": {\"cases\": 1, \"items\": 4, \"automated\": 3, \"notAutomated\": 1}"), report)

        XCTAssertTrue(run("@/cases/login.md", "--out", out).errors.contains("kassios: unchanged \(out)"))
        try Data((written + "// mine\n").utf8).write(to: URL(fileURLWithPath: out))
        let refused = run("@/cases/login.md", "--out", out)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.errors.contains("\(out) exists with other contents; not replacing it (--force replaces it"), refused.errors)
        XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).hasSuffix("// mine\n"))

        let dryRun = run("@/cases/login.md", "--out", out, "--dry-run")
        XCTAssertEqual(dryRun.status, 0)
        XCTAssertTrue(dryRun.output.hasPrefix("// ==> \(out)\n// Generated by"), dryRun.output)
        XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).hasSuffix("// mine\n"))

        XCTAssertEqual(run("@/cases/login.md", "--out", out, "--force").status, 0)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), written)
    }

    /// Named after the case file, the class never clashes with one the suite declares: the
    /// suite's own `LoginTests` makes it `LoginCasesTests`, in stdout and under `--out DIR/`.
    func testTheDefaultClassNameAvoidsTheSuitesOwnTests() throws {
        XCTAssertTrue(run("@/cases/login.md").output.contains("final class LoginTests: KassTestCase {"))
        try write("UITests/LoginTests.swift", "final class LoginTests: KassTestCase {}\n")
        XCTAssertTrue(run("@/cases/login.md").output.contains("final class LoginCasesTests: KassTestCase {"))
        try write("UITests/LoginCasesTests.swift", "final class LoginCasesTests: KassTestCase {}\n")
        XCTAssertTrue(run("@/cases/login.md").output.contains("final class LoginCases2Tests: KassTestCase {"))

        try FileManager.default.createDirectory(atPath: folder + "/Out", withIntermediateDirectories: true)
        for out in ["@/Out/", "@/Out"] {
            let written = run("@/cases/login.md", "--out", out, "--force")
            XCTAssertEqual(written.status, 0, written.errors)
            XCTAssertTrue(written.errors.contains(" \(folder)/Out/LoginCases2Tests.swift\n"), written.errors)   // wrote, then unchanged
        }

        // Written inside the screens folder, the file the run itself writes is not a clash the
        // next time: regenerating keeps the name and leaves one file.
        for expected in ["kassios: wrote \(folder)/UITests/Generated/LoginCases2Tests.swift\n",
                         "kassios: unchanged \(folder)/UITests/Generated/LoginCases2Tests.swift\n"] {
            let again = run("@/cases/login.md", "--out", "@/UITests/Generated/")
            XCTAssertEqual(again.status, 0, again.errors)
            XCTAssertTrue(again.errors.contains(expected), again.errors)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder + "/UITests/Generated"), ["LoginCases2Tests.swift"])
        XCTAssertTrue(run("@/cases/login.md", "--class", "LoginTests").output.contains("final class LoginTests:"), "--class is taken as given")
        // Not a screen's name or a framework's type, which would not compile beside them.
        try write("UITests/LoginScreen.swift", "final class LoginScreen: KassScreen {\n    lazy var submit = button(\"login.submit\")\n}\n")
        for (arguments, message) in [(["--class", "LoginScreen"], "as \(folder)/UITests/LoginScreen.swift:1 declares a type"),
                                     (["--out", "@/Out/LoginScreen.swift"], "as \(folder)/UITests/LoginScreen.swift:1 declares a type"),
                                     (["--class", "KassTestCase"], "a type of XCTest or KassiOS")] {
            let refused = run(["@/cases/login.md"] + arguments)
            XCTAssertEqual(refused.status, 2, refused.output)
            XCTAssertTrue(refused.errors.contains(message), refused.errors)
        }
    }

    /// `--report` names a file by mistake (the test case itself, a screen object): refused,
    /// before anything is written, even with `--force` (both are read); a report replaces a
    /// report; `--force` replaces any other file.
    func testReportNeverReplacesAFileThatIsNotAReportWithoutForce() throws {
        let cases = folder + "/cases/login.md"
        let screen = folder + "/UITests/LoginScreen.swift"
        let original = try String(contentsOfFile: cases, encoding: .utf8)
        let out = folder + "/Out.swift"
        for target in [cases, screen] {
            let refused = run("@/cases/login.md", "--out", out, "--report", target)
            XCTAssertEqual(refused.status, 2, target)
            XCTAssertTrue(refused.errors.contains("kassios: error: \(target) is ") && refused.errors.contains("this command reads; nothing kassios reads is written to, not even with --force"), refused.errors)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing is written when the report is refused")
            let onlyReport = run("@/cases/login.md", "--report", target, "--force")   // code to stdout, the report to a file
            XCTAssertEqual(onlyReport.status, 2, target)
            XCTAssertEqual(onlyReport.output, "", "no code is printed before the report is refused")
        }
        let notes = folder + "/notes.txt"
        try write("notes.txt", "my notes\n")
        let refused = run("@/cases/login.md", "--report", notes)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.errors.contains("kassios: error: \(notes) exists and does not look like a kassios generation report; not replacing it (--force replaces it)"), refused.errors)
        XCTAssertEqual(try String(contentsOfFile: cases, encoding: .utf8), original)
        XCTAssertTrue(try String(contentsOfFile: screen, encoding: .utf8).contains("final class LoginScreen"))

        let report = folder + "/report.json"
        XCTAssertEqual(run("@/cases/login.md", "--report", report).status, 0)
        try write("cases/login.md", original + "\n4. Tap \"Sign In\"\n")
        XCTAssertEqual(run("@/cases/login.md", "--report", report).status, 0, "a report replaces a report")
        XCTAssertTrue(try String(contentsOfFile: report, encoding: .utf8).contains("\"items\": 5"))

        XCTAssertEqual(run("@/cases/login.md", "--report", notes, "--force").status, 0)
        XCTAssertTrue(GenerationReport.isReport(try String(contentsOfFile: notes, encoding: .utf8)))
    }

    /// A report named where the test goes is a usage error before anything is written; a file
    /// that exists but cannot be read (a FIFO here) is never replaced without --force, as its
    /// contents cannot be compared; an unreadable screen source is named, and the rest still matched.
    func testUnreadableAndClashingPathsAreRefusedOrNamedBeforeAnythingIsWritten() throws {
        let out = folder + "/Out.swift"
        let clash = run("@/cases/login.md", "--out", out, "--report", folder + "/./Out.swift")
        XCTAssertEqual(clash.status, 2)
        XCTAssertTrue(clash.errors.contains("kassios: error: '--report \(folder)/./Out.swift' is where \(out) would be written"), clash.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))

        let pipe = folder + "/Pipe.swift"
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        let asOut = run("@/cases/login.md", "--out", pipe)
        XCTAssertEqual(asOut.status, 2)
        XCTAssertTrue(asOut.errors.contains("kassios: error: \(pipe) is not a regular file; name another file with --out\n"), asOut.errors)
        XCTAssertEqual(run("@/cases/login.md", "--out", pipe, "--force").status, 2, "not even --force replaces a FIFO")
        let asReport = run("@/cases/login.md", "--out", out, "--report", pipe, "--force")
        XCTAssertEqual(asReport.status, 2)
        XCTAssertTrue(asReport.errors.contains("kassios: error: \(pipe) is not a regular file; name the file to write the generation report to\n"), asReport.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        XCTAssertEqual(FileSystem.kind(of: pipe), .other, "the FIFO is left as it was")
        // Without --out nothing is written where the test would go, so a report may be named so.
        // (Run from the folder: the test file would be ./LoginTests.swift.)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let stdoutOnly = run("@/cases/login.md", "--report", "LoginTests.swift")
        XCTAssertEqual(stdoutOnly.status, 0, stdoutOnly.errors)
        XCTAssertTrue(stdoutOnly.output.contains("final class LoginTests: KassTestCase {"))
        XCTAssertTrue(GenerationReport.isReport(try String(contentsOfFile: folder + "/LoginTests.swift", encoding: .utf8)))

        let withPipe = run("@/cases/login.md", "--screens", "@/UITests", "--screens", pipe)
        XCTAssertEqual(withPipe.status, 0, withPipe.errors)
        XCTAssertTrue(withPipe.errors.contains("\(pipe):1:1: warning: cannot read it (not a regular file); steps on its screens and robots cannot be matched\n"), withPipe.errors)
        XCTAssertTrue(withPipe.output.contains("LoginScreen"), "the readable screens are still matched")
    }

    /// A folder under --screens that cannot be listed is said, as a file that cannot be read is:
    /// otherwise every step on its screens is refused with no word of why.
    func testAFolderOfScreensThatCannotBeListedIsSaid() throws {
        try write("UITests/Robots/HelpRobot.swift", "final class HelpRobot {\n    let app: XCUIApplication\n    var help: XCUIElement { app.buttons[\"Help\"] }\n}\n")
        FileSystem.willOpen = { path in
            if path.hasSuffix("/Robots") { try? FileManager.default.removeItem(atPath: path) }
        }
        defer { FileSystem.willOpen = nil }
        let result = run("@/cases/login.md", "--screens", "@/UITests")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("\(folder)/UITests/Robots:1:1: warning: cannot read folder \(folder)/UITests/Robots: it no longer exists; steps on its screens and robots cannot be matched\n"), result.errors)
        XCTAssertTrue(result.output.contains("LoginScreen"), "the screens it could read are still matched")
    }

    func testErrorsInCaseFilesStopGenerationWithTheirPosition() throws {
        try write("cases/bad.feature", "Feature: F\n  Scenario: S\n    When I tap \"A\"\n    what is this\n")
        let out = folder + "/Out.swift"
        let result = run("@/cases/bad.feature", "@/cases/login.md", "--out", out)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("\(folder)/cases/bad.feature:4:5: error: expected a step"), result.errors)
        XCTAssertTrue(result.errors.contains("kassios: error: nothing generated: fix the test-case files first"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testAFolderOfCasesAndScreensFromTheConfiguration() throws {
        try write("cases/more.feature", "Feature: F\n  Scenario: S\n    When I tap \"Sign In\"\n")
        let result = run("@/cases", "--class", "AllCases")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("final class AllCases: KassTestCase {"))
        XCTAssertTrue(result.output.contains("func test_sign_in()") && result.output.contains("func test_s()"), result.output)
    }

    func testOutAsAFolderTakesTheClassName() throws {
        let result = run("@/cases/login.md", "--out", "@/Generated/")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/Generated/LoginTests.swift"))
        XCTAssertTrue(run("@/cases/login.md", "--class", "2Fast").errors.contains("'2Fast' is not a Swift class name"))
    }

    func testConfigurationErrorsStopGenerationAsTheyStopTheScreenGenerator() throws {
        try write(".kassios-lint.yml", "included: [UITests]\ncodegen:\n  templates: /nonexistent/templates\n")
        let missing = run("@/cases/login.md")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.output, "")
        XCTAssertEqual(missing.errors, "kassios: error: no templates folder at /nonexistent/templates; write the built-ins there with 'kassios templates export /nonexistent/templates'\n")
        try write(".kassios-lint.yml", "included: [UITests]\ncodegen:\n  preconditions: 5\n")
        let number = run("@/cases/login.md")
        XCTAssertEqual(number.status, 2)
        XCTAssertTrue(number.errors.hasSuffix(".kassios-lint.yml:3:18: 'codegen.preconditions' maps a precondition's words to { arguments, environment, mock, screen }, found a number\n"), number.errors)
    }

    func testUsageErrors() {
        XCTAssertEqual(run().status, 2)
        XCTAssertTrue(run("@/cases/login.md", "--stlye", "robot").errors.contains("did you mean '--style'?"))
        XCTAssertTrue(run("@/cases/login.md", "--style", "gherkin").errors.contains("unknown style 'gherkin'; kassios or robot"))
        XCTAssertTrue(run("@/nope.md").errors.contains("no such file or directory"))
        var errors = ""
        let tool = CommandLineTool(standardOutput: { _ in }, standardError: { errors += $0 })
        XCTAssertEqual(tool.run(["generate", "tset"]), 2)
        XCTAssertTrue(errors.contains("did you mean 'test'?"), errors)
        var help = ""
        XCTAssertEqual(CommandLineTool(standardOutput: { help += $0 }, standardError: { _ in }).run(["generate", "test", "--help"]), 0)
        XCTAssertTrue(help.hasPrefix("USAGE: kassios generate test"))
    }

    /// A suite of page objects without KassiOS (BumpSetCut's `struct HomeScreen { let app: XCUIApplication … }`)
    /// gets tests it can build: robot style, on `XCTestCase`, saying why; the KassiOS suite of the
    /// fixture keeps the KassiOS style; `--style` and `codegen: style:` choose either.
    func testTheStyleFollowsTheSuiteUnlessChosen() throws {
        let kassiOS = run("@/cases/login.md")
        XCTAssertTrue(kassiOS.output.contains(": KassTestCase {"), kassiOS.output)
        XCTAssertFalse(kassiOS.errors.contains("note: robot-style"), kassiOS.errors)

        try FileManager.default.removeItem(atPath: folder + "/UITests/LoginScreen.swift")
        try write("UITests/LoginScreen.swift", """
            struct LoginScreen {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
                var submit: XCUIElement { app.buttons["login.submit"] }
            }
            """)
        let pages = run("@/cases/login.md")
        XCTAssertTrue(pages.output.contains("final class LoginTests: XCTestCase {"), pages.output)
        XCTAssertFalse(pages.output.contains("import KassiOS"), pages.output)
        XCTAssertTrue(pages.output.contains("LoginScreen(app: app)"), pages.output)
        XCTAssertTrue(pages.errors.contains("kassios: note: robot-style tests (XCTestCase, robot and page-object chains), as the suite has no KassiOS screen"),
                      pages.errors)

        let chosen = run("@/cases/login.md", "--style", "kassios")
        XCTAssertTrue(chosen.output.contains(": KassTestCase {"), chosen.output)
        XCTAssertFalse(chosen.errors.contains("note: robot-style"), chosen.errors)

        try write(".kassios-lint.yml", """
            included: [UITests]
            codegen:
              style: kassios
            """)
        let configured = run("@/cases/login.md")
        XCTAssertTrue(configured.output.contains(": KassTestCase {"), configured.output)
        XCTAssertFalse(configured.errors.contains("note: robot-style"), configured.errors)
    }
}

