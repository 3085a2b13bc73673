import KassiosLint
import KassiosModel
import KassiosSyntax

/// The screens, robots and page objects of a project as map nodes: elements (inherited
/// ones too), what `onLoad` waits for on every path, and method signatures. Also answers
/// "is this type name a node?" for the readers of tests.
struct NodeCatalog {
    let project: Project
    private(set) var nodes: [String: NavigationNode] = [:]
    /// Screens other screens inherit from: only nodes when something navigates to them.
    private(set) var baseScreens: Set<String> = []
    private var screensByName: [String: Screen] = [:]
    private var requiredOnLoad: [String: [String]] = [:]
    /// `Type.member` of the elements whose key a query matches against labels too: a subscript
    /// (`app.alerts["Call Burger"]`, not a navigation bar's, whose identifier is its title) or a
    /// wrapper that puts it in one; not `matching(identifier:)` or an identifier builder.
    private let keyedByLabelToo: Set<String>
    /// A file's path as the map shows it.
    private let display: (String) -> String
    /// Which app each element is found in.
    private let applications: ElementApplications

    init(project: Project, display: @escaping (String) -> String) {
        self.project = project
        self.display = display
        applications = ElementApplications(project: project)
        var keyed: Set<String> = []
        for usage in project.usages where usage.queryMatchesLabels {
            guard let type = usage.typeName, let member = usage.memberName else { continue }
            keyed.insert(type + "." + member.prefix { $0 != "(" })
        }
        keyedByLabelToo = keyed
        for screen in project.screens { screensByName[screen.name] = screen }
        // The root a screen reaches, too, when the suite declares it (`screens: dialects: { Robot: robot }`
        // naming `open class Robot`, whose `navigationBar` every robot inherits).
        for screen in project.screens { baseScreens.formUnion(screen.ancestors + [screen.root]) }
        // A base of static elements of its own that the code reads by its name (stream-chat's
        // `MessageListPage.cells`, beside `class ThreadPage: MessageListPage`, both `*Page` robots) is a
        // screen in its own right, not only what its subclasses share (as page objects are, below),
        // unless the configuration calls it abstract.
        var standingAlone: Set<String> = []
        for screen in project.screens where screen.isAbstract && baseScreens.contains(screen.name)
            && !project.configuration.abstractScreens.contains(screen.name) && screen.elements.contains(where: \.isStatic)
            && isReadByName(screen.name) {
            standingAlone.insert(screen.name)
        }
        baseScreens.subtract(standingAlone)
        for screen in project.screens where !screen.isAbstract || standingAlone.contains(screen.name) {
            let elements = allElements(of: screen)
            // As the elements are listed: a method's with its call (`getExploreView()`).
            let references = referencesByName(in: [screen.name] + screen.ancestors)
            var byName: [String: MapElement] = [:]
            for element in elements where byName[element.name] == nil { byName[element.name] = element }
            // "query": a check that queries the app in place, for an element it does not name (nor the
            // map, which lists no such element), unless the screen has an element of that name.
            let onLoad = onLoadElements(of: screen.name).map { references[$0] ?? $0 }
                .filter { $0 != "query" || byName[$0] != nil || inlineIdentifiers(of: screen)[$0] != nil }
            nodes[screen.name] = NavigationNode(
                name: screen.name, kind: screen.dialect == .robot ? .robot : .screen, file: display(screen.file),
                line: screen.location.line, column: screen.location.column, elements: elements, onLoad: onLoad,
                onLoadIdentifiers: onLoad.compactMap { byName[$0]?.identifier ?? inlineIdentifiers(of: screen)[$0] },
                methods: NodeCatalog.methods(of: project.index.types[screen.name]))
            NodeCatalog.setProperties(of: &nodes[screen.name], type: project.index.types[screen.name], in: project.index,
                                      besides: Set(elements.map(\.name)))
            let alternatives = onLoadPaths(of: screen).map { path in
                path.map { references[$0] ?? $0 }.compactMap { byName[$0]?.identifier ?? inlineIdentifiers(of: screen)[$0] }
            }.filter { !$0.isEmpty }
            nodes[screen.name]?.onLoadAlternatives = alternatives
            // Robots and ScreenObject screens are made by the test; KassiOS screens are waited for.
            if screen.dialect != .kassios, let type = project.index.types[screen.name] {
                // Never KassiOS's onScreen for them: when the initializer is not clear, the usual one.
                let made = construction(of: type)
                nodes[screen.name]?.construction = made
            }
        }
        // Page objects: types that declare or inherit elements and are neither screens nor tests.
        // Like base screens, the classes they inherit from are nodes only when navigated to.
        let tests = project.testCaseClassNames
        let querying = project.typesQueryingByIdentifier
        // The types other types keep in a stored property (a `GestureRobot` every robot holds, Wikipedia's
        // `UITestRobot`): parts they share, pages only when a test goes through them.
        var held: Set<String> = []
        for type in project.index.sortedTypes where !tests.contains(type.qualifiedName) {
            for member in type.members {
                guard case .variable(let variable) = member.value, !variable.header.isStatic else { continue }
                variable.bindings.forEach { binding in
                    guard binding.accessors == nil, let written = TestFlowReader.typeName(declaredOrMadeBy: binding),
                          written != type.name else { return }
                    held.insert(written)
                }
            }
        }
        var sharedOnly: [String: Bool] = [:]   // per base, whatever number of subclasses ask
        for type in project.index.sortedTypes where screensByName[type.qualifiedName] == nil && !tests.contains(type.qualifiedName) {
            let name = type.qualifiedName
            guard let primary = type.primary, primary.value.kind != .protocol, !holdsAnotherApp(type), !isSelectorTable(type),
                  !StaticEnumPage.selectsForItsEnclosingType(type, in: project.index) else { continue }
            let ancestors = project.index.classChain(from: type).dropFirst().map(\.qualifiedName)
                .filter { screensByName[$0] == nil && !tests.contains($0) }
            var seen: Set<String> = []
            let holders = [name] + ancestors + adoptedProtocols(of: [name] + ancestors)
            let elements = holders.flatMap { typeName in (project.elementsByType[typeName] ?? []).map { ($0, typeName) } }
                .filter { seen.insert($0.0.name).inserted }
            if elements.isEmpty {
                // A helper by its name declares no element (a `TabBarNavigator` with elements is a page).
                if NodeCatalog.namesAHelper(type.name) { continue }
                // A page object that queries in its methods and declares no element: a node when a
                // test goes through it, or when its name says it is one (Mullvad's `WelcomePage`, whose
                // `tapX() -> Self` query in place; `ProblemReportSubmittedPage`, with an initializer only).
                // Not one whose methods only go through the others (a `NavigationRobot`'s `openVault()`).
                guard holdsApplication([type] + ancestors.compactMap { project.index.types[$0] }) else { continue }
                let methods = NodeCatalog.methods(of: type)
                let namedAsAPage = NodeCatalog.namesAPage(type.name) && (methods.isEmpty || querying.contains(name)) && !held.contains(type.name)
                guard namedAsAPage || !methods.isEmpty || leadsToAnotherPage(type) else { continue }
                if !namedAsAPage { baseScreens.insert(name) }
            }
            // A part of a page made from one of its elements (a table row's `init(cell: XCUIElement)`) is
            // no place a test goes to: its elements are found inside that element, not in the app.
            if !elements.isEmpty, isComponent([type] + ancestors.compactMap { project.index.types[$0] }) { continue }
            // A base of static elements that the code reads by its own name (stream-chat's `MessageListPage.cells`,
            // beside `class ThreadPage: MessageListPage`) is a page in its own right, not only what its subclasses share.
            for ancestor in ancestors {
                if sharedOnly[ancestor] == nil {
                    if let base = project.index.types[ancestor], project.elementsByType[ancestor]?.isEmpty == false,
                       construction(of: base) == ancestor {
                        sharedOnly[ancestor] = !isReadByName(ancestor)
                    } else {
                        sharedOnly[ancestor] = true
                    }
                }
                if sharedOnly[ancestor] == true { baseScreens.insert(ancestor) }
            }
            let mapped = elements.filter { !isAQueryAlias($0.0, declaredIn: $0.1) }.map { mapElement($0.0, declaredIn: $0.1) }
            // A load check that waits for elements makes it a robot, whatever it inherits from.
            var onLoad: [String] = []
            if case .declared(let paths, _, _) = project.loadCheck(ofPageObject: name, inheriting: ancestors) {
                let names = Set(mapped.map(\.name))
                let references = referencesByName(in: [name] + ancestors)
                var seen: Set<String> = []
                onLoad = paths.flatMap(\.elements).map { references[$0] ?? $0 }.filter { names.contains($0) && seen.insert($0).inserted }
            }
            nodes[name] = NavigationNode(
                name: name, kind: onLoad.isEmpty ? .page : .robot, file: display(primary.file.path), line: primary.value.nameLocation.line,
                column: primary.value.nameLocation.column, elements: mapped, onLoad: onLoad,
                onLoadIdentifiers: onLoad.compactMap { element in mapped.first { $0.name == element }?.identifier },
                methods: NodeCatalog.methods(of: type))
            NodeCatalog.setProperties(of: &nodes[name], type: type, in: project.index, besides: Set(mapped.map(\.name)))
            let made = construction(of: type)
            nodes[name]?.construction = made
        }
        // Initializers inherited from a framework's class (ProtonVPN's `class MainRobot: CoreElements`) are
        // unknown: made as the suite's code makes them (`MainRobot()`), else with the app, as robots usually are
        // (a page object, as `--path` writes it: by its name when it has static methods only).
        let unknown = Set(nodes.values.filter { $0.construction == nil && ($0.kind == .robot || $0.kind == .page || screensByName[$0.name]?.dialect == .screenObject) }.map(\.name))
        if !unknown.isEmpty {
            let made = NodeCatalog.constructions(of: unknown, in: project)
            for name in unknown {
                let isPage = nodes[name]?.kind == .page
                nodes[name]?.construction = made[name] ?? (isPage ? nil : name + "(app: app)")
            }
        }
    }

