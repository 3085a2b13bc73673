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

/// A reporter that writes its report in pieces (`write(_:to:)`), one finding at a time: the
/// report of a suite's every finding is megabytes, and held whole (or built as a tree first) it
/// was more memory than the findings themselves. Its `report` is the pieces joined.
public protocol StreamingReporter: Reporter {}

extension StreamingReporter {
    public static func report(_ result: LintResult) -> String {
        ReportChunks.joined { write(result, to: $0) }
    }
}

/// The bytes of a report, handed on in pieces of about `size` bytes.
enum ReportChunks {
    static let size = 64 * 1024

    /// Hands `bytes` on as text and empties it, once it holds `size` bytes (or, when `finished`,
    /// whatever it holds). A piece ends where the writer last called this: whole lines, or
    /// whole findings.
    static func handOn(_ bytes: inout [UInt8], to output: (String) -> Void, finished: Bool = false) {
        guard !bytes.isEmpty, finished || bytes.count >= size else { return }
        output(String(decoding: bytes, as: UTF8.self))
        bytes.removeAll(keepingCapacity: true)
    }

    /// What `write` hands on, joined.
    static func joined(_ write: ((String) -> Void) -> Void) -> String {
        var text = ""
        write { text += $0 }
        return text
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
