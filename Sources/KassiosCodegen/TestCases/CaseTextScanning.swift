#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Line-level reading shared by the plain-text and Gherkin readers: lines with their
/// numbers, list markers, case IDs, and splitting a line at commas that are not inside
/// quotes or numbers.
enum CaseTextScanning {
    /// The text's lines, 1-based, without line terminators or trailing blanks; a leading
    /// byte-order mark is dropped. `\n`, `\r\n` (a test-management export, a file saved on
    /// Windows) and `\r` end lines; `\r\n` is one `Character`, which a split at `"\n"` passes by.
    static func lines(of text: String) -> [(number: Int, text: String)] {
        var body = Substring(text)
        if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
        var result: [(Int, String)] = []
        var number = 0
        for raw in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            var line = raw
            while let last = line.last, last == "\r" || last == " " || last == "\t" { line = line.dropLast() }
            result.append((number, String(line)))
        }
        return result
    }

    static func trimmed(_ text: Substring) -> String {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }

    static func trimmed(_ text: String) -> String { trimmed(Substring(text)) }

    /// The column (1-based, in characters) of the first non-blank character.
    static func indentColumn(_ line: String) -> Int {
        (line.firstIndex { $0 != " " && $0 != "\t" }.map { line.distance(from: line.startIndex, to: $0) } ?? 0) + 1
    }

    /// A list item's text without its marker: `1.`, `1)`, `-`, `*`, `+`, `•`.
    static func listItem(_ line: String) -> String? {
        let text = Substring(trimmed(line))
        if let first = text.first, "-*+•–".contains(first) {
            let rest = text.dropFirst()
            guard rest.first == " " || rest.first == "\t" else { return nil }
            return trimmed(rest)
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return nil }
        let afterDigits = text.dropFirst(digits.count)
        guard let marker = afterDigits.first, marker == "." || marker == ")" else { return nil }
        let rest = afterDigits.dropFirst()
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return trimmed(rest)
    }

    /// `**Steps:**`, `__Steps__:` → `Steps:`: emphasis around a label.
    static func withoutEmphasis(_ text: String) -> String {
        // Most lines have neither marker, and the replacement (by characters) is the costly part
        // of reading a line: only a line that has `**` or `__` in its bytes can have either.
        var previous: UInt8 = 0
        var marked = false
        for byte in text.utf8 {
            if byte == previous && (byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_")) {
                marked = true
                break
            }
            previous = byte
        }
        guard marked else { return trimmed(text) }
        var result = text
        for marker in ["**", "__"] { result = result.replacing(marker, with: "") }
        return trimmed(result)
    }

    /// `C1234: Sign in`, `[TC-12] Sign in`, `QA-7 — Sign in` → the ID and the rest.
    static func caseID(in title: String) -> (id: String?, title: String) {
        var text = Substring(trimmed(title))
        let bracketed = text.first == "["
        if bracketed { text = text.dropFirst() }
        let letters = text.prefix { $0.isASCII && $0.isUppercase }
        guard (1...6).contains(letters.count) else { return (nil, trimmed(title)) }
        var rest = text.dropFirst(letters.count)
        var id = String(letters)
        if rest.first == "-" {
            id += "-"
            rest = rest.dropFirst()
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return (nil, trimmed(title)) }
        id += digits
        rest = rest.dropFirst(digits.count)
        if bracketed {
            guard rest.first == "]" else { return (nil, trimmed(title)) }
            rest = rest.dropFirst()
        }
        guard let separator = rest.first, " :.-—–\t".contains(separator) else { return (nil, trimmed(title)) }
        while let first = rest.first, " :.-—–\t".contains(first) { rest = rest.dropFirst() }
        let remaining = trimmed(rest)
        return remaining.isEmpty ? (nil, trimmed(title)) : (id, remaining)
    }

    static let openingQuotes: [Character: Character] = ["\"": "\"", "«": "»", "“": "”", "„": "“", "'": "'", "‘": "’"]

    /// Splits at commas and semicolons outside quotes, keeping `1,250.00` whole.
    static func splitList(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        let characters = Array(text)
        var quotes = QuoteFinder(characters)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let end = quotes.closingIndex(openingAt: index) {
                current += String(characters[index...end])
                index = end + 1
                continue
            }
            let betweenDigits = index > 0 && index + 1 < characters.count
                && characters[index - 1].isNumber && characters[index + 1].isNumber
            if (character == "," && !betweenDigits && !introducesClause(characters, after: index)) || character == ";" {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
            index += 1
        }
        parts.append(current)
        return parts.map(trimmed).filter { !$0.isEmpty }
    }

    /// "Проверить, что …", "verify, that …": the comma belongs to the step.
    static func introducesClause(_ characters: [Character], after index: Int) -> Bool {
        let rest = characters[(index + 1)...].drop { $0 == " " }
        let word = String(rest.prefix { $0.isLetter }).lowercased()
        return ["что", "чтобы", "ли", "that", "whether"].contains(word)
    }

}

/// Where quotes close: `"…"`, `«…»`, `“…”`, `'…'`. A `'` opens a quote only at the start
/// of a word (so `don't` and `user's` stay text), and only a quote that closes is one.
struct QuoteFinder {
    let characters: [Character]
    /// Closing characters with no occurrence left after some position: the search for
    /// them stops there, so a text of ten thousand `«` is read in linear time.
    private var exhausted: [Character: Int] = [:]

    init(_ characters: [Character]) {
        self.characters = characters
    }

    mutating func closingIndex(openingAt index: Int) -> Int? {
        let character = characters[index]
        guard let close = CaseTextScanning.openingQuotes[character] else { return nil }
        if character == "'" || character == "‘" {
            guard index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber) else { return nil }
        }
        if let after = exhausted[close], after <= index { return nil }
        var end = index + 1
        while end < characters.count {
            if characters[end] == close && !(close == "\"" && QuoteFinder.isEscaped(characters, end)) { return end }
            end += 1
        }
        exhausted[close] = index
        return nil
    }

    /// A `"` after an odd number of backslashes is part of the text (`"he said \"hi\""`).
    static func isEscaped(_ characters: [Character], _ index: Int) -> Bool {
        var backslashes = 0
        var position = index - 1
        while position >= 0, characters[position] == "\\" {
            backslashes += 1
            position -= 1
        }
        return backslashes % 2 == 1
    }

    /// The text inside `"…"` with `\"` and `\\` read as `"` and `\`, as a Swift or JSON string would.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                if character != "\"" && character != "\\" { result.append("\\") }
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }
}
