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
            case .local(let initializer?, _): return ScopedWalker.typeConstructed(by: initializer)
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

    /// Whether `type` (as written where `scope` is) is `owner`, a class under it, or conforms to it (a
    /// protocol whose extension declares the method: `extension FieldTyping { func fill(_:with:) }`),
    /// through the protocols its protocols refine too.
    func `is`(_ type: String, orUnder owner: String?, from scope: String? = nil) -> Bool {
        guard let owner else { return false }
        if type == owner { return true }
        guard let resolved = project.index.types[type] ?? project.index.resolveType(type, from: scope) else { return false }
        var pending: [TypeInfo] = project.index.classChain(from: resolved)
        var seen: Set<String> = []
        while let next = pending.popLast(), seen.count < 64 {
            guard seen.insert(next.qualifiedName).inserted else { continue }
            if next.qualifiedName == owner { return true }
            for written in next.inheritance {
                if written.baseName == owner { return true }
                if let adopted = project.index.resolveType(written.baseName, from: next.qualifiedName), adopted.kind == .protocol {
                    pending.append(adopted)
                }
            }
        }
        return false
    }
}
