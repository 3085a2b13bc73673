//
//  AccountsScreen.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// List of all accounts of the signed-in user.
final class AccountsScreen: FinchTabScreen {
    lazy var header = staticText(A11y.Accounts.header)
    lazy var list = element(A11y.Accounts.list, type: .table)
    /// All account rows (they share one identifier).
    lazy var rows = all(A11y.Accounts.row, type: .cell)
    lazy var totalBalance = staticText(A11y.Accounts.totalBalance)
    lazy var addAccount = button(A11y.Accounts.addAccount)
    lazy var primaryAccount = tableCell("accounts.row.primary", in: A11y.Accounts.list)
    lazy var savingsAccount = cell("accounts.row.savings")
    lazy var emptyIllustration = image("accounts.empty")

    // The tab bar is hidden while the accounts list is in edit mode, so this
    // screen deliberately does not wait for it.
    override var onLoad: [KassElement] {
        return [header, list, totalBalance]
    }
}
