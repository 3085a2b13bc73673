#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// The `codegen:` settings of `.kassios-lint.yml` that test generation reads (the lint
/// reads the rest of the file and leaves this block alone):
///
///     codegen:
///       style: kassios                      # or robot
///       test_case_class: KassTestCase
///       similarity_threshold: 0.8
///       launch: { arguments: ["-uiTesting"], environment: {}, screen: LoginScreen }
///       mock_profile_environment: MOCK_PROFILE
///       preconditions:
///         "user is authorized":
///           aliases: ["пользователь авторизован"]
///           arguments: ["-skipOnboarding"]
///           environment: { AUTHORIZATION_STATE: authorized }
///           mock: two_accounts
///           screen: HomeScreen
///       vocabulary:
///         tap: ["hit", "ткнуть*"]
public struct TestGenerationConfiguration: Sendable {
    public enum Style: String, Sendable, CaseIterable {
        case kassios, robot
    }

    /// Nil when the configuration names none: the generator then follows the suite
    /// (`TestGenerator.style(following:)`).
    public var style: Style?
    public var vocabulary = Vocabulary.standard
    /// Applied to every generated test, before the preconditions' own settings.
    public var launch = LaunchSettings()
    public var preconditions: [PreconditionMapping] = []
    /// How close a name must be to count in the last matching tier (0.5…1).
    public var similarityThreshold = 0.8
    /// The launch environment key a precondition's `mock:` profile name goes into.
    public var mockProfileEnvironment = "MOCK_PROFILE"
    /// The class KassiOS-style test classes inherit from.
    public var testCaseClass = "KassTestCase"
    /// Problems that do not stop generation, with file:line:column.
    public var warnings: [String] = []

    public init() {}

    /// The keys of `codegen:` test generation reads; `CodegenConfiguration.keys` are the screen generator's.
    public static let keys = ["style", "test_case_class", "similarity_threshold", "launch", "mock_profile_environment", "preconditions", "vocabulary"]

    public static func load(path: String) throws -> TestGenerationConfiguration {
        try parse(ConfigurationFile.text(at: path), path: path)
    }

    /// `codegen: style:` alone (nil without it), for `generate screen`: the rest of the block is
    /// `generate test`'s, which reports its problems.
    public static func style(inConfigurationAt path: String) throws -> Style? {
        try styleName(inConfigurationAt: path).map { $0 == "kassios" ? .kassios : .robot }
    }

    /// `codegen: style:` as written, `kassios`, `robot` or `page-object` (`generate screen`'s
    /// styles); nil when the configuration names none.
    public static func styleName(inConfigurationAt path: String) throws -> String? {
        let reader = ConfigurationFile(path: path)
        guard let pairs = try reader.root(of: ConfigurationFile.text(at: path))?["codegen"]?.pairs,
              let value = pairs.first(where: { $0.key.string == "style" })?.value else { return nil }
        return try styleName(value, reader)
    }

    static let styleNames = ["kassios", "robot", "page-object"]

    private static func styleName(_ value: YAMLNode, _ reader: ConfigurationFile) throws -> String {
        let name = try reader.string(value, "codegen.style")
        guard styleNames.contains(name) else { throw reader.problem(value, "'codegen.style' is kassios, robot or page-object, not '\(name)'") }
        return name
    }

    /// A test's style for `codegen: style:`: a page-object suite's tests are written as its
    /// robot and page-object chains are.
    private static func style(_ value: YAMLNode, _ reader: ConfigurationFile) throws -> Style {
        try styleName(value, reader) == "kassios" ? .kassios : .robot
    }

    public static func parse(_ text: String, path: String) throws -> TestGenerationConfiguration {
        var configuration = TestGenerationConfiguration()
        var reader = ConfigurationFile(path: path)
        guard let block = try reader.root(of: text)?["codegen"] else { return configuration }
        guard let pairs = block.pairs else { throw reader.problem(block, "'codegen' expects a mapping, found \(block.kindName)") }
        for pair in pairs {
            guard let key = pair.key.string else { throw reader.problem(pair.key, "expected a setting name") }
            let value = pair.value
            switch key {
            case "style": configuration.style = try style(value, reader)
            case "test_case_class": configuration.testCaseClass = try reader.string(value, "codegen.test_case_class")
            case "similarity_threshold":
                let text = try reader.string(value, "codegen.similarity_threshold")
                guard let number = Double(text), (0.5...1).contains(number) else {
                    throw reader.problem(value, "'codegen.similarity_threshold' is a number from 0.5 to 1, not '\(text)'")
                }
                configuration.similarityThreshold = number
            case "launch": configuration.launch = try reader.launch(value, "codegen.launch")
            case "mock_profile_environment": configuration.mockProfileEnvironment = try reader.string(value, "codegen.mock_profile_environment")
            case "preconditions": configuration.preconditions = try reader.preconditions(value)
            case "vocabulary": try reader.vocabulary(value, into: &configuration.vocabulary)
            default:
                if !CodegenConfiguration.keys.contains(key) {
                    reader.warn(pair.key, "unknown option 'codegen.\(key)'" + (NameSuggestion.closest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? ""))
                }
            }
        }
        configuration.warnings = reader.warnings
        return configuration
    }
}

