@testable import KassiosCodegen
import KassiosModel
import KassiosSyntax
import Foundation
import XCTest

/// A suite of robots that declare no elements: each action and check queries what it needs
/// (`let button = app.buttons[AccessibilityIdentifier.episodesButton]`), the tests inherit from the
/// suite's own `UITestCase` (its `app`, its `launch()` with a mock server's address) and reach
/// each robot through a helper handing it to a closure (`home { robot in … }`), as Challenge's
/// suite is written. Generated tests must be written the same way, and type-check with it.
final class MethodOnlyRobotSuiteTests: XCTestCase {
    static let base = """
    import XCTest

    protocol RobotContract {
        var app: XCUIApplication { get }
    }

    /// Base class for UI tests with a mock server.
    class UITestCase: XCTestCase {
        private(set) var app: XCUIApplication!
        private(set) var serverURL = "http://localhost:8080"

        override func setUp() {
            super.setUp()
            continueAfterFailure = false
        }

        @MainActor
        @discardableResult
        func launch() -> XCUIApplication {
            let app = XCUIApplication()
            app.launchEnvironment = ["API_BASE_URL": serverURL]
            app.launch()
            self.app = app
            return app
        }

        @MainActor
        func home(actions: (HomeRobot) -> Void) {
            actions(HomeRobot(app: app))
        }

        @MainActor
        func episodes(actions: (EpisodesRobot) -> Void) {
            actions(EpisodesRobot(app: app))
        }
    }
    """

    static let home = """
    import XCTest

    struct HomeRobot: RobotContract {
        let app: XCUIApplication
    }

    // MARK: - Actions

    extension HomeRobot {
        @discardableResult
        func tapEpisodesButton(file: StaticString = #filePath, line: UInt = #line) -> Self {
            let button = app.buttons[AccessibilityIdentifier.episodesButton]
            XCTAssertTrue(button.waitForExistence(timeout: 5), file: file, line: line)
            button.tap()
            return self
        }

        @discardableResult
        func typeSearch(text: String) -> Self {
            let searchField = app.searchFields[AccessibilityIdentifier.search].firstMatch
            searchField.tap()
            searchField.typeText(text)
            return self
        }

        @discardableResult
        func tapSettings() -> Self {
            app.buttons["home.settings_button"].tap()
            return self
        }

        @discardableResult
        func tapRow(id: Int) -> Self {
            app.cells[AccessibilityIdentifier.row(id: id)].tap()
            return self
        }
    }

    // MARK: - Verifications

    extension HomeRobot {
        @discardableResult
        func verifyIsVisible(file: StaticString = #filePath, line: UInt = #line) -> Self {
            let button = app.buttons[AccessibilityIdentifier.episodesButton]
            XCTAssertTrue(button.waitForExistence(timeout: 5), file: file, line: line)
            return self
        }

        @discardableResult
        func verifyErrorIsVisible() -> Self {
            let title = app.staticTexts[AccessibilityIdentifier.errorTitle]
            XCTAssertTrue(title.waitForExistence(timeout: 5))
            return self
        }
    }

    private enum AccessibilityIdentifier {
        static let episodesButton = "home.episodesButton"
        static let search = "home.search"
        static let errorTitle = "home.error.title"

        static func row(id: Int) -> String {
            "home.row.\\(id)"
        }
    }
    """

    static let episodes = """
    import XCTest

    struct EpisodesRobot {
        let app: XCUIApplication
    }

    extension EpisodesRobot {
        @discardableResult
        func verifyIsVisible() -> Self {
            let list = app.scrollViews[Identifiers.list]
            XCTAssertTrue(list.waitForExistence(timeout: 10))
            return self
        }

        @discardableResult
        func tapFavourite() -> Self {
            let favourite = app.buttons[Identifiers.favourite]
            favourite.tap()
            return self
        }
    }

    private enum Identifiers {
        static let list = "episodes.list"
        static let favourite = "episodes.favourite"
    }
    """

    /// A robot no helper makes: reached through its initializer.
    static let settings = """
    import XCTest

    struct SettingsRobot {
        let app: XCUIApplication

        @discardableResult
        func tapSignOut() -> Self {
            let signOut = app.buttons["settings.signOut"]
            signOut.tap()
            return self
        }
    }
    """

    static let tests = """
    import XCTest

    final class HomeUITests: UITestCase {
        @MainActor
        func testOpenEpisodes() {
            launch()
            home { robot in
                robot.verifyIsVisible()
                robot.tapEpisodesButton()
            }
            episodes { robot in
                robot.verifyIsVisible()
            }
        }
    }

    final class EpisodesUITests: UITestCase {
        @MainActor
        func testFavourite() {
            launch()
            home { robot in
                robot.tapEpisodesButton()
            }
            episodes { robot in
                robot.tapFavourite()
            }
        }
    }
    """

    static let sources: [(path: String, text: String)] = [
        ("Robots/Robot.swift", base), ("Robots/HomeRobot.swift", home), ("Robots/EpisodesRobot.swift", episodes),
        ("Robots/SettingsRobot.swift", settings), ("UI/HomeUITests.swift", tests),
    ]

