import KassiosSyntax

/// Finds screens by inheritance (to a fixpoint, across files), the elements every
/// type declares, and what each screen's `onLoad` returns on every path.
struct ScreenCatalogBuilder {
    let context: AnalysisContext
    /// Classifies every element's identifier, moved to each element's file and type.
    private let classifier: CodeWalker

    init(context: AnalysisContext) {
        self.context = context
        classifier = CodeWalker(context: context, file: SourceFile(path: "", bytes: []))
    }

    // MARK: - Elements

    /// Types are read in chunks on several threads, each chunk with a builder of its own
    /// (the classifier keeps the state of one walk).
    func elementsByType() -> [String: [Element]] {
        let types = context.index.sortedTypes
        let chunks = stride(from: 0, to: types.count, by: 128).map { types[$0..<min($0 + 128, types.count)] }
        let context = self.context
        let found = ParallelMap.map(chunks) { chunk -> [(String, [Element])] in
            let builder = ScreenCatalogBuilder(context: context)
            return chunk.compactMap { type in
                var elements: [Element] = []
                for member in type.members {
                    builder.appendElements(declaredBy: member, typeName: type.qualifiedName, type: type, to: &elements)
                }
                return elements.isEmpty ? nil : (type.qualifiedName, elements)
            }
        }
        var result: [String: [Element]] = [:]
        for chunk in found {
            for (name, elements) in chunk { result[name] = elements }
        }
        return result
    }

    /// Properties and zero/one-argument methods whose value comes from a builder or query,
    /// added to `elements` (a type's elements go into one array, without one for each member).
    /// `type`: whose initializers may give a stored property its value.
    func appendElements(declaredBy member: Located<Decl>, typeName: String, type: TypeInfo? = nil, to elements: inout [Element]) {
        switch member.value {
        case .variable(let variable):
            // Read in place (`forEach`): a `for … in` copies each binding whole.
            variable.bindings.forEach { binding in
                guard let name = binding.name, name != context.configuration.onLoadProperty,
                      let value = binding.initializer ?? binding.getter.flatMap({ ScreenCatalogBuilder.returnedElementValue(of: $0, named: name) })
                          ?? (binding.accessors == nil ? type.flatMap { ScreenCatalogBuilder.initializerAssignment(to: name, in: $0) } : nil),
                      let found = element(named: name, value: value, parameters: [], typeName: typeName, file: member.file,
                                          location: binding.nameLocation,
                                          declaredBy: binding.initializer == nil && binding.accessors == nil
                                              ? nil   // given its value in an initializer, whose name `#function` would be
                                              : .property(name, isStored: ScopedWalker.Member.isStored(binding, of: variable)),
                                          isStatic: variable.header.isStatic) else { return }
                elements.append(found)
            }
        case .function(let function):
            guard function.kind == .function, function.parameters.count <= 1,
                  let body = function.body, let value = ScreenCatalogBuilder.returnedElementValue(of: body, named: function.name),
                  returnsElement(function, typeName: typeName),
                  let found = element(named: function.name, value: value, parameters: function.parameters.map(\.name),
                                      typeName: typeName, file: member.file, location: function.nameLocation,
                                      declaredBy: .function(function), isStatic: function.header.isStatic) else { return }
            if isHelperForAnyElement(function, value: value) { return }
            elements.append(found)
        default:
            break
        }
    }

    /// What a getter or method returns, through the local `let` it returns when it does nothing
    /// else but check the element is there: amazon-location's `func getSearchBar() -> XCUIElement {
    /// let searchBar = app.otherElements["SearchBar"].firstMatch; XCTAssertTrue(searchBar
    /// .waitForExistence(timeout: 5)); return searchBar }` returns the query, after an `app.activate()`
    /// too. One that acts first (`app.buttons["settings"].tap(); let title = …`: the next screen's
    /// element) or on the local (ProtonMail's `element.tap(); return element`), or that is named as a
    /// check (`waitForSearchBar()`, a wait that hands back an element the screen declares), is none.
    static func returnedElementValue(of body: [Stmt], named name: String) -> Expr? {
        guard let value = Stmt.returnedValue(of: body) else { return nil }
        guard body.count > 1, case .identifier(let local) = value.unwrapped.kind,
              !LoadCheckNames.checkPrefixes.contains(where: { name.hasPrefix($0) }) else { return value }
        var initializer: Expr?
        for statement in body {
            if initializer == nil, case .declaration(.variable(let variable)) = statement, variable.isLet {
                variable.bindings.forEach { binding in
                    if binding.name == local, binding.accessors == nil { initializer = binding.initializer }
                }
                continue
            }
            switch statement {
            case .return where initializer != nil: continue
            case .expression(let expr) where isCheck(expr) || (initializer == nil && isActivation(expr)): continue
            default: return value
            }
        }
        return initializer ?? value
    }

    /// `XCTAssertTrue(x.waitForExistence(timeout: 5))`, `_ = x.waitForExistence(timeout: 5)`,
    /// `x.waitUntilVisible()`: a statement that checks rather than acts.
    private static func isCheck(_ expr: Expr) -> Bool {
        var call = expr
        if let assignment = Assignment(expr), assignment.name == "_" { call = assignment.value }
        guard case .call(let callee, _, _) = call.unwrapped.kind, let name = CallSite.name(ofCallee: callee) else { return false }
        return name.hasPrefix("XCTAssert") || name.hasPrefix("assert") || name.hasPrefix("waitFor") || name.hasPrefix("waitUntil")
    }

    /// `app.activate()`: brings the app forward, acts on no screen.
    private static func isActivation(_ expr: Expr) -> Bool {
        guard case .call(let callee, let arguments, _) = expr.kind, arguments.isEmpty else { return false }
        return callee.memberName == "activate"
    }

    /// The first `name = value` or `self.name = value` in the bodies of a type's initializers: a
    /// stored `let logOutButton: XCUIElement` given its query in `init` (`logOutButton =
    /// app.cells["logOut"]`), or a getter (`noticeGetter = { $0.otherElements["notice"] }`).
    static func initializerAssignment(to name: String, in type: TypeInfo) -> Expr? {
        for member in type.members {
            guard case .function(let function) = member.value, function.kind == .initializer, let body = function.body else { continue }
            for statement in body {
                if case .expression(let expr) = statement, let assignment = Assignment(expr), assignment.name == name { return assignment.value }
            }
        }
        return nil
    }

    /// A parameter that is an element or a query (`XCUIElement?` too).
    static func takesAnElement(_ parameter: Parameter) -> Bool {
        guard let base = parameter.type?.baseName else { return false }
        return base == "XCUIElement" || base == "XCUIElementQuery" || base == "XCUIElementTypeQueryProvider"
    }

    /// Whether a method given an element works on whatever element it is given, a helper rather
    /// than a locator: its query has no identifier and names none up its chain
    /// (`query.cells.firstMatch`), or reads its identifier off the element it is given
    /// (`cells.containing(element.elementType, identifier: element.identifier)`). One that names
    /// an identifier of its own is a locator (`func avatar(in cell: XCUIElement) -> XCUIElement {
    /// cell.otherElements["ChatAvatarView"].images.firstMatch }`), built at runtime or not.
    func isHelperForAnyElement(_ function: FunctionDecl, value: Expr) -> Bool {
        guard let parameter = function.parameters.first(where: ScreenCatalogBuilder.takesAnElement) else { return false }
        guard let (_, argument) = locate(ElementQueries.unwrappingGetter(value)) else { return false }
        guard let argument else { return !ScreenCatalogBuilder.writesAString(value) }
        var readsTheElement = false
        SyntaxTraversal.forEachExpression(in: argument) { part in
            if case .identifier(parameter.name) = part.kind { readsTheElement = true }
        }
        return readsTheElement
    }

    /// Whether a string literal is written anywhere in the expression (Stream's
    /// `cell.otherElements["ChatAvatarView"].images.firstMatch`: an identifier of its own up the chain).
    static func writesAString(_ expr: Expr) -> Bool {
        var found = false
        SyntaxTraversal.forEachExpression(in: expr) { part in
            if case .string = part.kind { found = true }
        }
        return found
    }

    /// Whether a method can return an element: it declares a result, and not the screen itself
    /// or another type of the suite (`func tapTab(id:) -> StatsRobot` is an action, even when
    /// its one statement calls an element wrapper; `func assertGone() { … }` returns nothing).
    func returnsElement(_ function: FunctionDecl, typeName: String) -> Bool {
        guard let returned = function.returnType else { return false }
        let base = returned.baseName
        if base == "Self" || base == "Void" || base == "Bool" || returned.text == "()" { return false }
        if base.hasSuffix("Element") || base.hasSuffix("Query") { return true }
        return context.index.resolveType(base, from: typeName) == nil
    }

    /// `declaredBy`: the property or method declaring the element, what `#function` names there.
    /// `isStatic`: whether the declaration is `static` or `class`.
    func element(named name: String, value: Expr, parameters: [String], typeName: String, file: SourceFile,
                 location: SourceLocation, declaredBy member: ScopedWalker.Member?, isStatic: Bool = false) -> Element? {
        // A getter kept in a property, as ScreenObject suites name them:
        // `let listGetter: (XCUIApplication) -> XCUIElement = { $0.tables["posts.list"] }`.
        // In the declaring type, where a bare `button(.submit)` may call the type's own `button(_:)`.
        classifier.file = file
        classifier.typeName = typeName
        classifier.member = member
        defer { classifier.typeName = nil; classifier.member = nil }
        guard let (elementType, argument) = locate(ElementQueries.unwrappingGetter(value)) else { return nil }
        let identifier = argument.map { classifier.classifyIdentifier($0, in: file, typeName: typeName, parameters: parameters) }
        let isMethod: Bool
        if case .function? = member { isMethod = true } else { isMethod = false }
        return Element(name: name, elementType: elementType, identifier: identifier, file: file.path,
                       location: location, parameters: parameters, isMethod: isMethod, isStatic: isStatic)
    }

    /// The query a key finds, under what keeps its element (`.firstMatch`, `.element`,
    /// `.element(boundBy:)`) and inside a closure a builder is given: a subscript or
    /// `matching(identifier:)`; nil for a query that goes on
    /// below it (`app.cells[id].switches.firstMatch`, `children(matching:)`, `containing(…, identifier:)`).
    static func queryFoundByKey(_ returned: Expr) -> Expr? {
        var query = returned.unwrapped
        while true {
            switch query.kind {
            case .member("firstMatch", let base), .member("element", let base):
                query = base.unwrapped
            case .call(let callee, _, _) where callee.memberName == "element":
                guard case .member(_, let base) = callee.kind else { return nil }
                query = base.unwrapped
            case .subscript:
                return query
            case .call(let callee, let arguments, _) where callee.memberName == "matching":
                return arguments.contains(where: { $0.label == "identifier" }) ? query : nil
            case .call(_, let arguments, let trailingClosures):
                // KassiOS's `custom("cell \(id)") { app.tables[table].cells[id] }`: the query it is given.
                guard let inner = ElementQueries.closureQuery(arguments: arguments, trailingClosures: trailingClosures) else { return nil }
                query = inner.unwrapped
            default:
                return nil
            }
        }
    }

    static func isBareName(_ callee: Expr) -> Bool {
        if case .identifier = callee.kind { return true }
        return false
    }

    /// Members and methods of XCUIElementQuery/XCUIElement that still yield an element
    /// (or a narrower query): `firstMatch`, `element(boundBy:)`. Anything else
    /// (`count`, `exists`, `tap()`) is a value read from the element, not an element.
    static let elementPreservingMembers: Set<String> = ["firstMatch", "element"]
    static let elementPreservingMethods: Set<String> = ["element", "descendants", "children", "matching", "containing"]

