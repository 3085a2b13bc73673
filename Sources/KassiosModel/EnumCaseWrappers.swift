import KassiosSyntax

/// Selector enums: an enum that matches `self` against its cases and queries with the value
/// a case carries keeps no identifier of its own —
///
///     enum Selector {
///         case button(String)
///         var element: XCUIElement {
///             switch self { case .button(let id): return XCUIApplication().buttons[id] }
///         }
///     }
///
/// — the identifier is given where a case is made: `Selector.button("login.submit")`,
/// `.button(someID)`. So is a type that keeps such an enum in a property and matches that
/// (`let strategy: SelectorStrategy` … `switch strategy { case .tableCellById(let id): … }`).
/// Those cases are wrappers, with the carried values that reach an identifier position as their
/// identifier parameters; where they are matched, such a value is no runtime identifier
/// (`IdentifierClassifier` sees it as passed in).
enum EnumCaseWrapperDiscovery {
    static func discover(context: AnalysisContext) -> [String: [Wrapper]] {
        // The enums with cases that carry values, by qualified name.
        var cases: [String: [(name: String, associatedValue: String)]] = [:]
        for type in context.index.sortedTypes where type.kind == .enum {
            for member in type.members {
                guard case .enumCase(let declaration) = member.value else { continue }
                for element in declaration.elements {
                    if let associated = element.associatedValue { cases[type.qualifiedName, default: []].append((element.name, associated)) }
                }
            }
        }
        guard !cases.isEmpty else { return [:] }
        // Where such a value is matched: in the enum (`switch self`) and in the types that keep
        // one in a property (`let strategy: SelectorStrategy` … `switch strategy`).
        let simpleNames = Set(cases.keys.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        var flows: Set<Scope.EnumPayload> = []
        var walker: CodeWalker?
        for type in context.index.sortedTypes where cases[type.qualifiedName] != nil || keepsOne(of: simpleNames, type) {
            for member in type.members {
                switch member.value {
                case .function, .variable: break
                default: continue
                }
                let walking = walker ?? CodeWalker(context: context, file: member.file)
                walker = walking
                walking.start(member.file, typeName: type.qualifiedName)
                walking.walk(member.value)
                flows.formUnion(walking.payloadFlows)
            }
        }
        var table: [String: [Wrapper]] = [:]
        for enumType in cases.keys.sorted() {
            for (name, associatedValue) in cases[enumType]! {
                let flowing = Set(flows.filter { $0.enumType == enumType && $0.caseName == name }.map(\.index))
                let parameters = associatedValueParameters(associatedValue)
                guard !flowing.isEmpty, flowing.allSatisfy({ $0 < parameters.count }) else { continue }
                let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
                table[name, default: []].append(Wrapper(callName: name, signature: "\(name)(\(labels))", parameters: parameters,
                                                        identifierParameters: flowing, enumType: enumType))
            }
        }
        return table
    }

    /// Whether `type` has a property declared with one of these type names.
    private static func keepsOne(of typeNames: Set<String>, _ type: TypeInfo) -> Bool {
        type.members.contains { member in
            guard case .variable(let variable) = member.value else { return false }
            return variable.bindings.contains { $0.type.map { typeNames.contains($0.baseName) } ?? false }
        }
    }

    /// Whether `callee` makes a case of `enumType`: `.button` (an implicit member), `Selector.button`,
    /// `A11y.Selector.button`, `Self.button` or `button` inside the enum; elsewhere, a bare `button(…)`
    /// calls a function.
    static func makesCase(_ callee: Expr, of enumType: String, from typeName: String?) -> Bool {
        if case .implicitMember = callee.kind { return true }
        guard case .member(_, let base) = callee.kind else {
            if case .identifier = callee.kind { return typeName == enumType }   // `button(…)` in the enum's own static code
            return false
        }
        guard let path = ConstantTable.referencePath(base) else { return false }
        if path == "Self" { return typeName == enumType }
        return path == enumType || enumType.hasSuffix("." + path)
    }

    /// The parameters of a case's constructor, from its associated values as written:
    /// `(String)`, `(id: String, timeout: Double = 5)`, `(_ handler: () -> Void)`.
    static func associatedValueParameters(_ text: String) -> [WrapperParameter] {
        var inner = Substring(text)
        if inner.first == "(" { inner = inner.dropFirst() }
        if inner.last == ")" { inner = inner.dropLast() }
        var parameters: [WrapperParameter] = []
        for part in topLevelParts(inner, separatedBy: ",") where !part.allSatisfy(\.isWhitespace) {
            let pieces = topLevelParts(part, separatedBy: ":")
            var label: String?
            if pieces.count > 1 {
                // `id: String`, `_ id: String`: the first name is the label, `_` none.
                let names = pieces[0].split(whereSeparator: \.isWhitespace)
                if let first = names.first, first != "_" { label = String(first) }
            }
            parameters.append(WrapperParameter(label: label, hasDefault: !topLevelParts(part, separatedBy: "=").dropFirst().isEmpty,
                                               isClosure: part.contains("->")))
        }
        return parameters
    }

    /// `text` split at each `separator` outside brackets (`[String: Int]`, `(a, b)`, `<K, V>`).
    private static func topLevelParts(_ text: Substring, separatedBy separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}": depth = max(0, depth - 1)
            case "-" where text.index(after: index) < text.endIndex && text[text.index(after: index)] == ">":
                index = text.index(after: index)   // the `>` of `->` closes nothing
            case separator where depth == 0:
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
            index = text.index(after: index)
        }
        parts.append(text[start...])
        return parts
    }
}
