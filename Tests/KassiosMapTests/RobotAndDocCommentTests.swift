import KassiosTestSupport
import XCTest
import KassiosModel
import KassiosSyntax
@testable import KassiosMap

/// Edges from robot and page-object methods that return the next one, from robot chains in
/// tests, from `app.on(X.self)`, and from `/// kassios: navigates-to` comments.
final class RobotAndDocCommentTests: XCTestCase {
    static let robots = (path: "Robots.swift", source: """
    class Robot {
        let app: XCUIApplication
        init(app: XCUIApplication) { self.app = app }
        @discardableResult
        func waitFor(_ element: XCUIElement) -> Self { self }
    }
    final class HomeRobot: Robot {
        private var balance: XCUIElement { app.staticTexts["home.balance"] }
        private var profileButton: XCUIElement { app.buttons["home.profile"] }
        func assertVisible() -> Self { waitFor(balance) }
        func openProfile() -> ProfileRobot {
            profileButton.tap()
            return ProfileRobot(app: app)
        }
        func openStatements() { app.cells["more.statements"].tap() }
        func dismissPromo() -> HomeRobot { self }
    }
    final class ProfileRobot: Robot {
        private var name: XCUIElement { app.textFields["profile.name"] }
        func assertVisible() { XCTAssert(name.exists) }
        func typeName(_ text: String) -> Self { name.typeText(text); return self }
        func typeNames(_ texts: String..., separator: String = " ") -> Self { self }
        func save(confirming: Bool = true) -> HomeRobot? { HomeRobot(app: app) }
    }
    enum StatementsPage {
        static var list: XCUIElement { XCUIApplication().tables["statements.list"] }
        static func waitUntilLoaded() -> Bool { list.waitForExistence(timeout: 5) }
        static func exportLatest() { list.cells.firstMatch.tap() }
    }
    """)

    /// Page objects kept in properties of the test class, declared as one (`var home: HomeRobot!`)
    /// and made in `setUp`, or made where they are declared: a call on one visits it. A property
    /// given something else no longer holds the screen.
    func testScreensHeldInPropertiesOfTheTestClassAreVisited() {
        let graph = makeGraph([RobotAndDocCommentTests.robots, (path: "ProfileTests.swift", source: """
            class BaseTestCase: XCTestCase {
                let app = XCUIApplication()
                lazy var profile = ProfileRobot(app: app)
                override func setUp() { app.launch() }
            }
            final class ProfileTests: BaseTestCase {
                var home: HomeRobot!
                var current: HomeRobot?
                override func setUp() {
                    super.setUp()
                    home = HomeRobot(app: app)
                    self.current = nil
                }
                func testRename() {
                    home.openStatements()
                    StatementsPage.exportLatest()
                    profile.typeName("Ada")
                    current?.dismissPromo()
                }
            }
            """)])
        XCTAssertEqual(edgeLines(graph), [
            "BaseTestCase.setUp() -launch-> HomeRobot",
            "HomeRobot -openProfile()-> ProfileRobot",
            "HomeRobot -openStatements()-> StatementsPage",
            "ProfileRobot -save()-> HomeRobot",
            "StatementsPage -exportLatest()-> ProfileRobot",
        ])
        XCTAssertEqual(graph.node(named: "HomeRobot")?.visitedBy, ["ProfileTests.testRename"])
        XCTAssertEqual(graph.node(named: "ProfileRobot")?.visitedBy, ["ProfileTests.testRename"])
    }

    /// Stepik's tests name the screens they hold through `self` (`self.profileScreen.openSettings()`):
    /// the same visit as without it.
    func testScreensHeldInPropertiesAreVisitedThroughSelf() {
        let graph = makeGraph([RobotAndDocCommentTests.robots, (path: "ProfileTests.swift", source: """
            final class ProfileTests: XCTestCase {
                let app = XCUIApplication()
                lazy var home = HomeRobot(app: app)
                lazy var profile = ProfileRobot(app: app)
                override func setUp() { self.app.launch() }
                func testRename() {
                    self.home.openStatements()
                    self.profile.typeName("Ada")
                }
            }
            """)])
        XCTAssertEqual(edgeLines(graph), [
            "HomeRobot -openProfile()-> ProfileRobot",
            "HomeRobot -openStatements()-> ProfileRobot",
            "ProfileRobot -save()-> HomeRobot",
            "ProfileTests.setUp() -launch-> HomeRobot",
        ])
        XCTAssertEqual(graph.node(named: "HomeRobot")?.visitedBy, ["ProfileTests.testRename"])
        XCTAssertEqual(graph.node(named: "ProfileRobot")?.visitedBy, ["ProfileTests.testRename"])
    }

