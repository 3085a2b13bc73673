import KassiosHierarchy
import KassiosModel

/// An accessibility-hierarchy dump read for lint: where it is and which identifiers it shows.
public struct ScreenDump: Sendable, Equatable {
    /// As given (a folder walked, then the file's name).
    public let path: String
    public let identifiers: Set<String>
    /// The elements' labels: what a query subscript finds an element by too (`buttons["Reply"]`).
    public let labels: Set<String>

    public init(path: String, identifiers: Set<String>, labels: Set<String> = []) {
        self.path = path
        self.identifiers = identifiers
        self.labels = labels
    }

    public init(path: String, hierarchy: Hierarchy) {
        var identifiers: Set<String> = []
        var labels: Set<String> = []
        for element in hierarchy.elements() {
            if let identifier = element.identifier, !identifier.isEmpty { identifiers.insert(identifier) }
            if let label = element.label, !label.isEmpty { labels.insert(label) }
        }
        self.init(path: path, identifiers: identifiers, labels: labels)
    }
}

/// Reads every dump in the `hierarchy` folders; a dump that cannot be read is a finding
/// at the line and column where it went wrong, and the other dumps are still read.
public enum HierarchyDumpLoader {
    /// Dumps are text, JSON or XML files; READMEs and images beside them are not dumps.
    static let extensions = [".txt", ".json", ".xml"]

    /// Dumps are named as the user sees them: relative to `workingDirectory` when inside it.
    static func load(folders: [String], workingDirectory: String) -> (dumps: [ScreenDump], findings: [Finding]) {
        var dumps: [ScreenDump] = []
        var findings: [Finding] = []
        for folder in folders {
            let path = SourceDiscovery.normalized(folder)
            switch FileSystem.kind(of: path) {
            case nil:
                findings.append(problem(path, 1, 1, "no such hierarchy folder or dump: \(folder)"))
            case .directory?:
                var visited: Set<String> = []
                let files = dumpFiles(in: path, visited: &visited)
                // A folder of no dumps (a typo, dumps not exported yet) would leave stale-identifier
                // checking nothing, and the run passing as though it had.
                if files.isEmpty {
                    findings.append(problem(path, 1, 1, "no hierarchy dump (.txt, .json, .xml) in \(folder), so stale-identifier has nothing to check screens against"))
                }
                for file in files {
                    read(file, as: SourceDiscovery.displayPath(file, relativeTo: workingDirectory), into: &dumps, findings: &findings)
                }
            default:
                read(path, as: SourceDiscovery.displayPath(path, relativeTo: workingDirectory), into: &dumps, findings: &findings)
            }
        }
        return (dumps, findings)
    }

    private static func dumpFiles(in directory: String, visited: inout Set<String>) -> [String] {
        guard let canonical = FileSystem.canonicalPath(directory), visited.insert(canonical).inserted,
              let entries = FileSystem.entries(of: directory) else { return [] }
        var files: [String] = []
        for entry in entries.map(\.name).sorted() where !entry.hasPrefix(".") {
            let path = directory == "." ? entry : directory + "/" + entry
            switch FileSystem.kind(of: path) {
            case .directory?: files += dumpFiles(in: path, visited: &visited)
            case .file? where extensions.contains(where: entry.hasSuffix): files.append(path)
            default: continue
            }
        }
        return files
    }

    /// A dump larger than any screen's is not read whole: 256 MiB, where one of a hundred thousand
    /// elements is a few tens of megabytes (`kassios dump` and the other commands say the same).
    public static let maximumDumpSize = 256 << 20

    private static func read(_ path: String, as shownPath: String, into dumps: inout [ScreenDump], findings: inout [Finding]) {
        if let size = FileSystem.size(of: path), size > HierarchyDumpLoader.maximumDumpSize {
            findings.append(problem(path, 1, 1, "the hierarchy dump \(path) is \(size >> 20) MiB, larger than any dump (\(HierarchyDumpLoader.maximumDumpSize >> 20) MiB at most); not read"))
            return
        }
        guard let bytes = FileSystem.contents(of: path) else {
            findings.append(problem(path, 1, 1, "cannot read the hierarchy dump \(path): \(SourceDiscovery.reason(forUnreadable: path))"))
            return
        }
        do {
            dumps.append(ScreenDump(path: shownPath, hierarchy: try HierarchyReader.read(bytes)))
        } catch let error as HierarchyError {
            let place = error.path.map { " (at \($0))" } ?? ""
            findings.append(problem(path, error.line, error.column, "cannot read the hierarchy dump\(place): \(error.message)"))
        } catch {
            findings.append(problem(path, 1, 1, "cannot read the hierarchy dump: \(error)"))
        }
    }

    private static func problem(_ file: String, _ line: Int, _ column: Int, _ message: String) -> Finding {
        Finding(rule: "dump-unreadable", severity: .error, file: file, line: line, column: column, message: message)
    }
}
