import KassiosSyntax

/// A call of a function of the suite whose body is one returned string built from its parameters:
/// DropBit's `wordEntryProgressLabel(number:)` returning `"word \(number) of 12"`, Challenge's
/// `AccessibilityIdentifier.statusChip(label:)` returning `"characterFilter.status.\(label)"`.
/// Where the call is an identifier's argument, what it returns has a pattern as an interpolation
/// written in place has, each parameter read as the caller's argument: `characterFilter.status.*`
/// for a label built at runtime, and "word * of 12", which reads as a label.
extension CodeWalker {
    /// The call's result as a pattern, or nil when the function is not the suite's, or its body is
    /// anything but one returned string literal or concatenation.
    func returnedPattern(callee: Expr, arguments: ArgumentList, depth: Int) -> IdentifierSource? {
        guard depth < CodeWalker.maximumFollowDepth, let (function, scope) = suiteFunction(callee: callee, arguments: arguments),
              let body = function.body, let returned = ConstantTable.singleReturnedExpression(body) else { return nil }
        var parameters: [String: Expr] = [:]
        for (parameter, argument) in zip(function.parameters, arguments) { parameters[parameter.name] = argument.value }
        // A parameter left to its default value is not known here.
        for parameter in function.parameters.dropFirst(arguments.count) { parameters[parameter.name] = parameter.defaultValue }

        var pattern = ""
        var resolved: String? = ""
        func append(_ part: Expr) {
            if let digits = ConstantTable.interpolatedText(ofIntegerLiteral: part) {
                pattern += digits
                resolved? += digits
            } else if case .identifier(let name) = part.kind, let argument = parameters[name] {
                let source = classify(argument, depth: depth + 1)
                pattern += patternPart(of: argument, classified: source, depth: depth + 1)
                if let value = source.knownValue { resolved? += value } else { resolved = nil }
            } else if let path = ConstantTable.referencePath(part), let value = context.constants.lookup(path, from: scope)?.value {
                pattern += value
                resolved? += value
            } else {
                pattern += "*"
                resolved = nil
            }
        }
        func append(_ literal: StringLiteral) {
            for segment in literal.segments {
                switch segment {
                case .text(let text):
                    pattern += text
                    resolved? += text
                case .interpolation(let interpolated, _):
                    if interpolated.count == 1, interpolated[0].label == nil {
                        append(interpolated[0].value)
                    } else {
                        pattern += "*"
                        resolved = nil
                    }
                }
            }
        }
        switch returned.kind {
        case .string(let literal):
            guard literal.staticValue == nil else { return nil }   // a constant: what `constantSource` reads
            append(literal)
        case .sequence(let elements):
            for (index, element) in elements.enumerated() {
                if index % 2 == 1 {
                    guard case .binaryOperator("+") = element.kind else { return nil }
                    continue
                }
                if case .string(let literal) = element.kind { append(literal) } else { append(element) }
            }
        default:
            return nil
        }
        return .returned(function: callDescription(callee, arguments), pattern: pattern, resolved: resolved)
    }

    /// The function a call names with a body, and the scope its body reads names in: one of the
    /// caller's type or the classes it inherits from (`wordEntryProgressLabel(number:)`), a named
    /// type's (`AccessibilityIdentifier.statusChip(label:)`; in the caller's file first, where a
    /// `fileprivate extension` declares it), or a global one. Its argument labels must match.
    func suiteFunction(callee: Expr, arguments: ArgumentList) -> (FunctionDecl, scope: String?)? {
        func matches(_ function: FunctionDecl, _ name: String) -> Bool {
            guard function.kind == .function, function.name == name, function.body != nil,
                  function.parameters.count >= arguments.count, !function.parameters.contains(where: \.isVariadic) else { return false }
            return zip(function.parameters, arguments).allSatisfy { $0.label == $1.label }
                && function.parameters.dropFirst(arguments.count).allSatisfy { $0.defaultValue != nil }
        }
        func find(_ name: String, in type: TypeInfo) -> FunctionDecl? {
            var found: FunctionDecl?
            for member in type.members {
                guard case .function(let function) = member.value, matches(function, name) else { continue }
                if member.file === file { return function }
                if found == nil { found = function }
            }
            return found
        }
        switch callee.kind {
        case .identifier(let name):
            if let type = currentType {
                for owner in index.classChain(from: type) {
                    if let function = find(name, in: owner) { return (function, owner.qualifiedName) }
                }
            }
            for member in index.topLevel {
                if case .function(let function) = member.value, matches(function, name) { return (function, nil) }
            }
            return nil
        case .member(let name, let base):
            guard let path = ConstantTable.referencePath(base), let type = index.resolveType(path, from: typeName),
                  let function = find(name, in: type) else { return nil }
            return (function, type.qualifiedName)
        default:
            return nil
        }
    }
}
