import XCTest
@testable import KassiosMap

/// Edges from what KassiOS tests do in order: onScreen blocks, assertOnScreen, navigate(to:),
/// launches, helpers and scenarios.
final class TestSequenceTests: XCTestCase {
    func testConsecutiveScreensAreAnEdgeLabelledWithTheLastInteraction() {
        let graph = makeGraph([fixtureScreens, (path: "LoginTests.swift", source: """
        final class LoginTests: KassTestCase {
            func test_login() {
                onScreen(LoginScreen.self) {
                    $0.email.typeText("ada@example.com")
                    $0.submit.tap()
                    $0.email.assertVisible()
                }
                onScreen(HomeScreen.self) { home in
                    home.balance.assertVisible()
                    home.transferTile.tap()
                }
                assertOnScreen(TransferScreen.self)
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), [
            "HomeScreen -transferTile.tap()-> TransferScreen",
            "LoginScreen -submit.tap()-> HomeScreen",
        ])
        let edge = graph.edge("LoginScreen", "HomeScreen")
        XCTAssertEqual(edge?.kind, .interaction)
        XCTAssertEqual(evidenceLines(edge), ["LoginTests.swift:5 LoginTests.test_login"])
        XCTAssertEqual(graph.node(named: "TransferScreen")?.visitedBy, ["LoginTests.test_login"])
    }

    /// A test class whose base the linted files do not declare (`UITestCase` from a support
    /// target) is read when the base is named as a test case is.
    func testATestClassOnAnUnseenTestCaseBaseIsRead() {
        let graph = makeGraph([fixtureScreens, (path: "LoginTests.swift", source: """
        final class LoginTests: UITestCase {
            func test_login() {
                onScreen(LoginScreen.self) { $0.submit.tap() }
                onScreen(HomeScreen.self)
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), ["LoginScreen -submit.tap()-> HomeScreen"])
        XCTAssertEqual(evidenceLines(graph.edge("LoginScreen", "HomeScreen")), ["LoginTests.swift:3 LoginTests.test_login"])
    }

    func testIdenticalEdgesMergeAndKeepEveryTestAsEvidence() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class LoginTests: KassTestCase {
            func test_a() {
                onScreen(LoginScreen.self) { $0.submit.tap() }
                onScreen(HomeScreen.self)
            }
            func test_b() {
                onScreen(LoginScreen.self) { $0.submit.tap() }
                assertOnScreen(HomeScreen.self)
            }
            func test_c() {
                onScreen(LoginScreen.self) { $0.logIn(as: "grace") }
                onScreen(HomeScreen.self)
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), ["LoginScreen -logIn(as: \"grace\")-> HomeScreen", "LoginScreen -submit.tap()-> HomeScreen"])
        XCTAssertEqual(evidenceLines(graph.edge("LoginScreen", "HomeScreen", "submit.tap()")),
                       ["Tests.swift:3 LoginTests.test_a", "Tests.swift:7 LoginTests.test_b"])
        XCTAssertEqual(graph.node(named: "HomeScreen")?.visitedBy, ["LoginTests.test_a", "LoginTests.test_b", "LoginTests.test_c"])
    }

    func testScreensWithNothingDoneBetweenAreASuspiciousEdge() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class T: KassTestCase {
            func test_timer() {
                onScreen(LoginScreen.self) { $0.email.assertVisible() }
                onScreen(HomeScreen.self)
            }
        }
        """)])
        let edge = graph.edge("LoginScreen", "HomeScreen")
        XCTAssertEqual(edge?.action, "(no action)")
        XCTAssertEqual(edge?.kind, NavigationEdge.Kind.none)
        XCTAssertEqual(edge?.isSuspicious, true)
        XCTAssertEqual(evidenceLines(edge), ["Tests.swift:4 T.test_timer"])
    }

    /// kcr's test holds a page, signs in with a wrong password (the method's declared way leads
    /// to the main page) and checks the alert on the page it holds: no "(no action)" edge back from
    /// the main page, as the test never left. A page first used with nothing done is still one.
    func testAPageTheTestHoldsAndGoesBackToIsNoEdge() {
        let graph = makeGraph([(path: "Pages.swift", source: """
        final class PasswordPage {
            let app: XCUIApplication
            init(application: XCUIApplication) { self.app = application }
            var invalidAlert: XCUIElement { app.alerts["invalid"] }
            var signIn: XCUIElement { app.buttons["signin"] }
            func tapSignInButton() -> MainPage {
                signIn.tap()
                return MainPage(application: app)
            }
        }
        final class MainPage {
            let app: XCUIApplication
            init(application: XCUIApplication) { self.app = application }
            var title: XCUIElement { app.staticTexts["main.title"] }
        }
        final class SplashPage {
            let app: XCUIApplication
            init(application: XCUIApplication) { self.app = application }
            var logo: XCUIElement { app.images["splash.logo"] }
        }
        """), (path: "Tests.swift", source: """
        final class SignInTests: XCTestCase {
            func testWrongPassword() {
                let app = XCUIApplication()
                let page = PasswordPage(application: app)
                _ = page.tapSignInButton()
                XCTAssert(page.invalidAlert.waitForExistence(timeout: 3))
            }
            func testSplashLeadsToMain() {
                let app = XCUIApplication()
                let splash = SplashPage(application: app)
                let main = MainPage(application: app)
                XCTAssert(splash.logo.waitForExistence(timeout: 3))
                XCTAssert(main.title.waitForExistence(timeout: 10))
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), ["PasswordPage -tapSignInButton()-> MainPage", "SplashPage -\(NavigationEdge.noAction)-> MainPage"])
    }

    func testTheSameScreenAgainIsAnEdgeOnlyAfterAnAction() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class T: KassTestCase {
            func test_wrongPassword() {
                navigate(to: LoginScreen.self)
                onScreen(LoginScreen.self) { $0.email.assertVisible() }
                onScreen(LoginScreen.self) { $0.submit.tap() }
                assertOnScreen(LoginScreen.self)
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), ["LoginScreen -submit.tap()-> LoginScreen"])
    }

