#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel
import KassiosHierarchy
import KassiosLint
import KassiosMap
import KassiosLintCLI

/// `kassios identify DUMP… [--suite PATH]… [--format NAME] [--output-format text|json] [--top N]`:
/// which screen each dump shows. `--format` is the dump's format, as for `dump convert` and
/// `generate screen`.
struct IdentifyCommand {
    let tool: CommandLineTool

    static let options = ["--suite", "--format", "--output-format", "--top", "--dump-format", "--lenient", "--config",
                          "--no-config", "--quiet", "--help"]

    func run(_ arguments: [String]) -> Int32 {
        var dumps: [String] = []
        var suite: [String] = []
        var json = false
        var top = 3
        var dumpFormat: HierarchyFormat?
        var lenient = false
        var common = CommonOptions()
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch cursor.asOption(argument) {
            case "-h", "--help":
                tool.standardOutput(Help.identify)
                return 0
            case "--suite":
                guard let path = cursor.value() else { return tool.usageError("'--suite' needs a path", hint: "e.g. --suite Examples/FinchUITests") }
                suite.append(path)
            case "--output-format":
                guard let name = cursor.value(), name == "text" || name == "json" else {
                    return tool.usageError("'--output-format' is text or json", hint: "see 'kassios identify --help'")
                }
                json = name == "json"
            case "--top":
                guard let text = cursor.value(), let count = Int(text), count >= 0 else {
                    return tool.usageError("'--top' needs a number", hint: "e.g. --top 5")
                }
                top = count
            case "--format", "--dump-format":
                guard let name = cursor.value(), let format = HierarchyFormat(name: name) else {
                    return tool.usageError("'\(argument)' needs a dump format", hint: "one of: xcuitest, idb, appium, inventory, kassios")
                }
                // `json` and `text` name dump formats too; here they more likely mean the output.
                guard name != "json" && name != "text" else {
                    return tool.usageError("'\(argument) \(name)' is ambiguous: \(argument) is the dump's format",
                                           hint: "for \(name) output use --output-format \(name); for the dump, name it: "
                                               + (format == .kassios ? "--format kassios" : "--format xcuitest"))
                }
                dumpFormat = format
            case "--lenient":
                lenient = true
            default:
                switch common.takeRest(argument, from: &cursor, tool: tool, command: "identify", options: IdentifyCommand.options) {
                case .taken: continue
                case .failed(let status): return status
                case .positional: dumps.append(argument)
                }
            }
        }
        guard !dumps.isEmpty else {
            return tool.usageError("no dump given", hint: "try 'kassios identify Examples/Dumps/Login.idb.json'")
        }
        // Quiet: the verdict line alone, whatever --top says.
        if common.quiet { top = 0 }
        guard let run = tool.readMap(paths: suite, configPath: common.configPath, useConfiguration: !common.noConfig, pathsOption: "--suite") else { return 2 }

        var inputFailed = false
        var unidentified = false
        var reports: [JSONTree] = []
        for dump in dumps {
            guard let hierarchy = read(dump, format: dumpFormat, lenient: lenient) else {
                inputFailed = true
                continue
            }
            let identification = DumpIdentification(dump: dump, hierarchy: hierarchy, graph: run.graph)
            unidentified = unidentified || !identification.isIdentified
            if json { reports.append(identification.json(top: top)) } else { tool.standardOutput(identification.text(top: top)) }
        }
        if json { tool.standardOutput(JSONTree.array(reports).document) }
        return inputFailed ? 2 : unidentified ? 1 : 0
    }

    /// Reads one dump; errors go to stderr with the dump's line and column.
    func read(_ path: String, format: HierarchyFormat?, lenient: Bool) -> Hierarchy? {
        let bytes: [UInt8]
        switch DumpInput.bytes(of: path) {
        case .success(let read): bytes = read
        case .failure(let error):
            tool.standardError("kassios: error: \(error)\n")
            return nil
        }
        do {
            let hierarchy = try HierarchyReader.read(bytes, format: format, lenient: lenient)
            for warning in hierarchy.warnings {
                tool.standardError("\(path):\(warning.line):\(warning.column): warning: \(warning.path.map { "at \($0): " } ?? "")\(warning.message)\n")
            }
            return hierarchy
        } catch let error as HierarchyError {
            tool.standardError("\(path):\(error.line):\(error.column): error: \(error.path.map { "at \($0): " } ?? "")\(error.message)\n")
            return nil
        } catch {
            tool.standardError("kassios: error: \(path): \(error)\n")
            return nil
        }
    }
}
