//
//  RawQueryInTest.swift
//  FinchUITests / Broken
//
//  A test that drives the payee form through queries of its own instead of
//  a screen object: every query of the app in it is a raw-query-in-test
//  finding, and with 6 inline interactions the message asks for a robot.
//  setUp, the springboard and the screen objects stay silent.
//

import XCTest
import KassiOS

final class PayeeTests: KassTestCase {
    override func setUp() {
        super.setUp()
        launch(arguments: ["-uiTesting", "-skipOnboarding"], environment: ["AUTHORIZATION_STATE": "authorized"])
        // Not a test method: helpers and setUp may query the app.
        if app.buttons["home.promo.dismiss"].waitForExistence(timeout: 2) {
            app.buttons["home.promo.dismiss"].tap()
        }
    }

    func test_addPayee_showsItInTheList() {
        onScreen(HomeScreen.self) { $0.transferTile.tap() }
        app.buttons["transfer.addPayee"].tap() // expect: raw-query-in-test
        let form = app.otherElements["payee.form"] // expect: raw-query-in-test
        form.textFields["payee.name"].tap()
        form.textFields["payee.name"].typeText("Ada Lovelace")
        form.textFields["payee.iban"].tap()
        form.textFields["payee.iban"].typeText("DE89 3704 0044 0532 0130 00")
        app.buttons["payee.save"].tap() // expect: raw-query-in-test
        XCTAssertTrue(app.tables["payees.list"].cells.firstMatch.waitForExistence(timeout: 5)) // expect: raw-query-in-test
    }

    func test_systemAlert_doesNotBlockTransfer() {
        // Another app (the springboard shows system alerts) is not the app under test.
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        if springboard.alerts.buttons["Allow"].exists {
            springboard.alerts.buttons["Allow"].tap()
        }
        onScreen(TransferScreen.self) { $0.recipient.tap() }
    }
}
