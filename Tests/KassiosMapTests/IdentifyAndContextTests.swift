import Foundation
import XCTest
import KassiosHierarchy
import KassiosLint
import KassiosModel
import KassiosSyntax
@testable import KassiosMap

/// Which screen a dump shows, and the context bundle with its token budget.
final class IdentifyAndContextTests: XCTestCase {
    /// A dump of elements with these identifiers, of no type in particular.
    static func dump(_ identifiers: [String]) -> Hierarchy {
        Hierarchy(root: HierarchyElement(type: .application, children: identifiers.map { HierarchyElement(type: .any, identifier: $0) }),
                  format: .kassios)
    }

    func testADumpIsIdentifiedByTheScreensOnLoadIdentifiers() {
        let graph = makeGraph([fixtureScreens])
        let identified = DumpIdentification(dump: "login.json", hierarchy: IdentifyAndContextTests.dump(["login.email", "login.submit", "x"]), graph: graph)
        XCTAssertTrue(identified.isIdentified)
        XCTAssertEqual(identified.text(top: 3), """
        login.json: LoginScreen (onLoad 2/2; 100%)
          LoginScreen  fits  onLoad 2/2  100%

        """)
        let unknown = DumpIdentification(dump: "d.json", hierarchy: IdentifyAndContextTests.dump(["transfer.amount", "home.tile.transfer"]), graph: graph)
        XCTAssertFalse(unknown.isIdentified)
        XCTAssertEqual(unknown.text(top: 3), """
        d.json: unknown screen; nearest: TransferScreen (onLoad 1/2; 50%), HomeScreen (onLoad 0/1, others 1/1; 33%)
          TransferScreen  onLoad 1/2               50%; onLoad missing: transfer.review
          HomeScreen      onLoad 0/1  others 1/1   33%; onLoad missing: home.balance

        """)
    }

    func testScreenObjectGettersWrittenInPlaceIdentifyTheirScreen() {
        let graph = makeGraph([(path: "Posts.swift", source: """
            final class PostsScreen: ScreenObject {
                var addButton: XCUIElement { app.buttons["posts.add"] }
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [{ $0.tables["posts.list"] }], app: app)
                }
            }
            final class DraftsScreen: PostsScreen {}
            """)])
        // PostsScreen is a base screen, a node only when something navigates to it.
        XCTAssertEqual(graph.node(named: "DraftsScreen")?.onLoadIdentifiers, ["posts.list"], "inherited with the initializer")
        let identified = DumpIdentification(dump: "p.json", hierarchy: IdentifyAndContextTests.dump(["posts.list", "posts.add"]), graph: graph)
        XCTAssertTrue(identified.isIdentified)
        XCTAssertEqual(identified.text(top: 0), "p.json: DraftsScreen (onLoad 1/1, others 1/1; 100%)\n")
    }

    /// A query finds an element of its own type only (`app.staticTexts["login.submit"]` is no button),
    /// and a subscript's key that reads as a label finds the element with that label.
    func testAQueryFindsItsOwnTypeOfElementAndALabelKeyItsLabel() {
        let graph = makeGraph([(path: "S.swift", source: """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [email, submit] }
            }
            final class SignupScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = staticText("login.submit")
                override var onLoad: [KassElement] { [email, submit] }
            }
            final class WelcomeRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var signIn: XCUIElement { app.buttons["Sign In"] }
                func assertVisible() { XCTAssertTrue(signIn.waitForExistence(timeout: 5)) }
            }
            """)], robots: ["*Robot"])
        let login = Hierarchy(root: HierarchyElement(type: .application, children: [
            HierarchyElement(type: .textField, identifier: "login.email"), HierarchyElement(type: .button, identifier: "login.submit"),
        ]), format: .kassios)
        XCTAssertEqual(DumpIdentification(dump: "l.json", hierarchy: login, graph: graph).result.identified?.name, "LoginScreen",
                       "SignupScreen's submit is a static text")
        let welcome = Hierarchy(root: HierarchyElement(type: .application, children: [
            HierarchyElement(type: .button, label: "Sign In"),
        ]), format: .kassios)
        XCTAssertEqual(DumpIdentification(dump: "w.json", hierarchy: welcome, graph: graph).result.identified?.name, "WelcomeRobot")
        let text = Hierarchy(root: HierarchyElement(type: .application, children: [
            HierarchyElement(type: .staticText, label: "Sign In"),
        ]), format: .kassios)
        XCTAssertNil(DumpIdentification(dump: "t.json", hierarchy: text, graph: graph).result.identified, "a static text is no button")
        // A password field shown in the clear is the same field.
        let candidate = ScreenCandidate(name: "LoginScreen", onLoadIdentifiers: ["login.password"], identifiers: ["login.password"],
                                        elementTypes: ["login.password": "secureTextField"])
        let revealed = Hierarchy(root: HierarchyElement(type: .application, children: [
            HierarchyElement(type: .textField, identifier: "login.password"),
        ]), format: .kassios)
        XCTAssertEqual(ScreenIdentification(hierarchy: revealed, candidates: [candidate]).identified?.name, "LoginScreen")
    }

    func testTwinScreensAreATieInTextAndJSON() {
        let graph = makeGraph([(path: "S.swift", source: """
        final class SheetA: KassScreen {
            lazy var title = staticText("sheet.title")
            override var onLoad: [KassElement] { [title] }
        }
        final class SheetB: KassScreen {
            lazy var title = staticText("sheet.title")
            override var onLoad: [KassElement] { [title] }
        }
        """)])
        let tie = DumpIdentification(dump: "s.txt", hierarchy: IdentifyAndContextTests.dump(["sheet.title"]), graph: graph)
        XCTAssertEqual(tie.text(top: 0), "s.txt: tie between SheetA (onLoad 1/1; 100%), SheetB (onLoad 1/1; 100%); the dump shows as many identifiers of each; "
                       + "waiting in onLoad for an identifier only one of them has would tell them apart\n")
        XCTAssertEqual(JSONTree.array([tie.json(top: 1)]).document, """
        [
          {
            "dump": "s.txt",
            "verdict": "tie",
            "tied": [
              "SheetA",
              "SheetB"
            ],
            "candidates": [
              {
                "name": "SheetA",
                "fits": true,
                "score": "2/2",
                "percent": 100,
                "onLoadFound": [
                  "sheet.title"
                ],
                "onLoadMissing": [],
                "othersFound": [],
                "othersMissing": []
              }
            ]
          }
        ]

        """)
    }

