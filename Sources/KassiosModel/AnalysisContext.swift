import KassiosSyntax

/// The read-only tables every file's analysis shares.
struct AnalysisContext {
    let index: DeclarationIndex
    let constants: ConstantTable
    let configuration: ModelConfiguration
    let builders: [String: [ElementBuilder]]
    var wrappers: [String: [Wrapper]] = [:]
    /// Selector tables' identifier fields, by qualified type name (IdentifierFieldDiscovery).
    var identifierFields: [String: Set<String>] = [:]
    /// The suite's functions that return localized text, besides the system's.
    var localizedStrings = LocalizedStrings.none
    /// The names the files keep a predicate under (`PredicateNames`).
    let predicateNames: Set<String>
    /// The suite's methods on an element that hand the element back (`ElementPassingMethods`).
    let elementPassingMethods: ElementPassingMethods
    /// What the files change through other values, for `FieldWrites`, found on first use.
    let fieldWrites = FieldWrites.Cache()

    init(index: DeclarationIndex, constants: ConstantTable, configuration: ModelConfiguration) {
        self.index = index
        predicateNames = constants.predicateNames
        elementPassingMethods = ElementPassingMethods(index: index)
        self.constants = constants
        self.configuration = configuration
        var builders: [String: [ElementBuilder]] = [:]
        for builder in ElementBuilder.kassiOS + configuration.extraBuilders { builders[builder.name, default: []].append(builder) }
        self.builders = builders
    }

    /// The builder a call with these arguments is: the most specific match of their labels
    /// (`_` for an unlabeled one).
    func builder(named name: String, arguments: ArgumentList) -> ElementBuilder? {
        guard let candidates = builders[name] else { return nil }
        var best: ElementBuilder?
        for builder in candidates where ElementBuilder.labels(of: arguments, startWith: builder.requiredLabels) {
            if best == nil || builder.requiredLabels.count > best!.requiredLabels.count { best = builder }
        }
        return best
    }
}

extension ElementBuilder {
    /// Whether the arguments' labels (`_` for none) begin with `required`; no array is made,
    /// as this runs for every call of a builder's name.
    static func labels(of arguments: ArgumentList, startWith required: [String]) -> Bool {
        guard arguments.count >= required.count else { return false }
        for (argument, label) in zip(arguments, required) where (argument.label ?? "_") != label { return false }
        return true
    }

    func identifierArgument(in arguments: ArgumentList) -> Expr? {
        switch identifier {
        case .none:
            return nil
        case .labeled(let label):
            return arguments.first { $0.label == label }?.value
        case .unlabeled(let position):
            var seen = 0
            for argument in arguments where argument.label == nil {
                if seen == position { return argument.value }
                seen += 1
            }
            return nil
        }
    }
}

extension Wrapper {
    /// Which argument feeds which parameter, or nil if this call is not to this function.
    /// Parameters with defaults may be left out; trailing closures are not arguments here. A
    /// variadic parameter (`anyOf ids: String...`) is fed the list of its arguments, as an array
    /// literal written from the first to the last.
    public func match(_ arguments: ArgumentList) -> [Int: Expr]? {
        var result: [Int: Expr] = [:]
        var parameterIndex = 0
        var position = 0
        while position < arguments.count {
            let argument = arguments[position]
            while parameterIndex < parameters.count && parameters[parameterIndex].label != argument.label {
                guard parameters[parameterIndex].hasDefault || parameters[parameterIndex].isVariadic else { return nil }
                parameterIndex += 1
            }
            guard parameterIndex < parameters.count else { return nil }
            position += 1
            if parameters[parameterIndex].isVariadic {
                var values = [argument.value]
                while position < arguments.count, arguments[position].label == nil {
                    values.append(arguments[position].value)
                    position += 1
                }
                result[parameterIndex] = Expr(.array(values), at: argument.value.location, end: values[values.count - 1].endOffset, beside: argument.value)
            } else {
                result[parameterIndex] = argument.value
            }
            parameterIndex += 1
        }
        while parameterIndex < parameters.count {
            guard parameters[parameterIndex].hasDefault || parameters[parameterIndex].isClosure
                    || parameters[parameterIndex].isVariadic else { return nil }
            parameterIndex += 1
        }
        return result
    }
}
