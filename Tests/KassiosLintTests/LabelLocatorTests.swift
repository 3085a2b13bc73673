@testable import KassiosLint
import KassiosModel
import XCTest

/// Where a text stops reading like an identifier, and predicates the examples do not show.
final class LabelLocatorTests: XCTestCase {
    func testWhatReadsLikeALabel() {
        for label in ["Sign In", "Settings", "OK", "IBAN", "Sign-In", "Café", "Welcome back!", "Don't Allow", "€ 12,00 fee",
                      "Step 2", "Forgot password?", "Подробнее", "Ünïcödé", "ÉTÉ", "Table Controller", "Switch Account",
                      "Button", "Tap the Button now", "Create Shipping Label", "List View", "Table View", "Search Field", "Tap to switch",
                      "Lock Screen", "Switch to Map View", "Parental Control", "Show on Home Screen", "Exit Full Screen",
                      "- [ ] Inserting checkbox with a button", "Press the Button",
                      "ログイン", "설정", "登录", "تسجيل", "התחבר", "Note: saved", "Room name: First room", "room name: first", "iCloud: Off", "qty: 2 items",
                      "https://api.example.com", "mailto:ada@example.com", "roomName: First room",
                      "vs. Computer", "approx. 5 minutes left"] {
            XCTAssertTrue(LabelLocatorRule.looksLikeLabel(label), label)
        }
        for identifier in ["login.submit", "login_submit", "loginSubmit", "LoginSubmit", "submit", "login-submit",
                           "LOGIN_SUBMIT", "Login.Submit", "Item1", "42", "€", "", "cell-3", "messageReadСountsLabel",
                           "café.menu", "ÉtéButton", "Prologue Continue Button", "Login Email Next Button", "Dark Mode Switch",
                           "Password Error Cell", "Login Btn", "Wallets List Collection View", "Rename Wallet Text Field",
                           "Protect Wallet Table View", "Dashes Progress View", "Happy End Agree Checkbox",
                           "Create vault confirm button", "roomName:First room", "roomName:", "roomID2:Ünïcode name",
                           // okta's `"button.\(style.text)"`: a namespace and the value, whatever its text.
                           "button.Sign In", "cell.Account Name", "factor2.Email Code"] {
            XCTAssertFalse(LabelLocatorRule.looksLikeLabel(identifier), identifier)
        }
    }

    /// Element X's identifiers, `"roomName:\(name)"`: built at runtime, whatever the value holds, not a label.
    func testAKeyAndColonSchemeIsAnIdentifierBuiltAtRuntime() {
        var options = LintOptions()
        options.optInRules = ["label-locator"]
        let findings = LintRunner.run(sources: [("UserSessionScreenTests.swift", """
            final class UserSessionScreenTests: XCTestCase {
                func testOpenRoom() {
                    let app = XCUIApplication()
                    let roomName = "First room"
                    app.buttons["roomName:\\(roomName)"].tap()
                    let otherRoom = "general"
                    app.buttons["roomName:\\(otherRoom)"].tap()
                }
            }
            """)], options: options).findings
        XCTAssertEqual(findings.filter { $0.rule == "runtime-identifier" }.map(\.line), [5, 7])
        XCTAssertEqual(findings.filter { $0.rule == "label-locator" }.map(\.line), [])
    }

    /// wizeline's static-enum pages: a case whose raw value its own query finds is reported where the case
    /// gives it, when the value reads as a label, as the same text written at a query is.
    func testAStaticEnumPagesRawValueThatReadsAsALabelIsOne() {
        var options = LintOptions()
        options.optInRules = ["label-locator"]
        let findings = LintRunner.run(sources: [("LandingElements.swift", """
            enum LandingElements: String {
                case staticTextWelcomeTitle = "Welcome to the XCUITest Training"
                case textFieldAdd = "Add something to the table"
                case buttonLetsStart = "buttonLetsStart"
                var element: XCUIElement {
                    switch self {
                    case .staticTextWelcomeTitle: return XCUIApplication().staticTexts[self.rawValue]
                    case .textFieldAdd: return XCUIApplication().textFields[self.rawValue]
                    case .buttonLetsStart: return XCUIApplication().buttons[self.rawValue]
                    }
                }
            }
            """)], options: options).findings.filter { $0.rule == "label-locator" }
        XCTAssertEqual(findings.map { "\($0.line): \($0.message.prefix(60))" }, [
            "2: locating a staticText by its label \"Welcome to the XCUITest ",
            "3: locating a textField by its label \"Add something to the tabl",
        ])
    }

