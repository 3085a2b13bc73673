/// The text of a file a person wrote elsewhere (a test case exported from a test-management
/// tool, saved by a Windows editor): UTF-16 when it starts with a UTF-16 byte-order mark
/// (little or big end first), else UTF-8, invalid bytes as U+FFFD. A UTF-8 byte-order mark is
/// kept, for the readers that skip it.
public enum TextFileDecoding {
    public static func text(of bytes: [UInt8]) -> String {
        guard let littleEndian = utf16ByteOrder(of: bytes) else { return String(decoding: bytes, as: UTF8.self) }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[i], bytes[i + 1]) : (bytes[i + 1], bytes[i])
            units.append(UInt16(high) << 8 | UInt16(low))
            i += 2
        }
        if i < bytes.count { units.append(0xFFFD) }   // an odd byte at the end
        return String(decoding: units, as: UTF16.self)
    }

    /// Whether the bytes start with a UTF-16 byte-order mark, little end first (true) or big
    /// end first (false); nil without one.
    public static func utf16ByteOrder(of bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return true
        case (0xFE, 0xFF): return false
        default: return nil
        }
    }
}
