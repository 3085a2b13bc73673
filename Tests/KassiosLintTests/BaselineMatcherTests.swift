@testable import KassiosLint
import XCTest

/// A gated run filters findings by the digests of the baseline's entries: the same entry (argument
/// labels aside) has the same digest, and entries that differ anywhere have different ones.
final class BaselineMatcherTests: XCTestCase {
    let entry = Baseline.Entry(file: "UITests/Login.swift", rule: "runtime-identifier",
                               message: "built with interpolation of \"i\"; returned by IDs.row(_:_:)", lineText: "cell(\"row.\\(i)\")")

    func digest(_ entry: Baseline.Entry) -> BaselineMatcher.Digest { BaselineMatcher.digest(of: entry) }

    func testTheSameEntryHasTheSameDigestLabelsAside() {
        XCTAssertEqual(digest(entry), digest(entry))
        var older = entry
        older.message = "built with interpolation of \"i\"; returned by IDs.row()"
        XCTAssertEqual(digest(older), digest(entry), "matched as Baseline.matching has it")
    }

    /// As the strings compared equal: text written with a precomposed `é` matches the same text
    /// written as `e` and a combining accent (a baseline recorded where file names are decomposed).
    func testCanonicallyEquivalentTextHasTheSameDigest() {
        let composed = Baseline.Entry(file: "UITests/\u{E9}cran.swift", rule: "missing-onload", message: "\u{C9}cranScreen has no onLoad",
                                      lineText: "final class \u{C9}cranScreen: KassScreen {")
        let decomposed = Baseline.Entry(file: "UITests/e\u{301}cran.swift", rule: "missing-onload", message: "E\u{301}cranScreen has no onLoad",
                                        lineText: "final class E\u{301}cranScreen: KassScreen {")
        XCTAssertEqual(digest(composed), digest(decomposed))
        XCTAssertNotEqual(digest(composed), digest(Baseline.Entry(file: "UITests/ecran.swift", rule: composed.rule,
                                                                  message: composed.message, lineText: composed.lineText)))
    }

    func testEntriesThatDifferAnywhereHaveDifferentDigests() {
        var digests: Set<BaselineMatcher.Digest> = [digest(entry)]
        for field in 0..<4 {
            for change in ["x", "", " "] {
                var other = entry
                switch field {
                case 0: other.file += change
                case 1: other.rule += change
                case 2: other.message += change
                default: other.lineText += change
                }
                if change.isEmpty { continue }
                XCTAssertTrue(digests.insert(digest(other)).inserted, "field \(field) + \(change.debugDescription)")
            }
        }
        // The same bytes cut into fields in other places.
        let shifted = [
            Baseline.Entry(file: "ab", rule: "c", message: "", lineText: ""),
            Baseline.Entry(file: "a", rule: "bc", message: "", lineText: ""),
            Baseline.Entry(file: "abc", rule: "", message: "", lineText: ""),
            Baseline.Entry(file: "", rule: "", message: "", lineText: "abc"),
            Baseline.Entry(file: "", rule: "", message: "abc", lineText: ""),
        ]
        XCTAssertEqual(Set(shifted.map(digest)).count, shifted.count)
    }

    func testEachEntryAbsorbsOneFinding() {
        let finding = Finding(rule: entry.rule, severity: .error, file: entry.file, line: 3, column: 9, message: entry.message)
        let other = Finding(rule: "missing-onload", severity: .error, file: entry.file, line: 1, column: 1, message: "no onLoad")
        let matcher = BaselineMatcher(Baseline(entries: [entry]))
        let key = digest(entry)
        let otherEntry = Baseline.Entry(file: other.file, rule: other.rule, message: other.message, lineText: "final class A {")
        let otherKey = digest(otherEntry)
        XCTAssertEqual(matcher.filter([finding, other, finding], keys: [key, otherKey, key]).map(\.line), [1, 3],
                       "the second identical finding is new, and so is the one not in the baseline")
        // Two entries alike absorb two findings, and no third.
        let twice = BaselineMatcher(Baseline(entries: [entry, otherEntry, entry]))
        XCTAssertEqual(twice.filter([finding, finding, other, finding, other], keys: [key, key, otherKey, key, otherKey]).map(\.line),
                       [3, 1], "the third finding of the entry and the second of the other are new")
        // Filtering counts down a copy: the matcher itself still has every entry.
        XCTAssertEqual(twice.filter([finding, finding], keys: [key, key]).map(\.line), [])
    }
}
