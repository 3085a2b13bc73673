@testable import KassiosCodegen
import XCTest

/// Steps to operations on the fixture suite: every verb, both languages, the screen each
/// step runs on, and refusals when the target is unknown or ambiguous.
final class CasePlannerTests: XCTestCase {
    func outcomes(_ steps: [String], preconditions: [String] = ["the user is signed out"], expected: [String] = [],
                  style: TestGenerationConfiguration.Style = .kassios, navigation: NavigationEvidence = NoNavigationEvidence()) -> [String] {
        SuiteFixture.plan(steps, preconditions: preconditions, expected: expected, style: style, navigation: navigation)
            .items.dropFirst(preconditions.count).map(\.outcome.summary)
    }

    func testEveryVerbBecomesAnOperation() {
        XCTAssertEqual(outcomes([
            "Open the app",
            "Enter \"ada@finch.test\" into the email field",
            "Replace the password with \"hunter2\"",
            "Turn on \"Remember me\"",
            "Toggle Remember me",
            "Remember me is on",
            "the \"Email\" field contains \"ada\"",
            "Wait for the error banner",
            "the error banner is not shown",
            "Tap \"Sign In\"",
            "the Home screen is shown",
            "the balance shows \"€1,234.56\"",
            "Swipe left on the carousel",
            "Scroll down",
            "Open the Settings screen",
            "Scroll to \"Sign out\"",
            "Go back",
        ]), [
            "launch",
            "LoginScreen.email: typeText \"ada@finch.test\"",
            "LoginScreen.password: replaceText \"hunter2\"",
            "LoginScreen.rememberMe: setSwitch(on: true)",
            "LoginScreen.rememberMe: tap",
            "LoginScreen.rememberMe: is on",
            "LoginScreen.email: contains \"ada\"",
            "LoginScreen.errorBanner: assertVisible",
            "LoginScreen.errorBanner: assertHidden",
            "LoginScreen.submit: tap",
            "assertOnScreen(HomeScreen)",
            "HomeScreen.balance: equals \"€1,234.56\"",
            "HomeScreen.carousel: swipe left",
            "app.swipeUp()",
            "navigate(to: SettingsScreen)",
            "SettingsScreen.scrollTo(signOut)",
            "SettingsScreen.back: tap",
        ])
    }

    func testRussianStepsResolveLikeEnglishOnes() {
        XCTAssertEqual(outcomes([
            "Ввести «ada@finch.test» в поле «Email»",
            "Включить «Remember me»",
            "Нажать кнопку «Sign In»",
            "Открылся экран «Home»",
            "Прокрутить вниз",
        ], preconditions: ["пользователь не авторизован"]), [
            "LoginScreen.email: typeText \"ada@finch.test\"",
            "LoginScreen.rememberMe: setSwitch(on: true)",
            "LoginScreen.submit: tap",
            "assertOnScreen(HomeScreen)",
            "app.swipeUp()",
        ])
    }

    /// "Turn off all cards freeze" says how many, not which: a leading "all" no element's name has is
    /// read without it; one an element's name has (MovingBox's `allInventoryButton`) stays.
    func testALeadingAllIsDroppedOnlyWhenNoElementHasIt() {
        XCTAssertEqual(outcomes(["Turn off all freeze"], preconditions: []), ["CardsScreen.freeze: setSwitch(on: false)"])
    }

    /// "Enter "a" into Email and tap "Sign In"" is two items, each on its own element; never a text typed into a button.
    func testAStepWithTwoActionsBecomesTwoItems() {
        let plan = SuiteFixture.plan(["Enter \"a\" into Email and tap \"Sign In\"", "Ввести «ada» в поле Email, затем нажать кнопку «Sign In»"],
                                     preconditions: ["the user is signed out"])
        XCTAssertEqual(plan.items.dropFirst().map { "\($0.label): \($0.text) → \($0.outcome.summary)" }, [
            "step 1, part 1 of 2: Enter \"a\" into Email → LoginScreen.email: typeText \"a\"",
            "step 1, part 2 of 2: tap \"Sign In\" → LoginScreen.submit: tap",
            "step 2, part 1 of 2: Ввести «ada» в поле Email → LoginScreen.email: typeText \"ada\"",
            "step 2, part 2 of 2: нажать кнопку «Sign In» → LoginScreen.submit: tap",
        ])
        XCTAssertEqual(plan.items.map(\.line), [2, 10, 10, 11, 11])
    }

