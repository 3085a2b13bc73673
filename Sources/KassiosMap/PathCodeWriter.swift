import KassiosModel

/// Writes a path as test code in the style of the nodes it goes through:
///
/// ```swift
/// onScreen(LoginScreen.self) { $0.submit.tap() }      // KassiOS screens
/// navigate(to: SettingsScreen.self)
/// HomeRobot(app: app)                                  // robots, page objects, ScreenObject screens: one chain
///     .openProfile()
///     .tapSave()
/// navigator.goto(SearchSettings)                       // MappaMundi states
/// ```
///
/// A launch first prints the entry point's launch code (as comments for a setUp's, which ran
/// already; a call for a helper's); a transition the tests show with
/// nothing done is written as a warning comment, never filled in. Arguments that name
/// something of the test the action came from are Xcode placeholders (`PastableAction`).
struct PathCodeWriter {
    private(set) var lines: [String] = []
    private var chain: [String]?
    /// What the open chain's calls need before its first line (one `try`, one `await`).
    private var chainEffects = CallEffects()
    /// Whether the chain's last call returns an optional (`func logIn() -> HomeRobot?`): the next
    /// call goes through `?`.
    private var chainEndsOptional = false
    /// Whether the chain's last call returns a value it must use (no `@discardableResult`): the chain
    /// is then written after `_ =`.
    private var chainEndsWithResultToUse = false
    private let graph: NavigationGraph
    /// The closures a move hands its next screen to, innermost last (`tapWelcome { legal in`): where
    /// each one's body starts in `lines`, and the screen it is given, by the name it is given under.
    /// `opener` is the indentation of the line that opens it, within its own closure (a chain's
    /// continuation line has four spaces).
    private var openClosures: [(bodyStart: Int, opener: String, screen: String, parameter: String)] = []
    /// The screens the setUp the way starts from keeps in properties for its tests, by node (`page`).
    private var heldScreens: [String: String] = [:]
    /// How a test of the setUp's subclasses reaches the app its class keeps private (`getApp()`).
    private var appAccessor: String?
    /// Whether a setUp's launch is written out (as comments) after the line that names it: the
    /// context bundle names it only, its entry point's own section has the code.
    private let writesSetUpLaunch: Bool

    init(graph: NavigationGraph, edges: [NavigationEdge], target: String, writesSetUpLaunch: Bool = true) {
        self.graph = graph
        self.writesSetUpLaunch = writesSetUpLaunch
        let start = edges.first?.from ?? target
        let count = edges.count
        lines.append("// \(start) → \(target): \(count) transition\(count == 1 ? "" : "s")")
        let whole = PathCodeWriter.launchingPast(edges, in: graph)
        let written = PathCodeWriter.skippingWhatTheSetUpDid(whole, in: graph)
        for (index, edge) in written.enumerated() {
            write(edge)
            if index == 0, written.count < whole.count, let reached = written.count > 1 ? written[1].from : whole.last?.to,
               let property = heldScreens[reached] {
                lines.append("// (it goes on to \(reached), kept in `\(property)` for each test)")
            }
        }
        finish(at: target)
    }

