// swift-tools-version:5.10
// kassios declares no package dependencies, ever: it builds with the Swift toolchain alone.
import PackageDescription

let package = Package(
    name: "kassios",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "kassios", targets: ["kassios"]),
        .library(name: "KassiosSyntax", targets: ["KassiosSyntax"]),
        .library(name: "KassiosModel", targets: ["KassiosModel"]),
        .library(name: "KassiosLint", targets: ["KassiosLint"]),
        .library(name: "KassiosHierarchy", targets: ["KassiosHierarchy"]),
        .library(name: "KassiosMap", targets: ["KassiosMap"]),
        .library(name: "KassiosCodegen", targets: ["KassiosCodegen"]),
        // `swift package kassios-lint [options] [paths…]`
        .plugin(name: "KassiosLintCommand", targets: ["KassiosLintCommand"]),
        // lints a target's Swift sources on every build (SwiftPM and Xcode)
        .plugin(name: "KassiosLintBuildTool", targets: ["KassiosLintBuildTool"]),
    ],
    targets: [
        // bytes → tokens → syntax tree. Depends on nothing, not even Foundation.
        .target(name: "KassiosSyntax"),
        // screens, elements, identifier sources, constants, configuration.
        .target(name: "KassiosModel", dependencies: ["KassiosSyntax"]),
        // accessibility-hierarchy dumps of every supported format → one element tree. Depends on nothing.
        .target(name: "KassiosHierarchy", exclude: ["README.md"]),
        // rules, runner, reporters (dumps feed the stale-identifier rule).
        .target(name: "KassiosLint", dependencies: ["KassiosModel", "KassiosHierarchy"]),
        // navigation graph metrics, path queries, exporters, dump identification, the agent-context bundle.
        .target(name: "KassiosMap", dependencies: ["KassiosModel", "KassiosHierarchy", "KassiosLint"], exclude: ["README.md"]),
        // the template engine, screen generators from dumps, test generators from test-case text.
        .target(name: "KassiosCodegen", dependencies: ["KassiosModel", "KassiosHierarchy", "KassiosMap"]),
        // what every command shares (argument parsing, output, usage errors) and the lint command.
        .target(name: "KassiosLintCLI", dependencies: ["KassiosLint"]),
        // the other commands; the executables are one-line shells around these two.
        .target(name: "KassiosCLI", dependencies: ["KassiosLintCLI", "KassiosLint", "KassiosHierarchy", "KassiosMap", "KassiosCodegen"]),
        .executableTarget(name: "kassios", dependencies: ["KassiosCLI"]),
        // `kassios lint` alone, the plugins' tool: SwiftPM builds a plugin's tool for the host, apart
        // from the package's own modules, and this one needs no more than linting does.
        .executableTarget(name: "kassios-lint", dependencies: ["KassiosLintCLI"]),

        // What the test modules share: a seeded random generator. Not part of any product.
        .target(name: "KassiosTestSupport", path: "Tests/KassiosTestSupport"),
        .testTarget(name: "KassiosSyntaxTests", dependencies: ["KassiosSyntax", "KassiosTestSupport"]),
        .testTarget(name: "KassiosModelTests", dependencies: ["KassiosModel", "KassiosTestSupport"]),
        .testTarget(name: "KassiosLintTests", dependencies: ["KassiosLint", "KassiosHierarchy", "KassiosTestSupport"]),
        .testTarget(name: "KassiosHierarchyTests", dependencies: ["KassiosHierarchy", "KassiosTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "KassiosMapTests", dependencies: ["KassiosMap", "KassiosTestSupport"]),
        .testTarget(name: "KassiosCodegenTests", dependencies: ["KassiosCodegen", "KassiosLint", "KassiosTestSupport"]),
        .testTarget(name: "KassiosCLITests", dependencies: ["KassiosCLI", "KassiosLintCLI"]),

        // Plugins: both run the `kassios-lint` executable built from this package.
        .plugin(
            name: "KassiosLintCommand",
            capability: .command(
                intent: .custom(verb: "kassios-lint", description: "Lint XCUITest screen objects with kassios"),
                permissions: []   // it only reads
            ),
            dependencies: ["kassios-lint"]
        ),
        .plugin(name: "KassiosLintBuildTool", capability: .buildTool(), dependencies: ["kassios-lint"]),
    ]
)
