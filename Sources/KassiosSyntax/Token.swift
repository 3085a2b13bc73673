/// One lexical token. Tokens cover the input without gaps or overlaps — trivia
/// (whitespace, newlines, comments) included — so joining their texts gives back
/// the exact bytes that were read, valid Swift or not.
///
/// Kept to 20 bytes: a 50 MB file makes millions of these.
public struct Token: Equatable, Sendable {
    public var kind: TokenKind
    /// Which keyword the text spells, or `.none`. Context-dependent keywords
    /// (`get`, `lazy`, `override`…) keep `kind == .identifier`; the parser decides.
    public var keyword: Keyword
    /// Byte offset of the first byte.
    public var start: UInt32
    /// Byte offset one past the last byte.
    public var end: UInt32
    /// 1-based line of the first byte.
    public var line: UInt32
    /// 1-based column of the first byte, counted in UTF-8 bytes as Xcode does.
    public var column: UInt32

    public init(kind: TokenKind, keyword: Keyword = .none, start: Int, end: Int, line: Int, column: Int) {
        self.kind = kind
        self.keyword = keyword
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.line = UInt32(truncatingIfNeeded: line)
        self.column = UInt32(truncatingIfNeeded: column)
    }

    public var range: Range<Int> { Int(start)..<Int(end) }
    public var length: Int { Int(end) - Int(start) }
    public var isTrivia: Bool { kind.isTrivia }
    public var location: SourceLocation {
        SourceLocation(offset: Int(start), line: Int(line), column: Int(column))
    }
}

public enum TokenKind: UInt8, Sendable, CaseIterable {
    // Trivia.
    case whitespace          // spaces, tabs, form feeds, a byte-order mark
    case newline             // \n, \r\n or \r
    case lineComment         // // …
    case docLineComment      // /// …
    case blockComment        // /* … */ (nesting allowed)
    case docBlockComment     // /** … */

    // Names and literals.
    case identifier          // plain, `backticked`, $0, $value, unicode; also keywords
    case integerLiteral
    case floatLiteral
    case stringLiteral       // the whole literal, interpolations included
    case regexLiteral        // /…/ and #/…/#
    case attribute           // @MainActor, @objc (arguments follow as tokens)
    case poundKeyword        // #if, #selector, #available, #file, #Preview …

    // Punctuation.
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period, equal, arrow, backslash
    case `operator`          // any other operator, custom ones included

    /// Bytes that start no token: an invalid UTF-8 byte, a lone `#` or `@`.
    case unknown
    /// An unterminated string, comment, regex literal or `identifier` (then just the
    /// backtick); a diagnostic says where.
    case error

    public var isTrivia: Bool { rawValue <= TokenKind.docBlockComment.rawValue }
    public var isComment: Bool { isTrivia && self != .whitespace && self != .newline }
}

/// A position in a source file. Lines and columns are 1-based; columns count UTF-8 bytes.
public struct SourceLocation: Equatable, Hashable, Comparable, Sendable {
    // Stored in 32 bits each, as tokens are: every tree node and argument holds a
    // location, and 12 bytes instead of 24 keeps a large suite's trees in less memory.
    private var storedOffset: UInt32
    private var storedLine: UInt32
    private var storedColumn: UInt32

    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(truncatingIfNeeded: newValue) }
    }

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(truncatingIfNeeded: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(truncatingIfNeeded: newValue) }
    }

    public init(offset: Int, line: Int, column: Int) {
        storedOffset = UInt32(truncatingIfNeeded: offset)
        storedLine = UInt32(truncatingIfNeeded: line)
        storedColumn = UInt32(truncatingIfNeeded: column)
    }

    public static let start = SourceLocation(offset: 0, line: 1, column: 1)

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.storedOffset < b.storedOffset }
}

/// A problem found while reading source: an unterminated literal, skipped tokens…
public struct SyntaxDiagnostic: Equatable, Sendable {
    public enum Severity: String, Sendable { case error, warning, note }
    public var severity: Severity
    public var message: String
    public var location: SourceLocation

    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }
}
