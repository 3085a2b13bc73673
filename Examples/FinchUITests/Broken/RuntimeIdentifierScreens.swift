//
//  RuntimeIdentifierScreens.swift
//  FinchUITests / Broken
//
//  DELIBERATELY BROKEN: identifiers built at runtime (`runtime-identifier`).
//  A runtime-built identifier cannot be grepped for in the app, silently
//  stops matching when the app changes its format, and hides typos until
//  the test runs. Use a literal or a constant from Support/AccessibilityID.
//

import XCTest
import KassiOS

/// An accounts list written in a hurry. The screen itself is fine
/// (it has an `onLoad`); its identifiers are not.
final class AccountListScreen: BaseScreen {
    /// Campaign shown in the promo slot. A constant, but interpolating it
    /// still produces the identifier at runtime.
    static let campaign = "spring"

    /// A stored *variable*: whatever it holds when the element is first
    /// resolved wins, and tests may change it.
    var featuredRowID = "accounts.row.featured"

    lazy var header = staticText(A11y.Accounts.header)

    // WRONG: stored property used as the identifier.
    lazy var featuredRow = cell(featuredRowID) // expect: runtime-identifier

    // WRONG: concatenating two constants is still done at runtime, and the
    // resulting "home.tab_0" appears nowhere in the source.
    lazy var firstHomeTab = button(A11y.Home.tab + "_0") // expect: runtime-identifier

    // WRONG: the identifier comes out of a function call.
    lazy var exportButton = button(makeExportID()) // expect: runtime-identifier

    // WRONG: `anyElement` passes its argument straight into a query, so this
    // call site is an identifier position, and the argument is interpolated.
    lazy var seasonalPromo = anyElement("promo.\(Self.campaign)") // expect: runtime-identifier

    override var onLoad: [KassElement] { [header] }

    /// WRONG: the row identifier is built from the index. Give the rows a
    /// stable identifier and use `all(_:type:)` plus an index instead.
    func accountRow(at index: Int) -> KassElement {
        cell("account.row.\(index)") // expect: runtime-identifier
    }

    /// WRONG: `String(format:)` is interpolation in disguise.
    func cardTile(number: Int) -> KassElement {
        button(String(format: "cards.tile.%02d", number)) // expect: runtime-identifier
    }

    private func makeExportID() -> String {
        "accounts.export." + Locale.current.identifier
    }
}
