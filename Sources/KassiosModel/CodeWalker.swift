import KassiosSyntax

/// Records every identifier position the scoped walk passes, with where its value
/// comes from (see IdentifierClassifier.swift).
///
/// One walker per file; the tables it reads are shared and read-only.
final class CodeWalker: ScopedWalker {
    let context: AnalysisContext
    // Unchecked for the reason ScopedWalker gives.
    @exclusivity(unchecked) var usages: [IdentifierUsage] = []
    /// Parameters of the function being walked that reach an identifier position unchanged.
    @exclusivity(unchecked) var parameterFlows: Set<String> = []
    /// Of `parameterFlows`, those whose property reaches the identifier position rather than the
    /// parameter itself (`element.accessibilityIdentifier` of a generic `element: T`), with the property.
    @exclusivity(unchecked) var memberFlows: [String: String] = [:]
    /// Parameters a predicate compares with the label, or passed on as a label
    /// (`Wrapper.labelParameters`): a factory that finds its element by label (`label == %@`)
    /// is given a label, though it passes it on to a wrapper as well (`Selector(…, value: label)`).
    @exclusivity(unchecked) var labelFlows: Set<String> = []
    /// Parameters that reach an identifier position itself (a query, a builder, an identifier
    /// predicate), not only a wrapper's call: never labels, whatever else they reach.
    @exclusivity(unchecked) var directFlows: Set<String> = []
    /// Parameters that reach a query subscript of the app's own elements, or such a parameter of
    /// a wrapper (`Wrapper.labelMatchingParameters`); filled with `labelFlows`.
    @exclusivity(unchecked) var labelMatchingFlows: Set<String> = []
    /// Parameters a query's predicate compares with the label, and nothing else reads as an
    /// identifier: the function takes a label only (`find(label:)`); filled with `labelFlows`.
    @exclusivity(unchecked) var queriedLabelFlows: Set<String> = []
    /// Where the `addUIInterruptionMonitor` calls of the function walked are, while wrappers are
    /// discovered: the queries of their handlers find system alerts, which have labels only.
    @exclusivity(unchecked) var interruptionMonitors: [Range<Int>] = []
    /// Set while a wrapper's argument is recorded.
    @exclusivity(unchecked) private var recordsWrapperArgument = false
    /// Set while an argument is recorded that a wrapper puts in a query subscript.
    @exclusivity(unchecked) private var recordsLabelMatchingArgument = false
    /// Values of enum cases, bound from `self`, that reach an identifier position unchanged.
    @exclusivity(unchecked) var payloadFlows: Set<Scope.EnumPayload> = []
    /// Names the walked code calls, collected only while discovering wrappers; repeats
    /// kept, as a list is cheaper to fill than a set and is read once or twice.
    @exclusivity(unchecked) var calledNames: [String] = []
    var collectsCalledNames = false
    /// Whether `labelFlows` is filled: only wrapper discovery reads it.
    var tracksLabelFlows = false
    /// Stored properties of the type walked whose reads in identifier positions are noted in
    /// `fieldFlows`, while IdentifierFieldDiscovery looks for selector tables.
    var storedFieldNames: Set<String> = []
    @exclusivity(unchecked) var fieldFlows: Set<String> = []
    /// The name of the function last recorded in, with the function: a function's signature
    /// is spelled once, not for each identifier position in it.
    @exclusivity(unchecked) private var lastFunctionName: (function: FunctionDecl, name: String)?
    /// The names of builders the type walked last declares functions of: a bare builder call asks.
    @exclusivity(unchecked) private var ownFunctions: (type: TypeInfo, names: Set<String>, classes: [TypeInfo])?

    init(context: AnalysisContext, file: SourceFile) {
        self.context = context
        super.init(index: context.index, file: file)
        resolvesScreenTypes = false
    }

    /// Starts afresh in `file`, inside `typeName`: nothing recorded, nothing in scope.
    func start(_ file: SourceFile, typeName: String?) {
        reset(to: file)
        self.typeName = typeName
        usages = []
        parameterFlows = []
        memberFlows = [:]
        labelFlows = []
        labelMatchingFlows = []
        queriedLabelFlows = []
        interruptionMonitors = []
        directFlows = []
        payloadFlows = []
        calledNames = []
        fieldFlows = []
        storedFieldNames = []
    }

    /// Where an element's identifier argument comes from, as its declaration sees it:
    /// inside `typeName`, with the element method's parameters bound, and the `let`s of `body`, the
    /// getter or method it is returned from (`let id = "account.login"; return app.buttons[id]`).
    func classifyIdentifier(_ argument: Expr, in file: SourceFile, typeName: String, parameters: [String],
                            body: [Stmt]? = nil) -> IdentifierSource {
        self.file = file
        self.typeName = typeName
        pushFrame(parameters, as: .parameter(nil))
        defer { popFrame() }
        if let body { bindLocals(before: body) }
        return classify(argument)
    }

