#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
    /// Selector tables: the stored properties each such type queries with, set by every
    /// initializer from a parameter (IdentifierFieldDiscovery), by qualified type name.
    public let identifierFields: [String: Set<String>]
    /// The suite's functions that return localized text (`func XCLocalizedString(_:)`).
    public let localizedStrings: LocalizedStrings
    /// Every identifier position outside wrapper bodies, sorted by file and position.
    public let usages: [IdentifierUsage]
    /// The suite's methods on an element that hand the element back.
    let elementPassingMethods: ElementPassingMethods

    /// Whether `name(arguments)`, called on an element, is one of the suite's methods that hand the
    /// element back (`extension XCUIElement { func tapIfKeyboardNotFocused() -> XCUIElement { tap();
    /// return self } }`, `ElementPassingMethods`): what it is called on is what it gives.
    public func handsTheElementBack(_ name: String, arguments: ArgumentList) -> Bool {
        elementPassingMethods.contains(name, arguments: arguments)
    }

    /// The types that query the app by an identifier somewhere (in an element, a method, a local):
    /// what has elements though it declares none, for the map and the unconfigured-base warning.
    public var typesQueryingByIdentifier: Set<String> { Set(usages.lazy.compactMap(\.typeName)) }

    /// Screens sorted by file and position.
    public let screens: [Screen]
    /// Elements of every type (screens, robots, page objects), by qualified type name.
    public let elementsByType: [String: [Element]]
    /// The elements that the code mentions anywhere: noted while the files are walked when
    /// `ModelConfiguration.notesMentionedElementNames` asked for it (lint does, for
    /// `unused-element`); otherwise the files are walked again, the same way, on first use.
    /// (Worked out on first use, by the rule that asks, while the others run.)
    public var mentionedElements: MentionedElements {
        mentionedLock.withLock {
            if let mentioned { return mentioned }
            var union = MentionedElements()
            for file in noticed ?? walkAgainForMentions() {
                union.names.formUnion(file.names)
                union.elements.formUnion(file.elements)
            }
            mentioned = union
            // Each file's sets are in the union now: let them go while the other rules still run.
            noticed = nil
            return union
        }
    }
    /// Each file's noticed elements, nil unless they were asked for, and once they are in `mentioned`.
    private var noticed: [MentionedElements]?
    private var mentioned: MentionedElements?
    private let mentionedLock = Lock()
    /// For each file (in `files` order), the calls `ModelConfiguration.callsToRecord` asked
    /// for, in walk order; nil for a file it does not select, and for all without it.
    public let recordedCalls: [[CallSite]?]
    /// `Catches` comments and the tests they document; worked out on first use, by
    /// whichever of the rules running side by side asks first.
    public var catches: CatchesAnalysis {
        catchesLock.lock()
        defer { catchesLock.unlock() }
        if let catchesAnalysis { return catchesAnalysis }
        let analysis = CatchesAnalysis(project: self)
        catchesAnalysis = analysis
        return analysis
    }
    private var catchesAnalysis: CatchesAnalysis?
    private let catchesLock = Lock()

    public init(files: [SourceFile], configuration: ModelConfiguration = ModelConfiguration()) {
        self.files = files
        self.configuration = configuration
        AllocationBurst.willStart(fileCount: files.count)
        var clock = PhaseClock()
        let index = DeclarationIndex(files: files)
        clock.lap("  declarations")
        // What may be a wrapper needs the declarations alone: for a suite worth threads, it is
        // listed on a thread of its own while the constants are resolved, mostly on this one.
        let listing = files.count >= ParallelMap.filesWorthThreads ? BackgroundWork { WrapperDiscovery.candidates(in: index) } : nil
        let constants = ConstantTable(index: index)
        clock.lap("  constants")
        var discovering = AnalysisContext(index: index, constants: constants, configuration: configuration)
        let candidates = listing?.value ?? WrapperDiscovery.candidates(in: index)
        discovering.localizedStrings = LocalizedStrings(candidates: candidates, index: index)
        discovering.wrappers = WrapperDiscovery.discover(candidates, context: discovering)
        // Selector enums: the cases whose values become identifiers are wrappers, and so is what calls them.
        let enumCases = EnumCaseWrapperDiscovery.discover(context: discovering)
        if !enumCases.isEmpty {
            discovering.wrappers = WrapperDiscovery.discover(candidates, context: discovering, seeds: enumCases)
        }
        clock.lap("  wrappers")
        // Selector tables: their initializers are wrappers too, and so is what calls them.
        let selectorTables = IdentifierFieldDiscovery.discover(context: discovering)
        if !selectorTables.fields.isEmpty {
            discovering.identifierFields = selectorTables.fields
            discovering.wrappers = WrapperDiscovery.discover(candidates, context: discovering,
                                                             seeds: selectorTables.initializers.merging(enumCases, uniquingKeysWith: +))
        }
        let context = discovering
        clock.lap("  selector tables (\(selectorTables.fields.count))")
        self.index = index
        self.constants = constants
        self.wrappers = context.wrappers
        self.identifierFields = context.identifierFields
        self.localizedStrings = context.localizedStrings
        self.elementPassingMethods = context.elementPassingMethods

        let catalog = ScreenCatalogBuilder(context: context)
        let elementsByType = catalog.elementsByType()
        self.elementsByType = elementsByType
        clock.lap("  elements")
        // Screens need the elements, not the identifier positions: they are worked out on a
        // thread of their own while the files are walked.
        let screens = BackgroundWork { catalog.screens(elementsByType: elementsByType) }

        // Each file is walked on its own, side by side; the tables are read-only now.
        // The element names the code mentions are noticed on the way, when asked for.
        var elementNames: NameSet?
        var sharedElementNames: SharedElementNames?
        if configuration.notesMentionedElementNames {
            let shared = SharedElementNames(elementsByType: elementsByType, index: index)
            elementNames = NameSet(shared.allNames)
            sharedElementNames = shared
        }
        let names = elementNames, sharedNames = sharedElementNames
        let recording = configuration.callsToRecord
        let walked = ParallelMap.map(files, inParallel: files.count >= ParallelMap.filesWorthThreads) { file in
            Project.walk(file, context: context, noticing: names, sharedNames: sharedNames, recording: recording)
        }
        // The union is needed by one rule only, which makes it while the other rules run.
        noticed = names == nil ? nil : walked.map(\.noticed)
        self.recordedCalls = walked.map(\.calls)
        // Sorted by file path, then position. Each file's usages came sorted by position from
        // its worker; the files are taken by path (the files of one path, rarely more than one,
        // merged by position).
        let order = files.indices.sorted { (files[$0].path, $0) < (files[$1].path, $1) }
        var usages: [IdentifierUsage] = []
        usages.reserveCapacity(walked.reduce(0) { $0 + $1.usages.count })
        var start = 0
        while start < order.count {
            let path = files[order[start]].path
            var end = start + 1
            while end < order.count && files[order[end]].path == path { end += 1 }
            let first = usages.count
            for position in order[start..<end] { usages += walked[position].usages }
            if end - start > 1 { usages[first...].sort { $0.location.offset < $1.location.offset } }
            start = end
        }
        self.usages = usages
        self.screens = screens.value
        clock.lap("  identifier positions (\(usages.count)), recorded calls (\(recordedCalls.reduce(0) { $0 + ($1?.count ?? 0) })) and screens (\(self.screens.count))")
    }
}

