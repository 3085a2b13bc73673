@testable import KassiosCodegen
import XCTest

final class SwiftSpellingTests: XCTestCase {
    func testWordsSplitAtPunctuationAndCaseChanges() {
        XCTAssertEqual(SwiftSpelling.words("login.submit-button"), ["login", "submit", "button"])
        XCTAssertEqual(SwiftSpelling.words("home.quickActions"), ["home", "quick", "Actions"])
        XCTAssertEqual(SwiftSpelling.words("URLField_2fa step2Name"), ["URL", "Field", "2fa", "step2", "Name"])
        XCTAssertEqual(SwiftSpelling.words("café.größe 👋 ok"), ["café", "größe", "ok"])
        XCTAssertEqual(SwiftSpelling.words("..."), [])
    }

    func testCamelAndPascalCase() {
        XCTAssertEqual(SwiftSpelling.camelCase("Login.Submit_Button"), "loginSubmitButton")
        XCTAssertEqual(SwiftSpelling.camelCase("userID"), "userId")
        XCTAssertEqual(SwiftSpelling.pascalCase("remember-me"), "RememberMe")
        XCTAssertEqual(SwiftSpelling.upperFirst("éclair"), "Éclair")
    }

    func testKeywordsAreEscapedAndTypeNamesChecked() {
        XCTAssertEqual(SwiftSpelling.escapedName("continue"), "`continue`")
        XCTAssertEqual(SwiftSpelling.escapedName("default"), "`default`")
        XCTAssertEqual(SwiftSpelling.escapedName("submit"), "submit")
        XCTAssertTrue(SwiftSpelling.isTypeName("Login2"))
        XCTAssertFalse(SwiftSpelling.isTypeName("2Login"))
        XCTAssertFalse(SwiftSpelling.isTypeName("Log-in"))
        XCTAssertFalse(SwiftSpelling.isTypeName("Self"))
    }

    func testPlurals() {
        XCTAssertEqual(["cell", "entry", "box", "switch", "key", "tabs", "status", "class", "day"].map(SwiftSpelling.plural),
                       ["cells", "entries", "boxes", "switches", "keys", "tabs", "statuses", "classes", "days"])
    }

    func testStringLiteralsEscapeWhatWouldBreakThem() {
        XCTAssertEqual(SwiftSpelling.stringLiteral(#"say "hi" \ now"#), #""say \"hi\" \\ now""#)
        XCTAssertEqual(SwiftSpelling.stringLiteral("a\nb\tc\r\0"), #""a\nb\tc\r\0""#)
        XCTAssertEqual(SwiftSpelling.stringLiteral("\u{7}\u{2028}\u{202E}x"), #""\u{7}\u{2028}\u{202E}x""#)
        XCTAssertEqual(SwiftSpelling.stringLiteral("Grüße 👋🏽 \\(x)"), #""Grüße 👋🏽 \\(x)""#)
    }

    func testSingleLineForComments() {
        XCTAssertEqual(SwiftSpelling.singleLine("  Wrong\npassword\r\n\u{2028}try  again "), "Wrong password try again")
        XCTAssertEqual(SwiftSpelling.singleLine("a\u{202E}b"), "a b")
    }
}
