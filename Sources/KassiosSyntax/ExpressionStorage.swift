#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Where expressions and argument lists live. A suite's trees hold some 240,000 expressions for
// 200k lines, and an expression was an object of its own: 64 bytes from malloc plus its header, a
// reference count changed on every walk that passed it, and an allocation each; each argument list
// was an array. Here they are kept side by side in blocks of 32 KiB (819 expressions), and an `Expr`
// or an `ArgumentList` is the address of one: no count to keep, one allocation a block.
//
// A file keeps the blocks its expressions are in (`SourceFile.expressionBlocks`), and a block is
// freed when the last file with expressions in it is: an `Expr` is valid while its file is alive,
// as every use of the trees is (the model and the rules hold their files). An expression the
// model makes itself (`Expr(_:at:end:beside:)`) is kept as long as the one it is made beside.

/// The static type of an `Expr`'s or an `ArgumentList`'s address (see there); never made.
@usableFromInline final class StoredExpression {
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
/// found from the expression's address alone (`holding(_:)`). Expressions fill it from the front,
/// argument lists (`ArgumentList`: a count, then the arguments) from the back.
final class ExprBlock: @unchecked Sendable {
    static let byteCount = 32 << 10
    private static let header = MemoryLayout<UnsafeRawPointer>.stride
    private static let stride = MemoryLayout<ExprNode>.stride
    /// How many expressions a block holds when it holds nothing else.
    static let capacity = (byteCount - header) / stride
    /// The longest list of arguments a block takes, in bytes; longer ones are allocated apart.
    static let largestList = byteCount - header

    private let memory: UnsafeMutableRawPointer
    let nodes: UnsafeMutablePointer<ExprNode>
    /// How many of `nodes` are initialized; written only by the allocator that holds the block.
    private(set) var count = 0
    /// Where the argument lists start, from the block's start: they fill it from its end down.
    private var listsStart = ExprBlock.byteCount
    /// Lists too long for a block, kept with this one.
    private var longLists: [UnsafeMutableRawPointer] = []
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
        var offset = listsStart
        while offset < ExprBlock.byteCount {
            offset += ArgumentList.destroy(at: memory + offset)
        }
        for list in longLists {
            _ = ArgumentList.destroy(at: list)
            list.deallocate()
        }
        free(memory)
    }

    private func hasRoom(forBytes byteCount: Int) -> Bool {
        ExprBlock.header + count * ExprBlock.stride + byteCount <= listsStart
    }

    var isFull: Bool { !hasRoom(forBytes: ExprBlock.stride) }

    func append(_ node: ExprNode) -> UnsafeMutablePointer<ExprNode> {
        assert(!isFull, "a full block")
        let slot = nodes + count
        slot.initialize(to: node)
        count += 1
        return slot
    }

    /// Whether a list of `elements` arguments goes in this block (or apart, when too long for any).
    func hasRoom(forArguments elements: Int) -> Bool {
        let byteCount = ArgumentList.storedSize(elements)
        return byteCount > ExprBlock.largestList || hasRoom(forBytes: byteCount)
    }

