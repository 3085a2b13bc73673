#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosCodegen
import KassiosHierarchy
import KassiosLint
import KassiosModel
import KassiosSyntax
import KassiosLintCLI

/// `kassios generate screen DUMP --name Login [--style …] [--out DIR] [--update FILE] …`:
/// a screen object from an accessibility-hierarchy dump, or new elements added to one.
struct GenerateScreenCommand {
    let tool: CommandLineTool

    static let options = ["--name", "--style", "--out", "--templates", "--base", "--dry-run", "--force", "--update",
                          "--context", "--format", "--lenient", "--config", "--no-config", "--quiet", "--help"]

    struct Arguments {
        var dump: String?
        var name: String?
        var style: ScreenStyle?
        var out: String?
        var templates: String?
        var base: String?
        var dryRun = false
        var force = false
        var update: String?
        var context: [String] = []
        var format: HierarchyFormat?
        var lenient = false
        var configPath: String?
        var noConfig = false
        var quiet = false
    }

    func run(_ words: [String]) -> Int32 {
        var arguments = Arguments()
        var cursor = ArgumentCursor(words)
        while let word = cursor.next() {
            switch cursor.asOption(word) {
            case "-h", "--help":
                tool.standardOutput(Help.generateScreen)
                return 0
            case "--name":
                guard let name = cursor.value(), !name.isEmpty else { return tool.usageError("'--name' needs a screen name", hint: "e.g. --name Login") }
                arguments.name = name
            case "--style":
                guard let value = cursor.value(), let style = ScreenStyle(rawValue: value) else {
                    return tool.usageError("'--style' needs one of: kassios, robot, page-object", hint: "see 'kassios generate screen --help'")
                }
                arguments.style = style
            case "--out":
                guard let path = cursor.value() else { return tool.usageError("'--out' needs a folder or a .swift file", hint: "e.g. --out UITests/Screens") }
                arguments.out = path
            case "--templates":
                guard let path = cursor.value() else { return tool.usageError("'--templates' needs a folder", hint: "write the built-ins with 'kassios templates export DIR'") }
                arguments.templates = path
            case "--base":
                guard let base = cursor.value() else { return tool.usageError("'--base' needs a class name", hint: "e.g. --base BaseScreen") }
                arguments.base = base
            case "--dry-run": arguments.dryRun = true
            case "--force": arguments.force = true
            case "--update":
                guard let path = cursor.value() else { return tool.usageError("'--update' needs the screen file to update", hint: "e.g. --update UITests/Screens/LoginScreen.swift") }
                arguments.update = path
            case "--context":
                guard let path = cursor.value() else { return tool.usageError("'--context' needs a file or folder", hint: "e.g. --context UITests") }
                arguments.context.append(path)
            case "--format":
                guard let name = cursor.value(), let format = HierarchyFormat(name: name) else {
                    return tool.usageError("'--format' needs a dump format", hint: "one of: xcuitest, idb, appium, inventory, kassios")
                }
                arguments.format = format
            case "--lenient": arguments.lenient = true
            case "--config":
                guard let path = cursor.value() else { return tool.usageError("'--config' needs a file", hint: "e.g. --config .kassios-lint.yml") }
                guard !arguments.noConfig else { return CommonOptions.conflict(tool) }
                arguments.configPath = path
            case "--no-config":
                guard arguments.configPath == nil else { return CommonOptions.conflict(tool) }
                arguments.noConfig = true
            case "-q", "--quiet": arguments.quiet = true
            default:
                if word.hasPrefix("-") && word != "-" && !cursor.isPastOptions {
                    return tool.unknownOption(word, command: "generate screen", options: GenerateScreenCommand.options)
                }
                guard arguments.dump == nil else { return tool.usageError("more than one dump given ('\(word)')", hint: "generate one screen at a time") }
                arguments.dump = word
            }
        }
        return generate(arguments)
    }

