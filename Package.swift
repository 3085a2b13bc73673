// swift-tools-version:5.9
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
    ],
    targets: [
        // bytes → tokens → syntax tree. Depends on nothing, not even Foundation.
        .target(name: "KassiosSyntax"),
        // screens, elements, identifier sources, constants, configuration.
        .target(name: "KassiosModel", dependencies: ["KassiosSyntax"]),
        // rules, runner, reporters.
        .target(name: "KassiosLint", dependencies: ["KassiosModel"]),
        // argument parsing and commands; the executable is a one-line shell around it.
        .target(name: "KassiosCLI", dependencies: ["KassiosLint"]),
        .executableTarget(name: "kassios", dependencies: ["KassiosCLI"]),

        .testTarget(name: "KassiosSyntaxTests", dependencies: ["KassiosSyntax"]),
        .testTarget(name: "KassiosModelTests", dependencies: ["KassiosModel"]),
        .testTarget(name: "KassiosLintTests", dependencies: ["KassiosLint"]),
        .testTarget(name: "KassiosCLITests", dependencies: ["KassiosCLI"]),
    ]
)
