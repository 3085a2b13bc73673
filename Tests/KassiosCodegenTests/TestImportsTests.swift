@testable import KassiosCodegen
import KassiosModel
import KassiosSyntax
import XCTest

/// A generated test imports what the suite's own tests import to reach its screens: WordPress's
/// screens live in `UITestsFoundation`, and every test that uses them begins with its import.
final class TestImportsTests: XCTestCase {
    static let screens = """
        import ScreenObject
        import XCTest

        public class StatsScreen: ScreenObject {
            public init(app: XCUIApplication = XCUIApplication()) throws {
                try super.init(expectedElementGetters: [{ $0.buttons["stats.refresh"] }], app: app)
            }
            public func refresh() -> Self { app.buttons["stats.refresh"].tap(); return self }
        }
        public class MeScreen: ScreenObject {}
        """

    func project(tests: [(path: String, text: String)]) -> Project {
        let files = [("UITestsFoundation/Screens.swift", TestImportsTests.screens)] + tests
        return Project(files: files.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }, configuration: ModelConfiguration())
    }

    func testTheImportsOfTheTestsThatUseTheScreensAreCopied() {
        let project = project(tests: [
            ("UITests/StatsTests.swift", """
                import UITestsFoundation
                import XCTest
                import SnapshotTesting

                class StatsTests: XCTestCase {
                    func testRefresh() throws { try StatsScreen().refresh() }
                }
                """),
            ("UITests/MoreStatsTests.swift", """
                @testable import WordPress
                @_spi(Testing) import UITestsFoundation
                @_exported import Nimble
                import XCTest
                import struct Foundation.URL
                import KassiOS

                class MoreStatsTests: XCTestCase {
                    func testOpen() throws { _ = try StatsScreen() }
                }
                """),
            ("UITests/OtherTests.swift", """
                import UITestsFoundation
                import Nimble
                import XCTest

                class OtherTests: XCTestCase {
                    func testMe() throws { _ = try MeScreen() }
                }
                """),
        ])
        // Each module at least half of the two tests naming StatsScreen import, with the attributes
        // either gives it (not `@_exported`); XCTest, KassiOS and a declaration's import left to the
        // renderer or out; OtherTests does not name StatsScreen.
        XCTAssertEqual(TestImports.lines(project: project, containers: ["StatsScreen"]), [
            "import Nimble", "import SnapshotTesting", "@_spi(Testing) import UITestsFoundation", "@testable import WordPress",
        ])
        XCTAssertEqual(TestImports.lines(project: project, containers: ["MeScreen"]), ["import Nimble", "import UITestsFoundation"])
        // No test names the screen: what most of the tests that name another screen object import.
        XCTAssertEqual(TestImports.lines(project: project, containers: ["NewScreen"], others: ["StatsScreen", "MeScreen"]),
                       ["import Nimble", "@_spi(Testing) import UITestsFoundation"])
        XCTAssertEqual(TestImports.lines(project: project, containers: ["NewScreen"], others: ["MeScreen"]),
                       ["import Nimble", "import UITestsFoundation"])
        XCTAssertEqual(TestImports.lines(project: project, containers: ["NewScreen"]), [], "no test names a screen object")
        XCTAssertEqual(TestImports.lines(project: self.project(tests: []), containers: ["StatsScreen"]), [], "a suite without tests")
    }

    func testTheTestFileAndRobotStubsCarryThem() {
        let catalog = CatalogBuilder.build(project: project(tests: []), dumps: [])
        var renderer = TestFileRenderer(catalog: catalog, style: .robot, testCaseClass: "XCTestCase")
        renderer.imports = ["import UITestsFoundation"]
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), style: .robot)
        let file = renderer.render(className: "GeneratedTests", sources: ["cases.md"], plans: [planner.plan(SuiteFixture.testCase(["Tap \"stats.refresh\""]))])
        XCTAssertTrue(file.contains("\nimport XCTest\nimport UITestsFoundation\n\n"), file)
        let stubs = RobotStubRenderer.render(robot: "StatsScreen", stubs: [], imports: ["import UITestsFoundation"])
        XCTAssertTrue(stubs.contains("\nimport XCTest\nimport UITestsFoundation\n\nextension StatsScreen {"), stubs)
    }
}
