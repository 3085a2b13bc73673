import KassiosSyntax

/// What a class's stored `var` is set to, when the suite sets it only in the initializers of the class
/// and the classes inheriting from it, each time to a value written there: each kind of page is made
/// with one of those values and keeps it. mullvad's pages keep the identifier of
/// their root in the base class (`class Page { var pageAccessibilityIdentifier: AccessibilityIdentifier? }`),
/// which each page's `init` sets (`self.pageAccessibilityIdentifier = .loginView` in `LoginPage`), and
/// `Page.waitForPageToBeShown()` reads: one of those cases, not an identifier built at run time.
///
/// Asked for by the walk when it meets such a field in an identifier position, which few suites
/// have: what the other files write through other values is looked for once, on first use
/// (`FieldWrites.Cache`), not for every file.
enum FieldWrites {
    /// A value the field is given, with the member of `type` it is written in (where it is read).
    struct Write {
        let value: Expr
        let member: Located<Decl>
        let type: TypeInfo
    }

    /// The values the stored instance `var` `name` of the class `owner` is given: its initial value,
    /// and each `name = value` or `self.name = value` in an `init` of `owner` or of a class inheriting
    /// from it (an extension's included). Nil when anything else may change it: a write in another
    /// method, another assignment operator (`+=`), `&name`, a mutating method called on it, a key path naming it, or
    /// a write through another value (`page.name = …`) in any of the files; and nil when nothing but
    /// its declaration gives it a value, which a `let` would then say better.
    static func writes(ofField name: String, declaredBy declaration: Located<Decl>, binding: PatternBinding, in owner: TypeInfo,
                       index: DeclarationIndex, cache: Cache) -> [Write]? {
        guard owner.kind == .class, cache.namesChangedElsewhere(index: index).contains(name) == false else { return nil }
        var writes: [Write] = []
        if let initializer = binding.initializer { writes.append(Write(value: initializer, member: declaration, type: owner)) }
        let mutating = cache.mutatingMethods(index: index)
        let family = index.sortedTypes.filter { type in
            type === owner || (type.kind == .class && index.classChain(from: type).dropFirst().contains { $0 === owner })
        }
        for type in family {
            for member in type.members {
                // A nested type's `self` is another value; the property itself is read, not written, there.
                if case .type = member.value { continue }
                // Set when the page is made, by an `init`: a method setting it changes it while the test runs.
                var isInitializer = false
                if case .function(let function) = member.value, function.kind == .initializer { isInitializer = true }
                var changedOtherwise = false
                SyntaxTraversal.forEachExpression(in: member.value) { expr in
                    guard !changedOtherwise else { return }
                    switch expr.kind {
                    case .sequence(let parts):
                        for position in parts.indices.dropFirst() {
                            guard case .binaryOperator(let symbol) = parts[position].kind, LocalVariableWrites.isAssignment(symbol),
                                  FieldWrites.names(parts[position - 1], name) else { continue }
                            // `name = value` alone: the sequence is the assignment and nothing else.
                            guard isInitializer, symbol == "=", position == 1, parts.count == 3 else { changedOtherwise = true; return }
                            writes.append(Write(value: parts[2], member: member, type: type))
                        }
                    case .prefix("&", let operand):
                        if FieldWrites.names(operand, name) { changedOtherwise = true }
                    case .call(let callee, _, _):
                        if case .member(let method, let base) = callee.kind, mutating.contains(method), FieldWrites.names(base, name) {
                            changedOtherwise = true
                        }
                    default:
                        break
                    }
                }
                if changedOtherwise { return nil }
            }
        }
        // A `var` nothing sets but its declaration is left as it is read (runtime-identifier's advice for it: a `let`).
        guard writes.count > (binding.initializer == nil ? 0 : 1), writes.allSatisfy({ FieldWrites.namesOnlyTypes(write: $0.value) }) else {
            return nil
        }
        return writes
    }

    /// Whether every name a written value starts from is a type's (`AccessibilityIdentifier.login`,
    /// `.loginView`, a literal): its value is then the same wherever it is read. A lowercase name is a
    /// parameter, a local or a property of the member writing it (`self.pageID = id` in `init(id:)`),
    /// which the field's reader cannot see; a closure runs later.
    static func namesOnlyTypes(write value: Expr) -> Bool {
        var onlyTypes = true
        SyntaxTraversal.forEachExpression(in: value) { expr in
            switch expr.kind {
            case .identifier(let name):
                if name != "Self", name.unicodeScalars.first?.properties.isUppercase != true { onlyTypes = false }
            case .closure:
                onlyTypes = false
            default:
                break
            }
        }
        return onlyTypes
    }

    /// Whether `target` is the field itself: `name`, `self.name`, or either unwrapped (`name!`).
    private static func names(_ target: Expr, _ name: String) -> Bool {
        switch target.kind {
        case .identifier(let written): return written == name
        case .member(let written, let base): return written == name && ScopedWalker.isSelf(base)
        case .postfix(_, let operand): return names(operand, name)
        default: return false
        }
    }

    /// What every file changes through other values, found once for the model, by whichever walk
    /// asks first (the walks run side by side).
    final class Cache: @unchecked Sendable {
        private let lock = Lock()
        private var changedElsewhere: Set<String>?
        private var mutating: Set<String>?

        func mutatingMethods(index: DeclarationIndex) -> Set<String> {
            lock.lock()
            defer { lock.unlock() }
            if let mutating { return mutating }
            let methods = UnchangedPrivateVariables.mutatingMethods(declaredIn: index)
            mutating = methods
            return methods
        }

        func namesChangedElsewhere(index: DeclarationIndex) -> Set<String> {
            let methods = mutatingMethods(index: index)
            lock.lock()
            defer { lock.unlock() }
            if let changedElsewhere { return changedElsewhere }
            var names: Set<String> = []
            for file in index.files {
                names.formUnion(UnchangedPrivateVariables.namesChanged(in: file, mutatingMethods: methods, throughOtherValues: true))
            }
            changedElsewhere = names
            return names
        }
    }
}