    /// Binds the locals a getter or method declares before its `return`, as its walk would see them at
    /// the `return`: a `let` its value, a `var` or a `let` set later each value it is set to
    /// (`LocalVariableWrites`), a name declared in each clause of an `#if` each clause's value. One
    /// declared after the `return` is not in scope there.
    private func bindLocals(before body: [Stmt]) {
        let statements = body.prefix { if case .return = $0 { return false } else { return true } }
        var laterSet: Set<String> = []
        for statement in statements {
            guard case .declaration(.variable(let variable)) = statement else { continue }
            variable.bindings.forEach { binding in
                if binding.accessors == nil, let name = binding.name, !variable.isLet || binding.initializer == nil { laterSet.insert(name) }
            }
        }
        // Their writes are looked for only when there are some to look for: most getters declare no local.
        let writes = laterSet.isEmpty ? nil : LocalVariableWrites(of: laterSet, in: statements)
        for statement in statements {
            switch statement {
            case .declaration(.variable(let variable)):
                variable.bindings.forEach { binding in
                    guard binding.accessors == nil, let name = binding.name else { return }
                    if variable.isLet, let initializer = binding.initializer {
                        bind(name, .local(initializer: initializer, isLet: true))
                    } else if let writes {
                        bind(name, writes.binding(of: name, initializer: binding.initializer))
                    }
                }
            case .ifConfig(let clauses):
                // `#if DEBUG let id = "a" #else let id = "b" #endif`: one of them, whichever the build has;
                // a name some clause leaves out is known in none.
                var values: [String: [Expr]] = [:]
                for clause in clauses {
                    for case .declaration(.variable(let variable)) in clause.elements where variable.isLet {
                        variable.bindings.forEach { binding in
                            if binding.accessors == nil, let name = binding.name, let initializer = binding.initializer {
                                values[name, default: []].append(initializer)
                            }
                        }
                    }
                }
                for (name, initializers) in values.sorted(by: { $0.key < $1.key }) {
                    bind(name, initializers.count == clauses.count ? .oneOf(initializers) : .other)
                }
            default:
                continue
            }
        }
    }

    // MARK: - Identifier positions

    /// Calls recorded for `ModelConfiguration.callsToRecord`; nil when none are.
    @exclusivity(unchecked) var callNamesToRecord: Set<String>?
    @exclusivity(unchecked) var recordedCalls: [CallSite] = []

    override func visitCall(_ call: Expr, callee: Expr, arguments: ArgumentList) {
        if let names = callNamesToRecord, let name = CallSite.name(ofCallee: callee), names.contains(name) {
            recordedCalls.append(CallSite.of(call, isSubscript: false, callee: callee, base: nil, arguments: arguments,
                                             file: file, typeName: typeName, scope: scope, loop: enclosingLoop, function: enclosingFunction))
        }
        let name: String
        let receiver: Expr?
        switch callee.kind {
        case .identifier(let identifier):
            name = identifier
            receiver = nil
        case .member(let member, let base):
            name = member
            receiver = base
        case .implicitMember(let member):
            name = member
            receiver = nil
        default:
            return
        }
        if collectsCalledNames { calledNames.append(name) }
        // A handler's alert is the system's (a permission request): what it finds, it finds by label.
        if tracksLabelFlows, name == "addUIInterruptionMonitor" { interruptionMonitors.append(call.location.offset..<call.endOffset) }

        // `.image(data)` is a member of the type the context gives (a mock server's response), never
        // the screen's own builder `image(_:)`.
        if context.builders[name] != nil, receiver != nil || (!isImplicitMember(callee) && bareBuilderCallsAreScreenMethods(name, arguments: arguments)),
           let builder = context.builder(named: name, arguments: arguments) {
            // pmtest's builders find an element by a predicate too (`textView(textPredicate)`, with
            // `let textPredicate = NSPredicate(format: "label CONTAINS[c] %@", …)`): no identifier.
            if let argument = builder.identifierArgument(in: arguments), !isCertainlyAPredicate(argument, depth: 0) {
                record(argument, locator: builder.signature)
            }
            return
        }
        // XCUIElementQuery: `matching(identifier:)`, `element(matching:identifier:)`, `containing(_:identifier:)`.
        if receiver != nil, name == "matching" || name == "element" || name == "containing" {
            if let argument = arguments.first(where: { $0.label == "identifier" }) {
                record(argument.value, locator: "\(name)(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))")
                return
            }
            // Not for what the app cannot identify (an alert's buttons): a label is all there is.
            if tracksLabelFlows, let receiver, !isOutOfTheAppsReach(receiver) { noteQueriedLabels(arguments) }
        }
        if name == "NSPredicate", receiver == nil, let format = arguments.first, format.label == "format" {
            recordPredicate(format: format.value, arguments: PredicateFormat.formatArguments(arguments.dropFirst()))
            return
        }
        guard !context.wrappers.isEmpty, let wrappers = context.wrappers[name],
              let (wrapper, matched) = calledWrapper(among: wrappers, callee: callee, arguments: arguments) else { return }
        for index in wrapper.identifierParameters.sorted() {
            guard let written = matched[index] else { continue }
            let argument = identifier(passed: written, to: wrapper, at: index)
            // Tangem's `scanMockWallet(name: CardMockAccessibilityIdentifiers)`, reading `name.rawValue`,
            // given a case picked at runtime: whichever it is, the identifier is one of the enum's. Text
            // written in place (`"cell_\(index)"`) is no case: the type is a `String` alias of the app's.
            if takesAnEnum(wrapper, at: index), !CodeWalker.isWrittenAsText(written), classify(argument).isRuntime { continue }
            if wrapper.labelParameters.contains(index) {
                passLabel(argument)
            } else {
                recordsWrapperArgument = true
                recordsLabelMatchingArgument = wrapper.labelMatchingParameters.contains(index)
                record(argument, locator: wrapper.signature)
                recordsWrapperArgument = false
                recordsLabelMatchingArgument = false
            }
        }
    }

