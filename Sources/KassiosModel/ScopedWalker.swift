import KassiosSyntax

/// The local names in scope at a point of the code, innermost first. A persistent list:
/// whoever keeps the scope of a point (a recorded call) keeps it for one reference.
/// `ScopedWalker.scope` makes one.
public final class Scope: @unchecked Sendable {   // immutable once made
    /// What a local name stands for.
    public enum Binding {
        /// A function parameter, with its declared type when there is one.
        case parameter(TypeSyntax?)
        /// `let x = …` / `var x = …` inside a body, `if let x = …`.
        case local(initializer: Expr?, isLet: Bool)
        /// A closure parameter (`$0` too). `screenType` is the qualified type of the
        /// screen when the closure is an argument of a call given `X.self`:
        /// `onScreen(LoginScreen.self) { $0.email … }`.
        case closureParameter(screenType: String?)
        /// A closure parameter of the type the function the closure is given to says it hands it
        /// (`ScopedWalker.resolvesClosureParameterTypes`): `app` in `runner.run { app in … }`.
        case receivedParameter(TypeSyntax)
        /// A name that holds one of several values: a `let` declared without a value and set on
        /// each path (`let field: String`, then `field = richID` and `field = htmlID` in the
        /// branches of a switch), as the walk meets them; a local `var` set only with `=`, to every
        /// value the rest of its block gives it (`LocalVariableWrites`); the variable of a loop over
        /// an array literal (`for title in ["Keep Both", "Replace"]`, `["Light", "Dark"].map { $0 }`).
        case oneOf([Expr])
        /// A value an enum case carries, bound from `self` (`switch self { case .button(let id): … }`,
        /// `if case let .field(id) = self`) or from a property of the type (`switch strategy`): the
        /// case's constructor is where it was given.
        case enumPayload([EnumPayload])
        /// The variable of a loop over a type's cases (`for tab in RootTab.allCases`): some value of it.
        case caseOf(TypeSyntax)
        /// Loop variables, pattern bindings, `newValue`, `error`, local functions.
        case other
    }

    /// The associated value at `index` of the case `caseName` of the enum `enumType` (qualified name).
    public struct EnumPayload: Hashable, Sendable {
        public let enumType: String
        public let caseName: String
        public let index: Int
    }

    public let name: String
    public let binding: Binding
    public let parent: Scope?

    init(name: String, binding: Binding, parent: Scope?) {
        self.name = name
        self.binding = binding
        self.parent = parent
    }

    /// Outside every body: nothing bound.
    public static let empty = Scope(name: "", binding: .other, parent: nil)

    /// What a name means here, innermost binding first; nil when it is not a local name
    /// (a member of the enclosing type, a global, a type).
    public func lookup(_ name: String) -> Binding? {
        var scope: Scope? = self
        while let current = scope, current.parent != nil {
            if current.name == name { return current.binding }
            scope = current.parent
        }
        return nil
    }
}

/// Walks declarations, statements, conditions and expressions with the enclosing type
/// and member and the local names in scope, and calls `visitCall`, `visitSubscript` and
/// `visitMember` for each call, subscript and member access, before the expressions
/// inside it. The one scope-tracking walk of kassios: the model's identifier positions
/// (`CodeWalker`) and the lint rules' calls (`CallVisitor`) are both hooks on it.
///
/// One walker per file at a time; `walk(_:)` of a file starts it afresh.
open class ScopedWalker {
    /// The enclosing property or function of a type.
    public enum Member {
        /// `isStored`: a property given its value where it is declared, neither computed nor `lazy`.
        case property(String, isStored: Bool)
        case function(FunctionDecl)

        /// `email`, `row(_:)`, `init`.
        public var name: String {
            switch self {
            case .property(let name, _): return name
            case .function(let function): return function.kind == .initializer ? "init" : function.signature
            }
        }

        /// Whether a binding is given its value where it is declared (observers, `willSet` and
        /// `didSet`, leave it stored), rather than computed or `lazy`.
        public static func isStored(_ binding: PatternBinding, of variable: VariableDecl) -> Bool {
            !variable.header.has("lazy") && (binding.accessors ?? []).allSatisfy { $0.kind == "willSet" || $0.kind == "didSet" }
        }

        /// What `#function` gives inside the member of `typeName` (qualified; nil at the top level):
        /// `email`, `row(_:)`, `init(app:)`; in a stored property's initial value, the type's name, as
        /// the compiler spells it there. Nil for a stored global's (the module's name, which kassios
        /// does not know).
        public func nameAsFunctionSpellsIt(in typeName: String?) -> String? {
            switch self {
            case .property(let name, let isStored):
                guard isStored else { return name }
                return typeName.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
            case .function(let function):
                switch function.kind {
                case .function: return function.signature
                case .initializer: return function.signature(calledAs: "init")
                case .deinitializer: return "deinit"
                case .subscript: return function.signature(calledAs: "subscript")
                }
            }
        }
    }

    // The walk's state is read and written on every node. A walk is one thread's, and no
    // access to it stays open across a hook, so the runtime's exclusivity checks (a few
    // percent of a lint, as class properties cannot be checked statically) are left out.

