/// `path:line:column: error: message [rule-id]` — what Xcode, editors and CI annotate.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"
    /// About this many bytes of lines are handed on at a time: a first baseline run can report
    /// tens of thousands of findings, whose report need not be held whole next to the model.
    static let chunkBytes = 64 * 1024

    public static func report(_ result: LintResult) -> String {
        report(result, colored: false)
    }

    /// With `colored`, the severity is highlighted with ANSI colours (for a terminal only:
    /// Xcode and CI parse the plain form).
    public static func report(_ result: LintResult, colored: Bool) -> String {
        var text = ""
        write(result, colored: colored) { text += $0 }
        return text
    }

    public static func write(_ result: LintResult, to output: (String) -> Void) {
        write(result, colored: false, to: output)
    }

    /// The report in pieces of about `chunkBytes`, whole lines each, in order. Each line is
    /// written as bytes: a finding's line spelled by string interpolation cost a dozen appends
    /// of strings, on the main thread after the parallel work, for every finding.
    public static func write(_ result: LintResult, colored: Bool, to output: (String) -> Void) {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(chunkBytes + 1024)
        for finding in result.findings {
            chunk.append(contentsOf: finding.file.utf8)
            chunk.append(UInt8(ascii: ":"))
            appendDecimal(finding.line, to: &chunk)
            chunk.append(UInt8(ascii: ":"))
            appendDecimal(finding.column, to: &chunk)
            chunk.append(contentsOf: ": ".utf8)
            chunk.append(contentsOf: (colored ? highlighted(finding.severity) : finding.severity.rawValue).utf8)
            chunk.append(contentsOf: ": ".utf8)
            chunk.append(contentsOf: finding.message.utf8)
            chunk.append(contentsOf: " [".utf8)
            chunk.append(contentsOf: finding.rule.utf8)
            chunk.append(contentsOf: "]\n".utf8)
            if chunk.count >= chunkBytes {
                output(String(decoding: chunk, as: UTF8.self))
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { output(String(decoding: chunk, as: UTF8.self)) }
    }

    /// `number` in decimal, as `String(number)` spells it.
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        guard number >= 0 else {
            bytes.append(contentsOf: String(number).utf8)
            return
        }
        var divisor = 1
        while number / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
    }

    static func highlighted(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;36mnote\u{1B}[0m"
        }
    }
}