    /// A string literal, or text joined with `+`: what no enum case is written as.
    static func isWrittenAsText(_ expr: Expr) -> Bool {
        switch expr.unwrapped.kind {
        case .string, .sequence: return true
        default: return false
        }
    }

    /// Whether the wrapper's parameter at `index`, which reaches an identifier position itself (no
    /// property of it is read), is declared with an enum: Tangem's `name: CardMockAccessibilityIdentifiers`
    /// of the app's identifier module, read as `name.rawValue`. An unseen type counts unless the files
    /// declare a type alias of that name (`typealias ID = String`); one the files declare must be an enum.
    func takesAnEnum(_ wrapper: Wrapper, at index: Int) -> Bool {
        guard wrapper.memberRead[index] == nil, let written = wrapper.parameterTypeTexts[index],
              let first = written.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              ConstantTable.isPlainPath(written), !written.hasSuffix("..."),   // not a variadic parameter (`_ ids: String...`)
              !["String", "Substring", "NSString", "Any", "AnyObject", "AnyHashable"].contains(written),
              !wrapper.genericParameterNames.contains(written) else { return false }
        // A generic parameter of the declaring type (`ScreenBase<T>`'s `T`) is whatever a subclass binds.
        if let declaring = wrapper.declaringType, let clause = context.index.types[declaring]?.primary?.value.genericParameters,
           GenericClause.parameterNames(in: clause).contains(written) { return false }
        if let type = context.index.resolveType(written, from: wrapper.declaringType) { return type.kind == .enum }
        let simpleName = written.split(separator: ".").last.map(String.init) ?? written
        return !context.index.typeAliasNames.contains(simpleName)
    }

    /// The wrapper a call reaches, with the arguments each of its parameters is given; nil when it
    /// reaches none. When other wrappers of that name take the same labels (two page objects' own
    /// `control(_ id: ID)`, overloads by parameter type), which one is called is not known here:
    /// the first is taken, knowing only what they all agree on, the type its parameter names and
    /// the type of element it returns.
    func calledWrapper(among wrappers: [Wrapper], callee: Expr, arguments: ArgumentList) -> (Wrapper, [Int: Expr])? {
        var first: (index: Int, matched: [Int: Expr])?
        var others: [Int] = []
        for (index, wrapper) in wrappers.enumerated() {
            if let enumType = wrapper.enumType, !EnumCaseWrapperDiscovery.makesCase(callee, of: enumType, from: typeName) { continue }
            guard let matched = wrapper.match(arguments), mayCall(wrapper, callee: callee, arguments: arguments) else { continue }
            // An element given where the wrapper takes the identifier itself is another overload's
            // (auto.ru's `validateSnapshot(of: element)` beside `validateSnapshot(of identifier: String)`).
            if wrapper.identifierParameters.contains(where: { index in
                wrapper.memberRead[index] == nil && matched[index].map { isCertainlyAQuery($0, depth: 0) } == true
            }) { continue }
            if first == nil { first = (index, matched) } else { others.append(index) }
        }
        guard let first else { return nil }
        let onAValue = wrappers[first.index].hasNamesakes && !ScreenCatalogBuilder.isBareName(callee) && !isSelfMember(callee)
        guard onAValue || !others.isEmpty else { return (wrappers[first.index], first.matched) }   // nearly every call
        var wrapper = wrappers[first.index]
        if onAValue {
            wrapper.parameterTypes = [:]
            wrapper.elementType = nil
        }
        for other in others {
            wrapper.parameterTypes = wrapper.parameterTypes.filter { wrappers[other].parameterTypes[$0.key] == $0.value }
            if wrapper.elementType != wrappers[other].elementType { wrapper.elementType = nil }
        }
        return (wrapper, first.matched)
    }

