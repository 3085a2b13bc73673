#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes generated files without ever losing a person's work: a file that already holds
/// exactly these contents is left alone, one with other contents is replaced only when
/// forced; the write itself is the screen generator's atomic one.
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
        try GeneratedFileWriter.write(file.contents, to: file.path, replacing: true)
        return .written
    }
}
