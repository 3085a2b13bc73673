/// The verbs kassios understands in steps, in English and Russian, and where in a step
/// each may stand. A word ending in `*` is a stem: `нажм*` covers нажмите, нажмём;
/// `tap*` covers taps, tapping. `.kassios-lint.yml` adds phrases (`codegen: vocabulary:`).
public struct Vocabulary: Sendable {
    /// What a step asks for.
    public enum Verb: String, CaseIterable, Sendable {
        case tap, enter, replace, see
        case notSee = "not_see"
        case wait, scroll, swipe
        case switchOn = "switch_on"
        case switchOff = "switch_off"
        case toggle, back, open, launch
        /// State checks: "Remember me is on", "переключатель включён".
        case isOn = "is_on"
        case isOff = "is_off"
        /// Whether an element can be used: "the Sign In button is disabled", "кнопка неактивна".
        case isEnabled = "is_enabled"
        case isDisabled = "is_disabled"
        /// Value checks between a target and a value: "Email contains …", "… содержит …".
        case value

        /// Where the verb's phrases stand when the configuration adds some.
        var defaultPosition: Position {
            switch self {
            case .see, .notSee: return .either
            case .isOn, .isOff, .isEnabled, .isDisabled: return .end
            case .value: return .middle
            default: return .start
            }
        }
    }

    public enum Position: Sendable {
        /// First, after filler ("I", "then", "пользователь"): "tap Sign In".
        case start
        /// Last: "the Home screen is shown".
        case end
        /// Either: "отображается баннер", "баннер отображается".
        case either
        /// Between a target and a value: "Email contains x".
        case middle
    }

    public struct Phrase: Sendable, Equatable {
        public let verb: Verb
        /// Lowercased words; a trailing `*` makes a word a stem.
        public let words: [String]
        public let position: Position
    }

    public private(set) var phrases: [Phrase] {
        didSet { index = Index(phrases) }
    }
    /// The phrases' words as patterns, and which phrases may start with a given word.
    private var index: Index

    public init(phrases: [Phrase]) {
        self.phrases = phrases
        index = Index(phrases)
    }

    /// Phrases from the configuration go first, so a team's wording wins a tie.
    public mutating func add(_ text: String, for verb: Verb) {
        let words = Words.ofPhraseKeepingStars(text)
        guard !words.isEmpty else { return }
        phrases.insert(Phrase(verb: verb, words: words, position: verb.defaultPosition), at: 0)
    }

    /// The longest phrase at `index` that `accept` lets through, earlier ones winning ties.
    func match(_ words: [String], at index: Int, where accept: (Phrase) -> Bool) -> Phrase? {
        guard index < words.count else { return nil }
        var best: Int?
        var bestLength = 0
        self.index.forEachCandidate(startingWith: words[index]) { candidate in
            let patterns = self.index.patterns[candidate]
            guard patterns.count > bestLength, index + patterns.count <= words.count, accept(phrases[candidate]) else { return }
            // The first word matched to make the phrase a candidate.
            if patterns.indices.dropFirst().allSatisfy({ patterns[$0].matches(words[index + $0]) }) {
                best = candidate
                bestLength = patterns.count
            }
        }
        return best.map { phrases[$0] }
    }

    /// A phrase's word as matched: a word, or a stem (`check*`, `нажм*`).
    struct WordPattern: Sendable {
        /// The word, or the stem without its `*`.
        let text: String
        let isStem: Bool
        /// An all-ASCII (English) stem's forms (`englishForms`), those that start with the stem.
        /// Nil for a word, and for a stem with any other character (`нажм*`), which takes every ending.
        let forms: Set<String>?

        init(_ pattern: String) {
            guard pattern.hasSuffix("*") else {
                text = pattern
                isStem = false
                forms = nil
                return
            }
            let stem = String(pattern.dropLast())
            text = stem
            isStem = true
            forms = stem.allSatisfy(\.isASCII) ? Vocabulary.englishForms(of: stem).filter { $0.hasPrefix(stem) } : nil
        }

        func matches(_ word: String) -> Bool {
            guard isStem else { return word == text }
            if let forms { return forms.contains(word) }
            return word.hasPrefix(text)
        }
    }

    /// Worked out once per vocabulary: a step's words are matched against some 400 phrases at
    /// several places, and reading each phrase's `*` and English forms at every place, and
    /// comparing every phrase's first word with a Russian one (a comparison that normalizes
    /// both), was most of the time a step took to read.
    private struct Index: Sendable {
        let patterns: [[WordPattern]]
        /// The phrases that start with a word (not a stem), by that word, in order.
        let byFirstWord: [String: [Int]]
        /// The phrases that start with a stem, in order, by the stem's first character: a word
        /// that starts with a stem starts with its first character.
        let startingWithStem: [Character: [Int]]
        let startingWithEmptyStem: [Int]

