import Foundation

/// Words for matching what a tester wrote against what the code and the dumps say:
/// `loginButton` and "Login button" are both [login, button]; Russian words lose their
/// case endings (`кнопку` and `кнопка` share the stem `кнопк`).
enum Words {
    /// Lowercased, `ё` as `е`, so spelling variants compare equal.
    static func normalized(_ word: String) -> String {
        word.lowercased().replacingOccurrences(of: "ё", with: "е")
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
    /// Levenshtein distance over characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// 1 for equal strings, 0 for nothing in common.
    static func ratio(_ a: String, _ b: String) -> Double {
        let longest = Swift.max(a.count, b.count)
        guard longest > 0 else { return 1 }
        return 1 - Double(distance(a, b)) / Double(longest)
    }

    /// The candidate within a small edit distance of `word`, for did-you-mean.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= Swift.max(1, word.count / 4), best.1 > 0 else { return nil }
        return best.0
    }
}
