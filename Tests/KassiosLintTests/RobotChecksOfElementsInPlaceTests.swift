@testable import KassiosLint
import KassiosModel
import XCTest

/// Robot load checks that locate their element in place, as ProtonMail's robots (fusion) and
/// plain XCUITest robots do: in the initializer, in a check by name, or in the robot's nested
/// `Verify`.
final class RobotChecksOfElementsInPlaceTests: XCTestCase {
    func missingOnLoad(_ source: String, configuration: String) throws -> [String] {
        var options = LintOptions()
        try LintConfiguration.parse(configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        return LintRunner.run(sources: [("S.swift", source)], options: options).findings
            .filter { $0.rule == "missing-onload" }.map { "\($0.line):\($0.column)" }
    }

    /// An initializer that waits for an element it locates in place, and asserts it (XCTest's
    /// `XCTAssertTrue(…waitForExistence…)`, fusion's `waitUntilExists().checkExists()`), checks the
    /// screen; one that only waits (`_ =`), or asserts the element is gone, does not.
    func testAnInitializerWaitingForAnElementLocatedInPlaceIsALoadCheck() throws {
        let source = """
        import XCTest
        class Robot { let app = XCUIApplication() }
        final class LoginRobot: Robot {
            override init() {
                super.init()
                XCTAssertTrue(app.staticTexts["login.title"].waitForExistence(timeout: 5))
            }
            func tapSubmit() { app.buttons["login.submit"].tap() }
        }
        final class SetPinRobot: Robot {
            override init() {
                super.init()
                staticText("pin.setup.title").waitUntilExists().checkExists()
            }
            func confirm() { button("pin.setup.confirm").tap() }
        }
        final class LaxRobot: Robot {
            override init() {
                super.init()
                _ = app.staticTexts["lax.title"].waitForExistence(timeout: 5)
            }
            func tapGo() { app.buttons["lax.go"].tap() }
        }
        final class GoneRobot: Robot {
            override init() {
                super.init()
                XCTAssertTrue(app.staticTexts["gone.spinner"].waitForNonExistence(timeout: 5))
            }
            func tapGo() { app.buttons["gone.go"].tap() }
        }
        final class NotNilRobot: Robot {
            override init() {
                super.init()
                XCTAssertNotNil(app.staticTexts["nn.title"])
            }
            func tapGo() { app.buttons["nn.go"].tap() }
        }
        final class OtherAppRobot: Robot {
            override init() {
                super.init()
                XCTAssertTrue(XCUIApplication(bundleIdentifier: "com.apple.springboard").alerts["x"].waitForExistence(timeout: 5))
            }
            func tapGo() { app.buttons["oa.go"].tap() }
        }
        final class NotShownRobot: Robot {
            override init() {
                super.init()
                staticText("ns.spinner").checkNotShown()
            }
            func tapGo() { app.buttons["ns.go"].tap() }
        }
        """
        XCTAssertEqual(try missingOnLoad(source, configuration: "screens:\n  dialects: { Robot: robot }\n"), ["17:13", "24:13", "31:13", "38:13", "45:13"],
                       "LaxRobot drops the wait; GoneRobot and NotShownRobot wait for absence; a query is never nil; SpringBoard's alert is not this screen")
    }

    /// A check by name that asserts on an element a builder makes in place (fusion's
    /// `staticText("pin.repeat.title").waitUntilExists().checkExists()`), or in the robot's nested
    /// `Verify`, checks the robot.
    func testAChecksElementMadeInPlaceAndOneInTheNestedVerifyCount() throws {
        let source = """
        import fusion
        class RepeatPinRobot: CoreElements {
            func assertVisible() {
                staticText("pin.repeat.title").waitUntilExists().checkExists()
            }
            func confirm() { button("pin.repeat.confirm").tap() }
        }
        class PinInputRobot: CoreElements {
            var verify = Verify()
            func confirm() { button("pin.confirm").tap() }
            class Verify: CoreElements {
                func pinInputScreenIsShown() {
                    staticText("pin.view").waitUntilExists().checkExists()
                }
            }
        }
        class EmptyRobot: CoreElements {
            func confirm() { button("empty.confirm").tap() }
            class Verify: CoreElements {
                func somethingElse() { staticText("empty.view").waitUntilExists().checkExists() }
            }
        }
        class TapRobot: CoreElements {
            func assertVisible() { button("tap.ok").tap() }
        }
        class BranchRobot: CoreElements {
            func assertVisible() { if Bool.random() { staticText("br.title").checkExists() } }
        }
        """
        let configuration = "screens:\n  dialects: { CoreElements: robot }\nrobots:\n  load_checks: [assertVisible, pinInputScreenIsShown]\n"
        XCTAssertEqual(try missingOnLoad(source, configuration: configuration), ["17:7", "23:7", "26:7"],
                       "EmptyRobot's Verify has no check by name; a tap or a branch's check proves nothing")
    }
    /// Firefox's screens check themselves with the selector table's own query, in place
    /// (`sel.CELL.element(in: app)`); a query of another app's proves nothing about this one.
    func testACheckWaitingForASelectorTablesElementIsALoadCheck() throws {
        let source = """
        import XCTest
        struct Selector {
            let value: String
            func element(in app: XCUIApplication) -> XCUIElement { app.cells[value] }
            static func cellById(_ id: String) -> Selector { Selector(value: id) }
        }
        struct TopSitesSelectors { let CELL = Selector.cellById("topsites.cell"); let EDIT = Selector.cellById("topsites.edit") }
        final class TopSitesScreen {
            let app: XCUIApplication
            let sel = TopSitesSelectors()
            init(app: XCUIApplication) { self.app = app }
            func assertVisible() { XCTAssertTrue(sel.CELL.element(in: app).waitForExistence(timeout: 5)) }
            var edit: XCUIElement { sel.EDIT.element(in: app) }
        }
        final class SpringboardScreen {
            let app: XCUIApplication
            let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
            let sel = TopSitesSelectors()
            init(app: XCUIApplication) { self.app = app }
            func assertVisible() { XCTAssertTrue(sel.CELL.element(in: springboard).waitForExistence(timeout: 5)) }
            var edit: XCUIElement { sel.EDIT.element(in: app) }
        }
        """
        XCTAssertEqual(try missingOnLoad(source, configuration: "robots:\n  names: [\"*Screen\"]\n"), ["15:13"],
                       "SpringboardScreen waits for SpringBoard's cell, not the app's")
    }
}
