//
//  StaleIdentifiers.swift
//  FinchUITests
//
//  The passcode screen as the tests still describe it, after the app renamed two of its
//  identifiers (FINCH-1520). `Examples/Dumps/Broken/Passcode.debugDescription.txt` is what the
//  current build shows; lint with the dumps (`hierarchy:` in .kassios-lint.yml) to see which
//  identifiers went stale before a test run trips over them.
//

import XCTest
import KassiOS

final class PasscodeScreen: BaseScreen {
    lazy var title = staticText("passcode.title")
    lazy var keypad = other("passcode.keypad")
    lazy var backspace = button("passcode.backspace")
    lazy var forgotPasscode = button("passcode.forgot_button") // expect: stale-identifier
    lazy var faceID = button("passcode.faceID") // expect: stale-identifier

    override var onLoad: [KassElement] { [title, keypad] }
}
