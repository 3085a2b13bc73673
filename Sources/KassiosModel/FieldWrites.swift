import KassiosSyntax

/// What a class's stored `var` is set to, when the suite sets it only in the initializers of the class
/// and the classes inheriting from it, each time to a fixed value: each kind of page is made with one
/// of those values and keeps it. mullvad's pages keep the identifier of their root in the base class
/// (`class Page { var pageAccessibilityIdentifier: AccessibilityIdentifier? }`), which each page's
/// `init` sets (`self.pageAccessibilityIdentifier = .loginView` in `LoginPage`), and
/// `Page.waitForPageToBeShown()` reads: one of those cases, not an identifier built at run time.
///
/// Asked for by the walk when it meets such a field in an identifier position, which few suites
/// have: what the files change is looked for once, on first use, and each field's values once
/// (`FieldWrites.Cache`).
enum FieldWrites {
    /// A value the field is given, with the member of `type` it is written in (where it is read).
    struct Write {
        let value: Expr
        let member: Located<Decl>
        let type: TypeInfo
    }

    /// The values the stored instance `var` `name` of the class `owner` is given: its initial value,
    /// and each `name = value` or `self.name = value` in an `init` of `owner` or of a class inheriting
    /// from it (an extension's included), each a fixed value (`isFixed`). Nil when anything else in the
    /// files may change it: a write in a method, or in a type kassios does not see inheriting from
    /// `owner`; another assignment operator (`+=`), a tuple, `&name`, a mutating method called on it;
    /// a key path naming it; a write through another value (`page.name = …`). Nil too when only its
    /// declaration gives it a value, which a `let` would then say better.
    static func writes(ofField name: String, declaredBy declaration: Located<Decl>, binding: PatternBinding, in owner: TypeInfo,
                       index: DeclarationIndex, cache: Cache) -> [Write]? {
        guard owner.kind == .class else { return nil }
        let family = [owner] + cache.descendants(of: owner, index: index)
        // Declared again below (`override var`): what a subclass's instance holds is its own.
        if family.dropFirst().contains(where: { CodeWalker.declares(name, in: $0) }) { return nil }
        var writes: [Write] = []
        if let initializer = binding.initializer { writes.append(Write(value: initializer, member: declaration, type: owner)) }
        var seen = 0
        let mutatingMethods = cache.mutatingMethods(index: index)
        for type in family {
            for member in type.members {
                // A nested type's `self` is another value: its writes are counted among the others'.
                if case .type = member.value { continue }
                // Set when the page is made, by an `init`: a method setting it changes it while the test runs.
                var initializer: FunctionDecl?
                if case .function(let function) = member.value, function.kind == .initializer { initializer = function }
                var localNames: Set<String>?
                var changedOtherwise = false
                UnchangedPrivateVariables.forEachChange(in: [member.value], mutatingMethods: mutatingMethods, target: { changed, assigned in
                    guard !changedOtherwise, FieldWrites.count(changed, name) > 0 else { return }
                    guard let initializer, let assigned, FieldWrites.names(changed, name) else {
                        changedOtherwise = true
                        return
                    }
                    if localNames == nil { localNames = FieldWrites.localNames(of: initializer) }
                    guard isFixed(assigned, besides: localNames ?? []) else {
                        changedOtherwise = true
                        return
                    }
                    seen += 1
                    writes.append(Write(value: assigned, member: member, type: type))
                }, keyPathName: { _ in })   // key paths and keys: among the files' changes, below
                if changedOtherwise { return nil }
            }
        }
        // Most fields no initializer sets: the files' writes are read only for those some does.
        guard seen > 0, binding.initializer.map({ isFixed($0, besides: []) }) ?? true else { return nil }
        // Every write of the name in the files is one of those: none in a type not seen to inherit from
        // `owner` (through a type alias, a module's name, a protocol's extension, a class in a function),
        // none through another value.
        let changes = cache.changes(index: index)
        guard !changes.throughOtherValues.contains(name), seen == changes.written[name, default: 0] else { return nil }
        return writes
    }

