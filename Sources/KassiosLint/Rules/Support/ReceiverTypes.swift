import KassiosModel
import KassiosSyntax

/// The type of the robot or page a method is called on: the enclosing type's for `self` or none,
/// the one made in place (`InputView().type(text:)`), by a local (`let view = InputView()`), or a
/// parameter or property is declared with or made by (`private let input = InputView()`).
struct ReceiverTypes {
    let project: Project

    func type(of site: CallSite) -> String? {
        guard let receiver = site.receiver?.unwrapped else { return site.typeName }
        if ScopedWalker.isSelf(receiver) { return site.typeName }
        if let made = ReceiverTypes.made(receiver) { return made }
        let name: String
        switch receiver.kind {
        case .identifier(let identifier): name = identifier
        case .member(let member, let base) where ScopedWalker.isSelf(base): name = member
        default: return nil
        }
        if case .identifier = receiver.kind, let binding = site.scope.lookup(name) {
            switch binding {
            case .local(let initializer?, _): return ReceiverTypes.made(initializer)
            case .parameter(let type?): return type.baseName
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
                    found = binding.type.map { $0.baseName } ?? ReceiverTypes.made(binding.initializer)
                }
                if let found { return found }
            }
        }
        return nil
    }

    /// Whether `type` is `owner`, a class under it, or conforms to it (a protocol whose extension
    /// declares the method: `extension FieldTyping { func fill(_:with:) }`), through the protocols
    /// its protocols refine too.
    func `is`(_ type: String, orUnder owner: String?) -> Bool {
        guard let owner else { return false }
        if type == owner { return true }
        guard let resolved = project.index.types[type] else { return false }
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

    /// `InputView()`, `InputView(app: app)`: the type a call makes; nil for any other value.
    static func made(_ value: Expr?) -> String? {
        guard let value, case .call(let callee, _, _) = value.unwrapped.kind, case .identifier(let name) = callee.kind,
              name.first?.isUppercase == true else { return nil }
        return name
    }
}
