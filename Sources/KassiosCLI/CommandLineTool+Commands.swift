import KassiosModel
import KassiosLintCLI

/// `kassios <command> [options] [paths…]`: parses arguments, calls the library,
/// prints, and picks the exit code (0 clean, 1 findings, 2 usage or input error).
extension CommandLineTool {
    static let commands = ["lint", "rules", "install-hook", "dump", "catches", "generate", "templates", "map", "identify", "context", "help"]

    /// Runs one invocation; `arguments` excludes the program name.
    public func run(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            standardOutput(Help.main)
            return 0
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help", "help":
            // `help generate test` is `generate test --help`.
            if let topic = rest.first, topic != "--help" { return run(rest.filter { $0 != "--help" } + ["--help"]) }
            standardOutput(Help.main)
            return 0
        case "--version", "-V":
            standardOutput("kassios \(CommandLineTool.version)\n")
            return 0
        case "lint":
            return LintCommand(tool: self).run(rest)
        case "rules":
            return RulesCommand(tool: self).run(rest)
        case "install-hook":
            return InstallHookCommand(tool: self).run(rest)
        case "dump":
            return DumpCommand(tool: self).run(rest)
        case "catches":
            return CatchesCommand(tool: self).run(rest)
        case "generate":
            return GenerateCommand(tool: self).run(rest)
        case "templates":
            return TemplatesCommand(tool: self).run(rest)
        case "map":
            return MapCommand(tool: self).run(rest)
        case "identify":
            return IdentifyCommand(tool: self).run(rest)
        case "context":
            return ContextCommand(tool: self).run(rest)
        default:
            if first.hasPrefix("-") {
                return usageError("unknown option '\(first)'", hint: "see 'kassios --help'")
            }
            let suggestion = NameSuggestion.closest(to: first, in: CommandLineTool.commands)
            return usageError("unknown command '\(first)'", hint: suggestion.map { "did you mean '\($0)'? see 'kassios --help'" } ?? "see 'kassios --help'")
        }
    }
}
