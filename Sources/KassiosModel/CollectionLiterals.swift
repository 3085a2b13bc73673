import KassiosSyntax

// Array and dictionary literals read element by element: a subscript of one at a literal
// index or key, and what a loop or an iterating method over one gives its variable.

extension ScopedWalker {
    /// The array or dictionary literal an expression is, or names: a local or global `let`
    /// made with one (`for entry in seededEntries`, `samplePage["title"]`).
    /// A property of the enclosing type hides a global of its name; a global private to this
    /// file comes before the others, of which there must be one.
    public func collectionLiteral(_ expr: Expr) -> Expr? {
        if expr.isCollectionLiteral { return expr }
        if case .member(let name, let base) = expr.kind { return collectionLiteral(named: name, readOn: base) }
        guard case .identifier(let name) = expr.kind else { return nil }
        if let binding = lookup(name) {
            guard case .local(let initializer?, true) = binding, initializer.isCollectionLiteral else { return nil }
            return initializer
        }
        if let typeName, let type = index.types[typeName] {
            for member in type.members {
                guard case .variable(let variable) = member.value, variable.bindings.binds(name) else { continue }
                guard variable.isLet, let initializer = variable.bindings.first(where: { $0.name == name })?.initializer,
                      initializer.isCollectionLiteral else { return nil }
                return initializer
            }
        }
        guard let globals = index.collectionLiterals[name] else { return nil }
        if let own = globals.first(where: { $0.isPrivate && $0.file === file }) { return own.literal }
        let visible = globals.filter { !$0.isPrivate }
        return visible.count == 1 ? visible[0].literal : nil
    }

    /// A type's `let` made with an array or dictionary literal, read off the type (`MainScreen.tabs`,
    /// a `static let`, `Self.tabs`) or off an instance the code makes of it (Vocable's `for phrase in
    /// mainScreen.defaultPhraseGeneral`, with `let mainScreen = MainScreen()` a property of the test
    /// or a local, `MainScreen().phrases`, `self.phrases`). A `var` may be changed at runtime: nil
    /// for one. So is a literal whose values would read otherwise here than where it is declared
    /// (`readsAlike`): they are read here, in the reader's scope.
    private func collectionLiteral(named name: String, readOn base: Expr) -> Expr? {
        var madeType: String?
        var isStatic = false
        switch base.kind {
        case .identifier("self"):
            madeType = typeName
        case .identifier("Self"):
            (madeType, isStatic) = (typeName, true)
        case .identifier(let baseName):
            if let binding = lookup(baseName) {
                guard case .local(let initializer?, true) = binding else { return nil }
                madeType = CodeWalker.typeMade(by: initializer, declared: nil)
            } else if let own = typeName.flatMap({ index.types[$0] }),
                      let made = CodeWalker.typeOfLet(baseName[...], in: own, isStatic: false) ?? CodeWalker.typeOfLet(baseName[...], in: own, isStatic: true) {
                madeType = made.type
            } else {
                (madeType, isStatic) = (baseName, true)
            }
        case .call:
            madeType = CodeWalker.typeMade(by: base, declared: nil)
        case .member:
            (madeType, isStatic) = (ConstantTable.referencePath(base), true)
        default:
            return nil
        }
        guard let madeType, let type = index.resolveType(madeType, from: typeName) else { return nil }
        for member in type.members {
            guard case .variable(let variable) = member.value, variable.bindings.binds(name) else { continue }
            guard variable.isLet, variable.header.isStatic == isStatic,
                  let initializer = variable.bindings.first(where: { $0.name == name })?.initializer,
                  initializer.isCollectionLiteral, readsAlike(initializer, declaredIn: type) else { return nil }
            return initializer
        }
        return nil
    }

    /// The element of an array literal at an integer literal, or of a dictionary literal at a
    /// string-literal key; nil when there is none such.
    static func element(of collection: Expr, at key: Expr) -> Expr? {
        switch (collection.kind, key.kind) {
        case (.array(let elements), .integer(let written)):
            guard let index = Int(written), elements.indices.contains(index) else { return nil }
            return elements[index]
        case (.dictionary(let pairs), .string(let literal)):
            guard let wanted = literal.staticValue else { return nil }
            return pairs.first { pair in
                if case .string(let keyLiteral) = pair.key.kind { return keyLiteral.staticValue == wanted }
                return false
            }?.value
        default:
            return nil
        }
    }

    /// Whether each value (key and value) of an array or dictionary literal declared in `type`
    /// reads the same in this walker's scope: a literal without interpolation, or a constant named
    /// from a type both scopes resolve to the same one (`[AccessibilityID.home, "tab.other"]`).
    /// A bare name, `Self.x` or `.x` would read another value, or none, here.
    func readsAlike(_ collection: Expr, declaredIn type: TypeInfo) -> Bool {
        func alike(_ expr: Expr) -> Bool {
            if case .string(let literal) = expr.kind { return !literal.hasInterpolation }
            if expr.isLiteral { return true }
            guard case .member = expr.kind, let path = ConstantTable.referencePath(expr),
                  let root = path.split(separator: ".").first.map(String.init), root != "Self", root != "self",
                  let here = index.resolveType(root, from: typeName), let there = index.resolveType(root, from: type.qualifiedName) else { return false }
            return here === there
        }
        switch collection.kind {
        case .array(let elements): return elements.allSatisfy(alike)
        case .dictionary(let pairs): return pairs.allSatisfy { alike($0.key) && alike($0.value) }
        default: return false
        }
    }
}
