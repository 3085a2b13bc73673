@testable import KassiosCLI
@testable import KassiosLintCLI
import KassiosModel
import XCTest

/// `kassios lint --staged` in a scratch repository: it reads the index, not the working tree.
final class StagedLintTests: XCTestCase {
    var repository: URL!
    var previousDirectory = ""

    override func setUpWithError() throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-staged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("UITests"), withIntermediateDirectories: true)
        previousDirectory = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(repository.path)
        try git("init", "-q")
        try git("config", "user.email", "ci@example.com")
        try git("config", "user.name", "CI")
        try write("UITests/Base.swift", "class BaseScreen: KassScreen {}\n")
        try git("add", ".")
        try git("commit", "-qm", "base")
    }

    override func tearDownWithError() throws {
        _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        try? FileManager.default.removeItem(at: repository)
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: repository.appendingPathComponent(path))
    }

    func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = repository
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
    }

    func lint(_ arguments: String...) -> (Int32, String, String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 }).run(["lint"] + arguments)
        return (status, output, errors)
    }

    /// A hook with a broken baseline fails at once, staged files or not.
    func testABrokenBaselineFailsEvenWithNothingStaged() throws {
        try write("broken.json", "{\"version\": 1}")
        let (status, output, errors) = lint("--staged", "--baseline", "broken.json", "UITests")
        XCTAssertEqual(status, 2)
        XCTAssertEqual(output, "")
        XCTAssertTrue(errors.hasPrefix("kassios: error: broken.json: not a kassios baseline of version 1"), errors)
    }

    func testTheStagedContentIsLintedNotTheWorkingTree() throws {
        try write("UITests/Receipt.swift", "final class ReceiptScreen: BaseScreen {\n    lazy var total = staticText(\"receipt.total\")\n}\n")
        try git("add", "UITests/Receipt.swift")
        // Fixed in the working tree but not staged: the commit would still record the problem.
        try write("UITests/Receipt.swift", "final class ReceiptScreen: BaseScreen {\n    lazy var total = staticText(\"receipt.total\")\n    override var onLoad: [KassElement] { [total] }\n}\n")
        let (status, output, _) = lint("--staged", "-q", "UITests")
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.hasPrefix("UITests/Receipt.swift:1:13: error: ReceiptScreen has no onLoad"), output)
        XCTAssertFalse(output.contains("Base.swift"))
    }

    /// A file name may hold a newline (which ends a request to `git cat-file --batch`), and a
    /// renamed file is linted under its new name: each is read from its staged blob.
    func testOddFileNamesAndRenamedFilesAreReadFromTheIndex() throws {
        try write("UITests/Odd\nName.swift", "final class OddScreen: BaseScreen {\n    lazy var x = button(\"odd.x\")\n}\n")
        try git("add", "UITests/Odd\nName.swift")
        try git("mv", "UITests/Base.swift", "UITests/Bases.swift")
        try write("UITests/Bases.swift", "class BaseScreen: KassScreen {}\nfinal class TidyScreen: BaseScreen {\n    lazy var y = button(\"tidy.y\")\n}\n")
        try git("add", "UITests/Bases.swift")
        let (status, output, errors) = lint("--staged", "--reporter", "json", "UITests")
        XCTAssertEqual(status, 1, errors)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(report["files"] as? Int, 2, output)
        let violations = try XCTUnwrap(report["violations"] as? [[String: Any]])
        let reported = violations.map { "\($0["file"] as? String ?? "?") \($0["rule"] as? String ?? "?")" }
        XCTAssertEqual(reported, ["UITests/Bases.swift missing-onload", "UITests/Odd\nName.swift missing-onload"], output)
    }

    func testUnstagedProblemsAreNotReported() throws {
        try write("UITests/Other.swift", "final class OtherScreen: KassScreen {\n    lazy var x = button(\"x\")\n}\n")
        let (status, output, errors) = lint("--staged", "UITests")
        XCTAssertEqual(status, 0)
        XCTAssertEqual(output, "")
        XCTAssertEqual(errors, "", "no staged Swift files: quiet")
        // A report a tool reads is still written, empty.
        let (jsonStatus, json, _) = lint("--staged", "--reporter", "json", "UITests")
        XCTAssertEqual(jsonStatus, 0)
        XCTAssertEqual(json, "{\"version\":1,\"files\":0,\"violations\":[]}\n")
    }

    /// The hook runs `kassios lint --staged` with no paths: the configuration's `included` folders are
    /// the rest of the suite (a staged screen's base screen is in them), and its `excluded` files and
    /// the files outside `included` are not linted, staged or not.
    func testTheHookReadsTheConfiguredSuiteAndItsScope() throws {
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("App"), withIntermediateDirectories: true)
        try write(".kassios-lint.yml", "included: [UITests]\nexcluded: [\"UITests/Generated\"]\n")
        // Base.swift is committed, not staged: without it read, ReceiptScreen is no screen, and its missing onLoad goes unseen.
        try write("UITests/Receipt.swift", "final class ReceiptScreen: BaseScreen {\n    lazy var total = staticText(\"receipt.total\")\n}\n")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("UITests/Generated"), withIntermediateDirectories: true)
        try write("UITests/Generated/G.swift", "final class GScreen: KassScreen {\n    lazy var x = button(\"x\")\n}\n")
        try write("App/P.swift", "func wait() { Thread.sleep(forTimeInterval: 1) }\nfinal class PScreen: KassScreen { lazy var y = button(\"y\") }\n")
        try git("add", ".")
        let (status, output, errors) = lint("--staged")
        XCTAssertEqual(status, 1, output + errors)
        XCTAssertTrue(output.hasPrefix("UITests/Receipt.swift:1:13: error: ReceiptScreen has no onLoad"), output)
        XCTAssertEqual(output.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, "nothing of App/ or Generated/: \(output)")
        XCTAssertTrue(errors.hasSuffix("linted 1 file: 1 error, 0 warnings\n"), errors)
        // Recording a baseline of the staged files alone would drop everyone else's entries.
        let (baselineStatus, _, baselineErrors) = lint("--staged", "--write-baseline", "baseline.json")
        XCTAssertEqual(baselineStatus, 2)
        XCTAssertTrue(baselineErrors.contains("--write-baseline records every finding of the suite"), baselineErrors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository.appendingPathComponent("baseline.json").path))
    }
}

