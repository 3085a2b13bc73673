import XCTest
import KassiosTestSupport
import KassiosLint
@testable import KassiosMap

/// `kassios map --path`: name resolution, the shortest way, and the code in the suite's style.
final class PathQueryTests: XCTestCase {
    static let suite = [fixtureScreens, RobotAndDocCommentTests.robots, (path: "Tests.swift", source: """
    final class T: KassTestCase {
        func test_transfer() {
            launch(arguments: ["-uiTesting"], environment: ["AUTH": "none"])
            onScreen(LoginScreen.self) { $0.submit.tap() }
            onScreen(HomeScreen.self) { $0.transferTile.tap() }
            onScreen(TransferScreen.self) { $0.review.assertVisible() }
        }
        func test_quick() {
            onScreen(LoginScreen.self) { $0.email.assertVisible() }
            onScreen(TransferScreen.self)
        }
    }
    final class ProfileTests: XCTestCase {
        let app = XCUIApplication()
        override func setUp() { app.launch() }
        func test_profile() { HomeRobot(app: app).openProfile().typeName("Ada") }
    }
    """)]

    func testKassiOSScreensAreWrittenAsOnScreenBlocksFromTheLaunch() throws {
        let graph = makeGraph(PathQueryTests.suite)
        let query = try PathQuery(graph: graph, from: "launch", to: "Transfer")
        XCTAssertEqual(query.code, """
        // T.test_transfer() → TransferScreen: 3 transitions
        // launch: T.test_transfer() (Tests.swift:3)
        launch(arguments: ["-uiTesting"], environment: ["AUTH": "none"])
        onScreen(LoginScreen.self) { $0.submit.tap() }
        onScreen(HomeScreen.self) { $0.transferTile.tap() }
        assertOnScreen(TransferScreen.self)

        """)
        XCTAssertEqual(query.steps, ["T.test_transfer() --launch--> LoginScreen", "LoginScreen --submit.tap()--> HomeScreen",
                                     "HomeScreen --transferTile.tap()--> TransferScreen"])
    }

