#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosHierarchy
import KassiosModel
import KassiosLintCLI

/// `kassios dump convert IN [--to json] [--format NAME] [--lenient] [--out FILE] [--force]`:
/// any supported accessibility-hierarchy dump → kassios's normalised JSON.
struct DumpCommand {
    let tool: CommandLineTool

    static let options = ["--to", "--format", "--lenient", "--out", "--force", "--help"]

    func run(_ arguments: [String]) -> Int32 {
        guard let subcommand = arguments.first else {
            return tool.usageError("'kassios dump' needs a subcommand", hint: "try 'kassios dump convert DUMP' or see 'kassios dump --help'")
        }
        switch subcommand {
        case "-h", "--help":
            tool.standardOutput(Help.dump)
            return 0
        case "convert":
            return convert(Array(arguments.dropFirst()))
        default:
            let hint = NameSuggestion.closest(to: subcommand, in: ["convert"]).map { "did you mean '\($0)'? see 'kassios dump --help'" }
            return tool.usageError("unknown subcommand '\(subcommand)' for 'kassios dump'", hint: hint ?? "see 'kassios dump --help'")
        }
    }

    func convert(_ arguments: [String]) -> Int32 {
        var input: String?
        var format: HierarchyFormat?
        var lenient = false
        var outPath: String?
        var force = false
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch cursor.asOption(argument) {
            case "-h", "--help":
                tool.standardOutput(Help.dump)
                return 0
            case "--to":
                guard let target = cursor.value() else { return tool.usageError("'--to' needs a format", hint: "only json is written") }
                guard target == "json" else { return tool.usageError("cannot convert to '\(target)'", hint: "only json is written") }
            case "--format":
                guard let name = cursor.value() else { return tool.usageError("'--format' needs a name", hint: "xcuitest, idb, appium, inventory or kassios") }
                guard let forced = HierarchyFormat(name: name) else {
                    return tool.usageError("unknown dump format '\(name)'", hint: "one of: xcuitest, idb, appium, inventory, kassios")
                }
                format = forced
            case "--lenient":
                lenient = true
            case "--out":
                guard let path = cursor.value() else { return tool.usageError("'--out' needs a file", hint: "e.g. --out Login.kassios.json") }
                outPath = path
            case "--force":
                force = true
            default:
                if argument.hasPrefix("-") && argument != "-" && !cursor.isPastOptions {
                    return tool.unknownOption(argument, command: "dump convert", options: DumpCommand.options)
                }
                guard input == nil else { return tool.usageError("more than one dump given ('\(argument)')", hint: "convert one dump at a time") }
                input = argument
            }
        }
        guard let input else { return tool.usageError("no dump given", hint: "try 'kassios dump convert Examples/Dumps/Login.debugDescription.txt'") }
        let bytes: [UInt8]
        switch DumpInput.bytes(of: input) {
        case .success(let read): bytes = read
        case .failure(let error):
            tool.standardError("kassios: error: \(error)\n")
            return 2
        }
        let hierarchy: Hierarchy
        do {
            hierarchy = try HierarchyReader.read(bytes, format: format, lenient: lenient)
        } catch let error as HierarchyError {
            let location = "\(input):\(error.line):\(error.column)"
            tool.standardError("\(location): error: \(error.path.map { "at \($0): " } ?? "")\(error.message)\n")
            return 2
        } catch {
            tool.standardError("kassios: error: \(input): \(error)\n")
            return 2
        }
        for warning in hierarchy.warnings {
            tool.standardError("\(input):\(warning.line):\(warning.column): warning: \(warning.path.map { "at \($0): " } ?? "")\(warning.message)\n")
        }
        let json = HierarchyJSONWriter.write(hierarchy)
        guard let outPath else {
            tool.standardOutput(json)
            return 0
        }
        // Never the dump being read, not even with --force: nothing kassios reads is written to.
        let existing = FileSystem.kind(of: outPath)
        if input != "-", existing != nil, FileSystem.canonicalPath(outPath) == FileSystem.canonicalPath(input) {
            return tool.usageError("'--out \(outPath)' is the dump being converted", hint: "name another file")
        }
        // kassios JSON is also a dump people keep as input (Login.kassios.json): any file there
        // is replaced only with --force. A folder, not even then.
        if existing == .file && !force {
            tool.standardError("kassios: error: \(outPath) exists; pass --force to replace it\n")
            return 2
        }
        if let refusal = RegeneratedFileWriter(tool: tool).write(json, to: outPath, force: true, kind: "hierarchy JSON", looksGenerated: { _ in false }) {
            return refusal
        }
        tool.standardError("kassios: wrote \(hierarchy.elementCount) elements (\(hierarchy.format)) to \(outPath)\n")
        return 0
    }
}
