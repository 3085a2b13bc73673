@testable import KassiosCodegen
import KassiosModel
import KassiosSyntax
import XCTest

/// A case that moves from one screen to another is automated only when something explains
/// the move: the action just done, as the suite shows it; the suite's way, written out; or
/// an action no test shows, said in the summary. Otherwise: "no known way from X to Y".
final class NavigationHonestyTests: XCTestCase {
    /// Login → Home by `submit.tap()`, Home → Cards by `cardsTab.tap()`, Settings → Login by `signOut.tap()`.
    let navigation = FixedNavigation(edges: [
        ("LoginScreen", "HomeScreen", "submit.tap()"), ("HomeScreen", "CardsScreen", "cardsTab.tap()"),
        ("SettingsScreen", "LoginScreen", "signOut.tap()"),
    ])

    func plan(_ steps: [String], preconditions: [String] = ["the user is signed out"], navigation: NavigationEvidence? = nil) -> CasePlan {
        SuiteFixture.plan(steps, preconditions: preconditions, navigation: navigation ?? self.navigation)
    }

    func testAJumpNothingExplainsIsNotAutomated() {
        // The launch lands on Login; nothing the suite shows leads from there to Settings.
        let jump = plan(["Tap \"Sign out\""])
        XCTAssertEqual(jump.items[1].outcome.summary, "✗ no known way from LoginScreen to SettingsScreen; add the steps that lead there")
        // A check of another screen with nothing done before it.
        let check = plan(["the balance is shown"])
        XCTAssertEqual(check.items[1].outcome.summary,
                       "✗ no known way from LoginScreen to HomeScreen: nothing done before this check leads there; add the steps that lead there")
        // Typing leaves no screen: the Home screen after it is no more explained.
        XCTAssertEqual(plan(["Enter \"a\" into Email", "the Home screen is shown"]).items[2].outcome.summary,
                       "✗ no known way from LoginScreen to HomeScreen: nothing done before this check leads there; add the steps that lead there")
    }

    func testTheActionJustDoneExplainsAMoveTheSuiteShows() {
        let signIn = plan(["Tap \"Sign In\"", "the balance is shown"])
        XCTAssertEqual(signIn.items.map(\.outcome.summary), ["precondition \"the user is signed out\"", "LoginScreen.submit: tap", "HomeScreen.balance: assertVisible"])
        guard case .automated(_, let evidence) = signIn.items[2].outcome else { return XCTFail("refused") }
        XCTAssertEqual(evidence, "name balance; LoginScreen → HomeScreen, as in submit.tap() in FixtureTests.test_LoginScreen_HomeScreen")
        XCTAssertEqual(signIn.items[2].notes, [])
    }