/// Test generation's settings, read with positions for every problem.
extension ConfigurationFile {
    /// A list of strings, a single string, or nothing (`aliases:` left empty): none.
    func stringList(_ node: YAMLNode, _ key: String) throws -> [String] {
        if case .null = node.value { return [] }
        return try strings(node, key)
    }

    func environment(_ node: YAMLNode, _ key: String) throws -> [String: String] {
        if case .null = node.value { return [:] }
        guard let pairs = node.pairs else { throw problem(node, "'\(key)' expects a mapping of variable: value, found \(node.kindName)") }
        var result: [String: String] = [:]
        for pair in pairs {
            guard let name = pair.key.string else { throw problem(pair.key, "expected a variable name") }
            result[name] = try string(pair.value, "\(key).\(name)")
        }
        return result
    }

    func launch(_ node: YAMLNode, _ key: String) throws -> LaunchSettings {
        guard let pairs = node.pairs else { throw problem(node, "'\(key)' expects a mapping with arguments, environment, screen") }
        var settings = LaunchSettings()
        for pair in pairs {
            switch pair.key.string {
            case "arguments"?: settings.arguments = try stringList(pair.value, "\(key).arguments")
            case "environment"?: settings.environment = try environment(pair.value, "\(key).environment")
            case "screen"?: settings.screen = try string(pair.value, "\(key).screen")
            default: throw problem(pair.key, "unknown option '\(key).\(pair.key.string ?? "")'; expected arguments, environment or screen")
            }
        }
        return settings
    }

    func preconditions(_ node: YAMLNode) throws -> [PreconditionMapping] {
        guard let pairs = node.pairs else {
            throw problem(node, "'codegen.preconditions' maps a precondition's words to { arguments, environment, mock, screen }, found \(node.kindName)")
        }
        return try pairs.map { pair in
            guard let phrase = pair.key.string else { throw problem(pair.key, "expected a precondition's words") }
            let key = "codegen.preconditions.\"\(phrase)\""
            var mapping = PreconditionMapping(phrases: [phrase], line: pair.key.line)
            if case .null = pair.value.value { return mapping }
            guard let options = pair.value.pairs else { throw problem(pair.value, "'\(key)' expects a mapping such as { environment: { AUTHORIZATION_STATE: authorized } }") }
            for option in options {
                switch option.key.string {
                case "aliases"?: mapping.phrases += try stringList(option.value, "\(key).aliases")
                case "arguments"?: mapping.settings.arguments = try stringList(option.value, "\(key).arguments")
                case "environment"?: mapping.settings.environment = try environment(option.value, "\(key).environment")
                case "mock"?: mapping.mock = try string(option.value, "\(key).mock")
                case "screen"?: mapping.settings.screen = try string(option.value, "\(key).screen")
                default:
                    throw problem(option.key, "unknown option '\(option.key.string ?? "")' for a precondition; expected aliases, arguments, environment, mock or screen")
                }
            }
            return mapping
        }
    }

    func vocabulary(_ node: YAMLNode, into vocabulary: inout Vocabulary) throws {
        guard let pairs = node.pairs else { throw problem(node, "'codegen.vocabulary' maps a verb to phrases, found \(node.kindName)") }
        let verbs = Vocabulary.Verb.allCases.map(\.rawValue)
        for pair in pairs {
            guard let name = pair.key.string, let verb = Vocabulary.Verb(rawValue: name) else {
                let name = pair.key.string ?? ""
                throw problem(pair.key, "unknown verb '\(name)' in 'codegen.vocabulary'" + (NameSuggestion.closest(to: name, in: verbs).map { "; did you mean '\($0)'?" } ?? "")
                              + "; one of: \(verbs.joined(separator: ", "))")
            }
            for phrase in try stringList(pair.value, "codegen.vocabulary.\(name)") { vocabulary.add(phrase, for: verb) }
        }
    }
}

/// Launch arguments, environment and the screen the app opens on.
public struct LaunchSettings: Sendable, Equatable {
    public var arguments: [String] = []
    public var environment: [String: String] = [:]
    /// The screen object the app shows after this launch (where the first step runs).
    public var screen: String?

    public init(arguments: [String] = [], environment: [String: String] = [:], screen: String? = nil) {
        self.arguments = arguments
        self.environment = environment
        self.screen = screen
    }
}

/// One row of `codegen: preconditions:`.
public struct PreconditionMapping: Sendable, Equatable {
    /// The key and its aliases.
    public var phrases: [String]
    public var settings = LaunchSettings()
    /// A mock-server profile, passed in `mock_profile_environment`.
    public var mock: String?
    /// The key's line in the configuration.
    public var line: Int

    public init(phrases: [String], settings: LaunchSettings = LaunchSettings(), mock: String? = nil, line: Int = 0) {
        self.phrases = phrases
        self.settings = settings
        self.mock = mock
        self.line = line
    }

    /// Whether a precondition's text is this one: the same words, case and endings aside.
    func matches(_ text: String) -> Bool {
        let wanted = PreconditionMapping.key(text)
        return !wanted.isEmpty && phrases.contains { PreconditionMapping.key($0) == wanted }
    }

    /// The words that matter: case, endings and articles aside.
    static func key(_ text: String) -> [String] {
        Words.stems(Words.ofPhrase(text).filter { !["the", "a", "an"].contains($0) })
    }
}
