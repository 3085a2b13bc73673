/// The shapes of screen object kassios generates.
public enum ScreenStyle: String, CaseIterable, Sendable {
    /// A KassiOS `KassScreen` subclass: `lazy var x = button("…")` and `override var onLoad`.
    case kassios
    /// A class holding the `XCUIApplication`, element accessors, `assertVisible()` and
    /// `@discardableResult` actions returning `Self`.
    case robot
    /// A struct holding the `XCUIApplication` with computed `var x: XCUIElement { app.buttons["…"] }`.
    case pageObject = "page-object"

    /// `LoginScreen`, `LoginRobot`, `LoginPage`.
    public var typeSuffix: String {
        switch self {
        case .kassios: return "Screen"
        case .robot: return "Robot"
        case .pageObject: return "Page"
        }
    }

    /// The superclass when none is asked for; robots and page objects stand alone.
    public var defaultBase: String {
        self == .kassios ? "KassScreen" : ""
    }

    /// The template's file name, in `Templates/` or a team's `--templates` folder.
    public var templateFileName: String { "screen-\(rawValue).swift.template" }

    /// The type name for a screen called `name`: `Login` or `LoginScreen` → `LoginScreen`.
    public func typeName(for name: String) -> String {
        ScreenStyle.screenName(of: SwiftSpelling.upperFirst(name)) + typeSuffix
    }

    /// `Login` for `LoginScreen`, `LoginRobot`, `LoginPage` or `Login`.
    public static func screenName(of typeName: String) -> String {
        for style in ScreenStyle.allCases where typeName.hasSuffix(style.typeSuffix) && typeName.count > style.typeSuffix.count {
            return String(typeName.dropLast(style.typeSuffix.count))
        }
        return typeName
    }
}
