import KassiosSyntax

/// A function that makes an element from an identifier: KassiOS's `button(_:)`,
/// `element(id:label:type:)`, or a team's own.
public struct ElementBuilder: Sendable, Hashable {
    /// Where the identifier is among the call's arguments.
    public enum IdentifierArgument: Sendable, Hashable {
        /// The unlabeled argument at this position (0-based, counting only unlabeled ones).
        case unlabeled(Int)
        /// The argument with this label.
        case labeled(String)
        /// A builder that locates by label or description; it carries no identifier.
        case none
    }

    public let name: String
    /// Argument labels that must all be present for the call to be this builder;
    /// `_` for an unlabeled argument. Extra arguments are allowed.
    public let requiredLabels: [String]
    public let identifier: IdentifierArgument
    /// The XCUIElement.ElementType name of what it builds (`button`, `any`).
    public let elementType: String
    /// `button(_:)`, `element(id:)`: made once, as every identifier position it finds names it.
    public let signature: String

    public init(name: String, requiredLabels: [String], identifier: IdentifierArgument, elementType: String) {
        self.name = name
        self.requiredLabels = requiredLabels
        self.identifier = identifier
        self.elementType = elementType
        signature = name + "(" + requiredLabels.map { $0 + ":" }.joined() + ")"
    }

    /// KassiOS's builders, as a `KassScreen` calls them.
    public static let kassiOS: [ElementBuilder] = {
        var builders: [ElementBuilder] = []
        let simple: [(String, String)] = [
            ("button", "button"), ("staticText", "staticText"), ("textField", "textField"),
            ("secureTextField", "secureTextField"), ("image", "image"), ("cell", "cell"), ("link", "link"),
            ("other", "other"), ("switchControl", "switch"), ("element", "any"), ("textView", "textView"),
            ("searchField", "searchField"), ("slider", "slider"), ("picker", "picker"), ("table", "table"),
            ("collectionView", "collectionView"), ("scrollView", "scrollView"), ("navigationBar", "navigationBar"),
            ("tabBar", "tabBar"), ("alert", "alert"), ("segmentedControl", "segmentedControl"), ("webView", "webView"),
        ]
        for (name, type) in simple {
            builders.append(ElementBuilder(name: name, requiredLabels: ["_"], identifier: .unlabeled(0), elementType: type))
        }
        builders += [
            ElementBuilder(name: "element", requiredLabels: ["id"], identifier: .labeled("id"), elementType: "any"),
            ElementBuilder(name: "button", requiredLabels: ["id"], identifier: .labeled("id"), elementType: "button"),
            ElementBuilder(name: "descendant", requiredLabels: ["_", "_"], identifier: .unlabeled(1), elementType: "any"),
            ElementBuilder(name: "all", requiredLabels: ["_"], identifier: .unlabeled(0), elementType: "any"),
            // Located by label or description: no identifier to check.
            ElementBuilder(name: "staticText", requiredLabels: ["containing"], identifier: .none, elementType: "staticText"),
            ElementBuilder(name: "button", requiredLabels: ["containing"], identifier: .none, elementType: "button"),
            ElementBuilder(name: "element", requiredLabels: ["labelContains"], identifier: .none, elementType: "any"),
            ElementBuilder(name: "webView", requiredLabels: [], identifier: .none, elementType: "webView"),
            ElementBuilder(name: "custom", requiredLabels: [], identifier: .none, elementType: "any"),
            ElementBuilder(name: "customCollection", requiredLabels: [], identifier: .none, elementType: "any"),
        ]
        return builders
    }()
}

