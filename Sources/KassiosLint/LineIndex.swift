import KassiosSyntax

/// Where each line of a file starts (`\n`, `\r\n` and `\r` end lines): for the text of a
/// finding's line (baseline matching) and its column counted in characters.
struct LineIndex {
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                starts.append(i + 1)
            }
            i += 1
        }
    }

    /// The text of 1-based line `number`, without its line break; empty past the end.
    func text(ofLine number: Int, in bytes: [UInt8]) -> String {
        guard number >= 1 && number <= starts.count else { return "" }
        let start = starts[number - 1]
        var end = start
        while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// 1-based `column` of line `number`, counted in UTF-8 bytes, as the same place counted in
    /// Unicode code points (a byte that continues a character counts with the character); nil
    /// past the end of the file.
    func codePointColumn(line number: Int, byteColumn column: Int, in bytes: [UInt8]) -> Int? {
        guard number >= 1 && number <= starts.count, column >= 1 else { return nil }
        let start = starts[number - 1]
        let end = min(start + column - 1, bytes.count)
        var codePoints = 0
        var i = start
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { codePoints += 1 }
            i += 1
        }
        return codePoints + 1
    }
}

/// Each finding's column counted in characters, where it differs from the column kassios
/// prints (UTF-8 bytes, as the compiler counts): for the outputs whose readers count
/// characters (SARIF, GitHub Actions annotations).
enum CharacterColumns {
    /// Sets `Finding.characterColumn` of the findings in `files` whose line has a non-ASCII
    /// character before the column. Findings keep the path they were made with (the file's).
    static func fill(_ findings: inout [Finding], files: [SourceFile]) {
        // Only the files findings name are looked at, and of them only those with a wide character.
        var named: Set<String> = []
        var previous: String?
        for index in findings.indices where findings[index].file != previous {
            previous = findings[index].file
            named.insert(findings[index].file)
        }
        var nonASCII: [String: SourceFile] = [:]
        for file in files where named.contains(file.path) && !isASCII(file.bytes) { nonASCII[file.path] = file }
        guard !nonASCII.isEmpty else { return }
        var lines: (path: String, index: LineIndex)?
        for index in findings.indices where findings[index].column > 1 {
            let path = findings[index].file
            guard let file = nonASCII[path] else { continue }
            if lines?.path != path { lines = (path, LineIndex(file.bytes)) }
            let column = lines!.index.codePointColumn(line: findings[index].line, byteColumn: findings[index].column, in: file.bytes)
            if let column, column != findings[index].column { findings[index].characterColumn = column }
        }
    }

    /// Whether every byte is below 0x80.
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        UTF8Validation.asciiPrefixLength(of: bytes) == bytes.count
    }
}
