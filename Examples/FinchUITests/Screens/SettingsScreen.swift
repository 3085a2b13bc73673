//
//  SettingsScreen.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// App settings, reached from the "More" tab.
final class SettingsScreen: BaseScreen {
    /// `FinchIdentifiers` lives in the app target (compiled into the UI test
    /// bundle via target membership), so it is a constant from elsewhere.
    lazy var faceID = switchControl(FinchIdentifiers.Settings.faceID)
    lazy var pushNotifications = switchControl("settings.pushNotifications")
    lazy var roundUps = switchControl("settings.roundUps")
    lazy var darkMode = element("settings.darkMode", type: .switch)
    lazy var signOut = button("settings.signOut")
    lazy var version = staticText(containing: "Version")

    override var onLoad: [KassElement] { [faceID, pushNotifications, signOut] }

    func signOutAndConfirm() {
        scrollTo(signOut)
        signOut.tap()
        app.alerts.firstMatch.buttons["settings.signOut.confirm"].tap()
    }
}

/// The "More" tab. It only lists links to other screens, so waiting for the
/// tab bar (inherited from `FinchTabScreen`) is enough: no own `onLoad`.
final class MoreScreen: FinchTabScreen {
    lazy var settingsRow = cell("more.settings")
    lazy var helpRow = cell("more.help")
    lazy var legalRow = cell("more.legal")
    lazy var statementsRow = cell("more.statements")
}
