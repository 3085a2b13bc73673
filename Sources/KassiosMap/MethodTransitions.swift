import KassiosModel
import KassiosSyntax

/// Methods of screens, robots and page objects, and the node each one returns:
/// `func openProfile() -> ProfileRobot` on `HomeRobot` is an edge HomeRobot → ProfileRobot.
struct MethodTransitions {
    struct Method {
        let function: FunctionDecl
        let file: SourceFile
        /// The type that declares it.
        let owner: String
        /// For a method of a protocol's extension, the class of the chain that adopts the protocol
        /// (`AcknowledgementsRobot: Robot, NavigatesBackToSettings`): the edge is that class's.
        var adoptedBy: String?
        /// The node the method returns, when it returns another one (not `Self`, not its own type).
        let returns: String?
        /// It returns `Self` or its own type: a fluent action that stays (`dismissPromoIfShown() -> Self`).
        let returnsItself: Bool
        /// The call to write for it: `openProfile()`, `logIn(as: <#TestUser#>)`.
        let action: String
        /// `private` or `fileprivate`, or in an extension that is: no action a test can take.
        var isPrivate = false
        /// Where it launches the app (`func launch() -> HomeRobot { app.launch(); return HomeRobot(app) }`
        /// on a launch robot, `func relaunch() -> Self`, a page's inherited `func launchAppWithoutLogin()`):
        /// a test that calls it starts over from an entry point, on the node it returns or its own.
        /// Also where it calls a method of its own that does (`startWithSignIn() { try start().signIn() }`).
        var launchLocation: SourceLocation?
        /// For a method that returns the type it is given (`func on<T: Page>(page: T.Type) -> T
        /// { page.init(app) }`), the parameter the type is passed to: the call
        /// `.on(page: LibraryPage.self)` says the test is on that page now.
        let typeParameter: Parameter?

        /// Whether such a method does something before it makes the page (`func openTab<T: Page>(_
        /// page: T.Type, named tab: String) -> T { app.tabBars.buttons[tab].tap(); return page.init(app) }`):
        /// then the call itself is the action that leads there.
        var typeParameterActs: Bool { (function.body?.count ?? 0) > 1 }
    }

    /// A computed property that leads to another node: `var explore: ExploreRobot { ExploreRobot(base: base) }`
    /// on `WikipediaAppRobot`, read as `app.explore.openFirstArticle()`.
    struct Property {
        let name: String
        let owner: String
        let returns: String
        let file: SourceFile
        let location: SourceLocation
    }

    /// A method of a component a node holds (`lazy var tabBar = TabBar(app)`, `let verify = Verify()`, a
    /// type of the suite that is no node) that returns another node: `tabBar.openSettings()` leads there.
    struct ComponentMethod {
        /// The node's property and the method's call: `tabBar.openSettings()`.
        let action: String
        /// The type that declares the property.
        let owner: String
        let returns: String
        let file: SourceFile
        let location: SourceLocation
    }

    private var methods: [String: [String: [Method]]] = [:]
    private var properties: [String: [String: Property]] = [:]
    private var componentMethods: [String: [ComponentMethod]] = [:]

