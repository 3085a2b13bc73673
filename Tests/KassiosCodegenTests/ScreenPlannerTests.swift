@testable import KassiosCodegen
import KassiosHierarchy
import XCTest

/// Which elements a generated screen holds, what they are called, which are collections,
/// what onLoad waits for, and what is listed for want of an identifier.
final class ScreenPlannerTests: XCTestCase {
    typealias S = CodegenTestSupport

    func plan(_ elements: [HierarchyElement], screen: String = "Login", reserved: Set<String> = []) -> ScreenPlan {
        ScreenPlanner.plan(S.screen(elements), screenName: screen, reservedNames: reserved)
    }

    func names(_ plan: ScreenPlan) -> [String] { plan.elements.map(\.name) }

    // MARK: - Selection

    func testChromeKeyboardAndStatusBarAreLeftOut() {
        let keyboard = S.element(.keyboard, frame: S.frame(0, 500, 393, 300), children: [
            S.element(.key, "q", label: "q"), S.element(.button, "Return", label: "return"),
        ])
        let statusBar = S.element(.statusBar, "status", children: [S.element(.staticText, "clock", label: "9:41")])
        let plan = self.plan([
            S.element(.other, children: [S.element(.button, "login.submit", label: "Sign In")]),
            S.element(.scrollView, children: [S.element(.staticText, "login.title", label: "Welcome")]),
            keyboard, statusBar,
        ])
        XCTAssertEqual(names(plan), ["submit", "title"])
        XCTAssertTrue(plan.unidentified.isEmpty)
    }

    func testAFlatDumpsKeysAreKnownByTheKeyboardsFrame() {
        // idb's flat list: the keyboard has no children, its keys follow it.
        let plan = self.plan([
            S.element(.button, "login.submit", label: "Sign In", frame: S.frame(24, 527)),
            S.element(.keyboard, frame: S.frame(0, 516, 393, 336)),
            S.element(.button, "keyboard.done", label: "Done", frame: S.frame(300, 700, 60, 40)),
        ])
        XCTAssertEqual(names(plan), ["submit"], "the button before the keyboard is the app's, though the keyboard covers it")
    }

    func testUnidentifiedElementsAreListedNotDroppedAndNeverLocatedByLabel() {
        let plan = self.plan([
            S.element(.staticText, label: "Welcome back"),
            S.element(.button, label: "Forgot password?", children: [S.element(.staticText, label: "Forgot password?")]),
            S.element(.button, frame: S.frame(10, 20, 44, 44)),
            HierarchyElement(type: .textField, placeholder: "Search"),
            S.element(.other, "login.banner", label: "Wrong password", children: [S.element(.staticText, label: "Wrong password")]),
            S.element(.cell, "row", children: [S.element(.staticText, label: "€3.40")]),
            S.element(.other, label: "a container"),
        ])
        XCTAssertEqual(plan.unidentified.map(\.description), [
            "StaticText 'Welcome back'", "Button 'Forgot password?'", "Button at {{10, 20}, {44, 44}}", "TextField placeholder 'Search'",
        ])
        XCTAssertEqual(names(plan), ["banner", "row"])
    }

    // MARK: - Names

    func testNamesDropTheScreensPrefixAndAreCamelCase() {
        let plan = self.plan([
            S.element(.textField, "login.email"), S.element(.button, "LoginScreen.remember_me"),
            S.element(.button, "login-forgot-password"), S.element(.switch, "tab.home"),
        ], screen: "Login")
        XCTAssertEqual(names(plan), ["email", "screenRememberMe", "forgotPassword", "tabHome"])
    }

    func testAPrefixEveryIdentifierSharesIsDroppedToo() {
        let plan = self.plan([S.element(.textField, "auth.email"), S.element(.button, "auth.submit")], screen: "SignIn")
        XCTAssertEqual(names(plan), ["email", "submit"])
        let mixed = self.plan([S.element(.textField, "auth.email"), S.element(.button, "other.submit")], screen: "SignIn")
        XCTAssertEqual(names(mixed), ["authEmail", "otherSubmit"])
    }

    func testKindIsAddedOnlyToDisambiguateThenNumbers() {
        let plan = self.plan([
            S.element(.textField, "login.email"), S.element(.button, "login.email"),
            S.element(.staticText, "login.title"), S.element(.staticText, "login_title"), S.element(.button, "login.submit"),
        ])
        XCTAssertEqual(names(plan), ["emailField", "emailButton", "title", "title2", "submit"])
        // A name that already ends in its kind keeps it once.
        let named = self.plan([S.element(.button, "login.submitButton"), S.element(.staticText, "login.submitButton")])
        XCTAssertEqual(names(named), ["submitButton", "submitButtonText"])
    }

    func testKeywordsDigitsBuildersAndTheScreensOwnName() {
        let plan = self.plan([
            S.element(.button, "login.continue"), S.element(.button, "login.default"), S.element(.textField, "login.2fa"),
            S.element(.image, "login.image"), S.element(.navigationBar, "Login"), S.element(.button, "👋"),
        ])
        XCTAssertEqual(names(plan), ["`continue`", "`default`", "textField2fa", "loginImage", "loginNavigationBar", "unnamedButton"])
        XCTAssertEqual(plan.elements.map { $0.actionName ?? "-" }, ["tapContinue", "tapDefault", "typeTextField2fa", "-", "-", "tapUnnamedButton"])
    }

