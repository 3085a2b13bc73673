@testable import KassiosLint
import KassiosModel
import XCTest

/// Load checks the session's second review found read too loosely or too strictly: waits for an
/// element's going, the nearest robot protocol's check, nested screens named for what they verify,
/// helpers a check calls, test cases adopting steps, and the check unconfigured-screen-base
/// suggests. The fixtures are the reviewer's.
final class LoadCheckReviewTests: XCTestCase {
    func missingOnLoad(_ source: String, configuration: String) throws -> [String] {
        var options = LintOptions()
        try LintConfiguration.parse(configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        return LintRunner.run(sources: [("S.swift", source)], options: options).findings
            .filter { $0.rule == "missing-onload" }.map { "\($0.line) \($0.message.prefix(24))" }
    }

    /// What unconfigured-screen-base tells to write in the configuration.
    func suggestion(_ source: String) throws -> String {
        let finding = try XCTUnwrap(LintRunner.run(sources: [("S.swift", source)], options: LintOptions()).findings
            .first { $0.rule == "unconfigured-screen-base" })
        return try XCTUnwrap(finding.message.components(separatedBy: "name it in .kassios-lint.yml: ").last)
    }

    /// Xcode 15's `spinner.wait(for: \\.exists, toEqual: false, timeout:)` and a suite's `wait(element:until: .gone)`
    /// in a robot's initializer wait for something to go: nothing proves the screen is there.
    func testAWaitForTheElementToGoIsNoRobotsLoadCheck() throws {
        let source = #"""
        import XCTest

        class BaseRobot {
            let app: XCUIApplication
            init(app: XCUIApplication) {
                self.app = app
            }
        }

        /// Waits for its spinner to GO AWAY (Xcode 15 XCUIElement.wait(for:toEqual:timeout:)); nothing proves the screen is there.
        final class OrdersRobot: BaseRobot {
            var spinner: XCUIElement { app.activityIndicators["orders.spinner"] }
            var ordersTable: XCUIElement { app.tables["orders.table"] }

            override init(app: XCUIApplication) {
                super.init(app: app)
                _ = spinner.wait(for: \.exists, toEqual: false, timeout: 10)
            }

            func openFirstOrder() { ordersTable.cells.firstMatch.tap() }
        }

        /// Same with the suite's own helper that waits for disappearance.
        final class CartRobot: BaseRobot {
            var loadingOverlay: XCUIElement { app.otherElements["cart.loading"] }
            var checkoutButton: XCUIElement { app.buttons["cart.checkout"] }

            override init(app: XCUIApplication) {
                super.init(app: app)
                Waiter.shared.wait(element: loadingOverlay, until: .gone, timeout: 10)
            }

            func checkout() { checkoutButton.tap() }
        }

        final class Waiter {
            static let shared = Waiter()
            enum State { case present, gone }
            func wait(element: XCUIElement, until state: State, timeout: TimeInterval) {
                let predicate = NSPredicate(format: state == .gone ? "exists == false" : "exists == true")
                let expectation = XCTNSPredicateExpectation(predicate: predicate, object: element)
                XCTAssertEqual(XCTWaiter().wait(for: [expectation], timeout: timeout), .completed)
            }
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "robots:\n  base_classes: [BaseRobot]\n"), ["11 OrdersRobot has no load ", "24 CartRobot has no load ch"],
                       "both robots wait only for something to go")
    }

