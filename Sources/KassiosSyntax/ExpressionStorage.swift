#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Where expressions live. A suite's trees hold some 200,000 expressions for 200k lines, and an
// expression was an object of its own: 64 bytes from malloc plus its header, a reference count
// changed on every walk that passed it, and an allocation each. Here expressions are kept side by
// side in blocks of a few hundred, and an `Expr` is the address of one: 40 bytes each, no count
// to keep, one allocation a block.
//
// A file keeps the blocks its expressions are in (`SourceFile.expressionBlocks`), and a block is
// freed when the last file with expressions in it is: an `Expr` is valid while its file is alive,
// as every use of the trees is (the model and the rules hold their files). An expression the
// model makes itself (`Expr(_:at:end:beside:)`) is kept as long as the one it is made beside.

/// The static type of an `Expr`'s address (see there); never made.
final class StoredExpression {
    private init() {}
}

/// One expression as stored: what it is, where it starts and where it ends.
struct ExprNode {
    var kind: ExprKind
    var location: SourceLocation
    var end: UInt32
}

/// A run of stored expressions, freed with the last file that has expressions in it. Its memory
/// is aligned to its size, and starts with the block's address: the block an expression is in is
/// found from the expression's address alone (`holding(_:)`).
final class ExprBlock: @unchecked Sendable {
    static let byteCount = 32 << 10
    private static let header = MemoryLayout<UnsafeRawPointer>.stride
    static let capacity = (byteCount - header) / MemoryLayout<ExprNode>.stride

    private let memory: UnsafeMutableRawPointer
    let nodes: UnsafeMutablePointer<ExprNode>
    /// How many of `nodes` are initialized; written only by the allocator that holds the block.
    private(set) var count = 0
    /// The blocks holding the expressions made beside this block's (`Expr(_:at:end:beside:)`):
    /// kept as long as this block is. Guarded by `madeBesideLock`.
    private var besideBlocks: [ExprBlock] = []

    init() {
        var memory: UnsafeMutableRawPointer?
        guard posix_memalign(&memory, ExprBlock.byteCount, ExprBlock.byteCount) == 0, let memory else {
            fatalError("out of memory for \(ExprBlock.byteCount) bytes of expressions")
        }
        self.memory = memory
        nodes = (memory + ExprBlock.header).bindMemory(to: ExprNode.self, capacity: ExprBlock.capacity)
        memory.storeBytes(of: Unmanaged.passUnretained(self).toOpaque(), as: UnsafeMutableRawPointer.self)
    }

    deinit {
        nodes.deinitialize(count: count)
        free(memory)
    }

    var isFull: Bool { count == ExprBlock.capacity }

    func append(_ node: ExprNode) -> UnsafeMutablePointer<ExprNode> {
        assert(count < ExprBlock.capacity, "a full block")
        let slot = nodes + count
        slot.initialize(to: node)
        count += 1
        return slot
    }

    /// The block `node` is stored in.
    static func holding(_ node: UnsafeMutablePointer<ExprNode>) -> ExprBlock {
        let start = UInt(bitPattern: node) & ~UInt(byteCount - 1)
        let block = UnsafeRawPointer(bitPattern: start)!.load(as: UnsafeMutableRawPointer.self)
        return Unmanaged<ExprBlock>.fromOpaque(block).takeUnretainedValue()
    }

    private static let madeBesideLock = Lock()
    /// Where the expressions made beside others go, whichever block those are in: a block each would
    /// be mostly empty. Guarded by `madeBesideLock`.
    nonisolated(unsafe) private static var besideBlock: ExprBlock?

    /// An expression the parser did not read, stored where it lives as long as `neighbour` does.
    /// A block of such expressions only ever keeps blocks made after it alive: no cycle.
    static func make(_ kind: ExprKind, at location: SourceLocation, end: Int, beside neighbour: Expr) -> Expr {
        let source = holding(neighbour.node)
        let node = ExprNode(kind: kind, location: location, end: UInt32(truncatingIfNeeded: end))
        return madeBesideLock.withLock {
            if besideBlock?.isFull ?? true { besideBlock = ExprBlock() }
            let block = besideBlock!
            if block !== source, source.besideBlocks.last !== block { source.besideBlocks.append(block) }
            return Expr(node: block.append(node))
        }
    }
}

/// Hands out the stored expressions of one parse at a time, from a block that files parsed one
/// after another share (so that a small file does not leave most of a block of its own unused).
final class ExprAllocator: @unchecked Sendable {
    private var block = ExprBlock()
    /// The blocks the parse under way has put expressions in (the kept allocator's: all it filled).
    private var used: [ExprBlock] = []
    /// Whether each expression is made under a lock (the kept allocator only).
    private let makeLock: Lock?

    init(locked: Bool = false) {
        makeLock = locked ? Lock() : nil
    }

    func make(_ kind: ExprKind, at location: SourceLocation, end: Int) -> Expr {
        if let makeLock { return makeLock.withLock { makeUnlocked(kind, at: location, end: end) } }
        return makeUnlocked(kind, at: location, end: end)
    }

    private func makeUnlocked(_ kind: ExprKind, at location: SourceLocation, end: Int) -> Expr {
        if block.isFull {
            block = ExprBlock()
            used.append(block)
        } else if used.isEmpty {
            used.append(block)
        }
        return Expr(node: block.append(ExprNode(kind: kind, location: location, end: UInt32(truncatingIfNeeded: end))))
    }

    /// The blocks the parse that ends put expressions in; the allocator is ready for the next.
    func finishParse() -> [ExprBlock] {
        defer { used = [] }
        return used
    }

    // A few allocators, one for each parse running at the same time.
    private static let lock = Lock()
    nonisolated(unsafe) private static var idle: [ExprAllocator] = []

    static func acquire() -> ExprAllocator {
        lock.withLock { idle.popLast() } ?? ExprAllocator()
    }

    static func release(_ allocator: ExprAllocator) {
        lock.withLock { idle.append(allocator) }
    }

    /// The allocator of the parses outside any file (the tests'), whose blocks are never freed:
    /// one for them all, each expression made under a lock, as such parses may run side by side.
    static func keptForTheProcess() -> ExprAllocator { kept }
    private static let kept = ExprAllocator(locked: true)
}
