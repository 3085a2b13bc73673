/// Which screen leads to which, by what action, as the suite itself shows it.
///
/// Nodes are screens, robots, page objects, MappaMundi states and entry points (the
/// launches tests start from); edges carry the action that moves between them and every
/// place in the code that shows it. Nodes are sorted by name, edges by from, to and action,
/// so the same suite always gives the same graph.
public struct NavigationGraph: Sendable {
    public private(set) var nodes: [NavigationNode]
    public private(set) var edges: [NavigationEdge]
    private var indexByName: [String: Int]
    private var outgoingByNode: [[Int]]
    /// The node index each edge leads to (-1: a node the graph does not hold), so walks
    /// compare integers, not names.
    private var targetOfEdge: [Int]

    public init(nodes: [NavigationNode], edges: [NavigationEdge]) {
        // Sorted through their keys: moving the structs themselves costs a retain per field.
        let nodeNames = nodes.map(\.name)
        self.nodes = nodes.indices.sorted { nodeNames[$0] < nodeNames[$1] }.map { nodes[$0] }
        let edgeKeys = edges.map(\.key)
        self.edges = edges.indices.sorted { edgeKeys[$0] < edgeKeys[$1] }.map { edges[$0] }
        var indexByName: [String: Int] = [:]
        for (index, node) in self.nodes.enumerated() { indexByName[node.name] = index }
        self.indexByName = indexByName
        var outgoing = Array(repeating: [Int](), count: self.nodes.count)
        for (index, edge) in self.edges.enumerated() {
            if let from = indexByName[edge.from] { outgoing[from].append(index) }
        }
        outgoingByNode = outgoing
        targetOfEdge = self.edges.map { indexByName[$0.to] ?? -1 }
    }

    public func node(named name: String) -> NavigationNode? {
        indexByName[name].map { nodes[$0] }
    }

    /// Edges leaving `name`, in edge order.
    public func outgoing(from name: String) -> [NavigationEdge] {
        guard let index = indexByName[name] else { return [] }
        return outgoingByNode[index].map { edges[$0] }
    }

    /// The entry points, by name.
    public var entryPoints: [NavigationNode] { nodes.filter { $0.kind == .entry } }

    /// The entry points' names, those the tests use most first (by the tests that show their launches),
    /// and with `target`, first those whose tests also visit it: of equally short ways from a launch,
    /// the one the suite takes (bike_index's `startWithSignIn()`, which 7 of its 8 tests launch with,
    /// over `start()`), not the one whose name sorts first.
    public func entryPointsByUse(toward target: String? = nil) -> [String] {
        entryPointsByUse(toward: target, launchedBy: testsLaunchedByEntryPoints())
    }

    /// Each entry point with the tests that show its launches.
    func testsLaunchedByEntryPoints() -> [(entry: String, tests: Set<String>)] {
        entryPoints.map { entry in
            var tests: Set<String> = []
            for edge in outgoing(from: entry.name) {
                for evidence in edge.evidence { if let test = evidence.test { tests.insert(test) } }
            }
            return (entry.name, tests)
        }
    }

    /// `entryPointsByUse(toward:)` among `launches` (each with the tests that show it, `testsLaunchedByEntryPoints`).
    func entryPointsByUse(toward target: String?, launchedBy launches: [(entry: String, tests: Set<String>)]) -> [String] {
        let visitors = target.flatMap { node(named: $0) }?.visitedBy ?? []
        let ranked = launches.map { launch -> (name: String, towardTarget: Int, tests: Int) in
            (launch.entry, visitors.reduce(0) { $0 + (launch.tests.contains($1) ? 1 : 0) }, launch.tests.count)
        }
        return ranked.sorted { a, b in
            if a.towardTarget != b.towardTarget { return a.towardTarget > b.towardTarget }
            if a.tests != b.tests { return a.tests > b.tests }
            return a.name < b.name
        }.map(\.name)
    }

    /// Every node but the entry points.
    public var screens: [NavigationNode] { nodes.filter { $0.kind != .entry } }

