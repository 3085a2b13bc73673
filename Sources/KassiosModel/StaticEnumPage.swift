import KassiosSyntax

/// How a static-enum page's cases find their elements (`ScreenCatalogBuilder.caseElements(of:)`
/// makes them elements; the rules that look at an element's query find it here too).
public enum StaticEnumPage {
    /// The member that gives each case its element.
    public struct Accessor {
        /// `element`, of `var element: XCUIElement` or `func element() -> XCUIElement`.
        public let name: String
        public let body: [Stmt]
        /// The method, for `func element()`; nil for a property.
        public let function: FunctionDecl?
        /// The declaration, told apart from another of the same name (`#if` alternatives, a
        /// `static var element` beside the instance one).
        let declaration: AnyObject

        /// How code names a case's element through it: `element`, `element()`.
        public var reference: String { function == nil ? name : name + "()" }
    }

    /// Whether an enum nested in another type is what that type's methods take to pick an element
    /// (ResearchKit's `TabBar.Tab`, with `private func navigateTo(_ tab: Tab) { tab.button.tap() }`): a
    /// selector of the enclosing type's, not a page of its own.
    public static func selectsForItsEnclosingType(_ type: TypeInfo, in index: DeclarationIndex) -> Bool {
        guard type.kind == .enum, let enclosing = type.enclosingScope.flatMap({ index.types[$0] }), enclosing.kind != .enum else { return false }
        for member in enclosing.members {
            guard case .function(let function) = member.value else { continue }
            if function.parameters.contains(where: { $0.type?.baseName == type.name }) { return true }
        }
        return false
    }

    /// The cases of an enum that may be elements (none with an associated value), with the file
    /// each is declared in, `#if` clauses included; empty for a type that is no enum.
    public static func cases(of type: TypeInfo) -> [(element: EnumCaseDecl.Element, file: SourceFile)] {
        guard type.kind == .enum else { return [] }
        var cases: [(element: EnumCaseDecl.Element, file: SourceFile)] = []
        for member in type.members {
            guard case .enumCase(let declaration) = member.value else { continue }
            for element in declaration.elements where element.associatedValue == nil { cases.append((element, member.file)) }
        }
        return cases
    }

    /// The case a member that finds the same element for every case is reached through
    /// (`LoginPage.email.heading`): the first declared outside `#if`, which every configuration
    /// compiles, else the first of `cases`.
    static func referenceCase(of type: TypeInfo, cases: [Element]) -> String? {
        for declaration in type.declarations {
            for member in declaration.value.members {
                guard case .enumCase(let declared) = member,
                      let unconditional = declared.elements.first(where: { $0.associatedValue == nil }) else { continue }
                return unconditional.name
            }
        }
        return cases.first?.name
    }

    /// The first instance member of an element type, in the enum or its extensions, that finds an
    /// element for one of `cases` at least; nil for none.
    public static func accessor(of type: TypeInfo, cases: [(element: EnumCaseDecl.Element, file: SourceFile)]) -> Accessor? {
        guard !cases.isEmpty else { return nil }
        for member in type.members {
            guard let accessor = elementAccessor(member.value),
                  cases.contains(where: { value(of: accessor.body, forCase: $0.element.name) != nil }) else { continue }
            return accessor
        }
        return nil
    }

    /// The instance members whose value differs by case: those that read `rawValue` or `self`, or
    /// another member that does (`var identifier: String { rawValue }`, then `var label: XCUIElement
    /// { app.staticTexts[identifier + ".label"] }`, or `var clear: XCUIElement { element.buttons["Clear"] }`),
    /// found to a fixpoint. A member that reads none of them (`var app: XCUIApplication`, and what
    /// reads only it) finds the same for every case.
    static func membersDependingOnTheCase(of type: TypeInfo) -> Set<String> {
        var reads: [(names: [String], reading: Set<String>)] = []
        for member in type.members {
            let names: [String]
            switch member.value {
            case .variable(let variable) where !variable.header.isStatic: names = variable.bindings.compactMap(\.name)
            case .function(let function) where !function.header.isStatic && function.kind == .function: names = [function.name]
            default: continue
            }
            var reading: Set<String> = []
            SyntaxTraversal.forEachExpression(in: member.value) { expr in
                if case .identifier(let name) = expr.kind { reading.insert(name) }
            }
            reads.append((names, reading))
        }
        var dependent: Set<String> = ["rawValue", "self"]
        var changed = true
        while changed {
            changed = false
            for member in reads where !member.names.allSatisfy(dependent.contains) && !member.reading.isDisjoint(with: dependent) {
                dependent.formUnion(member.names)
                changed = true
            }
        }
        return dependent.subtracting(["rawValue", "self"])
    }

