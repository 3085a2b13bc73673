import KassiosModel
import KassiosSyntax

/// How one function launches the app: KassiOS's `launch(arguments:environment:)`, or
/// `app.launchArguments += […]`, `app.launchEnvironment["K"] = "v"` and `app.launch()`,
/// and the deep links it opens (`app.open(URL(string: "finch://…")!)`).
/// The application's methods that launch it: XCUITest's `launch()`, and SBTUITestTunnel's
/// `launchTunnel(withOptions:startupBlock:)` (HackersUITests), which launches as it does.
public enum ApplicationLaunch {
    public static let methods: Set<String> = ["launch", "launchTunnel"]
}

struct LaunchReader {

    /// Where the function first launches the app; nil when it does not.
    private(set) var launchLocation: SourceLocation?
    private(set) var configuration = LaunchConfiguration()

    /// `otherApps`: properties of the function's type that hold another app (`let settings =
    /// XCUIApplication(bundleIdentifier: "com.apple.Preferences")`), whose launch is none of the app's.
    /// `factory`: what a factory of the suite that makes the app sets before it is launched
    /// (`XCUIApplication.testable()`, whose body sets `launchArguments`), for a call of one; nil for any
    /// other value. An app made by one and launched here is launched with those settings first.
    init(body: [Stmt], file: SourceFile, otherApps: Set<String> = [], factory: (Expr) -> LaunchConfiguration? = { _ in nil }) {
        let statements = LaunchReader.flattened(body)
        // Local dictionaries and arrays a launch call may pass by name.
        var locals: [String: (value: Expr, statement: Stmt)] = [:]
        for statement in statements {
            guard case .declaration(.variable(let variable)) = statement else { continue }
            for binding in variable.bindings {
                if let name = binding.name, let value = binding.initializer { locals[name] = (value, statement) }
            }
        }
        var usedLocals: Set<String> = []
        var code: [(offset: Int, text: String)] = []
        // Calls on locals (`environment.merge(extra)`, `app.configure(…)`): launch code only if
        // the launch passes the local, or is called on it.
        var localChanges: [(local: String, offset: Int, text: String)] = []
        var launchedLocals: [String: Int] = [:]   // the local an app launched from, and where it was
        // The apps a factory of the suite made (`let app = XCUIApplication.testable()`, `app = .testable()`),
        // by the name that holds them: what the factory set, and the statement that called it.
        var made: [String: (settings: LaunchConfiguration, offset: Int, text: String)] = [:]
        for statement in statements {
            if case .declaration(.variable(let variable)) = statement {
                for binding in variable.bindings {
                    guard let name = binding.name, let value = binding.initializer, let settings = factory(value) else { continue }
                    made[name] = (settings, variable.location.offset, LaunchReader.declarationText(variable, through: value, in: file))
                }
                continue
            }
            guard case .expression(let raw) = statement else { continue }
            let expr = SourceText.unwrapped(raw)
            if case .sequence(let parts) = expr.kind, parts.count >= 3, case .binaryOperator(let op) = parts[1].kind,
               op == "=" || op == "+=" {
                // An assignment binds loosest: `args += ["-a"] + extra` assigns all that follows.
                let value = parts.count == 3 ? parts[2] : Expr(.sequence(Array(parts[2...])), at: parts[2].location, end: expr.endOffset, beside: expr)
                if readAssignment(target: parts[0], value: value, replaces: op == "=", file: file) {
                    code.append((expr.location.offset, SourceText.of(expr, in: file)))
                } else if op == "=", let name = LaunchReader.assignedName(parts[0]), let settings = factory(value) {
                    made[name] = (settings, expr.location.offset, SourceText.of(expr, in: file))
                }
                continue
            }
            let chain = CallChain(expr)
            let name = chain.steps.last?.name ?? chain.rootCallName
            guard let name else { continue }
            let arguments = chain.steps.last?.arguments ?? LaunchReader.rootArguments(chain)
            switch name {
            case _ where ApplicationLaunch.methods.contains(name)
                && (LaunchReader.launchesAnotherApp(chain, locals: locals) || LaunchReader.isOnProperty(chain, in: otherApps)):
                continue   // `XCUIApplication(bundleIdentifier: "com.apple.springboard").launch()`
            case _ where ApplicationLaunch.methods.contains(name):
                if launchLocation == nil { launchLocation = expr.location }
                // What the factory that made the app set comes first: the launch's own arguments are added to it.
                if let holder = LaunchReader.holderName(chain), let factoryMade = made.removeValue(forKey: holder) {
                    configuration.arguments = factoryMade.settings.arguments + configuration.arguments
                    configuration.environment = factoryMade.settings.environment + configuration.environment
                    code.append((factoryMade.offset, factoryMade.text))
                }
                // What was done to the application before it launched is part of its launch.
                if let root = chain.rootName, locals[root] != nil { launchedLocals[root] = expr.location.offset }
                for argument in arguments {
                    var value = argument.value
                    if case .identifier(let local) = value.kind, let known = locals[local] {
                        value = known.value
                        usedLocals.insert(local)
                    }
                    if argument.label == "arguments" { configuration.arguments += LaunchReader.strings(value, in: file) }
                    if argument.label == "environment" { configuration.environment += LaunchReader.entries(value, in: file) }
                }
                code.append((expr.location.offset, SourceText.of(expr, in: file)))
            case "append" where chain.steps.dropLast().last?.name == "launchArguments":
                configuration.arguments += arguments.flatMap { LaunchReader.strings($0.value, in: file) }
                code.append((expr.location.offset, SourceText.of(expr, in: file)))
            case "open":
                if let link = arguments.lazy.compactMap({ LaunchReader.urlLiteral(in: $0.value) }).first {
                    configuration.deepLinks.append(link)
                    code.append((expr.location.offset, SourceText.of(expr, in: file)))
                }
            default:
                // `environment.merge(extra) { … }`: a change to a local the launch passes.
                if let root = chain.rootName, locals[root] != nil, chain.steps.count == 1 {
                    localChanges.append((root, expr.location.offset, SourceText.of(expr, in: file)))
                }
            }
        }
        for change in localChanges where usedLocals.contains(change.local) || change.offset < launchedLocals[change.local] ?? 0 {
            code.append((change.offset, change.text))
        }
        for name in usedLocals {
            guard let local = locals[name], case .declaration(.variable(let variable)) = local.statement else { continue }
            code.append((variable.location.offset, LaunchReader.declarationText(variable, through: local.value, in: file)))
        }
        configuration.code = code.sorted { $0.offset < $1.offset }.map(\.text)
    }

