/// Turns a test case into a plan, step by step: reads each step, finds its target among
/// the suite's screens (the screen the test is on first, then where the navigation the
/// suite's tests show leads), and picks the operation. A step whose target is unknown,
/// or which two elements fit equally well, is refused with the reason and the
/// candidates: a test that taps the wrong element is worse than one that fails.
public struct CasePlanner {
    public let catalog: Catalog
    public let configuration: TestGenerationConfiguration
    public let navigation: NavigationEvidence
    public let style: TestGenerationConfiguration.Style
    let parser: StepParser
    let matcher: TargetMatcher
    let robots: RobotMethodMatcher
    /// The suite's `given…` helpers, for preconditions the configuration does not map.
    public var setUpHelpers: [SetUpHelper] = []
    /// The suite's test base the generated tests inherit from, when its `setUp` launches the app: the
    /// first step runs where that launch lands.
    public var launchingBase: String?

    public init(catalog: Catalog, configuration: TestGenerationConfiguration, navigation: NavigationEvidence = NoNavigationEvidence(),
                style: TestGenerationConfiguration.Style, robotLoadChecks: [String] = ["assertVisible", "waitForLoad", "isLoaded"]) {
        self.catalog = catalog
        self.configuration = configuration
        self.navigation = navigation
        self.style = style
        parser = StepParser(vocabulary: configuration.vocabulary)
        matcher = TargetMatcher(threshold: configuration.similarityThreshold)
        robots = RobotMethodMatcher(loadChecks: robotLoadChecks)
    }

    /// Container kinds a style calls into, most preferred first.
    var preference: [Set<Container.Kind>] { CasePlanner.preference(for: style) }

    static func preference(for style: TestGenerationConfiguration.Style) -> [Set<Container.Kind>] {
        switch style {
        case .kassios: return [[.screen], [.pageObject, .staticPageObject, .screenObject], [.robot]]
        case .robot: return [[.robot], [.pageObject, .staticPageObject, .screenObject]]
        }
    }

    public func plan(_ testCase: ManualTestCase) -> CasePlan {
        var run = Run(planner: self)
        for (index, precondition) in testCase.preconditions.enumerated() {
            run.precondition(precondition, label: "precondition \(index + 1)")
        }
        for step in testCase.steps {
            if step.role == .given, let mapping = configuration.preconditions.first(where: { $0.matches(step.text) }) {
                run.apply(mapping, label: "step \(step.number)", text: step.text, line: step.line)
                continue
            }
            // "Enter "a" into Email and tap "Sign In"": one item per action, each read on its own.
            let parts = step.docString == nil && !step.hasDataTable ? parser.actions(in: step.text) : [step.text]
            for (index, part) in parts.enumerated() {
                run.step(part, label: "step \(step.number)" + CasePlanner.partLabel(index, parts.count), line: step.line,
                         docString: step.docString, isGiven: step.role == .given, hasDataTable: step.hasDataTable)
            }
            for expected in step.expected {
                let parts = parser.actions(in: expected.text)
                for (index, part) in parts.enumerated() {
                    run.step(part, label: "step \(step.number), expected result" + CasePlanner.partLabel(index, parts.count), line: expected.line)
                }
            }
        }
        for (index, expected) in testCase.expected.enumerated() {
            let parts = parser.actions(in: expected.text)
            for (part, text) in parts.enumerated() {
                run.step(text, label: "expected result \(index + 1)" + CasePlanner.partLabel(part, parts.count), line: expected.line)
            }
        }
        var plan = CasePlan(testCase: testCase, methodName: SwiftSource.testMethodName(testCase.title), launch: run.launch,
                            mappedPreconditions: run.mapped, unmappedPreconditions: run.unmapped, items: run.items)
        plan.setUpCalls = run.setUpCalls
        return plan
    }

