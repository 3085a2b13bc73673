#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosLint
import KassiosMap
import KassiosModel
import KassiosLintCLI

/// `kassios map [paths…] [--format json|markdown|mermaid|dot] [--out FILE] [--check] [--path FROM TO]`.
struct MapCommand {
    let tool: CommandLineTool

    static let options = ["--format", "--out", "--force", "--check", "--path", "--config", "--no-config", "--quiet", "--help"]
    static let formats = ["json", "markdown", "mermaid", "dot"]

    func run(_ arguments: [String]) -> Int32 {
        var paths: [String] = []
        var formatName: String?
        var outPath: String?
        var force = false
        var check = false
        var pathQuery: (from: String, to: String)?
        var common = CommonOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch cursor.asOption(argument) {
            case "-h", "--help":
                tool.standardOutput(Help.map)
                return 0
            case "--format":
                guard let name = cursor.value() else { return tool.usageError("'--format' needs a value", hint: "one of: json, markdown, mermaid, dot") }
                guard MapCommand.formats.contains(name) else {
                    let suggestion = NameSuggestion.closest(to: name, in: MapCommand.formats)
                    return tool.usageError("unknown format '\(name)'", hint: (suggestion.map { "did you mean '\($0)'? " } ?? "") + "one of: json, markdown, mermaid, dot")
                }
                formatName = name
            case "--out", "-o":
                guard let path = cursor.value() else { return tool.usageError("'--out' needs a file", hint: "e.g. --out map.json") }
                outPath = path
            case "--force":
                force = true
            case "--check":
                check = true
            case "--path":
                // A screen's name never starts with '-': `--path Login -q` lacks its second screen.
                guard let from = cursor.value(), let to = cursor.value(), !from.hasPrefix("-"), !to.hasPrefix("-") else {
                    return tool.usageError("'--path' needs two screens", hint: "e.g. --path LoginScreen TransferScreen (or --path launch TransferScreen)")
                }
                pathQuery = (from, to)
            default:
                switch common.takeRest(argument, from: &cursor, tool: tool, command: "map", options: MapCommand.options, dashIsPositional: false) {
                case .taken: continue
                case .failed(let status): return status
                case .positional: paths.append(argument)
                }
            }
        }
        if pathQuery != nil, check || outPath != nil || formatName != nil {
            // A CI gate written `--check --path A B` must not pass because the check was skipped.
            let given = [check ? "--check" : nil, outPath.map { _ in "--out" }, formatName.map { _ in "--format" }].compactMap { $0 }
            return tool.usageError("'--path' prints the way from one screen to another as Swift code on stdout and does not take \(given.joined(separator: ", "))",
                                   hint: "run 'kassios map --path FROM TO' on its own")
        }
        let extensionFormat = outPath.flatMap(MapCommand.format(forPath:))
        if let outPath, extensionFormat == nil, formatName == nil {
            return tool.usageError("cannot tell the map's format from '\(outPath)'",
                                   hint: "name it .json, .md, .mmd or .dot, or give --format")
        }
        if let outPath, let formatName, let extensionFormat, extensionFormat != formatName {
            tool.standardError("kassios: warning: writing the \(formatName) format into \(outPath), whose name says \(extensionFormat)\n")
        }
        guard let run = tool.readMap(paths: paths, configPath: common.configPath, useConfiguration: !common.noConfig) else { return 2 }

        if let pathQuery {
            do {
                let query = try PathQuery(graph: run.graph, from: pathQuery.from, to: pathQuery.to)
                tool.standardOutput(query.code)
                return 0
            } catch let problem as PathQuery.Problem {
                if case .unreachable = problem {
                    tool.standardError("kassios: \(problem)\n")
                    return 1
                }
                return tool.usageError(problem.description, hint: "'kassios map' lists the screens")
            } catch {
                tool.standardError("kassios: error: \(error)\n")
                return 2
            }
        }

        if check && formatName == nil && outPath == nil {   // nothing to print but the verdict
            if !common.quiet { tool.standardError("kassios: \(summary(run.metrics))\n") }
            return checkExpectations(run)
        }
        let format = formatName ?? extensionFormat ?? "json"
        var clock = PhaseClock()
        defer { clock.lap("write") }
        let text: String
        switch format {
        case "markdown": text = MapMarkdownWriter.write(run.graph, metrics: run.metrics)
        case "mermaid": text = MermaidWriter.write(run.graph)
        case "dot": text = DotWriter.write(run.graph)
        default: text = MapJSONWriter.write(run.graph, metrics: run.metrics)
        }
        if let outPath {
            let refusal = RegeneratedFileWriter(tool: tool).write(text, to: outPath, force: force, kind: "map", inputs: run.project.files.map(\.path)) { existing in
                existing.contains("\"kassiosMap\"") || existing.hasPrefix(MapMarkdownWriter.header)
                    || existing.hasPrefix(MermaidWriter.header) || existing.hasPrefix(DotWriter.header)
            }
            if let refusal { return refusal }
        } else {
            tool.standardOutput(text)
        }
        if !common.quiet { tool.standardError("kassios: \(outPath.map { "wrote \($0): " } ?? "")\(summary(run.metrics))\n") }
        return check ? checkExpectations(run) : 0
    }

    /// `--check`: 1 when an expectation of the configuration's `map:` section fails.
    func checkExpectations(_ run: MapRun) -> Int32 {
        let failures = run.configuration.failures(of: run.graph, metrics: run.metrics)
        for failure in failures { tool.standardError("kassios: map check failed: \(failure)\n") }
        return failures.isEmpty ? 0 : 1
    }

    /// Screens counts every node but the entry points: screens, robots and page objects.
    func summary(_ m: GraphMetrics) -> String {
        func counted(_ count: Int, _ noun: String, _ plural: String) -> String { "\(count) \(count == 1 ? noun : plural)" }
        return counted(m.screens, "screen", "screens") + ", " + counted(m.transitions, "transition", "transitions") + ", "
            + counted(m.entryPoints, "entry point", "entry points") + "; \(m.unreachable.count) unreachable, "
            + counted(m.deadEnds.count, "dead end", "dead ends") + ", \(m.unvisited.count) visited by no test"
    }

    /// The format an output file's extension names; nil for any other extension.
    static func format(forPath path: String) -> String? {
        switch PathName.pathExtension(of: path).lowercased() {
        case "json": return "json"
        case "md", "markdown": return "markdown"
        case "mmd", "mermaid": return "mermaid"
        case "dot", "gv": return "dot"
        default: return nil
        }
    }
}