    /// The fewest edges from `from` to `to`, taking only edges `using` accepts (breadth first;
    /// among equally short paths, the one whose edges come first in edge order). Empty when
    /// `from == to`; nil when `to` cannot be reached or either name is unknown.
    public func shortestPath(from: String, to: String, using accepts: (NavigationEdge) -> Bool = { _ in true }) -> [NavigationEdge]? {
        shortestPath(fromAny: [from], to: to, using: accepts)
    }

    /// The fewest edges from any of `sources` to `to`, taking only edges `using` accepts;
    /// sources earlier in the list win ties.
    public func shortestPath(fromAny sources: [String], to: String,
                             using accepts: (NavigationEdge) -> Bool = { _ in true }) -> [NavigationEdge]? {
        guard let target = indexByName[to] else { return nil }
        let arrivedBy = breadthFirst(from: sources.compactMap { indexByName[$0] }, stoppingAt: target, using: accepts)
        if sources.contains(to) { return [] }
        return arrivedBy[target] >= 0 ? path(to: target, arrivedBy: arrivedBy) : nil
    }

    /// The shortest path from any of `sources` to every node they reach, by node name, in
    /// one walk (what `shortestPath(fromAny:to:)` gives for each, without a walk each).
    /// `keepingLast`: each path's last edges only, at most that many (a chain thousands of screens long
    /// would otherwise hold paths of every length at once).
    public func shortestPaths(fromAny sources: [String], using accepts: (NavigationEdge) -> Bool = { _ in true },
                              keepingLast limit: Int? = nil) -> [String: [NavigationEdge]] {
        let starts = sources.compactMap { indexByName[$0] }
        let arrivedBy = breadthFirst(from: starts, stoppingAt: nil, using: accepts)
        var result: [String: [NavigationEdge]] = [:]
        for start in starts { result[nodes[start].name] = [] }
        for (index, edge) in arrivedBy.enumerated() where edge >= 0 {
            result[nodes[index].name] = path(to: index, arrivedBy: arrivedBy, keepingLast: limit)
        }
        return result
    }

    /// For each node, the edge it was first reached by (-1: a start, or not reached).
    private func breadthFirst(from starts: [Int], stoppingAt target: Int?, using accepts: (NavigationEdge) -> Bool) -> [Int] {
        breadthFirstWalk(from: starts, stoppingAt: target, using: accepts).arrivedBy
    }

    /// The edge each node was first reached by, and how many edges from a start it is
    /// (-1 for both: not reached; a start has distance 0).
    /// Level by level: of the ways that reach a node in as few edges, the one with the fewest
    /// placeholders for a person to fill in (`goToProfilesTab()` before ProtonVPN's
    /// `backToPreviousTab(robot: ProfileRobot.self, <#String#>)`), then the first in edge order.
    private func breadthFirstWalk(from starts: [Int], stoppingAt target: Int?,
                                  using accepts: (NavigationEdge) -> Bool) -> (arrivedBy: [Int], distance: [Int]) {
        var arrivedBy = Array(repeating: -1, count: nodes.count)
        var distance = Array(repeating: -1, count: nodes.count)
        var placeholders = Array(repeating: 0, count: nodes.count)   // along the way to each node
        var frontier: [Int] = []
        for start in starts where distance[start] < 0 {
            distance[start] = 0
            frontier.append(start)
        }
        if let target, distance[target] >= 0 { return (arrivedBy, distance) }
        var level = 0
        while !frontier.isEmpty {
            level += 1
            var reached: [Int] = []
            for current in frontier {
                for edgeIndex in outgoingByNode[current] {
                    let next = targetOfEdge[edgeIndex]
                    guard next >= 0, distance[next] < 0 || distance[next] == level, accepts(edges[edgeIndex]) else { continue }
                    let cost = placeholders[current] + NavigationGraph.placeholderCount(edges[edgeIndex].action)
                    if distance[next] < 0 {
                        distance[next] = level
                        reached.append(next)
                    } else if cost >= placeholders[next] {
                        continue
                    }
                    arrivedBy[next] = edgeIndex
                    placeholders[next] = cost
                }
            }
            if let target, distance[target] >= 0 { return (arrivedBy, distance) }
            frontier = reached
        }
        return (arrivedBy, distance)
    }

