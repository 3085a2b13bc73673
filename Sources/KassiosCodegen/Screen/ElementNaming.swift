import KassiosHierarchy
import KassiosModel

/// Names for generated members, from identifiers: camelCase, the screen's prefix dropped
/// (`login.email` on Login → `email`), keywords escaped, and collisions settled the same
/// way every time: the kind is added only where two names would clash (`emailField`,
/// `emailButton`), then numbers in the dump's order.
struct ElementNaming {
    struct Request {
        /// The identifier, or a collection's stem.
        let text: String
        let type: ElementType
        let isCollection: Bool
        /// The element's label: its words name it where the identifier has a pictograph
        /// (`checkout.🛒` labelled "Cart" is `cart`, not a numbered `checkoutButton2`).
        var label: String? = nil
    }

    /// Names no generated member may take: the builders a `KassScreen` calls (a property
    /// named `button` would hide `button(_:)`), what generated code declares besides
    /// elements, and whatever the existing file already declares.
    static let builtinReserved: Set<String> = {
        var names = Set(ElementBuilder.kassiOS.map(\.name))
        names.formUnion(["app", "onLoad", "assertVisible", "waitForLoad", "isLoaded", "init", "self", "super", "Self",
                         "type", "description", "exists"])
        // The built-in templates' parameters: an element so named would be shadowed in the method
        // (`func typeText(_ text: String) { text.tap() }` does not compile).
        names.formUnion(["text", "timeout", "file", "line", "position", "index"])
        return names
    }()

    let screenWords: [String]
    let reserved: Set<String>

    init(screenName: String, reserved: Set<String>) {
        self.screenWords = SwiftSpelling.words(screenName).map { $0.lowercased() }
        self.reserved = ElementNaming.builtinReserved.union(reserved)
    }

    /// One name per request, in the same order, unique among themselves and unreserved.
    /// Collections get plural names (`transactionCells`); `itemNames` gives their singular.
    func names(for requests: [Request]) -> (names: [String], itemNames: [String]) {
        let split = requests.map { request -> (kept: [String], dropped: [String]) in
            var parts = words(of: request.text)
            if let label = request.label, ElementNaming.hasPictograph(request.text) {
                parts.kept += SwiftSpelling.words(label).prefix(4)
            }
            return parts
        }
        // A shared first word is the screen's prefix only when the screen's name is not.
        let commonFirst = split.contains { !$0.dropped.isEmpty } ? nil : ElementNaming.commonFirstWord(split.map(\.kept))
        var bases: [String] = []
        var items: [String] = []
        var droppedWords: [[String]] = []
        for (request, parts) in zip(requests, split) {
            var kept = parts.kept
            var dropped = parts.dropped
            if let commonFirst, kept.count > 1, kept[0].lowercased() == commonFirst {
                dropped.append(kept.removeFirst())
            }
            let item = base(kept, dropped: dropped, type: request.type)
            items.append(item)
            bases.append(request.isCollection ? SwiftSpelling.plural(item) : item)
            droppedWords.append(dropped)
        }
        // A reserved name takes back its dropped prefix (`profile.image` → `profileImage`), or its kind.
        for index in bases.indices where reserved.contains(bases[index]) {
            let suffix = ElementNaming.kindSuffix(requests[index])
            bases[index] = droppedWords[index].isEmpty
                ? bases[index] + suffix
                : SwiftSpelling.camelCase(words: droppedWords[index] + SwiftSpelling.words(bases[index]))
            if reserved.contains(bases[index]) { bases[index] += suffix }
        }
        // Clashing names say their kind, where the kinds differ.
        var byName: [String: [Int]] = [:]
        for (index, name) in bases.enumerated() { byName[name, default: []].append(index) }
        for (_, indices) in byName where indices.count > 1 && Set(indices.map { requests[$0].type }).count > 1 {
            for index in indices {
                let suffix = ElementNaming.kindSuffix(requests[index])
                if !bases[index].lowercased().hasSuffix(suffix.lowercased()) { bases[index] += suffix }
            }
        }
        // Whatever still clashes is numbered, in order.
        var taken = TakenNames(reserved)
        return (bases.map { SwiftSpelling.escapedName(taken.claim($0)) }, items)
    }

    /// The identifier's words, with the screen's name dropped from its front (all of them,
    /// for an identifier that is just the screen's name: the name is then the kind's).
    private func words(of text: String) -> (kept: [String], dropped: [String]) {
        let words = SwiftSpelling.words(text)
        let lowered = words.map { $0.lowercased() }
        if !screenWords.isEmpty, lowered.count >= screenWords.count, Array(lowered.prefix(screenWords.count)) == screenWords {
            return (Array(words.dropFirst(screenWords.count)), Array(words.prefix(screenWords.count)))
        }
        return (words, [])
    }

    /// Whether the text has a character that is no letter, digit, space or punctuation: an emoji or
    /// another symbol, which no Swift name can say.
    static func hasPictograph(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .otherSymbol, .mathSymbol, .modifierSymbol: return true
            default: return false
            }
        }
    }

    /// The first word every name starts with, when there are two names or more and each has
    /// more words than that one (a prefix all identifiers of the screen share).
    static func commonFirstWord(_ names: [[String]]) -> String? {
        guard names.count > 1, let first = names[0].first?.lowercased() else { return nil }
        for words in names where words.count < 2 || words[0].lowercased() != first { return nil }
        return first
    }

    /// The name the words make. No words left: the kind's name (`navigationBar` for an
    /// identifier that was just the screen's name), or `unnamedButton` when there never were any.
    private func base(_ words: [String], dropped: [String], type: ElementType) -> String {
        let name = SwiftSpelling.camelCase(words: words)
        guard let first = name.unicodeScalars.first else {
            let kind = type == .any ? "element" : type.name
            return dropped.isEmpty ? "unnamed" + ElementKinds.nameSuffix(for: type) : kind
        }
        // A name cannot start with a digit: the kind goes first (`button2fa`).
        if ("0"..."9").contains(first) { return (type == .any ? "element" : type.name) + SwiftSpelling.upperFirst(name) }
        return name
    }

    static func kindSuffix(_ request: Request) -> String {
        let suffix = ElementKinds.nameSuffix(for: request.type)
        return request.isCollection ? SwiftSpelling.plural(suffix) : suffix
    }
}

/// Names already used; `claim` gives the name itself if free, else the name with the
/// first free number from 2 (`title2`), and marks it used.
struct TakenNames {
    private var names: Set<String>
    /// Per name asked for, the number its next copy tries first: ten thousand elements that all
    /// spell `cell` are numbered in one pass, not each counted up from 2 again.
    private var nextNumber: [String: Int] = [:]

    init(_ names: Set<String>) {
        self.names = names
    }

    mutating func claim(_ name: String) -> String {
        var candidate = name
        var number = nextNumber[name] ?? 2
        while names.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        if candidate != name { nextNumber[name] = number }
        names.insert(candidate)
        return candidate
    }
}
