import KassiosLint
import KassiosModel
import KassiosSyntax

/// Derives the navigation graph from a project: screens, robots and page objects from the
/// model; edges from tests (consecutive screens), robot methods returning robots, doc
/// comments and MappaMundi screen graphs; entry points from the launches tests start with.
/// Identical edges merge and keep all their evidence; nothing is invented.
public enum NavigationGraphBuilder {
    public struct Result {
        public var graph: NavigationGraph
        /// Problems with what the suite claims (a doc comment naming an unknown screen), as
        /// `file:line:column: warning: …` lines.
        public var warnings: [String]
    }

    /// `displayPath` turns a file's path into the one shown in evidence (relative to the
    /// working directory, say); by default paths stay as the files were given.
    public static func build(_ project: Project, displayPath shown: @escaping (String) -> String = { $0 }) -> Result {
        var clock = PhaseClock()
        // Every piece of evidence names its file: work each path out once.
        var shownPaths: [String: String] = [:]
        let displayPath = { (path: String) -> String in
            if let known = shownPaths[path] { return known }
            let result = shown(path)
            shownPaths[path] = result
            return result
        }
        var catalog = NodeCatalog(project: project, display: displayPath)
        clock.lap("map: catalog")
        let mappaMundi = MappaMundiReader(files: project.files, display: displayPath)
        clock.lap("map: MappaMundi graphs")
        for state in mappaMundi.states.values { catalog.add(state) }
        for name in mappaMundi.states.keys.sorted() where catalog.nodes[name]?.kind != .state {
            // A constant named like a screen class: the class keeps its node, the graph's edges join it.
            catalog.update(name) { $0.hasBackAction = $0.hasBackAction || mappaMundi.states[name]!.hasBackAction }
        }
        let methods = MethodTransitions(catalog: catalog, project: project)
        let docComments = DocCommentEdges(catalog: catalog, methods: methods, display: displayPath)
        clock.lap("map: methods and doc comments")

        var collector = EdgeCollector()
        for edge in mappaMundi.edges + methods.declaredEdges(display: displayPath) + docComments.edges {
            collector.add(edge)
        }
        var flows = TestFlowReader(project: project, catalog: catalog, methods: methods, collector: collector, display: displayPath)
        flows.readTests()
        collector = flows.collector
        clock.lap("map: tests")

        var edges = collector.all
        let dropped = basesOnlyTheirSubclassesNeed(catalog.baseScreens, edges: edges, visits: collector.visits)
        if !dropped.isEmpty { edges.removeAll { dropped.contains($0.from) } }
        var endpoints: Set<String> = []
        for edge in edges { endpoints.formUnion([edge.from, edge.to]) }
        var nodes: [NavigationNode] = []
        for node in catalog.nodes.values {
            // A base screen is a node only when something navigates to or from it.
            if catalog.baseScreens.contains(node.name) && !endpoints.contains(node.name) && collector.visits[node.name] == nil { continue }
            var node = node
            node.visitedBy = (collector.visits[node.name] ?? []).sorted()
            node.inheritedMethods = methods.inheritedSignatures(of: node.name)
            node.sharedMethods = methods.sharedSignatures(of: node.name)
            node.resultsToUse = methods.signaturesOfResultsToUse(of: node.name)
            node.closureAliasesExpanded = methods.signaturesWithClosureAliasesExpanded(of: node.name, index: project.index)
            nodes.append(node)
        }
        nodes += flows.entries.values
        nodes += mappaMundi.entries
        clock.lap("map: nodes and edges")
        let graph = NavigationGraph(nodes: nodes, edges: edges)
        clock.lap("map: graph")
        return Result(graph: graph, warnings: docComments.warnings.sorted())
    }
}

extension NavigationGraphBuilder {
    /// Base screens that are nodes only for the methods they declare, each of which a screen that is
    /// no base inherits (an abstract `BaseScreen`'s `openSettings()`, an edge of `HomeScreen` and
    /// `ProfileScreen` as well): no test goes to or through them, and their edges are their
    /// subclasses'. A base that a test visits, that an edge leads to, or that has an edge a test
    /// shows or no subclass carries stays.
    static func basesOnlyTheirSubclassesNeed(_ bases: Set<String>, edges: [NavigationEdge], visits: [String: Set<String>]) -> Set<String> {
        guard !bases.isEmpty else { return [] }
        var targets: Set<String> = []
        var carried: Set<String> = []   // declarer, action and target of an edge a screen that is no base inherits
        for edge in edges {
            targets.insert(edge.to)
            if let declarer = edge.inheritedFrom, !bases.contains(edge.from) {
                carried.insert(declarer + "\u{0}" + edge.action + "\u{0}" + edge.to)
            }
        }
        var keep: Set<String> = []
        var outgoing: Set<String> = []
        for edge in edges where bases.contains(edge.from) {
            outgoing.insert(edge.from)
            let declaredOnly = edge.evidence.allSatisfy { $0.source == .declaration }
            if !declaredOnly || !carried.contains((edge.inheritedFrom ?? edge.from) + "\u{0}" + edge.action + "\u{0}" + edge.to) {
                keep.insert(edge.from)
            }
        }
        return outgoing.filter { !keep.contains($0) && !targets.contains($0) && visits[$0] == nil }
    }
}

extension NavigationGraph {
    /// The graph of a project, with paths as the files were given.
    public init(project: Project) {
        self = NavigationGraphBuilder.build(project).graph
    }
}
