import KassiosHierarchy
import KassiosModel
import KassiosSyntax

/// A screen's identifier that the app no longer shows, judged by the screen's own dumps.
public struct StaleIdentifierRule: Rule {
    public static let description = RuleDescription(
        identifier: "stale-identifier",
        name: "Identifier missing from the screen's dumps",
        summary: "An element's identifier does not appear in any accessibility-hierarchy dump of its screen.",
        rationale: """
        Given dumps of what the app shows (`--hierarchy DIR` or the `hierarchy:` key), each dump is matched \
        to the screen whose onLoad identifiers it contains all of, as `kassios identify` matches them \
        (among several, the one more of whose onLoad identifiers, then other identifiers, the dump has; a \
        tie matches no screen, because guessing would blame the wrong screen). Every \
        identifier of that screen — its own elements and those it inherits — must then appear in at least \
        one of its dumps, as an identifier or a label (a query subscript finds an element by its label too); a \
        pattern such as "row.\\(i)" must match one. An identifier that does not is \
        usually renamed or removed in the app, and the test fails only when it reaches that element. The \
        message suggests the dump's closest identifier, ignoring case and punctuation, and lists all \
        candidates when several are equally close. Screens no dump matches are not checked; the rule does \
        nothing without dumps.
        """,
        defaultSeverity: .warning,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button("login.submit")
                func row(_ index: Int) -> KassElement { cell("login.recent.\\(index)") }
                override var onLoad: [KassElement] { [email] }
            }
            """,
            """
            final class SettingsScreen: KassScreen {
                lazy var title = staticText("settings.title")
                lazy var logout = button("settings.logout")
                override var onLoad: [KassElement] { [title] }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var ↓submit = button("login.sumbit")
                lazy var ↓forgot = button("login.forgotPassword")
                func ↓row(_ index: Int) -> KassElement { cell("login.history.\\(index)") }
                override var onLoad: [KassElement] { [email] }
            }
            """,
        ],
        exampleDumps: [
            """
            [{"type": "Application", "AXLabel": "Finch", "children": [
              {"type": "TextField", "AXUniqueId": "login.email"},
              {"type": "Button", "AXUniqueId": "login.submit", "AXLabel": "Sign in"},
              {"type": "Cell", "AXUniqueId": "login.recent.0"},
              {"type": "Cell", "AXUniqueId": "login.recent.1"}
            ]}]
            """,
        ])

    public init() {}

    public func check(_ project: Project) -> [Finding] { [] }

    public func check(_ project: Project, dumps: [ScreenDump]) -> [Finding] {
        guard !dumps.isEmpty else { return [] }
        let lookup = ElementLookup(project: project)
        let screensByName = Dictionary(project.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let signatures = project.screens.filter { !$0.isAbstract }.map {
            ScreenSignature(screen: $0, project: project, screensByName: screensByName, lookup: lookup)
        }
        var dumpsByScreen: [String: [ScreenDump]] = [:]
        for dump in dumps {
            if let owner = DumpOwnership.owner(of: dump, among: signatures) { dumpsByScreen[owner, default: []].append(dump) }
        }
        // An element is judged once, against the dumps of every matched screen that has it
        // (a base screen's element may show on one subclass's screen and not on another's).
        var judged: [ElementKey: JudgedElement] = [:]
        for signature in signatures {
            guard let owned = dumpsByScreen[signature.name] else { continue }
            let screenIdentifiers = signature.staticIdentifiers
            let otherModes = signature.identifiersOfModesNotShown(in: owned)
            for (element, declaringType) in signature.elements where element.identifier != nil {
                // What the screen waits for in a mode no dump shows (the editing mode's Done, beside creating's Create).
                if let value = element.identifier?.staticValue, otherModes.contains(value) { continue }
                // SpringBoard's or Safari's element is in no dump of the app.
                if StaleIdentifierRule.isAnotherAppsElement(element, of: declaringType, lookup: lookup) { continue }
                let key = ElementKey(file: element.file, offset: element.location.offset)
                var entry = judged[key] ?? JudgedElement(element: element, declaringType: declaringType)
                entry.screens.append(signature.name)
                entry.claimed.formUnion(screenIdentifiers)
                for dump in owned {
                    entry.identifiers.formUnion(dump.identifiers)
                    entry.labels.formUnion(dump.labels)
                    entry.dumps.insert(dump.path)
                }
                judged[key] = entry
            }
        }
        var findings: [Finding] = []
        for entry in judged.values {
            guard let source = entry.element.identifier, let expected = IdentifierPattern(source),
                  !entry.identifiers.contains(where: expected.matches) else { continue }
            // A key the dumps show as a label finds its element by it, as a query subscript does
            // (WordPress's `buttons["Reply"]`): label-locator's to report, not a stale identifier.
            if entry.labels.contains(where: expected.matches) { continue }
            let hint = StaleIdentifierHint.text(for: expected.text, among: entry.identifiers.subtracting(entry.claimed))
            let screens = entry.screens.sorted()
            findings.append(finding(
                file: entry.element.file, at: entry.element.location,
                "\(expected.describedKind) '\(expected.text)' of \(entry.declaringType).\(entry.element.name) is not in any dump of "
                    // The dumps by file name: a path relative to where kassios runs would make the message,
                    // and so a baseline's entry, differ from one folder to the next.
                    + "\(screens.joined(separator: ", ")) (\(Self.list(Set(entry.dumps.map(PathName.lastComponent)).sorted())))\(hint)",
                screen: screens[0], element: entry.element.name))
        }
        return findings
    }

    /// Whether the element is found in another app a property of its type holds (`springboard =
    /// XCUIApplication(bundleIdentifier: "com.apple.springboard")`), as duplicate-identifier tells.
    static func isAnotherAppsElement(_ element: Element, of type: String, lookup: ElementLookup) -> Bool {
        lookup.otherApplication(of: element, declaredIn: type) != nil
    }

    /// The first three dumps and how many more: a screen captured in five formats is one fact.
    static func list(_ dumps: [String]) -> String {
        dumps.count <= 3 ? dumps.joined(separator: ", ") : dumps.prefix(3).joined(separator: ", ") + " and \(dumps.count - 3) more"
    }

    /// An element, and what the dumps of the screens that show it contain.
    private struct JudgedElement {
        let element: Element
        let declaringType: String
        var screens: [String] = []
        var identifiers: Set<String> = []
        var labels: Set<String> = []
        /// Identifiers other elements of those screens already stand for: no suggestion points at them.
        var claimed: Set<String> = []
        var dumps: Set<String> = []
    }

    private struct ElementKey: Hashable {
        let file: String
        let offset: Int
    }
}

/// What stale-identifier knows of a screen: the identifiers of its onLoad and its elements.
struct ScreenSignature {
    let name: String
    let onLoadIdentifiers: Set<String>
    /// For an onLoad of several paths (a `switch` by mode), each path's identifiers, sorted.
    let onLoadAlternatives: [[String]]
    /// Its own elements and the ones it inherits, nearest declaration first, with the type declaring each.
    let elements: [(element: Element, declaringType: String)]

    var staticIdentifiers: [String] { elements.compactMap { $0.element.identifier?.staticValue } }

    /// The identifiers only the onLoad paths none of `dumps` has all of wait for: a mode of the
    /// screen the dumps do not show. Empty for an onLoad of one path.
    func identifiersOfModesNotShown(in dumps: [ScreenDump]) -> Set<String> {
        guard onLoadAlternatives.count > 1 else { return [] }
        let shown = onLoadAlternatives.filter { path in dumps.contains { dump in path.allSatisfy(dump.identifiers.contains) } }
        let shownIdentifiers = Set(shown.flatMap { $0 })
        return Set(onLoadAlternatives.flatMap { $0 }).subtracting(shownIdentifiers)
    }

    init(screen: Screen, project: Project, screensByName: [String: Screen], lookup: ElementLookup) {
        name = screen.name
        var elementsByName: [String: Element] = [:]
        var elements: [(element: Element, declaringType: String)] = []
        for type in lookup.typeChain(screen.name) {
            for element in project.elementsByType[type] ?? [] where elementsByName[element.name] == nil {
                elementsByName[element.name] = element
                elements.append((element, type))
            }
        }
        self.elements = elements
        func identifiers(of path: OnLoadPath) -> Set<String> {
            Set(path.elements.compactMap { elementsByName[$0]?.identifier?.staticValue ?? path.inlineIdentifiers[$0] })
        }
        // `super.onLoad + [x]` adds the superclass's onLoad, up the chain.
        func merged(from start: Screen?) -> Set<String> {
            var onLoad: Set<String> = []
            var declaring = start
            var visited: Set<String> = []
            while let current = declaring, visited.insert(current.name).inserted {
                guard case .declared(let paths, _, _) = current.onLoad else { break }
                for path in paths { onLoad.formUnion(identifiers(of: path)) }
                declaring = paths.contains(where: \.includesSuper) ? screensByName[current.superclass] : nil
            }
            return onLoad
        }
        onLoadIdentifiers = merged(from: screen)
        var alternatives: [[String]] = []
        if case .declared(let paths, _, _) = screen.onLoad, paths.count > 1 {
            let inherited = paths.contains(where: \.includesSuper) ? merged(from: screensByName[screen.superclass]) : []
            for path in paths where !path.isOpaque {
                let own = identifiers(of: path).union(path.includesSuper ? inherited : [])
                if !own.isEmpty { alternatives.append(own.sorted()) }
            }
        }
        onLoadAlternatives = alternatives
    }
}

/// Which screen a dump shows, as `kassios identify` decides it, among the screens that
/// wait for something: a screen without onLoad identifiers cannot say a dump is its own.
enum DumpOwnership {
    static func owner(of dump: ScreenDump, among signatures: [ScreenSignature]) -> String? {
        let candidates = signatures.filter { !$0.onLoadIdentifiers.isEmpty }.map {
            ScreenCandidate(name: $0.name, onLoadIdentifiers: $0.onLoadIdentifiers.sorted(), identifiers: $0.staticIdentifiers,
                            onLoadAlternatives: $0.onLoadAlternatives)
        }
        return ScreenIdentification(dumpIdentifiers: dump.identifiers, candidates: candidates).identified?.name
    }
}

/// An identifier as the dumps must show it: a value, or a pattern with `*` for interpolated parts.
struct IdentifierPattern {
    let text: String
    let isPattern: Bool

    init?(_ source: IdentifierSource) {
        if let value = source.staticValue {
            text = value
            isPattern = false
        } else if let (pattern, resolved) = source.interpolation {
            text = resolved ?? pattern
            isPattern = resolved == nil
            // "*" alone would match anything: nothing to check.
            if isPattern && !text.contains(where: { $0 != "*" }) { return nil }
        } else {
            return nil
        }
    }

    var describedKind: String { isPattern ? "identifier pattern" : "identifier" }

    func matches(_ identifier: String) -> Bool {
        isPattern ? Self.wildcardMatch(Array(text.utf8), Array(identifier.utf8)) : identifier == text
    }

    /// `*` matches any run of characters (including none).
    static func wildcardMatch(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var p = 0, t = 0, star = -1, resume = 0
        while t < text.count {
            if p < pattern.count && pattern[p] != UInt8(ascii: "*") && pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count && pattern[p] == UInt8(ascii: "*") {
                star = p; resume = t; p += 1
            } else if star >= 0 {
                p = star + 1; resume += 1; t = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.count
    }
}

/// "did you mean" among a dump's identifiers, ignoring case and punctuation; never a guess
/// between equally close candidates.
enum StaleIdentifierHint {
    static func text(for identifier: String, among candidates: Set<String>) -> String {
        let wanted = normalized(identifier)
        guard !wanted.isEmpty else { return "" }
        let limit = max(1, wanted.count / 4)
        let wantedCharacters = Array(wanted)
        var best: [String] = []
        var bestDistance = Int.max
        for candidate in candidates.sorted() {
            guard let distance = NameSuggestion.distance(wantedCharacters, Array(normalized(candidate)), atMost: limit) else { continue }
            if distance < bestDistance {
                best = [candidate]
                bestDistance = distance
            } else if distance == bestDistance {
                best.append(candidate)
            }
        }
        guard !best.isEmpty else {
            return "; renamed or removed in the app?"
        }
        if best.count == 1 { return "; did you mean '\(best[0])'?" }
        return "; several dump identifiers are as close, check which one is meant: " + best.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// Lowercased letters and digits only: `Login_Submit` and `login.submit` are the same word.
    static func normalized(_ identifier: String) -> String {
        String(identifier.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
    }
}
