import KassiosModel
import KassiosSyntax

/// Builds the catalog from the suite's model: screens with the elements they inherit,
/// robots with their action methods, page objects; labels from the code and the dumps.
enum CatalogBuilder {
    /// `anchor`: the file the generated test's base class is in, which picks the copy of a type two
    /// test targets declare (`TargetCopies`).
    static func build(project: Project, dumps: [DumpScreen], anchor: String? = nil) -> Catalog {
        let index = project.index
        let bases = Set(project.screens.flatMap(\.ancestors))
        let screenNames = Set(project.screens.map(\.name))
        var dumpLabels: [String: [String]] = [:]
        for dump in dumps {
            for element in dump.elements {
                guard let identifier = element.identifier else { continue }
                for label in [element.label, element.placeholder].compactMap({ $0 }) where !(dumpLabels[identifier]?.contains(label) ?? false) {
                    dumpLabels[identifier, default: []].append(label)
                }
            }
        }

        let usagesByType = usagesByType(project)

        var containers: [Container] = []
        for screen in project.screens where !screen.isAbstract && !bases.contains(screen.name) {
            guard let type = index.types[screen.name] else { continue }
            let kind: Container.Kind
            switch screen.dialect {
            case .kassios: kind = .screen
            // A static page the configuration names as a robot (`enum StatementsPage`, `robots: names`)
            // is still used through its type.
            case .robot: kind = pageObjectKind(type, superclasses: superclasses(of: type, in: index)) == .staticPageObject ? .staticPageObject : .robot
            case .screenObject: kind = .screenObject
            }
            let chain = [screen.name] + screen.ancestors
            var elements: [CatalogElement] = []
            var seen: Set<String> = []
            for typeName in chain {
                guard let declaring = index.types[typeName] else { continue }
                let copies = TargetCopies(declaring, anchor: anchor)
                let conditions = declaring.conditionallyCompiledMembers
                for element in project.elementsByType[typeName] ?? [] where isProperty(element) && (!element.isStatic || kind == .staticPageObject)
                    && copies.keeps(element.file) {
                    let cataloged = catalogElement(element, declaredIn: declaring, conditions: conditions, dumpLabels: dumpLabels)
                    if seen.insert(cataloged.name).inserted { elements.append(cataloged) }
                }
            }
            var methods = chain.compactMap { index.types[$0] }.flatMap { methodsOf($0, elements: elements, anchor: anchor) }
            if elements.isEmpty, kind == .robot {
                // A robot configured by name that finds its elements in its methods.
                let local = MethodLocalElements(type: type, usages: usages(of: type, in: usagesByType, anchor: anchor), dumpLabels: dumpLabels)
                elements = local.elements
                methods = methodsOf(type, elements: elements, found: local, anchor: anchor)
            }
            var container = Container(name: screen.name, kind: kind, file: screen.file, line: screen.location.line,
                                      elements: elements, methods: methods, isMainActor: isMainActor(type))
            container.construction = TypeConstruction.of(type, in: index)
            if kind == .screenObject { container.loadCheck = screenObjectLoadCheck(of: type, root: screen.root, in: index) }
            if kind == .robot { container.waitsWhenMade = waitsWhenMade(screen.onLoad, of: [type] + screen.ancestors.compactMap { index.types[$0] }) }
            containers.append(container)
        }

        // Page objects: other types that declare elements and that a test can reach.
        for type in index.sortedTypes where !screenNames.contains(type.qualifiedName) && !bases.contains(type.qualifiedName) {
            guard let declared = project.elementsByType[type.qualifiedName], let primary = type.primary,
                  !type.name.hasSuffix("Tests"), !type.name.hasSuffix("ManualTestCase") else { continue }
            let supers = superclasses(of: type, in: index)
            guard var kind = pageObjectKind(type, superclasses: supers) else { continue }
            // A static page's elements are named through its type (`StatementsPage.list`), as they are declared.
            var seen: Set<String> = []
            var elements: [CatalogElement] = []
            // Its own elements, then those its superclasses declare (tasks-ui-tests' `SleepScreen: TasksScreen`
            // has TasksScreen's `sleepCheckbox` too), as a screen has its ancestors'.
            for (declaring, elementsDeclared) in [(type, declared)] + supers.map({ ($0, project.elementsByType[$0.qualifiedName] ?? []) }) {
                let copies = TargetCopies(declaring, anchor: anchor)
                let conditions = declaring.conditionallyCompiledMembers
                elements += elementsDeclared.filter { isProperty($0) && (!$0.isStatic || kind == .staticPageObject) && copies.keeps($0.file) }
                    .map { catalogElement($0, declaredIn: declaring, conditions: conditions, dumpLabels: dumpLabels) }
                    .filter { seen.insert($0.name).inserted }
            }
            guard !elements.isEmpty else { continue }
            // A class whose load check waits for its elements (the map's robot) and that keeps most of
            // them to itself (`private lazy var loginLaterButton`) is a robot: steps go through its methods.
            let loadCheck = kind == .staticPageObject ? .none : project.loadCheck(ofPageObject: type.qualifiedName, inheriting: supers.map(\.qualifiedName))
            if kind == .pageObject, type.kind == .class, 2 * elements.filter({ !$0.isAccessible }).count >= elements.count,
               case .declared(let paths, _, _) = loadCheck, paths.contains(where: { !$0.elements.isEmpty }) {
                kind = .robot
            }
            var container = Container(name: type.qualifiedName, kind: kind, file: primary.file.path,
                                      line: primary.value.nameLocation.line, elements: elements,
                                      methods: ownAdoptedAndInherited(type, elements: elements, superclasses: supers, in: index, anchor: anchor),
                                      isMainActor: isMainActor(type))
            container.construction = TypeConstruction.of(type, in: index)
            if kind == .robot { container.waitsWhenMade = waitsWhenMade(loadCheck, of: [type] + supers) }
            containers.append(container)
        }

        // Robots that find their elements inside their methods and declare none a test can name
        // (Challenge's `struct HomeRobot { let app: XCUIApplication }`, each action querying what it taps).
        let listed = Set(containers.map(\.name))
        // A base of robots (bike_index's `class Robot`, with `signIn()` for all of them) is no screen.
        let inherited = Set(index.sortedTypes.compactMap { $0.superclass?.resolved?.qualifiedName })
        for type in typesQueryingInMethods(project, usagesByType: usagesByType) {
            let name = type.qualifiedName
            guard !listed.contains(name), !screenNames.contains(name), !bases.contains(name), !inherited.contains(name),
                  let primary = type.primary else { continue }
            let local = MethodLocalElements(type: type, usages: usages(of: type, in: usagesByType, anchor: anchor), dumpLabels: dumpLabels)
            let own = methodsOf(type, elements: local.elements, found: local, anchor: anchor)
            guard !local.isEmpty, own.contains(where: { !$0.uses.isEmpty }) else { continue }
            // And what its superclasses give it: WordPress's `PostsScreen: BaseScreen` is checked with `isLoaded()`.
            let methods = own + inheritedMethods(type, superclasses: superclasses(of: type, in: index), anchor: anchor)
            var container = Container(name: name, kind: .robot, file: primary.file.path, line: primary.value.nameLocation.line,
                                      elements: local.elements, methods: methods, isMainActor: isMainActor(type))
            container.construction = TypeConstruction.of(type, in: index)
            containers.append(container)
        }
        // Page objects whose methods find what they act on by a helper kassios does not read
        // (UITesting-into-pleasure's `application.buttons.element(label: "Start")`): no element to name,
        // but a method that takes nothing and returns a page of the suite, or the page itself, is a step
        // ("Tap Start" → `start()`), as the map shows it.
        let known = Set(containers.map(\.name))
        let testClassNames = Set(project.testCaseClassNames)
        for type in index.sortedTypes where type.kind == .class || type.kind == .struct {
            let name = type.qualifiedName
            guard !known.contains(name), !screenNames.contains(name), !bases.contains(name), !inherited.contains(name),
                  !testClassNames.contains(name), !type.name.hasSuffix("Tests"), project.elementsByType[name] == nil,
                  usagesByType[name] == nil, let primary = type.primary else { continue }
            let supers = superclasses(of: type, in: index)
            guard holdsApp(type) || supers.contains(where: holdsApp) else { continue }
            let own = methodsOf(type, elements: [], anchor: anchor)
            guard own.contains(where: { method in
                method.requiredParameters.isEmpty && method.returnType.map { returned in
                    returned == "Self" || returned == type.name || index.resolveType(returned, from: name).map { holdsApp($0) || superclasses(of: $0, in: index).contains(where: holdsApp) } == true
                } == true
            }) else { continue }
            var container = Container(name: name, kind: .robot, file: primary.file.path, line: primary.value.nameLocation.line,
                                      elements: [], methods: own + inheritedMethods(type, superclasses: supers, anchor: anchor), isMainActor: isMainActor(type))
            container.construction = TypeConstruction.of(type, in: index)
            containers.append(container)
        }
        for position in containers.indices {
            guard let type = index.types[containers[position].name] else { continue }
            let classes = [type] + superclasses(of: type, in: index)
            containers[position].appIsPrivate = keepsAppPrivate(classes)
            containers[position].appReference = appReference(classes)
        }
        var catalog = Catalog(containers: containers.sorted { $0.name < $1.name }, dumps: dumps, declaredTypes: Set(index.types.keys))
        let testClasses = project.testCaseClassNames.compactMap { index.types[$0] }
        catalog.testClassesAreMainActor = !testClasses.isEmpty && testClasses.filter(isMainActor).count * 2 > testClasses.count
        return catalog
    }

