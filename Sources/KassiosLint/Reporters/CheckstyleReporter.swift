/// Checkstyle XML, for tools that read it (Jenkins Warnings, reviewdog, Danger, SonarQube's
/// external issues): one `<file>` per file with findings, one `<error>` per finding, `source`
/// `kassios.rule-id`. Severities map to Checkstyle's `error`, `warning` and `info`.
public enum CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    public static let formatVersion = "4.3"

    public static func report(_ result: LintResult) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"\(formatVersion)\">\n"
        for group in result.findingsByFile {
            text += "  <file name=\"\(XMLEscaping.attribute(group.file))\">\n"
            for finding in group.findings {
                text += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(severity(finding.severity))\""
                text += " message=\"\(XMLEscaping.attribute(finding.message))\" source=\"\(XMLEscaping.attribute("kassios." + finding.rule))\"/>\n"
            }
            text += "  </file>\n"
        }
        text += "</checkstyle>\n"
        return text
    }

    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
