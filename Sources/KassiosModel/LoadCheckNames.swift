import KassiosSyntax

/// What a suite's load checks are called when the configuration does not name them.
public enum LoadCheckNames {
    /// The members of `type` named as a check is, in member order: methods with no parameter a
    /// caller must give, and, with `properties`, computed properties (`var isDisplayed: Bool {
    /// greeting.waitForExistence(timeout: 5) }`), each with its body or getter.
    public static func checks(declaredBy type: TypeInfo, properties: Bool = false) -> [(name: String, body: [Stmt], isProperty: Bool)] {
        // Instance members, but a static one of an enum without cases: only those can run.
        let wantsStatic = type.cannotBeMade
        return type.members.compactMap { member in
            switch member.value {
            case .function(let function):
                guard function.kind == .function, function.header.isStatic == wantsStatic, let body = function.body, isNamedAsACheck(function.name),
                      function.parameters.allSatisfy({ $0.defaultValue != nil }) else { return nil }
                return (function.name, body, false)
            case .variable(let variable) where properties:
                guard variable.header.isStatic == wantsStatic, let binding = variable.bindings.first, let name = binding.name,
                      let getter = binding.getter, isNamedAsACheck(name) else { return nil }
                return (name, getter, true)
            default:
                return nil
            }
        }
    }

    /// Whether a check can never fail the test: it returns nothing (one that returns what it waited
    /// for is asserted by its caller, `func isLoaded() -> Bool { title.waitForExistence(timeout: 5) }`),
    /// and its body is empty (TrialTask's `override func waitForScreenLoaded() {}`) or every statement
    /// one that proves nothing (a wait whose result is dropped, `_ = title.waitForExistence(timeout: 5)`;
    /// `if title.exists { … }`). A call of a helper of the suite's may assert: a body with one is not
    /// said to assert nothing.
    public static func assertsNothing(_ function: FunctionDecl) -> Bool {
        guard let body = function.body, function.returnType.map({ ["Void", "()"].contains($0.text) }) ?? true else { return false }
        return body.allSatisfy(ScreenCatalogBuilder.provesNothing)
    }

    /// Whether a check asserts nothing and waits for an element only to drop the result
    /// (MovieSwift's `func waitForScreen() { _ = searchField.waitForExistence(timeout: 10) }`): it
    /// waits, but a screen that never shows fails no test there.
    public static func dropsItsWait(_ function: FunctionDecl) -> Bool {
        assertsNothing(function) && (function.body ?? []).contains { statement in
            switch statement {
            case .expression, .declaration: return true
            default: return false
            }
        }
    }

    /// Whether a statement of a check asserts that something is absent or goes (`XCTAssertFalse(banner.exists)`):
    /// no wait for it.
    public static func assertsAbsence(_ statement: Stmt) -> Bool {
        ScreenCatalogBuilder.assertsAbsence(statement)
    }

    /// The value a stored property is given in the type's initializers (`firstCell = app.cells.firstMatch`
    /// in `init`), the first branch's when it is given one in each; nil for none.
    public static func valueGivenInInitializer(to name: String, in type: TypeInfo) -> Expr? {
        ScreenCatalogBuilder.initializerAssignment(to: name, in: type)
    }

    /// Whether a query's chain goes through a collection (`app.navigationBars`, `table.cells`,
    /// `descendants(matching:)`, or `buttons` named alone): a query of the app's, not a dictionary.
    public static func reachesACollection(_ expr: Expr) -> Bool {
        ScreenCatalogBuilder.reachesACollection(expr, bareCollections: true)
    }

    /// What a check may read of an element found by type to say which it is (`identifier`, `label`…).
    public static var attributesThatSayWhich: Set<String> { ScreenCatalogBuilder.attributesThatSayWhich }

    /// How the name of a check begins, whatever it checks (`waitForSearchBar`, `assertTitle`).
    public static let checkPrefixes = ["waitFor", "waitUntil", "assert", "verify", "check", "ensure", "expect", "validate"]

    /// `verify`, `verifyScreenDisplayed`, `checkScene`, `waitUntilMenuIsLoaded`, `waitAppeared`, `isDisplayed`, `shouldBeVisible`, `shouldBeAuthScreen`,
    /// `successfulLoad`: a check's verb, alone or with what says the screen is there, or a name that
    /// ends in its loading; not `assertGreetsUser`, `isScreenDismissed`, `isViewModeEnabled`,
    /// `assertReaderViewIsBelowPageZoom` or `reload`.
    public static func isNamedAsACheck(_ name: String) -> Bool {
        let lowered = name.lowercased()
        // What is checked after an action, rather than that the screen is there.
        let after = ["error", "alert", "count", "not", "disappear", "hidden", "absent", "gone", "dismiss", "closed", "enabled", "selected"]
        if after.contains(where: lowered.contains) { return false }
        // Where things are laid out (Firefox's `assertReaderViewIsBelowPageZoom()`), by whole words:
        // `verifyLayoutPickerShown` checks a screen.
        let words = SecretNames.words(of: name).map { $0.lowercased() }
        if words.contains(where: { $0 == "below" || $0 == "above" || $0 == "beside" }) { return false }
        if zip(words, words.dropFirst()).contains(where: { ($0 == "left" || $0 == "right") && $1 == "of" }) { return false }
        let verbs = ["verify", "assert", "check", "ensure", "expect", "validate"]
        if verbs.contains(lowered) { return true }
        if (verbs + ["wait"]).contains(where: lowered.hasPrefix) {   // `waitForScreen`, `waitUntilShown`, Yandex's `waitAppeared`
            // gem's `checkScene()`.
            return ["screen", "scene", "page", "view", "displayed", "visible", "shown", "loaded", "opened", "presented", "appear"].contains(where: lowered.contains)
        }
        if lowered.hasPrefix("is") || lowered.hasPrefix("should") {
            if ["displayed", "visible", "shown", "loaded", "opened", "presented", "onscreen", "appeared"].contains(where: lowered.hasSuffix) { return true }
            // Stepik's `shouldBeAuthScreen()`, `isOnLoginPage`; not `isLastPage()`.
            return ["ison", "isat", "shouldbe"].contains(where: lowered.hasPrefix) && ["screen", "scene", "page"].contains(where: lowered.hasSuffix)
        }
        // `successfulLoad()`, `screenLoaded()`; not `reload()`, `upload()` or an action (`tapLoad()`).
        if lowered.hasSuffix("load") || lowered.hasSuffix("loaded") {
            let actions = ["tap", "pull", "swipe", "scroll", "press", "click", "trigger", "start", "begin", "force", "do", "perform"]
            return !actions.contains(where: lowered.hasPrefix)
                && !["reload", "upload", "download", "unload", "offload", "preload"].contains(where: lowered.contains)
        }
        return false
    }

}
