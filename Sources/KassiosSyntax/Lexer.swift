/// Swift's lexical grammar, as real code uses it, over UTF-8 bytes.
///
/// The whole tokenizer is this one file, readable top to bottom: `tokenize` walks the
/// input and asks `scanToken` for the kind and end of the token at each position.
/// Every byte lands in exactly one token, so the tokens round-trip to the input for
/// any bytes at all. Problems (an unterminated string, comment, interpolation, regex or
/// `identifier`) become `.error` tokens plus a diagnostic, and scanning goes on.
public struct Lexer {
    /// String interpolations nest strings that nest interpolations; past this depth
    /// the rest of the literal is an error token rather than a deeper recursion.
    public static let maximumInterpolationDepth = 64

    public struct Result {
        public var tokens: [Token]
        public var diagnostics: [SyntaxDiagnostic]
    }

    public static func tokenize(_ source: [UInt8]) -> Result {
        source.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            return lexer.run()
        }
    }

    public static func tokenize(_ source: String) -> Result {
        tokenize(Array(source.utf8))
    }

    /// Where the `\( … )` whose `(` ends at `offset` closes: the offset just past its `)`.
    static func endOfInterpolation(in source: [UInt8], from offset: Int, allowNewlines: Bool) -> Int? {
        source.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(buffer)
            return lexer.scanInterpolation(at: offset, allowNewlines: allowNewlines, depth: 1)
        }
    }

    // MARK: - State

    private let bytes: UnsafeBufferPointer<UInt8>
    private let count: Int
    private var tokens: [Token] = []
    private var diagnostics: [SyntaxDiagnostic] = []
    /// Set by the scanners when the token they just scanned is unterminated.
    private var pendingError: String?
    /// Where a search for a merge conflict's `>>>>>>>` line started and found none to the end.
    private var noConflictEndFrom = Int.max
    /// Kind and keyword of the last non-trivia token, for the regex-or-division call.
    private var previousKind: TokenKind?
    private var previousKeyword: Keyword = .none
    private var previousStart = 0
    private var previousEnd = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
    }

    private mutating func run() -> Result {
        tokens.reserveCapacity(count / 4 + 16)
        var position = 0
        var line = 1
        var lineStart = 0
        // A byte-order mark is trivia and, as in Xcode, takes no column.
        if count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            tokens.append(Token(kind: .whitespace, start: 0, end: 3, line: 1, column: 1))
            position = 3
            lineStart = 3
        }
        while position < count {
            pendingError = nil
            let (kind, end) = scanToken(at: position, depth: 0)
            let keyword = kind == .identifier || kind == .poundKeyword
                ? keywordOf(kind, from: position, to: end) : .none
            let column = position - lineStart + 1
            tokens.append(Token(kind: kind, keyword: keyword, start: position, end: end, line: line, column: column))
            if let message = pendingError {
                diagnostics.append(SyntaxDiagnostic(.error, message, at: SourceLocation(offset: position, line: line, column: column)))
            }
            if kind.mayContainNewlines {
                var i = position
                while i < end {
                    let byte = bytes[i]
                    if byte == 0x0A {
                        line += 1
                        lineStart = i + 1
                    } else if byte == 0x0D {
                        if i + 1 < end && bytes[i + 1] == 0x0A { i += 1 }
                        line += 1
                        lineStart = i + 1
                    }
                    i += 1
                }
            }
            if !kind.isTrivia {
                previousKind = kind
                previousKeyword = keyword
                previousStart = position
                previousEnd = end
            }
            position = end
        }
        return Result(tokens: tokens, diagnostics: diagnostics)
    }

    private func keywordOf(_ kind: TokenKind, from start: Int, to end: Int) -> Keyword {
        if kind == .poundKeyword {
            switch Keyword.lookup(bytes, from: start + 1, to: end) {
            case .if: return .poundIf
            case .else: return .poundElse
            default:
                if end - start == 7 && matches("#elseif", at: start) { return .poundElseif }
                if end - start == 6 && matches("#endif", at: start) { return .poundEndif }
                return .none
            }
        }
        if bytes[start] == UInt8(ascii: "`") { return .none }
        return Keyword.lookup(bytes, from: start, to: end)
    }

    // MARK: - Dispatch

    private func byte(_ i: Int) -> UInt8 { i < count ? bytes[i] : 0 }

    private func matches(_ text: StaticString, at i: Int) -> Bool {
        let length = text.utf8CodeUnitCount
        guard i + length <= count else { return false }
        let pointer = text.utf8Start
        for k in 0..<length where bytes[i + k] != pointer[k] { return false }
        return true
    }

    /// The kind and end of the token that starts at `i`. `depth` counts the string
    /// interpolations we are inside of.
    private mutating func scanToken(at i: Int, depth: Int) -> (TokenKind, Int) {
        let c = bytes[i]
        if depth == 0, c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "=") || c == UInt8(ascii: "|"),
           let end = conflictMarkerEnd(at: i) {
            return (.error, end)
        }
        switch c {
        case 0x20, 0x09, 0x0B, 0x0C, 0x00:
            var j = i + 1
            while j < count, isHorizontalSpace(bytes[j]) { j += 1 }
            return (.whitespace, j)
        case 0x0A:
            return (.newline, i + 1)
        case 0x0D:
            return (.newline, byte(i + 1) == 0x0A ? i + 2 : i + 1)
        case UInt8(ascii: "/"):
            if byte(i + 1) == UInt8(ascii: "/") { return scanLineComment(at: i) }
            if byte(i + 1) == UInt8(ascii: "*") { return scanBlockComment(at: i) }
            if regexMayStart(), let end = scanBareRegex(at: i) { return (.regexLiteral, end) }
            return scanOperator(at: i)
        case UInt8(ascii: "("): return (.leftParen, i + 1)
        case UInt8(ascii: ")"): return (.rightParen, i + 1)
        case UInt8(ascii: "["): return (.leftBracket, i + 1)
        case UInt8(ascii: "]"): return (.rightBracket, i + 1)
        case UInt8(ascii: "{"): return (.leftBrace, i + 1)
        case UInt8(ascii: "}"): return (.rightBrace, i + 1)
        case UInt8(ascii: ","): return (.comma, i + 1)
        case UInt8(ascii: ":"): return (.colon, i + 1)
        case UInt8(ascii: ";"): return (.semicolon, i + 1)
        case UInt8(ascii: "\\"): return (.backslash, i + 1)
        case UInt8(ascii: "\""):
            return scanString(at: i, hashes: 0, depth: depth)
        case UInt8(ascii: "#"):
            return scanPound(at: i, depth: depth)
        case UInt8(ascii: "@"):
            if isIdentifierHead(at: i + 1) || byte(i + 1) == UInt8(ascii: "`") {
                let (_, end) = scanIdentifier(at: i + 1)
                return (.attribute, end)
            }
            return (.unknown, i + 1)
        case UInt8(ascii: "`"):
            let (kind, end) = scanBacktickIdentifier(at: i)
            guard kind == .unknown else { return (kind, end) }
            pendingError = "unterminated `identifier`; add '`' before the end of the line"
            return (.error, end)
        case UInt8(ascii: "$"):
            // `$0`, `$value`, `$café`: the rest is identifier continuation, unicode included.
            let end = byte(i + 1) == UInt8(ascii: "`") ? i + 1 : scanIdentifier(at: i + 1).1
            return (.identifier, end)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return scanNumber(at: i)
        case UInt8(ascii: "."):
            if isOperatorByte(byte(i + 1)) || byte(i + 1) == UInt8(ascii: ".") { return scanOperator(at: i) }
            return (.period, i + 1)
        default:
            // U+FEFF past the start (files joined by `cat`) is trivia too, as for the compiler
            // (which lets it continue an identifier, but not start one).
            if isByteOrderMark(at: i) { return (.whitespace, i + 3) }
            if isIdentifierHead(at: i) { return scanIdentifier(at: i) }
            if isOperatorHead(at: i) { return scanOperator(at: i) }
            // An invalid or unexpected byte: consume one scalar (or one bad byte).
            return (.unknown, i + max(1, validScalarLength(at: i)))
        }
    }

    // MARK: - Comments

    /// A merge left unresolved: `<<<<<<< HEAD` at the start of a line up to the end of the
    /// `>>>>>>> branch` line, both sides skipped as the compiler skips them (one error token, one
    /// diagnostic, rather than the groups each side leaves open); a stray `=======`, `|||||||` or
    /// `>>>>>>>` line alone. Nil where no marker starts.
    private mutating func conflictMarkerEnd(at i: Int) -> Int? {
        guard i == 0 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D, isConflictMarker(at: i, bytes[i]) else { return nil }
        let markerLineEnd = endOfLine(from: i)
        var end = markerLineEnd
        if bytes[i] == UInt8(ascii: "<") {
            var lineStart = end
            // Past where a search found no `>>>>>>>` line, none is found again: a file of many
            // `<<<<<<<` lines is read once, not once per line.
            while lineStart < count, lineStart < noConflictEndFrom {
                lineStart += bytes[lineStart] == 0x0D && byte(lineStart + 1) == 0x0A ? 2 : 1
                if isConflictMarker(at: lineStart, UInt8(ascii: ">")) {
                    end = endOfLine(from: lineStart)
                    break
                }
                lineStart = endOfLine(from: lineStart)
            }
            if end == markerLineEnd { noConflictEndFrom = min(noConflictEndFrom, end) }
            pendingError = "unresolved merge conflict: resolve it; the code from here to its '>>>>>>>' line is not read"
        } else {
            pendingError = "merge conflict marker: resolve the merge conflict"
        }
        return end
    }

    /// Seven `marker` bytes at `i`, then a space or the end of the line.
    private func isConflictMarker(at i: Int, _ marker: UInt8) -> Bool {
        guard i + 7 <= count else { return false }
        for offset in 0..<7 where bytes[i + offset] != marker { return false }
        let next = byte(i + 7)
        return i + 7 == count || next == 0x20 || next == 0x0A || next == 0x0D
    }

    /// Where the line holding `i` ends: its line break, or the end of the file.
    private func endOfLine(from i: Int) -> Int {
        var j = i
        while j < count, bytes[j] != 0x0A, bytes[j] != 0x0D { j += 1 }
        return j
    }

    private func scanLineComment(at i: Int) -> (TokenKind, Int) {
        var j = i + 2
        while j < count && bytes[j] != 0x0A && bytes[j] != 0x0D { j += 1 }
        let isDoc = byte(i + 2) == UInt8(ascii: "/") && byte(i + 3) != UInt8(ascii: "/")
        return (isDoc ? .docLineComment : .lineComment, j)
    }

    private mutating func scanBlockComment(at i: Int) -> (TokenKind, Int) {
        let isDoc = byte(i + 2) == UInt8(ascii: "*") && byte(i + 3) != UInt8(ascii: "*") && byte(i + 3) != UInt8(ascii: "/")
        var depth = 1
        var j = i + 2
        while j < count {
            if bytes[j] == UInt8(ascii: "/") && byte(j + 1) == UInt8(ascii: "*") {
                depth += 1
                j += 2
            } else if bytes[j] == UInt8(ascii: "*") && byte(j + 1) == UInt8(ascii: "/") {
                depth -= 1
                j += 2
                if depth == 0 { return (isDoc ? .docBlockComment : .blockComment, j) }
            } else {
                j += 1
            }
        }
        pendingError = "unterminated block comment; add '*/'"
        return (.error, count)
    }

    // MARK: - Identifiers and numbers

    private func isIdentifierHead(at i: Int) -> Bool {
        guard i < count else { return false }
        let c = bytes[i]
        if c < 0x80 {
            return (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
        }
        guard let scalar = decodeScalar(at: i) else { return false }
        return !Lexer.isOperatorScalar(scalar.value) && scalar.value != 0xFEFF
    }

    private func isByteOrderMark(at i: Int) -> Bool {
        bytes[i] == 0xEF && byte(i + 1) == 0xBB && byte(i + 2) == 0xBF
    }

    /// As in the compiler, `$` may continue an identifier (`un$wrapped`), not only start one.
    private func isIdentifierContinuation(_ c: UInt8) -> Bool {
        NameBytes.isASCIINamePart(c) || c == UInt8(ascii: "$")
    }

    private func scanIdentifier(at i: Int) -> (TokenKind, Int) {
        if byte(i) == UInt8(ascii: "`") { return scanBacktickIdentifier(at: i) }
        var j = i
        while j < count {
            let c = bytes[j]
            if c < 0x80 {
                if !isIdentifierContinuation(c) { break }
                j += 1
            } else if let scalar = decodeScalar(at: j), !Lexer.isOperatorScalar(scalar.value) {
                j += validScalarLength(at: j)
            } else {
                break
            }
        }
        return (.identifier, j)
    }

    private func scanBacktickIdentifier(at i: Int) -> (TokenKind, Int) {
        var j = i + 1
        while j < count && bytes[j] != UInt8(ascii: "`") && bytes[j] != 0x0A && bytes[j] != 0x0D { j += 1 }
        if j < count && bytes[j] == UInt8(ascii: "`") && j > i + 1 { return (.identifier, j + 1) }
        return (.unknown, i + 1)
    }

    private func scanNumber(at i: Int) -> (TokenKind, Int) {
        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        func isHexDigit(_ c: UInt8) -> Bool {
            isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
        }
        var j = i
        if bytes[i] == UInt8(ascii: "0") {
            switch byte(i + 1) {
            case UInt8(ascii: "x"), UInt8(ascii: "X"):
                j = i + 2
                while j < count && (isHexDigit(bytes[j]) || bytes[j] == UInt8(ascii: "_")) { j += 1 }
                // A hex float needs its `p` exponent; without one, `.` is member access.
                var k = j
                var isFloat = false
                if byte(k) == UInt8(ascii: ".") && isHexDigit(byte(k + 1)) {
                    k += 1
                    while k < count && (isHexDigit(bytes[k]) || bytes[k] == UInt8(ascii: "_")) { k += 1 }
                }
                if byte(k) == UInt8(ascii: "p") || byte(k) == UInt8(ascii: "P") {
                    var e = k + 1
                    if byte(e) == UInt8(ascii: "+") || byte(e) == UInt8(ascii: "-") { e += 1 }
                    if isDigit(byte(e)) {
                        while e < count && (isDigit(bytes[e]) || bytes[e] == UInt8(ascii: "_")) { e += 1 }
                        j = e
                        isFloat = true
                    }
                }
                return (isFloat ? .floatLiteral : .integerLiteral, j)
            case UInt8(ascii: "o"), UInt8(ascii: "b"):
                let isOctal = byte(i + 1) == UInt8(ascii: "o")
                j = i + 2
                while j < count {
                    let c = bytes[j]
                    let ok = isOctal ? (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "7")) : (c == UInt8(ascii: "0") || c == UInt8(ascii: "1"))
                    if !ok && c != UInt8(ascii: "_") { break }
                    j += 1
                }
                return (.integerLiteral, j)
            default:
                break
            }
        }
        var isFloat = false
        while j < count && (isDigit(bytes[j]) || bytes[j] == UInt8(ascii: "_")) { j += 1 }
        if byte(j) == UInt8(ascii: ".") && isDigit(byte(j + 1)) {
            isFloat = true
            j += 1
            while j < count && (isDigit(bytes[j]) || bytes[j] == UInt8(ascii: "_")) { j += 1 }
        }
        if byte(j) == UInt8(ascii: "e") || byte(j) == UInt8(ascii: "E") {
            var e = j + 1
            if byte(e) == UInt8(ascii: "+") || byte(e) == UInt8(ascii: "-") { e += 1 }
            if isDigit(byte(e)) {
                while e < count && (isDigit(bytes[e]) || bytes[e] == UInt8(ascii: "_")) { e += 1 }
                j = e
                isFloat = true
            }
        }
        return (isFloat ? .floatLiteral : .integerLiteral, j)
    }

    // MARK: - Operators

    private func isOperatorByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    private func isOperatorHead(at i: Int) -> Bool {
        let c = bytes[i]
        if c < 0x80 { return isOperatorByte(c) }
        guard let scalar = decodeScalar(at: i) else { return false }
        return Lexer.isOperatorScalar(scalar.value)
    }

    /// The operator-head ranges of Swift's grammar, outside ASCII.
    static func isOperatorScalar(_ v: UInt32) -> Bool {
        switch v {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    private func scanOperator(at i: Int) -> (TokenKind, Int) {
        let startsWithDot = bytes[i] == UInt8(ascii: ".")
        var j = i
        while j < count {
            let c = bytes[j]
            if c == UInt8(ascii: ".") {
                if !startsWithDot { break }
                j += 1
                continue
            }
            // A comment starts here, not more operator.
            if c == UInt8(ascii: "/") && j > i && (byte(j + 1) == UInt8(ascii: "/") || byte(j + 1) == UInt8(ascii: "*")) { break }
            // A prefix operator before a regex ends where the regex starts: `!/x/.isEmpty`.
            if c == UInt8(ascii: "/") && j > i && regexMayStart() && scanBareRegex(at: j) != nil { break }
            if c < 0x80 {
                if !isOperatorByte(c) { break }
                j += 1
            } else if let scalar = decodeScalar(at: j), Lexer.isOperatorScalar(scalar.value) || (j > i && Lexer.isOperatorContinuationScalar(scalar.value)) {
                j += validScalarLength(at: j)
            } else {
                break
            }
        }
        if j == i { j = i + max(1, validScalarLength(at: i)) }
        let length = j - i
        if length == 1 && bytes[i] == UInt8(ascii: "=") { return (.equal, j) }
        if length == 2 && bytes[i] == UInt8(ascii: "-") && bytes[i + 1] == UInt8(ascii: ">") { return (.arrow, j) }
        if length == 1 && bytes[i] == UInt8(ascii: ".") { return (.period, j) }
        return (.operator, j)
    }

    /// Combining marks may continue an operator.
    static func isOperatorContinuationScalar(_ v: UInt32) -> Bool {
        switch v {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    // MARK: - Pound: directives, raw strings, extended regexes

    private mutating func scanPound(at i: Int, depth: Int) -> (TokenKind, Int) {
        var hashes = 0
        while byte(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = byte(i + hashes)
        if next == UInt8(ascii: "\"") { return scanString(at: i, hashes: hashes, depth: depth) }
        if next == UInt8(ascii: "/") { return scanExtendedRegex(at: i, hashes: hashes) }
        if hashes == 1 && isIdentifierHead(at: i + 1) {
            let (_, end) = scanIdentifier(at: i + 1)
            return (.poundKeyword, end)
        }
        return (.unknown, i + 1)
    }

    // MARK: - String literals

    /// Scans `#…"…"#…`, `#…"""…"""#…`, starting at the first `#` or quote.
    private mutating func scanString(at i: Int, hashes: Int, depth: Int) -> (TokenKind, Int) {
        let quote = i + hashes
        let isMultiline = matches("\"\"\"", at: quote) && !(hashes > 0 && closesOnItsLine(from: quote + 2, hashes))
        var j = quote + (isMultiline ? 3 : 1)
        while j < count {
            let c = bytes[j]
            if c == UInt8(ascii: "\"") {
                if isMultiline {
                    if matches("\"\"\"", at: j) && closingHashes(at: j + 3, hashes) { return (.stringLiteral, j + 3 + hashes) }
                } else if closingHashes(at: j + 1, hashes) {
                    return (.stringLiteral, j + 1 + hashes)
                }
                j += 1
            } else if c == UInt8(ascii: "\\") && closingHashes(at: j + 1, hashes) {
                let afterEscape = j + 1 + hashes
                if byte(afterEscape) == UInt8(ascii: "(") {
                    guard depth < Lexer.maximumInterpolationDepth else {
                        pendingError = "string interpolations nested too deeply"
                        return (.error, endOfErrorString(from: j, isMultiline: isMultiline))
                    }
                    guard let end = scanInterpolation(at: afterEscape + 1, allowNewlines: isMultiline, depth: depth + 1) else {
                        pendingError = pendingError ?? "unterminated string interpolation; add ')'"
                        return (.error, endOfErrorString(from: j, isMultiline: isMultiline))
                    }
                    j = end
                } else if byte(afterEscape) == 0x0A || byte(afterEscape) == 0x0D {
                    // Multi-line: a line continuation, the newline is content. Single-line:
                    // the string ends at the line break, escaped or not.
                    j = afterEscape
                } else {
                    // `\n`, `\"`, `\\`, `\u{…}`: the escaped scalar is never a terminator.
                    j = afterEscape + max(1, validScalarLength(at: afterEscape))
                }
            } else if !isMultiline && (c == 0x0A || c == 0x0D) {
                break
            } else {
                j += 1
            }
        }
        pendingError = isMultiline
            ? "unterminated multi-line string literal; add '\"\"\"\(String(repeating: "#", count: hashes))'"
            : "unterminated string literal; add '\"\(String(repeating: "#", count: hashes))'"
        return (.error, min(j, count))
    }

    /// As in the compiler, `#"""#` and `#"""a"#` are one-line raw strings that start with
    /// a quote: a raw `"""` opens a multi-line string only if no quote followed by the
    /// closing `#`s comes before the end of its line.
    private func closesOnItsLine(from i: Int, _ hashes: Int) -> Bool {
        var j = i
        while j < count && bytes[j] != 0x0A && bytes[j] != 0x0D {
            if bytes[j] == UInt8(ascii: "\"") && closingHashes(at: j + 1, hashes) { return true }
            j += 1
        }
        return false
    }

    private func closingHashes(at i: Int, _ hashes: Int) -> Bool {
        var k = 0
        while k < hashes {
            if byte(i + k) != UInt8(ascii: "#") { return false }
            k += 1
        }
        return true
    }

    /// Where an erroneous literal ends: the end of its line, or of the file if multi-line.
    private func endOfErrorString(from i: Int, isMultiline: Bool) -> Int {
        if isMultiline { return count }
        var j = i
        while j < count && bytes[j] != 0x0A && bytes[j] != 0x0D { j += 1 }
        return j
    }

    /// Scans the inside of `\( … )` from just after the `(` to just after its `)`,
    /// lexing what is inside so nested parentheses, strings and comments count right.
    private mutating func scanInterpolation(at i: Int, allowNewlines: Bool, depth: Int) -> Int? {
        // Regex-or-division inside follows the tokens inside, not those before the string:
        // `"\(a/2)/\(b)"` divides. The outer state comes back when the interpolation ends.
        let outer = (previousKind, previousKeyword, previousStart, previousEnd)
        defer { (previousKind, previousKeyword, previousStart, previousEnd) = outer }
        previousKind = .leftParen
        previousKeyword = .none
        var parens = 1
        var j = i
        while j < count {
            let c = bytes[j]
            if !allowNewlines && (c == 0x0A || c == 0x0D) { return nil }
            let saved = pendingError
            let (kind, end) = scanToken(at: j, depth: depth)
            if kind == .error {
                return nil
            }
            pendingError = saved
            if !allowNewlines && kind.mayContainNewlines && kind != .newline {
                for k in j..<end where bytes[k] == 0x0A || bytes[k] == 0x0D { return nil }
            }
            if kind == .leftParen { parens += 1 }
            if kind == .rightParen {
                parens -= 1
                if parens == 0 { return end }
            }
            if !kind.isTrivia {
                previousKind = kind
                previousKeyword = kind == .identifier ? keywordOf(kind, from: j, to: end) : .none
                previousStart = j
                previousEnd = end
            }
            j = end
        }
        return nil
    }

    // MARK: - Regex literals

    /// Whether a `/` here would start an expression: the compiler's rule for common
    /// code is that a regex cannot follow something that ends an operand.
    private func regexMayStart() -> Bool {
        guard let previous = previousKind else { return true }
        switch previous {
        case .identifier:
            switch previousKeyword {
            case .return, .case, .in, .where, .if, .guard, .while, .throw, .try, .await, .else, .is, .as, .repeat, .switch:
                return true
            default:
                return false
            }
        case .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .rightParen, .rightBracket, .rightBrace,
             .unknown, .error, .poundKeyword:
            return false
        case .operator:
            // A postfix operator (`x! / 2`) ends an operand: bound on its left, free on its right.
            let leftBound = previousStart > 0 && !isSpace(bytes[previousStart - 1])
            let rightBound = previousEnd < count && !isSpace(bytes[previousEnd])
            return !(leftBound && !rightBound)
        default:
            return true
        }
    }

    private func isHorizontalSpace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C || c == 0x00
    }

    private func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }

    /// `/…/` on one line, not starting or ending with a space; nil if it is not one.
    private func scanBareRegex(at i: Int) -> Int? {
        let first = byte(i + 1)
        if isSpace(first) || first == 0 || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") { return nil }
        var j = i + 1
        var groups = 0
        var classes = 0
        while j < count {
            let c = bytes[j]
            if c == 0x0A || c == 0x0D { return nil }
            if c == UInt8(ascii: "\\") {
                // An escaped line break still ends the line, and with it the regex.
                if byte(j + 1) == 0x0A || byte(j + 1) == 0x0D { return nil }
                j += 2
                continue
            }
            // The first unescaped `/` closes, even inside `[…]`, as in the compiler; unless it
            // starts a comment (`/a//b`, `/a/*b*/`), which makes the first `/` an operator.
            if c == UInt8(ascii: "/") {
                if isSpace(bytes[j - 1]) || byte(j + 1) == UInt8(ascii: "/") || byte(j + 1) == UInt8(ascii: "*") { return nil }
                return j + 1
            }
            // And as in the compiler, a `)` that closes no group outside `[…]` makes the `/`
            // an operator: `reduce(1, /) + a/b`.
            switch c {
            case UInt8(ascii: "["): classes += 1
            case UInt8(ascii: "]") where classes > 0: classes -= 1
            case UInt8(ascii: "(") where classes == 0: groups += 1
            case UInt8(ascii: ")") where classes == 0:
                if groups == 0 { return nil }
                groups -= 1
            default: break
            }
            j += 1
        }
        return nil
    }

    private mutating func scanExtendedRegex(at i: Int, hashes: Int) -> (TokenKind, Int) {
        let open = i + hashes
        let isMultiline = byte(open + 1) == 0x0A || byte(open + 1) == 0x0D
        var j = open + 1
        while j < count {
            let c = bytes[j]
            if !isMultiline && (c == 0x0A || c == 0x0D) { break }
            if c == UInt8(ascii: "\\") {
                // Never step over a line break: it may end a single-line regex, and a
                // `\r\n` must stay whole for the line counter.
                j += byte(j + 1) == 0x0A || byte(j + 1) == 0x0D ? 1 : 2
                continue
            }
            if c == UInt8(ascii: "/") && closingHashes(at: j + 1, hashes) { return (.regexLiteral, j + 1 + hashes) }
            j += 1
        }
        pendingError = "unterminated regex literal; add '/\(String(repeating: "#", count: hashes))'"
        return (.error, min(j, count))
    }

    // MARK: - UTF-8

    /// Length of the well-formed UTF-8 scalar at `i`, or 0 if the bytes there are not one.
    private func validScalarLength(at i: Int) -> Int {
        guard i < count else { return 0 }
        let c = bytes[i]
        let length: Int
        switch c {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard i + length <= count else { return 0 }
        for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return 0 }
        // Reject overlong forms and surrogates.
        if c == 0xE0 && bytes[i + 1] < 0xA0 { return 0 }
        if c == 0xED && bytes[i + 1] > 0x9F { return 0 }
        if c == 0xF0 && bytes[i + 1] < 0x90 { return 0 }
        if c == 0xF4 && bytes[i + 1] > 0x8F { return 0 }
        return length
    }

    private func decodeScalar(at i: Int) -> Unicode.Scalar? {
        let length = validScalarLength(at: i)
        guard length > 0 else { return nil }
        var value = UInt32(bytes[i])
        switch length {
        case 1: break
        case 2: value = value & 0x1F
        case 3: value = value & 0x0F
        default: value = value & 0x07
        }
        for k in 1..<max(1, length) { value = (value << 6) | UInt32(bytes[i + k] & 0x3F) }
        return Unicode.Scalar(value)
    }
}

extension TokenKind {
    /// Kinds whose text can span lines; the line counter looks inside only these.
    var mayContainNewlines: Bool {
        switch self {
        case .newline, .blockComment, .docBlockComment, .stringLiteral, .regexLiteral, .error:
            return true
        default:
            return false
        }
    }
}
