#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// Writes one test method's body: the launch, then each planned item at its place —
/// element actions inside `onScreen(X.self) { … }` blocks (one per run of steps on a
/// screen), robot calls as chains (`HomeRobot(app: app).openProfile().typeName("…")`),
/// and `XCTFail` for every step left to a person.
struct MethodBodyRenderer {
    let catalog: Catalog
    let style: TestGenerationConfiguration.Style
    private(set) var lines: [String] = []
    /// The screen whose `onScreen` block is open.
    private var block: String?
    /// The open robot chain: the type its last call returns, its first line, its last call.
    private var chain: (type: String, firstLine: Int, last: RobotCall)?
    /// Page objects given a local constant: type → name.
    private var locals: [String: String] = [:]
    /// Whether a line calls something that throws (`try`): the test method is declared `throws`.
    private(set) var usesTry = false
    /// Whether a line awaits an `async` call: the test method is declared `async`.
    private(set) var usesAwait = false
    /// Locals holding an awaited answer to assert (`answer`, `answer2`): an assertion's
    /// autoclosure cannot await.
    private var answers: Set<String> = []

    /// The suite's own test base (robot style): its launch is the test's.
    let base: SuiteTestBase?
    /// The suite's helpers handing a robot to a closure, by robot: its calls go in their blocks.
    let helpers: [String: RobotClosureHelper]
    /// The robot whose helper's block is open (`home { robot in`).
    private var closure: String?
    /// Whether the last automated step tapped an element or called a screen's method: the test may
    /// be on another screen since.
    private var lastTapMayHaveLeft = false
    /// Whether a line calls a helper of the main actor's: the test method is `@MainActor`.
    private(set) var usesMainActor = false

    init(catalog: Catalog, style: TestGenerationConfiguration.Style, base: SuiteTestBase? = nil,
         helpers: [String: RobotClosureHelper] = [:]) {
        self.catalog = catalog
        self.style = style
        self.base = base
        self.helpers = helpers
    }

    static func render(_ plan: CasePlan, catalog: Catalog, style: TestGenerationConfiguration.Style) -> [String] {
        renderer(plan, catalog: catalog, style: style).lines
    }

    /// The renderer after writing the plan: its lines, and whether they throw.
    static func renderer(_ plan: CasePlan, catalog: Catalog, style: TestGenerationConfiguration.Style,
                         base: SuiteTestBase? = nil, helpers: [String: RobotClosureHelper] = [:]) -> MethodBodyRenderer {
        var renderer = MethodBodyRenderer(catalog: catalog, style: style, base: base, helpers: helpers)
        for helper in plan.setUpCalls {
            renderer.lines.append(helper.call)
            renderer.usesTry = renderer.usesTry || helper.isThrowing
            renderer.usesAwait = renderer.usesAwait || helper.isAsync
            renderer.usesMainActor = renderer.usesMainActor || helper.isMainActor
        }
        renderer.launch(plan.launch)
        for (index, item) in plan.items.enumerated() {
            // Where the test goes on after a step a person completes: the next automated step's screen.
            let next = plan.items[(index + 1)...].lazy.compactMap { item -> String? in
                if case .automated(let operation, _) = item.outcome { return item.way.first?.container ?? operation.container }
                return nil
            }.first
            renderer.add(item, nextScreen: next)
        }
        renderer.closeChain()
        renderer.closeBlock()
        return renderer
    }

