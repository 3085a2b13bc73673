@testable import KassiosCodegen
import KassiosHierarchy
import KassiosSyntax
import XCTest

/// `--update`: new elements go in one block before the type's closing brace; every other
/// byte stays; what the dump lost is listed, not deleted; a second run changes nothing.
final class ScreenUpdaterTests: XCTestCase {
    typealias S = CodegenTestSupport

    static let dump: Hierarchy = S.screen([
        S.element(.textField, "login.email", label: "Email"),
        S.element(.textField, "login.phone", label: "Phone"),
        S.element(.button, "login.submit", label: "Sign In"),
        S.element(.cell, "login.recent", label: "anna@finch.app"),
        S.element(.cell, "login.recent", label: "bo@finch.app"),
    ])

    func update(_ text: String, path: String = "Login.swift", name: String? = nil, style: ScreenStyle? = nil,
                context: [SourceFile] = []) throws -> ScreenUpdater.Result {
        try ScreenUpdater.update(file: SourceFile(path: path, bytes: Array(text.utf8)), hierarchy: ScreenUpdaterTests.dump,
                                 source: "Login.txt", name: name, style: style, context: context)
    }

    /// The result is the original with `inserted` at one place, and nothing else changed.
    func assertOnlyInserted(_ inserted: String, into original: String, _ result: ScreenUpdater.Result,
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let offset = result.insertionOffset else { return XCTFail("nothing inserted", file: file, line: line) }
        let before = Array(original.utf8)
        XCTAssertEqual(Array(result.bytes[..<offset]), Array(before[..<offset]), "bytes before the insertion", file: file, line: line)
        XCTAssertEqual(Array(result.bytes[(offset + inserted.utf8.count)...]), Array(before[offset...]), "bytes after it", file: file, line: line)
        XCTAssertEqual(String(decoding: result.bytes[offset..<(offset + inserted.utf8.count)], as: UTF8.self), inserted, file: file, line: line)
    }

    static let robot = """
        import XCTest

        /// Hand-written: keep me.
        final class LoginRobot {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }

            var email: XCUIElement { app.textFields["login.email"] }   // trailing comment
            var help: XCUIElement { app.links["login.help"] }

            @discardableResult
            func tapSubmit() -> Self {
                app.buttons["login.submit"].tap()
                return self
            }
        }

        extension LoginRobot {}

        """

    func testANewElementGoesBeforeTheClosingBraceAndNothingElseChanges() throws {
        let result = try update(ScreenUpdaterTests.robot)
        XCTAssertEqual(result.style, .robot)
        XCTAssertEqual(result.typeName, "LoginRobot")
        assertOnlyInserted("""

                // Added by `kassios generate screen --update` from Login.txt:
                var phone: XCUIElement { app.textFields["login.phone"] }

                /// 2 cells in the dump, all identified 'login.recent'.
                func recents() -> XCUIElementQuery {
                    app.cells.matching(identifier: "login.recent")
                }

                @discardableResult
                func typePhone(_ text: String) -> Self {
                    phone.tap()
                    phone.typeText(text)
                    return self
                }

                @discardableResult
                func tapRecent(at index: Int) -> Self {
                    recents().element(boundBy: index).tap()
                    return self
                }

            """, into: ScreenUpdaterTests.robot, result)
        XCTAssertEqual(result.added.elements.map(\.name), ["phone"], "email and submit are there already (a literal anywhere in the type counts)")
        XCTAssertEqual(result.stale.map { "\($0.name) \($0.identifier) \($0.line)" }, ["help login.help 9"])

        // Idempotent: the updated file has everything the dump has.
        let again = try update(result.contents)
        XCTAssertNil(again.insertionOffset)
        XCTAssertEqual(again.bytes, result.bytes)
    }

