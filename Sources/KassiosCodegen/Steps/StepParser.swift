/// Reads a step written in English or Russian into an intent: the verb (from the
/// vocabulary, at the start or the end of the step), its target(s), the text it types or
/// checks. It never looks elements up; `TargetMatcher` does that.
public struct StepParser: Sendable {
    public let vocabulary: Vocabulary

    public init(vocabulary: Vocabulary = .standard) {
        self.vocabulary = vocabulary
    }

    /// Words a step may open with before its verb.
    static let leadingFiller: Set<String> = [
        "i", "we", "user", "the", "then", "and", "also", "now", "next", "finally", "first", "should", "must", "can", "will",
        "please", "they", "he", "she", "customer", "tester",
        "пользователь", "я", "мы", "затем", "потом", "далее", "после", "этого", "сначала", "снова", "необходимо", "нужно",
        "надо", "следует", "должен", "должна", "и", "тогда", "клиент",
    ]
    /// Words between a check verb and what it checks: "verify *that* …", "проверить, *что* …".
    static let checkFiller: Set<String> = ["that", "if", "whether", "for", "что", "ли", "чтобы", "наличие", "появления", "появление"]
    /// Words around a target that name nothing: "tap *on the* Sign In button *again*".
    /// Inside a target they stay ("Sign *In*", "Terms *of* use").
    static let targetFiller: Set<String> = [
        "the", "a", "an", "on", "at", "to", "into", "in", "my", "this", "its", "is", "are", "be", "being", "been",
        "на", "по", "в", "во", "к", "ко",
    ]
    static let trailingFiller: Set<String> = [
        "again", "now", "please", "then", "also", "still", "too", "is", "are", "be", "being",
        "снова", "опять", "ещё", "еще", "сейчас", "затем", "уже", "тоже", "также",
    ]
    static let intoWords: Set<String> = ["into", "in", "inside", "to", "as", "в", "во"]
    static let withWords: Set<String> = ["with", "значением", "значение", "текстом", "текст"]
    static let appWords: Set<String> = ["app", "application", "приложение", "приложения"]
    static let directions: [String: StepIntent.Direction] = [
        "down": .down, "up": .up, "left": .left, "right": .right, "bottom": .down, "top": .up,
        "вниз": .down, "вверх": .up, "наверх": .up, "влево": .left, "налево": .left, "вправо": .right, "направо": .right,
        "конца": .down,
    ]

    public func parse(_ text: String, docString: String? = nil) -> StepReading {
        var tokens = StepToken.tokenize(text)
        while let last = tokens.last, last.kind == .symbol { tokens.removeLast() }
        // A step's first word has its capital from the sentence: "My Account screen is shown" says "my".
        if let first = tokens.first, first.kind == .word, first.text == "My" {
            tokens[0] = StepToken(kind: .word, text: "my", normalized: first.normalized, start: first.start)
        }
        let count = StepParser.takeCount(&tokens)
        let reading = read(tokens, docString: docString)
        guard case .intent(var intent) = reading else { return reading }
        // A word the target would swallow is a meaning dropped: "is *not* on", "кнопка «X» *неактивна*".
        if let word = (intent.targets + [intent.screenHint].compactMap { $0 }).lazy.compactMap(\.unexplainedWord).first {
            return .unrecognized(QualifierWords.conjunctions.contains(word)
                ? "several things in one step ('\(word)'); write one step each"
                : "the step says '\(word)' where kassios cannot tell what it applies to; write it as a check such as '… is not shown', '… is off', '… is disabled'")
        }
        intent.count = count ?? 1
        return .intent(intent)
    }

