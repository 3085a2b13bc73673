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
    /// `inputs`: what the command reads (files, folders of Swift sources), which it never writes over.
    public func write(_ text: String, to path: String, force: Bool, kind: String, inputs: [String] = [],
                      looksGenerated: (String) -> Bool) -> Int32? {
        if let refusal = refusal(toReplace: path, force: force, kind: kind, inputs: inputs, looksGenerated: looksGenerated) { return refusal }
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
    public func refusal(toReplace path: String, force: Bool, kind: String, inputs: [String] = [],
                        looksGenerated: (String) -> Bool) -> Int32? {
        // Not even --force writes a file in place of a folder or a FIFO, or at no path at all, or over an input.
        if path.isEmpty {
            tool.standardError("kassios: error: an empty path; name the file to write the \(kind) to\n")
            return 2
        }
        if let input = RegeneratedFileWriter.input(overwrittenBy: path, inputs: inputs) {
            let what = FileSystem.canonicalPath(input) == FileSystem.canonicalPath(path) ? "one of the files this command reads" : "a Swift file under \(input), which this command reads"
            tool.standardError("kassios: error: \(path) is \(what); nothing kassios reads is written to, not even with --force; name another file for the \(kind)\n")
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

    /// The input a file to be written would replace: one of `inputs` itself, or a Swift file under
    /// one of them that is a folder (the sources a lint, map or manifest reads). Nothing kassios
    /// reads is written to, not even with --force; nil when `path` is none of them.
    public static func input(overwrittenBy path: String, inputs: [String]) -> String? {
        guard FileSystem.kind(of: path) == .file, let target = FileSystem.canonicalPath(path) else { return nil }
        for input in inputs {
            guard let resolved = FileSystem.canonicalPath(input) else { continue }
            if resolved == target { return input }
            if target.hasSuffix(".swift"), FileSystem.kind(of: resolved) == .directory, PathName.isInside(target, folder: resolved) {
                return input
            }
        }
        return nil
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
