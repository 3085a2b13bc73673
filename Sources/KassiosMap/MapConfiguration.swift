import KassiosLint
import KassiosModel

/// The `map:` and `context:` sections of `.kassios-lint.yml`:
///
/// ```yaml
/// map:
///   excluded: ["**/Legacy/**"]  # files map, identify and context skip, besides lint's `excluded`
///   require_reachable: true     # --check fails when a screen cannot be reached from an entry point
///   require_visited: false      # … when no test visits a screen
///   allow_suspicious: true      # false: … when two screens follow each other with nothing done between
///   max_depth: 8                # … when a screen is more transitions than this from every entry point
///   ignore: [SupportPageScreen] # screens the expectations do not apply to
/// context:
///   run_command: "xcodebuild test -scheme Finch -only-testing:FinchUITests"
///   max_tokens: 8000            # the default budget of `kassios context`
/// ```
public struct MapConfiguration: Equatable, Sendable {
    public var requireReachable = false
    public var requireVisited = false
    public var allowSuspicious = true
    public var maxDepth: Int?
    public var ignored: Set<String> = []
    /// Where each `map.ignore` name is written, `file:line:column`, to say which name is no screen.
    public var ignoredPositions: [WrittenName] = []

    /// A name as the configuration writes it, and where.
    public struct WrittenName: Equatable, Sendable {
        public let name: String
        public let position: String
    }
    /// Files the map does not read, on top of the configuration's `excluded` (which lint uses too).
    public var excluded: [Glob] = []
    public var runCommand: String?
    public var maxTokens: Int?
    /// Unknown keys, as `file:line:column: message` lines.
    public var warnings: [String] = []

    public init() {}

    static let mapKeys = ["excluded", "require_reachable", "require_visited", "allow_suspicious", "max_depth", "ignore"]
    static let contextKeys = ["run_command", "max_tokens"]

    /// Reads the sections a lint configuration kept; a value of the wrong type is an error
    /// with the file's position.
    public init(_ configuration: LintConfiguration) throws {
        let path = configuration.path ?? LintConfiguration.fileName
        func problem(_ node: YAMLNode, _ message: String) -> MapInputError {
            MapInputError(description: "\(path):\(node.line):\(node.column): \(message)")
        }
        func bool(_ node: YAMLNode, _ key: String) throws -> Bool {
            guard let value = node.bool else { throw problem(node, "'\(key)' expects true or false, found \(node.kindName)") }
            return value
        }
        func count(_ node: YAMLNode, _ key: String) throws -> Int {
            guard let value = node.int, value >= 0 else { throw problem(node, "'\(key)' expects a whole number, 0 or more") }
            return value
        }
        func strings(_ node: YAMLNode, _ key: String) throws -> [String] {
            try (node.array ?? [node]).map { item in
                guard let value = item.string else { throw problem(item, "'\(key)' expects a list of strings, found \(item.kindName)") }
                return value
            }
        }
        func pairs(_ node: YAMLNode, _ key: String) throws -> [YAMLPair] {
            guard let pairs = node.pairs else { throw problem(node, "'\(key)' expects a mapping, found \(node.kindName)") }
            return pairs
        }
        func warnUnknown(_ key: YAMLNode, section: String, known: [String]) {
            let name = key.string ?? "?"
            let suggestion = NameSuggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
            warnings.append("\(path):\(key.line):\(key.column): warning: unknown option '\(section).\(name)'\(suggestion)")
        }
        if let map = configuration.commandSections["map"] {
            for pair in try pairs(map, "map") {
                switch pair.key.string {
                case "require_reachable": requireReachable = try bool(pair.value, "map.require_reachable")
                case "require_visited": requireVisited = try bool(pair.value, "map.require_visited")
                case "allow_suspicious": allowSuspicious = try bool(pair.value, "map.allow_suspicious")
                case "max_depth": maxDepth = try count(pair.value, "map.max_depth")
                case "ignore":
                    let names = try strings(pair.value, "map.ignore")   // one per item, in order
                    ignored = Set(names)
                    ignoredPositions = zip(names, pair.value.array ?? [pair.value]).map { name, item in
                        WrittenName(name: name, position: "\(path):\(item.line):\(item.column)")
                    }
                case "excluded": excluded = try strings(pair.value, "map.excluded").map(Glob.init)
                default: warnUnknown(pair.key, section: "map", known: MapConfiguration.mapKeys)
                }
            }
        }
        if let context = configuration.commandSections["context"] {
            for pair in try pairs(context, "context") {
                switch pair.key.string {
                case "run_command":
                    guard let command = pair.value.string else { throw problem(pair.value, "'context.run_command' expects a string, found \(pair.value.kindName)") }
                    runCommand = command
                case "max_tokens":
                    // As --max-tokens: a budget of nothing would write nothing but the introduction.
                    guard let value = pair.value.int, value > 0 else { throw problem(pair.value, "'context.max_tokens' expects a positive whole number") }
                    maxTokens = value
                default: warnUnknown(pair.key, section: "context", known: MapConfiguration.contextKeys)
                }
            }
        }
    }

    /// A `map.ignore` name that is no screen of the map is a typo the check would never say:
    /// one warning each, with a did-you-mean.
    public func warnings(about graph: NavigationGraph) -> [String] {
        let screens = graph.screens.map(\.name)
        let known = Set(screens)
        return ignoredPositions.filter { !known.contains($0.name) }.map { ignored in
            let suggestion = NameSuggestion.closest(to: ignored.name, in: screens).map { "; did you mean '\($0)'?" } ?? ""
            return "\(ignored.position): warning: 'map.ignore' names \(ignored.name), which is no screen of the map\(suggestion) [configuration]"
        }
    }

    /// What `kassios map --check` reports: one line per expectation a screen fails.
    public func failures(of graph: NavigationGraph, metrics: GraphMetrics) -> [String] {
        var result: [String] = []
        let considered = { (name: String) in !self.ignored.contains(name) }
        if requireReachable {
            for name in metrics.unreachable where considered(name) {
                result.append("\(name) cannot be reached from any entry point (map.require_reachable)")
            }
        }
        if requireVisited {
            for name in metrics.unvisited where considered(name) {
                result.append("no test visits \(name) (map.require_visited)")
            }
        }
        if !allowSuspicious {
            for edge in graph.edges where edge.isSuspicious && considered(edge.from) && considered(edge.to) {
                let at = edge.evidence.first.map { " at \($0.position)" } ?? ""
                result.append("nothing is done between \(edge.from) and \(edge.to)\(at) (map.allow_suspicious)")
            }
        }
        if let maxDepth {
            let distances = graph.distancesFromEntryPoints()
            for node in graph.screens where considered(node.name) {
                if let depth = distances[node.name], depth > maxDepth {
                    result.append("\(node.name) is \(depth) transitions from the nearest entry point, more than \(maxDepth) (map.max_depth)")
                }
            }
        }
        return result
    }
}

/// Input kassios cannot map: a bad configuration value, no paths. Exit code 2.
public struct MapInputError: Error, CustomStringConvertible {
    public let description: String
    /// Whether no paths were given and the configuration lists none (`MapInputError.noPaths`).
    public var isNoPaths = false

    public init(description: String) {
        self.description = description
    }

    static var noPaths: MapInputError {
        var error = MapInputError(description: "no paths given and no 'included' in the configuration")
        error.isNoPaths = true
        return error
    }
}
