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

    public func moves(from source: String) -> [NavigationMove] {
        graph.outgoing(from: source).filter(SuiteNavigation.isAction).map(SuiteNavigation.move)
    }

    public func path(from source: String, to destination: String, accepting: (NavigationMove) -> Bool) -> [NavigationMove]? {
        graph.shortestPath(from: source, to: destination) { SuiteNavigation.isAction($0) && accepting(SuiteNavigation.move($0)) }?
            .map(SuiteNavigation.move)
    }

    /// Of the launches written in a test or its set-up (not a helper's or a robot's, which may sign in
    /// first), those with these arguments and this environment and nothing opened after them: the one
    /// screen they all lead to (TrialTask's `Screen.app.launch()`, then `UsersListScreen()`).
    public func launchScreen(arguments: [String], environment: [String: String]) -> String? {
        var screens: Set<String> = []
        for entry in graph.entryPoints {
            guard let launch = entry.launch, launch.arguments == arguments, launch.deepLinks.isEmpty,
                  Dictionary(launch.environment.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }) == environment else { continue }
            switch launch.start {
            case .inPlace, .beforeEachTest: break
            case .call, .robotMethod, .applicationMethod, .construction: continue
            }
            for edge in graph.outgoing(from: entry.name) where edge.kind == .launch { screens.insert(edge.to) }
        }
        return screens.count == 1 ? screens.first : nil
    }

    public func launchScreen(enteredBy entries: [String]) -> String? {
        let screens = Set(entries.flatMap { entry in graph.outgoing(from: entry).filter { $0.kind == .launch }.map(\.to) })
        return screens.count == 1 ? screens.first : nil
    }

    static func move(_ edge: NavigationEdge) -> NavigationMove {
        let kind: NavigationMove.Kind
        switch edge.kind {
        case .interaction: kind = .interaction
        case .method: kind = .method
        case .navigate: kind = .navigate
        default: kind = .other
        }
        let shown = edge.evidence.first.map { $0.test ?? $0.position }
        return NavigationMove(from: edge.from, to: edge.to, action: edge.action, kind: kind, shownIn: shown)
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
