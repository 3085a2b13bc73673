#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel
import KassiosSyntax

/// Settings of one lint run.
public struct LintOptions {
    public var model = ModelConfiguration()
    /// Rules to run; all non-opt-in rules (plus `optInRules`) when nil.
    public var ruleIdentifiers: Set<String>?
    /// Opt-in rules to run besides the default ones.
    public var optInRules: Set<String> = []
    /// Rules not to run.
    public var disabledRules: Set<String> = []
    /// Severity per rule id, overriding the rule's default.
    public var severities: [String: Severity] = [:]
    /// Warnings fail the run too.
    public var strict = false
    /// Files under walked folders that match are skipped; paths are matched relative to `excludedBase`.
    public var excluded: [Glob] = []
    public var excludedBase = "."
    /// Apply `excluded` to files named on the command line as well, and `included`.
    public var forceExclude = false
    /// The configuration's `included` folders (as the command line names paths): with `forceExclude`,
    /// a file named outside them is not linted (pre-commit names every staged Swift file, app code too).
    public var included: [String] = []
    /// Report only findings that are not in this baseline.
    public var baseline: Baseline?
    /// A baseline file to read while the files are found, for `baseline` (for `baselineMatcher`
    /// alone, when the run records no baseline); a file that is not a baseline is an error thrown
    /// instead of a result (before any error about the paths, as when it was read first).
    public var baselinePath: String?
    /// The baseline read from `baselinePath` by a run that only filters by it: its entries' digests.
    var baselineMatcher: BaselineMatcher?
    /// Record the run's findings (before `baseline` filters them) in `LintResult.recordedBaseline`.
    public var recordsBaseline = false
    /// The folder of the baseline file read or written: its entries name files relative to it, so
    /// that a run from a subfolder, or with `..` in its paths, matches the same entries. Nil: paths
    /// as the findings show them (relative to the working directory).
    public var baselineDirectory: String?
    /// The configuration file the run reads, if any: another one in the folders linted is not read,
    /// which the run says.
    public var configurationPath: String?
    /// Folders (or files) of hierarchy dumps that `stale-identifier` checks screens against.
    public var hierarchyPaths: [String] = []
    /// Dumps already read (tests, rule examples); used besides `hierarchyPaths`.
    public var dumps: [ScreenDump] = []
    /// Folders read besides the paths linted, for what their files declare (base classes,
    /// constants, robots): in the model, never reported. A lint of one folder of a suite so finds
    /// what a lint of the whole suite finds there.
    public var contextPaths: [String] = []
    /// Report tokens the parser stepped over (as notes).
    public var showSkipped = false
    /// The directory paths are reported relative to.
    public var workingDirectory = FileManager.default.currentDirectoryPath
    /// Leave the parsed model for the process to discard at exit: freeing a million
    /// tree nodes one by one costs a command-line run several percent for nothing.
    public var leavesModelToProcessExit = false

    public init() {}
}

/// What a lint run produced.
public struct LintResult {
    public var findings: [Finding]
    /// Number of Swift files read.
    public var fileCount: Int
    /// The findings as a baseline, when `LintOptions.recordsBaseline` asked for it.
    public var recordedBaseline: Baseline?
    /// The files linted, named as baseline entries name them, when `recordedBaseline` is made: what
    /// a recorded baseline speaks for (`Baseline.merging(_:keepingFilesBesides:…)`).
    public var baselineFiles: Set<String> = []
    /// What the user should know about the run itself, one line each (a folder given whose
    /// files were all excluded).
    public var warnings: [String] = []
    /// Findings left out because the baseline has them; nil without a baseline.
    public var hiddenByBaseline: Int?

    public var hasErrors: Bool { findings.contains { $0.severity == .error || (strict && $0.severity == .warning) } }
    /// Whether warnings count as failures (`strict`).
    public var strict = false

    public init(findings: [Finding], fileCount: Int) {
        self.findings = findings
        self.fileCount = fileCount
    }
}

/// Paths given on the command line that cannot be linted: exit code 2.
public struct LintInputError: Error, CustomStringConvertible {
    public let description: String
}

