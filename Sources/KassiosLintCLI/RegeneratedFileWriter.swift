#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel
import KassiosLint

/// Writes a file kassios regenerates (a manifest, a map, a context bundle) atomically, and
/// never replaces a file that does not look like one it wrote unless forced.
public struct RegeneratedFileWriter {
    let tool: CommandLineTool

    public init(tool: CommandLineTool) {
        self.tool = tool
    }

    /// nil when written; otherwise the exit code (2) after saying why not.
    public func write(_ text: String, to path: String, force: Bool, kind: String, looksGenerated: (String) -> Bool) -> Int32? {
        if let refusal = refusal(toReplace: path, force: force, kind: kind, looksGenerated: looksGenerated) { return refusal }
        do {
            let directory = PathName.deletingLastComponent(of: path)
            if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
            try AtomicFile.write(text, to: path)
        } catch {
            tool.standardError("kassios: error: cannot write \(path): \(fileErrorReason(error))\n")
            return 2
        }
        return nil
    }

    /// nil when `path` may be written: it does not exist, is empty, looks like what kassios
    /// writes there, or `force` is given (a file that cannot be read is refused too); otherwise the exit code (2) after saying why not.
    /// For a command that writes several files: asked of each before any is written.
    public func refusal(toReplace path: String, force: Bool, kind: String, looksGenerated: (String) -> Bool) -> Int32? {
        // Not even --force writes a file in place of a folder or a FIFO, or at no path at all.
        if path.isEmpty {
            tool.standardError("kassios: error: an empty path; name the file to write the \(kind) to\n")
            return 2
        }
        let existingKind = FileSystem.kind(of: path)
        if let what = RegeneratedFileWriter.notAFile(existingKind) {
            tool.standardError("kassios: error: \(path) is \(what); name the file to write the \(kind) to\n")
            return 2
        }
        guard !force, existingKind != nil else { return nil }
        guard let bytes = FileSystem.contents(of: path) else {
            tool.standardError("kassios: error: \(path) exists but cannot be read (\(FileSystem.whyUnreadable(path))), so whether it is a kassios \(kind) is unknown; not replacing it (--force replaces it)\n")
            return 2
        }
        let existing = String(decoding: bytes, as: UTF8.self)
        guard !existing.trimmingWhitespace().isEmpty && !looksGenerated(existing) else { return nil }
        tool.standardError("kassios: error: \(path) exists and does not look like a kassios \(kind); not replacing it (--force replaces it)\n")
        return 2
    }

    /// What stands where a file is to be written that no file may replace, even with --force:
    /// "a folder", "not a regular file" (a FIFO, a device); nil for a file or nothing.
    public static func notAFile(_ kind: FileSystem.Kind?) -> String? {
        switch kind {
        case .directory?: return "a folder"
        case .other?: return "not a regular file"
        case .file?, nil: return nil
        }
    }
}
