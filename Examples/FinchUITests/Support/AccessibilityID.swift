//
//  AccessibilityID.swift
//  FinchUITests
//
//  Accessibility identifiers used by the Finch UI tests.
//
//  Every value below is a plain string literal on purpose. A `static let`
//  initialised with a literal is a compile-time constant as far as kassios is
//  concerned, so screens can say `A11y.Login.email` instead of repeating the
//  raw string. Do NOT build identifiers here by concatenation or
//  interpolation; keep them greppable.
//

import Foundation

/// Namespaced accessibility identifiers, one nested enum per feature.
enum A11y {
    enum Login {
        static let email = "login.email"
        static let password = "login.password"
        static let submit = "login.submit"
        static let rememberMe = "login.rememberMe"
        static let errorBanner = "login.errorBanner"
    }

    enum Home {
        static let balance = "home.balance"
        static let greeting = "home.greeting"
        static let accountsTile = "home.tile.accounts"
        static let transferTile = "home.tile.transfer"
        static let cardsTile = "home.tile.cards"
        static let promoBanner = "home.promoBanner"
        static let quickActions = "home.quickActions"
        /// Prefix of the per-account tabs on the dashboard carousel.
        static let tab = "home.tab"

        #if DEBUG
        /// Only present in debug builds of the app.
        static let debugMenu = "home.debugMenu"
        #endif
    }

    enum Tabs {
        static let bar = "finch.tabBar"
        static let home = "tab.home"
        static let accounts = "tab.accounts"
        static let cards = "tab.cards"
        static let more = "tab.more"
    }

    enum Accounts {
        static let header = "accounts.header"
        static let list = "accounts.list"
        static let row = "accounts.row"
        static let totalBalance = "accounts.totalBalance"
        static let addAccount = "accounts.add"
    }

    enum Cards {
        static let carousel = "cards.carousel"
        static let freeze = "cards.freeze"
        static let addVirtual = "cards.addVirtual"
    }
}

/// Identifiers of the transfer flow. The app target uses the very same enum
/// (shared via target membership), hence the `String` raw values.
enum TransferID: String {
    case recipient = "transfer.recipient"
    case amount = "transfer.amount"
    case reference = "transfer.reference"
    case maxAmount = "transfer.maxAmount"
    case review = "transfer.review"
    case confirm = "transfer.confirm"
    case pin = "transfer.pin"
}
