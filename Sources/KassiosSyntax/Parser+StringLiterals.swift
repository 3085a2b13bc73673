// String literals: text with escapes decoded, interpolations parsed as expressions.

extension Parser {
    mutating func parseStringLiteral(_ token: Token) -> StringLiteral {
        let start = Int(token.start)
        let end = Int(token.end)
        var hashes = 0
        while start + hashes < end && bytes[start + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let quote = start + hashes
        let isMultiline = quote + 2 < end && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
        let delimiter = isMultiline ? 3 : 1
        let contentStart = min(quote + delimiter, end)
        let contentEnd = max(contentStart, end - delimiter - hashes)

        // Nearly every literal of a suite is one line of plain text ("login.email"): its value
        // is its bytes, made into a string at once, without the buffers escapes need.
        if !isMultiline && contentStart < contentEnd && !bytes[contentStart..<contentEnd].contains(UInt8(ascii: "\\")) {
            return StringLiteral(text: String(decoding: bytes[contentStart..<contentEnd], as: UTF8.self), rawHashes: hashes)
        }
        // A multi-line literal whose closing delimiter stands on a line of its own leaves out the
        // line break after the opening delimiter, the one before the closing delimiter, and the
        // closing delimiter's indentation at the start of each line of its source: source lines,
        // as the compiler reads them, so an escaped `\n` starts no line.
        let closing = isMultiline ? closingIndentation(from: contentStart, to: contentEnd) : nil
        let indentation = closing ?? contentEnd..<contentEnd
        let stripsLines = isMultiline && closing != nil
        var segments: [StringLiteral.Segment] = []
        var text: [UInt8] = []
        var i = contentStart
        if stripsLines, let length = lineBreakLength(at: i, before: contentEnd) {
            i = afterIndentation(at: i + length, indentation, before: contentEnd)
        }
        while i < contentEnd {
            let byte = bytes[i]
            guard byte == UInt8(ascii: "\\") && hasHashes(at: i + 1, hashes, before: contentEnd) else {
                if isMultiline, let length = lineBreakLength(at: i, before: contentEnd) {
                    // Every line break of a multi-line literal is `\n` in its value, CRLF files too.
                    let next = i + length
                    if stripsLines && next + indentation.count == contentEnd {
                        i = contentEnd   // the break before the closing delimiter's line
                        continue
                    }
                    text.append(0x0A)
                    i = stripsLines ? afterIndentation(at: next, indentation, before: contentEnd) : next
                    continue
                }
                text.append(byte)
                i += 1
                continue
            }
            let escaped = i + 1 + hashes
            guard escaped < contentEnd else {
                text.append(byte)
                i += 1
                continue
            }
            switch bytes[escaped] {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "0"): text.append(0x00)
            case UInt8(ascii: "u"):
                if let (scalar, next) = decodeUnicodeEscape(at: escaped + 1, before: contentEnd) {
                    text.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i = next
                    continue
                }
                text.append(UInt8(ascii: "u"))
            case UInt8(ascii: "("):
                let open = escaped + 1
                guard let close = Lexer.endOfInterpolation(in: bytes, from: open, allowNewlines: isMultiline), close <= contentEnd else {
                    text.append(contentsOf: bytes[i..<contentEnd])
                    i = contentEnd
                    continue
                }
                if !text.isEmpty {
                    segments.append(.text(String(decoding: text, as: UTF8.self)))
                    text.removeAll()
                }
                let arguments = parseInterpolation(from: open, to: close - 1, literal: token)
                segments.append(.interpolation(arguments, locationOf(offset: i, in: token)))
                i = close
                continue
            case 0x0A, 0x0D:
                // A line continuation in a multi-line string: the newline is not content.
                // The next line's indentation goes like every line's: it is not text either.
                let next = escaped + (lineBreakLength(at: escaped, before: contentEnd) ?? 1)
                i = afterIndentation(at: next, indentation, before: contentEnd)
                continue
            default:
                text.append(bytes[escaped])
            }
            i = escaped + 1
        }
        if !text.isEmpty { segments.append(.text(String(decoding: text, as: UTF8.self))) }
        return StringLiteral(segments: segments, isMultiline: isMultiline, rawHashes: hashes)
    }

