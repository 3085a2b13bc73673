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
        return text + sharedIdentifierLines() + unidentifiedLines()
    }

    /// Elements of different types the dump gives one identifier (Inbox's `inbox.filter` on a button
    /// and a static text): each gets a property, queried by its type, but the app should tell them
    /// apart, and `kassios lint` reports them as `duplicate-identifier`.
    func sharedIdentifierLines() -> String {
        var byIdentifier: [String: [PlannedElement]] = [:]
        var order: [String] = []
        for element in plan.elements {
            if byIdentifier[element.identifier] == nil { order.append(element.identifier) }
            byIdentifier[element.identifier, default: []].append(element)
        }
        let shared = order.filter { byIdentifier[$0]!.count > 1 }
        guard !shared.isEmpty else { return "" }
        var text = "  shared identifiers (\(shared.count)); give each element its own in the app (lint reports them as duplicate-identifier):\n"
        for identifier in shared {
            let elements = byIdentifier[identifier]!
            let place = elements[0].line > 0 && dump != "-" ? "\(dump):\(elements[0].line):\(elements[0].column): " : ""
            text += "    \(place)'\(identifier)' on " + elements.map { "\($0.bareName) (\($0.type))" }.joined(separator: ", ") + "\n"
        }
        return text
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
