import KassiosModel

/// Accessibility identifiers must be literals or constants.
public struct RuntimeIdentifierRule: Rule {
    public static let description = RuleDescription(
        identifier: "runtime-identifier",
        name: "Runtime-built identifier",
        summary: "An accessibility identifier is built at runtime: interpolated, concatenated, read from a variable or returned by a call.",
        rationale: """
        An identifier assembled at runtime cannot be searched for, audited, or checked against the app's own \
        identifiers: a renamed view breaks the test silently. Use a literal, or a constant such as \
        enum AccessibilityID { static let submit = "login.submit" } shared with the app. Constants kassios \
        cannot see (they live in the app target) are assumed to be constants. Localized text \
        (NSLocalizedString, String(localized:), "Done".localized, a function of the suite returning one) is \
        the element's label, not an identifier: label-locator reports it, as it does a query key of words \
        around a value (app.buttons["Delete \\(name)"], "Connected to " + server; fusion's and pmtest's \
        button(_:) too), or text made from constants that reads as a label once made (title + "-1", \
        "Note Title-1"). The key of what the app cannot give \
        an identifier (another app's elements such as SpringBoard's, an alert's title, web content) is no \
        identifier either, and is not reported.
        """,
        defaultSeverity: .error,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class AnalysisScreen {
                let app: XCUIApplication
                let compact: Bool
                init(app: XCUIApplication, compact: Bool) { self.app = app; self.compact = compact }
                var containerID: String { compact ? "analysis.compact" : "analysis.regular" }
                var listID: String {
                    switch Locale.current.languageCode {
                    case "de": return "analysis.list.de"
                    default: return "analysis.list"
                    }
                }
                var container: XCUIElement { app.otherElements[containerID] }
                var list: XCUIElement { app.tables[listID] }
                func reachedTheEnd() -> Bool {
                    let terminalIDs = ["analysis.reload", "analysis.retry"]
                    return terminalIDs.contains(where: { app.buttons[$0].exists })
                }
            }
            """,
            """
            struct Selector {
                let value: String
                func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
            }
            final class BrowserRobot {
                let app = XCUIApplication()
                func tap(_ sel: Selector) { app.buttons[sel.value].tap() }
            }
            final class BrowserTests: XCTestCase {
                func testURLBar() { BrowserRobot().tap(Selector(value: "url.bar")) }
            }
            """,
            """
            final class DetailTests: XCTestCase {
                func testTheTitleCarriesOver() {
                    let row = app.cells["movie.row"].firstMatch
                    let title = row.label
                    row.tap()
                    XCTAssertTrue(app.navigationBars.staticTexts[title].waitForExistence(timeout: 5))
                }
            }
            """,
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button(A11y.Login.submit)
                lazy var help = button(LoginID.help.rawValue)
                lazy var banner = staticText(containing: "Welcome \\(name)")
            }
            enum A11y { enum Login { static let submit = "login.submit" } }
            final class NotesTests: KassTestCase {
                func test_duplicate() {
                    let title = "Note Title"
                    XCTAssertTrue(app.cells[title + "-1"].exists)   // a label made from constants: label-locator's
                }
            }
            enum LoginID: String { case help = "login.help" }
            """,
            """
            final class ProfileRobot {
                let app: XCUIApplication
                var name: XCUIElement { app.textFields["profile.name"] }
                var save: XCUIElement { app.buttons.matching(identifier: "profile.save").firstMatch }
                var avatar: XCUIElement { app.descendants(matching: .image)[AccessibilityIdentifiers.Profile.avatar] }
            }
            """,
            """
            extension KassScreen {
                func anyElement(_ id: String) -> KassElement {
                    custom("any \\(id)") { app in app.descendants(matching: .any)[id].firstMatch }
                }
            }
            final class MapScreen: KassScreen {
                lazy var pin = anyElement("map.pin")
            }
            """,
            """
            enum Selector {
                case button(String)
                case cell(index: Int, id: String)
                func element(in app: XCUIApplication) -> XCUIElement {
                    switch self {
                    case .button(let id): return app.buttons[id]
                    case let .cell(_, id): return app.cells[id]
                    }
                }
            }
            final class CartRobot {
                let app: XCUIApplication
                var checkout: XCUIElement { Selector.button("cart.checkout").element(in: app) }
                var total: XCUIElement { Selector.cell(index: 0, id: A11y.Cart.total).element(in: app) }
            }
            """,
            """
            func testTyping() {
                let query = NSPredicate(format: "label CONTAINS %@", userName)
                app.buttons["login.submit"].typeText("\\(userName)")
            }
            """,
            """
            func XCLocalizedString(_ key: String) -> String {
                NSLocalizedString(key, bundle: Bundle(for: LoginRobot.self), comment: "")
            }
            final class LoginRobot {
                let app: XCUIApplication
                var signIn: XCUIElement { app.buttons[NSLocalizedString("login.signIn", comment: "")] }
                var cancel: XCUIElement { app.buttons[XCLocalizedString("Cancel")] }
                var title: XCUIElement { app.staticTexts[String(localized: "Welcome back")] }
                var done: XCUIElement { app.buttons["Done".localized] }
            }
            """,
            """
            enum SettingsPage: String {
                case done = "settings.done"
                case sort = "settings.sort"
                var element: XCUIElement { XCUIApplication().buttons[rawValue] }
            }
            func testTags() {
                var tag = String()
                tag = "tag.prehistoric"
                app.buttons[tag].tap()
                tag = "tag.reptile"
                app.buttons[tag].tap()
            }
            """,
            """
            class BaseTest: XCTestCase {
                let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                func deleteApp() {
                    springboard.alerts["Remove “\\(appName)”?"].buttons["Delete App"].tap()
                    app.alerts["Delete \\(draft.title)?"].buttons["Delete"].tap()
                }
            }
            """,
            """
            final class ProfilesRobot {
                let app: XCUIApplication
                func delete(_ name: String) { app.buttons["Delete " + name].tap() }
                func connected(to server: String) -> XCUIElement { app.staticTexts["Connected to \\(server)"] }
                func replies(_ count: Int) -> XCUIElement {
                    let noun = count == 1 ? "reply" : "replies"
                    return app.staticTexts["\\(count) \\(noun)"]
                }
            }
            """,
            """
            class UITestCase: XCTestCase {}
            extension UITestCase {
                func givenAvatarsLoad() async {
                    let imageData = Data.stubAvatarImage
                    await serverMock.registerCatchAll { request in .image(imageData) }
                }
            }
            extension Data {
                static var stubAvatarImage: Data { Data(base64Encoded: avatarBase64)! }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class AccountsScreen: KassScreen {
                func row(_ index: Int) -> KassElement { cell(↓"account.row.\\(index)") }
            }
            """,
            """
            final class HomeScreen: KassScreen {
                lazy var firstTab = button(↓A11y.tab + "_0")
                lazy var export = button(↓makeExportID())
            }
            enum A11y { static let tab = "home.tab" }
            """,
            """
            final class ProfileRobot {
                let app: XCUIApplication
                var rowID = "profile.row"
                func name(of user: User) -> XCUIElement { app.staticTexts[↓user.name] }
                var row: XCUIElement { app.cells[↓rowID] }
                var byPredicate: XCUIElement { app.buttons.element(matching: NSPredicate(format: "identifier BEGINSWITH %@", ↓rowID)) }
            }
            """,
            """
            extension KassScreen {
                func anyElement(_ id: String) -> KassElement {
                    custom("any") { app in app.descendants(matching: .any)[id].firstMatch }
                }
            }
            final class PromoScreen: KassScreen {
                lazy var banner = anyElement(↓"promo.\\(Self.campaign)")
                static let campaign = "winter"
            }
            """,
            """
            enum Selector {
                case button(String)
                var element: XCUIElement {
                    switch self { case .button(let id): return XCUIApplication().buttons[id] }
                }
            }
            final class CartRobot {
                func item(_ sku: String) -> XCUIElement { Selector.button(↓"cart.item.\\(sku)").element }
            }
            """,
            """
            final class PostsScreen {
                let app: XCUIApplication
                func row(_ title: String) -> XCUIElement { app.cells[↓"\\(title) Post Cell"] }
                func tag(_ name: String) -> XCUIElement { app.buttons[↓"tag." + name] }
            }
            final class TagsScreen: KassScreen {
                func remove(_ name: String) -> KassElement { button(↓"Remove \\(name)") }
            }
            """,
            """
            final class StatementsScreen: KassScreen {
                lazy var month = staticText(↓String(format: "statements.month.%d", 3))
            }
            """,
            """
            struct Selector {
                let value: String
                func element(in app: XCUIApplication) -> XCUIElement { app.buttons[value] }
            }
            final class BrowserRobot {
                let app = XCUIApplication()
                func tap(_ sel: Selector) { app.buttons[sel.value].tap() }
            }
            final class BrowserTests: XCTestCase {
                func testTabs() { BrowserRobot().tap(Selector(value: ↓"tab.\\(Int.random(in: 0...3))")) }
            }
            """,
            """
            struct Tag { let id: String; let label: String }
            final class TagsScreen: KassScreen {
                lazy var list = table("tags.list")
                override var onLoad: [KassElement] { [list] }
                func select(_ tag: Tag) { app.cells[↓tag.label].tap() }
            }
            """,
            """
            func testRows(_ names: [String]) {
                var id = "row.first"
                for name in names {
                    app.cells[↓id].tap()
                    id = name
                }
            }
            """,
        ])

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        let runtimeLabels = RuntimeLabels(project: project)
        // One finding a place: a selector made in place and handed to a method reading its identifier
        // field (`tapIt(Selector(value: "url.\(n)"))`) is checked as made and as passed.
        struct Place: Hashable { let file: String; let offset: Int }
        var reported: Set<Place> = []
        return project.usages.filter { usage in
            usage.source.isRuntime && !runtimeLabels.isLabel(usage) && reported.insert(Place(file: usage.file, offset: usage.location.offset)).inserted
        }.map { usage in
            let owner = [usage.typeName, usage.memberName].compactMap { $0 }.joined(separator: ".")
            let subject = owner.isEmpty ? "accessibility identifier" : "accessibility identifier in \(owner)"
            return finding(file: usage.file, at: usage.location, """
                \(subject) is built at runtime: \(usage.source.reason); \(RuntimeIdentifierRule.advice(for: usage.source))
                """, screen: usage.typeName, element: usage.memberName)
        }
    }

    static func advice(for source: IdentifierSource) -> String {
        switch source {
        case .interpolated(_, _, let resolved?), .formatted(_, _, let resolved?), .concatenated(_, let resolved?):
            return "declare \"\(resolved)\" as one constant (static let) and use that"
        case .interpolated, .formatted:
            return "give each element a static identifier, or query the collection (cells.matching(identifier:)) and pick by index"
        default:
            return "use a literal or a constant such as enum AccessibilityID { static let … } so it can be searched and checked against the app"
        }
    }
}
