#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What makes a configuration file unusable, as `file:line:column: message` (or `file: message`
/// when the file cannot be read at all).
public struct ConfigurationProblem: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(description: String) {
        self.description = description
    }

    /// Several problems of one file as one error: every command prints an error as
    /// `kassios: error: <description>`, so each problem after the first starts a line of its own
    /// that reads the same way.
    public init(combining problems: [ConfigurationProblem]) {
        description = problems.map(\.description).joined(separator: "\nkassios: error: ")
    }
}

/// `.kassios-lint.yml` as each command's settings read it: the document, and typed values taken
/// from its nodes, every problem with the file, line and column of the node at fault. The linter,
/// the screen generator and the test generator each read their own keys through one of these.
public struct ConfigurationFile {
    public let path: String
    /// Problems that do not stop the command (an unknown key), `file:line:column: warning: …`.
    public private(set) var warnings: [String] = []

    public init(path: String) {
        self.path = path
    }

    /// The file's text; a problem when it cannot be read.
    public static func text(at path: String) throws -> String {
        guard let bytes = FileSystem.contents(of: path) else {
            // "no such file", "it is a folder", "permission denied": what to fix.
            throw ConfigurationProblem(description: "\(path): cannot read the configuration file: \(FileSystem.whyUnreadable(path))")
        }
        return TextFileDecoding.text(of: bytes)
    }

    /// The document's root node, nil for an empty document; invalid YAML is a problem at its position.
    public func root(of text: String) throws -> YAMLNode? {
        do {
            return try YAMLReader.parse(text)
        } catch let error as YAMLError {
            throw ConfigurationProblem(description: "\(path):\(error.line):\(error.column): \(error.message)")
        }
    }

    public func problem(_ node: YAMLNode, _ message: String) -> ConfigurationProblem {
        ConfigurationProblem(description: "\(path):\(node.line):\(node.column): \(message)")
    }

    public mutating func warn(_ node: YAMLNode, _ message: String) {
        warnings.append("\(path):\(node.line):\(node.column): warning: \(message)")
    }

    /// `key`: the setting's name as the message shows it (`codegen.launch.screen`).
    public func string(_ node: YAMLNode, _ key: String) throws -> String {
        guard let value = node.string else { throw problem(node, "'\(key)' expects a string, found \(node.kindName)") }
        return value
    }

    public func bool(_ node: YAMLNode, _ key: String) throws -> Bool {
        guard let value = node.bool else {
            if let text = node.string, ["true", "false"].contains(text.lowercased()) {
                throw problem(node, "'\(key)' expects true or false, found the string '\(text)'; write \(text.lowercased()) without quotes")
            }
            throw problem(node, "'\(key)' expects true or false, found \(node.kindName == "a string" ? "'\(node.string ?? "")'" : node.kindName)")
        }
        return value
    }

    /// A list of strings; a single string is taken as a list of one.
    public func strings(_ node: YAMLNode, _ key: String) throws -> [String] {
        if let single = node.string { return [single] }
        guard let items = node.array else { throw problem(node, "'\(key)' expects a list of strings, found \(node.kindName)") }
        return try items.map { item in
            guard let value = item.string else { throw problem(item, "'\(key)' expects strings, found \(item.kindName)") }
            return value
        }
    }
}
