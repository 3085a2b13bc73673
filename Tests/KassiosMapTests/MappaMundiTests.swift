import XCTest
@testable import KassiosMap

/// MappaMundi screen graphs (the shapes of Firefox for iOS's FxScreenGraph.swift) and the
/// tests that navigate them.
final class MappaMundiTests: XCTestCase {
    static let graphFile = (path: "Graph.swift", source: """
    let Home = "Home"
    let Menu = "Menu"
    let Settings = "SettingsState"
    let Search = "Search"
    let Intro = "Intro"

    class Action {
        static let OpenSearch = "OpenSearch"
        static let Close = "Close"
    }

    class UserState: MMUserState {
        required init() {
            super.init()
            initialScreenState = Intro
        }
        var signedIn = false
    }

    func createScreenGraph(for test: XCTestCase, with app: XCUIApplication) -> MMScreenGraph<UserState> {
        let map = MMScreenGraph(for: test, with: UserState.self)
        map.addScreenState(Intro) { screenState in
            screenState.noop(to: Home, if: "signedIn == true")
        }
        map.addScreenState(Home) { screenState in
            screenState.onEnterWaitFor(element: app.otherElements["home.view"])
            if isTablet {
                screenState.tap(app.buttons["home.menu"], to: Menu)
            } else {
                screenState.press(app.buttons["home.menuPhone"], to: Menu)
            }
            screenState.gesture(forAction: Action.OpenSearch, Action.Close) { userState in
                app.buttons["home.search"].tap()
            }
        }
        map.addScreenState(Menu) { $0.gesture(to: Settings) { app.cells["menu.settings"].tap() }
            $0.backAction = { app.buttons["Done"].tap() }
        }
        map.addScreenState(Settings) { screenState in
            screenState.gesture(forAction: Action.Close, transitionTo: Home) { _ in app.buttons["settings.done"].tap() }
        }
        map.addScreenAction(Action.OpenSearch, transitionTo: Search)
        for page in allPages { map.addScreenState(page) { _ in } }
        return map
    }
    """)

    func testStatesTransitionsConditionsAndActions() {
        let graph = makeGraph([MappaMundiTests.graphFile])
        XCTAssertEqual(edgeLines(graph), [
            "Home -press(app.buttons[\"home.menuPhone\"])-> Menu",
            "Home -tap(app.buttons[\"home.menu\"])-> Menu",
            "Home -performAction(Action.OpenSearch)-> Search",
            "Intro -noop-> Home",
            "MappaMundi.initialScreenState -launch-> Intro",
            "Menu -gesture { app.cells[\"menu.settings\"].tap() }-> Settings",
            "Settings -performAction(Action.Close)-> Home",
        ])
        XCTAssertEqual(graph.edge("Intro", "Home")?.condition, "signedIn == true")
        XCTAssertEqual(evidenceLines(graph.edge("Home", "Search")), ["Graph.swift:32 mappamundi", "Graph.swift:42 mappamundi"])
        let home = graph.node(named: "Home")
        XCTAssertEqual(home?.kind, .state)
        XCTAssertEqual(home?.line, 25)
        XCTAssertEqual(home?.onLoadIdentifiers, ["home.view"])
        XCTAssertEqual(home?.identifiers, ["home.menu", "home.menuPhone", "home.view"])
        XCTAssertEqual(graph.node(named: "Menu")?.hasBackAction, true)
        XCTAssertEqual(graph.node(named: "Intro")?.line, 22, "declared by addScreenState, not where initialScreenState names it")
        let metrics = GraphMetrics(graph: graph)
        XCTAssertEqual(metrics.deadEnds, ["Search"], "Menu has a back action")
        XCTAssertEqual(metrics.unreachable, [])
        XCTAssertEqual(metrics.cycles, [["Home", "Menu", "Settings"]])
    }

    func testNavigatorCallsInTestsAreVisitsAndShowEdges() {
        let graph = makeGraph([MappaMundiTests.graphFile, (path: "Tests.swift", source: """
        final class SettingsTests: XCTestCase {
            var navigator: MMNavigator<UserState>!
            func test_close() {
                navigator.nowAt(Home)
                navigator.goto(Settings)
                navigator.performAction(Action.Close)
                navigator.nowAt(Home)
            }
        }
        """)])
        XCTAssertEqual(evidenceLines(graph.edge("Settings", "Home")), ["Graph.swift:40 mappamundi", "Tests.swift:6 SettingsTests.test_close"])
        XCTAssertEqual(graph.node(named: "Settings")?.visitedBy, ["SettingsTests.test_close"])
        XCTAssertEqual(graph.node(named: "Menu")?.visitedBy, [], "goto's way is MappaMundi's, not shown by the test")
    }
}
