import KassiosSyntax

/// The static-enum page, whose cases are its elements:
///
///     enum LoginPage: String {
///         case email = "login.email"
///         case submit = "login.submit"
///         var element: XCUIElement {
///             switch self {
///             case .email: return XCUIApplication().textFields[self.rawValue]
///             case .submit: return XCUIApplication().buttons[self.rawValue]
///             }
///         }
///     }
///
/// or with one query for every case (`var element: XCUIElement { app.buttons[rawValue] }`). Tests
/// name an element `LoginPage.email.element`. Each case is an element named as the case, found by
/// what its branch of the `switch self` returns (a `default:` branch for the cases none names), or
/// by the one query, with `rawValue` the case's own value. A case with an associated value is no
/// element (a selector enum's `case button(String)` is a wrapper, `EnumCaseWrappers`).
extension ScreenCatalogBuilder {
    struct CaseElements {
        /// The member that gives each case its element: `element`, or `element` of `func element()`.
        let accessor: String
        let elements: [Element]
    }

    /// The elements the cases of `type` are; nil when `type` is no enum with cases and an instance
    /// member of an element type that finds one for them.
    func caseElements(of type: TypeInfo) -> CaseElements? {
        guard type.kind == .enum else { return nil }
        var cases: [(element: EnumCaseDecl.Element, file: SourceFile)] = []
        for member in type.members {
            guard case .enumCase(let declaration) = member.value else { continue }
            for element in declaration.elements where element.associatedValue == nil { cases.append((element, member.file)) }
        }
        guard !cases.isEmpty else { return nil }
        for member in type.members {
            guard let (accessor, body, isFunction) = StaticEnumPage.elementAccessor(member.value) else { continue }
            let reference = isFunction ? accessor + "()" : accessor
            let declaredBy: ScopedWalker.Member
            if case .function(let function) = member.value { declaredBy = .function(function) } else { declaredBy = .property(accessor, isStored: false) }
            let elements = cases.compactMap { found -> Element? in
                guard let value = StaticEnumPage.value(of: body, forCase: found.element.name) else { return nil }
                return classifier.asInCase(found.element.name) {
                    element(named: found.element.name, value: value, parameters: [], typeName: type.qualifiedName, file: found.file,
                            location: found.element.location, declaredBy: declaredBy, isStatic: true, caseAccessor: reference)
                }
            }
            if !elements.isEmpty { return CaseElements(accessor: accessor, elements: elements) }
        }
        return nil
    }
}

extension Decl {
    /// Whether this is the property `name`, or the method `name` without parameters.
    func declares(_ name: String) -> Bool {
        switch self {
        case .variable(let variable): return variable.bindings.binds(name)
        case .function(let function): return function.kind == .function && function.name == name && function.parameters.isEmpty
        default: return false
        }
    }
}