    /// How an instance method reaches the app: `app`, or `BaseScreen.app` when the nearest of the
    /// classes that declares an `app` declares it `static` (OrderMe's `class BaseScreen { static let
    /// app = XCUIApplication() }`, read as `BaseScreen.app.buttons[…]`).
    static func appReference(_ classes: [TypeInfo]) -> String {
        guard let (type, variable) = nearestApp(in: classes, instanceOnly: false), variable.header.isStatic else { return "app" }
        return type.qualifiedName + ".app"
    }

    /// The nearest of the classes that declares an instance `app` declares it `private` or `fileprivate`.
    static func keepsAppPrivate(_ classes: [TypeInfo]) -> Bool {
        guard let (_, variable) = nearestApp(in: classes, instanceOnly: true) else { return false }
        return variable.header.isPrivate
    }

    /// The first declaration of `app` (an instance one only, when `instanceOnly`) in the nearest of
    /// the classes that has one, with that class.
    private static func nearestApp(in classes: [TypeInfo], instanceOnly: Bool) -> (TypeInfo, VariableDecl)? {
        for type in classes {
            for member in type.members {
                guard case .variable(let variable) = member.value, !(instanceOnly && variable.header.isStatic),
                      variable.bindings.binds("app") else { continue }
                return (type, variable)
            }
        }
        return nil
    }

