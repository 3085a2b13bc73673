@testable import KassiosLint
import KassiosModel
import KassiosSyntax
import XCTest

/// An app's SwiftUI view linted beside the tests, for its identifier constants, under the name
/// the suite gives its page object (kacperd's `struct LoginScreen: View` and `struct LoginScreen
/// { let app: XCUIApplication … }`): the page object is the screen, where findings and the map point.
final class AppViewOfTheScreensNameTests: XCTestCase {
    func testThePageObjectIsTheDeclarationReadAndTheViewIsNoSecondScreen() throws {
        let view = ("App/LoginScreen.swift", """
            import SwiftUI
            struct LoginScreen: View {
                @State var login: String = ""
                var body: some View {
                    TextField("Login", text: $login).accessibilityIdentifier(Identifiers.loginTextField)
                }
            }
            enum Identifiers { static let loginTextField = "login.field" }
            """)
        let page = ("UITests/LoginScreen.swift", """
            import XCTest
            struct LoginScreen {
                let app: XCUIApplication
                var loginField: XCUIElement { app.textFields[Identifiers.loginTextField] }
                func type(_ text: String) { loginField.tap(); loginField.typeText(text) }
            }
            """)
        var options = LintOptions()
        try LintConfiguration.parse("robots:\n  names: [\"*Screen\"]\n", path: "cfg.yml", directory: ".").apply(to: &options)
        for sources in [[view, page], [page, view]] {
            let findings = LintRunner.run(sources: sources, options: options).findings.filter { $0.rule == "missing-onload" }
            XCTAssertEqual(findings.map(\.file), ["UITests/LoginScreen.swift"])
            let files = sources.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }
            let project = Project(files: files, configuration: options.model)
            XCTAssertEqual(project.index.types["LoginScreen"]?.primary?.file.path, "UITests/LoginScreen.swift")
            XCTAssertEqual(project.index.types["LoginScreen"]?.kind, .struct)
            XCTAssertEqual(LintRunner.screensDeclaredTwice(in: project, options: options), [], "the view is the app's, no second screen")
        }
    }

    /// A suite's own base class named `View` is no SwiftUI view: two declarations of a page on it
    /// are two screens, and said to be.
    func testASuitesOwnViewBaseIsNoAppInterface() throws {
        let base = ("Support/View.swift", "class View { let app = XCUIApplication() }\n")
        let first = ("A/LoginView.swift", "class LoginView: View { var email: XCUIElement { app.textFields[\"a.email\"] } }\n")
        let second = ("B/LoginView.swift", "class LoginView: View { var email: XCUIElement { app.textFields[\"b.email\"] } }\n")
        var options = LintOptions()
        try LintConfiguration.parse("screens:\n  dialects: { View: robot }\n", path: "cfg.yml", directory: ".").apply(to: &options)
        let files = [base, first, second].map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }
        let project = Project(files: files, configuration: options.model)
        XCTAssertEqual(LintRunner.screensDeclaredTwice(in: project, options: options).count, 1)
    }
}
