import KassiosSyntax

/// A defect id as a `Catches` comment names it, and where: the id's first character,
/// or its opening backtick.
public struct DefectReference: Equatable, Sendable {
    public let id: String
    public let location: SourceLocation

    public init(id: String, location: SourceLocation) {
        self.id = id
        self.location = location
    }
}

/// Why a `Catches` clause could not be read, and where.
public struct CatchesSyntaxProblem: Equatable, Sendable {
    public let message: String
    public let location: SourceLocation
}

/// One `Catches …` clause of a doc comment.
public struct CatchesClause: Equatable, Sendable {
    /// Where the word `Catches` is.
    public let location: SourceLocation
    /// The ids, in the order written; empty when the clause is malformed.
    public let defects: [DefectReference]
    /// Set when the clause does not read as a list of ids: then none of its ids count.
    public let problem: CatchesSyntaxProblem?
}

/// Reads `Catches` clauses from a doc comment (`///` lines or a `/** */` block).
///
/// The grammar, line by line after the comment markers:
///
///     Catches `successToastMissing`.
///     Catches zeroAmountAccepted, balanceAfterAdds and `transfer-limit-ignored`
///     - Catches: a, b, and c (the rest of this line is prose)
///     Catches `a`, `b`,
///     `c` and `d`.                      ← a list ending in ',' or 'and' goes on
///     Catches:
///     - `a`                             ← or one bullet per line
///     - `b`, `c`
///
/// A clause starts a line (after an optional `-`, `*` or `+` bullet) with the word
/// `Catches`, optionally followed by `:`. Ids are `backticked` (anything but a backtick
/// and spaces) or bare words of letters, digits, `_`, `-` and inner dots. They are
/// separated by `,` or `and` (or both: `, and`). The list ends at the end of the line
/// (unless it ends with a separator), or at `.`, `:`, `;`, `!`, `?`, `(` or a dash: what
/// follows is prose. Anything else — a word without a separator, a stray character,
/// `Catches` with no id — makes the clause malformed.
public enum CatchesCommentParser {
    /// A line of comment text after the markers, with where its first byte is.
    struct Line {
        let bytes: ArraySlice<UInt8>
        let line: Int
        /// Column of `bytes.startIndex`.
        let column: Int

        /// Where the byte at `index` is; comment bytes are a slice of the file, so the index is the offset.
        func location(at index: Int) -> SourceLocation {
            SourceLocation(offset: index, line: line, column: column + (index - bytes.startIndex))
        }
    }

    private static let clauseWord = Array("Catches".utf8)

