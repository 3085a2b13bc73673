//
//  Robot.swift
//  FinchUITests
//
//  The older tests (written before KassiOS was adopted) use the Robot
//  pattern: one class per screen, each action returns the robot of the
//  screen it leads to.
//

import XCTest

class Robot {
    let app: XCUIApplication

    init(app: XCUIApplication) {
        self.app = app
    }

    /// Fails the test (at the caller's line) unless `element` shows up.
    @discardableResult
    func waitFor(
        _ element: XCUIElement,
        timeout: TimeInterval = 5,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> Self {
        XCTAssertTrue(
            element.waitForExistence(timeout: timeout),
            "\(element) did not appear within \(timeout)s",
            file: file,
            line: line
        )
        return self
    }
}
