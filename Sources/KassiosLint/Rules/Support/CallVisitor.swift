import Foundation
import KassiosModel
import KassiosSyntax

/// One call (`a.b(…)`, `f(…)`) or subscript (`a[…]`) of the linted code, with where it is.
struct CallSite {
    let expr: Expr
    /// `typeText` in `field.typeText(…)`, `sleep` in `sleep(1)`; nil for a subscript,
    /// or a call of something that is not a name (`(f)(x)`, `f()()`).
    let name: String?
    /// Where to point at the name: the identifier, or the member name after the dot.
    let nameLocation: SourceLocation
    /// The callee of a call (`Thread.sleep`); nil for a subscript.
    let callee: Expr?
    /// `field` in `field.typeText(…)`, `app.buttons` in `app.buttons["x"]`; nil for a bare call.
    let receiver: Expr?
    /// Call arguments or subscript keys, trailing closures excluded.
    let arguments: [Argument]
    let isSubscript: Bool
    let file: SourceFile
    /// Qualified name of the enclosing type (`HomeScreen.PromoSheet`); nil at top level.
    let typeName: String?
    /// The local names in scope where the call is made.
    let scope: Scope

    /// Argument labels as Swift spells them: `["forDuration", "thenDragTo"]`, `_` for none.
    var labels: [String] { arguments.map { $0.label ?? "_" } }
}

/// The local names in scope at a point of the code, innermost first. A persistent list:
/// every recorded call keeps the scope it was made in for the cost of one reference.
final class Scope: @unchecked Sendable {   // immutable once made
    /// What a local name stands for.
    enum Binding {
        /// A function parameter, with its declared type.
        case parameter(TypeSyntax?)
        /// `let x = …` / `var x = …` inside a body.
        case local(initializer: Expr?, isLet: Bool)
        /// A closure parameter (`$0` too). `screenType` is the qualified type of the
        /// screen when the closure is the block of a call given `X.self`:
        /// `onScreen(LoginScreen.self) { $0.email … }`.
        case closureParameter(screenType: String?)
        /// Loop variables, pattern bindings, `newValue`, `error`, local functions.
        case other
    }

    let name: String
    let binding: Binding
    let parent: Scope?

    init(name: String, binding: Binding, parent: Scope?) {
        self.name = name
        self.binding = binding
        self.parent = parent
    }

    /// Outside every body: nothing bound.
    static let empty = Scope(name: "", binding: .other, parent: nil)

    /// What a name means here, innermost binding first; nil when it is not a local name
    /// (a member of the enclosing type, a global, a type).
    func lookup(_ name: String) -> Binding? {
        var scope: Scope? = self
        while let current = scope, current.parent != nil {
            if current.name == name { return current.binding }
            scope = current.parent
        }
        return nil
    }
}

/// Walks every declaration of every file, with the enclosing type and the local names
/// in scope, and records call and subscript expressions: the one walker the code-reading
/// rules share. Files are walked when a rule first asks about them, and the record is
/// kept for the rules after it.
///
/// (The model's own walker is internal to KassiosModel and records identifier positions only.)
final class CallVisitor {
    let project: Project
    private var file: SourceFile
    private var typeName: String?
    private var scope = Scope.empty
    private var frames: [Scope] = []
    private var sites: [CallSite] = []
    /// The call names to record; nil for every call and subscript.
    private var recorded: [String]?

    private init(project: Project, file: SourceFile) {
        self.project = project
        self.file = file
    }

    /// Every call and subscript of the project: files in path order, each expression
    /// before the expressions inside it.
    static func calls(in project: Project) -> [CallSite] {
        cache.calls(in: project, named: nil, files: { _ in true })
    }

    /// The calls with one of `names` (no subscripts), in the same order, from the files
    /// whose text mentions one of `words`: a file that does not cannot hold what the rule
    /// looks for, so it is not walked for it.
    static func calls(in project: Project, named names: [String], inFilesMentioning words: [String]) -> [CallSite] {
        let patterns = words.map(BytePattern.init)
        return cache.calls(in: project, named: Set(names), files: { file in patterns.contains { $0.occurs(in: file.bytes) } })
    }

    /// What each file of the last project was walked for, and what the walk found. Rules run
    /// one after another on one project: a file walked for `typeText` and `tap` answers a
    /// later question about `typeText` without another walk.
    private final class Cache: @unchecked Sendable {
        struct Record {
            /// The names recorded; nil for everything, subscripts included.
            let names: Set<String>?
            let sites: [CallSite]

            func answers(_ wanted: Set<String>?) -> Bool {
                guard let names else { return true }
                guard let wanted else { return false }
                return wanted.isSubset(of: names)
            }
        }

        private let lock = NSLock()
        private weak var project: Project?
        private var files: [SourceFile] = []
        private var records: [Record?] = []

