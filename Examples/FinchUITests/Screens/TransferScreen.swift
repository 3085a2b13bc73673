//
//  TransferScreen.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// Step 1 of a transfer: recipient, amount and reference.
final class TransferScreen: BaseScreen {
    lazy var recipient = cell(TransferID.recipient.rawValue)
    lazy var amount = textField(TransferID.amount.rawValue)
    lazy var reference = textField(TransferID.reference.rawValue)
    /// "Max" is an accessory button inside the amount field.
    lazy var maxAmount = descendant(.button, TransferID.maxAmount.rawValue)
    lazy var review = button(TransferID.review.rawValue)
    lazy var insufficientFunds = element(labelContains: "Insufficient funds", type: .staticText)
    lazy var recipientPicker = custom("recipient picker wheel") {
        app.pickers["transfer.recipientPicker"].pickerWheels.firstMatch
    }

    override var onLoad: [KassElement] { [recipient, amount, review] }

    /// Types an amount given in cents, e.g. `1250` -> "12.50".
    func enterAmount(cents: Int) {
        let euros = cents / 100
        let rest = cents % 100
        amount.tap()
        amount.typeText(String(format: "%d.%02d", euros, rest))
        dismissKeyboard()
    }
}
