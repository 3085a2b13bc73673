/// What a reporter says about a rule id it reports: the rules in `RuleRegistry`, and the
/// built-in diagnostics that no `Rule` produces (a file that cannot be read, a syntax error).
public struct ReportedRule: Sendable, Equatable {
    public var identifier: String
    public var name: String
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters, a paragraph.
    public var rationale: String
    public var defaultSeverity: Severity
    /// Off unless asked for (`--rule`, `--show-skipped`).
    public var isOptIn: Bool

    public init(identifier: String, name: String, summary: String, rationale: String,
                defaultSeverity: Severity, isOptIn: Bool = false) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
    }

    public init(_ description: RuleDescription) {
        self.init(identifier: description.identifier, name: description.name, summary: description.summary,
                  rationale: description.rationale, defaultSeverity: description.defaultSeverity,
                  isOptIn: description.isOptIn)
    }

    /// Every rule in `RuleRegistry` in its order, then the built-in diagnostics.
    public static var all: [ReportedRule] {
        RuleRegistry.all.map { ReportedRule($0.description) } + builtInDiagnostics
    }

    /// Findings the runner reports itself, while reading and parsing files.
    public static let builtInDiagnostics: [ReportedRule] = [
        ReportedRule(
            identifier: "file-unreadable", name: "Unreadable file",
            summary: "A file or folder to lint cannot be read.",
            rationale: """
            kassios could not read this file or folder (permission denied, a dangling link, or a file \
            removed during the run), so nothing in it was checked. The other files are still linted. \
            Make the path readable, or leave it out of the paths given to kassios.
            """,
            defaultSeverity: .error),
        ReportedRule(
            identifier: "dump-unreadable", name: "Unreadable hierarchy dump",
            summary: "A hierarchy dump given with --hierarchy (or the hierarchy key) cannot be read, or a folder given holds none.",
            rationale: """
            The stale-identifier check compares screens with the accessibility-hierarchy dumps given to it. \
            This dump could not be read (a truncated capture, a format kassios does not know, a file it may \
            not open), so no screen was checked against it; the position says where reading stopped. The \
            other dumps are still used. Capture the dump again, or convert it with `kassios dump convert`. \
            A folder given that holds no dump (.txt, .json, .xml) is reported too: the check would pass \
            having compared nothing.
            """,
            defaultSeverity: .error),
        ReportedRule(
            identifier: "syntax-error", name: "Syntax error",
            summary: "Source kassios cannot read as Swift: an unterminated string, comment or interpolation, a bracket left open (at the end of the file, or when an outer one closes first) or one that closes nothing, or nesting too deep.",
            rationale: """
            An unterminated block comment or multi-line string runs to the end of the file; a bracket left \
            open, or a stray one that ends a type early, changes which declarations belong where; groups \
            nested beyond kassios' limit are skipped. Screens and identifiers after the problem may go \
            unchecked or be read as part of the wrong type. The compiler rejects all but the last: close \
            the literal, comment or bracket, or remove the stray one.
            """,
            defaultSeverity: .warning),
        ReportedRule(
            identifier: "invalid-utf8", name: "Invalid UTF-8",
            summary: "The file is not valid UTF-8.",
            rationale: """
            Swift source files are UTF-8. kassios lints this file as bytes, so names and identifiers near the \
            bad bytes may be read wrongly; the message gives the offset of the first bad byte. Save the file \
            as UTF-8.
            """,
            defaultSeverity: .warning),
        ReportedRule(
            identifier: "parse-recovery", name: "Skipped code",
            summary: "Code the parser could not read and stepped over (reported with --show-skipped).",
            rationale: """
            kassios' parser steps over constructs it does not understand and carries on, so a rule may miss \
            something inside them. These notes show where that happened; they are reported only when asked \
            for with --show-skipped.
            """,
            defaultSeverity: .note, isOptIn: true),
    ]
}
