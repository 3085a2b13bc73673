/// `path:line:column: error: message [rule-id]` — what Xcode, editors and CI annotate.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"
    /// About this many bytes of lines are handed on at a time: a first baseline run can report
    /// tens of thousands of findings, whose report need not be held whole next to the model.
    static let chunkBytes = 64 * 1024

    public static func report(_ result: LintResult) -> String {
        report(result, colored: false)
    }

    /// With `colored`, the severity is highlighted with ANSI colours (for a terminal only:
    /// Xcode and CI parse the plain form).
    public static func report(_ result: LintResult, colored: Bool) -> String {
        var text = ""
        write(result, colored: colored) { text += $0 }
        return text
    }

    public static func write(_ result: LintResult, to output: (String) -> Void) {
        write(result, colored: false, to: output)
    }

    /// The report in pieces of about `chunkBytes`, whole lines each, in order.
    public static func write(_ result: LintResult, colored: Bool, to output: (String) -> Void) {
        var text = ""
        for finding in result.findings {
            let severity = colored ? highlighted(finding.severity) : finding.severity.rawValue
            text += "\(finding.file):\(finding.line):\(finding.column): \(severity): \(finding.message) [\(finding.rule)]\n"
            if text.utf8.count >= chunkBytes {
                output(text)
                text = ""
            }
        }
        if !text.isEmpty { output(text) }
    }

    static func highlighted(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;36mnote\u{1B}[0m"
        }
    }
}
