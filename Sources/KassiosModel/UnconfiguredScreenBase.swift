import KassiosSyntax

/// A class that a suite's screen objects inherit from but that no configured root reaches:
/// WordPress's older `BaseScreen`, a team's own `BasePage`. Its subclasses are not read as
/// screens, so lint checks nothing about them being loaded; a run says so rather than pass
/// in silence.
public struct UnconfiguredScreenBase: Equatable {
    public let name: String
    public let file: String
    public let location: SourceLocation
    /// Its subclasses, at any depth, that declare elements or find some in their methods, in file
    /// order; for a protocol, the types that adopt it.
    public let subclasses: [String]
    /// The dialect the classes suggest: an `onLoad` property in the base or a subclass
    /// (kassios), an initializer of the base that takes an element or getters of one
    /// (screen-object), a load check such as `assertVisible()` in a subclass, or an initializer
    /// that waits for one of its elements (robot); nil when none of them.
    public let dialect: ScreenDialect?
    /// A protocol that structs or classes adopt (`protocol Robot`), not a class they inherit from.
    public var isProtocol = false
    /// Named as a configured root is (GOV.UK's own `protocol ScreenObject`, not the class of
    /// Automattic's library): a protocol of the suite's, which the root's dialect does not read.
    public var isNamedAsARoot = false
    /// With the robot dialect, a load check that `robots: load_checks` does not list but the classes
    /// share (myLife's `validateScreen()`, empty in `ScreenBase` and overridden with a wait by each
    /// screen): the name to add there. Nil when the configured names do.
    public var loadCheck: String?
    /// Not a base but a name (`*Page`): types so named, with elements, that share no base
    /// (DSGet's page structs); `file` and `location` are the first one's, `subclasses` all of them.
    public var isNamePattern = false
    /// The base of a UI-testing framework the suite imports, which the linted files do not declare
    /// (ProtonVPN's robots on pmtest's `CoreElements`): the framework's module; `file` and `location`
    /// are the first subclass's.
    public var framework: String?
}

