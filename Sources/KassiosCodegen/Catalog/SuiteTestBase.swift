import KassiosMap
import KassiosModel
import KassiosSyntax

/// The class a robot suite's tests inherit from, when it is the suite's own (Challenge's
/// `UITestCase: XCTestCase`, which starts a mock server and launches the app with its address):
/// robot-style tests inherit from it too, use its `app` and call its launch, as the suite's own
/// tests do, rather than launching a bare `XCUIApplication` of their own.
public struct SuiteTestBase: Sendable, Equatable {
    public let name: String
    /// How a test class names it as its superclass: with the generic arguments most of the suite's give
    /// a generic base (MetroBuddy's `ScenarioBasedTestCase<MetroCardPage>`), else its name.
    public var inheritedAs: String
    /// Where it is declared: which copy of a type two test targets declare the test calls (`TargetCopies`).
    public var file = ""
    /// It, or a class it inherits from, holds an `app` a subclass can use: the test declares none.
    public let declaresApp: Bool
    /// Its launch method, called with no arguments (`launch()`, `launchApp()`) or with the launch
    /// settings it takes; nil for none.
    public let launch: Launch?
    /// Its `setUp` launches the app (`override func setUp() { super.setUp(); app.launch() }`): the
    /// test does not launch it again.
    public var launchesInSetUp = false

    init(name: String, declaresApp: Bool, launch: Launch?) {
        self.name = name
        self.inheritedAs = name
        self.declaresApp = declaresApp
        self.launch = launch
    }

    public struct Launch: Sendable, Equatable {
        public let name: String
        /// Returns something that is not `@discardableResult`: written `_ = launch()`.
        public let resultMustBeUsed: Bool
        public let isThrowing: Bool
        public let isAsync: Bool
        public let isMainActor: Bool
        /// Launch arguments, or an environment, set on `app` before it never reach the app: it makes
        /// the app it launches (`let app = XCUIApplication()`), or sets them anew
        /// (`app.launchArguments = ["-uiTesting"]`).
        public let replacesArguments: Bool
        public let replacesEnvironment: Bool
        /// The labels of its parameters that take launch arguments (`[String]`) and a launch
        /// environment (`[String: String]`), which a test passes its settings through.
        public var argumentsLabel: String? = nil
        public var environmentLabel: String? = nil
        /// The environment's parameter comes first (`launch(environment:arguments:)`): arguments are passed in that order.
        public var environmentFirst = false

        /// Whether launch settings the test has reach the app through it, one way or the other.
        public func passes(arguments: Bool, environment: Bool) -> Bool {
            (!arguments || argumentsLabel != nil || !replacesArguments) && (!environment || environmentLabel != nil || !replacesEnvironment)
        }
    }

    /// Why launch settings a test has would not reach the app the base launches; nil when they
    /// would (or there are none).
    public func settingsLost(_ settings: LaunchSettings) -> String? {
        let arguments = !settings.arguments.isEmpty
        let environment = !settings.environment.isEmpty
        guard arguments || environment else { return nil }
        if launchesInSetUp { return "\(name).setUp() launches the app before the test runs" }
        if let launch, !launch.passes(arguments: arguments, environment: environment) {
            return "\(name).\(launch.name)() sets the app's launch settings itself"
        }
        return nil
    }

    /// The launch methods a base may have, in the order they are looked for.
    static let launchNames = ["launch", "launchApp", "launchApplication", "startApp"]

