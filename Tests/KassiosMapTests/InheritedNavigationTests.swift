import KassiosLint
import XCTest
@testable import KassiosMap

/// A navigation method or property declared on a base class is an action of every class under
/// it: the map draws it from each of them, and `--path` takes it from any of them.
final class InheritedNavigationTests: XCTestCase {
    static let pages = (path: "Pages.swift", source: """
        class BasePage {
            let app = XCUIApplication()
            var settingsTab: XCUIElement { app.tabBars.buttons["tab.settings"] }

            @discardableResult
            func openSettings() throws -> SettingsPage {
                settingsTab.tap()
                return SettingsPage()
            }
            func openSearch() -> SearchPage? {
                app.tabBars.buttons["tab.search"].tap()
                return SearchPage()
            }
            var help: HelpPage { HelpPage() }
        }
        final class HomePage: BasePage {
            var title: XCUIElement { app.staticTexts["home.title"] }
            func openProfile() -> ProfilePage {
                app.buttons["home.profile"].tap()
                return ProfilePage()
            }
        }
        final class ProfilePage: BasePage {
            var name: XCUIElement { app.staticTexts["profile.name"] }
            // Overridden: the profile's settings are its own screen.
            override func openSettings() throws -> SettingsPage {
                throw CancellationError()
            }
            func openSearch() -> ProfileSearchPage? { nil }
        }
        final class SettingsPage: BasePage {
            var logout: XCUIElement { app.buttons["settings.logout"] }
        }
        final class SearchPage: BasePage {
            var field: XCUIElement { app.searchFields["search.field"] }
            func openFilters() -> FiltersPage { FiltersPage() }
        }
        final class FiltersPage: BasePage {
            var reset: XCUIElement { app.buttons["filters.reset"] }
        }
        final class ProfileSearchPage: BasePage {
            var field: XCUIElement { app.searchFields["profile.search.field"] }
        }
        final class HelpPage: BasePage {
            var body: XCUIElement { app.staticTexts["help.body"] }
        }
        """)

    /// Overloads are told apart by their parameters' types as the compiler would: spacing and
    /// the module a name is spelled with make no other type.
    func testAParametersTypeKeyLeavesOutSpacesAndModules() {
        let cases: [(written: String, key: String, why: String)] = [
            ("LoginScreen", "LoginScreen", ""),
            ("(XCUIApplication) -> Void", "(XCUIApplication)->Void", ""),
            ("Foundation.TimeInterval", "TimeInterval", ""),
            ("[Swift.String: XCTest.XCUIElement]", "[String:XCUIElement]", ""),
            ("XCUIElement.ElementType", "XCUIElement.ElementType", ""),
            ("Dictionary<String,\u{00A0}Int>", "Dictionary<String,Int>", "a no-break space is whitespace too"),
            ("Ünïcode.Swift.Int", "Ünïcode.Int", ""),
            ("Swift.Swift.Int", "Int", ""),
            // A module's name inside the suite's own (`AppFoundation`, `MyUIKit`) is part of that name.
            ("AppFoundation.Model", "AppFoundation.Model", ""),
            ("[Foundation.URL: MyUIKit.View]", "[URL:MyUIKit.View]", ""),
            ("(Swift.Int) -> Foundation.Date?", "(Int)->Date?", ""),
            ("", "", ""),
        ]
        for (written, key, why) in cases {
            XCTAssertEqual(MethodTransitions.typeKey(written), key, why)
        }
    }

