#if canImport(Glibc)
import Glibc
#endif

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

    public static func processEnvironment(_ name: String) -> String? {
        #if canImport(Glibc)
        return getenv(name).map { String(cString: $0) }
        #else
        return nil
        #endif
    }
}
