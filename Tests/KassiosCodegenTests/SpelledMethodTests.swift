@testable import KassiosCodegen
import KassiosModel
import KassiosSyntax
import XCTest

/// Pages whose methods say what they do (`tapVPNSettingsCell()`) and tap elements found by cases
/// of the app's own enum, which the UI-test files do not declare, as Mullvad's pages are written.
/// A step the method's name spells calls it, rather than an element of another page that merely
/// shares a word with the step, or nothing at all.
final class SpelledMethodTests: XCTestCase {
    static let pages = """
    import XCTest

    class Page {
        let app: XCUIApplication
        init(_ app: XCUIApplication) { self.app = app }
    }

    class HeaderBar: Page {
        @discardableResult func tapAccountButton() -> Self {
            app.buttons[AccessibilityIdentifier.accountButton.rawValue].tap()
            return self
        }
    }

    class SettingsPage: Page {
        @discardableResult func tapVPNSettingsCell() -> Self {
            app.tables[AccessibilityIdentifier.settingsTableView.rawValue]
                .cells[AccessibilityIdentifier.preferencesCell.rawValue]
                .tap()
            return self
        }
    }

    class DNSSettingsPage: Page {
        // The back button is titled after the page it goes back to.
        @discardableResult func tapBackButton() -> Self {
            app.buttons.matching(identifier: "VPN settings").allElementsBoundByIndex.last?.tap()
            return self
        }
    }
    """

    /// The app target's enum, which the UI-test files only use: given to the type check alone.
    static let appIdentifiers = """
    enum AccessibilityIdentifier: String {
        case accountButton, settingsTableView, preferencesCell, logOutButton, settingsButton
    }
    """

    func catalog(_ sources: [String]) -> Catalog {
        let files = sources.enumerated().map { SourceFile(path: "Page\($0.offset).swift", bytes: Array($0.element.utf8)) }
        return CatalogBuilder.build(project: Project(files: files, configuration: ModelConfiguration()), dumps: [])
    }