/// Reads the files, builds the project model and runs the rules. Files are read
/// and parsed in parallel; the output order does not depend on scheduling.
public enum LintRunner {
    public static func run(paths: [String], options: LintOptions = LintOptions()) throws -> LintResult {
        var clock = PhaseClock()
        var options = options
        var walk = try discoverFiles(in: paths, readingBaselineInto: &options)
        var warnings = walk.warnings
        // A folder's own configuration (a legacy part's `disabled_rules`) is not read: one configuration per run.
        let used = options.configurationPath.map { FileSystem.resolvedPath($0, from: options.workingDirectory) }
        for configuration in walk.configurations where FileSystem.resolvedPath(configuration, from: options.workingDirectory) != used {
            let reading = options.configurationPath.map { "the one it reads is \($0)" } ?? "it reads none (--no-config, or none found)"
            warnings.append("kassios: warning: \(configuration) is not read: kassios reads one configuration per run, and \(reading); merge its settings into that one, or lint its folder on its own with --config \(configuration)")
        }
        if !options.excluded.isEmpty {
            let explicit = Set(paths.map(SourceDiscovery.normalized))
            let walkedCount = walk.files.count
            let isExcluded = exclusion(for: options)
            walk.files = walk.files.filter { file in
                (explicit.contains(file) && !options.forceExclude) || !isExcluded(file)
            }
            // A folder named on purpose with nothing left in it would pass silently, a CI gate that checks nothing.
            if walk.files.count < walkedCount {
                for path in paths where FileSystem.kind(of: path) == .directory {
                    let folder = SourceDiscovery.normalized(path)
                    let prefix = folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
                    if !walk.files.contains(where: { $0.hasPrefix(prefix) }) {
                        warnings.append("kassios: warning: every Swift file in \(path) matches the configuration's 'excluded', so none of them was linted; name the files, or lint with --no-config")
                    }
                }
            }
        }
        if options.forceExclude && !options.included.isEmpty {
            let scope = options.included.map { FileSystem.resolvedPath($0, from: options.workingDirectory) }
            walk.files = walk.files.filter { file in
                let resolved = FileSystem.resolvedPath(file, from: options.workingDirectory)
                return scope.contains { PathName.isInside(resolved, folder: $0) }
            }
        }
        clock.lap("discover")
        var findings = walk.problems
        let loaded = loadAndParse(walk.files, options: options)
        clock.lap("read+parse")
        findings += loaded.findings
        let context = contextSources(besides: walk.files, options: options)
        let project = Project(files: loaded.sources + context, configuration: modelConfiguration(for: options))
        clock.lap("model")
        // Worked out beside the rules, which read the same finished model.
        let declaredTwice = BackgroundWork { screensDeclaredTwice(in: project, options: options) }
        if context.isEmpty {
            runRules(on: project, options: options, into: &findings)
        } else {
            // What the rules say of the context's files is not this run's to report.
            let linted = Set(walk.files)
            findings += runRules(on: project, options: options).filter { linted.contains($0.file) }
        }
        warnings += declaredTwice.value
        if let note = noScreenNote(project) { warnings.append(note) }
        clock.lap("rules")
        if options.leavesModelToProcessExit { _ = Unmanaged.passRetained(project) }
        var result = finish(consume findings, files: loaded.sources, suppressions: loaded.suppressions, fileCount: walk.files.count, options: options)
        result.warnings = warnings
        clock.lap("suppressions, baseline, order")
        return result
    }

    /// The Swift files under `paths`; and `options.baselinePath`'s baseline, read while the files are
    /// found into `options.baseline` (into `options.baselineMatcher`, when the run records none). A
    /// baseline that is not one is the error thrown, before any of the walk.
    ///
    /// The baseline is read on this thread and the files are found on another, not the other way
    /// round: glibc gives each thread a heap of its own, and what reading a large baseline allocates
    /// and frees (its bytes and their JSON, 6 MB for 7,800 entries) stayed unused in a reading thread's
    /// heap until the end, 6 MiB of the peak; in this thread's, the model and the rules reuse it.
    static func discoverFiles(in paths: [String], readingBaselineInto options: inout LintOptions) throws -> SourceDiscovery.Walk {
        guard let path = options.baselinePath else { return try SourceDiscovery.swiftFiles(in: paths) }
        let discovery = BackgroundWork { Result { try SourceDiscovery.swiftFiles(in: paths) } }
        let baseline = Result { try Baseline(contentsOf: path) }
        let walk = discovery.value
        let read = try baseline.get()
        // Filtering alone needs the entries' digests: their strings are let go before the files are read.
        if options.recordsBaseline { options.baseline = read } else { options.baselineMatcher = BaselineMatcher(read) }
        return try walk.get()
    }