    /// A robot or page-object method that launches the app and returns the first robot
    /// (`LaunchRobot(app: app).launch()`, `AppPage.start()`, `home.relaunch() -> Self`) is where the app starts
    /// over: an entry point named after the method, at its launch call, with the launch
    /// arguments it sets, shared by every test that calls it.
    func testARobotMethodThatLaunchesTheAppIsAnEntryPoint() throws {
        let graph = makeGraph([RobotAndDocCommentTests.robots, (path: "Launch.swift", source: """
            final class LaunchRobot: Robot {
                func launch(loggedIn: Bool = true) -> HomeRobot {
                    app.launchArguments = ["-uiTesting"]
                    app.launch()
                    return HomeRobot(app: app)
                }
            }
            enum AppPage {
                static var splash: XCUIElement { XCUIApplication().otherElements["app.splash"] }
                static func start() -> ProfileRobot {
                    let app = XCUIApplication()
                    app.launchEnvironment["START"] = "profile"
                    app.launch()
                    return ProfileRobot(app: app)
                }
            }
            extension HomeRobot {
                func relaunch() -> Self {
                    app.terminate()
                    app.launch()
                    return self
                }
            }
            """), (path: "LaunchTests.swift", source: """
            final class LaunchTests: XCTestCase {
                let app = XCUIApplication()
                func testProfile() {
                    LaunchRobot(app: app).launch().openProfile().typeName("Ada")
                }
                func testHomeAgain() {
                    let home = LaunchRobot(app: app).launch()
                    home.relaunch().openProfile()
                }
                func testStart() {
                    AppPage.start().save()
                }
            }
            """)])
        XCTAssertEqual(graph.entryPoints.map(\.name), ["AppPage.start()", "HomeRobot.relaunch()", "LaunchRobot.launch(loggedIn:)"])
        let launch = try XCTUnwrap(graph.node(named: "LaunchRobot.launch(loggedIn:)"))
        XCTAssertEqual([launch.file, "\(launch.line)"], ["Launch.swift", "4"], "at the app.launch() it makes")
        XCTAssertEqual(launch.launch?.arguments, ["-uiTesting"])
        XCTAssertEqual(graph.node(named: "AppPage.start()")?.launch?.environment.map(\.key), ["START"])
        XCTAssertEqual(evidenceLines(graph.edge("LaunchRobot.launch(loggedIn:)", "HomeRobot", "launch")),
                       ["LaunchTests.swift:4 LaunchTests.testProfile", "LaunchTests.swift:7 LaunchTests.testHomeAgain"])
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot.relaunch()", "HomeRobot", "launch")), ["LaunchTests.swift:8 LaunchTests.testHomeAgain"])
        XCTAssertEqual(evidenceLines(graph.edge("AppPage.start()", "ProfileRobot", "launch")), ["LaunchTests.swift:11 LaunchTests.testStart"])
        // The chain goes on from the robot the launch returned.
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot", "ProfileRobot", "openProfile()")),
                       ["LaunchTests.swift:4 LaunchTests.testProfile", "LaunchTests.swift:8 LaunchTests.testHomeAgain", "Robots.swift:11 declaration"])
    }

    /// A static function of a type that is no screen (`Launcher.launch(arguments:)`,
    /// `Fixtures.home(app)`) that returns a robot runs in place: a launch in it is an entry
    /// point named after it, with the arguments it adds (`+= ["-uiTests"] + arguments`), and the
    /// chain goes on on the robot it returns.
    func testAStaticFunctionOfAnotherTypeThatReturnsARobotRunsInPlace() throws {
        let graph = makeGraph([RobotAndDocCommentTests.robots, (path: "Launcher.swift", source: """
            enum Launcher {
                @discardableResult
                static func launch(_ app: XCUIApplication = XCUIApplication(), arguments: [String] = []) -> HomeRobot {
                    app.launchArguments += ["-uiTests"] + arguments
                    app.launch()
                    return HomeRobot(app: app).assertVisible()
                }
            }
            enum Fixtures {
                static func profile(_ app: XCUIApplication) -> ProfileRobot { ProfileRobot(app: app) }
            }
            """), (path: "LauncherTests.swift", source: """
            final class LauncherTests: XCTestCase {
                func testRename() {
                    Launcher.launch(arguments: ["-empty"])
                        .openProfile()
                        .typeName("Ada")
                }
                func testFixture() {
                    let app = XCUIApplication()
                    app.launch()
                    Fixtures.profile(app).save()
                }
            }
            """)])
        XCTAssertEqual(graph.entryPoints.map(\.name), ["Launcher.launch(_:arguments:)", "LauncherTests.testFixture()"])
        let launch = try XCTUnwrap(graph.node(named: "Launcher.launch(_:arguments:)"))
        XCTAssertEqual([launch.file, "\(launch.line)"], ["Launcher.swift", "5"])
        XCTAssertEqual(launch.launch?.arguments, ["-uiTests", "\\(arguments)"])
        XCTAssertEqual(evidenceLines(graph.edge("Launcher.launch(_:arguments:)", "HomeRobot", "launch")), ["Launcher.swift:6 LauncherTests.testRename"])
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot", "ProfileRobot", "openProfile()")),
                       ["LauncherTests.swift:4 LauncherTests.testRename", "Robots.swift:11 declaration"])
        XCTAssertEqual(evidenceLines(graph.edge("LauncherTests.testFixture()", "ProfileRobot", "launch")), ["Launcher.swift:10 LauncherTests.testFixture"])
        XCTAssertEqual(evidenceLines(graph.edge("ProfileRobot", "HomeRobot", "save()")),
                       ["LauncherTests.swift:10 LauncherTests.testFixture", "Robots.swift:23 declaration"])
    }

    /// A property an extension of `XCUIApplication` declares as a robot (Domori's `extension
    /// XCUIApplication { var mainRobot: PropertiesListRobot { PropertiesListRobot(app: self) } }`)
    /// is where a test's chain starts: `_ = app.mainRobot.openProfile().typeName("Ada")` visits the
    /// robot and goes on on it, as `HomeRobot(app: app)` would. A property of another type, or one
    /// that is no robot, starts nothing.
    func testARobotPropertyOfAnApplicationExtensionStartsAChain() throws {
        let graph = makeGraph([RobotAndDocCommentTests.robots, (path: "XCUIApplication+Robots.swift", source: """
            extension XCUIApplication {
                var mainRobot: HomeRobot { HomeRobot(app: self) }
                var greeting: String { "hello" }
            }
            final class Session {
                var profileRobot: ProfileRobot { ProfileRobot(app: XCUIApplication()) }
            }
            """), (path: "MainTests.swift", source: """
            final class MainTests: XCTestCase {
                var app: XCUIApplication!
                override func setUp() {
                    app = XCUIApplication()
                    app.launch()
                }
                func testRename() {
                    _ = app.mainRobot
                        .openProfile()
                        .typeName("Ada")
                        .save()
                }
                func testGreeting() {
                    let session = Session()
                    _ = session.profileRobot.save()
                    _ = app.greeting.count
                }
            }
            """)])
        XCTAssertEqual(evidenceLines(graph.edge("MainTests.setUp()", "HomeRobot", "launch")), ["MainTests.swift:8 MainTests.testRename"])
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot", "ProfileRobot", "openProfile()")),
                       ["MainTests.swift:9 MainTests.testRename", "Robots.swift:11 declaration"])
        XCTAssertEqual(evidenceLines(graph.edge("ProfileRobot", "HomeRobot", "save()")),
                       ["MainTests.swift:11 MainTests.testRename", "Robots.swift:23 declaration"])
    }

    /// Wire's login helper is a method of an extension of `XCUIApplication` (`func loginUser(email:)
    /// throws -> FirstTimePage`): `try app.loginUser(email: …).openSettings()` runs it in place, as a
    /// helper of the test's own class runs, and the chain goes on on the robot it returns, written
    /// `-> (HomeRobot)` too. A method returning no robot, or one the files do not declare, starts nothing.
    func testAMethodOfAnApplicationExtensionStartsAChain() throws {
        let graph = makeGraph([RobotAndDocCommentTests.robots, (path: "XCUIApplication+Login.swift", source: """
            extension XCUIApplication {
                func loginUser(email: String) throws -> (HomeRobot) {
                    buttons["welcome.login"].tap()
                    return HomeRobot(app: self).dismissPromo()
                }
                func greeting() -> String { "hello" }
            }
            """), (path: "LoginTests.swift", source: """
            final class LoginTests: XCTestCase {
                var app: XCUIApplication!
                override func setUpWithError() throws {
                    app = XCUIApplication()
                    app.launch()
                }
                func testRename() throws {
                    let profile = try app.loginUser(email: "ada@example.com")
                        .openProfile()
                    _ = profile.typeName("Ada").save()
                }
                func testGreeting() {
                    _ = app.greeting().count
                    _ = app.logOut().openProfile()
                }
            }
            """)])
        // The helper's tap, from no screen yet, is how the launch got to the robot it returns.
        XCTAssertEqual(evidenceLines(graph.edge("LoginTests.setUpWithError()", "HomeRobot", "buttons[\"welcome.login\"].tap()")),
                       ["XCUIApplication+Login.swift:3 LoginTests.testRename"])
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot", "ProfileRobot", "openProfile()")),
                       ["LoginTests.swift:9 LoginTests.testRename", "Robots.swift:11 declaration"])
        XCTAssertEqual(evidenceLines(graph.edge("ProfileRobot", "HomeRobot", "save()")),
                       ["LoginTests.swift:10 LoginTests.testRename", "Robots.swift:23 declaration"])
        XCTAssertEqual(graph.edges.filter { $0.from == "LoginTests.setUpWithError()" }.count, 1, "\(graph.edges)")
    }

    /// ResearchKit's `TabBar` picks its tab's button with a nested enum its methods take (`private func
    /// navigateTo(_ tab: Tab)`): the enum is the tab bar's selector, no page of its own, while a
    /// static-enum page nested in a namespace (`enum Pages { enum Login { … } }`) still is one.
    func testAnEnumTheEnclosingTypesMethodsTakeIsNoPage() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            final class ResultsTab {
                static let app = XCUIApplication()
                static var title: XCUIElement { app.navigationBars["results.title"] }
                func assertTitle() -> Self { XCTAssertTrue(Self.title.exists); return self }
            }
            \(SuiteSnippets.tabBarWithSelectorEnum)
            enum Pages {
                enum Login: String {
                    case email = "login.email"
                    var element: XCUIElement { XCUIApplication().textFields[rawValue] }
                }
            }
            """), (path: "ResultsTests.swift", source: """
            final class ResultsTests: XCTestCase {
                func testResults() {
                    XCUIApplication().launch()
                    _ = TabBar().navigateToResults().assertTitle()
                }
            }
            """)])
        XCTAssertNil(graph.node(named: "TabBar.Tab"))
        XCTAssertNotNil(graph.node(named: "Pages.Login"))
        XCTAssertEqual(edgeLines(graph).filter { $0.hasPrefix("TabBar ") }, ["TabBar -navigateToResults()-> ResultsTab"])
    }

    /// firefox-ios's `Selector`: a field the model reads as an identifier, and the element it finds
    /// with the app it is handed.
    static let selector = """
        struct Selector {
            let value: String
            static func buttonId(_ value: String) -> Selector { Selector(value: value) }
            func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
            func tap(in app: XCUIApplication) { app.buttons[value].tap() }
        }
        """

    /// firefox-ios's screens read their elements from tables of selectors (`struct ToolbarSelectors {
    /// let TABS_BUTTON = Selector.buttonId(…) }`, a `Selector` keeping the identifier in `value`): the
    /// selector and its tables are no pages, and the table's entries lead nowhere; a page that keeps
    /// its app beside a selector is still one.
    func testSelectorsAndTablesOfThemAreNoPages() throws {
        let graph = makeGraph([(path: "Selectors.swift", source: """
            \(Self.selector)
            protocol ToolbarSelectorsSet { var TABS_BUTTON: Selector { get } }
            struct ToolbarSelectors: ToolbarSelectorsSet {
                let TABS_BUTTON = Selector.buttonId("toolbar.tabs")
                let MENU_BUTTON = Selector(value: "toolbar.menu")
                var all: [Selector] { [TABS_BUTTON, MENU_BUTTON] }
                func tab(at index: Int) -> Selector { Selector(value: "toolbar.tab.\(index)") }
            }
            """), (path: "Screens.swift", source: """
            final class ToolbarScreen {
                private let app: XCUIApplication
                private let sel: ToolbarSelectorsSet
                init(app: XCUIApplication, selectors: ToolbarSelectorsSet = ToolbarSelectors()) { self.app = app; self.sel = selectors }
                private var tabsButton: XCUIElement { sel.TABS_BUTTON.element(in: app) }
                func openTabs() -> TabTrayScreen { tabsButton.tap(); return TabTrayScreen(app: app) }
            }
            final class TabTrayScreen {
                let app: XCUIApplication
                let done = Selector(value: "tabTray.done")
                init(app: XCUIApplication) { self.app = app }
                var doneButton: XCUIElement { done.element(in: app) }
                func close() { doneButton.tap() }
            }
            """)])
        XCTAssertNil(graph.node(named: "Selector"))
        XCTAssertNil(graph.node(named: "ToolbarSelectors"))
        XCTAssertNotNil(graph.node(named: "ToolbarScreen"))
        XCTAssertNotNil(graph.node(named: "TabTrayScreen"), "it keeps its app beside its selector")
        XCTAssertEqual(edgeLines(graph), ["ToolbarScreen -openTabs()-> TabTrayScreen"])
    }

    /// A page whose only stored properties are selectors is still a page when it inherits the app, or
    /// its methods lead on; one that keeps the app beside a field read as an identifier is one too.
    func testPagesKeepingSelectorsAreStillPages() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            \(Self.selector)
            class BaseScreen {
                let app: XCUIApplication
                required init(app: XCUIApplication) { self.app = app }
            }
            final class HomeScreen: BaseScreen {
                let settings = Selector.buttonId("home.settings")
                func openSettings() -> SettingsScreen {
                    settings.element(in: app).tap()
                    return SettingsScreen(app: app)
                }
            }
            final class SettingsScreen: BaseScreen {
                let back = Selector.buttonId("settings.back")
                func goBack() -> HomeScreen {
                    back.element(in: app).tap()
                    return HomeScreen(app: app)
                }
            }
            let app = XCUIApplication()
            struct MenuScreen {
                let tabs = Selector.buttonId("menu.tabs")
                func openTabs() -> TabPage {
                    tabs.element(in: app).tap()
                    return TabPage(app: app, identifier: "tab.first")
                }
            }
            final class TabPage {
                let app: XCUIApplication
                let identifier: String
                init(app: XCUIApplication, identifier: String) { self.app = app; self.identifier = identifier }
                var tab: XCUIElement { app.buttons[identifier] }
                func close() -> SettingsScreen { app.buttons["tab.close"].tap(); return SettingsScreen(app: app) }
            }
            """), (path: "HomeTests.swift", source: """
            final class HomeTests: XCTestCase {
                func testSettings() {
                    let app = XCUIApplication()
                    app.launch()
                    HomeScreen(app: app).openSettings().goBack()
                }
            }
            """)])
        XCTAssertNil(graph.node(named: "Selector"))
        XCTAssertNotNil(graph.node(named: "HomeScreen"))
        XCTAssertNotNil(graph.node(named: "SettingsScreen"))
        XCTAssertNotNil(graph.node(named: "TabPage"))
        XCTAssertNotNil(graph.node(named: "MenuScreen"), "its method leads on, with the app a global keeps")
        XCTAssertTrue(edgeLines(graph).contains("HomeScreen -openSettings()-> SettingsScreen"), "\(edgeLines(graph))")
        XCTAssertTrue(edgeLines(graph).contains("TabPage -close()-> SettingsScreen"), "\(edgeLines(graph))")
    }

    /// clean-scalable-xcuitest's pages say where a test is with a generic method of their base,
    /// `func on<T: Page>(page: T.Type) -> T`: `.on(page: LibraryPage.self)` after an action arrives at
    /// that page by it. DemoXCUITest switches before the action that leads there (`.on(page:
    /// SettingPage.self).switchToSetting()`): with nothing done before, the page is visited and no
    /// edge is drawn. A generic method that acts first (`openTab(_:named:)`, Tangem's `tapBackButton(to:)`)
    /// is itself the action, with the type the test gives it: that picks the page, it is no test data.
    /// `PeoplePage.init(app)` makes the page.
    func testAMethodReturningTheTypeItIsGivenSaysWhereTheTestIs() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class Page {
                let app: XCUIApplication
                required init(_ app: XCUIApplication) { self.app = app }
                func on<T: Page>(page: T.Type) -> T { page.init(app) }
                func cast<T>(_ type: T.Type) -> T? { self as? T }
                func openTab<T: Page>(_ page: T.Type, named tab: String) -> T {
                    app.tabBars.buttons[tab].tap()
                    return page.init(app)
                }
            }
            final class PeoplePage: Page {
                lazy var peopleTab = app.tabBars.buttons["People"]
                func openLibrary() -> Self { app.tabBars.buttons["Library"].tap(); return self }
            }
            final class LibraryPage: Page {
                lazy var libraryTab = app.tabBars.buttons["Library"]
                func play() -> Self { app.buttons["play"].tap(); return self }
            }
            final class PlayerPage: Page {
                lazy var close = app.buttons["close"]
            }
            """), (path: "LibraryTests.swift", source: """
            final class LibraryTests: XCTestCase {
                func testPlay() {
                    let app = XCUIApplication()
                    app.launch()
                    PeoplePage.init(app)
                        .openLibrary()
                        .on(page: LibraryPage.self)
                        .play()
                        .on(page: PlayerPage.self)
                        .close.tap()
                }
                func testSwitchFirst() {
                    let app = XCUIApplication()
                    app.launch()
                    PeoplePage(app)
                        .on(page: LibraryPage.self)
                        .play()
                }
                func testTab() {
                    let app = XCUIApplication()
                    app.launch()
                    _ = PeoplePage(app).openTab(PlayerPage.self, named: "Player")
                }
            }
            """)], robots: [])
        XCTAssertEqual(edgeLines(graph), ["LibraryPage -play()-> PlayerPage", "LibraryTests.testPlay() -launch-> PeoplePage",
                                          "PeoplePage -openLibrary()-> LibraryPage", "PeoplePage -openTab(PlayerPage.self, named: <#String#>)-> PlayerPage"])
        XCTAssertEqual(graph.nodes.first { $0.name == "LibraryPage" }?.visitedBy, ["LibraryTests.testPlay", "LibraryTests.testSwitchFirst"])
        XCTAssertEqual(evidenceLines(graph.edge("LibraryPage", "PlayerPage")), ["LibraryTests.swift:8 LibraryTests.testPlay"], "where play() is")
        XCTAssertEqual(graph.nodes.first { $0.name == "PlayerPage" }?.visitedBy, ["LibraryTests.testPlay", "LibraryTests.testTab"])
    }

    /// Half-Life's tests say where they are with a resolver of their own on the application,
    /// `app.resolve(AppRobot.self)`, generic as `on(page:)` is: a visit call, after an action an edge.
    func testAResolverOfTheSuitesOwnReturningTheTypeItIsGivenIsAVisit() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            protocol Robot { var app: XCUIApplication { get }; init(app: XCUIApplication) }
            extension XCUIApplication {
                func resolve<R: Robot>(_ robot: R.Type, timeout: TimeInterval = 5) throws -> R {
                    _ = descendants(matching: .any)["screen"].waitForExistence(timeout: timeout)
                    return R(app: self)
                }
                func unrelated<R: Robot>(_ robot: R.Type) -> Bool { true }
            }
            struct AppRobot: Robot {
                let app: XCUIApplication
                private var logButton: XCUIElement { app.buttons["app.log"] }
                func openDrinkComposer() { logButton.tap() }
            }
            struct DrinkComposerRobot: Robot {
                let app: XCUIApplication
                private var closeButton: XCUIElement { app.buttons["composer.close"] }
                func close() { closeButton.tap() }
            }
            """), (path: "DrinkComposerUITests.swift", source: """
            final class DrinkComposerUITests: XCTestCase {
                func testClosingReturnsToTheRootScreen() throws {
                    let app = XCUIApplication()
                    app.launch()
                    try app.resolve(AppRobot.self).openDrinkComposer()
                    let composer = try app.resolve(DrinkComposerRobot.self)
                    composer.close()
                    _ = try app.resolve(AppRobot.self)
                    _ = app.unrelated(DrinkComposerRobot.self)
                }
            }
            """)], robots: [])
        XCTAssertEqual(edgeLines(graph), ["AppRobot -openDrinkComposer()-> DrinkComposerRobot", "DrinkComposerRobot -close()-> AppRobot",
                                          "DrinkComposerUITests.testClosingReturnsToTheRootScreen() -launch-> AppRobot"])
    }

    /// Only the application's property starts a chain: `self.app.mainRobot` and
    /// `XCUIApplication().mainRobot` do, as `app.mainRobot` does; the test's own `home` element and
    /// a local `app` of another type do not, though the extension declares properties so named.
    /// A robot bound from the property (`let home = app.mainRobot`) is visited where it is used, as
    /// one made by its initializer is.
    func testOnlyTheApplicationsPropertyStartsAChain() throws {
        let graph = makeGraph([RobotAndDocCommentTests.robots, (path: "XCUIApplication+Robots.swift", source: """
            extension XCUIApplication {
                var mainRobot: HomeRobot { HomeRobot(app: self) }
                var home: HomeRobot { HomeRobot(app: self) }
            }
            struct Helper { var mainRobot: XCUIElement { XCUIApplication().buttons["helper"] } }
            """), (path: "MainTests.swift", source: """
            final class MainTests: XCTestCase {
                let app = XCUIApplication()
                var home: XCUIElement { app.buttons["home"] }
                func testSelfApp() {
                    _ = self.app.mainRobot.openProfile()
                }
                func testMadeInPlace() {
                    _ = XCUIApplication().mainRobot.openProfile()
                }
                func testOwnElement() {
                    let profile = ProfileRobot(app: app)
                    self.home.tap()
                    profile.typeName("x")
                }
                func testLocalOfAnotherType() {
                    let app = Helper()
                    let profile = ProfileRobot(app: XCUIApplication())
                    app.mainRobot.tap()
                    _ = profile.typeName("y")
                }
                func testBound() {
                    let home = app.mainRobot
                    let profile = ProfileRobot(app: app)
                    profile.typeName("x")
                    home.dismissPromo()
                }
            }
            """)])
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot", "ProfileRobot", "openProfile()")),
                       ["MainTests.swift:5 MainTests.testSelfApp", "MainTests.swift:8 MainTests.testMadeInPlace", "Robots.swift:11 declaration"])
        XCTAssertEqual(graph.edges.filter { $0.to == "HomeRobot" }.flatMap(\.evidence).compactMap(\.test).filter { !$0.hasSuffix("testBound") }, [],
                       "neither the test's own home element nor a Helper named app is the robot")
        // Bound, the robot is visited where it is used: after the profile's step, not before it.
        XCTAssertEqual(evidenceLines(graph.edge("ProfileRobot", "HomeRobot", "typeName(\"x\")")), ["MainTests.swift:24 MainTests.testBound"])
        XCTAssertEqual(graph.edges.filter { $0.from == "HomeRobot" && $0.to == "ProfileRobot" }.flatMap(\.evidence).compactMap(\.test),
                       ["MainTests.testSelfApp", "MainTests.testMadeInPlace"], "no visit where the robot is bound")
    }

    /// Helpers taking a closure of steps, called with a trailing closure (`login(app) { $0… }`,
    /// `profile { … }`), are found whatever the closure parameter is called, at the top level
    /// of a file as in the test's class; the chain goes on on the robot they return.
    func testHelpersCalledWithATrailingClosureAreFollowed() {
        let graph = makeGraph([RobotAndDocCommentTests.robots, (path: "Steps.swift", source: """
            func home(_ app: XCUIApplication, retries: Int = 1, _ steps: (HomeRobot) -> Void) -> HomeRobot {
                let robot = HomeRobot(app: app)
                steps(robot)
                return robot
            }
            final class StepTests: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { app.launch() }
                func profile(then steps: (ProfileRobot) -> Void) -> ProfileRobot {
                    let robot = home(app) { _ in }.openProfile()
                    steps(robot)
                    return robot
                }
                func testSave() {
                    home(app) { $0.dismissPromo() }.openProfile().save()
                }
                func testRename() {
                    profile { $0.typeName("Ada") }.save()
                }
            }
            """)])
        XCTAssertEqual(edgeLines(graph), [
            "HomeRobot -openProfile()-> ProfileRobot",
            "ProfileRobot -save()-> HomeRobot",
            "StepTests.setUp() -launch-> HomeRobot",
        ])
        XCTAssertEqual(evidenceLines(graph.edge("ProfileRobot", "HomeRobot", "save()")),
                       ["Robots.swift:23 declaration", "Steps.swift:15 StepTests.testSave", "Steps.swift:18 StepTests.testRename"])
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot", "ProfileRobot", "openProfile()")),
                       ["Robots.swift:11 declaration", "Steps.swift:10 StepTests.testRename", "Steps.swift:15 StepTests.testSave"])
    }

    func testMethodsReturningAnotherRobotAreEdgesFromTheirDeclarations() {
        let graph = makeGraph([RobotAndDocCommentTests.robots])
        XCTAssertEqual(edgeLines(graph), ["HomeRobot -openProfile()-> ProfileRobot", "ProfileRobot -save()-> HomeRobot"])
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot", "ProfileRobot")), ["Robots.swift:11 declaration"])
        XCTAssertEqual(graph.node(named: "HomeRobot")?.kind, .robot)
        XCTAssertEqual(graph.node(named: "StatementsPage")?.kind, .page)
        XCTAssertEqual(graph.node(named: "HomeRobot")?.onLoad, ["balance"])
        XCTAssertEqual(graph.node(named: "HomeRobot")?.onLoadIdentifiers, ["home.balance"])
        XCTAssertEqual(graph.node(named: "ProfileRobot")?.methods,
                       ["assertVisible()", "typeName(_ text: String) -> Self", "typeNames(_ texts: String..., separator: String = \" \") -> Self",
                        "save(confirming: Bool = true) -> HomeRobot?"])
    }

    /// `kassios generate screen --style robot` writes robots with no base class: their load
    /// check still says what they wait for, so `map` and `identify` can use it.
    func testARobotWithoutABaseClassIsOneByItsLoadCheck() throws {
        let path = ExamplesMapTests.root + "/Examples/Generated/robot/HomeRobot.swift"
        let generated = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertFalse(generated.contains("final class HomeRobot:"), "the fixture is a robot without a base class")
        let graph = makeGraph([(path: "HomeRobot.swift", source: generated), (path: "Pages.swift", source: """
            final class SettingsPage {
                let app = XCUIApplication()
                var title: XCUIElement { app.staticTexts["settings.title"] }
                func assertVisible() { XCTAssertTrue(app.exists) }
            }
            """)], robots: [])
        let home = try XCTUnwrap(graph.node(named: "HomeRobot"))
        XCTAssertEqual(home.kind, .robot)
        XCTAssertEqual(home.onLoad, ["homeNavigationBar", "quickActions", "tileAccounts"])
        XCTAssertEqual(home.onLoadIdentifiers, ["Home", "home.quickActions", "home.tile.accounts"])
        // A load check that waits for no element leaves a page object a page.
        XCTAssertEqual(graph.node(named: "SettingsPage")?.kind, .page)
        XCTAssertEqual(graph.node(named: "SettingsPage")?.onLoad, [])
    }

    func testPageObjectsInheritElementsAndTheirBaseClassIsNoNodeUnlessVisited() throws {
        let pages = (path: "Robots.swift", source: """
            open class BaseRobot {
                var app: XCUIApplication
                lazy var navigationBar = app.navigationBars["main.navigation"]
                init(_ app: XCUIApplication) { self.app = app }
            }
            final class SettingsRobot: BaseRobot {
                lazy var terms = app.buttons["settings.terms"]
                lazy var navigationBar = app.navigationBars["settings.navigation"]
            }
            final class AboutRobot: BaseRobot {}
            """)
        let graph = makeGraph([pages], robots: [])
        XCTAssertNil(graph.node(named: "BaseRobot"))
        XCTAssertEqual(graph.node(named: "SettingsRobot")?.elements.map(\.name), ["terms", "navigationBar"])
        XCTAssertEqual(graph.node(named: "SettingsRobot")?.elements.map(\.identifier), ["settings.terms", "settings.navigation"], "its own first")
        XCTAssertEqual(graph.node(named: "AboutRobot")?.elements.map(\.name), ["navigationBar"], "inherited only")
        let visited = makeGraph([pages, (path: "Tests.swift", source: """
            final class T: XCTestCase {
                func testBase() { BaseRobot(XCUIApplication()).navigationBar.tap() }
            }
            """)], robots: [])
        XCTAssertEqual(visited.node(named: "BaseRobot")?.kind, .page)
    }

    func testALoadCheckMayWaitForAnInheritedElementAndUnknownInitializersAreNotGuessed() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class BaseRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var navigationBar: XCUIElement { app.navigationBars["home.nav"] }
            }
            final class HomeRobot: BaseRobot {
                func assertVisible() { XCTAssertTrue(navigationBar.exists) }
            }
            final class LoginPage: PackagedBasePage {
                var email: XCUIElement { app.textFields["login.email"] }
            }
            struct CellPage {
                let app: XCUIApplication
                let title: String
                var cell: XCUIElement { app.cells["cell.page"] }
            }
            """)], robots: [])
        XCTAssertEqual(graph.node(named: "HomeRobot")?.kind, .robot)
        XCTAssertEqual(graph.node(named: "HomeRobot")?.onLoad, ["navigationBar"])
        XCTAssertEqual(graph.node(named: "HomeRobot")?.onLoadIdentifiers, ["home.nav"])
        XCTAssertEqual(graph.node(named: "HomeRobot")?.construction, "HomeRobot(app: app)", "the base class's initializer")
        XCTAssertNotNil(graph.node(named: "LoginPage"), "a node, without a way to make it")
        XCTAssertNil(graph.node(named: "LoginPage")?.construction, "its base class is not in the linted files")
        XCTAssertEqual(graph.node(named: "CellPage")?.construction, "CellPage(app: app, title: <#String#>)",
                       "the memberwise initializer needs a title too: a placeholder for it")
    }

    func testAPageObjectWithActionsOnlyIsANodeWhenATestGoesThroughIt() throws {
        let pages = (path: "Pages.swift", source: """
            final class MainMenuScreen {
                private let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                func tapSettings() { app.cells["menu.settings"].tap() }
            }
            final class UnusedHelper {
                let app = XCUIApplication()
                func reset() { app.buttons["reset"].tap() }
            }
            struct Formatter { func format(_ value: Int) -> String { "\\(value)" } }
            """)
        let graph = makeGraph([pages, (path: "Tests.swift", source: """
            final class MenuTests: XCTestCase {
                func testMenu() {
                    let app = XCUIApplication()
                    app.launch()
                    MainMenuScreen(app: app).tapSettings()
                }
            }
            """)], robots: [])
        XCTAssertEqual(graph.node(named: "MainMenuScreen")?.kind, .page)
        XCTAssertEqual(graph.node(named: "MainMenuScreen")?.visitedBy, ["MenuTests.testMenu"])
        XCTAssertEqual(edgeLines(graph), ["MenuTests.testMenu() -launch-> MainMenuScreen"])
        XCTAssertNil(graph.node(named: "UnusedHelper"), "no test goes through it")
        XCTAssertNil(graph.node(named: "Formatter"), "it holds no application")
    }

    /// Wikipedia's robots: each keeps `let base: UITestRobot`, which keeps the application, and the
    /// root robot leads to the others through computed properties (`var explore: ExploreRobot`),
    /// read in a test as `launch().explore.openArticle()`.
    func testComputedPropertiesLeadingToAnotherRobotAreEdges() {
        let robots = (path: "Robots.swift", source: """
            struct UITestRobot { let app: XCUIApplication }
            struct AppRobot {
                let base: UITestRobot
                var explore: ExploreRobot { ExploreRobot(base: base) }
                var settings: SettingsRobot? { nil }
                var name: String { "app" }
            }
            struct ExploreRobot {
                let base: UITestRobot
                func assertVisible() -> Self { XCTAssert(base.app.otherElements["explore"].exists); return self }
                func openArticle() -> ArticleRobot { base.app.cells.firstMatch.tap(); return ArticleRobot(base: base) }
            }
            struct ArticleRobot {
                let base: UITestRobot
                func share() { base.app.buttons["article.share"].tap() }
            }
            struct SettingsRobot {
                let base: UITestRobot
                func close() { base.app.buttons["settings.close"].tap() }
            }
            struct Formatter { let locale: String; func format(_ value: Int) -> String { "\\(value)" } }
            """)
        let graph = makeGraph([robots, (path: "Tests.swift", source: """
            final class ExploreTests: XCTestCase {
                func startApp() -> AppRobot {
                    let app = XCUIApplication()
                    app.launch()
                    return AppRobot(base: UITestRobot(app: app))
                }
                func testArticle() {
                    startApp().explore.assertVisible().openArticle().share()
                }
            }
            """)], robots: [])
        XCTAssertEqual(graph.node(named: "ExploreRobot")?.kind, .page, "it keeps the application through its base")
        XCTAssertNil(graph.node(named: "Formatter"), "it keeps no application, through nothing")
        XCTAssertEqual(edgeLines(graph), [
            "AppRobot -explore-> ExploreRobot",
            "AppRobot -settings-> SettingsRobot",
            "ExploreRobot -openArticle()-> ArticleRobot",
            "ExploreTests.startApp() -launch-> AppRobot",
        ])
        XCTAssertEqual(evidenceLines(graph.edge("AppRobot", "ExploreRobot")),
                       ["Robots.swift:4 declaration", "Tests.swift:8 ExploreTests.testArticle"])
        XCTAssertEqual(graph.node(named: "ArticleRobot")?.visitedBy, ["ExploreTests.testArticle"])
    }

    /// KassiOS's robot layer: a `KassRobot` (whose base, in the framework, keeps the test case)
    /// is a node, and `robot(LoginRobot.self)` starts a chain on it.
    func testKassiOSRobotsAreNodesAndRobotStartsAChain() {
        let graph = makeGraph([(path: "Screens.swift", source: """
            final class HomeScreen: KassScreen {
                lazy var welcome = staticText("home.welcome")
                override var onLoad: [KassElement] { [welcome] }
            }
            final class LoginRobot: KassRobot {
                @discardableResult
                func signIn(_ email: String) -> HomeScreen { HomeScreen() }
            }
            """), (path: "RobotTests.swift", source: """
            final class RobotTests: KassTestCase {
                func test_robot_composesLoginFlow() {
                    launch()
                    robot(LoginRobot.self).signIn("a@b.c").welcome.assertVisible()
                }
            }
            """)], robots: [])
        XCTAssertEqual(graph.node(named: "LoginRobot")?.visitedBy, ["RobotTests.test_robot_composesLoginFlow"])
        XCTAssertEqual(evidenceLines(graph.edge("LoginRobot", "HomeScreen")),
                       ["RobotTests.swift:4 RobotTests.test_robot_composesLoginFlow", "Screens.swift:7 declaration"])
    }

    func testRobotChainsInTestsAddEvidenceAndLeadToPageObjects() {
        let graph = makeGraph([RobotAndDocCommentTests.robots, (path: "Tests.swift", source: """
        final class ProfileTests: XCTestCase {
            let app = XCUIApplication()
            func test_rename() {
                let profile = HomeRobot(app: app).dismissPromo().openProfile()
                profile.typeName("Grace").save(confirming: false)
            }
            func test_statements() {
                HomeRobot(app: app).assertVisible().openStatements()
                XCTAssertTrue(StatementsPage.waitUntilLoaded())
                StatementsPage.exportLatest()
                app.on(ProfileRobot.self).typeName("Ada")
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), [
            "HomeRobot -openProfile()-> ProfileRobot",
            "HomeRobot -openStatements()-> StatementsPage",
            "ProfileRobot -save()-> HomeRobot",
            "StatementsPage -exportLatest()-> ProfileRobot",
        ])
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot", "ProfileRobot")),
                       ["Robots.swift:11 declaration", "Tests.swift:4 ProfileTests.test_rename"])
        XCTAssertEqual(graph.edge("ProfileRobot", "HomeRobot")?.evidence.last?.example, "save(confirming: false)")
        XCTAssertEqual(graph.node(named: "StatementsPage")?.visitedBy, ["ProfileTests.test_statements"])
        XCTAssertEqual(graph.node(named: "ProfileRobot")?.visitedBy, ["ProfileTests.test_rename", "ProfileTests.test_statements"])
    }

    func testDocCommentsNameEdgesTheCodeCannotShow() {
        let result = makeMap([fixtureScreens, (path: "More.swift", source: """
        /// kassios: navigates-to HomeScreen via confirm(withPIN:)
        final class PinScreen: KassScreen {
            lazy var pin = secureTextField("pin.field")
            /// Opens the transfer form.
            /// kassios: navigates-to TransferScreen
            lazy var newTransfer = button("pin.newTransfer")
            /// kassios: navigates-to LoginScreen via pin.
            lazy var lock = button("pin.lock")
            override var onLoad: [KassElement] { [pin] }
            /// kassios: navigates-to LoginScreen
            func signOut(reason: String) { lock.tap() }
            func confirm(withPIN code: String) { pin.typeText(code) }
            /// kassios: navigates-to NowhereScreen
            func broken() {}
        }
        /// kassios: navigates-to HomeScreen
        final class BareScreen: KassScreen {
            lazy var title = staticText("bare.title")
            override var onLoad: [KassElement] { [title] }
        }
        """)])
        XCTAssertEqual(edgeLines(result.graph), [
            "PinScreen -confirm(withPIN: <#String#>)-> HomeScreen",
            "PinScreen -pin.tap()-> LoginScreen",
            "PinScreen -signOut(reason: <#String#>)-> LoginScreen",
            "PinScreen -newTransfer.tap()-> TransferScreen",
        ])
        XCTAssertEqual(evidenceLines(result.graph.edge("PinScreen", "TransferScreen")), ["More.swift:6 doc-comment"])
        XCTAssertEqual(result.warnings, [
            "More.swift:14:10: warning: 'kassios: navigates-to NowhereScreen' names no screen, robot or page object kassios knows; no edge added",
            "More.swift:17:13: warning: 'kassios: navigates-to HomeScreen' on a type needs 'via <action>'; no edge added",
        ])
    }
    /// Screens under a base no root reaches are missing from the map: the run says why, at the
    /// base, unless a suppression there or the configuration turns the rule off.
    func testTheMapSaysWhichBaseKeepsScreensOffIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-bases-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func map(_ base: String, configuration: String? = nil) throws -> [String] {
            try """
            \(base)
            final class LoginPage: BasePage {
                var email: XCUIElement { XCUIApplication().textFields["login.email"] }
            }
            final class HomePage: BasePage {
                var balance: XCUIElement { XCUIApplication().staticTexts["home.balance"] }
            }
            """.write(toFile: folder + "/Pages.swift", atomically: true, encoding: .utf8)
            if let configuration { try configuration.write(toFile: folder + "/cfg.yml", atomically: true, encoding: .utf8) }
            return try MapRunner.run(paths: [folder + "/Pages.swift"], configPath: configuration == nil ? nil : folder + "/cfg.yml",
                                     useConfiguration: configuration != nil, workingDirectory: folder).warnings
        }
        XCTAssertEqual(try map("class BasePage { init(rootElement: XCUIElement) {} }").map { String($0.prefix(80)) },
                       ["Pages.swift:1:7: warning: BasePage is the base of 2 classes with elements (Login"])
        XCTAssertEqual(try map("// kassios:disable:next unconfigured-screen-base\nclass BasePage {}"), [])
        XCTAssertEqual(try map("class BasePage {}", configuration: "disabled_rules: [unconfigured-screen-base]\n"), [])
        XCTAssertEqual(try map("class BasePage {}", configuration: "screens:\n  dialects: { BasePage: screen-object }\n"), [])
    }
}

