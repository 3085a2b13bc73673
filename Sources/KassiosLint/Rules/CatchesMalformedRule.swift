import KassiosModel

/// A `Catches` clause on a test must read as a list of defect ids.
public struct CatchesMalformedRule: Rule {
    public static let description = RuleDescription(
        identifier: "catches-malformed",
        name: "Malformed Catches comment",
        summary: "A /// Catches clause on a test that names no defect or does not read as a list of ids.",
        rationale: """
        A Catches clause starts a doc-comment line with 'Catches' (or '- Catches:') and lists defect ids, \
        `backticked` or bare, separated by ',' or 'and'. The list ends at the end of the line (unless the line \
        ends with ',' or 'and': then it goes on), or at '.', ':', ';', '!', '?', '(' or a dash, after which the \
        line is prose. 'Catches:' alone on its line may be followed by one '- id' bullet per line. A clause \
        that does not read this way puts none of its ids in the defect manifest, so the mutation runner \
        would never run the test for them: it is an error, never silently dropped.
        """,
        defaultSeverity: .error,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class TransferTests: KassTestCase {
                /// Catches `successToastMissing`.
                func test_a() {}

                /// Catches zeroAmountAccepted, balanceAfterAdds and `transfer-limit-ignored`
                func test_b() {}

                /** Catches dailyLimitIgnored */
                func test_c() {}

                /// Checks the review step.
                ///
                /// - Catches: reviewSkipped, and amountRounded (a rounding defect).
                /// Catches `ibanNotValidated`, `recipientLost`,
                /// `referenceTruncated` and `currencyWrong`.
                func test_d() {}

                /**
                 * Catches:
                 * - `insufficientFundsIgnored`
                 * - `limitBannerMissing`, `limitTextWrong`
                 */
                func test_e() {}
            }
            """,
        ],
        triggeringExamples: [
            """
            final class TransferTests: KassTestCase {
                /// ↓Catches
                func test_a() {}

                /// Catches successToastMissing ↓balanceAfterAdds
                func test_b() {}

                /// Catches `zeroAmountAccepted` ↓and
                func test_c() {}

                /// Catches ↓"quotedDefect"
                /// Catches ↓`unterminated
                func test_d() {}
            }

            struct LimitTests {
                /// Catches a, ↓, b
                @Test func limit() {}
            }
            """,
        ])

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        project.catches.malformed.map { comment in
            finding(file: comment.file, at: comment.problem.location,
                    "malformed Catches comment on \(comment.test): \(comment.problem.message); none of this clause's ids reach the defect manifest",
                    screen: comment.typeName)
        }
    }
}
