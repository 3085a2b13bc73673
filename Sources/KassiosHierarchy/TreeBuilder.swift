/// Builds the nested tree from elements given in document order with their depths, with
/// no recursion: every reader walks its input with a loop and hands elements here, so
/// no input, however deep, can exhaust the stack. Elements nested deeper than
/// `HierarchyReader.maximumDepth` are an error, or in lenient mode are skipped (their
/// descendants with them) and counted in one warning.
struct TreeBuilder {
    private var open: [HierarchyElement] = []
    private var roots: [HierarchyElement] = []
    private var skipped = 0
    private var firstSkipped: Int?
    let maximumDepth: Int

    init(maximumDepth: Int = HierarchyReader.maximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Adds `element` at `depth` (0 for a top-level element), at most one below the last
    /// element added; readers check that (with a diagnostic) and it is clamped here too.
    mutating func add(_ element: HierarchyElement, depth requested: Int, offset: Int,
                      diagnostics: inout Diagnostics) throws {
        let depth = max(0, min(requested, open.count))
        if depth > maximumDepth {
            guard diagnostics.lenient else {
                throw diagnostics.error(
                    "elements nest deeper than \(maximumDepth) levels; no real screen does, so the dump is damaged",
                    at: offset)
            }
            // One warning for them all, in `finish`.
            skipped += 1
            if firstSkipped == nil { firstSkipped = offset }
            // Keep the depth bookkeeping right for the elements that follow.
            close(downTo: min(depth, open.count))
            return
        }
        close(downTo: depth)
        var element = element
        element.depth = depth
        open.append(element)
    }

    private mutating func close(downTo depth: Int) {
        while open.count > depth {
            let child = open.removeLast()
            if open.isEmpty {
                roots.append(child)
            } else {
                open[open.count - 1].children.append(child)
            }
        }
    }

    /// The top-level elements, and a warning when elements were skipped for depth.
    mutating func finish(diagnostics: inout Diagnostics) -> [HierarchyElement] {
        close(downTo: 0)
        if skipped > 0, let first = firstSkipped {
            diagnostics.note("skipped \(skipped) element(s) nested deeper than \(maximumDepth) levels, the first here",
                             at: first)
        }
        return roots
    }
}

extension HierarchyElement {
    /// The one root of these top-level elements: the element itself when there is one,
    /// otherwise a synthetic application holding them all (depths shifted by one).
    static func root(of tops: [HierarchyElement]) -> HierarchyElement? {
        if tops.count == 1 { return tops[0] }
        guard !tops.isEmpty else { return nil }
        var root = HierarchyElement(type: .application, synthetic: true)
        root.children = tops.map { top in top.mapped { $0.depth += 1 } }
        return root
    }
}
