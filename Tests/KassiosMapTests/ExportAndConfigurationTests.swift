import XCTest
import KassiosLint
@testable import KassiosMap

/// The JSON schema on a small graph, diagram escaping, and the `map:`/`context:` sections.
final class ExportAndConfigurationTests: XCTestCase {
    func testJSONFollowsTheSchemaExactly() {
        let graph = makeGraph([(path: "S.swift", source: """
        final class AScreen: KassScreen {
            lazy var go = button("a.go")
            override var onLoad: [KassElement] { [go] }
        }
        final class BScreen: KassScreen {
            lazy var row = cell("b.row.\\(index)")
            override var onLoad: [KassElement] { [row] }
        }
        final class T: KassTestCase {
            func test_go() {
                launch(arguments: ["-x"], environment: ["K": "v"])
                onScreen(AScreen.self) { $0.go.tap() }
                assertOnScreen(BScreen.self)
            }
        }
        """)])
        XCTAssertEqual(MapJSONWriter.write(graph, metrics: GraphMetrics(graph: graph)), """
        {
          "kassiosMap": 1,
          "screens": [
            {
              "name": "AScreen",
              "kind": "screen",
              "file": "S.swift",
              "line": 1,
              "elements": [
                {
                  "name": "go",
                  "type": "button",
                  "identifier": "a.go",
                  "source": "literal",
                  "line": 2
                }
              ],
              "onLoad": [
                "go"
              ],
              "onLoadIdentifiers": [
                "a.go"
              ],
              "methods": [],
              "visitedBy": [
                "T.test_go"
              ]
            },
            {
              "name": "BScreen",
              "kind": "screen",
              "file": "S.swift",
              "line": 5,
              "elements": [
                {
                  "name": "row",
                  "type": "cell",
                  "source": "interpolated",
                  "pattern": "b.row.*",
                  "line": 6
                }
              ],
              "onLoad": [
                "row"
              ],
              "onLoadIdentifiers": [],
              "methods": [],
              "visitedBy": [
                "T.test_go"
              ]
            }
          ],
          "robots": [],
          "entryPoints": [
            {
              "name": "T.test_go()",
              "file": "S.swift",
              "line": 11,
              "arguments": [
                "-x"
              ],
              "environment": [
                {
                  "key": "K",
                  "value": "v"
                }
              ],
              "deepLinks": [],
              "code": [
                "launch(arguments: [\\"-x\\"], environment: [\\"K\\": \\"v\\"])"
              ],
              "leadsTo": [
                "AScreen"
              ]
            }
          ],
          "edges": [
            {
              "from": "AScreen",
              "to": "BScreen",
              "action": "go.tap()",
              "kind": "interaction",
              "evidence": [
                {
                  "file": "S.swift",
                  "line": 12,
                  "column": 40,
                  "source": "test",
                  "test": "T.test_go"
                }
              ]
            },
            {
              "from": "T.test_go()",
              "to": "AScreen",
              "action": "launch",
              "kind": "launch",
              "evidence": [
                {
                  "file": "S.swift",
                  "line": 12,
                  "column": 9,
                  "source": "test",
                  "test": "T.test_go"
                }
              ]
            }
          ],
          "metrics": {
            "screens": 2,
            "transitions": 1,
            "entryPoints": 1,
            "unreachable": [],
            "deadEnds": [
              "BScreen"
            ],
            "cycles": [],
            "maxDepth": 2,
            "unvisited": [],
            "suspiciousEdges": 0
          }
        }

        """)
    }

