import KassiosModel

/// Screen objects whose base class is no configured root are not checked at all.
public struct UnconfiguredScreenBaseRule: Rule {
    public static let description = RuleDescription(
        identifier: "unconfigured-screen-base",
        name: "Unconfigured screen base",
        summary: "A class that two or more classes with elements inherit from reaches no screen root, so none of them is checked as a screen.",
        rationale: """
        kassios knows a screen by its root class: KassScreen, ScreenObject, or the roots the configuration \
        names. A suite with a base class of its own (WordPress's older BaseScreen, a BasePage) has screens \
        kassios does not see, and the run passes without checking that any of them proves it loaded. The \
        finding is on the base class and suggests the dialect its members look like: an onLoad property \
        (kassios), an initializer that takes an element or getters (screen-object), a load check such as \
        assertVisible() in the subclasses (robot). Name it under screens: dialects: in .kassios-lint.yml; if its \
        subclasses are not screens, disable the rule or suppress the finding. Only a class that inherits from no \
        class is a base here (nothing, NSObject, or protocols: the suite's or the standard library's): one \
        inheriting from a class the linted files do not declare (a root kept elsewhere, XCTestCase) may be anything.
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
        ],
        // LegacyScreen is configured: its subclasses are screens, and no finding says otherwise.
        exampleConfiguration: "screens:\n  dialects: { LegacyScreen: screen-object }\n")

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        project.unconfiguredScreenBases().map { base in
            let shown = base.subclasses.prefix(3).joined(separator: ", ")
            let more = base.subclasses.count > 3 ? " and \(base.subclasses.count - 3) more" : ""
            let dialect = base.dialect?.rawValue ?? "kassios | screen-object | robot"
            // Roots are named by their simple name, nested or not: every class of that name becomes one.
            let root = base.name.split(separator: ".").last.map(String.init) ?? base.name
            let namesakes = project.index.types(named: root).filter { $0.kind == .class }.count - 1
            let caution = namesakes > 0 ? " (\(namesakes) other class\(namesakes == 1 ? " is" : "es are") named \(root) too, and would be roots as well)" : ""
            return finding(file: base.file, at: base.location, """
                \(base.name) is the base of \(base.subclasses.count) classes with elements (\(shown)\(more)), but no screen \
                root reaches it, so kassios reads none of them as a screen (lint does not check how they load; the map still shows \
                them, as robots or page objects); if they are screens, name it in .kassios-lint.yml: screens: { dialects: { \(root): \(dialect) } }\(caution)
                """, screen: nil)
        }
    }
}
