import XCTest
import KassiosHierarchy

/// The element tree itself: walking it, comparing it, rebuilding it.
final class HierarchyModelTests: XCTestCase {
    func testWalksGiveDocumentOrderAndAncestors() throws {
        let hierarchy = try Fixture.read("xcuitest-old-xcode.txt")
        XCTAssertEqual(hierarchy.elementCount, 13)
        XCTAssertEqual(hierarchy.elements().map(\.depth), [0, 1, 2, 3, 4, 4, 3, 4, 5, 5, 4, 3, 4])
        var paths: [String] = []
        hierarchy.forEach { element, ancestors in
            XCTAssertEqual(ancestors.count, element.depth)
            if element.identifier != nil {
                paths.append((ancestors.map(\.type.name) + [element.identifier ?? ""]).joined(separator: "/"))
            }
        }
        XCTAssertEqual(paths, [
            "application/window/other/Transfer",
            "application/window/other/table/transfer.recipient",
            "application/window/other/table/cell/transfer.amount",
            "application/window/other/table/transfer.review",
        ])
    }

    func testEqualityIgnoresPositionsOnly() throws {
        let text = try Fixture.read("xcuitest-old-xcode.txt")
        let json = try HierarchyReader.read(HierarchyJSONWriter.write(text))
        XCTAssertNotEqual(text.root.children[0].line, json.root.children[0].line)
        XCTAssertEqual(text.root, json.root)
        var changed = json.root
        changed.children[0].children[0].children[0].label = "Transfer"
        XCTAssertNotEqual(changed, text.root)
        XCTAssertTrue(changed.hasSameFields(as: text.root), "only a grandchild differs")
    }

    func testMappedRebuildsEveryElement() throws {
        let hierarchy = try Fixture.read("xcuitest-old-xcode.txt")
        let mapped = hierarchy.root.mapped { element in
            element.identifier = element.identifier.map { "x." + $0 }
        }
        XCTAssertEqual(Hierarchy(root: mapped, format: .kassios).elements().compactMap(\.identifier),
                       ["x.Transfer", "x.transfer.recipient", "x.transfer.amount", "x.transfer.review"])
        XCTAssertEqual(Hierarchy(root: mapped, format: .kassios).elementCount, hierarchy.elementCount)
    }

    func testFrameDescriptionIsCGRectNotation() {
        XCTAssertEqual(ElementFrame(x: -0.5, y: 20, width: 393, height: 44.25).description, "{{-0.5, 20}, {393, 44.25}}")
    }
}
