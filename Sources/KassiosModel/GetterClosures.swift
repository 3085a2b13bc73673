import KassiosSyntax

/// Automattic's ScreenObject keeps elements in getter closures (`private let firstOrderGetter:
/// (XCUIApplication) -> XCUIElement = { $0.cells["orders.first"] }`, the model's element), and
/// names them through a property that calls one with the app (`var firstOrder: XCUIElement {
/// firstOrderGetter(app) }`): how test code names such an element.
extension TypeInfo {
    /// How code names the element a getter closure property of this type finds: the property that
    /// calls it with its header (`firstOrder`), else the call (`firstOrderGetter(app)`, no header);
    /// nil when `name` is no getter closure the type declares.
    public func reference(ofGetter name: String) -> (reference: String, header: DeclHeader?)? {
        guard isGetterClosure(name) else { return nil }
        for member in members {
            guard case .variable(let variable) = member.value, !variable.header.isStatic else { continue }
            var reader: String?
            variable.bindings.forEach { binding in
                guard reader == nil, let property = binding.name, let body = binding.getter,
                      let value = Stmt.returnedValue(of: body)?.unwrapped,
                      case .call(let callee, let arguments, _) = value.kind, arguments.count == 1 else { return }
                switch callee.kind {
                case .identifier(name): reader = property
                case .member(name, let base):
                    if case .identifier("self") = base.kind { reader = property }
                default: break
                }
            }
            if let reader { return (reader, variable.header) }
        }
        return (name + "(app)", nil)
    }

    /// Whether the type declares `name` as a stored property holding a closure.
    private func isGetterClosure(_ name: String) -> Bool {
        guard let binding = propertyBinding(named: name), binding.accessors == nil, let initializer = binding.initializer,
              case .closure = initializer.kind else { return false }
        return true
    }
}