    /// GetStream's `ChannelListPage`, with elements in `ChannelListPage+Connection.swift`, and a
    /// screen inheriting `navigationBar` from `BaseScreen.swift`: an element's line is in
    /// the file it is declared in, which the JSON names where it is not the node's.
    func testAnElementDeclaredInAnotherFileNamesIt() throws {
        let graph = makeGraph([
            (path: "BaseScreen.swift", source: """
            class BaseScreen: KassScreen {
                lazy var navigationBar = navigationBar("nav")
            }
            """),
            (path: "ChannelListPage.swift", source: """
            final class ChannelListPage: BaseScreen {
                lazy var list = table("channels")
                override var onLoad: [KassElement] { [list] }
            }
            """),
            (path: "ChannelListPage+Connection.swift", source: """
            import XCTest

            extension ChannelListPage {
                var signOut: XCUIElement { app.buttons["sign.out"] }
            }
            """),
        ])
        let json = MapJSONWriter.write(graph, metrics: GraphMetrics(graph: graph))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let page = try XCTUnwrap((object["screens"] as? [[String: Any]])?.first { $0["name"] as? String == "ChannelListPage" }, json)
        XCTAssertEqual(page["file"] as? String, "ChannelListPage.swift")
        let elements = try XCTUnwrap(page["elements"] as? [[String: Any]])
        let placed = Dictionary(uniqueKeysWithValues: elements.map { ($0["name"] as? String ?? "?", "\($0["file"] as? String ?? "-"):\($0["line"] as? Int ?? 0)") })
        XCTAssertEqual(placed, ["list": "-:2", "signOut": "ChannelListPage+Connection.swift:4", "navigationBar": "BaseScreen.swift:2"])
    }

    /// Unstoppable's `DashesProgressRobot`, a protocol whose extension gives an element to the seven
    /// robots that adopt it: each robot lists it after its own, and the protocol is no node.
    func testElementsOfAnAdoptedProtocolAreTheAdoptersOwn() throws {
        let graph = makeGraph([(path: "Robots.swift", source: """
            class Robot { let app: XCUIApplication; init(_ app: XCUIApplication) { self.app = app } }
            protocol ProgressRobot { var app: XCUIApplication { get } }
            protocol DashesProgressRobot: ProgressRobot {}
            extension ProgressRobot {
                var dashesProgressView: XCUIElement { app.otherElements["Dashes Progress View"] }
            }
            final class TutorialRobot: Robot, DashesProgressRobot {
                private lazy var createNewButton = app.buttons["Tutorial Create New Button"]
            }
            final class HappyEndScreen: KassScreen, DashesProgressRobot {
                lazy var getStarted = button("Happy End Get Started Button")
                override var onLoad: [KassElement] { [getStarted] }
                var app: XCUIApplication { XCUIApplication() }
            }
            """)], robots: [])
        XCTAssertEqual(graph.node(named: "TutorialRobot")?.elements.map(\.name), ["createNewButton", "dashesProgressView"])
        XCTAssertEqual(graph.node(named: "HappyEndScreen")?.elements.map(\.name), ["getStarted", "dashesProgressView"])
        XCTAssertNil(graph.node(named: "DashesProgressRobot"))
        XCTAssertNil(graph.node(named: "ProgressRobot"))
    }

    func testDiagramsEscapeWhatTheirSyntaxReserves() {
        let graph = NavigationGraph(nodes: [NavigationNode(name: "end", kind: .screen), NavigationNode(name: "A.B", kind: .robot),
                                            NavigationNode(name: "A_B", kind: .page)],
                                    edges: [NavigationEdge(from: "end", to: "A.B", action: "tap(\"#1\")", kind: .none, evidence: [])])
        XCTAssertEqual(MermaidWriter.write(graph), """
        \(MermaidWriter.header)
        flowchart LR
          n_A_B[["A.B"]]
          n_A_B_2[/"A_B"/]
          n_end["end"]
          n_end -.->|"tap(#quot;#35;1#quot;)"| n_A_B

        """)
        XCTAssertTrue(DotWriter.write(graph).contains("  n_end -> n_A_B [label=\"tap(\\\"#1\\\")\", style=dashed];\n"))
        // `\|` is an escape in a table cell only: in running text it would show its backslash.
        XCTAssertEqual(MarkdownText.cellCode("a|b`c"), "``a\\|b`c``")
        XCTAssertEqual(MarkdownText.code("a|b`c\nd"), "``a|b`c d``")
        XCTAssertEqual(MarkdownText.code("plain"), "`plain`")
        XCTAssertEqual(MarkdownText.cellCode("a|b"), "`a\\|b`", "a pipe alone is escaped")
        XCTAssertEqual(MarkdownText.cell("one\ntwo|three"), "one two\\|three")
        XCTAssertEqual(MarkdownText.cell("line\r\nbreak\rand\u{2028}more"), "line break and more", "every line break ends a table row")
        XCTAssertEqual(MarkdownText.cell("Łódź — ok… © 20°"), "Łódź — ok… © 20°", "no line break among C2 and E2 80 bytes")
        XCTAssertEqual(MarkdownText.cell("next\u{85}line"), "next line")
        XCTAssertEqual(MarkdownText.cell("one\u{2029}more"), "one more")
        XCTAssertEqual(MarkdownText.cell("a\u{2028}b"), "a b")
    }

