/// Generic clauses as written: the parameters a declaration's `<…>` declares, and the arguments a
/// type's `<…>` gives.
public enum GenericClause {
    /// The names a generic parameter clause declares: `<T: UIElement, U>` → T, U.
    public static func parameterNames(in clause: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var current = ""
        var naming = true
        for character in clause {
            switch character {
            case "<" where depth == 0: depth = 1
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 1:
                names.append(current)
                current = ""
                naming = true
            case ":": if depth == 1 { naming = false }
            case " " where !current.isEmpty: if depth == 1 { naming = false }
            default: if depth == 1 && naming && character != " " { current.append(character) }
            }
        }
        if !current.isEmpty { names.append(current) }
        return names
    }

    /// The arguments inside a type's brackets: `String, [Int: Bool]` → the two, without the spaces
    /// around them, split at the commas outside brackets.
    public static func arguments(in list: Substring) -> [String] {
        var arguments: [Substring] = []
        var depth = 0
        var start = list.startIndex
        for index in list.indices {
            switch list[index] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                arguments.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        arguments.append(list[start...])
        return arguments.map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    }
}