    /// Disabled is `isEnabled`, not a switch's value; "enabled" of a switch is asked again; counts are honoured or refused.
    func testEnabledChecksAndCounts() {
        XCTAssertEqual(outcomes(["Verify the Sign In button is disabled", "Проверить, что кнопка «Sign In» активна",
                                 "Verify \"Remember me\" is enabled", "Verify \"Remember me\" is not on"]), [
            "LoginScreen.submit: is disabled",
            "LoginScreen.submit: is enabled",
            "✗ 'enabled' of a switch may mean on/off or whether it can be used; write '… is on' for its state",
            "LoginScreen.rememberMe: is off",
        ])
        // "no error banner" is no look-alike of the error banner: the "no" would be dropped.
        XCTAssertEqual(outcomes(["Verify no error banner is shown"]), ["✗ no element matched 'no error banner' | LoginScreen.errorBanner (\"login.errorBanner\")"])
        let plan = SuiteFixture.plan(["Tap \"Sign In\" twice", "Enter \"a\" into Email twice"], preconditions: ["the user is signed out"])
        XCTAssertEqual(plan.items.dropFirst().map { "\($0.outcome.summary) ×\($0.repetitions)" }, [
            "LoginScreen.submit: tap ×2",
            "✗ doing this 2 times is not generated (only taps and swipes are repeated); write one step per time ×1",
        ])
    }

    func testTwoEquallyGoodElementsAreRefusedWithBoth() {
        XCTAssertEqual(outcomes(["Tap \"Cards\""], preconditions: ["the user is signed in"]), [
            "✗ ambiguous: 'Cards' fits 2 elements of HomeScreen equally well (by label) | HomeScreen.cardsTile (\"home.tile.cards\", label \"Cards\"), HomeScreen.cardsTab (\"tab.cards\", label \"Cards\")",
        ])
        // The step's own words break the tie: the Cards *tab*.
        XCTAssertEqual(outcomes(["Tap the \"Cards\" tab"], preconditions: ["the user is signed in"]), ["HomeScreen.cardsTab: tap"])
    }

    func testAnElementOnSeveralScreensNeedsTheScreenTheTestIsOn() {
        // No precondition says where the app starts: the tab bar is on Home and Cards alike.
        XCTAssertEqual(outcomes(["Tap the Home tab"], preconditions: []), [
            "✗ 'Home' is on several screens (CardsScreen, HomeScreen) and the screen the test is on is not known; say which ('on the … screen'), or give the start screen in the precondition's 'screen:' | CardsScreen.homeTab (\"tab.home\"), HomeScreen.homeTab (\"tab.home\")",
        ])
        XCTAssertEqual(outcomes(["Tap the Home tab on the Cards screen"], preconditions: []), ["CardsScreen.homeTab: tap"])
        XCTAssertEqual(outcomes(["Tap the Home tab"], preconditions: ["the user is signed in"]), ["HomeScreen.homeTab: tap"])
    }

    func testTheSuitesNavigationChoosesBetweenScreens() {
        let navigation = FixedNavigation(edges: [("LoginScreen", "HomeScreen", "submit.tap()"), ("HomeScreen", "CardsScreen", "cardsTab.tap()")])
        let plan = SuiteFixture.plan(["Tap \"Sign In\"", "Tap the Home tab"], preconditions: ["the user is signed out"], navigation: navigation)
        XCTAssertEqual(plan.items.map(\.outcome.summary), ["precondition \"the user is signed out\"", "LoginScreen.submit: tap", "HomeScreen.homeTab: tap"])
        guard case .automated(_, let evidence) = plan.items[2].outcome else { return XCTFail("not automated") }
        XCTAssertEqual(evidence, "name homeTab; LoginScreen → HomeScreen, as in submit.tap() in FixtureTests.test_LoginScreen_HomeScreen")
    }

    func testTheScreenTheTestIsOnWinsOverBetterMatchesElsewhere() {
        // "Cards" is a label of two Home elements; on the Cards screen only the tab has the name.
        XCTAssertEqual(outcomes(["Tap the Cards tab", "Tap \"Cards\""], preconditions: ["the user is signed in"]).last,
                       "✗ ambiguous: 'Cards' fits 2 elements of HomeScreen equally well (by label) | HomeScreen.cardsTile (\"home.tile.cards\", label \"Cards\"), HomeScreen.cardsTab (\"tab.cards\", label \"Cards\")")
        let navigation = FixedNavigation(edges: [("HomeScreen", "CardsScreen", "cardsTab.tap()")])
        XCTAssertEqual(outcomes(["Turn off the freeze switch on the Cards screen", "Tap the home tab"], preconditions: ["the user is signed in"],
                                navigation: navigation),
                       ["CardsScreen.freeze: setSwitch(on: false)", "CardsScreen.homeTab: tap"])
    }

