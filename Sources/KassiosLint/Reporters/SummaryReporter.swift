/// Plain-text counts: one aligned line per rule and severity, most frequent first, then the
/// totals, e.g. `total: 15 (14 errors, 1 warning) in 28 files`.
public enum SummaryReporter: Reporter {
    public static let name = "summary"

    public static func report(_ result: LintResult) -> String {
        let rows = result.countsByRule
        let ruleWidth = rows.map { $0.rule.count }.max() ?? 0
        let severityWidth = rows.map { $0.severity.rawValue.count }.max() ?? 0
        let countWidth = rows.map { String($0.count).count }.max() ?? 0
        var text = ""
        for row in rows {
            text += padded(row.rule, to: ruleWidth) + "  " + padded(row.severity.rawValue, to: severityWidth) + "  "
            let count = String(row.count)
            text += String(repeating: " ", count: countWidth - count.count) + count + "\n"
        }
        text += "total: \(result.findings.count) (\(result.severityBreakdown)) in \(counted(result.fileCount, "file"))\n"
        return text
    }

    private static func padded(_ value: String, to width: Int) -> String {
        value + String(repeating: " ", count: max(0, width - value.count))
    }
}
