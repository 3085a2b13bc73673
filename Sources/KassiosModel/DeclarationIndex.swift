import KassiosSyntax

/// A declaration together with the file it was read from.
public struct Located<Value> {
    public let value: Value
    public let file: SourceFile

    public init(_ value: Value, in file: SourceFile) {
        self.value = value
        self.file = file
    }
}

/// One nominal type, with every extension of it across the linted files.
public final class TypeInfo {
    /// `A11y.Login` for `enum Login` nested in `enum A11y`.
    public let qualifiedName: String
    /// The primary declaration's kind; nil when only extensions were seen
    /// (`extension KassScreen` in a suite that does not vendor KassiOS).
    public internal(set) var kind: TypeDecl.Kind?
    /// The primary declaration first, then extensions, in file order.
    public internal(set) var declarations: [Located<TypeDecl>] = []

    /// The simple name: `Login` for `A11y.Login`.
    public let name: String

    init(qualifiedName: String) {
        self.qualifiedName = qualifiedName
        if let dot = qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")) {
            self.name = String(qualifiedName[qualifiedName.utf8.index(after: dot)...])
        } else {
            self.name = qualifiedName
        }
    }

    /// An enum without cases (Stream's `enum ChannelListPage { static var … }`): no value of it
    /// can be made, so its instance members never run.
    public var cannotBeMade: Bool {
        kind == .enum && !members.contains { if case .enumCase = $0.value { return true } else { return false } }
    }

    public var primary: Located<TypeDecl>? {
        declarations.first { $0.value.kind != .extension }
    }

    /// Declarations (not extensions) in files other than the primary's: in one module that
    /// does not compile, so they come from two test targets linted together, and kassios
    /// reads them as one type. (Two in one file are `#if` alternatives.) The app's own view
    /// of the name is not counted (`AppInterface`): linted beside the tests for its identifiers,
    /// it is no second screen.
    public var declarationsElsewhere: [Located<TypeDecl>] {
        guard let primary else { return [] }
        return declarations.filter {
            $0.value.kind != .extension && $0.file !== primary.file && !appInterface.contains(ObjectIdentifier($0.value))
        }
    }

    /// The declarations of the name that are the app's own views (`AppInterface`), beside one that is not.
    private var appInterface: Set<ObjectIdentifier> = []

    /// The app's SwiftUI `struct LoginScreen: View` and the tests' page object `struct LoginScreen`:
    /// the page object is the declaration kassios reads and points at, and the view no second
    /// screen. `isDeclared`: whether the linted files declare a type of that name (a suite's own
    /// `class View` is no SwiftUI view). Called once every type is known.
    func setAsideAppInterface(isDeclared: (String) -> Bool) {
        let primaries = declarations.indices.filter { declarations[$0].value.kind != .extension }
        guard primaries.count > 1 else { return }
        let views = primaries.filter { AppInterface.declares(declarations[$0].value, unlessDeclared: isDeclared) }
        guard !views.isEmpty, views.count < primaries.count else { return }
        appInterface = Set(views.map { ObjectIdentifier(declarations[$0].value) })
        if let first = primaries.first, views.contains(first), let screenObject = primaries.first(where: { !views.contains($0) }) {
            let moved = declarations.remove(at: screenObject)
            declarations.insert(moved, at: first)
            kind = moved.value.kind
        }
    }

    /// Inherited and conformed types from the declaration and every extension.
    public var inheritance: [TypeSyntax] {
        declarations.flatMap(\.value.inheritance)
    }

    /// The type this one is nested in, qualified (`Login` for `Login.Ids`); nil at the top level.
    public var enclosingScope: String? {
        qualifiedName.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(qualifiedName[..<$0]) }
    }

    /// An enum whose raw values are strings (`enum Ids: String`): each case is a literal.
    public var isStringEnum: Bool { kind == .enum && inheritance.first?.baseName == "String" }

    /// Members of the declaration and its extensions, `#if` clauses flattened,
    /// nested types excluded. Computed once, when the index is complete: every analysis
    /// pass reads it, from several threads.
    public internal(set) var members: [Located<Decl>] = []

    /// An instance `let` of type `String` with no value of its own (`let value: String`):
    /// what a selector table keeps its identifier in (IdentifierFieldDiscovery).
    public internal(set) var storesString = false

    /// The first type the primary declaration inherits from (a class's superclass), as written
    /// and resolved where the declaration stands; nil without a declaration or an inheritance
    /// clause. Resolved once, when the index is complete: walkers ask for it on every call.
    public fileprivate(set) var superclass: (written: TypeSyntax, resolved: TypeInfo?)?

    fileprivate func collectMembers() {
        // Kept for the run: an array of their count, where appending grew it to up to twice that.
        var count = 0
        for declaration in declarations {
            forEachFlattened(declaration.value.members) { member in
                if case .type = member { return }
                count += 1
            }
        }
        var members: [Located<Decl>] = []
        members.reserveCapacity(count)
        var storesString = false
        for declaration in declarations {
            forEachFlattened(declaration.value.members) { member in
                switch member {
                case .type: return
                case .variable(let variable) where !storesString && variable.isLet:
                    // Read in place (`forEach`): `contains` goes through the iterator, a copy per binding.
                    variable.bindings.forEach { binding in
                        if !storesString && IdentifierFieldDiscovery.isStoredString(binding, of: variable) { storesString = true }
                    }
                default: break
                }
                members.append(Located(member, in: declaration.file))
            }
        }
        self.members = members
        self.storesString = storesString
    }
}