    func testUnknownTargetsAreRefusedWithTheClosestElements() {
        XCTAssertEqual(outcomes(["Tap \"Send reset link\""]), ["✗ no element matched 'Send reset link'"])
        XCTAssertEqual(outcomes(["Tap \"Remember\""]),
                       ["✗ no element matched 'Remember' | LoginScreen.rememberMe (\"login.rememberMe\")"])
        // A near miss above the threshold is taken, and says so.
        let plan = SuiteFixture.plan(["Tap \"Sign Inn\""], preconditions: ["the user is signed out"])
        guard case .automated(let operation, let evidence) = plan.items[1].outcome else { return XCTFail("refused") }
        XCTAssertEqual(GenerationReport.describe(operation), "LoginScreen.submit: tap")
        XCTAssertEqual(evidence, "similar to \"sign in\" (88%)")
    }

    /// A label or identifier a dump shows exactly is a fact; an element of the suite that only looks like the words is not
    /// chosen over it: the step is refused, naming what the screen lacks.
    func testAnExactLabelInADumpBeatsALookAlikeInTheSuite() {
        XCTAssertEqual(outcomes(["\"Balances\" is shown"], preconditions: ["the user is signed in"]), [
            "✗ HomeScreen has no element for \"home.balances\", which the Home dump shows as a staticText \"Balances\" (Dumps/Home.txt:14); add `lazy var balances = staticText(\"home.balances\")` to HomeScreen",
        ])
        // With no dump naming it, the look-alike is still the last resort, and says so.
        XCTAssertEqual(outcomes(["\"Balancez\" is shown"], preconditions: ["the user is signed in"]), ["HomeScreen.balance: assertVisible"])
    }

    /// Exact evidence in a less preferred kind of container beats similarity in the preferred one.
    func testSimilarityIsTheLastResortAcrossKinds() {
        let screen = Container(name: "OrdersScreen", kind: .screen, file: "S.swift", line: 1, elements: [
            CatalogElement(name: "filter", elementType: "button", identifier: "orders.filter", labels: ["Filter"], declaredIn: "OrdersScreen"),
            CatalogElement(name: "reorder", elementType: "button", identifier: "orders.again", labels: ["Order"], declaredIn: "OrdersScreen"),
        ])
        let toolbar = Container(name: "Toolbar", kind: .pageObject, file: "P.swift", line: 1, elements: [
            CatalogElement(name: "filters", elementType: "button", identifier: "toolbar.showFilters", labels: ["Filters"], declaredIn: "Toolbar"),
        ])
        let planner = CasePlanner(catalog: Catalog(containers: [toolbar, screen]), configuration: TestGenerationConfiguration(), style: .kassios)
        XCTAssertEqual(planner.plan(SuiteFixture.testCase(["Tap \"Filters\""])).items.map(\.outcome.summary), ["Toolbar.filters: tap"])
        XCTAssertEqual(planner.plan(SuiteFixture.testCase(["Tap \"Filtr\""])).items.map(\.outcome.summary), ["OrdersScreen.filter: tap"])
        // A screen called exactly so beats an element that only looks like the words.
        XCTAssertEqual(planner.plan(SuiteFixture.testCase(["Orders is shown"])).items.map(\.outcome.summary), ["assertOnScreen(OrdersScreen)"])
    }

    func testDumpsNameWhatTheAppOrTheSuiteLacks() {
        XCTAssertEqual(outcomes(["\"Recent transactions\" is shown", "Tap \"Quick actions\"", "Tap \"Start\""], preconditions: ["the user is signed in"]), [
            "✗ the Home dump shows a staticText \"Recent transactions\" (Dumps/Home.txt:12) with no accessibility identifier; the app must give it one",
            "✗ HomeScreen has no element for \"home.quickActions\", which the Home dump shows as a button \"Quick actions\" (Dumps/Home.txt:8); add `lazy var quickActions = button(\"home.quickActions\")` to HomeScreen",
            "✗ no screen object has \"onboarding.start\": the Onboarding dump (Dumps/Onboarding.txt) shows a screen the suite has no screen object for; generate one with 'kassios generate screen Dumps/Onboarding.txt'",
        ])
        let plan = SuiteFixture.plan(["\"Recent transactions\" is shown"], preconditions: ["the user is signed in"])
        guard case .refused(let refusal) = plan.items[1].outcome else { return XCTFail("automated") }
        XCTAssertEqual(refusal.missingIdentifier, "staticText \"Recent transactions\" on Home")
        // The declaration to add is named as the screen generator names it: a keyword in backticks.
        XCTAssertEqual(outcomes(["Tap \"Continue with Apple\""]), [
            "✗ LoginScreen has no element for \"login.continue\", which the Login dump shows as a button \"Continue with Apple\" (Dumps/Login.txt:9); add `lazy var `continue` = button(\"login.continue\")` to LoginScreen",
        ])
        XCTAssertEqual(outcomes(["Type \"he said \\\"hi\\\" \\\\ ok\" into Email"]), ["LoginScreen.email: typeText \"he said \\\"hi\\\" \\\\ ok\""])
        // The dump's label finds an element the suite has: the placeholder too.
        XCTAssertEqual(outcomes(["Enter \"a\" into \"name@example.com\""]), ["LoginScreen.email: typeText \"a\""])
    }

