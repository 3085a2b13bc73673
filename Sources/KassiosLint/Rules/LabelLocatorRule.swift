import KassiosModel
import KassiosSyntax

/// Elements are found by their accessibility identifier, not by the text they show.
///
/// The heuristic, in full (the rationale has to fit GitHub's 1000 characters):
/// - Only static text counts: a literal, or a constant the model resolves (for subscripts, a
///   literal: a byte scan for label-like `["…"]` keys picks the files worth walking, and
///   label texts kept in constants are rare outside builders). Text built at runtime (a
///   user's name, a row's content) has nothing else to be found by, unless it is a query's key
///   of words around the value (`app.buttons["Delete \(name)"]`, `RuntimeLabels`), or a predicate's
///   text compared with the label (`"label == %@", "Poll: \(question)"`, `builtText`): the words
///   are copy, and the element can have an identifier.
/// - A query subscript is a label locator only when its key reads like a label
///   (`looksLikeLabel`); XCUITest matches keys against identifiers first, and an
///   identifier-like key (`login.submit`, `loginSubmit`, `LoginSubmit`, `submit`) is one, and so
///   is a key of words whose last names a kind of control (`Prologue Continue Button`: a label
///   leaves that to VoiceOver).
///   The same holds for the literal (or constant of several words) given to the suite's own
///   wrapper that puts its parameter in such a subscript (`tapAdType("App Open Ad")`, `Wrapper.labelMatchingParameters`).
/// - The label builders (`staticText(containing:)`…), `NSPredicate`s comparing `label` in a
///   query, and the suite's own functions that give such a predicate the text they are handed
///   (`find(label: "Sign In")`; `Wrapper.labelParameters`, through other wrappers too)
///   locate by label whatever the text looks like; they are reported when the text reads
///   like a label, or when the catalog has an element of the same type with an identifier
///   (the app gives such elements identifiers, so this one can have one too).
/// - Localized text (`LocalizedStrings`: `NSLocalizedString`, `String(localized:)`, `.localized`,
///   the suite's own function returning one) in any identifier position is a label, whatever
///   its key looks like: subscripts are read here (with what is out of reach), builders and
///   wrappers from the model's identifier positions.
/// - When the catalog declares this very label next to an identifier
///   (`button(id: "login.submit", label: "Sign In")`), the message names that element.
/// - Out of reach, never reported: other apps, alerts and sheets, the keyboard, menu items,
///   web views (the app cannot identify what they show), `navigationBars["Title"]` (a bar's
///   identifier is its title), and interruption monitor handlers (system alerts).
public struct LabelLocatorRule: Rule {
    public static let description = RuleDescription(
        identifier: "label-locator",
        name: "Label locator",
        summary: "An element is located by its localized label (app.buttons[\"Sign In\"], staticText(containing: \"Welcome\"), NSPredicate(format: \"label == %@\", …)) where an identifier can be used.",
        rationale: """
        A label changes with the language and copy; a test identifier stays put. \
        Reported: a query subscript whose key reads like a label (app.buttons["Sign In"]), or is words around a \
        value (["Delete \\(name)"], a predicate's too) or made of constants, also through the suite's \
        wrappers; for text kassios \
        resolves, builders (staticText(containing:), element(labelContains:)), an NSPredicate \
        comparing label in a query, also in a wrapper (find(label:)); localized text \
        (NSLocalizedString, String(localized:), .localized) where an identifier goes. A key reads like a label with a space, punctuation or an accent, or as capitalised \
        words ("OK"); "login.submit", "loginSubmit", "Email Field" are identifiers. A builder or predicate \
        is reported too when the screens identify its type. Not reported: other text built at \
        runtime; other apps, alerts, sheets, keyboards, menu items, web views; navigationBars["Title"]; \
        interruption monitors. Opt-in: a suite without identifiers hears of each element.
        """,
        defaultSeverity: .warning,
        isOptIn: true,
        nonTriggeringExamples: [
            """
            final class NotificationsScreen {
                let app: XCUIApplication
                var list: XCUIElement { app.tables["Notifications Table"] }
                var email: XCUIElement { app.textFields["Email Field"] }
            }
            """,
            """
            final class LoginScreen: KassScreen {
                lazy var submit = button("login.submit")
                lazy var email = app.textFields["login_email"]
                lazy var help = app.links["loginHelp"]
                lazy var logo = app.images["LoginLogo"]
                lazy var title = app.navigationBars["Sign In"]
                lazy var greeting = staticText(containing: "Hello, \\(TestUser.primary.name)")
                override var onLoad: [KassElement] { [submit] }
            }
            """,
            """
            final class SearchRobot {
                let app: XCUIApplication
                var field: XCUIElement { app.searchFields["search.field"] }
                func clear() { field.buttons["Clear text"].tap() }
                var tabs: XCUIElement { app.tabBars["Tab Bar"] }
            }
            """,
            """
            final class OnboardingTests: KassTestCase {
                func test_allowNotifications() {
                    addUIInterruptionMonitor(withDescription: "Push") { alert in
                        alert.buttons["Allow"].tap()
                        return true
                    }
                    let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
                    springboard.buttons["Don't Allow"].tap()
                    app.alerts["Delete account?"].buttons["Delete"].tap()
                    app.keyboards.buttons["Return"].tap()
                    app.webViews.links["Terms of Service"].tap()
                    app.menuItems["Paste"].tap()
                }
            }
            """,
            """
            final class PayeesRobot {
                let app: XCUIApplication
                func row(named name: String) -> XCUIElement {
                    app.cells.element(matching: NSPredicate(format: "label == %@", name))
                }
                var balance: XCUIElement { app.staticTexts["42"] }
                func waitForBalanceChange() {
                    let changed = NSPredicate(format: "label != %@", "€0.00")
                    _ = XCTNSPredicateExpectation(predicate: changed, object: balance)
                    _ = app.buttons.element(matching: NSPredicate(format: "identifier == %@", "payees.add"))
                }
            }
            """,
            """
            final class PostsRobot {
                let app: XCUIApplication
                func post(_ title: String) -> XCUIElement { app.cells[title] }
                func row(_ index: Int) -> XCUIElement { app.cells["posts.row.\\(index)"] }
                func edit(_ title: String) -> XCUIElement { app.buttons["\\(title) Edit Button"] }
            }
            """,
            """
            class ContinueWithGoogleAlert: ScreenObject {
                private let alertGetter: (XCUIApplication) -> XCUIElement = { $0.alerts.firstMatch }
                var cancelButton: XCUIElement { alertGetter(app).buttons["Cancel"] }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                lazy var submit = button(id: "login.submit", label: "Sign In")
                override var onLoad: [KassElement] { [submit] }
            }
            final class LoginTests: KassTestCase {
                func test_login() {
                    app.buttons[↓"Sign In"].tap()
                    XCTAssertTrue(app.staticTexts[↓"Welcome back!"].exists)
                    app.tabBars.buttons[↓"Settings"].tap()
                    app.buttons[↓"OK"].tap()
                    let title = "Note Title"
                    XCTAssertTrue(app.cells[↓title + "-1"].exists)
                }
            }
            """,
            """
            final class HomeScreen: KassScreen {
                lazy var balance = staticText("home.balance")
                lazy var greeting = staticText(containing: ↓"welcome")
                lazy var promo = element(labelContains: ↓Copy.promo, type: .staticText)
                lazy var forgot = button(containing: ↓"Forgot password?")
                override var onLoad: [KassElement] { [balance] }
                enum Copy { static let promo = "Spring offer" }
            }
            """,
            """
            final class TransferRobot {
                let app: XCUIApplication
                var review: XCUIElement { app.buttons.element(matching: NSPredicate(format: "label == %@", ↓"Review")) }
                var fee: XCUIElement { app.staticTexts.matching(↓NSPredicate(format: "label BEGINSWITH[c] 'Fee'")).firstMatch }
                func confirm() {
                    let confirm = NSPredicate(format: "label CONTAINS %@", ↓"Confirm")
                    app.buttons.containing(confirm).firstMatch.tap()
                    app.descendants(matching: .any)[↓"Café Central"].tap()
                }
                func remove(_ payee: String) { app.buttons[↓"Remove \\(payee)"].tap() }
                func status(_ server: String) -> XCUIElement { app.staticTexts[↓"Connected to " + server] }
            }
            """,
            """
            struct MenuPage {
                let app = XCUIApplication()
                func tapAdType(_ name: String) { app.staticTexts[name].firstMatch.tap() }
                func tapAlertButton(_ title: String) { app.alerts.buttons[title].tap() }
            }
            final class AdsTests: XCTestCase {
                func testAppOpenAd() {
                    MenuPage().tapAdType(↓"App Open Ad")
                    MenuPage().tapAlertButton("Don't Allow")
                }
            }
            """,
            """
            class BaseRobot {
                let app = XCUIApplication()
                func find(label: String) -> XCUIElement {
                    app.buttons.matching(NSPredicate(format: "label == %@", label)).firstMatch
                }
                func tapText(_ text: String) { app.staticTexts.element(matching: NSPredicate(format: "label LIKE '\\(text)'")).tap() }
                func acceptAlert(_ title: String) { app.alerts.buttons.matching(NSPredicate(format: "label == %@", title)).firstMatch.tap() }
                func waitForTitle(_ element: XCUIElement, _ title: String) {
                    _ = XCTNSPredicateExpectation(predicate: NSPredicate(format: "label == %@", title), object: element)
                }
            }
            final class LoginRobot: BaseRobot {
                func signIn(as user: User) {
                    find(label: ↓"Sign In").tap()
                    tapText(↓"Welcome back")
                    tapText(user.name)
                    acceptAlert("Allow")
                    waitForTitle(app.navigationBars.firstMatch, "Home")
                }
            }
            """,
            """
            class TabsScreen: ScreenObject {
                private let tabBarGetter: (XCUIApplication) -> XCUIElement = { $0.tabBars.firstMatch }
                var settingsTab: XCUIElement { tabBarGetter(app).buttons[↓"Settings"] }
            }
            """,
            """
            func XCLocalizedString(_ key: String) -> String {
                NSLocalizedString(key, bundle: Bundle(for: LoginRobot.self), comment: "")
            }
            final class LoginRobot {
                let app: XCUIApplication
                var signIn: XCUIElement { app.buttons[↓NSLocalizedString("login.signIn", comment: "")] }
                var cancel: XCUIElement { app.buttons[↓XCLocalizedString("Cancel")] }
                var title: XCUIElement { app.staticTexts[↓String(localized: "Welcome back")] }
                var done: XCUIElement { app.buttons[↓"Done".localized] }
                func dismissAlert() { app.alerts.buttons[NSLocalizedString("OK", comment: "")].tap() }
            }
            """,
            """
            extension XCUIElementQuery {
                subscript(localized key: StringLocalizationKey) -> XCUIElement { self[localize(key)] }
            }
            struct LoginScreen {
                var app: XCUIApplication
                var heading: XCUIElement { app.staticTexts[localized: ↓.login_screen_title] }
            }
            """,
        ])

