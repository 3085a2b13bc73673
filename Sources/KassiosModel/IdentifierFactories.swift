import KassiosSyntax

/// Identifier factories: a `static func` of the suite (or of the protocol a type adopts, or a
/// global one) that makes an identifier of its `String` arguments and its type's name, called
/// with literals or constants. AuthorizationSample's and Regions-Application's
///
///     fileprivate extension AccessibilityEnum {
///         static func wrapIdentifier(_ label: String) -> String { return "\(self).\(label)" }
///     }
///     enum InputBar: AccessibilityEnum { static let View = wrapIdentifier("View") }
///
/// make `InputBar.View` "InputBar.View" before the program runs: a constant, as searchable as a
/// literal. A factory's body is one returned string of text, its parameters, `self` (in a static
/// function, the type's name as Swift prints a metatype) and constants; anything else, or an
/// argument built at runtime, leaves the call a call.
extension CodeWalker {
    /// The value `call` makes, written in a member of `callerType` (the classifier's file and type
    /// are where it is written); nil when it is no call of a factory or an argument is no constant.
    func factoryValue(of call: Expr, callerType: TypeInfo, depth: Int) -> String? {
        guard case .call(let callee, let arguments, let trailingClosures) = call.kind, trailingClosures.isEmpty,
              !arguments.isEmpty, let (function, scope, selfType, readsMembers) = factory(calledBy: callee, arguments: arguments, callerType: callerType),
              let returned = function.body.flatMap(ConstantTable.singleReturnedExpression) else { return nil }
        var values: [String: String] = [:]
        for (parameter, argument) in zip(function.parameters, arguments) {
            guard let value = classify(argument.value, depth: depth).staticValue else { return nil }
            values[parameter.name] = value
        }
        // `self` in a static function is the metatype, which Swift prints by its simple name. (A type
        // with generic parameters, printed with its arguments, declares no `static let`.)
        let selfName = function.header.isStatic ? String(ConstantTable.lastComponent(of: selfType.qualifiedName)) : nil
        return factoryText(returned, values: values, selfName: selfName, scope: readsMembers ? scope : nil, readsMembers: readsMembers)
    }

    /// The function a call names, with the scope its body is read in and the type `self` is: the
    /// caller's own static function or one of the types it inherits or adopts (unqualified, or
    /// through `Self`), a named type's, an enclosing type's, or a global function. Its argument
    /// labels must match, and each parameter be a `String` (an enum case or an optional prints
    /// otherwise than its value). `readsMembers`: whether the names its body reads through `self`
    /// are the declaring type's; in a protocol's extension or a superclass, `self` is the caller,
    /// whose own `prefix` Swift reads (a requirement, an overridden `class var`).
    private func factory(calledBy callee: Expr, arguments: ArgumentList, callerType: TypeInfo)
        -> (function: FunctionDecl, scope: String?, selfType: TypeInfo, readsMembers: Bool)? {
        let name: String
        var owner = callerType
        switch callee.kind {
        case .identifier(let called):
            name = called
        case .member(let called, let base):
            name = called
            // `Self.f(…)`, `self.f(…)`: the caller's own, or what it inherits.
            if case .identifier(let written) = base.kind, written == "Self" || written == "self" { break }
            guard let path = ConstantTable.referencePath(base), let named = context.index.resolveType(path, from: callerType.qualifiedName) else { return nil }
            owner = named
        default:
            return nil
        }
        func matches(_ function: FunctionDecl) -> Bool {
            // (A protocol's requirement has no body: the extension's function is the one called.)
            function.kind == .function && function.name == name && function.body != nil && function.returnType?.text == "String"
                && function.parameters.count == arguments.count
                && zip(function.parameters, arguments).allSatisfy { $0.label == $1.label && !$0.isVariadic && $0.type?.text == "String" }
        }
        func factory(in members: [Located<Decl>], isStatic: Bool = true) -> FunctionDecl? {
            for member in members {
                if case .function(let function) = member.value, function.header.isStatic || !isStatic, matches(function) { return function }
            }
            return nil
        }
        // The type itself, then what it inherits and adopts, nearest first.
        var queue = [owner]
        var seen: Set<ObjectIdentifier> = []
        while !queue.isEmpty {
            let type = queue.removeFirst()
            guard seen.insert(ObjectIdentifier(type)).inserted, seen.count <= 16 else { continue }
            if let function = factory(in: type.members) { return (function, type.qualifiedName, owner, type === owner) }
            queue += context.index.inheritedTypes(of: type)
        }
        guard case .identifier = callee.kind else { return nil }
        // A static function of an enclosing type, which Swift finds by its name alone: `self` is that type.
        var scope = callerType.enclosingScope
        while let name = scope, let enclosing = context.index.types[name] {
            if let function = factory(in: enclosing.members) { return (function, enclosing.qualifiedName, enclosing, true) }
            scope = enclosing.enclosingScope
        }
        if let function = factory(in: context.index.topLevel, isStatic: false) { return (function, nil, callerType, true) }
        return nil
    }

    /// The text a factory's returned expression makes with its parameters' values. Without
    /// `readsMembers`, a name read through `self` (`prefix`, `Self.prefix`) has no value here.
    private func factoryText(_ expr: Expr, values: [String: String], selfName: String?, scope: String?, readsMembers: Bool) -> String? {
        ConstantTable.text(of: expr) { part in
            switch part.kind {
            case .identifier("self"), .identifier("Self"):
                return selfName
            case .identifier(let name) where values[name] != nil:
                return values[name]
            case .identifier, .member:
                guard let path = ConstantTable.referencePath(part) else { return nil }
                if !readsMembers {
                    var root = part
                    while case .member(_, let base) = root.kind { root = base }
                    if case .identifier(let name) = root.kind, name == "self" || name == "Self" { return nil }
                    if !path.utf8.contains(UInt8(ascii: ".")) { return nil }
                }
                return context.constants.lookup(path, from: scope)?.value
            default:
                return nil
            }
        }
    }
}
