import KassiosSyntax

/// The methods a suite adds to `XCUIElement` that hand back the element they are called on
/// (Calendr's `func wait(_ timeout: TimeInterval) -> Self { XCTAssert(waitForExistence(timeout:
/// timeout)); return self }`): `app.statusItems["main"].wait(0.1)` is the element
/// `app.statusItems["main"]` finds, as `.firstMatch` on it would be.
enum ElementPassingMethods {
    /// Their names: instance functions of `extension XCUIElement` declared to return `Self` or
    /// `XCUIElement`, whose body ends in returning `self`.
    static func collect(in index: DeclarationIndex) -> Set<String> {
        guard let element = index.types["XCUIElement"] else { return [] }
        var names: Set<String> = []
        for member in element.members {
            guard case .function(let function) = member.value, function.kind == .function, !function.header.isStatic,
                  let returned = function.returnType?.text, returned == "Self" || returned == "XCUIElement",
                  let body = function.body, let last = body.last else { continue }
            switch last {
            case .return(let value?, _) where ElementPassingMethods.isSelf(value): names.insert(function.name)
            case .expression(let value) where body.count == 1 && ElementPassingMethods.isSelf(value): names.insert(function.name)
            default: continue
            }
        }
        return names
    }

    private static func isSelf(_ expr: Expr) -> Bool {
        if case .identifier("self") = expr.kind { return true }
        return false
    }
}
