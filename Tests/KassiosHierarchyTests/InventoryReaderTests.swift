import XCTest
import KassiosHierarchy

/// KassiOS identifier inventories: a flat list under a synthetic application.
final class InventoryReaderTests: XCTestCase {
    func testTypesSpelledEveryWayNullsAndExtraFields() throws {
        let hierarchy = try Fixture.read("inventory-nasty.json")
        XCTAssertEqual(hierarchy.format, .inventory)
        XCTAssertEqual(render(hierarchy), #"""
            application synthetic
              textField id=login.email label="Email" hittable=true
              secureTextField id=login.password hittable=true
              button id=login.submit label="Sign In" frame=24,527,345,50 hittable=false
              switch id=login.rememberMe label="Remember me" value="1" hittable=true
              button label="Forgot password?" hittable=true
              staticText id=nasty.cyrillic label="Привет, \"мир\"" hittable=false
            """#)
    }

    func testBareArray() throws {
        let json = #"[{"identifier":"home.balance","type":"staticText","label":"€1,234.56","isHittable":false},{"identifier":"tab.home","type":"XCUIElementTypeButton","label":"Home","isHittable":true}]"#
        XCTAssertEqual(render(try HierarchyReader.read(json)), #"""
            application synthetic
              staticText id=home.balance label="€1,234.56" hittable=false
              button id=tab.home label="Home" hittable=true
            """#)
        XCTAssertEqual(render(try HierarchyReader.read("[]", format: .inventory)), "application synthetic")
    }

    func testRawValuesAreXCUIElementTypeOrder() {
        XCTAssertEqual(ElementType(rawValue: 9), .button)
        XCTAssertEqual(ElementType(rawValue: 40), .switch)
        XCTAssertEqual(ElementType(rawValue: 48), .staticText)
        XCTAssertEqual(ElementType(rawValue: 49), .textField)
        XCTAssertEqual(ElementType(rawValue: 50), .secureTextField)
        XCTAssertEqual(ElementType(rawValue: 75), .cell)
        XCTAssertEqual(ElementType(rawValue: 82)?.name, "statusItem")
        XCTAssertNil(ElementType(rawValue: 83))
        XCTAssertNil(ElementType(rawValue: -1))
    }

    func testNormalisingTypeSpellings() {
        for spelling in ["StaticText", "staticText", "XCUIElementTypeStaticText", "XCUIElement.ElementType.staticText",
                         ".staticText", "AXStaticText", " STATICTEXT "] {
            XCTAssertEqual(ElementType(normalizing: spelling), .staticText, spelling)
        }
        XCTAssertEqual(ElementType(normalizing: "Hologram")?.name, "hologram")
        XCTAssertEqual(ElementType(normalizing: "Hologram")?.isKnown, false)
        XCTAssertEqual(ElementType(normalizing: "AX")?.name, "aX")
        XCTAssertNil(ElementType(normalizing: ""))
        XCTAssertNil(ElementType(normalizing: "two words"))
        XCTAssertNil(ElementType(normalizing: "9lives"))
    }
}
