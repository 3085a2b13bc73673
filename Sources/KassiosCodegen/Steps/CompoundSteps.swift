/// Steps that hold more than one action, or one action more than once:
/// "Enter "a" into Email and tap "Sign In"" is two actions, each with its own verb;
/// "Tap "Sign In" twice" is one action done twice.
extension StepParser {
    /// Words and marks that join two actions: "and", "then", "затем", "и", a comma.
    /// Not "after": "tap Save after entering the name" does the second part first.
    static let joins: Set<String> = ["and", "then", "и", "затем", "потом", "а", ",", ";"]

    /// The step's actions as texts: one part, unless two verbs are joined ("… and tap …",
    /// "…, затем нажать …"), each part a step of its own that reads alone. A join whose
    /// left part does not read as a step, or whose right part does not open with a verb,
    /// is no split: the step stays whole, for the parser to read or refuse.
    public func actions(in text: String) -> [String] {
        let tokens = StepToken.tokenize(text)
        let words = keys(tokens)
        let characters = Array(text)
        var parts: [String] = []
        var partStart = 0
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard StepParser.joins.contains(tokens[index].normalized), tokens[index].kind != .quoted,
                  tokens[index].start > partStart else { continue }
            var next = index
            while next < tokens.count, tokens[next].kind != .quoted,
                  StepParser.joins.contains(tokens[next].normalized) || StepParser.leadingFiller.contains(tokens[next].normalized),
                  vocabulary.match(words, at: next, where: { $0.position == .start }) == nil {
                next += 1
            }
            guard next < tokens.count, tokens[next].kind == .word,
                  vocabulary.match(words, at: next, where: { $0.position == .start }) != nil else { continue }
            let left = StepParser.trimmedPart(characters[partStart..<tokens[index].start])
            guard case .intent = parse(left) else { continue }
            parts.append(left)
            partStart = tokens[next].start
            index = next
        }
        guard !parts.isEmpty else { return [text] }
        parts.append(StepParser.trimmedPart(characters[partStart...]))
        return parts
    }

    static func trimmedPart(_ characters: ArraySlice<Character>) -> String {
        var part = characters
        while let last = part.last, last == " " || last == "," || last == ";" || last == "\t" { part = part.dropLast() }
        while let first = part.first, first == " " || first == "\t" { part = part.dropFirst() }
        return String(part)
    }

    static let countWords: [String: Int] = [
        "once": 1, "twice": 2, "thrice": 3, "дважды": 2, "трижды": 3, "однажды": 1,
    ]
    static let numberWords: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "один": 1, "два": 2, "три": 3, "четыре": 4, "пять": 5,
    ]
    static let timesWords: Set<String> = ["times", "time", "раз", "раза"]

    /// Takes a count off the step: "twice", "3 times", "дважды", "два раза" at its end, or
    /// "twice"/"дважды" before its verb. Nil when the step says none.
    static func takeCount(_ tokens: inout [StepToken]) -> Int? {
        let words = tokens.map { $0.kind == .word ? $0.normalized : "" }
        if let last = words.last, let count = countWords[last] {
            tokens.removeLast()
            return count
        }
        if words.count >= 2, timesWords.contains(words[words.count - 1]) {
            let number = words[words.count - 2]
            if let count = Int(number) ?? numberWords[number], (1...50).contains(count) {
                tokens.removeLast(2)
                return count
            }
        }
        if let first = tokens.firstIndex(where: { $0.kind != .symbol && !leadingFiller.contains($0.normalized) }),
           tokens[first].kind == .word, let count = countWords[tokens[first].normalized] {
            tokens.remove(at: first)
            return count
        }
        return nil
    }
}
