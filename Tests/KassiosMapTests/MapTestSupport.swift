import XCTest
import KassiosModel
import KassiosSyntax
@testable import KassiosMap

/// Builds the map of in-memory files. Files are parsed as given; a test whose fixture does
/// not parse fails here, so a missing edge is never a parse error in disguise.
func makeMap(_ files: [(path: String, source: String)], robots: Set<String> = ["Robot"], loadChecks: [String]? = nil,
             file: StaticString = #filePath, line: UInt = #line) -> NavigationGraphBuilder.Result {
    let sources = files.map { SourceFile(path: $0.path, bytes: Array($0.source.utf8)) }
    for source in sources where !source.diagnostics.isEmpty || !source.skipped.isEmpty {
        XCTFail("\(source.path) does not parse: \((source.diagnostics + source.skipped).map(\.message))", file: file, line: line)
    }
    var configuration = ModelConfiguration()
    configuration.robotRoots = robots
    if let loadChecks { configuration.robotLoadChecks = loadChecks }
    return NavigationGraphBuilder.build(Project(files: sources, configuration: configuration))
}

func makeGraph(_ files: [(path: String, source: String)], robots: Set<String> = ["Robot"], loadChecks: [String]? = nil,
               file: StaticString = #filePath, line: UInt = #line) -> NavigationGraph {
    makeMap(files, robots: robots, loadChecks: loadChecks, file: file, line: line).graph
}

/// Edges as `from -action-> to`, in graph order.
func edgeLines(_ graph: NavigationGraph) -> [String] {
    graph.edges.map { "\($0.from) -\($0.action)-> \($0.to)" }
}

/// Evidence as `file:line test` (or the source for evidence outside tests).
func evidenceLines(_ edge: NavigationEdge?) -> [String] {
    (edge?.evidence ?? []).map { "\($0.file):\($0.line) \($0.test ?? $0.source.rawValue)" }
}

extension NavigationGraph {
    func edge(_ from: String, _ to: String, _ action: String? = nil) -> NavigationEdge? {
        edges.first { $0.from == from && $0.to == to && (action == nil || $0.action == action) }
    }
}

/// A graph drawn by hand: `"A>B"` is an edge from A to B; names starting with `@` are entry points.
func drawGraph(_ arrows: [String], extraNodes: [String] = [], visited: Set<String> = []) -> NavigationGraph {
    var names = Set(extraNodes)
    var edges: [NavigationEdge] = []
    for arrow in arrows {
        let ends = arrow.split(separator: ">").map(String.init)
        names.formUnion(ends)
        let from = ends[0], to = ends[1]
        edges.append(NavigationEdge(from: from, to: to, action: from.hasPrefix("@") ? "launch" : "go\(to)()",
                                    kind: from.hasPrefix("@") ? .launch : .interaction, evidence: []))
    }
    let nodes = names.map { name in
        NavigationNode(name: name, kind: name.hasPrefix("@") ? .entry : .screen, visitedBy: visited.contains(name) ? ["T.test"] : [])
    }
    return NavigationGraph(nodes: nodes, edges: edges)
}

/// The screens most fixtures share.
let fixtureScreens = (path: "Screens.swift", source: """
final class LoginScreen: KassScreen {
    lazy var email = textField("login.email")
    lazy var submit = button("login.submit")
    override var onLoad: [KassElement] { [email, submit] }
    func logIn(as user: String) {
        email.typeText(user)
        submit.tap()
    }
}

final class HomeScreen: KassScreen {
    lazy var balance = staticText("home.balance")
    lazy var transferTile = button("home.tile.transfer")
    override var onLoad: [KassElement] { [balance] }
}

final class TransferScreen: KassScreen {
    lazy var amount = textField("transfer.amount")
    lazy var review = button("transfer.review")
    override var onLoad: [KassElement] { [amount, review] }
}
""")
