import KassiosSyntax

extension TypeInfo {
    /// The members the type declares only inside `#if` clauses, with the condition a test that uses
    /// one compiles under: Finch's `#if DEBUG lazy var debugMenu = …` gives `debugMenu: "DEBUG"`; an
    /// `#else` clause's condition is `!(A)`, an `#elseif C`'s `!(A) && C`, nested ones joined by `&&`.
    /// A name also declared outside them, or in another clause, is left out: it compiles either way.
    public var conditionallyCompiledMembers: [String: String] {
        // Most types have no `#if` among their members: nothing to walk.
        guard declarations.contains(where: { $0.value.members.contains { if case .ifConfig = $0 { return true } else { return false } } })
        else { return [:] }
        var conditions: [String: [String]] = [:]
        for declaration in declarations {
            TypeInfo.collectConditions(declaration.value.members, under: [], into: &conditions)
        }
        var result: [String: String] = [:]
        for (name, found) in conditions where found.count == 1 && !found[0].isEmpty { result[name] = found[0] }
        return result
    }

    private static func collectConditions(_ members: [Decl], under outer: [String], into conditions: inout [String: [String]]) {
        for member in members {
            switch member {
            case .ifConfig(let clauses):
                var earlier: [String] = []
                for clause in clauses {
                    var condition = earlier.map { "!(\($0))" }
                    if let own = clause.condition { condition.append(own) }
                    collectConditions(clause.elements, under: outer + condition, into: &conditions)
                    if let own = clause.condition { earlier.append(own) }
                }
            case .variable(let variable):
                variable.bindings.forEach { binding in
                    if let name = binding.name { conditions[name, default: []].append(outer.joined(separator: " && ")) }
                }
            case .function(let function) where function.kind == .function:
                conditions[function.name, default: []].append(outer.joined(separator: " && "))
            default:
                break
            }
        }
    }
}
