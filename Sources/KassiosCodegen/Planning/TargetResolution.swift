/// Which element, or which screen, a step's words mean: one answer or a refusal.
extension CasePlanner {
    /// Similar-tier scores this close to the best are a tie.
    static let similarityTie = 0.05

    func resolveElement(_ phrase: TargetPhrase, hint: TargetPhrase?, current: String?) -> Result<(Container, TargetMatcher.Match), Refusal> {
        var hinted: Set<String>?
        if let hint {
            var named = matcher.containers(named: hint, in: catalog)
            // "on the Settings screen" when the test is on `SettingsHymnViewCan`: the screen it is on,
            // named by its name's beginning.
            if named.isEmpty, let current, let here = catalog.container(named: current),
               here.nameStems.contains(where: { $0.starts(with: Words.stems(hint.words)) }), !hint.words.isEmpty {
                named = [here]
            }
            guard !named.isEmpty else {
                return .failure(Refusal(reason: "no screen object is called '\(hint.text)'", candidates: closestContainers(hint)))
            }
            hinted = Set(named.map(\.name))
        }
        // Exact evidence first, in every kind of container the style uses: a label or identifier said
        // exactly, in the suite or in a dump, is a fact; a look-alike is the last resort, and only
        // when nothing anywhere names the target exactly.
        if let exact = resolveElement(phrase, hinted: hinted, current: current, similar: false) { return exact }
        // "Turn off all filters", "all messages are shown": a leading "all" that no element's name has
        // ("the all inventory button" is MovingBox's `allInventoryButton`) says how many, not which.
        if phrase.words.count > 1, phrase.words.first == "all" {
            var plain = phrase
            plain.words.removeFirst()
            if let exact = resolveElement(plain, hinted: hinted, current: current, similar: false), case .success = exact { return exact }
        }
        if !matcher.dumpMatches(phrase, in: catalog.dumps).isEmpty { return .failure(unmatched(phrase, hinted: hinted)) }
        if !QualifierWords.opensWithQualifier(phrase), let similar = resolveElement(phrase, hinted: hinted, current: current, similar: true) {
            return similar
        }
        return .failure(unmatched(phrase, hinted: hinted))
    }

    /// The element among the matches of one class of evidence (the exact tiers, or similarity),
    /// the style's preferred kinds first; nil when nothing of that class matched.
    func resolveElement(_ phrase: TargetPhrase, hinted: Set<String>?, current: String?,
                        similar: Bool) -> Result<(Container, TargetMatcher.Match), Refusal>? {
        for kinds in preference {
            let containers = catalog.containers.filter { kinds.contains($0.kind) && (hinted?.contains($0.name) ?? true) }
            var matches = containers.flatMap { matcher.matches(phrase, in: $0, includingSimilar: similar) }.filter { ($0.tier == .similar) == similar }
            guard !matches.isEmpty else { continue }
            // The screen the test is on first, unless all it has is a look-alike.
            if let current {
                let here = matches.filter { $0.container == current && $0.tier <= .name }
                if !here.isEmpty { matches = here }
            }
            let best = matches.map(\.tier).min()!
            let top = matches.filter { $0.tier == best }.map(\.score).max()!
            var tied = matches.filter { $0.tier == best && $0.score >= top - (best == .similar ? CasePlanner.similarityTie : 0) }
            // Where the test is is unknown: of screens that each fit, the one whose element carries more of
            // the step's words ("the browse tab": `browseTab`, not `browseTitle` labelled "Browse").
            if current == nil, Set(tied.map(\.container)).count > 1 {
                let most = tied.map(\.overlap).max()!
                tied = tied.filter { $0.overlap == most }
            }
            let names = Array(Set(tied.map(\.container))).sorted()
            if names.count > 1 {
                let sameElement = Set(tied.map { "\($0.element.declaredIn).\($0.element.name)" }).count == 1
                // One element a class declares and its subclasses inherit (tasks-ui-tests' `TasksScreen` and
                // `SleepScreen: TasksScreen`): the class that declares it, when the test is on none of them.
                let declaring = sameElement && names.contains(tied[0].element.declaredIn) ? tied[0].element.declaredIn : nil
                guard let chosen = nearest(names, from: current) ?? declaring else {
                    let reason = sameElement
                        ? "'\(phrase.text)' is on several screens (\(names.joined(separator: ", "))) and the screen the test is on is not known; say which ('on the … screen'), or give the start screen in the precondition's 'screen:'"
                        : "ambiguous: '\(phrase.text)' fits elements of several screens equally well"
                    return .failure(Refusal(reason: reason, candidates: tied.map(describe).sorted()))
                }
                tied = tied.filter { $0.container == chosen }
            }
            let container = catalog.container(named: tied[0].container)!
            var distinct: [TargetMatcher.Match] = []
            for match in tied where !distinct.contains(where: { $0.element.name == match.element.name }) { distinct.append(match) }
            if distinct.count > 1 {
                // The step's own words: "Cards *tab*" → cardsTab; then the kind it named: "the *field*".
                let most = distinct.map(\.overlap).max()!
                let byWords = distinct.filter { $0.overlap == most }
                if byWords.count == 1 {
                    distinct = byWords
                } else if !phrase.typeWords.isEmpty {
                    let fitting = byWords.filter { TypeWords.fits($0.element.elementType, phrase.typeWords) }
                    if fitting.count == 1 { distinct = fitting }
                }
            }
            if distinct.count > 1, let same = sameElement(distinct, in: container) { distinct = [same] }
            guard distinct.count == 1 else {
                return .failure(Refusal(reason: "ambiguous: '\(phrase.text)' fits \(distinct.count) elements of \(container.name) equally well (\(best == .similar ? "by similarity" : "by \(tierName(best))"))",
                                        candidates: distinct.map(describe)))
            }
            return .success((container, distinct[0]))
        }
        return nil
    }

