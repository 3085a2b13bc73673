import XCTest
import KassiosHierarchy

/// Malformed and truncated dumps: the position (line:column, and the path in JSON and XML)
/// and what was expected; lenient reads that say what they skipped.
final class HierarchyErrorTests: XCTestCase {
    // MARK: - XCUITest debugDescription

    func testDebugDescriptionErrors() {
        let head = "Element subtree:\n →Application, 0x1, pid: 7, label: 'Finch'\n"
        assertReadError("Element subtree:\n →Application, 0x1, pid: 7, label: 'Fin",
                        "2:38: expected the quote that closes 'label:', followed by ', ' and the next field or by the end of the line")
        assertReadError(head + "    Button, 0x2, {{1.0, 2.0}, {3.0}}",
                        "3:35: expected ',' between width and height in the frame, found '}}'")
        assertReadError(head + "    Button, 0x2, {{1.0, 2",
                        "3:26: expected '}' after the frame's origin, found end of line")
        assertReadError(head + "    Button, 0x2, {{1.0, two}, {3.0, 4.0}}",
                        "3:25: expected a number for the frame's y, found 'two}, {3.0, …'")
        assertReadError(head + "     Button, 0x2, {{1.0, 2.0}, {3.0, 4.0}}",
                        "3:1: expected an indentation of 2 + 2 × depth spaces (4, 6, 8…) for an element below the root, found 5")
        assertReadError(head + "      Button, 0x2, {{1.0, 2.0}, {3.0, 4.0}}",
                        "3:1: expected at most 4 spaces of indentation (one level below the line above), found 6")
        assertReadError(head + " →Application, 0x3, pid: 8",
                        "3:2: expected one root element: a second line starts with '→'")
        assertReadError(head + "    Button, 0x2, {{1.0, 2.0}, {3.0, 4.0}} label: 'x'",
                        "3:42: expected ', ' and the next field, found ' label: 'x''")
        assertReadError(head + "    Button, 0x2, {{1.0, 2.0}, {3.0, 4.0}}, label 'x'",
                        "3:44: expected a field (an address, a frame '{{x, y}, {w, h}}', 'identifier:', 'label:', 'value:' or a flag such as 'Selected'), found 'label 'x''")
        assertReadError(head + "    Button, 0x, {{1.0, 2.0}, {3.0, 4.0}}",
                        "3:15: expected hexadecimal digits of the address after '0x', found ', {{1.0, 2.0…'")
        assertReadError(head + "    Button, 0x2, label: x",
                        "3:25: expected a single-quoted value after 'label: ', found 'x'")
        assertReadError(head + "    button, 0x2",
                        "2:45: expected ', ' and the next field or the end of the element, found a line break: the next line does not start like an element ('Type, …' indented 2 + 2 × depth spaces)")
        assertReadError("Element subtree:\n    Button, 0x2, {{1.0, 2.0}, {3.0, 4.0}}\n",
                        "2:5: expected the subtree's root line, starting with '→', found 'Button, 0x2,…'")
        assertReadError("Attributes: Application, 0x1, pid: 7\nQuery chain:\n →Find: Target Application 'x'\n",
                        "1:1: expected an 'Element subtree:' section: this description has only a query chain, which XCTest prints when the app did not answer (busy or hung)")
    }

