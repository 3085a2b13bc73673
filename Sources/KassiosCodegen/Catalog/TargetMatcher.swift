/// Finds the elements a step's words may mean, best evidence first:
///
/// 1. the identifier itself (`login.submit`);
/// 2. a label, from the code (`label: "Done"`) or a dump (`Sign In`);
/// 3. the element's name or identifier as words (`loginButton` ↔ "Login button"), or
///    the label fragment the code locates it by;
/// 4. a name or label that is merely similar, above the threshold.
///
/// It only ranks; whether a match is good enough, or two are too close to choose
/// between, is for the planner to say.
struct TargetMatcher {
    enum Tier: Int, Comparable, Sendable {
        case identifier, label, name, similar

        static func < (lhs: Tier, rhs: Tier) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Match: Sendable, Equatable {
        let container: String
        let element: CatalogElement
        let tier: Tier
        let score: Double
        /// Why it matched, for reports: `label "Sign In"`.
        let evidence: String
        /// How many of the step's words (type words included) the element's name and
        /// identifier carry; breaks ties ("Cards *tab*" → `cardsTab`).
        let overlap: Int
        /// What the summary must say about the choice: two names for one element.
        var note: String?
    }

    let threshold: Double

    /// A phrase's words as every element is matched against them, worked out once for them all.
    struct Wording {
        let phrase: TargetPhrase
        /// The words, stemmed.
        let words: [String]
        /// The stemmed words with the type words the phrase names (`field`), as a set.
        let withTypeWords: Set<String>
        /// The stemmed words joined, for similarity.
        let text: String

        init(_ phrase: TargetPhrase) {
            self.phrase = phrase
            words = Words.stems(phrase.words)
            withTypeWords = Set(words + phrase.typeWords)
            text = words.joined(separator: " ")
        }
    }

    /// `includingSimilar`: false leaves out the elements that are merely similar, which is the
    /// costly part: the planner looks for them only when nothing matched better.
    func matches(_ phrase: TargetPhrase, in container: Container, includingSimilar: Bool = true) -> [Match] {
        let wording = Wording(phrase)
        return container.elements.compactMap { element in
            guard var found = match(wording, element, includingSimilar: includingSimilar) else { return nil }
            // Named only after a constant kassios cannot read: found when nothing is named exactly.
            if element.isNamedByAConstantOnly, found.0 < .similar {
                guard includingSimilar else { return nil }
                found.0 = .similar
            }
            return Match(container: container.name, element: element, tier: found.0, score: found.1, evidence: found.2, overlap: overlap(phrase, element))
        }
    }

    func match(_ phrase: TargetPhrase, _ element: CatalogElement) -> (Tier, Double, String)? {
        match(Wording(phrase), element, includingSimilar: true)
    }

    func match(_ wording: Wording, _ element: CatalogElement, includingSimilar: Bool) -> (Tier, Double, String)? {
        let phrase = wording.phrase
        if let identifier = element.identifier, phrase.text == identifier { return (.identifier, 1, "identifier \"\(identifier)\"") }
        let words = wording.words
        guard !words.isEmpty else { return nil }
        for (label, labelWords) in zip(element.labels, element.labelWords) where labelWords == words {
            return (.label, 1, "label \"\(label)\"")
        }
        let nameWords = element.nameWords
        let core = element.nameWordsBesideTypeWords
        // "the search field" is not Hymns' "Search tab" button: a field is typed into, and the name says
        // another kind, of which the element is. Tapped things go by many names ("the Settings icon" for
        // `settingsButton`, "the Help button" for `helpCell`): only a field is held to its kind.
        func saysAnotherKind(_ named: [String]) -> Bool {
            guard phrase.typeWords.contains("field") else { return false }
            let kinds = Set(named.compactMap { TypeWords.canonical[$0] })
            return !kinds.isEmpty && kinds.isDisjoint(with: phrase.typeWords) && !TypeWords.fits(element.elementType, phrase.typeWords)
        }
        if words == nameWords || (words == core && !saysAnotherKind(nameWords)) || words + phrase.typeWords == nameWords
            || (core.isEmpty && TargetMatcher.namesByKindWords(nameWords, words: words, kinds: phrase.typeWords)) {
            return (.name, 1, "name \(element.name)")
        }
        // The identifier's last part ("remember me" for `login.rememberMe`), or all of it in any
        // order ("search field" for `search.field`, "home tab" for `tab.home`).
        let identifierWords = element.identifierWords
        if !identifierWords.isEmpty, words == identifierWords
            || (words == element.identifierWordsBesideTypeWords && !saysAnotherKind(identifierWords)) {
            return (.name, 1, "identifier \"\(element.identifier ?? "")\"")
        }
        // A name that ends with the step's words and the kind it wrote, after words that place it ("the settings
        // button" for HackersUITests' `navigationSettingsButton`, found by position): weaker than the name itself,
        // and only for an element with no identifier, whose name is all there is to go by.
        let said = words + phrase.writtenTypeWords
        if element.identifier == nil, !phrase.writtenTypeWords.isEmpty, nameWords.count > said.count, Array(nameWords.suffix(said.count)) == said {
            return (.name, 0.9, "name \(element.name), which ends with the step's words")
        }
        // Words in another order are weaker evidence: an exact name beats them.
        if let identifier = element.identifier, wording.withTypeWords == Set(element.wordsOfIdentifier) {
            return (.name, 0.9, "identifier \"\(identifier)\" (words in another order)")
        }
        // A fragment the code finds the element by, said exactly: "Transfer sent" for
        // `element(labelContains: "Transfer sent")`. "Share sheet" is not `button(containing: "Share")`.
        for (fragment, fragmentWords) in zip(element.labelFragments, element.fragmentWords) where fragmentWords == words {
            return (.name, 1, "label containing \"\(fragment)\"")
        }
        // Nor does one whose name says another kind merely resemble the words.
        guard includingSimilar, !saysAnotherKind(nameWords), !saysAnotherKind(identifierWords) else { return nil }
        var best: (Double, String)?
        for key in element.similarityKeys {
            guard let score = TextSimilarity.ratio(wording.text, key, atLeast: threshold) else { continue }
            if score > (best?.0 ?? 0) { best = (score, key) }
        }
        guard let best else { return nil }
        return (.similar, best.0, "similar to \"\(best.1)\" (\(Int((best.0 * 100).rounded()))%)")
    }

