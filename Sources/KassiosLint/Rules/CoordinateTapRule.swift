import KassiosModel
import KassiosSyntax

/// An element that can be found should be tapped, not a point inside it.
public struct CoordinateTapRule: Rule {
    public static let description = RuleDescription(
        identifier: "coordinate-tap",
        name: "Coordinate tap",
        summary: "A coordinate(withNormalizedOffset:) of an identified element is tapped or pressed instead of the element.",
        rationale: """
        A point inside an element lands somewhere else when the layout changes: another device size, a longer \
        translation, Dynamic Type, a right-to-left language. When the element is known (an element of the \
        screen or robot, a property reading one of its getter closures, or an app.<query>["id"] lookup), tap the element itself, or the child element you \
        mean. Reported: tap(), doubleTap() and press(forDuration:) on such a coordinate (click(), doubleClick() \
        and rightClick() on macOS), directly, through \
        withOffset(_:), or through a local constant. Not reported: coordinates of the app or a window (there \
        is no element to tap), of an element in a branch of an if or guard asking whether it isHittable (the \
        workaround for an element XCUITest will not tap), of a map or web view (their contents have no elements), and drags \
        (press(forDuration:thenDragTo:)), which scroll or move rather than tap.
        """,
        defaultSeverity: .warning,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class MainRobot {
                let app: XCUIApplication
                lazy var grouping = app.navigationBars.buttons["main.grouping"]
                func openGrouping() {
                    if !grouping.isHittable {
                        grouping.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
                    } else {
                        grouping.tap()
                    }
                }
            }
            """,
            """
            class BaseScreen: KassScreen {
                func dismissKeyboard() {
                    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.05)).tap()
                    app.windows.firstMatch.coordinate(withNormalizedOffset: .zero).tap()
                }
            }
            """,
            """
            class EditorScreen: ScreenObject {
                private let closeGetter: (XCUIApplication) -> XCUIElement = { $0.buttons["editor.close"] }
                var closeButton: XCUIElement { closeGetter(app) }
            }
            final class ChildEditorScreen: EditorScreen {
                override var closeButton: XCUIElement { findCloseButton() }
                func findCloseButton() -> XCUIElement { app.windows.firstMatch }
                func close() {
                    closeButton.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
                }
            }
            """,
            """
            struct TransactionsPage {
                let app: XCUIApplication
                var list: XCUIElement { app.collectionViews["transactions.list"] }
                func scrollHalfAPage() {
                    let top = list.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.25))
                    let bottom = list.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.75))
                    bottom.press(forDuration: 0.05, thenDragTo: top)
                }
            }
            """,
            """
            final class BranchMapScreen: KassScreen {
                lazy var map = element("branches.map", type: .map)
                lazy var search = button("branches.search")
                override var onLoad: [KassElement] { [map, search] }
                func dropPin() {
                    map.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).press(forDuration: 1)
                    search.tap()
                }
                func tapCentre(of element: XCUIElement) {
                    element.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
                }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [submit] }
                func tapSubmit() {
                    submit.↓coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)).tap()
                }
            }
            """,
            """
            func testSwitchesToTheLightTheme() {
                app.buttons["mode.light"].↓coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).click()
            }
            """,
            """
            func testOpensTheMenu() {
                app.buttons["home.menu"].↓coordinate(withNormalizedOffset: .zero).withOffset(CGVector(dx: 10, dy: 10)).tap()
                let corner = app.cells.matching(identifier: "accounts.row").firstMatch.↓coordinate(withNormalizedOffset: CGVector(dx: 0.95, dy: 0.5))
                corner.doubleTap()
            }
            """,
            """
            final class CardsScreen: KassScreen {
                lazy var card = cell("cards.card")
                override var onLoad: [KassElement] { [card] }
            }
            final class CardTests: KassTestCase {
                func testLongPressShowsMenu() {
                    onScreen(CardsScreen.self) {
                        $0.card.↓coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.5)).press(forDuration: 1.5)
                    }
                }
            }
            """,
            """
            final class MainRobot {
                let app: XCUIApplication
                lazy var grouping = app.navigationBars.buttons["main.grouping"]
                lazy var sort = app.buttons["main.sort"]
                func openGrouping() {
                    if !sort.isHittable { grouping.↓coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap() }
                }
            }
            """,
            """
            public class BlockEditorScreen: ScreenObject {
                private let closeGetter: (XCUIApplication) -> XCUIElement = {
                    $0.navigationBars["editor.bar"].buttons["editor.close"]
                }
                var closeButton: XCUIElement { closeGetter(app) }
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetters: [closeGetter], app: app)
                }
                func closeBlockPicker() {
                    closeButton.↓coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0)).tap()
                }
            }
            """,
        ])

    /// Element types whose contents have no elements of their own: a point is the only way in.
    static let pointTargets: Set<String> = ["map", "webView", "window"]

    /// Whether the call is in a branch of an `if` or a `guard` of its function that asks whether
    /// `element` is hittable (`if !button.isHittable { button.coordinate(…).tap() } else { button.tap() }`).
    static func isHittableFallback(_ site: CallSite, element: Expr) -> Bool {
        guard let body = site.function?.body else { return false }
        let elementText = text(of: element, in: site.file)
        func asksHittable(_ conditions: [Condition]) -> Bool {
            var found = false
            for case .expression(let condition) in conditions {
                SyntaxTraversal.forEachExpression(in: condition) { expr in
                    if !found, case .member("isHittable", let base) = expr.kind, text(of: base, in: site.file) == elementText { found = true }
                }
            }
            return found
        }
        func contains(_ statements: [Stmt]) -> Bool {
            var found = false
            SyntaxTraversal.forEachExpression(in: statements) { expr in if expr == site.expr { found = true } }
            return found
        }
        func search(_ statements: [Stmt]) -> Bool {
            for statement in statements {
                switch statement {
                case .if(let branches):
                    if asksHittable(branches.conditions), contains(branches.body) || contains(branches.elseBody ?? []) { return true }
                    if search(branches.body) || search(branches.elseBody ?? []) { return true }
                case .guard(let check):
                    if asksHittable(check.conditions), contains(check.elseBody) { return true }
                    if search(check.elseBody) { return true }
                case .for(let loop):
                    if search(loop.body) { return true }
                case .while(let loop):
                    if search(loop.body) { return true }
                case .do(let block):
                    if search(block.body) || block.catches.contains(where: { search($0.body) }) { return true }
                case .switch(let choice):
                    if choice.cases.contains(where: { search($0.body) }) { return true }
                default:
                    continue
                }
            }
            return false
        }
        return search(body)
    }

    private static func text(of expr: Expr, in file: SourceFile) -> Substring {
        let start = min(expr.location.offset, file.bytes.count)
        let end = max(start, min(expr.endOffset, file.bytes.count))
        return Substring(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    public init() {}

    /// The calls this rule reads.
    static let calls = CallQuery(names: ["tap", "doubleTap", "press", "click", "doubleClick", "rightClick"], inFilesMentioning: ["coordinate"])

    public func callQuery(for configuration: ModelConfiguration) -> CallQuery? { Self.calls }

    public func check(_ project: Project) -> [Finding] {
        let lookup = ElementLookup(project: project)
        var findings: [Finding] = []
        var reported: Set<String> = []
        func visit(_ site: CallSite) {
            guard !site.isSubscript, let name = site.name, var target = site.receiver else { return }
            switch name {
            case "tap", "doubleTap", "click", "doubleClick", "rightClick": guard site.arguments.isEmpty else { return }
            case "press": guard site.labels == ["forDuration"] else { return }
            default: return
            }
            // Through `withOffset(_:)` and a local constant to `x.coordinate(withNormalizedOffset:)`.
            var hops = 0
            while hops < 8 {
                hops += 1
                if case .identifier(let local) = target.kind, case .local(let initializer?, true)? = site.scope.lookup(local) {
                    target = initializer
                } else if case .call(let callee, _, _) = target.kind, case .member("withOffset", let base) = callee.kind {
                    target = base
                } else {
                    break
                }
            }
            guard case .call(let callee, let arguments, _) = target.kind,
                  case .member("coordinate", let element) = callee.kind,
                  arguments.first?.label == "withNormalizedOffset",
                  let resolved = lookup.resolve(element, at: site),
                  resolved.hasIdentifier, !CoordinateTapRule.pointTargets.contains(resolved.elementType) else { return }
            // The workaround for an element XCUITest reports as not hittable: tapping it is what fails there.
            if CoordinateTapRule.isHittableFallback(site, element: element) { return }
            let coordinateLocation = site.file.memberNameLocation(of: callee)
            guard reported.insert("\(site.file.path):\(coordinateLocation.offset)").inserted else { return }
            let actions = ["press": "pressing", "doubleTap": "double-tapping", "click": "clicking", "doubleClick": "double-clicking",
                           "rightClick": "right-clicking"]
            let verb = name.hasSuffix("lick") ? "click" : "tap"
            findings.append(finding(file: site.file.path, at: coordinateLocation, """
                \(actions[name] ?? "tapping") a coordinate of \(resolved.description) instead of the element: \(verb) the element itself; \
                coordinates break on other devices and languages
                """, screen: site.typeName))
        }
        for site in CallVisitor.calls(in: project, Self.calls) {
            visit(site)
        }
        return findings
    }
}
