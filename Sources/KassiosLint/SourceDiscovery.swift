import Foundation

/// Turns the paths a user gives into the Swift files to lint.
public enum SourceDiscovery {
    /// Folders never walked into: build output and dependency checkouts.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public struct Walk {
        /// Swift files, sorted, without duplicates.
        public var files: [String]
        /// Unreadable folders met on the way (the walk continues).
        public var problems: [Finding]
    }

    /// Files given directly are linted whatever their folder; directories are walked
    /// recursively, skipping hidden and build folders and never following a symlink
    /// loop. A path that does not exist, or that holds no Swift file, is an input error.
    public static func swiftFiles(in paths: [String]) throws -> Walk {
        guard !paths.isEmpty else { throw LintInputError(description: "no paths given; try 'kassios lint Examples'") }
        var files: [String] = []
        var problems: [Finding] = []
        for rawPath in paths {
            let path = normalized(rawPath)
            guard let kind = FileSystem.kind(of: path) else {
                throw LintInputError(description: "no such file or directory: \(rawPath)")
            }
            if kind != .directory {
                guard FileSystem.isReadable(path) else {
                    throw LintInputError(description: "cannot read \(rawPath): permission denied")
                }
                files.append(path)
                continue
            }
            let before = files.count
            var visited: Set<String> = []
            walk(directory: path, into: &files, problems: &problems, visited: &visited)
            if files.count == before {
                throw LintInputError(description: "no Swift files in \(rawPath)")
            }
        }
        var seen: Set<String> = []
        files = files.sorted().filter { seen.insert($0).inserted }
        return Walk(files: files, problems: problems)
    }

    private static func walk(directory: String, into files: inout [String], problems: inout [Finding], visited: inout Set<String>) {
        // Each real folder is walked once, however many links lead to it: a loop ends where it began.
        guard let canonical = FileSystem.canonicalPath(directory), visited.insert(canonical).inserted else { return }
        guard let entries = FileSystem.entries(of: directory) else {
            problems.append(Finding(rule: "file-unreadable", severity: .error, file: directory, line: 1, column: 1,
                                    message: "cannot read folder \(directory): \(reason(forUnreadable: directory))"))
            return
        }
        for entry in entries.sorted() {
            if entry.hasPrefix(".") || skippedFolders.contains(entry) { continue }
            let path = directory == "." ? entry : directory + "/" + entry
            if entry.hasSuffix(".swift") {
                if FileSystem.kind(of: path) == .file { files.append(path) }
            } else if FileSystem.kind(of: path) == .directory {   // nil: vanished, or a dangling link
                walk(directory: path, into: &files, problems: &problems, visited: &visited)
            }
        }
    }

    public static func normalized(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The path relative to `directory` when it lies inside it; otherwise as it was.
    public static func displayPath(_ path: String, relativeTo directory: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        // Byte-equal prefix followed by ASCII (or nothing): cut by bytes, which is what the
        // character-wise cut below gives then, without walking the path's characters.
        if path.utf8.starts(with: prefix.utf8) {
            let rest = path.utf8.dropFirst(prefix.utf8.count)
            if rest.first.map({ $0 < 0x80 }) ?? true { return String(Substring(rest)) }
        }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func reason(forUnreadable path: String) -> String {
        if FileSystem.kind(of: path) == nil { return "it no longer exists" }
        if !FileSystem.isReadable(path) { return "permission denied" }
        return "read failed"
    }
}
