import KassiosModel
import KassiosSyntax

/// What an expression that yields an element is known to be.
struct ResolvedElement {
    /// XCUIElement.ElementType name (`button`, `secureTextField`), `any` when unknown.
    let elementType: String
    /// Whether the element is found by an accessibility identifier (of any source).
    let hasIdentifier: Bool
    /// How to name it in a message: `LoginScreen.password`, `secureTextFields["pin"]`.
    let description: String
}

/// Resolves receivers of calls (`password.typeText(…)`, `$0.list.coordinate(…)`) to the
/// elements the model knows: elements of the enclosing type and the types it inherits,
/// element queries (`app.buttons["x"]`), builder calls (`secureTextField("x")`).
final class ElementLookup {
    let project: Project
    private var typeChains: [String: [String]] = [:]
    private let builders: [String: [ElementBuilder]]

    init(project: Project) {
        self.project = project
        var builders: [String: [ElementBuilder]] = [:]
        for builder in ElementBuilder.kassiOS + project.configuration.extraBuilders { builders[builder.name, default: []].append(builder) }
        self.builders = builders
    }

    /// The type itself, then every type it inherits from or conforms to that the linted
    /// files declare or extend (`KassScreen` when some file extends it), nearest first.
    func typeChain(_ typeName: String) -> [String] {
        if let known = typeChains[typeName] { return known }
        var chain: [String] = []
        var queue = [typeName]
        var seen: Set<String> = []
        while !queue.isEmpty, chain.count < 64 {
            let name = queue.removeFirst()
            guard seen.insert(name).inserted else { continue }
            chain.append(name)
            guard let info = project.index.types[name] else { continue }
            let parent = info.enclosingScope
            for inherited in info.inheritance {
                if let resolved = project.index.resolveType(inherited.text, from: parent) { queue.append(resolved.qualifiedName) }
            }
        }
        typeChains[typeName] = chain
        return chain
    }

    /// Whether `name` is an element visible inside the type, other than `element`, that has an
    /// identifier: a query starting from it looks inside it.
    func isIdentifiedElement(_ name: String, besides element: String, visibleIn typeName: String) -> Bool {
        guard name != element else { return false }
        return typeChain(typeName).contains { type in
            project.elementsByType[type]?.contains { $0.name == name && $0.identifier != nil } == true
        }
    }

    /// Which application the property `name` of the type (or a type it inherits from) holds: ""
    /// for the app under test (`XCUIApplication()`), the bundle identifier for another one
    /// (`XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")`); read from the property's
    /// value, its getter, or what the type's initializers set it to, a parameter's default value
    /// included (`init(safariApp: XCUIApplication = XCUIApplication(bundleIdentifier: …))`).
    /// Nil when that is not known.
    func application(_ name: String, visibleIn typeName: String) -> String? {
        for type in typeChain(typeName) {
            guard let info = project.index.types[type] else { continue }
            for member in info.members {
                guard case .variable(let variable) = member.value, variable.bindings.binds(name) else { continue }
                var found: String?
                variable.bindings.forEach { binding in
                    guard binding.name == name else { return }
                    if let initializer = binding.initializer {
                        found = ElementLookup.application(of: binding, madeBy: initializer)
                    } else if let getter = binding.getter {
                        found = Stmt.returnedValue(of: getter).flatMap { ElementLookup.application(of: binding, madeBy: $0) }
                    } else {
                        found = application(setTo: name, byInitializersOf: info)
                    }
                }
                return found
            }
        }
        // A global of the test target (`let springBoard = XCUIApplication(bundleIdentifier: …)`).
        for declaration in project.index.topLevel {
            guard case .variable(let variable) = declaration.value, variable.bindings.binds(name) else { continue }
            var found: String?
            variable.bindings.forEach { binding in
                if binding.name == name, let initializer = binding.initializer { found = ElementLookup.application(of: binding, madeBy: initializer) }
            }
            return found
        }
        return nil
    }

