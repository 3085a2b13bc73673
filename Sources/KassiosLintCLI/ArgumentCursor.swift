/// Walks a command's arguments: `next()` gives the next word, `value()` the word after an
/// option that takes one (nil at the end, for a "needs a value" error). A `--` is passed
/// over, and the words after it are paths, not options (`kassios lint -- -odd.swift`).
public struct ArgumentCursor {
    private let arguments: [String]
    private var position = 0
    /// After `--`: every word is a path or other word the command collects.
    public private(set) var isPastOptions = false

    public init(_ arguments: [String]) {
        self.arguments = arguments
    }

    public mutating func next() -> String? {
        if !isPastOptions, position < arguments.count, arguments[position] == "--" {
            isPastOptions = true
            position += 1
        }
        return value()
    }

    /// The word as it is, `--` too: an option's value is never an end of options.
    public mutating func value() -> String? {
        guard position < arguments.count else { return nil }
        defer { position += 1 }
        return arguments[position]
    }

    /// What a command's `switch` over its options sees: the word, or after `--` an empty
    /// one that no option matches, so the word goes to `CommonOptions.takeRest` as a path.
    public func asOption(_ word: String) -> String { isPastOptions ? "" : word }
}

/// `--config FILE`, `--no-config` and `-q`/`--quiet`: how a command that reads the suite
/// finds its configuration, and whether it prints a summary.
public struct CommonOptions {
    public var configPath: String?
    public var noConfig = false
    public var quiet = false

    public init() {}

    public enum Outcome {
        case taken
        case notCommon
        /// A usage error was printed; exit with this status.
        case failed(Int32)
    }

    public mutating func take(_ argument: String, from cursor: inout ArgumentCursor, tool: CommandLineTool) -> Outcome {
        switch argument {
        case "--config":
            guard let path = cursor.value() else { return .failed(tool.usageError("'--config' needs a file", hint: "e.g. --config .kassios-lint.yml")) }
            guard !noConfig else { return .failed(CommonOptions.conflict(tool)) }
            configPath = path
        case "--no-config":
            guard configPath == nil else { return .failed(CommonOptions.conflict(tool)) }
            noConfig = true
        case "-q", "--quiet":
            quiet = true
        default:
            return .notCommon
        }
        return .taken
    }

    /// Which of the two the user meant cannot be guessed.
    public static func conflict(_ tool: CommandLineTool) -> Int32 {
        tool.usageError("'--config' and '--no-config' contradict each other", hint: "give one of them")
    }

    public enum Rest {
        case taken
        /// A path or other word the command collects.
        case positional
        /// A usage error was printed; exit with this status.
        case failed(Int32)
    }

    /// Any argument a command's own options did not take: a common option, else a word the
    /// command collects, else an unknown option of `command` (with a did-you-mean among
    /// `options`). `-` is a word where `dashIsPositional` (standard input), else unknown.
    public mutating func takeRest(_ argument: String, from cursor: inout ArgumentCursor, tool: CommandLineTool,
                           command: String, options: [String], dashIsPositional: Bool = true) -> Rest {
        if cursor.isPastOptions { return .positional }
        switch take(argument, from: &cursor, tool: tool) {
        case .taken: return .taken
        case .failed(let status): return .failed(status)
        case .notCommon: break
        }
        if argument.hasPrefix("-") && !(dashIsPositional && argument == "-") {
            return .failed(tool.unknownOption(argument, command: command, options: options))
        }
        return .positional
    }
}
