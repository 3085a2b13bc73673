#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// `.kassios-lint.yml`: what to lint, which rules, how severe, and the suite's
/// conventions (screen roots, builders). Unknown keys and rule ids are warnings with a
/// did-you-mean; values of the wrong shape are errors and nothing is linted.
public struct LintConfiguration {
    public static let fileName = ".kassios-lint.yml"

    /// The folder the file is in; `included`, `excluded` and `baseline` are relative to it.
    public var directory: String
    public var path: String?
    public var included: [String] = []
    /// Where each of `included` is written, `file:line:column`, for a problem with the path.
    public var includedPlaces: [String] = []
    public var excluded: [Glob] = []
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    public var onlyRules: Set<String>?
    public var severities: [String: Severity] = [:]
    public var strict = false
    public var reporter: String?
    public var baseline: String?
    /// Folders of accessibility-hierarchy dumps (`hierarchy:`), resolved against the config's folder.
    public var hierarchy: [String] = []
    public var model = ModelConfiguration()
    /// Settings of other commands (`map`, `context`), kept as written for them to read.
    public var commandSections: [String: YAMLNode] = [:]
    /// Problems that do not stop the run, with file:line:column.
    public var warnings: [String] = []

    public init(directory: String) {
        self.directory = directory
    }

    static let topLevelKeys = ["included", "excluded", "disabled_rules", "opt_in_rules", "only_rules", "strict", "reporter",
                               "baseline", "screens", "robots", "builders", "identifiers", "catches", "hierarchy",
                               "codegen", "map", "context"]

    /// The configuration file in `directory` or its nearest parent, if any.
    /// The highest argument position a builder's identifier may have.
    static let maximumArgumentPosition = 255