    /// The robot's only method that goes back and needs nothing (`back()`, `goBack()`, `tapBack()`,
    /// `tapBackButton()`, `navigateBack()`); nil for none or several.
    static func backMethod(of container: Container) -> ContainerMethod? {
        let verbs: Set<String> = ["go", "tap", "navigate", "press", "back", "button"]
        let found = container.methods.filter { method in
            let words = method.nameWords
            // Not an accessor of the back button (`func backButton() -> XCUIElement`): nothing would be tapped.
            return method.requiredParameters.isEmpty && !method.isStatic && !returnsAnElement(method) && words.contains("back") && words.allSatisfy(verbs.contains)
        }
        return Set(found.map(\.name)).count == 1 ? found[0] : nil
    }

    /// `, part 1 of 2` for the parts of a step that holds two actions; nothing for a step of one.
    static func partLabel(_ index: Int, _ count: Int) -> String {
        count > 1 ? ", part \(index + 1) of \(count)" : ""
    }

    /// The state of planning one case.
    struct Run {
        let planner: CasePlanner
        var launch: LaunchSettings
        var mapped: [String] = []
        /// Environment the preconditions set (the configured launch's may be overridden; theirs not).
        var setByPreconditions: [String: String] = [:]
        var unmapped: [CaseText] = []
        var setUpCalls: [SetUpHelper] = []
        var items: [PlannedItem] = []
        /// The screen (or robot, or page object) the test is on.
        var current: String? {
            didSet { if oldValue != current, let oldValue { previous = oldValue } }
        }
        /// The one it was on before: where a way back that returns the robot it leaves leads.
        var previous: String?
        /// The step being planned goes back by a method that returns no other screen (`tapBack() -> Self`).
        var goesBackWithoutSaying = false
        /// The last field tapped, for "type x" with no field named.
        var lastField: (container: String, element: CatalogElement)?
        /// The last action that may have left the screen (a tap, a call, a swipe), while no
        /// other action came after it: what explains the case's next screen.
        var lastAction: LastAction?
        /// A step left to a person since the last automated one: it may be what changes the screen.
        var refusedSince: String?
        /// The suite's way to the step's screen, and notes for the summary, for the step being planned.
        var pendingWay: [Operation] = []
        var pendingNotes: [String] = []
        var hasActed = false
        /// The screen the launch shows, forgotten before the first step, and what made it unknown.
        var launchScreenForgotten: (screen: String, reason: String)?

        init(planner: CasePlanner) {
            self.planner = planner
            launch = planner.configuration.launch
            current = startScreen()
        }

        /// Where the first step runs: the launch's configured screen; else, for a test whose base class
        /// launches in its `setUp`, where that launch lands; else the one the suite's tests show the
        /// same launch opens on.
        func startScreen() -> String? {
            let screen = launch.screen
                ?? (planner.launchingBase.map { base in
                    planner.navigation.launchScreen(enteredBy: ["\(base).setUp()", "\(base).setUpWithError()"])
                } ?? planner.navigation.launchScreen(arguments: launch.arguments, environment: launch.environment))
            return screen.flatMap(planner.startContainer)
        }

        /// A set-up helper, or a precondition no launch setting says ("the user is logged in"), may leave the
        /// app elsewhere than the launch the suite shows: only a configured screen is known then. What the
        /// launch shows, and what forgot it, are kept for the first step's summary (`arrive`).
        mutating func forgetTheLaunchScreen(for reason: String) {
            guard !hasActed, launch.screen == nil else { return }
            if let current { launchScreenForgotten = (current, reason) }
            current = nil
        }

        mutating func precondition(_ text: CaseText, label: String) {
            if let mapping = planner.configuration.preconditions.first(where: { $0.matches(text.text) }) {
                apply(mapping, label: label, text: text.text, line: text.line)
            } else if let helper = SetUpHelper.match(text.text, among: planner.setUpHelpers) {
                forgetTheLaunchScreen(for: "the suite's \(helper.name)()")
                if !setUpCalls.contains(helper) { setUpCalls.append(helper) }
                items.append(PlannedItem(label: label, text: text.text, line: text.line,
                                         outcome: .automated(.setUp(call: helper.call), evidence: "the suite's \(helper.name)()")))
            } else {
                forgetTheLaunchScreen(for: "the precondition '\(text.text)' (not mapped)")
                unmapped.append(text)
                var reason = "precondition not mapped to a launch configuration; add it under 'codegen: preconditions:' in .kassios-lint.yml"
                if !planner.setUpHelpers.isEmpty { reason += ", or name one of the suite's given… helpers" }
                let closest = SetUpHelper.closest(text.text, among: planner.setUpHelpers).map { $0.name + "()" }
                items.append(PlannedItem(label: label, text: text.text, line: text.line, outcome: .refused(Refusal(reason: reason, candidates: closest))))
            }
        }