    /// The element type and identifier argument of an element expression, following
    /// the chain down from `.firstMatch`, `.element(boundBy:)` and friends.
    func locate(_ expr: Expr) -> (String, Expr?)? {
        switch expr.kind {
        case .call(let callee, let arguments, let trailingClosures):
            var name: String?
            var receiver: Expr?
            if case .identifier(let identifier) = callee.kind { name = identifier }
            if case .member(let member, let base) = callee.kind {
                name = member
                receiver = base
            }
            if case .implicitMember(let member) = callee.kind { name = member }
            guard let name else { return nil }
            // A bare call is the builder unless the type declares a function of that name that it
            // calls instead (known only where an element is being read: `element(named:…)`).
            if let builder = context.builder(named: name, arguments: arguments),
               !ScreenCatalogBuilder.isBareName(callee) || classifier.typeName == nil || context.index.functionCount(named: name) == 0
                || classifier.bareBuilderCallsAreScreenMethods(name, arguments: arguments) {
                // KassiOS's escape hatch takes the query itself, as a closure that the builder's
                // description does not identify: `custom("home-scroll") { [app] in app.scrollViews["home.scroll"] }`.
                if builder.identifier == .none,
                   let returned = ElementQueries.closureQuery(arguments: arguments, trailingClosures: trailingClosures),
                   let query = locate(returned) {
                    return query
                }
                // KassiOS's `element(_:type:)`, `all(_:type:)` and `descendant(_:_:)` say what they
                // find; `all(.cell)` passes the type where the identifier would be. (Only builders of
                // any type: `button(.menu)` is a button found by the constant `String.menu`.)
                if builder.elementType == "any",
                   let typeArgument = arguments.first(where: { $0.label == "type" }) ?? arguments.first.flatMap({ $0.label == nil ? $0 : nil }),
                   case .implicitMember(let type) = typeArgument.value.kind, ElementQueries.types.contains(type) {
                    let identifier = builder.identifierArgument(in: arguments)
                    return (type, identifier.map { $0 === typeArgument.value } == true ? nil : identifier)
                }
                let identifier = builder.identifierArgument(in: arguments)
                // pmtest's `textView(NSPredicate(format: "identifier == %@", id))`: the identifier it compares.
                if let identifier, classifier.isCertainlyAPredicate(identifier, depth: 0) {
                    return (builder.elementType, ScreenCatalogBuilder.comparedIdentifier(inPredicate: identifier))
                }
                return (builder.elementType, identifier)
            }
            if receiver != nil, name == "matching" || name == "element" || name == "containing" {
                if let argument = arguments.first(where: { $0.label == "identifier" }) {
                    return (elementType(ofQuery: expr), argument.value)
                }
                // `matching(NSPredicate(format: "identifier == %@", id))`; `containing(predicate)`
                // finds what holds such a descendant, which is not the element it compares.
                for argument in arguments where name != "containing" {
                    if let compared = ScreenCatalogBuilder.comparedIdentifier(inPredicate: argument.value) {
                        return (elementType(ofQuery: expr), compared)
                    }
                }
            }
            if let wrappers = context.wrappers[name],
               let (wrapper, matched) = classifier.calledWrapper(among: wrappers, callee: callee, arguments: arguments) {
                if let index = wrapper.identifiersPassed.min() {
                    return (wrapper.elementType ?? "any", matched[index].map { classifier.identifier(passed: $0, to: wrapper, at: index) })
                }
                if !wrapper.labelParameters.isEmpty { return (wrapper.elementType ?? "any", nil) }   // an element found by its label
            }
            if let receiver, let field = selectorTableField(queriedBy: name, arguments: arguments) {
                // A selector table's own query (`sel.nextButton.element(in: app)`, Firefox's screens):
                // the element its identifier field finds, read as `sel.nextButton.value` is.
                return ("any", Expr(.member(name: field, base: receiver), at: receiver.location, end: receiver.endOffset))
            }
            // A method of the suite's that hands the element back (`.wait(0.1)`): the element it is called on.
            if let receiver, context.elementPassingMethods.contains(name, arguments: arguments), !ScreenCatalogBuilder.elementPreservingMethods.contains(name) {
                return locate(receiver)
            }
            guard ScreenCatalogBuilder.elementPreservingMethods.contains(name), let receiver else { return nil }
            return locate(receiver).map { (elementType(ofQuery: expr), $0.1) }
        case .member(let name, let base):
            if let type = ElementQueries.collections[name] { return (type, nil) }
            guard ScreenCatalogBuilder.elementPreservingMembers.contains(name) else { return nil }
            return locate(base)
        case .subscript(let base, let arguments):
            guard let key = arguments.first?.value else { return nil }
            switch base.kind {
            case .member(let name, _), .implicitMember(let name), .identifier(let name):
                if let type = ElementQueries.collections[name] { return (type, key) }
            case .call(let callee, _, _):
                if let name = callee.memberName, ElementQueries.queryMethods.contains(name) {
                    return (elementType(ofQuery: base), key)
                }
            default:
                break
            }
            return nil
        case .postfix(_, let operand), .try(_, let operand), .await(let operand), .cast(let operand, _, _):
            return locate(operand)
        default:
            return nil
        }
    }

    /// The identifier field of the selector table (`IdentifierFieldDiscovery`) whose method
    /// `name`, with these argument labels, returns an element (`func element(in app:
    /// XCUIApplication) -> XCUIElement { app.buttons[value] }`); nil when none does, or a
    /// table that does keeps more than one such field.
    /// Every table with such a method must keep the same field: which one a dictionary gives first
    /// changes from run to run.
    func selectorTableField(queriedBy name: String, arguments: [Argument]) -> String? {
        guard !context.identifierFields.isEmpty else { return nil }
        var found: String?
        for (typeName, fields) in context.identifierFields {
            guard let type = context.index.types[typeName], type.members.contains(where: { member in
                guard case .function(let function) = member.value, function.kind == .function, function.name == name,
                      function.parameters.count == arguments.count,
                      zip(function.parameters, arguments).allSatisfy({ $0.label == $1.label }),
                      let returned = function.returnType?.baseName else { return false }
                return returned.hasSuffix("Element")
            }) else { continue }
            guard fields.count == 1, let field = fields.first, found == nil || found == field else { return nil }
            found = field
        }
        return found
    }

    /// The type of element a query finds: `app.buttons` → `button`,
    /// `descendants(matching: .image)` → `image`, `element(matching: .cell, identifier:)` → `cell`.
    /// `containing(.button, identifier:)` narrows by a descendant, so keeps its receiver's type.
    func elementType(ofQuery query: Expr) -> String {
        switch query.kind {
        case .identifier(let name):
            return ElementQueries.collections[name] ?? "any"
        case .member(let name, let base):
            return ElementQueries.collections[name] ?? elementType(ofQuery: base)
        case .implicitMember(let name):
            return ElementQueries.collections[name] ?? "any"
        case .call(let callee, let arguments, _):
            guard let name = callee.memberName else { return "any" }
            let typeArgument = arguments.first { $0.label == nil || $0.label == "matching" }
            if name != "containing", let typeArgument, case .implicitMember(let type) = typeArgument.value.kind {
                return type
            }
            guard case .member(_, let base) = callee.kind else { return "any" }
            return elementType(ofQuery: base)
        case .postfix(_, let operand):
            return elementType(ofQuery: operand)
        default:
            return "any"
        }
    }

    // MARK: - Screens

    func screens(elementsByType: [String: [Element]]) -> [Screen] {
        let index = context.index
        let roots = context.configuration.allRoots
        // The root each class reaches through its superclasses (`TypeInfo.superclass`), and the
        // screen classes on the way.
        var rootOf: [String: (root: String, chain: [String])?] = [:]
        let robotRoots = roots.filter { context.configuration.dialect(ofRoot: $0) == .robot }
        let refinedRobotProtocols = robotRoots.isEmpty ? [:] : refinedRobotProtocols(robotRoots)
        func reach(_ name: String, visiting: Set<String>) -> (root: String, chain: [String])? {
            if let known = rootOf[name] { return known }
            guard !visiting.contains(name), let superclass = index.types[name]?.superclass else { return nil }
            var result: (root: String, chain: [String])?
            let writtenBase = superclass.written.baseName
            if let resolved = superclass.resolved, resolved.kind == .class, !roots.contains(resolved.name) {
                if let upper = reach(resolved.qualifiedName, visiting: visiting.union([name])) {
                    result = (upper.root, [resolved.qualifiedName] + upper.chain)
                }
            } else if roots.contains(writtenBase) {
                result = (writtenBase, [])
            } else if let resolved = superclass.resolved, resolved.kind == .protocol, let root = refinedRobotProtocols[resolved.qualifiedName] {
                result = (root, [])
            }
            rootOf[name] = result
            return result
        }
        var screenNames: [String] = []
        var tests: TestDiscovery?   // made for the first class that adopts a robot protocol
        func isTestClass(_ type: TypeInfo) -> Bool {
            guard type.kind == .class else { return false }
            let discovery = tests ?? TestDiscovery(index: index, roots: context.configuration.testCaseRoots)
            tests = discovery
            return discovery.isTestClass(type.qualifiedName)
        }
        for type in index.sortedTypes where (type.kind == .class || type.kind == .struct) && !roots.contains(type.name) {
            if type.kind == .class, reach(type.qualifiedName, visiting: []) != nil {
                screenNames.append(type.qualifiedName)
            } else if !robotRoots.isEmpty, let root = type.inheritance.lazy.map(\.baseName).first(where: robotRoots.contains)
                        ?? robotRoot(adoptedThroughRefinementBy: type, refinedRobotProtocols),
                      // A test case that adopts the steps (`class LoginTests: XCTestCase, LoginSteps`) is no robot.
                      !isTestClass(type) {
                // A robot root that is a protocol (`protocol Robot`), adopted anywhere in the list, by
                // a struct (`struct LoginRobot: Robot`) or a class that reaches no root by its
                // superclass, itself or through a protocol refined from it (`protocol TabRobot: Robot`).
                // (KassiOS and ScreenObject screens are classes: they override and call super.)
                rootOf[type.qualifiedName] = (root, [])
                screenNames.append(type.qualifiedName)
            }
        }
        let subclassed = Set(screenNames.compactMap { rootOf[$0]??.chain.first })

        var onLoads: [String: OnLoadDeclaration] = [:]
        // Bases between the root and the screens that pass their own element parameter on
        // (`init(element: XCUIElement) { super.init(element: element) }`): the subclasses decide.
        var forwarding: Set<String> = []
        for name in screenNames {
            guard let root = rootOf[name]??.root else { continue }
            let type = index.types[name]!
            switch context.configuration.dialect(ofRoot: root) ?? .kassios {
            case .kassios: onLoads[name] = onLoadDeclaration(of: type)
            case .screenObject:
                let chain = rootOf[name]??.chain ?? []
                let elementNames = Set(([name] + chain).flatMap { elementsByType[$0] ?? [] }.map(\.name))
                let handoff = superInitHandoff(of: type, elementNames: elementNames, inheritsScreen: !chain.isEmpty)
                onLoads[name] = handoff.declaration
                if handoff.forwards, case .none = handoff.declaration { forwarding.insert(name) }
                // Nothing handed over: a base whose initializer waits for a property each screen
                // overrides (green's `Screen.init(timeout:) { XCTAssert(rootElement.waitForExistence(…)) }`)
                // checks it as a robot's base does.
                // Nor a screen that waits for its own element when it is made (`required init() {
                // super.init(); visible() }`, `visible()` waiting for its button), as a robot may.
                if !handoff.forwards, !ScreenCatalogBuilder.namesAnElement(handoff.declaration) {
                    let classes = [type] + (chain + [root]).compactMap { index.types[$0] }
                    if let checked = baseInitializerWait(of: type, classes: classes, elementsByType: elementsByType)
                        ?? assertedOwnInitializerWait(of: type, classes: classes, elementNames: elementNames) {
                        onLoads[name] = checked
                    }
                }
            case .robot: onLoads[name] = loadCheck(of: type, elementsByType: elementsByType, chain: rootOf[name]??.chain ?? [], root: root,
                                                   refinedRobotProtocols: refinedRobotProtocols)
            }
        }

        return screenNames.compactMap { name -> Screen? in
            guard let type = index.types[name], let primary = type.primary, let reached = rootOf[name] ?? nil else { return nil }
            let elements = elementsByType[name] ?? []
            let isAbstract = context.configuration.abstractScreens.contains(type.name)
                || context.configuration.abstractScreens.contains(name)
                || (subclassed.contains(name) && elements.allSatisfy(\.isBuilder))
                || forwarding.contains(name)
                || isVerificationPart(name, rootOf: rootOf)
            return Screen(name: name, file: primary.file.path, location: primary.value.nameLocation,
                          superclass: type.superclass?.written.text ?? "", root: reached.root,
                          dialect: context.configuration.dialect(ofRoot: reached.root) ?? .kassios, ancestors: reached.chain,
                          elements: elements, onLoad: onLoads[name] ?? .none, isAbstract: isAbstract)
        }
    }