    public init() {}

    /// XCUIElementQuery methods that take a predicate.
    static let queryMethods = ["matching", "element", "containing"]

    public func callQuery(for configuration: ModelConfiguration) -> CallQuery? { LabelLocatorRule.calls(for: configuration) }

    /// The calls this rule reads, with the configuration's own label builders.
    static func calls(for configuration: ModelConfiguration) -> CallQuery {
        let labelBuilders = LabelLocatorRule.labelBuilders(configuration.extraBuilders)
        let names = [CallVisitor.subscripts, "addUIInterruptionMonitor"] + Array(labelBuilders.keys) + LabelLocatorRule.queryMethods
        // Only files with a label builder's argument label, a predicate or a label-like subscript key are walked.
        // `ocalized` for localized text in a subscript (NSLocalizedString, String(localized:), `.localized`),
        // `L10n.` for SwiftGen's strings.
        let words = ["NSPredicate", "ocalized", "L10n."] + Set(labelBuilders.values.joined().map { $0.label + ":" }).sorted()
        let patterns = words.map(CallVisitor.BytePattern.init)
        return CallQuery(names: names, selectionKey: "label-like subscript key or mentioning " + CallQuery.key(of: words),
                         inFiles: { file in
            patterns.contains { $0.occurs(in: file.bytes) } || LabelLocatorRule.hasLabelLikeSubscriptKey(file.bytes)
        })
    }

