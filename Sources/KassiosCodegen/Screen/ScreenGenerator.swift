import KassiosHierarchy

/// A screen object from a dump, in any style, through its template:
///
///     let file = try ScreenGenerator.generate(hierarchy: hierarchy, name: "Login", style: .robot)
///     // file.fileName == "LoginRobot.swift"
///
/// The same dump always gives the same bytes.
public enum ScreenGenerator {
    public struct Result {
        public let file: GeneratedFile
        public let typeName: String
        public let plan: ScreenPlan
        /// Where the template came from: its path, or "built-in".
        public let templateOrigin: String
    }

    public static func generate(hierarchy: Hierarchy, name: String, style: ScreenStyle,
                                templates: ScreenTemplates = .builtin, source: String = "", base: String? = nil,
                                loadCheck: String? = nil) throws -> GeneratedFile {
        try generateWithPlan(hierarchy: hierarchy, name: name, style: style, templates: templates, source: source, base: base,
                             loadCheck: loadCheck).file
    }

    /// `generate`, with what was decided on the way (for the command's summary). `reservedNames`:
    /// names the members must not take (what `base` declares: `ScreenStyle.inheritedMemberNames`).
    public static func generateWithPlan(hierarchy: Hierarchy, name: String, style: ScreenStyle, templates: ScreenTemplates = .builtin,
                                        source: String = "", base: String? = nil, loadCheck: String? = nil,
                                        reservedNames: Set<String> = []) throws -> Result {
        let typeName = style.typeName(for: name)
        let plan = ScreenPlanner.plan(hierarchy, screenName: ScreenStyle.screenName(of: typeName), reservedNames: reservedNames)
        let template = try templates.template(for: style)
        let context = ScreenTemplateContext(plan: plan, typeName: typeName, style: style,
                                            source: source.isEmpty ? "standard input" : source, base: base ?? style.defaultBase,
                                            loadCheck: loadCheck)
        let contents = try template.render(context.values)
        return Result(file: GeneratedFile(fileName: typeName + ".swift", contents: contents), typeName: typeName, plan: plan,
                      templateOrigin: templates.origin(for: style))
    }
}
