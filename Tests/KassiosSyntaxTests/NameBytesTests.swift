import XCTest
import KassiosSyntax

/// The byte tests the readers of names share (`NameBytes`): checked on every byte value against
/// the character classes they stand for, so that the `| 0x20` fold of the letters cannot let a
/// neighbouring punctuation byte (`@`, `[`, `` ` ``, `{`) in.
final class NameBytesTests: XCTestCase {
    func testEveryByteIsANamePartExactlyWhenItIsALetterDigitUnderscoreOrNonASCII() {
        for value in 0...255 {
            let byte = UInt8(value)
            let isASCIIWordCharacter = byte < 0x80 && {
                let character = Character(Unicode.Scalar(byte))
                return character == "_" || ("a"..."z").contains(character) || ("A"..."Z").contains(character)
                    || ("0"..."9").contains(character)
            }()
            XCTAssertEqual(NameBytes.isASCIINamePart(byte), isASCIIWordCharacter, "byte \(value)")
            XCTAssertEqual(NameBytes.isNamePart(byte), isASCIIWordCharacter || byte >= 0x80, "byte \(value)")
        }
    }

    func testTheSeparatorsAroundNamesAreNoPartOfThem() {
        for separator in ".$:()[]{}`@/- \t\n\"" {
            let byte = separator.asciiValue!
            XCTAssertFalse(NameBytes.isNamePart(byte), "\(separator)")
        }
        // Each byte of `é` (0xC3 0xA9) continues a name: `café` is one name.
        XCTAssertTrue(Array("é".utf8).allSatisfy(NameBytes.isNamePart))
        XCTAssertFalse(Array("é".utf8).contains(where: NameBytes.isASCIINamePart))
    }
}
