/// An element's type, named as `XCUIElement.ElementType` names its cases: `button`,
/// `staticText`, `textField`, `secureTextField`, `switch`, `cell`, `other`…
///
/// Every dump spells types its own way (`StaticText` in a debugDescription,
/// `XCUIElementTypeStaticText` in Appium's XML, `StaticText` or `AXStaticText` in idb's
/// JSON, a raw value such as `48` in an inventory); readers normalise them all to these
/// names, so generated code can say `app.staticTexts` without caring where the dump came
/// from. A type XCUITest does not know keeps its own name, first letter lowercased, and
/// `isKnown` is false.
public struct ElementType: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The case name: `staticText`, `button`.
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
    public static func < (lhs: ElementType, rhs: ElementType) -> Bool { lhs.name < rhs.name }

    /// Whether `XCUIElement.ElementType` has a case of this name.
    public var isKnown: Bool { ElementType.rawValues[name] != nil }

    /// `XCUIElement.ElementType.rawValue` of this type, for the known ones.
    public var rawValue: Int? { ElementType.rawValues[name] }

    /// The type `XCUIElement.ElementType(rawValue:)` makes of `rawValue`.
    public init?(rawValue: Int) {
        guard rawValue >= 0, rawValue < ElementType.caseNames.count else { return nil }
        self.name = ElementType.caseNames[rawValue]
    }

    /// The type a dump names `spelling`: `StaticText`, `XCUIElementTypeStaticText`,
    /// `staticText`, `AXStaticText` and `XCUIElement.ElementType.staticText` are all
    /// `staticText`. `nil` for an empty spelling or one that is not a name.
    public init?(normalizing spelling: String) {
        var text = Substring(spelling)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        for prefix in ["XCUIElement.ElementType.", "XCUIElementType", "ElementType.", "."] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        if text.hasPrefix("AX"), text.count > 2, let third = text.dropFirst(2).first, third.isUppercase {
            text = text.dropFirst(2)
        }
        guard let first = text.first, first.isLetter,
              text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let known = ElementType.caseNamesByLowercase[text.lowercased()] {
            self.name = known
        } else {
            self.name = first.lowercased() + text.dropFirst()
        }
    }

    // MARK: - The names

    /// `XCUIElement.ElementType`'s cases in raw-value order (`any` is 0, `cell` is 75).
    public static let caseNames: [String] = [
        "any", "other", "application", "group", "window", "sheet", "drawer", "alert", "dialog", "button",
        "radioButton", "radioGroup", "checkBox", "disclosureTriangle", "popUpButton", "comboBox", "menuButton",
        "toolbarButton", "popover", "keyboard", "key", "navigationBar", "tabBar", "tabGroup", "toolbar", "statusBar",
        "table", "tableRow", "tableColumn", "outline", "outlineRow", "browser", "collectionView", "slider",
        "pageIndicator", "progressIndicator", "activityIndicator", "segmentedControl", "picker", "pickerWheel",
        "switch", "toggle", "link", "image", "icon", "searchField", "scrollView", "scrollBar", "staticText",
        "textField", "secureTextField", "datePicker", "textView", "menu", "menuItem", "menuBar", "menuBarItem", "map",
        "webView", "incrementArrow", "decrementArrow", "timeline", "ratingIndicator", "valueIndicator", "splitGroup",
        "splitter", "relevanceIndicator", "colorWell", "helpTag", "matte", "dockItem", "ruler", "rulerMarker", "grid",
        "levelIndicator", "cell", "layoutArea", "layoutItem", "handle", "stepper", "tab", "touchBar", "statusItem",
    ]

    private static let rawValues: [String: Int] = Dictionary(
        uniqueKeysWithValues: caseNames.enumerated().map { ($0.element, $0.offset) })
    private static let caseNamesByLowercase: [String: String] = Dictionary(
        uniqueKeysWithValues: caseNames.map { ($0.lowercased(), $0) })

    public static let any = ElementType("any")
    public static let other = ElementType("other")
    public static let application = ElementType("application")
    public static let window = ElementType("window")
    public static let sheet = ElementType("sheet")
    public static let alert = ElementType("alert")
    public static let button = ElementType("button")
    public static let checkBox = ElementType("checkBox")
    public static let popUpButton = ElementType("popUpButton")
    public static let keyboard = ElementType("keyboard")
    public static let key = ElementType("key")
    public static let navigationBar = ElementType("navigationBar")
    public static let tabBar = ElementType("tabBar")
    public static let toolbar = ElementType("toolbar")
    public static let statusBar = ElementType("statusBar")
    public static let table = ElementType("table")
    public static let collectionView = ElementType("collectionView")
    public static let slider = ElementType("slider")
    public static let pageIndicator = ElementType("pageIndicator")
    public static let progressIndicator = ElementType("progressIndicator")
    public static let activityIndicator = ElementType("activityIndicator")
    public static let segmentedControl = ElementType("segmentedControl")
    public static let picker = ElementType("picker")
    public static let pickerWheel = ElementType("pickerWheel")
    public static let `switch` = ElementType("switch")
    public static let toggle = ElementType("toggle")
    public static let link = ElementType("link")
    public static let image = ElementType("image")
    public static let searchField = ElementType("searchField")
    public static let scrollView = ElementType("scrollView")
    public static let staticText = ElementType("staticText")
    public static let textField = ElementType("textField")
    public static let secureTextField = ElementType("secureTextField")
    public static let datePicker = ElementType("datePicker")
    public static let textView = ElementType("textView")
    public static let menuItem = ElementType("menuItem")
    public static let webView = ElementType("webView")
    public static let cell = ElementType("cell")
    public static let stepper = ElementType("stepper")
    public static let tab = ElementType("tab")
}
