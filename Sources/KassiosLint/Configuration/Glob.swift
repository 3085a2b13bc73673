/// Path patterns of `included`/`excluded`: `*` and `?` stay within one path component,
/// `**` crosses any number of them (`**/` also matches none). A pattern without a
/// wildcard matches that path and everything below it.
public struct Glob: Equatable, Sendable {
    public let pattern: String
    private let parts: [UInt8]

    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = trimmed
        self.parts = Array(trimmed.utf8)
    }

    public func matches(_ path: String) -> Bool {
        let path = Array(path.utf8)
        if !parts.contains(UInt8(ascii: "*")) && !parts.contains(UInt8(ascii: "?")) {
            // A plain folder or file name: it and everything under it.
            return path == parts || (path.count > parts.count && path.starts(with: parts) && path[parts.count] == UInt8(ascii: "/"))
        }
        return Glob.match(parts[...], path[...])
    }

    private static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex
        var s = path.startIndex
        // Backtracking points for the last `*` and `**` seen.
        var starP = -1, starS = -1
        var globstarP = -1, globstarS = -1
        while s < path.endIndex {
            if p < pattern.endIndex {
                let c = pattern[p]
                if c == UInt8(ascii: "*") {
                    if p + 1 < pattern.endIndex && pattern[p + 1] == UInt8(ascii: "*") {
                        var next = p + 2
                        if next < pattern.endIndex && pattern[next] == UInt8(ascii: "/") { next += 1 }
                        globstarP = next
                        globstarS = s
                        starP = -1
                        p = next
                        continue
                    }
                    starP = p + 1
                    starS = s
                    p += 1
                    continue
                }
                if c == UInt8(ascii: "?") ? path[s] != UInt8(ascii: "/") : c == path[s] {
                    p += 1
                    s += 1
                    continue
                }
            }
            if starP >= 0 && path[starS] != UInt8(ascii: "/") {
                starS += 1
                s = starS
                p = starP
                continue
            }
            if globstarP >= 0 {
                globstarS += 1
                s = globstarS
                p = globstarP
                starP = -1
                continue
            }
            return false
        }
        while p < pattern.endIndex && pattern[p] == UInt8(ascii: "*") { p += 1 }
        if p < pattern.endIndex && pattern[p] == UInt8(ascii: "/") && p + 1 == pattern.endIndex { p += 1 }
        return p == pattern.endIndex
    }
}
