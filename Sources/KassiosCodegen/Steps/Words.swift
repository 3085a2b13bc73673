#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// Words for matching what a tester wrote against what the code and the dumps say:
/// `loginButton` and "Login button" are both [login, button]; Russian words lose their
/// case endings (`кнопку` and `кнопка` share the stem `кнопк`).
enum Words {
    /// Lowercased, `ё` as `е`, so spelling variants compare equal.
    static func normalized(_ word: String) -> String {
        word.lowercased().replacing("ё", with: "е")
    }

    /// `loginButton`, `login.submit`, `home_tile-2`, `IBANLabel` → [login, button], [login, submit], [home, tile, 2], [iban, label].
    static func ofIdentifier(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if !current.isEmpty, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = (previous.isLowercase || previous.isNumber) && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                let digitBoundary = previous.isNumber != character.isNumber
                if lowerToUpper || acronymEnd || digitBoundary {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map(normalized)
    }

    /// The words of a phrase: runs of letters and digits, normalized.
    static func ofPhrase(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map { normalized(String($0)) }
    }

    static let russianEndings = [
        "иями", "ями", "ами", "ого", "его", "ому", "ему", "ыми", "ими", "ией",
        "ой", "ей", "ий", "ый", "ая", "яя", "ое", "ее", "ую", "юю", "ом", "ем", "ам", "ям", "ах", "ях", "ов", "ев", "ия", "ие", "ию",
        "ы", "и", "а", "я", "у", "ю", "е", "о", "ь", "й",
    ]

    /// A Russian word without its case ending (`кнопку` → `кнопк`, `почты` → `почт`);
    /// other words unchanged. Short words keep their endings: too little would be left.
    static func stem(_ word: String) -> String {
        guard word.count > 3, word.unicodeScalars.contains(where: { (0x0400...0x04FF).contains($0.value) }) else { return word }
        for ending in russianEndings where word.hasSuffix(ending) && word.count - ending.count >= 3 {
            return String(word.dropLast(ending.count))
        }
        return word
    }

    static func stems(_ words: [String]) -> [String] { words.map(stem) }
}

/// How alike two strings are, for "closest" lists and the last matching tier.
enum TextSimilarity {
    /// 1 for equal strings, 0 for nothing in common: one minus the edit distance over the
    /// longer length.
    static func ratio(_ a: String, _ b: String) -> Double {
        let longest = Swift.max(a.utf8.count, b.utf8.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(NameSuggestion.distance(a, b)) / Double(longest)
    }
}