    func read(_ tokens: [StepToken], docString: String?) -> StepReading {
        var start = 0
        while start < tokens.count, tokens[start].kind == .symbol || StepParser.leadingFiller.contains(tokens[start].normalized) {
            // "Then the user taps": skip filler, but not a filler word that starts a vocabulary phrase.
            if tokens[start].kind == .word, vocabulary.match(keys(tokens), at: start, where: { $0.position != .end && $0.position != .middle }) != nil { break }
            start += 1
        }
        let body = Array(tokens[start...])
        guard !body.isEmpty else { return .unrecognized("the step is empty") }
        let words = keys(body)

        // After an article comes what the step is about, not its verb: "the swipe button is shown" (MetroBuddy).
        let followsAnArticle = start > 0 && tokens[start - 1].kind == .word && ["the", "a", "an"].contains(tokens[start - 1].normalized)
        if !followsAnArticle, let phrase = vocabulary.match(words, at: 0, where: { $0.position == .start || $0.position == .either }) {
            return intent(for: phrase.verb, rest: Array(body[phrase.words.count...]), docString: docString)
        }
        if let switchIntent = turnOnOff(body) { return switchIntent }
        // The verb at the end: "the Home screen is shown", "баннер отображается".
        for length in (1...min(5, body.count)).reversed() {
            let index = body.count - length
            if let phrase = vocabulary.match(words, at: index, where: { ($0.position == .end || $0.position == .either) && $0.words.count == length }) {
                return intent(for: phrase.verb, rest: Array(body[..<index]), docString: docString)
            }
        }
        if let checked = valueCheck(body) { return checked }
        return .unrecognized("no known verb (tap, enter, see, wait for, scroll, swipe, turn on/off, go back, open; нажать, ввести, проверить…)")
    }

    /// Vocabulary keys: quoted text never matches a verb.
    func keys(_ tokens: [StepToken]) -> [String] {
        tokens.map { $0.kind == .word ? $0.normalized : "\u{0}" }
    }

    func intent(for verb: Vocabulary.Verb, rest: [StepToken], docString: String?) -> StepReading {
        var rest = rest
        switch verb {
        case .tap, .toggle, .wait, .open, .switchOn, .switchOff, .isOn, .isOff, .isEnabled, .isDisabled:
            if verb == .wait || verb == .open { rest = dropLeading(rest, StepParser.checkFiller) }
            if verb == .wait, let refined = refinedCheck(rest) { return refined }
            let (targets, screen) = targetPhrases(rest, mayBeAScreen: verb == .open || verb == .wait)
            if verb == .open {
                if targets.isEmpty && screen == nil || targets.count == 1 && targets[0].words.allSatisfy({ StepParser.appWords.contains($0) }) && !targets[0].words.isEmpty {
                    return .intent(StepIntent(action: .launch))
                }
            }
            guard targets.count == 1 || (targets.isEmpty && screen != nil && verb == .open) else {
                return .unrecognized(targets.isEmpty ? "no target after the verb" : "several targets in one step: \(targets.map { "'\($0.text)'" }.joined(separator: ", ")); write one step each")
            }
            let action: StepIntent.Action
            switch verb {
            case .tap: action = .tap
            case .toggle: action = .toggle
            case .wait: action = .waitFor
            case .switchOn: action = .setSwitch(true)
            case .switchOff: action = .setSwitch(false)
            case .isOn: action = .verifySwitch(true)
            case .isOff: action = .verifySwitch(false)
            case .isEnabled: action = .verifyEnabled(true)
            case .isDisabled: action = .verifyEnabled(false)
            default: action = .open
            }
            if targets.isEmpty, let screen { return .intent(StepIntent(action: action, targets: [screen])) }
            return .intent(StepIntent(action: action, targets: targets, screenHint: screen))
        case .see, .notSee:
            rest = dropLeading(rest, StepParser.checkFiller)
            // "Ensure there is no banner": the check's own negative opening.
            if verb == .see, let negative = vocabulary.match(keys(rest), at: 0, where: { $0.verb == .notSee && $0.position == .start }) {
                return intent(for: .notSee, rest: Array(rest[negative.words.count...]), docString: nil)
            }
            if verb == .see, let refined = refinedCheck(rest) { return refined }
            let (targets, screen) = targetPhrases(rest, mayBeAScreen: true)
            if targets.isEmpty, let screen { return .intent(StepIntent(action: verb == .see ? .verifyVisible : .verifyHidden, targets: [screen])) }
            guard !targets.isEmpty else { return .unrecognized("nothing to check after the verb") }
            return .intent(StepIntent(action: verb == .see ? .verifyVisible : .verifyHidden, targets: targets, screenHint: screen))
        case .value:
            return valueCheck(rest) ?? .unrecognized("a value check needs a target and a value")
        case .enter, .replace:
            return textEntry(rest, replacing: verb == .replace, docString: docString)
        case .scroll, .swipe:
            return movement(rest, isSwipe: verb == .swipe)
        case .back:
            return .intent(StepIntent(action: .goBack))
        case .launch:
            return .intent(StepIntent(action: .launch))
        }
    }

