import XCTest
import KassiosSyntax
import KassiosModel

/// Functions whose `String` parameters flow unchanged into identifier positions:
/// their call sites are the identifier positions, not their bodies.
final class WrapperTests: XCTestCase {
    static let elementWrappers = Fixture("Support/ElementWrappers.swift", #"""
        import XCTest
        import KassiOS

        extension KassScreen {
            /// Matches an element of any type.
            func anyElement(_ id: String) -> KassElement {
                custom("any \(id)") { app.descendants(matching: .any)[id].firstMatch }
            }
        }
        """#)

    static let homeScreen = Fixture("Screens/HomeScreen.swift", #"""
        import XCTest
        import KassiOS

        final class HomeScreen: KassScreen {
            lazy var promo = anyElement("home.promo")
            lazy var quickActions = anyElement(A11y.Home.quickActions)

            func tab(_ index: Int) -> KassElement {
                anyElement("home.tab.\(index)")
            }
        }

        enum A11y {
            enum Home {
                static let quickActions = "home.quickActions"
            }
        }
        """#)

    func testParameterReachingAQueryMakesAWrapper() throws {
        let project = makeProject(Self.elementWrappers)
        let wrappers = try XCTUnwrap(project.wrappers["anyElement"])
        XCTAssertEqual(wrappers.count, 1)
        let wrapper = try XCTUnwrap(wrappers.first)
        XCTAssertEqual(wrapper.callName, "anyElement")
        XCTAssertEqual(wrapper.signature, "anyElement(_:)")
        XCTAssertEqual(wrapper.identifierParameters, [0])
        XCTAssertEqual(wrapper.parameters.map(\.label), [nil])
        XCTAssertEqual(wrapper.parameters.map(\.hasDefault), [false])
        XCTAssertEqual(project.usages.map(\.source), [], "the wrapper's own body is no identifier position")
    }

    func testCallSitesAreIdentifierPositions() throws {
        let project = makeProject(Self.homeScreen, Self.elementWrappers)
        XCTAssertEqual(project.usages.map(\.memberName), ["promo", "quickActions", "tab(_:)"])

        let promo = try project.usage(in: "HomeScreen", member: "promo")
        XCTAssertEqual(promo.source, .literal("home.promo"))
        XCTAssertFalse(promo.source.isRuntime)
        XCTAssertEqual(promo.locator, "anyElement(_:)")
        let position = Self.homeScreen.position(of: "\"home.promo\"")
        XCTAssertEqual(promo.location.line, position.line)
        XCTAssertEqual(promo.location.column, position.column)

        let quickActions = try project.usage(in: "HomeScreen", member: "quickActions")
        XCTAssertEqual(quickActions.source, .constant(path: "A11y.Home.quickActions", value: "home.quickActions"))
        XCTAssertFalse(quickActions.source.isRuntime)

        let tab = try project.usage(in: "HomeScreen", member: "tab(_:)")
        XCTAssertEqual(tab.source, .interpolated(pattern: "home.tab.*", parts: ["index"], resolved: nil))
        XCTAssertTrue(tab.source.isRuntime)
        XCTAssertEqual(tab.locator, "anyElement(_:)")
        XCTAssertNil(project.wrappers["tab"], "it builds the identifier, it does not pass it through")
    }

    /// Falcon's `init(root: UIElement)`, DropBit's `view(withId pageElement: AccessiblePageElement)` and
    /// Passepartout's `get(_ info: AccessibilityInfo)` (`info.id`)
    /// read the identifier off a descriptor the caller passes, of a protocol of the app's: the call
    /// sites are the identifier positions, as for a generic `element: T`. Another property of a
    /// parameter of a type the files do not declare (`user.name`) stays a variable, as does an
    /// `XCUIElement`'s identifier.
    func testADescriptorParameterOfAnUnseenTypeIsCheckedWhereItIsPassed() throws {
        let pages = Fixture("Pages.swift", #"""
            import XCTest

            final class Pages {
                let app = XCUIApplication()
                func view(withId pageElement: AccessiblePageElement) -> XCUIElement {
                    app.otherElements[pageElement.identifier]
                }
                func root(_ element: UIElement) -> XCUIElement {
                    app.otherElements[element.accessibilityIdentifier]
                }
                func matching(_ element: XCUIElement) -> XCUIElement {
                    app.buttons[element.identifier]
                }
                func user(_ user: User) -> XCUIElement {
                    app.staticTexts[user.name]
                }
                func get(_ info: AccessibilityInfo) -> XCUIElement {
                    app.descendants(matching: .any).matching(identifier: info.id).firstMatch
                }
                func user(id user: User) -> XCUIElement {
                    app.cells[user.id]
                }
            }
            final class PagesTests: XCTestCase {
                func testPages() {
                    let pages = Pages()
                    XCTAssertTrue(pages.view(withId: .addressScan).exists)
                    XCTAssertTrue(pages.root(LoginElement.root).exists)
                    let name = String(Int.random(in: 0...3))
                    XCTAssertTrue(pages.root(name).exists)
                }
            }
            """#)
        let project = makeProject(pages)
        XCTAssertEqual(try project.usage(in: "Pages", member: "user(_:)").source, .variable("user.name"))
        XCTAssertEqual(try project.usage(in: "Pages", member: "user(id:)").source, .variable("user.id"), "a user's id is test data")
        // An element's identifier, read off the element found: no descriptor a caller chose.
        XCTAssertEqual(try project.usage(in: "Pages", member: "matching(_:)").source, .variable("element.identifier"))
        for member in ["view(withId:)", "root(_:)", "get(_:)"] {
            XCTAssertNil(project.usages.first { $0.typeName == "Pages" && $0.memberName == member }, "\(member) is a wrapper")
        }
        let passed = project.usages.filter { $0.typeName == "PagesTests" }.map(\.source)
        XCTAssertEqual(passed.count, 3, "\(passed)")
        XCTAssertEqual(passed.filter(\.isRuntime), [.variable("name.accessibilityIdentifier")])
    }

    /// A struct named as a selector that keeps an identifier (`struct Selector { let value: String }`)
    /// and that a robot's method queries with through its parameter (`func tap(_ sel: Selector) {
    /// app.buttons[sel.value] }`) is a selector table, whether or not it queries with it itself: where
    /// a selector is made is the identifier position. One that keeps a `var`, a type whose field
    /// nothing queries with, and test data read so (`struct Tag { let label: String }`) are none.
    func testAFieldQueriedThroughAParameterOfItsTypeMakesASelectorTable() throws {
        let fixture = Fixture("Browser.swift", #"""
            import XCTest

            struct Selector { let value: String }
            struct LooseSelector { var value: String }
            struct Note { let text: String }
            struct Tag { let label: String }
            final class BrowserRobot {
                let app = XCUIApplication()
                func tap(_ sel: Selector) { app.buttons[sel.value].tap() }
                func tapLoose(_ sel: LooseSelector) { app.buttons[sel.value].tap() }
                func select(_ tag: Tag) { app.cells[tag.label].tap() }
                func type(_ note: Note) { app.textViews["browser.note"].typeText(note.text) }
            }
            final class BrowserTests: XCTestCase {
                func testURLBar() { BrowserRobot().tap(Selector(value: "url.bar")) }
                func testRow() { let n = Int.random(in: 0...3); BrowserRobot().tap(Selector(value: "row.\(n)")) }
            }
            """#)
        let project = makeProject(fixture)
        XCTAssertEqual(project.identifierFields["Selector"], ["value"])
        XCTAssertNil(project.identifierFields["LooseSelector"])
        XCTAssertNil(project.identifierFields["Note"])
        XCTAssertNil(project.identifierFields["Tag"])
        XCTAssertEqual(try project.usage(in: "BrowserRobot", member: "select(_:)").source, .variable("tag.label"))
        XCTAssertNil(project.usages.first { $0.memberName == "tap(_:)" }, "tap(_:) reads the selector's field")
        XCTAssertEqual(try project.usage(in: "BrowserRobot", member: "tapLoose(_:)").source, .variable("sel.value"))
        // Checked as made and as passed, at one place (the rules report it once).
        func sources(_ member: String) -> Set<String> {
            Set(project.usages.filter { $0.typeName == "BrowserTests" && $0.memberName == member }.map { "\($0.source) \($0.location.column)" })
        }
        XCTAssertEqual(sources("testURLBar()"), ["literal(\"url.bar\") \(fixture.position(of: "\"url.bar\"").column)"])
        XCTAssertEqual(sources("testRow()"), ["interpolated(pattern: \"row.*\", parts: [\"n\"], resolved: nil) \(fixture.position(of: "\"row.").column)"])
    }

    /// `page.identifier` of a stored `let page: PageID`, whose `String` enum declares `identifier` as
    /// its raw value: one of its cases, as `page.rawValue` is.
    func testAComputedIdentifierOfAnEnumPropertyIsOneOfItsCases() throws {
        let page = Fixture("Page.swift", #"""
            import XCTest

            enum PageID: String {
                case login = "login.view", home = "home.view"
                var identifier: String { rawValue }
            }
            class Page {
                let app = XCUIApplication()
                let page: PageID
                init(page: PageID) { self.page = page }
                var root: XCUIElement { app.otherElements[page.identifier] }
                var raw: XCUIElement { app.otherElements[page.rawValue] }
            }
            """#)
        let project = makeProject(page)
        XCTAssertFalse(try project.usage(in: "Page", member: "root").source.isRuntime)
        XCTAssertFalse(try project.usage(in: "Page", member: "raw").source.isRuntime)
    }

    func testWrapperCallsMakeElements() throws {
        let project = makeProject(Self.homeScreen, Self.elementWrappers)
        let promo = try project.element("promo", of: "HomeScreen")
        XCTAssertEqual(promo.elementType, "any")
        XCTAssertEqual(promo.identifier, .literal("home.promo"))
        let tab = try project.element("tab", of: "HomeScreen")
        XCTAssertEqual(tab.parameters, ["index"])
        XCTAssertEqual(tab.identifier, .interpolated(pattern: "home.tab.*", parts: ["index"], resolved: nil))
    }

    // MARK: - Transitive wrappers

    static let bannerWrapper = Fixture("Support/BannerWrappers.swift", #"""
        extension KassScreen {
            /// A marketing banner; banners change element type between iOS versions.
            func banner(_ id: String) -> KassElement {
                anyElement(id)
            }
        }
        """#)

    static let promoWrapper = Fixture("Support/PromoWrappers.swift", #"""
        extension KassScreen {
            func promoBanner(_ id: String, dismissible: Bool = true) -> KassElement {
                return banner(id)
            }
        }
        """#)

    static let dashboard = Fixture("Screens/DashboardScreen.swift", #"""
        final class DashboardScreen: KassScreen {
            lazy var summer = banner("dashboard.banner.summer")
            lazy var winter = promoBanner("dashboard.banner.winter")
            lazy var spring = promoBanner("dashboard.banner.spring", dismissible: false)
        }
        """#)

    func testWrapperCallingAWrapperIsAWrapperWhateverTheOrder() throws {
        let orders: [[Fixture]] = [
            [Self.elementWrappers, Self.bannerWrapper, Self.promoWrapper, Self.dashboard],
            [Self.dashboard, Self.promoWrapper, Self.bannerWrapper, Self.elementWrappers],
            [Self.promoWrapper, Self.dashboard, Self.elementWrappers, Self.bannerWrapper],
        ]
        for files in orders {
            let project = makeProject(files)
            XCTAssertEqual(Set(project.wrappers.keys), ["anyElement", "banner", "promoBanner"])
            XCTAssertEqual(project.wrappers["banner"]?.first?.identifierParameters, [0])
            XCTAssertEqual(project.wrappers["promoBanner"]?.first?.identifierParameters, [0])
            XCTAssertEqual(project.wrappers["promoBanner"]?.first?.signature, "promoBanner(_:dismissible:)")
            XCTAssertEqual(project.usages.map(\.memberName), ["summer", "winter", "spring"],
                           "no usage in any wrapper body")
            XCTAssertEqual(project.usages.map(\.source), [
                .literal("dashboard.banner.summer"), .literal("dashboard.banner.winter"), .literal("dashboard.banner.spring"),
            ])
            XCTAssertEqual(project.usages.map(\.locator), ["banner(_:)", "promoBanner(_:dismissible:)", "promoBanner(_:dismissible:)"])
        }
    }

    func testWrapperInTheSameTypeDeclaredAfterItsCaller() throws {
        let project = makeProject(Fixture("Robots/TabRobot.swift", #"""
            final class TabRobot: Robot {
                func open(_ id: String) {
                    tab(id).tap()
                }

                private func tab(_ id: String) -> XCUIElement {
                    app.tabBars.buttons[id]
                }

                func openAccounts() {
                    open("tab.accounts")
                }
            }
            """#))
        XCTAssertEqual(project.wrappers["open"]?.first?.signature, "open(_:)")
        XCTAssertEqual(project.wrappers["tab"]?.first?.signature, "tab(_:)")
        let usage = try project.usage(in: "TabRobot", member: "openAccounts()")
        XCTAssertEqual(usage.source, .literal("tab.accounts"))
        XCTAssertEqual(usage.locator, "open(_:)")
        XCTAssertEqual(project.usages.count, 1)
    }

    // MARK: - Initializers

    func testInitializerWrapper() throws {
        let fixture = Fixture("PageObjects/AccountRow.swift", #"""
            import XCTest

            struct AccountRow {
                let element: XCUIElement

                init(id: String, app: XCUIApplication = XCUIApplication()) {
                    element = app.cells[id]
                }

                var balance: XCUIElement { element.staticTexts["accounts.row.balance"] }
            }

            struct AccountsPage {
                let app: XCUIApplication
                var rowID = "accounts.row.latest"

                var everyday: AccountRow { AccountRow(id: "accounts.row.everyday") }
                var latest: AccountRow { AccountRow(id: rowID, app: app) }
            }
            """#)
        let project = makeProject(fixture)
        let wrapper = try XCTUnwrap(project.wrappers["AccountRow"]?.first)
        XCTAssertEqual(wrapper.callName, "AccountRow")
        XCTAssertEqual(wrapper.signature, "AccountRow(id:app:)")
        XCTAssertEqual(wrapper.identifierParameters, [0])
        XCTAssertEqual(wrapper.parameters.map(\.label), ["id", "app"])
        XCTAssertEqual(wrapper.parameters.map(\.hasDefault), [false, true])

        XCTAssertEqual(project.usages.map(\.memberName), ["balance", "everyday", "latest"])
        let everyday = try project.usage(in: "AccountsPage", member: "everyday")
        XCTAssertEqual(everyday.source, .literal("accounts.row.everyday"))
        XCTAssertEqual(everyday.locator, "AccountRow(id:app:)")
        let position = fixture.position(of: "\"accounts.row.everyday\"")
        XCTAssertEqual(everyday.location.line, position.line)
        XCTAssertEqual(everyday.location.column, position.column)
        let latest = try project.usage(in: "AccountsPage", member: "latest")
        XCTAssertEqual(latest.source, .variable("rowID"))
        XCTAssertTrue(latest.source.isRuntime)
    }

    // MARK: - Matching call sites

    static let robot = Fixture("Robots/Robot.swift", #"""
        import XCTest

        class Robot {
            let app: XCUIApplication

            init(app: XCUIApplication) {
                self.app = app
            }

            @discardableResult
            func waitForElement(withID id: String, timeout: TimeInterval = 5) -> XCUIElement {
                let element = app.otherElements[id]
                XCTAssertTrue(element.waitForExistence(timeout: timeout))
                return element
            }

            func waitForElement(withLabel label: String, timeout: TimeInterval = 5) -> XCUIElement {
                let element = app.staticTexts.element(matching: NSPredicate(format: "label == %@", label))
                XCTAssertTrue(element.waitForExistence(timeout: timeout))
                return element
            }

            func tableCell(_ id: String, inTable tableID: String = "accounts.list") -> XCUIElement {
                app.tables[tableID].cells[id]
            }

            func tapButton(_ id: String, then completion: () -> Void) {
                app.buttons[id].tap()
                completion()
            }
        }
        """#)

    func testDefaultParametersAndLabelsAtCallSites() throws {
        let fixture = Fixture("Robots/AccountsRobot.swift", #"""
            final class AccountsRobot: Robot {
                func assertLoaded() {
                    waitForElement(withID: "accounts.header")
                    waitForElement(withID: "accounts.total", timeout: 10)
                    _ = waitForElement(withLabel: "Your accounts")
                }

                func openFirst() {
                    tableCell("accounts.row.first").tap()
                }

                func openCard() {
                    tableCell("cards.row.first", inTable: "cards.list").tap()
                }

                func addAccount() {
                    tapButton("accounts.add") {
                        XCTAssertTrue(app.sheets.firstMatch.exists)
                    }
                }
            }
            """#)
        let project = makeProject(Self.robot, fixture)

        let waitFor = try XCTUnwrap(project.wrappers["waitForElement"])
        XCTAssertEqual(waitFor.map(\.signature), ["waitForElement(withID:timeout:)", "waitForElement(withLabel:timeout:)"])
        // The label overload finds its element by the label it is given: its callers pass no identifier.
        XCTAssertEqual(waitFor.map(\.identifiersPassed), [[0], []])
        XCTAssertEqual(waitFor.map(\.labelParameters), [[], [0]])
        XCTAssertEqual(project.wrappers["tableCell"]?.first?.identifierParameters, [0, 1])
        XCTAssertEqual(project.wrappers["tapButton"]?.first?.parameters.map(\.isClosure), [false, true])

        let assertLoaded = project.usages(in: "AccountsRobot", member: "assertLoaded()")
        XCTAssertEqual(assertLoaded.map(\.source), [.literal("accounts.header"), .literal("accounts.total")],
                       "the withLabel: call is not a call of the wrapper")
        XCTAssertEqual(assertLoaded.map(\.locator), ["waitForElement(withID:timeout:)", "waitForElement(withID:timeout:)"])

        XCTAssertEqual(project.usages(in: "AccountsRobot", member: "openFirst()").map(\.source),
                       [.literal("accounts.row.first")], "the default table identifier is not at the call site")
        XCTAssertEqual(project.usages(in: "AccountsRobot", member: "openCard()").map(\.source),
                       [.literal("cards.row.first"), .literal("cards.list")])
        XCTAssertEqual(project.usages(in: "AccountsRobot", member: "addAccount()").map(\.source),
                       [.literal("accounts.add")], "a trailing closure fills the closure parameter")
        XCTAssertEqual(project.usages.filter { $0.typeName == "Robot" }.map(\.source), [], "no usage inside the wrappers")
    }

    func testTopLevelWrapper() throws {
        let project = makeProject(
            Fixture("Support/Queries.swift", #"""
                import XCTest

                func otherElement(_ id: String, in app: XCUIApplication) -> XCUIElement {
                    app.otherElements[id].firstMatch
                }
                """#),
            Fixture("Tests/OnboardingTests.swift", #"""
                final class OnboardingTests: XCTestCase {
                    let app = XCUIApplication()

                    func testCarousel() {
                        app.launch()
                        XCTAssertTrue(otherElement("onboarding.carousel", in: app).exists)
                    }
                }
                """#))
        let wrapper = try XCTUnwrap(project.wrappers["otherElement"]?.first)
        XCTAssertEqual(wrapper.signature, "otherElement(_:in:)")
        XCTAssertEqual(wrapper.identifierParameters, [0])
        let usage = try project.usage(in: "OnboardingTests", member: "testCarousel()")
        XCTAssertEqual(usage.source, .literal("onboarding.carousel"))
        XCTAssertEqual(usage.locator, "otherElement(_:in:)")
    }

    /// A closure kept in a property is called like a function: WordPress's getter factories
    /// (`textViewGetter(richTextID)` returning `{ app in app.textViews[identifier] }`).
    func testClosureKeptInAPropertyIsAWrapper() throws {
        let project = makeProject(Fixture("Screens/EditorScreen.swift", #"""
            final class EditorScreen: ScreenObject {
                private let richTextID = "editor.rich"
                private let textViewGetter: (String) -> (XCUIApplication) -> XCUIElement = { identifier in
                    return { app in app.textViews[identifier] }
                }
                let cellGetter = { (index: Int) in XCUIApplication().cells["editor.cell.\(index)"] }
                var rich: XCUIElement { textViewGetter(richTextID)(app) }
                func row(_ n: Int) -> XCUIElement { textViewGetter("editor.row.\(n)")(app) }
                func other(_ n: Int) -> XCUIElement { rowGetter("editor.other.\(n)") }
            }
            let rowGetter: (String) -> XCUIElement = { id in XCUIApplication().cells[id] }
            """#))
        let wrapper = try XCTUnwrap(project.wrappers["textViewGetter"]?.first)
        XCTAssertEqual(wrapper.signature, "textViewGetter(_:)")
        XCTAssertEqual(wrapper.identifierParameters, [0])
        XCTAssertNil(project.wrappers["cellGetter"], "its parameter builds the identifier: no wrapper")
        XCTAssertEqual(project.usages.map { "\($0.memberName ?? "") \($0.locator) \($0.source.kindName)" },
                       ["cellGetter cells[…] interpolated", "rich textViewGetter(_:) constant", "row(_:) textViewGetter(_:) interpolated",
                        "other(_:) rowGetter(_:) interpolated"], "a global closure too")
    }

    // MARK: - Not wrappers

    func testAnOptionalParameterUnwrappedUnderItsOwnNameStillFlows() throws {
        let project = makeProject(Fixture("Robots/SitesRobot.swift", #"""
            final class SitesRobot {
                let app = XCUIApplication()
                func openA(title: String?) { if let title { app.cells[title].tap() } }
                func openB(title: String?) { if let title = title { app.cells[title].tap() } }
                func openC(title: String?) {
                    guard let title = title else { return }
                    app.cells[title].tap()
                }
                func openD(title: String) { if let title = Optional(title + "!") { app.cells[title].tap() } }
                func openE(title: String?) { if let t = title { app.cells[t].tap() } }
            }
            """#))
        XCTAssertEqual(project.wrappers.keys.sorted(), ["openA", "openB", "openC", "openE"])
        XCTAssertEqual(project.usages.map(\.memberName), ["openD(title:)"])
        XCTAssertTrue(try project.usage(in: "SitesRobot", member: "openD(title:)").source.isRuntime)
    }

    /// `nil` for a wrapper's optional identifier is no identifier, so none built at run time;
    /// the other identifiers of the call are read as ever (as in wikipedia-ios's SearchRobot).
    func testNilPassedForAnOptionalIdentifierIsNoIdentifierUse() throws {
        let project = makeProject(Fixture("Robots/SearchRobot.swift", #"""
            enum A11y { static let clear = "search.clear" }
            struct SearchRobot {
                let app: XCUIApplication
                func button(withIdentifier identifier: String, fallbackIdentifier: String?) -> XCUIElement {
                    let identified = app.buttons.matching(identifier: identifier).firstMatch
                    if let fallbackIdentifier, !identified.exists { return app.buttons[fallbackIdentifier] }
                    return identified
                }
                func clear() { button(withIdentifier: A11y.clear, fallbackIdentifier: nil).tap() }
                func close(isPad: Bool) { button(withIdentifier: A11y.clear, fallbackIdentifier: isPad ? A11y.clear : nil).tap() }
                func cancel(_ title: String) { button(withIdentifier: "search.cancel", fallbackIdentifier: title + ".cancel").tap() }
            }
            """#))
        XCTAssertEqual(project.wrappers.keys.sorted(), ["button"])
        let uses = project.usages.map { "\($0.memberName ?? "-") \($0.source.isRuntime ? "runtime" : "static")" }
        XCTAssertEqual(uses, ["clear() static", "close(isPad:) static", "close(isPad:) static", "cancel(_:) static", "cancel(_:) runtime"])
    }

    /// A function that loops over the identifiers it is given (WordPress's `StatsScreen.verifyStatsLoaded(_:)`,
    /// firefox-ios's `HistoryScreen`), or hands them to a closure one by one, passes each on: its call sites, an array literal or a `let` of
    /// one, are the identifier positions, read element by element.
    func testALoopOverAParameterPassesEachElementOn() throws {
        let project = makeProject(Fixture("Screens/StatsScreen.swift", #"""
            final class StatsScreen {
                let app = XCUIApplication()
                func verifyStatsLoaded(_ stats: [String]) -> Bool {
                    for stat in stats {
                        guard app.staticTexts[stat].waitForExistence(timeout: 3) else { return false }
                    }
                    return true
                }
                func verifyTotals(_ totals: [String]) {
                    for total in totals.reversed() { XCTAssert(app.staticTexts[total].exists) }
                }
                func verifyCharts(_ charts: [String]) -> Bool {
                    charts.allSatisfy { app.otherElements[$0].waitForExistence(timeout: 3) }
                }
                func tapAll(_ ids: String...) { for id in ids { app.buttons[id].tap() } }
                func verifyValues(_ pairs: [String: String]) {
                    pairs.forEach { key, value in XCTAssertEqual(app.staticTexts[key].label, value) }
                }
            }
            """#), Fixture("Tests/StatsTests.swift", #"""
            final class StatsTests: XCTestCase {
                let shown = ["Views"]
                func testYears() {
                    let years: [String] = ["Views 9,148", "Visitors 4,216"]
                    XCTAssertTrue(StatsScreen().verifyStatsLoaded(years))
                }
                func testLikes() {
                    XCTAssertTrue(StatsScreen().verifyStatsLoaded(["Likes", "Likes \(2)"]))
                }
                func testShown() {
                    XCTAssertTrue(StatsScreen().verifyStatsLoaded(shown))
                }
                func testCharts() {
                    XCTAssertTrue(StatsScreen().verifyCharts(["stats.chart"]))
                }
                func testNone() {
                    let none: [String] = []
                    XCTAssertTrue(StatsScreen().verifyStatsLoaded([]) && StatsScreen().verifyStatsLoaded(none))
                }
                func testExpected() {
                    XCTAssertTrue(StatsScreen().verifyStatsLoaded(Expected.years))
                }
                func testChanged() {
                    XCTAssertTrue(StatsScreen().verifyStatsLoaded(Expected.changed))
                }
                func testTapAll() {
                    StatsScreen().tapAll("stats.refresh", "stats.share")
                    StatsScreen().tapAll("stats.refresh", UUID().uuidString)
                    StatsScreen().tapAll()
                }
            }
            enum Expected {
                static let years = ["Views 9,148", A11y.visitors]
                static var changed = ["Views"]
            }
            """#))
        XCTAssertEqual(project.wrappers.keys.sorted(), ["tapAll", "verifyCharts", "verifyStatsLoaded"])
        let uses = project.usages.map { "\($0.typeName ?? "-").\($0.memberName ?? "-") \($0.source.isRuntime ? "runtime" : "static")" }
        // A dictionary's keys keep their place in the body.
        // A `let` of an array literal is as constant as the literal, a property (`shown`) or a
        // type's static one (`Expected.years`); a `var` is not. A variadic parameter's arguments
        // are read as the array literal they make (auto.ru's `exist(anyOf selectors: String...)`).
        XCTAssertEqual(uses, ["StatsScreen.verifyTotals(_:) runtime", "StatsScreen.verifyValues(_:) runtime",
                              "StatsTests.testYears() static", "StatsTests.testLikes() runtime", "StatsTests.testShown() static",
                              "StatsTests.testCharts() static", "StatsTests.testNone() static", "StatsTests.testNone() static",
                              "StatsTests.testExpected() static", "StatsTests.testChanged() runtime",
                              "StatsTests.testTapAll() static", "StatsTests.testTapAll() runtime"])
        let runtime = try XCTUnwrap(project.usages.first { $0.memberName == "testTapAll()" && $0.source.isRuntime })
        XCTAssertEqual("\(runtime.location.line):\(runtime.location.column)", "28:47", "the argument built at runtime")
        let likes = try XCTUnwrap(project.usages.first { $0.memberName == "testLikes()" })
        XCTAssertEqual("\(likes.location.line):\(likes.location.column)", "8:65", "the array's value built at runtime")
    }

    /// A variadic parameter takes every unlabeled argument after its own, up to the next label; a
    /// call giving it none still calls the function.
    func testAVariadicWrapperTakesEachArgumentUpToTheNextLabel() throws {
        let project = makeProject(Fixture("Steps/BaseSteps.swift", #"""
            final class BaseSteps {
                let app = XCUIApplication()
                func waitFor(_ ids: String..., timeout: TimeInterval = 5) {
                    ids.forEach { XCTAssert(app.otherElements[$0].waitForExistence(timeout: timeout)) }
                }
                func tap(_ first: String, then rest: String...) {
                    app.buttons[first].tap()
                    for id in rest { app.buttons[id].tap() }
                }
            }
            final class ChatTests: XCTestCase {
                var name = "chat.title"
                func testWaits() {
                    BaseSteps().waitFor("chat.list", "chat.header", timeout: 3)
                    BaseSteps().waitFor("chat.list", name)
                    BaseSteps().waitFor(timeout: 1)
                    BaseSteps().tap("chat.open", then: "chat.send", "chat.close")
                    BaseSteps().tap("chat.open", then: "chat.send", name)
                    BaseSteps().waitFor("chat.list",
                                        name)
                }
            }
            """#))
        XCTAssertEqual(project.wrappers.keys.sorted(), ["tap", "waitFor"])
        // A value built at runtime on a later line than the arguments start on: the finding stays
        // where they start, the line a suppression or a baseline names.
        XCTAssertEqual(project.usages.map { "\($0.location.line):\($0.location.column) \($0.source.isRuntime ? "runtime" : "static")" },
                       ["14:29 static", "15:42 runtime", "17:25 static", "17:44 static", "18:25 static", "18:57 runtime", "19:29 runtime"])
    }

    /// A `String` parameter interpolated alone (ResearchKit's `app.staticTexts["\(identifier)"]`) is
    /// passed on unchanged: the function is a wrapper, and its callers give the identifier. An `Int`
    /// made into text (`"\(index)"`) is an identifier built in the body.
    func testAStringParameterInterpolatedAloneIsPassedOn() throws {
        let project = makeProject(Fixture("Helpers.swift", #"""
            final class Helpers {
                let app = XCUIApplication()
                func verifyElementByText(identifier: String, _ tap: Bool = false) -> Bool {
                    let item = app.staticTexts["\(identifier)"]
                    return item.exists
                }
                func cell(_ index: Int) -> XCUIElement { app.cells["\(index)"] }
            }
            final class CatalogTests: XCTestCase {
                func testCatalog() {
                    XCTAssertTrue(Helpers().verifyElementByText(identifier: "catalog.title"))
                    XCTAssertTrue(Helpers().verifyElementByText(identifier: UUID().uuidString, true))
                }
            }
            """#))
        XCTAssertEqual(project.wrappers.keys.sorted(), ["verifyElementByText"])
        XCTAssertEqual(project.usages.map { "\($0.memberName ?? "-") \($0.location.line) \($0.source.isRuntime ? "runtime" : "static")" },
                       ["cell(_:) 7 runtime", "testCatalog() 11 static", "testCatalog() 12 runtime"])
    }

    func testFunctionBuildingAnIdentifierFromItsParameterIsNoWrapper() throws {
        let project = makeProject(Fixture("Screens/TransactionsScreen.swift", #"""
            final class TransactionsScreen: KassScreen {
                func row(_ i: Int) -> KassElement {
                    cell("row.\(i)")
                }

                func merchant(_ name: String) -> KassElement {
                    staticText("transactions.merchant." + name)
                }

                func typeSearch(_ text: String) {
                    app.searchFields.firstMatch.typeText(text)
                }
            }
            """#))
        XCTAssertEqual(project.wrappers.count, 0, "wrappers: \(project.wrappers.keys.sorted())")
        XCTAssertEqual(try project.usage(in: "TransactionsScreen", member: "row(_:)").source,
                       .interpolated(pattern: "row.*", parts: ["i"], resolved: nil))
        XCTAssertEqual(try project.usage(in: "TransactionsScreen", member: "merchant(_:)").source,
                       .concatenated(pattern: "transactions.merchant.*", resolved: nil))
        XCTAssertEqual(project.usages.count, 2)
    }

    func testAValueOfAStringEnumPassedOnIsOneOfItsCases() throws {
        let project = makeProject(Fixture("Robots/TabBarRobot.swift", #"""
            import XCTest

            enum Tab: String, CaseIterable { case home = "tab.home", settings = "tab.settings" }
            enum Mode { case light, dark }

            final class TabBarRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                func tap(_ tab: Tab) { app.buttons[tab.rawValue].tap() }
                func tapID(_ id: String) { app.buttons[id].tap() }
            }

