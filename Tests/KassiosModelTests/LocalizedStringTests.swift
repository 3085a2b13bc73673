import XCTest
import KassiosSyntax
import KassiosModel

/// Localized text where an identifier goes is the element's label, looked up in the app's
/// tables: `IdentifierSource.localized`, never a runtime-built identifier.
final class LocalizedStringTests: XCTestCase {
    static let localization = Fixture("Support/Localization.swift", #"""
        import XCTest

        /// The app's strings, read from its bundle (UI tests cannot import the app).
        func XCLocalizedString(_ key: String) -> String {
            NSLocalizedString(key, bundle: Bundle(for: LoginRobot.self), comment: "")
        }

        enum L10n {
            static let signIn = "login.signIn"

            static func tr(_ table: String, _ key: String) -> String {
                let bundle = Bundle(for: LoginRobot.self)
                return bundle.localizedString(forKey: key, value: nil, table: table)
            }

            /// Through another of the suite's own: found too.
            static func common(_ key: String) -> String { tr("Common", key) }
        }

        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
        }

        /// Returns a String made from its parameter, but no localized text.
        func rowID(_ name: String) -> String {
            "row." + name
        }

        /// Localized, but of a key it makes itself: not the parameter's text.
        func greeting(_ name: String) -> String {
            NSLocalizedString("greeting", comment: name)
        }
        """#)

    static let robot = Fixture("Robots/LoginRobot.swift", #"""
        import XCTest

        final class LoginRobot {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }

            var signIn: XCUIElement { app.buttons[NSLocalizedString("login.signIn", comment: "Sign in button")] }
            var fromConstant: XCUIElement { app.buttons[NSLocalizedString(L10n.signIn, comment: "")] }
            var cancel: XCUIElement { app.buttons[XCLocalizedString("Cancel")] }
            var title: XCUIElement { app.staticTexts[String(localized: "Welcome back")] }
            var help: XCUIElement { app.links[L10n.tr("Login", "login.help")] }
            var ok: XCUIElement { app.buttons[L10n.common("OK")] }
            var done: XCUIElement { app.buttons["Done".localized] }
            var row: XCUIElement { app.cells[rowID("first")] }
            var hello: XCUIElement { app.staticTexts[greeting("Ann")] }

            func tapButton(titled key: String) {
                app.buttons[NSLocalizedString(key, comment: "")].tap()
            }

