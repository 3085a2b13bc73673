@testable import KassiosLint
import XCTest

/// `coordinate-tap` through elements the model keeps as none of one identifier.
final class CoordinateTapTests: XCTestCase {
    private func lint(_ source: String, rule: String = "coordinate-tap") -> [Finding] {
        var options = LintOptions()
        options.ruleIdentifiers = [rule]
        return LintRunner.run(sources: [("TextInputPage.swift", source)], options: options).findings
    }

    /// Falcon's `mainTextField`: the text field if it exists, else the secure one of the same
    /// identifier, returned from the branches of its getter. Found by identifier on every path, it
    /// is an element a coordinate of which is tapped; with a path that returns an element found by
    /// position, or a web view (whose coordinates are what a test taps), it is not known to be one.
    func testAGetterReturningIdentifiedElementsOnEveryPathIsAnElement() {
        let findings = lint("""
            final class TextInputPage {
                let app = XCUIApplication()
                private var mainTextField: XCUIElement {
                    let textField = app.textFields["signin.email.field"]
                    if textField.exists {
                        return textField
                    } else {
                        return app.secureTextFields["signin.email.field"]
                    }
                }
                private var body: XCUIElement {
                    if app.otherElements["article.body"].exists { return app.otherElements["article.body"] }
                    return app.webViews["article.legacyBody"]
                }
                private var anyField: XCUIElement {
                    if app.textFields["signin.email.field"].exists { return app.textFields["signin.email.field"] }
                    return app.textFields.element(boundBy: 0)
                }
                func typeA(text: String) {
                    let lowerRightCorner = mainTextField.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.9))
                    lowerRightCorner.tap()
                }
                func typeB(text: String) {
                    anyField.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.9)).tap()
                    body.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).tap()
                }
            }
            """)
        XCTAssertEqual(findings.map(\.line), [20], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings.first?.message.contains("TextInputPage.mainTextField") == true, findings.first?.message ?? "")
    }

    /// The text field, else the secure one: of one kind or the other, so no secure field to
    /// `secret-typed-as-text` (a `clearText()` typing delete keys into it is no secret typed).
    func testAnElementOfTwoKindsIsNeitherForTheOtherRules() {
        let findings = lint("""
            final class TextInputPage {
                let app = XCUIApplication()
                private var mainTextField: XCUIElement {
                    let textField = app.textFields["field"]
                    if textField.exists {
                        return textField
                    } else {
                        return app.secureTextFields["field"]
                    }
                }
                func clearText() { mainTextField.typeText(XCUIKeyboardKey.delete.rawValue) }
                func type(text: String) { mainTextField.typeText(text) }
            }
            final class SignInPage {
                let input = TextInputPage()
                func signIn(password: String) { input.type(text: password) }
            }
            """, rule: "secret-typed-as-text")
        XCTAssertEqual(findings.map(\.line), [16], findings.map(\.message).joined(separator: "\n"))
    }

    /// gematik's builders hand the query to a helper that subscripts it (`query[identifier]`): the
    /// identifier is the caller's, checked where the builder is called, as through a builder that
    /// queries the app in place; a coordinate of what it finds is tapped as of any identified element.
    func testABuilderSubscriptingAQueryItIsHandedFindsAnIdentifiedElement() {
        let source = """
            protocol Screen { var app: XCUIApplication { get } }
            extension Screen {
                func button(within query: XCUIElementQuery? = nil, by identifier: String) -> XCUIElement {
                    elements(query: query?.buttons ?? app.buttons, identifier: identifier)
                }
                func elements(query: XCUIElementQuery, identifier: String) -> XCUIElement {
                    let element = query[identifier]
                    XCTAssertTrue(element.waitForExistence(timeout: 5))
                    return element
                }
            }
            struct ListScreen: Screen {
                let app: XCUIApplication
                func tapRow(_ index: Int) { button(by: "list.row.\\(index)").tap() }
                func close() { button(by: "list.close").coordinate(withNormalizedOffset: .zero).tap() }
                func back() { button(within: app.navigationBars, by: "Back to list").tap() }
            }
            """
        XCTAssertEqual(lint(source).map { "\($0.line):\($0.column)" }, ["15:45"])
        XCTAssertEqual(lint(source, rule: "runtime-identifier").map { "\($0.line):\($0.column)" }, ["14:44"])
        // Which query the caller hands over is not known: a navigation bar's finds its title, no label.
        XCTAssertEqual(lint(source, rule: "label-locator"), [])
        // A key named otherwise is the caller's business: a system alert's text, a greeting found by what it says.
        let named = """
            final class AlertsPage {
                let app = XCUIApplication()
                let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                func element(in query: XCUIElementQuery, named name: String) -> XCUIElement { query[name] }
                func allow(appName: String, user: String) {
                    element(in: springboard.alerts.staticTexts, named: "“\\(appName)” Would Like to Send You Notifications").tap()
                    element(in: app.staticTexts, named: "Hello, \\(user)!").tap()
                }
            }
            """
        XCTAssertEqual(lint(named, rule: "runtime-identifier"), [])
    }
}