    /// The protocols refined, at any depth, from a robot root that is a protocol (`protocol
    /// TabRobot: Robot`), by qualified name, with the root each reaches.
    func refinedRobotProtocols(_ robotRoots: Set<String>) -> [String: String] {
        let index = context.index
        var reached: [String: String] = [:]
        var grew = true
        while grew {
            grew = false
            for type in index.sortedTypes where type.kind == .protocol && reached[type.qualifiedName] == nil && !robotRoots.contains(type.name) {
                let scope = type.enclosingScope
                for written in type.inheritance {
                    if robotRoots.contains(written.baseName), index.resolveType(written.text, from: scope).map({ $0.kind == .protocol }) ?? true {
                        reached[type.qualifiedName] = written.baseName
                    } else if let resolved = index.resolveType(written.text, from: scope), let root = reached[resolved.qualifiedName] {
                        reached[type.qualifiedName] = root
                    } else {
                        continue
                    }
                    grew = true
                    break
                }
            }
        }
        return reached
    }

    /// The robot root `type` adopts through a protocol refined from it, nil for none.
    func robotRoot(adoptedThroughRefinementBy type: TypeInfo, _ refined: [String: String]) -> String? {
        guard !refined.isEmpty else { return nil }
        return context.index.inheritedTypes(of: type).lazy.compactMap { refined[$0.qualifiedName] }.first
    }

    /// Whether a load check names at least one element.
    static func namesAnElement(_ declaration: OnLoadDeclaration) -> Bool {
        guard case .declared(let paths, _, _) = declaration else { return false }
        return paths.contains { !$0.elements.isEmpty }
    }

    /// A robot's nested `Verify` (pmtest's robots, ProtonMail's and ProtonVPN's: `class MainRobot:
    /// CoreElements { let verify = Verify(); class Verify: CoreElements { func qcButtonConnected() … } }`):
    /// the robot's assertions, made on its screen, not a screen of its own with a load check to declare.
    /// `rootOf`: the root each class reaches, by qualified name.
    func isVerificationPart(_ name: String, rootOf: [String: (root: String, chain: [String])?]) -> Bool {
        guard let dot = name.lastIndex(of: "."),
              ScreenCatalogBuilder.isVerificationTypeName(name[name.index(after: dot)...]),
              let root = rootOf[name]??.root, context.configuration.dialect(ofRoot: root) == .robot else { return false }
        return rootOf[String(name[..<dot])]??.root == root
    }

    static let verificationTypeNames: Set<String> = ["Verify", "Verification", "Verifications", "Assert", "Assertions", "Checks"]

    /// `Verify`, `Assertions`…, or one of them starting a longer name (protonpass's nested
    /// `VerifyDeleteAccount`); not `Verifier` or `Checkout`, nor a screen of its own named for what
    /// it verifies (`VerifyEmailRobot`, `VerificationCodeScreen`).
    static func isVerificationTypeName(_ name: Substring) -> Bool {
        if verificationTypeNames.contains(String(name)) { return true }
        if screenWords.contains(where: { name.hasSuffix($0) }) { return false }
        return verificationTypeNames.contains { word in
            name.hasPrefix(word) && name.dropFirst(word.count).first.map { $0.isUppercase } == true
        }
    }

    /// What a type that is a screen of its own is called at its end.
    static let screenWords = ["Robot", "Screen", "Page", "Bot", "View", "Sheet", "Dialog", "Alert", "Modal", "Popup", "Controller",
                              "Tab", "Form", "Flow", "Step", "Steps"]

    // MARK: - onLoad

    /// Every declaration of the onLoad property counts: `#if` clauses may each declare one.
    func onLoadDeclaration(of type: TypeInfo) -> OnLoadDeclaration {
        let property = context.configuration.onLoadProperty
        var paths: [OnLoadPath] = []
        var first: (file: String, location: SourceLocation)?
        for member in type.members {
            guard case .variable(let variable) = member.value, variable.bindings.binds(property) else { continue }
            for binding in variable.bindings where binding.name == property {
                var found: [OnLoadPath] = []
                if let initializer = binding.initializer {
                    found = evaluate(initializer)
                } else if let getter = binding.getter {
                    found = returnPaths(getter, implicitValue: true)
                }
                if found.isEmpty {
                    found = [OnLoadPath(elements: [], includesSuper: false, isOpaque: true, location: binding.nameLocation)]
                }
                paths += found
                if first == nil { first = (member.file.path, binding.nameLocation) }
            }
        }
        guard let first else { return .none }
        return .declared(paths: paths, file: first.file, location: first.location)
    }

    /// Screens that hand what proves them loaded to their root's initializer, in an initializer
    /// of their own. Automattic's ScreenObject takes getters, as an array (`expectedElementGetters:`)
    /// or one by one (`expectedElementGetter:`); other bases take the elements themselves
    /// (WordPress's older `BaseScreen`: `super.init(element: continueButton)`), so for a `super.init`
    /// without getters every argument that is an element counts (`handedElements`).
    ///
    /// Once one `super.init` of the type hands something over, the others are paths too: one
    /// that certainly hands nothing (`nil`, literals, the application, parameters that are no
    /// element) is an empty path, unless the type inherits from a screen (`inheritsScreen`), whose
    /// initializer may hand its own; one whose arguments kassios cannot read is an opaque path.
    /// With none that hands something, the type declares nothing (`super.init(app: app)` alone),
    /// unless one has arguments kassios cannot read (`super.init(element: makeHeader())`): opaque.
    /// Those other paths are kept from the file of the first handoff, whose lines a finding
    /// names. `forwards`: an initializer passes its own element parameter on (a base between the
    /// root and the screens); with no handoff besides, the subclasses decide. A class that
    /// declares no designated initializer inherits its base's, and its convenience ones call them
    /// as `self.init(…)`: those calls are read instead.
    func superInitHandoff(of type: TypeInfo, elementNames: Set<String> = [],
                           inheritsScreen: Bool = false) -> (declaration: OnLoadDeclaration, forwards: Bool) {
        var paths: [OnLoadPath] = []
        var others: [(file: String, path: OnLoadPath)] = []
        var forwards = false
        var first: (file: String, location: SourceLocation)?
        let initializers = type.members.compactMap { member -> (function: FunctionDecl, file: SourceFile)? in
            guard case .function(let function) = member.value, function.kind == .initializer else { return nil }
            return (function, member.file)
        }
        let calledBase = type.designatedInitializers.isEmpty ? "self" : "super"
        let baseInitializers = type.initializersAbove().designated
        for (function, file) in initializers {
            guard let body = function.body else { continue }
            var locals: [String: [Local]]?
            ScreenCatalogBuilder.visitCalls(in: body) { callee, arguments in
                guard case .member("init", let base) = callee.kind, case .identifier(calledBase) = base.kind else { return }
                guard let getters = arguments.first(where: { ScreenDialect.getterLabels.contains($0.label ?? "") }) else {
                    if locals == nil { locals = ScreenCatalogBuilder.localValues(in: body) }
                    let handoff = Handoff(elementNames: elementNames, parameters: function.parameters, locals: locals ?? [:],
                                          callOffset: callee.location.offset, type: type, file: file,
                                          calledParameters: ScreenCatalogBuilder.parameters(called: arguments, among: baseInitializers))
                    switch handedElements(arguments, handoff) {
                    case .elements(let handed):
                        paths.append(handed)
                        if first == nil { first = (file.path, handed.location) }
                    case .forwarded:
                        forwards = true
                    case .nothing:
                        others.append((file.path, OnLoadPath(elements: [], includesSuper: inheritsScreen, isOpaque: false,
                                                                    location: callee.location)))
                    case .unreadable:
                        others.append((file.path, OnLoadPath(elements: [], includesSuper: false, isOpaque: true,
                                                                    location: callee.location)))
                    }
                    return
                }
                let listed: [Expr]?
                if getters.label == "expectedElementGetter" {
                    listed = [getters.value]
                } else if case .array(let elements) = getters.value.kind {
                    listed = elements
                } else {
                    listed = nil
                }
                if let listed {
                    var names: [String] = []
                    var inlineIdentifiers: [String: String] = [:]
                    for getter in listed {
                        let (name, identifier) = getterName(getter, in: file, typeName: type.qualifiedName)
                        names.append(name)
                        if let identifier { inlineIdentifiers[name] = identifier }
                    }
                    paths.append(OnLoadPath(elements: names, includesSuper: false, isOpaque: false, location: getters.value.location,
                                            inlineIdentifiers: inlineIdentifiers))
                } else {
                    paths.append(OnLoadPath(elements: [], includesSuper: false, isOpaque: true, location: getters.value.location))
                }
                if first == nil { first = (file.path, getters.value.location) }
            }
        }
        guard let first else {
            // Nothing kassios can read is handed over, but an argument it cannot read may be an element.
            if let unreadable = others.first(where: { $0.path.isOpaque }) {
                return (.declared(paths: [unreadable.path], file: unreadable.file, location: unreadable.path.location), forwards)
            }
            return (.none, forwards)
        }
        paths += others.filter { $0.file == first.file }.map(\.path)
        return (.declared(paths: paths, file: first.file, location: first.location), forwards)
    }

    /// What a `super.init` call's arguments are read against: the screen's element names (its
    /// and its ancestors'), and the initializer's own parameters and the locals declared before
    /// the call (`callOffset`), which shadow them.
    struct Handoff {
        let elementNames: Set<String>
        let parameters: [Parameter]
        /// Locals by name, in order of declaration (`localValues(in:)`).
        let locals: [String: [Local]]
        /// Where names are looked up: the call, or a local's own declaration while its value is read.
        var callOffset: Int
        let type: TypeInfo
        let file: SourceFile
        /// The parameters of the base's initializer the call matches, by argument position (nil
        /// where the files do not declare it).
        var calledParameters: [Parameter?] = []

        var typeName: String { type.qualifiedName }

        /// The local `name` in scope at `callOffset` (the last declared before it and visible there), with a handoff
        /// that reads its value where it is declared (`let element = element.firstMatch` reads the
        /// parameter); nil for no such local. Its value is nil when it is declared without one.
        func local(_ name: String) -> (value: Expr?, handoff: Handoff)? {
            guard let declarations = locals[name], let last = declarations.last(where: { $0.isVisible(at: callOffset) }) else { return nil }
            var inner = self
            inner.callOffset = last.offset
            inner.calledParameters = []
            return (last.value, inner)
        }
    }

    /// The parameters `arguments` bind in the one initializer among `initializers` whose labels
    /// they fit (in order, the others defaulted); empty when none or several fit.
    static func parameters(called arguments: [Argument], among initializers: [FunctionDecl]) -> [Parameter?] {
        var matched: [Parameter?]?
        for initializer in initializers {
            var bound: [Parameter?] = []
            var next = 0
            for argument in arguments {
                while next < initializer.parameters.count, initializer.parameters[next].label != argument.label,
                      initializer.parameters[next].defaultValue != nil {
                    next += 1
                }
                guard next < initializer.parameters.count, initializer.parameters[next].label == argument.label else { bound = []; break }
                bound.append(initializer.parameters[next])
                next += 1
            }
            guard bound.count == arguments.count,
                  initializer.parameters[next...].allSatisfy({ $0.defaultValue != nil }) else { continue }
            guard matched == nil else { return [] }
            matched = bound
        }
        return matched ?? []
    }

    /// What a `super.init` hands over.
    enum Handed {
        /// Elements, as one path at the first of them.
        case elements(OnLoadPath)
        /// The initializer's own element-typed parameter, passed on.
        case forwarded
        /// Certainly no element: `nil`, literals, the application, parameters of other types.
        case nothing
        /// Arguments kassios cannot read (a call, a variable set elsewhere).
        case unreadable
    }

