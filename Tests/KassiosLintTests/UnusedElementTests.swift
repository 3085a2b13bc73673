import KassiosLint
import KassiosModel
import KassiosSyntax
import XCTest

/// Uses in other files count; without the tests, every element the tests use is reported.
final class UnusedElementTests: XCTestCase {
    private let screen = ("Screens/LoginScreen.swift", """
        final class LoginScreen: KassScreen {
            lazy var email = textField("login.email")
            lazy var submit = button("login.submit")
            lazy var help = link("login.help")
            override var onLoad: [KassElement] { [email] }
        }
        """)
    private let tests = ("Tests/LoginTests.swift", """
        final class LoginTests: KassTestCase {
            func test_login() {
                onScreen(LoginScreen.self) { $0.submit.tap() }
            }
        }
        """)

    private func lint(_ sources: [(String, String)]) -> [String] {
        var options = LintOptions()
        options.ruleIdentifiers = ["unused-element"]
        return LintRunner.run(sources: sources, options: options).findings.map { "\($0.file):\($0.line):\($0.column) \($0.element ?? "")" }
    }

    /// Yandex's pages find their elements by constants named as the elements are
    /// (`var yandex: XCUIElement { app.cells[RootAccessibility.yandex] }`): the constant is no use,
    /// whether its enum is of the app target or of the files; a static element read so is one.
    func testAnIdentifierConstantNamedAsTheElementIsNoUse() throws {
        let sources = [("Pages/RootPage.swift", """
            struct RootPage {
                let app = XCUIApplication()
                var yandex: XCUIElement { app.cells[RootAccessibility.yandex] }
                var mediation: XCUIElement { app.cells[RootAccessibility.mediation] }
                var adFox: XCUIElement { app.cells[AppTargetIDs.adFox] }
                var nested: XCUIElement { app.cells[A11y.Root.nested] }
                static var banner: XCUIElement { XCUIApplication().otherElements["root.banner"] }
                func openYandex() { yandex.tap() }
            }
            enum RootAccessibility {
                static let yandex = "root.yandex"
                static var mediation: String { "root.mediation" }
            }
            enum A11y { enum Root { static let nested = "root.nested" } }
            """), ("Tests/RootTests.swift", """
            final class RootTests: XCTestCase {
                func testOpen() {
                    XCUIApplication().launch()
                    RootPage().openYandex()
                    XCTAssertTrue(RootPage.banner.exists)
                }
            }
            """)]
        XCTAssertEqual(lint(sources), ["Pages/RootPage.swift:4:9 mediation", "Pages/RootPage.swift:5:9 adFox", "Pages/RootPage.swift:6:9 nested"])
        // The same without the names noted while the model is built: the files are walked again.
        let project = Project(files: sources.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) })
        XCTAssertEqual(UnusedElementRule().check(project).map { "\($0.line) \($0.element ?? "")" }, ["4 mediation", "5 adFox", "6 nested"])
    }

    /// NHS COVID-19's `HomeScreen.settingsButton` was hidden by a use of `AuthorizationDeniedScreen`'s
    /// element of that name: where several types have an element so named, a use on a value whose type
    /// is certain counts for that type's (and the classes it inherits from); any other use, for all.
    func testASharedNameUsedOnAValueOfAKnownTypeIsThatTypesUseOnly() {
        let sources = [("Screens.swift", """
            class BaseScreen {
                let app = XCUIApplication()
                var backButton: XCUIElement { app.buttons["back"] }
            }
            final class HomeScreen: BaseScreen {
                var settingsButton: XCUIElement { app.buttons["home.settings"] }
                var title: XCUIElement { app.staticTexts["home.title"] }
                var banner: XCUIElement { app.otherElements["home.banner"] }
                var doneButton: XCUIElement { app.buttons["home.done"] }
                var closeButton: XCUIElement { app.buttons["home.close"] }
                func waitForLoad() { XCTAssertTrue(title.exists) }
            }
            final class DeniedScreen: BaseScreen {
                var settingsButton: XCUIElement { app.buttons["denied.settings"] }
                var title: XCUIElement { app.staticTexts["denied.title"] }
                var banner: XCUIElement { app.otherElements["denied.banner"] }
                var doneButton: XCUIElement { app.buttons["denied.done"] }
                var closeButton: XCUIElement { app.buttons["denied.close"] }
                var backButton: XCUIElement { app.buttons["denied.back"] }
            }
            """), ("Tests.swift", """
            final class DeniedTests: XCTestCase {
                let denied = DeniedScreen()
                func testOpenSettings() {
                    let screen = DeniedScreen()
                    screen.settingsButton.tap()
                    XCTAssertTrue(denied.title.exists)
                    var other = DeniedScreen()
                    other = DeniedScreen()
                    XCTAssertTrue(other.banner.exists)
                    check(DeniedScreen())
                    makeScreen().closeButton.tap()
                    HomeScreen().backButton.tap()
                }
                func check(_ screen: DeniedScreen) { screen.doneButton.tap() }
                func makeScreen() -> DeniedScreen { DeniedScreen() }
            }
            """)]
        // `makeScreen()` is declared to return a DeniedScreen: HomeScreen's closeButton is not the one it uses.
        XCTAssertEqual(lint(sources), [
            "Screens.swift:6:9 settingsButton", "Screens.swift:9:9 doneButton", "Screens.swift:10:9 closeButton",
            "Screens.swift:19:9 backButton",
        ])
    }

    /// stream-chat's static-enum pages: `ChannelPage.unmute`, a static element named through its type
    /// (or a nested type named in full), is that type's use, not `ChatPage.unmute`'s.
    func testAStaticElementNamedThroughItsTypeIsThatTypesUseOnly() {
        let sources = [("Pages.swift", """
            let app = XCUIApplication()
            enum ChatPage {
                static var unmute: XCUIElement { app.buttons["chat.unmute"] }
                static var send: XCUIElement { app.buttons["chat.send"] }
                enum Attributes {
                    static func image(in message: XCUIElement) -> XCUIElement { message.images["chat.image"] }
                }
            }
            enum ChannelPage {
                static var unmute: XCUIElement { app.buttons["channel.unmute"] }
                enum Search {
                    static var image: XCUIElement { app.images["search.image"] }
                }
            }
            """), ("Tests.swift", """
            final class ChatTests: XCTestCase {
                func testMute() {
                    ChannelPage.unmute.tap()
                    ChatPage.send.tap()
                    ChatPage.Attributes.image(in: ChatPage.send).tap()
                }
            }
            """)]
        XCTAssertEqual(lint(sources), ["Pages.swift:3:16 unmute", "Pages.swift:12:20 image"])
    }

    /// A use through the base class reaches a subclass's override: `backButton` in `BaseScreen.goBack()`,
    /// `doneButton` of a parameter declared `BaseScreen`, count for the subclasses that override them.
    func testAUseThroughTheBaseReachesASubclassesOverride() {
        let sources = [("Screens.swift", """
            class BaseScreen {
                let app = XCUIApplication()
                var backButton: XCUIElement { app.buttons["back"] }
                var doneButton: XCUIElement { app.buttons["done"] }
                var closeButton: XCUIElement { app.buttons["close"] }
                func goBack() { backButton.tap() }
            }
            final class DetailScreen: BaseScreen {
                override var backButton: XCUIElement { app.buttons["detail.back"] }
                override var closeButton: XCUIElement { app.buttons["detail.close"] }
            }
            final class EditScreen: BaseScreen {
                override var doneButton: XCUIElement { app.buttons["edit.done"] }
            }
            """), ("Tests.swift", """
            final class EditTests: XCTestCase {
                func finish(_ screen: BaseScreen) { screen.doneButton.tap() }
                func testClose() { DetailScreen().goBack(); finish(EditScreen()); EditScreen().closeButton.tap() }
            }
            """)]
        XCTAssertEqual(lint(sources), ["Screens.swift:10:18 closeButton"])
    }

    /// stream-chat's `LinkPreview.title(in:)` was hidden by a test's `let title = "Push Notification
    /// Alert"`: a local or a parameter of the element's name is no use of it; what it is made from may be.
    func testALocalOrAParameterNamedAsAnElementIsNoUse() {
        let sources = [("Pages.swift", """
            enum LinkPreview {
                static func title(in cell: XCUIElement) -> XCUIElement { cell.staticTexts["link.title"] }
                static func details(in cell: XCUIElement) -> XCUIElement { cell.staticTexts["link.details"] }
                static func image(in cell: XCUIElement) -> XCUIElement { cell.images["link.image"] }
                static func url(in cell: XCUIElement) -> XCUIElement { cell.links["link.url"] }
            }
            """), ("Tests.swift", """
            final class PushTests: XCTestCase {
                func testPush() {
                    let title = "Push Notification Alert"
                    XCTAssertFalse(title.isEmpty)
                    let image = LinkPreview.image(in: XCUIApplication().cells.firstMatch)
                    XCTAssertTrue(image.exists)
                    check(details: "none")
                    [LinkPreview.url].forEach { url in _ = url }
                }
                func check(details: String) { print(details) }
            }
            """)]
        XCTAssertEqual(lint(sources), ["Pages.swift:2:17 title", "Pages.swift:3:17 details"])
    }

    /// Tangem's `ScreenBase<T>` declares `slider(_ element: T)` and its siblings for its subclasses
    /// to declare elements with: a base class's method taking what it finds is vocabulary, not an
    /// element, used or not. Its own elements, and a concrete class's methods, are still elements.
    func testABaseClassesMethodsTakingWhatTheyFindAreNoElements() {
        let sources = [("Screens.swift", """
            class ScreenBase<T: UIElement> {
                let app: XCUIApplication
                init(_ app: XCUIApplication) { self.app = app }
                func button(_ element: T) -> XCUIElement { app.buttons[element.accessibilityIdentifier].firstMatch }
                func slider(_ element: T) -> XCUIElement { app.sliders[element.accessibilityIdentifier].firstMatch }
                var pickerWheel: XCUIElement { app.pickerWheels.firstMatch }
            }
            final class ReferralScreen: ScreenBase<ReferralElement> {
                lazy var participate = button(.participate)
                func row(_ index: Int) -> XCUIElement { app.cells.element(boundBy: index) }
                func tapParticipate() { participate.tap() }
            }
            """)]
        XCTAssertEqual(lint(sources), ["Screens.swift:6:9 pickerWheel", "Screens.swift:10:10 row"])
    }

    func testUsesInOtherFilesCount() {
        XCTAssertEqual(lint([screen, tests]), ["Screens/LoginScreen.swift:4:14 help"])
    }

    func testScreensLintedWithoutTheirTestsReportWhatTheTestsUse() {
        XCTAssertEqual(lint([screen]), ["Screens/LoginScreen.swift:3:14 submit", "Screens/LoginScreen.swift:4:14 help"])
    }

    /// A method given an element to work on, with no identifier of its own, is a helper for any
    /// element (tangem's `XCUIElement+Extensions`); given the identifier, or naming one inside the
    /// element it is given (Stream's `avatar(in: cell)`), it is a locator.
    func testAMethodGivenAnElementWithoutAnIdentifierOfItsOwnIsAHelperNotALocator() {
        let helpers = ("Support/XCUIElement+Cells.swift", """
            extension XCUIElement {
                func cellsContainingElement(element: XCUIElement) -> XCUIElementQuery {
                    cells.containing(element.elementType, identifier: element.identifier)
                }
                func firstCell(in query: XCUIElementQuery) -> XCUIElement { query.cells.firstMatch }
                func cell(_ identifier: String) -> XCUIElement { cells[identifier] }
            }
            enum Attributes {
                static func avatar(in row: XCUIElement) -> XCUIElement { row.images["avatar"] }
                static func badge(in row: XCUIElement) -> XCUIElement { row.otherElements["badge"].images.firstMatch }
                static func title(of row: XCUIElement) -> XCUIElement { XCUIApplication().staticTexts[row.label] }
                static func owner(in row: XCUIElement) -> XCUIElement { row.staticTexts[UUID().uuidString] }
            }
            """)
        XCTAssertEqual(lint([helpers]), ["Support/XCUIElement+Cells.swift:6:10 cell", "Support/XCUIElement+Cells.swift:9:17 avatar",
                                         "Support/XCUIElement+Cells.swift:10:17 badge", "Support/XCUIElement+Cells.swift:12:17 owner"],
                       "an identifier read off the element given is the helper's; one of its own, even built at runtime, the locator's")
    }
    /// Wikipedia's `case search` of an enum, written `.search`, is no use of a screen's private
    /// `search`; a static element may be named so.
    func testAnImplicitMemberIsNoUseOfAnInstancesElement() {
        let findings = lint([("FeedScreen.swift", """
            final class FeedScreen: KassScreen {
                private lazy var search = searchField("feed.search")
                lazy var title = staticText("feed.title")
                override var onLoad: [KassElement] { [title] }
            }
            enum Tab { case search, feed }
            final class TabRobot {
                func pick() -> Tab { .search }
            }
            """)])
        XCTAssertEqual(findings, ["FeedScreen.swift:2:22 search"])
    }

    /// GOV.UK's `let loginModal = sut.tapLoginButton()`, declared `-> LoginModal`, and a protocol
    /// extension's `waitForAppearance() -> Self`: `loginModal.title` is the modal's, not every screen's.
    func testAValueAMethodReturnsHasTheTypeItDeclares() {
        let findings = lint([("Screens.swift", """
            protocol ScreenObject { var app: XCUIApplication { get } }
            extension ScreenObject {
                func waitForAppearance() -> Self { self }
            }
            struct WelcomeScreen: ScreenObject {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["welcome.title"] }
                var signIn: XCUIElement { app.buttons["welcome.signIn"] }
                func tapLoginButton() -> LoginModal {
                    signIn.tap()
                    return LoginModal(app: app).waitForAppearance()
                }
            }
            struct LoginModal: ScreenObject {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["modal.title"] }
            }
            struct ErrorScreen: ScreenObject {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts["error.title"] }
            }
            """), ("LoginUITests.swift", """
            final class LoginUITests: XCTestCase {
                var sut: WelcomeScreen!
                func test_login() {
                    XCTAssertEqual(sut.title.label, "Welcome")
                    let loginModal = sut.tapLoginButton()
                    XCTAssertTrue(loginModal.title.exists)
                    let again = LoginModal(app: XCUIApplication()).waitForAppearance()
                    XCTAssertTrue(again.title.exists)
                }
            }
            """)])
        XCTAssertEqual(findings, ["Screens.swift:20:9 title"])
    }
}