    /// The Xcode placeholders in an action (`<#String#>`).
    static func placeholderCount(_ action: String) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in action.utf8 {
            if previous == UInt8(ascii: "<") && byte == UInt8(ascii: "#") { count += 1 }
            previous = byte
        }
        return count
    }

    private func path(to target: Int, arrivedBy: [Int], keepingLast limit: Int? = nil) -> [NavigationEdge] {
        var result: [NavigationEdge] = []
        var current = target
        while arrivedBy[current] >= 0, result.count <= nodes.count, result.count < limit ?? Int.max {
            let edge = edges[arrivedBy[current]]
            result.append(edge)
            guard let previous = indexByName[edge.from] else { break }
            current = previous
        }
        return result.reversed()
    }

    /// Fewest edges from any entry point to each node it reaches (entry points: 0).
    public func distancesFromEntryPoints() -> [String: Int] {
        let entries = nodes.indices.filter { nodes[$0].kind == .entry }
        let distance = breadthFirstWalk(from: entries, stoppingAt: nil, using: { _ in true }).distance
        var result: [String: Int] = [:]
        for (index, value) in distance.enumerated() where value >= 0 { result[nodes[index].name] = value }
        return result
    }

    /// For each of `sources`, in order, how many edges `accepts` lets through from it to each node, by
    /// the node's index (-1: not reached): one walk a source.
    func distances(fromEach sources: [String], using accepts: (NavigationEdge) -> Bool) -> [[Int]] {
        sources.map { source in
            guard let start = indexByName[source] else { return Array(repeating: -1, count: nodes.count) }
            return breadthFirstWalk(from: [start], stoppingAt: nil, using: accepts).distance
        }
    }

    /// Indices of each node's successors, for the metrics.
    func successorIndices() -> [[Int]] {
        outgoingByNode.map { $0.map { targetOfEdge[$0] }.filter { $0 >= 0 } }
    }

    func index(of name: String) -> Int? { indexByName[name] }
}

/// The methods a type declares for others to call as their own (bike_index's `Robot.back() -> Self`,
/// TrialTask's `MessengerTabBar.goToSettingsPage()`), signatures sorted.
public struct SharedMethods: Equatable, Sendable {
    public let owner: String
    public let signatures: [String]
}

