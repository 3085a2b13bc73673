import Foundation
import XCTest
import KassiosHierarchy

/// Nesting no screen has: refused past `HierarchyReader.maximumDepth` with a position,
/// skipped with a warning when lenient, and never a stack overflow. The reads run on a
/// thread with a 512 KiB stack (a secondary thread's size on macOS), so any recursion
/// over the input's depth would crash them.
final class DeepTreeTests: XCTestCase {
    static let maximum = HierarchyReader.maximumDepth

    /// Runs `body` on a thread with a small stack and waits for it.
    func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = expectation(description: "small-stack thread")
        let thread = Thread {
            body()
            done.fulfill()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        wait(for: [done], timeout: 300)
    }

    static func idbJSON(levels: Int) -> String {
        String(repeating: #"[{"type":"Other","AXUniqueId":"n","children":"#, count: levels) + "[]" + String(repeating: "}]", count: levels)
    }

    static func appiumXML(levels: Int) -> String {
        String(repeating: "<XCUIElementTypeOther name=\"n\">", count: levels) + String(repeating: "</XCUIElementTypeOther>", count: levels)
    }

    static func kassiosJSON(levels: Int) -> String {
        #"{"kassiosHierarchy": 1, "root": "# + String(repeating: #"{"type": "other", "children": ["#, count: levels - 1)
            + #"{"type": "other"}"# + String(repeating: "]}", count: levels - 1) + "}"
    }

    static func debugDescription(levels: Int) -> String {
        var text = "Element subtree:\n →Other, 0x1, {{0.0, 0.0}, {1.0, 1.0}}\n"
        for depth in 1..<levels {
            text += String(repeating: " ", count: 2 + 2 * depth) + "Other, 0x1, {{0.0, 0.0}, {1.0, 1.0}}\n"
        }
        return text
    }

    /// The column of the first element too deep: after the `maximum + 1` levels that fit, each
    /// written as one `unit`, and what comes before the first.
    static func firstTooDeep(unit: String, before: String) -> Int {
        before.utf8.count + (maximum + 1) * unit.utf8.count + 1
    }
    static let idbColumn = firstTooDeep(unit: #"[{"type":"Other","AXUniqueId":"n","children":"#, before: "[")
    static let appiumColumn = firstTooDeep(unit: #"<XCUIElementTypeOther name="n">"#, before: "")
    static let kassiosColumn = firstTooDeep(unit: #"{"type": "other", "children": ["#, before: #"{"kassiosHierarchy": 1, "root": "#)

    func testTenThousandLevelsAreRefusedWithAPosition() {
        XCTAssertEqual([Self.idbColumn, Self.appiumColumn, Self.kassiosColumn], [23_087, 15_904, 15_936], "worked out by hand once")
        let inputs: [(String, String)] = [
            (Self.idbJSON(levels: 10_000), "1:\(Self.idbColumn): elements nest deeper than 512 levels; no real screen does, so the dump is damaged"),
            (Self.appiumXML(levels: 10_000), "1:\(Self.appiumColumn): elements nest deeper than 512 levels; no real screen does, so the dump is damaged"),
            (Self.kassiosJSON(levels: 10_000), "1:\(Self.kassiosColumn): elements nest deeper than 512 levels; no real screen does, so the dump is damaged"),
            (Self.debugDescription(levels: 2_000), "515:1029: elements nest deeper than 512 levels; no real screen does, so the dump is damaged"),
        ]
        for (text, expected) in inputs {
            onSmallStack { assertReadError(text, expected) }
        }
    }

    func testLenientReadsKeepTheFirstLevelsAndCountTheRest() {
        onSmallStack {
            do {
                let hierarchy = try HierarchyReader.read(Self.idbJSON(levels: 10_000), lenient: true)
                XCTAssertEqual(hierarchy.elementCount, Self.maximum + 1)
                XCTAssertEqual(hierarchy.elements().last?.depth, Self.maximum)
                XCTAssertEqual(hierarchy.warnings.map(\.description),
                               ["1:\(Self.idbColumn): skipped \(10_000 - Self.maximum - 1) element(s) nested deeper than 512 levels, the first here"])
            } catch {
                XCTFail("\(error)")
            }
        }
    }

    func testTheDeepestTreeAllowedReadsWritesAndRoundTrips() {
        let levels = Self.maximum + 1
        onSmallStack {
            for text in [Self.idbJSON(levels: levels), Self.appiumXML(levels: levels), Self.kassiosJSON(levels: levels),
                         Self.debugDescription(levels: levels)] {
                do {
                    let hierarchy = try HierarchyReader.read(text)
                    XCTAssertEqual(hierarchy.elementCount, levels)
                    let written = HierarchyJSONWriter.write(hierarchy)
                    let again = try HierarchyReader.read(written)
                    XCTAssertEqual(again.root, hierarchy.root)
                    XCTAssertEqual(HierarchyJSONWriter.write(again), written)
                } catch {
                    XCTFail("\(error)")
                }
            }
        }
    }

    func testDeepJSONThatHoldsNoElementsParsesWithoutRecursion() {
        let nested = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        onSmallStack {
            assertReadError(nested, "1:2: at $[0]: expected an element object, found an array", format: .idb)
            assertReadError(String(repeating: "[", count: 200_000), "1:200001: expected a JSON value, found end of input (the array opened at byte 200000 is not closed)",
                            format: .idb)
            XCTAssertNil(HierarchyFormat.detect(Array(nested.utf8)))
        }
    }
}
