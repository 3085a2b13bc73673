#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// Turns the paths a user gives into the Swift files to lint.
public enum SourceDiscovery {
    /// Folders never walked into: build output and dependency checkouts.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public struct Walk {
        /// Swift files, sorted, without duplicates.
        public var files: [String]
        /// Unreadable folders met on the way (the walk continues).
        public var problems: [Finding]
        /// Files named on the command line that are not Swift (`README.md`), left out.
        public var notSwift: [String] = []
        /// Configuration files (`.kassios-lint.yml`) in the folders walked.
        public var configurations: [String] = []

        /// One line for stderr per file left out as not Swift.
        public var warnings: [String] {
            notSwift.map { "kassios: warning: \($0) is not a Swift file (.swift); left out" }
        }
    }

    /// Files given directly are linted whatever their folder; directories are walked
    /// recursively, skipping hidden and build folders and never following a symlink
    /// loop. A path that does not exist, or a folder that holds no Swift file, is an input
    /// error; a file that cannot be read is linted as one (a `file-unreadable` finding).
    public static func swiftFiles(in paths: [String]) throws -> Walk {
        guard !paths.isEmpty else { throw LintInputError(description: "no paths given; name the folder of your UI tests (kassios lint UITests)") }
        var files: [String] = []
        var problems: [Finding] = []
        var links: [String: String] = [:]   // a file reached through a link → the file it names
        var notSwift: [String] = []
        var configurations: [String] = []
        for rawPath in paths {
            let path = normalized(rawPath)
            guard let kind = FileSystem.kind(of: path) else {
                throw LintInputError(description: "no such file or directory: \(rawPath)")
            }
            if kind != .directory && !path.hasSuffix(".swift") {
                // As a folder's other files are: a Markdown file's code blocks are no screens.
                notSwift.append(rawPath)
                continue
            }
            if kind != .directory {
                // One that cannot be read is reported when it is read (file-unreadable), as
                // the walk's are, and the other files are linted.
                files.append(path)
                if FileSystem.isSymbolicLink(path), let real = FileSystem.canonicalPath(path) { links[path] = real }
                continue
            }
            let before = files.count
            let problemsBefore = problems.count
            var visited: Set<String> = []
            walk(directory: path, into: &files, problems: &problems, visited: &visited, links: &links, configurations: &configurations)
            if files.count == before {
                // Folders it could not list may hold them: said, or the error sends the user to the wrong place.
                let unlisted = problems[problemsBefore...].map(\.message)
                throw LintInputError(description: "no Swift files in \(rawPath)" + (unlisted.isEmpty ? "" : " (\(unlisted.joined(separator: "; ")))"))
            }
        }
        if files.isEmpty && !notSwift.isEmpty {
            throw LintInputError(description: "no Swift files given: \(notSwift.joined(separator: ", ")) \(notSwift.count == 1 ? "is not a Swift file" : "are not Swift files") (.swift)")
        }
        var seen: Set<String> = []
        files = files.sorted().filter { seen.insert($0).inserted }
        return Walk(files: withoutSecondNames(files, links: links), problems: problems, notSwift: notSwift,
                    configurations: configurations)
    }

    /// A file reached through a link as well as by its own name is linted once, under its
    /// own name (or the first link's, if the walk never met it directly): twice, its
    /// screens would be declared twice and its findings reported twice.
    private static func withoutSecondNames(_ files: [String], links: [String: String]) -> [String] {
        guard !links.isEmpty else { return files }
        var real: [String: String] = [:]   // the file, by its real path → the name kept
        for file in files {
            let target = links[file] ?? FileSystem.canonicalPath(file) ?? file
            if let kept = real[target], links[kept] == nil || links[file] != nil { continue }
            real[target] = file
        }
        let kept = Set(real.values)
        return files.filter { kept.contains($0) }
    }

    private static func walk(directory: String, into files: inout [String], problems: inout [Finding], visited: inout Set<String>,
                             links: inout [String: String], configurations: inout [String]) {
        // Each real folder is walked once, however many links lead to it: a loop ends where it began.
        guard let canonical = FileSystem.canonicalPath(directory), visited.insert(canonical).inserted else { return }
        guard let entries = FileSystem.entries(of: directory) else {
            problems.append(Finding(rule: "file-unreadable", severity: .error, file: directory, line: 1, column: 1,
                                    message: "cannot read folder \(directory): \(reason(forUnreadableFolder: directory))"))
            return
        }
        for (entry, entryKind) in entries.sorted(by: { $0.name < $1.name }) {
            if entry == LintConfiguration.fileName { configurations.append(directory == "." ? entry : directory + "/" + entry) }
            if entry.hasPrefix(".") || skippedFolders.contains(entry) { continue }
            let path = directory == "." ? entry : directory + "/" + entry
            // Links, and entries of file systems that do not say, are looked at on their own.
            let isLink = entryKind == .unknown && FileSystem.isSymbolicLink(path)
            let kind = entryKind.resolved(at: path)
            if entry.hasSuffix(".swift") {
                // A link to nothing is a source the suite lost (a shared file moved): said, not passed over.
                // Not a file at all (a FIFO, a socket) is no source, and is passed over.
                if kind == nil, FileSystem.isSymbolicLink(path) {
                    problems.append(Finding(rule: "file-unreadable", severity: .error, file: path, line: 1, column: 1,
                                            message: "cannot read \(path): it is a symbolic link that leads nowhere (its target does not exist, or links back to it)"))
                    continue
                }
                guard kind == .file else { continue }
                files.append(path)
                if isLink, let real = FileSystem.canonicalPath(path) { links[path] = real }
            } else if kind == .directory {   // nil: vanished, or a dangling link
                // A link up the tree (`up -> ..`, `root -> /`) or into the system's own trees (`/proc/self`)
                // leads out of the suite, to the whole file system: not followed.
                if isLink, let target = FileSystem.canonicalPath(path), SourceDiscovery.leadsOutOfTheSuite(target, from: canonical) { continue }
                walk(directory: path, into: &files, problems: &problems, visited: &visited, links: &links, configurations: &configurations)
            }
        }
    }

    /// Whether a linked folder's real path is the folder being walked or one above it, or in one
    /// of the kernel's trees (`/proc`, `/sys`, `/dev`).
    static func leadsOutOfTheSuite(_ target: String, from walked: String) -> Bool {
        if target == "/" || walked == target || walked.hasPrefix(target + "/") { return true }
        return ["/proc", "/sys", "/dev"].contains { target == $0 || target.hasPrefix($0 + "/") }
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

    /// `FileSystem.whyUnreadable`, for a path the walk saw: gone now, it "no longer exists".
    static func reason(forUnreadable path: String) -> String {
        guard FileSystem.kind(of: path) == nil else { return FileSystem.whyUnreadable(path) }
        // A name that is not UTF-8 comes back from the folder with U+FFFD in it, a path that names nothing.
        return path.unicodeScalars.contains("\u{FFFD}") ? "its name is not valid UTF-8, which kassios cannot open by; rename it" : "it no longer exists"
    }

    /// Why a folder's entries could not be listed.
    static func reason(forUnreadableFolder path: String) -> String {
        switch FileSystem.kind(of: path) {
        case nil: return reason(forUnreadable: path)
        case .directory?: return FileSystem.canList(path) ? "listing it failed" : "permission denied"
        case .file?, .other?: return "not a folder"
        }
    }
}
