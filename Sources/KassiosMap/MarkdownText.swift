/// Text made safe for Markdown tables and code spans.
enum MarkdownText {
    /// A code span that survives a table cell: `|` escaped, backticks fenced by more backticks.
    static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "``" : "`"
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " " + text + " " : text
        return fence + padded.replacingPipes + fence
    }

    /// Plain text in a table cell.
    static func cell(_ text: String) -> String {
        text.replacingPipes
    }

    /// `a`, `b` and `c` as code spans joined by commas; "—" for none.
    static func codeList(_ items: [String]) -> String {
        items.isEmpty ? "—" : items.map(code).joined(separator: ", ")
    }
}

extension String {
    var replacingPipes: String {
        var result = ""
        for character in self {
            if character == "|" { result += "\\|" } else if character == "\n" { result += " " } else { result.append(character) }
        }
        return result
    }
}
