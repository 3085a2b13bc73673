import XCTest
import KassiosSyntax
import KassiosModel

/// The static-enum page: an enum whose cases are its elements, found by one member of an element
/// type that switches over `self` or queries with `rawValue` (`LoginPage.email.element`).
final class StaticEnumPageTests: XCTestCase {
    private func assertElements(_ project: Project, of type: String,
                                _ expected: [(reference: String, type: String, identifier: String?)],
                                file: StaticString = #filePath, line: UInt = #line) {
        let elements = project.elementsByType[type] ?? []
        XCTAssertEqual(elements.map(\.reference), expected.map(\.reference), "references", file: file, line: line)
        XCTAssertEqual(elements.map(\.elementType), expected.map(\.type), "element types", file: file, line: line)
        XCTAssertEqual(elements.map { $0.identifier?.staticValue }, expected.map(\.identifier), "identifiers", file: file, line: line)
    }

    func testEachCaseIsTheElementItsBranchOfTheSwitchFinds() throws {
        let project = makeProject(Fixture("Pages/LoginPage.swift", """
            import XCTest

            enum LoginPage: String {
                case email = "login.email"
                case password = "login.password"
                case submit = "login.submit"

                var element: XCUIElement {
                    switch self {
                    case .email: return XCUIApplication().textFields[self.rawValue]
                    case .password: return XCUIApplication().secureTextFields[rawValue]
                    case .submit: return XCUIApplication().buttons[self.rawValue].firstMatch
                    }
                }
            }
            """))
        assertElements(project, of: "LoginPage", [
            ("email.element", "textField", "login.email"),
            ("password.element", "secureTextField", "login.password"),
            ("submit.element", "button", "login.submit"),
        ])
        let email = try project.element("email", of: "LoginPage")
        XCTAssertTrue(email.isStatic, "named through the enum, as LoginPage.email.element")
        XCTAssertEqual(email.referenceFromInstance, "Self.email.element")
        XCTAssertEqual(email.location.line, 4, "where the case is declared")
        XCTAssertFalse(project.elementNames(of: "LoginPage").contains("element"), "the accessor is no element of its own")
    }

    func testOneQueryForEveryCaseTakesEachCasesRawValueImplicitOnesIncluded() {
        let project = makeProject(Fixture("Pages/HomePage.swift", """
            import XCTest

            enum HomePage: String, CaseIterable {
                case title = "home.title"
                case logout

                var element: XCUIElement { XCUIApplication().buttons[rawValue] }
            }
            """))
        assertElements(project, of: "HomePage", [
            ("title.element", "button", "home.title"),
            ("logout.element", "button", "logout"),
        ])
    }

    func testABranchOfSeveralCasesAndTheDefaultBranchFindTheirCasesElements() {
        let project = makeProject(Fixture("Pages/FilterPage.swift", """
            import XCTest

            enum FilterPage: String {
                case title = "Filters"
                case easy = "easyCell"
                case hard = "hardCell"
                case done = "filter.done"

                func element() -> XCUIElement {
                    switch self {
                    case .title: return XCUIApplication().staticTexts[self.rawValue]
                    case .easy, .hard: return XCUIApplication().tables.cells[self.rawValue]
                    default: return XCUIApplication().buttons[self.rawValue]
                    }
                }
            }
            """))
        assertElements(project, of: "FilterPage", [
            ("title.element()", "staticText", "Filters"),
            ("easy.element()", "cell", "easyCell"),
            ("hard.element()", "cell", "hardCell"),
            ("done.element()", "button", "filter.done"),
        ])
    }

    func testCasesWithoutRawValuesFindWhatTheirBranchesSpellOut() {
        let project = makeProject(Fixture("Pages/TabBar.swift", """
            import XCTest

            enum TabBarPage {
                case home, settings

                var element: XCUIElement {
                    switch self {
                    case .home: return XCUIApplication().tabBars.buttons["tab.home"]
                    case .settings: return XCUIApplication().tabBars.buttons["tab.settings"]
                    }
                }
            }
            """))
        assertElements(project, of: "TabBarPage", [
            ("home.element", "button", "tab.home"),
            ("settings.element", "button", "tab.settings"),
        ])
    }