    public func check(_ project: Project) -> [Finding] {
        let labelBuilders = LabelLocatorRule.labelBuilders(project.configuration.extraBuilders)
        let sites = CallVisitor.calls(in: project, LabelLocatorRule.calls(for: project.configuration))
        let catalog = Catalog(project: project)

        // System alerts come to interruption monitors: their buttons are labels only.
        var monitors: [String: [Range<Int>]] = [:]
        for site in sites where site.name == "addUIInterruptionMonitor" {
            monitors[site.file.path, default: []].append(site.expr.location.offset..<site.expr.endOffset)
        }

        // What a namespace of identifiers declares (`AccessibilityIdentifiers.Explore.view = "Explore View"`) is
        // an identifier where a test writes it out too.
        let declaredIdentifiers = project.constants.staticValues { path in
            RuntimeLabels.namesIdentifiers(path) && !RuntimeLabels.isInAPrivateType(path, index: project.index)
        }
        var findings: [Finding] = []
        var reported: Set<String> = []   // a predicate in a local let may serve several queries
        func report(_ site: CallSite, at location: SourceLocation, text: String, elementType: String, how: String, alwaysALabel: Bool) {
            report(in: site.file.path, at: location, call: site.expr.location.offset, screen: site.typeName, text: text,
                   elementType: elementType, how: how, alwaysALabel: alwaysALabel)
        }
        // `call`: where the call or subscript starts, inside an interruption monitor or not.
        func report(in file: String, at location: SourceLocation, call: Int, screen: String?, text: String, elementType: String,
                    how: String, alwaysALabel: Bool) {
            // What UIKit names its own parts by, which the app cannot give an identifier of its own.
            if LabelLocatorRule.systemLabels.contains(text) { return }
            // Not where it is compared with the label (`label == %@`), which no identifier matches.
            if !alwaysALabel, declaredIdentifiers.contains(text) { return }
            let looksLikeLabel = LabelLocatorRule.looksLikeLabel(text, elementType: elementType)
            guard alwaysALabel ? looksLikeLabel || catalog.identifies(elementType) : looksLikeLabel else { return }
            if monitors[file]?.contains(where: { $0.contains(call) }) == true { return }
            guard reported.insert("\(file):\(location.offset)").inserted else { return }
            let kind = LabelLocatorRule.withArticle(elementType)
            var advice = "locate it by its accessibility identifier"
            if let named = catalog.element(labelled: text, type: elementType) {
                advice = "use \(named.owner).\(named.element.name), which has an identifier for this label"
            }
            findings.append(finding(file: file, at: location, """
                locating \(kind) by its label "\(text)" (\(how)): labels change with the language and the copy; \(advice)
                """, screen: screen))
        }

        // Localized text where an identifier goes (`IdentifierUsage`s), in order and by file and position.
        let localizedUsages = project.usages.filter { if case .localized = $0.source { return true } else { return false } }
        var localized: [String: [Int: IdentifierUsage]] = [:]
        for usage in localizedUsages { localized[usage.file, default: [:]][usage.location.offset] = usage }
        func reportLocalized(_ usage: IdentifierUsage, elementType: String?, how: String) {
            guard case .localized(let function, let key) = usage.source else { return }
            reportLocalized(in: usage.file, at: usage.location, screen: usage.typeName, function: function, key: key,
                            elementType: elementType, how: how)
        }
        func reportLocalized(in file: String, at location: SourceLocation, screen: String?, function: String, key: String?,
                             elementType: String?, how: String) {
            guard monitors[file]?.contains(where: { $0.contains(location.offset) }) != true,
                  reported.insert("\(file):\(location.offset)").inserted else { return }
            let kind = elementType.map(LabelLocatorRule.withArticle) ?? "an element"
            let label = key.map { "the localized text of \"\($0)\"" } ?? "localized text"
            findings.append(finding(file: file, at: location, """
                locating \(kind) by its label, \(label) (\(function), \(how)): labels change with the language and the copy; \
                locate it by its accessibility identifier
                """, screen: screen))
        }
        // The suite's own subscripts of a query that find an element by its localized text (Zühlke's
        // `extension XCUIElementQuery { subscript(localized key: StringLocalizationKey) -> XCUIElement }`).
        let localizedSubscriptLabels = LabelLocatorRule.localizedSubscriptLabels(in: project)

        for site in sites {
            if site.isSubscript {
                guard let key = site.arguments.first, site.arguments.count == 1, let receiver = site.receiver,
                      let elementType = LabelLocatorRule.queriedType(receiver) else { continue }
                if let label = key.label {
                    // `app.staticTexts[localized: .login_screen_title]`: out of reach, a label is all there is.
                    guard localizedSubscriptLabels.contains(label), !LabelLocatorRule.isOutOfReach(receiver, site: site, in: project) else { continue }
                    reportLocalized(in: site.file.path, at: key.value.location, screen: site.typeName, function: "subscript(\(label):)",
                                    key: ConstantTable.referencePath(key.value), elementType: elementType, how: "a query subscript")
                    continue
                }
                if case .string(let literal) = key.value.kind {
                    guard let text = literal.staticValue, LabelLocatorRule.looksLikeLabel(text),
                          !LabelLocatorRule.isOutOfReach(receiver, site: site, in: project) else { continue }
                    report(site, at: key.value.location, text: text, elementType: elementType, how: "a query subscript", alwaysALabel: false)
                } else if let usage = localized[site.file.path]?[key.value.location.offset] {
                    // Out of reach (an alert's buttons), a label is all there is: marked as seen.
                    if LabelLocatorRule.isOutOfReach(receiver, site: site, in: project) {
                        reported.insert("\(usage.file):\(usage.location.offset)")
                        continue
                    }
                    reportLocalized(usage, elementType: elementType, how: "a query subscript")
                } else if let path = ConstantTable.referencePath(key.value), let text = LabelLocatorRule.staticText(key.value, at: site, in: project),
                          text.contains(" "), !LabelLocatorRule.isOutOfReach(receiver, site: site, in: project) {
                    // Tangem's `let title = "Back Up Wallet"`, then `app.staticTexts[title]`: the text a constant
                    // holds, when it is words (one word may be the identifier constant the rule asks for).
                    report(site, at: key.value.location, text: text, elementType: elementType, how: "a query subscript, the value of \(path)",
                           alwaysALabel: false)
                }
            } else if let name = site.name, let builders = labelBuilders[name], site.receiver.map(ElementLookup.isSelf) ?? true,
                      let (builder, label) = builders.first(where: { site.labels.starts(with: $0.builder.requiredLabels) }) {
                guard let argument = site.arguments.first(where: { $0.label == label })?.value,
                      let text = LabelLocatorRule.staticText(argument, at: site, in: project) else { continue }
                let elementType = builder.elementType == "any" ? (ElementLookup.typeArgument(site.arguments) ?? "any") : builder.elementType
                report(site, at: argument.location, text: text, elementType: elementType, how: "\(name)(\(label):)", alwaysALabel: true)
            } else if let name = site.name, LabelLocatorRule.queryMethods.contains(name), let receiver = site.receiver,
                      !ElementLookup.isSelf(receiver), !LabelLocatorRule.isOutOfReach(receiver, site: site, in: project) {
                let elementType = LabelLocatorRule.queriedType(receiver) ?? "any"
                for argument in site.arguments where argument.label == nil || argument.label == "matching" {
                    guard let (predicate, format, arguments) = LabelLocatorRule.predicate(argument.value, at: site, in: project) else { continue }
                    for compared in LabelLocatorRule.comparedLabels(format: format, arguments: arguments, at: site, in: project) {
                        report(site, at: compared.position ?? predicate.location, text: compared.text, elementType: elementType,
                               how: "NSPredicate on label" + (compared.isBuilt ? ", built at runtime" : ""), alwaysALabel: true)
                    }
                }
            }
        }
        // Text handed to the suite's own wrapper that puts it in a query subscript, as written there
        // (`menuPage.tapAdType("App Open Ad")`, with `app.staticTexts[name]` inside).
        // A literal, as a subscript's key is read; a constant only of words (Simplenote's
        // `labelExists(labelText: Text.loginEmailInvalid)`, "Your email address is not valid"): one of a
        // single word ("Settings") may be the identifier constant the rule asks for.
        // A static-enum page's cases, whose raw values its own query finds (wizeline's `enum LandingElements:
        // String { case staticTextWelcomeTitle = "Welcome to the XCUITest Training" … staticTexts[self.rawValue] }`):
        // each as the text it is, where the case gives it.
        for typeName in project.elementsByType.keys.sorted() {
            for element in project.elementsByType[typeName] ?? [] where element.reach != nil {
                guard case .constant(_, let value?)? = element.identifier else { continue }
                report(in: element.file, at: element.location, call: element.location.offset, screen: typeName, text: value,
                       elementType: element.elementType, how: "a static-enum page's raw value", alwaysALabel: false)
            }
        }
        for usage in project.usages where usage.reachesASubscript {
            let text: String
            switch usage.source {
            case .literal(let value): text = value
            case .constant(_, let value?) where value.contains(" "): text = value
            default: continue
            }
            // RobotPattern's `clickButton(identifier: "Login")`: the suite says a word is an identifier
            // (words with spaces between them are a label's, whatever the parameter is called).
            if case .literal = usage.source, !text.contains(" "), LabelLocatorRule.takesIdentifiersByName(usage.locator, in: project) { continue }
            report(in: usage.file, at: usage.location, call: usage.location.offset, screen: usage.typeName, text: text,
                   elementType: LabelLocatorRule.wrapperElementType(of: usage, in: project) ?? "any", how: "a query subscript, through \(usage.locator)", alwaysALabel: false)
        }
        // Words around a value built at runtime where a query finds its element (`app.buttons["Delete
        // \(name)"]`): a label, which runtime-identifier leaves to this rule.
        let runtimeLabels = RuntimeLabels(project: project)
        // Text made from constants is read as the label it makes (`noteTitle + "-1"`).
        for usage in project.usages where runtimeLabels.isLabel(usage) {
            let built: (text: String, how: String)
            if let pattern = usage.source.runtimePattern {
                built = (pattern, "built at runtime")
            } else if let resolved = runtimeLabels.resolvedLabel(usage) {
                built = (resolved, "made from constants")
            } else {
                continue
            }
            report(in: usage.file, at: usage.location, call: usage.location.offset, screen: usage.typeName, text: built.text,
                   elementType: LabelLocatorRule.elementType(of: usage, in: project),
                   how: (usage.locator.hasSuffix("[…]") ? "a query subscript" : "through \(usage.locator)") + ", " + built.how,
                   alwaysALabel: false)
        }
        // Text handed to the suite's own function that finds its element by the label it is given
        // (`find(label: "Sign In")`, with `app.buttons.matching(NSPredicate(format: "label == %@", label))`
        // inside): as a label builder's, whatever its text looks like once the screens identify elements.
        let labelWrappers = project.wrappers.filter { $0.value.contains { !$0.labelParameters.isEmpty } }
        if !labelWrappers.isEmpty {
            let names = labelWrappers.keys.sorted()
            for site in CallVisitor.calls(in: project, CallQuery(names: names, inFilesMentioning: names)) where !site.isSubscript {
                guard let name = site.name, let wrappers = labelWrappers[name],
                      let (wrapper, matched) = wrappers.lazy.compactMap({ wrapper in wrapper.match(site.arguments).map { (wrapper, $0) } }).first,
                      !wrapper.labelParameters.isEmpty else { continue }
                for index in wrapper.labelParameters.sorted() {
                    guard let argument = matched[index], let text = LabelLocatorRule.staticText(argument, at: site, in: project) else { continue }
                    report(site, at: argument.location, text: text, elementType: wrapper.elementType ?? "any",
                           how: "\(wrapper.signature), which finds it by its label", alwaysALabel: true)
                }
            }
        }
        // Through a builder or a wrapper (`button(NSLocalizedString("Done", comment: ""))`), and
        // subscripts of a query kept in a variable or in a file the byte scan passed over (the
        // suite's own `tr("Done")`): the usages not seen above.
        for usage in localizedUsages {
            reportLocalized(usage, elementType: nil, how: usage.locator.hasSuffix("[…]") ? "a query subscript" : usage.locator)
        }
        return findings
    }

