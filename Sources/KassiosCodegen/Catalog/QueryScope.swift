import KassiosModel
import KassiosSyntax

/// The queries an element's own query is made under: what tells `app.alerts.buttons["Logout"]`, the
/// alert's button, from `app.buttons["Logout"]`, the one that opens the alert.
enum QueryScope {
    /// `alerts` for `app.alerts.buttons["Logout"]`, `tables["list"]` for `app.tables["list"].cells["row"]`,
    /// `tables.cells` for `app.tables.cells.containing(…)`; empty for a query of the app itself, a
    /// builder's (`button("id")`), or one kassios does not read. `property`: what a property of the
    /// type the element is declared in gives (`navBar.buttons["save"]`, `navBar` being
    /// `app.navigationBars["profile.nav"]`), to read on from.
    static func of(_ expr: Expr, property: (String) -> Expr? = { _ in nil }) -> String {
        var query = expr.unwrapped
        // What keeps one element of the query: `.firstMatch`, `.element`, `.element(boundBy:)`.
        while true {
            if case .member(let name, let base) = query.kind, name == "firstMatch" || name == "element" {
                query = base.unwrapped
            } else if case .call(let callee, _, _) = query.kind, callee.memberName == "element", case .member(_, let base) = callee.kind {
                query = base.unwrapped
            } else {
                break
            }
        }
        // The keyed query (`X.buttons["id"]`, `X.buttons.matching(identifier: "id")`) and what it is made on.
        let keyed: Expr
        switch query.kind {
        case .subscript(let base, _):
            keyed = base
        case .call(let callee, _, _) where callee.memberName == "matching" || callee.memberName == "containing":
            guard case .member(_, let base) = callee.kind else { return "" }
            keyed = base
        default:
            return ""
        }
        guard case .member(let collection, let receiver) = keyed.kind, ElementQueries.collections[collection] != nil else { return "" }
        var parts: [String] = []
        var current = receiver.unwrapped
        var followed = 0
        while true {
            switch current.kind {
            case .identifier(let name) where followed < 8:
                guard let value = property(name) else { return parts.reversed().joined(separator: ".") }
                followed += 1
                current = value.unwrapped
            case .member(let name, let base) where ScopedWalker.isSelf(base) && followed < 8:
                guard let value = property(name) else { return parts.reversed().joined(separator: ".") }
                followed += 1
                current = value.unwrapped
            case .member(let name, let base):
                // `firstMatch` and `element` pick one of the query, and change nothing of where it is.
                if ElementQueries.collections[name] != nil { parts.append(name) }
                current = base.unwrapped
            case .subscript(let base, let arguments):
                let key = arguments.first.flatMap { argument -> String? in
                    if case .string(let literal) = argument.value.kind { return literal.staticValue }
                    return nil
                }
                if case .member(let name, _) = base.kind, ElementQueries.collections[name] != nil {
                    parts.append("\(name)[\(key.map { "\"\($0)\"" } ?? "…")]")
                    guard case .member(_, let inner) = base.kind else { return parts.reversed().joined(separator: ".") }
                    current = inner.unwrapped
                } else {
                    current = base.unwrapped
                }
            case .call(let callee, _, _):
                guard case .member(let name, let base) = callee.kind else { return parts.reversed().joined(separator: ".") }
                if ElementQueries.queryMethods.contains(name) { parts.append(name + "(…)") }
                current = base.unwrapped
            default:
                return parts.reversed().joined(separator: ".")
            }
        }
    }
}
