/// Turns findings into text in one output format.
public protocol Reporter {
    static var name: String { get }
    static func report(_ result: LintResult) -> String
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
