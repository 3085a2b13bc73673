/// Text made safe for Markdown: code spans in running text, and in table cells.
enum MarkdownText {
    /// A code span in running text (a list item, a sentence): backticks fenced by more backticks,
    /// a line break made a space. A `|` stays as it is: `\|` is an escape only in a table.
    static func code(_ text: String) -> String {
        span(text, escapingPipes: false)
    }

    /// A code span that survives a table cell: `|` escaped too.
    static func cellCode(_ text: String) -> String {
        span(text, escapingPipes: true)
    }

    private static func span(_ text: String, escapingPipes: Bool) -> String {
        let fence = text.utf8.contains(UInt8(ascii: "`")) ? "``" : "`"
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " " + text + " " : text
        return fence + padded.oneLine(escapingPipes: escapingPipes) + fence
    }

    /// Plain text in a table cell.
    static func cell(_ text: String) -> String {
        text.oneLine(escapingPipes: true)
    }

    /// `a`, `b` and `c` as code spans in a table cell, joined by commas; "—" for none.
    static func cellCodeList(_ items: [String]) -> String {
        items.isEmpty ? "—" : items.map(cellCode).joined(separator: ", ")
    }

    /// `a`, `b` and `c` as code spans in running text, joined by commas; "—" for none.
    static func codeList(_ items: [String]) -> String {
        items.isEmpty ? "—" : items.map(code).joined(separator: ", ")
    }
}

extension String {
    /// On one line (each line break, `\r\n` and `\u{2028}` as well as `\n`, made a space), with `|`
    /// escaped when asked: what a table cell needs.
    func oneLine(escapingPipes: Bool) -> String {
        // Most text has no line break, nor a pipe to escape: as it is, not rebuilt a character at a time.
        if !mayBreakALine(escapingPipes: escapingPipes) { return self }
        var result = ""
        for character in self {
            if character == "|" && escapingPipes { result += "\\|" } else if character.isNewline { result += " " } else { result.append(character) }
        }
        return result
    }

    /// Whether the text has the bytes of a line break (U+000A–U+000D, U+0085 as `C2 85`, U+2028
    /// and U+2029 as `E2 80 A8`/`A9`), or a pipe when pipes are escaped.
    private func mayBreakALine(escapingPipes: Bool) -> Bool {
        var bytes = utf8.makeIterator()
        var previous: (UInt8, UInt8) = (0, 0)
        while let byte = bytes.next() {
            switch byte {
            case 0x0A...0x0D: return true
            case UInt8(ascii: "|") where escapingPipes: return true
            case 0x85 where previous.1 == 0xC2: return true
            case 0xA8...0xA9 where previous == (0xE2, 0x80): return true
            default: break
            }
            previous = (previous.1, byte)
        }
        return false
    }
}
