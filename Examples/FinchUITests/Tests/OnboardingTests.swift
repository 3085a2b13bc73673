//
//  OnboardingTests.swift
//  FinchUITests
//

import XCTest
import KassiOS

final class OnboardingTests: KassTestCase {
    override func setUp() {
        super.setUp()
        // The system push-permission alert is out of process; accept it
        // whenever it shows up.
        addUIInterruptionMonitor(withDescription: "Push permission") { alert in
            let allow = alert.buttons["Allow"]
            guard allow.exists else { return false }
            allow.tap()
            return true
        }
        launch(arguments: ["-uiTesting", "-resetOnboarding"], environment: ["AUTHORIZATION_STATE": "unauthorized"])
    }

    func test_onboarding_fullFlow_endsOnLogin() {
        onScreen(OnboardingWelcomeScreen.self) {
            $0.illustration.assertVisible()
            $0.next.tap()
        }
        onScreen(OnboardingNotificationsScreen.self) { $0.allow.tap() }
        // Interruption monitors only fire on the next interaction.
        app.tap()
        onScreen(OnboardingDoneScreen.self) { $0.getStarted.tap() }
        assertOnScreen(LoginScreen.self)
    }

    func test_onboarding_skip_goesStraightToLogin() {
        onScreen(OnboardingWelcomeScreen.self) { $0.skip.tap() }
        onScreen(LoginScreen.self) { $0.logo.assertVisible() }
    }

    func test_onboarding_notNow_doesNotShowSystemAlert() {
        onScreen(OnboardingWelcomeScreen.self) { $0.next.tap() }
        onScreen(OnboardingNotificationsScreen.self) { $0.notNow.tap() }

        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        XCTAssertFalse(springboard.alerts.buttons["Allow"].waitForExistence(timeout: 2))
        assertOnScreen(OnboardingDoneScreen.self)
    }
}
