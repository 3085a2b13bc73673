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
        // What the base gives every robot, its own names and its protocols' aside (unstoppable's base `back()`).
        let settings = try XCTUnwrap(catalog.container(named: "SettingsRobot"))
        XCTAssertEqual(settings.methods.map(\.name), ["tapPrivacyPolicy", "tapAcknowledgements", "tap", "assert", "back"])
        XCTAssertEqual(CasePlanner.backMethod(of: settings)?.returnType, "Self")
        XCTAssertTrue(CatalogBuilder.assertsPresence("assert", arguments("x, [.isHittable]")))
        XCTAssertFalse(CatalogBuilder.assertsPresence("assert", arguments("x, [.isEnabled]")))
        XCTAssertFalse(CatalogBuilder.assertsPresence("check", arguments("x, [.exists]")))

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
        // An accessor of the back button taps nothing.
        let accessor = Container(name: "R", kind: .robot, file: "", line: 1, elements: [],
                                 methods: [ContainerMethod(name: "backButton", parameters: [], returnType: "XCUIElement", uses: [])], isMainActor: false)
        XCTAssertNil(CasePlanner.backMethod(of: accessor))
    }

    func testMethodsATestCannotCallOnTheRobotAreNotItsOwn() throws {
        let sources: [(path: String, text: String)] = [("Robots.swift", """
        import XCTest

        protocol Backable {}

        extension Backable where Self == SettingsRobot {
            func back() -> HomeRobot { HomeRobot(app: (self as! SettingsRobot).app) }
        }

        final class HomeRobot {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }
            var settingsButton: XCUIElement { app.buttons["home.settings"] }
        }

        final class SettingsRobot: Backable {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }
            var doneButton: XCUIElement { app.buttons["settings.done"] }

            func tapDone() -> HomeRobot {
                doneButton.tap()
                return HomeRobot(app: app)
            }
        }

        private extension SettingsRobot {
            func goBack() -> HomeRobot { tapDone() }
        }
        """)]
        let project = Project(files: sources.map { SourceFile(path: $0.path, source: $0.text) }, configuration: ModelConfiguration())
        let settings = try XCTUnwrap(CatalogBuilder.build(project: project, dumps: []).container(named: "SettingsRobot"))
        XCTAssertEqual(settings.methods.map(\.name), ["tapDone"], "not a private extension's goBack(), nor back() of an extension for some adopters")
    }

    func testAWayBackThatReturnsTheRobotItLeavesLeadsWhereTheTestWas() throws {
        let robots = """
        import XCTest

        class Robot {
            let app: XCUIApplication
            init(_ app: XCUIApplication) { self.app = app }
        }

        final class HomeRobot: Robot {
            lazy var listButton = app.buttons["home.list"]
            lazy var header = app.staticTexts["home.header"]

            @discardableResult
            func tapList() -> ListRobot {
                listButton.tap()
                return ListRobot(app)
            }

            @discardableResult
            func checkHeader() -> Self {
                XCTAssertTrue(header.waitForExistence(timeout: 5))
                return self
            }
        }

        final class ListRobot: Robot {
            lazy var header = app.staticTexts["list.header"]

            @discardableResult
            func tapBack() -> Self {
                app.navigationBars.buttons.element(boundBy: 0).tap()
                return self
            }

            @discardableResult
            func checkHeader() -> Self {
                XCTAssertTrue(header.waitForExistence(timeout: 5))
                return self
            }
        }
        """
        var request = TestGenerator.Request(casePaths: [], swiftFiles: [])
        request.caseTexts = [("list.md", "# List and back\nSteps:\n1. Tap the list button on the Home screen\n2. Go back\n3. Check the header is shown\n")]
        request.sources = [SourceFile(path: "Robots.swift", source: robots)]
        request.style = .robot
        request.className = "ListTests"
        let test = try TestGenerator.run(request).files[0].contents
        XCTAssertTrue(test.contains("""
                HomeRobot(app)
                    .tapList()
                    // step 2: Go back
                    .tapBack()
                // step 3: Check the header is shown
                HomeRobot(app)
                    .checkHeader()
        """), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors([("Robots.swift", robots), ("ListTests.swift", test)]), "")
    }

    /// The files parsed for `arguments(_:)`: an expression is valid while its file is.
    private var parsed: [SourceFile] = []

    /// The arguments of `f(…)` with `written` between the parentheses.
    private func arguments(_ written: String) -> ArgumentList {
        let file = SourceFile(source: "_ = f(\(written))")
        parsed.append(file)
        guard case .statement(.expression(let statement)) = file.declarations.first,
              case .sequence(let parts) = statement.kind, case .call(_, let arguments, _) = parts.last?.kind else {
            XCTFail("no call in \(written)")
            return []
        }
        return arguments
    }
}
