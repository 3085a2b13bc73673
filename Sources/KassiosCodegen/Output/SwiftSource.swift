import KassiosHierarchy

/// Spelling things in Swift: string literals, method and type names from a case's
/// title (Russian titles transliterated and Latin letters' marks dropped, so names stay ASCII),
/// builders for dump elements.
enum SwiftSource {
    /// A Swift string literal holding exactly `text` (the screen generator's spelling).
    static func stringLiteral(_ text: String) -> String {
        SwiftSpelling.stringLiteral(text)
    }

    static let transliteration: [Character: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i", "й": "y",
        "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f",
        "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "", "э": "e", "ю": "yu", "я": "ya",
        // Latin letters with marks, as their base letter ("émoji" → emoji, not "moji"; "Größe" → grosse).
        "à": "a", "á": "a", "â": "a", "ã": "a", "ä": "a", "å": "a", "ą": "a", "ā": "a", "æ": "ae",
        "ç": "c", "ć": "c", "č": "c", "ď": "d", "đ": "d",
        "è": "e", "é": "e", "ê": "e", "ë": "e", "ę": "e", "ě": "e", "ē": "e", "ğ": "g",
        "ì": "i", "í": "i", "î": "i", "ï": "i", "ı": "i", "ī": "i", "ł": "l", "ñ": "n", "ń": "n", "ň": "n",
        "ò": "o", "ó": "o", "ô": "o", "õ": "o", "ö": "o", "ø": "o", "ő": "o", "ō": "o", "œ": "oe",
        "ř": "r", "ś": "s", "š": "s", "ş": "s", "ß": "ss", "ť": "t",
        "ù": "u", "ú": "u", "û": "u", "ü": "u", "ů": "u", "ű": "u", "ū": "u", "ý": "y", "ÿ": "y",
        "ź": "z", "ż": "z", "ž": "z",
    ]

    /// ASCII words of a title: "Вход с неверным паролем" → [vkhod, s, nevernym, parolem].
    static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if let latin = transliteration[character] {
                current += latin
            } else if character.isASCII && (character.isLetter || character.isNumber) {
                current.append(character)
            } else if character == "'" || character == "’" {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `test_sign_in_with_valid_credentials`; long titles are cut at a word boundary.
    static func testMethodName(_ title: String, limit: Int = 72) -> String {
        var name = "test"
        for word in asciiWords(title) {
            guard name.count + word.count + 1 <= limit || name == "test" else { break }
            name += "_" + word
        }
        return name == "test" ? "test_case" : name
    }

    /// `login cases` → `LoginCases`; a leading digit gets a prefix.
    static func typeName(_ text: String) -> String {
        var name = asciiWords(text).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.isEmpty { name = "Generated" }
        if name.first!.isNumber { name = "Case" + name }
        return name
    }

    /// Whether a check of this element compares its `value` (fields, switches) rather than its `label`.
    static func comparesValue(_ elementType: String) -> Bool {
        ["textField", "secureTextField", "searchField", "textView", "switch", "toggle", "slider", "checkBox", "stepper",
         "picker", "pickerWheel", "datePicker", "segmentedControl"].contains(elementType)
    }

    /// `left` → `Left`.
    static func capitalized(_ word: String) -> String {
        SwiftSpelling.upperFirst(word)
    }
}

extension SwiftSource {
    /// The KassiOS builder for a dump element, as the screen generator writes it:
    /// `button("home.quickActions")`, `element("x", type: .map)`.
    static func builderCall(type: String, identifier: String) -> String {
        let elementType = ElementType(type)
        let builder = ElementKinds.kassiOSBuilder(for: elementType)
        return "\(builder.name)(\(stringLiteral(identifier))" + (builder.needsType ? ", type: .\(type))" : ")")
    }

    /// The declaration a container lacks for a dump element, named as `kassios generate
    /// screen` would name it (prefix dropped, keywords escaped, no clash with what the
    /// container has): `` lazy var `continue` = button("cart.continue") `` for a KassiOS
    /// screen, `var note: XCUIElement { app.textFields["cart.note"] }` for a robot or page object.
    static func elementDeclaration(type: String, identifier: String, in container: Container) -> String {
        let typeName = container.name.split(separator: ".").last.map(String.init) ?? container.name
        let taken = Set(container.elements.map(\.name) + container.methods.map(\.name))
        let naming = ElementNaming(screenName: ScreenStyle.screenName(of: typeName), reserved: taken)
        let name = naming.names(for: [ElementNaming.Request(text: identifier, type: ElementType(type), isCollection: false)]).names[0]
        guard container.kind == .screen else {
            return "var \(name): XCUIElement { \(RobotMethodMatcher.query(type: type, identifier: identifier)) }"
        }
        return "lazy var \(name) = \(builderCall(type: type, identifier: identifier))"
    }
}
