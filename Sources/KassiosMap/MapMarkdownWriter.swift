/// The map as Markdown: the Mermaid diagram in a fenced block (drawn by GitHub and most
/// viewers), then entry points, screens, edges with where they are shown, and the metrics.
public enum MapMarkdownWriter {
    public static let header = "<!-- kassios map: generated from the UI-test sources; regenerate instead of editing -->"

    public static func write(_ graph: NavigationGraph, metrics: GraphMetrics, title: String = "Navigation map") -> String {
        var lines = [header, "", "# \(title)", ""]
        lines.append("\(metrics.screens) screens, \(metrics.transitions) transitions, \(metrics.entryPoints) entry points.")
        lines += ["", "```mermaid"]
        lines += MermaidWriter.write(graph).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        lines += ["```", ""]
        lines += entryPointSection(graph)
        lines += screenSection(graph)
        lines += edgeSection(graph)
        lines += metricSection(metrics)
        return lines.joined(separator: "\n") + "\n"
    }

    static func entryPointSection(_ graph: NavigationGraph) -> [String] {
        var lines = ["## Entry points", ""]
        guard !graph.entryPoints.isEmpty else { return lines + ["None found: no test launches the app in code kassios can read.", ""] }
        lines += ["| entry point | where | arguments | environment | leads to |", "|---|---|---|---|---|"]
        for entry in graph.entryPoints {
            let launch = entry.launch ?? LaunchConfiguration()
            let environment = launch.environment.map { $0.value.isEmpty ? $0.key : "\($0.key)=\($0.value)" }
            let leadsTo = Array(Set(graph.outgoing(from: entry.name).map(\.to))).sorted()
            lines.append("| \(MarkdownText.cellCode(entry.name)) | \(entry.file):\(entry.line) | \(MarkdownText.cellCodeList(launch.arguments + launch.deepLinks)) "
                + "| \(MarkdownText.cellCodeList(environment)) | \(MarkdownText.cellCodeList(leadsTo)) |")
        }
        return lines + [""]
    }

    static func screenSection(_ graph: NavigationGraph) -> [String] {
        var lines = ["## Screens", "", "| screen | kind | where | onLoad | visited by |", "|---|---|---|---|---|"]
        for node in graph.screens {
            let visits = node.visitedBy.isEmpty ? "no test" : "\(node.visitedBy.count) test\(node.visitedBy.count == 1 ? "" : "s")"
            lines.append("| \(MarkdownText.cellCode(node.name)) | \(node.kind.rawValue) | \(node.file):\(node.line) | \(MarkdownText.cellCodeList(node.onLoad)) | \(visits) |")
        }
        return lines + [""]
    }

    static func edgeSection(_ graph: NavigationGraph) -> [String] {
        var lines = ["## Transitions", "", "| from | to | action | shown by |", "|---|---|---|---|"]
        for edge in graph.edges {
            var action = MarkdownText.cellCode(edge.action)
            if let condition = edge.condition { action += " if " + MarkdownText.cellCode(condition) }
            if edge.isSuspicious { action += " ⚠ nothing done between the screens" }
            if let base = edge.inheritedFrom { action += ", inherited from " + MarkdownText.cellCode(base) }
            let shown = edge.evidence.prefix(3).map { "\($0.position) (\($0.test ?? $0.source.rawValue))" }
            let more = edge.evidence.count > 3 ? ", +\(edge.evidence.count - 3) more" : ""
            lines.append("| \(MarkdownText.cellCode(edge.from)) | \(MarkdownText.cellCode(edge.to)) | \(action) | \(MarkdownText.cell(shown.joined(separator: ", ") + more)) |")
        }
        return lines + [""]
    }

    static func metricSection(_ metrics: GraphMetrics) -> [String] {
        func names(_ list: [String]) -> String { list.isEmpty ? "none" : "\(list.count): " + list.map(MarkdownText.cellCode).joined(separator: ", ") }
        return [
            "## Metrics", "",
            "| metric | value |", "|---|---|",
            "| screens | \(metrics.screens) |",
            "| transitions | \(metrics.transitions) |",
            "| entry points | \(metrics.entryPoints) |",
            "| unreachable from any entry point | \(names(metrics.unreachable)) |",
            "| dead ends | \(names(metrics.deadEnds)) |",
            "| cycles | \(metrics.cycles.isEmpty ? "none" : "\(metrics.cycles.count): " + metrics.cycles.map { "{" + $0.map(MarkdownText.cellCode).joined(separator: ", ") + "}" }.joined(separator: "; ")) |",
            "| max depth | \(metrics.maxDepth) |",
            "| visited by no test | \(names(metrics.unvisited)) |",
            "| suspicious transitions | \(metrics.suspiciousEdges) |",
        ]
    }
}
