import KassiosSyntax

// Identifiers read through what the linted files declare, as real suites keep them: a path
// through the instances they make (Element X's `A11yIdentifiers.homeScreen.userAvatar`), a name
// a seen type does not declare (an extension kassios does not see adds it), and a computed
// property returning a constant on every path, read on a value of its type (Wikipedia's
// `tab.accessibilityIdentifier`). `IdentifierClassifier` asks these when a path is no constant
// of the table.

extension CodeWalker {
    /// What a path through instances the linted files make names (Element X's identifiers, one
    /// instance of a struct per screen): `A11yIdentifiers.homeScreen.userAvatar`, where
    /// `static let homeScreen = HomeScreen()` and `HomeScreen` (nested or not) has
    /// `let userAvatar = "home_screen-user_avatar"`; deeper too (`roomScreen.composerToolbar.send`).
    /// Each instance's type is resolved where its `let` is declared. A name the type it is read on
    /// does not declare at all lives in an extension kassios does not see: `.unseen`, as a
    /// constant of a type kassios does not see is.
    enum InstancePath {
        case constant(ConstantTable.Constant)
        case unseen
    }

    func constantThroughInstances(_ path: String) -> InstancePath? {
        let components = path.split(separator: ".")
        guard components.count >= 2 else { return nil }
        var current: TypeInfo
        var position = 1
        var isInstance = false
        // The instance the path is at: made with what, in which type and file.
        var made: (initializer: Expr?, scope: TypeInfo, file: SourceFile)?
        if let type = context.index.resolveType(String(components[0]), from: typeName) {
            current = type
            // `A.B.c`: nested types first.
            while position < components.count - 1, let nested = context.index.types[ConstantTable.dotted(Substring(current.qualifiedName), String(components[position]))] {
                current = nested
                position += 1
            }
        } else if let holder = currentType, let instance = CodeWalker.typeOfLet(components[0], in: holder, isStatic: false),
                  let type = context.index.resolveType(instance.type, from: holder.qualifiedName) {
            // `sel.ITEM.value`, where the type holds `let sel = TopSel()`: a path through that instance.
            current = type
            made = (instance.initializer, holder, instance.file)
            isInstance = true
        } else {
            return nil
        }
        while position < components.count {
            let name = components[position]
            if position == components.count - 1 {
                guard isInstance else {
                    // `A.b` itself: the constant table answered already, unless `b` is declared nowhere.
                    return declaresInherited(current, name) ? nil : .unseen
                }
                if let constant = context.constants.constant(atKey: ConstantTable.dotted(Substring(current.qualifiedName), String(name))) {
                    return .constant(constant)
                }
                if let made, let value = memberwiseValue(of: name, in: current, madeWith: made.initializer, madeIn: made.scope, file: made.file) {
                    return .constant(ConstantTable.Constant(path: path, value: value, isStatic: true))
                }
                return declaresInherited(current, name) ? nil : .unseen
            }
            if !isInstance, current.kind == .enum, CodeWalker.declaresCase(name, in: current) {
                // `Locators.Buttons.done.accessibilityIdentifier`: a case is a value of its enum.
                isInstance = true
                position += 1
                continue
            }
            guard let instance = CodeWalker.typeOfLet(name, in: current, isStatic: !isInstance) else {
                return declaresInherited(current, name) ? nil : .unseen
            }
            guard let type = context.index.resolveType(instance.type, from: current.qualifiedName) else { return nil }
            made = (instance.initializer, current, instance.file)
            current = type
            isInstance = true
            position += 1
        }
        return nil
    }

