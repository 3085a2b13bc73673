/// JSON string literals, shared by every JSON kassios writes (reports, manifests).
public enum JSONText {
    /// A JSON string literal. Control characters, DEL, C1 controls, U+2028/9 and the BOM are
    /// escaped, so the text is also a valid YAML double-quoted scalar and survives JavaScript.
    public static func quoted(_ value: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count + 8)
        appendQuoted(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `quoted(value)`'s bytes, appended: a report is written straight into one buffer.
    public static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        var value = value
        // Byte by byte, and bytes that need no escape a run at a time: a report quotes tens
        // of thousands of mostly ASCII strings.
        value.withUTF8 { bytes in
            out.append(0x22)
            var i = 0
            var run = 0   // the start of the bytes not yet appended
            let count = bytes.count
            while i < count {
                let byte = bytes[i]
                // 0x22 ", 0x5C \, controls and DEL, and the lead bytes of C1 controls,
                // U+2028/9 and the BOM.
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF else {
                    i += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
                switch byte {
                case 0x22: out.append(0x5C); out.append(0x22)
                case 0x5C: out.append(0x5C); out.append(0x5C)
                case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
                case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
                case 0..<0x20, 0x7F:
                    appendEscape(UInt32(byte), to: &out)
                case 0xC2 where i + 1 < count && bytes[i + 1] >= 0x80 && bytes[i + 1] <= 0x9F:   // C1 controls
                    appendEscape(UInt32(bytes[i + 1]), to: &out)
                    i += 1
                case 0xE2 where i + 2 < count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    appendEscape(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029, to: &out)
                    i += 2
                case 0xEF where i + 2 < count && bytes[i + 1] == 0xBB && bytes[i + 2] == 0xBF:   // the BOM
                    appendEscape(0xFEFF, to: &out)
                    i += 2
                default:
                    out.append(byte)
                }
                i += 1
                run = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<count]))
            out.append(0x22)
        }
    }

    /// `\u` and four lower-case hex digits.
    private static func appendEscape(_ value: UInt32, to out: inout [UInt8]) {
        let digits: StaticString = "0123456789abcdef"
        out.append(0x5C)
        out.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(digits.utf8Start[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
