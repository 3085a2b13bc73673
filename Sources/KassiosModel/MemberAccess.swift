import KassiosSyntax

extension TypeInfo {
    /// Whether code outside the type cannot name its member `name`: the property or method is
    /// `private` or `fileprivate`, or declared in an extension that is (`private extension
    /// LoginRobot { … }`), or, for a ScreenObject getter closure, the property a test names it by
    /// is (`private var submit: XCUIElement { submitGetter(app) }`). A test writing `$0.submit`
    /// would not compile.
    public func isPrivateMember(_ name: String) -> Bool {
        if let via = reference(ofGetter: name), let reader = via.header { return reader.isPrivate }
        for declaration in declarations {
            for member in declaration.value.members {
                switch member {
                case .variable(let variable):
                    var declares = false
                    variable.bindings.forEach { binding in if binding.name == name { declares = true } }
                    if declares { return variable.header.isPrivate || declaration.value.header.isPrivate }
                case .function(let function) where function.name == name && function.kind == .function:
                    return function.header.isPrivate || declaration.value.header.isPrivate
                default:
                    break
                }
            }
        }
        return false
    }

    /// Whether `function` is declared in a `private` or `fileprivate` extension of the type.
    public func isInPrivateExtension(_ function: FunctionDecl) -> Bool {
        declarations.contains { declaration in
            declaration.value.kind == .extension && declaration.value.header.isPrivate
                && declaration.value.members.contains { member in
                    if case .function(let declared) = member { return declared === function }
                    return false
                }
        }
    }
}
