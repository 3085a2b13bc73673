/// How a case gets from the screen it is on to the screen its next step is on. A move is
/// automated only when something explains it: the action just done, which the suite shows
/// leading there; the suite's own way there, written into the test; or an action just done
/// that no test shows, said in the summary. With none of these, the step is left to a
/// person: "no known way from X to Y".
extension CasePlanner {
    /// The last action that may have left the screen: where, what, on which member.
    struct LastAction {
        let container: String
        /// As code: `submit.tap()`, `openProfile()`, `app.swipeLeft()`.
        let code: String
        /// The element or method acted on; nil for an action on the app.
        let member: String?
    }

    /// Actions that may show another screen; typing, switches and checks do not.
    static func mayLeaveTheScreen(_ intent: StepIntent) -> Bool {
        switch intent.action {
        case .tap, .open, .goBack, .swipe, .launch: return true
        default: return false
        }
    }

    /// The container a launch's `screen:` stands for in this style: itself, or the one of
    /// the style's kind with the same name (`HomeScreen` → `HomeRobot` for robot tests).
    func startContainer(for screen: String) -> String? {
        guard let container = catalog.container(named: screen) else { return nil }
        if preference.contains(where: { $0.contains(container.kind) }) { return screen }
        let words = container.nameWords.first
        let twins = catalog.containers.filter { other in
            other.nameWords.first == words && preference.contains { $0.contains(other.kind) }
        }
        return twins.count == 1 ? twins[0].name : nil
    }

    /// Whether a move is the action done to `member`: `submit.tap()` for `submit`, and a
    /// method that taps it (`proceed()` taps `checkout`), which must not be done twice.
    func move(_ move: NavigationMove, acts member: String) -> Bool {
        if move.acts(on: member) { return true }
        guard move.action.hasSuffix("()"), let container = catalog.container(named: move.from) else { return false }
        let callee = String(move.action.dropLast(2))
        return container.methods.contains { method in
            method.name == callee && method.uses.contains(ContainerMethod.ElementUse(element: member, use: .tap))
        }
    }

    /// Whether a move is the tap of `member` and nothing else: `submit.tap()`, or a method whose only
    /// action is that tap (`tapCheckout()`, a wait or a check for the button beside it).
    func move(_ move: NavigationMove, isOnly member: String) -> Bool {
        if move.acts(on: member) { return true }
        guard move.action.hasSuffix("()"), let container = catalog.container(named: move.from) else { return false }
        let callee = String(move.action.dropLast(2))
        return container.methods.contains { method in
            let acting = method.uses.filter { use in
                switch use.use {
                case .tap, .typeText: return true
                default: return false
                }
            }
            return method.name == callee && acting == [ContainerMethod.ElementUse(element: member, use: .tap)] && method.interactions == 1
        }
    }

    /// The operation that makes a move the suite shows, when kassios can write it: a tap of
    /// an element, a call of a method that takes nothing, `navigate(to:)`. Nil for anything
    /// that needs values (`logIn(as: user)`) or is not the source's own (`app.tap()`).
    func operation(for move: NavigationMove) -> Operation? {
        guard let container = catalog.container(named: move.from), catalog.container(named: move.to) != nil else { return nil }
        if move.kind == .navigate {
            return style == .kassios && container.kind == .screen && catalog.container(named: move.to)?.kind == .screen
                ? .navigate(container: move.to) : nil
        }
        guard move.kind == .interaction || move.kind == .method, move.action.hasSuffix("()") else { return nil }
        let callee = String(move.action.dropLast(2))
        if callee.hasSuffix(".tap"), let element = container.element(named: String(callee.dropLast(4))) {
            switch container.kind {
            case .screen, .pageObject, .staticPageObject, .screenObject:
                return element.isAccessible ? .element(container: move.from, element: element, action: .tap) : nil
            case .robot:
                guard case .success(let call) = robots.call(for: .tap, element: element, in: container, allowStub: false) else { return nil }
                return .robotCall(container: move.from, call: call)
            }
        }
        guard let method = container.methods.first(where: { $0.name == callee && $0.requiredParameters.isEmpty }) else { return nil }
        switch container.kind {
        case .screen:
            return .call(container: move.from, method: method.name)
        case .robot, .pageObject, .staticPageObject, .screenObject:
            return .robotCall(container: move.from, call: RobotCall(calling: method, arguments: []))
        }
    }
}

