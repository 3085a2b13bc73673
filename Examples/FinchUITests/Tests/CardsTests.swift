//
//  CardsTests.swift
//  FinchUITests
//

import XCTest
import KassiOS

final class CardsTests: SignedInTestCase {
    override var extraLaunchArguments: [String] { ["-virtualCards"] }

    /// Freezing must stick, and show.
    ///
    /// Catches:
    /// - `cardFreezeIgnored`
    /// - `frozenBadgeMissing`
    func test_freeze_showsFrozenBadge() {
        onScreen(HomeScreen.self) { $0.cardsTab.tap() }
        onScreen(CardsScreen.self) {
            $0.toggleFreeze()
            $0.frozenBadge.assertVisible()
        }
    }

    /// Catches `cardFreezeIgnored`.
    func test_unfreeze_hidesFrozenBadge() {
        onScreen(HomeScreen.self) { $0.cardsTab.tap() }
        onScreen(CardsScreen.self) {
            $0.toggleFreeze()
            $0.toggleFreeze()
            XCTAssertFalse($0.frozenBadge.exists)
        }
    }
}
