import KassiosSyntax

/// One place in the code where a value is used as an accessibility identifier. A class, as
/// `Element` is: the usages are ordered and handed to several rules, never changed.
public final class IdentifierUsage: Sendable {
    // Stored properties in the order that leaves the least padding (the 33-byte source, the flag,
    // the 4-byte aligned location, then the words): 128 bytes, 144 in malloc, where the order they
    // are read in took 137 (160).
    public let source: IdentifierSource
    /// Whether the usage is an argument of a wrapper that puts it in a query subscript
    /// (`Wrapper.labelMatchingParameters`), which finds an element by its label as well.
    public let reachesASubscript: Bool
    /// Where the identifier argument starts.
    public let location: SourceLocation
    public let file: String
    /// The qualified name of the enclosing type, if any.
    public let typeName: String?
    /// The enclosing property or function (`email`, `row(_:)`).
    public let memberName: String?
    /// How the identifier is used: `button(_:)`, `buttons[…]`, `matching(identifier:)`,
    /// `NSPredicate(format:)`, or a wrapper's signature.
    public let locator: String

    init(file: String, location: SourceLocation, source: IdentifierSource, typeName: String?, memberName: String?,
         locator: String, reachesASubscript: Bool = false) {
        self.file = file
        self.location = location
        self.source = source
        self.typeName = typeName
        self.memberName = memberName
        self.locator = locator
        self.reachesASubscript = reachesASubscript
    }

    /// Whether the query matches the value against labels as well as identifiers: a query
    /// subscript (not a navigation bar's, whose identifier is its title), or a wrapper that puts
    /// it in one. Not `matching(identifier:)`, nor a builder that takes an identifier.
    public var queryMatchesLabels: Bool {
        locator.hasSuffix("[…]") ? !locator.hasPrefix("navigationBars") : reachesASubscript
    }
}

/// A function whose `String` parameters flow unchanged into identifier positions,
/// so that its call sites are identifier positions too.
public struct Wrapper: Sendable {
    /// The name call sites use: the function's name, or the type's for an `init`.
    public let callName: String
    public let signature: String
    public let parameters: [WrapperParameter]
    /// Indices of the parameters that become identifiers.
    public let identifierParameters: Set<Int>
    /// Those of `identifierParameters` that the function finds its element by as a label
    /// (`NSPredicate(format: "label == %@", label)`), though it passes them on as identifiers
    /// are (`Selector(…, value: label)`): a call site passes a label, which is no identifier
    /// position; a selector's field still reads what it was made with.
    public internal(set) var labelParameters: Set<Int> = []

    /// Of `identifierParameters`, those that reach a query subscript of the app's own elements
    /// (`app.staticTexts[name]`), directly or through another wrapper's: XCUITest matches a
    /// subscript's key against the label as well, so a call site may be handing over a label.
    public internal(set) var labelMatchingParameters: Set<Int> = []

    /// The parameters whose arguments are identifiers where the function is called.
    public var identifiersPassed: Set<Int> { identifierParameters.subtracting(labelParameters) }
    /// For a case of a selector enum, the enum (qualified name): only what makes that case
    /// is a call site (`Selector.button(…)`, `.button(…)`), not a function of the same name.
    public internal(set) var enumType: String? = nil
    /// Of `identifierParameters`, those whose property the function reads as the identifier
    /// (`element.accessibilityIdentifier` of a generic `element: T`), with the property: at a
    /// call site, that property of the argument is the identifier.
    public internal(set) var memberRead: [Int: String] = [:]
    /// Of `identifierParameters`, those declared with a type the linted files declare (`_ id:
    /// LoginID`), with the type's qualified name: a call site's `.email` is that type's member,
    /// as the compiler reads it.
    public internal(set) var parameterTypes: [Int: String] = [:]
    /// The element type of what the function returns (`app.textFields[id.rawValue]` → `textField`);
    /// nil when it is not a query of one type.
    public internal(set) var elementType: String?
    /// The qualified name of the type declaring the function (its extensions included); nil for
    /// a top-level function, a closure kept in a property, and the wrappers made otherwise.
    public internal(set) var declaringType: String?
    /// Whether the linted files declare a function of the same name and labels that is no wrapper:
    /// a call on a value of a type kassios does not know may be to that one.
    public internal(set) var hasNamesakes = false
    /// Of `identifierParameters`, the types they are declared with, as written without `?` or `!`;
    /// none for a closure kept in a property.
    public internal(set) var parameterTypeTexts: [Int: String] = [:]

