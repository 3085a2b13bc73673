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
        let fence = text.contains("`") ? "``" : "`"
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
    /// On one line (a line break made a space), with `|` escaped when asked: what a table cell needs.
    func oneLine(escapingPipes: Bool) -> String {
        var result = ""
        for character in self {
            if character == "|" && escapingPipes { result += "\\|" } else if character == "\n" { result += " " } else { result.append(character) }
        }
        return result
    }
}