extension TypeInfo {
    /// The first binding of a property named `name` that the type declares itself (`static` or
    /// not, stored or computed); nil for none.
    public func propertyBinding(named name: String) -> PatternBinding? {
        for member in members {
            guard case .variable(let variable) = member.value, variable.bindings.binds(name) else { continue }
            var found: PatternBinding?
            variable.bindings.forEach { if found == nil, $0.name == name { found = $0 } }
            return found
        }
        return nil
    }

    /// The initializers it declares itself that are not `convenience`.
    public var designatedInitializers: [FunctionDecl] {
        members.compactMap { member in
            guard case .function(let function) = member.value, function.kind == .initializer,
                  !function.header.has("convenience") else { return nil }
            return function
        }
    }

    /// What a `super.init` of this class calls: the designated initializers of the nearest class
    /// up the chain that declares any (Swift inherits them only through classes that declare
    /// none); past the classes the files declare, the superclass as written (`ScreenObject`).
    public func initializersAbove() -> (designated: [FunctionDecl], undeclared: TypeSyntax?) {
        var current = superclass
        for _ in 0..<16 {
            guard let written = current else { return ([], nil) }
            guard let base = written.resolved, base.kind == .class else { return ([], written.written) }
            let designated = base.designatedInitializers
            if !designated.isEmpty { return (designated, nil) }
            current = base.superclass
        }
        return ([], nil)
    }
}

/// What `flattened(_:)` returns, one by one, without building the arrays.
func forEachFlattened(_ declarations: [Decl], _ body: (Decl) -> Void) {
    for declaration in declarations {
        if case .ifConfig(let clauses) = declaration {
            for clause in clauses { forEachFlattened(clause.elements, body) }
        } else {
            body(declaration)
        }
    }
}

/// Declarations with every `#if` clause's contents in line: kassios checks all
/// configurations at once.
public func flattened(_ declarations: [Decl]) -> [Decl] {
    var result: [Decl] = []
    for declaration in declarations {
        if case .ifConfig(let clauses) = declaration {
            for clause in clauses { result += flattened(clause.elements) }
        } else {
            result.append(declaration)
        }
    }
    return result
}

/// Every type, extension and top-level declaration of the linted files, by name.
public final class DeclarationIndex {
    public private(set) var types: [String: TypeInfo] = [:]
    private var typesBySimpleName: [String: [TypeInfo]] = [:]
    /// Top-level functions, variables and type aliases.
    public private(set) var topLevel: [Located<Decl>] = []
    /// Global `let`s made with an array or dictionary literal (`let seededEntries = ["Example
    /// Domain", "Mozilla"]`), by name, each with its file and whether it is private to it:
    /// what a subscript of one or a loop over one reads (`ScopedWalker.collectionLiteral`).
    public private(set) var collectionLiterals: [String: [(literal: Expr, file: SourceFile, isPrivate: Bool)]] = [:]