    /// The suite's own class most of its test classes inherit from directly (more than inherit
    /// from `XCTestCase` itself), when its classes lead to `XCTestCase` and it gives the test an app
    /// it launches: its setUp does, or a launch method the test can call, or the app it holds is made
    /// with it. Nil when two bases are as common, and for a base on a framework's class (KassiOS's
    /// `KassTestCase`), whose members are not known.
    public static func find(in project: Project) -> SuiteTestBase? {
        let index = project.index
        let testClasses = project.testCaseClassNames
        var counts: [String: Int] = [:]
        // Every suite class each test class stands on, however far up: Mullvad's tests inherit
        // `LoggedOutUITestCase`, `LoggedInUITestCase` and `BaseUITestCase`, each on the last.
        var throughChains: [String: Int] = [:]
        var depths: [String: Int] = [:]
        var writtenAs: [String: [String: Int]] = [:]   // by base: how test classes write it, with how many do
        for name in testClasses {
            guard let type = index.types[name], type.members.contains(where: isTestMethod), let superclass = type.superclass else { continue }
            if let resolved = superclass.resolved, resolved.kind == .class, testClasses.contains(resolved.qualifiedName) {
                counts[resolved.qualifiedName, default: 0] += 1
                writtenAs[resolved.qualifiedName, default: [:]][superclass.written.text, default: 0] += 1
            } else if superclass.written.baseName == "XCTestCase" {
                counts["XCTestCase", default: 0] += 1
            }
            let ancestors = index.classChain(from: type).dropFirst().filter { testClasses.contains($0.qualifiedName) }
            for (depth, ancestor) in ancestors.reversed().enumerated() {
                throughChains[ancestor.qualifiedName, default: 0] += 1
                depths[ancestor.qualifiedName] = depth
            }
        }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        var chosen: String?
        if let (name, count) = ranked.first, name != "XCTestCase", ranked.dropFirst().first?.value != count {
            chosen = name
        } else if ranked.first?.key != "XCTestCase" || ranked.dropFirst().first?.value == ranked.first?.value {
            // No direct base is most common: the one most stand on through their chains, more than on
            // `XCTestCase` itself; of two as common, the nearer the tests (the deeper).
            // Two as common and as deep (two unrelated bases, a test each) are no base.
            let direct = counts["XCTestCase"] ?? 0
            let ranked = throughChains.map { (name: $0.key, count: $0.value, depth: depths[$0.key] ?? 0) }
                .sorted { ($0.count, $0.depth, $1.name) > ($1.count, $1.depth, $0.name) }
            if let best = ranked.first, best.count > direct,
               ranked.count == 1 || (ranked[1].count, ranked[1].depth) != (best.count, best.depth) {
                chosen = best.name
            }
        }
        guard let name = chosen, let base = index.types[name] else { return nil }
        let chain = index.classChain(from: base)
        guard chain.last?.superclass?.written.baseName == "XCTestCase" else { return nil }
        let held = chain.lazy.compactMap(heldApp).first
        // GetStream's StreamTestCase launches an `app` declared outside the files read (a module's
        // global): the test uses that one too rather than one of its own.
        let declaresApp = held != nil || chain.contains(where: usesAnAppFromOutside)
        var found = SuiteTestBase(name: name, declaresApp: declaresApp, launch: launch(in: chain))
        if base.primary?.value.genericParameters != nil,
           let written = writtenAs[name]?.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key, written.contains("<") {
            found.inheritedAs = written
        }
        found.launchesInSetUp = chain.contains(where: launchesInSetUp)
        found.file = base.primary?.file.path ?? ""
        // An app the base leaves nil until a launch the test cannot call (`launch(scenario:)`) is
        // no app to use: the test holds its own, on `XCTestCase`'s terms.
        if declaresApp, !found.launchesInSetUp, found.launch == nil, held == false { return nil }
        return found
    }

    private static func isTestMethod(_ member: Located<Decl>) -> Bool {
        guard case .function(let function) = member.value else { return false }
        return function.name.hasPrefix("test") && Project.isXCTestMethod(function)
    }

    /// Whether the class holds an instance `app` a subclass can use (`private(set)` included, not
    /// `private`): true when it is made with the class (`let app = XCUIApplication()`), false when it
    /// starts empty (`var app: XCUIApplication!`); nil for none.
    private static func heldApp(_ type: TypeInfo) -> Bool? {
        for member in type.members {
            guard case .variable(let variable) = member.value, !variable.header.isStatic,
                  !variable.header.has("private"), !variable.header.has("fileprivate") else { continue }
            var made: Bool?
            variable.bindings.forEach { binding in
                guard binding.name == "app" else { return }
                made = binding.initializer != nil || binding.getter != nil
            }
            if let made { return made }
        }
        return nil
    }

    private static func launch(in chain: [TypeInfo]) -> Launch? {
        for name in launchNames {
            for type in chain {
                for member in type.members {
                    guard case .function(let function) = member.value, function.kind == .function, function.name == name,
                          !function.header.isStatic, !function.header.has("private"), !function.header.has("fileprivate"),
                          function.parameters.allSatisfy({ $0.defaultValue != nil }) else { continue }
                    let returned = function.returnType?.text
                    let discardable = function.header.attributes.contains { $0.name == "discardableResult" }
                    let isMainActor = CatalogBuilder.isMainActor(function, of: type)
                    let replaces = replacedSettings(function.body ?? [])
                    var launch = Launch(name: name, resultMustBeUsed: returned != nil && returned != "Void" && returned != "()" && !discardable,
                                        isThrowing: function.isThrowing, isAsync: function.isAsync, isMainActor: isMainActor,
                                        replacesArguments: replaces.arguments, replacesEnvironment: replaces.environment)
                    for parameter in function.parameters {
                        let type = parameter.type?.text.filter { $0 != " " }
                        if type == "[String]", launch.argumentsLabel == nil { launch.argumentsLabel = parameter.label }
                        if type == "[String:String]", launch.environmentLabel == nil {
                            launch.environmentLabel = parameter.label
                            launch.environmentFirst = launch.argumentsLabel == nil
                        }
                    }
                    return launch
                }
            }
        }
        return nil
    }

    /// Which launch settings the body replaces: both when it makes an app (`XCUIApplication()`,
    /// `XCUIApplication(bundleIdentifier:)`), one when it sets it whole (`app.launchArguments = […]`).
    private static func replacedSettings(_ body: [Stmt]) -> (arguments: Bool, environment: Bool) {
        var found = (arguments: false, environment: false)
        SyntaxTraversal.forEachExpression(in: body) { expr in
            switch expr.kind {
            case .call(let callee, _, _):
                if case .identifier("XCUIApplication") = callee.kind { found = (true, true) }
            case .sequence(let parts):
                guard parts.count >= 3, case .binaryOperator("=") = parts[1].kind, let name = parts[0].memberName else { return }
                if name == "launchArguments" { found.arguments = true }
                if name == "launchEnvironment" { found.environment = true }
            default:
                break
            }
        }
        return found
    }

