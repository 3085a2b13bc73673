/// A set of names that answers "no" to most other names without hashing them: a walk asks
/// about every name the code mentions, and few of them are in the set.
///
/// Before the set hashes a name, a table of 64 Ki bits, one for each (length, first byte,
/// last byte) the set's names have, says whether any could match. The table is read through
/// a plain pointer: the walkers that share it on several threads touch no reference count.
/// It answers as the set does: a `String` equals another spelled with other bytes when the
/// two are canonically equivalent (`café` with `é` or with `e` and U+0301, `K` and the Kelvin
/// sign), so a name with a byte beyond ASCII always goes to the set, and a set with such a
/// name has every bit set.
public final class NameSet: @unchecked Sendable {
    public let names: Set<String>
    /// Read-only once made.
    private let bits: UnsafeMutablePointer<UInt64>
    private static let tableBits = 1 << 16

    public init(_ names: Set<String>) {
        self.names = names
        bits = .allocate(capacity: NameSet.tableBits / 64)
        let hasOtherThanASCII = names.contains { !NameSet.isASCII($0) }
        bits.initialize(repeating: hasOtherThanASCII ? ~0 : 0, count: NameSet.tableBits / 64)
        for name in names where !hasOtherThanASCII {
            let slot = NameSet.slot(of: name)
            bits[slot >> 6] |= 1 << UInt64(slot & 63)
        }
    }

    deinit {
        bits.deallocate()
    }

    public func contains(_ name: String) -> Bool {
        mayContain(name) && names.contains(name)
    }

    /// False for a name that is surely not in the set; true for the set's names and a few others.
    public func mayContain(_ name: String) -> Bool {
        NameSet.mayContain(name, in: UnsafePointer(bits))
    }

    /// The table, for a reader that keeps the set alive itself and asks often.
    public var table: UnsafePointer<UInt64> { UnsafePointer(bits) }

    public static func mayContain(_ name: String, in table: UnsafePointer<UInt64>) -> Bool {
        // The bytes read in place: through the UTF-8 view, this check cost more than the hashing it saves.
        var name = name
        return name.withUTF8 { bytes in
            var any: UInt8 = 0
            for byte in bytes { any |= byte }
            guard any < 0x80 else { return true }
            let slot = slot(count: bytes.count, first: bytes.first, last: bytes.last)
            return table[slot >> 6] & (1 << UInt64(slot & 63)) != 0
        }
    }

    private static func isASCII(_ name: String) -> Bool {
        name.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Where a name's bit is: its length and its first and last bytes, mixed.
    private static func slot(of name: String) -> Int {
        slot(count: name.utf8.count, first: name.utf8.first, last: name.utf8.last)
    }

    private static func slot(count: Int, first: UInt8?, last: UInt8?) -> Int {
        guard let first, let last else { return 0 }
        var mixed = UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1
        mixed ^= UInt32(first) &* 0x85EB_CA77
        mixed ^= UInt32(last) &* 0xC2B2_AE3D
        mixed ^= mixed >> 16
        return Int(mixed & UInt32(tableBits - 1))
    }
}
