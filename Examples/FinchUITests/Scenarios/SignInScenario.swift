//
//  SignInScenario.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// Signs in from the login screen and waits for Home: the opening steps of
/// tests that start signed out but are about something else.
struct SignInScenario: KassScenario {
    let user: TestUser

    func run(in test: KassTestCase) {
        test.onScreen(LoginScreen.self) { $0.logIn(as: user) }
        test.assertOnScreen(HomeScreen.self)
    }
}
