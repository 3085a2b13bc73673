import KassiosModel
/// Screen objects for the dumps whose screens a case needs and the suite lacks, made by
/// `kassios generate screen`'s generator with the team's templates: a KassiOS screen for
/// the KassiOS style, a robot (under the suite's robot root) for the robot style, each a subclass
/// of what the suite's others share.
public struct ScreenGeneratorObjects: ScreenObjectsFromDumps {
    public let templates: ScreenTemplates
    /// The superclass of generated robots, so they are robots of the suite (`Robot`).
    public let robotBase: String?
    /// The names the configuration counts as a robot's load check (`robots: load_checks`).
    public let loadChecks: [String]

    public init(templates: ScreenTemplates = .builtin, robotBase: String? = nil, loadChecks: [String] = ModelConfiguration().robotLoadChecks) {
        self.templates = templates
        self.robotBase = robotBase
        self.loadChecks = loadChecks
    }

    public func screenObject(from dump: DumpScreen, style: TestGenerationConfiguration.Style, folder: String, base: String?,
                             inherited: Set<String>) throws -> OutputFile? {
        guard let hierarchy = dump.hierarchy else { return nil }
        let screenStyle: ScreenStyle = style == .robot ? .robot : .kassios
        let result = try ScreenGenerator.generateWithPlan(hierarchy: hierarchy, name: dump.name, style: screenStyle, templates: templates,
                                                          source: dump.path, base: base ?? (style == .robot ? robotBase : nil),
                                                          loadCheck: screenStyle.loadCheck(among: loadChecks), reservedNames: inherited)
        guard !result.plan.elements.isEmpty || !result.plan.collections.isEmpty else { return nil }
        let path = folder.isEmpty ? result.file.fileName : folder + "/" + result.file.fileName
        return OutputFile(path: path, contents: result.file.contents, kind: .screenStub)
    }
}
