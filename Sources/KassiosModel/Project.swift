import KassiosSyntax

/// The model of a UI-test suite: every screen with its elements and `onLoad`, every
/// identifier position with its source, resolved across all the files given.
public final class Project {
    public let files: [SourceFile]
    public let configuration: ModelConfiguration
    public let index: DeclarationIndex
    public let constants: ConstantTable
    /// Functions whose parameters become identifiers, by the name call sites use.
    public let wrappers: [String: [Wrapper]]
    /// Every identifier position outside wrapper bodies, sorted by file and position.
    public let usages: [IdentifierUsage]
    /// Screens sorted by file and position.
    public let screens: [Screen]
    /// Elements of every type (screens, robots, page objects), by qualified type name.
    public let elementsByType: [String: [Element]]
    /// `Catches` comments and the tests they document; worked out on first use.
    public private(set) lazy var catches = CatchesAnalysis(project: self)

    public init(files: [SourceFile], configuration: ModelConfiguration = ModelConfiguration()) {
        self.files = files
        self.configuration = configuration
        let index = DeclarationIndex(files: files)
        let constants = ConstantTable(index: index)
        var context = AnalysisContext(index: index, constants: constants, configuration: configuration)
        context.wrappers = WrapperDiscovery.discover(context: context)
        self.index = index
        self.constants = constants
        self.wrappers = context.wrappers

        // Sequential on purpose: walkers share the tables, and the reference counting
        // of shared objects across threads cost more than a second core gave back.
        // Sorted by file path, then position: the paths are ranked once, so that sorting
        // compares integers rather than path strings.
        var ranks: [String: Int] = [:]
        for (rank, path) in Set(files.map(\.path)).sorted().enumerated() { ranks[path] = rank }
        var ranked: [(rank: Int, usage: IdentifierUsage)] = []
        for file in files {
            let walker = CodeWalker(context: context, file: file)
            walker.walk(file)
            let rank = ranks[file.path] ?? 0
            for usage in walker.usages { ranked.append((rank, usage)) }
        }
        ranked.sort { ($0.rank, $0.usage.location.offset) < ($1.rank, $1.usage.location.offset) }
        self.usages = ranked.map(\.usage)

        let catalog = ScreenCatalogBuilder(context: context)
        self.elementsByType = catalog.elementsByType()
        self.screens = catalog.screens(elementsByType: elementsByType)
    }
}

/// Finds wrappers to a fixpoint: a function is a wrapper when one of its parameters
/// reaches an identifier position unchanged, directly or through another wrapper.
enum WrapperDiscovery {
    struct Candidate {
        let function: FunctionDecl
        let file: SourceFile
        let typeName: String?
        let callName: String
    }

    static func discover(context: AnalysisContext) -> [String: [Wrapper]] {
        var candidates: [Candidate] = []
        for type in context.index.sortedTypes {
            for member in type.members {
                guard case .function(let function) = member.value, !function.parameters.isEmpty, function.body != nil else { continue }
                let callName: String
                switch function.kind {
                case .initializer: callName = type.name
                case .function: callName = function.name
                default: continue
                }
                candidates.append(Candidate(function: function, file: member.file, typeName: type.qualifiedName, callName: callName))
            }
        }
        for member in context.index.topLevel {
            guard case .function(let function) = member.value, !function.parameters.isEmpty, function.body != nil else { continue }
            candidates.append(Candidate(function: function, file: member.file, typeName: nil, callName: function.name))
        }

        var found: [Int: Wrapper] = [:]
        var calledNames = [[String]](repeating: [], count: candidates.count)
        var toVisit = Array(candidates.indices)
        var working = context
        for _ in 0..<10 {
            var changed = false
            let walker = CodeWalker(context: working, file: candidates.first?.file ?? SourceFile(path: "", bytes: []))
            walker.collectsCalledNames = true
            for i in toVisit {
                let candidate = candidates[i]
                walker.start(candidate.file, typeName: candidate.typeName)
                walker.walk(candidate.function)
                calledNames[i] = walker.calledNames
                let parameters = candidate.function.parameters
                let flowing = Set(parameters.indices.filter { walker.parameterFlows.contains(parameters[$0].name) })
                let previous = found[i]?.identifierParameters ?? []
                guard flowing != previous else { continue }
                changed = true
                found[i] = flowing.isEmpty ? nil : Wrapper(
                    callName: candidate.callName,
                    signature: candidate.function.kind == .initializer
                        ? candidate.callName + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
                        : candidate.function.signature,
                    parameters: parameters.map {
                        WrapperParameter(label: $0.label, hasDefault: $0.defaultValue != nil,
                                         isClosure: $0.type?.text.contains("->") ?? false)
                    },
                    identifierParameters: flowing)
            }
            guard changed else { break }
            working.wrappers = table(found)
            let names = Set(working.wrappers.keys)
            toVisit = candidates.indices.filter { calledNames[$0].contains(where: names.contains) }
        }
        return table(found)
    }

    static func table(_ found: [Int: Wrapper]) -> [String: [Wrapper]] {
        var table: [String: [Wrapper]] = [:]
        for key in found.keys.sorted() {
            let wrapper = found[key]!
            table[wrapper.callName, default: []].append(wrapper)
        }
        return table
    }
}