    /// The bundle identifier of the other app an element is found in, through a property of its type
    /// or a global that holds that app (`springboard.alerts.buttons["Allow"]`); nil for the app under test
    /// or when that is not known.
    func otherApplication(of element: Element, declaredIn type: String) -> String? {
        guard let site = site(of: element), let siteValue = site.value,
              let root = DuplicateIdentifierRule.rootName(of: DuplicateIdentifierRule.query(of: siteValue)),
              !site.localNames.contains(root), let application = application(root, visibleIn: type), !application.isEmpty else { return nil }
        return application
    }

    /// `application(madeBy:)` of a binding's value: an `.init(…)` only when the binding is declared an `XCUIApplication`.
    static func application(of binding: PatternBinding, madeBy value: Expr) -> String? {
        application(madeBy: value, initializes: binding.type?.baseName == "XCUIApplication")
    }

    /// What the type's initializers set the property to, when they all agree.
    private func application(setTo name: String, byInitializersOf type: TypeInfo) -> String? {
        var found: String?
        for member in type.members {
            guard case .function(let function) = member.value, function.kind == .initializer, let body = function.body else { continue }
            for case .expression(let expr) in body {
                guard let assignment = Assignment(expr), assignment.name == name else { continue }
                var value = assignment.value
                if case .identifier(let parameterName) = value.kind,
                   let parameter = function.parameters.first(where: { $0.name == parameterName }) {
                    guard let defaultValue = parameter.defaultValue else { return nil }
                    value = defaultValue
                }
                guard let application = ElementLookup.application(madeBy: value), found == nil || found == application else { return nil }
                found = application
            }
        }
        return found
    }

    /// The application `XCUIApplication()` (""), or `XCUIApplication(bundleIdentifier: "…")` makes.
    /// `initializes`: whether `.init(…)` makes one too (where a declaration's type says it is an
    /// `XCUIApplication`: OrderMe's `static let springBoard: XCUIApplication = .init(bundleIdentifier: …)`).
    static func application(madeBy expr: Expr, initializes: Bool = false) -> String? {
        guard case .call(let callee, let arguments, _) = expr.unwrapped.kind else { return nil }
        switch callee.kind {
        case .identifier("XCUIApplication"): break
        case .implicitMember("init") where initializes: break
        default: return nil
        }
        if arguments.isEmpty { return "" }
        guard arguments.count == 1, arguments[0].label == "bundleIdentifier",
              case .string(let literal) = arguments[0].value.kind else { return nil }
        return literal.staticValue
    }

    /// Names of the elements visible inside the type: its own and inherited ones.
    func elementNames(visibleIn typeName: String) -> Set<String> {
        Set(typeChain(typeName).flatMap { (project.elementsByType[$0] ?? []).map(\.name) })
    }

