/// A baseline as findings are filtered by it: how many times it has each entry, an entry known by
/// a 128-bit digest of what it is matched by (`Baseline.matching`) rather than by its four strings.
/// A baseline of thousands of findings is megabytes of strings, which a gated run held from its
/// start to its end, the peak, beside an entry made for every finding to look them up; its digests
/// are 16 bytes an entry, and a finding's entry is made, digested and dropped.
struct BaselineMatcher {
    struct Digest: Hashable {
        let first: UInt64
        let second: UInt64
    }

    private var remaining: [Digest: Int] = [:]

    init(_ baseline: Baseline) {
        remaining.reserveCapacity(baseline.entries.count)
        for entry in baseline.entries { remaining[BaselineMatcher.digest(of: entry), default: 0] += 1 }
    }

    /// Findings not in the baseline; each entry absorbs one finding with its digest. `keys[i]` is
    /// `findings[i]`'s digest.
    mutating func filter(_ findings: [Finding], keys: [Digest]) -> [Finding] {
        var kept: [Finding] = []
        for (finding, key) in zip(findings, keys) {
            // One hash of the digest: found by index, counted down in place.
            if let index = remaining.index(forKey: key), remaining.values[index] > 0 {
                remaining.values[index] -= 1
            } else {
                kept.append(finding)
            }
        }
        return kept
    }

    /// The digest of what `entry` is matched by: its file, rule, message (argument labels left
    /// out) and line text, each followed by its length, so that no two ways of cutting the same
    /// bytes into fields meet. Two 64-bit hashes of different kinds (FNV-1a, and a rotate and
    /// multiply one): two different entries share a digest only if both hashes collide at once.
    static func digest(of entry: Baseline.Entry) -> Digest {
        let matched = Baseline.matching(entry)
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x9E37_79B9_7F4A_7C15
        func add(_ byte: UInt64) {
            first = (first ^ byte) &* 0x0000_0100_0000_01B3
            second = ((second ^ byte) &* 0xFF51_AFD7_ED55_8CCD)
            second = (second << 31) | (second >> 33)
        }
        for field in [matched.file, matched.rule, matched.message, matched.lineText] {
            var count: UInt64 = 0
            for byte in field.utf8 {
                add(UInt64(byte))
                count += 1
            }
            add(0x100 | count)   // past any byte's value: a length, not a byte of the text
        }
        return Digest(first: first, second: second)
    }
}
