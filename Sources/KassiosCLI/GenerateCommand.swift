/// `kassios generate <what>`: dispatches to the generators.
struct GenerateCommand {
    let tool: CommandLineTool

    static let subcommands = ["test"]

    func run(_ arguments: [String]) -> Int32 {
        guard let subcommand = arguments.first else {
            return tool.usageError("'kassios generate' needs a subcommand", hint: "try 'kassios generate test CASES' or see 'kassios generate --help'")
        }
        let rest = Array(arguments.dropFirst())
        switch subcommand {
        case "-h", "--help":
            tool.standardOutput(Help.generate)
            return 0
        case "test":
            return GenerateTestCommand(tool: tool).run(rest)
        default:
            let hint = Suggestion.closest(to: subcommand, in: GenerateCommand.subcommands).map { "did you mean '\($0)'? see 'kassios generate --help'" }
            return tool.usageError("unknown subcommand '\(subcommand)' for 'kassios generate'", hint: hint ?? "see 'kassios generate --help'")
        }
    }
}
