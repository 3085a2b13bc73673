import KassiosSyntax

/// Finds screens by inheritance (to a fixpoint, across files), the elements every
/// type declares, and what each screen's `onLoad` returns on every path.
struct ScreenCatalogBuilder {
    let context: AnalysisContext
    /// Classifies every element's identifier, moved to each element's file and type.
    let classifier: CodeWalker

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
                let cases = builder.caseElements(of: type)
                let dependingOnTheCase = cases == nil ? [] : StaticEnumPage.membersDependingOnTheCase(of: type)
                let referenceCase = cases.flatMap { StaticEnumPage.referenceCase(of: type, cases: $0.elements) }
                for member in type.members {
                    guard let cases else {
                        builder.appendElements(declaredBy: member, typeName: type.qualifiedName, type: type, to: &elements)
                        continue
                    }
                    if StaticEnumPage.givesCaseElements(member.value, like: cases.accessor) {
                        // The page's elements are its cases, not the member (nor its `#if` alternative).
                        if StaticEnumPage.isAccessor(member.value, cases.accessor) { elements += cases.elements }
                        continue
                    }
                    // A second member that finds each case an element of its own (`var label: XCUIElement
                    // { app.staticTexts[rawValue] }`, `func error(_ n: Int)` reading it, `var clear` of
                    // `element.buttons["Clear"]`) names no one element: it is left out.
                    if StaticEnumPage.isInstanceMember(member.value, among: dependingOnTheCase) { continue }
                    // One that finds the same element for every case is reached through a case.
                    builder.appendElements(declaredBy: member, typeName: type.qualifiedName, type: type,
                                           throughCase: referenceCase, to: &elements)
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
    /// `type`: whose initializers may give a stored property its value. `throughCase`: the case a
    /// static-enum page's instance members are reached through (`LoginPage.email.heading`).
    func appendElements(declaredBy member: Located<Decl>, typeName: String, type: TypeInfo? = nil, throughCase: String? = nil,
                        to elements: inout [Element]) {
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
                                          isStatic: variable.header.isStatic,
                                          isOptional: binding.type?.text.hasSuffix("?") == true,
                                          reach: variable.header.isStatic ? nil : throughCase.map(Element.CaseReach.throughCase),
                                          body: binding.initializer == nil ? binding.getter : nil) else { return }
                elements.append(found)
            }
        case .function(let function):
            guard function.kind == .function, function.parameters.count <= 1,
                  let body = function.body, let value = ScreenCatalogBuilder.returnedElementValue(of: body, named: function.name),
                  returnsElement(function, typeName: typeName),
                  let found = element(named: function.name, value: value, parameters: function.parameters.map(\.name),
                                      typeName: typeName, file: member.file, location: function.nameLocation,
                                      declaredBy: .function(function), isStatic: function.header.isStatic,
                                      isOptional: function.returnType?.text.hasSuffix("?") == true,
                                      reach: function.header.isStatic ? nil : throughCase.map(Element.CaseReach.throughCase),
                                      body: body) else { return }
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
        guard var value = Stmt.returnedValue(of: body) else { return nil }
        // Simplenote's `let predicate = NSPredicate(format: "identifier == 'settings'"); return
        // app.tables.cells.element(matching: predicate)`: the predicate as if written in place.
        if body.count > 1 { value = predicatesInPlace(value, locals: predicateLocals(of: body)) }
        // Wire's `let elementsQuery = app.textFields; return elementsQuery["Email or SSO code"]`: the
        // query a local holds, as if written in place.
        if body.count > 1 { value = queryInPlace(value, locals: queryLocals(of: body)) }
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

    /// The `let`s of a body made with `NSPredicate(…)`, by name.
    private static func predicateLocals(of body: [Stmt]) -> [String: Expr] {
        var locals: [String: Expr] = [:]
        for statement in body {
            guard case .declaration(.variable(let variable)) = statement, variable.isLet else { continue }
            variable.bindings.forEach { binding in
                guard let name = binding.name, let value = binding.initializer, case .call(let callee, _, _) = value.unwrapped.kind,
                      case .identifier("NSPredicate") = callee.kind else { return }
                locals[name] = value
            }
        }
        return locals
    }

