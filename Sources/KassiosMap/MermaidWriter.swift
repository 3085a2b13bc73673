/// The map as a Mermaid flowchart (GitHub and most Markdown viewers draw it). Screens are
/// boxes, robots subroutine boxes, page objects parallelograms, MappaMundi states rounded,
/// entry points stadiums; suspicious edges are dotted.
public enum MermaidWriter {
    public static let header = "%% kassios map: generated from the UI-test sources; regenerate instead of editing"

    public static func write(_ graph: NavigationGraph) -> String {
        let ids = DiagramIdentifiers(graph.nodes.map(\.name))
        var lines = [header, "flowchart LR"]
        for node in graph.nodes {
            let label = quoted(node.name)
            let shape: String
            switch node.kind {
            case .screen: shape = "[" + label + "]"
            case .robot: shape = "[[" + label + "]]"
            case .page: shape = "[/" + label + "/]"
            case .state: shape = "(" + label + ")"
            case .entry: shape = "([" + label + "])"
            }
            lines.append("  " + ids[node.name] + shape)
        }
        for edge in graph.edges {
            let arrow = edge.isSuspicious ? "-.->" : "-->"
            var label = edge.action
            if let condition = edge.condition { label += " if " + condition }
            lines.append("  \(ids[edge.from]) \(arrow)|\(quoted(label))| \(ids[edge.to])")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid string: `"` as the `#quot;` entity, and `#` (which starts entities) as `#35;`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "\n": result += " "
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