extension Project {
    /// Classes at the top of a class hierarchy (inheriting from no class: nothing, `NSObject`, or
    /// protocols the files declare or the standard library's), reaching no screen root, with at
    /// least `minimumSubclasses` subclasses that declare elements and are no screens. A class
    /// inheriting from another the linted files do not declare is no top: linting one file of a
    /// suite, `X: BaseScreen` may well be a screen.
    public func unconfiguredScreenBases(minimumSubclasses: Int = 2) -> [UnconfiguredScreenBase] {
        // Chains are followed by their resolved superclasses and types kept by identity; names are
        // looked up only for the screens and for the classes under a candidate base (the rule runs
        // on every lint).
        let roots = configuration.allRoots
        var screenTypes: Set<ObjectIdentifier> = []
        for screen in screens {
            if let type = index.types[screen.name] { screenTypes.insert(ObjectIdentifier(type)) }
        }
        func isTop(_ type: TypeInfo) -> Bool {
            guard !roots.contains(type.name), !screenTypes.contains(ObjectIdentifier(type)) else { return false }
            guard let superclass = type.superclass else { return true }
            if let resolved = superclass.resolved { return resolved.kind == .protocol }
            // A static-enum page's raw type (`enum LoginPage: String`) is no base.
            if type.kind == .enum && Project.rawValueTypes.contains(superclass.written.baseName) { return true }
            // A class declared in files not linted (a root, `XCTestCase`) may be anything: no top.
            return Project.notClasses.contains(superclass.written.baseName)
        }
        // A type with elements declares some, or finds some in its methods (Challenge's robots:
        // `let button = app.buttons["home.characterButton"]` inside each check and action).
        let querying = typesQueryingByIdentifier
        func hasElements(_ type: TypeInfo) -> Bool {
            !(elementsByType[type.qualifiedName] ?? []).isEmpty || querying.contains(type.qualifiedName)
        }
        var subclasses: [ObjectIdentifier: [TypeInfo]] = [:]
        var known: [ObjectIdentifier: Bool] = [:]
        for type in index.sortedTypes where type.kind == .class {
            var top = type
            var steps = 0
            while let parent = top.superclass?.resolved, parent.kind == .class, steps < 64 {
                top = parent
                steps += 1
            }
            guard top !== type, !screenTypes.contains(ObjectIdentifier(type)) else { continue }
            let id = ObjectIdentifier(top)
            let candidate = known[id] ?? isTop(top)
            known[id] = candidate
            guard candidate, hasElements(type) else { continue }
            subclasses[id, default: []].append(type)
        }
        // Protocols the suite declares, adopted by structs or classes with elements that are no
        // screens and have no candidate base class of their own (which says it already).
        var covered: Set<ObjectIdentifier> = []
        for (top, found) in subclasses where found.count >= minimumSubclasses {
            covered.insert(top)
            for type in found { covered.insert(ObjectIdentifier(type)) }
        }
        var adopters: [ObjectIdentifier: [TypeInfo]] = [:]
        var tests: TestDiscovery?   // made for the first class that may adopt one
        for type in index.sortedTypes where type.kind == .struct || type.kind == .class {
            let id = ObjectIdentifier(type)
            guard !screenTypes.contains(id), !covered.contains(id), hasElements(type) else { continue }
            let inheritance = type.inheritance
            guard !inheritance.isEmpty else { continue }
            // Test classes with an element or two, sharing a protocol of helpers, are no screens.
            if type.kind == .class {
                let discovery = tests ?? TestDiscovery(index: index, roots: configuration.testCaseRoots)
                tests = discovery
                if discovery.isTestClass(type.qualifiedName) { continue }
            }
            // A protocol named as a root is one too when the suite declares it (GOV.UK's own `protocol
            // ScreenObject`, not the class of Automattic's library): what adopts it is no screen.
            var seen: Set<ObjectIdentifier> = []
            for written in inheritance {
                guard let adopted = index.resolveType(written.baseName, from: type.qualifiedName), adopted.kind == .protocol,
                      !covered.contains(ObjectIdentifier(adopted)), seen.insert(ObjectIdentifier(adopted)).inserted else { continue }
                adopters[ObjectIdentifier(adopted), default: []].append(type)
            }
        }
        for (top, found) in adopters where found.count >= minimumSubclasses {
            covered.insert(top)
            for type in found { covered.insert(ObjectIdentifier(type)) }
        }
        // Types named alike that share no base (DSGet's `struct LoginPage`, `struct SettingsPage`).
        var named: [String: [TypeInfo]] = [:]
        for type in index.sortedTypes where type.kind == .struct || type.kind == .class || type.kind == .enum {
            let id = ObjectIdentifier(type)
            guard !covered.contains(id), isTop(type),
                  let word = Project.screenNameWords.first(where: { type.name.hasSuffix($0) && type.name != $0 }),
                  hasElements(type) else { continue }
            if type.kind == .class {
                let discovery = tests ?? TestDiscovery(index: index, roots: configuration.testCaseRoots)
                tests = discovery
                if discovery.isTestClass(type.qualifiedName) { continue }
            }
            named[word, default: []].append(type)
        }
        var result: [UnconfiguredScreenBase] = index.sortedTypes.compactMap { base in
            let id = ObjectIdentifier(base)
            guard let primary = base.primary else { return nil }
            let isProtocol: Bool
            if let found = subclasses[id], found.count >= minimumSubclasses {
                isProtocol = false
            } else if let found = adopters[id], found.count >= minimumSubclasses {
                isProtocol = true
            } else {
                return nil
            }
            let found = (isProtocol ? adopters[id] : subclasses[id]) ?? []
            var dialect = suggestedDialect(of: base, subclasses: found)
            let check = dialect == nil ? sharedLoadCheck(of: base, subclasses: found) : nil
            if check != nil { dialect = .robot }
            return UnconfiguredScreenBase(name: base.qualifiedName, file: primary.file.path, location: primary.value.nameLocation,
                                          subclasses: found.map(\.qualifiedName), dialect: dialect, isProtocol: isProtocol,
                                          isNamedAsARoot: roots.contains(base.name), loadCheck: check)
        }
        // Robots on a framework's base (pmtest's `class LoginRobot: CoreElements`), which no linted file declares.
        var onFrameworkBase: [String: [TypeInfo]] = [:]
        for type in index.sortedTypes where type.kind == .class {
            guard let superclass = type.superclass, superclass.resolved == nil,
                  Project.frameworkRobotBases[superclass.written.baseName] != nil, !screenTypes.contains(ObjectIdentifier(type)),
                  !roots.contains(superclass.written.baseName), hasElements(type) else { continue }
            onFrameworkBase[superclass.written.baseName, default: []].append(type)
        }
        for (base, found) in onFrameworkBase.sorted(by: { $0.key < $1.key }) {
            guard found.count >= minimumSubclasses, let first = found.first?.primary,
                  let module = Project.frameworkRobotBases[base]?.first(where: { module in
                      found.contains { $0.declarations.contains { $0.file.imports(module) } }
                  }) else { continue }
            result.append(UnconfiguredScreenBase(name: base, file: first.file.path, location: first.value.nameLocation,
                                                 subclasses: found.map(\.qualifiedName), dialect: .robot, framework: module))
        }
        for word in Project.screenNameWords {
            guard let found = named[word], found.count >= minimumSubclasses, let first = found.first?.primary else { continue }
            result.append(UnconfiguredScreenBase(name: "*" + word, file: first.file.path, location: first.value.nameLocation,
                                                 subclasses: found.map(\.qualifiedName), dialect: .robot, isNamePattern: true))
        }
        return result
    }