        mutating func apply(_ mapping: PreconditionMapping, label: String, text: String, line: Int) {
            var settings = mapping.settings
            if let mock = mapping.mock { settings.environment[planner.configuration.mockProfileEnvironment] = mock }
            for (key, value) in settings.environment.sorted(by: { $0.key < $1.key }) {
                if let earlier = setByPreconditions[key], earlier != value {
                    items.append(PlannedItem(label: label, text: text, line: line, outcome: .refused(Refusal(
                        reason: "precondition sets \(key)=\(value), but an earlier one set \(key)=\(earlier)"))))
                    unmapped.append(CaseText(text, line: line))
                    return
                }
            }
            for argument in settings.arguments where !launch.arguments.contains(argument) { launch.arguments.append(argument) }
            launch.environment.merge(settings.environment) { _, new in new }
            setByPreconditions.merge(settings.environment) { _, new in new }
            if let screen = settings.screen {
                launch.screen = screen
            }
            // Another launch may open elsewhere: the suite's launches with it say where, if they do.
            if !hasActed { current = startScreen() }
            mapped.append(mapping.phrases[0])
            items.append(PlannedItem(label: label, text: text, line: line, outcome: .automated(.precondition(mapping.phrases[0]), evidence: nil)))
        }

        mutating func step(_ text: String, label: String, line: Int, docString: String? = nil, isGiven: Bool = false, hasDataTable: Bool = false) {
            var outcome: PlannedItem.Outcome
            var repetitions = 1
            var stepIntent: StepIntent?
            pendingWay = []
            pendingNotes = []
            if hasDataTable {
                outcome = .refused(Refusal(reason: "a step with a data table is not generated; write one step per row"))
            } else {
                switch planner.parser.parse(text, docString: docString) {
                case .unrecognized(let why):
                    outcome = .refused(Refusal(reason: isGiven ? "precondition not mapped to a launch configuration (add it under 'codegen: preconditions:'), and not a step: \(why)" : why))
                    if isGiven { unmapped.append(CaseText(text, line: line)) }
                case .intent(let intent):
                    stepIntent = intent
                    outcome = resolve(intent)
                    if case .automated(let operation, _) = outcome,
                       let refusal = ([operation] + pendingWay).lazy.compactMap(unmakeable).first {
                        outcome = .refused(refusal)
                        pendingWay = []
                    }
                    if intent.count > 1 { outcome = repeated(outcome, times: intent.count) }
                    if case .automated = outcome { repetitions = intent.count }
                }
            }
            var item = PlannedItem(label: label, text: text, line: line, outcome: outcome)
            item.repetitions = repetitions
            if case .automated(let operation, _) = outcome {
                for move in pendingWay { record(move, intent: nil) }
                let before = previous
                record(operation, intent: stepIntent)
                if goesBackWithoutSaying {
                    current = before
                    lastAction = nil
                    goesBackWithoutSaying = false
                }
                switch operation {
                case .precondition, .setUp: break
                default: hasActed = true
                }
                refusedSince = nil
                item.way = pendingWay
                item.notes = pendingNotes
            } else if refusedSince == nil {
                refusedSince = label
            }
            items.append(item)
        }

