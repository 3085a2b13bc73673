@testable import KassiosLint
@testable import KassiosModel
import KassiosSyntax
import XCTest

/// DSGet's page objects share no base: `struct LoginPage { let app: XCUIApplication … }`, one per
/// screen. `robots: names: ["*Page"]` makes the types so named robots; unconfigured-screen-base
/// finds the group and suggests it.
final class RobotsByNameTests: XCTestCase {
    static let pages = """
    import XCTest

    struct LoginPage {
        let app: XCUIApplication
        var hostField: XCUIElement { app.textFields["login.host"] }
        func verifyIsVisible() { XCTAssert(hostField.waitForExistence(timeout: 5)) }
    }

    struct SettingsPage: Equatable {
        let app: XCUIApplication
        var logoutButton: XCUIElement { app.buttons["settings.logoutButton"] }
    }

    class BasePage {
        let app = XCUIApplication()
        var backButton: XCUIElement { app.navigationBars.buttons["back"] }
    }

    final class DetailPage: BasePage {
        func assertVisible() { XCTAssert(backButton.waitForExistence(timeout: 5)) }
    }

    struct HelpPanel {
        let app: XCUIApplication
        var close: XCUIElement { app.buttons["help.close"] }
    }

    final class LoginPageTests: XCTestCase {
        var title: XCUIElement { XCUIApplication().staticTexts["login.title"] }
    }

    final class PayPage: AppPage {
        var pay: XCUIElement { XCUIApplication().buttons["pay"] }
    }

    final class SummarySheet: BasePage {
        var total: XCUIElement { app.staticTexts["summary.total"] }
    }
    """

