//
//  HomeRobot.swift
//  FinchUITests
//

import XCTest

final class HomeRobot: Robot {
    private var balanceLabel: XCUIElement { app.staticTexts["home.balance"] }
    private var profileButton: XCUIElement {
        app.navigationBars["home.navBar"].buttons["home.profile"]
    }
    private var promoDismiss: XCUIElement { app.buttons["home.promo.dismiss"].firstMatch }
    private var greeting: XCUIElement { app.staticTexts["home.greeting"] }
    private var primaryAccountRow: XCUIElement { app.cells["accounts.row.primary"] }
    private var statementsRow: XCUIElement { app.cells["more.statements"] }

    /// Tab bar buttons by identifier. The identifier is passed through
    /// unchanged, so callers must pass literals.
    private func tab(_ id: String) -> XCUIElement {
        app.tabBars.buttons[id]
    }

    @discardableResult
    func assertVisible(file: StaticString = #filePath, line: UInt = #line) -> Self {
        waitFor(balanceLabel, file: file, line: line)
    }

    @discardableResult
    func dismissPromoIfShown() -> Self {
        if promoDismiss.waitForExistence(timeout: 2) {
            promoDismiss.tap()
        }
        return self
    }

    func openProfile() -> ProfileRobot {
        profileButton.tap()
        return ProfileRobot(app: app)
    }

    @discardableResult
    func openAccounts() -> Self {
        tab("tab.accounts").tap()
        return self
    }

    @discardableResult
    func openMore() -> Self {
        tab("tab.more").tap()
        return self
    }

    /// Accounts tab, then the primary account's transactions.
    func openPrimaryAccount() {
        openAccounts()
        primaryAccountRow.tap()
    }

    /// More tab, then Statements.
    func openStatements() {
        openMore()
        statementsRow.tap()
    }

    @discardableResult
    func assertGreeting(contains name: String, file: StaticString = #filePath, line: UInt = #line) -> Self {
        XCTAssertTrue(greeting.label.contains(name), "Greeting was \(greeting.label)", file: file, line: line)
        return self
    }

    /// The visible balance in cents, parsed from e.g. "€1,250.00".
    func balanceCents() -> Int? {
        let digits = balanceLabel.label.filter(\.isNumber)
        return Int(digits)
    }
}