    /// A method of the class uses an `app` that is neither its local nor its parameter, and the
    /// class declares none (`override func setUp() { app.launch() }`). Only statements the method
    /// runs directly count: an `app` used inside an `if` may be one the `if` declares.
    private static func usesAnAppFromOutside(_ type: TypeInfo) -> Bool {
        type.members.contains { member in
            guard case .function(let function) = member.value, let body = function.body,
                  !function.parameters.contains(where: { $0.name == "app" }) else { return false }
            var uses = false
            for statement in body {
                switch statement {
                case .declaration(.variable(let variable)) where variable.bindings.binds("app"):
                    return false
                case .expression(let expr):
                    SyntaxTraversal.forEachExpression(in: expr) { part in
                        if case .member(_, let base) = part.kind, case .identifier("app") = base.kind { uses = true }
                    }
                default:
                    continue
                }
            }
            return uses
        }
    }

    /// `app`, `app!`, `self.app`, `self.app!`: the app a test class holds.
    private static func isTheApp(_ expr: Expr) -> Bool {
        var receiver = expr
        while case .postfix(_, let operand) = receiver.kind { receiver = operand }
        switch receiver.kind {
        case .identifier("app"): return true
        case .member("app", let owner):
            if case .identifier("self") = owner.kind { return true }
            // OrderMe's `BaseScreen.app.launch()`: a screen base's static app.
            if case .identifier(let type) = owner.kind, type.first?.isUppercase == true { return true }
        // `XCUIApplication().launch()`, the app under test made in place.
        case .call(let callee, let arguments, _):
            if case .identifier("XCUIApplication") = callee.kind, arguments.isEmpty { return true }
        default: break
        }
        return false
    }

    /// A `setUp` of the class launches the app under test: `app.launch()`, `self.app.launch()`, or
    /// a launch method of its own (`launch()`); not another app (`settings.launch()` of
    /// `XCUIApplication(bundleIdentifier: "com.apple.Preferences")`).
    private static func launchesInSetUp(_ type: TypeInfo) -> Bool {
        type.members.contains { member in
            guard case .function(let function) = member.value, function.kind == .function,
                  ["setUp", "setUpWithError"].contains(function.name), let body = function.body else { return false }
            var launches = false
            SyntaxTraversal.forEachExpression(in: body) { expr in
                guard case .call(let callee, _, _) = expr.kind else { return }
                switch callee.kind {
                case .identifier(let called):
                    if launchNames.contains(called) { launches = true }
                case .member(let called, let base):
                    if ApplicationLaunch.methods.contains(called) && isTheApp(base) { launches = true }
                    if case .identifier("self") = base.kind, launchNames.contains(called) { launches = true }
                default:
                    break
                }
            }
            return launches
        }
    }
}

extension SuiteTestBase {
    /// How the suite's tests are set up, as `kassios context` tells an agent: the base they inherit
    /// from and its launch, the helpers that hand each robot to a closure, and the `given…` helpers
    /// that set up what a precondition says. Empty when the tests have no base of the suite's own.
    public static func conventions(in project: Project) -> [String] {
        guard let base = find(in: project) else { return [] }
        var lines: [String] = []
        // OrderMe's `BaseTest` holds no app: its screens reach their own.
        var testClass = "Tests inherit from \(base.inheritedAs), the suite's test base" + (base.declaresApp ? ", and use its `app`" : "")
        if base.launchesInSetUp {
            testClass += "; its setUp launches the app"
        } else if let launch = base.launch {
            testClass += "; they launch the app with its `\(launch.name)()`"
        }
        lines.append(testClass + ".")
        let helpers = RobotClosureHelper.find(in: project, base: base, robots: Set(project.index.types.keys))
        if !helpers.isEmpty {
            let listed = helpers.sorted { $0.key < $1.key }.prefix(8).map { "`\($0.value.opening) … }` (\($0.key))" }
            lines.append("A robot is reached through the base's helper that hands it to a closure: " + listed.joined(separator: ", ")
                         + (helpers.count > 8 ? ", and \(helpers.count - 8) more" : "") + ".")
        }
        let setUps = SetUpHelper.find(in: project, base: base)
        if !setUps.isEmpty {
            let listed = setUps.prefix(8).map { "`\($0.name)()`" }
            let more = setUps.count > 8 ? ", and \(setUps.count - 8) more" : ""
            // A base that launches in its `setUp` has launched before the test calls any (fe-ios's `givenAppIsReady()`).
            lines.append(base.launchesInSetUp
                ? "A test starts with the base's given… helpers, after the launch its setUp made: " + listed.joined(separator: ", ") + more + "."
                : "What a test needs before the launch is set up with the base's given… helpers, called before it: "
                    + listed.joined(separator: ", ") + more + ".")
        }
        return lines
    }
}
