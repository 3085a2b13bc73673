import KassiosLint

/// Findings with everything an output format has to escape: quotes, `<&>`, `%`, commas and
/// colons (in messages and in paths), line breaks, a tab, a control character, non-ASCII, a
/// path outside the working directory, and a rule no table describes.
enum ReporterFixtures {
    static let tricky = LintResult(findings: [
        Finding(rule: "parse-recovery", severity: .note, file: "/outside/dir with space/Ωmega#1.swift", line: 7, column: 1,
                message: "skipped a tab\there and a bell \u{7}, then é"),
        Finding(rule: "missing-onload", severity: .error, file: "A/Login.swift", line: 3, column: 13,
                message: "LoginScreen has no onLoad", screen: "LoginScreen"),
        Finding(rule: "runtime-identifier", severity: .error, file: "A/Login.swift", line: 9, column: 30,
                message: "built with \"interpolation\" of <a & b>,\nthen: 100% done\r\n", screen: "LoginScreen", element: "row(_:)"),
        Finding(rule: "syntax-error", severity: .warning, file: "B/Über, the: [x].swift", line: 2, column: 5,
                message: "unterminated string literal; add '\"' | `tick` *star* _under_ $1 ~tilde~ [link](x)"),
        Finding(rule: "custom-check", severity: .warning, file: "B/Über, the: [x].swift", line: 4, column: 1,
                message: "50%, ok: yes \\(i)", element: "helper()"),
    ], fileCount: 4)

    static let clean = LintResult(findings: [], fileCount: 28)

    /// A small rule table, so the SARIF document does not change whenever a rule's text does.
    static let rules = [
        ReportedRule(identifier: "missing-onload", name: "Missing onLoad", summary: "A screen has no onLoad.",
                     rationale: "Tests should fail \"early\".", defaultSeverity: .error),
        ReportedRule(identifier: "syntax-error", name: "Syntax error", summary: "Unreadable Swift.",
                     rationale: "Close it.", defaultSeverity: .warning),
        ReportedRule(identifier: "parse-recovery", name: "Skipped code", summary: "Skipped.",
                     rationale: "Shown on request.", defaultSeverity: .note, isOptIn: true),
    ]
}