        func calls(in project: Project, named wanted: Set<String>?, files selected: (SourceFile) -> Bool) -> [CallSite] {
            lock.lock()
            defer { lock.unlock() }
            if self.project !== project {
                self.project = project
                files = project.files.sorted { $0.path < $1.path }
                records = Array(repeating: nil, count: files.count)
            }
            var result: [CallSite] = []
            var visitor: CallVisitor?
            for (index, file) in files.enumerated() where selected(file) {
                var record = records[index]
                if record == nil || !record!.answers(wanted) {
                    // Walk again for what was asked before and what is asked now.
                    var names = wanted
                    if let wanted, let previous = record?.names { names = previous.union(wanted) }
                    let current = visitor ?? CallVisitor(project: project, file: file)
                    visitor = current
                    record = Record(names: names, sites: current.walk(file, recording: names.map(Array.init)))
                    records[index] = record
                }
                let sites = record!.sites
                if wanted == nil || record!.names == wanted {
                    result += sites
                } else {
                    for site in sites where site.name.map(wanted!.contains) == true { result.append(site) }
                }
            }
            return result
        }
    }

    private static let cache = Cache()

    /// The calls of one file with one of `names` (nil: every call and subscript).
    private func walk(_ file: SourceFile, recording names: [String]?) -> [CallSite] {
        self.file = file
        recorded = names
        typeName = nil
        scope = .empty
        frames = []
        sites = []
        walk(file.declarations)
        return sites
    }

    /// A word to look for in a file's bytes: `memchr` to a rare byte of it, then a compare.
    struct BytePattern {
        let bytes: [UInt8]
        /// Index of the byte `memchr` looks for: an upper-case letter if there is one, else the last.
        let anchor: Int

        init(_ word: String) {
            bytes = Array(word.utf8)
            anchor = bytes.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? max(0, bytes.count - 1)
        }

        func occurs(in text: [UInt8]) -> Bool {
            guard !bytes.isEmpty, text.count >= bytes.count else { return bytes.isEmpty }
            return text.withUnsafeBufferPointer { text in
                bytes.withUnsafeBufferPointer { word in
                    guard let base = text.baseAddress, let wordBase = word.baseAddress else { return false }
                    let anchorByte = Int32(word[anchor])
                    // A match starts at `position - anchor` and must fit in the text.
                    var position = anchor
                    let lastPosition = text.count - word.count + anchor
                    while position <= lastPosition {
                        guard let found = memchr(base + position, anchorByte, lastPosition - position + 1) else { return false }
                        let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                        if memcmp(base + (at - anchor), wordBase, word.count) == 0 { return true }
                        position = at + 1
                    }
                    return false
                }
            }
        }
    }

    // MARK: - Scope

    private func pushFrame() { frames.append(scope) }

    private func popFrame() { scope = frames.removeLast() }

    private func bind(_ name: String?, _ binding: Scope.Binding) {
        guard let name, !name.isEmpty, !frames.isEmpty else { return }
        scope = Scope(name: name, binding: binding, parent: scope)
    }

    private func lookup(_ name: String) -> Scope.Binding? { scope.lookup(name) }

    // MARK: - Declarations

    private func walk(_ declarations: [Decl]) {
        for declaration in declarations { walk(declaration) }
    }

    private func walk(_ declaration: Decl) {
        switch declaration {
        case .type(let type):
            let saved = typeName
            typeName = qualifiedName(of: type)
            walk(type.members)
            typeName = saved
        case .variable(let variable):
            for binding in variable.bindings {
                pushFrame()
                if let initializer = binding.initializer { walk(initializer) }
                for accessor in binding.accessors ?? [] {
                    guard let body = accessor.body else { continue }
                    bind("newValue", .other)
                    bind("oldValue", .other)
                    walk(body)
                }
                popFrame()
            }
        case .function(let function):
            pushFrame()
            for parameter in function.parameters { bind(parameter.name, .parameter(parameter.type)) }
            for parameter in function.parameters { if let value = parameter.defaultValue { walk(value) } }
            if let accessors = function.accessors {
                for accessor in accessors { if let body = accessor.body { walk(body) } }
            } else if let body = function.body {
                walk(body)
            }
            popFrame()
        case .enumCase(let enumCase):
            for element in enumCase.elements { if let raw = element.rawValue { walk(raw) } }
        case .ifConfig(let clauses):
            for clause in clauses { walk(clause.elements) }
        case .statement(let statement):
            pushFrame()
            walk(statement)
            popFrame()
        case .typeAlias, .import:
            break
        }
    }

    /// The model's name for a type: nested types qualified, extensions by the type they extend.
    private func qualifiedName(of type: TypeDecl) -> String {
        if type.kind == .extension {
            let path = type.name.split(separator: "<").first.map(String.init) ?? type.name
            if let typeName, project.index.types["\(typeName).\(path)"] != nil { return "\(typeName).\(path)" }
            return path
        }
        return typeName.map { "\($0).\(type.name)" } ?? type.name
    }

    // MARK: - Statements

    private func walk(_ statements: [Stmt]) {
        pushFrame()
        for statement in statements { walk(statement) }
        popFrame()
    }