/// A screen, robot, page object, MappaMundi state or entry point.
public struct NavigationNode: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// A screen object (`KassScreen` subclass, ScreenObject).
        case screen
        /// A robot (a class of a configured robot root).
        case robot
        /// A page object: a type that declares elements and is neither screen nor robot.
        case page
        /// A MappaMundi screen state, named by a string constant.
        case state
        /// A launch of the app that tests start from.
        case entry
    }

    public var name: String
    public var kind: Kind
    /// Where the node is declared (for an entry point: the launch call); empty when unknown.
    public var file: String
    public var line: Int
    public var column: Int
    public var elements: [MapElement]
    /// The element names `onLoad` (or the robot's load check) waits for on every path,
    /// inherited ones included.
    public var onLoad: [String]
    /// The identifiers of those elements, where they are static.
    public var onLoadIdentifiers: [String]
    /// For an onLoad of several paths (a `switch` by mode): each path's static identifiers, which
    /// `identify` fits a dump to one at a time. Empty for one path.
    public var onLoadAlternatives: [[String]] = []
    /// Methods with their signatures, as declared.
    public var methods: [String]
    /// The properties a test reads that are neither elements nor the app, with their types (MetroBuddy's
    /// `balanceValue: String`): what the context lists, so that an agent asserts on them rather than
    /// querying the app.
    public var properties: [String] = []
    /// Those its base classes declare, by class (MetroBuddy's `AppPage.toastText: String`): written once
    /// in the context, under "Shared methods", as the methods they share are.
    public var sharedProperties: [SharedMethods] = []
    /// The signatures of the methods it inherits from its base classes (and protocol extensions a
    /// base adopts) and does not override, sorted: for `--path`, which reads what a call it writes
    /// returns and throws. Not in the JSON nor the context, where a base's helpers would repeat under
    /// every screen (a fifth of a suite's context);
    /// the edges they make say where they come from (`inheritedFrom`).
    public var inheritedMethods: [String] = []
    /// Of `callableMethods`, the signatures of those whose result a call must use (not `@discardableResult`).
    public var resultsToUse: Set<String> = []
    /// Of `callableMethods`, those with a parameter declared with a typealias of the files for a function
    /// type, written with that type in its place (`tapWelcome(_ next: LegalHandler)` as `tapWelcome(_ next:
    /// (LegalScreen) -> Void)`): for `--path`, which reads what such a method hands its closure. Not in the JSON.
    public var closureAliasesExpanded: [String] = []
    /// The methods it can call that another type declares (a base class, a protocol's extension it or a
    /// base adopts), by that type: what the context describes once, under "Shared methods", for every
    /// screen that has them.
    public var sharedMethods: [SharedMethods] = []
    /// The tests that visit the node (`Class.method`), sorted.
    public var visitedBy: [String]
    /// A MappaMundi state with a `backAction`: it can always go back where it came from.
    public var hasBackAction: Bool
    /// For an entry point: how the app is launched.
    public var launch: LaunchConfiguration?
    /// For a robot, page object or ScreenObject screen: how test code makes one (`HomeRobot(app: app)`,
    /// `LoginPage()`, `SettingsPage` for a caseless enum); nil when kassios cannot tell.
    public var construction: String?

    public init(name: String, kind: Kind, file: String = "", line: Int = 0, column: Int = 0, elements: [MapElement] = [],
                onLoad: [String] = [], onLoadIdentifiers: [String] = [], methods: [String] = [], visitedBy: [String] = [],
                hasBackAction: Bool = false, launch: LaunchConfiguration? = nil) {
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.elements = elements
        self.onLoad = onLoad
        self.onLoadIdentifiers = onLoadIdentifiers
        self.methods = methods
        self.visitedBy = visitedBy
        self.hasBackAction = hasBackAction
        self.launch = launch
    }

    /// Its own methods' signatures, then those it inherits: what a test can call on it.
    var callableMethods: [String] { inheritedMethods.isEmpty ? methods : methods + inheritedMethods }

    /// Every static identifier the node's elements declare, sorted, without repeats.
    public var identifiers: [String] {
        Array(Set(elements.compactMap(\.identifier))).sorted()
    }
}

/// An element of a node, as the map shows it.
public struct MapElement: Equatable, Sendable {
    public var name: String
    /// `XCUIElement.ElementType` name: `button`, `textField`, `any`.
    public var type: String
    /// The static identifier, when the code spells one kassios can read.
    public var identifier: String?
    /// Where the identifier comes from: `literal`, `constant`, `interpolated`… or `none`.
    public var identifierSource: String
    /// For an identifier built at runtime: its static pattern (`row.*`), when known.
    public var pattern: String?
    /// For an element found by localized text (`identifierSource` `localized`): the key the
    /// label is looked up by, when kassios can read it.
    public var labelKey: String?
    /// For an identifier read from a constant the linted files do not declare (an enum of the app
    /// target, `GDPRAccessibility.acceptButton`): the constant, as written.
    public var constant: String?
    /// The key (or the pattern built at runtime) reads as a label, the text the element shows, not
    /// as an identifier (`"Call Burger"`, `"Delete *"`), where the query matches labels too (a
    /// subscript, not a navigation bar's): set by the map from how the element is found.
    public var readsAsLabel = false
    /// The bundle identifier of the other app it is found in (`com.apple.springboard`); nil for the app under test.
    public var application: String?
    /// Declared `private` or `fileprivate`: the node's own methods use it, a test cannot name it.
    public var isPrivate = false
    /// The file it is declared in, as the map shows paths: the node's own, an extension's, an ancestor's.
    public var file: String
    public var line: Int