        /// Why an operation cannot be written: it makes a robot or page object that the test cannot
        /// make with the app alone (`init(mode:app:)`, a ScreenObject screen without an initializer of
        /// its own); nil when it can, or makes none.
        func unmakeable(_ operation: Operation) -> Refusal? {
            guard let name = operation.container, let container = planner.catalog.container(named: name),
                  container.makingCode == nil else { return nil }
            switch operation {
            case .element: guard container.kind != .screen && container.kind != .staticPageObject else { return nil }
            case .robotCall(_, let call): guard !call.isStatic && container.kind != .staticPageObject else { return nil }
            case .screenCheck: guard container.kind == .screenObject else { return nil }
            default: return nil
            }
            return Refusal(reason: container.construction == nil
                ? "\(name) declares no initializer kassios can call with the app (ScreenObject's take its getters); make one and step in"
                : "\(name) cannot be made with the app alone: its initializer needs more, which a person gives")
        }

        /// "Tap twice", "swipe left 3 times": taps and swipes repeat; anything else said N times is left to a person.
        func repeated(_ outcome: PlannedItem.Outcome, times: Int) -> PlannedItem.Outcome {
            guard case .automated(let operation, _) = outcome else { return outcome }
            switch operation {
            case .element(_, _, .tap), .element(_, _, .swipe), .appSwipe:
                return outcome
            case .robotCall(let container, let call) where [nil, "Self", "Void", "()", container].contains(call.returnType):
                return outcome
            default:
                return .refused(Refusal(reason: "doing this \(times) times is not generated (only taps and swipes are repeated); write one step per time"))
            }
        }

        // MARK: - Resolving an intent

        mutating func resolve(_ intent: StepIntent) -> PlannedItem.Outcome {
            switch intent.action {
            case .launch:
                return hasActed ? .refused(Refusal(reason: "relaunching the app mid-test is not generated")) : .automated(.launched, evidence: nil)
            case .goBack:
                return goBack()
            case .scroll(let direction) where intent.targets.isEmpty:
                // Scrolling down moves the content up.
                let swipe: StepIntent.Direction
                switch direction ?? .down {
                case .down: swipe = .up
                case .up: swipe = .down
                case .left: swipe = .right
                case .right: swipe = .left
                }
                return .automated(.appSwipe(swipe), evidence: nil)
            case .swipe(let direction) where intent.targets.isEmpty:
                return .automated(.appSwipe(direction), evidence: nil)
            default:
                break
            }
            if intent.targets.count > 1 {
                // "A and B are shown": one check each would be several items; ask for them.
                return .refused(Refusal(reason: "several targets in one step (\(intent.targets.map { "'\($0.text)'" }.joined(separator: ", "))); write one check each"))
            }
            var target = intent.targets.first
            if target == nil, case .enterText = intent.action, let lastField {
                return operation(for: intent.action, container: lastField.container, element: lastField.element, evidence: "the field tapped before")
            }
            if target == nil, case .replaceText = intent.action, let lastField {
                return operation(for: intent.action, container: lastField.container, element: lastField.element, evidence: "the field tapped before")
            }
            guard let phrase = target else {
                return .refused(Refusal(reason: "the step names no element: say which ('Enter \"x\" into \"Email\"')"))
            }
            var screenRefusal: PlannedItem.Outcome?
            // "Go to Settings" on a screen with a method for going to another named so (TrialTask's tab
            // bar `goToSettingsPage() -> SettingsScreen`, Hymns' `goToSettings() -> SettingsHymnViewCan`).
            if intent.action == .open, intent.screenHint == nil, let current, let here = planner.catalog.container(named: current),
               let going = goingByMethod(phrase, from: here) {
                return going
            }
            if phrase.isScreen || (intent.action == .open && currentHasNoElement(matching: phrase)) {
                if let screenOutcome = screenOperation(intent, phrase) {
                    // "Open the profile" in a robot suite: no navigate(to:), but perhaps a button.
                    guard case .refused = screenOutcome, intent.action == .open, !phrase.isScreen else { return screenOutcome }
                    screenRefusal = screenOutcome
                }
            }
            // A method named for the step (`tapVPNSettingsCell()`) beats an element of another screen that
            // only looks like the words, or is not of the kind the step names (Mullvad's back button titled
            // "VPN settings", for "the VPN settings cell"); not an element the step names exactly. When the
            // test cannot get to the method's robot, or make it, the element stays.
            let spelled = intent.screenHint == nil ? planner.spelledMethod(intent, phrase, current: current) : nil
            switch planner.resolveElement(phrase, hint: intent.screenHint, current: screenLookedAtFirst) {
            case .success(let (container, match)):
                // The same from the element's screen (Hymns' "Settings" text) when where the test is is not
                // known (from where it is, above): the way to another screen first is the element's matter (`arrive`).
                if intent.action == .open, !phrase.isScreen, intent.screenHint == nil, current == nil,
                   let going = goingByMethod(phrase, from: container) {
                    return going
                }
                // With no text said, the element is no answer: the method of its screen that knows what to type is.
                if let spelled, intent.action == .enterUnsaidText, spelled.container.name == container.name,
                   case .automated(let operation, let evidence) = spelledOutcome(spelled) {
                    return .automated(operation, evidence: evidence)
                }
                if let spelled, spelled.container.name != container.name, !(container.name == current && match.tier <= .name),
                   match.tier == .similar || CasePlanner.namesTheKindBetter(spelled.method, than: match.element, for: phrase),
                   case .automated(let operation, let evidence) = spelledOutcome(spelled) {
                    return .automated(operation, evidence: evidence)
                }
                // A screen called exactly so beats an element that only looks like the words.
                if match.tier == .similar, [.verifyVisible, .waitFor, .open].contains(intent.action),
                   let screenOutcome = screenOperation(intent, phrase), case .automated = screenOutcome {
                    return screenOutcome
                }
                target = phrase
                var evidence = match.evidence
                if let note = match.note { pendingNotes.append(note) }
                switch arrive(at: container.name, isCheck: intent.isCheck) {
                case .failure(let refusal): return .refused(refusal)
                case .success(let transition): evidence += transition.map { "; " + $0 } ?? ""
                }
                return operation(for: intent.action, container: container.name, element: match.element, evidence: evidence)
            case .failure(let refusal):
                // "The Home screen is shown" without the word "screen", "Open Settings".
                if [.verifyVisible, .waitFor, .open].contains(intent.action), refusal.candidates.isEmpty || refusal.reason.hasPrefix("no element"),
                   let screenOutcome = screenOperation(intent, phrase), case .automated = screenOutcome {
                    return screenOutcome
                }
                if let spelled, case .automated(let operation, let evidence) = spelledOutcome(spelled) {
                    return .automated(operation, evidence: evidence)
                }
                return screenRefusal ?? .refused(refusal)
            }
        }