    /// After "verify"/"wait for": the rest may carry its own ending ("… is not shown",
    /// "… is on") or a value check ("… contains x").
    func refinedCheck(_ rest: [StepToken]) -> StepReading? {
        let words = keys(rest)
        guard !rest.isEmpty else { return nil }
        for length in (1...min(5, rest.count)).reversed() {
            let index = rest.count - length
            guard index > 0 else { continue }
            if let phrase = vocabulary.match(words, at: index, where: { ($0.position == .end || $0.position == .either) && $0.words.count == length }) {
                switch phrase.verb {
                case .notSee, .isOn, .isOff, .isEnabled, .isDisabled, .see:
                    return intent(for: phrase.verb, rest: Array(rest[..<index]), docString: nil)
                default:
                    break
                }
            }
        }
        return valueCheck(rest)
    }

    /// "X contains "v"", "X has value 3", "«X» содержит «v»".
    func valueCheck(_ tokens: [StepToken]) -> StepReading? {
        let words = keys(tokens)
        for index in tokens.indices where index > 0 {
            guard let phrase = vocabulary.match(words, at: index, where: { $0.position == .middle }) else { continue }
            let valueTokens = Array(tokens[(index + phrase.words.count)...])
            guard let value = StepParser.value(of: valueTokens), valueTokens.contains(where: { $0.kind == .quoted }) || value.contains(where: \.isNumber) else { continue }
            let (targets, screen) = targetPhrases(Array(tokens[..<index]))
            guard targets.count == 1 else { continue }
            let contains = phrase.words.contains { $0.hasPrefix("contain") || $0.hasPrefix("содерж") }
            return .intent(StepIntent(action: .verifyValue(value, contains: contains), targets: targets, screenHint: screen))
        }
        // "the balance is "€1,234.56"", "… should be "Anna" on the Profile screen": one quoted value after a
        // bare "is" or "be" is the element's value, not a label to look for ("is shown" and the like are
        // read before).
        for index in tokens.indices.dropFirst().reversed() where ["is", "be"].contains(tokens[index].normalized) {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .quoted,
                  index + 2 == tokens.count || ["on", "in", "at"].contains(tokens[index + 2].normalized) else { continue }
            var end = index
            if tokens[end].normalized == "be", tokens[end - 1].normalized == "should" { end -= 1 }
            let (targets, screen) = targetPhrases(Array(tokens[..<end] + tokens[(index + 2)...]))
            if targets.count == 1, let value = StepParser.value(of: [tokens[index + 1]]) {
                return .intent(StepIntent(action: .verifyValue(value, contains: false), targets: targets, screenHint: screen))
            }
        }
        return nil
    }

    /// "Turn Remember me on", "switch notifications off".
    func turnOnOff(_ tokens: [StepToken]) -> StepReading? {
        guard tokens.count >= 3, ["turn", "turns", "switch", "switches", "set", "toggle"].contains(tokens[0].normalized),
              let last = tokens.last, last.kind == .word, last.normalized == "on" || last.normalized == "off" else { return nil }
        let (targets, screen) = targetPhrases(Array(tokens[1..<(tokens.count - 1)]))
        guard targets.count == 1 else { return nil }
        return .intent(StepIntent(action: .setSwitch(last.normalized == "on"), targets: targets, screenHint: screen))
    }