    func testTokensAreBytesOverFourRoundedUp() {
        XCTAssertEqual(ContextWriter.estimatedTokens(""), 0)
        XCTAssertEqual(ContextWriter.estimatedTokens("abcd"), 1)
        XCTAssertEqual(ContextWriter.estimatedTokens("abcde"), 2)
        XCTAssertEqual(ContextWriter.estimatedTokens("é"), 1, "two UTF-8 bytes")
    }

    func testTheBudgetKeepsRulesAndMapFirstThenTheNearestScreens() throws {
        let graph = makeGraph(PathQueryTests.suite)
        let bundle = ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: "make ui-test")
        XCTAssertEqual(bundle.sections.map(\.id), ["introduction", "rules", "map", "shared-methods", "screen:HomeRobot", "screen:LoginScreen",
                                                   "screen:HomeScreen", "screen:ProfileRobot", "screen:TransferScreen", "screen:StatementsPage"])
        let whole = ContextWriter(bundle: bundle, format: .markdown, maxTokens: nil)
        XCTAssertEqual(whole.leftOut, [])
        XCTAssertTrue(whole.text.contains("```sh\nmake ui-test\n```"))
        XCTAssertTrue(whole.text.contains("Reach it: launch `T.test_transfer()` → `LoginScreen`, `submit.tap()` → `HomeScreen`."))

        // A budget that holds everything up to the second screen (with room for the note, not
        // for the next screen): the rest is named in the note, in priority order.
        let sizes = bundle.sections.map { ContextWriter.estimatedTokens(ContextWriter.render([$0], format: .markdown, leftOut: [], budget: nil)) }
        let rest = bundle.sections.dropFirst(6).map(\.id)
        let budget = sizes.prefix(6).reduce(0, +) + min(80, sizes.dropFirst(6).min()! - 1)
        let trimmed = ContextWriter(bundle: bundle, format: .markdown, maxTokens: budget)
        XCTAssertEqual(trimmed.leftOut, rest)
        XCTAssertTrue(trimmed.text.contains("### HomeRobot"))
        XCTAssertFalse(trimmed.text.contains("### HomeScreen"))
        XCTAssertTrue(trimmed.text.hasSuffix("this bundle leaves out \(rest.count) sections: \(rest.map { "`\($0)`" }.joined(separator: ", ")). Run `kassios context` with a larger `--max-tokens` to include them.\n"))
        XCTAssertLessThanOrEqual(trimmed.tokens, budget, "the note counts too")
        XCTAssertEqual(trimmed.tokens, ContextWriter.estimatedTokens(trimmed.text))

        // Just too small for the note besides the second screen: a screen goes too.
        let tight = ContextWriter(bundle: bundle, format: .markdown, maxTokens: trimmed.tokens - 1)
        XCTAssertEqual(tight.leftOut, ["screen:LoginScreen"] + rest, "the last screen kept goes, the note names it first")
        XCTAssertTrue(tight.text.contains("### HomeRobot"))
        XCTAssertFalse(tight.text.contains("### LoginScreen"))
        XCTAssertLessThanOrEqual(tight.tokens, trimmed.tokens - 1)

        // A section too large for what is left is passed over, and the smaller ones after it
        // still go in: the house rules (the fixture's largest section) do not take the map
        // and the screens with them.
        let rulesIndex = bundle.sections.firstIndex { $0.id == "rules" }!
        let note = ContextWriter.estimatedTokens(ContextWriter.render([], format: .markdown, leftOut: bundle.sections.map(\.id), budget: 99_999))
        let withoutRules = sizes[0] + sizes[rulesIndex + 1] + sizes[rulesIndex + 2] + sizes[rulesIndex + 3] + note + 20
        XCTAssertGreaterThan(sizes[rulesIndex], withoutRules, "\(sizes): the fixture's rules are larger than the budget")
        let skipping = ContextWriter(bundle: bundle, format: .markdown, maxTokens: withoutRules)
        XCTAssertEqual(skipping.leftOut.first, "rules")
        XCTAssertFalse(skipping.leftOut.contains("map"), "\(skipping.leftOut)")
        XCTAssertTrue(skipping.text.contains("### HomeRobot"), "\(skipping.leftOut)")
        XCTAssertLessThanOrEqual(skipping.tokens, withoutRules)
        XCTAssertEqual(skipping.leftOut, bundle.sections.map(\.id).filter(skipping.leftOut.contains), "in priority order")
        for format in [ContextWriter.Format.markdown, .json] {
            for budget in stride(from: 40, to: whole.tokens + 40, by: 7) {
                let written = ContextWriter(bundle: bundle, format: format, maxTokens: budget)
                if written.leftOut.count < bundle.sections.count - 1 {
                    XCTAssertLessThanOrEqual(written.tokens, budget, "\(format) within \(budget)")
                }
            }
        }