    func testASuspiciousShortcutIsTakenOnlyWhenThereIsNoOtherWay() throws {
        let graph = makeGraph(PathQueryTests.suite)
        XCTAssertEqual(try PathQuery(graph: graph, from: "LoginScreen", to: "TransferScreen").edges.count, 2)
        let only = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class T: KassTestCase {
            func test_quick() {
                onScreen(LoginScreen.self) { $0.email.assertVisible() }
                onScreen(TransferScreen.self)
            }
        }
        """)])
        XCTAssertEqual(try PathQuery(graph: only, from: "Login", to: "Transfer").code, """
        // LoginScreen → TransferScreen: 1 transition
        assertOnScreen(LoginScreen.self)  // ⚠ the tests do nothing here before TransferScreen shows (Tests.swift:4)
        assertOnScreen(TransferScreen.self)

        """)
    }

    /// Mullvad's page base and the header bar every page shows.
    static let mullvadPageAndHeaderBar = """
        class Page {
            let app: XCUIApplication
            init(_ app: XCUIApplication) { self.app = app }
        }
        class HeaderBar: Page {
            @discardableResult func tapSettingsButton() -> Self { app.buttons["header.settings"].tap(); return self }
        }
        """

    /// Mullvad's `LoginPage(app)` and then `HeaderBar(app)` with nothing done between: in a suite of
    /// page objects, the page is made as the suite makes it, not waited for with KassiOS's
    /// `assertOnScreen`, which it does not have.
    func testASuspiciousStepOfPageObjectsMakesThePage() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            \(PathQueryTests.mullvadPageAndHeaderBar)
            class LoginPage: Page {
                @discardableResult func tapSubmit() -> Self { app.buttons["login.submit"].tap(); return self }
            }
            class SettingsPage: Page {
                @discardableResult func tapDoneButton() -> Self { app.buttons["settings.done"].tap(); return self }
            }
            """), (path: "SettingsTests.swift", source: """
            class SettingsTests: XCTestCase {
                let app = XCUIApplication()
                func testSettingsFromLogin() {
                    LoginPage(app)
                    HeaderBar(app).tapSettingsButton()
                    SettingsPage(app).tapDoneButton()
                }
            }
            """)], robots: ["Page"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "LoginPage", to: "SettingsPage").code, """
        // LoginPage → SettingsPage: 2 transitions
        _ = LoginPage(app)  // ⚠ the tests do nothing here before HeaderBar shows (SettingsTests.swift:5)
        HeaderBar(app).tapSettingsButton()
        _ = SettingsPage(app)

        """)
    }

    /// Mullvad's `try FirewallClient.blockUDPTraffic(to:)` between two pages: the way's statement is
    /// written with the `try` the test gave it, or the pasted code does not compile.
    func testAStatementKeepsTheTryTheTestWrote() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            \(PathQueryTests.mullvadPageAndHeaderBar)
            class TunnelPage: Page {
                @discardableResult func tapDisconnect() -> Self { app.buttons["tunnel.disconnect"].tap(); return self }
            }
            enum FirewallClient {
                static func blockUDPTraffic(to ip: String) throws {}
            }
            """), (path: "RelayTests.swift", source: """
            class RelayTests: XCTestCase {
                let app = XCUIApplication()
                func testRelay() async throws {
                    TunnelPage(app).tapDisconnect()
                    try await FirewallClient.blockUDPTraffic(to: "10.0.0.1")
                    HeaderBar(app).tapSettingsButton()
                }
            }
            """)], robots: ["Page"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "TunnelPage", to: "HeaderBar").code, """
        // TunnelPage → HeaderBar: 1 transition
        try await FirewallClient.blockUDPTraffic(to: "10.0.0.1")
        _ = HeaderBar(app)

        """)
    }

    /// ProtonVPN's `goToProfilesTab()` and a generic `backToPreviousTab(robot:_:)` that needs a tab's
    /// name: of equally short ways, the one with fewer placeholders to fill in, whatever its spelling;
    /// over two steps too, counting every step's.
    func testOfEquallyShortWaysTheOneWithFewerPlaceholdersIsTaken() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class Robot { let app = XCUIApplication() }
            final class MainRobot: Robot {
                func assertVisible() { XCTAssertTrue(app.tabBars.firstMatch.exists) }
                func backToPreviousTab<T: Robot>(robot _: T.Type, _ name: String) -> T {
                    app.tabBars.buttons[name].tap()
                    return T()
                }
                func goToProfilesTab() -> ProfileRobot { app.tabBars.buttons["Profiles"].tap(); return ProfileRobot() }
                func openCountry(_ name: String) -> CountryRobot { app.cells[name].tap(); return CountryRobot() }
                func openServers() -> ServersRobot { app.buttons["servers"].tap(); return ServersRobot() }
            }
            final class ProfileRobot: Robot {
                func assertVisible() { XCTAssertTrue(app.tables["profiles"].exists) }
            }
            final class CountryRobot: Robot {
                func assertVisible() { XCTAssertTrue(app.tables["country"].exists) }
                func connect() -> StatusRobot { app.buttons["connect"].tap(); return StatusRobot() }
            }
            final class ServersRobot: Robot {
                func assertVisible() { XCTAssertTrue(app.tables["servers"].exists) }
                func connectFastest() -> StatusRobot { app.buttons["fastest"].tap(); return StatusRobot() }
            }
            final class StatusRobot: Robot {
                func assertVisible() { XCTAssertTrue(app.staticTexts["status"].exists) }
            }
            """), (path: "Tests.swift", source: """
            final class ProfileTests: XCTestCase {
                func testBack() { MainRobot().backToPreviousTab(robot: ProfileRobot.self, "Profiles").assertVisible() }
            }
            """)], robots: ["Robot"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "MainRobot", to: "ProfileRobot").steps,
                       ["MainRobot --goToProfilesTab()--> ProfileRobot"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "MainRobot", to: "StatusRobot").steps,
                       ["MainRobot --openServers()--> ServersRobot", "ServersRobot --connectFastest()--> StatusRobot"])
    }

    func testRobotsAreWrittenAsOneChain() throws {
        let graph = makeGraph(PathQueryTests.suite)
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "ProfileRobot").code, """
        // ProfileTests.setUp() → ProfileRobot: 2 transitions
        // launch: ProfileTests.setUp() (Tests.swift:15), before each test of its class: write the test there or in a subclass
        //   app.launch()
        HomeRobot(app: app)
            .openProfile()
            .assertVisible()

        """)
    }

    /// A method that returns an optional robot is chained through `?`; a private method, which no
    /// test can call, is no way there.
    func testOptionalRobotsAreChainedThroughAQuestionMarkAndPrivateMethodsAreNoWay() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class Robot { let app: XCUIApplication; init(app: XCUIApplication) { self.app = app } }
            final class LoginRobot: Robot {
                var submit: XCUIElement { app.buttons["login.submit"] }
                func logIn() -> HomeRobot? { submit.tap(); return HomeRobot(app: app) }
                func logInQuietly() { submit.tap(); _ = home().title.waitForExistence(timeout: 5) }
                private func home() -> HomeRobot { HomeRobot(app: app) }
                fileprivate var help: HelpRobot { HelpRobot(app: app) }
            }
            final class HomeRobot: Robot {
                var title: XCUIElement { app.staticTexts["home.title"] }
                func openSettings() -> SettingsRobot { app.buttons["home.settings"].tap(); return SettingsRobot(app: app) }
            }
            final class SettingsRobot: Robot { var list: XCUIElement { app.tables["settings.list"] } }
            final class HelpRobot: Robot { var text: XCUIElement { app.textViews["help.text"] } }
            private extension LoginRobot {
                func skipToHome() -> HomeRobot { HomeRobot(app: app) }
            }
            """)])
        XCTAssertEqual(try PathQuery(graph: graph, from: "LoginRobot", to: "SettingsRobot").code, """
        // LoginRobot → SettingsRobot: 2 transitions
        _ = LoginRobot(app: app)
            .logIn()?
            .openSettings()

        """)
        XCTAssertEqual(edgeLines(graph).filter { $0.hasPrefix("LoginRobot") }, ["LoginRobot -logIn()-> HomeRobot"])
        XCTAssertThrowsError(try PathQuery(graph: graph, from: "LoginRobot", to: "HelpRobot"))

        // An overload that returns an optional is another method: `logIn()` returns the robot itself.
        let overloaded = makeGraph([(path: "Robots.swift", source: """
            class Robot { let app: XCUIApplication; init(app: XCUIApplication) { self.app = app } }
            final class LoginRobot: Robot {
                func logIn() -> HomeRobot { app.buttons["login.submit"].tap(); return HomeRobot(app: app) }
                func logIn(as user: String) -> HomeRobot? { app.typeText(user); return HomeRobot(app: app) }
            }
            final class HomeRobot: Robot {
                var title: XCUIElement { app.staticTexts["home.title"] }
                func openSettings() -> SettingsRobot { app.buttons["home.settings"].tap(); return SettingsRobot(app: app) }
            }
            final class SettingsRobot: Robot { var list: XCUIElement { app.tables["settings.list"] } }
            """)])
        XCTAssertEqual(try PathQuery(graph: overloaded, from: "LoginRobot", to: "SettingsRobot").code, """
        // LoginRobot → SettingsRobot: 2 transitions
        _ = LoginRobot(app: app)
            .logIn()
            .openSettings()

        """)
        XCTAssertEqual(PathCodeWriter.labels("(as: user, 3, \"a, b\")", signature: false), ["as", "_", "_"])
        XCTAssertEqual(PathCodeWriter.labels("(as user: String, _ n: Int = 1, count: Int)", signature: true), ["as", "_", "count"])
    }

    /// A chain whose last call returns a value it must use (no `@discardableResult`) is written after
    /// `_ =`, which a chain of `@discardableResult` calls, or one going on past a call, does without.
    func testAChainEndingWithAResultToUseDiscardsIt() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class Page { let app: XCUIApplication; init(app: XCUIApplication) { self.app = app } }
            final class LoginPage: Page {
                func logIn() -> HomePage { app.buttons["login.submit"].tap(); return HomePage(app: app) }
                @discardableResult func skip() -> HomePage { app.buttons["login.skip"].tap(); return HomePage(app: app) }
                func help() -> HelpPage { app.buttons["login.help"].tap(); return HelpPage(app: app) }
            }
            final class HomePage: Page {
                var title: XCUIElement { app.staticTexts["home.title"] }
                @discardableResult func openSettings() -> SettingsPage { app.buttons["home.settings"].tap(); return SettingsPage(app: app) }
                func openProfile() -> ProfilePage { app.buttons["home.profile"].tap(); return ProfilePage(app: app) }
            }
            final class SettingsPage: Page { var list: XCUIElement { app.tables["settings.list"] } }
            final class ProfilePage: Page {
                var name: XCUIElement { app.staticTexts["profile.name"] }
                func assertVisible() -> Bool { name.waitForExistence(timeout: 5) }
            }
            final class HelpPage: Page { var text: XCUIElement { app.textViews["help.text"] } }
            extension Page {
                func launch() -> Self { app.launch(); return self }
            }
            """), (path: "Tests.swift", source: """
            final class LoginTests: XCTestCase {
                func testHelp() { _ = LoginPage(app: XCUIApplication()).launch().help() }
            }
            """)], robots: ["*Page"])
        // A launch the robot's method does, that returns the robot: the way to it ends with that call.
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "LoginPage").code, """
        // Page.launch() → LoginPage: 1 transition
        // launch: Page.launch() (Pages.swift:19)
        _ = LoginPage(app: app).launch()

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "LoginPage", to: "HelpPage").code, """
        // LoginPage → HelpPage: 1 transition
        _ = LoginPage(app: app).help()

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "HomePage", to: "SettingsPage").code, """
        // HomePage → SettingsPage: 1 transition
        HomePage(app: app).openSettings()

        """)
        // The load check the path ends with is the last call: its `Bool` is the one to use.
        XCTAssertEqual(try PathQuery(graph: graph, from: "HomePage", to: "ProfilePage").code, """
        // HomePage → ProfilePage: 1 transition
        _ = HomePage(app: app)
            .openProfile()
            .assertVisible()

        """)
        XCTAssertTrue(PathCodeWriter.endsWithItsFirstCall("(as: \"a)\") { $0.tap() }"))
        XCTAssertFalse(PathCodeWriter.endsWithItsFirstCall("(matching: \"Item 2\").itemActionButton.tap()"))
    }

    /// UITesting-into-pleasure's `XCUIApplication().launchQuestionnaire()`, an `XCUIApplication` extension
    /// that launches and returns the first page: an entry point whether the app is made in place or held
    /// in a local, and the way from it is called on the test's app, the chain going on from what it returns.
    func testALaunchByAnApplicationExtensionOnAnAppMadeInPlaceIsAnEntryPoint() throws {
        let pages = (path: "Pages.swift", source: """
            class WelcomePage {
                let application: XCUIApplication
                init(application: XCUIApplication) { self.application = application }
                @discardableResult
                func start() -> QuestionPage {
                    application.buttons["Start"].tap()
                    return QuestionPage(application: application)
                }
            }
            class QuestionPage {
                let application: XCUIApplication
                init(application: XCUIApplication) { self.application = application }
            }
            extension XCUIApplication {
                func launchQuestionnaire() -> WelcomePage {
                    self.launch()
                    return WelcomePage(application: self)
                }
            }
            """)
        // One that throws is called with `try` before the app; one that goes on past the screen it lands on to
        // the one it returns is where the way goes on from.
        let throwing = makeGraph([(path: "Screens.swift", source: """
            struct LoginScreen {
                let app: XCUIApplication
                func tapLogin() -> HomeScreen { app.buttons["login"].tap(); return HomeScreen(app: app) }
            }
            struct HomeScreen {
                let app: XCUIApplication
                func openSettings() -> SettingsScreen { app.buttons["settings"].tap(); return SettingsScreen(app: app) }
            }
            struct SettingsScreen {
                let app: XCUIApplication
                var list: XCUIElement { app.tables["settings"] }
            }
            extension XCUIApplication {
                func launchLoggedIn() throws -> HomeScreen {
                    launch()
                    return LoginScreen(app: self).tapLogin()
                }
            }
            """), (path: "Tests.swift", source: """
            class SettingsTests: XCTestCase {
                func testSettings() throws { try XCUIApplication().launchLoggedIn().openSettings() }
            }
            """)], robots: ["*Screen"])
        XCTAssertEqual(try PathQuery(graph: throwing, from: "launch", to: "SettingsScreen").code, """
        // XCUIApplication.launchLoggedIn() → SettingsScreen: 3 transitions
        // launch: XCUIApplication.launchLoggedIn() (Screens.swift:15)
        _ = try app.launchLoggedIn().openSettings()

        """)
        for test in ["XCUIApplication().launchQuestionnaire().start()", "let app = XCUIApplication()\n        app.launchQuestionnaire().start()"] {
            let graph = makeGraph([pages, (path: "ChainTests.swift", source: """
                class ChainTests: XCTestCase {
                    func test_start() {
                        \(test)
                    }
                }
                """)], robots: ["*Page"])
            XCTAssertEqual(edgeLines(graph), ["WelcomePage -start()-> QuestionPage", "XCUIApplication.launchQuestionnaire() -launch-> WelcomePage"], test)
            XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "QuestionPage").code, """
            // XCUIApplication.launchQuestionnaire() → QuestionPage: 2 transitions
            // launch: XCUIApplication.launchQuestionnaire() (Pages.swift:16)
            app.launchQuestionnaire().start()

            """)
            XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "WelcomePage").code, """
            // XCUIApplication.launchQuestionnaire() → WelcomePage: 1 transition
            // launch: XCUIApplication.launchQuestionnaire() (Pages.swift:16)
            _ = app.launchQuestionnaire()

            """)
        }
    }

    /// OneLogin's `let sut = try WelcomeScreen.make()`: a static function that launches and returns the
    /// screen it lands on starts the chain, as the tests write it (no `WelcomeScreen(app: app)` the test has
    /// no `app` for); so does a test-base helper returning its first page (Beam's `launchApp().openAllCardsMenu()`).
    func testALaunchThatReturnsTheScreenItLandsOnStartsTheChain() throws {
        let graph = makeGraph([(path: "Screens.swift", source: SuiteSnippets.welcomeScreenMadeByAFactory), (path: "LoginTests.swift", source: """
            final class LoginTests: XCTestCase {
                func test_login() throws {
                    let sut = try WelcomeScreen.make()
                    let modal = sut.tapLoginButton()
                    XCTAssertTrue(modal.loginButton.exists)
                }
            }
            """)], robots: ["*Screen", "*Modal"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "LoginModal").code, """
        // WelcomeScreen.make() → LoginModal: 2 transitions
        // launch: WelcomeScreen.make() (Screens.swift:5)
        _ = try WelcomeScreen.make().tapLoginButton()

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "WelcomeScreen").code, """
        // WelcomeScreen.make() → WelcomeScreen: 1 transition
        // launch: WelcomeScreen.make() (Screens.swift:5)
        _ = try WelcomeScreen.make()

        """)
        // One that returns an optional is chained through `?`; an extension's launch that returns another
        // screen than the one it lands on is a statement of its own.
        let other = makeGraph([(path: "Screens.swift", source: """
            struct WelcomeScreen {
                static func make() -> WelcomeScreen? {
                    let app = XCUIApplication()
                    app.launch()
                    return WelcomeScreen(app: app)
                }
                let app: XCUIApplication
                func tapLoginButton() -> LoginScreen { app.buttons["intro"].tap(); return LoginScreen(app: app) }
            }
            struct LoginScreen {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
            }
            """), (path: "LoginTests.swift", source: """
            final class LoginTests: XCTestCase {
                func test_login() { WelcomeScreen.make()?.tapLoginButton().email.tap() }
            }
            """)], robots: ["*Screen"])
        XCTAssertEqual(try PathQuery(graph: other, from: "launch", to: "LoginScreen").code, """
        // WelcomeScreen.make() → LoginScreen: 2 transitions
        // launch: WelcomeScreen.make() (Screens.swift:4)
        _ = WelcomeScreen.make()?.tapLoginButton()

        """)
    }

    /// gematik's onboarding: a screen's method hands the next screen to its closure (`func tapWelcome(_ next:
    /// (LegalScreen) -> Void)`), and the test works on it there. Each is a move, written with the closure left
    /// for the test to write; after a closure that worked on another screen, a move on the one the outer closure
    /// was given starts there again.
    func testAMethodThatHandsTheNextScreenToItsClosureLeadsThere() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            protocol Screen { var app: XCUIApplication { get } }
            struct StartScreen: Screen {
                let app: XCUIApplication
                var welcome: XCUIElement { app.buttons["start.welcome"] }
                func tapWelcome(_ next: (LegalScreen) async -> Void) async { welcome.tap(); await next(LegalScreen(app: app)) }
            }
            struct LegalScreen: Screen {
                let app: XCUIApplication
                var accept: XCUIElement { app.buttons["legal.accept"] }
                var data: XCUIElement { app.buttons["legal.data"] }
                func tapAccept(_ next: (_ home: HomeScreen) -> Void) { accept.tap(); next(HomeScreen(app: app)) }
                func tapData(_ next: (DataScreen) async -> Void) async { data.tap(); await next(DataScreen(app: app)) }
            }
            struct DataScreen: Screen {
                let app: XCUIApplication
                var close: XCUIElement { app.buttons["data.close"] }
                func tapClose() { close.tap() }
            }
            struct HomeScreen: Screen {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["home.title"] }
            }
            """), (path: "OnboardingTests.swift", source: """
            final class OnboardingTests: XCTestCase {
                var app: XCUIApplication!
                override func setUp() { app = XCUIApplication(); app.launch() }
                func testOnboarding() async {
                    await StartScreen(app: app).tapWelcome { legal in
                        await legal.tapData { data in
                            data.tapClose()
                        }
                        legal.tapAccept { home in
                            XCTAssertTrue(home.title.waitForExistence(timeout: 5))
                        }
                    }
                }
            }
            """)], robots: ["Screen"])
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("OnboardingTests") }, [
            "DataScreen -tapClose()-> LegalScreen",
            "LegalScreen -tapData { data in <#code#> }-> DataScreen",
            "LegalScreen -tapAccept { home in <#code#> }-> HomeScreen",
            "StartScreen -tapWelcome { legal in <#code#> }-> LegalScreen",
        ])
        XCTAssertEqual(graph.node(named: "HomeScreen")?.visitedBy, ["OnboardingTests.testOnboarding"])
        // The way goes on inside each closure, on the screen it is given by its name there; the test's own
        // code goes in the innermost. An `async` move is awaited.
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "HomeScreen").code, """
            // OnboardingTests.setUp() → HomeScreen: 3 transitions
            // launch: OnboardingTests.setUp() (OnboardingTests.swift:3), before each test of its class: write the test there or in a subclass
            //   app.launch()
            await StartScreen(app: app).tapWelcome { legal in
                legal.tapAccept { home in
                    <#code#>
                }
            }

            """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "DataScreen", to: "HomeScreen").code, """
            // DataScreen → HomeScreen: 2 transitions
            DataScreen(app: app).tapClose()
            LegalScreen(app: app).tapAccept { home in
                <#code#>
            }

            """)
    }

    /// The closure types of those moves named by typealiases of the files (`typealias LegalHandler =
    /// (LegalScreen) -> Void`, at the top level or nested in the screen that declares the method): the
    /// closure works on the screen the alias's type is given, and the way goes on inside it.
    func testAClosureTypeNamedByATypealiasHandsTheScreenOverToo() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            protocol Screen { var app: XCUIApplication { get } }
            typealias LegalHandler = (LegalScreen) -> Void
            struct StartScreen: Screen {
                let app: XCUIApplication
                var welcome: XCUIElement { app.buttons["start.welcome"] }
                func tapWelcome(_ next: LegalHandler) { welcome.tap(); next(LegalScreen(app: app)) }
            }
            struct LegalScreen: Screen {
                typealias Next = (_ home: HomeScreen) -> Void
                let app: XCUIApplication
                var accept: XCUIElement { app.buttons["legal.accept"] }
                func tapAccept(_ next: Next) { accept.tap(); next(HomeScreen(app: app)) }
            }
            struct HomeScreen: Screen {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["home.title"] }
            }
            """), (path: "OnboardingTests.swift", source: """
            final class OnboardingTests: XCTestCase {
                var app: XCUIApplication!
                override func setUp() { app = XCUIApplication(); app.launch() }
                func testOnboarding() {
                    StartScreen(app: app).tapWelcome { legal in
                        legal.tapAccept { home in
                            XCTAssertTrue(home.title.waitForExistence(timeout: 5))
                        }
                    }
                }
            }
            """)], robots: ["Screen"])
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("OnboardingTests") }, [
            "LegalScreen -tapAccept { home in <#code#> }-> HomeScreen",
            "StartScreen -tapWelcome { legal in <#code#> }-> LegalScreen",
        ])
        XCTAssertEqual(graph.node(named: "HomeScreen")?.visitedBy, ["OnboardingTests.testOnboarding"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "HomeScreen").code, """
            // OnboardingTests.setUp() → HomeScreen: 3 transitions
            // launch: OnboardingTests.setUp() (OnboardingTests.swift:3), before each test of its class: write the test there or in a subclass
            //   app.launch()
            StartScreen(app: app).tapWelcome { legal in
                legal.tapAccept { home in
                    <#code#>
                }
            }

            """)
    }

    /// An alias's closure type is read where the alias is declared (`Flows.Done` names `Flows.LegalScreen`,
    /// not the top-level `LegalScreen`), and an alias a base class declares is found before the top level's.
    func testAnAliasedClosureTypeIsReadWhereTheAliasIs() {
        let graph = makeGraph([(path: "Screens.swift", source: """
            protocol Screen { var app: XCUIApplication { get } }
            typealias Next = (LegalScreen) -> Void
            enum Flows {
                typealias Done = (LegalScreen) -> Void
                struct LegalScreen: Screen {
                    let app: XCUIApplication
                    var accept: XCUIElement { app.buttons["flows.legal.accept"] }
                }
            }
            struct LegalScreen: Screen {
                let app: XCUIApplication
                var reject: XCUIElement { app.buttons["legal.reject"] }
            }
            struct HomeScreen: Screen {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["home.title"] }
            }
            class BaseScreen: Screen {
                typealias Next = (HomeScreen) -> Void
                let app = XCUIApplication()
            }
            final class StartScreen: BaseScreen {
                var welcome: XCUIElement { app.buttons["start.welcome"] }
                func tapWelcome(_ next: Flows.Done) { welcome.tap(); next(Flows.LegalScreen(app: app)) }
                func tapSkip(_ next: Next) { app.buttons["start.skip"].tap(); next(HomeScreen(app: app)) }
            }
            """), (path: "OnboardingTests.swift", source: """
            final class OnboardingTests: XCTestCase {
                func testOnboarding() {
                    XCUIApplication().launch()
                    StartScreen().tapWelcome { legal in legal.accept.tap() }
                    StartScreen().tapSkip { home in XCTAssertTrue(home.title.exists) }
                }
            }
            """)], robots: ["Screen"])
        XCTAssertEqual(edgeLines(graph).filter { $0.hasPrefix("StartScreen") }, [
            "StartScreen -tapWelcome { legal in <#code#> }-> Flows.LegalScreen",
            "StartScreen -tapSkip { home in <#code#> }-> HomeScreen",
        ])
    }

    /// The action of a move that hands the next screen to a closure: the call up to the closure's parameter,
    /// and the name the screen has inside (`$0` when the closure names none). Nothing else is one.
    func testAClosureHandOffIsReadFromItsAction() {
        func handOff(_ action: String) -> [String]? { PathCodeWriter.closureHandOff(action).map { [$0.opening, $0.parameter] } }
        XCTAssertEqual(handOff("tapWelcome { legal in <#code#> }"), ["tapWelcome { legal in", "legal"])
        XCTAssertEqual(handOff("enter(code: <#String#>) { pwd in <#code#> }"), ["enter(code: <#String#>) { pwd in", "pwd"])
        XCTAssertEqual(handOff("tapWelcome { <#code#> }"), ["tapWelcome {", "$0"])
        XCTAssertNil(handOff("tapWelcome()"))
        XCTAssertNil(handOff("tapWelcome { legal, other in <#code#> }"))
        XCTAssertNil(handOff("run { <#code#> }.tap()"))
        XCTAssertNil(handOff("tapWelcome { _ in <#code#> }"), "the screen has no name to go on with")
    }

    /// A closure the method hands something else (an alert, nothing) is the test's own: the way goes on
    /// after it, as before, not inside it.
    func testAClosureGivenNoScreenIsNoWayIn() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            final class HomeRobot: Robot {
                lazy var settings = app.buttons["home.settings"]
                func tapSettings(whenAlert handle: (XCUIElement) -> Void) {
                    settings.tap()
                    if app.alerts.firstMatch.exists { handle(app.alerts.firstMatch) }
                }
            }
            final class SettingsRobot: Robot {
                lazy var logout = app.buttons["settings.logout"]
                @discardableResult func tapLogout() -> LoginRobot { logout.tap(); return LoginRobot(app: app) }
            }
            final class LoginRobot: Robot {
                lazy var user = app.textFields["login.user"]
            }
            """), (path: "Tests.swift", source: """
            final class SettingsTests: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { app.launch() }
                func testSettings() {
                    HomeRobot(app: app).tapSettings { alert in
                        XCTFail("unexpected alert \\(alert.label)")
                    }
                    SettingsRobot(app: app).tapLogout()
                }
            }
            """)])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "LoginRobot").code, """
            // SettingsTests.setUp() → LoginRobot: 3 transitions
            // launch: SettingsTests.setUp() (Tests.swift:3), before each test of its class: write the test there or in a subclass
            //   app.launch()
            HomeRobot(app: app).tapSettings { alert in <#code#> }
            SettingsRobot(app: app).tapLogout()

            """)
    }

    /// 360iDev's `ScreenRobot.init() { app.activate() }`: the first robot a test makes, before anything
    /// launched, launches the app (made in place or held in a local); the robots made after it do not.
    func testTheFirstRobotATestMakesLaunchesWhenItsInitializerDoes() throws {
        let robots = (path: "Robots.swift", source: """
            class ScreenRobot {
                var app = XCUIApplication()
                init() {
                    app.activate()
                }
            }
            final class TopicsScreen: ScreenRobot {
                lazy private var table = app.tables["topics"]
                @discardableResult
                func selectTopic() -> CardsScreen {
                    table.cells.firstMatch.tap()
                    return CardsScreen()
                }
            }
            final class CardsScreen: ScreenRobot {
                lazy private var back = app.navigationBars.buttons.firstMatch
            }
            """)
        for test in ["TopicsScreen()\n            .selectTopic()", "let topics = TopicsScreen()\n        topics.selectTopic()\n        _ = CardsScreen()"] {
            let graph = makeGraph([robots, (path: "RobotTests.swift", source: """
                class RobotTests: XCTestCase {
                    func testSelectTopic() {
                        \(test)
                    }
                }
                """)], robots: ["ScreenRobot"])
            XCTAssertEqual(graph.entryPoints.map(\.name), ["ScreenRobot.init()"], test)
            XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "CardsScreen").code, """
            // ScreenRobot.init() → CardsScreen: 2 transitions
            // launch: ScreenRobot.init() (Robots.swift:4), when the first robot is made
            TopicsScreen().selectTopic()

            """, test)
        }
    }

    /// A method's edge written from its declaration (`logIn(email: <#String#>)`) that a test shows is
    /// written as the test called it: literals and types stay, the test's own names become placeholders.
    func testADeclaredMethodATestCallsIsWrittenAsTheTestCalledIt() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            enum Creds { static let email = "a@b.c" }
            class LoginPage {
                let app = XCUIApplication()
                var submit: XCUIElement { app.buttons["login.submit"] }
                func logIn(email value: String) -> HomePage { submit.tap(); return HomePage() }
            }
            class HomePage {
                let app = XCUIApplication()
                var title: XCUIElement { app.staticTexts["home.title"] }
                func open(item: String) -> ItemPage { app.cells[item].tap(); return ItemPage() }
            }
            class ItemPage { let app = XCUIApplication(); var name: XCUIElement { app.staticTexts["item.name"] } }
            """), (path: "Tests.swift", source: """
            final class LoginTests: XCTestCase {
                func testLogin() {
                    let item = "row"
                    LoginPage().logIn(email: Creds.email).open(item: item)
                }
            }
            """)], robots: ["*Page"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "LoginPage", to: "ItemPage").code, """
        // LoginPage → ItemPage: 2 transitions
        _ = LoginPage()
            .logIn(email: Creds.email)
            .open(item: <#String#>)

        """)
    }

    /// Each robot or page object is made as its initializers allow, not always with `(app: app)`.
    func testRobotsAreMadeAsTheirInitializersSay() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class Screen { let app = XCUIApplication() }
            final class LoginPage: Screen {
                var back: XCUIElement { app.buttons["login.back"] }
                func goBack() -> HomePage { back.tap(); return HomePage(app) }
            }
            final class HomePage {
                let app: XCUIApplication
                init(_ app: XCUIApplication, timeout: Double = 5) { self.app = app }
                var title: XCUIElement { app.staticTexts["home.title"] }
                func openMenu() -> MenuPage { title.tap(); return MenuPage(app: app) }
            }
            struct MenuPage {
                let app: XCUIApplication
                var close: XCUIElement { app.buttons["menu.close"] }
                func settings() -> SettingsPage.Type { close.tap(); return SettingsPage.self }
            }
            enum SettingsPage { static var title: XCUIElement { XCUIApplication().staticTexts["settings.title"] } }
            """)])
        XCTAssertEqual(graph.node(named: "LoginPage")?.construction, "LoginPage()")
        XCTAssertEqual(graph.node(named: "HomePage")?.construction, "HomePage(app)")
        XCTAssertEqual(graph.node(named: "MenuPage")?.construction, "MenuPage(app: app)")
        XCTAssertEqual(graph.node(named: "SettingsPage")?.construction, "SettingsPage")
        XCTAssertEqual(try PathQuery(graph: graph, from: "LoginPage", to: "MenuPage").code, """
        // LoginPage → MenuPage: 2 transitions
        _ = LoginPage()
            .goBack()
            .openMenu()

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "HomePage", to: "MenuPage").code, """
        // HomePage → MenuPage: 1 transition
        _ = HomePage(app).openMenu()

        """)
    }

    func testTypesOfStaticMembersAreUsedByNameAndThrowingCallsGetTry() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            class MainScreen {
                static let keyboardButton = XCUIApplication().buttons["root.keyboard"]
                static func openKeyboard() -> KeyboardScreen { keyboardButton.tap(); return KeyboardScreen() }
            }
            class KeyboardScreen {
                static let keys = XCUIApplication().otherElements["keyboard.keys"]
            }
            final class WelcomeScreen {
                let app: XCUIApplication
                init(app: XCUIApplication = XCUIApplication()) throws { self.app = app }
                var start: XCUIElement { app.buttons["welcome.start"] }
                func tapStart() throws -> LoginScreen { start.tap(); return LoginScreen() }
            }
            final class LoginScreen {
                let app = XCUIApplication()
                var email: XCUIElement { app.textFields["login.email"] }
            }
            """)])
        XCTAssertEqual(graph.node(named: "MainScreen")?.construction, "MainScreen")
        XCTAssertEqual(graph.node(named: "WelcomeScreen")?.construction, "try WelcomeScreen()")
        XCTAssertEqual(try PathQuery(graph: graph, from: "MainScreen", to: "KeyboardScreen").code, """
        // MainScreen → KeyboardScreen: 1 transition
        _ = MainScreen.openKeyboard()

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "KeyboardScreen", to: "KeyboardScreen").code.split(separator: "\n").last,
                       "_ = KeyboardScreen.self")
        XCTAssertEqual(try PathQuery(graph: graph, from: "WelcomeScreen", to: "LoginScreen").code, """
        // WelcomeScreen → LoginScreen: 1 transition
        _ = try WelcomeScreen().tapStart()

        """)
    }

    /// An `async` method is awaited: one `await` (after the `try`) before the chain's first line.
    func testAsyncCallsAreAwaited() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            @MainActor
            final class HomeRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var profile: XCUIElement { app.buttons["home.profile"] }
                func openProfile(animated: Bool) -> ProfileRobot { profile.tap(); return ProfileRobot(app: app) }
                func openProfile() async -> ProfileRobot { profile.tap(); return ProfileRobot(app: app) }
            }
            @MainActor
            final class ProfileRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var settings: XCUIElement { app.buttons["profile.settings"] }
                func openSettings() async throws -> SettingsRobot { settings.tap(); return SettingsRobot(app: app) }
            }
            final class SettingsRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var logout: XCUIElement { app.buttons["settings.logout"] }
                func assertVisible() { XCTAssertTrue(logout.waitForExistence(timeout: 5)) }
            }
            final class AboutRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var close: XCUIElement { app.buttons["about.close"] }
                func assertVisible() async { _ = close.waitForExistence(timeout: 5) }
            }
            final class IntroRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) async throws { self.app = app }
                var skip: XCUIElement { app.buttons["intro.skip"] }
                func assertVisible() { XCTAssertTrue(skip.waitForExistence(timeout: 5)) }
            }
            """)])
        XCTAssertEqual(try PathQuery(graph: graph, from: "HomeRobot", to: "SettingsRobot").code, """
        // HomeRobot → SettingsRobot: 2 transitions
        try await HomeRobot(app: app)
            .openProfile()
            .openSettings()
            .assertVisible()

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "HomeRobot", to: "ProfileRobot").code, """
        // HomeRobot → ProfileRobot: 1 transition
        _ = await HomeRobot(app: app).openProfile()

        """)
        // Overloads: of either `openProfile`, one is `async`; a check that is `async` is awaited too.
        XCTAssertEqual(try PathQuery(graph: graph, from: "AboutRobot", to: "AboutRobot").code.split(separator: "\n").last,
                       "await AboutRobot(app: app).assertVisible()")
        XCTAssertEqual(graph.node(named: "IntroRobot")?.construction, "try await IntroRobot(app: app)", "an async initializer")
        XCTAssertEqual(try PathQuery(graph: graph, from: "IntroRobot", to: "IntroRobot").code.split(separator: "\n").last,
                       "try await IntroRobot(app: app).assertVisible()")
    }

    func testScreenObjectScreensAreMadeAndCalledNotWaitedFor() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            final class PostsScreen: ScreenObject {
                var addButton: XCUIElement { app.buttons["posts.add"] }
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [{ $0.tables["posts.list"] }], app: app)
                }
                func tapAdd() throws -> EditorScreen { addButton.tap(); return try EditorScreen() }
            }
            final class EditorScreen: ScreenObject {
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetter: { $0.textViews["editor.body"] }, app: app)
                }
            }
            """)], robots: [])
        XCTAssertEqual(graph.node(named: "PostsScreen")?.kind, .screen)
        XCTAssertEqual(try PathQuery(graph: graph, from: "PostsScreen", to: "EditorScreen").code, """
        // PostsScreen → EditorScreen: 1 transition
        _ = try PostsScreen().tapAdd()

        """)
    }

    /// ScreenObject's getter closures are named as the code names their elements: by the property
    /// that calls one with the app (`firstOrder`), else by the call (`filterGetter(app)`), in the
    /// element list and in what `onLoad` waits for, as `generate test` names them.
    func testScreenObjectGettersAreNamedThroughThePropertyThatCallsThem() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            final class OrdersScreen: ScreenObject {
                private let firstOrderGetter: (XCUIApplication) -> XCUIElement = { $0.cells["orders.first"] }
                private let filterGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["orders.filter"] }
                var firstOrder: XCUIElement { firstOrderGetter(app) }
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [firstOrderGetter, filterGetter], app: app)
                }
            }
            """)], robots: [])
        let node = try XCTUnwrap(graph.node(named: "OrdersScreen"))
        XCTAssertEqual(node.elements.map(\.name), ["firstOrder", "filterGetter(app)"])
        XCTAssertEqual(node.onLoad, ["firstOrder", "filterGetter(app)"])
        XCTAssertEqual(node.onLoadIdentifiers, ["orders.first", "orders.filter"])
    }

    /// The path is code to paste into another test: what the test it came from named (its
    /// `user`) is an Xcode placeholder with the parameter's type, literals and types stay.
    func testArgumentsOfTheTestTheActionCameFromBecomePlaceholders() throws {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class T: KassTestCase {
            func test_logIn() {
                let user = "ada@finch.app"
                onScreen(LoginScreen.self) { $0.logIn(as: user) }
                onScreen(HomeScreen.self) { $0.transferTile.tap() }
                onScreen(TransferScreen.self) { $0.amount.typeText(amounts.first!) }
                onScreen(HomeScreen.self) { $0.balance.assertVisible() }
            }
        }
        """)])
        XCTAssertEqual(try PathQuery(graph: graph, from: "Login", to: "Home").code, """
        // LoginScreen → HomeScreen: 1 transition
        onScreen(LoginScreen.self) { $0.logIn(as: <#String#>) }
        assertOnScreen(HomeScreen.self)

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "Transfer", to: "Home").code, """
        // TransferScreen → HomeScreen: 1 transition
        onScreen(TransferScreen.self) { $0.amount.typeText(<#amounts.first!#>) }
        assertOnScreen(HomeScreen.self)

        """)
        XCTAssertEqual(graph.edge("LoginScreen", "HomeScreen")?.action, "logIn(as: user)", "the map keeps the call as written")
    }

    func testWhatAPastedActionMayKeep() {
        let signatures = ["logIn(as user: TestUser, remember: Bool = false)", "static pick(_ row: Int) -> Self"]
        let cases: [(String, String)] = [
            ("logIn(as: user)", "logIn(as: <#TestUser#>)"),
            ("logIn(as: user, remember: flag)", "logIn(as: <#TestUser#>, remember: <#Bool#>)"),
            ("logIn(as: TestUser.locked)", "logIn(as: TestUser.locked)"),
            ("logIn(as: .premium, remember: true)", "logIn(as: .premium, remember: true)"),
            ("pick(index)", "pick(<#Int#>)"),
            ("email.typeText(\"x\\(name)\")", "email.typeText(<#\"x\\(name)\"#>)"),
            ("email.typeText(self.password)", "email.typeText(<#self.password#>)"),
            ("rows[i].tap()", "rows[<#i#>].tap()"),
            ("open(app, makeUser())", "open(app, <#makeUser()#>)"),
            ("wait { $0.exists }", "wait { $0.exists }"),
            ("filter(where: { row in row.isHittable })", "filter(where: { row in row.isHittable })"),
            ("confirm(withPIN: <#String#>)", "confirm(withPIN: <#String#>)"),
            ("submit.tap()", "submit.tap()"),
        ]
        for (written, pasted) in cases {
            XCTAssertEqual(PastableAction.code(written, signatures: signatures), pasted, written)
        }
    }

    func testMappaMundiStatesAreWrittenAsNavigatorSteps() throws {
        let graph = makeGraph([MappaMundiTests.graphFile])
        XCTAssertEqual(try PathQuery(graph: graph, from: "Intro", to: "Settings").code, """
        // Intro → Settings: 3 transitions
        navigator.goto(Home)  // noop if signedIn == true
        navigator.goto(Menu)  // press(app.buttons["home.menuPhone"])
        navigator.goto(Settings)  // gesture { app.cells["menu.settings"].tap() }

        """)
    }

    func testNamesResolveExactlyThenWithASuffixThenByAUniquePrefix() throws {
        let graph = makeGraph(PathQueryTests.suite)
        XCTAssertEqual(try PathQuery.resolve("HomeScreen", in: graph), "HomeScreen")
        XCTAssertEqual(try PathQuery.resolve("homescreen", in: graph), "HomeScreen")
        XCTAssertEqual(try PathQuery.resolve("Profile", in: graph), "ProfileRobot")
        XCTAssertEqual(try PathQuery.resolve("Statem", in: graph), "StatementsPage")
        XCTAssertThrowsError(try PathQuery.resolve("Home", in: graph)) { error in
            XCTAssertEqual(error as? PathQuery.Problem, .ambiguous("Home", candidates: ["HomeRobot", "HomeScreen"]))
        }
        XCTAssertThrowsError(try PathQuery.resolve("LogonScreen", in: graph)) { error in
            XCTAssertEqual((error as? PathQuery.Problem)?.description, "no screen, robot or entry point named 'LogonScreen'; did you mean 'LoginScreen'?")
        }
        XCTAssertThrowsError(try PathQuery(graph: graph, from: "TransferScreen", to: "LoginScreen")) { error in
            XCTAssertEqual(error as? PathQuery.Problem, .unreachable(from: "TransferScreen", to: "LoginScreen"))
        }
        // The launch words start a path; as its end they are not matched against names (launchSignedIn()).
        XCTAssertThrowsError(try PathQuery(graph: graph, from: "TransferScreen", to: "Launch")) { error in
            XCTAssertEqual(error as? PathQuery.Problem, .launchAsDestination("Launch"))
        }
        // A screen named like a launch word is still reached by its short name.
        let starting = makeGraph([(path: "Start.swift", source: """
            final class StartScreen: KassScreen {
                lazy var go = button("start.go")
                override var onLoad: [KassElement] { [go] }
            }
            final class HomeScreen: KassScreen {
                lazy var back = button("home.back")
                override var onLoad: [KassElement] { [back] }
            }
            final class T: KassTestCase {
                func test_back() {
                    launch(arguments: [], environment: [:])
                    onScreen(HomeScreen.self) { $0.back.tap() }
                    assertOnScreen(StartScreen.self)
                }
            }
            """)])
        XCTAssertEqual(try PathQuery(graph: starting, from: "Home", to: "Start").to, "StartScreen")
        XCTAssertEqual(try PathQuery(graph: starting, from: "launch", to: "Start").edges.map(\.to), ["HomeScreen", "StartScreen"])
    }
}

/// `map --path` makes each page as an initializer the page declares: the one needing the fewest
/// arguments, each but the app a placeholder (lejng's `RecipePage(recipeName:)`).
final class PathInitializerTests: XCTestCase {
    func testAPageMadeWithoutTheAppGetsPlaceholdersForWhatItsInitializerNeeds() throws {
        let map = makeMap([(path: "Pages.swift", source: """
            class BasePage { let app = XCUIApplication() }
            final class ListPage: BasePage {
                var addButton: XCUIElement { app.navigationBars.buttons["Add"] }
                func add() { addButton.tap() }
            }
            final class DetailPage: BasePage {
                let title: String
                var categoryButton: XCUIElement { app.buttons["detail.category"] }
                init(title: String, servings: Int) { self.title = title }
                init(_ title: String) { self.title = title }
            }
            final class CategoryPage: BasePage {
                var done: XCUIElement { app.buttons["category.done"] }
            }
            """), (path: "FlowTests.swift", source: """
            final class FlowTests: XCTestCase {
                override func setUp() { XCUIApplication().launch() }
                func testFlow() {
                    ListPage().add()
                    DetailPage(title: "Pizza", servings: 2).categoryButton.tap()
                    CategoryPage().done.tap()
                }
            }
            """)])
        XCTAssertEqual(map.graph.node(named: "DetailPage")?.construction, "DetailPage(<#String#>)")
        let code = try PathQuery(graph: map.graph, from: "launch", to: "CategoryPage").code
        XCTAssertTrue(code.contains("DetailPage(<#String#>).categoryButton.tap()"), code)
        XCTAssertFalse(code.contains("(app: app)"), code)
    }

    /// A struct's optional `var` starts as nil: its memberwise initializer needs no argument for it.
    func testAnOptionalVarOfAStructNeedsNoArgument() {
        let graph = makeGraph([(path: "Pages.swift", source: """
            struct HomePage {
                let app: XCUIApplication
                var selectedTab: String?
                let greeting: String?
                var title: XCUIElement { app.staticTexts["home.title"] }
            }
            """)])
        XCTAssertEqual(graph.node(named: "HomePage")?.construction, "HomePage(app: app, greeting: <#String?#>)")
    }
}

/// Yandex launches inside a report step of its test base, `step("Launch app") { app.launch() }`:
/// that is the entry point's launch code, which a path from the launch starts with.
final class LaunchInAReportStepTests: XCTestCase {
    func testThePathFromTheLaunchStartsWithTheCodeInsideTheStep() throws {
        let graph = makeGraph([(path: "BaseTest.swift", source: """
            class BaseTest: XCTestCase {
                let app = XCUIApplication()
                let rootPage = RootPage()
                func launchApp() {
                    step("Launch app") {
                        app.launchArguments = ["-uiTesting"]
                        app.launch()
                    }
                }
            }
            @discardableResult
            func step<T>(_ name: String, _ block: () throws -> T) rethrows -> T {
                try XCTContext.runActivity(named: name) { _ in try block() }
            }
            """), (path: "Pages.swift", source: """
            struct RootPage {
                let app = XCUIApplication()
                var gdpr: XCUIElement { app.cells["root.gdpr"] }
                func openGDPR() -> GDPRPage { step("Open GDPR") { gdpr.tap() }; return GDPRPage() }
            }
            struct GDPRPage {
                let app = XCUIApplication()
                var settingsButton: XCUIElement { app.buttons["gdpr.settings"] }
            }
            """), (path: "GDPRTest.swift", source: """
            final class GDPRTest: BaseTest {
                func testOpen() {
                    launchApp()
                    rootPage.openGDPR()
                }
            }
            """)])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "GDPRPage").code, """
        // BaseTest.launchApp() → GDPRPage: 2 transitions
        // launch: BaseTest.launchApp() (BaseTest.swift:7)
        launchApp()
        _ = RootPage().openGDPR()

        """)
        // The test base's helper is called, as its tests do; what it runs is the code inside the step.
        XCTAssertEqual(graph.node(named: "BaseTest.launchApp()")?.launch?.code, ["app.launchArguments = [\"-uiTesting\"]", "app.launch()"])
        XCTAssertEqual(graph.node(named: "BaseTest.launchApp()")?.launch?.arguments, ["-uiTesting"])
    }
}

/// A path from a helper of the tests' base that launches is written as a call to it, as its tests
/// do: Challenge's `launch()` sets `app`, nil until it runs, and its statements pasted in a test
/// would read that nil. It is called as the test that shows the way called it (ChaosBank's
/// `launchUnlocked(tab: "card")`, whose default lands on another tab), a test's own names as placeholders.
final class LaunchHelperCallTests: XCTestCase {
    func testAHelperIsCalledWithTheArgumentsThatLandOnTheFirstScreen() throws {
        let graph = makeGraph([(path: "Support.swift", source: """
            class CBTestCase: KassTestCase {
                @discardableResult
                func launchUnlocked(tab: String? = nil, profile: String? = nil) -> XCUIApplication {
                    var args = ["-StartUnlocked", "1"]
                    if let tab = tab { args += ["-Tab", tab] }
                    return launch(arguments: args)
                }
            }
            final class HomeScreen: KassScreen {
                lazy var totalBalance = staticText("home.totalBalance")
                override var onLoad: [KassElement] { [totalBalance] }
            }
            final class CardScreen: KassScreen {
                lazy var freezeToggle = switchControl("card.freezeToggle")
                override var onLoad: [KassElement] { [freezeToggle] }
            }
            """), (path: "Tests.swift", source: """
            final class HomeTests: CBTestCase {
                func test_home() {
                    launchUnlocked()
                    onScreen(HomeScreen.self) { $0.totalBalance.assertVisible() }
                }
            }
            final class CardTests: CBTestCase {
                let tab = "card"
                func test_card() {
                    openCard()
                    onScreen(CardScreen.self) { $0.freezeToggle.tap() }
                }
                func test_cardAgain() {
                    launchUnlocked(tab: tab)
                    onScreen(CardScreen.self) { $0.freezeToggle.tap() }
                }
                private func openCard() { launchUnlocked(tab: "card") }
            }
            final class FrozenTests: CBTestCase {
                func test_frozen() {
                    launchUnlocked(profile: "frozen")
                    onScreen(HomeScreen.self) { $0.totalBalance.assertVisible() }
                }
                func test_home2() {
                    launchUnlocked()
                    onScreen(HomeScreen.self) { $0.totalBalance.assertVisible() }
                }
            }
            """)])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "CardScreen").code, """
        // CBTestCase.launchUnlocked(tab:profile:) → CardScreen: 1 transition
        // launch: CBTestCase.launchUnlocked(tab:profile:) (Support.swift:6)
        launchUnlocked(tab: "card")
        assertOnScreen(CardScreen.self)

        """)
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "HomeScreen").code, """
        // CBTestCase.launchUnlocked(tab:profile:) → HomeScreen: 1 transition
        // launch: CBTestCase.launchUnlocked(tab:profile:) (Support.swift:6)
        launchUnlocked()
        assertOnScreen(HomeScreen.self)

        """)
        // The helper that launches, called inside the test's own (`openCard()`); of two ways to Home, most tests'.
        XCTAssertEqual(graph.edge("CBTestCase.launchUnlocked(tab:profile:)", "CardScreen")?.evidence.map(\.example),
                       ["launchUnlocked(tab: \"card\")", "launchUnlocked(tab: tab)"])
    }


    func testAHelperThatLaunchesIsCalled() throws {
        let graph = makeGraph([(path: "Base.swift", source: """
            class UITestCase: XCTestCase {
                private(set) var app: XCUIApplication!
                func launch(signedIn user: String, arguments: [String] = []) throws {
                    app = XCUIApplication()
                    app.launchArguments = ["-user", user] + arguments
                    app.launch()
                }
            }
            final class HomeRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var about: XCUIElement { app.buttons["home.about"] }
                func openAbout() -> AboutRobot { about.tap(); return AboutRobot(app: app) }
            }
            final class AboutRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var title: XCUIElement { app.staticTexts["about.title"] }
            }
            """), (path: "AboutTests.swift", source: """
            final class AboutTests: UITestCase {
                func testAbout() throws {
                    try launch(signedIn: "ada")
                    _ = HomeRobot(app: app).openAbout()
                }
            }
            """)], robots: [])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "AboutRobot").code, """
        // UITestCase.launch(signedIn:arguments:) → AboutRobot: 2 transitions
        // launch: UITestCase.launch(signedIn:arguments:) (Base.swift:6)
        try launch(signedIn: "ada")
        _ = HomeRobot(app: app).openAbout()

        """)
    }

    /// MGO's tests start with `AppRobot().navigateToOverview()`, a method of the launcher that launches and
    /// returns another robot: the path makes the launcher, not the robot it leads to, which has no such method.
    func testALaunchersMethodReturningAnotherRobotIsCalledOnTheLauncher() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class AppRobot {
                let app = XCUIApplication()
                init() {}
                @discardableResult
                func navigateToOverview() -> OverviewRobot {
                    app.launch()
                    return OverviewRobot(app)
                }
            }
            class OverviewRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                private var settingsButton: XCUIElement { app.buttons["bottombar.settings"] }
                func assertVisible() { XCTAssertTrue(settingsButton.waitForExistence(timeout: 5)) }
                @discardableResult
                func tapSettingsTab() -> SettingsRobot { settingsButton.tap(); return SettingsRobot(app) }
            }
            class SettingsRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                private var title: XCUIElement { app.navigationBars["settings.title"] }
                func assertVisible() { XCTAssertTrue(title.waitForExistence(timeout: 5)) }
            }
            """), (path: "SettingsFlowTests.swift", source: """
            final class SettingsFlowTests: XCTestCase {
                func testSettingsTab() {
                    AppRobot()
                        .navigateToOverview()
                        .tapSettingsTab()
                }
            }
            """)], robots: [])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "SettingsRobot").code, """
        // AppRobot.navigateToOverview() → SettingsRobot: 2 transitions
        // launch: AppRobot.navigateToOverview() (Robots.swift:6)
        AppRobot()
            .navigateToOverview()
            .tapSettingsTab()
            .assertVisible()

        """)
        // A launcher of a protocol's extension, no node of its own, is called on the robot it leads to.
        let adopted = makeGraph([(path: "Robots.swift", source: """
            protocol Robot { var app: XCUIApplication { get } }
            extension Robot {
                func launchApp() -> HomeRobot { app.launch(); return HomeRobot(app: app) }
            }
            final class HomeRobot: Robot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                private var settings: XCUIElement { app.buttons["home.settings"] }
                func openSettings() -> SettingsRobot { settings.tap(); return SettingsRobot(app: app) }
            }
            final class SettingsRobot: Robot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                private var title: XCUIElement { app.navigationBars["settings.title"] }
            }
            """), (path: "HomeTests.swift", source: """
            final class HomeTests: XCTestCase {
                func testSettings() {
                    _ = HomeRobot(app: XCUIApplication()).launchApp().openSettings()
                }
            }
            """)], robots: [])
        let code = try PathQuery(graph: adopted, from: "launch", to: "SettingsRobot").code
        XCTAssertTrue(code.contains("HomeRobot(app: app)\n    .launchApp()\n    .openSettings()"), code)
    }

    /// bike index's robots launch in a method of their base (`startWithSignIn()`, calling `start()`, which
    /// launches): the path makes the robot, calls it, and goes on in the same chain.
    func testARobotMethodThatLaunchesStartsTheChain() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                @discardableResult
                func start() -> Self {
                    app.launch()
                    return self
                }
            }
            extension Robot {
                @discardableResult
                func startWithSignIn() throws -> Self {
                    start()
                    app.buttons["SignIn"].tap()
                    return self
                }
            }
            final class MainRobot: Robot {
                lazy var settingsButton = app.buttons["settings"]
                @discardableResult
                func tapSettings() -> SettingsRobot {
                    settingsButton.tap()
                    return SettingsRobot(app)
                }
            }
            final class SettingsRobot: Robot {
                lazy var logout = app.buttons["logout"]
            }
            """), (path: "SignedInTests.swift", source: """
            final class SignedInTests: XCTestCase {
                let app = XCUIApplication()
                func test_signedInSettings() throws {
                    try MainRobot(app)
                        .startWithSignIn()
                        .tapSettings()
                }
            }
            """)], robots: ["Robot"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "SettingsRobot").code, """
        // Robot.startWithSignIn() → SettingsRobot: 2 transitions
        // launch: Robot.startWithSignIn() (Robots.swift:13)
        try MainRobot(app)
            .startWithSignIn()
            .tapSettings()

        """)
    }

    /// ProtonVPN's robots on `CoreElements`, a framework's class: their initializers are unknown, so
    /// they are made as the suite's code makes them; one it never makes, with the app.
    func testARobotOnAFrameworksBaseIsMadeAsTheSuiteMakesIt() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            import fusion
            class MainRobot: CoreElements {
                func goToSettingsTab() -> SettingsRobot {
                    button("Settings").tap()
                    return SettingsRobot(app)
                }
                func assertVisible() -> MainRobot { XCTAssertTrue(button("Settings").exists); return self }
            }
            class SettingsRobot: CoreElements {
                func goToProtocolsList() -> ProtocolsRobot { ProtocolsRobot() }
                func assertVisible() -> SettingsRobot { XCTAssertTrue(button("Protocol").exists); return self }
            }
            class ProtocolsRobot: CoreElements {
                @discardableResult
                func assertVisible() -> ProtocolsRobot { XCTAssertTrue(button("IKEv2").exists); return self }
            }
            """), (path: "Tests.swift", source: """
            final class SettingsTests: XCTestCase {
                func testSettings() { MainRobot().goToSettingsTab().assertVisible() }
            }
            """)], robots: ["CoreElements"])
        XCTAssertEqual(graph.node(named: "MainRobot")?.construction, "MainRobot()")
        XCTAssertEqual(graph.node(named: "SettingsRobot")?.construction, "SettingsRobot(app)")
        XCTAssertEqual(graph.node(named: "ProtocolsRobot")?.construction, "ProtocolsRobot()")
        XCTAssertEqual(try PathQuery(graph: graph, from: "MainRobot", to: "ProtocolsRobot").code, """
        // MainRobot → ProtocolsRobot: 2 transitions
        MainRobot()
            .goToSettingsTab()
            .goToProtocolsList()
            .assertVisible()

        """)
    }
}