    /// Types that hold the app and query elements in their members, test classes aside: the
    /// robots among them that declare no element a test can name are found in their methods.
    static func typesQueryingInMethods(_ project: Project, usagesByType: [String: [IdentifierUsage]]) -> [TypeInfo] {
        let testClasses = project.testCaseClassNames
        return project.index.sortedTypes.filter { type in
            guard type.kind == .struct || type.kind == .class, usagesByType[type.qualifiedName] != nil,
                  !testClasses.contains(type.qualifiedName), !type.name.hasSuffix("Tests") else { return false }
            return holdsApp(type) || superclasses(of: type, in: project.index).contains(where: holdsApp)
        }
    }

    /// The type's usages in the files of the copy the test calls (`TargetCopies`).
    static func usages(of type: TypeInfo, in usagesByType: [String: [IdentifierUsage]], anchor: String?) -> [IdentifierUsage] {
        let copies = TargetCopies(type, anchor: anchor)
        return (usagesByType[type.qualifiedName] ?? []).filter { copies.keeps($0.file) }
    }

    static func usagesByType(_ project: Project) -> [String: [IdentifierUsage]] {
        var found: [String: [IdentifierUsage]] = [:]
        for usage in project.usages {
            if let typeName = usage.typeName { found[typeName, default: []].append(usage) }
        }
        return found
    }

    /// An element the generated code can name as `screen.element` (or `Page.element`, on a static
    /// page): a property. A method (`func getSearchBar() -> XCUIElement`) is left out rather than
    /// written without its call, which does not compile; so is a static property of a type whose
    /// elements are named through an instance (`isStatic`). A static-enum page's case is named
    /// through the member that gives its element (`LoginPage.email.element`, `CatalogElement.reference`).
    static func isProperty(_ element: Element) -> Bool {
        element.parameters.isEmpty && (!element.isMethod || element.reach != nil)
    }

