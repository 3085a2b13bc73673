#if canImport(Glibc)
import Glibc
#endif

/// How the process's allocator grows its heap, set once when the command-line tool starts.
///
/// glibc grows the main heap, and each worker thread's arena, a little at a time: linting a
/// large suite builds its syntax trees in thousands of small `brk` and `mprotect` calls (5,590
/// `mprotect` and 351 `brk` for the benchmark's 200k lines). With 64 MiB of headroom each
/// arena grows in a few calls. Headroom that is never written to is not resident, so peak
/// memory stays as it was; the benchmark's lint is about 3 % faster.
///
/// The library leaves the allocator alone (a process that embeds it has its own say); the
/// executable asks for this. Elsewhere than glibc there is nothing to set.
public enum HeapHeadroom {
    public static let bytes: Int32 = 64 << 20

    /// Whether the allocator took the setting: false where there is none to make (macOS, musl).
    @discardableResult
    public static func reserve() -> Bool {
        #if canImport(Glibc)
        // `mallopt` is not in the Glibc module; it is looked up in the C library itself.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0) /* RTLD_DEFAULT */, "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let topPad: Int32 = -2   // M_TOP_PAD in <malloc.h>
        return mallopt(topPad, bytes) == 1
        #else
        return false
        #endif
    }
}
