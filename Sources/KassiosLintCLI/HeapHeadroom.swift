#if canImport(Glibc)
import Glibc
#endif
import KassiosModel

/// How the process's allocator grows its heap, set once when the command-line tool starts.
///
/// glibc grows the main heap, and each worker thread's arena, a little at a time: linting a
/// large suite builds its syntax trees in thousands of small `brk` and `mprotect` calls (5,590
/// `mprotect` and 351 `brk` for the benchmark's 200k lines). With 64 MiB of headroom
/// (`M_TOP_PAD`) each arena grows in a few calls. Headroom that is never written to is not
/// resident, so peak memory stays as it was; the benchmark's lint is about 3 % faster.
///
/// Setting `M_TOP_PAD` also fixes glibc's mmap and trim thresholds at their defaults (it stops
/// adjusting them as large blocks are freed): kassios frees little before it exits, so that
/// costs nothing here. A user who tunes the allocator (`MALLOC_TOP_PAD_`, or `GLIBC_TUNABLES`
/// naming a `glibc.malloc.` setting) keeps their settings: kassios then sets nothing.
///
/// The library leaves the allocator alone (a process that embeds it has its own say); the
/// executable asks for this. Elsewhere than glibc there is nothing to set.
public enum HeapHeadroom {
    public static let bytes: Int32 = 64 << 20

    public enum Outcome: Equatable {
        case reserved
        /// The environment tunes the allocator already.
        case leftToTheUser
        /// No glibc `mallopt` here (macOS, musl), or it refused.
        case unavailable
    }

    /// `environment`: a variable's value, or nil when it is not set.
    @discardableResult
    public static func reserve(environment: (String) -> String? = HeapHeadroom.processEnvironment) -> Outcome {
        #if canImport(Glibc)
        if environment("MALLOC_TOP_PAD_") != nil || environment("GLIBC_TUNABLES")?.contains("glibc.malloc.") == true {
            return .leftToTheUser
        }
        // `mallopt` is not in the Glibc module; it is looked up in the C library itself.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0) /* RTLD_DEFAULT */, "mallopt") else { return .unavailable }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let topPad: Int32 = -2   // M_TOP_PAD in <malloc.h>
        return mallopt(topPad, bytes) == 1 ? .reserved : .unavailable
        #else
        return .unavailable
        #endif
    }

    /// Asks for transparent huge pages (2 MiB) for the main heap before each burst of
    /// allocation on a large suite (`AllocationBurst`). Call it once, after `reserve()` answered
    /// `.reserved`: a user who tunes the allocator (`glibc.malloc.hugetlb` among the rest) keeps
    /// their settings.
    ///
    /// Every tree node, model object and finding is first written to memory no one has
    /// touched, and the kernel maps that memory a 4 KiB page at a time, one fault each: 18,000
    /// faults for the benchmark corpus, about 9 % of the lint's CPU time. With huge pages a
    /// fault maps 2 MiB (9,000 faults are left, most of them the worker's arena), and the walks
    /// over the trees miss the TLB less. The main thread
    /// allocates the model and half of the trees on the main heap, which is where the advice
    /// goes (a worker's arena, glibc's own `glibc.malloc.hugetlb=1`, gained little more here).
    /// Memory is still mapped only where it is written, but in 2 MiB steps: peak RSS grows by
    /// about 1.5 MiB on the corpus. Below `AllocationBurst.filesWorthPreparing` files nothing is
    /// asked.
    public static func adviseHugePagesBeforeEachBurst() {
        AllocationBurst.prepare = { adviseHugePages() }
    }

    /// Marks the main heap (its headroom included) for huge pages; false where there is no such
    /// heap or advice (not Linux, no `[heap]` mapping, the kernel refused).
    @discardableResult
    static func adviseHugePages() -> Bool {
        #if canImport(Glibc)
        guard var heap = mainHeap() else { return false }
        if heap.count < Int(bytes) {
            // The headroom is mapped when the heap next grows: make it grow now, so that the
            // advice covers what the burst will write.
            growOnce(end: heap.upperBound)
            guard let grown = mainHeap() else { return false }
            heap = grown
        }
        return madvise(UnsafeMutableRawPointer(bitPattern: heap.lowerBound), heap.count, 14 /* MADV_HUGEPAGE */) == 0
        #else
        return false
        #endif
    }

    #if canImport(Glibc)
    /// The main heap's addresses, from the process's memory map.
    static func mainHeap() -> Range<UInt>? {
        FileSystem.contents(of: "/proc/self/maps").flatMap(heapRange(inMemoryMap:))
    }

    /// Allocates from the main heap until its end moves (at most 8 MiB of small blocks), then
    /// frees what it took.
    private static func growOnce(end: UInt) {
        var blocks: [UnsafeMutableRawPointer?] = []
        while blocks.count < 128 && UInt(bitPattern: sbrk(0)) <= end {
            blocks.append(malloc(64 << 10))   // below glibc's mmap threshold: from the heap
        }
        blocks.forEach { free($0) }
    }
    #endif

    /// The range of the `[heap]` lines of a `/proc/PID/maps` listing (`55b5…-55b5… rw-p … [heap]`):
    /// the kernel lists the heap in two or more once parts of it differ (the part marked for huge
    /// pages, and a part the heap grew by after glibc gave its top back), and the range spans them.
    static func heapRange(inMemoryMap map: [UInt8]) -> Range<UInt>? {
        var heap: Range<UInt>?
        for line in map.split(separator: UInt8(ascii: "\n")) where line.count > 6 && line.suffix(6).elementsEqual("[heap]".utf8) {
            guard let dash = line.firstIndex(of: UInt8(ascii: "-")),
                  let space = line[dash...].firstIndex(of: UInt8(ascii: " ")),
                  let start = UInt(String(decoding: line[..<dash], as: UTF8.self), radix: 16),
                  let end = UInt(String(decoding: line[line.index(after: dash)..<space], as: UTF8.self), radix: 16),
                  start < end else { return nil }
            heap = heap.map { min($0.lowerBound, start)..<max($0.upperBound, end) } ?? start..<end
        }
        return heap
    }

    public static func processEnvironment(_ name: String) -> String? {
        #if canImport(Glibc)
        return getenv(name).map { String(cString: $0) }
        #else
        return nil
        #endif
    }
}
