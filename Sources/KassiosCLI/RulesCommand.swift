import KassiosLint
import KassiosModel
import KassiosLintCLI

/// `kassios rules [rule-id]`: the rule list, or one rule with its examples.
struct RulesCommand {
    let tool: CommandLineTool

    func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            tool.standardOutput(Help.rules)
            return 0
        }
        if let bad = arguments.first(where: { $0.hasPrefix("-") }) {
            return tool.usageError("unknown option '\(bad)' for 'kassios rules'", hint: "see 'kassios rules --help'")
        }
        guard let identifier = arguments.first else {
            tool.standardOutput(RulesCommand.table())
            return 0
        }
        if let diagnostic = ReportedRule.builtInDiagnostics.first(where: { $0.identifier == identifier }) {
            tool.standardOutput(RulesCommand.details(diagnostic))
            return 0
        }
        if identifier == RulesCommand.configurationTag {
            tool.standardOutput(RulesCommand.configurationDetails)
            return 0
        }
        guard let rule = RuleRegistry.rule(withIdentifier: identifier) else {
            let known = RuleRegistry.all.map { $0.description.identifier } + ReportedRule.builtInDiagnostics.map(\.identifier)
                + [RulesCommand.configurationTag]
            let hint = NameSuggestion.closest(to: identifier, in: known).map { "did you mean '\($0)'?" } ?? "see 'kassios rules'"
            return tool.usageError("unknown rule '\(identifier)'", hint: hint)
        }
        tool.standardOutput(RulesCommand.details(rule.description))
        return 0
    }

    /// The rules, then the diagnostics kassios reports itself while reading files.
    static func table() -> String {
        let builtIn = Set(ReportedRule.builtInDiagnostics.map(\.identifier))
        let width = ReportedRule.all.map(\.identifier.count).max() ?? 10
        var text = ""
        for rule in ReportedRule.all {
            let id = rule.identifier.padding(to: width)
            let severity = rule.defaultSeverity.rawValue.padding(to: 7)
            let kind = builtIn.contains(rule.identifier) ? "built-in" : rule.isOptIn ? "opt-in" : "default"
            text += "\(id)  \(severity)  \(kind.padding(to: 8))  \(rule.summary)\n"
        }
        return text + "\nWarnings tagged [\(configurationTag)] are about .kassios-lint.yml, not the code: see 'kassios rules \(configurationTag)'.\n"
    }

    /// The tag that ends every warning about the configuration file (on standard error, not in reports).
    static let configurationTag = "configuration"

    static let configurationDetails = """
        [configuration] — a warning about .kassios-lint.yml
        printed on standard error, not in reports; it does not change the exit code

        The configuration file has something kassios does not use: a setting, option or rule name it \
        does not know (the warning suggests the closest known one), or a 'map.ignore' name that is no \
        screen. That entry is left out and the rest of the file applies, so a misspelt 'opt_in_rules' \
        entry turns nothing on. The warning starts with the file, line and column of the entry: fix the \
        name, or remove it.

        A configuration kassios cannot use at all (not YAML, a value of the wrong kind, a setting that \
        needs a list given a number) is an error instead, with its position, and the command stops with \
        exit code 2 before linting anything.

        """

    /// A diagnostic kassios reports itself: what it means and what to do; it has no examples.
    static func details(_ diagnostic: ReportedRule) -> String {
        var text = "\(diagnostic.identifier) — \(diagnostic.name)\n"
        text += "severity: \(diagnostic.defaultSeverity.rawValue) (built-in: reported while kassios reads the files, not by a rule)\n\n"
        return text + diagnostic.summary + "\n\n" + diagnostic.rationale + "\n"
    }

    static func details(_ rule: RuleDescription) -> String {
        var text = "\(rule.identifier) — \(rule.name)\n"
        text += "severity: \(rule.defaultSeverity.rawValue)\(rule.isOptIn ? " (opt-in)" : "")\n\n"
        text += rule.summary + "\n\n" + rule.rationale + "\n"
        if let configuration = rule.exampleConfiguration {
            text += "\nThe examples assume this in .kassios-lint.yml:\n\n" + indent(configuration) + "\n"
        }
        text += "\nAccepted:\n"
        for example in rule.nonTriggeringExamples { text += "\n" + indent(example) + "\n" }
        text += "\nReported (↓ marks where):\n"
        for example in rule.triggeringExamples { text += "\n" + indent(example) + "\n" }
        return text
    }

    static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
