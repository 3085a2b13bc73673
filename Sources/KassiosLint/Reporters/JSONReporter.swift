import KassiosModel

/// `{"version":1,"files":N,"violations":[…]}` with stable key names and order.
public enum JSONReporter: Reporter {
    public static let name = "json"
    public static let schemaVersion = 1

    public static func report(_ result: LintResult) -> String {
        var text = ""
        write(result) { text += $0 }
        return text
    }

    /// Chunks of findings are written side by side, bytes straight into a buffer each, and
    /// handed on in order, each let go once it is.
    public static func write(_ result: LintResult, to output: (String) -> Void) {
        let findings = result.findings
        let chunks = stride(from: 0, to: findings.count, by: 1024).map { $0..<min($0 + 1024, findings.count) }
        var written = ParallelMap.map(chunks) { chunk -> [UInt8] in
            var out: [UInt8] = []
            out.reserveCapacity(chunk.count * 512)
            for index in chunk {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                append(findings[index], to: &out)
            }
            return out
        }
        output("{\"version\":\(schemaVersion),\"files\":\(result.fileCount),\"violations\":[")
        for index in written.indices {
            output(String(decoding: written[index], as: UTF8.self))
            written[index] = []
        }
        output(findings.isEmpty ? "]}\n" : "\n]}\n")
    }

    /// `\n  {"rule":…}`: one finding, its keys always in this order.
    static func append(_ finding: Finding, to out: inout [UInt8]) {
        out += "\n  {\"rule\":".utf8
        JSONText.appendQuoted(finding.rule, to: &out)
        out += ",\"severity\":".utf8
        JSONText.appendQuoted(finding.severity.rawValue, to: &out)
        out += ",\"file\":".utf8
        JSONText.appendQuoted(finding.file, to: &out)
        out += ",\"line\":".utf8
        out += String(finding.line).utf8
        out += ",\"column\":".utf8
        out += String(finding.column).utf8
        out += ",\"message\":".utf8
        JSONText.appendQuoted(finding.message, to: &out)
        out += ",\"screen\":".utf8
        if let screen = finding.screen { JSONText.appendQuoted(screen, to: &out) } else { out += "null".utf8 }
        if let element = finding.element {
            out += ",\"element\":".utf8
            JSONText.appendQuoted(element, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// A JSON string literal (see `JSONText`).
    public static func quoted(_ value: String) -> String { JSONText.quoted(value) }
}
