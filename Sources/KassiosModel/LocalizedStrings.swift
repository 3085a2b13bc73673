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
    /// The suite's localizing functions, by the name callers write: the position of the
    /// parameter that is the key.
    let functions: [String: Int]

    public static let none = LocalizedStrings(functions: [:])

    init(functions: [String: Int]) {
        self.functions = functions
    }

    /// The functions among `candidates` (functions with parameters and a body) that return
    /// the localized text of a `String` parameter, through one another to a fixpoint.
    init(candidates: [WrapperDiscovery.Candidate]) {
        var functions: [String: Int] = [:]
        let returningText = candidates.compactMap { candidate -> FunctionDecl? in
            guard case .function(let function) = candidate.body, function.kind == .function,
                  function.returnType?.text == "String", let body = function.body,
                  function.parameters.contains(where: { $0.type?.text == "String" }),
                  Stmt.returnedValue(of: body) != nil else { return nil }
            return function
        }
        var found = true
        while found {
            found = false
            let known = LocalizedStrings(functions: functions)
            for function in returningText where functions[function.name] == nil {
                guard let value = Stmt.returnedValue(of: function.body!), let lookUp = known.lookUp(value),
                      let key = lookUp.key, case .identifier(let name) = key.unwrapped.kind,
                      let position = function.parameters.firstIndex(where: { $0.name == name && $0.type?.text == "String" })
                else { continue }
                functions[function.name] = position
                found = true
            }
        }
        self.functions = functions
    }

    /// The function and the key, when `expr` is localized text (the key is nil when the text
    /// is looked up without one kassios can point at).
    public func lookUp(_ expr: Expr) -> (function: String, key: Expr?)? {
        switch expr.kind {
        case .member(name: "localized", let base):
            return (".localized", base)
        case .call(let callee, let arguments, _):
            switch callee.kind {
            case .identifier("NSLocalizedString"):
                return ("NSLocalizedString", arguments.first { $0.label == nil }?.value)
            case .identifier("String") where arguments.first?.label == "localized":
                return ("String(localized:)", arguments[0].value)
            case .member(name: "localizedString", _) where arguments.first?.label == "forKey":
                return ("localizedString(forKey:)", arguments[0].value)
            case .member(name: "localized", let base):
                return (".localized()", base)
            case .identifier(let name), .member(let name, _):
                guard !functions.isEmpty, let position = functions[name], position < arguments.count else { return nil }
                return (name, arguments[position].value)
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