    public let index: DeclarationIndex
    @exclusivity(unchecked) public internal(set) var file: SourceFile
    /// Qualified name of the enclosing type (`HomeScreen.PromoSheet`); nil at top level.
    @exclusivity(unchecked) public var typeName: String? {
        didSet { currentTypeLookedUp = false }
    }
    @exclusivity(unchecked) private var currentTypeLookedUp = false
    @exclusivity(unchecked) private var currentTypeFound: TypeInfo?

    /// The index's entry for `typeName`, looked up once for each type the walk enters rather
    /// than at each call that asks.
    public final var currentType: TypeInfo? {
        if !currentTypeLookedUp {
            currentTypeFound = typeName.flatMap { index.types[$0] }
            currentTypeLookedUp = true
        }
        return currentTypeFound
    }
    /// The enclosing member of `typeName`; nil outside members.
    @exclusivity(unchecked) public var member: Member?
    /// The enclosing member when it is a function (a method, an initializer, a global function).
    public final var enclosingFunction: FunctionDecl? {
        if case .function(let function)? = member { return function }
        return nil
    }
    /// The function or computed variable declared inside a body that the walk is in, innermost
    /// (`func inner(_ x: Int)` in a method); nil outside them. Only what `#function` is asks: a
    /// local function names itself there, and nothing else the walk tells changes inside one.
    @exclusivity(unchecked) public private(set) var localMember: Member?

    /// What `#function` gives here: the innermost function or property around the walk, local
    /// ones included (`inner(_:)` in a method's local function; a closure changes nothing); nil
    /// where kassios cannot tell (outside members, or a stored global's value).
    public final var nameAsFunctionSpellsIt: String? {
        guard !isInDefaultArgument else { return nil }   // the caller's name, which kassios cannot tell here
        return (localMember ?? member)?.nameAsFunctionSpellsIt(in: typeName)
    }
    /// Whether the walk is in a parameter's default value (`_ id: String = #function`).
    @exclusivity(unchecked) private var isInDefaultArgument = false
    /// The innermost loop around the walk within the function or closure walked; nil outside loops.
    @exclusivity(unchecked) public private(set) var enclosingLoop: EnclosingLoop?
    /// The case `self` is in a `switch self { case .done: … }` body around the walk (an enum's
    /// own member); nil elsewhere, and in a case of several patterns.
    @exclusivity(unchecked) public private(set) var caseOfSelf: String?

    /// Runs `body` as if in the `switch self` branch of `caseName`, where `rawValue` is that case's:
    /// a static-enum page's case, whose element the page's one query (or that branch's) finds.
    final func asInCase<Result>(_ caseName: String, _ body: () -> Result) -> Result {
        let saved = caseOfSelf
        caseOfSelf = caseName
        defer { caseOfSelf = saved }
        return body()
    }
    /// Names in scope, innermost last; `frameStarts` marks where each open block's begin.
    /// A flat list: most blocks bind nothing, and most walks never keep a scope.
    @exclusivity(unchecked) private var bindings: [(name: String, binding: Scope.Binding)] = []
    @exclusivity(unchecked) private var frameStarts: [Int] = []
    /// `nodes[i]` is the persistent scope whose innermost name is `bindings[i]`: made
    /// when `scope` is first asked for while that name is bound, and shared after.
    @exclusivity(unchecked) private var nodes: [Scope] = []

    public init(index: DeclarationIndex, file: SourceFile) {
        self.index = index
        self.file = file
    }

    // MARK: - Hooks

    /// A call: `f(…)`, `a.b(…)`, `(f)(x)`.
    open func visitCall(_ call: Expr, callee: Expr, arguments: ArgumentList) {}

    /// A subscript: `a[…]`.
    open func visitSubscript(_ expr: Expr, base: Expr, arguments: ArgumentList) {}

    /// A member access with a base: `a.b`, also as the callee of a call. Called only when
    /// `visitsMembers` is set: most walks need none.
    open func visitMember(_ expr: Expr, base: Expr, name: String) {}

    /// Whether `visitMember` is called.
    @exclusivity(unchecked) public var visitsMembers = false

    /// Names to notice where the code mentions them — as an identifier, a member (`a.name`,
    /// `.name`) or a key path component — anywhere `SyntaxTraversal.forEachExpression`
    /// goes, patterns included; nil: none. The ones seen are in `noticedNames`.
    @exclusivity(unchecked) public var namesToNotice: NameSet? {
        didSet { namesToNoticeTable = namesToNotice?.table }
    }
    /// `namesToNotice`'s table, read on every name without touching the set's reference count.
    @exclusivity(unchecked) private var namesToNoticeTable: UnsafePointer<UInt64>?
    @exclusivity(unchecked) public private(set) var noticedNames: Set<String> = []
    /// Of `namesToNotice`, those that elements of several types have, with the types: a mention of
    /// one on a value whose type is certain is noticed in `noticedElements`, as that type's element
    /// only (`owners(of:mentionedBy:among:owners:)`).
    @exclusivity(unchecked) public var sharedNames: SharedElementNames?
    /// How many of each shared name's elements are in `noticedElements`.
    @exclusivity(unchecked) private var noticedOwnerCounts: [String: Int] = [:]
    /// The shared names mentioned on a value of a type, as `ElementReference(owner: the value's type,
    /// name:)`, already noticed: the same mention again needs no chain of classes read.
    @exclusivity(unchecked) var noticedOnTypes: Set<ElementReference> = []
    /// The types of the walked type's properties worked out so far (`typeOfProperty`), and whose they are.
    @exclusivity(unchecked) var propertyTypes: (owner: String?, types: [String: String?]) = (nil, [:])
    @exclusivity(unchecked) public private(set) var noticedElements: Set<ElementReference> = []
    /// The next expression walked is not noticed: the target of an assignment.
    @exclusivity(unchecked) private var skipsNoticeOnce = false