    /// The robot bases of UI-testing frameworks, with the modules that declare them: Proton's
    /// pmtest and its successor fusion, whose `CoreElements` builds elements in each method.
    static let frameworkRobotBases: [String: [String]] = ["CoreElements": protonTestingModules]

    /// Proton's UI-testing frameworks: pmtest and its successor fusion.
    public static let protonTestingModules = ["pmtest", "fusion"]

    /// How a screen object's name ends when its types share no base to configure.
    public static let screenNameWords = ["Page", "Screen", "Robot"]

    /// The types an enum's cases may have raw values of.
    static let rawValueTypes: Set<String> = ["String", "Int", "Character", "Substring", "UInt", "Int8", "Int16", "Int32", "Int64",
                                             "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float"]
    /// What a class may inherit from first and still be the top of a class hierarchy: `NSObject`,
    /// and the standard library's protocols a page object is likely to adopt.
    static let notClasses: Set<String> = ["NSObject", "CustomStringConvertible", "CustomDebugStringConvertible", "Equatable",
                                          "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
                                          "Sendable", "AnyObject"]

    /// A method named as a load check is (`LoadCheckNames`), with no parameter a caller must give,
    /// that waits, asserted, for one of the classes' elements to be there, itself or in a method it
    /// calls on `self`: in the base for every subclass (hermes's `checkScreenExists()` in `extension
    /// Robot`), or in the subclasses that declare it (myLife's `validateScreen()`, an empty stub in
    /// `ScreenBase` that each screen overrides). Declared by the base it needs one class that waits;
    /// else two subclasses or more, and at least half of them. The most classes first, then the
    /// first declared; a helper that waits for a spinner to go, or audits, is none. Nil for none.
    private func sharedLoadCheck(of base: TypeInfo, subclasses: [TypeInfo]) -> String? {
        let baseElements = Set((elementsByType[base.qualifiedName] ?? []).map(\.name))
        func checks(in type: TypeInfo) -> [(name: String, body: [Stmt], isProperty: Bool)] {
            LoadCheckNames.checks(declaredBy: type, properties: true)
        }
        // Whether the body waits for one of `type`'s elements (its own or the base's), or a method it
        // calls on `self` does: in `type`, the base, or a protocol `type` adopts.
        func waits(_ body: [Stmt], in type: TypeInfo, isProperty: Bool = false) -> Bool {
            // Also an element the check finds in a local (Challenge's `let button = app.buttons["home.characterButton"]`).
            let names = baseElements.union((elementsByType[type.qualifiedName] ?? []).map(\.name)).union(body.compactMap { statement -> String? in
                guard case .declaration(.variable(let variable)) = statement, variable.isLet, variable.bindings.count == 1,
                      let name = variable.bindings[0].name, let value = variable.bindings[0].initializer,
                      ScreenCatalogBuilder.queryFoundByKey(value) != nil else { return nil }
                return name
            })
            if isProperty, let value = Stmt.returnedValue(of: body) {
                return !ScreenCatalogBuilder.elementsWaitedFor(in: [.expression(value)], among: names).isEmpty
                    && !ScreenCatalogBuilder.assertsAbsence(.expression(value))
            }
            func assertedWait(_ statements: [Stmt]) -> Bool {
                if !ScreenCatalogBuilder.elementsShown(in: statements, among: names).isEmpty { return true }
                // Or a check of the suite's own given the element (hermes's `checkExists(identifier)`).
                return statements.contains { statement in
                    guard case .expression(let expr) = statement, case .call(let callee, let arguments, _) = expr.kind,
                          let name = CallSite.name(ofCallee: callee)?.lowercased(),
                          ["check", "verify", "assert", "expect", "ensure", "validate", "wait"].contains(where: name.hasPrefix),
                          !ScreenCatalogBuilder.absenceWords.contains(where: name.contains) else { return false }
                    return arguments.contains { argument in
                        if case .identifier(let read) = argument.value.kind { return names.contains(read) }
                        return false
                    }
                }
            }
            if assertedWait(body) { return true }
            let lookIn = [type, base] + index.inheritedTypes(of: type).filter { $0.kind == .protocol }
            return ScreenCatalogBuilder.methods(calledOnSelfIn: body, declaredIn: lookIn).contains(where: assertedWait)
        }
        var order: [String] = []
        var waiting: [String: Int] = [:]
        var declaredByBase: Set<String> = []
        for (name, body, isProperty) in checks(in: base) {
            declaredByBase.insert(name)
            order.append(name)
            if subclasses.contains(where: { waits(body, in: $0, isProperty: isProperty) }) { waiting[name] = subclasses.count }
        }
        for type in subclasses {
            for (name, body, isProperty) in checks(in: type) {
                if !order.contains(name) { order.append(name) }
                if waiting[name] != subclasses.count, waits(body, in: type, isProperty: isProperty) { waiting[name, default: 0] += 1 }
            }
        }
        let eligible = order.filter { name in
            guard let count = waiting[name] else { return false }
            return declaredByBase.contains(name) || (count >= 2 && 2 * count >= subclasses.count)
        }
        // The most classes waiting; of those, the first declared (`max` keeps the first of equals).
        return eligible.max { waiting[$0]! < waiting[$1]! }
    }

