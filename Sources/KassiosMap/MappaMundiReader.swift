import KassiosModel
import KassiosSyntax

/// Screen graphs written by hand for MappaMundi (Firefox for iOS's `FxScreenGraph.swift`):
///
/// ```swift
/// map.addScreenState(SettingsScreen) { screenState in
///     screenState.tap(table.cells["Search"], to: SearchSettings, if: "fxaUsername == nil")
///     screenState.gesture(forAction: Action.CloseSettings, transitionTo: HomePanels) { _ in … }
///     screenState.noop(to: HomePanels)
///     screenState.backAction = navigationControllerBackAction
///     screenState.onEnterWaitFor(element: app.tables["settings.table"])
/// }
/// map.addScreenAction(Action.LoadURL, transitionTo: WebPageLoading)
/// ```
///
/// States are named by their constants (`SettingsScreen`, `Screens.settings`) or string
/// literals; a state added under a name computed at run time (a lower-case loop variable, an
/// array element) cannot be known and is skipped. Every
/// call on the state with a `to:` or `transitionTo:` argument is an edge, in every `if` branch
/// (a graph lists what is possible). An action without a transition (`gesture(forAction: A)`)
/// leads where `addScreenAction(A, transitionTo: T)` says. `initialScreenState = X` is an
/// entry point leading to X.
struct MappaMundiReader {
    let display: (String) -> String
    private(set) var states: [String: NavigationNode] = [:]
    private(set) var edges: [NavigationEdge] = []
    private(set) var entries: [NavigationNode] = []
    /// Actions each state can perform without saying where they lead, with where they are.
    private var pendingActions: [(state: String, action: String, evidence: Evidence)] = []
    private var screenActions: [String: [(target: String, evidence: Evidence)]] = [:]
    private var declaredStates: Set<String> = []

    init(files: [SourceFile], display: @escaping (String) -> String) {
        self.display = display
        for file in files {
            // Cheap test first: most files have no screen graph.
            guard MappaMundiReader.mentionsScreenGraph(file) else { continue }
            SyntaxTraversal.forEachExpression(in: file.declarations) { expr in
                read(expr, in: file)
            }
        }
        for pending in pendingActions {
            for target in screenActions[pending.action] ?? [] {
                edges.append(NavigationEdge(from: pending.state, to: target.target, action: "performAction(\(pending.action))",
                                            kind: .mappaMundi, evidence: [pending.evidence, target.evidence]))
            }
        }
    }

    static func mentionsScreenGraph(_ file: SourceFile) -> Bool {
        let needle = Array("addScreen".utf8)
        let bytes = file.bytes
        guard bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index <= buffer.count - needle.count {
                var matched = 0
                while matched < needle.count && buffer[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
                index += 1
            }
            return false
        }
    }

    private mutating func read(_ expr: Expr, in file: SourceFile) {
        switch expr.kind {
        case .call(let callee, let arguments, let closures):
            guard let name = callee.memberName else { return }
            if name == "addScreenState", let state = arguments.first.flatMap({ MappaMundiReader.stateName($0.value) }) {
                addState(state, at: expr.location, in: file, declared: true)
                if let closure = (closures.last ?? arguments.last)?.value, case .closure(let body) = closure.kind {
                    readState(state, body: body, in: file)
                }
            } else if name == "addScreenAction", let action = arguments.first.flatMap({ SourceText.referencePath($0.value) }),
                      let target = arguments.first(where: { $0.label == "transitionTo" }).flatMap({ MappaMundiReader.stateName($0.value) }) {
                addState(target, at: expr.location, in: file)
                screenActions[action, default: []].append((target, evidence(expr.location, in: file)))
            }
        case .sequence(let parts) where parts.count == 3:
            // `initialScreenState = FirstRun`
            guard case .binaryOperator("=") = parts[1].kind, SourceText.referencePath(parts[0])?.hasSuffix("initialScreenState") == true,
                  let state = MappaMundiReader.stateName(parts[2]) else { return }
            addState(state, at: parts[2].location, in: file)
            let name = "MappaMundi.initialScreenState"
            if !entries.contains(where: { $0.name == name }) {
                // Not launch code: the app is launched elsewhere, MappaMundi then starts from this state.
                entries.append(NavigationNode(name: name, kind: .entry, file: display(file.path), line: expr.location.line,
                                              column: expr.location.column, launch: LaunchConfiguration()))
            }
            edges.append(NavigationEdge(from: name, to: state, action: "launch", kind: .launch, evidence: [evidence(expr.location, in: file)]))
        default:
            return
        }
    }

    private mutating func readState(_ state: String, body: Closure, in file: SourceFile) {
        let parameter = body.parameters.first ?? "$0"
        SyntaxTraversal.forEachExpression(in: body.body) { expr in
            switch expr.kind {
            case .call(let callee, let arguments, let closures):
                guard case .member(let method, let base) = callee.kind, case .identifier(parameter) = base.kind else { return }
                readCall(method, arguments: arguments, closures: closures, at: expr.location, state: state, in: file)
            case .sequence(let parts) where parts.count == 3:
                if case .member("backAction", let base) = parts[0].kind, case .identifier(parameter) = base.kind {
                    states[state]?.hasBackAction = true
                }
            default:
                break
            }
        }
    }

