import KassiosSyntax
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs a closure over items on the calling thread and a few more with 16 MB stacks,
/// keeping input order. The lint runner parses with it, the model walks files with it.
public enum ParallelMap {
    /// Below this many files, per-file work is done on the calling thread: starting a
    /// thread costs more than a few small files take (and a fuzzer runs tiny suites).
    public static let filesWorthThreads = 16

    /// How many threads `map` works on at most: one per core. Asked once: on Linux the answer
    /// takes system calls and reads of the control group's files, and a run maps many times.
    public static let workerCount = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// `inParallel: false` maps on the calling thread alone.
    public static func map<T, R>(_ items: [T], inParallel: Bool = true, _ transform: @escaping (T) -> R) -> [R] {
        let workers = inParallel && items.count > 1 ? min(items.count, workerCount) : 1
        guard workers > 1 else { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        let counter = Counter()
        let work = {
            while true {
                let index = counter.next()
                guard index < items.count else { break }
                results.set(index, transform(items[index]))
            }
        }
        // The calling thread works too: one thread fewer to start, and what it allocates
        // comes from the main heap, which grows in large steps; a new thread's heap grows
        // a page at a time, one system call each.
        let threads = (1..<workers).map { _ in WorkerThread(stackSize: 16 << 20, work) }
        work()
        for thread in threads { thread.join() }
        return results.values()
    }

    final class Counter: @unchecked Sendable {
        private let lock = Lock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value - 1
        }
    }

    /// Each slot is written by exactly one worker and read after all have finished.
    /// Raw storage: concurrent writes to distinct slots of a Swift array would trip
    /// the exclusivity checks of the array as a whole.
    final class ResultSlots<R>: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<R?>
        init(count: Int) {
            slots = .allocate(capacity: count)
            slots.initialize(repeating: nil)
        }
        deinit {
            slots.deinitialize()
            slots.deallocate()
        }
        func set(_ index: Int, _ value: R) { slots[index] = value }
        func values() -> [R] { slots.map { $0! } }
    }
}
