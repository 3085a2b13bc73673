import XCTest
import KassiosSyntax
@testable import KassiosModel

/// How test code makes a type of the suite (`TypeConstruction`), which `map --path` and
/// `generate test` write.
final class TypeConstructionTests: XCTestCase {
    func made(_ name: String, in source: String) throws -> String? {
        let project = Project(files: [SourceFile(path: "Suite.swift", bytes: Array(source.utf8))])
        let type = try XCTUnwrap(project.index.types[name])
        return TypeConstruction.of(type, in: project.index)?.code(making: name) { "<#" + ($0 ?? "value") + "#>" }
    }

    /// A type used by its name has static members only, and so do the classes it inherits (a page's
    /// `static func logIn()` under a base of static members). One whose only member is its initializer (SimpleEdit's `struct
    /// DocumentBrowserRootRobot { init() { … } }`) is made; a `private init()` keeps a holder of static
    /// members from being made.
    func testATypeWithAnInitializerIsMadeAndOneOfStaticMembersNamed() throws {
        let source = """
            import XCTest
            struct DocumentBrowserRootRobot {
                init() { XCTAssertTrue(XCUIApplication().buttons["browser.add"].waitForExistence(timeout: 5)) }
            }
            class AppScreen {
                let app = XCUIApplication()
                func openHelp() -> HelpScreen { HelpScreen() }
            }
            final class SettingsScreen: AppScreen {
                static let title = "Settings"
            }
            final class ThrowingScreen: AppScreen {
                init(app: XCUIApplication = XCUIApplication()) throws {}
            }
            class BasePage { static let app = XCUIApplication() }
            final class LoginPage: BasePage { static func logIn() {} }
            struct Identifiers {
                private init() {}
                static let add = XCUIApplication().buttons["browser.add"]
            }
            struct Keyboard {
                static let done = XCUIApplication().keyboards.buttons["Done"]
            }
            enum Tabs {
                static func open(_ name: String) {}
            }
            """
        XCTAssertEqual(try made("DocumentBrowserRootRobot", in: source), "DocumentBrowserRootRobot()")
        XCTAssertEqual(try made("SettingsScreen", in: source), "SettingsScreen()", "its base has instance members")
        XCTAssertEqual(try made("ThrowingScreen", in: source), "try ThrowingScreen()")
        XCTAssertEqual(try made("LoginPage", in: source), "LoginPage", "static members in its chain only")
        XCTAssertEqual(try made("Identifiers", in: source), "Identifiers")
        XCTAssertEqual(try made("Keyboard", in: source), "Keyboard")
        XCTAssertEqual(try made("Tabs", in: source), "Tabs")
    }
}
