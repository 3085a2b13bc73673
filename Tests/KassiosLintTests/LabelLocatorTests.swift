@testable import KassiosLint
import XCTest

/// Where a text stops reading like an identifier, and predicates the examples do not show.
final class LabelLocatorTests: XCTestCase {
    func testWhatReadsLikeALabel() {
        for label in ["Sign In", "Settings", "OK", "IBAN", "Sign-In", "Café", "Welcome back!", "Don't Allow", "€ 12,00 fee",
                      "Step 2", "Forgot password?"] {
            XCTAssertTrue(LabelLocatorRule.looksLikeLabel(label), label)
        }
        for identifier in ["login.submit", "login_submit", "loginSubmit", "LoginSubmit", "submit", "login-submit",
                           "LOGIN_SUBMIT", "Login.Submit", "Item1", "42", "€", "", "cell-3"] {
            XCTAssertFalse(LabelLocatorRule.looksLikeLabel(identifier), identifier)
        }
    }

    private func lint(_ source: String) -> [Finding] {
        var options = LintOptions()
        options.ruleIdentifiers = ["label-locator"]
        return LintRunner.run(sources: [("Robot.swift", source)], options: options).findings
    }

    func testPredicatesComparingLabelAmongOtherKeys() {
        let findings = lint("""
            final class PayeesRobot {
                let app: XCUIApplication
                var row: XCUIElement { app.cells.element(matching: NSPredicate(format: "identifier BEGINSWITH %@ AND label == %@", "payees.row", "Ada")) }
                var badge: XCUIElement { app.images.matching(NSPredicate(format: "%K == %@", "label", "New")).firstMatch }
                var title: XCUIElement { app.staticTexts.element(matching: NSPredicate(format: "(label LIKE[cd] %@) OR (value == %@)", "Payees", "0")) }
            }
            """)
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["3:134", "5:124"])
        XCTAssertEqual(findings.first?.message.hasPrefix("locating a cell by its label \"Ada\""), true)
    }

    func testALabelDeclaredNextToAnIdentifierIsNamed() {
        let findings = lint("""
            final class AccountScreen: KassScreen {
                lazy var cards = button(id: "account.cards", label: "Cards")
                override var onLoad: [KassElement] { [cards] }
            }
            final class AccountRobot {
                let app: XCUIApplication
                var cards: XCUIElement { app.buttons["Cards"] }
                var cardsText: XCUIElement { app.staticTexts["Cards"] }
            }
            """)
        XCTAssertEqual(findings.map(\.message), [
            "locating a button by its label \"Cards\" (a query subscript): labels change with the language and the copy; use AccountScreen.cards, which has an identifier for this label",
            "locating a staticText by its label \"Cards\" (a query subscript): labels change with the language and the copy; locate it by its accessibility identifier",
        ])
    }
}
