import KassiosSyntax

/// Selector tables: a type that keeps an identifier in a stored property and queries with it
/// (`struct Selector { let value: String; func element(in app:) -> XCUIElement { app.buttons[value] } }`).
/// The property is an *identifier field* when every initializer sets it from a parameter: reading
/// it in the type is then no runtime identifier, and the initializers are wrappers, so the values
/// given where selectors are made (`Selector(value: "url.bar")`, `static func buttonId(_ id:)`)
/// are the identifier positions.
enum IdentifierFieldDiscovery {
    struct Result {
        /// Identifier fields by qualified type name.
        var fields: [String: Set<String>] = [:]
        /// The initializers of those types, as wrappers.
        var initializers: [String: [Wrapper]] = [:]
    }

    static func discover(context: AnalysisContext) -> Result {
        // Only types with a stored `String` to query with are walked (most keep just their
        // `app`), side by side in chunks, a walker each; merged in type order.
        let candidates = context.index.sortedTypes.filter { type in
            type.storesString && (type.kind == .struct || type.kind == .class)
        }
        let chunks = stride(from: 0, to: candidates.count, by: 64).map { candidates[$0..<min($0 + 64, candidates.count)] }
        // Read through a parameter elsewhere, a type is a selector table when its name says so; a `Tag`
        // or a `User` whose `label` a method queries with is test data.
        let selectorNamed = Set(candidates.map(\.name).filter(namesASelector))
        let readers = functionsTakingParameter(ofTypesNamed: selectorNamed, in: context.index)
        let found = ParallelMap.map(chunks, inParallel: candidates.count >= 64) { chunk in
            chunk.compactMap { type in fields(of: type, readBy: readers[type.name] ?? [], context: context).map { (type, $0) } }
        }
        var result = Result()
        for (type, (fields, wrappers)) in found.joined() {
            result.fields[type.qualifiedName] = fields
            result.initializers[type.name, default: []] += wrappers
        }
        return result
    }

    /// Whether a binding is a stored instance `let` of type `String` with no value of its own
    /// (`let value: String`): what a selector table keeps its identifier in. A `var` is none:
    /// it may be set again anywhere, to anything.
    static func isStoredString(_ binding: PatternBinding, of variable: VariableDecl) -> Bool {
        guard variable.isLet, binding.initializer == nil, binding.accessors == nil, let written = binding.type?.text,
              written == "String" || written == "String?" || written == "String!" else { return false }
        return !variable.header.isStatic
    }

    /// `Selector`, `ButtonLocator`, `LoginID`, `AccessibilityElement`: a type named for finding elements.
    static func namesASelector(_ name: String) -> Bool {
        name.hasSuffix("Selector") || name.hasSuffix("Locator") || CodeWalker.namesAnElementDescriptor(name)
    }

    /// A function of the files that takes a value of a type (`func tap(_ sel: Selector)`), with the
    /// parameters of that type and where it is declared.
    struct Reader {
        let function: FunctionDecl
        let parameters: [String]
        let file: SourceFile
        let typeName: String?
    }

    /// The functions (methods and top-level ones) with a parameter of one of `names`, by that name.
    static func functionsTakingParameter(ofTypesNamed names: Set<String>, in index: DeclarationIndex) -> [String: [Reader]] {
        guard !names.isEmpty else { return [:] }
        var readers: [String: [Reader]] = [:]
        func note(_ member: Located<Decl>, in typeName: String?) {
            guard case .function(let function) = member.value, function.body != nil else { return }
            var byType: [String: [String]] = [:]
            for parameter in function.parameters {
                guard let written = parameter.type?.baseName, names.contains(written) else { continue }
                byType[written, default: []].append(parameter.name)
            }
            for (written, parameters) in byType {
                readers[written, default: []].append(Reader(function: function, parameters: parameters, file: member.file, typeName: typeName))
            }
        }
        for type in index.sortedTypes {
            for member in type.members { note(member, in: type.qualifiedName) }
        }
        for member in index.topLevel { note(member, in: nil) }
        return readers
    }

