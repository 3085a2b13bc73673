#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread started with a stack of a given size, to be joined once; a pthread, as kassios
/// does not load all of Foundation for `Thread`. Deep syntax trees recurse deeply, hence the
/// size: the default stack of a secondary thread is 512 KB on macOS.
public final class WorkerThread: @unchecked Sendable {
    #if canImport(Darwin)
    private var thread: pthread_t?
    #else
    private var thread = pthread_t()
    #endif
    private var started = false
    private var joined = false

    /// Starts `body` on a new thread; if no thread can be made, runs it here before returning.
    public init(stackSize: Int = 16 << 20, _ body: @escaping () -> Void) {
        let context = Unmanaged.passRetained(Work(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        #if canImport(Darwin)
        let result = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        #else
        let result = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, context)
        #endif
        started = result == 0
        if !started { Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body() }
    }

    /// Waits for the thread to finish; returns at once if it has been joined already. Called on
    /// the thread itself (the last reference to what owns it was the work's own), it lets the
    /// thread go instead: its stack is freed when it ends.
    public func join() {
        guard started, !joined else { return }
        joined = true
        #if canImport(Darwin)
        let thread = self.thread!
        #endif
        if pthread_equal(pthread_self(), thread) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }

    deinit { join() }

    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }
}