    // MARK: - What locates by label

    /// The element type a usage's query, builder or wrapper finds: `staticText` of `staticTexts[…]`.
    static func elementType(of usage: IdentifierUsage, in project: Project) -> String {
        if usage.locator.hasSuffix("[…]") {
            return ElementQueries.collections[String(usage.locator.dropLast("[…]".count))] ?? "any"
        }
        if let builder = ElementBuilder.kassiOS.first(where: { $0.signature == usage.locator }) { return builder.elementType }
        return wrapperElementType(of: usage, in: project) ?? "any"
    }

    /// The element type the suite's wrapper a usage is handed to finds; nil for none or no wrapper.
    /// Whether every parameter of the wrapper `signature` that may find a label is labelled as an
    /// identifier (`clickButton(identifier:)`, `tap(id:)`, `field(accessibilityID:)`).
    static func takesIdentifiersByName(_ signature: String, in project: Project) -> Bool {
        let callName = String(signature.prefix { $0 != "(" })
        guard let wrapper = project.wrappers[callName]?.first(where: { $0.signature == signature }),
              !wrapper.labelMatchingParameters.isEmpty else { return false }
        return wrapper.labelMatchingParameters.allSatisfy { index in
            guard index < wrapper.parameters.count, let label = wrapper.parameters[index].label else { return false }
            return IdentifierSource.namesAnIdentifier(label)
        }
    }

