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
        let listing = try git(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR"], in: root)
        let paths = listing.split(separator: "\0").map(String.init).filter { $0.hasSuffix(".swift") }.sorted()
        guard !paths.isEmpty else { return [] }
        let blobs = try indexContents(of: paths, in: root)
        return zip(paths, blobs).map { StagedFile(repositoryPath: $0, absolutePath: root + "/" + $0, content: $1) }
    }

    /// Index content of each path, through one `git cat-file --batch`.
    static func indexContents(of paths: [String], in root: String) throws -> [[UInt8]] {
        let input = paths.map { ":" + $0 + "\n" }.joined()
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