    /// RobotPattern's `clickButton(identifier: "Login")`: a word handed to a parameter labelled as an
    /// identifier is one; words with spaces between them stay a label's, and so does a word handed to
    /// a parameter labelled otherwise.
    func testAWordHandedToAParameterLabelledAsAnIdentifierIsOne() {
        var options = LintOptions()
        options.optInRules = ["label-locator"]
        let findings = LintRunner.run(sources: [("LoginRobot.swift", """
            class RobotBase {
                var app = XCUIApplication()
                func clickButton(identifier: String) { app.buttons[identifier].tap() }
                func clickButton(named name: String) { app.buttons[name].tap() }
            }
            final class LoginRobot: RobotBase {
                func logIn() {
                    clickButton(identifier: "Login")
                    clickButton(identifier: "Create new account")
                    clickButton(named: "Login")
                }
            }
            """)], options: options).findings
        XCTAssertEqual(findings.filter { $0.rule == "label-locator" }.map(\.line), [9, 10])
        for name in ["identifier", "id", "accessibilityID", "elementId", "element_id", "accessibilityid"] {
            XCTAssertTrue(IdentifierSource.namesAnIdentifier(name), name)
        }
        for name in ["paid", "named", "valid", "label"] { XCTAssertFalse(IdentifierSource.namesAnIdentifier(name), name) }
    }

    /// Wikipedia's `enum AccessibilityIdentifiers` (shared with the app): a value it declares is an
    /// identifier where a test writes it out ("Explore View"), and a function of it builds an identifier
    /// at runtime, not a label. The same words in a namespace of labels are labels.
    func testWhatANamespaceOfIdentifiersDeclaresIsNoLabel() {
        var options = LintOptions()
        options.optInRules = ["label-locator"]
        let findings = LintRunner.run(sources: [("AccessibilityIdentifiers.swift", """
            public enum AccessibilityIdentifiers {
                public enum Explore {
                    public static let view = "Explore View"
                }
                public enum LanguageSelection {
                    public static func otherLanguage(_ code: String) -> String {
                        "Language Selection Other Language \\(code)"
                    }
                }
            }
            enum Labels {
                static let profile = "Profile View"
            }
            enum Strings {
                enum Settings { static let faceID = "Use Face ID" }
            }
            private struct ElementStringIDs {
                static let readerButton = "Reader"
            }
            class MySiteScreen {
                private enum ElementStringIDs { static let postsButton = "Blog Posts" }
            }
            """), ("LanguageRobot.swift", """
            struct LanguageRobot {
                let app: XCUIApplication
                func pickLanguage(_ code: String) {
                    app.cells[AccessibilityIdentifiers.LanguageSelection.otherLanguage(code)].tap()
                }
                func open() {
                    app.otherElements["Explore View"].tap()
                    app.otherElements["Profile View"].tap()
                    app.buttons["Use Face ID"].tap()
                    app.navigationBars.buttons["Reader"].tap()
                    app.otherElements.matching(NSPredicate(format: "label == %@", "Explore View")).firstMatch.tap()
                    app.staticTexts["Blog Posts"].tap()
                }
            }
            """)], options: options).findings
        // Not a member named like an identifier (`faceID`), nor a file's private namespace, nor where the
        // label is compared, which no identifier matches.
        XCTAssertEqual(findings.map { "\($0.line) \($0.rule)" },
                       ["4 runtime-identifier", "8 label-locator", "9 label-locator", "10 label-locator", "11 label-locator",
                        "12 label-locator"])
    }

    func testWhichPathsNameANamespaceOfIdentifiers() {
        for path in ["AccessibilityIdentifiers.Explore.view", "A11yIDs.login", "Login.AccessibilityID.email", "LoginIdentifier.email",
                     "ElementIds.row", "App.AccessibilityIdentifiers.Settings.Inner.done", "UID.Button.logIn"] {
            XCTAssertTrue(RuntimeLabels.namesIdentifiers(path), path)
        }
        for path in ["Strings.Settings.faceID", "Labels.profile", "AccessibilityIdentifiers", "ID.x", "Ids.y", "Strings.identifier"] {
            XCTAssertFalse(RuntimeLabels.namesIdentifiers(path), path)
        }
    }

    /// SwiftGen's strings of the app target (`L10n.actionContinue`, Element X's `ElementL10n`): localized
    /// text, a label; an enum of the files named so is read as it declares.
    func testSwiftGensStringsAreLocalizedText() {
        var options = LintOptions()
        options.optInRules = ["label-locator"]
        let findings = LintRunner.run(sources: [("Strings.swift", """
            enum L10n {
                enum Login {
                    static let title = L10n.tr("Localizable", "login.title")
                    static func greeting(_ name: String) -> String { L10n.tr("Localizable", "login.greeting", name) }
                }
                static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
            }
            """), ("ServerSelectionUITests.swift", """
            enum AppL10n { static let confirm = "server.confirm" }
            final class ServerSelectionUITests: XCTestCase {
                let app = XCUIApplication()
                func testSelect() {
                    app.buttons[L10n.actionContinue].tap()
                    app.buttons[ElementL10n.Server.confirm].tap()
                    app.buttons[A11y.Server.confirm].tap()
                    app.buttons[AppL10n.confirm].tap()
                    app.buttons[L10n.Login.title].tap()
                    app.staticTexts[L10n.Login.greeting("Ada")].tap()
                }
            }
            """)], options: options).findings.filter { $0.rule == "label-locator" || $0.rule == "runtime-identifier" }
        // SwiftGen's own Strings.swift linted too: its `L10n.tr(…)` texts, with arguments or not, are labels.
        XCTAssertEqual(findings.map { "\($0.line) \($0.rule)" },
                       ["5 label-locator", "6 label-locator", "9 label-locator", "10 label-locator"])
        XCTAssertTrue(findings.first?.message.contains("a button by its label, the localized text of \"L10n.actionContinue\"") == true,
                      findings.first?.message ?? "")
    }

