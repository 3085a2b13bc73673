import KassiosLint
import KassiosMap
import KassiosModel
import KassiosSyntax

// The navigation map over the input as one or more files (split at 0x1E, as in the
// syntax-model target), with a robot root configured so that robots are read too: what
// `kassios map` and `kassios context` do after reading the files, every format written,
// and `map --path` from the launch to a few screens (the context writes each screen's way too).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMap(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let files = input.split(separator: 0x1E, maxSplits: 3, omittingEmptySubsequences: false).enumerated().map { index, part in
        SourceFile(path: "Fuzz\(index).swift", bytes: Array(part))
    }
    var configuration = ModelConfiguration()
    configuration.robotRoots = ["Robot", "BaseRobot"]
    let built = NavigationGraphBuilder.build(Project(files: files, configuration: configuration))
    let graph = built.graph
    for edge in graph.edges {
        precondition(graph.node(named: edge.from) != nil && graph.node(named: edge.to) != nil, "an edge to no node: \(edge)")
    }
    let metrics = GraphMetrics(graph: graph)
    _ = MapJSONWriter.write(graph, metrics: metrics)
    _ = MapMarkdownWriter.write(graph, metrics: metrics)
    _ = MermaidWriter.write(graph)
    _ = DotWriter.write(graph)
    let bundle = ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: nil)
    _ = ContextWriter(bundle: bundle, format: .markdown, maxTokens: nil).text
    _ = ContextWriter(bundle: bundle, format: .json, maxTokens: 500).text
    for screen in graph.screens.prefix(3) {
        _ = (try? PathQuery(graph: graph, from: "launch", to: screen.name))?.code
    }
    return 0
}
