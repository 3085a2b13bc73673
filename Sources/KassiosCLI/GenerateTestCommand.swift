#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel
import KassiosCodegen
import KassiosLint
import KassiosLintCLI

/// `kassios generate test CASES… [--screens PATHS] [--dumps DIR] [--style kassios|robot]
/// [--out FILE] [--class NAME] [--dry-run] [--force] [--report FILE] [--strict]`:
/// test cases written as text or Gherkin → XCUITest methods over the suite's screens.
struct GenerateTestCommand {
    let tool: CommandLineTool

    static let options = ["--screens", "--dumps", "--style", "--out", "--class", "--dry-run", "--force", "--report", "--strict",
                          "--config", "--no-config", "--quiet", "--help"]

    func run(_ arguments: [String]) -> Int32 {
        var casePaths: [String] = []
        var screens: [String] = []
        var dumps: [String] = []
        var style: TestGenerationConfiguration.Style?
        var outPath: String?
        var className: String?
        var dryRun = false
        var force = false
        var reportPath: String?
        var strict = false
        var common = CommonOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch cursor.asOption(argument) {
            case "-h", "--help":
                tool.standardOutput(Help.generateTest)
                return 0
            case "--screens":
                guard let path = cursor.value() else { return tool.usageError("'--screens' needs a path", hint: "e.g. --screens Examples/FinchUITests") }
                screens.append(path)
            case "--dumps":
                guard let path = cursor.value() else { return tool.usageError("'--dumps' needs a folder", hint: "e.g. --dumps Examples/Dumps") }
                dumps.append(path)
            case "--style":
                guard let name = cursor.value() else { return tool.usageError("'--style' needs a value", hint: "kassios or robot") }
                guard let chosen = TestGenerationConfiguration.Style(rawValue: name) else {
                    return tool.usageError("unknown style '\(name)'", hint: "kassios or robot")
                }
                style = chosen
            case "--out", "-o":
                guard let path = cursor.value() else { return tool.usageError("'--out' needs a file", hint: "e.g. --out UITests/LoginCasesTests.swift") }
                outPath = path
            case "--class":
                guard let name = cursor.value(), !name.isEmpty else { return tool.usageError("'--class' needs a class name", hint: "e.g. --class LoginCasesTests") }
                guard SwiftSpelling.isTypeName(name) else { return tool.usageError("'\(name)' is not a Swift class name", hint: "e.g. --class LoginCasesTests") }
                className = name
            case "--dry-run": dryRun = true
            case "--force": force = true
            case "--report":
                guard let path = cursor.value() else { return tool.usageError("'--report' needs a file", hint: "e.g. --report generation.json") }
                reportPath = path
            case "--strict": strict = true
            default:
                switch common.takeRest(argument, from: &cursor, tool: tool, command: "generate test", options: GenerateTestCommand.options, dashIsPositional: false) {
                case .taken: continue
                case .failed(let status): return status
                case .positional: casePaths.append(argument)
                }
            }
        }
        guard !casePaths.isEmpty else {
            return tool.usageError("no test-case files given", hint: "try 'kassios generate test Examples/TestCases/login.md --screens Examples/FinchUITests'")
        }

        var options = LintOptions()
        var request = TestGenerator.Request(casePaths: [], swiftFiles: [])
        var templates = ScreenTemplates.builtin
        if !common.noConfig, let path = common.configPath ?? LintConfiguration.discover(from: options.workingDirectory) {
            do {
                let lint = try LintConfiguration.load(path: path)
                for warning in lint.warnings { tool.standardError("\(warning) [configuration]\n") }
                lint.apply(to: &options)
                if common.configPath == nil,
                   let warning = LintConfiguration.foundElsewhereWarning(configuration: path, paths: screens, workingDirectory: options.workingDirectory) {
                    tool.standardError(warning + "\n")
                }
                if screens.isEmpty { screens = lint.includedPaths }
                if dumps.isEmpty { dumps = lint.hierarchy }
                request.configuration = try TestGenerationConfiguration.load(path: path)
                if let folder = try CodegenConfiguration.load(path: path).templates { templates = try ScreenTemplates.folder(folder) }
            } catch {
                tool.standardError("kassios: error: \(error)\n")
                return 2
            }
        }
        guard !screens.isEmpty else {
            return tool.usageError("no screens to match steps against", hint: "give --screens with the folder of your screen objects")
        }
        do {
            request.casePaths = try GenerateTestCommand.caseFiles(casePaths)
            let walk = try SourceDiscovery.swiftFiles(in: screens)
            for warning in walk.warnings { tool.standardError(warning + "\n") }
            // A folder it could not list (chmod 000): its screens go unmatched, and each step on them
            // would be refused with no word of why.
            for problem in walk.problems {
                tool.standardError("\(problem.file):\(problem.line):\(problem.column): warning: \(problem.message); steps on its screens and robots cannot be matched\n")
            }
            let isExcluded = LintRunner.exclusion(for: options)
            request.swiftFiles = walk.files.filter { !isExcluded($0) }
        } catch {
            tool.standardError("kassios: error: \(error)\n")
            return 2
        }
        request.dumpsDirectories = dumps
        request.screenObjects = ScreenGeneratorObjects(templates: templates,
                                                       robotBase: options.model.robotRoots.sorted().first,
                                                       loadChecks: options.model.robotLoadChecks)
        request.style = style
        // `--out DIR/`: the class's own file name in that folder.
        if let folder = outPath, folder.hasSuffix("/") || FileSystem.kind(of: folder) == .directory {
            request.outDirectory = folder
        } else {
            request.outPath = outPath
        }
        request.className = className
        request.model = options.model