/// Of equally short ways from a launch, the one the suite takes: bike_index's `startWithSignIn()`, which
/// the tests that reach Settings launch with, over `start()`, whose name sorts first.
final class EntryPointChoiceTests: XCTestCase {
    func testTheLaunchTheTestsThatVisitTheScreenUseIsTheWayThere() throws {
        let robots = (path: "Robots.swift", source: """
            class Robot {
                var app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                @discardableResult func start() -> Self { app.launch(); return self }
                @discardableResult func startWithSignIn() throws -> Self { start(); app.buttons["SignIn"].tap(); return self }
            }
            final class MainRobot: Robot {
                lazy var settingsButton = app.buttons["Settings"]
                lazy var helpButton = app.buttons["Help"]
                @discardableResult func tapSettings() -> SettingsRobot { settingsButton.tap(); return SettingsRobot(app) }
                @discardableResult func tapHelp() -> HelpRobot { helpButton.tap(); return HelpRobot(app) }
            }
            final class SettingsRobot: Robot { lazy var terms = app.buttons["Terms of Service"] }
            final class HelpRobot: Robot { lazy var faq = app.buttons["FAQ"] }
            """)
        let tests = (path: "MainTests.swift", source: """
            final class MainTests: XCTestCase {
                let app = XCUIApplication()
                func testSettings() throws { try MainRobot(app).startWithSignIn().tapSettings() }
                func testHelp() { MainRobot(app).start().tapHelp() }
                func testHelpAgain() { MainRobot(app).start().tapHelp() }
            }
            """)
        let graph = makeGraph([robots, tests], robots: [])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "SettingsRobot").edges.first?.from, "Robot.startWithSignIn()")
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "HelpRobot").edges.first?.from, "Robot.start()")
        // With no target, the launch most tests use.
        XCTAssertEqual(graph.entryPointsByUse(), ["Robot.start()", "Robot.startWithSignIn()"])
        XCTAssertEqual(graph.entryPointsByUse(toward: "SettingsRobot"), ["Robot.startWithSignIn()", "Robot.start()"])
    }

    /// The context's way to a screen starts where `--path launch` does: from the launch of the tests
    /// that visit it (the guests' detail), not the one most tests use (the signed-in title checks).
    func testTheContextReachesAScreenFromTheLaunchPathTakes() throws {
        let screens = (path: "Screens.swift", source: """
            final class HomeRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                lazy var title = app.staticTexts["home.title"]
                lazy var detailButton = app.buttons["home.detail"]
                @discardableResult func tapDetail() -> DetailRobot { detailButton.tap(); return DetailRobot(app) }
                @discardableResult func checkTitle() -> HomeRobot { XCTAssertTrue(title.exists); return self }
            }
            final class DetailRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                lazy var name = app.staticTexts["detail.name"]
            }
            """)
        let tests = (path: "Tests.swift", source: """
            class SignedInTests: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { app.launchArguments = ["-signedIn"]; app.launch() }
                func testOne() { HomeRobot(app).checkTitle() }
                func testTwo() { HomeRobot(app).checkTitle() }
            }
            class GuestTests: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { app.launchArguments = ["-guest"]; app.launch() }
                func testDetail() { HomeRobot(app).tapDetail() }
            }
            """)
        let graph = makeGraph([screens, tests], robots: [])
        XCTAssertEqual(graph.entryPointsByUse(), ["SignedInTests.setUp()", "GuestTests.setUp()"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "DetailRobot").edges.first?.from, "GuestTests.setUp()")
        let text = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil),
                                 format: .markdown, maxTokens: nil).text
        XCTAssertTrue(text.contains("Reach it: launch `GuestTests.setUp()` → `HomeRobot`, `tapDetail()` → `DetailRobot`."), text)
        XCTAssertTrue(text.contains("Reach it: launch `SignedInTests.setUp()` → `HomeRobot`."), text)
        // Under it, the code `--path` writes for that way, but for the setUp's launch statements: the entry
        // point's section has them, and each screen reached from that setUp would repeat them.
        let path = try PathQuery(graph: graph, from: "launch", to: "DetailRobot").code
        XCTAssertTrue(path.contains("//   app.launchArguments = [\"-guest\"]"), path)
        XCTAssertTrue(text.contains("""
            Reach it: launch `GuestTests.setUp()` → `HomeRobot`, `tapDetail()` → `DetailRobot`.

            ```swift
            // launch: GuestTests.setUp() (Tests.swift:9), before each test of its class: write the test there or in a subclass
            HomeRobot(app).tapDetail()
            ```
            """), text)
        XCTAssertEqual(text.components(separatedBy: "app.launchArguments").count - 1, 2, "in the entry points' sections only")
        let json = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil),
                                 format: .json, maxTokens: nil).text
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try XCTUnwrap(document["screens"] as? [String: [String: Any]])
        XCTAssertEqual(sections["DetailRobot"]?["reachCode"] as? [String],
                       ["// launch: GuestTests.setUp() (Tests.swift:9), before each test of its class: write the test there or in a subclass",
                        "HomeRobot(app).tapDetail()"])
    }
}