extension Project {
    /// The model's walk of one file: its identifier positions in position order, the element
    /// names among `names` it mentions, and the calls `recording` selects in it.
    static func walk(_ file: SourceFile, context: AnalysisContext, noticing names: NameSet?, sharedNames: SharedElementNames?,
                     recording: CallRecording?) -> (usages: [IdentifierUsage], noticed: MentionedElements, calls: [CallSite]?) {
        let walker = CodeWalker(context: context, file: file)
        walker.namesToNotice = names
        walker.sharedNames = sharedNames
        // A name several types' elements share is told apart by the type of what it is read on, `$0` of
        // `onScreen(ReviewsScreen.self) { $0.status }` too: whether the file is also one whose calls a rule
        // records must not change which element a mention is.
        if sharedNames?.owners.isEmpty == false { walker.resolvesScreenTypes = true }
        if let recording, recording.selects(file) {
            walker.callNamesToRecord = recording.names
            walker.resolvesScreenTypes = true   // what a recorded call's scope says of closures
        }
        walker.walk(file)
        var usages = walker.usages
        // Found in walk order, which is almost always position order.
        if zip(usages, usages.dropFirst()).contains(where: { $0.location.offset > $1.location.offset }) {
            usages.sort { $0.location.offset < $1.location.offset }
        }
        return (usages, MentionedElements(names: walker.noticedNames, elements: walker.noticedElements),
                walker.callNamesToRecord == nil ? nil : walker.recordedCalls)
    }