        init(_ phrases: [Phrase]) {
            patterns = phrases.map { $0.words.map(WordPattern.init) }
            var byFirstWord: [String: [Int]] = [:]
            var startingWithStem: [Character: [Int]] = [:]
            var startingWithEmptyStem: [Int] = []
            for (index, words) in patterns.enumerated() {
                guard let first = words.first else { continue }
                if !first.isStem {
                    byFirstWord[first.text, default: []].append(index)
                } else if let character = first.text.first {
                    startingWithStem[character, default: []].append(index)
                } else {
                    startingWithEmptyStem.append(index)   // `*` alone, which a configuration may say
                }
            }
            self.byFirstWord = byFirstWord
            self.startingWithStem = startingWithStem
            self.startingWithEmptyStem = startingWithEmptyStem
        }

        /// Calls `body` with each phrase whose first word `word` matches, in the phrases' order.
        func forEachCandidate(startingWith word: String, _ body: (Int) -> Void) {
            let exact = byFirstWord[word] ?? []
            var stems = word.first.flatMap { startingWithStem[$0] } ?? []
            if !startingWithEmptyStem.isEmpty { stems = (stems + startingWithEmptyStem).sorted() }
            var next = 0
            for stemmed in stems where patterns[stemmed][0].matches(word) {
                while next < exact.count && exact[next] < stemmed {
                    body(exact[next])
                    next += 1
                }
                body(stemmed)
            }
            while next < exact.count {
                body(exact[next])
                next += 1
            }
        }
    }

    /// `check` → check, checks, checked, checking…; `type` → types, typed, typing; `verify` →
    /// verifies, verified; `flip` → flipped, flipping; `see` → seen.
    static func englishForms(of stem: String) -> Set<String> {
        var forms: Set<String> = [stem]
        for ending in ["s", "es", "ed", "d", "ing", "n"] { forms.insert(stem + ending) }
        if stem.hasSuffix("e") { forms.insert(stem.dropLast() + "ing") }
        if stem.hasSuffix("y") { forms.formUnion([stem.dropLast() + "ies", stem.dropLast() + "ied"]) }
        if let last = stem.last, !"aeiouywx".contains(last) {
            forms.formUnion([stem + String(last) + "ed", stem + String(last) + "ing"])
        }
        return forms
    }

    // MARK: - The built-in vocabulary

    public static let standard = Vocabulary(phrases: builtIn())

