import KassiosModel
import KassiosSyntax

/// One identifier, one element: within a screen, and in what type it names across screens.
public struct DuplicateIdentifierRule: Rule {
    public static let description = RuleDescription(
        identifier: "duplicate-identifier",
        name: "Duplicate identifier",
        summary: "Two elements of one screen (or type) share an identifier, or one identifier is a button in one screen and a staticText in another.",
        rationale: """
        Two elements of a screen with one identifier are one element under two names: \
        a test taps or checks other than it says. One identifier as a button in one \
        screen and a static text in another means one is wrong, and the test fails. Identifiers are compared by value (an unresolved constant by \
        name); an ancestor screen's elements count as its own; two entries of a selector table are \
        reported in the table only. Not reported: methods with \
        parameters; elements in different clauses of one #if; every match (matching(identifier:)) beside one; \
        a secure and a plain field ("show password"); \
        elements matched through containing(_:identifier:), inside another identified element \
        (app.tables["a"].cells["row"], or a property holding one), in another app the type holds \
        (Safari), or also by label; of unknown type (element(_:) without type:); and \
        subscripts (in place or in a wrapper) whose key reads like a label ("Settings"), unless one \
        type looks the same key and type up twice in one place (app.tables…).
        """,
        defaultSeverity: .error,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            final class AlertRobot {
                let app = XCUIApplication()
                var sheet: XCUIElement { app.sheets["alert"] }   // macOS's own identifier of an alert sheet
                var sheetOfDialog: XCUIElement { app.dialogs.sheets["alert"] }
            }
            """,
            """
            final class LoginRobot {
                let app: XCUIApplication
                var password: XCUIElement { app.secureTextFields["login.password"] }
                var revealedPassword: XCUIElement { app.textFields["login.password"] }
            }
            """,
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [email, submit] }
            }
            final class LoginRobot {
                let app: XCUIApplication
                var submit: XCUIElement { app.buttons["login.submit"] }
                var anyEmail: XCUIElement { app.descendants(matching: .any)["login.email"] }
            }
            """,
            """
            final class CardsScreen: KassScreen {
                #if DEBUG
                lazy var debugBanner = staticText("cards.banner")
                #else
                lazy var promoBanner = staticText("cards.banner")
                #endif
                lazy var list = element("cards.list")
                override var onLoad: [KassElement] { [list] }
            }
            final class WalletScreen: KassScreen {
                lazy var cards = table("cards.list")
                lazy var rowWithBadge = app.cells.containing(.image, identifier: "cards.badge").firstMatch
                lazy var badge = image("cards.badge")
                override var onLoad: [KassElement] { [cards] }
            }
            """,
            """
            final class AccountsScreen: KassScreen {
                lazy var header = staticText(A11y.header)
                func row(_ index: Int) -> KassElement { cell("accounts.row").element(boundBy: index) }
                func firstRow(_ unused: Int) -> KassElement { cell("accounts.row") }
                override var onLoad: [KassElement] { [header] }
            }
            enum A11y { static let header = "accounts.header"; static let title = "accounts.title" }
            final class AccountsRobot {
                let app: XCUIApplication
                var title: XCUIElement { app.staticTexts[A11y.title] }
            }
            """,
            """
            final class SettingsRobot {
                let app: XCUIApplication
                var title: XCUIElement { app.navigationBars["Settings"] }
                var back: XCUIElement { app.buttons["Settings"] }
                var accountsRow: XCUIElement { app.tables["settings.accounts"].cells["settings.row"] }
                var cardsRow: XCUIElement { app.tables["settings.cards"].cells["settings.row"] }
            }
            final class MoreRobot {
                let app: XCUIApplication
                var settings: XCUIElement { app.staticTexts["Settings"] }
            }
            final class ArticleScreen {
                let app: XCUIApplication
                lazy var tocEntry: XCUIElement = app.tables.staticTexts["Business model"]
                lazy var heading: XCUIElement = app.otherElements.staticTexts["Business model"]
            }
            """,
            """
            final class GateScreen: KassScreen {
                lazy var gate = other("auth.gate")
                var logIn: KassElement {
                    custom("gate 'Log in' button") { [app] in
                        app.buttons.matching(identifier: "auth.gate").matching(NSPredicate(format: "label == %@", "Log in")).firstMatch
                    }
                }
                lazy var amounts = customCollection("amounts") { [app] in
                    app.staticTexts.matching(NSPredicate(format: "identifier == %@ AND label BEGINSWITH %@", "auth.gate", "+"))
                }
                override var onLoad: [KassElement] { [gate] }
            }
            """,
            """
            final class CardFormPage {
                let app: XCUIApplication
                let safari = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari")
                lazy var cardNumber = app.otherElements["card.number"]
                lazy var cardNumberHeader = cardNumber.staticTexts["field.header"]
                lazy var expiry = app.otherElements["card.expiry"]
                lazy var expiryHeader = self.expiry.staticTexts["field.header"]
                lazy var termsLink = app.buttons["terms.url"]
                lazy var safariAddress = safari.buttons["terms.url"].firstMatch
            }
            """,
            """
            final class SafariPage {
                var app: XCUIApplication
                var safariApp: XCUIApplication
                lazy var addressInApp = app.buttons["URL"]
                lazy var address = safariApp.buttons["URL"].firstMatch
                init(safariApp: XCUIApplication = XCUIApplication(bundleIdentifier: "com.apple.mobilesafari"),
                     app: XCUIApplication = XCUIApplication()) {
                    self.safariApp = safariApp
                    self.app = app
                }
            }
            """,
            """
            final class ConversationsPage {
                let app: XCUIApplication
                var conversationCell: XCUIElement { app.buttons[Locators.conversationCell.rawValue] }
                var conversationCells: XCUIElementQuery { app.buttons.matching(identifier: Locators.conversationCell.rawValue) }
            }
            enum Locators: String { case conversationCell }
            """,
            """
            extension XCUIApplication {
                func button(with id: String) -> XCUIElement { buttons[id] }
                func staticText(with id: String) -> XCUIElement { staticTexts[id] }
                var settingsRow: XCUIElement { staticText(with: "Settings") }
                var settingsBackButton: XCUIElement { button(with: "Settings") }   // its label: a label matches too
            }
            """,
            """
            enum HomePage: String {
                case title = "Recipes"
                var element: XCUIElement { XCUIApplication().staticTexts[rawValue] }
            }
            enum RecipePage: String {
                case back = "Recipes"   // the back button shows the title of the screen before
                var element: XCUIElement { XCUIApplication().navigationBars.buttons[rawValue] }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class TransferScreen: KassScreen {
                lazy var amount = textField("transfer.amount")
                lazy var review = button(A11y.review)
                lazy var ↓reference = textField("transfer.amount")
                lazy var ↓next = button("transfer.review")
                override var onLoad: [KassElement] { [amount, review] }
            }
            enum A11y { static let review = "transfer.review" }
            """,
            """
            final class HomeScreen: KassScreen {
                lazy var balance = staticText("home.balance")
                override var onLoad: [KassElement] { [balance] }
            }
            final class HomeRobot {
                let app: XCUIApplication
                var ↓balance: XCUIElement { app.buttons["home.balance"] }
            }
            """,
            """
            class TabScreen: KassScreen {
                lazy var homeTab = button("tab.home")
                override var onLoad: [KassElement] { [homeTab] }
            }
            final class HomeScreen: TabScreen {
                lazy var ↓home = button("tab.home")
                lazy var ↓settings = element("tab.home", type: .switch)
            }
            """,
            """
            final class PasscodeScreen: KassScreen {
                lazy var keypad = other("passcode.keypad")
                var ↓digits: KassElement { custom("keypad") { [app] in app.otherElements["passcode.keypad"].firstMatch } }
                override var onLoad: [KassElement] { [keypad] }
            }
            """,
            """
            final class CardFormPage {
                let app: XCUIApplication
                private let application = XCUIApplication()
                lazy var form = app.otherElements.firstMatch
                lazy var submit = app.buttons["card.submit"]
                lazy var ↓formSubmit = form.buttons["card.submit"]
                lazy var legal = app.otherElements["card.legal"]
                lazy var ↓terms = app.buttons["card.legal"]
                lazy var card = app.otherElements["card.number"]
                lazy var header = card.staticTexts["card.header"]
                lazy var ↓title = self.card.staticTexts["card.header"]
                lazy var close = app.buttons["card.close"]
                lazy var ↓dismiss = application.buttons["card.close"]
                lazy var stickyLabel = app.staticTexts["card.sticky"]
                var ↓sticky: XCUIElement { let card = app.otherElements.firstMatch; return card.staticTexts["card.sticky"] }
            }
            """,
            """
            final class ProfileRobot {
                let app: XCUIApplication
                var done: XCUIElement { app.buttons["Done"] }
                var ↓save: XCUIElement { app.buttons["Done"].firstMatch }
                var doneLabel: XCUIElement { app.staticTexts["Done"] }
            }
            """,
            """
            enum SettingsPage {
                case logout, ↓signOut
                var element: XCUIElement {
                    switch self {
                    case .logout: return XCUIApplication().buttons["settings.logout"]
                    case .signOut: return XCUIApplication().buttons["settings.logout"]
                    }
                }
            }
            """,
        ])

    public init() {}

    /// An element with a static identifier. A class: entries are compared a lot and copied never.
    final class Entry {
        let type: String
        let element: Element
        let key: Key
        /// Position in file order: the file's rank by path, then the offset.
        var order = 0
        /// Filled in for elements that share their identifier with another.
        var site: ElementLookup.ElementSite?
        var elementType = "any"
        /// Found by a query subscript whose key reads like a label (`app.buttons["Log in"]`):
        /// XCUITest matches subscripts against labels too.
        var isLabelLike = false
        /// For a label-like key, where the query looks (`app.tables` in `app.tables.staticTexts["Title"]`):
        /// one text may show in a table and in a toolbar, two elements.
        var labelScope = ""
        /// Every match of the identifier rather than one (`app.buttons.matching(identifier:)`).
        var isEveryMatch = false
        /// The application the query starts from, when the property it starts from is known to hold
        /// one (`ElementLookup.application(_:visibleIn:)`: "" for the app under test, else a bundle
        /// identifier, `safariApp.buttons["URL"]`).
        var application: String?
        /// The element of the type the query looks inside (`card` in `card.staticTexts["header"]`).
        var container: String?
        /// The selector-table entry the element is found through (`DONE` in Firefox's
        /// `sel.DONE.element(in: app)`), when the group holds an element of that name.
        var tableEntry: String?

        init(type: String, element: Element, key: Key) {
            self.type = type
            self.element = element
            self.key = key
        }

        var shortType: String { type.split(separator: ".").last.map(String.init) ?? type }
        var place: String { "\(element.file)#\(element.location.offset)" }

        /// Whether no build has both: different clauses of one `#if` in one type.
        /// Whether a label-like key lets the two be one element: the same element type, and for
        /// two query subscripts the same place. Identifier-like keys always may.
        func mayBeOneElement(with other: Entry) -> Bool {
            // The query of every match and one of them: a collection and its member.
            guard isEveryMatch == other.isEveryMatch else { return false }
            // Two applications a type holds (`app`, and `safariApp`, Safari's): elements of two apps.
            // `XCUIApplication()` is always the app under test, which a property of unknown value
            // is taken to hold too; only another app's bundle identifier tells two apps apart.
            if application ?? "" != other.application ?? "" { return false }
            guard container == other.container else { return false }
            // A password field and the plain one "show password" swaps in keep one identifier on purpose.
            if DuplicateIdentifierRule.isPasswordSwap(elementType, other.elementType) { return false }
            guard isLabelLike || other.isLabelLike else { return true }
            guard elementType == other.elementType else { return false }
            return !(isLabelLike && other.isLabelLike) || labelScope == other.labelScope
        }

        func excludes(_ other: Entry) -> Bool {
            guard type == other.type, let mine = site, let theirs = other.site else { return false }
            return mine.excludes(theirs)
        }
    }

    /// Notes which elements are found through a selector table's entry (`sel.DONE.element(in: app)`,
    /// `sel.DONE.value`): a member of the value's receiver path that names an element of another
    /// type in the same group, the table. Returns the types of the group's elements by element name,
    /// for `isReportedInTheTable`.
    static func noteTableEntries(of group: [Entry]) -> [String: Set<String>] {
        let typesByName = Dictionary(grouping: group, by: { $0.element.name }).mapValues { Set($0.map(\.type)) }
        for entry in group {
            guard let value = entry.site?.value else { continue }
            var next: Expr? = query(of: value)
            while let expr = next {
                next = nil
                switch expr.kind {
                case .call(let callee, _, _): next = callee
                case .postfix(_, let operand), .try(_, let operand), .await(let operand): next = operand
                case .member(let name, let base):
                    if let types = typesByName[name], types.contains(where: { $0 != entry.type }) { entry.tableEntry = name } else { next = base }
                default: break
                }
            }
        }
        return typesByName
    }

    /// Whether two elements of a screen share an identifier only because the selector table they are
    /// found through has two entries with it: that is reported once, in the table.
    static func isReportedInTheTable(_ entry: Entry, _ other: Entry, typesByName: [String: Set<String>]) -> Bool {
        guard let mine = entry.tableEntry, let theirs = other.tableEntry, mine != theirs else { return false }
        let tables = (typesByName[mine] ?? []).subtracting([entry.type])
        return !tables.isDisjoint(with: typesByName[theirs] ?? [])
    }

    /// A secure text field and a text field: the pair an app swaps when "show password" is tapped.
    static func isPasswordSwap(_ one: String, _ other: String) -> Bool {
        (one == "secureTextField" && other == "textField") || (one == "textField" && other == "secureTextField")
    }

    public func check(_ project: Project) -> [Finding] {
        let lookup = ElementLookup(project: project)
        // Only identifiers declared more than once matter. One look-up per element: the first
        // of an identifier waits in its slot, the second makes the group.
        var slots: [Key: Slot] = [:]
        slots.reserveCapacity(project.elementsByType.values.reduce(0) { $0 + $1.count })
        var groups = Groups()
        for (type, elements) in project.elementsByType {
            for element in elements where element.parameters.isEmpty {
                guard let key = DuplicateIdentifierRule.key(element.identifier) else { continue }
                groups.add(type, element, key: key, to: &slots[key, default: .empty])
            }
        }
        var fileRank: [String: Int] = [:]
        for (rank, path) in Set(groups.entries.joined().map(\.element.file)).sorted().enumerated() { fileRank[path] = rank }
        let ancestorsOf = Dictionary(project.screens.map { ($0.name, $0.ancestors) }, uniquingKeysWith: { first, _ in first })

        var findings: [Finding] = []
        for number in groups.keys.indices.sorted(by: { groups.keys[$0] < groups.keys[$1] }) {
            for entry in groups.entries[number] { entry.order = fileRank[entry.element.file]! << 32 | entry.element.location.offset }
            let group = groups.entries[number].sorted { $0.order < $1.order }.filter { entry in
                entry.site = lookup.site(of: entry.element)
                // A choice among values kept in a local of the getter (`let id = compact ? "a" : "b"`, an
                // `#if` of two `let id`s) is named after the local: no constant of the suite, and no match
                // for another getter's local of that name.
                if case .unresolvedConstant(let path) = entry.key, entry.site?.localNames.contains(path) == true { return false }
                if let site = entry.site, let siteValue = site.value {
                    let value = DuplicateIdentifierRule.query(of: siteValue)
                    if DuplicateIdentifierRule.usesContaining(value) || DuplicateIdentifierRule.isScoped(value)
                        || DuplicateIdentifierRule.comparesLabel(value) || DuplicateIdentifierRule.findsAnAlertOrSheetByKey(value) { return false }
                    if let root = DuplicateIdentifierRule.rootName(of: value), !site.localNames.contains(root) {
                        // Inside another element of the type that has an identifier: one element only
                        // with what is looked up the same way inside the same one.
                        if DuplicateIdentifierRule.isScoped(value, insideElement: { name in
                            name == root && lookup.isIdentifiedElement(name, besides: entry.element.name, visibleIn: entry.type)
                        }) {
                            entry.container = root
                        }
                        entry.application = lookup.application(root, visibleIn: entry.type)
                    }
                    entry.isEveryMatch = DuplicateIdentifierRule.isEveryMatch(value)
                    let keyValue = entry.element.identifier?.staticValue
                    entry.isLabelLike = DuplicateIdentifierRule.isLabelLikeSubscript(value, keyValue: keyValue)
                        || DuplicateIdentifierRule.isLabelLikeWrapperCall(value, keyValue: keyValue, wrappers: project.wrappers)
                    if entry.isLabelLike { entry.labelScope = DuplicateIdentifierRule.labelScope(of: value) }
                }
                entry.elementType = lookup.elementType(of: entry.element)
                return true
            }
            let typesByName = DuplicateIdentifierRule.noteTableEntries(of: group)
            var reported: Set<String> = []
            // By type, in file order: a shared identifier may appear in thousands of screens,
            // so each entry looks only at its own type and its ancestors, never the whole group.
            var byType: [String: [Entry]] = [:]
            for entry in group { byType[entry.type, default: []].append(entry) }
            // Within one type, its ancestor screens' elements included (and counted as earlier).
            for entry in group {
                let ancestors = ancestorsOf[entry.type] ?? []
                let inherited = ancestors.flatMap { byType[$0] ?? [] }
                let earlier = (byType[entry.type] ?? []).prefix { $0.order < entry.order }
                guard let first = (inherited + earlier).first(where: { other in
                    other.element.name != entry.element.name && !entry.excludes(other) && entry.mayBeOneElement(with: other)
                        && !DuplicateIdentifierRule.isReportedInTheTable(entry, other, typesByName: typesByName)
                }) else { continue }
                reported.insert(entry.place)
                findings.append(finding(file: entry.element.file, at: entry.element.location, """
                    \(entry.shortType).\(entry.element.name) has the same identifier \(DuplicateIdentifierRule.describe(entry)) as \
                    \(first.shortType).\(first.element.name) (\(DuplicateIdentifierRule.place(of: first.element, from: entry.element))); \
                    one element, one identifier: remove the copy or give it its own identifier
                    """, screen: entry.type, element: entry.element.name))
            }
            // Across types: one identifier, one element type. The first declaration in file order sets it.
            let typed = group.filter { $0.elementType != "any" && !$0.isLabelLike && $0.container == nil }
            guard let first = typed.first else { continue }
            for entry in typed where entry.order > first.order {
                guard entry.type != first.type, entry.elementType != first.elementType, !reported.contains(entry.place),
                      !DuplicateIdentifierRule.isPasswordSwap(entry.elementType, first.elementType) else { continue }
                findings.append(finding(file: entry.element.file, at: entry.element.location, """
                    \(entry.shortType).\(entry.element.name) is \(DuplicateIdentifierRule.withArticle(entry.elementType)) with identifier \(DuplicateIdentifierRule.describe(entry)), \
                    but \(first.shortType).\(first.element.name) (\(DuplicateIdentifierRule.place(of: first.element, from: entry.element))) \
                    is \(DuplicateIdentifierRule.withArticle(first.elementType)) with the same identifier; one of them looks for the wrong element type
                    """, screen: entry.type, element: entry.element.name))
            }
        }
        return findings
    }

    /// What is known of an identifier while the elements are counted.
    enum Slot {
        case empty
        /// The one element declared with it so far.
        case first(type: String, element: Element)
        /// Declared more than once: the group's number.
        case group(Int)
    }

    /// The identifiers declared more than once, each with its elements in the order met.
    struct Groups {
        var keys: [Key] = []
        var entries: [[Entry]] = []

        mutating func add(_ type: String, _ element: Element, key: Key, to slot: inout Slot) {
            switch slot {
            case .empty:
                slot = .first(type: type, element: element)
            case .first(let firstType, let first):
                slot = .group(keys.count)
                keys.append(key)
                entries.append([Entry(type: firstType, element: first, key: key), Entry(type: type, element: element, key: key)])
            case .group(let number):
                entries[number].append(Entry(type: type, element: element, key: key))
            }
        }
    }

    /// What identifiers are compared by: the value, or an unresolved constant's name.
    enum Key: Hashable, Comparable {
        case value(String)
        case unresolvedConstant(String)
    }

    /// An empty identifier (stream-chat's `app.buttons[""]`, a placeholder marked FIXME) has none: its
    /// elements are not copies of each other.
    static func key(_ source: IdentifierSource?) -> Key? {
        switch source {
        case .literal(let value)? where !value.isEmpty: return .value(value)
        case .constant(_, let value?)? where !value.isEmpty: return .value(value)
        case .constant(let path, nil)?: return .unresolvedConstant(path)
        default: return nil
        }
    }

    static func describe(_ entry: Entry) -> String {
        switch entry.element.identifier {
        case .literal(let value)?: return "\"\(value)\""
        case .constant(let path, let value?)?: return "\"\(value)\" (\(path))"
        case .constant(let path, nil)?: return path
        default: return "?"
        }
    }

    /// `line 12`, or `HomeScreen.swift:12` when in another file; when the other file has the
    /// same name, as many folders as tell them apart (`MyStore/SettingsScreen.swift:14`, from
    /// `Settings/SettingsScreen.swift`), never the part of the path the two share, so that the
    /// message is the same wherever the suite is checked out (a baseline compares messages).
    static func place(of element: Element, from other: Element) -> String {
        if element.file == other.file { return "line \(element.location.line)" }
        let components = element.file.split(separator: "/")
        let otherComponents = other.file.split(separator: "/")
        var count = 1
        while count < components.count, components.suffix(count).elementsEqual(otherComponents.suffix(count)) { count += 1 }
        return components.suffix(count).joined(separator: "/") + ":\(element.location.line)"
    }

    /// Whether the element is looked up inside another identified element
    /// (`app.tables["a"].cells["row"]`, or `cardNumber.staticTexts["headerLabel"]` where the type's
    /// element `cardNumber` is `app.otherElements[".cardNumber"]`: `insideElement` says which names
    /// are such elements), or narrowed after its identifier (`matching(identifier: "auth.gate")
    /// .matching(NSPredicate(format: "label == %@", "Log in"))`, as SwiftUI gives a container's
    /// identifier to its children): the same key may name another element elsewhere.
    static func isScoped(_ expr: Expr, insideElement: (String) -> Bool = { _ in false }) -> Bool {
        switch expr.kind {
        case .subscript(let base, _):
            return containsLookup(base, insideElement: insideElement)
        case .call(let callee, let arguments, let trailing):
            guard case .member(_, let base) = callee.kind else { return false }
            // A call of nothing hands the element on (a wrapper of the suite's, `.build()`), as `.firstMatch` does.
            if arguments.isEmpty && trailing.isEmpty { return isScoped(base, insideElement: insideElement) }
            return containsLookup(base, insideElement: insideElement)
        case .member(_, let base), .postfix(_, let base):
            return isScoped(base, insideElement: insideElement)
        default:
            return false
        }
    }

    /// Whether the expression finds something by a key or identifier on its way, or starts from an
    /// element `insideElement` names.
    static func containsLookup(_ expr: Expr, insideElement: (String) -> Bool = { _ in false }) -> Bool {
        switch expr.kind {
        case .subscript(let base, let arguments):
            if let key = arguments.first?.value, case .integer = key.kind { return containsLookup(base, insideElement: insideElement) }
            return true
        case .call(let callee, let arguments, _):
            if arguments.contains(where: { $0.label == "identifier" }) { return true }
            if case .member(_, let base) = callee.kind { return containsLookup(base, insideElement: insideElement) }
            return false
        case .member(let name, let base):
            if case .identifier("self") = base.kind { return insideElement(name) }
            return containsLookup(base, insideElement: insideElement)
        case .postfix(_, let base):
            return containsLookup(base, insideElement: insideElement)
        case .identifier(let name):
            return insideElement(name)
        default:
            return false
        }
    }

    /// The name a query starts from: `safariApp` in `safariApp.buttons["URL"].firstMatch` and in
    /// `self.safariApp.buttons["URL"]`; nil when it starts from anything else (a call, a literal).
    static func rootName(of expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name):
            return name
        case .member(let name, let base):
            if case .identifier("self") = base.kind { return name }
            return rootName(of: base)
        case .subscript(let base, _), .postfix(_, let base):
            return rootName(of: base)
        case .call(let callee, _, _):
            if case .member(_, let base) = callee.kind { return rootName(of: base) }
            return nil
        default:
            return nil
        }
    }

    /// Whether the element is every match of a query rather than one of them:
    /// `app.buttons.matching(identifier: id)`, `descendants(matching:)`, KassiOS's `all(_:)`.
    static func isEveryMatch(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call(let callee, _, _):
            switch callee.kind {
            case .member(let name, _): return name == "matching" || name == "descendants" || name == "children"
            case .identifier(let name): return name == "all"
            default: return false
            }
        case .postfix(_, let base):
            return isEveryMatch(base)
        default:
            return false
        }
    }

    /// `app.buttons["Log in"]`, `app.staticTexts["Welcome"]`: a subscript key that reads as a label
    /// (as `label-locator` reads one: not `LoginButton` or "Prologue Continue Button"), which
    /// XCUITest may match against the label. `keyValue`: what a
    /// static-enum page's `rawValue` key resolves to (`buttons[rawValue]`, "Recipes"); a key read
    /// from a constant (`buttons[A11y.login]`) is an identifier, whatever it spells.
    static func isLabelLikeSubscript(_ expr: Expr, keyValue: String? = nil) -> Bool {
        switch expr.kind {
        case .member(let name, let base) where name == "firstMatch" || name == "element":
            return isLabelLikeSubscript(base, keyValue: keyValue)
        case .postfix(_, let base):
            return isLabelLikeSubscript(base, keyValue: keyValue)
        case .subscript(_, let arguments):
            guard let key = arguments.first.flatMap({ argument -> String? in
                      switch argument.value.kind {
                      case .string(let literal): return literal.staticValue
                      // A static-enum page's `buttons[rawValue]`: the case's own value.
                      case .identifier("rawValue"): return keyValue
                      case .member("rawValue", let base): if case .identifier("self") = base.kind { return keyValue }; return nil
                      default: return nil
                      }
                  }) else { return false }
            return LabelLocatorRule.looksLikeLabel(key)
        default:
            return false
        }
    }

    /// "a button", "an image", "an other element" (XCUITest's `.other`, which reads as a word alone).
    static func withArticle(_ elementType: String) -> String {
        let article = elementType.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return article + " " + elementType + (elementType == "other" ? " element" : "")
    }

    /// A call of a wrapper that puts what it is given in a query subscript (PIA's `button(with:
    /// "Settings")`, `func button(with id: String) -> XCUIElement { buttons[id] }`), with a key
    /// that reads like a label: the subscript it ends in may match the label.
    static func isLabelLikeWrapperCall(_ expr: Expr, keyValue: String?, wrappers: [String: [Wrapper]]) -> Bool {
        guard let keyValue, LabelLocatorRule.looksLikeLabel(keyValue), case .call(let callee, let arguments, _) = expr.unwrapped.kind,
              let name = CallSite.name(ofCallee: callee) else { return false }
        // The wrapper this call is to, as its arguments match its parameters (a builder of the same
        // name is none), with an argument in a parameter that reaches a subscript.
        return wrappers[name]?.contains { wrapper in
            guard let matched = wrapper.match(arguments) else { return false }
            return wrapper.labelMatchingParameters.contains { matched[$0] != nil }
        } == true
    }


    /// Where a label-like subscript looks: the element collections its query goes through
    /// before the last, whatever the application is called (`app`, `self.app`, `base.app`,
    /// `XCUIApplication()`): `tables` for `app.tables.staticTexts["Title"].firstMatch`, nothing
    /// for `app.buttons["Done"]` or `self.app.buttons["Done"]`.
    static func labelScope(of expr: Expr) -> String {
        switch expr.kind {
        case .member(let name, let base) where name == "firstMatch" || name == "element":
            return labelScope(of: base)
        case .postfix(_, let base):
            return labelScope(of: base)
        case .subscript(let query, _):
            guard case .member(_, let container) = query.kind else { return "" }
            return collections(in: container)
        default:
            return ""
        }
    }

    /// The element collections and query methods along a query, root first (`tables`,
    /// `otherElements.descendants()`); the names around them (`app`, `self`) are not kept.
    private static func collections(in expr: Expr) -> String {
        func joined(_ rest: String, _ name: String) -> String { rest.isEmpty ? name : rest + "." + name }
        switch expr.kind {
        case .member(let name, let base):
            let rest = collections(in: base)
            return ElementQueries.collections[name] != nil ? joined(rest, name) : rest
        case .call(let callee, _, _):
            guard case .member(let name, let base) = callee.kind else { return "" }
            let rest = collections(in: base)
            return ElementQueries.queryMethods.contains(name) ? joined(rest, name + "()") : rest
        case .subscript(let base, _), .postfix(_, let base):
            return collections(in: base)
        default:
            return ""
        }
    }

    /// The query an element is made with: what the closure of KassiOS's `custom("…") { … }` returns, else the value.
    static func query(of value: Expr) -> Expr {
        guard case .call(_, let arguments, let trailingClosures) = value.kind else { return value }
        return ElementQueries.closureQuery(arguments: arguments, trailingClosures: trailingClosures) ?? value
    }

    /// Whether a predicate of the query compares the label too (`NSPredicate(format: "identifier == %@
    /// AND label BEGINSWITH %@", …)`): SwiftUI gives a container's identifier to its children, and
    /// a test tells them apart so.
    static func comparesLabel(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call(let callee, let arguments, _):
            for argument in arguments {
                guard case .call(let predicate, let predicateArguments, _) = argument.value.unwrapped.kind,
                      case .identifier("NSPredicate") = predicate.kind, predicateArguments.first?.label == "format",
                      case .string(let format)? = predicateArguments.first?.value.kind else { continue }
                if format.staticValue?.contains("label") == true { return true }
            }
            if case .member(_, let base) = callee.kind { return comparesLabel(base) }
            return false
        case .member(_, let base), .subscript(let base, _), .postfix(_, let base):
            return comparesLabel(base)
        default:
            return false
        }
    }

    /// Whether a query finds an alert or a sheet by its key (`app.sheets["alert"]`, macOS's own
    /// identifier of an alert sheet; `app.alerts["Delete note?"]`, its title): no identifier the app
    /// chose, so two of them are no copy. The elements inside one (`app.alerts[…].buttons["ok"]`) are.
    static func findsAnAlertOrSheetByKey(_ expr: Expr) -> Bool {
        var current = expr
        for _ in 0..<8 {
            switch current.kind {
            case .member(let name, let base) where name == "firstMatch" || name == "element":
                current = base
            case .postfix(_, let operand):
                current = operand
            case .subscript(let base, _):
                guard case .member(let collection, _) = base.kind else { return false }
                return collection == "alerts" || collection == "sheets"
            default:
                return false
            }
        }
        return false
    }

    /// Whether the element is matched through `containing(_:identifier:)`: the identifier is a child's.
    static func usesContaining(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call(let callee, _, _):
            if case .member(let name, let base) = callee.kind {
                return name == "containing" || usesContaining(base)
            }
            return false
        case .member(_, let base), .subscript(let base, _), .postfix(_, let base):
            return usesContaining(base)
        default:
            return false
        }
    }
}