    /// A file whose lines end in `\r\n` (a Windows checkout) gets its block with `\r\n` line
    /// ends too: the same text as a `\n` file gets, no line ended otherwise than the rest.
    func testAFileWithWindowsLineEndsGetsWindowsLineEnds() throws {
        let unix = try update(ScreenUpdaterTests.robot)
        let windowsText = ScreenUpdaterTests.robot.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let windows = try update(windowsText)
        let bytes = windows.bytes
        let lineFeeds = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }
        XCTAssertFalse(lineFeeds.isEmpty)
        XCTAssertTrue(lineFeeds.allSatisfy { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") }, "every line ends in \\r\\n")
        XCTAssertEqual(windows.contents.split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n"), unix.contents)
        let again = try update(windows.contents)
        XCTAssertNil(again.insertionOffset, "a second run adds nothing")
    }

    func testEveryStyleIsDetectedAndUpdatedInItsOwnShape() throws {
        let screen = """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [email, submit] }

                func logIn() { submit.tap() }
            }
            """
        let screenResult = try update(screen)
        XCTAssertEqual(screenResult.style, .kassios)
        XCTAssertEqual(screenResult.contents, """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [email, submit] }

                func logIn() { submit.tap() }

                // Added by `kassios generate screen --update` from Login.txt:
                lazy var phone = textField("login.phone")

                /// 2 cells in the dump, all identified 'login.recent'.
                func recents() -> XCUIElementQuery {
                    app.cells.matching(identifier: "login.recent")
                }
            }
            """)
        let page = """
            struct LoginPage {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
                var submit: XCUIElement { app.buttons["login.submit"] }
                var recents: XCUIElementQuery { app.cells.matching(identifier: "login.recent") }
            }
            """
        let pageResult = try update(page)
        XCTAssertEqual(pageResult.style, .pageObject)
        XCTAssertEqual(pageResult.contents, """
            struct LoginPage {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
                var submit: XCUIElement { app.buttons["login.submit"] }
                var recents: XCUIElementQuery { app.cells.matching(identifier: "login.recent") }

                // Added by `kassios generate screen --update` from Login.txt:
                var phone: XCUIElement { app.textFields["login.phone"] }
            }
            """)
        // --style wins over detection.
        XCTAssertEqual(try update(page, style: .robot).style, .robot)
        // A robot's lazy query is no KassiOS builder: what is added queries the app as it does.
        let lazyRobot = """
            final class LoginRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                private lazy var submit = app.buttons["login.submit"]
                func assertVisible() { XCTAssertTrue(submit.waitForExistence(timeout: 5)) }
            }
            """
        let lazyResult = try update(lazyRobot)
        XCTAssertNotEqual(lazyResult.style, .kassios)
        XCTAssertTrue(lazyResult.contents.contains("    var phone: XCUIElement { app.textFields[\"login.phone\"] }\n"), lazyResult.contents)
    }

    func testTheBlockTakesTheFilesIndentationAndBraceStyle() throws {
        let twoSpaces = "enum Flows {\n  struct LoginPage {\n    let app: XCUIApplication\n  }\n}\n"
        XCTAssertEqual(try update(twoSpaces).contents, """
            enum Flows {
              struct LoginPage {
                let app: XCUIApplication

                // Added by `kassios generate screen --update` from Login.txt:
                var email: XCUIElement { app.textFields["login.email"] }
                var phone: XCUIElement { app.textFields["login.phone"] }
                var submit: XCUIElement { app.buttons["login.submit"] }

                /// 2 cells in the dump, all identified 'login.recent'.
                func recents() -> XCUIElementQuery {
                  app.cells.matching(identifier: "login.recent")
                }
              }
            }

            """)
        let tabs = "struct LoginPage {\n\tlet app: XCUIApplication\n}\n"
        XCTAssertTrue(try update(tabs).contents.contains("\n\tfunc recents() -> XCUIElementQuery {\n\t\tapp.cells.matching("))
        let oneLine = "struct LoginPage { let app: XCUIApplication; var email: XCUIElement { app.textFields[\"login.email\"] } }"
        let result = try update(oneLine)
        assertOnlyInserted("""

                // Added by `kassios generate screen --update` from Login.txt:
                var phone: XCUIElement { app.textFields["login.phone"] }
                var submit: XCUIElement { app.buttons["login.submit"] }

                /// 2 cells in the dump, all identified 'login.recent'.
                func recents() -> XCUIElementQuery {
                    app.cells.matching(identifier: "login.recent")
                }

            """, into: oneLine, result)
    }

    func testTheTypeToUpdateAndWhatItsNamesAvoid() throws {
        let file = """
            struct Helpers {}
            final class SignUpScreen: KassScreen {
                lazy var email = textField("signup.email")
            }
            final class LoginScreen: KassScreen {
                lazy var other = textField("x")
                func phone() {}
            }
            """
        XCTAssertThrowsError(try update(file), "two screens, and the dump shows neither") { error in
            XCTAssertEqual("\(error)", """
                Login.swift declares several screens (SignUpScreen, LoginScreen) and the dump shows none of them \
                (no onLoad of theirs is all in it); pass --name to say which one to update
                """)
        }
        XCTAssertEqual(try update("struct Helpers {}\nstruct Login { var a: XCUIElement { app.buttons[\"x\"] } }\n").typeName,
                       "Login", "the file's one type with elements")
        let login = try update(file, name: "Login")
        XCTAssertEqual(login.typeName, "LoginScreen")
        XCTAssertEqual(login.added.elements.map(\.name), ["email", "loginPhone", "submit"], "phone() is taken")
        XCTAssertThrowsError(try update(file, name: "Cart")) { error in
            XCTAssertEqual("\(error)", "Login.swift declares no class or struct named Cart (it declares Helpers, SignUpScreen, LoginScreen)")
        }
        XCTAssertThrowsError(try update("let x = 1\n")) { error in
            XCTAssertEqual("\(error)", "Login.swift declares no class or struct to update")
        }
    }

    /// An element the file finds by a key the dump shows as a label (`app.buttons["Sign In"]`) is on
    /// the screen, as XCUITest finds it: not one the dump lost.
    func testAKeyTheDumpShowsAsALabelIsNotStale() throws {
        let result = try update("""
            struct LoginPage {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
                var signIn: XCUIElement { app.buttons["Sign In"] }
                var help: XCUIElement { app.links["Need help?"] }
            }
            """)
        XCTAssertEqual(result.stale.map(\.name), ["help"])
        // An element the dump shows without an identifier is not asked one for when the file finds it by its label.
        let dump = S.screen([S.element(.textField, "login.email", label: "Email"), S.element(.staticText, label: "Welcome back"),
                             S.element(.button, label: "Forgot password?")])
        let welcome = try ScreenUpdater.update(file: SourceFile(path: "W.swift", bytes: Array("""
            struct LoginPage {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields["login.email"] }
                var welcome: XCUIElement { app.staticTexts["Welcome back"] }
            }
            """.utf8)), hierarchy: dump, source: "Login.txt")
        XCTAssertEqual(welcome.added.unidentified.map(\.description), ["Button 'Forgot password?'"])
        // A query of another type than the dump's element (the field is a plain text field in the dump) finds nothing: said.
        let retyped = try update("""
            struct LoginPage {
                let app: XCUIApplication
                var email: XCUIElement { app.secureTextFields["login.email"] }
                var submit: XCUIElement { app.buttons["login.submit"] }
                var phone: XCUIElement { app.descendants(matching: .any)["login.phone"] }
            }
            """)
        XCTAssertEqual(retyped.retyped.map { "\($0.name) \($0.queried) \($0.inDump)" }, ["email secureTextField textField"])
        // Whether the dump is of this screen at all is told by identifiers: a label such as "Sign In"
        // shows on many screens.
        XCTAssertThrowsError(try update("""
            struct ProfilePage {
                let app: XCUIApplication
                var signIn: XCUIElement { app.buttons["Sign In"] }
                var logout: XCUIElement { app.buttons["profile.logout"] }
            }
            """))
    }

    /// The robot and page-object templates write `app.buttons[…]`: a type whose members cannot read an
    /// instance `app` (it queries through `application`, or holds a static one) is refused, not given
    /// members that do not compile; a global `app` its members read, a base the files read that holds
    /// one, or a base they do not declare, is fine. A --style that contradicts the file's is refused.
    func testMembersThatWouldNotCompileInTheFileAreRefused() throws {
        let other = """
            final class LoginRobot {
                private let application: XCUIApplication
                init(_ application: XCUIApplication) { self.application = application }
                var email: XCUIElement { application.textFields["login.email"] }
            }
            """
        XCTAssertThrowsError(try update(other)) { error in
            XCTAssertTrue("\(error)".hasPrefix("Login.swift:1:13: LoginRobot has no instance property `app`"), "\(error)")
        }
        let statics = """
            struct LoginPage {
                static let app = XCUIApplication()
                static var email: XCUIElement { app.textFields["login.email"] }
            }
            """
        XCTAssertThrowsError(try update(statics)) { error in
            XCTAssertTrue("\(error)".hasPrefix("Login.swift:1:8: LoginPage has no instance property `app`"), "\(error)")
        }
        XCTAssertThrowsError(try update("struct LoginPage {\n    func email(in app: XCUIApplication) -> XCUIElement { app.textFields[\"login.email\"] }\n}\n"),
                             "the method's own app is no property")
        let global = "struct LoginPage {\n    var email: XCUIElement { app.textFields[\"login.email\"] }\n}\n"
        XCTAssertEqual(try update(global).added.elements.map(\.name), ["phone", "submit"])
        let base = [SourceFile(path: "Base.swift", bytes: Array("class BaseRobot { let app = XCUIApplication() }\n".utf8))]
        let inherits = "final class LoginRobot: BaseRobot {\n    var email: XCUIElement { application.textFields[\"login.email\"] }\n}\n"
        XCTAssertEqual(try update(inherits, context: base).added.elements.map(\.name), ["phone", "submit"])
        XCTAssertEqual(try update(inherits).added.elements.map(\.name), ["phone", "submit"], "BaseRobot, not read, may hold it")
        XCTAssertThrowsError(try update(inherits, context: [SourceFile(path: "Base.swift", bytes: Array("class BaseRobot {}\n".utf8))]))

        XCTAssertThrowsError(try update(global, style: .kassios)) { error in
            XCTAssertEqual("\(error)", """
                Login.swift:1:8: LoginPage is no KassiOS screen (its elements are queries); --style kassios would add members \
                that do not compile in it: leave --style out to follow the file
                """)
        }
        XCTAssertEqual(try update(global, style: .robot).style, .robot, "a robot's members compile in a page object")
        // A subclass of KassScreen with no builders yet is a KassiOS screen, with --style kassios or without.
        let stub = "final class LoginScreen: KassScreen {\n}\n"
        XCTAssertEqual(try update(stub, style: .kassios).style, .kassios)
        XCTAssertEqual(try update(stub).style, .kassios)
        XCTAssertTrue(try update(stub).contents.contains(#"lazy var submit = button("login.submit")"#))
    }

    /// An action a base class declares for its own element (`tapSubmit()` for `navSubmit`) is the
    /// base's: the new element's action is named otherwise, not left out.
    func testAnActionTheBaseDeclaresIsNamedOtherwise() throws {
        let base = [SourceFile(path: "Base.swift", bytes: Array("""
            class BaseRobot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                var navSubmit: XCUIElement { app.buttons["nav.submit"] }
                @discardableResult func tapSubmit() -> Self { navSubmit.tap(); return self }
            }
            """.utf8))]
        let result = try update("final class LoginRobot: BaseRobot {\n    func assertVisible() -> Self { self }\n}\n", context: base)
        XCTAssertEqual(result.added.elements.first { $0.name == "submit" }?.actionName, "tapSubmit2")
        XCTAssertTrue(result.contents.contains("func tapSubmit2() -> Self {"), result.contents)
    }

    func testConstantsFromOtherFilesMustBeReadBeforeAnythingIsAdded() throws {
        let screen = "final class LoginScreen: KassScreen {\n    lazy var email = textField(A11y.Login.email)\n}\n"
        XCTAssertThrowsError(try update(screen)) { error in
            XCTAssertEqual("\(error)", """
                Login.swift: cannot tell which elements of the dump LoginScreen already has: the identifiers of email \
                (A11y.Login.email) are constants declared in files not read; add those files (or their folder) with --context
                """)
        }
        let constants = SourceFile(path: "A11y.swift", bytes: Array("enum A11y { enum Login { static let email = \"login.email\" } }\n".utf8))
        let result = try update(screen, context: [constants])
        XCTAssertEqual(result.added.elements.map(\.name), ["phone", "submit"])
    }

    func testTheFinchHomeScreenGetsOnlyWhatItLacksInheritedElementsIncluded() throws {
        let suite = S.repositoryRoot + "/Examples/FinchUITests/"
        func source(_ path: String) throws -> SourceFile {
            SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: suite + path))))
        }
        let context = try ["Support/AccessibilityID.swift", "Support/BaseScreen.swift", "Support/ElementWrappers.swift",
                           "Screens/HomeScreen+Actions.swift"].map(source)
        let home = try source("Screens/HomeScreen.swift")
        let result = try ScreenUpdater.update(file: home, hierarchy: try S.dump("Home.debugDescription.txt"), source: "Home.txt",
                                              context: context)
        XCTAssertEqual(result.typeName, "HomeScreen")
        XCTAssertEqual(result.added.elements.map(\.identifier), ["Home"])
        XCTAssertEqual(result.added.collections.map(\.name), ["tabs", "transactionCells"])
        XCTAssertEqual(result.stale.map(\.name), [])
        XCTAssertEqual(Array(result.bytes[..<result.insertionOffset!]), Array(home.bytes[..<result.insertionOffset!]))
    }

