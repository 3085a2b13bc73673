#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads what `git commit` would record: the staged Swift files and their content
/// in the index (not the working tree, which may hold unstaged edits).
public enum GitStaging {
    public struct StagedFile {
        /// Path relative to the repository root, as git names it.
        public let repositoryPath: String
        /// Absolute path in the working tree (for display).
        public let absolutePath: String
        public let content: [UInt8]
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Staged (added, copied, modified, renamed) `.swift` files with their index content.
    public static func stagedSwiftFiles(in directory: String) throws -> [StagedFile] {
        let root = try git(["rev-parse", "--show-toplevel"], in: directory).trimmingWhitespace()
        // The raw listing names each staged file's blob: its content is then asked for by object
        // name, so a path that holds a newline (which `cat-file --batch` reads as the end of a
        // request) is read as well as any other. A renamed file is listed under its new name.
        let listing = try run(["diff", "--cached", "--raw", "-z", "--no-abbrev", "--no-renames", "--diff-filter=ACMR"],
                              in: root, input: nil)
        let staged = stagedBlobs(inRawListing: listing).filter { $0.path.hasSuffix(".swift") }.sorted { $0.path < $1.path }
        guard !staged.isEmpty else { return [] }
        let blobs = try contents(ofObjects: staged.map(\.object), for: staged.map(\.path), in: root)
        return zip(staged, blobs).map { StagedFile(repositoryPath: $0.path, absolutePath: root + "/" + $0.path, content: $1) }
    }

    /// The paths and staged blobs of `git diff --cached --raw -z --no-renames` output: each entry
    /// is `:mode mode object object status`, a NUL, the path, a NUL.
    static func stagedBlobs(inRawListing listing: Data) -> [(path: String, object: String)] {
        let fields = [UInt8](listing).split(separator: 0, omittingEmptySubsequences: false)
        var result: [(path: String, object: String)] = []
        var index = 0
        while index + 1 < fields.count {
            let header = fields[index].split(separator: UInt8(ascii: " "))
            index += 1
            guard header.count == 5, fields[index - 1].first == UInt8(ascii: ":") else { continue }
            let path = String(decoding: fields[index], as: UTF8.self)
            index += 1
            result.append((path, String(decoding: header[3], as: UTF8.self)))
        }
        return result
    }

    /// The content of each object, through one `git cat-file --batch`; `paths` name them in errors.
    static func contents(ofObjects objects: [String], for paths: [String], in root: String) throws -> [[UInt8]] {
        let input = objects.map { $0 + "\n" }.joined()
        let output = try run(["cat-file", "--batch"], in: root, input: Data(input.utf8))
        var blobs: [[UInt8]] = []
        var index = output.startIndex
        for path in paths {
            guard let newline = output[index...].firstIndex(of: 0x0A) else {
                throw Failure(description: "git cat-file gave no header for \(path)")
            }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]) else {
                throw Failure(description: "cannot read the staged content of \(path): \(header.joined(separator: " "))")
            }
            let start = newline + 1
            guard start + size <= output.endIndex else { throw Failure(description: "git cat-file output ended early for \(path)") }
            blobs.append([UInt8](output[start..<(start + size)]))
            index = start + size + 1   // the blob is followed by a newline
        }
        return blobs
    }

    public static func git(_ arguments: [String], in directory: String) throws -> String {
        String(decoding: try run(arguments, in: directory, input: nil), as: UTF8.self)
    }

    static func run(_ arguments: [String], in directory: String, input: Data?) throws -> Data {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(["git", "-C", directory] + arguments, input: input.map { [UInt8]($0) } ?? [])
        } catch {
            throw Failure(description: "cannot run git: \(error)")
        }
        guard result.status == 0 else {
            let text = String(decoding: result.errors, as: UTF8.self).trimmingWhitespace()
            throw Failure(description: "git \(arguments.first ?? "") failed: \(text)")
        }
        return Data(result.output)
    }
}
