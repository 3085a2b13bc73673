import KassiosLint
import KassiosModel

/// `kassios map --path FROM TO`: the shortest way from one screen (or the app's launch) to
/// another, written as test code in the suite's own style — `onScreen` blocks for KassiOS
/// screens, method chains for robots and page objects, `navigator.goto` for MappaMundi.
public struct PathQuery {
    public enum Problem: Error, Equatable, CustomStringConvertible {
        case unknown(String, suggestions: [String])
        case ambiguous(String, candidates: [String])
        case unreachable(from: String, to: String)
        /// `--path Home launch`: the launch words name where paths start.
        case launchAsDestination(String)

        public var description: String {
            switch self {
            case .unknown(let name, let suggestions):
                return "no screen, robot or entry point named '\(name)'" + (suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?")
            case .ambiguous(let name, let candidates):
                return "'\(name)' could be \(candidates.map { "'\($0)'" }.joined(separator: ", ")); name one"
            case .unreachable(let from, let to):
                return "no path from \(from) to \(to) in the map"
            case .launchAsDestination(let word):
                return "'\(word)' stands for the app's launch, where a path starts; it cannot be where one ends"
            }
        }
    }

    /// Words that stand for every entry point: the path starts at the nearest launch.
    public static let launchWords: Set<String> = ["launch", "entry", "start", "app"]

    public let graph: NavigationGraph
    public let from: [String]
    public let to: String
    public let edges: [NavigationEdge]

    public init(graph: NavigationGraph, from: String, to: String) throws {
        self.graph = graph
        let source: String?   // nil: from a launch
        if PathQuery.launchWords.contains(from.lowercased()) {
            if graph.entryPoints.isEmpty { throw Problem.unreachable(from: "any entry point (the suite shows none)", to: to) }
            source = nil
        } else {
            source = try PathQuery.resolve(from, in: graph)
        }
        do {
            self.to = try PathQuery.resolve(to, in: graph, screensOnly: true)
        } catch Problem.unknown where PathQuery.launchWords.contains(to.lowercased()) {
            throw Problem.launchAsDestination(to)   // and no screen is called that (StartScreen would be)
        }
        // From a launch: the launches the tests that visit the target use first.
        self.from = source.map { [$0] } ?? graph.entryPointsByUse(toward: self.to)
        // A transition with nothing done between is a last resort.
        guard let edges = graph.shortestPath(fromAny: self.from, to: self.to, using: { !$0.isSuspicious })
                ?? graph.shortestPath(fromAny: self.from, to: self.to) else {
            throw Problem.unreachable(from: self.from.count == 1 ? self.from[0] : "any entry point", to: self.to)
        }
        self.edges = edges
    }

    /// A name as typed → a node: exact, any case, with `Screen`/`Robot`/`Page` added, then a
    /// unique prefix or part of a name. A path ends at a screen (`screensOnly`), never at an
    /// entry point (a test's launch method).
    public static func resolve(_ typed: String, in graph: NavigationGraph, screensOnly: Bool = false) throws -> String {
        let names = (screensOnly ? graph.screens : graph.nodes).map(\.name)
        if names.contains(typed) { return typed }
        let lower = typed.lowercased()
        let tiers: [(String) -> Bool] = [
            { $0.lowercased() == lower },
            { name in ["screen", "robot", "page"].contains { name.lowercased() == lower + $0 } },
            { $0.lowercased().hasPrefix(lower) },
            { $0.lowercased().contains(lower) },
        ]
        for tier in tiers {
            let matches = names.filter(tier)
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 { throw Problem.ambiguous(typed, candidates: matches) }
        }
        let wanted = Array(lower)
        let close = names.filter { NameSuggestion.distance(Array($0.lowercased()), wanted, atMost: max(2, wanted.count / 3)) != nil }
        throw Problem.unknown(typed, suggestions: Array(close.prefix(3)))
    }

    /// The path as Swift, ready to paste into a test method.
    public var code: String {
        PathCodeWriter(graph: graph, edges: edges, target: to).lines.joined(separator: "\n") + "\n"
    }

    /// The path as one line per step: `LoginScreen --submit.tap()--> HomeScreen`.
    public var steps: [String] {
        edges.map { "\($0.from) --\($0.action)--> \($0.to)" }
    }
}
