import KassiosLint
import XCTest

/// What the rule's examples cannot show: test classes across files, and the count of
/// inline interactions at the threshold.
final class RawQueryInTestTests: XCTestCase {
    private func lint(_ sources: [(String, String)]) -> [Finding] {
        var options = LintOptions()
        options.ruleIdentifiers = ["raw-query-in-test"]
        return LintRunner.run(sources: sources, options: options).findings
    }

    func testTestClassesThroughBaseClassesAndExtensionsInOtherFiles() {
        let findings = lint([
            ("Support/Base.swift", """
            class SignedInTestCase: KassTestCase {}
            class FeatureTestCase: SignedInTestCase {}
            """),
            ("Tests/CardsTests.swift", """
            final class CardsTests: FeatureTestCase {
                func test_freeze() {
                    app.switches["cards.freeze"].tap()
                }
            }
            """),
            ("Tests/CardsTests+More.swift", """
            extension CardsTests {
                #if DEBUG
                func test_debugReset() { app.buttons["debug.reset"].tap() }
                #endif
                static func testData() { XCUIApplication().buttons["x"].tap() }
            }
            """),
        ])
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column)" },
                       ["Tests/CardsTests+More.swift:3:34", "Tests/CardsTests.swift:3:13"])
        XCTAssertEqual(findings.map(\.screen), ["CardsTests", "CardsTests"])
    }

    func testTheMessageCountsInlineInteractionsFromFive() {
        func interactions(_ count: Int) -> String {
            let steps = (0..<count).map { "        app.buttons[\"step.\($0)\"].tap()" }.joined(separator: "\n")
            return lint([("Tests/FlowTests.swift", """
                final class FlowTests: XCTestCase {
                    let app = XCUIApplication()
                    func test_flow() {
                \(steps)
                        XCTAssertTrue(app.staticTexts["flow.done"].exists)
                    }
                }
                """)]).first?.message ?? ""
        }
        XCTAssertFalse(interactions(4).contains("inline interactions"), interactions(4))
        XCTAssertTrue(interactions(5).contains("; 5 inline interactions: extract a robot or screen object"), interactions(5))
        XCTAssertTrue(interactions(4).contains("test_flow queries XCUIApplication directly (app.buttons)"), interactions(4))
    }

    func testAnotherAppHeldByTheTestClassIsNotTheAppUnderTest() {
        let findings = lint([("Tests/SettingsTests.swift", """
            final class SettingsTests: XCTestCase {
                let settings = XCUIApplication(bundleIdentifier: "com.apple.Preferences")
                let finch = XCUIApplication()
                func test_notifications() {
                    settings.cells["Notifications"].tap()
                    let app = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
                    app.buttons["Reload"].tap()
                    finch.buttons["home.refresh"].tap()
                }
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["8:15"])
        XCTAssertEqual(findings.first?.message.contains("(finch.buttons)"), true)
    }

    /// NHS COVID-19's tests run inside `try runner.run { app in … }`; Tasks keeps the app in
    /// `BaseScreen.app`. Both are the app under test, by what the linted files declare.
    func testClosureParametersHandedTheAppAndStaticAppsOfOtherTypes() {
        let findings = lint([
            ("Support/Runner.swift", """
            struct ApplicationRunner {
                func run(work: @escaping (_ app: XCUIApplication) throws -> Void) rethrows {}
                func each(_ body: ((XCUIElement, Int) -> Void)?) {}
            }
            class BaseScreen {
                static let app = XCUIApplication()
                static var other: XCUIApplication = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                let app = XCUIApplication(bundleIdentifier: "com.example.widget")
            }
            class HomeScreen: BaseScreen {}
            """),
            ("Tests/ConfirmTests.swift", """
            final class ConfirmTests: XCTestCase {
                let runner = ApplicationRunner()
                func test_confirm() throws {
                    try runner.run { application in
                        application.buttons["confirm.ok"].tap()
                        runner.each { cell, index in cell.buttons["row"].tap() }
                    }
                    runner.run(work: { $0.staticTexts["confirm.title"].tap() })
                    HomeScreen.app.switches["confirm.terms"].tap()
                    BaseScreen.other.alerts.buttons["Allow"].tap()
                    let BaseScreen = runner
                    BaseScreen.app.buttons["shadowed"].tap()
                }
            }
            """),
        ])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["5:25", "8:31", "9:24"])
        XCTAssertEqual(findings.map { $0.message.components(separatedBy: "directly (").last?.prefix { $0 != ")" } ?? "" },
                       ["application.buttons", "$0.staticTexts", "HomeScreen.app.switches"])
    }

    /// Another app is not the app under test: handed to a closure by a function that makes one, kept
    /// in a static property made with `.init(bundleIdentifier:)`, or given to a local function.
    func testOtherAppsHandedToClosuresOrKeptStaticAreNotTheAppUnderTest() {
        let findings = lint([("Tests/PermissionTests.swift", """
            struct SystemHelper {
                func withSpringboard(_ body: (XCUIApplication) -> Void) {
                    body(XCUIApplication(bundleIdentifier: "com.apple.springboard"))
                }
            }
            enum Apps {
                static let springboard: XCUIApplication = .init(bundleIdentifier: "com.apple.springboard")
            }
            final class PermissionTests: XCTestCase {
                let system = SystemHelper()
                func test_allowNotifications() {
                    system.withSpringboard { springboard in springboard.alerts.buttons["Allow"].tap() }
                    Apps.springboard.alerts.buttons["Allow"].tap()
                    func allowAlert(in springboard: XCUIApplication) { springboard.alerts.buttons["Allow"].tap() }
                    allowAlert(in: XCUIApplication(bundleIdentifier: "com.apple.springboard"))
                }
            }
            """)])
        XCTAssertEqual(findings.map(\.message), [])
    }

    /// Functions of one name that hand their closures different things tell nothing.
    func testFunctionsOfOneNameThatDisagreeGiveTheClosureNoType() {
        let findings = lint([("Tests/FlowTests.swift", """
            struct Runner { func run(_ body: (XCUIApplication) -> Void) {} }
            struct Cells { func run(_ body: (XCUIElement) -> Void) {} }
            final class FlowTests: XCTestCase {
                func test_flow() {
                    Runner().run { app in app.buttons["flow.next"].tap() }
                }
            }
            """)])
        XCTAssertEqual(findings.count, 0, findings.map(\.message).joined())
    }

    /// Element X's `let app = Application.launch()`: a function of the files declared to return the app
    /// under test makes one, a static one, the test class's own, a top-level one or an `XCTestCase`
    /// extension's; one that returns another app (SpringBoard) does not, nor one of an unknown type.
    func testAnAppAFactoryOfTheFilesReturnsIsTheAppUnderTest() {
        let findings = lint([("ServerSelectionUITests.swift", """
            struct Application {
                static func launch() -> XCUIApplication {
                    let app = XCUIApplication()
                    app.launch()
                    return app
                }
                static func springboard() -> XCUIApplication {
                    XCUIApplication(bundleIdentifier: "com.apple.springboard")
                }
                static let safariApp = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
                static func safari() -> XCUIApplication { safariApp }
            }
            func launchApp() -> XCUIApplication { XCUIApplication() }
            extension XCTestCase {
                func relaunch() -> XCUIApplication { XCUIApplication() }
            }
            final class ServerSelectionUITests: XCTestCase {
                func testFactory() {
                    let app = Application.launch()
                    app.buttons["confirmButton"].tap()
                    let typed: XCUIApplication = Application.launch()
                    XCTAssertTrue(typed.staticTexts["server.footer"].exists)
                    launchApp().buttons["next"].tap()
                    relaunch().buttons["again"].tap()
                    let board = Application.springboard()
                    board.buttons["Allow"].tap()
                    let unknown = Somewhere.launch()
                    unknown.buttons["x"].tap()
                    Application.safari().buttons["Open"].tap()
                }
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["20:13", "22:29", "23:21", "24:20"])
        XCTAssertTrue(findings[2].message.contains("(launchApp().buttons)"), findings[2].message)
    }
}