        var result: TestGenerator.Result
        do {
            result = try TestGenerator.run(request)
            // What an earlier run wrote among the screens (the test, robot methods it needed) is
            // not the suite it was generated from: read as such, it renames what it would write
            // again (`tapAvatar()` → `tapAvatarGenerated()`). Generated again without it, a run
            // writes the same files each time.
            let written = Set(result.files.map { FileSystem.canonicalPath($0.path) ?? $0.path })
            let remaining = request.swiftFiles.filter { !written.contains(FileSystem.canonicalPath($0) ?? $0) }
            if remaining.count < request.swiftFiles.count {
                request.swiftFiles = remaining
                result = try TestGenerator.run(request)
            }
        } catch {
            tool.standardError("kassios: error: \(error)\n")
            return 2
        }
        for warning in result.warnings { tool.standardError(warning + "\n") }
        if style == nil, request.configuration.style == nil, result.style == .robot {
            // The default is KassiOS; a suite without it gets tests it can build, and is told why.
            let base = result.testBase.map { "\($0.name), the base of the suite's tests" } ?? "XCTestCase"
            tool.standardError("kassios: note: robot-style tests (\(base), robot and page-object chains), as the suite has no KassiOS screen; --style kassios, or codegen: style: in .kassios-lint.yml, to choose\n")
        }
        guard result.inputErrors.isEmpty else {
            for error in result.inputErrors { tool.standardError("\(error)\n") }
            tool.standardError("kassios: error: nothing generated: fix the test-case files first\n")
            return 2
        }
        let report = GenerationReport(plans: result.plans, files: result.files, style: result.style)