    /// The elements among a `super.init`'s arguments (`element: continueButton`, `elements: [a, b]`,
    /// `element: app.otherElements.firstMatch`); in an array, the items that are elements.
    /// A query is listed as `buttons["id"]` with its identifier when it has a static one, as
    /// `query` when not.
    func handedElements(_ arguments: [Argument], _ handoff: Handoff) -> Handed {
        var names: [String] = []
        var inlineIdentifiers: [String: String] = [:]
        var location: SourceLocation?
        var forwarded = false
        var unreadable = false
        for (position, argument) in arguments.enumerated() {
            var values = [argument.value]
            if case .array(let items) = argument.value.kind { values = items }
            // What the base's initializer declares the parameter as, when the files say.
            let declared = position < handoff.calledParameters.count ? handoff.calledParameters[position]?.type : nil
            var found: [HandedElement] = []
            for value in values {
                if let element = handedElement(value, handoff, depth: 0) {
                    found.append(element)
                } else if declared.map({ !ScreenCatalogBuilder.isElementType($0) }) != true
                            && !isCertainlyNoElement(value, handoff, depth: 0) {
                    unreadable = true
                }
            }
            // The elements of an array count (`[list, nil]` hands `list`); `[1, 2]` hands nothing.
            guard !found.isEmpty else { continue }
            for element in found {
                switch element {
                case .named(let name, let identifier):
                    names.append(name)
                    if let identifier { inlineIdentifiers[name] = identifier }
                case .forwarded:
                    forwarded = true
                }
            }
            if location == nil, !names.isEmpty { location = argument.value.location }
        }
        if let location {
            return .elements(OnLoadPath(elements: names, includesSuper: false, isOpaque: false, location: location,
                                        inlineIdentifiers: inlineIdentifiers))
        }
        if forwarded { return .forwarded }
        return unreadable ? .unreadable : .nothing
    }

    enum HandedElement {
        /// An element of the screen by name, or a query (`buttons["id"]`, or `query` without a
        /// static identifier) with its identifier.
        case named(String, identifier: String?)
        /// The initializer's own element-typed parameter, passed on.
        case forwarded
    }

    /// One argument of a `super.init` read as an element, if it is one: an element of the screen
    /// (`continueButton`, `self.continueButton`, `Self.header`, `title.firstMatch`), a query
    /// (`app.tables["Reader"]`), or a local holding either.
    func handedElement(_ value: Expr, _ handoff: Handoff, depth: Int) -> HandedElement? {
        guard depth < 8 else { return nil }
        switch value.kind {
        case .identifier(let name):
            if let local = handoff.local(name) {
                return local.value.flatMap { handedElement($0, local.handoff, depth: depth + 1) }
            }
            if let parameter = handoff.parameters.first(where: { $0.name == name }) {
                return ScreenCatalogBuilder.isElementType(parameter.type) ? .forwarded : nil
            }
            return handoff.elementNames.contains(name) ? .named(name, identifier: nil) : nil
        case .member(let name, let base):
            if ScreenCatalogBuilder.elementPreservingMembers.contains(name), let element = handedElement(base, handoff, depth: depth + 1) {
                return element
            }
            if handoff.elementNames.contains(name), ScreenCatalogBuilder.namesOwnType(base, handoff.type) {
                return .named(name, identifier: nil)
            }
        case .postfix(_, let operand), .try(_, let operand), .await(let operand), .cast(let operand, _, _):
            return handedElement(operand, handoff, depth: depth + 1)
        default:
            break
        }
        guard let (type, key) = locate(value) else { return nil }
        let named = queryName(type, key, in: handoff.file, typeName: handoff.typeName)
        return .named(named?.name ?? "query", identifier: named?.identifier)
    }

    /// Whether an argument certainly is no element: `nil`, a literal, `XCUIApplication()`, a
    /// parameter or property declared with another type (`app: XCUIApplication`), or a local
    /// holding one of those.
    func isCertainlyNoElement(_ value: Expr, _ handoff: Handoff, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        switch value.kind {
        case .nil, .boolean, .integer, .float, .string, .implicitMember:
            return true
        case .array(let items):
            return items.allSatisfy { isCertainlyNoElement($0, handoff, depth: depth + 1) }
        case .call(let callee, _, _):
            if case .identifier("XCUIApplication") = callee.kind { return true }
            return false
        case .identifier(let name):
            if let local = handoff.local(name) {
                return local.value.map { isCertainlyNoElement($0, local.handoff, depth: depth + 1) } ?? false
            }
            if let parameter = handoff.parameters.first(where: { $0.name == name }) {
                return parameter.type.map { !ScreenCatalogBuilder.isElementType($0) } ?? false
            }
            guard !handoff.elementNames.contains(name) else { return false }
            // A property of the type, or a global of the files (`let app = XCUIApplication()`).
            return variableIsNoElement(name, among: handoff.type.members, handoff, depth: depth)
                ?? variableIsNoElement(name, among: context.index.topLevel, handoff, depth: depth) ?? false
        case .member(let name, let base):
            guard case .identifier("self") = base.kind, !handoff.elementNames.contains(name) else { return false }
            return variableIsNoElement(name, among: handoff.type.members, handoff, depth: depth) ?? false
        default:
            return false
        }
    }

    /// Whether the variable `name` declared among `declarations` certainly holds no element, by
    /// its declared type or else its value; nil when none of them declares it.
    private func variableIsNoElement(_ name: String, among declarations: [Located<Decl>], _ handoff: Handoff, depth: Int) -> Bool? {
        for declaration in declarations {
            guard case .variable(let variable) = declaration.value, variable.bindings.binds(name) else { continue }
            for binding in variable.bindings where binding.name == name {
                if let type = binding.type { return !ScreenCatalogBuilder.isElementType(type) }
                return binding.initializer.map { isCertainlyNoElement($0, handoff, depth: depth + 1) } ?? false
            }
        }
        return nil
    }

    /// The identifier an `NSPredicate(format:)` written here compares for equality (`"identifier ==
    /// %@", id`); nil for anything else, and for a prefix or a pattern (`BEGINSWITH`), which names
    /// no one element.
    static func comparedIdentifier(inPredicate expr: Expr) -> Expr? {
        guard case .call(let predicate, let predicateArguments, _) = expr.unwrapped.kind,
              case .identifier("NSPredicate") = predicate.kind,
              let format = predicateArguments.first, format.label == "format",
              !PredicateFormat.negatesOrOffersAlternatives(format.value) else { return nil }
        let values = PredicateFormat.identifierValues(format: format.value,
                                                      arguments: PredicateFormat.formatArguments(predicateArguments.dropFirst()))
        // `NSPredicate(format: "identifier == 'login.email'")`: the identifier is written in the format.
        return values.values.first(where: \.isExact)?.value ?? PredicateFormat.quotedIdentifier(format: format.value)
    }

    /// Whether a declared type holds elements: `XCUIElement`, `KassElement?`, `[XCUIElement]`, a
    /// getter `(XCUIApplication) -> XCUIElement` or an array of them.
    static func isElementType(_ type: TypeSyntax?) -> Bool {
        guard var text = type.map({ Substring($0.text) }) else { return false }
        if let arrow = text.lastIndex(of: ">"), arrow > text.startIndex, text[text.index(before: arrow)] == "-" {
            text = text[text.index(after: arrow)...]
        }
        while let last = text.last, "?!]) ".contains(last) { text = text.dropLast() }
        return text.hasSuffix("Element")
    }

    /// `self`, `Self`, or the type's own name (`StaticScreen.header` inside `StaticScreen`).
    static func namesOwnType(_ expr: Expr, _ type: TypeInfo) -> Bool {
        guard case .identifier(let name) = expr.kind else { return false }
        return name == "self" || name == "Self" || name == type.name
    }

    /// A `let` or `var` of an initializer's body: where it is declared (its value is read there),
    /// where it is visible from and to (the end of the block it is visible in: the start of what
    /// follows that block; `Int.max` for the body's own), and its value (nil: none).
    struct Local {
        let offset: Int
        let visibleFrom: Int
        let end: Int
        let value: Expr?

        init(offset: Int, visibleFrom: Int? = nil, end: Int, value: Expr?) {
            self.offset = offset
            self.visibleFrom = visibleFrom ?? offset + 1
            self.end = end
            self.value = value
        }

        func isVisible(at offset: Int) -> Bool { visibleFrom <= offset && offset < end }
    }

    /// The `let`s and `var`s a body declares, by name, in order, also inside `if`, `guard`,
    /// `switch`, `do`, `catch`, `for`, `while` and `defer` blocks (each visible to the end of its
    /// block) and `#if` clauses (visible after `#endif`, as the compiler sees them), and the
    /// names `if let` binds (in its block) and `guard let` (after the `guard`): where a
    /// `super.init` may stand. Statements keep no end, so a block ends where the next one
    /// starts: the `else`, the next `case` or `catch`, the next `#if` clause, or the statement
    /// after. (Which of a name's declarations is in scope at a call is `Handoff.local`'s
    /// question: the last visible there.)
    static func localValues(in body: [Stmt]) -> [String: [Local]] {
        var values: [String: [Local]] = [:]
        func bind(_ conditions: [Condition], from start: Int? = nil, until end: Int) {
            for case .optionalBinding(let name?, let value?, let location) in conditions {
                values[name, default: []].append(Local(offset: location.offset, visibleFrom: start, end: end, value: value))
            }
        }
        // `end`: where what `statements` declares stops being visible; `after`: where the
        // statement after the last one starts (they differ in an `#if` clause).
        func collect(_ statements: [Stmt], until end: Int, followedAt after: Int? = nil) {
            for (index, statement) in statements.enumerated() {
                let next = index + 1 < statements.count ? statements[index + 1].location.offset : after ?? end
                switch statement {
                case .declaration(.variable(let variable)):
                    variable.bindings.forEach { binding in
                        if let name = binding.name {
                            values[name, default: []].append(Local(offset: binding.nameLocation.offset, end: end, value: binding.initializer))
                        }
                    }
                case .ifConfig(let clauses):
                    for (number, clause) in clauses.enumerated() {
                        let clauseEnd = number + 1 < clauses.count ? clauses[number + 1].location.offset : next
                        collect(clause.elements, until: end, followedAt: clauseEnd)
                    }
                case .if(let statement):
                    let elseStart = statement.elseBody?.first?.location.offset ?? next
                    bind(statement.conditions, until: elseStart)
                    collect(statement.body, until: elseStart)
                    if let elseBody = statement.elseBody { collect(elseBody, until: next) }
                case .guard(let statement):
                    bind(statement.conditions, from: next, until: end)
                    collect(statement.elseBody, until: next)
                case .switch(let statement):
                    for (number, switchCase) in statement.cases.enumerated() {
                        let caseEnd = number + 1 < statement.cases.count ? statement.cases[number + 1].location.offset : next
                        collect(switchCase.body, until: caseEnd)
                    }
                case .do(let statement):
                    collect(statement.body, until: statement.catches.first?.location.offset ?? next)
                    for (number, handler) in statement.catches.enumerated() {
                        collect(handler.body, until: number + 1 < statement.catches.count ? statement.catches[number + 1].location.offset : next)
                    }
                case .for(let statement):
                    collect(statement.body, until: next)
                case .while(let statement):
                    bind(statement.conditions, until: next)
                    collect(statement.body, until: next)
                case .defer(let statements, _):
                    collect(statements, until: next)
                default:
                    break
                }
            }
        }
        collect(body, until: Int.max)
        for name in values.keys { values[name]!.sort { $0.offset < $1.offset } }
        return values
    }

    /// `{ $0.buttons["x"] }` → `buttons["x"]` with its identifier, when it is a literal or a
    /// constant; a key path or function reference by name.
    func getterName(_ expr: Expr, in file: SourceFile, typeName: String) -> (name: String, identifier: String?) {
        if case .closure(let closure) = expr.kind, let value = Stmt.returnedValue(of: closure.body) {
            guard let (type, argument) = locate(value) else { return (memberReturned(value, typeName: typeName) ?? "getter", nil) }
            return queryName(type, argument, in: file, typeName: typeName) ?? ("getter", nil)
        }
        return (ConstantTable.referencePath(expr) ?? "getter", nil)
    }

