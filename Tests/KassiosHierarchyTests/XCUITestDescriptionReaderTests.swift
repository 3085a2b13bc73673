import XCTest
import KassiosHierarchy

/// XCUITest `debugDescription` text: sections, the `→` root, indentation, the node line
/// grammar with its unescaped quotes, and the lldb and Appium wrappings.
final class XCUITestDescriptionReaderTests: XCTestCase {
    static let nastyTree = #"""
        application label="Finch β"
          window frame=0,0,393,852
            other frame=-393,0,393,852
              staticText label="Offscreen, to the left" frame=-373.5,-20.25,120,21
            other id=nasty.container frame=0,0,393,852
              staticText id=nasty.quote label="It's \"quoted\", isn't it?" frame=16,80,361,24
              staticText id=nasty.rock label="Rock 'n', Roll" frame=16,110,361,24
              staticText id=nasty.cyrillic label="Привет, мир — «Ёжик»" frame=16,140,361,24
              button id=nasty.emoji label="🐦 Finch, 👩‍👩‍👧 family" frame=16,170,361,44
              staticText id=nasty.amount label="Balance: 1,234.56" value="1234567890123456789012345678901234567890123456789012345678901234567890..." frame=16,220,361,24 truncated
              textView id=nasty.notes label="Notes" value="First line\nsecond line, with a comma\n    third line, indented like a node, but lowercase" frame=16,250,361,88
              textField id=nasty.search label="Search" placeholder="Search \"payees\", IBANs…" frame=16,344,361,44 focused
              switch id=nasty.disabledSwitch label="Notifications" value="0" frame=16,394,361,31 disabled
              button id=nasty.tab label="Weekly" frame=16,431,120,44 selected
              button id=nasty.both label="Both" frame=16,481,120,44 disabled selected
              staticText label="No frame"
              staticText label="Line one\nLine two" frame=16,531,361,44
              window title="Preferences, General" frame=0,0,393,852
              other label="Empty identifier" frame=16,581,361,44
          window frame=0,0,393,852
            other frame=0,516,393,336
              keyboard frame=0,516,393,336
                key label="й" frame=3,551,39,42
                key label="'" frame=42,551,39,42
                button id=Return label="return" frame=297,713,93,42
        """#

    static let oldXcodeTree = #"""
        application label="Finch"
          window frame=0,0,375,667
            other frame=0,0,375,667
              navigationBar id=Transfer frame=0,20,375,44
                button label="Back" frame=0,20,70,44
                staticText label="Transfer" frame=151.5,32,72,20.5
              table frame=0,64,375,603
                cell id=transfer.recipient frame=0,64,375,44
                  staticText label="Recipient" frame=15,75.5,90,21
                  textField id=transfer.amount value="25.00" placeholder="0.00" frame=120,71,240,30
                cell id=transfer.review frame=0,108,375,44
              statusBar frame=0,0,375,20
                other frame=0,0,375,20
        """#

    func testNastyQuotingTruncatedValuesNegativeFramesFlagsAndKeyboard() throws {
        let hierarchy = try Fixture.read("xcuitest-nasty.txt")
        XCTAssertEqual(hierarchy.format, .xcuitest)
        XCTAssertEqual(hierarchy.envelope, .none)
        XCTAssertEqual(hierarchy.warnings, [])
        XCTAssertEqual(render(hierarchy), Self.nastyTree)
    }

    func testOlderXcodeWithoutAddresses() throws {
        let hierarchy = try Fixture.read("xcuitest-old-xcode.txt")
        XCTAssertEqual(render(hierarchy), Self.oldXcodeTree)
        XCTAssertEqual(hierarchy.warnings, [])
    }

    func testFailureMessageAttachmentReadsOnlyTheSubtree() throws {
        // The subtree of a button: the path to it and the query chain are not read.
        let hierarchy = try Fixture.read("xcuitest-failure-message.txt")
        XCTAssertEqual(render(hierarchy), #"""
            button id=login.submit label="Sign In" frame=24,527,345,50 disabled
              staticText label="Sign In" frame=150.5,541,92,22
            """#)
    }

    func testLldbStringLiteral() throws {
        let hierarchy = try Fixture.read("xcuitest-po-literal.txt")
        XCTAssertEqual(hierarchy.envelope, .swiftStringLiteral)
        XCTAssertEqual(render(hierarchy), Self.nastyTree)
        // `p` prints a result variable before the literal; `\u{…}` escapes are Swift's too.
        let printed = #"(String) $R0 = "Element subtree:\n →Application, 0x1, pid: 7, label: \'Caf\u{E9}\'\n    Button, 0x2, {{1.0, 2.0}, {3.0, 4.0}}, label: \'Say \"hi\"\'\n""#
        XCTAssertEqual(render(try HierarchyReader.read(printed)), #"""
            application label="Café"
              button label="Say \"hi\"" frame=1,2,3,4
            """#)
        // What the console printed before the literal (the command, XCTest's activity lines) is left out;
        // an error in the literal still points at its line.
        let pasted = "(lldb) po app.debugDescription\n    t =    10.84s Requesting snapshot of accessibility hierarchy\n" + printed.dropFirst(15)
        XCTAssertEqual(try HierarchyReader.read(pasted).envelope, .swiftStringLiteral)
        XCTAssertEqual(render(try HierarchyReader.read(pasted)), render(try HierarchyReader.read(printed)))
        XCTAssertEqual(render(try HierarchyReader.read(pasted + "\n(lldb) ")), render(try HierarchyReader.read(printed)), "the next prompt")
        XCTAssertThrowsError(try HierarchyReader.read(pasted.replacingOccurrences(of: "\\u{E9}", with: "\\q"))) { error in
            XCTAssertTrue("\(error)".hasPrefix("3:"), "\(error)")
        }
    }

    func testAppiumWebDriverValue() throws {
        let hierarchy = try Fixture.read("xcuitest-appium-value.json")
        XCTAssertEqual(hierarchy.format, .xcuitest)
        XCTAssertEqual(hierarchy.envelope, .webDriverValue)
        XCTAssertEqual(render(hierarchy), Self.oldXcodeTree)
    }

    func testSubtreePastedWithoutHeaders() throws {
        let text = """
              →Application, 0x1, pid: 7, label: 'Finch'
                 Window (Main), 0x2, {{0.0, 0.0}, {393.0, 852.0}}
                   Button, 0x3, {{1.0, 2.0}, {3.0, 4.0}}, identifier: 'ok'
            """
        // The root's own indentation (5 spaces here, 1 normally) shifts every line alike.
        XCTAssertEqual(render(try HierarchyReader.read(text)), """
            application label="Finch"
              window frame=0,0,393,852
                button id=ok frame=1,2,3,4
            """)
    }

    func testADumpIndentedAsAWhole() throws {
        // Pasted into Markdown or a log with four more spaces on every line.
        let text = String(decoding: try Fixture.bytes("xcuitest-old-xcode.txt"), as: UTF8.self)
        let indented = text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        XCTAssertEqual(render(try HierarchyReader.read(indented)), Self.oldXcodeTree)
    }

    /// A label's next line that starts like an element (`London, UK'`) but is indented less than any
    /// element below the root continues the label when the element's line reads only with it; a line
    /// so indented after an element that reads alone is still an element (reported for its indentation).
    func testALabelsNextLineThatReadsLikeAnElementContinuesTheLabel() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'A'
                Other, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, identifier: 'msg.body', label: 'John Smith
            London, UK'
                Button, 0x3, {{0.0, 0.0}, {1.0, 1.0}}, identifier: 'msg.reply', label: 'Reply'

            """
        XCTAssertEqual(render(try HierarchyReader.read(text)), #"""
            application label="A"
              other id=msg.body label="John Smith\nLondon, UK" frame=0,0,1,1
              button id=msg.reply label="Reply" frame=0,0,1,1
            """#)
        let flush = text.replacingOccurrences(of: "label: 'John Smith\n", with: "label: 'John Smith'\n")
        XCTAssertThrowsError(try HierarchyReader.read(flush)) { error in
            XCTAssertTrue("\(error)".contains("4:1: "), "\(error)")
        }
    }

    func testWhereQuotedFieldsEnd() throws {
        func label(_ fields: String) throws -> String {
            let text = "Element subtree:\n →Button, 0x1, {{0.0, 0.0}, {1.0, 1.0}}, \(fields)\n"
            return render(try HierarchyReader.read(text).root)
        }
        // A quote closes a field before the end of the line, a key not yet on the line, or a flag.
        XCTAssertEqual(try label("label: 'Say 'hi', Bob'"), #"button label="Say 'hi', Bob" frame=0,0,1,1"#)
        XCTAssertEqual(try label("label: ''', value: 1"), #"button label="'" value="1" frame=0,0,1,1"#)
        XCTAssertEqual(try label("identifier: 'a', label', label: 'b'"), #"button id=a', label label="b" frame=0,0,1,1"#)
        XCTAssertEqual(try label("label: 'x', Selected', Selected"), #"button label="x', Selected" frame=0,0,1,1 selected"#)
        XCTAssertEqual(try label("label: ''"), "button frame=0,0,1,1")
        // `value` is unquoted and runs to the next field.
        XCTAssertEqual(try label("value: Anna, Bob, Selected"), #"button value="Anna, Bob" frame=0,0,1,1 selected"#)
        XCTAssertEqual(try label("label: 'x', value: a, label: b"), #"button label="x" value="a, label: b" frame=0,0,1,1"#)
        XCTAssertEqual(try label("value: 'quoted'"), #"button value="'quoted'" frame=0,0,1,1"#)
        XCTAssertEqual(try label("value: Loading..."), #"button value="Loading..." frame=0,0,1,1 truncated"#)
        XCTAssertEqual(try label("Keyboard Focused, Selected, Disabled"), "button frame=0,0,1,1 disabled selected focused")
    }

    func testFramesOfEveryShape() throws {
        func frame(_ text: String) throws -> String {
            render(try HierarchyReader.read("Element subtree:\n →Other, 0x1, \(text)\n").root)
        }
        XCTAssertEqual(try frame("{{0, 0}, {0, 0}}"), "other frame=0,0,0,0")
        XCTAssertEqual(try frame("{{-12.5, -0.0}, {1e3, 2.25}}"), "other frame=-12.5,0,1000,2.25")
        XCTAssertEqual(try frame("{{inf, inf}, {0.0, 0.0}}"), "other")
        XCTAssertEqual(try frame("{{nan, 1.0}, {2.0, 3.0}}"), "other")
    }

    func testMacOSApplicationWithTitleAndIntegerFrames() throws {
        let text = """
            Attributes: Application, 0x10, pid: 345, title: 'TouchColor', Disabled
            Element subtree:
             →Application, 0x11, pid: 345, title: 'TouchColor', Disabled
                MenuItem, 0x12, {{0, 0}, {0, 0}}, title: 'Sample'
                MenuItem, 0x13, {{0, 0}, {0, 0}}, title: 'Save Color'
            Path to element:
             →Application, 0x11, pid: 345, title: 'TouchColor'
            Query chain:
            """
        XCTAssertEqual(render(try HierarchyReader.read(text)), """
            application title="TouchColor" disabled
              menuItem title="Sample" frame=0,0,0,0
              menuItem title="Save Color" frame=0,0,0,0
            """)
    }

    func testCRLFLineBreaks() throws {
        let text = String(decoding: try Fixture.bytes("xcuitest-nasty.txt"), as: UTF8.self)
        let crlf = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        XCTAssertEqual(render(try HierarchyReader.read(crlf)), Self.nastyTree)
    }

    func testUnknownTypesFieldsAndFlagsAreKeptWithWarnings() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 7, label: 'Finch'
                Hologram, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, identifier: 'h', traits: 'Button, Header', Hittable
            """
        let hierarchy = try HierarchyReader.read(text)
        XCTAssertEqual(render(hierarchy), """
            application label="Finch"
              hologram id=h frame=0,0,1,1
            """)
        XCTAssertEqual(hierarchy.warnings.map(\.description), [
            "3:5: unknown element type 'Hologram', kept as 'hologram'",
            "3:63: unknown field 'traits:' ignored",
            "3:89: unknown flag 'Hittable' ignored",
        ])
    }

    func testElementsKnowWhereTheyAre() throws {
        let hierarchy = try Fixture.read("xcuitest-nasty.txt")
        let elements = hierarchy.elements()
        XCTAssertEqual(elements[0].line, 3)
        XCTAssertEqual(elements[0].column, 5, "after ' →', three bytes for the arrow")
        let notes = try XCTUnwrap(elements.first { $0.identifier == "nasty.notes" })
        XCTAssertEqual([notes.line, notes.column, notes.depth], [13, 9, 3])
        let returnKey = try XCTUnwrap(elements.first { $0.identifier == "Return" })
        XCTAssertEqual([returnKey.line, returnKey.depth], [30, 4])
        // The lldb literal is one line: positions point into it.
        let literal = try Fixture.read("xcuitest-po-literal.txt").elements()
        XCTAssertEqual(literal.map(\.line), Array(repeating: 1, count: literal.count))
        XCTAssertEqual(literal[1].column, 164)
    }
}
