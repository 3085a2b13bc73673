import KassiosHierarchy
import KassiosModel

/// What generation needs to know about each kind of element: whether a test acts on it,
/// how XCUITest and KassiOS find it, and what to call it.
enum ElementKinds {
    /// Elements a test taps, types into or adjusts: generated when identified, listed for an
    /// identifier when not.
    static let interactive: Set<ElementType> = [
        .button, .link, .textField, .secureTextField, .searchField, .textView, .switch, .toggle, .slider, .stepper,
        .picker, .pickerWheel, .datePicker, .segmentedControl, .cell, .tab, .checkBox, .popUpButton, .menuItem,
        "radioButton", "comboBox", "menuButton", "toolbarButton", "incrementArrow", "decrementArrow",
    ]

    /// Never generated, even with an identifier: the app and its windows, and the system's
    /// keyboard and status bar (their subtrees are skipped too).
    static let chrome: Set<ElementType> = [.application, .window, .keyboard, .key, .statusBar]
    static let skippedSubtrees: Set<ElementType> = [.keyboard, .statusBar]

    /// Bars shared by many screens: what they hold does not tell one screen from another.
    static let bars: Set<ElementType> = [.navigationBar, .tabBar, .toolbar]
    /// Repeated content: the texts inside a row are data, not elements of the screen.
    static let rows: Set<ElementType> = [.cell, "tableRow", "outlineRow"]
    static let textInputs: Set<ElementType> = [.textField, .secureTextField, .searchField, .textView]

    /// `buttons`, `switches`, `otherElements`: the query of XCUIElementTypeQueryProvider that
    /// finds the type, or `descendants(matching: .x)` for a type without one.
    static func query(for type: ElementType) -> String {
        let name = type == .other ? "otherElements" : SwiftSpelling.plural(type.name)
        if ElementQueries.collections[name] == type.name { return name }
        return "descendants(matching: .\(type.isKnown ? type.name : "any"))"
    }

    /// KassiOS's builder for the type, and whether it needs `type: .x` (the generic `element(_:type:)`).
    static func kassiOSBuilder(for type: ElementType) -> (name: String, needsType: Bool) {
        if let builder = kassiOSBuilders[type.name] { return (builder, false) }
        return ("element", type.isKnown && type != .any)
    }

    /// Builders a `KassScreen` certainly has (the Finch suite uses each of them); any other
    /// type goes through `element(_:type:)`.
    private static let kassiOSBuilders: [String: String] = [
        "button": "button", "staticText": "staticText", "textField": "textField", "secureTextField": "secureTextField",
        "image": "image", "cell": "cell", "link": "link", "other": "other", "switch": "switchControl",
        "textView": "textView", "searchField": "searchField", "slider": "slider", "picker": "picker", "table": "table",
        "collectionView": "collectionView", "scrollView": "scrollView", "segmentedControl": "segmentedControl",
        "webView": "webView",
    ]

    /// The word a name gets when it must say its kind: `emailField`, `submitButton`.
    static func nameSuffix(for type: ElementType) -> String {
        switch type {
        case .textField: return "Field"
        case .secureTextField: return "SecureField"
        case .staticText: return "Text"
        case .other, .any: return "Element"
        default: return SwiftSpelling.upperFirst(type.name)
        }
    }

    /// `StaticText`, as XCUITest's debugDescription names the type.
    static func displayName(for type: ElementType) -> String {
        SwiftSpelling.upperFirst(type.name)
    }

    /// What a generated robot does with the element, if anything.
    static func action(for type: ElementType, isSecret: Bool) -> ElementAction? {
        if type == .slider { return .adjust }
        if textInputs.contains(type) { return isSecret ? .tap : .type }
        let tapped: Set<ElementType> = [.button, .link, .cell, .tab, .switch, .toggle, .checkBox, .popUpButton, .menuItem,
                                        "radioButton", "menuButton", "toolbarButton"]
        return tapped.contains(type) ? .tap : nil
    }
}

/// What a generated action method does.
public enum ElementAction: String, Sendable {
    case tap
    /// `typeText` into a field that is not secret.
    case type
    /// `adjust(toNormalizedSliderPosition:)`.
    case adjust
}
