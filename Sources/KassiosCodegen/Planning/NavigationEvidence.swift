/// What the suite's own tests show about moving between screens: which screen an
/// action leads to. The planner uses it to choose among screens a target lives on.
public protocol NavigationEvidence: Sendable {
    /// How many known actions lead from one screen to another; nil when no path is known.
    func distance(from source: String, to destination: String) -> Int?
    /// Where the suite goes from one screen to the other in one action, for reports:
    /// `LoginTests.test_login_withValidCredentials_showsHome`; an action on `element`
    /// (the one the case acted on last) is preferred.
    func evidence(from source: String, to destination: String, element: String?) -> String?
}

/// No navigation known: screens are chosen by where targets live alone.
public struct NoNavigationEvidence: NavigationEvidence {
    public init() {}
    public func distance(from source: String, to destination: String) -> Int? { source == destination ? 0 : nil }
    public func evidence(from source: String, to destination: String, element: String?) -> String? { nil }
}
