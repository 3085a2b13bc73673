import KassiosSyntax

/// The methods a suite adds to `XCUIElement` that hand back the element they are called on
/// (Calendr's `func wait(_ timeout: TimeInterval) -> Self { XCTAssert(waitForExistence(timeout:
/// timeout)); return self }`): `app.statusItems["main"].wait(0.1)` is the element
/// `app.statusItems["main"]` finds, as `.firstMatch` on it would be.
struct ElementPassingMethods {
    /// Each such method's parameters, by name: overloads that hand back another element
    /// (`scroll(to element:) -> XCUIElement`) are told apart by the labels a call writes.
    private var parametersByName: [String: [[Parameter]]] = [:]
    /// The computed properties a suite adds to `XCUIElementQuery` that pick one of its elements, as
    /// `firstMatch` does (HackersUITests' `var lastMatch: XCUIElement { element(boundBy: count - 1) }`).
    private(set) var elementPickingQueryProperties: Set<String> = []

    static let none = ElementPassingMethods()

    /// Instance functions of `extension XCUIElement` declared to return `Self` or `XCUIElement`
    /// whose every `return` returns `self`; or a type of the suite that wraps the element, made of
    /// `self` alone (orderme's `func build() -> Button { Button(self) }`, `lazy var submit: Button =
    /// app.buttons["login.submit"].build()`): the wrapper stands for the element.
    /// The real orderme's wrappers are generic: `func build<T: Initializable>(description: String = …) -> T
    /// { build(type: T.self, description: description) }` and `func build<T: Initializable>(type: T.Type, …)
    /// -> T { type.init(element: self, …) }`: a method that makes the type it returns, a generic parameter,
    /// of `self` (among other arguments), or that calls one that does, is one too.
    init(index: DeclarationIndex) {
        for member in index.types["XCUIElementQuery"]?.members ?? [] {
            guard case .variable(let variable) = member.value, !variable.header.isStatic else { continue }
            variable.bindings.forEach { binding in
                if let name = binding.name, binding.getter != nil, binding.type?.text == "XCUIElement" {
                    elementPickingQueryProperties.insert(name)
                }
            }
        }
        guard let element = index.types["XCUIElement"] else { return }
        var generic: [FunctionDecl] = []
        for member in element.members {
            guard case .function(let function) = member.value, function.kind == .function, !function.header.isStatic,
                  let returned = function.returnType?.text, let body = function.body else { continue }
            if returned == "Self" || returned == "XCUIElement" {
                guard ElementPassingMethods.returnsOnlySelf(body) else { continue }
            } else if let generics = function.genericParameters, GenericClause.parameterNames(in: generics).contains(returned) {
                generic.append(function)
                continue
            } else {
                guard index.types[returned]?.primary != nil, ElementPassingMethods.wrapsSelf(body, in: returned) else { continue }
            }
            parametersByName[function.name, default: []].append(function.parameters)
        }
        // Those that make their type of `self`, then those that call one of them, a few calls deep.
        var found: Set<ObjectIdentifier> = []
        for _ in 0..<3 {
            for function in generic where !found.contains(ObjectIdentifier(function)) {
                guard let returned = function.returnType?.text, let body = function.body,
                      ElementPassingMethods.makesGeneric(returned, ofSelfIn: body, function: function)
                        || ElementPassingMethods.callsOneOf(generic.filter { found.contains(ObjectIdentifier($0)) }, in: body) else { continue }
                found.insert(ObjectIdentifier(function))
                parametersByName[function.name, default: []].append(function.parameters)
            }
        }
    }