    /// Rank of each file by path, so that sorting types compares integers.
    private var fileOrder: [ObjectIdentifier: Int] = [:]
    /// The files indexed, as given.
    public let files: [SourceFile]
    /// `adopters(of:)`, by protocol, worked out when first asked for (by walkers side by side).
    private var adoptersFound: [String: [TypeInfo]] = [:]
    private let adoptersLock = Lock()
    private var functionCounts: [String: Int] = [:]
    /// The names of the `mutating func`s the types and extensions of the linted files declare.
    public private(set) var mutatingFunctionNames: Set<String> = []
    /// The names of the type aliases the linted files declare, nested or not (`typealias ID = String`).
    public private(set) var typeAliasNames: Set<String> = []
    /// The typealiases for a function type, by name (`functionType(aliasedBy:from:)`).
    private var functionTypeAliases: [String: [AliasedFunctionType]] = [:]
    /// What the closures given to a function receive, by the function's name (`closureParameterTypes(ofFunctionNamed:)`).
    private var closureParameterTypesByName: [String: ClosureParameterTypes] = [:]

    public init(files: [SourceFile]) {
        self.files = files
        for (order, file) in files.sorted(by: { $0.path < $1.path }).enumerated() { fileOrder[ObjectIdentifier(file)] = order }
        // Each file's declarations are listed side by side; they are added in file order, as
        // an extension's name resolves against the types added before it.
        let listed = ParallelMap.map(files, inParallel: files.count >= ParallelMap.filesWorthThreads, FileDeclarations.init)
        let typeCount = listed.reduce(0) { $0 + $1.types.count }
        types.reserveCapacity(typeCount)
        typesBySimpleName.reserveCapacity(typeCount)
        for (file, found) in zip(files, listed) {
            var qualifiedNames: [String] = []
            qualifiedNames.reserveCapacity(found.types.count)
            for (declaration, parent) in found.types {
                qualifiedNames.append(add(declaration, in: file, parent: parent.map { qualifiedNames[$0] }))
            }
            for declaration in found.topLevel {
                topLevel.append(Located(declaration, in: file))
                guard case .variable(let variable) = declaration, variable.isLet else { continue }
                let isPrivate = variable.header.isPrivate
                for binding in variable.bindings {
                    guard let name = binding.name, let value = binding.initializer, value.isCollectionLiteral else { continue }
                    collectionLiterals[name, default: []].append((value, file, isPrivate))
                }
            }
        }
        // Only now are all the suite's types known, which a view's base is not one of.
        for type in types.values where type.declarations.count > 1 {
            type.setAsideAppInterface { [types] name in types[name] != nil }
        }
        // Each type's members and superclass are worked out by one worker, while the types are
        // sorted on a thread of their own (the sort reads their declarations, which the workers only
        // read too); a project of one chunk does both on this thread. The index is read-only after.
        let unsorted = Array(types.values)
        let chunks = stride(from: 0, to: unsorted.count, by: 256).map { Array(unsorted[$0..<min($0 + 256, unsorted.count)]) }
        let sorting = chunks.count > 1 ? BackgroundWork { [types, fileOrder] in DeclarationIndex.sorted(types, fileOrder: fileOrder) } : nil
        // Functions are counted by name on the way (`functionCount(named:)`), the names of the
        // `mutating` ones noted (`mutatingFunctionNames`), and what their closures receive.
        let counted = ParallelMap.map(chunks) { chunk
            -> (counts: [String: Int], mutating: Set<String>, closures: [String: ClosureParameterTypes], aliases: Set<String>,
                functionAliases: [(String, AliasedFunctionType)]) in
            var counts: [String: Int] = [:]
            var mutating: Set<String> = []
            var closures: [String: ClosureParameterTypes] = [:]
            var aliases: Set<String> = []
            var functionAliases: [(String, AliasedFunctionType)] = []
            for type in chunk {
                type.collectMembers()
                type.superclass = self.resolveSuperclass(of: type)
                for member in type.members {
                    DeclarationIndex.count(member.value, into: &counts)
                    if case .typeAlias(let alias) = member.value {
                        aliases.insert(alias.name)
                        if let aliased = AliasedFunctionType(alias, scope: type.qualifiedName) { functionAliases.append((alias.name, aliased)) }
                    }
                    guard case .function(let function) = member.value else { continue }
                    if function.header.has("mutating") { mutating.insert(function.name) }
                    ClosureParameterTypes.note(function, in: &closures)
                }
            }
            return (counts, mutating, closures, aliases, functionAliases)
        }
        var counts: [String: Int] = [:]
        for chunk in counted {
            counts.merge(chunk.counts, uniquingKeysWith: +)
            mutatingFunctionNames.formUnion(chunk.mutating)
            closureParameterTypesByName.merge(chunk.closures, uniquingKeysWith: ClosureParameterTypes.merged)
            typeAliasNames.formUnion(chunk.aliases)
            for (name, aliased) in chunk.functionAliases { functionTypeAliases[name, default: []].append(aliased) }
        }
        for member in topLevel {
            DeclarationIndex.count(member.value, into: &counts)
            if case .typeAlias(let alias) = member.value {
                typeAliasNames.insert(alias.name)
                if let aliased = AliasedFunctionType(alias, scope: nil) { functionTypeAliases[alias.name, default: []].append(aliased) }
            }
            if case .function(let function) = member.value { ClosureParameterTypes.note(function, in: &closureParameterTypesByName) }
        }
        functionCounts = counts
        sortedTypes = sorting?.value ?? DeclarationIndex.sorted(types, fileOrder: fileOrder)
        noteClosureTypesNamedByAliases()
    }

