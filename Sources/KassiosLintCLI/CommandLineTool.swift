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

    /// An option the command does not know: named, with a did-you-mean among `options`.
    public func unknownOption(_ argument: String, command: String, options: [String]) -> Int32 {
        let suggestion = NameSuggestion.closest(to: argument, in: options)
        return usageError("unknown option '\(argument)' for 'kassios \(command)'",
                          hint: suggestion.map { "did you mean '\($0)'? see 'kassios \(command) --help'" } ?? "see 'kassios \(command) --help'")
    }

    /// One line to stderr naming the bad word, plus a hint; exit code 2.
    public func usageError(_ message: String, hint: String) -> Int32 {
        standardError("kassios: error: \(message); \(hint)\n")
        return 2
    }

    /// Straight from the string's bytes: a report of thousands of findings is megabytes, and a
    /// copy would hold it twice at the run's peak. A closed pipe ends the output silently; another
    /// error ends it too, and fails the run (`exitStatus`).
    public static func writeToStandardOutput(_ text: String) {
        StandardStreams.write(text, to: StandardStreams.output)
    }

    /// The exit code a command's `status` becomes: 2, said on standard error, when its output
    /// could not all be written (`StandardStreams.outputFailure`: a full disk, an I/O error).
    public static func exitStatus(_ status: Int32) -> Int32 {
        guard let failure = StandardStreams.outputFailure else { return status }
        writeToStandardError("kassios: error: cannot write the output: \(String(cString: strerror(failure)))\n")
        return 2
    }

    public static func writeToStandardError(_ text: String) {
        StandardStreams.write(text, to: StandardStreams.error)
    }
}