extension CasePlanner.Run {
    /// Whether the step's screen can be reached from where the test is, and how: the
    /// evidence for the report (nil: no move), or why not. The suite's way, when taken, is
    /// left in `pendingWay`; what the summary must say, in `pendingNotes`.
    mutating func arrive(at destination: String, isCheck: Bool) -> Result<String?, Refusal> {
        // The launch lands elsewhere, and a set-up or a precondition kassios cannot follow came between:
        // the test is taken to start where the step is, and the summary says so.
        if current == nil, let forgotten = launchScreenForgotten, forgotten.screen != destination {
            let note = "the launch lands on \(forgotten.screen); the test is taken to start on \(destination), where \(forgotten.reason) is assumed to leave it"
            pendingNotes.append(note)
            return .success(note)
        }
        guard let current, current != destination else { return .success(nil) }
        let navigation = planner.navigation
        let moves = navigation.moves(from: current)
        let last = lastAction.flatMap { $0.container == current ? $0 : nil }
        // The action just done is one the suite shows leading there.
        if let last, let member = last.member, let shown = moves.first(where: { $0.to == destination && planner.move($0, acts: member) }) {
            return .success("\(current) → \(destination), as in \(shown.described)")
        }
        if let refusedSince {
            let note = "\(current) → \(destination) after \(refusedSince), which is not automated"
            pendingNotes.append(note)
            return .success(note)
        }
        // The element just tapped is named for the screen ("Open Settings" tapped Home's `settingsButton`,
        // then a step on SettingsScreen): the tap is how it got there, not the suite's way on top of it.
        if !isCheck, let last, let member = last.member, planner.catalog.container(named: destination)?.isNamed(in: Words.ofIdentifier(member)) == true {
            let note = "\(current) → \(destination) after \(last.code), named for it (not seen in the suite)"
            pendingNotes.append(note)
            return .success(note)
        }
        // Where the action just done leads, when the suite shows it leading to one screen only.
        var start = current
        if let member = last?.member {
            let ends = Set(moves.filter { planner.move($0, acts: member) }.map(\.to))
            if ends.count == 1, let end = ends.first { start = end }
        }
        if !isCheck, let way = navigation.path(from: start, to: destination, accepting: { planner.operation(for: $0) != nil }), !way.isEmpty {
            pendingWay = way.compactMap(planner.operation(for:))
            let text = "\(start) → \(destination) by the suite's way: " + way.map(\.described).joined(separator: ", ")
            pendingNotes.append("the case does not say how it gets from \(start) to \(destination); the test goes the suite's way: "
                                + way.map(\.action).joined(separator: ", "))
            return .success(text)
        }
        if let last {
            let note = "\(current) → \(destination) after \(last.code) (not seen in the suite)"
            pendingNotes.append(note)
            return .success(note)
        }
        var reason = "no known way from \(start) to \(destination)"
        if isCheck {
            reason += ": nothing done before this check leads there"
        } else if let other = navigation.path(from: start, to: destination, accepting: { _ in true }), !other.isEmpty {
            reason += " that kassios can write (the suite goes by \(other.map(\.action).joined(separator: ", ")))"
        }
        return .failure(Refusal(reason: reason + "; add the steps that lead there"))
    }

    /// The screen a step's words are looked for first: where the action just done leads, when the suite
    /// shows it leading to one screen only (OneLogin's `checkoutButton`, which `tapCheckout() -> PaymentScreen`
    /// taps: "Tap the done button" next is PaymentScreen's), else where the test is. Only a move that is
    /// that tap and nothing more: `logout()`, which taps `logoutButton` and then confirms in an alert, leaves
    /// the test on the alert after the tap alone. How it got there is `arrive`'s matter.
    var screenLookedAtFirst: String? {
        guard let current, let last = lastAction, last.container == current, let member = last.member else { return current }
        let ends = Set(planner.navigation.moves(from: current).filter { planner.move($0, isOnly: member) }.map(\.to))
        guard ends.count == 1, let end = ends.first, planner.catalog.container(named: end) != nil else { return current }
        return end
    }

    /// Where the test is after an operation, and the action that may have left the screen.
    /// A check changes nothing: the action before it still explains what comes next.
    mutating func record(_ operation: Operation, intent: StepIntent?) {
        let navigates = intent.map(CasePlanner.mayLeaveTheScreen) ?? true
        if operation.container != nil { launchScreenForgotten = nil }   // said once, on the first step done
        if intent?.isCheck == true {
            if let container = operation.container { current = container }
            return
        }
        switch operation {
        case .launched, .precondition, .setUp, .screenCheck:
            return
        case .robotCall(let container, let call):
            let returned = call.returnType.map { $0.replacing("?", with: "") }
            current = returned.flatMap { planner.catalog.container(named: $0)?.name } ?? container
            // The call is made on `container`: a way back from where it leads goes there.
            if current != container { previous = container }
            lastAction = navigates ? CasePlanner.LastAction(container: container, code: "\(call.method)()", member: call.method) : nil
        case .element(let container, let element, let action):
            current = container
            var code = "\(element.reference).tap()"
            if case .swipe(let direction) = action { code = "\(element.reference).swipe\(SwiftSource.capitalized(direction.rawValue))()" }
            lastAction = navigates ? CasePlanner.LastAction(container: container, code: code, member: element.name) : nil
        case .call(let container, let method):
            current = container
            lastAction = CasePlanner.LastAction(container: container, code: "\(method)()", member: method)
        case .navigate(let container):
            current = container
            lastAction = nil
        case .scrollTo(let container, _, _):
            current = container
            lastAction = nil
        case .appSwipe(let direction):
            lastAction = current.map { CasePlanner.LastAction(container: $0, code: "app.swipe\(SwiftSource.capitalized(direction.rawValue))()", member: nil) }
        }
    }
}
