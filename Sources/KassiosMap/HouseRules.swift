#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosLint
import KassiosModel

/// The rules a test must follow in this suite, as an agent should read them: every lint rule
/// the configuration enables (with its severity, its one-line summary and a do/don't line
/// taken from the rule's own examples), and the suite's conventions from `.kassios-lint.yml`.
public struct HouseRules {
    public struct Rule: Equatable {
        public var identifier: String
        public var name: String
        public var severity: String
        public var summary: String
        /// A line of a triggering example (where the `↓` marks the finding), marker removed.
        public var dont: String?
        /// What to write instead (see `fixes`).
        public var `do`: String?
    }

    public var rules: [Rule]
    /// `Screens inherit from KassScreen; …`: one line per convention.
    public var conventions: [String]

    static let checkPrefixes = ["assert", "verify", "check", "wait", "expect", "is", "has", "validate"]

    static let nextRobotReturned = "; an action that leads to another screen returns its robot."

    /// How the suite's robots' actions return, as most of them do, to end the robots' convention:
    /// the next screen's robot, the robot itself (Mullvad's `-> Self`), or nothing (MovingBox's);
    /// nothing said when they have no actions (BumpSetCut's screens of elements only).
    static func actionReturns(of screens: [Screen], in index: DeclarationIndex) -> String {
        let robots = screens.filter { $0.dialect == .robot }
        let names = Set(screens.map(\.name))
        var (next, own, nothing) = (0, 0, 0)
        for screen in robots {
            guard let type = index.types[screen.name] else { continue }
            for member in type.members {
                // Actions: not the checks (`assertVisible()`, `verifyTitle(_:)`, `waitForLoad()`).
                guard case .function(let function) = member.value, function.kind == .function, !function.header.isStatic,
                      !function.header.isPrivate, !HouseRules.checkPrefixes.contains(where: function.name.hasPrefix) else { continue }
                let returned = function.returnType?.text ?? "Void"
                if returned == "Void" || returned == "()" {
                    nothing += 1
                } else if returned == "Self" || returned == screen.name || returned == type.name {
                    own += 1
                } else if names.contains(returned) || index.resolveType(returned, from: screen.name).map({ names.contains($0.qualifiedName) }) == true {
                    next += 1
                }
            }
        }
        if next == 0 && own == 0 && nothing == 0 { return "." }
        // The actions that change the screen are told apart from those that stay (`-> Self`).
        if next > 0 && next >= nothing {
            return own > 0 ? "; an action that leads to another screen returns its robot, one that stays returns the robot itself (`-> Self`)."
                : nextRobotReturned
        }
        if own >= nothing {
            return "; an action returns the robot itself (`-> Self`) so that calls chain, and after one that leads to another screen the test makes that screen's robot."
        }
        return "; an action returns nothing, and after one that leads to another screen the test makes that screen's robot."
    }

