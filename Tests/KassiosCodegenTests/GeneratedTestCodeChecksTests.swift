@testable import KassiosCodegen
import KassiosLint
import KassiosModel
import KassiosSyntax
import XCTest

/// Generated tests must pass `kassios lint` (through the lint library, with the suite it
/// calls into) and `swiftc -parse`.
final class GeneratedTestCodeChecksTests: XCTestCase {
    /// Cases that use every kind of operation, automated and refused.
    static let cases: [ManualTestCase] = [
        SuiteFixture.testCase(["Enter \"ada@finch.test\" into \"Email\"", "Replace the password with \"pw \\\" \\\\ ü\"",
                               "Turn on Remember me", "Tap \"Cards\"", "Tap \"Sign In\"", "Swipe left on the carousel", "Scroll down",
                               "Open the Settings screen", "Scroll to \"Sign out\"", "Go back", "the balance shows \"€1\""],
                              preconditions: ["the user is signed out", "the moon is full"], expected: ["the Home screen is shown"],
                              title: "Everything KassiOS"),
        SuiteFixture.testCase(["Enter \"café\" into the search field", "\"Recent transactions\" is shown"], title: "A page object"),
    ]
    static let robotCases: [ManualTestCase] = [
        SuiteFixture.testCase(["Open the profile", "Type \"Grace\" into the name field", "Tap the avatar", "the avatar is not shown",
                               "Tap Save", "the profile button is shown"], preconditions: ["the user is signed in"], title: "Robots"),
    ]

    func files(style: TestGenerationConfiguration.Style) -> [(path: String, text: String)] {
        let planner = SuiteFixture.planner(style: style)
        let plans = (style == .robot ? GeneratedTestCodeChecksTests.robotCases : GeneratedTestCodeChecksTests.cases).map(planner.plan)
        let renderer = TestFileRenderer(catalog: SuiteFixture.catalog, style: style, testCaseClass: "KassTestCase")
        var files = [("Generated/GeneratedTests.swift", renderer.render(className: "GeneratedTests", sources: ["cases.md"], plans: plans))]
        for (robot, stubs) in TestGenerator.stubsByRobot(plans) {
            files.append(("Generated/\(robot)+Generated.swift", RobotStubRenderer.render(robot: robot, stubs: stubs)))
        }
        return files
    }

    func testGeneratedCodeHasNoLintFindings() {
        for style in TestGenerationConfiguration.Style.allCases {
            let generated = files(style: style)
            XCTAssertEqual(generated.count, style == .robot ? 2 : 1)
            var options = LintOptions()
            options.model = SuiteFixture.model
            options.optInRules = ["superfluous-suppression", "label-locator"]
            let result = LintRunner.run(sources: SuiteFixture.sources + generated, options: options)
            let findings = result.findings.filter { $0.file.hasPrefix("Generated/") }
            XCTAssertEqual(findings.map { "\($0.file):\($0.line): \($0.message) [\($0.rule)]" }, [], "\(style)")
            // The lint does look at the generated tests: a sleep put into one is found.
            var tampered = generated
            tampered[0].text = tampered[0].text.replacingOccurrences(of: "        // precondition 1:", with: "        sleep(1)\n        // precondition 1:")
            XCTAssertNotEqual(tampered[0].text, generated[0].text)
            let found = LintRunner.run(sources: SuiteFixture.sources + tampered, options: options).findings.filter { $0.file.hasPrefix("Generated/") }
            XCTAssertEqual(found.map(\.rule), ["sleep-in-ui-test"], "\(style)")
        }
    }

    /// A method drafted to type into a secure field, or named for a secret (`typePassword(_:)`), is what
    /// `secret-typed-as-text` reports: it says, in a suppression with its reason, that it types the test
    /// data the case gives, and the generated code stays lint-clean. Without that line the lint finds it.
    func testADraftedMethodTypingASecretSaysWhyAndPassesTheLint() throws {
        let source = """
            import XCTest
            final class PinRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                private var pinField: XCUIElement { app.secureTextFields["pin.field"] }
                private var nameField: XCUIElement { app.textFields["pin.name"] }
                func assertVisible() { XCTAssertTrue(pinField.waitForExistence(timeout: 5)) }
                func tapPin() -> Self { pinField.tap(); return self }
                func tapName() -> Self { nameField.tap(); return self }
            }
            """
        let project = Project(files: [SourceFile(path: "PinRobot.swift", source: source)], configuration: ModelConfiguration())
        let catalog = CatalogBuilder.build(project: project, dumps: [])
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), style: .robot)
        let plan = planner.plan(SuiteFixture.testCase(["Enter \"1234\" into the pin field", "Enter \"Ada\" into the name field",
                                                       "Replace the pin with \"4321\""]))
        let stubs = try XCTUnwrap(TestGenerator.stubsByRobot([plan]).first { $0.0 == "PinRobot" }?.1)
        let stubFile = RobotStubRenderer.render(robot: "PinRobot", stubs: stubs)
        // Once for typing the pin, twice for replacing it (deleting what it holds, then typing).
        XCTAssertEqual(stubFile.components(separatedBy: "kassios:disable:next secret-typed-as-text").count, 4, stubFile)
        let test = TestFileRenderer(catalog: catalog, style: .robot, testCaseClass: "XCTestCase")
            .render(className: "PinTests", sources: ["cases.md"], plans: [plan])
        var options = LintOptions()
        options.optInRules = ["superfluous-suppression"]
        func findings(_ stubText: String) -> [String] {
            LintRunner.run(sources: [("PinRobot.swift", source), ("Generated/PinTests.swift", test), ("Generated/PinRobot+Generated.swift", stubText)],
                           options: options).findings.filter { $0.file.hasPrefix("Generated/") }.map(\.rule)
        }
        XCTAssertEqual(findings(stubFile), [])
        let unsuppressed = stubFile.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("kassios:disable") }.joined(separator: "\n")
        XCTAssertEqual(findings(unsuppressed), ["secret-typed-as-text", "secret-typed-as-text", "secret-typed-as-text"])
    }

    func testGeneratedCodeParsesWithSwiftc() throws {
        let files = TestGenerationConfiguration.Style.allCases.flatMap { style in
            self.files(style: style).enumerated().map { GeneratedFile(fileName: "\(style)-\($0.offset).swift", contents: $0.element.text) }
        }
        XCTAssertEqual(files.count, 3)
        XCTAssertEqual(try CodegenTestSupport.swiftParseErrors(files), "")
        // And it would catch a broken one.
        let broken = GeneratedFile(fileName: "broken.swift", contents: "func test_x() {\n    onScreen(LoginScreen.self) {\n")
        XCTAssertNotEqual(try CodegenTestSupport.swiftParseErrors([broken]), "")
    }
}
