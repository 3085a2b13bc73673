@testable import KassiosCodegen
import KassiosLint
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
