import KassiosModel
import XCTest

final class JSONTextTests: XCTestCase {
    func testPlainTextIsQuotedAsIs() {
        XCTAssertEqual(JSONText.quoted("login.email"), "\"login.email\"")
        XCTAssertEqual(JSONText.quoted(""), "\"\"")
    }

    func testQuotesBackslashesAndShortEscapes() {
        XCTAssertEqual(JSONText.quoted("say \"hi\"\\"), "\"say \\\"hi\\\"\\\\\"")
        XCTAssertEqual(JSONText.quoted("a\nb\rc\td\r\n"), "\"a\\nb\\rc\\td\\r\\n\"")
    }

    func testControlCharactersAndDeleteAreUnicodeEscapes() {
        XCTAssertEqual(JSONText.quoted("\u{0}\u{1B}\u{1F}\u{7F}"), "\"\\u0000\\u001b\\u001f\\u007f\"")
    }

    func testC1ControlsLineSeparatorsAndTheByteOrderMarkAreEscaped() {
        XCTAssertEqual(JSONText.quoted("\u{80}\u{85}\u{9F}"), "\"\\u0080\\u0085\\u009f\"")
        XCTAssertEqual(JSONText.quoted("a\u{2028}b\u{2029}c\u{FEFF}"), "\"a\\u2028b\\u2029c\\ufeff\"")
    }

    func testOtherNonASCIITextIsKept() {
        // U+00A0 shares the lead byte of the C1 controls, U+2027 and U+202A that of the separators.
        XCTAssertEqual(JSONText.quoted("é \u{A0}\u{2027}\u{202A}\u{FEFE} ☺ 👋🏽"), "\"é \u{A0}\u{2027}\u{202A}\u{FEFE} ☺ 👋🏽\"")
    }

    func testAppendingKeepsWhatTheBufferHeld() {
        var out = Array("[".utf8)
        JSONText.appendQuoted("a\"b", to: &out)
        out += ",".utf8
        JSONText.appendQuoted("\u{85}tail", to: &out)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "[\"a\\\"b\",\"\\u0085tail\"")
    }
}
