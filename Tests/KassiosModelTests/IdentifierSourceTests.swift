import XCTest
import KassiosSyntax
@testable import KassiosModel

/// Where every identifier position's value comes from, and every place XCUITest
/// takes an identifier.
final class IdentifierSourceTests: XCTestCase {
    func testASourceIsKeptInThirtyThreeBytesItsLargestCasesBoxed() {
        // Every element and identifier position of a suite holds one (`IdentifierSource.swift`).
        XCTAssertEqual(MemoryLayout<IdentifierSource>.size, 33)
        let boxed = IdentifierSource.interpolated(pattern: "row.*", parts: ["i"], resolved: nil)
        XCTAssertEqual(boxed, .interpolated(pattern: "row.*", parts: ["i"], resolved: nil))
        XCTAssertNotEqual(boxed, .interpolated(pattern: "row.*", parts: ["j"], resolved: nil))
        XCTAssertEqual(boxed.runtimePattern, "row.*")
        XCTAssertEqual(IdentifierSource.returned(function: "chip(label:)", pattern: "chip.*", resolved: "chip.a").runtimePattern, nil)
    }

    // MARK: - Fixtures

    static let identifiers = Fixture("Support/AccessibilityID.swift", #"""
        import Foundation

        /// Namespaced accessibility identifiers, one nested enum per feature.
        enum A11y {
            static let prefix = "login"

            enum Login {
                static let email = A11y.prefix + ".email"
                static let password = "login.password"
                static let submit = "login.submit"
                static var help: String { "login.help" }
                static var terms: String {
                    return "login.terms"
                }
            }

            enum Accounts {
                static let row = "accounts.row"
            }
        }

        /// Shared with the app target, hence the raw values.
        enum LoginID: String {
            case rememberMe = "login.rememberMe"
            case biometrics
        }

        let kLegacySubmitID = "legacy.submit"
        """#)

    static let loginScreen = Fixture("Screens/LoginScreen.swift", #"""
        import XCTest
        import KassiOS

        final class LoginScreen: KassScreen {
            enum Ids: String {
                case forgot = "login.forgot"; case signUp
            }

            private static let logoID = "login.logo"

            lazy var title = staticText("login.title")
            lazy var logo = image(LoginScreen.logoID)
            lazy var smallLogo = image(Self.logoID)
            lazy var email = textField(A11y.Login.email)
            lazy var password = secureTextField(A11y.Login.password)
            lazy var submit = button(Login.submit)
            lazy var help = link(A11y.Login.help)
            lazy var terms = link(A11y.Login.terms)
            lazy var rememberMe = switchControl(LoginID.rememberMe.rawValue)
            lazy var biometrics = button(LoginID.biometrics.rawValue)
            lazy var forgot = button(Ids.forgot.rawValue)
            lazy var signUp = button(Ids.signUp.rawValue)
            lazy var apple = button(AccessibilityIdentifiers.Login.apple)
            lazy var legacySubmit = button(kLegacySubmitID)
        }
        """#)

    // MARK: - Literals and constants

    func testLiteralsAndConstants() throws {
        let project = makeProject(Self.loginScreen, Self.identifiers)
        let expected: [(String, IdentifierSource)] = [
            ("title", .literal("login.title")),
            ("logo", .constant(path: "LoginScreen.logoID", value: "login.logo")),
            ("smallLogo", .constant(path: "LoginScreen.logoID", value: "login.logo")),
            ("email", .constant(path: "A11y.Login.email", value: "login.email")),
            ("password", .constant(path: "A11y.Login.password", value: "login.password")),
            ("submit", .constant(path: "A11y.Login.submit", value: "login.submit")),
            ("help", .constant(path: "A11y.Login.help", value: "login.help")),
            ("terms", .constant(path: "A11y.Login.terms", value: "login.terms")),
            ("rememberMe", .constant(path: "LoginID.rememberMe", value: "login.rememberMe")),
            ("biometrics", .constant(path: "LoginID.biometrics", value: "biometrics")),
            ("forgot", .constant(path: "LoginScreen.Ids.forgot", value: "login.forgot")),
            ("signUp", .constant(path: "LoginScreen.Ids.signUp", value: "signUp")),
            ("apple", .constant(path: "AccessibilityIdentifiers.Login.apple", value: nil)),
            ("legacySubmit", .constant(path: "kLegacySubmitID", value: "legacy.submit")),
        ]
        XCTAssertEqual(project.usages.filter { $0.typeName == "LoginScreen" }.compactMap(\.memberName), expected.map(\.0))
        for (member, source) in expected {
            let usage = try project.usage(in: "LoginScreen", member: member)
            XCTAssertEqual(usage.source, source, member)
            XCTAssertFalse(usage.source.isRuntime, member)
            XCTAssertEqual(usage.file, "Screens/LoginScreen.swift")
        }
    }

    func testConstantBuiltFromAnotherConstantIsResolved() throws {
        let project = makeProject(Self.loginScreen, Self.identifiers)
        let email = try project.usage(in: "LoginScreen", member: "email")
        XCTAssertEqual(email.source.staticValue, "login.email")
        let constant = try XCTUnwrap(project.constants.lookup("A11y.Login.email", from: nil))
        XCTAssertEqual(constant.value, "login.email")
    }

    /// A constant may interpolate constants as it may add them (ProtonMail's `static let
    /// sentStaticText = "MenuItemTableViewCell.\(LocalString._menu_sent_title)"`); one that names
    /// a reference kassios cannot resolve, from the app target, is assumed a constant as that
    /// reference is. Built at the use site, the same string is still reported.
    func testAConstantInterpolatingConstantsIsAConstant() throws {
        let project = makeProject(Self.identifiers, Fixture("Robots/MenuRobot.swift", #"""
            fileprivate struct id {
                static let inbox = "Menu.\(A11y.prefix).inbox"
                static let sent = "MenuItemTableViewCell.\(LocalString._menu_sent_title)"
                static let drafts = LocalString._menu_prefix + ".drafts" + A11y.Login.password
                static let stamped = "Menu.\(UUID().uuidString)"
                static let labelled = "Menu.\(A11y.prefix, privacy: .public)"
                static let partly = LocalString._menu_prefix + UUID().uuidString
            }
            final class MenuRobot {
                let app = XCUIApplication()
                func inbox() { app.cells[id.inbox].tap() }
                func sent() { app.cells[id.sent].tap() }
                func drafts() { app.cells[id.drafts].tap() }
                func stamped() { app.cells[id.stamped].tap() }
                func labelled() { app.cells[id.labelled].tap() }
                func partly() { app.cells[id.partly].tap() }
                func inPlace() { app.cells["Menu.\(A11y.prefix).inbox"].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "MenuRobot", member: "inbox()").source, .constant(path: "id.inbox", value: "Menu.login.inbox"))
        XCTAssertEqual(try project.usage(in: "MenuRobot", member: "sent()").source, .constant(path: "id.sent", value: nil))
        XCTAssertEqual(try project.usage(in: "MenuRobot", member: "drafts()").source, .constant(path: "id.drafts", value: nil))
        for member in ["stamped()", "labelled()", "partly()", "inPlace()"] {
            XCTAssertTrue(try project.usage(in: "MenuRobot", member: member).source.isRuntime, member)
        }
    }

    func testConstantsAreResolvedWhateverTheFileOrder() throws {
        for files in [[Self.loginScreen, Self.identifiers], [Self.identifiers, Self.loginScreen]] {
            let project = makeProject(files)
            XCTAssertEqual(try project.usage(in: "LoginScreen", member: "email").source,
                           .constant(path: "A11y.Login.email", value: "login.email"))
        }
    }

    /// Constants that name each other in a cycle (not Swift, but read) resolve in declaration
    /// order, the same in every run. (Resolved in the table's hash order, the answers changed
    /// from one run to the next.)
    func testConstantsInACycleResolveInDeclarationOrder() throws {
        func values(_ declarations: String) -> [String?] {
            let project = makeProject(Fixture("Support/Cycle.swift", "enum S {\n\(declarations)\n}\nlet y = \"a\"\n"))
            return ["S.x", "S.y"].map { project.constants.lookup($0, from: nil)?.value }
        }
        // S.x first: its `y` is S.y, whose `x` is S.x itself (no value yet) and no global x:
        // S.y has no value, so S.x falls back to the global y.
        XCTAssertEqual(values("static let x = y\nstatic let y = x"), ["a", nil])
        // S.y first: its `x` is S.x, whose `y` is S.y itself, then the global y: both "a".
        XCTAssertEqual(values("static let y = x\nstatic let x = y"), ["a", "a"])
    }

    /// A path declared twice names its last declaration, also for the constants built from it,
    /// whichever is resolved first.
    func testAConstantDeclaredTwiceTakesItsLastDeclaration() throws {
        let project = makeProject(
            Fixture("Support/A11y.swift", "enum A11y {\n    static let early = name\n    static let name = \"first\"\n}\n"),
            Fixture("Support/A11y+More.swift", "extension A11y {\n    static let name = \"second\"\n    static let late = name\n}\n"))
        XCTAssertEqual(["A11y.name", "A11y.early", "A11y.late"].map { project.constants.lookup($0, from: nil)?.value },
                       ["second", "second", "second"])
    }