    private func walk(_ statement: Stmt) {
        switch statement {
        case .expression(let expr):
            walk(expr)
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
            for switchCase in switchStatement.cases {
                pushFrame()
                for pattern in switchCase.patterns { bindPattern(pattern) }
                if let guardExpression = switchCase.guardExpression { walk(guardExpression) }
                walk(switchCase.body)
                popFrame()
            }
        case .for(let forStatement):
            walk(forStatement.sequence)
            pushFrame()
            for name in forStatement.boundNames { bind(name, .other) }
            if let whereClause = forStatement.whereClause { walk(whereClause) }
            walk(forStatement.body)
            popFrame()
        case .while(let whileStatement):
            pushFrame()
            walk(whileStatement.conditions)
            walk(whileStatement.body)
            popFrame()
        case .do(let doStatement):
            walk(doStatement.body)
            for catchClause in doStatement.catches {
                pushFrame()
                bind("error", .other)
                if let pattern = catchClause.pattern { bindPattern(pattern) }
                walk(catchClause.body)
                popFrame()
            }
        case .defer(let body, _):
            walk(body)
        case .ifConfig(let clauses):
            for clause in clauses { for statement in clause.elements { walk(statement) } }
        case .jump, .unknown:
            break
        }
    }

    private func walkLocal(_ declaration: Decl) {
        switch declaration {
        case .variable(let variable):
            for binding in variable.bindings {
                if let initializer = binding.initializer { walk(initializer) }
                for accessor in binding.accessors ?? [] { if let body = accessor.body { walk(body) } }
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

    private func walk(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                walk(expr)
            case .optionalBinding(let name, let initializer, _):
                if let initializer { walk(initializer) }
                // `if let field` keeps what `field` was; `if let x = e` binds e.
                if let name, initializer != nil || lookup(name) == nil {
                    bind(name, initializer.map { .local(initializer: $0, isLet: true) } ?? .other)
                }
            case .pattern(let pattern, let initializer):
                if let initializer { walk(initializer) }
                bindPattern(pattern)
            }
        }
    }

    private func bindPattern(_ pattern: Expr) {
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

    private func bindAllIdentifiers(in pattern: Expr) {
        switch pattern.kind {
        case .identifier(let name): bind(name, .other)
        case .call(_, let arguments, _), .tuple(let arguments):
            for argument in arguments { bindAllIdentifiers(in: argument.value) }
        default: break
        }
    }

    // MARK: - Expressions

    private func walk(_ expr: Expr) {
        switch expr.kind {
        case .call(let callee, let arguments, let trailingClosures):
            var name: String?
            var receiver: Expr?
            var nameLocation = callee.location
            switch callee.kind {
            case .identifier(let identifier):
                name = identifier
            case .member(let base, let member, let location):
                name = member
                receiver = base
                nameLocation = location
            default:
                break
            }
            if recorded == nil || name.map(recorded!.contains) == true {
                sites.append(CallSite(expr: expr, name: name, nameLocation: nameLocation, callee: callee, receiver: receiver,
                                      arguments: arguments, isSubscript: false, file: file, typeName: typeName, scope: scope))
            }
            walk(callee)
            let screenType = screenTypeArgument(arguments)
            for argument in arguments { walk(argument.value, screenType: screenType) }
            for closure in trailingClosures { walk(closure.value, screenType: screenType) }
        case .subscript(let base, let arguments):
            if recorded == nil {
                sites.append(CallSite(expr: expr, name: nil, nameLocation: expr.location, callee: nil, receiver: base,
                                      arguments: arguments, isSubscript: true, file: file, typeName: typeName, scope: scope))
            }
            walk(base)
            for argument in arguments { walk(argument.value) }
        case .member(let base?, _, _):
            walk(base)
        case .string(let literal):
            for segment in literal.segments {
                if case .interpolation(let arguments, _) = segment {
                    for argument in arguments { walk(argument.value) }
                }
            }
        case .array(let elements), .sequence(let elements):
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
        case .prefix(_, let operand), .postfix(let operand, _), .try(_, let operand), .await(let operand),
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
    private func walk(_ expr: Expr, screenType: String?) {
        if case .closure(let closure) = expr.kind {
            walk(closure, screenType: screenType)
        } else {
            walk(expr)
        }
    }

    private func walk(_ closure: Closure, screenType: String?) {
        pushFrame()
        bind("$0", .closureParameter(screenType: screenType))
        for (index, name) in closure.parameters.enumerated() {
            bind(name, .closureParameter(screenType: index == 0 ? screenType : nil))
        }
        walk(closure.body)
        popFrame()
    }

    /// The type named by a `X.self` argument (`onScreen(HomeScreen.self) { … }`), if the
    /// linted files declare it.
    private func screenTypeArgument(_ arguments: [Argument]) -> String? {
        for argument in arguments {
            guard case .member(let base?, "self", _) = argument.value.kind,
                  let path = ConstantTable.referencePath(base) else { continue }
            return project.index.resolveType(path, from: typeName)?.qualifiedName
        }
        return nil
    }
}