    static func wrapperElementType(of usage: IdentifierUsage, in project: Project) -> String? {
        let callName = String(usage.locator.prefix { $0 != "(" })
        return project.wrappers[callName]?.first { $0.signature == usage.locator }?.elementType
    }

    /// The builders that take a label (`staticText(containing:)`), by name, with the argument
    /// label that holds the text.
    static func labelBuilders(_ extra: [ElementBuilder]) -> [String: [(builder: ElementBuilder, label: String)]] {
        var result: [String: [(builder: ElementBuilder, label: String)]] = [:]
        for builder in ElementBuilder.kassiOS + extra {
            guard case .none = builder.identifier, let label = builder.requiredLabels.first(where: { $0 != "_" }) else { continue }
            result[builder.name, default: []].append((builder, label))
        }
        return result
    }

    /// The element type a query yields: `app.buttons` → `button`,
    /// `descendants(matching: .image)` → `image`; nil when it is not a query.
    static func queriedType(_ receiver: Expr) -> String? {
        switch receiver.kind {
        case .member(let name, _), .implicitMember(let name), .identifier(let name):
            return ElementQueries.collections[name]
        case .call(let callee, let arguments, _):
            guard let name = callee.memberName, ElementQueries.queryMethods.contains(name) else { return nil }
            return (name == "containing" ? nil : ElementLookup.typeArgument(arguments)) ?? "any"
        case .postfix(_, let operand):
            return queriedType(operand)
        default:
            return nil
        }
    }

