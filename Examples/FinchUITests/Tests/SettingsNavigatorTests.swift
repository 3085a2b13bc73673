//
//  SettingsNavigatorTests.swift
//  FinchUITests
//
//  Settings tests from before KassiOS, driving the app through the
//  MappaMundi graph in Navigation/FinchScreenGraph.swift.
//

import MappaMundi
import XCTest

final class SettingsNavigatorTests: XCTestCase {
    private let app = XCUIApplication()
    private var navigator: MMNavigator<FinchUserState>!

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app.launchArguments = ["-uiTesting", "-skipOnboarding"]
        app.launchEnvironment["AUTHORIZATION_STATE"] = "authorized"
        app.launch()
        navigator = createFinchScreenGraph(for: self, with: app).navigator()
    }

    func test_pushNotifications_canBeTurnedOff() {
        navigator.goto(NotificationSettings)
        navigator.performAction(SettingsAction.TogglePushNotifications)
        XCTAssertFalse(navigator.userState.pushNotificationsEnabled)
    }

    func test_signOut_fromSettings_showsLogin() {
        navigator.nowAt(HomeTab)
        navigator.goto(AppSettings)
        navigator.performAction(SettingsAction.SignOut)
        navigator.nowAt(SignedOut)
    }
}
