import XCTest
import KassiosSyntax
import KassiosModel

/// Elements: properties and zero/one-argument methods whose value comes from an
/// element builder or an XCUITest query, in screens, robots and page objects.
final class ElementTests: XCTestCase {
    // MARK: - KassiOS builders

    /// Every KassiOS builder, as a screen calls it, with what it builds.
    /// (property, builder call, element type, identifier)
    static let builderCalls: [(String, String, String, IdentifierSource?)] = [
        ("submit", #"button("catalog.submit")"#, "button", .literal("catalog.submit")),
        ("title", #"staticText("catalog.title")"#, "staticText", .literal("catalog.title")),
        ("email", #"textField("catalog.email")"#, "textField", .literal("catalog.email")),
        ("password", #"secureTextField("catalog.password")"#, "secureTextField", .literal("catalog.password")),
        ("logo", #"image("catalog.logo")"#, "image", .literal("catalog.logo")),
        ("firstRow", #"cell("catalog.row.first")"#, "cell", .literal("catalog.row.first")),
        ("help", #"link("catalog.help")"#, "link", .literal("catalog.help")),
        ("container", #"other("catalog.container")"#, "other", .literal("catalog.container")),
        ("rememberMe", #"switchControl("catalog.rememberMe")"#, "switch", .literal("catalog.rememberMe")),
        ("anything", #"element("catalog.anything")"#, "any", .literal("catalog.anything")),
        ("notes", #"textView("catalog.notes")"#, "textView", .literal("catalog.notes")),
        ("search", #"searchField("catalog.search")"#, "searchField", .literal("catalog.search")),
        ("volume", #"slider("catalog.volume")"#, "slider", .literal("catalog.volume")),
        ("country", #"picker("catalog.country")"#, "picker", .literal("catalog.country")),
        ("list", #"table("catalog.list")"#, "table", .literal("catalog.list")),
        ("grid", #"collectionView("catalog.grid")"#, "collectionView", .literal("catalog.grid")),
        ("scroller", #"scrollView("catalog.scroller")"#, "scrollView", .literal("catalog.scroller")),
        ("navBar", #"navigationBar("catalog.navBar")"#, "navigationBar", .literal("catalog.navBar")),
        ("tabs", #"tabBar("catalog.tabs")"#, "tabBar", .literal("catalog.tabs")),
        ("confirmation", #"alert("catalog.confirmation")"#, "alert", .literal("catalog.confirmation")),
        ("period", #"segmentedControl("catalog.period")"#, "segmentedControl", .literal("catalog.period")),
        ("terms", #"webView("catalog.terms")"#, "webView", .literal("catalog.terms")),
        ("banner", #"element(id: "catalog.banner", label: "Summer sale")"#, "any", .literal("catalog.banner")),
        ("buy", #"button(id: "catalog.buy")"#, "button", .literal("catalog.buy")),
        ("settings", #"descendant(.button, "catalog.settings")"#, "button", .literal("catalog.settings")),
        ("rows", #"all("catalog.rows", type: .cell)"#, "cell", .literal("catalog.rows")),
        ("everyCell", #"all(.cell)"#, "cell", nil),
        ("menu", #"button(.menu)"#, "button", .constant(path: ".menu", value: nil)),
        ("caption", #"element("catalog.caption", type: .staticText)"#, "staticText", .literal("catalog.caption")),
        ("feedRows", #"customCollection("feed rows") { [app] in app.cells.matching(identifier: "catalog.feedRow") }"#, "cell",
         .literal("catalog.feedRow")),
        ("forgotHint", #"staticText(containing: "Forgot")"#, "staticText", nil),
        ("helpButton", #"button(containing: "Help")"#, "button", nil),
        ("total", #"element(labelContains: "Total")"#, "any", nil),
        ("page", #"webView()"#, "webView", nil),
        ("chart", #"custom("spending chart") { app.otherElements["catalog.chart"].firstMatch }"#, "other", .literal("catalog.chart")),
        ("feed", #"custom("feed") { [app] in app.scrollViews.matching(identifier: "catalog.feed").firstMatch }"#, "scrollView",
         .literal("catalog.feed")),
        ("legend", #"custom("chart legend") { [app] in app.otherElements.element(boundBy: 2) }"#, "other", nil),
    ]

    func testEveryKassiOSBuilderMakesAnElement() throws {
        let source = "final class CatalogScreen: KassScreen {\n"
            + Self.builderCalls.map { "    lazy var \($0.0) = \($0.1)\n" }.joined()
            + "}\n"
        let fixture = Fixture("Screens/CatalogScreen.swift", source)
        let project = makeProject(fixture)
        XCTAssertEqual(project.elementNames(of: "CatalogScreen"), Self.builderCalls.map(\.0))
        for (name, call, elementType, identifier) in Self.builderCalls {
            let element = try project.element(name, of: "CatalogScreen")
            XCTAssertEqual(element.elementType, elementType, call)
            XCTAssertEqual(element.identifier, identifier, call)
            XCTAssertEqual(element.parameters, [], call)
            XCTAssertEqual(element.file, "Screens/CatalogScreen.swift")
            let position = fixture.position(of: "var \(name) =")
            XCTAssertEqual(element.location.line, position.line, call)
            XCTAssertEqual(element.location.column, position.column + 4, "at the property's name: \(call)")
        }
    }

    func testTheBuilderTableAboveCoversEveryKassiOSBuilder() {
        // If KassiOS gains a builder, the test above must learn it too.
        let covered = Set(Self.builderCalls.map { call -> String in
            String(call.1.prefix { $0 != "(" })
        })
        for builder in ElementBuilder.kassiOS {
            XCTAssertTrue(covered.contains(builder.name), "no fixture calls \(builder.name)")
        }
        let labelled = Self.builderCalls.map(\.1)
        XCTAssertTrue(labelled.contains { $0.hasPrefix("element(id:") })
        XCTAssertTrue(labelled.contains { $0.hasPrefix("button(id:") })
        XCTAssertTrue(labelled.contains { $0.hasPrefix("staticText(containing:") })
        XCTAssertTrue(labelled.contains { $0.hasPrefix("button(containing:") })
        XCTAssertTrue(labelled.contains { $0.hasPrefix("element(labelContains:") })
        XCTAssertTrue(labelled.contains { $0 == "webView()" })
    }

    func testBuilderIdentifierFromAConstantInAnotherFile() throws {
        let project = makeProject(
            Fixture("Screens/LoginScreen.swift", #"""
                final class LoginScreen: BaseScreen {
                    lazy var email = textField(A11y.Login.email)
                    lazy var submit = button(id: A11y.Login.submit)
                    lazy var settings = descendant(.button, A11y.Login.settings)
                }
                """#),
            Fixture("Support/AccessibilityID.swift", #"""
                enum A11y {
                    enum Login {
                        static let email = "login.email"
                        static let submit = "login.submit"
                        static let settings = "login.settings"
                    }
                }
                """#))
        XCTAssertEqual(try project.element("email", of: "LoginScreen").identifier,
                       .constant(path: "A11y.Login.email", value: "login.email"))
        XCTAssertEqual(try project.element("submit", of: "LoginScreen").identifier,
                       .constant(path: "A11y.Login.submit", value: "login.submit"))
        XCTAssertEqual(try project.element("settings", of: "LoginScreen").identifier,
                       .constant(path: "A11y.Login.settings", value: "login.settings"))
    }

    func testElementsInsideIfConfigAreElements() throws {
        let project = makeProject(Fixture("Screens/HomeScreen.swift", #"""
            final class HomeScreen: KassScreen {
                lazy var balance = staticText("home.balance")

                #if DEBUG
                /// Compiled into debug builds only.
                lazy var debugMenu = button("home.debugMenu")
                #else
                lazy var feedback = button("home.feedback")
                #endif
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "HomeScreen"), ["balance", "debugMenu", "feedback"])
    }

    // MARK: - XCUITest queries

    static let loginRobot = Fixture("Robots/LoginRobot.swift", #"""
        import XCTest

        final class LoginRobot: Robot {
            var emailField: XCUIElement { app.textFields["login.email"] }
            var submitButton: XCUIElement { app.buttons["login.submit"].firstMatch }
            var firstAccount: XCUIElement { app.cells.matching(identifier: "accounts.row").firstMatch }
            var avatar: XCUIElement { app.descendants(matching: .image)["profile.avatar"] }
            var closeButton: XCUIElement {
                app.navigationBars.buttons.element(matching: .button, identifier: "sheet.close")
            }
            var banner: XCUIElement {
                return app.otherElements["home.banner"]
            }
            var heading: XCUIElement {
                get { app.staticTexts["home.heading"] }
            }
            private var rememberMe: XCUIElement { app.switches["login.rememberMe"] }
            var statementRow: XCUIElement { app.tables["statements.list"].cells["statements.row"] }
        }
        """#)

    func testComputedQueryProperties() throws {
        let project = makeProject(Self.loginRobot)
        XCTAssertEqual(project.elementNames(of: "LoginRobot"), [
            "emailField", "submitButton", "firstAccount", "avatar", "closeButton", "banner", "heading",
            "rememberMe", "statementRow",
        ])
        let expected: [(String, String, String)] = [
            ("emailField", "textField", "login.email"),
            ("submitButton", "button", "login.submit"),
            ("firstAccount", "cell", "accounts.row"),
            ("avatar", "image", "profile.avatar"),
            ("closeButton", "button", "sheet.close"),
            ("banner", "other", "home.banner"),
            ("heading", "staticText", "home.heading"),
            ("rememberMe", "switch", "login.rememberMe"),
            ("statementRow", "cell", "statements.row"),
        ]
        for (name, elementType, identifier) in expected {
            let element = try project.element(name, of: "LoginRobot")
            XCTAssertEqual(element.elementType, elementType, name)
            XCTAssertEqual(element.identifier, .literal(identifier), name)
            XCTAssertEqual(element.parameters, [], name)
            XCTAssertEqual(element.location.line, Self.loginRobot.position(of: "var \(name)").line, name)
        }
    }

    /// firefox-ios's `FindInPageScreen.searchField`: a getter that returns from each branch of
    /// `if #available`. The element is the first branch's, the newest OS's.
    func testAGetterThatReturnsFromEachBranchIsTheFirstBranchsElement() throws {
        let project = makeProject(Fixture("Robots/FindRobot.swift", #"""
            final class FindRobot: Robot {
                var searchField: XCUIElement {
                    if #available(iOS 16, *) {
                        return app.searchFields["find.search"]
                    } else {
                        return app.textFields["find.search.legacy"]
                    }
                }
                var nextButton: XCUIElement {
                    if isPad { app.buttons["find.next.pad"] } else { app.buttons["find.next"] }
                }
                var doneButton: XCUIElement {
                    #if targetEnvironment(macCatalyst)
                    return app.menuItems["find.done"]
                    #else
                    return app.buttons["find.done"]
                    #endif
                }
                var previousButton: XCUIElement {
                    if isPad { log("pad") }
                    return app.buttons["find.previous"]
                }
                func close() {
                    if isPad { app.buttons["find.close.pad"].tap() } else { app.buttons["find.close"].tap() }
                }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "FindRobot"), ["searchField", "nextButton", "doneButton", "previousButton"])
        let expected: [(String, String, String)] = [
            ("searchField", "searchField", "find.search"),
            ("nextButton", "button", "find.next.pad"),
            ("doneButton", "menuItem", "find.done"),
            ("previousButton", "button", "find.previous"),
        ]
        try assertElements(expected, of: "FindRobot", in: project)
    }

    /// amazon-location's getters find the element, check it is there and return it: the local they
    /// return is the element, after an `app.activate()` too. A method that acts on the local before
    /// returning it (ProtonMail's `element.tap(); return element`), or on the app before making it
    /// (the next screen's title), is an action; one named as a check (`waitForSearchBar()`) is no
    /// second declaration of the element it waits for.
    func testAGetterThatChecksTheLocalItReturnsHasItsElement() throws {
        let project = makeProject(Fixture("Screens/ExploreScreen.swift", #"""
            struct ExploreScreen {
                let app: XCUIApplication
                func getSearchBar() -> XCUIElement {
                    let searchBar = app.otherElements["explore.search"].firstMatch
                    XCTAssertTrue(searchBar.waitForExistence(timeout: 5))
                    return searchBar
                }
                private func getRouteCell() -> XCUIElement {
                    app.activate()
                    let cell = app.cells["settings.route"]
                    _ = cell.waitForExistence(timeout: 2)
                    return cell
                }
                var title: XCUIElement {
                    let title = app.staticTexts["explore.title"]
                    return title
                }
                func tapByIdentifier(_ identifier: String) -> XCUIElement {
                    let element = app.buttons[identifier]
                    element.tap()
                    return element
                }
                func tapMenu() -> XCUIElement {
                    let menu = app.buttons["explore.menu"]
                    XCTAssertTrue(menu.exists)
                    menu.tap()
                    return menu
                }
                func openSettings() -> XCUIElement {
                    app.buttons["explore.settings"].tap()
                    let title = app.navigationBars["settings.nav"]
                    XCTAssertTrue(title.waitForExistence(timeout: 5))
                    return title
                }
                func waitForSearchBar() -> XCUIElement {
                    let bar = app.otherElements["explore.search"]
                    XCTAssertTrue(bar.waitForExistence(timeout: 5))
                    return bar
                }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "ExploreScreen"), ["getSearchBar", "getRouteCell", "title"])
        let expected: [(String, String, String)] = [
            ("getSearchBar", "other", "explore.search"),
            ("getRouteCell", "cell", "settings.route"),
            ("title", "staticText", "explore.title"),
        ]
        try assertElements(expected, of: "ExploreScreen", in: project)
        XCTAssertEqual((project.elementsByType["ExploreScreen"] ?? []).map(\.reference), ["getSearchBar()", "getRouteCell()", "title"])
    }

    /// Wire's pages keep a query in a local and return its subscript (`let elementsQuery =
    /// app.textFields; return elementsQuery["Email or SSO code"]`), as Xcode's recorder writes them:
    /// the element is the query written in place. A `var` given another query before the return is
    /// not followed.
    func testAGetterReturningASubscriptOfAQueryItsLocalHoldsHasItsElement() throws {
        let project = makeProject(Fixture("Pages/WelcomePage.swift", #"""
            final class WelcomePage {
                let app = XCUIApplication()
                var emailTextField: XCUIElement {
                    let elementsQuery = app.textFields
                    return elementsQuery["welcome.email"]
                }
                var nextButton: XCUIElement {
                    let elementsQuery = app.scrollViews.otherElements
                    return elementsQuery.buttons["welcome.next"]
                }
                var firstCell: XCUIElement {
                    let cells = app.tables["welcome.list"].cells
                    return cells.element(matching: .cell, identifier: "welcome.first").firstMatch
                }
                var changed: XCUIElement {
                    var query = app.textFields
                    query = app.secureTextFields
                    return query["welcome.password"]
                }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "WelcomePage"), ["emailTextField", "nextButton", "firstCell"])
        try assertElements([("emailTextField", "textField", "welcome.email"), ("nextButton", "button", "welcome.next"),
                            ("firstCell", "cell", "welcome.first")], of: "WelcomePage", in: project)
    }

    /// Each `(name, element type, literal identifier)` is an element of `type` so.
    func assertElements(_ expected: [(String, String, String)], of type: String, in project: Project,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        for (name, elementType, identifier) in expected {
            let element = try project.element(name, of: type, file: file, line: line)
            XCTAssertEqual(element.elementType, elementType, name, file: file, line: line)
            XCTAssertEqual(element.identifier, .literal(identifier), name, file: file, line: line)
        }
    }

    func testElementTypeOfAQueryNarrowedFurther() throws {
        let project = makeProject(Fixture("Robots/CardsRobot.swift", #"""
            final class CardsRobot: Robot {
                var freeze: XCUIElement { app.descendants(matching: .button).matching(identifier: "cards.freeze").firstMatch }
                var carousel: XCUIElement { app.otherElements.matching(.collectionView, identifier: "cards.carousel").firstMatch }
                var firstCard: XCUIElement { app.collectionViews.cells.element(matching: .cell, identifier: "cards.first") }
            }
            """#))
        let freeze = try project.element("freeze", of: "CardsRobot")
        XCTAssertEqual(freeze.identifier, .literal("cards.freeze"))
        XCTAssertEqual(freeze.elementType, "button", "the type descendants(matching:) asked for")
        let carousel = try project.element("carousel", of: "CardsRobot")
        XCTAssertEqual(carousel.identifier, .literal("cards.carousel"))
        XCTAssertEqual(carousel.elementType, "collectionView")
        XCTAssertEqual(try project.element("firstCard", of: "CardsRobot").elementType, "cell")
    }

    func testAnnotatedAndStoredElementProperties() throws {
        let project = makeProject(Fixture("Screens/TransferScreen.swift", #"""
            final class TransferScreen: KassScreen {
                private(set) lazy var amount: KassElement = textField("transfer.amount")
            }

            struct TransferPage {
                let app = XCUIApplication()
                let confirm = XCUIApplication().buttons["transfer.confirm"]
            }
            """#))
        XCTAssertEqual(try project.element("amount", of: "TransferScreen").identifier, .literal("transfer.amount"))
        XCTAssertEqual(try project.element("confirm", of: "TransferPage").identifier, .literal("transfer.confirm"))
        XCTAssertEqual(try project.element("confirm", of: "TransferPage").elementType, "button")
        XCTAssertFalse(project.elementNames(of: "TransferPage").contains("app"))
    }

    /// A stored property given its query (or getter) in `init`, as WordPress's older screens do.
    func testStoredElementsAssignedInTheInitializer() throws {
        let project = makeProject(Fixture("Screens/MeScreen.swift", #"""
            final class MeScreen: ScreenObject {
                let logOutButton: XCUIElement
                let doneButton: XCUIElement
                private let noticeGetter: (XCUIApplication) -> XCUIElement
                var waitTimeout: Double
                let later: XCUIElement

                init(app: XCUIApplication = XCUIApplication()) throws {
                    logOutButton = app.cells["me.logOut"]
                    self.doneButton = app.navigationBars.buttons["me.done"]
                    noticeGetter = { app in app.otherElements["me.notice"] }
                    waitTimeout = 20
                    if app.exists { later = app.buttons["me.later"] } else { later = app.buttons["me.never"] }
                    try super.init(expectedElementGetters: [{ $0.cells["me.profile"] }], app: app)
                }
            }
            """#))
        XCTAssertEqual(try project.element("logOutButton", of: "MeScreen").identifier, .literal("me.logOut"))
        XCTAssertEqual(try project.element("logOutButton", of: "MeScreen").elementType, "cell")
        XCTAssertEqual(try project.element("doneButton", of: "MeScreen").identifier, .literal("me.done"))
        XCTAssertEqual(try project.element("noticeGetter", of: "MeScreen").identifier, .literal("me.notice"))
        // One set in each branch (Gini's per-locale queries) is its first branch's.
        XCTAssertEqual(project.elementNames(of: "MeScreen"), ["logOutButton", "doneButton", "noticeGetter", "later"], "a Double is no element")
        XCTAssertEqual(try project.element("later", of: "MeScreen").identifier, .literal("me.later"))
    }

    func testStaticEnumPageObject() throws {
        let project = makeProject(Fixture("PageObjects/StatementsPage.swift", #"""
            import XCTest

            enum StatementsPage {
                private static var app: XCUIApplication { XCUIApplication() }

                static var exportButton: XCUIElement { XCUIApplication().buttons["statements.export"] }
                static var list: XCUIElement { app.tables["statements.list"] }
                static var latestStatement: XCUIElement { list.cells.element(boundBy: 0) }
                static var pdfViewer: XCUIElement { app.otherElements["statements.pdfViewer"] }
                static var yearPicker: XCUIElement { app.segmentedControls["statements.year"] }

                static func waitUntilLoaded(timeout: TimeInterval = 10) -> Bool {
                    list.waitForExistence(timeout: timeout)
                }

                static func exportLatest() {
                    latestStatement.tap()
                    XCTAssertTrue(pdfViewer.waitForExistence(timeout: 10))
                    exportButton.tap()
                }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "StatementsPage"),
                       ["exportButton", "list", "latestStatement", "pdfViewer", "yearPicker"])
        let export = try project.element("exportButton", of: "StatementsPage")
        XCTAssertEqual(export.elementType, "button")
        XCTAssertEqual(export.identifier, .literal("statements.export"))
        let latest = try project.element("latestStatement", of: "StatementsPage")
        XCTAssertEqual(latest.elementType, "cell")
        XCTAssertNil(latest.identifier, "found by position, not by identifier")
        XCTAssertEqual(try project.element("yearPicker", of: "StatementsPage").elementType, "segmentedControl")
    }

    func testNestedPageObjectIsItsOwnType() throws {
        let project = makeProject(Fixture("PageObjects/TransactionsPage.swift", #"""
            struct TransactionsPage {
                let app: XCUIApplication

                var list: XCUIElement { app.tables["transactions.list"] }

                struct FilterSheet {
                    let app: XCUIApplication
                    var apply: XCUIElement { app.buttons["transactions.filter.apply"] }
                }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "TransactionsPage"), ["list"])
        XCTAssertEqual(project.elementNames(of: "TransactionsPage.FilterSheet"), ["apply"])
    }

    // MARK: - Element methods

    func testZeroAndOneArgumentElementMethods() throws {
        let project = makeProject(Fixture("Screens/AccountsScreen.swift", #"""
            final class AccountsScreen: KassScreen {
                func header() -> KassElement {
                    staticText("accounts.header")
                }

                func row(_ index: Int) -> XCUIElement {
                    app.cells["accounts.row.\(index)"]
                }

                func account(named name: String) -> KassElement {
                    return cell("accounts.\(name)")
                }

                func transaction(at index: Int, inSection section: Int) -> XCUIElement {
                    app.tables.cells.element(boundBy: index)
                }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "AccountsScreen"), ["header", "row", "account"],
                       "a method of two parameters is not an element")

        let header = try project.element("header", of: "AccountsScreen")
        XCTAssertEqual(header.parameters, [])
        XCTAssertEqual(header.elementType, "staticText")
        XCTAssertEqual(header.identifier, .literal("accounts.header"))

        let row = try project.element("row", of: "AccountsScreen")
        XCTAssertEqual(row.parameters, ["index"])
        XCTAssertEqual(row.elementType, "cell")
        XCTAssertEqual(row.identifier, .interpolated(pattern: "accounts.row.*", parts: ["index"], resolved: nil))

        let account = try project.element("account", of: "AccountsScreen")
        XCTAssertEqual(account.parameters, ["name"], "the name the body uses, not the label")
        XCTAssertEqual(account.elementType, "cell")
        XCTAssertEqual(account.identifier, .interpolated(pattern: "accounts.*", parts: ["name"], resolved: nil))
    }

    func testOneArgumentMethodPassingItsParameterThrough() throws {
        let project = makeProject(Fixture("Robots/HomeRobot.swift", #"""
            final class HomeRobot: Robot {
                private func tab(_ id: String) -> XCUIElement {
                    app.tabBars.buttons[id]
                }
            }
            """#))
        let tab = try project.element("tab", of: "HomeRobot")
        XCTAssertEqual(tab.parameters, ["id"])
        XCTAssertEqual(tab.elementType, "button")
        XCTAssertEqual(tab.identifier, .parameter("id"))
    }

    // MARK: - Not elements

    func testMembersThatAreNotElements() {
        let project = makeProject(Fixture("Screens/LoginScreen.swift", #"""
            final class LoginScreen: KassScreen {
                lazy var submit = button("login.submit")
                var count: Int = 0
                let timeout: TimeInterval = 5
                var greeting: String { "Hello, Ada" }
                static let maximumAttempts = 3

                override var onLoad: [KassElement] { [submit] }

                func tapLogin() {
                    submit.tap()
                }

                func logIn(as user: TestUser) -> HomeScreen {
                    submit.tap()
                    return HomeScreen(app: app)
                }

                enum Field: String { case email, password }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "LoginScreen"), ["submit"])
        XCTAssertNil(project.elementsByType["LoginScreen.Field"])
    }

    /// The real orderme's generic builders (`build<T: Initializable>(…) -> T`, one calling the other,
    /// which makes `type.init(element: self, …)`) wrap the element; one that makes its type of
    /// something else does not.
    func testGenericBuildersOfTheElementAreWrappers() {
        let project = makeProject(Fixture("Screens.swift", #"""
            import XCTest
            protocol Initializable { init(element: XCUIElement, description: String, timeout: Double) }
            final class Button: Initializable {
                let element: XCUIElement
                init(element: XCUIElement, description: String, timeout: Double) { self.element = element }
            }
            extension XCUIElement {
                func build<T: Initializable>(description: String = "\(T.self)", timeout: Double = 5) -> T {
                    return build(type: T.self, description: description, timeout: timeout)
                }
                func build<T: Initializable>(type: T.Type, description: String = "\(T.self)", timeout: Double = 5) -> T {
                    return type.init(element: self, description: description, timeout: timeout)
                }
                func other<T: Initializable>(type: T.Type) -> T { type.init(element: XCUIApplication(), description: "", timeout: 1) }
            }
            final class LoginScreen {
                let element = XCUIApplication()
                private lazy var loginLater: Button = element.buttons["loginLaterButton"].build()
                private lazy var facebook: Button = element.buttons["facebookLoginButton"].build(type: Button.self)
                private lazy var elsewhere: Button = element.buttons["elsewhere"].other(type: Button.self)
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "LoginScreen"), ["loginLater", "facebook"])
    }

    func testActionsThatCallAnElementWrapperAreNotElements() {
        let project = makeProject(Fixture("Robots/StatsRobot.swift", #"""
            final class StatsRobot {
                let app = XCUIApplication()
                private var title: XCUIElement { app.staticTexts["stats.title"] }
                func tapTab(id: String) -> StatsRobot { app.buttons[id].tap(); return self }
                func goToWeekTab() -> StatsRobot { tapTab(id: "stats.week") }
                func goToMonthTab() -> Self { tapTab(id: "stats.month") }
                func assertTabMissing() { assertGone("stats.year") }
                private func assertGone(_ id: String) { XCTAssertFalse(app.buttons[id].exists) }
                func tab(_ id: String) -> XCUIElement { app.buttons[id] }
                func weekTab() -> XCUIElement { tab("stats.week") }
                func tabs() -> XCUIElementQuery { app.buttons.matching(identifier: "stats.tab") }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "StatsRobot"), ["title", "tab", "weekTab", "tabs"])
    }

    func testValuesReadFromAQueryAreNotElements() {
        // An Int, a Bool or an action computed from a query is not an element.
        let project = makeProject(Fixture("Robots/AccountsRobot.swift", #"""
            final class AccountsRobot: Robot {
                var rows: XCUIElement { app.cells["accounts.row"] }
                var rowCount: Int { app.cells.count }
                var isLoggedIn: Bool { app.buttons["home.logout"].exists }

                func tapLogout() {
                    app.buttons["home.logout"].tap()
                }
            }
            """#))
        XCTAssertEqual(project.elementNames(of: "AccountsRobot"), ["rows"])
    }

    func testTypesWithoutElementsAreAbsent() {
        let project = makeProject(Fixture("Support/TestData.swift", #"""
            struct TestUser {
                let email: String
                let password: String

                static let primary = TestUser(email: "ada@finch.test", password: "correct horse")
            }
            """#))
        XCTAssertNil(project.elementsByType["TestUser"])
    }
}
