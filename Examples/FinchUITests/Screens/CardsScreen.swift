//
//  CardsScreen.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// Physical and virtual cards.
final class CardsScreen: FinchTabScreen {
    lazy var carousel = element(A11y.Cards.carousel, type: .collectionView)
    lazy var freeze = switchControl(A11y.Cards.freeze)
    lazy var addVirtualCard = button(A11y.Cards.addVirtual)
    lazy var addToWallet = button("cards.addToWallet")
    lazy var revealPIN = button("cards.revealPIN")
    lazy var frozenBadge = staticText(containing: "Frozen")

    /// Virtual cards sit behind a launch argument in test builds.
    private var virtualCardsEnabled: Bool {
        app.launchArguments.contains("-virtualCards")
    }

    override var onLoad: [KassElement] {
        #if targetEnvironment(simulator)
        if virtualCardsEnabled {
            return super.onLoad + [carousel, addVirtualCard]
        }
        return super.onLoad + [carousel]
        #else
        // Wallet is only available on devices.
        return super.onLoad + [carousel, addToWallet]
        #endif
    }

    func toggleFreeze() {
        freeze.tap()
        app.alerts.firstMatch.buttons["cards.freeze.confirm"].tap()
    }
}