    /// `screens`: the suite's, when known (nil: every configured root is described). The do/don't
    /// lines of `missing-onload` then show the dialect most of them are written in: a suite of
    /// ScreenObject screens is not told to declare a KassiOS `onLoad`, and a suite of none (Half-Life's
    /// robot structs) is told of no root at all.
    ///
    /// A suite none of whose screens is KassiOS's (robots, page objects, ScreenObject screens, or
    /// no screen root at all) is shown every rule's do/don't lines in plain XCUITest, as its tests
    /// are written: `TransferScreen(app: app).review.tap()`, not `onScreen(TransferScreen.self)`.
    ///
    /// `index`: the suite's declarations, for how its robots' actions return (`actionReturns`).
    /// `pageObjects`: how many screens, robots and page objects the map has, when known (godtools has none).
    public init(options: LintOptions, screens knownScreens: [Screen]? = nil, index: DeclarationIndex? = nil, pageObjects: Int? = nil) {
        let screens = knownScreens ?? []
        let isKassiOS = knownScreens.map { screens in screens.contains { $0.dialect == .kassios } } ?? true
        // The load checks the suite's robots have, most used first (darinamas' `visible()`).
        var checkCounts: [String: Int] = [:]
        for screen in screens { if let name = screen.loadCheckName { checkCounts[name, default: 0] += 1 } }
        let usedChecks = checkCounts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map(\.key)
        let checkName = usedChecks.first { $0 != "init" } ?? "assertVisible"
        // A property (`var isLoaded: Bool`), as the suite declares it, or a method.
        let checkIsProperty = index.map { index in
            screens.contains { screen in
                guard screen.loadCheckName == checkName, let type = index.types[screen.name] else { return false }
                return index.classChain(from: type).contains { type in
                    type.members.contains { member in
                        if case .variable(let variable) = member.value { return variable.bindings.binds(checkName) }
                        return false
                    }
                }
            }
        } ?? false
        let loadCheck = HouseRules.loadCheckLines(for: screens, named: checkName, isProperty: checkIsProperty)
            ?? (isKassiOS ? nil : HouseRules.robotLoadCheckLines(named: checkName, isProperty: checkIsProperty))
        // What no suite without a defect catalog, or without dumps, is told of: the rules have nothing to check.
        var unused: Set<String> = []
        if options.model.defectCatalog == nil { unused.insert("catches-unknown-defect") }
        if options.hierarchyPaths.isEmpty && options.dumps.isEmpty { unused.insert("stale-identifier") }
        rules = options.enabledRules.filter { !unused.contains($0.description.identifier) }.map { enabled in
            let description = enabled.description
            func rule(dont: String?, do fix: String?) -> Rule {
                Rule(identifier: description.identifier, name: description.name, severity: enabled.severity.rawValue,
                     summary: description.summary, dont: dont, do: fix)
            }
            if description.identifier == MissingOnLoadRule.description.identifier, let loadCheck {
                return rule(dont: loadCheck.dont, do: loadCheck.do)
            }
            if !isKassiOS {
                if let lines = HouseRules.plainXCUITestLines[description.identifier] { return rule(dont: lines.dont, do: lines.do) }
                let dont = HouseRules.flaggedLine(in: description.triggeringExamples) { !HouseRules.isKassiOS($0) }
                return rule(dont: dont, do: HouseRules.fixes[description.identifier])
            }
            return rule(dont: HouseRules.flaggedLine(in: description.triggeringExamples), do: HouseRules.fixes[description.identifier])
        }
        let model = options.model
        // With the suite's screens known, only the roots they inherit from: a KassiOS suite is not
        // told how ScreenObject screens are written, nor a ScreenObject suite about `onLoad`.
        let usedRoots = Set(screens.map(\.root))
        func roots(_ configured: Set<String>) -> Set<String> { knownScreens == nil ? configured : configured.intersection(usedRoots) }
        var conventions: [String] = []
        let kassiosRoots = roots(model.screenRoots)
        if !kassiosRoots.isEmpty {
            conventions.append("Screens are classes inheriting from \(HouseRules.list(kassiosRoots)); "
                + "each declares `\(model.onLoadProperty)` with the elements that prove it is showing.")
        }
        if roots(model.screenObjectRoots).contains("ScreenObject") {
            conventions.append("ScreenObject screens pass expectedElementGetters to super.init.")
        }
        let elementTakingRoots = roots(model.screenObjectRoots).subtracting(["ScreenObject"])
        if !elementTakingRoots.isEmpty {
            conventions.append("Screens inheriting from \(HouseRules.list(elementTakingRoots)) hand the elements that prove they are "
                + "showing to super.init, as that initializer takes them.")
        }
        // The suite's own load checks; with none known, the names the configuration would read as one.
        let checks = usedChecks.isEmpty ? "named " + model.robotLoadChecks.map { "`\($0)`" }.joined(separator: " or ") + ", the names kassios reads as one"
            : usedChecks.map { $0 == "init" ? "an initializer that waits for the screen" : "`\($0)`" }.joined(separator: ", ")
        let robotRoots = roots(model.robotRoots)
        let returns = index.map { HouseRules.actionReturns(of: screens, in: $0) } ?? HouseRules.nextRobotReturned
        if !robotRoots.isEmpty {
            conventions.append("Robots inherit from \(HouseRules.list(robotRoots)) and have a load check (\(checks))" + returns)
        }
        let namedRobots = model.robotNamePatterns.filter { knownScreens == nil || usedRoots.contains($0) }
        if !namedRobots.isEmpty {
            conventions.append("Robots are structs or classes named \(HouseRules.list(Set(namedRobots))), holding the app, with a load check (\(checks))" + returns)
        }
        if knownScreens?.isEmpty == true {
            conventions.append(pageObjects == 0
                ? "The suite has no screen objects, robots or page objects: its tests query the app themselves, through its own "
                    + "helpers; a new test is written as they are, or a page object is added for the screen it goes to."
                : "No type of the suite descends from a screen root kassios knows (KassScreen, ScreenObject, a "
                    + "configured robot base): write a new screen as the suite's page objects and robots below are written.")
        }
        if !model.extraBuilders.isEmpty {
            conventions.append("Element builders of this suite: " + model.extraBuilders.map { "`\($0.name)`" }.joined(separator: ", ") + ".")
        }
        // Builders the screens' bases declare (`func anyEl(_ id: String) -> KassElement`): the
        // house's way to find an element, which a new screen should use too. (A builder of one
        // screen is its own affair.)
        var declaredBuilders: [String: String] = [:]
        for screen in screens where screen.isAbstract {
            for element in screen.elements where element.isBuilder && declaredBuilders[element.name] == nil {
                declaredBuilders[element.name] = screen.name
            }
        }
        if !declaredBuilders.isEmpty {
            conventions.append("Element builders the base screens declare: " + declaredBuilders.keys.sorted().map { name in
                "`\(name)(…)` (\(declaredBuilders[name]!))"
            }.joined(separator: ", ") + "; a screen finds its elements with them, as the others do.")
        }
        conventions.append(model.assumesUnresolvedConstants
            ? "Identifiers are string literals or constants (constants from the app target are fine)."
            : "Identifiers are string literals or constants declared in the test sources.")
        if options.strict { conventions.append("Warnings fail the lint run too (strict).") }
        if model.defectCatalog != nil {
            conventions.append("Each test documents the defects it catches: `/// Catches `defectId`.` above the test method.")
        }
        conventions.append("Run `kassios lint` on the tests before committing; it must report nothing new.")
        self.conventions = conventions
    }

