import KassiosSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing whole texts through file descriptors: standard input, output and error,
/// and pipes. A short write is continued and an interrupted call retried; a closed pipe ends the
/// output silently, as a report piped into `head` should. Any other error on standard output (a
/// full disk, an I/O error) ends it too, and is kept for the process to fail with
/// (`outputFailure`): a CI job must not commit an empty SARIF file and pass.
public enum StandardStreams {
    public static let output: Int32 = 1
    public static let error: Int32 = 2

    private static let failureLock = Lock()
    nonisolated(unsafe) private static var firstOutputFailure: Int32?

    /// The error (an `errno`) that stopped a write to standard output, other than a closed pipe;
    /// nil when every write went through.
    public static var outputFailure: Int32? { failureLock.withLock { firstOutputFailure } }

    /// Forgets a failure (tests, which make one on purpose).
    static func forgetOutputFailure() { failureLock.withLock { firstOutputFailure = nil } }

    public static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard let failure = writeAll(bytes, to: descriptor) else { return }
        if descriptor == output && failure != EPIPE {
            failureLock.withLock { if firstOutputFailure == nil { firstOutputFailure = failure } }
        }
    }

    /// Writes every byte, a short write continued and an interrupted call retried; the `errno`
    /// that stopped it, or nil when all went through. (`AtomicFile` writes its files with it.)
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var written = 0
        while written < bytes.count {
            let count = systemWrite(descriptor, base + written, bytes.count - written)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            written += count
        }
        return nil
    }

    /// Everything until the end of input (standard input is descriptor 0); what was read
    /// before an error, if one comes.
    public static func readAll(from descriptor: Int32) -> [UInt8] {
        readAll(from: descriptor, limit: .max)!
    }

    /// Everything until the end, or nil as soon as there is more than `limit` bytes (an endless
    /// stream, `< /dev/zero`, is not read into memory until it runs out).
    public static func readAll(from descriptor: Int32, limit: Int) -> [UInt8]? {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            guard result.count + count <= limit else { return nil }
            result.append(contentsOf: chunk[0..<count])
        }
        return result
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }

    private static func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.read(descriptor, bytes, count)
        #else
        Darwin.read(descriptor, bytes, count)
        #endif
    }
}

/// Time that only goes forward, for measuring how long something took.
public enum MonotonicClock {
    public static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Milliseconds since `start` (a reading of `nanoseconds()`).
    public static func milliseconds(since start: UInt64) -> Double {
        Double(nanoseconds() &- start) / 1e6
    }
}

/// `12.3` for 12.345 at one decimal: what `String(format: "%.1f")` printed, without Foundation.
public func fixedPointText(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<max(0, decimals) { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e18 else { return "\(value)" }
    let whole = UInt64(scaled)
    let divisor = UInt64(scale)
    var text = value < 0 && whole != 0 ? "-" : ""
    text += String(whole / divisor)
    if decimals > 0 {
        let fraction = String(whole % divisor)
        text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    return text
}