    func testStatementsOutsideTheBlockAndNavigateCount() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class T: KassTestCase {
            func test_flow() {
                onScreen(LoginScreen.self) { $0.submit.tap() }
                app.tap()
                onScreen(HomeScreen.self) { $0.balance.assertVisible() }
                navigate(to: TransferScreen.self)
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), ["HomeScreen -navigate(to: TransferScreen.self)-> TransferScreen", "LoginScreen -app.tap()-> HomeScreen"])
        XCTAssertEqual(graph.edge("LoginScreen", "HomeScreen")?.kind, .statement)
        XCTAssertEqual(graph.edge("HomeScreen", "TransferScreen")?.kind, .navigate)
    }

    /// An `if` runs its branch (`ConditionalFlowTests`); a loop's body, which may run any number of
    /// times, is no sequence; a condition is no action.
    func testAConditionalBranchRunsAndALoopDoesNot() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class T: KassTestCase {
            func test_maybe() {
                onScreen(LoginScreen.self) { $0.submit.tap() }
                if Bool.random() {
                    onScreen(TransferScreen.self) { $0.review.tap() }
                }
                for _ in 0..<2 { onScreen(TransferScreen.self) }
                onScreen(HomeScreen.self)
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), ["LoginScreen -submit.tap()-> TransferScreen", "TransferScreen -review.tap()-> HomeScreen"])
        XCTAssertEqual(graph.node(named: "TransferScreen")?.visitedBy, ["T.test_maybe"])
    }

    func testTheLaunchBeforeTheFirstScreenIsAnEntryPointWithItsConfiguration() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class SignedOutTests: KassTestCase {
            private func launchSignedOut(extra: [String] = []) {
                launch(arguments: ["-uiTesting"] + extra, environment: ["AUTH": "none", "MOCK": Fixtures.accounts])
            }
            func test_login() {
                launchSignedOut()
                onScreen(LoginScreen.self) { $0.submit.tap() }
                onScreen(HomeScreen.self)
            }
        }
        """)])
        let entry = graph.node(named: "SignedOutTests.launchSignedOut(extra:)")
        XCTAssertEqual(entry?.kind, .entry)
        XCTAssertEqual(entry?.line, 3)
        XCTAssertEqual(entry?.launch?.arguments, ["-uiTesting", "\\(extra)"])
        XCTAssertEqual(entry?.launch?.environment, [EnvironmentEntry(key: "AUTH", value: "none"),
                                                    EnvironmentEntry(key: "MOCK", value: "\\(Fixtures.accounts)")])
        XCTAssertEqual(entry?.launch?.code, ["launch(arguments: [\"-uiTesting\"] + extra, environment: [\"AUTH\": \"none\", \"MOCK\": Fixtures.accounts])"])
        XCTAssertEqual(edgeLines(graph), ["LoginScreen -submit.tap()-> HomeScreen", "SignedOutTests.launchSignedOut(extra:) -launch-> LoginScreen"])
        XCTAssertEqual(graph.edge("SignedOutTests.launchSignedOut(extra:)", "LoginScreen")?.kind, .launch)
    }

    /// Functions that launch alike share one entry point (KassiOS's own integration tests call a
    /// bare `launch()` in thirty tests); a launch written otherwise is an entry of its own.
    func testLaunchesWrittenAlikeAreOneEntryPoint() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class LoginTests: KassTestCase {
            func test_login() {
                launch()
                onScreen(LoginScreen.self) { $0.submit.tap() }
                onScreen(HomeScreen.self)
            }
        }
        final class OfflineTests: KassTestCase {
            func test_retry() {
                launch()
                onScreen(LoginScreen.self)
            }
            func test_offline() {
                launch(offline: true)
                onScreen(LoginScreen.self)
            }
        }
        """)])
        XCTAssertEqual(graph.nodes.filter { $0.kind == .entry }.map(\.name).sorted(),
                       ["LoginTests.test_login()", "OfflineTests.test_offline()"])
        XCTAssertEqual(evidenceLines(graph.edge("LoginTests.test_login()", "LoginScreen")),
                       ["Tests.swift:4 LoginTests.test_login", "Tests.swift:11 OfflineTests.test_retry"])

        // The same launch after another set-up is another launch.
        let setUps = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class OnboardingTests: XCTestCase {
            let app = XCUIApplication()
            override func setUp() { app.launchArguments = ["-ShowOnboarding"] }
            func test_onboarding() {
                app.launch()
                LoginScreen(app: app).submit.tap()
            }
        }
        final class LoggedInTests: XCTestCase {
            let app = XCUIApplication()
            override func setUp() { app.launchArguments = ["-LoggedIn"] }
            func test_home() {
                app.launch()
                HomeScreen(app: app).balance.tap()
            }
        }
        """)])
        XCTAssertEqual(setUps.nodes.filter { $0.kind == .entry }.map(\.name).sorted(),
                       ["LoggedInTests.test_home()", "OnboardingTests.test_onboarding()"])
    }

    /// The steps of a test report (KassiOS's `step("…") { … }`, `test.step`, XCTest's
    /// `XCTContext.runActivity`) run in place: what is done inside is the action.
    func testReportStepsRunInPlace() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        final class LoginTests: KassTestCase {
            func test_login() {
                launch()
                onScreen(LoginScreen.self) { login in
                    step("Log in") {
                        login.email.typeText("ada")
                        login.submit.tap()
                    }
                }
                onScreen(HomeScreen.self) { home in
                    XCTContext.runActivity(named: "Open a transfer") { _ in home.transferTile.tap() }
                }
                onScreen(TransferScreen.self)
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), ["HomeScreen -transferTile.tap()-> TransferScreen", "LoginScreen -submit.tap()-> HomeScreen",
                                          "LoginTests.test_login() -launch-> LoginScreen"])
    }

    /// A set-up helper in `extension XCTestCase` is every test class's, and the first
    /// `activate()` of a test launches the app; a later one only brings it back.
    func testHelpersOfXCTestCaseExtensionsAndActivateAsTheFirstLaunch() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        extension XCTestCase {
            func setUpTestSuite(for app: XCUIApplication = XCUIApplication()) {
                app.launchArguments = ["-ui-testing"]
                app.activate()
            }
        }
        final class LoginTests: XCTestCase {
            let app = XCUIApplication()
            override func setUp() { setUpTestSuite() }
            func test_login() {
                onScreen(LoginScreen.self) { $0.submit.tap() }
                app.activate()
                onScreen(HomeScreen.self)
            }
        }
        """)])
        let entry = graph.node(named: "XCTestCase.setUpTestSuite(for:)")
        XCTAssertEqual(entry?.kind, .entry)
        XCTAssertEqual(entry?.launch?.arguments, ["-ui-testing"])
        XCTAssertEqual(edgeLines(graph), ["LoginScreen -app.activate()-> HomeScreen", "XCTestCase.setUpTestSuite(for:) -launch-> LoginScreen"],
                       "the second activate() is what the test did last, no launch")
    }

    /// Challenge's test base declares its own `launch()`, which sets the environment and launches
    /// the app: the tests' bare `launch()` calls that helper, whose launch is the entry point,
    /// one for every test, with its environment. So does one a protocol's extension declares.
    func testAHelperNamedLaunchIsWalkedAsAHelper() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        class UITestCase: XCTestCase {
            private(set) var app: XCUIApplication!
            @discardableResult
            func launch() -> XCUIApplication {
                let app = XCUIApplication()
                app.launchEnvironment = ["API_BASE_URL": "http://localhost:8080"]
                app.launch()
                self.app = app
                return app
            }
        }
        final class LoginTests: UITestCase {
            func test_login() {
                launch()
                onScreen(LoginScreen.self) { $0.submit.tap() }
            }
        }
        final class HomeTests: UITestCase {
            func test_home() {
                launch()
                onScreen(HomeScreen.self)
            }
        }
        """)])
        let entry = graph.node(named: "UITestCase.launch()")
        XCTAssertEqual(entry?.kind, .entry)
        XCTAssertEqual(entry?.launch?.environment.map { "\($0.key)=\($0.value)" }, ["API_BASE_URL=http://localhost:8080"])
        XCTAssertEqual(edgeLines(graph), ["UITestCase.launch() -launch-> HomeScreen", "UITestCase.launch() -launch-> LoginScreen"])
        // The same helper in the extension of a protocol the test class adopts.
        let adopted = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        protocol Launching: XCTestCase {}
        extension Launching {
            @discardableResult
            func launch() -> XCUIApplication {
                let app = XCUIApplication()
                app.launchEnvironment = ["MOCK": "1"]
                app.launch()
                return app
            }
        }
        final class HomeTests: XCTestCase, Launching {
            func test_home() {
                let app = launch()
                onScreen(HomeScreen.self)
            }
        }
        """)])
        XCTAssertEqual(adopted.node(named: "Launching.launch()")?.launch?.environment.map { "\($0.key)=\($0.value)" }, ["MOCK=1"])
        XCTAssertEqual(edgeLines(adopted), ["Launching.launch() -launch-> HomeScreen"])
    }

    /// DSGet launches through a static factory of an `XCUIApplication` extension, written as an
    /// implicit member (`app = .launchForTesting()`) or through the type: the factory's launch is
    /// the entry point, with its arguments. A static function that launches nothing is no entry.
    func testAStaticFactoryOfTheApplicationThatLaunchesIsAnEntryPoint() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        extension XCUIApplication {
            static func launchForTesting() -> XCUIApplication {
                let app = XCUIApplication()
                app.launchArguments = ["--uitesting"]
                app.launch()
                return app
            }
            static func unlaunched() -> XCUIApplication { XCUIApplication() }
        }
        final class LoginTests: XCTestCase {
            private var app: XCUIApplication!
            override func setUpWithError() throws { app = .launchForTesting() }
            func test_login() { onScreen(LoginScreen.self) { $0.submit.tap() } }
        }
        final class HomeTests: XCTestCase {
            func test_home() {
                let app = XCUIApplication.launchForTesting()
                onScreen(HomeScreen.self)
            }
        }
        final class OtherTests: XCTestCase {
            func test_other() {
                let app = XCUIApplication.unlaunched()
                onScreen(TransferScreen.self)
            }
        }
        """)])
        let entry = graph.node(named: "XCUIApplication.launchForTesting()")
        XCTAssertEqual(entry?.kind, .entry)
        XCTAssertEqual(entry?.launch?.arguments, ["--uitesting"])
        XCTAssertEqual(edgeLines(graph), ["XCUIApplication.launchForTesting() -launch-> HomeScreen",
                                          "XCUIApplication.launchForTesting() -launch-> LoginScreen"])
    }

    /// A factory of the suite that makes the app and does not launch it (`XCUIApplication.testable()`,
    /// `.testable()`, a top-level `makeApp()`): what it sets comes first in the launch of the app it made,
    /// with the statement that called it in the launch code; what it sets under an `if` is not every
    /// launch's. An app made otherwise is launched with its own settings only.
    func testTheSettingsOfAFactoryThatMakesTheAppAreItsLaunchs() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        extension XCUIApplication {
            static func testable(signedIn: Bool = false) -> XCUIApplication {
                let app = XCUIApplication()
                app.launchArguments = ["-uitests"]
                app.launchEnvironment["API_URL"] = "http://localhost:8080"
                if signedIn { app.launchArguments.append("-signedIn") }
                return app
            }
        }
        func makeApp() -> XCUIApplication {
            let app = XCUIApplication()
            app.launchArguments += ["-made"]
            return app
        }
        final class LoginTests: XCTestCase {
            private var app: XCUIApplication!
            override func setUp() {
                app = .testable()
                app.launch()
            }
            func test_login() { onScreen(LoginScreen.self) { $0.submit.tap() } }
        }
        final class HomeTests: XCTestCase {
            func test_home() {
                let app = XCUIApplication.testable(signedIn: true)
                app.launchArguments += ["-home"]
                app.launch()
                onScreen(HomeScreen.self)
            }
            func test_made() {
                let app = makeApp()
                app.launch()
                onScreen(TransferScreen.self)
            }
            func test_plain() {
                let app = XCUIApplication()
                app.launchArguments = ["-plain"]
                app.launch()
                onScreen(TransferScreen.self)
            }
        }
        """)])
        let setUp = graph.node(named: "LoginTests.setUp()")?.launch
        XCTAssertEqual(setUp?.arguments, ["-uitests"])
        XCTAssertEqual(setUp?.environment, [EnvironmentEntry(key: "API_URL", value: "http://localhost:8080")])
        XCTAssertEqual(setUp?.code, ["app = .testable()", "app.launch()"])
        let home = graph.node(named: "HomeTests.test_home()")?.launch
        XCTAssertEqual(home?.arguments, ["-uitests", "-home"])
        XCTAssertEqual(home?.code, ["let app = XCUIApplication.testable(signedIn: true)", "app.launchArguments += [\"-home\"]", "app.launch()"])
        XCTAssertEqual(graph.node(named: "HomeTests.test_made()")?.launch?.arguments, ["-made"])
        XCTAssertEqual(graph.node(named: "HomeTests.test_plain()")?.launch?.arguments, ["-plain"])
    }

    func testSetUpLaunchesOfBaseClassesAndAppLaunchArgumentsDeepLinksAndRelaunches() {
        let graph = makeGraph([fixtureScreens, (path: "Tests.swift", source: """
        class DeepLinkTestCase: XCTestCase {
            let app = XCUIApplication()
            override func setUpWithError() throws {
                app.launchArguments += ["-uiTesting"]
                app.launchEnvironment["AUTH"] = "yes"
                app.launch()
                app.open(URL(string: "finch://transfer")!)
            }
        }
        final class TransferLinkTests: DeepLinkTestCase {
            func test_link() {
                onScreen(TransferScreen.self) { $0.review.tap() }
                app.terminate()
                app.launch()
                onScreen(HomeScreen.self)
            }
        }
        """)])
        let entry = graph.node(named: "DeepLinkTestCase.setUpWithError()")
        XCTAssertEqual(entry?.launch, LaunchConfiguration(arguments: ["-uiTesting"], environment: [EnvironmentEntry(key: "AUTH", value: "yes")],
                                                          deepLinks: ["finch://transfer"], code: [
            "app.launchArguments += [\"-uiTesting\"]", "app.launchEnvironment[\"AUTH\"] = \"yes\"", "app.launch()",
            "app.open(URL(string: \"finch://transfer\")!)",
        ], start: .beforeEachTest))
        // The relaunch in the test keeps what setUp configured: the same entry point.
        XCTAssertEqual(edgeLines(graph), ["DeepLinkTestCase.setUpWithError() -launch-> HomeScreen", "DeepLinkTestCase.setUpWithError() -launch-> TransferScreen"])
        XCTAssertEqual(graph.entryPoints.count, 1)
    }

    func testAnApplicationLaunchedInPlaceAndValuesDroppedWithUnderscore() {
        let graph = makeGraph([(path: "Pages.swift", source: """
        class Page { let app = XCUIApplication() }
        final class LoginPage: Page {
            var back: XCUIElement { app.buttons["login.back"] }
            @discardableResult func goBack() -> Self { back.tap(); return self }
            @discardableResult func pause(_ seconds: UInt32) -> Self { self }
        }
        final class HomePage: Page {
            var title: XCUIElement { app.staticTexts["home.title"] }
        }
        """), (path: "Tests.swift", source: """
        final class BackTests: XCTestCase {
            override func setUp() {
                let banner = XCUIApplication().buttons["promo.close"]
                XCUIApplication().launch()
                banner.tap()
            }
            func testBack() {
                _ = LoginPage().goBack()
                _ = HomePage()
            }
            func testPause() {
                LoginPage().goBack().pause(1)
                XCTAssertTrue(HomePage().title.exists)
            }

        }
        """)])
        let entry = graph.node(named: "BackTests.setUp()")
        XCTAssertEqual(entry?.kind, .entry)
        // A call on a local the launch does not pass is no launch code.
        XCTAssertEqual(entry?.launch?.code, ["XCUIApplication().launch()"])
        XCTAssertEqual(edgeLines(graph), ["BackTests.setUp() -launch-> LoginPage", "LoginPage -goBack()-> HomePage"])
        XCTAssertEqual(graph.node(named: "HomePage")?.visitedBy, ["BackTests.testBack", "BackTests.testPause"])
        XCTAssertEqual(evidenceLines(graph.edge("LoginPage", "HomePage", "goBack()")), ["Tests.swift:8 BackTests.testBack", "Tests.swift:12 BackTests.testPause"],
                       "a pause after the action is no other way there")
    }

    func testWhatIsDoneToTheAppBeforeItLaunchesIsLaunchCodeAndAnotherAppsLaunchIsNoEntry() {
        let graph = makeGraph([(path: "Pages.swift", source: """
        final class ExplorePage {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }
            var feed: XCUIElement { app.tables["explore.feed"] }
        }
        """), (path: "Tests.swift", source: """
        final class ExploreTests: XCTestCase {
            func testExplore() {
                let app = XCUIApplication()
                app.resetAuthorizationStatus(for: .camera)
                app.configureForUITests(onboardingDone: true)
                app.launch()
                _ = ExplorePage(app: app)
                app.terminate()
            }
            private func openSettings() {
                let app = XCUIApplication(bundleIdentifier: "com.apple.Preferences")
                app.launch()
            }
            func testAfterSettings() {
                openSettings()
                let app = XCUIApplication()
                app.launch()
                _ = ExplorePage(app: app)
            }
            func testFromHome() {
                let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                springboard.launch()
                XCUIApplication(bundleIdentifier: "com.apple.Preferences").launch()
                _ = ExplorePage(app: XCUIApplication())
            }
        }
        """)])
        XCTAssertEqual(graph.entryPoints.map(\.name), ["ExploreTests.testAfterSettings()", "ExploreTests.testExplore()"],
                       "another app's local in a helper is the helper's own")
        XCTAssertEqual(graph.node(named: "ExploreTests.testExplore()")?.launch?.code,
                       ["app.resetAuthorizationStatus(for: .camera)", "app.configureForUITests(onboardingDone: true)", "app.launch()"],
                       "what is done after the launch is not launch code")
    }

    func testFindingAnElementIsNoAction() {
        let graph = makeGraph([(path: "Pages.swift", source: """
        enum SettingsPage { static var view: XCUIElement { XCUIApplication().otherElements["settings.view"] } }
        enum MenuBarPage { static var title: XCUIElement { XCUIApplication().statusItems["menubar.title"] } }
        """), (path: "Tests.swift", source: """
        final class SettingsTests: XCTestCase {
            func testIcon() {
                let showIcon = SettingsPage.view.checkBoxes.element(boundBy: 0)
                XCTAssertEqual(MenuBarPage.title.label, "Friday")
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), ["SettingsPage -\(NavigationEdge.noAction)-> MenuBarPage"], "shown as a shortcut to look at, not as a way")
    }

    func testHelpersAndScenariosAreFollowedInPlace() {
        let graph = makeGraph([fixtureScreens, (path: "SignIn.swift", source: """
        struct SignInScenario: KassScenario {
            func run(in test: KassTestCase) {
                test.onScreen(LoginScreen.self) { $0.logIn(as: "ada") }
                test.assertOnScreen(HomeScreen.self)
            }
        }
        """), (path: "Tests.swift", source: """
        final class T: KassTestCase {
            private func goHome() { SignInScenario().run(in: self) }
            func test_transfer() {
                goHome()
                onScreen(HomeScreen.self) { $0.transferTile.tap() }
                onScreen(TransferScreen.self)
            }
            func test_balance() {
                scenario(SignInScenario())
                onScreen(HomeScreen.self) { $0.balance.assertVisible() }
            }
        }
        """)])
        XCTAssertEqual(edgeLines(graph), ["HomeScreen -transferTile.tap()-> TransferScreen", "LoginScreen -logIn(as: \"ada\")-> HomeScreen"])
        // KassiOS's `scenario(_:)` replays it as `run(in:)` does.
        XCTAssertEqual(evidenceLines(graph.edge("LoginScreen", "HomeScreen")), ["SignIn.swift:3 T.test_balance", "SignIn.swift:3 T.test_transfer"])
    }

    /// As ChaosBank's suite does it: the base test case's helper ends with `return launch(…)`, and
    /// a test taps an element a method finds (`assetRow("AAPL").tap()`), after a fluent action
    /// that returns the screen itself.
    func testALaunchReturnedByAHelperAndAnElementFoundByAMethod() {
        let graph = makeGraph([fixtureScreens, (path: "Markets.swift", source: """
        final class MarketsScreen: KassScreen {
            lazy var list = element("markets.list", type: .table)
            override var onLoad: [KassElement] { [list] }
            func assetRow(_ symbol: String) -> KassElement { cell("markets.asset.\\(symbol)") }
            func sortByName() -> Self { self }
        }
        """), (path: "Tests.swift", source: """
        class CBTestCase: KassTestCase {
            @discardableResult
            func launchUnlocked(tab: String? = nil) -> XCUIApplication {
                var args = ["-StartUnlocked", "1"]
                if let tab = tab { args += ["-Tab", tab] }
                return launch(arguments: args)
            }
        }
        final class MarketsTests: CBTestCase {
            func test_openAsset() {
                launchUnlocked(tab: "markets")
                onScreen(MarketsScreen.self) { $0.sortByName().assetRow("AAPL").tap() }
                onScreen(TransferScreen.self) { $0.review.tap() }
            }
        }
        """)])
        XCTAssertEqual(graph.nodes.filter { $0.kind == .entry }.map(\.name), ["CBTestCase.launchUnlocked(tab:)"])
        XCTAssertEqual(edgeLines(graph), ["CBTestCase.launchUnlocked(tab:) -launch-> MarketsScreen",
                                          "MarketsScreen -assetRow(\"AAPL\").tap()-> TransferScreen"])

        // A test calls a helper declared to return a screen: its one statement is `call`.
        func homeHelperGraph(calling call: String) -> NavigationGraph {
            makeGraph([fixtureScreens, (path: "Tests.swift", source: """
            final class HomeTests: KassTestCase {
                private func goHome() -> HomeScreen {
                    launch()
                    onScreen(LoginScreen.self) { $0.submit.tap() }
                    return HomeScreen(app: app, config: config)
                }
                func test_transfer() {
                    \(call)
                    onScreen(TransferScreen.self)
                }
            }
            """)])
        }
        // Whatever a helper returns is read as a statement is: a screen it returns is visited.
        let returned = homeHelperGraph(calling: "goHome()")
        XCTAssertEqual(edgeLines(returned), ["HomeScreen -\(NavigationEdge.noAction)-> TransferScreen", "HomeTests.goHome() -launch-> LoginScreen",
                                             "LoginScreen -submit.tap()-> HomeScreen"])

        // Used in a chain: the chain goes on on the screen it returns.
        let chained = homeHelperGraph(calling: "goHome().transferTile.tap()")
        XCTAssertEqual(edgeLines(chained), ["HomeScreen -transferTile.tap()-> TransferScreen", "HomeTests.goHome() -launch-> LoginScreen",
                                            "LoginScreen -submit.tap()-> HomeScreen"])
    }

    func testScreensOnlyOtherScreensInheritFromAreNoNodesUnlessVisited() {
        let graph = makeGraph([(path: "S.swift", source: """
        class TabScreen: KassScreen {
            lazy var tabBar = element("tabs", type: .tabBar)
            override var onLoad: [KassElement] { [tabBar] }
        }
        final class CardsScreen: TabScreen {
            lazy var freeze = switchControl("cards.freeze")
            override var onLoad: [KassElement] { super.onLoad + [freeze] }
        }
        """)])
        XCTAssertEqual(graph.nodes.map(\.name), ["CardsScreen"])
        XCTAssertEqual(graph.node(named: "CardsScreen")?.onLoad, ["tabBar", "freeze"])
        XCTAssertEqual(graph.node(named: "CardsScreen")?.onLoadIdentifiers, ["tabs", "cards.freeze"])
        XCTAssertEqual(graph.node(named: "CardsScreen")?.elements.map(\.name), ["freeze", "tabBar"])
    }

    /// A set-up that taps its way to a screen and keeps the screen for its tests (BumpSetCut's
    /// favorites tests) leaves every test on that screen: what a test does there first (tapping the
    /// middle of a video) is no way to it. A screen made before the set-up's last interaction is
    /// still reached where it is used.
    func testASetUpThatEndsByMakingTheScreenItTappedToLeavesItsTestsThere() {
        let graph = makeGraph([(path: "Screens.swift", source: """
            struct HomeScreen: Robot {
                let app: XCUIApplication
                var favoritesButton: XCUIElement { app.buttons["home.favorites"] }
                var settingsButton: XCUIElement { app.buttons["home.settings"] }
            }
            struct FavoritesScreen: Robot {
                let app: XCUIApplication
                var pauseIcon: XCUIElement { app.images["favorites.pause"] }
            }
            struct SettingsScreen: Robot {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["settings.title"] }
            }
            struct OnboardingScreen: Robot {
                let app: XCUIApplication
                var skipButton: XCUIElement { app.buttons["onboarding.skip"] }
            }
            """), (path: "HomeTests.swift", source: """
            final class HomeTests: XCTestCase {
                var app: XCUIApplication!
                var home: HomeScreen!
                var favorites: FavoritesScreen!

                override func setUpWithError() throws {
                    app = XCUIApplication()
                    app.launch()
                    OnboardingScreen(app: app).skipButton.tap()
                    home = HomeScreen(app: app)
                    favorites = FavoritesScreen(app: app)
                }

                func testOpenFavorites() {
                    home.favoritesButton.tap()
                    XCTAssertTrue(favorites.pauseIcon.exists)
                }
            }
            """), (path: "FavoritesTests.swift", source: """
            final class FavoritesTests: XCTestCase {
                var app: XCUIApplication!
                var favorites: FavoritesScreen!

                override func setUpWithError() throws {
                    app = XCUIApplication()
                    app.launch()
                    let home = HomeScreen(app: app)
                    home.favoritesButton.tap()
                    favorites = FavoritesScreen(app: app)
                }

                func testTapToPause() {
                    let center = app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
                    center.tap()
                    XCTAssertTrue(favorites.pauseIcon.waitForExistence(timeout: 3))
                }
            }
            """), (path: "SettingsTests.swift", source: """
            final class SettingsTests: XCTestCase {
                var app: XCUIApplication!
                var settings: SettingsScreen!

                override func setUpWithError() throws {
                    app = XCUIApplication()
                    app.launch()
                    settings = SettingsScreen(app: app)
                    HomeScreen(app: app).settingsButton.tap()
                }

                func testTitle() {
                    XCTAssertTrue(settings.title.exists)
                }
            }
            """)])
        // Several screens made after the set-up's last interaction: the one the test visits first is
        // where the interaction led (HomeTests starts on Home, not on the Favorites made last).
        XCTAssertEqual(edgeLines(graph).filter { !$0.contains("-launch->") }, [
            "HomeScreen -favoritesButton.tap()-> FavoritesScreen",
            "HomeScreen -settingsButton.tap()-> SettingsScreen",
            "OnboardingScreen -skipButton.tap()-> HomeScreen",
        ])
        XCTAssertEqual(evidenceLines(graph.edge("HomeScreen", "FavoritesScreen")),
                       ["FavoritesTests.swift:9 FavoritesTests.testTapToPause", "HomeTests.swift:15 HomeTests.testOpenFavorites"])
        XCTAssertEqual(graph.node(named: "FavoritesScreen")?.visitedBy, ["FavoritesTests.testTapToPause", "HomeTests.testOpenFavorites"])
        XCTAssertEqual(evidenceLines(graph.edge("HomeScreen", "SettingsScreen")), ["SettingsTests.swift:9 SettingsTests.testTitle"])
    }
}

/// What a test only checks is no action: a screen looked at inside a comparison is visited, and
/// a load check (by its name, or as `robots: load_checks` names it) leaves the step before it
/// as the action that moved the test on.
final class ChecksInTestsTests: XCTestCase {
    static let screens = (path: "Screens.swift", source: """
        class BaseScreen { let app = XCUIApplication() }
        class TabBarScreen: BaseScreen {
            var first: XCUIElement { app.tabBars.buttons["First"] }
            var second: XCUIElement { app.tabBars.buttons["Second"] }
            func open(second isSecond: Bool) { (isSecond ? second : first).tap() }
        }
        class FirstScreen: BaseScreen {
            var subTitle: XCUIElement { app.staticTexts["first.subtitle"] }
            func screenShown() -> Bool { subTitle.waitForExistence(timeout: 5) }
            func isDisplayed() -> Bool { subTitle.exists }
        }
        class SecondScreen: BaseScreen {
            var subTitle: XCUIElement { app.staticTexts["second.subtitle"] }
        }
        """)

    /// A test class holding the three screens, launching in `setUp`, with one test of these statements.
    static func tabTest(_ statements: String) -> (path: String, source: String) {
        let body = statements.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        return (path: "TabTests.swift", source: """
            final class TabTests: XCTestCase {
                let app = XCUIApplication()
                let tabBar = TabBarScreen()
                let firstScreen = FirstScreen()
                let secondScreen = SecondScreen()
                override func setUp() { app.launch() }
                func testTabs() {
            \(body)
                }
            }
            """)
    }

    func testAScreenLookedAtInAComparisonIsVisited() {
        let graph = makeGraph([ChecksInTestsTests.screens, ChecksInTestsTests.tabTest("""
            XCTAssertTrue(firstScreen.subTitle.exists)
            tabBar.open(second: true)
            XCTAssertTrue(secondScreen.subTitle.label == "Second")
            tabBar.open(second: false)
            XCTAssertFalse(!(firstScreen.subTitle.label != "Second"))
            """)])
        XCTAssertEqual(edgeLines(graph).filter { $0.hasPrefix("TabBarScreen") }, [
            "TabBarScreen -open(second: false)-> FirstScreen",
            "TabBarScreen -open(second: true)-> SecondScreen",
        ])
    }

    /// What an assertion says is not shown is not visited: `XCTAssertFalse`, `!`, `== false`, `||`.
    func testAScreenAnAssertionSaysIsNotShownIsNotVisited() {
        let graph = makeGraph([ChecksInTestsTests.screens, ChecksInTestsTests.tabTest("""
            XCTAssertTrue(firstScreen.isDisplayed())
            tabBar.open(second: true)
            XCTAssertFalse(firstScreen.isDisplayed())
            XCTAssertTrue(!firstScreen.isDisplayed())
            XCTAssert(firstScreen.subTitle.exists == false)
            XCTAssert(firstScreen.subTitle.exists != true)
            XCTAssertTrue(firstScreen.isDisplayed() || secondScreen.subTitle.exists)
            XCTAssertTrue(secondScreen.subTitle.exists == true)
            """)])
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("TabTests") }, [
            "FirstScreen -(no action)-> TabBarScreen",
            "TabBarScreen -open(second: true)-> SecondScreen",
        ])
    }

    func testALoadCheckIsNotTheActionThatLeavesAScreen() {
        let test = (path: "TabTests.swift", source: """
            final class TabTests: XCTestCase {
                let app = XCUIApplication()
                let tabBar = TabBarScreen()
                let firstScreen = FirstScreen()
                override func setUp() { app.launch() }
                func testShown() {
                    _ = firstScreen.screenShown()
                    tabBar.open(second: true)
                }
                func testDisplayed() {
                    XCTAssertTrue(firstScreen.isDisplayed())
                    _ = firstScreen.isDisplayed()
                    tabBar.open(second: true)
                }
            }
            """)
        let configured = makeGraph([ChecksInTestsTests.screens, test], loadChecks: ["screenShown"])
        XCTAssertEqual(configured.edge("FirstScreen", "TabBarScreen")?.action, "(no action)")
        let unconfigured = makeGraph([ChecksInTestsTests.screens, test])
        // screenShown() is an action when no setting says otherwise; isDisplayed() asks a question.
        XCTAssertEqual(Set(unconfigured.edges.filter { $0.from == "FirstScreen" }.map(\.action)), ["(no action)", "screenShown()"])
    }

    /// GetStream's `UserRobot`, a robot that is no screen and drives the static pages, held by the test
    /// base and called inside `GIVEN`/`WHEN` steps: each method is walked in place, with the page its
    /// property holds (`let composer = MessageListPage.Composer.self`), so the pages it goes through are
    /// the map's transitions.
    func testARobotThatDrivesThePagesIsWalkedThroughItsMethods() {
        let source = (path: "Chat.swift", source: """
            let app = XCUIApplication()
            enum StartPage { static var startButton: XCUIElement { app.buttons["TestApp.Start"] } }
            enum ChannelListPage { static var cells: XCUIElementQuery { app.cells.matching(identifier: "ChannelItem") } }
            enum MessageListPage {
                enum Composer { static var sendButton: XCUIElement { app.buttons["Send"] } }
            }
            final class UserRobot: Robot {
                let composer = MessageListPage.Composer.self
                @discardableResult func login() -> Self { StartPage.startButton.tap(); return self }
                @discardableResult func openChannel() -> Self { ChannelListPage.cells.firstMatch.tap(); return self }
                @discardableResult func sendMessage(_ text: String) -> Self { composer.sendButton.tap(); return self }
            }
            final class TestApp: XCUIApplication {
                func launchLoggedOut() { launchArguments = ["-loggedOut"]; launch() }
            }
            class StreamTestCase: XCTestCase {
                let userRobot = UserRobot()
                let testApp = TestApp()
                // The test's own, which the robot's methods do not see.
                let composer = StartPage.self
                override func setUp() { testApp.launch() }
            }
            final class ChatTests: StreamTestCase {
                func testSend() {
                    GIVEN("user opens the channel") { userRobot.login().openChannel() }
                    WHEN("user sends a message") { userRobot.sendMessage("hi") }
                }
            }
            """)
        let graph = makeGraph([source], robots: [])
        XCTAssertEqual(edgeLines(graph), [
            "ChannelListPage -cells.firstMatch.tap()-> MessageListPage.Composer",
            "StartPage -startButton.tap()-> ChannelListPage",
            "StreamTestCase.setUp() -launch-> StartPage",
        ])
        XCTAssertNil(graph.node(named: "UserRobot"))
        XCTAssertNil(graph.node(named: "TestApp"))
    }

    /// Unstoppable's `NavigationRobot`, no screen but a robot that makes the others and taps through
    /// them (`HomeRobot(app).tapSettings()`): its method is walked in place, and the transitions are
    /// those of the robots it goes through. A robot that finds elements in its methods stays a screen.
    /// MovingBox's `NavigationHelper`, holding the `DashboardScreen` it drives and going back through
    /// the navigation bar: a type named as a helper, with no element of its own, is no page, and the
    /// tests' calls of it are walked in place.
    func testAHelperThatDrivesTheScreenItHoldsIsWalkedInPlace() {
        let screens = (path: "Screens.swift", source: """
            class DashboardScreen {
                let app: XCUIApplication
                let allInventoryButton: XCUIElement
                init(app: XCUIApplication) {
                    self.app = app
                    self.allInventoryButton = app.buttons["dashboard-all-inventory-button"]
                }
                func tapAllInventory() { allInventoryButton.tap() }
            }
            class InventoryListScreen {
                let app: XCUIApplication
                let createFromCameraButton: XCUIElement
                init(app: XCUIApplication) {
                    self.app = app
                    self.createFromCameraButton = app.buttons["createFromCamera"]
                }
            }
            class NavigationHelper {
                let app: XCUIApplication
                let dashboardScreen: DashboardScreen
                init(app: XCUIApplication) {
                    self.app = app
                    self.dashboardScreen = DashboardScreen(app: app)
                }
                func navigateToAllItems() { dashboardScreen.tapAllInventory() }
                func goBack() { app.navigationBars.buttons["Back"].tap() }
            }
            final class TabBarNavigator {
                let app: XCUIApplication
                var settingsTab: XCUIElement { app.buttons["tab.settings"] }
                init(app: XCUIApplication) { self.app = app }
            }
            """)
        func graph(_ helper: String) -> NavigationGraph {
            makeGraph([screens, (path: "ListTests.swift", source: """
                final class ListTests: XCTestCase {
                    let app = XCUIApplication()
                    var listScreen: InventoryListScreen!
                    var helper: \(helper)!
                    override func setUpWithError() throws {
                        listScreen = InventoryListScreen(app: app)
                        helper = \(helper)(app: app)
                        app.launch()
                    }
                    func testOpenAllItems() {
                        helper.navigateToAllItems()
                        XCTAssertTrue(listScreen.createFromCameraButton.exists)
                    }
                }
                """)], robots: [])
        }
        let walked = graph("NavigationHelper")
        let lines = edgeLines(walked)
        XCTAssertTrue(lines.contains("DashboardScreen -tapAllInventory()-> InventoryListScreen"), "\(lines)")
        XCTAssertFalse(lines.contains { $0.contains("NavigationHelper") }, "\(lines)")
        XCTAssertNil(walked.node(named: "NavigationHelper"))
        // One with elements of its own is a page, whatever its name.
        XCTAssertNotNil(walked.node(named: "TabBarNavigator"))
    }

    func testARobotThatOnlyGoesThroughTheOthersIsNoScreen() {
        let robots = (path: "Robots.swift", source: """
            class Robot { let app: XCUIApplication; init(_ app: XCUIApplication) { self.app = app } }
            final class HomeRobot: Robot {
                lazy var settings = app.buttons["home.settings"]
                func tapSettings() -> Self { settings.tap(); return self }
            }
            final class SettingsRobot: Robot {
                lazy var list = app.collectionViews["settings.list"]
                func tapVault() -> Self { list.cells["settings.vault"].tap(); return self }
            }
            final class VaultRobot: Robot { lazy var plus = app.buttons["vault.plus"] }
            final class NavigationRobot: Robot {
                func openVault() { HomeRobot(app).tapSettings(); SettingsRobot(app).tapVault() }
            }
            final class SearchRobot: Robot {
                func openVault() { app.buttons["search.vault"].tap(); _ = VaultRobot(app) }
            }
            """)
        let test = (path: "VaultTests.swift", source: """
            final class VaultTests: XCTestCase {
                let app = XCUIApplication()
                func testVault() {
                    app.launch()
                    NavigationRobot(app).openVault()
                    XCTAssert(VaultRobot(app).plus.exists)
                }
                func testSearch() {
                    app.launch()
                    SearchRobot(app).openVault()
                    XCTAssert(VaultRobot(app).plus.exists)
                }
                func testBound() {
                    app.launch()
                    let navigation = NavigationRobot(app)
                    navigation.openVault()
                    XCTAssert(VaultRobot(app).plus.exists)
                }
            }
            """)
        let graph = makeGraph([robots, test])
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("VaultTests") }, [
            "HomeRobot -tapSettings()-> SettingsRobot",
            "SearchRobot -openVault()-> VaultRobot",
            "SettingsRobot -tapVault()-> VaultRobot",
        ])
        XCTAssertEqual(evidenceLines(graph.edge("HomeRobot", "SettingsRobot")), ["Robots.swift:12 VaultTests.testBound", "Robots.swift:12 VaultTests.testVault"])
        XCTAssertEqual(graph.node(named: "NavigationRobot")?.visitedBy, [])   // a robot by its root, gone through by no test
        XCTAssertNil(makeGraph([robots, test], robots: []).node(named: "NavigationRobot"))
    }

    /// Unstoppable's `Robot(app).tap(app.buttons["Add Wallet Navigation Back Button"])`: the base every
    /// robot inherits, made in place for what every screen has, is the screen the test is on, not a
    /// screen between it and the next.
    func testTheBaseMadeInPlaceIsTheScreenTheTestIsOn() {
        let robots = (path: "Robots.swift", source: """
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                lazy var backButton = app.buttons["Navigation Back Button"]
                func tap(_ element: XCUIElement) -> Self { element.tap(); return self }
            }
            final class PullUpRobot: Robot { lazy var create = app.cells["Create vault"] }
            final class WalletsRobot: Robot { lazy var plus = app.buttons["Wallets Plus"] }
            class ListRobot: Robot { lazy var list = app.tables["list"]; func openFirst() { list.cells.firstMatch.tap() } }
            final class FilteredListRobot: ListRobot { lazy var clear = app.buttons["clear"]; func clearFilter() { clear.tap() } }
            """)
        let test = (path: "AddWalletTests.swift", source: """
            final class AddWalletTests: XCTestCase {
                let app = XCUIApplication()
                func testCancel() {
                    app.launch()
                    PullUpRobot(app).tap(PullUpRobot(app).create)
                    Robot(app).tap(app.buttons["Add Wallet Back"])
                    WalletsRobot(app).tap(WalletsRobot(app).plus)
                }
                func testBaseFirst() {
                    app.launch()
                    Robot(app).tap(app.buttons["Skip"])
                    WalletsRobot(app).tap(WalletsRobot(app).plus)
                }
                // A screen that another refines is one: going back to it from the other is a transition.
                func testClearFilter() {
                    app.launch()
                    FilteredListRobot(app).clearFilter()
                    ListRobot(app).openFirst()
                }
            }
            """)
        let graph = makeGraph([robots, test])
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("AddWalletTests") }, [
            "FilteredListRobot -clearFilter()-> ListRobot",
            "PullUpRobot -tap(app.buttons[\"Add Wallet Back\"])-> WalletsRobot",
            "Robot -tap(app.buttons[\"Skip\"])-> WalletsRobot",
        ])
    }

    /// Unstoppable's `cancelRenameWallet().ensureRenameScreen(visible: false)` and ProtonVPN's
    /// `.showLogin().verify.loginScreenIsShown()`: the check after the action does not name the
    /// transition, and a call on the robot's checker is a check whatever its name.
    func testACheckAfterTheActionIsNotTheAction() {
        let robots = (path: "Robots.swift", source: """
            class Robot { let app = XCUIApplication() }
            final class RenameRobot: Robot {
                lazy var back = app.buttons["rename.back"]
                func assertVisible() { XCTAssert(back.exists) }
                func cancel() -> Self { back.tap(); return self }
                func ensureRenameScreen(visible: Bool) -> Self { XCTAssertEqual(back.exists, visible); return self }
            }
            final class DetailsRobot: Robot {
                lazy var rename = app.cells["details.rename"]
                func assertVisible() { XCTAssert(rename.exists) }
                let verify = Verify()
                final class Verify { func renameIsShown() -> DetailsRobot { DetailsRobot() } }
            }
            final class HomeRobot: Robot {
                lazy var list = app.tables["home.list"]
                lazy var checkoutButton = app.buttons["home.checkout"]
                func assertVisible() { XCTAssert(list.exists) }
            }
            final class PaymentRobot: Robot {
                lazy var pay = app.buttons["payment.pay"]
                func assertVisible() { XCTAssert(pay.exists) }
            }
            """)
        let test = (path: "RenameTests.swift", source: """
            final class RenameTests: XCTestCase {
                let app = XCUIApplication()
                func testCancel() {
                    app.launch()
                    RenameRobot().cancel().ensureRenameScreen(visible: false)
                    DetailsRobot().verify.renameIsShown()
                    HomeRobot().assertVisible()
                }
                // A property named as a check begins is no checker; a helper named so is still walked.
                func ensureOnHome() { app.launch(); HomeRobot().assertVisible() }
                func testCheckout() {
                    ensureOnHome()
                    HomeRobot().checkoutButton.tap()
                    PaymentRobot().assertVisible()
                }
            }
            """)
        let graph = makeGraph([robots, test])
        XCTAssertEqual(graph.edge("RenameRobot", "DetailsRobot")?.action, "cancel()", "\(edgeLines(graph))")
        XCTAssertEqual(graph.edge("DetailsRobot", "HomeRobot")?.action, "(no action)", "\(edgeLines(graph))")
        XCTAssertEqual(graph.edge("HomeRobot", "PaymentRobot")?.action, "checkoutButton.tap()", "\(edgeLines(graph))")
        XCTAssertEqual(evidenceLines(graph.edges.first { $0.to == "HomeRobot" && $0.kind == .launch }), ["RenameTests.swift:10 RenameTests.testCheckout"])
    }
}

/// A test written inside a closure it hands to a helper of the suite's own (NHS COVID-19's
/// `try runner.run { app in … }`): the helper runs, a launch in it is an entry point, and the
/// closure is walked where it is called.
final class ClosuresGivenToHelpersTests: XCTestCase {
    static let screens = (path: "Screens.swift", source: """
        struct StartScreen {
            var app: XCUIApplication
            var title: XCUIElement { app.staticTexts["start.title"] }
            var continueButton: XCUIElement { app.buttons["start.continue"] }
        }
        struct PostcodeScreen {
            var app: XCUIApplication
            var field: XCUIElement { app.textFields["postcode.field"] }
        }
        struct ApplicationRunner {
            func run(work: (XCUIApplication) throws -> Void) throws {
                let app = XCUIApplication()
                app.launch()
                try work(app)
            }
        }
        """)

    func testAClosureGivenToAPropertysMethodIsWalkedAfterIt() {
        let map = makeMap([ClosuresGivenToHelpersTests.screens, (path: "OnboardingTests.swift", source: """
            final class OnboardingTests: XCTestCase {
                private var runner = ApplicationRunner()
                func testOnboarding() throws {
                    try runner.run { app in
                        let start = StartScreen(app: app)
                        XCTAssert(start.title.exists)
                        start.continueButton.tap()
                        let postcode = PostcodeScreen(app: app)
                        postcode.field.tap()
                    }
                }
            }
            """)])
        XCTAssertEqual(edgeLines(map.graph), [
            "ApplicationRunner.run(work:) -launch-> StartScreen",
            "StartScreen -continueButton.tap()-> PostcodeScreen",
        ])
        XCTAssertEqual(map.graph.node(named: "PostcodeScreen")?.visitedBy, ["OnboardingTests.testOnboarding"])
    }

    func testAClosureGivenToAHelperOfTheTestIsWalkedAfterIt() {
        let graph = makeGraph([ClosuresGivenToHelpersTests.screens, (path: "OnboardingTests.swift", source: """
            class BaseTestCase: XCTestCase {
                func withApp(_ work: (XCUIApplication) -> Void) {
                    let app = XCUIApplication()
                    app.launch()
                    work(app)
                }
            }
            final class OnboardingTests: BaseTestCase {
                func testTrailing() {
                    withApp { app in
                        StartScreen(app: app).continueButton.tap()
                        PostcodeScreen(app: app).field.tap()
                    }
                }
                func testArgument() {
                    self.withApp({ app in
                        StartScreen(app: app).continueButton.tap()
                        PostcodeScreen(app: app).field.tap()
                    })
                }
                func testNotRun() {
                    let start = StartScreen(app: XCUIApplication())
                    _ = [start].map { $0.continueButton.tap() }
                }
            }
            """)])
        XCTAssertEqual(edgeLines(graph), [
            "BaseTestCase.withApp(_:) -launch-> StartScreen",
            "StartScreen -continueButton.tap()-> PostcodeScreen",
        ])
        XCTAssertEqual(graph.edge("StartScreen", "PostcodeScreen")?.evidence.count, 2)
    }

    /// A helper that keeps its closure for later (`@escaping`, as `addUIInterruptionMonitor` takes a
    /// handler) does not run it where it is called; what a helper did before calling its closure
    /// is still the action that leads on.
    /// Challenge's `func home(actions: (HomeRobot) -> Void) { actions(HomeRobot(app: app)) }`: the
    /// closure works on the robot its parameter's type names, which is visited there; a property of the
    /// test holding no part of the app (`serverMock.register…`) sets the test up and is no action.
    func testAClosureHandedARobotWorksOnIt() {
        let source = (path: "Challenge.swift", source: """
            struct HomeRobot {
                let app: XCUIApplication
                func tapList() { app.buttons["home.list"].tap() }
            }
            struct ListRobot {
                let app: XCUIApplication
                func verifyIsVisible() { XCTAssert(app.scrollViews["list.scroll"].waitForExistence(timeout: 5)) }
                func pullToRefresh() { app.scrollViews["list.scroll"].swipeDown() }
            }
            final class ServerMock { func registerCatchAll(_ handler: (String) -> String) {} }
            class UITestCase: XCTestCase {
                var app: XCUIApplication!
                let serverMock = ServerMock()
                func launch() { app = XCUIApplication(); app.launch() }
                @MainActor func home(actions: (HomeRobot) -> Void) { actions(HomeRobot(app: app)) }
                @MainActor func list(actions: (ListRobot) -> Void) { actions(ListRobot(app: app)) }
            }
            final class ListTests: UITestCase {
                func testFlow() {
                    launch()
                    home { robot in robot.tapList() }
                    list { $0.verifyIsVisible() }
                    serverMock.registerCatchAll { request in request }
                    list { robot in robot.pullToRefresh() }
                }
            }
            """)
        let graph = makeGraph([source], robots: [])
        XCTAssertEqual(edgeLines(graph), [
            "HomeRobot -tapList()-> ListRobot",
            "UITestCase.launch() -launch-> HomeRobot",
        ])
    }

    /// BumpSetCut's base-class helper `tapProfileTab()`, called by the test after setUp's launch: the
    /// way from the entry point to the screen is the call of it, not the launch alone (nor its last
    /// statement, which after a sign-in of several would be its last tap), and `--path` writes it.
    /// What the launching function does after the launch (a deep link, closing a banner) stays the launch.
    func testAHelpersTapAfterTheLaunchIsTheWayToTheScreen() throws {
        let map = makeMap([(path: "Profile.swift", source: """
            struct ProfileScreen {
                let app: XCUIApplication
                var signOut: XCUIElement { app.buttons["profile.signOut"] }
            }
            class BaseTestCase: XCTestCase {
                var app: XCUIApplication!
                override func setUpWithError() throws {
                    app = XCUIApplication()
                    app.launchArguments = ["--skip-onboarding"]
                    app.launch()
                    app.buttons["promo.close"].tap()
                }
                func tapProfileTab() { app.tabBars.buttons["Profile"].tap() }
            }
            final class ProfileTests: BaseTestCase {
                func testSignOut() { tapProfileTab(); ProfileScreen(app: app).signOut.tap() }
                func testPromo() { ProfileScreen(app: app).signOut.tap() }
            }
            """)], robots: [])
        XCTAssertEqual(edgeLines(map.graph), [
            "BaseTestCase.setUpWithError() -launch-> ProfileScreen",
            "BaseTestCase.setUpWithError() -tapProfileTab()-> ProfileScreen",
        ])
        let tapped = try XCTUnwrap(map.graph.edges.first { $0.kind == .statement })
        let code = PathCodeWriter(graph: map.graph, edges: [tapped], target: "ProfileScreen").lines
        XCTAssertEqual(code, [
            "// BaseTestCase.setUpWithError() → ProfileScreen: 1 transition",
            "// launch: BaseTestCase.setUpWithError() (Profile.swift:10), before each test of its class: write the test there or in a subclass",
            "//   app.launchArguments = [\"--skip-onboarding\"]", "//   app.launch()",
            "tapProfileTab()", "_ = ProfileScreen(app: app)",
        ])
    }

    func testWhatEndsWithAnInteraction() {
        for text in ["app.tabBars.buttons[\"Profile\"].tap()", "WebView.tapDone()", "app.buttons[\"x\"].typeText(\"a (b)\")",
                     "navigator.openURL(websites[index])", "field.swipeUp() "] {
            XCTAssertTrue(TestFlowReader.endsWithAnInteraction(text), text)
        }
        for text in ["PreviewAssert.linkShown(linkText: usualLinkText)", "logStep()", "AllNotesAssert.screenShown()", "app.buttons[\"x\"]",
                     "tapped", "topic()", "sleep(1)", "XCTAssertTrue(app.buttons[\"x\"].exists)"] {
            XCTAssertFalse(TestFlowReader.endsWithAnInteraction(text), text)
        }
        // A helper's last statement that acts on the app: an interaction, the suite's own named for one at its
        // end, or bringing the app back; not a set-up of the app (HackersUITests' stubs, DropBit's alert monitor).
        for text in ["app.buttons[\"login.submit\"].forceTap()", "button.waitAndTap()", "cell.longPress()", "XCUIApplication().activate()",
                     "app.launch()", "app.tabBars.buttons[\"Profile\"].tap()"] {
            XCTAssertTrue(TestFlowReader.actsOnTheApp(text), text)
        }
        for text in ["app.stubRequests(matching: SBTRequestMatch(url: url), response: responseFile)", "addUIInterruptionMonitor(withDescription: \"alert\") { _ in true }",
                     "XCTAssertTrue(app.buttons[\"x\"].exists)", "verifyTap()", "sleep(1)"] {
            XCTAssertFalse(TestFlowReader.actsOnTheApp(text), text)
        }
    }

    func testAnEscapingClosureIsNotWalkedAndTheHelpersOwnActionStays() {
        let graph = makeGraph([ClosuresGivenToHelpersTests.screens, (path: "OnboardingTests.swift", source: """
            class BaseTestCase: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { app.launch() }
                func handleAlerts(_ handler: @escaping (XCUIElement) -> Bool) {
                    addUIInterruptionMonitor(withDescription: "alerts", handler: handler)
                }
                func continuing(_ then: () -> Void) {
                    app.buttons["start.continue"].tap()
                    then()
                }
            }
            final class OnboardingTests: BaseTestCase {
                func testMonitor() {
                    XCTAssertTrue(StartScreen(app: app).title.exists)
                    handleAlerts { alert in
                        PostcodeScreen(app: app).field.tap()
                        return true
                    }
                }
                func testThen() {
                    XCTAssertTrue(StartScreen(app: app).title.exists)
                    continuing {
                        PostcodeScreen(app: app).field.tap()
                    }
                }
            }
            """)])
        XCTAssertEqual(edgeLines(graph).filter { !$0.hasPrefix("BaseTestCase") }, [
            "StartScreen -app.buttons[\"start.continue\"].tap()-> PostcodeScreen",
        ])
        XCTAssertEqual(evidenceLines(graph.edge("StartScreen", "PostcodeScreen")), ["OnboardingTests.swift:8 OnboardingTests.testThen"], "the helper's tap, where it is")
    }
}

/// A page's own method, inherited from its base, that launches the app (Niffler's
/// `BasePage.launchAppWithoutLogin()`): a test that calls it starts from that entry point, on the page.
final class LaunchingPageMethodTests: XCTestCase {
    func testAnInheritedVoidMethodThatLaunchesIsAnEntryPoint() {
        let map = makeMap([(path: "Pages.swift", source: """
            class BasePage {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                func launchAppWithoutLogin() {
                    app.launchArguments = ["RemoveAuthOnStart"]
                    app.launch()
                }
            }
            class LoginPage: BasePage {
                func pressLoginButton() { app.buttons["loginButton"].tap() }
            }
            class SpendsPage: BasePage {
                func addSpend() { app.buttons["addSpendButton"].tap() }
            }
            """), (path: "SpendsTests.swift", source: """
            final class SpendsTests: XCTestCase {
                func testLoginThenAdd() {
                    let app = XCUIApplication()
                    let loginPage = LoginPage(app: app)
                    let spendsPage = SpendsPage(app: app)
                    loginPage.launchAppWithoutLogin()
                    loginPage.pressLoginButton()
                    spendsPage.addSpend()
                }
            }
            """)])
        XCTAssertEqual(edgeLines(map.graph), [
            "BasePage.launchAppWithoutLogin() -launch-> LoginPage",
            "LoginPage -pressLoginButton()-> SpendsPage",
        ])
        XCTAssertEqual(map.graph.node(named: "BasePage.launchAppWithoutLogin()")?.kind, .entry)
    }

    /// BikeIndex's robots start with `startWithSignIn()`, which calls `start()`, which launches:
    /// a launch through methods of the robot's own is an entry point too; a call of a method that
    /// does not launch is none.
    func testAMethodCallingALaunchingMethodOfItsOwnIsAnEntryPoint() {
        let graph = makeGraph([(path: "Robots.swift", source: """
            open class Robot {
                var app: XCUIApplication
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
                    try start()
                        .signIn()
                }
                func startSignedOut() -> Self {
                    self.startWithSignIn()
                    return self
                }
                @discardableResult
                func signIn() throws -> Self {
                    app.buttons["signIn"].tap()
                    return self
                }
                func resume() -> Self { signIn(); return self }
            }
            final class MainContentRobot: Robot {
                lazy var settingsButton = app.buttons["main.settings"]
                func tapSettings() -> Self { settingsButton.tap(); return self }
            }
            final class LinksRobot: Robot {
                lazy var header = app.staticTexts["links.header"]
            }
            final class HomeRobot: Robot {
                lazy var title = app.staticTexts["home.title"]
            }
            """), (path: "Tests.swift", source: """
            final class LinkTests: XCTestCase {
                let app = XCUIApplication()
                func test_settings() throws {
                    try MainContentRobot(app).startWithSignIn().tapSettings()
                }
                func test_links() {
                    _ = LinksRobot(app).startSignedOut()
                }
                func test_resume() {
                    _ = HomeRobot(app).resume()
                }
            }
            """)])
        XCTAssertEqual(edgeLines(graph), [
            "Robot.startSignedOut() -launch-> LinksRobot",
            "Robot.startWithSignIn() -launch-> MainContentRobot",
        ])
    }

    /// Launching another app a page keeps in a property (the Settings app) starts nothing over.
    func testLaunchingAnotherAppHeldInAPropertyIsNoEntryPoint() {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class SettingsAppPage {
                let settings = XCUIApplication(bundleIdentifier: "com.apple.Preferences")
                let other: XCUIApplication = .init(bundleIdentifier: "com.apple.mobilesafari")
                func open() { settings.launch(); settings.cells["Privacy"].tap() }
                func browse() { self.other.launch() }
            }
            final class HomePage {
                let app = XCUIApplication()
                var title: XCUIElement { app.staticTexts["home.title"] }
            }
            """), (path: "Tests.swift", source: """
            final class SettingsTests: XCTestCase {
                override func setUp() { XCUIApplication().launch() }
                func testSettings() {
                    XCTAssertTrue(HomePage().title.exists)
                    SettingsAppPage().open()
                    SettingsAppPage().browse()
                }
            }
            """)])
        XCTAssertEqual(graph.nodes.filter { $0.kind == .entry }.map(\.name), ["SettingsTests.setUp()"])
        XCTAssertEqual(graph.edges.filter { $0.from == "SettingsTests.setUp()" }.map(\.to), ["HomePage"], "the app is not launched again")
    }
}

