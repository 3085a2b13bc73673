import KassiosModel
import KassiosSyntax

/// The type of the robot or page a method is called on, or of a value handed to one, as far as the
/// code says for certain: the enclosing type's for `self` or none, the one made in place
/// (`InputView().type(text:)`, `Pages.Login.init()`), by a local (`let view = InputView()`), a
/// parameter or a closure's parameter declared so, or a property declared with or made by it
/// (`private let input = InputView()`). The one reading of a value's type the rules share.
struct ReceiverTypes {
    let project: Project

    /// The type of what `site` is called on; the enclosing type's for a call on nothing.
    func type(of site: CallSite) -> String? {
        guard let receiver = site.receiver else { return site.typeName }
        return type(of: receiver, at: site)
    }

    /// The type of `value`, read where `site` is.
    func type(of value: Expr, at site: CallSite) -> String? {
        let value = value.unwrapped
        if ScopedWalker.isSelf(value) { return site.typeName }
        if let made = ScopedWalker.typeConstructed(by: value) { return made }
        let name: String
        switch value.kind {
        case .identifier(let identifier): name = identifier
        case .member(let member, let base) where ScopedWalker.isSelf(base): name = member
        default: return nil
        }
        if case .identifier = value.kind, let binding = site.scope.lookup(name) {
            switch binding {
            // A `let`'s value; a `var` may hold another by the call (`page = page.next()`), as the walker reads it too.
            case .local(let initializer?, true): return ScopedWalker.typeConstructed(by: initializer)
            case .parameter(let type?), .receivedParameter(let type): return type.baseName
            case .closureParameter(let screenType?): return screenType
            default: return nil
            }
        }
        guard let typeName = site.typeName, let type = project.index.types[typeName] else { return nil }
        for declaring in project.index.classChain(from: type) {
            for member in declaring.members {
                guard case .variable(let variable) = member.value else { continue }
                var found: String?
                variable.bindings.forEach { binding in
                    guard binding.name == name else { return }
                    found = binding.type.map { $0.baseName } ?? binding.initializer.flatMap(ScopedWalker.typeConstructed(by:))
                }
                if let found { return found }
            }
        }
        return nil
    }

    /// Whether `type` (as written where `scope` is) is `owner` (a qualified name), a class under it, or
    /// conforms to it (a protocol whose extension declares the method: `extension FieldTyping { func
    /// fill(_:with:) }`), through the protocols its protocols refine too. `method`: the method called,
    /// when `owner` declares it; a class of the chain that declares its own of the name takes the call
    /// (an override, or a class's own `fill(_:)` beside a protocol extension's), and then it is not owner's.
    func `is`(_ type: String, orUnder owner: String?, from scope: String? = nil, calling method: String? = nil) -> Bool {
        guard let owner else { return false }
        guard let resolved = project.index.resolveType(type, from: scope) else { return type == owner }
        let chain = project.index.classChain(from: resolved)
        if let method, let declaring = chain.first(where: { ReceiverTypes.declares($0, method) }), declaring.qualifiedName != owner {
            return false
        }
        var pending: [TypeInfo] = chain
        var seen: Set<String> = []
        while let next = pending.popLast(), seen.count < 64 {
            guard seen.insert(next.qualifiedName).inserted else { continue }
            if next.qualifiedName == owner { return true }
            for written in next.inheritance {
                guard let adopted = project.index.resolveType(written.baseName, from: next.qualifiedName) else {
                    if written.baseName == owner { return true }   // a type the files do not declare
                    continue
                }
                if adopted.qualifiedName == owner { return true }
                if adopted.kind == .protocol { pending.append(adopted) }
            }
        }
        return false
    }

    /// Whether `type` (its extensions included) declares a method named `name`.
    static func declares(_ type: TypeInfo, _ name: String) -> Bool {
        type.members.contains { member in
            if case .function(let function) = member.value, function.kind == .function, function.name == name { return true }
            return false
        }
    }
}
