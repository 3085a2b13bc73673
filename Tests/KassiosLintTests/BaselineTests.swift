@testable import KassiosLint
import XCTest

final class BaselineTests: XCTestCase {
    static let before = """
    final class RowsScreen: KassScreen {
        lazy var list = table("rows.list")
        override var onLoad: [KassElement] { [list] }
        func row(_ i: Int) -> KassElement { cell("row.\\(i)") }
    }
    final class ReceiptScreen: KassScreen {
        lazy var total = staticText("receipt.total")
    }
    """

    func run(_ source: String, baseline: Baseline? = nil) -> LintResult {
        var options = LintOptions()
        options.recordsBaseline = true
        options.baseline = baseline
        return LintRunner.run(sources: [("Screens.swift", source)], options: options)
    }

    func testBaselineHidesRecordedFindingsEvenWhenLinesShift() throws {
        let recorded = try XCTUnwrap(run(BaselineTests.before).recordedBaseline)
        XCTAssertEqual(recorded.entries.count, 2)
        let shifted = "import XCTest\n\n// a new comment\n" + BaselineTests.before
        XCTAssertEqual(run(shifted, baseline: recorded).findings, [])
    }

    func testNewFindingsStillShowAndFixedOnesDisappear() throws {
        let recorded = try XCTUnwrap(run(BaselineTests.before).recordedBaseline)
        let changed = BaselineTests.before
            .replacingOccurrences(of: "    lazy var total = staticText(\"receipt.total\")\n",
                                  with: "    lazy var total = staticText(\"receipt.total\")\n    override var onLoad: [KassElement] { [total] }\n")
            + "\nfinal class NewScreen: KassScreen {\n    func cell(_ n: Int) -> KassElement { cell(\"new.\\(n)\") }\n}\n"
        let findings = run(changed, baseline: recorded).findings.map { "\($0.line) \($0.rule)" }
        XCTAssertEqual(findings, ["10 missing-onload", "11 runtime-identifier"])
    }

    func testIdenticalFindingsAreCounted() throws {
        let one = "final class A: KassScreen {\n    lazy var t = button(\"t\")\n    override var onLoad: [KassElement] { [t] }\n    func a(_ i: Int) -> KassElement { cell(\"r.\\(i)\") }\n}\n"
        let recorded = try XCTUnwrap(run(one).recordedBaseline)
        let twice = one.replacingOccurrences(of: "    func a", with: "    func a(_ i: Int) -> KassElement { cell(\"r.\\(i)\") }\n    func a")
        XCTAssertEqual(run(twice, baseline: recorded).findings.count, 1, "the second identical finding is new")
    }

    /// A baseline an earlier kassios wrote names a call given values as `row()`; this one writes
    /// `row(_:_:)`: the finding it recorded stays hidden. Only a parenthesis of labels is left out.
    func testACallsArgumentLabelsDoNotBringABaselinedFindingBack() throws {
        let source = "final class A: KassScreen {\n    lazy var t = button(\"t\")\n    override var onLoad: [KassElement] { [t] }\n    func a(_ i: Int) -> KassElement { cell(IDs.row(i, 2)) }\n}\n"
        var recorded = try XCTUnwrap(run(source).recordedBaseline)
        XCTAssertEqual(recorded.entries.count, 1)
        XCTAssertTrue(recorded.entries[0].message.contains("IDs.row(_:_:)"), recorded.entries[0].message)
        recorded.entries[0].message = recorded.entries[0].message.replacingOccurrences(of: "IDs.row(_:_:)", with: "IDs.row()")
        XCTAssertEqual(run(source, baseline: recorded).findings, [])
        XCTAssertEqual(Baseline.withoutArgumentLabels("by walletItem(walletName:) and row(_:_:) (a query subscript: x)"),
                       "by walletItem() and row() (a query subscript: x)")
    }

