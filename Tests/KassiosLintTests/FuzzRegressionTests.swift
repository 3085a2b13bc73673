@testable import KassiosLint
import XCTest

/// Inputs Scripts/fuzz.sh found crashing kassios, each kept here once fixed.
final class FuzzRegressionTests: XCTestCase {
    /// lint-config, 6.6 million executions in: a builder's identifier position became the
    /// size of an array (`failed to allocate 10666666666666704 bytes`), and Int.max + 1 traps.
    func testAHugeBuilderArgumentPositionIsAnErrorNotAnAllocation() {
        // Past Int.max the YAML reader gives text, not a number: still a position out of range.
        for position in ["666666666666668", "9223372036854775807", "99999999999999999999", "256"] {
            let text = "builders:\n  - { name: anyElement, identifier: \(position) }\n"
            XCTAssertThrowsError(try LintConfiguration.parse(text, path: "fuzz.yml", directory: ".")) { error in
                XCTAssertEqual("\(error)", "fuzz.yml:2:37: 'identifier' position must be from 0 to 255")
            }
        }
        let highest = try? LintConfiguration.parse("builders:\n  - { name: anyElement, identifier: 255 }\n", path: "fuzz.yml", directory: ".")
        XCTAssertEqual(highest?.model.extraBuilders.first?.requiredLabels.count, 256)
    }

    /// manifest-check, 16,763 executions in (its first run): a `\r` before a line break, besides
    /// the one a checkout adds, is part of its line. Read as `Character`s, `\r\n` was one and ran
    /// two lines together, and the diff printed for a stale manifest did not apply to it.
    func testCarriageReturnsInsideLinesKeepLinesApart() {
        XCTAssertEqual(CatchesRunner.compare(committed: "a\nb\r\r\r\nc\n", current: "a\nB\nc\n", path: "m.json"),
                       .stale(diff: "--- m.json (committed)\n+++ m.json (from the sources now)\n@@ -1,3 +1,3 @@\n a\n-b\r\r\n+B\n c\n"))
        XCTAssertEqual(CatchesRunner.compare(committed: "a\r\r\n", current: "a\r\n", path: "m.json"), .upToDate,
                       "one \\r of a line ending in \\r is the checkout's")
    }
}
