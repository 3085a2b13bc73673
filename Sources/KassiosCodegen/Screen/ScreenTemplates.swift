import Foundation

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
        let path = (directory as NSString).appendingPathComponent(style.templateFileName)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