/// Setting an element is no use of it: WordPress's screens assign their `let` elements in the
/// initializer, and one never read after is unused.
final class UnusedElementSetButNeverReadTests: XCTestCase {
    func testAnElementOnlyAssignedIsUnused() {
        var options = LintOptions()
        options.optInRules = ["unused-element"]
        let source = """
            public class MeTabScreen: ScreenObject {
                let logOutButton: XCUIElement
                let myProfileButton: XCUIElement
                init(app: XCUIApplication = XCUIApplication()) throws {
                    logOutButton = app.cells["logOut"]
                    self.myProfileButton = app.cells["myProfile"]
                    try super.init(expectedElementGetter: { $0.cells["appSettings"] }, app: app)
                }
                public func logout() { logOutButton.tap() }
            }
            final class MeTests: XCTestCase {
                func testLogout() throws { try MeTabScreen().logout() }
            }
            """
        let findings = LintRunner.run(sources: [("Me.swift", source)], options: options).findings.filter { $0.rule == "unused-element" }
        XCTAssertEqual(findings.map(\.element), ["myProfileButton"])
    }

}

extension UnusedElementTests {
    /// A shared name read on `$0` of `onScreen(ReviewsScreen.self) { … }` is ReviewsScreen's use, in a file
    /// whose calls no enabled rule records as in one where one does: which rules run never changes which
    /// element a mention is (the benchmark's `formStatus` went unreported once label-locator stopped
    /// reading that test file).
    func testASharedNameReadOnAScreensClosureParameterIsThatScreensWhateverTheRules() {
        let sources = [("Screens.swift", """
            final class ReviewsScreen: KassScreen {
                lazy var status = staticText("reviews.status")
                override var onLoad: [KassElement] { [status] }
            }
            final class CardsScreen: KassScreen {
                lazy var status = staticText("cards.status")
                lazy var title = staticText("cards.title")
                override var onLoad: [KassElement] { [title] }
            }
            """), ("Tests.swift", """
            final class ReviewsTests: KassTestCase {
                func test_status() {
                    onScreen(ReviewsScreen.self) { XCTAssertTrue($0.status.exists) }
                }
            }
            """)]
        XCTAssertEqual(lint(sources), ["Screens.swift:6:14 status"])
        var options = LintOptions()
        options.ruleIdentifiers = ["unused-element", "label-locator", "secret-typed-as-text", "sleep-in-ui-test"]
        XCTAssertEqual(LintRunner.run(sources: sources, options: options).findings.filter { $0.rule == "unused-element" }.map { "\($0.line) \($0.element ?? "")" },
                       ["6 status"])
    }
}
