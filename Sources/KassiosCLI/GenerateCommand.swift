import KassiosModel
import KassiosLintCLI

/// `kassios generate <what> …`: one subcommand per kind of generated code.
struct GenerateCommand {
    let tool: CommandLineTool

    static let subcommands = ["screen", "test"]

    func run(_ arguments: [String]) -> Int32 {
        guard let subcommand = arguments.first else {
            return tool.usageError("'kassios generate' needs a subcommand", hint: "try 'kassios generate screen DUMP --name Login' or see 'kassios generate --help'")
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "-h", "--help":
            tool.standardOutput(Help.generate)
            return 0
        case "screen":
            return GenerateScreenCommand(tool: tool).run(rest)
        case "test":
            return GenerateTestCommand(tool: tool).run(rest)
        default:
            let hint = NameSuggestion.closest(to: subcommand, in: GenerateCommand.subcommands).map { "did you mean '\($0)'? see 'kassios generate --help'" }
            return tool.usageError("unknown subcommand '\(subcommand)' for 'kassios generate'", hint: hint ?? "see 'kassios generate --help'")
        }
    }
}
