/// "Did you mean": the candidate closest to a word the user wrote (a configuration key, a rule
/// id, a defect id, a screen name), within a few edits. The one edit distance of kassios.
public enum NameSuggestion {
    /// The candidate closest to `word`, case ignored, within `limit` edits (by default a third of
    /// the word, at least 2); of equally close ones, the first. Counted in `Character`s.
    public static func closest(to word: String, in candidates: [String], limit: Int? = nil, countingSwaps: Bool = false) -> String? {
        let wanted = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        var within = limit ?? max(2, wanted.count / 3)
        for candidate in candidates {
            guard let found = distance(wanted, Array(candidate.lowercased()), countingSwaps: countingSwaps, atMost: within) else { continue }
            if best == nil || found < best!.distance {
                best = (candidate, found)
                within = found   // only a closer one can win now
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance of the two strings' UTF-8 bytes.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.utf8), Array(b.utf8))!
    }

    /// The fewest insertions, deletions and substitutions (and, with `countingSwaps`, swaps of
    /// two neighbours: "optimal string alignment") that turn `a` into `b`; nil when more than
    /// `limit`. Only the cells within `limit` of the diagonal are worked out: O(length × limit)
    /// time and O(length) memory, so a long word the user wrote costs little. Inlinable, so that
    /// other modules get it specialised for their element type (bytes, for `generate test`'s
    /// similar names) rather than compare through the generic witness calls.
    @inlinable
    public static func distance<Element: Equatable>(_ a: [Element], _ b: [Element], countingSwaps: Bool = false,
                                                    atMost limit: Int? = nil) -> Int? {
        // No distance is larger than the longer length: a larger limit (`Int.max`) is that one.
        let longer = max(a.count, b.count)
        let limit = min(limit ?? longer, longer)
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let outside = limit + 1   // any cell further than `limit`; no sum of them overflows
        // Rows i - 2, i - 1 and i of the table, each over the columns 0...b.count.
        var beforePrevious = [Int](repeating: outside, count: b.count + 1)
        var previous = [Int](repeating: outside, count: b.count + 1)
        var current = [Int](repeating: outside, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        for i in 1...a.count {
            let first = max(1, i - limit)
            let last = min(b.count, i + limit)
            current[first - 1] = first == 1 && i <= limit ? i : outside
            var rowBest = current[first - 1]
            for j in first...last {
                var cell = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if countingSwaps, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    cell = min(cell, beforePrevious[j - 2] + 1)
                }
                current[j] = min(cell, outside)
                rowBest = min(rowBest, current[j])
            }
            // The next row reads one column past this band: it must read "too far" there.
            if last < b.count { current[last + 1] = outside }
            guard rowBest <= limit else { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let result = previous[b.count]
        return result <= limit ? result : nil
    }
}