    private mutating func readCall(_ method: String, arguments: ArgumentList, closures: ArgumentList, at location: SourceLocation,
                                   state: String, in file: SourceFile) {
        if method == "onEnterWaitFor" {
            if let element = arguments.first(where: { $0.label == "element" }), let found = MappaMundiReader.queriedIdentifier(element.value) {
                addElement(found, to: state, line: location.line, onLoad: true)
            }
            return
        }
        let action = arguments.first { $0.label == "forAction" }.flatMap { SourceText.referencePath($0.value) }
        let target = arguments.first { $0.label == "to" || $0.label == "transitionTo" }.flatMap { MappaMundiReader.stateName($0.value) }
        let condition = arguments.first { $0.label == "if" }.flatMap { SourceText.literal($0.value) }
        if let element = arguments.first, element.label == nil, let found = MappaMundiReader.queriedIdentifier(element.value) {
            addElement(found, to: state, line: location.line, onLoad: false)
        }
        guard let target else {
            // Actions after `forAction:` without a transition: `gesture(forAction: A, B)`.
            let names = arguments.filter { $0.label == "forAction" || $0.label == nil }.compactMap { SourceText.referencePath($0.value) }
            for name in names where arguments.contains(where: { $0.label == "forAction" }) {
                pendingActions.append((state, name, evidence(location, in: file)))
            }
            return
        }
        addState(target, at: location, in: file)
        let label: String
        if let action {
            label = "performAction(\(action))"
        } else if method == "noop" {
            label = "noop"
        } else if let element = arguments.first, element.label == nil {
            label = "\(method)(\(SourceText.of(element.value, in: file)))"
        } else if let closure = closures.last?.value, case .closure(let body) = closure.kind,
                  case .expression(let last)? = body.body.last {
            label = "\(method) { \(SourceText.of(last, in: file)) }"
        } else {
            label = method
        }
        edges.append(NavigationEdge(from: state, to: target, action: label, kind: .mappaMundi, condition: condition,
                                    evidence: [evidence(location, in: file)]))
    }

    /// A state is where `addScreenState` declares it, or else where it is first named.
    private mutating func addState(_ name: String, at location: SourceLocation, in file: SourceFile, declared: Bool = false) {
        if declared, declaredStates.insert(name).inserted, var existing = states[name] {
            (existing.file, existing.line, existing.column) = (display(file.path), location.line, location.column)
            states[name] = existing
        }
        guard states[name] == nil else { return }
        states[name] = NavigationNode(name: name, kind: .state, file: display(file.path), line: location.line, column: location.column)
    }

    private mutating func addElement(_ found: (identifier: String, type: String), to state: String, line: Int, onLoad: Bool) {
        guard var node = states[state] else { return }
        if !node.elements.contains(where: { $0.identifier == found.identifier }) {
            node.elements.append(MapElement(name: found.identifier, type: found.type, identifier: found.identifier,
                                            identifierSource: "literal", file: node.file, line: line))
        }
        if onLoad && !node.onLoad.contains(found.identifier) {
            node.onLoad.append(found.identifier)
            node.onLoadIdentifiers.append(found.identifier)
        }
        states[state] = node
    }

    private func evidence(_ location: SourceLocation, in file: SourceFile) -> Evidence {
        Evidence(file: display(file.path), line: location.line, column: location.column, source: .mappaMundi)
    }

    /// A state named by a string literal or a constant: `SettingsScreen`, `Screens.settings`.
    /// Constants are capitalised in screen graphs, so a lower-case name (`page` of
    /// `for page in allPages`) is a variable whose value cannot be known, and no state.
    static func stateName(_ expr: Expr) -> String? {
        if let literal = SourceText.literal(expr) { return literal }
        guard let path = SourceText.referencePath(expr), let last = path.split(separator: ".").last?.first,
              last.isUppercase || path.contains(".") else { return nil }
        return path
    }

    /// `app.buttons["next"]`, `app.tables["list"].cells.element(boundBy: 0)`: the last literal
    /// identifier a query looks up, with the collection's element type.
    static func queriedIdentifier(_ expr: Expr) -> (identifier: String, type: String)? {
        var current = expr
        while true {
            switch current.kind {
            case .subscript(let base, let keys):
                if let key = keys.first.flatMap({ SourceText.literal($0.value) }), let collection = base.memberName {
                    return (key, ElementQueries.collections[collection] ?? "any")
                }
                current = base
            case .member(_, let base):
                current = base
            case .call(let callee, _, _):
                guard case .member(_, let base) = callee.kind else { return nil }
                current = base
            default:
                return nil
            }
        }
    }
}
