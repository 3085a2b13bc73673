//
//  RuntimeIdentifierQueries.swift
//  FinchUITests / Broken
//
//  DELIBERATELY BROKEN: runtime identifiers in plain XCUITest code (robots
//  and page objects), not just in KassiOS builders.
//

import XCTest

/// Also WRONG: with `robots: [Robot]` in .kassios-lint.yml, robots are screens of
/// the robot dialect, and this one has no load check (assertVisible()) at all.
final class GreetingRobot: Robot { // expect: missing-onload
    /// WRONG: looks the greeting up by the *name* of a user made for this run.
    /// The subscript is an identifier lookup; the name is test data, different
    /// on every run, not an identifier. (`TestUser.primary.name`, even through a
    /// `let`, is a literal the struct is made with: searchable, and it passes.)
    func assertGreetsNewUser() {
        let user = TestUser.unique()
        XCTAssertTrue(app.staticTexts[user.name].waitForExistence(timeout: 5)) // expect: runtime-identifier
    }

    /// WRONG: the predicate's identifier argument is a local variable
    /// that CI may set from the environment. (`TestUser.primary.accountPrefix`
    /// alone would be fine: a literal the test data is made with.)
    func tapFirstAccountOfPrimaryUser() {
        let prefix = ProcessInfo.processInfo.environment["ACCOUNT_PREFIX"] ?? TestUser.primary.accountPrefix
        app.cells.matching(NSPredicate(format: "identifier BEGINSWITH %@", prefix)).firstMatch.tap() // expect: runtime-identifier
    }
}

/// Page object for the pending payments list, with no load check.
struct PendingPaymentsPage { // expect: missing-onload
    let app: XCUIApplication
    /// Backend id of the payment under test, injected by the test.
    let paymentID: String

    var rowID = "payments.row.latest"
    var actionID = "payments.cancel"

    /// WRONG: interpolated identifier passed to `matching(identifier:)`.
    var row: XCUIElement {
        app.cells.matching(identifier: "payment.\(paymentID)").firstMatch // expect: runtime-identifier
    }

    /// WRONG twice on one line: both subscripts use stored variables.
    var cancelButton: XCUIElement {
        app.tables.cells[rowID].buttons[actionID] // expect: runtime-identifier, runtime-identifier
    }
}