    func testEnumsThatAreNoPagesKeepTheirMembers() {
        let project = makeProject(Fixture("Support/Identifiers.swift", """
            import XCTest

            enum AccessibilityID: String {
                case email = "login.email"
                var identifier: String { rawValue }
            }

            enum Selector {
                case button(String)
                var element: XCUIElement {
                    switch self {
                    case .button(let id): return XCUIApplication().buttons[id]
                    }
                }
            }

            enum Tab: String {
                case home = "tab.home"
                static var bar: XCUIElement { XCUIApplication().tabBars["tabs"] }
            }
            """))
        XCTAssertEqual(project.elementNames(of: "AccessibilityID"), [], "an identifier enum has no element accessor")
        XCTAssertEqual(project.elementNames(of: "Selector"), [], "a case with an associated value is a selector, no element")
        XCTAssertEqual(project.elementNames(of: "Tab"), ["bar"], "a static element is the enum's own, not its cases'")
    }

    /// Other members of an element type: one that finds the same element whatever the case is reached
    /// through a case (`LoginPage.email.heading`, which compiles where `LoginPage.heading` does not);
    /// one that finds each case an element of its own names no one element and is left out; a static
    /// one is the enum's own.
    func testOtherElementMembersAreReachedThroughACaseOrLeftOut() {
        let project = makeProject(Fixture("Pages/LoginPage.swift", """
            import XCTest

            enum LoginPage: String {
                case email = "login.email"
                case submit = "login.submit"
                var element: XCUIElement { XCUIApplication().buttons[rawValue] }
                var label: XCUIElement { XCUIApplication().staticTexts[self.rawValue] }
                var heading: XCUIElement { XCUIApplication().staticTexts["login.heading"] }
                func spinner() -> XCUIElement { XCUIApplication().activityIndicators["login.spinner"] }
                static var banner: XCUIElement { XCUIApplication().otherElements["login.banner"] }
                // Each case's own, through another member or with a parameter: left out too.
                var identifier: String { rawValue }
                var caption: XCUIElement { XCUIApplication().staticTexts[identifier + ".caption"] }
                var clearButton: XCUIElement { element.buttons["Clear text"] }
                func errorText(_ n: Int) -> XCUIElement { XCUIApplication().staticTexts["\\(rawValue).error.\\(n)"] }
                // The same for every case, through a member that is the same for every case.
                var app: XCUIApplication { XCUIApplication() }
                var footer: XCUIElement { app.staticTexts["login.footer"] }
            }
            """))
        assertElements(project, of: "LoginPage", [
            ("email.element", "button", "login.email"),
            ("submit.element", "button", "login.submit"),
            ("email.heading", "staticText", "login.heading"),
            ("email.spinner()", "activityIndicator", "login.spinner"),
            ("banner", "other", "login.banner"),
            ("email.footer", "staticText", "login.footer"),
        ])
        let elements = project.elementsByType["LoginPage"] ?? []
        XCTAssertEqual(elements.map(\.referenceFromInstance),
                       ["Self.email.element", "Self.submit.element", "heading", "spinner()", "Self.banner", "footer"])
    }

    /// A case declared inside `#if` is not there in the other configuration: a member the same for
    /// every case is reached through the first case every configuration has.
    func testAMemberIsReachedThroughACaseEveryConfigurationDeclares() {
        let project = makeProject(Fixture("Pages/SettingsPage.swift", """
            import XCTest

            enum SettingsPage: String {
            #if DEBUG
                case debugMenu = "settings.debug"
            #endif
                case logout = "settings.logout"
                var element: XCUIElement { XCUIApplication().buttons[rawValue] }
                var title: XCUIElement { XCUIApplication().navigationBars["settings.title"] }
            }
            """))
        assertElements(project, of: "SettingsPage", [
            ("debugMenu.element", "button", "settings.debug"),
            ("logout.element", "button", "settings.logout"),
            ("logout.title", "navigationBar", "settings.title"),
        ])
    }
}