        /// "Go to Settings" as a call of `container`'s method for going to another screen named so
        /// (`CasePlanner.methodGoing`); nil for a KassiOS screen or none such.
        func goingByMethod(_ phrase: TargetPhrase, from container: Container) -> PlannedItem.Outcome? {
            guard container.kind != .screen, let (method, target) = CasePlanner.methodGoing(to: phrase, from: container, in: planner.catalog) else {
                return nil
            }
            return .automated(.robotCall(container: container.name, call: RobotCall(calling: method, arguments: [])),
                              evidence: "\(container.name).\(method.name)() goes to \(target)")
        }

        func currentHasNoElement(matching phrase: TargetPhrase) -> Bool {
            guard let current, let container = planner.catalog.container(named: current) else { return true }
            return !planner.matcher.matches(phrase, in: container, includingSimilar: false).contains { $0.tier <= .name }
        }

        mutating func screenOperation(_ intent: StepIntent, _ phrase: TargetPhrase) -> PlannedItem.Outcome? {
            let container: Container
            switch planner.resolveScreen(phrase) {
            case .success(let found): container = found
            case .failure(let refusal): return phrase.isScreen ? .refused(refusal) : nil
            }
            var evidence = "screen \(container.name)"
            if intent.action == .verifyVisible || intent.action == .waitFor {
                switch arrive(at: container.name, isCheck: true) {
                case .failure(let refusal): return .refused(refusal)
                case .success(let transition): evidence += transition.map { "; " + $0 } ?? ""
                }
            }
            switch (intent.action, container.kind) {
            case (.verifyVisible, .screen), (.waitFor, .screen):
                return .automated(.screenCheck(container: container.name), evidence: evidence)
            case (.open, .screen) where planner.style == .kassios:
                return .automated(.navigate(container: container.name), evidence: evidence)
            case (.verifyVisible, .screenObject) where container.loadCheck != nil, (.waitFor, .screenObject) where container.loadCheck != nil:
                // Automattic's ScreenObject waits for its expected elements: `isLoaded`.
                return .automated(.screenCheck(container: container.name), evidence: evidence)
            case (.verifyVisible, .robot), (.waitFor, .robot):
                // A configured check, else an initializer that waits: making one.
                if let call = planner.robots.loadCheck(in: container) {
                    return .automated(.robotCall(container: container.name, call: call), evidence: evidence)
                }
                if container.waitsWhenMade, container.makingCode != nil {
                    return .automated(.screenCheck(container: container.name), evidence: evidence + "; its initializer waits for it")
                }
                if let reason = planner.robots.hollowLoadCheckReason(in: container) { return .refused(Refusal(reason: reason)) }
                return .refused(Refusal(reason: "\(container.name) has no load check (\(planner.robots.loadChecks.joined(separator: ", ")))"))
            case (.open, _):
                // A robot's `openAccounts()`: the screen the test is on has a method named for going there, which
                // takes nothing; or a part the test used before and is still shown (WooCommerce's tab bar,
                // `TabNavComponent.gotoReviewsScreen()`), the nearest first.
                var holders: [String] = current.map { [$0] } ?? []
                for item in items.reversed() {
                    if case .automated(let operation, _) = item.outcome, let used = operation.container, !holders.contains(used) { holders.append(used) }
                }
                for name in holders where name != container.name {
                    guard let here = planner.catalog.container(named: name), here.kind != .screen,
                          let method = CasePlanner.navigationMethod(to: container, in: here) else { continue }
                    return .automated(.robotCall(container: name, call: RobotCall(calling: method, arguments: [])),
                                      evidence: evidence + "; \(name).\(method.name)() is named for it")
                }
                return .refused(Refusal(reason: planner.style == .kassios
                    ? "no navigate(to:) for \(container.name): write the taps that lead there"
                    : "no method of \(current ?? "the screen the test is on") is named for going to \(container.name): write the step that leads there"))
            case (.verifyVisible, _), (.waitFor, _):
                // A page object's own load check (`func isLoaded() -> Bool`, `waitForLoad()`), as a robot's.
                if let call = planner.robots.loadCheck(in: container) {
                    return .automated(.robotCall(container: container.name, call: call), evidence: evidence)
                }
                if let reason = planner.robots.hollowLoadCheckReason(in: container) { return .refused(Refusal(reason: reason)) }
                // Else it proves nothing by itself: only its elements can be waited for.
                return .refused(Refusal(reason: "\(container.name) has no load check to wait for; name the element of it to check"))
            default:
                return .refused(Refusal(reason: "cannot check that the screen \(container.name) is hidden; check an element of the screen that follows"))
            }
        }

