import Foundation
import PackagePlugin

/// Lints a target's Swift sources with `kassios lint` whenever one of them changes, as a step
/// of the build. Findings appear in the build log (and in Xcode's issue navigator) as
/// `path:line:column: error|warning: message [rule-id]`; an error finding fails the build.
///
/// It is a build command, not a prebuild command: the `kassios-lint` tool is built from source as
/// part of the same build, which only build commands may use. A build command runs when one
/// of its outputs is missing or older than an input, so it has one output, a stamp written
/// only when kassios exits 0. The stamp is a Swift file holding one comment: a plugin's
/// `.swift` outputs are compiled into the target, which both makes the build need it (so the
/// lint runs before the target compiles) and keeps it from becoming a resource.
@main
struct KassiosLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try LintStep.commands(
            kassios: context.tool(named: "kassios-lint").path,
            workDirectory: context.pluginWorkDirectory,
            projectDirectory: context.package.directory,
            targetName: target.name,
            swiftFiles: module.sourceFiles(withSuffix: "swift").map { $0.path }
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension KassiosLintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try LintStep.commands(
            kassios: context.tool(named: "kassios-lint").path,
            workDirectory: context.pluginWorkDirectory,
            projectDirectory: context.xcodeProject.directory,
            targetName: target.displayName,
            swiftFiles: target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map { $0.path }
        )
    }
}
#endif

enum LintStep {
    static let configurationFileName = ".kassios-lint.yml"

    /// The wrapper, run as `/bin/sh -c SCRIPT kassios-lint STAMP TOOL ARGS…`: every path is a
    /// positional parameter, so none is ever parsed by the shell. It runs from the plugin's work
    /// directory, which holds none of the linted files, so kassios reports absolute paths (what
    /// Xcode needs to place an issue).
    static let script = #"""
        stamp=$1; shift
        rm -f "$stamp"
        mkdir -p "${stamp%/*}" && cd "${stamp%/*}" || exit 2
        "$@" || exit
        printf '// kassios lint found no error in this target\n' > "$stamp"
        """#

    static func commands(kassios: Path, workDirectory: Path, projectDirectory: Path, targetName: String, swiftFiles: [Path]) throws -> [Command] {
        guard !swiftFiles.isEmpty else { return [] }
        let stamp = workDirectory.appending("KassiosLintStamp.swift")
        var lintArguments = ["--quiet"]   // kassios-lint is `kassios lint`
        var inputs = swiftFiles + [kassios]
        // The configuration the command line would use from the project's folder; given
        // explicitly since the build's working directory is not the project's. Its
        // 'excluded' patterns apply to the files named here too, as they do for folders.
        if let configuration = discoverConfiguration(from: projectDirectory) {
            lintArguments += ["--config", configuration.string, "--force-exclude"]
            inputs.append(configuration)
        } else {
            lintArguments.append("--no-config")   // not one found from wherever the build runs
        }
        return [
            .buildCommand(
                displayName: "kassios lint \(targetName) (\(swiftFiles.count) file\(swiftFiles.count == 1 ? "" : "s"))",
                executable: Path("/bin/sh"),
                arguments: ["-c", script, "kassios-lint", stamp.string, kassios.string] + lintArguments + swiftFiles.map { $0.string },
                inputFiles: inputs,
                outputFiles: [stamp]
            )
        ]
    }

    /// `.kassios-lint.yml` in `directory` or the nearest parent folder, as `kassios lint` looks for it.
    static func discoverConfiguration(from directory: Path) -> Path? {
        var current = URL(fileURLWithPath: directory.string).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(configurationFileName).path
            if FileManager.default.fileExists(atPath: candidate) { return Path(candidate) }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
