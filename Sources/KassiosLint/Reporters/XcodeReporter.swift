/// `path:line:column: error: message [rule-id]` — what Xcode, editors and CI annotate.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"
    public static func report(_ result: LintResult) -> String {
        report(result, colored: false)
    }

    /// With `colored`, the severity is highlighted with ANSI colours (for a terminal only:
    /// Xcode and CI parse the plain form).
    public static func report(_ result: LintResult, colored: Bool) -> String {
        ReportChunks.joined { write(result, colored: colored, to: $0) }
    }

    public static func write(_ result: LintResult, to output: (String) -> Void) {
        write(result, colored: false, to: output)
    }

    /// The report in pieces of about `ReportChunks.size` bytes, whole lines each, in order: a first
    /// baseline run can report tens of thousands of findings, whose report need not be held whole.
    /// Each line is written as bytes: a finding's line spelled by string interpolation cost a dozen
    /// appends of strings, on the main thread after the parallel work, for every finding.
    public static func write(_ result: LintResult, colored: Bool, to output: (String) -> Void) {
        var chunk: [UInt8] = []
        chunk.reserveCapacity(ReportChunks.size + 1024)
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
            ReportChunks.handOn(&chunk, to: output)
        }
        ReportChunks.handOn(&chunk, to: output, finished: true)
    }

    /// `text` with its control characters spelt as Swift escapes (`\n`, `\r`, `\t`, `\u{1B}`, the C1
    /// controls such as `\u{9B}`, the line and paragraph separators `\u{2028}` `\u{2029}`): a message
    /// quotes string literals, and a line break in one would start a line that reads as a finding
    /// of its own, an escape sequence would reach the terminal. One finding, one line.
    static func appendEscapingControls(_ text: String, to bytes: inout [UInt8]) {
        // Printable ASCII, as nearly every path and message is: as it is, without a copy of its bytes.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            bytes.append(contentsOf: text.utf8)
            return
        }
        let hex = Array("0123456789ABCDEF".utf8)
        func escape(_ value: UInt32) {
            bytes.append(contentsOf: "\\u{".utf8)
            var digits: [UInt8] = []
            var rest = value
            repeat { digits.append(hex[Int(rest & 0xF)]); rest >>= 4 } while rest > 0
            if digits.count == 1 { digits.append(UInt8(ascii: "0")) }
            bytes.append(contentsOf: digits.reversed())
            bytes.append(UInt8(ascii: "}"))
        }
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case 0x0A: bytes.append(contentsOf: "\\n".utf8)
            case 0x0D: bytes.append(contentsOf: "\\r".utf8)
            case 0x09: bytes.append(contentsOf: "\\t".utf8)
            case 0x00..<0x20, 0x7F: escape(UInt32(byte))
            case 0xC2 where index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1]):
                escape(UInt32(utf8[index + 1]))   // U+0080–U+009F
                index += 1
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                escape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                index += 2
            default: bytes.append(byte)
            }
            index += 1
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
