import KassiosModel
import KassiosSyntax

/// What `kassios rules` prints about a rule, and what its tests run.
public struct RuleDescription: Sendable {
    /// The id used in output and configuration: `missing-onload`.
    public let identifier: String
    public let name: String
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters, for `kassios rules <id>`.
    public let rationale: String
    public let defaultSeverity: Severity
    public let isOptIn: Bool
    /// Code the rule accepts.
    public let nonTriggeringExamples: [String]
    /// Code the rule reports; each `↓` marks exactly where a finding is reported.
    public let triggeringExamples: [String]
    /// `.kassios-lint.yml` settings the examples assume (a rule that needs a catalog), or nil.
    public var exampleConfiguration: String? = nil
    /// Hierarchy dumps the examples are checked against (`stale-identifier`), as dump text.
    public var exampleDumps: [String] = []
}

/// A lint rule: one file each, with its description and examples.
public protocol Rule {
    static var description: RuleDescription { get }
    init()
    /// Findings for the whole project; severity and file paths are filled in by the runner.
    func check(_ project: Project) -> [Finding]
    /// Findings that also need the run's hierarchy dumps; most rules ignore them.
    func check(_ project: Project, dumps: [ScreenDump]) -> [Finding]
    /// The calls the rule reads (`CallVisitor`), if any: the model records them for all the
    /// rules that run while it walks the files.
    func callQuery(for configuration: ModelConfiguration) -> CallQuery?
}

extension Rule {
    public func check(_ project: Project, dumps: [ScreenDump]) -> [Finding] { check(project) }
    public func callQuery(for configuration: ModelConfiguration) -> CallQuery? { nil }
}

extension Rule {
    func finding(file: String, at location: SourceLocation, _ message: String, screen: String?, element: String? = nil) -> Finding {
        Finding(rule: Self.description.identifier, severity: Self.description.defaultSeverity, file: file, at: location,
                message: message, screen: screen, element: element)
    }
}

/// Every rule kassios has, in the order `kassios rules` lists them.
public enum RuleRegistry {
    public static let all: [Rule.Type] = [
        MissingOnLoadRule.self,
        UnconfiguredScreenBaseRule.self,
        RuntimeIdentifierRule.self,
        OnLoadUnknownElementRule.self,
        DuplicateIdentifierRule.self,
        SleepInUITestRule.self,
        CoordinateTapRule.self,
        ReturnKeySubmitRule.self,
        SecretTypedAsTextRule.self,
        RawQueryInTestRule.self,
        LabelLocatorRule.self,
        UnusedElementRule.self,
        SuperfluousSuppressionRule.self,
        CatchesUnknownDefectRule.self,
        CatchesOnNonTestRule.self,
        CatchesMalformedRule.self,
        StaleIdentifierRule.self,
    ]

    public static func rule(withIdentifier identifier: String) -> Rule.Type? {
        all.first { $0.description.identifier == identifier }
    }
}
