import KassiosModel

/// A `Catches` comment documents a test; anywhere else it puts nothing in the manifest.
public struct CatchesOnNonTestRule: Rule {
    public static let description = RuleDescription(
        identifier: "catches-on-non-test",
        name: "Catches comment on something that is not a test",
        summary: "A /// Catches comment above a helper, a type, a property, or a method XCTest does not run.",
        rationale: """
        'kassios catches' builds the defect → tests manifest from the Catches comments above tests: \
        'func test…()' methods without parameters of classes that descend from XCTestCase or KassTestCase \
        (through any base classes, across files; a base the files do not declare counts when its name ends in \
        TestCase; 'catches: test_case_roots' adds roots), and @Test functions. \
        A Catches comment anywhere else is silently worth nothing: the defect it names is not run against \
        the test the author meant. Move the comment onto the test method, or rename the method so XCTest \
        runs it. The finding says why the declaration is not a test.
        """,
        defaultSeverity: .warning,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            class FinchTestCase: KassTestCase {
                /// Signs in; tests that use it catch what they say they catch.
                func signIn() {}
            }

            final class CardsTests: FinchTestCase {
                /// Catches `freezeIgnored`.
                func test_cards_freeze() {}
            }
            """,
            """
            /// Catches `zeroAmountAccepted`.
            @Test func zeroAmountIsRejected() {}

            @Suite struct LimitTests {
                /** Catches dailyLimitIgnored */
                @Test("The daily limit holds", arguments: [1, 2]) func limit(days: Int) {}
            }
            """,
        ],
        triggeringExamples: [
            """
            final class LoginTests: KassTestCase {
                /// ↓Catches `wrongPasswordAccepted`.
                private func submitWrongPassword() {}

                /// ↓Catches lockedAccountSignsIn
                func test_locked(user: TestUser) {}
            }
            """,
            """
            /// ↓Catches `successToastMissing`.
            final class TransferTests: KassTestCase {
                func test_transfer() {
                    /// ↓Catches balanceAfterAdds
                    let amount = 1
                }
            }

            class ReceiptChecks {
                /// ↓Catches `receiptTotalsWrong`.
                func testTotals() {}
            }
            """,
        ])

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        project.catches.misplaced.map { comment in
            let place = comment.subject.map { "is above \($0), which is not a test: \(comment.reason)" }
                ?? "\(comment.reason)"
            return finding(file: comment.file, at: comment.location,
                           "this Catches comment \(place); it puts no test in the defect manifest",
                           screen: comment.typeName)
        }
    }
}
