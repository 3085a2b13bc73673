import KassiosHierarchy
import KassiosLint

/// `kassios identify DUMP`: which screen of the map a hierarchy dump shows, ranked by how
/// many of each screen's `onLoad` and other identifiers it contains (see
/// `ScreenIdentification` for the ranking, the score and the verdict). This is how an agent driving the app knows where it is.
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
            // The type each identifier is queried as, where all of the node's elements with it agree.
            var types: [String: String] = [:]
            var mixed: Set<String> = []
            var labelKeys: Set<String> = []
            for element in node.elements {
                guard let identifier = element.identifier, element.application == nil else { continue }
                if element.readsAsLabel { labelKeys.insert(identifier) }
                if let known = types[identifier], known != element.type { mixed.insert(identifier) } else { types[identifier] = element.type }
            }
            for identifier in mixed { types[identifier] = nil }
            return ScreenCandidate(name: node.name, onLoadIdentifiers: node.onLoadIdentifiers, identifiers: identifiers,
                                   onLoadAlternatives: node.onLoadAlternatives, elementTypes: types, labelKeys: labelKeys)
        }
    }

    /// Whether the dump was told apart: exactly one screen fits best.
    public var isIdentified: Bool { result.identified != nil }

    /// `Login.idb.json: LoginScreen (onLoad 3/3, others 4/5; 89%)`, then the candidates in
    /// columns: name, fits, what was found of onLoad and of the others (what ranks), the score.
    public func text(top: Int) -> String {
        var lines: [String] = []
        switch result.verdict {
        case .identified(let match):
            lines.append("\(dump): \(match.name) (\(DumpIdentification.summary(match)))")
        case .tie(let tied):
            lines.append("\(dump): tie between " + tied.map { "\($0.name) (\(DumpIdentification.summary($0)))" }.joined(separator: ", ")
                + "; the dump shows as many identifiers of each; waiting in onLoad for an identifier only one of them has would tell them apart")
        case .unknown(let nearest):
            let names = nearest.map { "\($0.name) (\(DumpIdentification.summary($0)))" }
            lines.append("\(dump): unknown screen" + (names.isEmpty ? "; no screen has any of its identifiers" : "; nearest: " + names.joined(separator: ", ")))
        }
        let ranked = result.ranking.prefix(top).filter { $0.foundCount > 0 }
        let columns = ranked.map { [$0.name, $0.fits ? "fits" : "", DumpIdentification.onLoadCount($0) ?? "",
                                    DumpIdentification.othersCount($0) ?? ""] }
        let widths = (0..<4).map { column in columns.map { $0[column].count }.max() ?? 0 }
        for (match, row) in zip(ranked, columns) {
            var line = "  " + row[0].padding(to: widths[0])
            for column in 1..<4 where widths[column] > 0 { line += "  " + row[column].padding(to: widths[column]) }
            let percent = "\(match.score.percent)%"
            line += "  " + String(repeating: " ", count: max(0, 4 - percent.count)) + percent
            if !match.onLoadMissing.isEmpty { line += "; onLoad missing: " + match.onLoadMissing.joined(separator: ", ") }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `onLoad 2/2, others 1/2; 83%`.
    static func summary(_ match: ScreenMatch) -> String {
        let counts = [onLoadCount(match), othersCount(match)].compactMap { $0 }
        return counts.joined(separator: ", ") + (counts.isEmpty ? "" : "; ") + "\(match.score.percent)%"
    }

    /// `onLoad 2/3`: found of all; nil for a screen without onLoad identifiers.
    static func onLoadCount(_ match: ScreenMatch) -> String? {
        match.hasOnLoad ? "onLoad \(match.onLoadFound.count)/\(match.onLoadFound.count + match.onLoadMissing.count)" : nil
    }

    /// `others 4/5`; nil for a screen whose identifiers are all in its onLoad.
    static func othersCount(_ match: ScreenMatch) -> String? {
        let total = match.othersFound.count + match.othersMissing.count
        return total > 0 ? "others \(match.othersFound.count)/\(total)" : nil
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
