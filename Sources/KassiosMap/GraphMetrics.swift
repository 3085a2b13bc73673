/// The figures crawler graphs report, worked out for a navigation graph.
///
/// - `screens`: nodes other than entry points; `transitions`: edges other than launches.
/// - `unreachable`: screens no path from any entry point reaches (all of them when the
///   suite shows no entry point).
/// - `deadEnds`: screens with no way out — no outgoing edge and no MappaMundi `backAction`.
/// - `cycles`: the strongly connected groups of screens one can go round in (two or more
///   screens, or one with an edge to itself), each sorted, listed by first name.
/// - `maxDepth`: the most edges a reachable screen is from its nearest entry point (a screen
///   the app launches on is at depth 1); 0 when nothing is reachable.
/// - `unvisited`: screens no test visits.
public struct GraphMetrics: Equatable, Sendable {
    public var screens: Int
    public var transitions: Int
    public var entryPoints: Int
    public var unreachable: [String]
    public var deadEnds: [String]
    public var cycles: [[String]]
    public var maxDepth: Int
    public var unvisited: [String]
    /// Edges with nothing done between two screens.
    public var suspiciousEdges: Int

    public init(graph: NavigationGraph) {
        let screenNodes = graph.screens
        screens = screenNodes.count
        transitions = graph.edges.filter { $0.kind != .launch }.count
        entryPoints = graph.nodes.count - screenNodes.count
        suspiciousEdges = graph.edges.filter(\.isSuspicious).count
        let distances = graph.distancesFromEntryPoints()
        unreachable = screenNodes.filter { distances[$0.name] == nil }.map(\.name)
        deadEnds = screenNodes.filter { !$0.hasBackAction && graph.outgoing(from: $0.name).isEmpty }.map(\.name)
        maxDepth = screenNodes.compactMap { distances[$0.name] }.max() ?? 0
        unvisited = screenNodes.filter { $0.visitedBy.isEmpty }.map(\.name)
        cycles = GraphMetrics.cycles(in: graph)
    }

    /// Tarjan's strongly connected components, with an explicit stack (graphs of thousands
    /// of screens in a chain must not overflow the call stack).
    static func cycles(in graph: NavigationGraph) -> [[String]] {
        let successors = graph.successorIndices()
        let count = successors.count
        var order = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var nextOrder = 0
        var components: [[Int]] = []
        // Each frame: a node and how many of its successors have been looked at.
        var frames: [(node: Int, next: Int)] = []
        for start in 0..<count where order[start] < 0 {
            frames.append((start, 0))
            order[start] = nextOrder
            lowLink[start] = nextOrder
            nextOrder += 1
            stack.append(start)
            onStack[start] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.next < successors[node].count {
                    frames[frames.count - 1].next += 1
                    let successor = successors[node][frame.next]
                    if order[successor] < 0 {
                        order[successor] = nextOrder
                        lowLink[successor] = nextOrder
                        nextOrder += 1
                        stack.append(successor)
                        onStack[successor] = true
                        frames.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[node] = min(lowLink[node], order[successor])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == order[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                components.append(component)
            }
        }
        let nodes = graph.nodes
        return components.compactMap { component -> [String]? in
            let isCycle = component.count > 1 || successors[component[0]].contains(component[0])
            guard isCycle, nodes[component[0]].kind != .entry else { return nil }
            return component.map { nodes[$0].name }.sorted()
        }.sorted { $0[0] < $1[0] }
    }
}
