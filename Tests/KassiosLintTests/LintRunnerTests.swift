@testable import KassiosLint
import KassiosSyntax
import KassiosModel
import KassiosTestSupport
import XCTest

final class LintRunnerTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func options() -> LintOptions {
        var options = LintOptions()
        options.workingDirectory = folder.path
        return options
    }

    static let screenWithoutOnLoad = """
    final class ReceiptScreen: KassScreen {
        lazy var total = staticText("receipt.total")
    }
    """

    /// A large suite tells the process before its trees, its model and its findings are made
    /// (the executable then asks for huge pages); a small one does not.
    func testALargeSuiteAnnouncesEachBurstOfAllocation() throws {
        var announced = 0
        AllocationBurst.prepare = { announced += 1 }
        defer { AllocationBurst.prepare = nil }
        let small = try write("Small/LoginScreen.swift", "final class LoginScreen: KassScreen { lazy var email = textField(\"login.email\") }\n")
        _ = try LintRunner.run(paths: [small], options: options())
        XCTAssertEqual(announced, 0, "one file is no burst")

        for index in 0..<AllocationBurst.filesWorthPreparing {
            try write("Large/Screen\(index).swift", """
                final class Screen\(index): KassScreen {
                    lazy var title = staticText("screen\(index).title")
                    override var onLoad: [KassElement] { [title] }
                }

                """)
        }
        let result = try LintRunner.run(paths: [folder.appendingPathComponent("Large").path], options: options())
        XCTAssertEqual(result.fileCount, AllocationBurst.filesWorthPreparing)
        XCTAssertEqual(announced, 3, "parsing, the model and the rules")
    }

    func testScreensAreResolvedAcrossFilesAndPathsAreRelative() throws {
        try write("UITests/Base.swift", "class BaseScreen: KassScreen {}\n")
        try write("UITests/Screens/Receipt.swift", "final class ReceiptScreen: BaseScreen {\n    lazy var total = staticText(\"receipt.total\")\n}\n")
        let result = try LintRunner.run(paths: [folder.path + "/UITests"], options: options())
        XCTAssertEqual(result.fileCount, 2)
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" },
                       ["UITests/Screens/Receipt.swift:1:13 missing-onload"])
        XCTAssertTrue(result.hasErrors)
    }

    func testWalkSkipsHiddenAndBuildFoldersAndNonSwiftFiles() throws {
        try write("A.swift", LintRunnerTests.screenWithoutOnLoad)
        for skipped in [".git/B.swift", ".build/C.swift", "DerivedData/D.swift", "Pods/E.swift", "Carthage/F.swift"] {
            try write(skipped, LintRunnerTests.screenWithoutOnLoad)
        }
        try write("notes.txt", LintRunnerTests.screenWithoutOnLoad)
        let walk = try SourceDiscovery.swiftFiles(in: [folder.path])
        XCTAssertEqual(walk.files.map { URL(fileURLWithPath: $0).lastPathComponent }, ["A.swift"])
    }

    func testAFileGivenDirectlyIsLintedWhereverItIs() throws {
        let path = try write(".hidden/A.swift", LintRunnerTests.screenWithoutOnLoad)
        let result = try LintRunner.run(paths: [path], options: options())
        XCTAssertEqual(result.findings.map(\.rule), ["missing-onload"])
    }

    func testInputErrors() throws {
        XCTAssertThrowsError(try LintRunner.run(paths: [folder.path + "/missing"], options: options())) { error in
            XCTAssertTrue("\(error)".contains("no such file or directory"), "\(error)")
        }
        try write("docs/readme.md", "# nothing to lint")
        XCTAssertThrowsError(try LintRunner.run(paths: [folder.path + "/docs"], options: options())) { error in
            XCTAssertTrue("\(error)".contains("no Swift files"), "\(error)")
        }
        XCTAssertThrowsError(try LintRunner.run(paths: [], options: options()))
    }

    func testSymlinkLoopsEndTheWalk() throws {
        try write("Suite/A.swift", LintRunnerTests.screenWithoutOnLoad)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Suite/loop", withDestinationPath: folder.path + "/Suite")
        let walk = try SourceDiscovery.swiftFiles(in: [folder.path + "/Suite"])
        XCTAssertEqual(walk.files.count, 1)
    }

    func testALinkToAFolderAlreadyWalkedDoesNotLintItTwice() throws {
        try write("Suite/Screens/A.swift", LintRunnerTests.screenWithoutOnLoad)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Suite/Screens/again", withDestinationPath: folder.path + "/Suite/Screens")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Suite/dangling", withDestinationPath: folder.path + "/nowhere")
        let walk = try SourceDiscovery.swiftFiles(in: [folder.path + "/Suite"])
        XCTAssertEqual(walk.files, [folder.path + "/Suite/Screens/A.swift"])
        XCTAssertEqual(walk.problems, [])
    }

    /// A Swift file's link to nothing is a source the suite lost: reported, where a FIFO or a
    /// link of another name is passed over.
    func testASwiftLinkToNothingIsReportedWhileWalking() throws {
        try write("Suite/A.swift", LintRunnerTests.screenWithoutOnLoad)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Suite/Moved.swift", withDestinationPath: folder.path + "/Shared/Moved.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Suite/notes", withDestinationPath: folder.path + "/nowhere")
        XCTAssertEqual(mkfifo(folder.path + "/Suite/Pipe.swift", 0o644), 0)
        let walk = try SourceDiscovery.swiftFiles(in: [folder.path + "/Suite"])
        XCTAssertEqual(walk.files, [folder.path + "/Suite/A.swift"])
        XCTAssertEqual(walk.problems.map { "\($0.file) \($0.rule) \($0.severity)" }, [folder.path + "/Suite/Moved.swift file-unreadable error"])
        XCTAssertEqual(walk.problems.first?.message, "cannot read \(folder.path)/Suite/Moved.swift: it is a symbolic link that leads nowhere (its target does not exist, or links back to it)")
    }

    /// A file is read whole whatever its size says: empty, one byte, and a file that says it
    /// is empty but is not (Linux's /proc files are regular files of size 0).
    func testFileContentsOfEmptyAndSizelessFiles() throws {
        XCTAssertEqual(FileSystem.contents(of: try write("Empty.swift", "")), [])
        XCTAssertEqual(FileSystem.contents(of: try write("One.swift", "x")), [UInt8(ascii: "x")])
        #if os(Linux)
        let status = try XCTUnwrap(FileSystem.contents(of: "/proc/self/status"))
        let text = String(decoding: status, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("Name:"), text)
        XCTAssertTrue(text.contains("\nVmRSS:"), "read short of its end: \(status.count) bytes")
        #endif
    }

    func testFileContentsAreReadWhole() throws {
        let big = String(repeating: "let x = 1 // padding\n", count: 20_000)
        let path = try write("Big.swift", big)
        XCTAssertEqual(FileSystem.contents(of: path), Array(big.utf8))
        XCTAssertNil(FileSystem.contents(of: folder.path))
        XCTAssertNil(FileSystem.contents(of: folder.path + "/none.swift"))
        XCTAssertEqual(FileSystem.kind(of: path), .file)
        XCTAssertEqual(FileSystem.kind(of: folder.path), .directory)
        XCTAssertEqual(FileSystem.entries(of: folder.path)?.map(\.name), ["Big.swift"])
        // The directory says what an entry is; a link is left for `kind(of:)` to follow.
        try FileManager.default.createDirectory(atPath: folder.path + "/Sub", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link.swift", withDestinationPath: path)
        XCTAssertEqual(mkfifo(folder.path + "/Pipe", 0o644), 0)
        let kinds = Dictionary(uniqueKeysWithValues: (FileSystem.entries(of: folder.path) ?? []).map { ($0.name, $0.kind) })
        XCTAssertEqual(kinds, ["Big.swift": .file, "Sub": .directory, "Link.swift": .unknown, "Pipe": .other])
    }

    func testAFileThatVanishesIsReportedAndTheOthersAreStillLinted() throws {
        let kept = try write("A.swift", LintRunnerTests.screenWithoutOnLoad)
        let loaded = LintRunner.loadAndParse([folder.path + "/Gone.swift", kept], options: options())
        XCTAssertEqual(loaded.sources.map(\.path), [kept])
        XCTAssertEqual(loaded.findings.map(\.rule), ["file-unreadable"])
        XCTAssertEqual(loaded.findings.first?.severity, .error)
        XCTAssertTrue(loaded.findings.first?.message.contains("no longer exists") ?? false)
    }

    func testInvalidUTF8IsLintedAsBytesWithAWarning() throws {
        var bytes = Array("// caf".utf8) + [0xE9] + Array("\n".utf8)
        bytes += Array(LintRunnerTests.screenWithoutOnLoad.utf8)
        let url = folder.appendingPathComponent("Latin1.swift")
        try Data(bytes).write(to: url)
        let result = try LintRunner.run(paths: [url.path], options: options())
        XCTAssertEqual(result.findings.map { "\($0.line):\($0.column) \($0.severity.rawValue) \($0.rule)" },
                       ["1:7 warning invalid-utf8", "2:13 error missing-onload"])
    }

    /// A Swift file saved as UTF-16 is named for what it is; swiftc says "input files must be
    /// encoded as UTF-8 instead of UTF-16".
    func testAUTF16FileIsNamedSo() throws {
        let text = Array(LintRunnerTests.screenWithoutOnLoad.utf16)
        let url = folder.appendingPathComponent("Wide.swift")
        try Data([0xFF, 0xFE] + text.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: url)
        let result = try LintRunner.run(paths: [url.path], options: options())
        XCTAssertEqual(result.findings.map { "\($0.line):\($0.column) \($0.rule)" }, ["1:1 invalid-utf8"])
        XCTAssertEqual(result.findings.first?.message,
                       "the file is UTF-16 (it starts with a UTF-16 byte-order mark); Swift sources must be UTF-8, the compiler refuses it too: save it as UTF-8")
    }

    func testUnterminatedStringIsAWarningAndLintingContinues() throws {
        let path = try write("Broken.swift", "let s = \"unterminated\n" + LintRunnerTests.screenWithoutOnLoad)
        let result = try LintRunner.run(paths: [path], options: options())
        XCTAssertEqual(result.findings.map { "\($0.line):\($0.column) \($0.rule)" }, ["1:9 syntax-error", "2:13 missing-onload"])
    }

    func testAnUnreadableIdentifierArgumentIsOnlyASyntaxError() throws {
        let path = try write("Broken.swift", "final class Broken: KassScreen {\n    lazy var x = button(\"unterminated\n    override var onLoad: [KassElement] { [x] }\n}\n")
        let result = try LintRunner.run(paths: [path], options: options())
        XCTAssertEqual(result.findings.filter { $0.rule != "missing-onload" }.map { "\($0.line):\($0.column) \($0.rule)" },
                       ["2:25 syntax-error"], "no runtime-identifier guessed from the unreadable argument")
    }

    /// `excluded` skips files under the folders walked, and a file named on purpose unless
    /// forced; a folder named whose every file it skips is said, as it would pass unchecked.
    func testExcludedFilesAndAFolderWithNothingLeft() throws {
        try write("UI/Screens/Receipt.swift", Self.screenWithoutOnLoad)
        let generated = try write("UI/Generated/Login.swift", Self.screenWithoutOnLoad.replacingOccurrences(of: "Receipt", with: "Login"))
        var options = options()
        options.excluded = [Glob("**/Generated/**")]
        options.excludedBase = folder.path

        let all = try LintRunner.run(paths: [folder.path + "/UI"], options: options)
        XCTAssertEqual(all.findings.map(\.file), ["UI/Screens/Receipt.swift"])
        XCTAssertEqual(all.warnings, [])

        let excludedFolder = folder.path + "/UI/Generated"
        let none = try LintRunner.run(paths: [excludedFolder], options: options)
        XCTAssertEqual(none.fileCount, 0)
        XCTAssertEqual(none.warnings, ["kassios: warning: every Swift file in \(excludedFolder) matches the configuration's 'excluded', so none of them was linted; name the files, or lint with --no-config"])

        XCTAssertEqual(try LintRunner.run(paths: [generated], options: options).findings.map(\.file), ["UI/Generated/Login.swift"], "named, it is linted")
        options.forceExclude = true
        let forced = try LintRunner.run(paths: [generated], options: options)
        XCTAssertEqual(forced.fileCount, 0)
        XCTAssertEqual(forced.warnings, [], "a file named and excluded with --force-exclude is what pre-commit asks for")

        // pre-commit names every staged Swift file, the app's too: outside `included`, none is linted.
        let app = try write("App/Retry.swift", "func retryLater() { Thread.sleep(forTimeInterval: 1) }\n")
        let screen = folder.path + "/UI/Screens/Receipt.swift"
        options.included = [folder.path + "/UI"]
        XCTAssertEqual(try LintRunner.run(paths: [app, screen], options: options).findings.map(\.file), ["UI/Screens/Receipt.swift"])
        options.forceExclude = false
        XCTAssertEqual(Set(try LintRunner.run(paths: [app, screen], options: options).findings.map(\.file)), ["App/Retry.swift", "UI/Screens/Receipt.swift"],
                       "named without --force-exclude, it is linted")
    }

    /// The patterns are relative to the configuration's folder however a path or the folder is
    /// spelt: with `..` (a run from a subfolder, `$SRCROOT/../UITests`) or `.` in it.
    func testExcludedHoldsForEverySpellingOfAPath() throws {
        try write("UI/Legacy/Old.swift", Self.screenWithoutOnLoad)
        try write("UI/Screens/Receipt.swift", Self.screenWithoutOnLoad.replacingOccurrences(of: "Receipt", with: "Fresh"))
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        var options = options()
        options.excluded = [Glob("UI/Legacy")]
        options.workingDirectory = folder.path + "/sub"
        for (base, path) in [("..", folder.path + "/sub/../UI"), ("..", folder.path + "/./UI"), (folder.path + "/./sub/..", folder.path + "/UI")] {
            options.excludedBase = base
            let result = try LintRunner.run(paths: [path], options: options)
            XCTAssertEqual(result.findings.map { ($0.file as NSString).lastPathComponent }, ["Receipt.swift"], "\(base) \(path)")
        }
    }

    /// A configuration in a folder linted (a legacy part's `disabled_rules`) is not read: the run
    /// says so, naming the one it reads; that one itself is not named.
    func testAConfigurationInAFolderLintedIsSaidNotToBeRead() throws {
        try write("UI/Login.swift", Self.screenWithoutOnLoad)
        try write("UI/Legacy/.kassios-lint.yml", "disabled_rules: [missing-onload]\n")
        try write(".kassios-lint.yml", "included: [UI]\n")
        var options = options()
        options.configurationPath = folder.path + "/.kassios-lint.yml"
        let result = try LintRunner.run(paths: [folder.path], options: options)
        XCTAssertEqual(result.warnings.count, 1, "\(result.warnings)")
        XCTAssertTrue(result.warnings.first?.hasPrefix("kassios: warning: \(folder.path)/UI/Legacy/.kassios-lint.yml is not read: kassios reads one configuration per run, and the one it reads is \(folder.path)/.kassios-lint.yml") == true,
                      "\(result.warnings)")
    }

    /// Two test targets linted together, each with its own `LoginScreen`: kassios reads them
    /// as one screen, and says so; `#if` alternatives in one file are one screen indeed.
    func testAScreenDeclaredInTwoFilesIsAWarning() throws {
        try write("AppUITests/LoginScreen.swift", "final class LoginScreen: KassScreen {\n    lazy var ok = button(\"ok\")\n    override var onLoad: [KassElement] { [ok] }\n}\n")
        try write("ClipUITests/LoginScreen.swift", "import XCTest\n\nfinal class LoginScreen: KassScreen {\n    lazy var go = button(\"go\")\n}\n")
        try write("AppUITests/Debug.swift", "#if DEBUG\nfinal class DebugScreen: KassScreen {}\n#else\nfinal class DebugScreen: KassScreen {}\n#endif\n")
        let result = try LintRunner.run(paths: [folder.path], options: options())
        XCTAssertEqual(result.warnings, [
            "kassios: warning: LoginScreen is declared in 2 files (AppUITests/LoginScreen.swift:1:13, ClipUITests/LoginScreen.swift:3:13) and read as one screen; if they belong to different test targets, lint each target on its own",
        ])
        XCTAssertEqual(try LintRunner.run(paths: [folder.path + "/AppUITests"], options: options()).warnings, [])
    }

    func testSkippedCodeIsReportedOnlyWhenAsked() throws {
        let path = try write("Odd.swift", "class A { 42 }\n")
        XCTAssertEqual(try LintRunner.run(paths: [path], options: options()).findings, [])
        var verbose = options()
        verbose.showSkipped = true
        let notes = try LintRunner.run(paths: [path], options: verbose).findings
        XCTAssertFalse(notes.isEmpty)
        XCTAssertTrue(notes.allSatisfy { $0.rule == "parse-recovery" && $0.severity == .note })
    }

    func testOutputOrderIsDeterministicAcrossParallelRuns() throws {
        for index in 0..<40 {
            try write("Screens/S\(index).swift", "final class S\(index)Screen: KassScreen {\n    lazy var a = button(\"s.\\(\(index))\")\n}\n")
        }
        let first = try LintRunner.run(paths: [folder.path], options: options()).findings
        let second = try LintRunner.run(paths: [folder.path], options: options()).findings
        XCTAssertEqual(first.count, 80)
        XCTAssertEqual(first, second)
        XCTAssertEqual(first, first.sorted(by: Finding.ordered))
    }

    func testFindingsAreOrderedByPathLineColumnRuleAndMessage() {
        var findings: [Finding] = []
        for file in ["b/Z.swift", "a/Y.swift", "a/Y2.swift", "É.swift"] {
            for line in [10, 2] {
                for rule in ["runtime-identifier", "missing-onload"] {
                    findings.append(Finding(rule: rule, severity: .error, file: file, line: line, column: 3, message: "m2"))
                    findings.append(Finding(rule: rule, severity: .warning, file: file, line: line, column: 1, message: "m1"))
                }
            }
        }
        var generator = SplitMix64(seed: 0x4F52_4445)
        for _ in 0..<5 {
            let shuffled = findings.shuffled(using: &generator)
            XCTAssertEqual(LintRunner.ordered(shuffled), shuffled.sorted(by: Finding.ordered))
        }
        XCTAssertEqual(LintRunner.ordered(findings).first.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" },
                       "a/Y.swift:2:1 missing-onload")
    }

    /// Findings are put in order by moving each along its permutation's cycles: the same as
    /// picking them by index, for fixed points, one long cycle and random permutations alike.
    func testPermutingMovesEachFindingToItsPlace() {
        let findings = (0..<200).map { Finding(rule: "r\($0 % 7)", severity: .warning, file: "F\($0).swift", line: $0, column: 1, message: "m\($0)") }
        var generator = SplitMix64(seed: 0x4F52_4445)
        var orders: [[Int]] = [Array(findings.indices), Array(findings.indices.reversed()), Array(1..<200) + [0]]
        for _ in 0..<20 { orders.append(Array(findings.indices).shuffled(using: &generator)) }
        for order in orders {
            XCTAssertEqual(LintRunner.permuted(findings, by: order), order.map { findings[$0] })
        }
        XCTAssertEqual(LintRunner.permuted([], by: []), [])
    }

    func testParallelMapKeepsOrder() {
        let input = Array(0..<1000)
        XCTAssertEqual(ParallelMap.map(input) { $0 * 2 }, input.map { $0 * 2 })
    }

    /// The note for a suite with no recognised screen names what to configure for these types: the
    /// base they stand on, or the end their names share; and doing what it says ends it.
    func testTheNoScreenNoteAdvisesWhatTheTypesNeed() {
        func note(_ text: String, _ configure: (inout ModelConfiguration) -> Void = { _ in }) -> String? {
            var configuration = ModelConfiguration()
            configure(&configuration)
            return LintRunner.noScreenNote(Project(files: [SourceFile(path: "P.swift", bytes: Array(text.utf8))], configuration: configuration))
        }
        let page = """
            struct LoginPage {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
            }
            """
        XCTAssertTrue(note(page)?.hasSuffix("LoginPage has elements: if it is a screen, name it in .kassios-lint.yml (robots: { names: [\"*Page\"] })") == true,
                      note(page) ?? "no note")
        XCTAssertNil(note(page) { $0.robotNamePatterns = ["*Page"] })
        // Falcon's pages stand on a generic base whose own members query nothing.
        let based = """
            class UIElementPage<T> {
                let app = XCUIApplication()
            }
            class RootPage: UIElementPage<String> {}
            final class SignInView: RootPage {
                var email: XCUIElement { app.textFields["signin.email"] }
            }
            """
        XCTAssertTrue(note(based)?.hasSuffix("SignInView has elements: if it is a screen, name its base in .kassios-lint.yml (screens: { dialects: { UIElementPage: robot } })") == true,
                      note(based) ?? "no note")
        XCTAssertNil(note(based) { $0.robotRoots = ["UIElementPage"] })
        // No base, no shared end: the type's own name.
        let lone = """
            struct Login {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
            }
            """
        XCTAssertTrue(note(lone)?.hasSuffix("(robots: { names: [\"Login\"] })") == true, note(lone) ?? "no note")
        // What an enum inherits first is its raw type, no base (Simplenote's `enum SettingsScreen: String`).
        let enumPage = """
            enum SettingsScreen: String {
                case logOutButton = "settings.logout"
                var element: XCUIElement { XCUIApplication().buttons[rawValue] }
            }
            """
        XCTAssertTrue(note(enumPage)?.hasSuffix("(robots: { names: [\"*Screen\"] })") == true, note(enumPage) ?? "no note")
        // wizeline's `*Elements` enums: the end they share, which covers them all; names that share none, each.
        let elements = """
            enum LandingElements: String { case start = "landing.start"; var element: XCUIElement { XCUIApplication().buttons[rawValue] } }
            enum LoginScreenElements: String { case email = "login.email"; var element: XCUIElement { XCUIApplication().textFields[rawValue] } }
            """
        XCTAssertTrue(note(elements)?.hasSuffix("(robots: { names: [\"*Elements\"] })") == true, note(elements) ?? "no note")
        let unlike = """
            enum Landing: String { case start = "landing.start"; var element: XCUIElement { XCUIApplication().buttons[rawValue] } }
            enum Login: String { case email = "login.email"; var element: XCUIElement { XCUIApplication().textFields[rawValue] } }
            """
        XCTAssertTrue(note(unlike)?.hasSuffix("(robots: { names: [\"Landing\", \"Login\"] })") == true, note(unlike) ?? "no note")
        // godtools' query helpers on XCTest's own type are no screen to name.
        XCTAssertNil(note("""
            extension XCUIApplication {
                var doneButton: XCUIElement { buttons["done"] }
            }
            """))
        // Nor is mtp's protocol that the app target's enums adopt: no configuration makes it a screen.
        let adopted = """
            protocol Elemental { var identifier: String { get } }
            extension Elemental {
                var loginButton: XCUIElement { XCUIApplication().buttons["login.button"] }
            }
            extension UILogin: Elemental {}
            """
        XCTAssertNil(note(adopted), note(adopted) ?? "")
        XCTAssertTrue(note(adopted + "\n" + lone)?.hasSuffix("Login has elements: if it is a screen, name it in .kassios-lint.yml (robots: { names: [\"Login\"] })") == true,
                      note(adopted + "\n" + lone) ?? "no note")
    }
}
