/// Pieces of real suites' code that tests of several modules read.
public enum SuiteSnippets {
    /// ResearchKit's tab bar: a nested enum picks each tab's button, and the bar's methods take it
    /// (`private func navigateTo(_ tab: Tab)`). Its `navigateToResults()` returns a `ResultsTab`,
    /// which the test declares.
    /// OneLogin's screens: a static factory that sets the app's environment, launches, and returns the first
    /// screen, whose method leads to the next (the `app.launch()` on line 5).
    public static let welcomeScreenMadeByAFactory = """
        struct WelcomeScreen {
            static func make() throws -> WelcomeScreen {
                let app = XCUIApplication()
                app.launchEnvironment["TOKEN"] = "x"
                app.launch()
                return WelcomeScreen(app: app)
            }
            let app: XCUIApplication
            var signInButton: XCUIElement { app.buttons["intro-button"] }
            func tapLoginButton() -> LoginModal {
                signInButton.tap()
                return LoginModal(app: app)
            }
        }
        struct LoginModal {
            let app: XCUIApplication
            var loginButton: XCUIElement { app.buttons["Login"] }
        }
        """

    public static let tabBarWithSelectorEnum = """
        class TabBar {
            static let app = XCUIApplication()
            enum Tab {
                case tasksTab, resultsTab
                var button: XCUIElement {
                    switch self {
                    case .tasksTab: return TabBar.app.tabBars.buttons["tab.tasks"]
                    case .resultsTab: return TabBar.app.tabBars.buttons["tab.results"]
                    }
                }
            }
            private func navigateTo(_ tab: Tab) { tab.button.tap() }
            func navigateToResults() -> ResultsTab { navigateTo(.resultsTab); return ResultsTab() }
        }
        """
}