    public init(name: String, type: String, identifier: String?, identifierSource: String, pattern: String? = nil,
                labelKey: String? = nil, constant: String? = nil, file: String, line: Int) {
        self.name = name
        self.type = type
        self.identifier = identifier
        self.identifierSource = identifierSource
        self.pattern = pattern
        self.labelKey = labelKey
        self.constant = constant
        self.file = file
        self.line = line
    }
}

/// How an entry point launches the app.
public struct LaunchConfiguration: Equatable, Sendable {
    /// Launch arguments in order: literals as their value, anything else as `\(expression)`.
    public var arguments: [String]
    /// Environment entries in order; values as for `arguments`.
    public var environment: [EnvironmentEntry]
    /// URLs opened after launch (`app.open(URL(string: "finch://…")!)`).
    public var deepLinks: [String]
    /// The launch statements as written (whitespace collapsed), to paste.
    public var code: [String]
    /// How a test written from the map starts from this entry point.
    public var start: Start = .inPlace
    /// For a `.call` or an `.applicationMethod`: the type the function returns (OneLogin's `static func make()
    /// throws -> WelcomeScreen`), which the way there goes on from when it is the screen the launch leads
    /// to; nil for none.
    public var returns: String?
    /// Whether it returns an optional (`-> WelcomeScreen?`): the chain goes on through `?`.
    public var returnsOptional = false
    /// Whether what it returns is a value to use (no `@discardableResult`).
    public var returnsResultToUse = false
    /// For a helper of a generic test base that returns its generic parameter (`-> RootPage`): what each
    /// test class binds it to, by that type, with the class (`SettingsPage` → `SettingsTests`); the way to
    /// another of them goes on from what the helper returns in a test of that class.
    public var returnsByTestClass: [String: String] = [:]
    /// For a `setUp` that launches: the screens it keeps in properties of the test class for its tests, by
    /// node, with the property (`page = LoginScreen(app: app)` in MetroBuddy's `setUp`, whose `app` is a
    /// local): a test written from the map uses the property.
    public var heldScreens: [String: String] = [:]
    /// Of those, the ones it goes to itself before each test (`homeScreen = LoginScreen().login()`): a way
    /// through one goes on from it, the setUp's moves not made again.
    public var screensTheSetUpReaches: Set<String> = []
    /// For a `setUp` whose class keeps its `app` private: how a test of a subclass reaches the app
    /// (shamanec's `getApp()`); nil when it names `app` itself.
    public var appAccessor: String?

    /// Whether the function returns `node`, the screen the launch leads to.
    func returns(_ node: String) -> Bool {
        guard let returns else { return false }
        return returns == node || returns.split(separator: ".").last.map(String.init) == node
    }

    public enum Start: Equatable, Sendable {
        /// With the launch statements (`code`), as the test that launches does.
        case inPlace
        /// With nothing: a `setUp` launches the app before each test of its class and its subclasses.
        case beforeEachTest
        /// By calling the helper that launches (`launch()`, `launchSignedIn(arguments: <#[String]#>)`):
        /// its statements may read what only it holds.
        case call(String)
        /// By calling the method that launches on its robot (bike index's
        /// `MainContentRobot(app).startWithSignIn() -> Self`): the chain goes on from that call.
        /// `owner`: the method's type when it returns another (MGO's `AppRobot().navigateToOverview()
        /// -> OverviewRobot`), made for the call; nil when the robot it leads to is the one to make.
        case robotMethod(String, owner: String?)
        /// By calling the method of an `XCUIApplication` extension that launches on the app
        /// (UITesting-into-pleasure's `app.launchQuestionnaire() -> WelcomePageObject`): the chain goes on
        /// from that call when it returns where the launch lands (`returns`).
        case applicationMethod(String)
        /// By making the robot whose initializer launches (360iDev's `ScreenRobot.init() { app.activate() }`,
        /// the first a test makes): the chain starts with it.
        case construction
    }

