import KassiosModel
import KassiosSyntax

/// An element nothing uses is a locator nobody checks.
public struct UnusedElementRule: Rule {
    public static let description = RuleDescription(
        identifier: "unused-element",
        name: "Unused element",
        summary: "An element of a screen, robot or page object that no test, robot, screen method or onLoad refers to.",
        rationale: """
        An element nothing uses is never looked for, so nothing notices when the app renames or removes what \
        it finds: it rots, and the next test that picks it up fails for a reason that has nothing to do with \
        that test. Remove it, or use it (a test step, an assertion, onLoad). Reported at the element's name: a \
        property or zero/one-argument method (not a base class's taking one) of a screen, robot or page object \
        that no code of the linted files mentions: as a name (x, x(0); not a local x), a member (self.x, $0.x, \
        screen.x), or in a key path; an identifier constant named alike (A11y.x) is no use. Where several types \
        have an element x, a use on a value of known type (s.x, let s = Home(app: app)) counts for that type's \
        x only; any other, for every x: the rule errs on the side of silence. It only means something when the \
        tests are linted with their screens: a folder of screens alone reports every element the tests use. \
        Opt-in for that reason.
        """,
        defaultSeverity: .warning,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            class ScreenBase<T: UIElement> {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                func slider(_ element: T) -> XCUIElement { app.sliders[element.accessibilityIdentifier].firstMatch }
            }
            final class VolumeScreen: ScreenBase<VolumeElement> {
                lazy var level = app.staticTexts["volume.level"]
                func read() -> String { level.label }
            }
            """,
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var password = secureTextField("login.password")
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [email, password] }
                func logIn() { self.submit.tap() }
            }
            """,
            """
            final class AccountsRobot {
                let app: XCUIApplication
                var list: XCUIElement { app.tables["accounts.list"] }
                func row(_ index: Int) -> XCUIElement { list.cells.element(boundBy: index) }
                var header: XCUIElement { app.staticTexts["accounts.header"] }
            }
            final class AccountsTests: XCTestCase {
                func test_rows() {
                    let robot = AccountsRobot(app: XCUIApplication())
                    robot.row(0).tap()
                    XCTAssertTrue(robot[keyPath: \\.header].exists)
                }
            }
            """,
            """
            final class HomeScreen: KassScreen {
                lazy var balance = staticText("home.balance")
                lazy var greeting = staticText("home.greeting")
                override var onLoad: [KassElement] { [balance] }
            }
            final class HomeTests: KassTestCase {
                func test_greeting() {
                    onScreen(HomeScreen.self) { home in home.greeting.assertVisible() }
                }
            }
            """,
            """
            final class PrologueScreen: ScreenObject {
                init(app: XCUIApplication = XCUIApplication()) throws {
                    try super.init(expectedElementGetter: { Self.findContinueButton(in: $0) }, app: app)
                }
            }
            extension PrologueScreen {
                static func findContinueButton(in app: XCUIApplication) -> XCUIElement {
                    app.buttons["prologue.continue"]
                }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var ↓forgotPassword = button("login.forgot")
                override var onLoad: [KassElement] { [email] }
            }
            """,
            """
            final class SettingsRobot {
                let app: XCUIApplication
                var ↓faceIDSwitch: XCUIElement { app.switches["settings.faceID"] }
                func ↓row(_ id: String) -> XCUIElement { app.cells[id] }
                var signOut: XCUIElement { app.buttons["settings.signOut"] }
                func signOutNow() { signOut.tap() }
            }
            """,
            """
            struct HomeScreen {
                var app: XCUIApplication
                var ↓settingsButton: XCUIElement { app.buttons["home.settings"] }
                var aboutButton: XCUIElement { app.buttons["home.about"] }
            }
            struct DeniedScreen {
                var app: XCUIApplication
                var settingsButton: XCUIElement { app.buttons["denied.settings"] }
            }
            final class DeniedTests: XCTestCase {
                func testOpenSettings() {
                    let app = XCUIApplication()
                    XCTAssert(HomeScreen(app: app).aboutButton.exists)
                    let screen = DeniedScreen(app: app)
                    screen.settingsButton.tap()
                }
            }
            """,
            """
            final class HomeScreen: KassScreen {
                lazy var balance = staticText("home.balance")
                lazy var ↓promo = button("home.promo")
                override var onLoad: [KassElement] { [balance] }
                // promo.tap() is only mentioned in a comment, and "promo" only in a string.
                func describe() -> String { "promo" }
            }
            """,
            """
            class Robot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
            }
            final class SettingsRobot: Robot {
                lazy var ↓switches = app.tables.cells.switches
                lazy var steppers = app.tables.cells.steppers
            }
            final class SettingsTests: XCTestCase {
                func testSettings() {
                    let settings = SettingsRobot(app: XCUIApplication())
                    // The query's own `switches`, not the robot's element of that name.
                    XCTAssertEqual(settings.app.cells.switches.count, 2)
                    XCTAssertEqual(settings.app.cells["row"].switches.count, 1)
                    // A robot of an array of them is one: its `steppers` is a use.
                    let robots = [settings]
                    XCTAssertEqual(robots[0].steppers.count, 2)
                }
            }
            """,
        ])

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        guard !project.elementsByType.isEmpty else { return [] }
        let used = project.mentionedElements
        // A base class's methods that take what they find (Tangem's `ScreenBase<T>.slider(_ element: T)`)
        // are its subclasses' vocabulary for declaring elements, not elements: one none of them calls is no rot.
        let bases = Set(project.index.sortedTypes.compactMap { $0.superclass?.resolved?.qualifiedName })
        var findings: [Finding] = []
        for type in project.elementsByType.keys.sorted() {
            let isBase = bases.contains(type)
            for element in project.elementsByType[type]! where !used.mention(element.name, of: type) && !(isBase && !element.parameters.isEmpty) {
                let owner = type.split(separator: ".").last.map(String.init) ?? type
                let name = element.parameters.isEmpty ? element.name : "\(element.name)(…)"
                findings.append(finding(file: element.file, at: element.location, """
                    \(owner).\(name) is never used: no test, robot, screen method or onLoad refers to it; \
                    remove it, or use it so that a change in the app is noticed
                    """, screen: type, element: element.name))
            }
        }
        return findings
    }
}
