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
            .assertGreeting(contains: "Grace")
    }

    /// Catches `phoneValidationMissing`.
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
        let reopened = HomeRobot(app: app).dismissPromoIfShown().openProfile()
        reopened.assertVisible()
        reopened.assertMarketing(enabled: false)
    }

    func test_statements_exportLatest() {
        HomeRobot(app: app).dismissPromoIfShown().openStatements()

        XCTAssertTrue(StatementsPage.waitUntilLoaded())
        StatementsPage.exportLatest()
        StatementsPage.closeShareSheet.tap()
    }

    func test_transactions_searchFindsCafe() {
        let page = TransactionsPage(app: app)
        HomeRobot(app: app).dismissPromoIfShown().openPrimaryAccount()

        XCTAssertTrue(page.waitUntilLoaded())
        page.search("Café")
        XCTAssertTrue(page.firstRow.waitForExistence(timeout: 5))
        XCTAssertEqual(page.pendingRows.count, 0)
        page.scroll(to: page.rowWithReceipt)
    }
}
