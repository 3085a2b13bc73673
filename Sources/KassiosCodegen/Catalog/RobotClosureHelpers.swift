import KassiosModel
import KassiosSyntax

/// The suite's helpers that make a robot and hand it to a closure, which its tests call with a
/// block per screen (Challenge's `func home(actions: (HomeRobot) -> Void) { actions(HomeRobot(app: app)) }`,
/// used as `home { robot in robot.tapInfoButton() }`). Generated robot-style tests write their
/// robot calls the same way.
public struct RobotClosureHelper: Sendable, Equatable {
    /// `home`.
    public let name: String
    /// The label of an `XCUIApplication` parameter the test passes its `app` to (`home(app:actions:)`).
    public let appLabel: String?
    /// `@MainActor` (on it or its type): the test calling it must be too.
    public var isMainActor = false

    /// `home {` or `home(app: app) {`.
    public var opening: String {
        (appLabel.map { "\(name)(\($0): app)" } ?? name) + " { robot in"
    }

    /// The helper of each robot, among the methods of the test base's classes, nearest first, and
    /// of `XCTestCase` extensions; a robot two helpers of one class make has none there (which
    /// one the suite means is not known).
    public static func find(in project: Project, base: SuiteTestBase?, robots: Set<String>) -> [String: RobotClosureHelper] {
        let index = project.index
        var types = base.flatMap { index.types[$0.name] }.map(index.classChain(from:)) ?? []
        if let extended = index.types["XCTestCase"] { types.append(extended) }
        var found: [String: RobotClosureHelper] = [:]
        // The nearest class's helpers first: a base's own over an `XCTestCase` extension another target has.
        for type in types {
            var ofType: [String: RobotClosureHelper] = [:]
            var ambiguous: Set<String> = []
            for member in type.members {
                guard case .function(let function) = member.value,
                      let (robot, found) = helper(function, robots: robots, aliases: { index.functionType(aliasedBy: $0, from: type.qualifiedName)?.text })
                else { continue }
                var helper = found
                helper.isMainActor = CatalogBuilder.isMainActor(function, of: type)
                if let known = ofType[robot], known != helper { ambiguous.insert(robot) }
                ofType[robot] = helper
            }
            for (robot, helper) in ofType where found[robot] == nil && !ambiguous.contains(robot) {
                found[robot] = helper
            }
        }
        return found
    }

    /// A helper: a method returning nothing, taking a non-throwing closure that receives one robot,
    /// and perhaps the app; any other parameter has a default. `aliases`: the function type a typealias
    /// of the files names (`typealias HomeActions = (HomeRobot) -> Void`), nil for any other type.
    static func helper(_ function: FunctionDecl, robots: Set<String>,
                       aliases: (String) -> String? = { _ in nil }) -> (String, RobotClosureHelper)? {
        guard function.kind == .function, !function.header.isStatic, !function.header.has("private"), !function.header.has("fileprivate"),
              !function.isAsync, !function.isThrowing, [nil, "Void", "()"].contains(function.returnType?.text) else { return nil }
        var robot: String?
        var appLabel: String?
        for (position, parameter) in function.parameters.enumerated() {
            let written = parameter.type?.text ?? ""
            let text = written.contains("->") ? written : aliases(written) ?? written
            if parameter.defaultValue != nil { continue }
            if parameter.type?.baseName == "XCUIApplication", appLabel == nil, let label = parameter.label {
                appLabel = label
                continue
            }
            // The closure comes last, written as a trailing closure.
            guard position == function.parameters.count - 1, robot == nil, !text.contains("throws"), !text.contains("async"),
                  text.hasSuffix("-> Void") || text.hasSuffix("-> ()"),
                  let received = ClosureParameterTypes.parameterTypes(ofFunctionType: text), received.count == 1,
                  robots.contains(received[0].baseName) else { return nil }
            robot = received[0].baseName
        }
        guard let robot else { return nil }
        return (robot, RobotClosureHelper(name: function.name, appLabel: appLabel))
    }
}