    func options(_ configuration: String) throws -> LintOptions {
        var options = LintOptions()
        try LintConfiguration.parse(configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        return options
    }

    func findings(_ configuration: String) throws -> [String] {
        LintRunner.run(sources: [("S.swift", RobotsByNameTests.pages)], options: try options(configuration)).findings
            .filter { $0.rule == "missing-onload" || $0.rule == "unconfigured-screen-base" }
            .map { "\($0.line) \($0.rule) \($0.message.prefix(while: { $0 != " " }))" }
    }

    func testAPatternMatchesTheWholeName() {
        XCTAssertTrue(ModelConfiguration.name("LoginPage", matches: "*Page"))
        XCTAssertTrue(ModelConfiguration.name("Page", matches: "*Page"))
        XCTAssertFalse(ModelConfiguration.name("PageView", matches: "*Page"))
        XCTAssertTrue(ModelConfiguration.name("LoginRobot", matches: "Login*"))
        XCTAssertTrue(ModelConfiguration.name("SettingsScreenPage", matches: "*Screen*Page"))
        XCTAssertFalse(ModelConfiguration.name("SettingsPage", matches: "*Screen*Page"))
        XCTAssertFalse(ModelConfiguration.name("PagePage", matches: "Page*Page*Page"))
        XCTAssertTrue(ModelConfiguration.name("HomeRobot", matches: "HomeRobot"))
        XCTAssertFalse(ModelConfiguration.name("HomeRobots", matches: "HomeRobot"))
    }

    /// Named so, with elements of their own or inherited, and no test class: robots, whose load check
    /// is the one `robots: load_checks` names. A type named otherwise is none, nor a class inheriting
    /// from one the linted files do not declare (`PayPage: AppPage`), which may be a screen of a root
    /// declared there, nor a subclass of a robot so named that is named otherwise (`SummarySheet`).
    func testTypesNamedAsConfiguredAreRobots() throws {
        let configuration = "robots:\n  names: [\"*Page\"]\n  load_checks: [verifyIsVisible, assertVisible]\n"
        let project = Project(files: [SourceFile(path: "S.swift", source: RobotsByNameTests.pages)], configuration: try options(configuration).model)
        XCTAssertEqual(project.screens.map { "\($0.name) \($0.dialect) \($0.root) \($0.ancestors)" },
                       ["LoginPage robot *Page []", "SettingsPage robot *Page []", "BasePage robot *Page []", "DetailPage robot *Page [\"BasePage\"]"])
        // SettingsPage has no load check. DetailPage's waits for an element it inherits; BasePage, which
        // others inherit from, holds what they share, as a root does, and is abstract.
        XCTAssertEqual(project.screens.filter(\.isAbstract).map(\.name), ["BasePage"])
        XCTAssertEqual(try findings(configuration), ["9 missing-onload SettingsPage"])
    }

    /// Without the setting, the pages are found by their names and the finding says what to write;
    /// written, the finding goes and their load checks are checked.
    func testUnconfiguredScreenBaseSuggestsTheNamesAndTheSuggestionWorks() throws {
        let finding = try XCTUnwrap(LintRunner.run(sources: [("S.swift", RobotsByNameTests.pages)], options: LintOptions()).findings
            .first { $0.rule == "unconfigured-screen-base" })
        XCTAssertEqual("\(finding.line):\(finding.column)", "3:8")
        XCTAssertTrue(finding.message.hasPrefix("3 types named *Page have elements (LoginPage, SettingsPage, BasePage) but share no base"), finding.message)
        let suggested = try XCTUnwrap(finding.message.components(separatedBy: "name them in .kassios-lint.yml: ").last)
        XCTAssertEqual(suggested, "robots: { names: [\"*Page\"] }")
        // LoginPage's check is not under a name robots: load_checks lists: the finding says so.
        XCTAssertEqual(try findings(suggested), ["3 missing-onload LoginPage", "9 missing-onload SettingsPage"])
    }

    func testAPatternThatMatchesEveryTypeIsAnError() {
        XCTAssertThrowsError(try options("robots:\n  names: [\"*Page\", \"*\"]\n")) { error in
            XCTAssertEqual("\(error)", "cfg.yml:2:20: 'robots.names' needs a name or a pattern such as '*Page'; '*' would make every type a robot")
        }
        XCTAssertThrowsError(try options("robots:\n  names: [\"\"]\n")) { error in
            XCTAssertEqual("\(error)", "cfg.yml:2:11: 'robots.names' needs a name or a pattern such as '*Page'; an empty one names nothing")
        }
    }

    /// Robots that find their elements in their methods (Challenge's, `let button = app.buttons[…]`
    /// in each) and static-enum pages (`enum StatementsPage { static var list … }`) are robots by
    /// name too: the suggestion unconfigured-screen-base makes for them, applied, checks them.
    func testRobotsQueryingInTheirMethodsAndStaticPagesAreRobotsByName() throws {
        let source = """
        import XCTest

        struct HomeRobot {
            let app: XCUIApplication
            func verifyIsVisible() {
                let button = app.buttons["home.characterButton"]
                XCTAssertTrue(button.waitForExistence(timeout: 5))
            }
        }
        struct DetailRobot {
            let app: XCUIApplication
            func tapBack() { app.buttons["detail.back"].tap() }
        }
        enum StatementsPage {
            static var list: XCUIElement { XCUIApplication().tables["statements.list"] }
            static func waitUntilLoaded() -> Bool { list.waitForExistence(timeout: 5) }
        }
        enum ExportPage {
            static var share: XCUIElement { XCUIApplication().buttons["export.share"] }
        }
        """
        let warnings = LintRunner.run(sources: [("S.swift", source)], options: LintOptions()).findings
            .filter { $0.rule == "unconfigured-screen-base" }.map { $0.message.components(separatedBy: "name them in .kassios-lint.yml: ").last! }
        XCTAssertEqual(warnings, ["robots: { names: [\"*Robot\"] }", "robots: { names: [\"*Page\"] }"])
        let configured = "robots:\n  names: [\"*Page\", \"*Robot\"]\n  load_checks: [verifyIsVisible, waitUntilLoaded]\n"
        let findings = LintRunner.run(sources: [("S.swift", source)], options: try options(configured)).findings
            .filter { $0.rule == "missing-onload" || $0.rule == "unconfigured-screen-base" }.map { "\($0.line) \($0.message.prefix(while: { $0 != " " }))" }
        XCTAssertEqual(findings, ["10 DetailRobot", "18 ExportPage"])
    }

    /// Passepartout's screens find every element through the suite's wrapper (`app.get(.App.profileEdit)`,
    /// an `XCUIElement` extension): named as configured, they are robots, checked for a load check, and
    /// the unconfigured-screen-base warning no longer asks for the names the configuration gives.
    func testRobotsFindingTheirElementsThroughTheSuitesWrapperAreRobotsByName() throws {
        let source = """
        import XCTest

        extension XCUIElement {
            func get(_ info: AccessibilityInfo, at index: Int = 0) -> XCUIElement {
                let element = buttons.matching(identifier: info.id).element(boundBy: index)
                XCTAssertTrue(element.waitForExistence(timeout: 5))
                return element
            }
        }
        struct AppScreen {
            let app: XCUIApplication
            func editProfile() -> ProfileScreen { app.get(.App.profileEdit).tap(); return ProfileScreen(app: app) }
        }
        struct ProfileScreen {
            let app: XCUIApplication
            func close() -> AppScreen { app.get(.Profile.cancel).tap(); return AppScreen(app: app) }
            func waitForProfile() { XCTAssertTrue(app.get(.Profile.title).waitForExistence(timeout: 5)) }
        }
        struct SettingsScreen {
            let app: XCUIApplication
            func open() -> Self { app.get(.Settings.open).tap(); return self }
            func waitForProfile() { app.get(.Settings.title) }   // get(_:) asserts its own wait
        }
        struct NetworkScreen {
            let server: MockServer
            func stub() { server.get("/api/user", respond: "{}") }   // a server's get, no query
        }
        """
        let warnings = LintRunner.run(sources: [("S.swift", source)], options: LintOptions()).findings
            .filter { $0.rule == "unconfigured-screen-base" }.map { $0.message.components(separatedBy: "name them in .kassios-lint.yml: ").last! }
        XCTAssertEqual(warnings, ["robots: { names: [\"*Screen\"] }"])
        let configured = "robots:\n  names: [\"*Screen\"]\n  load_checks: [waitForProfile]\n"
        let findings = LintRunner.run(sources: [("S.swift", source)], options: try options(configured)).findings
            .map { "\($0.line) \($0.rule) \($0.message.prefix(while: { $0 != " " }))" }
        XCTAssertEqual(findings, ["10 missing-onload AppScreen"])
    }
}
