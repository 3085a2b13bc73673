//
//  SignedInTestCase.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// Base of the tests that start signed in, on Home. A project base class between
/// `KassTestCase` and the tests: `kassios catches` follows it (across files) to
/// know that its subclasses' `test…` methods are tests.
class SignedInTestCase: KassTestCase {
    /// Extra launch arguments of a test class (`-virtualCards`…).
    var extraLaunchArguments: [String] { [] }

    override func setUp() {
        super.setUp()
        launch(
            arguments: ["-uiTesting", "-skipOnboarding"] + extraLaunchArguments,
            environment: [
                "AUTHORIZATION_STATE": "authorized",
                "MOCK_ACCOUNTS": Fixtures.accounts,
            ]
        )
    }
}
