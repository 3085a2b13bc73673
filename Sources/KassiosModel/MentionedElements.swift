import KassiosSyntax

/// An element of one type, by the type's qualified name and the element's name.
public struct ElementReference: Hashable, Sendable {
    public let owner: String
    public let name: String

    public init(owner: String, name: String) {
        self.owner = owner
        self.name = name
    }
}

/// The elements the code mentions, as the model's walk notes them for `unused-element`.
public struct MentionedElements: Sendable {
    /// Names mentioned where the element meant is not known: every element so named is used.
    public var names: Set<String> = []
    /// Elements mentioned on a value whose type is certain (`screen.settingsButton`, with
    /// `let screen = DeniedScreen(app: app)`), or inside their own type; only for names that
    /// elements of several types have.
    public var elements: Set<ElementReference> = []

    public init(names: Set<String> = [], elements: Set<ElementReference> = []) {
        self.names = names
        self.elements = elements
    }

    /// Whether the code mentions the element `name` of `owner` (a qualified type name).
    public func mention(_ name: String, of owner: String) -> Bool {
        names.contains(name) || elements.contains(ElementReference(owner: owner, name: name))
    }
}

/// The names that elements of several types have, with those types, for the model's walk to tell
/// which one a mention means (`ScopedWalker.owners(of:mentionedBy:among:)`). Worked out once, read
/// by every walker: the subclasses that override an element are looked up, not searched for, so a
/// mention costs the same however many types share the name.
public struct SharedElementNames: Sendable {
    /// The types (qualified names) of each name's elements.
    public let owners: [String: Set<String>]
    /// Every element's name, shared or not.
    public let allNames: Set<String>
    /// The names of static elements: only they may be mentioned as an implicit member (`.search` is
    /// an enum's case or a static member of the contextual type, never an instance's element).
    public let staticNames: Set<String>
    /// For a type with an element of a shared name, the types below it that declare their own (its
    /// overrides).
    let ownersBelow: [ElementReference: [String]]

    public init(elementsByType: [String: [Element]], index: DeclarationIndex) {
        var all: [String: Set<String>] = [:]
        var statics: Set<String> = []
        for (type, elements) in elementsByType {
            for element in elements {
                all[element.name, default: []].insert(type)
                if element.isStatic { statics.insert(element.name) }
            }
        }
        allNames = Set(all.keys)
        staticNames = statics
        let shared = all.filter { $0.value.count > 1 }
        owners = shared
        // Each type's chain once, for all of its shared names; most types inherit from no class of the
        // files, and most of those that do override nothing.
        var below: [ElementReference: [String]] = [:]
        for (owner, elements) in elementsByType {
            guard let type = index.types[owner], type.superclass?.resolved != nil else { continue }
            let ancestors = index.classChain(from: type).dropFirst()
            for element in elements {
                guard let types = shared[element.name] else { continue }
                for ancestor in ancestors where types.contains(ancestor.qualifiedName) {
                    below[ElementReference(owner: ancestor.qualifiedName, name: element.name), default: []].append(owner)
                }
            }
        }
        ownersBelow = below
    }
}

extension ScopedWalker {
    /// The types among `owners` (qualified names of types with an element `name`) whose element
    /// `expr` may mention, when its receiver's type is certain: the one that type is or inherits the
    /// element from, and the types below the value's type that declare their own (an override, which
    /// the call reaches when the value is one of them). `screen.settingsButton` with `let screen =
    /// DeniedScreen(app: app)`, a parameter declared `DeniedScreen`, a property of the type made or
    /// declared so, `self`, or the bare name inside the type. Nil when the type is not known, or
    /// neither it nor a subclass owns an element of that name.
    final func owners(of name: String, mentionedBy expr: Expr, among shared: SharedElementNames, owners: Set<String>) -> [String]? {
        let receiverType: String?
        switch expr.kind {
        case .member(let member, let base) where member == name:
            receiverType = typeOfValue(base, depth: 0)
        case .identifier(let identifier) where identifier == name:   // no local: `notice` passed those over
            receiverType = typeName
        default:
            return nil
        }
        guard let receiverType, let type = index.types[receiverType] ?? index.resolveType(receiverType, from: typeName) else { return nil }
        // Noticed on a value of this type already: nothing new to note.
        guard noticedOnTypes.insert(ElementReference(owner: type.qualifiedName, name: name)).inserted else { return [] }
        let declaring = owners.contains(type.qualifiedName) ? type : index.classChain(from: type).first { owners.contains($0.qualifiedName) }
        guard let declaring else { return nil }
        var below = shared.ownersBelow[ElementReference(owner: declaring.qualifiedName, name: name)] ?? []
        // Inherited (`EditScreen().closeButton`, `BaseScreen`'s): only the overrides below the value's type.
        if declaring !== type, !below.isEmpty {
            below = below.filter { owner in index.types[owner].map { index.classChain(from: $0).contains { $0 === type } } ?? false }
        }
        return [declaring.qualifiedName] + below
    }