    /// A value the same wherever and whenever it is read: `nil`, an implicit member (`.loginView`), what
    /// `LocalVariableWrites.readsTheSameEverywhere` takes (a literal without interpolation, a path from a
    /// type: `AccessibilityIdentifier.login`) when its path does not start at one of `names` (an
    /// initializer's parameter or local: `init(ID:)`), or a choice of such values (`compact ? .grid : .list`).
    static func isFixed(_ value: Expr, besides names: Set<String>) -> Bool {
        switch value.kind {
        case .nil, .implicitMember: return true
        case .ternary(_, let then, let otherwise): return isFixed(then, besides: names) && isFixed(otherwise, besides: names)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return isFixed(elements[0].value, besides: names)
        default:
            guard LocalVariableWrites.readsTheSameEverywhere(value) else { return false }
            // A path's first name is a type's, not the initializer's `ID` or `Root`.
            guard let path = ConstantTable.referencePath(value), let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return true }
            return !names.contains(String(path[..<dot]))
        }
    }

    /// The names an initializer's values may read besides types': its parameters and the locals it declares.
    static func localNames(of initializer: FunctionDecl) -> Set<String> {
        var names = Set(initializer.parameters.map(\.name))
        func collect(_ statements: [Stmt]) {
            for statement in statements {
                switch statement {
                case .declaration(.variable(let variable)):
                    variable.bindings.forEach { if let name = $0.name { names.insert(name) } }
                case .if(let branches):
                    for case .optionalBinding(let name?, _, _) in branches.conditions { names.insert(name) }
                    collect(branches.body)
                    collect(branches.elseBody ?? [])
                case .guard(let guarded):
                    for case .optionalBinding(let name?, _, _) in guarded.conditions { names.insert(name) }
                    collect(guarded.elseBody)
                case .for(let loop):
                    names.formUnion(loop.boundNames)
                    collect(loop.body)
                case .while(let loop): collect(loop.body)
                case .do(let block): collect(block.body)
                case .defer(let body, _): collect(body)
                case .switch(let choice): for branch in choice.cases { collect(branch.body) }
                case .ifConfig(let clauses): for clause in clauses { collect(clause.elements) }
                default: break
                }
            }
        }
        collect(initializer.body ?? [])
        return names
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

    /// How many times a changed expression changes a property or variable `name` of its own value
    /// (`name`, `self.name`), in a tuple, unwrapped, or through its own parts (`self.name.count`).
    private static func count(_ target: Expr, _ name: String) -> Int {
        var count = 0
        forEachNameChanged(by: target, onSelf: { if $0 == name { count += 1 } }, onOtherValue: { _ in })
        return count
    }

    /// The names a changed expression changes: `onSelf` those of its own value (`x`, `self.x`), and
    /// `onOtherValue` those of another value's (`page.x`, `x` of `self.y.x`).
    static func forEachNameChanged(by target: Expr, onSelf: (String) -> Void, onOtherValue: (String) -> Void) {
        switch target.kind {
        case .identifier(let name):
            onSelf(name)
        case .member(let name, let base):
            if ScopedWalker.isSelf(base) { onSelf(name) } else { onOtherValue(name) }
            forEachNameChanged(by: base, onSelf: onSelf, onOtherValue: onOtherValue)
        case .subscript(let base, _), .postfix(_, let base):
            forEachNameChanged(by: base, onSelf: onSelf, onOtherValue: onOtherValue)
        case .tuple(let elements):
            for element in elements { forEachNameChanged(by: element.value, onSelf: onSelf, onOtherValue: onOtherValue) }
        default:
            break
        }
    }

    /// What the files change, by name.
    struct Changes {
        /// The names changed through another value than `self`, and those key paths give.
        var throughOtherValues: Set<String> = []
        /// How many times each name is changed as a name of `self`'s or a bare name, wherever.
        var written: [String: Int] = [:]
    }

    /// What the files change and each field's values, found once for the model, by whichever walk
    /// asks first (the walks run side by side).
    final class Cache: @unchecked Sendable {
        private let lock = Lock()
        private var found: Changes?
        private var mutating: Set<String>?
        private var inheriting: [String: [TypeInfo]]?
        private var sources: [String: IdentifierSource?] = [:]

        /// The methods a call may change its receiver with (`UnchangedPrivateVariables.mutatingMethods`).
        func mutatingMethods(index: DeclarationIndex) -> Set<String> {
            lock.lock()
            defer { lock.unlock() }
            if let mutating { return mutating }
            let methods = UnchangedPrivateVariables.mutatingMethods(declaredIn: index)
            mutating = methods
            return methods
        }

        /// The classes of the files that inherit from `owner`, directly or not, in the index's order:
        /// found for every class at once, on first use.
        func descendants(of owner: TypeInfo, index: DeclarationIndex) -> [TypeInfo] {
            lock.lock()
            defer { lock.unlock() }
            if let inheriting { return inheriting[owner.qualifiedName] ?? [] }
            var found: [String: [TypeInfo]] = [:]
            for type in index.sortedTypes where type.kind == .class {
                for ancestor in index.classChain(from: type).dropFirst() { found[ancestor.qualifiedName, default: []].append(type) }
            }
            inheriting = found
            return found[owner.qualifiedName] ?? []
        }

        func changes(index: DeclarationIndex) -> Changes {
            let methods = mutatingMethods(index: index)
            lock.lock()
            defer { lock.unlock() }
            if let found { return found }
            var changes = Changes()
            for file in index.files {
                UnchangedPrivateVariables.forEachChange(in: file.declarations, mutatingMethods: methods, target: { changed, _ in
                    FieldWrites.forEachNameChanged(by: changed, onSelf: { changes.written[$0, default: 0] += 1 },
                                                   onOtherValue: { changes.throughOtherValues.insert($0) })
                }, keyPathName: { changes.throughOtherValues.insert($0) })
            }
            found = changes
            return changes
        }

        /// The field's value as a walk reads it (`key`: its type's qualified name and its own), worked
        /// out by `make` the first time it is asked for.
        func source(of key: String, _ make: () -> IdentifierSource?) -> IdentifierSource? {
            lock.lock()
            if let known = sources[key] {
                lock.unlock()
                return known
            }
            lock.unlock()
            let source = make()
            lock.lock()
            sources[key] = source
            lock.unlock()
            return source
        }
    }
}