    /// Enter/type/fill: which part is the text and which the field.
    func textEntry(_ tokens: [StepToken], replacing: Bool, docString: String?) -> StepReading {
        func make(_ value: String, _ targetTokens: [StepToken]) -> StepReading {
            let (targets, screen) = targetPhrases(targetTokens)
            guard targets.count <= 1 else { return .unrecognized("several fields in one step: write one step each") }
            return .intent(StepIntent(action: replacing ? .replaceText(value) : .enterText(value), targets: targets, screenHint: screen))
        }
        if let docString {
            return make(docString, dropLeading(tokens, StepParser.intoWords.union(StepParser.targetFiller)))
        }
        // "fill Email with x", "заполнить поле «Email» значением «x»".
        if let with = tokens.firstIndex(where: { $0.kind == .word && StepParser.withWords.contains($0.normalized) }), with > 0,
           let value = StepParser.value(of: Array(tokens[(with + 1)...])) {
            return make(value, Array(tokens[..<with]))
        }
        // "enter x into Email", "ввести «x» в поле «Email»": the last preposition with a field after it.
        if let into = tokens.lastIndex(where: { $0.kind == .word && StepParser.intoWords.contains($0.normalized) }), into > 0, into + 1 < tokens.count {
            let before = Array(tokens[..<into])
            if let value = StepParser.value(of: before) { return make(value, Array(tokens[(into + 1)...])) }
            // "Заменить «Ada» на «Grace» в поле «Name»": the new text is the last one.
            if replacing, let last = before.last(where: { $0.kind == .quoted }) { return make(last.text, Array(tokens[(into + 1)...])) }
        }
        // "ввести email «x»": one quoted text; the other words name the field.
        let quoted = tokens.filter { $0.kind == .quoted }
        if quoted.count == 1 {
            return make(quoted[0].text, tokens.filter { $0.kind != .quoted })
        }
        if quoted.isEmpty, let last = tokens.last, last.text.contains(where: { $0.isNumber || $0 == "@" }) {
            return make(last.text, Array(tokens.dropLast()))
        }
        if quoted.count > 1 { return .unrecognized("cannot tell the text to type from the field: use 'into' / 'в'") }
        // "Type the username": no text, which only a method of the suite named for the step may know.
        if !replacing {
            let (targets, screen) = targetPhrases(tokens)
            if targets.count == 1, !targets[0].words.isEmpty { return .intent(StepIntent(action: .enterUnsaidText, targets: targets, screenHint: screen)) }
        }
        return .unrecognized("no text to type")
    }

    /// Scroll/swipe: a direction, and what to scroll to or swipe on.
    func movement(_ tokens: [StepToken], isSwipe: Bool) -> StepReading {
        var direction: StepIntent.Direction?
        var rest: [StepToken] = []
        for token in tokens {
            if direction == nil, token.kind == .word, let found = StepParser.directions[token.normalized] {
                direction = found
            } else {
                rest.append(token)
            }
        }
        rest = dropLeading(rest, ["to", "until", "till", "on", "over", "the", "до", "к", "пока", "не", "по", "на", "of", "конца"])
        if let refined = refinedCheck(rest), case .intent(let inner) = refined, inner.action == .verifyVisible {
            rest = []
            return .intent(StepIntent(action: isSwipe ? .swipe(direction ?? .up) : .scroll(direction), targets: inner.targets, screenHint: inner.screenHint))
        }
        let (targets, screen) = targetPhrases(rest)
        guard targets.count <= 1 else { return .unrecognized("several targets in one step") }
        if isSwipe {
            guard let direction else { return .unrecognized("a swipe needs a direction: left, right, up, down (влево, вправо, вверх, вниз)") }
            return .intent(StepIntent(action: .swipe(direction), targets: targets, screenHint: screen))
        }
        guard direction != nil || !targets.isEmpty else { return .unrecognized("a scroll needs a direction or a target") }
        return .intent(StepIntent(action: .scroll(targets.isEmpty ? direction : nil), targets: targets, screenHint: screen))
    }

    func dropLeading(_ tokens: [StepToken], _ words: Set<String>) -> [StepToken] {
        Array(tokens.drop { $0.kind == .symbol || ($0.kind == .word && words.contains($0.normalized)) })
    }

