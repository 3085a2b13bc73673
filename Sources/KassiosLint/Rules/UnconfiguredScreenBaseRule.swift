import KassiosModel

/// Screen objects whose base class is no configured root are not checked at all.
public struct UnconfiguredScreenBaseRule: Rule {
    public static let description = RuleDescription(
        identifier: "unconfigured-screen-base",
        name: "Unconfigured screen base",
        summary: "A class that two or more classes with elements inherit from, or a protocol that two or more types with elements adopt, reaches no screen root, or two or more types with elements named alike (…Page, …Screen, …Robot) share no base, so none of them is checked as a screen.",
        rationale: """
        kassios knows a screen by its root: KassScreen, ScreenObject, or the roots the configuration names. A \
        suite with a base of its own (a BasePage, a protocol Robot its structs adopt) has screens kassios does \
        not see, and the run passes without checking that any of them proves it loaded. The finding is on the \
        base and suggests the dialect its members look like: an onLoad property (kassios), an initializer that \
        takes an element or getters (screen-object), a load check such as assertVisible() or a method named as \
        one (robot; add its name to robots: load_checks); name it under screens: dialects: in .kassios-lint.yml. \
        Page objects sharing no base (struct LoginPage, struct SettingsPage) are found by their names; robots: \
        names: ["*Page"] makes them robots. A base inheriting from a class no linted file declares may \
        be anything: no finding, except a UI-testing framework's robot base (pmtest's and fusion's \
        CoreElements), reported on its first subclass. If they are no screens, disable the rule.
        """,
        defaultSeverity: .warning,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            class BaseScreen: KassScreen {
                func dismissKeyboard() {}
            }
            final class LoginScreen: BaseScreen {
                lazy var email = textField("login.email")
                override var onLoad: [KassElement] { [email] }
            }
            final class HomeScreen: BaseScreen {
                lazy var balance = staticText("home.balance")
                override var onLoad: [KassElement] { [balance] }
            }
            """,
            """
            class BaseTestCase: XCTestCase {
                let app = XCUIApplication()
            }
            final class LoginTests: BaseTestCase {
                var email: XCUIElement { app.textFields["login.email"] }
            }
            final class HomeTests: BaseTestCase {
                var balance: XCUIElement { app.staticTexts["home.balance"] }
            }
            """,
            """
            class LegacyScreen {
                init(element: XCUIElement) {}
            }
            final class PrologueScreen: LegacyScreen {
                var continueButton: XCUIElement { XCUIApplication().buttons["prologue.continue"] }
                init() { super.init(element: continueButton) }
            }
            final class SignupScreen: LegacyScreen {
                var email: XCUIElement { XCUIApplication().textFields["signup.email"] }
                init() { super.init(element: email) }
            }
            """,
            """
            protocol Robot {
                var app: XCUIApplication { get }
                var root: XCUIElement { get }
            }
            extension Robot {
                func assertVisible() { XCTAssert(root.waitForExistence(timeout: 5)) }
            }
            struct LoginRobot: Robot {
                let app: XCUIApplication
                var root: XCUIElement { app.otherElements["login.root"] }
            }
            struct HomeRobot: Robot {
                let app: XCUIApplication
                var root: XCUIElement { app.otherElements["home.root"] }
            }
            """,
            """
            class Formatter {}
            final class DateFormatterBox: Formatter {}
            final class OnlyPage: Formatter {
                var title: XCUIElement { XCUIApplication().staticTexts["only.title"] }
            }
            """,
        ],
        triggeringExamples: [
            """
            class ↓BasePage {
                let app = XCUIApplication()
            }
            final class LoginPage: BasePage {
                var email: XCUIElement { app.textFields["login.email"] }
                func assertVisible() { XCTAssert(email.waitForExistence(timeout: 5)) }
            }
            class AccountPage: BasePage {}
            final class IbanPage: AccountPage {
                var iban: XCUIElement { app.staticTexts["account.iban"] }
            }
            """,
            """
            class ↓BaseSheet: CustomStringConvertible {
                init(element: XCUIElement) {}
                var description: String { "sheet" }
            }
            final class ShareSheet: BaseSheet {
                var copyLink: XCUIElement { XCUIApplication().buttons["share.copy"] }
                init() { super.init(element: copyLink) }
            }
            final class DeleteSheet: BaseSheet {
                var confirm: XCUIElement { XCUIApplication().buttons["delete.confirm"] }
                init() { super.init(element: confirm) }
            }
            """,
            """
            struct ↓LoginPage {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
            }
            struct SettingsPage: Equatable {
                let app: XCUIApplication
                var logout: XCUIElement { app.buttons["settings.logout"] }
            }
            """,
            """
            protocol ↓Page {
                var app: XCUIApplication { get }
            }
            extension Page {
                func assertVisible(_ element: XCUIElement) { XCTAssert(element.waitForExistence(timeout: 5)) }
            }
            struct LoginPage: Page {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
            }
            struct HomePage: Equatable, Page {
                let app: XCUIApplication
                var balance: XCUIElement { app.staticTexts["home.balance"] }
            }
            """,
            """
            enum ↓LoginPage: String {
                case email = "login.email"
                case submit = "login.submit"
                var element: XCUIElement {
                    switch self {
                    case .email: return XCUIApplication().textFields[rawValue]
                    case .submit: return XCUIApplication().buttons[rawValue]
                    }
                }
            }
            enum HomePage: String {
                case balance = "home.balance"
                var element: XCUIElement { XCUIApplication().staticTexts[rawValue] }
            }
            """,
            """
            import pmtest

            fileprivate let helpButtonId = "LoginViewController.helpButton"
            class ↓LoginRobot: CoreElements {
                func needHelp() -> NeedHelpRobot {
                    button(helpButtonId).tap()
                    return NeedHelpRobot()
                }
            }
            class NeedHelpRobot: CoreElements {
                func close() -> LoginRobot { staticText("NeedHelp.title").tap(); return LoginRobot() }
            }
            """,
        ],
        // LegacyScreen and Robot are configured: their subclasses and adopters are screens, and no finding says otherwise.
        exampleConfiguration: "screens:\n  dialects: { LegacyScreen: screen-object, Robot: robot }\n")

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        project.unconfiguredScreenBases().map { base in
            let shown = base.subclasses.prefix(3).joined(separator: ", ")
            let more = base.subclasses.count > 3 ? " and \(base.subclasses.count - 3) more" : ""
            if base.isNamePattern {
                return finding(file: base.file, at: base.location, """
                    \(base.subclasses.count) types named \(base.name) have elements (\(shown)\(more)) but share no base, so kassios reads none of \
                    them as a screen (lint does not check how they load; the map still shows them, as robots or page objects); if \
                    they are screens, name them in .kassios-lint.yml: robots: { names: ["\(base.name)"] }
                    """, screen: nil)
            }
            if let module = base.framework {
                return finding(file: base.file, at: base.location, """
                    \(base.subclasses.count) classes with elements (\(shown)\(more)) inherit from \(base.name), \(module)'s robot base, which no \
                    screen root reaches, so kassios reads none of them as a screen: lint does not check how they load, and the map \
                    and context leave out the ones that build their elements in their methods; if they are robots, name it in \
                    .kassios-lint.yml: screens: { dialects: { \(base.name): robot } }
                    """, screen: nil)
            }
            // Of the dialects, only `robot` reads a protocol's adopters.
            // Not told by the classes: the usual one, and the others to choose from, in words (a line to paste must parse).
            let dialect = base.isProtocol ? ScreenDialect.robot.rawValue : base.dialect?.rawValue ?? ScreenDialect.robot.rawValue
            let choice = base.isProtocol || base.dialect != nil ? "" : " (or kassios, or screen-object: the dialect the classes are written in)"
            // A load check the configuration does not list, that the classes share (`validateScreen()`).
            let addCheck = base.loadCheck.map { ", and add \($0) to robots: load_checks" } ?? ""
            // Roots are named by their simple name, nested or not: every class of that name becomes one.
            let root = base.name.split(separator: ".").last.map(String.init) ?? base.name
            let namesakes = project.index.types(named: root).filter { $0.kind == .class }.count - 1
            var caution = namesakes > 0 ? " (\(namesakes) other class\(namesakes == 1 ? " is" : "es are") named \(root) too, and would be roots as well)" : ""
            // Two test targets linted together, each with a base of that name (Stepik's class, zpod's
            // protocol): read as one type, whose findings speak for one of them only.
            if let type = project.index.types[base.name], let primary = type.primary, !type.declarationsElsewhere.isEmpty {
                let declarations = [primary] + type.declarationsElsewhere
                let names = UnconfiguredScreenBaseRule.distinctNames(declarations.map(\.file.path))
                let places = zip(declarations, names).map { declaration, name in "\(name):\(declaration.value.nameLocation.line)" }
                caution += "; \(base.name) is declared in \(places.count) files (\(places.joined(separator: ", "))) and read as one type: "
                    + "if they belong to different test targets, lint each target on its own"
            }
            let relation = base.isProtocol ? "adopted by \(base.subclasses.count) types" : "the base of \(base.subclasses.count) classes"
            // The suite's own protocol named as a root is (GOV.UK's `protocol ScreenObject`): say why it is none.
            let unreached = base.isNamedAsARoot
                ? "but it is the suite's own protocol, not the \(root) class kassios takes for a screen root,"
                : "but no screen root reaches it,"
            return finding(file: base.file, at: base.location, """
                \(base.name) is \(relation) with elements (\(shown)\(more)), \(unreached) so kassios reads none of them as a screen (lint does not check how they load; the map still shows \
                them, as robots or page objects); if they are screens, name it in .kassios-lint.yml: screens: { dialects: { \(root): \(dialect) } }\(choice)\(addCheck)\(caution)
                """, screen: nil)
        }
    }
}

extension UnconfiguredScreenBaseRule {
    /// The files' names, each with as many of its folders as it takes to tell it from the others
    /// (GOV.UK's "ScreenObjects/ScreenObject.swift" and "Screen Objects/ScreenObject.swift").
    static func distinctNames(_ paths: [String]) -> [String] {
        let components = paths.map { $0.split(separator: "/", omittingEmptySubsequences: false) }
        let deepest = components.map(\.count).max() ?? 0
        var depth = 1
        while depth < deepest {
            let names = components.map { $0.suffix(depth).joined(separator: "/") }
            if Set(names).count == Set(paths).count { return names }
            depth += 1
        }
        return paths
    }
}