/// `kassios install-hook` in a scratch repository.
final class InstallHookTests: XCTestCase {
    var repository: URL!
    var previousDirectory = ""

    override func setUpWithError() throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-hook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        // As the tool sees it from inside: on macOS the temporary folder is under /var, a link to /private/var.
        repository = URL(fileURLWithPath: try XCTUnwrap(FileSystem.canonicalPath(repository.path)))
        previousDirectory = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(repository.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "init", "-q"]
        try process.run()
        process.waitUntilExit()
    }

    override func tearDownWithError() throws {
        _ = FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        try? FileManager.default.removeItem(at: repository)
    }

    func run(_ arguments: String...) -> (Int32, String, String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 }).run(["install-hook"] + arguments)
        return (status, output, errors)
    }

    var hook: String { repository.path + "/.git/hooks/pre-commit" }

    /// `git config core.hooksPath VALUE` in the test's repository.
    func setHooksPath(_ value: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", "core.hooksPath", value]
        try process.run()
        process.waitUntilExit()
    }

    /// An empty core.hooksPath makes git look for /pre-commit: refused with the fix, nothing written.
    func testAnEmptyHooksPathIsRefused() throws {
        try setHooksPath("")
        let (status, _, errors) = run()
        XCTAssertEqual(status, 2)
        XCTAssertTrue(errors.contains("core.hooksPath is set to an empty path"), errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository.path + "/pre-commit"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: hook))
    }

    func testInstallsAnExecutableHookAndUninstallsOnlyItsOwn() throws {
        XCTAssertEqual(run().0, 0)
        let text = try String(contentsOfFile: hook, encoding: .utf8)
        XCTAssertTrue(text.contains(InstallHookCommand.marker))
        XCTAssertTrue(text.contains("lint --staged --reporter xcode"), "the configuration's reporter is CI's, not the terminal's")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hook))
        XCTAssertEqual(run().0, 0, "reinstalling over its own hook is fine")
        XCTAssertEqual(run("--uninstall").0, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hook))
    }

    func testRefusesToOverwriteAForeignHookWithoutForceAndKeepsABackup() throws {
        try Data("#!/bin/sh\necho mine\n".utf8).write(to: URL(fileURLWithPath: hook))
        let (status, _, errors) = run()
        XCTAssertEqual(status, 2)
        XCTAssertTrue(errors.contains("--force"))
        XCTAssertEqual(try String(contentsOfFile: hook, encoding: .utf8), "#!/bin/sh\necho mine\n")
        XCTAssertEqual(run("--uninstall").0, 2, "never removes a hook it did not write")
        XCTAssertEqual(run("--force").0, 0)
        XCTAssertEqual(try String(contentsOfFile: hook + ".kassios-backup", encoding: .utf8), "#!/bin/sh\necho mine\n")
        XCTAssertTrue(try String(contentsOfFile: hook, encoding: .utf8).contains(InstallHookCommand.marker))
        // Uninstalling puts back the hook this one names, not any backup lying around.
        XCTAssertEqual(run().0, 0, "reinstalling keeps the note of the backup")
        try Data("#!/bin/sh\necho older\n".utf8).write(to: URL(fileURLWithPath: hook + ".kassios-backup2"))
        let uninstalled = run("--uninstall")
        XCTAssertEqual(uninstalled.0, 0)
        XCTAssertEqual(uninstalled.1, "removed \(hook)\nrestored the previous hook from \(hook).kassios-backup\n")
        XCTAssertEqual(try String(contentsOfFile: hook, encoding: .utf8), "#!/bin/sh\necho mine\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: hook + ".kassios-backup"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: hook + ".kassios-backup2"), "a backup the hook does not name stays")
        XCTAssertEqual(run("--uninstall").0, 2, "the restored hook is the user's, never removed")
    }

    /// A hook that cannot be read (here a link to nothing; as a user without permission, a file
    /// mode 000) may be anyone's: never replaced or removed without --force, and kept aside with it.
    func testAHookThatCannotBeReadIsNotReplacedWithoutForce() throws {
        try FileManager.default.createSymbolicLink(atPath: hook, withDestinationPath: repository.path + "/shared-hooks/pre-commit")
        let (status, _, errors) = run()
        XCTAssertEqual(status, 2)
        XCTAssertTrue(errors.contains("exists but cannot be read (a link to nothing)"), errors)
        XCTAssertTrue(FileSystem.isSymbolicLink(hook), "left as it was")
        XCTAssertEqual(run("--uninstall").0, 2)
        XCTAssertTrue(FileSystem.isSymbolicLink(hook))
        XCTAssertEqual(run("--force").0, 0)
        XCTAssertTrue(FileSystem.isSymbolicLink(hook + ".kassios-backup"), "the link is kept aside")
        XCTAssertTrue(try String(contentsOfFile: hook, encoding: .utf8).contains(InstallHookCommand.marker))
        // And put back by --uninstall, a link still.
        let uninstalled = run("--uninstall")
        XCTAssertEqual(uninstalled.0, 0)
        XCTAssertTrue(uninstalled.1.contains("restored the previous hook"), uninstalled.1)
        XCTAssertTrue(FileSystem.isSymbolicLink(hook))
        // A second one kept aside beside the first: each gets a name of its own.
        XCTAssertEqual(run("--force").0, 0)
        try FileManager.default.createSymbolicLink(atPath: hook + ".kassios-backup2", withDestinationPath: repository.path + "/nowhere")
        try FileManager.default.removeItem(atPath: hook)
        try FileManager.default.createSymbolicLink(atPath: hook, withDestinationPath: repository.path + "/elsewhere")
        XCTAssertEqual(run("--force").0, 0, "not 'File exists'")
        XCTAssertTrue(FileSystem.isSymbolicLink(hook + ".kassios-backup3"))
    }

    /// Runs the installed hook as git would, with `KASSIOS` standing for the binary.
    /// Runs a hook as git does, from the repository's top; `kassios`: the binary it is told to run
    /// (`KASSIOS`), nil for the one it names.
    func runHook(at path: String, kassios: String?) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.currentDirectoryURL = repository
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": "/nowhere"].merging(kassios.map { ["KASSIOS": $0] } ?? [:]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The hook --force moved aside still runs first: its checks hold, and a commit it refuses is
    /// refused before kassios runs. A path with a quote in it is quoted for the shell.
    func testAReplacedHookStillRunsFirst() throws {
        let folder = repository.path + "/it's hooks"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try setHooksPath(folder)
        let previous = folder + "/pre-commit"   // the user's hook, then kassios's
        let fakeKassios = repository.path + "/fake-kassios"
        try Data("#!/bin/sh\necho \"kassios $*\"\n".utf8).write(to: URL(fileURLWithPath: fakeKassios))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeKassios)
        try Data("#!/bin/sh\necho previous\n".utf8).write(to: URL(fileURLWithPath: previous))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: previous)
        XCTAssertEqual(run("--force").0, 0)
        var result = try runHook(at: previous, kassios: fakeKassios)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "previous\nkassios lint --staged --reporter xcode\n")

        // Named beside the hook, not by where the repository was: moved elsewhere, it still runs.
        let moved = repository.path + "/moved hooks"
        try FileManager.default.createDirectory(atPath: moved, withIntermediateDirectories: true)
        for name in ["pre-commit", "pre-commit.kassios-backup"] {
            try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: moved + "/" + name)
        }
        try FileManager.default.removeItem(atPath: previous + ".kassios-backup")
        XCTAssertEqual(try runHook(at: moved + "/pre-commit", kassios: fakeKassios).output, "previous\nkassios lint --staged --reporter xcode\n")
        try FileManager.default.copyItem(atPath: moved + "/pre-commit.kassios-backup", toPath: previous + ".kassios-backup")

        // The hook kept aside now refuses the commit.
        try Data("#!/bin/sh\necho previous\nexit 3\n".utf8).write(to: URL(fileURLWithPath: previous + ".kassios-backup"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: previous + ".kassios-backup")
        result = try runHook(at: previous, kassios: fakeKassios)
        XCTAssertEqual(result.status, 3, "the previous hook refused the commit")
        XCTAssertEqual(result.output, "previous\n", "kassios does not run after a refusal")
    }

    /// The hook names the kassios it was installed with as one word the shell takes literally,
    /// whatever its folder holds (`$HOME`, a quote, a space): a hook that fails to find it would
    /// let every commit through.
    func testTheInstalledKassiosIsFoundWhateverItsPathHolds() throws {
        let folder = repository.path + "/tools $HOME \"q\" it's"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let kassios = folder + "/kassios"
        try Data("#!/bin/sh\necho \"kassios $*\"\nexit 1\n".utf8).write(to: URL(fileURLWithPath: kassios))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: kassios)
        let hook = repository.path + "/pre-commit-test"
        try Data(InstallHookCommand.script(kassios: kassios).utf8).write(to: URL(fileURLWithPath: hook))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
        let result = try runHook(at: hook, kassios: nil)
        XCTAssertEqual(result.output, "kassios lint --staged --reporter xcode\n")
        XCTAssertEqual(result.status, 1, "the installed kassios ran, and its findings refuse the commit")
    }

    /// Installed from a folder with a configuration of its own (a monorepo's `ios/`), the hook
    /// lints from there, as `kassios lint --staged` run there would; from a folder without one,
    /// from the top, where git runs it.
    func testAHookInstalledFromAConfiguredFolderLintsFromThere() throws {
        let ios = repository.path + "/ios"
        try FileManager.default.createDirectory(atPath: ios + "/plain", withIntermediateDirectories: true)
        try Data("included: [UITests]\n".utf8).write(to: URL(fileURLWithPath: ios + "/.kassios-lint.yml"))
        let fakeKassios = repository.path + "/fake-kassios"
        try Data("#!/bin/sh\npwd\n".utf8).write(to: URL(fileURLWithPath: fakeKassios))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakeKassios)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(repository.path) }
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(ios))
        let installed = install([])
        XCTAssertEqual(installed.0, 0, installed.2)
        XCTAssertTrue(installed.1.hasSuffix("every commit runs 'kassios lint --staged' in ios/\n"), installed.1)
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(repository.path))
        XCTAssertEqual(try runHook(at: hook, kassios: fakeKassios).output, ios + "\n")

        // The folder below finds the same configuration: nothing to enter.
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(ios + "/plain"))
        XCTAssertEqual(install(["--uninstall"]).0, 0)
        XCTAssertEqual(install([]).0, 0)
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(repository.path))
        XCTAssertEqual(try runHook(at: hook, kassios: fakeKassios).output, ios + "\n", "ios/ still: its configuration is the one found")
    }

    func install(_ arguments: [String]) -> (Int32, String, String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 }).run(["install-hook"] + arguments)
        return (status, output, errors)
    }

    func testHonoursCoreHooksPath() throws {
        try setHooksPath("githooks")
        XCTAssertEqual(run().0, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: repository.path + "/githooks/pre-commit"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: hook))
    }
}
