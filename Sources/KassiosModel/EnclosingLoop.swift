import KassiosSyntax

/// The innermost loop around a place in a body, within its function or closure: what a wait
/// there is for. A `while` or `repeat` loop checks its condition again each time round, and a
/// `for` loop that can leave early does so on something it checked: a wait in either paces a
/// poll. A wait in a `for` loop that runs to its end is a fixed wait each time round.
public enum EnclosingLoop {
    /// `while … { }` or `repeat { } while …`.
    case conditional(WhileStmt)
    /// `for … in`: whether its body can `break`, `return` or `throw` out of it is looked at
    /// when asked, as few walks ask.
    case forEach(ForStmt)

    /// Whether a wait in the loop is the interval of a poll rather than a fixed wait.
    public var polls: Bool {
        switch self {
        case .conditional: return true
        case .forEach(let loop): return Exits(breakLeaves: true, throwLeaves: true, innerLabels: []).found(in: loop.body)
        }
    }

    /// What leaves the loop from where a search is in its body. A `break` leaves it unless it
    /// is inside a nested loop or a `switch` (whose own `break` it is); `break label` unless
    /// the label is of a statement inside the loop; a `throw` unless a `do` inside the loop
    /// catches it; a `return` always. Closures and nested functions are not looked into:
    /// what they do leaves them only.
    struct Exits {
        var breakLeaves: Bool
        var throwLeaves: Bool
        var innerLabels: Set<String>

        func found(in statements: [Stmt]) -> Bool {
            statements.contains { statement in
                switch statement {
                case .return:
                    return true
                case .throw:
                    return throwLeaves
                case .jump(let jump, _):
                    return jump == .break && breakLeaves
                case .labelledJump(let jump, let label, _):
                    return jump == .break && !innerLabels.contains(label)
                case .if(let ifStatement):
                    let inside = labelled(ifStatement.label)
                    return inside.found(in: ifStatement.body) || inside.found(in: ifStatement.elseBody ?? [])
                case .guard(let guardStatement):
                    return found(in: guardStatement.elseBody)
                case .do(let doStatement):
                    var inside = labelled(doStatement.label)
                    let caught = inside.found(in: doStatement.catches.flatMap(\.body))
                    if !doStatement.catches.isEmpty { inside.throwLeaves = false }
                    return caught || inside.found(in: doStatement.body)
                case .switch(let switchStatement):
                    var inside = labelled(switchStatement.label)
                    inside.breakLeaves = false
                    return switchStatement.cases.contains { inside.found(in: $0.body) }
                case .for(let loop):
                    var inside = labelled(loop.label)
                    inside.breakLeaves = false
                    return inside.found(in: loop.body)
                case .while(let loop):
                    var inside = labelled(loop.label)
                    inside.breakLeaves = false
                    return inside.found(in: loop.body)
                case .ifConfig(let clauses):
                    return clauses.contains { found(in: $0.elements) }
                case .expression, .declaration, .defer, .unknown:
                    return false
                }
            }
        }

        /// The search inside a statement that `label` names, if any.
        private func labelled(_ label: String?) -> Exits {
            guard let label else { return self }
            var inside = self
            inside.innerLabels.insert(label)
            return inside
        }
    }
}
