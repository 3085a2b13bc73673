import KassiosModel
import KassiosSyntax

/// Reads what each test does, in order — launches, screens visited, the interactions in
/// between — and turns consecutive screens into edges labelled with the last interaction.
///
/// Followed: the test's `setUpWithError`/`setUp` (and `super.setUp()`), the test body, the
/// helpers of its class it calls, and scenarios it runs (`SomeScenario().run(in: self)`).
/// Visits: `onScreen(X.self)`, `assertOnScreen(X.self)`, `navigate(to: X.self)`,
/// `app.on(X.self)`, a robot or page object constructed or used (`HomeRobot(app: app)…`,
/// `StatementsPage.exportLatest()`, a variable holding one, or a property of the test class
/// declared as one or assigned one, `var browser: BrowserScreen!` set in `setUp`), MappaMundi `navigator.goto(X)` /
/// `nowAt(X)`. Statements inside conditionals and loops are not followed: what they show
/// is not a sequence every run goes through.
struct TestFlowReader {
    let project: Project
    let catalog: NodeCatalog
    let methods: MethodTransitions
    let display: (String) -> String
    var collector: EdgeCollector
    private(set) var entries: [String: NavigationNode] = [:]
    /// How many more ways a test may be followed on separately after branches that leave it on
    /// different screens (`walkEach`): a test of many such branches is followed so far, then as one.
    private var forksLeft = 0
    static let forksPerTest = 8
    private var entryOfFunction: [ObjectIdentifier: String] = [:]
    /// The entry each launch made first: functions that launch alike (`launch()` in thirty tests)
    /// share one entry point, as long as the set-up their class runs first is the same too.
    private var entryOfLaunch: [LaunchKey: String] = [:]
    /// The functions declared at the top level of the files, with a body, by name.
    private let topLevelFunctions: [String: [(function: FunctionDecl, file: SourceFile)]]
    /// The suite's own functions that return the page they are given the type of, declared at the top
    /// level or for the application, an element or the test cases (Half-Life's `extension XCUIApplication { func
    /// resolve<R: Robot>(_ robot: R.Type, timeout:) throws -> R }`): visit calls, as `on(X.self)` is.
    private let resolverNames: Set<String>
    /// `Project.testCaseClassNames`.
    private let testClassNames: Set<String>
    /// The types whose code finds elements (an identifier position of theirs).
    private let typesWithQueries: Set<String>
    /// Each type's methods with a body, by name (`method(_:labels:…)`), filled as types are asked for.
    private let functionsByName = FunctionsByName()

    /// A launch as written, with the set-up methods (`setUp`, `setUpWithError`) of the class that
    /// launches: a set-up that gives the application its arguments and launches nothing itself
    /// (`app.launchArguments = ["-LoggedIn"]`) is part of the launch.
    private struct LaunchKey: Hashable {
        let code: [String]
        let setUps: [ObjectIdentifier]
    }

    /// KassiOS's `robot(LoginRobot.self)` makes the robot a chain goes on on.
    static let visitCalls: Set<String> = ["onScreen", "assertOnScreen", "navigate", "on", "robot"]
    /// Functions that run a closure as a step of the test's report: XCTest's and KassiOS's, and the
    /// Gherkin words BDD helpers are named after (GetStream's `GIVEN`, `WHEN`, `THEN`, `AND`).
    static let reportSteps: Set<String> = ["step", "runActivity", "GIVEN", "WHEN", "THEN", "AND", "BUT",
                                           "Given", "When", "Then", "And", "But", "given", "when", "then"]
    static let mappaMundiVisits: Set<String> = ["goto", "nowAt"]
    static let helperDepth = 4

    /// The function being walked.
    struct Scope {
        let typeName: String?
        let chain: [TypeInfo]
        let file: SourceFile
        let function: FunctionDecl
        /// Inside `onScreen(X.self) { screen in … }`: the parameter and X.
        var screenParameter: (name: String, node: String)?
    }

    /// Between two visits: the last thing done.
    struct Pending {
        let text: String
        let kind: NavigationEdge.Kind
        let file: String
        let location: SourceLocation
        /// A call of a helper of the test's that did something and went to no screen (`signIn(as:
        /// "anna@example.com")`): the test's step, whatever the helper's last statement was.
        var isHelperCall = false
    }

    enum LocalApplication { case underTest, another, none }

    struct State {
        let test: String
        var current: String?
        var pending: Pending? {
            didSet { if pending != nil { interactions += 1 } }
        }
        /// How many things the test has done so far: whether a branch of an `if` did any.
        var interactions = 0
        /// How many times the test moved by a robot's method or a launch.
        var moves = 0
        /// The variables declared since the `if` branch being walked began.
        var declared: Set<String> = []
        /// An `if` or `guard` condition is being walked: a screen it finds is no transition.
        var inCondition = false
        var variables: [String: String] = [:]
        /// Of a variable holding what a chain reached past its node's object rather than the object
        /// (`let cell = saves.itemView(matching: "Item 2")`, an `ItemRow`; `let field = login.email`),
        /// the chain's text past the node: the variable's uses are written after it, as calls of the
        /// node (`itemView(matching: "Item 2").itemActionButton.tap()`), and are no methods of the node.
        var pastNode: [String: String] = [:]
        /// What the chain `follow` read last reached past its node, for the binding being read; nil
        /// when its value is the node's object (`LoginScreen(app: app)`, `home.openSettings()`).
        var reachedPastNode: String?
        /// The function's locals by name, and which application each holds: the one under test
        /// (`let app = XCUIApplication()`), another (`XCUIApplication(bundleIdentifier:)`, whose launch
        /// is none of the app's), or none (`let app = Helper()`).
        var locals: [String: LocalApplication] = [:]
        var setUpEntry: String?
        /// The screens bound to a variable or property, not yet used, after the interaction still
        /// pending (`home.favoritesButton.tap(); favorites = FavoritesScreen(app: app)`): where a
        /// set-up that ends so may leave its tests.
        var boundAfterInteraction: (nodes: Set<String>, file: String, interaction: SourceLocation)?
        /// Whether the set-up is being read: only its bindings can leave the test somewhere.
        var readsSetUp = false
        /// The set-up's last interaction and the screens it made after it, until the test's first
        /// visit: a visit of one of them is the set-up's arrival there (`arriveWhereSetUpLeft`).
        var setUpArrival: (nodes: Set<String>, interaction: Pending)?
        var walking: Set<ObjectIdentifier> = []
        /// The nodes the test has been on so far.
        var visited: Set<String> = []
        /// Where the function that last launched the app is: what it does after the launch (a deep
        /// link, closing a banner) is part of it, not a way to a screen.
        var launchedIn: (file: String, range: ClosedRange<Int>)?
        /// The call of the innermost helper being walked, as its caller wrote it (`launchUnlocked(tab: "card")`).
        var helperCall: (call: Expr, file: SourceFile)?
        /// That call, when the helper launched the app and a test starts by calling it: how the launch's
        /// edge to the first screen was taken (the helper's parameters with defaults say where it lands).
        var launchCall: String?
    }

    init(project: Project, catalog: NodeCatalog, methods: MethodTransitions, collector: EdgeCollector, display: @escaping (String) -> String) {
        self.project = project
        self.catalog = catalog
        self.methods = methods
        self.collector = collector
        self.display = display
        var functions: [String: [(function: FunctionDecl, file: SourceFile)]] = [:]
        for member in project.index.topLevel {
            guard case .function(let function) = member.value, function.kind == .function, function.body != nil else { continue }
            functions[function.name, default: []].append((function, member.file))
        }
        topLevelFunctions = functions
        var resolvers: Set<String> = []
        for member in project.index.topLevel {
            if case .function(let function) = member.value, MethodTransitions.typeParameter(of: function) != nil { resolvers.insert(function.name) }
        }
        for owner in ["XCUIApplication", "XCUIElement"] + project.configuration.testCaseRoots.sorted() {
            for member in project.index.types[owner]?.members ?? [] {
                if case .function(let function) = member.value, MethodTransitions.typeParameter(of: function) != nil { resolvers.insert(function.name) }
            }
        }
        resolverNames = resolvers
        typesWithQueries = project.typesQueryingByIdentifier
        testClassNames = project.testCaseClassNames
    }

    mutating func readTests() {
        let testClasses = testClassNames
        // `extension XCTestCase { func setUpTestSuite() { … } }`: every test class has its helpers.
        let rootExtensions = project.configuration.testCaseRoots.sorted().compactMap { project.index.types[$0] }
        for type in project.index.sortedTypes {
            let isTestClass = testClasses.contains(type.qualifiedName)
            var chain = project.index.classChain(from: type)
            if isTestClass {
                chain += rootExtensions.filter { root in !chain.contains { $0 === root } }
                // `extension Launching { func launch() … }`: a protocol the test classes adopt gives
                // them its helpers too, after their classes' own.
                for owner in chain where owner.kind != .protocol {
                    for adopted in project.index.inheritedTypes(of: owner) where adopted.kind == .protocol && !chain.contains(where: { $0 === adopted }) {
                        chain.append(adopted)
                    }
                }
            }
            var properties: [String: String]?   // worked out for the first test of the class
            for member in type.members {
                guard case .function(let function) = member.value, function.body != nil else { continue }
                let isSwiftTesting = function.header.attributes.contains { $0.name == "Test" }
                guard (isTestClass && Project.isXCTestMethod(function)) || isSwiftTesting else { continue }
                if properties == nil { properties = propertyNodes(of: chain) }
                read(function, file: member.file, type: type, chain: chain, properties: properties ?? [:])
            }
        }
        for member in project.index.topLevel {
            guard case .function(let function) = member.value, function.body != nil,
                  function.header.attributes.contains(where: { $0.name == "Test" }) else { continue }
            read(function, file: member.file, type: nil, chain: [], properties: [:])
        }
    }

    /// `properties`: what the class's properties hold (`propertyNodes(of:)`).
    private mutating func read(_ test: FunctionDecl, file: SourceFile, type: TypeInfo?, chain: [TypeInfo], properties: [String: String]) {
        var state = State(test: type.map { "\($0.qualifiedName).\(test.name)" } ?? test.signature)
        forksLeft = TestFlowReader.forksPerTest
        state.variables = properties
        state.readsSetUp = true
        for name in ["setUpWithError", "setUp"] {
            if let (setUp, setUpFile, owner) = method(name, labels: [], in: chain, after: nil) {
                walk(setUp, file: setUpFile, owner: owner, chain: chain, state: &state)
            }
        }
        state.readsSetUp = false
        if let current = state.current, entries[current] != nil { state.setUpEntry = current }
        arriveWhereSetUpLeft(state: &state)
        walk(test, file: file, owner: type, chain: chain, state: &state)
    }

    private mutating func walk(_ function: FunctionDecl, file: SourceFile, owner: TypeInfo?, chain: [TypeInfo], state: inout State) {
        let id = ObjectIdentifier(function)
        guard state.walking.count < TestFlowReader.helperDepth, state.walking.insert(id).inserted else { return }
        let scope = Scope(typeName: owner?.qualifiedName, chain: chain, file: file, function: function)
        let outerLocals = state.locals   // a function's locals are its own
        state.locals = [:]
        walk(function.body ?? [], scope: scope, state: &state)
        state.locals = outerLocals
        state.walking.remove(id)
    }