    /// The elements each file mentions, for a model built without noting them: the same walk
    /// as `init`'s, made again.
    private func walkAgainForMentions() -> [MentionedElements] {
        let shared = SharedElementNames(elementsByType: elementsByType, index: index)
        let names = NameSet(shared.allNames)
        let context = analysisContext
        return ParallelMap.map(files, inParallel: files.count >= ParallelMap.filesWorthThreads) { file in
            Project.walk(file, context: context, noticing: names, sharedNames: shared, recording: nil).noticed
        }
    }

    /// The tables the model was built with, for a walk or a builder made after it.
    var analysisContext: AnalysisContext {
        var context = AnalysisContext(index: index, constants: constants, configuration: configuration)
        context.wrappers = wrappers
        context.identifierFields = identifierFields
        context.localizedStrings = localizedStrings
        return context
    }
}

extension Project {
    /// Whether a file imports KassiOS (`import KassiOS`, `@_exported import KassiOS`, a submodule of it).
    public var importsKassiOS: Bool {
        files.contains { file in
            file.declarations.contains { declaration in
                guard case .import(let imported) = declaration else { return false }
                return imported.path == "KassiOS" || imported.path.hasPrefix("KassiOS.")
            }
        }
    }
}

extension Project {
    /// What the load check (`assertVisible()`, `isLoaded`…) of a type that is no screen
    /// waits for: a robot or page object with no configured base class. `.none` without one.
    /// `ancestors`: the classes it inherits from, whose elements the check may wait for.
    public func loadCheck(ofPageObject typeName: String, inheriting ancestors: [String] = []) -> OnLoadDeclaration {
        guard let type = index.types[typeName] else { return .none }
        return ScreenCatalogBuilder(context: analysisContext).loadCheck(of: type, elementsByType: elementsByType, chain: ancestors)
    }
}

/// Finds wrappers to a fixpoint: a function is a wrapper when one of its parameters
/// reaches an identifier position unchanged, directly or through another wrapper. So is a
/// closure kept in a property (`let textViewGetter: (String) -> … = { identifier in … }`).
enum WrapperDiscovery {
    struct Candidate {
        enum Body {
            case function(FunctionDecl)
            case storedClosure(Closure)
        }

        let body: Body
        let file: SourceFile
        let typeName: String?
        let callName: String

        /// The positions of the parameters among `names`.
        func parameters(among names: Set<String>) -> Set<Int> {
            guard !names.isEmpty else { return [] }
            switch body {
            case .function(let function): return Set(function.parameters.indices.filter { names.contains(function.parameters[$0].name) })
            case .storedClosure(let closure): return Set(closure.parameters.indices.filter { names.contains(closure.parameters[$0]) })
            }
        }

        /// Of the parameters at `positions`, those declared with a type the linted files declare
        /// (not a protocol), with its qualified name, resolved where the function is declared.
        func declaredTypes(of positions: Set<Int>, in index: DeclarationIndex) -> [Int: String] {
            guard case .function(let function) = body else { return [:] }
            // A generic parameter (`class ScreenBase<ID: RawRepresentable>`, `func f<T>`) is whatever a caller binds it to.
            var generics = function.genericParameters.map(GenericClause.parameterNames(in:)) ?? []
            if let typeName, let clause = index.types[typeName]?.primary?.value.genericParameters {
                generics += GenericClause.parameterNames(in: clause)
            }
            var types: [Int: String] = [:]
            for position in positions {
                guard var written = function.parameters[position].type.map({ Substring($0.text) }) else { continue }
                while let last = written.last, last == "?" || last == "!" { written = written.dropLast() }
                guard ConstantTable.isPlainPath(written),
                      !generics.contains(String(written)),
                      let type = index.resolveType(String(written), from: typeName), type.kind != .protocol else { continue }
                types[position] = type.qualifiedName
            }
            return types
        }

