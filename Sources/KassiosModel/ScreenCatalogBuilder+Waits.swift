import KassiosSyntax

// Reading waits and assertions: which elements a body waits for or asserts on, which of
// its statements fail the test, and which only check that something is absent or goes.
extension ScreenCatalogBuilder {
    /// The elements (of `names`) a body shows are there: its asserted, unconditional waits
    /// (`assertedWaits`), not those for something absent or going (`assertsAbsence`): not `if
    /// x.waitForExistence(…)`, nor `XCTAssertTrue(spinner.waitForNonExistence(…))`.
    static func elementsShown(in body: [Stmt], among names: Set<String>) -> [String] {
        let asserted = assertedWaits(in: body).filter { !assertsAbsence($0) }
        return elementsWaitedFor(in: asserted, among: names, aliasesFrom: body)
    }

    /// Whether an asserted statement checks only that something is absent or goes away
    /// (`XCTAssertFalse(banner.exists)`, `XCTAssertTrue(spinner.waitForNonExistence(timeout: 5))`,
    /// `XCTAssertEqual(root.waitForExistence(timeout: 3), false)`, `guard !root.exists else { … }`).
    /// One that also waits for something to appear (`XCTAssertTrue(root.waitForExistence(timeout: 10)
    /// && spinner.waitForNonExistence(timeout: 10))`) shows that, and only that, is there; so does a
    /// negated one that reads anything but existence (`XCTAssertFalse(submit.isEnabled)` fails when
    /// the button is not there).
    static func assertsAbsence(_ statement: Stmt) -> Bool {
        switch statement {
        case .expression(let expr):
            if case .call(let callee, let arguments, _) = expr.kind, case .identifier(let name) = callee.kind,
               name.hasPrefix("XCTAssert"), assertsTheOpposite(name, arguments),
               name == "XCTAssertNil" || arguments.prefix(2).contains(where: { readsExistence($0.value) }) {
                return true
            }
        case .guard(let guardStatement):
            for case .expression(let condition) in guardStatement.conditions where isNegated(condition) && readsExistence(condition) {
                return true
            }
        default:
            break
        }
        var goes = false
        var appears = false
        ScreenCatalogBuilder.visitExpressions(in: [statement]) { expr in
            guard case .call(let callee, let arguments, _) = expr.kind, let name = CallSite.name(ofCallee: callee) else { return }
            if genericWaitNames.contains(name) {
                if waitCallWaitsForAppearance(arguments) { appears = true } else { goes = true }
                return
            }
            guard name.hasPrefix("waitFor") || name.hasPrefix("waitUntil") else { return }
            // A wait named for neither (zpod's `waitForAny([speedButton, …])`) says nothing of either.
            if name == "waitForExistence" || waitsForAppearance(name) {
                appears = true
            } else if absenceWords.contains(where: name.lowercased().contains) {
                goes = true
            }
        }
        return goes && !appears
    }

    /// Whether a statement is an assertion that fails when what it reads is true
    /// (`XCTAssertFalse(isLoading())`, `XCTAssert(!isShown())`, `guard !isShown() else { XCTFail(…) }`).
    static func assertsTheOpposite(_ statement: Stmt) -> Bool {
        switch statement {
        case .expression(let expr):
            guard case .call(let callee, let arguments, _) = expr.kind, case .identifier(let name) = callee.kind,
                  name.hasPrefix("XCTAssert") else { return false }
            return assertsTheOpposite(name, arguments)
        case .guard(let guardStatement):
            return guardStatement.conditions.contains { if case .expression(let condition) = $0 { return isNegated(condition) } else { return false } }
        default:
            return false
        }
    }

    /// Whether the assertion `name(arguments…)` passes when what it checks is false or nil:
    /// `XCTAssertFalse(x)`, `XCTAssertNil(x)`, `XCTAssertEqual(x, false)`, `XCTAssertNotEqual(x, true)`,
    /// `XCTAssertTrue(!x)`, `XCTAssert(x == false)`; not `XCTAssertFalse(!x)`. `XCTAssertNotEqual`
    /// against anything but a boolean asserts a difference, and so does the rest of its family.
    static func assertsTheOpposite(_ name: String, _ arguments: ArgumentList) -> Bool {
        switch name {
        case "XCTAssertNil":
            return true
        case "XCTAssertFalse":
            return arguments.first.map { !isNegated($0.value) } ?? false
        case "XCTAssert", "XCTAssertTrue":
            return arguments.first.map { isNegated($0.value) } ?? false
        case "XCTAssertEqual", "XCTAssertNotEqual":
            let compared = Array(arguments.prefix(2))
            guard compared.count == 2, let position = compared.firstIndex(where: { if case .boolean = $0.value.kind { return true } else { return false } }),
                  case .boolean(let expected) = compared[position].value.kind else { return name == "XCTAssertNotEqual" }
            // Passes when the other side equals (or differs from) `expected`: what it reads is
            // absent when that side, read as it stands, must be false.
            let otherIsNegated = isNegated(compared[1 - position].value)
            return name == "XCTAssertEqual" ? expected == otherIsNegated : expected != otherIsNegated
        default:
            return name.hasPrefix("XCTAssertNot")
        }
    }

