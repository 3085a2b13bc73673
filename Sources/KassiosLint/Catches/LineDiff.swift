/// A line diff (Myers' algorithm) printed as a unified diff: how a committed file
/// differs from what kassios would write now.
public enum LineDiff {
    enum Edit: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case added(new: Int)
    }

    /// `--- old` / `+++ new` and `@@` hunks with `context` lines around each change;
    /// empty when the texts have the same lines.
    public static func unified(old: String, new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let a = lines(of: old)
        let b = lines(of: new)
        let edits = self.edits(a, b)
        let changes = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changes.isEmpty else {
            return old.utf8.elementsEqual(new.utf8) ? "" : "--- \(oldLabel)\n+++ \(newLabel)\n(the texts differ only in line endings or the newline at the end)\n"
        }
        // Lines of each side before each edit, for the @@ ranges.
        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        var oldSeen = 0
        var newSeen = 0
        for edit in edits {
            oldBefore.append(oldSeen)
            newBefore.append(newSeen)
            switch edit {
            case .same: oldSeen += 1; newSeen += 1
            case .removed: oldSeen += 1
            case .added: newSeen += 1
            }
        }
        var text = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var hunkStart = 0
        while hunkStart < changes.count {
            // Changes closer than twice the context share a hunk.
            var hunkEnd = hunkStart
            while hunkEnd + 1 < changes.count && changes[hunkEnd + 1] - changes[hunkEnd] <= 2 * context { hunkEnd += 1 }
            let from = max(0, changes[hunkStart] - context)
            let to = min(edits.count - 1, changes[hunkEnd] + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            for edit in edits[from...to] {
                switch edit {
                case .same(let old, _): body += " \(a[old])\n"; oldCount += 1; newCount += 1
                case .removed(let old): body += "-\(a[old])\n"; oldCount += 1
                case .added(let new): body += "+\(b[new])\n"; newCount += 1
                }
            }
            text += "@@ -\(range(oldBefore[from], oldCount)) +\(range(newBefore[from], newCount)) @@\n" + body
            hunkStart = hunkEnd + 1
        }
        return text
    }

    /// `start,count` as unified diffs write it: 1-based; an empty side names the line before it.
    static func range(_ before: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(before),0"
        case 1: return "\(before + 1)"
        default: return "\(before + 1),\(count)"
        }
    }

    /// Lines without their `\n`; a final one ends the last line rather than starting one. Split
    /// by bytes: as `Character`s, a `\r` before a line break joins it (`\r\n` is one), and lines
    /// would run together. (`CatchesRunner.compare` has made `\r\n` line ends `\n` already.)
    static func lines(of text: String) -> [Substring] {
        let bytes = Array(text.utf8)
        var lines: [Substring] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            lines.append(Substring(String(decoding: bytes[start..<index], as: UTF8.self)))
            start = index + 1
        }
        if start < bytes.count { lines.append(Substring(String(decoding: bytes[start...], as: UTF8.self))) }
        return lines
    }

    /// Lines are the same when their bytes are: a committed file in another Unicode
    /// normalization is not what kassios writes.
    static func same(_ a: Substring, _ b: Substring) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    /// How many furthest points the search may keep to walk back (8 bytes each): about 8 MB,
    /// enough for a shortest script of some 1,000 changed lines. Files further apart than that
    /// (a manifest of another suite, a file named by mistake) get a script that replaces their
    /// differing middle whole: correct, not shortest, and without a memory that grows with the
    /// product of their lengths.
    static let traceLimit = 1_000_000

    /// The shortest edit script from `a` to `b`, within `traceLimit` (see there).
    static func edits(_ a: [Substring], _ b: [Substring], traceLimit: Int = LineDiff.traceLimit) -> [Edit] {
        // Common ends need no search.
        var prefix = 0
        while prefix < a.count && prefix < b.count && same(a[prefix], b[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && same(a[a.count - 1 - suffix], b[b.count - 1 - suffix]) { suffix += 1 }
        var result = (0..<prefix).map { Edit.same(old: $0, new: $0) }
        let oldEnd = a.count - suffix
        let newEnd = b.count - suffix
        result += middle(a, b, from: prefix, oldEnd: oldEnd, newEnd: newEnd, traceLimit: traceLimit)
            ?? (prefix..<oldEnd).map { .removed(old: $0) } + (prefix..<newEnd).map { .added(new: $0) }
        result += (0..<suffix).map { Edit.same(old: a.count - suffix + $0, new: b.count - suffix + $0) }
        return result
    }

    /// Myers' O(ND) search with a trace of each round, walked back into an edit script; nil when
    /// the trace would outgrow `traceLimit`. Round `d` reaches diagonals `-d...d`, so only the
    /// furthest points on diagonals `-(d + 1)...d + 1` before it are kept for the walk back.
    static func middle(_ a: [Substring], _ b: [Substring], from start: Int, oldEnd: Int, newEnd: Int, traceLimit: Int) -> [Edit]? {
        let n = oldEnd - start
        let m = newEnd - start
        if n == 0 { return (0..<m).map { .added(new: start + $0) } }
        if m == 0 { return (0..<n).map { .removed(old: start + $0) } }
        let maximum = n + m
        let offset = maximum + 1
        var v = [Int](repeating: 0, count: 2 * maximum + 3)
        var trace: [[Int]] = []
        var kept = 0
        var found = false
        for d in 0...maximum {
            kept += 2 * d + 3
            if kept > traceLimit { return nil }
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n && y < m && same(a[start + x], b[start + y]) {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            // The furthest point on diagonal `k` before round `d`.
            func furthest(_ k: Int) -> Int { trace[d][k + d + 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && furthest(k - 1) < furthest(k + 1))) ? k + 1 : k - 1
            let previousX = furthest(previousK)
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                edits.append(.same(old: start + x - 1, new: start + y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    edits.append(.added(new: start + previousY))
                } else {
                    edits.append(.removed(old: start + previousX))
                }
            }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