    /// kassios when the base or a subclass declares the `onLoad` property; screen-object when
    /// the base's initializer takes an element or getters; robot when the base or a subclass
    /// declares a load check, or a subclass waits for an element as it is made.
    private func suggestedDialect(of base: TypeInfo, subclasses: [TypeInfo]) -> ScreenDialect? {
        let onLoad = configuration.onLoadProperty
        for type in [base] + subclasses {
            for member in type.members {
                if case .variable(let variable) = member.value, variable.bindings.binds(onLoad) { return .kassios }
            }
        }
        for member in base.members {
            guard case .function(let function) = member.value, function.kind == .initializer else { continue }
            let takesElements = function.parameters.contains { parameter in
                ScreenDialect.getterLabels.contains(parameter.label ?? "") || ScreenCatalogBuilder.isElementType(parameter.type)
            }
            if takesElements { return .screenObject }
        }
        let checks = configuration.robotLoadChecks
        // A base class, or a protocol's extension, that declares the load check its subclasses or
        // adopters share (`func assertVisible() { XCTAssert(root.waitForExistence(timeout: 5)) }`).
        if base.members.contains(where: { member in
            if case .function(let function) = member.value { return function.body?.isEmpty == false && checks.contains(function.name) }
            return false
        }) {
            return .robot
        }
        for type in subclasses {
            let elementNames = Set((elementsByType[type.qualifiedName] ?? []).map(\.name))
            for member in type.members {
                switch member.value {
                case .variable(let variable) where checks.contains(where: variable.bindings.binds): return .robot
                case .function(let function) where function.kind == .function && checks.contains(function.name): return .robot
                // A robot that waits for its screen when it is made, itself or in a method it calls
                // there (`required init() { super.init(); visible() }`).
                case .function(let function) where function.kind == .initializer:
                    guard let body = function.body else { break }
                    if !ScreenCatalogBuilder.elementsWaitedFor(inInitializer: body, methodsOf: [type, base], among: elementNames).isEmpty { return .robot }
                default: break
                }
            }
        }
        // The base's initializer waits for a property that a subclass overrides to name one of its
        // elements (shiskr's `XCTAssert(rootElement.waitForExistence(timeout: timeout))`, each screen's
        // `override var rootElement: XCUIElement { profileText }`), as the robot dialect reads it.
        let baseElements = Set((elementsByType[base.qualifiedName] ?? []).map(\.name))
        for member in base.members {
            guard case .function(let function) = member.value, function.kind == .initializer, let body = function.body else { continue }
            for type in subclasses {
                let elementNames = baseElements.union((elementsByType[type.qualifiedName] ?? []).map(\.name))
                let overridden = Set(ScreenCatalogBuilder.propertiesNamingAnElement(of: type, among: elementNames).keys)
                if !overridden.isEmpty,
                   !ScreenCatalogBuilder.elementsWaitedFor(inInitializer: body, methodsOf: [base], among: overridden).isEmpty { return .robot }
            }
        }
        return nil
    }
}
