import Foundation

/// A value worked out on a thread of its own while the caller goes on; `value` waits for it.
public final class BackgroundWork<Value>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    public init(_ work: @escaping () -> Value) {
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        thread.stackSize = 16 << 20   // as ParallelMap's workers: deep trees recurse deeply
        thread.start()
    }

    /// The value, once the work is done (the semaphore orders the write before this read).
    public var value: Value {
        done.wait()
        done.signal()
        return result!
    }
}