    /// Whether the query is of something the app cannot give an identifier (`QueryReach`), or a
    /// navigation bar found by its title.
    static func isOutOfReach(_ receiver: Expr, site: CallSite, in project: Project) -> Bool {
        if site.isSubscript, receiver.memberName == "navigationBars" { return true }
        return QueryReach(index: project.index, typeName: site.typeName, lookup: site.scope.lookup,
                          text: { staticText($0, at: site, in: project) }).isOutOfReach(receiver)
    }

    /// The keys UIKit gives its own parts: a text or search field's clear button, the tab bar.
    static let systemLabels: Set<String> = ["Clear text", "Tab Bar"]

    /// "a button", "an icon", "an element" (for `any`).
    static func withArticle(_ elementType: String) -> String {
        if elementType == "any" { return "an element" }
        let startsWithVowel = elementType.first.map { "aeiou".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + elementType
    }

    /// The text of a literal, or of a constant kassios resolves; nil for text built at runtime.
    static func staticText(_ expr: Expr, at site: CallSite, in project: Project) -> String? {
        if case .string(let literal) = expr.kind { return literal.staticValue.flatMap { $0.isEmpty ? nil : $0 } }
        guard let path = ConstantTable.referencePath(expr), !path.hasPrefix(".") else { return nil }
        let root = String(path.prefix { $0 != "." })
        if let binding = site.scope.lookup(root) {
            // `let header = "Don't forget to back up"` in the test: the literal it holds.
            guard root == path, case .local(let initializer?, true) = binding, case .string(let literal) = initializer.kind else { return nil }
            return literal.staticValue.flatMap { $0.isEmpty ? nil : $0 }
        }
        return project.constants.lookup(path, from: site.typeName, in: site.file.path)?.value
    }

    /// `NSPredicate(format: "…", …)`, written in place or in a local let, with its format's text: a
    /// literal, or a constant's (Tangem's `NSPredicateFormat.labelContains.rawValue`, a case of a
    /// `String` enum of formats).
    static func predicate(_ expr: Expr, at site: CallSite, in project: Project) -> (Expr, String, ArgumentList)? {
        guard let predicate = expr.predicateCall(lookup: site.scope.lookup) else { return nil }
        let format: String?
        if case .string(let literal) = predicate.format.kind {
            format = literal.staticValue
        } else if case .member("rawValue", let base) = predicate.format.kind {
            format = staticText(base, at: site, in: project)
        } else {
            format = staticText(predicate.format, at: site, in: project)
        }
        guard let format else { return nil }
        return (predicate.call, format, ArgumentList(Array(predicate.arguments), beside: predicate.call))
    }

    static let labelComparisons: Set<String> = ["==", "=", "contains", "beginswith", "endswith", "like", "matches"]

    /// The label texts a predicate format compares with: the `%@` arguments after
    /// `label ==` (with where they are), and quoted literals (`label == 'OK'`, at the predicate).
    static func comparedLabels(format: String, arguments: ArgumentList, at site: CallSite,
                               in project: Project) -> [(text: String, position: SourceLocation?, isBuilt: Bool)] {
        var found: [(text: String, position: SourceLocation?, isBuilt: Bool)] = []
        var argumentIndex = 0
        var words: [String] = []
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            if character == "'" || character == "\"" {
                // A quoted literal: compared with the label when `label <op>` stands before it.
                let start = format.index(after: index)
                let end = format[start...].firstIndex(of: character) ?? format.endIndex
                if comparesLabel(words) { found.append((String(format[start..<end]), nil, false)) }
                words.append("'")
                index = end < format.endIndex ? format.index(after: end) : end
                continue
            }
            if character == "%", format[index...].hasPrefix("%@") || format[index...].hasPrefix("%K") {
                let isKey = format[index...].hasPrefix("%K")
                if !isKey, comparesLabel(words), argumentIndex < arguments.count {
                    let value = arguments[argumentIndex].value
                    if let text = staticText(value, at: site, in: project) {
                        found.append((text, value.location, false))
                    } else if let pattern = builtText(value, at: site) {
                        found.append((pattern, value.location, true))
                    }
                }
                words.append(isKey ? "%K" : "%@")
                argumentIndex += 1
                index = format.index(index, offsetBy: 2)
                continue
            }
            if character.isWhitespace || character == "(" || character == ")" {
                index = format.index(after: index)
                continue
            }
            var end = index
            while end < format.endIndex, !format[end].isWhitespace, !"()'\"".contains(format[end]) { end = format.index(after: end) }
            words.append(String(format[index..<end]).lowercased())
            index = end
        }
        return found
    }

    /// Text built at runtime around words of its own, written in place or in a local let
    /// (stream-chat's `"Poll: \(question)"`, `let label = "Poll: \(question). 2 options"`): its
    /// pattern, `Poll: *`; nil for other text, and for a value with no words around it (`"\(name)"`),
    /// which has nothing else to be found by.
    static func builtText(_ expr: Expr, at site: CallSite, depth: Int = 0) -> String? {
        switch expr.kind {
        case .string(let literal) where literal.hasInterpolation:
            var pattern = ""
            var words = false
            for segment in literal.segments {
                switch segment {
                case .text(let text):
                    pattern += text
                    if text.contains(where: \.isLetter) { words = true }
                case .interpolation:
                    if !pattern.hasSuffix("*") { pattern += "*" }
                }
            }
            return words ? pattern : nil
        case .identifier(let name) where depth == 0:
            guard case .local(let initializer?, true)? = site.scope.lookup(name) else { return nil }
            return builtText(initializer, at: site, depth: 1)
        default:
            return nil
        }
    }