    func testErrorsInsideWrappersPointIntoTheFile() {
        // An lldb literal: line 1, the column of the escaped text.
        assertReadError(#""Element subtree:\n →Application, 0x1, pid: x""#, "1:47: expected the process id after 'pid: ', found 'x'")
        assertReadError(#""Element subtree:\q""#, #"1:18: expected one of \n \t \r \0 \\ \" \' \u{…}, found '\q…'"#)
        assertReadError(#""Element subtree:\n →Application"#, "1:1: expected '\"' to close the string literal that starts here, found end of input")
        assertReadError(#""Element subtree:\n →Application, 0x1, pid: 7" trailing"#,
                        "1:50: expected end of input after the string literal, found 'trailing'")
        // Appium's {"value": …}: the JSON escape `\u2192` is six bytes in the file.
        assertReadError("{\"value\":\n  \"Element subtree:\\n \\u2192Application, 0x1, pid: x\"}",
                        "2:52: expected the process id after 'pid: ', found 'x'")

        // A truncated response whose text says nothing of its format yet: still where it breaks.
        assertReadError(#"{"value": "abc"#, "1:11: expected '\"' to close the string that starts here, found end of input "
                        + "(the dump is JSON that does not parse, so its format cannot be told)")
        assertReadError("[{\"foo\": 1,\n", "2:1: expected a member name in double quotes, found end of input "
                        + "(the dump is JSON that does not parse, so its format cannot be told)")
    }

    // MARK: - JSON

    func testJSONSyntaxErrors() {
        assertReadError(#"[{"AXFrame": "{{0, 0}, {1, 1}}", "AXLabel": "Fin"#,
                        "1:45: expected '\"' to close the string that starts here, found end of input")
        assertReadError("[{\"AXLabel\": \"Finch\"},\n", "2:1: expected a JSON value, found end of input (the array opened at byte 1 is not closed)")
        assertReadError(#"[{"AXLabel": "Finch"},]"#, "1:23: expected another item after ',', found ']' (JSON allows no trailing comma)")
        assertReadError(#"[{"AXLabel": "Finch" "AXValue": 1}]"#, "1:22: expected ',' or '}' after a member, found '\"AXValue\": 1…'")
        assertReadError(#"[{"AXLabel" "Finch"}]"#, "1:13: expected ':' after the member name 'AXLabel', found '\"Finch\"}]'")
        assertReadError(#"[{"AXLabel": 'Finch'}]"#, "1:14: expected a JSON value (object, array, string, number, true, false or null), found ''Finch'}]'")
        assertReadError(#"[{"AXLabel": "F\x"}]"#, #"1:16: expected one of \" \\ \/ \b \f \n \r \t \uXXXX, found '\x"}]'"#)
        assertReadError(#"[{"AXLabel": "F\u12"}]"#, "1:20: expected 4 hexadecimal digits after '\\u', found '\"}]'")
        assertReadError("[{\"AXLabel\": \"F\ti\"}]", "1:16: expected '\\n', '\\t' or another escape: a JSON string cannot hold a raw control character (byte 9)")
        assertReadError(#"[{"AXValue": 012}]"#, "1:14: expected no leading zero in a JSON number, found '012}]'")
        assertReadError(#"[{"AXValue": 1.}]"#, "1:16: expected a digit after the decimal point, found '}]'")
        assertReadError(#"[{"AXValue": tru}]"#, "1:14: expected 'true', found 'tru}]'")
        assertReadError(#"[{"AXLabel": "Finch"}] x"#, "1:24: expected end of input after the JSON value, found 'x'")
    }

    func testIdbFieldErrorsHavePaths() {
        assertReadError(#"[{"type": "Button", "enabled": "yes"}]"#, "1:32: at $[0].enabled: expected true, false or null, found the string 'yes'")
        assertReadError(#"[{"type": "Button", "AXFrame": "{{0, 0}, {1}}"}]"#,
                        "1:32: at $[0].AXFrame: expected a frame '{{x, y}, {width, height}}', found '{{0, 0}, {1}}'")
        assertReadError(#"[{"type": "Application", "children": [{"role": "AXGroup", "children": [{"type": "Button", "frame": {"x": 1, "y": "2", "width": 3, "height": 4}}]}]}]"#,
                        "1:114: at $[0].children[0].children[0].frame.y: expected a number for 'y' in the frame, found the string '2'")
        assertReadError(#"[{"type": "Button", "frame": {"x": 1, "y": 2, "width": 3}}]"#,
                        "1:30: at $[0].frame: expected a number for 'height' in the frame, found no 'height'")
        assertReadError(#"[{"type": "Button", "children": {"type": "Key"}}]"#,
                        "1:33: at $[0].children: expected an array of child elements or null, found an object")
        assertReadError(#"[{"type": "Button", "AXLabel": ["Sign", "In"]}]"#,
                        "1:32: at $[0].AXLabel: expected a string, a number or null, found an array")
        assertReadError(#"[{"type": "Button", "odd key": 1, "AXLabel": {}}]"#,
                        "1:46: at $[0].AXLabel: expected a string, a number or null, found an object")
        assertReadError("[1]", "1:2: at $[0]: expected an element object, found the number 1", format: .idb)
        assertReadError("[]", "1:1: at $: expected at least one element, found an empty array", format: .idb)
        assertReadError(#"{"backend": "ax", "truncated": false}"#,
                        "1:1: at $: expected the elements in an array under 'elements' (or 'tree', 'root', 'nodes') of this wrapper")
        assertReadError(#"{"backend": "ax", "truncated": "no", "elements": []}"#, "1:32: at $.truncated: expected true or false, found the string 'no'")
    }

    func testInventoryErrors() {
        assertReadError(#"[{"identifier": "a", "type": 99, "isHittable": true}]"#,
                        "1:30: at $[0].type: expected an XCUIElement.ElementType raw value from 0 to 82, found the number 99")
        assertReadError(#"[{"identifier": ["a"], "type": "button", "isHittable": true}]"#,
                        "1:17: at $[0].identifier: expected a string or null, found an array")
        // A number is no identifier, label or placeholder; a value may be one (a slider's).
        assertReadError(#"[{"identifier": 5, "type": "button"}]"#, "1:17: at $[0].identifier: expected a string or null, found the number 5")
        assertReadError(#"[{"identifier": "a", "label": 1.5}]"#, "1:31: at $[0].label: expected a string or null, found the number 1.5")
        assertReadError(#"[{"identifier": "a", "type": "slider", "value": true}]"#,
                        "1:49: at $[0].value: expected a string, a number or null, found true")
        assertReadError(#"[{"identifier": "a", "type": "button", "isHittable": "yes"}]"#,
                        "1:54: at $[0].isHittable: expected true, false or null, found the string 'yes'")
        assertReadError(#"[{"identifier": "a", "type": "two words", "isHittable": true}]"#,
                        "1:30: at $[0].type: expected an element type such as 'button', found the string 'two words'")
        assertReadError(#"[{"identifier": "a", "isHittable": true}, "b"]"#,
                        "1:43: at $[1]: expected an object with 'identifier', 'type', 'label' and 'isHittable', found the string 'b'")
    }

    func testLenientInventoryWarnsOfANumberIdentifierAndKeepsTheElementWithoutOne() throws {
        let hierarchy = try HierarchyReader.read(#"[{"identifier": 5, "type": "button", "label": "Go"}]"#, lenient: true)
        XCTAssertEqual(hierarchy.root.children.map(\.identifier), [nil])
        XCTAssertEqual(hierarchy.root.children.map(\.label), ["Go"])
        XCTAssertEqual(hierarchy.warnings.map(\.description), ["1:17: at $[0].identifier: expected a string or null, found the number 5"])
    }

    // MARK: - XML

    func testXMLErrors() {
        let open = "<AppiumAUT>\n  <XCUIElementTypeApplication name=\"Finch\">\n"
        assertReadError("<AppiumAUT>\n  <XCUIElementTypeApplication name=\"Finch\"",
                        "2:3: at /AppiumAUT: expected '>' or '/>' to end the tag '<XCUIElementTypeApplication' that starts here, found end of input")
        assertReadError(open + "  </XCUIElementTypeWindow>",
                        "3:3: at /AppiumAUT/XCUIElementTypeApplication: expected '</XCUIElementTypeApplication>' to close the element opened at 2:3, found '</XCUIElementTypeWindow>'")
        assertReadError(open, "3:1: at /AppiumAUT/XCUIElementTypeApplication: expected '</XCUIElementTypeApplication>' to close the element opened at 2:3, found end of input")
        assertReadError(open + "    <XCUIElementTypeButton label=\"a&nbsp;b\"/>",
                        "3:36: at /AppiumAUT/XCUIElementTypeApplication: expected '&lt;', '&gt;', '&amp;', '&quot;', '&apos;' or a character reference, found '&nbsp;'")
        assertReadError(open + "    <XCUIElementTypeButton label=\"a < b\"/>",
                        "3:37: at /AppiumAUT/XCUIElementTypeApplication: expected '&lt;' for '<' inside an attribute value")
        assertReadError(open + "    <XCUIElementTypeButton enabled=\"yes\"/>",
                        "3:28: at /AppiumAUT/XCUIElementTypeApplication: expected \"true\" or \"false\", found 'yes'")
        assertReadError(open + "    <XCUIElementTypeButton x=\"ten\" y=\"1\" width=\"2\" height=\"3\"/>",
                        "3:28: at /AppiumAUT/XCUIElementTypeApplication: expected a number for 'x', found 'ten'")
        assertReadError(open + "    <XCUIElementTypeButton x=\"1\" y=\"1\"/>",
                        "3:5: at /AppiumAUT/XCUIElementTypeApplication: expected all of 'x', 'y', 'width' and 'height', or none")
        assertReadError(open + "    <div class=\"web\"/>",
                        "3:5: at /AppiumAUT/XCUIElementTypeApplication: expected an XCUIElementType… element, found <div>; read as 'other'")
        assertReadError(open + "    <XCUIElementTypeButton name=\"a\" name=\"b\"/>",
                        "3:37: at /AppiumAUT/XCUIElementTypeApplication: expected each attribute once, found a second 'name'")
        assertReadError(open + "    <XCUIElementTypeButton name=\"a\"label=\"b\"/>",
                        "3:36: at /AppiumAUT/XCUIElementTypeApplication: expected a blank, '>' or '/>' after the attribute, found 'label=\"b\"/>'")
        assertReadError("<XCUIElementTypeApplication/>\n<XCUIElementTypeApplication/>",
                        "2:1: expected end of input after the root element, found '<XCUIElement…'")
        assertReadError("<?xml version=\"1.0\"?>\n<!-- nothing here -->\n", "3:1: expected an XCUIElementType… element, found end of input")
        assertReadError("<?xml version=\"1.0\"?>\n<!-- unclosed\n", "2:1: expected '-->' to close the comment that starts here, found end of input")
    }

    // MARK: - Lenient reads

    func testLenientDebugDescriptionKeepsWhatItCanAndSaysWhat() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Finch'
                Button, 0x2, {{1.0, 2.0}, {3.0, 4.0}}, identifier: 'ok', label "broken"
                   StaticText, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, label: 'odd indentation'
                Button, 0x4, {{1.0, oops}, {3.0, 4.0}}, identifier: 'lost'
                        Other, 0x5, {{0.0, 0.0}, {1.0, 1.0}}, identifier: 'too deep'
            """
        XCTAssertThrowsError(try HierarchyReader.read(text))
        let hierarchy = try HierarchyReader.read(text, lenient: true)
        XCTAssertEqual(render(hierarchy), #"""
            application label="Finch"
              button id=ok frame=1,2,3,4
                staticText label="odd indentation" frame=1,2,3,4
              button
                other id=too deep frame=0,0,1,1
            """#)
        XCTAssertEqual(hierarchy.warnings.map(\.description), [
            "3:62: expected a field ('identifier:', 'label:', 'placeholderValue:', 'title:', 'value:') or a flag such as 'Selected' after the quoted 'identifier:', found 'label \"broke…'; kept the fields before it",
            "4:1: expected an indentation of 2 + 2 × depth spaces (4, 6, 8…) for an element below the root, found 7",
            "5:25: expected a number for the frame's y, found 'oops}, {3.0,…'; kept the fields before it",
            "6:1: expected at most 6 spaces of indentation (one level below the line above), found 12",
        ])
    }

    func testLenientJSONStopsAtTheFirstSyntaxErrorAndKeepsWhatCameBefore() throws {
        let text = #"[{"type": "Application", "AXLabel": "Finch", "children": [{"type": "Button", "AXUniqueId": "a"}, {"type": "Button", "AXUniqueId": "b", "AXLa"#
        assertReadError(text, "1:136: expected '\"' to close the string that starts here, found end of input")
        let hierarchy = try HierarchyReader.read(text, lenient: true)
        XCTAssertTrue(hierarchy.isTruncated)
        XCTAssertEqual(render(hierarchy), #"""
            application label="Finch"
              button id=a
              button id=b
            """#)
        XCTAssertEqual(hierarchy.warnings.map(\.description),
                       ["1:136: expected '\"' to close the string that starts here, found end of input; stopped reading there, the rest of the input is skipped"])
    }

    func testLenientJSONSkipsBadFields() throws {
        let text = #"[{"type": "Button", "AXLabel": ["x"], "enabled": "yes", "AXUniqueId": "ok", "children": [2, {"type": "Key"}]}]"#
        let hierarchy = try HierarchyReader.read(text, lenient: true)
        XCTAssertEqual(render(hierarchy), """
            button id=ok
              key
            """)
        XCTAssertEqual(hierarchy.warnings.map(\.description), [
            "1:32: at $[0].AXLabel: expected a string, a number or null, found an array",
            "1:50: at $[0].enabled: expected true, false or null, found the string 'yes'",
            "1:90: at $[0].children[0]: expected an element object, found the number 2",
        ])
    }

    func testLenientXMLStopsAtTheFirstSyntaxError() throws {
        let text = "<AppiumAUT><XCUIElementTypeApplication label=\"Finch\"><XCUIElementTypeButton name=\"a\"/><XCUIElementTypeButton name=\"b\" enabled=\"maybe\"/><XCUIElementTypeButt"
        let hierarchy = try HierarchyReader.read(text, lenient: true)
        XCTAssertTrue(hierarchy.isTruncated)
        XCTAssertEqual(render(hierarchy), """
            application label="Finch"
              button id=a
              button id=b
            """)
        XCTAssertEqual(hierarchy.warnings.map(\.description), [
            "1:119: at /AppiumAUT/XCUIElementTypeApplication: expected \"true\" or \"false\", found 'maybe'",
            "1:136: at /AppiumAUT/XCUIElementTypeApplication: expected '>' or '/>' to end the tag '<XCUIElementTypeButt' that starts here, found end of input; stopped reading there, the rest of the input is skipped",
        ])
    }

    /// Cut anywhere, a JSON or XML dump is an error when strict, and when lenient a tree
    /// that says it is truncated: never a silently partial tree.
    func testEveryTruncationOfAJSONOrXMLDumpIsNoticed() throws {
        var cuts = 0
        var lenientTrees = 0
        for name in ["idb-nested-nasty.json", "appium-nasty.xml", "axe-complete.json", "inventory-nasty.json"] {
            let bytes = try Fixture.bytes(name)
            var end = bytes.count - 1
            while end > 0, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x20 { end -= 1 }
            for cut in stride(from: 1, to: end - 1, by: 7) {
                let prefix = Array(bytes[..<cut])
                XCTAssertThrowsError(try HierarchyReader.read(prefix, format: HierarchyFormat.detect(bytes)), "\(name) cut at \(cut)")
                if let lenient = try? HierarchyReader.read(prefix, format: HierarchyFormat.detect(bytes), lenient: true) {
                    XCTAssertTrue(lenient.isTruncated, "\(name) cut at \(cut)")
                    XCTAssertFalse(lenient.warnings.isEmpty, "\(name) cut at \(cut)")
                    lenientTrees += 1
                }
                cuts += 1
            }
        }
        XCTAssertGreaterThan(cuts, 300)
        // Most cuts still leave a tree to read when lenient: the checks above ran on them.
        XCTAssertGreaterThan(lenientTrees, cuts / 2, "\(lenientTrees) of \(cuts) cuts gave a lenient tree")
    }
}
