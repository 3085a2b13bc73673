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
        // Most text has no line break, nor a pipe to escape: as it is, not rebuilt a character at a
        // time. The bytes that may start one: ASCII's line breaks, and U+0085's and U+2028's lead bytes.
        if !utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 || ($0 == UInt8(ascii: "|") && escapingPipes) }) {
            return self
        }
        var result = ""
        for character in self {
            if character == "|" && escapingPipes { result += "\\|" } else if character.isNewline { result += " " } else { result.append(character) }
        }
        return result
    }
}
