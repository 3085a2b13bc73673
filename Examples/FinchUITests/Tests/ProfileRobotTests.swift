//
//  ProfileRobotTests.swift
//  FinchUITests
//
//  Pre-KassiOS tests, kept on plain XCTestCase + robots/page objects.
//

import XCTest

@MainActor
final class ProfileRobotTests: XCTestCase {
    private let app = XCUIApplication()

    override func setUpWithError() throws {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-skipOnboarding"]
        app.launchEnvironment["AUTHORIZATION_STATE"] = "authorized"
        app.launchEnvironment["MOCK_ACCOUNTS"] = Fixtures.accounts
        app.launch()
    }

    func test_editName_isShownInGreeting() {
        HomeRobot(app: app)
            .assertVisible()
            .dismissPromoIfShown()
            .openProfile()
            .typeName("Grace Hopper")
            .tapSave()
            .assertVisible()

        let greeting = app.staticTexts["home.greeting"]
        XCTAssertTrue(greeting.label.contains("Grace"), "Greeting was \(greeting.label)")
    }

    func test_invalidPhone_showsValidationError() {
        HomeRobot(app: app)
            .dismissPromoIfShown()
            .openProfile()
            .typePhone("12")
            .tapSaveExpectingError()
            .assertVisible()
    }

    func test_marketingOptOut_isPersisted() {
        let profile = HomeRobot(app: app).dismissPromoIfShown().openProfile()
        profile.setMarketing(enabled: false).tapSave().assertVisible()

        app.terminate()
        app.launch()
        HomeRobot(app: app).dismissPromoIfShown().openProfile().assertVisible()
        XCTAssertEqual(app.switches["profile.marketing"].value as? String, "0")
    }

    func test_statements_exportLatest() {
        HomeRobot(app: app).dismissPromoIfShown().openMore()
        app.cells["more.statements"].tap()

        XCTAssertTrue(StatementsPage.waitUntilLoaded())
        StatementsPage.exportLatest()
        StatementsPage.closeShareSheet.tap()
    }

    func test_transactions_searchFindsCafe() {
        let page = TransactionsPage(app: app)
        HomeRobot(app: app).dismissPromoIfShown().openAccounts()
        app.cells["accounts.row.primary"].tap()

        XCTAssertTrue(page.waitUntilLoaded())
        page.search("Café")
        XCTAssertTrue(page.firstRow.waitForExistence(timeout: 5))
        XCTAssertEqual(page.pendingRows.count, 0)
        page.scroll(to: page.rowWithReceipt)
    }
}
