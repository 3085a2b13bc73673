#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosLint
import KassiosModel
import KassiosLintCLI

/// `kassios catches [options] [paths…]`: the defect → tests manifest from `/// Catches`
/// comments; `--check FILE` is the CI gate.
struct CatchesCommand {
    let tool: CommandLineTool

    static let options = ["--out", "--format", "--check", "--catalog", "--target", "--test-case-root", "--config", "--no-config",
                          "--force", "--quiet", "--help"]
    static let formats = ["json", "yaml", "xcodebuild"]

    enum Output {
        case manifest(CatchesManifest.Format)
        case xcodebuild(defect: String)
    }

    func run(_ arguments: [String]) -> Int32 {
        var options = LintOptions()
        options.leavesModelToProcessExit = true
        var paths: [String] = []
        var formatName: String?
        var xcodebuildDefect: String?
        var outPath: String?
        var checkPath: String?
        var catalogPath: String?
        var target: String?
        var roots: Set<String> = []
        var force = false
        var common = CommonOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch cursor.asOption(argument) {
            case "-h", "--help":
                tool.standardOutput(Help.catches)
                return 0
            case "--out", "-o":
                guard let path = cursor.value() else { return tool.usageError("'--out' needs a file", hint: "e.g. --out catches.json") }
                outPath = path
            case "--check":
                guard let path = cursor.value() else { return tool.usageError("'--check' needs a file", hint: "e.g. --check catches.json") }
                checkPath = path
            case "--format":
                guard let name = cursor.value() else {
                    return tool.usageError("'--format' needs a value", hint: "one of: json, yaml, xcodebuild <defect>")
                }
                guard CatchesCommand.formats.contains(name) else {
                    let suggestion = NameSuggestion.closest(to: name, in: CatchesCommand.formats)
                    return tool.usageError("unknown format '\(name)'",
                                           hint: (suggestion.map { "did you mean '\($0)'? " } ?? "") + "one of: json, yaml, xcodebuild <defect>")
                }
                formatName = name
                if name == "xcodebuild" {
                    guard let defect = cursor.value(), !defect.hasPrefix("-") else {
                        return tool.usageError("'--format xcodebuild' needs a defect id", hint: "e.g. --format xcodebuild successToastMissing")
                    }
                    xcodebuildDefect = defect
                }
            case "--catalog":
                guard let path = cursor.value() else { return tool.usageError("'--catalog' needs a file", hint: "e.g. --catalog defects.json") }
                catalogPath = path
            case "--target":
                guard let name = cursor.value(), !name.isEmpty, !name.contains("/"), !name.contains(where: \.isNewline) else {
                    return tool.usageError("'--target' needs a test target name", hint: "e.g. --target FinchUITests")
                }
                target = name
            case "--test-case-root":
                guard let name = cursor.value() else { return tool.usageError("'--test-case-root' needs a class name", hint: "e.g. --test-case-root FinchTestCase") }
                roots.insert(name)
            case "--force":
                force = true
            default:
                switch common.takeRest(argument, from: &cursor, tool: tool, command: "catches", options: CatchesCommand.options) {
                case .taken: continue
                case .failed(let status): return status
                case .positional: paths.append(argument)
                }
            }
        }

        if checkPath != nil && outPath != nil {
            return tool.usageError("'--check' and '--out' do not go together", hint: "--check compares the file, --out writes it")
        }
        if checkPath != nil && xcodebuildDefect != nil {
            return tool.usageError("'--check' compares a manifest file, not xcodebuild arguments", hint: "use --format json or yaml with --check")
        }
        let output: Output
        if let xcodebuildDefect {
            output = .xcodebuild(defect: xcodebuildDefect)
        } else if let formatName, let format = CatchesManifest.Format(rawValue: formatName) {
            output = .manifest(format)
        } else {
            output = .manifest(CatchesManifest.Format(forPath: checkPath ?? outPath ?? ".json"))
        }

        // The configuration: --config, else .kassios-lint.yml here or in the nearest parent.
        if !common.noConfig, let path = common.configPath ?? LintConfiguration.discover(from: options.workingDirectory) {
            do {
                let configuration = try LintConfiguration.load(path: path)
                for warning in configuration.warnings { tool.standardError("\(warning) [configuration]\n") }
                configuration.apply(to: &options)
                if common.configPath == nil,
                   let warning = LintConfiguration.foundElsewhereWarning(configuration: path, paths: paths, workingDirectory: options.workingDirectory) {
                    tool.standardError(warning + "\n")
                }
                if paths.isEmpty { paths = configuration.includedPaths }
            } catch {
                tool.standardError("kassios: error: \(error)\n")
                return 2
            }
        }
        if let catalogPath {
            do {
                options.model.defectCatalog = try DefectCatalog.load(path: catalogPath)
            } catch {
                tool.standardError("kassios: error: cannot use the defect catalog: \(error)\n")
                return 2
            }
        }
        if let target { options.model.testTarget = target }
        options.model.testCaseRoots.formUnion(roots)
        guard !paths.isEmpty else {
            return tool.usageError("no paths given", hint: "try 'kassios catches Examples' or see 'kassios catches --help'")
        }