    /// The element an expression yields, or nil when it is not known to be one
    /// (`app`, a parameter, a value read from an element).
    func resolve(_ expr: Expr, at site: CallSite, depth: Int = 0) -> ResolvedElement? {
        guard depth < 8 else { return nil }
        switch expr.kind {
        case .postfix(_, let operand), .try(_, let operand), .await(let operand), .cast(let operand, _, _):
            return resolve(operand, at: site, depth: depth + 1)
        case .tuple(let elements) where elements.count == 1:
            return resolve(elements[0].value, at: site, depth: depth + 1)
        case .identifier(let name):
            if let binding = site.scope.lookup(name) {
                guard case .local(let initializer?, _) = binding else { return nil }
                return resolve(initializer, at: site, depth: depth + 1)
            }
            if let found = member(name, of: site.typeName) ?? site.typeName.flatMap({ computedElement(name, of: $0, at: site, depth: depth) }) {
                return found
            }
            // `secureTextFields` in an extension of `XCUIApplication` or `XCUIElement`: the collection of `self`.
            if let type = ElementQueries.collections[name], site.typeName == "XCUIApplication" || site.typeName == "XCUIElement" {
                return ResolvedElement(elementType: type, hasIdentifier: false, description: name)
            }
            return nil
        case .member(let name, let base):
            if let type = ElementQueries.collections[name] {
                return ResolvedElement(elementType: type, hasIdentifier: false, description: name)
            }
            if name == "firstMatch" { return resolve(base, at: site, depth: depth + 1) }
            if name == "element" {
                return resolve(base, at: site, depth: depth + 1).map {
                    ResolvedElement(elementType: $0.elementType, hasIdentifier: $0.hasIdentifier, description: $0.description + ".element")
                }
            }
            return member(name, of: ownerType(of: base, at: site))
        case .subscript(let base, let arguments):
            guard let key = arguments.first?.value, arguments.first?.label == nil else { return nil }
            let identified: Bool
            switch key.kind {
            case .integer: identified = false
            default: identified = true
            }
            let keyText = ElementLookup.keyText(key)
            switch base.kind {
            case .member(let name, _), .implicitMember(let name), .identifier(let name):
                if let type = ElementQueries.collections[name] {
                    return ResolvedElement(elementType: type, hasIdentifier: identified, description: "\(name)[\(keyText)]")
                }
            case .call(let callee, let arguments, _):
                if let name = callee.memberName, ElementQueries.queryMethods.contains(name) {
                    let type = ElementLookup.typeArgument(arguments) ?? "any"
                    return ResolvedElement(elementType: type, hasIdentifier: identified, description: "\(name)(…)[\(keyText)]")
                }
            default:
                break
            }
            return nil
        case .call(let callee, let arguments, _):
            var name: String?
            var receiver: Expr?
            switch callee.kind {
            case .identifier(let identifier): name = identifier
            case .member(let member, let base):
                name = member
                receiver = base
            case .implicitMember(let member): name = member
            default: break
            }
            guard let name else { return nil }
            let receiverIsSelf = receiver.map(ElementLookup.isSelf) ?? true
            if receiverIsSelf, let builder = builder(named: name, labels: arguments.map { $0.label ?? "_" }) {
                let type = builder.elementType == "any" ? (ElementLookup.typeArgument(arguments) ?? "any") : builder.elementType
                let hasIdentifier: Bool
                switch builder.identifier {
                case .none: hasIdentifier = false
                default: hasIdentifier = true
                }
                return ResolvedElement(elementType: type, hasIdentifier: hasIdentifier, description: "\(name)(…)")
            }
            if let receiver, !receiverIsSelf {
                switch name {
                case "element", "matching", "containing", "descendants", "children":
                    let identified = arguments.contains { $0.label == "identifier" }
                    let typeArgument = name == "containing" ? nil : ElementLookup.typeArgument(arguments)
                    guard let inner = resolve(receiver, at: site, depth: depth + 1) else {
                        guard identified else { return nil }
                        return ResolvedElement(elementType: typeArgument ?? "any", hasIdentifier: true, description: "\(name)(…)")
                    }
                    return ResolvedElement(elementType: typeArgument ?? inner.elementType, hasIdentifier: identified || inner.hasIdentifier,
                                           description: inner.description + ".\(name)(…)")
                default:
                    break
                }
            }
            // An element method of the enclosing type: `row(at: 0)`.
            if receiverIsSelf, let typeName = site.typeName, let element = element(named: name, visibleIn: typeName), !element.parameters.isEmpty {
                return resolved(element, owner: typeName)
            }
            // A function of the suite's that finds an element by the identifier it is given (gematik's
            // `button(within:by:)`, which hands it to `query[identifier]`): an element of that identifier.
            if receiverIsSelf, let wrapper = project.wrappers[name]?.first(where: { wrapper in
                wrapper.match(arguments).map { matched in wrapper.identifiersPassed.contains { matched[$0] != nil } } ?? false
            }) {
                return ResolvedElement(elementType: wrapper.elementType ?? "any", hasIdentifier: true, description: "\(name)(…)")
            }
            return nil
        default:
            return nil
        }
    }

