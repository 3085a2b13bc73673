import KassiosSyntax

// Selector tables' identifier fields read away from where the selector is made
// (`sel.doneButton.value`): followed back through `let`s to the initializer or factory
// call that made the selector, and classified there.

extension CodeWalker {
    /// `sel.doneButton.value`, `Selectors.done.value`: the identifier field of a selector (a
    /// selector table, IdentifierFieldDiscovery) whose making the linted files show through `let`s
    /// (`let sel = PrefsSelectors()`, or `let sel: PrefsSelectorsSet` of a protocol one type
    /// conforms to, then `let doneButton = Selector.buttonId(IDs.done)`): what its initializer or
    /// factory was given there, as seen where it was written (Firefox's screens).
    func selectorField(_ path: String, depth: Int) -> IdentifierSource? {
        guard !context.identifierFields.isEmpty, depth < CodeWalker.maximumFollowDepth else { return nil }
        let components = path.split(separator: ".").map(String.init)
        guard components.count >= 2 else { return nil }
        // `let status = isOn ? sel.STATUS_ON : sel.STATUS_OFF`, then `status.value`: each selector's field.
        if case .local(let initializer?, true)? = lookup(components[0]), case .ternary(_, let then, let otherwise) = initializer.unwrapped.kind {
            let rest = components.dropFirst().joined(separator: ".")
            var sources: [IdentifierSource] = []
            for branch in [then, otherwise] {
                guard let base = ConstantTable.referencePath(branch), let source = selectorField(base + "." + rest, depth: depth + 1)
                else { return nil }
                sources.append(source)
            }
            let chosen = CodeWalker.choice(among: sources, named: "(" + sourceText(of: initializer) + ")." + rest)
            return chosen.isRuntime ? nil : chosen
        }
        // The last name is the identifier field of the selector the last value made, with a wrapper.
        guard let made = selectorMaking(components), case .call(let callee, let arguments, _) = made.expr.unwrapped.kind,
              let calleePath = ConstantTable.referencePath(callee), let callName = calleePath.split(separator: ".").last,
              let typeName = calleePath.split(separator: ".").first,
              let selectorType = context.index.resolveType(String(typeName), from: made.scope),
              context.identifierFields[selectorType.qualifiedName]?.contains(components[components.count - 1]) == true else { return nil }
        for wrapper in context.wrappers[String(callName)] ?? [] {
            guard let matched = wrapper.match(arguments), let index = wrapper.identifierParameters.min(), let argument = matched[index] else { continue }
            let (savedFile, savedType) = (file, self.typeName)
            (file, self.typeName) = (made.file, made.scope)
            defer { (file, self.typeName) = (savedFile, savedType) }
            // The names in scope here are not where the selector was made.
            return withoutLocals { classify(identifier(passed: argument, to: wrapper, at: index), depth: depth + 1) }
        }
        return nil
    }

    /// Where the selector that `components` read a field of (all but the last name) was made:
    /// the expression that made it, in its file and type. Nil when the linted files do not show it.
    func selectorMaking(_ components: [String]) -> (expr: Expr, file: SourceFile, scope: String?)? {
        // What the first name holds: a value made by an expression, an instance of a type, or a type.
        var value: (expr: Expr, file: SourceFile, scope: String?)?
        var instanceOf: TypeInfo?
        var staticsOf: TypeInfo?
        switch lookup(components[0]) {
        case .local(let initializer?, true)?:
            value = (initializer, file, typeName)
        case .parameter(let declared?)?:
            // `func openMenu(addressSel: AddressSelectorsSet)`: whichever table is passed, the one the type names.
            instanceOf = concreteType(declared.baseName, from: typeName, declaring: components[1])
        case nil:
            if let typeName, let type = context.index.types[typeName], let stored = storedLet(components[0], in: type) {
                if let initializer = stored.initializer {
                    value = (initializer, stored.file, type.qualifiedName)
                } else if let declared = stored.type {
                    instanceOf = concreteType(declared.baseName, from: type.qualifiedName, declaring: components[1])
                }
            } else {
                staticsOf = context.index.resolveType(components[0], from: typeName)
            }
        default:
            return nil
        }
        // Each name but the last is a `let` of the type before it.
        for name in components.dropFirst().dropLast() {
            if let made = value {
                guard case .call(let callee, _, _) = made.expr.unwrapped.kind, let path = ConstantTable.referencePath(callee) else { return nil }
                instanceOf = context.index.resolveType(path, from: made.scope)
            }
            if let type = instanceOf, let stored = storedLet(name, in: type), let initializer = stored.initializer {
                value = (initializer, stored.file, type.qualifiedName)
            } else if let type = staticsOf, let stored = storedLet(name, in: type, isStatic: true), let initializer = stored.initializer {
                value = (initializer, stored.file, type.qualifiedName)
            } else {
                return nil
            }
            (instanceOf, staticsOf) = (nil, nil)
        }
        return value
    }

