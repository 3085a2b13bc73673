import KassiosHierarchy
import KassiosLint

/// `kassios identify DUMP`: which screen of the map a hierarchy dump shows, ranked by the
/// `onLoad` and other identifiers of each screen it contains (see `ScreenIdentification`
/// for the score and the verdict). This is how an agent driving the app knows where it is.
public struct DumpIdentification {
    public let dump: String
    public let result: ScreenIdentification

    public init(dump: String, hierarchy: Hierarchy, graph: NavigationGraph) {
        self.dump = dump
        result = ScreenIdentification(hierarchy: hierarchy, candidates: DumpIdentification.candidates(in: graph))
    }

    /// Every screen, robot, page object and state that declares a static identifier.
    public static func candidates(in graph: NavigationGraph) -> [ScreenCandidate] {
        graph.screens.compactMap { node in
            let identifiers = node.identifiers
            guard !identifiers.isEmpty else { return nil }
            return ScreenCandidate(name: node.name, onLoadIdentifiers: node.onLoadIdentifiers, identifiers: identifiers)
        }
    }

    /// Whether the dump was told apart: exactly one screen fits best.
    public var isIdentified: Bool { result.identified != nil }

    /// `Login.idb.json: LoginScreen (100%: onLoad 3/3, others 4/5)` and the runners-up.
    public func text(top: Int) -> String {
        var lines: [String] = []
        switch result.verdict {
        case .identified(let match):
            lines.append("\(dump): \(match.name) (\(DumpIdentification.summary(match)))")
        case .tie(let tied):
            lines.append("\(dump): tie between \(tied.map(\.name).joined(separator: ", ")) (\(DumpIdentification.summary(tied[0]))); "
                + "an identifier only one of them waits for in onLoad would tell them apart")
        case .unknown(let nearest):
            let names = nearest.map { "\($0.name) (\(DumpIdentification.summary($0)))" }
            lines.append("\(dump): unknown screen" + (names.isEmpty ? "; no screen has any of its identifiers" : "; nearest: " + names.joined(separator: ", ")))
        }
        let ranked = result.ranking.prefix(top).filter { $0.foundCount > 0 }
        let width = ranked.map(\.name.count).max() ?? 0
        for match in ranked {
            let percent = String(match.score.percent)
            var line = "  " + match.name.padding(to: width) + (match.fits ? "  fits  " : "        ")
                + String(repeating: " ", count: 3 - min(3, percent.count)) + DumpIdentification.summary(match)
            if !match.onLoadMissing.isEmpty { line += "; onLoad missing: " + match.onLoadMissing.joined(separator: ", ") }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `83%: onLoad 2/2, others 1/2`.
    static func summary(_ match: ScreenMatch) -> String {
        let onLoad = match.onLoadFound.count + match.onLoadMissing.count
        let others = match.othersFound.count + match.othersMissing.count
        var counts: [String] = []
        if onLoad > 0 { counts.append("onLoad \(match.onLoadFound.count)/\(onLoad)") }
        if others > 0 { counts.append("others \(match.othersFound.count)/\(others)") }
        return "\(match.score.percent)%" + (counts.isEmpty ? "" : ": " + counts.joined(separator: ", "))
    }

    public func json(top: Int) -> JSONTree {
        var members: [(key: String, value: JSONTree)] = [("dump", .string(dump))]
        switch result.verdict {
        case .identified(let match):
            members.append(("verdict", .string("identified")))
            members.append(("screen", .string(match.name)))
        case .tie(let tied):
            members.append(("verdict", .string("tie")))
            members.append(("tied", .array(tied.map { .string($0.name) })))
        case .unknown:
            members.append(("verdict", .string("unknown")))
        }
        let ranked = result.ranking.prefix(top).filter { $0.foundCount > 0 }
        members.append(("candidates", .array(ranked.map { match in
            .object([
                ("name", .string(match.name)),
                ("fits", .bool(match.fits)),
                ("score", .string(match.score.description)),
                ("percent", .int(match.score.percent)),
                ("onLoadFound", .array(match.onLoadFound.map { .string($0) })),
                ("onLoadMissing", .array(match.onLoadMissing.map { .string($0) })),
                ("othersFound", .array(match.othersFound.map { .string($0) })),
                ("othersMissing", .array(match.othersMissing.map { .string($0) })),
            ])
        })))
        return .object(members)
    }
}

extension String {
    /// The text followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