/// A part of a page made from one of its elements (lejng's `Recipe`, a table row made with
/// `init(cell: XCUIElement)`) is no page: no test navigates to a row.
final class PageComponentsTests: XCTestCase {
    /// stream-chat's `MessageListPage` of static elements, read by its name (`MessageListPage.cells`) beside
    /// `class ThreadPage: MessageListPage`, is a page in its own right; a base that only its subclasses
    /// use (Canvas's `BaseHelper`) is what they share, a node only when a test goes to it.
    func testABaseOfStaticElementsReadByItsNameIsAPage() {
        func pages(_ robot: String) -> [String] {
            makeGraph([("A.swift", """
                import XCTest
                let app = XCUIApplication()
                class MessageListPage {
                    static var cells: XCUIElementQuery { app.cells.matching(identifier: "ChatMessageCell") }
                    static var scrollToBottomButton: XCUIElement { app.buttons["ScrollToBottomButton"] }
                }
                class ThreadPage: MessageListPage {
                    static var alsoSendInChannelCheckbox: XCUIElement { app.otherElements["CheckboxControl"] }
                }
                """), ("UserRobot.swift", robot)]).nodes.map(\.name).sorted()
        }
        XCTAssertEqual(pages("final class UserRobot { func count() -> Int { MessageListPage.cells.count } }"), ["MessageListPage", "ThreadPage"])
        XCTAssertEqual(pages("final class UserRobot { func count() -> Int { ThreadPage.cells.count } }"), ["ThreadPage"])
    }

