import KassiosSyntax

// The elements a screen hands its base's initializer (`super.init(element: …)`), as
// Automattic's `ScreenObject` and WordPress's `BaseScreen` take them.
extension ScreenCatalogBuilder {
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
    static func parameters(called arguments: ArgumentList, among initializers: [FunctionDecl]) -> [Parameter?] {
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
    func handedElements(_ arguments: ArgumentList, _ handoff: Handoff) -> Handed {
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
}