    /// A type's identifier fields and its initializers as wrappers; nil when it has none. Its fields
    /// are those its own members query with, and those other functions query with through a parameter
    /// of the type (`func tap(_ sel: Selector) { app.buttons[sel.value].tap() }`, `readers`, for a type
    /// named as a selector).
    static func fields(of type: TypeInfo, readBy readers: [Reader] = [], context: AnalysisContext) -> (Set<String>, [Wrapper])? {
        guard let primary = type.primary else { return nil }
        var names: Set<String> = []
        for member in type.members {
            guard case .variable(let variable) = member.value else { continue }
            for binding in variable.bindings {
                if let name = binding.name, isStoredString(binding, of: variable) { names.insert(name) }
            }
        }
        // Which of them the type's own members (its initializers aside) query with.
        let walker = CodeWalker(context: context, file: primary.file)
        var flowing: Set<String> = []
        for member in type.members {
            switch member.value {
            case .function(let function) where function.kind == .initializer: continue
            case .function, .variable: break
            default: continue
            }
            walker.start(member.file, typeName: type.qualifiedName)
            walker.storedFieldNames = names
            walker.walk(member.value)
            flowing.formUnion(walker.fieldFlows)
        }
        for reader in readers where !names.isEmpty {
            // `sel.value` of a parameter `sel`: a field read as the identifier.
            var paths: [String: String] = [:]
            for parameter in reader.parameters {
                for name in names { paths[parameter + "." + name] = name }
            }
            walker.start(reader.file, typeName: reader.typeName)
            walker.storedFieldNames = Set(paths.keys)
            walker.walk(.function(reader.function))
            for path in walker.fieldFlows { if let name = paths[path] { flowing.insert(name) } }
        }
        guard !flowing.isEmpty, let (wrappers, covered) = initializerWrappers(of: type, fields: flowing) else { return nil }
        let fields = flowing.intersection(covered)
        return fields.isEmpty ? nil : (fields, wrappers)
    }

    /// The memberwise initializer's parameters: every stored property but a `let` with a value,
    /// in order; a `var` with a value, or an Optional one, may be left out.
    static func memberwiseParameters(of type: TypeInfo) -> [(name: String, hasDefault: Bool)] {
        var parameters: [(name: String, hasDefault: Bool)] = []
        for member in type.members {
            guard case .variable(let variable) = member.value, !variable.header.isStatic, !variable.header.has("lazy") else { continue }
            for binding in variable.bindings where binding.accessors == nil {
                guard let name = binding.name, !(variable.isLet && binding.initializer != nil) else { continue }
                let isOptional = binding.type.map { $0.text.hasSuffix("?") || $0.text.hasSuffix("!") } ?? false
                parameters.append((name, binding.initializer != nil || (!variable.isLet && isOptional)))
            }
        }
        return parameters
    }

    /// The type's initializers as wrappers of the parameters they store in `fields`, and the
    /// fields every initializer sets from a parameter; nil when an initializer sets none.
    /// A struct without an initializer of its own has the memberwise one.
    static func initializerWrappers(of type: TypeInfo, fields: Set<String>) -> ([Wrapper], Set<String>)? {
        let initializers = type.members.compactMap { member -> FunctionDecl? in
            guard case .function(let function) = member.value, function.kind == .initializer, function.body != nil else { return nil }
            return function
        }
        if initializers.isEmpty {
            guard type.kind == .struct else { return nil }
            let members = memberwiseParameters(of: type)
            let parameters = members.map { WrapperParameter(label: $0.name, hasDefault: $0.hasDefault, isClosure: false) }
            let identifiers = Set(members.indices.filter { fields.contains(members[$0].name) })
            let signature = type.name + "(" + members.map { $0.name + ":" }.joined() + ")"
            return ([Wrapper(callName: type.name, signature: signature, parameters: parameters, identifierParameters: identifiers)], fields)
        }
        var wrappers: [Wrapper] = []
        var covered = fields
        for function in initializers {
            let setFrom = fieldsSetFromParameters(by: function)
            covered.formIntersection(setFrom.keys)
            let identifiers = Set(function.parameters.indices.filter { index in
                fields.contains { setFrom[$0] == function.parameters[index].name }
            })
            if !identifiers.isEmpty { wrappers.append(Wrapper(function, callName: type.name, identifierParameters: identifiers)) }
        }
        return covered.isEmpty ? nil : (wrappers, covered)
    }

    /// `self.value = value` (or `value = v`) in an initializer's body: field → parameter.
    static func fieldsSetFromParameters(by initializer: FunctionDecl) -> [String: String] {
        var setFrom: [String: String] = [:]
        let parameterNames = Set(initializer.parameters.map(\.name))
        for statement in initializer.body ?? [] {
            guard case .expression(let expr) = statement, let assignment = Assignment(expr),
                  case .identifier(let parameter) = assignment.value.unwrapped.kind, parameterNames.contains(parameter) else { continue }
            // A bare name that is a parameter's is the parameter, not the field.
            if assignment.isThroughSelf || !parameterNames.contains(assignment.name) { setFrom[assignment.name] = parameter }
        }
        return setFrom
    }
}
