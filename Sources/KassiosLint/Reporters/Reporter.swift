/// Turns findings into text in one output format.
public protocol Reporter {
    static var name: String { get }
    static func report(_ result: LintResult) -> String
    /// The report handed to `output` in pieces, in order: a report of megabytes need not be
    /// held whole next to the parts it is made of. By default, the report in one piece.
    static func write(_ result: LintResult, to output: (String) -> Void)
}

extension Reporter {
    public static func write(_ result: LintResult, to output: (String) -> Void) {
        output(report(result))
    }
}

public enum ReporterRegistry {
    public static let all: [Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, JUnitReporter.self, CheckstyleReporter.self,
        GitHubActionsReporter.self, MarkdownReporter.self, SummaryReporter.self,
    ]

    public static func reporter(named name: String) -> Reporter.Type? {
        all.first { $0.name == name }
    }
}
