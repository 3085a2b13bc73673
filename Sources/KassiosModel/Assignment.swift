import KassiosSyntax

/// `name = value` or `self.name = value` written as a statement, which the parser keeps as the
/// operator sequence `[name, =, value]`: read by the walk (a `let` set on each path), by the
/// elements a type's `init` gives its stored properties, by selector tables' fields, and by the
/// map's reading of tests (`loginScreen = LoginScreen(app: app)` in `setUp`).
public struct Assignment {
    public let name: String
    /// Written `self.name = …`.
    public let isThroughSelf: Bool
    public let value: Expr

    public init?(_ expr: Expr) {
        guard case .sequence(let parts) = expr.kind, parts.count == 3, case .binaryOperator("=") = parts[1].kind else { return nil }
        switch parts[0].kind {
        case .identifier(let name):
            (self.name, isThroughSelf) = (name, false)
        case .member(let name, let base) where ScopedWalker.isSelf(base):
            (self.name, isThroughSelf) = (name, true)
        default:
            return nil
        }
        value = parts[2]
    }
}