    /// The value a body of one statement gives: `x` or `return x`.
    private static func soleValue(_ body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0] {
        case .expression(let expr): return expr
        case .return(let expr?, _): return expr
        default: return nil
        }
    }

    /// `T(element: self)`, `type.init(element: self, description: d)` with `type: T.Type`, `T.init(self)`.
    private static func makesGeneric(_ generic: String, ofSelfIn body: [Stmt], function: FunctionDecl) -> Bool {
        guard let value = soleValue(body), case .call(let callee, let arguments, let trailing) = value.kind, trailing.isEmpty,
              arguments.contains(where: { isSelf($0.value) }) else { return false }
        switch callee.kind {
        case .identifier(let name): return name == generic
        case .member("init", let base):
            guard case .identifier(let name) = base.kind else { return false }
            return name == generic || function.parameters.contains { $0.name == name && $0.type?.text == generic + ".Type" }
        default: return false
        }
    }

    /// `build(type: T.self, description: description)`, calling one of `functions` on `self`.
    private static func callsOneOf(_ functions: [FunctionDecl], in body: [Stmt]) -> Bool {
        guard !functions.isEmpty, let value = soleValue(body), case .call(let callee, let arguments, _) = value.kind else { return false }
        let name: String
        switch callee.kind {
        case .identifier(let called): name = called
        case .member(let called, let base) where isSelf(base): name = called
        default: return false
        }
        return functions.contains { $0.name == name && accepts($0.parameters, arguments) }
    }

    /// Whether a body of one statement makes `wrapper` of `self` alone: `Button(self)`,
    /// `Button(element: self)`, `.init(self)`, `return Button(self)`.
    static func wrapsSelf(_ body: [Stmt], in wrapper: String) -> Bool {
        guard let value = soleValue(body), case .call(let callee, let arguments, let trailing) = value.kind, arguments.count == 1, trailing.isEmpty,
              isSelf(arguments[0].value) else { return false }
        switch callee.kind {
        case .identifier(let name): return name == wrapper
        case .implicitMember("init"): return true
        default: return false
        }
    }

    private init() {}

    /// Whether a call of `name` with these arguments is one of them.
    func contains(_ name: String, arguments: ArgumentList) -> Bool {
        guard let overloads = parametersByName[name] else { return false }
        return overloads.contains { ElementPassingMethods.accepts($0, arguments) }
    }

    /// Whether the arguments' labels fit the parameters, in order, those with a default left out as
    /// a call may leave them.
    private static func accepts(_ parameters: [Parameter], _ arguments: ArgumentList) -> Bool {
        var next = 0
        for argument in arguments {
            while next < parameters.count, parameters[next].label != argument.label, parameters[next].defaultValue != nil { next += 1 }
            guard next < parameters.count, parameters[next].label == argument.label else { return false }
            next += 1
        }
        return parameters[next...].allSatisfy { $0.defaultValue != nil }
    }

    /// Whether a body ends in returning `self` (a lone `self` in a body of one statement does too)
    /// and returns nothing else on any path; a closure's own returns are not the method's.
    static func returnsOnlySelf(_ body: [Stmt]) -> Bool {
        if body.count == 1, case .expression(let value) = body[0] { return isSelf(value) }
        guard case .return(let last?, _)? = body.last, isSelf(last) else { return false }
        return everyReturnIsSelf(body)
    }

    private static func everyReturnIsSelf(_ body: [Stmt]) -> Bool {
        body.allSatisfy { statement in
            switch statement {
            case .return(let value, _): return value.map(isSelf) ?? false
            case .if(let branch): return everyReturnIsSelf(branch.body) && everyReturnIsSelf(branch.elseBody ?? [])
            case .guard(let check): return everyReturnIsSelf(check.elseBody)
            case .switch(let choice): return choice.cases.allSatisfy { everyReturnIsSelf($0.body) }
            case .for(let loop): return everyReturnIsSelf(loop.body)
            case .while(let loop): return everyReturnIsSelf(loop.body)
            case .do(let block): return everyReturnIsSelf(block.body) && block.catches.allSatisfy { everyReturnIsSelf($0.body) }
            case .defer(let statements, _): return everyReturnIsSelf(statements)
            case .ifConfig(let clauses): return clauses.allSatisfy { everyReturnIsSelf($0.elements) }
            default: return true
            }
        }
    }

    private static func isSelf(_ expr: Expr) -> Bool {
        if case .identifier("self") = expr.kind { return true }
        return false
    }
}
