import XCTest
import KassiosHierarchy

/// `HierarchyFormat.detect` and `--format` names.
final class FormatDetectionTests: XCTestCase {
    func testEveryFixtureIsDetected() throws {
        let expected: [String: HierarchyFormat] = [
            "appium-bare.xml": .appium, "appium-nasty.xml": .appium, "axe-complete.json": .idb,
            "idb-nested-nasty.json": .idb, "idb-point.json": .idb, "inventory-nasty.json": .inventory,
            "xcodebuildmcp.md": .idb, "xcuitest-appium-value.json": .xcuitest, "xcuitest-failure-message.txt": .xcuitest,
            "xcuitest-nasty.txt": .xcuitest, "xcuitest-old-xcode.txt": .xcuitest, "xcuitest-po-literal.txt": .xcuitest,
        ]
        XCTAssertEqual(Set(try Fixture.names(in: Fixture.fixtures)), Set(expected.keys), "a fixture without an expectation")
        for (name, format) in expected {
            XCTAssertEqual(HierarchyFormat.detect(try Fixture.bytes(name)), format, name)
        }
        for name in try Fixture.names(in: Fixture.dumps) {
            let format: HierarchyFormat = name.hasSuffix(".txt") ? .xcuitest : name.hasSuffix(".xml") ? .appium
                : name.contains(".inventory.") ? .inventory : name.contains(".kassios.") ? .kassios : .idb
            XCTAssertEqual(HierarchyFormat.detect(try Fixture.bytes(at: Fixture.dumps.appendingPathComponent(name))), format, name)
        }
    }

    func testDamagedDumpsAreStillRecognisedSoTheErrorSaysWhatIsWrong() {
        let cases: [(String, HierarchyFormat)] = [
            (#"[{"AXFrame": "{{0, 0}, {1, 1}}", "AXLabel": "Fin"#, .idb),
            (#"{"kassiosHierarchy": 1, "root": {"type": "#, .kassios),
            (#"[{"identifier": "a", "type": "button", "isHittable": tr"#, .inventory),
            (#"{"value": "Attributes: Application, 0x1, pid: 2\n Element subtree:\n \u2192Appl"#, .xcuitest),
            (#"{"value": "<?xml version=\"1.0\"?><AppiumAUT><XCUIElementTypeAppl"#, .appium),
            ("<?xml version=\"1.0\"?>\n<AppiumAUT>\n<XCUIElementTypeApplication", .appium),
            ("Element subtree:\n →Application, 0x1, pid: 2, label: 'Fi", .xcuitest),
            ("\"Attributes: Application, 0x1\\nElement subtree:", .xcuitest),
            ("Query chain:\n →Find: Target Application 'x'\n", .xcuitest),
        ]
        for (text, format) in cases {
            XCTAssertEqual(HierarchyFormat.detect(Array(text.utf8)), format, text)
        }
    }

    func testNothingKnown() {
        for text in ["", "   \n", "hello", "{}", "[]", "[1, 2]", #"{"foo": 1}"#, "```json\n{}\n```", "\u{FEFF}"] {
            XCTAssertNil(HierarchyFormat.detect(Array(text.utf8)), text)
        }
        assertReadError("hello", "1:1: expected a hierarchy dump: XCUITest debugDescription text, idb/AXe JSON, Appium XML, a KassiOS inventory or kassios JSON")
        assertReadError(" \n", "1:1: expected a hierarchy dump, found an empty input")
    }

    func testFormatNames() {
        let names: [String: HierarchyFormat] = [
            "xcuitest": .xcuitest, "debugDescription": .xcuitest, "idb": .idb, "axe": .idb, "XcodeBuildMCP": .idb,
            "appium": .appium, "xml": .appium, "inventory": .inventory, "kassios": .kassios, "json": .kassios,
        ]
        for (name, format) in names { XCTAssertEqual(HierarchyFormat(name: name), format, name) }
        XCTAssertNil(HierarchyFormat(name: "yaml"))
        for format in HierarchyFormat.allCases { XCTAssertEqual(HierarchyFormat(name: format.rawValue), format) }
    }

    func testAForcedFormatKeepsItsEnvelopeAndOtherwiseSaysWhatItExpected() throws {
        XCTAssertEqual(try Fixture.read("xcodebuildmcp.md", format: .idb).envelope, .markdownFence)
        XCTAssertEqual(try Fixture.read("xcuitest-po-literal.txt", format: .xcuitest).envelope, .swiftStringLiteral)
        XCTAssertEqual(try Fixture.read("xcuitest-appium-value.json", format: .xcuitest).envelope, .webDriverValue)
        assertReadError(try Fixture.bytes("appium-bare.xml"), "1:1: expected a JSON value (object, array, string, number, true, false or null), found '<XCUIElement…'",
                        format: .idb)
        assertReadError(try Fixture.bytes("idb-point.json"), "1:1: expected an element subtree: no 'Element subtree:' section and no root line starting with '→'",
                        format: .xcuitest)
        assertReadError(try Fixture.bytes("idb-point.json"),
                        "1:1: at $: expected an array of {\"identifier\", \"type\", \"label\", \"isHittable\"} objects, found an object without 'elements'",
                        format: .inventory)
    }
}
