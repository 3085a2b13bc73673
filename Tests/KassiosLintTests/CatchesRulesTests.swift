@testable import KassiosLint
import KassiosModel
import KassiosTestSupport
import XCTest

/// The catches-* rules beyond their examples, and the `catches:` configuration block.
final class CatchesRulesTests: XCTestCase {
    let source = """
        final class TransferTests: KassTestCase {
            /// Catches `successToastMisisng` and zeroAmountAccepted.
            func test_transfer() {}

            /// Catches helperDefect
            func review() {}
        }
        """

    func lint(_ source: String, configuration: String? = nil) throws -> [String] {
        var options = LintOptions()
        if let configuration {
            try LintConfiguration.parse(configuration, path: "cfg.yml", directory: ".").apply(to: &options)
        }
        return LintRunner.run(sources: [("T.swift", source)], options: options).findings.map {
            "\($0.line):\($0.column) \($0.severity.rawValue) \($0.rule): \($0.message)"
        }
    }

    func testUnknownDefectIsSilentWithoutACatalog() throws {
        XCTAssertEqual(try lint(source), [
            "5:9 warning catches-on-non-test: this Catches comment is above func TransferTests.review(), which is not a test: XCTest runs only methods whose names start with 'test'; it puts no test in the defect manifest",
        ])
    }

    func testUnknownDefectWithACatalogNamesTheClosestId() throws {
        XCTAssertEqual(try lint(source, configuration: "catches:\n  catalog: [successToastMissing, zeroAmountAccepted]"), [
            "2:17 error catches-unknown-defect: 'successToastMisisng' (in the Catches comment of TransferTests.test_transfer) is not a defect in the defect catalog; did you mean 'successToastMissing'?",
            "5:9 warning catches-on-non-test: this Catches comment is above func TransferTests.review(), which is not a test: XCTest runs only methods whose names start with 'test'; it puts no test in the defect manifest",
        ])
        XCTAssertEqual(try lint("final class T: XCTestCase {\n    /// Catches somethingElse\n    func test_a() {}\n}",
                                configuration: "catches:\n  catalog: [successToastMissing]"),
                       ["2:17 error catches-unknown-defect: 'somethingElse' (in the Catches comment of T.test_a) is not a defect in the defect catalog; add it to the catalog, or fix the id"])
    }

    func testSuppressionsAndSeveritiesApply() throws {
        let suppressed = """
            final class T: XCTestCase {
                // kassios:disable:next catches-malformed
                /// Catches
                func test_a() {}
                /// Catches also bad
                func test_b() {}
            }
            """
        XCTAssertEqual(try lint(suppressed, configuration: "catches-malformed: warning"), [
            "5:22 warning catches-malformed: malformed Catches comment on T.test_b: expected ',' or 'and' between defect ids, found 'bad': separate the ids, or end the list with '.' before other words; none of this clause's ids reach the defect manifest",
        ])
    }

    // MARK: - Configuration

