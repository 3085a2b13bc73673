/// `path:line:column: error: message [rule-id]` — what Xcode, editors and CI annotate.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"

    public static func report(_ result: LintResult) -> String {
        var text = ""
        for finding in result.findings {
            text += "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n"
        }
        return text
    }
}
