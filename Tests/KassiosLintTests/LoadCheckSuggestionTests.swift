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
