import XCTest
import KassiosSyntax
import KassiosModel

/// NHS COVID-19's tests read the texts of the scenario a runner launches through the runner:
/// `runner.scenario.openSettingsTapped`, with `var scenario: Scenario.Type { Scenario.self }` on an
/// `ApplicationRunner<AuthorizationDeniedScreenScenario>`: a static member of the generic argument.
final class GenericMetatypeIdentifierTests: XCTestCase {
    static let runner = Fixture("Support/ApplicationRunner.swift", #"""
        struct ApplicationRunner<Scenario> {
            var scenario: Scenario.Type { Scenario.self }
            var instance: Scenario? { nil }
        }
        struct Pair<First, Second> {
            let second: Second.Type
        }
        enum KnownScenario {
            static let title = "known.title"
            static var random: String { UUID().uuidString }
        }
        """#)

    func testAStaticMemberOfTheGenericArgumentReadThroughItsMetatype() throws {
        let project = makeProject(GenericMetatypeIdentifierTests.runner, Fixture("Tests/DeniedTests.swift", #"""
            final class DeniedTests: XCTestCase {
                private var runner = ApplicationRunner<AuthorizationDeniedScreenScenario>()
                let known: ApplicationRunner<KnownScenario> = ApplicationRunner()
                let pair = Pair<Int, KnownScenario>(second: KnownScenario.self)
                let app = XCUIApplication()

                func testUnseen() { app.staticTexts[runner.scenario.openSettingsTapped].tap() }
                func testKnown() { app.staticTexts[known.scenario.title].tap() }
                func testKnownComputed() { app.staticTexts[known.scenario.random].tap() }
                func testSecond() { app.staticTexts[pair.second.title].tap() }
                func testInstance() { app.staticTexts[runner.instance.title].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "DeniedTests", member: "testUnseen()").source,
                       .constant(path: "AuthorizationDeniedScreenScenario.openSettingsTapped", value: nil))
        XCTAssertEqual(try project.usage(in: "DeniedTests", member: "testKnown()").source.staticValue, "known.title")
        XCTAssertTrue(try project.usage(in: "DeniedTests", member: "testKnownComputed()").source.isRuntime)
        XCTAssertEqual(try project.usage(in: "DeniedTests", member: "testSecond()").source.staticValue, "known.title")
        XCTAssertEqual(try project.usage(in: "DeniedTests", member: "testInstance()").source, .variable("runner.instance.title"))
    }
}
