@testable import KassiosCodegen
import KassiosModel
import KassiosSyntax

/// A small suite made for these tests: KassiOS screens (with an inherited tab bar and a
/// scroll helper), robots, a page object; dumps with labels, an element the app leaves
/// without an identifier, and a screen the suite has no object for.
enum SuiteFixture {
    static let sources: [(path: String, text: String)] = [
        ("Support/BaseScreen.swift", """
        class BaseScreen: KassScreen {
            func scrollTo(_ element: KassElement, maxSwipes: Int = 6) {}
        }
        class TabScreen: BaseScreen {
            lazy var homeTab = button("tab.home")
            lazy var cardsTab = button("tab.cards")
            override var onLoad: [KassElement] { [homeTab] }
        }
        """),
        ("Screens/LoginScreen.swift", """
        final class LoginScreen: BaseScreen {
            lazy var email = textField("login.email")
            lazy var password = secureTextField("login.password")
            lazy var rememberMe = switchControl("login.rememberMe")
            lazy var submit = button(id: "login.submit", label: "Sign In")
            lazy var errorBanner = other("login.errorBanner")
            lazy var forgotPassword = button(containing: "Forgot")
            private lazy var secret = button("login.secret")
            private lazy var hidden = button("login.hidden")
            override var onLoad: [KassElement] { [email, submit] }
            func revealSecret() { secret.tap() }
        }
        """),
        ("Screens/HomeScreen.swift", """
        final class HomeScreen: TabScreen {
            lazy var balance = staticText("home.balance")
            lazy var cardsTile = button("home.tile.cards")
            lazy var greeting = staticText("home.greeting")
            lazy var carousel = element("home.carousel", type: .collectionView)
            override var onLoad: [KassElement] { super.onLoad + [balance] }
        }
        final class CardsScreen: TabScreen {
            lazy var freeze = switchControl("cards.freeze")
            override var onLoad: [KassElement] { super.onLoad + [freeze] }
        }
        final class SettingsScreen: BaseScreen {
            lazy var back = button("settings.back")
            lazy var signOut = button("settings.signOut")
            override var onLoad: [KassElement] { [signOut] }
        }
        """),
        ("Robots/Robots.swift", """
        class Robot {
            let app: XCUIApplication
            init(app: XCUIApplication) { self.app = app }
        }
        @MainActor
        final class ProfileRobot: Robot {
            private var nameField: XCUIElement { app.textFields["profile.name"] }
            private var saveButton: XCUIElement { app.buttons["profile.save"] }
            private var avatar: XCUIElement { app.images["profile.avatar"] }
            @discardableResult
            func typeName(_ name: String) -> Self {
                nameField.typeText(name)
                return self
            }
            func tapSave() -> HomeRobot {
                saveButton.tap()
                return HomeRobot(app: app)
            }
            func assertVisible() {
                XCTAssert(nameField.waitForExistence(timeout: 5))
            }
        }
        final class HomeRobot: Robot {
            private var profileButton: XCUIElement { app.buttons["home.profile"] }
            func openProfile() -> ProfileRobot {
                profileButton.tap()
                return ProfileRobot(app: app)
            }
            @discardableResult
            func assertVisible() -> Self {
                XCTAssert(profileButton.exists)
                return self
            }
        }
        """),
        ("PageObjects/SearchPage.swift", """
        struct SearchPage {
            let app: XCUIApplication
            var field: XCUIElement { app.searchFields["search.field"] }
        }
        """),
    ]

    static let dumps = [
        DumpScreen(name: "Home", path: "Dumps/Home.txt", elements: [
            DumpElement(type: "button", identifier: "home.tile.cards", label: "Cards", placeholder: nil, line: 10),
            DumpElement(type: "button", identifier: "tab.cards", label: "Cards", placeholder: nil, line: 20),
            DumpElement(type: "staticText", identifier: nil, label: "Recent transactions", placeholder: nil, line: 12),
            DumpElement(type: "button", identifier: "home.quickActions", label: "Quick actions", placeholder: nil, line: 8),
            DumpElement(type: "staticText", identifier: "home.balances", label: "Balances", placeholder: nil, line: 14),
        ]),
        DumpScreen(name: "Login", path: "Dumps/Login.txt", elements: [
            DumpElement(type: "textField", identifier: "login.email", label: "Email", placeholder: "name@example.com", line: 5),
            DumpElement(type: "button", identifier: "login.continue", label: "Continue with Apple", placeholder: nil, line: 9),
        ]),
        DumpScreen(name: "Onboarding", path: "Dumps/Onboarding.txt", elements: [
            DumpElement(type: "button", identifier: "onboarding.start", label: "Start", placeholder: nil, line: 4),
        ]),
    ]