    /// `conditions`: the type's `conditionallyCompiledMembers`, worked out once for all its elements.
    static func catalogElement(_ element: Element, declaredIn type: TypeInfo, conditions: [String: String] = [:],
                               dumpLabels: [String: [String]]) -> CatalogElement {
        var labels: [String] = []
        var fragments: [String] = []
        var scope = ""
        var accessible = true
        var name = element.name
        var named = element.reference
        if let (expr, header) = declaration(of: element.name, in: type) {
            accessible = !header.isPrivate
            // ScreenObject's getter closure (`private let firstOrderGetter = { $0.cells["orders.first"] }`):
            // the property that calls it with the app (`var firstOrder: XCUIElement { firstOrderGetter(app) }`)
            // is the element a test names; without one, the test calls the closure itself.
            if let via = type.reference(ofGetter: element.name) {
                named = via.reference
                if let reader = via.header {
                    name = via.reference
                    accessible = !reader.isPrivate
                } else if name.hasSuffix("Getter"), name.count > "Getter".count {
                    // Called with the app; named, for the steps, without the suffix (`logOutButton`).
                    name = String(name.dropLast("Getter".count))
                }
            }
            if let expr {
                scope = QueryScope.of(ElementQueries.unwrappingGetter(expr)) { name in
                    // The type's own property, or one a class it inherits from declares.
                    var declaring: TypeInfo? = type
                    var steps = 0
                    while let current = declaring, steps < 16 {
                        if let found = declaration(of: name, in: current) { return found.0.map(ElementQueries.unwrappingGetter) }
                        declaring = current.superclass?.resolved
                        steps += 1
                    }
                    return nil
                }
                SyntaxTraversal.forEachExpression(in: expr) { node in
                    guard case .call(_, let arguments, _) = node.kind else { return }
                    for argument in arguments {
                        guard case .string(let literal) = argument.value.kind, let text = literal.staticValue, !text.isEmpty else { continue }
                        switch argument.label {
                        case "label"?: labels.append(text)
                        case "containing"?, "labelContains"?: fragments.append(text)
                        default: break
                        }
                    }
                }
            }
        }
        // A property that finds a query (`let tasksList = app.tables.cells`) is used through one of its
        // elements, as the suite's tests use it (`tasksList.element.tap()`): a query has no `tap()`.
        if element.isQuery { named += ".firstMatch" }
        let identifier = element.identifier?.staticValue
        for label in identifier.flatMap({ dumpLabels[$0] }) ?? [] where !labels.contains(label) { labels.append(label) }
        var reference: String?
        if case .constant(let path, _)? = element.identifier { reference = path }
        var cataloged = CatalogElement(name: name, elementType: element.elementType, identifier: identifier, identifierReference: reference,
                                       labels: labels, labelFragments: fragments, declaredIn: type.qualifiedName, isAccessible: accessible,
                                       file: element.file, line: element.location.line, reference: named)
        cataloged.compiledOnlyIf = conditions[element.name]
        cataloged.scope = scope
        return cataloged
    }

    /// A ScreenObject screen's check that it is loaded: `.isLoaded`, a property its classes declare
    /// or Automattic's ScreenObject has (when the linted files do not declare one of that name);
    /// `.isLoaded()`, a method of its classes' (WordPress's and WooCommerce's `BaseScreen`); nil for neither.
    static func screenObjectLoadCheck(of type: TypeInfo, root: String, in index: DeclarationIndex) -> String? {
        for declaring in index.classChain(from: type) {
            for member in declaring.members {
                switch member.value {
                case .variable(let variable) where !variable.header.isStatic && variable.bindings.binds("isLoaded"):
                    return ".isLoaded"
                case .function(let function) where function.kind == .function && function.name == "isLoaded" && !function.header.isStatic
                    && function.parameters.allSatisfy({ $0.defaultValue != nil }):
                    return ".isLoaded()"
                default:
                    continue
                }
            }
        }
        return root == "ScreenObject" && index.types["ScreenObject"] == nil ? ".isLoaded" : nil
    }

    /// The expression an element property or method returns, and its declaration's header.
    static func declaration(of name: String, in type: TypeInfo) -> (Expr?, DeclHeader)? {
        for member in type.members {
            switch member.value {
            case .variable(let variable):
                for binding in variable.bindings where binding.name == name {
                    let body = binding.getter
                    let expr = binding.initializer ?? body.flatMap(returned)
                    return (expr, variable.header)
                }
            case .function(let function) where function.name == name && function.kind == .function:
                return (function.body.flatMap(returned), function.header)
            default:
                break
            }
        }
        return nil
    }