    /// Whether `declaration` is an instance property or method named among `names`.
    static func isInstanceMember(_ declaration: Decl, among names: Set<String>) -> Bool {
        switch declaration {
        case .variable(let variable): return !variable.header.isStatic && variable.bindings.contains { $0.name.map(names.contains) == true }
        case .function(let function): return !function.header.isStatic && names.contains(function.name)
        default: return false
        }
    }

    /// An instance property with a getter, or a method without parameters, whose type is an
    /// element (`XCUIElement`, a suite's `KassElement`).
    static func elementAccessor(_ declaration: Decl) -> Accessor? {
        switch declaration {
        case .variable(let variable) where !variable.header.isStatic && variable.bindings.count == 1:
            let binding = variable.bindings[0]
            guard let name = binding.name, let body = binding.getter, let written = binding.type,
                  namesAnElementType(written) else { return nil }
            return Accessor(name: name, body: body, function: nil, declaration: variable)
        case .function(let function) where function.kind == .function && !function.header.isStatic && function.parameters.isEmpty:
            guard let body = function.body, let written = function.returnType,
                  namesAnElementType(written) else { return nil }
            return Accessor(name: function.name, body: body, function: function, declaration: function)
        default:
            return nil
        }
    }

    /// Whether `declaration` gives the cases their elements as `accessor` does: the accessor, or
    /// another instance member of its name and kind (its `#if` alternative), which is no element of
    /// its own either.
    static func givesCaseElements(_ declaration: Decl, like accessor: Accessor) -> Bool {
        guard let other = elementAccessor(declaration) else { return false }
        return other.name == accessor.name && (other.function == nil) == (accessor.function == nil)
    }

    /// Whether `declaration` is the accessor's.
    static func isAccessor(_ declaration: Decl, _ accessor: Accessor) -> Bool {
        switch declaration {
        case .variable(let variable): return variable === accessor.declaration
        case .function(let function): return function === accessor.declaration
        default: return false
        }
    }

    /// `XCUIElement`, `KassElement`, optional or not; not a query, which finds many.
    private static func namesAnElementType(_ type: TypeSyntax) -> Bool {
        type.baseName.hasSuffix("Element")
    }

    /// What `body` returns for the case `name`: the branch of its `switch self` that names the case
    /// alone or among others (else the `default:` one), or the one value it returns for every case,
    /// which must read `rawValue` or `self` to tell the cases apart (`{ alerts.buttons["OK"] }`
    /// finds one element, no case's). A branch with a `where` is passed over (the case goes to
    /// `default:`), and a case whose branch returns nothing (`case .a: fallthrough`) is no element.
    public static func value(of body: [Stmt], forCase name: String) -> Expr? {
        guard body.count == 1, let switched = switchOverSelf(body[0]) else {
            guard let value = ScreenCatalogBuilder.returnedElementValue(of: body, named: name), readsSelf(value) else { return nil }
            return value
        }
        let branch = switched.cases.first { $0.guardExpression == nil && $0.patterns.contains { pattern in
            if case .implicitMember(name) = pattern.kind { return true }
            return false
        } } ?? switched.cases.first { $0.patterns.isEmpty || $0.patterns.allSatisfy(isWildcard) }
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

    /// `case _:`, which matches every case as `default:` does.
    private static func isWildcard(_ pattern: Expr) -> Bool {
        if case .identifier("_") = pattern.kind { return true }
        return false
    }

    /// Whether the expression reads `rawValue` or `self` anywhere.
    private static func readsSelf(_ value: Expr) -> Bool {
        var reads = false
        SyntaxTraversal.forEachExpression(in: value) { expr in
            if case .identifier(let name) = expr.kind, name == "rawValue" || name == "self" { reads = true }
        }
        return reads
    }
}
