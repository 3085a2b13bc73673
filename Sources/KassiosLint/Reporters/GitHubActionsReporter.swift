/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per finding,
/// which the runner turns into an annotation on the file and line (paths must be relative to
/// the repository root, so run kassios there). Columns count characters (Unicode code points),
/// as the annotations do. Nothing is printed when there are no findings.
public enum GitHubActionsReporter: StreamingReporter {
    public static let name = "github-actions"

    /// The commands in pieces of about `ReportChunks.size` bytes, whole lines each.
    public static func write(_ result: LintResult, to output: (String) -> Void) {
        var bytes: [UInt8] = []
        for finding in result.findings {
            bytes += "::\(command(finding.severity)) file=\(escapedProperty(finding.file)),line=\(finding.line)".utf8
            bytes += ",col=\(finding.characterColumn ?? finding.column),title=\(escapedProperty("kassios " + finding.rule))::\(escapedData(finding.message))\n".utf8
            ReportChunks.handOn(&bytes, to: output)
        }
        ReportChunks.handOn(&bytes, to: output, finished: true)
    }

    public static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// A command's message: `%`, carriage return and newline as `%25`, `%0D`, `%0A`.
    public static func escapedData(_ value: String) -> String {
        escaped(value, property: false)
    }

    /// A property value: as a message, and also `:` and `,` as `%3A` and `%2C`.
    public static func escapedProperty(_ value: String) -> String {
        escaped(value, property: true)
    }

    private static func escaped(_ value: String, property: Bool) -> String {
        var text = ""
        text.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "%": text += "%25"
            case "\r": text += "%0D"
            case "\n": text += "%0A"
            case ":" where property: text += "%3A"
            case "," where property: text += "%2C"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