    /// Whether the words so far end in `label <comparison>` (`LIKE[c]` too).
    static func comparesLabel(_ words: [String]) -> Bool {
        guard words.count >= 2 else { return false }
        var comparison = words[words.count - 1]
        if let bracket = comparison.firstIndex(of: "[") { comparison = String(comparison[..<bracket]) }
        return labelComparisons.contains(comparison) && words[words.count - 2] == "label"
    }

    /// The argument labels of the subscripts the suite adds to `XCUIElementQuery` that name localized
    /// text (`subscript(localized key: StringLocalizationKey)`, `subscript(localizedKey:)`).
    static func localizedSubscriptLabels(in project: Project) -> Set<String> {
        var labels: Set<String> = []
        for type in project.index.types(named: "XCUIElementQuery") {
            for member in type.members {
                guard case .function(let function) = member.value, function.kind == .subscript, function.parameters.count == 1,
                      let label = function.parameters[0].label, label.lowercased().contains("localized") else { continue }
                labels.insert(label)
            }
        }
        return labels
    }

    /// Whether some `[` of the file opens a string literal that reads like a label
    /// (`["Sign In"]`, `[ "OK" ]`): the files whose subscripts are worth walking for.
    static func hasLabelLikeSubscriptKey(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "[")) {
            var start = open + 1
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\n")
                    || bytes[start] == UInt8(ascii: "\t") || bytes[start] == UInt8(ascii: "\r") || bytes[start] == UInt8(ascii: "#") {
                start += 1
            }
            index = start
            guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { continue }
            let text = start + 1
            guard let close = bytes[text...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }) else { return false }
            if looksLikeLabel(String(decoding: bytes[text..<close], as: UTF8.self)) { return true }
            index = close
        }
        return false
    }

    /// Whether a pattern built at runtime (`*` for each value) reads like words around its values,
    /// a label: `RuntimeLabels.isCopyAroundValues`.
    public static func looksLikeLabel(pattern: String) -> Bool { RuntimeLabels.isCopyAroundValues(pattern) }

    /// Whether the text reads like a label rather than an identifier: see the rationale.
    public static func looksLikeLabel(_ text: String) -> Bool {
        // A lowercase namespace and a dot before the value (okta's `"button.\(style.text)"`, found as
        // "button.Sign In"): a scheme of identifiers, whatever text the value carries.
        if let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")), dot != text.utf8.startIndex,
           text.utf8[..<dot].allSatisfy({ LabelLocatorRule.isLowercase($0) || (0x30...0x39).contains($0) }),
           let first = text.utf8.first, LabelLocatorRule.isLowercase(first), text.utf8.distance(from: text.utf8.startIndex, to: dot) > 1,
           // Not an abbreviation ending a word ("vs. Computer", "approx. 5 minutes").
           text.utf8.index(after: dot) < text.utf8.endIndex, text.utf8[text.utf8.index(after: dot)] != UInt8(ascii: " ") {
            return false
        }
        // A key in lower camel case and a colon right before the value (Element X's "roomName:First room"):
        // a scheme of identifiers, `key:value`. Not a word and a colon ("iCloud: Off", "qty: 2"), nor a
        // URL's scheme ("https://", "mailto:ada@example.com"), whose word has no capital.
        if let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")), let first = text.utf8.first, LabelLocatorRule.isLowercase(first) {
            let key = text.utf8[..<colon]
            let after = text.utf8[text.utf8.index(after: colon)...].first
            if key.allSatisfy({ LabelLocatorRule.isLowercase($0) || LabelLocatorRule.isUppercase($0) || (0x30...0x39).contains($0) }),
               key.contains(where: LabelLocatorRule.isUppercase), after != UInt8(ascii: " "), after != UInt8(ascii: "/") {
                return false
            }
        }
        var hasLetter = false
        var hasDotOrUnderscore = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): hasLetter = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"): break
            case UInt8(ascii: "."), UInt8(ascii: "_"): hasDotOrUnderscore = true
            default:
                // Letters of other cased scripts, and no space or punctuation: shaped as an ASCII key is ("Café",
                // "Подробнее" are words; stream-chat's "messageReadСountsLabel", with a Cyrillic С, is camel case).
                // Scripts without case ("ログイン", "설정") have no shape to read: a word in them is a label.
                if byte >= 0x80, text.allSatisfy({ $0.isCased || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" }) {
                    return !text.contains(".") && !text.contains("_") && text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
                        guard let first = word.first, first.isUppercase else { return false }
                        let rest = word.dropFirst()
                        return rest.allSatisfy(\.isLowercase) || rest.allSatisfy(\.isUppercase)
                    }
                }
                // A space, punctuation: a label if there is a word in it ("€ 12,00 fee"; not "€"), unless the
                // last word names the kind of control, which a label leaves to VoiceOver (WordPress's and
                // WooCommerce's identifiers: "Prologue Continue Button", "Login Email Next Button").
                return text.contains(where: \.isLetter) && !LabelLocatorRule.endsWithAControlsKind(text)
            }
        }
        guard hasLetter, !hasDotOrUnderscore else { return false }   // "42"; login.submit, login_submit
        // Capitalised or all-caps words: "Settings", "OK", "Sign-In"; not loginSubmit, LoginSubmit, submit.
        return text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false).allSatisfy { word in
            guard let first = word.first, LabelLocatorRule.isUppercase(first) else { return false }
            let rest = word.dropFirst()
            return rest.allSatisfy(LabelLocatorRule.isLowercase) || rest.allSatisfy(LabelLocatorRule.isUppercase)
        }
    }

    /// The words that name a kind of control, as the last of several words of an identifier:
    /// VoiceOver says an element's kind itself, and Apple asks labels not to (a visible text
    /// ending so, "Table Controller" in a list of screens, is no control's kind).
    static let controlKinds: Set<Substring> = ["Button", "Btn", "Switch", "Toggle", "Cell", "TextField", "Textfield", "Checkbox", "CheckBox"]
    /// Those no visible text ends with in any case ("Create vault confirm button"); "switch" and
    /// "toggle" do ("Tap to switch").
    static let lowercaseControlKinds: Set<String> = ["button", "btn", "cell", "checkbox", "textfield"]

    /// Kinds named in two words, after at least one more (Unstoppable's "Wallets List Collection
    /// View", "Rename Wallet Text Field"): a word alone ("View", "Field") ends visible text too ("List View").
    static let twoWordControlKinds: Set<[Substring]> = [
        ["Collection", "View"], ["Table", "View"], ["Scroll", "View"], ["Web", "View"], ["Progress", "View"], ["Text", "View"],
        ["Stack", "View"], ["Image", "View"], ["Text", "Field"], ["Search", "Field"], ["Secure", "Field"], ["Segmented", "Control"],
        ["Page", "Control"],
    ]

    /// The words that name an element's own kind, by its type: what ends an identifier for it, and
    /// no text it shows. ("Label" ends visible text too: "Return Label", "Print Shipping Label".)
    static let ownKindWords: [String: Set<Substring>] = [
        "table": ["Table"], "textField": ["Field"], "secureTextField": ["Field"], "searchField": ["Field"],
    ]

    /// What a container is, as the last of three or more capitalised words of an `other` element's key
    /// (Unstoppable's `app.otherElements["Rename Wallet Screen"]`, "Pull Up View", "Domains Collection
    /// Visualisation Control"): a view's name, where no text of its own shows. A button's may be its
    /// label ("Exit Full Screen"), and fewer words, or lowercase ones, read as one anywhere ("Lock Screen").
    static let containerKinds: Set<Substring> = ["Screen", "View", "Control", "Container"]

    /// `looksLikeLabel(_:)` of the key of an element of `elementType` (`other`, `button`…).
    public static func looksLikeLabel(_ text: String, elementType: String) -> Bool {
        guard looksLikeLabel(text) else { return false }
        let words = text.split(separator: " ")
        // The element's own kind as the last word (WordPress's `tables["Notifications Table"]`,
        // `textFields["Email Field"]`): a name for the code, not a text it shows.
        if words.count >= 2, let last = words.last, ownKindWords[elementType]?.contains(last) == true { return false }
        guard elementType == "other" else { return true }
        return !(words.count >= 3 && words.last.map(containerKinds.contains) == true
                 && words.allSatisfy { $0.first.map { $0.isUppercase } ?? false })
    }

    /// Whether the last of two or more words (split at spaces) names a kind of control: "Continue Button",
    /// "Settings Collection View". Not after an article, which only prose has ("Inserting checkbox
    /// with a button", Simplenote's note text).
    static func endsWithAControlsKind(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count >= 2, let last = words.last else { return false }
        if articles.contains(words[words.count - 2].lowercased()) { return false }
        return controlKinds.contains(last) || lowercaseControlKinds.contains(last.lowercased())
            || (words.count >= 3 && twoWordControlKinds.contains(Array(words.suffix(2))))
    }

    static let articles: Set<String> = ["a", "an", "the"]

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    // MARK: - The catalog's identifiers

    /// The element types the linted screens identify, and the labels declared next to an
    /// identifier (read from the declarations the first time a finding asks).
    final class Catalog {
        let project: Project
        let identifiedTypes: Set<String>

        init(project: Project) {
            self.project = project
            var types: Set<String> = []
            for elements in project.elementsByType.values {
                for element in elements where element.identifier != nil { types.insert(element.elementType) }
            }
            identifiedTypes = types
        }

        private lazy var labelled: [String: (owner: String, element: Element)] = {
            var labelled: [String: (owner: String, element: Element)] = [:]
            let lookup = ElementLookup(project: project)
            for type in project.elementsByType.keys.sorted() {
                for element in project.elementsByType[type]! where element.identifier != nil {
                    // `button(id: "login.submit", label: "Sign In")`: this label has an identifier.
                    guard case .call(_, let arguments, _)? = lookup.site(of: element)?.value.map(\.kind),
                          let label = arguments.first(where: { $0.label == "label" }),
                          case .string(let literal) = label.value.kind, let text = literal.staticValue else { continue }
                    let key = "\(lookup.elementType(of: element))\u{0}\(text)"
                    if labelled[key] == nil { labelled[key] = (type.split(separator: ".").last.map(String.init) ?? type, element) }
                }
            }
            return labelled
        }()

        /// Whether the catalog has an element of this type with an identifier (any type for `any`).
        func identifies(_ elementType: String) -> Bool {
            elementType == "any" ? !identifiedTypes.isEmpty : identifiedTypes.contains(elementType)
        }

        func element(labelled text: String, type elementType: String) -> (owner: String, element: Element)? {
            if let found = labelled["\(elementType)\u{0}\(text)"] { return found }
            guard elementType == "any" else { return nil }
            return labelled.keys.sorted().first { $0.hasSuffix("\u{0}\(text)") }.flatMap { labelled[$0] }
        }
    }
}
