//
//  StatementsPage.swift
//  FinchUITests
//
//  Legacy "static page" style: a caseless enum with static accessors.
//

import XCTest

enum StatementsPage {
    private static var app: XCUIApplication { XCUIApplication() }

    static var exportButton: XCUIElement { XCUIApplication().buttons["statements.export"] }
    static var list: XCUIElement { app.tables["statements.list"] }
    static var latestStatement: XCUIElement { list.cells.element(boundBy: 0) }
    static var pdfViewer: XCUIElement { app.otherElements["statements.pdfViewer"] }
    static var closeShareSheet: XCUIElement {
        app.navigationBars.buttons.element(matching: .button, identifier: "statements.share.close")
    }
    static var yearPicker: XCUIElement { app.segmentedControls["statements.year"] }

    static func waitUntilLoaded(timeout: TimeInterval = 10) -> Bool {
        list.waitForExistence(timeout: timeout)
    }

    static func exportLatest() {
        latestStatement.tap()
        XCTAssertTrue(pdfViewer.waitForExistence(timeout: 10))
        exportButton.tap()
    }
}