    /// The member of the screen a getter returns, by name: WooCommerce's `{ Self.findContinueButton(in:
    /// $0) }` (the one static function of that name the type declares, returning an `XCUIElement`),
    /// `{ _ in self.title }` (its one property of that name); nil for anything else, and where a
    /// function and a property share the name.
    func memberReturned(_ value: Expr, typeName: String) -> String? {
        var expr = value.unwrapped
        var isCall = false
        if case .call(let callee, _, let closures) = expr.kind, closures.isEmpty {
            expr = callee
            isCall = true
        }
        let name: String
        switch expr.kind {
        case .identifier(let written):
            name = written
        case .member(let written, let base):
            switch base.kind {
            case .identifier("self"), .identifier("Self"): break
            case .identifier(let type) where typeName == type || typeName.hasSuffix("." + type): break
            default: return nil
            }
            name = written
        default:
            return nil
        }
        guard let type = context.index.types[typeName] else { return nil }
        var functions = 0, properties = 0, findsAnElement = false
        for member in type.members {
            switch member.value {
            case .function(let function) where function.name == name:
                functions += 1
                findsAnElement = function.header.isStatic && function.returnType?.baseName == "XCUIElement"
            case .variable(let variable) where variable.bindings.binds(name):
                properties += 1
            default:
                continue
            }
        }
        if isCall { return functions == 1 && properties == 0 && findsAnElement ? name : nil }
        return properties == 1 && functions == 0 ? name : nil
    }

    /// A located query as an onLoad list names it, `buttons["id"]` or `buttons[A11y.id]`, with its
    /// static identifier; nil for a query without a literal or constant key.
    func queryName(_ type: String, _ key: Expr?, in file: SourceFile, typeName: String) -> (name: String, identifier: String?)? {
        guard let key else { return nil }
        let identifier = classifier.classifyIdentifier(key, in: file, typeName: typeName, parameters: []).staticValue
        if case .string(let literal) = key.kind, let id = literal.staticValue { return ("\(type)[\"\(id)\"]", identifier) }
        if let path = ConstantTable.referencePath(key) { return ("\(type)[\(path)]", identifier) }
        return nil
    }

    /// Robots: a load check member (`assertVisible`, `isLoaded`…) in the class or a robot
    /// ancestor; its elements are the element properties and identifier positions it touches.
    /// `chain`: the classes between the robot and its root, nearest first; `root`: the root it reaches.
    /// `refinedRobotProtocols`: the protocols refined from a robot root, whose extensions give a check too.
    func loadCheck(of type: TypeInfo, elementsByType: [String: [Element]], chain: [String], root: String? = nil,
                   refinedRobotProtocols: [String: String] = [:]) -> OnLoadDeclaration {
        let checks = context.configuration.robotLoadChecks
        var elementNames = Set(([type.qualifiedName] + chain).flatMap { elementsByType[$0] ?? [] }.map(\.name))
        // A property of the robot that names one of its elements (`override var root: XCUIElement
        // { total }`) is waited for as that element is.
        let aliases = ScreenCatalogBuilder.propertiesNamingAnElement(of: type, among: elementNames)
        elementNames.formUnion(aliases.keys)
        return ScreenCatalogBuilder.naming(loadCheck(of: type, elementNames: elementNames, checks: checks, chain: chain, root: root,
                                                     elementsByType: elementsByType, refinedRobotProtocols: refinedRobotProtocols),
                                           through: aliases)
    }

    /// A load check's elements with the properties that name one (`aliases`) replaced by it.
    static func naming(_ check: OnLoadDeclaration, through aliases: [String: String]) -> OnLoadDeclaration {
        guard !aliases.isEmpty, case .declared(let paths, let file, let location) = check else { return check }
        return .declared(paths: paths.map { path in
            var elements: [String] = []
            for name in path.elements.map({ aliases[$0] ?? $0 }) where !elements.contains(name) { elements.append(name) }
            var renamed = OnLoadPath(elements: elements, includesSuper: path.includesSuper, isOpaque: path.isOpaque, location: path.location)
            renamed.inlineIdentifiers = path.inlineIdentifiers
            return renamed
        }, file: file, location: location)
    }

    private func loadCheck(of type: TypeInfo, elementNames: Set<String>, checks: [String], chain: [String], root: String?,
                           elementsByType: [String: [Element]], refinedRobotProtocols: [String: String]) -> OnLoadDeclaration {
        // The check that runs is the nearest one declared: the robot's own, else a base class's
        // (`class BaseRobot { func assertVisible() { XCTAssert(root.waitForExistence(timeout: 5)) } }`,
        // each robot overriding `root`), the nearest first and the root included, else the one the
        // extension of a robot protocol adopted on the way gives (`extension Robot { func
        // assertVisible() { … } }`). It counts for this robot when it waits for one of this robot's
        // own elements; one that calls `super`'s passes on to the next. An ancestor's that waits for
        // none of them proves nothing about this robot, and hides the ones above it.
        let classes = [type] + (chain + (root.map { [$0] } ?? [])).compactMap { context.index.types[$0] }
        let protocols = robotProtocols(adoptedBy: classes, refined: refinedRobotProtocols)
        // Where a check's calls on `self` are looked up: the classes, the robot protocols, and the
        // other protocols the classes adopt (a `UITestScreen` whose extension has the wait).
        var methodTypes = classes + protocols
        for type in classes {
            for adopted in context.index.inheritedTypes(of: type) where adopted.kind == .protocol && !methodTypes.contains(where: { $0 === adopted }) {
                methodTypes.append(adopted)
            }
        }
        var seen: Set<ObjectIdentifier> = []
        // A root that is a protocol comes with the protocols, after those refined from it: Swift runs
        // the nearest protocol's extension (`TabRobot`'s before `Robot`'s).
        for (position, declaring) in (classes.filter { $0.kind != .protocol } + protocols).enumerated()
            where seen.insert(ObjectIdentifier(declaring)).inserted {
            var names = elementNames
            if declaring.kind == .protocol {
                names.formUnion(elementsBuiltFromRequirements(of: declaring, declaredBy: type, elementsByType: elementsByType))
            }
            let (found, callsSuper) = namedLoadCheck(in: declaring, checks: checks, elementNames: names, methodsOf: methodTypes)
            guard case .declared(let paths, _, _) = found else { continue }
            if paths.contains(where: { !$0.elements.isEmpty && $0.elements != ["query"] }) { return found }
            if callsSuper { continue }
            if position == 0 { return found }   // the robot's own: it says what it references
            break
        }
        // No check by name: a robot that waits for its screen when it is made.
        if let waited = ownInitializerWait(of: type, classes: classes, elementNames: elementNames) { return waited }
        return baseInitializerCheck(of: type, classes: classes, elementNames: elementNames)
    }

    /// The robot protocols `classes` adopt, nearest first: each one a class names (`Robot`, or
    /// `TabRobot` refined from it), then the protocols it refines on the way to the root.
    func robotProtocols(adoptedBy classes: [TypeInfo], refined: [String: String]) -> [TypeInfo] {
        let index = context.index
        let roots = context.configuration.robotRoots
        func robotProtocol(_ written: TypeSyntax, in type: TypeInfo) -> TypeInfo? {
            if roots.contains(written.baseName) {
                return (index.types[written.baseName] ?? index.resolveType(written.text, from: type.enclosingScope)).flatMap { $0.kind == .protocol ? $0 : nil }
            }
            guard !refined.isEmpty, let resolved = index.resolveType(written.text, from: type.enclosingScope),
                  refined[resolved.qualifiedName] != nil else { return nil }
            return resolved
        }
        var found: [TypeInfo] = []
        var seen: Set<ObjectIdentifier> = []
        var next = 0
        for type in classes {
            for written in type.inheritance {
                if let proto = robotProtocol(written, in: type), seen.insert(ObjectIdentifier(proto)).inserted { found.append(proto) }
            }
        }
        // Then what each refines, breadth first: nearer protocols come before the root.
        while next < found.count {
            let proto = found[next]
            next += 1
            for written in proto.inheritance {
                if let parent = robotProtocol(written, in: proto), seen.insert(ObjectIdentifier(parent)).inserted { found.append(parent) }
            }
        }
        return found
    }

    /// The elements a robot protocol's extension builds from a requirement the robot declares itself
    /// of text (hermes's `var identifier: XCUIElement { app.descendants(matching: .any).matching(NSPredicate(
    /// format: "identifier == '\(screenName)'")).firstMatch }`, each robot declaring its `screenName`):
    /// each robot's own element, as a `rootElement` a robot overrides is, so that the extension's
    /// load check waiting for it checks that robot.
    func elementsBuiltFromRequirements(of protocolType: TypeInfo, declaredBy type: TypeInfo,
                                       elementsByType: [String: [Element]]) -> Set<String> {
        guard let declaration = protocolType.primary?.value else { return [] }
        var requirements: Set<String> = []
        // Requirements of text, as an identifier is (not `var app: XCUIApplication { get }`, which every robot declares).
        for case .variable(let variable) in declaration.members where !variable.header.isStatic {
            variable.bindings.forEach { binding in
                if let name = binding.name, binding.type?.baseName == "String",
                   CodeWalker.propertyBinding(named: name[...], in: type) != nil { requirements.insert(name) }
            }
        }
        guard !requirements.isEmpty else { return [] }
        let elementNames = Set((elementsByType[protocolType.qualifiedName] ?? []).map(\.name))
        var built: Set<String> = []
        for member in protocolType.members {
            guard case .variable(let variable) = member.value, !variable.header.isStatic else { continue }
            variable.bindings.forEach { binding in
                guard let name = binding.name, elementNames.contains(name), !requirements.contains(name),
                      let body = binding.getter ?? binding.initializer.map({ [Stmt.expression($0)] }) else { return }
                var mentions = false
                ScreenCatalogBuilder.visitExpressions(in: body) { expr in
                    if case .identifier(let read) = expr.kind, requirements.contains(read) { mentions = true }
                }
                if mentions { built.insert(name) }
            }
        }
        return built
    }

    /// For a screen object: the wait every designated initializer of its own makes for one of its
    /// elements, unconditionally and asserted, as `baseInitializerWait` asks of a base's: at the top of
    /// its body (`XCTAssertTrue(table.waitForExistence(timeout: 2))`, `guard … else { XCTFail(…) }`),
    /// or at the top of a method of its own that the body calls at its top (XCUITEST_RESTAURANT_BOOKING's
    /// `required init() { super.init(); visible() }`). An assertion that the element is absent or
    /// goes away proves nothing. Nil otherwise.
    func assertedOwnInitializerWait(of type: TypeInfo, classes: [TypeInfo], elementNames: Set<String>) -> OnLoadDeclaration? {
        func shownIn(_ body: [Stmt]) -> [String] { ScreenCatalogBuilder.elementsShown(in: body, among: elementNames) }
        return everyInitializerWaits(of: type) { body in
            var waited = shownIn(body)
            if waited.isEmpty {
                let calls = body.filter { if case .expression(let expr) = $0, case .call = expr.kind { return true } else { return false } }
                for method in ScreenCatalogBuilder.methods(calledOnSelfIn: calls, declaredIn: classes) {
                    for name in shownIn(method) where !waited.contains(name) { waited.append(name) }
                }
            }
            return waited
        }
    }

    /// The load check every designated initializer of `declaring` makes, when each waits for
    /// something (`waited`, given an initializer's body): at the first of them. Nil when one waits
    /// for nothing, or `declaring` declares none.
    func everyInitializerWaits(of declaring: TypeInfo, _ waited: ([Stmt]) -> [String]) -> OnLoadDeclaration? {
        var first: (function: FunctionDecl, waited: [String])?
        for initializer in declaring.designatedInitializers {
            guard let body = initializer.body else { return nil }
            let names = waited(body)
            guard !names.isEmpty else { return nil }
            if first == nil { first = (initializer, names) }
        }
        guard let first, let file = declaring.members.first(where: { member in
            if case .function(let function) = member.value { return function === first.function }
            return false
        })?.file else { return nil }
        return .declared(paths: [OnLoadPath(elements: first.waited, includesSuper: false, isOpaque: false, location: first.function.nameLocation)],
                         file: file.path, location: first.function.nameLocation)
    }

    /// The elements (of `names`) a body shows are there: its asserted, unconditional waits
    /// (`assertedWaits`), not those for something absent or going (`assertsAbsence`): not `if
    /// x.waitForExistence(…)`, nor `XCTAssertTrue(spinner.waitForNonExistence(…))`.
    static func elementsShown(in body: [Stmt], among names: Set<String>) -> [String] {
        let asserted = assertedWaits(in: body).filter { !assertsAbsence($0) }
        return elementsWaitedFor(in: asserted, among: names, aliasesFrom: body)
    }