    /// `query.element(matching: predicate)`, `query.matching(predicate)` down a chain, with each such
    /// local given by its value.
    private static func predicatesInPlace(_ expr: Expr, locals: [String: Expr]) -> Expr {
        guard !locals.isEmpty else { return expr }
        switch expr.kind {
        case .member(let name, let base):
            let placed = predicatesInPlace(base, locals: locals)
            return placed == base ? expr : Expr(.member(name: name, base: placed), at: expr.location, end: expr.endOffset, beside: expr)
        case .call(let callee, let arguments, let trailingClosures):
            guard case .member(let name, let base) = callee.kind else { return expr }
            var placedArguments = Array(arguments)
            if name == "matching" || name == "element" {
                for (index, argument) in arguments.enumerated() {
                    guard case .identifier(let local) = argument.value.kind, let value = locals[local] else { continue }
                    placedArguments[index] = Argument(label: argument.label, value: value)
                }
            }
            let placedBase = predicatesInPlace(base, locals: locals)
            guard placedBase != base || placedArguments.indices.contains(where: { placedArguments[$0].value != arguments[$0].value }) else { return expr }
            let placedCallee = placedBase == base ? callee : Expr(.member(name: name, base: placedBase), at: callee.location, end: callee.endOffset, beside: callee)
            return Expr(.call(callee: placedCallee, arguments: ArgumentList(placedArguments, beside: expr), trailingClosures: trailingClosures), at: expr.location, end: expr.endOffset, beside: expr)
        default:
            return expr
        }
    }

    /// The `let`s of a body made with a query of elements (`app.textFields`, `app.scrollViews.otherElements`), by name.
    private static func queryLocals(of body: [Stmt]) -> [String: Expr] {
        var locals: [String: Expr] = [:]
        for statement in body {
            guard case .declaration(.variable(let variable)) = statement, variable.isLet else { continue }
            variable.bindings.forEach { binding in
                guard let name = binding.name, binding.accessors == nil, let value = binding.initializer,
                      case .member(let collection, _) = value.unwrapped.kind, ElementQueries.collections[collection] != nil else { return }
                locals[name] = value.unwrapped
            }
        }
        return locals
    }

