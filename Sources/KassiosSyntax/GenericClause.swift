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

    /// The argument a type as written (`ApplicationRunner<DeniedScenario>`) gives the generic
    /// parameter `parameter` its declaration's clause (`<Scenario: TestScenario>`) declares; nil
    /// when it gives none.
    public static func argument(for parameter: String, declaredIn clause: String, writtenAs type: String) -> String? {
        guard let position = parameterNames(in: clause).firstIndex(of: parameter), let open = type.firstIndex(of: "<"),
              type.hasSuffix(">") else { return nil }
        let given = arguments(in: type[type.index(after: open)..<type.index(before: type.endIndex)])
        return position < given.count ? given[position] : nil
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