    static func returned(_ body: [Stmt]) -> Expr? {
        if body.count == 1, case .expression(let expr) = body[0] { return expr }
        for statement in body {
            if case .return(let expr?, _) = statement { return expr }
        }
        return nil
    }

    /// How a test reaches a page object's elements, if it can. Without `robots:` in the
    /// configuration, robots are found as `kassios map` finds them (types that declare
    /// elements); a class named `…Robot`, or inheriting from one, holding the app (its
    /// own `app` or its superclass's) is a robot, as the suite's naming says.
    static func pageObjectKind(_ type: TypeInfo, superclasses: [TypeInfo] = []) -> Container.Kind? {
        var hasApp = superclasses.contains(where: holdsApp)
        var allStatic = true
        for member in type.members {
            switch member.value {
            case .variable(let variable):
                if variable.bindings.contains(where: holdsAnApplication) && !variable.header.isStatic { hasApp = true }
                // Its own `let app` too: Challenge's `struct CharacterListRobot: RobotContract { let app:
                // XCUIApplication }` is made, with its methods in extensions, not called on its type.
                if !variable.header.isStatic { allStatic = false }
            case .function(let function) where function.kind == .initializer:
                if function.parameters.contains(where: takesAnApplication) { hasApp = true }
            case .function(let function) where function.kind == .function && !function.header.isStatic:
                allStatic = false
            default:
                break
            }
        }
        if type.kind == .enum || allStatic { return .staticPageObject }
        guard hasApp else { return nil }
        let isRobot = type.kind == .class && ([type] + superclasses).contains { $0.name.hasSuffix("Robot") }
        return isRobot ? .robot : .pageObject
    }

    /// Declares an `app` (or a property of another name that holds one: UITesting-into-pleasure's `let
    /// application: XCUIApplication`), or an initializer taking one. A static one (a base's `static let app =
    /// XCUIApplication()`, its subclasses' elements `BaseScreen.app.buttons[…]`) serves every instance.
    static func holdsApp(_ type: TypeInfo) -> Bool {
        type.members.contains { member in
            switch member.value {
            case .variable(let variable): return variable.bindings.contains(where: holdsAnApplication)
            case .function(let function): return function.kind == .initializer && function.parameters.contains(where: takesAnApplication)
            default: return false
            }
        }
    }

    /// `app`, or a property declared `XCUIApplication` or made with `XCUIApplication()` (`application`,
    /// `sut`); not another app's (`springboard`, `XCUIApplication(bundleIdentifier:)`).
    static func holdsAnApplication(_ binding: PatternBinding) -> Bool {
        guard let name = binding.name else { return false }
        if name == "app" { return true }
        // What it holds first: the name is read (seven searches) only for the few that hold an application.
        if let initializer = binding.initializer {
            guard case .call(let callee, let arguments, _) = initializer.unwrapped.kind, case .identifier("XCUIApplication") = callee.kind,
                  arguments.isEmpty else { return false }
        } else if binding.type?.baseName != "XCUIApplication" {
            return false
        }
        return namesTheAppUnderTest(name)
    }

    /// `app:`, or a parameter declared `XCUIApplication` that names no other app.
    static func takesAnApplication(_ parameter: Parameter) -> Bool {
        parameter.label == "app" || parameter.type?.baseName == "XCUIApplication" && namesTheAppUnderTest(parameter.name)
            && namesTheAppUnderTest(parameter.label ?? parameter.name)
    }

    /// Any name but another app's: `springboard`, `safariApp`, `settingsApp`.
    static func namesTheAppUnderTest(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return !["safari", "springboard", "settings", "preferences", "system", "messages", "mail"].contains { lowered.contains($0) }
    }

    /// A class's superclasses, nearest first, as far as the suite declares them.
    static func superclasses(of type: TypeInfo, in index: DeclarationIndex) -> [TypeInfo] {
        var chain: [TypeInfo] = []
        var current = type
        while current.kind == .class, let written = current.inheritance.first,
              let superclass = index.resolveType(written.baseName, from: nil), superclass.kind == .class,
              !chain.contains(where: { $0 === superclass }), superclass !== type {
            chain.append(superclass)
            current = superclass
        }
        return chain
    }

