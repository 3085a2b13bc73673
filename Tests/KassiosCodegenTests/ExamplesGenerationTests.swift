@testable import KassiosCodegen
import Foundation
import KassiosLint
import XCTest

/// `Examples/Generated/Tests/` is what `kassios generate test` makes of
/// `Examples/TestCases/` over the Finch suite and its dumps (the README's commands).
/// Regenerate them with `KASSIOS_UPDATE_EXAMPLES=1 swift test --filter ExamplesGenerationTests`.
final class ExamplesGenerationTests: XCTestCase {
    static let root = CodegenTestSupport.repositoryRoot

    /// Case file, output, style; and how many items each must automate and refuse.
    static let examples: [(cases: String, out: String, style: TestGenerationConfiguration.Style, automated: Int, refused: Int)] = [
        ("Examples/TestCases/login.md", "Examples/Generated/Tests/LoginCasesTests.swift", .kassios, 26, 2),
        ("Examples/TestCases/dashboard-ru.md", "Examples/Generated/Tests/DashboardCasesTests.swift", .kassios, 12, 4),
        ("Examples/TestCases/transfers.feature", "Examples/Generated/Tests/TransferCasesTests.swift", .kassios, 21, 2),
        ("Examples/TestCases/settings-ru.feature", "Examples/Generated/Tests/SettingsCasesTests.swift", .kassios, 5, 0),
        ("Examples/TestCases/profile.md", "Examples/Generated/Tests/ProfileCasesTests.swift", .robot, 13, 1),
    ]

    func generate(_ example: (cases: String, out: String, style: TestGenerationConfiguration.Style, automated: Int, refused: Int)) throws -> TestGenerator.Result {
        let root = ExamplesGenerationTests.root
        var options = LintOptions()
        options.workingDirectory = root
        let configurationPath = root + "/.kassios-lint.yml"
        try LintConfiguration.load(path: configurationPath).apply(to: &options)
        var request = TestGenerator.Request(casePaths: [root + "/" + example.cases], swiftFiles: [])
        request.swiftFiles = try SourceDiscovery.swiftFiles(in: [root + "/Examples/FinchUITests"]).files.filter { !LintRunner.isExcluded($0, options: options) }
        request.dumpsDirectories = [root + "/Examples/Dumps", root + "/Examples/TestCases/Dumps"]
        request.screenObjects = ScreenGeneratorObjects(robotBase: options.model.robotRoots.sorted().first)
        request.configuration = try TestGenerationConfiguration.load(path: configurationPath)
        request.model = options.model
        request.style = example.style
        request.outPath = root + "/" + example.out
        request.displayBase = root
        return try TestGenerator.run(request)
    }

