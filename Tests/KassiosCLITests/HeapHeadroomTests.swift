import XCTest
@testable import KassiosCLI
@testable import KassiosLintCLI

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

    func testTheHeapIsFoundInTheMemoryMap() {
        let map = """
            55d0c3a00000-55d0c3b2f000 r-xp 00000000 fe:00 5309751                    /usr/local/bin/kassios
            55d0c4d6b000-55d0c8d88000 rw-p 00000000 00:00 0                          [heap]
            7f1c2c000000-7f1c2c021000 rw-p 00000000 00:00 0 
            7ffd6b5d2000-7ffd6b5f3000 rw-p 00000000 00:00 0                          [stack]

            """
        XCTAssertEqual(HeapHeadroom.heapRange(inMemoryMap: Array(map.utf8)), 0x55d0c4d6b000..<0x55d0c8d88000)
        XCTAssertNil(HeapHeadroom.heapRange(inMemoryMap: Array("7ffd6b5d2000-7ffd6b5f3000 rw-p 00000000 00:00 0 [stack]\n".utf8)))
        XCTAssertNil(HeapHeadroom.heapRange(inMemoryMap: Array("zz-55d0c8d88000 rw-p 00000000 00:00 0 [heap]\n".utf8)), "not hexadecimal")
        XCTAssertNil(HeapHeadroom.heapRange(inMemoryMap: Array("55d0c8d88000-55d0c4d6b000 rw-p 00000000 00:00 0 [heap]\n".utf8)), "ends before it starts")
        XCTAssertNil(HeapHeadroom.heapRange(inMemoryMap: []))
        // A heap marked for huge pages, then grown by a part that is not: both, as one range.
        let split = """
            55d0c4d6b000-55d0c6d88000 rw-p 00000000 00:00 0                          [heap]
            55d0c6d88000-55d0c8d88000 rw-p 00000000 00:00 0                          [heap]
            7f1c2c000000-7f1c2c021000 rw-p 00000000 00:00 0 

            """
        XCTAssertEqual(HeapHeadroom.heapRange(inMemoryMap: Array(split.utf8)), 0x55d0c4d6b000..<0x55d0c8d88000)
    }

    /// Where the kernel has transparent huge pages and glibc keeps a main heap, the heap comes
    /// out marked for them (`hg` in its flags); elsewhere nothing is advised.
    func testTheMainHeapIsMarkedForHugePages() throws {
        #if os(Linux)
        guard FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage") else {
            XCTAssertFalse(HeapHeadroom.adviseHugePages())
            return
        }
        guard HeapHeadroom.mainHeap() != nil else {
            // An allocator of its own (a sanitizer's) keeps no `[heap]`: there is nothing to advise.
            XCTAssertFalse(HeapHeadroom.adviseHugePages())
            return
        }
        XCTAssertEqual(HeapHeadroom.reserve(environment: { _ in nil }), .reserved)
        XCTAssertTrue(HeapHeadroom.adviseHugePages())
        // Read to its end: a /proc file says it has no size, and `String(contentsOfFile:)` stops after
        // its first read (about 4 KB), before `[heap]` wherever the process maps it later.
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: "/proc/self/smaps"))
        defer { try? handle.close() }
        let smaps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        let afterHeap = try XCTUnwrap(smaps.range(of: "[heap]"))
        let flags = try XCTUnwrap(smaps[afterHeap.upperBound...].split(separator: "\n").first { $0.hasPrefix("VmFlags:") })
        XCTAssertTrue(flags.split(separator: " ").contains("hg"), String(flags))
        #else
        XCTAssertFalse(HeapHeadroom.adviseHugePages())
        #endif
    }
}