            func logIn() {
                tapButton(titled: "login.signIn")
            }
        }
        """#)

    static let screen = Fixture("Screens/ProfileScreen.swift", #"""
        import KassiOS

        final class ProfileScreen: KassScreen {
            lazy var save = button(NSLocalizedString("profile.save", comment: ""))
            lazy var name = textField("profile.name")
            override var onLoad: [KassElement] { [name] }
        }
        """#)

    func testLocalizedTextIsALabelWithItsKey() throws {
        let project = makeProject(Self.localization, Self.robot, Self.screen)
        let expected: [(String, IdentifierSource)] = [
            ("signIn", .localized(function: "NSLocalizedString", key: "login.signIn")),
            ("fromConstant", .localized(function: "NSLocalizedString", key: "login.signIn")),
            ("cancel", .localized(function: "XCLocalizedString", key: "Cancel")),
            ("title", .localized(function: "String(localized:)", key: "Welcome back")),
            ("help", .localized(function: "tr", key: "login.help")),
            ("ok", .localized(function: "common", key: "OK")),
            ("done", .localized(function: ".localized", key: "Done")),
        ]
        for (member, source) in expected {
            let usage = try project.usage(in: "LoginRobot", member: member)
            XCTAssertEqual(usage.source, source, member)
            XCTAssertFalse(usage.source.isRuntime, member)
            XCTAssertNil(usage.source.staticValue, "a label is no identifier's value: \(member)")
        }
    }

    func testAFunctionReturningOtherTextIsStillACall() throws {
        let project = makeProject(Self.localization, Self.robot)
        XCTAssertEqual(try project.usage(in: "LoginRobot", member: "row").source, .returned(function: "rowID(_:)", pattern: "row.first", resolved: "row.first"))
        XCTAssertEqual(try project.usage(in: "LoginRobot", member: "hello").source, .call("greeting(_:)"))
        XCTAssertEqual(project.localizedStrings.lookUp(Self.call("greeting(\"Ann\")"))?.function, nil)
    }

    func testAParameterAsTheKeyMakesNoWrapper() throws {
        let project = makeProject(Self.localization, Self.robot)
        XCTAssertEqual(try project.usage(in: "LoginRobot", member: "tapButton(titled:)").source,
                       .localized(function: "NSLocalizedString", key: nil))
        XCTAssertNil(project.wrappers["tapButton"], "the key is a label, so its callers pass no identifier")
        XCTAssertEqual(project.usages(in: "LoginRobot", member: "logIn()").map(\.source), [])
    }

    func testABuilderGivenLocalizedTextHasALabelNotAnIdentifier() throws {
        let project = makeProject(Self.localization, Self.robot, Self.screen)
        let save = try project.element("save", of: "ProfileScreen")
        XCTAssertEqual(save.identifier, .localized(function: "NSLocalizedString", key: "profile.save"))
        XCTAssertEqual(try project.element("name", of: "ProfileScreen").identifier, .literal("profile.name"))
    }

    func testTheSystemsLookUpsAreKnownWithoutTheSuitesFunctions() {
        let cases: [(String, String?, String?)] = [
            (#"NSLocalizedString("a", comment: "")"#, "NSLocalizedString", #""a""#),
            (#"NSLocalizedString("a", tableName: "T", bundle: .main, value: "", comment: "")"#, "NSLocalizedString", #""a""#),
            (#"String(localized: "b", table: "T")"#, "String(localized:)", #""b""#),
            (#"Bundle.main.localizedString(forKey: "c", value: nil, table: nil)"#, "localizedString(forKey:)", #""c""#),
            (#""d".localized"#, ".localized", #""d""#),
            (#""e".localized(comment: "x")"#, ".localized()", #""e""#),
            (#"String(describing: x)"#, nil, nil),
            (#"String("f")"#, nil, nil),
            (#"XCLocalizedString("g")"#, nil, nil),
        ]
        for (text, function, key) in cases {
            let found = LocalizedStrings.none.lookUp(Self.call(text))
            XCTAssertEqual(found?.function, function, text)
            XCTAssertEqual(found?.key.map { Self.text(of: $0, in: text) }, key, text)
        }
    }

    /// gnosis's screens call `XCLocalizedString("app.unlock.header")` and `LocalizedString(…)`, declared in
    /// a module the UI tests share and kassios is not given: named for what it returns, such a
    /// function is read as NSLocalizedString is, its first argument the key. Declared in the linted
    /// files, it is what its body says.
    func testAnUndeclaredFunctionNamedForLocalizedTextIsALabel() throws {
        let project = makeProject(Fixture("Screens/UnlockScreen.swift", #"""
            func RowLocalizedString(_ row: String) -> String { "row." + row }

            final class UnlockScreen {
                let suffix = "header"
                var title: XCUIElement { XCUIApplication().staticTexts[XCLocalizedString("app.unlock.header")] }
                var balance: XCUIElement { XCUIApplication().staticTexts[LocalizedString("main.label.balance")] }
                var row: XCUIElement { XCUIApplication().cells[RowLocalizedString("first")] }
                var built: XCUIElement { XCUIApplication().staticTexts[XCLocalizedString("app.unlock." + suffix)] }
                var passed: XCUIElement { XCUIApplication().staticTexts[XCLocalizedString(key)] }
                var key: String { ProcessInfo.processInfo.environment["KEY"] ?? "" }
                var unrelated: XCUIElement { XCUIApplication().buttons[localizedStringID("done")] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "UnlockScreen", member: "title").source,
                       .localized(function: "XCLocalizedString", key: "app.unlock.header"))
        XCTAssertEqual(try project.usage(in: "UnlockScreen", member: "balance").source,
                       .localized(function: "LocalizedString", key: "main.label.balance"))
        XCTAssertEqual(try project.usage(in: "UnlockScreen", member: "row").source, .returned(function: "RowLocalizedString(_:)", pattern: "row.first", resolved: "row.first"))
        XCTAssertEqual(try project.usage(in: "UnlockScreen", member: "built").source, .localized(function: "XCLocalizedString", key: nil))
        XCTAssertEqual(try project.usage(in: "UnlockScreen", member: "passed").source, .localized(function: "XCLocalizedString", key: nil))
        XCTAssertEqual(try project.usage(in: "UnlockScreen", member: "unrelated").source, .call("localizedStringID(_:)"))
    }

    /// PIA's screens keep each label's localized text in a property of its own and find the element
    /// by it: the property's text is a label, as the call written in place is. A `var` stored
    /// property may be given another value, and one holding anything else stays a variable.
    func testAPropertyHoldingLocalizedTextIsALabel() throws {
        let project = makeProject(Fixture("Screens/HelpSettings.swift", #"""
            extension XCUIApplication {
                func getString(key: String, comment: String) -> String {
                    NSLocalizedString(key, bundle: Bundle(for: SettingsRobot.self), comment: comment)
                }
                var sendDebugButtonString: String { getString(key: "settings.debug.title", comment: "Send Debug Log") }
                var sendDebugButton: XCUIElement { staticTexts[sendDebugButtonString] }
            }

            final class SettingsRobot {
                let app = XCUIApplication()
                var doneString: String { NSLocalizedString("settings.done", comment: "Done") }
                static let titleString = NSLocalizedString("settings.title", comment: "Title")
                let saveString = NSLocalizedString("settings.save", comment: "Save")
                var changing = NSLocalizedString("settings.cancel", comment: "Cancel")
                var name: String { ProcessInfo.processInfo.environment["NAME"] ?? "" }
                var done: XCUIElement { app.buttons[doneString] }
                var title: XCUIElement { app.staticTexts[Self.titleString] }
                var save: XCUIElement { app.buttons[self.saveString] }
                var cancel: XCUIElement { app.buttons[changing] }
                var named: XCUIElement { app.buttons[name] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "XCUIApplication", member: "sendDebugButton").source,
                       .localized(function: "getString", key: "settings.debug.title"))
        XCTAssertEqual(try project.usage(in: "SettingsRobot", member: "done").source, .localized(function: "NSLocalizedString", key: "settings.done"))
        XCTAssertEqual(try project.usage(in: "SettingsRobot", member: "title").source, .localized(function: "NSLocalizedString", key: "settings.title"))
        XCTAssertEqual(try project.usage(in: "SettingsRobot", member: "save").source, .localized(function: "NSLocalizedString", key: "settings.save"))
        XCTAssertEqual(try project.usage(in: "SettingsRobot", member: "cancel").source, .variable("changing"))
        XCTAssertEqual(try project.usage(in: "SettingsRobot", member: "named").source, .variable("name"))
    }

    // MARK: - Helpers

    /// The files `call(_:)` parsed: an expression is valid while its file is.
    nonisolated(unsafe) static var parsed: [SourceFile] = []

    /// The expression of `let x = <text>`.
    static func call(_ text: String) -> Expr {
        let file = SourceFile(path: "x.swift", source: "let x = " + text)
        parsed.append(file)
        guard case .variable(let variable)? = file.declarations.first, let value = variable.bindings.first?.initializer else {
            XCTFail("no initializer in \(text)")
            return call("0")
        }
        return value
    }

    static func text(of expr: Expr, in text: String) -> String {
        let bytes = Array(("let x = " + text).utf8)
        return String(decoding: bytes[expr.location.offset..<expr.endOffset], as: UTF8.self)
    }

    /// A function of the suite is localizing where it is declared, not wherever its name is
    /// written; `.localized` is read on a string literal only; a choice among localized texts is
    /// one of them, and a getter returning localized text is no constant.
    func testOnlyWhatReallyLooksTextUpIsLocalized() throws {
        let project = makeProject(Fixture("Screens/ListScreen.swift", #"""
            enum L10n { static func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") } }
            struct CellIDs { static func tr(_ row: String) -> String { "row.\(row)" } }
            func text(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            enum FilterID { static let localized = "filter.localized" }
            struct Setting { let localized: String }
            enum Tab: CaseIterable {
                case home
                var title: String { switch self { case .home: return NSLocalizedString("Home", comment: "") } }
            }

            final class ListScreen {
                let app: XCUIApplication
                let setting: Setting
                var flag = true
                init(app: XCUIApplication, setting: Setting) { self.app = app; self.setting = setting }
                func text(_ id: String) -> String { "list.\(id)" }

                var title: XCUIElement { app.staticTexts[L10n.tr("list.title")] }
                var row: XCUIElement { app.cells[CellIDs.tr("first")] }
                var item: XCUIElement { app.cells[text("a")] }
                var filter: XCUIElement { app.buttons[FilterID.localized] }
                var toggle: XCUIElement { app.switches[setting.localized] }
                var answer: XCUIElement { app.buttons[flag ? NSLocalizedString("Yes", comment: "") : NSLocalizedString("No", comment: "")] }
                func tabs() { for tab in Tab.allCases { app.buttons[tab.title].tap() } }
            }

            final class OtherScreen {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                var item: XCUIElement { app.cells[text("b")] }
            }
            """#))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "title").source, .localized(function: "tr", key: "list.title"))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "row").source, .returned(function: "CellIDs.tr(_:)", pattern: "row.first", resolved: "row.first"), "another type's tr")
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "item").source, .returned(function: "text(_:)", pattern: "list.a", resolved: "list.a"), "the screen's own text(_:)")
        XCTAssertEqual(try project.usage(in: "OtherScreen", member: "item").source, .localized(function: "text", key: "b"))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "filter").source,
                       .constant(path: "FilterID.localized", value: "filter.localized"))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "toggle").source, .variable("setting.localized"))
        XCTAssertEqual(try project.usage(in: "ListScreen", member: "answer").source, .localized(function: "NSLocalizedString", key: "Yes"))
        XCTAssertTrue(try project.usage(in: "ListScreen", member: "tabs()").source.isRuntime, "a getter's label is no constant")
    }
}
