#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosCodegen
import KassiosModel
import KassiosLintCLI

/// `kassios templates export DIR [--force]`: the built-in templates as files, for a team to
/// edit and use with `--templates DIR` (or `codegen: templates: DIR`).
struct TemplatesCommand {
    let tool: CommandLineTool

    static let options = ["--force", "--help"]

    func run(_ arguments: [String]) -> Int32 {
        guard let subcommand = arguments.first else {
            return tool.usageError("'kassios templates' needs a subcommand", hint: "try 'kassios templates export Templates' or see 'kassios templates --help'")
        }
        switch subcommand {
        case "-h", "--help":
            tool.standardOutput(Help.templates)
            return 0
        case "export":
            return export(Array(arguments.dropFirst()))
        default:
            let hint = NameSuggestion.closest(to: subcommand, in: ["export"]).map { "did you mean '\($0)'? see 'kassios templates --help'" }
            return tool.usageError("unknown subcommand '\(subcommand)' for 'kassios templates'", hint: hint ?? "see 'kassios templates --help'")
        }
    }

    private func export(_ arguments: [String]) -> Int32 {
        var directory: String?
        var force = false
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch cursor.asOption(argument) {
            case "-h", "--help":
                tool.standardOutput(Help.templates)
                return 0
            case "--force":
                force = true
            default:
                if argument.hasPrefix("-") && !cursor.isPastOptions { return tool.unknownOption(argument, command: "templates export", options: TemplatesCommand.options) }
                guard directory == nil else { return tool.usageError("more than one folder given ('\(argument)')", hint: "export to one folder") }
                directory = argument
            }
        }
        guard let directory else { return tool.usageError("no folder given", hint: "e.g. 'kassios templates export Templates'") }
        if let kind = FileSystem.kind(of: directory), kind != .directory {
            return tool.usageError("\(directory) is a file, and the templates are exported into a folder", hint: "name a folder (it is made if missing)")
        }
        let targets = BuiltinTemplates.all.map { (PathName.joined(directory, $0.fileName), $0) }
        // All or nothing: an existing file stops the export before anything is written.
        let existing = targets.map(\.0).filter { FileManager.default.fileExists(atPath: $0) }
        if !force && !existing.isEmpty {
            tool.standardError("kassios: error: \(existing.joined(separator: ", ")) \(existing.count == 1 ? "exists" : "exist"); pass --force to replace \(existing.count == 1 ? "it" : "them")\n")
            return 2
        }
        for (path, template) in targets {
            do {
                try GeneratedFileWriter.write(template.text, to: path, replacing: force)
            } catch {
                tool.standardError("kassios: error: \(error)\n")
                return 2
            }
        }
        tool.standardError("kassios: wrote \(targets.count) templates to \(directory): \(BuiltinTemplates.all.map(\.fileName).joined(separator: ", "))\n")
        return 0
    }
}