/// SBTUITestTunnel launches the app with `launchTunnel(withOptions:startupBlock:)` (HackersUITests):
/// a launch as `launch()` is, with its arguments set before it.
final class TunnelLaunchTests: XCTestCase {
    func testATunnelLaunchIsAnEntryPoint() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class BasePageObjects { let app = XCUIApplication() }
            class FeedsPage: BasePageObjects {
                lazy var feedCell = app.cells["feeds.cell"]
                func openFirst() -> CommentsPage { feedCell.tap(); return CommentsPage() }
            }
            class CommentsPage: BasePageObjects {
                lazy var postCell = app.cells["comments.post"]
            }
            """), (path: "Tests.swift", source: """
            class BaseTestCase: XCTestCase {
                let app = XCUIApplication()
                func launch() {
                    app.launchArguments.append("-disableOnboarding")
                    app.launchTunnel(withOptions: [SBTUITunneledApplicationLaunchOptionResetFilesystem]) {
                        self.app.stubRequests(matching: SBTRequestMatch(url: "https://news.ycombinator.com/news"), response: SBTStubResponse(fileNamed: "news.html"))
                    }
                }
            }
            final class FeedsTests: BaseTestCase {
                func testComments() {
                    launch()
                    FeedsPage().openFirst()
                }
            }
            """)], robots: ["BasePageObjects"])
        XCTAssertEqual(graph.entryPoints.map(\.name), ["BaseTestCase.launch()"])
        XCTAssertEqual(graph.node(named: "BaseTestCase.launch()")?.launch?.arguments, ["-disableOnboarding"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "CommentsPage").code, """
            // BaseTestCase.launch() → CommentsPage: 2 transitions
            // launch: BaseTestCase.launch() (Tests.swift:5)
            launch()
            _ = FeedsPage().openFirst()