    /// Two properties for one identifier and kind (`saveButton` and `save`, both "profile.save")
    /// are one element, not a choice: the one the container's methods use, else the one the
    /// suite's navigation taps, else the first by name; the evidence says which and why. Not two
    /// under other queries: an alert's "Logout" (`app.alerts.buttons["Logout"]`) is not the button
    /// that opens the alert (`app.buttons["Logout"]`).
    func sameElement(_ matches: [TargetMatcher.Match], in container: Container) -> TargetMatcher.Match? {
        let first = matches[0].element
        guard let identifier = first.identifier, matches.allSatisfy({ match in
            match.element.identifier == identifier && match.element.scope == first.scope
                && (match.element.elementType == first.elementType || match.element.elementType == "any" || first.elementType == "any")
        }) else { return nil }
        let sorted = matches.sorted { $0.element.name < $1.element.name }
        let byMethods = Set(container.methods.flatMap { $0.uses.map(\.element) })
        let byTests = Set(navigation.moves(from: container.name).compactMap { move in
            move.action.split(separator: ".").first.map(String.init)
        })
        let chosen: TargetMatcher.Match
        let why: String
        if let used = sorted.first(where: { byMethods.contains($0.element.name) }) {
            (chosen, why) = (used, "the one \(container.name)'s methods use")
        } else if let used = sorted.first(where: { byTests.contains($0.element.name) }) {
            (chosen, why) = (used, "the one the suite's tests use")
        } else {
            (chosen, why) = (sorted[0], "the first by name")
        }
        let names = sorted.map { "\(container.name).\($0.element.name)" }.joined(separator: " and ")
        let note = "\(names) are one element (\"\(identifier)\"); the test uses \(chosen.element.name), \(why)"
        return TargetMatcher.Match(container: chosen.container, element: chosen.element, tier: chosen.tier, score: chosen.score,
                                   evidence: chosen.evidence + "; " + note, overlap: chosen.overlap, note: note)
    }

    /// The one screen among `names` the suite's navigation reaches first from `current`.
    func nearest(_ names: [String], from current: String?) -> String? {
        guard let current else { return nil }
        let distances = names.compactMap { name in navigation.distance(from: current, to: name).map { (name, $0) } }
        guard let best = distances.map(\.1).min() else { return nil }
        let nearest = distances.filter { $0.1 == best }
        return nearest.count == 1 ? nearest[0].0 : nil
    }

    func tierName(_ tier: TargetMatcher.Tier) -> String {
        switch tier {
        case .identifier: return "identifier"
        case .label: return "label"
        case .name: return "name"
        case .similar: return "similarity"
        }
    }

    func describe(_ match: TargetMatcher.Match) -> String {
        "\(match.container).\(match.element.summary)"
    }

