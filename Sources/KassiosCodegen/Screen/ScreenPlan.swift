import KassiosHierarchy

/// What a screen generated from a dump holds, whatever its style: the elements, the
/// collections of repeated rows, what `onLoad` waits for, and what could not be generated.
public struct ScreenPlan: Sendable {
    /// `Login` (without the style's suffix).
    public var screenName: String
    /// In the dump's order.
    public var elements: [PlannedElement]
    public var collections: [PlannedCollection]
    public var onLoad: OnLoadChoice
    /// Elements a test would use that have no identifier: never located by their label,
    /// listed for someone to add one.
    public var unidentified: [UnidentifiedElement]

    /// Every identifier the dump gives a generated element or collection member.
    public var identifiers: Set<String> {
        Set(elements.map(\.identifier)).union(collections.flatMap(\.identifiers))
    }
}

public struct PlannedElement: Equatable, Sendable {
    /// The Swift name, in backticks when it is a keyword: `email`, `` `continue` ``.
    public var name: String
    public var identifier: String
    public var type: ElementType
    public var label: String?
    /// A secure text field, or one named like a password, PIN, token, secret or OTP.
    public var isSecret: Bool
    /// What a generated robot does with it, and the method's name (`tapSubmit`).
    public var action: ElementAction?
    public var actionName: String?
    /// Where the element is in the dump.
    public var line: Int
    public var column: Int

    /// The name without backticks, for building other names and messages.
    public var bareName: String { name.filter { $0 != "`" } }
}

/// Rows that repeat: one identifier shared by several elements (`transaction.cell` three
/// times), or one stem with numbers (`home.tab.0`, `home.tab.1`). Generated as one query,
/// never as a property per row or an identifier built at runtime.
public struct PlannedCollection: Equatable, Sendable {
    public enum Match: Equatable, Sendable {
        /// Every member has this identifier.
        case identifier(String)
        /// Identifiers start with this stem and end in a number (`BEGINSWITH`).
        case prefix(String)
        /// Like `prefix`, when another element's identifier starts with the stem too: an
        /// NSPredicate regular expression (`MATCHES`) of the stem and digits.
        case pattern(String)
    }

    /// The method's name: `transactionCells`.
    public var name: String
    /// One member's name: `transactionCell` (for `tapTransactionCell(at:)`).
    public var itemName: String
    public var type: ElementType
    public var match: Match
    /// The members' identifiers, in the dump's order.
    public var identifiers: [String]
    public var action: ElementAction?
    public var actionName: String?
    /// The first member's place in the dump.
    public var line: Int
    public var column: Int
}

/// The elements `onLoad` lists, and why those.
public struct OnLoadChoice: Equatable, Sendable {
    /// Names of chosen elements, in the dump's order; empty when nothing qualifies.
    public var names: [String]
    /// One line for the generated comment and the summary.
    public var reason: String
}

/// An element a test would use, without an identifier.
public struct UnidentifiedElement: Equatable, Sendable {
    public var type: ElementType
    /// `Button 'Forgot password?'`, `TextField placeholder 'Search'`, `Button at {{24, 589}, {44, 44}}`.
    public var description: String
    public var line: Int
    public var column: Int
    /// Its label, by which a query subscript finds it (`app.staticTexts["Welcome back"]`).
    public var label: String? = nil
}