    /// A computed property of `typeName` (or a type it inherits) whose getter returns an element found
    /// by identifier on every path, which the model keeps as no element of one identifier: Falcon's
    /// `mainTextField`, the text field if it exists, else the secure one.
    private func computedElement(_ name: String, of typeName: String, at site: CallSite, depth: Int) -> ResolvedElement? {
        for type in typeChain(typeName) {
            for member in project.index.types[type]?.members ?? [] {
                guard case .variable(let variable) = member.value, !variable.header.isStatic else { continue }
                var getter: [Stmt]?
                variable.bindings.forEach { binding in if binding.name == name { getter = binding.getter } }
                guard let body = getter else { continue }
                var locals: [String: Expr] = [:]
                var returned: [Expr] = []
                if body.count == 1, case .expression(let value) = body[0] { returned = [value] } else { ElementLookup.collect(body, &locals, &returned) }
                guard !returned.isEmpty else { return nil }
                var types: Set<String> = []
                for value in returned {
                    var value = value
                    if case .identifier(let local) = value.kind, let initializer = locals[local] { value = initializer }
                    guard let element = resolve(value, at: site, depth: depth + 1), element.hasIdentifier else { return nil }
                    types.insert(element.elementType)
                }
                // One type, or fields of one another's kind (the text field, else the secure one): an element
                // that is a web view on one path is not known to be one thing.
                guard types.count == 1 || types.isSubset(of: ElementLookup.textEntryTypes) else { return nil }
                // Of one kind or another: no one of them (not a secure field because one path is).
                return ResolvedElement(elementType: types.count == 1 ? types.first! : "any", hasIdentifier: true,
                                       description: "\(type.split(separator: ".").last.map(String.init) ?? type).\(name)")
            }
        }
        return nil
    }

    static let textEntryTypes: Set<String> = ["textField", "secureTextField", "searchField", "textView"]

    /// The `let`s a getter declares (by name, their values) and the values it returns, in its branches too.
    private static func collect(_ body: [Stmt], _ locals: inout [String: Expr], _ returned: inout [Expr]) {
        for statement in body {
            switch statement {
            case .declaration(.variable(let variable)) where variable.isLet:
                variable.bindings.forEach { binding in
                    if let name = binding.name, let value = binding.initializer { locals[name] = value }
                }
            case .return(let value?, _): returned.append(value)
            case .if(let branch):
                collect(branch.body, &locals, &returned)
                collect(branch.elseBody ?? [], &locals, &returned)
            case .guard(let check): collect(check.elseBody, &locals, &returned)
            case .switch(let choice): for item in choice.cases { collect(item.body, &locals, &returned) }
            default: continue
            }
        }
    }

    /// The element a name means inside `typeName`: its own first, then inherited ones.
    func element(named name: String, visibleIn typeName: String) -> Element? {
        for type in typeChain(typeName) {
            guard let elements = project.elementsByType[type] else { continue }
            if let element = elements.first(where: { $0.name == name }) { return element }
        }
        return nil
    }

    /// The element a member name means inside `typeName`: one of its elements, or the property that
    /// reads one of its getter closures (ScreenObject's `var closeButton: XCUIElement { closeGetter(app) }`).
    func member(_ name: String, of typeName: String?) -> ResolvedElement? {
        guard let typeName else { return nil }
        if let element = element(named: name, visibleIn: typeName) {
            return element.parameters.isEmpty ? resolved(element, owner: typeName) : nil
        }
        return elementReadThroughGetter(name, visibleIn: typeName).map { resolved($0, owner: typeName, named: name) }
    }