    /// The screen-object dialect's own-initializer wait: `guard spinner.wait(for: \\.exists, toEqual: false, …) else
    /// { XCTFail(…) }` is no more a check than `waitForNonExistence` is.
    func testAGuardedWaitForTheElementToGoIsNoScreenObjectsLoadCheck() throws {
        let source = #"""
        import XCTest

        class BasePage {
            let app = XCUIApplication()
            init() {}
        }

        /// Screen-object dialect: the page's own initializer only checks that the spinner went away
        /// (Xcode 15 XCUIElement.wait(for:toEqual:timeout:)); nothing proves the orders page is shown.
        final class OrdersPage: BasePage {
            var spinner: XCUIElement { app.activityIndicators["orders.spinner"] }
            var ordersTable: XCUIElement { app.tables["orders.table"] }

            override init() {
                super.init()
                guard spinner.wait(for: \.exists, toEqual: false, timeout: 10) else {
                    XCTFail("orders still loading")
                    return
                }
            }

            func openFirstOrder() { ordersTable.cells.firstMatch.tap() }
        }

        /// Control: the same with waitForNonExistence is (rightly) not a load check, OLD and NEW.
        final class InvoicesPage: BasePage {
            var spinner: XCUIElement { app.activityIndicators["invoices.spinner"] }
            var invoicesTable: XCUIElement { app.tables["invoices.table"] }

            override init() {
                super.init()
                guard spinner.waitForNonExistence(timeout: 10) else {
                    XCTFail("invoices still loading")
                    return
                }
            }
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "screens:\n  dialects: { BasePage: screen-object }\n"), ["10 OrdersPage passes no ele", "26 InvoicesPage passes no e"],
                       "OrdersPage and InvoicesPage wait for their spinner to go")
    }

    /// UIBot's shape with the suite's `wait(element:by:)` declared on the base and called bare, or on `self`.
    func testTheSuitesWaitCalledWithoutAReceiverWaits() throws {
        let source = #"""
        import XCTest

        /// UIBot's shape, with the suite's wait declared on the base itself and called without `self.`/`test.`.
        open class Bot {
            public let app: XCUIApplication
            public init(app: XCUIApplication) {
                self.app = app
                guard let screenTrait = trait() else { XCTFail("no element to check"); return }
                wait(element: screenTrait, by: 3)
            }
            open func trait() -> XCUIElement? { nil }
            func wait(element: XCUIElement, by duration: TimeInterval) {
                XCTAssertTrue(element.waitForExistence(timeout: duration), "\(element) did not appear")
            }
        }

        final class ListBot: Bot {
            override func trait() -> XCUIElement? { app.navigationBars["list.title"] }
            func tapRow() { app.cells["list.row"].tap() }
        }

        /// Same, but calling through self.: accepted by NEW.
        open class SelfBot {
            public let app: XCUIApplication
            public init(app: XCUIApplication) {
                self.app = app
                guard let screenTrait = trait() else { XCTFail("no element to check"); return }
                self.wait(element: screenTrait, by: 3)
            }
            open func trait() -> XCUIElement? { nil }
            func wait(element: XCUIElement, by duration: TimeInterval) {
                XCTAssertTrue(element.waitForExistence(timeout: duration), "\(element) did not appear")
            }
        }

        final class GridBot: SelfBot {
            override func trait() -> XCUIElement? { app.collectionViews["grid.view"] }
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "robots:\n  base_classes: [Bot, SelfBot]\n"), [],
                       "both bots wait for their trait")
    }

    /// `TabRobot`'s check, nearer than `Robot`'s, is the one Swift runs: it waits for the robot's own tab.
    func testTheNearestRobotProtocolsCheckIsTheOneThatCounts() throws {
        let source = #"""
        import XCTest

        protocol Robot {
            var app: XCUIApplication { get }
        }
        extension Robot {
            /// The generic fallback: only checks that the app runs.
            @discardableResult func checkScreenExists() -> Self {
                XCTAssert(app.wait(for: .runningForeground, timeout: 5))
                return self
            }
        }

        protocol TabRobot: Robot {
            var tab: XCUIElement { get }
        }
        extension TabRobot {
            /// The nearer check, which Swift runs for every TabRobot: waits for each robot's own tab.
            @discardableResult func checkScreenExists() -> Self {
                XCTAssert(tab.waitForExistence(timeout: 5))
                XCTAssert(tab.isSelected)
                return self
            }
        }

        final class SearchRobot: TabRobot {
            let app = XCUIApplication()
            var tab: XCUIElement { app.tabBars.buttons["tab.search"] }
            var searchField: XCUIElement { app.searchFields["search.field"] }
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "robots:\n  base_classes: [Robot]\n  load_checks: [checkScreenExists]\n"), [],
                       "SearchRobot is checked by TabRobot's check")
    }

    /// `TabRobot`'s check waits only for a tab bar every tab has; `Robot`'s, which waits for the robot's
    /// own screen, does not run.
    func testTheNearestRobotProtocolsCheckHidesTheRootsCheck() throws {
        let source = #"""
        import XCTest

        protocol Robot {
            var screenName: String { get }
        }
        extension Robot {
            var app: XCUIApplication { XCUIApplication() }
            var identifier: XCUIElement {
                app.descendants(matching: .any).matching(NSPredicate(format: "identifier == '\(screenName)'")).firstMatch
            }
            /// Waits for each robot's own screen.
            @discardableResult func checkScreenExists() -> Self {
                XCTAssert(identifier.waitForExistence(timeout: 5))
                return self
            }
        }

        protocol TabRobot: Robot {}
        extension TabRobot {
            /// The nearer check, which Swift runs for every TabRobot: only that some tab bar is there.
            @discardableResult func checkScreenExists() -> Self {
                XCTAssert(app.tabBars.firstMatch.waitForExistence(timeout: 5))
                return self
            }
        }

        final class FeedRobot: TabRobot {
            let screenName = "feed.screen"
            var composeButton: XCUIElement { app.buttons["feed.compose"] }
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "robots:\n  base_classes: [Robot]\n  load_checks: [checkScreenExists]\n"), ["27 FeedRobot has no load ch"],
                       "FeedRobot is checked by nothing of its own")
    }

    /// `VerifyEmailRobot`, `VerificationCodeRobot`, `ChecksListRobot` nested in a robot are screens of their own,
    /// not the robot's assertions.
    func testNestedScreensNamedForWhatTheyVerifyAreScreens() throws {
        let source = #"""
        import XCTest

        class BaseRobot {
            let app = XCUIApplication()
        }

        final class SignUpRobot: BaseRobot {
            var emailField: XCUIElement { app.textFields["signup.email"] }
            var submitButton: XCUIElement { app.buttons["signup.submit"] }

            func assertVisible() { XCTAssert(emailField.waitForExistence(timeout: 5)) }

            func submit() -> VerifyEmailRobot {
                submitButton.tap()
                return VerifyEmailRobot()
            }

            /// The "Verify your email" screen shown after sign-up: a screen of its own, with no load check.
            final class VerifyEmailRobot: BaseRobot {
                var codeField: XCUIElement { app.textFields["verifyEmail.code"] }
                var resendButton: XCUIElement { app.buttons["verifyEmail.resend"] }
                func enter(code: String) { codeField.tap(); codeField.typeText(code) }
            }

            /// The SMS verification-code screen: a screen of its own, with no load check.
            final class VerificationCodeRobot: BaseRobot {
                var codeField: XCUIElement { app.textFields["verificationCode.code"] }
                func enter(code: String) { codeField.typeText(code) }
            }

            /// The "Checks" screen: a screen of its own (a bank app's cheque list), with no load check.
            final class ChecksListRobot: BaseRobot {
                var depositButton: XCUIElement { app.buttons["checks.deposit"] }
            }
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "robots:\n  base_classes: [BaseRobot]\n  load_checks: [assertVisible]\n"), ["19 SignUpRobot.VerifyEmailR", "26 SignUpRobot.Verification", "32 SignUpRobot.ChecksListRo"],
                       "three nested screens without a check")
    }

    /// A check that references no element itself and calls a helper that waits for a spinner to go, waits only
    /// inside an `if`, or uses `wait(for:toEqual: false)`, checks nothing.
    func testAHelperACheckCallsCountsOnlyForAnAssertedWaitForTheElementToBeThere() throws {
        let source = #"""
        import XCTest

        protocol Robot {
            var app: XCUIApplication { get }
        }

        /// The load check references no element itself; the method it calls only waits for the spinner to go away.
        final class SearchRobot: Robot {
            let app = XCUIApplication()
            var spinner: XCUIElement { app.activityIndicators["search.spinner"] }
            var searchField: XCUIElement { app.searchFields["search.field"] }

            @discardableResult
            func assertVisible() -> Self {
                waitForLoadingToFinish()
                return self
            }

            func waitForLoadingToFinish() {
                XCTAssertTrue(spinner.waitForNonExistence(timeout: 10), "still loading")
            }

            func search(_ text: String) { searchField.tap(); searchField.typeText(text) }
        }

        /// The method the check calls only waits for a system alert conditionally, then dismisses it.
        final class MapRobot: Robot {
            let app = XCUIApplication()
            var allowLocationButton: XCUIElement { app.buttons["map.allowLocation"] }
            var mapView: XCUIElement { app.maps["map.view"] }

            @discardableResult
            func assertVisible() -> Self {
                dismissLocationPromptIfShown()
                return self
            }

            func dismissLocationPromptIfShown() {
                if allowLocationButton.waitForExistence(timeout: 2) {
                    allowLocationButton.tap()
                }
            }
        }

        /// The method the check calls waits for the spinner with Xcode 15's wait(for:toEqual:) to disappear.
        final class FeedRobot: Robot {
            let app = XCUIApplication()
            var spinner: XCUIElement { app.activityIndicators["feed.spinner"] }
            var feedList: XCUIElement { app.collectionViews["feed.list"] }

            @discardableResult
            func assertVisible() -> Self {
                waitUntilIdle()
                return self
            }

            func waitUntilIdle() {
                _ = spinner.wait(for: \.exists, toEqual: false, timeout: 10)
            }
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "robots:\n  base_classes: [Robot]\n  load_checks: [assertVisible]\n"), ["8 SearchRobot's load check", "27 MapRobot's load check as", "46 FeedRobot's load check a"],
                       "three robots whose checks prove nothing")
    }

    /// `class LoginTests: XCTestCase, LoginSteps`, with `protocol LoginSteps: Robot`: a test case, not a robot.
    func testATestCaseAdoptingStepsRefinedFromTheRobotProtocolIsNoRobot() throws {
        let source = #"""
        import XCTest

        protocol Robot {
            var app: XCUIApplication { get }
        }
        extension Robot {
            func assertVisible(_ element: XCUIElement) { XCTAssert(element.waitForExistence(timeout: 5)) }
        }

        /// Protocol-oriented steps mixed into test cases: a refinement of Robot whose extension drives the login screen.
        protocol LoginSteps: Robot {}
        extension LoginSteps {
            var emailField: XCUIElement { app.textFields["login.email"] }
            var passwordField: XCUIElement { app.secureTextFields["login.password"] }
            func logIn(email: String, password: String) {
                emailField.tap(); emailField.typeText(email)
                passwordField.tap(); passwordField.typeText(password)
                app.buttons["login.submit"].tap()
            }
        }

        final class LoginTests: XCTestCase, LoginSteps {
            let app = XCUIApplication()
            var bannerText: XCUIElement { app.staticTexts["login.banner"] }

            override func setUp() { app.launch() }

            func testLogIn() {
                logIn(email: "a@b.c", password: "secret")
                XCTAssert(app.staticTexts["home.greeting"].waitForExistence(timeout: 5))
            }
        }

        final class SearchRobot: Robot {
            let app = XCUIApplication()
            var field: XCUIElement { app.searchFields["search.field"] }
            func assertVisible() { XCTAssert(field.waitForExistence(timeout: 5)) }
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "robots:\n  base_classes: [Robot]\n  load_checks: [assertVisible]\n"), [],
                       "only SearchRobot is a robot, and it is checked")
    }

    /// A base's helper that waits for a spinner to go is no load check; `validateScreen()`, which every screen
    /// overrides with a wait, is.
    func testTheSuggestedCheckIsTheOneTheSubclassesOverrideWithAWait() throws {
        let source = #"""
        import XCTest

        class ScreenBase {
            let app = XCUIApplication()

            /// A shared helper: waits for the global spinner to go away. Not a load check.
            func waitForPageLoad() {
                XCTAssertTrue(app.activityIndicators.firstMatch.waitForNonExistence(timeout: 10))
            }

            /// The load check: each screen overrides it with a wait for its own element.
            func validateScreen() {}
        }

        final class MainScreen: ScreenBase {
            lazy var addButton = app.buttons["main.add"]
            override func validateScreen() {
                XCTAssert(addButton.waitForExistence(timeout: 5), "main screen not displayed")
            }
        }

        final class PersonScreen: ScreenBase {
            lazy var cancelButton = app.buttons["person.cancel"]
            override func validateScreen() {
                XCTAssert(cancelButton.waitForExistence(timeout: 5))
            }
        }

        final class SettingsScreen: ScreenBase {
            lazy var doneButton = app.buttons["settings.done"]
            override func validateScreen() {
                waitForPageLoad()
                XCTAssert(doneButton.waitForExistence(timeout: 5))
            }
        }
        """#
        XCTAssertEqual(try suggestion(source), "screens: { dialects: { ScreenBase: robot } }, and add validateScreen to robots: load_checks")
    }

    /// Every screen declares `verifyScreen()` and then `assertEmptyStateShown()`, both waiting: the first.
    func testOfTwoSharedChecksTheFirstDeclaredIsSuggested() throws {
        let source = #"""
        import XCTest

        class ListScreen {
            let app = XCUIApplication()
        }

        /// Every list screen declares its load check (verifyScreen) and a post-action check of its empty state.
        final class ContactsScreen: ListScreen {
            lazy var table = app.tables["contacts.table"]
            lazy var emptyLabel = app.staticTexts["contacts.empty"]
            func verifyScreen() { XCTAssert(table.waitForExistence(timeout: 5)) }
            func assertEmptyStateShown() { XCTAssert(emptyLabel.waitForExistence(timeout: 5)) }
        }

        final class InvoicesScreen: ListScreen {
            lazy var table = app.tables["invoices.table"]
            lazy var emptyLabel = app.staticTexts["invoices.empty"]
            func verifyScreen() { XCTAssert(table.waitForExistence(timeout: 5)) }
            func assertEmptyStateShown() { XCTAssert(emptyLabel.waitForExistence(timeout: 5)) }
        }

        final class MessagesScreen: ListScreen {
            lazy var table = app.tables["messages.table"]
            lazy var emptyLabel = app.staticTexts["messages.empty"]
            func verifyScreen() { XCTAssert(table.waitForExistence(timeout: 5)) }
            func assertEmptyStateShown() { XCTAssert(emptyLabel.waitForExistence(timeout: 5)) }
        }
        """#
        XCTAssertEqual(try suggestion(source), "screens: { dialects: { ListScreen: robot } }, and add verifyScreen to robots: load_checks")
    }

    /// `validatePageAccessibility() throws { try app.performAccessibilityAudit() }` waits for no element.
    func testAnAuditNamedLikeACheckIsNotSuggested() throws {
        let source = #"""
        import XCTest

        class PageBase {
            let app = XCUIApplication()

            /// Shared accessibility audit (Xcode 15): named like a check, proves nothing about which page is shown.
            func validatePageAccessibility() throws {
                try app.performAccessibilityAudit()
            }
        }

        final class LoginPage: PageBase {
            lazy var emailField = app.textFields["login.email"]
            lazy var loginButton = app.buttons["login.submit"]
            func logIn(_ email: String) { emailField.tap(); emailField.typeText(email); loginButton.tap() }
        }

        final class HomePage: PageBase {
            lazy var greeting = app.staticTexts["home.greeting"]
            func openProfile() { app.buttons["home.profile"].tap() }
        }
        """#
        XCTAssertEqual(try suggestion(source), "screens: { dialects: { PageBase: robot } } (or kassios, or screen-object: the dialect the classes are written in)")
        // The line offered parses as a configuration.
        XCTAssertNoThrow(try LintConfiguration.parse("screens: { dialects: { PageBase: robot } }\n", path: "k.yml", directory: "."))
    }


    /// hermes's `checkScreenExists() { checkExists(identifier) }` in `extension Robot` hands each robot's
    /// element to a check of the suite's own: suggested, and the suggestion, applied, checks them.
    func testACheckHandingTheElementToTheSuitesOwnCheckIsSuggested() throws {
        let source = #"""
        protocol Robot {
            var screenName: String { get }
        }
        extension Robot {
            var app: XCUIApplication { XCUIApplication() }
            var identifier: XCUIElement {
                app.descendants(matching: .any).matching(NSPredicate(format: "identifier == '\(screenName)'")).firstMatch
            }
            @discardableResult func checkScreenExists() -> Self {
                checkExists(identifier)
                return self
            }
            @discardableResult func checkExists(_ element: XCUIElement, timeout: TimeInterval = 5) -> Self {
                let expectation = XCTNSPredicateExpectation(predicate: NSPredicate(format: "exists == true"), object: element)
                guard XCTWaiter.wait(for: [expectation], timeout: timeout) == .completed else {
                    XCTAssert(false, "Element \(element.label) does not exist")
                    return self
                }
                return self
            }
        }
        final class RepositoryListRobot: Robot {
            let screenName = "repository.list"
            private lazy var search = app.textFields["RepositorySearchText"]
        }
        final class RepositoryDetailRobot: Robot {
            let screenName = "repository.detail"
            private lazy var star = app.buttons["repository.star"]
        }
        """#
        XCTAssertEqual(try suggestion(source), "screens: { dialects: { Robot: robot } }, and add checkScreenExists to robots: load_checks")
        XCTAssertEqual(try missingOnLoad(source, configuration: "screens:\n  dialects: { Robot: robot }\nrobots:\n  load_checks: [checkScreenExists]\n"), [])
    }

    /// Challenge's robots find what their `verifyIsVisible()` waits for in a local (`let button =
    /// app.buttons["home.characterButton"]`): the check is offered all the same, and taking it ends the errors.
    func testACheckWaitingForAnElementItFindsInALocalIsOffered() throws {
        let source = #"""
        import XCTest
        protocol RobotContract {
            var app: XCUIApplication { get }
        }
        struct HomeRobot: RobotContract {
            let app: XCUIApplication
            @discardableResult
            func verifyIsVisible() -> Self {
                let button = app.buttons["home.characterButton"]
                XCTAssertTrue(button.waitForExistence(timeout: 5))
                return self
            }
            func tapCharacterButton() { app.buttons["home.characterButton"].tap() }
        }
        struct AboutRobot: RobotContract {
            let app: XCUIApplication
            @discardableResult
            func verifyIsVisible() -> Self {
                let element = app.staticTexts["about.appName"]
                XCTAssertTrue(element.waitForExistence(timeout: 5))
                return self
            }
            func tapClose() { app.buttons["about.close.button"].tap() }
        }
        """#
        XCTAssertEqual(try suggestion(source), "screens: { dialects: { RobotContract: robot } }, and add verifyIsVisible to robots: load_checks")
        XCTAssertEqual(try missingOnLoad(source, configuration: "screens:\n  dialects: { RobotContract: robot }\nrobots:\n  load_checks: [verifyIsVisible]\n"), [])
    }

    /// A check that waits two calls deep (`assertVisible() { waitForScreen() }`, `waitForScreen() {
    /// waitForAvatar() }`), or through the suite's generic `waitFor(balance)`, checks what is waited for.
    func testAHelperTwoCallsDeepOrAGenericWaitForCounts() throws {
        let source = #"""
        import XCTest

        protocol Robot {
            var app: XCUIApplication { get }
        }

        /// The check calls a method that calls the method that waits: two calls deep.
        final class ProfileRobot: Robot {
            let app = XCUIApplication()
            var avatar: XCUIElement { app.images["profile.avatar"] }

            @discardableResult
            func assertVisible() -> Self {
                waitForScreen()
                return self
            }

            private func waitForScreen() {
                waitForAvatar()
            }

            private func waitForAvatar() {
                XCTAssertTrue(avatar.waitForExistence(timeout: 5))
            }
        }

        /// The check calls the wait through a helper given the element as an argument.
        final class WalletRobot: Robot {
            let app = XCUIApplication()
            var balance: XCUIElement { app.staticTexts["wallet.balance"] }

            @discardableResult
            func assertVisible() -> Self {
                waitForBalance()
                return self
            }

            private func waitForBalance() {
                waitFor(balance)
            }

            private func waitFor(_ element: XCUIElement, timeout: TimeInterval = 5) {
                XCTAssertTrue(element.waitForExistence(timeout: timeout), "\(element) missing")
            }
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "robots:\n  base_classes: [Robot]\n  load_checks: [assertVisible]\n"), [])
    }

    /// A load check declared as a property each screen overrides (`override var isDisplayed: Bool {
    /// greeting.waitForExistence(timeout: 5) }`) is suggested too, and checks them once configured.
    func testACheckPropertyTheSubclassesOverrideIsSuggested() throws {
        let source = #"""
        import XCTest

        class BaseScreen {
            let app = XCUIApplication()
            /// The load check, as a property each screen overrides.
            var isDisplayed: Bool { false }
        }

        final class LoginScreen: BaseScreen {
            lazy var emailField = app.textFields["login.email"]
            override var isDisplayed: Bool { emailField.waitForExistence(timeout: 5) }
        }

        final class HomeScreen: BaseScreen {
            lazy var greeting = app.staticTexts["home.greeting"]
            override var isDisplayed: Bool { greeting.waitForExistence(timeout: 5) }
        }
        """#
        XCTAssertEqual(try suggestion(source), "screens: { dialects: { BaseScreen: robot } }, and add isDisplayed to robots: load_checks")
        XCTAssertEqual(try missingOnLoad(source, configuration: "screens:\n  dialects: { BaseScreen: robot }\nrobots:\n  load_checks: [isDisplayed]\n"), [])
    }

    /// A base initializer that binds the overridden root to a local and then asserts it appears
    /// (`let root = rootElement; XCTAssertTrue(root.waitForExistence(timeout: 10))`) checks each screen
    /// made through it, in the screen-object dialect as in the robot one.
    func testALocalBoundToTheRootIsTheRootInEveryDialect() throws {
        let source = #"""
        import XCTest

        /// The same base twice: as a screen-object root (BasePage) and as a robot root (BaseRobot).
        /// Each binds the overridden root element to a local, then asserts it appears.
        class BasePage {
            let app = XCUIApplication()
            var rootElement: XCUIElement { app.otherElements["base.root"] }
            init() {
                let root = rootElement
                XCTAssertTrue(root.waitForExistence(timeout: 10), "page not shown")
            }
        }
        final class CartPage: BasePage {
            override var rootElement: XCUIElement { app.otherElements["cart.root"] }
            lazy var checkout = app.buttons["cart.checkout"]
        }

        class BaseRobot {
            let app = XCUIApplication()
            var rootElement: XCUIElement { app.otherElements["base.root"] }
            init() {
                let root = rootElement
                XCTAssertTrue(root.waitForExistence(timeout: 10), "robot not shown")
            }
        }
        final class CartRobot: BaseRobot {
            override var rootElement: XCUIElement { app.otherElements["cart.root"] }
            lazy var checkout = app.buttons["cart.checkout"]
        }
        """#
        XCTAssertEqual(try missingOnLoad(source, configuration: "screens:\n  dialects: { BasePage: screen-object, BaseRobot: robot }\n"), [])
    }
    /// A robot's named check that can never fail proves nothing, as a screen object's would not: a
    /// dropped result, `XCTAssertNotNil` of a query, a check that runs only if the element is there,
    /// a guard that returns quietly. An `if` that fails the test, a guard whose else fails, and an
    /// `if`/`else` that asserts in both branches are checks.
    func testARobotsCheckThatCannotFailIsNoLoadCheck() throws {
        func check(_ body: String) -> String {
            """
            import XCTest
            struct LoginRobot {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["login.title"] }
                var sidebar: XCUIElement { app.otherElements["login.sidebar"] }
                @discardableResult func waitFor(_ e: XCUIElement) -> XCUIElement { XCTAssertTrue(e.waitForExistence(timeout: 5)); return e }
                func existing(_ e: XCUIElement) -> XCUIElement? { e.waitForExistence(timeout: 5) ? e : nil }
                func assertVisible() { \(body) }
            }
            """
        }
        let configuration = "robots: { names: [\"*Robot\"] }"
        for body in ["XCTAssertNotNil(title)", "_ = title.waitForExistence(timeout: 5)", "title.waitForExistence(timeout: 5)",
                     "let _ = title.waitForExistence(timeout: 5)", "XCTAssertNotNil(self.title)",
                     "if title.exists { XCTAssertTrue(title.isHittable) }",
                     "guard title.waitForExistence(timeout: 5) else { return }",
                     "if UIDevice.isPad { XCTAssert(sidebar.exists) } else { print(title) }"] {
            XCTAssertEqual(try missingOnLoad(check(body), configuration: configuration), ["2 LoginRobot's load check "], body)
        }
        for body in ["XCTAssertTrue(title.waitForExistence(timeout: 5))",
                     "if !title.waitForExistence(timeout: 5) { XCTFail(\"not shown\") }",
                     "guard title.waitForExistence(timeout: 5) else { XCTFail(); return }",
                     "if UIDevice.isPad { XCTAssert(sidebar.waitForExistence(timeout: 5)) } else { XCTAssert(title.waitForExistence(timeout: 5)) }",
                     "waitForElement(title)",
                     "if title.waitForExistence(timeout: 5) { print(1) } else { XCTFail(\"not shown\") }",
                     "guard title.waitForExistence(timeout: 5) else { return XCTFail(\"not shown\") }",
                     "if title.waitForExistence(timeout: 5) { return }\nXCTFail(\"not shown\")",
                     "if !title.waitForExistence(timeout: 2) { XCTAssertTrue(sidebar.waitForExistence(timeout: 5)) }",
                     "_ = waitFor(title)", "XCTAssertNotNil(existing(title))",
                     "wait(for: [XCTNSPredicateExpectation(predicate: NSPredicate(format: \"exists == true\"), object: title)], timeout: 5)"] {
            XCTAssertEqual(try missingOnLoad(check(body), configuration: configuration), [], body)
        }
    }
    /// A check that waits only for what is found by type alone (infection's `allCells.firstMatch`, `allCells`
    /// being `app.collectionViews.cells`; `app.windows.firstMatch` in place) passes on any screen with one:
    /// no load check. A query that says which element (an identifier, a label, a predicate) is one, and so
    /// is a web view or an alert, which carry no identifier of the app's.
    func testARobotsCheckOnAQueryByTypeAloneIsNoLoadCheck() throws {
        func check(_ body: String) -> String {
            """
            import XCTest
            struct ReportRobot {
                let app: XCUIApplication
                var allCells: XCUIElement { app.collectionViews.cells.firstMatch }
                var firstRow: XCUIElement { app.tables.cells.element(boundBy: 0) }
                var safari: XCUIElement { app.webViews.firstMatch }
                var hygiene: XCUIElement { app.cells["report.hygiene"] }
                var rows: XCUIElementQuery { app.cells.matching(identifier: "report.row") }
                func assertVisible() { \(body) }
            }
            """
        }
        let configuration = "robots: { names: [\"*Robot\"] }"
        var options = LintOptions()
        try LintConfiguration.parse(configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        let messages = LintRunner.run(sources: [("S.swift", check("XCTAssert(allCells.waitForExistence(timeout: 20))"))], options: options)
            .findings.filter { $0.rule == "missing-onload" }.map(\.message)
        XCTAssertEqual(try missingOnLoad(check("XCTAssert(allCells.waitForExistence(timeout: 5)); XCTAssert(allCells.exists)"), configuration: configuration).count, 1)
        // Given its query in `init` (Gini's `firstExtractionCell = app.cells.firstMatch`): the same.
        let inInit = """
            import XCTest
            final class SummaryRobot {
                let app: XCUIApplication
                let firstCell: XCUIElement
                let total: XCUIElement
                init(app: XCUIApplication) {
                    self.app = app
                    firstCell = app.cells.firstMatch
                    total = app.staticTexts["summary.total"]
                }
                func assertVisible() { XCTAssert(firstCell.waitForExistence(timeout: 5)) }
            }
            """
        XCTAssertEqual(try missingOnLoad(inInit, configuration: configuration), ["2 SummaryRobot's load chec"])
        XCTAssertEqual(messages, ["ReportRobot's load check waits only for allCells (app.collectionViews.cells.firstMatch), found by type alone, "
                                  + "which any screen with one passes, so it proves nothing about being on ReportRobot; reference an element in it, "
                                  + "e.g. XCTAssert(hygiene.waitForExistence(timeout: 5))"])
        for body in ["XCTAssert(firstRow.waitForExistence(timeout: 20))", "XCTAssert(app.windows.firstMatch.waitForExistence(timeout: 20))",
                     "XCTAssert(app.descendants(matching: .any).firstMatch.waitForExistence(timeout: 20))"] {
            XCTAssertEqual(try missingOnLoad(check(body), configuration: configuration).count, 1, body)
        }
        for body in ["XCTAssert(hygiene.waitForExistence(timeout: 5))", "XCTAssert(safari.waitForExistence(timeout: 5))",
                     "XCTAssert(allCells.waitForExistence(timeout: 5) && hygiene.exists)",
                     "XCTAssert(rows.firstMatch.waitForExistence(timeout: 5))",
                     "XCTAssert(app.buttons[\"report.send\"].waitForExistence(timeout: 5))",
                     "XCTAssert(app.staticTexts.element(matching: NSPredicate(format: \"label == 'Report'\")).waitForExistence(timeout: 5))",
                     // What the check reads of what it found by type, or a key it narrows it with, says which.
                     "XCTAssertEqual(app.navigationBars.firstMatch.identifier, \"ReportView\")",
                     "XCTAssertTrue(app.staticTexts.element(boundBy: 0).label.hasPrefix(\"Report\"))",
                     "XCTAssert(allCells.waitForExistence(timeout: 5)); XCTAssertEqual(allCells.identifier, \"report.cell\")",
                     "XCTAssert(firstRow.waitForExistence(timeout: 5)); XCTAssert(app.navigationBars[\"Report\"].exists)"] {
            XCTAssertEqual(try missingOnLoad(check(body), configuration: configuration), [], body)
        }
    }

    /// gem's `checkScene()` that waits for `stateButton`, which `extension Robot` gives every robot, proves
    /// nothing about one of them: the finding says so, naming the element, rather than "asserts no element".
    func testACheckOfTheRootsOwnElementSaysWhyItProvesNothing() throws {
        let source = """
            import XCTest
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
            }
            extension Robot {
                var stateButton: XCUIElement { app.buttons["state.button"] }
            }
            final class ReminderRobot: Robot {
                var title: XCUIElement { app.staticTexts["reminder.title"] }
                func checkScene() { XCTAssert(self.stateButton.waitForExistence(timeout: 5)) }
            }
            final class WalletRobot: Robot {
                var title: XCUIElement { app.staticTexts["wallet.title"] }
                func checkScene() { XCTAssert(stateButton.exists && title.waitForExistence(timeout: 5)) }
            }
            """
        var options = LintOptions()
        try LintConfiguration.parse("screens: { dialects: { Robot: robot } }\nrobots: { load_checks: [checkScene] }", path: "cfg.yml", directory: ".")
            .apply(to: &options)
        let messages = LintRunner.run(sources: [("S.swift", source)], options: options).findings.filter { $0.rule == "missing-onload" }.map(\.message)
        XCTAssertEqual(messages, ["ReminderRobot's load check waits only for stateButton, which Robot declares for every robot, so it proves "
                                  + "nothing about being on ReminderRobot; reference an element in it, e.g. XCTAssert(title.waitForExistence(timeout: 5))"])
        // One that asserts the root's element is gone waits for nothing: it asserts no element.
        let gone = source.replacingOccurrences(of: "XCTAssert(self.stateButton.waitForExistence(timeout: 5))", with: "XCTAssertFalse(stateButton.exists)")
        XCTAssertNotEqual(gone, source)
        let goneMessages = LintRunner.run(sources: [("S.swift", gone)], options: options).findings.filter { $0.rule == "missing-onload" }.map(\.message)
        XCTAssertEqual(goneMessages.map { String($0.prefix(48)) }, ["ReminderRobot's load check asserts no element, s"])
    }

    /// kcr's pages adopt `protocol PageObject: PageObjectWaitable`, and `extension PageObjectWaitable where
    /// Self: PageObject` gives each the check `robots: load_checks` names, waiting for its own `view`.
    func testALoadCheckOfAProtocolTheRootRefinesCounts() throws {
        let source = """
            import XCTest
            protocol PageObject: PageObjectWaitable {
                var app: XCUIApplication { get }
                var view: XCUIElement { get }
            }
            protocol PageObjectWaitable {
                func waitForExistence(timeout: TimeInterval) -> Bool
            }
            extension PageObjectWaitable where Self: PageObject {
                func waitForExistence(timeout: TimeInterval = 3) -> Bool { view.waitForExistence(timeout: timeout) }
            }
            final class SettingsPageObject: PageObject {
                let app: XCUIApplication
                var view: XCUIElement { app.otherElements["settings_view"] }
                init(app: XCUIApplication) { self.app = app }
            }
            final class AboutPageObject: PageObject {
                let app: XCUIApplication
                var view: XCUIElement { app.windows.firstMatch }
                init(app: XCUIApplication) { self.app = app }
            }
            """
        let configuration = "screens: { dialects: { PageObject: robot } }\nrobots: { load_checks: [waitForExistence] }"
        XCTAssertEqual(try missingOnLoad(source, configuration: configuration), ["17 AboutPageObject's load c"])
    }

    /// A robot that only starts the app (no element, a method that launches) is no screen a test lands
    /// on: it needs no load check. One with an element does.
    func testALauncherRobotNeedsNoLoadCheck() throws {
        let source = """
            import XCTest
            protocol Robot {}
            extension Robot { var app: XCUIApplication { XCUIApplication() } }
            class AppRobot: Robot {
                @discardableResult
                func launchApp() -> MainRobot { app.launch(); return MainRobot() }
            }
            class SplashRobot: Robot {
                var logo: XCUIElement { app.images["splash.logo"] }
                func launchApp() -> MainRobot { app.launch(); return MainRobot() }
            }
            class MainRobot: Robot {
                private var cell: XCUIElement { app.cells["main.cell"] }
                func assertVisible() { XCTAssertTrue(cell.waitForExistence(timeout: 5)) }
            }
            """
        XCTAssertEqual(try missingOnLoad(source, configuration: "screens: { dialects: { Robot: robot } }"), ["8 SplashRobot has no load "])
        // One that finds its elements in place, and relaunches, is a screen.
        let inPlace = """
            import XCTest
            class Robot { let app = XCUIApplication() }
            final class LoginRobot: Robot {
                func relaunch() -> LoginRobot { app.terminate(); app.launch(); return self }
                func submit() { app.buttons["login.submit"].tap() }
            }
            """
        XCTAssertEqual(try missingOnLoad(inPlace, configuration: "robots: { names: [\"*Robot\"] }"), ["3 LoginRobot has no load c"])
    }

    /// Wikipedia's `WikipediaAppRobot`: launched by a helper of `XCTestCase`, no element, and only the
    /// robots of the screens to hand out. No screen either; a robot with nothing at all is one still to write.
    func testAHubRobotThatHandsOutOtherRobotsNeedsNoLoadCheck() throws {
        let source = """
            import XCTest
            protocol ScreenRobot { var app: XCUIApplication { get } }
            struct AppRobot: ScreenRobot {
                let app: XCUIApplication
                var explore: ExploreRobot { ExploreRobot(app: app) }
                func terminate() -> Self { app.terminate(); return self }
            }
            struct ReceiptRobot: ScreenRobot {
                let app: XCUIApplication
                func terminate() -> Self { app.terminate(); return self }
            }
            struct ExploreRobot: ScreenRobot {
                let app: XCUIApplication
                var exploreView: XCUIElement { app.otherElements["explore.view"] }
                func assertVisible() -> Self { XCTAssertTrue(exploreView.waitForExistence(timeout: 5)); return self }
            }
            struct SettingsRobot: ScreenRobot {
                let app: XCUIApplication
                func button(_ id: String) -> XCUIElement { app.descendants(matching: .any)[id] }
                func goToMain() -> ExploreRobot { button("settings.close").tap(); return ExploreRobot(app: app) }
            }
            extension XCTestCase {
                func launchApp() -> AppRobot { let app = XCUIApplication(); app.launch(); return AppRobot(app: app) }
            }
            """
        // A robot that taps through a builder of its own, or a framework's, does something on a screen: one to check.
        XCTAssertEqual(try missingOnLoad(source, configuration: "screens: { dialects: { ScreenRobot: robot } }"),
                       ["8 ReceiptRobot has no load", "17 SettingsRobot has no loa"])
    }
}