    func testReservedNamesOfAnExistingFileAreAvoided() {
        let plan = self.plan([S.element(.textField, "login.email"), S.element(.button, "login.submit")], reserved: ["email", "tapSubmit"])
        XCTAssertEqual(names(plan), ["loginEmail", "submit"])
        XCTAssertEqual(plan.elements.map(\.actionName), ["typeLoginEmail", "tapSubmit2"])
    }

    func testSecretFieldsAreNeverTyped() {
        let plan = self.plan([S.element(.secureTextField, "login.password"), S.element(.textField, "login.pinCode"),
                              S.element(.textField, "login.email"), S.element(.slider, "login.volume")])
        XCTAssertEqual(plan.elements.map { $0.action?.rawValue ?? "-" }, ["tap", "tap", "type", "adjust"])
        XCTAssertEqual(plan.elements.map(\.isSecret), [true, true, false, false])
    }

    // MARK: - Repeated rows

    func testRepeatedRowsBecomeOneCollection() {
        let table = S.element(.table, children: (0..<3).map { index in
            S.element(.cell, "transaction.cell", children: [S.element(.staticText, "transaction.amount", label: "€\(index)")])
        })
        let plan = self.plan([
            table,
            S.element(.button, "home.tab.0"), S.element(.button, "home.tab.1"), S.element(.button, "home.tab.12"),
            S.element(.cell, "account.row_0"),
        ], screen: "Home")
        XCTAssertEqual(plan.elements.map(\.name), [])
        XCTAssertEqual(plan.collections.map(\.name), ["transactionCells", "transactionAmounts", "tabs", "accountRows"])
        XCTAssertEqual(plan.collections.map(\.match), [
            .identifier("transaction.cell"), .identifier("transaction.amount"), .prefix("home.tab."), .prefix("account.row_"),
        ])
        XCTAssertEqual(plan.collections[2].identifiers, ["home.tab.0", "home.tab.1", "home.tab.12"])
        XCTAssertEqual(plan.collections.map { $0.actionName ?? "-" }, ["tapTransactionCell", "-", "tapTab", "tapAccountRow"])
        // One numbered button alone is an element, with its number in the name.
        XCTAssertEqual(names(self.plan([S.element(.button, "home.tab.0")], screen: "Home")), ["tab0"])
    }

