import XCTest
@testable import KassiosMap

/// What a test does inside `if` and `guard`: a branch runs from where the test was, its
/// conditions first; the test goes on from where a branch that acted left it, and from where it
/// was after a branch that only checked, left the test, or dismissed an alert.
final class ConditionalFlowTests: XCTestCase {
    static let pages = (path: "Pages.swift", source: """
    final class OnboardingPage {
        let app: XCUIApplication
        init(app: XCUIApplication) { self.app = app }
        var skipButton: XCUIElement { app.buttons["onboarding.skip"] }
    }

    final class HomePage {
        let app: XCUIApplication
        init(app: XCUIApplication) { self.app = app }
        var settingsButton: XCUIElement { app.buttons["home.settings"] }
        var profileButton: XCUIElement { app.buttons["home.profile"] }
        var menuProfileButton: XCUIElement { app.buttons["home.menu.profile"] }
        var helpButton: XCUIElement { app.buttons["home.help"] }
    }

    final class SettingsPage {
        let app: XCUIApplication
        init(app: XCUIApplication) { self.app = app }
        var doneButton: XCUIElement { app.buttons["settings.done"] }
    }

    final class AuthGatePage {
        let app: XCUIApplication
        init(app: XCUIApplication) { self.app = app }
        var signInButton: XCUIElement { app.buttons["gate.signIn"] }
    }

    final class ListPage {
        let app: XCUIApplication
        init(app: XCUIApplication) { self.app = app }
        var addButton: XCUIElement { app.buttons["list.add"] }
        func row(_ title: String) -> XCUIElement { app.cells.staticTexts[title] }
    }

    final class ProfilePage {
        let app: XCUIApplication
        init(app: XCUIApplication) { self.app = app }
        var name: XCUIElement { app.staticTexts["profile.name"] }
    }
    """)

    /// Robots whose methods lead between them: their edges are drawn from the methods alone.
    static let robots = (path: "Robots.swift", source: """
    class Robot {
        let app: XCUIApplication
        init(_ app: XCUIApplication) { self.app = app }
    }

    final class HomeRobot: Robot {
        var settings: XCUIElement { app.buttons["home.settings"] }
        func openSettings() -> SettingsRobot {
            settings.tap()
            return SettingsRobot(app)
        }
    }

    final class SettingsRobot: Robot {
        var closeButton: XCUIElement { app.buttons["settings.close"] }
        func close() -> HomeRobot {
            closeButton.tap()
            return HomeRobot(app)
        }
    }
    """)

    static let branchScreens = """
        struct AScreen { let app: XCUIApplication; var go: XCUIElement { app.buttons["a.go"] } }
        struct BScreen { let app: XCUIApplication; var next: XCUIElement { app.buttons["b.next"] }; var skip: XCUIElement { app.buttons["b.skip"] } }
        struct CScreen { let app: XCUIApplication; var next: XCUIElement { app.buttons["c.next"] }; var skip: XCUIElement { app.buttons["c.skip"] } }
        struct DScreen { let app: XCUIApplication; var title: XCUIElement { app.staticTexts["d.title"] } }
        struct EScreen { let app: XCUIApplication; var title: XCUIElement { app.staticTexts["e.title"] } }
        """

    func graph(_ test: String, robots: Bool = false, screens: String? = nil) -> NavigationGraph {
        makeGraph([ConditionalFlowTests.pages] + (robots ? [ConditionalFlowTests.robots] : [])
                  + (screens.map { [(path: "Screens.swift", source: $0)] } ?? []) + [(path: "FlowTests.swift", source: """
        final class FlowTests: XCTestCase {
            let app = XCUIApplication()

        \(test)
        }
        """)])
    }