    /// An entry is matched with its message's argument labels left out; a message without any is
    /// matched as it reads.
    func testAnEntryIsMatchedWithoutItsArgumentLabels() {
        let entry = Baseline.Entry(file: "A.swift", rule: "runtime-identifier", message: "by row(_:_:) (a query: x)", lineText: "x")
        XCTAssertEqual(Baseline.matching(entry).message, "by row() (a query: x)")
        let plain = Baseline.Entry(file: "A.swift", rule: "unused-element", message: "A.b is never used: no test (or robot)", lineText: "x")
        XCTAssertEqual(Baseline.matching(plain).message, plain.message)
    }

    func testLineNumbersInMessagesAreNormalized() {
        XCTAssertEqual(Baseline.normalized("empty on the path at line 42, so"), "empty on the path at line _, so")
        XCTAssertEqual(Baseline.normalized("no line here"), "no line here")
        // Counts too: raw-query-in-test's "6 inline interactions" is 7 after a swipe added elsewhere in the test.
        XCTAssertEqual(Baseline.normalized("6 inline interactions (a, b) at line 12."), "_ inline interactions (a, b) at line _.")
        // Digits of a name, or a word, stay.
        XCTAssertEqual(Baseline.normalized("resolves to \"home.tab_0\" in S12Screen, the 2nd of v1.2"),
                       "resolves to \"home.tab_0\" in S12Screen, the 2nd of v1.2")
    }

    /// Entries name files relative to the baseline's folder, whatever folder kassios runs from and
    /// whatever `..` the paths given hold; a file outside it as before, relative to where kassios runs.
    func testBaselinePathsAreTheSameFromAnyFolder() {
        XCTAssertEqual(Baseline.path("UITests/A.swift", from: "/repo", relativeTo: "/repo"), "UITests/A.swift")
        XCTAssertEqual(Baseline.path("A.swift", from: "/repo/UITests", relativeTo: "/repo"), "UITests/A.swift")
        XCTAssertEqual(Baseline.path("UITests/../UITests/./A.swift", from: "/repo", relativeTo: "/repo"), "UITests/A.swift")
        XCTAssertEqual(Baseline.path("/repo/UITests/A.swift", from: "/elsewhere", relativeTo: "/repo"), "UITests/A.swift")
        XCTAssertEqual(Baseline.path("UITests/A.swift", from: "/repo", relativeTo: "/repo/.kassios"), "UITests/A.swift",
                       "a baseline in a folder of its own: as recorded before")
        XCTAssertEqual(Baseline.path("/other/A.swift", from: "/repo", relativeTo: "/repo"), "/other/A.swift")
    }

    /// A baselined finding whose message holds a count stays hidden when the count changes with an
    /// edit elsewhere; a baseline written with the number in it still matches.
    func testACountInTheMessageDoesNotBringAFindingBack() throws {
        let entry = Baseline.Entry(file: "T.swift", rule: "raw-query-in-test", message: "6 inline interactions", lineText: "func test() {")
        let baseline = Baseline(entries: [entry])
        let keys = [Baseline.entry(for: Finding(rule: "raw-query-in-test", severity: .warning, file: "T.swift", line: 3, column: 5,
                                                message: "7 inline interactions"), lineText: "func test() {")]
        var reread = BaselineMatcher(try Baseline(bytes: Array(baseline.serialized().utf8), path: "b.json"))
        XCTAssertEqual(reread.filter([Finding(rule: "raw-query-in-test", severity: .warning, file: "T.swift", line: 3, column: 5,
                                              message: "7 inline interactions")], keys: keys.map(BaselineMatcher.digest(of:))), [])
    }

    func testLineTextsAreTrimmedOfSurroundingWhitespaceOnly() {
        XCTAssertEqual(Baseline.trimmed("    let a = 1 \t"), "let a = 1")
        XCTAssertEqual(Baseline.trimmed("let a = 1"), "let a = 1")
        XCTAssertEqual(Baseline.trimmed(" \t "), "")
        XCTAssertEqual(Baseline.trimmed("\u{A0} é \u{3000}"), "é", "non-ASCII spaces are whitespace too")
        XCTAssertEqual(Baseline.trimmed("  a\u{A0}b  "), "a\u{A0}b")
    }

