/// Writes a path as test code in the style of the nodes it goes through:
///
/// ```swift
/// onScreen(LoginScreen.self) { $0.submit.tap() }      // KassiOS screens
/// navigate(to: SettingsScreen.self)
/// HomeRobot(app: app)                                  // robots and page objects: one chain
///     .openProfile()
///     .tapSave()
/// navigator.goto(SearchSettings)                       // MappaMundi states
/// ```
///
/// A launch first prints the entry point's launch code; a transition the tests show with
/// nothing done is written as a warning comment, never filled in.
struct PathCodeWriter {
    private(set) var lines: [String] = []
    private var chain: [String]?
    private let graph: NavigationGraph

    init(graph: NavigationGraph, edges: [NavigationEdge], target: String) {
        self.graph = graph
        let start = edges.first?.from ?? target
        let count = edges.count
        lines.append("// \(start) → \(target): \(count) transition\(count == 1 ? "" : "s")")
        for edge in edges { write(edge) }
        finish(at: target)
    }

    private mutating func write(_ edge: NavigationEdge) {
        guard let from = graph.node(named: edge.from) else { return }
        switch from.kind {
        case .entry:
            let launch = from.launch ?? LaunchConfiguration()
            lines.append("// launch: \(from.name) (\(from.file):\(from.line))")
            lines += launch.code.isEmpty ? ["// (no launch code there: launch the app as the suite's setUp does)"] : launch.code
            if edge.kind == .navigate { lines.append(edge.action) }
        case .screen:
            flushChain()
            switch edge.kind {
            case .interaction, .method: lines.append("onScreen(\(from.name).self) { $0.\(edge.action) }")
            case .statement: lines += ["assertOnScreen(\(from.name).self)", edge.action]
            case .navigate: lines.append(edge.action)
            case .none: lines.append(suspicious(edge))
            case .mappaMundi, .launch: lines.append("navigator.goto(\(edge.to))  // \(edge.action)")
            }
        case .robot, .page:
            switch edge.kind {
            case .method:
                if chain == nil { chain = [root(of: from)] }
                chain?.append("." + edge.action)
            case .interaction:
                if chain == nil { chain = [root(of: from)] }
                chain?.append("." + edge.action)
                flushChain()   // the call does not return the next robot: the next one starts anew
            case .statement, .navigate:
                flushChain()
                lines.append(edge.action)
            case .none:
                flushChain()
                lines.append(suspicious(edge))
            case .mappaMundi, .launch:
                flushChain()
                lines.append("navigator.goto(\(edge.to))  // \(edge.action)")
            }
        case .state:
            flushChain()
            lines.append("navigator.goto(\(edge.to))  // \(edge.action)" + (edge.condition.map { " if \($0)" } ?? ""))
        }
    }

    private mutating func finish(at target: String) {
        guard let node = graph.node(named: target) else { return flushChain() }
        switch node.kind {
        case .screen:
            flushChain()
            lines.append("assertOnScreen(\(node.name).self)")
        case .robot, .page:
            if chain == nil { chain = [root(of: node)] }
            if node.methods.contains(where: { $0.hasPrefix("assertVisible(") }) { chain?.append(".assertVisible()") }
            if chain?.count == 1 { chain = ["_ = " + chain![0]] }
            flushChain()
        case .state, .entry:
            flushChain()
        }
    }

    private mutating func flushChain() {
        guard let pieces = chain else { return }
        chain = nil
        if pieces.count <= 2 {
            lines.append(pieces.joined())
        } else {
            lines.append(pieces[0])
            lines += pieces.dropFirst().map { "    " + $0 }
        }
    }

    /// `HomeRobot(app: app)`; a page object of static members (a caseless enum) by its name.
    private func root(of node: NavigationNode) -> String {
        if node.kind == .page, !node.methods.isEmpty, node.methods.allSatisfy({ $0.hasPrefix("static ") }) { return node.name }
        return node.name + "(app: app)"
    }

    private func suspicious(_ edge: NavigationEdge) -> String {
        let at = edge.evidence.first.map { " (\($0.position))" } ?? ""
        return "assertOnScreen(\(edge.from).self)  // ⚠ the tests do nothing here before \(edge.to) shows\(at)"
    }
}
