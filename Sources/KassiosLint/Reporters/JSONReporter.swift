import KassiosModel

/// `{"version":1,"files":N,"violations":[…]}` with stable key names and order.
public enum JSONReporter: Reporter {
    public static let name = "json"
    public static let schemaVersion = 1

    public static func report(_ result: LintResult) -> String {
        // A large report is written in chunks side by side, joined in order.
        let findings = result.findings
        let chunks = stride(from: 0, to: findings.count, by: 1024).map { $0..<min($0 + 1024, findings.count) }
        let written = ParallelMap.map(chunks) { chunk -> String in
            var text = ""
            for index in chunk {
                let finding = findings[index]
                if index > 0 { text += "," }
                text += "\n  {\"rule\":\(quoted(finding.rule)),\"severity\":\(quoted(finding.severity.rawValue))"
                text += ",\"file\":\(quoted(finding.file)),\"line\":\(finding.line),\"column\":\(finding.column)"
                text += ",\"message\":\(quoted(finding.message))"
                text += ",\"screen\":\(finding.screen.map(quoted) ?? "null")"
                if let element = finding.element { text += ",\"element\":\(quoted(element))" }
                text += "}"
            }
            return text
        }
        var text = "{\"version\":\(schemaVersion),\"files\":\(result.fileCount),\"violations\":["
        text.reserveCapacity(text.utf8.count + written.reduce(0) { $0 + $1.utf8.count } + 4)
        for part in written { text += part }
        text += findings.isEmpty ? "]}\n" : "\n]}\n"
        return text
    }

    /// A JSON string literal (see `JSONText`).
    public static func quoted(_ value: String) -> String { JSONText.quoted(value) }
}