    static func builtIn() -> [Phrase] {
        var phrases: [Phrase] = []
        func add(_ verb: Verb, _ position: Position, _ texts: [String]) {
            for text in texts { phrases.append(Phrase(verb: verb, words: Words.ofPhraseKeepingStars(text), position: position)) }
        }
        // Russian forms that share a stem with another verb come first.
        add(.see, .either, [
            "открылся", "открылась", "открылось", "открыт", "открыта", "открывается", "отображается", "отображаются",
            "отображен*", "показан*", "показывается", "показываются", "появил*", "появляется", "появляются", "виден", "видна",
            "видно", "видны", "вижу", "присутствует", "находится на", "нахожусь на", "находимся на", "оказывается на",
        ])
        add(.notSee, .either, [
            "не отображается", "не отображаются", "не появляется", "не появился", "не появилась", "не виден", "не видна",
            "не видно", "не вижу", "не показывается", "не показан*", "отсутствует", "скрыт*", "исчез*", "пропал*",
        ])
        add(.isOn, .end, ["включен*", "включён*", "активирован*", "не выключен*", "не выключён*", "не отключен*", "не отключён*"])
        add(.isOff, .end, ["выключен*", "выключён*", "отключен*", "отключён*", "не включен*", "не включён*"])
        // Enabled is not on: a disabled button is not an "off" one, and a switch that is off is still enabled.
        add(.isEnabled, .end, ["активн*", "доступн*", "не заблокирован*", "разблокирован*"])
        add(.isDisabled, .end, ["неактивн*", "недоступн*", "не активн*", "не доступн*", "заблокирован*"])
        add(.notSee, .start, [
            "should not see", "do not see", "don't see", "dont see", "cannot see", "can't see", "does not see", "doesn't see",
            "verify that there is no", "there is no",
        ])
        let shown = ["shown", "displayed", "visible", "present", "on screen", "on the screen"]
        var notShown: [String] = ["disappears", "disappeared", "does not appear", "doesn't appear", "should disappear", "is gone",
                                  "is hidden", "are hidden", "should be hidden", "hidden"]
        var isShown: [String] = ["appears", "appear", "appeared", "should appear", "shows up", "opens", "is opened", "is open",
                                 "should open", "should be open", "should be opened", "opened"]
        for participle in shown {
            for lead in ["is not", "are not", "isn't", "aren't", "should not be", "shouldn't be", "must not be", "is no longer", "not"] {
                notShown.append("\(lead) \(participle)")
            }
            for lead in ["is", "are", "should be", "must be", "gets", "becomes", ""] {
                isShown.append(lead.isEmpty ? participle : "\(lead) \(participle)")
            }
        }
        add(.notSee, .end, notShown)
        add(.see, .end, isShown)
        add(.isOn, .end, ["is on", "are on", "should be on", "is turned on", "is switched on", "is checked", "is selected",
                          "is not off", "isn't off", "should not be off", "is not unchecked"])
        add(.isOff, .end, ["is off", "are off", "should be off", "is turned off", "is switched off", "is unchecked",
                           "is not selected", "is not on", "isn't on", "should not be on", "is not checked", "isn't checked",
                           "is not turned on", "should not be checked"])
        add(.isEnabled, .end, ["is enabled", "are enabled", "should be enabled", "must be enabled", "becomes enabled", "is active",
                               "is not disabled", "isn't disabled", "should not be disabled", "is tappable", "can be tapped"])
        add(.isDisabled, .end, ["is disabled", "are disabled", "should be disabled", "must be disabled", "becomes disabled", "is inactive",
                                "is not enabled", "isn't enabled", "should not be enabled", "is greyed out", "is grayed out",
                                "is not tappable", "cannot be tapped", "can't be tapped"])
        add(.see, .start, [
            "see*", "should see", "verify*", "verifies", "check*", "make sure", "makes sure", "ensure*", "assert*", "expect*",
            "confirm*", "observe*", "there is", "there are", "am on", "is on", "are on", "be on", "should be on", "land on",
            "lands on", "end up on", "провер*", "убед*", "удостовер*", "должен видеть", "должна видеть", "вижу", "видит",
        ])
        add(.wait, .start, ["wait*", "wait for", "wait until", "дожд*", "подожд*", "ожида*"])
        add(.scroll, .start, ["scroll*", "прокрут*", "пролист*", "листа*", "скролл*"])
        add(.swipe, .start, ["swipe*", "свайп*", "смахн*", "смахива*"])
        add(.switchOn, .start, [
            "turn on", "turns on", "switch on", "switches on", "toggle on", "enable*", "activate*", "check the box",
            "включ*", "активир*",
        ])
        add(.switchOff, .start, [
            "turn off", "turns off", "switch off", "switches off", "toggle off", "disable*", "deactivate*",
            "выключ*", "отключ*", "деактивир*",
        ])
        add(.toggle, .start, ["toggle*", "flip*", "переключить", "переключите", "переключаем", "переключи"])
        add(.back, .start, [
            "go back", "goes back", "navigate back", "navigates back", "return back", "back", "вернуться назад", "вернитесь назад",
            "возвращаемся назад", "назад", "вернуться", "вернитесь",
        ])
        add(.launch, .start, ["launch*", "relaunch*", "start the app", "starts the app", "run the app", "запуст*", "запуска*"])
        add(.open, .start, [
            "open*", "go to", "goes to", "navigate to", "navigates to", "navigate*", "switch to", "switches to",
            "откр*", "перейт*", "перейд*", "переход*", "зайти", "зайдите", "заходим", "переключиться на", "переключитесь на",
            "переключаемся на",
        ])
        add(.replace, .start, [
            "replace*", "change*", "clear and type", "clear and enter", "замен*", "измен*",
            "очистить и ввести", "очистите и введите",
        ])
        add(.enter, .start, [
            "enter*", "type*", "fill*", "fill in", "fills in", "input*", "put*", "write*",
            "ввест*", "введ*", "ввод*", "вбит*", "вбей*", "указ*", "укаж*", "заполн*", "впис*", "впиш*", "напечата*",
            "набрать", "наберите", "набираем",
        ])
        add(.tap, .start, [
            "tap*", "press*", "click*", "hit", "hits", "select*", "choose*", "touch*", "нажа*", "нажм*", "нажим*", "тапн*",
            "тапа*", "кликн*", "клика*", "выбра*", "выбер*", "выбира*", "коснуться", "коснитесь",
        ])
        add(.value, .middle, [
            "contains", "contain", "should contain", "has value", "has the value", "has text", "has the text", "shows",
            "should show", "displays", "should display", "reads", "should read", "equals", "is equal to", "says", "should say",
            "with text", "with the text", "with value", "with the value",
            "содержит", "имеет значение", "со значением", "с текстом", "с значением", "показывает", "отображает", "равно",
            "равен", "равна",
        ])
        return phrases
    }
}

extension Words {
    /// Like `ofPhrase`, keeping a trailing `*` and the apostrophe in `don't`.
    static func ofPhraseKeepingStars(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "*" || $0 == "'") }.map { normalized(String($0)) }
    }
}
