import KassiosLint

/// Renders a context bundle as Markdown or JSON within a token budget.
///
/// **Tokens** are estimated as the UTF-8 size divided by 4, rounded up: about what common
/// tokenizers give for English prose and code, and stable across runs. **Trimming** keeps
/// sections in priority order — the introduction (always), the house rules, the entry points
/// and navigation map, then screens nearest the entry points first (unreachable ones last) —
/// and leaves out a section that would go over the budget, going on with the later ones (a
/// map too large for the budget does not take the screens with it). What is left out is named
/// in a closing "Left out" note (the first `namedLeftOutLimit`, then a count). Everything
/// written counts, the note too, for which room is kept; only the introduction is kept
/// whatever its size.
public struct ContextWriter {
    public enum Format: String {
        case markdown, json
    }

    public static let header = "<!-- kassios context: generated from the UI-test sources; regenerate instead of editing -->"
    /// 2: `leftOut` names at most `namedLeftOutLimit` sections and `leftOutCount` counts them all.
    public static let schemaVersion = 2

    public let text: String
    /// The estimated tokens of `text`.
    public let tokens: Int
    /// Ids of the sections left out (`screen:CardsScreen`…), in priority order.
    public let leftOut: [String]

    public static func estimatedTokens(_ text: String) -> Int {
        (text.utf8.count + 3) / 4
    }

    /// The note names this many of the sections it leaves out, then counts the rest: a note
    /// naming two thousand screens would take the budget it reports on.
    public static let namedLeftOutLimit = 20

    public init(bundle: ContextBundle, format: Format, maxTokens: Int?) {
        var kept = bundle.sections
        if let maxTokens, ContextWriter.estimatedTokens(ContextWriter.render(kept, format: format, leftOut: [], budget: nil)) > maxTokens {
            // Room is kept for the largest note there could be (the longest names), so taking a
            // section never makes the note outgrow the budget, and a larger budget never keeps less by
            // priority: up to the first section where two budgets differ both keep the same, so the
            // larger has room left for that one.
            let candidates = bundle.sections.dropFirst().map(\.id).sorted { $0.utf8.count > $1.utf8.count }
            let largestNote = ContextWriter.estimatedTokens(ContextWriter.render([], format: format, leftOut: candidates, budget: maxTokens))
                - ContextWriter.estimatedTokens(ContextWriter.render([], format: format, leftOut: [], budget: nil))
            kept = []
            var used = largestNote
            for (index, section) in bundle.sections.enumerated() {
                // Each section is measured as a bundle of its own, header included: more than it adds.
                // (Without the empty `screens` object a bundle of one other section would have: the
                // bundle has that once, not once a section.)
                let size = ContextWriter.estimatedTokens(ContextWriter.render([section], format: format, leftOut: [], budget: nil,
                                                                              listsNoScreens: false))
                if index == 0 || used + size <= maxTokens {
                    kept.append(section)
                    used += size
                }
            }
        }
        // What is not kept, in priority order.
        func leftOut() -> [String] {
            let keptIDs = Set(kept.map(\.id))
            return bundle.sections.map(\.id).filter { !keptIDs.contains($0) }
        }
        // The estimate above is an upper bound; should rounding still go over, the last sections go.
        if let maxTokens {
            while kept.count > 1,
                  ContextWriter.estimatedTokens(ContextWriter.render(kept, format: format, leftOut: leftOut(), budget: maxTokens)) > maxTokens {
                kept.removeLast()
            }
        }
        let leftOut = leftOut()
        text = ContextWriter.render(kept, format: format, leftOut: leftOut, budget: maxTokens)
        tokens = ContextWriter.estimatedTokens(text)
        self.leftOut = leftOut
    }

    /// `listsNoScreens`: in JSON, an empty `screens` object when no screen section is among `sections`.
    static func render(_ sections: [ContextBundle.Section], format: Format, leftOut: [String], budget: Int?,
                       listsNoScreens: Bool = true) -> String {
        switch format {
        case .markdown:
            var lines = [header, ""]
            var screensStarted = false
            for section in sections {
                if section.id.hasPrefix("screen:") && !screensStarted {
                    lines += ["## Screens and robots", "", "Nearest the entry points first.", ""]
                    screensStarted = true
                }
                lines += section.markdown + [""]
            }
            if !leftOut.isEmpty {
                let named = leftOut.prefix(namedLeftOutLimit).map(MarkdownText.code).joined(separator: ", ")
                let more = leftOut.count > namedLeftOutLimit ? " and \(leftOut.count - namedLeftOutLimit) more" : ""
                lines += ["## Left out", "", "To stay within \(budget ?? 0) tokens, this bundle leaves out \(leftOut.count) section\(leftOut.count == 1 ? "" : "s"): "
                          + named + more + ". Run `kassios context` with a larger `--max-tokens` to include them.", ""]
            }
            return lines.joined(separator: "\n")
        case .json:
            var members: [(key: String, value: JSONTree)] = [("kassiosContext", .int(schemaVersion))]
            var screens: [(key: String, value: JSONTree)] = []
            for section in sections {
                if section.id.hasPrefix("screen:") { screens += section.json } else { members += section.json }
            }
            // Always there, empty when no screen is known or none fit the budget: a reader of the
            // bundle need not tell a missing key from no screens.
            if !screens.isEmpty || listsNoScreens { members.append(("screens", .object(screens))) }
            if !leftOut.isEmpty {
                members.append(("maxTokens", .int(budget ?? 0)))
                members.append(("leftOut", .array(leftOut.prefix(namedLeftOutLimit).map { .string($0) })))
                members.append(("leftOutCount", .int(leftOut.count)))
            }
            return JSONTree.object(members).document
        }
    }
}
