@testable import KassiosCodegen
import KassiosHierarchy
import KassiosMap
import KassiosModel
import KassiosSyntax
import XCTest

/// The navigation map as generation uses it: how far screens are, what shows the way, and
/// which screen a dump shows.
final class SuiteNavigationTests: XCTestCase {
    static let tests = ("Tests/LoginTests.swift", """
    final class LoginTests: KassTestCase {
        func test_signIn() {
            launch()
            onScreen(LoginScreen.self) {
                $0.email.typeText("a")
                $0.submit.tap()
            }
            onScreen(HomeScreen.self) { $0.cardsTab.tap() }
            onScreen(CardsScreen.self) { $0.freeze.tap() }
        }
    }
    """)

    func navigation() -> SuiteNavigation {
        let files = (SuiteFixture.sources + [SuiteNavigationTests.tests]).map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) }
        return SuiteNavigation(graph: NavigationGraphBuilder.build(Project(files: files, configuration: SuiteFixture.model)).graph)
    }

    func testDistancesAndEvidenceComeFromTheSuitesTests() {
        let map = navigation()
        XCTAssertEqual(map.distance(from: "LoginScreen", to: "HomeScreen"), 1)
        XCTAssertEqual(map.distance(from: "LoginScreen", to: "CardsScreen"), 2)
        XCTAssertNil(map.distance(from: "CardsScreen", to: "LoginScreen"))
        XCTAssertEqual(map.moves(from: "LoginScreen"), [
            NavigationMove(from: "LoginScreen", to: "HomeScreen", action: "submit.tap()", kind: .interaction, shownIn: "LoginTests.test_signIn"),
        ])
        XCTAssertEqual(map.path(from: "LoginScreen", to: "CardsScreen") { _ in true }?.map(\.described),
                       ["submit.tap() in LoginTests.test_signIn", "cardsTab.tap() in LoginTests.test_signIn"])
        XCTAssertNil(map.path(from: "LoginScreen", to: "CardsScreen") { $0.action != "cardsTab.tap()" })
        XCTAssertEqual(map.path(from: "HomeScreen", to: "HomeScreen") { _ in true }, [])
    }

    func testTheMapChoosesBetweenScreensAStepCouldMean() {
        // "the Home tab" is on Home and Cards alike; from Login, the suite goes to Home.
        let plan = SuiteFixture.plan(["Tap \"Sign In\"", "Tap the home tab"], preconditions: ["the user is signed out"], navigation: navigation())
        XCTAssertEqual(plan.items.map(\.outcome.summary), ["precondition \"the user is signed out\"", "LoginScreen.submit: tap", "HomeScreen.homeTab: tap"])
        guard case .automated(_, let evidence) = plan.items[2].outcome else { return XCTFail("refused") }
        XCTAssertEqual(evidence, "name homeTab; LoginScreen → HomeScreen, as in submit.tap() in LoginTests.test_signIn")
    }

    /// tasks-ui-tests' launch lands on Login; a precondition no launch setting says ("the user is logged in")
    /// may leave the app elsewhere, so the first step's screen is taken as where the test starts, and the
    /// summary says so.
    func testAStartAnUnmappedPreconditionLeavesUnknownIsSaid() {
        let files = [SourceFile(path: "Screens.swift", bytes: Array("""
            struct LoginScreen {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
                var loginButton: XCUIElement { app.buttons["login.submit"] }
            }
            struct TasksScreen {
                let app: XCUIApplication
                var completeAllButton: XCUIElement { app.buttons["tasks.completeAll"] }
            }
            final class LoginTests: XCTestCase {
                let app = XCUIApplication()
                func testLogin() {
                    app.launch()
                    LoginScreen(app: app).loginButton.tap()
                    TasksScreen(app: app).completeAllButton.tap()
                }
            }
            """.utf8))]
        let project = Project(files: files, configuration: ModelConfiguration())
        let map = SuiteNavigation(graph: NavigationGraphBuilder.build(project).graph)
        let planner = CasePlanner(catalog: CatalogBuilder.build(project: project, dumps: []), configuration: TestGenerationConfiguration(),
                                  navigation: map, style: .robot)
        let plan = planner.plan(SuiteFixture.testCase(["Tap the complete all button"], preconditions: ["the user is logged in"]))
        XCTAssertEqual(plan.items.last?.outcome.summary, "TasksScreen.completeAllButton: tap")
        XCTAssertEqual(plan.items.last?.notes, [
            "the launch lands on LoginScreen; the test is taken to start on TasksScreen, where the precondition 'the user is logged in' (not mapped) is assumed to leave it",
        ])
        // On the screen the launch lands on, nothing to say.
        XCTAssertEqual(planner.plan(SuiteFixture.testCase(["Tap the login button"], preconditions: ["the user is logged in"])).items.last?.notes, [])
    }

    func testADumpIsToldApartByItsIdentifiersTheStylesKindFirst() {
        let home = Hierarchy(root: HierarchyElement(type: .application, children: [
            HierarchyElement(type: .button, identifier: "tab.home"), HierarchyElement(type: .staticText, identifier: "home.balance"),
            HierarchyElement(type: .button, identifier: "home.profile"),
        ]), format: .kassios)
        let catalog = SuiteFixture.catalog
        let map = navigation()
        let kassios = CasePlanner.preference(for: .kassios).map { kinds in catalog.containers.filter { kinds.contains($0.kind) } }
        let robots = CasePlanner.preference(for: .robot).map { kinds in catalog.containers.filter { kinds.contains($0.kind) } }
        XCTAssertEqual(map.screen(shownBy: home, among: kassios), "HomeScreen")
        XCTAssertEqual(map.screen(shownBy: home, among: robots), "HomeRobot")
        let unknown = Hierarchy(root: HierarchyElement(type: .application, children: [HierarchyElement(type: .button, identifier: "x.y")]), format: .kassios)
        XCTAssertNil(map.screen(shownBy: unknown, among: kassios))
    }

    /// TrialTask's tests launch with `Screen.app.launch()` and land on `UsersListScreen`, whose tab bar (a
    /// protocol's extension) goes to Settings: a case's first step starts there, as generated tests launch
    /// the same way. Hymns' `goToSettings() -> SettingsHymnViewCan` is named for the screen by its name's
    /// beginning: "Go to Settings" calls it rather than tap the "Settings" text a check reads; "the
    /// message field" is `messageTextField`.
    func testTheFirstStepRunsWhereTheSuitesLaunchLands() {
        let sources = [("Screens.swift", """
            class Screen {
                static let app = XCUIApplication()
                required init() {}
            }
            protocol TabBar {}
            extension TabBar {
                private var settingsButton: XCUIElement { Screen.app.buttons["Settings"] }
                @discardableResult func goToSettingsPage() -> SettingsHymnScreen { settingsButton.tap(); return SettingsHymnScreen() }
            }
            final class UsersListScreen: Screen, TabBar {
                var firstUser: XCUIElement { Screen.app.cells.firstMatch }
                var messageTextField: XCUIElement { Screen.app.textFields["users.message"] }
                func verifySettingsTab() { XCTAssertTrue(Screen.app.staticTexts["Settings"].exists) }
            }
            final class SettingsHymnScreen: Screen, TabBar {
                var logOutButton: XCUIElement { Screen.app.buttons["Log out"] }
            }
            """), ("Tests.swift", """
            final class TabTests: XCTestCase {
                func testTabs() {
                    Screen.app.launch()
                    UsersListScreen().goToSettingsPage()
                }
            }
            """)]
        let files = sources.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }
        let project = Project(files: files, configuration: SuiteFixture.model)
        let map = SuiteNavigation(graph: NavigationGraphBuilder.build(project).graph)
        XCTAssertEqual(map.launchScreen(arguments: [], environment: [:]), "UsersListScreen")
        XCTAssertNil(map.launchScreen(arguments: ["-signedOut"], environment: [:]), "no test launches so")
        let catalog = CatalogBuilder.build(project: project, dumps: [])
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), navigation: map, style: .robot)
        let plan = planner.plan(SuiteFixture.testCase(["Enter \"hi\" into the message field", "Go to Settings", "Tap \"Log out\""]))
        XCTAssertEqual(plan.items.map(\.outcome.summary), [
            "UsersListScreen.messageTextField: typeText \"hi\"", "UsersListScreen.goToSettingsPage()", "SettingsHymnScreen.logOutButton: tap",
        ])
    }

    /// A test that inherits the suite's base whose `setUp` launches starts where that launch lands, not
    /// where the suite's plain launches do; "Go to Tags", the method of a screen the test is not on,
    /// comes after the suite's way there; "on the Browse screen" is the screen the test is on,
    /// `BrowseViewCan`, named by its name's beginning.
    func testTheBasesLaunchTheWayToAMethodsScreenAndTheScreenTheTestIsOn() {
        let sources = [("Robots.swift", """
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
            }
            final class HomeRobot: Robot {
                lazy var title = app.staticTexts["home.title"]
                lazy var browseButton = app.buttons["home.browse"]
                @discardableResult func goToBrowse() -> BrowseViewCan { browseButton.tap(); return BrowseViewCan(app) }
            }
            final class OnboardingRobot: Robot {
                lazy var continueButton = app.buttons["onboarding.continue"]
                @discardableResult func tapContinue() -> HomeRobot { continueButton.tap(); return HomeRobot(app) }
            }
            final class BrowseViewCan: Robot {
                lazy var tagsButton = app.buttons["browse.tags"]
                lazy var clearButton = app.buttons["browse.clear"]
                @discardableResult func goToTags() -> TagsRobot { tagsButton.tap(); return TagsRobot(app) }
            }
            final class TagsRobot: Robot {
                lazy var firstTag = app.cells["tags.first"]
            }
            """), ("Tests.swift", """
            class UITestCase: XCTestCase {
                let app = XCUIApplication()
                override func setUp() {
                    super.setUp()
                    app.launchArguments = ["-skipOnboarding"]
                    app.launch()
                }
            }
            final class HomeTests: UITestCase {
                func testBrowse() { HomeRobot(app).goToBrowse().goToTags() }
            }
            final class OnboardingTests: XCTestCase {
                func testOnboarding() {
                    let app = XCUIApplication()
                    app.launch()
                    OnboardingRobot(app).tapContinue()
                }
            }
            """)]
        let files = sources.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }
        let project = Project(files: files, configuration: SuiteFixture.model)
        let map = SuiteNavigation(graph: NavigationGraphBuilder.build(project).graph)
        XCTAssertEqual(map.launchScreen(enteredBy: ["UITestCase.setUp()"]), "HomeRobot")
        XCTAssertEqual(map.launchScreen(arguments: [], environment: [:]), "OnboardingRobot")
        var planner = CasePlanner(catalog: CatalogBuilder.build(project: project, dumps: []), configuration: TestGenerationConfiguration(),
                                  navigation: map, style: .robot)
        planner.launchingBase = "UITestCase"
        let plan = planner.plan(SuiteFixture.testCase(["Go to Tags", "Tap the first tag"]))
        XCTAssertEqual(plan.items.map(\.outcome.summary), ["BrowseViewCan.goToTags()", "TagsRobot.tapFirstTag() (stub generated)"])
        guard case .automated(_, let evidence) = plan.items[0].outcome else { return XCTFail("refused") }
        XCTAssertTrue(evidence?.contains("HomeRobot → BrowseViewCan by the suite's way: goToBrowse()") == true, evidence ?? "")
        // A precondition no launch setting says may leave the app anywhere: the start is not known.
        let loggedIn = planner.plan(SuiteFixture.testCase(["Go to Tags"], preconditions: ["the user is logged in"]))
        XCTAssertEqual(loggedIn.items.map(\.outcome.summary).last, "BrowseViewCan.goToTags()")
        if case .automated(_, let evidence) = loggedIn.items.last?.outcome { XCTAssertFalse(evidence?.contains("HomeRobot") ?? false, evidence ?? "") }
        let hinted = planner.plan(SuiteFixture.testCase(["Tap the browse button", "Tap the clear button on the Browse screen"]))
        XCTAssertEqual(hinted.items.map(\.outcome.summary), ["HomeRobot.goToBrowse()", "BrowseViewCan.tapClear() (stub generated)"])
    }
}
