import KassiosSyntax

// What a `switch` or `if case` over an enum value binds: the values its cases carry, when
// the value is `self` or a property of the enclosing type (selector enums; see
// EnumCaseWrapperDiscovery, which makes those cases wrappers).

extension ScopedWalker {
    /// The type of what a switch or `if case` matches, when it is `self` (the enclosing type) or
    /// a property of the enclosing type with a declared type (`strategy`, `self.strategy`), by
    /// qualified name; nil for anything else (a local, a parameter, a call).
    func enumTypeMatched(by subject: Expr) -> String? {
        guard let typeName else { return nil }
        let name: String
        switch subject.kind {
        case .identifier("self"): return typeName
        case .identifier(let identifier) where lookup(identifier) == nil: name = identifier
        case .member(let member, let base) where ScopedWalker.isSelf(base): name = member
        default: return nil
        }
        for member in index.types[typeName]?.members ?? [] {
            guard case .variable(let variable) = member.value, variable.bindings.binds(name) else { continue }
            guard let declared = variable.bindings.first(where: { $0.name == name })?.type else { return nil }
            return index.resolveType(declared.baseName, from: typeName)?.qualifiedName
        }
        return nil
    }

    /// Binds the names that patterns matched against a value of the enum `enumType` give the
    /// values a case carries: `.button(let id)`, `let .pair(a, _)`, `Selector.field(name: let name)`.
    /// A name bound by several patterns of one case (`case .a(let id), .b(let id)`) carries each.
    func bindEnumPayloads(of patterns: [Expr], enumType: String) {
        var payloads: [(name: String, positions: [Scope.EnumPayload])] = []
        for pattern in patterns {
            ScopedWalker.forEachEnumPayload(in: pattern, of: enumType) { name, payload in
                if let i = payloads.firstIndex(where: { $0.name == name }) {
                    payloads[i].positions.append(payload)
                } else {
                    payloads.append((name, [payload]))
                }
            }
        }
        for (name, positions) in payloads { bind(name, .enumPayload(positions)) }
    }

    /// The names an enum-case pattern binds to the case's associated values, by position.
    static func forEachEnumPayload(in pattern: Expr, of enumType: String, _ body: (String, Scope.EnumPayload) -> Void) {
        var pattern = pattern
        var bindsAll = false   // `let .pair(a, b)`: every name inside is bound
        if case .binding(nil, let inner?) = pattern.kind {
            pattern = inner
            bindsAll = true
        }
        guard case .call(let callee, let arguments, _) = pattern.kind, let caseName = callee.memberName else { return }
        for (index, argument) in arguments.enumerated() {
            switch argument.value.kind {
            case .binding(let name?, nil):
                body(name, Scope.EnumPayload(enumType: enumType, caseName: caseName, index: index))
            case .identifier(let name) where bindsAll && name != "_":
                body(name, Scope.EnumPayload(enumType: enumType, caseName: caseName, index: index))
            default:
                break
            }
        }
    }
}
