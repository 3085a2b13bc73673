#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// A file a generator made: where it goes and what it holds.
public struct GeneratedFile: Equatable, Sendable {
    /// `LoginScreen.swift`.
    public let fileName: String
    public let contents: String

    public init(fileName: String, contents: String) {
        self.fileName = fileName
        self.contents = contents
    }
}

/// Writes generated files without ever losing a user's work: an existing file is replaced
/// only when asked (`--force`), and a write goes to a temporary file first, renamed over the
/// target, so a reader never sees half a file.
public enum GeneratedFileWriter {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case exists(String)
        case cannotWrite(String, reason: String)

        public var description: String {
            switch self {
            case .exists(let path): return "\(path) exists; pass --force to replace it"
            case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
            }
        }
    }

    public static func write(_ contents: String, to path: String, replacing: Bool) throws {
        try write(bytes: Array(contents.utf8), to: path, replacing: replacing)
    }

    public static func write(bytes: [UInt8], to path: String, replacing: Bool) throws {
        if !replacing && FileManager.default.fileExists(atPath: path) { throw Failure.exists(path) }
        let directory = PathName.deletingLastComponent(of: path)
        do {
            if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw Failure.cannotWrite(path, reason: fileErrorReason(error))
        }
    }
}
