import KassiosSyntax

// A robot's or page object's load check: a member named as one (`assertVisible()`, `isLoaded`),
// or an initializer that waits for or asserts on the type's elements.
extension ScreenCatalogBuilder {
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
        // So does a base's property every initializer of the robot sets to one (`screenTrait = title`).
        // The property may name an element the root declares for every robot: the robot's own getter
        // picks it (shiskr's `override var rootElement: XCUIElement { feedInstagramLogoImage }`).
        let rootElementNames = root.map { Set((elementsByType[$0] ?? []).map(\.name)) } ?? []
        let aliases = ScreenCatalogBuilder.propertiesNamingAnElement(of: type, among: elementNames.union(rootElementNames))
            .merging(ScreenCatalogBuilder.propertiesSetToAnElement(inInitializersOf: type, among: elementNames)) { getter, _ in getter }
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
        // A check by name in the robot's nested `Verify` (pmtest's `verify.pinInputScreenIsShown()`).
        var nestedNames: [String] = []
        for declaration in type.declarations {
            forEachFlattened(declaration.value.members) { member in
                if case .type(let nested) = member, ScreenCatalogBuilder.isVerificationTypeName(nested.name[...]) { nestedNames.append(nested.name) }
            }
        }
        for nestedName in nestedNames {
            guard let verification = context.index.types[type.qualifiedName + "." + nestedName] else { continue }
            let names = elementNames.union((elementsByType[verification.qualifiedName] ?? []).map(\.name))
            let (found, _) = namedLoadCheck(in: verification, checks: checks, elementNames: names, methodsOf: [verification] + methodTypes)
            if case .declared(let paths, _, _) = found, paths.contains(where: { !$0.elements.isEmpty }) { return found }
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
        // Then what each refines, breadth first: nearer protocols come before the root, and the protocols
        // the root refines in turn after it (kcr's `protocol PageObject: PageObjectWaitable`, whose
        // `extension PageObjectWaitable where Self: PageObject` gives every page its `waitForExistence`).
        while next < found.count {
            let proto = found[next]
            next += 1
            for written in proto.inheritance {
                let parent = robotProtocol(written, in: proto)
                    ?? index.resolveType(written.text, from: proto.enclosingScope).flatMap { $0.kind == .protocol ? $0 : nil }
                if let parent, seen.insert(ObjectIdentifier(parent)).inserted { found.append(parent) }
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
            // An element located in place and waited for, asserted (`XCTAssertTrue(app.staticTexts["login.title"]
            // .waitForExistence(timeout: 5))`, fusion's `staticText("pin.title").waitUntilExists().checkExists()`).
            if waited.isEmpty && waitsForAnElementInPlace(in: body) { waited = ["query"] }
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

    /// The properties every designated initializer of the type's own sets, unconditionally, to one of
    /// its elements (`names`), or to a list that starts with one, with the element the first
    /// initializer gives: `override init() { super.init(); title = app.staticTexts["First View"];
    /// screenTrait = title }`, where the base's load check waits for `screenTrait`, or sherbhachu's
    /// `screenTraits.append(title)` (or `= [title]`) with a check waiting for `screenTraits.first`.
    /// Empty for a type that declares no initializer.
    static func propertiesSetToAnElement(inInitializersOf type: TypeInfo, among names: Set<String>) -> [String: String] {
        var common: [String: String]?
        for initializer in type.designatedInitializers {
            var set: [String: String] = [:]
            var appended: Set<String> = []
            for statement in initializer.body ?? [] {
                guard case .expression(let expr) = statement else { continue }
                // The first element put in a list of them: `screenTraits.append(title)`.
                if case .call(let callee, let arguments, _) = expr.kind, case .member("append", let list) = callee.kind,
                   let listName = nameGiven(by: list), !names.contains(listName), arguments.count == 1 {
                    // Only the first thing appended is the list's first: a query written in place first leaves none.
                    if !appended.contains(listName), let given = nameGiven(by: arguments[0].value.unwrapped), names.contains(given) {
                        set[listName] = given
                    }
                    appended.insert(listName)
                    continue
                }
                guard let assignment = Assignment(expr), !names.contains(assignment.name) else { continue }
                var value = assignment.value.unwrapped
                if case .array(let items) = value.kind, let first = items.first { value = first.unwrapped }
                if let given = nameGiven(by: value), names.contains(given) {
                    set[assignment.name] = given
                } else {
                    set[assignment.name] = nil   // set to something else after
                }
            }
            common = common.map { $0.filter { set[$0.key] != nil } } ?? set
        }
        return common ?? [:]
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
                // A method it calls on `self` runs as the robot overrides it, the nearest override
                // first (TrialTask's `required init() { waitForScreenLoaded() }`, each screen's
                // `override func waitForScreenLoaded() { wait(for: logInButton, .exists) }`).
                let waited = ScreenCatalogBuilder.elementsWaitedFor(inInitializer: body, methodsOf: classes, among: elementNames)
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

    /// What a check may read of an element found by type to say which it is: `identifier`, `label`…, and
    /// every element of a query (`allElementsBoundByIndex.map(\.label)`).
    static let attributesThatSayWhich: Set<String> = ["identifier", "label", "value", "title", "placeholderValue", "allElementsBoundByIndex"]

    /// Whether a query's chain goes through a collection of the app (`app.buttons`, `descendants(matching:)`).
    /// `bareCollections`: a collection named alone (`buttons`, in an extension of `XCUIApplication`) is one too.
    static func reachesACollection(_ expr: Expr, bareCollections: Bool = false) -> Bool {
        var current = expr.unwrapped
        for _ in 0..<16 {
            switch current.kind {
            case .member(let name, let base):
                if ElementQueries.collections[name] != nil { return true }
                current = base.unwrapped
            case .identifier(let name) where bareCollections:
                return ElementQueries.collections[name] != nil
            case .call(let callee, _, _):
                guard case .member(let name, let base) = callee.kind else { return false }
                if name == "descendants" || name == "children" { return true }
                current = base.unwrapped
            case .subscript(let base, _):
                current = base.unwrapped
            default:
                return false
            }
        }
        return false
    }

    /// The first member of `type` named as a load check (`checks`), with the elements (of
    /// `elementNames`) it references; `["query"]` when it references none but queries the app.
    /// `callsSuper`: whether it calls its superclass's (`super.assertVisible()`).
    /// `methodsOf`: where the methods a check calls on `self` are declared; when the check itself
    /// references no element, what those methods wait for is what it checks (`func waitUntilViewable()
    /// { wait() }`, `wait()` waiting for the robot's `trait`).
    private func namedLoadCheck(in type: TypeInfo, checks: [String], elementNames: Set<String>, methodsOf: [TypeInfo] = [])
        -> (declaration: OnLoadDeclaration, callsSuper: Bool) {
        // Of an enum without cases, only a static check can run.
        let onlyStatic = type.cannotBeMade
        for member in type.members {
            var body: [Stmt]?
            var name: String?
            var location = SourceLocation.start
            var returnsAValue = true
            switch member.value {
            case .function(let function) where function.kind == .function && (!onlyStatic || function.header.isStatic):
                (body, name, location) = (function.body, function.name, function.nameLocation)
                returnsAValue = function.returnType.map { $0.text != "Void" && $0.text != "()" } ?? false
            case .variable(let variable) where !onlyStatic || variable.header.isStatic:
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
            // An element found in a local counts where the local is read (Challenge's `let title =
            // app.descendants(matching: .any)["…"]; XCTAssertTrue(title.waitForExistence(timeout: 5))`);
            // one bound and never read proves nothing.
            let locals = localQueries(in: body)
            // A body of one expression returns it (`var isDisplayed: Bool { title.waitForExistence(timeout: 5) }`):
            // what the caller asserts, not a result dropped.
            let returnsItsExpression: Bool
            if returnsAValue, body.count == 1, case .expression = body[0] { returnsItsExpression = true } else { returnsItsExpression = false }
            let read = body.filter { statement in
                !ScreenCatalogBuilder.assertsAbsence(statement) && !locals.contains { $0.statement == statement.location }
                    && (returnsItsExpression || !ScreenCatalogBuilder.provesNothing(statement))
            }
            var readNames: Set<String> = []   // for the locals
            // What it asserts is absent or goes proves nothing (`XCTAssertFalse(spinner.exists)`).
            ScreenCatalogBuilder.visitExpressions(in: read) { expr in
                if !locals.isEmpty, case .identifier(let identifier) = expr.kind { readNames.insert(identifier) }
                switch expr.kind {
                case .identifier(let identifier) where elementNames.contains(identifier):
                    referenced.append(identifier)
                case .member(let member, let base):
                    // `self.title`, and `Self.searchField()` or `FilterRobot.filterField` for a static element.
                    if case .identifier(let owner) = base.kind, owner == "self" || owner == "Self" || owner == type.name,
                       elementNames.contains(member) {
                        referenced.append(member)
                    }
                    // A query in place that reads what it found (`app.navigationBars.firstMatch.identifier`,
                    // `app.staticTexts.element(boundBy: 0).label`) says which element; one only waited for by
                    // type (`app.windows.firstMatch`), which any screen with a window passes, does not.
                    if ScreenCatalogBuilder.attributesThatSayWhich.contains(member), ScreenCatalogBuilder.reachesACollection(base) {
                        touchesQuery = true
                    }
                case .subscript(let base, _):
                    // A query in place that says which element: `app.buttons["home.title"]`.
                    if ScreenCatalogBuilder.reachesACollection(base) { touchesQuery = true }
                case .call(let callee, let arguments, _):
                    if case .member(let called, let base) = callee.kind, case .identifier("super") = base.kind, checks.contains(called) {
                        callsSuper = true
                    }
                    // `app.cells.matching(identifier: "row")`, `app.buttons.element(matching: predicate)`.
                    if case .member(let called, let base) = callee.kind, called == "matching" || called == "containing"
                        || (called == "element" && arguments.first?.label == "matching"),
                       !arguments.isEmpty, ScreenCatalogBuilder.reachesACollection(base) {
                        touchesQuery = true
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
            var inlineIdentifiers: [String: String] = [:]
            if referenced.isEmpty && !callsSuper && !locals.isEmpty {
                for local in locals where readNames.contains(local.name) {
                    let (query, identifier) = queryName(local.type, local.key, in: member.file, typeName: type.qualifiedName) ?? ("query", nil)
                    if !referenced.contains(query) { referenced.append(query) }
                    if let identifier { inlineIdentifiers[query] = identifier }
                }
            }
            // An element a builder makes in place and an asserted wait shows (fusion's
            // `staticText("pin.title").waitUntilExists().checkExists()`); not one only tapped.
            if referenced.isEmpty && !touchesQuery && waitsForAnElementInPlace(in: body) { touchesQuery = true }
            if referenced.isEmpty && touchesQuery { referenced = ["query"] }
            let declaration = OnLoadDeclaration.declared(
                paths: [OnLoadPath(elements: referenced, includesSuper: false, isOpaque: false, location: location,
                                   inlineIdentifiers: inlineIdentifiers)],
                file: member.file.path, location: location)
            return (declaration, callsSuper)
        }
        return (.none, false)
    }

    /// Whether a statement of a load check can never fail the test, whatever it reads: a wait whose
    /// result is dropped (`_ = title.waitForExistence(timeout: 5)`, or the statement alone),
    /// `XCTAssertNotNil` of an element or a query (never nil), a `guard` that returns quietly, or an
    /// `if` whose check runs only sometimes (`if title.exists { … }`). An `if` that fails the test in
    /// either branch (`if !title.waitForExistence(…) { XCTFail() }`, `… else { XCTFail() }`), leaves
    /// early for a failure after it (`if title.waitForExistence(…) { return self }`), asserts on what
    /// its negated condition did not find (a fallback), unwraps what its body asserts on, or asserts
    /// in every branch, checks. A helper's result dropped (`_ = waitFor(title)`) may have asserted.
    static func provesNothing(_ statement: Stmt) -> Bool {
        func fails(_ body: [Stmt]) -> Bool {
            body.contains { statement in
                switch statement {
                case .throw: return true
                case .expression(let expr): return isFailure(expr)
                case .return(let expr?, _): return isFailure(expr)   // `return XCTFail("…")`
                default: return false
                }
            }
        }
        func asserts(_ body: [Stmt]) -> Bool { fails(body) || !assertedWaits(in: body).isEmpty }
        func isWait(_ expr: Expr) -> Bool {
            switch expr.kind {
            case .call(let callee, _, _):
                // Not `wait(for:timeout:)`: XCTestCase's fails the test itself.
                guard case .member(let name, _) = callee.kind else { return false }
                return name == "waitForExistence" || name == "waitForNonExistence"
            case .member(let name, _): return name == "exists" || name == "isHittable"
            default: return false
            }
        }
        /// An element or a query: a name, `self.name`, a subscript, `firstMatch`.
        func isElement(_ expr: Expr) -> Bool {
            switch expr.kind {
            case .identifier, .subscript: return true
            case .member(let name, let base): return ScopedWalker.isSelf(base) || name == "firstMatch"
            default: return false
            }
        }
        switch statement {
        case .expression(let expr):
            if case .call(let callee, let arguments, _) = expr.kind, case .identifier("XCTAssertNotNil") = callee.kind {
                return arguments.first.map { isElement($0.value) } ?? false
            }
            if case .sequence(let parts) = expr.kind, parts.count == 3, case .identifier("_") = parts[0].kind,
               case .binaryOperator("=") = parts[1].kind {
                return isWait(parts[2])
            }
            return isWait(expr)
        case .declaration(.variable(let variable)):
            // `let _ = title.waitForExistence(timeout: 5)`
            guard variable.bindings.count == 1, variable.bindings[0].name == nil || variable.bindings[0].name == "_",
                  let value = variable.bindings[0].initializer else { return false }
            return isWait(value)
        case .guard(let guardStatement):
            return !fails(guardStatement.elseBody)
        case .if(let ifStatement):
            if fails(ifStatement.body) || fails(ifStatement.elseBody ?? []) { return false }
            if case .return? = ifStatement.body.last { return false }
            let negated = ifStatement.conditions.contains { condition in
                if case .expression(let expr) = condition, case .prefix("!", _) = expr.kind { return true }
                return false
            }
            if negated && asserts(ifStatement.body) { return false }
            guard let elseBody = ifStatement.elseBody else {
                // Unwrapping what to check (`if let trait = traits.first { XCTAssert(trait.wait…) }`) checks.
                let unwraps = ifStatement.conditions.allSatisfy { if case .optionalBinding = $0 { return true } else { return false } }
                return !(unwraps && asserts(ifStatement.body))
            }
            if elseBody.count == 1, case .if = elseBody[0] { return !asserts(ifStatement.body) || provesNothing(elseBody[0]) }
            return !(asserts(ifStatement.body) && asserts(elseBody))
        default:
            return false
        }
    }

    /// Whether a call makes an element in place with one of the suite's builders, given an identifier
    /// (`staticText("pin.title")`, `self.button("ok")`).
    func isBuiltElement(_ callee: Expr, _ arguments: ArgumentList) -> Bool {
        let name: String
        switch callee.kind {
        case .identifier(let called): name = called
        case .member(let called, let base) where ScopedWalker.isSelf(base): name = called
        default: return false
        }
        return !arguments.isEmpty && context.builder(named: name, arguments: arguments) != nil
    }

    /// Whether a body's asserted waits, at its top, wait for an element it locates in place: a query
    /// of the app (`app.staticTexts["t"]`), an element a builder makes (`staticText("t")`) or the suite's
    /// wrapper finds in the app (`app.get(.Profile.title)`), or one a selector table's query finds in
    /// the app (`sel.CELL.element(in: app)`).
    func waitsForAnElementInPlace(in body: [Stmt]) -> Bool {
        var found = false
        // `XCTAssertNotNil(app.staticTexts["t"])` passes whatever is shown: a query is never nil.
        let asserted = ScreenCatalogBuilder.assertedWaits(in: body).filter { statement in
            if case .expression(let expr) = statement, case .call(let callee, _, _) = expr.kind, case .identifier("XCTAssertNotNil") = callee.kind {
                return false
            }
            return !ScreenCatalogBuilder.assertsAbsence(statement)
        }
        // The suite's wrapper that asserts its own wait, called on the app at the top (Passepartout's
        // `waitForProfiles() { app.get(.App.profilesHeader) }`, whose `get(_:)` asserts `waitForExistence`).
        for statement in body {
            guard case .expression(let expr) = statement else { continue }
            let call = Assignment(expr).map(\.value) ?? expr
            if case .call(let callee, _, _) = call.unwrapped.kind, case .member(let name, let base) = callee.kind,
               ScreenCatalogBuilder.queriesTheApp(base), wrapperAssertsItsWait(name) {
                return true
            }
        }
        ScreenCatalogBuilder.visitExpressions(in: asserted) { expr in
            switch expr.kind {
            case .subscript(let base, let arguments):
                // Of the app under test (`app.staticTexts[…]`), not SpringBoard's alert.
                if arguments.count == 1, case .member(let collection, let root) = base.kind, ElementQueries.collections[collection] != nil,
                   ScreenCatalogBuilder.queriesTheApp(root) {
                    found = true
                }
            case .call(let callee, let arguments, _):
                if isBuiltElement(callee, arguments) { found = true }
                // The suite's wrapper, called on the app (Passepartout's `app.get(.Profile.title)`).
                if case .member(let name, let base) = callee.kind, context.wrappers[name] != nil, ScreenCatalogBuilder.queriesTheApp(base) {
                    found = true
                }
                // A selector table's own query (Firefox's `sel.CELL.element(in: app)`).
                if case .member(let name, _) = callee.kind, selectorTableField(queriedBy: name, arguments: arguments) != nil,
                   arguments.contains(where: { ScreenCatalogBuilder.queriesTheApp($0.value) }) {
                    found = true
                }
            default:
                break
            }
        }
        return found
    }

    /// Whether the suite's wrappers of a name (`Wrapper`) each assert a wait at the top of their body
    /// (`XCTAssertTrue(element.waitForExistence(timeout: timeout))`): calling one checks what it finds.
    func wrapperAssertsItsWait(_ name: String) -> Bool {
        guard let wrappers = context.wrappers[name], !wrappers.isEmpty else { return false }
        return wrappers.allSatisfy { wrapper in
            let members = wrapper.declaringType.flatMap { context.index.types[$0]?.members } ?? context.index.topLevel
            return members.contains { member in
                guard case .function(let function) = member.value, function.signature == wrapper.signature,
                      let body = function.body else { return false }
                return !ScreenCatalogBuilder.assertedWaits(in: body).isEmpty
            }
        }
    }

    /// Whether a query starts at the app under test: `app`, `self.app`, or a query of it
    /// (`app.tables.cells`); not another app made in place (`XCUIApplication(bundleIdentifier: …)`).
    static func queriesTheApp(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier(let name): return name == "app" || name == "application"
        case .member(let name, let base):
            if ScopedWalker.isSelf(base) { return name == "app" || name == "application" }
            return queriesTheApp(base)
        case .call(let callee, _, _):
            if case .identifier("XCUIApplication") = callee.kind { return false }
            return queriesTheApp(callee)
        default: return false
        }
    }

    /// The constants a body binds at its top to an element query (`let title = app.staticTexts["t"]`),
    /// each with its statement's location, the query's element type and its identifier argument.
    /// (A `var` may be given another element before it is read.)
    func localQueries(in body: [Stmt]) -> [(name: String, statement: SourceLocation, type: String, key: Expr?)] {
        var found: [(name: String, statement: SourceLocation, type: String, key: Expr?)] = []
        for statement in body {
            guard case .declaration(.variable(let variable)) = statement, variable.isLet, variable.bindings.count == 1,
                  let name = variable.bindings[0].name, let value = variable.bindings[0].initializer,
                  let (type, key) = locate(value) else { continue }
            found.append((name, statement.location, type, key))
        }
        return found
    }
}