        /// The element type of what the function returns, when its body is that one query and the
        /// query is found by one of `identifierParameters` (`app.textFields[id.rawValue]`): not a
        /// child of the element it finds (`app.cells[id].switches.firstMatch` is no cell found by `id`),
        /// nor one of several queries on different paths.
        func returnedElementType(identifierParameters: Set<Int>, builder: ScreenCatalogBuilder) -> String? {
            guard case .function(let function) = body, let statements = function.body,
                  let returned = ConstantTable.singleReturnedExpression(statements),
                  let query = ScreenCatalogBuilder.queryFoundByKey(returned),
                  let (type, key) = builder.locate(query), type != "any", let key,
                  let path = ConstantTable.referencePath(key.unwrapped),
                  identifierParameters.contains(where: { index in
                      let name = function.parameters[index].name
                      return path == name || path.hasPrefix(name + ".")
                  }) else { return nil }
            return type
        }

        func wrapper(identifierParameters: Set<Int>) -> Wrapper {
            switch body {
            case .function(let function):
                return Wrapper(function, callName: callName, identifierParameters: identifierParameters)
            case .storedClosure(let closure):
                // A closure is called without argument labels.
                let parameters = closure.parameters.map { _ in WrapperParameter(label: nil, hasDefault: false, isClosure: false) }
                return Wrapper(callName: callName, signature: callName + "(" + String(repeating: "_:", count: parameters.count) + ")",
                               parameters: parameters, identifierParameters: identifierParameters)
            }
        }
    }

    /// `candidates`: `candidates(in: context.index)`. `seeds`: wrappers known before the walk
    /// (selector tables' initializers), kept whatever it finds.
    static func discover(_ candidates: [Candidate], context: AnalysisContext, seeds: [String: [Wrapper]] = [:]) -> [String: [Wrapper]] {
        var found: [Int: Wrapper] = [:]
        var calledNames = [[String]](repeating: [], count: candidates.count)
        var toVisit = Array(candidates.indices)
        var working = context
        working.wrappers = seeds
        for _ in 0..<10 {
            // The candidates are walked side by side, in chunks with a walker each, and
            // merged in candidate order.
            let visiting = working
            let chunks = stride(from: 0, to: toVisit.count, by: 64).map { toVisit[$0..<min($0 + 64, toVisit.count)] }
            let visits = ParallelMap.map(chunks) { chunk -> [(index: Int, called: [String], flowing: Set<Int>, labels: Set<Int>, labelMatching: Set<Int>, members: [Int: String])] in
                let walker = CodeWalker(context: visiting, file: candidates[chunk.first!].file)
                walker.collectsCalledNames = true
                walker.tracksLabelFlows = true
                return chunk.map { i in
                    let candidate = candidates[i]
                    walker.start(candidate.file, typeName: candidate.typeName)
                    switch candidate.body {
                    case .function(let function): walker.walk(function)
                    case .storedClosure(let closure): walker.walkStoredClosure(closure)
                    }
                    // A parameter a query's predicate compares with the label makes a wrapper too, when it
                    // reaches no identifier position (`find(label:)`): one whose callers hand it a label
                    // (`labelFlows` holds every parameter a predicate compares with the label).
                    let queriedLabels = walker.queriedLabelFlows.subtracting(walker.directFlows)
                    let flowing = candidate.parameters(among: walker.parameterFlows.union(queriedLabels))
                    let labels = candidate.parameters(among: walker.labelFlows.subtracting(walker.directFlows)).intersection(flowing)
                    let labelMatching = candidate.parameters(among: walker.labelMatchingFlows).intersection(flowing)
                    var members: [Int: String] = [:]
                    for (name, member) in walker.memberFlows {
                        for index in candidate.parameters(among: [name]) where flowing.contains(index) { members[index] = member }
                    }
                    return (i, walker.calledNames, flowing, labels, labelMatching, members)
                }
            }
            var changed = false
            for (i, called, flowing, labels, labelMatching, members) in visits.joined() {
                calledNames[i] = called
                guard flowing != found[i]?.identifierParameters ?? [] || labels != found[i]?.labelParameters ?? []
                        || labelMatching != found[i]?.labelMatchingParameters ?? [] || members != found[i]?.memberRead ?? [:]
                else { continue }
                changed = true
                var wrapper = flowing.isEmpty ? nil : candidates[i].wrapper(identifierParameters: flowing)
                wrapper?.labelParameters = labels
                wrapper?.labelMatchingParameters = labelMatching
                wrapper?.memberRead = members
                wrapper?.parameterTypes = candidates[i].declaredTypes(of: flowing, in: context.index)
                if case .function(let function) = candidates[i].body {
                    wrapper?.declaringType = candidates[i].typeName
                    wrapper?.genericParameterNames = function.genericParameters.map(GenericClause.parameterNames(in:)) ?? []
                    for index in flowing { wrapper?.parameterTypeTexts[index] = Wrapper.typeText(function.parameters[index].type) }
                }
                found[i] = wrapper
            }
            guard changed else { break }
            working.wrappers = table(found, seeds: seeds)
            // The candidates that call a wrapper, looked for side by side.
            let names = Set(working.wrappers.keys), called = calledNames
            let ranges = stride(from: 0, to: candidates.count, by: 1024).map { $0..<min($0 + 1024, candidates.count) }
            toVisit = ParallelMap.map(ranges) { range in range.filter { called[$0].contains(where: names.contains) } }.flatMap { $0 }
        }
        // What each returns is read with every wrapper known: one may return another's element.
        let builder = ScreenCatalogBuilder(context: working)
        // A function of the same name and labels that is no wrapper (`LoginPage.control(_ id: ID)`
        // finding its button by index): a call on a value may be to it.
        let callNames = Set(found.values.map(\.callName))
        var signatures: [String: Int] = [:]
        for candidate in candidates where callNames.contains(candidate.callName) {
            if case .function(let function) = candidate.body { signatures[function.signature(calledAs: candidate.callName), default: 0] += 1 }
        }
        let wrappersBySignature = found.values.reduce(into: [String: Int]()) { $0[$1.signature, default: 0] += 1 }
        for (i, wrapper) in found {
            found[i]?.elementType = candidates[i].returnedElementType(identifierParameters: wrapper.identifierParameters, builder: builder)
                ?? wrapper.elementType
            found[i]?.hasNamesakes = (signatures[wrapper.signature] ?? 0) > (wrappersBySignature[wrapper.signature] ?? 0)
        }
        return table(found, seeds: seeds)
    }

