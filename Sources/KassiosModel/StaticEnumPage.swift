import KassiosSyntax

/// How a static-enum page's cases find their elements (`ScreenCatalogBuilder.caseElements(of:)`
/// makes them elements; the rules that look at an element's query find it here too).
public enum StaticEnumPage {
    /// An instance property with a getter, or a method without parameters, whose type is an
    /// element (`XCUIElement`, a suite's `KassElement`): its name, body and whether it is a method.
    public static func elementAccessor(_ declaration: Decl) -> (name: String, body: [Stmt], isFunction: Bool)? {
        switch declaration {
        case .variable(let variable) where !variable.header.isStatic && variable.bindings.count == 1:
            let binding = variable.bindings[0]
            guard let name = binding.name, let body = binding.getter, let written = binding.type,
                  namesAnElementType(written) else { return nil }
            return (name, body, false)
        case .function(let function) where function.kind == .function && !function.header.isStatic && function.parameters.isEmpty:
            guard let body = function.body, let written = function.returnType,
                  namesAnElementType(written) else { return nil }
            return (function.name, body, true)
        default:
            return nil
        }
    }

    /// `XCUIElement`, `KassElement`, optional or not; not a query, which finds many.
    private static func namesAnElementType(_ type: TypeSyntax) -> Bool {
        type.baseName.hasSuffix("Element")
    }

    /// What `body` returns for the case `name`: the branch of its `switch self` that names the case
    /// alone or among others (else the `default:` one), or the one value it returns for every case.
    public static func value(of body: [Stmt], forCase name: String) -> Expr? {
        guard body.count == 1, let switched = switchOverSelf(body[0]) else {
            return ScreenCatalogBuilder.returnedElementValue(of: body, named: name)
        }
        let branch = switched.cases.first { $0.guardExpression == nil && $0.patterns.contains { pattern in
            if case .implicitMember(name) = pattern.kind { return true }
            return false
        } } ?? switched.cases.first { $0.patterns.isEmpty }
        return branch.flatMap { Stmt.returnedValue(of: $0.body) }
    }

    /// `switch self { … }`, as a statement or returned (`return switch self { … }`).
    private static func switchOverSelf(_ statement: Stmt) -> SwitchStmt? {
        var statement = statement
        if case .return(let value?, _) = statement, case .statement(let inner) = value.kind { statement = inner }
        if case .expression(let value) = statement, case .statement(let inner) = value.kind { statement = inner }
        guard case .switch(let switched) = statement, ScopedWalker.isSelf(switched.subject) else { return nil }
        return switched
    }
}