    init(catalog: NodeCatalog, project: Project) {
        let handed = MethodTransitions.typesHandedToInitializers(in: project)
        for (name, node) in catalog.nodes where node.kind != .entry && node.kind != .state {
            guard let type = project.index.types[name] else { continue }
            var table: [String: [Method]] = [:]
            var propertyTable: [String: Property] = [:]
            let chain = project.index.classChain(from: type)
            let otherApps = LaunchReader.otherApps(in: chain)
            // Then the protocols the classes adopt, whose extensions give methods too (BikeIndex's
            // `extension NavigatesBackToSettings { func back() -> SettingsRobot }`).
            var owners = chain
            var adopters: [String: String] = [:]   // protocol → the class of the chain that adopts it
            for owner in chain {
                for adopted in project.index.inheritedTypes(of: owner) where adopted.kind == .protocol && !owners.contains(where: { $0 === adopted }) {
                    owners.append(adopted)
                    adopters[adopted.qualifiedName] = owner.qualifiedName
                }
            }
            let chainNames = Set(chain.map(\.name))
            var components: [(property: String, type: TypeInfo, owner: String)] = []
            var propertiesSeen: Set<String> = []
            for owner in owners {
                for member in MethodTransitions.members(of: owner, forClassesNamed: chainNames) {
                    // A private property or method is no action a test can take.
                    if case .variable(let variable) = member.value, !variable.header.isStatic, !variable.header.isPrivate {
                        variable.bindings.forEach { binding in
                            guard let propertyName = binding.name, propertiesSeen.insert(propertyName).inserted else { return }
                            // What it holds: a computed property's declared type; a stored one's, or the type its
                            // value is made of (`lazy var tabBar = TabBar(app)`).
                            // A stored one only where the type makes what it holds (`tabBar = try TabNavComponent()` in
                            // its `init`): one handed in (Wikipedia's `let base: UITestRobot`, a list's `let presenter`)
                            // is a helper or the way back, no part of the page.
                            let held: String?
                            if binding.getter != nil {
                                held = binding.type?.text.trimmingOptional
                            } else if let value = binding.initializer, case .call = SourceText.unwrapped(value).kind {
                                // A type made (`TabBar(app)`), not an element a builder finds (`button("login.submit")`).
                                held = TestFlowReader.typeName(declaredOrMadeBy: binding).flatMap { $0.first?.isUppercase == true ? $0 : nil }
                            } else if binding.accessors == nil, binding.initializer == nil, let declared = binding.type,
                                      MethodTransitions.makes(propertyName, in: owner),
                                      // Made in its init of a type the suite hands to initializers (Wikipedia's `UITestRobot`,
                                      // made by the app's robot and given to every other): what they share, not a part.
                                      !handed.contains(declared.baseName) {
                                held = declared.text.trimmingOptional
                            } else {
                                held = nil
                            }
                            // Asked last: what it holds rules out most properties (elements) at less cost.
                            guard let held, !owner.isPrivateMember(propertyName) else { return }
                            if let target = catalog.nodeName(forType: held, from: owner.qualifiedName) {
                                guard target != name else { return }
                                propertyTable[propertyName] = Property(name: propertyName, owner: owner.qualifiedName, returns: target,
                                                                       file: member.file, location: binding.nameLocation)
                            } else if let type = project.index.resolveType(TypeSyntax(text: held).baseName, from: owner.qualifiedName),
                                      type.kind == .class || type.kind == .struct {
                                components.append((propertyName, type, owner.qualifiedName))
                            }
                        }
                    }
                    guard case .function(let function) = member.value, function.kind == .function, function.body != nil else { continue }
                    var returns: String?
                    var returnsItself = false
                    if let returned = function.returnType {
                        if returned.baseName == "Self" {
                            returnsItself = true
                        } else if let target = catalog.nodeName(forType: returned.text.trimmingOptional, from: owner.qualifiedName) {
                            // A base's `func waitForPage() -> BaseScreen { …; return self }` gives a screen under it
                            // back, as `Self` would, not the base; one that makes a new one (`backToMain() ->
                            // MainRobot { …; return MainRobot() }`) leads there.
                            if target == name || (target == owner.qualifiedName && target != name && MethodTransitions.returnsSelf(function.body ?? [])) {
                                returnsItself = true
                            } else {
                                returns = target
                            }
                        }
                    }
                    // Niffler's pages inherit `func launchAppWithoutLogin() { …; app.launch() }`: a launch
                    // in any method starts the app over, on the node the method returns or its own.
                    let launch = LaunchReader(body: function.body ?? [], file: member.file, otherApps: otherApps).launchLocation
                    var method = Method(function: function, file: member.file, owner: owner.qualifiedName, adoptedBy: adopters[owner.qualifiedName],
                                        returns: returns, returnsItself: returnsItself, action: MethodTransitions.template(function),
                                        launchLocation: launch,
                                        typeParameter: returns == nil && !returnsItself ? MethodTransitions.typeParameter(of: function) : nil)
                    method.isPrivate = function.header.isPrivate || owner.isInPrivateExtension(function)
                    table[function.name, default: []].append(method)
                }
            }
            MethodTransitions.addLaunchesThroughOwnMethods(to: &table)
            methods[name] = table
            if !propertyTable.isEmpty { properties[name] = propertyTable }
            let reached = components.flatMap { component in
                MethodTransitions.nodesReached(through: component.type, heldAs: component.property, by: component.owner,
                                               from: name, catalog: catalog, project: project)
            }
            if !reached.isEmpty { componentMethods[name] = reached }
        }
    }