    /// Every function and initializer with parameters and a body, and every closure kept in a
    /// property, in type order then top-level order.
    static func candidates(in index: DeclarationIndex) -> [Candidate] {
        var candidates: [Candidate] = []
        func appendStoredClosures(of variable: VariableDecl, in file: SourceFile, typeName: String?) {
            for (name, closure) in ScopedWalker.storedClosures(of: variable) {
                candidates.append(Candidate(body: .storedClosure(closure), file: file, typeName: typeName, callName: name))
            }
        }
        for type in index.sortedTypes {
            for member in type.members {
                if case .variable(let variable) = member.value {
                    appendStoredClosures(of: variable, in: member.file, typeName: type.qualifiedName)
                    continue
                }
                guard case .function(let function) = member.value, !function.parameters.isEmpty, function.body != nil else { continue }
                let callName: String
                switch function.kind {
                case .initializer: callName = type.name
                case .function: callName = function.name
                default: continue
                }
                candidates.append(Candidate(body: .function(function), file: member.file, typeName: type.qualifiedName, callName: callName))
            }
        }
        for member in index.topLevel {
            if case .variable(let variable) = member.value {
                appendStoredClosures(of: variable, in: member.file, typeName: nil)
                continue
            }
            guard case .function(let function) = member.value, !function.parameters.isEmpty, function.body != nil else { continue }
            candidates.append(Candidate(body: .function(function), file: member.file, typeName: nil, callName: function.name))
        }
        return candidates
    }

    static func table(_ found: [Int: Wrapper], seeds: [String: [Wrapper]] = [:]) -> [String: [Wrapper]] {
        var table = seeds
        for key in found.keys.sorted() {
            let wrapper = found[key]!
            table[wrapper.callName, default: []].append(wrapper)
        }
        return table
    }
}
