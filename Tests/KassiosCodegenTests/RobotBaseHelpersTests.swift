@testable import KassiosCodegen
import KassiosModel
import KassiosSyntax
import Foundation
import XCTest

/// A suite whose robots share a base's helpers, as bike_index's do: `tap(element)` and
/// `assert(element, [.exists])` return the robot, and a protocol's extension gives the pages it
/// opens their way back (`extension NavigatesBackToSettings { func back() -> SettingsRobot }`).
final class RobotBaseHelpersTests: XCTestCase {
    static let robots = """
    import XCTest

    enum Predicate { case exists, isHittable }

    class Robot {
        var app: XCUIApplication

        init(_ app: XCUIApplication) {
            self.app = app
        }

        @discardableResult
        func tap(_ element: XCUIElement) -> Self {
            element.tap()
            return self
        }

        @discardableResult
        func assert(_ element: XCUIElement, _ predicates: [Predicate], timeout: Double = 5) -> Self {
            XCTAssertTrue(element.waitForExistence(timeout: timeout))
            return self
        }

        @discardableResult
        func back() -> Self {
            app.navigationBars.buttons.element(boundBy: 0).tap()
            return self
        }
    }

    protocol NavigatesBackToSettings: Robot {
        func back() -> SettingsRobot
    }

    extension NavigatesBackToSettings {
        @discardableResult
        func back() -> SettingsRobot {
            app.navigationBars.buttons.element(boundBy: 0).tap()
            return SettingsRobot(app)
        }
    }

    final class SettingsRobot: Robot {
        lazy var privacyPolicy = app.buttons["settings.privacy"]
        lazy var acknowledgements = app.buttons["settings.acknowledgements"]

        @discardableResult
        func tapPrivacyPolicy() -> PrivacyPolicyRobot {
            tap(privacyPolicy)
            return PrivacyPolicyRobot(app)
        }

        @discardableResult
        func tapAcknowledgements() -> Self {
            tap(acknowledgements)
        }
    }

    final class PrivacyPolicyRobot: Robot, NavigatesBackToSettings {
        lazy var generalInformation = app.staticTexts["privacy.general"]

        @discardableResult
        func checkGeneralInformation() -> Self {
            assert(generalInformation, [.exists])
        }
    }
    """

    static let tests = """
    import XCTest

    final class SettingsTests: XCTestCase {
        let app = XCUIApplication()

        func testPrivacyPolicy() {
            app.launch()
            SettingsRobot(app).tapPrivacyPolicy().checkGeneralInformation().back().tapAcknowledgements()
        }
    }
    """

    func testAStepUsesTheRobotsMethodBuiltOnTheBasesHelpersAndItsProtocolsWayBack() throws {
        let sources: [(path: String, text: String)] = [("Robots.swift", RobotBaseHelpersTests.robots), ("SettingsTests.swift", RobotBaseHelpersTests.tests)]
        let project = Project(files: sources.map { SourceFile(path: $0.path, source: $0.text) }, configuration: ModelConfiguration())
        let catalog = CatalogBuilder.build(project: project, dumps: [])
        let privacy = try XCTUnwrap(catalog.container(named: "PrivacyPolicyRobot"))
        // `assert(generalInformation, [.exists])` checks the element; the protocol gives `back()`.
        XCTAssertEqual(privacy.methods.first { $0.name == "checkGeneralInformation" }?.uses,
                       [.init(element: "generalInformation", use: .check)])
        XCTAssertEqual(privacy.methods.filter { $0.name == "back" }.map(\.returnType), ["SettingsRobot"])
        XCTAssertTrue(CatalogBuilder.assertsPresence("assert", [argument(.identifier("x")), argument(.array([member("isHittable")]))]))
        XCTAssertFalse(CatalogBuilder.assertsPresence("assert", [argument(.identifier("x")), argument(.array([member("isEnabled")]))]))
        XCTAssertFalse(CatalogBuilder.assertsPresence("check", [argument(.identifier("x")), argument(.array([member("exists")]))]))

        var request = TestGenerator.Request(casePaths: [], swiftFiles: [])
        request.caseTexts = [("privacy.md", """
        # Privacy policy
        Steps:
        1. Tap the privacy policy button on the Settings screen
        2. Check the general information text is shown
        3. Go back
        4. Tap the acknowledgements button
        """)]
        request.sources = project.files
        request.className = "PrivacyTests"
        let result = try TestGenerator.run(request)
        XCTAssertEqual(result.files.count, 1, "no method drafted: the robot has them all")
        let test = result.files[0].contents
        XCTAssertTrue(test.contains("""
                SettingsRobot(app)
                    .tapPrivacyPolicy()
                    // step 2: Check the general information text is shown
                    .checkGeneralInformation()
                    // step 3: Go back
                    .back()
                    // step 4: Tap the acknowledgements button
                    .tapAcknowledgements()
        """), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("PrivacyTests.swift", test)]), "")
    }

    func testTheWayBackIsTheOnlyMethodNamedSo() {
        func container(_ names: [String]) -> Container {
            Container(name: "R", kind: .robot, file: "", line: 1, elements: [],
                      methods: names.map { ContainerMethod(name: $0, parameters: [], returnType: "Self", uses: []) }, isMainActor: false)
        }
        XCTAssertEqual(CasePlanner.backMethod(of: container(["tapSave", "goBack"]))?.name, "goBack")
        XCTAssertEqual(CasePlanner.backMethod(of: container(["tapBackButton"]))?.name, "tapBackButton")
        XCTAssertNil(CasePlanner.backMethod(of: container(["back", "tapBackButton"])), "two ways back")
        XCTAssertNil(CasePlanner.backMethod(of: container(["backToSettings", "tapBackground"])), "not the way back alone")
    }

    private func member(_ name: String) -> Expr {
        Expr(.implicitMember(name: name), at: .start, end: 0)
    }

    private func argument(_ kind: ExprKind) -> Argument {
        Argument(label: nil, value: Expr(kind, at: .start, end: 0))
    }
}
