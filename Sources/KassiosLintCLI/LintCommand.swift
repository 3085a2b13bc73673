#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel
import KassiosLint

/// `kassios lint [options] [paths…]`.
public struct LintCommand {
    let tool: CommandLineTool

    public init(tool: CommandLineTool) {
        self.tool = tool
    }

    public static let help = """
    USAGE: kassios lint [options] [paths…]

    Lints the Swift files given, walking folders recursively (hidden folders, .build,
    DerivedData, Pods and Carthage are skipped). Findings print as
    path:line:column: error|warning: message [rule-id], sorted by path and position.

    OPTIONS:
      --config <file>         Configuration file (default: .kassios-lint.yml here or in
                              the nearest parent folder); --no-config ignores any
      --reporter <name>       Output format: xcode (default), json, sarif, junit, checkstyle,
                              github-actions, markdown, summary
      --force-exclude         Apply the configuration's 'excluded' and 'included' to files
                              named here too (what pre-commit's hook passes)
      --force                 With --write-baseline: replace a file that is not a baseline
      --screen-root <class>   Another screen root besides KassScreen (repeatable)
      --enable <rule-id>      Turn on an opt-in rule, or one the configuration turns off
                              (repeatable); see 'kassios rules'
      --hierarchy <dir|file>  Accessibility-hierarchy dumps (any format kassios reads) to
                              check screens' identifiers against: stale-identifier
                              (repeatable; the 'hierarchy' key does the same)
      --baseline <file>       Report only findings that are not in this baseline
      --write-baseline <file> Record today's findings in a baseline file and exit 0; a file
                              that is not a kassios baseline is replaced only with --force
      --staged                Lint the files staged in git, as staged (their index content),
                              under the paths given (else the configuration's 'included') and
                              not 'excluded'; the other files there are read for context (base
                              classes, constants) but not reported. No staged Swift file: exit
                              0, no output (an empty report with --reporter other than xcode)
      --show-skipped          Also report code the parser could not read and stepped over
      -q, --quiet             No summary line on stderr
      --no-color              No colour, even on a terminal (NO_COLOR=1 does the same)
      -h, --help              Show this help

    SUPPRESSIONS, in comments only:
      // kassios:disable <rule-id…|all>    from here on      // kassios:enable <rule-id…|all>
      // kassios:disable:next <rule-id…>   the next line     // kassios:disable:this <rule-id…>
      // kassios:disable:previous <rule-id…>                  // kassios:ignore-id  (runtime-identifier, this line)

    EXIT CODES: 0 no error findings · 1 at least one error (a file that cannot be read is
    one: file-unreadable) · 2 usage error, a path that does not exist, a folder with no Swift
    files, a broken configuration or baseline, or a file --write-baseline would not replace

    """

    static let options = ["--reporter", "--screen-root", "--show-skipped", "--quiet", "--help", "--baseline", "--write-baseline", "--enable", "--staged", "--config", "--force-exclude", "--no-config", "--no-color", "--hierarchy", "--force"]

    /// Whether every path lies inside one of the configuration's `included` folders, and together
    /// they are less than those: a part of the suite, whose rest a lint reads for context.
    static func isPart(_ paths: [String], of included: [String], workingDirectory: String) -> Bool {
        guard !included.isEmpty else { return false }
        let folders = included.map { FileSystem.resolvedPath($0, from: workingDirectory) }
        let given = paths.map { FileSystem.resolvedPath($0, from: workingDirectory) }
        guard given.allSatisfy({ path in folders.contains { PathName.isInside(path, folder: $0) } }) else { return false }
        return !folders.allSatisfy(given.contains)
    }