    private final func notice(_ expr: Expr) {
        SyntaxTraversal.forEachName(mentionedBy: expr) { name in
            // Most names are not asked for and are not hashed; of those that are, most were noticed already.
            guard NameSet.mayContain(name, in: namesToNoticeTable!), !noticedNames.contains(name),
                  namesToNotice!.names.contains(name) else { return }
            // `RootAccessibility.yandex`: an identifier constant, not the element named alike.
            if let root = ScopedWalker.typeReadAsAConstant(by: expr, index: index, from: self.typeName), lookup(root) == nil { return }
            // A local or a parameter of the name (`let title = "Push Notification Alert"`) is no element.
            if case .identifier(let identifier) = expr.kind, identifier == name, lookup(name) != nil { return }
            // `settingsView.app.cells.switches`: the query's own collection, not an element named `switches`.
            if case .member(_, let base) = expr.kind, ElementQueries.collections[name] != nil, ScopedWalker.isAQueryOrTheApp(base.unwrapped) { return }
            // `.search`, an enum's case (Wikipedia's `case search` beside a private `search` element).
            if case .implicitMember = expr.kind, let shared = sharedNames, !shared.staticNames.contains(name) { return }
            if let shared = sharedNames, let owners = shared.owners[name],
               let mentioned = self.owners(of: name, mentionedBy: expr, among: shared, owners: owners) {
                for owner in mentioned where noticedElements.insert(ElementReference(owner: owner, name: name)).inserted {
                    noticedOwnerCounts[name, default: 0] += 1
                }
                // Every element of the name noticed: later mentions need no type worked out.
                if noticedOwnerCounts[name] == owners.count { noticedNames.insert(name) }
                return
            }
            noticedNames.insert(name)
        }
    }