    private mutating func walk(_ statements: [Stmt], scope: Scope, state: inout State) {
        let flat = LaunchReader.flattened(statements)
        for (index, statement) in flat.enumerated() {
            switch statement {
            case .expression(let expr):
                if let assignment = Assignment(SourceText.unwrapped(expr)) {
                    if assignment.name == "_" {
                        // `_ = LoginScreen().logIn()`: the value is dropped, the calls still run.
                        _ = handle(assignment.value, scope: scope, state: &state, isBinding: false)
                    } else {
                        // `browser = BrowserScreen(app: app)`: the variable or property holds that screen now.
                        let node = handle(assignment.value, scope: scope, state: &state, isBinding: true)
                        bind(assignment.name, to: node, state: &state)
                    }
                } else {
                    _ = handle(expr, scope: scope, state: &state, isBinding: false)
                }
            case .declaration(.variable(let variable)):
                for binding in variable.bindings {
                    guard let name = binding.name, let value = binding.initializer else { continue }
                    if OtherApplications.makesOne(value) {
                        state.locals[name] = .another
                        continue
                    }
                    state.declared.insert(name)
                    // `let app = sut.app`: the application the screen holds, not the screen.
                    if readsHeldApplication(value, state: state) {
                        state.locals[name] = .underTest
                        continue
                    }
                    state.locals[name] = LaunchReader.isTheAppUnderTest(value) ? .underTest : LocalApplication.none
                    if let node = handle(value, scope: scope, state: &state, isBinding: true) {
                        bind(name, to: node, state: &state)
                    }
                }
            case .return(let expr?, _):
                // `return launch(arguments: args)`, as a test case's launch helper ends.
                _ = handle(expr, scope: scope, state: &state, isBinding: false)
            case .ifConfig(let clauses):
                // One configuration's code runs; the first clause is the one written first.
                if let first = clauses.first { walk(first.elements, scope: scope, state: &state) }
            case .if(let statement):
                let branches = [statement.body] + (statement.elseBody.map { [$0] } ?? [])
                if let ways = walkBranches(branches, conditions: statement.conditions, quiet: statement.elseBody == nil ? 1 : 0,
                                           scope: scope, state: &state) {
                    walkEach(ways, through: Array(flat[(index + 1)...]), scope: scope, state: &state)
                    return
                }
            case .switch(let statement):
                // One case runs, as one branch of an `if` does.
                if let ways = walkBranches(statement.cases.map(\.body), conditions: [], quiet: 0, scope: scope, state: &state) {
                    walkEach(ways, through: Array(flat[(index + 1)...]), scope: scope, state: &state)
                    return
                }
            case .guard(let statement):
                // `guard onboarding.skip.waitForExistence(timeout: 3) else { return }`: the test goes on
                // past the conditions; the `else` leaves it.
                walk(statement.conditions, scope: scope, state: &state)
            default:
                break
            }
        }
    }

    /// `if onboarding.skip.waitForExistence(timeout: 3) { onboarding.skip.tap() }`: each branch runs
    /// from where the test was, the conditions first in the branch they lead into (they ask whether
    /// the screen is there; they do not say it is), and what a branch does is drawn. Then:
    /// - no branch that goes on past the `if` did anything (it only checked a screen, it returned,
    ///   failed or skipped): the test goes on from where it was, with what it had pending;
    /// - those that did something (an interaction, a robot's method, a launch) agree on a screen
    ///   other than where it was (onboarding skipped, a sign-in done only when signed out): from
    ///   there, as the branch left it, its own declarations gone;
    /// - they did something and stayed: from where it was, with the interaction pending before when
    ///   a way past the `if` did nothing (a banner dismissed if shown) or an alert was answered
    ///   either way; else with what every branch did last, when nothing was pending and they did
    ///   the same (branches that tap different buttons, a card or its fallback, leave it unknown);
    /// - they disagree (one branch to Settings, another to Profile, or back where it was): the ways
    ///   the test may be on are returned, for the rest of it to be followed on from each (`walkEach`);
    ///   past `forksPerTest` of them, where the test is is not known, and the next screen it uses is
    ///   drawn from no other.
    /// A `switch` is read so too, each case a branch (`quiet` 0: one of them runs).
    private mutating func walkBranches(_ branches: [[Stmt]], conditions: [Condition], quiet quietWays: Int,
                                       scope: Scope, state: inout State) -> [State]? {
        let before = state
        var acted: [State] = []
        // Ways past the `if` that do nothing (an `if` without `else` has one).
        var quiet = quietWays
        for (index, branch) in branches.enumerated() {
            var inBranch = before
            inBranch.declared = []
            if index == 0 { walk(conditions, scope: scope, state: &inBranch) }
            walk(branch, scope: scope, state: &inBranch)
            state.visited.formUnion(inBranch.visited)
            // What a branch did counts for an `if` around this one, whichever way this one goes on.
            state.interactions += inBranch.interactions - before.interactions
            state.moves += inBranch.moves - before.moves
            let didSomething = inBranch.interactions != before.interactions || inBranch.moves != before.moves
            guard !TestFlowReader.leavesTheTest(branch) else { continue }
            if didSomething { acted.append(inBranch) } else { quiet += 1 }
        }
        guard let first = acted.first else { return nil }
        if acted.contains(where: { $0.current != first.current }) {
            let gathered = state
            var ways = acted.map { TestFlowReader.leaving($0, before: before, after: gathered) }
            if quiet > 0 {
                var stayed = before
                stayed.interactions = state.interactions
                stayed.moves = state.moves
                stayed.visited = state.visited
                ways.append(stayed)
            }
            guard forksLeft >= ways.count, ways.allSatisfy({ $0.current != nil }) else {
                state.current = nil
                state.pending = nil
                return nil
            }
            forksLeft -= ways.count
            return ways
        }
        guard first.current != before.current else {
            // A way past the `if` that does nothing leaves the way on as it was (a banner dismissed
            // if shown); so does an alert answered either way. Else it is what every branch did
            // last, when nothing was pending and they did the same; branches that tap different
            // buttons (a card, or its fallback) leave it unknown.
            if quiet > 0 || acted.allSatisfy({ $0.pending?.text.lowercased().contains("alert") == true }) { return nil }
            if before.pending == nil, acted.allSatisfy({ $0.pending?.text == first.pending?.text }) {
                state.pending = first.pending
            } else {
                state.current = nil
                state.pending = nil
            }
            return nil
        }
        state = TestFlowReader.leaving(first, before: before, after: state)
        return nil
    }

    /// Where a branch left the test, as the test goes on past the `if`: what the branch declared
    /// ends with it (`let page = OnboardingPage(app: app)` inside it); what the branches did and
    /// visited counts (`after`: the state that has gathered it).
    static func leaving(_ branch: State, before: State, after gathered: State) -> State {
        var after = branch
        after.interactions = gathered.interactions
        after.moves = gathered.moves
        after.locals = before.locals
        for name in branch.declared {
            after.variables[name] = before.variables[name]
            after.pastNode[name] = before.pastNode[name]
        }
        after.declared = before.declared
        after.visited = gathered.visited
        return after
    }

    /// The rest of a test (`rest`) followed on from each way it may be on after branches that
    /// disagree (B's `next.tap()` to D, and C's), each drawing its own edges; after it, the test is
    /// where all the ways agree it is, else nowhere known.
    private mutating func walkEach(_ ways: [State], through rest: [Stmt], scope: Scope, state: inout State) {
        var ends: [State] = []
        for way in ways {
            var fork = way
            walk(rest, scope: scope, state: &fork)
            ends.append(fork)
        }
        var merged = ends[0]
        for end in ends.dropFirst() {
            merged.visited.formUnion(end.visited)
            merged.interactions = max(merged.interactions, end.interactions)
            merged.moves = max(merged.moves, end.moves)
        }
        if ends.contains(where: { $0.current != merged.current || $0.pending?.text != merged.pending?.text }) {
            merged.current = nil
            merged.pending = nil
        }
        state = merged
    }

    /// A branch that ends the test: its last statement returns, or one of its statements throws or
    /// fails it (UI tests stop at the first failure; `fatalError`, `preconditionFailure` stop the run).
    static func leavesTheTest(_ branch: [Stmt]) -> Bool {
        if case .return? = branch.last { return true }
        return branch.contains { statement in
            switch statement {
            case .throw: return true
            case .expression(let expr):
                // `throw XCTSkip(…)` is a throw; `try XCTSkipIf(…)` is not always one.
                if case .call(let callee, _, _) = SourceText.unwrapped(expr).kind, case .identifier(let name) = callee.kind {
                    return name == "XCTFail" || name == "fatalError" || name == "preconditionFailure"
                }
                return false
            default: return false
            }
        }
    }

