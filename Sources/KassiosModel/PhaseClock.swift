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

    /// Where the resident memory is as the command ends (a lint's peak is its end: `VmHWM` equals
    /// `VmRSS` there): one line on stderr when KASSIOS_TIMING is set on Linux, nothing elsewhere.
    public static func reportMemory() {
        guard enabled, let status = FileSystem.contents(of: "/proc/self/status"),
              let line = memoryLine(status: String(decoding: status, as: UTF8.self)) else { return }
        StandardStreams.write("kassios timing: \(line)\n", to: StandardStreams.error)
    }

    /// The resident memory of a `/proc/PID/status` text, split into what is mapped from files (the
    /// executable's code and data, the C libraries: shared with other processes, and what a
    /// smaller executable would save) and what is not (the heap, the threads' stacks: what the
    /// run allocates); nil when a field is missing.
    static func memoryLine(status: String) -> String? {
        var kibibytes: [Substring: Double] = [:]
        for line in status.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard value.count == 2, value[1] == "kB", let number = Double(value[0]) else { continue }
            kibibytes[line[..<colon]] = number
        }
        guard let resident = kibibytes["VmRSS"], let peak = kibibytes["VmHWM"], let files = kibibytes["RssFile"],
              let anonymous = kibibytes["RssAnon"] else { return nil }
        func mebibytes(_ value: Double) -> String { fixedPointText(value / 1024, decimals: 1) + " MiB" }
        return "memory at the end: resident \(mebibytes(resident)) (peak \(mebibytes(peak))), of which \(mebibytes(files)) "
            + "mapped from files (the executable, the C libraries) and \(mebibytes(anonymous)) allocated (the heap, the stacks)"
    }

    private static func cpuMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
