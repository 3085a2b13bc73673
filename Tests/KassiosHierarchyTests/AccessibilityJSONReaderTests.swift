import XCTest
import KassiosHierarchy

/// idb `ui describe-all` / `describe-point`, AXe `describe-ui` (plain and `--format
/// complete`), and XcodeBuildMCP's describe_ui answer.
final class AccessibilityJSONReaderTests: XCTestCase {
    func testNestedWithNullsNumbersAnyKeyOrderAndEscapes() throws {
        let hierarchy = try Fixture.read("idb-nested-nasty.json")
        XCTAssertEqual(hierarchy.format, .idb)
        XCTAssertEqual(hierarchy.warnings, [])
        XCTAssertEqual(render(hierarchy), #"""
            application label="Finch β" frame=0,0,393,852
              other id=nasty.container frame=0,0,393,852
                staticText id=nasty.quote label="It's \"quoted\", isn't it?" frame=16,80,361,24
                staticText id=nasty.cyrillic label="Привет, мир" frame=16,140,361,24
                button id=nasty.emoji label="🐦 Finch" frame=16.5,170.25,360.75,44 selected
                slider id=nasty.slider label="Volume" value="0.75" frame=-20,-4.5,200,31
                switch id=nasty.switch label="Notifications" value="1" frame=16,394,361,31 disabled
                secureTextField id=nasty.pin label="PIN" frame=16,431,361,44
                staticText label="Section\ttitle\nsecond line" frame=16,481,361,24
                switch id=42 label="Dark mode" frame=16,511,361,31
            """#)
    }

    func testFlatDescribeAllHangsEverythingUnderTheApplication() throws {
        let hierarchy = try HierarchyReader.read(try Fixture.bytes(at: Fixture.dumps.appendingPathComponent("Login.idb.json")))
        let elements = hierarchy.elements()
        XCTAssertEqual(hierarchy.root.type, .application)
        XCTAssertFalse(hierarchy.root.synthetic)
        XCTAssertEqual(Set(elements.dropFirst().map(\.depth)), [1])
        XCTAssertEqual(elements.count, 26)
        XCTAssertEqual(render(elements[5]), #"  staticText label="Welcome back" frame=24,230,345,34"#)
    }

    func testDescribePointIsOneObject() throws {
        let hierarchy = try Fixture.read("idb-point.json")
        XCTAssertEqual(render(hierarchy), #"button id=login.submit label="Sign In" frame=24,527,345,50"#)
    }

    func testAXeCompleteFormatWrapper() throws {
        let hierarchy = try Fixture.read("axe-complete.json")
        XCTAssertEqual(hierarchy.format, .idb)
        XCTAssertTrue(hierarchy.isTruncated, "\"truncated\": true")
        XCTAssertEqual(render(hierarchy), #"""
            application label="Finch" frame=0,0,393,852
              textField id=login.email label="Email" value="anna.k@finch.app" placeholder="name@example.com" frame=24,344,345,48 focused
              button id=login.submit label="Sign In" frame=24,527,345,50 disabled
            """#)
    }

    func testXcodeBuildMCPProseAndFence() throws {
        let hierarchy = try Fixture.read("xcodebuildmcp.md")
        XCTAssertEqual(hierarchy.format, .idb)
        XCTAssertEqual(hierarchy.envelope, .markdownFence)
        XCTAssertEqual(render(hierarchy), #"""
            application label="Finch" frame=0,0,393,852
              button id=login.submit label="Sign In" frame=24,527,345,50
            """#)
        // Positions are in the Markdown file: the fence's JSON starts on line 3.
        XCTAssertEqual(hierarchy.root.line, 3)
        XCTAssertEqual(hierarchy.root.column, 2)
    }

    func testAFenceWithoutALanguageAndProseThatMentionsBraces() throws {
        let answer = """
            Here is the {hierarchy} you asked for:

            ```
            {"type": "Button", "AXUniqueId": "login.submit", "AXLabel": "Sign In"}
            ```
            """
        let hierarchy = try HierarchyReader.read(answer)
        XCTAssertEqual(hierarchy.envelope, .markdownFence)
        XCTAssertEqual(render(hierarchy), #"button id=login.submit label="Sign In""#)
        assertReadError("Result:\n```json\n[{\"type\": \"Button\", \"enabled\": 1}]\n```\n",
                        "3:32: at $[0].enabled: expected true, false or null, found the number 1")
    }

    func testTypesFromTypeRoleRoleDescriptionAndSubrole() throws {
        func type(_ fields: String) throws -> String {
            try HierarchyReader.read("[{\(fields), \"AXLabel\": \"x\"}]", format: .idb).root.type.name
        }
        XCTAssertEqual(try type(#""type": "Button""#), "button")
        XCTAssertEqual(try type(#""role": "AXStaticText""#), "staticText")
        XCTAssertEqual(try type(#""role_description": "text field""#), "textField")
        XCTAssertEqual(try type(#""role_description": "secure text field""#), "secureTextField")
        XCTAssertEqual(try type(#""role": "AXTextField", "subrole": "AXSecureTextField""#), "secureTextField")
        XCTAssertEqual(try type(#""type": "Heading""#), "staticText")
        XCTAssertEqual(try type(#""type": "Group""#), "other")
        XCTAssertEqual(try type(#""type": "ScrollArea""#), "scrollView")
        XCTAssertEqual(try type(#""type": "WebArea""#), "webView")
        XCTAssertEqual(try type(#""type": "TextArea""#), "textView")
        XCTAssertEqual(try type(#""type": "TabBarButton""#), "button")
        XCTAssertEqual(try type(#""type": "PopUpButton""#), "popUpButton")
        XCTAssertEqual(try type(#""type": null, "role": "AXLink""#), "link")
        XCTAssertEqual(try type(#""AXFrame": "{{0, 0}, {1, 1}}""#), "other")
    }

    func testFrameObjectIsPreferredToTheRoundedString() throws {
        let json = #"[{"type": "Button", "AXFrame": "{{14.5, 280}, {373, 365}}", "frame": {"y": 280.83, "x": 14.5, "width": 373, "height": 365.67}}]"#
        XCTAssertEqual(render(try HierarchyReader.read(json)), "button frame=14.5,280.83,373,365.67")
    }

    func testValuesOfEveryKind() throws {
        func value(_ json: String) throws -> String? {
            try HierarchyReader.read("{\"type\": \"Slider\", \"AXValue\": \(json)}", format: .idb).root.value
        }
        XCTAssertEqual(try value("\"50%\""), "50%")
        XCTAssertEqual(try value("0.5"), "0.5")
        XCTAssertEqual(try value("1e2"), "1e2", "numbers as written")
        XCTAssertEqual(try value("-0"), "-0")
        XCTAssertEqual(try value("true"), "true")
        XCTAssertNil(try value("null"))
        XCTAssertNil(try value("\"\""))
    }

    func testPrettyAndCompactReadAlike() throws {
        let compact = try HierarchyReader.read(try Fixture.bytes(at: Fixture.dumps.appendingPathComponent("Home.idb.json")))
        let text = String(decoding: try Fixture.bytes(at: Fixture.dumps.appendingPathComponent("Home.idb.json")), as: UTF8.self)
        // Re-indent: a line break and spaces after every comma and bracket outside strings.
        var pretty = ""
        var inString = false
        var escaped = false
        for character in text {
            pretty.append(character)
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "," || character == "[" || character == "{" {
                pretty += "\n    "
            }
        }
        let reindented = try HierarchyReader.read(pretty)
        XCTAssertEqual(reindented.root, compact.root)
        XCTAssertEqual(render(reindented), render(compact))
    }
}