    /// Whether `expr` is an element or a query, never a string: `app.buttons["x"]`, `….firstMatch`,
    /// `….element(boundBy: 0)`, a parameter or property declared `XCUIElement`, a local `let` or a
    /// property made with one of those.
    func isCertainlyAQuery(_ expr: Expr, depth: Int) -> Bool {
        guard depth < CodeWalker.maximumFollowDepth else { return false }
        switch expr.unwrapped.kind {
        case .member("firstMatch", _), .member("element", _):
            return true
        case .call(let callee, _, _):
            if case .member("element", _) = callee.kind { return true }
            return false
        case .subscript(let base, _):
            if case .member(let name, _) = base.kind { return ElementQueries.collections[name] != nil }
            return false
        case .identifier(let name):
            switch lookup(name) {
            case .parameter(let type?)?:
                return CodeWalker.namesAQuery(type)
            case .local(let initializer?, true)?:
                return isCertainlyAQuery(initializer, depth: depth + 1)
            case nil:
                guard let type = currentType, let (binding, _, _) = CodeWalker.propertyBinding(named: name[...], in: type) else { return false }
                if let declared = binding.type { return CodeWalker.namesAQuery(declared) }
                return binding.initializer.map { isCertainlyAQuery($0, depth: depth + 1) } ?? false
            default:
                return false
            }
        default:
            return false
        }
    }

    func isSelfMember(_ callee: Expr) -> Bool {
        if case .member(_, let base) = callee.kind { return ScopedWalker.isSelf(base) }
        return false
    }

    static func namesAQuery(_ type: TypeSyntax) -> Bool {
        let name = type.baseName
        return name == "XCUIElement" || name == "XCUIElementQuery"
    }

    /// What `written`, given for the parameter at `index`, passes as an identifier, as the wrapper
    /// reads it (`Wrapper.identifier(passed:at:)`); an implicit member is read as the parameter's
    /// type's only when that type's name means the same type here, where the path is classified.
    func identifier(passed written: Expr, to wrapper: Wrapper, at index: Int) -> Expr {
        var wrapper = wrapper
        if let type = wrapper.parameterTypes[index], context.index.resolveType(type, from: typeName)?.qualifiedName != type {
            wrapper.parameterTypes[index] = nil
        }
        if case .implicitMember = written.kind, wrapper.parameterTypes[index] == nil, let declaring = wrapper.declaringType,
           let generic = wrapper.parameterTypeTexts[index], let bound = boundHere(generic, of: declaring) {
            wrapper.parameterTypes[index] = bound
        }
        return wrapper.identifier(passed: written, at: index)
    }

    /// The type the walk's type binds the generic parameter `name` of its superclass `declaring`
    /// to, qualified (Tangem's `final class AuthScreen: ScreenBase<AuthScreenElement>`, whose
    /// `staticText(.title)` passes `AuthScreenElement.title` for `_ element: T`); nil when no class on
    /// the way binds it to a type the linted files declare.
    func boundHere(_ name: String, of declaring: String) -> String? {
        guard let declaringType = context.index.types[declaring], let clause = declaringType.primary?.value.genericParameters,
              let position = GenericClause.parameterNames(in: clause).firstIndex(of: name) else { return nil }
        var current = currentType
        var steps = 0
        while let type = current, steps < 16 {
            guard let (written, resolved) = type.superclass, let parent = resolved else { return nil }
            if parent === declaringType {
                let arguments = GenericClause.parameterNames(in: written.text)
                guard position < arguments.count else { return nil }
                // A class between that passes its own parameter on (`class FormScreen<F: UIElement>:
                // ScreenBase<F>`): what the walk's type binds that one to.
                if let own = type.primary?.value.genericParameters, GenericClause.parameterNames(in: own).contains(arguments[position]) {
                    return type === currentType ? nil : boundHere(arguments[position], of: type.qualifiedName)
                }
                guard let bound = context.index.resolveType(arguments[position], from: type.qualifiedName), bound.kind != .protocol else { return nil }
                return bound.qualifiedName
            }
            current = parent
            steps += 1
        }
        return nil
    }

