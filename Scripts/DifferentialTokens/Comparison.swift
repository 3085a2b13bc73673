/// Walks both span lists side by side. Where they part, both are advanced to the next
/// offset where a span of each ends, and the region in between is one disagreement:
/// either a documented, deliberate difference (counted) or a regression (reported).
struct Comparison {
    struct Disagreement {
        var kassios: ArraySlice<Span>
        var oracle: ArraySlice<Span>
        var start: Int { min(kassios.first?.start ?? .max, oracle.first?.start ?? .max) }
        var end: Int { max(kassios.last?.end ?? 0, oracle.last?.end ?? 0) }
    }

    var documented: [String: Int] = [:]
    var undocumented: [Disagreement] = []
    var acrossCompilerError = 0

    /// Compares the spans that start before `limit`, the start of the line of the compiler's
    /// first error (`compilerError`), where the two recoveries stop being comparable.
    init(kassios: [Span], oracle: [Span], bytes: [UInt8], limit: Int, compilerError: Int?) {
        var i = 0
        var j = 0
        while i < kassios.count && j < oracle.count {
            if kassios[i].start >= limit || oracle[j].start >= limit { break }
            if kassios[i] == oracle[j] {
                i += 1
                j += 1
                continue
            }
            var lastK = i
            var lastO = j
            while kassios[lastK].end != oracle[lastO].end {
                if kassios[lastK].end < oracle[lastO].end {
                    guard lastK + 1 < kassios.count else { break }
                    lastK += 1
                } else {
                    guard lastO + 1 < oracle.count else { break }
                    lastO += 1
                }
            }
            let region = Disagreement(kassios: kassios[i...lastK], oracle: oracle[j...lastO])
            if region.end > limit {
                // A token that starts before the compiler's first error and runs past it:
                // from there on each parser recovers its own way.
                acrossCompilerError += 1
            } else if let name = DocumentedDifference.match(region, bytes: bytes, compilerError: compilerError) {
                documented[name, default: 0] += 1
            } else {
                undocumented.append(region)
            }
            i = lastK + 1
            j = lastO + 1
        }
        let restK = kassios[min(i, kassios.count)...].prefix { $0.start < limit }
        let restO = oracle[min(j, oracle.count)...].prefix { $0.start < limit }
        if !restK.isEmpty || !restO.isEmpty {
            let rest = Disagreement(kassios: restK, oracle: restO)
            if rest.end > limit { acrossCompilerError += 1 } else { undocumented.append(rest) }
        }
    }
}
