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
            appendEscapingControls(finding.file, to: &chunk)
            chunk.append(UInt8(ascii: ":"))
            appendDecimal(finding.line, to: &chunk)
            chunk.append(UInt8(ascii: ":"))
            appendDecimal(finding.column, to: &chunk)
            chunk.append(contentsOf: ": ".utf8)
            chunk.append(contentsOf: (colored ? highlighted(finding.severity) : finding.severity.rawValue).utf8)
            chunk.append(contentsOf: ": ".utf8)
            appendEscapingControls(finding.message, to: &chunk)
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

    /// `text` with its control characters spelt as Swift escapes (`\n`, `\r`, `\t`, `\u{1B}`): a
    /// message quotes string literals, and a newline in one would start a line that reads as a
    /// finding of its own, an escape sequence would reach the terminal. One finding, one line.
    static func appendEscapingControls(_ text: String, to bytes: inout [UInt8]) {
        for byte in text.utf8 {
            guard byte < 0x20 || byte == 0x7F else {
                bytes.append(byte)
                continue
            }
            switch byte {
            case 0x0A: bytes.append(contentsOf: "\\n".utf8)
            case 0x0D: bytes.append(contentsOf: "\\r".utf8)
            case 0x09: bytes.append(contentsOf: "\\t".utf8)
            default:
                let hex = Array("0123456789ABCDEF".utf8)
                bytes.append(contentsOf: "\\u{".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
                bytes.append(UInt8(ascii: "}"))
            }
        }
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