    /// Whether a call of `wrapper`'s name here may be to the wrapper. A bare or `self.` call inside
    /// a type calls the function its own chain of classes declares for those labels, which is the
    /// wrapper only where it is declared: a robot's `tap(_ element: XCUIElement)` is not another
    /// class's `tap(_ selector: String)`. Calls on other values, and calls where the chain declares
    /// no such function (a protocol's extension, a global), may be.
    func mayCall(_ wrapper: Wrapper, callee: Expr, arguments: ArgumentList) -> Bool {
        // Most wrappers' names are declared once, by the wrapper: nothing else can be called.
        guard context.index.functionCount(named: wrapper.callName) > 1 || wrapper.declaringType == nil,
              ScreenCatalogBuilder.isBareName(callee) || isSelfMember(callee), var type = currentType else { return true }
        for _ in 0..<16 {
            let isDeclaring = type.qualifiedName == wrapper.declaringType
            for member in type.members {
                guard case .function(let function) = member.value, function.kind == .function, function.name == wrapper.callName,
                      let matched = Wrapper(function, callName: function.name, identifierParameters: []).match(arguments) else { continue }
                // A function of that name with fewer parameters than the wrapper's identifier is at
                // (`tap(_ id:)` beside `tap(_ first:then rest:…)`) takes something else.
                let takesWhatTheWrapperTakes = wrapper.identifierParameters.allSatisfy { index in
                    guard index < function.parameters.count else { return false }
                    let taken = Wrapper.typeText(function.parameters[index].type), wrapperTakes = wrapper.parameterTypeTexts[index]
                    return taken == wrapperTakes || (isStringType(taken) && isStringType(wrapperTakes))
                }
                // The wrapper itself, or (in another type of the chain) a function taking the same, which is the one called.
                if takesWhatTheWrapperTakes {
                    if isDeclaring { continue }
                    return false
                }
                // An overload of a wrapper taking a string, taking something else (`tap(_ element: XCUIElement)`,
                // `tap(_ index: Int)`): the wrapper is called only with what is certainly a string. Overloads by
                // other types (`element(_ id: ButtonID)`, `element(_ id: TextID)`) are told apart where the
                // wrapper is chosen, by what they agree on.
                var isTheOverloads = false
                for index in wrapper.identifierParameters where isStringType(wrapper.parameterTypeTexts[index]) {
                    guard index < function.parameters.count, let argument = matched[index],
                          !isStringType(Wrapper.typeText(function.parameters[index].type)) else { continue }
                    if !isCertainlyAString(argument) { isTheOverloads = true }
                }
                if isTheOverloads || (!isDeclaring && !wrapper.identifierParameters.contains(where: { isStringType(wrapper.parameterTypeTexts[$0]) })) {
                    return false
                }
            }
            if isDeclaring { return true }
            guard let base = type.superclass?.resolved, base !== type else { return true }
            type = base
        }
        return true
    }

    /// `String` or `Substring`, or an alias of one (`typealias Label = String`); a wrapper's parameter
    /// whose type is not known (a closure's) is taken for one.
    func isStringType(_ text: String?) -> Bool {
        guard let text else { return true }
        let named = context.constants.resolvingMetatypeAlias(text + ".", from: typeName, in: file.path).dropLast()
        return named == "String" || named == "Substring" || named == "Swift.String"
    }

    /// A string literal, a `+` with one, or what classifies as a literal, a constant with a value, an
    /// interpolation, or a parameter declared `String`.
    func isCertainlyAString(_ expr: Expr) -> Bool {
        switch expr.unwrapped.kind {
        case .string:
            return true
        case .sequence(let parts):
            if parts.contains(where: { if case .string = $0.kind { return true } else { return false } }) { return true }
        default:
            break
        }
        switch classify(expr) {
        case .literal, .interpolated, .formatted:
            return true
        case .constant(_, let value):
            return value != nil
        case .parameter(let name):
            guard case .parameter(let declared)? = lookup(name) else { return false }
            return declared.map { isStringType(Wrapper.typeText($0)) } ?? false
        default:
            return false
        }
    }

    /// `.name`, a member of the type the context gives.
    private func isImplicitMember(_ callee: Expr) -> Bool {
        if case .implicitMember = callee.kind { return true }
        return false
    }

    /// A bare `button("x")` is KassiOS's builder only where KassScreen's methods are in
    /// scope: inside a class or an extension, not in a struct, enum or top-level code,
    /// and not when a local closure of that name shadows it.
    /// A function of that name the type declares itself shadows the builder too: in a class not
    /// known to be a screen, always (a robot's `func button(_ digit: Int)` is what `button(digit)`
    /// calls); in a screen that overloads a builder (`button(_ index: Int)`), only for an argument
    /// known to be no string (`button(3)`, `button(index)` of an `Int` parameter).
    func bareBuilderCallsAreScreenMethods(_ name: String, arguments: ArgumentList = []) -> Bool {
        guard typeName != nil, lookup(name) == nil else { return false }
        let type = currentType
        switch type?.kind {
        case .struct?, .enum?, .protocol?: return false
        default: break
        }
        guard let type, let own = ownFunction(named: name, labeled: arguments, in: type) else { return true }
        guard own.parameters.first?.type?.baseName != "String", isKnownScreen(type) else { return false }
        guard let first = arguments.first else { return true }
        return !isKnownNotString(first.value)
    }

    /// Whether a type inherits, through the linted files, from a KassiOS screen root.
    private func isKnownScreen(_ type: TypeInfo) -> Bool {
        var current = type
        for _ in 0..<16 {
            guard let parent = current.superclass else { return false }
            if context.configuration.screenRoots.contains(parent.written.baseName) { return true }
            guard let next = parent.resolved, next !== current else { return false }
            current = next
        }
        return false
    }