    /// stream-chat's `enum SpringBoard`, whose own `app` is Apple's (its bundle identifier in a
    /// constant), finds Springboard's icons and banners: no page of the app under test. A type
    /// keeping the app under test by its bundle identifier is one.
    func testATypeWhoseAppIsApplesIsNoPage() {
        let graph = makeGraph([("A.swift", """
            import XCTest

            enum SpringBoard {
                static var bundleId = "com.apple.springboard"
                static var app: XCUIApplication { XCUIApplication(bundleIdentifier: bundleId) }
                static var testAppIcon: XCUIElement { app.icons["Chat UI Tests"] }
            }
            enum Settings {
                static let app = XCUIApplication(bundleIdentifier: "com.apple.Preferences")
                static var general: XCUIElement { app.cells["General"] }
            }
            enum StartPage {
                static let app = XCUIApplication(bundleIdentifier: "io.getstream.chat")
                static var startButton: XCUIElement { app.buttons["TestApp.Start"] }
            }
            """)])
        XCTAssertEqual(graph.nodes.map(\.name).sorted(), ["StartPage"])
    }

    /// An alert page made from `app.alerts.firstMatch` that leads back, and pages made from a root
    /// element that is the app unless told otherwise, are pages.
    func testATypeMadeFromAnElementThatLeadsOnOrDefaultsToTheAppIsAPage() {
        let graph = makeGraph([("A.swift", """
            import XCTest

            struct DeleteConfirmationAlert {
                let alert: XCUIElement
                init(alert: XCUIElement) { self.alert = alert }
                var deleteButton: XCUIElement { alert.buttons["alert.delete"] }
                func confirm() -> ListPage { deleteButton.tap(); return ListPage(app: XCUIApplication()) }
            }
            struct ListPage {
                let app: XCUIApplication
                var deleteButton: XCUIElement { app.buttons["list.delete"] }
                func tapDelete() -> DeleteConfirmationAlert { deleteButton.tap(); return DeleteConfirmationAlert(alert: app.alerts.firstMatch) }
                func openSettings() -> SettingsPage { SettingsPage() }
            }
            class BasePage {
                let root: XCUIElement
                init(root: XCUIElement = XCUIApplication()) { self.root = root }
            }
            final class SettingsPage: BasePage {
                var title: XCUIElement { root.staticTexts["settings.title"] }
            }
            final class ListTests: XCTestCase {
                func testDelete() {
                    let app = XCUIApplication()
                    app.launch()
                    ListPage(app: app).tapDelete().confirm().openSettings()
                }
            }
            """)])
        XCTAssertEqual(graph.nodes.map(\.name).sorted(), ["DeleteConfirmationAlert", "ListPage", "ListTests.testDelete()", "SettingsPage"])
        XCTAssertEqual(edgeLines(graph), [
            "DeleteConfirmationAlert -confirm()-> ListPage", "ListPage -tapDelete()-> DeleteConfirmationAlert",
            "ListPage -openSettings()-> SettingsPage", "ListTests.testDelete() -launch-> ListPage",
        ])
    }

