@testable import KassiosLint
import KassiosModel
import KassiosSyntax
import XCTest

/// The rules on static-enum pages written as suites write them: the accessor in an extension of
/// the enum in another file, cases behind `#if`, two members named alike, a case the suite never
/// uses. (`StaticEnumPageTests` has the model's side.)
final class StaticEnumPageRuleTests: XCTestCase {
    private func findings(_ sources: [(path: String, text: String)], rules: [String]) throws -> [String] {
        var options = LintOptions()
        try LintConfiguration.parse("opt_in_rules: [unused-element]\n", path: "cfg.yml", directory: ".").apply(to: &options)
        return LintRunner.run(sources: sources, options: options).findings
            .filter { rules.contains($0.rule) }
            .map { "\($0.file):\($0.line) \($0.rule)" }
    }

    /// The back button's label is the title of the screen before: the key, resolved through
    /// `rawValue` in an extension the enum's file does not hold, still reads as a label.
    func testAnAccessorInAnExtensionElsewhereFindsTheCasesQueries() throws {
        let pages = """
            enum HomePage: String {
                case title = "Recipes"
                var element: XCUIElement { XCUIApplication().staticTexts[rawValue] }
            }
            enum RecipePage: String {
                case back = "Recipes"
                #if DEBUG
                case debugMenu = "recipe.debug"
                #endif
            }
            """
        let accessor = """
            extension RecipePage {
                var element: XCUIElement {
                    switch self {
                    case .back: return XCUIApplication().navigationBars.buttons[rawValue]
                    default: return XCUIApplication().buttons[rawValue]
                    }
                }
            }
            """
        let project = Project(files: [SourceFile(path: "Pages.swift", source: pages), SourceFile(path: "RecipePage+Element.swift", source: accessor)])
        XCTAssertEqual(project.elementsByType["RecipePage"]?.map(\.reference), ["back.element", "debugMenu.element"])
        XCTAssertEqual(try findings([("Pages.swift", pages), ("RecipePage+Element.swift", accessor)], rules: ["duplicate-identifier"]), [])
    }

    /// Two members named as the accessor (`#if` alternatives, a static one beside it) give each case
    /// once, and the static one stays an element of its own.
    func testOneAccessorAmongMembersOfTheSameName() throws {
        let source = """
            enum LoginPage: String {
                case email = "login.email"
                #if os(iOS)
                var element: XCUIElement { XCUIApplication().textFields[rawValue] }
                #else
                var element: XCUIElement { XCUIApplication().windows.textFields[rawValue] }
                #endif
                static var root: XCUIElement { XCUIApplication().otherElements["login.root"] }
            }
            """
        let project = Project(files: [SourceFile(path: "LoginPage.swift", source: source)])
        XCTAssertEqual(project.elementsByType["LoginPage"]?.map(\.reference), ["email.element", "root"])
    }

    /// One query that reads neither `rawValue` nor `self` finds one element for every case: it is
    /// that element, not the cases'.
    func testOneQueryThatIgnoresTheCaseIsNoCasesElement() throws {
        let source = """
            enum Alert {
                case delete, logout
                var okButton: XCUIElement { XCUIApplication().alerts.buttons["OK"] }
            }
            """
        let project = Project(files: [SourceFile(path: "Alert.swift", source: source)])
        XCTAssertEqual(project.elementsByType["Alert"]?.map(\.reference), ["okButton"])
        XCTAssertEqual(try findings([("Alert.swift", source)], rules: ["duplicate-identifier"]), [])
    }

    /// The page's own `switch self` is no use of its cases: a case no test touches is unused; a case
    /// that falls through, or whose branch has a `where`, is left to the branch that runs.
    func testACaseNoTestUsesIsUnusedThoughTheSwitchNamesIt() throws {
        let page = """
            enum SettingsPage: String {
                case logout = "settings.logout"
                case deleteAccount = "settings.delete"
                case title = "settings.title"
                var element: XCUIElement {
                    switch self {
                    case .logout: return XCUIApplication().buttons[rawValue]
                    case .deleteAccount: return XCUIApplication().buttons[rawValue]
                    case .title: fallthrough
                    default: return XCUIApplication().staticTexts[rawValue]
                    }
                }
            }
            """
        let test = """
            final class SettingsTests: XCTestCase {
                func testLogout() {
                    SettingsPage.title.element.tap()
                    SettingsPage.logout.element.tap()
                }
            }
            """
        let project = Project(files: [SourceFile(path: "SettingsPage.swift", source: page)])
        XCTAssertEqual(project.elementsByType["SettingsPage"]?.map(\.reference), ["logout.element", "deleteAccount.element"])
        XCTAssertEqual(try findings([("SettingsPage.swift", page), ("SettingsTests.swift", test)], rules: ["unused-element"]),
                       ["SettingsPage.swift:3 unused-element"])
        // A model built without noting mentions (as map and context build theirs) walks the files
        // again when the rule asks, the same way: the switch is still no use.
        let unnoted = Project(files: [SourceFile(path: "SettingsPage.swift", source: page), SourceFile(path: "SettingsTests.swift", source: test)])
        XCTAssertEqual(UnusedElementRule().check(unnoted).map { "\($0.file):\($0.line) \($0.element ?? "")" },
                       ["SettingsPage.swift:3 deleteAccount"])
    }
}