    func testTheCommittedGeneratedTestsAreCurrent() throws {
        let update = ProcessInfo.processInfo.environment["KASSIOS_UPDATE_EXAMPLES"] == "1"
        var expectedFiles: Set<String> = []
        for example in ExamplesGenerationTests.examples {
            let result = try generate(example)
            XCTAssertEqual(result.inputErrors, [], example.cases)
            let report = GenerationReport(plans: result.plans, files: result.files, style: result.style)
            XCTAssertEqual(report.automatedCount, example.automated, "\(example.cases): automated")
            XCTAssertEqual(report.refusedCount, example.refused, "\(example.cases): not automated")
            for file in result.files {
                expectedFiles.insert(file.path)
                if update { _ = try OutputFileWriter.write(file, force: true) }
                let committed = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
                XCTAssertEqual(committed, file.contents, "\(file.path) is stale: run KASSIOS_UPDATE_EXAMPLES=1 swift test --filter ExamplesGenerationTests")
            }
        }
        let folder = ExamplesGenerationTests.root + "/Examples/Generated/Tests"
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: folder).map { folder + "/" + $0 })
        XCTAssertEqual(present, expectedFiles, "files in Examples/Generated/Tests that no example generates")
    }

    /// The examples show what generation does and what it refuses, each for its reason.
    func testTheExamplesAutomateWhatTheSuiteKnowsAndRefuseTheRest() throws {
        var refusals: [String] = []
        var operations: [String] = []
        for example in ExamplesGenerationTests.examples {
            for plan in try generate(example).plans {
                for item in plan.items {
                    switch item.outcome {
                    case .refused(let refusal): refusals.append("\(plan.testCase.id ?? "?") \(item.label): \(refusal.reason)")
                    case .automated(let operation, _): operations.append(GenerationReport.describe(operation))
                    }
                }
            }
        }
        XCTAssertEqual(refusals, [
            "C104 precondition 2: precondition not mapped to a launch configuration; add it under 'codegen: preconditions:' in .kassios-lint.yml",
            "C104 step 2: SupportPageScreen has no back button element",
            "C202 step 2: the Home dump shows a staticText \"Recent transactions\" (Examples/Dumps/Home.debugDescription.txt:22) with no accessibility identifier; the app must give it one",
            "C203 step 1: ambiguous: 'Cards' fits 2 elements of HomeScreen equally well (by label)",
            "C204 step 1: no element matched 'карусель счетов'",
            "C204 step 2: HomeScreen has no element for \"home.tab.1\", which the Home dump shows as a button \"Savings, €8,020.00\" (Examples/Dumps/Home.debugDescription.txt:15); add `lazy var tab1 = button(\"home.tab.1\")` to HomeScreen",
            "C303 step 2: precondition not mapped to a launch configuration (add it under 'codegen: preconditions:'), and not a step: no known verb (tap, enter, see, wait for, scroll, swipe, turn on/off, go back, open; нажать, ввести, проверить…)",
            "C303 step 4: no element matched 'share sheet'",
            "C503 step 3: no element matched 'Choose photo'",
        ])
        for expected in ["LoginScreen.submit: tap", "LoginScreen.rememberMe: setSwitch(on: true)", "HomeScreen.quickActions: tap",
                         "HomeScreen.cardsTab: tap", "navigate(to: TransferScreen)", "TransferScreen.insufficientFunds: assertVisible",
                         "SettingsScreen.faceID: is off", "HomeRobot.openProfile()", "ProfileRobot.setMarketing(enabled: false)",
                         "ProfileRobot.tapAvatar() (stub generated)", "HomeRobot.assertGreeting(contains: \"Grace\")",
                         "PasswordResetScreen.email: typeText \"ada@finch.test\"", "PasswordResetScreen.confirmation: assertVisible"] {
            XCTAssertTrue(operations.contains(expected), expected)
        }
    }

    /// With the Finch suite, the generated tests lint clean, and parse.
    func testTheGeneratedExamplesLintCleanAndParse() throws {
        let root = ExamplesGenerationTests.root
        let folder = root + "/Examples/Generated/Tests"
        let generated = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { folder + "/" + $0 }
        XCTAssertEqual(generated.count, 7)
        var options = LintOptions()
        options.workingDirectory = root
        try LintConfiguration.load(path: root + "/.kassios-lint.yml").apply(to: &options)
        // Named on the command line, the generated files are linted although `excluded` lists Generated.
        let result = try LintRunner.run(paths: [root + "/Examples/FinchUITests"] + generated, options: options)
        XCTAssertEqual(result.findings.filter { $0.file.contains("Generated/") }.map { "\($0.file):\($0.line) \($0.rule)" }, [])
        XCTAssertEqual(result.fileCount, try SourceDiscovery.swiftFiles(in: [root + "/Examples/FinchUITests"]).files.count + 7)
        let files = try generated.map { GeneratedFile(fileName: ($0 as NSString).lastPathComponent, contents: try String(contentsOfFile: $0, encoding: .utf8)) }
        XCTAssertEqual(try CodegenTestSupport.swiftParseErrors(files), "")
    }
}
