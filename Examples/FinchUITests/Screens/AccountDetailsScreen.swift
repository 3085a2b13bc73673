//
//  AccountDetailsScreen.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// Details of a single account. Checking and savings accounts show
/// different widgets, so `onLoad` depends on `kind`.
final class AccountDetailsScreen: BaseScreen {
    enum Kind {
        case checking
        case savings
    }

    /// Set by the test before the screen is verified.
    var kind: Kind = .checking

    lazy var navBar = navigationBar("accountDetails.navBar")
    lazy var iban = element(id: "accountDetails.iban", label: "IBAN", type: .staticText)
    lazy var copyIBAN = element("accountDetails.copyIBAN")
    lazy var balance = staticText("accountDetails.balance")
    lazy var interestRate = staticText("accountDetails.interestRate")
    /// kassios: navigates-to CardsScreen via cardsShortcut
    lazy var cardsShortcut = button(id: "accountDetails.cards", label: "Cards")
    lazy var statements = cell("accountDetails.statements")
    lazy var terms = link("accountDetails.terms")
    /// The terms open in an in-app web view that has no identifier.
    lazy var termsPage = webView()

    override var onLoad: [KassElement] {
        switch kind {
        case .checking:
            return [iban, balance, cardsShortcut]
        case .savings:
            return [iban, balance, interestRate]
        }
    }
}
