//
//  TransferConfirmationScreen.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// Step 2 of a transfer: summary and PIN.
final class TransferConfirmationScreen: BaseScreen {
    lazy var summary = other("transferConfirmation.summary")
    lazy var pin = secureTextField(TransferID.pin.rawValue)
    lazy var confirm = button(TransferID.confirm.rawValue)
    lazy var edit = button(id: "transferConfirmation.edit", label: "Edit")

    override var onLoad: [KassElement] {
        return [summary, pin, confirm]
    }

    func confirm(withPIN code: String) {
        pin.tap()
        pin.pasteText(code)
        confirm.tap()
    }
}

extension TransferConfirmationScreen {
    /// Step 3: the success page. Nested to keep the transfer flow together.
    final class Success: BaseScreen {
        lazy var checkmark = image("transferSuccess.checkmark")
        lazy var message = element(labelContains: "Transfer sent", type: .staticText)
        lazy var done = button(id: "transferSuccess.done", label: "Done")
        lazy var shareReceipt = button(containing: "Share")

        override var onLoad: [KassElement] { [checkmark, done] }
    }
}
