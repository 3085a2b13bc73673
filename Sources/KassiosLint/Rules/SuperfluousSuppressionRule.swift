import KassiosModel

/// A `// kassios:disable…` comment that silences nothing: stale after a fix, or a typo
/// in the rule id, and hiding the next real finding.
///
/// The runner reports these after applying suppressions, since only it knows which
/// findings each comment silenced; `check` itself finds nothing.
public struct SuperfluousSuppressionRule: Rule {
    public static let description = RuleDescription(
        identifier: "superfluous-suppression",
        name: "Superfluous suppression",
        summary: "A kassios:disable comment that suppresses no finding.",
        rationale: """
        A suppression left behind after the code was fixed, or one naming the wrong rule, silences nothing today \
        but hides the next real finding on that line. Remove it, or name the rule that actually fires. \
        Not reported: a comment that names a rule the run left off (opt-in, or disabled), or `all` \
        when some rule was off; a run with those rules on can tell.
        """,
        defaultSeverity: .warning,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            final class RowsScreen: KassScreen {
                lazy var list = table("rows.list")
                override var onLoad: [KassElement] { [list] }
                // kassios:disable:next runtime-identifier
                func row(_ i: Int) -> KassElement { cell("row.\\(i)") }
            }
            """,
            """
            final class LegacyScreen: KassScreen { // kassios:disable:this missing-onload
                lazy var title = staticText("legacy.title")
            }
            """,
            """
            let banner = "// kassios:disable all — inside a string, not a comment"
            """,
        ],
        triggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                ↓// kassios:disable:next runtime-identifier
                lazy var email = textField("login.email")
                override var onLoad: [KassElement] { [email] }
            }
            """,
            """
            final class RowsScreen: KassScreen {
                lazy var list = table("rows.list")
                override var onLoad: [KassElement] { [list] }
                ↓// kassios:disable:next missing-onload
                func row(_ i: Int) -> KassElement { cell("row.\\(i)") } // kassios:ignore-id
            }
            """,
        ])

    public init() {}

    public func check(_ project: Project) -> [Finding] { [] }
}
