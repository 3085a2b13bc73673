import KassiosSyntax

/// Text looked up in the app's localization tables, as UI tests write it:
/// `NSLocalizedString("login.signIn", comment: "")`, `String(localized: "Welcome back")`,
/// `bundle.localizedString(forKey: "Cancel", value: nil, table: nil)`, `"Done".localized`,
/// and the suite's own functions that return one of these for a key they are given
/// (`func XCLocalizedString(_ key: String) -> String { NSLocalizedString(key, bundle: …, comment: "") }`).
///
/// In an identifier position (`app.buttons[NSLocalizedString("Cancel", comment: "")]`) such
/// text is the label the element shows in the user's language: XCUITest matches it against
/// labels. Nothing there is an identifier built at runtime; it is a label locator.
public struct LocalizedStrings: Sendable {
    /// One of the suite's localizing functions: the type that declares it (qualified; nil at
    /// the top level) and the position of the parameter that is the key.
    struct Localizer: Sendable {
        let owner: String?
        let keyPosition: Int
    }

    /// The suite's localizing functions, by the name callers write.
    let functions: [String: [Localizer]]

    public static let none = LocalizedStrings(functions: [:])

    init(functions: [String: [Localizer]]) {
        self.functions = functions
    }

    /// The functions among `candidates` (functions with parameters and a body) that return
    /// the localized text of a `String` parameter, through one another to a fixpoint. Overloads
    /// of one name in one type that take the key at different positions are left out.
    init(candidates: [WrapperDiscovery.Candidate], index: DeclarationIndex) {
        var functions: [String: [Localizer]] = [:]
        var ambiguous: Set<String> = []   // `owner.name`
        func qualified(_ name: String, _ owner: String?) -> String { (owner ?? "") + "." + name }
        let returningText = candidates.compactMap { candidate -> (FunctionDecl, String?)? in
            guard case .function(let function) = candidate.body, function.kind == .function,
                  function.returnType?.text == "String", let body = function.body,
                  function.parameters.contains(where: { $0.type?.text == "String" }),
                  Stmt.returnedValue(of: body) != nil else { return nil }
            return (function, candidate.typeName)
        }
        var done: Set<Int> = []
        var found = true
        while found {
            found = false
            let known = LocalizedStrings(functions: functions)
            for (position, (function, owner)) in returningText.enumerated() where !done.contains(position) {
                guard let value = Stmt.returnedValue(of: function.body!), let lookUp = known.lookUp(value, from: owner, in: index),
                      let key = lookUp.key, case .identifier(let name) = key.unwrapped.kind,
                      let keyPosition = function.parameters.firstIndex(where: { $0.name == name && $0.type?.text == "String" })
                else { continue }
                done.insert(position)
                found = true
                var declared = functions[function.name] ?? []
                if let same = declared.firstIndex(where: { $0.owner == owner }) {
                    if declared[same].keyPosition != keyPosition { ambiguous.insert(qualified(function.name, owner)) }
                    continue
                }
                declared.append(Localizer(owner: owner, keyPosition: keyPosition))
                functions[function.name] = declared
            }
        }
        for (name, declared) in functions {
            functions[name] = declared.filter { !ambiguous.contains(qualified(name, $0.owner)) }
        }
        self.functions = functions
    }

    /// The function and the key, when `expr` is localized text (the key is nil when the text
    /// is looked up without one kassios can point at). `typeName`: the type the code is in, to
    /// tell the suite's function called by its bare name from a member of that type.
    public func lookUp(_ expr: Expr, from typeName: String? = nil, in index: DeclarationIndex? = nil) -> (function: String, key: Expr?)? {
        switch expr.kind {
        case .member(name: "localized", let base):
            return LocalizedStrings.isText(base) ? (".localized", base) : nil
        case .call(let callee, let arguments, _):
            switch callee.kind {
            case .identifier("NSLocalizedString"):
                return ("NSLocalizedString", arguments.first { $0.label == nil }?.value)
            case .identifier("String") where arguments.first?.label == "localized":
                return ("String(localized:)", arguments[0].value)
            case .member(name: "localizedString", _) where arguments.first?.label == "forKey":
                return ("localizedString(forKey:)", arguments[0].value)
            case .member(name: "localized", let base):
                return LocalizedStrings.isText(base) ? (".localized()", base) : nil
            case .identifier(let name) where LocalizedStrings.isNamedForLocalizedText(name) && index?.functionCount(named: name) == 0:
                // The suite's localizing function, declared where kassios cannot see it (a shared
                // module: gnosis's `XCLocalizedString("app.unlock.header")`), given the key first.
                guard let key = arguments.first?.value, arguments[0].label == nil else { return nil }
                return (name, key)
            case .identifier(let name), .member(let name, _):
                guard !functions.isEmpty, let declared = functions[name], let owner = owner(of: callee, named: name, from: typeName, in: index),
                      let localizer = declared.first(where: { $0.owner == owner.typeName }), localizer.keyPosition < arguments.count
                else { return nil }
                return (name, arguments[localizer.keyPosition].value)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// A function named for what it returns, `NSLocalizedString`'s way: `LocalizedString`,
    /// `XCLocalizedString`, `UITestLocalizedString`.
    static func isNamedForLocalizedText(_ name: String) -> Bool {
        name.hasSuffix("LocalizedString")
    }

    /// `"Done"` (a string literal): what `.localized` is read on. A member of that name on
    /// anything else may be a constant or a property of another meaning (`FilterID.localized`).
    static func isText(_ base: Expr) -> Bool {
        if case .string = base.unwrapped.kind { return true }
        return false
    }

    /// Where a called function is declared: at the top level, or in a type (qualified name).
    private enum Owner {
        case topLevel
        case type(String)

        var typeName: String? {
            if case .type(let name) = self { return name }
            return nil
        }
    }

    /// The owner of the function a call names: `tr(…)` in a type that declares `tr` is its own,
    /// elsewhere the top-level one; `L10n.tr(…)`, `self.tr(…)`, `Self.tr(…)` name the type.
    /// Nil when it cannot be told.
    private func owner(of callee: Expr, named name: String, from typeName: String?, in index: DeclarationIndex?) -> Owner? {
        switch callee.kind {
        case .identifier:
            if let typeName, let type = index?.types[typeName], CodeWalker.declares(name, in: type) { return .type(typeName) }
            return .topLevel
        case .member(_, let base):
            switch base.kind {
            case .identifier("self"), .identifier("Self"):
                return typeName.map { .type($0) }
            default:
                guard let path = ConstantTable.referencePath(base), let type = index?.resolveType(path, from: typeName) else { return nil }
                return .type(type.qualifiedName)
            }
        default:
            return nil
        }
    }
}