    /// The generic parameters of the function (`T` of `func tap<T: RawRepresentable>(_ id: T)`).
    public internal(set) var genericParameterNames: [String] = []

    /// A parameter's type as `parameterTypeTexts` keeps it.
    static func typeText(_ type: TypeSyntax?) -> String? {
        guard var text = type.map({ Substring($0.text) }) else { return nil }
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        return String(text)
    }

    /// `argument.member`, where the argument is written: what a call site passes for a parameter
    /// in `memberRead`.
    /// `argument.member`; for a value made in place with that member as the label of what it is
    /// given (`Selector(value: "url.bar")`, `.init(value: …)`, as a memberwise initializer sets
    /// it), what is given.
    static func read(_ member: String, of argument: Expr) -> Expr {
        if case .call(let callee, let arguments, _) = argument.kind, arguments.count >= 1,
           let given = arguments.first(where: { $0.label == member }) {
            switch callee.kind {
            case .identifier(let name) where name.first?.isUppercase == true: return given.value
            case .implicitMember("init"): return given.value
            default: break
            }
        }
        return Expr(.member(name: member, base: argument), at: argument.location, end: argument.endOffset, beside: argument)
    }

    /// What a call site passes for the parameter at `index`, as the function reads it: `.email`
    /// given for `_ id: LoginID` is `LoginID.email`, and for a parameter in `memberRead` its
    /// property is read (`LoginID.email.rawValue`). Made where the argument is written.
    func identifier(passed argument: Expr, at index: Int) -> Expr {
        var argument = argument
        if case .implicitMember(let name) = argument.kind, let type = parameterTypes[index] {
            argument = Expr(.member(name: name, base: Wrapper.path(type, at: argument)), at: argument.location, end: argument.endOffset, beside: argument)
        }
        if let member = memberRead[index] { argument = Wrapper.read(member, of: argument) }
        return argument
    }

    /// `A.B` as the expression that names it, placed at `place`.
    private static func path(_ qualifiedName: String, at place: Expr) -> Expr {
        var names = qualifiedName.split(separator: ".")
        let last = String(names.removeLast())
        guard !names.isEmpty else { return Expr(.identifier(last), at: place.location, end: place.endOffset, beside: place) }
        return Expr(.member(name: last, base: path(names.joined(separator: "."), at: place)), at: place.location, end: place.endOffset, beside: place)
    }
}

extension Wrapper {
    /// A function (or an initializer, called by its type's name) whose `identifierParameters` flow.
    init(_ function: FunctionDecl, callName: String, identifierParameters: Set<Int>) {
        let parameters = function.parameters
        self.init(
            callName: callName,
            signature: function.signature(calledAs: callName),
            parameters: parameters.map {
                WrapperParameter(label: $0.label, hasDefault: $0.defaultValue != nil, isClosure: $0.type?.text.contains("->") ?? false,
                                 isVariadic: $0.isVariadic)
            },
            identifierParameters: identifierParameters)
    }
}

/// The parts of a parameter that call-site matching needs.
public struct WrapperParameter: Sendable {
    public let label: String?
    public let hasDefault: Bool
    public let isClosure: Bool
    /// `_ ids: String...`: takes every unlabeled argument after its own.
    public var isVariadic = false
}