    private mutating func write(_ edge: NavigationEdge) {
        guard let from = graph.node(named: edge.from) else { return }
        switch from.kind {
        case .entry:
            let launch = from.launch ?? LaunchConfiguration()
            switch launch.start {
            case .beforeEachTest:
                // Launched already: its statements again would launch twice, or read a local of the setUp's.
                lines.append("// launch: \(from.name) (\(from.file):\(from.line)), before each test of its class: write the test there or in a subclass")
                if writesSetUpLaunch { lines += launch.code.map { "//   " + $0 } }
                heldScreens = launch.heldScreens
                appAccessor = launch.appAccessor
            case .robotMethod(let call, let owner):
                lines.append("// launch: \(from.name) (\(from.file):\(from.line))")
                // The robot made and launching, and the chain goes on from what the call returns (`try` and
                // `await` first): made as the method's own type, which may lead to another.
                // An owner that is no node (a protocol's extension: `extension Robot { func launchApp() }`)
                // is called on the robot it leads to, which adopts it.
                if let robot = owner.flatMap({ graph.node(named: $0) }) ?? graph.node(named: edge.to), robot.kind != .entry, robot.kind != .state, robot.construction != nil || robot.kind != .screen {
                    let (effects, bare) = CallEffects.split(Substring(call))
                    chain = [root(of: robot), "." + bare]
                    chainEffects = chainEffects.union(effects)
                    chainEndsWithResultToUse = calledSignature(String(bare), on: robot).map { robot.resultsToUse.contains($0) } ?? false
                } else {
                    lines.append("// (it launches in \(call))")
                }
            case .construction:
                lines.append("// launch: \(from.name) (\(from.file):\(from.line)), when the first robot is made")
                if let robot = graph.node(named: edge.to), robot.kind != .entry, robot.kind != .state {
                    chain = [root(of: robot)]
                }
            case .applicationMethod(let call):
                lines.append("// launch: \(from.name) (\(from.file):\(from.line))")
                // Called on the test's app, and the chain goes on from what it returns, when that is where it lands.
                let (effects, bare) = CallEffects.split(Substring(call))
                startChain(withLaunch: effects.prefix + "app." + bare, edge: edge, launch: launch)
            case .call(let call):
                lines.append("// launch: \(from.name) (\(from.file):\(from.line))")
                // OneLogin's `try WelcomeScreen.make()`, which launches and returns the screen: the way goes
                // on from what it returns, as the tests' own `let sut = try WelcomeScreen.make()` does.
                startChain(withLaunch: PathCodeWriter.launchCall(call, asTheTestCalledIt: edge), edge: edge, launch: launch)
            case .inPlace:
                lines.append("// launch: \(from.name) (\(from.file):\(from.line))")
                lines += launch.code.isEmpty ? ["// (no launch code there: launch the app as the suite's setUp does)"] : launch.code
            }
            if edge.kind == .navigate || edge.kind == .statement { lines.append(edge.action) }
        case .screen where from.construction == nil:   // KassiOS: the screens are waited for, not made
            flushChain()
            switch edge.kind {
            case .interaction, .method: lines.append("onScreen(\(from.name).self) { $0.\(pastable(edge, on: from)) }")
            case .statement: lines += ["assertOnScreen(\(from.name).self)", pastable(edge, on: from)]
            case .navigate: lines.append(edge.action)
            case .none: lines.append(suspicious(edge))
            case .mappaMundi, .launch: lines.append("navigator.goto(\(edge.to))  // \(edge.action)")
            }
        case .screen, .robot, .page:   // made, then called: ScreenObject screens, robots, page objects
            switch edge.kind {
            case .method:
                if chain == nil { chain = [root(of: from)] }
                appendToChain("." + pastable(edge, on: from))
                chainEffects = chainEffects.union(effects(of: edge, on: from))
                let called = calledSignature(edge.action, on: from)
                chainEndsOptional = called.map { $0.contains(" -> ") && $0.hasSuffix("?") } ?? false
                chainEndsWithResultToUse = called.map { from.resultsToUse.contains($0) } ?? false
            case .interaction:
                if chain == nil { chain = [root(of: from)] }
                // gematik's `tapWelcome { legal in <#code#> }`: the way goes on inside the closure, on the screen it is given.
                if let handOff = PathCodeWriter.closureHandOff(pastable(edge, on: from)), handsOver(edge, on: from) {
                    appendToChain("." + handOff.opening)
                    chainEffects = chainEffects.union(effects(of: edge, on: from))
                    flushChain()
                    openClosures.append((lines.count, String(lines[lines.count - 1].prefix { $0 == " " }), edge.to, handOff.parameter))
                    break
                }
                appendToChain("." + pastable(edge, on: from))
                chainEffects = chainEffects.union(effects(of: edge, on: from))
                chainEndsWithResultToUse = calledSignature(edge.action, on: from).map { from.resultsToUse.contains($0) } ?? false
                flushChain()   // the call does not return the next robot: the next one starts anew
            case .statement, .navigate:
                flushChain()
                lines.append(effects(of: edge, on: from).prefix + pastable(edge, on: from))
            case .none:
                flushChain()
                // Made, as the suite makes it (a page object's initializer waits or checks, if any part does).
                let made = root(of: from)
                lines.append(suspicious(edge, shown: "_ = " + made + (isATypeName(made) ? ".self" : "")))
            case .mappaMundi, .launch:
                flushChain()
                lines.append("navigator.goto(\(edge.to))  // \(edge.action)")
            }
        case .state:
            flushChain()
            lines.append("navigator.goto(\(edge.to))  // \(edge.action)" + (edge.condition.map { " if \($0)" } ?? ""))
        }
    }