    /// A container's name as an `other` element's key (Unstoppable's "Rename Wallet Screen"): no text of
    /// its own shows there. A button's key of that shape is its label ("Exit Full Screen").
    func testAnOtherElementsKeyNamingAContainerIsAnIdentifier() {
        for key in ["Rename Wallet Screen", "Pull Up View", "Domains Collection Visualisation Control", "Onboarding Pages Container"] {
            XCTAssertFalse(LabelLocatorRule.looksLikeLabel(key, elementType: "other"), key)
            XCTAssertTrue(LabelLocatorRule.looksLikeLabel(key, elementType: "button"), key)
        }
        for label in ["Exit Full Screen", "Start Sharing Screen"] {
            XCTAssertTrue(LabelLocatorRule.looksLikeLabel(label, elementType: "button"), label)
        }
        for label in ["Lock Screen", "Switch to Map View", "Settings"] {
            XCTAssertTrue(LabelLocatorRule.looksLikeLabel(label, elementType: "other"), label)
        }
        var options = LintOptions()
        options.optInRules = ["label-locator"]
        let findings = LintRunner.run(sources: [("R.swift", """
            final class RenameWalletRobot {
                let app = XCUIApplication()
                lazy var renameScreen = app.otherElements["Rename Wallet Screen"]
                lazy var exitFull = app.buttons["Exit Full Screen"]
            }
            """)], options: options).findings.filter { $0.rule == "label-locator" }
        XCTAssertEqual(findings.map(\.line), [4])
    }

    /// The quick look at a file's bytes that decides whether its subscripts are walked at all.
    func testWhichFilesHaveALabelLikeSubscriptKey() {
        for source in ["app.buttons[\"Sign In\"]", "app.buttons[ \"OK\" ]", "x[\n\t\"Welcome back!\"]", "app.staticTexts[#\"Done\"#]",
                       "a[\"login.submit\"]; b[\"Settings\"]", "[1][\"Café\"]"] {
            XCTAssertTrue(LabelLocatorRule.hasLabelLikeSubscriptKey(Array(source.utf8)), source)
        }
        for source in ["", "[", "[\"", "app.buttons[\"login.submit\"]", "let s = \"Sign In\"", "x[\"Sign In", "x[\"login.\nSign In\"]",
                       "app.buttons[id]", "[\"loginSubmit\"] [\"a_b\"]"] {
            XCTAssertFalse(LabelLocatorRule.hasLabelLikeSubscriptKey(Array(source.utf8)), source)
        }
    }

