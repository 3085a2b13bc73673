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
        let lowered = word.lowercased()
        // `ё` is 0xD1 0x91 in UTF-8: most words have no such byte, and the generic replacement
        // costs more than the rest of the matching of a step.
        guard lowered.utf8.contains(0xD1) else { return lowered }
        return lowered.replacing("ё", with: "е")
    }

    /// `loginButton`, `login.submit`, `home_tile-2`, `IBANLabel` → [login, button], [login, submit], [home, tile, 2], [iban, label].
    static func ofIdentifier(_ text: String) -> [String] {
        // Identifiers are mostly ASCII, read byte by byte; each element's and method's name is
        // split for every step it may match, and by characters that was most of a run.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return ofASCIIIdentifier(text) }
        return ofIdentifierCharacters(text)
    }

    /// `ofIdentifier` for ASCII text, on its bytes: the same words as `ofIdentifierCharacters`.
    static func ofASCIIIdentifier(_ text: String) -> [String] {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        var words: [String] = []
        var bytes = Array(text.utf8)
        for index in bytes.indices where isUpper(bytes[index]) { bytes[index] += 0x20 }
        let original = Array(text.utf8)
        var start = -1
        for index in original.indices {
            let byte = original[index]
            guard isUpper(byte) || isLower(byte) || isDigit(byte) else {
                if start >= 0 { words.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
                start = -1
                continue
            }
            if start >= 0 {
                let previous = original[index - 1]
                let next: UInt8? = index + 1 < original.count ? original[index + 1] : nil
                let lowerToUpper = (isLower(previous) || isDigit(previous)) && isUpper(byte)
                let acronymEnd = isUpper(previous) && isUpper(byte) && next.map(isLower) == true
                let digitBoundary = isDigit(previous) != isDigit(byte)
                if lowerToUpper || acronymEnd || digitBoundary {
                    words.append(String(decoding: bytes[start..<index], as: UTF8.self))
                    start = index
                }
            } else {
                start = index
            }
        }
        if start >= 0 { words.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return words
    }

    /// `ofIdentifier` for any text, character by character.
    static func ofIdentifierCharacters(_ text: String) -> [String] {
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

    /// `ratio(a, b)` when it is at least `threshold`, else nil: the edit distance is worked out
    /// only as far as a ratio that high allows, which rules out most pairs early.
    static func ratio(_ a: String, _ b: String, atLeast threshold: Double) -> Double? {
        let longest = Swift.max(a.utf8.count, b.utf8.count)
        guard longest > 0 else { return threshold <= 1 ? 1 : nil }
        // Rounded up: the exact comparison below decides the pairs at the edge.
        let limit = Int(Swift.max(0, (1 - threshold) * Double(longest)).rounded(.up))
        // Most pairs are ruled out before the distance is worked out: every byte of the longer
        // text that the other one cannot match takes an edit, so the distance is at least the
        // longer length less the bytes the two have in common.
        guard longest - sharedBytes(a, b) <= limit else { return nil }
        let (a, b) = (Array(a.utf8), Array(b.utf8))
        guard let distance = NameSuggestion.distance(a, b, atMost: limit) else { return nil }
        let ratio = 1 - Double(distance) / Double(longest)
        return ratio >= threshold ? ratio : nil
    }

    /// How many of `a`'s bytes `b` has too, each byte of `b` counted once; bytes of the same
    /// low six bits count as the same (a count never lower than the exact one).
    static func sharedBytes(_ a: String, _ b: String) -> Int {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 64) { counts in
            counts.initialize(repeating: 0)
            for byte in a.utf8 { counts[Int(byte & 63)] += 1 }
            var shared = 0
            for byte in b.utf8 where counts[Int(byte & 63)] > 0 {
                counts[Int(byte & 63)] -= 1
                shared += 1
            }
            return shared
        }
    }
}
