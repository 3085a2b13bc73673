import XCTest
import KassiosSyntax
@testable import KassiosModel

/// Identifier values the model once missed in real suites' code, each a constant or a choice of
/// literals that kassios read as built at runtime or as an unknown constant.
final class IdentifierValuesInRealSuitesTests: XCTestCase {
    /// A computed element keeps its identifier in a local `let` before returning the query: the
    /// element's identifier is that value, not an unknown constant named after the local (two such
    /// getters with a local of one name were one identifier, a duplicate).
    func testAnElementsIdentifierHeldInALocalOfItsGetterIsTheLocalsValue() throws {
        let project = makeProject(Fixture("Pages/AccountPage.swift", #"""
            final class AccountPage {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var loginButton: XCUIElement {
                    let id = "account.login"
                    return app.buttons[id]
                }
                var logoutButton: XCUIElement {
                    let id = A11y.logout
                    return app.buttons[id]
                }
                func row(_ index: Int) -> XCUIElement {
                    let id = "account.row.\(index)"
                    return app.cells[id]
                }
                func rowInPlace(_ index: Int) -> XCUIElement {
                    app.cells["account.row.\(index)"]
                }
            }
            enum A11y { static let logout = "account.logout" }
            """#))
        let elements = try XCTUnwrap(project.elementsByType["AccountPage"])
        let identifiers = Dictionary(uniqueKeysWithValues: elements.map { ($0.name, $0.identifier) })
        XCTAssertEqual(identifiers["loginButton"], .constant(path: "id", value: "account.login"))
        XCTAssertEqual(identifiers["logoutButton"], .constant(path: "id", value: "account.logout"))
        // Built of the method's parameter, as the same identifier written in place is.
        let row = try XCTUnwrap(identifiers["row"] ?? nil), inPlace = try XCTUnwrap(identifiers["rowInPlace"] ?? nil)
        XCTAssertEqual(row.runtimePattern, "account.row.*")
        XCTAssertEqual(row.runtimePattern, inPlace.runtimePattern)
        XCTAssertEqual(row.isRuntime, inPlace.isRuntime)
    }

    /// The locals are in scope as the getter's walk has them at its `return`: a `let` shadowing a
    /// parameter reads the parameter in its own value, one declared after the `return` is not in scope,
    /// a `let` set in branches or declared in each clause of an `#if` is one of its values.
    func testTheLocalsOfAGetterAreThoseInScopeAtItsReturn() throws {
        let project = makeProject(Fixture("Screens/EdgeScreen.swift", #"""
            final class EdgeScreen {
                let app: XCUIApplication
                let id = "edge.property"
                let compact = true
                init(app: XCUIApplication) { self.app = app }
                func cell(_ id: String) -> XCUIElement {
                    let id = "edge.cell.\(id)"
                    return app.cells[id]
                }
                var afterReturn: XCUIElement {
                    return app.buttons[id]
                    let id = "edge.shadow"
                }
                var inIf: XCUIElement {
                    #if DEBUG
                    let id = "edge.debug"
                    #else
                    let id = "edge.release"
                    #endif
                    return app.buttons[id]
                }
                var setLater: XCUIElement {
                    let id: String
                    if compact { id = "edge.compact" } else { id = "edge.regular" }
                    return app.buttons[id]
                }
                var bySwitchWithFatalError: XCUIElement {
                    let id = switch compact {
                    case true: "edge.s1"
                    case false: fatalError("no such layout")
                    }
                    return app.buttons[id]
                }
            }
            """#))
        let elements = try XCTUnwrap(project.elementsByType["EdgeScreen"])
        let identifiers = Dictionary(uniqueKeysWithValues: elements.map { ($0.name, $0.identifier) })
        XCTAssertEqual(identifiers["cell"]??.runtimePattern, "edge.cell.*", "the parameter, read once")
        XCTAssertEqual(identifiers["afterReturn"]??.staticValue, "edge.property")
        for name in ["inIf", "setLater"] {
            let source = try XCTUnwrap(identifiers[name] ?? nil, name)
            XCTAssertFalse(source.isRuntime, name)
            XCTAssertNotEqual(source.staticValue, "edge.property", "\(name): the local, not the property")
        }
        XCTAssertEqual(identifiers["bySwitchWithFatalError"]??.staticValue, "edge.s1", "the only branch with a value")
    }

    /// mullvad's pages name an enum's case by its implicit member (`.loginView`), the constant's type
    /// given: that case's raw value, as `ID.loginView` written in full is.
    func testAConstantOfAnEnumTypeGivenAnImplicitMemberIsThatCase() throws {
        let project = makeProject(Fixture("Pages/LoginPage.swift", #"""
            enum ID: String {
                case loginView = "login.view"
                case other
            }
            final class LoginPage {
                let app: XCUIApplication
                static let view: ID = .loginView
                static let maybe: ID? = .other
                static let full: ID = ID.loginView
                static let unknown: ID = .missing
                init(_ app: XCUIApplication) { self.app = app }
                var page: XCUIElement { app.otherElements[Self.view.rawValue] }
            }
            """#))
        XCTAssertEqual(project.constants.lookup("LoginPage.view", from: nil)?.value, "login.view")
        XCTAssertEqual(project.constants.lookup("LoginPage.maybe", from: nil)?.value, "other", "an optional of the type too")
        XCTAssertEqual(project.constants.lookup("LoginPage.full", from: nil)?.value, "login.view")
        XCTAssertNil(project.constants.lookup("LoginPage.unknown", from: nil)?.value, "no such case: no value")
        let usage = try project.usage(in: "LoginPage", member: "page")
        XCTAssertFalse(usage.source.isRuntime)
        XCTAssertEqual(usage.source.staticValue, "login.view")
    }

    /// The declared type of such a constant may name its module (`MyApp.ID`) or be written `Optional<ID>`;
    /// of an enum the linted files do not declare (the app target's `AccessibilityIdentifier`), the constant
    /// is one of its cases, as `AccessibilityIdentifier.loginView` written out is, not a variable.
    func testAConstantOfAQualifiedOptionalOrUnseenEnumTypeIsAConstant() throws {
        let project = makeProject(Fixture("Pages/LoginPage.swift", #"""
            enum ID: String {
                case login = "login.view"
                case home = "home.view"
            }
            enum Other: String { case login = "other.login" }
            enum A11y {}
            final class LoginPage {
                let app = XCUIApplication()
                static let qualified: MyApp.ID = .login
                static let optionalGeneric: Optional<ID> = .home
                static let notAModule: A11y.Other = .login
                static let unseen: AccessibilityIdentifier = .loginView
                static let unseenQualified: MyApp.AccessibilityIdentifier = .loginView
                var qualifiedPage: XCUIElement { app.otherElements[Self.qualified.rawValue] }
                var optionalPage: XCUIElement { app.otherElements[Self.optionalGeneric!.rawValue] }
                var unseenPage: XCUIElement { app.otherElements[Self.unseen.rawValue] }
                var unseenQualifiedPage: XCUIElement { app.otherElements[Self.unseenQualified.rawValue] }
            }
            """#))
        XCTAssertEqual(project.constants.lookup("LoginPage.qualified", from: nil)?.value, "login.view")
        XCTAssertEqual(project.constants.lookup("LoginPage.optionalGeneric", from: nil)?.value, "home.view")
        XCTAssertNil(project.constants.lookup("LoginPage.notAModule", from: nil)?.value, "A11y is a type of the files, not a module")
        XCTAssertEqual(try project.usage(in: "LoginPage", member: "qualifiedPage").source.staticValue, "login.view")
        XCTAssertEqual(try project.usage(in: "LoginPage", member: "optionalPage").source.staticValue, "home.view")
        XCTAssertEqual(try project.usage(in: "LoginPage", member: "unseenPage").source, .constant(path: "LoginPage.unseen", value: nil))
        XCTAssertEqual(try project.usage(in: "LoginPage", member: "unseenQualifiedPage").source,
                       .constant(path: "LoginPage.unseenQualified", value: nil))
    }

    /// An `if` or `switch` expression choosing among literals is the same choice as `? :`: each value
    /// searchable. A branch built at runtime makes it built at runtime, as a ternary's does.
    func testAnIfOrSwitchExpressionChoosingLiteralsIsAChoiceOfThem() throws {
        let project = makeProject(Fixture("Screens/HomeScreen.swift", #"""
            enum Mode { case compact, regular, hidden }
            final class HomeScreen {
                let app = XCUIApplication()
                let compact = true
                let mode: Mode = .compact
                var byIf: XCUIElement {
                    let id = if compact { "home.compact" } else { "home.regular" }
                    return app.tables[id]
                }
                var bySwitch: XCUIElement {
                    let id = switch mode {
                    case .compact: "home.c.compact"
                    case .regular: "home.c.regular"
                    case .hidden: throw HomeError.hidden
                    }
                    return app.tables[id]
                }
                var byElseIf: XCUIElement {
                    let id = if compact { "home.a" } else if mode == .regular { "home.b" } else { "home.c" }
                    return app.tables[id]
                }
                func tapRow(_ index: Int) {
                    let id = if compact { "home.row.\(index)" } else { "home.row" }
                    app.cells[id].tap()
                }
            }
            """#))
        for member in ["byIf", "bySwitch", "byElseIf"] {
            XCTAssertFalse(try project.usage(in: "HomeScreen", member: member).source.isRuntime, member)
        }
        let row = try project.usage(in: "HomeScreen", member: "tapRow(_:)")
        XCTAssertTrue(row.source.isRuntime, "a branch built at runtime")
        XCTAssertEqual(row.source.runtimePattern, "home.row.*")
    }

    /// firefox-ios writes one identifier two ways, `"\(ids.selectorCell)0"` and `"\(ids.selectorCell)\(0)"`: an
    /// integer literal interpolates as its digits, so both resolve to the same text; a hexadecimal or
    /// grouped literal (`0x1F`, `1_000`) is not read, and stays a part of the pattern.
    func testAnInterpolatedDecimalLiteralIsItsDigits() throws {
        let project = makeProject(Fixture("Screens/TabTrayScreen.swift", #"""
            enum IDs { static let selectorCell = "TabTray.selectorCell" }
            final class TabTrayScreen {
                let app = XCUIApplication()
                func written() { app.buttons["\(IDs.selectorCell)0"].tap() }
                func interpolated() { app.buttons["\(IDs.selectorCell)\(0)"].tap() }
                func hexadecimal() { app.buttons["\(IDs.selectorCell)\(0x1F)"].tap() }
                func leadingZeros() { app.buttons["\(IDs.selectorCell)\(007)"].tap() }
                func constant() { app.buttons[IDs.firstCell].tap() }
            }
            extension IDs { static let firstCell = "TabTray.cell\(0)" }
            """#))
        let written = try project.usage(in: "TabTrayScreen", member: "written()").source
        let interpolated = try project.usage(in: "TabTrayScreen", member: "interpolated()").source
        XCTAssertEqual(written.knownValue, "TabTray.selectorCell0")
        XCTAssertEqual(interpolated.knownValue, "TabTray.selectorCell0")
        XCTAssertEqual(interpolated.runtimePattern, written.runtimePattern)
        XCTAssertNil(try project.usage(in: "TabTrayScreen", member: "hexadecimal()").source.knownValue)
        XCTAssertEqual(try project.usage(in: "TabTrayScreen", member: "leadingZeros()").source.knownValue, "TabTray.selectorCell7",
                       "as Swift prints 007")
        XCTAssertEqual(try project.usage(in: "TabTrayScreen", member: "constant()").source.staticValue, "TabTray.cell0")
    }

    /// mullvad's pages keep their root's identifier in the base class, which each page's `init` sets to a
    /// case (`self.pageAccessibilityIdentifier = .loginView`), and the base class's wait reads: one of the
    /// cases, whether read through an `if let`, a `guard let`, `!` or in a subclass. A field set from a
    /// parameter (an uppercase one or local too), with `+=`, in a tuple, by key, through another value, to
    /// a value built at runtime, in a method (while the test runs), in a class not seen to inherit it (through
    /// a type alias), declared again by a subclass, or set by nothing but its declaration stays built at runtime.
    func testAFieldTheClassAndItsSubclassesSetOnlyToConstantsIsAChoiceOfThem() throws {
        let project = makeProject(Fixture("Pages/Page.swift", #"""
            class Page {
                let app: XCUIApplication
                var pageAccessibilityIdentifier: AccessibilityIdentifier?
                var rootID: String?
                var fromParameter: String?
                var appended = "page"
                var setByATest: String?
                var built: String?
                var overridden: String?
                var onlyDeclared = "page.declared"
                var setLater: String?
                var inATuple: String?
                var throughAnAlias: String?
                var fromAnUppercaseName: String?
                var byKey: String?
                init(_ app: XCUIApplication, id: String = "page") {
                    self.app = app
                    fromParameter = id
                    appended += ".root"
                }
                func ifLet() {
                    if let pageAccessibilityIdentifier = self.pageAccessibilityIdentifier {
                        XCTAssert(app.otherElements[pageAccessibilityIdentifier.rawValue].waitForExistence(timeout: 10))
                    }
                }
                func guardLet() {
                    guard let id = pageAccessibilityIdentifier else { return }
                    XCTAssert(app.otherElements[id.rawValue].exists)
                }
                func unwrapped() { XCTAssert(app.otherElements[pageAccessibilityIdentifier!.rawValue].exists) }
                func string() { XCTAssert(app.otherElements[rootID!].exists) }
                func parameter() { XCTAssert(app.otherElements[fromParameter!].exists) }
                func compound() { XCTAssert(app.otherElements[appended].exists) }
                func elsewhere() { XCTAssert(app.otherElements[setByATest!].exists) }
                func runtime() { XCTAssert(app.otherElements[built!].exists) }
                func override() { XCTAssert(app.otherElements[overridden!].exists) }
                func declared() { XCTAssert(app.otherElements[onlyDeclared].exists) }
                func later() { XCTAssert(app.otherElements[setLater!].exists) }
                func switchToCompact() { setLater = "page.compact" }
                func tuple() { XCTAssert(app.otherElements[inATuple!].exists) }
                func alias() { XCTAssert(app.otherElements[throughAnAlias!].exists) }
                func uppercase() { XCTAssert(app.otherElements[fromAnUppercaseName!].exists) }
                func key() { XCTAssert(app.otherElements[byKey!].exists) }
            }
            class LoginPage: Page {
                override init(_ app: XCUIApplication, id: String = "login") {
                    super.init(app, id: id)
                    self.pageAccessibilityIdentifier = .loginView
                    rootID = "login.root"
                    built = "login.\(Int.random(in: 0...3))"
                    setByATest = "login.test"
                    overridden = "login.overridden"
                    setLater = "login.regular"
                    throughAnAlias = "login.alias"
                    byKey = "login.key"
                    inATuple = "login.tuple"
                }
                init(_ app: XCUIApplication, ID: String) {
                    super.init(app)
                    fromAnUppercaseName = ID
                    let Root = "login.\(ID)"
                    (inATuple, _) = (Root, 0)
                }
                func rekey() { setValue("login.rekeyed", forKey: "byKey") }
                func inherited() { XCTAssert(app.otherElements[rootID!].exists) }
            }
            final class SettingsPage: Page {
                override var overridden: String? { get { "settings" } set {} }
                init(_ app: XCUIApplication) {
                    super.init(app)
                    pageAccessibilityIdentifier = AccessibilityIdentifier.settingsView
                    self.rootID = "settings.root"
                }
            }
            typealias BasePage = Page
            final class ProfilePage: BasePage {
                func show(user: String) { throughAnAlias = "profile.\(user)" }
            }
            """#), Fixture("Tests/LoginTests.swift", #"""
            final class LoginTests: XCTestCase {
                func testLogin() {
                    let page = LoginPage(XCUIApplication())
                    page.setByATest = "changed.\(UUID())"
                }
            }
            """#))
        for member in ["ifLet()", "guardLet()", "unwrapped()"] {
            let source = try project.usage(in: "Page", member: member).source
            XCTAssertFalse(source.isRuntime, member)
            XCTAssertEqual(source, .constant(path: "pageAccessibilityIdentifier", value: nil), member)
        }
        XCTAssertEqual(try project.usage(in: "Page", member: "string()").source, .constant(path: "rootID", value: nil))
        XCTAssertEqual(try project.usage(in: "LoginPage", member: "inherited()").source, .constant(path: "rootID", value: nil))
        // A `var` only its declaration gives a value is left to the rule's advice (a `let`), as Examples/ has it.
        for member in ["parameter()", "compound()", "elsewhere()", "runtime()", "override()", "declared()", "later()",
                       "tuple()", "alias()", "uppercase()", "key()"] {
            XCTAssertTrue(try project.usage(in: "Page", member: member).source.isRuntime, member)
        }
    }

    func testOnlyAnIfWithAnElseAndBranchesOfOneExpressionEachGiveValues() throws {
        struct NoStatement: Error {}
        func statement(_ source: String) throws -> Stmt {
            let file = SourceFile(source: "func f() {\n" + source + "\n}")
            guard case .function(let function)? = file.declarations.first, let first = function.body?.first else { throw NoStatement() }
            return first
        }
        XCTAssertEqual(try CodeWalker.branchValues(of: statement(#"if c { "a" } else { "b" }"#))?.count, 2)
        XCTAssertNil(try CodeWalker.branchValues(of: statement(#"if c { "a" }"#)), "no else: no value on every path")
        XCTAssertNil(try CodeWalker.branchValues(of: statement(#"if c { print(1); "a" } else { "b" }"#)), "a branch of two statements")
        XCTAssertNil(try CodeWalker.branchValues(of: statement(#"switch m { }"#)))
        XCTAssertNil(try CodeWalker.branchValues(of: statement(#"return "a""#)))
    }
}
