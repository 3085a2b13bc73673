import KassiosModel

/// `{"version":1,"files":N,"violations":[…]}` with stable key names and order.
public enum JSONReporter: Reporter {
    public static let name = "json"
    public static let schemaVersion = 1

    public static func report(_ result: LintResult) -> String {
        var text = "{\"version\":\(schemaVersion),\"files\":\(result.fileCount),\"violations\":["
        for (index, finding) in result.findings.enumerated() {
            if index > 0 { text += "," }
            text += "\n  {\"rule\":\(quoted(finding.rule)),\"severity\":\(quoted(finding.severity.rawValue))"
            text += ",\"file\":\(quoted(finding.file)),\"line\":\(finding.line),\"column\":\(finding.column)"
            text += ",\"message\":\(quoted(finding.message))"
            text += ",\"screen\":\(finding.screen.map(quoted) ?? "null")"
            if let element = finding.element { text += ",\"element\":\(quoted(element))" }
            text += "}"
        }
        text += result.findings.isEmpty ? "]}\n" : "\n]}\n"
        return text
    }

    /// A JSON string literal (see `JSONText`).
    public static func quoted(_ value: String) -> String { JSONText.quoted(value) }
}
