import KassiosSyntax

/// An `NSPredicate` given where an identifier may be (pmtest's `textView(textPredicate)`): the
/// element is found by the predicate, and no identifier is given.
extension CodeWalker {
    /// Whether `expr` is an `NSPredicate`, never a string: `NSPredicate(format: …)`, a parameter or
    /// a variable declared one, or a variable made with one: local, the type's own, or the files'
    /// (this file's first; another file's unless it is private to that file).
    func isCertainlyAPredicate(_ expr: Expr, depth: Int) -> Bool {
        guard depth < CodeWalker.maximumFollowDepth else { return false }
        switch expr.unwrapped.kind {
        case .call(let callee, _, _):
            guard case .identifier(let name) = callee.kind else { return false }
            if CodeWalker.predicateTypes.contains(name) { return true }
            // `button(errorPredicate())`: a function of the type that returns one.
            guard context.predicateNames.contains(name), lookup(name) == nil, let type = currentType else { return false }
            return type.members.contains { member in
                guard case .function(let function) = member.value, function.name == name, let returned = function.returnType else { return false }
                return CodeWalker.predicateTypes.contains(returned.baseName)
            }
        case .identifier(let name):
            switch lookup(name) {
            case .parameter(let type?)?:
                return CodeWalker.predicateTypes.contains(type.baseName)
            case .local(let initializer?, _)?:
                return isCertainlyAPredicate(initializer, depth: depth + 1)
            case nil:
                guard context.predicateNames.contains(name) else { return false }
                // What the compiler finds first: a member of the type, of a class it inherits from, or
                // of a type it is nested in; a global of the files only when none declares the name.
                var scope = currentType
                while let enclosing = scope {
                    var type: TypeInfo? = enclosing
                    for _ in 0..<16 {
                        guard let current = type else { break }
                        if CodeWalker.declares(name, in: current) {
                            guard let (binding, _, _) = CodeWalker.propertyBinding(named: name[...], in: current) else { return false }
                            return holdsAPredicate(binding, depth: depth)
                        }
                        type = current.superclass?.resolved
                    }
                    scope = enclosing.qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")).flatMap {
                        context.index.types[String(enclosing.qualifiedName[..<$0])]
                    }
                }
                return globalHoldsAPredicate(name, depth: depth)
            default:
                return false
            }
        case .member(let name, let base):
            // `self.errorPredicate`, or a type's static one (`Predicates.error`).
            guard context.predicateNames.contains(name) else { return false }
            let owner: TypeInfo?
            if ScopedWalker.isSelf(base) {
                owner = currentType
            } else if let path = ConstantTable.referencePath(base), lookup(String(path.prefix { $0 != "." })) == nil {
                owner = context.index.resolveType(path, from: typeName)
            } else {
                owner = nil
            }
            guard let owner, let (binding, _, _) = CodeWalker.propertyBinding(named: name[...], in: owner) else { return false }
            return holdsAPredicate(binding, depth: depth)
        default:
            return false
        }
    }

    /// `NSPredicate` and its subclasses: what a builder finds an element by that is no identifier.
    static let predicateTypes: Set<String> = ["NSPredicate", "NSCompoundPredicate", "NSComparisonPredicate"]

    private func holdsAPredicate(_ binding: PatternBinding, depth: Int) -> Bool {
        if let declared = binding.type { return CodeWalker.predicateTypes.contains(declared.baseName) }
        return binding.initializer.map { isCertainlyAPredicate($0, depth: depth + 1) } ?? false
    }

    private func globalHoldsAPredicate(_ name: String, depth: Int) -> Bool {
        var found: PatternBinding?
        for member in context.index.topLevel {
            guard case .variable(let variable) = member.value, variable.bindings.binds(name) else { continue }
            let isHere = member.file === file
            guard isHere || !variable.header.isPrivate else { continue }
            variable.bindings.forEach { binding in
                if binding.name == name, isHere || found == nil { found = binding }
            }
            if isHere { break }
        }
        return found.map { holdsAPredicate($0, depth: depth) } ?? false
    }
}

/// The names under which the linted files keep a predicate: properties and globals declared as one
/// or made with one (or with another such name), and functions returning one. A name outside the
/// set is no predicate, whatever it is read from, so most arguments need no look-up at all.
enum PredicateNames {
    /// Notes the name `declaration` keeps a predicate under, if it does: a property or global
    /// declared as one or made with one, a function returning one. (`ConstantTable` notes them on
    /// its one pass over every declaration.)
    static func note(_ declaration: Decl, in names: inout Set<String>) {
        switch declaration {
        case .variable(let variable):
            variable.bindings.forEach { binding in
                guard let name = binding.name else { return }
                if let type = binding.type {
                    if isPredicateType(type.baseName) { names.insert(name) }
                } else if case .call(let callee, _, _)? = binding.initializer?.unwrapped.kind,
                          case .identifier(let called) = callee.kind, isPredicateType(called) {
                    names.insert(name)
                }
            }
        case .function(let function):
            if let returned = function.returnType, isPredicateType(returned.baseName) { names.insert(function.name) }
        default:
            break
        }
    }

    /// `declared` (the names `note` found) with the names that refer to one of them
    /// (`let banner = Predicates.banner`), as far as such chains go.
    static func closing(_ declared: Set<String>, over index: DeclarationIndex) -> Set<String> {
        // Most suites keep none: then no name can refer to one, and the declarations need no second look.
        guard !declared.isEmpty else { return declared }
        var references: [(name: String, referenced: String)] = []
        func noteReferences(_ declaration: Decl) {
            guard case .variable(let variable) = declaration else { return }
            variable.bindings.forEach { binding in
                guard let name = binding.name, binding.type == nil, let value = binding.initializer?.unwrapped else { return }
                switch value.kind {
                case .identifier(let referenced), .member(let referenced, _): references.append((name, referenced))
                default: break
                }
            }
        }
        for member in index.topLevel { noteReferences(member.value) }
        for type in index.types.values {
            for member in type.members { noteReferences(member.value) }
        }
        var names = declared
        var grew = true
        while grew {
            grew = false
            for (name, referenced) in references where !names.contains(name) && names.contains(referenced) {
                names.insert(name)
                grew = true
            }
        }
        return names
    }

    /// One of `CodeWalker.predicateTypes`; their names all end in "Predicate", which few others do,
    /// so most names are told apart by their last byte, without hashing.
    private static func isPredicateType(_ name: String) -> Bool {
        name.utf8.last == UInt8(ascii: "e") && CodeWalker.predicateTypes.contains(name)
    }
}