    /// A type named as what helps the tests along rather than as a page (MovingBox's `NavigationHelper`,
    /// which drives the dashboard and goes back through the navigation bar): without elements of its
    /// own, no page of the map, however it queries; the tests' calls of it are walked in place.
    static func namesAHelper(_ name: String) -> Bool {
        ["Helper", "Helpers", "Navigator", "Utils", "Utilities"].contains { name.hasSuffix($0) }
    }

    /// How the name of a page object's type ends: `WelcomePage`, `ChangeLogAlert`; not `Page` itself.
    static let pageNameEndings = ["Page", "Screen", "Robot", "Sheet", "Dialog", "Alert", "Modal", "Popup"]

    static func namesAPage(_ name: String) -> Bool {
        pageNameEndings.contains { name.hasSuffix($0) && name != $0 && !name.hasPrefix("Base") && !name.hasPrefix("Abstract") }
    }

    /// How the files make each of `names` where the way is clear: with no argument (`MainRobot()`),
    /// or with the app alone (`HomeRobot(app)`, `HomeRobot(app: app)`); the first way found without
    /// arguments wins over one with the app.
    static func constructions(of names: Set<String>, in project: Project) -> [String: String] {
        var result: [String: String] = [:]
        for file in project.files {
            SyntaxTraversal.forEachExpression(in: file.declarations) { expr in
                guard case .call(let callee, let arguments, let closures) = expr.kind, closures.isEmpty,
                      case .identifier(let name) = callee.kind, names.contains(name), result[name]?.hasSuffix("()") != true else { return }
                if arguments.isEmpty {
                    result[name] = name + "()"
                } else if result[name] == nil, arguments.count == 1, case .identifier("app") = arguments[0].value.kind {
                    result[name] = name + "(" + (arguments[0].label.map { $0 + ": " } ?? "") + "app)"
                }
            }
        }
        return result
    }