    func testATypeMadeFromAnElementThatKeepsNoAppIsNoPage() {
        let graph = makeGraph([("A.swift", """
            import XCTest

            final class RecipeRow {
                let name: XCUIElement
                let deleteButton: XCUIElement
                init(cell: XCUIElement) {
                    name = cell.staticTexts.element(boundBy: 0)
                    deleteButton = cell.buttons.element(boundBy: 1)
                }
            }
            final class EditorSheet {
                let app: XCUIApplication
                let container: XCUIElement
                var title: XCUIElement { container.staticTexts["editor.title"] }
                init(app: XCUIApplication, container: XCUIElement) {
                    self.app = app
                    self.container = container
                }
            }
            final class RecipesPage {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var addButton: XCUIElement { app.navigationBars.buttons["recipes.add"] }
                func row(at index: Int) -> RecipeRow { RecipeRow(cell: app.tables.cells.element(boundBy: index)) }
                func edit() -> EditorSheet { EditorSheet(app: app, container: app.sheets.firstMatch) }
            }
            final class RecipesTests: XCTestCase {
                func testDelete() {
                    let app = XCUIApplication()
                    app.launch()
                    let page = RecipesPage(app: app)
                    page.row(at: 0).deleteButton.tap()
                    XCTAssertTrue(page.edit().title.exists)
                }
            }
            """)])
        XCTAssertEqual(graph.nodes.map(\.name).sorted(), ["EditorSheet", "RecipesPage", "RecipesTests.testDelete()"])
        XCTAssertEqual(edgeLines(graph), ["RecipesPage -edit()-> EditorSheet", "RecipesTests.testDelete() -launch-> RecipesPage"])
    }
}