    static var model: ModelConfiguration {
        var model = ModelConfiguration()
        model.robotRoots = ["Robot"]
        return model
    }

    static let catalog: Catalog = {
        let files = sources.map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) }
        return CatalogBuilder.build(project: Project(files: files, configuration: model), dumps: dumps)
    }()

    static var configuration: TestGenerationConfiguration {
        var configuration = TestGenerationConfiguration()
        configuration.launch = LaunchSettings(arguments: ["-uiTesting"])
        configuration.preconditions = [
            PreconditionMapping(phrases: ["the user is signed out", "пользователь не авторизован"],
                                settings: LaunchSettings(environment: ["AUTH": "out"], screen: "LoginScreen")),
            PreconditionMapping(phrases: ["the user is signed in"],
                                settings: LaunchSettings(arguments: ["-skipOnboarding"], environment: ["AUTH": "in"], screen: "HomeScreen"),
                                mock: "two_accounts"),
        ]
        return configuration
    }

    static func planner(style: TestGenerationConfiguration.Style = .kassios,
                        navigation: NavigationEvidence = NoNavigationEvidence()) -> CasePlanner {
        CasePlanner(catalog: catalog, configuration: configuration, navigation: navigation, style: style)
    }

    /// A plain case of these steps (and preconditions, and expected results).
    static func testCase(_ steps: [String], preconditions: [String] = [], expected: [String] = [], title: String = "Case") -> ManualTestCase {
        ManualTestCase(id: "C1", title: title, file: "cases.md", line: 1,
                 preconditions: preconditions.enumerated().map { CaseText($1, line: 2 + $0) },
                 steps: steps.enumerated().map { CaseStep(number: $0 + 1, text: $1, line: 10 + $0) },
                 expected: expected.enumerated().map { CaseText($1, line: 30 + $0) }, quote: ["C1: \(title)"])
    }

    static func plan(_ steps: [String], preconditions: [String] = [], expected: [String] = [],
                     style: TestGenerationConfiguration.Style = .kassios, navigation: NavigationEvidence = NoNavigationEvidence()) -> CasePlan {
        planner(style: style, navigation: navigation).plan(testCase(steps, preconditions: preconditions, expected: expected))
    }
}

/// A fixed navigation graph for tests: moves as (from, to, action), shown by `FixtureTests.test_<from>_<to>`.
struct FixedNavigation: NavigationEvidence {
    let edges: [(String, String, String)]

    func distance(from source: String, to destination: String) -> Int? {
        path(from: source, to: destination) { _ in true }?.count
    }

    func moves(from source: String) -> [NavigationMove] {
        edges.filter { $0.0 == source }.map { NavigationMove(from: $0.0, to: $0.1, action: $0.2, kind: .interaction, shownIn: "FixtureTests.test_\($0.0)_\($0.1)") }
    }

    func path(from source: String, to destination: String, accepting: (NavigationMove) -> Bool) -> [NavigationMove]? {
        var arrivedBy: [String: [NavigationMove]] = [source: []]
        var frontier = [source]
        while !frontier.isEmpty {
            var next: [String] = []
            for node in frontier {
                for move in moves(from: node) where arrivedBy[move.to] == nil && accepting(move) {
                    arrivedBy[move.to] = arrivedBy[node]! + [move]
                    next.append(move.to)
                }
            }
            frontier = next
        }
        return arrivedBy[destination]
    }
}

extension PlannedItem.Outcome {
    /// `LoginScreen.submit: tap` or `✗ reason | candidate, candidate`.
    var summary: String {
        switch self {
        case .automated(let operation, _): return GenerationReport.describe(operation)
        case .refused(let refusal):
            return "✗ " + refusal.reason + (refusal.candidates.isEmpty ? "" : " | " + refusal.candidates.joined(separator: ", "))
        }
    }
}
