#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import KassiosModel
import KassiosLint

/// `kassios <command> [options] [paths]`: parses arguments, calls the library,
/// prints, and picks the exit code (0 clean, 1 findings, 2 usage or input error).
public struct CommandLineTool {
    public static let version = KassiosVersion.current

    public var standardOutput: (String) -> Void
    public var standardError: (String) -> Void
    /// Whether standard output is a terminal (colour is for people, not for parsers).
    public var standardOutputIsTerminal = isatty(STDOUT_FILENO) != 0

    public init(standardOutput: @escaping (String) -> Void = CommandLineTool.writeToStandardOutput,
                standardError: @escaping (String) -> Void = CommandLineTool.writeToStandardError) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

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

    /// An option the command does not know: named, with a did-you-mean among `options`.
    func unknownOption(_ argument: String, command: String, options: [String]) -> Int32 {
        let suggestion = NameSuggestion.closest(to: argument, in: options)
        return usageError("unknown option '\(argument)' for 'kassios \(command)'",
                          hint: suggestion.map { "did you mean '\($0)'? see 'kassios \(command) --help'" } ?? "see 'kassios \(command) --help'")
    }

    /// One line to stderr naming the bad word, plus a hint; exit code 2.
    func usageError(_ message: String, hint: String) -> Int32 {
        standardError("kassios: error: \(message); \(hint)\n")
        return 2
    }

    /// Straight from the string's bytes: a report of thousands of findings is megabytes, and a
    /// copy would hold it twice at the run's peak. A closed pipe ends the output silently.
    public static func writeToStandardOutput(_ text: String) {
        StandardStreams.write(text, to: StandardStreams.output)
    }

    public static func writeToStandardError(_ text: String) {
        StandardStreams.write(text, to: StandardStreams.error)
    }
}
