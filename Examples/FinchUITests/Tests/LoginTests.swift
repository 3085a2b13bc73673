//
//  LoginTests.swift
//  FinchUITests
//

import XCTest
import KassiOS

final class LoginTests: KassTestCase {
    private let user = TestUser.primary

    private func launchSignedOut(extraEnvironment: [String: String] = [:]) {
        var environment = ["AUTHORIZATION_STATE": "unauthorized"]
        environment.merge(extraEnvironment) { _, new in new }
        launch(arguments: ["-uiTesting", "-skipOnboarding"], environment: environment)
    }

    func test_login_withValidCredentials_showsHome() {
        launchSignedOut()

        onScreen(LoginScreen.self) {
            $0.email.typeText(user.email)
            $0.password.pasteText(user.password)
            $0.submit.tap()
        }
        onScreen(HomeScreen.self) { home in
            home.balance.assertVisible()
            home.greeting.assertVisible()
        }
    }

    /// Catches wrongPasswordAccepted.
    func test_login_withWrongPassword_showsErrorBanner() {
        launchSignedOut()

        onScreen(LoginScreen.self) {
            $0.email.typeText(user.email)
            $0.password.typeText("not-the-password")
            $0.submit.tap()
            $0.errorBanner.assertVisible()
        }
        assertOnScreen(LoginScreen.self)
    }

    /// Catches `lockedAccountSignsIn`.
    func test_login_lockedAccount_staysOnLogin() {
        launchSignedOut(extraEnvironment: ["MOCK_LOCKED_USERS": TestUser.locked.email])

        onScreen(LoginScreen.self) { $0.logIn(as: TestUser.locked) }
        onScreen(LoginScreen.self) { $0.errorBanner.assertVisible() }
    }

    /// Catches `rememberMeForgetsEmail`: the email field is empty after signing out.
    func test_rememberMe_prefillsEmailOnNextLaunch() {
        launchSignedOut()
        onScreen(LoginScreen.self) {
            $0.rememberMe.tap()
            $0.logIn(as: user)
        }
        assertOnScreen(HomeScreen.self)

        // Sign out and come back: the email must still be there.
        navigate(to: SettingsScreen.self)
        onScreen(SettingsScreen.self) { $0.signOutAndConfirm() }
        onScreen(LoginScreen.self) { screen in
            XCTAssertEqual(screen.email.value as? String, user.email)
        }
    }

    func test_signIn_thenCardsTab_showsCards() {
        launchSignedOut()
        SignInScenario(user: user).run(in: self)
        onScreen(HomeScreen.self) { $0.cardsTab.tap() }
        onScreen(CardsScreen.self) { $0.carousel.assertVisible() }
    }

    func test_helpLink_opensSupportPage() {
        // The support page URL contains "//", which must not confuse anyone
        // stripping comments from this file.
        launchSignedOut(extraEnvironment: ["SUPPORT_URL": "https://help.finch.example/login"])
        onScreen(LoginScreen.self) { $0.help.tap() }
        assertOnScreen(SupportPageScreen.self)
    }
}