        mutating func goBack() -> PlannedItem.Outcome {
            guard let current, let container = planner.catalog.container(named: current) else {
                return .refused(Refusal(reason: "going back from an unknown screen: name the button to tap"))
            }
            let backs = container.elements.filter { element in
                element.nameWords.contains("back") || element.labels.contains { ["back", "назад"].contains(Words.normalized($0)) }
            }
            if backs.isEmpty, container.kind != .screen, let method = CasePlanner.backMethod(of: container) {
                // A robot's own way back (`back()`, `tapBackButton()`, one a protocol it adopts gives it).
                // One that returns the robot it leaves (Challenge's `tapBack() -> Self`) leads where the
                // test was before, when the case says.
                let call = RobotCall(calling: method, arguments: [])
                let returned = method.returnType.map { $0.replacing("?", with: "") }
                goesBackWithoutSaying = returned.flatMap { planner.catalog.container(named: $0) }.map { $0.name == container.name } ?? true
                return .automated(.robotCall(container: container.name, call: call), evidence: "\(container.name).\(method.name)()")
            }
            guard backs.count == 1 else {
                return .refused(Refusal(reason: backs.isEmpty ? "\(container.name) has no back button element" : "\(container.name) has several back elements",
                                        candidates: backs.map { "\(container.name).\($0.summary)" }))
            }
            return operation(for: .tap, container: container.name, element: backs[0], evidence: "back button of \(container.name)")
        }

