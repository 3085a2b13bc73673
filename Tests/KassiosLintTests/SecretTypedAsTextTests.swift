@testable import KassiosLint
@testable import KassiosModel
import KassiosTestSupport
import XCTest

/// The word matching behind secret-typed-as-text, case by case.
final class SecretTypedAsTextTests: XCTestCase {
    private func lint(_ sources: [(String, String)]) -> LintResult {
        var options = LintOptions()
        options.ruleIdentifiers = ["secret-typed-as-text"]
        return LintRunner.run(sources: sources, options: options)
    }

    func testNamesSplitIntoWords() {
        XCTAssertEqual(SecretNames.words(of: "userPassword"), ["user", "Password"])
        XCTAssertEqual(SecretNames.words(of: "userPINCode"), ["user", "PIN", "Code"])
        XCTAssertEqual(SecretNames.words(of: "AUTH_TOKEN"), ["AUTH", "TOKEN"])
        XCTAssertEqual(SecretNames.words(of: "otp2"), ["otp"])
        XCTAssertEqual(SecretNames.words(of: "$0"), [])
    }

    /// ASCII names are split on their bytes, others character by character: the two agree.
    func testASCIINamesSplitAsCharactersDo() {
        let pieces = ["user", "PIN", "Code", "_", "2", "A", "b", "URL", "x", "$", "ID", "Token", "TOKEN", "9", "-", "aB"]
        var generator = SplitMix64(seed: 0x5345_4352)
        for _ in 0..<5_000 {
            let name = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(SecretNames.words(of: name), SecretNames.unicodeWords(of: name), name)
        }
        XCTAssertEqual(SecretNames.words(of: "пароль"), ["пароль"])
        XCTAssertEqual(SecretNames.words(of: "userÉmailPIN"), ["user", "Émail", "PIN"])
    }

    func testSecretNames() {
        for name in ["password", "Password", "userPassword", "authToken", "tokens", "PIN", "pin", "pinCode", "userPIN",
                     "OTP", "otpCode", "TEST_OTP", "clientSecret", "passcode", "newpassword", "accesstoken", "API_SECRET",
                     "verificationCode", "enterVerificationCode", "emailCode", "SMS_CODE", "smsCodes", "oneTimeCode", "authCode", "cardCVV", "cvc",
                     "passphrase", "walletPassphrase", "totpCode", "seedPhrase", "SEED_WORDS", "mnemonic", "recoveryWords", "backupPhrase",
                     "privateKey", "recoveryKey", "twoFACode", "twoFactorCode", "tfaCode", "twoStepCode", "TWO_FACTOR_CODE", "twoFaCode",
                     "secondFactorCode", "mfaCode", "enter2FACode", "user2faCode", "USER_2FA_CODE"] {
            XCTAssertTrue(SecretNames.namesSecret(name), name)
        }
        for name in ["spinner", "tokenizer", "pinned", "pinnedNote", "spinning", "email", "name", "passenger", "secretary",
                     "topic", "option", "pinch", "code", "text", "promoCode", "countryCode", "codeVerification",
                     "postalCode", "qrCode", "timeCode", "seed", "keyword", "phrase", "searchPhrase", "keyName",
                     "recoveryEmail", "publicKey", "keyboard", "stepCode", "factorCode", "twoCode", "nextStepCode", "timeFactorCode", "faCode", "fa", "code2"] {
            XCTAssertFalse(SecretNames.namesSecret(name), name)
        }
    }