    /// The conditions of an `if` or `guard`, which run in order: `waitForExistence` of a screen's
    /// element checks it, `let home = HomeScreen(app: app)` binds one. A condition asks: it does
    /// nothing that leads anywhere (`Bool.random()`, `isPad()`, a page's helper), and a screen it
    /// finds with nothing done before is no transition of its own.
    private mutating func walk(_ conditions: [Condition], scope: Scope, state: inout State) {
        let pending = state.pending
        let current = state.current
        let interactions = state.interactions
        state.inCondition = true
        defer {
            state.inCondition = false
            if state.interactions != interactions {
                // A screen visited took the pending interaction as its way there.
                state.pending = state.current == current ? pending : nil
                state.interactions = interactions
            }
        }
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                _ = handle(expr, scope: scope, state: &state, isBinding: false)
            case .optionalBinding(let name?, let value?, _):
                if let node = handle(value, scope: scope, state: &state, isBinding: true) {
                    bind(name, to: node, state: &state, noting: false)
                    state.declared.insert(name)
                }
            case .pattern(_, let value?):
                _ = handle(value, scope: scope, state: &state, isBinding: false)
            default:
                break
            }
        }
    }

    /// The variable `name` holds `node`'s object, or (`state.reachedPastNode`) what the chain just read
    /// reached past it. `noting`: a screen bound after an interaction is noted for the set-up's arrival.
    private func bind(_ name: String, to node: String?, state: inout State, noting: Bool = true) {
        state.variables[name] = node
        state.pastNode[name] = node == nil ? nil : state.reachedPastNode
        if noting, state.pastNode[name] == nil { noteBinding(of: node, state: &state) }
    }

    /// Notes a screen the set-up binds but does not visit (a robot its initializer makes is visited
    /// where it is used) after an interaction, for `arriveWhereSetUpLeft`.
    private func noteBinding(of node: String?, state: inout State) {
        guard state.readsSetUp, let node, node != state.current, let pending = state.pending else { return }
        if let bound = state.boundAfterInteraction, bound.file == pending.file, bound.interaction == pending.location {
            state.boundAfterInteraction?.nodes.insert(node)
        } else {
            state.boundAfterInteraction = ([node], pending.file, pending.location)
        }
    }

    /// A set-up that ends with an interaction and then makes the screen it leads to, for its tests
    /// to use (`home.favoritesButton.tap(); favorites = FavoritesScreen(app: app)`), leaves its tests
    /// on that screen: the interaction is the way there, and what a test does before it first uses
    /// the screen happens on it (`center.tap()` pauses the video shown there; it is no way to that
    /// screen). Which of several screens made after the interaction it is, the test's first visit
    /// says: one of them, that one; another, none (the screen is reached where it is used, as
    /// everywhere else).
    private func arriveWhereSetUpLeft(state: inout State) {
        defer { state.boundAfterInteraction = nil }
        guard let bound = state.boundAfterInteraction, let pending = state.pending,
              pending.file == bound.file, pending.location == bound.interaction else { return }
        state.setUpArrival = (bound.nodes, pending)
    }

    /// The test's first visit, to `node`, after a set-up that made screens after its last
    /// interaction: whether it is the set-up's arrival there, the edge drawn.
    private mutating func arrivedWhereSetUpLeft(at node: String, state: inout State) -> Bool {
        guard let arrival = state.setUpArrival else { return false }
        state.setUpArrival = nil
        guard arrival.nodes.contains(node), let current = state.current, current != node else { return false }
        state.pending = arrival.interaction
        visit(node, at: (arrival.interaction.file, arrival.interaction.location), state: &state)
        return true
    }

    /// The screens a `setUp` keeps for its tests, by node: properties of the test class it sets to one
    /// (`page = LoginScreen(app: app)`, `self.home = HomeRobot(app)`), or that are made as one where
    /// declared (`let login = LoginScreen(app: app)`). Not one only declared (`var page: LoginScreen!`),
    /// which may still be nil; of two for one screen, none.
    /// `reached`: those it keeps what a chain of moves returns in (`homeScreen = LoginScreen().login()`): it went there.
    private func heldScreens(bySetUp function: FunctionDecl, chain: [TypeInfo]) -> (held: [String: String], reached: Set<String>) {
        var properties: [String: String] = [:]   // property → node
        var reached: Set<String> = []
        for type in chain.reversed() {
            for member in type.members {
                guard case .variable(let variable) = member.value, !variable.header.isStatic else { continue }
                variable.bindings.forEach { binding in
                    // Declared as what it is made (not `lazy var page: BasePage = LoginPage(app: app)`, whose
                    // methods a test cannot call through it), and never an optional, which a test would unwrap.
                    guard binding.accessors == nil, let name = binding.name, let value = binding.initializer,
                          let typeName = ScopedWalker.typeConstructed(by: value),
                          binding.type.map({ $0.baseName == typeName && !$0.text.hasSuffix("?") }) ?? true,
                          let node = catalog.nodeName(forType: typeName, from: type.qualifiedName) else { return }
                    properties[name] = node
                }
            }
        }
        let declared = propertyNodes(of: chain)
        var optional: Set<String> = []
        for type in chain {
            for member in type.members {
                guard case .variable(let variable) = member.value else { continue }
                variable.bindings.forEach { binding in
                    if let name = binding.name, binding.type?.text.hasSuffix("?") == true { optional.insert(name) }
                }
            }
        }
        SyntaxTraversal.forEachExpression(in: function.body ?? []) { expr in
            guard let assignment = Assignment(expr), !optional.contains(assignment.name), let node = declared[assignment.name],
                  let typeName = typeMadeOrReturned(by: assignment.value, from: chain.first?.qualifiedName),
                  catalog.nodeName(forType: typeName, from: chain.first?.qualifiedName) == node else { return }
            properties[assignment.name] = node
            if CallChain(SourceText.unwrapped(assignment.value)).steps.contains(where: \.isCall) { reached.insert(node) }
        }
        var held: [String: String] = [:]
        var shared: Set<String> = []
        for (property, node) in properties.sorted(by: { $0.key < $1.key }) {
            if held[node] != nil { shared.insert(node) } else { held[node] = property }
        }
        for node in shared { held[node] = nil }
        return (held, reached.filter { held[$0] != nil })
    }

    /// `getApp()`, when the nearest class that declares `app` keeps it private and a method of the classes,
    /// taking nothing, hands it out (shamanec's `BaseTest`); nil otherwise.
    private func appAccessor(in chain: [TypeInfo]) -> String? {
        guard let owner = chain.first(where: { $0.propertyBinding(named: "app") != nil }) else { return nil }
        let isPrivate = owner.members.contains { member in
            guard case .variable(let variable) = member.value, variable.bindings.binds("app") else { return false }
            return variable.header.isPrivate
        }
        guard isPrivate else { return nil }
        for type in chain {
            for member in type.members {
                guard case .function(let function) = member.value, function.kind == .function, !function.header.isPrivate,
                      !function.header.isStatic, function.parameters.allSatisfy({ $0.defaultValue != nil }),
                      function.returnType?.baseName == "XCUIApplication" else { continue }
                return function.name + "()"
            }
        }
        return nil
    }

    /// The type of a screen made in place (`LoginScreen()`), or what a chain of its methods returns
    /// (fleetio's `LoginScreen().login()`, `-> HomeScreen`); nil for anything else.
    private func typeMadeOrReturned(by value: Expr, from scope: String?) -> String? {
        let chain = CallChain(SourceText.unwrapped(value))
        guard var current = ScopedWalker.typeConstructed(by: chain.root) else { return nil }
        for step in chain.steps {
            guard step.isCall, let type = project.index.resolveType(current, from: scope),
                  let (function, _, owner) = method(step.name, labels: step.arguments.map(\.label), trailingClosures: step.trailingClosures.count,
                                                    in: project.index.classChain(from: type), after: nil),
                  let returned = function.returnType?.baseName else { return nil }
            current = returned == "Self" ? owner.qualifiedName : returned
        }
        return current
    }

    /// The stored properties of the test class and the classes it inherits that hold a screen:
    /// declared as one (`var browser: BrowserScreen!`) or made as one (`let login = LoginScreen(app: app)`).
    private func propertyNodes(of chain: [TypeInfo]) -> [String: String] {
        var nodes: [String: String] = [:]
        for type in chain.reversed() {   // the nearest class's property wins
            for member in type.members {
                guard case .variable(let variable) = member.value else { continue }
                variable.bindings.forEach { binding in
                    guard binding.accessors == nil, let name = binding.name,
                          let typeName = TestFlowReader.typeName(declaredOrMadeBy: binding),
                          let node = catalog.nodeName(forType: typeName, from: type.qualifiedName) else { return }
                    nodes[name] = node
                }
            }
        }
        return nodes
    }

    // MARK: - One expression

    /// Handles an expression statement (or a variable's initializer); returns the node the
    /// value is, for a variable to remember.
    private mutating func handle(_ raw: Expr, scope: Scope, state: inout State, isBinding: Bool) -> String? {
        state.reachedPastNode = nil
        let expr = SourceText.unwrapped(raw)
        if case .sequence = expr.kind { return nil }
        let chain = CallChain(expr)
        if case .call(let callee, let arguments, let closures) = chain.root.kind, case .identifier(let name) = callee.kind {
            // A helper calling the closure it was handed (`try work(app)`): the closure is walked
            // where the helper was called (`walkClosures`); the call is no action of its own.
            if chain.steps.isEmpty,
               scope.function.parameters.contains(where: { $0.name == name && closureType(of: $0, declaredIn: scope.typeName) != nil }) {
                return nil
            }
            if let node = visitCall(name, arguments: arguments, closures: closures, expr: chain.root, scope: scope, state: &state) {
                return follow(chain, from: 0, on: node, scope: scope, state: &state)
            }
            if name == "launch" {
                // Challenge's `UITestCase.launch()` sets the environment and launches: a helper of the
                // test's own, walked as one; a bare `launch()` with none is a launch in place.
                if helper(name, arguments: arguments, closures: closures.count, scope: scope, state: &state,
                          written: chain.root) == nil {
                    launch(at: chain.root.location, scope: scope, state: &state)
                }
                return nil
            }
            // An application made in place: `XCUIApplication().launch()`, a property of an extension of it, or
            // a method of one (UITesting-into-pleasure's `XCUIApplication().launchQuestionnaire()`), as on one a local holds.
            if name == "XCUIApplication", arguments.isEmpty {
                if let first = chain.steps.first, first.isCall, ApplicationLaunch.methods.contains(first.name) {
                    launch(at: first.expression.location, scope: scope, state: &state)
                    return nil
                }
                if let node = startFromApplicationProperty(chain, at: 0, scope: scope, state: &state, isBinding: isBinding)
                    ?? startFromApplicationMethod(chain, at: 0, scope: scope, state: &state, isBinding: isBinding) {
                    return node
                }
            }
            // `RootPage(app: app)` in a generic test base made with `<RootPage: AppPage>`: the page the test's class binds.
            if let (written, from) = typeBound(name, in: scope.function, of: scope.typeName, chain: scope.chain),
               var node = catalog.nodeName(forType: written, from: from) {
                if isBinding && chain.steps.isEmpty {
                    launchByInitializer(of: node, state: &state)   // `let topics = TopicsScreen()`
                    return node
                }
                // `NavigationRobot(app).openVault()`: a robot that only makes the others and calls them.
                if let navigator = navigator(node, chain: chain) {
                    walkDriver(chain, on: navigator, state: &state)
                    return nil
                }
                let made = node
                node = standIn(for: made, state: state)
                launchByInitializer(of: node, state: &state)
                visit(node, at: chain.root.location, scope: scope, state: &state, continuing: node != made)
                return follow(chain, from: 0, on: node, scope: scope, state: &state)
            }
            if isCheck(name) {
                checkArguments(arguments, of: name, scope: scope, state: &state)
                return nil
            }
            if chain.steps.isEmpty, let walked = helper(name, arguments: arguments, closures: closures.count, scope: scope, state: &state,
                                                        written: chain.root) {
                walkClosures(arguments: arguments, closures: closures, givenTo: walked.function, declaredIn: walked.owner?.qualifiedName, scope: scope, state: &state)
                state.reachedPastNode = nil   // of the helper's own statements
                // `let page = rootPageWithScenario("new-install")`: the variable holds the page the helper returns.
                return isBinding ? walked.owner.flatMap { nodeReturned(by: walked.function, owner: $0, scope: scope) } : nil
            }
            // `goHome().transferTile.tap()`: the helper runs, and the chain goes on on the screen it returns.
            if !chain.steps.isEmpty, let node = helperReturningNode(name, arguments: arguments, closures: closures.count, scope: scope, state: &state) {
                visit(node, at: chain.root.location, scope: scope, state: &state, continuing: true)
                return follow(chain, from: 0, on: node, scope: scope, state: &state)
            }
            if chain.steps.isEmpty, reportStep(name, arguments: arguments, closures: closures, scope: scope, state: &state) { return nil }
            if scenario(chain, scope: scope, state: &state) { return nil }
            if !isBinding { state.pending = Pending(text: TestFlowReader.statementText(raw, in: scope.file), kind: .statement, file: scope.file.path, location: expr.location) }
            return nil
        }
        // `app = .launchForTesting()`: a static factory of an `XCUIApplication` extension.
        if case .call(let callee, let arguments, let closures) = chain.root.kind, case .implicitMember(let name) = callee.kind {
            _ = applicationFactory(name, arguments: arguments, closures: closures.count, state: &state)
            return nil
        }
        guard let root = chain.rootName else { return nil }
        if let parameter = scope.screenParameter, parameter.name == root {
            // Back on it after a closure that worked on another screen (gematik's `legal.tapData { data in … }`,
            // then `legal.tapUsage { … }`): the next move starts there, as on any screen named again.
            visit(parameter.node, at: chain.root.location, scope: scope, state: &state, continuing: true)
            return follow(chain, from: 0, on: parameter.node, scope: scope, state: &state)
        }
        if var node = state.variables[root] ?? catalog.nodeName(forType: root, from: scope.typeName) {
            // `sut = WelcomeScreen(); sut.app.launch()` (GOV.UK's tests): the application a screen
            // object holds, launched; the screen is not visited by it.
            if state.variables[root] != nil, let last = chain.steps.last, chain.steps.count == 2, last.isCall,
               last.name == "launch" || (last.name == "activate" && state.current == nil),
               !chain.steps[0].isCall, holdsApplication(chain.steps[0].name, ofNode: node) {
                launch(at: last.location(in: scope.file), scope: scope, state: &state)
                return nil
            }
            // `let nav = NavigationRobot(app)`, then `nav.openSettings()`: walked in place, as made in place.
            if state.variables[root] != nil, state.pastNode[root] == nil, let navigator = navigator(node, chain: chain) {
                walkDriver(chain, on: navigator, state: &state)
                return nil
            }
            if state.variables[root] == nil { node = standIn(for: node, state: state) }
            visit(node, at: chain.root.location, scope: scope, state: &state, continuing: true)
            return follow(chain, from: 0, on: node, past: state.pastNode[root], scope: scope, state: &state)
        }
        // `userRobot.login().openChannel()`: a robot of the suite's that is no screen itself and drives
        // the pages (GetStream's `UserRobot` over its static pages): each method called is walked in place.
        // One given a closure is `runsClosure`'s, which walks the closure too.
        if state.variables[root] == nil, state.locals[root] == nil, let first = chain.steps.first, first.isCall,
           !chain.steps.contains(where: { !$0.trailingClosures.isEmpty || $0.arguments.contains(where: TestFlowReader.isClosure) }),
           let driver = driver(named: root, scope: scope),
           method(first.name, labels: first.arguments.map(\.label), in: project.index.classChain(from: driver), after: nil) != nil {
            walkDriver(chain, on: driver, state: &state)
            return nil
        }
        // `self.profileScreen.openSettings()`: a property that holds a screen, named through `self`.
        // Not followed where a local of the same name hides what the property holds.
        if root == "self", let first = chain.steps.first, !first.isCall, state.locals[first.name] == nil,
           let node = state.variables[first.name] {
            visit(node, at: first.location(in: scope.file), scope: scope, state: &state, continuing: true)
            return follow(chain, from: 1, on: node, past: state.pastNode[first.name], scope: scope, state: &state)
        }
        // `Launcher.launch(arguments: […]).compose()`: a static function of another type that
        // returns a screen runs in place (a launch in it is an entry point), and the chain goes on
        // on the screen it returns.
        if let first = chain.steps.first, first.isCall,
           let node = staticFunctionReturningNode(first, of: root, scope: scope, state: &state) {
            visit(node, at: first.location(in: scope.file), scope: scope, state: &state, continuing: true)
            return follow(chain, from: 1, on: node, scope: scope, state: &state)
        }
        if root == "XCUIApplication", let first = chain.steps.first, first.isCall,
           applicationFactory(first.name, arguments: first.arguments, closures: first.trailingClosures.count, state: &state) {
            return nil
        }
        // `app.mainRobot.openProfile()`, `self.app.mainRobot…`: a property an extension of
        // `XCUIApplication` declares as a screen or robot makes one, as its initializer would, and
        // the chain goes on on it.
        if holdsApplication(root, scope: scope, state: state),
           let node = startFromApplicationProperty(chain, at: 0, scope: scope, state: &state, isBinding: isBinding)
            ?? startFromApplicationMethod(chain, at: 0, scope: scope, state: &state, isBinding: isBinding) {
            return node
        }
        if root == "self", let first = chain.steps.first, !first.isCall, holdsApplication(first.name, scope: scope, state: state, isProperty: true),
           let node = startFromApplicationProperty(chain, at: 1, scope: scope, state: &state, isBinding: isBinding)
            ?? startFromApplicationMethod(chain, at: 1, scope: scope, state: &state, isBinding: isBinding) {
            return node
        }
        // `self.x`, `app.x`, `test.x`, `navigator.x`: what the first call is decides.
        guard let call = chain.steps.first(where: \.isCall) else { return nil }
        if root == "super", chain.steps.count == 1 {   // `super.setUp()`: the base class's, in place
            if let (function, file, owner) = method(call.name, labels: call.arguments.map(\.label), in: scope.chain,
                                                                   after: scope.typeName) {
                walk(function, file: file, owner: owner, chain: scope.chain, state: &state)
            }
            return nil
        }
        if let node = visitCall(call.name, arguments: call.arguments, closures: call.trailingClosures, expr: call.expression, scope: scope, state: &state) {
            let index = chain.steps.firstIndex { $0.expression == call.expression } ?? 0
            return follow(chain, from: index + 1, on: node, scope: scope, state: &state)
        }
        if chain.steps.count == 1, reportStep(call.name, of: root, arguments: call.arguments, closures: call.trailingClosures, scope: scope, state: &state) {
            return nil
        }
        if ApplicationLaunch.methods.contains(call.name) || (call.name == "activate" && state.current == nil) {
            // `activate()` launches an app that is not running: the first one of a test is its launch.
            if state.locals[root] != .another { launch(at: call.location(in: scope.file), scope: scope, state: &state) }
        } else if TestFlowReader.mappaMundiVisits.contains(call.name) {
            // `nowAt(X)` says where the test is: a visit. `goto(X)` lets MappaMundi find the
            // way: the test is at X afterwards, but the way is the graph's, not an edge.
            if let argument = call.arguments.first, let name = MappaMundiReader.stateName(argument.value),
               catalog.nodes[name]?.kind == .state {
                if call.name == "nowAt" {
                    visit(name, at: call.location(in: scope.file), scope: scope, state: &state)
                } else {
                    collector.visit(name, by: state.test)
                    state.current = name
                    state.pending = nil
                }
            }
        } else if call.name == "performAction", let index = chain.steps.firstIndex(where: { $0.expression == call.expression }) {
            // As the screen graph names it, so the edge it shows merges with the graph's.
            state.pending = Pending(text: chain.text(of: index..<(index + 1), in: scope.file), kind: .statement,
                                    file: scope.file.path, location: call.location(in: scope.file))
        } else if isCheck(call.name) {
            checkArguments(call.arguments, of: call.name, scope: scope, state: &state)
        } else if root == "self", chain.steps.count == 1,
                  let walked = helper(call.name, arguments: call.arguments, closures: call.trailingClosures.count, scope: scope, state: &state) {
            walkClosures(arguments: call.arguments, closures: call.trailingClosures, givenTo: walked.function, declaredIn: walked.owner?.qualifiedName, scope: scope, state: &state)
            return nil
        } else if chain.steps.count == 1, runsClosure(call, on: root, scope: scope, state: &state) {
            return nil
        } else if !scenario(chain, scope: scope, state: &state), !isBinding, !holdsNoPartOfTheApp(root, scope: scope, state: state) {
            state.pending = Pending(text: TestFlowReader.statementText(raw, in: scope.file), kind: .statement, file: scope.file.path, location: expr.location)
        }
        return nil
    }

    /// A statement as the test wrote it, with its `try` and `await` (a way that calls a function that
    /// throws must be pasted with them): `try FirewallClient.blockUDPTraffic(to: "10.0.0.1")`.
    static func statementText(_ raw: Expr, in file: SourceFile) -> String {
        var effects = ""
        var current = raw
        while true {
            switch current.kind {
            case .try(let spelled, let inner): effects += spelled + " "; current = inner; continue
            case .await(let inner): effects += "await "; current = inner; continue
            case .tuple(let items) where items.count == 1 && items[0].label == nil: current = items[0].value; continue
            default: break
            }
            break
        }
        return effects + SourceText.of(SourceText.unwrapped(current), in: file)
    }

    /// Whether `root` is a property of the test's class holding no part of the app under test: an
    /// object of a type that is neither XCUITest's nor a node, and, when the files declare it, finds no
    /// element and names no node in its methods (Challenge's `serverMock.registerCatchAll { … }`,
    /// GetStream's `backendRobot.setAppUser(…)`): its calls set up the test, not the screen.
    private func holdsNoPartOfTheApp(_ root: String, scope: Scope, state: State) -> Bool {
        guard state.locals[root] == nil, let typeName = TestFlowReader.propertyTypeName(root, in: scope.chain),
              !typeName.hasPrefix("XCUI"), catalog.nodeName(forType: typeName, from: scope.typeName) == nil else { return false }
        guard let type = project.index.resolveType(typeName, from: scope.typeName) else { return true }
        for owner in project.index.classChain(from: type) {
            if typesWithQueries.contains(owner.qualifiedName) { return false }
            for member in owner.members {
                if case .function(let function) = member.value, namesANode(in: function) { return false }
            }
        }
        return true
    }

    /// `onScreen(X.self) { … }`, `assertOnScreen(X.self)`, `navigate(to: X.self)`, `on(X.self)`, `robot(X.self)`:
    /// visits X (walking the closure on X) and returns it; nil for any other call.
    private mutating func visitCall(_ name: String, arguments: ArgumentList, closures: ArgumentList, expr: Expr,
                                    scope: Scope, state: inout State) -> String? {
        guard TestFlowReader.visitCalls.contains(name) || resolverNames.contains(name),
              let written = arguments.lazy.compactMap({ SourceText.metatypeName($0.value) }).first,
              let node = catalog.nodeName(forType: written, from: scope.typeName) else { return nil }
        if name == "navigate" {
            state.pending = Pending(text: SourceText.of(expr, in: scope.file), kind: .navigate, file: scope.file.path, location: expr.location)
        }
        visit(node, at: expr.location, scope: scope, state: &state)
        let closure = closures.last?.value ?? arguments.last.flatMap { argument -> Expr? in
            if case .closure = argument.value.kind { return argument.value }
            return nil
        }
        if let closure, case .closure(let body) = closure.kind {
            var inner = scope
            inner.screenParameter = (body.parameters.first ?? "$0", node)
            walk(body.body, scope: inner, state: &state)
        }
        return node
    }

    /// The type of the property `name` of the test's class (or a class it inherits) when it is a type of
    /// the suite that is no node, declares methods, and is no test (GetStream's `let userRobot = UserRobot()`);
    /// nil otherwise.
    private func driver(named name: String, scope: Scope) -> TypeInfo? {
        for type in scope.chain {
            for member in type.members {
                guard case .variable(let variable) = member.value, variable.bindings.binds(name) else { continue }
                guard let binding = variable.bindings.first(where: { $0.name == name }), binding.accessors == nil,
                      let written = TestFlowReader.typeName(declaredOrMadeBy: binding),
                      catalog.nodeName(forType: written, from: type.qualifiedName) == nil,
                      let driver = project.index.resolveType(written, from: type.qualifiedName),
                      driver.kind == .class || driver.kind == .struct, !testClassNames.contains(driver.qualifiedName),
                      // `final class TestApp: XCUIApplication`: the application, whose calls are the test's own.
                      !["XCUIApplication", "XCUIElement"].contains(project.index.classChain(from: driver).last?.superclass?.written.baseName ?? ""),
                      driver.members.contains(where: { if case .function = $0.value { return true } else { return false } })
                else { return nil }
                return driver
            }
        }
        return nil
    }

    /// The type of `node` when it is a robot that only goes through the others (Unstoppable's
    /// `NavigationRobot`, whose `openSettings()` makes a `HomeRobot` and taps through it): no element
    /// and no query of its own, and each method the chain calls declared by it, returning nothing (one
    /// that returns a robot is an edge, or an entry point when it launches) and naming another node.
    private func navigator(_ node: String, chain: CallChain) -> TypeInfo? {
        guard !chain.steps.isEmpty, chain.steps.allSatisfy({ $0.isCall && $0.trailingClosures.isEmpty }),
              project.elementsByType[node]?.isEmpty != false, !typesWithQueries.contains(node),
              let type = project.index.types[node] else { return nil }
        for step in chain.steps {
            guard let (function, _, owner) = method(step.name, labels: step.arguments.map(\.label),
                                                                   in: [type], after: nil), owner === type,
                  function.returnType == nil || function.returnType?.text == "Void" else { return nil }
            guard namesANode(in: function, besides: node) else { return nil }
        }
        return type
    }

    /// Whether the function's body names a node (`HomeRobot(app)`, `StartPage.startButton`) other than `besides`.
    private func namesANode(in function: FunctionDecl, besides: String? = nil) -> Bool {
        var found = false
        SyntaxTraversal.forEachExpression(in: function.body ?? []) { expr in
            guard !found, case .identifier(let name) = expr.kind, name != besides else { return }
            found = catalog.nodes[name] != nil
        }
        return found
    }

    /// Walks each method of `driver` the chain calls, in order, with the pages its properties hold
    /// (`let composer = MessageListPage.Composer.self`) known, and only those; stops at a step it does not declare.
    private mutating func walkDriver(_ chain: CallChain, on driver: TypeInfo, state: inout State) {
        let classChain = project.index.classChain(from: driver)
        let outerVariables = state.variables
        let outerPastNode = state.pastNode
        state.variables = propertyNodes(of: classChain)   // its methods see its properties, not the test's
        state.pastNode = [:]
        for step in chain.steps {
            guard step.isCall, let (function, file, owner) = method(step.name, labels: step.arguments.map(\.label),
                                                                                   trailingClosures: step.trailingClosures.count,
                                                                                   in: classChain, after: nil) else { break }
            walk(function, file: file, owner: owner, chain: classChain, state: &state)
        }
        state.variables = outerVariables
        state.pastNode = outerPastNode
    }

    /// The base at the top of the screen the test is on, made in place for what every screen has
    /// (Unstoppable's `Robot(app).tap(app.buttons["Add Wallet Navigation Back Button"])`): that screen, not
    /// a screen of its own; any other node as it is (a screen that others refine is one).
    private func standIn(for node: String, state: State) -> String {
        guard catalog.baseScreens.contains(node), let current = state.current, current != node,
              project.index.types[node]?.superclass?.resolved == nil,
              let type = project.index.types[current], project.index.classChain(from: type).contains(where: { $0.qualifiedName == node })
        else { return node }
        return current
    }

    /// The steps after a node: methods returning another node are edges; other calls are
    /// the pending interaction, written relative to the node (`submit.tap()`). `past`: the chain
    /// starts at a variable holding what an earlier chain reached past the node (`State.pastNode`),
    /// that chain's text, which the interaction is written after. What the chain reached past the
    /// node it ends on is left in `state.reachedPastNode`.
    private mutating func follow(_ chain: CallChain, from start: Int, on node: String, past: String? = nil, scope: Scope,
                                 state: inout State) -> String {
        var node = node
        var groupStart = start
        // Where the interaction's text starts: at the node, so that a call that finds the
        // element stays in it (`assetRow("AAPL").tap()`, not `tap()`); after a fluent action
        // that returns the node itself (`dismissPromoIfShown().openStatements()`), at the next.
        var interactionStart = start
        // Whether the step before returned the node: after a method of it that returns something else
        // (`logIn(as:) -> some Screen`, `-> XCUIElement`), what the chain calls next is no method of the node.
        var onTheNode = past == nil
        // The interaction's text from `interactionStart` on, after what the chain started past the node.
        func interaction(to end: Int) -> String {
            let text = chain.text(of: interactionStart..<end, in: scope.file)
            guard let past, interactionStart == start else { return text }
            return text.isEmpty ? past : past + "." + text
        }
        // Whether the chain provably left the node: a method of it returned something else, or it read an
        // element of it. A call the files do not declare may return the node itself (a base's
        // `waitForLoad() -> Self` in a module kassios does not read): the value is still taken for the node.
        var leftTheNode = false
        defer {
            let continuesPast = past != nil && interactionStart == start
            state.reachedPastNode = continuesPast || (leftTheNode && interactionStart < chain.steps.count)
                ? interaction(to: chain.steps.count) : nil
        }
        for index in chain.steps.indices where index >= start {
            let step = chain.steps[index]
            // `app.explore.openFirstArticle()`: a computed property that leads to another node.
            if !step.isCall, index == groupStart, onTheNode, let property = methods.property(step.name, on: node) {
                let location = step.location(in: scope.file)
                node = move(from: node, to: property.returns, action: property.name,
                            evidence: evidence(at: location, scope: scope, state: state), state: &state)
                interactionStart = index + 1
                groupStart = index + 1
                continue
            }
            // ProtonVPN's `.verify.connectedToAServer()`: a method of the object a property holds (`let verify =
            // Verify()`, a class nested in the robot) that returns another node leads there from this one.
            // Written as declared (`verify.connectedToAServer(<#String#>)`), as the declaration's own edge is; the
            // call as the test wrote it is the evidence's example.
            if !step.isCall, index == groupStart, onTheNode, index + 1 < chain.steps.count, chain.steps[index + 1].isCall,
               let (target, function) = nodeReturned(byHelperMethod: chain.steps[index + 1], ofProperty: step.name, on: node) {
                let action = step.name + "." + MethodTransitions.template(function)
                let text = chain.text(of: index..<(index + 2), in: scope.file)
                node = move(from: node, to: target, action: action,
                            evidence: evidence(at: chain.steps[index + 1].location(in: scope.file), scope: scope, state: state,
                                               example: text == action ? nil : text), state: &state)
                interactionStart = index + 2
                groupStart = index + 2
                continue
            }
            guard step.isCall else {
                // `let field = login.email`: an element of the node.
                if index == groupStart, onTheNode, catalog.nodes[node]?.elements.contains(where: { $0.name == step.name }) == true {
                    leftTheNode = true
                }
                continue
            }
            defer { groupStart = index + 1 }
            if index == start && step.name == "init" {
                interactionStart = index + 1   // `PeoplePage.init(app)` makes the page, as `PeoplePage(app)` does
                continue
            }
            // The method the call calls, when the call starts a group (a call on the node itself). Past a
            // call that left the node, only one that is given the page it leads to (`.tap("home.settings",
            // to: SettingsScreen.self)`, of a protocol both adopt) is read, with the calls before it as its action.
            let found = index == groupStart ? methods.method(step.name, labels: step.arguments.map(\.label), on: node) : nil
            let method = onTheNode || found?.typeParameter != nil ? found : nil
            if let method, let launchLocation = method.launchLocation {
                // `LaunchRobot(app).launch()`: the app starts over from the method's entry point,
                // and is on the node the method returns.
                let target = method.returns ?? node
                launch(at: launchLocation, through: method, state: &state)
                visit(target, at: step.location(in: scope.file), scope: scope, state: &state)
                node = target
                interactionStart = index + 1
                continue
            }
            let given = method?.typeParameter.flatMap { passedType(step.arguments, to: $0, scope: scope) }
            let passed = given?.node
            if let method, let target = passed, !method.typeParameterActs {
                // `.on(page: LibraryPage.self)`: the test says which page it works on now. Suites
                // switch before the action that leads there as often as after it, so only an action
                // done before it is an edge; with none, the test merely visits the page.
                if state.pending != nil {
                    visit(target, at: step.location(in: scope.file), scope: scope, state: &state)
                } else {
                    collector.visit(target, by: state.test)
                    state.current = target
                }
                node = target
                interactionStart = index + 1
                continue
            }
            if let method, let target = method.returns ?? passed {
                let text = chain.text(of: groupStart..<(index + 1), in: scope.file)
                let location = step.location(in: scope.file)
                var action = method.action
                // `tapBackButton(to: DetailsScreen.self)`: the type given picks the page, no test data.
                if let given, let type = method.typeParameter?.type?.text {
                    action = SourceText.replacingFirst("<#" + type + "#>", in: action, with: SourceText.of(given.argument, in: scope.file))
                }
                if !onTheNode { action = interaction(to: index + 1) }
                onTheNode = true
                node = move(from: node, to: target, action: action,
                            evidence: evidence(at: location, scope: scope, state: state, example: text == method.action ? nil : text), state: &state)
                interactionStart = index + 1
                continue
            }
            let staysOnNode = method?.returnsItself == true
            defer { if staysOnNode { interactionStart = index + 1 } }
            // One that returns `self` under another type (`func waitForLoad() -> Page { …; return self as! Page }` of a
            // generic base, a protocol's `-> Navigating`) stays, as `Self` does.
            if let method, !staysOnNode, let returned = method.function.returnType?.text, returned != "Void", returned != "()",
               !MethodTransitions.returnsSelf(method.function.body ?? []) {
                onTheNode = false
                leftTheNode = true
            }
            // Checks, and queries that only find an element (`element(boundBy: 0)`), do nothing to the app;
            // nor does a robot's `ensure…`/`validate…` after its action, or a call on its checker (pmtest's
            // `.verify.loginScreenIsShown()`).
            if isCheck(step.name) || step.name == "element" || ElementQueries.queryMethods.contains(step.name) { continue }
            if TestFlowReader.robotCheckPrefixes.contains(where: step.name.hasPrefix) { continue }
            if index > start, !chain.steps[index - 1].isCall, TestFlowReader.checkers.contains(chain.steps[index - 1].name) { continue }
            state.pending = Pending(text: interaction(to: index + 1), kind: .interaction,
                                    file: scope.file.path, location: step.location(in: scope.file))
            // gematik's `tapWelcome { legal in … }`, a method that hands the next screen to its closure
            // (`func tapWelcome(_ next: (LegalScreen) -> Void)`): the closure works on that screen. The action
            // is the call with its closure left for the test to write (`tapWelcome { legal in <#code#> }`).
            if let method, index == chain.steps.count - 1, let closure = step.trailingClosures.first?.value,
               case .closure(let literal) = closure.kind, step.trailingClosures.count == 1,
               !step.arguments.contains(where: TestFlowReader.isClosure) {
                let text = interaction(to: index + 1)
                if let brace = text.firstIndex(of: "{") {
                    var call = text[..<brace]
                    while call.last == " " { call = call.dropLast() }
                    let parameter = literal.parameters.first.map { " \($0) in" } ?? ""
                    state.pending = Pending(text: call + " {\(parameter) <#code#> }", kind: .interaction,
                                            file: scope.file.path, location: step.location(in: scope.file))
                }
                walkClosures(arguments: step.arguments, closures: step.trailingClosures, givenTo: method.function, declaredIn: method.owner, scope: scope, state: &state)
                return state.current ?? node
            }
        }
        return node
    }

    /// A method (or property) of `node` the test calls leads to `target`: the edge, and the test is there
    /// now, with nothing pending. Returns `target`.
    private mutating func move(from node: String, to target: String, action: String, evidence: Evidence, state: inout State) -> String {
        collector.add(NavigationEdge(from: node, to: target, action: action, kind: .method, evidence: [evidence]))
        state.moves += 1
        collector.visit(target, by: state.test)
        state.current = target
        state.pending = nil
        return target
    }

    /// The node `call` returns, when it calls a method of the type the node's property `property`
    /// holds (`let verify = Verify()`, `var verify: Verify { Verify() }`) and the method's declared
    /// return type is a node other than `node`; nil otherwise.
    private func nodeReturned(byHelperMethod call: CallChain.Step, ofProperty property: String, on node: String) -> (String, FunctionDecl)? {
        guard let type = project.index.types[node] else { return nil }
        let chain = project.index.classChain(from: type)
        guard let typeName = TestFlowReader.propertyTypeName(property, in: chain),
              let helper = project.index.resolveType(typeName, from: node),
              let (function, _, owner) = method(call.name, labels: call.arguments.map(\.label),
                                                               in: project.index.classChain(from: helper), after: nil),
              let returned = function.returnType?.baseName,
              let target = catalog.nodeName(forType: returned, from: owner.qualifiedName), target != node else { return nil }
        return (target, function)
    }

    // MARK: - Visits, launches, helpers

    /// The node of the type a call passes to `parameter` as `X.self`, with that argument.
    private func passedType(_ arguments: ArgumentList, to parameter: Parameter, scope: Scope) -> (node: String, argument: Expr)? {
        guard let argument = arguments.first(where: { $0.label == parameter.label }),
              case .member("self", let base) = argument.value.kind, let written = ConstantTable.referencePath(base),
              let node = catalog.nodeName(forType: written, from: scope.typeName) else { return nil }
        return (node, argument.value)
    }

    /// Arrives at `node`. `continuing`: the same robot, page object or variable used again
    /// is still the same visit, whatever was done in between (only an explicit visit call or
    /// a new robot shows that an action stayed on the screen).
    ///
    /// A page the test holds and goes back to with nothing done since (kcr's `let page =
    /// PasswordPage(…)`, `_ = page.tapSignInButton()`, then `page.invalidAlert`, the sign-in
    /// having failed) is no transition by itself: the test is on it again, with no edge drawn.
    private mutating func visit(_ node: String, at location: SourceLocation, scope: Scope, state: inout State, continuing: Bool = false) {
        visit(node, at: (scope.file.path, location), state: &state, continuing: continuing)
    }

    /// `place`: the file and position the edge is shown at when no interaction is pending.
    private mutating func visit(_ node: String, at place: (file: String, location: SourceLocation), state: inout State,
                                continuing: Bool = false) {
        if state.setUpArrival != nil, arrivedWhereSetUpLeft(at: node, state: &state) { return }
        collector.visit(node, by: state.test)
        let isFirstVisit = state.visited.insert(node).inserted
        let returning = continuing && !isFirstVisit
        if continuing && state.current == node { return }
        defer {
            state.current = node
            state.pending = nil
        }
        guard let current = state.current else { return }
        if current == node && state.pending == nil { return }   // still on it
        let pending = state.pending
        let at = pending.map { ($0.file, $0.location) } ?? place
        let item = Evidence(file: display(at.0), line: at.1.line, column: at.1.column, source: .test, test: state.test)
        if entries[current] != nil {
            // After the launch, a `navigate(to:)`, or a statement written whole (BumpSetCut's base-class
            // helper `tapProfileTab()`: `app.tabBars.buttons["Profile"].tap()`), is how the test got there.
            let after = pending.flatMap { pending -> Pending? in
                if pending.kind == .navigate { return pending }
                guard pending.kind == .statement, pending.isHelperCall || TestFlowReader.endsWithAnInteraction(pending.text) else { return nil }
                if let launched = state.launchedIn, launched.file == pending.file, launched.range.contains(pending.location.offset) { return nil }
                return pending
            }
            var shown = item
            if after == nil { shown.example = state.launchCall }
            collector.add(NavigationEdge(from: current, to: node, action: after?.text ?? "launch",
                                         kind: after?.kind ?? .launch, evidence: [shown]))
        } else if let pending {
            collector.add(NavigationEdge(from: current, to: node, action: pending.text, kind: pending.kind, evidence: [item]))
        } else if !returning && !state.inCondition {
            collector.add(NavigationEdge(from: current, to: node, action: NavigationEdge.noAction, kind: .none, evidence: [item]))
        }
    }

    private func evidence(at location: SourceLocation, scope: Scope, state: State, example: String? = nil) -> Evidence {
        Evidence(file: display(scope.file.path), line: location.line, column: location.column, source: .test,
                 test: state.test, example: example)
    }

    /// The type a class of the test's binds a generic parameter of the helper's class to: MetroBuddy's
    /// `rootPageWithScenario(_:) -> RootPage` of `ScenarioBasedTestCase<RootPage: AppPage>`, called
    /// in `class MetroBuddyUITests: ScenarioBasedTestCase<MetroCardPage>`, returns a `MetroCardPage`.
    /// Nil for a name that is no generic parameter there, or one no class on the way binds.
    private func boundGenericParameter(_ name: String, scope: Scope) -> String? {
        guard let declaring = scope.typeName.flatMap({ project.index.types[$0] }),
              let clause = declaring.primary?.value.genericParameters,
              GenericClause.parameterNames(in: clause).contains(name) else { return nil }
        for type in scope.chain {
            guard let (written, resolved) = type.superclass, resolved === declaring,
                  let argument = GenericClause.argument(for: name, declaredIn: clause, writtenAs: written.text) else { continue }
            return project.index.resolveType(argument, from: type.qualifiedName)?.qualifiedName ?? argument
        }
        return nil
    }

    /// Every class of the files that binds the generic parameter `name` of the helper's class, by the type
    /// it binds it to (the first class by name for a type two bind): MetroBuddy's `SettingsTests:
    /// ScenarioBasedTestCase<SettingsPage>` beside `MetroCardTests: ScenarioBasedTestCase<MetroCardPage>`.
    private func bindingsOfGenericParameter(_ name: String, scope: Scope) -> [String: String] {
        guard let declaring = scope.typeName.flatMap({ project.index.types[$0] }),
              let clause = declaring.primary?.value.genericParameters,
              GenericClause.parameterNames(in: clause).contains(name) else { return [:] }
        var bindings: [String: String] = [:]
        for type in project.index.sortedTypes {
            guard let (written, resolved) = type.superclass, resolved === declaring,
                  let argument = GenericClause.argument(for: name, declaredIn: clause, writtenAs: written.text) else { continue }
            let bound = project.index.resolveType(argument, from: type.qualifiedName)?.qualifiedName ?? argument
            if bindings[bound] == nil { bindings[bound] = type.qualifiedName }
        }
        return bindings
    }

    /// A launch starts over from the entry point of the function that launches.
    private mutating func launch(at location: SourceLocation, scope: Scope, state: inout State, start: LaunchConfiguration.Start? = nil) {
        let id = ObjectIdentifier(scope.function)
        if case .call = start ?? self.start(from: scope), let (call, file) = state.helperCall {
            state.launchCall = SourceText.of(call, in: file)
        } else {
            state.launchCall = nil
        }
        var name = entryOfFunction[id]
        if name == nil {
            let reader = LaunchReader(body: scope.function.body ?? [], file: scope.file, factory: applicationFactorySettings)
            var configuration = reader.configuration
            configuration.start = start ?? self.start(from: scope)
            switch configuration.start {
            case .call, .applicationMethod:
                if let written = scope.function.returnType?.text, written.trimmingOptional != "Void" {
                    configuration.returns = written.trimmingOptional == "Self" ? scope.typeName
                        : boundGenericParameter(written.trimmingOptional, scope: scope) ?? written.trimmingOptional
                    configuration.returnsByTestClass = bindingsOfGenericParameter(written.trimmingOptional, scope: scope)
                    configuration.returnsOptional = written.hasSuffix("?") || written.hasSuffix("!")
                    configuration.returnsResultToUse = MethodTransitions.resultMustBeUsed(scope.function)
                }
            default:
                break
            }
            if configuration.start == .beforeEachTest {
                // The setUp's own class and those above it: a subclass's property is not every test's.
                let own = Array(scope.chain.drop { $0.qualifiedName != scope.typeName })
                (configuration.heldScreens, configuration.screensTheSetUpReaches) = heldScreens(bySetUp: scope.function, chain: own.isEmpty ? scope.chain : own)
                configuration.appAccessor = appAccessor(in: own.isEmpty ? scope.chain : own)
            }
            let isBareRelaunch = configuration.arguments.isEmpty && configuration.environment.isEmpty && configuration.deepLinks.isEmpty
            if isBareRelaunch, let setUpEntry = state.setUpEntry {
                name = setUpEntry   // the app keeps the arguments its setUp gave it
            } else {
                let setUps = ["setUp", "setUpWithError"].compactMap { name in
                    method(name, labels: [], in: scope.chain, after: nil).map { ObjectIdentifier($0.0) }
                }
                let key = LaunchKey(code: configuration.code, setUps: setUps)
                if !configuration.code.isEmpty, let same = entryOfLaunch[key] {
                    name = same
                } else {
                    let entryName = (scope.typeName.map { $0 + "." } ?? "") + scope.function.signature
                    entries[entryName] = NavigationNode(name: entryName, kind: .entry, file: display(scope.file.path),
                                                        line: location.line, column: location.column, launch: configuration)
                    if !configuration.code.isEmpty { entryOfLaunch[key] = entryName }
                    name = entryName
                }
            }
            entryOfFunction[id] = name
        }
        state.current = name
        state.pending = nil
        state.moves += 1
        state.setUpArrival = nil   // the test starts over
        var end = scope.function.location.offset
        SyntaxTraversal.forEachExpression(in: scope.function.body ?? []) { end = max(end, $0.endOffset) }
        state.launchedIn = (scope.file.path, scope.function.location.offset...end)
    }

    /// How a test starts from the launch in `scope`'s function: a setUp's before each test; a helper of a
    /// test class (Challenge's `UITestCase.launch()`, whose `app` is nil until it runs) or a static
    /// function of another type by calling it; a test's own launch, and a robot's, with its statements.
    private func start(from scope: Scope) -> LaunchConfiguration.Start {
        let function = scope.function
        let isTestClass = scope.typeName.map { testClassNames.contains($0) } ?? false
        if isTestClass, ["setUp", "setUpWithError"].contains(function.name) { return .beforeEachTest }
        if isTestClass, function.name.hasPrefix("test"), function.parameters.isEmpty { return .inPlace }
        if scope.typeName == "XCUIApplication", !function.header.isStatic {
            return .applicationMethod(CallEffects(of: function).prefix + MethodTransitions.template(function))
        }
        guard isTestClass || function.header.isStatic else { return .inPlace }
        let owner = function.header.isStatic ? scope.typeName.map { $0 + "." } ?? "" : ""
        return .call(CallEffects(of: function).prefix + owner + MethodTransitions.template(function))
    }

    /// 360iDev's `ScreenRobot.init() { app.activate() }`: the first robot a test makes, before anything
    /// launched or was visited, launches the app when its initializer (its own, or a superclass's)
    /// launches or activates it; the entry point is that initializer's.
    private mutating func launchByInitializer(of node: String, state: inout State) {
        guard state.current == nil, state.moves == 0, state.setUpEntry == nil, state.visited.isEmpty,
              let type = project.index.types[node] else { return }
        let chain = project.index.classChain(from: type)
        for (index, declaring) in chain.enumerated() {
            for member in declaring.members {
                guard case .function(let function) = member.value, function.kind == .initializer, let body = function.body else { continue }
                let location = LaunchReader(body: body, file: member.file).launchLocation ?? TestFlowReader.activation(in: body)
                guard let location else { continue }
                launch(at: location, scope: Scope(typeName: declaring.qualifiedName, chain: Array(chain[index...]), file: member.file, function: function),
                       state: &state, start: .construction)
                return
            }
        }
    }

    /// Where a body calls `activate()` on the app (`app.activate()`, `XCUIApplication().activate()`), at its top level.
    static func activation(in body: [Stmt]) -> SourceLocation? {
        for statement in LaunchReader.flattened(body) {
            guard case .expression(let expr) = statement else { continue }
            let chain = CallChain(SourceText.unwrapped(expr))
            if let last = chain.steps.last, last.isCall, last.name == "activate", last.arguments.isEmpty { return expr.location }
        }
        return nil
    }

    /// A launch inside a method of a robot or page object (`MethodTransitions.Method.launchLocation`):
    /// the entry point is that method's, as a test's own launch helper's is the helper's.
    private mutating func launch(at location: SourceLocation, through method: MethodTransitions.Method, state: inout State) {
        let chain = project.index.types[method.owner].map { project.index.classChain(from: $0) } ?? []
        let function = method.function
        let call = CallEffects(of: function).prefix + MethodTransitions.template(function)
        launch(at: location, scope: Scope(typeName: method.owner, chain: chain, file: method.file, function: function), state: &state,
               start: function.header.isStatic ? nil : .robotMethod(call, owner: TestFlowReader.returnsAnother(function, than: method.owner) ? method.owner : nil))
    }

    /// Whether a method declares it returns a type other than `Self` or its own (`owner`, qualified).
    static func returnsAnother(_ function: FunctionDecl, than owner: String) -> Bool {
        guard let returned = function.returnType?.text.trimmingOptional, returned != "Self", returned != "Void" else { return false }
        let ownName = owner.split(separator: ".").last.map(String.init) ?? owner
        return returned != owner && returned != ownName
    }

    /// A step of the test report (KassiOS's `step("Log in") { … }`, `test.step(…)`,
    /// `XCTContext.runActivity(named:) { _ in … }`, GetStream's `GIVEN("user opens the channel") { … }`)
    /// runs its closure in place: walks it. So does `await MainActor.run { … }` (GOV.UK's async setUp
    /// makes its screen and launches the app in one).
    private mutating func reportStep(_ name: String, of root: String? = nil, arguments: ArgumentList, closures: ArgumentList, scope: Scope,
                                     state: inout State) -> Bool {
        guard TestFlowReader.reportSteps.contains(name) || (root == "MainActor" && name == "run") else { return false }
        let closure = closures.last?.value ?? arguments.last?.value
        guard let closure, case .closure(let body) = closure.kind else { return false }
        walk(body.body, scope: scope, state: &state)
        return true
    }

    /// The closures given to a helper the files declare run where it is called, as far as the map
    /// can tell: NHS COVID-19's `try runner.run { app in … }` launches the app and hands it to the
    /// test's closure. Walked after the helper, in order; not when the helper only keeps them for
    /// later (`@escaping`, as `addUIInterruptionMonitor` takes a handler).
    /// `owner`: the type that declares `function`, where the aliases its parameter types name are looked up.
    private mutating func walkClosures(arguments: ArgumentList, closures: ArgumentList, givenTo function: FunctionDecl,
                                       declaredIn owner: String?, scope: Scope, state: inout State) {
        // Each parameter that takes a closure, with its function type and where the names in it are read:
        // written out, where the method is declared; or the one a typealias of the files names (`typealias
        // LegalHandler = (LegalScreen) -> Void`), where the alias is declared.
        let closureParameters = function.parameters.compactMap { parameter in
            closureType(of: parameter, declaredIn: owner, writtenIn: owner ?? scope.typeName).map {
                (type: $0.text, scope: $0.scope, escapes: parameter.type?.text.contains("@escaping") == true)
            }
        }
        guard !closureParameters.isEmpty, closureParameters.contains(where: { !$0.escapes }) else { return }
        // Challenge's `func home(_ actions: (HomeRobot) -> Void) { actions(HomeRobot(app: app)) }`: the
        // closure is handed the robot its one closure parameter's type names, and works on it.
        let handed = Set(closureParameters.compactMap { parameter in
            ClosureParameterTypes.parameterTypes(ofFunctionType: parameter.type)?.first
                .flatMap { catalog.nodeName(forType: $0.baseName, from: parameter.scope) }
        })
        for argument in arguments + closures {
            guard case .closure(let closure) = argument.value.kind else { continue }
            if handed.count == 1, let node = handed.first {
                visit(node, at: argument.value.location, scope: scope, state: &state)
                var inner = scope
                inner.screenParameter = (closure.parameters.first ?? "$0", node)
                walk(closure.body, scope: inner, state: &state)
            } else {
                walk(closure.body, scope: scope, state: &state)
            }
        }
    }

    /// `runner.run { app in … }`: a method, given a closure, of the type a property of the test's
    /// class holds (`private var runner = ApplicationRunner()`, `let runner: ApplicationRunner`),
    /// declared in the files. Walks the method, then the closure; false when there is no such method.
    private mutating func runsClosure(_ call: CallChain.Step, on root: String, scope: Scope, state: inout State) -> Bool {
        guard call.isCall, call.arguments.contains(where: TestFlowReader.isClosure) || !call.trailingClosures.isEmpty,
              state.locals[root] == nil, let typeName = TestFlowReader.propertyTypeName(root, in: scope.chain),
              let type = project.index.resolveType(typeName, from: scope.typeName) else { return false }
        let typeChain = project.index.classChain(from: type)
        guard let (function, file, owner) = method(call.name, labels: call.arguments.map(\.label),
                                                                   trailingClosures: call.trailingClosures.count, in: typeChain, after: nil)
        else { return false }
        walk(function, file: file, owner: owner, chain: typeChain, state: &state)
        walkClosures(arguments: call.arguments, closures: call.trailingClosures, givenTo: function, declaredIn: owner.qualifiedName, scope: scope, state: &state)
        return true
    }

    /// The function type of a parameter that takes a closure, with where the names in it are read: written
    /// out (`(LegalScreen) -> Void`), `writtenIn`; or the one a typealias of the files names (`typealias
    /// LegalHandler = (LegalScreen) -> Void`, looked up from `owner`, the type that declares the method),
    /// where the alias is declared. Nil for a parameter that takes no closure.
    private func closureType(of parameter: Parameter, declaredIn owner: String?,
                             writtenIn: String? = nil) -> (text: String, scope: String?)? {
        guard let written = parameter.type?.text else { return nil }
        if TestFlowReader.takesAClosure(parameter) { return (written, writtenIn) }
        return project.index.functionType(aliasedBy: written, from: owner).map { ($0.text, $0.scope) }
    }

    static func isClosure(_ argument: Argument) -> Bool {
        if case .closure = argument.value.kind { return true }
        return false
    }

    /// The type a property of the classes in `chain` is declared with or made as
    /// (`var runner = ApplicationRunner()`); nil for none.
    static func propertyTypeName(_ name: String, in chain: [TypeInfo]) -> String? {
        for type in chain {
            if let binding = type.propertyBinding(named: name) { return typeName(declaredOrMadeBy: binding) }
        }
        return nil
    }

    /// `LoginScreen` of `var login: LoginScreen!` or of `let login = LoginScreen(app: app)`.
    static func typeName(declaredOrMadeBy binding: PatternBinding) -> String? {
        if let written = binding.type { return written.baseName }
        // `let composer = MessageListPage.Composer.self`: the page's static elements, through the property.
        if let value = binding.initializer, let metatype = SourceText.metatypeName(SourceText.unwrapped(value)) { return metatype }
        guard let value = binding.initializer, case .call(let callee, _, _) = SourceText.unwrapped(value).kind,
              case .identifier(let typeName) = callee.kind else { return nil }
        return typeName
    }

    /// A parameter that takes a closure (`work: (XCUIApplication) throws -> Void`).
    static func takesAClosure(_ parameter: Parameter) -> Bool {
        parameter.type?.text.contains("->") == true
    }

    /// Walks a helper of the test's class (or its bases) in place, and gives it; nil when there is none.
    private mutating func helper(_ name: String, arguments: ArgumentList, closures: Int, scope: Scope,
                                 state: inout State, written: Expr? = nil) -> (function: FunctionDecl, owner: TypeInfo?)? {
        if name == "setUp" || name == "setUpWithError" {   // `super.setUp()` is handled by the caller's chain
            return nil
        }
        // The innermost call is the one of the helper that launches, when one does (`launchUnlocked(tab:
        // "markets")` inside a test's `openMarkets()`).
        let outer = state.helperCall
        if let written { state.helperCall = (written, scope.file) }
        defer { state.helperCall = outer }
        let before = (current: state.current, moves: state.moves, interactions: state.interactions)
        var isPrivate = false   // a test elsewhere cannot call it: its statements are the way
        defer {
            // A helper that did something and went nowhere the map knows (a sign-in of raw queries): the
            // test's step is the call, not the helper's last statement.
            // Not one handed a closure, which is walked after it, where it is called (`continuing { … }`).
            if outer == nil, !isPrivate, let written, closures == 0, !arguments.contains(where: { if case .closure = $0.value.kind { return true } else { return false } }),
               state.current == before.current, state.moves == before.moves,
               state.interactions > before.interactions, let last = state.pending, last.kind == .statement,
               // Not one that only sets the app up (HackersUITests' `stubFile(fileName:url:)`, `app.stubRequests(…)`;
               // DropBit's alert monitor); one that brings the app back is (falcon's `relaunchApp()`, `…activate()`).
               TestFlowReader.actsOnTheApp(last.text) {
                var call = Pending(text: SourceText.of(written, in: scope.file), kind: .statement, file: scope.file.path, location: written.location)
                call.isHelperCall = true
                state.pending = call
            }
        }
        if let (function, file, owner) = method(name, labels: arguments.map(\.label), trailingClosures: closures, in: scope.chain, after: nil) {
            isPrivate = function.header.isPrivate
            walk(function, file: file, owner: owner, chain: scope.chain, state: &state)
            return (function, owner)
        }
        guard let (function, file) = topLevelFunction(name, labels: arguments.map(\.label), trailingClosures: closures) else { return nil }
        isPrivate = function.header.isPrivate
        walk(function, file: file, owner: nil, chain: [], state: &state)
        return (function, nil)
    }

    /// Walks a helper of the test's class that declares it returns a screen, robot or page
    /// object (`func goHome() -> HomeScreen`), and gives that node; nil for any other call.
    private mutating func helperReturningNode(_ name: String, arguments: ArgumentList, closures: Int, scope: Scope, state: inout State) -> String? {
        if let (function, file, owner) = method(name, labels: arguments.map(\.label), trailingClosures: closures, in: scope.chain, after: nil) {
            guard let node = nodeReturned(by: function, owner: owner, scope: scope) else { return nil }
            walk(function, file: file, owner: owner, chain: scope.chain, state: &state)
            return node
        }
        // A function at the top level of a file (`func login(_ app:, _ steps:) -> LoginRobot`).
        guard let (function, file) = topLevelFunction(name, labels: arguments.map(\.label), trailingClosures: closures), let returned = function.returnType,
              let node = catalog.nodeName(forType: returned.text.trimmingOptional, from: nil) else { return nil }
        walk(function, file: file, owner: nil, chain: [], state: &state)
        return node
    }

    /// The node a method of `owner`, the test's class or a class it inherits, declares it returns,
    /// as the test's class binds the base's generic parameters; nil for none.
    private func nodeReturned(by function: FunctionDecl, owner: TypeInfo, scope: Scope) -> String? {
        guard let returned = function.returnType,
              let (written, from) = typeBound(returned.text.trimmingOptional, in: function, of: owner.qualifiedName, chain: scope.chain)
        else { return nil }
        return catalog.nodeName(forType: written, from: from)
    }

    /// The type `written` names where a method of `owner` declares it, as the test class's chain binds
    /// it: a generic parameter of the owning test base is the argument the class it is made through
    /// gives it (metrobuddy's `class ScenarioBasedTestCase<RootPage: AppPage>` and `func
    /// rootPageWithScenario(_:) -> RootPage`, with `FirstLaunchUITests: ScenarioBasedTestCase<MetroCardPage>`:
    /// `MetroCardPage`), never a type of the parameter's name; one of the method's own is unknown (nil).
    /// With the scope to resolve it from.
    func typeBound(_ written: String, in function: FunctionDecl, of ownerName: String?, chain: [TypeInfo]) -> (String, String?)? {
        if let generics = function.genericParameters, GenericClause.parameterNames(in: generics).contains(written) { return nil }
        guard let owner = ownerName.flatMap({ project.index.types[$0] }), let generics = owner.primary?.value.genericParameters,
              GenericClause.parameterNames(in: generics).contains(written) else {
            return (written, ownerName)
        }
        // The class whose superclass clause names the owner with its arguments: `ScenarioBasedTestCase<MetroCardPage>`.
        for (index, type) in chain.enumerated() where index + 1 < chain.count && chain[index + 1] === owner {
            guard let superclass = type.primary?.value.inheritance.first?.text,
                  let argument = GenericClause.argument(for: written, declaredIn: generics, writtenAs: superclass) else { return nil }
            return (argument, type.qualifiedName)
        }
        return nil
    }

    /// The function `name` accepting `labels` declared at the top level of a file, first by path.
    private func topLevelFunction(_ name: String, labels: [String?], trailingClosures: Int) -> (FunctionDecl, SourceFile)? {
        topLevelFunctions[name]?.first { MethodTransitions.accepts($0.function, labels: labels, trailingClosures: trailingClosures) }
            .map { ($0.function, $0.file) }
    }

    /// When step `index` of `chain` (which starts at the application) is a property an extension of
    /// `XCUIApplication` declares as a screen or robot: visits it and follows the rest of the chain
    /// on it, or, for a variable bound to the property alone, gives its node unvisited (it is
    /// visited where it is used, as a robot its initializer makes). Nil otherwise.
    private mutating func startFromApplicationProperty(_ chain: CallChain, at index: Int, scope: Scope, state: inout State,
                                                       isBinding: Bool) -> String? {
        guard index < chain.steps.count, !chain.steps[index].isCall,
              let node = applicationPropertyNode(named: chain.steps[index].name) else { return nil }
        if isBinding && index == chain.steps.count - 1 { return node }
        visit(node, at: chain.steps[index].location(in: scope.file), scope: scope, state: &state)
        return follow(chain, from: index + 1, on: node, scope: scope, state: &state)
    }

    /// `try app.loginUser(email: …).openSettings()`: a method an extension of `XCUIApplication` declares
    /// (Wire's login helper, `-> FirstTimePage`) runs in place, as a helper of the test's own does, and
    /// the chain goes on on the screen, robot or page object it returns; nil for a method the files do
    /// not declare, or one returning none.
    private mutating func startFromApplicationMethod(_ chain: CallChain, at index: Int, scope: Scope, state: inout State,
                                                     isBinding: Bool) -> String? {
        guard index < chain.steps.count, chain.steps[index].isCall, let application = project.index.types["XCUIApplication"] else { return nil }
        let step = chain.steps[index]
        guard let (function, file, owner) = method(step.name, labels: step.arguments.map(\.label), trailingClosures: step.trailingClosures.count,
                                                   in: [application], after: nil),
              let returned = function.returnType, let node = catalog.nodeName(forType: returned.text.trimmingOptional, from: nil) else { return nil }
        walk(function, file: file, owner: owner, chain: [application], state: &state)
        state.reachedPastNode = nil   // of the method's own statements
        if isBinding && index == chain.steps.count - 1 { return node }
        visit(node, at: step.location(in: scope.file), scope: scope, state: &state, continuing: true)
        return follow(chain, from: index + 1, on: node, scope: scope, state: &state)
    }

    /// Whether `name` holds the application under test, where it is read: a local made as
    /// `XCUIApplication()`, a parameter, or a property of the test class or a class it inherits,
    /// typed `XCUIApplication` or made as one; otherwise only `app`, which a base class the files do
    /// not declare may give. A local or property of another type named `app` is not it; nor is
    /// another application (`XCUIApplication(bundleIdentifier:)`). `isProperty`: `self.name`.
    private func holdsApplication(_ name: String, scope: Scope, state: State, isProperty: Bool = false) -> Bool {
        if !isProperty, let local = state.locals[name] { return local == .underTest }
        if !isProperty, let parameter = scope.function.parameters.first(where: { $0.name == name }) {
            return parameter.type?.baseName == "XCUIApplication"
        }
        return TestFlowReader.declaresTheAppUnderTest(name, in: scope.chain) ?? (name == "app")
    }

    /// Whether the nearest of the classes to declare a property `name` declares it the application
    /// under test (`let app = XCUIApplication()`, `var app: XCUIApplication`); nil when none does.
    static func declaresTheAppUnderTest(_ name: String, in classes: [TypeInfo]) -> Bool? {
        guard let binding = classes.lazy.compactMap({ $0.propertyBinding(named: name) }).first else { return nil }
        return binding.type?.baseName == "XCUIApplication" || binding.initializer.map(LaunchReader.isTheAppUnderTest) == true
    }

    /// Whether `value` is `sut.app`: of a variable holding a screen, the application the screen holds.
    private func readsHeldApplication(_ value: Expr, state: State) -> Bool {
        guard case .member(let name, let base) = SourceText.unwrapped(value).kind, case .identifier(let root) = base.kind,
              let node = state.variables[root] else { return false }
        return holdsApplication(name, ofNode: node)
    }

    /// Whether the node's type (or a base class) declares `name` as the application under test
    /// (`let app = XCUIApplication()`, `var app: XCUIApplication`); a name it does not declare
    /// only when it is `app`.
    private func holdsApplication(_ name: String, ofNode node: String) -> Bool {
        let classes = project.index.types[node].map { project.index.classChain(from: $0) } ?? []
        return TestFlowReader.declaresTheAppUnderTest(name, in: classes) ?? (name == "app")
    }

    /// The node of a property named `name` that an extension of `XCUIApplication` declares with a
    /// screen's, robot's or page object's type (Domori's `var mainRobot: PropertiesListRobot {
    /// PropertiesListRobot(app: self) }`); nil for none.
    private func applicationPropertyNode(named name: String) -> String? {
        guard let application = project.index.types["XCUIApplication"] else { return nil }
        for member in application.members {
            guard case .variable(let variable) = member.value, !variable.header.isStatic else { continue }
            for binding in variable.bindings where binding.name == name {
                guard let type = binding.type else { return nil }
                return catalog.nodeName(forType: type.text.trimmingOptional, from: nil)
            }
        }
        return nil
    }

    /// Walks `Type.function(…)`, a static function of a type the files declare that declares it
    /// returns a screen, robot or page object (`static func launch() -> HomeRobot`), and gives
    /// that node; nil for any other call.
    private mutating func staticFunctionReturningNode(_ call: CallChain.Step, of typeName: String, scope: Scope,
                                                      state: inout State) -> String? {
        guard let type = project.index.resolveType(typeName, from: scope.typeName) else { return nil }
        let typeChain = project.index.classChain(from: type)
        guard let (function, file, owner) = method(call.name, labels: call.arguments.map(\.label),
                                                                   trailingClosures: call.trailingClosures.count, in: typeChain, after: nil),
              function.header.isStatic, let returned = function.returnType,
              let node = catalog.nodeName(forType: returned.text.trimmingOptional, from: owner.qualifiedName) else { return nil }
        walk(function, file: file, owner: owner, chain: typeChain, state: &state)
        return node
    }

    /// Walks `XCUIApplication.name(…)`, a static function an extension of `XCUIApplication` declares
    /// that returns the application (DSGet's `static func launchForTesting() -> XCUIApplication`, which
    /// sets its arguments and launches it): a launch in it is an entry point named after it. False
    /// when there is none.
    private mutating func applicationFactory(_ name: String, arguments: ArgumentList, closures: Int, state: inout State) -> Bool {
        guard let (function, file, owner) = staticApplicationFactory(name, arguments: arguments, closures: closures) else { return false }
        walk(function, file: file, owner: owner, chain: [owner], state: &state)
        return true
    }

    /// The static method of an `XCUIApplication` extension a call names (`.launchForTesting()`,
    /// `XCUIApplication.testable()`) that returns an app (`-> XCUIApplication`, `-> Self`); nil for none.
    private func staticApplicationFactory(_ name: String, arguments: ArgumentList, closures: Int) -> (FunctionDecl, SourceFile, TypeInfo)? {
        guard let application = project.index.types["XCUIApplication"],
              let (function, file, owner) = method(name, labels: arguments.map(\.label), trailingClosures: closures,
                                                                  in: [application], after: nil),
              function.header.isStatic, let returned = function.returnType,
              ["XCUIApplication", "Self"].contains(returned.baseName) else { return nil }
        return (function, file, owner)
    }

    /// What a factory of the suite that makes the app and does not launch it sets (`XCUIApplication.testable()`,
    /// `.testable()`, a top-level `makeApp()`; declared `-> XCUIApplication` or `-> Self`): its launch arguments
    /// and environment, for the launch of the app it made. Nil for any other value, and for a factory that
    /// launches (walked where it is called, `applicationFactory`).
    func applicationFactorySettings(_ value: Expr) -> LaunchConfiguration? {
        guard case .call(let callee, let arguments, let closures) = SourceText.unwrapped(value).kind else { return nil }
        var found: (FunctionDecl, SourceFile)?
        switch callee.kind {
        case .implicitMember(let name):
            found = staticApplicationFactory(name, arguments: arguments, closures: closures.count).map { ($0.0, $0.1) }
        case .member(let name, let base) where ConstantTable.referencePath(base) == "XCUIApplication":
            found = staticApplicationFactory(name, arguments: arguments, closures: closures.count).map { ($0.0, $0.1) }
        case .identifier(let name):
            found = project.index.topLevel.lazy.compactMap { member -> (FunctionDecl, SourceFile)? in
                guard case .function(let function) = member.value, function.name == name, function.returnType?.baseName == "XCUIApplication",
                      MethodTransitions.accepts(function, labels: arguments.map(\.label), trailingClosures: closures.count) else { return nil }
                return (function, member.file)
            }.first
        default:
            return nil
        }
        guard let (function, file) = found else { return nil }
        let reader = LaunchReader(body: function.body ?? [], file: file)
        guard reader.launchLocation == nil, !reader.configuration.arguments.isEmpty || !reader.configuration.environment.isEmpty else { return nil }
        return reader.configuration
    }

    /// `SomeScenario(…).run(in: self)`, or KassiOS's `scenario(SomeScenario(…))`: walks the
    /// scenario's `run(in:)` in place.
    private mutating func scenario(_ chain: CallChain, scope: Scope, state: inout State) -> Bool {
        var typeName: String?
        if chain.steps.isEmpty, case .call(let callee, let arguments, _) = chain.root.kind, case .identifier("scenario") = callee.kind,
           arguments.count == 1, arguments[0].label == nil {
            typeName = CallChain(SourceText.unwrapped(arguments[0].value)).rootCallName
        } else {
            guard let last = chain.steps.last, last.isCall, last.name == "run", last.arguments.first?.label == "in" else { return false }
            typeName = chain.rootCallName ?? chain.rootName
        }
        guard let typeName, let type = project.index.resolveType(typeName, from: scope.typeName) else { return false }
        let typeChain = project.index.classChain(from: type)
        guard let (function, file, owner) = method("run", labels: ["in"], in: typeChain, after: nil) else { return false }
        walk(function, file: file, owner: owner, chain: typeChain, state: &state)
        return true
    }

    /// Nodes an assertion looks at (`XCTAssertTrue(StatementsPage.waitUntilLoaded())`) are visited,
    /// also as an operand (`XCTAssertTrue(second.subtitle.label == "Second")`, `a.isShown() &&
    /// b.isShown()`). What it says is not shown is not visited: `XCTAssertFalse(x.isShown())`,
    /// `!x.isShown()`, `x.title.exists == false`, and either side of `||`, which may be the one not shown.
    private mutating func checkArguments(_ arguments: ArgumentList, of check: String, scope: Scope, state: inout State) {
        let negated = check == "XCTAssertFalse" || check == "XCTAssertNil"
        for argument in arguments { checkOperand(argument.value, negated: negated, scope: scope, state: &state) }
    }

    private mutating func checkOperand(_ value: Expr, negated: Bool, scope: Scope, state: inout State) {
        switch value.kind {
        case .sequence(let parts):
            var negated = negated
            for (index, part) in parts.enumerated() {
                guard case .binaryOperator(let symbol) = part.kind else { continue }
                if symbol == "||" { return }
                // `x == false`, `x != true`: what `x` says is denied.
                if symbol == "==" || symbol == "!=", index + 1 < parts.count, case .boolean(let literal) = parts[index + 1].kind,
                   literal == (symbol == "!=") {
                    negated.toggle()
                }
            }
            for part in parts { checkOperand(part, negated: negated, scope: scope, state: &state) }
            return
        case .tuple(let elements):
            for element in elements { checkOperand(element.value, negated: negated, scope: scope, state: &state) }
            return
        case .prefix(let symbol, let operand):
            checkOperand(operand, negated: symbol == "!" ? !negated : negated, scope: scope, state: &state)
            return
        case .try(_, let operand), .await(let operand):
            checkOperand(operand, negated: negated, scope: scope, state: &state)
            return
        default:
            break
        }
        guard !negated else { return }
        let chain = CallChain(value)
        guard let root = chain.rootCallName ?? chain.rootName, !chain.steps.isEmpty else { return }
        if let parameter = scope.screenParameter, parameter.name == root { return }
        if let node = state.variables[root] ?? catalog.nodeName(forType: root, from: scope.typeName) {
            visit(node, at: value.location, scope: scope, state: &state, continuing: true)
        }
    }

    /// The first method `name` accepting `labels` in the chain of classes, nearest first;
    /// with `after`, only in the classes above that one.
    static func method(_ name: String, labels: [String?], trailingClosures: Int = 0, in chain: [TypeInfo],
                       after: String?, index: FunctionsByName? = nil) -> (FunctionDecl, SourceFile, TypeInfo)? {
        let start = after.flatMap { owner in chain.firstIndex { $0.qualifiedName == owner }.map { $0 + 1 } } ?? 0
        for type in chain[min(start, chain.count)...] {
            if let index {
                for (function, file) in index.functions(named: name, in: type)
                where MethodTransitions.accepts(function, labels: labels, trailingClosures: trailingClosures) {
                    return (function, file, type)
                }
                continue
            }
            for member in type.members {
                guard case .function(let function) = member.value, function.kind == .function, function.name == name,
                      function.body != nil, MethodTransitions.accepts(function, labels: labels, trailingClosures: trailingClosures) else { continue }
                return (function, member.file, type)
            }
        }
        return nil
    }

    /// `TestFlowReader.method` through this reader's index of each type's methods: a class of
    /// thousands of tests, each calling a helper, is not read member by member for every call.
    func method(_ name: String, labels: [String?], trailingClosures: Int = 0, in chain: [TypeInfo],
                after: String?) -> (FunctionDecl, SourceFile, TypeInfo)? {
        TestFlowReader.method(name, labels: labels, trailingClosures: trailingClosures, in: chain, after: after, index: functionsByName)
    }

    /// Calls that check rather than act: assertions, waits and pauses, queries of state
    /// (`isScreenShown()`, `hasBadge()`). (`Login().back().pause(1)` is navigated by `back()`.)
    static func isCheck(_ name: String) -> Bool {
        for prefix in ["XCTAssert", "XCTFail", "XCTExpect", "XCTUnwrap", "XCTSkip", "assert", "wait", "verify", "expect", "check", "print",
                       "pause", "sleep"]
        where name.hasPrefix(prefix) {
            return true
        }
        if asksAQuestion(name) { return true }
        return name == "exists" || name == "debugPrint" || name == "precondition"
    }

    static let questionPrefixes = ["is", "has"]

    /// Whether the statement's last call does something to the app: XCUITest's `tap()`, `typeText(_:)`,
    /// `swipeUp()`…, or a helper named for an action (`WebView.tapDone()`); not a check or a log line
    /// (`PreviewAssert.linkShown(…)`, `logStep()`).
    static func endsWithAnInteraction(_ text: String) -> Bool {
        guard let name = lastCallName(text) else { return false }
        return !isCheck(name) && interactionVerbs.contains { name == $0 || (name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true) }
    }

    /// The name of the call a statement ends with (`forceTap` of `app.buttons["x"].forceTap()`); nil when it
    /// ends with no call.
    static func lastCallName(_ text: String) -> String? {
        var characters = Array(text)
        while let last = characters.last, last == " " || last == "\n" { characters.removeLast() }
        guard characters.last == ")" else { return nil }
        var depth = 0
        var open = characters.count - 1
        while open >= 0 {
            if characters[open] == ")" { depth += 1 } else if characters[open] == "(" { depth -= 1; if depth == 0 { break } }
            open -= 1
        }
        var start = open
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_" { start -= 1 }
        guard start < open else { return nil }
        return String(characters[start..<open])
    }

    /// Whether a helper's last statement does something to the app: an interaction, the suite's own way of
    /// one named for it at its end (`forceTap()`, `waitAndTap()`, `longPress()`), or bringing the app back
    /// (`activate()`, `launch()`); not a set-up of the app (`stubRequests(…)`, an alert monitor).
    static func actsOnTheApp(_ text: String) -> Bool {
        if endsWithAnInteraction(text) { return true }
        guard let name = lastCallName(text) else { return false }
        if name == "activate" || name == "launch" { return true }
        // `waitAndTap()` taps; `verifyTap()` checks.
        guard !["verify", "assert", "check", "expect", "validate", "ensure"].contains(where: name.hasPrefix) else { return false }
        let lastWord = name.lastIndex(where: \.isUppercase).map { name[$0...] } ?? name[...]
        return ["tap", "press", "swipe", "click", "type", "text", "scroll", "drag"].contains(lastWord.lowercased())
    }

    static let interactionVerbs = ["tap", "doubleTap", "twoFingerTap", "press", "typeText", "swipeUp", "swipeDown", "swipeLeft", "swipeRight",
                                   "swipe", "adjust", "pinch", "rotate", "scroll", "click", "select", "open", "enter", "type", "clear", "dismiss",
                                   "close", "go", "navigate", "pull", "drag", "toggle", "choose", "pick", "submit", "login", "logIn", "signIn", "logout", "logOut"]

    /// How a robot's own checks may begin besides `isCheck`'s (Unstoppable's `ensureRenameScreen(visible:)`):
    /// read so on a robot's chain only, where a test's helper of that name (`ensureLoggedIn()`) is not.
    static let robotCheckPrefixes = ["ensure", "validate"]
    /// The properties that hold a robot's checks (pmtest's `let verify = Verify()`).
    static let checkers: Set<String> = ["verify", "assert", "asserts", "check", "checks", "expect", "validate", "ensure", "should", "then"]

    /// `isLoaded`, `isScreenShown`, `hasBadge`: `is` or `has` and a capital letter.
    static func asksAQuestion(_ name: String) -> Bool {
        let bytes = name.utf8
        for prefix in questionPrefixes where bytes.count > prefix.utf8.count && bytes.starts(with: prefix.utf8) {
            let next = bytes[bytes.index(bytes.startIndex, offsetBy: prefix.utf8.count)]
            if next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") { return true }
        }
        return false
    }

    /// A check by its name, or one of the suite's robot load checks (`robots: load_checks`).
    func isCheck(_ name: String) -> Bool {
        TestFlowReader.isCheck(name) || project.configuration.robotLoadChecks.contains(name)
    }
}

/// A type's methods with a body, by name, in member order: the lookups a test's calls make, each
/// found without reading every member of the type again. Filled per type on first ask; one
/// reader's, on one thread.
final class FunctionsByName {
    private var byType: [ObjectIdentifier: [String: [(FunctionDecl, SourceFile)]]] = [:]

    func functions(named name: String, in type: TypeInfo) -> [(FunctionDecl, SourceFile)] {
        let key = ObjectIdentifier(type)
        if let functions = byType[key] { return functions[name] ?? [] }
        var functions: [String: [(FunctionDecl, SourceFile)]] = [:]
        for member in type.members {
            guard case .function(let function) = member.value, function.kind == .function, function.body != nil else { continue }
            functions[function.name, default: []].append((function, member.file))
        }
        byType[key] = functions
        return functions[name] ?? []
    }
}