    func testMapAndContextSectionsAreReadWithPositionsAndKnownToLint() throws {
        let text = """
        map:
          excluded: ["**/Legacy/**"]
          require_reachable: true
          allow_suspicious: false
          max_depth: 3
          ignore: [SplashScreen]
          requre_visited: true
        context:
          run_command: make test
          max_tokens: 4000
        """
        let lint = try LintConfiguration.parse(text, path: "k.yml", directory: ".")
        XCTAssertEqual(lint.warnings, [], "lint knows the map and context sections")
        let configuration = try MapConfiguration(lint)
        XCTAssertTrue(configuration.requireReachable)
        XCTAssertFalse(configuration.allowSuspicious)
        XCTAssertEqual(configuration.maxDepth, 3)
        XCTAssertEqual(configuration.ignored, ["SplashScreen"])
        XCTAssertEqual(configuration.excluded, [Glob("**/Legacy/**")])
        XCTAssertEqual(configuration.runCommand, "make test")
        XCTAssertEqual(configuration.maxTokens, 4000)
        XCTAssertEqual(configuration.warnings, ["k.yml:7:3: warning: unknown option 'map.requre_visited'; did you mean 'require_visited'?"])
        for value in ["many", "0", "-5"] {
            XCTAssertThrowsError(try MapConfiguration(try LintConfiguration.parse("context:\n  max_tokens: \(value)\n", path: "k.yml", directory: ".")), value) { error in
                XCTAssertEqual("\(error)", "k.yml:2:15: 'context.max_tokens' expects a positive whole number", value)
            }
        }
    }

    func testFailuresNameEveryScreenThatMissesAnExpectation() {
        let graph = drawGraph(["@e>A", "A>B", "B>C", "X>C"], visited: ["A"])
        var configuration = MapConfiguration()
        configuration.requireReachable = true
        configuration.requireVisited = true
        configuration.maxDepth = 2
        configuration.ignored = ["C"]
        XCTAssertEqual(configuration.failures(of: graph, metrics: GraphMetrics(graph: graph)), [
            "X cannot be reached from any entry point (map.require_reachable)",
            "no test visits B (map.require_visited)",
            "no test visits X (map.require_visited)",
        ])
    }

