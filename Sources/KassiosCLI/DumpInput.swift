#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosLint
import KassiosModel

/// The bytes of a hierarchy dump a command is given: a file, or `-` for standard input. A dump
/// larger than any screen's (`maximumSize`) is refused before it is read whole: an endless
/// stream or a file of gigabytes would otherwise take the machine's memory.
enum DumpInput {
    /// As for lint's `--hierarchy` dumps.
    static let maximumSize = HierarchyDumpLoader.maximumDumpSize

    /// The dump's bytes, or the error to print (without the `kassios: error: ` prefix).
    static func bytes(of path: String) -> Result<[UInt8], DumpInputError> {
        if path == "-" {
            guard let bytes = StandardStreams.readAll(from: 0, limit: maximumSize) else {
                return .failure(DumpInputError(description: "standard input is larger than \(maximumSize >> 20) MiB, larger than any dump; not read"))
            }
            return .success(bytes)
        }
        if let size = FileSystem.size(of: path), size > maximumSize {
            return .failure(DumpInputError(description: "\(path) is \(size >> 20) MiB, larger than any dump (\(maximumSize >> 20) MiB at most); not read"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(DumpInputError(description: "cannot read \(path): \(FileSystem.whyUnreadable(path))"))
        }
        return .success([UInt8](data))
    }
}

struct DumpInputError: Error, CustomStringConvertible {
    let description: String
}
