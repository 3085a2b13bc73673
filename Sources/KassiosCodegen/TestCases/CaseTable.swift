/// A `| a | b |` table: Gherkin's Examples and data tables, a Markdown steps table.
/// The first row is the header; a Markdown `|---|---|` row under it is skipped.
struct CaseTable: Equatable {
    struct Row: Equatable {
        let line: Int
        let cells: [String]
    }

    let header: Row
    let rows: [Row]

    static func isTableLine(_ line: String) -> Bool {
        CaseTextScanning.trimmed(line).hasPrefix("|")
    }

    /// Reads consecutive table lines; every row must have the header's number of cells.
    static func read(_ lines: [(number: Int, text: String)], file: String) throws -> CaseTable {
        var parsed: [Row] = []
        for (number, text) in lines {
            let trimmed = CaseTextScanning.trimmed(text)
            guard trimmed.hasSuffix("|") && trimmed.count > 1 else {
                throw CaseInputError(file: file, line: number, column: CaseTextScanning.indentColumn(text) + trimmed.count,
                                     message: "bad table: a row must end with '|'")
            }
            let cells = splitCells(trimmed)
            if isSeparator(cells) { continue }
            parsed.append(Row(line: number, cells: cells))
        }
        guard let header = parsed.first else {
            throw CaseInputError(file: file, line: lines.first?.number ?? 1, message: "bad table: no header row")
        }
        for row in parsed.dropFirst() where row.cells.count != header.cells.count {
            throw CaseInputError(file: file, line: row.line, column: 1,
                                 message: "bad table: this row has \(row.cells.count) cell\(row.cells.count == 1 ? "" : "s"), the header (line \(header.line)) has \(header.cells.count)")
        }
        if let duplicate = header.cells.firstDuplicate {
            throw CaseInputError(file: file, line: header.line, message: "bad table: the header names '\(duplicate)' twice")
        }
        return CaseTable(header: header, rows: Array(parsed.dropFirst()))
    }

    /// `| a | b \| c |` → ["a", "b | c"]: Gherkin escapes `\|`, `\\` and `\n` in cells.
    static func splitCells(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row.dropFirst() {
            if escaped {
                switch character {
                case "|": current.append("|")
                case "n": current.append("\n")
                case "\\": current.append("\\")
                default: current.append("\\"); current.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(CaseTextScanning.trimmed(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        return cells
    }

    static func isSeparator(_ cells: [String]) -> Bool {
        !cells.isEmpty && cells.allSatisfy { cell in
            let core = cell.drop { $0 == ":" }.reversed().drop { $0 == ":" }
            return !core.isEmpty && core.allSatisfy { $0 == "-" }
        }
    }

    /// The index of the column whose header is one of `names` (case-insensitive).
    func column(named names: Set<String>) -> Int? {
        header.cells.firstIndex { names.contains(CaseTextScanning.withoutEmphasis($0).lowercased()) }
    }
}

extension Array where Element: Hashable {
    var firstDuplicate: Element? {
        var seen: Set<Element> = []
        return first { !seen.insert($0).inserted }
    }
}