    /// No element matched: perhaps a dump shows it (then say what the app or the suite
    /// lacks), else the closest elements.
    func unmatched(_ phrase: TargetPhrase, hinted: Set<String>?) -> Refusal {
        let found = matcher.dumpMatches(phrase, in: catalog.dumps)
        if let best = found.min(by: { ($0.tier, $0.dump.name, $0.element.line) < ($1.tier, $1.dump.name, $1.element.line) }) {
            let element = best.element
            let shown = "\(element.type) \"\(element.label ?? element.identifier ?? "")\" (\(best.dump.path):\(element.line))"
            guard let identifier = element.identifier else {
                return Refusal(reason: "the \(best.dump.name) dump shows a \(shown) with no accessibility identifier; the app must give it one",
                               missingIdentifier: "\(element.type) \"\(element.label ?? "")\" on \(best.dump.name)")
            }
            let screen = container(shownBy: best.dump)
            if let screen {
                let declaration = SwiftSource.elementDeclaration(type: element.type, identifier: identifier, in: screen)
                return Refusal(reason: "\(screen.name) has no element for \"\(identifier)\", which the \(best.dump.name) dump shows as a \(shown); add `\(declaration)` to \(screen.name)")
            }
            return missingScreenObject(for: best.dump, reason: "no screen object has \"\(identifier)\": the \(best.dump.name) dump (\(best.dump.path)) shows a screen the suite has no screen object for")
        }
        let pool = catalog.containers.filter { container in
            preference.contains { $0.contains(container.kind) } && (hinted?.contains(container.name) ?? true)
        }
        var scored: [(name: String, score: Double)] = []
        let wording = TargetMatcher.Wording(phrase)
        for container in pool {
            for element in container.elements {
                if let score = matcher.closeness(wording, element, atLeast: 0.5) {
                    scored.append((container.name + "." + element.summary, score))
                }
            }
        }
        scored.sort { $0.score != $1.score ? $0.score > $1.score : $0.name < $1.name }
        return Refusal(reason: "no element matched '\(phrase.text)'", candidates: scored.prefix(3).map { $0.name })
    }

    /// The container a screen phrase names.
    func resolveScreen(_ phrase: TargetPhrase) -> Result<Container, Refusal> {
        let named = matcher.containers(named: phrase, in: catalog)
        if let found = preferred(named, ambiguity: "several screens are called '\(phrase.text)'") { return found }
        // No container called so: one whose name begins so and says no more than that it is one.
        if named.isEmpty,
           let found = preferred(matcher.containers(beginningWith: phrase, in: catalog),
                                 ambiguity: "several screens' names begin with '\(phrase.text)'") {
            return found
        }
        let words = Words.stems(phrase.words)
        if let dump = catalog.dumps.first(where: { Words.stems(Words.ofIdentifier($0.name)) == words }) {
            if let shown = container(shownBy: dump) { return .success(shown) }
            return .failure(missingScreenObject(for: dump, reason: "the suite has no screen object for the \(dump.name) screen that \(dump.path) shows"))
        }
        return .failure(Refusal(reason: "no screen object is called '\(phrase.text)'", candidates: closestContainers(phrase)))
    }

    /// The one of `candidates` of the style's most preferred kind that has any; a refusal naming
    /// them when that kind has several; nil when none is of a kind the style uses.
    private func preferred(_ candidates: [Container], ambiguity: String) -> Result<Container, Refusal>? {
        for kinds in preference {
            let fitting = candidates.filter { kinds.contains($0.kind) }
            if fitting.count == 1 { return .success(fitting[0]) }
            if fitting.count > 1 { return .failure(Refusal(reason: "ambiguous: " + ambiguity, candidates: fitting.map(\.name))) }
        }
        return nil
    }

    /// A dump's screen the suite has no screen object for: one is generated from the dump,
    /// unless the suite already declares a type of that name (a file the suite has is never
    /// written again): then what the suite must change is said instead.
    func missingScreenObject(for dump: DumpScreen, reason: String) -> Refusal {
        let typeName = (style == .robot ? ScreenStyle.robot : ScreenStyle.kassios).typeName(for: dump.name)
        guard !catalog.declaredTypes.contains(typeName) else {
            return Refusal(reason: reason + "; \(typeName) is declared but is not a \(style == .robot ? "robot" : "KassiOS screen") kassios can use: add the element to it, or check the 'screens:' and 'robots:' settings")
        }
        return Refusal(reason: reason + "; generate one with 'kassios generate screen \(dump.path)'", neededDump: dump.name)
    }

    func closestContainers(_ phrase: TargetPhrase) -> [String] {
        let text = phrase.words.joined(separator: " ")
        return catalog.containers.compactMap { container -> (String, Double)? in
            let score = container.nameWords.compactMap { TextSimilarity.ratio(text, $0.joined(separator: " "), atLeast: 0.5) }.max()
            return score.map { (container.name, $0) }
        }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.prefix(3).map(\.0)
    }

    /// The suite's screen object a dump shows: by its identifiers (the map's identification),
    /// else by name (`Home` → `HomeScreen`), the style's preferred kind first.
    func container(shownBy dump: DumpScreen) -> Container? {
        if let shown = dump.shows.flatMap(catalog.container(named:)) { return shown }
        let words = Words.ofIdentifier(dump.name)
        let named = catalog.containers.filter { $0.nameWords.contains(words) }
        return preference.lazy.compactMap { kinds in named.first { kinds.contains($0.kind) } }.first
    }
}