    func testAnElementFoundByLocalizedTextShowsItsKey() throws {
        let graph = makeGraph([("ProfileScreen.swift", """
            func XCLocalizedString(_ key: String) -> String {
                NSLocalizedString(key, bundle: Bundle(for: ProfileScreen.self), comment: "")
            }
            final class ProfileScreen: KassScreen {
                lazy var save = button(NSLocalizedString("profile.save", comment: ""))
                lazy var cancel = button(XCLocalizedString("Cancel"))
                lazy var name = textField("profile.name")
                override var onLoad: [KassElement] { [name] }
            }
            """)])
        let node = try XCTUnwrap(graph.node(named: "ProfileScreen"))
        XCTAssertEqual(node.elements.map { "\($0.name) \($0.identifierSource) \($0.identifier ?? "-") \($0.labelKey ?? "-")" }, [
            "save localized - profile.save", "cancel localized - Cancel", "name literal profile.name -",
        ])
        guard case .object(let members) = MapJSONWriter.element(node.elements[0], in: node) else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["name", "type", "source", "labelKey", "line"])
        let markdown = ContextBundle.screenSection(node, graph: graph, route: nil).markdown
        XCTAssertTrue(markdown.contains("| `save` | button | none: found by its localized label `profile.save` |"), "\(markdown)")
        XCTAssertTrue(markdown.contains("| `name` | textField | `profile.name` |"), "\(markdown)")
    }

    /// Yandex's pages read their identifiers from enums of the app target (`GDPRAccessibility
    /// .acceptButton`), which the UI-test files do not declare: the map names the constant.
    func testAnElementIdentifiedByAConstantOfTheAppTargetNamesIt() throws {
        let graph = makeGraph([("GDPRDialogPage.swift", """
            struct GDPRDialogPage {
                private let app = XCUIApplication()
                var acceptButton: XCUIElement { app.buttons[GDPRAccessibility.acceptButton] }
                var logsToggle: XCUIElement { app.buttons[Local.logs] }
                var firstRow: XCUIElement { app.cells.element(boundBy: 0) }
                func tapAccept() { acceptButton.tap() }
            }
            enum Local { static let logs = "logs_toggle" }
            """)])
        let node = try XCTUnwrap(graph.node(named: "GDPRDialogPage"))
        XCTAssertEqual(node.elements.map { "\($0.name) \($0.identifierSource) \($0.identifier ?? "-") \($0.constant ?? "-")" }, [
            "acceptButton constant - GDPRAccessibility.acceptButton", "logsToggle constant logs_toggle -", "firstRow none - -",
        ])
        guard case .object(let members) = MapJSONWriter.element(node.elements[0], in: node) else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["name", "type", "source", "constant", "line"])
        let markdown = ContextBundle.screenSection(node, graph: graph, route: nil).markdown
        XCTAssertTrue(markdown.contains("| `acceptButton` | button | the constant `GDPRAccessibility.acceptButton` (its value is not in the linted files) |"),
                      "\(markdown)")
        XCTAssertTrue(markdown.contains("| `firstRow` | cell | none (by label or type) |"), "\(markdown)")
    }

    /// A query's key that reads as the text the element shows (an alert's title, a button's
    /// copy, words around a value) is marked so: an agent reading the context knows it is copy,
    /// not an identifier. Identifier-shaped keys are not, nor keys of queries that match
    /// identifiers alone (`matching(identifier:)`) or a navigation bar's, whose identifier is its title.
    func testAKeyThatReadsAsALabelIsMarked() throws {
        let graph = makeGraph([("RestaurantScreen.swift", """
            final class RestaurantScreen {
                let app = XCUIApplication()
                lazy var callAlert = app.alerts["Call Burger"]
                lazy var bringMenu = app.alerts["The waiter is on his way"].buttons["Bring a menu"]
                lazy var phone = app.staticTexts["5555555"]
                lazy var title = app.staticTexts["restaurant.title"]
                func dish(_ name: String) -> XCUIElement { app.cells["Order \\(name)"] }
                func row(_ index: Int) -> XCUIElement { app.cells["dish_\\(index)"] }
                lazy var bar = app.navigationBars["Sign In"]
                lazy var byIdentifier = app.buttons.matching(identifier: "Sign In").firstMatch
                func visible() { XCTAssertTrue(title.waitForExistence(timeout: 5)) }
            }
            """)])
        let node = try XCTUnwrap(graph.node(named: "RestaurantScreen"))
        XCTAssertEqual(node.elements.map { "\($0.name) \($0.readsAsLabel)" }, [
            "callAlert true", "bringMenu true", "phone false", "title false", "dish true", "row false", "bar false", "byIdentifier false",
        ])
        guard case .object(let members) = MapJSONWriter.element(node.elements[0], in: node) else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["name", "type", "identifier", "source", "readsAsLabel", "line"])
        guard case .object(let titleMembers) = MapJSONWriter.element(node.elements[3], in: node) else { return XCTFail("not an object") }
        XCTAssertFalse(titleMembers.contains { $0.key == "readsAsLabel" })
        let markdown = ContextBundle.screenSection(node, graph: graph, route: nil).markdown
        XCTAssertTrue(markdown.contains("| `callAlert` | alert | `Call Burger` (reads as a label: the text it shows) |"), "\(markdown)")
        XCTAssertTrue(markdown.contains("| `dish` | cell | built at runtime: `Order *` (reads as a label: the text it shows) |"), "\(markdown)")
        XCTAssertTrue(markdown.contains("| `title` | staticText | `restaurant.title` |"), "\(markdown)")
    }
}
