//
//  TransactionsPage.swift
//  FinchUITests
//

import XCTest

/// Page object for the transactions feed.
struct TransactionsPage {
    let app: XCUIApplication

    var list: XCUIElement { app.collectionViews["transactions.list"] }
    var searchField: XCUIElement { app.searchFields["transactions.search"] }
    var firstRow: XCUIElement { app.cells.matching(identifier: "transactions.row").firstMatch }
    /// Pending rows are identified as "transactions.pending.<uuid>".
    var pendingRows: XCUIElementQuery {
        app.cells.matching(NSPredicate(format: "identifier BEGINSWITH %@", "transactions.pending."))
    }
    var rowWithReceipt: XCUIElement {
        app.cells.containing(.image, identifier: "transactions.receiptIcon").firstMatch
    }
    var unreadBadge: XCUIElement { app.descendants(matching: .any)["transactions.badge"] }
    var filterChips: XCUIElement { app.scrollViews["transactions.filters"] }

    func waitUntilLoaded(timeout: TimeInterval = 10) -> Bool {
        list.waitForExistence(timeout: timeout)
    }

    /// Scrolls roughly half a screen at a time until `element` is hittable.
    func scroll(to element: XCUIElement, maxSwipes: Int = 10) {
        let top = list.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.25))
        let bottom = list.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.75))
        for _ in 0..<maxSwipes where !element.isHittable {
            bottom.press(forDuration: 0.05, thenDragTo: top)
        }
    }

    func search(_ text: String) {
        searchField.tap()
        searchField.typeText(text)
    }
}