    /// The getter closure element (`closeGetter`) the computed property `name` returns, called with the
    /// app (`{ closeGetter(app) }`), as the nearest declaration of the property in `typeName` and its
    /// ancestors has it (an override that returns something else reads no getter); nil for any other.
    func elementReadThroughGetter(_ name: String, visibleIn typeName: String) -> Element? {
        for type in typeChain(typeName) {
            guard let binding = project.index.types[type]?.propertyBinding(named: name) else { continue }
            guard let body = binding.getter, let value = Stmt.returnedValue(of: body)?.unwrapped,
                  case .call(let callee, let arguments, let trailingClosures) = value.kind, arguments.count == 1, trailingClosures.isEmpty else { return nil }
            let getter: String
            switch callee.kind {
            case .identifier(let called): getter = called
            case .member(let called, let base) where ElementLookup.isSelf(base): getter = called
            default: return nil
            }
            guard getter != name, let element = element(named: getter, visibleIn: typeName), element.parameters.isEmpty else { return nil }
            return element
        }
        return nil
    }

    /// `named`: how the code names the element, when not by its own name (the property reading a getter closure).
    private func resolved(_ element: Element, owner: String, named name: String? = nil) -> ResolvedElement {
        ResolvedElement(elementType: elementType(of: element), hasIdentifier: element.identifier != nil,
                        description: "\(owner.split(separator: ".").last.map(String.init) ?? owner).\(name ?? element.name)")
    }

    // MARK: - Where elements are declared

    /// The declaration of an element: the expression that builds it, and the `#if`
    /// clauses around it.
    struct ElementSite {
        /// The initializer, or the expression the getter or method returns.
        let value: Expr?
        /// `#if` blocks around the declaration, outermost first: (block, clause index).
        let clauses: [(block: Int, clause: Int)]
        /// The names the getter or method declares itself (its locals and parameters), which hide
        /// the type's properties of those names in `value`.
        var localNames: [String] = []

        /// Whether the two declarations sit in different clauses of one `#if` block,
        /// so no build has both.
        func excludes(_ other: ElementSite) -> Bool {
            for mine in clauses {
                if other.clauses.contains(where: { $0.block == mine.block && $0.clause != mine.clause }) { return true }
            }
            return false
        }
    }