        // The introduction is always there, however small the budget.
        let tiny = ContextWriter(bundle: bundle, format: .json, maxTokens: 1)
        XCTAssertEqual(tiny.leftOut.first, "rules")
        XCTAssertTrue(tiny.text.contains("\"runCommand\": \"make ui-test\""))
        XCTAssertTrue(tiny.text.contains("\"leftOut\": ["))
        // With every screen left out, or none known, the key is still there, empty (a reader need
        // not tell a missing key from no screens); the map's keys go with the map's section.
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(tiny.text.utf8)) as? [String: Any])
        XCTAssertEqual((object["screens"] as? [String: Any])?.count, 0, "\(object.keys.sorted())")
    }

    /// An element a method returns is listed as code calls it (`getSearchBar()`), in the map and the
    /// context bundle alike, and in the load checks they show: an agent reading `getSearchBar` would
    /// write a reference that does not compile.
    func testAnElementAMethodReturnsIsListedWithItsCall() throws {
        let graph = makeGraph([(path: "SearchRobot.swift", source: """
            final class SearchRobot: Robot {
                var field: XCUIElement { app.searchFields["search.field"] }
                func getSearchBar() -> XCUIElement {
                    let bar = app.otherElements["search.bar"]
                    XCTAssertTrue(bar.waitForExistence(timeout: 5))
                    return bar
                }
                func result(_ index: Int) -> XCUIElement { app.cells["search.result.\\(index)"] }
                func assertVisible() { XCTAssertTrue(getSearchBar().waitForExistence(timeout: 5)) }
            }
            """), (path: "ExplorePage.swift", source: """
            class BasePage {
                let app = XCUIApplication()
            }
            final class ExplorePage: BasePage {
                func getExploreView() -> XCUIElement { app.otherElements["explore.view"] }
                func assertVisible() { XCTAssertTrue(getExploreView().waitForExistence(timeout: 5)) }
            }
            final class ListPage: BasePage {
                func cell() -> XCUIElement { app.cells["list.cell"] }
                func cell(_ index: Int) -> XCUIElement { app.cells.element(boundBy: index) }
                func assertVisible() { XCTAssertTrue(cell(0).waitForExistence(timeout: 5)) }
            }
            """)])
        let node = try XCTUnwrap(graph.nodes.first { $0.name == "SearchRobot" })
        XCTAssertEqual(node.elements.map(\.name), ["field", "getSearchBar()", "result"])
        // Its load check lists it so too, with its identifier, in a robot and in a page object no
        // dialect names (whose load check makes it a robot).
        XCTAssertEqual(node.onLoad, ["getSearchBar()"])
        XCTAssertEqual(node.onLoadIdentifiers, ["search.bar"])
        let page = try XCTUnwrap(graph.nodes.first { $0.name == "ExplorePage" })
        XCTAssertEqual(page.kind, .robot)
        XCTAssertEqual(page.onLoad, ["getExploreView()"])
        XCTAssertEqual(page.onLoadIdentifiers, ["explore.view"])
        // Overloads of one name: the check's is not said to be the one without parameters.
        let list = try XCTUnwrap(graph.nodes.first { $0.name == "ListPage" })
        XCTAssertEqual(list.onLoadIdentifiers, [])
        let text = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil),
                                 format: .markdown, maxTokens: nil).text
        XCTAssertTrue(text.contains("getSearchBar()"), text)
    }

    /// An element declared private (or a ScreenObject getter read through a private property) is
    /// marked so in the map and the context: a test uses the screen's methods, not `$0.submit`.
    func testPrivateElementsAreMarkedForTheAgent() throws {
        let graph = makeGraph([(path: "S.swift", source: """
            final class LoginScreen: KassScreen {
                private lazy var submitButton = button("login.submit")
                lazy var email = textField("login.email")
                override var onLoad: [KassElement] { [email] }
                func submit() { submitButton.tap() }
            }
            private extension LoginScreen {
                var banner: XCUIElement { app.staticTexts["login.banner"] }
            }
            final class PostsScreen: ScreenObject {
                private let addGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["posts.add"] }
                private var add: XCUIElement { addGetter(app) }
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [{ $0.tables["posts.list"] }], app: app)
                }
            }
            """)])
        let login = try XCTUnwrap(graph.nodes.first { $0.name == "LoginScreen" })
        XCTAssertEqual(login.elements.map { "\($0.name) \($0.isPrivate)" }.sorted(), ["banner true", "email false", "submitButton true"])
        let posts = try XCTUnwrap(graph.nodes.first { $0.name == "PostsScreen" })
        XCTAssertEqual(posts.elements.filter(\.isPrivate).map(\.name), ["add"])
        let text = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil),
                                 format: .markdown, maxTokens: nil).text
        XCTAssertTrue(text.contains("| `submitButton` (private: use its methods) | button |"), text)
        XCTAssertTrue(text.contains("| `email` | textField |"), text)
    }

    /// Challenge's `verifyIsVisible()` queries what it waits for in place: the bundle names it by the identifier
    /// it finds, not by the query as the map keys it (`any[AccessibilityIdentifier.name]`).
    func testALoadCheckThatQueriesInPlaceIsShownByTheIdentifierItFinds() throws {
        let source = """
            protocol RobotContract { var app: XCUIApplication { get } }
            struct DetailRobot: RobotContract {
                let app: XCUIApplication
                @discardableResult
                func verifyIsVisible() -> Self {
                    let view = app.descendants(matching: .any)[AccessibilityIdentifier.name]
                    XCTAssertTrue(view.waitForExistence(timeout: 5))
                    return self
                }
            }
            private enum AccessibilityIdentifier { static let name = "characterDetail.name" }
            """
        var options = LintOptions()
        options.model.robotRoots = ["RobotContract"]
        options.model.robotLoadChecks = ["verifyIsVisible"]
        let project = Project(files: [SourceFile(path: "Robots.swift", source: source)], configuration: options.model)
        let graph = NavigationGraphBuilder.build(project).graph
        XCTAssertEqual(graph.node(named: "DetailRobot")?.onLoad, ["any[AccessibilityIdentifier.name]"])
        let text = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: options), runCommand: nil),
                                 format: .markdown, maxTokens: nil).text
        XCTAssertTrue(text.contains("Loaded when it shows: the element `characterDetail.name`, which it queries in place."), text)
    }

    /// Hymns' `waitForButtons(_: String...)` beside `waitForButtons(_: NSPredicate...)`: overloads by the type
    /// they take are two methods, each listed.
    func testOverloadsByTypeAreSharedMethodsEach() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                @discardableResult func waitForButtons(_ strings: String...) -> Self { self }
                @discardableResult func waitForButtons(_ predicates: NSPredicate...) -> Self { self }
            }
            final class HomeRobot: Robot {
                lazy var title = app.staticTexts["home.title"]
                func assertVisible() { XCTAssert(title.waitForExistence(timeout: 5)) }
            }
            """), (path: "Tests.swift", source: """
            final class T: XCTestCase {
                func testHome() { let app = XCUIApplication(); app.launch(); HomeRobot(app).waitForButtons("OK") }
            }
            """)])
        XCTAssertEqual(graph.nodes.first { $0.name == "HomeRobot" }?.sharedMethods.first?.signatures,
                       ["waitForButtons(_ predicates: NSPredicate...) -> Self", "waitForButtons(_ strings: String...) -> Self"])
        // An override hides its base's method however it spells the type.
        let overriding = makeGraph([(path: "Robots.swift", source: """
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                @discardableResult func wait(timeout: TimeInterval) -> Self { self }
                @discardableResult func pick(_ names: [String]) -> Self { self }
            }
            final class HomeRobot: Robot {
                lazy var title = app.staticTexts["home.title"]
                func assertVisible() { XCTAssert(title.waitForExistence(timeout: 5)) }
                @discardableResult override func wait(timeout: Foundation.TimeInterval) -> Self { self }
                @discardableResult override func pick(_ names: Array<String>) -> Self { self }
            }
            """), (path: "Tests.swift", source: """
            final class T: XCTestCase {
                func testHome() { let app = XCUIApplication(); app.launch(); HomeRobot(app).wait(timeout: 1) }
            }
            """)])
        XCTAssertEqual(overriding.nodes.first { $0.name == "HomeRobot" }?.sharedMethods, [])
        XCTAssertEqual(MethodTransitions.typeKey("Foundation.TimeInterval"), "TimeInterval")
    }

    /// bike_index's `Robot.back()`, `swipeUp()`, `tap(_:)`, TrialTask's tab bar in a protocol's extension:
    /// what every test chains is written once, with the screens that have it, and each screen says it
    /// has them. A method a screen overrides, or a private one, is its own matter.
    /// FunChatik's base names the app's collections for its screens to query (`static let buttons = app.buttons`):
    /// no element of any screen, in the map or the context.
    func testABasesStaticNamesForTheAppsCollectionsAreNoElements() throws {
        let graph = makeGraph([(path: "Screens.swift", source: """
            class BaseScreen {
                static let app = XCUIApplication()
                static let buttons = app.buttons
                static let staticTexts = app.staticTexts
            }
            final class ChatScreen: BaseScreen {
                private let menuButton = buttons["menuBurgerButton"]
                static let cells = app.tables["chat.list"].cells
                func assertVisible() { XCTAssertTrue(menuButton.waitForExistence(timeout: 5)) }
            }
            """), (path: "Tests.swift", source: """
            final class ChatTests: XCTestCase {
                override func setUp() { XCUIApplication().launch() }
                func testChat() { ChatScreen().assertVisible() }
            }
            """)], robots: ["BaseScreen"])
        XCTAssertEqual(graph.node(named: "ChatScreen")?.elements.map(\.name), ["menuButton", "cells"], "its own narrower query stays")
    }

    /// MetroBuddy's tests assert on what its pages read (`balanceValue: String`): the context lists
    /// those properties, a base's once under "Shared methods"; not elements, the app, private ones,
    /// static ones, or KassiOS's `onLoad`.
    func testPropertiesATestReadsAreListedWithTheirTypes() throws {
        let graph = makeGraph([(path: "Pages.swift", source: """
            class AppPage {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var toastText: String { app.staticTexts["toast"].label }
                var visits: Int { 0 }
            }
            final class MetroCardPage: AppPage {
                var swipeButton: XCUIElement { app.buttons["swipe-button"] }
                var rows: XCUIElementQuery { app.cells }
                var balanceValue: String { app.buttons["card"].value as! String }
                var hasEmptyTipView: Bool { app.otherElements["tip"].exists }
                private var secret: String { "x" }
                static var timeout: TimeInterval = 5
                var testCase: XCTestCase?
                var file: StaticString = #file
                var next: FarePage { FarePage(app: app) }
                func tapSwipeButton() { swipeButton.tap() }
            }
            final class FarePage: AppPage {
                override var toastText: String { app.staticTexts["fare.toast"].label }
                var fares: [String] { app.cells.allElementsBoundByIndex.map(\\.label) }
            }
            """), (path: "Tests.swift", source: """
            final class CardTests: XCTestCase {
                func testSwipe() {
                    let app = XCUIApplication()
                    app.launch()
                    let page = MetroCardPage(app: app)
                    XCTAssertEqual(page.balanceValue, "$2.75")
                    XCTAssertEqual(page.next.fares, ["$2.75"])
                }
            }
            """)], robots: ["AppPage"])
        let text = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil),
                                 format: .markdown, maxTokens: nil).text
        XCTAssertTrue(text.contains("Properties: `balanceValue: String`, `hasEmptyTipView: Bool`.\n\nAlso the properties of `AppPage` (Shared methods)."), text)
        XCTAssertTrue(text.contains("### AppPage\n\nProperties: `toastText: String`, `visits: Int`.\nOn `FarePage`, `MetroCardPage`."), text)
        let json = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil),
                                 format: .json, maxTokens: nil).text
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let screens = try XCTUnwrap(document["screens"] as? [String: [String: Any]])
        XCTAssertEqual(screens["MetroCardPage"]?["properties"] as? [String], ["balanceValue: String", "hasEmptyTipView: Bool"])
        XCTAssertEqual(screens["MetroCardPage"]?["sharedMethodsOf"] as? [String], ["AppPage"])
        let shared = try XCTUnwrap(document["sharedMethods"] as? [String: [String: [String]]])
        // FarePage's own `toastText` hides the base's for it alone.
        XCTAssertEqual(shared["AppPage"], ["methods": [], "properties": ["toastText: String", "visits: Int"], "on": ["FarePage", "MetroCardPage"]])
        XCTAssertEqual(screens["FarePage"]?["properties"] as? [String], ["toastText: String", "fares: [String]"])
    }

    func testMethodsOfBasesAndProtocolExtensionsAreWrittenOnceForTheScreensThatHaveThem() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class Robot {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                @discardableResult func back() -> Self { app.navigationBars.buttons.firstMatch.tap(); return self }
                @discardableResult func swipeUp() -> Self { app.swipeUp(); return self }
                private func log() {}
                static func make() -> Self { fatalError() }
            }
            class ListRobot: Robot {
                lazy var list = app.tables["list"]
                func assertVisible() { XCTAssert(list.waitForExistence(timeout: 5)) }
                func openFirst() { list.cells.firstMatch.tap() }
            }
            final class ArchivedListRobot: ListRobot {
                lazy var restore = app.buttons["archived.restore"]
            }
            protocol TabBar {}
            extension TabBar {
                func goToSettings() -> SettingsRobot { XCUIApplication().tabBars.buttons["tab.settings"].tap(); return SettingsRobot(XCUIApplication()) }
            }
            final class HomeRobot: Robot, TabBar {
                lazy var title = app.staticTexts["home.title"]
                func assertVisible() { XCTAssert(title.waitForExistence(timeout: 5)) }
            }
            final class SettingsRobot: Robot, TabBar {
                lazy var logOut = app.buttons["settings.logOut"]
                func assertVisible() { XCTAssert(logOut.waitForExistence(timeout: 5)) }
                @discardableResult override func back() -> Self { app.buttons["settings.close"].tap(); return self }
            }
            """), (path: "Tests.swift", source: """
            final class T: XCTestCase {
                func testSettings() { let app = XCUIApplication(); app.launch(); HomeRobot(app).swipeUp().goToSettings().back() }
                func testLists() {
                    let app = XCUIApplication(); app.launch()
                    ListRobot(app).openFirst()
                    ArchivedListRobot(app).openFirst()
                }
            }
            """)])
        XCTAssertEqual(graph.nodes.first { $0.name == "SettingsRobot" }?.sharedMethods,
                       [SharedMethods(owner: "Robot", signatures: ["swipeUp() -> Self"]),
                        SharedMethods(owner: "TabBar", signatures: ["goToSettings() -> SettingsRobot"])])
        let text = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil),
                                 format: .markdown, maxTokens: nil).text
        XCTAssertTrue(text.contains("""
            ## Shared methods

            Declared by a base class or a protocol's extension, and called on the screens that have them as their own.

            ### ListRobot

            Methods: `assertVisible()`, `openFirst()`.
            On `ArchivedListRobot`.

            ### Robot

            Methods: `back() -> Self`, `swipeUp() -> Self`.
            On `ArchivedListRobot`, `HomeRobot`, `ListRobot`, `SettingsRobot`.

            ### TabBar

            Methods: `goToSettings() -> SettingsRobot`.
            On `HomeRobot`, `SettingsRobot`.

            ## Screens and robots
            """), text)
        XCTAssertTrue(text.contains("Methods: `assertVisible()`, `back() -> Self`.\n\nAlso the methods of `Robot`, `TabBar` (Shared methods)."), text)
        // A base that is a screen itself is a shared one too (its own section is the first a budget drops);
        // static methods are no screen's.
        XCTAssertTrue(text.contains("Also the methods of `ListRobot`, `Robot` (Shared methods)."), text)
        XCTAssertFalse(text.contains("make()"), text)
        let json = ContextWriter(bundle: ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil),
                                 format: .json, maxTokens: nil).text
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let shared = try XCTUnwrap(document["sharedMethods"] as? [String: [String: [String]]])
        XCTAssertEqual(shared["Robot"], ["methods": ["back() -> Self", "swipeUp() -> Self"], "on": ["ArchivedListRobot", "HomeRobot", "ListRobot", "SettingsRobot"]])
        XCTAssertEqual(shared["ListRobot"], ["methods": ["assertVisible()", "openFirst()"], "on": ["ArchivedListRobot"]])
        let screens = try XCTUnwrap(document["screens"] as? [String: [String: Any]])
        XCTAssertEqual(screens["SettingsRobot"]?["sharedMethodsOf"] as? [String], ["Robot", "TabBar"])
    }

    /// A way of more than eight edges is written from the screen eight edges before its end, whose own
    /// section has the way to it: on a chain of screens the bundle grows with the chain, not its square.
    func testALongWayIsWrittenFromANearerScreen() throws {
        let graph = drawGraph(["@launch>S0"] + (0..<40).map { "S\($0)>S\($0 + 1)" })
        let bundle = ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil)
        func reach(_ screen: String) throws -> String {
            let section = try XCTUnwrap(bundle.sections.first { $0.id == "screen:" + screen })
            return try XCTUnwrap(section.markdown.first { $0.hasPrefix("Reach it: ") })
        }
        XCTAssertEqual(try reach("S7"), "Reach it: launch `@launch` → `S0`, " + (1...7).map { "`goS\($0)()` → `S\($0)`" }.joined(separator: ", ") + ".")
        XCTAssertEqual(try reach("S8"), "Reach it: as `S0` is reached (its section says how), then "
                       + (1...8).map { "`goS\($0)()` → `S\($0)`" }.joined(separator: ", ") + ".")
        XCTAssertEqual(try reach("S40"), "Reach it: as `S32` is reached (its section says how), then "
                       + (33...40).map { "`goS\($0)()` → `S\($0)`" }.joined(separator: ", ") + ".")
        // Its code too starts there: from the screen, with no launch.
        let s40 = try XCTUnwrap(bundle.sections.first { $0.id == "screen:S40" }).markdown
        let code = try XCTUnwrap(s40.firstIndex(of: "```swift"))
        XCTAssertEqual(Array(s40[code...].prefix(10)), ["```swift"] + (33...40).map { "onScreen(S\($0 - 1).self) { $0.goS\($0)() }" } + ["assertOnScreen(S40.self)"])
        // The sections nearer the launch come first: the one a way starts from is there before it.
        let order = bundle.sections.map(\.id)
        XCTAssertLessThan(try XCTUnwrap(order.firstIndex(of: "screen:S32")), try XCTUnwrap(order.firstIndex(of: "screen:S40")))
    }

    func testTheBundleIsTheSameEveryTime() {
        let first = ContextWriter(bundle: ContextBundle(graph: makeGraph(PathQueryTests.suite), rules: HouseRules(options: LintOptions()), runCommand: nil),
                                  format: .json, maxTokens: nil).text
        let second = ContextWriter(bundle: ContextBundle(graph: makeGraph(PathQueryTests.suite.reversed()), rules: HouseRules(options: LintOptions()), runCommand: nil),
                                   format: .json, maxTokens: nil).text
        XCTAssertEqual(first, second)
    }

    func testEveryLintRuleHasADoLineForTheContext() {
        let missing = RuleRegistry.all.map { $0.description.identifier }.filter { HouseRules.fixes[$0] == nil }
        XCTAssertEqual(missing, [], "a rule without a 'Do:' line in HouseRules.fixes tells an agent only what not to write")
    }

    func testHouseRulesFollowTheConfigurationWithDoAndDontLines() throws {
        var options = LintOptions()
        options.disabledRules = ["coordinate-tap"]
        options.optInRules = ["label-locator"]
        options.severities = ["raw-query-in-test": .error]
        let rules = HouseRules(options: options)
        let ids = rules.rules.map(\.identifier)
        XCTAssertFalse(ids.contains("coordinate-tap"))
        XCTAssertTrue(ids.contains("label-locator"))
        XCTAssertFalse(ids.contains("unused-element"))
        let sleep = try XCTUnwrap(rules.rules.first { $0.identifier == "sleep-in-ui-test" })
        XCTAssertEqual(sleep.dont, "sleep(3)")
        XCTAssertEqual(sleep.do, "XCTAssertTrue(review.waitForExistence(timeout: 5))")
        XCTAssertEqual(rules.rules.first { $0.identifier == "raw-query-in-test" }?.severity, "error")
        for rule in rules.rules {
            XCTAssertNotNil(rule.dont, "\(rule.identifier): every rule's examples mark a finding with ↓")
            XCTAssertFalse(rule.dont?.contains("↓") ?? true)
        }
        XCTAssertEqual(rules.conventions.first, "Screens are classes inheriting from `KassScreen`; each declares `onLoad` with the elements that prove it is showing.")
        // A base of the screen-object dialect that takes elements is not told to take getters.
        XCTAssertEqual(rules.conventions[1], "ScreenObject screens pass expectedElementGetters to super.init.")
        options.model.screenObjectRoots = ["BaseScreen", "ScreenObject"]
        XCTAssertEqual(HouseRules(options: options).conventions[1...2], [
            "ScreenObject screens pass expectedElementGetters to super.init.",
            "Screens inheriting from `BaseScreen` hand the elements that prove they are showing to super.init, as that initializer takes them.",
        ])
    }
    /// The robots' convention says how their actions return as most of the suite's do: the next
    /// screen's robot, the robot itself (Mullvad's `-> Self`), or nothing (MovingBox's); nothing is
    /// said of robots with no actions (BumpSetCut's screens of elements only).
    func testTheRobotsConventionSaysHowTheSuitesActionsReturn() throws {
        func convention(_ methods: [String]) -> String? {
            let source = """
                final class LoginPage {
                    let app: XCUIApplication
                    init(app: XCUIApplication) { self.app = app }
                    var email: XCUIElement { app.textFields["login.email"] }
                    func assertVisible() { XCTAssertTrue(email.waitForExistence(timeout: 5)) }
                \(methods.map { "    " + $0 }.joined(separator: "\n"))
                }
                final class HomePage {
                    let app: XCUIApplication
                    init(app: XCUIApplication) { self.app = app }
                    var title: XCUIElement { app.staticTexts["home.title"] }
                    func assertVisible() { XCTAssertTrue(title.waitForExistence(timeout: 5)) }
                }
                """
            var options = LintOptions()
            options.model.robotNamePatterns = ["*Page"]
            let project = Project(files: [SourceFile(path: "Pages.swift", bytes: Array(source.utf8))], configuration: options.model)
            return HouseRules(options: options, screens: project.screens, index: project.index).conventions.first { $0.hasPrefix("Robots are") }
        }
        XCTAssertEqual(try XCTUnwrap(convention(["func logIn() -> HomePage { email.tap(); return HomePage(app: app) }",
                                                 "func typeEmail(_ text: String) { email.typeText(text) }"])),
                       "Robots are structs or classes named `*Page`, holding the app, with a load check (`assertVisible`); an action that leads to another screen returns its robot.")
        // Those that stay return `Self`, those that lead elsewhere the next robot: both said.
        XCTAssertTrue(try XCTUnwrap(convention(["func logIn() -> HomePage { email.tap(); return HomePage(app: app) }",
                                                "func typeEmail(_ text: String) -> Self { email.typeText(text); return self }",
                                                "func clearEmail() -> Self { email.typeText(\"\"); return self }"]))
            .hasSuffix("an action that leads to another screen returns its robot, one that stays returns the robot itself (`-> Self`)."))
        XCTAssertTrue(try XCTUnwrap(convention(["@discardableResult func tapEmail() -> Self { email.tap(); return self }",
                                                "func typeEmail(_ text: String) -> LoginPage { email.typeText(text); return self }"]))
            .hasSuffix("an action returns the robot itself (`-> Self`) so that calls chain, and after one that leads to another screen the test makes that screen's robot."))
        XCTAssertTrue(try XCTUnwrap(convention(["func tapEmail() { email.tap() }"]))
            .hasSuffix("an action returns nothing, and after one that leads to another screen the test makes that screen's robot."))
    }

    /// A suite without KassiOS (BumpSetCut's page-object structs, with no screen root at all, or
    /// robots) is shown every rule's lines in plain XCUITest: an agent that read
    /// `onScreen(TransferScreen.self)` there would write KassiOS into a suite that does not link it.
    /// A KassiOS suite keeps the rules' own KassiOS lines.
    func testTheRuleLinesOfASuiteWithoutKassiOSAreInPlainXCUITest() throws {
        // KassiOS as this test knows it, not as the code under test does: its types and screen
        // checks, and its element builders, called bare with an identifier or a label (`button("login.submit")`,
        // `element(id: "x")`, `staticText(containing: "Hi")`), where plain XCUITest calls a query's member
        // (`app.buttons["…"]`, `.waitForExistence(…)`, `.matching(identifier: "…")`).
        func writesKassiOS(_ line: String) -> Bool {
            if ["KassScreen", "KassElement", "KassTestCase", "onScreen", "onLoad", "lazy var"].contains(where: line.contains) { return true }
            func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
            let bytes = Array(line.utf8)
            for (open, byte) in bytes.enumerated() where byte == UInt8(ascii: "(") {
                var start = open
                while start > 0, isLetter(bytes[start - 1]) || bytes[start - 1] == UInt8(ascii: "_") { start -= 1 }
                // A lowercase name called bare: not after a dot.
                guard start < open, bytes[start] >= UInt8(ascii: "a"), bytes[start] <= UInt8(ascii: "z"),
                      start == 0 || bytes[start - 1] != UInt8(ascii: ".") else { continue }
                // Its first argument a string, labelled or not.
                var argument = open + 1
                while argument < bytes.count, isLetter(bytes[argument]) { argument += 1 }
                if argument < bytes.count, bytes[argument] == UInt8(ascii: ":") {
                    argument += 1
                    while argument < bytes.count, bytes[argument] == UInt8(ascii: " ") { argument += 1 }
                } else {
                    argument = open + 1
                }
                if argument < bytes.count, bytes[argument] == UInt8(ascii: "\"") { return true }
            }
            return false
        }
        XCTAssertTrue(writesKassiOS("lazy var submit = button(\"login.submit\")"))
        XCTAssertTrue(writesKassiOS("let row = cell(\"account.row\")"))
        XCTAssertTrue(writesKassiOS("let any = element(id: \"account.any\")"))
        XCTAssertTrue(writesKassiOS("let hi = staticText(containing: \"Hi\")"))
        XCTAssertFalse(writesKassiOS("app.cells.matching(identifier: \"account.row\").element(boundBy: index)"))
        XCTAssertFalse(writesKassiOS("XCTAssert(app.buttons[\"login.submit\"].waitForExistence(timeout: 5))"))
        func rules(_ source: String, robots: Set<String> = []) -> [HouseRules.Rule] {
            var everyRule = LintOptions()
            everyRule.optInRules = Set(RuleRegistry.all.map { $0.description.identifier })
            everyRule.model.robotRoots = robots
            let screens = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: everyRule.model).screens
            return HouseRules(options: everyRule, screens: screens).rules
        }
        let pageObjects = rules("struct HomeScreen { let app: XCUIApplication; var settings: XCUIElement { app.buttons[\"home.settings\"] } }")
        let robots = rules("final class HomeRobot: Robot { var settings: XCUIElement { XCUIApplication().buttons[\"home.settings\"] } }",
                           robots: ["Robot"])
        let suites: [(name: String, lines: [HouseRules.Rule])] = [("page objects", pageObjects), ("robots", robots)]
        for suiteLines in suites {
            let suite = suiteLines.name, lines = suiteLines.lines
            // Not the rule of a defect catalog's ids nor that of dumps, which a suite without them has no use for
            // (a `/// Catches` comment's form, and where it stands, are checked without a catalog).
            XCTAssertEqual(lines.count, RuleRegistry.all.count - 2, suite)
            XCTAssertFalse(lines.contains { $0.identifier == "catches-unknown-defect" || $0.identifier == "stale-identifier" }, suite)
            for rule in lines {
                for line in [rule.dont, rule.do].compactMap({ $0 }) {
                    XCTAssertFalse(writesKassiOS(line), "\(suite), \(rule.identifier): \(line)")
                }
            }
            let rawQuery = lines.first { $0.identifier == "raw-query-in-test" }
            XCTAssertEqual(rawQuery?.do, "TransferScreen(app: app).review.tap()  // through the suite's page object or robot", suite)
            let onLoad = lines.first { $0.identifier == "missing-onload" }
            XCTAssertEqual(onLoad?.do, "func assertVisible() { XCTAssert(title.waitForExistence(timeout: 5)) }", suite)
            XCTAssertNil(lines.first { $0.identifier == "onload-unknown-element" }?.dont, suite)
        }
        // With a defect catalog, the rules whose own lines are plain XCUITest keep them.
        var catalogued = LintOptions()
        catalogued.optInRules = Set(RuleRegistry.all.map { $0.description.identifier })
        catalogued.model.defectCatalog = try DefectCatalog(entries: [DefectCatalog.Entry(id: "balanceNotRefreshed")], path: "defects.yml")
        let withCatalog = HouseRules(options: catalogued, screens: Project(files: [SourceFile(path: "S.swift", source: "struct HomeScreen { let app: XCUIApplication; var settings: XCUIElement { app.buttons[\"home.settings\"] } }")], configuration: catalogued.model).screens).rules
        XCTAssertEqual(withCatalog.first { $0.identifier == "catches-malformed" }?.dont, "/// Catches")
        let kassiOS = rules("final class HomeScreen: KassScreen { lazy var a = button(\"a\"); override var onLoad: [KassElement] { [a] } }")
        XCTAssertEqual(kassiOS.first { $0.identifier == "raw-query-in-test" }?.do, "onScreen(TransferScreen.self) { $0.review.tap() }")
        XCTAssertEqual(kassiOS.first { $0.identifier == "runtime-identifier" }?.dont,
                       "func row(_ index: Int) -> KassElement { cell(\"account.row.\\(index)\") }")
    }

    /// An agent writing a test for a suite of ScreenObject screens or robots is shown their way of
    /// proving a screen loaded, not KassiOS's `onLoad`.
    func testTheLoadCheckLinesFollowTheSuitesDialect() throws {
        func lines(_ source: String, configuration: LintOptions = LintOptions()) -> (do: String?, dont: String?) {
            let screens = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: configuration.model).screens
            let rule = HouseRules(options: configuration, screens: screens).rules.first { $0.identifier == "missing-onload" }
            return (rule?.do, rule?.dont)
        }
        let kassios = lines("final class A: KassScreen { lazy var a = button(\"a\"); override var onLoad: [KassElement] { [a] } }")
        XCTAssertEqual(kassios.do, "override var onLoad: [KassElement] { [email, submit] }")
        let screenObjects = lines("""
            final class A: ScreenObject { init(app: XCUIApplication) throws { try super.init(expectedElementGetters: [{ $0.buttons["a"] }], app: app) } }
            final class B: ScreenObject { init(app: XCUIApplication) throws { try super.init(expectedElementGetters: [{ $0.buttons["b"] }], app: app) } }
            final class C: KassScreen { lazy var c = button("c"); override var onLoad: [KassElement] { [c] } }
            """)
        XCTAssertEqual(screenObjects.do, "try super.init(expectedElementGetters: [{ $0.tables[\"posts.list\"] }], app: app)")
        XCTAssertEqual(screenObjects.dont, "try super.init(expectedElementGetters: [], app: app)")
        var robots = LintOptions()
        robots.model.robotRoots = ["Robot"]
        XCTAssertEqual(lines("final class LoginRobot: Robot { var email: XCUIElement { XCUIApplication().textFields[\"e\"] } }",
                             configuration: robots).do, "func assertVisible() { XCTAssert(title.waitForExistence(timeout: 5)) }")
        // The conventions name the roots the suite's screens inherit from, and those alone.
        func conventions(_ source: String, configuration: LintOptions = LintOptions()) -> [String] {
            let screens = Project(files: [SourceFile(path: "S.swift", source: source)], configuration: configuration.model).screens
            return HouseRules(options: configuration, screens: screens).conventions.filter { $0.contains("inherit") || $0.contains("super.init") }
        }
        XCTAssertEqual(conventions("final class A: KassScreen { lazy var a = button(\"a\"); override var onLoad: [KassElement] { [a] } }"),
                       ["Screens are classes inheriting from `KassScreen`; each declares `onLoad` with the elements that prove it is showing."])
        XCTAssertEqual(conventions("""
            final class A: ScreenObject { init(app: XCUIApplication) throws { try super.init(expectedElementGetters: [{ $0.buttons["a"] }], app: app) } }
            """), ["ScreenObject screens pass expectedElementGetters to super.init."])
        var both = LintOptions()
        both.model.robotRoots = ["Robot", "BaseRobot"]
        XCTAssertEqual(conventions("""
            final class LoginRobot: Robot { var email: XCUIElement { XCUIApplication().textFields["e"] } }
            final class C: KassScreen { lazy var c = button("c"); override var onLoad: [KassElement] { [c] } }
            """, configuration: both), [
            "Screens are classes inheriting from `KassScreen`; each declares `onLoad` with the elements that prove it is showing.",
            "Robots inherit from `Robot` and have a load check (named \(both.model.robotLoadChecks.map { "`\($0)`" }.joined(separator: " or ")), the names kassios reads as one); an action that leads to another screen returns its robot.",
        ])
        // With robots that have one, the load checks the suite uses, most used first; an initializer that
        // waits (OrderMe's `required init() { super.init(); visible() }`) is said as one.
        var named = LintOptions()
        named.model.robotRoots = ["Robot"]
        named.model.robotLoadChecks = ["assertVisible", "verifyIsVisible"]
        XCTAssertEqual(conventions("""
            class Robot { let app = XCUIApplication() }
            final class LoginRobot: Robot {
                var email: XCUIElement { app.textFields["e"] }
                func verifyIsVisible() { XCTAssert(email.waitForExistence(timeout: 5)) }
            }
            final class HomeRobot: Robot {
                var title: XCUIElement { app.staticTexts["t"] }
                func verifyIsVisible() { XCTAssert(title.waitForExistence(timeout: 5)) }
            }
            final class CardsRobot: Robot {
                var list: XCUIElement { app.tables["c"] }
                func assertVisible() { XCTAssert(list.waitForExistence(timeout: 5)) }
            }
            """, configuration: named), [
            "Robots inherit from `Robot` and have a load check (`verifyIsVisible`, `assertVisible`); an action that leads to another screen returns its robot.",
        ])
        // And the rule's lines show the check by the name most of them give it (Challenge's `verifyIsVisible`).
        let namedScreens = Project(files: [SourceFile(path: "S.swift", source: """
            class Robot { let app = XCUIApplication() }
            final class LoginRobot: Robot {
                var email: XCUIElement { app.textFields["e"] }
                func verifyIsVisible() { XCTAssert(email.waitForExistence(timeout: 5)) }
            }
            """)], configuration: named.model).screens
        XCTAssertEqual(HouseRules(options: named, screens: namedScreens).rules.first { $0.identifier == "missing-onload" }?.do,
                       "func verifyIsVisible() { XCTAssert(title.waitForExistence(timeout: 5)) }")
        // A suite of none (Half-Life's robot structs): no root described, and told to follow its own types.
        let none = Project(files: [SourceFile(path: "S.swift", source: """
            struct AppRobot { let app: XCUIApplication; var log: XCUIElement { app.buttons["app.log"] } }
            """)]).screens
        XCTAssertTrue(none.isEmpty)
        let noneConventions = HouseRules(options: LintOptions(), screens: none).conventions
        XCTAssertFalse(noneConventions.contains { $0.contains("KassScreen`") || $0.contains("super.init") }, "\(noneConventions)")
        XCTAssertTrue(noneConventions.contains { $0.hasPrefix("No type of the suite descends from a screen root") }, "\(noneConventions)")
        // godtools' tests query the app through helpers of their own, with no page object at all: not told of some below.
        let bare = HouseRules(options: LintOptions(), screens: [], pageObjects: 0).conventions
        XCTAssertTrue(bare.contains { $0.hasPrefix("The suite has no screen objects, robots or page objects") }, "\(bare)")
        XCTAssertFalse(bare.contains { $0.contains("below are written") }, "\(bare)")
        XCTAssertTrue(ContextBundle.mapSection(makeGraph([(path: "T.swift", source: """
            final class T: XCTestCase { func testA() { let app = XCUIApplication(); app.launch(); app.buttons["a"].tap() } }
            """)])).markdown.contains("None: no test goes from one screen to another in code kassios reads."))
        XCTAssertTrue(HouseRules(options: LintOptions()).conventions.contains { $0.contains("KassScreen`") }, "without screens given, every root")
        // A builder a base declares is the house's way to find elements.
        let builders = Project(files: [SourceFile(path: "S.swift", source: """
            class CBScreen: KassScreen {
                func anyEl(_ id: String) -> KassElement { custom("any \\(id)") { [app] in app.descendants(matching: .any)[id].firstMatch } }
            }
            final class HomeScreen: CBScreen { lazy var total = anyEl("home.total"); override var onLoad: [KassElement] { [total] } }
            """)]).screens
        XCTAssertTrue(HouseRules(options: LintOptions(), screens: builders).conventions
            .contains("Element builders the base screens declare: `anyEl(…)` (CBScreen); a screen finds its elements with them, as the others do."))
        // One of each: KassiOS's lines, as without screens.
        XCTAssertEqual(lines("""
            final class A: ScreenObject { init(app: XCUIApplication) throws { try super.init(expectedElementGetters: [{ $0.buttons["a"] }], app: app) } }
            final class C: KassScreen { lazy var c = button("c"); override var onLoad: [KassElement] { [c] } }
            """).do, kassios.do)
    }
}
