import KassiosModel
import KassiosTestSupport
import XCTest

final class NameSetTests: XCTestCase {
    /// The quick "no" never turns away a name of the set, and the answer is always the set's.
    func testAnswersAsTheSetDoes() {
        var generator = SplitMix64(seed: 0x5345_5453)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
        func randomName() -> String {
            String((0..<Int.random(in: 1...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
        let members = Set((0..<3_000).map { _ in randomName() } + ["", "x", "loginButton", "logoutButton"])
        let names = NameSet(members)
        for name in members {
            XCTAssertTrue(names.mayContain(name), name)
            XCTAssertTrue(names.contains(name), name)
        }
        var turnedAway = 0
        let others = (0..<20_000).map { _ in randomName() }.filter { !members.contains($0) } + ["loginButtons", "ogoutButton", "email"]
        for name in others {
            XCTAssertFalse(names.contains(name), name)
            if !names.mayContain(name) { turnedAway += 1 }
        }
        // 3,004 ASCII names set at most as many of the 65,536 bits: nearly every other name is turned away unhashed.
        XCTAssertGreaterThan(turnedAway, others.count * 9 / 10)
    }

    /// `String` equality is canonical equivalence: other bytes, the same name.
    func testNamesSpelledWithOtherBytesAreTheSameName() {
        let composed = NameSet(["caf\u{E9}Button", "plain"])
        XCTAssertTrue(composed.contains("cafe\u{301}Button"))
        XCTAssertTrue(composed.contains("plain"))
        let kelvin = NameSet(["\u{212A}elvin"])
        XCTAssertTrue(kelvin.contains("Kelvin"))
        XCTAssertTrue(NameSet(["Kelvin"]).contains("\u{212A}elvin"))
        XCTAssertFalse(NameSet(["Kelvin"]).contains("kelvin"))
        // A set with a name beyond ASCII lets every name through to the set, which answers.
        let mixed = NameSet(["émail", "password", "caf\u{E9}"])
        for name in ["e\u{301}mail", "émail", "password", "cafe\u{301}", "passwords", "email", "cafe"] {
            XCTAssertTrue(mixed.mayContain(name), name)
            XCTAssertEqual(mixed.contains(name), Set(["émail", "password", "caf\u{E9}"]).contains(name), name)
        }
    }

    func testEmptySetContainsNothing() {
        let names = NameSet([])
        XCTAssertFalse(names.contains(""))
        XCTAssertFalse(names.mayContain("a"))
    }
}
