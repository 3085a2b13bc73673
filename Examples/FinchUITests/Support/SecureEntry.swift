//
//  SecureEntry.swift
//  FinchUITests / Support
//
//  XCTest records every typeText(_:) argument in the result bundle, so a
//  password typed with it ends up in CI artifacts. Secrets are pasted instead.
//

import XCTest
import UIKit

extension XCUIElement {
    /// Enters `text` through the pasteboard and the edit menu; nothing is logged.
    func pasteText(_ text: String) {
        UIPasteboard.general.string = text
        tap()
        press(forDuration: 1.2)
        XCUIApplication().menuItems["Paste"].tap()
        UIPasteboard.general.string = ""
    }
}