    func testLocalLetIsAConstant() throws {
        let project = makeProject(Self.identifiers, Fixture("Robots/LoginRobot.swift", #"""
            final class LoginRobot: Robot {
                func tapHelp() {
                    let id = "login.help"
                    app.buttons[id].tap()
                }

                func tapSubmit() {
                    let id = A11y.Login.submit
                    app.buttons[id].tap()
                }

                func tapRetry(isLegacy: Bool) {
                    var id = "error.retry"
                    if isLegacy { id = "error.tryAgain" }
                    app.buttons[id].tap()
                }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "LoginRobot", member: "tapHelp()").source,
                       .constant(path: "id", value: "login.help"))
        XCTAssertEqual(try project.usage(in: "LoginRobot", member: "tapSubmit()").source,
                       .constant(path: "id", value: "login.submit"))
        XCTAssertEqual(try project.usage(in: "LoginRobot", member: "tapRetry(isLegacy:)").source, .constant(path: "id", value: nil),
                       "a local var set only to literals is one of them, each searchable")
    }

    /// `#function` is spelled by the compiler: the name of the property or method it is written
    /// in (RedMadRobot's `var title: XCUIElement { app.staticTexts[#function] }` finds "title"), and
    /// in a stored property's initial value, observed or not, the type's name (as `swiftc` gives
    /// them). In a stored global's it is the module's name, which kassios does not know: an
    /// expression still.
    func testFunctionLiteralIsTheNameOfItsMember() throws {
        let project = makeProject(Fixture("Screens/LoginScreen.swift", #"""
            struct LoginScreen {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts[#function] }
                func row(_ index: Int) -> XCUIElement { app.cells[#function] }
                lazy var logo = app.images[#function]
                let banner = XCUIApplication().otherElements[#function]
                init(app: XCUIApplication) {
                    self.app = app
                    _ = app.otherElements[#function].waitForExistence(timeout: 5)
                }
                func tapNext(after delay: Int) { app.buttons[#function].tap() }
                var observed: XCUIElement = XCUIApplication().switches[#function] { didSet {} }
            }
            let orphan = XCUIApplication().buttons[#function]
            func signUpButton(_ app: XCUIApplication) -> XCUIElement { app.buttons[#function] }
            var helpLink: XCUIElement { XCUIApplication().links[#function] }
            """#))
        XCTAssertEqual(try project.usage(in: "LoginScreen", member: "title").source, .constant(path: "#function", value: "title"))
        XCTAssertEqual(try project.usage(in: "LoginScreen", member: "row(_:)").source, .constant(path: "#function", value: "row(_:)"))
        XCTAssertEqual(try project.usage(in: "LoginScreen", member: "logo").source, .constant(path: "#function", value: "logo"))
        XCTAssertEqual(try project.usage(in: "LoginScreen", member: "banner").source, .constant(path: "#function", value: "LoginScreen"))
        XCTAssertEqual(try project.usage(in: "LoginScreen", member: "init").source, .constant(path: "#function", value: "init(app:)"))
        XCTAssertEqual(try project.usage(in: "LoginScreen", member: "tapNext(after:)").source,
                       .constant(path: "#function", value: "tapNext(after:)"))
        XCTAssertEqual(try project.usage(in: "LoginScreen", member: "observed").source, .constant(path: "#function", value: "LoginScreen"))
        XCTAssertEqual(try project.usage(in: nil, member: "orphan").source, .expression("#function"))
        XCTAssertEqual(try project.usage(in: nil, member: "signUpButton(_:)").source, .constant(path: "#function", value: "signUpButton(_:)"))
        XCTAssertEqual(try project.usage(in: nil, member: "helpLink").source, .constant(path: "#function", value: "helpLink"))
        let elements = project.elementsByType["LoginScreen"] ?? []
        XCTAssertEqual(elements.map(\.name), ["title", "row", "logo", "banner", "observed"])
        XCTAssertEqual(elements.map(\.identifier?.staticValue), ["title", "row(_:)", "logo", "LoginScreen", "LoginScreen"])
    }

    /// Inside a function or variable declared in a body, `#function` is that one's name, as `swiftc`
    /// gives it: `inner(_:)` for a local function, `label` for a local computed or observed variable
    /// and in a local `lazy` one's initial value; a closure changes nothing. In a property's getter,
    /// setter or observer it is the property's name, observed or not (only its initial value gives
    /// the type's name). In a parameter's default value it is the caller's, unknown there.
    func testFunctionLiteralInALocalFunctionIsItsName() throws {
        let project = makeProject(Fixture("Screens/ListScreen.swift", #"""
            final class ListScreen {
                let app = XCUIApplication()
                func openRow() {
                    func cell(_ index: Int) -> XCUIElement { app.cells[#function] }
                    cell(0).tap()
                }
                func openHeader() {
                    let tapIt = { self.app.buttons[#function].tap() }
                    tapIt()
                }
                func openFooter() {
                    var footer: XCUIElement { app.otherElements[#function] }
                    footer.tap()
                }
                func openBanner() {
                    lazy var banner = app.images[#function]
                    banner.tap()
                }
                var watched: Int = 0 {
                    didSet { app.staticTexts[#function].tap() }
                }
                func open(_ tab: XCUIElement = XCUIApplication().buttons[#function]) { tab.tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "openRow()").source, .constant(path: "#function", value: "cell(_:)"))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "openHeader()").source,
                       .constant(path: "#function", value: "openHeader()"), "a closure is no function of its own")
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "openFooter()").source, .constant(path: "#function", value: "footer"))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "openBanner()").source, .constant(path: "#function", value: "banner"))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "watched").source, .constant(path: "#function", value: "watched"))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "open(_:)").source, .expression("#function"),
                       "in a default value, the caller's name")
    }

    /// A runtime identifier of nothing but runtime parts (amazon-location's `Identifiers.routeMainContainer
    /// + mode.title`, neither resolved) has no static pattern to search for: the reason says so rather
    /// than quoting `"**"`; one that resolves gives its value alone.
    func testAPatternOfRuntimePartsOnlyIsNotQuoted() {
        XCTAssertEqual(IdentifierSource.concatenated(pattern: "**", resolved: nil).reason,
                       "concatenated at runtime; no literal text in it to search for")
        XCTAssertEqual(IdentifierSource.concatenated(pattern: "row.*", resolved: nil).reason,
                       "concatenated at runtime; static pattern \"row.*\"")
        XCTAssertEqual(IdentifierSource.interpolated(pattern: "*", parts: ["id"], resolved: nil).reason,
                       "built with string interpolation of \"id\"; no literal text in it to search for")
        XCTAssertEqual(IdentifierSource.interpolated(pattern: "cell.*", parts: ["id"], resolved: nil).reason,
                       "built with string interpolation of \"id\"; static pattern \"cell.*\"")
        // Resolved, the value says it all: no pattern beside it.
        XCTAssertEqual(IdentifierSource.interpolated(pattern: "*", parts: ["Ids.login"], resolved: "login").reason,
                       "built with string interpolation of \"Ids.login\"; resolves to \"login\"")
    }

    func testConstantsAddedInAnExtensionOfANestedEnum() throws {
        let project = makeProject(Self.identifiers, Fixture("Support/A11y+Transfer.swift", #"""
            extension A11y.Login {
                static let forgot = "login.forgot"
            }

            extension A11y {
                enum Transfer {
                    static let confirm = "transfer.confirm"
                }
            }
            """#), Fixture("PageObjects/LoginPage.swift", #"""
            enum LoginPage {
                static let resetID = "login.reset"
                static var forgot: XCUIElement { XCUIApplication().buttons[A11y.Login.forgot] }
                static var confirm: XCUIElement { XCUIApplication().buttons[A11y.Transfer.confirm] }
                static var reset: XCUIElement { XCUIApplication().buttons[resetID] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "LoginPage", member: "forgot").source,
                       .constant(path: "A11y.Login.forgot", value: "login.forgot"))
        XCTAssertEqual(try project.usage(in: "LoginPage", member: "confirm").source,
                       .constant(path: "A11y.Transfer.confirm", value: "transfer.confirm"))
        XCTAssertEqual(try project.usage(in: "LoginPage", member: "reset").source,
                       .constant(path: "LoginPage.resetID", value: "login.reset"))
    }

    /// Two files may each keep their identifiers in a `private enum` of the same name (WordPress's
    /// `ElementStringIDs`): each file's references name its own, not the last one read.
    func testPrivateTypesOfOneNameInTwoFilesKeepTheirOwnConstants() throws {
        func screen(_ name: String, _ prefix: String, privacy: String) -> Fixture {
            Fixture("Screens/\(name)Screen.swift", """
                \(privacy) enum ElementStringIDs {
                    static let root = "\(prefix)"
                    static let header = root + ".header"
                    enum Rows { static let first = "\(prefix).row.0" }
                }
                private let footerID = "\(prefix).footer"
                private func bannerID() -> String { \(privacy == "private" ? "\"\(prefix).banner\"" : "UUID().uuidString") }
                final class \(name)Screen {
                    let app = XCUIApplication()
                    var header: XCUIElement { app.staticTexts[ElementStringIDs.header] }
                    var first: XCUIElement { app.cells[ElementStringIDs.Rows.first] }
                    var footer: XCUIElement { app.otherElements[footerID] }
                    var help: XCUIElement { app.buttons[Shared.help] }
                    var banner: XCUIElement { app.otherElements[bannerID()] }
                }
                """)
        }
        let project = makeProject(screen("SiteAddress", "siteAddress", privacy: "private"),
                                  screen("SignupEmail", "signupEmail", privacy: "fileprivate"),
                                  Fixture("Support/Shared.swift", #"enum Shared { static let help = "help" }"#))
        for (type, prefix) in [("SiteAddressScreen", "siteAddress"), ("SignupEmailScreen", "signupEmail")] {
            XCTAssertEqual(try project.usage(in: type, member: "header").source,
                           .constant(path: "ElementStringIDs.header", value: "\(prefix).header"), type)
            XCTAssertEqual(try project.usage(in: type, member: "first").source,
                           .constant(path: "ElementStringIDs.Rows.first", value: "\(prefix).row.0"), type)
            XCTAssertEqual(try project.usage(in: type, member: "footer").source, .constant(path: "footerID", value: "\(prefix).footer"), type)
            XCTAssertEqual(try project.usage(in: type, member: "help").source, .constant(path: "Shared.help", value: "help"), type)
        }
        XCTAssertEqual(try project.usage(in: "SiteAddressScreen", member: "banner").source,
                       .constant(path: "bannerID()", value: "siteAddress.banner"))
        XCTAssertEqual(try project.usage(in: "SignupEmailScreen", member: "banner").source, .call("bannerID()"),
                       "its own private function, which builds it at runtime")
    }

    func testInterpolationOfALocalConstantResolves() throws {
        let project = makeProject(Fixture("Robots/AccountsRobot.swift", #"""
            final class AccountsRobot: Robot {
                func openEveryday() {
                    let section = "accounts"
                    app.cells["\(section).row.everyday"].tap()
                }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "AccountsRobot", member: "openEveryday()").source,
                       .interpolated(pattern: "accounts.row.everyday", parts: ["section"], resolved: "accounts.row.everyday"))
    }

    /// A local joined from another local that is joined from literals resolves, however deep
    /// (Simplenote's `noteName = "- [ ]" + noteText`, `noteText = " " + noteTextInitial`), and a part
    /// that does not resolve keeps the text around it in the pattern.
    func testLocalsJoinedFromJoinedLocalsResolve() throws {
        let project = makeProject(Fixture("Robots/NotesRobot.swift", #"""
            final class NotesRobot: Robot {
                func openChecklist() {
                    let initial = "Inserting checkbox",
                        spaced = " " + initial,
                        checklist = "- [ ]" + spaced
                    app.cells[checklist + "!"].tap()
                }
                func openRow(_ index: Int) {
                    let row = "notes.row." + "\(index)"
                    app.cells["\(row).title"].tap()
                }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "NotesRobot", member: "openChecklist()").source,
                       .concatenated(pattern: "- [ ] Inserting checkbox!", resolved: "- [ ] Inserting checkbox!"))
        XCTAssertEqual(try project.usage(in: "NotesRobot", member: "openRow(_:)").source,
                       .interpolated(pattern: "notes.row.*.title", parts: ["row"], resolved: nil))
    }

    /// A call of the suite's function that returns one string built from its parameters has that
    /// string's pattern, each parameter read as the caller's argument: an instance method of the
    /// type (DropBit's "word \(number) of 12"), a static one of another type declared in the
    /// caller's file first (Challenge's `fileprivate extension AccessibilityIdentifier` in each
    /// robot's file), a global one with a default value. Anything else stays a call.
    func testAFunctionReturningAStringOfItsParametersHasItsPattern() throws {
        let project = makeProject(
            Fixture("Robots/FilterRobot.swift", #"""
                fileprivate extension AccessibilityIdentifier {
                    static func statusChip(label: String) -> String { "characterFilter.status.\(label)" }
                }
                final class FilterRobot: Robot {
                    func tapStatus(_ status: String) { app.buttons[AccessibilityIdentifier.statusChip(label: status)].tap() }
                    func tapAlive() { app.buttons[AccessibilityIdentifier.statusChip(label: "alive")].tap() }
                }
                """#),
            Fixture("Robots/SearchRobot.swift", #"""
                fileprivate extension AccessibilityIdentifier {
                    static func statusChip(label: String) -> String { "advancedSearch.status.\(label)" }
                }
                final class SearchRobot: Robot {
                    func tapStatus(_ status: String) { app.buttons[AccessibilityIdentifier.statusChip(label: status)].tap() }
                }
                enum AccessibilityIdentifier {}
                """#),
            Fixture("Pages/RestoreWalletPage.swift", #"""
                let prefix = "wallet"
                func rowID(_ index: Int, section: String = "words") -> String { prefix + "." + section + ".\(index)" }
                final class RestoreWalletPage: Robot {
                    func enterWords(_ words: [String]) {
                        for (index, _) in words.enumerated() {
                            let progress = wordEntryProgressLabel(number: index + 1)
                            XCTAssert(app.staticTexts[progress].exists)
                            app.cells[rowID(index)].tap()
                            app.cells[stamped()].tap()
                        }
                    }
                    private func wordEntryProgressLabel(number: Int) -> String { return "word \(number) of 12" }
                    private func stamped() -> String { UUID().uuidString }
                }
                """#))
        XCTAssertEqual(try project.usage(in: "FilterRobot", member: "tapStatus(_:)").source,
                       .returned(function: "AccessibilityIdentifier.statusChip(label:)", pattern: "characterFilter.status.*", resolved: nil))
        XCTAssertEqual(try project.usage(in: "FilterRobot", member: "tapAlive()").source,
                       .returned(function: "AccessibilityIdentifier.statusChip(label:)", pattern: "characterFilter.status.alive",
                                 resolved: "characterFilter.status.alive"))
        XCTAssertEqual(try project.usage(in: "SearchRobot", member: "tapStatus(_:)").source,
                       .returned(function: "AccessibilityIdentifier.statusChip(label:)", pattern: "advancedSearch.status.*", resolved: nil),
                       "the extension in the caller's file")
        let usages = project.usages.filter { $0.typeName == "RestoreWalletPage" }.map(\.source)
        XCTAssertEqual(usages, [
            .returned(function: "wordEntryProgressLabel(number:)", pattern: "word * of 12", resolved: nil),
            .returned(function: "rowID(_:)", pattern: "wallet.words.*", resolved: nil),
            .call("stamped()"),
        ])
        XCTAssertEqual(usages.map(\.kindName), ["call", "call", "call"])
    }

    /// A choice between known values in a pattern keeps the text they share ("repl*" of "reply" and
    /// "replies"), which matches each of them; values that share nothing are a `*`.
    func testAChoiceOfKnownValuesInAPatternKeepsWhatTheyShare() throws {
        let project = makeProject(Fixture("Pages/ThreadListPage.swift", #"""
            enum ThreadListPage {
                static func replies(_ replies: Int) -> XCUIElement {
                    let suffix = replies == 1 ? "reply" : "replies"
                    return app.staticTexts["\(replies) \(suffix)"]
                }
                static func row(_ index: Int, pad: Bool) -> XCUIElement {
                    app.cells[(pad ? "grid.row." : "list.row.") + "\(index)"]
                }
                static func item(_ index: Int, compact: Bool) -> XCUIElement {
                    app.cells["list.\(compact ? "compact.\(index)" : "full.\(index)")"]
                }
                static func tile(_ index: Int, compact: Bool) -> XCUIElement {
                    let kind = compact ? "a.\(index).tile" : "b.\(index).tile"
                    return app.cells["list." + kind]
                }
            }
            """#))
        // A branch built at runtime is no reason to take the first branch's pattern: what both share.
        XCTAssertEqual(try project.usage(in: "ThreadListPage", member: "item(_:compact:)").source,
                       .interpolated(pattern: "list.*.*", parts: ["compact ? \"compact.\\(index)\" : \"full.\\(index)\""], resolved: nil))
        XCTAssertEqual(try project.usage(in: "ThreadListPage", member: "tile(_:compact:)").source,
                       .concatenated(pattern: "list.*.*.tile", resolved: nil))
        XCTAssertEqual(try project.usage(in: "ThreadListPage", member: "replies(_:)").source,
                       .interpolated(pattern: "* repl*", parts: ["replies", "suffix"], resolved: nil))
        XCTAssertEqual(try project.usage(in: "ThreadListPage", member: "row(_:pad:)").source,
                       .concatenated(pattern: "*.row.*", resolved: nil))
        XCTAssertEqual(CodeWalker.glob(matching: ["ab", "abab"]), "ab*")
        XCTAssertEqual(CodeWalker.glob(matching: ["aXb", "aYYb"]), "a*b")
    }

    /// A `let` declared without a value and set on each path is one of the values it is given:
    /// searchable when each is (WordPress's editor picks its text view's identifier by mode).
    func testALetSetOnEachPathIsOneOfItsValues() throws {
        let project = makeProject(Fixture("Screens/EditorScreen.swift", #"""
            final class EditorScreen {
                enum Mode { case rich, html }
                let app = XCUIApplication()
                private let richField = "editor.rich"
                private let htmlField = "editor.html"
                var textView: XCUIElement

                init(mode: Mode) {
                    let field: String
                    switch mode {
                    case .rich: field = richField
                    case .html: field = htmlField
                    }
                    textView = app.textViews[field]
                }

                func tapSave(compact: Bool) {
                    let id: String
                    if compact { id = "editor.save" } else { id = "editor.save" }
                    app.buttons[id].tap()
                }

                func tapRow(_ index: Int) {
                    let id: String
                    if index == 0 { id = "editor.row.first" } else { id = "editor.row.\(index)" }
                    app.cells[id].tap()
                }

                func tapCell(_ id: String, plain: Bool) { app.cells[plain ? id : "editor.cell.\(Int.random(in: 0...9))"].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "EditorScreen", member: "init").source, .constant(path: "field", value: nil))
        XCTAssertEqual(try project.usage(in: "EditorScreen", member: "tapSave(compact:)").source,
                       .constant(path: "id", value: "editor.save"), "the one value both paths give")
        XCTAssertTrue(try project.usage(in: "EditorScreen", member: "tapRow(_:)").source.isRuntime, "one path builds it")
        XCTAssertTrue(try project.usage(in: "EditorScreen", member: "tapCell(_:plain:)").source.isRuntime,
                      "a parameter on one path does not hide what another builds")
    }

    /// A local `var` is read with every value the rest of its block gives it: set only to literals
    /// (Simplenote's `var testedTag = String()`, then `testedTag = "prehistoric"`), it is one of
    /// them; never changed, it is a `let`; changed any other way, or to a value built at runtime
    /// anywhere after (a later turn of a loop reads it), it is built at runtime.
    func testALocalVarIsOneOfTheValuesItIsSetTo() throws {
        let project = makeProject(Self.identifiers, Fixture("Tests/TagTests.swift", #"""
            let label = "tag.label"
            final class TagTests: XCTestCase {
                let app = XCUIApplication()
                func testTags() {
                    var testedTag = String()
                    testedTag = "prehistoric"
                    app.buttons[testedTag].tap()
                    testedTag = "reptile"
                }
                func testOne() {
                    var tag: String
                    tag = "tag.one"
                    app.buttons[tag].tap()
                }
                func testNeverChanged() {
                    var id = "tag.fixed"
                    app.buttons[id].tap()
                }
                func testLaterInALoop(_ names: [String]) {
                    var id = "tag.first"
                    for name in names {
                        app.buttons[id].tap()
                        id = name
                    }
                }
                func testInAClosure() {
                    var id = "tag.a"
                    let change = { id = String(Int.random(in: 0...9)) }
                    change()
                    app.buttons[id].tap()
                }
                func testAppended() {
                    var id = "tag"
                    id += ".1"
                    app.buttons[id].tap()
                }
                func testAppendCall() {
                    var id = "tag"
                    id.append(".2")
                    app.buttons[id].tap()
                }
                func testInout() {
                    var id = "tag"
                    change(&id)
                    app.buttons[id].tap()
                }
                func testSwapped() {
                    var id = "tag.a", other = "tag.b"
                    (id, other) = (other, id)
                    app.buttons[id].tap()
                }
                func testSetFromALoop(_ labels: [String]) {
                    var id = "tag.first"
                    app.buttons[id].tap()
                    for label in labels { id = label }
                }
                func testReplaced() {
                    var id = "tag.first"
                    id.replace("first", with: UUID().uuidString)
                    app.buttons[id].tap()
                }
                func testFromAType() {
                    var id = A11y.Login.email
                    if Bool.random() { id = A11y.Login.password }
                    app.buttons[id].tap()
                }
                func change(_ id: inout String) { id = "tag.x" }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "TagTests", member: "testTags()").source, .constant(path: "testedTag", value: nil),
                       "one of two literals: no value of its own, but none built at runtime")
        XCTAssertEqual(try project.usage(in: "TagTests", member: "testOne()").source, .constant(path: "tag", value: "tag.one"))
        XCTAssertEqual(try project.usage(in: "TagTests", member: "testNeverChanged()").source, .constant(path: "id", value: "tag.fixed"))
        // Set to anything but a literal or a constant named from a type, the var is built at runtime.
        for member in ["testLaterInALoop(_:)", "testInAClosure()", "testAppended()", "testAppendCall()", "testInout()",
                       "testSwapped()", "testReplaced()", "testSetFromALoop(_:)"] {
            XCTAssertEqual(try project.usage(in: "TagTests", member: member).source, .variable("id"), member)
        }
        XCTAssertEqual(try project.usage(in: "TagTests", member: "testFromAType()").source, .constant(path: "id", value: nil))
    }

    /// A stored `var` only its file may change, which nothing there changes, is a constant
    /// (WooCommerce's `private var updatedSearchResultsID = "…"`); one the file changes anywhere,
    /// or that other files may change, is not.
    func testAPrivateVarItsFileNeverChangesIsAConstant() throws {
        let project = makeProject(Fixture("Screens/SearchScreen.swift", #"""
            final class SearchScreen {
                let app = XCUIApplication()
                private var resultsID = "search.results"
                private(set) var headerID = "search.header"
                private var filterID = "search.filter"
                private var sortID = "search.sort"
                fileprivate var chipID = "search.chip"
                var footerID = "search.footer"

                func results() -> XCUIElement { app.tables.matching(identifier: resultsID).firstMatch }
                func header() -> XCUIElement { app.otherElements[headerID] }
                func filter() -> XCUIElement { app.buttons[filterID] }
                func sort() -> XCUIElement { app.buttons[sortID] }
                func chip() -> XCUIElement { app.buttons[chipID] }
                func footer() -> XCUIElement { app.otherElements[footerID] }
                func useCompactFilter() { filterID += ".compact" }
            }
            extension SearchScreen {
                func sortByDate() { self.sortID = "search.sort.date" }
            }
            private func tapChips(on screens: [SearchScreen]) { for screen in screens { screen.chipID.append("!") } }
            struct RowScreen {
                private(set) var rowID = "row.default"
                var row: XCUIElement { XCUIApplication().cells[rowID] }
            }
            final class CellScreen {
                private var key = "cell.default"
                var cell: XCUIElement { XCUIApplication().cells[key] }
                func reset() { self[keyPath: \CellScreen.key] = UUID().uuidString }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "SearchScreen", member: "results()").source,
                       .constant(path: "SearchScreen.resultsID", value: "search.results"))
        XCTAssertEqual(try project.usage(in: "SearchScreen", member: "header()").source,
                       .constant(path: "SearchScreen.headerID", value: "search.header"))
        for member in ["filter()", "sort()", "chip()", "footer()"] {
            XCTAssertTrue(try project.usage(in: "SearchScreen", member: member).source.isRuntime, member)
        }
        XCTAssertTrue(try project.usage(in: "RowScreen", member: "row").source.isRuntime, "RowScreen(rowID: …) sets it from any file")
        XCTAssertTrue(try project.usage(in: "CellScreen", member: "cell").source.isRuntime, "a key path may set it")
    }

    /// A stored `static var` (or global `var`) that no linted file changes is as searchable as a
    /// `let` (Aztec's `struct elementStringIDs { static var richTextField = "richContentView" }`);
    /// one that any file changes, however it is written there, is read from a variable.
    func testAStaticVarNoFileChangesIsAConstant() throws {
        let project = makeProject(Fixture("Support/ElementIDs.swift", #"""
            public struct elementStringIDs {
                static var richTextField = "richContentView"
                static var titleTextField = "Title"
                static var locale = "en"
                static var theme = "light"
                @LaunchArgument("tab") static var tab = "tab.home"
                static var language = Locale.current.identifier
                static let region = NSLocale.current.identifier
            }
            var launchScreenID = "launch.logo"
            var bannerID = "banner.default"
            """#), Fixture("Pages/EditorPage.swift", #"""
            final class EditorPage {
                let app = XCUIApplication()
                var richText: XCUIElement { app.textViews[elementStringIDs.richTextField] }
                var title: XCUIElement { app.textFields[elementStringIDs.titleTextField] }
                var localeLabel: XCUIElement { app.staticTexts[elementStringIDs.locale] }
                var themeLabel: XCUIElement { app.staticTexts[elementStringIDs.theme] }
                var logo: XCUIElement { app.images[launchScreenID] }
                var banner: XCUIElement { app.otherElements[bannerID] }
                var tab: XCUIElement { app.buttons[elementStringIDs.tab] }
                var language: XCUIElement { app.buttons[elementStringIDs.language] }
                var region: XCUIElement { app.buttons[elementStringIDs.region] }
            }
            """#), Fixture("Tests/EditorTests.swift", #"""
            final class EditorTests: XCTestCase {
                override func setUp() {
                    elementStringIDs.locale = "fr"
                    swap(&elementStringIDs.theme, &bannerID)
                }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "EditorPage", member: "richText").source,
                       .constant(path: "elementStringIDs.richTextField", value: "richContentView"))
        XCTAssertEqual(try project.usage(in: "EditorPage", member: "title").source,
                       .constant(path: "elementStringIDs.titleTextField", value: "Title"))
        XCTAssertEqual(try project.usage(in: "EditorPage", member: "logo").source, .constant(path: "launchScreenID", value: "launch.logo"))
        for member in ["localeLabel", "themeLabel", "banner", "tab", "language", "region"] {
            XCTAssertTrue(try project.usage(in: "EditorPage", member: member).source.isRuntime, member)
        }
    }

    /// A method called on a name changes what it names only if the method can change a value:
    /// kacperd's `let loginTextField = app.textFields[Identifiers.LoginScreen.loginTextField];
    /// loginTextField.tap()` leaves the `static var loginTextField` as it is, where
    /// `append` or a `mutating func` of the suite's own would not.
    func testAStaticVarIsNotChangedByACallOnALocalOfItsName() throws {
        let project = makeProject(Fixture("App/Identifiers.swift", #"""
            public enum Identifiers {
                public enum Login {
                    public static var emailField = "login.email"
                    public static var passwordField = "login.password"
                    public static var signInButton = "login.signIn"
                }
            }
            extension String {
                mutating func localize() { self = self + ".localized" }
            }
            """#), Fixture("Pages/LoginPage.swift", #"""
            struct LoginPage {
                let app: XCUIApplication
                var email: XCUIElement { app.textFields[Identifiers.Login.emailField] }
                var password: XCUIElement { app.secureTextFields[Identifiers.Login.passwordField] }
                var signIn: XCUIElement { app.buttons[Identifiers.Login.signInButton] }
                func type(email text: String) {
                    let emailField = app.textFields[Identifiers.Login.emailField]
                    emailField.tap()
                    emailField.typeText(text)
                }
            }
            """#), Fixture("Tests/LoginTests.swift", #"""
            final class LoginTests: XCTestCase {
                override func setUp() {
                    Identifiers.Login.passwordField.append(".v2")
                    Identifiers.Login.signInButton.localize()
                }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "LoginPage", member: "email").source,
                       .constant(path: "Identifiers.Login.emailField", value: "login.email"))
        XCTAssertTrue(try project.usage(in: "LoginPage", member: "password").source.isRuntime, "append changes it")
        XCTAssertTrue(try project.usage(in: "LoginPage", member: "signIn").source.isRuntime, "the suite's own mutating func changes it")
    }

    /// In a protocol's extension, a requirement of the protocol is what each adopting type declares
    /// (auto.ru's `UIRootedElementProvider`: `Self.rootElementID`, each screen's `static let
    /// rootElementID = "chats"`): one of their constants. One adopter that works it out at run time
    /// makes it runtime; so does a protocol no linted type adopts.
    func testAProtocolRequirementIsWhatItsAdoptersDeclare() throws {
        let project = makeProject(Fixture("Providers/Rooted.swift", #"""
            protocol RootedScreen {
                static var rootElementID: String { get }
                var rootID: String { get }
            }
            extension RootedScreen {
                static func findRoot(in app: XCUIApplication) -> XCUIElement {
                    app.descendants(matching: .any).matching(identifier: Self.rootElementID).firstMatch
                }
                var root: XCUIElement { XCUIApplication().otherElements[rootID] }
                var sameRoot: XCUIElement { XCUIApplication().otherElements[self.rootID] }
            }
            struct ChatsScreen: RootedScreen {
                static let rootElementID = "chats"
                let rootID = "chats.root"
            }
            struct PickerScreen: RootedScreen {
                static let rootElementID = "chats"
                var rootID: String { "picker.root" }
            }
            protocol Titled {
                var titleID: String { get }
            }
            extension Titled {
                var title: XCUIElement { XCUIApplication().staticTexts[titleID] }
            }
            struct DynamicScreen: Titled {
                let name: String
                var titleID: String { "title.\(name)" }
            }
            protocol Unadopted {
                var badgeID: String { get }
            }
            extension Unadopted {
                var badge: XCUIElement { XCUIApplication().otherElements[badgeID] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "RootedScreen", member: "findRoot(in:)").source,
                       .constant(path: "Self.rootElementID", value: "chats"))
        XCTAssertEqual(try project.usage(in: "RootedScreen", member: "root").source, .constant(path: "Self.rootID", value: nil))
        XCTAssertEqual(try project.usage(in: "RootedScreen", member: "sameRoot").source, .constant(path: "Self.rootID", value: nil))
        XCTAssertTrue(try project.usage(in: "Titled", member: "title").source.isRuntime)
        XCTAssertTrue(try project.usage(in: "Unadopted", member: "badge").source.isRuntime)
    }

    /// pmtest's builders find an element by an `NSPredicate` as well as by an identifier
    /// (protoncore's `textView(textPredicate)`, `private let textPredicate = NSPredicate(format:
    /// "label CONTAINS[c] %@", …)`): a predicate given to a builder is no identifier, wherever the
    /// variable holding it is declared. The identifier a predicate compares is still one, where the
    /// predicate is made.
    func testAPredicateGivenToABuilderIsNoIdentifier() throws {
        let project = makeProject(
            Fixture("Robots/LoginRobot.swift", #"""
                import pmtest
                private let suspendedText = "This account has been suspended"
                private let textPredicate = NSPredicate(format: "label CONTAINS[c] %@", suspendedText)
                let sharedPredicate: NSPredicate = Predicates.make()
                final class LoginRobot: CoreElements {
                    let verify = Verify()
                    final class Verify: CoreElements {
                        private let errorPredicate = NSPredicate(format: "identifier == %@", "login.error")
                        func suspendedDialog() { textView(textPredicate).wait().checkExists() }
                        func inline() { staticText(NSPredicate(format: "label CONTAINS %@", "Welcome")).wait().checkExists() }
                        func typed() { button(sharedPredicate).tap() }
                        func property() { button(errorPredicate).tap() }
                        func local() {
                            let mine = NSPredicate(format: "label BEGINSWITH %@", "Hi")
                            cell(mine).tap()
                        }
                        func given(_ predicate: NSPredicate) { cell(predicate).tap() }
                        func byName(_ name: String) { button(name).tap() }
                        func byTitle() { button(verify).tap() }
                        func compound() { cell(NSCompoundPredicate(andPredicateWithSubpredicates: [])).tap() }
                        func shared() { cell(Predicates.banner).tap() }
                        func made() { cell(bannerPredicate()).tap() }
                        func bannerPredicate() -> NSPredicate { NSPredicate(format: "label BEGINSWITH %@", "Banner") }
                    }
                }
                enum Predicates { static let banner = NSPredicate(format: "label CONTAINS %@", "banner") }
                """#),
            Fixture("Robots/Other.swift", #"""
                private let textPredicate = "other.file.id"
                """#))
        for member in ["suspendedDialog()", "inline()", "typed()", "property()", "local()", "given(_:)", "compound()", "shared()", "made()"] {
            XCTAssertEqual(project.usages(in: "LoginRobot.Verify", member: member).map(\.source), [], member)
        }
        XCTAssertEqual(project.usages(in: "LoginRobot.Verify", member: "errorPredicate").map(\.source), [.literal("login.error")])
        XCTAssertNotNil(project.wrappers["byName"], "a String parameter given to a builder is still an identifier")
        XCTAssertTrue(try project.usage(in: "LoginRobot.Verify", member: "byTitle()").source.isRuntime, "not a predicate")
    }

    /// A wrapper whose identifier is its second parameter (`tap(_ first:then rest:…)`), beside a
    /// namesake in another class with one parameter (`tap(_ id:)`) that a subclass calls: the call
    /// is the namesake's. Found by this session's review: the namesake's parameters were read at the
    /// wrapper's positions, past their end, and the run trapped.
    func testANamesakeWithFewerParametersThanTheWrappersIdentifierPositionIsAnotherFunction() throws {
        let project = makeProject(
            Fixture("Steps/BaseSteps.swift", """
                final class BaseSteps {
                    let app = XCUIApplication()
                    func tap(_ first: String, then rest: String...) {
                        app.buttons[first].tap()
                        for id in rest { app.buttons[id].tap() }
                    }
                }
                """),
            Fixture("Robots/LoginRobot.swift", """
                class BaseRobot {
                    let app = XCUIApplication()
                    func tap(_ id: String) { app.buttons[id].tap() }
                }
                final class LoginRobot: BaseRobot {
                    func submit() { tap("login.submit") }
                }
                """))
        XCTAssertEqual(try project.usage(in: "LoginRobot", member: "submit()").source, .literal("login.submit"))
    }

    /// A name the compiler finds on the type, on a class it inherits from, or on a type it is nested
    /// in is that member, not a global predicate of the same name.
    func testAMemberHidesAGlobalPredicateOfItsName() throws {
        let project = makeProject(Fixture("Robots/Robots.swift", #"""
            let title = NSPredicate(format: "label == %@", "Title")
            let errorText = NSPredicate(format: "label == %@", "Error")
            class BaseRobot: CoreElements {
                var title: String { "screen.title.\(UUID().uuidString)" }
            }
            final class HomeRobot: BaseRobot {
                func checkTitle() { staticText(title).checkExists() }
            }
            final class LoginRobot: CoreElements {
                static let errorText = "login.error.\(UUID().uuidString)"
                final class Verify: CoreElements {
                    func errorShown() { staticText(errorText).checkExists() }
                }
            }
            """#))
        XCTAssertTrue(try project.usage(in: "HomeRobot", member: "checkTitle()").source.isRuntime)
        XCTAssertTrue(try project.usage(in: "LoginRobot.Verify", member: "errorShown()").source.isRuntime)
    }

    /// A screen's element made by a builder given a predicate is found by the identifier the
    /// predicate compares for equality, and by none when it compares a label or a prefix.
    func testAnElementABuilderFindsByAPredicateHasItsComparedIdentifier() throws {
        let project = makeProject(Fixture("Screens/LoginScreen.swift", #"""
            final class LoginScreen: KassScreen {
                lazy var error = staticText(NSPredicate(format: "identifier == %@", "login.error"))
                lazy var banner = textView(bannerPredicate)
                lazy var welcome = staticText(NSPredicate(format: "identifier BEGINSWITH %@", "welcome."))
                lazy var quoted = staticText(NSPredicate(format: "identifier == 'login.quoted'"))
                private let bannerPredicate = NSPredicate(format: "label CONTAINS %@", "suspended")
                override var onLoad: [KassElement] { [error] }
            }
            """#))
        XCTAssertEqual(try project.element("error", of: "LoginScreen").identifier, .literal("login.error"))
        XCTAssertNil(try project.element("banner", of: "LoginScreen").identifier)
        XCTAssertNil(try project.element("welcome", of: "LoginScreen").identifier)
        XCTAssertEqual(try project.element("quoted", of: "LoginScreen").identifier, .literal("login.quoted"))
        XCTAssertEqual(project.usages.filter { $0.source.isRuntime }.map(\.memberName), [])
    }

    /// A format built at runtime whose quoted identifier holds the interpolation (stream-chat's
    /// `"identifier LIKE 'cell_\(index)'"`): the value is what is built, its pattern `cell_*`, not the
    /// predicate's text around it.
    func testAQuotedIdentifierInAFormatBuiltAtRuntimeIsThePattern() throws {
        let project = makeProject(Fixture("Pages/CellsPage.swift", #"""
            enum CellsPage {
                static func cell(at index: Int) -> XCUIElement {
                    XCUIApplication().cells.matching(NSPredicate(format: "identifier LIKE 'cell_\(index)'")).firstMatch
                }
                static func row(_ name: String) -> XCUIElement {
                    XCUIApplication().cells.matching(NSPredicate(format: "identifier == \"row.\(name)\" AND label != ''")).firstMatch
                }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "CellsPage", member: "cell(at:)").source.runtimePattern, "cell_*")
        XCTAssertEqual(try project.usage(in: "CellsPage", member: "row(_:)").source.runtimePattern, "row.*")
    }

    /// An adopter's requirement read off a type of the app's target, which the linted files do not
    /// declare (hermes's `let screenName: String = RobotIdentifier.repositoryListView.rawValue`), is a
    /// constant there as it is in a query; with `identifiers.constants: strict` it is not.
    func testAProtocolRequirementReadOffAnUndeclaredTypeIsAConstant() throws {
        let fixture = Fixture("Robots/Robot.swift", #"""
            protocol Robot {
                var screenName: String { get }
            }
            extension Robot {
                var app: XCUIApplication { XCUIApplication() }
                var root: XCUIElement {
                    app.descendants(matching: .any).matching(NSPredicate(format: "identifier == '\(screenName)'")).firstMatch
                }
                var screen: XCUIElement { app.otherElements[screenName] }
            }
            final class RepositoryListRobot: Robot {
                let screenName: String = RobotIdentifier.repositoryListView.rawValue
            }
            final class SettingsRobot: Robot {
                let screenName = "settings.view"
            }
            """#)
        let project = makeProject(fixture)
        XCTAssertEqual(try project.usage(in: "Robot", member: "screen").source, .constant(path: "Self.screenName", value: nil))
        XCTAssertFalse(try project.usage(in: "Robot", member: "root").source.isRuntime, "interpolated into the predicate")
        var strict = ModelConfiguration()
        strict.assumesUnresolvedConstants = false
        XCTAssertTrue(try makeProject(fixture, configuration: strict).usage(in: "Robot", member: "screen").source.isRuntime)
    }

    /// A bare name no file of the suite declares is a global of the app's target (Simplenote's
    /// `let uidNavBar_AllNotes = "All Notes"`), assumed a constant as `UID.Button.newNote` is; one a
    /// class of another module may give the type, a global or a property the files declare as a
    /// `var`, and `$0`, are read as values; with `identifiers.constants: strict`, so is the global.
    func testABareNameTheFilesDeclareNowhereIsAConstantOfTheAppsTarget() throws {
        let fixture = Fixture("Tests/AllNotes.swift", #"""
            import XCTest
            let app = XCUIApplication()
            var current = "notes.current"
            class AllNotes {
                class func add() { app.buttons[uidButton_NewNote].tap() }
                class func open() { app.buttons[current].tap() }
                class func select() { current = "notes.other" }
                class func each() { names().forEach { app.buttons[$0].tap() } }
                class func names() -> [String] { [] }
            }
            final class Editor: FrameworkScreen {
                func done() { app.buttons[doneIdentifier].tap() }
            }
            final class Settings: XCTestCase {
                var name = "settings.name"
                func testName() { app.buttons[name].tap(); app.buttons[uidButton_Back].tap() }
            }
            """#)
        let project = makeProject([fixture])
        func source(_ type: String, _ member: String) throws -> IdentifierSource { try project.usage(in: type, member: member).source }
        XCTAssertEqual(try source("AllNotes", "add()"), .constant(path: "uidButton_NewNote", value: nil))
        XCTAssertEqual(try source("AllNotes", "open()"), .variable("current"))
        XCTAssertTrue(try source("AllNotes", "each()").isRuntime)
        XCTAssertEqual(try source("Editor", "done()"), .variable("doneIdentifier"), "FrameworkScreen, not read, may give it")
        XCTAssertEqual(project.usages.filter { $0.typeName == "Settings" }.map(\.source),
                       [.variable("name"), .constant(path: "uidButton_Back", value: nil)])
        var strict = ModelConfiguration()
        strict.assumesUnresolvedConstants = false
        XCTAssertEqual(try makeProject([fixture], configuration: strict).usage(in: "AllNotes", member: "add()").source, .variable("uidButton_NewNote"))
    }

    /// The adopting types are those naming the protocol, or one inheriting from it, and their
    /// subclasses: one of them that builds the requirement at run time keeps it runtime. Two
    /// protocols of one simple name nested in different types are two.
    func testAProtocolsAdoptersIncludeSubclassesAndDerivedProtocols() throws {
        let project = makeProject(Fixture("Providers/Adopters.swift", #"""
            protocol Rooted {
                var rootID: String { get }
            }
            extension Rooted {
                var root: XCUIElement { XCUIApplication().otherElements[rootID] }
            }
            class BaseScreen: Rooted {
                var rootID: String { "base.root" }
            }
            final class FeedScreen: BaseScreen {
                override var rootID: String { "feed.\(UUID().uuidString)" }
            }
            final class PlainScreen: BaseScreen {}
            protocol Headed {
                var headerID: String { get }
            }
            extension Headed {
                var header: XCUIElement { XCUIApplication().otherElements[headerID] }
            }
            class Base {
                var headerID: String { "base.\(UUID().uuidString)" }
            }
            final class InheritingScreen: Base, Headed {}
            struct PlainHeaded: Headed { let headerID = "plain.header" }

            protocol Tabbed {
                static var tabID: String { get }
            }
            extension Tabbed {
                static var tab: XCUIElement { XCUIApplication().buttons[Self.tabID] }
            }
            protocol ProfileTabbed: Tabbed {}
            struct HomeTab: Tabbed { static let tabID = "tab.home" }
            struct ProfileTab: ProfileTabbed { static var tabID: String { "tab.\(UUID().uuidString)" } }

            enum Chat {
                protocol Screen { static var screenID: String { get } }
            }
            extension Chat.Screen {
                static var screen: XCUIElement { XCUIApplication().otherElements[Self.screenID] }
            }
            enum Feed {
                protocol Screen { static var screenID: String { get } }
            }
            struct ChatList: Chat.Screen { static let screenID = "chat.list" }
            struct FeedList: Feed.Screen { static var screenID: String { "feed.\(UUID().uuidString)" } }
            """#))
        XCTAssertTrue(try project.usage(in: "Rooted", member: "root").source.isRuntime, "FeedScreen overrides it at run time")
        XCTAssertTrue(try project.usage(in: "Headed", member: "header").source.isRuntime,
                      "InheritingScreen has Base's, built at run time, though Base does not adopt Headed")
        XCTAssertTrue(try project.usage(in: "Tabbed", member: "tab").source.isRuntime, "ProfileTab adopts it through ProfileTabbed")
        XCTAssertEqual(try project.usage(in: "Chat.Screen", member: "screen").source, .constant(path: "Self.screenID", value: "chat.list"))
    }

    /// A type alias names the type it stands for (PunchPad's `private typealias Identifier =
    /// ScreenIdentifier.SettingsView`, then `Identifier.Pickers.hours.rawValue`), in the scope that
    /// declares it: two screens may each have an `Identifier` of their own. An alias of a generic
    /// parameter (Falcon's `typealias Root = T`) names no type kassios can read.
    func testATypeAliasReadsTheTypeItNames() throws {
        let project = makeProject(Fixture("Shared/ScreenIdentifier.swift", #"""
            public enum ScreenIdentifier {
                public enum SettingsView {
                    public enum Pickers: String {
                        case hours = "settings.hours"
                        case minutes
                    }
                }
                public enum HomeView {
                    public enum Pickers: String {
                        case hours = "home.hours"
                    }
                }
            }
            """#), Fixture("Screens/Screens.swift", #"""
            final class SettingsScreen {
                private typealias Identifier = ScreenIdentifier.SettingsView
                let app = XCUIApplication()
                var hours: XCUIElement { app.pickers[Identifier.Pickers.hours.rawValue] }
                var minutes: XCUIElement { app.pickers[Identifier.Pickers.minutes.rawValue] }
            }
            final class HomeScreen {
                typealias Identifier = ScreenIdentifier.HomeView
                let app = XCUIApplication()
                var hours: XCUIElement { app.pickers[Identifier.Pickers.hours.rawValue] }
            }
            typealias HomeIDs = ScreenIdentifier.HomeView.Pickers
            final class HomeRobot {
                let app = XCUIApplication()
                var hours: XCUIElement { app.pickers[HomeIDs.hours.rawValue] }
            }
            class ElementPage<T> {
                typealias Root = T
                let app = XCUIApplication()
                var chevron: XCUIElement { app.otherElements[Root.chevron] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "SettingsScreen", member: "hours").source,
                       .constant(path: "ScreenIdentifier.SettingsView.Pickers.hours", value: "settings.hours"))
        XCTAssertEqual(try project.usage(in: "SettingsScreen", member: "minutes").source,
                       .constant(path: "ScreenIdentifier.SettingsView.Pickers.minutes", value: "minutes"))
        XCTAssertEqual(try project.usage(in: "HomeScreen", member: "hours").source,
                       .constant(path: "ScreenIdentifier.HomeView.Pickers.hours", value: "home.hours"))
        XCTAssertEqual(try project.usage(in: "HomeRobot", member: "hours").source,
                       .constant(path: "ScreenIdentifier.HomeView.Pickers.hours", value: "home.hours"), "a top-level alias")
        XCTAssertEqual(try project.usage(in: "ElementPage", member: "chevron").source, .constant(path: "Root.chevron", value: nil))
        XCTAssertEqual(try project.element("hours", of: "SettingsScreen").identifier,
                       .constant(path: "ScreenIdentifier.SettingsView.Pickers.hours", value: "settings.hours"))
    }

    /// Element X keeps its identifiers in one instance of a struct per screen
    /// (`static let homeScreen = HomeScreen()`, `struct HomeScreen { let userAvatar = "…" }`): a
    /// path through those instances is the constant it ends at. A name the type does not declare
    /// lives in an extension kassios does not see, and is assumed a constant as an unseen type's is.
    func testAPathThroughInstancesTheLintedFilesMakeIsAConstant() throws {
        let project = makeProject(Fixture("App/A11yIdentifiers.swift", #"""
            enum A11yIdentifiers {
                static let homeScreen = HomeScreen()
                static let roomScreen: RoomScreen = .init()
                static var mutableScreen = HomeScreen()
                struct HomeScreen {
                    let userAvatar = "home_screen-user_avatar"
                    var editable = "home_screen-editable"
                    func roomName(_ name: String) -> String { "home_screen-room_name:\(name)" }
                }
                struct RoomScreen {
                    let composerToolbar = ComposerToolbar()
                    let name = "room-name"
                }
            }
            struct ComposerToolbar {
                let send = "composer-send"
            }
            class BaseIDs { var dynamic: String { UUID().uuidString } }
            protocol Named {}
            extension Named { var named: String { ProcessInfo.processInfo.environment["N"] ?? "" } }
            final class SettingsIDs: BaseIDs, Named { let done = "settings-done" }
            extension A11yIdentifiers { static let settings = SettingsIDs() }
            """#), Fixture("UITests/HomeTests.swift", #"""
            final class HomeTests: XCTestCase {
                let app = XCUIApplication()
                func testAvatar() { app.buttons[A11yIdentifiers.homeScreen.userAvatar].tap() }
                func testRoomName() { app.staticTexts[A11yIdentifiers.roomScreen.name].tap() }
                func testSend() { app.buttons[A11yIdentifiers.roomScreen.composerToolbar.send].tap() }
                func testUnseen() { app.buttons[A11yIdentifiers.spaceScreen.moreMenu].tap() }
                func testUnseenOnAnInstance() { app.buttons[A11yIdentifiers.roomScreen.sendButton].tap() }
                func testEditable() { app.buttons[A11yIdentifiers.homeScreen.editable].tap() }
                func testMutable() { app.buttons[A11yIdentifiers.mutableScreen.userAvatar].tap() }
                func testRoom() { app.cells[A11yIdentifiers.homeScreen.roomName("Lobby")].tap() }
                func testInherited() { app.cells[A11yIdentifiers.settings.dynamic].tap() }
                func testFromAProtocol() { app.cells[A11yIdentifiers.settings.named].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "HomeTests", member: "testAvatar()").source,
                       .constant(path: "A11yIdentifiers.HomeScreen.userAvatar", value: "home_screen-user_avatar"))
        XCTAssertEqual(try project.usage(in: "HomeTests", member: "testRoomName()").source,
                       .constant(path: "A11yIdentifiers.RoomScreen.name", value: "room-name"), "made as .init() of the declared type")
        XCTAssertEqual(try project.usage(in: "HomeTests", member: "testSend()").source,
                       .constant(path: "ComposerToolbar.send", value: "composer-send"), "two instances deep, the type resolved where it is made")
        XCTAssertEqual(try project.usage(in: "HomeTests", member: "testUnseen()").source,
                       .constant(path: "A11yIdentifiers.spaceScreen.moreMenu", value: nil))
        XCTAssertEqual(try project.usage(in: "HomeTests", member: "testUnseenOnAnInstance()").source,
                       .constant(path: "A11yIdentifiers.roomScreen.sendButton", value: nil), "an extension may add a computed property")
        for member in ["testEditable()", "testMutable()", "testRoom()", "testInherited()", "testFromAProtocol()"] {
            XCTAssertTrue(try project.usage(in: "HomeTests", member: member).source.isRuntime, "\(member): a var, or a function of a value")
        }
    }

    /// openHAB's fixtures make an instance of a struct with its memberwise initializer
    /// (`static let short = Payload(title: "UITest Alert", …)`): a stored property without a
    /// value of its own is what the instance is made with, when that is a literal or a constant.
    func testAStoredPropertyOfAnInstanceIsWhatItsMemberwiseInitializerIsGiven() throws {
        let project = makeProject(Fixture("UITests/ToastTests.swift", #"""
            private enum Strings { static let armed = "UITest Armed" }
            private enum Toast {
                struct Payload {
                    let title: String
                    let message: String
                    var subtitle: String = "UITest Subtitle"
                }
                struct Made {
                    let title: String
                    init(title: String) { self.title = title.uppercased() }
                }
                static let short = Payload(title: "UITest Alert", message: Strings.armed)
                static let dynamic = Payload(title: "UITest \(Date())", message: UUID().uuidString)
                static let madeByItsOwnInit = Made(title: "UITest Made")
                static let extended = Extended(title: "UITest Extended")
            }
            private struct Extended { let title: String }
            private extension Extended { init(json: String) { self.title = json } }
            final class ToastTests: XCTestCase {
                let app = XCUIApplication()
                func testTitle() { app.staticTexts[Toast.short.title].tap() }
                func testMessage() { app.staticTexts[Toast.short.message].tap() }
                func testDefault() { app.staticTexts[Toast.short.subtitle].tap() }
                func testInterpolated() { app.staticTexts[Toast.dynamic.title].tap() }
                func testCalled() { app.staticTexts[Toast.dynamic.message].tap() }
                func testOwnInit() { app.staticTexts[Toast.madeByItsOwnInit.title].tap() }
                func testExtensionInit() { app.staticTexts[Toast.extended.title].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "ToastTests", member: "testTitle()").source,
                       .constant(path: "Toast.short.title", value: "UITest Alert"))
        XCTAssertEqual(try project.usage(in: "ToastTests", member: "testMessage()").source,
                       .constant(path: "Toast.short.message", value: "UITest Armed"), "a constant, resolved where the instance is made")
        XCTAssertEqual(try project.usage(in: "ToastTests", member: "testExtensionInit()").source,
                       .constant(path: "Toast.extended.title", value: "UITest Extended"), "an initializer in an extension keeps the memberwise one")
        for member in ["testDefault()", "testInterpolated()", "testCalled()", "testOwnInit()"] {
            XCTAssertTrue(try project.usage(in: "ToastTests", member: member).source.isRuntime,
                          "\(member): a var's default, a value built at runtime, or an initializer that changes it")
        }
    }

    /// Firefox's `TopSitesScreen`: a property of the type holds a table of selectors made with their
    /// identifiers (`private let sel = TopSel()`, `let ITEM = Sel(value: "…")`); a path through it, a
    /// get-only property returning one, and a local chosen between two are constants.
    func testPathsThroughAnInstanceThePropertyHoldsAreConstants() throws {
        let project = makeProject(Fixture("UITests/TopSitesScreen.swift", #"""
            struct Sel { let value: String }
            struct TopSel {
                let ITEM = Sel(value: "topSites.item")
                let ON = Sel(value: "status.on")
                let OFF = Sel(value: "status.off")
            }
            fileprivate struct id { static let zero = "pin.0" }
            final class TopSitesScreen {
                let app = XCUIApplication()
                private let sel = TopSel()
                private var mutableSel = TopSel()
                private var selectorID: String { sel.ITEM.value }
                func direct() { app.links[sel.ITEM.value].tap() }
                func throughGetter() { app.links[selectorID].tap() }
                func chosen(on: Bool) {
                    let status = on ? sel.ON : sel.OFF
                    app.staticTexts[status.value].tap()
                }
                func lowercaseType() {
                    var identifier = ""
                    identifier = id.zero
                    app.buttons[identifier].tap()
                }
                func throughAVar() { app.links[mutableSel.ITEM.value].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "TopSitesScreen", member: "direct()").source.staticValue, "topSites.item")
        XCTAssertEqual(try project.usage(in: "TopSitesScreen", member: "throughGetter()").source.staticValue, "topSites.item")
        let chosen = try project.usage(in: "TopSitesScreen", member: "chosen(on:)").source
        XCTAssertFalse(chosen.isRuntime, "\(chosen)")
        // A name in lower case may be a loop's variable or a property as well as a type: not followed.
        XCTAssertTrue(try project.usage(in: "TopSitesScreen", member: "lowercaseType()").source.isRuntime)
        XCTAssertTrue(try project.usage(in: "TopSitesScreen", member: "throughAVar()").source.isRuntime, "a var may hold another table")
    }

    /// A property a subclass declares again, and one set by an initializer that a convenience one
    /// hands something else, have no one value.
    func testAPropertyASubclassOverridesOrAConvenienceInitializerSetsIsNoConstant() throws {
        let project = makeProject(Fixture("UITests/RowScreen.swift", #"""
            struct Sel { let value: String }
            struct TopSel { let ITEM = Sel(value: "topSites.item") }
            class RowScreen {
                let app = XCUIApplication()
                private let sel = TopSel()
                var selectorID: String { sel.ITEM.value }
                func open() { app.links[selectorID].tap() }
            }
            final class OtherRowScreen: RowScreen {
                let row = 1
                override var selectorID: String { "row.\(row)" }
            }
            struct DynSel { let value: String }
            final class DynScreen {
                let app = XCUIApplication()
                let sel: DynSel
                init(sel: DynSel = DynSel(value: "dyn.item")) { self.sel = sel }
                convenience init(item: String) { self.init(sel: DynSel(value: item)) }
                func open() { app.links[sel.value].tap() }
            }
            final class OneInitScreen {
                let app = XCUIApplication()
                let sel: DynSel
                init(sel: DynSel = DynSel(value: "dyn.item")) { self.sel = sel }
                func open() { app.links[sel.value].tap() }
            }
            """#))
        XCTAssertTrue(try project.usage(in: "RowScreen", member: "open()").source.isRuntime)
        XCTAssertTrue(try project.usage(in: "DynScreen", member: "open()").source.isRuntime)
        // The same table with the one initializer: its default is what the property holds.
        XCTAssertEqual(try project.usage(in: "OneInitScreen", member: "open()").source.staticValue, "dyn.item")
    }

    /// A local `let` made with a reference stands for it: a member read through it is what the
    /// same member read through the reference in place is, resolved or not.
    func testAMemberReadThroughALocalLetIsReadThroughWhatTheLetIsMadeWith() throws {
        let project = makeProject(Fixture("UITests/AccountTests.swift", #"""
            struct TestUser {
                let name: String
                let email: String
                static let primary = TestUser(name: "alice", email: A11y.email)
                static var random: TestUser { TestUser(name: UUID().uuidString, email: "x") }
            }
            enum A11y { static let email = "account.email" }
            final class AccountTests: XCTestCase {
                let app = XCUIApplication()
                func testAlias() { let user = TestUser.primary; app.cells[user.name].tap() }
                func testAliasOfAConstant() { let user = TestUser.primary; app.cells[user.email].tap() }
                func testComputed() { let user = TestUser.random; app.cells[user.name].tap() }
                func testParameter(_ session: Session) { let user = session.user; app.cells[user.name].tap() }
                func testVariable() { var user = TestUser.primary; user = load(); app.cells[user.name].tap() }
                func testDevice() { let device = UIDevice.current; app.cells[device.name].tap() }
                func testDeviceInPlace() { app.cells[UIDevice.current.name].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "AccountTests", member: "testAlias()").source,
                       .constant(path: "TestUser.primary.name", value: "alice"))
        XCTAssertEqual(try project.usage(in: "AccountTests", member: "testAliasOfAConstant()").source,
                       .constant(path: "TestUser.primary.email", value: "account.email"))
        for member in ["testComputed()", "testParameter(_:)", "testVariable()"] {
            XCTAssertEqual(try project.usage(in: "AccountTests", member: member).source, .variable("user.name"),
                           "\(member): a value made at runtime, a parameter's, or a var's")
        }
        XCTAssertEqual(try project.usage(in: "AccountTests", member: "testDevice()").source, .variable("device.name"),
                       "the system's types hold the running device's values, not constants of the app")
        XCTAssertEqual(try project.usage(in: "AccountTests", member: "testDeviceInPlace()").source, .variable("UIDevice.current.name"))
    }

    /// Beam's locator tables: `enum Buttons: String, UIElement { case skip = "Skip" }`, read as
    /// `Locators.Buttons.skip.accessibilityIdentifier`, a property its app-side protocol gives
    /// every case. A case is a value of its enum, and a member the linted files do not declare
    /// on it is assumed constant, as a type they do not declare is; a member they declare is read.
    func testAMemberTheLintedFilesDoNotDeclareOnAnEnumCaseIsAssumedConstant() throws {
        let fixture = Fixture("UITests/LoginView.swift", #"""
            enum LoginLocators {
                enum Buttons: String, CaseIterable, UIElement {
                    case submit = "login.submit"
                }
                enum Fields: String {
                    case email = "login.email"
                    var id: String { "\(rawValue).\(UUID().uuidString)" }
                }
            }
            final class LoginView {
                let app = XCUIApplication()
                func submit() -> XCUIElement { app.buttons[LoginLocators.Buttons.submit.accessibilityIdentifier] }
                func email() -> XCUIElement { app.textFields[LoginLocators.Fields.email.id] }
                func missing() -> XCUIElement { app.textFields[LoginLocators.Fields.password.accessibilityIdentifier] }
            }
            """#)
        let project = makeProject(fixture)
        XCTAssertEqual(try project.usage(in: "LoginView", member: "submit()").source,
                       .constant(path: "LoginLocators.Buttons.submit.accessibilityIdentifier", value: nil))
        XCTAssertTrue(try project.usage(in: "LoginView", member: "email()").source.isRuntime, "a property the enum declares is read")
        XCTAssertEqual(try project.usage(in: "LoginView", member: "missing()").source,
                       .constant(path: "LoginLocators.Fields.password.accessibilityIdentifier", value: nil),
                       "a case the enum does not declare is as unseen as its member")
        var strict = ModelConfiguration()
        strict.assumesUnresolvedConstants = false
        XCTAssertEqual(try makeProject([fixture], configuration: strict).usage(in: "LoginView", member: "submit()").source,
                       .expression("LoginLocators.Buttons.submit.accessibilityIdentifier, a reference kassios cannot resolve in the linted files (identifiers.constants: strict)"))
    }

    /// Falcon's `UIElementPage<T: UIElement>` reads `element.accessibilityIdentifier` of a parameter
    /// typed with its generic parameter, whose protocol the app declares: an element's
    /// descriptor, which the caller's argument decides, so each call site is an identifier
    /// position for that property of its argument (the same for `some P`, and for a function's
    /// own generic parameter). A parameter of a concrete type is test data, read where it is used.
    func testAMemberOfAParameterOfAGenericTypeIsReadOffTheCallersArgument() throws {
        let project = makeProject(Fixture("UITests/Pages.swift", #"""
            class UIElementPage<T: UIElement> {
                let app = XCUIApplication()
                func button(_ element: T) -> XCUIElement { app.buttons[element.accessibilityIdentifier] }
                func field<Other: Collection<Int>, Field: UIElement>(_ field: Field, _ other: Other) -> XCUIElement { app.textFields[field.accessibilityIdentifier] }
                func cell(_ element: some UIElement) -> XCUIElement { app.cells[element.accessibilityIdentifier] }
                func row(_ row: Row) -> XCUIElement { app.cells[row.title] }
                func greeting(for user: User) -> XCUIElement { app.staticTexts[user.name] }
                func labelOf(_ element: XCUIElement) -> XCUIElement { app.staticTexts[element.label] }
            }
            struct Row { let title: String }
            enum Built: String, UIElement {
                case ok = "built.ok"
                var accessibilityIdentifier: String { "\(rawValue)_\(UUID().uuidString)" }
            }
            struct Fixed: UIElement {
                let accessibilityIdentifier: String
                static let save = Fixed(accessibilityIdentifier: "fixed.save")
            }
            final class SignInPage: UIElementPage<SignInElements> {
                func continueButton() -> XCUIElement { button(.continueButton) }
                func email() -> XCUIElement { field(SignInElements.email, [1]) }
                func first() -> XCUIElement { cell(.first) }
                func made() -> XCUIElement { button(SignInElements(id: "signin.\(UUID())")) }
                func built() -> XCUIElement { cell(Built.ok) }
                func fixed() -> XCUIElement { cell(Fixed.save) }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "SignInPage", member: "continueButton()").source,
                       .constant(path: ".continueButton.accessibilityIdentifier", value: nil))
        XCTAssertEqual(try project.usage(in: "SignInPage", member: "email()").source,
                       .constant(path: "SignInElements.email.accessibilityIdentifier", value: nil))
        XCTAssertEqual(try project.usage(in: "SignInPage", member: "first()").source, .constant(path: ".first.accessibilityIdentifier", value: nil))
        XCTAssertEqual(try project.usage(in: "SignInPage", member: "fixed()").source,
                       .constant(path: "Fixed.save.accessibilityIdentifier", value: "fixed.save"), "the argument's property, resolved")
        for member in ["made()", "built()"] {
            XCTAssertTrue(try project.usage(in: "SignInPage", member: member).source.isRuntime, "\(member): checked where it is passed")
        }
        for wrapper in ["button(_:)", "field(_:_:)", "cell(_:)"] {
            XCTAssertEqual(project.usages(in: "UIElementPage", member: wrapper).map(\.source), [], "\(wrapper): the callers give it")
        }
        XCTAssertEqual(project.wrappers["button"]?.first?.memberRead, [0: "accessibilityIdentifier"])
        XCTAssertEqual(try project.usage(in: "UIElementPage", member: "row(_:)").source, .variable("row.title"))
        XCTAssertEqual(try project.usage(in: "UIElementPage", member: "greeting(for:)").source, .variable("user.name"), "a type the suite does not declare")
        XCTAssertEqual(try project.usage(in: "UIElementPage", member: "labelOf(_:)").source, .variable("element.label"), "XCTest's type")
    }

    /// Tangem's screens: `ScreenBase<T: UIElement>` reads `element.accessibilityIdentifier`, which
    /// `UIElement`'s extension gives as `rawValue` and which an element enum may declare itself
    /// (`switch self { case .title: AuthIDs.title … }`); `final class AuthScreen:
    /// ScreenBase<AuthScreenElement>` binds `T`, so its `staticText(.title)` is
    /// `AuthScreenElement.title`'s, the enum's own value, and an enum without the property gives
    /// its case's raw value; so does a class below one that passes its own parameter on. A class
    /// that binds no type leaves `.name` unresolved. Only a requirement of the protocol is the
    /// enum's own through `T`.
    func testAnImplicitMemberIsACaseOfTheTypeTheScreenBindsItsBasesGenericParameterTo() throws {
        let project = makeProject(Fixture("UITests/Screens.swift", #"""
            protocol UIElement {
                var accessibilityIdentifier: String { get }
            }
            extension UIElement where Self: RawRepresentable {
                var accessibilityIdentifier: RawValue { rawValue }
            }
            enum AuthIDs {
                static let title = "authTitle"
            }
            class ScreenBase<T: UIElement> {
                let app = XCUIApplication()
            }
            extension ScreenBase {
                func staticText(_ element: T) -> XCUIElement { app.staticTexts[element.accessibilityIdentifier].firstMatch }
                func textField(_ element: T) -> XCUIElement { app.textFields[element.accessibilityIdentifier].firstMatch }
            }
            final class AuthScreen: ScreenBase<AuthScreenElement> {
                private lazy var title = staticText(.title)
                private lazy var wallets = staticText(AuthScreenElement.wallets)
                private lazy var hint = staticText(.hint)
            }
            enum AuthScreenElement: String, UIElement {
                case title, wallets, hint
                var accessibilityIdentifier: String {
                    switch self {
                    case .title: AuthIDs.title
                    case .wallets: "auth.wallets"
                    case .hint: rawValue
                    }
                }
            }
            final class LoginScreen: ScreenBase<LoginScreenElement> {
                lazy var email = textField(.email)
            }
            enum LoginScreenElement: String, UIElement {
                case email = "login.email"
            }
            class FormScreen<Field: UIElement>: ScreenBase<Field> {
                lazy var name = textField(.name)
            }
            final class SignUpScreen: FormScreen<AuthScreenElement> {
                lazy var heading = staticText(.title)
            }
            """#))
        let identifiers = { (type: String) in (project.elementsByType[type] ?? []).map { "\($0.name)=\($0.identifier?.staticValue ?? "?")" } }
        XCTAssertEqual(identifiers("AuthScreen"), ["title=authTitle", "wallets=auth.wallets", "hint=hint"])
        XCTAssertEqual(identifiers("LoginScreen"), ["email=login.email"])
        XCTAssertEqual(identifiers("FormScreen"), ["name=?"])
        XCTAssertEqual(identifiers("SignUpScreen"), ["heading=authTitle"], "through a class that passes its own parameter on")
        // Without the requirement in the protocol, the extension's property is the one read through
        // `T`, whatever the enum declares (`swiftc` prints "title"): the case's raw value.
        let unrequired = makeProject(Fixture("UITests/Screens.swift", #"""
            protocol UIElement {}
            extension UIElement where Self: RawRepresentable, RawValue == String {
                var accessibilityIdentifier: String { rawValue }
            }
            class ScreenBase<T: UIElement & RawRepresentable> where T.RawValue == String {
                let app = XCUIApplication()
                func staticText(_ element: T) -> XCUIElement { app.staticTexts[element.accessibilityIdentifier].firstMatch }
            }
            final class AuthScreen: ScreenBase<AuthScreenElement> {
                lazy var title = staticText(.title)
            }
            enum AuthScreenElement: String, UIElement {
                case title
                var accessibilityIdentifier: String { switch self { case .title: "authTitle" } }
            }
            """#))
        XCTAssertEqual((unrequired.elementsByType["AuthScreen"] ?? []).map { $0.identifier?.staticValue }, ["title"])
        XCTAssertEqual(project.wrappers["staticText"]?.first?.memberRead, [0: "accessibilityIdentifier"])
    }

    /// godtools' `AccessibilityStrings.Button.spotlightTool.id`, the enum declaring `var id: String {
    /// rawValue }`: the case's raw value, as `.rawValue` written out is, in any spelling of the getter.
    func testAnEnumsOwnPropertyReturningItsRawValueIsTheCasesRawValue() throws {
        let project = makeProject(Fixture("UITests/ToolsTests.swift", #"""
            enum AccessibilityStrings {
                enum Button: String {
                    case spotlightTool = "Spotlight Tool"
                    var id: String { rawValue }
                    var selfID: String { return self.rawValue }
                    var prefixed: String { "x." + rawValue }
                }
            }
            final class ToolsPage {
                let app = XCUIApplication()
                var spotlight: XCUIElement { app.buttons[AccessibilityStrings.Button.spotlightTool.id] }
                var spotlightAgain: XCUIElement { app.buttons[AccessibilityStrings.Button.spotlightTool.selfID] }
                var prefixed: XCUIElement { app.buttons[AccessibilityStrings.Button.spotlightTool.prefixed] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "ToolsPage", member: "spotlight").source.staticValue, "Spotlight Tool")
        XCTAssertEqual(try project.usage(in: "ToolsPage", member: "spotlightAgain").source.staticValue, "Spotlight Tool")
        // Text around the raw value is still read at run time.
        XCTAssertTrue(try project.usage(in: "ToolsPage", member: "prefixed").source.isRuntime)
    }

    /// godtools' `screenAccessibility: AccessibilityStrings.Screen`, read as written: a `protocol Screen`
    /// of another target linted with it changes nothing (it turned the helper into a wrapper).
    func testAParameterTypedWithANestedTypeIsThatTypeWhateverElseHasItsName() throws {
        let strings = Fixture("App/Strings.swift", #"""
            class AccessibilityStrings {
                enum Screen: String {
                    var id: String { return rawValue }
                    case toolDetails = "Tool Details"
                    case dashboardFavorites = "Dashboard Favorites"
                }
            }
            """#)
        let flows = Fixture("UITests/Flows.swift", #"""
            class BaseFlowTests: XCTestCase {
                let app = XCUIApplication()
                func assertIfScreenDoesNotExist(screenAccessibility: AccessibilityStrings.Screen) {
                    XCTAssertTrue(app.staticTexts[screenAccessibility.id].waitForExistence(timeout: 5))
                }
                func testTools() { assertIfScreenDoesNotExist(screenAccessibility: .toolDetails) }
            }
            """#)
        let other = Fixture("Other/Screen.swift", "protocol Screen { var app: XCUIApplication { get } }")
        let alone = makeProject(strings, flows).usages.map { "\($0.location.line) \($0.source)" }
        XCTAssertEqual(makeProject(strings, flows, other).usages.map { "\($0.location.line) \($0.source)" }, alone)
        XCTAssertEqual(alone, ["4 constant(path: \"AccessibilityStrings.Screen.id\", value: nil)"])
    }

    /// GetSmart's `waitForScreen(withIdentifier: GameResultsScreen().identifier)`: a property of the
    /// type made whose getter (the subclass's override) returns a literal is that text.
    func testAPropertyOfATypeMadeInPlaceThatReturnsALiteralIsThatText() throws {
        let project = makeProject(Fixture("UITests/Screens.swift", #"""
            class Screen {
                var app = XCUIApplication()
                var identifier: String { return "" }
            }
            class GameResultsScreen: Screen {
                override var identifier: String { return "Your Score" }
            }
            class WelcomeScreen: Screen {}
            final class ResultsPage {
                let app = XCUIApplication()
                var bar: XCUIElement { app.navigationBars[GameResultsScreen().identifier] }
                var welcome: XCUIElement { app.navigationBars[WelcomeScreen().identifier] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "ResultsPage", member: "bar").source.staticValue, "Your Score")
        XCTAssertEqual(try project.usage(in: "ResultsPage", member: "welcome").source.staticValue, "", "the base class's getter")
    }

    /// `maybe!.rawValue` of an optional property declared with a `String` enum of the suite: one
    /// of its cases, as `current.rawValue` is; of an optional `String`, a variable.
    func testTheRawValueOfAnOptionalEnumPropertyIsOneOfItsCases() throws {
        let project = makeProject(Fixture("Screens/TabScreen.swift", #"""
            enum Tab: String { case home = "tab.home", settings = "tab.settings" }
            final class TabScreen {
                let app = XCUIApplication()
                var selected: Tab?
                var other: Wrapper?
                func forced() -> XCUIElement { app.buttons[selected!.rawValue] }
                func chained() -> XCUIElement { app.buttons[(selected?.rawValue)!] }
                func notAnEnum() -> XCUIElement { app.buttons[other!.rawValue] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "TabScreen", member: "forced()").source, .constant(path: "Tab", value: nil))
        XCTAssertEqual(try project.usage(in: "TabScreen", member: "chained()").source, .constant(path: "Tab", value: nil))
        XCTAssertTrue(try project.usage(in: "TabScreen", member: "notAnEnum()").source.isRuntime, "a type the suite does not declare")
    }

    /// A computed property returning a literal or a constant on every path, read on a value of its
    /// type (a parameter, a local made as one, a loop's case), is one of them (Wikipedia's robots:
    /// `tab.accessibilityIdentifier`, with `switch self { case .home: return A11y.homeButton … }`).
    func testAComputedPropertyReturningAConstantOnEveryPathIsOneOfThem() throws {
        let project = makeProject(Fixture("Robots/HomeRobot.swift", #"""
            enum A11y {
                static let homeButton = "Root Tab Home Button"
                static let savedButton = "Root Tab Saved Button"
            }
            final class HomeRobot {
                let app = XCUIApplication()
                enum RootTab: CaseIterable {
                    case home, saved, search
                    var accessibilityIdentifier: String {
                        switch self {
                        case .home: return A11y.homeButton
                        case .saved: return A11y.savedButton
                        case .search: return AccessibilityIdentifiers.Search.tabButton
                        }
                    }
                    var shortID: String {
                        switch self {
                        case .home: "home"
                        case .saved: "saved"
                        case .search: "search"
                        }
                    }
                    var title: String { "Tab \(self)" }
                    var fromArguments: String {
                        for argument in ProcessInfo.processInfo.arguments where argument.hasPrefix("tab.") { return argument }
                        return "tab.default"
                    }
                    static let prefix = "tab.prefix"
                    var shadowed: String { let prefix = UUID().uuidString; return prefix }
                }
                func tab(_ tab: RootTab) -> XCUIElement { app.buttons.matching(identifier: tab.accessibilityIdentifier).firstMatch }
                func short(_ tab: RootTab) -> XCUIElement { app.buttons[tab.shortID] }
                func titled(_ tab: RootTab) -> XCUIElement { app.buttons[tab.title] }
                func allTabs() { for tab in RootTab.allCases { app.buttons[tab.accessibilityIdentifier].tap() } }
                func home() { let tab = RootTab.home; app.buttons[tab.shortID].tap() }
                func looped(_ tab: RootTab) -> XCUIElement { app.buttons[tab.fromArguments] }
                func shadow(_ tab: RootTab) -> XCUIElement { app.buttons[tab.shadowed] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "HomeRobot", member: "tab(_:)").source,
                       .constant(path: "HomeRobot.RootTab.accessibilityIdentifier", value: nil))
        XCTAssertEqual(try project.usage(in: "HomeRobot", member: "short(_:)").source,
                       .constant(path: "HomeRobot.RootTab.shortID", value: nil), "a switch whose cases are its values")
        XCTAssertTrue(try project.usage(in: "HomeRobot", member: "titled(_:)").source.isRuntime, "interpolated")
        XCTAssertEqual(try project.usage(in: "HomeRobot", member: "allTabs()").source,
                       .constant(path: "HomeRobot.RootTab.accessibilityIdentifier", value: nil), "each case of the type")
        XCTAssertEqual(try project.usage(in: "HomeRobot", member: "home()").source,
                       .constant(path: "HomeRobot.RootTab.shortID", value: nil), "a local made as a case of the enum")
        XCTAssertTrue(try project.usage(in: "HomeRobot", member: "looped(_:)").source.isRuntime, "a return inside a loop")
        XCTAssertTrue(try project.usage(in: "HomeRobot", member: "shadow(_:)").source.isRuntime,
                      "a getter's own let is not the type's prefix")
    }

    /// In a `String` enum, `rawValue` is one of its cases' literals: in `switch self { case .done: … }`
    /// that case's (Simplenote's static-enum page), elsewhere one not known. Not in other enums.
    func testTheRawValueOfSelfInAStringEnumIsItsCasesValue() throws {
        let project = makeProject(Fixture("Screens/Settings.swift", #"""
            let app = XCUIApplication()
            class Settings {
                enum Elements: String {
                    case doneButton = "Done"
                    case condensedModeSwitch = "Condensed Note List"
                    case sortOrder
                    var fallingThrough: XCUIElement {
                        switch self {
                        case .doneButton: fallthrough
                        case .sortOrder: return app.buttons[rawValue]
                        case .condensedModeSwitch: return app.switches["condensed"]
                        }
                    }
                    var element: XCUIElement {
                        switch self {
                        case .doneButton: return app.navigationBars["Settings"].buttons[self.rawValue]
                        case .sortOrder: return app.cells[rawValue]
                        case .condensedModeSwitch: return app.tables.cells.containing(.staticText, identifier: self.rawValue).firstMatch
                        }
                    }
                    var anyCell: XCUIElement { app.cells[rawValue] }
                }
                enum Position: Int {
                    case first
                    var cell: XCUIElement { app.cells["row.\(rawValue)"] }
                }
                enum Labelled: String {
                    case ok
                    func button(_ rawValue: String) -> XCUIElement { app.buttons[rawValue] }
                }
            }
            """#))
        XCTAssertEqual(project.usages(in: "Settings.Elements", member: "element").map(\.source), [
            .literal("Settings"),
            .constant(path: "Settings.Elements.doneButton", value: "Done"),
            .constant(path: "Settings.Elements.sortOrder", value: "sortOrder"),
            .constant(path: "Settings.Elements.condensedModeSwitch", value: "Condensed Note List"),
        ])
        XCTAssertEqual(project.usages(in: "Settings.Elements", member: "fallingThrough").map(\.source), [
            .constant(path: "Settings.Elements.rawValue", value: nil), .literal("condensed"),
        ], "the case .doneButton falls through to runs for .doneButton too")
        XCTAssertEqual(try project.usage(in: "Settings.Elements", member: "anyCell").source,
                       .constant(path: "Settings.Elements.rawValue", value: nil))
        XCTAssertTrue(try project.usage(in: "Settings.Position", member: "cell").source.isRuntime, "an Int's raw value")
        XCTAssertEqual(project.usages(in: "Settings.Labelled", member: "button(_:)").map(\.source), [],
                       "a parameter of that name is what it names: the function passes it on, its callers give it")
    }

    /// beam and tangem give their identifier enums a protocol whose extension returns `rawValue`
    /// (`protocol UIElement { var accessibilityIdentifier: String { get } }`). That property of a
    /// case is the case's raw value, unless the enum declares it itself; read off a parameter, it
    /// is the parameter, whose callers are checked.
    func testAPropertyReturningRawValueIsTheCasesRawValue() throws {
        let project = makeProject(Fixture("Base/UIElement.swift", #"""
            protocol UIElement {
                var accessibilityIdentifier: String { get }
            }
            extension UIElement where Self: RawRepresentable {
                var accessibilityIdentifier: RawValue {
                    return self.rawValue
                }
            }
            """#), Fixture("Locators/OmniBarLocators.swift", #"""
            enum OmniBarLocators {
                enum Buttons: String, UIElement {
                    case refreshButton = "refresh"
                    case homeButton
                }
            }
            enum AuthElement: String, UIElement {
                case title, walletsList, unknown
                var accessibilityIdentifier: String {
                    switch self {
                    case .title: AuthIDs.title
                    case .walletsList: "auth.wallets.\(Int.random(in: 0...3))"
                    default: rawValue
                    }
                }
            }
            """#), Fixture("Views/OmniBarView.swift", #"""
            class ScreenBase<T: UIElement> {
                let app = XCUIApplication()
                func staticText(_ element: T) -> XCUIElement { app.staticTexts[element.accessibilityIdentifier].firstMatch }
                func labelOf(_ element: XCUIElement) -> XCUIElement { app.staticTexts[element.label] }
            }
            final class OmniBarView: ScreenBase<OmniBarLocators.Buttons> {
                func refresh() { app.buttons[OmniBarLocators.Buttons.refreshButton.accessibilityIdentifier].tap() }
                func home() { app.buttons[OmniBarLocators.Buttons.homeButton.accessibilityIdentifier].tap() }
                func title() { app.staticTexts[AuthElement.title.accessibilityIdentifier].tap() }
                func wallets() { app.staticTexts[AuthElement.walletsList.accessibilityIdentifier].tap() }
                func unknown() { app.staticTexts[AuthElement.unknown.accessibilityIdentifier].tap() }
                func refreshText() { staticText(.refreshButton).tap() }
            }
            final class FlowTests: XCTestCase {
                enum Screen: String {
                    var id: String { return rawValue }
                    case lessons = "Dashboard Lessons"
                    case tools = "Dashboard Tools"
                }
                var initialScreen: Screen?
                let app = XCUIApplication()
                func assertScreen(_ screen: Screen) { XCTAssert(app.staticTexts[screen.id].exists) }
                func testInitial() { if let initialScreen { assertScreen(initialScreen) } }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "OmniBarView", member: "refresh()").source,
                       .constant(path: "OmniBarLocators.Buttons.refreshButton", value: "refresh"))
        XCTAssertEqual(try project.usage(in: "OmniBarView", member: "home()").source,
                       .constant(path: "OmniBarLocators.Buttons.homeButton", value: "homeButton"))
        XCTAssertEqual(try project.usage(in: "OmniBarView", member: "title()").source, .constant(path: "AuthIDs.title", value: nil),
                       "the enum's own property: what its switch gives the case")
        XCTAssertEqual(try project.usage(in: "OmniBarView", member: "wallets()").source,
                       .interpolated(pattern: "auth.wallets.*", parts: ["Int.random(in: 0...3)"], resolved: nil),
                       "built at run time, quoted from the file that builds it")
        XCTAssertEqual(try project.usage(in: "OmniBarView", member: "unknown()").source, .constant(path: "AuthElement.unknown", value: "unknown"),
                       "a case the switch's `default:` gives `rawValue`: the case's raw value")
        XCTAssertEqual(project.usages(in: "ScreenBase", member: "staticText(_:)").map(\.source), [],
                       "read off a parameter: the function passes it on, its callers give it")
        XCTAssertEqual(project.wrappers.keys.sorted(), ["staticText"])
        XCTAssertEqual(try project.usage(in: "FlowTests", member: "assertScreen(_:)").source, .constant(path: "FlowTests.Screen.id", value: nil),
                       "a parameter of the enum that declares the property: one of its cases, whatever the caller passes")
        XCTAssertEqual(project.usages(in: "FlowTests", member: "testInitial()").map(\.source), [])
        XCTAssertEqual(try project.usage(in: "OmniBarView", member: "refreshText()").source,
                       .constant(path: "OmniBarLocators.Buttons.refreshButton", value: "refresh"),
                       "a case of the type OmniBarView binds ScreenBase's T to")
        XCTAssertTrue(try project.usage(in: "ScreenBase", member: "labelOf(_:)").source.isRuntime, "an element's label is no raw value")
    }

    /// What a computed property or a function without parameters returns is a constant when it is
    /// one: `getCategory()` returning a literal is as searchable as the literal.
    func testComputedPropertiesAndFunctionsReturningAConstant() throws {
        let project = makeProject(Fixture("Tests/CategoryTests.swift", #"""
            final class CategoryTests: XCTestCase {
                let app = XCUIApplication()
                var travelID: String { "category.travel" }
                func defaultCategory() -> String { return "category." + Self.defaultName }
                static let defaultName = "default"
                func stampedCategory() -> String { "category." + UUID().uuidString }
                func category(_ name: String) -> String { "category." + name }

                func testTravel() { app.cells[travelID].tap() }
                func testDefault() {
                    let category = defaultCategory()
                    app.cells[category].tap()
                }
                func testStamped() { app.cells[stampedCategory()].tap() }
                func testNamed() { app.cells[category("x")].tap() }
            }
            final class OtherTests: XCTestCase {
                func testElsewhere(_ tests: CategoryTests) { XCUIApplication().cells[tests.travelID].tap() }
                func testOverridable(_ screen: RowScreen) { XCUIApplication().cells[screen.rowID].tap() }
                func testInherited() { XCUIApplication().cells[getTag()].tap() }
            }
            extension XCTestCase {
                func getTag() -> String { "tag.wedding" }
            }
            class RowScreen: XCTestCase { var rowID: String { "row.base" } }
            final class DetailScreen: RowScreen {
                override var rowID: String { UUID().uuidString }
                func testRow() { XCUIApplication().cells[rowID].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "CategoryTests", member: "testTravel()").source,
                       .constant(path: "CategoryTests.travelID", value: "category.travel"))
        XCTAssertEqual(try project.usage(in: "CategoryTests", member: "testDefault()").source,
                       .constant(path: "category", value: "category.default"))
        // Still built at runtime, with what the function returns read as a pattern (`ReturnedPatterns`).
        XCTAssertEqual(try project.usage(in: "CategoryTests", member: "testStamped()").source,
                       .returned(function: "stampedCategory()", pattern: "category.*", resolved: nil))
        XCTAssertEqual(try project.usage(in: "CategoryTests", member: "testNamed()").source,
                       .returned(function: "category(_:)", pattern: "category.x", resolved: "category.x"))
        XCTAssertEqual(try project.usage(in: "CategoryTests", member: "testNamed()").source.kindName, "call")
        XCTAssertEqual(try project.usage(in: "OtherTests", member: "testElsewhere(_:)").source,
                       .constant(path: "CategoryTests.travelID", value: "category.travel"), "read on a value of a final class")
        XCTAssertTrue(try project.usage(in: "OtherTests", member: "testOverridable(_:)").source.isRuntime,
                      "a subclass's override may be what a value of a class that is not final reads")
        XCTAssertEqual(try project.usage(in: "OtherTests", member: "testInherited()").source,
                       .constant(path: "XCTestCase.getTag()", value: "tag.wedding"), "and inside the types inheriting it")
        XCTAssertEqual(try project.usage(in: "DetailScreen", member: "testRow()").source, .variable("rowID"), "an override hides it")
    }

    /// A loop over an array literal gives its variable each element in turn: searchable when each is.
    func testLoopsOverAnArrayLiteral() throws {
        let project = makeProject(Fixture("Screens/AlertScreen.swift", #"""
            final class AlertScreen {
                let app = XCUIApplication()
                func resolveConflict() {
                    for title in ["alert.keepBoth", "alert.replace"] where app.buttons[title].exists { return }
                }
                var themes: [XCUIElement] { ["theme.light", A11y.dark].map { app.buttons[$0] } }
                func tapAny(_ suffix: String) { ["alert.a", "alert." + suffix].forEach { id in app.buttons[id].tap() } }
                func tapEach(_ ids: [String]) { for id in ids { app.buttons[id].tap() } }
            }
            enum A11y { static let dark = "theme.dark" }
            """#))
        XCTAssertEqual(try project.usage(in: "AlertScreen", member: "resolveConflict()").source, .constant(path: "title", value: nil))
        XCTAssertEqual(try project.usage(in: "AlertScreen", member: "themes").source, .constant(path: "$0", value: nil))
        XCTAssertTrue(try project.usage(in: "AlertScreen", member: "tapAny(_:)").source.isRuntime, "one element is built at runtime")
        XCTAssertEqual(project.usages(in: "AlertScreen", member: "tapEach(_:)").count, 0, "a wrapper: each id is its caller's")
        XCTAssertNotNil(project.wrappers["tapEach"])
    }

    /// A `let` that names a type (`static let prefs = A11yIDs.Prefs.self`, Firefox's selectors)
    /// reads that type's constants through it, in the table and in a body.
    func testLetsNamingATypeReadItsConstants() throws {
        let project = makeProject(Fixture("Selectors/PrefsSelectors.swift", #"""
            enum A11yIDs {
                enum Prefs {
                    static let general = "prefs.general"
                    static let privacy = "prefs.privacy"
                }
            }
            struct PrefsSelectors {
                private enum IDs {
                    static let prefs = A11yIDs.Prefs.self
                    static let general = prefs.general
                    static let app = AppIdentifiers.Settings.self
                }
                let app = XCUIApplication()
                var general: XCUIElement { app.cells[IDs.general] }
                var privacy: XCUIElement { app.cells[IDs.prefs.privacy] }
                var about: XCUIElement { app.cells[IDs.app.about] }
                func cells() -> [XCUIElement] {
                    let p = A11yIDs.Prefs.self
                    return [app.cells[p.privacy]]
                }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "PrefsSelectors", member: "general").source,
                       .constant(path: "PrefsSelectors.IDs.general", value: "prefs.general"))
        XCTAssertEqual(try project.usage(in: "PrefsSelectors", member: "privacy").source,
                       .constant(path: "A11yIDs.Prefs.privacy", value: "prefs.privacy"))
        XCTAssertEqual(try project.usage(in: "PrefsSelectors", member: "about").source,
                       .constant(path: "AppIdentifiers.Settings.about", value: nil), "a type of the app target, assumed a constant")
        XCTAssertEqual(try project.usage(in: "PrefsSelectors", member: "cells()").source,
                       .constant(path: "A11yIDs.Prefs.privacy", value: "prefs.privacy"))
    }

    /// An element of a collection literal, read by a literal index or key, or in a loop: Firefox's
    /// seeded history entries (`oldHistoryEntries[0]`, `bookOfMozilla["title"]!`).
    func testElementsOfACollectionLiteral() throws {
        let project = makeProject(Fixture("Tests/HistoryTests.swift", #"""
            let seededEntries: [String] = ["history.example", "history.mozilla"]
            let samplePage = ["title": "history.sample", "file": "sample.html"]
            final class HistoryTests: XCTestCase {
                let app = XCUIApplication()
                func testFirst() { app.cells[seededEntries[1]].tap() }
                func testTitle() { app.staticTexts[samplePage["title"]!].tap() }
                func testEach() { for entry in seededEntries { app.cells[entry].tap() } }
                func testLocal() {
                    let tabs = ["tab.one", "tab.two"]
                    app.buttons[tabs[0]].tap()
                }
                func testOutOfRange() { app.cells[seededEntries[7]].tap() }
                func testMissingKey() { app.cells[samplePage["url"]!].tap() }
                func testComputedIndex(_ i: Int) { app.cells[seededEntries[i]].tap() }
            }
            final class ShadowingTests: XCTestCase {
                var seededEntries: [String] = []
                func testShadowed() { XCUIApplication().cells[seededEntries[0]].tap() }
            }
            """#), Fixture("Tests/TabTests.swift", #"""
            private let samplePage = ["title": "tabs.sample"]
            final class TabTests: XCTestCase {
                func testOwn() { XCUIApplication().staticTexts[samplePage["title"]!].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "HistoryTests", member: "testFirst()").source, .literal("history.mozilla"))
        XCTAssertEqual(try project.usage(in: "HistoryTests", member: "testTitle()").source, .literal("history.sample"))
        XCTAssertEqual(try project.usage(in: "HistoryTests", member: "testEach()").source, .constant(path: "entry", value: nil))
        XCTAssertEqual(try project.usage(in: "HistoryTests", member: "testLocal()").source, .literal("tab.one"))
        for member in ["testOutOfRange()", "testMissingKey()", "testComputedIndex(_:)"] {
            XCTAssertTrue(try project.usage(in: "HistoryTests", member: member).source.isRuntime, member)
        }
        XCTAssertTrue(try project.usage(in: "ShadowingTests", member: "testShadowed()").source.isRuntime, "a property hides the global")
        XCTAssertEqual(try project.usage(in: "TabTests", member: "testOwn()").source, .literal("tabs.sample"), "the file's private one")
    }

    /// Vocable's tests loop over a screen's `let` lists of phrases, through an instance the test
    /// holds: each element is a constant, as in a loop over the literal itself. A `var` list may
    /// change at runtime (Vocable appends to its categories), so it stays built at runtime.
    func testALetCollectionLiteralReadThroughATypeOrAnInstance() throws {
        let project = makeProject(Fixture("Screens/MainScreen.swift", #"""
            enum TabID {
                static let home = "tab.home"
                static let settings = "tab.settings"
            }
            final class MainScreen {
                let app = XCUIApplication()
                let phrases = ["phrase.patient", "phrase.maybe"]
                var categories = ["category.general"]
                static let tabs = ["tab.home", "tab.settings"]
                static let current = ProcessInfo.processInfo.environment["TAB"]!
                static let named = [Self.current, "tab.other"]
                static let identified = [TabID.home, TabID.settings]
                func tapEach() { for phrase in self.phrases { app.staticTexts[phrase].tap() } }
                func tapTabs() { for tab in Self.tabs { app.buttons[tab].tap() } }
            }
            """#), Fixture("Tests/MainTests.swift", #"""
            final class MainTests: XCTestCase {
                let mainScreen = MainScreen()
                let app = XCUIApplication()
                func testHeld() { for phrase in mainScreen.phrases { app.staticTexts[phrase].tap() } }
                func testStatic() { for tab in MainScreen.tabs { app.buttons[tab].tap() } }
                func testMadeInPlace() { app.staticTexts[MainScreen().phrases[1]].tap() }
                func testLocal() {
                    let screen = MainScreen()
                    app.staticTexts[screen.phrases[0]].tap()
                }
                func testVar() { for category in mainScreen.categories { app.cells[category].tap() } }
                func testStaticReadAsInstance() { app.buttons[mainScreen.tabs[0]].tap() }
                static let current = "tab.fixed"
                func testNamesAreTheScreens() { for tab in MainScreen.named { app.buttons[tab].tap() } }
                func testConstantsOfAType() { app.buttons[MainScreen.identified[1]].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "MainTests", member: "testHeld()").source, .constant(path: "phrase", value: nil))
        XCTAssertEqual(try project.usage(in: "MainTests", member: "testStatic()").source, .constant(path: "tab", value: nil))
        XCTAssertEqual(try project.usage(in: "MainTests", member: "testMadeInPlace()").source, .literal("phrase.maybe"))
        XCTAssertEqual(try project.usage(in: "MainTests", member: "testLocal()").source, .literal("phrase.patient"))
        XCTAssertTrue(try project.usage(in: "MainTests", member: "testVar()").source.isRuntime)
        XCTAssertTrue(try project.usage(in: "MainTests", member: "testStaticReadAsInstance()").source.isRuntime)
        XCTAssertEqual(try project.usage(in: "MainScreen", member: "tapEach()").source, .constant(path: "phrase", value: nil))
        XCTAssertEqual(try project.usage(in: "MainScreen", member: "tapTabs()").source, .constant(path: "tab", value: nil))
        XCTAssertTrue(try project.usage(in: "MainTests", member: "testNamesAreTheScreens()").source.isRuntime,
                      "a list that names other values is not read in the test's scope (its own current is a constant)")
        XCTAssertEqual(try project.usage(in: "MainTests", member: "testConstantsOfAType()").source,
                       .constant(path: "TabID.settings", value: "tab.settings"), "a type's constants read alike anywhere")
    }

    func testStaticLetComputedAtRuntimeIsAVariable() throws {
        let project = makeProject(Fixture("Support/Session.swift", #"""
            enum Session {
                static let id = UUID().uuidString
            }

            struct SessionPage {
                let app: XCUIApplication
                var banner: XCUIElement { app.otherElements[Session.id] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "SessionPage", member: "banner").source, .variable("Session.id"))
    }

    func testCollectionsOfAnExtendedApplication() throws {
        let project = makeProject(Fixture("Support/XCUIApplication+Finch.swift", #"""
            extension XCUIApplication {
                var loginButton: XCUIElement { buttons["login.submit"] }
                var accountCells: XCUIElementQuery { cells.matching(.cell, identifier: "accounts.row") }
            }
            """#))
        let login = try project.usage(in: "XCUIApplication", member: "loginButton")
        XCTAssertEqual(login.source, .literal("login.submit"))
        XCTAssertEqual(login.locator, "buttons[…]")
        let accounts = try project.usage(in: "XCUIApplication", member: "accountCells")
        XCTAssertEqual(accounts.source, .literal("accounts.row"))
        XCTAssertEqual(accounts.locator, "matching(_:identifier:)")
    }

    func testInstanceLetWithALiteralIsAConstantOfItsType() throws {
        let project = makeProject(Fixture("PageObjects/PendingPaymentsPage.swift", #"""
            struct PendingPaymentsPage {
                let app: XCUIApplication
                let closeID = "payments.close"

                var close: XCUIElement { app.buttons[closeID] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "PendingPaymentsPage", member: "close").source,
                       .constant(path: "PendingPaymentsPage.closeID", value: "payments.close"))
    }

    func testAnInstanceLetReadThroughALocalInstanceOfItsType() throws {
        let project = makeProject(Fixture("Tests/SettingsTests.swift", #"""
            final class SettingsScreen {
                let upButtonID = "chevron.up"
                var downButtonID = "chevron.down"
                let rows = XCUIApplication().cells
            }
            final class SettingsTests: XCTestCase {
                func testUp() {
                    let screen = SettingsScreen()
                    screen.rows.buttons[screen.upButtonID].tap()
                }
                func testDown() {
                    let screen = SettingsScreen()
                    screen.rows.buttons[screen.downButtonID].tap()
                }
                func testOther() {
                    let screen = makeScreen()
                    screen.rows.buttons[screen.upButtonID].tap()
                }
            }
            final class SettingsPropertyTests: XCTestCase {
                let settings = SettingsScreen()
                func testUp() { settings.rows.buttons[settings.upButtonID].tap() }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "SettingsPropertyTests", member: "testUp()").source,
                       .constant(path: "SettingsScreen.upButtonID", value: "chevron.up"))
        XCTAssertEqual(try project.usage(in: "SettingsTests", member: "testUp()").source,
                       .constant(path: "SettingsScreen.upButtonID", value: "chevron.up"))
        XCTAssertEqual(try project.usage(in: "SettingsTests", member: "testDown()").source, .variable("screen.downButtonID"), "a var can change")
        XCTAssertEqual(try project.usage(in: "SettingsTests", member: "testOther()").source, .variable("screen.upButtonID"),
                       "the type of a call's result is not known")
    }

    func testAConstantNamingAnAppTargetConstantIsAssumedAConstantToo() throws {
        let fixture = Fixture("Selectors/PasswordSelectors.swift", #"""
            private enum IDs {
                static let add = AccessibilityIdentifiers.Passwords.addButton
                static let again = IDs.add
                static let tab = Tab.passwords.rawValue
                static let generated = Generated.name
                static let current = session.passwordsID
            }
            enum Generated { static var name: String { UUID().uuidString } }
            struct PasswordsPage {
                let app: XCUIApplication
                var add: XCUIElement { app.buttons[IDs.add] }
                var again: XCUIElement { app.buttons[IDs.again] }
                var tab: XCUIElement { app.buttons[IDs.tab] }
                var generated: XCUIElement { app.buttons[IDs.generated] }
                var current: XCUIElement { app.buttons[IDs.current] }
            }
            """#)
        let project = makeProject(fixture)
        func source(_ member: String) throws -> IdentifierSource { try project.usage(in: "PasswordsPage", member: member).source }
        XCTAssertEqual(try source("add"), .constant(path: "IDs.add", value: nil))
        XCTAssertEqual(try source("again"), .constant(path: "IDs.again", value: nil))
        XCTAssertEqual(try source("tab"), .constant(path: "IDs.tab", value: nil))
        // A type the files declare says what it is; a lowercase root is a value.
        XCTAssertEqual(try source("generated"), .variable("IDs.generated"))
        XCTAssertEqual(try source("current"), .variable("IDs.current"))

        var strict = ModelConfiguration()
        strict.assumesUnresolvedConstants = false
        let strictSource = try makeProject([fixture], configuration: strict).usage(in: "PasswordsPage", member: "add").source
        XCTAssertEqual(strictSource, .expression("IDs.add, a reference kassios cannot resolve in the linted files (identifiers.constants: strict)"))
    }

    func testXCUIAutomationsWindowButtonIdentifiersAreConstants() throws {
        let window = makeProject(Fixture("Pages/Preferences.swift", #"""
            enum Preferences {
                static var window: XCUIElement { XCUIApplication().dialogs["settings.window"] }
                static var close: XCUIElement { window.buttons[XCUIIdentifierCloseWindow] }
                static var zoom: XCUIElement { window.buttons[XCUIIdentifierZoomWindow] }
                static var other: XCUIElement { window.buttons[XCUIIdentifierOther] }
            }
            """#))
        XCTAssertEqual(try window.usage(in: "Preferences", member: "close").source, .constant(path: "XCUIIdentifierCloseWindow", value: nil))
        XCTAssertEqual(try window.usage(in: "Preferences", member: "zoom").source, .constant(path: "XCUIIdentifierZoomWindow", value: nil))
        // A name XCUIAutomation does not declare is any bare name no file declares: assumed a constant of
        // another target, unless the configuration is strict.
        XCTAssertEqual(try window.usage(in: "Preferences", member: "other").source, .constant(path: "XCUIIdentifierOther", value: nil))
        var strict = ModelConfiguration()
        strict.assumesUnresolvedConstants = false
        let strictWindow = makeProject([Fixture("Pages/Preferences.swift", """
            enum Preferences {
                static var window: XCUIElement { XCUIApplication().dialogs["settings.window"] }
                static var close: XCUIElement { window.buttons[XCUIIdentifierCloseWindow] }
                static var other: XCUIElement { window.buttons[XCUIIdentifierOther] }
            }
            """)], configuration: strict)
        XCTAssertEqual(try strictWindow.usage(in: "Preferences", member: "close").source, .constant(path: "XCUIIdentifierCloseWindow", value: nil))
        XCTAssertEqual(try strictWindow.usage(in: "Preferences", member: "other").source, .variable("XCUIIdentifierOther"))

    }

    // MARK: - Built at runtime

    static let accountsScreen = Fixture("Screens/AccountsScreen.swift", #"""
        final class AccountsScreen: KassScreen {
            var accountName = "Everyday"

            lazy var savings = cell(A11y.Accounts.row + ".savings")
            lazy var named = cell(A11y.Accounts.row + "." + accountName)
            lazy var checking = cell("\(A11y.Accounts.row).checking")
            lazy var current = cell("accounts.\(accountName)")

            func row(_ index: Int) -> KassElement {
                cell("\(A11y.Accounts.row).\(index)")
            }
        }
        """#)

    func testInterpolatedAndConcatenated() throws {
        let project = makeProject(Self.accountsScreen, Self.identifiers)
        let expected: [(String, IdentifierSource)] = [
            ("savings", .concatenated(pattern: "accounts.row.savings", resolved: "accounts.row.savings")),
            ("named", .concatenated(pattern: "accounts.row.*", resolved: nil)),
            ("checking", .interpolated(pattern: "accounts.row.checking", parts: ["A11y.Accounts.row"], resolved: "accounts.row.checking")),
            ("current", .interpolated(pattern: "accounts.*", parts: ["accountName"], resolved: nil)),
            ("row(_:)", .interpolated(pattern: "accounts.row.*", parts: ["A11y.Accounts.row", "index"], resolved: nil)),
        ]
        for (member, source) in expected {
            let usage = try project.usage(in: "AccountsScreen", member: member)
            XCTAssertEqual(usage.source, source, member)
            XCTAssertTrue(usage.source.isRuntime, member)
            XCTAssertNil(usage.source.staticValue, member)
        }
    }

    static let greetingRobot = Fixture("Robots/GreetingRobot.swift", #"""
        import XCTest

        final class GreetingRobot: Robot {
            var overrideID: String?
            var menuID = "toolbar.menu"

            func assertGreetsPrimaryUser() {
                let user = accounts.primary
                XCTAssertTrue(app.staticTexts[user.name].waitForExistence(timeout: 5))
            }

            func tapAll(_ ids: [String]) {
                ids.forEach { app.buttons[$0].tap() }
            }

            func tapEach(_ ids: [String]) {
                for id in ids {
                    app.buttons[id].tap()
                }
            }

            func tapNamed(_ ids: [String]) {
                ids.forEach { id in app.buttons[id].tap() }
            }

            func tapOverride() {
                app.buttons[overrideID ?? "login.submit"].tap()
            }

            func tapToolbar(compact: Bool) {
                app.buttons[compact ? "toolbar.more" : "toolbar.share"].tap()
            }

            func tapMenu(compact: Bool) {
                app.buttons[compact ? "toolbar.menu" : menuID].tap()
            }

            func tapGenerated() {
                app.buttons[makeID()].tap()
            }

            func tapCell(_ row: Int, _ column: Int) {
                app.cells[WalletIDs.cell(row, column)].tap()
            }

            func openRow(_ index: Int) {
                app.cells[String(format: "accounts.row.%d", index)].tap()
            }
        }
        """#)

    func testVariablesCallsAndExpressions() throws {
        let project = makeProject(Self.greetingRobot)
        let expected: [(String, IdentifierSource)] = [
            ("assertGreetsPrimaryUser()", .variable("user.name")),
            ("tapOverride()", .expression("a nil-coalescing expression")),
            ("tapMenu(compact:)", .variable("menuID")),
            ("tapGenerated()", .call("makeID()")),
            // Named as Swift spells a function given values: not as one given none.
            ("tapCell(_:_:)", .call("WalletIDs.cell(_:_:)")),
            ("openRow(_:)", .formatted(pattern: "accounts.row.*", parts: ["index"], resolved: nil)),
        ]
        for (member, source) in expected {
            let usage = try project.usage(in: "GreetingRobot", member: member)
            XCTAssertEqual(usage.source, source, member)
            XCTAssertTrue(usage.source.isRuntime, member)
        }
        // A choice of two literals is no identifier built at runtime: each can be searched for.
        XCTAssertEqual(try project.usage(in: "GreetingRobot", member: "tapToolbar(compact:)").source,
                       .constant(path: #"compact ? "toolbar.more" : "toolbar.share""#, value: nil))
        XCTAssertEqual(project.usages.count, expected.count + 1)
        // Each element of an array parameter, in a loop or a closure, is what the caller passed:
        // the call sites are the identifier positions (`WrapperTests`).
        XCTAssertEqual(["tapAll", "tapEach", "tapNamed"].filter { project.wrappers[$0] != nil }, ["tapAll", "tapEach", "tapNamed"])
    }

    func testStoredPropertiesAreVariables() throws {
        let project = makeProject(Fixture("PageObjects/PendingPaymentsPage.swift", #"""
            struct PendingPaymentsPage {
                let app: XCUIApplication
                /// Backend id of the payment under test, injected by the test.
                let paymentID: String
                var rowID = "payments.row.latest"

                var row: XCUIElement { app.cells[rowID] }
                var payment: XCUIElement { app.cells[paymentID] }
                var latest: XCUIElement { app.cells[self.rowID] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "PendingPaymentsPage", member: "row").source, .variable("rowID"))
        XCTAssertEqual(try project.usage(in: "PendingPaymentsPage", member: "latest").source, .variable("rowID"))
        // `paymentID` has no value of its own: every initializer (here the memberwise one) sets it,
        // so where the page is made is the identifier position (see testSelectorTables…).
        XCTAssertEqual(project.identifierFields, ["PendingPaymentsPage": ["paymentID"]])
        XCTAssertEqual(project.usages.compactMap(\.memberName), ["row", "latest"])
    }

    func testOnlyALetIsAnIdentifierFieldAndTheMemberwiseInitializerKeepsItsDefaults() throws {
        let project = makeProject(Fixture("Selectors/Cells.swift", #"""
            final class CellRobot {
                let app: XCUIApplication
                var cellID: String
                init(app: XCUIApplication, cellID: String) { self.app = app; self.cellID = cellID }
                func select(row: Int) { cellID = "cell.\(row)"; app.cells[cellID].tap() }
            }
            struct Selector {
                let value: String
                var label: String?
                var note = ""
                let kind = "button"
                func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
            }
            enum Rows { static func row(_ i: Int) -> Selector { Selector(value: "row.\(i)") } }
            """#))
        XCTAssertEqual(project.identifierFields, ["Selector": ["value"]], "a var can be set again to anything")
        XCTAssertEqual(try project.usage(in: "CellRobot", member: "select(row:)").source, .variable("cellID"))
        XCTAssertEqual(project.wrappers["Selector"]?.map(\.signature), ["Selector(value:label:note:)"])
        XCTAssertEqual(project.wrappers["Selector"]?.map { $0.parameters.map(\.hasDefault) }, [[false, true, true]])
        XCTAssertTrue(try project.usage(in: "Rows", member: "row(_:)").source.isRuntime, "made with the memberwise initializer's defaults")
    }

    func testSelectorTablesAreCheckedWhereTheSelectorIsMade() throws {
        let project = makeProject(Fixture("Selectors/Selector.swift", #"""
            struct Selector {
                let value: String
                let description: String
                func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
                static func buttonId(_ id: String, description: String) -> Selector {
                    Selector(value: id, description: description)
                }
            }
            final class Label {
                let text: String
                let id: String
                init(id: String) {
                    self.id = id
                    self.text = "x"
                }
                init(generated: Int) {
                    self.id = "label.\(generated)"
                    text = "y"
                }
                var element: XCUIElement { XCUIApplication().staticTexts[id] }
            }
            enum LoginSelectors {
                static let submit = Selector.buttonId("login.submit", description: "Submit")
                static let row = Selector(value: "login.row.\(Int.random(in: 0...9))", description: "A row")
                static let label = Label(id: "login.label")
            }
            """#))
        XCTAssertEqual(project.identifierFields, ["Selector": ["value"]], "Label's second initializer does not set id from a parameter")
        XCTAssertEqual(project.wrappers["Selector"]?.map { $0.parameters.map(\.hasDefault) }, [[false, false]])
        XCTAssertEqual(project.wrappers["Selector"]?.map(\.signature), ["Selector(value:description:)"])
        XCTAssertEqual(project.wrappers["buttonId"]?.map(\.identifierParameters), [[0]])
        let usages = project.usages.map { "\($0.typeName ?? "").\($0.memberName ?? "") \($0.locator)" }
        XCTAssertEqual(usages, ["Label.element staticTexts[…]", "LoginSelectors.submit buttonId(_:description:)",
                                "LoginSelectors.row Selector(value:description:)"])
        XCTAssertEqual(try project.usage(in: "LoginSelectors", member: "submit").source, .literal("login.submit"))
        XCTAssertTrue(try project.usage(in: "LoginSelectors", member: "row").source.isRuntime)
    }

    func testSelectorEnumsAreCheckedWhereTheCaseIsMade() throws {
        let project = makeProject(Fixture("Selectors/Selector.swift", #"""
            enum Selector {
                case button(String)
                case cell(index: Int, id: String)
                case field(_ name: String, timeout: Double = 5)
                case any(String)
                case key(String)
                case plain

                func element(in app: XCUIApplication) -> XCUIElement {
                    switch self {
                    case .button(let id), .any(let id), .key(let id): return app.buttons[id]
                    case let .cell(_, id): return app.cells[id]
                    case .field(let name, _): return find(name, in: app)
                    case .plain: return app.otherElements["plain"]
                    }
                }

                var label: String {
                    if case .any(let text) = self { return text }
                    return ""
                }

                private func find(_ name: String, in app: XCUIApplication) -> XCUIElement { app.textFields[name] }
            }
            enum Other {
                case named(String)
                func element(of app: XCUIApplication, value: Other) -> XCUIElement {
                    switch value { case .named(let id): return app.buttons[id] }
                }
            }
            final class LoginScreen {
                let app = XCUIApplication()
                var submit: XCUIElement { Selector.button("login.submit").element(in: app) }
                var email: XCUIElement { Selector.field("login.email").element(in: app) }
                func row(_ n: Int) -> XCUIElement { Selector.cell(index: n, id: "login.row.\(n)").element(in: app) }
                func tap(_ id: String) { Selector.any(id).element(in: app).tap() }
                func tapHelp() { tap("login.help") }
                func tapNext() { pick(.button("login.next")) }
                func pick(_ selector: Selector) { selector.element(in: app).tap() }
            }
            final class Keypad {
                let app = XCUIApplication()
                func key(_ digit: Int) -> XCUIElement { app.keys.element(boundBy: digit) }
                func dial() { key(3).tap() }
            }
            extension Selector {
                static let back = Self.button("nav.back")
            }
            """#))
        XCTAssertEqual(project.wrappers["button"]?.map(\.signature), ["button(_:)"])
        XCTAssertEqual(project.wrappers["cell"]?.map(\.identifierParameters), [[1]], "the id, not the index")
        XCTAssertEqual(project.wrappers["field"]?.map(\.signature), ["field(_:timeout:)"], "through the enum's own wrapper find(_:in:)")
        XCTAssertEqual(project.wrappers["field"]?.map { $0.parameters.map(\.hasDefault) }, [[false, true]])
        XCTAssertEqual(project.wrappers["any"]?.map(\.identifierParameters), [[0]], "bound by a second pattern of the case")
        XCTAssertNil(project.wrappers["named"], "a switch over another value than self")
        XCTAssertEqual(project.wrappers["tap"]?.map(\.identifierParameters), [[0]], "tap(_:) passes its parameter to a case")
        let usages = project.usages.map { "\($0.typeName ?? "").\($0.memberName ?? "") \($0.locator)" }
        XCTAssertEqual(usages, ["Selector.element(in:) otherElements[…]", "Other.element(of:value:) buttons[…]",
                                "LoginScreen.submit button(_:)", "LoginScreen.email field(_:timeout:)",
                                "LoginScreen.row(_:) cell(index:id:)", "LoginScreen.tapHelp() tap(_:)",
                                "LoginScreen.tapNext() button(_:)", "Selector.back button(_:)"],
                       "Keypad's key(3) calls its own function, not the case")
        XCTAssertEqual(try project.usage(in: "LoginScreen", member: "submit").source, .literal("login.submit"))
        XCTAssertEqual(try project.usage(in: "LoginScreen", member: "email").source, .literal("login.email"))
        XCTAssertTrue(try project.usage(in: "LoginScreen", member: "row(_:)").source.isRuntime)
        XCTAssertEqual(try project.usage(in: "Other", member: "element(of:value:)").source, .variable("id"))
        XCTAssertEqual(try project.element("submit", of: "LoginScreen").identifier, .literal("login.submit"))
    }

    /// Firefox's shape: a selector struct keeps a strategy enum, and queries with what its case carries.
    func testSelectorsKeepingAnEnumAreCheckedWhereTheCaseIsMade() throws {
        let project = makeProject(Fixture("Selectors/Selector.swift", #"""
            enum Strategy {
                case buttonById(String)
                case cellById(String)
                case predicate(NSPredicate)
            }
            struct Selector {
                let strategy: Strategy
                let label: String
                func element(in app: XCUIApplication) -> XCUIElement {
                    switch strategy {
                    case .buttonById(let id): return app.buttons[id]
                    case .predicate(let p): return app.descendants(matching: .any).matching(p).firstMatch
                    default: break
                    }
                    if case .cellById(let id) = self.strategy { return app.cells[id] }
                    let strategy = Strategy.cellById(label)
                    if case .cellById(let other) = strategy { return app.tables[other] }
                    return app.otherElements[label]
                }
                static func cellById(_ id: String) -> Selector { Selector(strategy: .cellById(id), label: "cell") }
            }
            enum SettingsSelectors {
                static let done = Selector(strategy: .buttonById("settings.done"), label: "Done")
                static let row = Selector.cellById("settings.row")
                static func section(_ n: Int) -> Selector { Selector(strategy: Strategy.buttonById("settings.\(n)"), label: "") }
            }
            """#))
        XCTAssertEqual(project.wrappers["buttonById"]?.map(\.enumType), ["Strategy"])
        XCTAssertEqual(project.wrappers["cellById"]?.map(\.enumType), ["Strategy", nil], "the case, and Selector's factory")
        XCTAssertNil(project.wrappers["predicate"], "an NSPredicate goes to matching(_:), which takes no identifier")
        let usages = project.usages.map { "\($0.typeName ?? "").\($0.memberName ?? "") \($0.locator) \($0.source.kindName)" }
        // `label` is a selector table's field besides (IdentifierFieldDiscovery): checked where a Selector is made.
        XCTAssertEqual(usages, ["Selector.element(in:) tables[…] variable", "Selector.cellById(_:) Selector(strategy:label:) literal",
                                "SettingsSelectors.done buttonById(_:) literal", "SettingsSelectors.done Selector(strategy:label:) literal",
                                "SettingsSelectors.row cellById(_:) literal",
                                "SettingsSelectors.section(_:) buttonById(_:) interpolated",
                                "SettingsSelectors.section(_:) Selector(strategy:label:) literal"],
                       "a local of the enum's type is no property: what it carries is read from a variable")
    }

    /// A screen's element found by the selector table's own query (Firefox's page screens:
    /// `private var nextButton: XCUIElement { sel.NEXT_BUTTON.element(in: app) }`) is an element,
    /// with the identifier the selector was made with; a query of XCUITest's of the same name
    /// (`element(boundBy:)`) is not read as the table's.
    func testASelectorsOwnQueryMakesAnElement() throws {
        let project = makeProject(Fixture("Selectors/Selector.swift", #"""
            enum SelectorStrategy { case buttonById(String), staticTextInTablesByLabel(String), anyById(String) }
            struct Selector {
                let strategy: SelectorStrategy
                let value: String
                func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
                static func buttonId(_ id: String) -> Selector { Selector(strategy: .buttonById(id), value: id) }
                static func tableCellButtonById(_ id: String) -> Selector { Selector(strategy: .buttonById(id), value: id) }
            }
            protocol FindSelectorsSet { var NEXT_BUTTON: Selector { get }; var STAMPED: Selector { get } }
            struct FindSelectors: FindSelectorsSet {
                private enum IDs { static let next = "find.next" }
                let NEXT_BUTTON = Selector.buttonId(IDs.next)
                let STAMPED = Selector.buttonId(UUID().uuidString)
                let RESULT = Selector(strategy: .staticTextInTablesByLabel("find.result"), value: "find.result")
                let CELL_BUTTON = Selector.tableCellButtonById("find.cell.button")
                let ANY = Selector(strategy: .anyById("find.any"), value: "find.any")
            }
            final class FindInPageScreen {
                private let app: XCUIApplication
                private let sel: FindSelectorsSet
                init(app: XCUIApplication, selectors: FindSelectorsSet = FindSelectors()) {
                    self.app = app
                    self.sel = selectors
                }
                private var nextButton: XCUIElement { sel.NEXT_BUTTON.element(in: app) }
                var stamped: XCUIElement { sel.STAMPED.element(in: app) }
                var firstRow: XCUIElement { app.cells.element(boundBy: 0) }
                var result: XCUIElement { sel.RESULT.element(in: app) }
                var cellButton: XCUIElement { sel.CELL_BUTTON.element(in: app) }
                var any: XCUIElement { sel.ANY.element(in: app) }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "FindInPageScreen"), ["nextButton", "stamped", "firstRow", "result", "cellButton", "any"])
        // Of the type the selector's factory, or the strategy it is made with, names.
        XCTAssertEqual(try ["nextButton", "stamped", "result", "cellButton", "any"].map { try project.element($0, of: "FindInPageScreen").elementType },
                       ["button", "button", "staticText", "button", "any"])
        XCTAssertEqual(try project.element("nextButton", of: "FindInPageScreen").identifier,
                       .constant(path: "FindSelectors.IDs.next", value: "find.next"))
        XCTAssertTrue(try XCTUnwrap(project.element("stamped", of: "FindInPageScreen").identifier).isRuntime)
        let firstRow = try project.element("firstRow", of: "FindInPageScreen")
        XCTAssertEqual(firstRow.elementType, "cell")
        XCTAssertNil(firstRow.identifier)
    }

    func testASelectorFactorysNameSaysWhatItFinds() {
        let expected: [String: String?] = [
            "buttonId": "button", "staticTextId": "staticText", "textFieldId": "textField", "tableCellButtonById": "button",
            "staticTextInTablesByLabel": "staticText", "navigationBarByIdOrLabel": "navigationBar", "linkStaticTextById": "staticText",
            "collectionViewLinkById": "link", "otherInTablesById": "other", "cellButtonById": "button", "anyById": "any",
            "buttonIdentifier": "button", "predicate": nil, "makeID": nil, "byId": nil,
        ]
        for (name, type) in expected {
            XCTAssertEqual(CodeWalker.elementType(ofSelectorFactory: name), type, name)
        }
    }

    /// A selector's identifier field read where the selector is used (Firefox's screens:
    /// `app.tables.cells.buttons[sel.DONE_BUTTON.value]`) is what it was made with.
    func testASelectorsFieldIsWhatItWasMadeWith() throws {
        let project = makeProject(Fixture("Selectors/Selector.swift", #"""
            struct Selector {
                let value: String
                let description: String
                func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
                static func buttonId(_ id: String, description: String = "") -> Selector { Selector(value: id, description: description) }
            }
            protocol PrefsSelectorsSet { var DONE_BUTTON: Selector { get } }
            struct PrefsSelectors: PrefsSelectorsSet {
                private enum IDs { static let done = "prefs.done" }
                let DONE_BUTTON = Selector.buttonId(IDs.done)
                let STAMPED = Selector.buttonId(UUID().uuidString)
            }
            enum NavSelectors {
                static let back = Selector(value: "nav.back", description: "Back")
            }
            final class PrefsScreen {
                private let app = XCUIApplication()
                private let sel = PrefsSelectors()
                func tapDone() { app.tables.cells.buttons[sel.DONE_BUTTON.value].tap() }
                func tapBack() { app.navigationBars.buttons[NavSelectors.back.value].tap() }
                func tapStamped() { app.buttons[sel.STAMPED.value].tap() }
                func tapLocal() {
                    let prefs = PrefsSelectors()
                    app.buttons[prefs.DONE_BUTTON.value].tap()
                }
                func tapDescribed() { app.buttons[sel.DONE_BUTTON.description].tap() }
            }
            final class InjectedScreen {
                private let app = XCUIApplication()
                private let selectors: PrefsSelectorsSet
                init(selectors: PrefsSelectorsSet = PrefsSelectors()) { self.selectors = selectors }
                func tapDone() { app.buttons[selectors.DONE_BUTTON.value].tap() }
                func tapDone(with passed: PrefsSelectorsSet) { app.buttons[passed.DONE_BUTTON.value].tap() }
                func tapDone(existential passed: any PrefsSelectorsSet) { app.buttons[passed.DONE_BUTTON.value].tap() }
            }
            protocol ZoomSelectorsSet { var ZOOM_IN: Selector { get }; var ZOOM_OUT: Selector { get } }
            struct ZoomSelectors: ZoomSelectorsSet {
                let ZOOM_IN = Selector.buttonId("zoom.in")
                let ZOOM_OUT = Selector.buttonId("zoom.out")
            }
            struct ExperimentalZoomSelectors: ZoomSelectorsSet {
                private let base = ZoomSelectors()
                var ZOOM_IN: Selector { base.ZOOM_IN }
                let ZOOM_OUT = Selector.buttonId("zoom.minus")
            }
            protocol ThemeSelectorsSet { var DARK: Selector { get } }
            struct ThemeSelectors: ThemeSelectorsSet { let DARK = Selector.buttonId("theme.dark") }
            struct ContrastThemeSelectors: ThemeSelectorsSet { var DARK: Selector { .buttonId("theme.contrast") } }
            protocol AccentSelectorsSet { var ACCENT: Selector { get } }
            struct AccentSelectors: AccentSelectorsSet { let ACCENT = Selector.buttonId("accent") }
            struct LegacyAccentSelectors { let ACCENT = Selector.buttonId("accent.legacy") }
            struct BorrowedAccentSelectors: AccentSelectorsSet {
                private let legacy = LegacyAccentSelectors()
                var ACCENT: Selector { legacy.ACCENT }
            }
            final class AccentScreen {
                private let app = XCUIApplication()
                private let accent: AccentSelectorsSet
                init(accent: AccentSelectorsSet = AccentSelectors()) { self.accent = accent }
                func tapAccent() { app.buttons[accent.ACCENT.value].tap() }
            }
            final class ThemeScreen {
                private let app = XCUIApplication()
                private let theme: ThemeSelectorsSet
                init(theme: ThemeSelectorsSet = ThemeSelectors()) { self.theme = theme }
                func dark() { app.buttons[theme.DARK.value].tap() }
            }
            final class ZoomScreen {
                private let app = XCUIApplication()
                private let zoom: ZoomSelectorsSet
                init(zoom: ZoomSelectorsSet = ZoomSelectors()) { self.zoom = zoom }
                func zoomIn() { app.buttons[zoom.ZOOM_IN.value].tap() }
                func zoomOut() { app.buttons[zoom.ZOOM_OUT.value].tap() }
                func zoom(in isIn: Bool) {
                    let button = isIn ? zoom.ZOOM_IN : NavSelectors.back
                    app.buttons[button.value].tap()
                }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "PrefsScreen", member: "tapDone()").source,
                       .constant(path: "PrefsSelectors.IDs.done", value: "prefs.done"))
        XCTAssertEqual(try project.usage(in: "PrefsScreen", member: "tapBack()").source, .literal("nav.back"))
        XCTAssertEqual(try project.usage(in: "PrefsScreen", member: "tapLocal()").source,
                       .constant(path: "PrefsSelectors.IDs.done", value: "prefs.done"))
        XCTAssertTrue(try project.usage(in: "PrefsScreen", member: "tapStamped()").source.isRuntime, "made with a call")
        XCTAssertEqual(try project.usage(in: "InjectedScreen", member: "tapDone()").source,
                       .constant(path: "PrefsSelectors.IDs.done", value: "prefs.done"), "the one type adopting the protocol")
        XCTAssertEqual(try project.usage(in: "InjectedScreen", member: "tapDone(with:)").source,
                       .constant(path: "PrefsSelectors.IDs.done", value: "prefs.done"), "a parameter of the protocol's type")
        XCTAssertEqual(try project.usage(in: "InjectedScreen", member: "tapDone(existential:)").source,
                       .constant(path: "PrefsSelectors.IDs.done", value: "prefs.done"), "`any` before the protocol")
        XCTAssertEqual(try project.usage(in: "ZoomScreen", member: "zoomIn()").source, .literal("zoom.in"),
                       "of two adopting types, the one that stores the selector; the other forwards to it")
        XCTAssertTrue(try project.usage(in: "ThemeScreen", member: "dark()").source.isRuntime,
                      "the other adopting type makes its own selector: which one depends on what is passed")
        XCTAssertTrue(try project.usage(in: "AccentScreen", member: "tapAccent()").source.isRuntime,
                      "the other adopting type forwards to a third table's selector, not to the one that stores it")
        XCTAssertTrue(try project.usage(in: "ZoomScreen", member: "zoomOut()").source.isRuntime,
                      "both store one, with different identifiers: which one depends on what is passed")
        XCTAssertEqual(try project.usage(in: "ZoomScreen", member: "zoom(in:)").source,
                       .constant(path: "(isIn ? zoom.ZOOM_IN : NavSelectors.back).value", value: nil),
                       "either selector's field: each is a literal, so the choice is searchable")
        XCTAssertEqual(try project.usage(in: "PrefsScreen", member: "tapDescribed()").source, .variable("sel.DONE_BUTTON.description"),
                       "no identifier field")
    }

    /// A factory that finds its element by label passes no identifier where it is called, nor
    /// does a function that hands it its parameter; the selector's field still reads what the
    /// selector was made with, so a query with it is checked as a constant.
    func testASelectorFoundByLabelIsMadeWithALabel() throws {
        let project = makeProject(Fixture("Selectors/Selector.swift", #"""
            struct Selector {
                let value: String
                let predicate: NSPredicate?
                func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
                static func buttonId(_ id: String) -> Selector { Selector(value: id, predicate: nil) }
                static func textByLabel(_ label: String) -> Selector {
                    Selector(value: label, predicate: NSPredicate(format: "label == %@", label))
                }
                static func sectionTitle(_ title: String) -> Selector { textByLabel(title) }
            }
            struct HomeSelectors {
                private enum IDs { static let bookmarks = "Bookmarks"; static let done = "home.done" }
                let BOOKMARKS = Selector.textByLabel(IDs.bookmarks)
                let RECENT = Selector.sectionTitle("Recently visited")
                let DONE = Selector.buttonId(IDs.done)
            }
            final class HomeScreen {
                private let app = XCUIApplication()
                private let sel = HomeSelectors()
                var bookmarksSwitch: XCUIElement { app.cells.switches[sel.BOOKMARKS.value] }
            }
            """#))
        XCTAssertEqual(project.usages(in: "HomeSelectors", member: "BOOKMARKS").map(\.source), [], "a label")
        XCTAssertEqual(project.usages(in: "HomeSelectors", member: "RECENT").map(\.source), [], "a label, through a function")
        XCTAssertEqual(try project.usage(in: "HomeSelectors", member: "DONE").source, .constant(path: "HomeSelectors.IDs.done", value: "home.done"))
        XCTAssertEqual(try project.usage(in: "HomeScreen", member: "bookmarksSwitch").source,
                       .constant(path: "HomeSelectors.IDs.bookmarks", value: "Bookmarks"))
        XCTAssertEqual(project.wrappers["sectionTitle"]?.first?.labelParameters, [0])
    }

    func testAssociatedValuesAsConstructorParameters() {
        let project = makeProject(Fixture("Selectors/Selector.swift", #"""
            enum Selector {
                case complex(_ name: String, map: [String: Int], handler: (Int, String) -> Void = { _, _ in }, Set<String>)
                var element: XCUIElement {
                    switch self { case .complex(let id, _, _, _): return XCUIApplication().buttons[id] }
                }
            }
            """#))
        let parameters = project.wrappers["complex"]?.first?.parameters ?? []
        XCTAssertEqual(parameters.map(\.label), [nil, "map", "handler", nil])
        XCTAssertEqual(parameters.map(\.hasDefault), [false, false, true, false])
        XCTAssertEqual(parameters.map(\.isClosure), [false, false, true, false])
        XCTAssertEqual(project.wrappers["complex"]?.map(\.signature), ["complex(_:map:handler:_:)"])
    }

    // MARK: - Identifier positions

    func testEveryQueryCollectionSubscriptIsAPosition() throws {
        let collections: [(String, String)] = [
            ("buttons", "button"), ("staticTexts", "staticText"), ("otherElements", "other"), ("cells", "cell"),
            ("switches", "switch"), ("textFields", "textField"), ("secureTextFields", "secureTextField"),
            ("images", "image"), ("links", "link"), ("tables", "table"), ("collectionViews", "collectionView"),
            ("scrollViews", "scrollView"), ("navigationBars", "navigationBar"), ("tabBars", "tabBar"),
            ("segmentedControls", "segmentedControl"), ("alerts", "alert"), ("sheets", "sheet"),
            ("searchFields", "searchField"), ("textViews", "textView"), ("webViews", "webView"),
            ("pickerWheels", "pickerWheel"), ("sliders", "slider"), ("toggles", "toggle"), ("steppers", "stepper"),
            ("datePickers", "datePicker"), ("activityIndicators", "activityIndicator"), ("checkBoxes", "checkBox"),
            ("progressIndicators", "progressIndicator"), ("menuItems", "menuItem"),
            ("windows", "window"), ("toolbars", "toolbar"), ("pageIndicators", "pageIndicator"),
        ]
        let source = "struct EverythingPage {\n    let app: XCUIApplication\n"
            + collections.map { "    var \($0.1)Element: XCUIElement { app.\($0.0)[\"page.\($0.0)\"] }\n" }.joined()
            + "}\n"
        let fixture = Fixture("PageObjects/EverythingPage.swift", source)
        let project = makeProject(fixture)
        XCTAssertEqual(project.usages.count, collections.count)
        for (collection, elementType) in collections {
            let usage = try project.usage(in: "EverythingPage", member: "\(elementType)Element")
            XCTAssertEqual(usage.source, .literal("page.\(collection)"), collection)
            XCTAssertEqual(usage.locator, "\(collection)[…]", collection)
            let position = fixture.position(of: "\"page.\(collection)\"")
            XCTAssertEqual(usage.location.line, position.line, collection)
            XCTAssertEqual(usage.location.column, position.column, collection)
            XCTAssertEqual(try project.element("\(elementType)Element", of: "EverythingPage").elementType, elementType, collection)
        }
    }

    func testBuilderPositionsAndLocators() throws {
        let fixture = Fixture("Screens/SettingsScreen.swift", #"""
            final class SettingsScreen: KassScreen {
                lazy var logout = button(A11y.Settings.logout)
                lazy var banner = element(id: "settings.banner", label: "Upgrade")
                lazy var gear = descendant(.button, "settings.gear")
                lazy var toggles = all("settings.toggle", type: .switch)
                lazy var notice = staticText(containing: "Version")
            }
            """#)
        let project = makeProject(fixture)
        let expected: [(String, String, String)] = [
            ("logout", "button(_:)", "A11y.Settings.logout"),
            ("banner", "element(id:)", "\"settings.banner\""),
            ("gear", "descendant(_:_:)", "\"settings.gear\""),
            ("toggles", "all(_:)", "\"settings.toggle\""),
        ]
        XCTAssertEqual(project.usages.compactMap(\.memberName), expected.map(\.0), "a label builder is no identifier position")
        for (member, locator, argument) in expected {
            let usage = try project.usage(in: "SettingsScreen", member: member)
            XCTAssertEqual(usage.locator, locator, member)
            let position = fixture.position(of: argument)
            XCTAssertEqual(usage.location.line, position.line, member)
            XCTAssertEqual(usage.location.column, position.column, member)
        }
    }

    func testQueryMethodPositions() throws {
        let fixture = Fixture("Robots/AccountsRobot.swift", #"""
            import XCTest

            final class AccountsRobot: Robot {
                var promo: XCUIElement { app.descendants(matching: .any)["home.promo"] }
                var firstRow: XCUIElement { app.tables.firstMatch.children(matching: .cell)["accounts.first"] }
                var anyRow: XCUIElement { app.cells.matching(identifier: "accounts.row").firstMatch }
                var close: XCUIElement {
                    app.navigationBars.buttons.element(matching: .button, identifier: "sheet.close")
                }
                var rowWithMenu: XCUIElement {
                    app.cells.containing(.button, identifier: "accounts.row.menu").firstMatch
                }
                var back: XCUIElement { app.navigationBars["accounts.nav"].buttons["accounts.back"] }
            }
            """#)
        let project = makeProject(fixture)
        let expected: [(String, String, String)] = [
            ("promo", "descendants(…)[…]", "home.promo"),
            ("firstRow", "children(…)[…]", "accounts.first"),
            ("anyRow", "matching(identifier:)", "accounts.row"),
            ("close", "element(matching:identifier:)", "sheet.close"),
            ("rowWithMenu", "containing(_:identifier:)", "accounts.row.menu"),
            ("back", "navigationBars[…]", "accounts.nav"),
            ("back", "buttons[…]", "accounts.back"),
        ]
        XCTAssertEqual(project.usages.map(\.locator), expected.map(\.1))
        for ((member, locator, identifier), usage) in zip(expected, project.usages) {
            XCTAssertEqual(usage.memberName, member)
            XCTAssertEqual(usage.typeName, "AccountsRobot")
            XCTAssertEqual(usage.source, .literal(identifier), locator)
            let position = fixture.position(of: "\"\(identifier)\"")
            XCTAssertEqual(usage.location.line, position.line, locator)
            XCTAssertEqual(usage.location.column, position.column, locator)
        }
        XCTAssertEqual(try project.element("promo", of: "AccountsRobot").elementType, "any")
        XCTAssertEqual(try project.element("firstRow", of: "AccountsRobot").elementType, "cell")
        XCTAssertEqual(try project.element("rowWithMenu", of: "AccountsRobot").elementType, "cell")
    }

    func testPredicatePositions() throws {
        let fixture = Fixture("Robots/PredicateRobot.swift", #"""
            import XCTest

            final class PredicateRobot: Robot {
                var rowID = "accounts.row.latest"
                var selfID = "accounts.row.self"

                func tapSubmit() {
                    app.buttons.matching(NSPredicate(format: "identifier == %@", "login.submit")).firstMatch.tap()
                }

                func tapAnyRow() {
                    app.cells.matching(NSPredicate(format: "identifier LIKE %@", "accounts.row.*")).firstMatch.tap()
                }

                func tapFirstAccount() {
                    app.cells.matching(NSPredicate(format: "identifier BEGINSWITH %@", A11y.Accounts.row)).firstMatch.tap()
                }

                func tapPromo() {
                    app.otherElements.element(matching: NSPredicate(format: "identifier CONTAINS[c] %@", "promo")).tap()
                }

                func tapPay() {
                    app.buttons.element(matching: NSPredicate(format: "label == %@ AND identifier == %@", "Pay", "transfer.pay")).tap()
                }

                func tapLatest() {
                    app.cells.element(matching: NSPredicate(format: "identifier == '\(rowID)'")).tap()
                }

                func assertWelcome() {
                    XCTAssertTrue(app.staticTexts.element(matching: NSPredicate(format: "label CONTAINS %@", "Welcome")).exists)
                }

                func tapWifi() {
                    app.cells.matching(NSPredicate(format: "elementType == %d AND identifier == %@", 5, "settings.wifi")).firstMatch.tap()
                }

                func tapNumbered() {
                    app.cells.element(matching: NSPredicate(format: "identifier == %2$@ AND label == %1$@", "Pay", "pay.numbered")).tap()
                }

                func tapPercent() {
                    app.cells.element(matching: NSPredicate(format: "label LIKE '100%%' AND identifier == %@", "pay.percent")).tap()
                }

                func tapRow() {
                    app.cells.element(matching: NSPredicate(format: "identifier == '\(A11y.Accounts.row)'")).tap()
                }

                func tapQuoted(_ n: Int) {
                    app.cells.element(matching: NSPredicate(format: "label CONTAINS '%' AND identifier == %@", "row\(n)")).tap()
                }

                func tapHuge() {
                    app.cells.element(matching: NSPredicate(format: "label LIKE '%99999999999999999999x' AND identifier == %99999999999999999999$@", "a")).tap()
                }

                func tapListed() {
                    app.cells.element(matching: NSPredicate(format: "label == %@ AND identifier == %@", argumentArray: ["Pay", "pay.listed"])).tap()
                }

                func tapDynamic(_ comparison: String) {
                    app.cells.element(matching: NSPredicate(format: "identifier \(comparison) 'x'")).tap()
                }

                func tapChannel(named name: String) {
                    app.staticTexts.matching(NSPredicate(format: "identifier LIKE 'titleLabel' AND label LIKE '\(name)'")).firstMatch.tap()
                }

                func tapAttribute(_ attribute: String) {
                    app.cells.element(matching: NSPredicate(format: "\(attribute) == 'x' AND identifier == 'y'")).tap()
                }

                func tapSelf() {
                    app.cells.element(matching: NSPredicate(format: "SELF.identifier == '\(selfID)'")).tap()
                }

                func tapJoined() {
                    app.cells.element(matching: NSPredicate(format: "identifier == '" + rowID + "'")).tap()
                }

                func tapResult(_ text: String) {
                    app.otherElements.matching(NSPredicate(format: "identifier BEGINSWITH 'result-" + text + "-create'")).firstMatch.tap()
                }

                func tapPrefixed(_ n: Int) {
                    app.cells.element(matching: NSPredicate(format: "identifier == '" + A11y.Accounts.row + String(n) + "'")).tap()
                }

                func tapSuffixed() {
                    app.cells.element(matching: NSPredicate(format: "identifier == '" + A11y.Accounts.row + "-x'")).tap()
                }

                func tapLabelled(_ name: String) {
                    app.cells.element(matching: NSPredicate(format: "label == '" + name + "' AND identifier == 'row'")).tap()
                }
            }
            """#)
        let project = makeProject(fixture, Self.identifiers)
        let expected: [(String, IdentifierSource, String)] = [
            ("tapSubmit()", .literal("login.submit"), "\"login.submit\""),
            ("tapAnyRow()", .literal("accounts.row.*"), "\"accounts.row.*\""),
            ("tapFirstAccount()", .constant(path: "A11y.Accounts.row", value: "accounts.row"), "A11y.Accounts.row)"),
            ("tapPromo()", .literal("promo"), "\"promo\""),
            ("tapPay()", .literal("transfer.pay"), "\"transfer.pay\""),
            ("tapLatest()", .variable("rowID"), "rowID)'"),
            ("tapWifi()", .literal("settings.wifi"), "\"settings.wifi\""),
            ("tapNumbered()", .literal("pay.numbered"), "\"pay.numbered\""),
            ("tapPercent()", .literal("pay.percent"), "\"pay.percent\""),
            ("tapRow()", .constant(path: "A11y.Accounts.row", value: "accounts.row"), "A11y.Accounts.row)'"),
            ("tapQuoted(_:)", .interpolated(pattern: "row*", parts: ["n"], resolved: nil), "\"row\\("),
            ("tapListed()", .literal("pay.listed"), "\"pay.listed\""),
            ("tapDynamic(_:)", .interpolated(pattern: "identifier * 'x'", parts: ["comparison"], resolved: nil), "\"identifier \\("),
            // `tapChannel(named:)` interpolates the label only: its identifier, 'titleLabel', is written down.
            ("tapAttribute(_:)", .interpolated(pattern: "* == 'x' AND identifier == 'y'", parts: ["attribute"], resolved: nil), "\"\\(attribute"),
            ("tapSelf()", .variable("selfID"), "selfID)'"),
            // Formats joined with `+` (Beam's suite) are read as the interpolated ones are.
            ("tapJoined()", .variable("rowID"), "rowID + "),
            ("tapResult(_:)", .concatenated(pattern: "result-*-create", resolved: nil), "\"identifier BEGINSWITH 'result-"),
            // A value with more after it in its quotes is a part of the identifier, not all of it.
            ("tapPrefixed(_:)", .concatenated(pattern: "accounts.row*", resolved: nil), "\"identifier == '\" + A11y.Accounts.row + String"),
            ("tapSuffixed()", .concatenated(pattern: "accounts.row-x", resolved: "accounts.row-x"), "\"identifier == '\" + A11y.Accounts.row + \"-x"),
        ]
        let usages = project.usages.filter { $0.typeName == "PredicateRobot" }
        XCTAssertEqual(usages.compactMap(\.memberName), expected.map(\.0), "label comparisons are not identifier positions")
        for ((member, source, argument), usage) in zip(expected, usages) {
            XCTAssertEqual(usage.source, source, member)
            XCTAssertEqual(usage.locator, "NSPredicate(format:)", member)
            let position = fixture.position(of: argument)
            XCTAssertEqual(usage.location.line, position.line, member)
            XCTAssertEqual(usage.location.column, position.column, member)
        }
    }

    /// A method the suite adds to `XCUIElement` that hands the element back (Calendr's `func
    /// wait(_:) -> Self { XCTAssert(waitForExistence(timeout:)); return self }`) finds the element it
    /// is called on; one that returns another element, or is declared on another type, does not.
    func testAnElementMethodOfTheSuiteThatHandsTheElementBackFindsIt() throws {
        let project = makeProject(Fixture("Support/Queries.swift", #"""
            extension XCUIElement {
                func wait(_ timeout: TimeInterval) -> Self {
                    XCTAssert(waitForExistence(timeout: timeout))
                    return self
                }
                func scrolled() -> XCUIElement { self }
                func parentCell() -> XCUIElement { app.cells.firstMatch }
                func scroll() -> XCUIElement { swipeUp(); return self }
                func scroll(to element: XCUIElement) -> XCUIElement { swipeUp(); return element }
                func orFallback(_ other: XCUIElement) -> XCUIElement {
                    if !exists { return other }
                    return self
                }
            }
            enum MenuBar {
                static let app = XCUIApplication()
                static var main: XCUIElement { app.statusItems["menubar.main"].wait(0.1) }
                static var list: XCUIElement { app.tables[A11y.list].scrolled().wait(1) }
                static var cell: XCUIElement { app.buttons["menubar.cell"].parentCell() }
                static var table: XCUIElement { app.tables["menubar.table"].scroll() }
                static var logout: XCUIElement { app.tables["menubar.table"].scroll(to: app.buttons["menubar.logout"]) }
                static var fallback: XCUIElement { app.tables["menubar.table"].orFallback(app.windows.firstMatch) }
            }
            enum A11y { static let list = "menubar.list" }
            """#))
        XCTAssertEqual(try project.element("main", of: "MenuBar").identifier, .literal("menubar.main"))
        XCTAssertEqual(try project.element("main", of: "MenuBar").elementType, "statusItem")
        XCTAssertEqual(try project.element("list", of: "MenuBar").identifier, .constant(path: "A11y.list", value: "menubar.list"))
        XCTAssertEqual(try project.element("table", of: "MenuBar").identifier, .literal("menubar.table"))
        // Another element: what the method finds, what an overload of its name hands back, or a
        // method that hands back another element on some path: no element of MenuBar's identifier.
        XCTAssertEqual(project.elementNames(of: "MenuBar"), ["main", "list", "table"], "cell, logout and fallback are none")
    }

    /// Gini's screens pick each element's query for the locale in `init`, in every branch of a `switch` (or
    /// an `if` with an `else`): the element is its first branch's, as a getter that differs by branch is.
    func testAnElementGivenItsValueInEachBranchOfTheInitializerIsItsFirstBranchs() throws {
        let project = makeProject(Fixture("Screens/CameraAccessScreen.swift", #"""
            final class CameraAccessScreen {
                let app: XCUIApplication
                let giveAccessButton: XCUIElement
                let title: XCUIElement
                init(app: XCUIApplication, locale: String) {
                    self.app = app
                    switch locale {
                    case "de": giveAccessButton = app.buttons["camera.giveAccess.de"]
                    default: giveAccessButton = app.buttons["camera.giveAccess"]
                    }
                    if locale == "de" { title = app.staticTexts["Kamera"] } else { title = app.staticTexts["Camera"] }
                }
            }
            """#))
        XCTAssertEqual(try project.element("giveAccessButton", of: "CameraAccessScreen").identifier, .literal("camera.giveAccess.de"))
        XCTAssertEqual(try project.element("title", of: "CameraAccessScreen").elementType, "staticText")
    }

    /// A property the suite adds to `XCUIElementQuery` that picks one of its elements (HackersUITests'
    /// `lastMatch`) keeps the element as `firstMatch` does; one that gives anything else does not.
    func testAQueryPropertyOfTheSuiteThatPicksAnElementKeepsIt() throws {
        let project = makeProject(Fixture("Pages/FeedsPage.swift", #"""
            extension XCUIElementQuery {
                public var lastMatch: XCUIElement { return self.element(boundBy: self.count - 1) }
                var isCrowded: Bool { count > 10 }
            }
            class FeedsPage {
                let app = XCUIApplication()
                lazy var settingsButton = app.navigationBars.buttons.lastMatch
                lazy var lastRow = app.tables["feeds.list"].cells.lastMatch
                var crowded: Bool { app.cells.isCrowded }
            }
            """#))
        XCTAssertEqual(try project.element("settingsButton", of: "FeedsPage").elementType, "button")
        XCTAssertNil(try project.element("settingsButton", of: "FeedsPage").identifier)
        XCTAssertEqual(try project.element("lastRow", of: "FeedsPage").elementType, "cell")
        XCTAssertEqual(project.elementNames(of: "FeedsPage"), ["settingsButton", "lastRow"], "crowded is none")
    }

    func testElementsFoundByAPredicateKeepTheirIdentifier() throws {
        let project = makeProject(Fixture("Pages/SettingsPage.swift", #"""
            final class SettingsPage {
                let app = XCUIApplication()
                var wifi: XCUIElement { app.cells.matching(NSPredicate(format: "elementType == %d AND identifier == %@", 5, "settings.wifi")).firstMatch }
                var sidebar: XCUIElement { app.cells.element(matching: NSPredicate(format: "identifier == '\(A11y.sidebar)'")) }
                var welcome: XCUIElement { app.staticTexts.element(matching: NSPredicate(format: "label == %@", "Welcome")) }
                var pending: XCUIElement { app.cells.matching(NSPredicate(format: "identifier BEGINSWITH %@", "settings.pending.")).firstMatch }
            }
            enum A11y { static let sidebar = "settings.sidebar" }
            """#))
        XCTAssertEqual(try project.element("wifi", of: "SettingsPage").identifier, .literal("settings.wifi"))
        XCTAssertEqual(try project.element("wifi", of: "SettingsPage").elementType, "cell")
        XCTAssertEqual(try project.element("sidebar", of: "SettingsPage").identifier, .constant(path: "A11y.sidebar", value: "settings.sidebar"))
        XCTAssertNil(try project.element("welcome", of: "SettingsPage").identifier, "located by label")
        XCTAssertNil(try project.element("pending", of: "SettingsPage").identifier, "a prefix is no element's identifier")
        XCTAssertEqual(try project.element("pending", of: "SettingsPage").elementType, "cell")
    }

    /// An identifier written in the predicate's format, quoted (`"identifier == 'x'"`, or `LIKE` a
    /// value without wildcards), is the element's. A prefix, a pattern, a value holding an
    /// interpolation, or a quoted value another attribute is compared with is not.
    func testAnIdentifierQuotedInAPredicateIsTheElements() throws {
        let project = makeProject(Fixture("Pages/StatusPage.swift", #"""
            final class StatusPage {
                let app = XCUIApplication()
                var failed: XCUIElement { app.images.matching(NSPredicate(format: "identifier == 'statusImageView' AND value == 'fail'")).firstMatch }
                var user: XCUIElement { app.staticTexts.element(matching: NSPredicate(format: "identifier LIKE \"userName\"")) }
                var channel: XCUIElement { app.cells.matching(NSPredicate(format: "value == 'x' AND identifier ==[c] 'Channel'")).firstMatch }
                var recent: XCUIElement { app.cells.matching(NSPredicate(format: "identifier BEGINSWITH 'dashboard-recent-item-'")).firstMatch }
                var any: XCUIElement { app.cells.matching(NSPredicate(format: "identifier LIKE 'row.*'")).firstMatch }
                var named: XCUIElement { app.cells.matching(NSPredicate(format: "label == 'Settings' AND identifier == 'row.\(kind)'")).firstMatch }
                var labelled: XCUIElement { app.buttons.matching(NSPredicate(format: "label == 'Done'")).firstMatch }
                var notPay: XCUIElement { app.buttons.matching(NSPredicate(format: "NOT (identifier == 'checkout.pay')")).firstMatch }
                var notBang: XCUIElement { app.buttons.matching(NSPredicate(format: "!(identifier == 'checkout.pay')")).firstMatch }
                var either: XCUIElement { app.buttons.matching(NSPredicate(format: "identifier == 'confirm.a' OR identifier == 'confirm.b'")).firstMatch }
                var eitherBars: XCUIElement { app.buttons.matching(NSPredicate(format: "identifier == 'confirm.a' || identifier == %@", "confirm.b")).firstMatch }
                var notArgument: XCUIElement { app.buttons.matching(NSPredicate(format: "NOT identifier == %@", "checkout.pay")).firstMatch }
                var holder: XCUIElement { app.cells.containing(NSPredicate(format: "identifier == 'checkout.pay'")).firstMatch }
                var format: XCUIElement { app.cells.matching(NSPredicate(format: "identifier == '%@'")).firstMatch }
                var unequal: XCUIElement { app.cells.matching(NSPredicate(format: "label == 'x' AND identifier != 'row'")).firstMatch }
                var kind = "a"
            }
            """#))
        XCTAssertEqual(try project.element("failed", of: "StatusPage").identifier, .literal("statusImageView"))
        XCTAssertEqual(try project.element("failed", of: "StatusPage").elementType, "image")
        XCTAssertEqual(try project.element("user", of: "StatusPage").identifier, .literal("userName"))
        // Nor a comparison negated, one of alternatives, a descendant's that `containing` looks for,
        // or a conversion quoted.
        for name in ["channel", "recent", "any", "named", "labelled", "notPay", "notBang", "either", "eitherBars", "notArgument",
                     "holder", "format", "unequal"] {
            XCTAssertNil(try project.element(name, of: "StatusPage").identifier, name)
        }
    }

    func testTheSystemKeyboardsKeysAreNoIdentifierPositions() throws {
        let project = makeProject(Fixture("Robots/PinRobot.swift", #"""
            final class PinRobot {
                let app = XCUIApplication()
                func type(_ digits: [Int]) {
                    for digit in digits { app.keyboards.keys["\(digit)"].tap() }
                    app.keyboards.firstMatch.keys["\(digits[0])"].tap()
                    app.keys[String(digits[0])].tap()
                    app.keyboards.buttons["\(digits[0])"].tap()
                    app.otherElements["pin.pad"].keys["\(digits[0])"].tap()
                }
            }
            """#))
        XCTAssertEqual(project.usages.map(\.locator), ["otherElements[…]", "keys[…]"], "keys of the app's own pin pad are its identifiers")
        XCTAssertEqual(project.usages.map(\.location.line), [8, 8])
    }

    /// The keyboard's keys found through an application held under another name than `app`
    /// (AuthorizationSample's `application.keys[String(character)]`): a property or a parameter
    /// declared `XCUIApplication`, or made with `XCUIApplication(…)`. Keys found inside an element
    /// of the app are still its identifiers.
    func testKeysOfAnApplicationUnderAnyNameAreNoIdentifierPositions() throws {
        let project = makeProject(Fixture("Tests/AuthorizationTestCase.swift", #"""
            class AuthorizationTestCase: XCTestCase {
                let application = XCUIApplication()
                var springboard: XCUIApplication!
                func keyboardType(text: String) {
                    for character in text { application.keys[String(character)].tap() }
                    self.springboard.keys[String(text.first!)].tap()
                }
                func type(_ text: String, in other: XCUIApplication) { other.keys[String(text.first!)].tap() }
                func type(_ text: String, maybeIn other: XCUIApplication?) { other?.keys[text].tap() }
                func typeInSafari(_ text: String) {
                    let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
                    safari.keys[text].tap()
                }
                func pad(_ digit: Int) {
                    let keypad = application.otherElements["pin.pad"]
                    keypad.keys["\(digit)"].tap()
                }
            }
            """#))
        XCTAssertEqual(project.usages.map(\.locator), ["otherElements[…]", "keys[…]"])
        XCTAssertEqual(project.usages.map(\.location.line), [15, 16])
    }

    /// A key built at runtime for what the app cannot give an identifier is a title or a label, not
    /// an identifier built at runtime: SpringBoard's alert titles (xcuitest-sample-proj's
    /// `springboard.alerts["Remove “\(appName)”?"]`), the app's own alert titles, web content. The
    /// literal keys under them stay identifier positions, as before, and so does a key built at
    /// runtime in a query of the app's own elements. A function that puts its parameter in such a
    /// key is no wrapper: what its callers pass is a title too.
    func testKeysBuiltAtRuntimeOutOfTheAppsReachAreNoIdentifierPositions() throws {
        let project = makeProject(Fixture("Tests/BaseTest.swift", #"""
            class BaseTest: XCTestCase {
                let app = XCUIApplication()
                private let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                func deleteApp(named appName: String) {
                    springboard.alerts["Remove “\(appName)”?"].buttons["Delete App"].tap()
                    springboard.icons[appName].buttons["DeleteButton"].tap()
                    app.alerts["Delete \(appName)?"].buttons["Delete"].tap()
                    app.webViews.links[appName].tap()
                    app.cells["row.\(appName)"].tap()
                    tapAlert("Remove “\(appName)”?")
                    tapRow("row.\(appName)")
                }
                func tapAlert(_ title: String) { springboard.alerts[title].tap() }
                func tapRow(_ id: String) { app.cells[id].tap() }
            }
            """#))
        XCTAssertEqual(project.usages.filter(\.source.isRuntime).map(\.location.line), [9, 11])
        XCTAssertEqual(project.usages.filter { !$0.source.isRuntime }.compactMap(\.source.staticValue), ["Delete App", "DeleteButton", "Delete"])
    }

    /// A property named as a query (`keys`, `cells`) that holds a dictionary or an array is read by
    /// its subscript, bare or through `self`: no identifier position. A property holding a query is
    /// one, as the query is in an extension of `XCUIElement`.
    func testAPropertyNamedAsAQueryHoldingNoQueryIsNoIdentifierPosition() throws {
        let project = makeProject(Fixture("Robots/FormRobot.swift", #"""
            final class FormRobot {
                let app = XCUIApplication()
                var keys: [String: String] = ["name": "form.name"]
                let cells = ["a", "b"]
                lazy var switches = app.tables.cells.switches
                var buttons: XCUIElementQuery { app.buttons }
                var images: Query { app.images }
                func fill(_ field: String, suffix: String) {
                    app.textFields[keys[field]!].tap()
                    print(self.keys[field + suffix] ?? "", cells[0 + 1])
                    switches[field + suffix].tap()
                    buttons[suffix + ".x"].tap()
                    images[suffix + ".y"].tap()
                }
            }
            typealias Query = XCUIElementQuery
            extension XCUIElement {
                func tapRow(_ name: String) { cells["row." + name].tap() }
            }
            """#))
        XCTAssertEqual(project.usages.map { "\($0.locator) \($0.location.line)" },
                       ["textFields[…] 9", "switches[…] 11", "buttons[…] 12", "images[…] 13", "cells[…] 18"],
                       "a query under another name (a type alias) is still one")
    }

    /// An enum's computed property that is one `switch self` (MdEditor's `var description: String`)
    /// gives each case the value its branch returns, with or without `return`; a case whose
    /// branch builds its value, or that the switch does not name alone, is read at runtime.
    func testAnEnumsPropertySwitchingOverSelfGivesEachCaseItsValue() throws {
        let project = makeProject(Fixture("Shared/AccessibilityIdentifier.swift", #"""
            enum AccessibilityIdentifier {
                case textFieldLogin, buttonLogin, section(index: Int)
                var description: String {
                    switch self {
                    case .textFieldLogin:
                        "textFieldLogin"
                    case .buttonLogin:
                        return "buttonLogin"
                    case .section(index: let index):
                        "section-\(index)"
                    }
                }
            }
            enum LegalID {
                case terms, privacy, footer
                var id: String {
                    switch self {
                    case .terms: "legal.terms"
                    default: "legal.other"
                    }
                }
            }
            enum RawID: String {
                case close = "raw.close", title = "raw.title"
                var id: String {
                    switch self {
                    case .close: rawValue
                    case .title: "switch.title"
                    }
                }
            }
            """#), Fixture("Screens/LoginScreenObject.swift", #"""
            final class LoginScreenObject {
                let app = XCUIApplication()
                private lazy var privacy = app.links[LegalID.privacy.id]
                private lazy var close = app.buttons[RawID.close.id]
                private lazy var login = app.textFields[AccessibilityIdentifier.textFieldLogin.description]
                private lazy var button = app.buttons[AccessibilityIdentifier.buttonLogin.description]
                func section(_ index: Int) -> XCUIElement { app.otherElements[AccessibilityIdentifier.section(index: index).description] }
            }
            """#))
        XCTAssertEqual(try project.element("login", of: "LoginScreenObject").identifier?.staticValue, "textFieldLogin")
        XCTAssertEqual(try project.element("button", of: "LoginScreenObject").identifier?.staticValue, "buttonLogin")
        XCTAssertEqual(try project.element("privacy", of: "LoginScreenObject").identifier?.staticValue, "legal.other", "the default branch")
        XCTAssertEqual(try project.element("close", of: "LoginScreenObject").identifier?.staticValue, "raw.close", "the case's raw value")
        XCTAssertEqual(project.usages.filter(\.source.isRuntime).map(\.memberName), ["section(_:)"])
    }

    /// `String(format:)` is the interpolation it stands for: a `*` for each conversion (`%%` is a
    /// `%`; `%2$@` reads the second argument), its value when each is a `%@` of a literal or a
    /// constant. A format kassios does not read (a width from an argument, one not written in place)
    /// stays a call.
    func testAFormattedStringIsAnInterpolation() throws {
        let project = makeProject(Fixture("Screens/FormatScreen.swift", #"""
            enum A11y { static let prefix = "orders" }
            final class FormatScreen {
                let app = XCUIApplication()
                let rowFormat = "row.%d"
                func row(_ index: Int) -> XCUIElement { app.cells[String(format: "accounts.row.%03d", index)] }
                func delete(_ name: String) -> XCUIElement { app.buttons[String(format: "Delete %@", name)] }
                var percent: XCUIElement { app.staticTexts[String(format: "%@.100%%", A11y.prefix)] }
                func swapped(_ a: String, _ b: String) -> XCUIElement { app.cells[String(format: "%2$@.%1$@", a, b)] }
                var constants: XCUIElement { app.cells[String(format: "%@.%@", A11y.prefix, "list")] }
                func width(_ n: Int) -> XCUIElement { app.cells[String(format: "cell.%*d", 4, n)] }
                var padded: XCUIElement { app.cells[String(format: "%5@", "ab")] }
                var plain: XCUIElement { app.cells[String(format: "Save 50%% now")] }
                func variable(_ n: Int) -> XCUIElement { app.cells[String(format: rowFormat, n)] }
            }
            """#))
        let expected: [(String, IdentifierSource)] = [
            ("row(_:)", .formatted(pattern: "accounts.row.*", parts: ["index"], resolved: nil)),
            ("delete(_:)", .formatted(pattern: "Delete *", parts: ["name"], resolved: nil)),
            ("percent", .formatted(pattern: "*.100%", parts: ["A11y.prefix"], resolved: "orders.100%")),
            ("swapped(_:_:)", .formatted(pattern: "*.*", parts: ["b", "a"], resolved: nil)),
            ("constants", .formatted(pattern: "*.*", parts: ["A11y.prefix", "\"list\""], resolved: "orders.list")),
            ("width(_:)", .call("String(format:_:_:)")),
            ("padded", .formatted(pattern: "*", parts: ["\"ab\""], resolved: nil)),
            ("plain", .literal("Save 50% now")),
            ("variable(_:)", .call("String(format:_:)")),
        ]
        for (member, source) in expected {
            XCTAssertEqual(try project.usage(in: "FormatScreen", member: member).source, source, member)
        }
        let row = try project.usage(in: "FormatScreen", member: "row(_:)").source
        XCTAssertEqual(row.reason, "built with String(format:) of \"index\"; static pattern \"accounts.row.*\"")
        XCTAssertEqual(row.kindName, "formatted")
        XCTAssertEqual(row.runtimePattern, "accounts.row.*")
    }

    func testFormatStringConversions() throws {
        let format = try XCTUnwrap(FormatString("%@ has %-5.2f%% of %lld items, %lu left, %5@ %hhd %zu"))
        XCTAssertEqual(format.pattern, "* has *% of * items, * left, * * *")
        XCTAssertEqual(format.conversions.map(\.argument), [0, 1, 2, 3, 4, 5, 6])
        XCTAssertEqual(format.conversions.map(\.isPlainObject), [true, false, false, false, false, false, false], "a padded %5@ is not the text as it is")
        XCTAssertEqual(format.filled(with: ["a", "b", "c", "d", "e", "f", "g"]), "a has b% of c items, d left, e f g")
        let positions = try XCTUnwrap(FormatString("%2$@.%1$@"))
        XCTAssertEqual(positions.conversions.map(\.argument), [1, 0])
        XCTAssertEqual(FormatString("no conversions")?.pattern, "no conversions")
        for unread in ["ends with %", "%*d", "%.*f", "%k", "%0$@", "%1$@ and %@"] {
            XCTAssertNil(FormatString(unread), unread)
        }
    }

    /// A type's `let` made by a call is worked out when the program runs: the finding names the
    /// call, not a "variable". Unless a factory of the suite makes it of constants: `wrap`, a
    /// static function of the enclosing type, which Swift finds by its name alone.
    func testAConstantMadeByACallNamesTheCall() throws {
        let project = makeProject(Fixture("Screens/RootScreen.swift", #"""
            enum A11y {
                enum Root {
                    static let view = wrap("View")
                    static let badge = String(format: "%@.badge", "root")
                    static var computed: String { wrap("computed") }
                }
                static func wrap(_ label: String) -> String { "Root." + label }
            }
            enum Labels {
                static let title = NSLocalizedString("root.title", comment: "")
            }
            final class RootScreen {
                let app = XCUIApplication()
                var root: XCUIElement { app.otherElements[A11y.Root.view] }
                var badge: XCUIElement { app.otherElements[A11y.Root.badge] }
                var computed: XCUIElement { app.otherElements[A11y.Root.computed] }
                var title: XCUIElement { app.staticTexts[Labels.title] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "RootScreen", member: "root").source, .constant(path: "A11y.Root.view", value: "Root.View"))
        XCTAssertEqual(try project.usage(in: "RootScreen", member: "badge").source,
                       .call("String(format:_:), the value of A11y.Root.badge"))
        XCTAssertTrue(try project.usage(in: "RootScreen", member: "computed").source.isRuntime)
        XCTAssertEqual(try project.usage(in: "RootScreen", member: "title").source,
                       .localized(function: "NSLocalizedString", key: "root.title"), "a label, as the call written in place is")
    }

    /// Identifier factories: AuthorizationSample's `static let View = wrapIdentifier("View")`, where
    /// a protocol's extension has `static func wrapIdentifier(_ label: String) -> String { return
    /// "\(self).\(label)" }` and `self` is the adopting type, printed by its simple name; read
    /// through a metatype kept in a `let`, as Regions-Application reads it. A global factory, one
    /// named through its type, and constants in its body resolve too. A factory called with what is
    /// built at runtime, a function that does more than return a string, a call whose labels are not
    /// the function's, a parameter that is no `String` (Swift prints an enum's case by its name), and
    /// a name a protocol's extension reads through `self` (the adopting type's own, in Swift), stay
    /// calls; of two overloads, the `String` one is taken.
    func testAConstantMadeByAFactoryOfTheSuiteIsKnown() throws {
        let project = makeProject(Fixture("App/Accessibility.swift", #"""
            fileprivate protocol AccessibilityEnum {
                static func wrapIdentifier(_ label: String) -> String
            }
            fileprivate extension AccessibilityEnum {
                static func wrapIdentifier(_ label: String) -> String {
                    return "\(self).\(label)"
                }
            }
            protocol Prefixed { static var prefix: String { get } }
            extension Prefixed {
                static var prefix: String { "app" }
                static func prefixed(_ label: String) -> String { "\(prefix).\(label)" }
                static func qualified(_ label: String) -> String { Prefix.app + "." + label }
            }
            enum Key: String { case title = "screen_title" }
            func screenID(_ screen: String, element: String) -> String { Prefix.app + "." + screen + "." + element }
            enum Prefix { static let app = "finch" }
            enum Accessibility {
                enum Screen {
                    enum Root: AccessibilityEnum {
                        public static let View = wrapIdentifier("View")
                        static let menu = Self.wrapIdentifier(Names.menu)
                        static let cart = screenID("root", element: "cart")
                        static let dated = wrapIdentifier("row.\(Date())")
                        static let mislabelled = screenID("root", "cart")
                    }
                    enum Login: Prefixed {
                        static let prefix = "login"
                        static let field = prefixed("field")
                        static let form = qualified("form")
                        static func cell(_ index: Int) -> String { "cell_\(index)" }
                        static func cell(_ name: String) -> String { "row_\(name)" }
                        static func key(_ key: Key) -> String { "\(self).\(key)" }
                        static let row = cell("a")
                        static let keyed = key(Key.title)
                    }
                }
                enum Names { static let menu = "Menu" }
                enum Tools {
                    static func padded(_ name: String) -> String { let padded = "  " + name; return padded }
                    static let padding = padded("x")
                    static let named = Accessibility.Tools.tool("hammer")
                    static func tool(_ name: String) -> String { "tool." + name }
                }
            }
            """#), Fixture("UITests/RootScreen.swift", #"""
            fileprivate let AccessibilityRoot = Accessibility.Screen.Root.self
            final class RootScreen {
                let app = XCUIApplication()
                var root: XCUIElement { app.otherElements[AccessibilityRoot.View] }
                var menu: XCUIElement { app.buttons[Accessibility.Screen.Root.menu] }
                var cart: XCUIElement { app.buttons[Accessibility.Screen.Root.cart] }
                var dated: XCUIElement { app.cells[Accessibility.Screen.Root.dated] }
                var mislabelled: XCUIElement { app.buttons[Accessibility.Screen.Root.mislabelled] }
                var field: XCUIElement { app.textFields[Accessibility.Screen.Login.field] }
                var form: XCUIElement { app.otherElements[Accessibility.Screen.Login.form] }
                var row: XCUIElement { app.cells[Accessibility.Screen.Login.row] }
                var keyed: XCUIElement { app.staticTexts[Accessibility.Screen.Login.keyed] }
                var padding: XCUIElement { app.buttons[Accessibility.Tools.padding] }
                var named: XCUIElement { app.buttons[Accessibility.Tools.named] }
            }
            """#))
        let values = ["root": "Root.View", "menu": "Root.Menu", "cart": "finch.root.cart", "named": "tool.hammer",
                      "form": "finch.form", "row": "row_a"]
        for (member, value) in values {
            XCTAssertEqual(try project.usage(in: "RootScreen", member: member).source.staticValue, value, member)
        }
        for member in ["dated", "mislabelled", "padding", "field", "keyed"] {
            XCTAssertTrue(try project.usage(in: "RootScreen", member: member).source.isRuntime, member)
        }
    }

    func testPlacesThatTakeNoIdentifier() {
        let project = makeProject(Fixture("Tests/LaunchTests.swift", #"""
            import XCTest

            final class LaunchTests: XCTestCase {
                let app = XCUIApplication()
                var headers: [String: String] = [:]

                override func setUp() {
                    app.launchEnvironment["UITEST_USER"] = "ada@finch.test"
                    app.launchArguments += ["-resetState", "YES"]
                    headers["Authorization"] = "Bearer 123"
                    app.launch()
                }

                func testAccountsList() {
                    XCTAssertEqual(app.cells.count, 3)
                    app.cells.element(boundBy: 0).tap()
                    app.staticTexts.element(matching: NSPredicate(format: "label BEGINSWITH %@", "Balance")).tap()
                    XCTAssertEqual(app.staticTexts.firstMatch.label, "Everyday")
                }
            }
            """#))
        XCTAssertEqual(project.usages.map(\.source), [])
    }

    // MARK: - Where a usage is

    func testEnclosingTypeAndMember() throws {
        let project = makeProject(
            Fixture("Screens/HomeScreen.swift", #"""
                final class HomeScreen: KassScreen {
                    lazy var balance = staticText("home.balance")

                    final class PromoSheet: KassScreen {
                        lazy var title = staticText("home.promo.title")
                    }
                }
                """#),
            Fixture("Screens/PromoSheet+Actions.swift", #"""
                extension HomeScreen.PromoSheet {
                    var cta: KassElement { button("home.promo.cta") }

                    func dismiss(animated: Bool) {
                        app.buttons["home.promo.dismiss"].tap()
                    }
                }
                """#),
            Fixture("Support/Launch.swift", #"""
                func launchApp(resetting: Bool) -> XCUIApplication {
                    let app = XCUIApplication()
                    app.launch()
                    XCTAssertTrue(app.otherElements["app.root"].waitForExistence(timeout: 10))
                    return app
                }

                struct SheetRobot {
                    let app: XCUIApplication
                    init(app: XCUIApplication) {
                        self.app = app
                        XCTAssertTrue(app.sheets["sheet.root"].exists)
                    }
                }
                """#),
            Fixture("Tests/HomeTests.swift", #"""
                final class HomeTests: XCTestCase {
                    func testBalanceIsShown() {
                        let app = launchApp(resetting: true)
                        XCTAssertTrue(app.staticTexts["home.balance"].exists)
                    }
                }
                """#))
        let expected: [(String, String?, String?, String)] = [
            ("Screens/HomeScreen.swift", "HomeScreen", "balance", "home.balance"),
            ("Screens/HomeScreen.swift", "HomeScreen.PromoSheet", "title", "home.promo.title"),
            ("Screens/PromoSheet+Actions.swift", "HomeScreen.PromoSheet", "cta", "home.promo.cta"),
            ("Screens/PromoSheet+Actions.swift", "HomeScreen.PromoSheet", "dismiss(animated:)", "home.promo.dismiss"),
            ("Support/Launch.swift", nil, "launchApp(resetting:)", "app.root"),
            ("Support/Launch.swift", "SheetRobot", "init", "sheet.root"),
            ("Tests/HomeTests.swift", "HomeTests", "testBalanceIsShown()", "home.balance"),
        ]
        XCTAssertEqual(project.usages.count, expected.count)
        for ((file, typeName, memberName, identifier), usage) in zip(expected, project.usages) {
            XCTAssertEqual(usage.file, file, identifier)
            XCTAssertEqual(usage.typeName, typeName, identifier)
            XCTAssertEqual(usage.memberName, memberName, identifier)
            XCTAssertEqual(usage.source, .literal(identifier))
        }
    }

    func testUsagesAreSortedByFileAndPosition() {
        let project = makeProject(
            Fixture("b.swift", #"""
                struct B { let app: XCUIApplication
                    var one: XCUIElement { app.buttons["b.1"] }
                    var two: XCUIElement { app.buttons["b.2"] }
                }
                """#),
            Fixture("a.swift", #"""
                struct A { let app: XCUIApplication
                    var two: XCUIElement { app.buttons["a.2"] }
                    var one: XCUIElement { app.buttons["a.1"] }
                }
                """#))
        XCTAssertEqual(project.usages.map(\.source.staticValue), ["a.2", "a.1", "b.1", "b.2"])
    }

    func testKindNamesAndStaticValues() {
        XCTAssertEqual(IdentifierSource.literal("a").staticValue, "a")
        XCTAssertEqual(IdentifierSource.constant(path: "A.b", value: "a.b").staticValue, "a.b")
        XCTAssertNil(IdentifierSource.constant(path: "A.b", value: nil).staticValue)
        XCTAssertFalse(IdentifierSource.constant(path: "A.b", value: nil).isRuntime)
        XCTAssertTrue(IdentifierSource.interpolated(pattern: "a.*", parts: ["b"], resolved: "a.b").isRuntime)
        XCTAssertEqual([
            IdentifierSource.literal(""), .constant(path: "", value: nil), .interpolated(pattern: "", parts: [], resolved: nil),
            .concatenated(pattern: "", resolved: nil), .variable(""), .parameter(""), .call(""), .expression(""),
        ].map(\.kindName), ["literal", "constant", "interpolated", "concatenated", "variable", "parameter", "call", "expression"])
    }
}

/// Code that only looks like identifier positions.
final class IdentifierPositionLookalikeTests: XCTestCase {
    func testLocalsNamedLikeQueriesAndBuildersOutsideScreensAreNotPositions() {
        let file = SourceFile(path: "Tools.swift", source: """
        enum Report {
            static func table(_ rows: [String]) -> String { rows.joined() }
            static func render(_ found: [String]) -> String {
                var groups: [String: Int] = [:]
                let key = found.first ?? ""
                groups[key] = 1
                return table(found)
            }
        }
        final class RowsScreen: KassScreen {
            lazy var list = table("rows.\\(kind)")
            func cell(named name: String) -> XCUIElement { app.cells[name] }
        }
        extension XCUIElement {
            func child(_ id: String) -> XCUIElement { buttons[id] }
        }
        """)
        let project = Project(files: [file])
        XCTAssertEqual(project.usages.map { "\($0.location.line) \($0.locator)" }, ["11 table(_:)"])
        XCTAssertNotNil(project.wrappers["cell"], "a parameter flowing into app.cells[…] is still a wrapper")
        XCTAssertNotNil(project.wrappers["child"], "bare buttons[…] in an XCUIElement extension is still a query")
    }

    /// A function a class declares itself is what a bare call of its name calls: a robot's
    /// `button(_ digit: Int)` is no KassiOS builder. A screen's overload of a builder leaves the
    /// calls given a string literal to KassiOS.
    func testATypesOwnFunctionShadowsTheBuilderOfItsName() {
        let file = SourceFile(path: "Keypad.swift", source: """
        final class KeypadRobot {
            let app = XCUIApplication()
            func button(_ digit: Int) -> XCUIElement { app.keys.element(boundBy: digit) }
            func dial(_ digits: [Int]) { for digit in digits { button(digit).tap() } }
        }
        final class RowsScreen: KassScreen {
            lazy var first = cell("rows.first")
            lazy var help = button("rows.help")
            func cell(_ index: Int) -> KassElement { cell("rows.\\(index)") }
            func tapSecond() { cell(1).tap() }
            func tapAt(_ i: Int) { cell(i).tap() }
            lazy var other = cell(dynamicID)
        }
        extension KeypadRobot {
            func redial() { button(last).tap() }
        }
        """)
        let project = Project(files: [file])
        XCTAssertEqual(project.usages.map { "\($0.location.line) \($0.typeName ?? "").\($0.memberName ?? "") \($0.locator)" },
                       ["7 RowsScreen.first cell(_:)", "8 RowsScreen.help button(_:)", "9 RowsScreen.cell(_:) cell(_:)",
                        "12 RowsScreen.other cell(_:)"],
                       "in a screen, only an argument known to be no string goes to the overload")
        XCTAssertEqual(project.elementNames(of: "RowsScreen"), ["first", "help", "cell", "other"])
    }
}
