import XCTest
@testable import KassiosSyntax

/// The parser reads each long name once per allocator and shares it (`NameTable`): a name must
/// read as it is spelt, whichever copy it is, and the table must stay a bounded cache.
final class NameTableTests: XCTestCase {
    private func storage(_ name: String) -> UnsafeRawPointer? {
        name.utf8.withContiguousStorageIfAvailable { $0.baseAddress.map(UnsafeRawPointer.init) } ?? nil
    }

    func testALongNameReadAgainIsTheCopyReadFirst() {
        var table = NameTable()
        let bytes = Array("passwordTextField and more".utf8)
        let first = table.name(bytes[0..<17])
        let again = table.name(Array("passwordTextField".utf8)[...])
        XCTAssertEqual(first, "passwordTextField")
        XCTAssertEqual(again, "passwordTextField")
        XCTAssertEqual(storage(first), storage(again), "one buffer for both")
        XCTAssertEqual(table.count, 1)
        // Another name of the same length is another string.
        let other = table.name(Array("passwordTextFielt".utf8)[...])
        XCTAssertEqual(other, "passwordTextFielt")
        XCTAssertNotEqual(storage(other), storage(first))
        XCTAssertEqual(table.count, 2)
    }

    func testAShortNameIsNotKept() {
        var table = NameTable()
        XCTAssertEqual(table.name(Array("loginButton".utf8)[...]), "loginButton")
        XCTAssertEqual(table.name(Array("exactlyFifteen1".utf8)[...]), "exactlyFifteen1")
        XCTAssertEqual(table.count, 0, "a string keeps up to 15 bytes in itself: nothing to share")
    }

    func testEveryNameReadsAsSpeltAfterTheTableGrows() {
        var table = NameTable(capacity: 8)
        let names = (0..<5_000).map { "elementNumber\($0)WithALongName" }
        let first = names.map { table.name(Array($0.utf8)[...]) }
        XCTAssertEqual(first, names)
        XCTAssertEqual(table.count, names.count)
        let again = names.map { table.name(Array($0.utf8)[...]) }
        XCTAssertEqual(again, names)
        XCTAssertEqual(zip(first, again).filter { storage($0) != storage($1) }.count, 0, "each found again after growing")
        XCTAssertEqual(table.count, names.count)
    }

    func testInvalidUTF8IsRepairedAsAStringRepairsIt() {
        var table = NameTable()
        let bytes: [UInt8] = Array("identifierWith".utf8) + [0xFF, 0xC3] + Array("End".utf8)
        let expected = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(table.name(bytes[...]), expected)
        XCTAssertEqual(table.name(bytes[...]), expected, "and again")
        XCTAssertEqual(table.count, 0, "a repaired name is not spelt by its bytes: kept, it would never be found")
    }

    func testPastItsLimitTheTableStartsAgainEmpty() {
        var table = NameTable()
        for index in 0..<NameTable.limit { _ = table.name(Array("aNameLongerThanFifteen\(index)".utf8)[...]) }
        XCTAssertEqual(table.count, NameTable.limit)
        XCTAssertEqual(table.name(Array("oneNameTooManyForTheTable".utf8)[...]), "oneNameTooManyForTheTable")
        XCTAssertEqual(table.count, 1, "the names met before are let go")
    }

    func testTheParserSharesALongNameAcrossTheFilesOneAllocatorServes() {
        let first = SourceFile(source: "let saveButtonAccessibilityIdentifier = 1\n")
        let second = SourceFile(source: "func f() { _ = saveButtonAccessibilityIdentifier }\n")
        guard case .variable(let variable) = first.declarations.first, let declared = variable.bindings.first?.name else {
            return XCTFail("no variable read")
        }
        var mentioned: String?
        SyntaxTraversal.forEachExpression(in: second.declarations) { expression in
            if case .identifier(let name) = expression.kind { mentioned = name }
        }
        XCTAssertEqual(declared, "saveButtonAccessibilityIdentifier")
        XCTAssertEqual(mentioned, declared)
        // Parsed one after the other on this thread, the two files had the same allocator.
        XCTAssertEqual(storage(declared), mentioned.flatMap(storage))
    }
}