    static let cases = """
    # Browse episodes
    Steps:
    1. Enter "Rick" into the search field on the Home screen
    2. Tap the episodes button
    3. Verify the Episodes screen is visible
    4. Tap the favourite button
    Expected result: the Episodes screen is shown

    # Sign out
    Steps:
    1. Tap the sign out button on the Settings screen
    """

    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-method-only-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Suite"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func generate(sources: [(path: String, text: String)] = MethodOnlyRobotSuiteTests.sources, cases: String = MethodOnlyRobotSuiteTests.cases,
             configure: (inout TestGenerator.Request) -> Void = { _ in }) throws -> TestGenerator.Result {
        var paths: [String] = []
        for (path, text) in sources {
            let file = folder.appendingPathComponent("Suite/" + path.replacingOccurrences(of: "/", with: "-"))
            try Data(text.utf8).write(to: file)
            paths.append(file.path)
        }
        let casesFile = folder.appendingPathComponent("browse.md")
        try Data(cases.utf8).write(to: casesFile)
        var request = TestGenerator.Request(casePaths: [casesFile.path], swiftFiles: paths)
        request.outPath = folder.appendingPathComponent("Out/BrowseTests.swift").path
        request.displayBase = folder.path
        configure(&request)
        return try TestGenerator.run(request)
    }

    func project(_ sources: [(path: String, text: String)] = MethodOnlyRobotSuiteTests.sources) -> Project {
        Project(files: sources.map { SourceFile(path: $0.path, source: $0.text) }, configuration: ModelConfiguration())
    }

    func testTheRobotsAreFoundThroughWhatTheirMethodsQuery() throws {
        let catalog = CatalogBuilder.build(project: project(), dumps: [])
        let home = try XCTUnwrap(catalog.container(named: "HomeRobot"))
        XCTAssertEqual(home.kind, .robot)
        // One element per identifier a method queries, named after its constant or its last part;
        // the row's identifier is built at runtime and names none.
        XCTAssertEqual(home.elements.map(\.name), ["episodesButton", "search", "settingsButton", "errorTitle"])
        XCTAssertEqual(home.elements.map(\.identifier), ["home.episodesButton", "home.search", "home.settings_button", "home.error.title"])
        XCTAssertEqual(home.elements.map(\.elementType), ["button", "searchField", "button", "staticText"])
        XCTAssertEqual(home.elements.map(\.identifierReference), ["AccessibilityIdentifier.episodesButton", "AccessibilityIdentifier.search", nil,
                                                                  "AccessibilityIdentifier.errorTitle"])
        XCTAssertTrue(home.elements.allSatisfy { !$0.isAccessible }, "a test cannot name a method's local")
        // What each method does to them, through a local or in place.
        let uses = Dictionary(uniqueKeysWithValues: home.methods.map { ($0.name, $0.uses) })
        XCTAssertEqual(uses["tapEpisodesButton"], [.init(element: "episodesButton", use: .check), .init(element: "episodesButton", use: .tap)])
        XCTAssertEqual(uses["typeSearch"], [.init(element: "search", use: .tap), .init(element: "search", use: .typeText(parameter: "text"))])
        XCTAssertEqual(uses["tapSettings"], [.init(element: "settingsButton", use: .tap)])
        XCTAssertEqual(uses["verifyIsVisible"], [.init(element: "episodesButton", use: .check)])
        XCTAssertEqual(uses["tapRow"], [])
        XCTAssertEqual(home.makingCode, "HomeRobot(app: app)")
        XCTAssertEqual(catalog.container(named: "SettingsRobot")?.kind, .robot)
        // The test base holds the app but is no robot; the tests query nothing themselves.
        XCTAssertNil(catalog.container(named: "UITestCase"))
        XCTAssertEqual(catalog.containers.map(\.name), ["EpisodesRobot", "HomeRobot", "SettingsRobot"])
    }

    /// WordPressAuthenticator's `` `continue`(app: XCUIApplication) ``: the app a method is handed is the
    /// test's, no value a step must give; the method does what the step says.
    func testAMethodHandedTheAppIsCalledWithTheTestsApp() throws {
        let sources = [(path: "ContinueRobot.swift", text: """
            import XCTest

            final class ContinueRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                private var continueButton: XCUIElement { app.alerts.buttons["alert.continue"] }
                func `continue`(app: XCUIApplication) { continueButton.tap() }
                func skip(in app: XCUIApplication) { skipButton.tap() }
                var skipButton: XCUIElement { app.buttons["alert.skip"] }
            }
            """)]
        let catalog = CatalogBuilder.build(project: project(sources), dumps: [])
        let robot = try XCTUnwrap(catalog.container(named: "ContinueRobot"))
        let element = try XCTUnwrap(robot.element(named: "continueButton"))
        let call = try RobotMethodMatcher(loadChecks: []).call(for: .tap, element: element, in: robot, allowStub: false).get()
        XCTAssertEqual(call.method, "continue")
        XCTAssertEqual(call.arguments, ["app: app"])
        let skip = try RobotMethodMatcher(loadChecks: []).call(for: .tap, element: try XCTUnwrap(robot.element(named: "skipButton")),
                                                               in: robot, allowStub: false).get()
        XCTAssertEqual(skip.arguments, ["in: app"], "an app named app, whatever its label")
        // Another app (`tapOpenInSafari(safari: XCUIApplication)`) is no value a step gives: not this method.
        let safari = [(path: "ArticleRobot.swift", text: """
            import XCTest

            final class ArticleRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                private var openInSafariButton: XCUIElement { app.buttons["article.openInSafari"] }
                func tapOpenInSafari(safari: XCUIApplication) { openInSafariButton.tap(); XCTAssertTrue(safari.wait(for: .runningForeground, timeout: 10)) }
            }
            """)]
        let article = try XCTUnwrap(CatalogBuilder.build(project: project(safari), dumps: []).container(named: "ArticleRobot"))
        let button = try XCTUnwrap(article.element(named: "openInSafariButton"))
        XCTAssertThrowsError(try RobotMethodMatcher(loadChecks: []).call(for: .tap, element: button, in: article, allowStub: false).get())
    }

    func testTheLoadCheckIsTheOnlyMethodThatChecksTheWholeScreen() throws {
        let catalog = CatalogBuilder.build(project: project(), dumps: [])
        let matcher = RobotMethodMatcher(loadChecks: ModelConfiguration().robotLoadChecks)
        XCTAssertEqual(matcher.loadCheck(in: try XCTUnwrap(catalog.container(named: "HomeRobot")))?.method, "verifyIsVisible")
        XCTAssertNil(matcher.loadCheck(in: try XCTUnwrap(catalog.container(named: "SettingsRobot"))))
        let robot = try XCTUnwrap(catalog.container(named: "EpisodesRobot"))
        XCTAssertTrue(RobotMethodMatcher.checksTheWholeScreen("verifyEpisodesScreenIsShown", of: robot))
        XCTAssertFalse(RobotMethodMatcher.checksTheWholeScreen("verifyFavouriteIsVisible", of: robot))
        // A name the configuration gives comes first.
        let home = try XCTUnwrap(catalog.container(named: "HomeRobot"))
        XCTAssertEqual(RobotMethodMatcher(loadChecks: ["verifyErrorIsVisible"]).loadCheck(in: home)?.method, "verifyErrorIsVisible")
        // Two methods that each check the whole screen: which one is the load check is not known.
        var twice = home
        twice.methods += home.methods.filter { $0.name == "verifyIsVisible" }.map {
            ContainerMethod(name: "waitForHomeScreen", parameters: $0.parameters, returnType: $0.returnType, uses: $0.uses)
        }
        XCTAssertNil(matcher.loadCheck(in: twice))
    }

    func testGeneratedTestsAreWrittenAsTheSuitesOwn() throws {
        let result = try generate()
        XCTAssertEqual(result.style, .robot, "robots that declare no elements are still robots")
        XCTAssertEqual(result.testBase?.name, "UITestCase")
        let test = result.files[0].contents
        XCTAssertTrue(test.contains("""
        final class BrowseTests: UITestCase {
            /// Browse episodes
        """), test)
        XCTAssertFalse(test.contains("private let app"), "the base holds the app")
        XCTAssertFalse(test.contains("setUpWithError"), "the base sets the tests up")
        XCTAssertTrue(test.contains("""
            @MainActor
            func test_browse_episodes() {
                launch()
                // step 1: Enter "Rick" into the search field on the Home screen
                home { robot in
                    robot.typeSearch(text: "Rick")
                    // step 2: Tap the episodes button
                    robot.tapEpisodesButton()
                }
                // step 3: Verify the Episodes screen is visible
                episodes { robot in
                    robot.verifyIsVisible()
                    // step 4: Tap the favourite button
                    robot.tapFavourite()
                    // expected result 1: the Episodes screen is shown
                    robot.verifyIsVisible()
                }
            }
        """), test)
        // No helper makes the settings robot: it is made in place.
        XCTAssertTrue(test.contains("""
                // step 1: Tap the sign out button on the Settings screen
                SettingsRobot(app: app)
                    .tapSignOut()
        """), test)
        XCTAssertEqual(result.plans.flatMap(\.items).filter { if case .refused = $0.outcome { return true } else { return false } }.count, 0)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(MethodOnlyRobotSuiteTests.sources + [("Out/BrowseTests.swift", test)]), "")
    }

    /// The configuration naming the robots' protocol as their root (`screens: { dialects: { RobotContract:
    /// robot } }`) changes nothing: a struct whose one stored property is its `app`, with its methods in
    /// extensions, is made, never called on its type (`HomeRobot.typeSearch(…)` does not compile).
    func testRobotsTheConfigurationNamesAreMadeNotCalledOnTheirType() throws {
        let result = try generate { $0.model.robotRoots = ["RobotContract"] }
        let test = result.files[0].contents
        XCTAssertTrue(test.contains("home { robot in\n            robot.typeSearch(text: \"Rick\")"), test)
        XCTAssertFalse(test.contains("HomeRobot.") || test.contains("EpisodesRobot."), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(MethodOnlyRobotSuiteTests.sources + [("Out/BrowseTests.swift", test)]), "")
        let catalog = CatalogBuilder.build(project: Project(files: MethodOnlyRobotSuiteTests.sources.map { SourceFile(path: $0.path, source: $0.text) },
                                                            configuration: { var model = ModelConfiguration(); model.robotRoots = ["RobotContract"]; return model }()),
                                           dumps: [])
        XCTAssertEqual(catalog.container(named: "HomeRobot")?.kind, .robot)
    }

    func testTheTypeCheckCatchesWhatXcodeWould() throws {
        let test = try generate().files[0].contents
        // A second `app` beside the base's, and a method the robot does not have.
        for broken in [test.replacingOccurrences(of: "UITestCase {\n", with: "UITestCase {\n    private let app = XCUIApplication()\n"),
                       test.replacingOccurrences(of: "robot.tapFavourite()", with: "robot.tapFavorite()")] {
            XCTAssertNotEqual(broken, test)
            XCTAssertNotEqual(try XCUITestStubs.typecheckErrors(MethodOnlyRobotSuiteTests.sources + [("Out/BrowseTests.swift", broken)]), "")
        }
    }

    func testLaunchSettingsTheBasesLaunchCannotTakeAreLeftToAPersonAndSaidSo() throws {
        let result = try generate { $0.configuration.launch = LaunchSettings(arguments: ["-uiTesting"]) }
        let test = result.files[0].contents
        // UITestCase.launch() makes the app it launches: arguments set on `app` first would never reach it.
        XCTAssertTrue(test.contains("""
                launch()
                // launch: the launch settings -uiTesting
                XCTFail("kassios: launch not automated: \\"the launch settings -uiTesting\\" — launch settings not passed (-uiTesting): \
        UITestCase.launch() sets the app's launch settings itself; pass them as the suite does")
        """), test)
        XCTAssertFalse(test.contains("launchArguments"), test)
        // The summary and the report say so too: the case is not all automated.
        XCTAssertEqual(result.plans.map(\.refusedCount), [1, 1])
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(MethodOnlyRobotSuiteTests.sources + [("Out/BrowseTests.swift", test)]), "")

        // A base whose launch uses the app it holds, setting its environment only: the arguments go on that app.
        let holding = MethodOnlyRobotSuiteTests.base
            .replacingOccurrences(of: "private(set) var app: XCUIApplication!", with: "let app = XCUIApplication()")
            .replacingOccurrences(of: "        let app = XCUIApplication()\n", with: "")
            .replacingOccurrences(of: "        self.app = app\n", with: "")
        XCTAssertNotEqual(holding, MethodOnlyRobotSuiteTests.base)
        var sources = MethodOnlyRobotSuiteTests.sources
        sources[0].text = holding
        let held = try generate(sources: sources) { $0.configuration.launch = LaunchSettings(arguments: ["-uiTesting"]) }.files[0].contents
        XCTAssertTrue(held.contains("""
                app.launchArguments += ["-uiTesting"]
                launch()
        """), held)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", held)]), "")
        // An environment it sets whole would be lost.
        let environment = try generate(sources: sources) { $0.configuration.launch = LaunchSettings(environment: ["MOCK": "1"]) }
        XCTAssertEqual(environment.plans.map(\.refusedCount), [1, 1])

        // A launch that takes the settings is given them.
        sources[0].text = holding.replacingOccurrences(of: "func launch() -> XCUIApplication {",
                                                       with: "func launch(arguments: [String] = []) -> XCUIApplication {\n        app.launchArguments = arguments")
        XCTAssertNotEqual(sources[0].text, holding)
        let taking = try generate(sources: sources) { $0.configuration.launch = LaunchSettings(arguments: ["-uiTesting"]) }.files[0].contents
        XCTAssertTrue(taking.contains("        launch(arguments: [\"-uiTesting\"])\n        // step 1:"), taking)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", taking)]), "")
    }

    func testAPreconditionASetUpLaunchCannotTakeIsNotAutomated() throws {
        var sources = MethodOnlyRobotSuiteTests.sources
        sources[0].text = MethodOnlyRobotSuiteTests.base
            .replacingOccurrences(of: "        continueAfterFailure = false\n", with: "        continueAfterFailure = false\n        launch()\n")
            .replacingOccurrences(of: "    @MainActor\n    @discardableResult\n", with: "    @discardableResult\n")
        let cases = "# Favourite\nPreconditions: the user is signed in\nSteps:\n1. Tap the favourite button on the Episodes screen\n"
        let result = try generate(sources: sources, cases: cases) {
            $0.configuration.preconditions = [PreconditionMapping(phrases: ["the user is signed in"], settings: LaunchSettings(arguments: ["-signedIn"]))]
        }
        let precondition = try XCTUnwrap(result.plans.first?.items.first)
        XCTAssertEqual(precondition.label, "precondition 1")
        guard case .refused(let refusal) = precondition.outcome else { return XCTFail("\(precondition.outcome)") }
        XCTAssertEqual(refusal.reason, "launch settings not passed (-signedIn): UITestCase.setUp() launches the app before the test runs; pass them as the suite does")
        let test = result.files[0].contents
        XCTAssertFalse(test.contains("-signedIn\"]"), test)
        XCTAssertTrue(test.contains("// UITestCase.setUp() launches the app\n        // precondition 1: the user is signed in\n        XCTFail("), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", test)]), "")
    }

    func testWithoutASuiteBaseTheTestHoldsItsOwnApp() throws {
        // The tests inherit from XCTestCase: no base, no helpers; robots are made in place.
        var sources = MethodOnlyRobotSuiteTests.sources
        sources[0].text = "import XCTest\n\nprotocol RobotContract {\n    var app: XCUIApplication { get }\n}\n"
        sources[4].text = """
        import XCTest

        final class HomeUITests: XCTestCase {
            let app = XCUIApplication()

            func testOpenEpisodes() {
                app.launch()
                HomeRobot(app: app).verifyIsVisible().tapEpisodesButton()
                EpisodesRobot(app: app).verifyIsVisible()
            }
        }
        """
        let result = try generate(sources: sources)
        XCTAssertNil(result.testBase)
        let test = result.files[0].contents
        XCTAssertTrue(test.contains("final class BrowseTests: XCTestCase {\n    private let app = XCUIApplication()\n"), test)
        XCTAssertTrue(test.contains("""
                app.launch()
                // step 1: Enter "Rick" into the search field on the Home screen
                HomeRobot(app: app)
                    .typeSearch(text: "Rick")
        """), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", test)]), "")
        XCTAssertFalse(test.contains("@MainActor"), test)
        // bike index's test classes are all `@MainActor`, its robots are not: the generated class is, as the suite's are.
        sources[4].text = sources[4].text.replacingOccurrences(of: "final class HomeUITests", with: "@MainActor\nfinal class HomeUITests")
        let isolated = try generate(sources: sources).files[0].contents
        XCTAssertTrue(isolated.contains("@MainActor\nfinal class BrowseTests: XCTestCase {"), isolated)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", isolated)]), "")
    }

    func testARobotTwoTestTargetsDeclareIsMadeWithItsStoredPropertiesOnce() throws {
        // Challenge declares its robots in the UI target and again in the E2E target; the files are read as one suite.
        let sources = MethodOnlyRobotSuiteTests.sources + [("E2E/SettingsRobot.swift", MethodOnlyRobotSuiteTests.settings)]
        let catalog = CatalogBuilder.build(project: project(sources), dumps: [])
        XCTAssertEqual(catalog.container(named: "SettingsRobot")?.makingCode, "SettingsRobot(app: app)")
    }

    func testHelpersAreTheNearestClassesAndAmbiguityMeansNone() throws {
        let robots: Set<String> = ["HomeRobot", "EpisodesRobot"]
        let extensionHelpers = """
        import XCTest

        extension XCTestCase {
            func home(app: XCUIApplication, actions: (HomeRobot) -> Void) {
                actions(HomeRobot(app: app))
            }
            func episodes(app: XCUIApplication, actions: (EpisodesRobot) -> Void) {
                actions(EpisodesRobot(app: app))
            }
            func episodesAgain(app: XCUIApplication, actions: (EpisodesRobot) -> Void) {
                actions(EpisodesRobot(app: app))
            }
            func throwing(actions: (HomeRobot) throws -> Void) rethrows {}
        }
        """
        let withExtension = project(MethodOnlyRobotSuiteTests.sources + [("E2E/Robot.swift", extensionHelpers)])
        let base = SuiteTestBase.find(in: withExtension)
        XCTAssertEqual(base?.name, "UITestCase")
        // The base's own helpers win over another target's extension of XCTestCase.
        XCTAssertEqual(RobotClosureHelper.find(in: withExtension, base: base, robots: robots),
                       ["HomeRobot": RobotClosureHelper(name: "home", appLabel: nil, isMainActor: true),
                        "EpisodesRobot": RobotClosureHelper(name: "episodes", appLabel: nil, isMainActor: true)])
        // Without the base: the extension's, which takes the app; two for one robot are none.
        XCTAssertEqual(RobotClosureHelper.find(in: withExtension, base: nil, robots: robots),
                       ["HomeRobot": RobotClosureHelper(name: "home", appLabel: "app")])
        XCTAssertEqual(RobotClosureHelper(name: "home", appLabel: "app").opening, "home(app: app) { robot in")
    }

    /// A helper whose closure type is a typealias of the files (`typealias HomeActions = (HomeRobot) -> Void`,
    /// at the top level or in the type) is one, as one that writes the type out; an alias of a closure that
    /// throws is not.
    func testAHelpersClosureTypeMayBeATypealias() throws {
        let robots: Set<String> = ["HomeRobot", "EpisodesRobot"]
        let aliasedHelpers = """
        import XCTest

        typealias HomeActions = (HomeRobot) -> Void

        extension XCTestCase {
            typealias EpisodesActions = (EpisodesRobot) throws -> Void
            func home(app: XCUIApplication, actions: HomeActions) {
                actions(HomeRobot(app: app))
            }
            func episodes(app: XCUIApplication, actions: EpisodesActions) {
                try? actions(EpisodesRobot(app: app))
            }
        }
        """
        let aliased = project(MethodOnlyRobotSuiteTests.sources + [("E2E/Robot.swift", aliasedHelpers)])
        XCTAssertEqual(RobotClosureHelper.find(in: aliased, base: nil, robots: robots),
                       ["HomeRobot": RobotClosureHelper(name: "home", appLabel: "app")])
    }
}

extension MethodOnlyRobotSuiteTests {
    func testABaseOnAFrameworksClassIsNoBaseAndASetUpThatLaunchesIsNotRepeated() throws {
        // KassiOS's KassTestCase (the Examples' SignedInTestCase) has members the files do not show.
        var sources = MethodOnlyRobotSuiteTests.sources
        sources[0].text = MethodOnlyRobotSuiteTests.base.replacingOccurrences(of: "class UITestCase: XCTestCase {", with: "class UITestCase: KassTestCase {")
        XCTAssertNotEqual(sources[0].text, MethodOnlyRobotSuiteTests.base)
        XCTAssertNil(SuiteTestBase.find(in: project(sources)))

        // A base whose setUp launches the app: the test goes straight to its steps.
        sources[0].text = MethodOnlyRobotSuiteTests.base
            .replacingOccurrences(of: "        continueAfterFailure = false\n", with: "        continueAfterFailure = false\n        launch()\n")
            .replacingOccurrences(of: "    @MainActor\n    @discardableResult\n", with: "    @discardableResult\n")
        XCTAssertNotEqual(sources[0].text, MethodOnlyRobotSuiteTests.base)
        let base = try XCTUnwrap(SuiteTestBase.find(in: project(sources)))
        XCTAssertTrue(base.launchesInSetUp)
        XCTAssertFalse(try XCTUnwrap(SuiteTestBase.find(in: project())).launchesInSetUp)
        let test = try generate(sources: sources).files[0].contents
        XCTAssertTrue(test.contains("""
            @MainActor
            func test_browse_episodes() {
                // UITestCase.setUp() launches the app
                // step 1: Enter "Rick" into the search field on the Home screen
        """), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", test)]), "")
    }
}

extension MethodOnlyRobotSuiteTests {
    func testABaseLaunchingAnAppDeclaredElsewhereLendsItToTheTest() throws {
        // GetStream's StreamTestCase launches an `app` a module of its own declares.
        let base = """
        import XCTest

        class StreamTestCase: XCTestCase {
            override func setUp() {
                super.setUp()
                app.launch()
            }
        }
        """
        let lent = try XCTUnwrap(SuiteTestBase.find(in: project([("Base.swift", base), ("UI/HomeUITests.swift", MethodOnlyRobotSuiteTests.tests
            .replacingOccurrences(of: "UITestCase", with: "StreamTestCase"))])))
        XCTAssertTrue(lent.declaresApp)
        XCTAssertTrue(lent.launchesInSetUp)
        // One that makes its own in a local holds none a test could use.
        let local = base.replacingOccurrences(of: "        app.launch()", with: "        let app = XCUIApplication()\n        app.launch()")
        let own = try XCTUnwrap(SuiteTestBase.find(in: project([("Base.swift", local), ("UI/HomeUITests.swift", MethodOnlyRobotSuiteTests.tests
            .replacingOccurrences(of: "UITestCase", with: "StreamTestCase"))])))
        XCTAssertFalse(own.declaresApp)
    }
}

/// What a second review found on real suites and small ones made to break it.
extension MethodOnlyRobotSuiteTests {
    func testACopyAnotherTestTargetDeclaresLendsNothing() throws {
        // Challenge's E2E target declares its own EpisodesRobot, with a method the UI target's lacks.
        let e2e = MethodOnlyRobotSuiteTests.episodes.replacingOccurrences(of: "func tapFavourite()", with: "func tapFavouriteTwice()")
        XCTAssertNotEqual(e2e, MethodOnlyRobotSuiteTests.episodes)
        let sources = MethodOnlyRobotSuiteTests.sources + [("E2E/Robots/EpisodesRobot.swift", e2e)]
        let anchored = CatalogBuilder.build(project: project(sources), dumps: [], anchor: "Robots/Robot.swift")
        XCTAssertEqual(anchored.container(named: "EpisodesRobot")?.methods.map(\.name), ["verifyIsVisible", "tapFavourite"])
        let other = CatalogBuilder.build(project: project(sources), dumps: [], anchor: "E2E/Robots/Robot.swift")
        XCTAssertEqual(other.container(named: "EpisodesRobot")?.methods.map(\.name), ["verifyIsVisible", "tapFavouriteTwice"])
        // The generated test inherits the UI target's base, so it calls that target's copy.
        let test = try generate(sources: sources).files[0].contents
        XCTAssertTrue(test.contains("robot.tapFavourite()"), test)
        XCTAssertFalse(test.contains("tapFavouriteTwice"), test)
    }

    func testTheBaseMustBeMoreCommonThanXCTestCaseItself() throws {
        var sources = MethodOnlyRobotSuiteTests.sources
        sources.append(("UI/PlainTests.swift", """
        import XCTest

        final class AboutTests: XCTestCase {
            func testAbout() { XCUIApplication().launch() }
        }

        final class SettingsTests: XCTestCase {
            func testSettings() { XCUIApplication().launch() }
        }

        final class SearchTests: XCTestCase {
            func testSearch() { XCUIApplication().launch() }
        }
        """))
        XCTAssertNil(SuiteTestBase.find(in: project(sources)), "3 tests on XCTestCase, 2 on UITestCase")
        XCTAssertEqual(SuiteTestBase.find(in: project())?.name, "UITestCase")
    }

    /// Mullvad's tests each stand on another subclass of `BaseUITestCase` (logged out, logged in, the
    /// base itself): no direct base is most common, but all stand on `BaseUITestCase`, which launches.
    /// Where most stand on one subclass, that one is the base.
    func testTheBaseMostTestsStandOnThroughTheirChainsIsTheBase() throws {
        let base = (path: "Base.swift", text: """
            import XCTest

            class BaseUITestCase: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { app.launch() }
            }
            class LoggedOutUITestCase: BaseUITestCase {}
            class LoggedInUITestCase: BaseUITestCase {}
            """)
        func tests(_ bases: [String]) -> (path: String, text: String) {
            (path: "Tests.swift", text: bases.enumerated().map { index, base in
                "final class Tests\(index): \(base) {\n    func testSomething\(index)() { app.buttons[\"b\(index)\"].tap() }\n}"
            }.joined(separator: "\n"))
        }
        XCTAssertEqual(SuiteTestBase.find(in: project([base, tests(["LoggedOutUITestCase", "LoggedInUITestCase", "BaseUITestCase"])]))?.name,
                       "BaseUITestCase")
        XCTAssertEqual(SuiteTestBase.find(in: project([base, tests(["LoggedInUITestCase", "LoggedInUITestCase", "LoggedOutUITestCase"])]))?.name,
                       "LoggedInUITestCase")
        XCTAssertEqual(SuiteTestBase.find(in: project([base, tests(["LoggedInUITestCase", "LoggedOutUITestCase"])]))?.name,
                       "BaseUITestCase")
        XCTAssertNil(SuiteTestBase.find(in: project([base, tests(["LoggedInUITestCase", "XCTestCase", "XCTestCase", "XCTestCase"])])),
                     "more stand on XCTestCase itself")
        let unrelated = (path: "Base.swift", text: """
            import XCTest

            class LoggedOutUITestCase: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { app.launch() }
            }
            class LoggedInUITestCase: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { app.launchArguments = ["-signedIn"]; app.launch() }
            }
            """)
        XCTAssertNil(SuiteTestBase.find(in: project([unrelated, tests(["LoggedInUITestCase", "LoggedOutUITestCase"])])),
                     "two unrelated bases, a test each: neither is the suite's")
    }

    func testAnAppTheBaseLeavesNilUntilALaunchWithArgumentsIsNoAppToUse() throws {
        // `launch(scenario:)` sets `app`; the test cannot call it without a scenario, so the base is not used.
        var sources = MethodOnlyRobotSuiteTests.sources
        sources[0].text = MethodOnlyRobotSuiteTests.base.replacingOccurrences(of: "func launch() -> XCUIApplication {",
                                                                               with: "func launch(scenario: String) -> XCUIApplication {")
        sources[4].text = MethodOnlyRobotSuiteTests.tests.replacingOccurrences(of: "launch()", with: "launch(scenario: \"plain\")")
        XCTAssertNotEqual(sources[0].text, MethodOnlyRobotSuiteTests.base)
        XCTAssertNil(SuiteTestBase.find(in: project(sources)))
        let test = try generate(sources: sources).files[0].contents
        XCTAssertTrue(test.contains("final class BrowseTests: XCTestCase {\n    private let app = XCUIApplication()\n"), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", test)]), "")
    }

    func testAnAppTheBaseDeclaresInABranchIsNotTheTests() throws {
        let base = """
        import XCTest

        class BaseUITest: XCTestCase {
            override func setUp() {
                super.setUp()
                if ProcessInfo.processInfo.environment["CI"] == nil {
                    let app = XCUIApplication()
                    app.launch()
                }
            }
        }
        """
        let tests = MethodOnlyRobotSuiteTests.tests.replacingOccurrences(of: "UITestCase", with: "BaseUITest")
        let found = try XCTUnwrap(SuiteTestBase.find(in: project([("Base.swift", base), ("UI/Tests.swift", tests)])))
        XCTAssertFalse(found.declaresApp)
    }

    func testAnotherAppLaunchedInSetUpIsNotTheApp() throws {
        let base = """
        import XCTest

        class BaseTest: XCTestCase {
            let app = XCUIApplication()

            override func setUp() {
                super.setUp()
                let settings = XCUIApplication(bundleIdentifier: "com.apple.Preferences")
                settings.launch()
                settings.terminate()
            }
        }
        """
        let tests = MethodOnlyRobotSuiteTests.tests.replacingOccurrences(of: "UITestCase", with: "BaseTest")
        let found = try XCTUnwrap(SuiteTestBase.find(in: project([("Base.swift", base), ("UI/Tests.swift", tests)])))
        XCTAssertFalse(found.launchesInSetUp)
        XCTAssertTrue(found.declaresApp)
        XCTAssertNil(found.launch)
        // With `self.app.launch()` it would, and with unstoppable's `app!.launch()`.
        let launching = base.replacingOccurrences(of: "settings.terminate()", with: "settings.terminate()\n        self.app.launch()")
        XCTAssertEqual(SuiteTestBase.find(in: project([("Base.swift", launching), ("UI/Tests.swift", tests)]))?.launchesInSetUp, true)
        let unwrapping = base.replacingOccurrences(of: "let app = XCUIApplication()", with: "var app: XCUIApplication!")
            .replacingOccurrences(of: "settings.terminate()", with: "settings.terminate()\n        self.app = XCUIApplication()\n        app!.launch()")
        XCTAssertEqual(SuiteTestBase.find(in: project([("Base.swift", unwrapping), ("UI/Tests.swift", tests)]))?.launchesInSetUp, true)
    }

    func testNoMethodIsDraftedForARobotThatKeepsItsAppPrivate() throws {
        var sources = MethodOnlyRobotSuiteTests.sources
        sources[1].text = MethodOnlyRobotSuiteTests.home.replacingOccurrences(of: "    let app: XCUIApplication\n",
                                                                               with: "    private let app: XCUIApplication\n\n    init(app: XCUIApplication) {\n        self.app = app\n    }\n")
        XCTAssertNotEqual(sources[1].text, MethodOnlyRobotSuiteTests.home)
        let result = try generate(sources: sources, cases: "# Error\nSteps:\n1. Tap the error title on the Home screen\n")
        let item = try XCTUnwrap(result.plans.first?.items.first)
        guard case .refused(let refusal) = item.outcome else { return XCTFail("\(item.outcome)") }
        XCTAssertEqual(refusal.reason, "HomeRobot keeps its app private, which a generated extension cannot query; add a method to HomeRobot that does this")
        XCTAssertEqual(result.files.count, 1, "no HomeRobot+Generated.swift")
        // With the app open to extensions, the method is drafted.
        let open = try generate(cases: "# Error\nSteps:\n1. Tap the error title on the Home screen\n")
        XCTAssertEqual(open.files.map { ($0.path as NSString).lastPathComponent }, ["BrowseTests.swift", "HomeRobot+Generated.swift"])
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(MethodOnlyRobotSuiteTests.sources + open.files.map { ($0.path, $0.contents) }), "")
    }

    /// OrderMe's screens reach the app as their base's static one (`class BaseScreen { static let app =
    /// XCUIApplication() }`, `BaseScreen.app.textFields[…]`), which the tests' base launches in its
    /// setUp. A drafted method queries through `BaseScreen.app` (an instance method has no `app`),
    /// and the test does not launch the app again.
    func testADraftedMethodReachesABasesStaticAppAsTheSuiteDoes() throws {
        let sources: [(path: String, text: String)] = [("Screens.swift", """
        import XCTest

        class BaseScreen {
            static let app = XCUIApplication()
            required init() {}

            func tap(_ element: XCUIElement) {
                XCTAssertTrue(element.waitForExistence(timeout: 2))
                element.tap()
            }
        }

        class TableNumberScreen: BaseScreen {
            private lazy var tableNumberField = BaseScreen.app.textFields["tableNumberTextField"]
            private lazy var selectTableButton = BaseScreen.app.buttons["Select table"]

            func selectAndEnterTable() -> Self {
                tap(tableNumberField)
                tableNumberField.typeText("3")
                return self
            }

            func tapSelectTable() -> TableNumberScreen {
                tap(selectTableButton)
                return self
            }
        }
        """), ("UI/Tests.swift", """
        import XCTest

        class BaseTest: XCTestCase {
            override func setUp() {
                super.setUp()
                BaseScreen.app.launch()
            }
        }

        final class TableTests: BaseTest {
            func testSelect() {
                _ = TableNumberScreen().selectAndEnterTable().tapSelectTable()
            }
        }
        """)]
        let result = try generate(sources: sources, cases: "# Table\nSteps:\n1. Enter \"7\" into the table number field on the Table Number screen\n2. Tap \"Select table\"\n") {
            $0.model.robotRoots = ["BaseScreen"]
        }
        XCTAssertEqual(result.files.map { ($0.path as NSString).lastPathComponent }, ["BrowseTests.swift", "TableNumberScreen+Generated.swift"])
        let test = result.files[0].contents, stub = result.files[1].contents
        XCTAssertTrue(stub.contains("let field = BaseScreen.app.textFields[\"tableNumberTextField\"]"), stub)
        XCTAssertTrue(test.contains("// BaseTest.setUp() launches the app"), test)
        XCTAssertFalse(test.contains("app.launch()"), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + result.files.map { ($0.path, $0.contents) }), "")
    }

    /// "Go to the Reviews tab" in a robot suite: no navigate(to:), but a method named for going there, of
    /// the screen the test is on or of a part it used before (WooCommerce's tab bar, whose
    /// `gotoReviewsScreen()` returns the screen); its `try` as the method throws.
    func testAMethodNamedForGoingToAScreenOpensIt() throws {
        let sources: [(path: String, text: String)] = [("Screens.swift", """
        import XCTest

        public final class TabNavComponent {
            let app = XCUIApplication()
            public init() {}
            private var ordersTabButton: XCUIElement { app.buttons["tab.orders"] }
            private var reviewsTabButton: XCUIElement { app.buttons["tab.reviews"] }
            public func gotoOrdersScreen() throws -> OrdersScreen { ordersTabButton.tap(); return OrdersScreen() }
            public func gotoReviewsScreen() throws -> ReviewsScreen { reviewsTabButton.tap(); return ReviewsScreen() }
        }
        public final class OrdersScreen {
            let app = XCUIApplication()
            public init() {}
            var list: XCUIElement { app.buttons["orders.list"] }
            public func selectOrder() -> OrdersScreen { list.tap(); return self }
        }
        public final class ReviewsScreen {
            let app = XCUIApplication()
            public init() {}
            var list: XCUIElement { app.buttons["reviews.list"] }
            public func openFirstReview() -> ReviewsScreen { list.tap(); return self }
        }
        """), ("UI/Tests.swift", """
        import XCTest

        final class OrdersTests: XCTestCase {
            func testOrders() throws {
                XCUIApplication().launch()
                _ = try TabNavComponent().gotoOrdersScreen().selectOrder()
            }
        }
        """)]
        let result = try generate(sources: sources, cases: "# Reviews\nSteps:\n1. Go to the Orders tab\n2. Go to the Reviews tab\n") {
            $0.style = .robot
        }
        let test = result.files[0].contents
        XCTAssertTrue(test.contains("// step 2: Go to the Reviews tab\n"), test)
        XCTAssertTrue(test.contains("try tabNavComponent.gotoReviewsScreen()"), test)
        XCTAssertFalse(test.contains("XCTFail(\""), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", test)]), "")
        // With no method named for it, the refusal says so, not KassiOS's navigate(to:).
        let none = try generate(sources: sources, cases: "# Reviews\nSteps:\n1. Go to the Orders tab\n2. Open the Settings screen\n") {
            $0.style = .robot
        }
        XCTAssertFalse(none.files[0].contents.contains("navigate(to:)"), none.files[0].contents)
    }

    func testAMethodOnlyRobotHasWhatItsSuperclassGivesIt() throws {
        let sources: [(path: String, text: String)] = [("Screens.swift", """
        import XCTest

        class BaseScreen {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }

            func isLoaded() -> Bool { true }
        }

        final class PostsScreen: BaseScreen {
            func tapCreate() -> PostsScreen {
                app.buttons["posts.create"].tap()
                return self
            }
        }
        """)]
        let catalog = CatalogBuilder.build(project: project(sources), dumps: [])
        let posts = try XCTUnwrap(catalog.container(named: "PostsScreen"))
        XCTAssertEqual(posts.methods.map(\.name), ["tapCreate", "isLoaded"])
        XCTAssertEqual(RobotMethodMatcher(loadChecks: ModelConfiguration().robotLoadChecks).loadCheck(in: posts)?.method, "isLoaded")
        XCTAssertNil(catalog.container(named: "BaseScreen"), "a base of robots is none")
    }
}

extension MethodOnlyRobotSuiteTests {
    /// The fuzzer's way in: cases and sources in memory generate what the same files do.
    func testCasesAndSourcesInMemoryGenerateWhatTheirFilesDo() throws {
        let fromFiles = try generate()
        var request = TestGenerator.Request(casePaths: [], swiftFiles: [])
        request.caseTexts = [("browse.md", MethodOnlyRobotSuiteTests.cases)]
        request.sources = MethodOnlyRobotSuiteTests.sources.map {
            SourceFile(path: folder.appendingPathComponent("Suite/" + $0.path.replacingOccurrences(of: "/", with: "-")).path, source: $0.text)
        }
        request.outPath = folder.appendingPathComponent("Out/BrowseTests.swift").path
        request.displayBase = folder.path
        let inMemory = try TestGenerator.run(request)
        XCTAssertEqual(inMemory.files.map(\.contents), fromFiles.files.map(\.contents))
        XCTAssertFalse(inMemory.files.isEmpty)
        XCTAssertEqual(inMemory.plans.map(\.methodName), ["test_browse_episodes", "test_sign_out"])
    }
}

/// Preconditions the suite's own `given…` helpers set up before the launch, as Challenge's tests do.
extension MethodOnlyRobotSuiteTests {
    static let scenarios = """
    import XCTest

    extension UITestCase {
        /// Configures the episodes the mock server answers. Use before `launch()`.
        func givenEpisodesListSucceeds() async throws {}

        func givenEpisodesListWithFavouritesSucceeds() async throws {}

        func givenEpisodesListFails() async {}

        func givenAllRequestsFail() async {}

        /// Needs a scenario: not a precondition's.
        func givenScenario(_ name: String) {}
    }
    """

    func testAPreconditionNamingAGivenHelperCallsItBeforeTheLaunch() throws {
        let sources = MethodOnlyRobotSuiteTests.sources + [("Shared/UITestCase+Scenarios.swift", MethodOnlyRobotSuiteTests.scenarios)]
        let found = SetUpHelper.find(in: project(sources), base: SuiteTestBase.find(in: project(sources)))
        XCTAssertEqual(found.map(\.call), ["try await givenEpisodesListSucceeds()", "try await givenEpisodesListWithFavouritesSucceeds()",
                                           "await givenEpisodesListFails()", "await givenAllRequestsFail()"])
        XCTAssertEqual(SetUpHelper.match("The episodes list request succeeds", among: found)?.name, "givenEpisodesListSucceeds")
        XCTAssertEqual(SetUpHelper.match("all requests fail", among: found)?.name, "givenAllRequestsFail")
        XCTAssertNil(SetUpHelper.match("the episodes list", among: found), "succeeds, or fails: two helpers fit as well")
        XCTAssertEqual(SetUpHelper.match("the episodes list fails to load", among: found)?.name, "givenEpisodesListFails")
        XCTAssertNil(SetUpHelper.match("the user is signed in", among: found))
        // Every word of the helper said: not the opposite state, and the most specific of several.
        XCTAssertNil(SetUpHelper.match("All requests succeed", among: found))
        XCTAssertNil(SetUpHelper.match("The episodes list request fails with favourites", among: found.filter { $0.name != "givenEpisodesListFails" }))
        XCTAssertEqual(SetUpHelper.match("the episodes list with favourites succeeds", among: found)?.name, "givenEpisodesListWithFavouritesSucceeds")

        let cases = """
        # Favourite an episode
        Preconditions:
        - The episodes list request succeeds
        - All requests fail
        - The moon is full
        Steps:
        1. Tap the favourite button on the Episodes screen
        """
        let result = try generate(sources: sources, cases: cases)
        let test = result.files[0].contents
        XCTAssertTrue(test.contains("""
            @MainActor
            func test_favourite_an_episode() async throws {
                try await givenEpisodesListSucceeds()
                await givenAllRequestsFail()
                launch()
                // precondition 1: The episodes list request succeeds (set up before the launch)
                // precondition 2: All requests fail (set up before the launch)
                // precondition 3: The moon is full
                XCTFail("kassios: precondition 3 not automated: \\"The moon is full\\" — precondition not mapped to a launch \
        configuration; add it under 'codegen: preconditions:' in .kassios-lint.yml, or name one of the suite's given… helpers")
        """), test)
        XCTAssertEqual(result.plans.map(\.refusedCount), [1])
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", test)]), "")

        // A precondition the configuration maps stays its launch settings.
        let mapped = try generate(sources: sources, cases: cases) {
            $0.configuration.preconditions = [PreconditionMapping(phrases: ["all requests fail"], settings: LaunchSettings(arguments: ["-offline"]))]
        }
        XCTAssertFalse(mapped.files[0].contents.contains("givenAllRequestsFail"), mapped.files[0].contents)
    }
}

/// What a second review of generate test found.
extension MethodOnlyRobotSuiteTests {
    func testOnlyTheBasesReachableGivenHelpersAreFoundAndAMainActorOneMakesTheTestOne() throws {
        let scenarios = """
        import XCTest

        extension UITestCase {
            @MainActor
            func givenOnboardingSkipped() {}
        }

        private extension UITestCase {
            func givenCartIsEmpty() {}
        }

        extension XCTestCase {
            func givenUserIsSignedIn() {}
        }
        """
        let sources = MethodOnlyRobotSuiteTests.sources + [("Shared/Scenarios.swift", scenarios)]
        let found = SetUpHelper.find(in: project(sources), base: SuiteTestBase.find(in: project(sources)))
        XCTAssertEqual(found.map(\.name), ["givenOnboardingSkipped"], "not a private extension's, nor XCTestCase's (another target may hold it)")
        XCTAssertEqual(found.first?.isMainActor, true)
        let test = try generate(sources: sources, cases: "# Cart\nPreconditions: the onboarding is skipped\nSteps:\n1. Tap the favourite button on the Episodes screen\n")
            .files[0].contents
        XCTAssertTrue(test.contains("    @MainActor\n    func test_cart() {\n        givenOnboardingSkipped()\n        launch()\n"), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", test)]), "")
    }

    func testAGivenHelperASetUpLaunchComesBeforeIsNotAutomated() throws {
        var sources = MethodOnlyRobotSuiteTests.sources + [("Shared/UITestCase+Scenarios.swift", MethodOnlyRobotSuiteTests.scenarios)]
        sources[0].text = MethodOnlyRobotSuiteTests.base
            .replacingOccurrences(of: "        continueAfterFailure = false\n", with: "        continueAfterFailure = false\n        launch()\n")
            .replacingOccurrences(of: "    @MainActor\n    @discardableResult\n", with: "    @discardableResult\n")
        let result = try generate(sources: sources, cases: "# Fail\nPreconditions: all requests fail\nSteps:\n1. Tap the favourite button on the Episodes screen\n")
        let item = try XCTUnwrap(result.plans.first?.items.first)
        guard case .refused(let refusal) = item.outcome else { return XCTFail("\(item.outcome)") }
        XCTAssertEqual(refusal.reason, "UITestCase.setUp() launches the app before the test runs, so await givenAllRequestsFail() would come after the launch; set it up as the suite does")
        XCTAssertFalse(result.files[0].contents.contains("await givenAllRequestsFail()\n"), result.files[0].contents)
    }

    func testLaunchSettingsArePassedInTheOrderTheLaunchTakesThem() throws {
        var sources = MethodOnlyRobotSuiteTests.sources
        sources[0].text = MethodOnlyRobotSuiteTests.base.replacingOccurrences(of: "func launch() -> XCUIApplication {",
            with: "func launch(environment: [String: String] = [:], arguments: [String] = []) -> XCUIApplication {")
        XCTAssertNotEqual(sources[0].text, MethodOnlyRobotSuiteTests.base)
        let test = try generate(sources: sources) { $0.configuration.launch = LaunchSettings(arguments: ["-uiTesting"], environment: ["MOCK": "1"]) }
            .files[0].contents
        XCTAssertTrue(test.contains("        launch(environment: [\"MOCK\": \"1\"], arguments: [\"-uiTesting\"])\n"), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", test)]), "")
    }

    func testWithNothingToAnchorItATypeTwoTargetsDeclareIsReadWhole() throws {
        let e2e = MethodOnlyRobotSuiteTests.episodes.replacingOccurrences(of: "func tapFavourite()", with: "func tapFavouriteTwice()")
        let sources = MethodOnlyRobotSuiteTests.sources + [("E2E/Robots/EpisodesRobot.swift", e2e)]
        let whole = CatalogBuilder.build(project: project(sources), dumps: [])
        XCTAssertEqual(whole.container(named: "EpisodesRobot")?.methods.map(\.name).sorted(),
                       ["tapFavourite", "tapFavouriteTwice", "verifyIsVisible", "verifyIsVisible"])
        // Read whole, identical copies list a method twice: still one method to call.
        let twice = try XCTUnwrap(CatalogBuilder.build(project: project(MethodOnlyRobotSuiteTests.sources + [("E2E/Robots/EpisodesRobot.swift",
                                                                                                      MethodOnlyRobotSuiteTests.episodes)]), dumps: [])
            .container(named: "EpisodesRobot"))
        XCTAssertEqual(twice.methods.filter { $0.name == "tapFavourite" }.count, 2)
        let favourite = try XCTUnwrap(twice.element(named: "favourite"))
        let call = try RobotMethodMatcher(loadChecks: []).call(for: .tap, element: favourite, in: twice, allowStub: false).get()
        XCTAssertEqual(call.method, "tapFavourite")
        // Written into the E2E target, the test reads that copy.
        let written = CatalogBuilder.build(project: project(sources), dumps: [], anchor: "E2E/Tests/BrowseTests.swift")
        XCTAssertEqual(written.container(named: "EpisodesRobot")?.methods.map(\.name), ["verifyIsVisible", "tapFavouriteTwice"])
        // Written outside the suite, no nearer one copy than the other: both are read, as without an anchor
        // (it read whichever came first, so `--out /tmp/…` changed what was automated).
        let outside = CatalogBuilder.build(project: project(sources), dumps: [], anchor: "/tmp/elsewhere/BrowseTests.swift")
        XCTAssertEqual(outside.container(named: "EpisodesRobot")?.methods.map(\.name).sorted(),
                       whole.container(named: "EpisodesRobot")?.methods.map(\.name).sorted())
    }
}


extension MethodOnlyRobotSuiteTests {
    /// What `kassios context` tells an agent of how the suite's tests are set up.
    func testTheConventionsSayHowTheSuitesTestsAreSetUp() {
        let sources = MethodOnlyRobotSuiteTests.sources + [("Shared/UITestCase+Scenarios.swift", MethodOnlyRobotSuiteTests.scenarios)]
        XCTAssertEqual(SuiteTestBase.conventions(in: project(sources)), [
            "Tests inherit from UITestCase, the suite's test base, and use its `app`; they launch the app with its `launch()`.",
            "A robot is reached through the base's helper that hands it to a closure: `episodes { robot in … }` (EpisodesRobot), "
                + "`home { robot in … }` (HomeRobot).",
            "What a test needs before the launch is set up with the base's given… helpers, called before it: `givenEpisodesListSucceeds()`, "
                + "`givenEpisodesListWithFavouritesSucceeds()`, `givenEpisodesListFails()`, `givenAllRequestsFail()`.",
        ])
        // fe-ios's base launches in its setUp: its given… helpers come after the launch.
        let launching = project([("Base.swift", """
            import XCTest
            class Base: XCTestCase {
                let app = XCUIApplication()
                override func setUp() { super.setUp(); app.launch() }
                func givenAppIsReady() { XCTAssertTrue(app.staticTexts["landing.title"].waitForExistence(timeout: 5)) }
            }
            final class LandingTests: Base { func testStart() { givenAppIsReady() } }
            """)])
        XCTAssertEqual(SuiteTestBase.conventions(in: launching).last,
                       "A test starts with the base's given… helpers, after the launch its setUp made: `givenAppIsReady()`.")
        // Tests on XCTestCase itself: nothing to say.
        var plain = MethodOnlyRobotSuiteTests.sources
        plain[4].text = MethodOnlyRobotSuiteTests.tests.replacingOccurrences(of: ": UITestCase {", with: ": XCTestCase {")
        XCTAssertEqual(SuiteTestBase.conventions(in: project(plain)), [])
        // OrderMe's `BaseTest` holds no app (its screens reach `BaseScreen.app`): no `app` of its to use.
        let noApp = project([("Screens.swift", "import XCTest\nclass BaseScreen { static let app = XCUIApplication() }\n"
                                + "class HomeScreen: BaseScreen { var menu: XCUIElement { BaseScreen.app.buttons[\"menu\"] } }\n"),
                             ("UI/Tests.swift", "import XCTest\nclass BaseTest: XCTestCase {\n    override func setUp() {\n"
                                + "        super.setUp()\n        let app = XCUIApplication()\n        app.launch()\n    }\n}\n"
                                + "final class HomeTests: BaseTest { func testMenu() { HomeScreen().menu.tap() } }\n"
                                + "final class MenuTests: BaseTest { func testMenu() { HomeScreen().menu.tap() } }\n")])
        XCTAssertEqual(SuiteTestBase.conventions(in: noApp).first,
                       "Tests inherit from BaseTest, the suite's test base; its setUp launches the app.")
    }
}

extension MethodOnlyRobotSuiteTests {
    /// MetroBuddy's tests inherit from a generic base (`ScenarioBasedTestCase<RootPage: AppPage>`): the
    /// generated class gives it the argument the suite's test classes give, or it does not compile.
    func testAGenericTestBaseIsInheritedWithTheSuitesArgument() throws {
        let sources: [(path: String, text: String)] = [("Pages.swift", """
            import XCTest

            class AppPage {
                let app: XCUIApplication
                required init(app: XCUIApplication) { self.app = app }
            }
            final class MetroCardPage: AppPage {
                var swipeButton: XCUIElement { app.buttons["swipe-button"] }
                @discardableResult
                func tapFareButton() -> TextFieldAlertPage {
                    app.buttons["fare-button"].tap()
                    return TextFieldAlertPage(app: app)
                }
            }
            final class TextFieldAlertPage: AppPage {
                var saveButton: XCUIElement { app.buttons["alert-save-button"] }
                func tapCancel() { app.buttons["alert-cancel-button"].tap() }
            }
            """), ("Tests.swift", """
            import XCTest

            class ScenarioBasedTestCase<RootPage: AppPage>: XCTestCase {
                let app = XCUIApplication()
                func rootPageWithScenario(_ scenario: String) -> RootPage {
                    app.launchArguments = ["-scenario", scenario]
                    app.launch()
                    return RootPage(app: app)
                }
            }
            final class MetroCardTests: ScenarioBasedTestCase<MetroCardPage> {
                func testFare() {
                    let page = rootPageWithScenario("ReturningUser")
                    page.tapFareButton().tapCancel()
                    XCTAssertTrue(page.swipeButton.exists)
                }
            }
            final class HistoryTests: ScenarioBasedTestCase<MetroCardPage> {
                func testSwipe() {
                    XCTAssertTrue(rootPageWithScenario("ReturningUser").swipeButton.exists)
                }
            }
            """)]
        let base = try XCTUnwrap(SuiteTestBase.find(in: project(sources)))
        XCTAssertEqual(base.name, "ScenarioBasedTestCase")
        XCTAssertEqual(base.inheritedAs, "ScenarioBasedTestCase<MetroCardPage>")
        let cases = "# Fare\n\n## C1: Cancel the fare alert\n\n**Steps:**\n1. Tap the fare button\n2. Tap Cancel\n"
        let test = try generate(sources: sources, cases: cases).files[0].contents
        XCTAssertTrue(test.contains("final class BrowseTests: ScenarioBasedTestCase<MetroCardPage> {"), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors(sources + [("Out/BrowseTests.swift", test)]), "")
    }
}
