//
//  MissingOnLoad.swift
//  FinchUITests / Broken
//
//  DELIBERATELY BROKEN: every screen in this file trips `missing-onload`.
//  Without a non-empty `onLoad`, `onScreen(X.self)` cannot verify that the
//  app is really showing X, so the block runs against whatever is on screen
//  and fails somewhere unrelated (or, worse, passes).
//

import XCTest
import KassiOS

/// WRONG: no `onLoad` at all, and `KassScreen` itself provides none.
final class ReceiptScreen: KassScreen { // expect: missing-onload
    lazy var merchant = staticText("receipt.merchant")
    lazy var amount = staticText("receipt.amount")
    lazy var share = button("receipt.share")
}

/// WRONG: the release configuration (the one CI runs against) waits for
/// nothing. The `#else` branch is a return path with an empty list.
final class BetaFeaturesScreen: KassScreen { // expect: missing-onload
    lazy var featureList = other("beta.featureList")
    lazy var reset = button("beta.reset")

    override var onLoad: [KassElement] {
        #if DEBUG
        return [featureList, reset]
        #else
        return []
        #endif
    }
}

/// WRONG: inherits from the abstract `BaseScreen`, which has no `onLoad`
/// either, so nothing is ever checked. (Compare `MoreScreen`, which inherits
/// a real `onLoad` from `FinchTabScreen` and is fine.)
final class SupportChatScreen: BaseScreen { // expect: missing-onload
    lazy var messages = element("supportChat.messages", type: .collectionView)
    lazy var composer = textField("supportChat.composer")
    lazy var send = button("supportChat.send")
}

/// WRONG: one `switch` case returns an empty list. When the user has not
/// picked a format yet the screen is considered "loaded" immediately.
final class StatementDownloadScreen: BaseScreen { // expect: missing-onload
    enum Format {
        case pdf
        case csv
        case undecided
    }

    var format: Format = .undecided

    lazy var pdfPreview = other("download.pdfPreview")
    lazy var csvTable = element("download.csvTable", type: .table)
    lazy var formatPicker = element("download.formatPicker", type: .segmentedControl)

    override var onLoad: [KassElement] {
        switch format {
        case .pdf:
            return [pdfPreview]
        case .csv:
            return [csvTable]
        case .undecided:
            return []
        }
    }
}