        let result: CatchesResult
        do {
            result = try CatchesRunner.run(paths: paths, options: options)
        } catch {
            tool.standardError("kassios: error: \(error)\n")
            return 2
        }
        for warning in result.warnings { tool.standardError(warning + "\n") }
        for finding in result.findings {
            tool.standardError("\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]\n")
        }
        if let catalog = result.catalog {
            for defect in result.uncaught {
                let title = defect.title.map { " (\($0))" } ?? ""
                tool.standardError("\(catalog.name): warning: no test catches '\(defect.id)'\(title): add a /// Catches `\(defect.id)` comment to the test that should turn red\n")
            }
        }
        let failed: Int32 = result.hasErrors ? 1 : 0
        let manifest = result.manifest

        switch output {
        case .xcodebuild(let defect):
            guard let lines = manifest.xcodebuildArguments(for: defect) else {
                let hint = NameSuggestion.closest(to: defect, in: manifest.defects.map(\.id)).map { "did you mean '\($0)'?" }
                    ?? "no Catches comment or catalog entry names it; 'kassios catches' lists the defects"
                return tool.usageError("unknown defect '\(defect)'", hint: hint)
            }
            guard !lines.isEmpty else {
                tool.standardError("kassios: error: no test catches '\(defect)': running xcodebuild without -only-testing would run every test\n")
                return 1
            }
            let text = lines.joined(separator: "\n") + "\n"
            if let outPath {
                if let refusal = write(text, to: outPath, force: force, inputs: paths + [catalogPath].compactMap { $0 }, looksLikeManifest: { $0.split(separator: "\n").allSatisfy { $0.hasPrefix("-only-testing:") } }) {
                    return refusal
                }
            } else {
                tool.standardOutput(text)
            }
            return failed

        case .manifest(let format):
            let text = manifest.rendered(as: format)
            if let checkPath {
                let bytes = FileSystem.contents(of: checkPath)
                if bytes == nil, FileSystem.kind(of: checkPath) != nil {   // there, but a folder or unreadable
                    tool.standardError("kassios: error: cannot read \(checkPath): \(FileSystem.whyUnreadable(checkPath))\n")
                    return 2
                }
                let committed = bytes.map { String(decoding: $0, as: UTF8.self) }
                let update = updateCommand(arguments)
                switch CatchesRunner.compare(committed: committed, current: text, path: checkPath) {
                case .missing:
                    tool.standardError("kassios: error: \(checkPath) does not exist; create it with: \(update)\n")
                    return 1
                case .stale(let diff):
                    tool.standardOutput(diff)
                    tool.standardError("kassios: error: \(checkPath) is out of date with the Catches comments; update it with: \(update)\n")
                    return 1
                case .upToDate:
                    if !common.quiet { tool.standardError("kassios: \(checkPath) is up to date: \(summary(result))\n") }
                    return failed
                }
            }
            if let outPath {
                if let refusal = write(text, to: outPath, force: force, inputs: paths + [catalogPath].compactMap { $0 }, looksLikeManifest: format.looksLikeManifest) { return refusal }
                if !common.quiet { tool.standardError("kassios: wrote \(outPath): \(summary(result))\n") }
            } else {
                tool.standardOutput(text)
                if !common.quiet { tool.standardError("kassios: \(summary(result))\n") }
            }
            return failed
        }
    }

    /// Writes atomically; refuses (exit 2) to replace a file that is not a manifest unless forced.
    func write(_ text: String, to path: String, force: Bool, inputs: [String], looksLikeManifest: (String) -> Bool) -> Int32? {
        RegeneratedFileWriter(tool: tool).write(text, to: path, force: force, kind: "catches manifest", inputs: inputs,
                                                looksGenerated: looksLikeManifest)
    }

    func summary(_ result: CatchesResult) -> String {
        let manifest = result.manifest
        let caught = manifest.defects.filter { !$0.tests.isEmpty }.count
        let errors = result.findings.filter { $0.severity == .error }.count
        let warnings = result.findings.filter { $0.severity == .warning }.count + result.uncaught.count
        return "\(caught) defect\(caught == 1 ? "" : "s") caught by \(manifest.testCount) test\(manifest.testCount == 1 ? "" : "s") "
            + "in \(result.fileCount) file\(result.fileCount == 1 ? "" : "s"); \(errors) error\(errors == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// The same command with `--check FILE` turned into `--out FILE`, to paste.
    func updateCommand(_ arguments: [String]) -> String {
        let words = arguments.map { $0 == "--check" ? "--out" : $0 }
        return (["kassios", "catches"] + words).map(CatchesCommand.shellQuoted).joined(separator: " ")
    }

    static func shellQuoted(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@%+,".contains($0) }
        return safe && !word.isEmpty ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
