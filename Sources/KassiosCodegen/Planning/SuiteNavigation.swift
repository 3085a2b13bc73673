import KassiosHierarchy
import KassiosMap

/// What the navigation map (`kassios map`) knows, for test generation: which screen leads
/// to which in the suite's own tests and robots, and which screen a dump shows.
public struct SuiteNavigation: NavigationEvidence {
    public let graph: NavigationGraph

    public init(graph: NavigationGraph) {
        self.graph = graph
    }

    /// Transitions with an action; two screens in a row with nothing done between them
    /// are no evidence of how to get from one to the other.
    static func isAction(_ edge: NavigationEdge) -> Bool { edge.kind != .none }

    public func distance(from source: String, to destination: String) -> Int? {
        graph.shortestPath(from: source, to: destination, using: SuiteNavigation.isAction)?.count
    }

    /// `submit.tap() in LoginTests.test_login_withValidCredentials_showsHome`.
    public func evidence(from source: String, to destination: String, element: String?) -> String? {
        let edges = graph.outgoing(from: source).filter { $0.to == destination && SuiteNavigation.isAction($0) }
        let onElement = element.flatMap { name in edges.first { $0.action.hasPrefix(name + ".") } }
        guard let edge = onElement ?? edges.first else { return nil }
        guard let place = edge.evidence.first else { return edge.action }
        return "\(edge.action) in \(place.test ?? place.position)"
    }

    /// The screen a dump shows among the containers of the kinds given, best kinds first;
    /// nil when none fits, or several fit equally (a tie names no screen).
    public func screen(shownBy hierarchy: Hierarchy, among containers: [[Container]]) -> String? {
        let candidates = DumpIdentification.candidates(in: graph)
        for group in containers {
            let names = Set(group.map(\.name))
            let identification = ScreenIdentification(hierarchy: hierarchy, candidates: candidates.filter { names.contains($0.name) })
            switch identification.verdict {
            case .identified(let match): return match.name
            case .tie: return nil
            case .unknown: continue
            }
        }
        return nil
    }
}