    /// Declarations by file, then by the offset of their name.
    private var sites: [String: [Int: ElementSite]] = [:]
    /// Each enum's model by its declaration: a static-enum page's accessor may be in an extension.
    private lazy var enumsByDeclaration: [ObjectIdentifier: TypeInfo] = {
        var enums: [ObjectIdentifier: TypeInfo] = [:]
        for type in project.index.types.values where type.kind == .enum {
            for declaration in type.declarations where declaration.value.kind == .enum { enums[ObjectIdentifier(declaration.value)] = type }
        }
        return enums
    }()
    private lazy var filesByPath: [String: SourceFile] = Dictionary(project.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })

    /// Where `element` is declared.
    func site(of element: Element) -> ElementSite? {
        if let indexed = sites[element.file] { return indexed[element.location.offset] }
        // Index every declaration of the element's file once.
        var found: [Int: ElementSite] = [:]
        var blockCounter = 0
        func index(_ members: [Decl], clauses: [(block: Int, clause: Int)]) {
            for member in members {
                switch member {
                case .ifConfig(let ifClauses):
                    blockCounter += 1
                    let block = blockCounter
                    for (position, clause) in ifClauses.enumerated() {
                        index(clause.elements, clauses: clauses + [(block, position)])
                    }
                case .variable(let variable):
                    for binding in variable.bindings {
                        let value = binding.initializer.map(ElementQueries.unwrappingGetter) ?? binding.getter.flatMap(Stmt.returnedValue(of:))
                        found[binding.nameLocation.offset] = ElementSite(value: value, clauses: clauses,
                                                                         localNames: ElementLookup.localNames(in: binding.getter ?? []))
                    }
                case .function(let function):
                    let value = function.body.flatMap(Stmt.returnedValue(of:))
                    found[function.nameLocation.offset] = ElementSite(value: value, clauses: clauses,
                                                                      localNames: function.parameters.map(\.name) + ElementLookup.localNames(in: function.body ?? []))
                case .type(let type):
                    index(type.members, clauses: clauses)
                    if type.kind == .enum { indexCases(of: type, clauses: clauses) }
                default:
                    break
                }
            }
        }
        // A static-enum page's case: what the page's element accessor (in the enum, or an extension
        // of it anywhere) finds for it, as the model chose it.
        func indexCases(of type: TypeDecl, clauses: [(block: Int, clause: Int)]) {
            guard let info = enumsByDeclaration[ObjectIdentifier(type)] else { return }
            let cases = StaticEnumPage.cases(of: info)
            guard let accessor = StaticEnumPage.accessor(of: info, cases: cases) else { return }
            let localNames = ElementLookup.localNames(in: accessor.body)
            for (pageCase, file) in cases where file.path == element.file {
                found[pageCase.location.offset] = ElementSite(value: StaticEnumPage.value(of: accessor.body, forCase: pageCase.name),
                                                              clauses: clauses, localNames: localNames)
            }
        }
        if let file = filesByPath[element.file] { index(file.declarations, clauses: []) }
        sites[element.file] = found
        return found[element.location.offset]
    }

    /// The names the statements declare at their top level (`let card = …`).
    static func localNames(in body: [Stmt]) -> [String] {
        var names: [String] = []
        for case .declaration(.variable(let variable)) in body {
            variable.bindings.forEach { binding in
                if let name = binding.name { names.append(name) }
            }
        }
        return names
    }

    /// The model's element type, narrowed by a `type:` argument when the model says `any`:
    /// `element("x", type: .map)` is a map.
    func elementType(of element: Element) -> String {
        guard element.elementType == "any", let value = site(of: element)?.value,
              case .call(_, let arguments, _) = value.kind, let type = ElementLookup.typeArgument(arguments),
              type != "any" else { return element.elementType }
        return type
    }

    /// The type whose member `base.name` reads: `self`, a screen passed to a block
    /// (`onScreen(X.self) { $0 … }`), a local built with `X(…)`, a parameter of type `X`.
    private func ownerType(of base: Expr, at site: CallSite) -> String? {
        if ElementLookup.isSelf(base) { return site.typeName }
        guard case .identifier(let name) = base.kind, let binding = site.scope.lookup(name) else { return nil }
        switch binding {
        case .closureParameter(let screenType):
            return screenType
        case .parameter(let type?), .caseOf(let type):
            return project.index.resolveType(type.baseName, from: site.typeName)?.qualifiedName
        case .local(let initializer?, _):
            guard case .call(let callee, _, _) = initializer.kind, let path = ConstantTable.referencePath(callee) else { return nil }
            return project.index.resolveType(path, from: site.typeName)?.qualifiedName
        default:
            return nil
        }
    }

    private func builder(named name: String, labels: [String]) -> ElementBuilder? {
        guard let candidates = builders[name] else { return nil }
        var best: ElementBuilder?
        for builder in candidates where labels.starts(with: builder.requiredLabels) {
            if best == nil || builder.requiredLabels.count > best!.requiredLabels.count { best = builder }
        }
        return best
    }

    static func isSelf(_ expr: Expr) -> Bool {
        if case .identifier(let name) = expr.kind { return name == "self" || name == "Self" }
        return false
    }

    /// `.table` in `element("x", type: .table)` or `descendants(matching: .image)`.
    static func typeArgument(_ arguments: ArgumentList) -> String? {
        for argument in arguments where argument.label == "type" || argument.label == "matching" || argument.label == nil {
            if case .implicitMember(let type) = argument.value.kind { return type }
        }
        return nil
    }

    /// A subscript key as written in a message: `"login.email"`, `A11y.Login.email`, `…`.
    static func keyText(_ key: Expr) -> String {
        if case .string(let literal) = key.kind, let value = literal.staticValue { return "\"\(value)\"" }
        return ConstantTable.referencePath(key) ?? "…"
    }
}
