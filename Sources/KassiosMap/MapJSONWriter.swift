import KassiosLint

/// The map as JSON, schema version 1 (documented in Sources/KassiosMap/README.md): screens,
/// robots, entry points, edges with their evidence, and metrics. Keys in a fixed order,
/// keys with default values left out, two-space indentation: the same suite gives the same bytes.
public enum MapJSONWriter {
    public static let schemaVersion = 1

    public static func write(_ graph: NavigationGraph, metrics: GraphMetrics) -> String {
        let screens = graph.nodes.filter { $0.kind == .screen || $0.kind == .state }
        let robots = graph.nodes.filter { $0.kind == .robot || $0.kind == .page }
        let document = JSONTree.object([
            ("kassiosMap", .int(schemaVersion)),
            ("screens", .array(screens.map(node))),
            ("robots", .array(robots.map(node))),
            ("entryPoints", .array(graph.entryPoints.map { entry(graph, $0) })),
            ("edges", .array(graph.edges.map(edge))),
            ("metrics", self.metrics(metrics)),
        ])
        return document.document
    }

    static func node(_ node: NavigationNode) -> JSONTree {
        .object(nodeMembers(node))
    }

    static func nodeMembers(_ node: NavigationNode) -> [(key: String, value: JSONTree)] {
        var members: [(key: String, value: JSONTree)] = [
            ("name", .string(node.name)),
            ("kind", .string(node.kind.rawValue)),
            ("file", .string(node.file)),
            ("line", .int(node.line)),
            ("elements", .array(node.elements.map { element($0, in: node) })),
            ("onLoad", strings(node.onLoad)),
            ("onLoadIdentifiers", strings(node.onLoadIdentifiers)),
            ("methods", strings(node.methods)),
            ("visitedBy", strings(node.visitedBy)),
        ]
        if node.hasBackAction { members.append(("backAction", .bool(true))) }
        return members
    }

    /// `file` only where it is not the node's (an extension's, an inherited element's): `line` is in it.
    static func element(_ element: MapElement, in node: NavigationNode) -> JSONTree {
        var members: [(key: String, value: JSONTree)] = [("name", .string(element.name)), ("type", .string(element.type))]
        if let identifier = element.identifier { members.append(("identifier", .string(identifier))) }
        members.append(("source", .string(element.identifierSource)))
        if let pattern = element.pattern { members.append(("pattern", .string(pattern))) }
        if let labelKey = element.labelKey { members.append(("labelKey", .string(labelKey))) }
        if let constant = element.constant { members.append(("constant", .string(constant))) }
        if element.readsAsLabel { members.append(("readsAsLabel", .bool(true))) }
        if element.isPrivate { members.append(("private", .bool(true))) }
        if let application = element.application { members.append(("application", .string(application))) }
        if element.file != node.file { members.append(("file", .string(element.file))) }
        members.append(("line", .int(element.line)))
        return .object(members)
    }

    static func entry(_ graph: NavigationGraph, _ node: NavigationNode) -> JSONTree {
        let launch = node.launch ?? LaunchConfiguration()
        return .object([
            ("name", .string(node.name)),
            ("file", .string(node.file)),
            ("line", .int(node.line)),
            ("arguments", strings(launch.arguments)),
            ("environment", .array(launch.environment.map { .object([("key", .string($0.key)), ("value", .string($0.value))]) })),
            ("deepLinks", strings(launch.deepLinks)),
            ("code", strings(launch.code)),
            ("leadsTo", strings(Array(Set(graph.outgoing(from: node.name).map(\.to))).sorted())),
        ])
    }

    static func edge(_ edge: NavigationEdge) -> JSONTree {
        var members: [(key: String, value: JSONTree)] = [
            ("from", .string(edge.from)),
            ("to", .string(edge.to)),
            ("action", .string(edge.action)),
            ("kind", .string(edge.kind.rawValue)),
        ]
        if let condition = edge.condition { members.append(("condition", .string(condition))) }
        if edge.isSuspicious { members.append(("suspicious", .bool(true))) }
        if let base = edge.inheritedFrom { members.append(("inheritedFrom", .string(base))) }
        members.append(("evidence", .array(edge.evidence.map(evidence))))
        return .object(members)
    }

    static func evidence(_ evidence: Evidence) -> JSONTree {
        var members: [(key: String, value: JSONTree)] = [
            ("file", .string(evidence.file)),
            ("line", .int(evidence.line)),
            ("column", .int(evidence.column)),
            ("source", .string(evidence.source.rawValue)),
        ]
        if let test = evidence.test { members.append(("test", .string(test))) }
        if let example = evidence.example { members.append(("example", .string(example))) }
        return .object(members)
    }

    static func metrics(_ metrics: GraphMetrics) -> JSONTree {
        .object([
            ("screens", .int(metrics.screens)),
            ("transitions", .int(metrics.transitions)),
            ("entryPoints", .int(metrics.entryPoints)),
            ("unreachable", strings(metrics.unreachable)),
            ("deadEnds", strings(metrics.deadEnds)),
            ("cycles", .array(metrics.cycles.map(strings))),
            ("maxDepth", .int(metrics.maxDepth)),
            ("unvisited", strings(metrics.unvisited)),
            ("suspiciousEdges", .int(metrics.suspiciousEdges)),
        ])
    }

    static func strings(_ values: [String]) -> JSONTree {
        .array(values.map { .string($0) })
    }
}