    /// TrialTask's `messageTextField` is "the message field": a name of kind words only, the last of
    /// them the step's kind, is named by the words before the kind words it ends in.
    static func namesByKindWords(_ nameWords: [String], words: [String], kinds: [String]) -> Bool {
        guard let last = nameWords.last, let kind = TypeWords.canonical[last], kinds.contains(kind) else { return false }
        var leading = nameWords[...]
        while leading.count > 1, let last = leading.last, TypeWords.canonical[last] != nil { leading = leading.dropLast() }
        return words[...] == leading
    }

    /// A type word counts when the name carries a word of its kind: "the sleep *checkbox*" (a switch)
    /// is tasks-ui-tests' `sleepCheckbox` more than its `sleepPage`.
    func overlap(_ phrase: TargetPhrase, _ element: CatalogElement) -> Int {
        let carried = Set(element.nameWords + element.identifierWords)
        let kinds = Set(carried.compactMap { TypeWords.canonical[$0] })
        // "the tip *title*": the word as written is carried by `tipTitle`, not `tipMessage`, though both are texts.
        let written = phrase.writtenTypeWords.filter { carried.contains($0) }
        return Set(phrase.words + phrase.typeWords).filter { carried.contains($0) || kinds.contains($0) }.count + Set(written).subtracting(phrase.typeWords).count
    }

    /// How close an element comes, for "closest:" lists: the best ratio of its similarity keys
    /// that is at least `threshold`, nil for none.
    func closeness(_ wording: Wording, _ element: CatalogElement, atLeast threshold: Double) -> Double? {
        guard !wording.text.isEmpty else { return nil }
        return element.similarityKeys.compactMap { TextSimilarity.ratio(wording.text, $0, atLeast: threshold) }.max()
    }

    // MARK: - Screens and dumps

    /// Containers a phrase names: "the Success screen" → `TransferConfirmationScreen.Success`; "the
    /// LogIn screen", one word for the name's two, → `LogInScreen`.
    func containers(named phrase: TargetPhrase, in catalog: Catalog) -> [Container] {
        let words = Words.stems(phrase.words)
        guard !words.isEmpty else { return [] }
        let joined = phrase.words.joined()
        return catalog.containers.filter { container in
            container.nameStems.contains(words) || container.name == phrase.text || container.nameWords.contains { $0.joined() == joined }
        }
    }

    /// Containers whose name is the phrase's words and then words that say no more than that it is a
    /// screen object: "the Home screen" → Hymns' `HomeViewCan`, when no container is called so; not
    /// `LoginErrorAlertRobot` for "the Login screen".
    func containers(beginningWith phrase: TargetPhrase, in catalog: Catalog) -> [Container] {
        let words = Words.stems(phrase.words)
        guard !words.isEmpty else { return [] }
        return catalog.containers.filter { container in
            container.nameStems.contains { name in
                name.count > words.count && name.starts(with: words) && name.dropFirst(words.count).allSatisfy(TargetMatcher.screenObjectWords.contains)
            }
        }
    }

    /// Words a screen object's type name may end in that name no screen: `HomeViewCan`, `LoginVC`.
    static let screenObjectWords: Set<String> = ["view", "can", "controller", "vc", "page", "screen", "robot", "scene", "object", "model", "po"]

    struct DumpMatch: Sendable, Equatable {
        let dump: DumpScreen
        let element: DumpElement
        let tier: Tier
    }

    /// Dump elements a phrase names by identifier, label or identifier words.
    func dumpMatches(_ phrase: TargetPhrase, in dumps: [DumpScreen]) -> [DumpMatch] {
        let words = Words.stems(phrase.words)
        var found: [DumpMatch] = []
        for dump in dumps {
            for element in dump.elements {
                if let identifier = element.identifier, identifier == phrase.text {
                    found.append(DumpMatch(dump: dump, element: element, tier: .identifier))
                } else if !words.isEmpty, let label = element.label, Words.stems(Words.ofPhrase(label)) == words {
                    found.append(DumpMatch(dump: dump, element: element, tier: .label))
                } else if !words.isEmpty, let identifier = element.identifier,
                          let last = identifier.split(separator: ".").last, Words.ofIdentifier(String(last)) == words {
                    found.append(DumpMatch(dump: dump, element: element, tier: .name))
                }
            }
        }
        return found
    }
}
