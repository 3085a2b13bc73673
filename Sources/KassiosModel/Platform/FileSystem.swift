#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file-system calls kassios makes, straight to POSIX: the linter makes them
/// thousands of times, and Foundation's versions allocate objects (and throw errors) per
/// call, which showed up as a tenth of a whole-suite run.
public enum FileSystem {
    /// Called with a path just before it is opened (a file to read, a folder to list), so
    /// tests can make it vanish between the walk and the read. Nil outside tests.
    public static var willOpen: ((String) -> Void)?

    public enum Kind {
        case file, directory, other
    }

    /// What `path` is, following symbolic links; nil if it does not exist (or dangles).
    public static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// The size in bytes of what `path` names, following symbolic links; nil if it does not exist.
    public static func size(of path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Int(info.st_size)
    }

    public static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// `path` made absolute from `workingDirectory` when relative, its links resolved when it
    /// exists, else its `.` and `..` resolved by text: one form for paths to compare.
    public static func resolvedPath(_ path: String, from workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return canonicalPath(joined) ?? PathName.resolvingDots(joined)
    }

    /// The canonical absolute path, symbolic links resolved.
    public static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the directory itself says an entry is; `.unknown` for a symbolic link and where
    /// the file system does not say (then ask `kind(of:)`, which follows links).
    public enum EntryKind {
        case file, directory, other, unknown

        /// What the entry is, asking the file system only when the directory does not say.
        public func resolved(at path: String) -> Kind? {
            switch self {
            case .file: return .file
            case .directory: return .directory
            case .other: return .other
            case .unknown: return FileSystem.kind(of: path)
            }
        }
    }

    /// Names in a directory (not `.` and `..`) with what each is, or nil if it cannot be
    /// read. Knowing the kind from the directory saves a `stat` of each file of a large tree.
    public static func entries(of directory: String) -> [(name: String, kind: EntryKind)]? {
        willOpen?(directory)
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var entries: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            guard name != "." && name != ".." else { continue }
            let kind: EntryKind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK), Int32(DT_UNKNOWN): kind = .unknown
            default: kind = .other
            }
            entries.append((name, kind))
        }
        return entries
    }

    /// The whole file, or nil if it cannot be opened or read.
    public static func contents(of path: String) -> [UInt8]? {
        willOpen?(path)
        // Non-blocking: opening a FIFO named on the command line must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the size, so the read that finds the end needs no growth:
        // growing would double the buffer, and the file's bytes live as long as the run.
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count {
                // The file grew since fstat, or reports no size: read on in chunks.
                bytes.append(contentsOf: [UInt8](repeating: 0, count: max(4096, bytes.count)))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            filled += count
            // As many bytes as fstat counted when the file was opened: that is the file, with no
            // second call to be told it ends. (A file that reports no size, as /proc's do, reads
            // on until a read finds nothing; so does one that had grown before it was read, as
            // it fills the spare byte.)
            if filled == Int(info.st_size) { break }
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    public static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// Whether a folder's entries may be listed and opened (read and search permission).
    public static func canList(_ path: String) -> Bool {
        access(path, R_OK | X_OK) == 0
    }

    /// Why `contents(of:)` gave nil, in a few words for a message: "no such file",
    /// "it is a folder", "permission denied", "not a regular file", else "read failed".
    public static func whyUnreadable(_ path: String) -> String {
        switch kind(of: path) {
        case nil: return isSymbolicLink(path) ? "a link to nothing" : "no such file"
        case .directory?: return "it is a folder"
        case .other?: return "not a regular file"
        case .file?: return isReadable(path) ? "read failed" : "permission denied"
        }
    }
}
