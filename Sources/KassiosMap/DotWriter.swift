/// The map as a Graphviz digraph (`dot -Tsvg map.dot > map.svg`). Screens are boxes, robots
/// boxes with double sides, page objects parallelograms, MappaMundi states rounded boxes,
/// entry points ellipses; suspicious edges are dashed.
public enum DotWriter {
    public static let header = "// kassios map: generated from the UI-test sources; regenerate instead of editing"

    public static func write(_ graph: NavigationGraph) -> String {
        let ids = DiagramIdentifiers(graph.nodes.map(\.name))
        var lines = [header, "digraph kassios_map {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
                     "  edge [fontname=\"Helvetica\", fontsize=10];"]
        for node in graph.nodes {
            let shape: String
            switch node.kind {
            case .screen: shape = "box"
            case .robot: shape = "box, peripheries=2"
            case .page: shape = "parallelogram"
            case .state: shape = "box, style=rounded"
            case .entry: shape = "ellipse"
            }
            lines.append("  \(ids[node.name]) [label=\(quoted(node.name)), shape=\(shape)];")
        }
        for edge in graph.edges {
            var label = edge.action
            if let condition = edge.condition { label += " if " + condition }
            let style = edge.isSuspicious ? ", style=dashed" : ""
            lines.append("  \(ids[edge.from]) -> \(ids[edge.to]) [label=\(quoted(label))\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string: `"` and `\` escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
