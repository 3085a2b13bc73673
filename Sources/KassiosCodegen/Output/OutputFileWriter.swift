import Foundation

/// Writes generated files without ever losing a person's work: a file that exists with
/// other contents is replaced only when forced; every write goes to a temporary file
/// first and is renamed into place.
public enum OutputFileWriter {
    public enum Outcome: Equatable, Sendable {
        case written, unchanged
        /// The file exists with other contents and `force` was not given.
        case refused
    }

    public static func write(_ file: OutputFile, force: Bool) throws -> Outcome {
        if let existing = FileManager.default.contents(atPath: file.path) {
            if existing == Data(file.contents.utf8) { return .unchanged }
            if !force { return .refused }
        }
        let url = URL(fileURLWithPath: file.path)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Same folder, so the rename stays on one file system and is atomic.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).kassios-\(UUID().uuidString)")
        try Data(file.contents.utf8).write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(code))])
        }
        return .written
    }
}