    /// What a test does to an element or the app, as opposed to waiting for or checking it.
    static let interactionNames: Set<String> = [
        "tap", "doubleTap", "twoFingerTap", "press", "typeText", "pasteText", "clearAndTypeText", "swipeUp", "swipeDown",
        "swipeLeft", "swipeRight", "pinch", "rotate", "adjust", "click", "doubleClick", "rightClick", "scroll",
    ]

    static func isMainActor(_ type: TypeInfo) -> Bool {
        type.declarations.contains { $0.value.header.attributes.contains { $0.name == "MainActor" } }
    }

    /// A method of the main actor's: marked so, or of a type (or an extension) that is.
    static func isMainActor(_ function: FunctionDecl, of type: TypeInfo) -> Bool {
        function.header.attributes.contains { $0.name == "MainActor" } || isMainActor(type)
    }

    /// The names of the functions a type declares, in any of its declarations.
    static func functionNames(of type: TypeInfo) -> Set<String> {
        Set(type.members.compactMap { member -> String? in
            if case .function(let function) = member.value { return function.name }
            return nil
        })
    }

    /// Whether the load check the model found for the robot (`Project.loadCheck(ofPageObject:)`) is
    /// one of its classes' initializers, waiting for its elements (`Container.waitsWhenMade`).
    static func waitsWhenMade(_ check: OnLoadDeclaration, of classes: [TypeInfo]) -> Bool {
        guard case .declared(let paths, let file, let location) = check, paths.contains(where: { !$0.elements.isEmpty }) else { return false }
        return classes.contains { type in
            type.members.contains { member in
                guard member.file.path == file, case .function(let function) = member.value else { return false }
                return function.kind == .initializer && function.nameLocation == location
            }
        }
    }

    /// The names of the suite's own helpers that tap, type into or wait for the element they are given.
    static let tapHelpers: Set<String> = ["tap", "tapOn", "tapElement", "click", "press"]
    static let typeHelpers: Set<String> = ["type", "typeText", "enterText", "typeInto"]
    static let checkHelpers: Set<String> = ["waitFor", "waitForElement", "assertExists", "assertVisible", "checkExists", "verifyExists"]

    /// The methods a test cannot call on every value of the type: those of its `private` and
    /// `fileprivate` extensions (unstoppable's `private extension XRobot { … }` of helpers), and a
    /// protocol's extension for some of its adopters alone (`extension Backable where Self ==
    /// DetailRobot { func back() -> ListRobot }`).
    static func unreachableFunctions(of type: TypeInfo) -> Set<ObjectIdentifier> {
        var found: Set<ObjectIdentifier> = []
        for declaration in type.declarations where declaration.value.kind == .extension {
            let header = declaration.value.header
            guard header.isPrivate || declaration.value.whereClause != nil else { continue }
            for member in flattened(declaration.value.members) {
                if case .function(let function) = member { found.insert(ObjectIdentifier(function)) }
            }
        }
        return found
    }

    /// A page object's or robot's methods: its own, then its protocols' extensions', then its
    /// superclasses', each name once (bike_index's `NavigatesBackToSettings.back() -> SettingsRobot`
    /// over its base `Robot`'s `back() -> Self`).
    static func ownAdoptedAndInherited(_ type: TypeInfo, elements: [CatalogElement], superclasses: [TypeInfo], in index: DeclarationIndex,
                                       anchor: String?) -> [ContainerMethod] {
        let adopted = adoptedMethods(type, in: index, anchor: anchor)
        let adoptedNames = Set(adopted.map(\.name))
        return methodsOf(type, elements: elements, anchor: anchor) + adopted
            + inheritedMethods(type, superclasses: superclasses, anchor: anchor).filter { !adoptedNames.contains($0.name) }
    }

    /// What its superclasses give a type, the names it declares itself aside: WordPress's
    /// `PostsScreen: BaseScreen` has `isLoaded()`, unstoppable's robots their base's `back()`.
    static func inheritedMethods(_ type: TypeInfo, superclasses: [TypeInfo], anchor: String?) -> [ContainerMethod] {
        var named = functionNames(of: type)
        var found: [ContainerMethod] = []
        for superclass in superclasses {
            let methods = methodsOf(superclass, elements: [], anchor: anchor).filter { !named.contains($0.name) }
            found += methods
            named.formUnion(methods.map(\.name))
        }
        return found
    }

