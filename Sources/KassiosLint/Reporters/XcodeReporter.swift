/// `path:line:column: error: message [rule-id]` — what Xcode, editors and CI annotate.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"

    public static func report(_ result: LintResult) -> String {
        report(result, colored: false)
    }

    /// With `colored`, the severity is highlighted with ANSI colours (for a terminal only:
    /// Xcode and CI parse the plain form).
    public static func report(_ result: LintResult, colored: Bool) -> String {
        var text = ""
        for finding in result.findings {
            let severity = colored ? highlighted(finding.severity) : finding.severity.rawValue
            text += "\(finding.file):\(finding.line):\(finding.column): \(severity): \(finding.message) [\(finding.rule)]\n"
        }
        return text
    }

    static func highlighted(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;36mnote\u{1B}[0m"
        }
    }
}
