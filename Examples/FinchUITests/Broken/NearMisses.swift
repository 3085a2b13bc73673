//
//  NearMisses.swift
//  FinchUITests / Broken
//
//  NOT broken. Everything here *looks* dynamic or suspicious but is fine,
//  and kassios must stay silent about this whole file. It sits next to the
//  broken files so the contrast is easy to see.
//

import XCTest
import KassiOS

final class NearMissesScreen: BaseScreen {
    var payee = "Grace"
    var unread = 3

    // Fine: a raw string literal is still a literal.
    lazy var title = staticText(#"nearMiss.title"#)

    // Fine: label-based builders take text, not identifiers.
    lazy var greeting = staticText(containing: "Hello, \(payee)")
    lazy var badge = element(labelContains: "\(unread) new", type: .staticText)

    // Fine: only the *label* is interpolated; the identifier is a literal.
    lazy var send = button(id: "nearMiss.send", label: "Send to \(payee)")
    lazy var amount = textField("nearMiss.amount")

    // Fine: a custom element's description is free text; the query inside
    // uses a literal.
    lazy var payeeRow = custom("row for \(payee)") { app.cells["nearMiss.payeeRow"] }

    // Fine: constants: a static let literal, a String raw-value enum case,
    // and a static from a type that lives in the app target.
    lazy var email = textField(A11y.Login.email)
    lazy var confirm = button(TransferID.confirm.rawValue)
    lazy var faceID = switchControl(FinchIdentifiers.Settings.faceID)

    // Fine: the wrapper called with a literal and with a constant.
    lazy var banner = anyElement("nearMiss.banner")
    lazy var promo = anyElement(A11y.Home.promoBanner)

    override var onLoad: [KassElement] { [title, send] }

    /// Fine: a label predicate is not an identifier predicate.
    func label(containing name: String) -> XCUIElement {
        app.staticTexts.element(matching: NSPredicate(format: "label CONTAINS %@", name))
    }

    /// Fine: interpolation in text that is *typed*, not looked up.
    func typeAmount(_ cents: Int) {
        amount.typeText("\(cents / 100).\(cents % 100)")
    }

    /// Fine: code-looking text inside comments and strings is not code.
    /// e.g. `button("row.\(i)")` or `cell(makeID())` in a doc comment.
    func notes() -> String {
        // cell("account.row.\(index)") in a line comment.
        /* button(A11y.Home.tab + "_0") in a block comment */
        return """
        Not code: cell("account.row.\\(index)") or button(makeID())
        and app.staticTexts[user.name] inside a multi-line string.
        """
    }
}