    /// What proves a screen loaded, done right and wrong, in the dialect most of `screens` use;
    /// nil for KassiOS (the rule's own examples) or no screens.
    static func loadCheckLines(for screens: [Screen], named check: String = "assertVisible", isProperty: Bool = false) -> (do: String, dont: String?)? {
        var counts: [ScreenDialect: Int] = [:]
        for screen in screens { counts[screen.dialect, default: 0] += 1 }
        // The most used; on a tie, the first in kassios, screen-object, robot order.
        let order: [ScreenDialect] = [.kassios, .screenObject, .robot]
        guard let dialect = order.max(by: { (counts[$0] ?? 0) < (counts[$1] ?? 0) }), (counts[dialect] ?? 0) > 0 else { return nil }
        switch dialect {
        case .kassios:
            return nil
        case .screenObject where screens.contains { $0.dialect == .screenObject && $0.root == "ScreenObject" }:
            return ("try super.init(expectedElementGetters: [{ $0.tables[\"posts.list\"] }], app: app)",
                    "try super.init(expectedElementGetters: [], app: app)")
        case .screenObject:
            return ("super.init(element: continueButton)  // an element that proves the screen is showing",
                    "super.init(element: nil)")
        case .robot:
            return robotLoadCheckLines(named: check, isProperty: isProperty)
        }
    }

    /// A robot's load check, done right and wrong, by the name the suite gives it (Challenge's `verifyIsVisible`).
    static func robotLoadCheckLines(named check: String, isProperty: Bool = false) -> (do: String, dont: String?) {
        if isProperty { return (do: "var \(check): Bool { title.waitForExistence(timeout: 5) }", dont: "var \(check): Bool { true }") }
        return (do: "func \(check)() { XCTAssert(title.waitForExistence(timeout: 5)) }", dont: "func \(check)() {}")
    }

    /// Whether a line of an example is written with KassiOS (`KassScreen`, its builders, `onScreen`).
    static func isKassiOS(_ example: String) -> Bool {
        ["KassScreen", "KassElement", "KassTestCase", "onScreen(", "onLoad", "lazy var "].contains { example.contains($0) }
    }