    /// The type of element a selector's factory says it finds (Firefox's `Selector.buttonId(…)`,
    /// `.tableCellButtonById(…)`, `.staticTextInTablesByLabel(…)`): the kind its name ends with before
    /// `By`/`Id` (`button`), else the one it begins with (`staticText`); nil for a name that says none.
    static func elementType(ofSelectorFactory name: String) -> String? {
        // `tableCellButtonById` → table, Cell, Button, By, Id.
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append(String(character)) } else { words[words.count - 1].append(character) }
        }
        // Up to `By…` or `Id`/`ID` (`navigationBarByIdOrLabel`, `buttonId`).
        if let marker = words.indices.dropFirst().first(where: { ["By", "Id", "I"].contains(words[$0]) }) { words = Array(words[..<marker]) }
        func joined(_ slice: ArraySlice<String>) -> String {
            slice.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element }.joined()
        }
        for start in words.indices {   // the longest kind ending the name first
            let candidate = joined(words[start...])
            if ElementQueries.types.contains(candidate) { return candidate }
        }
        for end in words.indices.reversed() {
            let candidate = joined(words[...end])
            if ElementQueries.types.contains(candidate) { return candidate }
        }
        return nil
    }

    /// The element type the selector that `path` reads a field of was made for, by its factory's name
    /// (`Selector.buttonId(…)`), or by the strategy its initializer is given (`Selector(strategy:
    /// .buttonById(IDs.zoomIn), value: …)`).
    func selectorElementType(_ path: String) -> String? {
        let components = path.split(separator: ".").map(String.init)
        guard components.count >= 2, let made = selectorMaking(components), case .call(let callee, let arguments, _) = made.expr.unwrapped.kind,
              let name = ConstantTable.referencePath(callee)?.split(separator: ".").last else { return nil }
        if let first = name.first, first.isUppercase || name == "init" {
            for argument in arguments {
                var strategy = argument.value.unwrapped
                if case .call(let inner, _, _) = strategy.kind { strategy = inner }
                if case .implicitMember(let member) = strategy.kind, let type = CodeWalker.elementType(ofSelectorFactory: member) { return type }
            }
            return nil
        }
        return CodeWalker.elementType(ofSelectorFactory: String(name))
    }

    /// The type a declared type names, or the one type of the linted files conforming to it
    /// when it is a protocol (`SettingsSelectorsSet`, which `SettingsSelectors` adopts). Of several
    /// conforming types, the one that makes `member` a stored `let`, when every other one forwards
    /// it (Firefox's `ExperimentalZoomBarSelectors`: `var ZOOM_IN_BUTTON: Selector { base.ZOOM_IN_BUTTON }`);
    /// any other declaration of it, or none (a protocol extension's default), is another table.
    func concreteType(_ name: String, from scope: String?, declaring member: String) -> TypeInfo? {
        guard let type = context.index.resolveType(name, from: scope) else { return nil }
        guard type.kind == .protocol else { return type }
        let conforming = context.index.sortedTypes.filter { candidate in
            candidate.kind != .protocol && candidate.inheritance.contains { $0.baseName == type.name }
        }
        if conforming.count == 1 { return conforming[0] }
        let storing = conforming.filter { storedLet(member, in: $0)?.initializer != nil }
        guard storing.count == 1 else { return nil }
        for candidate in conforming where candidate !== storing[0] {
            guard forwards(member, in: candidate, to: storing[0]) else { return nil }
        }
        return storing[0]
    }

    /// Whether `type` declares `member` as a computed property returning the same member of a
    /// stored property of its own that holds a `target` (`private let base = ZoomSelectors()`,
    /// then `var ZOOM_IN: Selector { base.ZOOM_IN }`).
    func forwards(_ member: String, in type: TypeInfo, to target: TypeInfo) -> Bool {
        for declaration in type.members {
            guard case .variable(let variable) = declaration.value, !variable.isLet, variable.bindings.binds(member) else { continue }
            for binding in variable.bindings where binding.name == member {
                guard let getter = binding.getter, let returned = Stmt.returnedValue(of: getter),
                      case .member(member, let base) = returned.kind, case .identifier(let holder) = base.kind,
                      let stored = storedLet(holder, in: type) else { return false }
                var held: TypeInfo?
                if let declared = stored.type {
                    held = context.index.resolveType(declared.baseName, from: type.qualifiedName)
                } else if case .call(let callee, _, _)? = stored.initializer?.unwrapped.kind, let path = ConstantTable.referencePath(callee) {
                    held = context.index.resolveType(path, from: type.qualifiedName)
                }
                return held === target
            }
        }
        return false
    }

    /// The `let` `name` of `type` (static or instance) with its initializer, if any, and declared type.
    func storedLet(_ name: String, in type: TypeInfo, isStatic: Bool = false) -> (initializer: Expr?, type: TypeSyntax?, file: SourceFile)? {
        for member in type.members {
            guard case .variable(let variable) = member.value, variable.isLet, variable.header.isStatic == isStatic,
                  let binding = variable.bindings.first(where: { $0.name == name }) else { continue }
            return (binding.initializer, binding.type, member.file)
        }
        return nil
    }
}
