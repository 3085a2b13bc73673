import KassiosSyntax

/// What the model needs to know about a suite's conventions. The defaults describe
/// a KassiOS suite; `.kassios-lint.yml` overrides them.
public struct ModelConfiguration: Sendable {
    /// Classes whose subclasses are KassiOS screens, loaded when their `onLoad` shows.
    public var screenRoots: Set<String> = ["KassScreen"]
    /// Roots of Automattic's ScreenObject dialect: loaded when the getters passed as
    /// `super.init(expectedElementGetters:app:)` find their elements. Bases configured with
    /// this dialect that take the elements themselves (`super.init(element:)`) are read too.
    public var screenObjectRoots: Set<String> = ["ScreenObject"]
    /// Load checks a robot declares (`func assertVisible()`, `var isLoaded`); one must
    /// exist and reference an element for the robot dialect.
    public var robotLoadChecks: [String] = ["assertVisible", "waitForLoad", "isLoaded"]
    /// Screen classes never required to have an `onLoad`, even if they declare elements.
    public var abstractScreens: Set<String> = []
    /// The property that lists the elements proving a screen has loaded.
    public var onLoadProperty = "onLoad"
    /// Extra element builders beyond KassiOS's own.
    public var extraBuilders: [ElementBuilder] = []
    /// Robot and page-object roots (`Robot`, `BaseRobot`): their subclasses are screens
    /// of the robot dialect, loaded when a load check passes.
    public var robotRoots: Set<String> = []
    /// Names of robots and page objects that share no base (DSGet's `struct LoginPage { let app:
    /// XCUIApplication … }`), `*` matching any run of characters (`*Page`): a struct or class so
    /// named, with elements, that no root reaches is a screen of the robot dialect, with the
    /// pattern as its root.
    public var robotNamePatterns: [String] = []

    /// The dialect a screen root class declares "loaded" in, if it is a root.
    public func dialect(ofRoot name: String) -> ScreenDialect? {
        if screenRoots.contains(name) { return .kassios }
        if screenObjectRoots.contains(name) { return .screenObject }
        if robotRoots.contains(name) || robotNamePatterns.contains(name) { return .robot }
        return nil
    }

    /// The first of `robotNamePatterns` that a type's name matches; nil for none.
    public func robotNamePattern(matching name: String) -> String? {
        robotNamePatterns.first { ModelConfiguration.name(name, matches: $0) }
    }

    /// Whether `name` matches `pattern` whole, `*` matching any run of characters (none included).
    static func name(_ name: String, matches pattern: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(Substring.init)
        guard parts.count > 1 else { return name == pattern }
        var rest = Substring(name)
        guard rest.hasPrefix(parts[0]) else { return false }
        rest = rest.dropFirst(parts[0].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let start = rest.indices.first(where: { rest[$0...].hasPrefix(part) }) else { return false }
            rest = rest[start...].dropFirst(part.count)
        }
        return rest.count >= parts.last!.count && rest.hasSuffix(parts.last!)
    }

    var allRoots: Set<String> { screenRoots.union(screenObjectRoots).union(robotRoots) }
    /// A qualified reference to a type the linted files do not declare is assumed to be
    /// a constant from the app target; false (`identifiers: constants: strict`) reports it.
    public var assumesUnresolvedConstants = true
    /// Interpolating only a function's own parameters (`cell("row.\(i)")` in `func row(_ i:)`)
    /// is allowed: a deliberate parameterized element.
    public var allowsInterpolationInParameterizedBuilders = false

    /// Classes whose subclasses (through any chain of base classes) are XCTest test cases,
    /// whose `func test…()` methods are tests (`catches: test_case_roots`).
    public var testCaseRoots: Set<String> = ["XCTestCase", "KassTestCase"]
    /// The defects `Catches` comments may name (`catches: catalog`); nil: no catalog, and
    /// `catches-unknown-defect` stays silent.
    public var defectCatalog: DefectCatalog?
    /// The test target of every test in the manifest (`catches: target`); nil: from the
    /// folders (see `TestTargetNaming`).
    public var testTarget: String?
    /// Whether the model notes which element names the code mentions while it walks the
    /// files (`Project.mentionedElementNames`), for `unused-element`: one walk fewer.
    public var notesMentionedElementNames = false
    /// Calls to record while the files are walked (`Project.recordedCalls`), for the lint
    /// rules that read calls: one walk fewer. Nil: none.
    public var callsToRecord: CallRecording?

    public init() {}
}
