import XCTest
@testable import KassiosCLI

final class HeapHeadroomTests: XCTestCase {
    /// On glibc the setting is found in the C library and taken; elsewhere there is none to make.
    func testGlibcTakesTheHeadroom() {
        #if canImport(Glibc)
        XCTAssertEqual(HeapHeadroom.reserve(environment: { _ in nil }), .reserved)
        #else
        XCTAssertEqual(HeapHeadroom.reserve(environment: { _ in nil }), .unavailable)
        #endif
    }

    /// A user who tunes glibc's allocator keeps their settings.
    func testTheUsersAllocatorSettingsWin() {
        #if canImport(Glibc)
        XCTAssertEqual(HeapHeadroom.reserve(environment: { $0 == "MALLOC_TOP_PAD_" ? "0" : nil }), .leftToTheUser)
        XCTAssertEqual(HeapHeadroom.reserve(environment: { $0 == "GLIBC_TUNABLES" ? "glibc.malloc.hugetlb=1" : nil }), .leftToTheUser)
        // Tunables of other parts of glibc are not the allocator's.
        XCTAssertEqual(HeapHeadroom.reserve(environment: { $0 == "GLIBC_TUNABLES" ? "glibc.pthread.rseq=0" : nil }), .reserved)
        #endif
    }
}