    /// The methods of a component's type (and the classes it inherits) that return a node other than
    /// `node`, as the node's actions through the property that holds it.
    private static func nodesReached(through component: TypeInfo, heldAs property: String, by owner: String, from node: String,
                                     catalog: NodeCatalog, project: Project) -> [ComponentMethod] {
        var result: [ComponentMethod] = []
        var seen: Set<String> = []
        for declaring in project.index.classChain(from: component) {
            for member in declaring.members {
                guard case .function(let function) = member.value, function.kind == .function, function.body != nil,
                      !function.header.isStatic, !function.header.isPrivate, !declaring.isInPrivateExtension(function),
                      seen.insert(function.signature).inserted,
                      let returned = function.returnType?.text.trimmingOptional,
                      let target = catalog.nodeName(forType: returned, from: declaring.qualifiedName), target != node else { continue }
                result.append(ComponentMethod(action: property + "." + template(function), owner: owner, returns: target,
                                              file: member.file, location: function.nameLocation))
            }
        }
        return result
    }

    /// The members of a class, or those of a protocol's declaration and extensions that apply to the
    /// classes named: an extension constrained to other classes (`extension NavigatesBack where Self:
    /// LoginRobot`) gives them nothing.
    static func members(of owner: TypeInfo, forClassesNamed classes: Set<String>) -> [Located<Decl>] {
        guard owner.kind == .protocol else { return owner.members }
        var members: [Located<Decl>] = []
        for declaration in owner.declarations where appliesTo(classes, whereClause: declaration.value.whereClause) {
            for member in flattened(declaration.value.members) { members.append(Located(member, in: declaration.file)) }
        }
        return members
    }

    /// Whether an extension's `where` clause holds for the classes: none, or `Self: X` / `Self == X`
    /// naming one of them; any other constraint is not read, so it is not taken to hold.
    private static func appliesTo(_ classes: Set<String>, whereClause: String?) -> Bool {
        guard let whereClause else { return true }
        var clause = Substring(whereClause)
        if clause.hasPrefix("where ") { clause = clause.dropFirst("where ".count) }
        return clause.split(separator: ",").allSatisfy { requirement in
            let sides = requirement.split(separator: requirement.contains("==") ? "=" : ":").map { $0.trimmingWhitespace() }
            guard sides.count == 2, sides[0] == "Self" else { return false }
            return classes.contains(TypeSyntax(text: sides[1]).baseName)
        }
    }

    /// A method that calls one of its type's own that launches, as a statement of its body or the
    /// root of one (BikeIndex's `func startWithSignIn() -> Self { try start().signIn() }`, with `start()`
    /// launching), launches where it calls it; followed three calls deep.
    static func addLaunchesThroughOwnMethods(to table: inout [String: [Method]]) {
        for _ in 0..<3 {
            var found: [(name: String, index: Int, location: SourceLocation)] = []
            for (name, methods) in table {
                for (index, method) in methods.enumerated() where method.launchLocation == nil {
                    if let location = callOfALaunchingMethod(in: method.function.body ?? [], table: table) {
                        found.append((name, index, location))
                    }
                }
            }
            guard !found.isEmpty else { return }
            for launch in found { table[launch.name]![launch.index].launchLocation = launch.location }
        }
    }

    /// Where a statement of `body` calls, on `self`, a method of `table` that launches: `start()`,
    /// `self.start()`, `try start().signIn()`, `return start()`.
    private static func callOfALaunchingMethod(in body: [Stmt], table: [String: [Method]]) -> SourceLocation? {
        for statement in LaunchReader.flattened(body) {
            let expr: Expr
            switch statement {
            case .expression(let value), .return(let value?, _): expr = value
            default: continue
            }
            let chain = CallChain(expr)
            let called: String?
            if let name = chain.rootCallName {
                called = name
            } else if chain.rootName == "self", let first = chain.steps.first, first.isCall {
                called = first.name
            } else {
                called = nil
            }
            if let called, table[called]?.contains(where: { $0.launchLocation != nil }) == true { return expr.location }
        }
        return nil
    }

