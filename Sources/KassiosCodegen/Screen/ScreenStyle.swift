import KassiosModel
import KassiosSyntax

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

    /// The load check a robot or page object is given, unless the suite names its own
    /// (`robots: load_checks:`); KassiOS screens have `onLoad`.
    public var defaultLoadCheck: String {
        switch self {
        case .kassios: return "onLoad"
        case .robot: return "assertVisible"
        case .pageObject: return "waitForLoad"
        }
    }

    /// The load check to write given the names the suite's configuration counts as load checks:
    /// the style's own when they include it, else the first of them (`verifyScreenLoaded`).
    public func loadCheck(among configured: [String]) -> String {
        guard self != .kassios, !configured.contains(defaultLoadCheck), let first = configured.first,
              let head = first.first, head.isLetter || head == "_", first.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return defaultLoadCheck }
        return first
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

extension ScreenStyle {
    /// The style a suite's screen objects are written in, when neither `--style` nor `codegen:
    /// style:` says; nil for a suite with no screen object to follow. KassiOS for a suite of
    /// KassiOS screens or one that imports KassiOS, as `generate test` reads it; otherwise the
    /// shape most of the types with elements have: classes (robots, Automattic's `ScreenObject`s)
    /// make robots, structs and static-enum pages make page objects, a tie robots. A protocol's
    /// elements count as its adopters' (structs that adopt `LoginElements` are page objects), and
    /// the test classes' own elements are no screen object's.
    public static func following(_ project: Project) -> ScreenStyle? {
        guard !project.elementsByType.isEmpty else { return nil }
        if TestGenerator.style(following: project) == .kassios { return .kassios }
        let testClasses = project.testCaseClassNames
        var shapes: [String: TypeDecl.Kind] = [:]
        for typeName in project.elementsByType.keys where !testClasses.contains(typeName) {
            guard let type = project.index.types[typeName], let kind = type.kind else { continue }
            guard kind == .protocol else {
                shapes[typeName] = kind
                continue
            }
            for adopter in project.index.sortedTypes where !testClasses.contains(adopter.qualifiedName) && adopter.kind != .protocol
                && project.index.inheritedTypes(of: adopter).contains(where: { $0 === type }) {
                shapes[adopter.qualifiedName] = adopter.kind
            }
        }
        let values = shapes.values.filter { $0 == .struct || $0 == .enum }.count
        let classes = shapes.values.filter { $0 == .class || $0 == .actor }.count
        guard classes + values > 0 else { return nil }
        return values > classes ? .pageObject : .robot
    }
}

extension ScreenStyle {
    /// Whether a class, or one it inherits from, declares an `app` its subclasses can read: what a
    /// robot generated without its own (`app.buttons[…]`) needs from its base.
    public static func holdsTheApp(_ type: TypeInfo, in project: Project) -> Bool {
        project.index.classChain(from: type).contains { ancestor in
            ancestor.members.contains { member in
                guard case .variable(let variable) = member.value, variable.bindings.binds("app") else { return false }
                return !variable.header.isPrivate
            }
        }
    }

    /// The names the suite's `base` and the classes above it declare (`backButton`, `tapSubmit`):
    /// a subclass that declared one again would not compile (a stored property over an inherited
    /// one, a method without `override`), so generated members avoid them.
    public static func inheritedMemberNames(of base: String?, in project: Project) -> Set<String> {
        var names = Set<String>()
        var next = base.flatMap { project.index.types[$0] }
        var seen = Set<String>()
        while let type = next, seen.insert(type.qualifiedName).inserted {
            for member in type.members { names.formUnion(ExistingScreen.declaredNames(member.value)) }
            next = type.superclass?.resolved
        }
        return names
    }

    /// A superclass the suite declares and its screen objects of this style share.
    public struct SharedBase: Equatable {
        public let name: String
        /// How many of the suite's screen objects of the style inherit from it directly, of `total`.
        public let users: Int
        public let total: Int
    }

    /// The class most of the suite's screen objects of this style inherit from directly, when the
    /// suite declares it and at least two of them, and most, do: `class BaseScreen: KassScreen` for
    /// KassiOS screens, `class Robot { let app: XCUIApplication … }` for robots (one that declares
    /// `app`, which a generated robot then does not). Nil for page objects (structs), and for a suite
    /// whose screen objects stand alone or spread over several bases.
    public func sharedBase(in project: Project) -> SharedBase? {
        var counts: [String: Int] = [:]
        var total = 0
        switch self {
        case .kassios:
            for screen in project.screens where screen.dialect == .kassios && !screen.isAbstract {
                total += 1
                if screen.superclass != defaultBase, let base = project.index.types[screen.superclass], base.kind == .class {
                    counts[base.qualifiedName, default: 0] += 1
                }
            }
        case .robot:
            // Not the KassiOS screens and ScreenObjects, classes too: only what stands as a robot.
            let testClasses = project.testCaseClassNames
            let screens = Set(project.screens.lazy.filter { $0.dialect != .robot }.map(\.name))
            for typeName in project.elementsByType.keys where !testClasses.contains(typeName) && !screens.contains(typeName) {
                guard let type = project.index.types[typeName], type.kind == .class else { continue }
                total += 1
                guard let base = type.superclass?.resolved, base.kind == .class, !testClasses.contains(base.qualifiedName),
                      ScreenStyle.holdsTheApp(base, in: project) else { continue }
                counts[base.qualifiedName, default: 0] += 1
            }
        case .pageObject:
            return nil
        }
        guard let (name, users) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
              users >= 2, users * 2 > total else { return nil }
        return SharedBase(name: name, users: users, total: total)
    }
}
