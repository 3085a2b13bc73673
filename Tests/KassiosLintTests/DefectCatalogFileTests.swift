import KassiosLint
import KassiosModel
import XCTest

/// Reading a defect catalog file: ids, objects, `{ "defects": … }`, and what is wrong with a bad one.
final class DefectCatalogFileTests: XCTestCase {
    func testCatalogOfIds() throws {
        let catalog = try DefectCatalog.parse(Array(#"["successToastMissing", "zeroAmountAccepted"]"#.utf8), path: "defects.json")
        XCTAssertEqual(catalog.entries.map(\.id), ["successToastMissing", "zeroAmountAccepted"])
        XCTAssertTrue(catalog.contains("zeroAmountAccepted"))
        XCTAssertEqual(catalog.name, "defects.json")
    }

    func testCatalogOfObjects() throws {
        let text = #"""
            { "defects": [
                { "id": "successToastMissing", "title": "No toast", "launchArgument": "-FinchDefect=successToastMissing", "owner": "payments" },
                "zeroAmountAccepted"
            ] }
            """#
        let catalog = try DefectCatalog.parse(Array(text.utf8), path: "defects.json")
        XCTAssertEqual(catalog.entry("successToastMissing"),
                       DefectCatalog.Entry(id: "successToastMissing", title: "No toast", launchArgument: "-FinchDefect=successToastMissing"))
        XCTAssertEqual(catalog.entry("zeroAmountAccepted"), DefectCatalog.Entry(id: "zeroAmountAccepted"))
    }

    /// A byte-order mark, escapes (a surrogate pair among them) and a repeated key (the last
    /// counts) are read as any JSON reader would.
    func testUnusualButValidJSON() throws {
        let text = "\u{FEFF}" + #"[{"id": "first", "id": "toast\u00e9\ud83d\ude00", "title": "a \"b\"\n"}]"#
        let catalog = try DefectCatalog.parse(Array(text.utf8), path: "d.json")
        XCTAssertEqual(catalog.entries, [DefectCatalog.Entry(id: "toasté😀", title: "a \"b\"\n")])
    }

    func testBadCatalogs() {
        func problem(_ text: String) -> String {
            do {
                _ = try DefectCatalog.parse(Array(text.utf8), path: "d.json")
                return "no problem"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(problem("["), "d.json:1:2: not valid JSON: expected a JSON value, found end of input (the array opened at byte 1 is not closed)")
        XCTAssertTrue(problem("[\n  \"a\",\n  b\n]").hasPrefix("d.json:3:3: not valid JSON: "), problem("[\n  \"a\",\n  b\n]"))
        XCTAssertEqual(problem(#"{"a": 1}"#), #"d.json: expected a list of defect ids, or of objects with an "id" (optionally inside { "defects": [...] })"#)
        XCTAssertEqual(problem(#"[1]"#), #"d.json: defect 1 is neither an id nor an object with an "id""#)
        XCTAssertEqual(problem(#"["a", {"title": "t"}]"#), #"d.json: defect 2 has no "id" string"#)
        XCTAssertEqual(problem(#"[{"id": "a", "title": 3}]"#), #"d.json: "title" of defect 'a' is not a string"#)
        XCTAssertEqual(problem(#"[{"id": "a", "launchArgument": null}]"#), #"d.json: "launchArgument" of defect 'a' is not a string"#)
        XCTAssertEqual(problem(#"["a", "a"]"#), "d.json: defect 'a' is listed twice")
        XCTAssertEqual(problem(#"[""]"#), "d.json: defect 1 has an empty id")
        XCTAssertEqual(problem(#"["a b"]"#), "d.json: defect id 'a b' has a space or a backtick; a Catches comment could not name it")
        XCTAssertThrowsError(try DefectCatalog.load(path: "/no/such/defects.json")) { error in
            XCTAssertEqual("\(error)", "/no/such/defects.json: no such file")
        }
    }
}