    /// A setUp that goes on from the screen it launches to and keeps a later one of the way for its tests
    /// (fleetio's `homeScreen = LoginScreen().login()`): its moves are done before each test; the way goes
    /// on from the property, after the launch.
    static func skippingWhatTheSetUpDid(_ edges: [NavigationEdge], in graph: NavigationGraph) -> [NavigationEdge] {
        guard let first = edges.first, first.kind == .launch, let launch = graph.node(named: first.from)?.launch,
              launch.start == .beforeEachTest, !launch.screensTheSetUpReaches.isEmpty, edges.count > 1 else { return edges }
        // The way ends on the screen kept: the setUp has done it all.
        if let last = edges.last, launch.screensTheSetUpReaches.contains(last.to) { return [first] }
        guard let kept = edges.indices.dropFirst().last(where: { launch.screensTheSetUpReaches.contains(edges[$0].from) }) else { return edges }
        return [first] + edges[kept...]
    }

    /// A launch whose function goes on past the screen it lands on and returns a later one of the way
    /// (`func launchLoggedIn() -> HomeScreen { launch(); return LoginScreen(app: self).tapLogin() }`): the
    /// moves it makes itself are its own, and the way goes on from what it returns.
    static func launchingPast(_ edges: [NavigationEdge], in graph: NavigationGraph) -> [NavigationEdge] {
        guard let first = edges.first, let launch = graph.node(named: first.from)?.launch, first.kind == .launch,
              launch.returns != nil, !launch.returns(first.to),
              let reached = edges.indices.dropFirst().first(where: { launch.returns(edges[$0].to) }) else { return edges }
        return [NavigationEdge(from: first.from, to: edges[reached].to, action: first.action, kind: first.kind, evidence: first.evidence)]
            + edges[(reached + 1)...]
    }

    /// A launch's call, as the chain's start when it returns the screen it lands on (`try
    /// WelcomeScreen.make()`, `app.launchQuestionnaire()`, through `?` for an optional), else a
    /// statement of its own (after `_ =` when its value must be used).
    private mutating func startChain(withLaunch written: String, edge: NavigationEdge, launch: LaunchConfiguration) {
        // A generic base's helper returns what the test's class binds (`ScenarioBasedTestCase<SettingsPage>`):
        // where classes bind it to different pages, the test is written in one that binds it to this one.
        let boundBy = launch.returnsByTestClass[edge.to]
            ?? launch.returnsByTestClass.keys.sorted().first { $0.hasSuffix("." + edge.to) }.flatMap { launch.returnsByTestClass[$0] }
        if let boundBy, launch.returnsByTestClass.count > 1 {
            lines.append("// write it in \(boundBy), or a class on the same base, where it returns a \(edge.to)")
        }
        if edge.kind == .launch, launch.returns(edge.to) || boundBy != nil,
           graph.node(named: edge.to).map({ $0.kind != .screen || $0.construction != nil }) == true {
            let (effects, rest) = CallEffects.split(Substring(written))
            chain = [String(rest)]
            chainEffects = chainEffects.union(effects)
            chainEndsOptional = launch.returnsOptional
            chainEndsWithResultToUse = launch.returnsResultToUse
        } else {
            lines.append((launch.returns != nil && launch.returnsResultToUse ? "_ = " : "") + written)
        }
    }

    private mutating func finish(at target: String) {
        guard let node = graph.node(named: target) else { return flushChain() }
        switch node.kind {
        case .screen where node.construction == nil:
            flushChain()
            lines.append("assertOnScreen(\(node.name).self)")
        case .screen, .robot, .page:
            if chain == nil { chain = [root(of: node)] }
            // One a call without arguments calls: not a base's `assertVisible(_ element:timeout:)`.
            if let check = node.callableMethods.first(where: { $0.hasPrefix("assertVisible(") && PathCodeWriter.takesNoArgument($0) }) {
                appendToChain(".assertVisible()")
                chainEffects = chainEffects.union(effects(ofMethod: "assertVisible", on: node))
                chainEndsWithResultToUse = node.resultsToUse.contains(check)
            }
            if chain?.count == 1 {
                let root = chain![0]
                if let given = openClosures.last, given.screen == node.name, given.parameter == root {
                    chain = nil   // handed to the closure, whose body is the test's to write
                    lines.append("<#code#>")
                } else {
                    chain = ["_ = " + root + (isATypeName(root) ? ".self" : "")]   // a type used by its name
                }
            }
            flushChain()
        case .state, .entry:
            flushChain()
        }
        closeClosures()
    }

