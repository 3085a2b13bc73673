//
//  HomeScreen+Actions.swift
//  FinchUITests
//

import XCTest
import KassiOS

extension HomeScreen {
    /// Long-press menu with "Send", "Request" and "Top up".
    var quickActions: KassElement { button(A11y.Home.quickActions) }

    /// The greeting, matched by its text rather than its identifier. Use
    /// this to assert *which* greeting is shown.
    var morningGreeting: KassElement { staticText(containing: Copy.morningGreeting) }

    func open(_ tile: Tile) {
        self.tile(tile).tap()
    }

    /// Pulls to refresh and waits for the balance to come back.
    func refreshBalance() {
        pullToRefresh()
        balance.assertVisible()
    }

    #if DEBUG
    /// Wipes the mock backend through the debug menu.
    func resetDemoData() {
        debugMenu.tap()
        app.sheets.buttons["Reset demo data"].tap()
    }
    #endif
}