    func testAStemOtherIdentifiersStartWithTooIsMatchedByAPattern() {
        let plan = self.plan([S.element(.button, "tab.1"), S.element(.button, "tab.2"), S.element(.button, "tab.more")], screen: "Home")
        XCTAssertEqual(plan.collections.map(\.match), [.pattern(#"tab\.[0-9]+"#)])
        XCTAssertEqual(names(plan), ["tabMore"])
    }

    // MARK: - onLoad

    func testOnLoadPrefersNavigationBarTitleAndPrimaryActionInDumpOrder() {
        let plan = self.plan([
            S.element(.staticText, "login.title", label: "Sign in to continue", frame: S.frame(0, 100)),
            S.element(.textField, "login.email", label: "Email", frame: S.frame(0, 200)),
            S.element(.secureTextField, "login.password", label: "Password", frame: S.frame(0, 260)),
            S.element(.button, "login.submit", label: "Sign In", frame: S.frame(0, 320)),
            S.element(.navigationBar, "login.navBar", frame: S.frame(0, 40, 393, 44)),
        ])
        XCTAssertEqual(plan.onLoad.names, ["title", "submit", "navBar"])
        XCTAssertEqual(plan.onLoad.reason,
                       "navBar (navigation bar), title (title), submit (primary action): identified, stable labels, specific to this screen")
    }

    func testOnLoadSkipsUnstableTransientOffscreenAndSharedElements() {
        let tabBar = S.element(.tabBar, "app.tabBar", frame: S.frame(0, 780, 393, 70),
                               children: [S.element(.button, "tab.home", label: "Home", frame: S.frame(0, 780))])
        let plan = self.plan([
            S.element(.staticText, "home.balance", label: "€1,234.56", frame: S.frame(0, 100)),
            S.element(.staticText, "home.updated", label: "Updated March", frame: S.frame(0, 120)),
            S.element(.staticText, "home.count", label: "3 new", frame: S.frame(0, 140)),
            S.element(.other, "home.errorBanner", label: "Offline", frame: S.frame(0, 160)),
            S.element(.button, "home.promo.dismiss", label: "Close", frame: S.frame(0, 180)),
            S.element(.button, "home.carousel", label: "Next", frame: S.frame(-281, 300)),
            S.element(.cell, "home.row", label: "Rent", frame: S.frame(0, 400), children: []),
            tabBar,
            S.element(.image, "home.logo", label: "Finch", frame: S.frame(0, 500)),
        ], screen: "Home")
        XCTAssertEqual(plan.onLoad.names, ["logo"])
        XCTAssertEqual(plan.onLoad.reason, "logo (content): identified, stable labels, specific to this screen")
    }

    /// A dump made with an alert or a sheet open: what they hold (and they themselves) were shown
    /// then, not on every visit, and prove nothing about the screen.
    func testOnLoadSkipsWhatAnAlertOrASheetHolds() {
        let alert = S.element(.alert, "account.deleteAlert", label: "Delete?", frame: S.frame(20, 300, 353, 200), children: [
            S.element(.button, "account.deleteConfirm", label: "Confirm", frame: S.frame(40, 420)),
        ])
        let sheet = S.element(.sheet, "account.shareSheet", frame: S.frame(0, 500, 393, 300), children: [
            S.element(.staticText, "account.shareTitle", label: "Share", frame: S.frame(20, 520)),
        ])
        let plan = self.plan([
            S.element(.button, "account.orders", label: "Orders", frame: S.frame(0, 200)),
            alert, sheet,
        ], screen: "Account")
        XCTAssertEqual(plan.onLoad.names, ["orders"])
        // A dump of the alert alone: the alert is the screen.
        let alone = self.plan([alert], screen: "Account")
        XCTAssertEqual(alone.onLoad.names, ["deleteConfirm"])
    }

    /// An identifier with a pictograph (`checkout.🛒`) says in its words only the screen's name: the
    /// label names the element, and the screen's name ("checkout") makes it no primary action.
    func testPictographIdentifiersAreNamedByTheirLabel() {
        let plan = self.plan([
            S.element(.button, "checkout.🛒", label: "Cart", frame: S.frame(0, 100)),
            S.element(.button, "checkout.💳", label: "Card", frame: S.frame(0, 150)),
            S.element(.button, "checkout.submit", label: "Pay now", frame: S.frame(0, 200)),
            S.element(.button, "😀", label: "Smile", frame: S.frame(0, 250)),
        ], screen: "Checkout")
        XCTAssertEqual(names(plan), ["cart", "card", "submit", "smile"])
        XCTAssertEqual(plan.onLoad.reason, "submit (primary action), cart and card (controls): identified, stable labels, specific to this screen",
                       "the submit button is the primary action; the cart one is a control")
    }

    /// A navigation bar's identifier is its title unless the app gives it one: a title of data
    /// (`Order #48213 — Anna's basket`) changes with the order, and is no sign the screen loaded.
    func testANavigationBarTitledWithDataIsNoOnLoad() {
        let plan = self.plan([
            S.element(.navigationBar, "Order #48213 — Anna's basket", frame: S.frame(0, 40, 393, 44)),
            S.element(.button, "order.track", label: "Track", frame: S.frame(0, 200)),
        ], screen: "Order")
        XCTAssertEqual(plan.onLoad.names, ["track"])
        let titled = self.plan([S.element(.navigationBar, "Orders", frame: S.frame(0, 40, 393, 44))], screen: "Orders")
        XCTAssertEqual(titled.onLoad.names.count, 1, "a title of words is")
    }

    func testNothingStableMeansNoOnLoadAndAReason() {
        let plan = self.plan([S.element(.staticText, "home.balance", label: "$12")], screen: "Home")
        XCTAssertEqual(plan.onLoad.names, [])
        XCTAssertTrue(plan.onLoad.reason.hasPrefix("nothing chosen: no identified element with a stable label"))
    }

    func testTheFinchLoginDumpChoosesWhatTheHandWrittenScreenChose() throws {
        let plan = ScreenPlanner.plan(try S.dump("Login.debugDescription.txt"), screenName: "Login")
        XCTAssertEqual(plan.elements.map(\.name), ["logo", "errorBanner", "email", "password", "rememberMe", "submit", "help"])
        // Examples/FinchUITests/Screens/LoginScreen.swift: override var onLoad: [KassElement] { [email, password, submit] }
        XCTAssertEqual(plan.onLoad.names, ["email", "password", "submit"])
        XCTAssertEqual(plan.unidentified.map(\.description), ["StaticText 'Welcome back'", "Button 'Forgot password?'"])
        XCTAssertEqual(plan.unidentified.map { "\($0.line):\($0.column)" }, ["8:11", "15:11"])
    }

    /// A name taken is numbered from 2, skipping numbers taken already; thousands of copies of one
    /// name are numbered in turn (each is not counted up from 2 again).
    func testTakenNamesNumberCopiesInTurn() {
        var names = TakenNames(["cell3", "title"])
        XCTAssertEqual(names.claim("title"), "title2")
        XCTAssertEqual((0..<5).map { _ in names.claim("cell") }, ["cell", "cell2", "cell4", "cell5", "cell6"])
        XCTAssertEqual(names.claim("cell4"), "cell42", "a numbered name asked for is a name of its own")
        let many = (0..<10_000).map { _ in names.claim("row") }
        XCTAssertEqual(many.first, "row")
        XCTAssertEqual(many.last, "row10000")
        XCTAssertEqual(Set(many).count, 10_000)
    }
}