    /// `app.launchArguments += […]`, `app.launchEnvironment["K"] = v`, `app.launchEnvironment = […]`.
    private mutating func readAssignment(target: Expr, value: Expr, replaces: Bool, file: SourceFile) -> Bool {
        switch target.kind {
        case .member("launchArguments", _), .implicitMember("launchArguments"):
            if replaces { configuration.arguments = [] }
            configuration.arguments += LaunchReader.strings(value, in: file)
            return true
        case .member("launchEnvironment", _), .implicitMember("launchEnvironment"):
            if replaces { configuration.environment = [] }
            configuration.environment += LaunchReader.entries(value, in: file)
            return true
        case .subscript(let base, let keys):
            guard base.memberName == "launchEnvironment", let key = keys.first?.value else { return false }
            configuration.environment.append(EnvironmentEntry(key: LaunchReader.describe(key, in: file),
                                                              value: LaunchReader.describe(value, in: file)))
            return true
        default:
            return false
        }
    }

    /// `let app = XCUIApplication.testable()`: a local's declaration up to the end of its value, whitespace collapsed.
    static func declarationText(_ variable: VariableDecl, through value: Expr, in file: SourceFile) -> String {
        SourceText.collapsed(file.bytes[variable.location.offset..<value.endOffset])
    }

    /// `app` of `app = …` and of `self.app = …`.
    static func assignedName(_ target: Expr) -> String? {
        switch target.kind {
        case .identifier(let name): return name
        case .member(let name, let base) where ScopedWalker.isSelf(base): return name
        default: return nil
        }
    }

    /// The name that holds the app a launch is called on: `app` of `app.launch()` and `self.app.launch()`.
    static func holderName(_ chain: CallChain) -> String? {
        if chain.rootName == "self", let first = chain.steps.first, !first.isCall { return first.name }
        return chain.steps.count == 1 ? chain.rootName : nil
    }

