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
public enum JUnitReporter: StreamingReporter {
    public static let name = "junit"

    /// The document in pieces of about `ReportChunks.size` bytes, whole test cases each.
    public static func write(_ result: LintResult, to output: (String) -> Void) {
        let count = String(result.findings.count)
        let failures = String(result.findings.lazy.filter { $0.severity != .note }.count)
        var bytes: [UInt8] = []
        bytes += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8
        bytes += "<testsuites name=\"kassios\" tests=\"\(count)\" failures=\"\(failures)\" errors=\"0\">\n".utf8
        if result.findings.isEmpty {
            bytes += "  <testsuite name=\"kassios\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\"/>\n".utf8
        }
        for group in result.findingIndicesByFile {
            let count = String(group.indices.count)
            let failures = String(group.indices.lazy.filter { result.findings[$0].severity != .note }.count)
            bytes += "  <testsuite name=\"\(XMLEscaping.attribute(group.file))\" tests=\"\(count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n".utf8
            let className = XMLEscaping.attribute(self.className(forPath: group.file))
            for index in group.indices {
                let finding = result.findings[index]
                bytes += "    <testcase classname=\"\(className)\" name=\"\(XMLEscaping.attribute("\(finding.rule) at \(finding.line):\(finding.column)"))\">\n".utf8
                let line = XMLEscaping.text("\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]")
                if finding.severity == .note {
                    bytes += "      <system-out>\(line)</system-out>\n".utf8
                } else {
                    bytes += "      <failure message=\"\(XMLEscaping.attribute(finding.message))\" type=\"\(XMLEscaping.attribute(failureType(finding)))\">".utf8
                    bytes += "\(line)</failure>\n".utf8
                }
                bytes += "    </testcase>\n".utf8
                ReportChunks.handOn(&bytes, to: output)
            }
            bytes += "  </testsuite>\n".utf8
        }
        bytes += "</testsuites>\n".utf8
        ReportChunks.handOn(&bytes, to: output, finished: true)
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