    /// An element query, an element it picks, or the app, on which a collection's name (`cells`,
    /// `switches`) is XCUITest's own: `app`, `robot.app`, `app.cells`, `app.cells["row"]`,
    /// `app.cells.firstMatch`, `app.cells.element(boundBy: 0)`, `app.cells.matching(…)`.
    static func isAQueryOrTheApp(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier("app"), .member("app", _), .member("firstMatch", _):
            return true
        case .subscript(let base, _):
            // `app.cells["row"]`; not `robots[0]`, an array of the suite's.
            return isAQueryOrTheApp(base.unwrapped)
        case .call(let callee, _, _):
            if case .member("element", _) = callee.kind { return true }
            return ElementQueries.yieldsAQuery(expr)
        default:
            return ElementQueries.yieldsAQuery(expr)
        }
    }

    /// The first name of the type path (`RootAccessibility`, `A11y` of `A11y.Login.email`) when `expr`
    /// reads an identifier constant as a type's member (`readsAConstant`), not an element; nil otherwise.
    public static func typeReadAsAConstant(by expr: Expr, index: DeclarationIndex, from scope: String?) -> String? {
        guard case .member(let name, let base) = expr.kind, var path = typePath(base) else { return nil }
        // `Self.findContinueButton(in:)`: the type walked, whose member it may be (an element).
        if path == "Self" || path.hasPrefix("Self.") {
            guard let scope else { return nil }
            path = scope + path.dropFirst(4)
        }
        guard readsAConstant(name, of: path, index: index, from: scope) else { return nil }
        return String(path.prefix { $0 != "." })
    }

    /// `A11y.Login` for the base of `A11y.Login.email`: names written as types are, each capitalized; nil otherwise.
    private static func typePath(_ base: Expr) -> String? {
        switch base.kind {
        case .identifier(let name):
            guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
            return name
        case .member(let name, let inner):
            guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), let path = typePath(inner) else { return nil }
            return path + "." + name
        default:
            return nil
        }
    }

    /// Whether `type.member` reads a constant, `type` a path of capitalized names (`RootAccessibility.yandex`,
    /// `A11y.Login.email`): the linted files declare no type of that name (the app target's), or its
    /// `member` is a static text (`static let yandex = "root.yandex"`, `static var title: String`).
    private static func readsAConstant(_ member: String, of type: String, index: DeclarationIndex, from scope: String?) -> Bool {
        guard let declared = index.types[type] ?? index.resolveType(type, from: scope) else { return true }
        guard let binding = declared.propertyBinding(named: member) else { return false }
        if let initializer = binding.initializer, case .string = initializer.kind { return true }
        return binding.type?.text == "String"
    }

    /// A pattern is bound, not walked; its names are noticed all the same.
    private final func noticePattern(_ pattern: Expr) {
        guard namesToNoticeTable != nil else { return }
        SyntaxTraversal.forEachExpression(in: pattern) { notice($0) }
    }

    /// Whether closure parameters learn the screen type of an `X.self` argument of their
    /// call (`Scope.Binding.closureParameter(screenType:)`); walks that never ask save the look-up.
    @exclusivity(unchecked) public var resolvesScreenTypes = true

    /// Whether closure parameters get the types a function of the linted files declares it hands
    /// its closure (`DeclarationIndex.closureParameterTypes(ofFunctionNamed:)`), bound as `.receivedParameter`.
    @exclusivity(unchecked) public var resolvesClosureParameterTypes = false

    // MARK: - Scope

    public final func pushFrame() { frameStarts.append(bindings.count) }

    public final func pushFrame(_ names: [String], as binding: Scope.Binding) {
        pushFrame()
        for name in names { bind(name, binding) }
    }

    public final func popFrame() {
        let start = frameStarts.removeLast()
        bindings.removeSubrange(start...)
        if nodes.count > start { nodes.removeSubrange(start...) }
    }

    /// Binds a name in the innermost open block; outside every block, nothing is bound.
    public final func bind(_ name: String?, _ binding: Scope.Binding) {
        guard let name, !name.isEmpty, !frameStarts.isEmpty else { return }
        bindings.append((name, binding))
    }

    /// What a name means here, innermost binding first; nil when it is not a local name.
    public final func lookup(_ name: String) -> Scope.Binding? {
        lookupBinding(name)?.binding
    }

    /// `lookup`, with where the binding is among those in scope (for `readingBefore`).
    final func lookupBinding(_ name: String) -> (binding: Scope.Binding, position: Int)? {
        var index = bindings.count - 1
        while index >= 0 {
            if hiddenBindings.contains(index) {
                index = hiddenBindings.lowerBound - 1
                continue
            }
            if bindings[index].name == name { return (bindings[index].binding, index) }
            index -= 1
        }
        return nil
    }

    /// The bindings `lookup` passes over: those from a local being read to the innermost, while its
    /// initializer is (`readingBefore`).
    @exclusivity(unchecked) private var hiddenBindings = 0..<0

    /// `body` with only the bindings before `position` in scope, and any it binds itself: how a
    /// local's initializer reads its names (`let id = "cell.\(id)"` reads the parameter `id`, not itself).
    final func readingBefore<T>(_ position: Int, _ body: () -> T) -> T {
        let saved = hiddenBindings
        hiddenBindings = position..<bindings.count
        defer { hiddenBindings = saved }
        return body()
    }

    /// `body` with no local name in scope: for code written elsewhere, read from here.
    public final func withoutLocals<T>(_ body: () -> T) -> T {
        let saved = (bindings, frameStarts, nodes, caseOfSelf, hiddenBindings)
        (bindings, frameStarts, nodes, caseOfSelf, hiddenBindings) = ([], [], [], nil, 0..<0)
        defer { (bindings, frameStarts, nodes, caseOfSelf, hiddenBindings) = saved }
        return body()
    }

    /// The local names in scope here, to keep: `lookup` answers the same from it.
    public final var scope: Scope {
        guard !bindings.isEmpty else { return .empty }
        while nodes.count < bindings.count {
            let (name, binding) = bindings[nodes.count]
            nodes.append(Scope(name: name, binding: binding, parent: nodes.last ?? .empty))
        }
        return nodes[bindings.count - 1]
    }

    // MARK: - Declarations

    /// Every declaration of a file, from a fresh start.
    public final func walk(_ file: SourceFile) {
        reset(to: file)
        walk(file.declarations)
    }

    /// Outside every type and block of `file`, nothing bound.
    public final func reset(to file: SourceFile) {
        self.file = file
        typeName = nil
        member = nil
        localMember = nil
        enclosingLoop = nil
        bindings.removeAll(keepingCapacity: true)
        frameStarts.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
    }

    public final func walk(_ declarations: [Decl]) {
        for declaration in declarations { walk(declaration) }
    }

    public final func walk(_ declaration: Decl) {
        switch declaration {
        case .type(let type):
            let (savedType, savedMember, savedLocal, savedCase) = (typeName, member, localMember, caseOfSelf)
            typeName = qualifiedName(of: type)
            member = nil
            localMember = nil
            caseOfSelf = nil
            walk(in: nil) { walk(type.members) }
            (typeName, member, localMember, caseOfSelf) = (savedType, savedMember, savedLocal, savedCase)
        case .variable(let variable):
            // Read in place (`forEach`): a `for … in` copies each binding whole.
            variable.bindings.forEach { binding in
                let savedMember = member
                if member == nil, let name = binding.name {
                    member = .property(name, isStored: Member.isStored(binding, of: variable))
                }
                if let initializer = binding.initializer {
                    if binding.accessors == nil, case .closure(let closure) = initializer.kind, !closure.parameters.isEmpty {
                        walkStoredClosure(closure)
                    } else {
                        walk(initializer)
                    }
                }
                // In a getter, setter or observer `#function` is the property's name, observed or not.
                if case .property(let name, true)? = member, savedMember == nil { member = .property(name, isStored: false) }
                walkAccessors(of: binding)
                member = savedMember
            }
        case .function(let function):
            walk(function)
        case .enumCase(let enumCase):
            for element in enumCase.elements { if let raw = element.rawValue { walk(raw) } }
        case .ifConfig(let clauses):
            for clause in clauses { walk(clause.elements) }
        case .statement(let statement):
            walk([statement])
        case .typeAlias, .import:
            break
        }
    }

    /// A closure kept in a property, with named parameters, is a function: they are bound as
    /// its parameters (`let textViewGetter: (String) -> XCUIElement = { identifier in … }`).
    public final func walkStoredClosure(_ closure: Closure) {
        pushFrame()
        for name in closure.parameters { bind(name, .parameter(nil)) }
        walkBody(of: closure)
        popFrame()
    }

    /// `body` walked in `loop` (nil: in a function, closure or type of its own, which loops
    /// around it are not around), the enclosing loop as it was afterwards.
    private func walk(in loop: EnclosingLoop?, _ body: () -> Void) {
        let savedLoop = enclosingLoop
        enclosingLoop = loop
        body()
        enclosingLoop = savedLoop
    }

    /// A property's getter, setter and observers: functions, which loops around the property
    /// are not around.
    final func walkAccessors(of binding: PatternBinding) {
        guard let accessors = binding.accessors else { return }
        walk(in: nil) {
            for accessor in accessors {
                guard let body = accessor.body else { continue }
                pushFrame(["newValue", "oldValue"], as: .other)
                walk(body)
                popFrame()
            }
        }
    }

    /// A local variable's initial value and accessors. The variable is what `#function` names in
    /// its getter, setter and observers (`var label: String { #function }` in a method gives
    /// "label"), and in a `lazy` one's initial value; a plain initial value is the function's.
    private func walkValueAndAccessors(ofLocal binding: PatternBinding, in variable: VariableDecl) {
        let savedLocal = localMember
        let name = binding.name.map { Member.property($0, isStored: false) }
        if let initializer = binding.initializer {
            if variable.header.has("lazy"), let name { localMember = name }
            walk(initializer)
            localMember = savedLocal
        }
        guard binding.accessors != nil else { return }
        if let name { localMember = name }
        walkAccessors(of: binding)
        localMember = savedLocal
    }

    /// A closure's statements: loops around the closure are not its own.
    private func walkBody(of closure: Closure) {
        walk(in: nil) { walk(closure.body) }
    }

    /// The closures with named parameters a property declaration keeps, by property name.
    static func storedClosures(of variable: VariableDecl) -> [(name: String, closure: Closure)] {
        guard variable.initializesWithClosure else { return [] }   // nearly every property
        var found: [(name: String, closure: Closure)] = []
        variable.bindings.forEach { binding in
            guard binding.accessors == nil, let initializer = binding.initializer, case .closure(let closure) = initializer.kind,
                  !closure.parameters.isEmpty, let name = binding.name else { return }
            found.append((name, closure))
        }
        return found
    }

    /// A function with its parameters bound; it becomes the member unless inside one.
    public final func walk(_ function: FunctionDecl) {
        let (savedMember, savedLocal) = (member, localMember)
        if member == nil { member = .function(function) } else { localMember = .function(function) }
        pushFrame()
        for parameter in function.parameters { bind(parameter.name, .parameter(parameter.type)) }
        walk(in: nil) {
            let wasInDefaultArgument = isInDefaultArgument
            isInDefaultArgument = true
            for parameter in function.parameters { if let value = parameter.defaultValue { walk(value) } }
            isInDefaultArgument = wasInDefaultArgument
            if let accessors = function.accessors {
                for accessor in accessors { if let body = accessor.body { walk(body) } }
            } else if let body = function.body {
                walk(body)
            }
        }
        popFrame()
        (member, localMember) = (savedMember, savedLocal)
    }

    /// The model's name for a type: nested types qualified, extensions by the type they extend.
    public final func qualifiedName(of type: TypeDecl) -> String {
        if type.kind == .extension {
            let path = type.name.split(separator: "<").first.map(String.init) ?? type.name
            if let typeName, index.types["\(typeName).\(path)"] != nil { return "\(typeName).\(path)" }
            return path
        }
        return typeName.map { "\($0).\(type.name)" } ?? type.name
    }

    // MARK: - Statements

    public final func walk(_ statements: [Stmt]) {
        pushFrame()
        // The block's `var`s are read with what the rest of the block writes to them, found
        // once for all of them when the first is declared.
        var writes: LocalVariableWrites?
        for (position, statement) in statements.enumerated() {
            guard case .declaration(.variable(let variable)) = statement, !variable.isLet else {
                walk(statement)
                continue
            }
            if writes == nil {
                writes = LocalVariableWrites(of: LocalVariableWrites.variableNames(declaredIn: statements),
                                             in: statements[(position + 1)...])
            }
            walkLocal(variable, writes: writes!)
        }
        popFrame()
    }

    public final func walk(_ statement: Stmt) {
        switch statement {
        case .expression(let expr):
            walk(expr)
            noteAssignment(expr)
        case .declaration(let declaration):
            walkLocal(declaration)
        case .return(let expr, _):
            if let expr { walk(expr) }
        case .throw(let expr, _):
            walk(expr)
        case .if(let ifStatement):
            pushFrame()
            walk(ifStatement.conditions)
            walk(ifStatement.body)
            popFrame()
            if let elseBody = ifStatement.elseBody { walk(elseBody) }
        case .guard(let guardStatement):
            walk(guardStatement.conditions)   // `guard let` names stay bound after the guard
            walk(guardStatement.elseBody)
        case .switch(let switchStatement):
            walk(switchStatement.subject)
            let matchedEnum = enumTypeMatched(by: switchStatement.subject)
            let switchesOnSelf = ScopedWalker.isSelf(switchStatement.subject)
            let savedCase = caseOfSelf
            var fellThrough = false
            for switchCase in switchStatement.cases {
                pushFrame()
                for pattern in switchCase.patterns {
                    // An enum's `switch self` names its own cases: no use of a static-enum page's elements.
                    if !switchesOnSelf { noticePattern(pattern) }
                    bindPattern(pattern)
                }
                if let matchedEnum { bindEnumPayloads(of: switchCase.patterns, enumType: matchedEnum) }
                if let guardExpression = switchCase.guardExpression { walk(guardExpression) }
                // A case that the one before falls through to runs for that one's `self` too.
                if switchesOnSelf { caseOfSelf = fellThrough ? nil : ScopedWalker.caseName(matchedAlone: switchCase.patterns) }
                walk(switchCase.body)
                caseOfSelf = savedCase
                if case .jump(.fallthrough, _)? = switchCase.body.last { fellThrough = true } else { fellThrough = false }
                popFrame()
            }
        case .for(let forStatement):
            walk(forStatement.sequence)
            if forStatement.boundNames.count == 1, case .array(let elements)? = collectionLiteral(forStatement.sequence)?.kind,
               !elements.isEmpty {
                pushFrame(forStatement.boundNames, as: .oneOf(elements))
            } else if forStatement.boundNames.count == 1, case .member("allCases", let base) = forStatement.sequence.kind,
                      let type = ConstantTable.referencePath(base) {
                pushFrame(forStatement.boundNames, as: .caseOf(TypeSyntax(text: type)))
            } else if forStatement.boundNames.count == 1, case .identifier(let name) = forStatement.sequence.kind,
                      isIterableParameter(name) {
                // A loop over a parameter (`func verifyLoaded(_ stats: [String]) { for stat in stats {
                // app.staticTexts[stat] … } }`): each element is what the caller passed, as `let stat = stats`.
                pushFrame(forStatement.boundNames, as: .local(initializer: forStatement.sequence, isLet: true))
            } else {
                pushFrame(forStatement.boundNames, as: .other)
            }
            if let whereClause = forStatement.whereClause { walk(whereClause) }
            walk(in: .forEach(forStatement)) { walk(forStatement.body) }
            popFrame()
        case .while(let whileStatement):
            pushFrame()
            walk(in: .conditional(whileStatement)) {
                walk(whileStatement.conditions)
                walk(whileStatement.body)
            }
            popFrame()
        case .do(let doStatement):
            walk(doStatement.body)
            for catchClause in doStatement.catches {
                pushFrame(["error"], as: .other)
                if let pattern = catchClause.pattern {
                    noticePattern(pattern)
                    bindPattern(pattern)
                }
                walk(catchClause.body)
                popFrame()
            }
        case .defer(let body, _):
            walk(body)
        case .ifConfig(let clauses):
            for clause in clauses { for statement in clause.elements { walk(statement) } }
        case .jump, .labelledJump, .unknown:
            break
        }
    }

    /// A local `var` of a block: each name stands for what the block sets it to (`writes`).
    private final func walkLocal(_ variable: VariableDecl, writes: LocalVariableWrites) {
        variable.bindings.forEach { binding in
            walkValueAndAccessors(ofLocal: binding, in: variable)
            guard binding.accessors == nil, let name = binding.name else {
                bind(binding.name, binding.accessors == nil ? .local(initializer: binding.initializer, isLet: false) : .other)
                return
            }
            bind(name, writes.binding(of: name, initializer: binding.initializer))
        }
    }

    /// A declaration inside a body: its names are bound after it, in the enclosing block.
    final func walkLocal(_ declaration: Decl) {
        switch declaration {
        case .variable(let variable):
            variable.bindings.forEach { binding in
                walkValueAndAccessors(ofLocal: binding, in: variable)
                bind(binding.name, binding.accessors == nil ? .local(initializer: binding.initializer, isLet: variable.isLet) : .other)
            }
        case .ifConfig(let clauses):
            for clause in clauses { for element in clause.elements { walkLocal(element) } }
        case .function(let function):
            bind(function.name, .other)
            walk(declaration)
        default:
            walk(declaration)
        }
    }

    final func walk(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                walk(expr)
            case .optionalBinding(let name, let initializer, _):
                if let initializer { walk(initializer) }
                // `if let field` and `if let field = field` keep what `field` was; `if let x = e` binds e.
                var initializer = initializer
                if let name, let value = initializer, case .identifier(name) = value.kind { initializer = nil }
                if let name, initializer != nil || lookup(name) == nil {
                    bind(name, initializer.map { .local(initializer: $0, isLet: true) } ?? .other)
                }
            case .pattern(let pattern, let initializer):
                noticePattern(pattern)
                if let initializer { walk(initializer) }
                bindPattern(pattern)
                if let initializer, let matchedEnum = enumTypeMatched(by: initializer) {
                    bindEnumPayloads(of: [pattern], enumType: matchedEnum)
                }
            }
        }
    }

    /// `name = value` of a local `let` declared without a value: the value is one it may hold.
    private final func noteAssignment(_ expr: Expr) {
        guard let assignment = Assignment(expr), !assignment.isThroughSelf else { return }
        var index = bindings.count - 1
        while index >= 0, bindings[index].name != assignment.name { index -= 1 }
        guard index >= 0 else { return }
        switch bindings[index].binding {
        case .local(nil, true): bindings[index].binding = .oneOf([assignment.value])
        case .oneOf(let values):
            // A `var`'s values were all found when it was declared.
            guard !values.contains(where: { $0 == assignment.value }) else { return }
            bindings[index].binding = .oneOf(values + [assignment.value])
        default: return
        }
        if nodes.count > index { nodes.removeSubrange(index...) }   // the kept scopes from there on are out of date
    }

    /// Binds the names a pattern introduces (`let x`, `.some(let y)`).
    final func bindPattern(_ pattern: Expr) {
        switch pattern.kind {
        case .binding(let name?, _):
            bind(name, .other)
        case .binding(nil, let inner?):
            bindAllIdentifiers(in: inner)
        case .call(_, let arguments, _), .tuple(let arguments):
            for argument in arguments { bindPattern(argument.value) }
        default:
            break
        }
    }

    /// `done` for the patterns `[.done]`; nil for several patterns, or any other.
    static func caseName(matchedAlone patterns: [Expr]) -> String? {
        guard patterns.count == 1, case .implicitMember(let name) = patterns[0].kind else { return nil }
        return name
    }

    /// `self`.
    public static func isSelf(_ expr: Expr) -> Bool {
        if case .identifier("self") = expr.kind { return true }
        return false
    }

    final func bindAllIdentifiers(in pattern: Expr) {
        switch pattern.kind {
        case .identifier(let name): bind(name, .other)
        case .call(_, let arguments, _), .tuple(let arguments):
            for argument in arguments { bindAllIdentifiers(in: argument.value) }
        default: break
        }
    }

    // MARK: - Expressions

    public final func walk(_ expr: Expr) {
        if namesToNoticeTable != nil {
            if skipsNoticeOnce { skipsNoticeOnce = false } else { notice(expr) }
        }
        switch expr.kind {
        case .call(let callee, let arguments, let trailingClosures):
            visitCall(expr, callee: callee, arguments: arguments)
            walk(callee)
            if let elements = ScopedWalker.arrayLiteralIterated(by: callee)
                ?? (trailingClosures.isEmpty && !arguments.contains(where: ScopedWalker.isClosure) ? nil : localArrayIterated(by: callee)) {
                for argument in arguments + trailingClosures {
                    if case .closure(let closure) = argument.value.kind { walk(closure, givingEach: .oneOf(elements)) } else { walk(argument.value) }
                }
                return
            }
            // Most calls take no closure, and then nothing else is asked.
            let takesClosure = !trailingClosures.isEmpty || arguments.contains(where: ScopedWalker.isClosure)
            if takesClosure, let parameter = parameterIterated(by: callee) {
                for argument in arguments + trailingClosures {
                    // One element each, as `let id = ids`: a closure of two names is given a dictionary's key and value.
                    if case .closure(let closure) = argument.value.kind, closure.parameters.count <= 1 {
                        walk(closure, givingEach: .local(initializer: parameter, isLet: true))
                    } else {
                        walk(argument.value)
                    }
                }
                return
            }
            let received = takesClosure && resolvesClosureParameterTypes ? closureParameterTypes(givenTo: callee) : nil
            guard resolvesScreenTypes || received != nil, takesClosure else {
                for argument in arguments { walk(argument.value) }
                for closure in trailingClosures { walk(closure.value) }
                return
            }
            let screenType = resolvesScreenTypes ? screenTypeArgument(arguments) : nil
            for argument in arguments { walk(argument.value, screenType: screenType, received: received) }
            for closure in trailingClosures { walk(closure.value, screenType: screenType, received: received) }
        case .subscript(let base, let arguments):
            visitSubscript(expr, base: base, arguments: arguments)
            walk(base)
            for argument in arguments { walk(argument.value) }
        case .member(let name, let base):
            if visitsMembers { visitMember(expr, base: base, name: name) }
            walk(base)
        case .string(let literal) where literal.hasInterpolation:
            for segment in literal.segments {
                if case .interpolation(let arguments, _) = segment {
                    for argument in arguments { walk(argument.value) }
                }
            }
        case .sequence(let elements):
            // `logOutButton = app.cells["logOut"]` (in an initializer) sets the element: no mention of it.
            if namesToNoticeTable != nil, Assignment(expr) != nil {
                skipsNoticeOnce = true
            }
            for element in elements { walk(element) }
        case .array(let elements):
            for element in elements { walk(element) }
        case .dictionary(let pairs):
            for pair in pairs {
                walk(pair.key)
                walk(pair.value)
            }
        case .closure(let closure):
            walk(closure, screenType: nil)
        case .tuple(let arguments), .pound(_, let arguments):
            for argument in arguments { walk(argument.value) }
        case .ternary(let condition, let then, let otherwise):
            walk(condition)
            walk(then)
            walk(otherwise)
        case .prefix(_, let operand), .postfix(_, let operand), .try(_, let operand), .await(let operand),
             .cast(let operand, _, _):
            walk(operand)
        case .binding(_, let pattern?):
            walk(pattern)
        case .statement(let statement):
            walk([statement])
        default:
            break
        }
    }

    /// An argument of a call that passed `X.self`: a closure's first parameter is an `X`.
    private func walk(_ expr: Expr, screenType: String?, received: [TypeSyntax]? = nil) {
        if case .closure(let closure) = expr.kind {
            walk(closure, screenType: screenType, received: received)
        } else {
            walk(expr)
        }
    }

    /// `received`: the types the function the closure is given to hands it, when known.
    private func walk(_ closure: Closure, screenType: String?, received: [TypeSyntax]? = nil) {
        pushFrame()
        bind("$0", received?.first.map(Scope.Binding.receivedParameter) ?? .closureParameter(screenType: screenType))
        for (index, name) in closure.parameters.enumerated() {
            if let received, index < received.count {
                bind(name, .receivedParameter(received[index]))
            } else {
                bind(name, .closureParameter(screenType: index == 0 ? screenType : nil))
            }
        }
        walkBody(of: closure)
        popFrame()
    }

    /// What a closure given to a call of `callee` receives (`runner.run { app in … }` with
    /// `func run(work: (XCUIApplication) throws -> Void)`): the function is found by name.
    private func closureParameterTypes(givenTo callee: Expr) -> [TypeSyntax]? {
        switch callee.kind {
        case .identifier(let name), .member(let name, _): return index.closureParameterTypes(ofFunctionNamed: name)
        default: return nil
        }
    }

    /// The closure of `["Light", "Dark"].map { … }` (and `forEach`, `filter`, `first(where:)`…),
    /// or of `ids.forEach { … }` over a parameter, is given each element in turn: `element` is
    /// what its first parameter (or `$0`) holds.
    private func walk(_ closure: Closure, givingEach element: Scope.Binding) {
        pushFrame()
        bind("$0", element)
        for (index, name) in closure.parameters.enumerated() { bind(name, index == 0 ? element : .closureParameter(screenType: nil)) }
        walkBody(of: closure)
        popFrame()
    }

    /// The methods that hand their closure each element in turn.
    static func iteratesElements(_ name: String) -> Bool {
        switch name {
        case "map", "compactMap", "flatMap", "forEach", "filter", "first", "contains", "allSatisfy": return true
        default: return false
        }
    }

    /// The parameter (`ids`) whose iterating method `callee` calls (`ids.forEach`), if it is one.
    private func parameterIterated(by callee: Expr) -> Expr? {
        guard case .member(let name, let base) = callee.kind, case .identifier(let baseName) = base.kind else { return nil }
        guard ScopedWalker.iteratesElements(name), isIterableParameter(baseName) else { return nil }
        return base
    }

    /// Whether `name` is a parameter whose elements a loop or closure may pass on one by one (an
    /// array, or a variadic one, `_ ids: String...`).
    private func isIterableParameter(_ name: String) -> Bool {
        guard case .parameter = lookup(name) else { return false }
        return true
    }

    /// The elements of a non-empty array literal whose iterating method `callee` calls.
    private static func arrayLiteralIterated(by callee: Expr) -> [Expr]? {
        // The literal first: it is rare.
        guard case .member(let name, let base) = callee.kind, case .array(let elements) = base.kind, !elements.isEmpty,
              iteratesElements(name) else { return nil }
        return elements
    }

    /// uiTestify's `terminalIds.contains(where: { app.element(identifier: $0).exists })`, `terminalIds` a local
    /// `let` array literal: its elements, each of which the closure is given, as a loop over it is.
    private func localArrayIterated(by callee: Expr) -> [Expr]? {
        guard case .member(let name, let base) = callee.kind, case .identifier(let array) = base.kind, ScopedWalker.iteratesElements(name),
              case .local(let initializer?, true)? = lookup(array), case .array(let elements) = initializer.unwrapped.kind,
              !elements.isEmpty else { return nil }
        return elements
    }

    private static func isClosure(_ argument: Argument) -> Bool {
        if case .closure = argument.value.kind { return true }
        return false
    }

    /// The type named by a `X.self` argument (`onScreen(HomeScreen.self) { … }`), if the
    /// linted files declare it.
    private func screenTypeArgument(_ arguments: ArgumentList) -> String? {
        for argument in arguments {
            guard case .member("self", let base) = argument.value.kind,
                  let path = ConstantTable.referencePath(base) else { continue }
            return index.resolveType(path, from: typeName)?.qualifiedName
        }
        return nil
    }
}