    func testABaseClassesMethodsAndPropertiesAreEdgesOfEachClassUnderIt() throws {
        let graph = makeGraph([InheritedNavigationTests.pages], robots: [])
        let lines = edgeLines(graph)
        XCTAssertTrue(lines.contains("HomePage -openSettings()-> SettingsPage"), "\(lines)")
        XCTAssertTrue(lines.contains("HomePage -openSearch()-> SearchPage"), "\(lines)")
        XCTAssertTrue(lines.contains("HomePage -help-> HelpPage"), "a computed property too: \(lines)")
        XCTAssertTrue(lines.contains("SearchPage -openSettings()-> SettingsPage"), "\(lines)")
        // The profile overrides both methods: its own search, and no base settings edge.
        XCTAssertTrue(lines.contains("ProfilePage -openSearch()-> ProfileSearchPage"), "\(lines)")
        XCTAssertFalse(lines.contains("ProfilePage -openSearch()-> SearchPage"), "\(lines)")
        XCTAssertTrue(lines.contains("ProfilePage -openSettings()-> SettingsPage"), "its override returns the same page: \(lines)")
        XCTAssertNil(graph.edges.first { $0.from == "ProfilePage" && $0.action == "openSettings()" }?.inheritedFrom)
        // No edge back to the page it starts on: the settings page's own settings tab leads nowhere new.
        XCTAssertFalse(lines.contains("SettingsPage -openSettings()-> SettingsPage"), "\(lines)")
        let inherited = try XCTUnwrap(graph.edges.first { $0.from == "HomePage" && $0.action == "openSettings()" })
        XCTAssertEqual(inherited.inheritedFrom, "BasePage")
        XCTAssertEqual(inherited.evidence.map(\.line), [6], "shown by the base's declaration")
        // The base is no node: no test goes to it, and each page under it carries its edges.
        XCTAssertNil(graph.node(named: "BasePage"))
        XCTAssertFalse(lines.contains { $0.hasPrefix("BasePage ") }, "\(lines)")
        XCTAssertEqual(graph.node(named: "HomePage")?.methods, ["openProfile() -> ProfilePage"], "its own methods, as declared")
        XCTAssertEqual(graph.node(named: "HomePage")?.inheritedMethods,
                       ["openSearch() -> SearchPage?", "openSettings() throws -> SettingsPage"])
    }