        let toStdout = outPath == nil || dryRun
        // Never written over, not even with --force: the test cases and dumps read, and for the
        // report the suite's sources too (the generated tests and robot methods go among those).
        let reportInputs = request.casePaths + dumps + screens
        // The report is checked before anything is written or printed, so a refusal leaves nothing half-done.
        if let reportPath, !dryRun {
            func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
            let reportTarget = absolute(reportPath)
            if !toStdout, let clash = result.files.first(where: { absolute($0.path) == reportTarget }) {
                return tool.usageError("'--report \(reportPath)' is where \(clash.path) would be written", hint: "name another file for the report")
            }
            if let refusal = RegeneratedFileWriter(tool: tool).refusal(
                toReplace: reportPath, force: force, kind: "generation report", inputs: reportInputs, looksGenerated: GenerationReport.isReport) {
                return refusal
            }
        }
        if toStdout {
            for (index, file) in result.files.enumerated() {
                if result.files.count > 1 || dryRun { tool.standardOutput((index > 0 ? "\n" : "") + "// ==> \(file.path)\n") }
                tool.standardOutput(file.contents)
            }
        } else {
            // Every file is checked before any is written, so a refusal leaves nothing half-written.
            // Two of them at one path (--out naming the screen a dump makes) would write over each other.
            var paths: Set<String> = []
            for file in result.files where !paths.insert(FileSystem.canonicalPath(file.path) ?? file.path).inserted {
                tool.standardError("kassios: error: two generated files would be written to \(file.path) (the test and a screen object or robot methods it needs); name another file with --out\n")
                return 2
            }
            for file in result.files {
                let kind = FileSystem.kind(of: file.path)
                if let what = RegeneratedFileWriter.notAFile(kind) {   // not even with --force
                    tool.standardError("kassios: error: \(file.path) is \(what); name another file with --out\n")
                    return 2
                }
                // Nor over what it reads: a test case, a dump, a source of the suite it did not generate itself.
                let dumpFiles = dumps.filter { FileSystem.kind(of: $0) == .file }
                if RegeneratedFileWriter.input(overwrittenBy: file.path, inputs: request.casePaths + dumpFiles) != nil {
                    tool.standardError("kassios: error: \(file.path) is one of the test cases or dumps this command reads; nothing kassios reads is written to, not even with --force; name another file with --out\n")
                    return 2
                }
                if RegeneratedFileWriter.input(overwrittenBy: file.path, inputs: screens) != nil,
                   let existing = FileSystem.contents(of: file.path), !GenerateTestCommand.isGenerated(existing) {
                    tool.standardError("kassios: error: \(file.path) is a source of the suite this command reads, not a file it generated; nothing kassios reads is written to, not even with --force; name another file with --out\n")
                    return 2
                }
                if kind == nil || force { continue }
                guard let existing = FileSystem.contents(of: file.path) else {
                    tool.standardError("kassios: error: \(file.path) exists but cannot be read (\(FileSystem.whyUnreadable(file.path))); not replacing it (--force replaces it)\n")
                    return 2
                }
                if !existing.elementsEqual(file.contents.utf8) {
                    tool.standardError("kassios: error: \(file.path) exists with other contents; not replacing it (--force replaces it, --dry-run shows what would be written)\n")
                    return 2
                }
            }
            for file in result.files {
                do {
                    let outcome = try OutputFileWriter.write(file, force: force)
                    if outcome == .refused {   // changed since it was checked
                        tool.standardError("kassios: error: \(file.path) exists with other contents; not replacing it (--force replaces it)\n")
                        return 2
                    }
                    if !common.quiet { tool.standardError("kassios: \(outcome == .unchanged ? "unchanged" : "wrote") \(file.path)\n") }
                } catch let failure as GeneratedFileWriter.Failure {   // it names the path already
                    tool.standardError("kassios: error: \(failure)\n")
                    return 2
                } catch {
                    tool.standardError("kassios: error: cannot write \(file.path): \(fileErrorReason(error))\n")
                    return 2
                }
            }
        }
        if let reportPath {
            if dryRun {
                tool.standardOutput("\n// ==> \(reportPath)\n" + report.json)
            } else {
                // A report replaces a report; a test case or a source named by mistake only with --force.
                if let refusal = RegeneratedFileWriter(tool: tool).write(report.json, to: reportPath, force: force, kind: "generation report",
                                                                         inputs: reportInputs, looksGenerated: GenerationReport.isReport) {
                    return refusal
                }
            }
        }
        if !common.quiet {
            if toStdout { tool.standardError(report.summary) } else { tool.standardOutput(report.summary) }
        }
        return strict && report.refusedCount > 0 ? 1 : 0
    }

    /// Whether a file's first line says kassios generated it (`// Generated by \`kassios generate
    /// test\` …` of a test or the robot methods it needs, `// LoginScreen.swift, generated by
    /// \`kassios generate screen\` …` of a screen object a dump gave): such a file may be written
    /// again; any other source of the suite is the user's.
    static func isGenerated(_ bytes: [UInt8]) -> Bool {
        let firstLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        return firstLine.hasPrefix("//") && firstLine.lowercased().contains("generated by `kassios generate ")
    }

    /// Files as given; folders give their `.md`, `.txt` and `.feature` files, sorted.
    static func caseFiles(_ paths: [String]) throws -> [String] {
        var files: [String] = []
        for path in paths {
            guard let kind = FileSystem.kind(of: path) else {
                throw PathProblem(description: "no such file or directory: \(path)")
            }
            guard kind == .directory else {
                files.append(path)
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let found = names.sorted().filter { name in
                !name.hasPrefix(".") && [".md", ".txt", ".feature", ".markdown"].contains { name.lowercased().hasSuffix($0) }
            }
            guard !found.isEmpty else { throw PathProblem(description: "no test-case files (.md, .txt, .feature) in \(path)") }
            files += found.map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
        }
        return files
    }
}

/// A case path that does not exist or holds no case files.
private struct PathProblem: Error, CustomStringConvertible {
    let description: String
}
