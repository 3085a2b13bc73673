import KassiosModel
import KassiosSyntax

/// The class a robot suite's tests inherit from, when it is the suite's own (Challenge's
/// `UITestCase: XCTestCase`, which starts a mock server and launches the app with its address):
/// robot-style tests inherit from it too, use its `app` and call its launch, as the suite's own
/// tests do, rather than launching a bare `XCUIApplication` of their own.
public struct SuiteTestBase: Sendable, Equatable {
    public let name: String
    /// It, or a class it inherits from, declares an instance `app` a subclass can use: the test
    /// declares none.
    public let declaresApp: Bool
    /// Its launch method, called with no arguments (`launch()`, `launchApp()`); nil for none.
    public let launch: Launch?
    /// Its `setUp` launches the app (`override func setUp() { super.setUp(); app.launch() }`): the
    /// test does not launch it again.
    public var launchesInSetUp = false

    public struct Launch: Sendable, Equatable {
        public let name: String
        /// Returns something that is not `@discardableResult`: written `_ = launch()`.
        public let resultMustBeUsed: Bool
        public let isThrowing: Bool
        public let isAsync: Bool
        public let isMainActor: Bool
        /// It makes the `XCUIApplication` it launches (`let app = XCUIApplication()` in its body),
        /// so launch arguments set on `app` before it never reach the app.
        public let makesItsOwnApp: Bool
    }

    /// The launch methods a base may have, in the order they are looked for.
    static let launchNames = ["launch", "launchApp", "launchApplication", "startApp"]

    /// The suite's own class most of its test classes inherit from directly, when its classes lead
    /// to `XCTestCase` itself; nil when they inherit from `XCTestCase`, when two bases are as common,
    /// and for a base on a framework's class (KassiOS's `KassTestCase`), whose members are not known.
    public static func find(in project: Project) -> SuiteTestBase? {
        let index = project.index
        let testClasses = project.testCaseClassNames
        var counts: [String: Int] = [:]
        for name in testClasses {
            guard let type = index.types[name], type.members.contains(where: isTestMethod),
                  let superclass = type.superclass?.resolved, superclass.kind == .class,
                  testClasses.contains(superclass.qualifiedName) else { continue }
            counts[superclass.qualifiedName, default: 0] += 1
        }
        let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        guard let (name, count) = ranked.first, ranked.dropFirst().first?.value != count,
              let base = index.types[name] else { return nil }
        let chain = index.classChain(from: base)
        guard chain.last?.superclass?.written.baseName == "XCTestCase" else { return nil }
        let declaresApp = chain.contains { type in
            type.members.contains { member in
                // A `private` one is not the test's to use (`private(set)` is).
                guard case .variable(let variable) = member.value, !variable.header.isStatic,
                      !variable.header.has("private"), !variable.header.has("fileprivate") else { return false }
                return variable.bindings.binds("app")
            }
        }
        // GetStream's StreamTestCase launches an `app` declared outside the files read (a module's
        // global): the test uses that one too rather than one of its own.
        var found = SuiteTestBase(name: name, declaresApp: declaresApp || chain.contains(where: usesAnAppFromOutside),
                                  launch: launch(in: chain))
        found.launchesInSetUp = chain.contains(where: launchesInSetUp)
        return found
    }

    /// A method of the class uses an `app` that is neither its local nor its parameter, and the
    /// class declares none (`override func setUp() { app.launch() }`).
    private static func usesAnAppFromOutside(_ type: TypeInfo) -> Bool {
        type.members.contains { member in
            guard case .function(let function) = member.value, let body = function.body,
                  !function.parameters.contains(where: { $0.name == "app" }) else { return false }
            let declaresALocalApp = body.contains { statement in
                guard case .declaration(.variable(let variable)) = statement else { return false }
                return variable.bindings.binds("app")
            }
            guard !declaresALocalApp else { return false }
            var uses = false
            SyntaxTraversal.forEachExpression(in: body) { expr in
                if case .member(_, let base) = expr.kind, case .identifier("app") = base.kind { uses = true }
            }
            return uses
        }
    }

    /// A `setUp` of the class calls a launch (`app.launch()`, `launch()`, `launchApp()`).
    private static func launchesInSetUp(_ type: TypeInfo) -> Bool {
        type.members.contains { member in
            guard case .function(let function) = member.value, function.kind == .function,
                  ["setUp", "setUpWithError"].contains(function.name), let body = function.body else { return false }
            var launches = false
            SyntaxTraversal.forEachExpression(in: body) { expr in
                guard case .call(let callee, _, _) = expr.kind else { return }
                let name: String?
                switch callee.kind {
                case .identifier(let called): name = called
                case .member(let called, let base):
                    if case .identifier("super") = base.kind { return }
                    name = called
                default: name = nil
                }
                if let name, launchNames.contains(name) { launches = true }
            }
            return launches
        }
    }

    private static func isTestMethod(_ member: Located<Decl>) -> Bool {
        guard case .function(let function) = member.value else { return false }
        return function.name.hasPrefix("test") && Project.isXCTestMethod(function)
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
                    let isMainActor = function.header.attributes.contains { $0.name == "MainActor" }
                        || type.declarations.contains { $0.value.header.attributes.contains { $0.name == "MainActor" } }
                    return Launch(name: name, resultMustBeUsed: returned != nil && returned != "Void" && returned != "()" && !discardable,
                                  isThrowing: function.isThrowing, isAsync: function.isAsync, isMainActor: isMainActor,
                                  makesItsOwnApp: makesAnApp(function.body ?? []))
                }
            }
        }
        return nil
    }

    /// `let app = XCUIApplication()` or `app = XCUIApplication()` in the body.
    private static func makesAnApp(_ body: [Stmt]) -> Bool {
        var found = false
        SyntaxTraversal.forEachExpression(in: body) { expr in
            if case .call(let callee, let arguments, _) = expr.kind, arguments.isEmpty, case .identifier("XCUIApplication") = callee.kind {
                found = true
            }
        }
        return found
    }
}
