import KassiosSyntax

/// A stored `var` that only its file may change (`private`, `fileprivate`, `private(set)`) and
/// that nothing in the file changes is a constant, as a `let` is: WooCommerce's
/// `private var updatedSearchResultsID = "updated-search-results-table-view"` is as searchable
/// as its literal. Anything in the file that may change a property of that name counts, whatever
/// it is written on: `x = …`, `self.x = …`, `other.x += …`, `&x`, a method called on it that may
/// change it (`x.append(…)`, a `mutating func` of the suite's own), a key path naming it
/// (`\Cell.x`). Only in a class: a struct's memberwise initializer sets it from anywhere its
/// initializer is visible.
enum UnchangedPrivateVariables {
    static func hasPrivateSetter(_ header: DeclHeader) -> Bool {
        ConstantTable.isFilePrivate(header) || header.has("private(set)") || header.has("fileprivate(set)")
    }

    /// Methods of the standard library that change the value they are called on (a `String`'s
    /// `append`, an array's `removeAll`…).
    static let standardMutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange",
        "replace", "popFirst", "popLast", "reserveCapacity", "write", "trimPrefix", "makeContiguousUTF8", "withUTF8",
        "withMutableCharacters", "swapAt", "sort", "reverse", "shuffle", "partition", "formUnion", "formIntersection",
        "formSymmetricDifference", "subtract", "update", "updateValue", "merge", "removeValue", "toggle", "negate",
        "formIndex", "withUnsafeMutableBufferPointer", "withUnsafeMutableBytes",
    ]

    /// The methods a call may change its receiver with: the standard library's, and every
    /// `mutating func` the linted files declare, in any type or extension.
    static func mutatingMethods(declaredIn index: DeclarationIndex) -> Set<String> {
        standardMutatingMethods.union(index.mutatingFunctionNames)
    }

    /// The names of every property or variable the file's code may change. A method called on a
    /// name changes it only if it is one of `mutatingMethods`: `emailField.tap()` on a local query
    /// leaves a `static var emailField = "login.email"` elsewhere as it is.
    static func namesChanged(in file: SourceFile, mutatingMethods: Set<String>) -> Set<String> {
        var names: Set<String> = []
        forEachChange(in: file.declarations, mutatingMethods: mutatingMethods,
                      target: { changed, _ in insertNames(changedThrough: changed, into: &names) }, keyPathName: { names.insert($0) })
        return names
    }

    /// Each expression the code may change: what an assignment (any operator) is made to, what is
    /// passed with `&`, what a method of `mutatingMethods` is called on, each with the value it is
    /// given when the change is a plain `x = value` (nil for any other); and each name a key path
    /// gives (`\Cell.x`, or a key `setValue(_:forKey:)` is given), which may set any property of that name.
    static func forEachChange(in declarations: [Decl], mutatingMethods: Set<String>, target: (_ changed: Expr, _ assigned: Expr?) -> Void,
                              keyPathName: (String) -> Void) {
        SyntaxTraversal.forEachExpression(in: declarations) { expr in
            switch expr.kind {
            case .sequence(let parts):
                for position in parts.indices.dropFirst() {
                    guard case .binaryOperator(let symbol) = parts[position].kind, LocalVariableWrites.isAssignment(symbol) else { continue }
                    // `x = value` alone: the sequence is the assignment and nothing else.
                    let isPlain = symbol == "=" && position == 1 && parts.count == 3
                    target(parts[position - 1], isPlain ? parts[2] : nil)
                }
            case .prefix("&", let operand):
                target(operand, nil)
            case .call(let callee, let arguments, _):
                if case .member(let method, let base) = callee.kind, mutatingMethods.contains(method) { target(base, nil) }
                // Key-value coding (`setValue(id, forKey: "rootID")`) sets the property the key names.
                if CallSite.name(ofCallee: callee) == "setValue" {
                    for argument in arguments where argument.label == "forKey" || argument.label == "forKeyPath" {
                        guard case .string(let key) = argument.value.kind, let text = key.staticValue else { continue }
                        for component in text.split(separator: ".") { keyPathName(String(component)) }
                    }
                }
            case .keyPath(let path):
                for component in path.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                    keyPathName(String(component))
                }
            default:
                break
            }
        }
    }

    /// `x`, `a.x`, `x[0]`, `x!`: the names of what is changed (`a` too: changing a value's
    /// property changes the value); each of a tuple's.
    private static func insertNames(changedThrough target: Expr, into names: inout Set<String>) {
        switch target.kind {
        case .identifier(let name):
            names.insert(name)
        case .member(let name, let base):
            names.insert(name)
            insertNames(changedThrough: base, into: &names)
        case .subscript(let base, _), .postfix(_, let base):
            insertNames(changedThrough: base, into: &names)
        case .tuple(let elements):
            for element in elements { insertNames(changedThrough: element.value, into: &names) }
        default:
            break
        }
    }
}
