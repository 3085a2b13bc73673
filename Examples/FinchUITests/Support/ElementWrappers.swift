//
//  ElementWrappers.swift
//  FinchUITests
//
//  Small builders KassiOS does not ship. Each one passes its `String`
//  parameter straight through to an XCUITest query, so kassios treats the
//  *call sites* as identifier positions (they must pass literals/constants),
//  not the bodies below.
//

import XCTest
import KassiOS

extension KassScreen {
    /// Matches an element of any type. Handy for SwiftUI views whose element
    /// type changes between iOS versions (e.g. a banner that is sometimes an
    /// `other` and sometimes a `button`).
    func anyElement(_ id: String) -> KassElement {
        custom("any \(id)") { app.descendants(matching: .any)[id].firstMatch }
    }

    /// The navigation bar with the given identifier.
    func navigationBar(_ id: String) -> KassElement {
        custom("navigation bar \(id)") { app.navigationBars[id] }
    }

    /// A cell inside a specific table, for screens that show several tables.
    func tableCell(_ id: String, in tableID: String) -> KassElement {
        custom("cell \(id) in table \(tableID)") {
            app.tables[tableID].cells[id]
        }
    }
}
