#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// Writes generated files without ever losing a person's work: a file that already holds
/// exactly these contents is left alone, one with other contents is replaced only when
/// forced; the write itself is the screen generator's atomic one.
public enum OutputFileWriter {
    public enum Outcome: Equatable, Sendable {
        case written, unchanged
        /// The file exists with other contents (or cannot be read) and `force` was not given.
        case refused
    }

    public static func write(_ file: OutputFile, force: Bool) throws -> Outcome {
        if let existing = FileSystem.contents(of: file.path) {
            if existing.elementsEqual(file.contents.utf8) { return .unchanged }
            if !force { return .refused }
        } else if FileSystem.kind(of: file.path) != nil && !force {
            return .refused   // there, but unreadable: what it holds cannot be known, so it is kept
        }
        try GeneratedFileWriter.write(file.contents, to: file.path, replacing: true)
        return .written
    }
}
