import XCTest
@testable import KassiosCLI

final class HeapHeadroomTests: XCTestCase {
    /// On glibc the setting is found in the C library and taken; elsewhere there is none to make.
    func testGlibcTakesTheHeadroom() {
        #if canImport(Glibc)
        XCTAssertTrue(HeapHeadroom.reserve(), "mallopt(M_TOP_PAD) was not found or refused")
        #else
        XCTAssertFalse(HeapHeadroom.reserve())
        #endif
    }
}
