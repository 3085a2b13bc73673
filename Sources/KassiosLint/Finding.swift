import KassiosSyntax

public enum Severity: String, Sendable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One thing `kassios lint` reports.
public struct Finding: Sendable, Equatable {
    public var rule: String
    public var severity: Severity
    /// The path as the user sees it: relative to the current directory when inside it.
    public var file: String
    public var line: Int
    /// Counted in UTF-8 bytes, as the compiler counts.
    public var column: Int
    /// The column counted in Unicode code points, when a character before it takes more than
    /// one byte; nil when it is `column`. For the outputs read by tools that count characters.
    public var characterColumn: Int?
    public var message: String
    /// The enclosing screen (or other type) the finding is about.
    public var screen: String?
    /// The element (property or method) the finding is about.
    public var element: String?

    public init(rule: String, severity: Severity, file: String, line: Int, column: Int, message: String,
                screen: String? = nil, element: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.screen = screen
        self.element = element
    }

    public init(rule: String, severity: Severity, file: String, at location: SourceLocation, message: String,
                screen: String? = nil, element: String? = nil) {
        self.init(rule: rule, severity: severity, file: file, line: location.line, column: location.column,
                  message: message, screen: screen, element: element)
    }

    /// Output order: path, line, column, then rule for ties.
    public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
        (a.file, a.line, a.column, a.rule, a.message) < (b.file, b.line, b.column, b.rule, b.message)
    }
}