            final class TabTests: XCTestCase {
                let app = XCUIApplication()
                var current: Tab = .home
                var previous: Tab? { nil }
                var mode = Mode.light
                var title = "Home"
                var remote: AppTab = .first

                func testEveryTab() {
                    for tab in Tab.allCases { TabBarRobot(app: app).tap(tab) }
                }

                func testAppTabs() {
                    for tab in AppTab.allCases { TabBarRobot(app: app).tapID(tab.rawValue) }
                }

                func testCurrent() {
                    TabBarRobot(app: app).tap(current)
                    TabBarRobot(app: app).tapID(current.rawValue)
                    TabBarRobot(app: app).tapID(self.current.rawValue)
                    TabBarRobot(app: app).tap(previous!)
                }

                func testNotAnEnumOfIdentifiers() {
                    TabBarRobot(app: app).tapID(title)
                    TabBarRobot(app: app).tapID("\(mode)")
                    TabBarRobot(app: app).tapID(remote.rawValue)
                }
            }
            """#))
        XCTAssertEqual(project.wrappers.keys.sorted(), ["tap", "tapID"])
        let uses = project.usages.map { "\($0.memberName ?? "-") \($0.source)" }
        // A String enum's value, whatever case it holds, has a literal raw value: one of the
        // cases, searchable; the `allCases` of an enum the linted files do not declare (the app
        // target's) is assumed to be one; a property of such an unseen type is not.
        XCTAssertEqual(uses, [
            "testEveryTab() constant(path: \"Tab\", value: nil)",
            "testAppTabs() constant(path: \"AppTab\", value: nil)",
            "testCurrent() constant(path: \"Tab\", value: nil)",
            "testCurrent() constant(path: \"Tab\", value: nil)",
            "testCurrent() constant(path: \"Tab\", value: nil)",
            "testCurrent() constant(path: \"Tab\", value: nil)",
            "testNotAnEnumOfIdentifiers() variable(\"title\")",
            "testNotAnEnumOfIdentifiers() interpolated(pattern: \"*\", parts: [\"mode\"], resolved: nil)",
            "testNotAnEnumOfIdentifiers() variable(\"remote\")",
        ])
    }

    func testAllCasesOfAValueIsNoEnumsCases() throws {
        let project = makeProject(Fixture("Robots/PickerRobot.swift", #"""
            final class PickerRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                func tapID(_ id: String) { app.buttons[id].tap() }
            }
            final class PickerTests: XCTestCase {
                let app = XCUIApplication()
                let dataSource = PickerData()
                func testEveryName() {
                    for name in dataSource.allCases { PickerRobot(app: app).tapID(name) }
                }
            }
            """#))
        XCTAssertEqual(project.usages.map(\.source), [.variable("name")], "a property named allCases holds runtime values")
    }

    // MARK: - Implicit members given for a typed parameter

    /// A wrapper whose parameter is an enum of identifiers, called with `.email`: the compiler reads
    /// it as `LoginID.email`, and so does kassios, for the usage and for the element (whose type is
    /// what the wrapper returns).
    static let typedWrappers = Fixture("Screens/BaseScreen.swift", #"""
        import XCTest

        enum LoginID: String {
            case email = "login.email"
            case submit = "login.submit"
        }

        extension String {
            static let help = "login.help"
        }

        class BaseScreen {
            let app = XCUIApplication()

            enum Banner: String {
                case offline = "banner.offline"
            }

            func field(_ id: LoginID) -> XCUIElement {
                app.textFields[id.rawValue]
            }

            func button(_ id: LoginID) -> XCUIElement {
                app.buttons[id.rawValue].firstMatch
            }

            func link(_ id: String) -> XCUIElement {
                app.links[id]
            }

            func banner(_ id: Banner) -> XCUIElement {
                return app.otherElements[id.rawValue]
            }

            func anything(_ id: some RawRepresentable<String>) -> XCUIElement {
                app.descendants(matching: .any)[id.rawValue]
            }
        }

        final class LoginScreen: BaseScreen {
            var email: XCUIElement { field(.email) }
            var submit: XCUIElement { button(.submit) }
            var help: XCUIElement { link(.help) }
            var offline: XCUIElement { banner(.offline) }
            var spelledOut: XCUIElement { field(LoginID.submit) }
            var unknown: XCUIElement { anything(.somewhere) }
        }
        """#)

    func testAnImplicitMemberGivenForATypedParameterIsThatTypesMember() throws {
        let project = makeProject(Self.typedWrappers)
        let expected: [(String, String, IdentifierSource)] = [
            ("email", "textField", .constant(path: "LoginID.email", value: "login.email")),
            // A bare `button(_:)` here is the type's own, not KassiOS's builder of that name.
            ("submit", "button", .constant(path: "LoginID.submit", value: "login.submit")),
            ("help", "link", .constant(path: "String.help", value: "login.help")),
            ("offline", "other", .constant(path: "BaseScreen.Banner.offline", value: "banner.offline")),
            ("spelledOut", "textField", .constant(path: "LoginID.submit", value: "login.submit")),
            // A type the files do not declare: a member of it, still no identifier built at runtime.
            ("unknown", "any", .constant(path: ".somewhere", value: nil)),
        ]
        for (name, type, source) in expected {
            let element = try project.element(name, of: "LoginScreen")
            XCTAssertEqual(element.elementType, type, name)
            XCTAssertEqual(element.identifier, source, name)
            XCTAssertEqual(try project.usage(in: "LoginScreen", member: name).source, source, name)
        }
        XCTAssertEqual(project.wrappers["field"]?.first?.parameterTypes, [0: "LoginID"])
        XCTAssertEqual(project.wrappers["banner"]?.first?.parameterTypes, [0: "BaseScreen.Banner"])
        XCTAssertEqual(project.wrappers["anything"]?.first?.parameterTypes, [:])
    }

    /// Tangem's `scanMockWallet(name: CardMockAccessibilityIdentifiers)`, an enum of the app's
    /// identifier module, given a case picked at runtime (`CardMockPicker.random(excluding:)`): whichever
    /// it is, the identifier is one of the enum's, no identifier built at runtime. Not so for a type
    /// alias of `String` or a generic parameter.
    func testAnEnumParameterGivenAValuePickedAtRuntimeBuildsNoIdentifier() throws {
        let project = makeProject(Fixture("Screens/SelectorScreen.swift", #"""
            import TangemAccessibilityIdentifiers
            typealias ButtonID = String
            enum LocalID: String { case first = "local.first" }
            final class SelectorScreen {
                let app = XCUIApplication()
                func scanMockWallet(name: CardMockAccessibilityIdentifiers) { app.buttons[name.rawValue].firstMatch.tap() }
                func local(_ id: LocalID) { app.buttons[id.rawValue].tap() }
                func plain(_ id: ButtonID) { app.buttons[id].tap() }
                func generic<T: RawRepresentable>(_ id: T) where T.RawValue == String { app.buttons[id.rawValue].tap() }
            }
            final class ScanTests: XCTestCase {
                let screen = SelectorScreen()
                func testScanRandomCard() {
                    let card = CardMockPicker.random(excluding: [.wallet, .visa])
                    screen.scanMockWallet(name: card)
                    screen.local(LocalID.allCases.randomElement()!)
                    screen.plain(makeID())
                    screen.generic(pick())
                    screen.scanMockWallet(name: .wallet2)
                    screen.scanMockWallet(name: "cell_\(Int.random(in: 0...3))")
                }
            }
            """#))
        XCTAssertEqual(project.usages(in: "ScanTests", member: "testScanRandomCard()").map(\.source), [
            .call("makeID()"), .call("pick()"), .constant(path: ".wallet2", value: nil),
            .interpolated(pattern: "cell_*", parts: ["Int.random(in: 0...3)"], resolved: nil),
        ])
    }

    /// A bare call inside a class calls what its own chain of classes declares: another class's
    /// wrapper of the same name is not it (bikeindex's `Robot.tap(_ element: XCUIElement)` beside a
    /// `BaseSteps.tap(_ selector: String)`). A call on another value, or where the chain declares
    /// no such function, may still be the wrapper.
    func testABareCallIsTheWrapperOnlyWhereItsClassDeclaresNoOtherOfThatName() throws {
        let project = makeProject(Fixture("Steps/BaseSteps.swift", #"""
            class BaseSteps {
                let app = XCUIApplication()
                func tap(_ selector: String) { app.buttons[selector].tap() }
            }
            final class LoginSteps: BaseSteps {
                func submit() { tap("login.submit") }
            }
            """#), Fixture("Robots/Robot.swift", #"""
            class Robot {
                let app = XCUIApplication()
                func tap(_ element: XCUIElement) { element.tap() }
            }
            final class MainRobot: Robot {
                lazy var settingsButton = app.buttons["Settings"]
                func tapSettings() { tap(settingsButton) }
                func tapSettingsAgain() { self.tap(settingsButton) }
                func tapThroughSteps(_ steps: BaseSteps) { steps.tap(settingsID) }
                var settingsID: String { UUID().uuidString }
            }
            protocol Tapping {}
            extension Tapping {
                func tapID(_ id: String) { XCUIApplication().buttons[id].tap() }
            }
            final class FreeRobot: Tapping {
                func tapHelp() { tapID("help") }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "LoginSteps", member: "submit()").source, .literal("login.submit"))
        XCTAssertEqual(project.usages(in: "MainRobot", member: "tapSettings()").map(\.source), [])
        XCTAssertEqual(project.usages(in: "MainRobot", member: "tapSettingsAgain()").map(\.source), [])
        XCTAssertTrue(try project.usage(in: "MainRobot", member: "tapThroughSteps(_:)").source.isRuntime)
        XCTAssertEqual(try project.usage(in: "FreeRobot", member: "tapHelp()").source, .literal("help"))
        XCTAssertEqual(project.wrappers["tap"]?.first?.declaringType, "BaseSteps")
    }

    /// Where the call alone does not say which wrapper it reaches, nothing is guessed: two page
    /// objects' own `control(_ id: ID)`, each with its own `ID`, called on a value, give neither's
    /// value; overloads by parameter type give no element type they disagree on. The type of what a
    /// wrapper returns counts only when the query returned is the one its identifier finds, and an
    /// implicit member is read as the parameter's type only where that name means the same type.
    func testWhatAWrapperCallDoesNotSayIsNotGuessed() throws {
        let project = makeProject(Fixture("Pages/Pages.swift", #"""
            enum A11y: String { case close = "common.close" }

            final class LoginPage {
                enum ID: String { case submit = "login.submit" }
                let app = XCUIApplication()
                func control(_ id: ID) -> XCUIElement { app.buttons[id.rawValue] }
            }
            final class SignupPage {
                enum ID: String { case submit = "signup.submit" }
                let app = XCUIApplication()
                func control(_ id: ID) -> XCUIElement { app.buttons[id.rawValue] }
            }
            final class LoginRobot {
                let page = LoginPage()
                var submit: XCUIElement { page.control(.submit) }
                let other = OtherPage()
                var next: XCUIElement { other.step(.next) }
            }
            final class OtherPage {
                enum ID: String { case next = "other.next" }
                let app = XCUIApplication()
                func step(_ id: ID) -> XCUIElement { app.buttons[id.rawValue] }
            }
            final class StepperPage {
                enum ID: Int { case next = 0 }
                let app = XCUIApplication()
                func step(_ id: ID) -> XCUIElement { app.buttons.element(boundBy: id.rawValue) }
            }

            enum ButtonID: String { case done = "common.done" }
            enum TextID: String { case title = "common.title" }
            class BaseScreen {
                let app = XCUIApplication()
                func element(_ id: ButtonID) -> XCUIElement { app.buttons[id.rawValue] }
                func element(_ id: TextID) -> XCUIElement { app.staticTexts[id.rawValue] }
                func switchIn(cell id: String) -> XCUIElement { app.cells[id].switches.firstMatch }
                func toggleIn(cell id: String) -> XCUIElement { app.cells[id].children(matching: .switch).element(boundBy: 0) }
                func field(_ id: String) -> XCUIElement { app.textFields[id].firstMatch }
                func button(_ id: A11y) -> XCUIElement { app.buttons[id.rawValue] }
            }
            final class HomeScreen: BaseScreen {
                var title: XCUIElement { element(TextID.title) }
                var wifi: XCUIElement { switchIn(cell: "settings.wifi") }
                var bluetooth: XCUIElement { toggleIn(cell: "settings.bluetooth") }
                var name: XCUIElement { field("settings.name") }
            }
            final class PaymentScreen: BaseScreen {
                enum A11y: String { case close = "payment.close" }
                var close: XCUIElement { button(.close) }
            }

            class GenericBase<ID: RawRepresentable> where ID.RawValue == String {
                let app = XCUIApplication()
                func input(_ id: ID) -> XCUIElement { app.textFields[id.rawValue] }
            }
            enum ID: String { case email = "legacy.email" }
            final class GenericLogin: GenericBase<GenericLogin.ID> {
                enum ID: String { case email = "login.email" }
                var email: XCUIElement { input(.email) }
            }
            """#))
        let submit = try project.element("submit", of: "LoginRobot")
        XCTAssertEqual(submit.identifier, .constant(path: ".submit", value: nil), "either page's submit")
        XCTAssertEqual(submit.elementType, "button", "both return buttons")
        let title = try project.element("title", of: "HomeScreen")
        XCTAssertEqual(title.identifier, .constant(path: "TextID.title", value: "common.title"))
        XCTAssertEqual(title.elementType, "any", "one overload returns buttons, the other static texts")
        XCTAssertEqual(try project.element("wifi", of: "HomeScreen").elementType, "any", "a switch inside the cell found by the identifier")
        XCTAssertEqual(try project.element("bluetooth", of: "HomeScreen").elementType, "any", "a child of the cell, spelled otherwise")
        XCTAssertEqual(try project.element("name", of: "HomeScreen").elementType, "textField")
        let next = try project.element("next", of: "LoginRobot")
        XCTAssertEqual(next.identifier, .constant(path: ".next", value: nil), "StepperPage.step(_:) is no wrapper, and may be the one called")
        XCTAssertEqual(next.elementType, "any")
        XCTAssertEqual(try project.element("close", of: "PaymentScreen").identifier, .constant(path: ".close", value: nil),
                       "A11y means PaymentScreen.A11y here, not the A11y the wrapper takes")
        XCTAssertEqual(project.wrappers["input"]?.first?.parameterTypes, [:], "ID is the class's generic parameter, not the top-level enum ID")
        XCTAssertEqual(try project.element("email", of: "GenericLogin").identifier, .constant(path: "GenericLogin.ID.email", value: "login.email"),
                       "a case of the type GenericLogin binds the base's ID to, its own ID rather than the top-level one")
    }

    /// A string literal given to a function of a class's own chain that takes no `String` is the
    /// other overload's: `tap("x")` beside the robot's own `tap(_ element: XCUIElement)` is the base's
    /// `tap(_ id: String)`, and so an identifier position; `tap(app.buttons[…])` is not.
    func testAStringLiteralReachesTheOverloadThatTakesAString() throws {
        let project = makeProject(Fixture("Robots/Robots.swift", #"""
            class BaseRobot {
                let app = XCUIApplication()
                func tap(_ id: String) { app.buttons[id].tap() }
            }
            final class LoginRobot: BaseRobot {
                func tap(_ element: XCUIElement) { element.tap() }
                lazy var cancelButton = app.buttons["login.cancel"]
                func submit() {
                    tap("login.submit")
                    tap(app.buttons["login.cancel"])
                    tap("login.\(UUID().uuidString)")
                    tap(Self.helpID)
                    tap(cancelButton)
                    let token = UUID().uuidString
                    tap(token)
                }
                static let helpID = "login.help"
            }
            typealias Label = String
            class LabelRobot: BaseRobot {
                func tap(_ label: Label) { app.staticTexts.element(matching: NSPredicate(format: "label == %@", label)).tap() }
                func pay(orderID: String) { tap("Order \(orderID)") }
            }
            final class PinRobot: BaseRobot {
                func tap(_ digit: Int) { app.keys["\(digit)"].tap() }
                func enter() {
                    tap("pin.\(UUID().uuidString)")
                    tap(4)
                }
            }
            """#))
        let sources = project.usages(in: "LoginRobot", member: "submit()").map(\.source)
        XCTAssertEqual(sources, [
            .literal("login.submit"),
            .literal("login.cancel"),   // the query's own subscript, not a wrapper's argument
            .interpolated(pattern: "login.*", parts: ["UUID().uuidString"], resolved: nil),
            .constant(path: "LoginRobot.helpID", value: "login.help"),
        ], "cancelButton is an element; token is not known to be a string, and is left to the overload that takes an element")
        XCTAssertEqual(project.usages(in: "LabelRobot", member: "pay(orderID:)").map(\.source), [],
                       "tap(_ label: Label), a String by another name, is the one called: a label, no identifier")
        XCTAssertEqual(project.usages(in: "PinRobot", member: "enter()").map(\.source.isRuntime), [true],
                       "a string goes to tap(_ id: String) beside tap(_ digit: Int)")
    }

    /// An element given where a wrapper takes the identifier itself is another overload's:
    /// auto.ru's `validateSnapshot(of: element)`, with `let element = app.descendants(…).firstMatch`,
    /// beside `validateSnapshot(of identifier: String)` in the same class.
    func testAnElementGivenIsNoWrappersIdentifier() throws {
        let project = makeProject(Fixture("Steps/BaseSteps.swift", #"""
            class BaseSteps {
                let app = XCUIApplication()
                lazy var header = app.otherElements["steps.header"]
                var footer: XCUIElement { app.otherElements["steps.footer"] }
                func validateSnapshot(of identifier: String) {
                    let element = app.descendants(matching: .any).matching(identifier: identifier).firstMatch
                    validateSnapshot(of: element)
                }
                func validateSnapshot(of element: XCUIElement) {
                    XCTAssertTrue(element.exists)
                }
                func checkAll(_ cell: XCUIElement) {
                    validateSnapshot(of: header)
                    validateSnapshot(of: footer)
                    validateSnapshot(of: cell)
                    validateSnapshot(of: app.cells["steps.cell"].firstMatch)
                    validateSnapshot(of: "steps.title")
                }
            }
            """#))
        XCTAssertEqual(project.usages(in: "BaseSteps", member: "validateSnapshot(of:)").map(\.source), [],
                       "the identifier's own query is in a wrapper, and the element it makes is no identifier")
        XCTAssertEqual(project.usages(in: "BaseSteps", member: "checkAll(_:)").map(\.source), [
            .literal("steps.cell"), .literal("steps.title"),
        ])
    }
}