/// stream-chat's pages, named as robots (`robots: { names: ["*Page"] }`): `MessageListPage` has
/// static elements of its own that a robot reads by name, and `ThreadPage` inherits them. The base
/// is a node of its own, not only what its subclass shares; one nothing reads by name is not.
final class PageBaseReadByNameTests: XCTestCase {
    func graph(reading reader: String, abstract: Set<String> = []) -> NavigationGraph {
        let source = """
            let app = XCUIApplication()
            class MessageListPage {
                static var list: XCUIElement { app.scrollViews["message.list"] }
                static var typingIndicator: XCUIElement { app.otherElements["TypingIndicatorBottomView"] }
            }
            class ThreadPage: MessageListPage {
                static var alsoSendInChannel: XCUIElement { app.buttons["SendInChannelView"] }
            }
            final class UserRobot {
                func waitForTyping() { \(reader) }
            }
            """
        var configuration = ModelConfiguration()
        configuration.robotNamePatterns = ["*Page"]
        configuration.abstractScreens = abstract
        let project = Project(files: [SourceFile(path: "Pages.swift", bytes: Array(source.utf8))], configuration: configuration)
        return NavigationGraphBuilder.build(project).graph
    }

    func testABaseWithStaticElementsReadByItsNameIsANode() {
        let read = graph(reading: "XCTAssertTrue(MessageListPage.typingIndicator.waitForExistence(timeout: 5))")
        XCTAssertEqual(read.node(named: "MessageListPage")?.elements.map(\.name), ["list", "typingIndicator"])
        XCTAssertEqual(read.node(named: "ThreadPage")?.elements.map(\.name), ["alsoSendInChannel", "list", "typingIndicator"])
        let unread = graph(reading: "XCTAssertTrue(ThreadPage.typingIndicator.waitForExistence(timeout: 5))")
        XCTAssertNil(unread.node(named: "MessageListPage"))
        XCTAssertNotNil(unread.node(named: "ThreadPage"))
        let configured = graph(reading: "XCTAssertTrue(MessageListPage.typingIndicator.exists)", abstract: ["MessageListPage"])
        XCTAssertNil(configured.node(named: "MessageListPage"), "screens: abstract says otherwise")
    }
}

