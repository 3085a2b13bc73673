import KassiosLint

/// Renders a context bundle as Markdown or JSON within a token budget.
///
/// **Tokens** are estimated as the UTF-8 size divided by 4, rounded up: about what common
/// tokenizers give for English prose and code, and stable across runs. **Trimming** keeps
/// sections in priority order — the introduction (always), the house rules, the entry points
/// and navigation map, then screens nearest the entry points first (unreachable ones last) —
/// and leaves out a section that would go over the budget, going on with the later ones (a
/// map too large for the budget does not take the screens with it). What is left out is named
/// in a closing "Left out" note. Everything written counts, the note too; only the
/// introduction is kept whatever its size.
public struct ContextWriter {
    public enum Format: String {
        case markdown, json
    }

    public static let header = "<!-- kassios context: generated from the UI-test sources; regenerate instead of editing -->"
    public static let schemaVersion = 1

    public let text: String
    /// The estimated tokens of `text`.
    public let tokens: Int
    /// Ids of the sections left out (`screen:CardsScreen`…), in priority order.
    public let leftOut: [String]

    public static func estimatedTokens(_ text: String) -> Int {
        (text.utf8.count + 3) / 4
    }

    public init(bundle: ContextBundle, format: Format, maxTokens: Int?) {
        var kept: [ContextBundle.Section] = []
        var used = 0
        for (index, section) in bundle.sections.enumerated() {
            let size = ContextWriter.estimatedTokens(ContextWriter.render([section], format: format, leftOut: [], budget: nil))
            if index == 0 || (maxTokens.map { used + size <= $0 } ?? true) {
                kept.append(section)
                used += size
            }
        }
        // What is not kept, in priority order.
        func leftOut() -> [String] {
            let keptIDs = Set(kept.map(\.id))
            return bundle.sections.map(\.id).filter { !keptIDs.contains($0) }
        }
        // Section sizes are estimated one by one; the whole adds a heading or two and the
        // "Left out" note, which the budget counts too: drop sections until everything fits.
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

    static func render(_ sections: [ContextBundle.Section], format: Format, leftOut: [String], budget: Int?) -> String {
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
                lines += ["## Left out", "", "To stay within \(budget ?? 0) tokens, this bundle leaves out \(leftOut.count) section\(leftOut.count == 1 ? "" : "s"): "
                          + leftOut.map(MarkdownText.code).joined(separator: ", ") + ". Run `kassios context` with a larger `--max-tokens` to include them.", ""]
            }
            return lines.joined(separator: "\n")
        case .json:
            var members: [(key: String, value: JSONTree)] = [("kassiosContext", .int(schemaVersion))]
            var screens: [(key: String, value: JSONTree)] = []
            for section in sections {
                if section.id.hasPrefix("screen:") { screens += section.json } else { members += section.json }
            }
            if !screens.isEmpty { members.append(("screens", .object(screens))) }
            if !leftOut.isEmpty {
                members.append(("maxTokens", .int(budget ?? 0)))
                members.append(("leftOut", .array(leftOut.map { .string($0) })))
            }
            return JSONTree.object(members).document
        }
    }
}