    /// What the closures of functions declared with a typealias of the files for their type receive
    /// (`func home(actions: HomeActions)`, `typealias HomeActions = (HomeRobot) -> Void`): read once every
    /// alias is known, and only when the files declare one.
    private func noteClosureTypesNamedByAliases() {
        guard declaresFunctionTypeAliases else { return }
        // Most parameters name no alias: their type's last name is compared, as bytes, with the aliases' few
        // names before anything is looked up. The types are read in chunks side by side, as in `init`.
        let names = functionTypeAliases.keys.map { Array($0.utf8) }
        func aliased(from scope: String?) -> (Parameter) -> String? {
            { [self] parameter in
                guard let text = parameter.type?.text, DeclarationIndex.mayName(text, oneOf: names) else { return nil }
                return functionType(aliasedBy: text, from: scope)?.text
            }
        }
        let chunks = stride(from: 0, to: sortedTypes.count, by: 256).map { sortedTypes[$0..<min($0 + 256, sortedTypes.count)] }
        let noted = ParallelMap.map(chunks, inParallel: chunks.count > 1) { chunk -> [String: ClosureParameterTypes] in
            var found: [String: ClosureParameterTypes] = [:]
            for type in chunk {
                for member in type.members {
                    guard case .function(let function) = member.value, !function.parameters.isEmpty else { continue }
                    ClosureParameterTypes.note(function, in: &found, functionType: aliased(from: type.qualifiedName))
                }
            }
            return found
        }
        for found in noted { closureParameterTypesByName.merge(found, uniquingKeysWith: ClosureParameterTypes.merged) }
        for member in topLevel {
            guard case .function(let function) = member.value else { continue }
            ClosureParameterTypes.note(function, in: &closureParameterTypesByName, functionType: aliased(from: nil))
        }
    }

