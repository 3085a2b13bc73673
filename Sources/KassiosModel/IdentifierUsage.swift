import KassiosSyntax

/// One place in the code where a value is used as an accessibility identifier. A class, as
/// `Element` is: the usages are ordered and handed to several rules, never changed.
public final class IdentifierUsage: Sendable {
    public let file: String
    /// Where the identifier argument starts.
    public let location: SourceLocation
    public let source: IdentifierSource
    /// The qualified name of the enclosing type, if any.
    public let typeName: String?
    /// The enclosing property or function (`email`, `row(_:)`).
    public let memberName: String?
    /// How the identifier is used: `button(_:)`, `buttons[…]`, `matching(identifier:)`,
    /// `NSPredicate(format:)`, or a wrapper's signature.
    public let locator: String

    init(file: String, location: SourceLocation, source: IdentifierSource, typeName: String?, memberName: String?,
         locator: String) {
        self.file = file
        self.location = location
        self.source = source
        self.typeName = typeName
        self.memberName = memberName
        self.locator = locator
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

    /// The parameters whose arguments are identifiers where the function is called.
    public var identifiersPassed: Set<Int> { identifierParameters.subtracting(labelParameters) }
    /// For a case of a selector enum, the enum (qualified name): only what makes that case
    /// is a call site (`Selector.button(…)`, `.button(…)`), not a function of the same name.
    public internal(set) var enumType: String? = nil
    /// Of `identifierParameters`, those whose property the function reads as the identifier
    /// (`element.accessibilityIdentifier` of a generic `element: T`), with the property: at a
    /// call site, that property of the argument is the identifier.
    public internal(set) var memberRead: [Int: String] = [:]

    /// `argument.member`, where the argument is written: what a call site passes for a parameter
    /// in `memberRead`.
    static func read(_ member: String, of argument: Expr) -> Expr {
        Expr(.member(name: member, base: argument), at: argument.location, end: argument.endOffset)
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
                WrapperParameter(label: $0.label, hasDefault: $0.defaultValue != nil, isClosure: $0.type?.text.contains("->") ?? false)
            },
            identifierParameters: identifierParameters)
    }
}

/// The parts of a parameter that call-site matching needs.
public struct WrapperParameter: Sendable {
    public let label: String?
    public let hasDefault: Bool
    public let isClosure: Bool
}