    /// 2 for `\r\n`, 1 for `\n` or `\r`, nil for any other byte at `i`.
    private func lineBreakLength(at i: Int, before end: Int) -> Int? {
        switch bytes[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < end && bytes[i + 1] == 0x0A ? 2 : 1
        default: return nil
        }
    }

    /// Past the closing delimiter's indentation when the line starting at `i` begins with it.
    private func afterIndentation(at i: Int, _ indentation: Range<Int>, before end: Int) -> Int {
        let count = indentation.count
        guard count > 0, i + count <= end, bytes[i..<(i + count)].elementsEqual(bytes[indentation]) else { return i }
        return i + count
    }

    /// The spaces and tabs between a multi-line literal's last line break and its closing
    /// delimiter at `end`: the indentation every line drops. Nil when anything else stands
    /// there, which the compiler refuses (the closing delimiter must begin a line).
    private func closingIndentation(from start: Int, to end: Int) -> Range<Int>? {
        var k = end
        while k > start && (bytes[k - 1] == 0x20 || bytes[k - 1] == 0x09) { k -= 1 }
        guard k > start && (bytes[k - 1] == 0x0A || bytes[k - 1] == 0x0D) else { return nil }
        return k..<end
    }

    private func hasHashes(at i: Int, _ hashes: Int, before end: Int) -> Bool {
        guard i + hashes <= end else { return false }
        for k in 0..<hashes where bytes[i + k] != UInt8(ascii: "#") { return false }
        return true
    }

    /// `{1F600}` after `\u`: the scalar and the offset after the `}`.
    private func decodeUnicodeEscape(at i: Int, before end: Int) -> (Unicode.Scalar, Int)? {
        guard i < end && bytes[i] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var j = i + 1
        var digits = 0
        while j < end && bytes[j] != UInt8(ascii: "}") {
            guard let digit = hexValue(bytes[j]), digits < 8 else { return nil }
            value = value << 4 | digit
            digits += 1
            j += 1
        }
        guard j < end, digits > 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, j + 1)
    }

    private func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// Line and column of a byte inside a (possibly multi-line) literal token.
    func locationOf(offset: Int, in token: Token) -> SourceLocation {
        var line = Int(token.line)
        var column = Int(token.column)
        var i = Int(token.start)
        while i < offset {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && !(i + 1 < bytes.count && bytes[i + 1] == 0x0A)) {
                line += 1
                column = 1
            } else if bytes[i] != 0x0D {
                column += 1
            }
            i += 1
        }
        return SourceLocation(offset: offset, line: line, column: column)
    }

    /// Parses the bytes `from..<to` inside `\( … )` with a parser of its own whose
    /// tokens carry file positions.
    private mutating func parseInterpolation(from: Int, to: Int, literal: Token) -> ArgumentList {
        guard from < to else { return [] }
        let base = locationOf(offset: from, in: literal)
        let lexed = Lexer.tokenize(Array(bytes[from..<to]))
        var tokens = lexed.tokens
        for k in tokens.indices {
            let onFirstLine = tokens[k].line == 1
            tokens[k].start += UInt32(from)
            tokens[k].end += UInt32(from)
            if onFirstLine { tokens[k].column += UInt32(base.column - 1) }
            tokens[k].line += UInt32(base.line - 1)
        }
        var inner = Parser(bytes: bytes, tokens: tokens, expressions: expressions, depth: depth + 1)
        let arguments = inner.parseArguments(until: nil)
        // The interpolation's expressions hang below the literal: as high as they reach.
        if inner.peak > peak { peak = inner.peak }
        diagnostics.append(contentsOf: inner.diagnostics)
        skipped.append(contentsOf: inner.skipped)
        return arguments
    }
}