/// The robot root a configuration names is the base of the screens, not one of them, even when it
/// declares an element every robot inherits (BikeIndex's `lazy var navigationBar`).
final class ConfiguredRootTests: XCTestCase {
    func testARootWithAnElementIsNoScreenUnlessNavigatedTo() {
        let graph = makeGraph([("Robots.swift", """
            import XCTest

            open class Robot {
                var app: XCUIApplication
                lazy var navigationBar = app.navigationBars.firstMatch
                init(_ app: XCUIApplication) { self.app = app }
                @discardableResult
                func back() -> Self {
                    navigationBar.buttons.firstMatch.tap()
                    return self
                }
            }
            final class HomeRobot: Robot {
                lazy var settingsButton = app.buttons["home.settings"]
                func tapSettings() -> SettingsRobot {
                    settingsButton.tap()
                    return SettingsRobot(app)
                }
            }
            final class SettingsRobot: Robot {
                lazy var title = app.staticTexts["settings.title"]
            }
            final class HomeTests: XCTestCase {
                func testSettings() {
                    let app = XCUIApplication()
                    app.launch()
                    HomeRobot(app).tapSettings().back()
                }
            }
            """)])
        XCTAssertEqual(graph.nodes.map(\.name).sorted(), ["HomeRobot", "HomeTests.testSettings()", "SettingsRobot"])
        XCTAssertEqual(edgeLines(graph), ["HomeRobot -tapSettings()-> SettingsRobot", "HomeTests.testSettings() -launch-> HomeRobot"])
    }
}