    func testThePathTakesAnInheritedMethodWithItsTryAndOptional() throws {
        let graph = makeGraph([InheritedNavigationTests.pages], robots: [])
        XCTAssertEqual(try PathQuery(graph: graph, from: "HomePage", to: "SettingsPage").code, """
        // HomePage → SettingsPage: 1 transition
        try HomePage().openSettings()

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "HelpPage", to: "FiltersPage").code, """
        // HelpPage → FiltersPage: 2 transitions
        _ = HelpPage()
            .openSearch()?
            .openFilters()

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "HomePage", to: "ProfileSearchPage").steps,
                       ["HomePage --openProfile()--> ProfilePage", "ProfilePage --openSearch()--> ProfileSearchPage"])
    }

    func testABaseATestVisitsStaysWithItsOwnEdge() throws {
        let graph = makeGraph([InheritedNavigationTests.pages, (path: "Tests.swift", source: """
            final class T: XCTestCase {
                func testFromTheBase() throws { try BasePage().openSettings().logout.tap() }
            }
            """)], robots: [])
        XCTAssertEqual(graph.node(named: "BasePage")?.kind, .page)
        let own = try XCTUnwrap(graph.edges.first { $0.from == "BasePage" && $0.action == "openSettings()" })
        XCTAssertNil(own.inheritedFrom)
        XCTAssertEqual(own.evidence.map(\.source), [.declaration, .test])
        XCTAssertEqual(graph.edges.first { $0.from == "HomePage" && $0.action == "openSettings()" }?.inheritedFrom, "BasePage")
    }

    /// WordPress's `open class BaseScreen { func waitForPage() throws -> BaseScreen { …; return self } }`.
    func testABaseMethodReturningTheBaseItselfStaysOnTheScreenUnderIt() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            open class BaseScreen {
                let app = XCUIApplication()
                @discardableResult
                public func waitForPage() throws -> BaseScreen { return self }
            }
            final class MySiteScreen: BaseScreen {
                var posts: XCUIElement { app.buttons["mysite.posts"] }
                func gotoPostsScreen() -> PostsScreen {
                    posts.tap()
                    return PostsScreen()
                }
            }
            final class PostsScreen: BaseScreen {
                var list: XCUIElement { app.tables["posts.list"] }
            }
            """), (path: "Tests.swift", source: """
            final class T: XCTestCase {
                func testPosts() throws { _ = try MySiteScreen().waitForPage(); MySiteScreen().gotoPostsScreen() }
            }
            """)], robots: [])
        XCTAssertEqual(edgeLines(graph), ["MySiteScreen -gotoPostsScreen()-> PostsScreen"])
        XCTAssertNil(graph.node(named: "BaseScreen"))
    }

    /// A base's method that launches the app starts over: no way from every robot under it.
    func testABasesLaunchingMethodIsNoInheritedWay() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class BaseRobot {
                let app = XCUIApplication()
                func launchApp() -> LoginRobot { app.launch(); return LoginRobot() }
            }
            final class LoginRobot: BaseRobot {
                var email: XCUIElement { app.textFields["login.email"] }
                func logIn() -> HomeRobot { app.buttons["login.submit"].tap(); return HomeRobot() }
            }
            final class HomeRobot: BaseRobot {
                var greeting: XCUIElement { app.staticTexts["home.greeting"] }
            }
            """)], robots: [])
        XCTAssertFalse(edgeLines(graph).contains { $0.hasPrefix("HomeRobot -launchApp()") }, "\(edgeLines(graph))")
    }

    /// A subclass of a robot tests visit inherits its `backToMain() -> MainRobot`, which makes a new one:
    /// that leads to the main robot; only a body that returns `self` stays. A base's `assertVisible` that
    /// takes an element is not the check `--path` ends with.
    func testAMethodReturningItsClassLeadsThereUnlessItReturnsSelf() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class MainRobot {
                let app = XCUIApplication()
                var list: XCUIElement { app.tables["main.list"] }
                func backToMain() -> MainRobot { app.navigationBars.buttons.firstMatch.tap(); return MainRobot() }
                func refresh() -> MainRobot { list.swipeDown(); return self }
                func assertVisible(_ element: XCUIElement, timeout: Double = 5) { XCTAssertTrue(element.waitForExistence(timeout: timeout)) }
                func openDetail() -> DetailRobot { list.cells.firstMatch.tap(); return DetailRobot() }
            }
            final class DetailRobot: MainRobot {
                var title: XCUIElement { app.staticTexts["detail.title"] }
            }
            """), (path: "Tests.swift", source: """
            final class T: XCTestCase {
                func testBack() { MainRobot().openDetail().backToMain().refresh().openDetail() }
            }
            """)], robots: [])
        let lines = edgeLines(graph)
        XCTAssertTrue(lines.contains("DetailRobot -backToMain()-> MainRobot"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.hasPrefix("DetailRobot -refresh()") }, "\(lines)")
        XCTAssertEqual(try PathQuery(graph: graph, from: "DetailRobot", to: "MainRobot").code, """
        // DetailRobot → MainRobot: 1 transition
        _ = DetailRobot().backToMain()

        """)
    }

    func testAKassiOSBaseScreensMethodLeadsFromEveryScreenUnderIt() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            class BaseScreen: KassScreen {
                lazy var settingsTab = button("tab.settings")
                func openSettings() -> SettingsScreen {
                    settingsTab.tap()
                    return SettingsScreen()
                }
            }
            final class HomeScreen: BaseScreen {
                lazy var title = staticText("home.title")
                override var onLoad: [KassElement] { [title] }
            }
            final class SettingsScreen: BaseScreen {
                lazy var logout = button("settings.logout")
                override var onLoad: [KassElement] { [logout] }
            }
            """)])
        XCTAssertEqual(edgeLines(graph), ["HomeScreen -openSettings()-> SettingsScreen"])
        XCTAssertNil(graph.node(named: "BaseScreen"))
        XCTAssertEqual(try PathQuery(graph: graph, from: "Home", to: "Settings").code, """
        // HomeScreen → SettingsScreen: 1 transition
        onScreen(HomeScreen.self) { $0.openSettings() }
        assertOnScreen(SettingsScreen.self)

        """)
        let markdown = MapMarkdownWriter.write(graph, metrics: GraphMetrics(graph: graph))
        XCTAssertTrue(markdown.contains("| `HomeScreen` | `SettingsScreen` | `openSettings()`, inherited from `BaseScreen` |"), markdown)
        let json = MapJSONWriter.write(graph, metrics: GraphMetrics(graph: graph))
        XCTAssertTrue(json.contains("\"inheritedFrom\": \"BaseScreen\""), json)
        XCTAssertFalse(json.contains("inheritedMethods"), "the map's JSON repeats no base's helpers under each screen")
        // The context tells the agent what it may call on each screen, and where a way comes from.
        let context = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil),
                                    format: .markdown, maxTokens: nil).text
        // Not a base's helpers repeated under every screen: the ways they lead say where they come from.
        XCTAssertFalse(context.contains("Inherited methods"), context)
        XCTAssertTrue(context.contains("Leads to: `SettingsScreen` via `openSettings()` (inherited from `BaseScreen`)."), context)
        XCTAssertTrue(context.contains("- `HomeScreen` → `SettingsScreen`: `openSettings()`, inherited from `BaseScreen` (declaration"), context)
    }
}

