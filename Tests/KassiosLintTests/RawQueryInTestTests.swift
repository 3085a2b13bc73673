import KassiosLint
import XCTest

/// What the rule's examples cannot show: test classes across files, and the count of
/// inline interactions at the threshold.
final class RawQueryInTestTests: XCTestCase {
    private func lint(_ sources: [(String, String)]) -> [Finding] {
        var options = LintOptions()
        options.ruleIdentifiers = ["raw-query-in-test"]
        return LintRunner.run(sources: sources, options: options).findings
    }

    func testTestClassesThroughBaseClassesAndExtensionsInOtherFiles() {
        let findings = lint([
            ("Support/Base.swift", """
            class SignedInTestCase: KassTestCase {}
            class FeatureTestCase: SignedInTestCase {}
            """),
            ("Tests/CardsTests.swift", """
            final class CardsTests: FeatureTestCase {
                func test_freeze() {
                    app.switches["cards.freeze"].tap()
                }
            }
            """),
            ("Tests/CardsTests+More.swift", """
            extension CardsTests {
                #if DEBUG
                func test_debugReset() { app.buttons["debug.reset"].tap() }
                #endif
                static func testData() { XCUIApplication().buttons["x"].tap() }
            }
            """),
        ])
        XCTAssertEqual(findings.map { "\($0.file):\($0.line):\($0.column)" },
                       ["Tests/CardsTests+More.swift:3:34", "Tests/CardsTests.swift:3:13"])
        XCTAssertEqual(findings.map(\.screen), ["CardsTests", "CardsTests"])
    }

    func testTheMessageCountsInlineInteractionsFromFive() {
        func interactions(_ count: Int) -> String {
            let steps = (0..<count).map { "        app.buttons[\"step.\($0)\"].tap()" }.joined(separator: "\n")
            return lint([("Tests/FlowTests.swift", """
                final class FlowTests: XCTestCase {
                    let app = XCUIApplication()
                    func test_flow() {
                \(steps)
                        XCTAssertTrue(app.staticTexts["flow.done"].exists)
                    }
                }
                """)]).first?.message ?? ""
        }
        XCTAssertFalse(interactions(4).contains("inline interactions"), interactions(4))
        XCTAssertTrue(interactions(5).contains("; 5 inline interactions: extract a robot or screen object"), interactions(5))
        XCTAssertTrue(interactions(4).contains("test_flow queries XCUIApplication directly (app.buttons)"), interactions(4))
    }

    func testAnotherAppHeldByTheTestClassIsNotTheAppUnderTest() {
        let findings = lint([("Tests/SettingsTests.swift", """
            final class SettingsTests: XCTestCase {
                let settings = XCUIApplication(bundleIdentifier: "com.apple.Preferences")
                let finch = XCUIApplication()
                func test_notifications() {
                    settings.cells["Notifications"].tap()
                    let app = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
                    app.buttons["Reload"].tap()
                    finch.buttons["home.refresh"].tap()
                }
            }
            """)])
        XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, ["8:15"])
        XCTAssertEqual(findings.first?.message.contains("(finch.buttons)"), true)
    }
}
