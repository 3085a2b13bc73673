import KassiosModel
import KassiosSyntax

/// UI tests must wait for a condition, not for a fixed time.
public struct SleepInUITestRule: Rule {
    public static let description = RuleDescription(
        identifier: "sleep-in-ui-test",
        name: "Sleep in UI test",
        summary: "A fixed wait: sleep, usleep, Thread.sleep, Task.sleep, RunLoop.current/main.run(until:), a wait on an expectation nothing (or only a timer) fulfills, or for an app's .unknown state, outside a poll.",
        rationale: """
        A fixed wait is too short on a loaded CI simulator and too long elsewhere. Wait for the condition instead: element.waitForExistence(timeout:), or an \
        XCTNSPredicateExpectation with XCTWaiter. Reported: sleep and usleep (also as Darwin.sleep), \
        Thread.sleep, Task.sleep, RunLoop.current or RunLoop.main run(until:) and run(mode:before:), \
        XCTWaiter's wait(for:timeout:) on expectations nothing fulfills, XCTestCase's on inverted ones, \
        either on ones only a timer fulfills (asyncAfter), and an app's wait(for: .unknown, timeout:), a state \
        no running app is in. Not reported: your own function named sleep, sleep called on anything else (device.sleep()), and a wait that paces a \
        poll: in a while or repeat loop (unless between two actions of its body), or in a for loop that can \
        break, return or throw out early. A wait in a for loop that runs to its end (a pause after each \
        character typed) is a fixed wait each time round. A while loop that only counts is a poll too.
        """,
        defaultSeverity: .error,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class CrashTests: XCTestCase {
                func test_noCrashReport() {
                    let noReport = expectation(description: "no report")
                    noReport.isInverted = true
                    CrashWatcher.shared.watch(fulfilling: noReport)
                    wait(for: [noReport], timeout: 3)
                }
            }
            """,
            """
            final class UploadTests: XCTestCase {
                func test_upload() {
                    let done = XCTestExpectation(description: "done")
                    upload { done.fulfill() }
                    _ = XCTWaiter().wait(for: [done], timeout: 10)
                    wait(for: [expectation(description: "fails the test when it times out")], timeout: 1)
                    let synced = expectation(description: "synced")
                    DispatchQueue.main.asyncAfter(deadline: .now() + 30) { synced.fulfill() }
                    sync { synced.fulfill() }
                    wait(for: [synced], timeout: 31)
                    let shown = expectation(description: "banner shown")
                    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in
                        if app.staticTexts["banner"].exists { shown.fulfill() }
                    }
                    wait(for: [shown], timeout: 10)
                }
            }
            """,
            """
            final class TransferScreen: KassScreen {
                lazy var review = button("transfer.review")
                override var onLoad: [KassElement] { [review] }
                func waitForReview() {
                    XCTAssertTrue(review.waitForExistence(timeout: 5))
                }
            }
            """,
            """
            final class LockRobot {
                let device: Device
                func lockTheDevice() {
                    device.sleep()
                    sleep(seconds: 2)
                }
                /// Puts the simulated device to sleep: not a wait.
                func sleep(seconds: Int) { device.press(.lock, times: seconds) }
            }
            """,
            """
            func waitUntilHittable(_ element: XCUIElement, timeout: TimeInterval = 5) {
                let deadline = Date().addingTimeInterval(timeout)
                while !element.isHittable && Date() < deadline {
                    usleep(100_000)
                }
                repeat {
                    if element.exists { return }
                    RunLoop.current.run(until: Date().addingTimeInterval(0.1))
                } while Date() < deadline
                for _ in 0..<20 {
                    if element.isHittable { element.tap(); break }
                    Thread.sleep(forTimeInterval: 0.25)
                }
            }
            """,
            """
            func testBalanceRefreshes() {
                let label = app.staticTexts["home.balance"]
                let changed = XCTNSPredicateExpectation(predicate: NSPredicate(format: "label != %@", "€0.00"), object: label)
                XCTAssertEqual(XCTWaiter().wait(for: [changed], timeout: 10), .completed)
                RunLoop.current.add(timer, forMode: .common)
                let sleepDuration = 3
            }
            """,
        ],
        triggeringExamples: [
            """
            func testLogin() {
                app.buttons["login.submit"].tap()
                ↓sleep(3)
                XCTAssertTrue(app.staticTexts["home.balance"].exists)
            }
            """,
            """
            final class HomeRobot {
                func waitForAnimations() {
                    ↓Thread.sleep(forTimeInterval: 0.5)
                    ↓usleep(200_000)
                    ↓Darwin.sleep(1)
                }
                func waitForRefresh() {
                    ↓RunLoop.current.run(until: Date(timeIntervalSinceNow: 2))
                    ↓Thread.sleep(until: Date().addingTimeInterval(1))
                }
                func waitForTheServer() {
                    _ = ↓app.wait(for: .unknown, timeout: 5)
                }
            }
            """,
            """
            final class SearchRobot {
                func typeSlowly(_ text: String, into field: XCUIElement) {
                    for character in text {
                        field.typeText(String(character))
                        ↓usleep(100_000)
                    }
                    while !field.exists {
                        DispatchQueue.main.async { ↓sleep(1) }
                        field.swipeUp()
                    }
                }
            }
            """,
            """
            final class CardsScreen: KassScreen {
                lazy var freeze = switchControl("cards.freeze")
                override var onLoad: [KassElement] { [freeze] }
                func toggle() async throws {
                    freeze.tap()
                    try await ↓Task.sleep(nanoseconds: 1_000_000_000)
                    DispatchQueue.main.async { ↓RunLoop.main.run(until: .now + 1) }
                }
            }
            """,
            """
            final class CheckoutTests: XCTestCase {
                func test_pay() {
                    _ = ↓XCTWaiter.wait(for: [expectation(description: "delay")], timeout: 3)
                    let pause = XCTestExpectation(description: "pause")
                    _ = ↓XCTWaiter().wait(for: [pause], timeout: 2)
                    let settle = expectation(description: "settle")
                    settle.isInverted = true
                    ↓wait(for: [settle], timeout: 1)
                }
            }
            """,
            """
            extension XCTestCase {
                func wait(seconds: TimeInterval) {
                    let delay = expectation(description: "delay")
                    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { delay.fulfill() }
                    ↓wait(for: [delay], timeout: seconds + 1)
                }
                func pause() {
                    let pause = XCTestExpectation(description: "pause")
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { pause.fulfill() }
                    _ = ↓XCTWaiter.wait(for: [pause], timeout: 3)
                }
            }
            """,
            """
            final class Sidebar {
                let app: XCUIApplication
                func deleteAllTags() {
                    while app.buttons["tag.trash"].firstMatch.isHittable {
                        app.buttons["tag.trash"].firstMatch.tap()
                        ↓sleep(1)
                        app.sheets.buttons["tag.delete.confirm"].tap()
                    }
                }
            }
            """,
            """
            final class MacSidebar {
                let app: XCUIApplication
                func deleteAllRows() {
                    while app.outlineRows["notes.row"].firstMatch.exists {
                        app.outlineRows["notes.row"].firstMatch.rightClick()
                        ↓sleep(1)
                        app.menuItems["Delete"].click()
                    }
                }
            }
            """,
        ])

    public init() {}

    /// The calls this rule reads.
    static let calls = CallQuery(names: ["sleep", "usleep", "run", "wait"], inFilesMentioning: ["sleep", "RunLoop", "XCTWaiter", "isInverted", "asyncAfter", "scheduledTimer", "unknown"])

    public func callQuery(for configuration: ModelConfiguration) -> CallQuery? { Self.calls }

    public func check(_ project: Project) -> [Finding] {
        let ownSleeps = SleepInUITestRule.declaredSleepFunctions(in: project)
        var findings: [Finding] = []
        func visit(_ site: CallSite) {
            guard !site.isSubscript, let name = site.name, let callee = site.callee else { return }
            // The interval of a poll; not a wait for what an action in the loop brings up before the
            // next one (Simplenote's `tap(); sleep(1); app.sheets.buttons[…].tap()` in a while loop).
            if let loop = site.loop, loop.polls, !SleepInUITestRule.waitsBetweenActions(site, in: loop) { return }
            let spelled: String
            switch name {
            case "sleep", "usleep":
                if let receiver = site.receiver {
                    // `Thread.sleep(…)`, `Task.sleep(…)`, and the C functions through their module.
                    guard let path = ConstantTable.referencePath(receiver),
                          SleepInUITestRule.cModules.contains(path) || (name == "sleep" && SleepInUITestRule.sleepingTypes.contains(path))
                    else { return }
                    spelled = "\(path).\(name)(\(site.labels.map { $0 + ":" }.joined()))"
                } else {
                    guard site.scope.lookup(name) == nil, !ownSleeps.declares(name, in: site.typeName) else { return }
                    spelled = "\(name)(_:)"
                }
            case "run":
                guard let receiver = site.receiver, let path = ConstantTable.referencePath(receiver),
                      path == "RunLoop.current" || path == "RunLoop.main",
                      site.labels == ["until"] || site.labels == ["mode", "before"] else { return }
                spelled = "\(path).run(\(site.labels.map { $0 + ":" }.joined()))"
            case "wait" where site.labels == ["for", "timeout"] && SleepInUITestRule.isUnknownState(site.arguments[0].value)
                && site.receiver != nil && SleepInUITestRule.receiverMayBeTheApplication(at: site, in: project):
                // Falcon's `app.wait(for: .unknown, timeout: 5)`: an app is never in that state, so it
                // waits the whole timeout.
                spelled = "XCUIApplication's wait(for: .unknown, timeout:), a state no app is in,"
            case "wait":
                // XCTWaiter waiting for expectations nothing fulfills: a sleep in disguise (XCTestCase's
                // own wait(for:timeout:) fails the test instead, so it is no way to pause).
                guard site.labels.first == "for", site.labels.contains("timeout"), case .array(let expectations) = site.arguments[0].value.kind,
                      !expectations.isEmpty else { return }
                if let receiver = site.receiver, SleepInUITestRule.isXCTWaiter(receiver),
                   expectations.allSatisfy({ SleepInUITestRule.isNeverFulfilled($0, at: site) }) {
                    spelled = "XCTWaiter's wait(for:timeout:) on an expectation nothing fulfills"
                } else if site.receiver.map(ScopedWalker.isSelf) ?? true,
                          expectations.allSatisfy({ SleepInUITestRule.isNeverFulfilled($0, at: site) && SleepInUITestRule.isInverted($0, at: site) }) {
                    // XCTestCase's own: passes when an inverted expectation is not fulfilled, after the whole timeout.
                    spelled = "wait(for:timeout:) on an inverted expectation nothing fulfills"
                } else if site.receiver.map({ ScopedWalker.isSelf($0) || SleepInUITestRule.isXCTWaiter($0) }) ?? true,
                          expectations.allSatisfy({ SleepInUITestRule.isFulfilledOnlyByATimer($0, at: site) }) {
                    // The wait ends when the timer fires, whatever the app does: `sleep` by another name.
                    spelled = "wait(for:timeout:) on an expectation only a timer fulfills (asyncAfter)"
                } else {
                    return
                }
            default:
                return
            }
            findings.append(finding(file: site.file.path, at: callee.location, """
                \(spelled) waits a fixed time: too short on a loaded CI simulator, wasted on a fast one; wait for a \
                condition instead (element.waitForExistence(timeout:), or an XCTNSPredicateExpectation with XCTWaiter)
                """, screen: site.typeName))
        }
        for site in CallVisitor.calls(in: project, Self.calls) {
            visit(site)
        }
        return findings
    }


    /// Whether the receiver may be an `XCUIApplication`: unless it is known to be of another type
    /// (`ReceiverTypes`: a page of the suite's with a `wait(for:timeout:)` of its own, made or held);
    /// one of a class on `XCUIApplication` is one.
    static func receiverMayBeTheApplication(at site: CallSite, in project: Project) -> Bool {
        guard let type = ReceiverTypes(project: project).type(of: site), type != "XCUIApplication" else { return true }
        guard let declared = project.index.types[type] else { return false }
        return project.index.classChain(from: declared).last?.superclass?.written.baseName == "XCUIApplication"
    }

    /// `.unknown`, `XCUIApplication.State.unknown`.
    static func isUnknownState(_ value: Expr) -> Bool {
        switch value.kind {
        case .implicitMember("unknown"): return true
        case .member("unknown", let base): return ConstantTable.referencePath(base).map { $0 == "XCUIApplication.State" } ?? false
        default: return false
        }
    }

    /// Whether the wait is in a while loop's body between an action and another one after it: it
    /// waits for what the first brought up, not for the loop's condition to be checked again.
    static func waitsBetweenActions(_ site: CallSite, in loop: EnclosingLoop) -> Bool {
        guard case .conditional(let whileLoop) = loop else { return false }
        func contains(_ statement: Stmt, where test: (Expr) -> Bool) -> Bool {
            var found = false
            SyntaxTraversal.forEachExpression(in: [statement]) { expr in if !found, test(expr) { found = true } }
            return found
        }
        func isAction(_ expr: Expr) -> Bool {
            guard case .call(let callee, _, _) = expr.kind, case .member(let name, _) = callee.kind else { return false }
            return ElementQueries.interactions.contains(name)
        }
        let body = whileLoop.body
        guard let position = body.firstIndex(where: { contains($0) { $0 == site.expr } }), position > 0, position + 1 < body.count else {
            return false
        }
        return body[..<position].contains { contains($0, where: isAction) } && body[(position + 1)...].contains { contains($0, where: isAction) }
    }

    /// `XCTWaiter`, `XCTWaiter()`, `XCTest.XCTWaiter`.
    static func isXCTWaiter(_ receiver: Expr) -> Bool {
        var expr = receiver
        if case .call(let callee, let arguments, _) = expr.kind, arguments.isEmpty { expr = callee }
        return ConstantTable.referencePath(expr).map { $0 == "XCTWaiter" || $0 == "XCTest.XCTWaiter" } ?? false
    }

    /// An expectation made in place (`expectation(description:)`, `XCTestExpectation(description:)`),
    /// or a local made so that the function never fulfills (`delay.fulfill()`).
    static func isNeverFulfilled(_ expr: Expr, at site: CallSite) -> Bool {
        if makesAnExpectation(expr) { return true }
        guard case .identifier(let name) = expr.kind, case .local(let initializer?, _)? = site.scope.lookup(name),
              makesAnExpectation(initializer), let body = site.function?.body else { return false }
        var fulfilled = false
        SyntaxTraversal.forEachExpression(in: body) { expr in
            if case .call(let callee, _, _) = expr.kind, case .member("fulfill", let base) = callee.kind,
               case .identifier(name) = base.kind { fulfilled = true }
        }
        return !fulfilled
    }

    /// A local expectation whose every `fulfill()` is in a closure a timer runs
    /// (`DispatchQueue.main.asyncAfter(deadline: .now() + 2) { done.fulfill() }`, `Timer.scheduledTimer`),
    /// and that the function hands to nothing but the wait.
    static func isFulfilledOnlyByATimer(_ expr: Expr, at site: CallSite) -> Bool {
        guard case .identifier(let name) = expr.kind, case .local(let initializer?, _)? = site.scope.lookup(name),
              makesAnExpectation(initializer), let body = site.function?.body else { return false }
        func fulfills(_ expr: Expr) -> Bool {
            guard case .call(let callee, _, _) = expr.kind, case .member("fulfill", let base) = callee.kind,
                  case .identifier(name) = base.kind else { return false }
            return true
        }
        var everywhere = 0
        var byTimers = 0
        var handedOn = false
        SyntaxTraversal.forEachExpression(in: body) { expr in
            if fulfills(expr) { everywhere += 1 }
            guard case .call(let callee, let arguments, let trailing) = expr.kind, expr != site.expr else { return }
            if arguments.contains(where: { if case .identifier(name) = $0.value.kind { return true } else { return false } }) {
                handedOn = true
            }
            guard let called = callee.memberName, called == "asyncAfter" || called == "scheduledTimer" else { return }
            // Only a `fulfill()` the timer's closure runs every time, at its top: one under an `if` waits
            // for a condition (a poll), one in a closure handed on waits for what that calls back.
            for argument in arguments + trailing {
                guard case .closure(let closure) = argument.value.kind else { continue }
                for statement in closure.body {
                    if case .expression(let inner) = statement, fulfills(inner) { byTimers += 1 }
                }
            }
        }
        return everywhere > 0 && everywhere == byTimers && !handedOn
    }

    /// A local expectation the function sets `isInverted = true` on, and hands to nothing but the
    /// wait: one given to something else (`watcher.watch(fulfilling: noCrash)`) may be fulfilled
    /// there, and the wait asserts that it is not.
    static func isInverted(_ expr: Expr, at site: CallSite) -> Bool {
        guard case .identifier(let name) = expr.kind, let body = site.function?.body else { return false }
        var inverted = false
        var handedOn = false
        SyntaxTraversal.forEachExpression(in: body) { expr in
            if case .call(let callee, let arguments, _) = expr.kind, expr != site.expr,
               arguments.contains(where: { if case .identifier(name) = $0.value.kind { return true } else { return false } }) {
                if case .identifier("wait") = callee.kind {} else { handedOn = true }
            }
            guard case .sequence(let parts) = expr.kind, parts.count == 3, case .binaryOperator("=") = parts[1].kind,
                  case .member("isInverted", let base) = parts[0].kind, case .identifier(name) = base.kind,
                  case .boolean(true) = parts[2].kind else { return }
            inverted = true
        }
        return inverted && !handedOn
    }

    static func makesAnExpectation(_ expr: Expr) -> Bool {
        guard case .call(let callee, let arguments, _) = expr.kind, arguments.first?.label == "description" else { return false }
        switch callee.kind {
        case .identifier("expectation"), .identifier("XCTestExpectation"): return true
        case .member("expectation", let base): if case .identifier("self") = base.kind { return true } else { return false }
        default: return false
        }
    }

    static let sleepingTypes: Set<String> = ["Thread", "Foundation.Thread", "Task", "_Concurrency.Task"]
    static let cModules: Set<String> = ["Darwin", "Glibc", "Foundation"]

    /// Functions named `sleep`/`usleep` the linted files declare: as members (by type) and at top level.
    struct OwnSleeps {
        var topLevel: Set<String> = []
        var byType: [String: Set<String>] = [:]
        var lookup: ElementLookup?

        func declares(_ name: String, in typeName: String?) -> Bool {
            if topLevel.contains(name) { return true }
            guard let typeName, let lookup else { return false }
            return lookup.typeChain(typeName).contains { byType[$0]?.contains(name) == true }
        }
    }

    static func declaredSleepFunctions(in project: Project) -> OwnSleeps {
        var own = OwnSleeps()
        for member in project.index.topLevel {
            if case .function(let function) = member.value, function.name == "sleep" || function.name == "usleep" {
                own.topLevel.insert(function.name)
            }
        }
        for type in project.index.sortedTypes {
            for member in type.members {
                if case .function(let function) = member.value, function.name == "sleep" || function.name == "usleep" {
                    own.byType[type.qualifiedName, default: []].insert(function.name)
                }
            }
        }
        if !own.byType.isEmpty { own.lookup = ElementLookup(project: project) }
        return own
    }
}