/// XCUITest's element queries: `XCUIElementTypeQueryProvider` collections and the
/// `XCUIElementQuery` methods that take an identifier.
public enum ElementQueries {
    /// `app.buttons` → `button`. Every collection of XCUIElementTypeQueryProvider.
    public static let collections: [String: String] = {
        let types = [
            "activityIndicator", "alert", "browser", "button", "cell", "checkBox", "collectionView", "colorWell",
            "comboBox", "datePicker", "decrementArrow", "dialog", "disclosureTriangle", "dockItem", "drawer",
            "grid", "group", "handle", "helpTag", "icon", "image", "incrementArrow", "key", "keyboard",
            "layoutArea", "layoutItem", "levelIndicator", "link", "map", "matte", "menu", "menuBar",
            "menuBarItem", "menuButton", "menuItem", "navigationBar", "other", "outline", "outlineRow",
            "pageIndicator", "picker", "pickerWheel", "popUpButton", "popover", "progressIndicator",
            "radioButton", "radioGroup", "ratingIndicator", "relevanceIndicator", "ruler", "rulerMarker",
            "scrollBar", "scrollView", "searchField", "secureTextField", "segmentedControl", "sheet", "slider",
            "splitGroup", "splitter", "staticText", "statusBar", "statusItem", "stepper", "tab", "tabBar",
            "tabGroup", "table", "tableColumn", "tableRow", "textField", "textView", "timeline", "toggle",
            "toolbar", "toolbarButton", "touchBar", "valueIndicator", "webView", "window",
        ]
        var map: [String: String] = [:]
        for type in types { map[type + "s"] = type }
        map["switches"] = "switch"
        map["checkBoxes"] = "checkBox"
        map["comboBoxes"] = "comboBox"
        map["menuBars"] = "menuBar"
        map["otherElements"] = "other"
        map["keys"] = "key"
        map["progressIndicators"] = "progressIndicator"
        map["staticTexts"] = "staticText"
        map["links"] = "link"
        return map
    }()

    /// Every `XCUIElement.ElementType` case name (`button`, `other`, `switch`), and `any`.
    public static let types: Set<String> = Set(collections.values).union(["any"])

    /// Collections whose elements the app cannot identify: system alerts and sheets, the
    /// keyboard, the edit menu (Copy, Paste), web content.
    public static let unidentifiable: Set<String> = ["alerts", "sheets", "keyboards", "keys", "menuItems", "webViews"]

    /// What a test does to an element, on iOS and macOS: taps, typing, gestures, clicks. (The rules
    /// that tell an action from a check read this one list.)
    public static let interactions: Set<String> = [
        "tap", "doubleTap", "twoFingerTap", "press", "typeText", "typeKey", "swipeUp", "swipeDown", "swipeLeft",
        "swipeRight", "pinch", "rotate", "adjust", "scroll", "click", "doubleClick", "rightClick", "hover",
    ]

    /// Query methods returning a query that a subscript or `firstMatch` then narrows.
    public static let queryMethods: Set<String> = ["descendants", "children", "matching", "containing"]

    /// Whether the expression finds a query, not one element: a collection (`app.cells`) or a query
    /// method's result (`app.buttons.matching(…)`), with nothing after it that picks an element
    /// (a subscript, `firstMatch`, `element(boundBy:)`). Such a value has no `waitForExistence`.
    public static func yieldsAQuery(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .member(let name, _):
            return collections[name] != nil
        case .call(let callee, _, _):
            guard case .member(let name, _) = callee.kind else { return false }
            return queryMethods.contains(name)
        default:
            return false
        }
    }

    /// What a getter kept in a property returns (`{ $0.tables["posts.list"] }` → `$0.tables["posts.list"]`),
    /// as ScreenObject suites write elements; any other value as it is.
    public static func unwrappingGetter(_ value: Expr) -> Expr {
        if let returned = returnedByClosure(value) { return returned }
        return value
    }

    /// What a closure returns, as its single expression or its first `return`; nil for any other value.
    static func returnedByClosure(_ value: Expr) -> Expr? {
        guard case .closure(let closure) = value.kind else { return nil }
        return Stmt.returnedValue(of: closure.body)
    }

    /// The query the first closure among a call's arguments returns: what KassiOS's escape
    /// hatches are made with (`custom("feed") { [app] in app.scrollViews["home.feed"] }`).
    public static func closureQuery(arguments: ArgumentList, trailingClosures: ArgumentList) -> Expr? {
        for argument in trailingClosures + arguments {
            if let returned = returnedByClosure(argument.value) { return returned }
        }
        return nil
    }
}
