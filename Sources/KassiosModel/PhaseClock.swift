#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Phase timings on stderr when KASSIOS_TIMING is set: a profiling aid, not output.
/// Wall time and the process's CPU time (all threads, user and system): on a busy machine
/// the CPU time is the steadier figure. The peak resident memory so far ends each line.
public struct PhaseClock {
    /// Read once: a clock is made in every phase, and the environment is copied each time it is asked.
    private static let enabled = ProcessInfo.processInfo.environment["KASSIOS_TIMING"] != nil
    private var last = MonotonicClock.nanoseconds()
    private var lastCPU = PhaseClock.cpuMilliseconds()

    public init() {}

    /// A phase timed elsewhere (on a worker thread): its wall time only.
    public static func report(_ phase: String, milliseconds: Double) {
        guard enabled else { return }
        StandardStreams.write("kassios timing: \(phase) \(fixedPointText(milliseconds, decimals: 1)) ms (on a worker)\n", to: StandardStreams.error)
    }

    /// `phase` is made only when timing is on.
    public mutating func lap(_ phase: @autoclosure () -> String) {
        guard PhaseClock.enabled else { return }
        let phase = phase()
        let now = MonotonicClock.nanoseconds()
        let cpu = PhaseClock.cpuMilliseconds()
        let milliseconds = Double(now - last) / 1e6
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let peak = Double(usage.ru_maxrss) / 1024   // KiB
        #else
        getrusage(RUSAGE_SELF, &usage)
        let peak = Double(usage.ru_maxrss) / 1048576   // bytes
        #endif
        let text = "kassios timing: \(phase) \(fixedPointText(milliseconds, decimals: 1)) ms (cpu \(fixedPointText(cpu - lastCPU, decimals: 1)) ms, peak rss \(fixedPointText(peak, decimals: 1)) MiB)\n"
        StandardStreams.write(text, to: StandardStreams.error)
        last = now
        lastCPU = cpu
    }

    private static func cpuMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
