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
        XCTAssertEqual(map.evidence(from: "LoginScreen", to: "HomeScreen", element: "submit"), "submit.tap() in LoginTests.test_signIn")
        XCTAssertNil(map.evidence(from: "LoginScreen", to: "CardsScreen", element: nil))
    }

    func testTheMapChoosesBetweenScreensAStepCouldMean() {
        // "the Home tab" is on Home and Cards alike; from Login, the suite goes to Home.
        let plan = SuiteFixture.plan(["Tap \"Sign In\"", "Tap the home tab"], preconditions: ["the user is signed out"], navigation: navigation())
        XCTAssertEqual(plan.items.map(\.outcome.summary), ["precondition \"the user is signed out\"", "LoginScreen.submit: tap", "HomeScreen.homeTab: tap"])
        guard case .automated(_, let evidence) = plan.items[2].outcome else { return XCTFail("refused") }
        XCTAssertEqual(evidence, "name homeTab; LoginScreen → HomeScreen, as in submit.tap() in LoginTests.test_signIn")
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
}