    private func generate(_ arguments: Arguments) -> Int32 {
        guard let dump = arguments.dump else {
            return tool.usageError("no dump given", hint: "try 'kassios generate screen Examples/Dumps/Login.debugDescription.txt --name Login --dry-run'")
        }
        // The type written is the name with its style's suffix (`Type` → `TypePage`, a valid
        // name though `Type` alone is not), whichever style: with --update the name only picks a
        // type of the file.
        if let name = arguments.name, arguments.update == nil, !SwiftSpelling.isTypeName(ScreenStyle.kassios.typeName(for: name)) {
            return tool.usageError("'\(name)' cannot name a Swift type", hint: "use letters, digits and '_', e.g. --name Login")
        }
        if arguments.update != nil, arguments.out != nil {
            return tool.usageError("--update writes the file it updates; --out cannot go with it", hint: "drop --out")
        }
        guard arguments.update != nil || arguments.name != nil else {
            return tool.usageError("'--name' is required", hint: "e.g. --name Login makes LoginScreen (or LoginRobot, LoginPage)")
        }
        guard let (hierarchy, source) = readDump(dump, format: arguments.format, lenient: arguments.lenient) else { return 2 }
        // --lenient keeps what it can read; when that is the application alone, a screen object
        // of nothing would pass for the screen.
        if !hierarchy.warnings.isEmpty, hierarchy.elementCount <= 1 {
            tool.standardError("kassios: error: \(dump): no element was read before the dump broke off, so there is no screen to generate; fix the dump or make a new one\n")
            return 2
        }
        guard let settings = loadSettings(arguments) else { return 2 }
        do {
            if let update = arguments.update {
                return try self.update(update, hierarchy: hierarchy, source: source, arguments: arguments, settings: settings)
            }
            return try write(hierarchy: hierarchy, source: source, dump: dump, arguments: arguments, settings: settings)
        } catch let error as TemplateError {
            tool.standardError("\(error.file):\(error.line):\(error.column): error: \(error.message)\n")
            return 2
        } catch {
            tool.standardError("kassios: error: \(error)\n")
            return 2
        }
    }

    private func write(hierarchy: Hierarchy, source: String, dump: String, arguments: Arguments, settings: Settings) throws -> Int32 {
        // The suite, read once: the style and the base it follows, and the types it declares already.
        let suite = followedSuite(arguments, settings: settings)
        let style = arguments.style ?? settings.style ?? suite.flatMap { followedStyle(of: $0, arguments: arguments) } ?? .kassios
        let base = arguments.base ?? suite.flatMap { followedBase(of: $0, style: style, arguments: arguments) }
        // Named as the configuration's load checks (`robots: load_checks: [verifyScreenLoaded]`), so lint counts it as one.
        let result = try ScreenGenerator.generateWithPlan(hierarchy: hierarchy, name: arguments.name ?? "", style: style,
                                                          templates: settings.templates, source: source, base: base,
                                                          loadCheck: style.loadCheck(among: settings.model.robotLoadChecks),
                                                          reservedNames: suite.map { ScreenStyle.inheritedMemberNames(of: base, in: $0.project) } ?? [])
        let typeName = style.typeName(for: arguments.name ?? "")
        // `--name Kass` would make `class KassScreen: KassScreen`, a class that inherits from itself.
        if typeName == (base ?? style.defaultBase) {
            return tool.usageError("--name \(arguments.name ?? "") makes \(typeName), the class it would inherit from",
                                   hint: "choose another name, e.g. --name Login")
        }
        let path = outputPath(for: result.file.fileName, out: arguments.out)
        // A second declaration of a type the suite has would not compile: that one is the one to update.
        let written = FileSystem.canonicalPath(path) ?? FileSystem.resolvedPath(path, from: FileManager.default.currentDirectoryPath)
        // A top-level type of the name (not one nested in another, nor extensions alone, which the new file completes).
        if let suite, let existing = suite.project.index.types[typeName]?.primary,
           (FileSystem.canonicalPath(existing.file.path) ?? existing.file.path) != written {
            let shown = SourceDiscovery.displayPath(existing.file.path, relativeTo: FileManager.default.currentDirectoryPath)
            let place = "\(shown):\(existing.value.nameLocation.line)"
            let advice = "add the dump's new elements to it with --update \(shown), or choose another --name"
            if !arguments.dryRun {
                tool.standardError("kassios: error: \(place) declares \(typeName) already, and a second one would not compile; \(advice)\n")
                return 2
            }
            if !arguments.quiet { tool.standardError("kassios: note: \(place) declares \(typeName) already; \(advice)\n") }
        }
        if arguments.dryRun {
            tool.standardOutput(result.file.contents)
        } else {
            do {
                try GeneratedFileWriter.write(result.file.contents, to: path, replacing: arguments.force)
            } catch GeneratedFileWriter.Failure.exists(let existing) {
                tool.standardError("kassios: error: \(existing) exists; pass --force to replace it, or --update \(existing) to add what is new\n")
                return 2
            }
        }
        if !arguments.quiet {
            let summary = ScreenSummary(plan: result.plan, dump: dump)
            let verb = arguments.dryRun ? "would write" : "wrote"
            tool.standardError("kassios: \(verb) \(path) (\(style.rawValue) style, \(result.templateOrigin) template)\n" + summary.lines())
        }
        return 0
    }