    /// A number or boolean literal, or a parameter declared with another type than `String`.
    private func isKnownNotString(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integer, .float, .boolean: return true
        case .identifier(let name):
            guard case .parameter(let type?)? = lookup(name) else { return false }
            return type.baseName != "String" && type.baseName != "Substring"
        default: return false
        }
    }

    /// The function `name` that `type` declares (its extensions included) for these argument labels,
    /// or else the nearest of its base classes the linted files declare (`class UIElementPage<T> {
    /// func button(_ element: T) … }`, called bare in a subclass).
    private func ownFunction(named name: String, labeled arguments: ArgumentList, in type: TypeInfo) -> FunctionDecl? {
        let classes: [TypeInfo]
        if let cached = ownFunctions, cached.type === type {
            guard cached.names.contains(name) else { return nil }
            classes = cached.classes
        } else {
            var chain = [type]
            while chain.count < 16, let base = chain[chain.count - 1].superclass?.resolved, !chain.contains(where: { $0 === base }) {
                chain.append(base)
            }
            // Only builders' names are kept: nearly every type declares none, and the set stays empty.
            var names: Set<String> = []
            for declaring in chain {
                for member in declaring.members {
                    if case .function(let function) = member.value, context.builders[function.name] != nil { names.insert(function.name) }
                }
            }
            ownFunctions = (type, names, chain)
            guard names.contains(name) else { return nil }
            classes = chain
        }
        for declaring in classes {
            for member in declaring.members {
                guard case .function(let function) = member.value, function.kind == .function, function.name == name,
                      function.parameters.count >= arguments.count,
                      zip(function.parameters, arguments).allSatisfy({ $0.label == $1.label }) else { continue }
                return function
            }
        }
        return nil
    }

    override func visitSubscript(_ expr: Expr, base: Expr, arguments: ArgumentList) {
        if let names = callNamesToRecord, names.contains(CallSite.subscripts) {
            recordedCalls.append(CallSite.of(expr, isSubscript: true, callee: nil, base: base, arguments: arguments,
                                             file: file, typeName: typeName, scope: scope, loop: enclosingLoop, function: enclosingFunction))
        }
        guard let key = arguments.first, key.label == nil else { return }
        if case .integer = key.value.kind { return }
        switch base.kind {
        case .member(_, let query) where CodeWalker.isKeyboardQuery(query, collection: base)
                                       || (base.memberName == "keys" && holdsAnApplication(query)):
            break   // `app.keyboards.keys["a"]`, `app.keys["a"]`: the system keyboard's keys, named by their letter, not the app's identifiers
        case .member(let name, let query) where ElementQueries.collections[name] != nil:
            if ScopedWalker.isSelf(query) && declaresPropertyHoldingNoQuery(name) { break }   // `self.keys[name]`
            record(key.value, locator: "\(name)[…]", subscriptOf: base)
        case .implicitMember(let name) where ElementQueries.collections[name] != nil:
            record(key.value, locator: "\(name)[…]", subscriptOf: base)
        case .identifier(let name) where ElementQueries.collections[name] != nil && lookup(name) == nil
                                         && !declaresPropertyHoldingNoQuery(name):
            // `buttons["x"]` inside an XCUIElement extension; a local `groups[key]` is a dictionary.
            record(key.value, locator: "\(name)[…]", subscriptOf: base)
        case .identifier(let name):
            // gematik's `elements(query: XCUIElementQuery, identifier: String)`: `query[identifier]`, a
            // query the caller hands over (`query?.buttons ?? app.buttons`), by a key named as an identifier.
            // Which query that is is the caller's: a system alert's, or a text found by what it says
            // (`element(in: app.staticTexts, named: …)`), so a key named otherwise is left alone.
            if case .parameter(let type?)? = lookup(name), type.baseName == "XCUIElementQuery",
               case .identifier(let keyName) = key.value.kind, IdentifierSource.namesAnIdentifier(keyName) {
                record(key.value, locator: "\(name)[…]", subscriptOf: base)
            }
        case .call(let callee, _, _):
            if let name = callee.memberName, ElementQueries.queryMethods.contains(name) {
                record(key.value, locator: "\(name)(…)[…]", subscriptOf: base)
            }
        default:
            break
        }
    }

    /// Whether `collection` (`query.keys`, `query.buttons`) finds keys of the system keyboard:
    /// anything under `keyboards`, and `keys` of the application itself.
    static func isKeyboardQuery(_ query: Expr, collection: Expr) -> Bool {
        if collection.memberName == "keys", isApplication(query) { return true }
        var expr = query
        while true {
            switch expr.kind {
            case .member("keyboards", _), .implicitMember("keyboards"), .identifier("keyboards"): return true
            case .member(_, let base), .subscript(let base, _): expr = base
            case .call(let callee, _, _): expr = callee
            default: return false
            }
        }
    }

    /// Whether `expr` names an application otherwise than `isApplication` knows: a parameter, or a
    /// property of the type, declared `XCUIApplication` or made with `XCUIApplication(…)`
    /// (AuthorizationSample's `application.keys[String(character)]`).
    func holdsAnApplication(_ expr: Expr) -> Bool {
        let name: String
        switch expr.unwrapped.kind {
        case .identifier(let identifier):
            switch lookup(identifier) {
            case .parameter(let type?)?: return type.baseName == "XCUIApplication"
            case .local(let initializer?, _)?: return CodeWalker.makesAnApplication(initializer)
            case nil: name = identifier
            default: return false
            }
        case .member(let member, let base) where ScopedWalker.isSelf(base):
            name = member
        default:
            return false
        }
        guard let type = currentType, let (binding, _, _) = CodeWalker.propertyBinding(named: name[...], in: type) else { return false }
        if let declared = binding.type { return declared.baseName == "XCUIApplication" }
        return binding.initializer.map(CodeWalker.makesAnApplication) ?? false
    }

    /// Whether the type declares a property of a query's name (`keys`, `cells`) that holds no query:
    /// one declared as a collection or text (`var keys: [String: String]`, `Dictionary<…>`, `String`),
    /// or made with a collection literal (`let cells = ["a": 1]`). Its subscript reads no identifier.
    /// Any other declared type may be a query under another name (`typealias Query = XCUIElementQuery`).
    func declaresPropertyHoldingNoQuery(_ name: String) -> Bool {
        guard let type = currentType, let (binding, _, _) = CodeWalker.propertyBinding(named: name[...], in: type) else { return false }
        if let declared = binding.type {
            return declared.text.hasPrefix("[") || CodeWalker.collectionAndTextTypes.contains(declared.baseName)
        }
        return binding.initializer?.isCollectionLiteral ?? false
    }

    static let collectionAndTextTypes: Set<String> = ["Dictionary", "Array", "Set", "String", "Substring", "KeyValuePairs"]

    /// `XCUIApplication()`, `XCUIApplication(bundleIdentifier: …)`.
    static func makesAnApplication(_ value: Expr) -> Bool {
        guard case .call(let callee, _, _) = value.unwrapped.kind, case .identifier("XCUIApplication") = callee.kind else { return false }
        return true
    }

    /// `app`, `self.app`, `XCUIApplication()`.
    static func isApplication(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier("app"): return true
        case .member("app", let base): if case .identifier("self") = base.kind { return true }; return false
        case .call(let callee, let arguments, _): if case .identifier("XCUIApplication") = callee.kind { return arguments.isEmpty }; return false
        default: return false
        }
    }

    /// `"row.\(i)"` where every interpolated value is a parameter of the enclosing function.
    func interpolatesOnlyParameters(_ argument: Expr) -> Bool {
        guard case .string(let literal) = argument.kind, literal.hasInterpolation else { return false }
        for segment in literal.segments {
            guard case .interpolation(let arguments, _) = segment else { continue }
            guard arguments.count == 1, case .identifier(let name) = arguments[0].value.kind,
                  case .parameter? = lookup(name) else { return false }
        }
        return true
    }

    /// A label handed to a function that finds its element by it: no identifier position, but a
    /// parameter passed on unchanged makes the enclosing function one that takes a label too.
    func passLabel(_ argument: Expr) {
        guard case .identifier(let name) = argument.unwrapped.kind, case .parameter? = lookup(name) else { return }
        parameterFlows.insert(name)
        labelFlows.insert(name)
    }

    /// The parameters a query's predicate compares with the label (`app.buttons.matching(NSPredicate(format:
    /// "label == %@", label))`, or a local `let` holding the predicate): the function finds its element by
    /// a label it is given, and its callers hand it one (`Wrapper.labelParameters`).
    private func noteQueriedLabels(_ arguments: ArgumentList) {
        for argument in arguments where argument.label == nil || argument.label == "matching" {
            guard let predicate = argument.value.unwrapped.predicateCall(lookup: lookup) else { continue }
            let values = PredicateFormat.formatArguments(predicate.arguments)
            for compared in PredicateFormat.labelValues(format: predicate.format, arguments: values) {
                guard case .identifier(let name) = compared.value.unwrapped.kind, case .parameter? = lookup(name) else { continue }
                queriedLabelFlows.insert(name)
            }
        }
    }

    /// `NSPredicate(format: "identifier == %@", x)`: each argument compared with the
    /// identifier is an identifier position; a format built at runtime is one itself, unless
    /// what it interpolates is the compared value (`"identifier == '\(id)'"`).
    func recordPredicate(format: Expr, arguments: [Expr]) {
        let found = PredicateFormat.identifierValues(format: format, arguments: arguments)
        for compared in found.values { record(compared.value, locator: "NSPredicate(format:)") }
        if found.dynamicFormat { record(PredicateFormat.quotedRuntimeIdentifier(format: format) ?? format, locator: "NSPredicate(format:)") }
        guard tracksLabelFlows else { return }
        for compared in PredicateFormat.labelValues(format: format, arguments: arguments) {
            guard case .identifier(let name) = compared.value.unwrapped.kind, case .parameter? = lookup(name) else { continue }
            labelFlows.insert(name)
        }
    }

    private var memberName: String? {
        guard case .function(let function)? = member else { return member?.name }
        if let last = lastFunctionName, last.function === function { return last.name }
        let name = Member.function(function).name
        lastFunctionName = (function, name)
        return name
    }

    /// `subscriptOf`: the query, when the argument is a subscript's key.
    func record(_ argument: Expr, locator: String, subscriptOf query: Expr? = nil) {
        // An argument the parser could not read (an unterminated string, nesting too deep)
        // is already a syntax-error diagnostic; guessing where its value comes from would be noise.
        if case .unknown = argument.unwrapped.kind { return }
        // `nil` for a wrapper's optional identifier (`button(withIdentifier: A11y.done,
        // fallbackIdentifier: nil)`): no identifier at all, so none built at runtime.
        if case .nil = argument.unwrapped.kind { return }
        let source = classify(argument)
        // A key of what the app cannot give an identifier (another app such as SpringBoard, an alert,
        // a sheet, web content) is a title or a label the app does not choose: built at runtime
        // (`springboard.alerts["Delete “\(appName)”?"]`) it is no identifier built at runtime, and a
        // parameter there (`func tapAlert(_ title: String)`) makes no wrapper whose callers pass one.
        // The `keys` of the app's own element are its identifiers (the keyboard's were left out before).
        func isOutOfReach() -> Bool {
            guard var reached = query else { return false }
            if case .member("keys", let owner) = reached.kind { reached = owner }
            return isOutOfTheAppsReach(reached)
        }
        if case .parameter(var name) = source {
            if isOutOfReach() { return }
            // The wrapper's own body: its call sites are the identifier positions.
            if let dot = name.firstIndex(of: ".") {   // a property of the parameter (`memberOfGenericParameter`)
                memberFlows[String(name[..<dot])] = String(name[name.index(after: dot)...])
                name = String(name[..<dot])
            }
            if case .enumPayload(let payloads)? = lookup(name) {
                payloadFlows.formUnion(payloads)
            } else {
                parameterFlows.insert(name)
                if !recordsWrapperArgument { directFlows.insert(name) }
                if tracksLabelFlows, recordsLabelMatchingArgument || query.map(subscriptMayFindALabel) == true {
                    labelMatchingFlows.insert(name)
                }
            }
            return
        }
        if case .variable(let name) = source, lookup(name) == nil {
            if storedFieldNames.contains(name) { fieldFlows.insert(name) }
            // A selector table's field: where the selector is made is the identifier position.
            if let typeName, context.identifierFields[typeName]?.contains(name) == true { return }
        }
        if source.isRuntime, isOutOfReach() { return }
        if context.configuration.allowsInterpolationInParameterizedBuilders, interpolatesOnlyParameters(argument) {
            return
        }
        // An array literal, or a variadic parameter's arguments, built at runtime: the finding points
        // at the first of its values built at runtime when that value is on the line the values start
        // on. On a later line, it stays where they start: the line a suppression comment names, and
        // a baseline's entry quotes.
        var location = argument.location
        if source.isRuntime, case .array(let values) = argument.unwrapped.kind,
           let first = values.first(where: { classify($0).isRuntime }), first.location.line == location.line {
            location = first.location
        }
        usages.append(IdentifierUsage(file: file.path, location: location, source: source,
                                      typeName: typeName, memberName: memberName, locator: locator,
                                      reachesASubscript: recordsLabelMatchingArgument))
    }

    /// Whether a subscript of `query` may find an element of the app's by its label: not a
    /// navigation bar's (its identifier is its title) nor what is out of the app's reach.
    func subscriptMayFindALabel(_ query: Expr) -> Bool {
        // A query the caller hands over (GetSmart's `elementType[identifier]`, given `app.navigationBars`,
        // whose identifier is the title) may be one that finds no label: not known to.
        if case .identifier(let name) = query.kind, case .parameter? = lookup(name) { return false }
        return query.memberName != "navigationBars" && !isOutOfTheAppsReach(query)
    }

    /// Whether a query finds what the app cannot give an identifier (`QueryReach`), or is made in
    /// the handler of an interruption monitor of the function walked (a system alert's).
    func isOutOfTheAppsReach(_ query: Expr) -> Bool {
        if interruptionMonitors.contains(where: { $0.contains(query.location.offset) }) { return true }
        return QueryReach(index: context.index, typeName: typeName, lookup: { [unowned self] in lookup($0) },
                          text: { [unowned self] in classify($0).staticValue }).isOutOfReach(query)
    }
}