    /// A value: one quoted text, or the words as written.
    static func value(of tokens: [StepToken]) -> String? {
        let quoted = tokens.filter { $0.kind == .quoted }
        if quoted.count == 1 { return quoted[0].text }
        guard quoted.isEmpty else { return nil }
        let words = tokens.filter { $0.kind == .word }.map(\.text)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    // MARK: - Targets

    /// The target(s) and an optional screen: "the Done button on the Success screen",
    /// "«Войти» на экране «Login»", "the Home screen", "«A» and «B»".
    /// `mayBeAScreen`: the words may be a screen's name alone (a check, "Open …"), so that "Log in screen"
    /// at their start is one ("the Log in screen is shown"); after "Tap", "Save in screen" is no name.
    func targetPhrases(_ tokens: [StepToken], mayBeAScreen: Bool = false) -> ([TargetPhrase], TargetPhrase?) {
        var tokens = tokens
        var screen: TargetPhrase?
        if let screenIndex = tokens.lastIndex(where: { $0.kind == .word && TypeWords.canonical[$0.normalized] == "screen" }) {
            let prepositions: Set<String> = ["on", "in", "at", "from", "на", "в", "во", "с", "со"]
            func isPreposition(_ token: StepToken) -> Bool { token.kind == .word && prepositions.contains(token.normalized) }
            // Right before "screen", a preposition is part of the name when capitalised ("the Log *In*
            // screen"), and so is "in" after a word of the name that an article or a preposition comes
            // before ("the Log *in* screen", not "Tap Save in screen"): the screen's preposition is then an
            // earlier one ("Tap Sign up on the Log In screen").
            var nameStart = screenIndex
            if screenIndex > 1, isPreposition(tokens[screenIndex - 1]) {
                let named = tokens[screenIndex - 2]
                // Past the capitalised words of the name before it ("the Google Sign in screen").
                let articles: Set<String> = ["the", "a", "an", "this", "that"]
                var back = screenIndex - 3
                while back >= 0, tokens[back].kind == .word, tokens[back].text.first?.isUppercase == true,
                      !articles.contains(tokens[back].normalized), !isPreposition(tokens[back]) { back -= 1 }
                let introduced = back >= 0 ? articles.contains(tokens[back].normalized) || isPreposition(tokens[back]) : mayBeAScreen
                if tokens[screenIndex - 1].text.first?.isUppercase == true
                    || tokens[screenIndex - 1].normalized == "in" && named.kind == .word && introduced
                        && !StepParser.targetFiller.contains(named.normalized) && !isPreposition(named) {
                    nameStart = screenIndex - 1
                }
            }
            // "… on the X screen": the preposition before the screen's name.
            if let preposition = tokens[..<nameStart].lastIndex(where: isPreposition), preposition > 0 {
                let named = phrase(Array(tokens[(preposition + 1)...]))
                // One before a screen named by nothing ("on the screen", "на экране") is dropped with it.
                let partOfTheName = nameStart < screenIndex && preposition + 1 == nameStart
                if !named.words.isEmpty || !partOfTheName {
                    if !named.words.isEmpty { screen = named }
                    tokens = Array(tokens[..<preposition])
                }
            } else if nameStart == screenIndex, screenIndex > 1, isPreposition(tokens[screenIndex - 1]) {
                // "… на экране «X»".
                let named = phrase(Array(tokens[(screenIndex - 1)...]))
                if !named.words.isEmpty { screen = named }
                tokens = Array(tokens[..<(screenIndex - 1)])
            }
        }
        // Several quoted targets joined by "and"/"и"/",".
        let quoted = tokens.filter { $0.kind == .quoted }
        if quoted.count > 1 {
            let separators: Set<String> = ["and", "и", "or", "или", "as", "well"]
            var groups: [[StepToken]] = [[]]
            for token in tokens {
                if token.kind == .symbol || (token.kind == .word && separators.contains(token.normalized)) {
                    if !(groups.last?.isEmpty ?? true) { groups.append([]) }
                } else {
                    groups[groups.count - 1].append(token)
                }
            }
            let phrases = groups.filter { !$0.isEmpty }.map(phrase).filter { !$0.words.isEmpty || $0.quoted }
            return (phrases, screen)
        }
        let single = phrase(tokens)
        return (single.words.isEmpty && !single.quoted ? [] : [single], screen)
    }

    /// One target from its tokens: quoted text wins over bare words; type words are noted.
    func phrase(_ tokens: [StepToken]) -> TargetPhrase {
        var typeWords: [String] = []
        var typeTokens: [StepToken] = []
        var bare: [StepToken] = []
        // "the Message List screen", "the Image Picker page": before the word for a screen, words for kinds
        // of element are words of the screen's name (stream-chat's `MessageListPage`).
        let lastWord = tokens.lastIndex { $0.kind == .word }
        let namesAScreen = lastWord.map { TypeWords.canonical[tokens[$0].normalized] == "screen" } ?? false
        for token in tokens where token.kind == .word {
            if let type = TypeWords.canonical[token.normalized], !namesAScreen || type == "screen" {
                if !typeWords.contains(type) { typeWords.append(type) }
                typeTokens.append(token)
            } else {
                bare.append(token)
            }
        }
        // "the message field", "the title label": type words only, the last says the kind and the ones
        // before it are the name (TrialTask's `messageTextField`); "the text field" is a kind alone.
        let compoundKind = typeTokens.count == 2 && ["text", "textfield"].contains(typeTokens[0].normalized)
            && TypeWords.canonical[typeTokens[1].normalized] == "field"
        if bare.allSatisfy({ StepParser.targetFiller.contains($0.normalized) }), typeTokens.count > 1, !compoundKind,
           !tokens.contains(where: { $0.kind == .quoted }), let kind = typeTokens.last.flatMap({ TypeWords.canonical[$0.normalized] }) {
            bare = typeTokens.dropLast()
            typeWords = [kind]
        }
        // "the *My* Sites button" names `mySites` (WordPress's MySitesScreen, Woo's MyStoreScreen): a
        // capitalised "My" is part of the name, "my profile" is not.
        while let first = bare.first, StepParser.targetFiller.contains(first.normalized), first.text != "My" { bare.removeFirst() }
        while let last = bare.last, StepParser.trailingFiller.contains(last.normalized) || StepParser.targetFiller.contains(last.normalized) && bare.count > 1 && !["in", "on"].contains(last.normalized) {
            bare.removeLast()
        }
        let quoted = tokens.first { $0.kind == .quoted }
        var target: TargetPhrase
        if let quoted {
            target = TargetPhrase(text: quoted.text, words: Words.ofPhrase(quoted.text), typeWords: typeWords, quoted: true)
        } else {
            // Bare words only: a type word alone ("the button") names nothing.
            let text = bare.map(\.text).joined(separator: " ")
            target = TargetPhrase(text: text, words: bare.flatMap { Words.ofPhrase($0.text) }, typeWords: typeWords, quoted: false)
        }
        target.unexplainedWord = QualifierWords.unexplained(in: bare, besideQuotedText: quoted != nil)
        target.writtenTypeWords = typeTokens.filter { token in !bare.contains(where: { $0.start == token.start }) }.map(\.normalized)
        return target
    }
}

/// A word, a quoted text, or punctuation of a step.
struct StepToken: Equatable {
    enum Kind { case word, quoted, symbol }