    /// A function of the suite that finds its element by the label it is handed, through a query's
    /// predicate (written in place or kept in a `let`), and the functions that hand it theirs on: its
    /// callers' text is a label. Text built at runtime, an alert's buttons and a predicate that only
    /// waits for a label are not; nor is anything the identifier rules read.
    func testTextHandedToAFunctionThatFindsByLabel() {
        let source = """
            enum Copy { static let settings = "Settings"; static let help = "Need help?" }
            class BaseRobot {
                let app = XCUIApplication()
                func find(label: String) -> XCUIElement {
                    let predicate = NSPredicate(format: "label == %@", label)
                    return app.buttons.matching(predicate).firstMatch
                }
                func tap(_ text: String) { find(label: text).tap() }
                func cell(titled title: String) -> XCUIElement { app.cells.element(matching: NSPredicate(format: "label BEGINSWITH %@", title)) }
                func allow(_ title: String) { app.alerts.buttons.matching(NSPredicate(format: "label == %@", title)).firstMatch.tap() }
                func waitForLabel(_ element: XCUIElement, _ label: String) {
                    _ = XCTNSPredicateExpectation(predicate: NSPredicate(format: "label == %@", label), object: element)
                }
                func field(_ id: String) -> XCUIElement { app.textFields.matching(NSPredicate(format: "identifier == %@ OR label == %@", id, id)).firstMatch }
            }
            final class SettingsRobot: BaseRobot {
                func open(user: String) {
                    tap("Sign In")
                    tap(Copy.settings)
                    find(label: Copy.help).tap()
                    cell(titled: "Notifications").tap()
                    tap("Hello, \\(user)")
                    allow("Allow")
                    waitForLabel(app.staticTexts.firstMatch, "Done")
                    field("settings.email").tap()
                }
            }
            """
        var options = LintOptions()
        options.ruleIdentifiers = ["label-locator", "runtime-identifier"]
        let findings = LintRunner.run(sources: [("Robot.swift", source)], options: options).findings
        let labels = findings.filter { $0.rule == "label-locator" }
        XCTAssertEqual(labels.map(\.line), [18, 19, 20, 21], labels.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(labels[0].message.contains("\"Sign In\" (tap(_:), which finds it by its label)"), labels[0].message)
        XCTAssertTrue(labels[2].message.contains("\"Need help?\" (find(label:)"), labels[2].message)
        XCTAssertEqual(findings.filter { $0.rule == "runtime-identifier" }.count, 0, "a label built at runtime is no identifier")
    }

    /// A wrapper that puts its text in a query inside an interruption monitor's handler finds a
    /// button of a system alert (DetestableMe's `resolveAlertInterruption`): a label is all there is.
    func testTextForAnInterruptionMonitorsAlertIsNoLabelLocator() {
        let findings = lint("""
            extension XCTestCase {
                func resolveAlert(_ description: String, button title: String) {
                    _ = addUIInterruptionMonitor(withDescription: description) { alert in
                        guard alert.buttons[title].exists else { return false }
                        alert.buttons.matching(NSPredicate(format: "label == %@", title)).firstMatch.tap()
                        return true
                    }
                }
                func tapText(_ text: String) { XCUIApplication().staticTexts[text].tap() }
            }
            final class PermissionTests: XCTestCase {
                func testLocation() {
                    resolveAlert("Location", button: "Always Allow")
                    tapText("Sign In")
                }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [14], findings.map(\.message).joined(separator: "\n"))
    }

    /// PIA's screens are an `extension XCUIApplication`: `alerts["…"]` there, and the suite's
    /// `alert(with:)` returning it, are the app's alerts by their titles, as `app.alerts["…"]` is; an
    /// identifier of the app's own elements there is still checked, and a property named `alerts` is
    /// what it holds.
    func testAlertsOfAnExtensionOfTheAppAreOutOfItsReach() {
        let findings = lint("""
            extension XCUIApplication {
                func alert(with id: String) -> XCUIElement { return alerts[id] }
                var permissionAlert: XCUIElement { alert(with: "PIA would like to add VPN configurations") }
                var permissionAlertDirect: XCUIElement { alerts["PIA would like to add VPN configurations"] }
                var connectButton: XCUIElement { buttons["Connect Now"] }
            }
            final class InboxRobot {
                let app = XCUIApplication()
                let alerts = XCUIApplication().tables["inbox.list"]
                var unread: XCUIElement { alerts.cells["Unread messages"] }
            }
            protocol Screen { var app: XCUIApplication { get } }
            extension Screen { var alerts: XCUIElementQuery { app.tables["monitor.alerts"].cells } }
            struct MonitorScreen: Screen {
                let app: XCUIApplication
                var diskAlert: XCUIElement { alerts["Disk almost full"] }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [5, 10, 16], findings.map(\.message).joined(separator: "\n"))
    }

    private func lint(_ source: String) -> [Finding] {
        var options = LintOptions()
        options.ruleIdentifiers = ["label-locator"]
        return LintRunner.run(sources: [("Robot.swift", source)], options: options).findings
    }

    /// Tangem's `let title = "Back Up Wallet"`, then `app.staticTexts[title]`, and a property or a
    /// local predicate argument the same: the words a constant holds are a label where a query takes
    /// them. One word may be an identifier constant; so is what a namespace of identifiers declares
    /// (Simplenote's `UID.Button.logIn = "Log In"`).
    func testWordsAConstantHoldsAreALabelWhereAQueryTakesThem() {
        let findings = lint("""
            final class BackupTests: XCTestCase {
                let app = XCUIApplication()
                private let walletName = "Tangem QA"
                func testBackupCell() {
                    let title = "Back Up Wallet"
                    XCTAssert(app.staticTexts[title].exists)
                    XCTAssert(app.staticTexts[walletName].exists)
                    let header = "Don't forget to back up your wallet"
                    XCTAssert(app.staticTexts.containing(NSPredicate(format: "label == %@", header)).firstMatch.exists)
                    let single = "backup"
                    XCTAssert(app.staticTexts[single].exists)
                    XCTAssert(app.buttons[UID.Button.logIn].exists)
                    var changing = "Back Up Wallet"
                    changing = "Other Title"
                    XCTAssert(app.staticTexts[changing].exists)
                }
            }
            enum UID { enum Button { static let logIn = "Log In" } }
            """)
        XCTAssertEqual(findings.map(\.line), [6, 7, 9], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings.first?.message.contains("(a query subscript, the value of title)") == true, findings.first?.message ?? "")
    }

    /// Tangem's `NSPredicate(format: NSPredicateFormat.labelContains.rawValue, text)`: a format kept in a
    /// `String` enum's case is read as the literal it holds; one kassios cannot read is passed over.
    func testAPredicateFormatHeldInAConstantIsRead() {
        let findings = lint("""
            enum NSPredicateFormat: String {
                case labelContains = "label CONTAINS[c] %@"
                case identifierIs = "identifier == %@"
            }
            enum Formats { static let label = "label == %@" }
            final class ToastRobot {
                let app = XCUIApplication()
                private static let errorToastText = "Something went wrong"
                var a: XCUIElement { app.staticTexts.matching(NSPredicate(format: NSPredicateFormat.labelContains.rawValue, Self.errorToastText)).firstMatch }
                var b: XCUIElement { app.staticTexts.matching(NSPredicate(format: Formats.label, "Try again later")).firstMatch }
                var c: XCUIElement { app.staticTexts.matching(NSPredicate(format: NSPredicateFormat.identifierIs.rawValue, "Something went wrong")).firstMatch }
                var d: XCUIElement { app.staticTexts.matching(NSPredicate(format: AppFormats.unknown.rawValue, "Something went wrong")).firstMatch }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [9, 10], findings.map(\.message).joined(separator: "\n"))
    }

    /// Mullvad's `isIPad ? springboard : spotlight`: another app either way. A choice that may be
    /// the app under test is the app's.
    func testAChoiceOfTwoOtherAppsIsAnotherApp() {
        let findings = lint("""
            enum UninstallHelper {
                static func uninstallApp(isIPad: Bool) {
                    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                    let spotlight = XCUIApplication(bundleIdentifier: "com.apple.Spotlight")
                    let app = XCUIApplication()
                    let spotlightOrSpringboard = isIPad ? springboard : spotlight
                    spotlightOrSpringboard.buttons["Delete App"].tap()
                    (isIPad ? springboard : (spotlight)).buttons["Delete App"].tap()
                    (isIPad ? app : springboard).buttons["Delete App"].tap()
                }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [9], findings.map(\.message).joined(separator: "\n"))
    }

    /// Another app, however a suite keeps it (Tasks's `BaseScreen.springboard`, a `static let`
    /// made with `.init(bundleIdentifier:)`), has no identifiers kassios could ask for.
    func testTheSpringboardHeldInAPropertyIsAnotherApp() {
        let findings = lint("""
            class BaseScreen {
                static let app = XCUIApplication()
                static let springboard: XCUIApplication = .init(bundleIdentifier: "com.apple.springboard")
                static let springboard2 = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                let settings = XCUIApplication(bundleIdentifier: "com.apple.Preferences")
            }
            final class CleanupRobot: BaseScreen {
                func deleteApp() {
                    BaseScreen.springboard.icons["Tasks"].press(forDuration: 1.3)
                    BaseScreen.springboard2.buttons["Remove App"].tap()
                    let springboard4: XCUIApplication = .init(bundleIdentifier: "com.apple.springboard")
                    springboard4.buttons["Delete"].tap()
                    settings.buttons["General"].tap()
                    self.settings.cells["About"].tap()
                    BaseScreen.app.icons["Tasks Icon"].tap()
                }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [15])
        XCTAssertEqual(findings.first?.message.hasPrefix("locating an icon by its label \"Tasks Icon\""), true, findings.first?.message ?? "")
    }

    /// stream-chat's `enum SpringBoard` returns another app from a computed `static var app`: inside it,
    /// `app` is that one (its bundle identifier read from a constant), not the global test app; a getter that
    /// reaches an alert is out of reach too.
    func testAnAppReturnedByAComputedPropertyIsThatApp() {
        let findings = lint("""
            let app = XCUIApplication()
            enum SpringBoard {
                static var bundleId = "com.apple.springboard"
                static var app: XCUIApplication {
                    XCUIApplication(bundleIdentifier: bundleId)
                }
                static var testAppIcon: XCUIElement { app.icons["Chat UI Tests"] }
            }
            enum StartPage {
                static var alert: XCUIElement { app.alerts.firstMatch }
                static var startButton: XCUIElement { app.buttons["Start Chat"] }
                static var allowButton: XCUIElement { alert.buttons["Allow Once"] }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [11])
    }

    /// A suite's own app kept by its bundle identifier is the app under test, not another one.
    func testTheAppUnderTestHeldByItsBundleIdentifierIsInReach() {
        let findings = lint("""
            class BaseScreen {
                static let app = XCUIApplication(bundleIdentifier: "com.example.shop")
                let app = XCUIApplication(bundleIdentifier: "com.example.shop")
            }
            final class LoginRobot: BaseScreen {
                var submit: XCUIElement { app.buttons["Sign In"] }
                var email: XCUIElement { Self.app.textFields["Email address"] }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [6, 7])
    }

    /// ScreenObject's getters are closures kept in properties (WordPressAuthenticator's
    /// `alertGetter = { $0.alerts.firstMatch }`): a query through one is where the closure's value
    /// leads, its parameter standing for the argument; a local of the same name is not the property.
    func testAQueryThroughAGetterClosureIsWhereTheClosureLeads() {
        let findings = lint("""
            class ContinueWithGoogleAlert: ScreenObject {
                private let alertGetter: (XCUIApplication) -> XCUIElement = {
                    $0.alerts.firstMatch
                }
                private let sheetGetter: (XCUIApplication) -> XCUIElement = { app in app.sheets.firstMatch }
                private let formGetter: (XCUIApplication) -> XCUIElement = { $0.otherElements["form"] }
                private let springboardGetter: (XCUIApplication) -> XCUIElement = { _ in Self.springboard.alerts.firstMatch }
                static let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                var cancel: XCUIElement { alertGetter(app).buttons["Cancel"] }
                var delete: XCUIElement { self.sheetGetter(app).buttons["Delete Post"] }
                var submit: XCUIElement { formGetter(app).buttons["Send Now"] }
                var allow: XCUIElement { springboardGetter(app).buttons["Allow Once"] }
                func local() {
                    let alertGetter: (XCUIApplication) -> XCUIElement = { $0.tabBars.firstMatch }
                    alertGetter(app).buttons["Reader Tab"].tap()
                }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [11, 15], findings.map(\.message).joined(separator: "\n"))
    }

    /// A suite's own wrapper that puts its parameter in a query subscript (Yandex's
    /// `tapAdType(_ name:)` with `app.staticTexts[name]`) is handed a label where the text reads
    /// like one, through other wrappers too, or a constant of words; not one of a single word (a subscript's
    /// key is read as a literal only, and such a constant may be an identifier's), nor when the
    /// subscript is an alert's (through a getter closure too) or another app's (in a property too),
    /// nor when the wrapper asks for the identifier alone, or is after a navigation bar (found by its title).
    func testTextGivenToAWrapperThatPutsItInASubscript() {
        let findings = lint("""
            enum Copy { static let banner = "Banner Ad"; static let settings = "Settings" }
            struct MenuPage {
                let app = XCUIApplication()
                func tapAdType(_ name: String) {
                    let item = app.staticTexts[name].firstMatch
                    item.tap()
                }
                func openRow(titled title: String) { tapAdType(title) }
                func tapAlertButton(_ title: String) { app.alerts.buttons[title].tap() }
                func allow(_ title: String) {
                    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                    springboard.buttons[title].tap()
                }
                func cell(_ id: String) -> XCUIElement { app.cells.matching(identifier: id).firstMatch }
                func bar(titled title: String) -> XCUIElement { app.navigationBars[title] }
                static let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                func tapSystemButton(_ title: String) { MenuPage.springboard.buttons[title].tap() }
                private let alertGetter: (XCUIApplication) -> XCUIElement = { $0.alerts.firstMatch }
                func tapInAlert(_ title: String) { alertGetter(app).buttons[title].tap() }
            }
            final class AdsTests: XCTestCase {
                let menu = MenuPage()
                func testAds() {
                    menu.tapAdType("App Open Ad")
                    menu.tapAdType("ad.row.banner")
                    menu.tapAdType(Copy.banner)
                    menu.tapAdType(Copy.settings)
                    menu.openRow(titled: "Rewarded Video")
                    menu.tapAlertButton("Don't Allow")
                    menu.allow("Allow Once")
                    menu.cell("Saved Items").tap()
                    XCTAssertTrue(menu.bar(titled: "Saved Items").exists)
                    menu.tapSystemButton("Allow While Using App")
                    menu.tapInAlert("Don't Allow")
                }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [24, 26, 28], findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(findings.first?.message.hasPrefix("locating an element by its label \"App Open Ad\" (a query subscript, through tapAdType(_:))"),
                       true, findings.first?.message ?? "")
        XCTAssertEqual(findings.first?.column, 24)
    }

    func testPredicatesComparingLabelAmongOtherKeys() {
        let findings = lint("""
            final class PayeesRobot {
                let app: XCUIApplication
                var row: XCUIElement { app.cells.element(matching: NSPredicate(format: "identifier BEGINSWITH %@ AND label == %@", "payees.row", "Ada")) }
                var badge: XCUIElement { app.images.matching(NSPredicate(format: "%K == %@", "label", "New")).firstMatch }
                var title: XCUIElement { app.staticTexts.element(matching: NSPredicate(format: "(label LIKE[cd] %@) OR (value == %@)", "Payees", "0")) }
            }
            """)
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["3:134", "5:124"])
        XCTAssertEqual(findings.first?.message.hasPrefix("locating a cell by its label \"Ada\""), true)
    }

    /// stream-chat's polls: `NSPredicate(format: "label == %@", "Poll: \(question)")`, or the text built in a
    /// local let first. Words around the value are copy, as in a query's key; a value alone, or with
    /// no words around it, has nothing else to be found by, and a parameter is the wrapper's matter.
    func testAPredicateComparingLabelWithTextBuiltAtRuntime() {
        let findings = lint("""
            enum PollsPage {
                static let app = XCUIApplication()
                static func header(question: String) -> XCUIElement {
                    let label = "Poll: \\(question). 2 options"
                    return app.descendants(matching: .any).matching(NSPredicate(format: "label == %@", label)).firstMatch
                }
                static func title(question: String) -> XCUIElement {
                    app.buttons.matching(NSPredicate(format: "label BEGINSWITH %@", "Poll: \\(question)")).firstMatch
                }
                static func option(_ text: String) -> XCUIElement {
                    app.cells.matching(NSPredicate(format: "label BEGINSWITH %@", "\\(text), ")).firstMatch
                }
                static func voter(_ name: String) -> XCUIElement {
                    app.staticTexts.matching(NSPredicate(format: "label == %@", name)).firstMatch
                }
            }
            """)
        XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.message.prefix { $0 != ":" })" }, [
            "5:92 locating an element by its label \"Poll",
            "8:73 locating a button by its label \"Poll",
        ])
        XCTAssertEqual(findings.map { $0.message.contains("(NSPredicate on label, built at runtime)") }, [true, true])
        XCTAssertTrue(findings[0].message.contains("\"Poll: *. 2 options\""), findings[0].message)
    }

    func testALabelDeclaredNextToAnIdentifierIsNamed() {
        let findings = lint("""
            final class AccountScreen: KassScreen {
                lazy var cards = button(id: "account.cards", label: "Cards")
                override var onLoad: [KassElement] { [cards] }
            }
            final class AccountRobot {
                let app: XCUIApplication
                var cards: XCUIElement { app.buttons["Cards"] }
                var cardsText: XCUIElement { app.staticTexts["Cards"] }
            }
            """)
        XCTAssertEqual(findings.map(\.message), [
            "locating a button by its label \"Cards\" (a query subscript): labels change with the language and the copy; use AccountScreen.cards, which has an identifier for this label",
            "locating a staticText by its label \"Cards\" (a query subscript): labels change with the language and the copy; locate it by its accessibility identifier",
        ])
    }

    func testLocalizedTextIsALabelWhereverAnIdentifierGoes() {
        var options = LintOptions()
        options.ruleIdentifiers = ["label-locator", "runtime-identifier"]
        let findings = LintRunner.run(sources: [
            ("Support/Strings.swift", """
                enum Strings {
                    static func tr(_ key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: nil) }
                }
                """),
            // Names no localizing API itself: the subscript is found through the model.
            ("Robots/CheckoutRobot.swift", """
                final class CheckoutRobot {
                    let app: XCUIApplication
                    var pay: XCUIElement { app.buttons[Strings.tr("checkout.pay")] }
                }
                """),
            ("Screens/ProfileScreen.swift", """
                final class ProfileScreen: KassScreen {
                    lazy var save = button(NSLocalizedString("profile.save", comment: ""))
                    lazy var name = textField("profile.name")
                    override var onLoad: [KassElement] { [name] }
                    func dismissError() { app.alerts.buttons[NSLocalizedString("OK", comment: "")].tap() }
                }
                """),
        ], options: options).findings
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column) \($0.rule) \($0.message)" }, [
            "Robots/CheckoutRobot.swift:3:40 label-locator locating an element by its label, the localized text of \"checkout.pay\" (tr, a query subscript): labels change with the language and the copy; locate it by its accessibility identifier",
            "Screens/ProfileScreen.swift:2:28 label-locator locating an element by its label, the localized text of \"profile.save\" (NSLocalizedString, button(_:)): labels change with the language and the copy; locate it by its accessibility identifier",
        ])
    }

    /// The suite's own subscript of a query that finds an element by localized text (Zühlke's
    /// `subscript(localized key: StringLocalizationKey)` in an extension of `XCUIElementQuery`):
    /// each use is a label. Not an alert's buttons, out of the app's reach, nor a subscript whose
    /// label names no localized text, nor one the suite does not declare.
    func testTheSuitesLocalizedSubscriptOfAQueryFindsByLabel() {
        var options = LintOptions()
        options.ruleIdentifiers = ["label-locator"]
        let findings = LintRunner.run(sources: [
            ("Extensions/XCUIElementQuery.swift", """
                extension XCUIElementQuery {
                    subscript(localized key: StringLocalizationKey) -> XCUIElement { self[localize(key)] }
                    subscript(id key: A11yKey) -> XCUIElement { self[key.rawValue] }
                }
                """),
            ("Screens/LoginScreen.swift", """
                struct LoginScreen {
                    var app: XCUIApplication
                    var heading: XCUIElement { app.staticTexts[localized: .login_screen_title] }
                    var login: XCUIElement { app.buttons[id: .login] }
                    var ok: XCUIElement { app.alerts.buttons[localized: .ok] }
                    var other: XCUIElement { app.cells[localizedKey: "row"] }
                }
                """),
        ], options: options).findings
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column) \($0.message)" }, [
            "Screens/LoginScreen.swift:3:59 locating a staticText by its label, the localized text of \".login_screen_title\" (subscript(localized:), a query subscript): labels change with the language and the copy; locate it by its accessibility identifier",
        ])
    }

    /// A query's key of words around a value built at runtime (ProtonVPN's robots: `"Connected to " +
    /// name`, `"Delete \(name)"`) is a label: label-locator reports it, runtime-identifier does not call
    /// it an identifier. A bare `button(_:)` is such a query in a file built on Proton's fusion or pmtest
    /// (their builders subscript one); anywhere else, as KassiOS's, and labelled (`element(id:)`), it
    /// takes an identifier. An identifier-shaped key stays a runtime identifier: a dot or underscore
    /// joining a value (`"status." + name`, `"cell.\(s) \(r)"`), words ending with a control's kind
    /// before or after the value (`"\(name) Cell"`, `"Pull Up Cell \(name)"`), nothing written between
    /// values (`" " + " " + name`), and a navigation bar's key, its identifier being its title.
    /// `String(format:)` is read as the interpolation it stands for (`"Archive %@"`, `"item_%d"`).
    func testWordsAroundAValueBuiltAtRuntimeAreALabel() {
        let robot = """
            import fusion

            final class StatusRobot: CoreElements {
                func connected(_ name: String) { staticText("Connected to " + name).checkExists() }
                func delete(_ name: String) { button("Delete \\(name)").tap() }
                func status(_ name: String) { staticText("status." + name).checkExists() }
                func spaced(_ name: String) { staticText(" " + " " + name).checkExists() }
                func row(_ n: Int) { element(id: "Row \\(n)").tap() }
            }
            final class Queries {
                let app = XCUIApplication()
                func remove(_ name: String) -> XCUIElement { app.buttons["Remove \\(name)"] }
                func selected(_ count: Int) -> XCUIElement { app.staticTexts["\\(count) selected"] }
                func cell(_ name: String) -> XCUIElement { app.cells["\\(name) Cell"] }
                func pullUp(_ name: String) -> XCUIElement { app.cells["Pull Up Cell \\(name)"] }
                func grid(_ s: Int, _ r: Int) -> XCUIElement { app.cells["cell.\\(s) \\(r)"] }
                func title(_ name: String) -> XCUIElement { app.navigationBars["Welcome \\(name)"] }
                func archive(_ name: String) -> XCUIElement { app.buttons[String(format: "Archive %@", name)] }
                func item(_ index: Int) -> XCUIElement { app.cells[String(format: "item_%d", index)] }
            }
            """
        var options = LintOptions()
        options.ruleIdentifiers = ["label-locator", "runtime-identifier"]
        func findings(_ sources: [(path: String, text: String)]) -> [String] {
            LintRunner.run(sources: sources, options: options).findings.map { "\($0.line) \($0.rule)" }
        }
        let inQueries = ["12 label-locator", "13 label-locator", "14 runtime-identifier", "15 runtime-identifier",
                         "16 runtime-identifier", "17 runtime-identifier", "18 label-locator", "19 runtime-identifier"]
        XCTAssertEqual(findings([("StatusRobot.swift", robot)]), [
            "4 label-locator", "5 label-locator", "6 runtime-identifier", "7 runtime-identifier", "8 runtime-identifier",
        ] + inQueries)
        let message = LintRunner.run(sources: [("StatusRobot.swift", robot)], options: options).findings.first?.message
        XCTAssertEqual(message, "locating a staticText by its label \"Connected to *\" (through staticText(_:), built at runtime): labels change with the language and the copy; locate it by its accessibility identifier")
        // Without fusion, the builders are KassiOS's, which take identifiers: an extension of a screen
        // linted alone (a pre-commit hook's one staged file) says so as much as the whole suite.
        let kassiOS = robot.replacingOccurrences(of: "import fusion", with: "import KassiOS")
        XCTAssertEqual(findings([("StatusRobot.swift", kassiOS)]), [
            "4 runtime-identifier", "5 runtime-identifier", "6 runtime-identifier", "7 runtime-identifier", "8 runtime-identifier",
        ] + inQueries)
        let staged = findings([("TagsScreen+Actions.swift", """
            extension TagsScreen {
                func remove(_ name: String) -> KassElement { button("Remove \\(name)") }
            }
            """)])
        XCTAssertEqual(staged, ["2 runtime-identifier"])
    }

    func testWhatIsCopyAroundValues() {
        for copy in ["Delete *", "Connected to *", "* selected", "Delete *    Fastest, *", "Step * of *", "Total: *", "Are you sure? *"] {
            XCTAssertTrue(RuntimeLabels.isCopyAroundValues(copy), copy)
        }
        for identifier in ["status.*", "*.label", "cell.* *", "row_* selected", "* Cell", "* Button", "Pull Up Collection View Cell *",
                           "* *", "  *", "Item*", "*", "account.row.*", "tab_*", "promo.* banner"] {
            XCTAssertFalse(RuntimeLabels.isCopyAroundValues(identifier), identifier)
        }
    }
}
