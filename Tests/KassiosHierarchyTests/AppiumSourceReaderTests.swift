import XCTest
import KassiosHierarchy

/// Appium XCUITest driver page source XML.
final class AppiumSourceReaderTests: XCTestCase {
    func testPageSourceWithEntitiesQuotesAndBothKindsOfEmptyElements() throws {
        let hierarchy = try Fixture.read("appium-nasty.xml")
        XCTAssertEqual(hierarchy.format, .appium)
        XCTAssertEqual(hierarchy.warnings, [])
        XCTAssertEqual(render(hierarchy), #"""
            application label="Finch β" frame=0,0,393,852 visible=true
              window frame=0,0,393,852 visible=true
                other id=nasty.container frame=0,0,393,852 visible=true
                  staticText id=nasty.quote label="It's \"quoted\", isn't it?" value="It's \"quoted\", isn't it?" frame=16,80,361,24 visible=true
                  staticText id=nasty.cyrillic label="Привет, мир & «Ёжик»" frame=16,140,361,24 visible=true
                  button id=nasty.emoji label="🐦 Finch <beta>" frame=16,170,361,44 selected visible=true
                  button label="Forgot password?" frame=24,589,345,44 visible=true
                  textField id=login.email label="Email" placeholder="name@example.com" frame=24,344,345,48 visible=true
                  textView id=nasty.notes label="Notes" value="First line\nsecond line" frame=16,250,361,88 visible=true
                  switch id=nasty.disabledSwitch label="Notifications" value="0" frame=16,394,361,31 disabled visible=true
                  button id=nasty.offscreen label="Offscreen" frame=-393,-20,120,44 visible=false
                  staticText id=nasty.noframe label="No frame" visible=false
            """#)
    }

    func testWithoutAppiumAUTAndWithoutProlog() throws {
        XCTAssertEqual(render(try Fixture.read("appium-bare.xml")), #"""
            application label="Finch" frame=0,0,393,852 visible=true
              button id=login.submit label="Sign In" frame=24,527,345,50 visible=true
            """#)
    }

    func testNameEqualToLabelIsNoIdentifier() throws {
        // WebDriverAgent's `name` falls back to the label when there is no identifier.
        let xml = """
            <XCUIElementTypeOther name="Sign In" label="Sign In">
              <XCUIElementTypeButton name="login.submit" label="Sign In"/>
              <XCUIElementTypeButton name="login.help"/>
              <XCUIElementTypeButton name="" label=""/>
            </XCUIElementTypeOther>
            """
        XCTAssertEqual(render(try HierarchyReader.read(xml)), #"""
            other label="Sign In"
              button id=login.submit label="Sign In"
              button id=login.help
              button
            """#)
    }

    func testAttributeValueNormalisationAndCharacterReferences() throws {
        let xml = "<XCUIElementTypeStaticText label=\"tab\there\nline&#10;break&#x9;tab &#233;\"/>"
        XCTAssertEqual(render(try HierarchyReader.read(xml)), #"staticText label="tab here line\nbreak\ttab é""#)
    }

    func testSeveralApplicationsUnderAppiumAUTShareASyntheticRoot() throws {
        let xml = """
            <AppiumAUT>
              <XCUIElementTypeApplication name="Finch" label="Finch"/>
              <XCUIElementTypeApplication name="SpringBoard" label="Home screen"/>
            </AppiumAUT>
            """
        XCTAssertEqual(render(try HierarchyReader.read(xml)), #"""
            application synthetic
              application label="Finch"
              application id=SpringBoard label="Home screen"
            """#)
    }

    func testPageSourceInsideAWebDriverResponse() throws {
        // `GET /session/…/source` answers {"value": "<?xml …"}: JSON-escaped XML.
        let xml = String(decoding: try Fixture.bytes("appium-bare.xml"), as: UTF8.self)
        var escaped = ""
        for character in xml {
            switch character {
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        let response = "{\"sessionId\": \"s\", \"value\": \"\(escaped)\"}"
        let hierarchy = try HierarchyReader.read(response)
        XCTAssertEqual(hierarchy.format, .appium)
        XCTAssertEqual(hierarchy.envelope, .webDriverValue)
        XCTAssertEqual(render(hierarchy), render(try Fixture.read("appium-bare.xml")))
        assertReadError(#"{"value": "<XCUIElementTypeApplication enabled=\"yes\"/>"}"#,
                        "1:40: expected \"true\" or \"false\", found 'yes'")
    }

    func testPathsAndPositions() throws {
        let hierarchy = try Fixture.read("appium-nasty.xml")
        let emoji = try XCTUnwrap(hierarchy.elements().first { $0.identifier == "nasty.emoji" })
        XCTAssertEqual([emoji.line, emoji.column, emoji.depth], [9, 9, 3])
    }
}
