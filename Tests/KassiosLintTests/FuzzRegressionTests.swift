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
}