    mutating func launch(_ settings: LaunchSettings) {
        let arguments = "[" + settings.arguments.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]"
        let pairs = settings.environment.sorted { $0.key < $1.key }.map { "\(SwiftSource.stringLiteral($0.key)): \(SwiftSource.stringLiteral($0.value))" }
        switch style {
        case .kassios:
            if settings.arguments.isEmpty && pairs.isEmpty {
                lines.append("launch()")
                return
            }
            let environment = pairs.isEmpty ? "[:]" : "[" + pairs.joined(separator: ", ") + "]"
            let single = "launch(arguments: \(arguments), environment: \(environment))"
            if single.count <= 110 {
                lines.append(single)
            } else {
                lines.append("launch(")
                lines.append("    arguments: \(arguments),")
                if pairs.isEmpty {
                    lines.append("    environment: [:]")
                } else {
                    lines.append("    environment: [")
                    lines += pairs.map { "        \($0)," }
                    lines.append("    ]")
                }
                lines.append(")")
            }
        case .robot:
            if let base, base.launchesInSetUp {
                lines.append("// \(base.name).setUp() launches the app")
                return
            }
            if let launch = base?.launch {
                launchThroughBase(launch, settings: settings)
                return
            }
            if !settings.arguments.isEmpty { lines.append("app.launchArguments += \(arguments)") }
            for (key, value) in settings.environment.sorted(by: { $0.key < $1.key }) {
                lines.append("app.launchEnvironment[\(SwiftSource.stringLiteral(key))] = \(SwiftSource.stringLiteral(value))")
            }
            lines.append("app.launch()")
        }
    }

    /// The base's own launch: `launch()`, given the settings it takes (`launch(arguments: […])`),
    /// after the others set on the app. Settings that would not reach the app were refused when
    /// the case was planned (`SuiteTestBase.settingsLost`).
    private mutating func launchThroughBase(_ launch: SuiteTestBase.Launch, settings: LaunchSettings) {
        var passed: [String] = []
        if !settings.arguments.isEmpty {
            let list = "[" + settings.arguments.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]"
            if let label = launch.argumentsLabel { passed.append("\(label): \(list)") } else { lines.append("app.launchArguments += \(list)") }
        }
        if !settings.environment.isEmpty {
            let pairs = settings.environment.sorted { $0.key < $1.key }
            if let label = launch.environmentLabel {
                passed.append("\(label): [" + pairs.map { "\(SwiftSource.stringLiteral($0.key)): \(SwiftSource.stringLiteral($0.value))" }
                    .joined(separator: ", ") + "]")
            } else {
                for (key, value) in pairs {
                    lines.append("app.launchEnvironment[\(SwiftSource.stringLiteral(key))] = \(SwiftSource.stringLiteral(value))")
                }
            }
        }
        if launch.environmentFirst { passed.reverse() }
        var call = launch.name + "(" + passed.joined(separator: ", ") + ")"
        if launch.isAsync { call = "await " + call }
        if launch.isThrowing { call = "try " + call }
        if launch.resultMustBeUsed { call = "_ = " + call }
        usesAwait = usesAwait || launch.isAsync
        usesTry = usesTry || launch.isThrowing
        lines.append(call)
    }

    /// `nextScreen`: the screen the next automated step works on, if any.
    mutating func add(_ item: PlannedItem, nextScreen: String? = nil) {
        let comment = "// \(item.label): " + item.text.split(whereSeparator: \.isNewline).joined(separator: " ")
        switch item.outcome {
        case .refused(let refusal):
            closeChain()
            // After a tap that left the screen (Finch's transfer tile, the next step on Transfer), the
            // step a person completes is not written inside the block of the screen left behind.
            if lastTapMayHaveLeft, let block, nextScreen != block { closeBlock() }
            emit(comment)
            emit("XCTFail(\(SwiftSource.stringLiteral(MethodBodyRenderer.failureMessage(item, refusal))))")
        case .automated(let operation, _):
            // The case jumps to another screen: the suite's way there first.
            for (index, move) in item.way.enumerated() {
                add(move, comment: index == 0 ? "// \(item.label): first the way to \(operation.container ?? "it"), as the suite goes" : nil)
            }
            add(operation, comment: comment)
            for _ in 1..<max(item.repetitions, 1) { add(operation, comment: nil) }
            switch operation {
            case .element(_, _, .tap), .call: lastTapMayHaveLeft = true
            default: lastTapMayHaveLeft = false
            }
        }
    }

    static func failureMessage(_ item: PlannedItem, _ refusal: Refusal) -> String {
        var message = "kassios: \(item.label) not automated: \"\(item.text)\" — \(refusal.reason)"
        if !refusal.candidates.isEmpty {
            message += (refusal.reason.hasPrefix("no element") ? "; closest: " : "; candidates: ") + refusal.candidates.joined(separator: ", ")
        }
        return message
    }

    /// `comment` nil: a repetition of the operation just written ("tap twice"), without its comment again.
    mutating func add(_ operation: Operation, comment: String?) {
        switch operation {
        case .launched:
            closeChain()
            emit((comment ?? "") + " (the launch above)")
        case .precondition:
            closeChain()
            emit((comment ?? "") + " (launch settings above)")
        case .setUp:
            closeChain()
            emit((comment ?? "") + " (set up before the launch)")
        case .element(let name, let element, let action):
            closeChain()
            guard let container = catalog.container(named: name) else { return }
            let statement: String
            if container.kind == .screen {
                open(name)
                if let comment { emit(comment) }
                statement = MethodBodyRenderer.statement(action, receiver: "$0.\(element.reference)", element: element, kassiOS: true)
            } else {
                closeBlock()
                if let comment { emit(comment) }
                let receiver = pageReceiver(container) + "." + element.reference
                statement = MethodBodyRenderer.statement(action, receiver: receiver, element: element, kassiOS: false)
            }
            // Finch's `#if DEBUG lazy var debugMenu`: used under the condition it is declared under, as the suite's tests do.
            if let condition = element.compiledOnlyIf {
                emit("#if " + condition)
                emit(statement)
                emit("#endif")
            } else {
                emit(statement)
            }
        case .scrollTo(let name, let helper, let element):
            closeChain()
            open(name)
            if let comment { emit(comment) }
            emit("$0.\(helper)$0.\(element.reference))")
        case .screenCheck(let name):
            closeChain()
            closeBlock()
            if let comment { emit(comment) }
            if let container = catalog.container(named: name), container.kind == .screenObject,
               let made = container.makingCode, let check = container.loadCheck {
                // Made again, as the test is there now: its initializer waits for the first element, `isLoaded` for every one.
                usesTry = usesTry || container.makingThrows
                usesAwait = usesAwait || container.makingAwaits
                emitAssertion(made + check, awaits: container.makingAwaits)
            } else if let container = catalog.container(named: name), container.waitsWhenMade, container.kind != .screen {
                // Its initializer waits for the screen: making one is the check.
                emit("_ = " + making(container))
            } else {
                emit("assertOnScreen(\(name).self)")
            }
        case .navigate(let name):
            closeChain()
            closeBlock()
            if let comment { emit(comment) }
            emit("navigate(to: \(name).self)")
        case .call(let name, let method):
            closeChain()
            open(name)
            if let comment { emit(comment) }
            emit("$0.\(method)()")
        case .appSwipe(let direction):
            closeChain()
            closeBlock()
            if let comment { emit(comment) }
            emit("app.swipe\(SwiftSource.capitalized(direction.rawValue))()")
        case .robotCall(let name, let call):
            closeBlock()
            guard let container = catalog.container(named: name) else { return }
            let invocation = ".\(call.method)(\(call.arguments.joined(separator: ", ")))"
            // A page object's call, and a robot's static one (`HomeRobot.isLoaded()`), stand alone.
            if container.kind != .robot || call.isStatic {
                closeChain()
                if let comment { emit(comment) }
                let receiver = pageReceiver(container, forStaticCall: call.isStatic)
                let statement = call.effects.prefix + receiver + invocation
                usesTry = usesTry || call.isThrowing
                usesAwait = usesAwait || call.isAsync
                // One that answers whether (`isLoaded() -> Bool`) is asserted; one whose result must be used
                // (fleetio's `func login() -> HomeScreen`, no `@discardableResult`) is written after `_ =`.
                if call.returnType == "Bool" {
                    emitAssertion(statement, awaits: call.isAsync)
                } else if let returned = call.returnType, returned != "Void", returned != "()", !call.isDiscardable {
                    emit("_ = " + statement)
                } else {
                    emit(statement)
                }
                return
            }
            if let helper = helpers[name], !call.isThrowing, !call.isAsync {
                // Inside the suite's block for the robot (`home { robot in … }`), which a call that throws cannot be.
                if closure != name {
                    closeChain()
                    if let comment { emit(comment) }
                    emit(helper.opening)
                    closure = name
                    usesMainActor = usesMainActor || helper.isMainActor
                } else if let comment {
                    emit("    " + comment)
                }
                let statement = "robot" + invocation
                if call.returnType == "Bool" {
                    emit("    XCTAssertTrue(\(statement))")
                } else if let returned = call.returnType, returned != "Void", returned != "()", !call.isDiscardable {
                    emit("    _ = " + statement)
                } else {
                    emit("    " + statement)
                }
                return
            }
            if chain?.type != name {
                closeChain()
                if let comment { emit(comment) }
                chain = (name, lines.count, call)
                emit(making(container))
            } else {
                if let comment { emit("    " + comment) }
            }
            // One `try` (and one `await`) covers the chain: written before its first line when a later call needs it.
            if call.isThrowing || call.isAsync, let first = chain?.firstLine {
                let (written, rest) = CallEffects.split(Substring(lines[first]))
                let effects = written.union(call.effects)
                lines[first] = effects.prefix + rest
                usesTry = usesTry || effects.throwing
                usesAwait = usesAwait || effects.async
            }
            emit("    " + invocation)
            chain?.last = call
            switch call.returnType?.replacing("?", with: "") {
            case "Self"?, name?:
                break
            case let other? where other != "Void" && other != "()" && catalog.container(named: other)?.kind == .robot:
                chain?.type = other
            default:
                closeChain()
            }
        }
    }

    /// The statement for an element action: KassiOS elements have `assertVisible()`,
    /// `replaceText(_:)`, `setSwitch(on:)`; page objects' `XCUIElement`s do not.
    static func statement(_ action: StepAction, receiver: String, element: CatalogElement, kassiOS: Bool) -> String {
        let value = SwiftSource.comparesValue(element.elementType) ? "\(receiver).value as? String" : "\(receiver).label"
        switch action {
        case .tap: return "\(receiver).tap()"
        case .typeText(let text):
            return kassiOS ? "\(receiver).typeText(\(SwiftSource.stringLiteral(text)))"
                : "\(receiver).tap()\n\(receiver).typeText(\(SwiftSource.stringLiteral(text)))"
        case .replaceText(let text): return "\(receiver).replaceText(\(SwiftSource.stringLiteral(text)))"
        case .setSwitch(let on): return "\(receiver).setSwitch(on: \(on))"
        case .assertVisible:
            return kassiOS ? "\(receiver).assertVisible()" : "XCTAssertTrue(\(receiver).waitForExistence(timeout: 10))"
        case .assertHidden: return "XCTAssertFalse(\(receiver).exists)"
        case .assertValue(let expected, let contains):
            let literal = SwiftSource.stringLiteral(expected)
            if contains {
                return value.hasSuffix("as? String") ? "XCTAssertTrue((\(value) ?? \"\").contains(\(literal)))" : "XCTAssertTrue(\(value).contains(\(literal)))"
            }
            return "XCTAssertEqual(\(value), \(literal))"
        case .assertSwitch(let on): return "XCTAssertEqual(\(receiver).value as? String, \(on ? "\"1\"" : "\"0\""))"
        case .assertEnabled(let enabled): return "\(enabled ? "XCTAssertTrue" : "XCTAssertFalse")(\(receiver).isEnabled)"
        case .swipe(let direction): return "\(receiver).swipe\(SwiftSource.capitalized(direction.rawValue))()"
        }
    }

    /// `StatementsPage` (static members), or a local constant made once: `transactionsPage`.
    mutating func pageReceiver(_ container: Container, forStaticCall: Bool = false) -> String {
        if container.kind == .staticPageObject || forStaticCall { return container.name }
        if let name = locals[container.name] { return name }
        let last = container.name.split(separator: ".").last.map(String.init) ?? container.name
        var name = last.prefix(1).lowercased() + last.dropFirst()
        while locals.values.contains(name) || answers.contains(name) { name += "Page" }
        locals[container.name] = name
        lines.append("let \(name) = " + making(container))
        return name
    }

    /// The code that makes a robot or page object (the planner refused what cannot be made).
    private mutating func making(_ container: Container) -> String {
        usesTry = usesTry || container.makingThrows
        usesAwait = usesAwait || container.makingAwaits
        return container.makingCode ?? container.name + "(app: app)"
    }

    mutating func open(_ screen: String) {
        guard block != screen else { return }
        closeBlock()
        lines.append("onScreen(\(screen).self) {")
        block = screen
    }

    mutating func closeBlock() {
        guard block != nil else { return }
        lines.append("}")
        block = nil
    }

    /// Ends the chain; a last call that answers whether (a load check's `isLoaded() -> Bool`) is
    /// asserted, and one whose other result must be used gets `_ =`.
    mutating func closeChain() {
        if closure != nil {
            lines.append("}")
            closure = nil
        }
        guard let open = chain else { return }
        chain = nil
        if open.last.returnType == "Bool" {
            let first = lines[open.firstLine]
            if CallEffects.split(Substring(first)).effects.async {
                let answer = nextAnswer()
                lines[open.firstLine] = "let \(answer) = " + first
                lines.append("XCTAssertTrue(\(answer))")
                return
            }
            lines[open.firstLine] = "XCTAssertTrue(" + first
            lines[lines.count - 1] += ")"
            return
        }
        let returns = open.last.returnType.map { $0 != "Void" && $0 != "()" } ?? false
        if returns && !open.last.isDiscardable { lines[open.firstLine] = "_ = " + lines[open.firstLine] }
    }

    /// `XCTAssertTrue(statement)`; an awaited statement through a local first, as an
    /// assertion's autoclosure cannot await.
    private mutating func emitAssertion(_ statement: String, awaits: Bool) {
        guard awaits else { return emit("XCTAssertTrue(" + statement + ")") }
        let answer = nextAnswer()
        emit("let \(answer) = " + statement)
        emit("XCTAssertTrue(\(answer))")
    }

    /// A fresh name for an awaited answer: `answer`, then `answer2`…, none a page object's local.
    private mutating func nextAnswer() -> String {
        var count = answers.count + 1
        while true {
            let name = count == 1 ? "answer" : "answer\(count)"
            if !locals.values.contains(name), answers.insert(name).inserted { return name }
            count += 1
        }
    }

    mutating func emit(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append((block == nil ? "" : "    ") + line)
        }
    }
}
