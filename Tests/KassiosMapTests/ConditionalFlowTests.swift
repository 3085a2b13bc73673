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

    final class ProfilePage {
        let app: XCUIApplication
        init(app: XCUIApplication) { self.app = app }
        var name: XCUIElement { app.staticTexts["profile.name"] }
    }
    """)

    func graph(_ test: String) -> NavigationGraph {
        makeGraph([ConditionalFlowTests.pages, (path: "FlowTests.swift", source: """
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
        XCTAssertNil(graph.edge("HomePage", "ProfilePage", "menuProfileButton.tap()"), "the else's tap is not what the test names first")
        // Each branch is drawn; after them the test is on the settings page or the profile page, so
        // the gate is reached from where it was before the `if`.
        XCTAssertNotNil(graph.edge("HomePage", "SettingsPage", "settingsButton.tap()"))
        XCTAssertNil(graph.edge("SettingsPage", "AuthGatePage"))
        XCTAssertNil(graph.edge("ProfilePage", "AuthGatePage"))
        XCTAssertEqual(graph.edges.filter { $0.to == "AuthGatePage" }.map(\.from), ["HomePage"])
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
}
