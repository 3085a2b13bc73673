import KassiosSyntax

/// What the model needs to know about a suite's conventions. The defaults describe
/// a KassiOS suite; `.kassios-lint.yml` overrides them.
public struct ModelConfiguration: Sendable {
    /// Classes whose subclasses are screens (`class LoginScreen: KassScreen`).
    public var screenRoots: Set<String> = ["KassScreen"]
    /// Screen classes never required to have an `onLoad`, even if they declare elements.
    public var abstractScreens: Set<String> = []
    /// The property that lists the elements proving a screen has loaded.
    public var onLoadProperty = "onLoad"
    /// Extra element builders beyond KassiOS's own.
    public var extraBuilders: [ElementBuilder] = []
    /// Robot and page-object roots (`Robot`, `BaseRobot`), for the catalog.
    public var robotRoots: Set<String> = []
    /// A qualified reference to a type the linted files do not declare is assumed to be
    /// a constant from the app target; false (`identifiers: constants: strict`) reports it.
    public var assumesUnresolvedConstants = true
    /// Interpolating only a function's own parameters (`cell("row.\(i)")` in `func row(_ i:)`)
    /// is allowed: a deliberate parameterized element.
    public var allowsInterpolationInParameterizedBuilders = false

    public init() {}
}
