import KassiosSyntax

/// Walks declarations, statements and expressions with the names in scope, and
/// records every identifier position it passes with where its value comes from.
///
/// One walker per file; the tables it reads are shared and read-only.
struct CodeWalker {
    enum Binding {
        case parameter
        case local(isLet: Bool, initializer: Expr?)
        /// Closure parameters, loop variables, pattern bindings.
        case other
    }

    let context: AnalysisContext
    let file: SourceFile
    var typeName: String?
    /// The enclosing property or function; its name is spelled out only for a usage.
    var member: Member?

    enum Member {
        case property(String)
        case function(FunctionDecl)

        var name: String {
            switch self {
            case .property(let name): return name
            case .function(let function): return function.kind == .initializer ? "init" : function.signature
            }
        }
    }
    /// Names in scope, innermost last; `frameStarts` marks where each block's begin.
    /// A flat list rather than a dictionary per block: most blocks bind nothing.
    var bindings: [(name: String, binding: Binding)] = []
    var frameStarts: [Int] = []
    var usages: [IdentifierUsage] = []
    /// Parameters of the function being walked that reach an identifier position unchanged.
    var parameterFlows: Set<String> = []
    /// Names the walked code calls, collected only while discovering wrappers.
    var calledNames: Set<String> = []
    var collectsCalledNames = false

    init(context: AnalysisContext, file: SourceFile) {
        self.context = context
        self.file = file
    }

    // MARK: - Scope

    mutating func pushFrame() { frameStarts.append(bindings.count) }

    mutating func pushFrame(_ names: [String], as binding: Binding) {
        pushFrame()
        for name in names { bind(name, binding) }
    }

    mutating func popFrame() {
        bindings.removeSubrange(frameStarts.removeLast()...)
    }

    mutating func bind(_ name: String?, _ binding: Binding) {
        guard let name, !name.isEmpty, !frameStarts.isEmpty else { return }
        bindings.append((name, binding))
    }

    func lookup(_ name: String) -> Binding? {
        var index = bindings.count - 1
        while index >= 0 {
            if bindings[index].name == name { return bindings[index].binding }
            index -= 1
        }
        return nil
    }

    // MARK: - Declarations

    mutating func walk(_ declarations: [Decl]) {
        for declaration in declarations { walk(declaration) }
    }

