import KassiosSyntax

extension TypeInfo {
    /// Whether code outside the type cannot name its member `name`: the property or method is
    /// `private` or `fileprivate`, or, for a ScreenObject getter closure, the property a test names
    /// it by is (`private var submit: XCUIElement { submitGetter(app) }`). A test writing
    /// `$0.submit` would not compile.
    public func isPrivateMember(_ name: String) -> Bool {
        func isPrivate(_ header: DeclHeader) -> Bool { header.has("private") || header.has("fileprivate") }
        if let via = reference(ofGetter: name), let reader = via.header { return isPrivate(reader) }
        for member in members {
            switch member.value {
            case .variable(let variable):
                var declares = false
                variable.bindings.forEach { binding in if binding.name == name { declares = true } }
                if declares { return isPrivate(variable.header) }
            case .function(let function) where function.name == name && function.kind == .function:
                return isPrivate(function.header)
            default:
                break
            }
        }
        return false
    }
}