    /// The suite a new screen object follows, when neither --style nor `codegen: style:` names a
    /// style, or no --base the superclass: the configuration's `included` files that exist, else the
    /// folder --out names or writes the file into.
    private func followedSuite(_ arguments: Arguments, settings: Settings) -> (project: Project, shown: String)? {
        var paths = settings.suitePaths.filter { FileSystem.kind(of: $0) != nil }
        if paths.isEmpty, let out = arguments.out {
            // Not the folder here, for a file written here (`--out LoginPage.swift`): it may be a whole repository.
            let folder = out.hasSuffix(".swift") ? PathName.deletingLastComponent(of: out) : out
            if !folder.isEmpty, FileSystem.kind(of: folder) == .directory { paths = [folder] }
        }
        guard !paths.isEmpty,
              let suite = try? SuiteLoader.load(paths: paths, options: settings.lintOptions), !suite.files.isEmpty else { return nil }
        let shown = paths.map { SourceDiscovery.displayPath($0, relativeTo: FileManager.default.currentDirectoryPath) }
        return (Project(files: suite.files, configuration: settings.model), shown.joined(separator: ", "))
    }

    /// The style of the suite's screen objects; said in a note when it is not the default.
    private func followedStyle(of suite: (project: Project, shown: String), arguments: Arguments) -> ScreenStyle? {
        guard let style = ScreenStyle.following(suite.project) else { return nil }
        if style != .kassios && !arguments.quiet {
            let kind = style == .robot ? "robots (classes)" : "page objects (structs)"
            tool.standardError("kassios: note: \(style.rawValue) style, as the screen objects of \(suite.shown) are \(kind) and none is KassiOS; --style, or codegen: style: in .kassios-lint.yml, to choose\n")
        }
        return style
    }

    /// The superclass most of the suite's screen objects of the style share (`BaseScreen`, `Robot`),
    /// said in a note.
    private func followedBase(of suite: (project: Project, shown: String), style: ScreenStyle, arguments: Arguments) -> String? {
        guard let shared = style.sharedBase(in: suite.project) else {
            // The configuration's robot root, a class of the suite: a robot that does not inherit it is no robot to lint.
            guard style == .robot, let root = suite.project.configuration.robotRoots.sorted().first(where: { root in
                suite.project.index.types[root].map { $0.kind == .class && ScreenStyle.holdsTheApp($0, in: suite.project) } ?? false
            }) else { return nil }
            if !arguments.quiet {
                tool.standardError("kassios: note: a subclass of \(root), the configuration's robot root; --base to choose another\n")
            }
            return root
        }
        if !arguments.quiet {
            let kind = style == .kassios ? "screens" : "robots"
            tool.standardError("kassios: note: a subclass of \(shared.name), as \(shared.users) of the \(shared.total) \(kind) of \(suite.shown) are; --base to choose another\n")
        }
        return shared.name
    }

