import KassiosSyntax

/// What the statements of a block do to the local `var`s declared in it: the values each is
/// set to with `=`, or that it is changed some other way (`+=`, passed `&name`, a method called
/// on it that may change it, part of a tuple assigned at once, set to a value that names
/// something).
///
/// A `var` set only to literals, or to constants named from a type (`A11y.Tabs.home`), is one
/// of those values wherever it is read (`var tag = String()`, then `tag = "prehistoric"`, later
/// `tag = "reptile"`: the identifier `tag` is one of two literals), and a `var` never changed is
/// a `let`. A value such as `label` or `prefix + x` is read where the var is read, where the
/// names may mean something else (a loop's `label` is no constant `label`): it makes the var
/// changed. Every write anywhere after the declaration counts, in nested blocks and closures
/// too, so a value set later in a loop is one the read may see. A name declared again inside (a
/// shadow) only adds its values, which can make the answer "built at runtime", never hide that it is.
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

    /// A var set to more values than this is read as built at runtime: each read classifies them all.
    static let maximumValues = 16

    /// Methods of `String` that leave it as it is: any other method called on a var may change it
    /// (`append`, `replace(_:with:)`, `trimPrefix`, `formUnion`, a `mutating func` of the suite's own).
    static let nonMutatingMethods: Set<String> = [
        "hasPrefix", "hasSuffix", "contains", "lowercased", "uppercased", "capitalized", "replacingOccurrences",
        "components", "split", "trimmingCharacters", "appending", "appendingFormat", "prefix", "suffix",
        "dropFirst", "dropLast", "starts", "firstIndex", "lastIndex", "range", "data", "index", "distance",
        "compare", "caseInsensitiveCompare", "localizedCaseInsensitiveContains", "padding", "applyingTransform",
        "folding", "map", "filter", "reduce", "first", "last", "count", "isEmpty", "description", "elementsEqual",
        "enumerated", "joined", "reversed", "sorted", "utf8", "utf16", "unicodeScalars",
    ]

    /// A value read the same wherever it is read: a literal without interpolation, or a path from
    /// a type (`A11y.Tabs.home`, uppercase first, no `self`). A path from a name in lower case
    /// (ProtonMail's `struct id`) may as well start at a loop's variable or a property: not taken.
    static func readsTheSameEverywhere(_ value: Expr) -> Bool {
        switch value.kind {
        case .string(let literal): return !literal.hasInterpolation
        case .member:
            guard let path = ConstantTable.referencePath(value), path.utf8.contains(UInt8(ascii: ".")),
                  path.unicodeScalars.first?.properties.isUppercase == true else { return false }
            if case .member(_, let base) = value.kind, ScopedWalker.isSelf(base) { return false }
            return true
        default: return false
        }
    }

    private mutating func note(_ expr: Expr) {
        switch expr.kind {
        case .sequence(let parts):
            for position in parts.indices.dropFirst() {
                guard case .binaryOperator(let symbol) = parts[position].kind, LocalVariableWrites.isAssignment(symbol) else { continue }
                let target = parts[position - 1]
                if symbol == "=", parts.count == 3, case .identifier(let name) = target.kind,
                   LocalVariableWrites.readsTheSameEverywhere(parts[2]) {
                    guard names.contains(name) else { continue }
                    values[name, default: []].append(parts[2])
                    if values[name]!.count > LocalVariableWrites.maximumValues { changedOtherwise.insert(name) }
                } else {
                    markChanged(rootsOf: target)
                }
            }
        case .prefix("&", let operand):
            markChanged(rootsOf: operand)
        case .call(let callee, _, _):
            if case .member(let method, let base) = callee.kind, !LocalVariableWrites.nonMutatingMethods.contains(method) {
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
