/// One copy of each long name the parses of one allocator read (`ExprAllocator.name(_:)`). A
/// string holds up to 15 bytes of UTF-8 in itself; a longer one is an allocation of its own,
/// and a suite writes its long names again and again (`passwordTextField`, `LoginScreenRobot`,
/// `waitForExistence`): read once, each is shared by every later mention. A cache, not a record:
/// past `limit` names it starts again empty, so a process that parses without end does not keep
/// every name it met.
struct NameTable {
    /// The names by hash, open addressing; a power of two slots, at most half of them used.
    private var slots: [String?]
    private var hashes: [UInt32]
    private(set) var count = 0
    static let limit = 1 << 16
    /// The longest name a string keeps in itself, with no allocation to share.
    static let inlineBytes = 15

    init(capacity: Int = 1024) {
        // The smallest power of two that holds `capacity` names at half load (16 slots at least).
        let size = 1 << (Int.bitWidth - (max(capacity, 8) * 2 - 1).leadingZeroBitCount)
        slots = Array(repeating: nil, count: size)
        hashes = Array(repeating: 0, count: size)
    }

    /// The name spelt by `bytes` (invalid UTF-8 repaired, as `String(decoding:as:)` does): the
    /// copy already read when there is one.
    mutating func name(_ bytes: ArraySlice<UInt8>) -> String {
        if bytes.count <= NameTable.inlineBytes { return String(decoding: bytes, as: UTF8.self) }
        return bytes.withUnsafeBufferPointer { name(spelt: $0) }
    }

    private mutating func name(spelt bytes: UnsafeBufferPointer<UInt8>) -> String {
        var hash: UInt32 = 2_166_136_261   // FNV-1a
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while let stored = slots[index] {
            if hashes[index] == hash && NameTable.spells(stored, bytes) { return stored }
            index = (index + 1) & mask
        }
        if count >= NameTable.limit {
            self = NameTable()
            return self.name(spelt: bytes)
        }
        let name = String(decoding: bytes, as: UTF8.self)
        // Invalid UTF-8, repaired, is not spelt by its bytes: it would never be found again.
        guard name.utf8.count == bytes.count else { return name }
        slots[index] = name
        hashes[index] = hash
        count += 1
        if count * 2 > slots.count { grow() }
        return name
    }

    private static func spells(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(bytes) } ?? name.utf8.elementsEqual(bytes)
    }

    private mutating func grow() {
        var larger = NameTable(capacity: slots.count)
        let mask = larger.slots.count - 1
        for (name, hash) in zip(slots, hashes) {
            guard let name else { continue }
            var index = Int(hash) & mask
            while larger.slots[index] != nil { index = (index + 1) & mask }
            larger.slots[index] = name
            larger.hashes[index] = hash
        }
        larger.count = count
        self = larger
    }
}
