import Foundation

/// Runs a closure over items on a few threads with 16 MB stacks, keeping input order.
enum ParallelMap {
    static func map<T, R>(_ items: [T], _ transform: @escaping (T) -> R) -> [R] {
        let workers = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        guard workers > 1 else { return items.map(transform) }
        let results = ResultSlots<R>(count: items.count)
        let counter = Counter()
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let thread = Thread {
                while true {
                    let index = counter.next()
                    guard index < items.count else { break }
                    results.set(index, transform(items[index]))
                }
                group.leave()
            }
            thread.stackSize = 16 << 20
            thread.start()
        }
        group.wait()
        return results.values()
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
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
