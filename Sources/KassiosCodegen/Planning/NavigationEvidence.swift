/// What the suite's own tests show about moving between screens: which screen an
/// action leads to. The planner uses it to choose among screens a target lives on, to
/// say what shows a move a case makes, and to take the suite's way where a case jumps.
public protocol NavigationEvidence: Sendable {
    /// How many known actions lead from one screen to another; nil when no path is known.
    func distance(from source: String, to destination: String) -> Int?
    /// The moves the suite shows leaving `source`, each once, in a stable order.
    func moves(from source: String) -> [NavigationMove]
    /// The fewest moves `accepting` lets through from `source` to `destination`: empty
    /// when they are the same screen, nil when no such way is known.
    func path(from source: String, to destination: String, accepting: (NavigationMove) -> Bool) -> [NavigationMove]?
    /// The screen the app opens on when a test launches it in place with these arguments and this
    /// environment, as every such launch of the suite shows; nil when they disagree or there is none.
    func launchScreen(arguments: [String], environment: [String: String]) -> String?
    /// The screen the suite's launches by these entry points (`UITestCase.setUp()`) land on, when
    /// they agree; nil otherwise.
    func launchScreen(enteredBy entries: [String]) -> String?
}

extension NavigationEvidence {
    public func launchScreen(arguments: [String], environment: [String: String]) -> String? { nil }
    public func launchScreen(enteredBy entries: [String]) -> String? { nil }
}

/// One move the suite shows: from a screen, by an action, to another.
public struct NavigationMove: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// On the source's own elements or methods: `submit.tap()`, `proceed()`.
        case interaction
        /// A robot or page-object method returning the next one: `openProfile()`.
        case method
        /// KassiOS's `navigate(to: X.self)`.
        case navigate
        /// Anything else (a statement of the test, a MappaMundi transition).
        case other
    }

    public let from: String
    public let to: String
    /// As code relative to `from`: `submit.tap()`, `openProfile()`, `navigate(to: X.self)`.
    public let action: String
    public let kind: Kind
    /// Where the suite shows it: `LoginTests.test_login`, or `file:line`; nil when nowhere says.
    public let shownIn: String?

    public init(from: String, to: String, action: String, kind: Kind, shownIn: String? = nil) {
        self.from = from
        self.to = to
        self.action = action
        self.kind = kind
        self.shownIn = shownIn
    }

    /// Whether the action is done to `member` of the source: `submit` for `submit.tap()`,
    /// `openProfile` for `openProfile()`.
    public func acts(on member: String) -> Bool {
        action.hasPrefix(member + ".") || action.hasPrefix(member + "(")
    }

    /// `submit.tap() in LoginTests.test_login`.
    public var described: String {
        shownIn.map { "\(action) in \($0)" } ?? action
    }
}

/// No navigation known: screens are chosen by where targets live alone, and no move
/// between screens is known to the suite.
public struct NoNavigationEvidence: NavigationEvidence {
    public init() {}
    public func distance(from source: String, to destination: String) -> Int? { source == destination ? 0 : nil }
    public func moves(from source: String) -> [NavigationMove] { [] }
    public func path(from source: String, to destination: String, accepting: (NavigationMove) -> Bool) -> [NavigationMove]? {
        source == destination ? [] : nil
    }
}
