import KassiosHierarchy

/// Chooses what `onLoad` waits for: one to three elements that prove this screen is shown.
/// They must be identified (every generated element is), stable (no digits, amounts or
/// dates in their label: those change between runs), on screen, not transient (errors,
/// banners, spinners, debug menus) and not shared chrome (what bars and rows hold); then
/// the most characteristic first: the navigation bar, a title, the primary action, the
/// form's fields, other controls, other content. At most two of a kind, in the dump's order.
enum OnLoadChooser {
    enum Role: Int, CaseIterable {
        case navigationBar, title, primaryAction, field, control, content

        func describe(_ count: Int) -> String {
            switch self {
            case .navigationBar: return "navigation bar"
            case .title: return "title"
            case .primaryAction: return "primary action"
            case .field: return count > 1 ? "form fields" : "form field"
            case .control: return count > 1 ? "controls" : "control"
            case .content: return "content"
            }
        }
    }

    static let limit = 3
    static let perRole = 2

    /// Words in an identifier that mark an element shown only sometimes.
    static let transientWords: Set<String> = [
        "error", "errors", "banner", "toast", "alert", "promo", "debug", "loading", "loader", "spinner", "empty", "hint",
        "warning", "badge", "snackbar", "tooltip", "popup", "progress", "placeholder", "skeleton", "offline",
    ]
    static let titleWords: Set<String> = ["title", "header", "heading", "headline"]
    /// An identified container named for the whole screen (`login.screen`, `home.view`).
    static let screenWords: Set<String> = ["screen", "view", "page", "root", "container"]
    static let primaryActionWords: Set<String> = [
        "submit", "continue", "next", "done", "save", "confirm", "login", "signin", "signup", "register", "send", "pay",
        "create", "start", "apply", "finish", "proceed", "checkout", "ok",
    ]
    static let dateWords: Set<String> = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "monday",
        "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "yesterday", "tomorrow",
    ]

    /// `candidates`: the screen's single elements with their selection facts, in the dump's order.
    static func choose(_ candidates: [(element: PlannedElement, selected: SelectedElement)], screenBounds: ElementFrame?) -> OnLoadChoice {
        var byRole: [Role: [PlannedElement]] = [:]
        // What an alert or a sheet holds was open when the dump was made, not on every visit; unless
        // the dump shows nothing else (the alert is the screen).
        let underneath = candidates.contains { !$0.selected.insideTransient && role(of: $0.selected) != nil }
        for (element, selected) in candidates where !underneath || !selected.insideTransient {
            guard let role = role(of: selected), isStable(selected, within: screenBounds) else { continue }
            byRole[role, default: []].append(element)
        }
        var chosen: [(Role, [PlannedElement])] = []
        var total = 0
        for role in Role.allCases {
            let taken = Array((byRole[role] ?? []).prefix(min(perRole, limit - total)))
            guard !taken.isEmpty else { continue }
            chosen.append((role, taken))
            total += taken.count
            if total == limit { break }
        }
        guard !chosen.isEmpty else {
            return OnLoadChoice(names: [], reason: """
                nothing chosen: no identified element with a stable label is shown on every visit; \
                give the screen's title or primary action an identifier
                """)
        }
        let names = Set(chosen.flatMap { $0.1.map(\.name) })
        let reason = chosen.map { role, elements in
            elements.map(\.bareName).joined(separator: " and ") + " (" + role.describe(elements.count) + ")"
        }.joined(separator: ", ")
        return OnLoadChoice(names: candidates.map(\.element.name).filter(names.contains),
                            reason: reason + ": identified, stable labels, specific to this screen")
    }

    static func role(of element: SelectedElement) -> Role? {
        let words = Set(SwiftSpelling.words(element.identifier).map { $0.lowercased() })
        guard !element.insideBar, !element.insideRow else { return nil }
        // A form's field is there on every visit, whatever it is named (`promoCode`).
        if ElementKinds.textInputs.contains(element.type) { return .field }
        guard words.isDisjoint(with: transientWords) else { return nil }
        if element.type == .navigationBar { return .navigationBar }
        if ElementKinds.bars.contains(element.type) || ElementKinds.rows.contains(element.type) { return nil }
        let lastWords = SwiftSpelling.words(element.identifier).suffix(2).map { $0.lowercased() }
        if element.type == .staticText || element.type == .other {
            if !words.isDisjoint(with: titleWords) { return .title }
            if element.type == .other, let last = lastWords.last, screenWords.contains(last) { return .title }
        }
        // `checkout.🛒`: the words left are the screen's, not what the button does.
        if element.type == .button, !ElementNaming.hasPictograph(element.identifier),
           let last = lastWords.last, primaryActionWords.contains(last) || primaryActionWords.contains(lastWords.joined()) {
            return .primaryAction
        }
        if ElementKinds.textInputs.contains(element.type) { return .field }
        if ElementKinds.interactive.contains(element.type) { return .control }
        return .content
    }

    /// No digits, currency signs or date words in the label, nor in a navigation bar's identifier
    /// (its title unless the app gives it one: `Order #48213 — Anna's basket` is data), and wholly on screen.
    static func isStable(_ element: SelectedElement, within bounds: ElementFrame?) -> Bool {
        if let label = element.label, !isStableText(label) { return false }
        if element.type == .navigationBar, !isStableText(element.identifier) { return false }
        if let bounds, let frame = element.frame { return bounds.encloses(frame, tolerance: 0.5) }
        return true
    }

    private static func isStableText(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType != nil || scalar.properties.generalCategory == .currencySymbol { return false }
        }
        return !SwiftSpelling.words(text).contains(where: { dateWords.contains($0.lowercased()) })
    }
}
