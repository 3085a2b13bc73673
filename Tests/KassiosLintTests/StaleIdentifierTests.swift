import Foundation
import KassiosHierarchy
@testable import KassiosLint
import XCTest

/// Which dumps belong to which screen, what counts as present, and the hints.
final class StaleIdentifierTests: XCTestCase {
    private func dump(_ identifiers: [String], path: String = "Dumps/Screen.json") -> ScreenDump {
        ScreenDump(path: path, identifiers: Set(identifiers))
    }

    private func lint(_ source: String, dumps: [ScreenDump]) -> [Finding] {
        var options = LintOptions()
        options.ruleIdentifiers = ["stale-identifier"]
        options.dumps = dumps
        return LintRunner.run(sources: [(path: "UITests/Screens.swift", text: source)], options: options).findings
    }

    private let login = """
        final class LoginScreen: KassScreen {
            lazy var email = textField("login.email")
            lazy var submit = button("login.submitButton")
            override var onLoad: [KassElement] { [email] }
        }
        """

    func testAMissingIdentifierNamesTheScreenTheDumpsAndTheCaseInsensitiveNearMiss() {
        let findings = lint(login, dumps: [dump(["login.email", "Login_Submit_Button", "login.title"], path: "Dumps/Login.idb.json")])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["3:14"])
        XCTAssertEqual(findings.first?.message, """
            identifier 'login.submitButton' of LoginScreen.submit is not in any dump of LoginScreen (Login.idb.json); \
            did you mean 'Login_Submit_Button'?
            """)
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertEqual(findings.first?.screen, "LoginScreen")
        XCTAssertEqual(findings.first?.element, "submit")
    }

    /// A query subscript finds an element by its label too: a key the dump shows as a label is there.
    func testAKeyTheDumpShowsAsALabelIsNotStale() {
        let comments = """
            final class CommentsScreen {
                let app: XCUIApplication
                var list: XCUIElement { app.tables["comments.list"] }
                var reply: XCUIElement { app.buttons["Reply"] }
                var back: XCUIElement { app.navigationBars.buttons["Reader"] }
                func assertVisible() { XCTAssert(list.waitForExistence(timeout: 5)) }
            }
            """
        var options = LintOptions()
        options.ruleIdentifiers = ["stale-identifier"]
        options.model.robotRoots = []
        options.model.robotNamePatterns = ["*Screen"]
        func findings(labels: [String]) -> [String] {
            options.dumps = [ScreenDump(path: "Dumps/Comments.txt", identifiers: ["comments.list"], labels: Set(labels))]
            return LintRunner.run(sources: [(path: "UITests/Comments.swift", text: comments)], options: options).findings.map(\.message)
        }
        XCTAssertEqual(findings(labels: ["Reply", "Reader"]), [])
        XCTAssertEqual(findings(labels: ["Reader"]).count, 1)
        XCTAssertTrue(findings(labels: ["Reader"]).first?.contains("'Reply'") ?? false)
    }

    /// An onLoad of one path per mode: a dump of one mode belongs to the screen, and what only the
    /// modes no dump shows wait for is not asked of it.
    func testADumpOfOneModeOfAScreenWithAnOnLoadPerMode() {
        let source = """
            final class OrderScreen: KassScreen {
                enum Mode { case creating, editing }
                var mode: Mode = .creating
                lazy var create = button("order.create")
                lazy var done = button("order.done")
                lazy var note = button("order.addNote")
                override var onLoad: [KassElement] {
                    switch mode {
                    case .creating: return [create]
                    case .editing: return [done]
                    }
                }
            }
            """
        let findings = lint(source, dumps: [dump(["order.create", "order.note"], path: "Dumps/Order.txt")])
        XCTAssertEqual(findings.map(\.element), ["note"])
        XCTAssertTrue(findings.first?.message.contains("did you mean 'order.note'?") ?? false, findings.first?.message ?? "")
    }

    /// Another app's element (SpringBoard's, Safari's) is in no dump of the app's screens.
    func testAnotherAppsElementIsNotStale() {
        let source = """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                var allow: XCUIElement { springboard.buttons["notifications.allow"] }
                var help: XCUIElement { app.buttons["login.help"] }
                override var onLoad: [KassElement] { [email] }
            }
            """
        XCTAssertEqual(lint(source, dumps: [dump(["login.email"])]).map(\.element), ["help"])
    }

    func testEquallyCloseCandidatesAreListedNotGuessed() {
        let findings = lint(login, dumps: [dump(["login.email", "login.submitButton1", "login.submitButton2"])])
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings[0].message.hasSuffix(
            "several dump identifiers are as close, check which one is meant: 'login.submitButton1', 'login.submitButton2'"),
            findings[0].message)
    }

    func testNothingCloseSaysSoInsteadOfSuggesting() {
        let findings = lint(login, dumps: [dump(["login.email", "home.balance"])])
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings[0].message.hasSuffix("; renamed or removed in the app?"), findings[0].message)
    }

    func testAnIdentifierInAnyOfTheScreensDumpsIsPresent() {
        let dumps = [dump(["login.email"], path: "a.json"), dump(["login.email", "login.submitButton"], path: "b.json")]
        XCTAssertEqual(lint(login, dumps: dumps), [])
    }

    func testScreenObjectGettersWrittenInPlaceSayWhichDumpIsTheScreens() {
        let posts = """
            final class PostsScreen: ScreenObject {
                var addButton: XCUIElement { app.buttons["posts.add"] }
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [{ $0.tables["posts.list"] }], app: app)
                }
            }
            """
        let findings = lint(posts, dumps: [dump(["posts.list", "posts.new"])])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.element ?? "")" }, ["2:9 addButton"])
        XCTAssertTrue(findings.first?.message.hasPrefix("identifier 'posts.add' of PostsScreen.addButton is not in any dump of PostsScreen") ?? false,
                      findings.first?.message ?? "")
        XCTAssertEqual(lint(posts, dumps: [dump(["posts.add", "home.title"])]), [], "not its dump: no posts.list")
    }

    func testADumpWithoutTheOnLoadIdentifiersIsNotThisScreensDump() {
        XCTAssertEqual(lint(login, dumps: [dump(["login.title", "login.password"])]), [])
    }

    func testTheScreenWithMoreOnLoadIdentifiersOwnsTheDumpAndATieOwnsNothing() {
        let screens = """
            final class ListScreen: KassScreen {
                lazy var list = table("list")
                lazy var add = button("list.add")
                override var onLoad: [KassElement] { [list] }
            }
            final class EditScreen: KassScreen {
                lazy var list = table("list")
                lazy var save = button("edit.save")
                override var onLoad: [KassElement] { [list, save] }
            }
            final class PickerScreen: KassScreen {
                lazy var list = table("list")
                lazy var done = button("picker.done")
                override var onLoad: [KassElement] { [list] }
            }
            """
        // list + edit.save: EditScreen fits with two onLoad identifiers, the others with one; only EditScreen is checked.
        let specific = lint(screens, dumps: [dump(["list", "edit.save"])])
        XCTAssertEqual(specific, [])
        // list only: ListScreen and PickerScreen fit equally; neither is blamed for its missing button.
        XCTAssertEqual(lint(screens, dumps: [dump(["list"])]), [])
    }

    func testInheritedElementsAndSuperOnLoadCount() {
        let source = """
            class TabScreen: KassScreen {
                lazy var tabBar = element("tabs.bar", type: .tabBar)
                lazy var search = button("tabs.search")
                override var onLoad: [KassElement] { [tabBar] }
            }
            final class HomeScreen: TabScreen {
                lazy var balance = staticText("home.balance")
                override var onLoad: [KassElement] { super.onLoad + [balance] }
            }
            final class CardsScreen: TabScreen {
                lazy var cards = collectionView("cards.list")
                override var onLoad: [KassElement] { super.onLoad + [cards] }
            }
            """
        // Without the tab bar (super.onLoad) a dump is not HomeScreen's, so nothing is judged by it.
        XCTAssertEqual(lint(source, dumps: [dump(["home.balance"])]), [])
        // The inherited search button shows on the Cards dump: present, though the Home dump lacks it.
        XCTAssertEqual(lint(source, dumps: [dump(["tabs.bar", "home.balance"], path: "home.json"),
                                            dump(["tabs.bar", "cards.list", "tabs.search"], path: "cards.json")]), [])
        // On neither: one finding at the declaration in TabScreen, naming both screens and dumps.
        let findings = lint(source, dumps: [dump(["tabs.bar", "home.balance"], path: "home.json"),
                                            dump(["tabs.bar", "cards.list", "tabs.serch"], path: "cards.json")])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["3:14"])
        XCTAssertEqual(findings.first?.message, """
            identifier 'tabs.search' of TabScreen.search is not in any dump of CardsScreen, HomeScreen (cards.json, home.json); \
            did you mean 'tabs.serch'?
            """)
    }

    func testAPatternMustMatchSomeIdentifierOfTheDump() {
        let source = """
            final class FeedScreen: KassScreen {
                lazy var title = staticText("feed.title")
                func post(_ index: Int) -> KassElement { cell("feed.post.\\(index)") }
                func story(_ index: Int) -> KassElement { cell("feed.story.\\(index)") }
                override var onLoad: [KassElement] { [title] }
            }
            """
        let findings = lint(source, dumps: [dump(["feed.title", "feed.post.0", "feed.post.1"])])
        XCTAssertEqual(findings.map(\.message), [
            "identifier pattern 'feed.story.*' of FeedScreen.story is not in any dump of FeedScreen (Screen.json); renamed or removed in the app?",
        ])
    }

    func testWildcardMatching() {
        func matches(_ pattern: String, _ text: String) -> Bool { IdentifierPattern.wildcardMatch(Array(pattern.utf8), Array(text.utf8)) }
        XCTAssertTrue(matches("row.*", "row.12"))
        XCTAssertTrue(matches("row.*", "row."))
        XCTAssertTrue(matches("*.row.*.cell", "list.row.3.cell"))
        XCTAssertFalse(matches("row.*", "rows.1"))
        XCTAssertFalse(matches("*.cell", "list.row"))
    }

    func testNoDumpsNoFindings() {
        XCTAssertEqual(lint(login, dumps: []), [])
    }

    func testDumpFoldersAreReadAndAnUnreadableDumpIsReportedWhereItBreaks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-stale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"[{"type": "TextField", "AXUniqueId": "login.email"}]"#.write(to: folder.appendingPathComponent("nested/Login.json"), atomically: true, encoding: .utf8)
        try "[{\"type\": \"Button\",\n  \"AXUniqueId\": }]".write(to: folder.appendingPathComponent("Broken.json"), atomically: true, encoding: .utf8)
        try "not a dump, a note".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let screen = folder.appendingPathComponent("LoginScreen.swift")
        try login.write(to: screen, atomically: true, encoding: .utf8)

        var options = LintOptions()
        options.ruleIdentifiers = ["stale-identifier"]
        options.hierarchyPaths = [folder.path]
        let findings = try LintRunner.run(paths: [screen.path], options: options).findings
        XCTAssertEqual(findings.map { "\($0.rule) \(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column)" },
                       ["dump-unreadable Broken.json:2:17", "stale-identifier LoginScreen.swift:3:14"])
        XCTAssertEqual(findings[0].message, "cannot read the hierarchy dump: expected a JSON value (object, array, string, number, true, false or null), found '}]'")
        XCTAssertEqual(findings[0].severity, .error)
    }

    func testTheHierarchyKeyResolvesAgainstTheConfigurationsFolder() throws {
        let configuration = try LintConfiguration.parse("hierarchy: [Dumps, /abs/dumps]\n", path: "UITests/.kassios-lint.yml", directory: "UITests")
        var options = LintOptions()
        configuration.apply(to: &options)
        XCTAssertEqual(options.hierarchyPaths, ["UITests/Dumps", "/abs/dumps"])
        XCTAssertEqual(configuration.warnings, [])
        XCTAssertThrowsError(try LintConfiguration.parse("hierarchy: { dir: x }\n", path: "c.yml", directory: "."))
    }
}