    func testFileRoundTripIsStableAndSorted() throws {
        let baseline = Baseline(entries: [
            .init(file: "b.swift", rule: "r", message: "m \"q\"", lineText: "x"),
            .init(file: "a.swift", rule: "r", message: "m", lineText: "y"),
        ])
        let text = baseline.serialized()
        XCTAssertEqual(text, """
        {
          "version": 1,
          "findings": [
            {"file": "a.swift", "rule": "r", "line_text": "y", "message": "m"},
            {"file": "b.swift", "rule": "r", "line_text": "x", "message": "m \\"q\\""}
          ]
        }

        """)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-baseline-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(text.utf8).write(to: url)
        XCTAssertEqual(try Baseline(contentsOf: url.path), baseline)
        try Data("{\"version\": 9}".utf8).write(to: url)
        XCTAssertThrowsError(try Baseline(contentsOf: url.path)) { XCTAssertTrue("\($0)".contains("version 1")) }
        try Data("[1,2]".utf8).write(to: url)
        XCTAssertThrowsError(try Baseline(contentsOf: url.path))
    }

    /// One reader for the file, byte-level: what kassios writes reads back whole, and so does
    /// any valid JSON of the same shape; bad JSON is reported at its line and column.
    func testTheReaderReadsWhatKassiosWritesAndAnyValidJSONOfThatShape() throws {
        let baseline = Baseline(entries: [
            .init(file: "Screens/Ä.swift", rule: "r", message: "tab\t quote\" back\\ nl\n é ☺ \u{2028} \u{1}", lineText: "let a = \"x\""),
            .init(file: "b.swift", rule: "s", message: "m", lineText: ""),
        ])
        XCTAssertEqual(try Baseline.entries(in: Array(baseline.serialized().utf8), path: "b.json"), baseline.entries)

        let one = [Baseline.Entry(file: "a", rule: "r", message: "m", lineText: "t")]
        let extraKey = #"{"version": 1, "findings": [{"file": "a", "rule": "r", "line_text": "t", "message": "m", "note": 3}]}"#
        XCTAssertEqual(try Baseline.entries(in: Array(extraKey.utf8), path: "b.json"), one, "other keys are ignored")
        XCTAssertEqual(try Baseline.entries(in: Array(("\u{FEFF}" + extraKey).utf8), path: "b.json"), one, "a byte-order mark is skipped")
        let surrogates = #"{"version": 1, "findings": [{"file": "a", "rule": "r", "line_text": "\ud83d\ude00", "message": "m"}]}"#
        XCTAssertEqual(try Baseline.entries(in: Array(surrogates.utf8), path: "b.json").map(\.lineText), ["😀"])
        let repeatedKey = #"{"version": 2, "version": 1, "findings": [{"file": "x", "file": "a", "rule": "r", "line_text": "t", "message": "m"}]}"#
        XCTAssertEqual(try Baseline.entries(in: Array(repeatedKey.utf8), path: "b.json"), one, "the last of a repeated key counts")
        XCTAssertEqual(try Baseline.entries(in: Array(#"{"version": 1.0, "findings": []}"#.utf8), path: "b.json"), [])

        func problem(_ text: String) -> String {
            do {
                _ = try Baseline.entries(in: Array(text.utf8), path: "b.json")
                return "no problem"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(problem(#"{"version": 1, "findings": [{"file": 1}]}"#),
                       #"b.json: finding 1 needs "file", "rule", "line_text" and "message" strings"#)
        XCTAssertEqual(problem(#"{"version": 1, "findings": ["a"]}"#),
                       #"b.json: finding 1 needs "file", "rule", "line_text" and "message" strings"#)
        XCTAssertEqual(problem("[1]"), "b.json: not a kassios baseline (expected a JSON object)")
        XCTAssertEqual(problem(#"{"version": true, "findings": []}"#),
                       #"b.json: not a kassios baseline of version 1 (expected "version" and "findings")"#)
        let broken = problem("{\n  \"version\": 1,\n  \"findings\": [\n    {\"file\": }\n")
        XCTAssertTrue(broken.hasPrefix("b.json:4:14: not a kassios baseline: "), broken)
    }
}
