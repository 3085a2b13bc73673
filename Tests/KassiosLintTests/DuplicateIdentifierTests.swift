@testable import KassiosLint
import XCTest

/// What the rule's examples cannot show: findings across files, and their messages.
final class DuplicateIdentifierTests: XCTestCase {
    private func lint(_ sources: [(String, String)]) -> [Finding] {
        var options = LintOptions()
        options.ruleIdentifiers = ["duplicate-identifier"]
        return LintRunner.run(sources: sources.map { (path: $0.0, text: $0.1) }, options: options).findings
    }

    func testDifferentElementTypesAcrossFilesNameTheOtherFileAndLine() {
        let findings = lint([
            ("UITests/Screens/HomeScreen.swift", """
            final class HomeScreen: KassScreen {
                lazy var balance = staticText(A11y.balance)
                override var onLoad: [KassElement] { [balance] }
            }
            """),
            ("UITests/Robots/HomeRobot.swift", """
            final class HomeRobot {
                let app: XCUIApplication
                var balance: XCUIElement { app.buttons["home.balance"] }
            }
            """),
            ("UITests/Support/A11y.swift", """
            enum A11y { static let balance = "home.balance" }
            """),
        ])
        // HomeRobot.swift sorts before HomeScreen.swift: the robot's button comes first in file order.
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column)" }, ["UITests/Screens/HomeScreen.swift:2:14"])
        XCTAssertEqual(findings.first?.message, """
            HomeScreen.balance is a staticText with identifier "home.balance" (A11y.balance), but HomeRobot.balance \
            (HomeRobot.swift:3) is a button with the same identifier; one of them looks for the wrong element type
            """)
        XCTAssertEqual(findings.first?.screen, "HomeScreen")
        XCTAssertEqual(findings.first?.element, "balance")
    }

    /// A key is label-like as `label-locator` reads one: "Settings" may be a button and a text showing
    /// the same words; "LoginButton" and "Empty Navigation Back Button" (Unstoppable's) are identifiers,
    /// so one of two element types is wrong.
    func testAKeyThatReadsAsAnIdentifierHasOneElementType() {
        let findings = lint([
            ("UITests/ARobot.swift", """
            final class ARobot {
                let app: XCUIApplication
                var back: XCUIElement { app.otherElements["Empty Navigation Back Button"] }
                var login: XCUIElement { app.buttons["LoginButton"] }
                var settings: XCUIElement { app.buttons["Settings"] }
            }
            """),
            ("UITests/BRobot.swift", """
            final class BRobot {
                let app: XCUIApplication
                var back: XCUIElement { app.buttons["Empty Navigation Back Button"] }
                var login: XCUIElement { app.staticTexts["LoginButton"] }
                var settings: XCUIElement { app.staticTexts["Settings"] }
            }
            """),
        ])
        XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["UITests/BRobot.swift:3", "UITests/BRobot.swift:4"])
        XCTAssertEqual(findings.first?.message.hasPrefix("BRobot.back is a button with identifier \"Empty Navigation Back Button\", but ARobot.back (ARobot.swift:3) is an other element with the same identifier"), true, findings.first?.message ?? "")
        XCTAssertEqual(findings.last?.message.hasPrefix("BRobot.login is a staticText with identifier"), true, findings.last?.message ?? "")
    }

    func testDuplicateBetweenATypeAndItsExtensionInAnotherFile() {
        let findings = lint([
            ("A/LoginScreen.swift", """
            final class LoginScreen: KassScreen {
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [submit] }
            }
            """),
            ("B/LoginScreen+Actions.swift", """
            extension LoginScreen {
                var logInButton: KassElement { button("login.submit") }
            }
            """),
        ])
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column)" }, ["B/LoginScreen+Actions.swift:2:9"])
        XCTAssertTrue(findings.first?.message.contains("as LoginScreen.submit (LoginScreen.swift:2)") == true,
                      findings.first?.message ?? "")
    }

    func testTheOtherPlaceIsAWholePathWhenBothFilesHaveOneName() {
        // Two targets' `SettingsScreen.swift`, linted together: a file name alone would not say
        // which, the whole path would differ from one checkout to another.
        let findings = lint([
            ("Screens/MyStore/SettingsScreen.swift", """
            final class SettingsScreen: KassScreen {
                lazy var headline = staticText("headline-label")
                override var onLoad: [KassElement] { [headline] }
            }
            """),
            ("Screens/Settings/SettingsScreen.swift", """
            extension SettingsScreen {
                var storeName: KassElement { staticText("headline-label") }
            }
            """),
        ])
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column)" }, ["Screens/Settings/SettingsScreen.swift:2:9"])
        XCTAssertTrue(findings.first?.message.contains("as SettingsScreen.headline (MyStore/SettingsScreen.swift:2)") == true,
                      findings.first?.message ?? "")
    }

    /// stream-chat's `app.buttons[""]` and `app.textFields[""]`, placeholders marked FIXME: an empty
    /// identifier is none, and its elements are no copies of each other.
    /// Getters that keep their identifier in a local of one name (`let id = …`): each is its own
    /// value or choice of values, no shared constant `id`. The same literal in two of them still is a copy.
    func testIdentifiersKeptInLocalsOfOneNameAreTheirValues() {
        let findings = lint([("UITests/Pages/AccountPage.swift", """
            final class AccountPage {
                let app: XCUIApplication
                let compact = true
                init(app: XCUIApplication) { self.app = app }
                var loginButton: XCUIElement {
                    let id = "account.login"
                    return app.buttons[id]
                }
                var logoutButton: XCUIElement {
                    let id = compact ? "account.logout.compact" : "account.logout"
                    return app.buttons[id]
                }
                var helpButton: XCUIElement {
                    #if DEBUG
                    let id = "account.help.debug"
                    #else
                    let id = "account.help"
                    #endif
                    return app.buttons[id]
                }
                var signInButton: XCUIElement {
                    let id = "account.login"
                    return app.buttons[id]
                }
                var layoutButton: XCUIElement {
                    let id: String
                    if compact { id = "account.layout.compact" } else { id = "account.layout" }
                    return app.buttons[id]
                }
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line): \($0.message.prefix(64))" },
                       ["21: AccountPage.signInButton has the same identifier \"account.login\""])
    }

    func testElementsWithAnEmptyIdentifierAreNoCopies() {
        let findings = lint([("Pages.swift", """
            let app = XCUIApplication()
            final class ChatScreen: KassScreen {
                lazy var title = staticText("chat.title")
                override var onLoad: [KassElement] { [title] }
                var debugMenu: XCUIElement { app.buttons[""].firstMatch }
                var addMember: XCUIElement { app.textFields[""] }
                var banner: XCUIElement { app.otherElements["chat.title"] }
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.element ?? "")" }, ["7:9 banner"])
    }

    func testAnElementReportedWithinItsScreenIsNotReportedAgainAcrossScreens() {
        let findings = lint([("Screens.swift", """
            final class CardsScreen: KassScreen {
                lazy var freeze = switchControl("cards.freeze")
                lazy var freezeLabel = staticText("cards.freeze")
                override var onLoad: [KassElement] { [freeze] }
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["3:14"])
        XCTAssertTrue(findings[0].message.contains("same identifier \"cards.freeze\" as CardsScreen.freeze (line 2)"))
    }

    func testGettersKeptInPropertiesAreScopedAsPropertiesAre() {
        let source = """
            final class EditorScreen: ScreenObject {
                var closeButton: XCUIElement { app.buttons["Close"] }
                var editorClose: XCUIElement { app.navigationBars["Editor"].buttons["Close"] }
                private let doneGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["editor.done"] }
                private let navigationDoneGetter: (XCUIApplication) -> XCUIElement = { $0.navigationBars["Editor"].buttons["editor.done"] }
                private let againGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["editor.done"] }
            }
            """
        XCTAssertEqual(lint([("Editor.swift", source)]).map { "\($0.line):\($0.column) \($0.element ?? "")" }, ["6:17 againGetter"],
                       "a query under another element is scoped; the same query twice is a duplicate")
    }

    func testUnresolvedConstantsCompareByName() {
        let findings = lint([("Settings.swift", """
            final class SettingsScreen: KassScreen {
                lazy var faceID = switchControl(FinchIdentifiers.Settings.faceID)
                lazy var faceIDToggle = switchControl(FinchIdentifiers.Settings.faceID)
                lazy var touchID = switchControl(FinchIdentifiers.Settings.touchID)
                override var onLoad: [KassElement] { [faceID] }
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["3:14"])
        XCTAssertTrue(findings[0].message.contains("same identifier FinchIdentifiers.Settings.faceID as SettingsScreen.faceID"))
    }

    /// A selector factory that finds its element by label (`label == %@`, `label CONTAINS %@`)
    /// is given a label, though it keeps it in the same field as the identifiers of the others:
    /// two such selectors of one text are no duplicate identifier. Factories that compare the
    /// identifier, alone or with the label, still make identifiers.
    /// One text may show in a table and in a toolbar (Wikipedia's `ModelOfBusinessSearchScreen`):
    /// label-like keys are one element only when looked up in the same place.
    func testALabelLookedUpInTwoPlacesIsTwoElements() {
        let findings = lint([("Screens/ArticleScreen.swift", """
            final class ArticleScreen: BaseScreen {
                private lazy var tocEntry: XCUIElement = app.tables.staticTexts["Модель бизнеса"]
                private lazy var heading: XCUIElement = app.otherElements.staticTexts["Модель бизнеса"]
                private lazy var headingAgain: XCUIElement = app.otherElements.staticTexts["Модель бизнеса"].firstMatch
                private lazy var done: XCUIElement = app.buttons["Done"]
                private lazy var toolbarDone: XCUIElement = app.toolbars.buttons["Done"]
                private lazy var navigationDone: XCUIElement = app.navigationBars["Article"].buttons["Done"]
            }
            """)])
        XCTAssertEqual(findings.map(\.line), [4], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings.first?.message.hasPrefix("ArticleScreen.headingAgain has the same identifier \"Модель бизнеса\" as ArticleScreen.heading") == true,
                      findings.first?.message ?? "")
    }

    /// wire-ios's `ConversationsPage`: one cell, and the query of every cell with its identifier,
    /// are a member and its collection. Two queries of one identifier are still one thing twice.
    func testEveryMatchOfAnIdentifierBesideOneOfThemIsNoCopy() {
        let findings = lint([("Pages/ConversationsPage.swift", """
            final class ConversationsPage {
                let app = XCUIApplication()
                var conversationCell: XCUIElement { app.buttons[Locators.conversationCell.rawValue] }
                var conversationCells: XCUIElementQuery { app.buttons.matching(identifier: Locators.conversationCell.rawValue) }
                var everyConversation: XCUIElementQuery { app.descendants(matching: .button).matching(identifier: "conversationCell") }
                var firstConversation: XCUIElement { app.buttons.matching(identifier: "conversationCell").firstMatch }
            }
            enum Locators: String { case conversationCell }
            """)])
        XCTAssertEqual(findings.map(\.line), [5, 6], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings[0].message.hasPrefix("ConversationsPage.everyConversation has the same identifier \"conversationCell\" as ConversationsPage.conversationCells"), findings[0].message)
        XCTAssertTrue(findings[1].message.hasPrefix("ConversationsPage.firstConversation has the same identifier \"conversationCell\" as ConversationsPage.conversationCell "), findings[1].message)
    }

    /// The place is where the query looks, not how the application is spelled.
    func testALabelLookedUpThroughTheAppSpelledTwoWaysIsOneElement() {
        let findings = lint([("Robots/SettingsRobot.swift", """
            final class SettingsRobot {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["Settings"] }
                var heading: XCUIElement { self.app.staticTexts["Settings"] }
                var header: XCUIElement { XCUIApplication().staticTexts["Settings"] }
                var rowTitle: XCUIElement { app.tables.staticTexts["Settings"] }
                var rowTitleAgain: XCUIElement { self.app.tables.staticTexts["Settings"].firstMatch }
            }
            """)])
        XCTAssertEqual(findings.map(\.line), [4, 5, 7], findings.map(\.message).joined(separator: "\n"))
    }

    /// A KassiOS builder finds its element anywhere: the same label as a query subscript is one element.
    func testABuilderAndASubscriptWithOneLabelAreOneElement() {
        let findings = lint([("Screens/ProfileScreen.swift", """
            final class ProfileScreen: KassScreen {
                lazy var save = button("Save")
                lazy var saveAgain = app.toolbars.buttons["Save"]
                override var onLoad: [KassElement] { [save] }
            }
            """)])
        XCTAssertEqual(findings.map(\.line), [3], findings.map(\.message).joined(separator: "\n"))
    }

    func testSelectorsFoundByLabelHaveNoIdentifierToShare() {
        let findings = lint([
            ("Selectors/Selector.swift", #"""
            enum SelectorStrategy {
                case buttonById(String)
                case predicate(NSPredicate)
            }
            struct Selector {
                let strategy: SelectorStrategy
                let value: String
                func element(in app: XCUIApplication) -> XCUIElement {
                    switch strategy {
                    case .buttonById: return app.buttons[value]
                    case .predicate(let p): return app.descendants(matching: .any).matching(p).element(boundBy: 0)
                    }
                }
                static func buttonById(_ id: String) -> Selector { Selector(strategy: .buttonById(id), value: id) }
                static func staticTextByExactLabel(_ label: String) -> Selector {
                    Selector(strategy: .predicate(NSPredicate(format: "elementType == %d AND label == %@", 48, label)), value: label)
                }
                static func staticTextLabelContains(_ text: String) -> Selector {
                    Selector(strategy: .predicate(NSPredicate(format: "label CONTAINS[c] %@", text)), value: text)
                }
                static func idOrLabel(_ value: String) -> Selector {
                    Selector(strategy: .predicate(NSPredicate(format: "identifier == %@ OR label == %@", value, value)), value: value)
                }
            }
            """#),
            ("Selectors/WebsiteDataSelectors.swift", """
            struct WebsiteDataSelectors {
                private enum IDs {
                    static let example = "example.com"
                    static let clear = "websiteData.clear"
                }
                let EXAMPLE_EQUAL = Selector.staticTextByExactLabel(IDs.example)
                let EXAMPLE_CONTAINS = Selector.staticTextLabelContains(IDs.example)
                let CLEAR = Selector.buttonById(IDs.clear)
                let CLEAR_AGAIN = Selector.buttonById(IDs.clear)
                let CLEAR_ANY = Selector.idOrLabel(IDs.clear)
            }
            """),
        ])
        XCTAssertEqual(findings.map(\.line), [9, 10], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings.allSatisfy { $0.message.contains("CLEAR") && !$0.message.contains("EXAMPLE") })
    }

    /// Firefox's screens find their elements through a selector table (`sel.DONE.element(in: app)`):
    /// two entries of the table with one identifier are reported once, in the table, not again at
    /// every screen that uses both; two names for one entry are still a copy in the screen.
    func testTwoEntriesOfASelectorTableAreReportedInTheTableOnly() {
        let findings = lint([
            ("Selectors/Selector.swift", """
            struct Selector {
                let value: String
                func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
                static func buttonId(_ id: String) -> Selector { Selector(value: id) }
            }
            struct TopSitesSelectors {
                let DONE = Selector.buttonId("topsites.done")
                let CLOSE = Selector.buttonId("topsites.done")
                let EDIT = Selector.buttonId("topsites.edit")
            }
            """),
            ("Screens/TopSitesScreen.swift", """
            final class TopSitesScreen {
                let app: XCUIApplication
                let sel = TopSitesSelectors()
                init(app: XCUIApplication) { self.app = app }
                var done: XCUIElement { sel.DONE.element(in: app) }
                var close: XCUIElement { sel.CLOSE.element(in: app) }
                var edit: XCUIElement { sel.EDIT.element(in: app) }
                var change: XCUIElement { sel.EDIT.element(in: app) }
            }
            """),
        ])
        XCTAssertEqual(findings.map { "\($0.file):\($0.line)" }, ["Screens/TopSitesScreen.swift:8", "Selectors/Selector.swift:8"],
                       findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings[0].message.contains("TopSitesScreen.change has the same identifier"), findings[0].message)
        XCTAssertTrue(findings[1].message.contains("TopSitesSelectors.CLOSE"), findings[1].message)
    }

    /// orderme's wrappers: `lazy var submit: Button = app.buttons["login.submit"].build()`, where the
    /// suite's `extension XCUIElement { func build() -> Button { Button(self) } }` wraps the element,
    /// are elements, so their copies are found.
    func testElementsWrappedByTheSuitesOwnTypeAreElements() {
        let findings = lint([("Screens/LoginScreen.swift", """
            import XCTest
            class Button { let element: XCUIElement; init(_ e: XCUIElement) { element = e } }
            extension XCUIElement { func build() -> Button { Button(self) } }
            final class LoginScreen {
                let app = XCUIApplication()
                lazy var title = app.staticTexts["login.title"]
                lazy var submit: Button = app.buttons["login.submit"].build()
                lazy var send: Button = app.buttons["login.submit"].build()
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line) \($0.message.prefix(56))" }, ["8 LoginScreen.send has the same identifier \"login.submit\" "])
    }

    /// The real orderme's wrappers are generic: `build<T: Initializable>(description:timeout:) -> T` calls
    /// `build(type: T.self, …)`, which makes `type.init(element: self, …)`. A generic method that makes
    /// its type of something else than `self` wraps nothing.
    func testElementsWrappedByAGenericBuilderAreElements() {
        let findings = lint([("Screens/LoginScreen.swift", """
            import XCTest
            protocol Initializable { init(element: XCUIElement, description: String, timeout: Double) }
            final class Button: Initializable {
                let element: XCUIElement
                init(element: XCUIElement, description: String, timeout: Double) { self.element = element }
            }
            extension XCUIElement {
                func build<T: Initializable>(description: String = "\\(T.self)", timeout: Double = 5) -> T {
                    return build(type: T.self, description: description, timeout: timeout)
                }
                func build<T: Initializable>(type: T.Type, description: String = "\\(T.self)", timeout: Double = 5) -> T {
                    return type.init(element: self, description: description, timeout: timeout)
                }
                func other<T: Initializable>(type: T.Type) -> T { type.init(element: XCUIApplication(), description: "", timeout: 1) }
            }
            final class LoginScreen {
                let element = XCUIApplication()
                private lazy var loginLater: Button = element.buttons["loginLaterButton"].build()
                private lazy var later: Button = element.buttons["loginLaterButton"].build()
                private lazy var elsewhere: Button = element.buttons["loginLaterButton"].other(type: Button.self)
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line) \($0.message.prefix(56))" }, ["19 LoginScreen.later has the same identifier \"loginLaterBut"])
    }

    /// A parameter a predicate compares with the identifier, or that a query takes itself, is an
    /// identifier however else the factory uses it; case-insensitive label comparisons are labels.
    func testAParameterThatIsAlsoAnIdentifierIsNoLabel() {
        var options = LintOptions()
        options.ruleIdentifiers = ["duplicate-identifier", "runtime-identifier"]
        let findings = LintRunner.run(sources: [("Selectors/Selector.swift", #"""
            struct Selector {
                let value: String
                let predicate: NSPredicate
                func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
                static func byIdOrLabel(_ id: String, strict: Bool) -> Selector {
                    if strict { return Selector(value: id, predicate: NSPredicate(format: "identifier == %@", id)) }
                    return Selector(value: id, predicate: NSPredicate(format: "label == %@", id))
                }
                static func byLabelIgnoringCase(_ label: String) -> Selector {
                    Selector(value: label, predicate: NSPredicate(format: "label ==[c] %@", label))
                }
                static func byLabelPrefix(_ label: String) -> Selector {
                    Selector(value: label, predicate: NSPredicate(format: "label BEGINSWITH[cd] %@", label))
                }
            }
            final class ListScreen {
                let app = XCUIApplication()
                func cell(_ id: String) -> XCUIElement {
                    let cell = app.cells[id]
                    return cell.exists ? cell : app.cells.matching(NSPredicate(format: "label == %@", id)).firstMatch
                }
            }
            struct HomeSelectors {
                let A = Selector.byIdOrLabel("home.done", strict: true)
                let B = Selector.byIdOrLabel("home.done", strict: false)
                let C = Selector.byIdOrLabel("home.\(UUID().uuidString)", strict: true)
                let D = Selector.byLabelIgnoringCase("Done")
                let E = Selector.byLabelIgnoringCase("Done")
                let F = Selector.byLabelPrefix("Done")
                func row(_ n: Int) -> XCUIElement { ListScreen().cell("row.\(n)") }
            }
            """#)], options: options).findings
        XCTAssertEqual(findings.map { "\($0.line) \($0.rule)" }, ["25 duplicate-identifier", "26 runtime-identifier", "30 runtime-identifier"])
    }
}