            """)
    }
}

/// A launch helper of a generic test base returns its generic parameter (MetroBuddy's
/// `rootPageWithScenario(_:) -> RootPage`): the page a test class binds it to, and the way goes on from it.
final class GenericLaunchHelperTests: XCTestCase {
    func testTheWayGoesOnFromThePageAGenericBaseReturns() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class AppPage {
                let app: XCUIApplication
                required init(app: XCUIApplication) { self.app = app }
            }
            final class MetroCardPage: AppPage {
                func tapFareButton() -> TextFieldAlertPage { app.buttons["fare"].tap(); return TextFieldAlertPage(app: app) }
            }
            final class TextFieldAlertPage: AppPage {
                var saveButton: XCUIElement { app.buttons["alert.save"] }
            }
            final class SettingsPage: AppPage {
                func tapAbout() -> AboutPage { app.buttons["settings.about"].tap(); return AboutPage(app: app) }
            }
            final class AboutPage: AppPage {
                var version: XCUIElement { app.staticTexts["about.version"] }
            }
            """), (path: "Tests.swift", source: """
            class ScenarioBasedTestCase<RootPage: AppPage>: XCTestCase {
                func rootPageWithScenario(_ scenario: String) -> RootPage {
                    let app = XCUIApplication()
                    app.launchArguments = ["-scenario", scenario]
                    app.launch()
                    return RootPage(app: app)
                }
            }
            final class MetroCardTests: ScenarioBasedTestCase<MetroCardPage> {
                func testFare() {
                    let page = rootPageWithScenario("ReturningUser")
                    XCTAssertFalse(page.tapFareButton().saveButton.isEnabled)
                }
            }
            final class SettingsTests: ScenarioBasedTestCase<SettingsPage> {
                func testAbout() {
                    let page = rootPageWithScenario("Settings")
                    XCTAssertTrue(page.tapAbout().version.exists)
                }
            }
            """)], robots: ["AppPage"])
        XCTAssertEqual(graph.node(named: "ScenarioBasedTestCase.rootPageWithScenario(_:)")?.launch?.returns, "MetroCardPage")
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "TextFieldAlertPage").code, """
            // ScenarioBasedTestCase.rootPageWithScenario(_:) → TextFieldAlertPage: 2 transitions
            // launch: ScenarioBasedTestCase.rootPageWithScenario(_:) (Tests.swift:5)
            // write it in MetroCardTests, or a class on the same base, where it returns a MetroCardPage
            _ = rootPageWithScenario("ReturningUser").tapFareButton()

            """)
        // Another class binds it to another page: the way there is written for a test of that class.
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "AboutPage").code, """
            // ScenarioBasedTestCase.rootPageWithScenario(_:) → AboutPage: 2 transitions
            // launch: ScenarioBasedTestCase.rootPageWithScenario(_:) (Tests.swift:5)
            // write it in SettingsTests, or a class on the same base, where it returns a SettingsPage
            _ = rootPageWithScenario("Settings").tapAbout()

            """)
    }
}

