import KassiosModel
import KassiosSyntax

/// The elements a robot finds inside its methods, declaring none as properties (Challenge's
/// robots: `let button = app.buttons[AccessibilityIdentifier.characterButton]`, then
/// `button.tap()`, in each action and each check). A test cannot name them; steps reach them
/// through the methods, as the suite's own tests do.
///
/// An element is one identifier the methods query, named after its constant (`characterButton`)
/// or, for a literal, its last part (`"home.settings_button"` → `settingsButton`). A query whose
/// identifier is built at runtime names no element; a constant whose value is not in the files
/// (a case of the app's enum) names one whose identifier is unknown.
struct MethodLocalElements {
    private(set) var elements: [CatalogElement] = []
    /// Where each query's identifier is: file, offset → the element's name.
    private var byLocation: [String: [Int: String]] = [:]

    init(type: TypeInfo, usages: [IdentifierUsage], dumpLabels: [String: [String]]) {
        var byIdentifier: [String: String] = [:]
        var taken: Set<String> = []
        for usage in usages {
            // A constant of a type the files do not declare (Mullvad's `AccessibilityIdentifier.preferencesCell`,
            // an enum of the app's) is one element too, named after it, its value unknown.
            let identifier = usage.source.staticValue
            var reference: String?
            if case .constant(let path, _) = usage.source { reference = path }
            guard let key = identifier.map({ "=" + $0 }) ?? reference, key != "=" else { continue }
            let name: String
            if let known = byIdentifier[key] {
                name = known
            } else {
                name = MethodLocalElements.freshName(MethodLocalElements.name(of: usage.source, identifier: identifier ?? ""), taken: &taken)
                byIdentifier[key] = name
                var element = CatalogElement(name: name, elementType: MethodLocalElements.elementType(ofLocator: usage.locator),
                                             identifier: identifier, identifierReference: reference, labels: identifier.flatMap { dumpLabels[$0] } ?? [],
                                             declaredIn: type.qualifiedName, isAccessible: false, file: usage.file,
                                             line: usage.location.line)
                element.isNamedByAConstantOnly = identifier == nil
                elements.append(element)
            }
            byLocation[usage.file, default: [:]][usage.location.offset] = name
        }
    }

    var isEmpty: Bool { elements.isEmpty }

    /// The locals of one method's body bound to a query of an element: `button` → `characterButton`.
    func locals(of function: FunctionDecl, in file: String) -> [String: String] {
        var found: [String: String] = [:]
        for statement in function.body ?? [] {
            guard case .declaration(.variable(let variable)) = statement else { continue }
            variable.bindings.forEach { binding in
                guard let name = binding.name, let value = binding.initializer, let element = element(queriedBy: value, in: file) else { return }
                found[name] = element
            }
        }
        return found
    }

    /// The element a query finds (`app.buttons[AccessibilityIdentifier.characterButton].firstMatch`):
    /// the one whose identifier is inside it; of a chain, the last one's, which the query ends on
    /// (`app.tables[ID.settingsTable].cells[ID.preferencesCell]` finds the cell).
    func element(queriedBy expr: Expr, in file: String) -> String? {
        guard let located = byLocation[file] else { return nil }
        let range = expr.location.offset..<expr.endOffset
        var found: (offset: Int, name: String)?
        for (offset, name) in located where range.contains(offset) && offset > found?.offset ?? -1 {
            found = (offset, name)
        }
        return found?.name
    }

    /// `AccessibilityIdentifier.characterButton` → `characterButton`; `"home.settings_button"` →
    /// `settingsButton`.
    static func name(of source: IdentifierSource, identifier: String) -> String {
        let text: String
        if case .constant(let path, _) = source, let last = path.split(separator: ".").last {
            text = String(last)
        } else {
            text = identifier.split(whereSeparator: { $0 == "." || $0 == "/" }).last.map(String.init) ?? identifier
        }
        let words = Words.ofIdentifier(text)
        guard let first = words.first else { return "element" }
        let name = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "element" + name : name
    }

    /// `buttons[…]` → `button`; a query kassios does not know the type of → `any`.
    static func elementType(ofLocator locator: String) -> String {
        let collection = locator.prefix { $0 != "[" && $0 != "(" }
        return ElementQueries.collections[String(collection)] ?? "any"
    }

    private static func freshName(_ base: String, taken: inout Set<String>) -> String {
        var name = base
        var counter = 2
        while !taken.insert(name).inserted {
            name = base + String(counter)
            counter += 1
        }
        return name
    }
}