    func testPrivateElementsAndStepsWithoutTargetsAreRefused() {
        XCTAssertEqual(outcomes(["Tap the hidden button"]), ["✗ LoginScreen.hidden is private to LoginScreen"])
        // One the screen's own method taps, and nothing else, is tapped by calling it.
        XCTAssertEqual(outcomes(["Tap the secret button"]), ["LoginScreen.revealSecret()"])
        XCTAssertEqual(outcomes(["Enter \"x\""]), ["✗ the step names no element: say which ('Enter \"x\" into \"Email\"')"])
        XCTAssertEqual(outcomes(["Tap the email field", "Enter \"x\""]), ["LoginScreen.email: tap", "LoginScreen.email: typeText \"x\""])
        XCTAssertEqual(outcomes(["Tap \"Sign In\"", "Open the app"]).last, "✗ relaunching the app mid-test is not generated")
        XCTAssertEqual(outcomes(["the Home screen is hidden"]).last,
                       "✗ cannot check that the screen HomeScreen is hidden; check an element of the screen that follows")
    }

    func testPreconditionsMapToLaunchSettings() {
        let plan = SuiteFixture.plan(["Tap the balance"], preconditions: ["The user is signed in.", "the user has a frozen card"])
        XCTAssertEqual(plan.launch, LaunchSettings(arguments: ["-uiTesting", "-skipOnboarding"],
                                                   environment: ["AUTH": "in", "MOCK_PROFILE": "two_accounts"], screen: "HomeScreen"))
        XCTAssertEqual(plan.mappedPreconditions, ["the user is signed in"])
        XCTAssertEqual(plan.unmappedPreconditions, [CaseText("the user has a frozen card", line: 3)])
        XCTAssertEqual(plan.items.map(\.outcome.summary), [
            "precondition \"the user is signed in\"",
            "✗ precondition not mapped to a launch configuration; add it under 'codegen: preconditions:' in .kassios-lint.yml",
            "HomeScreen.balance: tap",
        ])
        let conflicting = SuiteFixture.plan(["Tap \"Sign In\""], preconditions: ["the user is signed out", "the user is signed in"])
        XCTAssertEqual(conflicting.items[1].outcome.summary, "✗ precondition sets AUTH=in, but an earlier one set AUTH=out")
        XCTAssertEqual(conflicting.launch.environment, ["AUTH": "out"])
    }

    func testGherkinGivensAreMappedOrPlannedOrReported() {
        let testCase = ManualTestCase(id: nil, title: "G", file: "g.feature", line: 1, steps: [
            CaseStep(number: 1, text: "the user is signed out", line: 2, role: .given),
            CaseStep(number: 2, text: "I am on the Login screen", line: 3, role: .given),
            CaseStep(number: 3, text: "a card was frozen yesterday", line: 4, role: .given),
            CaseStep(number: 4, text: "I tap \"Sign In\"", line: 5, role: .action),
            CaseStep(number: 5, text: "the balance is shown", line: 6, role: .check),
        ])
        let plan = SuiteFixture.planner().plan(testCase)
        XCTAssertEqual(plan.items.map(\.outcome.summary), [
            "precondition \"the user is signed out\"",
            "assertOnScreen(LoginScreen)",
            "✗ precondition not mapped to a launch configuration (add it under 'codegen: preconditions:'), and not a step: no known verb (tap, enter, see, wait for, scroll, swipe, turn on/off, go back, open; нажать, ввести, проверить…)",
            "LoginScreen.submit: tap",
            "HomeScreen.balance: assertVisible",
        ])
        XCTAssertEqual(plan.unmappedPreconditions.map(\.text), ["a card was frozen yesterday"])
        XCTAssertEqual(plan.items.map(\.label), ["step 1", "step 2", "step 3", "step 4", "step 5"])
    }

    func testRobotStepsUseTheRobotsMethodsAndDraftTheMissingOnes() {
        XCTAssertEqual(outcomes([
            "Open the profile",
            "Type \"Grace\" into the name field",
            "Tap the avatar",
            "the Profile screen is shown",
            "Tap Save",
        ], preconditions: [], style: .robot), [
            "HomeRobot.openProfile()",
            "ProfileRobot.typeName(\"Grace\")",
            "ProfileRobot.tapAvatar() (stub generated)",
            "ProfileRobot.assertVisible()",
            "ProfileRobot.tapSave()",
        ])
        // The robot style leaves KassiOS screens alone; the page object's element is direct.
        XCTAssertEqual(outcomes(["Tap \"Sign In\"", "Enter \"café\" into the search field"], preconditions: [], style: .robot), [
            "✗ no element matched 'Sign In'",
            "SearchPage.field: typeText \"café\"",
        ])
    }
}
