@testable import KassiosCLI
@testable import KassiosLintCLI
import Foundation
import KassiosMap
import XCTest

/// `kassios map`, `identify` and `context` on a small suite in a temporary folder.
final class MapCommandTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-map-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/UITests", withIntermediateDirectories: true)
        try write("UITests/Suite.swift", """
        final class LoginScreen: KassScreen {
            lazy var submit = button("login.submit")
            override var onLoad: [KassElement] { [submit] }
        }
        final class HomeScreen: KassScreen {
            lazy var balance = staticText("home.balance")
            override var onLoad: [KassElement] { [balance] }
        }
        final class OrphanScreen: KassScreen {
            lazy var title = staticText("orphan.title")
            override var onLoad: [KassElement] { [title] }
        }
        final class LoginTests: KassTestCase {
            func test_login() {
                launch(arguments: ["-uiTesting"], environment: [:])
                onScreen(LoginScreen.self) { $0.submit.tap() }
                onScreen(HomeScreen.self) { $0.balance.assertVisible() }
            }
        }
        """)
        try write("dump.json", #"[{"identifier": "login.submit", "type": "button", "isHittable": true}]"#)
        try write("other.json", #"[{"identifier": "nothing.known", "type": "button", "isHittable": true}]"#)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + path))
    }

    func run(_ arguments: String...) -> (status: Int32, output: String, errors: String) { run(arguments) }

    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 }).run(arguments)
        return (status, output, errors)
    }

    func testMapPrintsEveryFormatAndSummarises() {
        let json = run("map", folder + "/UITests", "--no-config")
        XCTAssertEqual(json.status, 0, json.errors)
        XCTAssertTrue(json.output.hasPrefix("{\n  \"kassiosMap\": 1,"))
        XCTAssertEqual(json.errors, "kassios: 3 screens, 1 transition, 1 entry point; 1 unreachable, 2 dead ends, 1 visited by no test\n")
        XCTAssertTrue(run("map", folder + "/UITests", "--no-config", "--format", "mermaid", "-q").output
            .contains("  n_LoginScreen -->|\"submit.tap()\"| n_HomeScreen\n"))
        XCTAssertTrue(run("map", folder + "/UITests", "--no-config", "--format", "dot", "-q").output
            .contains("  n_LoginScreen -> n_HomeScreen [label=\"submit.tap()\"];\n"))
        XCTAssertTrue(run("map", folder + "/UITests", "--no-config", "--format", "markdown", "-q").output.contains("```mermaid\n"))
    }

    func testCheckFailsOnConfiguredExpectations() throws {
        try write(".kassios-lint.yml", "map:\n  require_reachable: true\n")
        let failed = run("map", folder + "/UITests", "--config", folder + "/.kassios-lint.yml", "--check", "-q")
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.output, "")
        XCTAssertEqual(failed.errors, "kassios: map check failed: OrphanScreen cannot be reached from any entry point (map.require_reachable)\n")
        try write(".kassios-lint.yml", "map:\n  require_reachable: true\n  ignore: [OrphanScreen]\n")
        XCTAssertEqual(run("map", folder + "/UITests", "--config", folder + "/.kassios-lint.yml", "--check", "-q").status, 0)
        // A name in ignore that is no screen is a typo the check would never mention.
        try write(".kassios-lint.yml", "map:\n  require_reachable: true\n  ignore: [OrphanScren]\n")
        let typo = run("map", folder + "/UITests", "--config", folder + "/.kassios-lint.yml", "--check", "-q")
        XCTAssertEqual(typo.status, 1)
        XCTAssertTrue(typo.errors.hasPrefix("\(folder)/.kassios-lint.yml:3:12: warning: 'map.ignore' names OrphanScren, which is no screen of the map; did you mean 'OrphanScreen'? [configuration]\n"), typo.errors)
        try write(".kassios-lint.yml", "map:\n  require_reachable: maybe\n")
        let bad = run("map", folder + "/UITests", "--config", folder + "/.kassios-lint.yml")
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.errors, "kassios: error: \(folder)/.kassios-lint.yml:2:22: 'map.require_reachable' expects true or false, found a string\n")
    }

    func testOutWritesAtomicallyAndNeverReplacesAForeignFile() throws {
        try write("map.md", "my notes")
        let refused = run("map", folder + "/UITests", "--no-config", "--out", folder + "/map.md")
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(try String(contentsOfFile: folder + "/map.md", encoding: .utf8), "my notes")
        XCTAssertEqual(run("map", folder + "/UITests", "--no-config", "--out", folder + "/map.md", "--force", "-q").status, 0)
        let written = try String(contentsOfFile: folder + "/map.md", encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("<!-- kassios map:"), "the extension chose Markdown")
        XCTAssertEqual(run("map", folder + "/UITests", "--no-config", "--out", folder + "/map.md", "-q").status, 0, "its own file is replaced")
    }

    func testPathQueries() {
        let found = run("map", folder + "/UITests", "--no-config", "--path", "launch", "Home", "-q")
        XCTAssertEqual(found.status, 0)
        XCTAssertEqual(found.output, """
        // LoginTests.test_login() → HomeScreen: 2 transitions
        // launch: LoginTests.test_login() (\(folder)/UITests/Suite.swift:15)
        launch(arguments: ["-uiTesting"], environment: [:])
        onScreen(LoginScreen.self) { $0.submit.tap() }
        assertOnScreen(HomeScreen.self)

        """)
        let unreachable = run("map", folder + "/UITests", "--no-config", "--path", "Home", "Orphan", "-q")
        XCTAssertEqual(unreachable.status, 1)
        XCTAssertEqual(unreachable.errors, "kassios: no path from HomeScreen to OrphanScreen in the map\n")
        XCTAssertEqual(run("map", folder + "/UITests", "--no-config", "--path", "Nope", "Home").status, 2)
        XCTAssertEqual(run("map", "--path", "Home").status, 2)
        let optionAsScreen = run("map", folder + "/UITests", "--no-config", "--path", "Home", "-q")
        XCTAssertEqual(optionAsScreen.status, 2)
        XCTAssertTrue(optionAsScreen.errors.hasPrefix("kassios: error: '--path' needs two screens"), optionAsScreen.errors)

        // What --path does not do is refused, not ignored: a `--check --path` gate must not pass unchecked.
        try? write(".kassios-lint.yml", "map:\n  require_reachable: true\n")
        for extra in [["--check"], ["--out", folder + "/way.txt"], ["--format", "dot"]] {
            let result = run(["map", folder + "/UITests", "--config", folder + "/.kassios-lint.yml", "--path", "launch", "Home"] + extra)
            XCTAssertEqual(result.status, 2, "\(extra)")
            XCTAssertEqual(result.output, "")
            XCTAssertTrue(result.errors.contains("'--path' prints the way from one screen to another as Swift code on stdout and does not take \(extra[0])"), result.errors)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/way.txt"))
    }

    /// The file problems lint reports are warnings of map, context and catches too (a map drawn
    /// from a file read in part says so), and a named file that is not Swift is left out.
    func testFileProblemsAreWarnedAboutAndNonSwiftFilesLeftOut() throws {
        try write("UITests/Broken.swift", "final class BrokenScreen: KassScreen {\n    lazy var x = button(\"a\"\n}\n")
        try write("notes.md", "```swift\nfinal class NotesOnlyScreen: KassScreen {}\n```\n")
        let broken = "\(folder)/UITests/Broken.swift:2:24: warning: '(' is not closed before the '}' at 3:1; add ')' [syntax-error]\n"
        for command in [["map"], ["context"], ["catches"]] {
            let result = run(command + [folder + "/UITests", folder + "/notes.md", "--no-config"])
            XCTAssertEqual(result.status, 0, "\(command) \(result.errors)")
            XCTAssertTrue(result.errors.contains(broken), "\(command): \(result.errors)")
            XCTAssertTrue(result.errors.contains("kassios: warning: \(folder)/notes.md is not a Swift file (.swift); left out\n"), "\(command): \(result.errors)")
            XCTAssertFalse(result.output.contains("NotesOnlyScreen"), "\(command)")
        }
        let onlyNotes = run("map", folder + "/notes.md", "--no-config")
        XCTAssertEqual(onlyNotes.status, 2)
        XCTAssertEqual(onlyNotes.errors, "kassios: error: no Swift files given: \(folder)/notes.md is not a Swift file (.swift)\n")
        let lint = run("lint", folder + "/notes.md", folder + "/UITests/Suite.swift", "--no-config")
        XCTAssertEqual(lint.status, 0, lint.errors)
        XCTAssertTrue(lint.errors.hasPrefix("kassios: warning: \(folder)/notes.md is not a Swift file (.swift); left out\n"), lint.errors)
        XCTAssertTrue(lint.errors.hasSuffix("linted 1 file: 0 errors, 0 warnings\n"), lint.errors)
    }

    /// An output file's extension names its format; any other needs --format, and a format
    /// that contradicts the extension is said.
    func testTheOutputFilesExtensionAndTheFormatAgree() throws {
        let unknown = run("map", folder + "/UITests", "--no-config", "--out", folder + "/map.svg")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.errors, "kassios: error: cannot tell the map's format from '\(folder)/map.svg'; name it .json, .md, .mmd or .dot, or give --format\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/map.svg"))

        XCTAssertEqual(run("map", folder + "/UITests", "--no-config", "--out", folder + "/map.txt", "--format", "mermaid", "-q").status, 0)
        XCTAssertTrue(try String(contentsOfFile: folder + "/map.txt", encoding: .utf8).contains("n_LoginScreen -->"))

        let contradicting = run("map", folder + "/UITests", "--no-config", "--out", folder + "/map.mmd", "--format", "dot", "-q")
        XCTAssertEqual(contradicting.status, 0)
        XCTAssertEqual(contradicting.errors, "kassios: warning: writing the dot format into \(folder)/map.mmd, whose name says mermaid\n")
        XCTAssertTrue(try String(contentsOfFile: folder + "/map.mmd", encoding: .utf8).contains("n_LoginScreen -> n_HomeScreen"))

        XCTAssertEqual(run("map", folder + "/UITests", "--no-config", "--out", folder + "/MAP.JSON", "-q").status, 0)
        XCTAssertTrue(try String(contentsOfFile: folder + "/MAP.JSON", encoding: .utf8).hasPrefix("{\n  \"kassiosMap\": 1,"))
    }

    func testUsageErrors() {
        XCTAssertTrue(run("map", "--formt", "json").errors.contains("did you mean '--format'?"))
        XCTAssertTrue(run("map", folder, "--format", "svg").errors.contains("unknown format 'svg'"))
        XCTAssertEqual(run("map", folder + "/nowhere", "--no-config").status, 2)
        XCTAssertTrue(run("map", "--help").output.hasPrefix("USAGE: kassios map"))
        XCTAssertTrue(run("help", "identify").output.hasPrefix("USAGE: kassios identify"))
        XCTAssertTrue(run("contxt").errors.contains("did you mean 'context'?"))
    }

    func testIdentifyExitCodes() {
        let known = run("identify", folder + "/dump.json", "--suite", folder + "/UITests", "--no-config")
        XCTAssertEqual(known.status, 0, known.errors)
        XCTAssertEqual(known.output, "\(folder)/dump.json: LoginScreen (onLoad 1/1; 100%)\n  LoginScreen  fits  onLoad 1/1  100%\n")
        let unknown = run("identify", folder + "/other.json", "--suite", folder + "/UITests", "--no-config")
        XCTAssertEqual(unknown.status, 1)
        XCTAssertEqual(unknown.output, "\(folder)/other.json: unknown screen; no screen has any of its identifiers\n")
        let json = run("identify", folder + "/dump.json", folder + "/missing.json", "--suite", folder + "/UITests", "--no-config", "--output-format", "json")
        XCTAssertEqual(json.status, 2, "an unreadable dump is an input error; the others are still identified")
        XCTAssertTrue(json.output.contains("\"verdict\": \"identified\""))
        XCTAssertEqual(json.errors, "kassios: error: cannot read \(folder)/missing.json: no such file\n")
        XCTAssertEqual(run("identify", "--suite", folder).status, 2)
        // A dump and no suite: the error names what is missing, --suite, not the dumps given.
        let noSuite = run("identify", folder + "/dump.json", "--no-config")
        XCTAssertEqual(noSuite.status, 2)
        XCTAssertEqual(noSuite.errors, "kassios: error: no suite given: name its folder with --suite PATH, or list it under 'included' in the configuration\n")
    }

    /// --format is the dump's format, as in dump convert and generate screen; -q as elsewhere.
    func testIdentifyOptionsMeanWhatTheyMeanInTheOtherCommands() throws {
        let suite = ["--suite", folder + "/UITests", "--no-config"]
        func identify(_ arguments: String...) -> (status: Int32, output: String, errors: String) { run(["identify"] + arguments + suite) }
        let quiet = identify(folder + "/dump.json", "-q", "--top", "5")
        XCTAssertEqual(quiet.status, 0, quiet.errors)
        XCTAssertEqual(quiet.output, "\(folder)/dump.json: LoginScreen (onLoad 1/1; 100%)\n")
        XCTAssertEqual(identify(folder + "/dump.json", "--quiet").output, quiet.output)
        XCTAssertEqual(identify(folder + "/dump.json", "--format", "inventory").output, identify(folder + "/dump.json").output)
        XCTAssertEqual(identify(folder + "/dump.json", "--dump-format", "inventory").status, 0)
        let forced = identify(folder + "/dump.json", "--format", "xcuitest")
        XCTAssertEqual(forced.status, 2, "the inventory read as a debugDescription does not parse")
        XCTAssertTrue(forced.errors.hasPrefix("\(folder)/dump.json:1:1: error: "), forced.errors)
        XCTAssertEqual(identify(folder + "/dump.json", "--format", "json").errors, """
            kassios: error: '--format json' is ambiguous: --format is the dump's format; \
            for json output use --output-format json; for the dump, name it: --format kassios

            """)
        XCTAssertEqual(identify(folder + "/dump.json", "--output-format", "xml").status, 2)
        XCTAssertTrue(identify(folder + "/dump.json", "--output-format", "json").output.hasPrefix("[\n  {\n    \"dump\": "))

        let broken = folder + "/broken.json"
        try "{\"kassiosHierarchy\": 1, \"root\": [}".write(toFile: broken, atomically: true, encoding: .utf8)
        for command in [["identify", broken] + suite, ["dump", "convert", broken], ["generate", "screen", broken, "--name", "X", "--dry-run"]] {
            let result = run(command)
            XCTAssertEqual(result.status, 2, "\(command[0]): a malformed dump is an input error")
            XCTAssertTrue(result.errors.hasPrefix(broken + ":1:"), result.errors)
        }
    }

    /// A file that does not parse whole is named in the context's introduction (kept within any
    /// budget), so an agent knows what the bundle says of its screens may be incomplete.
    func testContextSaysWhichFilesWereReadInPart() throws {
        XCTAssertFalse(run("context", folder + "/UITests", "--no-config").output.contains("Read in part"))
        try write("UITests/Broken.swift", "final class CartScreen: KassScreen {\n    lazy var items = [button(\"cart.pay\")\n}\n")
        let markdown = run("context", folder + "/UITests", "--no-config", "--max-tokens", "50")
        XCTAssertEqual(markdown.status, 0, markdown.errors)
        XCTAssertTrue(markdown.output.contains("## Read in part"), markdown.output)
        XCTAssertTrue(markdown.output.contains("- `\(folder)/UITests/Broken.swift:2:22: '[' is not closed"), markdown.output)
        let json = run("context", folder + "/UITests", "--no-config", "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as! [String: Any]
        let readInPart = try XCTUnwrap(object["readInPart"] as? [String])
        XCTAssertEqual(readInPart.count, 1)
        XCTAssertTrue(readInPart[0].hasPrefix(folder + "/UITests/Broken.swift:2:22: "), readInPart[0])
    }

    func testContextWritesItsBundleIntoTheFolder() throws {
        let written = run("context", folder + "/UITests", "--no-config", "--out", folder + "/Context")
        XCTAssertEqual(written.status, 0, written.errors)
        let text = try String(contentsOfFile: folder + "/Context/context.md", encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("<!-- kassios context:"))
        XCTAssertTrue(text.contains("### LoginScreen"))
        XCTAssertTrue(written.errors.hasPrefix("kassios: wrote \(folder)/Context/context.md: about "))
        let trimmed = run("context", folder + "/UITests", "--no-config", "--max-tokens", "50", "--format", "json", "-q")
        XCTAssertEqual(trimmed.status, 0)
        XCTAssertTrue(trimmed.output.contains("\"leftOut\": ["))
        // Only the introduction is written whatever its size, and a budget it passes is said (-q or not).
        XCTAssertEqual(trimmed.errors, "kassios: warning: a budget of 50 tokens is less than the introduction and the note of what "
                       + "is left out (about \(ContextWriter.estimatedTokens(trimmed.output)) tokens), which are always written\n")
        XCTAssertTrue(run("context", folder + "/UITests", "--no-config", "--max-tokens", "1").errors.hasPrefix("kassios: warning: a budget of 1 token is less than"))
        XCTAssertEqual(run("context", "--max-tokens", "0").status, 2)

        // `--out` names a file: refused before anything is read, the file kept.
        let file = folder + "/UITests/Suite.swift"
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let onAFile = run("context", folder + "/UITests", "--no-config", "--out", file)
        XCTAssertEqual(onAFile.status, 2)
        XCTAssertEqual(onAFile.errors, "kassios: error: '--out' takes a folder, and \(file) is a file; give a folder (the bundle is written there as context.md or context.json), or redirect stdout to a file\n")
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), before)
    }
}
