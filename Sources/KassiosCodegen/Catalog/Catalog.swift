import KassiosHierarchy
import KassiosModel

/// What the suite already has, for steps to be matched against: every screen object,
/// robot and page object with the elements a test can reach, their identifiers and the
/// labels the code and the dumps give them; and the dumps' own screens.
public struct Catalog: Sendable {
    public var containers: [Container]
    public var dumps: [DumpScreen]
    /// Every type the suite declares (qualified names), screen object or not: generation
    /// never writes a type of one of these names.
    public var declaredTypes: Set<String>
    /// Most of the suite's test classes are `@MainActor` (bike index's): generated ones are too.
    public var testClassesAreMainActor = false

    public init(containers: [Container], dumps: [DumpScreen] = [], declaredTypes: Set<String> = []) {
        self.containers = containers
        self.dumps = dumps
        self.declaredTypes = declaredTypes.union(containers.map(\.name))
    }

    public func container(named name: String) -> Container? {
        containers.first { $0.name == name }
    }
}

/// A screen object, robot or page object: what a generated test calls into.
public struct Container: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A KassiOS `KassScreen`: `onScreen(X.self) { $0.element.tap() }`.
        case screen
        /// A robot: `XRobot(app: app).tapSave()`, its elements private to it.
        case robot
        /// A page object whose elements are `XCUIElement`s: `XPage(app: app).list`.
        case pageObject
        /// A page object of static members: `XPage.list`.
        case staticPageObject
        /// Automattic's ScreenObject, used as a page object is (`try XScreen(app: app).list`),
        /// checked through `isLoaded`.
        case screenObject
    }

    /// Qualified: `TransferConfirmationScreen.Success`.
    public let name: String
    public let kind: Kind
    public let file: String
    public let line: Int
    public var elements: [CatalogElement]
    public var methods: [ContainerMethod]
    /// `@MainActor` on the type: a robot-style test class must be too.
    public var isMainActor: Bool
    /// How a test makes one (a robot or an instance page object), as its initializers allow
    /// (`TypeConstruction`); nil when the files do not declare them.
    public var construction: TypeConstruction?
    /// A ScreenObject screen's check that it is loaded, after the instance: `.isLoaded` (Automattic's
    /// property), `.isLoaded()` (a base's method); nil for none.
    public var loadCheck: String?
    /// A robot whose initializer waits for its elements (`required init() { super.init(); visible() }`),
    /// as the model finds its load check: making one checks that the screen is there.
    public var waitsWhenMade = false
    /// Its `app` is `private` (or `fileprivate`): a generated extension in another file cannot query through it.
    public var appIsPrivate = false
    /// How its instance methods reach the app: `app`, or `BaseScreen.app` for a base's static one.
    public var appReference = "app"

    /// `LoginRobot(app: app)`, `TabNavComponent()`, `try OrdersScreen()`: as the initializers allow
    /// when the app is all they need; `init(app:)`, kassios's own robots' and page objects', when
    /// the files do not declare them (inherited from a module kassios does not read); `HomePage(app,
    /// testCase: self)`, given the test too. Nil when the test cannot make one with those alone: an
    /// initializer needs more (`init(mode:app:)`), which a person gives; a ScreenObject screen
    /// declares none (ScreenObject's take getters).
    public var makingCode: String? {
        guard let construction else { return kind == .screenObject ? nil : name + "(app: app)" }
        guard construction.needsOnlyWhatATestHas else { return nil }
        return construction.code(making: name) { _ in "" }
    }

    /// Whether `makingCode` throws.
    public var makingThrows: Bool { construction?.isThrowing ?? false }
    /// Whether `makingCode` awaits (an `async` initializer).
    public var makingAwaits: Bool { construction?.isAsync ?? false }

    public init(name: String, kind: Kind, file: String, line: Int, elements: [CatalogElement], methods: [ContainerMethod] = [],
                isMainActor: Bool = false) {
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
        self.elements = elements
        self.methods = methods
        self.isMainActor = isMainActor
        nameWords = Container.nameWords(of: name)
        nameStems = nameWords.map(Words.stems)
    }

    /// Whether a member's name says this screen, by every word of its name's last part
    /// (`settingsButton` and `gotoSettings` say `SettingsScreen`).
    public func isNamed(in words: some Sequence<String>) -> Bool {
        guard let own = nameWords.last, !own.isEmpty else { return false }
        return Set(words).isSuperset(of: own)
    }

    /// The words a step uses for the screen: `TransferConfirmationScreen.Success` →
    /// [[transfer, confirmation, success], [success]] (the whole name, and the last part),
    /// without `screen`, `robot`, `page`. Split once: every screen phrase is matched against it.
    public let nameWords: [[String]]
    /// `nameWords`, stemmed as a step's words are.
    let nameStems: [[String]]

    static func nameWords(of name: String) -> [[String]] {
        let parts = name.split(separator: ".").map(String.init)
        let suffixes: Set<String> = ["screen", "robot", "page", "object", "view", "controller"]
        func words(_ text: String) -> [String] {
            var found = Words.ofIdentifier(text)
            while let last = found.last, suffixes.contains(last), found.count > 1 { found.removeLast() }
            return found
        }
        var result = [parts.map(words).flatMap { $0 }]
        if parts.count > 1, let last = parts.last { result.append(words(last)) }
        return result
    }

    public func element(named name: String) -> CatalogElement? {
        elements.first { $0.name == name }
    }
}

