#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosHierarchy
import KassiosModel

/// Reading a defect catalog file (the format is described at `DefectCatalog`).
extension DefectCatalog {
    /// Reads a catalog file; `displayPath` is how messages name it.
    public static func load(path: String, displayPath: String? = nil) throws -> DefectCatalog {
        let shown = displayPath ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read it" : "no such file"
            throw Problem(description: "\(shown): \(reason)")
        }
        return try parse(Array(data), path: shown)
    }

    public static func parse(_ bytes: [UInt8], path: String) throws -> DefectCatalog {
        let document: JSONDocument
        do {
            document = try JSONDocument.read(bytes)
        } catch let error as HierarchyError {
            throw Problem(description: "\(path):\(error.line):\(error.column): not valid JSON: \(error.message)")
        }
        var list: ArraySlice<Int>?
        switch document.kind(document.top) {
        case .array:
            list = document.arrayItems(document.top)
        case .object:
            if let defects = document.lastMember(document.top, "defects"), document.kind(defects) == .array {
                list = document.arrayItems(defects)
            }
        default:
            break
        }
        guard let list else {
            throw Problem(description: "\(path): expected a list of defect ids, or of objects with an \"id\" (optionally inside { \"defects\": [...] })")
        }
        var entries: [Entry] = []
        for (index, item) in list.enumerated() {
            if let id = document.string(item) {
                entries.append(Entry(id: id))
                continue
            }
            guard document.kind(item) == .object else {
                throw Problem(description: "\(path): defect \(index + 1) is neither an id nor an object with an \"id\"")
            }
            guard let id = document.lastMember(item, "id").flatMap(document.string) else {
                throw Problem(description: "\(path): defect \(index + 1) has no \"id\" string")
            }
            var fields: [String: String] = [:]
            for key in ["title", "launchArgument"] {
                guard let value = document.lastMember(item, key) else { continue }
                guard let text = document.string(value) else {
                    throw Problem(description: "\(path): \"\(key)\" of defect '\(id)' is not a string")
                }
                fields[key] = text
            }
            entries.append(Entry(id: id, title: fields["title"], launchArgument: fields["launchArgument"]))
        }
        return try DefectCatalog(entries: entries, path: path)
    }
}
