import KassiosSyntax

/// Whether a query finds what the app under test cannot give an identifier, so that a label is
/// all there is to find it by: another app (`XCUIApplication(bundleIdentifier:)`, in place, in a
/// local, in a property such as Tasks's `BaseScreen.springboard` or stream-chat's computed
/// `SpringBoard.app`), an alert, a sheet, the keyboard, the edit menu, web content — also
/// through a getter closure a property holds (ScreenObject's `alertGetter(app)`). The one answer
/// for `label-locator`'s queries and for the model's wrappers (`Wrapper.labelMatchingParameters`).
public struct QueryReach {
    let index: DeclarationIndex
    /// The type the query is written in (qualified).
    let typeName: String?
    /// What a local name means where the query is written.
    let lookup: (String) -> Scope.Binding?
    /// The value of a bundle identifier not written as a literal (`bundleIdentifier: bundleId`), when known.
    let text: (Expr) -> String?
    /// Whether only another app counts (`isInAnotherApp`), not an alert, a sheet or a keyboard of the app's.
    private var onlyOtherApps = false

    public init(index: DeclarationIndex, typeName: String?, lookup: @escaping (String) -> Scope.Binding?,
                text: @escaping (Expr) -> String?) {
        self.index = index
        self.typeName = typeName
        self.lookup = lookup
        self.text = text
    }

    /// Whether the query finds an element of another app (Safari's `textFields["URL"]`), however
    /// it is reached: not of the app under test's alerts, sheets or keyboard.
    public func isInAnotherApp(_ query: Expr) -> Bool {
        var reach = self
        reach.onlyOtherApps = true
        return reach.isOutOfReach(query)
    }

    public func isOutOfReach(_ query: Expr) -> Bool {
        isOutOfReach(query, throughProperty: false, choices: 0)
    }

    /// `choices`: how many ternaries were followed on the way, each into both its branches.
    private func isOutOfReach(_ query: Expr, throughProperty startsThroughProperty: Bool, choices: Int) -> Bool {
        var expr = query
        // Suites keep their own app in a property too, by its bundle identifier (`static let app =
        // XCUIApplication(bundleIdentifier: "com.example.shop")`): one held there is another app
        // only as one of Apple's (`com.apple.springboard`, `com.apple.Preferences`).
        var throughProperty = startsThroughProperty
        // Inside a closure a property holds (`alertGetter = { $0.alerts.firstMatch }`), called
        // with an argument: its parameter stands for that argument.
        var closureParameter: (name: String, argument: Expr)?
        // `alertGetter(app)`, `self.alertGetter(app)`: what the closure in the property returns, the way
        // ScreenObject's getters are written (WordPressAuthenticator's `ContinueWithGoogleAlert`).
        func closureReturn(of property: String, called call: Expr) -> Expr? {
            guard let value = propertyValue(property, of: typeName), case .closure(let closure) = value.kind,
                  let returned = Stmt.returnedValue(of: closure.body) else { return nil }
            if case .call(_, let arguments, _) = call.kind, let first = arguments.first {
                closureParameter = (closure.parameters.first ?? "$0", first.value)
            }
            return returned
        }
        for _ in 0..<32 {
            switch expr.kind {
            case .member(let name, let base):
                if ElementQueries.unidentifiable.contains(name), !onlyOtherApps { return true }
                // `BaseScreen.springboard`, `Self.springboard`, `self.springboard`: what the property holds.
                if ElementQueries.collections[name] == nil, case .identifier(let owner) = base.kind,
                   let value = propertyValue(name, of: owner == "self" || owner == "Self" ? typeName : owner) {
                    expr = value
                    throughProperty = true
                    continue
                }
                expr = base
            case .subscript(let base, _), .postfix(_, let base):
                expr = base
            case .call(let callee, _, _):
                switch callee.kind {
                case .identifier("XCUIApplication"), .implicitMember("init"):
                    guard throughProperty else { return OtherApplications.makesOne(expr) }
                    return OtherApplications.makesOneOfApples(expr, text: text)
                case .member(let name, let base):
                    if case .identifier("self") = base.kind, let value = closureReturn(of: name, called: expr) {
                        expr = value
                    } else {
                        expr = base
                    }
                case .identifier(let name) where lookup(name) == nil:
                    guard let value = closureReturn(of: name, called: expr) else { return false }
                    expr = value
                default:
                    return false
                }
            case .ternary(_, let then, let otherwise):
                // Mullvad's `isIPad ? springboard : spotlight`: out of reach when both are.
                guard choices < 4 else { return false }
                return [then, otherwise].allSatisfy { isOutOfReach($0, throughProperty: throughProperty, choices: choices + 1) }
            case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
                expr = elements[0].value
            case .identifier(let name) where name == closureParameter?.name:
                expr = closureParameter!.argument
                closureParameter = nil
            case .identifier(let name):
                if let binding = lookup(name) {
                    guard case .local(let initializer?, _) = binding else { return false }
                    expr = initializer
                } else if let value = propertyValue(name, of: typeName) {
                    expr = value
                    throughProperty = true
                } else {
                    // `alerts["…"]` in an `extension XCUIApplication` (PIA's screens): the app's own alerts.
                    return ElementQueries.unidentifiable.contains(name) && !onlyOtherApps
                        && (typeName == "XCUIApplication" || typeName == "XCUIElement")
                }
            default:
                return false
            }
        }
        return false
    }

    /// What a property `name` of a type (or of a class it inherits from) holds or returns
    /// (`PatternBinding.storedOrReturnedValue`); nil for none.
    func propertyValue(_ name: String, of owner: String?) -> Expr? {
        guard let owner, let type = index.resolveType(owner, from: typeName) else { return nil }
        for declaring in index.classChain(from: type) {
            if let binding = declaring.propertyBinding(named: name) { return binding.storedOrReturnedValue }
        }
        return nil
    }
}
