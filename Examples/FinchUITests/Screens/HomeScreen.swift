//
//  HomeScreen.swift
//  FinchUITests
//
//  Actions live in HomeScreen+Actions.swift.
//

import XCTest
import KassiOS

/// The dashboard: balance, greeting and the feature tiles.
final class HomeScreen: FinchTabScreen {
    /// Dashboard tiles, in display order.
    enum Tile: CaseIterable {
        case accounts
        case transfer
        case cards
    }

    /// Copy shown on the dashboard. Not identifiers, just label fragments.
    struct Copy {
        static let morningGreeting = "Good morning"
        static let eveningGreeting = "Good evening"
        static let emptyState = "No transactions yet"
    }

    lazy var balance = staticText(A11y.Home.balance)
    lazy var greeting = staticText(A11y.Home.greeting)
    lazy var accountsTile = button(A11y.Home.accountsTile)
    /// Opens a new transfer. The tests reach it with `navigate(to:)`, so the
    /// map learns the way from here:
    /// kassios: navigates-to TransferScreen
    lazy var transferTile = button(A11y.Home.transferTile)
    lazy var cardsTile = button(A11y.Home.cardsTile)
    lazy var promoBanner = anyElement(A11y.Home.promoBanner)
    lazy var emptyStateHint = staticText(containing: Copy.emptyState)
    lazy var settingsButton = descendant(.button, "home.settings")

    #if DEBUG
    /// The shake-to-open debug menu; compiled into debug builds only.
    lazy var debugMenu = button(A11y.Home.debugMenu)
    #endif

    override var onLoad: [KassElement] {
        super.onLoad + [balance, greeting]
    }

    /// The element of a dashboard tile.
    func tile(_ tile: Tile) -> KassElement {
        switch tile {
        case .accounts: return accountsTile
        case .transfer: return transferTile
        case .cards: return cardsTile
        }
    }

    /// The marketing sheet that slides up over the dashboard after login
    /// when a campaign is running.
    final class PromoSheet: BaseScreen {
        lazy var title = staticText("home.promo.title")
        lazy var body = staticText("home.promo.body")
        lazy var learnMore = link("home.promo.learnMore")
        lazy var dismiss = button("home.promo.dismiss")

        override var onLoad: [KassElement] { [title, dismiss] }
    }
}
