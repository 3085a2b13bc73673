import KassiosSyntax

/// The innermost loop around a place in a body, within its function or closure: what a wait
/// there is for. A `while` or `repeat` loop checks its condition again each time round, and a
/// `for` loop that can leave early does so on something it checked: a wait in either paces a
/// poll. A wait in a `for` loop that runs to its end is a fixed wait each time round.
public enum EnclosingLoop: Equatable, Sendable {
    /// `while … { }` or `repeat { } while …`.
    case conditional
    /// `for … in`; `canExit`: its body can `break`, `return` or `throw` out of it.
    case forEach(canExit: Bool)

    /// Whether a wait in the loop is the interval of a poll rather than a fixed wait.
    public var polls: Bool {
        switch self {
        case .conditional: return true
        case .forEach(let canExit): return canExit
        }
    }

    /// The loop a `for` statement is.
    init(_ loop: ForStmt) {
        self = .forEach(canExit: EnclosingLoop.canExit(loop.body, breakLeaves: true))
    }

    /// Whether `statements` can leave the loop they are the body of. `breakLeaves`: a `break`
    /// here leaves it (not inside a nested loop or a `switch`, whose own `break` it is).
    /// Closures and nested functions are not looked into: what they do leaves them only.
    static func canExit(_ statements: [Stmt], breakLeaves: Bool) -> Bool {
        statements.contains { statement in
            switch statement {
            case .return, .throw:
                return true
            case .jump(let jump, _):
                return jump == .break && breakLeaves
            case .if(let ifStatement):
                return canExit(ifStatement.body, breakLeaves: breakLeaves) || canExit(ifStatement.elseBody ?? [], breakLeaves: breakLeaves)
            case .guard(let guardStatement):
                return canExit(guardStatement.elseBody, breakLeaves: breakLeaves)
            case .do(let doStatement):
                return canExit(doStatement.body, breakLeaves: breakLeaves) || doStatement.catches.contains { canExit($0.body, breakLeaves: breakLeaves) }
            case .switch(let switchStatement):
                return switchStatement.cases.contains { canExit($0.body, breakLeaves: false) }
            case .for(let loop):
                return canExit(loop.body, breakLeaves: false)
            case .while(let loop):
                return canExit(loop.body, breakLeaves: false)
            case .ifConfig(let clauses):
                return clauses.contains { canExit($0.elements, breakLeaves: breakLeaves) }
            case .expression, .declaration, .defer, .unknown:
                return false
            }
        }
    }
}