    func generated(_ catalog: Catalog, steps: [String]) -> (test: String, plan: CasePlan) {
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), style: .robot)
        let plan = planner.plan(SuiteFixture.testCase(steps))
        let renderer = TestFileRenderer(catalog: catalog, style: .robot, testCaseClass: "XCTestCase")
        return (renderer.render(className: "GeneratedTests", sources: ["cases.md"], plans: [plan]), plan)
    }

    func testACaseOfTheAppsEnumNamesAnElementWhoseValueIsUnknown() throws {
        let settings = try XCTUnwrap(catalog([SpelledMethodTests.pages]).container(named: "SettingsPage"))
        XCTAssertEqual(settings.kind, .robot)
        XCTAssertEqual(settings.elements.map(\.name), ["settingsTableView", "preferencesCell"])
        XCTAssertEqual(settings.elements.map(\.identifier), [nil, nil])
        XCTAssertEqual(settings.elements.map(\.identifierReference), ["AccessibilityIdentifier.settingsTableView",
                                                                      "AccessibilityIdentifier.preferencesCell"])
        XCTAssertEqual(settings.elements.map(\.elementType), ["table", "cell"])
        XCTAssertEqual(settings.methods.first { $0.name == "tapVPNSettingsCell" }?.uses, [.init(element: "preferencesCell", use: .tap)])
    }

    func testAStepTheMethodsNameSpellsCallsIt() throws {
        let catalog = catalog([SpelledMethodTests.pages])
        let (test, plan) = generated(catalog, steps: ["Tap the account button", "Tap the VPN settings cell"])
        XCTAssertTrue(test.contains("HeaderBar(app)\n            .tapAccountButton()\n"), test)
        // Not DNSSettingsPage's back button, whose identifier is the words "VPN settings".
        XCTAssertTrue(test.contains("SettingsPage(app)\n            .tapVPNSettingsCell()\n"), test)
        XCTAssertFalse(test.contains("tapBackButton"), test)
        XCTAssertFalse(test.contains("XCTFail(\""), test)
        guard case .automated(_, let evidence?) = plan.items[1].outcome else { return XCTFail("\(plan.items[1].outcome)") }
        XCTAssertTrue(evidence.hasPrefix("SettingsPage.tapVPNSettingsCell() is named for the step"), evidence)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors([("Pages.swift", SpelledMethodTests.pages), ("App.swift", SpelledMethodTests.appIdentifiers),
                                                          ("GeneratedTests.swift", test)]), "")
    }

    func testWithoutTheTypeWordTheNameSpellsTheStepToo() throws {
        let pages = SpelledMethodTests.pages.replacingOccurrences(of: "func tapAccountButton()", with: "func openAccount()")
        let (test, _) = generated(catalog([pages]), steps: ["Open the account"])
        XCTAssertTrue(test.contains("HeaderBar(app)\n            .openAccount()\n"), test)
    }

    /// "Type the username" says no text: DSSwiftUI's `typeUsername()`, which types the fixed test user, is
    /// what the step means; without such a method, the field alone is no answer, and the refusal says why.
    func testATypingStepWithoutTextCallsTheMethodNamedForIt() throws {
        let login = """
            import XCTest

            struct LastFmLoginScreen {
                let app: XCUIApplication
                var usernameField: XCUIElement { app.textFields["usernameField"] }
                var passwordField: XCUIElement { app.secureTextFields["passwordField"] }
                func typeUsername() -> Self {
                    usernameField.tap()
                    usernameField.typeText("username")
                    return self
                }
                func typePassword(_ password: String) -> Self { passwordField.tap(); passwordField.typeText(password); return self }
            }
            struct SignupScreen {
                let app: XCUIApplication
                var emailField: XCUIElement { app.textFields["signup.email"] }
                func typeEmail() -> Self { emailField.tap(); emailField.typeText("new@example.com"); return self }
            }
            """
        let (test, plan) = generated(catalog([login]), steps: ["Type the username", "Type the password", "Enter \"anna\" into the username field"])
        XCTAssertTrue(test.contains(".typeUsername()"), test)
        guard case .refused(let refusal) = plan.items[1].outcome else { return XCTFail("\(plan.items[1].outcome)") }
        XCTAssertEqual(refusal.reason, "no text to type into passwordField: LastFmLoginScreen.typePassword(…) takes it; say it ('Enter \"x\" into …')")
        guard case .automated = plan.items[2].outcome else { return XCTFail("\(plan.items[2].outcome)") }
        XCTAssertTrue(test.contains("usernameField.typeText(\"anna\")"), test)
        // Only the method of the screen whose field it is: not another screen's, named alike for another field.
        let login2 = login.replacingOccurrences(of: "var passwordField", with: "var emailField: XCUIElement { app.textFields[\"login.email\"] }\n    var passwordField")
        XCTAssertNotEqual(login2, login)
        let (_, other) = generated(catalog([login2]), steps: ["Type the username", "Type the email"])
        guard case .refused(let emailRefusal) = other.items[1].outcome else { return XCTFail("\(other.items[1].outcome)") }
        XCTAssertTrue(emailRefusal.reason.hasPrefix("no text to type into emailField"), emailRefusal.reason)
    }

    /// fleetio's page objects: `login() -> HomeScreen` taps the page's private button and returns the next
    /// page, without `@discardableResult`: the generated call uses it (`_ =`), as the compiler asks.
    func testAPageObjectsCallWhoseResultMustBeUsedGetsUnderscore() throws {
        let pages = """
            import XCTest

            class BaseScreen { let app = XCUIApplication() }
            final class LoginScreen: BaseScreen {
                private lazy var loginButton = app.buttons["login_button"]
                func login() -> HomeScreen { loginButton.tap(); return HomeScreen() }
                @discardableResult func tapHelp() -> Self { app.buttons["login_help"].tap(); return self }
            }
            final class HomeScreen: BaseScreen {
                lazy var title = app.staticTexts["home.title"]
            }
            """
        let (test, _) = generated(catalog([pages]), steps: ["Tap the help button", "Tap the login button"])
        XCTAssertTrue(test.contains("loginScreen.tapHelp()\n"), test)
        XCTAssertFalse(test.contains("_ = loginScreen.tapHelp()"), test)
        XCTAssertTrue(test.contains("_ = loginScreen.login()\n"), test)
        XCTAssertEqual(try XCUITestStubs.typecheckErrors([("Pages.swift", pages), ("GeneratedTests.swift", test)]), "")
    }

    func testTwoPagesSpellingTheStepAreAChoiceForAPersonUnlessTheTestIsOnOne() throws {
        let tunnel = """
        import XCTest
        class TunnelControlPage: Page {
            @discardableResult func tapSettingsButton() -> Self {
                app.buttons[AccessibilityIdentifier.settingsButton.rawValue].tap()
                return self
            }
        }
        """
        let header = SpelledMethodTests.pages.replacingOccurrences(of: "class HeaderBar: Page {", with: """
            class HeaderBar: Page {
                @discardableResult func tapSettingsButton() -> Self {
                    app.buttons[AccessibilityIdentifier.settingsButton.rawValue].tap()
                    return self
                }
            """)
        let catalog = catalog([header, tunnel])
        let (alone, plan) = generated(catalog, steps: ["Tap the settings button"])
        XCTAssertTrue(alone.contains("XCTFail(\""), alone)
        guard case .refused(let refusal) = plan.items[0].outcome else { return XCTFail("\(plan.items[0].outcome)") }
        XCTAssertEqual(refusal.candidates.sorted(), ["HeaderBar.settingsButton", "TunnelControlPage.settingsButton"])
        // After a step on the header bar, the test is on it: its own method.
        let (after, _) = generated(catalog, steps: ["Tap the account button", "Tap the settings button"])
        XCTAssertTrue(after.contains("HeaderBar(app)\n            .tapAccountButton()\n            // step 2: Tap the settings button\n            .tapSettingsButton()\n"), after)
    }

    func testAnElementOfThePageTheTestIsOnBeatsAMethodElsewhere() throws {
        let pages = SpelledMethodTests.pages + """

        class AccountPage: Page {
            @discardableResult func tapLogOutButton() -> Self {
                app.buttons[AccessibilityIdentifier.logOutButton.rawValue].tap()
                return self
            }
            @discardableResult func openVPNPreferences() -> Self {
                app.cells["account.vpnSettingsCell"].tap()
                return self
            }
        }
        """
        let catalog = catalog([pages])
        let (test, _) = generated(catalog, steps: ["Tap the log out button", "Tap the VPN settings cell"])
        XCTAssertTrue(test.contains("AccountPage(app)\n            .tapLogOutButton()\n            // step 2: Tap the VPN settings cell\n"
                                    + "            .openVPNPreferences()\n"), test)
        XCTAssertFalse(test.contains("tapVPNSettingsCell"), test)
    }

    /// An element of another robot named exactly as the step says, of the kind it says, stays: a debug
    /// robot's `tapSubmitButton()` (a crash report's) is not "Tap the submit button" of the login robot.
    /// Nor is a method the test could not call, on a robot it cannot make.
    func testAnElementNamedExactlyBeatsAMethodOfAnotherRobot() {
        let login = """
            import XCTest
            final class LoginRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                var submitButton: XCUIElement { app.buttons["login.submit"] }
            }
            """
        for debugInit in ["init(_ app: XCUIApplication) { self.app = app }", "private init(app: XCUIApplication, session: String) { self.app = app }"] {
            let debug = """
                import XCTest
                final class DebugRobot {
                    let app: XCUIApplication
                    \(debugInit)
                    var versionLabel: XCUIElement { app.staticTexts["debug.version"] }
                    @discardableResult func tapSubmitButton() -> Self { app.buttons["debug.crash.submit"].tap(); return self }
                }
                """
            let (test, _) = generated(catalog([login, debug]), steps: ["Tap the submit button"])
            XCTAssertTrue(test.contains("LoginRobot(app).submitButton.tap()") || test.contains("LoginRobot(app)\n"), test)
            XCTAssertFalse(test.contains("tapSubmitButton"), test)
        }
    }

    func testOnlyAMethodThatTakesNothingAndDoesTheActionSpellsIt() {
        let phrase = TargetPhrase(text: "VPN settings cell", words: ["vpn", "settings"], typeWords: ["cell"])
        func method(_ name: String, parameters: [ContainerMethod.Parameter] = []) -> ContainerMethod {
            ContainerMethod(name: name, parameters: parameters, returnType: "Self", uses: [])
        }
        let tapVerbs = CasePlanner.spellingVerbs(for: .tap)!
        XCTAssertTrue(CasePlanner.spells(method("tapVPNSettingsCell"), verbs: tapVerbs, phrase: phrase))
        XCTAssertTrue(CasePlanner.spells(method("selectVPNSettings"), verbs: tapVerbs, phrase: phrase))
        XCTAssertFalse(CasePlanner.spells(method("tapDNSSettingsCell"), verbs: tapVerbs, phrase: phrase))
        XCTAssertFalse(CasePlanner.spells(method("assertVPNSettingsCell"), verbs: tapVerbs, phrase: phrase))
        XCTAssertFalse(CasePlanner.spells(method("tapVPNSettingsCellTwice"), verbs: tapVerbs, phrase: phrase))
        XCTAssertTrue(CasePlanner.spells(method("goToVPNSettings"), verbs: CasePlanner.spellingVerbs(for: .open)!, phrase: phrase))
        XCTAssertTrue(CasePlanner.spells(method("navigateToVPNSettings"), verbs: CasePlanner.spellingVerbs(for: .open)!, phrase: phrase))
        XCTAssertNil(CasePlanner.spellingVerbs(for: .enterText("x")), "typing needs a value: no method without one spells it")
    }
}