    func testAScreenOnlyAConditionalBranchUsesIsOnTheWay() {
        let graph = graph("""
            func test_skipsOnboarding() {
                app.launch()
                let onboarding = OnboardingPage(app: app)
                if onboarding.skipButton.waitForExistence(timeout: 3) {
                    onboarding.skipButton.tap()
                }
                let home = HomePage(app: app)
                home.settingsButton.tap()
                XCTAssertTrue(SettingsPage(app: app).doneButton.exists)
            }
        """)
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, [
            "HomePage -settingsButton.tap()-> SettingsPage",
            "OnboardingPage -skipButton.tap()-> HomePage",
        ])
        XCTAssertEqual(graph.edges.first { $0.from.hasPrefix("FlowTests") }?.to, "OnboardingPage")
    }

    func testABranchThatOnlyChecksOrLeavesTheTestLeavesItWhereItWas() {
        let graph = graph("""
            func test_gate() {
                app.launch()
                let home = HomePage(app: app)
                home.profileButton.tap()
                if AuthGatePage(app: app).signInButton.waitForExistence(timeout: 3) { return }
                XCTAssertTrue(ProfilePage(app: app).name.exists)
            }

            func test_gateChecked() {
                app.launch()
                HomePage(app: app).helpButton.tap()
                if AuthGatePage(app: app).signInButton.exists {
                    XCTAssertTrue(AuthGatePage(app: app).signInButton.isHittable)
                }
                XCTAssertTrue(ProfilePage(app: app).name.exists)
            }
        """)
        // The gate is one way the tap goes; the profile the other, from the home page, not the gate.
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, [
            "HomePage -helpButton.tap()-> AuthGatePage",
            "HomePage -profileButton.tap()-> AuthGatePage",
            "HomePage -helpButton.tap()-> ProfilePage",
            "HomePage -profileButton.tap()-> ProfilePage",
        ])
    }

    func testAnAlertDismissedOnTheWayIsNotTheWay() {
        let graph = graph("""
            func test_alert() {
                app.launch()
                HomePage(app: app).settingsButton.tap()
                if app.alerts.element.waitForExistence(timeout: 2) {
                    app.alerts.buttons["OK"].tap()
                }
                SettingsPage(app: app).doneButton.tap()
                XCTAssertTrue(HomePage(app: app).settingsButton.exists)
            }
        """)
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, [
            "HomePage -settingsButton.tap()-> SettingsPage",
            "SettingsPage -doneButton.tap()-> HomePage",
        ])
    }

    func testTwoBranchesThatBothActNameTheFirstAndTwoDestinationsAreNeither() {
        let graph = graph("""
            func test_either() {
                app.launch()
                let home = HomePage(app: app)
                if home.profileButton.isHittable {
                    home.profileButton.tap()
                } else {
                    home.menuProfileButton.tap()
                }
                XCTAssertTrue(ProfilePage(app: app).name.exists)
            }

            func test_split() {
                app.launch()
                let home = HomePage(app: app)
                XCTAssertTrue(home.helpButton.exists)
                if home.settingsButton.isHittable {
                    home.settingsButton.tap()
                    SettingsPage(app: app).doneButton.tap()
                } else {
                    home.profileButton.tap()
                    XCTAssertTrue(ProfilePage(app: app).name.exists)
                    home.helpButton.tap()
                }
                XCTAssertTrue(AuthGatePage(app: app).signInButton.exists)
            }
        """)
        XCTAssertNotNil(graph.edge("HomePage", "ProfilePage", "profileButton.tap()"))
        XCTAssertNil(graph.edge("HomePage", "ProfilePage", "menuProfileButton.tap()"), "the branches agree on the page: the first's way")
        // Each branch is drawn; after them the test is on the settings page or back on the home
        // page: the rest of the test is followed from each, the gate drawn from where each left it
        // (done tapped on the settings page, help on the home page), never from before the `if`.
        XCTAssertNotNil(graph.edge("HomePage", "SettingsPage", "settingsButton.tap()"))
        XCTAssertNotNil(graph.edge("HomePage", "ProfilePage", "profileButton.tap()"))
        XCTAssertEqual(graph.edges.filter { $0.to == "AuthGatePage" }.map { "\($0.from) \($0.action)" }.sorted(),
                       ["HomePage helpButton.tap()", "SettingsPage doneButton.tap()"])
        XCTAssertEqual(graph.node(named: "AuthGatePage")?.visitedBy, ["FlowTests.test_split"])
    }

    /// Branches of an `if`/`else` or the cases of a `switch` that leave the test on different
    /// screens: the rest of the test is followed from each (B's `next.tap()` to D, and C's), and
    /// nothing is drawn from where the test was before them (A to D).
    func testTheTestGoesOnFromEachScreenItsBranchesLeaveItOn() {
        let graph = graph("""
            func test_ifElse() {
                app.launch()
                AScreen(app: app).go.tap()
                if Bool.random() {
                    BScreen(app: app).next.tap()
                } else {
                    CScreen(app: app).next.tap()
                }
                XCTAssertTrue(DScreen(app: app).title.exists)
            }

            func test_switch() {
                app.launch()
                AScreen(app: app).go.tap()
                switch ProcessInfo.processInfo.environment["AB"] {
                case "1": BScreen(app: app).skip.tap()
                default: CScreen(app: app).skip.tap()
                }
                XCTAssertTrue(EScreen(app: app).title.exists)
            }
        """, screens: ConditionalFlowTests.branchScreens)
        XCTAssertEqual(graph.edges.filter { $0.to == "DScreen" }.map { "\($0.from) \($0.action)" }.sorted(),
                       ["BScreen next.tap()", "CScreen next.tap()"])
        XCTAssertEqual(graph.edges.filter { $0.to == "EScreen" }.map { "\($0.from) \($0.action)" }.sorted(),
                       ["BScreen skip.tap()", "CScreen skip.tap()"])
        XCTAssertNotNil(graph.edge("AScreen", "BScreen", "go.tap()"))
        XCTAssertNotNil(graph.edge("AScreen", "CScreen", "go.tap()"))

        // A branch that fails the test (fatalError, XCTFail before other statements) is no way on.
        let failing = self.graph("""
            func test_fatal() {
                app.launch()
                AScreen(app: app).go.tap()
                switch Int.random(in: 0...2) {
                case 0: BScreen(app: app).next.tap()
                case 1: CScreen(app: app).next.tap()
                default: fatalError("unexpected variant")
                }
                XCTAssertTrue(DScreen(app: app).title.exists)
            }

            func test_failed() {
                app.launch()
                AScreen(app: app).go.tap()
                if Bool.random() {
                    BScreen(app: app).skip.tap()
                } else {
                    XCTFail("no B screen")
                    app.terminate()
                }
                XCTAssertTrue(EScreen(app: app).title.exists)
            }
        """, screens: ConditionalFlowTests.branchScreens)
        XCTAssertEqual(failing.edges.filter { $0.to == "DScreen" || $0.to == "EScreen" }.map { "\($0.from) \($0.action)" }.sorted(),
                       ["BScreen next.tap()", "BScreen skip.tap()", "CScreen next.tap()"])
    }

    func testAGuardsConditionsAreWhereTheTestGoesOn() {
        let graph = graph("""
            func test_guard() {
                app.launch()
                HomePage(app: app).settingsButton.tap()
                guard SettingsPage(app: app).doneButton.waitForExistence(timeout: 3) else { return }
                SettingsPage(app: app).doneButton.tap()
                XCTAssertTrue(HomePage(app: app).helpButton.exists)
            }
        """)
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, [
            "HomePage -settingsButton.tap()-> SettingsPage",
            "SettingsPage -doneButton.tap()-> HomePage",
        ])
    }

    // MARK: - What a second review found

    func testAConditionThatFindsAScreenTakesTheActionThatLedThere() {
        let graph = graph("""
            func test_list() {
                app.launch()
                HomePage(app: app).helpButton.tap()
                guard ListPage(app: app).row("Welcome").waitForExistence(timeout: 3) else { return }
                ListPage(app: app).addButton.tap()
                XCTAssertTrue(ProfilePage(app: app).name.exists)
            }
        """)
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, [
            "HomePage -helpButton.tap()-> ListPage",
            "ListPage -addButton.tap()-> ProfilePage",
        ])
    }

    func testABranchThatMovesByARobotsMethodMoves() {
        let graph = graph("""
            func test_robot() {
                app.launch()
                let home = HomeRobot(app)
                XCTAssertTrue(home.settings.exists)
                if home.settings.isHittable {
                    home.openSettings()
                }
                SettingsRobot(app).close()
            }
        """, robots: true)
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, [
            "HomeRobot -openSettings()-> SettingsRobot",
            "SettingsRobot -close()-> HomeRobot",
        ])
    }

    func testALaunchInABranchIsTheLaunch() {
        let graph = graph("""
            override func setUpWithError() throws {
                if app.state != .runningForeground {
                    app.launch()
                }
            }

            func test_settings() {
                HomePage(app: app).settingsButton.tap()
                XCTAssertTrue(SettingsPage(app: app).doneButton.exists)
            }
        """)
        XCTAssertEqual(edgeLines(graph), [
            "FlowTests.setUpWithError() -launch-> HomePage",
            "HomePage -settingsButton.tap()-> SettingsPage",
        ])
    }

    func testWhatABranchDeclaresEndsWithIt() {
        let graph = graph("""
            func test_shadow() {
                app.launch()
                let page = HomePage(app: app)
                if OnboardingPage(app: app).skipButton.exists {
                    let page = OnboardingPage(app: app)
                    page.skipButton.tap()
                }
                page.settingsButton.tap()
                XCTAssertTrue(SettingsPage(app: app).doneButton.exists)
            }
        """)
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, [
            "HomePage -settingsButton.tap()-> SettingsPage",
            "OnboardingPage -skipButton.tap()-> HomePage",
        ])
    }

    func testAnAlertAnsweredEitherWayIsNotTheWay() {
        let graph = graph("""
            func test_permission() {
                app.launch()
                HomePage(app: app).settingsButton.tap()
                if app.alerts.element.waitForExistence(timeout: 2) {
                    app.alerts.buttons["Allow"].tap()
                } else {
                    app.alerts.buttons["Don't Allow"].tap()
                }
                XCTAssertTrue(SettingsPage(app: app).doneButton.exists)
            }

            func test_notAnAlert() {
                app.launch()
                HomePage(app: app).profileButton.tap()
                if app.alerts.element.waitForExistence(timeout: 2) {
                    app.alerts.buttons["Allow"].tap()
                } else {
                    app.buttons["Not now"].tap()
                }
                XCTAssertTrue(ProfilePage(app: app).name.exists)
            }
        """)
        // Either answer to the alert, the settings button led there. A button that is no alert's
        // may be the way on too: which is not known.
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, ["HomePage -settingsButton.tap()-> SettingsPage"])
        XCTAssertEqual(graph.node(named: "ProfilePage")?.visitedBy, ["FlowTests.test_notAnAlert"])
    }

    func testABranchThatFailsTheTestAndAConditionsScreenAreNoWay() {
        let graph = graph("""
            func test_fail() {
                app.launch()
                let home = HomePage(app: app)
                home.helpButton.tap()
                if AuthGatePage(app: app).signInButton.exists {
                    AuthGatePage(app: app).signInButton.tap()
                    XCTFail("signed out")
                }
                home.settingsButton.tap()
                XCTAssertTrue(SettingsPage(app: app).doneButton.exists)
            }
        """)
        // The gate's check is no transition with nothing done (no "(no action)" edge), the failing
        // branch leaves the test, and the settings page is reached from home.
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, [
            "HomePage -helpButton.tap()-> AuthGatePage",
            "HomePage -settingsButton.tap()-> SettingsPage",
        ])
        XCTAssertFalse(graph.edges.contains { $0.action == NavigationEdge.noAction })
    }

    func testBranchesThatTapDifferentButtonsAndStayLeaveTheWayUnknown() {
        let graph = graph("""
            func test_elseIf() {
                app.launch()
                let home = HomePage(app: app)
                XCTAssertTrue(home.helpButton.exists)
                if home.settingsButton.isHittable {
                    home.settingsButton.tap()
                } else if home.profileButton.isHittable {
                    home.profileButton.tap()
                } else {
                    home.helpButton.tap()
                }
                XCTAssertTrue(AuthGatePage(app: app).signInButton.exists)
            }
        """)
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("FlowTests") }, [])
        XCTAssertEqual(graph.node(named: "AuthGatePage")?.visitedBy, ["FlowTests.test_elseIf"])
    }
}