    /// Whether a condition holds when what it reads is false: `!x`, `(!x)`, `x == false`,
    /// `false == x`, `x != true`; `!!x` and `!(x == false)` read `x` as it is.
    static func isNegated(_ condition: Expr) -> Bool {
        switch condition.kind {
        case .prefix("!", let operand):
            return !isNegated(operand)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return isNegated(elements[0].value)
        case .sequence(let parts) where parts.count == 3:
            guard case .binaryOperator(let op) = parts[1].kind, op == "==" || op == "!=" else { return false }
            let value: Bool
            let other: Expr
            if case .boolean(let literal) = parts[2].kind {
                (value, other) = (literal, parts[0])
            } else if case .boolean(let literal) = parts[0].kind {
                (value, other) = (literal, parts[2])
            } else {
                return false
            }
            // `x == true` and `x != false` read `x` as it is; `x == false` and `x != true` negate it.
            return (op == "==") == value ? isNegated(other) : !isNegated(other)
        default:
            return false
        }
    }

    /// Whether an expression reads whether an element is there: `.exists`, `.isHittable`,
    /// `waitForExistence(timeout:)` or a wait of the suite's own for it to appear.
    static func readsExistence(_ expr: Expr) -> Bool {
        var reads = false
        SyntaxTraversal.forEachExpression(in: expr) { part in
            switch part.kind {
            case .member("exists", _), .member("isHittable", _):
                reads = true
            case .call(let callee, let arguments, _):
                guard let name = CallSite.name(ofCallee: callee) else { return }
                if name == "waitForExistence" || waitsForAppearance(name)
                    || (genericWaitNames.contains(name) && waitCallWaitsForAppearance(arguments)) { reads = true }
            default:
                break
            }
        }
        return reads
    }

    /// `XCTFail(…)`, `fatalError(…)`, `preconditionFailure(…)`: a call that fails the test.
    static func isFailure(_ expr: Expr) -> Bool {
        guard case .call(let callee, _, _) = expr.kind, case .identifier(let name) = callee.kind else { return false }
        return name == "XCTFail" || name == "fatalError" || name == "preconditionFailure"
    }

    /// The statements of a body that fail the test when what they wait for does not come, each as
    /// it stands at the top of the body (none inside an `if`): an `XCTAssert…` or `assert…` call,
    /// a suite's own wait (`waitForElementToAppear(root)`, `root.waitUntilVisible()`), and a
    /// `guard` whose `else` fails the test. A result dropped (`_ = root.waitForExistence(…)`) is none.
    static func assertedWaits(in body: [Stmt]) -> [Stmt] {
        var found: [Stmt] = []
        for statement in body {
            switch statement {
            case .expression(let expr):
                guard case .call(let callee, let arguments, _) = expr.kind else { continue }
                // A generic wait of the suite's own fails the test itself; Xcode 15's `wait(for:toEqual:)`
                // returns what a statement drops.
                let genericWait = !arguments.contains { $0.label == "toEqual" }
                switch callee.kind {
                case .identifier(let name) where name.hasPrefix("XCTAssert") || name.hasPrefix("assert") || waitsForAppearance(name)
                        || (genericWait && isGenericWait(name, arguments)):
                    found.append(statement)
                case .member(let name, _) where name != "waitForExistence" && (waitsForAppearance(name) || (genericWait && isGenericWait(name, arguments))):
                    found.append(statement)
                default:
                    break
                }
            case .guard(let guardStatement):
                let fails = guardStatement.elseBody.contains { statement in
                    guard case .expression(let expr) = statement else { return false }
                    return isFailure(expr)
                }
                if fails { found.append(statement) }
            default:
                break
            }
        }
        return found
    }