/// ProtonVPN's robots check through a class nested in the robot, held in a property (`let verify =
/// Verify()`), whose checks return the next robot: `.verify.connectedToAServer()` leads from the
/// status robot to the main one, and the chain goes on there.
final class NestedCheckerTests: XCTestCase {
    func testACheckersMethodReturningAnotherRobotIsAnEdge() {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class BaseRobot {
                let app = XCUIApplication()
            }
            class MainRobot: BaseRobot {
                func connect() -> StatusRobot {
                    app.buttons["qc.button"].tap()
                    return StatusRobot()
                }
            }
            class StatusRobot: BaseRobot {
                let verify = Verify()

                class Verify: BaseRobot {
                    @discardableResult
                    func connected() -> MainRobot {
                        XCTAssert(app.staticTexts["status.connected"].waitForExistence(timeout: 5))
                        return MainRobot()
                    }
                    func stillConnecting() -> Verify {
                        XCTAssert(app.staticTexts["status.connecting"].exists)
                        return self
                    }
                }
            }
            """), (path: "ConnectionTests.swift", source: """
            final class ConnectionTests: XCTestCase {
                func testConnect() {
                    XCUIApplication().launch()
                    MainRobot()
                        .connect()
                        .verify.stillConnecting()
                    StatusRobot()
                        .verify.connected()
                        .connect()
                }
            }
            """)], robots: ["BaseRobot"])
        XCTAssertEqual(edgeLines(graph), [
            "ConnectionTests.testConnect() -launch-> MainRobot",
            "MainRobot -connect()-> StatusRobot",
            "StatusRobot -verify.connected()-> MainRobot",
        ])
        // The checker's method is declared to lead there, whether a test shows it or not.
        XCTAssertEqual(evidenceLines(graph.edge("StatusRobot", "MainRobot")),
                       ["ConnectionTests.swift:8 ConnectionTests.testConnect", "Robots.swift:15 declaration"])
        XCTAssertEqual(evidenceLines(graph.edge("MainRobot", "StatusRobot")).count, 3, "the declaration and both connect() calls")
    }
}

/// OrderMe's restaurants screen declares SpringBoard's location alert among its elements: the map
/// and the context say which app it is in, since a test does not find it through `app`.
final class OtherApplicationElementTests: XCTestCase {
    func testAnElementOfAnotherAppSaysWhichApp() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            let springBoard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
            class BaseScreen {
                static let app = XCUIApplication()
                static let settings: XCUIApplication = .init(bundleIdentifier: "com.apple.Preferences")
                required init() {}
            }
            class RestaurantsScreen: BaseScreen {
                private lazy var burger = BaseScreen.app.staticTexts["restaurant.burger"]
                private let allowWhileUsingAppAlert = springBoard.alerts.firstMatch.buttons["Allow While Using App"]
                var wifi: XCUIElement { BaseScreen.settings.cells["wifi"] }
                var other: XCUIElement { notAnApp.buttons["x"] }
                func tapBurger() { burger.tap() }
            }
            """)], robots: ["BaseScreen"])
        let node = try XCTUnwrap(graph.node(named: "RestaurantsScreen"))
        let applications = Dictionary(uniqueKeysWithValues: node.elements.map { ($0.name, $0.application ?? "-") })
        XCTAssertEqual(applications["burger"], "-")
        XCTAssertEqual(applications["allowWhileUsingAppAlert"], "com.apple.springboard")
        XCTAssertEqual(applications["other"], "-", "a root kassios does not know is not said to be another app")
        let json = MapJSONWriter.write(graph, metrics: GraphMetrics(graph: graph))
        XCTAssertTrue(json.contains("\"application\": \"com.apple.springboard\""), json)
    }
}

