import Foundation
import PackagePlugin

/// `swift package kassios-lint [--target NAME]… [kassios lint options] [paths…]`
///
/// Runs `kassios lint` from the package's directory (so `.kassios-lint.yml` is found as on the
/// command line) on the source folders of the `--target`s named; else on the paths given;
/// else on what the configuration's `included` lists; else on the folders of every target with
/// Swift sources. Every other argument goes to `kassios lint` unchanged. The findings are
/// printed as kassios prints them; the command fails when kassios exits 1 (error findings) or 2
/// (usage or input error).
@main
struct KassiosLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passThrough = extractor.remainingArguments

        if passThrough.contains("--help") || passThrough.contains("-h") {
            print(KassiosArguments.help)
        }

        let packageDirectory = context.package.directory.string
        var paths: [String] = []
        if !targetNames.isEmpty {
            paths = try context.package.targets(named: targetNames).map { $0.directory.string }
        } else if !KassiosArguments.namesPaths(passThrough)
                    && !KassiosArguments.configurationLists(passThrough, from: packageDirectory) {
            paths = KassiosArguments.swiftSourceDirectories(of: context.package)
            if paths.isEmpty && !passThrough.contains("--staged") {
                Diagnostics.remark("kassios: package '\(context.package.displayName)' has no target with Swift sources: nothing to lint")
                return
            }
        }

        let kassios = try context.tool(named: "kassios-lint")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: kassios.path.string)
        process.arguments = passThrough + paths   // kassios-lint is `kassios lint`
        // Paths in findings are relative to the working directory: the package's.
        process.currentDirectoryURL = URL(fileURLWithPath: packageDirectory)
        // Standard output and error are inherited: kassios' findings and summary go straight
        // to the output of `swift package`.
        try process.run()
        process.waitUntilExit()

        guard process.terminationReason == .exit else {
            throw KassiosLintFailure.crashed(signal: process.terminationStatus)
        }
        switch process.terminationStatus {
        case 0:
            return
        case 1:
            throw KassiosLintFailure.errorFindings
        case 2:
            throw KassiosLintFailure.usage
        case let status:
            throw KassiosLintFailure.unexpectedExit(status)
        }
    }
}

enum KassiosLintFailure: Error, CustomStringConvertible {
    case errorFindings
    case usage
    case unexpectedExit(Int32)
    case crashed(signal: Int32)

    var description: String {
        switch self {
        case .errorFindings:
            return "kassios lint found error findings (listed above); fix them, suppress them with a '// kassios:disable…' comment, or record them in a baseline"
        case .usage:
            return "kassios lint could not run (exit code 2): a usage error, or a path that does not exist or holds no Swift files (see the message above and 'swift package kassios-lint --help')"
        case .unexpectedExit(let status):
            return "kassios lint exited with unexpected code \(status)"
        case .crashed(let signal):
            return "kassios lint was stopped by signal \(signal)"
        }
    }
}

enum KassiosArguments {
    static let help = """
        swift package kassios-lint [--target NAME]… [kassios lint options] [paths…]

          --target NAME   lint this target's source folder (repeatable); without it, the
                          paths given, else the configuration's 'included', else the folders
                          of every target with Swift sources
          (other arguments are passed to 'kassios lint', described below)

        """

    /// `kassios lint` options that take a value (the next argument).
    static let optionsWithValue: Set<String> = ["--reporter", "--screen-root", "--baseline", "--write-baseline", "--enable", "--config"]

    /// Whether the arguments for `kassios lint` name paths of their own (then the plugin adds none).
    static func namesPaths(_ arguments: [String]) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if optionsWithValue.contains(argument) {
                index += 2
                continue
            }
            if !argument.hasPrefix("-") || argument == "-" { return true }
            index += 1
        }
        return false
    }

    /// Whether the configuration `kassios lint` will read (`--config FILE`, else
    /// `.kassios-lint.yml` in the package's folder or the nearest parent) says what to lint
    /// with a top-level `included:` key; then kassios is given no paths, as on the command line.
    static func configurationLists(_ arguments: [String], from directory: String) -> Bool {
        if arguments.contains("--no-config") { return false }
        let path: String
        if let index = arguments.firstIndex(of: "--config"), index + 1 < arguments.count {
            let given = arguments[index + 1]
            path = given.hasPrefix("/") ? given : directory + "/" + given
        } else if let found = discoverConfiguration(from: directory) {
            path = found
        } else {
            return false
        }
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        // A top-level key starts in column 0; YAML allows spaces before its colon.
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains { line in
            line.hasPrefix("included") && line.dropFirst("included".count).drop(while: { $0 == " " }).hasPrefix(":")
        }
    }

    /// `.kassios-lint.yml` in `directory` or the nearest parent folder, as `kassios lint` looks for it.
    static func discoverConfiguration(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(".kassios-lint.yml").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The folders of the package's targets that hold Swift sources, test targets included
    /// (UI-test screens live there), each once and outermost first.
    static func swiftSourceDirectories(of package: Package) -> [String] {
        var directories: [String] = []
        for target in package.targets {
            guard let module = target as? SourceModuleTarget,
                  module.sourceFiles(withSuffix: "swift").contains(where: { _ in true }) else { continue }
            let directory = module.directory.string
            // A folder inside one already listed (or the reverse) would lint files twice.
            if directories.contains(where: { contains($0, directory) }) { continue }
            directories.removeAll { contains(directory, $0) }
            directories.append(directory)
        }
        return directories
    }

    static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