        mutating func operation(for action: StepIntent.Action, container name: String, element: CatalogElement, evidence: String) -> PlannedItem.Outcome {
            guard let container = planner.catalog.container(named: name) else {
                return .refused(Refusal(reason: "unknown screen \(name)"))
            }
            let elementAction: StepAction
            switch action {
            case .tap, .open, .toggle: elementAction = .tap
            case .enterText(let text): elementAction = .typeText(text)
            case .replaceText(let text): elementAction = .replaceText(text)
            case .verifyVisible, .waitFor: elementAction = .assertVisible
            case .verifyHidden: elementAction = .assertHidden
            case .verifyValue(let value, let contains): elementAction = .assertValue(value, contains: contains)
            case .verifySwitch(let on): elementAction = .assertSwitch(on)
            case .verifyEnabled(let enabled):
                // "Face ID is enabled" may mean on, or that it can be used: a switch's state is asked for by on/off.
                if ["switch", "toggle", "checkBox"].contains(element.elementType) {
                    return .refused(Refusal(reason: "'\(enabled ? "enabled" : "disabled")' of a switch may mean on/off or whether it can be used; write '… is \(enabled ? "on" : "off")' for its state"))
                }
                elementAction = .assertEnabled(enabled)
            case .setSwitch(let on): elementAction = .setSwitch(on)
            case .swipe(let direction): elementAction = .swipe(direction)
            case .scroll:
                guard let helper = container.methods.first(where: { method in
                    method.name.lowercased().hasPrefix("scroll") && method.requiredParameters.count == 1
                        && method.requiredParameters[0].type.hasSuffix("Element")
                }) else {
                    return .refused(Refusal(reason: "scrolling to \(element.name) needs a scroll helper on \(container.name) (such as scrollTo(_:)); none found"))
                }
                let label = helper.requiredParameters[0].label.map { "\($0): " } ?? ""
                return .automated(.scrollTo(container: name, helper: "\(helper.name)(\(label)", element: element), evidence: evidence)
            case .enterUnsaidText:
                // An element named for it has no text to be given: only a method knows what to type.
                if let taking = container.methods.first(where: { method in
                    !method.requiredParameters.isEmpty && CasePlanner.spellingVerbs(for: .enterUnsaidText).map { verbs in
                        method.nameWords.first.map(verbs.contains) ?? false } ?? false
                        && method.uses.contains(where: { $0.element == element.name })
                }) {
                    return .refused(Refusal(reason: "no text to type into \(element.name): \(name).\(taking.name)(…) takes it; say it ('Enter \"x\" into …')"))
                }
                return .refused(Refusal(reason: "no text to type into \(element.name): say it ('Enter \"x\" into …'), or give \(name) a method named for the step"))
            case .goBack, .launch:
                elementAction = .tap
            }
            if case .tap = elementAction, ["textField", "secureTextField", "searchField", "textView"].contains(element.elementType) {
                lastField = (name, element)
            }
            switch container.kind {
            case .screen:
                guard element.isAccessible else {
                    // The screen's own method that taps it and nothing else, taking nothing (`func submit() { submitButton.tap() }`).
                    if case .tap = elementAction, let method = container.methods.first(where: { method in
                        !method.isStatic && method.parameters.allSatisfy(\.hasDefault)
                            && method.uses == [ContainerMethod.ElementUse(element: element.name, use: .tap)]
                    }) {
                        return .automated(.call(container: name, method: method.name), evidence: evidence)
                    }
                    return .refused(Refusal(reason: "\(name).\(element.name) is private to \(name)"))
                }
                return .automated(.element(container: name, element: element, action: elementAction), evidence: evidence)
            case .pageObject, .staticPageObject, .screenObject:
                let direct: Bool
                switch elementAction {
                case .tap, .typeText, .assertVisible, .assertHidden, .assertValue, .assertEnabled, .swipe: direct = true
                default: direct = false
                }
                if element.isAccessible && direct {
                    return .automated(.element(container: name, element: element, action: elementAction), evidence: evidence)
                }
                switch planner.robots.call(for: elementAction, element: element, in: container, allowStub: false) {
                case .success(let call): return .automated(.robotCall(container: name, call: call), evidence: evidence)
                case .failure(let refusal): return .refused(refusal)
                }
            case .robot:
                switch planner.robots.call(for: elementAction, element: element, in: container, allowStub: true) {
                case .success(let call): return .automated(.robotCall(container: name, call: call), evidence: evidence)
                case .failure(let refusal): return .refused(refusal)
                }
            }
        }
    }
}