    /// Whether an asserted statement checks only that something is absent or goes away
    /// (`XCTAssertFalse(banner.exists)`, `XCTAssertTrue(spinner.waitForNonExistence(timeout: 5))`,
    /// `XCTAssertEqual(root.waitForExistence(timeout: 3), false)`, `guard !root.exists else { … }`).
    /// One that also waits for something to appear (`XCTAssertTrue(root.waitForExistence(timeout: 10)
    /// && spinner.waitForNonExistence(timeout: 10))`) shows that, and only that, is there; so does a
    /// negated one that reads anything but existence (`XCTAssertFalse(submit.isEnabled)` fails when
    /// the button is not there).
    static func assertsAbsence(_ statement: Stmt) -> Bool {
        switch statement {
        case .expression(let expr):
            if case .call(let callee, let arguments, _) = expr.kind, case .identifier(let name) = callee.kind,
               name.hasPrefix("XCTAssert"), assertsTheOpposite(name, arguments),
               name == "XCTAssertNil" || arguments.prefix(2).contains(where: { readsExistence($0.value) }) {
                return true
            }
        case .guard(let guardStatement):
            for case .expression(let condition) in guardStatement.conditions where isNegated(condition) && readsExistence(condition) {
                return true
            }
        default:
            break
        }
        var goes = false
        var appears = false
        ScreenCatalogBuilder.visitExpressions(in: [statement]) { expr in
            guard case .call(let callee, let arguments, _) = expr.kind, let name = CallSite.name(ofCallee: callee) else { return }
            if genericWaitNames.contains(name) {
                if waitCallWaitsForAppearance(arguments) { appears = true } else { goes = true }
                return
            }
            guard name.hasPrefix("waitFor") || name.hasPrefix("waitUntil") else { return }
            if name == "waitForExistence" || waitsForAppearance(name) { appears = true } else { goes = true }
        }
        return goes && !appears
    }

    /// Whether a statement is an assertion that fails when what it reads is true
    /// (`XCTAssertFalse(isLoading())`, `XCTAssert(!isShown())`, `guard !isShown() else { XCTFail(…) }`).
    static func assertsTheOpposite(_ statement: Stmt) -> Bool {
        switch statement {
        case .expression(let expr):
            guard case .call(let callee, let arguments, _) = expr.kind, case .identifier(let name) = callee.kind,
                  name.hasPrefix("XCTAssert") else { return false }
            return assertsTheOpposite(name, arguments)
        case .guard(let guardStatement):
            return guardStatement.conditions.contains { if case .expression(let condition) = $0 { return isNegated(condition) } else { return false } }
        default:
            return false
        }
    }

    /// Whether the assertion `name(arguments…)` passes when what it checks is false or nil:
    /// `XCTAssertFalse(x)`, `XCTAssertNil(x)`, `XCTAssertEqual(x, false)`, `XCTAssertNotEqual(x, true)`,
    /// `XCTAssertTrue(!x)`, `XCTAssert(x == false)`; not `XCTAssertFalse(!x)`. `XCTAssertNotEqual`
    /// against anything but a boolean asserts a difference, and so does the rest of its family.
    static func assertsTheOpposite(_ name: String, _ arguments: [Argument]) -> Bool {
        switch name {
        case "XCTAssertNil":
            return true
        case "XCTAssertFalse":
            return arguments.first.map { !isNegated($0.value) } ?? false
        case "XCTAssert", "XCTAssertTrue":
            return arguments.first.map { isNegated($0.value) } ?? false
        case "XCTAssertEqual", "XCTAssertNotEqual":
            let compared = Array(arguments.prefix(2))
            guard compared.count == 2, let position = compared.firstIndex(where: { if case .boolean = $0.value.kind { return true } else { return false } }),
                  case .boolean(let expected) = compared[position].value.kind else { return name == "XCTAssertNotEqual" }
            // Passes when the other side equals (or differs from) `expected`: what it reads is
            // absent when that side, read as it stands, must be false.
            let otherIsNegated = isNegated(compared[1 - position].value)
            return name == "XCTAssertEqual" ? expected == otherIsNegated : expected != otherIsNegated
        default:
            return name.hasPrefix("XCTAssertNot")
        }
    }

    /// Whether a condition holds when what it reads is false: `!x`, `(!x)`, `x == false`,
    /// `false == x`, `x != true`; `!!x` and `!(x == false)` read `x` as it is.
    static func isNegated(_ condition: Expr) -> Bool {
        switch condition.kind {
        case .prefix("!", let operand):
            return !isNegated(operand)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return isNegated(elements[0].value)
        case .sequence(let parts) where parts.count == 3:
            guard case .binaryOperator(let op) = parts[1].kind, op == "==" || op == "!=" else { return false }
            let value: Bool
            let other: Expr
            if case .boolean(let literal) = parts[2].kind {
                (value, other) = (literal, parts[0])
            } else if case .boolean(let literal) = parts[0].kind {
                (value, other) = (literal, parts[2])
            } else {
                return false
            }
            // `x == true` and `x != false` read `x` as it is; `x == false` and `x != true` negate it.
            return (op == "==") == value ? isNegated(other) : !isNegated(other)
        default:
            return false
        }
    }

    /// Whether an expression reads whether an element is there: `.exists`, `.isHittable`,
    /// `waitForExistence(timeout:)` or a wait of the suite's own for it to appear.
    static func readsExistence(_ expr: Expr) -> Bool {
        var reads = false
        SyntaxTraversal.forEachExpression(in: expr) { part in
            switch part.kind {
            case .member("exists", _), .member("isHittable", _):
                reads = true
            case .call(let callee, let arguments, _):
                guard let name = CallSite.name(ofCallee: callee) else { return }
                if name == "waitForExistence" || waitsForAppearance(name)
                    || (genericWaitNames.contains(name) && waitCallWaitsForAppearance(arguments)) { reads = true }
            default:
                break
            }
        }
        return reads
    }

    /// A robot that waits for its screen when it is made (`init(app:) { …;
    /// XCTAssertTrue(email.waitForExistence(timeout: 10)) }`), itself or in a method of its own it
    /// calls there (`init() { super.init(); visible() }`). What it waits for may be a base's property
    /// it sets there to an element of its screen (Mullvad's pages: `self.pageElement =
    /// app.otherElements[.loginView]; waitForPageToBeShown()`). Nil when no initializer of its own does.
    /// `classes`: the type, then its bases up to the root.
    func ownInitializerWait(of type: TypeInfo, classes: [TypeInfo], elementNames: Set<String>) -> OnLoadDeclaration? {
        for member in type.members {
            guard case .function(let function) = member.value, function.kind == .initializer, let body = function.body else { continue }
            var waited = ScreenCatalogBuilder.elementsWaitedFor(inInitializer: body, methodsOf: classes, among: elementNames)
            if waited.isEmpty { waited = elementsWaitedForOnceSet(in: body, methodsOf: classes) }
            guard !waited.isEmpty else { continue }
            return .declared(paths: [OnLoadPath(elements: waited, includesSuper: false, isOpaque: false, location: function.nameLocation)],
                             file: member.file.path, location: function.nameLocation)
        }
        return nil
    }

    /// For a screen object that hands its base nothing: the wait every initializer of its nearest
    /// base with initializers makes, unconditionally and asserted (`XCTAssert(rootElement
    /// .waitForExistence(timeout: 10))`, `guard … else { XCTFail(…) }`, a suite's own wait), for an
    /// element the screen itself declares with an identifier (`override var rootElement`), so that
    /// whichever initializer makes the screen, the wait proves it is shown. A wait for the element to
    /// go (`waitForNonExistence`) proves the opposite. The property the base waits for may name one
    /// of the screen's elements (`override var rootElement: XCUIElement { header }`): the load check is
    /// then that element's. Nil otherwise.
    func baseInitializerWait(of type: TypeInfo, classes: [TypeInfo], elementsByType: [String: [Element]]) -> OnLoadDeclaration? {
        let own = Set((elementsByType[type.qualifiedName] ?? []).filter { $0.identifier != nil && $0.parameters.isEmpty }.map(\.name))
        guard !own.isEmpty, let base = classes.dropFirst().first(where: { !$0.designatedInitializers.isEmpty }) else { return nil }
        let aliases = ScreenCatalogBuilder.propertiesNamingAnElement(of: type, among: own)
        let waitable = own.union(aliases.keys)
        return everyInitializerWaits(of: base) { body in ScreenCatalogBuilder.elementsShown(in: body, among: waitable) }
            .map { ScreenCatalogBuilder.naming($0, through: aliases) }
    }

    /// The computed properties of a type whose getter gives one of its elements (`names`) by name
    /// (`override var rootElement: XCUIElement { header }`, `{ return self.header }`, `{ header.firstMatch }`),
    /// or another such property (`var root { main }`, `var main { header }`), with that element's name.
    static func propertiesNamingAnElement(of type: TypeInfo, among names: Set<String>) -> [String: String] {
        var named: [String: String] = [:]   // property → the name its getter gives
        for member in type.members {
            guard case .variable(let variable) = member.value, !variable.header.isStatic else { continue }
            variable.bindings.forEach { binding in
                guard let name = binding.name, !names.contains(name),
                      let value = binding.getter.flatMap(Stmt.returnedValue(of:))?.unwrapped,
                      let given = nameGiven(by: value) else { return }
                named[name] = given
            }
        }
        var aliases: [String: String] = [:]
        for (property, given) in named {
            // Followed through other properties, as far as there are properties to follow.
            var target = given
            var steps = 0
            while !names.contains(target), let next = named[target], steps < named.count {
                target = next
                steps += 1
            }
            if names.contains(target) { aliases[property] = target }
        }
        return aliases
    }

    /// The name of the property a getter's value reads, `.firstMatch` of it included: `header`,
    /// `self.header`, `header.firstMatch`. Nil for any other value.
    private static func nameGiven(by value: Expr) -> String? {
        switch value.kind {
        case .identifier(let name):
            return name
        case .member("firstMatch", let base):
            return nameGiven(by: base)
        case .member(let name, let base):
            if case .identifier("self") = base.kind { return name }
            return nil
        default:
            return nil
        }
    }

    /// The statements of a body that fail the test when what they wait for does not come, each as
    /// it stands at the top of the body (none inside an `if`): an `XCTAssert…` or `assert…` call,
    /// a suite's own wait (`waitForElementToAppear(root)`, `root.waitUntilVisible()`), and a
    /// `guard` whose `else` fails the test. A result dropped (`_ = root.waitForExistence(…)`) is none.
    static func assertedWaits(in body: [Stmt]) -> [Stmt] {
        var found: [Stmt] = []
        for statement in body {
            switch statement {
            case .expression(let expr):
                guard case .call(let callee, let arguments, _) = expr.kind else { continue }
                // A generic wait of the suite's own fails the test itself; Xcode 15's `wait(for:toEqual:)`
                // returns what a statement drops.
                let genericWait = !arguments.contains { $0.label == "toEqual" }
                switch callee.kind {
                case .identifier(let name) where name.hasPrefix("XCTAssert") || name.hasPrefix("assert") || waitsForAppearance(name)
                        || (genericWait && isGenericWait(name, arguments)):
                    found.append(statement)
                case .member(let name, _) where name != "waitForExistence" && (waitsForAppearance(name) || (genericWait && isGenericWait(name, arguments))):
                    found.append(statement)
                default:
                    break
                }
            case .guard(let guardStatement):
                let fails = guardStatement.elseBody.contains { statement in
                    guard case .expression(let expr) = statement, case .call(let callee, _, _) = expr.kind,
                          case .identifier(let name) = callee.kind else { return false }
                    return name == "XCTFail" || name == "fatalError" || name == "preconditionFailure"
                }
                if fails { found.append(statement) }
            default:
                break
            }
        }
        return found
    }

    /// The properties an initializer sets to an element query and then waits for, itself or in a
    /// method it calls (Mullvad's `self.pageElement = app.otherElements[.loginView];
    /// waitForPageToBeShown()`). A wait before the property is set waits for something else.
    func elementsWaitedForOnceSet(in body: [Stmt], methodsOf classes: [TypeInfo]) -> [String] {
        var set: Set<String> = []
        var waited: [String] = []
        for statement in body {
            if case .expression(let expr) = statement, let assignment = Assignment(expr), locate(assignment.value) != nil {
                set.insert(assignment.name)
                continue
            }
            guard !set.isEmpty else { continue }
            for name in ScreenCatalogBuilder.elementsWaitedFor(inInitializer: [statement], methodsOf: classes, among: set) where !waited.contains(name) {
                waited.append(name)
            }
        }
        return waited
    }

