/// A set of names that answers "no" to most other names without hashing them: a walk asks
/// about every name the code mentions, and few of them are in the set.
///
/// Before the set hashes a name, a table of 64 Ki bits, one for each (length, first byte,
/// last byte) the set's names have, says whether any could match.
public struct NameSet: Sendable {
    public let names: Set<String>
    private let bits: [UInt64]

    public init(_ names: Set<String>) {
        self.names = names
        var bits = [UInt64](repeating: 0, count: NameSet.tableBits / 64)
        for name in names {
            let slot = NameSet.slot(of: name)
            bits[slot >> 6] |= 1 << UInt64(slot & 63)
        }
        self.bits = bits
    }

    public func contains(_ name: String) -> Bool {
        mayContain(name) && names.contains(name)
    }

    /// False for a name that is surely not in the set; true for the set's names and a few others.
    public func mayContain(_ name: String) -> Bool {
        let slot = NameSet.slot(of: name)
        return bits[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    private static let tableBits = 1 << 16

    /// Where a name's bit is: its length and its first and last bytes, mixed.
    private static func slot(of name: String) -> Int {
        let utf8 = name.utf8
        guard let first = utf8.first, let last = utf8.last else { return 0 }
        var mixed = UInt32(truncatingIfNeeded: utf8.count) &* 0x9E37_79B1
        mixed ^= UInt32(first) &* 0x85EB_CA77
        mixed ^= UInt32(last) &* 0xC2B2_AE3D
        mixed ^= mixed >> 16
        return Int(mixed & UInt32(tableBits - 1))
    }
}
