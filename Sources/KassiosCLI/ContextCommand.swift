#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosCodegen
import KassiosModel
import KassiosLint
import KassiosMap
import KassiosLintCLI

/// `kassios context [paths…] [--out DIR] [--max-tokens N] [--format markdown|json]`: what an
/// agent should read before writing a test.
struct ContextCommand {
    let tool: CommandLineTool

    static let options = ["--out", "--max-tokens", "--format", "--force", "--config", "--no-config", "--quiet", "--help"]

    func run(_ arguments: [String]) -> Int32 {
        var paths: [String] = []
        var outDirectory: String?
        var maxTokens: Int?
        var format = ContextWriter.Format.markdown
        var force = false
        var common = CommonOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch cursor.asOption(argument) {
            case "-h", "--help":
                tool.standardOutput(Help.context)
                return 0
            case "--out", "-o":
                guard let path = cursor.value() else { return tool.usageError("'--out' needs a folder", hint: "e.g. --out Context") }
                outDirectory = path
            case "--max-tokens":
                guard let text = cursor.value(), let count = Int(text), count > 0 else {
                    return tool.usageError("'--max-tokens' needs a positive number", hint: "e.g. --max-tokens 8000")
                }
                maxTokens = count
            case "--format":
                guard let name = cursor.value(), let chosen = ContextWriter.Format(rawValue: name) else {
                    return tool.usageError("'--format' is markdown or json", hint: "see 'kassios context --help'")
                }
                format = chosen
            case "--force":
                force = true
            default:
                switch common.takeRest(argument, from: &cursor, tool: tool, command: "context", options: ContextCommand.options, dashIsPositional: false) {
                case .taken: continue
                case .failed(let status): return status
                case .positional: paths.append(argument)
                }
            }
        }
        if let outDirectory, let kind = FileSystem.kind(of: outDirectory), kind != .directory {
            return tool.usageError("'--out' takes a folder, and \(outDirectory) is a file",
                                   hint: "give a folder (the bundle is written there as context.md or context.json), or redirect stdout to a file")
        }
        guard let run = tool.readMap(paths: paths, configPath: common.configPath, useConfiguration: !common.noConfig) else { return 2 }
        var rules = HouseRules(options: run.lintOptions, screens: run.project.screens, index: run.project.index,
                               pageObjects: run.graph.nodes.filter { $0.kind != .entry }.count)
        rules.conventions += SuiteTestBase.conventions(in: run.project)
        let bundle = ContextBundle(graph: run.graph, rules: rules, runCommand: run.configuration.runCommand, readInPart: run.readInPart)
        let budget = maxTokens ?? run.configuration.maxTokens
        let written = ContextWriter(bundle: bundle, format: format, maxTokens: budget)
        if let budget, written.tokens > budget {
            // Only the introduction is kept whatever its size; say so rather than pass the budget quietly.
            tool.standardError("kassios: warning: a budget of \(budget) token\(budget == 1 ? "" : "s") is less than the introduction and the note of what is left out (about \(written.tokens) tokens), which are always written\n")
        }
        let summary = "about \(written.tokens) tokens" + (written.leftOut.isEmpty ? "" : ", \(written.leftOut.count) sections left out")
        guard let outDirectory else {
            tool.standardOutput(written.text)
            if !common.quiet { tool.standardError("kassios: context: \(summary)\n") }
            return 0
        }
        let path = PathName.joined(outDirectory, format == .markdown ? "context.md" : "context.json")
        let refusal = RegeneratedFileWriter(tool: tool).write(written.text, to: path, force: force, kind: "context bundle",
                                                         inputs: run.project.files.map(\.path)) { existing in
            existing.hasPrefix(ContextWriter.header) || existing.contains("\"kassiosContext\"")
        }
        if let refusal { return refusal }
        if !common.quiet { tool.standardError("kassios: wrote \(path): \(summary)\n") }
        return 0
    }
}