    mutating func walk(_ declaration: Decl) {
        switch declaration {
        case .type(let type):
            let (savedType, savedMember) = (typeName, member)
            typeName = qualifiedName(of: type)
            member = nil
            walk(type.members)
            (typeName, member) = (savedType, savedMember)
        case .variable(let variable):
            for binding in variable.bindings {
                let savedMember = member
                if member == nil, let name = binding.name { member = .property(name) }
                if let initializer = binding.initializer { walk(initializer) }
                for accessor in binding.accessors ?? [] {
                    guard let body = accessor.body else { continue }
                    pushFrame(["newValue", "oldValue"], as: .other)
                    walk(body)
                    popFrame()
                }
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

    mutating func walk(_ function: FunctionDecl) {
        let savedMember = member
        if member == nil { member = .function(function) }
        pushFrame(function.parameters.map(\.name), as: .parameter)
        for parameter in function.parameters { if let value = parameter.defaultValue { walk(value) } }
        if let accessors = function.accessors {
            for accessor in accessors { if let body = accessor.body { walk(body) } }
        } else if let body = function.body {
            walk(body)
        }
        popFrame()
        member = savedMember
    }

    func qualifiedName(of type: TypeDecl) -> String {
        if type.kind == .extension {
            let path = type.name.split(separator: "<").first.map(String.init) ?? type.name
            if let typeName, context.index.types["\(typeName).\(path)"] != nil { return "\(typeName).\(path)" }
            return path
        }
        return typeName.map { "\($0).\(type.name)" } ?? type.name
    }

    // MARK: - Statements

    mutating func walk(_ statements: [Stmt]) {
        pushFrame()
        for statement in statements { walk(statement) }
        popFrame()
    }

    mutating func walk(_ statement: Stmt) {
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
            // `guard let` names stay bound after the guard.
            walk(guardStatement.conditions)
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
                pushFrame(["error"], as: .other)
                if let pattern = catchClause.pattern { bindPattern(pattern) }
                walk(catchClause.body)
                popFrame()
            }
        case .defer(let body, _):
            walk(body)
        case .ifConfig(let clauses):
            for clause in clauses {
                for statement in clause.elements { walk(statement) }
            }
        case .jump, .unknown:
            break
        }
    }

    mutating func walkLocal(_ declaration: Decl) {
        switch declaration {
        case .variable(let variable):
            for binding in variable.bindings {
                if let initializer = binding.initializer { walk(initializer) }
                for accessor in binding.accessors ?? [] { if let body = accessor.body { walk(body) } }
                bind(binding.name, binding.accessors == nil ? .local(isLet: variable.isLet, initializer: binding.initializer) : .other)
            }
        case .ifConfig(let clauses):
            for clause in clauses { for element in clause.elements { walkLocal(element) } }
        default:
            walk(declaration)
        }
    }

    mutating func walk(_ conditions: [Condition]) {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                walk(expr)
            case .optionalBinding(let name, let initializer, _):
                if let initializer { walk(initializer) }
                // `if let id` rebinds `id` to the same value: keep what it was.
                if let name, initializer != nil || lookup(name) == nil {
                    bind(name, initializer.map { .local(isLet: true, initializer: $0) } ?? .other)
                }
            case .pattern(let pattern, let initializer):
                if let initializer { walk(initializer) }
                bindPattern(pattern)
            }
        }
    }

    /// Binds the names a pattern introduces (`let x`, `.some(let y)`).
    mutating func bindPattern(_ pattern: Expr) {
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

    mutating func bindAllIdentifiers(in pattern: Expr) {
        switch pattern.kind {
        case .identifier(let name): bind(name, .other)
        case .call(_, let arguments, _), .tuple(let arguments):
            for argument in arguments { bindAllIdentifiers(in: argument.value) }
        default: break
        }
    }

    // MARK: - Expressions

    mutating func walk(_ expr: Expr) {
        switch expr.kind {
        case .call(let callee, let arguments, let trailingClosures):
            recordCall(expr, callee: callee, arguments: arguments)
            walk(callee)
            for argument in arguments { walk(argument.value) }
            for closure in trailingClosures { walk(closure.value) }
        case .subscript(let base, let arguments):
            recordSubscript(expr, base: base, arguments: arguments)
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
            pushFrame(closure.parameters, as: .other)
            walk(closure.body)
            popFrame()
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

    // MARK: - Identifier positions

    mutating func recordCall(_ call: Expr, callee: Expr, arguments: [Argument]) {
        let name: String
        let receiver: Expr?
        switch callee.kind {
        case .identifier(let identifier):
            name = identifier
            receiver = nil
        case .member(let base, let member, _):
            name = member
            receiver = base
        default:
            return
        }
        if collectsCalledNames { calledNames.insert(name) }

        if context.builders[name] != nil, let builder = context.builder(named: name, labels: arguments.map { $0.label ?? "_" }) {
            if let argument = builder.identifierArgument(in: arguments) {
                record(argument, locator: builder.signature)
            }
            return
        }
        // XCUIElementQuery: `matching(identifier:)`, `element(matching:identifier:)`, `containing(_:identifier:)`.
        if receiver != nil, name == "matching" || name == "element" || name == "containing",
           let argument = arguments.first(where: { $0.label == "identifier" }) {
            record(argument.value, locator: "\(name)(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))")
            return
        }
        if name == "NSPredicate", receiver == nil, let format = arguments.first, format.label == "format" {
            recordPredicate(format: format.value, arguments: Array(arguments.dropFirst()))
            return
        }
        guard !context.wrappers.isEmpty, let wrappers = context.wrappers[name] else { return }
        for wrapper in wrappers {
            guard let matched = wrapper.match(arguments) else { continue }
            for index in wrapper.identifierParameters.sorted() {
                if let argument = matched[index] { record(argument, locator: wrapper.signature) }
            }
            return
        }
    }

    mutating func recordSubscript(_ expr: Expr, base: Expr, arguments: [Argument]) {
        guard let key = arguments.first, key.label == nil else { return }
        if case .integer = key.value.kind { return }
        switch base.kind {
        case .member(_, let name, _) where ElementQueries.collections[name] != nil:
            record(key.value, locator: "\(name)[…]")
        case .identifier(let name) where ElementQueries.collections[name] != nil:
            record(key.value, locator: "\(name)[…]")
        case .call(let callee, _, _):
            if case .member(_, let name, _) = callee.kind, ElementQueries.queryMethods.contains(name) {
                record(key.value, locator: "\(name)(…)[…]")
            }
        default:
            break
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

    /// `NSPredicate(format: "identifier == %@", x)`: each argument compared with the
    /// identifier is an identifier position; a format built at runtime is one itself.
    mutating func recordPredicate(format: Expr, arguments: [Argument]) {
        guard case .string(let literal) = format.kind else { return }
        guard let text = literal.staticValue else {
            let rendered = literal.segments.map { segment -> String in
                if case .text(let text) = segment { return text }
                return "*"
            }.joined()
            if rendered.lowercased().contains("identifier") { record(format, locator: "NSPredicate(format:)") }
            return
        }
        let pieces = CodeWalker.split(text, on: "%@")
        for (index, piece) in pieces.dropLast().enumerated() where index < arguments.count {
            if CodeWalker.comparesIdentifier(piece) { record(arguments[index].value, locator: "NSPredicate(format:)") }
        }
    }

    static func split(_ text: String, on separator: String) -> [String] {
        var pieces: [String] = []
        var rest = Substring(text)
        while let range = rest.firstRange(of: separator) {
            pieces.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        pieces.append(String(rest))
        return pieces
    }

    /// Whether predicate text ends in a comparison of `identifier`: `… identifier ==`.
    static func comparesIdentifier(_ text: String) -> Bool {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" }).map { $0.lowercased() }
        guard !words.isEmpty else { return false }
        if let last = words.last, last.hasPrefix("[") { words.removeLast() }   // LIKE[c]
        guard words.count >= 2 else { return false }
        let comparison = words[words.count - 1]
        let operators: Set<String> = ["==", "=", "like", "beginswith", "endswith", "contains", "matches", "in",
                                      "like[c]", "like[cd]", "beginswith[c]", "contains[c]", "contains[cd]", "matches[c]"]
        return operators.contains(comparison) && words[words.count - 2] == "identifier"
    }

    mutating func record(_ argument: Expr, locator: String) {
        let source = classify(argument)
        if case .parameter(let name) = source {
            parameterFlows.insert(name)
            return   // the wrapper's own body: its call sites are the identifier positions
        }
        if context.configuration.allowsInterpolationInParameterizedBuilders, interpolatesOnlyParameters(argument) {
            return
        }
        usages.append(IdentifierUsage(file: file.path, location: argument.location, source: source,
                                      typeName: typeName, memberName: member?.name, locator: locator))
    }
}
