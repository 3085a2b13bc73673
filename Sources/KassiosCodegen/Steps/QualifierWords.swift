/// Words that change what a step means and that a target must not swallow: a negation
/// ("is *not* on"), a state ("the button is *disabled*", "кнопка *неактивна*"), a second
/// clause after a quoted name ("tap "Sign In" *and* …"). Where the vocabulary reads them
/// (`is not shown`, `is disabled`) they never reach a target; where it does not, the
/// step is refused rather than read without them.
enum QualifierWords {
    static let negations: Set<String> = [
        "not", "no", "never", "don't", "dont", "doesn't", "doesnt", "isn't", "isnt", "aren't", "arent", "shouldn't",
        "shouldnt", "won't", "wont", "cannot", "can't", "cant", "mustn't", "wasn't", "weren't", "nothing", "none", "without",
        "не", "нет", "ни", "никогда", "нельзя", "без",
    ]
    static let states: Set<String> = [
        "enabled", "disabled", "active", "inactive", "selected", "unselected", "deselected", "checked", "unchecked",
        "greyed", "grayed", "locked", "unlocked", "focused", "tappable",
    ]
    /// Russian states by stem: every case and gender form.
    static let stateStems = ["активн", "неактивн", "доступн", "недоступн", "выбран", "отмечен", "выделен", "включен", "выключен",
                             "отключен", "заблокирован", "разблокирован"]
    static let conjunctions: Set<String> = ["and", "then", "but", "after", "и", "затем", "потом", "а", "но", "после"]

    /// The first word of a target's bare words that means more than a name; conjunctions
    /// count only beside quoted text (bare, "Terms and conditions" may be a name), and so
    /// does a negation or state that opens a bare target ("Not now", "Don't allow", "Нет"
    /// are buttons): such a target must then match exactly (see `opensWithQualifier`).
    static func unexplained(in bare: [StepToken], besideQuotedText: Bool) -> String? {
        for (index, token) in bare.enumerated() where token.kind == .word {
            let word = token.normalized
            if isQualifier(word) && (besideQuotedText || index > 0) { return token.text }
            if besideQuotedText && conjunctions.contains(word) { return token.text }
        }
        return nil
    }

    static func isQualifier(_ word: String) -> Bool {
        negations.contains(word) || states.contains(word) || stateStems.contains(where: word.hasPrefix)
    }

    /// A bare target that opens with a negation or a state ("no error banner", "Not now"):
    /// a name only if an element is called exactly so; a look-alike would drop the "no".
    static func opensWithQualifier(_ phrase: TargetPhrase) -> Bool {
        !phrase.quoted && phrase.text.split(separator: " ").first.map { isQualifier(Words.normalized(String($0))) } == true
    }
}