    /// The Swift files of `options.contextPaths` that are not among `files` and not excluded, read
    /// and parsed; what cannot be read there is left out without a word (it is not linted).
    /// They are named as the linted files are (relative to the working folder, or absolute): the
    /// model reads files in the order of their names, and where a finding is placed may depend on it.
    static func contextSources(besides files: [String], options: LintOptions) -> [SourceFile] {
        guard !options.contextPaths.isEmpty, let walk = try? SourceDiscovery.swiftFiles(in: options.contextPaths) else { return [] }
        let linted = Set(files.map { FileSystem.canonicalPath($0) ?? $0 })
        let relative = !(files.first?.hasPrefix("/") ?? true)
        let others = walk.files.filter { path in
            !linted.contains(FileSystem.canonicalPath(path) ?? path) && !isExcluded(path, options: options)
        }.map { path -> String in
            if relative { return SourceDiscovery.displayPath(path, relativeTo: options.workingDirectory) }
            return path.hasPrefix("/") ? path : PathName.resolvingDots(options.workingDirectory + "/" + path)
        }
        return loadAndParse(others, options: options, readsSuppressions: false).sources
    }

    /// Lints the staged files' index content: those under `contextPaths` (all, when none) that are
    /// not excluded. Files under `contextPaths` are read too, so base classes and constants resolve,
    /// but only staged files are reported.
    public static func run(staged: [GitStaging.StagedFile], contextPaths: [String], options: LintOptions = LintOptions()) throws -> LintResult {
        var options = options
        if let path = options.baselinePath, options.baseline == nil { options.baseline = try Baseline(contentsOf: path) }
        // git names the repository by its real path (macOS: /private/var/…), so compare with ours resolved too.
        options.workingDirectory = FileSystem.canonicalPath(options.workingDirectory) ?? options.workingDirectory
        // The staged files the lint covers: under the paths (when given, or configured as `included`),
        // and not `excluded`, as a run over those paths would lint them.
        let roots = contextPaths.map { path -> String in
            let absolute = path.hasPrefix("/") ? path : options.workingDirectory + "/" + path
            let canonical = FileSystem.canonicalPath(absolute) ?? absolute
            return canonical.hasSuffix("/") ? canonical : canonical + "/"
        }
        let staged = staged.filter { file in
            guard roots.isEmpty || roots.contains(where: { (file.absolutePath + "/").hasPrefix($0) }) else { return false }
            // Named as the walk names files: relative to the working directory.
            return !isExcluded(SourceDiscovery.displayPath(file.absolutePath, relativeTo: options.workingDirectory), options: options)
        }
        let stagedPaths = Set(staged.map(\.absolutePath))
        let stagedSources = staged.map { SourceFile(path: $0.absolutePath, bytes: $0.content) }
        var context: [String] = []
        var warnings: [String] = []
        if !contextPaths.isEmpty {
            let walk = try SourceDiscovery.swiftFiles(in: contextPaths)
            warnings = walk.warnings
            context = walk.files.filter { path in
                !stagedPaths.contains(path.hasPrefix("/") ? path : options.workingDirectory + "/" + path)
            }
        }
        let loaded = loadAndParse(context, options: options, readsSuppressions: false)   // only staged files report
        var findings = stagedSources.flatMap { syntaxFindings(for: $0, options: options) }
        let project = Project(files: stagedSources + loaded.sources, configuration: modelConfiguration(for: options))
        runRules(on: project, options: options, into: &findings)
        if options.leavesModelToProcessExit { _ = Unmanaged.passRetained(project) }
        findings = findings.filter { stagedPaths.contains($0.file) }
        var result = finish(findings, files: stagedSources, fileCount: staged.count, options: options)
        result.warnings = warnings
        return result
    }