    /// The computed property `name` of `node` that leads to another node.
    func property(_ name: String, on node: String) -> Property? {
        properties[node]?[name]
    }

    /// The method `name` of `node` a call with these argument labels calls (nearest class first).
    func method(_ name: String, labels: [String?], on node: String) -> Method? {
        guard let candidates = methods[node]?[name] else { return nil }
        // As Swift picks: one that takes the arguments as given before one that fills in defaults.
        return candidates.first { $0.function.parameters.count == labels.count && MethodTransitions.accepts($0.function, labels: labels) }
            ?? candidates.first { MethodTransitions.accepts($0.function, labels: labels) } ?? candidates.first
    }

    /// Edges from the declarations alone, whether a test uses them or not. A method a node inherits
    /// (a base screen's `openSettings() -> SettingsScreen`, a protocol extension's that a class of its
    /// chain adopts) is an edge of the node too, marked with the class that declares it (or adopts
    /// the protocol), unless the node overrides it or it leads back to the node itself.
    func declaredEdges(display: (String) -> String) -> [NavigationEdge] {
        var result: [NavigationEdge] = []
        for (node, table) in methods {
            for method in MethodTransitions.notOverridden(table) {
                guard let target = method.returns, target != node, !method.isPrivate else { continue }
                let declarer = method.adoptedBy ?? method.owner
                // A base's method that launches the app (`launchApp() -> LoginRobot`) starts over: no way from
                // every screen under it.
                if declarer != node && method.launchLocation != nil { continue }
                result.append(declaredEdge(from: node, to: target, action: method.action, declaredBy: declarer,
                                           at: method.function.nameLocation, in: method.file, display: display))
            }
        }
        for (node, table) in properties {
            for property in table.values {
                result.append(declaredEdge(from: node, to: property.returns, action: property.name, declaredBy: property.owner,
                                           at: property.location, in: property.file, display: display))
            }
        }
        for (node, reached) in componentMethods {
            for method in reached {
                result.append(declaredEdge(from: node, to: method.returns, action: method.action, declaredBy: method.owner,
                                           at: method.location, in: method.file, display: display))
            }
        }
        return result
    }

    /// An edge a declaration shows, marked as inherited where another type than `node` declares it.
    private func declaredEdge(from node: String, to target: String, action: String, declaredBy declarer: String,
                              at location: SourceLocation, in file: SourceFile, display: (String) -> String) -> NavigationEdge {
        var edge = NavigationEdge(from: node, to: target, action: action, kind: .method, evidence: [
            Evidence(file: display(file.path), line: location.line, column: location.column, source: .declaration),
        ])
        if declarer != node { edge.inheritedFrom = declarer }
        return edge
    }

    /// The types (by name) of the initializers' parameters across the suite: what one object hands another.
    static func typesHandedToInitializers(in project: Project) -> Set<String> {
        var result: Set<String> = []
        for type in project.index.sortedTypes {
            for member in type.members {
                guard case .function(let function) = member.value, function.kind == .initializer else { continue }
                for parameter in function.parameters { if let written = parameter.type { result.insert(written.baseName) } }
            }
        }
        return result
    }

    /// Whether an initializer of the type sets the stored property to a value it makes (`tabBar = try
    /// TabNavComponent()`, `self.tabBar = TabBar(app)`), not one it is given.
    static func makes(_ property: String, in type: TypeInfo) -> Bool {
        for member in type.members {
            guard case .function(let function) = member.value, function.kind == .initializer else { continue }
            for statement in function.body ?? [] {
                guard case .expression(let expr) = statement, let assignment = Assignment(expr), assignment.name == property,
                      case .call(let callee, _, _) = SourceText.unwrapped(assignment.value).kind else { continue }
                switch callee.kind {
                case .identifier(let name) where name.first?.isUppercase == true: return true
                case .member("init", _): return true
                default: continue
                }
            }
        }
        return false
    }

