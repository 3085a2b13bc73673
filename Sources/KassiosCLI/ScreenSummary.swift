import KassiosCodegen
import KassiosLintCLI

/// What `kassios generate screen` tells the user after generating: the elements, the
/// collections, what onLoad waits for and why, and the elements left without identifier
/// (with their place in the dump, so they can be found in the app).
struct ScreenSummary {
    let plan: ScreenPlan
    /// The dump's path as given, for `path:line:column`.
    let dump: String

    func lines(includingOnLoad: Bool = true) -> String {
        var text = "  elements (\(plan.elements.count))" + list(plan.elements.map(\.bareName))
        text += "  collections (\(plan.collections.count))" + list(plan.collections.map { collection in
            "\(collection.name)() (\(collection.identifiers.count) × \(collection.type))"
        })
        if includingOnLoad {
            text += plan.onLoad.names.isEmpty
                ? "  onLoad: \(plan.onLoad.reason)\n"
                : "  onLoad: \(plan.onLoad.names.map { $0.filter { $0 != "`" } }.joined(separator: ", ")) (\(plan.onLoad.reason))\n"
        }
        return text + unidentifiedLines()
    }

    func unidentifiedLines() -> String {
        guard !plan.unidentified.isEmpty else { return "" }
        var text = "  without identifier (\(plan.unidentified.count)), not generated; add an accessibilityIdentifier in the app:\n"
        for element in plan.unidentified {
            let place = element.line > 0 && dump != "-" ? "\(dump):\(element.line):\(element.column): " : ""
            text += "    \(place)\(element.description)\n"
        }
        return text
    }

    private func list(_ names: [String]) -> String {
        names.isEmpty ? "\n" : ": " + names.joined(separator: ", ") + "\n"
    }
}
