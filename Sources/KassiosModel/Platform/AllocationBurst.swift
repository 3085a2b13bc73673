/// Building a suite's syntax trees, its model and the rules' findings is one burst of
/// allocation after another. A process can prepare its heap for each (the kassios executable
/// asks for transparent huge pages there, and gives back free pages before the findings:
/// `HeapHeadroom.prepareForEachBurst`); the library only says which burst starts, and leaves
/// the allocator alone.
public enum AllocationBurst {
    /// What is about to be made, in the order a lint makes them.
    public enum Kind: Sendable {
        /// The files' syntax trees, as they are read.
        case trees
        /// The model, from the trees.
        case model
        /// The rules' findings, from the finished model.
        case findings
    }

    /// Below this many files a run allocates a few MiB at most: nothing worth preparing for
    /// (a huge page would make a one-file lint touch 2 MiB where it needs a few pages).
    public static let filesWorthPreparing = 256

    /// Called before a burst on a suite of `filesWorthPreparing` files or more; nil (nothing
    /// is done) unless the process sets it, once, before it starts work.
    nonisolated(unsafe) public static var prepare: ((Kind) -> Void)?

    /// Tells the process that the trees, the model or the findings of `fileCount` files are
    /// about to be made.
    public static func willStart(_ kind: Kind, fileCount: Int) {
        guard fileCount >= filesWorthPreparing, let prepare else { return }
        prepare(kind)
    }
}
