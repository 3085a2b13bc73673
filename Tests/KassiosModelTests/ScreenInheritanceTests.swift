import XCTest
import KassiosSyntax
import KassiosModel

/// Screens are classes whose inheritance reaches a screen root, followed across
/// files to a fixpoint.
final class ScreenInheritanceTests: XCTestCase {
    // MARK: - Fixtures

    static let baseScreen = Fixture("Support/BaseScreen.swift", #"""
        import XCTest
        import KassiOS

        /// Common ancestor of every Finch screen: helpers only, no elements.
        class BaseScreen: KassScreen {
            var defaultTimeout: TimeInterval { 10 }

            var isKeyboardVisible: Bool { app.keyboards.count > 0 }

            func dismissKeyboard() {
                guard isKeyboardVisible else { return }
                app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.05)).tap()
            }

            func scrollTo(_ element: KassElement, maxSwipes: Int = 6) {
                var swipes = 0
                while !element.exists && swipes < maxSwipes {
                    app.swipeUp()
                    swipes += 1
                }
            }
        }
        """#)

    static let loginScreen = Fixture("Screens/LoginScreen.swift", #"""
        import XCTest
        import KassiOS

        final class LoginScreen: BaseScreen {
            lazy var email = textField("login.email")
            lazy var password = secureTextField("login.password")
            lazy var submit = button("login.submit")

            override var onLoad: [KassElement] { [email, password, submit] }

            func logIn(email value: String, password secret: String) {
                email.tap()
                email.typeText(value)
                password.tap()
                password.typeText(secret)
                dismissKeyboard()
                submit.tap()
            }
        }
        """#)

    static let tabScreen = Fixture("Support/FinchTabScreen.swift", #"""
        import XCTest
        import KassiOS

        /// Screens hosted in the tab bar wait for the bar itself.
        class FinchTabScreen: BaseScreen {
            lazy var tabBar = tabBar("finch.tabBar")
            lazy var homeTab = button("tab.home")
            lazy var cardsTab = button("tab.cards")

            override var onLoad: [KassElement] { [tabBar] }
        }
        """#)

    static let homeScreen = Fixture("Screens/HomeScreen.swift", #"""
        import XCTest
        import KassiOS

        final class HomeScreen: FinchTabScreen {
            lazy var balance = staticText("home.balance")
            lazy var greeting = staticText("home.greeting")

            override var onLoad: [KassElement] {
                super.onLoad + [balance, greeting]
            }
        }
        """#)

    // MARK: - Inheritance across files

    func testSubclassOfScreenRootIsAScreen() throws {
        let project = makeProject(Self.baseScreen)
        let base = try project.screen("BaseScreen")
        XCTAssertEqual(base.superclass, "KassScreen")
        XCTAssertEqual(base.root, "KassScreen")
        XCTAssertEqual(base.ancestors, [])
        XCTAssertEqual(base.file, "Support/BaseScreen.swift")
        let position = Self.baseScreen.position(of: "BaseScreen: KassScreen")
        XCTAssertEqual(base.location.line, position.line)
        XCTAssertEqual(base.location.column, position.column)
    }

    func testScreenFoundThroughBaseDeclaredInAnotherFile() throws {
        let project = makeProject(Self.baseScreen, Self.loginScreen)
        XCTAssertEqual(project.screenNames, ["BaseScreen", "LoginScreen"])
        let login = try project.screen("LoginScreen")
        XCTAssertEqual(login.superclass, "BaseScreen")
        XCTAssertEqual(login.root, "KassScreen")
        XCTAssertEqual(login.ancestors, ["BaseScreen"])
        XCTAssertEqual(login.file, "Screens/LoginScreen.swift")
        XCTAssertEqual(login.elements.map(\.name), ["email", "password", "submit"])
    }

    func testScreenFoundWhateverTheOrderOfFilesAndDeclarations() throws {
        // The subclass's file sorts first and is given first: the base is seen after it.
        let early = Fixture("A/Checkout.swift", #"""
            final class CheckoutScreen: PaymentBaseScreen {
                lazy var pay = button("checkout.pay")
                override var onLoad: [KassElement] { [pay] }
            }
            """#)
        let late = Fixture("Z/PaymentBaseScreen.swift", #"""
            class PaymentBaseScreen: KassScreen {
                func confirmWithPin(_ pin: String) {
                    app.typeText(pin)
                }
            }
            """#)
        for files in [[early, late], [late, early]] {
            let project = makeProject(files)
            XCTAssertEqual(project.screenNames, ["CheckoutScreen", "PaymentBaseScreen"])
            let checkout = try project.screen("CheckoutScreen")
            XCTAssertEqual(checkout.ancestors, ["PaymentBaseScreen"])
            XCTAssertEqual(checkout.root, "KassScreen")
        }
    }

    func testSubclassDeclaredBeforeItsBaseInTheSameFile() throws {
        let project = makeProject(Fixture("Screens/Onboarding.swift", #"""
            final class WelcomeScreen: OnboardingStep {
                lazy var start = button("onboarding.start")
            }

            class OnboardingStep: KassScreen {
                lazy var skip = button("onboarding.skip")
            }
            """#))
        let welcome = try project.screen("WelcomeScreen")
        XCTAssertEqual(welcome.ancestors, ["OnboardingStep"])
        XCTAssertEqual(welcome.root, "KassScreen")
    }

    func testThreeLevelsDeepAcrossFilesInReverseOrder() throws {
        let project = makeProject(Self.homeScreen, Self.tabScreen, Self.baseScreen)
        XCTAssertEqual(project.screenNames, ["BaseScreen", "FinchTabScreen", "HomeScreen"])

        let home = try project.screen("HomeScreen")
        XCTAssertEqual(home.superclass, "FinchTabScreen")
        XCTAssertEqual(home.root, "KassScreen")
        XCTAssertEqual(home.ancestors, ["FinchTabScreen", "BaseScreen"], "nearest first")

        let tab = try project.screen("FinchTabScreen")
        XCTAssertEqual(tab.ancestors, ["BaseScreen"])
        XCTAssertEqual(tab.root, "KassScreen")
    }

    func testScreensAreSortedByFileAndPosition() {
        let project = makeProject(Self.homeScreen, Self.loginScreen, Self.tabScreen, Self.baseScreen)
        XCTAssertEqual(project.screens.map(\.name), ["HomeScreen", "LoginScreen", "BaseScreen", "FinchTabScreen"])
    }

    func testQualifiedAndGenericSuperclasses() throws {
        let project = makeProject(Fixture("Screens/Lists.swift", #"""
            import KassiOS

            class ListScreen<Row>: KassiOS.KassScreen {
                lazy var list = table("list")
            }

            final class AccountsScreen: ListScreen<AccountRow> {
                lazy var addAccount = button("accounts.add")
            }
            """#))
        let list = try project.screen("ListScreen")
        XCTAssertEqual(list.root, "KassScreen")
        XCTAssertEqual(list.superclass, "KassiOS.KassScreen")
        let accounts = try project.screen("AccountsScreen")
        XCTAssertEqual(accounts.ancestors, ["ListScreen"])
        XCTAssertEqual(accounts.superclass, "ListScreen<AccountRow>")
    }

    func testClassesNotReachingARootAreNotScreens() {
        let project = makeProject(
            Fixture("Robots/Robot.swift", #"""
                import XCTest

                class Robot {
                    let app: XCUIApplication
                    init(app: XCUIApplication) { self.app = app }
                }

                final class HomeRobot: Robot {
                    private var balanceLabel: XCUIElement { app.staticTexts["home.balance"] }
                }

                final class MockServer: NSObject, URLSessionDelegate {}

                final class LoginTests: XCTestCase {
                    func testLogin() {}
                }
                """#),
            Fixture("Support/Cycle.swift", #"""
                class Ping: Pong {}
                class Pong: Ping {}
                """#))
        XCTAssertEqual(project.screens.map(\.name), [])
    }

    // MARK: - Abstract screens

    func testElementlessBaseSubclassedByScreensIsAbstract() throws {
        let project = makeProject(Self.baseScreen, Self.loginScreen)
        XCTAssertTrue(try project.screen("BaseScreen").isAbstract)
        XCTAssertFalse(try project.screen("LoginScreen").isAbstract)
    }

    func testBaseDeclaringElementsIsNotAbstract() throws {
        let project = makeProject(Self.baseScreen, Self.tabScreen, Self.homeScreen)
        let tab = try project.screen("FinchTabScreen")
        XCTAssertEqual(tab.elements.map(\.name), ["tabBar", "homeTab", "cardsTab"])
        XCTAssertFalse(tab.isAbstract)
        XCTAssertTrue(try project.screen("BaseScreen").isAbstract)
        XCTAssertFalse(try project.screen("HomeScreen").isAbstract)
    }

    /// A base that declares only builders, methods that find whatever identifier they are given
    /// (KassiOS's own author writes `func anyEl(_ id: String) -> KassElement` into the suite's
    /// `CBScreen`), is abstract: a builder proves nothing until it is called with an identifier.
    func testBaseDeclaringOnlyBuildersIsAbstract() throws {
        let project = makeProject(Fixture("Support/CBScreen.swift", #"""
            class CBScreen: KassScreen {
                func anyEl(_ id: String) -> KassElement {
                    custom("any '\(id)'") { [app] in
                        app.descendants(matching: .any)[id].firstMatch
                    }
                }
                func row(_ id: String) -> XCUIElement { app.cells[id] }
            }
            class CardBaseScreen: CBScreen {
                func tile(_ id: String) -> KassElement { anyEl("card.tile.\(id)") }
            }
            """#), Fixture("Screens/HomeScreen.swift", #"""
            final class HomeScreen: CBScreen {
                lazy var total = anyEl("home.total")
                override var onLoad: [KassElement] { [total] }
            }
            final class CardScreen: CardBaseScreen {
                lazy var number = anyEl("card.number")
                override var onLoad: [KassElement] { [number] }
            }
            """#))
        let base = try project.screen("CBScreen")
        XCTAssertEqual(base.elements.map(\.name), ["anyEl", "row"])
        XCTAssertEqual(base.elements.map(\.isBuilder), [true, true])
        XCTAssertTrue(base.isAbstract)
        XCTAssertFalse(try project.screen("CardBaseScreen").isAbstract, "a tile built from its argument is an element of its own")
        XCTAssertEqual(try project.element("total", of: "HomeScreen").identifier, .literal("home.total"))
        XCTAssertFalse(try project.screen("HomeScreen").isAbstract)
    }

    func testElementlessScreenNobodySubclassesIsNotAbstract() throws {
        let project = makeProject(Fixture("Screens/SplashScreen.swift", #"""
            final class SplashScreen: KassScreen {
                func waitUntilGone() {
                    sleep(1)
                }
            }
            """#))
        XCTAssertFalse(try project.screen("SplashScreen").isAbstract)
    }

    func testConfiguredAbstractScreens() throws {
        var configuration = ModelConfiguration()
        configuration.abstractScreens = ["FinchTabScreen", "HomeScreen.PromoSheet"]
        let promo = Fixture("Screens/Promo.swift", #"""
            extension HomeScreen {
                class PromoSheet: KassScreen {
                    lazy var dismiss = button("home.promo.dismiss")
                }
            }
            """#)
        let project = makeProject([Self.baseScreen, Self.tabScreen, Self.homeScreen, promo], configuration: configuration)
        XCTAssertTrue(try project.screen("FinchTabScreen").isAbstract, "by simple name, although it declares elements")
        XCTAssertTrue(try project.screen("HomeScreen.PromoSheet").isAbstract, "by qualified name")
        XCTAssertFalse(try project.screen("HomeScreen").isAbstract)
        let unconfigured = makeProject(Self.baseScreen, Self.tabScreen, Self.homeScreen)
        XCTAssertFalse(try unconfigured.screen("FinchTabScreen").isAbstract)
    }

    // MARK: - Roots

    func testCustomScreenRoots() throws {
        var configuration = ModelConfiguration()
        configuration.screenRoots = ["ScreenObject", "LegacyScreen"]
        let project = makeProject([
            Fixture("Screens/Screens.swift", #"""
                class SettingsPage: ScreenObject {
                    lazy var logout = button("settings.logout")
                }

                final class ProfilePage: LegacyScreen {
                    lazy var avatar = image("profile.avatar")
                }

                final class LoginScreen: KassScreen {
                    lazy var email = textField("login.email")
                }
                """#),
            Fixture("Screens/NotificationsPage.swift", #"""
                final class NotificationsPage: SettingsPage {
                    lazy var toggle = switchControl("settings.notifications")
                }
                """#),
        ], configuration: configuration)
        XCTAssertEqual(project.screenNames, ["SettingsPage", "ProfilePage", "NotificationsPage"])
        XCTAssertEqual(try project.screen("SettingsPage").root, "ScreenObject")
        XCTAssertEqual(try project.screen("ProfilePage").root, "LegacyScreen")
        let notifications = try project.screen("NotificationsPage")
        XCTAssertEqual(notifications.root, "ScreenObject")
        XCTAssertEqual(notifications.ancestors, ["SettingsPage"])
    }

    func testProtocolNamedLikeTheRootAndConformingStructsAreNotScreens() {
        let project = makeProject(
            Fixture("Support/KassScreen.swift", #"""
                protocol KassScreen {
                    var app: XCUIApplication { get }
                    var onLoad: [XCUIElement] { get }
                }
                """#),
            Fixture("Screens/LoginScreen.swift", #"""
                struct LoginScreen: KassScreen {
                    let app: XCUIApplication
                    var email: XCUIElement { app.textFields["login.email"] }
                    var onLoad: [XCUIElement] { [email] }
                }

                enum WelcomeScreen: KassScreen {}

                extension LoginScreen: Equatable {}
                """#))
        XCTAssertEqual(project.screens.map(\.name), [])
        XCTAssertEqual(project.elementNames(of: "LoginScreen"), ["email"], "still a page object with elements")
    }

    func testVendoredRootClassIsTheRootNotAScreen() throws {
        let project = makeProject(
            Fixture("Vendor/KassiOS/KassScreen.swift", #"""
                import XCTest

                open class KassScreen {
                    public let app: XCUIApplication

                    public required init(app: XCUIApplication) {
                        self.app = app
                    }

                    open var onLoad: [KassElement] { [] }
                }
                """#),
            Self.baseScreen, Self.loginScreen)
        XCTAssertEqual(project.screenNames, ["BaseScreen", "LoginScreen"])
        let base = try project.screen("BaseScreen")
        XCTAssertEqual(base.root, "KassScreen")
        XCTAssertEqual(base.ancestors, [])
        XCTAssertEqual(try project.screen("LoginScreen").ancestors, ["BaseScreen"])
    }

    // MARK: - Nested screens and extensions

    func testNestedScreen() throws {
        let project = makeProject(Self.baseScreen, Fixture("Screens/HomeScreen.swift", #"""
            final class HomeScreen: BaseScreen {
                enum Tile: CaseIterable { case accounts, cards }

                lazy var balance = staticText("home.balance")

                override var onLoad: [KassElement] { [balance] }

                final class PromoSheet: BaseScreen {
                    lazy var title = staticText("home.promo.title")
                    lazy var dismiss = button("home.promo.dismiss")

                    override var onLoad: [KassElement] { [title, dismiss] }
                }
            }
            """#))
        XCTAssertEqual(project.screenNames, ["BaseScreen", "HomeScreen", "HomeScreen.PromoSheet"])
        let promo = try project.screen("HomeScreen.PromoSheet")
        XCTAssertEqual(promo.superclass, "BaseScreen")
        XCTAssertEqual(promo.ancestors, ["BaseScreen"])
        XCTAssertEqual(promo.elements.map(\.name), ["title", "dismiss"])
        XCTAssertEqual(try project.screen("HomeScreen").elements.map(\.name), ["balance"], "nested members are not the parent's")
    }

    func testNestedScreenSubclassingANestedBase() throws {
        let project = makeProject(Fixture("Screens/Onboarding.swift", #"""
            enum Onboarding {
                class StepScreen: KassScreen {
                    lazy var next = button("onboarding.next")
                }

                final class WelcomeStep: StepScreen {
                    lazy var title = staticText("onboarding.welcome.title")
                }
            }
            """#))
        let welcome = try project.screen("Onboarding.WelcomeStep")
        XCTAssertEqual(welcome.ancestors, ["Onboarding.StepScreen"])
        XCTAssertEqual(welcome.root, "KassScreen")
    }

    func testQualifiedReferenceToANestedBase() throws {
        let project = makeProject(
            Fixture("Screens/Cards/CardDetailsScreen.swift", #"""
                final class CardDetailsScreen: Cards.BaseCardScreen {
                    lazy var pan = staticText("card.pan")
                }
                """#),
            Fixture("Screens/Cards/Cards.swift", #"""
                enum Cards {
                    class BaseCardScreen: BaseScreen {}
                }
                """#),
            Self.baseScreen)
        let details = try project.screen("CardDetailsScreen")
        XCTAssertEqual(details.superclass, "Cards.BaseCardScreen")
        XCTAssertEqual(details.ancestors, ["Cards.BaseCardScreen", "BaseScreen"])
        XCTAssertTrue(try project.screen("Cards.BaseCardScreen").isAbstract)
    }

    func testScreenDeclaredInAnExtension() throws {
        let flows = Fixture("Flows/Flows.swift", #"""
            /// Namespace of multi-screen flows.
            enum Flows {}
            """#)
        let pin = Fixture("Flows/PinScreen.swift", #"""
            extension Flows {
                final class PinScreen: KassScreen {
                    lazy var keypad = other("pin.keypad")

                    override var onLoad: [KassElement] { [keypad] }
                }
            }
            """#)
        for files in [[flows, pin], [pin], [pin, flows]] {
            let project = makeProject(files)
            let screen = try project.screen("Flows.PinScreen")
            XCTAssertEqual(screen.root, "KassScreen")
            XCTAssertEqual(screen.file, "Flows/PinScreen.swift")
            XCTAssertEqual(screen.elements.map(\.name), ["keypad"])
            XCTAssertEqual(project.screenNames, ["Flows.PinScreen"])
        }
    }

    func testElementsDeclaredInAnExtensionInAnotherFileBelongToTheScreen() throws {
        let actions = Fixture("Screens/LoginScreen+Biometrics.swift", #"""
            import KassiOS

            extension LoginScreen {
                var faceIDButton: KassElement { button("login.faceID") }

                func logInWithFaceID() {
                    faceIDButton.tap()
                }
            }
            """#)
        let project = makeProject(actions, Self.baseScreen, Self.loginScreen)
        let login = try project.screen("LoginScreen")
        XCTAssertEqual(login.file, "Screens/LoginScreen.swift", "the primary declaration's file")
        XCTAssertEqual(login.elements.map(\.name), ["email", "password", "submit", "faceIDButton"])
        let faceID = try XCTUnwrap(login.elements.last)
        XCTAssertEqual(faceID.file, "Screens/LoginScreen+Biometrics.swift")
        XCTAssertEqual(faceID.identifier, .literal("login.faceID"))
        XCTAssertEqual(faceID.location.line, actions.position(of: "faceIDButton").line)
    }

    func testExtendingTheRootDoesNotMakeItAScreen() throws {
        // `extension KassScreen` adds helpers without making the root a screen.
        let project = makeProject(Self.baseScreen, Fixture("Support/KassScreen+Helpers.swift", #"""
            extension KassScreen {
                func waitForLoad(timeout: TimeInterval = 10) -> Bool {
                    onLoad.allSatisfy { $0.waitForExistence(timeout: timeout) }
                }
            }
            """#))
        XCTAssertEqual(project.screenNames, ["BaseScreen"])
    }
}