    /// What the protocols a type adopts give it in their extensions (bike_index's
    /// `extension NavigatesBackToSettings { func back() -> SettingsRobot }`), the type's own aside.
    static func adoptedMethods(_ type: TypeInfo, in index: DeclarationIndex, anchor: String?) -> [ContainerMethod] {
        let own = functionNames(of: type)
        return index.inheritedTypes(of: type).filter { $0.kind == .protocol }
            .flatMap { methodsOf($0, elements: [], anchor: anchor) }
            .filter { !own.contains($0.name) }
    }

    /// The read of an element's presence (`x.exists`, `x.isHittable`, `x.waitForExistence(timeout:)`) an
    /// assertion says is false, with the element read: `XCTAssertFalse(x.exists)`, `XCTAssert(!x.exists)`,
    /// `XCTAssertEqual(x.exists, false)`, `XCTAssert(x.exists == false)`; nil for any other call.
    /// `readLocals`: the `let` locals of the body by name, with their values: a read kept in one
    /// (DSSwiftUI's `let scrobbleButtonExists = app.buttons[…].exists; XCTAssertFalse(scrobbleButtonExists)`)
    /// is the read itself.
    static func absenceRead(_ assertion: String, _ arguments: ArgumentList, readLocals: [String: Expr] = [:]) -> (read: Expr, element: Expr)? {
        guard let first = arguments.first?.value else { return nil }
        var read: Expr
        switch assertion {
        case "XCTAssertFalse":
            read = first
        case "XCTAssertTrue", "XCTAssert":
            if case .prefix("!", let operand) = first.kind {
                read = operand
            } else if case .sequence(let parts) = first.kind, parts.count == 3, case .binaryOperator(let comparison) = parts[1].kind,
                      case .boolean(let value) = parts[2].kind, (comparison == "==" && !value) || (comparison == "!=" && value) {
                read = parts[0]
            } else {
                return nil
            }
        case "XCTAssertEqual":
            guard arguments.count > 1 else { return nil }
            if case .boolean(false) = arguments[1].value.kind { read = first }
            else if case .boolean(false) = first.kind { read = arguments[1].value }
            else { return nil }
        default:
            return nil
        }
        if case .identifier(let name) = read.kind, let value = readLocals[name] { read = value }
        switch read.kind {
        case .member(let property, let base) where property == "exists" || property == "isHittable":
            return (read, base)
        case .call(let callee, _, _):
            guard case .member("waitForExistence", let base) = callee.kind else { return nil }
            return (read, base)
        default:
            return nil
        }
    }

    /// bike_index's `assert(element, [.exists])`, `assert(element, [.isHittable], timeout: 5)`: the
    /// suite's helper waiting for the element to be there.
    static func assertsPresence(_ function: String, _ arguments: ArgumentList) -> Bool {
        guard function == "assert", arguments.count > 1, case .array(let predicates) = arguments[1].value.kind else { return false }
        return predicates.contains { predicate in
            if case .implicitMember(let name) = predicate.kind { return name == "exists" || name == "isHittable" }
            return false
        }
    }