    /// Whether a type as written may be one of `names`: its last name (after a dot or a space, before
    /// `?` or `!`) is. A function type written out may pass (`(A) -> Next`); the look-up turns it down.
    static func mayName(_ written: String, oneOf names: [[UInt8]]) -> Bool {
        var text = written
        return text.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
            return names.contains { name in
                guard name.count <= end else { return false }
                let start = end - name.count
                guard start == 0 || bytes[start - 1] == UInt8(ascii: ".") || bytes[start - 1] == UInt8(ascii: " ") else { return false }
                var index = 0
                while index < name.count, bytes[start + index] == name[index] { index += 1 }
                return index == name.count
            }
        }
    }

    private static func count(_ declaration: Decl, into counts: inout [String: Int]) {
        if case .function(let function) = declaration, function.kind == .function, !function.parameters.isEmpty {
            counts[function.name, default: 0] += 1
        }
    }

    /// How many functions with parameters (not initializers or subscripts) the linted files declare
    /// with this name, in types, their extensions and at the top level: what a wrapper or a builder
    /// may be shadowed by.
    public func functionCount(named name: String) -> Int {
        functionCounts[name] ?? 0
    }

    /// The types of the parameters a closure given to a function of this name receives, in order
    /// (`run(work: (XCUIApplication) throws -> Void)` gives its closure `[XCUIApplication]`), when every
    /// closure parameter of every function of the name that the linted files declare agrees; nil when
    /// they differ, or none takes a closure.
    public func closureParameterTypes(ofFunctionNamed name: String) -> [TypeSyntax]? {
        guard case .agreed(let types)? = closureParameterTypesByName[name] else { return nil }
        return types
    }

    /// The types of one file, each after the type it is nested in, and its top-level functions
    /// and variables; `#if` clauses flattened.
    private struct FileDeclarations {
        /// `parent`: the position in this list of the type it is nested in.
        var types: [(declaration: TypeDecl, parent: Int?)] = []
        var topLevel: [Decl] = []

        init(_ file: SourceFile) {
            forEachFlattened(file.declarations) { declaration in
                switch declaration {
                case .type(let type): list(type, parent: nil)
                case .variable, .function, .typeAlias: topLevel.append(declaration)
                default: break
                }
            }
        }

        private mutating func list(_ type: TypeDecl, parent: Int?) {
            let position = types.count
            types.append((type, parent))
            forEachFlattened(type.members) { member in
                if case .type(let nested) = member { list(nested, parent: position) }
            }
        }
    }

    /// Adds a type (not the types nested in it) under its qualified name, which it returns.
    private func add(_ declaration: TypeDecl, in file: SourceFile, parent: String?) -> String {
        let qualified: String
        if declaration.kind == .extension {
            // `extension A.B` names the type from the top; strip generic arguments.
            let written = TypeSyntax(text: declaration.name)
            let path = written.text.split(separator: "<").first.map(String.init) ?? written.text
            qualified = resolveExtendedName(path, from: parent)
        } else {
            qualified = parent.map { "\($0).\(declaration.name)" } ?? declaration.name
        }
        let info: TypeInfo
        if let existing = types[qualified] {
            info = existing
        } else {
            info = TypeInfo(qualifiedName: qualified)
            types[qualified] = info
            typesBySimpleName[info.name, default: []].append(info)
        }
        if declaration.kind != .extension && info.kind == nil { info.kind = declaration.kind }
        if declaration.kind == .extension {
            info.declarations.append(Located(declaration, in: file))
        } else {
            let firstExtension = info.declarations.firstIndex { $0.value.kind == .extension } ?? info.declarations.endIndex
            info.declarations.insert(Located(declaration, in: file), at: firstExtension)
        }
        return qualified
    }

    private func resolveExtendedName(_ path: String, from parent: String?) -> String {
        if let parent, types["\(parent).\(path)"] != nil { return "\(parent).\(path)" }
        return path
    }

    /// The first type `type`'s declaration inherits from (a class's superclass), as written, and
    /// resolved where the declaration stands (`class B: A` nested in `X` finds `X.A` first);
    /// nil without a declaration (only extensions) or an inheritance clause.
    private func resolveSuperclass(of type: TypeInfo) -> (written: TypeSyntax, resolved: TypeInfo?)? {
        guard let written = type.primary?.value.inheritance.first else { return nil }
        return (written, resolveType(written.text, from: type.enclosingScope))
    }

    /// The type a name refers to from inside `scope` (a qualified type name):
    /// innermost enclosing scope first, then a unique simple name anywhere.
    public func resolveType(_ name: String, from scope: String?) -> TypeInfo? {
        let base = name.utf8.contains(UInt8(ascii: "<")) ? (name.split(separator: "<").first.map(String.init) ?? name) : name
        if let scope {
            var prefix = Substring(scope)
            while true {
                if let found = types[ConstantTable.dotted(prefix, base)] { return found }
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = prefix[..<dot]
            }
        }
        if let found = types[base] { return found }
        if !base.contains("."), let candidates = typesBySimpleName[base], candidates.count == 1 { return candidates[0] }
        return nil
    }

    /// A typealias of the files for a function type (`typealias LegalHandler = (LegalScreen) -> Void`): the
    /// type as written, and where the alias is declared (the type it is nested in; nil at the top level),
    /// from where the names in it are read.
    public struct AliasedFunctionType: Equatable, Sendable {
        public let text: String
        public let scope: String?

        /// The alias's type, when it is a function type (it has an arrow); nil for any other alias.
        init?(_ alias: TypeAliasDecl, scope: String?) {
            guard let text = alias.type?.text, text.contains("->") else { return nil }
            self.text = text
            self.scope = scope
        }
    }

    /// Whether the files declare a typealias for a function type: without one, no parameter names one.
    public var declaresFunctionTypeAliases: Bool { !functionTypeAliases.isEmpty }

    /// The function type a typealias of the files stands for, where a parameter is declared with the
    /// alias's name (`func tapWelcome(_ next: @escaping LegalHandler)` with `typealias LegalHandler =
    /// (LegalScreen) -> Void`). Looked up as Swift does from inside `scope` (the type that declares the
    /// parameter): each enclosing type and the classes it inherits from, then the top level; a type of
    /// the name found first hides the alias. Nil when `written` is no such name (a function type written
    /// out needs none). Read as bytes: every parameter of a suite may be asked about.
    public func functionType(aliasedBy written: String, from scope: String?) -> AliasedFunctionType? {
        guard declaresFunctionTypeAliases else { return nil }
        let bytes = written.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == UInt8(ascii: "@") {   // `@escaping`, `@Sendable`
            guard let space = bytes[start..<end].firstIndex(of: UInt8(ascii: " ")) else { return nil }
            start = bytes.index(after: space)
            while start < end, bytes[start] == UInt8(ascii: " ") { start = bytes.index(after: start) }
        }
        while start < end, case let last = bytes[bytes.index(before: end)], last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            end = bytes.index(before: end)
        }
        guard start < end, !bytes[start..<end].contains(where: { $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: "-")
            || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "[") }) else { return nil }
        let dot = bytes[start..<end].lastIndex(of: UInt8(ascii: "."))
        let nameStart = dot.map { bytes.index(after: $0) } ?? start
        let simple = String(Substring(bytes[nameStart..<end]))
        guard let declared = functionTypeAliases[simple] else { return nil }
        func alias(in type: String?) -> AliasedFunctionType? { declared.first { $0.scope == type } }
        // `Screens.LegalHandler`: a member of the type written before the last dot, or of a class above it.
        if let dot {
            guard let owner = resolveType(String(Substring(bytes[start..<dot])), from: scope) else { return nil }
            return classChain(from: owner).lazy.compactMap { alias(in: $0.qualifiedName) }.first
        }
        if let scope {
            var prefix = Substring(scope)
            while true {
                if let type = types[String(prefix)] {
                    for level in classChain(from: type) {
                        if let found = alias(in: level.qualifiedName) { return found }
                        if types[level.qualifiedName + "." + simple] != nil { return nil }   // a nested type of the name
                    }
                }
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = prefix[..<dot]
            }
        }
        if types[simple] != nil { return nil }   // a top-level type of the name
        return alias(in: nil)
    }

    /// The types `type` inherits from or conforms to that the files declare, resolved where it is
    /// declared, in the order written.
    public func inheritedTypes(of type: TypeInfo) -> [TypeInfo] {
        type.inheritance.compactMap { resolveType($0.text, from: type.enclosingScope) }
    }

    public func types(named simpleName: String) -> [TypeInfo] {
        typesBySimpleName[simpleName] ?? []
    }

    /// All types in a stable order: by file path, then position.
    public private(set) var sortedTypes: [TypeInfo] = []

    private static func sorted(_ types: [String: TypeInfo], fileOrder: [ObjectIdentifier: Int]) -> [TypeInfo] {
        let keyed = types.values.map { type -> (file: Int, offset: Int, type: TypeInfo) in
            let first = type.declarations.first
            return (first.map { fileOrder[ObjectIdentifier($0.file)] ?? 0 } ?? 0, first?.value.location.offset ?? 0, type)
        }
        return keyed.sorted { a, b in
            if a.file != b.file { return a.file < b.file }
            if a.offset != b.offset { return a.offset < b.offset }
            return a.type.qualifiedName < b.type.qualifiedName
        }.map(\.type)
    }
}

