/// Gathers edges from every reader: identical edges (same from, to, action and condition)
/// become one that keeps all their evidence.
struct EdgeCollector {
    private var edges: [String: NavigationEdge] = [:]
    /// Tests that visit each node, by node name.
    private(set) var visits: [String: Set<String>] = [:]

    mutating func add(_ edge: NavigationEdge) {
        if var existing = edges[edge.key] {
            existing.evidence += edge.evidence
            // A suspicious edge shown with an action elsewhere keeps the stronger kind.
            if existing.kind == .none { existing.kind = edge.kind }
            if existing.inheritedFrom == nil { existing.inheritedFrom = edge.inheritedFrom }
            edges[edge.key] = existing
        } else {
            edges[edge.key] = edge
        }
    }

    mutating func visit(_ node: String, by test: String) {
        visits[node, default: []].insert(test)
    }

    /// The edges, each with its evidence sorted and without repeats.
    var all: [NavigationEdge] {
        edges.values.map { edge in
            var edge = edge
            edge.evidence = Array(Set(edge.evidence)).sorted()
            return edge
        }
    }

    /// Nodes at either end of an edge.
    var endpoints: Set<String> {
        var result: Set<String> = []
        for edge in edges.values {
            result.insert(edge.from)
            result.insert(edge.to)
        }
        return result
    }
}