    /// Stores `elements` in the block, or apart with it when too long for a block.
    func append<Elements: Collection>(_ elements: Elements) -> ArgumentList where Elements.Element == Argument {
        let byteCount = ArgumentList.storedSize(elements.count)
        if byteCount > ExprBlock.largestList {
            let list = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: MemoryLayout<UInt64>.alignment)
            longLists.append(list)
            return ArgumentList(storing: elements, at: list)
        }
        assert(hasRoom(forBytes: byteCount), "a full block")
        listsStart -= byteCount
        return ArgumentList(storing: elements, at: memory + listsStart)
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
        let node = ExprNode(kind: kind, location: location, end: UInt32(truncatingIfNeeded: end))
        return madeBeside(neighbour, fits: { !$0.isFull }) { Expr(node: $0.append(node)) }
    }

    /// A list of arguments the parser did not read, stored where it lives as long as `neighbour` does.
    static func make(_ elements: [Argument], beside neighbour: Expr) -> ArgumentList {
        if elements.isEmpty { return [] }
        return madeBeside(neighbour, fits: { $0.hasRoom(forArguments: elements.count) }) { $0.append(elements) }
    }

    private static func madeBeside<Made>(_ neighbour: Expr, fits: (ExprBlock) -> Bool, _ make: (ExprBlock) -> Made) -> Made {
        let source = holding(neighbour.node)
        return madeBesideLock.withLock {
            if let block = besideBlock, fits(block) {} else { besideBlock = ExprBlock() }
            let block = besideBlock!
            if block !== source, source.besideBlocks.last !== block { source.besideBlocks.append(block) }
            return make(block)
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
    /// The long names of the parses this allocator serves, one copy each (made on first use: the
    /// kept allocator has none). Not a `lazy var`: a mutating call through one copies the table.
    private var names: NameTable?

    init(locked: Bool = false) {
        makeLock = locked ? Lock() : nil
    }

    func make(_ kind: ExprKind, at location: SourceLocation, end: Int) -> Expr {
        let node = ExprNode(kind: kind, location: location, end: UInt32(truncatingIfNeeded: end))
        return locked {
            useBlock(withRoom: !block.isFull)
            return Expr(node: block.append(node))
        }
    }

    /// `elements`, stored with the parse's expressions.
    func make<Elements: Collection>(_ elements: Elements) -> ArgumentList where Elements.Element == Argument {
        if elements.isEmpty { return [] }
        return locked {
            useBlock(withRoom: block.hasRoom(forArguments: elements.count))
            return block.append(elements)
        }
    }

    /// The name spelt by `bytes`, shared with the same name read before by this allocator's parses.
    func name(_ bytes: ArraySlice<UInt8>) -> String {
        if makeLock != nil { return String(decoding: bytes, as: UTF8.self) }
        if names == nil { names = NameTable() }
        return names!.name(bytes)
    }

    /// `body`, under `makeLock` when there is one.
    private func locked<Made>(_ body: () -> Made) -> Made {
        guard let makeLock else { return body() }
        return makeLock.withLock(body)
    }

    /// Makes the current block one with room, when it has none, and one of the parse's.
    private func useBlock(withRoom hasRoom: Bool) {
        if !hasRoom {
            block = ExprBlock()
            used.append(block)
        } else if used.isEmpty {
            used.append(block)
        }
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

// How an argument list is laid out where it is stored: its count in 8 bytes, then its arguments.
extension ArgumentList {
    /// The bytes a list of `count` arguments takes where it is stored (`Benchmarks/tree-memory.sh`
    /// counts them too).
    public static func storedSize(_ count: Int) -> Int {
        countBytes + count * MemoryLayout<Argument>.stride
    }

    /// Stores `elements` at `storage`, which has `storedSize(elements.count)` bytes, 8-aligned.
    init<Elements: Collection>(storing elements: Elements, at storage: UnsafeMutableRawPointer) where Elements.Element == Argument {
        storage.storeBytes(of: UInt64(elements.count), as: UInt64.self)
        let arguments = (storage + ArgumentList.countBytes).bindMemory(to: Argument.self, capacity: elements.count)
        for (offset, element) in elements.enumerated() { (arguments + offset).initialize(to: element) }
        address = Unmanaged.fromOpaque(UnsafeRawPointer(storage))
    }

    /// Ends the lifetime of the list stored at `storage`; the bytes it took.
    static func destroy(at storage: UnsafeMutableRawPointer) -> Int {
        let count = Int(storage.load(as: UInt64.self))
        (storage + countBytes).assumingMemoryBound(to: Argument.self).deinitialize(count: count)
        return storedSize(count)
    }

    /// The empty list: a count of zero kept for the life of the process.
    private static let emptyStorage: UnsafeMutableRawPointer = {
        let storage = UnsafeMutableRawPointer.allocate(byteCount: countBytes, alignment: MemoryLayout<UInt64>.alignment)
        storage.storeBytes(of: 0, as: UInt64.self)
        return storage
    }()

    /// `[]` is the empty list; a list written out (the tests') is kept for the life of the process.
    public init(arrayLiteral elements: Argument...) {
        if elements.isEmpty {
            address = Unmanaged.fromOpaque(UnsafeRawPointer(ArgumentList.emptyStorage))
        } else {
            self = ExprAllocator.keptForTheProcess().make(elements)
        }
    }

    /// A list the parser did not read, valid as long as `neighbour`, an expression it was made
    /// from, is.
    public init(_ elements: [Argument], beside neighbour: Expr) {
        self = ExprBlock.make(elements, beside: neighbour)
    }
}