    /// Whether a comment's text could hold a clause: a cheap test before parsing.
    public static func mayContainClause(_ bytes: ArraySlice<UInt8>) -> Bool {
        let needle = clauseWord
        guard bytes.count >= needle.count else { return false }
        var i = bytes.startIndex
        let last = bytes.endIndex - needle.count
        while i <= last {
            if bytes[i] == needle[0] && bytes[i..<i + needle.count].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }

    /// The clauses of a doc comment of `file`: consecutive doc-comment tokens (`///` lines,
    /// `/** */` blocks) read as one text, so a list may go on from one `///` line to the next.
    /// A blank source line between two tokens ends any list.
    public static func clauses(in tokens: [Token], of file: SourceFile) -> [CatchesClause] {
        guard tokens.contains(where: { mayContainClause(file.bytes[$0.range]) }) else { return [] }
        var lines: [Line] = []
        var lastLine = 0
        for token in tokens {
            let bytes = file.bytes[token.range]
            if !lines.isEmpty && Int(token.line) > lastLine + 1 {
                lines.append(Line(bytes: bytes[bytes.startIndex..<bytes.startIndex], line: lastLine + 1, column: 1))
            }
            let tokenLines = token.kind == .docBlockComment
                ? blockLines(bytes, line: Int(token.line), column: Int(token.column))
                : [lineCommentLine(bytes, line: Int(token.line), column: Int(token.column))]
            lines += tokenLines
            lastLine = tokenLines.last?.line ?? Int(token.line)
        }
        return clauses(in: lines)
    }

    /// Clauses in comment text given as a string (tests): its doc comments read as one.
    public static func clauses(inComment text: String) -> [CatchesClause] {
        let file = SourceFile(path: "<comment>", source: text)
        return clauses(in: file.comments.filter { $0.kind == .docLineComment || $0.kind == .docBlockComment }, of: file)
    }

    // MARK: - Comment markers

    static func lineCommentLine(_ bytes: ArraySlice<UInt8>, line: Int, column: Int) -> Line {
        var start = bytes.startIndex
        while start < bytes.endIndex && bytes[start] == UInt8(ascii: "/") { start += 1 }
        return Line(bytes: bytes[start...], line: line, column: column + (start - bytes.startIndex))
    }

    /// The lines of a `/** … */` block without `/**`, `*/` and each line's leading `*`.
    static func blockLines(_ bytes: ArraySlice<UInt8>, line: Int, column: Int) -> [Line] {
        var end = bytes.endIndex
        if bytes.count >= 5, bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") { end -= 2 }
        var lines: [Line] = []
        var lineNumber = line
        var lineStart = bytes.startIndex + 3
        var lineColumn = column + 3
        var i = lineStart
        func close(at stop: Int) {
            var start = lineStart
            if !lines.isEmpty || lineStart != bytes.startIndex + 3 {
                // Continuation lines: leading blanks, then one decorative `*`.
                while start < stop && (bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t")) { start += 1 }
                if start < stop && bytes[start] == UInt8(ascii: "*") { start += 1 }
            }
            lines.append(Line(bytes: bytes[start..<stop], line: lineNumber, column: lineColumn + (start - lineStart)))
        }
        while i < end {
            let byte = bytes[i]
            if byte == 0x0A || byte == 0x0D {
                close(at: i)
                if byte == 0x0D && i + 1 < end && bytes[i + 1] == 0x0A { i += 1 }
                i += 1
                lineNumber += 1
                lineStart = i
                lineColumn = 1
                continue
            }
            i += 1
        }
        close(at: end)
        return lines
    }

    // MARK: - Clauses

    static func clauses(in lines: [Line]) -> [CatchesClause] {
        var clauses: [CatchesClause] = []
        var index = 0
        while index < lines.count {
            guard let keyword = clauseStart(lines[index]) else {
                index += 1
                continue
            }
            var reader = ListReader(lines: lines, lineIndex: index, position: keyword.afterKeyword)
            clauses.append(reader.readClause(keywordLocation: keyword.location))
            index = reader.lineIndex + 1
        }
        return clauses
    }

    /// Where `Catches` starts a line, and the position after it (and after a `:`).
    static func clauseStart(_ line: Line) -> (location: SourceLocation, afterKeyword: Int)? {
        let bytes = line.bytes
        var i = skipBlanks(bytes, from: bytes.startIndex)
        if isBullet(bytes, at: i) { i = skipBlanks(bytes, from: i + 1) }
        let keyword = Array("Catches".utf8)
        guard bytes.endIndex - i >= keyword.count, bytes[i..<i + keyword.count].elementsEqual(keyword) else { return nil }
        var after = i + keyword.count
        if after < bytes.endIndex {
            if bytes[after] == UInt8(ascii: ":") {
                after += 1
            } else if isWordHead(bytes[after]) || bytes[after] >= 0x80 {
                return nil   // `Catchestoo`: another word
            }
        }
        return (line.location(at: i), after)
    }

    /// `- `, `* ` or `+ ` at `index`.
    static func isBullet(_ bytes: ArraySlice<UInt8>, at index: Int) -> Bool {
        index + 1 < bytes.endIndex && [UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")].contains(bytes[index])
            && isBlank(bytes[index + 1])
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    static func skipBlanks(_ bytes: ArraySlice<UInt8>, from start: Int) -> Int {
        var i = start
        while i < bytes.endIndex && isBlank(bytes[i]) { i += 1 }
        return i
    }

    static func isWordHead(_ byte: UInt8) -> Bool {
        NameBytes.isASCIINamePart(byte)
    }

    /// Reads one clause's list of ids, across lines when the list asks for it.
    struct ListReader {
        enum Piece {
            case id(String, SourceLocation)
            case comma(SourceLocation)
            case and(SourceLocation)
            case end                       // `.`, `;`, `(`, a dash…: the rest is prose
            case endOfLine
            case bad(String, SourceLocation)
        }

        /// Abbreviations that, with their dot, start the prose after a list rather than name a defect.
        static let proseAbbreviations: Set<String> = ["e.g", "i.e", "etc", "cf", "viz"]

        let lines: [Line]
        var lineIndex: Int
        var position: Int

        init(lines: [Line], lineIndex: Int, position: Int) {
            self.lines = lines
            self.lineIndex = lineIndex
            self.position = position
        }

        var line: Line { lines[lineIndex] }

        mutating func next() -> Piece {
            let bytes = line.bytes
            position = CatchesCommentParser.skipBlanks(bytes, from: position)
            guard position < bytes.endIndex else { return .endOfLine }
            let start = position
            let location = line.location(at: start)
            let byte = bytes[start]
            switch byte {
            case UInt8(ascii: "`"):
                var close = start + 1
                while close < bytes.endIndex && bytes[close] != UInt8(ascii: "`") { close += 1 }
                guard close < bytes.endIndex else {
                    position = bytes.endIndex
                    return .bad("unterminated '`' in the list of defects", location)
                }
                position = close + 1
                let inner = bytes[(start + 1)..<close]
                let trimmed = inner.drop(while: CatchesCommentParser.isBlank).reversed().drop(while: CatchesCommentParser.isBlank).reversed()
                guard !trimmed.isEmpty else { return .bad("empty `` in the list of defects", location) }
                guard !trimmed.contains(where: CatchesCommentParser.isBlank) else {
                    return .bad("a defect id has no spaces: `\(String(decoding: trimmed, as: UTF8.self))`", location)
                }
                return .id(String(decoding: trimmed, as: UTF8.self), location)
            case UInt8(ascii: ","):
                position += 1
                return .comma(location)
            case UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "("), UInt8(ascii: "-"):
                position = bytes.endIndex
                return .end
            case 0xE2 where start + 2 < bytes.endIndex && bytes[start + 1] == 0x80 && (bytes[start + 2] == 0x93 || bytes[start + 2] == 0x94):
                position = bytes.endIndex   // – and —
                return .end
            default:
                guard CatchesCommentParser.isWordHead(byte) else {
                    var end = start + 1
                    while end < bytes.endIndex && bytes[end] & 0xC0 == 0x80 { end += 1 }
                    position = bytes.endIndex
                    return .bad("unexpected '\(String(decoding: bytes[start..<end], as: UTF8.self))' in the list of defects: ids are words or `backticked`", location)
                }
                var end = start + 1
                while end < bytes.endIndex {
                    let c = bytes[end]
                    if CatchesCommentParser.isWordHead(c) || c == UInt8(ascii: "-") {
                        end += 1
                    } else if c == UInt8(ascii: "."), end + 1 < bytes.endIndex, CatchesCommentParser.isWordHead(bytes[end + 1]) {
                        end += 1
                    } else {
                        break
                    }
                }
                position = end
                let word = String(decoding: bytes[start..<end], as: UTF8.self)
                // Prose after the list: "Catches `a`, e.g. when…", "`a`, `b`, etc.", "`a`, i.e. the limit".
                if end < bytes.endIndex, bytes[end] == UInt8(ascii: "."), ListReader.proseAbbreviations.contains(word.lowercased()) {
                    position = bytes.endIndex
                    return .end
                }
                return word == "and" ? .and(location) : .id(word, location)
            }
        }

        /// Moves to the next line if it can carry on the list: it exists, has text, and starts
        /// neither a clause nor a bullet.
        mutating func continueOnNextLine() -> Bool {
            let nextIndex = lineIndex + 1
            guard nextIndex < lines.count else { return false }
            let next = lines[nextIndex]
            let first = CatchesCommentParser.skipBlanks(next.bytes, from: next.bytes.startIndex)
            guard first < next.bytes.endIndex, CatchesCommentParser.clauseStart(next) == nil,
                  !CatchesCommentParser.isBullet(next.bytes, at: first) else { return false }
            lineIndex = nextIndex
            position = first
            return true
        }

        /// A bullet line (`- a, b`) right below: moves into it, after the bullet.
        mutating func enterBulletLine() -> Bool {
            let nextIndex = lineIndex + 1
            guard nextIndex < lines.count else { return false }
            let next = lines[nextIndex]
            let bytes = next.bytes
            let first = CatchesCommentParser.skipBlanks(bytes, from: bytes.startIndex)
            guard CatchesCommentParser.isBullet(bytes, at: first), CatchesCommentParser.clauseStart(next) == nil else { return false }
            lineIndex = nextIndex
            position = first + 1
            return true
        }

        mutating func readClause(keywordLocation: SourceLocation) -> CatchesClause {
            func malformed(_ message: String, _ location: SourceLocation) -> CatchesClause {
                CatchesClause(location: keywordLocation, defects: [], problem: CatchesSyntaxProblem(message: message, location: location))
            }
            // `Catches:` alone on its line, then one bullet line per id (or list).
            let rest = CatchesCommentParser.skipBlanks(line.bytes, from: position)
            if rest == line.bytes.endIndex, enterBulletLine() {
                var defects: [DefectReference] = []
                repeat {
                    switch readList(after: "'-'", at: line.location(at: position - 1)) {
                    case .success(let found): defects += found
                    case .failure(let problem): return malformed(problem.message, problem.location)
                    }
                } while enterBulletLine()
                return CatchesClause(location: keywordLocation, defects: defects, problem: nil)
            }
            switch readList(after: "'Catches'", at: keywordLocation) {
            case .success(let found): return CatchesClause(location: keywordLocation, defects: found, problem: nil)
            case .failure(let problem): return malformed(problem.message, problem.location)
            }
        }

        struct Failure: Error {
            let message: String
            let location: SourceLocation
        }

        /// `a, b and c` up to the end of the list.
        mutating func readList(after opener: String, at openerLocation: SourceLocation) -> Result<[DefectReference], Failure> {
            var defects: [DefectReference] = []
            var expectingId = true
            var separator: String?   // the last separator read, when expecting an id after it
            var separatorLocation = openerLocation
            while true {
                let piece = next()
                switch piece {
                case .id(let id, let location):
                    guard expectingId else {
                        return .failure(Failure(message: "expected ',' or 'and' between defect ids, found '\(id)': separate the ids, or end the list with '.' before other words", location: location))
                    }
                    defects.append(DefectReference(id: id, location: location))
                    expectingId = false
                    separator = nil
                case .comma(let location):
                    guard !expectingId else {
                        return .failure(Failure(message: "expected a defect id after \(separator.map { "'\($0)'" } ?? opener), found ','", location: location))
                    }
                    expectingId = true
                    separator = ","
                    separatorLocation = location
                case .and(let location):
                    if expectingId && separator != "," {
                        return .failure(Failure(message: "expected a defect id after \(separator.map { "'\($0)'" } ?? opener), found 'and'", location: location))
                    }
                    expectingId = true
                    separator = "and"
                    separatorLocation = location
                case .end, .endOfLine:
                    if case .endOfLine = piece, expectingId, continueOnNextLine() { continue }
                    if defects.isEmpty {
                        return .failure(Failure(message: "'Catches' names no defect: write the ids after it, as in /// Catches `successToastMissing`", location: openerLocation))
                    }
                    if expectingId && separator == "and" {
                        return .failure(Failure(message: "'and' is not followed by a defect id", location: separatorLocation))
                    }
                    return .success(defects)
                case .bad(let message, let location):
                    return .failure(Failure(message: message, location: location))
                }
            }
        }
    }
}