    /// The elements (of `names`) the statements wait for or assert on: `x.waitForExistence(…)`,
    /// and any of them inside an `XCTAssert…`/`assert…` call (`XCTAssert(x.exists)`), in order,
    /// once each. An element only tapped or typed into is not waited for.
    /// `aliasesFrom`: the whole body, when `body` is some of its statements (its asserted waits),
    /// for the locals bound at its top.
    static func elementsWaitedFor(in body: [Stmt], among names: Set<String>, aliasesFrom whole: [Stmt]? = nil) -> [String] {
        var waited: [String] = []
        // Locals bound at the top of the body to an element (`guard let trait = trait() else { … }`).
        var aliases: [String: String] = [:]
        func element(_ expr: Expr) -> String? {
            var name: String?
            switch expr.kind {
            case .identifier(let identifier): name = aliases[identifier] ?? identifier
            case .member(let member, let base):
                // `self.title`, and `Self.searchField()` for a static element.
                if case .identifier(let owner) = base.kind, owner == "self" || owner == "Self" { name = member }
            case .call(let callee, let arguments, let closures) where arguments.isEmpty && closures.isEmpty:
                return element(callee)
            default: break
            }
            return name.flatMap { names.contains($0) ? $0 : nil }
        }
        func add(_ expr: Expr) {
            if let name = element(expr), !waited.contains(name) { waited.append(name) }
        }
        for statement in whole ?? body {
            let conditions: [Condition]
            switch statement {
            case .guard(let guardStatement): conditions = guardStatement.conditions
            case .declaration(.variable(let variable)):
                variable.bindings.forEach { binding in
                    if let local = binding.name, let value = binding.initializer, let name = element(value) { aliases[local] = name }
                }
                continue
            default: continue
            }
            for case .optionalBinding(let local?, let value?, _) in conditions {
                if let name = element(value) { aliases[local] = name }
            }
        }
        // An assertion that the element is absent or goes proves nothing (`XCTAssertFalse(total.exists)`).
        visitExpressions(in: body.filter { !assertsAbsence($0) }) { expr in
            guard case .call(let callee, let arguments, _) = expr.kind else { return }
            switch callee.kind {
            case .member(let name, let base) where name == "waitForExistence" || waitsForAppearance(name)
                    || isGenericWait(name, arguments):
                add(base)
                // A wait of the suite's own given the element: `test.waitForElementToExist(root)`,
                // UIBot's `test.wait(element: trait, by: timeout) { … }`.
                if name != "waitForExistence" { for argument in arguments { add(argument.value) } }
            case .identifier(let name) where name.hasPrefix("XCTAssert") || name.hasPrefix("assert"):
                for argument in arguments { SyntaxTraversal.forEachExpression(in: argument.value, add) }
            case .identifier(let name) where waitsForAppearance(name) || isGenericWait(name, arguments):
                // A wait of the suite's own given the element: `waitForElementToExist(root)`, `wait(element: trait, by: 3)`.
                for argument in arguments { add(argument.value) }
            default:
                break
            }
        }
        return waited
    }

    /// The elements an initializer waits for (`names`), itself or else in the methods it calls on
    /// `self` (`init() { super.init(); visible() }`), each the nearest `classes` declares.
    /// A method called only where the opposite is asserted (`XCTAssertFalse(isLoading())`, the
    /// method waiting for a spinner) waits for nothing the screen shows.
    static func elementsWaitedFor(inInitializer body: [Stmt], methodsOf classes: [TypeInfo], among names: Set<String>) -> [String] {
        var waited = elementsWaitedFor(in: body, among: names)
        guard waited.isEmpty else { return waited }
        let called = body.filter { !assertsTheOpposite($0) }
        for method in methods(calledOnSelfIn: called, declaredIn: classes) {
            for name in elementsWaitedFor(in: method, among: names) where !waited.contains(name) { waited.append(name) }
        }
        return waited
    }

    /// A suite's own wait on an element, named for its appearing (`waitForAppearance()`,
    /// `assertExistence(afterWait:)`, `waitUntilVisible()`, `waitForIsHittable()`); not one for its
    /// going (`waitForNonExistence`, `waitForDisappearance`).
    static func waitsForAppearance(_ name: String) -> Bool {
        // fusion's `checkExists()` asserts as `assertExists()` would.
        guard name.hasPrefix("waitFor") || name.hasPrefix("waitUntil") || name.hasPrefix("assert") || name.hasPrefix("check") else { return false }
        let lowered = name.lowercased()
        if absenceWords.contains(where: lowered.contains) { return false }
        return ["exist", "appear", "visible", "hittable", "displayed", "shown"].contains(where: lowered.contains)
    }

    /// A wait of the suite's own under a generic name (`wait(element: trait, by: 3)`, `waitFor(balance)`,
    /// `waitUntil(…)`) told nothing that says the element goes.
    static func isGenericWait(_ name: String, _ arguments: ArgumentList) -> Bool {
        genericWaitNames.contains(name) && waitCallWaitsForAppearance(arguments)
    }

    static let genericWaitNames: Set<String> = ["wait", "waitFor", "waitUntil"]

    /// What says a wait is for something to go (lowercased).
    static let absenceWords = ["nonexist", "notexist", "notto", "notbe", "nolonger", "disappear", "vanish", "invisible", "hidden", "gone",
                               "notvisible", "nothittable", "absen", "dismissed", "removed", "removal", "notpresent", "notdisplayed", "notshown"]

