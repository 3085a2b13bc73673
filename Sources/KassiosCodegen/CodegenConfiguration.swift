#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// The `codegen:` settings of `.kassios-lint.yml`:
///
///     codegen:
///       templates: Templates        # a folder of the team's own templates, relative to this file
///
/// Other keys of the file belong to the linter and are not looked at here.
public struct CodegenConfiguration: Equatable, Sendable {
    /// The folder of a team's templates, resolved against the configuration's folder.
    public var templates: String?
    /// Problems that do not stop generation (unknown keys), as `file:line:column: message`.
    public var warnings: [String] = []

    public init(templates: String? = nil) {
        self.templates = templates
    }

    /// The keys `codegen:` accepts.
    public static let keys = ["templates"]

    public static func load(path: String) throws -> CodegenConfiguration {
        let directory = PathName.deletingLastComponent(of: path)
        return try parse(ConfigurationFile.text(at: path), path: path, directory: directory.isEmpty ? "." : directory)
    }

    public static func parse(_ text: String, path: String, directory: String) throws -> CodegenConfiguration {
        var configuration = CodegenConfiguration()
        var file = ConfigurationFile(path: path)
        guard let codegen = try file.root(of: text)?["codegen"] else { return configuration }
        guard let pairs = codegen.pairs else {
            throw file.problem(codegen, "'codegen' expects a mapping such as { templates: Templates }, found \(codegen.kindName)")
        }
        for pair in pairs {
            let key = pair.key.string ?? ""
            switch key {
            case "templates":
                guard let folder = pair.value.string, !folder.isEmpty else {
                    throw file.problem(pair.value, "'codegen.templates' expects a folder, found \(pair.value.kindName)")
                }
                configuration.templates = folder.hasPrefix("/") || directory == "." ? folder : directory + "/" + folder
            case _ where TestGenerationConfiguration.keys.contains(key):
                continue   // `kassios generate test` reads (and checks) these
            default:
                file.warn(pair.key, "unknown option 'codegen.\(key)'; known: \(keys.joined(separator: ", "))")
            }
        }
        configuration.warnings = file.warnings
        return configuration
    }
}
