import XCTest
import KassiosHierarchy

/// kassios's own JSON: the writer's exact text, and every fixture round-tripping through it.
final class KassiosJSONTests: XCTestCase {
    func testWrittenText() throws {
        let hierarchy = try HierarchyReader.read("""
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Finch'
                TextField, 0x2, {{16.0, -0.5}, {361.25, 44.0}}, identifier: 'login.email', label: 'Say "hi"\\ ⏎', placeholderValue: 'Email', value: anna..., Keyboard Focused
                Button, 0x3, {{16.0, 100.0}, {361.0, 44.0}}, identifier: 'login.submit', Selected, Disabled
            """)
        XCTAssertEqual(HierarchyJSONWriter.write(hierarchy), #"""
            {
              "kassiosHierarchy": 1,
              "source": "xcuitest",
              "root": {
                "type": "application",
                "label": "Finch",
                "children": [
                  {
                    "type": "textField",
                    "identifier": "login.email",
                    "label": "Say \"hi\"\\ ⏎",
                    "value": "anna...",
                    "valueTruncated": true,
                    "placeholder": "Email",
                    "frame": {"x": 16, "y": -0.5, "width": 361.25, "height": 44},
                    "focused": true
                  },
                  {
                    "type": "button",
                    "identifier": "login.submit",
                    "frame": {"x": 16, "y": 100, "width": 361, "height": 44},
                    "enabled": false,
                    "selected": true
                  }
                ]
              }
            }

            """#)
    }

    func testEveryFieldRoundTrips() throws {
        var root = HierarchyElement(type: .application, synthetic: true)
        var child = HierarchyElement(type: ElementType("hologram"), identifier: "a\u{1}b", label: "tab\there\r\n\"q\"",
                                     value: "v...", valueTruncated: true, placeholder: "p", title: "t",
                                     frame: ElementFrame(x: -0.125, y: 1e-7, width: 1e20, height: 3),
                                     enabled: false, selected: true, focused: true, hittable: false, visible: true)
        child.depth = 1
        var grandchild = HierarchyElement(type: .cell, hittable: true, visible: false)
        grandchild.depth = 2
        child.children = [grandchild]
        root.children = [child, HierarchyElement(type: .other, depth: 1)]
        let hierarchy = Hierarchy(root: root, format: .inventory, isTruncated: true)
        let text = HierarchyJSONWriter.write(hierarchy)
        let read = try HierarchyReader.read(text)
        XCTAssertEqual(read.format, .kassios)
        XCTAssertEqual(read.convertedFrom, .inventory)
        XCTAssertTrue(read.isTruncated)
        XCTAssertEqual(read.root, root)
        XCTAssertEqual(HierarchyJSONWriter.write(read), text)
    }

    /// Every fixture and example dump: read, write, read again gives the same tree, and
    /// writing that gives the same bytes.
    func testEveryDumpRoundTripsThroughTheWriter() throws {
        var checked = 0
        for directory in [Fixture.fixtures, Fixture.dumps] {
            for name in try Fixture.names(in: directory) {
                let original = try HierarchyReader.read(try Fixture.bytes(at: directory.appendingPathComponent(name)))
                let text = HierarchyJSONWriter.write(original)
                let again = try HierarchyReader.read(text)
                XCTAssertEqual(again.root, original.root, name)
                XCTAssertEqual(again.convertedFrom, original.format == .kassios ? original.convertedFrom : original.format, name)
                XCTAssertEqual(HierarchyJSONWriter.write(again), text, name)
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 20)
    }

    func testReaderIsStrictAboutItsOwnSchema() {
        assertReadError(#"{"kassiosHierarchy": 2, "root": {"type": "other"}}"#,
                        "1:22: at $.kassiosHierarchy: expected schema version 1 or older: version 2 was written by a newer kassios")
        assertReadError(#"{"kassiosHierarchy": 1, "root": {"type": "other", "lable": "x"}}"#,
                        "1:51: at $.root.lable: unknown key 'lable' in an element (schema version 1)")
        assertReadError(#"{"kassiosHierarchy": 1, "root": {"type": "Button"}}"#,
                        "1:42: at $.root.type: expected an element type name such as 'button', found the string 'Button'")
        assertReadError(#"{"kassiosHierarchy": 1, "root": {"type": "other", "frame": {"x": 1, "y": 2, "width": 3}}}"#,
                        "1:60: at $.root.frame: expected a number for 'height', found no 'height'")
        assertReadError(#"{"kassiosHierarchy": 1}"#, "1:1: at $: expected the key 'root' with the root element")
        assertReadError(#"{"kassiosHierarchy": 1, "root": {"type": "other", "children": [{"type": "button", "enabled": "no"}]}}"#,
                        "1:94: at $.root.children[0].enabled: expected true or false, found the string 'no'")
    }
}