/// An element a container declares or inherits.
public struct CatalogElement: Sendable, Equatable {
    public let name: String
    /// How code names it on its container: the name, or `email.element` for a static-enum page's
    /// case (`Element.reference`).
    public let reference: String
    /// `XCUIElement.ElementType` name: `button`, `textField`, `any`.
    public let elementType: String
    /// The identifier's value when it is a literal or a constant kassios could resolve.
    public let identifier: String?
    /// The constant the code names it by (`A11y.Login.submit`), for messages.
    public let identifierReference: String?
    /// Exact labels: the code's `label:` argument, the dumps' labels and placeholders.
    public var labels: [String] {
        didSet {
            labelWords = CatalogElement.stems(of: labels)
            similarityKeys = CatalogElement.similarityKeys(labelWords: labelWords, nameWords: nameWords, core: nameWordsBesideTypeWords,
                                                       identifierWords: identifierWords)
        }
    }
    /// Label fragments the code locates by (`button(containing: "Forgot")`).
    public let labelFragments: [String]
    /// Declared in this type (an ancestor, for an inherited element).
    public let declaredIn: String
    /// Reachable from a test: not `private` or `fileprivate`.
    public let isAccessible: Bool
    public let file: String
    public let line: Int
    /// The `#if` condition it is declared under (`DEBUG`); nil when it always compiles. A test that
    /// uses it does so under the same condition.
    public var compiledOnlyIf: String?
    /// The queries its own query is made under, outermost first (`alerts` for `app.alerts.buttons["Logout"]`,
    /// `tables["a"]` for `app.tables["a"].cells["row"]`); empty for a query of the app itself or one
    /// kassios does not read. Two elements of one identifier under other queries are not one element.
    public var scope = ""
    /// Known only by the name of a constant whose value the files do not hold, queried inside a
    /// method (`app.cells[AccessibilityIdentifier.preferencesCell]`): weaker evidence than an element
    /// a step names exactly (`MethodLocalElements`).
    public var isNamedByAConstantOnly = false

    public init(name: String, elementType: String, identifier: String?, identifierReference: String? = nil, labels: [String] = [],
                labelFragments: [String] = [], declaredIn: String, isAccessible: Bool = true, file: String = "", line: Int = 0,
                reference: String? = nil) {
        self.name = name
        self.reference = reference ?? name
        self.elementType = elementType
        self.identifier = identifier
        self.identifierReference = identifierReference
        self.labels = labels
        self.labelFragments = labelFragments
        self.declaredIn = declaredIn
        self.isAccessible = isAccessible
        self.file = file
        self.line = line
        nameWords = Words.ofIdentifier(name)
        if let identifier {
            let last = identifier.split(whereSeparator: { $0 == "." || $0 == "/" }).last.map(String.init) ?? identifier
            identifierWords = Words.ofIdentifier(last)
            wordsOfIdentifier = Words.ofIdentifier(identifier)
        } else {
            identifierWords = []
            wordsOfIdentifier = []
        }
        nameWordsBesideTypeWords = nameWords.filter { TypeWords.canonical[$0] == nil }
        identifierWordsBesideTypeWords = identifierWords.filter { TypeWords.canonical[$0] == nil }
        labelWords = CatalogElement.stems(of: labels)
        fragmentWords = CatalogElement.stems(of: labelFragments)
        similarityKeys = CatalogElement.similarityKeys(labelWords: labelWords, nameWords: nameWords, core: nameWordsBesideTypeWords,
                                                       identifierWords: identifierWords)
    }

    /// Each label's words, stemmed, in the order of `labels`.
    public private(set) var labelWords: [[String]]
    /// Each label fragment's words, stemmed, in the order of `labelFragments`.
    public let fragmentWords: [[String]]

    static func stems(of texts: [String]) -> [[String]] {
        texts.map { Words.stems(Words.ofPhrase($0)) }
    }

    /// The texts a step's words may merely resemble (`TargetMatcher`): each label's words, the
    /// name's words with and without its type words, the identifier's last part.
    private(set) var similarityKeys: [String]