    public static func discover(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// When the configuration was found from the working folder (not named with --config) and none
    /// of the paths given lies under its folder (`kassios lint ../other-app` run from this
    /// repository): a warning that names it, as another suite's settings may not fit these files.
    public static func foundElsewhereWarning(configuration path: String, paths: [String], workingDirectory: String) -> String? {
        guard !paths.isEmpty else { return nil }
        let resolved = paths.map { FileSystem.resolvedPath($0, from: workingDirectory) }
        // A path that names nothing gets its own error; the warning would only come first.
        guard resolved.contains(where: { FileSystem.kind(of: $0) != nil }) else { return nil }
        let folder = PathName.deletingLastComponent(of: FileSystem.resolvedPath(path, from: workingDirectory))
        guard !resolved.contains(where: { PathName.isInside($0, folder: folder) }) else { return nil }
        return "kassios: warning: using the configuration \(path), found from the current folder, for paths outside its folder (\(paths.joined(separator: ", "))); pass --config with theirs, or --no-config"
    }

    public static func load(path: String) throws -> LintConfiguration {
        let directory = PathName.deletingLastComponent(of: path)
        return try parse(ConfigurationFile.text(at: path), path: path, directory: directory.isEmpty ? "." : directory)
    }

    public static func parse(_ text: String, path: String, directory: String) throws -> LintConfiguration {
        var configuration = LintConfiguration(directory: directory)
        configuration.path = path
        var reader = ConfigurationFile(path: path)
        guard let root = try reader.root(of: text) else { return configuration }
        guard let pairs = root.pairs else {
            throw reader.problem(root, "expected a mapping of settings, found \(root.kindName)")
        }
        let ruleIds = RuleRegistry.all.map { $0.description.identifier }
        // Each setting is read on its own: every one of the wrong shape is reported in one run.
        var problems: [ConfigurationProblem] = []
        for pair in pairs {
            do {
                try read(pair, into: &configuration, reader: &reader, ruleIds: ruleIds)
            } catch let problem as ConfigurationProblem {
                problems.append(problem)
            }
        }
        if !problems.isEmpty { throw ConfigurationProblem(combining: problems) }
        // `only_rules` runs exactly its rules: one also in `disabled_rules` still runs.
        if let only = configuration.onlyRules, !only.isDisjoint(with: configuration.disabledRules),
           let disabled = pairs.first(where: { $0.key.string == "disabled_rules" }) {
            let both = only.intersection(configuration.disabledRules).sorted().joined(separator: ", ")
            reader.warn(disabled.value, "\(both) is in only_rules too, which runs exactly its rules: it runs; take it out of one of them")
        }
        configuration.warnings = reader.warnings
        return configuration
    }

    /// One top-level setting into `configuration`.
    private static func read(_ pair: YAMLPair, into configuration: inout LintConfiguration, reader: inout ConfigurationFile,
                             ruleIds: [String]) throws {
        guard let key = pair.key.string else { throw reader.problem(pair.key, "expected a setting name") }
        let value = pair.value
        switch key {
        case "included":
            configuration.included = try reader.strings(value, key)
            configuration.includedPlaces = (value.array ?? [value]).map { "\(reader.path):\($0.line):\($0.column)" }
        case "excluded": configuration.excluded = try reader.strings(value, key).map(Glob.init)
        case "disabled_rules": configuration.disabledRules = Set(try reader.ruleIds(value, key, known: ruleIds))
        case "opt_in_rules": configuration.optInRules = Set(try reader.ruleIds(value, key, known: ruleIds))
        case "only_rules":
            configuration.onlyRules = Set(try reader.ruleIds(value, key, known: ruleIds))
            // Every rule off, for an empty list or one whose names are all misspelt: never what was meant.
            if configuration.onlyRules?.isEmpty == true {
                throw reader.problem(value, "'only_rules' names no rule kassios has, which would turn every rule off; "
                                     + "list rule ids ('kassios rules' shows them), or remove 'only_rules'")
            }
        case "strict": configuration.strict = try reader.bool(value, key)
        case "reporter":
            let name = try reader.string(value, key)
            guard ReporterRegistry.reporter(named: name) != nil else {
                throw reader.problem(value, "unknown reporter '\(name)'; one of: \(ReporterRegistry.all.map { $0.name }.joined(separator: ", "))")
            }
            configuration.reporter = name
        case "baseline": configuration.baseline = try reader.string(value, key)
        case "screens": try reader.screens(value, into: &configuration.model)
        case "robots": try reader.robots(value, into: &configuration.model)
        case "builders": configuration.model.extraBuilders = try reader.builders(value)
        case "identifiers": try reader.identifiers(value, into: &configuration.model)
        case "catches": try reader.catches(value, into: &configuration.model, directory: configuration.directory)
        case "hierarchy":
            configuration.hierarchy = try reader.strings(value, key).map(configuration.path(written:))
        case "codegen": break   // read by KassiosCodegen's CodegenConfiguration
        case "map", "context": configuration.commandSections[key] = value
        default:
            if ruleIds.contains(key) {
                try reader.ruleBlock(value, rule: key, into: &configuration)
            } else {
                let suggestion = NameSuggestion.closest(to: key, in: topLevelKeys + ruleIds)
                reader.warn(pair.key, "unknown setting '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
    }

    /// Applies the rule selection, severities and model settings to lint options.
    public func apply(to options: inout LintOptions) {
        options.model = model
        options.optInRules.formUnion(optInRules)
        options.disabledRules.formUnion(disabledRules)
        if let onlyRules { options.ruleIdentifiers = onlyRules }
        options.severities.merge(severities) { _, configured in configured }
        options.strict = options.strict || strict
        options.excluded = excluded
        options.excludedBase = directory
        if options.hierarchyPaths.isEmpty { options.hierarchyPaths = hierarchy }
    }

    /// A problem with an `included` path that names nothing (a typo), at its place in the file.
    public var missingIncludedPath: String? {
        for (index, path) in includedPaths.enumerated() where FileSystem.kind(of: path) == nil {
            let place = index < includedPlaces.count ? includedPlaces[index] : (self.path ?? LintConfiguration.fileName)
            return "\(place): 'included' names \(included[index]), which does not exist"
                + (included[index].contains("*") ? " (included takes folders and files, not patterns)" : "")
        }
        return nil
    }

    /// `included` paths as the command line would give them.
    public var includedPaths: [String] {
        included.map(path(written:))
    }

    /// A path the file names (`included`, `hierarchy`, `baseline`) as the command line would give
    /// it: relative to the file's folder, unless absolute.
    public func path(written: String) -> String {
        written.hasPrefix("/") || directory == "." ? written : directory + "/" + written
    }
}

/// The linter's settings, read with positions for every problem.
extension ConfigurationFile {
    mutating func ruleIds(_ node: YAMLNode, _ key: String, known: [String]) throws -> [String] {
        let items = node.array ?? [node]
        var ids: [String] = []
        for item in items {
            guard let id = item.string else { throw problem(item, "'\(key)' expects rule ids, found \(item.kindName)") }
            if known.contains(id) {
                ids.append(id)
            } else if ReportedRule.builtInDiagnostics.contains(where: { $0.identifier == id }) {
                // `kassios rules` lists them too: say why naming one here does nothing.
                warn(item, "'\(id)' is one of kassios's own diagnostics, not a rule: '\(key)' cannot turn it on or off")
            } else {
                warn(item, "unknown rule '\(id)' in '\(key)'" + (NameSuggestion.closest(to: id, in: known).map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
        return ids
    }

    mutating func ruleBlock(_ node: YAMLNode, rule: String, into configuration: inout LintConfiguration) throws {
        if let severity = node.string {   // `runtime-identifier: warning`
            configuration.severities[rule] = try self.severity(node, severity)
            return
        }
        guard let pairs = node.pairs else { throw problem(node, "'\(rule)' expects a mapping such as { severity: warning }, found \(node.kindName)") }
        for pair in pairs {
            guard let key = pair.key.string else { throw problem(pair.key, "expected an option name") }
            switch key {
            case "severity":
                configuration.severities[rule] = try severity(pair.value, try string(pair.value, "severity"))
            default:
                warn(pair.key, "unknown option '\(key)' for rule '\(rule)'" + (NameSuggestion.closest(to: key, in: ["severity"]).map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
    }

    func severity(_ node: YAMLNode, _ text: String) throws -> Severity {
        guard let severity = Severity(rawValue: text), severity != .note else {
            throw problem(node, "unknown severity '\(text)'; expected warning or error")
        }
        return severity
    }

    mutating func screens(_ node: YAMLNode, into model: inout ModelConfiguration) throws {
        guard let pairs = node.pairs else { throw problem(node, "'screens' expects a mapping, found \(node.kindName)") }
        let keys = ["base_classes", "abstract", "onload_property", "dialects"]
        for pair in pairs {
            guard let key = pair.key.string else { throw problem(pair.key, "expected an option name") }
            switch key {
            case "base_classes":
                // Roots named like Automattic's class keep its dialect; `dialects` can say otherwise.
                let roots = Set(try strings(pair.value, "screens.base_classes"))
                model.screenRoots = roots.subtracting(model.screenObjectRoots)
                model.screenObjectRoots.formIntersection(roots.isEmpty ? model.screenObjectRoots : roots)
            case "dialects":
                guard let dialects = pair.value.pairs else {
                    throw problem(pair.value, "'screens.dialects' maps root classes to kassios, screen-object or robot, found \(pair.value.kindName)")
                }
                for dialect in dialects {
                    guard let root = dialect.key.string else { throw problem(dialect.key, "expected a class name") }
                    let name = try string(dialect.value, "screens.dialects.\(root)")
                    model.screenRoots.remove(root)
                    model.screenObjectRoots.remove(root)
                    model.robotRoots.remove(root)
                    switch ScreenDialect(rawValue: name) {
                    case .kassios?: model.screenRoots.insert(root)
                    case .screenObject?: model.screenObjectRoots.insert(root)
                    case .robot?: model.robotRoots.insert(root)
                    case nil: throw problem(dialect.value, "unknown dialect '\(name)'; expected kassios, screen-object or robot")
                    }
                }
            case "abstract": model.abstractScreens = Set(try strings(pair.value, "screens.abstract"))
            case "onload_property": model.onLoadProperty = try string(pair.value, "screens.onload_property")
            default:
                warn(pair.key, "unknown option 'screens.\(key)'" + (NameSuggestion.closest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
    }

    /// `robots: [Robot]`, or `{ base_classes: [Robot], load_checks: [assertVisible], names: ["*Page"] }`.
    mutating func robots(_ node: YAMLNode, into model: inout ModelConfiguration) throws {
        guard let pairs = node.pairs else {
            model.robotRoots = Set(try strings(node, "robots"))
            return
        }
        for pair in pairs {
            guard let key = pair.key.string else { throw problem(pair.key, "expected an option name") }
            switch key {
            case "base_classes": model.robotRoots = Set(try strings(pair.value, "robots.base_classes"))
            case "load_checks": model.robotLoadChecks = try strings(pair.value, "robots.load_checks")
            case "names":
                let patterns = try strings(pair.value, "robots.names")
                if let empty = patterns.firstIndex(where: { $0.allSatisfy { $0 == "*" } }) {
                    let why = patterns[empty].isEmpty ? "an empty one names nothing" : "'\(patterns[empty])' would make every type a robot"
                    throw problem(pair.value.array?[empty] ?? pair.value, "'robots.names' needs a name or a pattern such as '*Page'; \(why)")
                }
                model.robotNamePatterns = patterns
            default:
                warn(pair.key, "unknown option 'robots.\(key)'" + (NameSuggestion.closest(to: key, in: ["base_classes", "load_checks", "names"]).map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
    }

    mutating func identifiers(_ node: YAMLNode, into model: inout ModelConfiguration) throws {
        guard let pairs = node.pairs else { throw problem(node, "'identifiers' expects a mapping, found \(node.kindName)") }
        let keys = ["constants", "allow_interpolation_in_parameterized_builders"]
        for pair in pairs {
            guard let key = pair.key.string else { throw problem(pair.key, "expected an option name") }
            switch key {
            case "constants":
                let mode = try string(pair.value, "identifiers.constants")
                guard mode == "assume" || mode == "strict" else {
                    throw problem(pair.value, "'identifiers.constants' is assume or strict, not '\(mode)'")
                }
                model.assumesUnresolvedConstants = mode == "assume"
            case "allow_interpolation_in_parameterized_builders":
                model.allowsInterpolationInParameterizedBuilders = try bool(pair.value, "identifiers.\(key)")
            default:
                warn(pair.key, "unknown option 'identifiers.\(key)'" + (NameSuggestion.closest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
    }

    /// `catches: { catalog: FILE or [ids…], target: NAME, test_case_roots: [XCTestCase, …] }`.
    /// A catalog file is read here, relative to the configuration's folder, so a bad one
    /// stops the run before anything is linted.
    mutating func catches(_ node: YAMLNode, into model: inout ModelConfiguration, directory: String) throws {
        guard let pairs = node.pairs else { throw problem(node, "'catches' expects a mapping such as { catalog: defects.json }, found \(node.kindName)") }
        let keys = ["catalog", "target", "test_case_roots"]
        for pair in pairs {
            guard let key = pair.key.string else { throw problem(pair.key, "expected an option name") }
            switch key {
            case "catalog":
                if let file = pair.value.string {
                    let resolved = file.hasPrefix("/") || directory == "." ? file : directory + "/" + file
                    let shown = SourceDiscovery.displayPath(resolved, relativeTo: FileManager.default.currentDirectoryPath)
                    do {
                        model.defectCatalog = try DefectCatalog.load(path: resolved, displayPath: shown)
                    } catch {
                        throw problem(pair.value, "cannot use the defect catalog: \(error)")
                    }
                } else if let items = pair.value.array {
                    model.defectCatalog = try inlineCatalog(items)
                } else {
                    throw problem(pair.value, "'catches.catalog' is a JSON file or a list of defect ids, found \(pair.value.kindName)")
                }
            case "target":
                // As --target: the module xcodebuild's -only-testing names first (`FinchUITests/…`).
                let target = try string(pair.value, "catches.target")
                guard !target.isEmpty, !target.contains("/"), !target.contains(where: \.isNewline) else {
                    throw problem(pair.value, "'catches.target' expects a test target's name (FinchUITests), found '\(target)'")
                }
                model.testTarget = target
            case "test_case_roots": model.testCaseRoots = Set(try strings(pair.value, "catches.test_case_roots"))
            default:
                warn(pair.key, "unknown option 'catches.\(key)'" + (NameSuggestion.closest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? ""))
            }
        }
    }

    /// `[a, b]` or `[{ id: a, title: …, launchArgument: … }]`, as in a catalog file.
    func inlineCatalog(_ items: [YAMLNode]) throws -> DefectCatalog {
        var entries: [DefectCatalog.Entry] = []
        for item in items {
            if let id = item.string {
                entries.append(DefectCatalog.Entry(id: id))
            } else if item.pairs != nil {
                guard let id = item["id"]?.string else { throw problem(item, "a defect needs an 'id'") }
                entries.append(DefectCatalog.Entry(id: id, title: item["title"]?.string, launchArgument: item["launchArgument"]?.string))
            } else {
                throw problem(item, "a defect is an id or a mapping with an 'id', found \(item.kindName)")
            }
        }
        do {
            return try DefectCatalog(entries: entries)
        } catch {
            throw problem(items.first ?? YAMLNode(.null, line: 1, column: 1), "\(error)")
        }
    }

    /// `- name: anyElement` with `identifier: 0` (unlabeled position) or `identifier: id`
    /// (argument label), and optionally `type: button`.
    func builders(_ node: YAMLNode) throws -> [ElementBuilder] {
        guard let items = node.array else { throw problem(node, "'builders' expects a list of { name, identifier }, found \(node.kindName)") }
        return try items.map { item in
            guard item.pairs != nil else { throw problem(item, "a builder is a mapping such as { name: anyElement, identifier: 0 }") }
            guard let nameNode = item["name"], let name = nameNode.string else { throw problem(item, "a builder needs a 'name'") }
            guard let identifierNode = item["identifier"] else { throw problem(item, "builder '\(name)' needs 'identifier': an argument position (0, 1…) or label") }
            let type = item["type"]?.string ?? "any"
            // A number too large for an Int reads as text: still a position, and out of range.
            let digitsOnly = identifierNode.string.map { !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } } ?? false
            if let index = identifierNode.int ?? (digitsOnly ? identifierNode.string.flatMap { Int($0) } ?? Int.max : nil) {
                // A position is a count of arguments to pass over: a huge one is a typo, and must not become an allocation.
                guard (0...LintConfiguration.maximumArgumentPosition).contains(index) else {
                    throw problem(identifierNode, "'identifier' position must be from 0 to \(LintConfiguration.maximumArgumentPosition)")
                }
                return ElementBuilder(name: name, requiredLabels: Array(repeating: "_", count: index + 1),
                                      identifier: .unlabeled(index), elementType: type)
            }
            guard let label = identifierNode.string else { throw problem(identifierNode, "'identifier' is a position or a label, found \(identifierNode.kindName)") }
            return ElementBuilder(name: name, requiredLabels: [label], identifier: .labeled(label), elementType: type)
        }
    }
}