    static let shop = """
        final class CatalogScreen: KassScreen {
            lazy var title = staticText("catalog.title")
            override var onLoad: [KassElement] { [title] }
        }

        final class CartScreen: KassScreen {
            lazy var checkout = button("cart.checkout")
            override var onLoad: [KassElement] { [checkout] }
        }

        final class CheckoutScreen: KassScreen {
            lazy var pay = button("checkout.pay")
            override var onLoad: [KassElement] { [pay] }

            final class PromoSheet: KassScreen {
                lazy var apply = button("promo.apply")
                override var onLoad: [KassElement] { [apply] }
            }
        }

        final class BasketScreen: KassScreen {
            lazy var pay = button("checkout.pay")
            override var onLoad: [KassElement] { [pay] }
        }

        """

    func testAFileOfSeveralScreensUpdatesTheOneTheDumpShows() throws {
        let cart = S.screen([S.element(.button, "cart.checkout"), S.element(.button, "cart.remove"), S.element(.button, "nav.back")])
        let file = SourceFile(path: "Shop.swift", bytes: Array(ScreenUpdaterTests.shop.utf8))
        let result = try ScreenUpdater.update(file: file, hierarchy: cart, source: "Cart.txt")
        XCTAssertEqual(result.typeName, "CartScreen")
        XCTAssertEqual(result.added.elements.map(\.identifier), ["cart.remove", "nav.back"], "cart.checkout is there already")
        XCTAssertEqual(result.stale.map(\.identifier), [], "the other screens' identifiers are not the cart's")
        let checkoutStart = ScreenUpdaterTests.shop.utf8.count - ScreenUpdaterTests.shop.components(separatedBy: "final class CheckoutScreen")[1].utf8.count
        XCTAssertLessThan(result.insertionOffset!, checkoutStart, "inside CartScreen")
        XCTAssertGreaterThan(result.insertionOffset!, ScreenUpdaterTests.shop.components(separatedBy: "final class CartScreen")[0].utf8.count)

        let promo = S.screen([S.element(.button, "promo.apply"), S.element(.textField, "promo.code")])
        XCTAssertEqual(try ScreenUpdater.update(file: file, hierarchy: promo, source: "Promo.txt").typeName, "PromoSheet", "a nested screen")

        let pay = S.screen([S.element(.button, "checkout.pay")])
        XCTAssertThrowsError(try ScreenUpdater.update(file: file, hierarchy: pay, source: "Pay.txt")) { error in
            XCTAssertEqual("\(error)", """
                Shop.swift declares several screens and the dump fits BasketScreen and CheckoutScreen equally; \
                pass --name to say which one to update
                """)
        }
        XCTAssertEqual(try ScreenUpdater.update(file: file, hierarchy: pay, source: "Pay.txt", name: "Basket").typeName, "BasketScreen")
        XCTAssertEqual(try ScreenUpdater.update(file: file, hierarchy: cart, source: "Cart.txt", name: "CatalogScreen").typeName,
                       "CatalogScreen", "--name decides, whatever the dump shows")
        let none = S.screen([S.element(.button, "receipt.done")])
        XCTAssertThrowsError(try ScreenUpdater.update(file: file, hierarchy: none, source: "Receipt.txt")) { error in
            XCTAssertEqual("\(error)", """
                Shop.swift declares several screens (CatalogScreen, CartScreen, CheckoutScreen, CheckoutScreen.PromoSheet, \
                BasketScreen) and the dump shows none of them (no onLoad of theirs is all in it); pass --name to say which \
                one to update
                """)
        }
    }
}

extension ScreenUpdaterTests {
    /// A dump that holds none of the screen's identifiers is of another screen: adding all of its
    /// elements to this one (Home's to LoginScreen) is refused, and the file is not written. One
    /// identifier left is enough to update.
    func testADumpOfAnotherScreenIsRefused() throws {
        let screen = """
            final class SettingsScreen: KassScreen {
                lazy var title = staticText("settings.title")
                lazy var logOut = button("settings.logOut")
            }
            """
        XCTAssertThrowsError(try update(screen)) { error in
            XCTAssertEqual("\(error)", """
                Login.swift: the dump shows nothing of SettingsScreen: none of its 2 identifiers ('settings.title', 'settings.logOut') \
                is in it, so it looks like a dump of another screen; update with a dump of SettingsScreen, or, if the screen was redone, \
                generate it anew without --update
                """)
        }
        let sharing = screen.replacingOccurrences(of: "settings.logOut", with: "login.submit")
        XCTAssertEqual(try update(sharing).stale.map(\.identifier), ["settings.title"])
    }
}
