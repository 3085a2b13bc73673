#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file kassios writes (generated sources, maps, baselines, manifests, the hook) is
/// written through a temporary file in the target's folder, renamed over it: a reader never sees
/// half a file, and a full disk leaves the old one whole.
///
/// Where the path is a symbolic link, the file it names is the one replaced, and the link stays
/// (a rename over the link itself would turn it into a plain file and leave the linked file
/// as it was). A file that exists keeps its permissions (`chmod 600`, an executable hook).
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws {
        guard let target = resolvingLinks(path) else { throw POSIXError(.ELOOP) }
        let folder = PathName.deletingLastComponent(of: target)
        // A name of its own, short whatever the target's (a name near the file system's limit of 255
        // bytes would leave no room for a suffix), made with the mode a new file gets (0666 less
        // the umask, which the kernel applies).
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<64 {
            temporary = (folder.isEmpty ? "" : folder + "/") + ".kassios-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw posixError() }
        var renamed = false
        defer {
            if !renamed { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            if let failure = bytes.withUnsafeBytes({ StandardStreams.writeAll($0, to: descriptor) }) {
                throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
            }
            // A file replaced keeps its mode (`chmod 600`, an executable hook).
            var info = stat()
            if stat(target, &info) == 0, fchmod(descriptor, info.st_mode & 0o7777) != 0 { throw posixError() }
            guard fsync(descriptor) == 0 else { throw posixError() }
        }
        guard rename(temporary, target) == 0 else { throw posixError() }
        renamed = true
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// The file a path ends at, following symbolic links (relative ones from the link's folder),
    /// even when the last one names nothing yet; the path itself when it is no link. Nil for a
    /// loop of links.
    static func resolvingLinks(_ path: String) -> String? {
        var current = path
        for _ in 0..<32 {
            guard FileSystem.isSymbolicLink(current) else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if destination.hasPrefix("/") {
                current = destination
            } else {
                let folder = PathName.deletingLastComponent(of: current)
                current = folder.isEmpty ? destination : folder + "/" + destination
            }
        }
        return nil
    }

    private static func posixError() -> Error {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
