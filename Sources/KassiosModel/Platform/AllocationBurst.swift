/// Building a suite's syntax trees, its model and the rules' findings is one burst of
/// allocation after another. A process can prepare its heap for each (the kassios executable
/// asks for transparent huge pages there: `HeapHeadroom.adviseHugePages`); the library only
/// says when a burst starts, and leaves the allocator alone.
public enum AllocationBurst {
    /// Below this many files a run allocates a few MiB at most: nothing worth preparing for
    /// (a huge page would make a one-file lint touch 2 MiB where it needs a few pages).
    public static let filesWorthPreparing = 256

    /// Called before a burst on a suite of `filesWorthPreparing` files or more; nil (nothing
    /// is done) unless the process sets it, once, before it starts work.
    nonisolated(unsafe) public static var prepare: (() -> Void)?

    /// Tells the process that the trees, the model or the findings of `fileCount` files are
    /// about to be made.
    public static func willStart(fileCount: Int) {
        guard fileCount >= filesWorthPreparing, let prepare else { return }
        prepare()
    }
}