    public func run(_ arguments: [String]) -> Int32 {
        var options = LintOptions()
        options.leavesModelToProcessExit = true
        var paths: [String] = []
        var reporter: Reporter.Type = XcodeReporter.self
        var color = true
        var screenRoots: Set<String> = []
        var staged = false
        var enabledOnCommandLine: Set<String> = []
        var reporterGiven = false
        var baselinePath: String?
        var writeBaselinePath: String?
        var force = false
        var common = CommonOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch cursor.asOption(argument) {
            case "-h", "--help":
                tool.standardOutput(LintCommand.help)
                return 0
            case "--reporter":
                guard let name = cursor.value() else {
                    return tool.usageError("'--reporter' needs a value", hint: "one of: \(ReporterRegistry.all.map { $0.name }.joined(separator: ", "))")
                }
                guard let chosen = ReporterRegistry.reporter(named: name) else {
                    return tool.usageError("unknown reporter '\(name)'", hint: "one of: \(ReporterRegistry.all.map { $0.name }.joined(separator: ", "))")
                }
                reporter = chosen
                reporterGiven = true
            case "--no-color", "--no-colour":
                color = false
            case "--force-exclude":
                options.forceExclude = true
            case "--force":
                force = true
            case "--screen-root":
                guard let name = cursor.value() else { return tool.usageError("'--screen-root' needs a class name", hint: "e.g. --screen-root BaseScreen") }
                screenRoots.insert(name)
            case "--baseline":
                guard let path = cursor.value() else { return tool.usageError("'--baseline' needs a file", hint: "e.g. --baseline .kassios-baseline.json") }
                baselinePath = path
            case "--write-baseline":
                guard let path = cursor.value() else { return tool.usageError("'--write-baseline' needs a file", hint: "e.g. --write-baseline .kassios-baseline.json") }
                writeBaselinePath = path
            case "--enable":
                guard let rule = cursor.value() else { return tool.usageError("'--enable' needs a rule id", hint: "see 'kassios rules'") }
                guard RuleRegistry.rule(withIdentifier: rule) != nil else {
                    let known = RuleRegistry.all.map { $0.description.identifier }
                    return tool.usageError("unknown rule '\(rule)'", hint: NameSuggestion.closest(to: rule, in: known).map { "did you mean '\($0)'?" } ?? "see 'kassios rules'")
                }
                options.optInRules.insert(rule)
                enabledOnCommandLine.insert(rule)
            case "--hierarchy":
                guard let path = cursor.value() else { return tool.usageError("'--hierarchy' needs a folder or dump file", hint: "e.g. --hierarchy Examples/Dumps") }
                options.hierarchyPaths.append(path)
            case "--staged":
                staged = true
            case "--show-skipped":
                options.showSkipped = true
            default:
                switch common.takeRest(argument, from: &cursor, tool: tool, command: "lint", options: LintCommand.options) {
                case .taken: continue
                case .failed(let status): return status
                case .positional: paths.append(argument)
                }
            }
        }
        // The configuration: --config, else .kassios-lint.yml here or in the nearest parent.
        if !common.noConfig, let path = common.configPath ?? LintConfiguration.discover(from: options.workingDirectory) {
            do {
                let configuration = try LintConfiguration.load(path: path)
                options.configurationPath = path
                for warning in configuration.warnings { tool.standardError("\(warning) [configuration]\n") }
                configuration.apply(to: &options)
                if !reporterGiven, let name = configuration.reporter, let configured = ReporterRegistry.reporter(named: name) {
                    reporter = configured
                }
                if baselinePath == nil, let baseline = configuration.baseline {
                    let resolved = configuration.path(written: baseline)
                    if FileSystem.kind(of: resolved) != nil {
                        baselinePath = resolved
                    } else if writeBaselinePath == nil {
                        // A suite adopting kassios has none yet: every finding is reported, which is safe.
                        tool.standardError("kassios: warning: the configuration's baseline \(resolved) does not exist yet, so no finding is hidden; record one with 'kassios lint --write-baseline \(resolved)'\n")
                    }
                }
                if common.configPath == nil,
                   let warning = LintConfiguration.foundElsewhereWarning(configuration: path, paths: paths, workingDirectory: options.workingDirectory) {
                    tool.standardError(warning + "\n")
                }
                // Part of the suite (a folder of it): the rest is read for what it declares (base classes,
                // constants), so the part's findings, and a baseline recorded for it, are a whole run's.
                if !staged, !paths.isEmpty,
                   LintCommand.isPart(paths, of: configuration.includedPaths, workingDirectory: options.workingDirectory) {
                    options.contextPaths = configuration.includedPaths
                }
                options.included = configuration.includedPaths
                // With --staged, the folders read for context: the rest of the suite (base classes, constants).
                if paths.isEmpty {
                    if let missing = configuration.missingIncludedPath {
                        tool.standardError("kassios: error: \(missing)\n")
                        return 2
                    }
                    paths = configuration.includedPaths
                }
            } catch {
                tool.standardError("kassios: error: \(error)\n")
                return 2
            }
        }
        // The command line has the last word: --enable runs a rule the configuration turned off
        // (`disabled_rules`, or left out of `only_rules`).
        for rule in enabledOnCommandLine {
            options.disabledRules.remove(rule)
            options.ruleIdentifiers?.insert(rule)
        }
        if !screenRoots.isEmpty { options.model.screenRoots.formUnion(screenRoots) }
        if let missing = options.hierarchyPaths.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            return tool.usageError("no such hierarchy folder or dump: \(missing)", hint: "give a folder of dumps with --hierarchy, or fix the 'hierarchy' key")
        }
        guard !paths.isEmpty || staged else {
            return tool.usageError("no paths given", hint: "name the folder of your UI tests (kassios lint UITests), list it under 'included' in .kassios-lint.yml, or see 'kassios lint --help'")
        }
        if staged, writeBaselinePath != nil {
            return tool.usageError("--write-baseline records every finding of the suite, and --staged lints only the staged files",
                                   hint: "record the baseline without --staged (kassios lint --write-baseline FILE)")
        }
        options.recordsBaseline = writeBaselinePath != nil
        // Entries name files relative to the baseline's folder, wherever kassios runs from.
        if let file = writeBaselinePath ?? baselinePath {
            let folder = PathName.deletingLastComponent(of: file.hasPrefix("/") ? file : options.workingDirectory + "/" + file)
            options.baselineDirectory = FileSystem.canonicalPath(folder) ?? folder
        }
        let result: LintResult
        do {
            if staged {
                // Read first, as a hook should fail on a broken baseline even with nothing staged.
                if let baselinePath { options.baseline = try Baseline(contentsOf: baselinePath) }
                let files = try GitStaging.stagedSwiftFiles(in: options.workingDirectory)
                guard !files.isEmpty else {
                    // Nothing to check: silent, as a hook should be; a report a tool reads is still a report.
                    if reporter != XcodeReporter.self { reporter.write(LintResult(findings: [], fileCount: 0), to: tool.standardOutput) }
                    return 0
                }
                result = try LintRunner.run(staged: files, contextPaths: paths, options: options)
            } else {
                options.baselinePath = baselinePath   // read by the runner while it lints
                result = try LintRunner.run(paths: paths, options: options)
            }
        } catch {
            tool.standardError("kassios: error: \(error)\n")
            return 2
        }
        for warning in result.warnings { tool.standardError(warning + "\n") }
        if let writeBaselinePath, var baseline = result.recordedBaseline {
            // Recorded for part of the suite (one folder), it keeps the entries of the files it did not
            // lint that are still there: the rest of the team's baseline is not dropped.
            var keptNote = ""
            if let earlier = try? Baseline(contentsOf: writeBaselinePath) {
                let folder = options.baselineDirectory ?? options.workingDirectory
                // An entry names its file relative to the baseline's folder, or, for a file outside
                // it, to the working folder (`Baseline.path(_:from:relativeTo:)`): there either way.
                let merged = baseline.merging(earlier, keepingFilesBesides: result.baselineFiles) { file in
                    file.hasPrefix("/") ? FileSystem.kind(of: file) != nil
                        : [folder, options.workingDirectory].contains { FileSystem.kind(of: $0 + "/" + file) != nil }
                }
                baseline = merged.0
                if merged.kept > 0 {
                    keptNote = ", and kept \(merged.kept == 1 ? "1 entry" : "\(merged.kept) entries") of it for \(merged.files) file\(merged.files == 1 ? "" : "s") this run did not lint"
                }
            }
            // A baseline replaces a baseline; any other file (a source named by mistake) only with --force.
            if let refusal = RegeneratedFileWriter(tool: tool).write(baseline.serialized(), to: writeBaselinePath, force: force,
                                                                     kind: "baseline", inputs: paths, looksGenerated: Baseline.isBaseline) {
                return refusal
            }
            let recorded = result.recordedBaseline?.entries.count ?? 0
            tool.standardError("kassios: recorded \(recorded) finding\(recorded == 1 ? "" : "s") in \(writeBaselinePath)\(keptNote); lint with --baseline \(writeBaselinePath) to see only new ones\n")
            return 0
        }
        // Colour only for people: a terminal, no NO_COLOR, no --no-color.
        if reporter == XcodeReporter.self && color && tool.standardOutputIsTerminal
            && ProcessInfo.processInfo.environment["NO_COLOR"].map({ $0.isEmpty }) ?? true {
            XcodeReporter.write(result, colored: true, to: tool.standardOutput)
        } else {
            reporter.write(result, to: tool.standardOutput)
        }
        if !common.quiet {
            // Counted in place: `filter` would copy every finding it keeps.
            var errors = 0
            var warnings = 0
            for index in result.findings.indices {
                switch result.findings[index].severity {
                case .error: errors += 1
                case .warning: warnings += 1
                default: break
                }
            }
            let hidden = result.hiddenByBaseline.map { "; \($0) in the baseline, not shown" } ?? ""
            tool.standardError("kassios: linted \(result.fileCount) file\(result.fileCount == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\(hidden)\n")
        }
        PhaseClock.reportMemory()
        return result.hasErrors ? 1 : 0
    }
}