    /// Whether a body returns `self` and nothing else (`return self`, or a lone `self`).
    static func returnsSelf(_ body: [Stmt]) -> Bool {
        if body.count == 1, case .expression(let value) = body[0] { return isSelf(value) }
        var returns = 0
        var others = false
        func read(_ statements: [Stmt]) {
            for statement in statements {
                switch statement {
                case .return(let value, _):
                    if let value, isSelf(value) { returns += 1 } else { others = true }
                case .if(let branch): read(branch.body); read(branch.elseBody ?? [])
                case .guard(let check): read(check.elseBody)
                case .switch(let choice): for item in choice.cases { read(item.body) }
                case .do(let block): read(block.body); for handler in block.catches { read(handler.body) }
                case .ifConfig(let clauses): for clause in clauses { read(clause.elements) }
                default: break
                }
            }
        }
        read(body)
        return returns > 0 && !others
    }

    private static func isSelf(_ expr: Expr) -> Bool { ScopedWalker.isSelf(expr.unwrapped) }

    /// The signatures of the methods a node inherits and does not override, sorted: what a test can
    /// call on it besides its own (`--path` reads whether they throw or return an optional, as it
    /// does of the node's own).
    func inheritedSignatures(of node: String) -> [String] {
        guard let table = methods[node] else { return [] }
        return MethodTransitions.notOverridden(table).filter { ($0.adoptedBy ?? $0.owner) != node && !$0.isPrivate }
            .map { NodeCatalog.signature(of: $0.function, in: $0.file) }.sorted()
    }

    /// The signatures of the methods `node` can call, its own and inherited, whose result a call must
    /// use: they return a value and are not `@discardableResult` (`func tapLogin() -> HomePage`).
    /// `--path` writes `_ =` before a chain that ends with one, which would be a warning otherwise.
    func signaturesOfResultsToUse(of node: String) -> Set<String> {
        guard let table = methods[node] else { return [] }
        return Set(MethodTransitions.notOverridden(table).filter { MethodTransitions.resultMustBeUsed($0.function) }
            .map { NodeCatalog.signature(of: $0.function, in: $0.file) })
    }

    /// The signatures of the methods `node` can call, its own and inherited, that have a parameter declared
    /// with a typealias of the files for a function type, written with that type in its place
    /// (`NavigationNode.closureAliasesExpanded`); the alias is looked up where the method is declared.
    func signaturesWithClosureAliasesExpanded(of node: String, index: DeclarationIndex) -> [String] {
        guard let table = methods[node], index.declaresFunctionTypeAliases else { return [] }
        return MethodTransitions.notOverridden(table).compactMap { method -> String? in
            func aliased(_ type: TypeSyntax) -> String? { index.functionType(aliasedBy: type.text, from: method.owner)?.text }
            guard !method.isPrivate, method.function.parameters.contains(where: { $0.type.flatMap(aliased) != nil }) else { return nil }
            return NodeCatalog.signature(of: method.function, in: method.file) { aliased($0) ?? $0.text }
        }.sorted()
    }

    static func resultMustBeUsed(_ function: FunctionDecl) -> Bool {
        guard let returned = function.returnType?.text, returned != "Void", returned != "()" else { return false }
        return !function.header.attributes.contains { $0.name == "discardableResult" }
    }

    /// The instance methods `node` can call, not private, that another type declares and no nearer class
    /// overrides, by that type (a base class, a protocol whose extension declares them), owners sorted.
    func sharedSignatures(of node: String) -> [SharedMethods] {
        guard let table = methods[node] else { return [] }
        var byOwner: [String: [String]] = [:]
        for method in MethodTransitions.notOverridden(table) where method.owner != node && !method.isPrivate && !method.function.header.isStatic {
            byOwner[method.owner, default: []].append(NodeCatalog.signature(of: method.function, in: method.file))
        }
        return byOwner.keys.sorted().map { SharedMethods(owner: $0, signatures: byOwner[$0]!.sorted()) }
    }

