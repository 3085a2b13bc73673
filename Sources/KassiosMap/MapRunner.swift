#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosLint
import KassiosModel

/// A suite read for `kassios map`, `context` and `identify`: the configuration, the
/// project model, the graph and its metrics.
public struct MapRun {
    public var graph: NavigationGraph
    public var metrics: GraphMetrics
    public var project: Project
    /// The lint options the configuration gives (rules, severities, model settings).
    public var lintOptions: LintOptions
    public var configuration: MapConfiguration
    /// Configuration warnings, unreadable files, doc comments naming unknown screens.
    public var warnings: [String]
    public var fileCount: Int
    /// The files read only in part (broken syntax, not UTF-8), as `path:line:column: message`:
    /// what the map and the context say of their screens may be incomplete.
    public var readInPart: [String] = []
}

public enum MapRunner {
    /// Reads the configuration (`configPath`, else `.kassios-lint.yml` here or in the nearest
    /// parent, unless `useConfiguration` is false), then the Swift files under `paths` (the
    /// configuration's `included` when empty). Throws for input errors: bad configuration,
    /// missing paths, no Swift files. `keepsModelUntilExit`: for a command-line run, the
    /// parsed model is never freed (the process ends anyway).
    public static func run(paths: [String], configPath: String? = nil, useConfiguration: Bool = true,
                           workingDirectory: String = FileManager.default.currentDirectoryPath,
                           keepsModelUntilExit: Bool = false) throws -> MapRun {
        var clock = PhaseClock()
        var options = LintOptions()
        options.workingDirectory = workingDirectory
        options.leavesModelToProcessExit = keepsModelUntilExit
        var configuration = MapConfiguration()
        var warnings: [String] = []
        var paths = paths
        if useConfiguration, let path = configPath ?? LintConfiguration.discover(from: workingDirectory) {
            let lintConfiguration = try LintConfiguration.load(path: path)
            warnings += lintConfiguration.warnings.map { "\($0) [configuration]" }
            lintConfiguration.apply(to: &options)
            configuration = try MapConfiguration(lintConfiguration)
            options.excluded += configuration.excluded
            warnings += configuration.warnings.map { "\($0) [configuration]" }
            if configPath == nil, let warning = LintConfiguration.foundElsewhereWarning(configuration: path, paths: paths, workingDirectory: workingDirectory) {
                warnings.append(warning)
            }
            if paths.isEmpty { paths = lintConfiguration.includedPaths }
        }
        guard !paths.isEmpty else { throw MapInputError.noPaths }
        let suite = try SuiteLoader.load(paths: paths, options: options)
        clock.lap("read+parse")
        // What lint would report of the files themselves (unreadable, not UTF-8, broken syntax):
        // a map drawn from a file read only in part should say so.
        warnings += suite.warnings
        var readInPart: [String] = []
        for problem in suite.problems {
            let path = SourceDiscovery.displayPath(problem.file, relativeTo: workingDirectory)
            warnings.append("\(path):\(problem.line):\(problem.column): warning: \(problem.message) [\(problem.rule)]")
            readInPart.append("\(path):\(problem.line):\(problem.column): \(problem.message)")
        }
        let project = Project(files: suite.files, configuration: options.model)
        for base in suite.unconfiguredScreenBases(in: project, options: options) {
            let path = SourceDiscovery.displayPath(base.file, relativeTo: workingDirectory)
            warnings.append("\(path):\(base.line):\(base.column): warning: \(base.message) [\(base.rule)]")
        }
        clock.lap("model")
        let built = NavigationGraphBuilder.build(project) { SourceDiscovery.displayPath($0, relativeTo: workingDirectory) }
        warnings += built.warnings
        warnings += configuration.warnings(about: built.graph)
        clock.lap("graph")
        let metrics = GraphMetrics(graph: built.graph)
        clock.lap("metrics")
        // As lint does: freeing a million tree nodes one by one at the end of a command-line run is wasted time.
        if options.leavesModelToProcessExit { _ = Unmanaged.passRetained(project) }
        return MapRun(graph: built.graph, metrics: metrics, project: project, lintOptions: options,
                      configuration: configuration, warnings: warnings, fileCount: suite.fileCount, readInPart: readInPart)
    }
}