    func testCatchesConfiguration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-catches-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"[{"id": "a", "launchArgument": "-Defect=a"}, "b"]"#.utf8).write(to: folder.appendingPathComponent("defects.json"))
        let configuration = try LintConfiguration.parse("""
            catches:
              catalog: defects.json
              target: FinchUITests
              test_case_roots: [XCTestCase, FinchTestCase]
            """, path: "cfg.yml", directory: folder.path)
        XCTAssertEqual(configuration.model.defectCatalog?.entries, [.init(id: "a", launchArgument: "-Defect=a"), .init(id: "b")])
        XCTAssertEqual(configuration.model.defectCatalog?.path.map { URL(fileURLWithPath: $0).lastPathComponent }, "defects.json")
        XCTAssertEqual(configuration.model.testTarget, "FinchUITests")
        XCTAssertEqual(configuration.model.testCaseRoots, ["XCTestCase", "FinchTestCase"])
        XCTAssertEqual(configuration.warnings, [])
    }

    func testInlineCatalogAndMistakes() throws {
        let inline = try LintConfiguration.parse("""
            catches:
              catalog:
                - a
                - { id: b, title: Bee, launchArgument: -Defect=b }
              catalgo: x
            """, path: "cfg.yml", directory: ".")
        XCTAssertEqual(inline.model.defectCatalog?.entries, [.init(id: "a"), .init(id: "b", title: "Bee", launchArgument: "-Defect=b")])
        XCTAssertEqual(inline.warnings, ["cfg.yml:5:3: warning: unknown option 'catches.catalgo'; did you mean 'catalog'?"])

        func problem(_ text: String) -> String {
            do {
                _ = try LintConfiguration.parse(text, path: "cfg.yml", directory: "/no/such/folder")
                return "no problem"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(problem("catches:\n  catalog: defects.json"),
                       "cfg.yml:2:12: cannot use the defect catalog: /no/such/folder/defects.json: no such file")
        XCTAssertEqual(problem("catches:\n  catalog: [a, a]"), "cfg.yml:2:13: defect 'a' is listed twice")
        XCTAssertEqual(problem("catches:\n  catalog: [{ title: x }]"), "cfg.yml:2:13: a defect needs an 'id'")
        XCTAssertEqual(problem("catches: [a]"), "cfg.yml:1:10: 'catches' expects a mapping such as { catalog: defects.json }, found a list")
        XCTAssertEqual(problem("catches:\n  catalog: { a: b }"), "cfg.yml:2:12: 'catches.catalog' is a JSON file or a list of defect ids, found a mapping")
    }

    // MARK: - Diff

    func testUnifiedDiff() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...12).map { "line \($0)" }
        lines[1] = "line two"
        lines.insert("inserted", at: 10)
        let new = lines.joined(separator: "\n") + "\n"
        XCTAssertEqual(LineDiff.unified(old: old, new: new, oldLabel: "a", newLabel: "b"), """
            --- a
            +++ b
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -8,5 +8,6 @@
             line 8
             line 9
             line 10
            +inserted
             line 11
             line 12

            """)
        XCTAssertEqual(LineDiff.unified(old: old, new: old, oldLabel: "a", newLabel: "b"), "")
        XCTAssertEqual(LineDiff.unified(old: "", new: "x\n", oldLabel: "a", newLabel: "b"), "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n")
        XCTAssertEqual(LineDiff.unified(old: "x\ny\n", new: "", oldLabel: "a", newLabel: "b"), "--- a\n+++ b\n@@ -1,2 +0,0 @@\n-x\n-y\n")
        XCTAssertEqual(LineDiff.unified(old: "x", new: "x\n", oldLabel: "a", newLabel: "b"),
                       "--- a\n+++ b\n(the texts differ only in line endings or the newline at the end)\n")
    }

    func testDiffIsAShortestEditScript() {
        // Random edits of random texts: applying the script to the old lines gives the new ones.
        var generator = SplitMix64(seed: 0x5255_4C45)
        for _ in 0..<200 {
            let old = randomLines(upTo: 12, using: &generator)
            let new = randomLines(upTo: 12, using: &generator)
            let applied = apply(LineDiff.edits(old, new), old: old, new: new)
            XCTAssertEqual(applied.rebuilt, new, "\(old) → \(new)")
            XCTAssertEqual(applied.kept.count, longestCommonSubsequence(old, new), "\(old) → \(new)")
        }
    }

    /// Files too far apart for the search's memory (`LineDiff.traceLimit`; here a small one) get
    /// a correct script that replaces their differing middle whole, their common ends kept.
    func testDiffOfFilesFarApartReplacesTheirMiddleWhole() {
        let old: [Substring] = ["keep"] + (1...50).map { Substring("old \($0)") } + ["end"]
        let new: [Substring] = ["keep"] + (1...40).map { Substring("new \($0)") } + ["end"]
        XCTAssertNil(LineDiff.middle(old, new, from: 1, oldEnd: 51, newEnd: 41, traceLimit: 100))
        let edits = LineDiff.edits(old, new, traceLimit: 100)
        let expected: [LineDiff.Edit] = [.same(old: 0, new: 0)] + (1...50).map { .removed(old: $0) } + (1...40).map { .added(new: $0) }
            + [.same(old: 51, new: 41)]
        XCTAssertEqual(edits, expected)
        // With the default limit the same files get the shortest script, which here is the same.
        XCTAssertEqual(LineDiff.edits(old, new), expected)

        // Random texts with a limit that cuts some searches short: the script is still correct.
        var generator = SplitMix64(seed: 0x5255_4C45)
        var cutShort = 0
        for _ in 0..<300 {
            let old = randomLines(upTo: 15, using: &generator)
            let new = randomLines(upTo: 15, using: &generator)
            let limit = Int.random(in: 0...40, using: &generator)
            let applied = apply(LineDiff.edits(old, new, traceLimit: limit), old: old, new: new)
            XCTAssertEqual(applied.rebuilt, new, "\(old) → \(new), limit \(limit)")
            XCTAssertEqual((applied.kept + applied.removed).sorted(), Array(old.indices), "every old line is kept or removed once")
            if applied.kept.count < longestCommonSubsequence(old, new) { cutShort += 1 }
        }
        XCTAssertGreaterThan(cutShort, 0, "some searches were cut short")
    }

    /// The limit leaves ordinary differences their shortest script: 450 of 900 lines changed
    /// (900 edits: about 820,000 points kept of the million allowed).
    func testDiffWithinTheLimitStaysShortest() {
        let old = (0..<900).map { Substring("line \($0)") }
        let new = old.indices.map { $0 % 2 == 0 ? old[$0] : Substring("changed \($0)") }
        let edits = LineDiff.edits(old, new)
        let kept = edits.filter { if case .same = $0 { return true } else { return false } }.count
        XCTAssertEqual(kept, 450)
        XCTAssertEqual(edits.count, 450 + 450 + 450, "450 kept, 450 removed, 450 added")
        // Twice as many changes are past the limit: the differing middle is replaced whole.
        let longer = (0..<1_800).map { Substring("line \($0)") }
        let changed = longer.indices.map { $0 % 2 == 0 ? longer[$0] : Substring("changed \($0)") }
        let cut = LineDiff.edits(longer, changed)
        XCTAssertEqual(cut.filter { if case .same = $0 { return true } else { return false } }.count, 1, "only the common first line")
    }

    /// Up to `count` lines of "a", "b" and "c".
    private func randomLines(upTo count: Int, using generator: inout SplitMix64) -> [Substring] {
        (0..<Int.random(in: 0...count, using: &generator)).map { _ in Substring(["a", "b", "c"].randomElement(using: &generator)!) }
    }

    /// The script applied to `old`: the lines it builds, and which old lines it keeps (each equal
    /// to the new line it is kept as) and which it removes.
    private func apply(_ edits: [LineDiff.Edit], old: [Substring], new: [Substring]) -> (rebuilt: [Substring], kept: [Int], removed: [Int]) {
        var rebuilt: [Substring] = []
        var kept: [Int] = []
        var removed: [Int] = []
        for edit in edits {
            switch edit {
            case .same(let o, let n):
                XCTAssertEqual(old[o], new[n])
                rebuilt.append(new[n])
                kept.append(o)
            case .added(let n): rebuilt.append(new[n])
            case .removed(let o): removed.append(o)
            }
        }
        return (rebuilt, kept, removed)
    }

    private func longestCommonSubsequence(_ a: [Substring], _ b: [Substring]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
