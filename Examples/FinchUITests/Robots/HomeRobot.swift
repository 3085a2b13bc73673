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

    /// The visible balance in cents, parsed from e.g. "€1,250.00".
    func balanceCents() -> Int? {
        let digits = balanceLabel.label.filter(\.isNumber)
        return Int(digits)
    }
}
