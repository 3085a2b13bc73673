import KassiosModel

/// With a defect catalog, every id a `Catches` comment names must be in it.
public struct CatchesUnknownDefectRule: Rule {
    public static let description = RuleDescription(
        identifier: "catches-unknown-defect",
        name: "Unknown defect in a Catches comment",
        summary: "A Catches comment on a test names a defect the catalog does not list (only with a catalog: catches: catalog).",
        rationale: """
        A mutation runner switches on each defect of the catalog and runs the tests the manifest lists for it. \
        A test that claims to catch a misspelt or retired defect is never run for the real one, and nothing \
        turns red when it should. The rule runs only when a catalog is configured ('catches: catalog: FILE' \
        in .kassios-lint.yml, or 'kassios catches --catalog FILE'); it names the closest catalog id.
        """,
        defaultSeverity: .error,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class TransferTests: KassTestCase {
                /// Catches `successToastMissing` and zeroAmountAccepted.
                func test_transfer_showsSuccessToast() {
                    onScreen(TransferScreen.self) { $0.review.tap() }
                }
            }

            struct BalanceTests {
                /// Catches balanceAfterAdds
                @Test func balanceAddsUp() {}
            }
            """,
            """
            final class TransferRobot {
                /// Catches `notInTheCatalog`: not a test, so catches-on-non-test reports it instead.
                func review() {}
            }
            """,
        ],
        triggeringExamples: [
            """
            final class TransferTests: KassTestCase {
                /// Catches ↓`successToastMisisng`.
                func test_transfer_showsSuccessToast() {}
            }
            """,
            """
            struct AmountTests {
                /// Catches ↓zeroAmountAllowed, balanceAfterAdds and ↓negativeAmountAccepted
                @Test func zeroIsRejected() {}
            }
            """,
        ],
        exampleConfiguration: """
        catches:
          catalog: [successToastMissing, zeroAmountAccepted, balanceAfterAdds]
        """)

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        guard let catalog = project.configuration.defectCatalog else { return [] }
        return project.catches.references.compactMap { written in
            let id = written.reference.id
            guard !catalog.contains(id) else { return nil }
            let hint = catalog.suggestion(for: id).map { "; did you mean '\($0)'?" } ?? "; add it to the catalog, or fix the id"
            return finding(file: written.file, at: written.reference.location,
                           "'\(id)' (in the Catches comment of \(written.test)) is not a defect in \(catalog.name)\(hint)",
                           screen: written.typeName)
        }
    }
}