    /// How test code makes one of a type (`TypeConstruction`), each argument but the app an Xcode
    /// placeholder of its type; nil when the files do not say.
    func construction(of type: TypeInfo) -> String? {
        TypeConstruction.of(type, in: project.index)?.code(making: type.qualifiedName) { "<#" + ($0 ?? "value") + "#>" }
    }

    /// Whether some file reads a member of the type by its name (`MessageListPage.cells`): `Name.`
    /// after no letter, digit or underscore.
    func isReadByName(_ qualifiedName: String) -> Bool {
        let pattern = Array((qualifiedName + ".").utf8)
        return project.files.contains { file in
            let bytes = file.bytes
            guard bytes.count >= pattern.count else { return false }
            var start = 0
            while start <= bytes.count - pattern.count {
                if bytes[start] == pattern[0], bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
                    let before = start > 0 ? bytes[start - 1] : UInt8(ascii: " ")
                    if !NameBytes.isASCIINamePart(before) { return true }
                }
                start += 1
            }
            return false
        }
    }

    /// Whether the type is a selector (`IdentifierFieldDiscovery`: firefox's `struct Selector`, whose
    /// `value` is an identifier, handed the app rather than keeping one), or a table of them: stored
    /// properties each made by one (`let TABS_BUTTON = Selector.buttonId(…)`, `Selector(value: …)`),
    /// nothing else stored, no method but those making one, and no superclass. Pages read their
    /// elements through such a table; the table is no page a test goes to. A type that keeps or
    /// inherits the app, or whose methods may lead somewhere, is a page whatever fields it has.
    func isSelectorTable(_ type: TypeInfo) -> Bool {
        let fields = project.identifierFields
        guard !fields.isEmpty, !holdsApplication([type]) else { return false }
        // A type with a field read as an identifier that keeps no app (firefox's `Selector`); one that
        // keeps it (a `TabPage` made with its tab's identifier) is a page.
        func isSelector(_ name: String) -> Bool {
            guard let made = project.index.resolveType(name, from: type.qualifiedName), fields[made.qualifiedName] != nil else { return false }
            return !holdsApplication([made])
        }
        // A class with a superclass may inherit the app and what leads on from it; a struct's or an enum's
        // inheritance clause names protocols.
        if type.kind == .class, type.superclass != nil { return false }
        if fields[type.qualifiedName] != nil { return true }
        var entries = 0
        var holdsOthers = false
        for member in type.members {
            // A method may make a selector (firefox's `func cell(named:) -> Selector`); any other may lead on.
            if case .function(let function) = member.value {
                guard let returned = function.returnType?.baseName, isSelector(returned) else { return false }
                continue
            }
            guard case .variable(let variable) = member.value else { continue }
            variable.bindings.forEach { binding in
                guard binding.accessors == nil else { return }   // `var all: [Selector] { … }` lists them
                guard let value = binding.initializer?.unwrapped, case .call(let callee, _, _) = value.kind,
                      let path = ConstantTable.referencePath(callee), !path.hasPrefix("."), isSelector(String(path.prefix { $0 != "." })) else {
                    holdsOthers = true
                    return
                }
                entries += 1
            }
            if holdsOthers { return false }
        }
        return entries > 0
    }

    /// Whether the type's own `app` is one of Apple's apps (stream-chat's `enum SpringBoard { static var
    /// app: XCUIApplication { XCUIApplication(bundleIdentifier: bundleId) } }`): what it finds is that
    /// app's, no page of the app under test.
    func holdsAnotherApp(_ type: TypeInfo) -> Bool {
        guard let binding = type.propertyBinding(named: "app"),
              let value = binding.storedOrReturnedValue else { return false }
        let file = type.primary?.file.path ?? ""
        return OtherApplications.makesOneOfApples(value) { identifier in
            ConstantTable.referencePath(identifier).flatMap { project.constants.lookup($0, from: type.qualifiedName, in: file)?.value }
        }
    }

    /// Whether one of the types keeps an `XCUIApplication` (`let app: XCUIApplication`,
    /// `let app = XCUIApplication()`), is made with one (`init(_ app: XCUIApplication)`), or keeps
    /// a value of a type that does (`let base: UITestRobot`), or is a KassiOS `KassRobot`.
    func holdsApplication(_ types: [TypeInfo], throughHolders: Bool = true) -> Bool {
        types.contains { type in
            // KassiOS's `KassRobot` keeps the test case, which keeps the application.
            type.inheritance.contains { $0.baseName == "KassRobot" } || type.members.contains { member in
                switch member.value {
                case .variable(let variable):
                    return variable.bindings.contains { binding in
                        if binding.type?.baseName == "XCUIApplication" { return true }
                        // Through a value that holds it: Wikipedia's robots keep `let base: UITestRobot`, which keeps `app`.
                        if throughHolders, binding.accessors == nil, let declared = binding.type?.baseName,
                           let holder = project.index.resolveType(declared, from: type.qualifiedName), holder !== type,
                           holdsApplication([holder], throughHolders: false) {
                            return true
                        }
                        guard let value = binding.initializer, case .call(let callee, _, _) = value.kind else { return false }
                        if case .identifier("XCUIApplication") = callee.kind { return true }
                        return false
                    }
                case .function(let function) where function.kind == .initializer:
                    return function.parameters.contains { $0.type?.baseName == "XCUIApplication" }
                default:
                    return false
                }
            }
        }
    }

    /// Whether the types are a part of a page rather than a page: none keeps the application, one
    /// must be given an element to be made (`init(cell: XCUIElement)`, lejng's `Recipe`, a table row;
    /// not `init(root: XCUIElement = XCUIApplication())`), and none leads to a page (an alert made from
    /// `app.alerts.firstMatch` whose `confirm() -> ListPage` goes back is a page of its own).
    func isComponent(_ types: [TypeInfo]) -> Bool {
        guard !holdsApplication(types) else { return false }
        let madeFromAnElement = types.contains { type in
            type.designatedInitializers.contains { initializer in
                initializer.parameters.contains { ["XCUIElement", "XCUIElementQuery"].contains($0.type?.baseName) && $0.defaultValue == nil }
            }
        }
        return madeFromAnElement && !types.contains { type in leadsToAnotherPage(type) || returnsAPage(type) }
    }

    /// Whether a method of the type returns another type with elements, or one that keeps the application.
    private func returnsAPage(_ type: TypeInfo) -> Bool {
        type.members.contains { member in
            guard case .function(let function) = member.value, let returned = function.returnType?.text.trimmingOptional,
                  let target = project.index.resolveType(returned, from: type.qualifiedName), target !== type else { return false }
            return project.elementsByType[target.qualifiedName] != nil || holdsApplication([target])
        }
    }

    /// Whether a computed property of the type gives a value of a type that keeps the application:
    /// a root robot that only leads to the others (`var explore: ExploreRobot { … }`).
    func leadsToAnotherPage(_ type: TypeInfo) -> Bool {
        type.members.contains { member in
            guard case .variable(let variable) = member.value else { return false }
            var leads = false
            variable.bindings.forEach { binding in
                guard !leads, binding.getter != nil, let declared = binding.type?.text.trimmingOptional,
                      let target = project.index.resolveType(declared, from: type.qualifiedName), target !== type else { return }
                leads = holdsApplication([target])
            }
            return leads
        }
    }

    /// The node a type name written inside `scope` refers to.
    func nodeName(forType written: String, from scope: String?) -> String? {
        // A type nested where the name is read (`Flows.LegalScreen`, from inside `Flows`) before one of
        // the name at the top level.
        if let scope, scope.utf8.contains(UInt8(ascii: ".")) || project.index.types[scope + "." + written] != nil,
           let type = project.index.resolveType(written, from: scope), nodes[type.qualifiedName] != nil {
            return type.qualifiedName
        }
        if nodes[written] != nil { return written }
        guard let type = project.index.resolveType(written, from: scope) else { return nil }
        return nodes[type.qualifiedName] != nil ? type.qualifiedName : nil
    }

    mutating func add(_ node: NavigationNode) {
        if nodes[node.name] == nil { nodes[node.name] = node }
    }

    mutating func update(_ name: String, _ change: (inout NavigationNode) -> Void) {
        guard var node = nodes[name] else { return }
        change(&node)
        nodes[name] = node
    }

    // MARK: - Elements and onLoad

    /// How code beside the element names it: `Element.reference` (`getExploreView()`), or, for a
    /// ScreenObject getter closure, the property that calls it (`firstOrder`) or the call.
    func reference(of element: Element, declaredIn typeName: String) -> String {
        project.index.types[typeName]?.reference(ofGetter: element.name)?.reference ?? element.reference
    }

    func mapElement(_ element: Element, declaredIn typeName: String) -> MapElement {
        var pattern: String?
        var labelKey: String?
        var constant: String?
        switch element.identifier {
        case .interpolated(let text, _, _)?, .formatted(let text, _, _)?, .concatenated(let text, _)?: pattern = text
        case .localized(_, let key)?: labelKey = key
        // A constant named by its path (`GDPRAccessibility.acceptButton`), not a choice of several values written out.
        case .constant(let path, nil)? where path != "nil" && ConstantTable.isPlainPath(path): constant = path
        default: break
        }
        // As code beside it names it (`getExploreView()`), so that an agent reading the context writes the call.
        var mapped = MapElement(name: reference(of: element, declaredIn: typeName), type: element.elementType,
                                identifier: element.identifier?.staticValue, identifierSource: element.identifier?.kindName ?? "none",
                                pattern: pattern, labelKey: labelKey, constant: constant, file: display(element.file), line: element.location.line)
        mapped.application = applications.otherApplication(of: element, declaredIn: typeName)
        mapped.isPrivate = project.index.types[typeName]?.isPrivateMember(element.name) ?? false
        if keyedByLabelToo.contains(typeName + "." + element.name) {
            mapped.readsAsLabel = mapped.identifier.map { LabelLocatorRule.looksLikeLabel($0, elementType: mapped.type) }
                ?? pattern.map { LabelLocatorRule.looksLikeLabel(pattern: $0) } ?? false
        }
        return mapped
    }


    /// How the map lists the elements of these types that it lists otherwise than by name (a method's,
    /// `getExploreView()`), by name: what turns a load check's names into the map's.
    /// A name two of them share otherwise (`func cell()` beside `func cell(_ index: Int)`) is left
    /// as it is: which one a check waits for is not said by its name.
    func referencesByName(in typeNames: [String]) -> [String: String] {
        var references: [String: String] = [:]
        var ambiguous: Set<String> = []
        for name in typeNames {
            for element in project.elementsByType[name] ?? [] {
                let reference = self.reference(of: element, declaredIn: name)
                if let known = references[element.name], known != reference { ambiguous.insert(element.name) }
                if references[element.name] == nil { references[element.name] = reference }
            }
        }
        return references.filter { $0.key != $0.value && !ambiguous.contains($0.key) }
    }

    /// The protocols `types` adopt, and those they refine, that give elements (Unstoppable's `extension
    /// DashesProgressRobot { var dashesProgressView: XCUIElement { … } }`, adopted by seven robots), in order.
    func adoptedProtocols(of types: [String]) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        var pending = types.compactMap { project.index.types[$0] }
        while !pending.isEmpty {
            let type = pending.removeFirst()
            for adopted in project.index.inheritedTypes(of: type) where adopted.kind == .protocol && seen.insert(adopted.qualifiedName).inserted {
                if project.elementsByType[adopted.qualifiedName]?.isEmpty == false { found.append(adopted.qualifiedName) }
                pending.append(adopted)
            }
        }
        return found
    }

    /// Own elements first, then each ancestor's that the screen does not redeclare, then those of
    /// the protocols they adopt.
    func allElements(of screen: Screen) -> [MapElement] {
        var seen: Set<String> = []
        var result: [MapElement] = []
        for name in [screen.name] + screen.ancestors + adoptedProtocols(of: [screen.name] + screen.ancestors) {
            for element in project.elementsByType[name] ?? [] where !isAQueryAlias(element, declaredIn: name) && seen.insert(element.name).inserted {
                result.append(mapElement(element, declaredIn: name))
            }
        }
        return result
    }

    /// A base's static name for one of the app's collections (FunChatik's `static let buttons = app.buttons`):
    /// a way to write queries, not an element of the screens under it.
    /// Not a narrower query named so (`static let cells = app.tables["chat.list"].cells`).
    func isAQueryAlias(_ element: Element, declaredIn typeName: String) -> Bool {
        guard element.isStatic, element.isQuery, element.identifier == nil, ElementQueries.collections[element.name] != nil,
              let type = project.index.types[typeName] else { return false }
        var value: Expr?
        for member in type.members {
            guard case .variable(let variable) = member.value, variable.bindings.binds(element.name) else { continue }
            variable.bindings.forEach { binding in
                if binding.name == element.name { value = binding.storedOrReturnedValue }
            }
        }
        guard let value, case .member(let collection, let base) = value.unwrapped.kind, collection == element.name else { return false }
        switch base.unwrapped.kind {
        case .identifier("app"): return true
        case .member("app", _): return true
        case .call(let callee, let arguments, _):
            if case .identifier("XCUIApplication") = callee.kind { return arguments.isEmpty }
            return false
        default: return false
        }
    }

    /// The identifiers of the queries `onLoad` lists in place (ScreenObject's getters), by entry;
    /// a screen without its own `onLoad` has its ancestor's.
    func inlineIdentifiers(of screen: Screen) -> [String: String] {
        var declaring: Screen? = screen
        var visited: Set<String> = []
        var result: [String: String] = [:]
        while let current = declaring, visited.insert(current.name).inserted {
            if case .declared(let paths, _, _) = current.onLoad {
                for path in paths { result.merge(path.inlineIdentifiers) { first, _ in first } }
            }
            declaring = current.ancestors.first.flatMap { screensByName[$0] }
        }
        return result
    }

    /// The element names `onLoad` lists on every path that can be read, `super.onLoad`
    /// resolved through the ancestors; a screen without its own `onLoad` inherits one.
    /// For an onLoad of several readable paths, each path's elements (with the inherited ones a
    /// path that adds `super`'s has); empty for one path.
    mutating func onLoadPaths(of screen: Screen) -> [[String]] {
        guard case .declared(let paths, _, _) = screen.onLoad else { return [] }
        let readable = paths.filter { !$0.isOpaque }
        guard readable.count > 1 else { return [] }
        let parent = screen.ancestors.first.map { onLoadElements(of: $0) } ?? []
        return readable.map { ($0.includesSuper ? parent : []) + $0.elements }
    }

    mutating func onLoadElements(of name: String) -> [String] {
        if let known = requiredOnLoad[name] { return known }
        requiredOnLoad[name] = []   // a loop in the chain ends here
        guard let screen = screensByName[name] else { return [] }
        var result: [String] = []
        switch screen.onLoad {
        case .none:
            if let parent = screen.ancestors.first { result = onLoadElements(of: parent) }
        case .declared(let paths, _, _):
            let parent = screen.ancestors.first.map { onLoadElements(of: $0) } ?? []
            let readable = paths.filter { !$0.isOpaque }.map { path -> [String] in
                (path.includesSuper ? parent : []) + path.elements
            }
            if let first = readable.first {
                let others = readable.dropFirst().map(Set.init)
                var seen: Set<String> = []
                result = first.filter { element in others.allSatisfy { $0.contains(element) } && seen.insert(element).inserted }
            }
        }
        requiredOnLoad[name] = result
        return result
    }

    // MARK: - Methods

    /// `logIn(as user: TestUser)`, `openProfile() -> ProfileRobot`: the non-private methods
    /// a type and its extensions declare, in declaration order.
    static func methods(of type: TypeInfo?) -> [String] {
        guard let type else { return [] }
        return type.members.compactMap { member -> String? in
            guard case .function(let function) = member.value, function.kind == .function,
                  !function.header.modifiers.contains(where: { $0.hasPrefix("private") || $0.hasPrefix("fileprivate") }) else { return nil }
            return signature(of: function, in: member.file)
        }
    }

    /// The instance properties of `type` and the classes of the files it inherits from, the nearest first,
    /// that a test may read (not private) and that are neither elements (`besides`, and anything typed
    /// as an element, a query or an app) nor written without a type: `balanceValue: String`.
    static func setProperties(of node: inout NavigationNode?, type: TypeInfo?, in index: DeclarationIndex, besides elements: Set<String>) {
        let found = properties(of: type, in: index, besides: elements)
        node?.properties = found.filter { $0.owner == type?.qualifiedName }.map(\.property)
        var shared: [SharedMethods] = []
        for owner in found.map(\.owner) where owner != type?.qualifiedName && !shared.contains(where: { $0.owner == owner }) {
            shared.append(SharedMethods(owner: owner, signatures: found.filter { $0.owner == owner }.map(\.property)))
        }
        node?.sharedProperties = shared
    }

    static func properties(of type: TypeInfo?, in index: DeclarationIndex, besides elements: Set<String>) -> [(owner: String, property: String)] {
        guard let type else { return [] }
        var found: [(owner: String, property: String)] = []
        for (position, owner) in index.classChain(from: type).enumerated() {
            // The type's own, but elements; a base's whole, listed once for all the types under it
            // (one that overrides a property lists it as its own as well).
            var seen = position == 0 ? elements : []
            for member in owner.members {
                guard case .variable(let variable) = member.value, !variable.header.isStatic, !variable.header.isPrivate else { continue }
                variable.bindings.forEach { binding in
                    guard let name = binding.name, let written = binding.type, NodeCatalog.readsAsState(written, in: index),
                          seen.insert(name).inserted else { return }
                    found.append((owner.qualifiedName, name + ": " + written.text))
                }
            }
        }
        return found
    }

    /// A value a test asserts on: text, a flag, a number, a date, a URL, or a list or optional of one (`String`,
    /// `Bool`, `Int?`, `[String]`); not an element, the app, the test case, a source location or another page.
    /// An enum the files declare (`currentTab: Tab`) is one too.
    static func readsAsState(_ type: TypeSyntax, in index: DeclarationIndex) -> Bool {
        var text = Substring(type.text.filter { $0 != " " })
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]"), !text.contains(":") { text = text.dropFirst().dropLast() }
        if stateTypes.contains(String(text)) { return true }
        return index.types[String(text)]?.kind == .enum
    }

    static let stateTypes: Set<String> = ["String", "Bool", "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "Decimal",
                                          "Date", "TimeInterval", "URL", "Character"]

    /// `typeText`: how a parameter's type is written (as declared, unless told otherwise).
    static func signature(of function: FunctionDecl, in file: SourceFile, typeText: (TypeSyntax) -> String = { $0.text }) -> String {
        let parameters = function.parameters.map { parameter -> String in
            var text = parameter.label == parameter.name ? parameter.name : (parameter.label ?? "_") + " " + parameter.name
            if let type = parameter.type { text += ": " + typeText(type) }
            if let value = parameter.defaultValue { text += " = " + SourceText.of(value, in: file) }
            return text
        }
        var text = (function.header.isStatic ? "static " : "") + function.name + "(" + parameters.joined(separator: ", ") + ")"
        if function.isAsync { text += " async" }
        if function.isThrowing { text += " throws" }
        if let returned = function.returnType { text += " -> " + returned.text }
        return text
    }
}