    public init(arguments: [String] = [], environment: [EnvironmentEntry] = [], deepLinks: [String] = [], code: [String] = [],
                start: Start = .inPlace) {
        self.arguments = arguments
        self.environment = environment
        self.deepLinks = deepLinks
        self.code = code
        self.start = start
    }
}

public struct EnvironmentEntry: Equatable, Sendable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// One way from a node to another.
public struct NavigationEdge: Equatable, Sendable {
    /// What kind of step the action is, which decides how `--path` writes it.
    public enum Kind: String, Sendable {
        /// An interaction with the source screen's own elements or methods: `submit.tap()`.
        case interaction
        /// A statement of the test itself, not on the screen object: `app.tap()`.
        case statement
        /// KassiOS's `navigate(to: X.self)`.
        case navigate
        /// A robot or page-object method that returns the next one: `openProfile()`.
        case method
        /// A MappaMundi transition (`tap(…, to:)`, `gesture(forAction:transitionTo:)`, `noop(to:)`).
        case mappaMundi = "mappamundi"
        /// An entry point's launch leading to the first screen.
        case launch
        /// Two screens in a row with nothing done between them: suspicious.
        case none
    }

    public var from: String
    public var to: String
    /// The action as code, relative to the source (`submit.tap()`), or `(no action)`.
    public var action: String
    public var kind: Kind
    /// A MappaMundi `if:` predicate the transition depends on.
    public var condition: String?
    /// Every place that shows the edge, sorted, without repeats.
    public var evidence: [Evidence]
    /// For a method the source node inherits (a base screen's `openSettings()`): the class that
    /// declares it, or that adopts the protocol whose extension does.
    public var inheritedFrom: String?

    public init(from: String, to: String, action: String, kind: Kind, condition: String? = nil, evidence: [Evidence]) {
        self.from = from
        self.to = to
        self.action = action
        self.kind = kind
        self.condition = condition
        self.evidence = evidence
    }

    public static let noAction = "(no action)"

    /// The evidence to show first: a test that shows the edge, else the first place that does.
    var shownFirst: Evidence? { evidence.first(where: { $0.test != nil }) ?? evidence.first }

    /// Nothing was done between the two screens: a missing interaction, or a screen that
    /// changes on its own (a timer, a push) and deserves a comment.
    public var isSuspicious: Bool { kind == .none }

    /// What identifies an edge: edges with equal keys are merged. Keys sort as the graph
    /// orders edges: by from, to, action, then condition (`\0` sorts before any character).
    var key: String { from + "\u{0}" + to + "\u{0}" + action + "\u{0}" + (condition ?? "") }
}

/// A place in the code that shows an edge or a visit.
public struct Evidence: Equatable, Hashable, Sendable, Comparable {
    public enum Source: String, Sendable {
        /// Consecutive screens in a test (or a scenario, or a helper it calls).
        case test
        /// A robot or page-object method's declared return type.
        case declaration
        /// A `/// kassios: navigates-to` comment.
        case docComment = "doc-comment"
        /// A MappaMundi screen graph.
        case mappaMundi = "mappamundi"
    }

    public var file: String
    public var line: Int
    public var column: Int
    public var source: Source
    /// The test that shows it (`LoginTests.test_login`), for test evidence.
    public var test: String?
    /// The call as written there, when it differs from the edge's action (`logIn(as: user)`).
    public var example: String?

    public init(file: String, line: Int, column: Int, source: Source, test: String? = nil, example: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.source = source
        self.test = test
        self.example = example
    }

    /// `file:line`.
    public var position: String { "\(file):\(line)" }

    public static func < (a: Evidence, b: Evidence) -> Bool {
        (a.file, a.line, a.column, a.source.rawValue, a.test ?? "", a.example ?? "")
            < (b.file, b.line, b.column, b.source.rawValue, b.test ?? "", b.example ?? "")
    }
}
