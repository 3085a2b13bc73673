import KassiosModel

/// `{"version":1,"files":N,"violations":[…]}` with stable key names and order.
public enum JSONReporter: Reporter {
    public static let name = "json"
    public static let schemaVersion = 1

    public static func report(_ result: LintResult) -> String {
        // A large report is written in chunks side by side, bytes straight into a buffer
        // each, joined in order.
        let findings = result.findings
        let chunks = stride(from: 0, to: findings.count, by: 1024).map { $0..<min($0 + 1024, findings.count) }
        let written = ParallelMap.map(chunks) { chunk -> [UInt8] in
            var out: [UInt8] = []
            out.reserveCapacity(chunk.count * 512)
            for index in chunk {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                append(findings[index], to: &out)
            }
            return out
        }
        var out = Array("{\"version\":\(schemaVersion),\"files\":\(result.fileCount),\"violations\":[".utf8)
        out.reserveCapacity(out.count + written.reduce(0) { $0 + $1.count } + 4)
        for part in written { out += part }
        out += (findings.isEmpty ? "]}\n" : "\n]}\n").utf8
        return String(decoding: out, as: UTF8.self)
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