    /// OneLogin's `checkoutButton`, which `tapCheckout() -> PaymentScreen` taps: after the tap, a step's words
    /// are looked for first where the suite shows it leads ("the done button" is PaymentScreen's, not the
    /// cart's own), and the move is explained by the tap.
    func testAfterATapTheSuiteShowsLeavingTheNextStepIsLookedForWhereItLeads() {
        let file = SourceFile(path: "Screens.swift", bytes: Array("""
            struct CartScreen {
                let app: XCUIApplication
                var checkoutButton: XCUIElement { app.buttons["cart.checkout"] }
                var doneButton: XCUIElement { app.buttons["cart.done"] }
                func tapCheckout() -> PaymentScreen {
                    checkoutButton.tap()
                    return PaymentScreen(app: app)
                }
            }
            struct PaymentScreen {
                let app: XCUIApplication
                var doneButton: XCUIElement { app.buttons["payment.done"] }
            }
            """.utf8))
        var model = ModelConfiguration()
        model.robotRoots = []
        let catalog = CatalogBuilder.build(project: Project(files: [file], configuration: model), dumps: [])
        let shown = FixedNavigation(edges: [("CartScreen", "PaymentScreen", "tapCheckout()")])
        let planner = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), navigation: shown, style: .robot)
        let plan = planner.plan(SuiteFixture.testCase(["Tap the checkout button", "Tap the done button"]))
        XCTAssertEqual(plan.items.map(\.outcome.summary), ["CartScreen.checkoutButton: tap", "PaymentScreen.doneButton: tap"])
        guard case .automated(_, let evidence) = plan.items[1].outcome else { return XCTFail("refused") }
        XCTAssertEqual(evidence, "name doneButton; CartScreen → PaymentScreen, as in tapCheckout() in FixtureTests.test_CartScreen_PaymentScreen")
        // The steps as planned where the suite goes from the cart to payment by a method of the cart's.
        func planned(through method: ContainerMethod) -> [String] {
            var withMethod = catalog
            if let index = withMethod.containers.firstIndex(where: { $0.name == "CartScreen" }) { withMethod.containers[index].methods.append(method) }
            let shown = FixedNavigation(edges: [("CartScreen", "PaymentScreen", method.name + "()")])
            let planner = CasePlanner(catalog: withMethod, configuration: TestGenerationConfiguration(), navigation: shown, style: .robot)
            return planner.plan(SuiteFixture.testCase(["Tap the checkout button", "Tap the done button"])).items.map(\.outcome.summary)
        }
        let tap = ContainerMethod.ElementUse(element: "checkoutButton", use: .tap)
        // A method that does more than the tap (`logout()` taps, then confirms in an alert) leaves the test on
        // what the tap alone opens: the screen it was on is still where the next step's words are looked for.
        var payAll = ContainerMethod(name: "payAll", parameters: [], returnType: "PaymentScreen", uses: [tap])
        payAll.interactions = 2   // the tap, and the alert's confirmation
        XCTAssertEqual(planned(through: payAll), ["CartScreen.checkoutButton: tap", "CartScreen.doneButton: tap"])
        // A wait before the tap is no more done: the tap still leads there.
        var payWhenReady = ContainerMethod(name: "payWhenReady", parameters: [], returnType: "PaymentScreen",
                                           uses: [ContainerMethod.ElementUse(element: "checkoutButton", use: .check), tap])
        payWhenReady.interactions = 1
        XCTAssertEqual(planned(through: payWhenReady), ["CartScreen.checkoutButton: tap", "PaymentScreen.doneButton: tap"])
        // Without the suite showing where the tap leads, the cart's own button.
        let unshown = CasePlanner(catalog: catalog, configuration: TestGenerationConfiguration(), style: .robot)
        XCTAssertEqual(unshown.plan(SuiteFixture.testCase(["Tap the checkout button", "Tap the done button"])).items.map(\.outcome.summary),
                       ["CartScreen.checkoutButton: tap", "CartScreen.doneButton: tap"])
    }

    /// The map's way is written out, where the case skips it; a move the evidence names is a move the test makes.
    func testTheSuitesWayIsWrittenWhereTheCaseJumps() {
        let skipped = plan(["Turn off the freeze switch"], preconditions: ["the user is signed in"])
        XCTAssertEqual(skipped.items[1].outcome.summary, "CardsScreen.freeze: setSwitch(on: false)")
        XCTAssertEqual(skipped.items[1].way.map(GenerationReport.describe), ["HomeScreen.cardsTab: tap"])
        XCTAssertEqual(skipped.items[1].notes, ["the case does not say how it gets from HomeScreen to CardsScreen; the test goes the suite's way: cardsTab.tap()"])
        let body = MethodBodyRenderer.render(skipped, catalog: SuiteFixture.catalog, style: .kassios)
        XCTAssertEqual(Array(body.suffix(8)), [
            "onScreen(HomeScreen.self) {",
            "    // step 1: first the way to CardsScreen, as the suite goes",
            "    $0.cardsTab.tap()",
            "}",
            "onScreen(CardsScreen.self) {",
            "    // step 1: Turn off the freeze switch",
            "    $0.freeze.setSwitch(on: false)",
            "}",
        ])
        // Through several screens: from Settings the suite signs out, then signs in.
        let settings = plan(["Open the Settings screen", "Tap the balance"], preconditions: ["the user is signed in"])
        XCTAssertEqual(settings.items[2].way.map(GenerationReport.describe), ["SettingsScreen.signOut: tap", "LoginScreen.submit: tap"])
        // A check is never made true by moves the case does not make.
        XCTAssertEqual(plan(["the freeze switch is off"], preconditions: ["the user is signed in"]).items[1].outcome.summary,
                       "✗ no known way from HomeScreen to CardsScreen: nothing done before this check leads there; add the steps that lead there")
    }

    /// A tap the suite never shows may be what leads on: automated, and said in the summary, not only the report.
    func testAMoveNoTestShowsIsSaidInTheSummary() {
        let unseen = plan(["Tap the Remember me switch", "the balance is shown"])
        XCTAssertEqual(unseen.items[2].outcome.summary, "HomeScreen.balance: assertVisible")
        XCTAssertEqual(unseen.items[2].notes, ["LoginScreen → HomeScreen after rememberMe.tap() (not seen in the suite)"])
        let summary = GenerationReport(plans: [unseen], files: [], style: .kassios).summary
        XCTAssertTrue(summary.contains("  ⚠ step 2 (line 11): \"the balance is shown\" — LoginScreen → HomeScreen after rememberMe.tap() (not seen in the suite)\n"), summary)
        let json = GenerationReport(plans: [unseen], files: [], style: .kassios).json
        XCTAssertTrue(json.contains("\"notes\": [\"LoginScreen → HomeScreen after rememberMe.tap() (not seen in the suite)\"]"), json)
        // A step a person completes may be what moves the test: said too.
        let afterRefused = plan(["Tap \"Nowhere\"", "the balance is shown"])
        XCTAssertEqual(afterRefused.items[2].notes, ["LoginScreen → HomeScreen after step 1, which is not automated"])
    }

    /// An element named for the next step's screen ("Open Settings" tapping Home's `settingsButton`; here
    /// Home's `cardsTile`, then a step on CardsScreen) is how the case got there: the suite's way is not
    /// written on top of it, and the summary says the move is the case's.
    func testATapOfAnElementNamedForTheNextScreenIsTheMove() {
        let tapped = plan(["Tap the cards tile", "Turn off the freeze switch"], preconditions: ["the user is signed in"])
        XCTAssertEqual(tapped.items[2].outcome.summary, "CardsScreen.freeze: setSwitch(on: false)")
        XCTAssertEqual(tapped.items[2].way.map(GenerationReport.describe), [])
        XCTAssertEqual(tapped.items[2].notes, ["HomeScreen → CardsScreen after cardsTile.tap(), named for it (not seen in the suite)"])
        // Another element is no such move: the suite's way, as before.
        let other = plan(["Tap the carousel", "Turn off the freeze switch"], preconditions: ["the user is signed in"])
        XCTAssertEqual(other.items[2].way.map(GenerationReport.describe), ["HomeScreen.cardsTab: tap"])
    }

    /// A step left to a person after a tap that led elsewhere (the next automated step is on another
    /// screen) is written between the screens' blocks, not inside the block of the screen left behind;
    /// one after which the test goes on on the same screen stays in its block.
    func testAStepLeftToAPersonStandsWhereTheTestIs() {
        let left = plan(["Tap the cards tile", "Tap \"Nowhere\"", "Turn off the freeze switch"], preconditions: ["the user is signed in"])
        let body = MethodBodyRenderer.render(left, catalog: SuiteFixture.catalog, style: .kassios)
        XCTAssertTrue(body.joined(separator: "\n").contains([
            "onScreen(HomeScreen.self) {",
            "    // step 1: Tap the cards tile",
            "    $0.cardsTile.tap()",
            "}",
            "// step 2: Tap \"Nowhere\"",
            "XCTFail(\"kassios: step 2 not automated: \\\"Tap \\\"Nowhere\\\"\\\" — no element matched 'Nowhere'\")",
            "onScreen(CardsScreen.self) {",
            "    // step 3: Turn off the freeze switch",
            "    $0.freeze.setSwitch(on: false)",
        ].joined(separator: "\n")), body.joined(separator: "\n"))
        let stayed = plan(["Tap the cards tile", "Tap \"Nowhere\"", "the balance is shown"], preconditions: ["the user is signed in"])
        let same = MethodBodyRenderer.render(stayed, catalog: SuiteFixture.catalog, style: .kassios)
        XCTAssertTrue(same.contains("    XCTFail(\"kassios: step 2 not automated: \\\"Tap \\\"Nowhere\\\"\\\" — no element matched 'Nowhere'\")"),
                      same.joined(separator: "\n"))
    }
}