/// A setUp that keeps the screen its tests start on in a property of the test class (MetroBuddy's
/// `page = LoginScreen(app: app)`, its `app` a local of the setUp): the way goes on from the property,
/// as the suite's tests do; one only declared (which may still be nil) or shared by two properties is not used.
final class ScreenHeldBySetUpTests: XCTestCase {
    func testTheWayStartsFromTheScreenTheSetUpKeeps() throws {
        let screens = (path: "Screens.swift", source: """
            struct LoginScreen {
                let app: XCUIApplication
                func tapLogin() -> ReleaseListScreen { app.buttons["login.button"].tap(); return ReleaseListScreen(app: app) }
            }
            struct ReleaseListScreen {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["releases.title"] }
            }
            """)
        let held = (path: "Tests.swift", source: """
            final class SnapshotsTestCase: XCTestCase {
                var page: LoginScreen!
                override func setUp() {
                    super.setUp()
                    let app = XCUIApplication()
                    app.launchArguments += ["-delayToastDismissal", "1"]
                    page = LoginScreen(app: app)
                    app.launch()
                }
                func testSnapshots() {
                    XCTAssertTrue(page.tapLogin().title.exists)
                }
            }
            """)
        let graph = makeGraph([screens, held], robots: [])
        XCTAssertEqual(graph.node(named: "SnapshotsTestCase.setUp()")?.launch?.heldScreens, ["LoginScreen": "page"])
        XCTAssertEqual(graph.node(named: "SnapshotsTestCase.setUp()")?.launch?.screensTheSetUpReaches, [], "made, not gone to")
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "ReleaseListScreen").code, """
            // SnapshotsTestCase.setUp() → ReleaseListScreen: 2 transitions
            // launch: SnapshotsTestCase.setUp() (Tests.swift:8), before each test of its class: write the test there or in a subclass
            //   app.launchArguments += ["-delayToastDismissal", "1"]
            //   app.launch()
            _ = page.tapLogin()

            """)
        XCTAssertTrue(try PathQuery(graph: graph, from: "launch", to: "LoginScreen").code.hasSuffix("\n_ = page\n"))
        // Declared only: the property may still be nil, and the screen is made as the initializers say.
        let declaredOnly = held.source.replacingOccurrences(of: "        page = LoginScreen(app: app)\n", with: "")
        XCTAssertNotEqual(declaredOnly, held.source)
        let other = makeGraph([screens, (path: "Tests.swift", source: declaredOnly)], robots: [])
        XCTAssertEqual(other.node(named: "SnapshotsTestCase.setUp()")?.launch?.heldScreens, [:])
    }
}

