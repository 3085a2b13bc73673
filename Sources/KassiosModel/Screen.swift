import KassiosSyntax

/// An element a screen object, robot or page object declares.
/// A class: the catalog, the screens and every rule share each element, and a copy of the
/// struct it was took a reference count per field.
public final class Element: Sendable {
    // Stored properties in the order that leaves the least padding (the 33-byte source, then the
    // flags, then the 4-byte aligned location, then the words): 145 bytes, 160 in malloc, where
    // the order they are read in took 154 (176). A suite has tens of thousands of elements.
    /// Nil when the element is located by label or description only.
    public let identifier: IdentifierSource?
    /// Declared by a method (`func getSearchBar() -> XCUIElement`), with or without parameters.
    public let isMethod: Bool
    /// Declared `static` (or `class`): code in an instance member names it through `Self.`.
    public let isStatic: Bool
    /// Declared optional (`var title: XCUIElement?`, `func cell() -> XCUIElement?`): code that
    /// uses it unwraps it first (`title?.exists == true`).
    public let isOptional: Bool
    /// The declaration finds a query of several elements (`static var cells: XCUIElementQuery
    /// { app.cells }`): code that waits for it picks one first (`cells.firstMatch`).
    public let isQuery: Bool
    public let location: SourceLocation
    public let name: String
    /// XCUIElement.ElementType name: `button`, `textField`, `any`.
    public let elementType: String
    public let file: String
    /// Parameters of an element method (`func row(_ i: Int)`); empty for a property.
    public let parameters: [String]
    /// How a static-enum page's element is reached through its cases; nil for an element of
    /// any other type, named as declared.
    public let reach: CaseReach?

    /// How code outside a static-enum page (`enum LoginPage: String { case email = "login.email" … }`)
    /// reaches an element of it: through a case, as the enum has no instance of its own.
    public enum CaseReach: Sendable, Equatable {
        /// The element is a case's, given by this member: `element` (`LoginPage.email.element`),
        /// `element()`.
        case caseAccessor(String)
        /// The element is an instance member that finds the same element whatever the case
        /// (`var heading: XCUIElement { app.staticTexts["login.heading"] }`), reached through this
        /// case, the page's first: `LoginPage.email.heading`.
        case throughCase(String)
    }

    /// How code written beside the screen names the element: `email`, `getSearchBar()` for a
    /// method without parameters (one with parameters is called with the arguments it needs), or
    /// `email.element` for a static-enum page's case.
    public var reference: String {
        switch reach {
        case .caseAccessor(let accessor): return name + "." + accessor
        case .throughCase(let caseName): return caseName + "." + declaredReference
        case nil: return declaredReference
        }
    }

    /// How code in an instance member of the screen names the element: `email`, `getSearchBar()`,
    /// `Self.searchField()` for a static one; in a static-enum page, `Self.email.element` for a
    /// case's, `heading` for one of every case's.
    public var referenceFromInstance: String {
        if case .throughCase = reach { return declaredReference }
        return isStatic ? "Self." + reference : reference
    }

    /// The element's own name, called when a method without parameters declares it.
    private var declaredReference: String { isMethod && parameters.isEmpty ? name + "()" : name }

    /// A method that finds whatever identifier it is given (`func anyEl(_ id: String) -> KassElement`,
    /// `func tab(_ id: String) -> XCUIElement { app.tabBars.buttons[id] }`): a builder, which
    /// proves nothing about a screen until it is called with an identifier.
    public var isBuilder: Bool {
        guard case .parameter(let name)? = identifier else { return false }
        // `element.accessibilityIdentifier` of a parameter: the parameter's (`Wrapper.memberRead`).
        return parameters.contains(name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name)
    }

    init(name: String, elementType: String, identifier: IdentifierSource?, file: String, location: SourceLocation,
         parameters: [String], isMethod: Bool, isStatic: Bool, isOptional: Bool = false, reach: CaseReach? = nil, isQuery: Bool = false) {
        self.name = name
        self.elementType = elementType
        self.identifier = identifier
        self.file = file
        self.location = location
        self.parameters = parameters
        self.isMethod = isMethod
        self.isStatic = isStatic
        self.isOptional = isOptional
        self.reach = reach
        self.isQuery = isQuery
    }
}

/// One way `onLoad` can come out: the elements it lists on that return path.
public struct OnLoadPath: Sendable {
    /// Element names (or expressions) listed on this path.
    public let elements: [String]
    /// Whether this path adds `super.onLoad`.
    public let includesSuper: Bool
    /// True when kassios cannot tell what the path returns (a call, a variable).
    public let isOpaque: Bool
    public let location: SourceLocation
    /// Entries that are queries written in place rather than element names (ScreenObject's
    /// `{ $0.tables["posts.list"] }`, listed as `tables["posts.list"]`): their static identifiers.
    public var inlineIdentifiers: [String: String] = [:]

    /// Whether this path certainly returns no element (given the superclass's answer).
    public func isEmpty(superIsEmpty: Bool) -> Bool {
        !isOpaque && elements.isEmpty && (!includesSuper || superIsEmpty)
    }
}

/// What a screen declares about being loaded.
public enum OnLoadDeclaration: Sendable {
    /// The screen declares no `onLoad` of its own (no expected-element getters, no load check).
    case none
    case declared(paths: [OnLoadPath], file: String, location: SourceLocation)
}

/// How a suite says "this screen has loaded".
public enum ScreenDialect: String, Sendable {
    /// KassiOS: `override var onLoad: [KassElement] { [a, b] }`.
    case kassios
    /// The elements are handed to the root's initializer: Automattic's ScreenObject takes getters
    /// (`super.init(expectedElementGetters: [{ $0.buttons["x"] }], app: app)`), other bases the
    /// elements (`super.init(element: continueButton)`).
    case screenObject = "screen-object"
    /// Robots: a load check such as `func assertVisible()` that references an element.
    case robot

    /// The argument labels under which Automattic's ScreenObject takes its getters.
    public static let getterLabels: Set<String> = ["expectedElementGetters", "expectedElementGetter"]
}

/// A screen object: a class whose inheritance reaches a screen root. A class, as `Element` is.
public final class Screen: Sendable {
    /// Qualified name (`HomeScreen.PromoSheet` for a nested screen).
    public let name: String
    public let file: String
    /// The class name's position.
    public let location: SourceLocation
    /// The direct superclass as written.
    public let superclass: String
    /// The screen root reached through the chain (`KassScreen`).
    public let root: String
    /// The root's way of declaring "loaded".
    public let dialect: ScreenDialect
    /// Screen classes on the way from this one to the root, nearest first.
    public let ancestors: [String]
    public let elements: [Element]
    public let onLoad: OnLoadDeclaration
    /// Subclassed by other screens and declaring no element, or configured abstract.
    public let isAbstract: Bool
    /// A robot's load check as the suite names it (`verifyIsVisible`, `visible`), when it is a
    /// member of the robot or its classes; nil otherwise.
    public let loadCheckName: String?

    init(name: String, file: String, location: SourceLocation, superclass: String, root: String, dialect: ScreenDialect,
         ancestors: [String], elements: [Element], onLoad: OnLoadDeclaration, isAbstract: Bool, loadCheckName: String? = nil) {
        self.loadCheckName = loadCheckName
        self.name = name
        self.file = file
        self.location = location
        self.superclass = superclass
        self.root = root
        self.dialect = dialect
        self.ancestors = ancestors
        self.elements = elements
        self.onLoad = onLoad
        self.isAbstract = isAbstract
    }
}
