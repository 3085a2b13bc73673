import KassiosModel
import KassiosSyntax

/// The suite as commands other than lint read it (`kassios map`, `context`, `identify`):
/// the same files (the configuration's `excluded` applies), read and parsed the same way.
public struct LoadedSuite {
    public var files: [SourceFile]
    /// Files that could not be read, and syntax problems, as lint would report them (suppressions applied).
    public var problems: [Finding]
    public var fileCount: Int
    /// Lines for stderr about the run itself (files named that are not Swift).
    public var warnings: [String] = []
    /// The files' suppression commands, by path.
    var suppressions: [String: FileSuppressions] = [:]

    /// Base classes that no screen root reaches (`unconfigured-screen-base`, when the rule is
    /// on and not suppressed there): the screens under them are missing from a map or a
    /// context drawn from the suite, and the user should know why.
    public func unconfiguredScreenBases(in project: Project, options: LintOptions) -> [Finding] {
        guard LintRunner.isEnabled(UnconfiguredScreenBaseRule.description, options: options) else { return [] }
        return SuppressionFilter.apply(UnconfiguredScreenBaseRule().check(project), suppressions: suppressions).kept
    }
}

public enum SuiteLoader {
    public static func load(paths: [String], options: LintOptions) throws -> LoadedSuite {
        var walk = try SourceDiscovery.swiftFiles(in: paths)
        if !options.excluded.isEmpty {
            let explicit = Set(paths.map(SourceDiscovery.normalized))
            let isExcluded = LintRunner.exclusion(for: options)
            walk.files = walk.files.filter { file in
                (explicit.contains(file) && !options.forceExclude) || !isExcluded(file)
            }
        }
        let loaded = LintRunner.loadAndParse(walk.files, options: options)
        // A `kassios:disable` that keeps lint quiet about a file keeps these commands quiet too.
        let problems = SuppressionFilter.apply(walk.problems + loaded.findings, suppressions: loaded.suppressions).kept
        return LoadedSuite(files: loaded.sources, problems: problems, fileCount: walk.files.count, warnings: walk.warnings,
                           suppressions: loaded.suppressions)
    }
}

extension LintOptions {
    /// The rules this run would check, in `kassios rules` order, with their severities.
    public var enabledRules: [(description: RuleDescription, severity: Severity)] {
        var result: [(description: RuleDescription, severity: Severity)] = []
        for rule in RuleRegistry.all {
            let description = rule.description
            guard LintRunner.isEnabled(description, options: self) else { continue }
            result.append((description, severities[description.identifier] ?? description.defaultSeverity))
        }
        return result
    }
}
