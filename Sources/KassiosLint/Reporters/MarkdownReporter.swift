/// A Markdown summary, for `$GITHUB_STEP_SUMMARY` or a pull-request comment: a heading, the
/// totals, a table of counts by rule and severity, and a table of the findings (the first
/// `findingRowLimit`, so a huge run stays within what a job summary holds).
public enum MarkdownReporter: Reporter {
    public static let name = "markdown"
    public static let findingRowLimit = 1000

    public static func report(_ result: LintResult) -> String {
        report(result, findingRowLimit: findingRowLimit)
    }

    public static func report(_ result: LintResult, findingRowLimit: Int) -> String {
        var text = "## kassios\n\n"
        guard !result.findings.isEmpty else {
            return text + "No findings in \(counted(result.fileCount, "file")).\n"
        }
        text += "\(counted(result.findings.count, "finding")) (\(result.severityBreakdown)) in \(counted(result.fileCount, "file")).\n\n"
        text += "| rule | severity | count |\n|---|---|---:|\n"
        for row in result.countsByRule {
            text += "| \(cell(row.rule)) | \(row.severity.rawValue) | \(row.count) |\n"
        }
        text += "\n| file:line | rule | message |\n|---|---|---|\n"
        for finding in result.findings.prefix(max(0, findingRowLimit)) {
            text += "| \(cell("\(finding.file):\(finding.line)")) | \(cell(finding.rule)) | \(cell(finding.message)) |\n"
        }
        let left = result.findings.count - max(0, findingRowLimit)
        if left > 0 {
            text += "\n…and \(counted(left, "more finding")), not listed here.\n"
        }
        return text
    }

    /// Text for one table cell: the characters Markdown would read as markup (`|` above all,
    /// which would end the cell) are backslash-escaped, and line breaks become `<br>`.
    public static func cell(_ value: String) -> String {
        var text = ""
        text.reserveCapacity(value.utf8.count)
        var afterCarriageReturn = false
        for scalar in value.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n":
                if !afterCarriageReturn { text += "<br>" }
            case "\r":
                text += "<br>"
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "$":
                text += "\\"
                text.unicodeScalars.append(scalar)
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
