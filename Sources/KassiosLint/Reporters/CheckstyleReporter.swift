/// Checkstyle XML, for tools that read it (Jenkins Warnings, reviewdog, Danger, SonarQube's
/// external issues): one `<file>` per file with findings, one `<error>` per finding, `source`
/// `kassios.rule-id`. Severities map to Checkstyle's `error`, `warning` and `info`.
public enum CheckstyleReporter: StreamingReporter {
    public static let name = "checkstyle"
    public static let formatVersion = "4.3"

    /// The document in pieces of about `ReportChunks.size` bytes, whole `<error>` elements each.
    public static func write(_ result: LintResult, to output: (String) -> Void) {
        var bytes: [UInt8] = []
        bytes += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"\(formatVersion)\">\n".utf8
        for group in result.findingIndicesByFile {
            bytes += "  <file name=\"\(XMLEscaping.attribute(group.file))\">\n".utf8
            for index in group.indices {
                let finding = result.findings[index]
                bytes += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(severity(finding.severity))\"".utf8
                bytes += " message=\"\(XMLEscaping.attribute(finding.message))\" source=\"\(XMLEscaping.attribute("kassios." + finding.rule))\"/>\n".utf8
                ReportChunks.handOn(&bytes, to: output)
            }
            bytes += "  </file>\n".utf8
        }
        bytes += "</checkstyle>\n".utf8
        ReportChunks.handOn(&bytes, to: output, finished: true)
    }

    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
