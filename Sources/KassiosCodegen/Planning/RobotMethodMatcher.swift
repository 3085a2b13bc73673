import KassiosHierarchy
import KassiosModel

/// Picks the robot (or page-object) method that does what a step asks to an element:
/// `tapSave()` for a tap of `saveButton`, `typeName(_:)` for typing into `nameField`.
/// Where the robot has none, it drafts a stub method; where several fit equally, it
/// refuses rather than pick one.
struct RobotMethodMatcher {
    /// Method names a robot's load check may have (`robots: load_checks`).
    let loadChecks: [String]

    static let typeSuffixes: Set<String> = ["button", "field", "switch", "label", "row", "cell", "link", "tab", "toggle", "text", "image", "icon"]

    /// `saveButton` → `Save`; `nameField` → `Name`.
    static func baseName(_ element: String) -> String {
        var words = Words.ofIdentifier(element)
        if words.count > 1, let last = words.last, typeSuffixes.contains(last) { words.removeLast() }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A call for `action` on `element`, or a refusal naming the methods that tie.
    func call(for action: StepAction, element: CatalogElement, in container: Container,
              allowStub: Bool) -> Result<RobotCall, Refusal> {
        let base = RobotMethodMatcher.baseName(element.name)
        let uses = { (method: ContainerMethod, use: ContainerMethod.Use) in
            method.uses.contains(ContainerMethod.ElementUse(element: element.name, use: use))
        }
        var fitting: [ContainerMethod] = []
        var canonical: [String] = []
        var argument: (ContainerMethod.Parameter) -> String = { _ in "" }
        let checkPrefixes = ["assert", "verify", "check", "waitFor", "expect"]
        switch action {
        case .tap:
            canonical = ["tap\(base)", "open\(base)", "press\(base)", "select\(base)"]
            fitting = container.methods.filter { RobotMethodMatcher.valueParameters(of: $0).isEmpty && uses($0, .tap) }
        case .typeText(let text), .replaceText(let text):
            canonical = ["type\(base)", "enter\(base)", "fill\(base)", "set\(base)"]
            fitting = container.methods.filter { method in
                let required = RobotMethodMatcher.valueParameters(of: method)
                return required.count == 1 && required[0].type == "String" && uses(method, .typeText(parameter: required[0].name))
            }
            argument = { RobotMethodMatcher.argument($0, SwiftSource.stringLiteral(text)) }
        case .setSwitch(let on):
            canonical = ["set\(base)"]
            fitting = container.methods.filter { method in
                let required = RobotMethodMatcher.valueParameters(of: method)
                return required.count == 1 && required[0].type == "Bool" && uses(method, .tap) && !checkPrefixes.contains(where: method.name.hasPrefix)
            }
            argument = { RobotMethodMatcher.argument($0, on ? "true" : "false") }
        case .assertVisible, .assertHidden:
            // Hymns' `verifyAboutUsDialogExists()` (`XCTAssertTrue(….exists)`) and `verifyAboutUsDialogNotExists()`
            // (`XCTAssertFalse(….exists)`): what a check asserts of the element, not its name, says which
            // is "is shown" and which "is not shown".
            let hidden = action == .assertHidden
            canonical = hidden ? ["assert\(base)Hidden", "assert\(base)NotVisible"] : ["assert\(base)Visible", "assert\(base)"]
            // A check whose name says absence (`verifyErrorNotShown()`) is none for "is shown", whatever
            // form its assertion takes; the element's own words (`noResultsLabel`) aside.
            let own = Set(element.nameWords)
            fitting = container.methods.filter { method in
                RobotMethodMatcher.valueParameters(of: method).isEmpty && checkPrefixes.contains(where: method.name.hasPrefix)
                    && (hidden ? uses(method, .checkAbsent)
                        : uses(method, .check) && !uses(method, .checkAbsent)
                            && !method.nameWords.contains { !own.contains($0) && RobotMethodMatcher.absenceWords.contains($0) })
            }
        case .assertValue(let value, _):
            canonical = ["assert\(base)"]
            fitting = container.methods.filter { method in
                let required = RobotMethodMatcher.valueParameters(of: method)
                return required.count == 1 && required[0].type == "String" && uses(method, .readValue) && checkPrefixes.contains(where: method.name.hasPrefix)
            }
            argument = { RobotMethodMatcher.argument($0, SwiftSource.stringLiteral(value)) }
        case .assertSwitch(let on):
            canonical = ["assert\(base)"]
            fitting = container.methods.filter { method in
                let required = RobotMethodMatcher.valueParameters(of: method)
                return required.count == 1 && required[0].type == "Bool" && uses(method, .readValue) && checkPrefixes.contains(where: method.name.hasPrefix)
            }
            argument = { RobotMethodMatcher.argument($0, on ? "true" : "false") }
        case .assertEnabled, .swipe:
            break
        }
        // A type two targets declare, read whole, lists a method twice: one method.
        var seen: Set<String> = []
        fitting = fitting.filter { seen.insert($0.name + "(" + $0.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")").inserted }
        let chosen: ContainerMethod?
        if let exact = fitting.first(where: { canonical.contains($0.name) }) {
            chosen = exact
        } else if fitting.count == 1 {
            chosen = fitting[0]
        } else if fitting.count > 1 {
            // The most direct one: fewest other things done.
            let fewest = fitting.map(\.uses.count).min()!
            let direct = fitting.filter { $0.uses.count == fewest }
            guard direct.count == 1 else {
                return .failure(Refusal(reason: "\(container.name) has several methods that do this",
                                        candidates: fitting.map { "\(container.name).\($0.name)(\($0.requiredParameters.isEmpty ? "" : "…"))" }))
            }
            chosen = direct[0]
        } else {
            chosen = nil
        }
        if let chosen {
            // The app a method is handed (WordPressAuthenticator's `continue(app:)`) is the test's.
            let arguments = chosen.requiredParameters.map { RobotMethodMatcher.isTheApp($0) ? RobotMethodMatcher.argument($0, "app") : argument($0) }
                .filter { !$0.isEmpty }
            return .success(RobotCall(calling: chosen, arguments: arguments))
        }
        guard allowStub else {
            return .failure(Refusal(reason: "\(container.name) has no method that does this to \(element.name)"))
        }
        return stub(for: action, element: element, in: container)
    }

    /// Words a check's name says absence with (`verifyErrorNotShown`, `assertSpinnerGone`).
    static let absenceWords: Set<String> = ["not", "no", "hidden", "absent", "gone", "missing", "invisible", "disappeared", "dismissed", "never"]

    /// The parameters a step's words must give a value: the required ones but the app.
    static func valueParameters(of method: ContainerMethod) -> [ContainerMethod.Parameter] {
        method.requiredParameters.filter { !isTheApp($0) }
    }

    /// An `XCUIApplication` parameter named for the app under test (`app:`, `in app:`, `application:`); not
    /// another app's (`tapOpenInSafari(safari: XCUIApplication)`), which no step can give.
    static func isTheApp(_ parameter: ContainerMethod.Parameter) -> Bool {
        parameter.type == "XCUIApplication"
            && [parameter.label, parameter.name].contains { $0.map { ["app", "application"].contains($0) } ?? false }
    }

    static func argument(_ parameter: ContainerMethod.Parameter, _ value: String) -> String {
        parameter.label.map { "\($0): \(value)" } ?? value
    }

    /// The robot's load check, for "the Profile screen is shown": one the configuration names
    /// (`robots: load_checks`), else its only method named as a check of the whole screen
    /// (`verifyIsVisible()`, `assertProfileScreenShown()`; not `verifyErrorIsVisible()`). Not one
    /// whose body can never fail (`hollowLoadCheck`): the test would pass on any screen.
    func loadCheck(in container: Container) -> RobotCall? {
        guard let method = loadCheckMethod(in: container), !method.assertsNothing else { return nil }
        return RobotCall(calling: method, arguments: [])
    }

    /// The load check `loadCheck(in:)` would call, when its body can never fail the test
    /// (TrialTask's `override func waitForScreenLoaded() {}`); nil for none or one that may.
    func hollowLoadCheck(in container: Container) -> ContainerMethod? {
        loadCheckMethod(in: container).flatMap { $0.assertsNothing ? $0 : nil }
    }

    private func loadCheckMethod(in container: Container) -> ContainerMethod? {
        for name in loadChecks {
            if let method = container.methods.first(where: { $0.name == name && $0.requiredParameters.isEmpty }) {
                return method
            }
        }
        let named = container.methods.filter { method in
            method.requiredParameters.isEmpty && !method.isStatic && LoadCheckNames.isNamedAsACheck(method.name)
                && RobotMethodMatcher.checksTheWholeScreen(method.name, of: container)
        }
        // A type two test targets both declare lists its methods twice.
        return Set(named.map(\.name)).count == 1 ? named[0] : nil
    }

    /// Why "the screen is shown" is not written as a call of the container's load check that can
    /// never fail; nil when it has none such.
    func hollowLoadCheckReason(in container: Container) -> String? {
        hollowLoadCheck(in: container).map {
            "\(container.name).\($0.name)() asserts nothing, so the test would pass on any screen; "
                + "name the element of \(container.name) to check, or make \($0.name)() assert one"
        }
    }

    /// Whether a check's name says no more than that its screen is there: its words are a
    /// check's verb, words for being shown, and the screen's own name.
    static func checksTheWholeScreen(_ method: String, of container: Container) -> Bool {
        let own = Set(container.nameWords.flatMap { $0 })
        return Words.ofIdentifier(method).allSatisfy { screenCheckWords.contains($0) || own.contains($0) }
    }

    static let screenCheckWords: Set<String> = [
        "verify", "assert", "check", "ensure", "expect", "validate", "wait", "for", "until", "is", "are", "be", "should", "on",
        "screen", "page", "view", "visible", "displayed", "shown", "loaded", "opened", "presented", "appear", "appeared", "appears",
    ]

    // MARK: - Stubs

    /// Above a drafted `typeText` of a secret: the case's test data, typed as the case says.
    static let typedTestDataSuppression = "// kassios:disable:next secret-typed-as-text - the test data the case gives; paste a real secret instead"

    func stub(for action: StepAction, element: CatalogElement, in container: Container) -> Result<RobotCall, Refusal> {
        let reference: String
        if element.isAccessible {
            reference = element.reference
        } else if let identifier = element.identifier {
            // Written in an extension in a file of its own, which cannot see a private `app`.
            guard !container.appIsPrivate else {
                return .failure(Refusal(reason: "\(container.name) keeps its app private, which a generated extension cannot query; add a method to \(container.name) that does this"))
            }
            reference = RobotMethodMatcher.query(type: element.elementType, identifier: identifier, app: container.appReference)
        } else {
            return .failure(Refusal(reason: "\(container.name).\(element.name) is private and has no static identifier; add a method to \(container.name) that does this"))
        }
        let base = RobotMethodMatcher.baseName(element.name)
        let valueProperty = SwiftSource.comparesValue(element.elementType) ? "value as? String" : "label"
        var name: String
        var parameters = ""
        var arguments: [String] = []
        var body: [String]
        switch action {
        case .tap:
            name = "tap\(base)"
            body = ["\(reference).tap()"]
        case .typeText(let text):
            name = "type\(base)"
            parameters = "_ text: String"
            arguments = [SwiftSource.stringLiteral(text)]
            body = ["let field = \(reference)", "field.tap()", "field.typeText(text)"]
        case .replaceText(let text):
            name = "replace\(base)"
            parameters = "_ text: String"
            arguments = [SwiftSource.stringLiteral(text)]
            body = ["let field = \(reference)", "field.tap()",
                    "if let current = field.value as? String, !current.isEmpty {",
                    "    field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: current.count))",
                    "}", "field.typeText(text)"]
        case .setSwitch(let on):
            name = "set\(base)"
            parameters = "on: Bool"
            arguments = ["on: \(on)"]
            body = ["let toggle = \(reference)", "if (toggle.value as? String == \"1\") != on {", "    toggle.tap()", "}"]
        case .assertVisible:
            name = "assert\(base)Visible"
            body = ["XCTAssertTrue(\(reference).waitForExistence(timeout: 10), \"\(element.name) did not appear\")"]
        case .assertHidden:
            name = "assert\(base)Hidden"
            body = ["XCTAssertFalse(\(reference).exists, \"\(element.name) is still shown\")"]
        case .assertValue(let value, let contains):
            name = contains ? "assert\(base)Contains" : "assert\(base)Equals"
            parameters = "_ expected: String"
            arguments = [SwiftSource.stringLiteral(value)]
            body = contains
                ? ["XCTAssertTrue((\(reference).\(valueProperty)\(valueProperty == "label" ? "" : " ?? \"\"")).contains(expected))"]
                : ["XCTAssertEqual(\(reference).\(valueProperty), expected)"]
        case .assertSwitch(let on):
            name = "assert\(base)"
            parameters = "on: Bool"
            arguments = ["on: \(on)"]
            body = ["XCTAssertEqual(\(reference).value as? String, on ? \"1\" : \"0\")"]
        case .assertEnabled(let enabled):
            name = "assert\(base)\(enabled ? "Enabled" : "Disabled")"
            body = ["\(enabled ? "XCTAssertTrue" : "XCTAssertFalse")(\(reference).isEnabled, \"\(element.name) is \(enabled ? "disabled" : "enabled")\")"]
        case .swipe(let direction):
            name = "swipe\(base)\(SwiftSource.capitalized(direction.rawValue))"
            body = ["\(reference).swipe\(SwiftSource.capitalized(direction.rawValue))()"]
        }
        // A method of that name that does something else stays; the stub takes another name.
        if container.methods.contains(where: { $0.name == name }) { name += "Generated" }
        // Typing into a secure field, or in a method named for a secret (`typePassword(_:)`), is what
        // `secret-typed-as-text` reports: the stub says it types the case's own test data, as the
        // case asks, where a real secret would be pasted.
        let isSecure = element.elementType == "secureTextField"
        switch action {
        case .typeText, .replaceText:
            guard isSecure || SecretNames.namesSecret(name) else { break }
            // The last line types what it is given; a replacement first deletes what the field holds,
            // inside its `if`, which is typing into a secure field too.
            body.insert(RobotMethodMatcher.typedTestDataSuppression, at: body.count - 1)
            if case .replaceText = action, isSecure, let deleting = body.firstIndex(where: { $0.contains("XCUIKeyboardKey.delete") }) {
                body.insert("    " + RobotMethodMatcher.typedTestDataSuppression, at: deleting)
            }
        default:
            break
        }
        let stub = RobotStub(robot: container.name, name: name, parameters: parameters, body: body + ["return self"], purpose: "\(element.name)")
        return .success(RobotCall(method: name, arguments: arguments, returnType: "Self", stub: stub))
    }

    /// `app.buttons["profile.save"]`: a query for a robot's private element, through `app` as the
    /// robot reaches it (`BaseScreen.app`).
    static func query(type: String, identifier: String, app: String = "app") -> String {
        "\(app).\(ElementKinds.query(for: ElementType(type)))[\(SwiftSource.stringLiteral(identifier))]"
    }
}