    /// Lints sources held in memory (tests, rule examples, `--stdin` later).
    /// `options.baseline` applies; `baselinePath` is for the runs that read files.
    public static func run(sources: [(path: String, text: String)], options: LintOptions = LintOptions()) -> LintResult {
        let files = sources.map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) }
        var findings = files.flatMap { syntaxFindings(for: $0, options: options) }
        findings += runRules(on: Project(files: files, configuration: modelConfiguration(for: options)), options: options)
        return finish(findings, files: files, fileCount: files.count, options: options)
    }

    /// Types with elements, and no screen among them: the rules about screens checked nothing, and a
    /// clean run would say nothing of it (a lone `final class LoginRobot` on no base, which no
    /// configuration names). Unless `unconfigured-screen-base` says so already.
    static func noScreenNote(_ project: Project) -> String? {
        guard project.screens.isEmpty, !project.elementsByType.isEmpty else { return nil }
        let tests = project.testCaseClassNames   // a test class with an element or two is no screen
        // XCTest's own types are only extended with helpers (godtools' `extension XCUIApplication`): no screens.
        // Nor is a protocol (mtp's `Elemental`, adopted by the app target's identifier enums): no advice
        // in the configuration makes it one.
        let types = project.elementsByType.keys.filter { name in
            !tests.contains(name) && !name.hasPrefix("XCUI") && !name.hasPrefix("XCT") && project.index.types[name]?.kind != .protocol
        }.sorted()
        guard !types.isEmpty, project.unconfiguredScreenBases().isEmpty else { return nil }
        let shown = types.prefix(3).joined(separator: ", ") + (types.count > 3 ? " and \(types.count - 3) more" : "")
        return "kassios: note: no screen object, robot or page object was recognised, so the rules about screens (missing-onload, onload-unknown-element) checked nothing; \(shown) \(types.count == 1 ? "has" : "have") elements: if \(types.count == 1 ? "it is a screen" : "they are screens"), \(configurationAdvice(for: types, index: project.index))"
    }

    /// What to write in the configuration for `types` to be read as robots: the base most of them
    /// stand on (the top of its class chain, `UIElementPage`), else the name their names share the
    /// end of (`*Page`, `*Elements`), else their names.
    static func configurationAdvice(for types: [String], index: DeclarationIndex) -> String {
        var bases: [String: Int] = [:]
        for name in types {
            // A class's: what an enum or a struct inherits first is a raw type or a protocol (`enum SettingsScreen: String`).
            guard let type = index.types[name], type.kind == .class, var current = type.superclass else { continue }
            for _ in 0..<16 {
                guard let next = current.resolved?.superclass else { break }
                current = next
            }
            let base = current.resolved?.qualifiedName ?? current.written.baseName
            if base != "NSObject" { bases[base, default: 0] += 1 }
        }
        if let base = bases.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key {
            return "name \(types.count == 1 ? "its" : "their") base in .kassios-lint.yml (screens: { dialects: { \(base): robot } })"
        }
        var endings: [String: Int] = [:]
        for name in types {
            let last = name.split(separator: ".").last.map(String.init) ?? name
            if let word = Project.screenNameWords.first(where: { last.hasSuffix($0) && last != $0 }) { endings[word, default: 0] += 1 }
        }
        let names: [String]
        if let word = endings.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key {
            names = ["*" + word]
        } else if types.count > 1, let shared = LintRunner.sharedEnding(of: types.map { $0.split(separator: ".").last.map(String.init) ?? $0 }) {
            names = ["*" + shared]   // wizeline's `LandingElements`, `LoginScreenElements`, `UserDashboardElements`
        } else {
            names = types
        }
        return "name \(types.count == 1 ? "it" : "them") in .kassios-lint.yml (robots: { names: [\(names.map { "\"\($0)\"" }.joined(separator: ", "))] })"
    }

    /// The word, or words, every name ends with, from a capital letter (`Elements` of `LandingElements` and
    /// `LoginScreenElements`), shorter than each of them; nil for none.
    static func sharedEnding(of names: [String]) -> String? {
        guard let firstName = names.first else { return nil }
        var shared = Substring(firstName)
        for name in names.dropFirst() {
            while !shared.isEmpty && !name.hasSuffix(shared) { shared = shared.dropFirst() }
        }
        while let first = shared.first, !first.isUppercase { shared = shared.dropFirst() }
        guard !shared.isEmpty, names.allSatisfy({ $0.count > shared.count }) else { return nil }
        return String(shared)
    }

    /// A screen declared in two files is one type to kassios (its elements merged, one
    /// finding for both): in one module that does not compile, so two test targets were
    /// linted together. Said once per screen, with where each declaration is.
    static func screensDeclaredTwice(in project: Project, options: LintOptions) -> [String] {
        project.screens.compactMap { screen in
            guard let type = project.index.types[screen.name], let primary = type.primary else { return nil }
            let elsewhere = type.declarationsElsewhere
            guard !elsewhere.isEmpty else { return nil }
            var files: Set<ObjectIdentifier> = []
            let places = ([primary] + elsewhere).filter { files.insert(ObjectIdentifier($0.file)).inserted }.map { declaration in
                let path = SourceDiscovery.displayPath(declaration.file.path, relativeTo: options.workingDirectory)
                return "\(path):\(declaration.value.nameLocation.line):\(declaration.value.nameLocation.column)"
            }
            return "kassios: warning: \(screen.name) is declared in \(places.count) files (\(places.joined(separator: ", "))) and read as one screen; if they belong to different test targets, lint each target on its own"
        }
    }

    /// Suppressions, paths as the user sees them, baseline, order.
    /// `suppressions`: the files' suppression commands, when they were read already.
    static func finish(_ findings: consuming [Finding], files: [SourceFile], suppressions: [String: FileSuppressions]? = nil,
                       fileCount: Int, options: LintOptions) -> LintResult {
        var clock = PhaseClock()
        var suppressed = SuppressionFilter.apply(consume findings, suppressions: suppressions ?? SuppressionFilter.suppressions(in: files))
        clock.lap("  suppressions")
        // Taken out, so that the changes below are made in place rather than to a copy.
        var findings = suppressed.kept
        suppressed.kept = []
        if isEnabled(SuperfluousSuppressionRule.description, options: options) {
            let description = SuperfluousSuppressionRule.description
            // A command naming a rule this run left off may well suppress what that rule finds in
            // a run that has it on (CI's, with the opt-in rules): not said to be superfluous.
            func ran(_ id: String) -> Bool {
                if id == "all" { return RuleRegistry.all.allSatisfy { isEnabled($0.description, options: options) } }
                return RuleRegistry.rule(withIdentifier: id).map { isEnabled($0.description, options: options) } ?? true
            }
            for entry in suppressed.malformed {
                findings.append(Finding(rule: description.identifier, severity: description.defaultSeverity, file: entry.file,
                                        line: entry.line, column: entry.column,
                                        message: "\(entry.spelling) is no kassios command, or names no rule, and suppresses nothing; write kassios:disable, kassios:disable:next, :this or :previous (or kassios:enable…) and the rule ids"))
            }
            for (file, command) in suppressed.superfluous where command.rules.allSatisfy(ran) {
                findings.append(Finding(rule: description.identifier, severity: description.defaultSeverity, file: file,
                                        line: command.line, column: command.column,
                                        message: command.spelling == "kassios:ignore-id"
                                            ? "this kassios:ignore-id suppresses nothing: no runtime-identifier finding is on its line; remove it"
                                            : "this \(command.spelling) of \(command.rules.joined(separator: ", ")) suppresses nothing; remove it or name the rule that fires"))
            }
        }
        CharacterColumns.fill(&findings, files: files)
        var filesByPath: [String: SourceFile] = [:]
        let usesBaseline = options.recordsBaseline || options.baseline != nil || options.baselineMatcher != nil
        if usesBaseline {
            for file in files { filesByPath[SourceDiscovery.displayPath(file.path, relativeTo: options.workingDirectory)] = file }
        }
        // A file's findings mostly come one after another: its path is made relative once for
        // them, and they share the one string (which then compares equal at once).
        var last: (path: String, shown: String)?
        for index in findings.indices {
            let path = findings[index].file
            if let last, last.path == path {
                findings[index].file = last.shown
            } else {
                let shown = SourceDiscovery.displayPath(path, relativeTo: options.workingDirectory)
                last = (path, shown)
                findings[index].file = shown
            }
            if !options.severities.isEmpty, let severity = options.severities[findings[index].rule] { findings[index].severity = severity }
        }
        clock.lap("  paths and severities")
        findings = ordered(consume findings)
        clock.lap("  order")
        var result = LintResult(findings: findings, fileCount: fileCount)
        result.strict = options.strict
        if usesBaseline {
            let here = FileSystem.canonicalPath(options.workingDirectory) ?? options.workingDirectory
            // As a baseline's entries name a file: relative to the baseline's folder.
            let named = { (shown: String) in options.baselineDirectory.map { Baseline.path(shown, from: here, relativeTo: $0) } ?? shown }
            let matcher = options.baselineMatcher ?? options.baseline.map(BaselineMatcher.init)
            var digests: [BaselineMatcher.Digest]?
            if options.recordsBaseline {
                let entries = Baseline.entries(for: findings, files: filesByPath, named: named)
                result.recordedBaseline = Baseline(entries: entries)
                result.baselineFiles = Set(filesByPath.keys.map(named))
                if matcher != nil { digests = entries.map(BaselineMatcher.digest(of:)) }
            }
            if let matcher {
                let keys = digests ?? Baseline.keys(for: findings, files: filesByPath, named: named, BaselineMatcher.digest(of:))
                result.findings = matcher.filter(findings, keys: keys)
                result.hiddenByBaseline = findings.count - result.findings.count
            }
        }
        clock.lap("  baseline")
        return result
    }

    /// The findings in `Finding.ordered` order, each path ranked once, so that most
    /// comparisons are of integers rather than of paths.
    static func ordered(_ findings: consuming [Finding]) -> [Finding] {
        let order = orderOfFindings(findings)
        return permuted(consume findings, by: order)
    }

    /// The indices of `findings` in `Finding.ordered` order.
    private static func orderOfFindings(_ findings: [Finding]) -> [Int] {
        // Each run of findings in one file is looked up once. Findings are read field by field:
        // a `for finding in findings` copies each whole (a copy counts five references).
        var paths: Set<String> = []
        var previous: String?
        for index in findings.indices {
            let file = findings[index].file
            guard file != previous else { continue }
            paths.insert(file)
            previous = file
        }
        var rank: [String: Int] = [:]
        rank.reserveCapacity(paths.count)
        for (index, path) in paths.sorted().enumerated() { rank[path] = index }
        // Compared by position first, without copying a finding (a copy counts five references).
        var positions: [(rank: Int, line: Int, column: Int)] = []
        positions.reserveCapacity(findings.count)
        var last: (path: String, rank: Int)?
        for index in findings.indices {
            let file = findings[index].file
            let fileRank: Int
            if let last, last.path == file {
                fileRank = last.rank
            } else {
                fileRank = rank[file]!
                last = (file, fileRank)
            }
            positions.append((fileRank, findings[index].line, findings[index].column))
        }
        return findings.indices.sorted { i, j in
            let (a, b) = (positions[i], positions[j])
            if a != b { return a < b }
            return (findings[i].rule, findings[i].message) < (findings[j].rule, findings[j].message)
        }
    }

    /// `order.map { findings[$0] }`, made by moving each finding to its place instead of
    /// copying it: `order` is a permutation of the indices, applied one cycle at a time.
    static func permuted(_ findings: consuming [Finding], by order: [Int]) -> [Finding] {
        precondition(order.count == findings.count, "not a permutation of the findings")
        var placed = [Bool](repeating: false, count: order.count)
        findings.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in buffer.indices where !placed[start] {
                placed[start] = true
                guard order[start] != start else { continue }
                let held = (base + start).move()
                var current = start
                while true {
                    let source = order[current]
                    if source == start {
                        (base + current).initialize(to: held)
                        break
                    }
                    precondition(!placed[source], "not a permutation of the findings")
                    (base + current).moveInitialize(from: base + source, count: 1)
                    placed[source] = true
                    current = source
                }
            }
        }
        return findings
    }

    /// The model as the enabled rules need it.
    static func modelConfiguration(for options: LintOptions) -> ModelConfiguration {
        var configuration = options.model
        configuration.notesMentionedElementNames = isEnabled(UnusedElementRule.description, options: options)
        let queries = RuleRegistry.all.filter { isEnabled($0.description, options: options) }
            .compactMap { $0.init().callQuery(for: options.model) }
        if !queries.isEmpty { configuration.callsToRecord = CallVisitor.recording(for: queries) }
        return configuration
    }

    static func isEnabled(_ description: RuleDescription, options: LintOptions) -> Bool {
        if let selected = options.ruleIdentifiers { return selected.contains(description.identifier) }
        if options.disabledRules.contains(description.identifier) { return false }
        return !description.isOptIn || options.optInRules.contains(description.identifier)
    }

    /// Whether a walked file matches an `excluded` pattern, relative to the configuration's folder.
    public static func isExcluded(_ file: String, options: LintOptions) -> Bool {
        exclusion(for: options)(file)
    }

    /// `isExcluded` for many files: the configuration's folder is resolved once.
    public static func exclusion(for options: LintOptions) -> (String) -> Bool {
        guard !options.excluded.isEmpty else { return { _ in false } }
        // The patterns are relative to the configuration's folder, however the path is spelt:
        // `../UITests/Legacy/Old.swift` from a subfolder, absolute, or `./UITests/…`.
        let workingDirectory = options.workingDirectory
        func absolute(_ path: String) -> String {
            PathName.resolvingDots(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        }
        let base = absolute(options.excludedBase == "." ? "" : options.excludedBase)
        let prefix = base == "/" ? "/" : base + "/"
        let excluded = options.excluded
        return { file in
            let absoluteFile = absolute(file)
            let relative = absoluteFile.hasPrefix(prefix) ? String(absoluteFile.dropFirst(prefix.count)) : file
            return excluded.contains { $0.matches(relative) }
        }
    }

    static func runRules(on project: Project, options: LintOptions) -> [Finding] {
        var findings: [Finding] = []
        runRules(on: project, options: options, into: &findings)
        return findings
    }

    /// Appends the enabled rules' findings to `findings`, rule by rule: appended where they
    /// end up, each is copied once (a copy counts five references).
    static func runRules(on project: Project, options: LintOptions, into findings: inout [Finding]) {
        var dumps = options.dumps
        if !options.hierarchyPaths.isEmpty && isEnabled(StaleIdentifierRule.description, options: options) {
            let loaded = HierarchyDumpLoader.load(folders: options.hierarchyPaths, workingDirectory: options.workingDirectory)
            dumps += loaded.dumps
            findings += loaded.findings
        }
        // The rules read the finished model and nothing else, so they run side by side; each
        // rule's findings keep their place, so the order does not depend on scheduling.
        let allDumps = dumps
        let enabled = RuleRegistry.all.filter { isEnabled($0.description, options: options) }
        AllocationBurst.willStart(fileCount: project.files.count)
        // The calls the rules read: recorded by the model's walk when it was asked to,
        // else walked now, once per file for all of them.
        if project.configuration.callsToRecord != nil {
            CallVisitor.adopt(project)
        } else {
            let queries = enabled.compactMap { $0.init().callQuery(for: project.configuration) }
            if !queries.isEmpty { CallVisitor.prepare(project, for: queries) }
        }
        let checked = ParallelMap.map(enabled, inParallel: project.files.count >= ParallelMap.filesWorthThreads) { ruleType -> (findings: [Finding], milliseconds: Double) in
            let start = MonotonicClock.nanoseconds()
            let findings = ruleType.init().check(project, dumps: allDumps)
            return (findings, MonotonicClock.milliseconds(since: start))
        }
        findings.reserveCapacity(findings.count + checked.reduce(0) { $0 + $1.findings.count })
        for (ruleType, result) in zip(enabled, checked) {
            findings += result.findings
            PhaseClock.report("  rule " + ruleType.description.identifier, milliseconds: result.milliseconds)
        }
    }

    struct Loaded {
        var sources: [SourceFile] = []
        var findings: [Finding] = []
        /// The suppression commands of each file that has any, by path (`SuppressionFilter.suppressions(in:)`).
        var suppressions: [String: FileSuppressions] = [:]
    }

    /// Reads and parses every file on worker threads with large stacks, reading its suppression
    /// comments on the way (unless `readsSuppressions` is false); results keep input order.
    static func loadAndParse(_ paths: [String], options: LintOptions, readsSuppressions: Bool = true) -> Loaded {
        AllocationBurst.willStart(fileCount: paths.count)
        let results = ParallelMap.map(paths) { path -> (SourceFile?, [Finding], FileSuppressions?) in
            guard let bytes = FileSystem.contents(of: path) else {
                return (nil, [Finding(rule: "file-unreadable", severity: .error, file: path, line: 1, column: 1,
                                      message: "cannot read \(path): \(SourceDiscovery.reason(forUnreadable: path))")], nil)
            }
            let file = SourceFile(path: path, bytes: bytes)
            return (file, syntaxFindings(for: file, options: options), readsSuppressions ? FileSuppressions.of(file) : nil)
        }
        var loaded = Loaded()
        for (file, findings, suppressions) in results {
            if let file {
                loaded.sources.append(file)
                if let suppressions { loaded.suppressions[file.path] = suppressions }
            }
            loaded.findings += findings
        }
        return loaded
    }

    /// Lexer errors, invalid UTF-8, and (when asked) what the parser skipped.
    static func syntaxFindings(for file: SourceFile, options: LintOptions) -> [Finding] {
        var findings: [Finding] = []
        if let bad = UTF8Validation.firstInvalidByte(in: file.bytes) {
            let location = UTF8Validation.location(ofOffset: bad, in: file.bytes)
            // A UTF-16 byte-order mark: what the file is, and that the compiler refuses it too.
            let message = TextFileDecoding.utf16ByteOrder(of: file.bytes) != nil
                ? "the file is UTF-16 (it starts with a UTF-16 byte-order mark); Swift sources must be UTF-8, the compiler refuses it too: save it as UTF-8"
                : "the file is not valid UTF-8 (first bad byte at offset \(bad)); it is linted as bytes"
            findings.append(Finding(rule: "invalid-utf8", severity: .warning, file: file.path, at: location, message: message))
        }
        for diagnostic in file.diagnostics {
            findings.append(Finding(rule: "syntax-error", severity: .warning, file: file.path, at: diagnostic.location,
                                    message: diagnostic.message))
        }
        if options.showSkipped {
            for note in file.skipped {
                findings.append(Finding(rule: "parse-recovery", severity: .note, file: file.path, at: note.location, message: note.message))
            }
        }
        return findings
    }
}

enum UTF8Validation {
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var i = 0
        let count = bytes.count
        // Most source is ASCII, and every file is checked.
        i = asciiPrefixLength(of: bytes)
        while i < count {
            let c = bytes[i]
            if c < 0x80 { i += 1; continue }
            let length: Int
            switch c {
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return i
            }
            guard i + length <= count else { return i }
            for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
            if (c == 0xE0 && bytes[i + 1] < 0xA0) || (c == 0xED && bytes[i + 1] > 0x9F)
                || (c == 0xF0 && bytes[i + 1] < 0x90) || (c == 0xF4 && bytes[i + 1] > 0x8F) { return i }
            i += length
        }
        return nil
    }

    /// How many bytes from the start are ASCII: eight at a time, then one by one.
    static func asciiPrefixLength(of bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { raw -> Int in
            var k = 0
            while k + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: k, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { k += 8 }
            while k < raw.count, raw[k] < 0x80 { k += 1 }
            return k
        }
    }

    static func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var lineStart = 0
        var i = 0
        while i < offset {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A)) {
                line += 1
                lineStart = i + 1
            }
            i += 1
        }
        return SourceLocation(offset: offset, line: line, column: offset - lineStart + 1)
    }
}