extension CasePlanner {
    /// Verbs a method that goes to another screen is named with (`gotoReviewsScreen`, `openAccounts`).
    static let navigationVerbs: Set<String> = ["open", "go", "goto", "show", "navigate", "switch", "select", "tap"]

    /// The method of `container` that takes nothing and is named for going to `target`: a navigation
    /// verb first, then every word of the target's name; the one returning the target first. Nil
    /// for none, or for several that return other things alike.
    static func navigationMethod(to target: Container, in container: Container) -> ContainerMethod? {
        let named = container.methods.filter { method in
            let words = method.nameWords
            guard let first = words.first, navigationVerbs.contains(first), method.requiredParameters.isEmpty else { return false }
            if target.isNamed(in: words.dropFirst()) { return true }
            // Hymns' `goToSettings() -> SettingsHymnViewCan`: returning it, named by its name's beginning
            // (TrialTask's `goToSettingsPage()` too).
            let said = placeSaid(by: method)
            return !said.isEmpty && returns(method, target) && (target.nameWords.first ?? []).starts(with: said)
        }
        if let returning = named.first(where: { returns($0, target) }) {
            return returning
        }
        return Set(named.map(\.name)).count == 1 ? named.first : nil
    }

    /// A method of `container` that takes nothing, named with a navigation verb and the phrase's words
    /// (and perhaps `Page`, `Screen`), that returns another container: "Go to Settings" → Hymns'
    /// `goToSettings() -> SettingsHymnViewCan`. Nil for none, or several.
    static func methodGoing(to phrase: TargetPhrase, from container: Container, in catalog: Catalog) -> (ContainerMethod, String)? {
        let wanted = Words.stems(phrase.words)
        guard !wanted.isEmpty else { return nil }
        let found = container.methods.compactMap { method -> (ContainerMethod, String)? in
            guard let first = method.nameWords.first, navigationVerbs.contains(first), method.requiredParameters.isEmpty,
                  let returned = method.returnType.map({ String($0.reversed().drop { $0 == "?" || $0 == "!" }.reversed()) }),
                  returned != "Self", returned != container.name, let target = catalog.container(named: returned) else { return nil }
            return Words.stems(Array(placeSaid(by: method))) == wanted ? (method, target.name) : nil
        }
        return Set(found.map { $0.0.name }).count == 1 ? found.first : nil
    }

    /// The words a navigation method names its place with: `goToSettingsPage` → [settings].
    static func placeSaid(by method: ContainerMethod) -> ArraySlice<String> {
        var said = method.nameWords.dropFirst().drop { $0 == "to" }
        while said.count > 1, let last = said.last, ["page", "screen", "view", "tab"].contains(last) { said = said.dropLast() }
        return said
    }

    /// Whether the method declares it returns `target`.
    static func returns(_ method: ContainerMethod, _ target: Container) -> Bool {
        method.returnType.map { $0 == target.name || $0.hasSuffix("." + target.name) } ?? false
    }
}