    /// `expr` with the local its chain starts at (`elementsQuery["Email"].firstMatch`) replaced by the
    /// query the local holds; `expr` itself when it starts at none of `locals`.
    private static func queryInPlace(_ expr: Expr, locals: [String: Expr]) -> Expr {
        guard !locals.isEmpty else { return expr }
        switch expr.kind {
        case .identifier(let name):
            return locals[name] ?? expr
        case .member(let name, let base):
            let placed = queryInPlace(base, locals: locals)
            return placed == base ? expr : Expr(.member(name: name, base: placed), at: expr.location, end: expr.endOffset, beside: expr)
        case .subscript(let base, let arguments):
            let placed = queryInPlace(base, locals: locals)
            return placed == base ? expr : Expr(.subscript(base: placed, arguments: arguments), at: expr.location, end: expr.endOffset, beside: expr)
        case .call(let callee, let arguments, let trailingClosures):
            guard case .member(let name, let base) = callee.kind else { return expr }
            let placed = queryInPlace(base, locals: locals)
            guard placed != base else { return expr }
            return Expr(.call(callee: Expr(.member(name: name, base: placed), at: callee.location, end: callee.endOffset, beside: callee),
                              arguments: arguments, trailingClosures: trailingClosures), at: expr.location, end: expr.endOffset, beside: expr)
        case .postfix(let operation, let operand):
            let placed = queryInPlace(operand, locals: locals)
            return placed == operand ? expr : Expr(.postfix(operator: operation, operand: placed), at: expr.location, end: expr.endOffset, beside: expr)
        default:
            return expr
        }
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
    /// One given its value in each branch of a `switch` or an `if` (Gini's screens pick the query for the
    /// locale: `switch locale { case "de": giveAccessButton = app.buttons["…de"] default: … }`) is read as
    /// its first branch's, as a getter that differs by branch is.
    static func initializerAssignment(to name: String, in type: TypeInfo) -> Expr? {
        for member in type.members {
            guard case .function(let function) = member.value, function.kind == .initializer, let body = function.body else { continue }
            for statement in body {
                if case .expression(let expr) = statement, let assignment = Assignment(expr), assignment.name == name { return assignment.value }
            }
            if let value = branchAssignment(to: name, in: body) { return value }
        }
        return nil
    }

    /// Each branch must give the same query or builder (`app.buttons["…de"]`, `app.buttons["…"]`); branches
    /// that give other kinds (a table on a phone, a collection view on a pad) say nothing certain of it: none.
    private static func branchAssignment(to name: String, in statements: [Stmt]) -> Expr? {
        func direct(_ body: [Stmt]) -> Expr? {
            for statement in body {
                if case .expression(let expr) = statement, let assignment = Assignment(expr), assignment.name == name { return assignment.value }
            }
            return nil
        }
        var values: [Expr] = []
        for statement in statements where values.isEmpty {
            switch statement {
            case .switch(let choice):
                let given = choice.cases.map(\.body).compactMap(direct)
                guard given.isEmpty || given.count == choice.cases.count else { return nil }
                values = given
            case .if(let branches) where branches.elseBody != nil:
                let then = direct(branches.body), otherwise = branches.elseBody.flatMap(direct)
                guard (then == nil) == (otherwise == nil) else { return nil }
                values = [then, otherwise].compactMap { $0 }
            default:
                continue
            }
        }
        guard let first = values.first else { return nil }
        // The same query or builder in each, keyed differently: the first branch's element, of the kind all give.
        for value in values.dropFirst() {
            switch (value.unwrapped.kind, first.unwrapped.kind) {
            case (.subscript(let base, _), .subscript(let firstBase, _)) where sameQuery(base, firstBase): continue
            case (.call(let callee, _, _), .call(let firstCallee, _, _)) where sameQuery(callee, firstCallee): continue
            default: return nil
            }
        }
        return first
    }

    /// Whether two queries are written alike: the same names and calls without arguments (`app.buttons`).
    private static func sameQuery(_ a: Expr, _ b: Expr) -> Bool {
        switch (a.unwrapped.kind, b.unwrapped.kind) {
        case (.identifier(let x), .identifier(let y)): return x == y
        case (.member(let x, let baseX), .member(let y, let baseY)): return x == y && sameQuery(baseX, baseY)
        case (.call(let calleeX, let argumentsX, _), .call(let calleeY, let argumentsY, _)):
            return argumentsX.isEmpty && argumentsY.isEmpty && sameQuery(calleeX, calleeY)
        default: return false
        }
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
                 location: SourceLocation, declaredBy member: ScopedWalker.Member?, isStatic: Bool = false,
                 isOptional: Bool = false, reach: Element.CaseReach? = nil, body: [Stmt]? = nil) -> Element? {
        // A getter kept in a property, as ScreenObject suites name them:
        // `let listGetter: (XCUIApplication) -> XCUIElement = { $0.tables["posts.list"] }`.
        // In the declaring type, where a bare `button(.submit)` may call the type's own `button(_:)`.
        classifier.file = file
        classifier.typeName = typeName
        classifier.member = member
        defer { classifier.typeName = nil; classifier.member = nil }
        let query = ElementQueries.unwrappingGetter(value)
        guard let (elementType, argument) = locate(query) else { return nil }
        let identifier = argument.map { classifier.classifyIdentifier($0, in: file, typeName: typeName, parameters: parameters, body: body) }
        let isMethod: Bool
        if case .function? = member { isMethod = true } else { isMethod = false }
        return Element(name: name, elementType: elementType, identifier: identifier, file: file.path,
                       location: location, parameters: parameters, isMethod: isMethod, isStatic: isStatic, isOptional: isOptional,
                       reach: reach, isQuery: ElementQueries.yieldsAQuery(query))
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
                    return (type, identifier.map { $0 == typeArgument.value } == true ? nil : identifier)
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
                // the element its identifier field finds, read as `sel.nextButton.value` is, of the type
                // the factory that made the selector names (`Selector.buttonId(…)`: a button).
                let type = ConstantTable.referencePath(receiver).flatMap { classifier.selectorElementType($0 + "." + field) }
                return (type ?? "any", Expr(.member(name: field, base: receiver), at: receiver.location, end: receiver.endOffset, beside: receiver))
            }
            // A method of the suite's that hands the element back (`.wait(0.1)`): the element it is called on.
            if let receiver, context.elementPassingMethods.contains(name, arguments: arguments), !ScreenCatalogBuilder.elementPreservingMethods.contains(name) {
                return locate(receiver)
            }
            guard ScreenCatalogBuilder.elementPreservingMethods.contains(name), let receiver else { return nil }
            return locate(receiver).map { (elementType(ofQuery: expr), $0.1) }
        case .member(let name, let base):
            if let type = ElementQueries.collections[name] { return (type, nil) }
            guard ScreenCatalogBuilder.elementPreservingMembers.contains(name)
                    || context.elementPassingMethods.elementPickingQueryProperties.contains(name) else { return nil }
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
    func selectorTableField(queriedBy name: String, arguments: ArgumentList) -> String? {
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
}
