@testable import KassiosLint
import XCTest

/// What the rule's examples cannot show: configured screen roots, files, messages.
final class OnLoadUnknownElementTests: XCTestCase {
    private func lint(_ sources: [(String, String)], roots: Set<String> = ["KassScreen"]) -> [Finding] {
        var options = LintOptions()
        options.ruleIdentifiers = ["onload-unknown-element"]
        options.model.screenRoots = roots
        return LintRunner.run(sources: sources.map { (path: $0.0, text: $0.1) }, options: options).findings
    }

    /// The message names the property as the suite does, and KassiOS's onScreen only for onLoad.
    func testTheMessageNamesTheConfiguredProperty() {
        var options = LintOptions()
        options.ruleIdentifiers = ["onload-unknown-element"]
        options.model.screenRoots = ["BasePage"]
        options.model.onLoadProperty = "requiredElements"
        let source = """
            class BasePage {
                var requiredElements: [XCUIElement] { [] }
            }
            final class LoginPage: BasePage {
                lazy var submit = app.buttons["login.submit"]
                override var requiredElements: [XCUIElement] { [submitt] }
            }
            """
        let findings = LintRunner.run(sources: [(path: "P.swift", text: source)], options: options).findings
        XCTAssertEqual(findings.map(\.message), [
            "requiredElements lists submitt, but LoginPage has no element named submitt; did you mean submit?; LoginPage's load check waits only for elements of the screen",
        ])
    }

    func testElementsOfAConfiguredScreenRootCount() {
        let sources = [
            ("AppPage.swift", """
            class AppPage {
                lazy var navigationBar = app.navigationBars.firstMatch
                var onLoad: [XCUIElement] { [] }
            }
            """),
            ("PayPage.swift", """
            final class PayPage: AppPage {
                lazy var pay = app.buttons["pay"]
                override var onLoad: [XCUIElement] { [navigationBar, pay, payButton] }
            }
            """),
        ]
        let findings = lint(sources, roots: ["AppPage"])
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column)" }, ["PayPage.swift:3:63"])
        XCTAssertEqual(findings.first?.message, """
            onLoad lists payButton, but PayPage has no element named payButton; onScreen(PayPage.self) waits only \
            for elements of the screen
            """)
        XCTAssertEqual(findings.first?.element, "payButton")
    }

    func testSuggestsTheClosestElementForATypo() {
        let findings = lint([("Login.swift", """
            final class LoginScreen: KassScreen {
                lazy var password = secureTextField("login.password")
                lazy var passcode = secureTextField("login.passcode")
                override var onLoad: [KassElement] { [pasword] }
            }
            """)])
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings[0].message.contains("did you mean password?"), findings[0].message)
    }

    func testAMethodThatIsNotAnElementAndAnUnknownGlobalCall() {
        let findings = lint([("Home.swift", """
            final class HomeScreen: KassScreen {
                lazy var balance = staticText("home.balance")
                func refresh() { balance.swipeDown() }
                override var onLoad: [KassElement] { [balance, refresh(), sharedBanner()] }
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["4:52"])
        XCTAssertTrue(findings[0].message.contains("refresh is a method of HomeScreen that does not return an element"))
    }
}