/// A part of a screen kept in a property, stored or computed (`lazy var tabBar = TabBar(app)`,
/// WordPress's `public let tabBar: TabNavComponent`, ProtonVPN's `let verify = Verify()`): a node
/// it holds is reached through the property; a component that is no node leads on through its methods.
final class HeldComponentTests: XCTestCase {
    func testAStoredPropertyLeadsToTheNodeItHoldsAndAComponentsMethodsLeadOn() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            final class TabBar {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                lazy var settingsTab = app.tabBars.buttons["tab.settings"]
                func openSettings() -> SettingsPage {
                    settingsTab.tap()
                    return SettingsPage(app)
                }
            }
            final class Verify {
                func connected(to country: String) -> StatusPage { StatusPage(XCUIApplication()) }
                private func internalCheck() -> StatusPage { StatusPage(XCUIApplication()) }
            }
            final class UITestRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                var alert: XCUIElement { app.alerts.firstMatch }
            }
            final class HomePage {
                let app: XCUIApplication
                let navigation: TabBar
                let presenter: SettingsPage
                let base: UITestRobot
                init(_ app: XCUIApplication, presenter: SettingsPage) {
                    self.app = app
                    navigation = TabBar(app)
                    self.presenter = presenter
                    base = UITestRobot(app)
                }
                lazy var title = app.staticTexts["home.title"]
                lazy var tabBar = TabBar(app)
                let verify = Verify()
                private let hidden = TabBar(XCUIApplication())
            }
            final class SettingsPage {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                lazy var list = app.tables["settings.list"]
            }
            final class StatusPage {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                lazy var banner = app.staticTexts["status.banner"]
            }
            final class ProfilePage {
                let base: UITestRobot
                init(base: UITestRobot) { self.base = base }
                var name: XCUIElement { base.app.staticTexts["profile.name"] }
            }
            final class Menu {
                init(tabBar: TabBar) {}
            }
            """), (path: "Tests.swift", source: """
            final class T: XCTestCase {
                func testConnected() {
                    let country = "Iceland"
                    HomePage(XCUIApplication()).verify.connected(to: country).banner.tap()
                }
            }
            """)], robots: [])
        // What the page makes in place leads on; what it is handed (a presenter) does not, nor what it makes
        // in its init of a type the suite hands to initializers (Wikipedia's `UITestRobot`, which every robot
        // is given; here TabBar too, which a menu is given).
        XCTAssertEqual(edgeLines(graph), [
            "HomePage -verify.connected(to: <#String#>)-> StatusPage",
            "HomePage -tabBar-> TabBar",
            "TabBar -openSettings()-> SettingsPage",
        ])
        let verified = try XCTUnwrap(graph.edge("HomePage", "StatusPage"))
        XCTAssertEqual(verified.evidence.map(\.source), [.declaration, .test])
        XCTAssertEqual(verified.evidence.compactMap(\.example), ["verify.connected(to: country)"], "the call as the test wrote it")
        XCTAssertEqual(try PathQuery(graph: graph, from: "HomePage", to: "SettingsPage").code, """
        // HomePage → SettingsPage: 2 transitions
        _ = HomePage(app, presenter: <#SettingsPage#>)
            .tabBar
            .openSettings()

        """)
        // The test's local says less than the parameter's type.
        XCTAssertEqual(try PathQuery(graph: graph, from: "HomePage", to: "StatusPage").code, """
        // HomePage → StatusPage: 1 transition
        HomePage(app, presenter: <#SettingsPage#>).verify.connected(to: <#String#>)

        """)
    }
}
