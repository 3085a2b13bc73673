import KassiosSyntax

/// How test code makes an instance of a type of the suite: by its name for a caseless enum or a
/// type of static members; else with the initializer that needs nothing (`LoginPage()`,
/// `try PostsScreen()`), or nothing but the app (`HomeRobot(app)`, `HomeRobot(app: app)`), its
/// own or, when it declares none, the nearest ancestor's, or a struct's memberwise one, or nothing
/// but the app and the test (Hymns' `HomeViewCan(app, testCase: self)`); else the initializer that
/// needs the fewest arguments (lejng's `RecipePage(recipeName:)`), each argument but the app and the
/// test for a person to give. `kassios map --path` and `generate test` write it.
public struct TypeConstruction: Sendable, Equatable {
    /// An argument the initializer needs: the test's app, or a value of a type (as written).
    public enum Argument: Sendable, Equatable {
        case app(label: String?)
        /// An `XCTestCase`: the test that makes it, `self`.
        case testCase(label: String?)
        case value(label: String?, type: String?)
    }

    /// Nil: the type is used by its name, not made.
    public let arguments: [Argument]?
    public let isThrowing: Bool
    /// An `async` initializer: made with `await`.
    public var isAsync = false

    /// Whether the test's app and the test itself are all it needs (or nothing: made by its name, or
    /// with no argument).
    public var needsOnlyWhatATestHas: Bool {
        (arguments ?? []).allSatisfy { if case .value = $0 { return false } else { return true } }
    }

    /// `try LoginPage()`, `HomeRobot(app: app)`, `DetailPage(title: <#String#>)`: `value` writes
    /// each argument that is not the app.
    public func code(making typeName: String, value: (String?) -> String) -> String {
        guard let arguments else { return typeName }
        let written = arguments.map { argument -> String in
            switch argument {
            case .app(let label): return (label.map { $0 + ": " } ?? "") + "app"
            case .testCase(let label): return (label.map { $0 + ": " } ?? "") + "self"
            case .value(let label, let type): return (label.map { $0 + ": " } ?? "") + value(type)
            }
        }
        return CallEffects(throwing: isThrowing, async: isAsync).prefix + typeName + "(" + written.joined(separator: ", ") + ")"
    }

    /// Nil when the type's initializers are unknown (it inherits them from a type the linted
    /// files do not declare) or every one needs something the files do not say how to give.
    public static func of(_ type: TypeInfo, in index: DeclarationIndex) -> TypeConstruction? {
        if type.kind == .enum { return TypeConstruction(arguments: nil, isThrowing: false) }
        // Only static members (`static let keyboardButton = …`, a page's `static func logIn()` under a base
        // of static members too), in the type and the classes it inherits: used by the type's name. Not a
        // type with an initializer (SimpleEdit's `struct DocumentBrowserRootRobot { init() { … } }`), nor one
        // under a base with instance members (`final class HomeScreen: AppScreen` with `AppScreen.openHelp()`).
        let hasInstanceMembers = index.classChain(from: type).contains { declaring in
            declaring.members.contains { member in
                switch member.value {
                case .variable(let variable): return !variable.header.isStatic
                // A `private init() {}` keeps a holder of static members from being made: no instance member.
                case .function(let function):
                    if function.kind == .initializer { return !function.header.isPrivate }
                    return function.kind != .subscript && !function.header.isStatic
                default: return false
                }
            }
        }
        if !hasInstanceMembers && !type.members.isEmpty {
            return TypeConstruction(arguments: nil, isThrowing: false)
        }
        var initializers: [FunctionDecl] = []
        var last = type
        for current in index.classChain(from: type) where initializers.isEmpty {
            last = current
            for member in current.members {
                if case .function(let function) = member.value, function.kind == .initializer { initializers.append(function) }
            }
        }
        if initializers.isEmpty {
            // Inheriting from a type the linted files do not declare (a superclass, or a protocol
            // with initializer requirements): its initializers are unknown.
            if last.kind == .class, let inherited = last.primary?.value.inheritance.first,
               index.resolveType(inherited.text, from: nil) == nil {
                return nil
            }
            guard type.kind == .struct else { return TypeConstruction(arguments: [], isThrowing: false) }
            return memberwise(type)
        }
        // The one that needs nothing; else the app alone; else the app and the test.
        var appAlone: TypeConstruction?
        var appAndTest: TypeConstruction?
        for function in initializers {
            let required = function.parameters.filter { $0.defaultValue == nil }
            if required.isEmpty { return TypeConstruction(arguments: [], isThrowing: function.isThrowing, isAsync: function.isAsync) }
            let made = TypeConstruction(arguments: required.map(argument), isThrowing: function.isThrowing, isAsync: function.isAsync)
            if appAlone == nil, required.count == 1, required[0].type?.baseName == "XCUIApplication" {
                appAlone = made
            } else if appAndTest == nil, made.needsOnlyWhatATestHas {
                appAndTest = made
            }
        }
        if let made = appAlone ?? appAndTest { return made }
        guard let fewest = initializers.min(by: { $0.parameters.filter { $0.defaultValue == nil }.count
                                                     < $1.parameters.filter { $0.defaultValue == nil }.count }) else { return nil }
        let arguments = fewest.parameters.filter { $0.defaultValue == nil }.map(argument)
        return TypeConstruction(arguments: arguments, isThrowing: fewest.isThrowing, isAsync: fewest.isAsync)
    }

    /// A struct's memberwise initializer: what it stores without a value, in order (an optional
    /// `var` starts as nil, and the initializer lets it be). Only the primary declaration stores
    /// (an extension cannot); a struct two test targets both declare is read from the first.
    private static func memberwise(_ type: TypeInfo) -> TypeConstruction? {
        var arguments: [Argument] = []
        let declaring = type.primary?.file.path
        for member in type.members where declaring == nil || member.file.path == declaring {
            guard case .variable(let variable) = member.value, !variable.header.isStatic else { continue }
            var unnamed = false
            variable.bindings.forEach { binding in
                guard binding.initializer == nil, binding.accessors == nil else { return }
                if !variable.isLet, let type = binding.type?.text, type.hasSuffix("?") || type.hasSuffix("!") { return }
                guard let stored = binding.name else { unnamed = true; return }
                arguments.append(argument(label: stored, type: binding.type))
            }
            if unnamed { return nil }
        }
        return TypeConstruction(arguments: arguments, isThrowing: false)
    }

    private static func argument(_ parameter: Parameter) -> Argument {
        argument(label: parameter.label, type: parameter.type)
    }

    private static func argument(label: String?, type: TypeSyntax?) -> Argument {
        switch type?.baseName {
        case "XCUIApplication": return .app(label: label)
        case "XCTestCase": return .testCase(label: label)
        default: return .value(label: label, type: type?.text)
        }
    }
}
