//
//  FinchScreenGraph.swift
//  FinchUITests
//
//  The MappaMundi screen graph the settings tests were written against
//  before KassiOS: states named by string constants, transitions declared by
//  hand. MappaMundi finds the way to a state itself (`navigator.goto(X)`).
//

import MappaMundi
import XCTest

let HomeTab = "HomeTab"
let MoreTab = "MoreTab"
let AppSettings = "AppSettings"
let NotificationSettings = "NotificationSettings"
let LegalNotices = "LegalNotices"
let SignedOut = "SignedOut"

enum SettingsAction {
    static let TogglePushNotifications = "TogglePushNotifications"
    static let SignOut = "SignOut"
}

@objcMembers
final class FinchUserState: MMUserState {
    required init() {
        super.init()
        initialScreenState = HomeTab
    }

    var pushNotificationsEnabled = true
}

func createFinchScreenGraph(for test: XCTestCase, with app: XCUIApplication) -> MMScreenGraph<FinchUserState> {
    let map = MMScreenGraph(for: test, with: FinchUserState.self)

    let navigationBack = {
        app.navigationBars.element(boundBy: 0).buttons.element(boundBy: 0).tap()
    }

    map.addScreenState(HomeTab) { screenState in
        screenState.onEnterWaitFor(element: app.staticTexts["home.balance"])
        screenState.tap(app.tabBars.buttons["tab.more"], to: MoreTab)
    }

    map.addScreenState(MoreTab) { screenState in
        screenState.onEnterWaitFor(element: app.cells["more.settings"])
        screenState.tap(app.cells["more.settings"], to: AppSettings)
        screenState.tap(app.cells["more.legal"], to: LegalNotices)
        screenState.tap(app.tabBars.buttons["tab.home"], to: HomeTab)
    }

    map.addScreenState(AppSettings) { screenState in
        screenState.onEnterWaitFor(element: app.buttons["settings.signOut"])
        // The notification settings only open while notifications are on.
        screenState.tap(app.cells["settings.notifications"], to: NotificationSettings, if: "pushNotificationsEnabled == true")
        screenState.gesture(forAction: SettingsAction.SignOut, transitionTo: SignedOut) { _ in
            app.buttons["settings.signOut"].tap()
            app.alerts.buttons["settings.signOut.confirm"].tap()
        }
        screenState.backAction = navigationBack
    }

    map.addScreenState(NotificationSettings) { screenState in
        screenState.gesture(forAction: SettingsAction.TogglePushNotifications) { userState in
            app.switches["notifications.push"].tap()
            userState.pushNotificationsEnabled.toggle()
        }
        screenState.backAction = navigationBack
    }

    map.addScreenState(LegalNotices) { screenState in
        screenState.backAction = navigationBack
    }

    map.addScreenState(SignedOut) { screenState in
        screenState.onEnterWaitFor(element: app.textFields["login.email"])
    }

    return map
}
