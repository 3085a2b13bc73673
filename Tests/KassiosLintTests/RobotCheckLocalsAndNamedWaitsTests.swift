@testable import KassiosLint
import KassiosModel
import KassiosSyntax
import XCTest

/// Robot load checks as two real suites write them: Challenge's robots find the element they
/// wait for in a local, zpod's hand their elements to a wait of their own named for neither
/// appearing nor going (`waitForAny`).
final class RobotCheckLocalsAndNamedWaitsTests: XCTestCase {
    static let configuration = "screens:\n  dialects: { RobotContract: robot }\nrobots:\n  load_checks: [verifyIsVisible]\n"

    func lint(_ source: String) throws -> (missingOnLoad: [String], project: Project) {
        var options = LintOptions()
        try LintConfiguration.parse(RobotCheckLocalsAndNamedWaitsTests.configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        let findings = LintRunner.run(sources: [("S.swift", source)], options: options).findings
            .filter { $0.rule == "missing-onload" }.map { "\($0.line) \($0.message.components(separatedBy: " has no").first!.components(separatedBy: "'s load").first!)" }
        let project = Project(files: [SourceFile(path: "S.swift", bytes: Array(source.utf8))], configuration: options.model)
        return (findings, project)
    }

    /// A check that waits for a query held in a local (of any element type, through
    /// `descendants(matching: .any)`) checks that element, with its identifier; one that binds a
    /// query and never reads it proves nothing, nor does one that waits for the local's going.
    func testAQueryHeldInALocalCountsWhereTheCheckReadsIt() throws {
        let source = """
        import XCTest

        protocol RobotContract {
            var app: XCUIApplication { get }
        }

        struct NotFoundRobot: RobotContract {
            let app: XCUIApplication
            @discardableResult
            func verifyIsVisible() -> Self {
                let title = app.descendants(matching: .any)["system.notFound.container.title"]
                XCTAssertTrue(title.waitForExistence(timeout: 5))
                return self
            }
        }

        struct HomeRobot: RobotContract {
            let app: XCUIApplication
            func verifyIsVisible() -> Bool {
                let button = app.buttons["home.characterButton"]
                return button.waitForExistence(timeout: 5)
            }
        }

        struct LibraryRobot: RobotContract {
            let app: XCUIApplication
            func verifyIsVisible() -> Bool {
                let heading = app.staticTexts["library.heading"]
                return true
            }
        }

        struct VarRobot: RobotContract {
            let app: XCUIApplication
            func verifyIsVisible() {
                var element = app.buttons["a.first"]
                element = app.staticTexts["a.second"]
                XCTAssert(element.waitForExistence(timeout: 5))
            }
        }

        struct LoadingRobot: RobotContract {
            let app: XCUIApplication
            func verifyIsVisible() {
                let spinner = app.activityIndicators["loading.spinner"]
                XCTAssertFalse(spinner.exists)
            }
        }
        """
        let (findings, project) = try lint(source)
        XCTAssertEqual(findings, ["25 LibraryRobot", "42 LoadingRobot"])
        func onLoad(_ robot: String) -> [String] {
            guard case .declared(let paths, _, _)? = project.screens.first(where: { $0.name == robot })?.onLoad else { return [] }
            return paths.flatMap { path in path.elements.map { "\($0) \(path.inlineIdentifiers[$0] ?? "-")" } }
        }
        XCTAssertEqual(onLoad("NotFoundRobot"), ["any[\"system.notFound.container.title\"] system.notFound.container.title"])
        XCTAssertEqual(onLoad("HomeRobot"), ["button[\"home.characterButton\"] home.characterButton"])
        XCTAssertEqual(onLoad("LibraryRobot"), [])
        // A `var` may be given another element before it is read: a query, with no identifier.
        XCTAssertEqual(onLoad("VarRobot"), ["query -"])
        // With no element of its own to name, the suggested check writes a query out.
        var options = LintOptions()
        try LintConfiguration.parse(RobotCheckLocalsAndNamedWaitsTests.configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        let message = LintRunner.run(sources: [("S.swift", source)], options: options).findings.first { $0.line == 25 }?.message ?? ""
        XCTAssertTrue(message.hasSuffix("e.g. XCTAssert(app.otherElements[\"…\"].waitForExistence(timeout: 5))"), message)
    }

    /// zpod's `waitForAny([speedButton, …])`, the suite's own wait named for neither appearing nor
    /// going, is a wait: the elements handed to it are what the check checks. A wait named for the
    /// going (`waitForSpinnerToDisappear`, `waitForAbsence`, `waitUntilDismissed`,
    /// `waitForElementToBeRemoved`) still proves nothing.
    func testAWaitNamedForNeitherAppearingNorGoingIsAWait() throws {
        let source = """
        import XCTest

        protocol RobotContract {
            var app: XCUIApplication { get }
        }

        extension RobotContract {
            func waitForAny(_ elements: [XCUIElement], timeout: TimeInterval = 5) -> XCUIElement? {
                elements.first { $0.waitForExistence(timeout: timeout) }
            }
            func waitForSpinnerToDisappear(_ spinner: XCUIElement) -> Bool {
                spinner.waitForNonExistence(timeout: 5)
            }
            func waitForAbsence(_ element: XCUIElement) -> Bool { !element.waitForExistence(timeout: 2) }
            func waitUntilDismissed(_ element: XCUIElement) -> Bool { !element.exists }
            func waitForElementToBeRemoved(_ element: XCUIElement) -> Bool { !element.exists }
        }

        struct PlayerRobot: RobotContract {
            let app: XCUIApplication
            private var speedButton: XCUIElement { app.buttons["player.speed"] }
            func verifyIsVisible() -> Bool {
                waitForAny([speedButton, app.sliders["player.progress"]]) != nil
            }
        }

        struct FeedRobot: RobotContract {
            let app: XCUIApplication
            private var spinner: XCUIElement { app.activityIndicators["feed.spinner"] }
            func verifyIsVisible() -> Bool {
                waitForSpinnerToDisappear(spinner)
            }
        }

        struct AbsenceRobot: RobotContract {
            let app: XCUIApplication
            private var spinner: XCUIElement { app.activityIndicators["absence.spinner"] }
            func verifyIsVisible() { XCTAssertTrue(waitForAbsence(spinner)) }
        }

        struct SheetRobot: RobotContract {
            let app: XCUIApplication
            private var sheet: XCUIElement { app.sheets["dismiss.sheet"] }
            func verifyIsVisible() { XCTAssertTrue(waitUntilDismissed(sheet)) }
        }

        struct ToastRobot: RobotContract {
            let app: XCUIApplication
            private var toast: XCUIElement { app.otherElements["removed.toast"] }
            func verifyIsVisible() { XCTAssertTrue(waitForElementToBeRemoved(toast)) }
        }
        """
        XCTAssertEqual(try lint(source).missingOnLoad, ["27 FeedRobot", "35 AbsenceRobot", "41 SheetRobot", "47 ToastRobot"])
    }
}
