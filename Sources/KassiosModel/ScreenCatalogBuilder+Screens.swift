import KassiosSyntax

// Which types are screens: by inheritance from a configured root (to a fixpoint, across
// files), by a robot protocol, by a name the configuration gives robots, or by a verification
// part's name.
extension ScreenCatalogBuilder {
    func screens(elementsByType: [String: [Element]]) -> [Screen] {
        let index = context.index
        let roots = context.configuration.allRoots
        // The root each class reaches through its superclasses (`TypeInfo.superclass`), and the
        // screen classes on the way.
        var rootOf: [String: (root: String, chain: [String])?] = [:]
        let robotRoots = roots.filter { context.configuration.dialect(ofRoot: $0) == .robot }
        let refinedRobotProtocols = robotRoots.isEmpty ? [:] : refinedRobotProtocols(robotRoots)
        // The classes being reached, each through the one before: a loop ends where it began, and a
        // chain deeper than any suite's (thousands of classes, each the next one's subclass) reaches
        // no root rather than exhaust the stack and keep a chain per class of it.
        var visiting: Set<String> = []
        func reach(_ name: String) -> (root: String, chain: [String])? {
            if let known = rootOf[name] { return known }
            guard !visiting.contains(name), visiting.count < DeclarationIndex.maximumClassDepth,
                  let superclass = index.types[name]?.superclass else { return nil }
            var result: (root: String, chain: [String])?
            let writtenBase = superclass.written.baseName
            if let resolved = superclass.resolved, resolved.kind == .class, !roots.contains(resolved.name) {
                visiting.insert(name)
                let upper = reach(resolved.qualifiedName)
                visiting.remove(name)
                if let upper {
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
        var namedRobots: [(name: String, pattern: String, chain: [String])] = []
        var tests: TestDiscovery?   // made for the first class that adopts a robot protocol
        func isTestClass(_ type: TypeInfo) -> Bool {
            guard type.kind == .class else { return false }
            let discovery = tests ?? TestDiscovery(index: index, roots: context.configuration.testCaseRoots)
            tests = discovery
            return discovery.isTestClass(type.qualifiedName)
        }
        // The classes another class inherits from: a base named as robots are (`class BasePage`)
        // holds what its subclasses share, as a root does, and is abstract.
        var bases: Set<String> = []
        if !context.configuration.robotNamePatterns.isEmpty {
            for type in index.sortedTypes where type.kind == .class {
                if let parent = type.superclass?.resolved, parent.kind == .class { bases.insert(parent.qualifiedName) }
            }
        }
        for type in index.sortedTypes where (type.kind == .class || type.kind == .struct || type.kind == .enum) && !roots.contains(type.name) {
            if type.kind == .class, reach(type.qualifiedName) != nil {
                screenNames.append(type.qualifiedName)
            } else if type.kind != .enum, !robotRoots.isEmpty, let root = type.inheritance.lazy.map(\.baseName).first(where: robotRoots.contains)
                        ?? robotRoot(adoptedThroughRefinementBy: type, refinedRobotProtocols),
                      // A test case that adopts the steps (`class LoginTests: XCTestCase, LoginSteps`) is no robot.
                      !isTestClass(type) {
                // A robot root that is a protocol (`protocol Robot`), adopted anywhere in the list, by
                // a struct (`struct LoginRobot: Robot`) or a class that reaches no root by its
                // superclass, itself or through a protocol refined from it (`protocol TabRobot: Robot`).
                // (KassiOS and ScreenObject screens are classes: they override and call super.)
                rootOf[type.qualifiedName] = (root, [])
                screenNames.append(type.qualifiedName)
            } else if let pattern = context.configuration.robotNamePattern(matching: type.name), !isTestClass(type) {
                // Named as the configuration's robots are, reaching no root: a robot with its
                // declared base classes, whose elements and checks it inherits. (Static-enum pages,
                // `enum StatementsPage { static var list … }`, are robots by name only.)
                let classes = type.kind == .class ? index.classChain(from: type) : [type]
                // A class inheriting from one the linted files do not declare may be a screen of a
                // root declared there (linting one file of a suite): not a robot by its name.
                if type.kind == .class, let top = classes.last?.superclass, top.resolved == nil,
                   !Project.notClasses.contains(top.written.baseName) { continue }
                let chain = classes.dropFirst().map(\.qualifiedName)
                // With elements it declares or inherits, or finds in its methods (Challenge's robots:
                // `let button = app.buttons[…]` in each), as unconfigured-screen-base counts them.
                guard ([type.qualifiedName] + chain).contains(where: { !(elementsByType[$0] ?? []).isEmpty })
                        || classes.contains(where: queriesElements) else { continue }
                // Kept apart until every class's root is known: a subclass named otherwise reaches
                // no root through it, whichever is read first.
                namedRobots.append((type.qualifiedName, pattern, chain))
                screenNames.append(type.qualifiedName)
            }
        }
        for (name, pattern, chain) in namedRobots { rootOf[name] = (pattern, chain) }
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
                || (bases.contains(name) && context.configuration.robotNamePatterns.contains(reached.root))
                || forwarding.contains(name)
                || isVerificationPart(name, rootOf: rootOf)
            let dialect = context.configuration.dialect(ofRoot: reached.root) ?? .kassios
            var loadCheckName: String?
            if dialect == .robot, case .declared(_, let file, let location)? = onLoads[name] {
                loadCheckName = ScreenCatalogBuilder.member(at: location, in: file, of: [type] + reached.chain.compactMap { index.types[$0] })
            }
            return Screen(name: name, file: primary.file.path, location: primary.value.nameLocation,
                          superclass: type.superclass?.written.text ?? "", root: reached.root,
                          dialect: dialect, ancestors: reached.chain,
                          elements: elements, onLoad: onLoads[name] ?? .none, isAbstract: isAbstract, loadCheckName: loadCheckName)
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
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
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

    /// Whether a type's members query elements (`app.buttons[…]`, `app.cells.matching(…)`, the suite's
    /// wrapper or a builder: `app.get(.App.profileEdit)`), in a property, a method or a local of one.
    func queriesElements(_ type: TypeInfo) -> Bool {
        var found = false
        for member in type.members where !found {
            var bodies: [[Stmt]] = []
            switch member.value {
            case .function(let function): bodies = [function.body ?? []]
            case .variable(let variable):
                variable.bindings.forEach { binding in
                    if let initializer = binding.initializer { bodies.append([.expression(initializer)]) }
                    for accessor in binding.accessors ?? [] { bodies.append(accessor.body ?? []) }
                }
            default: continue
            }
            for body in bodies where !found {
                ScreenCatalogBuilder.visitExpressions(in: body) { expr in
                    if case .member(let name, _) = expr.kind, ElementQueries.collections[name] != nil { found = true }
                    // Through the suite's wrapper or a builder, on the app or the type itself (Passepartout's
                    // `app.get(.App.profileEdit)`), not a method of the name on another value (`server.get(…)`).
                    if case .call(let callee, _, _) = expr.kind, let name = CallSite.name(ofCallee: callee),
                       context.wrappers[name] != nil || context.builders[name] != nil {
                        switch callee.kind {
                        case .identifier: found = true
                        case .member(_, let base): found = found || ScopedWalker.isSelf(base) || ScreenCatalogBuilder.queriesTheApp(base)
                        default: break
                        }
                    }
                }
            }
        }
        return found
    }
}

extension ScreenCatalogBuilder {
    /// The name of the method or property of `classes` whose name is at `location` in `file`.
    static func member(at location: SourceLocation, in file: String, of classes: [TypeInfo]) -> String? {
        for type in classes {
            for member in type.members where member.file.path == file {
                switch member.value {
                case .function(let function) where function.nameLocation == location:
                    return function.name
                case .variable(let variable):
                    var found: String?
                    variable.bindings.forEach { binding in
                        if found == nil, binding.nameLocation == location { found = binding.name }
                    }
                    if let found { return found }
                default:
                    continue
                }
            }
        }
        return nil
    }
}
