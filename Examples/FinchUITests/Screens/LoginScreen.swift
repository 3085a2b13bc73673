//
//  LoginScreen.swift
//  FinchUITests
//

import XCTest
import KassiOS

/// The first screen of a signed-out app.
final class LoginScreen: BaseScreen {
    lazy var logo = image("login.logo")
    lazy var email = textField(A11y.Login.email)
    lazy var password = secureTextField(A11y.Login.password)
    lazy var rememberMe = switchControl(A11y.Login.rememberMe)
    lazy var submit = button(A11y.Login.submit)
    lazy var errorBanner = other(A11y.Login.errorBanner)
    lazy var help = link("login.help")
    /// The "Forgot password?" button has no identifier in the current build
    /// (FINCH-1432), so it is found by its label.
    lazy var forgotPassword = button(containing: "Forgot")

    override var onLoad: [KassElement] { [email, password, submit] }

    /// Fills in the form and submits it.
    func logIn(as user: TestUser) {
        email.tap()
        email.typeText(user.email)
        password.tap()
        password.pasteText(user.password)
        dismissKeyboard()
        submit.tap()
    }
}

/// The in-app browser that the help link opens. Web content carries no
/// accessibility identifiers, so the page is the web view itself.
final class SupportPageScreen: BaseScreen {
    lazy var page = webView()

    override var onLoad: [KassElement] { [page] }
}
