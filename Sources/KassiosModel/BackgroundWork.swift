import KassiosSyntax
/// A value worked out on a thread of its own while the caller goes on; `value` waits for it.
public final class BackgroundWork<Value>: @unchecked Sendable {
    private var result: Value?
    private var thread: WorkerThread?
    private let lock = Lock()

    public init(_ work: @escaping () -> Value) {
        // As ParallelMap's workers: deep trees recurse deeply.
        thread = WorkerThread(stackSize: 16 << 20) { [self] in result = work() }
    }

    /// The value, once the work is done (joining the thread orders its write before this read).
    public var value: Value {
        lock.withLock {
            thread?.join()
            return result!
        }
    }
}
