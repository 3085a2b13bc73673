@testable import KassiosLint
import KassiosModel
import XCTest

/// The check missing-onload suggests is code a user pastes: it must compile where the element it
/// names is declared optional.
final class LoadCheckSuggestionTests: XCTestCase {
    func missingOnLoadMessages(_ source: String, robots: Bool = true) -> [String] {
        var options = LintOptions()
        if robots { options.model.robotRoots = ["Robot"] }
        return LintRunner.run(sources: [("S.swift", source)], options: options).findings
            .filter { $0.rule == "missing-onload" }.map(\.message)
    }

    /// A static-enum page (Stream's `enum ChannelListPage { static var … }`) has no value to call an
    /// instance method on: the check suggested is static, and only a static one counts.
    func testAnEnumWithoutCasesIsSuggestedAndCountsOnlyAStaticCheck() {
        func messages(_ check: String) -> [String] {
            var options = LintOptions()
            options.model.robotNamePatterns = ["*Page"]
            let source = """
                import XCTest
                let app = XCUIApplication()
                enum ChannelListPage {
                    static var list: XCUIElement { app.tables["channel.list"] }
                    \(check)
                }
                """
            return LintRunner.run(sources: [("P.swift", source)], options: options).findings.filter { $0.rule == "missing-onload" }.map(\.message)
        }
        let none = messages("")
        XCTAssertEqual(none.count, 1)
        XCTAssertTrue(none.first?.contains("add e.g. static func assertVisible() { XCTAssert(Self.list.waitForExistence(timeout: 5)) }") == true, "\(none)")
        let instance = messages("func assertVisible() { XCTAssert(Self.list.waitForExistence(timeout: 5)) }")
        XCTAssertEqual(instance.count, 1, "an instance method of an enum without cases never runs")
        XCTAssertFalse(instance.first?.contains("name it in the configuration's robots: load_checks") ?? true, "\(instance)")
        XCTAssertEqual(messages("static func assertVisible() { XCTAssert(Self.list.waitForExistence(timeout: 5)) }"), [])
        // An enum with cases has values: its instance check runs.
        var options = LintOptions()
        options.model.robotNamePatterns = ["*Page"]
        let withCases = """
            import XCTest
            let app = XCUIApplication()
            enum TabPage {
                case home
                var tab: XCUIElement { app.buttons["tab.home"] }
                func assertVisible() { XCTAssert(tab.waitForExistence(timeout: 5)) }
            }
            """
        XCTAssertEqual(LintRunner.run(sources: [("T.swift", withCases)], options: options).findings.filter { $0.rule == "missing-onload" }.count, 0)
    }