    /// The methods of a table that no nearer class overrides: of those of one name, the same argument
    /// labels and the same parameter types, the first (the table lists the node's own class first, then
    /// up its chain). Overloads by type are methods of their own (Hymns' `waitForButtons(_: String...)`
    /// beside `waitForButtons(_: NSPredicate...)`).
    private static func notOverridden(_ table: [String: [Method]]) -> [Method] {
        var result: [Method] = []
        for candidates in table.values {
            var seen: Set<String> = []
            // What an `override` declares hides its base's method of those labels, however it spells the types.
            var overridden: Set<String> = []
            for method in candidates where !overridden.contains(method.function.signature) {
                let types = method.function.parameters.map { MethodTransitions.typeKey($0.type?.text ?? "") }.joined(separator: ",")
                if seen.insert(method.function.signature + types).inserted { result.append(method) }
                if method.function.header.has("override") { overridden.insert(method.function.signature) }
            }
        }
        return result
    }

    /// A parameter's type as overloads are told apart by it: without spaces or the module a name may be
    /// spelled with (`Foundation.TimeInterval` is `TimeInterval`), where a name starts: the suite's
    /// `AppFoundation.Model` keeps its `Foundation`.
    /// Asked of every parameter of every method of every screen: most are a plain name, and
    /// `replacing(_:with:)` on them was a seventh of a map's time.
    static func typeKey(_ written: String) -> String {
        var hasSpace = false
        var hasDot = false
        for byte in written.utf8 {
            switch byte {
            case UInt8(ascii: "."): hasDot = true
            case 0x09...0x0D, 0x20, 0x80...: hasSpace = true   // what may be whitespace
            default: break
            }
        }
        let key = hasSpace ? written.filter { !$0.isWhitespace } : written
        guard hasDot else { return key }
        let bytes = Array(key.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if index == 0 || !NameBytes.isNamePart(bytes[index - 1]),
               let module = MethodTransitions.modulePrefixes.first(where: { bytes[index...].starts(with: $0) }) {
                index += module.count
                continue
            }
            kept.append(bytes[index])
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The modules whose types a signature may spell with their module's name, as `Module.`.
    private static let modulePrefixes = ["Swift.", "Foundation.", "XCTest.", "UIKit.", "CoreGraphics."].map { Array($0.utf8) }

    /// Whether a call with `labels` and `trailingClosures` closures after them can call
    /// `function` (parameters with defaults may be left out; the closures go to the last
    /// parameters).
    static func accepts(_ function: FunctionDecl, labels: [String?], trailingClosures: Int = 0) -> Bool {
        var index = 0
        for label in labels {
            while index < function.parameters.count && function.parameters[index].label != label {
                guard function.parameters[index].defaultValue != nil else { return false }
                index += 1
            }
            guard index < function.parameters.count else { return false }
            index += 1
        }
        let rest = function.parameters[index...]
        return rest.count >= trailingClosures && rest.dropLast(trailingClosures).allSatisfy { $0.defaultValue != nil }
    }

    /// The parameter a generic method takes the type it returns by: `page` of `func on<T: Page>(page:
    /// T.Type) -> T`; nil for any other method.
    static func typeParameter(of function: FunctionDecl) -> Parameter? {
        guard let generics = function.genericParameters, let returned = function.returnType?.text.trimmingOptional else { return nil }
        // `<T: Page, U>`: each name up to its colon, spaces and brackets left out.
        let names = generics.split(separator: ",").map { clause in
            String(clause.prefix { $0 != ":" }.filter { $0 != "<" && $0 != ">" && $0 != " " })
        }
        guard names.contains(returned) else { return nil }
        return function.parameters.first { $0.type?.text == returned + ".Type" }
    }

    /// `name(label: <#Type#>)` with an Xcode placeholder for each parameter without a default.
    static func template(_ function: FunctionDecl) -> String {
        let arguments = function.parameters.filter { $0.defaultValue == nil }.map { parameter -> String in
            let placeholder = "<#" + (parameter.type?.text ?? parameter.name) + "#>"
            return parameter.label.map { $0 + ": " + placeholder } ?? placeholder
        }
        return function.name + "(" + arguments.joined(separator: ", ") + ")"
    }
}

extension String {
    /// `HomeRobot?` → `HomeRobot`.
    var trimmingOptional: String {
        var text = Substring(self)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        return String(text)
    }
}
