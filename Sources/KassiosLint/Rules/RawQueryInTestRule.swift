import KassiosModel
import KassiosSyntax

/// Tests go through screen objects and robots; queries of the app belong in them.
public struct RawQueryInTestRule: Rule {
    public static let description = RuleDescription(
        identifier: "raw-query-in-test",
        name: "Raw query in test",
        summary: "A test method queries XCUIApplication directly (app.buttons[\"…\"], XCUIApplication().staticTexts[…], app.descendants(matching:)) instead of going through a screen object or robot.",
        rationale: """
        A query written in a test is a locator no other test reuses: when the screen changes, every test that \
        spelled it out breaks, and the test reads as taps on identifiers instead of a user's steps. Screen \
        objects and robots keep each locator in one place. Reported: each query of the app under test \
        (app.buttons and the other collections, descendants(matching:), children(matching:)) in a test method \
        (func test…() of a class descending from XCTestCase or KassTestCase, or from an unseen …TestCase base), \
        on app, self.app, XCUIApplication(), a function returning one (Application.launch()), a local \
        holding one, a type's static one (BaseScreen.app), a robot's (profileView.app), or a closure parameter \
        handed one (runner.run { app in … }). From 5 inline interactions (tap, typeText…) on such queries, the \
        message says how many. Not reported: setUp, helpers and other code outside test methods; screens, robots and page \
        objects; the app itself (app.tap()); other apps (XCUIApplication(bundleIdentifier:)).
        """,
        defaultSeverity: .warning,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class LoginTests: KassTestCase {
                func test_login() {
                    onScreen(LoginScreen.self) {
                        $0.email.typeText("grace@example.com")
                        $0.submit.tap()
                    }
                    app.tap()
                    XCTAssertEqual(app.state, .runningForeground)
                }
                private func dismissAlert() {
                    app.alerts.buttons["OK"].tap()
                }
            }
            """,
            """
            final class ProfileTests: XCTestCase {
                private let app = XCUIApplication()
                override func setUp() {
                    app.launch()
                    if app.buttons["promo.dismiss"].exists { app.buttons["promo.dismiss"].tap() }
                }
                func test_editName() {
                    ProfileRobot(app: app).typeName("Grace").tapSave()
                    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                    springboard.alerts.buttons["Allow"].tap()
                }
                func testable(_ name: String) { app.buttons[name].tap() }
            }
            """,
            """
            final class ProfileRobot {
                let app: XCUIApplication
                func typeName(_ name: String) -> Self {
                    app.textFields["profile.name"].typeText(name)
                    return self
                }
            }
            final class Fixture {
                func test_data() { XCUIApplication().buttons["x"].tap() }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class TransferTests: KassTestCase {
                func test_transfer() {
                    onScreen(HomeScreen.self) { $0.transferTile.tap() }
                    app.↓buttons["transfer.review"].tap()
                    XCTAssertTrue(app.↓staticTexts["transfer.done"].waitForExistence(timeout: 5))
                }
            }
            """,
            """
            class BaseTestCase: XCTestCase {
                let app = XCUIApplication()
            }
            final class StatementTests: BaseTestCase {
                func test_exportLatest() {
                    let list = app.↓tables["statements.list"]
                    list.cells.element(boundBy: 0).tap()
                    XCUIApplication().↓descendants(matching: .any)["statements.export"].tap()
                    XCTAssertEqual(self.app.↓cells.count, 3)
                }
            }
            """,
            """
            final class SignUpTests: KassTestCase {
                func test_signUp() {
                    let form = app.↓otherElements["signup.form"]
                    form.textFields["signup.name"].tap()
                    form.textFields["signup.name"].typeText("Grace")
                    app.↓switches["signup.terms"].tap()
                    app.↓buttons["signup.submit"].tap()
                    app.↓scrollViews.firstMatch.swipeUp()
                }
            }
            """,
            """
            class BaseScreen {
                static let app = XCUIApplication()
                static let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
            }
            struct ApplicationRunner {
                func run(work: (XCUIApplication) throws -> Void) rethrows {
                    let app = XCUIApplication()
                    app.launch()
                    try work(app)
                }
                func inCell(_ cell: XCUIElement, _ body: (XCUIElement) -> Void) { body(cell) }
            }
            final class ConfirmTests: XCTestCase {
                private let runner = ApplicationRunner()
                func test_confirm() throws {
                    XCTAssertTrue(BaseScreen.app.↓staticTexts["confirm.title"].exists)
                    BaseScreen.springboard.alerts.buttons["Allow"].tap()
                    try runner.run { app in
                        app.↓buttons["confirm.ok"].tap()
                        runner.inCell(app.↓cells.firstMatch) { cell in cell.buttons["confirm.row"].tap() }
                    }
                }
            }
            """,
            """
            class Robot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
            }
            final class ProfileRobot: Robot {
                lazy var header = app.staticTexts["profile.header"]
                let title = "Profile"
            }
            final class SafariApp {
                let app: XCUIApplication
                init() { app = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari") }
            }
            final class ProfileTests: XCTestCase {
                let app = XCUIApplication()
                var profileView: ProfileRobot!
                let safari = SafariApp()
                func test_employee() {
                    safari.app.textFields["URL"].tap()
                    XCTAssertTrue(profileView.header.exists)
                    XCTAssertTrue(profileView!.app.↓staticTexts["profile.name"].exists)
                    let robot = ProfileRobot(app: app)
                    robot.app.↓images["profile.avatar"].tap()
                    XCTAssertEqual(robot.title.count, 7)
                }
            }
            """,
            """
            final class CartTests: XCTestCase {
                var app: XCUIApplication!
                var other: XCUIApplication?
                func test_checkout() {
                    app!.↓buttons["cart.checkout"].tap()
                    other?.↓buttons["cart.pay"].tap()
                }
            }
            """,
        ])

    /// A test with this many inline interactions has grown a robot of its own.
    static let interactionsWorthARobot = 5

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        let tests = TestMethods.all(in: project)
        guard !tests.isEmpty else { return [] }
        let finder = RawQueryFinder(project: project)
        var findings: [Finding] = []
        for test in tests {
            let (queries, interactions) = finder.queries(in: test)
            let advice = interactions >= RawQueryInTestRule.interactionsWorthARobot
                ? "; \(interactions) inline interactions: extract a robot or screen object"
                : ": move the query into a screen object or robot, so a changed screen is fixed in one place"
            for query in queries {
                findings.append(finding(file: test.file.path, at: query.location, """
                    \(test.function.name) queries XCUIApplication directly (\(query.text))\(advice)
                    """, screen: test.typeName))
            }
        }
        return findings
    }
}

/// Finds the queries of the app under test in a test method, and counts the interactions on them.
private final class RawQueryFinder: ScopedWalker {
    struct Query {
        let location: SourceLocation
        /// `app.buttons`, `XCUIApplication().descendants(matching:)`.
        let text: String
    }

    let project: Project
    private let lookup: ElementLookup
    // Unchecked for the reason ScopedWalker gives.
    @exclusivity(unchecked) private var queries: [Query] = []
    @exclusivity(unchecked) private var interactions = 0
    /// Whether a name that is not local means the app under test, by name, for `appPropertiesType`.
    @exclusivity(unchecked) private var appProperties: [String: Bool] = [:]
    @exclusivity(unchecked) private var appPropertiesType: String?
    /// Whether the functions a call may call (by the types searched and the name) return the app under test.
    @exclusivity(unchecked) private var appFactories: [String: Bool] = [:]

    init(project: Project) {
        self.project = project
        lookup = ElementLookup(project: project)
        super.init(index: project.index, file: project.files.first ?? SourceFile(path: "", bytes: []))
        visitsMembers = true
        resolvesScreenTypes = false
        resolvesClosureParameterTypes = true
    }

    func queries(in test: TestMethods.Method) -> (queries: [Query], interactions: Int) {
        reset(to: test.file)
        typeName = test.typeName
        queries = []
        interactions = 0
        walk(test.function)
        return (queries, interactions)
    }

    override func visitMember(_ expr: Expr, base: Expr, name: String) {
        switch base.kind {
        case .identifier, .member, .implicitMember, .call: break   // the shapes of the app: `app`, `self.app`, `XCUIApplication()`
        case .postfix("?", _), .postfix("!", _): break             // `app?.buttons`, `app!.buttons` of an optional one
        default: return
        }
        guard ElementQueries.collections[name] != nil, isApp(base) else { return }
        queries.append(Query(location: file.memberNameLocation(of: expr), text: "\(text(of: base)).\(name)"))
    }

    override func visitCall(_ call: Expr, callee: Expr, arguments: ArgumentList) {
        guard case .member(let name, let receiver) = callee.kind else { return }
        if name == "descendants" || name == "children", isApp(receiver) {
            queries.append(Query(location: file.memberNameLocation(of: callee), text: "\(text(of: receiver)).\(name)(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))"))
        } else if ElementQueries.interactions.contains(name), isRawQuery(receiver) {
            interactions += 1
        }
    }

    /// Whether the expression is the app under test: `app`, `self.app`, `XCUIApplication()`,
    /// a local let holding one. Another app (`XCUIApplication(bundleIdentifier:)`) is not.
    private func isApp(_ expr: Expr, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        switch RawQueryFinder.unwrapped(expr).kind {
        case .identifier(let name):
            switch lookup(name) {
            case .local(let initializer?, _)?: return isApp(initializer, depth: depth + 1)
            // `runner.run { app in … }`, where `run(work:)` hands its closure an `XCUIApplication`.
            case .receivedParameter(let type)?: return type.baseName == "XCUIApplication"
            case nil: return isAppProperty(name)
            default: return false
            }
        case .member(let name, let base):
            // `profileView.app`, `createReportCV!.app`: the app a robot or screen of the test's holds.
            if let holder = typeOfHolder(base), let type = project.index.resolveType(holder, from: typeName) {
                return (holdsTheApp(property: name, of: type.qualifiedName) ?? false) && !setsAnotherApp(name, in: type.qualifiedName)
            }
            guard case .identifier(let baseName) = base.kind else { return false }
            return baseName == "self" ? isAppProperty(name) : isStaticApp(name, of: baseName)
        case .call(let callee, let arguments, _):
            if case .identifier("XCUIApplication") = callee.kind { return arguments.isEmpty }
            return makesTheApp(callee)   // `Application.launch()`, or a local holding what it returns
        default:
            return false
        }
    }

    /// Whether an initializer of the type (or a type it inherits from) sets the property to another app
    /// (`init() { app = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari") }`).
    private func setsAnotherApp(_ property: String, in typeName: String) -> Bool {
        for type in lookup.typeChain(typeName) {
            for member in project.index.types[type]?.members ?? [] {
                guard case .function(let function) = member.value, function.kind == .initializer else { continue }
                var other = false
                SyntaxTraversal.forEachExpression(in: function.body ?? []) { expr in
                    if let assignment = Assignment(expr), assignment.name == property, OtherApplications.makesOne(assignment.value) { other = true }
                }
                if other { return true }
            }
        }
        return false
    }

    /// The type of a value the test holds that may hold the app in turn: a local made as one
    /// (`let profile = ProfileRobot(app: app)`), a parameter, or a property of the test's class
    /// (`var profileView: ProfileViewRobot!`, named alone or through `self`); nil for anything else.
    private func typeOfHolder(_ expr: Expr) -> String? {
        let name: String
        switch RawQueryFinder.unwrapped(expr).kind {
        case .identifier(let identifier):
            guard identifier != "self", identifier != "Self" else { return nil }
            switch lookup(identifier) {
            case .local(let initializer?, _)?: return ScopedWalker.typeConstructed(by: initializer)
            case .parameter(let declared?)?, .receivedParameter(let declared)?: return declared.baseName
            case nil: name = identifier
            default: return nil
            }
        case .member(let member, let base) where ScopedWalker.isSelf(base):
            name = member
        default:
            return nil
        }
        guard let typeName else { return nil }
        for type in lookup.typeChain(typeName) {
            for member in project.index.types[type]?.members ?? [] {
                guard case .variable(let variable) = member.value, variable.bindings.binds(name) else { continue }
                for binding in variable.bindings where binding.name == name {
                    return binding.type?.baseName ?? binding.initializer.flatMap(ScopedWalker.typeConstructed(by:))
                }
            }
        }
        return nil
    }

    /// Whether the function a call calls returns the app under test: declared `-> XCUIApplication`,
    /// by the test's class (or a base, or an extension of `XCTestCase`), at the top level, or as a static
    /// function of a type of the files (Element X's `Application.launch()`), and returning no other app.
    private func makesTheApp(_ callee: Expr) -> Bool {
        let name: String
        let owners: [String]
        switch callee.kind {
        case .identifier(let called):
            name = called
            owners = (typeName.map { lookup.typeChain($0) } ?? []) + project.index.types(named: "XCTestCase").map(\.qualifiedName)
        case .member(let called, let base):
            guard case .identifier(let typeName) = base.kind, lookup(typeName) == nil, typeName.first?.isUppercase == true,
                  let type = project.index.resolveType(typeName, from: self.typeName) else { return false }
            name = called
            owners = lookup.typeChain(type.qualifiedName)
        default:
            return false
        }
        let key = owners.joined(separator: ",") + "." + name
        if let known = appFactories[key] { return known }
        var functions: [FunctionDecl] = []
        for owner in owners {
            for member in project.index.types[owner]?.members ?? [] {
                if case .function(let function) = member.value, function.kind == .function, function.name == name { functions.append(function) }
            }
        }
        if case .identifier = callee.kind {
            for declaration in project.index.topLevel {
                if case .function(let function) = declaration.value, function.name == name { functions.append(function) }
            }
        }
        // One that makes the app under test (`XCUIApplication()`) and no other: not one that hands out an app
        // kept elsewhere (`func springboard() -> XCUIApplication { springboardApp }`).
        let result = !functions.isEmpty && functions.allSatisfy { function in
            guard function.returnType?.baseName == "XCUIApplication", let body = function.body else { return false }
            var other = false
            var makes = false
            SyntaxTraversal.forEachExpression(in: body) { expr in
                other = other || OtherApplications.makesOne(expr)
                if case .call(let callee, let arguments, _) = expr.kind, case .identifier("XCUIApplication") = callee.kind, arguments.isEmpty {
                    makes = true
                }
            }
            return makes && !other
        }
        appFactories[key] = result
        return result
    }

    /// Whether a query of the app is on the way to the element: `app.buttons["x"].firstMatch`,
    /// `list.cells.element(boundBy: 0)` with `let list = app.tables["y"]`.
    private func isRawQuery(_ expr: Expr, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        switch RawQueryFinder.unwrapped(expr).kind {
        case .member(let name, let base):
            return (ElementQueries.collections[name] != nil && isApp(base)) || isRawQuery(base, depth: depth + 1)
        case .subscript(let base, _):
            return isRawQuery(base, depth: depth + 1)
        case .call(let callee, _, _):
            guard case .member(let name, let base) = callee.kind else { return false }
            return ((name == "descendants" || name == "children") && isApp(base)) || isRawQuery(base, depth: depth + 1)
        case .identifier(let name):
            guard case .local(let initializer?, _)? = lookup(name) else { return false }
            return isRawQuery(initializer, depth: depth + 1)
        default:
            return false
        }
    }

    /// The expression inside `x!`, `x?`, `try x`, `await x`, `x as T`, `(x)`.
    static func unwrapped(_ expr: Expr) -> Expr { expr.unwrapped }

    /// A name the test class (or a base class) declares: the app under test when it holds
    /// `XCUIApplication()` or is declared as one; an undeclared `app` is the test case's own
    /// (KassTestCase's).
    private func isAppProperty(_ name: String) -> Bool {
        if appPropertiesType != typeName {
            appPropertiesType = typeName
            appProperties = [:]
        }
        if let known = appProperties[name] { return known }
        let result = typeName.flatMap { holdsTheApp(property: name, of: $0) } ?? (name == "app")
        appProperties[name] = result
        return result
    }

    /// `BaseScreen.app`, a static property of a type of the files (or its bases) that holds the app
    /// under test: `static let app = XCUIApplication()`.
    private func isStaticApp(_ name: String, of typeName: String) -> Bool {
        guard lookup(typeName) == nil, typeName.first?.isUppercase == true,
              let type = project.index.resolveType(typeName, from: self.typeName) else { return false }
        return holdsTheApp(property: name, of: type.qualifiedName, staticOnly: true) ?? false
    }

    /// Whether the property `name` of `typeName` or a type it inherits from holds the app under test:
    /// it is given `XCUIApplication()`, or declared an `XCUIApplication` and given nothing else. Nil
    /// when none of them declares it.
    private func holdsTheApp(property name: String, of typeName: String, staticOnly: Bool = false) -> Bool? {
        for type in lookup.typeChain(typeName) {
            for member in project.index.types[type]?.members ?? [] {
                guard case .variable(let variable) = member.value, variable.bindings.binds(name),
                      !staticOnly || variable.header.isStatic else { continue }
                for binding in variable.bindings where binding.name == name {
                    let value = binding.initializer ?? binding.getter.flatMap(Stmt.returnedValue(of:))
                    if let value, case .call(let callee, let arguments, _) = value.kind,
                       case .identifier("XCUIApplication") = callee.kind {
                        return arguments.isEmpty
                    }
                    // `static let springboard: XCUIApplication = .init(bundleIdentifier: …)`: another app.
                    if let value, OtherApplications.makesOne(value) { return false }
                    return binding.type?.baseName == "XCUIApplication"
                }
            }
        }
        return nil
    }

    /// `app`, `self.app`, `XCUIApplication()`: how the message names the app.
    private func text(of expr: Expr) -> String {
        switch expr.kind {
        case .identifier(let name): return name
        case .member(let name, let base):
            if case .identifier(let baseName) = base.kind { return "\(baseName).\(name)" }
            return "self.\(name)"
        case .implicitMember(let name): return "self.\(name)"
        case .call(let callee, _, _):
            if case .identifier("XCUIApplication") = callee.kind { return "XCUIApplication()" }
            return (ConstantTable.referencePath(callee) ?? "app") + "()"   // `Application.launch()`
        default: return "app"
        }
    }
}
