import KassiosModel
import KassiosSyntax

/// A concrete screen must say which elements prove it has loaded.
public struct MissingOnLoadRule: Rule {
    public static let description = RuleDescription(
        identifier: "missing-onload",
        name: "Missing onLoad",
        summary: "A concrete screen neither declares nor inherits a non-empty onLoad (or its dialect's equivalent), or it is empty on some path.",
        rationale: """
        onLoad lists the elements that prove a screen is on display. onScreen(X.self) waits for them, so a test \
        that lands on the wrong screen fails right there, naming the screen. Without them it fails later, on the \
        first element it cannot find, on a line that says nothing about navigation. The same holds for \
        Automattic's ScreenObject (the getters passed as expectedElementGetters, or the one passed as expectedElementGetter), \
        for other bases of its dialect (the elements passed to super.init, as in super.init(element: continueButton)) and for \
        robots (a load check such as assertVisible(), their own or one a base class or protocol declares for them, that must \
        assert one of their elements: a dropped result, XCTAssertNotNil of a query, or a check run only if the element is there \
        proves nothing). A robot with no element that only launches the app or hands out other robots needs none.
        """,
        defaultSeverity: .error,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                override var onLoad: [KassElement] { [email] }
            }
            """,
            """
            class BaseScreen: KassScreen {
                func dismissKeyboard() {}
            }
            final class HomeScreen: BaseScreen {
                lazy var balance = staticText("home.balance")
                override var onLoad: [KassElement] { return [balance] }
            }
            """,
            """
            class FlowScreen: KassScreen {
                lazy var title = staticText("flow.title")
                override var onLoad: [KassElement] { [title] }
            }
            final class StepScreen: FlowScreen {
                lazy var next = button("flow.next")
            }
            final class LastStepScreen: FlowScreen {
                lazy var done = button("flow.done")
                override var onLoad: [KassElement] { super.onLoad + [done] }
            }
            """,
            """
            final class CardsScreen: KassScreen {
                lazy var list = table("cards.list")
                lazy var debugBanner = staticText("cards.debug")
                override var onLoad: [KassElement] {
                    #if DEBUG
                    return [list, debugBanner]
                    #else
                    return [list]
                    #endif
                }
            }
            """,
            """
            protocol KassScreen {}
            struct NotAScreen: KassScreen {}
            """,
            """
            final class OnboardingFlow: KassScreen {
                static func skip(app: XCUIApplication) -> HomeScreen { app.buttons["onboarding.skip"].tap(); return HomeScreen() }
            }
            """,
            """
            final class PostsScreen: ScreenObject {
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [{ $0.tables["posts.list"] }], app: app)
                }
            }
            """,
            """
            class LegacyScreen {
                init(element: XCUIElement) {}
            }
            final class PrologueScreen: LegacyScreen {
                let continueButton: XCUIElement
                init() {
                    continueButton = XCUIApplication().buttons["prologue.continue"]
                    super.init(element: continueButton)
                }
            }
            final class ScanScreen: LegacyScreen {
                init() {
                    super.init(element: XCUIApplication().otherElements.firstMatch)
                }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class ↓ReceiptScreen: KassScreen {
                lazy var total = staticText("receipt.total")
            }
            """,
            """
            class BaseScreen: KassScreen {}
            final class ↓SupportScreen: BaseScreen {
                lazy var send = button("support.send")
            }
            final class FaqScreen: BaseScreen {
                lazy var list = table("faq.list")
                override var onLoad: [KassElement] { [list] }
            }
            """,
            """
            final class ↓BetaScreen: KassScreen {
                lazy var toggle = switchControl("beta.toggle")
                override var onLoad: [KassElement] {
                    #if DEBUG
                    return [toggle]
                    #else
                    return []
                    #endif
                }
            }
            """,
            """
            final class ↓EmptyScreen: KassScreen {
                override var onLoad: [KassElement] { [] }
            }
            """,
            """
            extension Flows {
                final class ↓PinScreen: KassScreen {
                    lazy var pad = other("pin.pad")
                }
            }
            """,
            """
            final class ↓DraftsScreen: ScreenObject {
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [], app: app)
                }
            }
            """,
            """
            class LegacyScreen {
                init(element: XCUIElement?, app: XCUIApplication) {}
            }
            final class ↓SettingsScreen: LegacyScreen {
                let app = XCUIApplication()
                init() {
                    super.init(element: nil, app: app)
                }
            }
            """,
        ],
        // A base of the screen-object dialect that takes the elements themselves, as WordPress's older BaseScreen.
        exampleConfiguration: "screens:\n  dialects: { LegacyScreen: screen-object }\n")

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        let screensByName = Dictionary(project.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var memo: [String: Bool] = [:]

        /// Whether the screen declares or inherits an onLoad that lists something on at least one path.
        func hasUsableOnLoad(_ name: String, depth: Int = 0) -> Bool {
            if let known = memo[name] { return known }
            guard depth < 64, let screen = screensByName[name] else { return false }
            let result: Bool
            switch screen.onLoad {
            case .none:
                result = screen.ancestors.first.map { hasUsableOnLoad($0, depth: depth + 1) } ?? false
            case .declared(let paths, _, _):
                let superUsable = screen.ancestors.first.map { hasUsableOnLoad($0, depth: depth + 1) } ?? false
                result = paths.contains { !$0.isEmpty(superIsEmpty: !superUsable) }
            }
            memo[name] = result
            return result
        }

        var findings: [Finding] = []
        let namespaces = MissingOnLoadRule.namespacesOfStaticHelpers(in: project)
        for screen in project.screens where !screen.isAbstract && !namespaces.contains(screen.name)
            && !MissingOnLoadRule.isALauncher(screen, in: project) {
            let takesGetters = screen.dialect == .screenObject && MissingOnLoadRule.takesGetters(screen, in: project)
            switch screen.onLoad {
            case .none:
                guard !hasUsableOnLoad(screen.name) else { continue }
                findings.append(finding(file: screen.file, at: screen.location,
                                        MissingOnLoadRule.missingMessage(for: screen, takesGetters: takesGetters, in: project), screen: screen.name))
            case .declared(let paths, _, _):
                let superUsable = screen.ancestors.first.map { hasUsableOnLoad($0) } ?? false
                // infection's `allCells.firstMatch.waitForExistence(…)`, `allCells` being `app.collectionViews.cells`.
                if screen.dialect == .robot, paths.count == 1, !paths[0].isOpaque, !paths[0].includesSuper, !paths[0].elements.isEmpty,
                   let queries = MissingOnLoadRule.queriesByTypeAlone(paths[0].elements, of: screen, in: project),
                   !MissingOnLoadRule.checkSaysWhich(of: screen, in: project) {
                    var named: [String] = []
                    for (element, query) in zip(paths[0].elements, queries) where !named.contains("\(element) (\(query))") {
                        named.append("\(element) (\(query))")
                    }
                    findings.append(finding(file: screen.file, at: screen.location, """
                        \(screen.name)'s load check waits only for \(named.joined(separator: ", ")), found by type alone, which any screen with one \
                        passes, so it proves nothing about being on \(screen.name); \(MissingOnLoadRule.advice(for: screen, takesGetters: false))
                        """, screen: screen.name))
                    continue
                }
                guard let empty = paths.first(where: { $0.isEmpty(superIsEmpty: !superUsable) }) else { continue }
                let what: String
                switch screen.dialect {
                case .kassios: what = "\(screen.name)'s onLoad"
                case .screenObject where takesGetters: what = "the expectedElementGetters \(screen.name) passes to \(screen.root)"
                case .screenObject: what = "what \(screen.name) passes to \(screen.root).init"
                case .robot: what = "\(screen.name)'s load check"
                }
                if screen.dialect == .robot, paths.count == 1, let check = MissingOnLoadRule.checkDroppingItsWait(for: screen, in: project) {
                    findings.append(finding(file: screen.file, at: screen.location, """
                        \(screen.name)'s load check \(check)() waits for an element but drops the result, so it proves nothing \
                        about being on \(screen.name); assert the wait, e.g. \(MissingOnLoadRule.waitAssertion(for: screen))
                        """, screen: screen.name))
                    continue
                }
                // gem's `checkScene()` waiting for `stateButton`, which `extension Robot` declares for every robot.
                if screen.dialect == .robot, paths.count == 1, let shared = MissingOnLoadRule.rootElementsWaitedFor(by: screen, in: project) {
                    findings.append(finding(file: screen.file, at: screen.location, """
                        \(screen.name)'s load check waits only for \(shared.joined(separator: ", ")), which \(screen.root) declares for every \
                        robot, so it proves nothing about being on \(screen.name); \(MissingOnLoadRule.advice(for: screen, takesGetters: false))
                        """, screen: screen.name))
                    continue
                }
                let reason = paths.count == 1
                    ? "\(what) \(screen.dialect == .robot ? "asserts no element" : "is empty")"
                    : "\(what) is empty on the path at line \(empty.location.line)"
                findings.append(finding(file: screen.file, at: screen.location, """
                    \(reason), so on that path it proves nothing about being on \(screen.name); \(MissingOnLoadRule.advice(for: screen, takesGetters: takesGetters))
                    """, screen: screen.name))
            }
        }
        return findings
    }

    /// The queries that find `elements`, the load check's, when each is found by its type alone
    /// (`app.collectionViews.cells`, `app.windows.firstMatch`, `app.tables.cells.element(boundBy: 0)`):
    /// the app, collections and picks by position, with no identifier, label or predicate; nil when one
    /// of them says which element it is, is found otherwise, or is of a kind that carries no identifier
    /// of the app's (`webViews`, `alerts`).
    static func queriesByTypeAlone(_ elements: [String], of screen: Screen, in project: Project) -> [String]? {
        var queries: [String] = []
        for name in elements {
            var value: Expr?
            var file: SourceFile?
            search: for type in [screen.name] + screen.ancestors {
                guard let info = project.index.types[type] else { continue }
                // A class under the one that declares it may give it its own query in its `init`
                // (`root = app.otherElements["home.view"]` after `super.init`): the nearest one counts.
                if let given = LoadCheckNames.valueGivenInInitializer(to: name, in: info), let declaring = info.primary?.file {
                    value = given
                    file = declaring
                    break search
                }
                for member in info.members {
                    guard case .variable(let variable) = member.value, variable.bindings.binds(name) else { continue }
                    variable.bindings.forEach { binding in
                        if binding.name == name, value == nil { value = binding.storedOrReturnedValue.map(ElementQueries.unwrappingGetter) }
                    }
                    // Given its query in `init` (Gini's `firstExtractionCell = app.cells.firstMatch`).
                    if value == nil { value = LoadCheckNames.valueGivenInInitializer(to: name, in: info) }
                    file = member.file
                    break search
                }
            }
            guard let value, let file, isFoundByTypeAlone(value) else { return nil }
            queries.append(String(decoding: file.bytes[value.location.offset..<min(value.endOffset, file.bytes.count)], as: UTF8.self))
        }
        return queries
    }

    private static func isFoundByTypeAlone(_ expr: Expr) -> Bool {
        var current = expr.unwrapped
        var throughACollection = false
        for _ in 0..<16 {
            switch current.kind {
            case .identifier("app"):
                return throughACollection
            case .member(let name, let base):
                if name == "app" && ScopedWalker.isSelf(base) { return throughACollection }
                // What carries no identifier of the app's (`app.webViews.firstMatch` of SFSafariViewController, an alert) is
                // found as it can be.
                if ElementQueries.unidentifiable.contains(name) { return false }
                if ElementQueries.collections[name] != nil {
                    throughACollection = true
                } else if name != "firstMatch" {
                    return false
                }
                current = base.unwrapped
            case .call(let callee, let arguments, let closures):
                guard closures.isEmpty else { return false }
                if case .identifier("XCUIApplication") = callee.kind { return arguments.isEmpty && throughACollection }
                guard case .member(let name, let base) = callee.kind else { return false }
                switch name {
                case "descendants", "children":
                    // `descendants(matching: .any)`: a type, not an identifier.
                    guard arguments.count == 1, case .implicitMember = arguments[0].value.kind else { return false }
                    throughACollection = true
                case "element" where arguments.count == 1 && arguments[0].label == "boundBy":
                    break
                default:
                    return false
                }
                current = base.unwrapped
            default:
                return false
            }
        }
        return false
    }

    /// The screens that declare no element and nothing but static members (TrialTask's `class
    /// HomeScreen: Screen { static func loginIfNeeded(…) -> UsersListScreen }`), and that the code
    /// never makes: namespaces of helpers that no test lands on. A type with an instance member or an
    /// initializer of its own, with no member at all (a stub still to fill in), or that the code
    /// makes (`AboutScreen()`, `AboutScreen.init(…)`) is a screen.
    static func namespacesOfStaticHelpers(in project: Project) -> Set<String> {
        let candidates = project.screens.filter { holdsOnlyStaticDeclarations($0, in: project) }
        guard !candidates.isEmpty else { return [] }
        let simpleNames = Set(candidates.map { project.index.types[$0.name]?.name ?? $0.name })
        var made: Set<String> = []
        for file in project.files {
            SyntaxTraversal.forEachExpression(in: file.declarations) { expr in
                guard case .call(let callee, _, _) = expr.kind else { return }
                switch callee.kind {
                case .identifier(let name) where simpleNames.contains(name): made.insert(name)
                case .member("init", let base):
                    if case .identifier(let name) = base.kind, simpleNames.contains(name) { made.insert(name) }
                default: break
                }
            }
        }
        return Set(candidates.filter { !made.contains(project.index.types[$0.name]?.name ?? $0.name) }.map(\.name))
    }

    /// A robot that only starts the app (Flix's `class AppRobot: Robot { func launchApp() -> MainRobot {
    /// app.launch(); return MainRobot() } }`), or only hands out the robots of the screens (Wikipedia's
    /// `WikipediaAppRobot`, launched by a helper of `XCTestCase`, with `var explore: ExploreRobot`): no
    /// element of its own or inherited, none found in place, and a method that launches or a method or
    /// property that returns another screen. It is no screen a test lands on, so it has nothing to wait for.
    static func isALauncher(_ screen: Screen, in project: Project) -> Bool {
        guard screen.dialect == .robot, screen.elements.isEmpty,
              screen.ancestors.allSatisfy({ project.elementsByType[$0]?.isEmpty ?? true }),
              let type = project.index.types[screen.name] else { return false }
        var launches = false
        var queries = false   // an element found in place (`app.textFields["login.email"].tap()`): a screen after all
        // A call of anything but a type's initializer or the app's own (`button(id).tap()` of a framework's
        // builders, a base's `tapButton("id")`): the robot does something on a screen of its own.
        var acts = false
        SyntaxTraversal.forEachExpression(in: type.members.map(\.value)) { expr in
            switch expr.kind {
            case .call(let callee, _, _) where callee.memberName == "launch": launches = true
            case .call(let callee, _, _):
                switch callee.kind {
                case .identifier(let name): if !(name.first?.isUppercase ?? false) { acts = true }
                case .member(let name, _): if !["launch", "terminate", "activate", "init"].contains(name) { acts = true }
                default: acts = true
                }
            case .member(let name, _) where ElementQueries.collections[name] != nil: queries = true
            default: break
            }
        }
        return (launches || (!acts && handsOutScreens(type, besides: screen.name, in: project))) && !queries
    }

    /// Whether a method or computed property of the type returns another screen (`var explore:
    /// ExploreRobot { ExploreRobot(app: app) }`, `func openSettings() -> SettingsRobot`).
    private static func handsOutScreens(_ type: TypeInfo, besides name: String, in project: Project) -> Bool {
        let returned = type.members.flatMap { member -> [TypeSyntax] in
            switch member.value {
            case .function(let function) where function.kind == .function: return function.returnType.map { [$0] } ?? []
            case .variable(let variable):
                var types: [TypeSyntax] = []
                variable.bindings.forEach { binding in if binding.getter != nil, let type = binding.type { types.append(type) } }
                return types
            default: return []
            }
        }
        guard !returned.isEmpty else { return false }
        let screens = Set(project.screens.map(\.name))
        return returned.contains { written in
            guard let target = project.index.resolveType(written.baseName, from: type.qualifiedName)?.qualifiedName else { return false }
            return target != name && screens.contains(target)
        }
    }

    /// Whether a screen declares no element and at least one member, all static.
    static func holdsOnlyStaticDeclarations(_ screen: Screen, in project: Project) -> Bool {
        guard screen.elements.isEmpty, let type = project.index.types[screen.name] else { return false }
        var holdsStatic = false
        for member in type.members {
            switch member.value {
            case .function(let function):
                guard function.header.isStatic else { return false }
            case .variable(let variable):
                guard variable.header.isStatic else { return false }
            default:
                continue
            }
            holdsStatic = true
        }
        return holdsStatic
    }

    /// Whether a screen-object screen's root takes getters (Automattic's ScreenObject) rather than
    /// the elements themselves. Up the chain from the root: the first class the files declare with
    /// designated initializers of its own (which are all a subclass inherits) decides by their
    /// labels (`expectedElementGetters:`); past the declared ones, an undeclared `ScreenObject`.
    static func takesGetters(_ screen: Screen, in project: Project) -> Bool {
        guard let lowest = project.index.types[screen.ancestors.last ?? screen.name] else { return false }
        let above = lowest.initializersAbove()
        guard !above.designated.isEmpty else { return above.undeclared?.baseName == "ScreenObject" }
        return above.designated.contains { $0.parameters.contains { ScreenDialect.getterLabels.contains($0.label ?? "") } }
    }

    /// What to do about an empty or missing load check, as the screen's dialect declares one.
    static func advice(for screen: Screen, takesGetters: Bool) -> String {
        switch screen.dialect {
        case .kassios:
            return candidates(for: screen)
        case .screenObject where takesGetters:
            return "pass getters of elements that prove it loaded, e.g. super.init(expectedElementGetters: [{ $0.buttons[\"…\"] }], app: app)"
        case .screenObject:
            return "pass the element that proves it loaded (or its getter, whichever \(screen.root).init takes)"
                + (identifiedElements(of: screen).first.map { ", e.g. \($0)" } ?? "")
        case .robot:
            return "reference an element in it, e.g. \(waitAssertion(for: screen))"
        }
    }

    static func missingMessage(for screen: Screen, takesGetters: Bool, in project: Project) -> String {
        switch screen.dialect {
        case .kassios:
            return """
                \(screen.name) has no onLoad, so a test that lands on another screen fails later on an unrelated \
                line instead of at onScreen(\(screen.name).self); \(candidates(for: screen))
                """
        case .screenObject where takesGetters:
            return """
                \(screen.name) passes no expectedElementGetters to \(screen.root).init, so nothing checks that the \
                screen is shown before a test uses it; \(advice(for: screen, takesGetters: true))
                """
        case .screenObject:
            return """
                \(screen.name) passes no element to \(screen.root).init, so nothing checks that the screen is shown \
                before a test uses it; \(advice(for: screen, takesGetters: false))
                """
        case .robot:
            let unnamed = checkNotNamed(for: screen, in: project).map { check in
                // One that drops what it waits for would be refused once named (MovieSwift's `_ = searchField.waitForExistence(…)`).
                checkDroppingItsWait(for: screen, named: [check], in: project) != nil
                    ? "; \(check)() waits but drops the result: if it is its load check, assert the wait and name it in the configuration's robots: load_checks"
                    : "; if \(check)() is its load check, name it in the configuration's robots: load_checks"
            } ?? ""
            // An enum without cases has no instance to call a check on (a static-enum page).
            let declaration = project.index.types[screen.name]?.cannotBeMade == true ? "static func" : "func"
            // Named as the configuration's load checks are: a `robots: load_checks` list replaces the
            // defaults, and a check named otherwise would not count.
            let name = project.configuration.robotLoadChecks.first ?? "assertVisible"
            return """
                \(screen.name) has no load check that references an element, so a test that lands elsewhere fails \
                on an unrelated line; add e.g. \(declaration) \(name)() { \(waitAssertion(for: screen)) }\(unnamed)
                """
        }
    }

    /// A method of the robot, or of a class between it and its root, named as a check is
    /// (`verify()`, `isDisplayed()`, `waitUntilMenuIsLoaded()`, `verifyScreenDisplayed()`), with no
    /// parameter the caller must give, and that calls something but taps or types nothing: the load
    /// check a suite may have under a name `robots: load_checks` does not list. The nearest first; nil for none.
    static func checkNotNamed(for screen: Screen, in project: Project) -> String? {
        for name in [screen.name] + screen.ancestors {
            guard let type = project.index.types[name] else { continue }
            for check in LoadCheckNames.checks(declaredBy: type) where !leadsToAnotherType(check.name, in: type, project: project) {
                // One that taps or types is an action that checks where it leads (BikeIndex's
                // `checkWhatToDoPageLoads()` taps, checks a web page and goes back), not a load check.
                // One that compares frames and waits for nothing checks the layout, whatever it is called.
                var calls = false
                var acts = false
                var readsFrames = false
                var waits = false
                SyntaxTraversal.forEachExpression(in: check.body) { expr in
                    if expr.memberName == "frame" { readsFrames = true }
                    if expr.memberName == "exists" { waits = true }
                    guard case .call(let callee, _, _) = expr.kind else { return }
                    calls = true
                    if let name = callee.memberName, ElementQueries.interactions.contains(name) { acts = true }
                    if callee.memberName == "waitForExistence" { waits = true }
                }
                if calls && !acts && (!readsFrames || waits) { return check.name }
            }
        }
        return nil
    }

    /// The robot's load check (of `names`, the configuration's by default), of it or a class between it
    /// and its root, nearest first, when it waits for an element only to drop the result
    /// (`LoadCheckNames.dropsItsWait`); nil for none such.
    /// The elements of the robot root (its own, or its extensions') that the robot's load check names, when
    /// it names no other: what every robot has proves nothing about one of them. Nil when it names none.
    static func rootElementsWaitedFor(by screen: Screen, in project: Project) -> [String]? {
        let shared = Set((project.elementsByType[screen.root] ?? []).map(\.name))
        guard !shared.isEmpty, let body = loadCheckBody(of: screen, in: project) else { return nil }
        var named: [String] = []
        // What it asserts is gone is no wait for it (`XCTAssertFalse(stateButton.exists)`, `waitForNonExistence`).
        var gone = false
        SyntaxTraversal.forEachExpression(in: body.filter { !LoadCheckNames.assertsAbsence($0) }) { expr in
            if case .call(let callee, _, _) = expr.kind, callee.memberName == "waitForNonExistence" { gone = true }
            switch expr.kind {
            case .identifier(let identifier) where shared.contains(identifier) && !named.contains(identifier):
                named.append(identifier)
            case .member(let member, let base) where ScopedWalker.isSelf(base) && shared.contains(member) && !named.contains(member):
                named.append(member)
            default:
                break
            }
        }
        return named.isEmpty || gone ? nil : named
    }

    /// The body of the robot's load check, as configured or as the suite names it: its own, or the
    /// nearest class's above it; nil for none.
    static func loadCheckBody(of screen: Screen, in project: Project) -> [Stmt]? {
        let wanted = project.configuration.robotLoadChecks + (screen.loadCheckName.map { [$0] } ?? [])
        for name in [screen.name] + screen.ancestors {
            guard let type = project.index.types[name] else { continue }
            for member in type.members {
                if case .function(let function) = member.value, wanted.contains(function.name), let body = function.body { return body }
            }
        }
        return nil
    }

    /// Whether the load check says which element it waits for in another way than the elements it names:
    /// a query by key in place (`app.navigationBars["Inbox"]`), a narrower query (`table.cells["…"]`,
    /// `matching(identifier:)`), or what it reads of one (`collection.identifier`, `.label`).
    static func checkSaysWhich(of screen: Screen, in project: Project) -> Bool {
        guard var body = loadCheckBody(of: screen, in: project) else { return false }
        // What its initializers wait for counts too (`init` asserting `app.navigationBars["List"]` exists).
        for name in [screen.name] + screen.ancestors {
            for member in project.index.types[name]?.members ?? [] {
                // Its waits and assertions, not the queries it gives the elements (`total = app.staticTexts["…"]`).
                if case .function(let function) = member.value, function.kind == .initializer {
                    body += (function.body ?? []).filter { statement in
                        if case .expression(let expr) = statement, Assignment(expr) != nil { return false }
                        return true
                    }
                }
            }
        }
        var says = false
        SyntaxTraversal.forEachExpression(in: body) { expr in
            switch expr.kind {
            // Of a query (`app.navigationBars["List"]`, `table.cells["row"]`), not a dictionary (`timeouts["long"]`).
            case .subscript(let base, _) where LoadCheckNames.reachesACollection(base): says = true
            case .member(let name, _) where LoadCheckNames.attributesThatSayWhich.contains(name): says = true
            case .call(let callee, let arguments, _):
                if let name = callee.memberName, name == "matching" || name == "containing"
                    || (name == "element" && arguments.first?.label == "matching") { says = true }
            default: break
            }
        }
        return says
    }

    static func checkDroppingItsWait(for screen: Screen, named names: [String]? = nil, in project: Project) -> String? {
        let wanted = names ?? project.configuration.robotLoadChecks
        for name in [screen.name] + screen.ancestors {
            guard let type = project.index.types[name] else { continue }
            for member in type.members {
                guard case .function(let function) = member.value, wanted.contains(function.name),
                      function.parameters.allSatisfy({ $0.defaultValue != nil }), function.body != nil else { continue }
                return LoadCheckNames.dropsItsWait(function) ? function.name : nil
            }
        }
        return nil
    }

    /// Whether the method hands back another type of the suite (GOV.UK's `LoadingScreen.waitForHomeScreen()
    /// -> HomeScreen`): it waits for where the screen leads, not for the screen itself.
    static func leadsToAnotherType(_ name: String, in type: TypeInfo, project: Project) -> Bool {
        for member in type.members {
            guard case .function(let function) = member.value, function.name == name, let returned = function.returnType else { continue }
            let base = returned.baseName
            if base == "Self" || base == type.name || base == type.qualifiedName { return false }
            return project.index.resolveType(base, from: type.qualifiedName) != nil
        }
        return false
    }

    /// The screen's elements that could prove it loaded (no parameters, an identifier known before
    /// the run), as an instance member of the screen names them: `title`, `getExploreView()`,
    /// `Self.searchField()`.
    /// Elements declared optional come last: a suggestion names one only when there is no other.
    static func identifiedElements(of screen: Screen) -> [String] {
        identified(screen).map(\.referenceFromInstance)
    }

    private static func identified(_ screen: Screen) -> [Element] {
        let identified = screen.elements.filter { $0.parameters.isEmpty && $0.identifier?.isRuntime == false }
        return identified.filter { !$0.isOptional } + identified.filter(\.isOptional)
    }

    /// The assertion a suggested load check makes: it waits for the screen's first identified
    /// element, unwrapped when declared optional (`XCTAssert(title?.waitForExistence(timeout: 5) == true)`
    /// compiles where `title.waitForExistence` does not), its first match when it is a query
    /// (`Self.cells.firstMatch`), or for a placeholder query.
    static func waitAssertion(for screen: Screen) -> String {
        guard let element = identified(screen).first else {
            return "XCTAssert(\(placeholderElement).waitForExistence(timeout: 5))"
        }
        // A query has no `waitForExistence`: its first match does.
        let firstMatch = element.isQuery ? "firstMatch." : ""
        if element.isOptional {
            return "XCTAssert(\(element.referenceFromInstance)?.\(firstMatch)waitForExistence(timeout: 5) == true)"
        }
        return "XCTAssert(\(element.referenceFromInstance).\(firstMatch)waitForExistence(timeout: 5))"
    }

    /// What a suggested check waits for when the screen has no identified element of its own to name
    /// (Challenge's robots find theirs in locals): a query written out, rather than a made-up name that
    /// reads as one of the screen's.
    static let placeholderElement = "app.otherElements[\"…\"]"

    /// "list the elements that prove it loaded, e.g. email, submit".
    static func candidates(for screen: Screen) -> String {
        // An optional one is unwrapped: `[title!]` is a `[KassElement]`, `[title]` is not.
        let names = identified(screen).prefix(3).map { $0.referenceFromInstance + ($0.isOptional ? "!" : "") }
        if names.isEmpty { return "declare an identified element that proves it loaded and list it in onLoad" }
        return "list the elements that prove it loaded, e.g. override var onLoad: [KassElement] { [\(names.joined(separator: ", "))] }"
    }
}
