import KassiosModel
import KassiosSyntax

/// Forms are submitted by tapping their button, not by pressing Return.
public struct ReturnKeySubmitRule: Rule {
    public static let description = RuleDescription(
        identifier: "return-key-submit",
        name: "Return key submits",
        summary: "Return is typed (typeText(\"…\\n\"), XCUIKeyboardKey.return) or the keyboard's Return/Done key is tapped.",
        rationale: """
        What Return does depends on the field: it may submit the form, move to the next field, insert a line \
        break, or nothing, and the app can change that without the test noticing. A test that presses Return \
        to submit tests the keyboard, not the button a user taps, and misses a broken or disabled submit \
        button. Tap the intended button, or dismiss the keyboard explicitly. Reported: typeText with a string \
        literal ending in \\n or \\r, or with XCUIKeyboardKey.return.rawValue, also through the suite's own method \
        that types its argument (clearAndTypeText("alice\\n")); typeKey(.return, …); and \
        app.keyboards.buttons["Return"|"Done"|"Go"|"Search"|"Send"|"Join"] (or .keys[…], in either case) tapped, \
        also through a property or a local that holds the key or the keyboard. Not reported: typing into a \
        text view, where \\n is a line break; another app's field (Safari's address bar), where no button of \
        the suite's is there to tap; and Done buttons outside the keyboard (a toolbar, a navigation bar).
        """,
        defaultSeverity: .warning,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class NoteRobot {
                let app = XCUIApplication()
                lazy var body = app.textViews["note.body"]
                func typeBody(_ text: String) {
                    body.tap()
                    body.typeText(text)
                }
                func writeShoppingList() {
                    typeBody("milk\\neggs\\n")
                }
            }
            """,
            """
            final class MagicLinkRobot {
                func open(_ link: String) {
                    let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
                    let address = safari.textFields["URL"]
                    address.typeText("\\(link)\\n")
                }
            }
            """,
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [email, submit] }
                func logIn(as user: TestUser) {
                    email.typeText(user.email)
                    email.typeText("line\\\\n")
                    submit.tap()
                }
            }
            """,
            """
            final class SupportScreen: KassScreen {
                lazy var message = textView("support.message")
                override var onLoad: [KassElement] { [message] }
                func write() {
                    message.typeText("Hello,\\nmy card is blocked.\\n")
                    app.toolbars.buttons["Done"].tap()
                }
            }
            """,
            """
            func testDismissesTheKeyboard() {
                app.textFields["search"].typeText("coffee")
                app.navigationBars.buttons["Done"].tap()
                app.buttons["Return to home"].tap()
                XCTAssertTrue(app.keyboards.buttons["Return"].exists)
                app.textFields["search"].typeText(XCUIKeyboardKey.delete.rawValue)
            }
            """,
            """
            protocol Page { func fill(_ text: String); func next() -> Page }
            final class LoginPage: Page {
                let app = XCUIApplication()
                func fill(_ text: String) { app.textFields["login.name"].typeText(text) }
                func next() -> Page { SearchPage() }
            }
            final class SearchPage: Page {
                let app = XCUIApplication()
                func fill(_ text: String) { app.searchFields["q"].press(forDuration: 1) }
                func next() -> Page { self }
            }
            protocol FieldFilling {}
            extension FieldFilling {
                func enter(_ text: String) { XCUIApplication().textFields["field"].typeText(text) }
            }
            final class SearchRobot: FieldFilling {
                func enter(_ text: String) { XCUIApplication().searchFields["search"].doubleTap() }
            }
            final class NameRobot {
                func enterName(_ text: String) { XCUIApplication().textFields["login.name"].typeText(text) }
            }
            enum Admin {
                final class NameRobot {
                    func enterName(_ text: String) { XCUIApplication().textFields["admin.name"].tap() }
                }
                final class AdminTests: XCTestCase {
                    func testAdmin() {
                        let robot = NameRobot()
                        robot.enterName("root\\n")
                    }
                }
            }
            final class FlowTests: XCTestCase {
                func testFlow() {
                    var page: Page = LoginPage()
                    page = page.next()
                    page.fill("kittens\\n")
                    SearchRobot().enter("kittens\\n")
                }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                lazy var password = secureTextField("login.password")
                override var onLoad: [KassElement] { [password] }
                func submitWithReturn() {
                    password.typeText(↓"\\n")
                }
            }
            """,
            """
            func testSearch() {
                let field = app.searchFields["transactions.search"]
                field.typeText(↓"coffee\\n")
                field.typeText(↓XCUIKeyboardKey.return.rawValue)
                field.typeText(↓query + "\\r")
                field.typeText(↓"coffee\\r\\n")
            }
            """,
            """
            extension XCUIElement {
                func clearAndTypeText(_ text: String) {
                    tap()
                    typeText(text)
                }
            }
            func testLogin() {
                app.textFields["login.username"].clearAndTypeText(↓"alice\\n")
            }
            """,
            """
            final class LoginRobot {
                let app: XCUIApplication
                init(app: XCUIApplication) { self.app = app }
                func typeEmail(_ text: String) { app.textFields["login.email"].typeText(text) }
            }
            func testLogin() {
                let login = LoginRobot(app: app)
                login.typeEmail(↓"alice@example.com\\n")
                LoginRobot(app: app).typeEmail(↓"\\r")
            }
            """,
            """
            final class PasswordRobot {
                let app = XCUIApplication()
                func typePassword(_ text: String) { app.secureTextFields["signup.password"].typeText(text) }
            }
            final class SignUpTests: XCTestCase {
                var passwordRobot = PasswordRobot()
                func testSignUp() {
                    passwordRobot.typePassword(↓"hunter2\\r")
                    let again = PasswordRobot()
                    again.typePassword(↓"\\n")
                    on(PasswordRobot.self) { robot in robot.typePassword(↓"\\n") }
                }
            }
            """,
            """
            final class TransferRobot {
                let app: XCUIApplication
                func confirm() {
                    app.keyboards.buttons[↓"Return"].tap()
                    app.keyboards.firstMatch.buttons[↓"Done"].firstMatch.tap()
                    app.keyboards.keys[↓"return"].tap()
                    app.keyboards.buttons[↓"Go"].tap()
                    app.keyboards.buttons[↓"Search"].tap()
                }
            }
            """,
            """
            final class RegisterScreen {
                let app = XCUIApplication()
                lazy var keyboardReturnBtn = app.keyboards.buttons["Return"]
                func submit() { ↓keyboardReturnBtn.tap() }
                func submitAgain() {
                    let keyboard = app.keyboards.firstMatch
                    ↓keyboard.buttons["Return"].tap()
                }
            }
            extension XCUIApplication {
                func dismissKeyboard() { keyboards.buttons[↓"Done"].tap() }
                func unlock() {
                    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                    let done = springboard.keyboards.buttons["Done"].firstMatch
                    done.tap()   // the device's passcode: no button of the suite's to tap instead
                }
            }
            """,
        ])

    /// The return key as the keyboard labels it for each `returnKeyType` that submits (not Next,
    /// which moves to the next field).
    static let returnKeyLabels: Set<String> = ["Return", "return", "Done", "done", "Go", "go", "Search", "search",
                                               "Send", "send", "Join", "join"]

    public init() {}

    /// The calls this rule reads.
    static let calls = CallQuery(names: ["typeText", "typeKey", "tap"], inFilesMentioning: ["typeText", "typeKey", "keyboards"])

    public func callQuery(for configuration: ModelConfiguration) -> CallQuery? { Self.calls }

    public func check(_ project: Project) -> [Finding] {
        let lookup = ElementLookup(project: project)
        var findings: [Finding] = []
        func visit(_ site: CallSite) {
            guard !site.isSubscript, let name = site.name else { return }
            switch name {
            case "typeText":
                guard site.arguments.count == 1, let argument = site.arguments.first?.value,
                      let how = ReturnKeySubmitRule.typesReturn(argument) else { return }
                if let receiver = site.receiver, let element = lookup.resolve(receiver, at: site),
                   element.elementType == "textView" { return }
                // Another app's field (Safari's address bar, a link typed with its Return) has no button of the suite's to tap.
                if let receiver = site.receiver, ReturnKeySubmitRule.isInAnotherApp(receiver, site: site, in: project) { return }
                findings.append(finding(file: site.file.path, at: argument.location, """
                    typeText \(how) presses Return, which can submit the form; tap the intended button or dismiss \
                    the keyboard explicitly
                    """, screen: site.typeName))
            case "typeKey":
                guard let argument = site.arguments.first?.value, ReturnKeySubmitRule.isReturnKey(argument) else { return }
                findings.append(finding(file: site.file.path, at: argument.location, """
                    typeKey(.return) presses Return, which can submit the form; tap the intended button or dismiss \
                    the keyboard explicitly
                    """, screen: site.typeName))
            case "tap":
                guard let receiver = site.receiver else { return }
                // ThreadQA's `keyboardReturnBtn.tap()` (a property), `keyboard.buttons["Return"]` (a local).
                var throughName = false
                var held: [Expr] = []
                let named: (String) -> Expr? = { name in
                    let value = ReturnKeySubmitRule.value(named: name, at: site, in: project)
                    if let value { throughName = true; held.append(value) }
                    return value
                }
                guard let key = ReturnKeySubmitRule.keyboardReturnKey(receiver, resolving: named),
                      case .string(let literal) = key.kind, let label = literal.staticValue,
                      // Another app's keyboard (wire's SpringBoard passcode `springboard.keyboards.buttons["Done"]`).
                      !([receiver] + held).contains(where: { ReturnKeySubmitRule.isInAnotherApp($0, site: site, in: project) }) else { return }
                findings.append(finding(file: site.file.path, at: throughName ? receiver.location : key.location, """
                    tapping the keyboard's "\(label)" key: pressing Return can submit the form; tap the intended \
                    button or dismiss the keyboard explicitly
                    """, screen: site.typeName))
            default:
                return
            }
        }
        for site in CallVisitor.calls(in: project, Self.calls) {
            visit(site)
        }
        findings += returnTypedThroughWrappers(in: project, lookup: lookup)
        return findings
    }

    /// The suite's own method that types what it is given (Element X's `extension XCUIElement { func
    /// clearAndTypeText(_ text: String) }`, a robot's `typeEmail(_:)`), given text that ends with Return:
    /// `username.clearAndTypeText("alice\n")`. Only the files that spell a Return in a literal are walked.
    private func returnTypedThroughWrappers(in project: Project, lookup: ElementLookup) -> [Finding] {
        // Most suites spell no Return at all: then the methods that type are not looked for.
        let returns = [#"\n""#, #"\r""#, "XCUIKeyboardKey.return"].map(CallVisitor.BytePattern.init)
        let spelling = Set(project.files.filter { file in returns.contains { $0.occurs(in: file.bytes) } }.map(\.path))
        guard !spelling.isEmpty else { return [] }
        let wrappers = SecretTypedAsTextRule.typingWrappers(in: project, namedTypeText: false)
        guard !wrappers.isEmpty else { return [] }
        let names = wrappers.keys.sorted()
        let query = CallQuery(names: names, selectionKey: "returns in " + CallQuery.key(of: names)) { spelling.contains($0.path) }
        let receivers = ReceiverTypes(project: project)
        var findings: [Finding] = []
        for site in CallVisitor.calls(in: project, query) where !site.isSubscript {
            guard let name = site.name else { continue }
            for wrapper in wrappers[name] ?? [] {
                // A robot's method called on something else than itself or a value of its type (gematik's
                // `pwdScreen.typePassword("\r")`, `let pwdScreen = OnboardingRegisterPasswordScreen(…)`) is
                // another method of that name.
                guard wrapper.ofElement || (site.receiver.map(ScopedWalker.isSelf) ?? true)
                        || receivers.type(of: site).map({ receivers.is($0, orUnder: wrapper.owner, from: site.typeName, calling: name) }) == true,
                      let typed = wrapper.argumentTyped(byCallLabelled: site.labels) else { continue }
                let argument = site.arguments[typed].value
                guard let how = ReturnKeySubmitRule.typesReturn(argument) else { break }
                if let receiver = site.receiver, let element = lookup.resolve(receiver, at: site), element.elementType == "textView" { break }
                // A robot's method that types into a text view of its own (`typeBody(_:)`: `body.typeText(text)`).
                if let into = wrapper.typedInto, ReturnKeySubmitRule.isATextView(into, of: wrapper.owner, in: project) { break }
                if let receiver = site.receiver, ReturnKeySubmitRule.isInAnotherApp(receiver, site: site, in: project) { break }
                findings.append(finding(file: site.file.path, at: argument.location, """
                    \(wrapper.signature), which types it, is given \(how.dropFirst("of ".count)): it presses Return, \
                    which can submit the form; tap the intended button or dismiss the keyboard explicitly
                    """, screen: site.typeName))
                break
            }
        }
        return findings
    }

    /// `app.textViews["note.body"]`, or an element of `owner` (`body`, `self.body`) that is one.
    static func isATextView(_ expr: Expr, of owner: String?, in project: Project) -> Bool {
        var current = expr.unwrapped
        while true {
            switch current.kind {
            case .member("textViews", _): return true
            case .member(let name, let base):
                if ScopedWalker.isSelf(base) { return elementType(name, of: owner, in: project) == "textView" }
                current = base.unwrapped
            case .identifier(let name): return elementType(name, of: owner, in: project) == "textView"
            case .subscript(let base, _): current = base.unwrapped
            case .call(let callee, _, _): current = callee.unwrapped
            default: return false
            }
        }
    }

    private static func elementType(_ name: String, of owner: String?, in project: Project) -> String? {
        guard let owner else { return nil }
        return project.elementsByType[owner]?.first { $0.name == name }?.elementType
    }

    static func isInAnotherApp(_ receiver: Expr, site: CallSite, in project: Project) -> Bool {
        QueryReach(index: project.index, typeName: site.typeName, lookup: site.scope.lookup,
                   text: { LabelLocatorRule.staticText($0, at: site, in: project) }).isInAnotherApp(receiver)
    }

    /// How the text presses Return (`"…\n"`), or nil when it does not end with Return.
    static func typesReturn(_ expr: Expr) -> String? {
        switch expr.kind {
        case .string(let literal):
            guard let last = literal.segments.last else { return nil }
            switch last {
            case .text(let text):
                // `\r\n` is one Character: it ends with neither `\n` nor `\r`.
                if text.hasSuffix("\r\n") { return "of text ending in \\r\\n" }
                if text.hasSuffix("\n") { return "of text ending in \\n" }
                if text.hasSuffix("\r") { return "of text ending in \\r" }
                return nil
            case .interpolation(let arguments, _):
                guard arguments.count == 1 else { return nil }
                return typesReturn(arguments[0].value)
            }
        case .sequence(let parts):
            guard parts.count >= 3, case .binaryOperator("+")? = parts.dropLast().last?.kind else { return nil }
            return typesReturn(parts[parts.count - 1])
        case .tuple(let elements) where elements.count == 1:
            return typesReturn(elements[0].value)
        case .member:
            let path = ConstantTable.referencePath(expr) ?? ""
            return path == "XCUIKeyboardKey.return.rawValue" ? "of XCUIKeyboardKey.return" : nil
        default:
            return nil
        }
    }

    /// `.return`, `XCUIKeyboardKey.return`, `"\n"`, `"\r"`, `"\r\n"`.
    static func isReturnKey(_ expr: Expr) -> Bool {
        if let path = ConstantTable.referencePath(expr) { return path == ".return" || path == "XCUIKeyboardKey.return" }
        if case .string(let literal) = expr.kind, let value = literal.staticValue { return value == "\n" || value == "\r" || value == "\r\n" }
        return false
    }

    /// What a local `let` or a property of the type around the call holds (its initializer, or what its
    /// getter returns); nil for anything else.
    static func value(named name: String, at site: CallSite, in project: Project) -> Expr? {
        if case .local(let initializer?, _)? = site.scope.lookup(name) { return initializer }
        guard site.scope.lookup(name) == nil, let typeName = site.typeName, let type = project.index.types[typeName] else { return nil }
        for owner in project.index.classChain(from: type) {
            guard let binding = owner.propertyBinding(named: name) else { continue }
            return binding.storedOrReturnedValue
        }
        return nil
    }

    /// The key of `app.keyboards.buttons["Return"]` (through `.firstMatch`), when the receiver is one;
    /// `resolving` gives what a name holds (a local keyboard, a property that is the key).
    static func keyboardReturnKey(_ receiver: Expr, resolving: (String) -> Expr? = { _ in nil }) -> Expr? {
        var element = receiver
        while case .member("firstMatch", let base) = element.kind { element = base }
        // What a name holds: the key itself (a property), or the keyboard (a local).
        func held(_ expr: Expr) -> Expr? {
            guard case .identifier(let name) = expr.kind else { return nil }
            return resolving(name)?.unwrapped
        }
        if let value = held(element) { return keyboardReturnKey(value) }
        guard case .subscript(let base, let arguments) = element.kind, arguments.count == 1, arguments[0].label == nil,
              case .member(let collection, let keyboard) = base.kind, collection == "buttons" || collection == "keys",
              isKeyboard(keyboard) || held(keyboard).map(isKeyboard) == true,
              case .string(let literal) = arguments[0].value.kind, let label = literal.staticValue,
              returnKeyLabels.contains(label) else { return nil }
        return arguments[0].value
    }

    /// `app.keyboards`, `app.keyboards.firstMatch`, `app.keyboards.element`, `app.keyboards.element(boundBy: 0)`.
    static func isKeyboard(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .member("keyboards", _), .implicitMember("keyboards"), .identifier("keyboards"): return true   // `keyboards` in an `XCUIApplication` extension
        case .member("firstMatch", let base), .member("element", let base): return isKeyboard(base)
        case .call(let callee, _, _):
            if case .member("element", let base) = callee.kind { return isKeyboard(base) }
            return false
        default: return false
        }
    }
}