    func testARobotsOptionalElementIsUnwrappedInTheSuggestedCheck() {
        let messages = missingOnLoadMessages("""
            import XCTest
            class Robot { let app = XCUIApplication() }
            final class BannerRobot: Robot {
                var banner: XCUIElement? { app.otherElements["promo.banner"] }
                func dismiss() { banner?.buttons["close"].tap() }
            }
            """)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("func assertVisible() { XCTAssert(banner?.waitForExistence(timeout: 5) == true) }"), messages[0])
    }

    /// A query has no `waitForExistence` (Stream's `static var cells: XCUIElementQuery`): the
    /// suggestion waits for its first match. An element picked out of a query is waited for as is.
    func testAQueryIsWaitedForThroughItsFirstMatch() {
        func suggestion(_ declaration: String) -> String {
            var options = LintOptions()
            options.model.robotNamePatterns = ["*Page"]
            let source = """
                import XCTest
                let app = XCUIApplication()
                enum ChannelListPage {
                    \(declaration)
                }
                """
            return LintRunner.run(sources: [("P.swift", source)], options: options).findings
                .filter { $0.rule == "missing-onload" }.map(\.message).first ?? ""
        }
        let matching = #"static var cells: XCUIElementQuery { app.buttons.matching(identifier: "channel.row") }"#
        XCTAssertTrue(suggestion(matching).contains("XCTAssert(Self.cells.firstMatch.waitForExistence(timeout: 5))"), suggestion(matching))
        let optional = #"static var cells: XCUIElementQuery? { app.buttons.matching(identifier: "channel.row") }"#
        XCTAssertTrue(suggestion(optional).contains("XCTAssert(Self.cells?.firstMatch.waitForExistence(timeout: 5) == true)"), suggestion(optional))
        let picked = #"static var first: XCUIElement { app.buttons.matching(identifier: "channel.row").firstMatch }"#
        XCTAssertTrue(suggestion(picked).contains("XCTAssert(Self.first.waitForExistence(timeout: 5))"), suggestion(picked))
        let subscripted = #"static var list: XCUIElement { app.tables["channel.list"] }"#
        XCTAssertTrue(suggestion(subscripted).contains("XCTAssert(Self.list.waitForExistence(timeout: 5))"), suggestion(subscripted))
    }

    /// A method named as a check that hands back another screen (GOV.UK's `waitForHomeScreen() ->
    /// HomeScreen` on the loading screen) waits for where the screen leads: not offered as its check.
    func testAMethodLeadingToAnotherScreenIsNotOfferedAsTheLoadCheck() {
        func messages(returning type: String) -> [String] {
            missingOnLoadMessages("""
                import XCTest
                class Robot { let app = XCUIApplication() }
                final class HomeRobot: Robot {
                    var title: XCUIElement { app.staticTexts["home.title"] }
                    func assertVisible() { XCTAssert(title.waitForExistence(timeout: 5)) }
                }
                final class LoadingRobot: Robot {
                    var spinner: XCUIElement { app.activityIndicators["loading.spinner"] }
                    func waitForHomeScreen() -> \(type) { _ = spinner.waitForNonExistence(timeout: 5); return \(type)() }
                }
                """)
        }
        let leading = messages(returning: "HomeRobot")
        XCTAssertEqual(leading.count, 1)
        XCTAssertFalse(leading[0].contains("if waitForHomeScreen() is its load check"), leading[0])
        let own = messages(returning: "LoadingRobot")
        XCTAssertEqual(own.count, 1)
        XCTAssertTrue(own[0].contains("if waitForHomeScreen() is its load check"), "one that hands back the screen itself may be: \(own[0])")
    }

    /// A check of where things are laid out (Firefox's `assertReaderViewIsBelowPageZoom()`, or one
    /// that compares frames) is not offered as the load check; one that waits for the menu is.
    func testALayoutCheckIsNotOfferedAsTheLoadCheck() {
        func messages(_ check: String) -> [String] {
            missingOnLoadMessages("""
                import XCTest
                class Robot { let app = XCUIApplication() }
                final class MenuRobot: Robot {
                    var readerView: XCUIElement { app.buttons["menu.reader"] }
                    var zoom: XCUIElement { app.buttons["menu.zoom"] }
                    func assertBelow(_ item: XCUIElement, _ other: XCUIElement) { XCTAssertGreaterThan(item.frame.minY, other.frame.maxY) }
                    \(check)
                }
                """)
        }
        let named = messages("func assertReaderViewIsBelowPageZoom() { assertBelow(readerView, zoom) }")
        XCTAssertEqual(named.count, 1)
        XCTAssertFalse(named[0].contains("is its load check"), named[0])
        let framed = messages("func verifyMenuView() { XCTAssertLessThan(readerView.frame.maxY, zoom.frame.minY) }")
        XCTAssertEqual(framed.count, 1)
        XCTAssertFalse(framed[0].contains("is its load check"), framed[0])
        // By whole words: a screen named for its layout is checked by its name.
        XCTAssertTrue(LoadCheckNames.isNamedAsACheck("verifyLayoutPickerScreenShown"))
        XCTAssertFalse(LoadCheckNames.isNamedAsACheck("assertTabIsLeftOfScreenTitle"))
        // gem's scenes and Stepik's `shouldBe…Screen`; not what is checked after an action.
        XCTAssertTrue(LoadCheckNames.isNamedAsACheck("checkScene"))
        XCTAssertTrue(LoadCheckNames.isNamedAsACheck("shouldBeAuthScreen"))
        XCTAssertTrue(LoadCheckNames.isNamedAsACheck("isOnLoginPage"))
        XCTAssertFalse(LoadCheckNames.isNamedAsACheck("isScreenDismissed"))
        XCTAssertFalse(LoadCheckNames.isNamedAsACheck("shouldShowErrorScreen"))
        XCTAssertFalse(LoadCheckNames.isNamedAsACheck("isPageCount"))
        XCTAssertFalse(LoadCheckNames.isNamedAsACheck("isLastPage"))
        let waits = messages("func verifyMenuView() { _ = readerView.waitForExistence(timeout: 5) }")
        XCTAssertEqual(waits.count, 1)
        // One that drops what it waits for must assert it too, or it would not count once named.
        XCTAssertTrue(waits[0].contains("; verifyMenuView() waits but drops the result: if it is its load check, assert the wait and name it"), waits[0])
    }

    /// A `robots: load_checks` list replaces the defaults: the check suggested is named as the first
    /// configured one, or it would not count once written.
    func testTheSuggestedCheckIsNamedAsTheConfigurationsLoadChecks() {
        var options = LintOptions()
        options.model.robotRoots = ["Robot"]
        options.model.robotLoadChecks = ["verifyIsVisible", "checkLoaded"]
        let source = """
            import XCTest
            class Robot { let app = XCUIApplication() }
            final class CartRobot: Robot {
                var checkout: XCUIElement { app.buttons["cart.checkout"] }
                func pay() { checkout.tap() }
            }
            """
        let messages = LintRunner.run(sources: [("S.swift", source)], options: options).findings.filter { $0.rule == "missing-onload" }.map(\.message)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("add e.g. func verifyIsVisible() { XCTAssert(checkout.waitForExistence(timeout: 5)) }"), messages[0])
        let written = source.replacingOccurrences(of: "func pay()", with: "func verifyIsVisible() { XCTAssert(checkout.waitForExistence(timeout: 5)) }\n    func pay()")
        XCTAssertEqual(LintRunner.run(sources: [("S.swift", written)], options: options).findings.filter { $0.rule == "missing-onload" }.count, 0,
                       "the check suggested, once written, counts")
    }

    func testAnElementThatIsNotOptionalIsSuggestedBeforeOneThatIs() {
        let messages = missingOnLoadMessages("""
            import XCTest
            class Robot { let app = XCUIApplication() }
            final class CartRobot: Robot {
                var banner: XCUIElement? { app.otherElements["cart.banner"] }
                var checkout: XCUIElement { app.buttons["cart.checkout"] }
                func pay() { checkout.tap() }
            }
            """)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("XCTAssert(checkout.waitForExistence(timeout: 5))"), messages[0])
        XCTAssertFalse(messages[0].contains("banner"), messages[0])
    }

    func testAKassiosScreensOptionalElementIsForceUnwrappedInTheSuggestedOnLoad() {
        let messages = missingOnLoadMessages("""
            import KassiOS
            final class PromoScreen: KassScreen {
                lazy var title = staticText("promo.title")
                lazy var banner: KassElement? = image("promo.banner")
            }
            """, robots: false)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("override var onLoad: [KassElement] { [title, banner!] }"), messages[0])
    }
}
