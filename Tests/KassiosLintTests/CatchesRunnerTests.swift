import Foundation
import KassiosLint
import KassiosModel
import XCTest

/// The library behind `kassios catches`, and the committed manifest of `Examples/`.
final class CatchesRunnerTests: XCTestCase {
    /// What CI checks with `kassios catches Examples --check Examples/catches.json`.
    func testTheCommittedExamplesManifestIsUpToDate() throws {
        let root = ExamplesSuiteTests.repositoryRoot.path
        var options = LintOptions()
        options.workingDirectory = root
        try LintConfiguration.load(path: root + "/.kassios-lint.yml").apply(to: &options)
        XCTAssertNotNil(options.model.defectCatalog, "the repository's configuration names Examples/defects.json")

        let result = try CatchesRunner.run(paths: [root + "/Examples"], options: options)
        XCTAssertEqual(result.findings, [], "the Catches comments in Examples/ are all well-formed, on tests, in the catalog")
        XCTAssertEqual(result.uncaught.map(\.id), ["darkModeIgnored"], "one catalog defect is left uncaught on purpose")

        let committed = FileManager.default.contents(atPath: root + "/Examples/catches.json").map { String(decoding: $0, as: UTF8.self) }
        let comparison = CatchesRunner.compare(committed: committed, current: result.manifest.json(), path: "Examples/catches.json")
        if case .stale(let diff) = comparison {
            XCTFail("Examples/catches.json is out of date; run: swift run kassios catches Examples --out Examples/catches.json\n\(diff)")
        }
        XCTAssertEqual(comparison, .upToDate)

        // Inheritance across files: CardsTests descends from SignedInTestCase (Support/), itself a KassTestCase.
        XCTAssertEqual(result.manifest.defect("frozenBadgeMissing")?.tests, ["FinchUITests/CardsTests/test_freeze_showsFrozenBadge"])
        XCTAssertEqual(result.manifest.defect("successToastMissing")?.launchArgument, "-FinchDefect=successToastMissing")
    }

    func testCompare() {
        XCTAssertEqual(CatchesRunner.compare(committed: nil, current: "a\n", path: "m.json"), .missing)
        XCTAssertEqual(CatchesRunner.compare(committed: "a\n", current: "a\n", path: "m.json"), .upToDate)
        XCTAssertEqual(CatchesRunner.compare(committed: "a\r\nb\r\n", current: "a\nb\n", path: "m.json"), .upToDate,
                       "a checkout's line endings do not count")
        XCTAssertEqual(CatchesRunner.compare(committed: "a\nb\n", current: "a\nc\n", path: "m.json"),
                       .stale(diff: "--- m.json (committed)\n+++ m.json (from the sources now)\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"))
    }

    /// The check is of bytes: a manifest in another Unicode normalization is not what kassios writes.
    func testManifestInAnotherNormalizationIsStale() {
        let composed = "caf\u{E9}\n"
        let decomposed = "cafe\u{301}\n"
        XCTAssertEqual(composed, decomposed, "Swift compares them as the same text")
        XCTAssertEqual(CatchesRunner.compare(committed: composed, current: decomposed, path: "m.json"),
                       .stale(diff: "--- m.json (committed)\n+++ m.json (from the sources now)\n@@ -1 +1 @@\n-\(composed)+\(decomposed)"))
    }

    func testRunOnSourcesInMemory() throws {
        var options = LintOptions()
        options.model.defectCatalog = try DefectCatalog(entries: [.init(id: "a"), .init(id: "b")], path: "defects.json")
        let result = CatchesRunner.run(sources: [
            ("App/AppUITests/Base.swift", "class AppTestCase: XCTestCase {}"),
            ("App/AppUITests/T.swift", """
                final class T: AppTestCase {
                    /// Catches a, c
                    func test_one() {}
                    /// Catches
                    func test_two() {}
                }
                """),
        ], roots: ["App"], options: options)
        XCTAssertEqual(result.manifest.json(), """
            {
              "version": 1,
              "defects": {
                "a": {
                  "tests": [
                    "AppUITests/T/test_one"
                  ]
                },
                "b": {
                  "tests": []
                },
                "c": {
                  "tests": [
                    "AppUITests/T/test_one"
                  ]
                }
              }
            }

            """)
        XCTAssertEqual(result.findings.map { "\($0.file):\($0.line):\($0.column) \($0.rule)" }, [
            "App/AppUITests/T.swift:2:20 catches-unknown-defect",
            "App/AppUITests/T.swift:4:9 catches-malformed",
        ])
        XCTAssertTrue(result.hasErrors)
        XCTAssertEqual(result.uncaught.map(\.id), ["b"])
    }

    func testOnlyTheCatchesRulesRunAndDisabledOnesStayQuiet() throws {
        var options = LintOptions()
        options.optInRules = ["superfluous-suppression"]
        let source = """
            final class T: XCTestCase {
                // kassios:disable:next runtime-identifier
                /// Catches a
                func helper() { sleep(1) }
            }
            """
        XCTAssertEqual(CatchesRunner.run(sources: [("T.swift", source)], roots: ["."], options: options).findings.map(\.rule),
                       ["catches-on-non-test"])
        options.disabledRules = ["catches-on-non-test"]
        XCTAssertEqual(CatchesRunner.run(sources: [("T.swift", source)], roots: ["."], options: options).findings, [])
    }

    func testMissingPathsAreInputErrors() {
        XCTAssertThrowsError(try CatchesRunner.run(paths: ["/no/such/folder"])) { error in
            XCTAssertEqual("\(error)", "no such file or directory: /no/such/folder")
        }
    }
}