/// BikeIndex's robots get `back() -> SettingsRobot` from the extension of a protocol they adopt,
/// beside their base's `back(timeout:) -> Self`: Swift calls the one that takes `.back()` as written.
final class ProtocolExtensionMethodsTests: XCTestCase {
    /// An extension constrained to one class (`where Self: LoginRobot`) gives the others nothing.
    func testAConstrainedExtensionGivesItsMethodsToItsClassOnly() {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
            }
            protocol NavigatesBack {}
            extension NavigatesBack where Self: LoginRobot {
                func back() -> WelcomeRobot { WelcomeRobot(XCUIApplication()) }
            }
            extension NavigatesBack where Self == DetailRobot {
                func back() -> ListRobot { ListRobot(XCUIApplication()) }
            }
            extension NavigatesBack where Self: Robot, Self.Element == Int {
                func up() -> ListRobot { ListRobot(XCUIApplication()) }
            }
            final class WelcomeRobot: Robot { lazy var title = app.staticTexts["welcome.title"] }
            final class ListRobot: Robot { lazy var list = app.tables["list"] }
            final class LoginRobot: Robot, NavigatesBack { lazy var email = app.textFields["login.email"] }
            final class DetailRobot: Robot, NavigatesBack { lazy var body = app.staticTexts["detail.body"] }
            """), (path: "Tests.swift", source: """
            final class Tests: XCTestCase {
                func testBack() {
                    let app = XCUIApplication()
                    app.launch()
                    _ = DetailRobot(app).back()
                }
            }
            """)])
        XCTAssertEqual(edgeLines(graph), [
            "DetailRobot -back()-> ListRobot", "LoginRobot -back()-> WelcomeRobot", "Tests.testBack() -launch-> DetailRobot",
        ])
        XCTAssertEqual(graph.node(named: "ListRobot")?.visitedBy, ["Tests.testBack"])
    }

    func testAMethodOfAnAdoptedProtocolsExtensionLeadsOn() {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class Robot {
                var app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                @discardableResult
                func start() -> Self {
                    app.launch()
                    return self
                }
                @discardableResult
                func back(timeout: TimeInterval = 10) -> Self {
                    app.navigationBars.buttons.firstMatch.tap()
                    return self
                }
            }
            protocol NavigatesBackToSettings: Robot {
                func back() -> SettingsRobot
            }
            extension NavigatesBackToSettings {
                @discardableResult
                func back() -> SettingsRobot {
                    back(timeout: 10)
                    return SettingsRobot(app)
                }
            }
            final class SettingsRobot: Robot {
                lazy var privacyPolicy = app.buttons["settings.privacy"]
                func tapPrivacyPolicy() -> PrivacyPolicyRobot {
                    privacyPolicy.tap()
                    return PrivacyPolicyRobot(app)
                }
            }
            class PrivacyPolicyRobot: Robot, NavigatesBackToSettings {
                lazy var generalInformation = app.staticTexts["privacy.general"]
            }
            final class LegalRobot: PrivacyPolicyRobot {}
            """), (path: "Tests.swift", source: """
            final class SettingsTests: XCTestCase {
                let app = XCUIApplication()
                func test_settings_navigation() {
                    SettingsRobot(app).start().tapPrivacyPolicy().back().tapPrivacyPolicy().back(timeout: 5)
                }
            }
            """)])
        // LegalRobot inherits the method from the class that adopts the protocol: an edge of its own, marked so.
        XCTAssertEqual(edgeLines(graph), [
            "LegalRobot -back()-> SettingsRobot",
            "PrivacyPolicyRobot -back()-> SettingsRobot",
            "Robot.start() -launch-> SettingsRobot",
            "SettingsRobot -tapPrivacyPolicy()-> PrivacyPolicyRobot",
        ])
        XCTAssertEqual(graph.edges.first { $0.from == "LegalRobot" }?.inheritedFrom, "PrivacyPolicyRobot")
        XCTAssertNil(graph.edges.first { $0.from == "PrivacyPolicyRobot" }?.inheritedFrom)
        XCTAssertEqual(graph.edges.first { $0.from == "PrivacyPolicyRobot" }?.evidence.map(\.source), [.declaration, .test])
    }
}

