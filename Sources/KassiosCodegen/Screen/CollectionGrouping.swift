import KassiosHierarchy

/// Finds repeated rows among the selected elements: one identifier on several elements of a
/// type, or numbered identifiers (`cell.0`, `cell_1`, `row-2`) sharing a stem.
struct CollectionGrouping {
    struct Group {
        var type: ElementType
        var match: PlannedCollection.Match
        /// Indices into the selected elements, in order.
        var members: [Int]
        /// The text the collection is named after: the shared identifier, or the stem.
        var stem: String
    }

    private(set) var groups: [Group] = []
    /// Selected elements that belong to no group.
    private(set) var singles: [Int] = []

    init(_ selected: [SelectedElement]) {
        struct Key: Hashable {
            let type: ElementType
            let text: String
        }
        var byIdentifier: [Key: [Int]] = [:]
        for (index, element) in selected.enumerated() {
            byIdentifier[Key(type: element.type, text: element.identifier), default: []].append(index)
        }
        var grouped = [Bool](repeating: false, count: selected.count)
        var found: [Group] = []
        for (key, members) in byIdentifier where members.count > 1 {
            found.append(Group(type: key.type, match: .identifier(key.text), members: members, stem: key.text))
            for member in members { grouped[member] = true }
        }

        var byStem: [Key: [Int]] = [:]
        for (index, element) in selected.enumerated() where !grouped[index] {
            if let stem = CollectionGrouping.numberedStem(element.identifier) {
                byStem[Key(type: element.type, text: stem), default: []].append(index)
            }
        }
        // Identifiers per type, to see whether a stem would also match an element outside its group.
        var identifiersByType: [ElementType: [String]] = [:]
        for element in selected { identifiersByType[element.type, default: []].append(element.identifier) }
        for (key, members) in byStem where members.count > 1 || ElementKinds.rows.contains(key.type) {
            let memberIdentifiers = Set(members.map { selected[$0].identifier })
            let overlaps = identifiersByType[key.type, default: []].contains {
                $0.hasPrefix(key.text) && !memberIdentifiers.contains($0) && CollectionGrouping.numberedStem($0) != key.text
            }
            let match: PlannedCollection.Match = overlaps
                ? .pattern(CollectionGrouping.regularExpressionEscaped(key.text) + "[0-9]+")
                : .prefix(key.text)
            found.append(Group(type: key.type, match: match, members: members, stem: key.text))
            for member in members { grouped[member] = true }
        }
        groups = found.sorted { $0.members[0] < $1.members[0] }
        singles = selected.indices.filter { !grouped[$0] }
    }

    /// `home.tab.` for `home.tab.12`: the identifier up to and including the separator
    /// before its closing number; nil when it does not end in `<separator><digits>`.
    static func numberedStem(_ identifier: String) -> String? {
        let scalars = Array(identifier.unicodeScalars)
        var end = scalars.count
        while end > 0, ("0"..."9").contains(scalars[end - 1]) { end -= 1 }
        guard end < scalars.count, end >= 2, [".", "_", "-"].contains(scalars[end - 1]) else { return nil }
        var stem = String.UnicodeScalarView()
        stem.append(contentsOf: scalars[..<end])
        return String(stem)
    }

    /// The text as an ICU regular expression (what NSPredicate's MATCHES reads) that
    /// matches it literally.
    static func regularExpressionEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
