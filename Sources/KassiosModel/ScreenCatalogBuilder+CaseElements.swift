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
        /// The member that gives each case its element, which is no element of its own.
        let accessor: StaticEnumPage.Accessor
        let elements: [Element]
    }

    /// The elements the cases of `type` are; nil when `type` is no enum with cases and an instance
    /// member of an element type that finds one for them.
    func caseElements(of type: TypeInfo) -> CaseElements? {
        let cases = StaticEnumPage.cases(of: type)
        guard let accessor = StaticEnumPage.accessor(of: type, cases: cases) else { return nil }
        let declaredBy = accessor.function.map(ScopedWalker.Member.function) ?? .property(accessor.name, isStored: false)
        let elements = cases.compactMap { found -> Element? in
            guard let value = StaticEnumPage.value(of: accessor.body, forCase: found.element.name) else { return nil }
            return classifier.asInCase(found.element.name) {
                element(named: found.element.name, value: value, parameters: [], typeName: type.qualifiedName, file: found.file,
                        location: found.element.location, declaredBy: declaredBy, isStatic: true, reach: .caseAccessor(accessor.reference))
            }
        }
        return elements.isEmpty ? nil : CaseElements(accessor: accessor, elements: elements)
    }
}