    /// The type and the types it inherits from or conforms to, as far as the linted files
    /// declare them (protocol extensions included), nearest first.
    func typeAndAncestors(_ type: TypeInfo) -> [TypeInfo] {
        var found = [type]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(type)]
        var position = 0
        while position < found.count {
            for inherited in found[position].inheritance {
                guard let ancestor = context.index.resolveType(inherited.baseName, from: found[position].qualifiedName),
                      seen.insert(ObjectIdentifier(ancestor)).inserted else { continue }
                found.append(ancestor)
            }
            position += 1
        }
        return found
    }

    /// The type the `let` `name` of `type` is made as (`static let homeScreen = HomeScreen()`).
    static func typeOfLet(_ name: Substring, in type: TypeInfo, isStatic: Bool) -> (type: String, initializer: Expr?, file: SourceFile)? {
        for declared in type.members {
            guard case .variable(let variable) = declared.value, variable.isLet, variable.header.isStatic == isStatic else { continue }
            var made: (String, Expr?, SourceFile)?
            variable.bindings.forEach { binding in
                guard binding.name.map({ $0[...] == name }) == true else { return }
                // Without a value of its own: what the one initializer sets it to, from a parameter's
                // default (Firefox's `init(app:selectors: TopSitesSelectorsSet = TopSitesSelectors())`).
                let initializer = binding.initializer ?? (isStatic ? nil : defaultValue(setting: name, in: type))
                if let type = typeMade(by: initializer, declared: binding.type) {
                    made = (type, initializer, declared.file)
                }
            }
            if let made { return made }
        }
        return nil
    }

    /// The default value of the parameter the type's one designated initializer sets the stored
    /// property `name` to (`self.sel = selectors`, `selectors: Set = Selectors()`); nil otherwise.
    static func defaultValue(setting name: Substring, in type: TypeInfo) -> Expr? {
        // One initializer in all: a convenience one may hand the designated one something else.
        let initializers = type.designatedInitializers
        let all = type.members.filter { if case .function(let function) = $0.value { return function.kind == .initializer } else { return false } }
        guard initializers.count == 1, all.count == 1, let initializer = initializers.first, let body = initializer.body else { return nil }
        for statement in body {
            guard case .expression(let expr) = statement, let assignment = Assignment(expr), assignment.name[...] == name,
                  case .identifier(let source) = assignment.value.kind else { continue }
            return initializer.parameters.first { $0.name == source }?.defaultValue
        }
        return nil
    }

    /// The value `Payload(title: "UITest Alert", …)` gives the stored property `title` of a
    /// struct that declares no initializer, whose memberwise one takes it by its name: a
    /// literal, or a constant resolved where the instance is made (openHAB's fixtures,
    /// `static let short = Payload(title: "UITest Alert", message: …)`, then `Toast.short.title`).
    func memberwiseValue(of name: Substring, in type: TypeInfo, madeWith made: Expr?, madeIn scope: TypeInfo, file: SourceFile) -> String? {
        // A selector table's field reads what the selector was made with (`selectorField`).
        guard type.kind == .struct, context.identifierFields[type.qualifiedName] == nil, let made, case .call(_, let arguments, let closures) = made.unwrapped.kind, closures.isEmpty,
              let argument = arguments.first(where: { $0.label.map { $0[...] == name } ?? false })?.value else { return nil }
        // An initializer in the struct's own body takes the memberwise one away; one in an extension does not.
        var ownInitializer = false
        forEachFlattened(type.primary?.value.members ?? []) { member in
            if case .function(let function) = member, function.kind == .initializer { ownInitializer = true }
        }
        guard !ownInitializer else { return nil }
        guard let (binding, variable, _) = CodeWalker.propertyBinding(named: name, in: type), !variable.header.isStatic,
              binding.initializer == nil, binding.accessors == nil else { return nil }
        if case .string(let literal) = argument.kind { return literal.staticValue }
        guard let path = ConstantTable.referencePath(argument), !path.hasPrefix(".") else { return nil }
        return context.constants.lookup(path, from: scope.qualifiedName, in: file.path)?.value
    }

    /// Whether `type`, or a type it inherits from or conforms to, declares a member named `name`.
    func declaresInherited(_ type: TypeInfo, _ name: Substring) -> Bool {
        typeAndAncestors(type).contains { ancestor in
            CodeWalker.declares(String(name), in: ancestor)
                || context.index.types[ConstantTable.dotted(Substring(ancestor.qualifiedName), String(name))] != nil
        }
    }

    /// `tab.accessibilityIdentifier`, where `tab` is a parameter (a local, a loop's case) of a type the
    /// linted files declare, which no subclass can change (an enum, a struct, a final class), whose
    /// computed property returns a literal or a constant on every path
    /// (Wikipedia's robots: `enum RootTab { … var accessibilityIdentifier: String { switch self {
    /// case .home: return AccessibilityIdentifiers.RootTab.homeButton … } } }`): one of them, as a
    /// `let` set on each path is.
    func computedChoice(_ path: String, dot: String.Index, of binding: Scope.Binding, depth: Int) -> IdentifierSource? {
        guard depth < CodeWalker.maximumFollowDepth else { return nil }
        let member = path[path.utf8.index(after: dot)...]
        guard !member.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let written: String?
        switch binding {
        case .parameter(let type?), .caseOf(let type):
            // As written (`AccessibilityStrings.Screen`), not by its last name, which another type of the
            // linted files may have (a `protocol Screen` of another target).
            var text = Substring(type.text)
            while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
            written = ConstantTable.isPlainPath(text) && context.index.resolveType(String(text), from: typeName) != nil ? String(text) : type.baseName
        case .local(let initializer?, _):
            // `let tab = RootTab(…)`, or `let tab = RootTab.home`, a case of an enum.
            if let made = CodeWalker.typeMade(by: initializer, declared: nil) {
                written = made
            } else if case .member(_, let base) = initializer.unwrapped.kind, let path = ConstantTable.referencePath(base),
                      context.index.resolveType(path, from: typeName)?.kind == .enum {
                written = path
            } else {
                written = nil
            }
        default: written = nil
        }
        // A class's property may be overridden by a subclass whose instance the value is.
        guard let written, let type = context.index.resolveType(written, from: typeName),
              type.kind == .enum || type.kind == .struct || (type.kind == .class && type.primary?.value.header.has("final") == true)
        else { return nil }
        for declared in type.members {
            guard case .variable(let variable) = declared.value, !variable.header.isStatic else { continue }
            var getter: [Stmt]?
            variable.bindings.forEach { binding in
                if binding.name.map({ $0[...] == member }) == true { getter = binding.getter }
            }
            // A getter that names values of its own (a `let`, a loop, `if let`, `case .a(let x)`)
            // would be read with the type's names instead: not read.
            guard let getter, !CodeWalker.bindsNames(getter) else { continue }
            var values: [String?] = []
            var everyReturnIsConstant = true
            CodeWalker.forEachReturnedExpression(in: getter) { returned in
                guard everyReturnIsConstant else { return }
                if let value = constantValue(of: returned, in: type, file: declared.file, depth: depth + 1) { values.append(value) } else { everyReturnIsConstant = false }
            }
            guard everyReturnIsConstant, let first = values.first else { return nil }
            return .constant(path: ConstantTable.dotted(Substring(type.qualifiedName), String(member)),
                             value: values.allSatisfy { $0 == first } ? first : nil)
        }
        return nil
    }

    /// A literal's value, or a constant's, read where `type` is declared in `file` (`.some(nil)`
    /// for a constant whose value kassios does not see); nil for anything built at runtime.
    private func constantValue(of expr: Expr, in type: TypeInfo, file declaringFile: SourceFile, depth: Int) -> String?? {
        let saved = (typeName, file)
        (typeName, file) = (type.qualifiedName, declaringFile)
        defer { (typeName, file) = saved }
        let source = withoutLocals { classify(expr, depth: depth) }
        if case .localized = source { return nil }   // a label, which no constant stands for
        return source.isRuntime ? nil : .some(source.staticValue)
    }

    /// Each expression a body returns: `return x`, and the value of a body, `switch` case or `if`
    /// branch of one expression where that is the result (`var id: String { switch self { case .a:
    /// "a" … } }`); in `if`, `guard`, `switch` and `do` blocks; not in closures or nested functions.
    static func forEachReturnedExpression(in body: [Stmt], _ visit: (Expr) -> Void) {
        forEachReturn(in: body, implicit: body.count == 1, visit)
    }

    /// Whether statements declare or bind a name anywhere: a `let` or `var`, a loop, `if let`,
    /// `guard let`, `catch`, a pattern that binds (`case .a(let x)`).
    static func bindsNames(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement {
            case .declaration, .for, .do: return true
            case .if(let ifStatement):
                return bindsNames(ifStatement.conditions) || bindsNames(ifStatement.body) || bindsNames(ifStatement.elseBody ?? [])
            case .guard(let guardStatement): return bindsNames(guardStatement.conditions) || bindsNames(guardStatement.elseBody)
            case .while(let loop): return bindsNames(loop.conditions) || bindsNames(loop.body)
            case .switch(let switchStatement):
                return switchStatement.cases.contains { switchCase in
                    switchCase.patterns.contains(where: bindsNames) || bindsNames(switchCase.body)
                }
            case .ifConfig(let clauses): return clauses.contains { bindsNames($0.elements) }
            case .defer(let body, _): return bindsNames(body)
            default: return false
            }
        }
    }

    private static func bindsNames(_ conditions: [Condition]) -> Bool {
        conditions.contains { condition in
            switch condition {
            case .expression: return false
            case .optionalBinding, .pattern: return true
            }
        }
    }

    private static func bindsNames(_ pattern: Expr) -> Bool {
        var binds = false
        SyntaxTraversal.forEachExpression(in: pattern) { expr in
            if case .binding = expr.kind { binds = true }
        }
        return binds
    }

    private static func forEachReturn(in statements: [Stmt], implicit: Bool, _ visit: (Expr) -> Void) {
        for statement in statements {
            switch statement {
            case .return(let expr?, _): visit(expr)
            case .expression(let expr) where implicit && statements.count == 1:
                if case .statement(let inner) = expr.kind { forEachReturn(in: [inner], implicit: true, visit) } else { visit(expr) }
            case .if(let ifStatement):
                forEachReturn(in: ifStatement.body, implicit: implicit, visit)
                forEachReturn(in: ifStatement.elseBody ?? [], implicit: implicit, visit)
            case .guard(let guardStatement): forEachReturn(in: guardStatement.elseBody, implicit: false, visit)
            case .switch(let switchStatement):
                for switchCase in switchStatement.cases { forEachReturn(in: switchCase.body, implicit: implicit, visit) }
            case .for(let loop): forEachReturn(in: loop.body, implicit: false, visit)
            case .while(let loop): forEachReturn(in: loop.body, implicit: false, visit)
            case .do(let doStatement):
                forEachReturn(in: doStatement.body, implicit: implicit, visit)
                for catchClause in doStatement.catches { forEachReturn(in: catchClause.body, implicit: implicit, visit) }
            case .ifConfig(let clauses):
                for clause in clauses { forEachReturn(in: clause.elements, implicit: implicit, visit) }
            default: break
            }
        }
    }

    /// The type an initializer makes: `HomeScreen()`, `HomeScreen.init()`, or `.init()`
    /// of the declared type (`static let home: HomeScreen = .init()`); nil for anything else.
    static func typeMade(by initializer: Expr?, declared: TypeSyntax?) -> String? {
        guard let initializer else { return nil }
        switch initializer.unwrapped.kind {
        case .call(let callee, _, _):
            switch callee.kind {
            case .identifier(let name): return name
            case .member("init", let base): return ConstantTable.referencePath(base)
            case .implicitMember("init"): return declared?.baseName
            default: return nil
            }
        default:
            return nil
        }
    }
}
