/// A robot's or page object's method whose name is the step said in one word: "Tap the VPN
/// settings cell" → `SettingsPage.tapVPNSettingsCell()`. Mullvad's pages tap elements whose
/// identifiers are cases of the app's enum (`AccessibilityIdentifier.preferencesCell`), which no
/// step can name; the method's name is the suite's own word for the action, and better evidence
/// than an element that only shares a word with the step.
extension CasePlanner {
    /// The verbs a method doing the step's action may start with; nil for an action that no
    /// method without values spells (typing, checks of a value).
    static func spellingVerbs(for action: StepIntent.Action) -> Set<String>? {
        switch action {
        case .tap: return ["tap", "press", "click", "select", "touch", "choose", "hit"]
        case .open: return ["open", "go", "goto", "navigate", "show", "tap"]
        case .toggle: return ["toggle", "switch", "flip", "tap"]
        // "Type the username" → `typeUsername()`, which knows what to type.
        case .enterUnsaidText: return ["type", "enter", "fill", "input", "set"]
        default: return nil
        }
    }

    /// Whether `method`'s name is a verb of the action and then the target's words: with the type
    /// word the step says (`tapSettingsButton` for "the settings button") or without it (`tapSettings`).
    static func spells(_ method: ContainerMethod, verbs: Set<String>, phrase: TargetPhrase) -> Bool {
        guard let verb = method.nameWords.first, verbs.contains(verb) else { return false }
        var words = method.nameWords.dropFirst()
        if words.first == "to" { words = words.dropFirst() }   // `goToHistory`, `navigateToProfile`
        let target = Words.stems(phrase.words)
        guard !target.isEmpty, words.count == target.count || words.count == target.count + phrase.typeWords.count else { return false }
        let spelled = Words.stems(Array(words))
        return spelled == target + Words.stems(phrase.typeWords) || spelled == target
    }

    /// The one method of a robot or page object that spells the step and takes nothing: the one of the
    /// screen the test is on when it has one, else the only one in the suite. Nil for none, for a
    /// screen phrase, and for several on other screens (the step does not say which).
    func spelledMethod(_ intent: StepIntent, _ phrase: TargetPhrase, current: String?) -> (container: Container, method: ContainerMethod)? {
        guard !phrase.isScreen, let verbs = CasePlanner.spellingVerbs(for: intent.action) else { return nil }
        let kinds = preference.reduce(into: Set<Container.Kind>()) { $0.formUnion($1) }
        var found: [(container: Container, method: ContainerMethod)] = []
        for container in catalog.containers where container.kind != .screen && kinds.contains(container.kind) {
            // A page that names no element (UITesting-into-pleasure's, which find what they tap by its
            // label in their methods): a tap of what a method is named for is that method ("Tap Start" →
            // `start()`), the step's text quoted or not.
            let namesNoElement = container.elements.isEmpty && intent.action == .tap
            guard !phrase.quoted || namesNoElement else { continue }
            for method in container.methods where method.requiredParameters.isEmpty && !CasePlanner.returnsAnElement(method)
                && (CasePlanner.spells(method, verbs: verbs, phrase: phrase)
                    || namesNoElement && !phrase.words.isEmpty && Words.stems(method.nameWords) == Words.stems(phrase.words)
                        && !CasePlanner.namesACheck(method.name)) {
                if !found.contains(where: { $0.container.name == container.name && $0.method.name == method.name }) {
                    found.append((container, method))
                }
            }
        }
        if let current, let here = found.first(where: { $0.container.name == current }) { return here }
        return found.count == 1 ? found[0] : nil
    }

    /// Whether the method's name says the kind of element the step names (`tapVPNSettingsCell` for "the
    /// VPN settings cell") where the element is not known to be of that kind: of another kind, or of a
    /// query of any (`app.buttons.matching(identifier: "VPN settings")`, Mullvad's back button).
    static func namesTheKindBetter(_ method: ContainerMethod, than element: CatalogElement, for phrase: TargetPhrase) -> Bool {
        guard !phrase.typeWords.isEmpty, let last = method.nameWords.last, phrase.typeWords.contains(last) else { return false }
        return element.elementType == "any" || !TypeWords.fits(element.elementType, phrase.typeWords)
    }

    /// `verify()`, `assertVisible()`, `waitForLoad()`: a check, which "Tap Verify" does not mean.
    static func namesACheck(_ name: String) -> Bool {
        ["verify", "assert", "check", "wait", "expect", "validate", "ensure"].contains { name.hasPrefix($0) }
    }

    /// An accessor of an element (`func backButton() -> XCUIElement`): calling it taps nothing.
    static func returnsAnElement(_ method: ContainerMethod) -> Bool {
        method.returnType.map { ["XCUIElement", "XCUIElement?", "KassElement"].contains($0) } ?? false
    }
}

extension CasePlanner.Run {
    /// The call of a method that spells the step, reached from where the test is; refused when the
    /// test cannot get there or cannot make its robot. The way there is taken only when it is used.
    mutating func spelledOutcome(_ spelled: (container: Container, method: ContainerMethod)) -> PlannedItem.Outcome {
        let (way, notes) = (pendingWay, pendingNotes)
        var evidence = "\(spelled.container.name).\(spelled.method.name)() is named for the step"
        switch arrive(at: spelled.container.name, isCheck: false) {
        case .failure(let refusal):
            (pendingWay, pendingNotes) = (way, notes)
            return .refused(refusal)
        case .success(let transition):
            evidence += transition.map { "; " + $0 } ?? ""
        }
        let operation = Operation.robotCall(container: spelled.container.name, call: RobotCall(calling: spelled.method, arguments: []))
        if let refusal = unmakeable(operation) {
            (pendingWay, pendingNotes) = (way, notes)
            return .refused(refusal)
        }
        return .automated(operation, evidence: evidence)
    }
}