    /// Whether the method an action calls hands its closure the screen the edge leads to: a parameter of
    /// the function type `(LegalScreen) -> Void` (or `async`), as gematik's `tapWelcome(_ next:)` has. A
    /// closure given an alert (`(XCUIElement) -> Void`) or nothing is the test's, not the way on.
    private func handsOver(_ edge: NavigationEdge, on node: NavigationNode) -> Bool {
        guard let brace = edge.action.firstIndex(where: { $0 == "(" || $0 == "{" }) else { return false }
        var name = edge.action[..<brace]
        while name.last == " " { name = name.dropLast() }
        let screen = edge.to.split(separator: ".").last.map(String.init) ?? edge.to
        // `(LegalScreen) -> Void`, or with the closure's parameter named: `(_ legal: LegalScreen) -> Void`.
        let prefix = String(name) + "("
        let bare: [String] = [screen, edge.to].map { "(" + $0 + ")" }
        let named: [String] = [screen, edge.to].map { ": " + $0 + ") ->" }
        // A closure type named by a typealias (`_ next: LegalHandler`) is read as the type it stands for.
        return (node.callableMethods + node.closureAliasesExpanded).contains { (signature: String) -> Bool in
            guard signature.hasPrefix(prefix) else { return false }
            if bare.contains(where: { signature.contains($0) }) { return true }
            // A function type's parameter is named after `_` only: `(_ legal: LegalScreen) -> Void`.
            return named.contains { pattern in
                guard let start = signature.indices.first(where: { signature[$0...].hasPrefix(pattern) }),
                      let open = signature[..<start].lastIndex(of: "(") else { return false }
                return signature[signature.index(after: open)...].hasPrefix("_ ")
            }
        }
    }

    /// Indents each open closure's body and closes it, innermost first.
    private mutating func closeClosures() {
        for closure in openClosures.reversed() {
            for index in closure.bodyStart..<lines.count { lines[index] = closure.opener + "    " + lines[index] }
            lines.append(closure.opener + "}")
        }
        openClosures = []
    }

