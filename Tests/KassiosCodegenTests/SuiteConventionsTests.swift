@testable import KassiosCodegen
import KassiosModel
import KassiosSyntax
import XCTest

/// The suite as it is, configured or not: robots found without `robots:`, one element
/// behind two names, and types the suite declares never written again.
final class SuiteConventionsTests: XCTestCase {
    func catalog(_ sources: [(path: String, text: String)], model: ModelConfiguration = ModelConfiguration()) -> Catalog {
        let files = sources.map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) }
        return CatalogBuilder.build(project: Project(files: files, configuration: model), dumps: SuiteFixture.dumps)
    }

    /// Without `robots:` in the configuration, robots are found as `kassios map` finds them, and are robots by their names.
    func testRobotsAreFoundWithoutTheRobotsSetting() {
        let unconfigured = catalog(SuiteFixture.sources)
        let kinds = Dictionary(uniqueKeysWithValues: unconfigured.containers.map { ($0.name, $0.kind) })
        XCTAssertEqual(kinds["ProfileRobot"], .robot)
        XCTAssertEqual(kinds["HomeRobot"], .robot)
        XCTAssertEqual(kinds["SearchPage"], .pageObject)
        XCTAssertEqual(kinds["LoginScreen"], .screen)
        XCTAssertNil(kinds["Robot"], "the base class declares no elements")
        let planner = CasePlanner(catalog: unconfigured, configuration: SuiteFixture.configuration, style: .robot)
        let plan = planner.plan(SuiteFixture.testCase(["Open the profile", "Type \"Grace\" into the name field", "Tap the avatar"]))
        XCTAssertEqual(plan.items.map(\.outcome.summary),
                       ["HomeRobot.openProfile()", "ProfileRobot.typeName(\"Grace\")", "ProfileRobot.tapAvatar() (stub generated)"])
    }

    /// Generated code names an element as `page.element`: an element a method returns
    /// (`func getSearchBar() -> XCUIElement`), or a static one of a page used through an instance,
    /// is left out of the catalog rather than written so, which would not compile (a static page's
    /// are named through its type, as `ExamplesGenerationTests` shows).
    func testElementsMethodsReturnAreNotWrittenAsProperties() {
        let catalog = catalog([("SearchPage.swift", """
            final class SearchPage {
                let app = XCUIApplication()
                var field: XCUIElement { app.searchFields["search.field"] }
                static var header: XCUIElement { XCUIApplication().staticTexts["search.header"] }
                func getSearchBar() -> XCUIElement { app.otherElements["search.bar"] }
                func cancelButton() -> XCUIElement {
                    let button = app.buttons["search.cancel"]
                    XCTAssertTrue(button.waitForExistence(timeout: 5))
                    return button
                }
            }
            """)])
        let page = catalog.containers.first { $0.name == "SearchPage" }
        XCTAssertEqual(page?.elements.map(\.name), ["field"])
    }

    /// A static-enum page's cases are its elements, and generated code names each through the
    /// member that gives it (`LoginPage.email.element`), as the suite's tests do. A step the page
    /// cannot prove by itself (it has no load check) is refused as such.
    func testAStaticEnumPagesCasesAreWrittenThroughTheirAccessor() {
        let catalog = catalog([("Pages/LoginPage.swift", """
            enum LoginPage: String {
                case email = "login.email"
                case submit = "login.submit"
                var element: XCUIElement {
                    switch self {
                    case .email: return XCUIApplication().textFields[rawValue]
                    case .submit: return XCUIApplication().buttons[rawValue]
                    }
                }
                var heading: XCUIElement { XCUIApplication().staticTexts["login.heading"] }
            }
            """)])
        let page = catalog.containers.first { $0.name == "LoginPage" }
        XCTAssertEqual(page?.kind, .staticPageObject)
        XCTAssertEqual(page?.elements.map(\.reference), ["email.element", "submit.element", "email.heading"])
        let planner = CasePlanner(catalog: catalog, configuration: SuiteFixture.configuration, style: .kassios)
        let plan = planner.plan(SuiteFixture.testCase(["Enter \"me@example.com\" into email on the login page", "Tap submit",
                                                       "Tap heading", "See the login page"]))
        let body = MethodBodyRenderer.render(plan, catalog: catalog, style: .kassios).joined(separator: "\n")
        XCTAssertTrue(body.contains("LoginPage.email.element.typeText(\"me@example.com\")"), body)
        XCTAssertTrue(body.contains("LoginPage.submit.element.tap()"), body)
        // An instance member that is every case's element is reached through a case.
        XCTAssertTrue(body.contains("LoginPage.email.heading.tap()"), body)
        XCTAssertEqual(plan.items.last?.outcome.summary, "✗ LoginPage has no load check to wait for; name the element of it to check")
    }

    /// Hymns' `verifyAboutUsDialogExists()` and `verifyAboutUsDialogNotExists()`: "is shown" calls the
    /// first, "is not shown" the second (not a drafted duplicate), by what each asserts of the element,
    /// not by its name: `verifyNoResultsLabelVisible()` asserts the label is there, and
    /// `verifyErrorDismissed()` that the title is. Two checks alike are refused, each candidate written
    /// as it is called.
    func testWhatACheckAssertsOfTheElementSaysWhetherItIsShownOrNot() {
        let pages = ("Pages/SettingsPage.swift", """
            class SettingsPage {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                func verifyAboutUsDialogExists() -> SettingsPage {
                    XCTAssertTrue(app.staticTexts["Hello there"].exists)
                    return self
                }
                func verifyAboutUsDialogNotExists() -> SettingsPage {
                    XCTAssertFalse(app.staticTexts["Hello there"].exists)
                    return self
                }
                func verifyVersionShown() -> SettingsPage {
                    XCTAssertTrue(app.staticTexts["settings.version"].exists)
                    return self
                }
                func checkVersion(timeout: Double = 5) -> SettingsPage {
                    XCTAssertTrue(app.staticTexts["settings.version"].waitForExistence(timeout: timeout))
                    return self
                }
            }
            """)
        let settings = CasePlanner(catalog: catalog([pages]), configuration: SuiteFixture.configuration, style: .robot)
        XCTAssertEqual(settings.plan(SuiteFixture.testCase(["Verify \"Hello there\" is shown", "\"Hello there\" is not shown",
                                                             "the settings version is shown"])).items.map(\.outcome.summary), [
            "SettingsPage.verifyAboutUsDialogExists()",
            "SettingsPage.verifyAboutUsDialogNotExists()",
            "✗ SettingsPage has several methods that do this | SettingsPage.verifyVersionShown(), SettingsPage.checkVersion()",
        ])
        var model = ModelConfiguration()
        model.robotRoots = ["Robot"]
        let robots = ("Robots/SearchRobot.swift", """
            class Robot { let app = XCUIApplication() }
            final class SearchRobot: Robot {
                private lazy var noResultsLabel = app.staticTexts["search.noResults"]
                private lazy var welcomeTitle = app.staticTexts["search.welcome"]
                private lazy var errorBanner = app.otherElements["search.error"]
                func assertVisible() { XCTAssert(welcomeTitle.waitForExistence(timeout: 5)) }
                @discardableResult func verifyNoResultsLabelVisible() -> Self {
                    XCTAssertTrue(noResultsLabel.waitForExistence(timeout: 5))
                    return self
                }
                @discardableResult func verifyErrorDismissed() -> Self {
                    XCTAssertTrue(errorBanner.waitForNonExistence(timeout: 5))
                    XCTAssertTrue(welcomeTitle.waitForExistence(timeout: 5))
                    return self
                }
            }
            """)
        let search = CasePlanner(catalog: catalog([robots], model: model), configuration: SuiteFixture.configuration, style: .robot)
        XCTAssertEqual(search.plan(SuiteFixture.testCase(["the no results label is shown", "the no results label is not shown",
                                                           "the welcome title is not shown", "the error banner is not shown"]))
                        .items.map(\.outcome.summary), [
            "SearchRobot.verifyNoResultsLabelVisible()",
            "SearchRobot.assertNoResultsHidden() (stub generated)",
            "SearchRobot.assertWelcomeTitleHidden() (stub generated)",
            "SearchRobot.verifyErrorDismissed()",
        ])
    }

    /// Absence asserted in any of the forms suites write it (`XCTAssertFalse(x.waitForExistence(…))`,
    /// `XCTAssert(x.exists == false)`, `XCTAssertEqual(x.exists, false)`) is a check for "is not shown",
    /// and none for "is shown"; nor is a check whose name says absence, whatever it asserts.
    func testEveryFormOfAnAbsenceCheckIsOneForIsNotShown() {
        let robots = ("Robots/FeedRobot.swift", """
            final class FeedRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                lazy var spinner = app.activityIndicators["feed.spinner"]
                lazy var emptyLabel = app.staticTexts["feed.empty"]
                lazy var banner = app.otherElements["feed.banner"]
                lazy var errorLabel = app.staticTexts["feed.error"]
                func verifySpinnerGone() { XCTAssertFalse(spinner.waitForExistence(timeout: 2)) }
                func verifyEmptyHidden() { XCTAssert(emptyLabel.exists == false) }
                func verifyBannerDismissed() { XCTAssertEqual(banner.exists, false, "banner should be dismissed") }
                func verifyErrorNotShown() { XCTAssertTrue(errorLabel.label.isEmpty || errorLabel.exists) }
                // DSSwiftUI's checks keep the read in a local first.
                lazy var scrobbleButton = app.buttons["scrobbleButton"]
                func verifyScrobbleButtonShowing() {
                    let scrobbleButtonExists = scrobbleButton.exists
                    XCTAssert(scrobbleButtonExists)
                }
                func verifyScrobbleButtonHidden() {
                    let scrobbleButtonExists = scrobbleButton.exists
                    XCTAssertFalse(scrobbleButtonExists)
                }
            }
            """)
        let planner = CasePlanner(catalog: catalog([robots]), configuration: SuiteFixture.configuration, style: .robot)
        let items = ["spinner", "empty label", "banner", "error label", "scrobble button"].flatMap { ["the \($0) is shown", "the \($0) is not shown"] }
        XCTAssertEqual(items.map { planner.plan(SuiteFixture.testCase([$0])).items.first?.outcome.summary ?? "" }, [
            "FeedRobot.assertSpinnerVisible() (stub generated)", "FeedRobot.verifySpinnerGone()",
            "FeedRobot.assertEmptyVisible() (stub generated)", "FeedRobot.verifyEmptyHidden()",
            "FeedRobot.assertBannerVisible() (stub generated)", "FeedRobot.verifyBannerDismissed()",
            // Named for absence, asserting none: neither.
            "FeedRobot.assertErrorVisible() (stub generated)", "FeedRobot.assertErrorHidden() (stub generated)",
            "FeedRobot.verifyScrobbleButtonShowing()", "FeedRobot.verifyScrobbleButtonHidden()",
        ])
    }

    /// Tapped things go by many names ("the Settings icon" for `settingsButton`, "the Help button" for
    /// `helpCell`); a field is typed into, and "the search field" is no "Search tab" button, nor "the
    /// message field" a `messageLabel`.
    func testOnlyAFieldIsHeldToItsKind() {
        let robots = ("Robots/LoginRobot.swift", """
            final class LoginRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                lazy var settingsButton = app.buttons["login_gear"]
                lazy var helpCell = app.cells["login_support"]
                lazy var searchTab = app.buttons["Search tab"]
                lazy var messageLabel = app.staticTexts["chat_last"]
            }
            """)
        let planner = CasePlanner(catalog: catalog([robots]), configuration: SuiteFixture.configuration, style: .robot)
        let steps = ["Tap the Settings icon", "Tap the Help button", "Enter \"1151\" into the search field", "Tap the message field"]
        XCTAssertEqual(steps.map { planner.plan(SuiteFixture.testCase([$0])).items.first?.outcome.summary ?? "" }, [
            "LoginRobot.tapSettings() (stub generated)", "LoginRobot.tapHelp() (stub generated)",
            "✗ no element matched 'search' | LoginRobot.searchTab (\"Search tab\")",
            "✗ no element matched 'message' | LoginRobot.messageLabel (\"chat_last\")",
        ])
    }

    /// "Title" and "message" both say a text: "the tip title" is MetroBuddy's `tipTitle`, which carries the
    /// word as the step writes it, not `tipMessage`; "the tip text" still fits both.
    func testATypeWordAsWrittenTellsTwoTextsApart() {
        let page = ("Pages/MetroCardPage.swift", """
            final class MetroCardPage {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var tipTitle: XCUIElement { app.staticTexts["tip-title"] }
                var tipMessage: XCUIElement { app.staticTexts["tip-message"] }
            }
            """)
        let planner = CasePlanner(catalog: catalog([page]), configuration: SuiteFixture.configuration, style: .robot)
        let steps = ["Verify the tip title is shown", "Verify the tip message is shown", "Verify the tip text is shown"]
        XCTAssertEqual(steps.map { planner.plan(SuiteFixture.testCase([$0])).items.first?.outcome.summary ?? "" }, [
            "MetroCardPage.tipTitle: assertVisible", "MetroCardPage.tipMessage: assertVisible",
            "✗ ambiguous: 'tip' fits 2 elements of MetroCardPage equally well (by name) | MetroCardPage.tipTitle (\"tip-title\"), MetroCardPage.tipMessage (\"tip-message\")",
        ])
    }

    /// HackersUITests' navigation-bar buttons are found by position (`navigationSettingsButton`): "the
    /// settings button" is the one whose name ends with the step's words and kind, less sure than a name
    /// said whole; without the kind ("Tap settings") the words alone do not reach it.
    func testANameEndingWithTheStepsWordsAndKindIsTheElement() {
        let page = ("Pages/FeedsPage.swift", """
            final class FeedsPage {
                let app = XCUIApplication()
                lazy var navigationSettingsButton = app.navigationBars.buttons.element(boundBy: 1)
                lazy var feedCell = app.cells["feedCell"].firstMatch
            }
            """)
        let planner = CasePlanner(catalog: catalog([page]), configuration: SuiteFixture.configuration, style: .robot)
        let plan = planner.plan(SuiteFixture.testCase(["Tap the settings button"]))
        XCTAssertEqual(plan.items.first?.outcome.summary, "FeedsPage.navigationSettingsButton: tap")
        guard case .automated(_, let evidence?) = plan.items.first?.outcome else { return XCTFail("\(plan.items)") }
        XCTAssertTrue(evidence.contains("name navigationSettingsButton, which ends with the step's words"), evidence)
        XCTAssertNotEqual(planner.plan(SuiteFixture.testCase(["Tap settings"])).items.first?.outcome.summary,
                          "FeedsPage.navigationSettingsButton: tap")
    }

    /// TrialTask's `LogInScreen` is "the Log In screen" ("In" is no preposition before a screen's name)
    /// or "the LogIn screen"; Hymns' `HomeViewCan` is "the Home screen", its name beginning so and going
    /// on with words that name no screen. A beginning two names share is refused as ambiguous.
    func testAScreenIsNamedByItsWordsAsOneWordOrByItsNamesBeginning() {
        let screens = ("Screens/Screens.swift", """
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
            }
            final class LogInScreen: Robot {
                private var logIn: XCUIElement { app.buttons["login.submit"] }
                func assertVisible() { XCTAssert(logIn.waitForExistence(timeout: 5)) }
            }
            final class HomeViewCan: Robot {
                private var title: XCUIElement { app.staticTexts["home.title"] }
                func assertVisible() { XCTAssert(title.waitForExistence(timeout: 5)) }
            }
            final class SearchViewCan: Robot {
                private var list: XCUIElement { app.tables["results.list"] }
                func assertVisible() { XCTAssert(list.waitForExistence(timeout: 5)) }
            }
            final class SearchVC: Robot {
                private var list: XCUIElement { app.tables["filters.list"] }
                func assertVisible() { XCTAssert(list.waitForExistence(timeout: 5)) }
            }
            final class LoginErrorAlertRobot: Robot {
                private var ok: XCUIElement { app.alerts.buttons["login.error.ok"] }
                func assertVisible() { XCTAssert(ok.waitForExistence(timeout: 5)) }
            }
            """)
        var model = ModelConfiguration()
        model.robotRoots = ["Robot"]
        let catalog = catalog([screens], model: model)
        let planner = CasePlanner(catalog: catalog, configuration: SuiteFixture.configuration, style: .robot)
        let checks = ["the Log In screen is shown", "the LogIn screen is shown", "the Home screen is shown", "the Search screen is shown",
                      "the Login Error screen is shown"]
        // What a name adds past the words must say no more than that it is a screen object: a login
        // error alert is no login screen.
        XCTAssertEqual(checks.map { planner.plan(SuiteFixture.testCase([$0])).items.first?.outcome.summary }, [
            "LogInScreen.assertVisible()", "LogInScreen.assertVisible()", "HomeViewCan.assertVisible()",
            "✗ ambiguous: several screens' names begin with 'Search' | SearchVC, SearchViewCan",
            "✗ no screen object is called 'Login Error' | LoginErrorAlertRobot",
        ])
    }

    /// TrialTask's screens each `override func waitForScreenLoaded() {}`: called for "the Settings
    /// screen is shown", the test would pass on any screen. A load check whose waits are all dropped
    /// is as hollow; one that asserts, or calls a helper of the suite's that may, is called.
    func testALoadCheckThatCanNeverFailIsNotWhatProvesTheScreenIsShown() {
        let screens = ("Screens/Screens.swift", """
            class Screen {
                static let app = XCUIApplication()
                func waitForScreenLoaded() {}
                required init() { waitForScreenLoaded() }
            }
            final class SettingsScreen: Screen {
                private let aboutCell = app.cells["settings.about"]
                override func waitForScreenLoaded() {}
            }
            final class AboutScreen: Screen {
                private let closeButton = app.buttons["about.close"]
                override func waitForScreenLoaded() { _ = closeButton.waitForExistence(timeout: 5) }
            }
            final class ChatScreen: Screen {
                private let send = app.buttons["chat.send"]
                override func waitForScreenLoaded() { waitFor(send) }
                func waitFor(_ element: XCUIElement) { XCTAssert(element.waitForExistence(timeout: 5)) }
            }
            """)
        // Named as the configuration's load check, and found by its name alone.
        for loadChecks in [["waitForScreenLoaded"], ["assertVisible"]] {
            var model = ModelConfiguration()
            model.robotRoots = ["Screen"]
            model.robotLoadChecks = loadChecks
            let catalog = catalog([screens], model: model)
            let planner = CasePlanner(catalog: catalog, configuration: SuiteFixture.configuration, style: .robot, robotLoadChecks: loadChecks)
            let plan = planner.plan(SuiteFixture.testCase(["See the settings screen", "See the about screen", "See the chat screen"]))
            XCTAssertEqual(plan.items.map(\.outcome.summary), [
                "✗ SettingsScreen.waitForScreenLoaded() asserts nothing, so the test would pass on any screen; "
                    + "name the element of SettingsScreen to check, or make waitForScreenLoaded() assert one",
                "✗ AboutScreen.waitForScreenLoaded() asserts nothing, so the test would pass on any screen; "
                    + "name the element of AboutScreen to check, or make waitForScreenLoaded() assert one",
                "ChatScreen.waitForScreenLoaded()",
            ], "load checks \(loadChecks)")
        }
    }

    /// `saveButton` and `save` are both "profile.save": one element, not an ambiguity.
    func testTwoNamesForOneIdentifierAreOneElement() {
        let robot = ("Robots/ProfileRobot.swift", """
        class Robot {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }
        }
        final class ProfileRobot: Robot {
            private var saveButton: XCUIElement { app.buttons["profile.save"] }
            private var save: XCUIElement { app.buttons["profile.save"] }
            private var cancel: XCUIElement { app.buttons["profile.cancel"] }
            private var close: XCUIElement { app.buttons["profile.close"] }
            @discardableResult
            func tapSave() -> Self {
                saveButton.tap()
                return self
            }
        }
        """)
        let planner = CasePlanner(catalog: catalog([robot]), configuration: TestGenerationConfiguration(), style: .robot)
        let plan = planner.plan(SuiteFixture.testCase(["Tap Save"]))
        XCTAssertEqual(plan.items.map(\.outcome.summary), ["ProfileRobot.tapSave()"])
        XCTAssertEqual(plan.items[0].notes, [
            "ProfileRobot.save and ProfileRobot.saveButton are one element (\"profile.save\"); the test uses saveButton, the one ProfileRobot's methods use",
        ])
        // Where no method uses either, the first by name, and said so; two identifiers stay an ambiguity.
        let page = ("Pages/ProfilePage.swift", """
        struct ProfilePage {
            let app: XCUIApplication
            var saveButton: XCUIElement { app.buttons["profile.save"] }
            var save: XCUIElement { app.buttons["profile.save"] }
            var done: XCUIElement { app.buttons["profile.done"] }
            var doneButton: XCUIElement { app.buttons["profile.doneButton"] }
        }
        """)
        let pages = CasePlanner(catalog: catalog([page]), configuration: TestGenerationConfiguration(), style: .kassios)
        let saved = pages.plan(SuiteFixture.testCase(["Tap Save", "Tap Done"]))
        XCTAssertEqual(saved.items.map(\.outcome.summary), [
            "ProfilePage.save: tap",
            "✗ ambiguous: 'Done' fits 2 elements of ProfilePage equally well (by name) | ProfilePage.done (\"profile.done\"), ProfilePage.doneButton (\"profile.doneButton\")",
        ])
        XCTAssertEqual(saved.items[0].notes, ["ProfilePage.save and ProfilePage.saveButton are one element (\"profile.save\"); the test uses save, the first by name"])
    }

    /// tasks-ui-tests' `SleepScreen: TasksScreen`: a page object has the elements its superclasses
    /// declare; "the sleep checkbox" is `sleepCheckbox` (a checkbox is a switch, and the name says so),
    /// not the page's own `sleepPage`; and an element both have is the declaring class's when the test
    /// is on neither.
    func testAPageObjectHasItsSuperclassesElements() {
        let pages = ("Pages/Pages.swift", """
        class BaseScreen { static let app = XCUIApplication() }
        class TasksScreen: BaseScreen {
            let moreInfoIcon = app.tables.buttons["More Info"]
            let sleepCheckbox = app.tables.cells["sleep.checkbox"]
        }
        class SleepScreen: TasksScreen {
            let sleepPage = app.staticTexts["Sleep"]
        }
        """)
        let catalog = catalog([pages])
        XCTAssertEqual(catalog.container(named: "SleepScreen")?.elements.map { "\($0.declaredIn).\($0.name)" },
                       ["SleepScreen.sleepPage", "TasksScreen.moreInfoIcon", "TasksScreen.sleepCheckbox"])
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), style: .robot)
        XCTAssertEqual(planner.plan(SuiteFixture.testCase(["Tap \"More Info\"", "Tap the sleep checkbox"])).items.map(\.outcome.summary),
                       ["TasksScreen.moreInfoIcon: tap", "TasksScreen.sleepCheckbox: tap"])
        // With where the test is unknown, the element that carries more of the step's words (`sleepCheckbox`,
        // not `sleepPage`), which both screens have: the declaring class's.
        let unknown = planner.plan(SuiteFixture.testCase(["the Sleep screen is shown", "Tap the sleep checkbox"]))
        XCTAssertEqual(unknown.items.last?.outcome.summary, "TasksScreen.sleepCheckbox: tap")
        // Words that fit elements of two screens as well stay a choice for a person.
        let two = ("Pages/Two.swift", """
        class BaseScreen { static let app = XCUIApplication() }
        class HomeScreen: BaseScreen { let browseTab = app.buttons["browse_tab"] }
        class BrowseScreen: BaseScreen { let browseTitle = app.staticTexts["Browse"] }
        class SearchScreen: BaseScreen { let browseTab = app.buttons["search.browse_tab"] }
        """)
        let twoPlanner = CasePlanner(catalog: self.catalog([two]), configuration: TestGenerationConfiguration(), style: .robot)
        XCTAssertEqual(twoPlanner.plan(SuiteFixture.testCase(["the Home screen is shown", "Tap the browse tab"])).items.last?.outcome.summary,
                       "✗ ambiguous: 'browse' fits elements of several screens equally well | HomeScreen.browseTab (\"browse_tab\"), SearchScreen.browseTab (\"search.browse_tab\")")
    }

    /// Two names for one element under the same queries, one of them read through a property
    /// (`navBar.buttons["profile.save"]`) or through another way to pick the alert, are one element.
    func testTheQueriesAnElementIsUnderAreReadThroughProperties() {
        let page = ("Pages/ProfilePage.swift", """
        struct ProfilePage {
            let app: XCUIApplication
            var navBar: XCUIElement { app.navigationBars["profile.nav"] }
            var saveButton: XCUIElement { app.navigationBars["profile.nav"].buttons["profile.save"] }
            var save: XCUIElement { navBar.buttons["profile.save"] }
            var okButton: XCUIElement { app.alerts.element.buttons["profile.ok"] }
            var ok: XCUIElement { app.alerts.firstMatch.buttons["profile.ok"] }
        }
        """)
        let catalog = catalog([page])
        XCTAssertEqual(catalog.container(named: "ProfilePage")?.elements.map { "\($0.name): \($0.scope)" },
                       ["navBar: ", "saveButton: navigationBars[\"profile.nav\"]", "save: navigationBars[\"profile.nav\"]", "okButton: alerts", "ok: alerts"])
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), style: .robot)
        XCTAssertEqual(planner.plan(SuiteFixture.testCase(["Tap Save", "Tap OK"])).items.map(\.outcome.summary), ["ProfilePage.save: tap", "ProfilePage.ok: tap"])
        // A property a superclass declares is read through too.
        let based = self.catalog([("Pages/Pages.swift", """
        class BasePage {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }
            var navBar: XCUIElement { app.navigationBars["profile.nav"] }
        }
        final class EditPage: BasePage {
            var saveButton: XCUIElement { app.navigationBars["profile.nav"].buttons["profile.save"] }
            var save: XCUIElement { navBar.buttons["profile.save"] }
        }
        """)])
        XCTAssertEqual(based.container(named: "EditPage")?.elements.filter { $0.name.hasPrefix("save") }.map(\.scope),
                       ["navigationBars[\"profile.nav\"]", "navigationBars[\"profile.nav\"]"])
    }

    /// tasks-ui-tests' "Logout": the button that opens the alert (`app.buttons["Logout"]`) and the
    /// alert's own (`app.alerts.buttons["Logout"]`) are two elements, a choice left to a person.
    func testOneIdentifierUnderAnotherQueryIsAnotherElement() {
        let screen = ("Screens/AccountScreen.swift", """
        class AccountScreen {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }
            var logoutButton: XCUIElement { app.buttons["Logout"] }
            var confirmLogout: XCUIElement { app.alerts.buttons["Logout"] }
            var confirmAgain: XCUIElement { app.alerts.firstMatch.buttons["Logout"] }
            var rowLogout: XCUIElement { app.tables["account.list"].cells.buttons["Logout"] }
            func logout() {
                logoutButton.tap()
                confirmLogout.tap()
            }
        }
        """)
        let catalog = catalog([screen])
        // `firstMatch` picks one of the query and changes nothing of where it is.
        XCTAssertEqual(catalog.container(named: "AccountScreen")?.elements.map(\.scope), ["", "alerts", "alerts", "tables[\"account.list\"].cells"])
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), style: .robot)
        XCTAssertEqual(planner.plan(SuiteFixture.testCase(["Tap \"Logout\""])).items.map(\.outcome.summary), [
            "✗ ambiguous: 'Logout' fits 4 elements of AccountScreen equally well (by identifier) | AccountScreen.logoutButton (\"Logout\"), "
                + "AccountScreen.confirmLogout (\"Logout\"), AccountScreen.confirmAgain (\"Logout\"), AccountScreen.rowLogout (\"Logout\")",
        ])
    }
}