/// A robot whose load check queries the app in place names no element: the map lists no
/// placeholder for it, and one held in a local is named by its query and identifier.
final class RobotLoadCheckInPlaceTests: XCTestCase {
    func testAQueryInPlaceIsNoElementOfTheMap() {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class Robot { let app = XCUIApplication() }
            final class CartRobot: Robot {
                private var checkoutButton: XCUIElement { app.buttons["cart.checkout"] }
                func assertVisible() { XCTAssertTrue(app.navigationBars["Cart"].waitForExistence(timeout: 5)) }
                func checkout() { checkoutButton.tap() }
            }
            final class HomeRobot: Robot {
                func assertVisible() {
                    let title = app.staticTexts["home.title"]
                    XCTAssertTrue(title.waitForExistence(timeout: 5))
                }
            }
            """)], robots: ["Robot"])
        XCTAssertEqual(graph.node(named: "CartRobot")?.onLoad, [])
        XCTAssertEqual(graph.node(named: "HomeRobot")?.onLoad, ["staticText[\"home.title\"]"])
        XCTAssertEqual(graph.node(named: "HomeRobot")?.onLoadIdentifiers, ["home.title"])
        // An element named `query` is one.
        let search = makeGraph([(path: "Search.swift", source: """
            class Robot { let app = XCUIApplication() }
            final class SearchRobot: Robot {
                var query: XCUIElement { app.searchFields["search.query"] }
                func assertVisible() { XCTAssertTrue(query.waitForExistence(timeout: 5)) }
            }
            """)], robots: ["Robot"])
        XCTAssertEqual(search.node(named: "SearchRobot")?.onLoad, ["query"])
    }

    /// Mullvad's pages without a configuration: `WelcomePage`, whose methods query in place, is a node
    /// though no test goes there (the unconfigured-screen-base warning says the map shows them), and so
    /// is `ProblemReportSubmittedPage`, which has an initializer only and which a test makes. A helper
    /// that is not named as a page, and no test goes through, is none; nor is the base they share.
    func testPageObjectsThatQueryInPlaceAreNodesByTheirNames() {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class Page {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                func waitForPageToBeShown() {}
            }
            class BasePage: Page {}
            class WelcomePage: BasePage {
                @discardableResult func tapRedeemButton() -> Self { app.buttons["welcome.redeem"].tap(); return self }
            }
            class ProblemReportPage: BasePage {
                @discardableResult func tapSendButton() -> Self { app.buttons["report.send"].tap(); return self }
            }
            class ProblemReportSubmittedPage: BasePage {}
            class DeviceHelper: Page {
                func revokeAll() { app.buttons["devices.revoke"].tap() }
            }
            """), (path: "ReportTests.swift", source: """
            class ReportTests: XCTestCase {
                let app = XCUIApplication()
                private var submitted: ProblemReportSubmittedPage!
                func testSend() {
                    app.launch()
                    ProblemReportPage(app).tapSendButton()
                    ProblemReportSubmittedPage(app)
                }
            }
            """)], robots: [])
        XCTAssertEqual(graph.nodes.filter { $0.kind == .page }.map(\.name).sorted(),
                       ["ProblemReportPage", "ProblemReportSubmittedPage", "WelcomePage"])
        // A `GestureRobot` every robot holds is a part they share: a page only when a test goes through it
        // (a test class's property, above, is no such part).
        let shared = makeGraph([(path: "Robots.swift", source: """
            struct GestureRobot {
                let app: XCUIApplication
                func tapSystemBack() { app.navigationBars.buttons["BackButton"].tap() }
            }
            struct LoginRobot {
                let app: XCUIApplication
                let gestures: GestureRobot
                var email: XCUIElement { app.textFields["login.email"] }
            }
            """)], robots: [])
        XCTAssertNil(shared.node(named: "GestureRobot"))
        XCTAssertTrue(edgeLines(graph).contains("ProblemReportPage -tapSendButton()-> ProblemReportSubmittedPage"), "\(edgeLines(graph))")
    }
}