extension ScreenHeldBySetUpTests {
    /// fleetio's setUp signs in and keeps where that lands (`homeScreen = LoginScreen().login()`): a way
    /// through it goes on from the property, the setUp's own moves not made again.
    func testTheWayGoesOnFromWhereTheSetUpWentAndKeptTheScreen() throws {
        let screens = (path: "Screens.swift", source: """
            class BaseScreen { let app = XCUIApplication() }
            class LoginScreen: BaseScreen {
                private lazy var loginButton = app.buttons["login_button"]
                func login() -> HomeScreen { loginButton.tap(); return HomeScreen() }
            }
            class HomeScreen: BaseScreen {
                private lazy var browseButton = app.buttons["browse_tab"]
                func tapBrowserTab() -> BrowseScreen { browseButton.tap(); return BrowseScreen() }
            }
            class BrowseScreen: BaseScreen {
                private lazy var vehicles = app.buttons["browse_vehicles"]
                func tapVehicles() -> VehiclesScreen { vehicles.tap(); return VehiclesScreen() }
            }
            class VehiclesScreen: BaseScreen {
                lazy var list = app.tables["vehicles_list"]
            }
            """)
        let tests = (path: "Tests.swift", source: """
            final class FleetioTests: XCTestCase {
                let app = XCUIApplication()
                var homeScreen: HomeScreen!
                override func setUp() {
                    app.launch()
                    homeScreen = LoginScreen().login()
                }
                func testOpenVehicles() {
                    let browse = homeScreen.tapBrowserTab()
                    _ = browse.tapVehicles()
                }
            }
            """)
        let graph = makeGraph([screens, tests], robots: ["BaseScreen"])
        XCTAssertEqual(graph.node(named: "FleetioTests.setUp()")?.launch?.heldScreens, ["HomeScreen": "homeScreen"])
        XCTAssertEqual(graph.node(named: "FleetioTests.setUp()")?.launch?.screensTheSetUpReaches, ["HomeScreen"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "VehiclesScreen").code, """
            // FleetioTests.setUp() → VehiclesScreen: 4 transitions
            // launch: FleetioTests.setUp() (Tests.swift:5), before each test of its class: write the test there or in a subclass
            //   app.launch()
            // (it goes on to HomeScreen, kept in `homeScreen` for each test)
            _ = homeScreen
                .tapBrowserTab()
                .tapVehicles()

            """)
        XCTAssertTrue(try PathQuery(graph: graph, from: "launch", to: "HomeScreen").code.hasSuffix("for each test)\n_ = homeScreen\n"))
    }
}

