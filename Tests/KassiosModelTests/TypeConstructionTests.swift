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

    /// Hymns' page objects take the test (`init(_ app: XCUIApplication, testCase: XCTestCase)`): the test
    /// that makes one gives itself, `self`. The app alone is still preferred, and anything else is a
    /// person's to give.
    func testAnInitializerTakingTheTestIsGivenSelf() throws {
        let source = """
            import XCTest
            class BaseViewCan {
                let app: XCUIApplication
                let testCase: XCTestCase
                init(_ app: XCUIApplication, testCase: XCTestCase) { self.app = app; self.testCase = testCase }
            }
            final class HomeViewCan: BaseViewCan {}
            final class SearchViewCan: BaseViewCan {
                init(app: XCUIApplication) { super.init(app, testCase: XCTestCase()) }
                init(app: XCUIApplication, test: XCTestCase) { super.init(app, testCase: test) }
            }
            struct Checker {
                let testCase: XCTestCase
                let timeout: Double
            }
            """
        XCTAssertEqual(try made("HomeViewCan", in: source), "HomeViewCan(app, testCase: self)")
        XCTAssertEqual(try made("SearchViewCan", in: source), "SearchViewCan(app: app)")
        XCTAssertEqual(try made("Checker", in: source), "Checker(testCase: self, timeout: <#Double#>)")
        let project = Project(files: [SourceFile(path: "Suite.swift", bytes: Array(source.utf8))])
        XCTAssertEqual(TypeConstruction.of(try XCTUnwrap(project.index.types["HomeViewCan"]), in: project.index)?.needsOnlyWhatATestHas, true)
        XCTAssertEqual(TypeConstruction.of(try XCTUnwrap(project.index.types["Checker"]), in: project.index)?.needsOnlyWhatATestHas, false)
    }
}
