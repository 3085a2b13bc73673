/// Seeded edits of a valid file (delete, duplicate, insert a troublesome fragment), for
/// `compare --mutations N`: the compiler's parser then decides what the text is, and the
/// tokens are compared up to the line of its first error.
struct Mutation {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: the same seed gives the same edits on every machine.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    static let fragments = [
        "\"", "\"\"\"", "#", "#\"", "\"#", "\\(", ")", "(", "/", "/x/", "#/", "/#", "/*", "*/", "//", "\\", "`", "$",
        "@", "{", "}", "[", "]", ".", "..", "...", "0x", "1.", "e", "'", "\n", "\r\n", "\t", " ", "!", "?", ">", "<",
        "é", "😀", "\u{0}", "\u{FEFF}",
    ]

    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(2) {
            let at = below(bytes.count + 1)
            switch below(4) {
            case 0 where !bytes.isEmpty:
                let end = min(bytes.count, at + 1 + below(16))
                bytes.removeSubrange(min(at, end)..<end)
            case 1 where !bytes.isEmpty:
                let start = min(at, bytes.count - 1)
                let end = min(bytes.count, start + 1 + below(48))
                bytes.insert(contentsOf: bytes[start..<end], at: below(bytes.count + 1))
            default:
                bytes.insert(contentsOf: Array(Mutation.fragments[below(Mutation.fragments.count)].utf8), at: at)
            }
        }
        return bytes
    }
}