    /// A launch of an application made with a bundle identifier (the springboard, Safari),
    /// in place or through a local: not the app under test.
    static func launchesAnotherApp(_ chain: CallChain, locals: [String: (value: Expr, statement: Stmt)]) -> Bool {
        if let name = chain.rootName, let local = locals[name] { return OtherApplications.makesOne(local.value) }
        return OtherApplications.makesOne(chain.root)
    }

    /// `settings.launch()`, `self.settings.launch()` with `settings` one of `properties`.
    static func isOnProperty(_ chain: CallChain, in properties: Set<String>) -> Bool {
        guard !properties.isEmpty, let root = chain.rootName else { return false }
        if root == "self", let first = chain.steps.first, !first.isCall { return properties.contains(first.name) }
        return properties.contains(root)
    }

    /// The stored properties of `types` that hold another app (`OtherApplications`).
    static func otherApps(in types: [TypeInfo]) -> Set<String> {
        var names: Set<String> = []
        for type in types {
            for member in type.members {
                guard case .variable(let variable) = member.value else { continue }
                variable.bindings.forEach { binding in
                    if let name = binding.name, let value = binding.initializer, OtherApplications.makesOne(value) { names.insert(name) }
                }
            }
        }
        return names
    }

    /// `XCUIApplication()`: the application under test, made in place.
    static func isTheAppUnderTest(_ expr: Expr) -> Bool {
        guard case .call(let callee, let arguments, _) = expr.unwrapped.kind, case .identifier("XCUIApplication") = callee.kind else { return false }
        return arguments.isEmpty
    }

    static func rootArguments(_ chain: CallChain) -> ArgumentList {
        if case .call(_, let arguments, _) = chain.root.kind { return arguments }
        return []
    }

    /// Statements in order, `do` bodies included (they run unconditionally).
    static func flattened(_ body: [Stmt]) -> [Stmt] {
        var result: [Stmt] = []
        for statement in body {
            if case .do(let block) = statement {
                result += flattened(block.body)
            } else if let steps = reportStepBody(statement) {
                result += flattened(steps)
            } else {
                result.append(statement)
            }
        }
        return result
    }

    /// The statements of a report step, which run in place: Yandex's `step("Launch app") { app.launch() }`,
    /// `XCTContext.runActivity(named: "…") { _ in … }`, as the test's reader walks them; nil for any
    /// other statement.
    static func reportStepBody(_ statement: Stmt) -> [Stmt]? {
        guard case .expression(let raw) = statement, case .call(let callee, let arguments, let closures) = SourceText.unwrapped(raw).kind
        else { return nil }
        let name: String
        switch callee.kind {
        case .identifier(let called), .member(let called, _): name = called
        default: return nil
        }
        guard name == "step" || name == "runActivity", case .closure(let closure)? = (closures.last ?? arguments.last)?.value.kind
        else { return nil }
        return closure.body
    }

    /// `["-a", "-b"] + extra` → `-a`, `-b`, `\(extra)`.
    static func strings(_ expr: Expr, in file: SourceFile) -> [String] {
        switch expr.kind {
        case .array(let items): return items.map { describe($0, in: file) }
        case .sequence(let parts):
            return parts.enumerated().flatMap { index, part -> [String] in index % 2 == 0 ? strings(part, in: file) : [] }
        default: return [describe(expr, in: file)]
        }
    }

    static func entries(_ expr: Expr, in file: SourceFile) -> [EnvironmentEntry] {
        switch expr.kind {
        case .dictionary(let pairs):
            return pairs.map { EnvironmentEntry(key: describe($0.key, in: file), value: describe($0.value, in: file)) }
        case .sequence(let parts):
            return parts.enumerated().flatMap { index, part -> [EnvironmentEntry] in index % 2 == 0 ? entries(part, in: file) : [] }
        default:
            return [EnvironmentEntry(key: describe(expr, in: file), value: "")]
        }
    }

    /// A literal as its value; anything else as `\(code)`.
    static func describe(_ expr: Expr, in file: SourceFile) -> String {
        if let value = SourceText.literal(expr) { return value }
        return "\\(" + SourceText.of(expr, in: file) + ")"
    }

    /// The first string literal with `://` inside an expression: the URL a deep link opens.
    static func urlLiteral(in expr: Expr) -> String? {
        var found: String?
        SyntaxTraversal.forEachExpression(in: expr) { inner in
            if found == nil, let value = SourceText.literal(inner), value.contains("://") { found = value }
        }
        return found
    }
}