    /// `tapWelcome { legal in <#code#> }`, a move that hands the next screen to the closure (`TestFlowReader`):
    /// the call up to its closure's parameters (`tapWelcome { legal in`), and the name the screen has in it
    /// (`$0` for a closure that names none); nil for any other action.
    static func closureHandOff(_ action: String) -> (opening: String, parameter: String)? {
        let body = " <#code#> }"
        guard action.hasSuffix(body), let brace = action.lastIndex(of: "{") else { return nil }
        let head = action[..<brace], inside = action[action.index(after: brace)..<action.index(action.endIndex, offsetBy: -body.count)]
        guard head.hasSuffix(" ") else { return nil }
        if inside.isEmpty { return (head + "{", "$0") }
        guard inside.hasPrefix(" "), inside.hasSuffix(" in") else { return nil }
        let name = inside.dropFirst().dropLast(3)
        // `{ _ in`: the screen has no name in the closure to go on with.
        guard !name.isEmpty, name != "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (head + "{" + inside, String(name))
    }

    /// `TabBar(app: app)` → `TabBar(app: getApp())`: the argument `app`, not a label of that name.
    static func replacingTheApp(in construction: String, with accessor: String) -> String {
        var result = ""
        var index = construction.startIndex
        while index < construction.endIndex {
            let character = construction[index]
            guard character.isLetter || character == "_" else { result.append(character); index = construction.index(after: index); continue }
            var end = index
            while end < construction.endIndex, construction[end].isLetter || construction[end].isNumber || construction[end] == "_" { end = construction.index(after: end) }
            let word = construction[index..<end]
            let before = result.last
            let isLabel = end < construction.endIndex && construction[end] == ":"
            result += word == "app" && !isLabel && before != "." ? accessor : String(word)
            index = end
        }
        return result
    }

    /// Whether a chain's root is a type used by its name (`SettingsPage`, a caseless enum's), not a value
    /// made (`HomeRobot(app: app)`) or held (`page`, the setUp's).
    private func isATypeName(_ root: String) -> Bool {
        !root.contains("(") && !heldScreens.values.contains(root) && !openClosures.contains { $0.parameter == root }
    }

    /// A call after the chain's last, through `?` when that one returns an optional.
    private mutating func appendToChain(_ call: String) {
        if chainEndsOptional, let last = chain?.indices.last { chain?[last] += "?" }
        chainEndsOptional = false
        chainEndsWithResultToUse = false
        chain?.append(call)
    }

    /// The signature of the method an action calls (whether it returns an optional, `logIn() ->
    /// HomeRobot?`, or a value to use): the one of its name whose argument labels the action's are,
    /// when it is told apart so from its overloads (`logIn()` beside `logIn(as:) -> HomeRobot?`); nil otherwise.
    private func calledSignature(_ action: String, on node: NavigationNode) -> String? {
        // One call, not a chain past it (`itemView(matching: "Item 2").itemActionButton.tap()`).
        guard let open = action.firstIndex(of: "("), PathCodeWriter.endsWithItsFirstCall(action[open...]) else { return nil }
        let name = action[..<open]
        let labels = PathCodeWriter.labels(action[open...], signature: false)
        let called = node.callableMethods.filter { signature in
            (signature.hasPrefix(name + "(") || signature.hasPrefix("static " + name + "("))
                && PathCodeWriter.labels(signature[signature.firstIndex(of: "(")!...], signature: true) == labels
        }
        return called.count == 1 ? called[0] : nil
    }

    /// Whether `text`, from a call's `(`, ends with that call: its `)`, or a trailing closure after it.
    static func endsWithItsFirstCall(_ text: Substring) -> Bool {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 {
                    let rest = text[text.index(after: index)...].drop { $0 == " " }
                    return rest.isEmpty || rest.first == "{" && endsWithItsFirstCall(rest)
                }
            case "\"":
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "\"" {
                    if text[index] == "\\" { index = text.index(after: index) }
                    if index < text.endIndex { index = text.index(after: index) }
                }
            default: break
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return false
    }

    /// Whether two calls call the same function: what comes before their `(` is the same.
    static func callSameFunction(_ one: Substring, _ other: Substring) -> Bool {
        guard let open = one.firstIndex(of: "("), let otherOpen = other.firstIndex(of: "(") else { return false }
        return one[..<open] == other[..<otherOpen]
    }

    /// Whether a signature's every parameter has a default (`assertVisible(file: StaticString = #filePath)`).
    static func takesNoArgument(_ signature: String) -> Bool {
        guard let open = signature.firstIndex(of: "(") else { return false }
        let parameters = labels(signature[open...], signature: true).count
        let defaults = signature.components(separatedBy: " = ").count - 1
        return defaults >= parameters
    }

    /// The argument labels of a call (`(as: user, 3)` → `["as", "_"]`) or of a signature's
    /// parameters (`(as user: String, _ n: Int = 1)`), `text` starting at its `(`.
    static func labels(_ text: Substring, signature: Bool) -> [String] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.index(after: text.startIndex)
        var index = start
        loop: while index < text.endIndex {
            switch text[index] {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}", ">":
                if depth == 0 { parts.append(text[start..<index]); break loop }
                depth -= 1
            case "," where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            case "\"":
                // Skip a string literal in an argument.
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "\"" { index = text.index(after: index) }
            default: break
            }
            if index < text.endIndex { index = text.index(after: index) }
        }
        let trimmed = parts.map { $0.drop(while: { $0 == " " }) }
        return trimmed.filter { !$0.isEmpty }.map { part in
            guard let colon = part.firstIndex(of: ":") else { return "_" }
            let head = part[..<colon].split(separator: " ")
            if signature { return head.first.map(String.init) ?? "_" }
            return head.count == 1 ? String(head[0]) : "_"
        }
    }

    private mutating func flushChain() {
        chainEndsOptional = false
        let resultToUse = chainEndsWithResultToUse
        chainEndsWithResultToUse = false
        guard var pieces = chain else { return }
        chain = nil
        // One `try` (and one `await`) covers the chain: a call in it throws (or is `async`).
        let written = pieces[0].hasPrefix("_ = ")
        let discarded = written || resultToUse && pieces.count > 1
        let (effects, rest) = CallEffects.split(Substring(pieces[0]).dropFirst(written ? 4 : 0))
        pieces[0] = (discarded ? "_ = " : "") + effects.union(chainEffects).prefix + rest
        chainEffects = CallEffects()
        if pieces.count <= 2 {
            lines.append(pieces.joined())
        } else {
            lines.append(pieces[0])
            lines += pieces.dropFirst().map { "    " + $0 }
        }
    }

    /// `HomeRobot(app: app)`, `LoginPage()`: as the type's initializers say; a page object of
    /// static members (a caseless enum) by its name.
    private func root(of node: NavigationNode) -> String {
        // The screen a move handed to the closure the way is in, by the closure's name for it.
        if let given = openClosures.last(where: { $0.screen == node.name }) { return given.parameter }
        // The one the setUp made for the test (`page`, where its `app` was a local of the setUp's).
        if let property = heldScreens[node.name] { return property }
        if let construction = node.construction { return appAccessor.map { PathCodeWriter.replacingTheApp(in: construction, with: $0) } ?? construction }
        if node.kind == .page, !node.methods.isEmpty, node.methods.allSatisfy({ $0.hasPrefix("static ") }) { return node.name }
        return node.name + "(app: app)"
    }

    /// Whether the method an action calls is declared `throws` (`openSettings() throws -> X`) and
    /// whether `async` (`openSettings() async -> X`): of any method of its name, overloads being
    /// told apart by more than a name (an unneeded `try` or `await` is a warning, a missing one an error).
    private func effects(of edge: NavigationEdge, on node: NavigationNode) -> CallEffects {
        // `tapWelcome(…)`, or `tapWelcome { legal in <#code#> }`, a trailing closure alone.
        guard let open = edge.action.firstIndex(where: { $0 == "(" || $0 == "{" }) else { return CallEffects() }
        var name = edge.action[..<open]
        while name.last == " " { name = name.dropLast() }
        return effects(ofMethod: name, on: node)
    }

    private func effects(ofMethod name: Substring, on node: NavigationNode) -> CallEffects {
        var effects = CallEffects()
        let called = name + "("
        let calledStatic = "static " + called
        for signature in node.callableMethods where signature.hasPrefix(called) || signature.hasPrefix(calledStatic) {
            if signature.includes(") throws") || signature.includes(") async throws") { effects.throwing = true }
            if signature.includes(") async") { effects.async = true }
        }
        return effects
    }

    /// The action with what belongs to the test it came from (`user`) as placeholders. A method's
    /// edge written from its declaration (`logIn(email: <#String#>)`) that a test shows is written as
    /// the test called it, literals and types kept (`logIn(email: "anna@finch.app")`).
    private func pastable(_ edge: NavigationEdge, on node: NavigationNode) -> String {
        if edge.action.includes("<#"), let example = edge.evidence.lazy.compactMap(\.example).first {
            let code = PastableAction.code(example, signatures: node.callableMethods)
            // Only where the test's literals fill a placeholder in: a test's local (`verify.connectedToAServer(
            // countryName)`, of a component whose signature the node does not have) says less than `<#String#>`.
            if PathCodeWriter.callSameFunction(Substring(code), Substring(edge.action)),
               NavigationGraph.placeholderCount(code) < NavigationGraph.placeholderCount(edge.action) {
                return code
            }
        }
        return PastableAction.code(edge.action, signatures: node.callableMethods)
    }

    /// The helper that launches, called as the test that shows the way called it (`launchUnlocked(tab:
    /// "card")`, where the declaration's defaults give `launchUnlocked()`, which lands on another tab),
    /// the test's own names as placeholders; as declared when no test shows it.
    /// Of several tests that show it, the call most of them make, then the shortest (`launchUnlocked()`
    /// of most, not one test's `launchUnlocked(profile: "frozen-account")`).
    static func launchCall(_ call: String, asTheTestCalledIt edge: NavigationEdge) -> String {
        let (effects, declared) = CallEffects.split(Substring(call))
        var counts: [String: Int] = [:]
        for example in edge.evidence.compactMap(\.example) {
            let written = CallEffects.split(Substring(PastableAction.code(example, signatures: []))).rest
            guard callSameFunction(declared, written) else { continue }
            counts[String(written), default: 0] += 1
        }
        guard let chosen = counts.min(by: { ($1.value, $0.key.count, $0.key) < ($0.value, $1.key.count, $1.key) })?.key else { return call }
        return effects.prefix + chosen
    }

    /// A step the tests take without acting: the screen it leaves, shown as the dialect shows one
    /// (`assertOnScreen(X.self)` for KassiOS's, the page object made for others), with a warning.
    private func suspicious(_ edge: NavigationEdge, shown: String? = nil) -> String {
        let at = edge.evidence.first.map { " (\($0.position))" } ?? ""
        return (shown ?? "assertOnScreen(\(edge.from).self)") + "  // ⚠ the tests do nothing here before \(edge.to) shows\(at)"
    }
}