    /// `core`: the name's words beside its type words (`nameWordsBesideTypeWords`).
    static func similarityKeys(labelWords: [[String]], nameWords: [String], core: [String], identifierWords: [String]) -> [String] {
        var keys = labelWords.map { $0.joined(separator: " ") }
        keys.append(nameWords.joined(separator: " "))
        if !core.isEmpty { keys.append(core.joined(separator: " ")) }
        if !identifierWords.isEmpty { keys.append(identifierWords.joined(separator: " ")) }
        return keys.filter { !$0.isEmpty }
    }

    // Split once, here: every step is matched against every element of the screens it may be on.
    /// `loginButton` → [login, button].
    public let nameWords: [String]
    /// `login.rememberMe` → [remember, me]: the identifier's last part.
    public let identifierWords: [String]
    /// `login.rememberMe` → [login, remember, me]: the whole identifier's words.
    public let wordsOfIdentifier: [String]
    /// `nameWords` without the words that name a kind (`TypeWords`): [remember] for `rememberSwitch`.
    let nameWordsBesideTypeWords: [String]
    /// `identifierWords` without the words that name a kind: [search] for `search.field`.
    let identifierWordsBesideTypeWords: [String]

    /// How messages show it: `submit ("login.submit", "Sign In")`.
    public var summary: String {
        var details: [String] = []
        if let identifier { details.append("\"\(identifier)\"") }
        if let label = labels.first { details.append("label \"\(label)\"") }
        return details.isEmpty ? name : "\(name) (\(details.joined(separator: ", ")))"
    }
}

/// A method of a robot or page object, and what it does to which element.
public struct ContainerMethod: Sendable, Equatable {
    public struct Parameter: Sendable, Equatable {
        public let label: String?
        public let name: String
        public let type: String
        public let hasDefault: Bool
    }

    public enum Use: Sendable, Equatable {
        case tap
        /// `element.typeText(parameter)`; nil when what it types is not a parameter.
        case typeText(parameter: String?)
        /// Waits for it or reads `exists`.
        case check
        /// Asserts it is not there: `XCTAssertFalse(x.exists)`, `x.waitForNonExistence(timeout:)`.
        case checkAbsent
        /// Reads its `value` or `label` (in an assertion).
        case readValue
    }

    public let name: String
    /// The name's words, lowercased (`tapVPNSettingsCell` → [tap, vpn, settings, cell]): split once,
    /// as every step is matched against every method's.
    public let nameWords: [String]
    public let parameters: [Parameter]
    /// As written: `Self`, `HomeRobot`; nil for none.
    public let returnType: String?
    /// `(element name, use)` in body order.
    public let uses: [ElementUse]
    /// `@discardableResult`: a chain may end on it without `_ =`.
    public var isDiscardable = false
    /// A `static` method: called on the type.
    public var isStatic = false
    /// Declared `throws`: called with `try`.
    public var isThrowing = false
    /// Declared `async`: called with `await`.
    public var isAsync = false
    /// Its body can never fail the test (`LoadCheckNames.assertsNothing`): as a load check, it would
    /// let a test pass on any screen.
    public var assertsNothing = false
    /// How many things its body does to the app (taps, typing, swipes, presses), waits and checks aside.
    public var interactions = 0

    public struct ElementUse: Sendable, Equatable {
        public let element: String
        public let use: Use
    }

    public init(name: String, parameters: [Parameter], returnType: String?, uses: [ElementUse]) {
        self.name = name
        nameWords = Words.ofIdentifier(name).map(Words.normalized)
        self.parameters = parameters
        self.returnType = returnType
        self.uses = uses
    }

    /// Parameters a call must pass.
    public var requiredParameters: [Parameter] { parameters.filter { !$0.hasDefault } }
}

/// A screen as a dump shows it.
public struct DumpScreen: Sendable, Equatable {
    /// From the file name: `Login` for `Login.debugDescription.txt`.
    public let name: String
    public let path: String
    public let elements: [DumpElement]
    /// The whole tree, to generate a screen object from.
    public let hierarchy: Hierarchy?
    /// The suite's screen object the dump shows, by its identifiers (the map's identification).
    public var shows: String?

    public init(name: String, path: String, elements: [DumpElement], hierarchy: Hierarchy? = nil, shows: String? = nil) {
        self.name = name
        self.path = path
        self.elements = elements
        self.hierarchy = hierarchy
        self.shows = shows
    }
}

public struct DumpElement: Sendable, Equatable {
    public let type: String
    public let identifier: String?
    public let label: String?
    public let placeholder: String?
    public let line: Int

    public init(type: String, identifier: String?, label: String?, placeholder: String?, line: Int) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.placeholder = placeholder
        self.line = line
    }
}
