@testable import KassiosCodegen
import KassiosModel
import KassiosSyntax
import KassiosTestSupport
import XCTest

/// How a generated test makes the suite's robots and page objects: with the initializer their
/// types declare or inherit (`TypeConstruction`, as `map --path` writes them), `try` where it throws (and the test method `throws`), and Automattic's
/// ScreenObject screens used as page objects are, checked through `isLoaded`.
final class ContainerConstructionTests: XCTestCase {
    func catalog(_ text: String) -> Catalog {
        let file = SourceFile(path: "Suite.swift", bytes: Array(text.utf8))
        return CatalogBuilder.build(project: Project(files: [file], configuration: ModelConfiguration()), dumps: [])
    }

    /// The robot-style test file for one case of these steps and expected results.
    func generated(_ catalog: Catalog, steps: [String], expected: [String] = []) -> String {
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), style: .robot)
        let renderer = TestFileRenderer(catalog: catalog, style: .robot, testCaseClass: "XCTestCase")
        return renderer.render(className: "GeneratedTests", sources: ["cases.md"],
                               plans: [planner.plan(SuiteFixture.testCase(steps, expected: expected))])
    }

    func construction(of name: String, in catalog: Catalog) -> String? {
        catalog.container(named: name)?.makingCode
    }

    /// An enum a type's methods take to pick an element (ResearchKit's `TabBar.Tab`) is no page of the
    /// map, but its elements stay what a step taps ("Tap the results tab"), before an element a robot
    /// finds in a method by a constant kassios cannot read (`resultsTabButton`, a navigation bar's).
    func testASelectorEnumOfItsEnclosingTypeIsStillTapped() {
        let catalog = catalog("""
            import XCTest
            \(SuiteSnippets.tabBarWithSelectorEnum)
            final class ResultsTab {
                static let app = XCUIApplication()
                @discardableResult
                func navigateToResultsStepBack() -> Self {
                    Self.app.navigationBars.buttons[AccessibilityIdentifiers.ResultsTab.resultsTabButton].tap()
                    return self
                }
            }
            """)
        // TabBar itself declares no element, but its `navigateToResults() -> ResultsTab` is a step.
        XCTAssertEqual(catalog.containers.map(\.name), ["ResultsTab", "TabBar", "TabBar.Tab"])
        let test = generated(catalog, steps: ["Tap the results tab"])
        XCTAssertTrue(test.contains("TabBar.Tab.resultsTab.button.tap()"), test)
        XCTAssertFalse(test.contains("navigateToResultsStepBack"), test)
    }

    /// tasks-ui-tests' `let tasksList = app.tables.cells`: a property that finds a query is used through
    /// its first element (a query has no `tap()` nor `waitForExistence`); one that picks its element is not.
    func testAPropertyThatFindsAQueryIsUsedThroughItsFirstElement() {
        let catalog = catalog("""
            import XCTest
            class BaseScreen { static let app = XCUIApplication() }
            final class TasksScreen: BaseScreen {
                let title = app.staticTexts["Tasks"]
                let tasksList = app.tables.cells
                let sleepCheckbox = app.tables.cells.containing(.staticText, identifier: "Sleep")
                let addButton = app.buttons.matching(identifier: "tasks.add").element
            }
            """)
        let test = generated(catalog, steps: ["Tap the sleep checkbox", "Tap the add button"], expected: ["The tasks list is shown"])
        XCTAssertTrue(test.contains("tasksScreen.sleepCheckbox.firstMatch.tap()"), test)
        XCTAssertTrue(test.contains("tasksScreen.addButton.tap()"), test)
        XCTAssertTrue(test.contains("tasksScreen.tasksList.firstMatch.waitForExistence(timeout:"), test)
    }

    /// UITesting-into-pleasure's pages keep the app as `application`, set by their base's initializer:
    /// page objects all the same, made as that initializer says.
    /// UITesting-into-pleasure's pages find what they tap by a helper of the suite's (`app.buttons.element(label:
    /// "An apple")`): no element, but their methods that take nothing and return a page are steps.
    func testAPageOfMethodsOnlyIsCalled() {
        let catalog = catalog("""
            import XCTest
            class PageObject {
                let app: XCUIApplication
                required init(app: XCUIApplication) { self.app = app }
            }
            class QuestionPageObject: PageObject {
                @discardableResult
                func chooseApple() -> QuestionPageObject {
                    app.buttons.element(label: "An apple").tap()
                    return self
                }
            }
            class Helpers: PageObject {
                func log(_ text: String) { print(text) }
            }
            extension XCUIElementQuery {
                func element(label: String) -> XCUIElement { element(matching: NSPredicate(format: "label like %@", label)) }
            }
            """)
        XCTAssertEqual(catalog.containers.map(\.name), ["QuestionPageObject"])
        let test = generated(catalog, steps: ["Choose apple"])
        XCTAssertTrue(test.contains("QuestionPageObject(app: app)"), test)
        XCTAssertTrue(test.contains(".chooseApple()"), test)
        // Its method named for what it taps, with no verb, is a tap of that ("Tap Start" → `start()`), quoted or not.
        let pages = self.catalog("""
            import XCTest
            class WelcomePage {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                @discardableResult
                func start() -> WelcomePage { app.buttons.element(label: "Start").tap(); return self }
            }
            extension XCUIElementQuery {
                func element(label: String) -> XCUIElement { element(matching: NSPredicate(format: "label like %@", label)) }
            }
            """)
        for step in ["Tap Start", "Tap \"Start\""] {
            XCTAssertTrue(generated(pages, steps: [step]).contains(".start()"), step)
        }
        // Not a check named so: "Tap Verify" taps nothing `verify()` does.
        XCTAssertTrue(CasePlanner.namesACheck("verify"))
        XCTAssertTrue(CasePlanner.namesACheck("assertVisible"))
        XCTAssertFalse(CasePlanner.namesACheck("start"))
    }

    func testAPageObjectHoldingTheAppUnderAnotherNameIsOne() {
        let catalog = catalog("""
            import XCTest
            class PageObject {
                let application: XCUIApplication
                required init(application: XCUIApplication) { self.application = application }
            }
            class WelcomePageObject: PageObject {
                var startButton: XCUIElement { application.buttons["welcome.start"] }
            }
            struct ResultPage {
                let testApp = XCUIApplication()
                var total: XCUIElement { testApp.staticTexts["result.total"] }
            }
            final class DeltaPage {
                private let sut: XCUIApplication
                init(sut: XCUIApplication) { self.sut = sut }
                var deltaButton: XCUIElement { sut.buttons["delta.button"] }
            }
            struct SystemAlert {
                let springboard: XCUIApplication
                var allow: XCUIElement { springboard.alerts.buttons["Allow"] }
            }
            struct SafariPage {
                let browser = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
                var address: XCUIElement { browser.textFields["URL"] }
            }
            """)
        // Not another app's: SpringBoard's, one made with a bundle identifier.
        XCTAssertEqual(catalog.containers.map(\.name), ["DeltaPage", "ResultPage", "WelcomePageObject"])
        let test = generated(catalog, steps: ["Tap the start button"])
        XCTAssertTrue(test.contains("let welcomePageObject = WelcomePageObject(application: app)"), test)
        XCTAssertTrue(test.contains("welcomePageObject.startButton.tap()"), test)
    }

    func testTheInitializerTheTypeDeclaresOrInheritsMakesIt() {
        let catalog = catalog("""
            import XCTest
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
            }
            final class WalletRobot: Robot {
                var create: XCUIElement { app.buttons["wallet.create"] }
                func assertVisible() { XCTAssertTrue(create.waitForExistence(timeout: 5)) }
            }
            final class TabBar {
                let app = XCUIApplication()
                init() {}
                var orders: XCUIElement { app.tabBars.buttons["tab.orders"] }
            }
            final class LoginPage {
                let app: XCUIApplication
                init(app: XCUIApplication = XCUIApplication(), timeout: Double = 10) throws { self.app = app }
                var email: XCUIElement { app.textFields["login.email"] }
            }
            struct SearchPage {
                let app: XCUIApplication
                var timeout = 5.0
                var field: XCUIElement { app.searchFields["search.field"] }
            }
            struct AboutPage {
                let app = XCUIApplication()
                var title: XCUIElement { app.staticTexts["about.title"] }
            }
            final class AccountPage {
                let app: XCUIApplication
                let user: String
                init(app: XCUIApplication, user: String) { self.app = app; self.user = user }
                var name: XCUIElement { app.staticTexts["account.name"] }
            }
            final class HomeViewCan {
                let app: XCUIApplication
                let testCase: XCTestCase
                init(_ app: XCUIApplication, testCase: XCTestCase) { self.app = app; self.testCase = testCase }
                var settings: XCUIElement { app.buttons["home.settings"] }
            }
            """)
        XCTAssertEqual(construction(of: "WalletRobot", in: catalog), "WalletRobot(app)")
        XCTAssertEqual(construction(of: "TabBar", in: catalog), "TabBar()")
        XCTAssertEqual(construction(of: "LoginPage", in: catalog), "try LoginPage()")
        XCTAssertEqual(construction(of: "SearchPage", in: catalog), "SearchPage(app: app)")
        XCTAssertEqual(construction(of: "AboutPage", in: catalog), "AboutPage()")
        // Hymns' page objects take the test that makes them.
        XCTAssertEqual(construction(of: "HomeViewCan", in: catalog), "HomeViewCan(app, testCase: self)")
        let made = generated(catalog, steps: ["Tap settings"])
        XCTAssertTrue(made.contains("        let homeViewCan = HomeViewCan(app, testCase: self)\n        homeViewCan.settings.tap()\n"), made)
        // No initializer the app alone can call: nothing a test can write without a person.
        XCTAssertNil(construction(of: "AccountPage", in: catalog))
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), style: .robot)
        let plan = planner.plan(SuiteFixture.testCase(["Tap the account name"]))
        XCTAssertEqual(plan.items.map(\.outcome.summary),
                       ["✗ AccountPage cannot be made with the app alone: its initializer needs more, which a person gives"])
    }

    /// WooCommerce's and WordPress's screens: `init(app:) throws`, methods that throw, `isLoaded`.
    func testScreenObjectScreensAreUsedAsPageObjects() {
        let catalog = catalog("""
            import XCTest
            import ScreenObject
            public final class OrdersScreen: ScreenObject {
                private let firstOrderGetter: (XCUIApplication) -> XCUIElement = { $0.cells["orders.first"] }
                private var firstOrder: XCUIElement { firstOrderGetter(app) }
                var search: XCUIElement { app.searchFields["orders.search"] }
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [firstOrderGetter], app: app)
                }
                @discardableResult
                public func openFirstOrder() throws -> SingleOrderScreen {
                    firstOrder.tap()
                    return try SingleOrderScreen(app: app)
                }
            }
            public final class SingleOrderScreen: ScreenObject {
                var summary: XCUIElement { app.staticTexts["order.summary"] }
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [{ $0.staticTexts["order.summary"] }], app: app)
                }
            }
            """)
        XCTAssertEqual(catalog.container(named: "OrdersScreen")?.kind, .screenObject)
        let file = generated(catalog, steps: ["Tap search on the orders screen", "Tap the first order"],
                             expected: ["the single order screen is shown", "the summary is shown"])
        XCTAssertTrue(file.contains("    func test_case() throws {\n"), file)
        XCTAssertTrue(file.contains("        let ordersScreen = try OrdersScreen()\n        ordersScreen.search.tap()\n"), file)
        // The element is private to the screen: its method taps it, and throws.
        XCTAssertTrue(file.contains("        try ordersScreen.openFirstOrder()\n"), file)
        XCTAssertTrue(file.contains("        XCTAssertTrue(try SingleOrderScreen().isLoaded)\n"), file)
        XCTAssertFalse(file.contains("XCTFail("), file)
    }

    /// A robot chain whose later call throws takes one `try`, before its first line.
    func testAChainWithAThrowingCallTakesOneTry() {
        let catalog = catalog("""
            import XCTest
            final class HomeRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var settings: XCUIElement { app.buttons["home.settings"] }
                var help: XCUIElement { app.buttons["home.help"] }
                func isLoaded() -> Bool { settings.waitForExistence(timeout: 5) }
                @discardableResult func tapHelp() -> Self { help.tap(); return self }
                @discardableResult func openSettings() throws -> Self { settings.tap(); return self }
            }
            """)
        let file = generated(catalog, steps: ["Tap help", "Open settings"])
        XCTAssertTrue(file.contains("        try HomeRobot(app: app)\n            .tapHelp()\n"), file)
        XCTAssertTrue(file.contains("            .openSettings()\n"), file)
        XCTAssertTrue(file.contains("func test_case() throws {"), file)
        // A load check that answers whether is asserted, not dropped with `_ =`.
        let checked = generated(catalog, steps: ["Tap help"], expected: ["the home screen is shown"])
        XCTAssertTrue(checked.contains("        XCTAssertTrue(HomeRobot(app: app)\n            .tapHelp()\n"), checked)
        XCTAssertTrue(checked.contains("            .isLoaded())\n    }"), checked)
        let plain = generated(catalog, steps: ["Tap help"])
        XCTAssertTrue(plain.contains("func test_case() {"), plain)
        XCTAssertFalse(plain.contains("try "), plain)
    }

    /// An `async` method or initializer is awaited, with one `await` (and one `try`) before a chain's first line,
    /// and the test method is `async`; an awaited answer is asserted through a local, as an
    /// assertion's autoclosure cannot await.
    func testAsyncMethodsAreAwaited() {
        let catalog = catalog("""
            import XCTest
            @MainActor
            final class ProfileRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var save: XCUIElement { app.buttons["profile.save"] }
                var name: XCUIElement { app.textFields["profile.name"] }
                func isLoaded() async -> Bool { save.waitForExistence(timeout: 5) }
                @discardableResult func typeName(_ text: String) -> Self { name.typeText(text); return self }
                @discardableResult func tapSave() async throws -> Self { save.tap(); return self }
            }
            final class SettingsRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var logout: XCUIElement { app.buttons["settings.logout"] }
                static func isLoaded() async -> Bool { XCUIApplication().buttons["settings.logout"].waitForExistence(timeout: 5) }
                func tapLogout() async { logout.tap() }
            }
            final class OnboardingRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) async throws { self.app = app }
                var start: XCUIElement { app.buttons["onboarding.start"] }
                @discardableResult func tapStart() -> Self { start.tap(); return self }
            }
            """)
        let file = generated(catalog, steps: ["Enter \"Grace\" into name", "Tap save"], expected: ["the profile screen is shown"])
        XCTAssertTrue(file.contains("    func test_case() async throws {\n"), file)
        XCTAssertFalse(file.contains("    @MainActor\n    func"), "the class is on the main actor already: \(file)")
        XCTAssertTrue(file.contains("        let answer = try await ProfileRobot(app: app)\n            .typeName(\"Grace\")\n"), file)
        XCTAssertTrue(file.contains("            .tapSave()\n"), file)
        XCTAssertTrue(file.contains("            .isLoaded()\n        XCTAssertTrue(answer)\n    }"), file)
        let settings = generated(catalog, steps: ["Tap logout"], expected: ["the settings screen is shown"])
        XCTAssertTrue(settings.contains("    @MainActor\n    func test_case() async {\n"), "on the main actor, as the class is not: \(settings)")
        XCTAssertTrue(settings.contains("        await SettingsRobot(app: app)\n            .tapLogout()\n"), settings)
        XCTAssertTrue(settings.contains("        let answer = await SettingsRobot.isLoaded()\n        XCTAssertTrue(answer)\n"), settings)
        // An `async` initializer is awaited where the robot is made.
        let onboarding = generated(catalog, steps: ["Tap start"])
        XCTAssertTrue(onboarding.contains("    func test_case() async throws {\n"), onboarding)
        XCTAssertTrue(onboarding.contains("        try await OnboardingRobot(app: app)\n            .tapStart()\n"), onboarding)
        let plain = generated(catalog, steps: ["Enter \"Grace\" into name"])
        XCTAssertTrue(plain.contains("    func test_case() {\n"), plain)
        XCTAssertFalse(plain.contains("await"), plain)
    }

    /// A restaurant-booking suite's screens: a base holding a `static let app`, elements kept
    /// `private lazy`, actions through the base's helpers (`tap(loginLaterButton)`,
    /// `type(emailField, email)`), and an initializer that waits for an element. They are robots,
    /// as the map calls them, a case becomes a chain of their methods, and making one checks its screen.
    func testScreensOfABaseWithAStaticAppAndHelpersAreRobots() {
        let catalog = catalog("""
            import XCTest
            class BaseScreen {
                static let app = XCUIApplication()
                let visibleTimeout = 5.0
                required init() {}
                func tap(_ element: XCUIElement) { element.tap() }
                func type(_ element: XCUIElement, _ text: String) { element.tap(); element.typeText(text) }
            }
            class LoginScreen: BaseScreen {
                private lazy var emailField = BaseScreen.app.textFields["login.email"]
                private lazy var loginLaterButton = BaseScreen.app.buttons["loginLaterButton"]
                required init() {
                    super.init()
                    visible()
                }
                func enterEmail(_ email: String) -> Self { type(emailField, email); return self }
                func tapLoginLater() -> HomeScreen { tap(loginLaterButton); return HomeScreen() }
                func visible() { XCTAssertTrue(loginLaterButton.waitForExistence(timeout: visibleTimeout)) }
            }
            class HomeScreen: BaseScreen {
                private lazy var title = BaseScreen.app.staticTexts["home.title"]
                let banner = BaseScreen.app.otherElements["home.banner"]
                required init() {
                    super.init()
                    visible()
                }
                func visible() { XCTAssertTrue(title.waitForExistence(timeout: visibleTimeout)) }
            }
            """)
        XCTAssertEqual(catalog.container(named: "LoginScreen")?.kind, .robot)
        XCTAssertEqual(catalog.container(named: "HomeScreen")?.kind, .robot, "half its elements its own")
        XCTAssertEqual(catalog.container(named: "LoginScreen")?.methods.map { "\($0.name) \($0.uses.map(\.element))" },
                       ["enterEmail [\"emailField\"]", "tapLoginLater [\"loginLaterButton\"]", "visible [\"loginLaterButton\"]",
                        "tap []", "type []"], "the base's helpers are its too (they need an element, which no step gives them)")
        XCTAssertEqual(catalog.containers.map { "\($0.name) \($0.waitsWhenMade)" }, ["HomeScreen true", "LoginScreen true"])
        // Making one is its check: its initializer waits.
        let file = generated(catalog, steps: ["Enter \"ada@finch.test\" into email", "Tap login later"], expected: ["the home screen is shown"])
        XCTAssertTrue(file.contains("        _ = LoginScreen()\n            .enterEmail(\"ada@finch.test\")\n"), file)
        XCTAssertTrue(file.contains("            .tapLoginLater()\n        // expected result 1: the home screen is shown\n        _ = HomeScreen()\n    }"), file)
        XCTAssertFalse(file.contains("XCTFail("), file)
    }

    /// ScreenObject's getter closures: the property that calls one with the app is the element, as
    /// accessible as that property (WordPress's private getter behind an internal property); a
    /// getter nothing calls is called by the test (`logOutButtonGetter(app)`), named for the steps
    /// without its suffix. A base of the `screen-object` dialect that is not Automattic's checks
    /// with its own `isLoaded()`, or not at all; a screen with no initializer of its own is not made.
    func testScreenObjectGettersAndLoadChecks() {
        let source = """
            import XCTest
            class BaseScreen {
                let app = XCUIApplication()
                init(element: XCUIElement) {}
                func isLoaded() -> Bool { true }
            }
            final class SupportScreen: BaseScreen {
                private let forumsGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["support.forums"] }
                var visitForums: XCUIElement { forumsGetter(app) }
                let logOutButtonGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["support.logout"] }
                init() { super.init(element: XCUIApplication().buttons["support.forums"]) }
            }
            final class DraftsScreen: BaseScreen {
                var first: XCUIElement { app.cells["drafts.first"] }
            }
            """
        let file = SourceFile(path: "Suite.swift", bytes: Array(source.utf8))
        var model = ModelConfiguration()
        model.screenRoots = []
        model.screenObjectRoots = ["BaseScreen"]
        let catalog = CatalogBuilder.build(project: Project(files: [file], configuration: model), dumps: [])
        let support = catalog.container(named: "SupportScreen")
        XCTAssertEqual(support?.kind, .screenObject)
        XCTAssertEqual(support?.elements.map(\.name), ["visitForums", "logOutButton"])
        XCTAssertEqual(support?.elements.map(\.reference), ["visitForums", "logOutButtonGetter(app)"])
        XCTAssertEqual(support?.elements.map(\.isAccessible), [true, true])
        XCTAssertEqual(support?.loadCheck, ".isLoaded()")
        let file2 = generated(catalog, steps: ["Tap visit forums", "Tap the log out button", "Tap first on the drafts screen"],
                              expected: ["the support screen is shown"])
        XCTAssertTrue(file2.contains("        let supportScreen = SupportScreen()\n        supportScreen.visitForums.tap()\n"), file2)
        XCTAssertTrue(file2.contains("        supportScreen.logOutButtonGetter(app).tap()\n"), file2)
        XCTAssertTrue(file2.contains("        XCTAssertTrue(SupportScreen().isLoaded())\n"), file2)
        XCTAssertTrue(file2.contains("DraftsScreen cannot be made with the app alone: its initializer needs more"), file2)
        // Automattic's ScreenObject, not in the files: its initializers take the getters.
        let tags = self.catalog("""
            import XCTest
            import ScreenObject
            final class TagsScreen: ScreenObject {
                var list: XCUIElement { app.tables["tags.list"] }
            }
            """)
        XCTAssertEqual(tags.container(named: "TagsScreen")?.kind, .screenObject)
        XCTAssertNil(tags.container(named: "TagsScreen")?.makingCode)
        XCTAssertEqual(tags.container(named: "TagsScreen")?.loadCheck, ".isLoaded")
        XCTAssertTrue(file2.contains("    func test_case() {\n"), file2)
    }

    /// A robot's static load check is called on the type, and asserted; so is a page object's
    /// method that answers whether, its own load check included (`isLoaded()`, `waitForLoad()`).
    func testStaticAndPageObjectChecksThatAnswerWhetherAreAsserted() {
        let catalog = catalog("""
            import XCTest
            final class CartRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var checkout: XCUIElement { app.buttons["cart.checkout"] }
                static func isLoaded() -> Bool { XCUIApplication().buttons["cart.checkout"].waitForExistence(timeout: 5) }
                @discardableResult func tapCheckout() -> Self { checkout.tap(); return self }
            }
            struct SettingsPage {
                let app: XCUIApplication
                var logout: XCUIElement { app.buttons["settings.logout"] }
                func isLoaded() -> Bool { logout.waitForExistence(timeout: 5) }
            }
            struct AboutPage {
                let app: XCUIApplication
                var close: XCUIElement { app.buttons["about.close"] }
                func waitForLoad() { XCTAssertTrue(close.waitForExistence(timeout: 5)) }
            }
            """)
        let file = generated(catalog, steps: ["Tap checkout"], expected: ["the cart screen is shown"])
        XCTAssertTrue(file.contains("        CartRobot(app: app)\n            .tapCheckout()\n"), file)
        XCTAssertTrue(file.contains("        XCTAssertTrue(CartRobot.isLoaded())\n"), file)
        // A page object's own load check, as a robot's: asserted when it answers whether, else called.
        let settings = generated(catalog, steps: ["Tap logout"], expected: ["the settings screen is shown"])
        XCTAssertTrue(settings.contains("        settingsPage.logout.tap()\n        // expected result 1: the settings screen is shown\n        XCTAssertTrue(settingsPage.isLoaded())\n"), settings)
        let about = generated(catalog, steps: ["Tap close"], expected: ["the about screen is shown"])
        XCTAssertTrue(about.contains("        aboutPage.waitForLoad()\n"), about)
    }
}