    func testSecureFieldOfTheScreenGivenToABlockWithANamedParameter() {
        let result = lint([
            ("LoginScreen.swift", """
            final class LoginScreen: KassScreen {
                lazy var code = secureTextField("login.code")
                override var onLoad: [KassElement] { [code] }
            }
            """),
            ("LoginTests.swift", """
            final class LoginTests: KassTestCase {
                func testLogin(with value: String) {
                    onScreen(LoginScreen.self) { screen in
                        screen.code.typeText(value)
                        screen.code.typeText("1234")
                    }
                }
            }
            """),
        ])
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line):\($0.column)" }, ["LoginTests.swift:4:34"])
        XCTAssertTrue(result.findings.first?.message.contains("into the secure text field LoginScreen.code") == true)
    }

    /// Falcon's pages hand a password to `TextInputViewPage.type(text:)`, the shared component's method
    /// that types its parameter: on the component a page holds, makes in place or in a local, and on a
    /// subclass of it. A method of that name on a type that does not type is none of it, nor is a
    /// function of the suite's called on something else.
    func testASecretHandedToAnotherPagesTypingMethod() {
        let result = lint([
            ("InputView.swift", """
            class InputView {
                let app = XCUIApplication()
                func type(text: String) { app.textFields["input.field"].typeText(text) }
            }
            final class MultilineInputView: InputView {}
            final class SearchBar {
                func type(text: String) { print(text) }
            }
            func enter(value: String) { XCUIApplication().textFields["field"].typeText(value) }
            """),
            ("SignInPage.swift", """
            final class SignInPage {
                private let input = InputView()
                private let multiline: MultilineInputView
                private let search = SearchBar()
                init(multiline: MultilineInputView) { self.multiline = multiline }
                func a(password: String) { input.type(text: password) }
                func b(password: String) { InputView().type(text: password) }
                func c(password: String) { let view = InputView(); view.type(text: password) }
                func d(password: String) { multiline.type(text: password) }
                func e(password: String) { search.type(text: password) }
                func f(password: String) { enter(value: password) }
                func g(password: String, other: Helper) { other.enter(value: password) }
            }
            """),
        ])
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line)" },
                       ["SignInPage.swift:6", "SignInPage.swift:7", "SignInPage.swift:8", "SignInPage.swift:9", "SignInPage.swift:11"],
                       result.findings.map(\.message).joined(separator: "\n"))
    }

    /// A robot's method handing its secret-named function's parameter to the robot's own typing method
    /// (`enterVerificationCode(_ code:)` → `enterTextInField(identifier:typedText: code)`), in the file
    /// that declares both, with no secret word inside the call; and a protocol extension's typing
    /// method called by a conformer.
    func testTypingMethodsOfTheRobotItselfAndOfItsProtocols() {
        let result = lint([("LoginRobot.swift", """
            import XCTest

            final class LoginRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }

                func enterTextInField(identifier: String, typedText: String) {
                    let field = app.textFields[identifier]
                    field.tap()
                    field.typeText(typedText)
                }

                func enterVerificationCode(_ code: String) -> LoginRobot {
                    enterTextInField(identifier: "login.code", typedText: code)
                    return self
                }

                func enterEmail(_ email: String) -> LoginRobot {
                    enterTextInField(identifier: "login.email", typedText: email)
                    return self
                }
            }
            """), ("SignInRobot.swift", """
            import XCTest

            protocol FieldTyping {
                var app: XCUIApplication { get }
            }

            extension FieldTyping {
                func fill(_ identifier: String, with text: String) {
                    let field = app.textFields[identifier]
                    field.tap()
                    field.typeText(text)
                }
            }

            struct SignInRobot: FieldTyping {
                let app: XCUIApplication

                func signIn(email: String, password: String) {
                    fill("signin.email", with: email)
                    fill("signin.password", with: password)
                    app.buttons["signin.submit"].tap()
                }
            }
            """)])
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line)" }, ["LoginRobot.swift:14", "SignInRobot.swift:20"],
                       result.findings.map(\.message).joined(separator: "\n"))
    }

    /// The robot a secret is handed to, as the rules read a value's type (`ReceiverTypes`): made in full
    /// through its namespace (`Pages.Vault()`), handed to a closure as a screen type (`on(Pages.Vault.self)
    /// { vault in … }`), or held in a `let`. Another type's method of the same name is not it.
    func testSecretsHandedToARobotMadeInANamespaceOrHandedToAClosure() {
        let result = lint([("VaultRobot.swift", """
            import XCTest

            enum Pages {
                final class Vault {
                    let app = XCUIApplication()
                    func enter(text: String) { app.textFields["vault.field"].typeText(text) }
                }
            }

            final class Notes {
                func enter(text: String) {}
            }
            """), ("VaultTests.swift", """
            import XCTest

            final class VaultTests: XCTestCase {
                func testUnlock() {
                    let password = "hunter2"
                    Pages.Vault().enter(text: password)
                    on(Pages.Vault.self) { vault in vault.enter(text: password) }
                    let held = Pages.Vault()
                    held.enter(text: password)
                    Notes().enter(text: password)
                }
            }
            """)])
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line)" },
                       ["VaultTests.swift:6", "VaultTests.swift:7", "VaultTests.swift:9"],
                       result.findings.map(\.message).joined(separator: "\n"))
    }
}