    private func update(_ path: String, hierarchy: Hierarchy, source: String, arguments: Arguments, settings: Settings) throws -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            tool.standardError("kassios: error: cannot read \(path): \(FileSystem.whyUnreadable(path))\n")
            return 2
        }
        var context: [SourceFile] = []
        if !arguments.context.isEmpty {
            // The file being updated is read once, as the file to update, not again as context.
            let target = URL(fileURLWithPath: path).standardizedFileURL.path
            let walk = try SourceDiscovery.swiftFiles(in: arguments.context)
            for warning in walk.warnings { tool.standardError(warning + "\n") }
            for file in walk.files where URL(fileURLWithPath: file).standardizedFileURL.path != target {
                guard let bytes = FileSystem.contents(of: file) else {
                    tool.standardError("\(file):1:1: warning: cannot read it (\(FileSystem.whyUnreadable(file))); left out of the context\n")
                    continue
                }
                context.append(SourceFile(path: file, bytes: bytes))
            }
        }
        let result = try ScreenUpdater.update(file: SourceFile(path: path, bytes: [UInt8](data)), hierarchy: hierarchy, source: source,
                                              name: arguments.name, style: arguments.style, templates: settings.templates,
                                              context: context, configuration: settings.model)
        let changed = result.insertionOffset != nil
        if arguments.dryRun {
            tool.standardOutput(result.contents)
        } else if changed {
            try GeneratedFileWriter.write(bytes: result.bytes, to: path, replacing: true)
        }
        if !arguments.quiet {
            let summary = ScreenSummary(plan: result.added, dump: arguments.dump ?? source)
            let head: String
            if changed {
                head = "kassios: \(arguments.dryRun ? "would update" : "updated") \(path) (\(result.typeName), \(result.style.rawValue) style, \(result.templateOrigin) template): added"
            } else {
                head = "kassios: \(path) (\(result.typeName)) has every element of the dump; nothing to add"
            }
            var text = head + "\n" + (changed ? summary.lines(includingOnLoad: false) : summary.unidentifiedLines())
            if !result.stale.isEmpty {
                text += "  no longer in the dump (kept; remove them if the screen lost them): "
                    + result.stale.map { "\($0.name) '\(SwiftSpelling.singleLine($0.identifier))' (line \($0.line))" }.joined(separator: ", ") + "\n"
            }
            if !result.retyped.isEmpty {
                text += "  another type of element in the dump (the query finds nothing; change it by hand): "
                    + result.retyped.map { "\($0.name) (line \($0.line)) is queried as \($0.queried), '\(SwiftSpelling.singleLine($0.identifier))' is \($0.inDump)" }
                    .joined(separator: "; ") + "\n"
            }
            tool.standardError(text)
        }
        return 0
    }

    // MARK: - Inputs

    private func readDump(_ dump: String, format: HierarchyFormat?, lenient: Bool) -> (Hierarchy, String)? {
        let bytes: [UInt8]
        switch DumpInput.bytes(of: dump) {
        case .success(let read): bytes = read
        case .failure(let error):
            tool.standardError("kassios: error: \(error)\n")
            return nil
        }
        do {
            let hierarchy = try HierarchyReader.read(bytes, format: format, lenient: lenient)
            for warning in hierarchy.warnings {
                tool.standardError("\(dump):\(warning.line):\(warning.column): warning: \(warning.path.map { "at \($0): " } ?? "")\(warning.message)\n")
            }
            return (hierarchy, dump == "-" ? "" : PathName.lastComponent(of: dump))
        } catch let error as HierarchyError {
            tool.standardError("\(dump):\(error.line):\(error.column): error: \(error.path.map { "at \($0): " } ?? "")\(error.message)\n")
            return nil
        } catch {
            tool.standardError("kassios: error: \(dump): \(error)\n")
            return nil
        }
    }

    struct Settings {
        var templates: ScreenTemplates
        var model: ModelConfiguration
        /// `codegen: style:`, the style the suite's generated code is written in: the default
        /// when --style gives none.
        var style: ScreenStyle?
        /// The configuration's `included` paths and the options that exclude files from them:
        /// the suite whose style a new screen object follows.
        var suitePaths: [String] = []
        var lintOptions = LintOptions()
    }

    /// Templates from --templates, else `codegen: templates:`; the suite's conventions (its
    /// builders, for --update) from the configuration the linter would use.
    private func loadSettings(_ arguments: Arguments) -> Settings? {
        var settings = Settings(templates: .builtin, model: ModelConfiguration())
        var templates = arguments.templates
        let workingDirectory = FileManager.default.currentDirectoryPath
        if !arguments.noConfig, let path = arguments.configPath ?? LintConfiguration.discover(from: workingDirectory) {
            do {
                let codegen = try CodegenConfiguration.load(path: path)
                for warning in codegen.warnings { tool.standardError("\(warning) [configuration]\n") }
                if templates == nil { templates = codegen.templates }
                settings.style = try TestGenerationConfiguration.styleName(inConfigurationAt: path).flatMap(ScreenStyle.init(rawValue:))
                let lint = try LintConfiguration.load(path: path)
                settings.model = lint.model
                settings.suitePaths = lint.includedPaths
                lint.apply(to: &settings.lintOptions)
            } catch {
                tool.standardError("kassios: error: \(error)\n")
                return nil
            }
        }
        if let templates {
            do {
                settings.templates = try ScreenTemplates.folder(templates)
            } catch {
                tool.standardError("kassios: error: \(error)\n")
                return nil
            }
        }
        return settings
    }

    /// `--out DIR` → `DIR/LoginScreen.swift`; `--out File.swift` → that file; none → here.
    private func outputPath(for fileName: String, out: String?) -> String {
        guard let out else { return fileName }
        if out.hasSuffix(".swift") { return out }
        return PathName.joined(out, fileName)
    }
}