    /// Whether a call named `wait` waits for its element to be there: Xcode 15's `wait(for: \.exists,
    /// toEqual: true, timeout:)` (`\.isHittable` too), or a suite's own `wait(element:by:)` given
    /// nothing that says otherwise; not `wait(for: \.exists, toEqual: false, …)`, nor an argument
    /// naming the element's going (`until: .gone`, `.notExists`).
    static func waitCallWaitsForAppearance(_ arguments: ArgumentList) -> Bool {
        if let expected = arguments.first(where: { $0.label == "toEqual" }) {
            guard case .boolean(true) = expected.value.kind, let property = arguments.first(where: { $0.label == "for" }),
                  case .keyPath(let path) = property.value.kind else { return false }
            return path.hasSuffix(".exists") || path.hasSuffix(".isHittable")
        }
        for argument in arguments {
            let named: String?
            switch argument.value.kind {
            case .boolean(false): return false
            case .identifier(let name), .implicitMember(let name), .member(let name, _), .keyPath(let name): named = name
            default: named = nil
            }
            if let named, absenceWords.contains(where: named.lowercased().contains) { return false }
        }
        return true
    }

    /// The bodies of the methods `body` calls on `self` (`visible()`, `self.visible()`), each the
    /// nearest declared among `classes` (the type first, then its bases).
    static func methods(calledOnSelfIn body: [Stmt], declaredIn classes: [TypeInfo]) -> [[Stmt]] {
        var names: [String] = []
        visitCalls(in: body) { callee, _ in
            switch callee.kind {
            case .identifier(let name) where !names.contains(name): names.append(name)
            case .member(let name, let base) where !names.contains(name):
                if case .identifier("self") = base.kind { names.append(name) }
            default: break
            }
        }
        return names.compactMap { ScreenCatalogBuilder.body(ofMethod: $0, declaredIn: classes) }
    }

    /// The body of the method `name` the nearest of `classes` declares; nil for none.
    static func body(ofMethod name: String, declaredIn classes: [TypeInfo]) -> [Stmt]? {
        for declaring in classes {
            for member in declaring.members {
                if case .function(let function) = member.value, function.kind == .function, function.name == name, let body = function.body {
                    return body
                }
            }
        }
        return nil
    }

    /// The elements (of `names`) waited for in what the methods on `self` that a body's assertions
    /// call return (`XCTAssert(waitForExistence(timeout: 3))`, the method returning `view
    /// .waitForExistence(timeout: timeout)`): the assertion fails when they do not come. Only the
    /// plain forms, whose polarity is plain too: the call is what `XCTAssert` or `XCTAssertTrue`
    /// asserts, or what a `guard` that fails the test requires, and the method returns the wait
    /// itself; `XCTAssertFalse(isShown())`, `XCTAssert(!isShown())` and a method returning
    /// `!view.exists` prove nothing.
    static func elementsWaitedFor(assertedResultsIn body: [Stmt], methodsOf classes: [TypeInfo], among names: Set<String>) -> [String] {
        var found: [String] = []
        for statement in assertedWaits(in: body) {
            var asserted: [Expr] = []
            switch statement {
            case .expression(let expr):
                if case .call(let callee, let arguments, _) = expr.kind, case .identifier(let name) = callee.kind,
                   name == "XCTAssert" || name == "XCTAssertTrue", let first = arguments.first, first.label == nil {
                    asserted.append(first.value)
                }
            case .guard(let guardStatement):
                for case .expression(let condition) in guardStatement.conditions { asserted.append(condition) }
            default:
                break
            }
            for expr in asserted {
                var value = expr.unwrapped
                if case .try(_, let operand) = value.kind { value = operand.unwrapped }
                guard case .call(let callee, _, _) = value.kind, let name = CallSite.name(ofCallee: callee) else { continue }
                switch callee.kind {
                case .identifier: break
                case .member(_, let base) where ScopedWalker.isSelf(base): break
                default: continue
                }
                guard let method = ScreenCatalogBuilder.body(ofMethod: name, declaredIn: classes), let returned = Stmt.returnedValue(of: method)?.unwrapped,
                      case .call(let waitCallee, _, _) = returned.kind, case .member(let wait, _) = waitCallee.kind,
                      wait == "waitForExistence" || waitsForAppearance(wait) else { continue }
                for element in elementsWaitedFor(in: [.expression(returned)], among: names) where !found.contains(element) {
                    found.append(element)
                }
            }
        }
        return found
    }

    /// Every call in the statements, nested ones included.
    static func visitCalls(in body: [Stmt], _ visit: (Expr, ArgumentList) -> Void) {
        visitExpressions(in: body) { expr in
            if case .call(let callee, let arguments, _) = expr.kind { visit(callee, arguments) }
        }
    }

    /// Every expression in the statements, depth first.
    static func visitExpressions(in body: [Stmt], _ visit: (Expr) -> Void) {
        SyntaxTraversal.forEachExpression(in: body, visit)
    }
}
