@testable import KassiosCodegen
import KassiosLint
import XCTest

/// `codegen:` in `.kassios-lint.yml`: read by generation, left alone by the lint.
final class TestGenerationConfigurationTests: XCTestCase {
    static let yaml = """
    included: [Examples]
    codegen:
      templates: Templates
      style: robot
      test_case_class: SignedInTestCase
      similarity_threshold: 0.9
      mock_profile_environment: MOCK
      launch:
        arguments: ["-uiTesting"]
        environment: { LOCALE: en }
        screen: LoginScreen
      preconditions:
        "user is authorized":
          aliases: ["пользователь авторизован"]
          arguments: [-skipOnboarding]
          environment: { AUTHORIZATION_STATE: authorized }
          mock: two_accounts
          screen: HomeScreen
        "the network is off":
      vocabulary:
        tap: [smash, "ткнуть*"]
        see: ["pops up"]
    """

    func testEveryKeyIsRead() throws {
        let configuration = try TestGenerationConfiguration.parse(TestGenerationConfigurationTests.yaml, path: "k.yml")
        XCTAssertEqual(configuration.warnings, [])
        XCTAssertEqual(configuration.style, .robot)
        XCTAssertEqual(configuration.testCaseClass, "SignedInTestCase")
        XCTAssertEqual(configuration.similarityThreshold, 0.9)
        XCTAssertEqual(configuration.mockProfileEnvironment, "MOCK")
        XCTAssertEqual(configuration.launch, LaunchSettings(arguments: ["-uiTesting"], environment: ["LOCALE": "en"], screen: "LoginScreen"))
        XCTAssertEqual(configuration.preconditions, [
            PreconditionMapping(phrases: ["user is authorized", "пользователь авторизован"],
                                settings: LaunchSettings(arguments: ["-skipOnboarding"], environment: ["AUTHORIZATION_STATE": "authorized"], screen: "HomeScreen"),
                                mock: "two_accounts", line: 13),
            PreconditionMapping(phrases: ["the network is off"], line: 19),
        ])
        XCTAssertTrue(configuration.preconditions[0].matches("The user is authorized."))
        XCTAssertTrue(configuration.preconditions[0].matches("Пользователь авторизован"))
        XCTAssertFalse(configuration.preconditions[0].matches("user is not authorized"))
        let parser = StepParser(vocabulary: configuration.vocabulary)
        XCTAssertEqual(parser.parse("Smash \"Save\"").isIntent, true)
        guard case .intent(let seen) = parser.parse("the banner pops up") else { return XCTFail("not read") }
        XCTAssertEqual(seen.action, .verifyVisible)
    }

    func testWrongValuesAreErrorsAtTheirPositionAndUnknownKeysWarnings() {
        func problem(_ yaml: String) -> String {
            do {
                _ = try TestGenerationConfiguration.parse(yaml, path: "k.yml")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(problem("codegen:\n  style: fancy\n"), "k.yml:2:10: 'codegen.style' is kassios, robot or page-object, not 'fancy'")
        // generate screen's page-object style: a page-object suite's tests are its chains, robot-style.
        XCTAssertEqual(try? TestGenerationConfiguration.parse("codegen:\n  style: page-object\n", path: "k.yml").style, .robot)
        XCTAssertEqual(problem("codegen:\n  similarity_threshold: 0.2\n"), "k.yml:2:25: 'codegen.similarity_threshold' is a number from 0.5 to 1, not '0.2'")
        XCTAssertEqual(problem("codegen:\n  vocabulary:\n    tapp: [hit]\n"),
                       "k.yml:3:5: unknown verb 'tapp' in 'codegen.vocabulary'; did you mean 'tap'?; one of: tap, enter, replace, see, not_see, wait, scroll, swipe, switch_on, switch_off, toggle, back, open, launch, is_on, is_off, is_enabled, is_disabled, value")
        XCTAssertEqual(problem("codegen:\n  preconditions:\n    \"x\": { env: {} }\n"),
                       "k.yml:3:12: unknown option 'env' for a precondition; expected aliases, arguments, environment, mock or screen")
        XCTAssertEqual(problem("codegen: [a]\n"), "k.yml:1:10: 'codegen' expects a mapping, found a list")
        XCTAssertEqual(problem("codegen:\n  preconditions: 5\n"),
                       "k.yml:2:18: 'codegen.preconditions' maps a precondition's words to { arguments, environment, mock, screen }, found a number")
        XCTAssertEqual(problem("codegen:\n  launch: { arguments: { a: b } }\n"), "k.yml:2:24: 'codegen.launch.arguments' expects a list of strings, found a mapping")
        let warned = try? TestGenerationConfiguration.parse("codegen:\n  lauch: {}\n", path: "k.yml")
        XCTAssertEqual(warned?.warnings, ["k.yml:2:3: warning: unknown option 'codegen.lauch'; did you mean 'launch'?"])
    }

    /// A single string where a list is expected is a list of one, as everywhere in `.kassios-lint.yml`.
    func testASingleStringIsAListOfOne() throws {
        for yaml in ["codegen:\n  launch:\n    arguments: \"-x\"\n", "codegen:\n  launch:\n    arguments: -x\n",
                     "codegen:\n  launch:\n    arguments: [-x]\n"] {
            XCTAssertEqual(try TestGenerationConfiguration.parse(yaml, path: "k.yml").launch.arguments, ["-x"], yaml)
        }
        let lint = try LintConfiguration.parse("included: Examples\n", path: "k.yml", directory: ".")
        XCTAssertEqual(lint.included, ["Examples"])
    }

    func testTheLintDoesNotWarnAboutCodegenKeys() throws {
        let lint = try LintConfiguration.parse(TestGenerationConfigurationTests.yaml, path: "k.yml", directory: ".")
        XCTAssertEqual(lint.warnings, [])
        XCTAssertEqual(lint.included, ["Examples"])
    }
}
