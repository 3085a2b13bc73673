#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// Where screen templates come from: a team's folder (`--templates DIR`, or `codegen:
/// templates:` in `.kassios-lint.yml`) for the styles it has a file for, the built-ins
/// for the rest. Each template is parsed and checked against every variable a screen
/// template may use when it is first asked for, so an error names the template's line.
public struct ScreenTemplates {
    /// The folder searched first; nil: built-ins only.
    public let directory: String?

    public static let builtin = ScreenTemplates(directory: nil)

    public init(directory: String?) {
        self.directory = directory
    }

    /// A team's folder (`--templates`, `codegen: templates:`), which must exist: a typo must
    /// not quietly fall back to the built-ins.
    public static func folder(_ path: String) throws -> ScreenTemplates {
        guard FileSystem.kind(of: path) == .directory else {
            throw MissingTemplatesFolder(description: "no templates folder at \(path); write the built-ins there with 'kassios templates export \(path)'")
        }
        return ScreenTemplates(directory: path)
    }

    /// Where the style's template is read from: its file's path, or "built-in".
    public func origin(for style: ScreenStyle) -> String {
        path(for: style) ?? "built-in"
    }

    /// The style's template, parsed and checked.
    public func template(for style: ScreenStyle) throws -> Template {
        let template: Template
        if let path = path(for: style) {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw TemplateError(file: path, line: 1, column: 1, message: "cannot read the template")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw TemplateError(file: path, line: 1, column: 1, message: "the template is not UTF-8 text")
            }
            template = try TemplateEngine.compile(text, file: path)
        } else {
            guard let builtin = BuiltinTemplates.named(style.templateFileName) else {
                throw TemplateError(file: style.templateFileName, line: 1, column: 1, message: "no built-in template")
            }
            template = try TemplateEngine.compile(builtin.text, file: "(built-in) " + builtin.fileName)
        }
        try template.check(against: ScreenTemplateContext.shape)
        return template
    }

    private func path(for style: ScreenStyle) -> String? {
        guard let directory else { return nil }
        let path = PathName.joined(directory, style.templateFileName)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}

/// `--templates` or `codegen: templates:` names no folder.
public struct MissingTemplatesFolder: Error, CustomStringConvertible {
    public let description: String
}