    /// The check a base class's initializer makes for every robot made through it: one that waits
    /// for a property the robot overrides (`init(app:) { …; XCTAssert(rootElement.waitForExistence(
    /// timeout: 10)) }` with `override var rootElement` in each robot), the nearest base first; or one
    /// that waits for the element it is given, when the robot gives it one (`super.init(root:
    /// app.otherElements["cart"])`). `classes`: the robot, then its bases up to the root.
    func baseInitializerCheck(of type: TypeInfo, classes: [TypeInfo], elementNames: Set<String>) -> OnLoadDeclaration {
        for (position, base) in classes.enumerated() where position > 0 {
            for member in base.members {
                guard case .function(let function) = member.value, function.kind == .initializer, let body = function.body else { continue }
                let waited = ScreenCatalogBuilder.elementsWaitedFor(inInitializer: body, methodsOf: Array(classes[position...]), among: elementNames)
                if !waited.isEmpty {
                    return .declared(paths: [OnLoadPath(elements: waited, includesSuper: false, isOpaque: false, location: function.nameLocation)],
                                     file: member.file.path, location: function.nameLocation)
                }
            }
        }
        // The initializers a `super.init` of the robot calls, one of which waits for the element it is given.
        let waitsForItsParameter = type.initializersAbove().designated.contains { function in
            let parameters = Set(function.parameters.filter { $0.type?.baseName == "XCUIElement" }.map(\.name))
            guard !parameters.isEmpty, let body = function.body else { return false }
            return !ScreenCatalogBuilder.elementsWaitedFor(in: body, among: parameters).isEmpty
        }
        if waitsForItsParameter, case let handed = superInitHandoff(of: type, elementNames: elementNames).declaration,
           ScreenCatalogBuilder.namesAnElement(handed) {
            return handed
        }
        return handedValueCheck(of: type, classes: classes)
    }

    /// The check a base class's initializer makes on an element of its own that it builds from
    /// what each robot hands it: DropBit's `init(page: AccessiblePageElement) { self.pageElement =
    /// page; rootElement.assertExistence(…) }` with `var rootElement: XCUIElement {
    /// app.otherElements[pageElement.identifier] }`, and each page's `super.init(page: .start(.page))`.
    /// The element differs for each robot, so the wait checks that robot's own screen. Reported at
    /// the robot's `super.init` call that hands the value; `.none` when no initializer of the robot
    /// hands one.
    func handedValueCheck(of type: TypeInfo, classes: [TypeInfo]) -> OnLoadDeclaration {
        guard let base = classes.dropFirst().first(where: { !$0.designatedInitializers.isEmpty }) else { return .none }
        for initializer in base.designatedInitializers {
            guard let body = initializer.body else { continue }
            // The stored properties the initializer sets from a parameter, with that parameter.
            let parameterNames = Set(initializer.parameters.map(\.name))
            var setFrom: [String: String] = [:]
            for statement in body {
                guard case .expression(let expr) = statement, let assignment = Assignment(expr),
                      case .identifier(let parameter) = assignment.value.kind, parameterNames.contains(parameter) else { continue }
                setFrom[assignment.name] = parameter
            }
            guard !setFrom.isEmpty else { continue }
            // The base's computed properties that read one of them, directly or through another
            // (`var id: String { page.identifier }`), with the parameter each comes from.
            var getters: [(name: String, getter: [Stmt])] = []
            for member in base.members {
                guard case .variable(let variable) = member.value else { continue }
                variable.bindings.forEach { binding in
                    if let name = binding.name, setFrom[name] == nil, let getter = binding.getter { getters.append((name, getter)) }
                }
            }
            var builtFrom = setFrom
            for _ in 0..<4 {
                var grew = false
                for (name, getter) in getters where builtFrom[name] == nil {
                    guard let parameter = ScreenCatalogBuilder.firstRead(of: builtFrom, in: getter) else { continue }
                    builtFrom[name] = parameter
                    grew = true
                }
                if !grew { break }
            }
            // Of those, the elements whose identifier is built from what the robot hands: one that
            // only reads the `app` it is given (`app.windows.firstMatch`) is the same for every robot.
            var elements: [String: String] = [:]
            for (name, getter) in getters {
                guard let value = Stmt.returnedValue(of: getter), let (_, argument) = locate(ElementQueries.unwrappingGetter(value)),
                      let argument, let parameter = ScreenCatalogBuilder.firstRead(of: builtFrom, in: [.expression(argument)]) else { continue }
                elements[name] = parameter
            }
            let waited = ScreenCatalogBuilder.elementsWaitedFor(in: body, among: Set(elements.keys))
            guard !waited.isEmpty else { continue }
            let labels = Set(waited.compactMap { elements[$0] }.compactMap { name in
                initializer.parameters.first { $0.name == name }.map { $0.label ?? "_" }
            })
            if let handed = superInitCall(in: type, to: initializer, handing: labels) {
                return .declared(paths: [OnLoadPath(elements: waited, includesSuper: false, isOpaque: false, location: handed.location)],
                                 file: handed.file, location: handed.location)
            }
        }
        return .none
    }

    /// The parameter behind the first of `names` (property → parameter) the statements read, as a
    /// name or through `self`; nil when they read none.
    static func firstRead(of names: [String: String], in statements: [Stmt]) -> String? {
        var read: String?
        visitExpressions(in: statements) { expr in
            guard read == nil else { return }
            switch expr.kind {
            case .identifier(let identifier): read = names[identifier]
            case .member(let member, let owner) where ScopedWalker.isSelf(owner): read = names[member]
            default: break
            }
        }
        return read
    }

    /// Where an initializer of `type` calls `super.init` — `initializer`, as its argument labels
    /// say — with an argument of its own for one of `labels` (`_` for an unlabelled parameter);
    /// nil for none.
    private func superInitCall(in type: TypeInfo, to initializer: FunctionDecl, handing labels: Set<String>) -> (file: String, location: SourceLocation)? {
        let accepted = initializer.parameters.map { $0.label ?? "_" }
        for member in type.members {
            guard case .function(let function) = member.value, function.kind == .initializer, let body = function.body else { continue }
            // A robot that passes on its own parameter leaves the choice to whoever makes it.
            let forwarded = Set(function.parameters.map(\.name))
            var found: SourceLocation?
            ScreenCatalogBuilder.visitCalls(in: body) { callee, arguments in
                guard found == nil, case .member("init", let base) = callee.kind, case .identifier("super") = base.kind,
                      arguments.count <= accepted.count, arguments.allSatisfy({ accepted.contains($0.label ?? "_") }) else { return }
                let hands = arguments.contains { argument in
                    guard labels.contains(argument.label ?? "_") else { return false }
                    if case .identifier(let name) = argument.value.kind, forwarded.contains(name) { return false }
                    return true
                }
                if hands { found = callee.location }
            }
            if let found { return (member.file.path, found) }
        }
        return nil
    }

    /// The first member of `type` named as a load check (`checks`), with the elements (of
    /// `elementNames`) it references; `["query"]` when it references none but queries the app.
    /// `callsSuper`: whether it calls its superclass's (`super.assertVisible()`).
    /// `methodsOf`: where the methods a check calls on `self` are declared; when the check itself
    /// references no element, what those methods wait for is what it checks (`func waitUntilViewable()
    /// { wait() }`, `wait()` waiting for the robot's `trait`).
    private func namedLoadCheck(in type: TypeInfo, checks: [String], elementNames: Set<String>, methodsOf: [TypeInfo] = [])
        -> (declaration: OnLoadDeclaration, callsSuper: Bool) {
        for member in type.members {
            var body: [Stmt]?
            var name: String?
            var location = SourceLocation.start
            switch member.value {
            case .function(let function) where function.kind == .function:
                (body, name, location) = (function.body, function.name, function.nameLocation)
            case .variable(let variable):
                if let binding = variable.bindings.first, let getter = binding.getter {
                    (body, name, location) = (getter, binding.name, binding.nameLocation)
                }
            default:
                break
            }
            guard let name, checks.contains(name), let body else { continue }
            var referenced: [String] = []
            var touchesQuery = false
            var callsSuper = false
            // What it asserts is absent or goes proves nothing (`XCTAssertFalse(spinner.exists)`).
            ScreenCatalogBuilder.visitExpressions(in: body.filter { !ScreenCatalogBuilder.assertsAbsence($0) }) { expr in
                switch expr.kind {
                case .identifier(let identifier) where elementNames.contains(identifier):
                    referenced.append(identifier)
                case .member(let member, let base):
                    // `self.title`, and `Self.searchField()` or `FilterRobot.filterField` for a static element.
                    if case .identifier(let owner) = base.kind, owner == "self" || owner == "Self" || owner == type.name,
                       elementNames.contains(member) {
                        referenced.append(member)
                    }
                    if ElementQueries.collections[member] != nil { touchesQuery = true }
                case .call(let callee, _, _):
                    if case .member(let called, let base) = callee.kind, case .identifier("super") = base.kind, checks.contains(called) {
                        callsSuper = true
                    }
                default:
                    break
                }
            }
            if referenced.isEmpty && !callsSuper {
                // Three calls deep at most (`assertVisible() { waitForScreen() }`, `waitForScreen() { waitForAvatar() }`).
                // A method whose result is asserted counts for the wait it returns (kcr's `XCTAssert(
                // waitForExistence(timeout: timeout))`, its `waitForExistence` giving `view.waitForExistence(…)`).
                var calling = [body]
                for _ in 0..<3 where referenced.isEmpty && !calling.isEmpty {
                    for caller in calling {
                        for waited in ScreenCatalogBuilder.elementsWaitedFor(assertedResultsIn: caller, methodsOf: methodsOf, among: elementNames)
                            where !referenced.contains(waited) {
                            referenced.append(waited)
                        }
                    }
                    let called = calling.flatMap { ScreenCatalogBuilder.methods(calledOnSelfIn: $0, declaredIn: methodsOf) }
                    for method in called {
                        for waited in ScreenCatalogBuilder.elementsShown(in: method, among: elementNames) where !referenced.contains(waited) {
                            referenced.append(waited)
                        }
                    }
                    calling = called
                }
            }
            if referenced.isEmpty && touchesQuery { referenced = ["query"] }
            let declaration = OnLoadDeclaration.declared(
                paths: [OnLoadPath(elements: referenced, includesSuper: false, isOpaque: false, location: location)],
                file: member.file.path, location: location)
            return (declaration, callsSuper)
        }
        return (.none, false)
    }

    /// The elements (of `names`) the statements wait for or assert on: `x.waitForExistence(…)`,
    /// and any of them inside an `XCTAssert…`/`assert…` call (`XCTAssert(x.exists)`), in order,
    /// once each. An element only tapped or typed into is not waited for.
    /// `aliasesFrom`: the whole body, when `body` is some of its statements (its asserted waits),
    /// for the locals bound at its top.
    static func elementsWaitedFor(in body: [Stmt], among names: Set<String>, aliasesFrom whole: [Stmt]? = nil) -> [String] {
        var waited: [String] = []
        // Locals bound at the top of the body to an element (`guard let trait = trait() else { … }`).
        var aliases: [String: String] = [:]
        func element(_ expr: Expr) -> String? {
            var name: String?
            switch expr.kind {
            case .identifier(let identifier): name = aliases[identifier] ?? identifier
            case .member(let member, let base):
                // `self.title`, and `Self.searchField()` for a static element.
                if case .identifier(let owner) = base.kind, owner == "self" || owner == "Self" { name = member }
            case .call(let callee, let arguments, let closures) where arguments.isEmpty && closures.isEmpty:
                return element(callee)
            default: break
            }
            return name.flatMap { names.contains($0) ? $0 : nil }
        }
        func add(_ expr: Expr) {
            if let name = element(expr), !waited.contains(name) { waited.append(name) }
        }
        for statement in whole ?? body {
            let conditions: [Condition]
            switch statement {
            case .guard(let guardStatement): conditions = guardStatement.conditions
            case .declaration(.variable(let variable)):
                variable.bindings.forEach { binding in
                    if let local = binding.name, let value = binding.initializer, let name = element(value) { aliases[local] = name }
                }
                continue
            default: continue
            }
            for case .optionalBinding(let local?, let value?, _) in conditions {
                if let name = element(value) { aliases[local] = name }
            }
        }
        // An assertion that the element is absent or goes proves nothing (`XCTAssertFalse(total.exists)`).
        visitExpressions(in: body.filter { !assertsAbsence($0) }) { expr in
            guard case .call(let callee, let arguments, _) = expr.kind else { return }
            switch callee.kind {
            case .member(let name, let base) where name == "waitForExistence" || waitsForAppearance(name)
                    || isGenericWait(name, arguments):
                add(base)
                // A wait of the suite's own given the element: `test.waitForElementToExist(root)`,
                // UIBot's `test.wait(element: trait, by: timeout) { … }`.
                if name != "waitForExistence" { for argument in arguments { add(argument.value) } }
            case .identifier(let name) where name.hasPrefix("XCTAssert") || name.hasPrefix("assert"):
                for argument in arguments { SyntaxTraversal.forEachExpression(in: argument.value, add) }
            case .identifier(let name) where waitsForAppearance(name) || isGenericWait(name, arguments):
                // A wait of the suite's own given the element: `waitForElementToExist(root)`, `wait(element: trait, by: 3)`.
                for argument in arguments { add(argument.value) }
            default:
                break
            }
        }
        return waited
    }

