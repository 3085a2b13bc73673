/// Pieces of real suites' code that tests of several modules read.
public enum SuiteSnippets {
    /// ResearchKit's tab bar: a nested enum picks each tab's button, and the bar's methods take it
    /// (`private func navigateTo(_ tab: Tab)`). Its `navigateToResults()` returns a `ResultsTab`,
    /// which the test declares.
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
