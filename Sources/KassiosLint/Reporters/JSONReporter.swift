import KassiosModel

/// `{"version":1,"files":N,"violations":[…]}` with stable key names and order.
public enum JSONReporter: Reporter {
    public static let name = "json"
    public static let schemaVersion = 1
    /// Findings per piece of the report.
    static let findingsPerChunk = 512

    public static func report(_ result: LintResult) -> String {
        var text = ""
        write(result) { text += $0 }
        return text
    }

    /// Chunks of findings are written side by side, bytes straight into a buffer each, a few
    /// at a time (one per core), and handed on in order: a large report is never held whole.
    public static func write(_ result: LintResult, to output: (String) -> Void) {
        let findings = result.findings
        let chunks = stride(from: 0, to: findings.count, by: findingsPerChunk).map { $0..<min($0 + findingsPerChunk, findings.count) }
        let wave = ParallelMap.workerCount
        output("{\"version\":\(schemaVersion),\"files\":\(result.fileCount),\"violations\":[")
        for start in stride(from: 0, to: chunks.count, by: wave) {
            let written = ParallelMap.map(Array(chunks[start..<min(start + wave, chunks.count)])) { chunk -> String in
                var out: [UInt8] = []
                out.reserveCapacity(chunk.count * 512)
                for index in chunk {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    append(findings[index], to: &out)
                }
                return String(decoding: out, as: UTF8.self)
            }
            for text in written { output(text) }
        }
        output(findings.isEmpty ? "]}\n" : "\n]}\n")
    }

    /// `\n  {"rule":…}`: one finding, its keys always in this order.
    static func append(_ finding: borrowing Finding, to out: inout [UInt8]) {
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
