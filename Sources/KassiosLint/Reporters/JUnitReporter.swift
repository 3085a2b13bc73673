/// JUnit XML, for CI test-report views (Jenkins, GitLab, Azure DevOps, junitparser).
///
/// One `<testsuite>` per file with findings (named by its path), one `<testcase>` per finding
/// (class name: the path without `.swift`, with `/` as `.`, so tools that split class names
/// at the last dot show the folder as the package and the file as the class; name:
/// `rule-id at line:column`), each with a
/// `<failure>` whose body is the finding's diagnostic line, as the `xcode` reporter prints it.
/// JUnit has no severities, so every error and warning is a failure (as SwiftLint's report has
/// it); `type` is the rule id for errors and `warning:rule-id` for warnings, for consumers that
/// want to tell them apart. A note (`--show-skipped`) fails nothing, as it fails no run: its
/// test case passes, with the line as its `<system-out>`. With no findings there is one empty
/// `<testsuite name="kassios" tests="0">`, so the report is never mistaken for a missing one.
public enum JUnitReporter: Reporter {
    public static let name = "junit"

    public static func report(_ result: LintResult) -> String {
        let count = String(result.findings.count)
        let failures = String(result.findings.lazy.filter { $0.severity != .note }.count)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"kassios\" tests=\"\(count)\" failures=\"\(failures)\" errors=\"0\">\n"
        if result.findings.isEmpty {
            text += "  <testsuite name=\"kassios\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\"/>\n"
        }
        for group in result.findingsByFile {
            let count = String(group.findings.count)
            let failures = String(group.findings.lazy.filter { $0.severity != .note }.count)
            text += "  <testsuite name=\"\(XMLEscaping.attribute(group.file))\" tests=\"\(count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            let className = XMLEscaping.attribute(self.className(forPath: group.file))
            for finding in group.findings {
                text += "    <testcase classname=\"\(className)\" name=\"\(XMLEscaping.attribute("\(finding.rule) at \(finding.line):\(finding.column)"))\">\n"
                let line = XMLEscaping.text("\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
                if finding.severity == .note {
                    text += "      <system-out>" + line + "</system-out>\n"
                } else {
                    text += "      <failure message=\"\(XMLEscaping.attribute(finding.message))\" type=\"\(XMLEscaping.attribute(failureType(finding)))\">"
                    text += line + "</failure>\n"
                }
                text += "    </testcase>\n"
            }
            text += "  </testsuite>\n"
        }
        text += "</testsuites>\n"
        return text
    }

    /// `Examples/Broken/Login.swift` → `Examples.Broken.Login`; a leading `/` is dropped.
    public static func className(forPath path: String) -> String {
        var name = Substring(path)
        while name.hasPrefix("/") { name = name.dropFirst() }
        if name.hasSuffix(".swift") { name = name.dropLast(".swift".count) }
        return String(name.map { $0 == "/" ? "." : $0 })
    }

    /// `rule-id` for errors, `warning:rule-id` (and `note:rule-id`) for the others.
    public static func failureType(_ finding: Finding) -> String {
        finding.severity == .error ? finding.rule : "\(finding.severity.rawValue):\(finding.rule)"
    }
}
