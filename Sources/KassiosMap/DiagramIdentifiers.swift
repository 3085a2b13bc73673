/// Node names as diagram identifiers: letters, digits and `_` only, prefixed so no name is a
/// keyword (`end` in Mermaid, `node` in DOT), and unique even when two names only differ in
/// punctuation. Derived from the names, not from positions, so adding a screen changes no
/// other line of a committed diagram.
struct DiagramIdentifiers {
    private var byName: [String: String] = [:]

    init(_ names: [String]) {
        var used: Set<String> = []
        for name in names.sorted() {
            var base = "n_"
            for scalar in name.unicodeScalars {
                let isSafe = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                base.unicodeScalars.append(isSafe ? scalar : "_")
            }
            var candidate = base
            var suffix = 2
            while !used.insert(candidate).inserted {
                candidate = base + "_\(suffix)"
                suffix += 1
            }
            byName[name] = candidate
        }
    }

    subscript(name: String) -> String { byName[name] ?? "n_unknown" }
}