extension DeclarationIndex {
    /// The structs, enums and classes adopting `proto`: those naming it, or a protocol inheriting
    /// from it, in their inheritance list (resolved where each is declared: two nested
    /// `Screen` protocols are two), and the subclasses of those classes, at any depth.
    public func adopters(of proto: TypeInfo) -> [TypeInfo] {
        adoptersLock.lock()
        defer { adoptersLock.unlock() }
        if let known = adoptersFound[proto.qualifiedName] { return known }
        let found = findAdopters(of: proto)
        adoptersFound[proto.qualifiedName] = found
        return found
    }

    private func findAdopters(of proto: TypeInfo) -> [TypeInfo] {
        func inherits(_ type: TypeInfo, fromAnyOf names: Set<String>) -> Bool {
            type.inheritance.contains { written in
                resolveType(written.text, from: type.enclosingScope).map { names.contains($0.qualifiedName) } ?? false
            }
        }
        var protocols: Set<String> = [proto.qualifiedName]
        var adopting: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for type in sortedTypes where !protocols.contains(type.qualifiedName) && !adopting.contains(type.qualifiedName) {
                if type.kind == .protocol {
                    if inherits(type, fromAnyOf: protocols) { protocols.insert(type.qualifiedName); grew = true }
                } else if inherits(type, fromAnyOf: protocols) || (type.kind == .class && type.superclass?.resolved.map { adopting.contains($0.qualifiedName) } == true) {
                    adopting.insert(type.qualifiedName)
                    grew = true
                }
            }
        }
        return sortedTypes.filter { adopting.contains($0.qualifiedName) }
    }
}