    /// `tap` of `tap(x)` or `self.tap(x)`: a function or method of the suite called by its name.
    static func ownFunctionName(_ callee: Expr) -> String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .member(let name, let base):
            if case .identifier("self") = base.kind { return name }
            return nil
        default: return nil
        }
    }

    /// Public methods and what they do to the container's elements.
    /// `found`: the elements the methods find themselves (`MethodLocalElements`), through a local
    /// (`let button = app.buttons[…]`, then `button.tap()`) or in place.
    static func methodsOf(_ type: TypeInfo, elements: [CatalogElement], found: MethodLocalElements? = nil, anchor: String? = nil) -> [ContainerMethod] {
        let names = Set(elements.map(\.name))
        var methods: [ContainerMethod] = []
        let copies = TargetCopies(type, anchor: anchor)
        let unreachable = unreachableFunctions(of: type)
        for member in type.members where copies.keeps(member.file.path) {
            guard case .function(let function) = member.value, function.kind == .function, let body = function.body,
                  !function.header.has("private"), !function.header.has("fileprivate"),
                  !unreachable.contains(ObjectIdentifier(function)) else { continue }
            let locals = found?.locals(of: function, in: member.file.path) ?? [:]
            let parameters = function.parameters.map {
                ContainerMethod.Parameter(label: $0.label, name: $0.name, type: $0.type?.text ?? "", hasDefault: $0.defaultValue != nil)
            }
            let parameterNames = Set(function.parameters.map(\.name))
            var uses: [ContainerMethod.ElementUse] = []
            func element(_ expr: Expr) -> String? {
                if let found {
                    if case .identifier(let name) = expr.kind { return locals[name] }
                    return found.element(queriedBy: expr, in: member.file.path)
                }
                switch expr.kind {
                case .identifier(let name) where names.contains(name): return name
                case .member(let name, let base) where names.contains(name):
                    if case .identifier("self") = base.kind { return name }
                    return nil
                default: return nil
                }
            }
            // `XCTAssertFalse(x.exists)`, `XCTAssertTrue(!x.exists)`: reads of `exists` that check absence,
            // also through a local that keeps the read.
            var absenceReads: Set<Expr> = []
            var readLocals: [String: Expr] = [:]
            for statement in body {
                guard case .declaration(.variable(let variable)) = statement, variable.isLet else { continue }
                variable.bindings.forEach { binding in
                    if let name = binding.name, let value = binding.initializer { readLocals[name] = value }
                }
            }
            SyntaxTraversal.forEachExpression(in: body) { expr in
                switch expr.kind {
                case .call(let callee, let arguments, _):
                    if case .identifier(let assertion) = callee.kind, let read = CatalogBuilder.absenceRead(assertion, arguments, readLocals: readLocals),
                       let target = element(read.element) {
                        absenceReads.insert(read.read)
                        uses.append(.init(element: target, use: .checkAbsent))
                    }
                    if absenceReads.contains(expr) { return }
                    if case .member(let method, let base) = callee.kind, let target = element(base) {
                        switch method {
                        case "tap": uses.append(.init(element: target, use: .tap))
                        case "typeText", "pasteText":
                            var parameter: String?
                            if let first = arguments.first, case .identifier(let name) = first.value.kind, parameterNames.contains(name) { parameter = name }
                            uses.append(.init(element: target, use: .typeText(parameter: parameter)))
                        case "waitForExistence", "assertVisible": uses.append(.init(element: target, use: .check))
                        case "waitForNonExistence": uses.append(.init(element: target, use: .checkAbsent))
                        default: break
                        }
                    } else if let function = CatalogBuilder.ownFunctionName(callee), let first = arguments.first, let target = element(first.value) {
                        // The suite's helpers handed the element (a base robot's `tap(loginButton)`,
                        // `typeText(email, text)`, `waitFor(title)`).
                        if CatalogBuilder.tapHelpers.contains(function) {
                            uses.append(.init(element: target, use: .tap))
                        } else if CatalogBuilder.typeHelpers.contains(function) {
                            var parameter: String?
                            if arguments.count > 1, case .identifier(let name) = arguments[1].value.kind, parameterNames.contains(name) { parameter = name }
                            uses.append(.init(element: target, use: .typeText(parameter: parameter)))
                        } else if CatalogBuilder.checkHelpers.contains(function) || CatalogBuilder.assertsPresence(function, arguments) {
                            uses.append(.init(element: target, use: .check))
                        }
                    }
                case .member(let property, let base):
                    if let target = element(base), !absenceReads.contains(expr) {
                        if property == "exists" || property == "isHittable" { uses.append(.init(element: target, use: .check)) }
                        if property == "value" || property == "label" { uses.append(.init(element: target, use: .readValue)) }
                    }
                default:
                    break
                }
            }
            var method = ContainerMethod(name: function.name, parameters: parameters, returnType: function.returnType?.text, uses: uses)
            method.isDiscardable = function.header.attributes.contains { $0.name == "discardableResult" }
            method.isStatic = function.header.isStatic
            method.isThrowing = function.isThrowing
            method.isAsync = function.isAsync
            method.assertsNothing = LoadCheckNames.assertsNothing(function)
            SyntaxTraversal.forEachExpression(in: body) { expr in
                if case .call(let callee, _, _) = expr.kind, let name = callee.memberName, CatalogBuilder.interactionNames.contains(name) {
                    method.interactions += 1
                }
            }
            methods.append(method)
        }
        return methods
    }
}