/// metrobuddy's tests inherit `ScenarioBasedTestCase<RootPage: AppPage>`, whose helper launches and
/// returns `RootPage(app: app)`: the page each test class binds (`FirstLaunchUITests:
/// ScenarioBasedTestCase<MetroCardPage>`), never a class of the parameter's name.
final class GenericTestBaseTests: XCTestCase {
    func testAGenericTestBasesHelperGivesThePageItsSubclassBinds() {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class AppPage {
                let app: XCUIApplication
                required init(app: XCUIApplication) { self.app = app }
            }
            final class RootPage: AppPage {
                var settingsButton: XCUIElement { app.buttons["root.settings"] }
            }
            final class MetroCardPage: AppPage {
                var balanceButton: XCUIElement { app.buttons["balance-button"] }
                func tapBalanceButton() -> TextFieldAlertPage {
                    balanceButton.tap()
                    return TextFieldAlertPage(app: app)
                }
            }
            final class TextFieldAlertPage: AppPage {
                var saveButton: XCUIElement { app.buttons["alert-save-button"] }
                func tapSave() { saveButton.tap() }
            }
            """), (path: "Tests.swift", source: """
            class ScenarioBasedTestCase<RootPage: AppPage>: XCTestCase {
                func rootPageWithScenario(_ scenario: String) -> RootPage {
                    let app = XCUIApplication()
                    app.launchArguments = [scenario]
                    app.launch()
                    return RootPage(app: app)
                }
                func anyPage<Page: AppPage>(_ type: Page.Type) -> Page { Page(app: XCUIApplication()) }
            }
            final class FirstLaunchUITests: ScenarioBasedTestCase<MetroCardPage> {
                func testAddBalance() {
                    let page = rootPageWithScenario("new-install")
                    let alert = page.tapBalanceButton()
                    alert.tapSave()
                    let other = anyPage(RootPage.self)
                    other.settingsButton.tap()
                }
            }
            """)])
        XCTAssertEqual(edgeLines(graph), [
            "MetroCardPage -tapBalanceButton()-> TextFieldAlertPage",
            "ScenarioBasedTestCase.rootPageWithScenario(_:) -launch-> MetroCardPage",
        ])
        XCTAssertEqual(graph.node(named: "MetroCardPage")?.visitedBy, ["FirstLaunchUITests.testAddBalance"])
        XCTAssertEqual(graph.edges.first { $0.from == "MetroCardPage" }?.evidence.map(\.source), [.declaration, .test])
        XCTAssertEqual(graph.node(named: "RootPage")?.visitedBy, [])
    }

    /// GOV.UK's tests launch the application their screen object holds, in an async setUp, inside
    /// `await MainActor.run { … }`: `sut = WelcomeScreen(); sut.app.launch()`. The launch is an
    /// entry point leading to the screen the test then uses; `let app = sut.app` reads the same.
    func testLaunchingTheApplicationAScreenHoldsIsAnEntryPoint() {
        let screens = (path: "Screens.swift", source: """
            struct WelcomeScreen {
                let app = XCUIApplication()
                var signInButton: XCUIElement { app.buttons["intro-button"] }
                func tapLogin() -> LoginModal {
                    signInButton.tap()
                    return LoginModal(app: app)
                }
            }
            struct LoginModal {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["modal.title"] }
            }
            """)
        for setUp in ["await MainActor.run {\n    sut = WelcomeScreen()\n    sut.app.launch()\n}",
                      "sut = WelcomeScreen()\nlet app = sut.app\napp.launchArguments = [\"-ui\"]\napp.launch()"] {
            let graph = makeGraph([screens, (path: "Tests.swift", source: """
                final class LoginUITests: XCTestCase {
                    var sut: WelcomeScreen!
                    override func setUp() async throws {
                        try await super.setUp()
                \(setUp)
                    }
                    func test_login() {
                        let modal = sut.tapLogin()
                        XCTAssertTrue(modal.title.exists)
                    }
                }
                """)], robots: [])
            XCTAssertEqual(edgeLines(graph), [
                "LoginUITests.setUp() -launch-> WelcomeScreen",
                "WelcomeScreen -tapLogin()-> LoginModal",
            ], setUp)
        }
        // A screen's property that is no application is no launch.
        let graph = makeGraph([(path: "Screens.swift", source: """
            struct WelcomeScreen {
                let app = XCUIApplication()
                let rocket = Rocket()
                var signInButton: XCUIElement { app.buttons["intro-button"] }
            }
            """), (path: "Tests.swift", source: """
            final class LoginUITests: XCTestCase {
                var sut: WelcomeScreen!
                func test_login() {
                    sut = WelcomeScreen()
                    sut.rocket.launch()
                    sut.signInButton.tap()
                }
            }
            """)], robots: [])
        XCTAssertEqual(graph.nodes.filter { $0.kind == .entry }.map(\.name), [])
    }
}

/// A call that returns what is no node (`some Screen`, an element) leaves the node: what the chain
/// calls next is no method of it.
final class CallsThatLeaveTheNodeTests: XCTestCase {
    /// Only a chain that provably left the page binds what it reached: a call the files do not declare
    /// (a base's `waitForLoad() -> Self` in a module kassios does not read) may return the page itself,
    /// and a helper's own statements (an `XCUIApplication` extension's) say nothing of the binding.
    func testAVariableIsThePageUnlessTheChainProvablyLeftIt() {
        let screens = (path: "Screens.swift", source: """
            final class LoginScreen: BaseScreen {
                lazy var email = app.textFields["login.email"]
                lazy var submit = app.buttons["login.submit"]
                func logIn() -> HomeScreen { submit.tap(); return HomeScreen(app: app) }
            }
            final class HomeScreen: BaseScreen {
                lazy var settingsButton = app.buttons["home.settings"]
                func openSettings() -> SettingsScreen { settingsButton.tap(); return SettingsScreen(app: app) }
            }
            final class SettingsScreen: BaseScreen {
                lazy var logOut = app.buttons["settings.logOut"]
            }
            extension XCUIApplication {
                func openHome(fast: Bool) -> HomeScreen {
                    let login = LoginScreen(app: self)
                    login.submit.tap()
                    if fast { return HomeScreen(app: self) } else { return HomeScreen(app: self) }
                }
            }
            """)
        let tests = (path: "FlowTests.swift", source: """
            final class FlowTests: XCTestCase {
                let app = XCUIApplication()
                func testOpenSettings() {
                    app.launch()
                    let login = LoginScreen(app: app).waitForLoad()
                    let home = login.logIn()
                    home.openSettings()
                }
                func testOpenSettingsFast() {
                    app.launch()
                    let home = app.openHome(fast: true)
                    home.openSettings()
                }
            }
            """)
        let graph = makeGraph([screens, tests], robots: ["BaseScreen"])
        XCTAssertEqual(evidenceLines(graph.edge("LoginScreen", "HomeScreen", "logIn()")), ["FlowTests.swift:6 FlowTests.testOpenSettings",
                                                                                          "Screens.swift:4 declaration"])
        XCTAssertEqual(evidenceLines(graph.edge("HomeScreen", "SettingsScreen", "openSettings()")), [
            "FlowTests.swift:7 FlowTests.testOpenSettings", "FlowTests.swift:12 FlowTests.testOpenSettingsFast", "Screens.swift:8 declaration",
        ])
    }

    /// Pocket's `let cell = app.saves.itemView(matching: "Item 2")`, an `ItemRow` the page finds, then
    /// `cell.itemActionButton.tap()`; muun's `feedbackPage = enterNewPage.enterNew(pw)`, then
    /// `feedbackPage.finish()`: the variable holds what the chain reached past the page, not the page,
    /// and what is done to it is written after that chain, as code the page runs.
    func testAVariableHoldingWhatAPageFoundIsWrittenThroughThePage() throws {
        let elements = (path: "Elements.swift", source: """
            struct AppElement {
                private let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var saves: SavesView { SavesView(app.otherElements["saves"]) }
                var deleteButton: XCUIElement { app.buttons["item-action-delete"] }
                @discardableResult func launch() -> AppElement { app.launch(); return self }
            }
            struct SavesView {
                let element: XCUIElement
                init(_ element: XCUIElement) { self.element = element }
                var archiveButton: XCUIElement { element.buttons["Archive"] }
                var settings: SettingsView { SettingsView() }
                func itemView(matching title: String) -> ItemRow {
                    ItemRow(element.cells.containing(.staticText, identifier: title).element(boundBy: 0))
                }
            }
            struct ItemRow {
                let element: XCUIElement
                init(_ element: XCUIElement) { self.element = element }
                var itemActionButton: XCUIElement { element.buttons["item-action"] }
                var settings: XCUIElement { element.buttons["item-settings"] }
            }
            struct SettingsView {
                let app = XCUIApplication()
                var close: XCUIElement { app.buttons["settings.close"] }
            }
            """)
        let test = (path: "DeleteTests.swift", source: """
            final class DeleteTests: XCTestCase {
                var app: AppElement!
                override func setUp() { app = AppElement(app: XCUIApplication()) }
                func testDelete() {
                    app.launch()
                    let cell = app.saves.itemView(matching: "Item 2")
                    let button = cell.itemActionButton
                    button.tap()
                    app.deleteButton.tap()
                }
                func testRowSettings() {
                    app.launch()
                    // `settings` of the row, not the page's: no edge to SettingsView by the page's property.
                    let row = app.saves.itemView(matching: "Item 3")
                    row.settings.tap()
                    app.deleteButton.tap()
                }
                func testSettings() {
                    app.launch()
                    app.saves.settings.close.tap()
                }
            }
            """)
        let graph = makeGraph([elements, test])
        XCTAssertEqual(graph.edge("SavesView", "AppElement", "itemView(matching: \"Item 2\").itemActionButton.tap()")?.evidence.first?.line, 8,
                       "\(edgeLines(graph))")
        XCTAssertEqual(graph.edge("SavesView", "AppElement", "itemView(matching: \"Item 3\").settings.tap()")?.evidence.first?.line, 15,
                       "\(edgeLines(graph))")
        XCTAssertEqual(evidenceLines(graph.edge("SavesView", "SettingsView")), ["DeleteTests.swift:20 DeleteTests.testSettings",
                                                                             "Elements.swift:12 declaration"])
        XCTAssertNil(graph.edge("SavesView", "AppElement", "tap()"), "\(edgeLines(graph))")
        // The way there is code the page runs.
        XCTAssertEqual(try PathQuery(graph: graph, from: "SavesView", to: "AppElement").code, """
            // SavesView → AppElement: 1 transition
            SavesView(<#XCUIElement#>).itemView(matching: "Item 2").itemActionButton.tap()
            _ = AppElement(app: app)

            """)

        // `FeedbackPage` is declared in a file the map was not given.
        let pages = (path: "Pages.swift", source: """
            final class EnterNewPage: Page {
                lazy var confirm = app.buttons["enterNew.confirm"]
                func enterNew(_ password: String) -> FeedbackPage { confirm.tap(); return FeedbackPage() }
            }
            final class SettingsPage: Page {
                lazy var logOut = app.buttons["settings.logOut"]
                func wait() { XCTAssert(logOut.waitForExistence(timeout: 5)) }
            }
            class Page { let app = XCUIApplication() }
            """)
        let passwordTest = (path: "PasswordTests.swift", source: """
            final class PasswordTests: XCTestCase {
                func testChange() {
                    XCUIApplication().launch()
                    let settings = SettingsPage()
                    let enterNewPage = EnterNewPage()
                    var feedbackPage = enterNewPage.enterNew("secret")
                    feedbackPage.finish()
                    settings.wait()
                }
            }
            """)
        let passwords = makeGraph([pages, passwordTest], robots: ["Page"])
        XCTAssertEqual(passwords.edge("EnterNewPage", "SettingsPage")?.action, "enterNew(\"secret\").finish()", "\(edgeLines(passwords))")
    }

    /// A fluent method that returns `self` under another type (a generic base's `waitForLoad() -> Page`,
    /// a protocol's `-> Navigating`) stays on the node, as `Self` does.
    func testAMethodReturningSelfUnderAnotherTypeStays() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            protocol Navigating {}
            extension Navigating {
                func dismissAlertIfShown() -> Navigating { return self }
            }
            class BasePage<Page>: Navigating {
                let app = XCUIApplication()
                func waitForLoad() -> Page { XCTAssertTrue(app.exists); return self as! Page }
            }
            final class HomePage: BasePage<HomePage> {
                var greeting: XCUIElement { app.staticTexts["home.greeting"] }
                func openSettings() -> SettingsPage { app.buttons["home.settings"].tap(); return SettingsPage() }
            }
            final class SettingsPage: BasePage<SettingsPage> {
                var title: XCUIElement { app.staticTexts["settings.title"] }
                func openAbout() -> AboutPage { app.buttons["settings.about"].tap(); return AboutPage() }
            }
            final class AboutPage: BasePage<AboutPage> {
                var version: XCUIElement { app.staticTexts["about.version"] }
            }
            """), (path: "Tests.swift", source: """
            final class AboutTests: XCTestCase {
                func testAbout() {
                    HomePage().waitForLoad().openSettings().waitForLoad().openAbout()
                }
            }
            """)], robots: [])
        XCTAssertEqual(evidenceLines(graph.edge("HomePage", "SettingsPage")), ["Pages.swift:11 declaration", "Tests.swift:3 AboutTests.testAbout"])
        XCTAssertEqual(evidenceLines(graph.edge("SettingsPage", "AboutPage")), ["Pages.swift:15 declaration", "Tests.swift:3 AboutTests.testAbout"])
    }

    func testACallReturningAnOpaqueScreenIsPartOfTheActionThatLeadsOn() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            protocol Screen {
                var app: XCUIApplication { get }
                init(app: XCUIApplication)
            }
            extension Screen {
                @discardableResult
                func tap<T: Screen>(_ button: String, to next: T.Type) -> T {
                    app.buttons[button].tap()
                    return T(app: app)
                }
            }
            struct LoginScreen: Screen {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
                func logIn(as user: String) -> some Screen {
                    email.typeText(user)
                    return HomeScreen(app: app)
                }
                func row(_ index: Int) -> XCUIElement { app.cells.element(boundBy: index) }
                func tap() -> HomeScreen { HomeScreen(app: app) }
            }
            struct HomeScreen: Screen {
                let app: XCUIApplication
                var balance: XCUIElement { app.staticTexts["home.balance"] }
            }
            struct SettingsScreen: Screen {
                let app: XCUIApplication
                var list: XCUIElement { app.tables["settings.list"] }
            }
            """), (path: "Tests.swift", source: """
            final class FlowTests: XCTestCase {
                let app = XCUIApplication()
                func testSettings() {
                    LoginScreen(app: app).logIn(as: "anna").tap("home.settings", to: SettingsScreen.self)
                }
                func testRow() {
                    LoginScreen(app: app).row(2).tap()
                }
            }
            """)], robots: [])
        // Not `LoginScreen -tap(…)-> SettingsScreen`, which taps on the login screen; and the row's `tap()`
        // is the element's, not the screen's `tap() -> HomeScreen`.
        XCTAssertEqual(edgeLines(graph), [
            "LoginScreen -tap()-> HomeScreen",
            "LoginScreen -logIn(as: \"anna\").tap(\"home.settings\", to: SettingsScreen.self)-> SettingsScreen",
        ])
        XCTAssertEqual(graph.edges.first?.evidence.map(\.source), [.declaration])
        XCTAssertEqual(try PathQuery(graph: graph, from: "LoginScreen", to: "SettingsScreen").code, """
        // LoginScreen → SettingsScreen: 1 transition
        LoginScreen(app: app).logIn(as: "anna").tap("home.settings", to: SettingsScreen.self)

        """)
    }
}

/// A helper of the test's class that does several things and goes to no screen the map knows
/// (ProtonVPN's `logInToProdIfNeeded()`): the test's step is the call, as the test wrote it.
final class HelperStepTests: XCTestCase {
    func testASignInHelperIsTheStepNotItsLastTap() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            final class HomeRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                var balance: XCUIElement { app.staticTexts["home.balance"] }
                func openSettings() -> SettingsRobot {
                    app.tabBars.buttons["tab.settings"].tap()
                    return SettingsRobot(app)
                }
            }
            final class SettingsRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                var list: XCUIElement { app.tables["settings.list"] }
            }
            """), (path: "Tests.swift", source: """
            class BaseTests: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { app.launch() }
                func signIn(as email: String) {
                    app.textFields["login.email"].tap()
                    app.textFields["login.email"].typeText(email)
                    app.buttons["login.submit"].tap()
                    app.buttons["onboarding.skip"].tap()
                }
            }
            final class SettingsTests: BaseTests {
                func testSettings() {
                    signIn(as: "anna@example.com")
                    HomeRobot(app).openSettings()
                }
            }
            """)], robots: [])
        XCTAssertEqual(edgeLines(graph), [
            "BaseTests.setUp() -signIn(as: \"anna@example.com\")-> HomeRobot",
            "HomeRobot -openSettings()-> SettingsRobot",
        ])
        XCTAssertEqual(evidenceLines(graph.edge("BaseTests.setUp()", "HomeRobot")), ["Tests.swift:13 SettingsTests.testSettings"])
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "SettingsRobot").code, """
        // BaseTests.setUp() → SettingsRobot: 2 transitions
        // launch: BaseTests.setUp() (Tests.swift:3), before each test of its class: write the test there or in a subclass
        //   app.launch()
        signIn(as: "anna@example.com")
        _ = HomeRobot(app).openSettings()

        """)
    }
}