    /// The elements an initializer waits for (`names`), itself or else in the methods it calls on
    /// `self` (`init() { super.init(); visible() }`), each the nearest `classes` declares.
    /// A method called only where the opposite is asserted (`XCTAssertFalse(isLoading())`, the
    /// method waiting for a spinner) waits for nothing the screen shows.
    static func elementsWaitedFor(inInitializer body: [Stmt], methodsOf classes: [TypeInfo], among names: Set<String>) -> [String] {
        var waited = elementsWaitedFor(in: body, among: names)
        guard waited.isEmpty else { return waited }
        let called = body.filter { !assertsTheOpposite($0) }
        for method in methods(calledOnSelfIn: called, declaredIn: classes) {
            for name in elementsWaitedFor(in: method, among: names) where !waited.contains(name) { waited.append(name) }
        }
        return waited
    }

    /// A suite's own wait on an element, named for its appearing (`waitForAppearance()`,
    /// `assertExistence(afterWait:)`, `waitUntilVisible()`, `waitForIsHittable()`); not one for its
    /// going (`waitForNonExistence`, `waitForDisappearance`).
    static func waitsForAppearance(_ name: String) -> Bool {
        guard name.hasPrefix("waitFor") || name.hasPrefix("waitUntil") || name.hasPrefix("assert") else { return false }
        let lowered = name.lowercased()
        if absenceWords.contains(where: lowered.contains) { return false }
        return ["exist", "appear", "visible", "hittable", "displayed", "shown"].contains(where: lowered.contains)
    }

    /// A wait of the suite's own under a generic name (`wait(element: trait, by: 3)`, `waitFor(balance)`,
    /// `waitUntil(…)`) told nothing that says the element goes.
    static func isGenericWait(_ name: String, _ arguments: [Argument]) -> Bool {
        genericWaitNames.contains(name) && waitCallWaitsForAppearance(arguments)
    }

    static let genericWaitNames: Set<String> = ["wait", "waitFor", "waitUntil"]

    /// What says a wait is for something to go (lowercased).
    static let absenceWords = ["nonexist", "notexist", "notto", "notbe", "nolonger", "disappear", "vanish", "invisible", "hidden", "gone",
                               "notvisible", "nothittable"]

    /// Whether a call named `wait` waits for its element to be there: Xcode 15's `wait(for: \.exists,
    /// toEqual: true, timeout:)` (`\.isHittable` too), or a suite's own `wait(element:by:)` given
    /// nothing that says otherwise; not `wait(for: \.exists, toEqual: false, …)`, nor an argument
    /// naming the element's going (`until: .gone`, `.notExists`).
    static func waitCallWaitsForAppearance(_ arguments: [Argument]) -> Bool {
        if let expected = arguments.first(where: { $0.label == "toEqual" }) {
            guard case .boolean(true) = expected.value.kind, let property = arguments.first(where: { $0.label == "for" }),
                  case .keyPath(let path) = property.value.kind else { return false }
            return path.hasSuffix(".exists") || path.hasSuffix(".isHittable")
        }
        for argument in arguments {
            let named: String?
            switch argument.value.kind {
            case .boolean(false): return false
            case .identifier(let name), .implicitMember(let name), .member(let name, _), .keyPath(let name): named = name
            default: named = nil
            }
            if let named, absenceWords.contains(where: named.lowercased().contains) { return false }
        }
        return true
    }

    /// The bodies of the methods `body` calls on `self` (`visible()`, `self.visible()`), each the
    /// nearest declared among `classes` (the type first, then its bases).
    static func methods(calledOnSelfIn body: [Stmt], declaredIn classes: [TypeInfo]) -> [[Stmt]] {
        var names: [String] = []
        visitCalls(in: body) { callee, _ in
            switch callee.kind {
            case .identifier(let name) where !names.contains(name): names.append(name)
            case .member(let name, let base) where !names.contains(name):
                if case .identifier("self") = base.kind { names.append(name) }
            default: break
            }
        }
        return names.compactMap { ScreenCatalogBuilder.body(ofMethod: $0, declaredIn: classes) }
    }

    /// The body of the method `name` the nearest of `classes` declares; nil for none.
    static func body(ofMethod name: String, declaredIn classes: [TypeInfo]) -> [Stmt]? {
        for declaring in classes {
            for member in declaring.members {
                if case .function(let function) = member.value, function.kind == .function, function.name == name, let body = function.body {
                    return body
                }
            }
        }
        return nil
    }

    /// The elements (of `names`) waited for in what the methods on `self` that a body's assertions
    /// call return (`XCTAssert(waitForExistence(timeout: 3))`, the method returning `view
    /// .waitForExistence(timeout: timeout)`): the assertion fails when they do not come. Only the
    /// plain forms, whose polarity is plain too: the call is what `XCTAssert` or `XCTAssertTrue`
    /// asserts, or what a `guard` that fails the test requires, and the method returns the wait
    /// itself; `XCTAssertFalse(isShown())`, `XCTAssert(!isShown())` and a method returning
    /// `!view.exists` prove nothing.
    static func elementsWaitedFor(assertedResultsIn body: [Stmt], methodsOf classes: [TypeInfo], among names: Set<String>) -> [String] {
        var found: [String] = []
        for statement in assertedWaits(in: body) {
            var asserted: [Expr] = []
            switch statement {
            case .expression(let expr):
                if case .call(let callee, let arguments, _) = expr.kind, case .identifier(let name) = callee.kind,
                   name == "XCTAssert" || name == "XCTAssertTrue", let first = arguments.first, first.label == nil {
                    asserted.append(first.value)
                }
            case .guard(let guardStatement):
                for case .expression(let condition) in guardStatement.conditions { asserted.append(condition) }
            default:
                break
            }
            for expr in asserted {
                var value = expr.unwrapped
                if case .try(_, let operand) = value.kind { value = operand.unwrapped }
                guard case .call(let callee, _, _) = value.kind, let name = CallSite.name(ofCallee: callee) else { continue }
                switch callee.kind {
                case .identifier: break
                case .member(_, let base) where ScopedWalker.isSelf(base): break
                default: continue
                }
                guard let method = ScreenCatalogBuilder.body(ofMethod: name, declaredIn: classes), let returned = Stmt.returnedValue(of: method)?.unwrapped,
                      case .call(let waitCallee, _, _) = returned.kind, case .member(let wait, _) = waitCallee.kind,
                      wait == "waitForExistence" || waitsForAppearance(wait) else { continue }
                for element in elementsWaitedFor(in: [.expression(returned)], among: names) where !found.contains(element) {
                    found.append(element)
                }
            }
        }
        return found
    }

    /// Every call in the statements, nested ones included.
    static func visitCalls(in body: [Stmt], _ visit: (Expr, [Argument]) -> Void) {
        visitExpressions(in: body) { expr in
            if case .call(let callee, let arguments, _) = expr.kind { visit(callee, arguments) }
        }
    }

    /// Every expression in the statements, depth first.
    static func visitExpressions(in body: [Stmt], _ visit: (Expr) -> Void) {
        SyntaxTraversal.forEachExpression(in: body, visit)
    }

    /// Every value the statements can return. With `implicitValue`, a lone expression
    /// is the value (a single-expression getter, or a branch of an `if` expression).
    func returnPaths(_ body: [Stmt], implicitValue: Bool) -> [OnLoadPath] {
        if implicitValue && body.count == 1 {
            switch body[0] {
            case .expression(let expr): return evaluate(expr)
            case .if, .switch: return branchValues(body[0])
            default: break
            }
        }
        var paths: [OnLoadPath] = []
        for statement in body {
            switch statement {
            case .return(let expr?, let location):
                let evaluated = evaluate(expr)
                paths += evaluated.isEmpty ? [OnLoadPath(elements: [], includesSuper: false, isOpaque: true, location: location)] : evaluated
            case .if(let ifStatement):
                paths += returnPaths(ifStatement.body, implicitValue: false)
                paths += returnPaths(ifStatement.elseBody ?? [], implicitValue: false)
            case .guard(let guardStatement):
                paths += returnPaths(guardStatement.elseBody, implicitValue: false)
            case .switch(let switchStatement):
                for switchCase in switchStatement.cases { paths += returnPaths(switchCase.body, implicitValue: false) }
            case .ifConfig(let clauses):
                for clause in clauses { paths += returnPaths(clause.elements, implicitValue: implicitValue) }
            case .do(let doStatement):
                paths += returnPaths(doStatement.body, implicitValue: false)
                for catchClause in doStatement.catches { paths += returnPaths(catchClause.body, implicitValue: false) }
            case .for(let loop):
                paths += returnPaths(loop.body, implicitValue: false)
            case .while(let loop):
                paths += returnPaths(loop.body, implicitValue: false)
            default:
                break
            }
        }
        return paths
    }

    /// What an `onLoad` value expression lists, per path.
    func evaluate(_ expr: Expr) -> [OnLoadPath] {
        switch expr.kind {
        case .array(let elements):
            return [OnLoadPath(elements: elements.map(elementName), includesSuper: false, isOpaque: false, location: expr.location)]
        case .member(let name, let base) where name == context.configuration.onLoadProperty:
            if case .identifier("super") = base.kind {
                return [OnLoadPath(elements: [], includesSuper: true, isOpaque: false, location: expr.location)]
            }
        case .sequence(let parts):
            var combined = [OnLoadPath(elements: [], includesSuper: false, isOpaque: false, location: expr.location)]
            for (index, part) in parts.enumerated() where index % 2 == 0 {
                let alternatives = evaluate(part)
                combined = combined.flatMap { path in
                    alternatives.map { other in
                        OnLoadPath(elements: path.elements + other.elements, includesSuper: path.includesSuper || other.includesSuper,
                                   isOpaque: path.isOpaque || other.isOpaque, location: expr.location)
                    }
                }
            }
            return combined
        case .ternary(_, let then, let otherwise):
            return evaluate(then) + evaluate(otherwise)
        case .statement(let statement):
            return branchValues(statement)
        case .postfix(_, let operand), .try(_, let operand), .cast(let operand, _, _):
            return evaluate(operand)
        case .tuple(let elements) where elements.count == 1:
            return evaluate(elements[0].value)
        default:
            break
        }
        return [OnLoadPath(elements: [], includesSuper: false, isOpaque: true, location: expr.location)]
    }

    /// The values of an `if`/`switch` expression's branches.
    func branchValues(_ statement: Stmt) -> [OnLoadPath] {
        switch statement {
        case .if(let ifStatement):
            return returnPaths(ifStatement.body, implicitValue: true) + returnPaths(ifStatement.elseBody ?? [], implicitValue: true)
        case .switch(let switchStatement):
            return switchStatement.cases.flatMap { returnPaths($0.body, implicitValue: true) }
        default:
            return []
        }
    }

    func elementName(_ expr: Expr) -> String {
        if let path = ConstantTable.referencePath(expr) { return path }
        switch expr.kind {
        case .call(let callee, _, _): return (ConstantTable.referencePath(callee) ?? "?") + "()"
        case .postfix(_, let operand): return elementName(operand)
        default: return "?"
        }
    }
}