    let kind: Kind
    /// The word as written, or the quoted text without its quotes.
    let text: String
    let normalized: String
    /// Where the token starts in the step, in characters.
    let start: Int

    static func tokenize(_ text: String) -> [StepToken] {
        var tokens: [StepToken] = []
        let characters = Array(text)
        var quotes = QuoteFinder(characters)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" {
                index += 1
                continue
            }
            if let end = quotes.closingIndex(openingAt: index) {
                let written = String(characters[(index + 1)..<end])
                let inner = character == "\"" ? QuoteFinder.unescaped(written) : written
                tokens.append(StepToken(kind: .quoted, text: inner, normalized: Words.normalized(inner), start: index))
                index = end + 1
                continue
            }
            if isWordCharacter(character) {
                var end = index
                while end < characters.count, isWordCharacter(characters[end]) || isInnerCharacter(characters, end) { end += 1 }
                let word = String(characters[index..<end])
                tokens.append(StepToken(kind: .word, text: word, normalized: Words.normalized(word), start: index))
                index = end
                continue
            }
            tokens.append(StepToken(kind: .symbol, text: String(character), normalized: String(character), start: index))
            index += 1
        }
        return tokens
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "@_€$£₽%+#*".contains(character)
    }

    /// `.`, `-`, `'`, `,`, `/`, `:` inside a word (`ada@finch.test`, `don't`, `1,250.00`), not at its end.
    static func isInnerCharacter(_ characters: [Character], _ index: Int) -> Bool {
        guard ".-'’,/:".contains(characters[index]), index > 0, index + 1 < characters.count else { return false }
        let before = characters[index - 1], after = characters[index + 1]
        if characters[index] == "," { return before.isNumber && after.isNumber }
        return isWordCharacter(before) && isWordCharacter(after)
    }
}
