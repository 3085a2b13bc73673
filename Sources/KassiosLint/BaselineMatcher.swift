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

    /// Each digest's place in `counts`. Read-only once made: a run filters with a copy of the counts
    /// alone, where counting down in this dictionary copied it whole from the options holding it.
    private var places: [Digest: Int] = [:]
    /// How many entries have each digest.
    private var counts: [Int] = []

    init(_ baseline: Baseline) {
        places.reserveCapacity(baseline.entries.count)
        for entry in baseline.entries {
            let digest = BaselineMatcher.digest(of: entry)
            if let place = places[digest] {
                counts[place] += 1
            } else {
                places[digest] = counts.count
                counts.append(1)
            }
        }
    }

    /// Findings not in the baseline; each entry absorbs one finding with its digest. `keys[i]` is
    /// `findings[i]`'s digest.
    func filter(_ findings: [Finding], keys: [Digest]) -> [Finding] {
        var remaining = counts
        var kept: [Finding] = []
        for (finding, key) in zip(findings, keys) {
            if let place = places[key], remaining[place] > 0 {
                remaining[place] -= 1
            } else {
                kept.append(finding)
            }
        }
        return kept
    }

    /// The digest of what `entry` is matched by: its file, rule, message (argument labels left
    /// out) and line text, as `String`'s hashing reads them (canonically equivalent text, `é` written
    /// as one scalar or as `e` and an accent, hashes the same, as the entries compared equal; each
    /// string ends with a terminator, so no two ways of cutting the same text into fields meet).
    /// Two hashes of this process's seed, one after a 0 and one after a 1: two different entries
    /// share a digest only if both collide at once.
    static func digest(of entry: Baseline.Entry) -> Digest {
        let matched = Baseline.matching(entry)
        var first = Hasher()
        var second = Hasher()
        first.combine(0 as UInt8)
        second.combine(1 as UInt8)
        func combine(_ field: String) {
            first.combine(field)
            second.combine(field)
        }
        combine(matched.file)
        combine(matched.rule)
        combine(matched.message)
        combine(matched.lineText)
        return Digest(first: UInt64(UInt(bitPattern: first.finalize())), second: UInt64(UInt(bitPattern: second.finalize())))
    }
}