extension ScreenHeldBySetUpTests {
    /// shamanec's `BaseTest` keeps its `app` private and hands it out through `getApp()`, which its
    /// tests call: a way written for a subclass makes the pages with it, never with `app`.
    func testAnAppTheSetUpsClassKeepsPrivateIsReachedThroughItsAccessor() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class BasePage {
                var app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
            }
            class TabBar: BasePage {
                private var loadingButton: XCUIElement { app.buttons["Loading"] }
                func openSecondPage() -> SecondPage { loadingButton.tap(); return SecondPage(app: app) }
            }
            class SecondPage: BasePage {
                var loaded: XCUIElementQuery { app.staticTexts.matching(identifier: "loaded-el") }
            }
            """), (path: "Tests.swift", source: """
            class BaseTest: XCTestCase {
                private let app = XCUIApplication()
                override func setUp() { app.launch() }
                func getApp() -> XCUIApplication { app }
            }
            final class SampleTests: BaseTest {
                func testLoading() {
                    let secondPage = TabBar(app: getApp()).openSecondPage()
                    XCTAssertTrue(secondPage.loaded.firstMatch.waitForExistence(timeout: 10))
                }
            }
            """)], robots: ["BasePage"])
        XCTAssertEqual(graph.node(named: "BaseTest.setUp()")?.launch?.appAccessor, "getApp()")
        XCTAssertTrue(try PathQuery(graph: graph, from: "launch", to: "SecondPage").code.hasSuffix("\n_ = TabBar(app: getApp()).openSecondPage()\n"))
        XCTAssertEqual(PathCodeWriter.replacingTheApp(in: "Robot(app: app, appName: app.label)", with: "getApp()"), "Robot(app: getApp(), appName: getApp().label)")
    }
}
