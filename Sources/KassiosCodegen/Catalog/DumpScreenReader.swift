#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel
import KassiosHierarchy

/// Reads the dumps of a folder (`--dumps DIR`) as screens named by their files:
/// `Login.debugDescription.txt` is the screen `Login`. When several files show one
/// screen (the same screen in several formats), the debugDescription wins, then
/// kassios JSON, idb, Appium, an inventory.
enum DumpScreenReader {
    static let extensions: Set<String> = ["txt", "json", "xml"]
    static let formatPreference: [HierarchyFormat] = [.xcuitest, .kassios, .idb, .appium, .inventory]

    /// The screens of a folder's dumps (or of one dump file), and problems with files that
    /// look like dumps but cannot be read.
    static func read(directory: String) throws -> (screens: [DumpScreen], warnings: [String]) {
        guard let kind = FileSystem.kind(of: directory) else {
            throw DumpFolderProblem(description: "no dumps at \(directory)")
        }
        var paths = [directory]
        if kind == .directory {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
                throw DumpFolderProblem(description: "cannot read the dumps folder \(directory)")
            }
            paths = names.sorted().filter { !$0.hasPrefix(".") && extensions.contains(PathName.pathExtension(of: $0).lowercased()) }
                .map { directory.hasSuffix("/") ? directory + $0 : directory + "/" + $0 }
        }
        var byScreen: [String: (screen: DumpScreen, rank: Int)] = [:]
        var warnings: [String] = []
        for path in paths {
            let file = PathName.lastComponent(of: path)
            guard let bytes = FileSystem.contents(of: path) else {
                warnings.append("\(path):1:1: warning: cannot read the dump (\(FileSystem.whyUnreadable(path))); its screen is left out")
                continue
            }
            let hierarchy: Hierarchy
            do {
                hierarchy = try HierarchyReader.read(bytes)
            } catch let error as HierarchyError {
                warnings.append("\(path):\(error.line):\(error.column): warning: not read as a dump: \(error.message)")
                continue
            } catch {
                continue
            }
            let name = String(file.prefix { $0 != "." })
            let rank = formatPreference.firstIndex(of: hierarchy.format) ?? formatPreference.count
            if let existing = byScreen[name], existing.rank <= rank { continue }
            byScreen[name] = (screen(named: name, path: path, hierarchy), rank)
        }
        return (byScreen.keys.sorted().map { byScreen[$0]!.screen }, warnings)
    }

    /// The elements a test could act on: not the keyboard, not the containers that say nothing.
    static func screen(named name: String, path: String, _ hierarchy: Hierarchy) -> DumpScreen {
        var elements: [DumpElement] = []
        hierarchy.forEach { element, ancestors in
            let type = element.type.name
            guard !element.synthetic, type != "application", type != "window", type != "keyboard", type != "key",
                  !ancestors.contains(where: { $0.type.name == "keyboard" }),
                  element.identifier != nil || element.label != nil else { return }
            elements.append(DumpElement(type: type, identifier: element.identifier, label: element.label,
                                        placeholder: element.placeholder, line: element.line))
        }
        return DumpScreen(name: name, path: path, elements: elements, hierarchy: hierarchy)
    }
}

/// `--dumps` names a folder that cannot be listed.
public struct DumpFolderProblem: Error, CustomStringConvertible {
    public let description: String
}