extension DeclarationIndex {
    /// How many classes deep a chain of superclasses is followed: no suite's is a tenth of it, and
    /// a chain of thousands (each class the next one's subclass) would make every walk of every
    /// class's chain quadratic.
    public static let maximumClassDepth = 64

    /// A class and the classes it inherits from, nearest first, as far as the files declare them.
    public func classChain(from type: TypeInfo) -> [TypeInfo] {
        var chain = [type]
        var seen: Set<String> = [type.qualifiedName]
        var current = type
        while chain.count < DeclarationIndex.maximumClassDepth, let parent = current.superclass?.resolved, parent.kind == .class,
              seen.insert(parent.qualifiedName).inserted {
            chain.append(parent)
            current = parent
        }
        return chain
    }
}

/// A type of the app's interface (a SwiftUI view, a UIKit view or view controller): what a screen
/// object stands for, never one itself. Suites lint the app's files for their identifier constants,
/// and apps name their views as suites name their screens (`LoginScreen`).
enum AppInterface {
    static let roots: Set<String> = [
        "View", "ViewModifier", "PreviewProvider", "App", "Scene", "UIView", "UIViewController", "UITableViewController",
        "UICollectionViewController", "UINavigationController", "UITabBarController", "UIHostingController",
        "UITableViewCell", "UICollectionViewCell", "UIViewRepresentable", "UIViewControllerRepresentable",
    ]

    /// Whether the declaration inherits from or conforms to one of the interface's roots, one the
    /// linted files do not declare themselves.
    static func declares(_ declaration: TypeDecl, unlessDeclared isDeclared: (String) -> Bool) -> Bool {
        declaration.inheritance.contains { roots.contains($0.baseName) && !isDeclared($0.baseName) }
    }
}
