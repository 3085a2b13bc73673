/// How generated Swift spells names and literals: words out of identifiers, camelCase,
/// keywords escaped, string literals that survive any label a dump holds.
public enum SwiftSpelling {
    /// The words of an identifier or label: split at anything that is not a letter or a
    /// digit, and at case changes (`quickActions` → quick, Actions; `URLField` → URL, Field).
    /// Digits stay with the letters before them (`step2`).
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            guard isWordCharacter(character) else {
                flush()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                // lower→Upper starts a word; so does the last capital of a run before a lowercase letter (URLField).
                if character.isUppercase && (previous.isLowercase || previous.isNumber) {
                    flush()
                } else if character.isUppercase, previous.isUppercase, let next, next.isLowercase {
                    flush()
                }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// Letters and digits of any script; emoji and punctuation separate words.
    static func isWordCharacter(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        if scalar.isASCII { return character.isLetter || character.isNumber }
        return scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
    }

    public static func camelCase(_ text: String) -> String {
        camelCase(words: words(text))
    }

    public static func camelCase(words: [String]) -> String {
        guard let first = words.first else { return "" }
        return first.lowercased() + words.dropFirst().map(capitalised).joined()
    }

    public static func pascalCase(_ text: String) -> String {
        words(text).map(capitalised).joined()
    }

    /// `actions` → `Actions`, `URL` → `Url`: the first letter up, the rest down.
    static func capitalised(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }

    public static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    // MARK: - Names

    /// Words Swift reserves: a property named so must be written in backticks.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self", "Type",
        "Protocol", "await", "some", "any", "_",
    ]

    /// The name as Swift source spells it: in backticks when it is a keyword.
    public static func escapedName(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `text` can name a Swift type (ASCII letters, digits and `_`, not a leading digit).
    public static func isTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic || first == "_" else { return false }
        return !keywords.contains(text)
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// `cell` → `cells`, `entry` → `entries`, `box` → `boxes`; `tabs` stays `tabs`.
    public static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") && !lower.hasSuffix("us") && !lower.hasSuffix("is") && lower.count > 1 {
            return word
        }
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            return word + "es"
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return word.dropLast() + "ies"
        }
        return word + "s"
    }

    // MARK: - Literals and comments

    /// A Swift string literal holding exactly `text`: quotes, backslashes, line breaks and
    /// every other control or invisible direction character escaped, the rest (accents,
    /// emoji) kept as they are.
    public static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if isInvisible(scalar) {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// The text on one line, for a `//` comment: line breaks and control characters become
    /// spaces, runs of spaces one, and the ends are trimmed.
    public static func singleLine(_ text: String) -> String {
        var line = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar == " " || isInvisible(scalar) || scalar.properties.isWhitespace {
                pendingSpace = !line.isEmpty
                continue
            }
            if pendingSpace { line += " " }
            pendingSpace = false
            line.unicodeScalars.append(scalar)
        }
        return line
    }

    /// C0 and C1 controls, DEL, line and paragraph separators, and the characters that
    /// reorder text (bidirectional overrides and isolates): they would break a literal or a
    /// comment, or make the source read differently from what it is.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// A value as a filter reads it: texts as they are, `true`/`false`, lists joined.
    static func text(of value: TemplateValue) -> String {
        switch value {
        case .text(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .list(let items): return items.map(text(of:)).joined(separator: ", ")
        case .record: return ""
        }
    }
}