    /// The lines of the rules whose own examples and fix are KassiOS code, in plain XCUITest, for a
    /// suite without KassiOS; nil lines where the rule has nothing to say to such a suite (`onLoad`
    /// is KassiOS's alone).
    static let plainXCUITestLines: [String: (dont: String?, do: String?)] = [
        "onload-unknown-element": (nil, nil),
        "runtime-identifier": ("func row(_ index: Int) -> XCUIElement { app.cells[\"account.row.\\(index)\"] }",
                               "app.cells.matching(identifier: \"account.row\").element(boundBy: index)"),
        "duplicate-identifier": ("var reference: XCUIElement { app.textFields[\"transfer.amount\"] }",
                                 "var reference: XCUIElement { app.textFields[\"transfer.reference\"] }"),
        "raw-query-in-test": ("app.buttons[\"transfer.review\"].tap()",
                              "TransferScreen(app: app).review.tap()  // through the suite's page object or robot"),
        "label-locator": ("app.buttons[\"Sign In\"].tap()", "app.buttons[\"login.submit\"].tap()  // by its identifier"),
        "secret-typed-as-text": ("password.typeText(user.password)",
                                 "UIPasteboard.general.string = user.password; password.doubleTap(); app.menuItems[\"Paste\"].tap()"),
        "unused-element": ("var faceIDSwitch: XCUIElement { app.switches[\"settings.faceID\"] }",
                           "delete the element, or use it from a test, a robot method or the load check"),
        "stale-identifier": ("var submit: XCUIElement { app.buttons[\"login.sumbit\"] }",
                             "var submit: XCUIElement { app.buttons[\"login.submit\"] }  // the identifier the app's dump shows"),
    ]

    static func list(_ names: Set<String>) -> String {
        names.sorted().map { "`\($0)`" }.joined(separator: " or ")
    }

    /// The first line carrying `↓` in the examples (of those `accepted`), trimmed, the marker removed.
    static func flaggedLine(in examples: [String], where accepted: (String) -> Bool = { _ in true }) -> String? {
        for example in examples {
            for line in example.split(separator: "\n") where line.contains("↓") {
                let flagged = line.replacing("↓", with: "").trimmingBlanks()
                if accepted(flagged) { return flagged }
            }
        }
        return nil
    }

    /// What to write instead, for kassios's own rules: the examples show the mistake on one
    /// line (`↓`) but the fix is spread over a whole example, so it is spelled out here.
    /// A rule not listed gets its "don't" line only.
    static let fixes: [String: String] = [
        "missing-onload": "override var onLoad: [KassElement] { [email, submit] }",
        "unconfigured-screen-base": "screens: { dialects: { BasePage: robot } }   # in .kassios-lint.yml, the dialect the finding names",
        "runtime-identifier": "cells.matching(identifier: \"account.row\").element(boundBy: index)",
        "onload-unknown-element": "override var onLoad: [KassElement] { [email, submit] }  // elements of this screen only",
        "duplicate-identifier": "lazy var reference = textField(\"transfer.reference\")",
        "sleep-in-ui-test": "XCTAssertTrue(review.waitForExistence(timeout: 5))",
        "coordinate-tap": "submit.tap()",
        "return-key-submit": "submit.tap()  // or tap a neutral area to dismiss the keyboard",
        "secret-typed-as-text": "password.pasteText(user.password)",
        "raw-query-in-test": "onScreen(TransferScreen.self) { $0.review.tap() }",
        "label-locator": "button(\"login.submit\")",
        "catches-unknown-defect": "/// Catches `successToastMissing`.  // an id the defect catalog lists",
        "catches-on-non-test": "/// Catches `wrongPasswordAccepted`.  // right above the func test…() it documents",
        "catches-malformed": "/// Catches `successToastMissing` and `balanceNotRefreshed`.",
        "unused-element": "delete the element, or use it from a test, a robot method or onLoad",
        "superfluous-suppression": "// kassios:disable:next sleep-in-ui-test  (only where that rule fires)",
        "stale-identifier": "lazy var submit = button(\"login.submit\")  // the identifier the app's dump shows",
    ]
}
