import XCTest
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

    func testRobotsAreWrittenAsOneChain() throws {
        let graph = makeGraph(PathQueryTests.suite)
        XCTAssertEqual(try PathQuery(graph: graph, from: "launch", to: "ProfileRobot").code, """
        // ProfileTests.setUp() → ProfileRobot: 2 transitions
        // launch: ProfileTests.setUp() (Tests.swift:15)
        app.launch()
        HomeRobot(app: app)
            .openProfile()
            .assertVisible()

        """)
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
    }
}
