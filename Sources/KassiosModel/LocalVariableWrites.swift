import KassiosSyntax

/// What the statements of a block do to the local `var`s declared in it: the values each is
/// set to with `=`, or that it is changed some other way (`+=`, passed `&name`, a mutating
/// call such as `append`, part of a tuple assigned at once).
///
/// A `var` set only to values the walk can read is one of those values wherever it is read
/// (`var tag = String()`, then `tag = "prehistoric"`, later `tag = "reptile"`: the identifier
/// `tag` is one of two literals), and a `var` never changed is a `let`. Every write anywhere
/// after the declaration counts, in nested blocks and closures too, so a value set later in a
/// loop is one the read may see. A name declared again inside (a shadow) only adds its values,
/// which can make the answer "built at runtime", never hide that it is.
struct LocalVariableWrites {
    private var values: [String: [Expr]] = [:]
    private var changedOtherwise: Set<String> = []
    private let names: Set<String>

    /// The writes to `names` in `statements`.
    init(of names: Set<String>, in statements: ArraySlice<Stmt>) {
        self.names = names
        SyntaxTraversal.forEachExpression(in: Array(statements)) { expr in note(expr) }
    }

    /// What the `var` `name` stands for, declared with `initializer` (nil: without a value).
    func binding(of name: String, initializer: Expr?) -> Scope.Binding {
        guard !changedOtherwise.contains(name) else { return .local(initializer: initializer, isLet: false) }
        guard let assigned = values[name] else {
            // Never changed: a `let` (one without a value is never read before it is set).
            return .local(initializer: initializer, isLet: initializer != nil)
        }
        // An empty first value (`var tag = ""`, `String()`) is a placeholder, set before it is read.
        guard let initializer, !LocalVariableWrites.isEmptyString(initializer) else { return .oneOf(assigned) }
        return .oneOf([initializer] + assigned)
    }

    /// The `var` names a block declares directly, each binding named.
    static func variableNames(declaredIn statements: [Stmt]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements {
            guard case .declaration(.variable(let variable)) = statement, !variable.isLet else { continue }
            variable.bindings.forEach { binding in
                if binding.accessors == nil, let name = binding.name { names.insert(name) }
            }
        }
        return names
    }

    /// Methods that change a `String` (or an array) in place.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
        "replaceSubrange", "popLast", "write", "reverse", "sort", "shuffle", "swapAt", "makeContiguousUTF8",
    ]

    private mutating func note(_ expr: Expr) {
        switch expr.kind {
        case .sequence(let parts):
            for position in parts.indices.dropFirst() {
                guard case .binaryOperator(let symbol) = parts[position].kind, LocalVariableWrites.isAssignment(symbol) else { continue }
                let target = parts[position - 1]
                if symbol == "=", parts.count == 3, case .identifier(let name) = target.kind {
                    if names.contains(name) { values[name, default: []].append(parts[2]) }
                } else {
                    markChanged(rootsOf: target)
                }
            }
        case .prefix("&", let operand):
            markChanged(rootsOf: operand)
        case .call(let callee, _, _):
            if case .member(let method, let base) = callee.kind, LocalVariableWrites.mutatingMethods.contains(method) {
                markChanged(rootsOf: base)
            }
        default:
            break
        }
    }

    /// The names an assignment's target or an `inout` argument changes: `name`, `name.field`,
    /// `name[0]`, each name of a tuple `(a, b)`.
    private mutating func markChanged(rootsOf target: Expr) {
        switch target.kind {
        case .identifier(let name):
            if names.contains(name) { changedOtherwise.insert(name) }
        case .member(_, let base), .subscript(let base, _), .postfix(_, let base):
            markChanged(rootsOf: base)
        case .tuple(let elements):
            for element in elements { markChanged(rootsOf: element.value) }
        default:
            break
        }
    }

    /// `=`, `+=`, `??=`…: an operator ending in `=` that is no comparison.
    static func isAssignment(_ symbol: String) -> Bool {
        guard symbol.hasSuffix("=") else { return false }
        return !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(symbol)
    }

    static func isEmptyString(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .string(let literal): return literal.staticValue == ""
        case .call(let callee, let arguments, let closures):
            guard arguments.isEmpty, closures.isEmpty, case .identifier("String") = callee.kind else { return false }
            return true
        default: return false
        }
    }
}
