#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel
import KassiosSyntax

/// What `kassios catches` produced: the manifest, and what is wrong with the comments.
public struct CatchesResult {
    public var manifest: CatchesManifest
    /// `catches-malformed`, `catches-unknown-defect`, `catches-on-non-test` and unreadable
    /// files, with suppressions and configured severities applied, sorted.
    public var findings: [Finding]
    /// Number of Swift files read.
    public var fileCount: Int
    /// The catalog the run checked against, if any.
    public var catalog: DefectCatalog?
    /// Lines for stderr about the run itself (files named that are not Swift).
    public var warnings: [String] = []

    /// Catalog defects no test catches (empty without a catalog).
    public var uncaught: [CatchesManifest.Defect] {
        catalog == nil ? [] : manifest.uncaught
    }

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}

/// How a committed manifest compares with the sources.
public enum ManifestComparison: Equatable {
    case upToDate
    /// A unified diff from the file (`-`) to what the sources produce now (`+`).
    case stale(diff: String)
    case missing
}

/// Builds the defect → tests manifest from the sources: the library behind
/// `kassios catches`, and what a test or a CI script calls.
public enum CatchesRunner {
    /// The rules that check `Catches` comments; the command reports them too.
    public static let ruleIdentifiers: Set<String> = [
        CatchesUnknownDefectRule.description.identifier,
        CatchesOnNonTestRule.description.identifier,
        CatchesMalformedRule.description.identifier,
    ]

    /// Reads the Swift files under `paths` (the configuration's `excluded` applies, as for
    /// lint). Test targets are named from `paths` (see `TestTargetNaming`).
    public static func run(paths: [String], options: LintOptions = LintOptions()) throws -> CatchesResult {
        let suite = try SuiteLoader.load(paths: paths, options: options)
        // Unreadable files and broken syntax are said, as lint says them: a test read in part may lose its comment.
        var result = run(files: suite.files, roots: paths, fileCount: suite.fileCount, problems: suite.problems, options: options)
        result.warnings = suite.warnings
        return result
    }

    /// Sources held in memory (tests); `roots` name the targets as command-line paths would.
    public static func run(sources: [(path: String, text: String)], roots: [String], options: LintOptions = LintOptions()) -> CatchesResult {
        let files = sources.map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) }
        return run(files: files, roots: roots, fileCount: files.count, problems: [], options: options)
    }

    static func run(files: [SourceFile], roots: [String], fileCount: Int, problems: [Finding], options: LintOptions) -> CatchesResult {
        let project = Project(files: files, configuration: options.model)
        let catalog = options.model.defectCatalog
        let targets = TestTargetNaming(fixedTarget: options.model.testTarget, roots: roots)
        let manifest = CatchesManifest(analysis: project.catches, catalog: catalog, targets: targets)

        // The catches rules alone, whatever else the configuration selects, unless disabled.
        var ruleOptions = options
        ruleOptions.ruleIdentifiers = ruleIdentifiers.subtracting(options.disabledRules)
        ruleOptions.optInRules = []
        ruleOptions.baseline = nil
        ruleOptions.baselineMatcher = nil
        ruleOptions.recordsBaseline = false
        let findings = problems + LintRunner.runRules(on: project, options: ruleOptions)
        let finished = LintRunner.finish(findings, files: files, fileCount: fileCount, options: ruleOptions)
        if options.leavesModelToProcessExit { _ = Unmanaged.passRetained(project) }
        return CatchesResult(manifest: manifest, findings: finished.findings, fileCount: fileCount, catalog: catalog)
    }

    /// Compares a committed manifest's text with what the sources produce now, byte for byte.
    /// Line endings do not count: a checkout may turn `\n` into `\r\n`.
    public static func compare(committed: String?, current: String, path: String) -> ManifestComparison {
        guard let committed else { return .missing }
        // By bytes: as `Character`s, `\r\r\n` would become `\r\n` again, and a file
        // in another Unicode normalization would count as the same.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(committed.utf8.count)
        for byte in committed.utf8 {
            if byte == UInt8(ascii: "\n"), bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
            bytes.append(byte)
        }
        if bytes.elementsEqual(current.utf8) { return .upToDate }
        let normalized = String(decoding: bytes, as: UTF8.self)
        return .stale(diff: LineDiff.unified(old: normalized, new: current, oldLabel: "\(path) (committed)",
                                             newLabel: "\(path) (from the sources now)"))
    }

}