    /// The type of a value when the code says it for certain; nil otherwise.
    private final func typeOfValue(_ expr: Expr, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        switch expr.kind {
        case .identifier("self"), .identifier("Self"):
            return typeName
        case .identifier(let name):
            switch lookup(name) {
            case .local(let initializer?, true)?:   // a `let` (a `var`'s later values are not followed)
                return ScopedWalker.typeConstructed(by: initializer) ?? typeReturned(by: initializer, depth: depth + 1)
            case .parameter(let type?)?, .receivedParameter(let type)?:
                return type.baseName
            case .closureParameter(let screenType?)?:
                return screenType
            case nil:
                return typeOfProperty(name) ?? typeNamed(name)
            default:
                return nil
            }
        case .member(let name, let base) where ScopedWalker.isSelf(base):
            return typeOfProperty(name)
        case .member:
            // `MessageListPage.Attributes.image(in:)`: a static member of a nested type named in full.
            return ConstantTable.referencePath(expr).flatMap(typeNamed)
        case .postfix(_, let operand), .try(_, let operand), .await(let operand):
            return typeOfValue(operand, depth: depth + 1)
        case .call:
            return ScopedWalker.typeConstructed(by: expr) ?? typeReturned(by: expr, depth: depth + 1)
        default:
            return nil
        }
    }

    /// The type a method declares it returns, called on a value whose type is certain (GOV.UK's
    /// `let loginModal = sut.tapLoginButton()`, `-> LoginModal`), or on the type walked; `Self`, the
    /// value's own type. Nil for a method the type does not declare, or one of several of the name.
    private final func typeReturned(by call: Expr, depth: Int) -> String? {
        guard depth < 8, case .call(let callee, _, _) = call.unwrapped.kind else { return nil }
        let name: String
        let receiverType: String?
        switch callee.kind {
        case .member(let member, let base):
            name = member
            receiverType = typeOfValue(base, depth: depth + 1)
        case .identifier(let called):
            name = called
            receiverType = typeName
        default:
            return nil
        }
        guard let receiverType, let type = index.types[receiverType] ?? index.resolveType(receiverType, from: typeName) else { return nil }
        // Its classes, then the protocols they adopt, whose extensions declare methods too (GOV.UK's
        // `extension ScreenObject { func waitForAppearance() -> Self }`).
        let chain = index.classChain(from: type)
        for owner in chain + chain.flatMap({ index.inheritedTypes(of: $0).filter { $0.kind == .protocol } }) {
            let functions = owner.members.compactMap { member -> FunctionDecl? in
                guard case .function(let function) = member.value, function.kind == .function, function.name == name else { return nil }
                return function
            }
            guard !functions.isEmpty else { continue }
            // `baseName` drops `?` and `!`: `-> LoginModal?` is a LoginModal where it is one.
            let returned = Set(functions.map { $0.returnType?.baseName })
            guard returned.count == 1, let base = returned.first ?? nil else { return nil }
            return base == "Self" ? type.qualifiedName : base
        }
        return nil
    }

    /// The type a capitalised name or path names (`ChannelPage` of `ChannelPage.unmute`, a static
    /// member); nil for anything else.
    private final func typeNamed(_ path: String) -> String? {
        guard path.first?.isUppercase == true, !path.contains("("), let type = index.resolveType(path, from: typeName) else { return nil }
        return type.qualifiedName
    }

    /// The type of a property of the type walked (or of a class it inherits from): as declared,
    /// or as its initializer makes it. Kept for the type being walked (`propertyTypes`).
    private final func typeOfProperty(_ name: String) -> String? {
        if propertyTypes.owner != typeName { propertyTypes = (typeName, [:]) }
        if let known = propertyTypes.types[name] { return known }
        let found = findTypeOfProperty(name)
        propertyTypes.types[name] = .some(found)
        return found
    }

    private final func findTypeOfProperty(_ name: String) -> String? {
        guard let typeName, let type = index.types[typeName] else { return nil }
        for owner in index.classChain(from: type) {
            guard let binding = owner.propertyBinding(named: name) else { continue }
            if let declared = binding.type { return declared.baseName }
            return binding.initializer.flatMap(ScopedWalker.typeConstructed(by:))
        }
        return nil
    }

    /// `DeniedScreen(app: app)`, `DeniedScreen.init(app: app)`, `Screens.Denied(…)`: the type an
    /// initializer call makes, as written (a capitalized name); nil for any other value.
    public static func typeConstructed(by value: Expr) -> String? {
        guard case .call(let callee, _, _) = value.unwrapped.kind else { return nil }
        var path: String?
        if case .member("init", let base) = callee.kind {
            path = ConstantTable.referencePath(base)
        } else {
            path = ConstantTable.referencePath(callee)
        }
        guard let path, let last = path.split(separator: ".").last?.utf8.first,
              last >= UInt8(ascii: "A"), last <= UInt8(ascii: "Z") else { return nil }
        return path
    }
}
