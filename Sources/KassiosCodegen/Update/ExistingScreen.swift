import KassiosHierarchy
import KassiosModel
import KassiosSyntax

/// A screen object already on disk, read with kassios's own parser: which type it is, in
/// which style, what it declares, which identifiers it uses, and where its body ends.
struct ExistingScreen {
    let typeName: String
    /// The style new members are written in: `--style`, else `writtenStyle`.
    let style: ScreenStyle
    /// The style the file is written in (`detectStyle`, or KassiOS for a subclass of KassScreen).
    let writtenStyle: ScreenStyle
    /// Names of its members (extensions in the files read included) and of what it inherits from
    /// the classes the files read declare: new members avoid them.
    let memberNames: Set<String>
    /// The names the type itself declares (its extensions in the files read included).
    let ownMemberNames: Set<String>
    /// Every string literal in the type, and the identifiers of its elements (and those of
    /// the screens it inherits from) that resolve: a dump element whose identifier is among
    /// them is already there.
    let knownTexts: Set<String>
    /// Elements with a static identifier, in file order.
    let identifiedElements: [(name: String, identifier: String, line: Int)]
    /// The element type each of `identifiedElements` is queried as (`button`; `any` when the code does not say), by name.
    let elementTypes: [String: String]
    /// Elements whose identifier is a constant kassios cannot see (`A11y.Login.email` from another file).
    let unresolvedElements: [(name: String, constant: String)]
    /// Whether its members can read an instance `app`, as what the robot and page-object templates
    /// write does (`app.buttons[…]`): the type, a type it inherits from or adopts, or an extension
    /// of one declares it, its instance members read one already (a global), or a type it inherits
    /// from is not among the files read (it may).
    let canReadApp: Bool
    /// The type's declaration: where findings about it point.
    let declaration: TypeDecl
    /// Byte offset of the `}` that closes the type's body.
    let closingBrace: Int
    /// Byte offset where the type's first member starts; nil for an empty body.
    let firstMember: Int?

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// - Parameters:
    ///   - name: the type to update (`LoginScreen`, or `Login` with any style's suffix); nil:
    ///     the one `hierarchy` shows (see `UpdateTarget`).
    ///   - context: other files, read for constants and extensions.
    init(file: SourceFile, name: String?, hierarchy: Hierarchy, style: ScreenStyle?, context: [SourceFile],
         configuration: ModelConfiguration) throws {
        let project = Project(files: [file] + context, configuration: configuration)
        let candidates = project.index.sortedTypes.filter { type in
            guard let primary = type.primary, primary.file === file else { return false }
            return primary.value.kind == .class || primary.value.kind == .struct
        }.sorted { $0.primary!.value.location < $1.primary!.value.location }
        let type = try UpdateTarget.choose(among: candidates, name: name, hierarchy: hierarchy, file: file, project: project)
        let declaration = type.primary!.value
        typeName = type.name
        // A subclass of KassScreen is a KassiOS screen, builders or not yet (`final class LoginScreen: KassScreen {}`).
        let chain = project.index.classChain(from: type)
        let above = chain.map(\.name) + [chain.last?.superclass?.written.baseName].compactMap { $0 }
        writtenStyle = above.contains("KassScreen") ? .kassios : ExistingScreen.detectStyle(declaration)
        self.style = style ?? writtenStyle

        var names = Set<String>()
        for member in type.members { names.formUnion(ExistingScreen.declaredNames(member.value)) }
        for nested in declaration.members { if case .type(let inner) = nested { names.insert(inner.name) } }
        ownMemberNames = names
        // And those of the classes above it in the files read (`--context`).
        memberNames = names.union(ScreenStyle.inheritedMemberNames(of: type.superclass?.resolved?.qualifiedName, in: project))

        var texts = Set<String>()
        SyntaxTraversal.forEachExpression(in: type.members.map(\.value)) { expr in
            if case .string(let literal) = expr.kind, let value = literal.staticValue { texts.insert(value) }
        }
        var identified: [(String, String, Int)] = []
        var types: [String: String] = [:]
        var unresolved: [(String, String)] = []
        // What the type inherits from screens in the files read counts as there (a tab bar in a base screen).
        let ancestors = project.screens.first { $0.name == type.qualifiedName }?.ancestors ?? []
        for owner in [type.qualifiedName] + ancestors {
            for element in project.elementsByType[owner] ?? [] {
                switch element.identifier {
                case .literal(let value)?, .constant(_, let value?)?:
                    texts.insert(value)
                    if owner == type.qualifiedName && element.file == file.path {
                        identified.append((element.name, value, element.location.line))
                        types[element.name] = element.elementType
                    }
                case .constant(let path, nil)?:
                    unresolved.append((element.name, path))
                default:
                    break
                }
            }
        }
        knownTexts = texts
        identifiedElements = identified
        elementTypes = types
        unresolvedElements = unresolved
        canReadApp = ExistingScreen.readsApp(type, in: project, seen: [])
        self.declaration = declaration

        let tokens = Lexer.tokenize(file.bytes).tokens
        guard let brace = ExistingScreen.closingBrace(of: declaration, in: tokens) else {
            throw Problem(description: "\(file.path):\(declaration.nameLocation.line):\(declaration.nameLocation.column): cannot find where \(typeName)'s body ends (an unterminated string or comment?)")
        }
        closingBrace = brace
        firstMember = declaration.members.first.map { $0.location.offset }
    }

    static func readsApp(_ type: TypeInfo, in project: Project, seen: Set<String>) -> Bool {
        guard !seen.contains(type.qualifiedName) else { return false }
        let declaresApp = type.members.contains { member in
            guard case .variable(let variable) = member.value, !variable.header.isStatic else { return false }
            return variable.bindings.binds("app")
        }
        if declaresApp { return true }
        // Its instance members read an `app` already (a global one: `let app = XCUIApplication()`).
        var readsOne = false
        for member in type.members where !readsOne {
            switch member.value {
            case .variable(let variable) where !variable.header.isStatic: break
            // Not a method's own `app` (`func email(in app: XCUIApplication)`).
            case .function(let function) where !function.header.isStatic && !function.parameters.contains(where: { $0.name == "app" }): break
            default: continue
            }
            SyntaxTraversal.forEachExpression(in: [member.value]) { expr in
                if case .identifier("app") = expr.kind { readsOne = true }
            }
        }
        if readsOne { return true }
        let inherited = project.index.inheritedTypes(of: type)
        // A type in the inheritance list that the files do not declare (`Robot` from a package) may hold it.
        let standard: Set<String> = ["NSObject", "Equatable", "Hashable", "Sendable", "CustomStringConvertible", "Codable"]
        if type.inheritance.contains(where: { written in
            !standard.contains(written.baseName) && !inherited.contains { $0.name == written.baseName }
        }) {
            return true
        }
        return inherited.contains { readsApp($0, in: project, seen: seen.union([type.qualifiedName])) }
    }

    /// kassios if elements are lazy builders or it overrides `onLoad`; robot if a method
    /// returns `Self`; otherwise a struct or class of computed elements: a page object.
    static let kassiOSBuilderNames = Set(ElementBuilder.kassiOS.map(\.name))

    static func detectStyle(_ declaration: TypeDecl) -> ScreenStyle {
        var returnsSelf = false
        for member in flattened(declaration.members) {
            switch member {
            case .variable(let variable):
                // `lazy var email = textField("login.email")`: a KassiOS builder; a robot's lazy query
                // (`lazy var login = app.buttons["login"]`) is none.
                if variable.header.has("lazy") && variable.bindings.contains(where: { binding in
                    guard let value = binding.initializer, case .call(let callee, _, _) = value.kind,
                          case .identifier(let name) = callee.kind else { return false }
                    return ExistingScreen.kassiOSBuilderNames.contains(name)
                }) { return .kassios }
                if variable.header.has("override") && variable.bindings.contains(where: { $0.name == "onLoad" }) { return .kassios }
            case .function(let function):
                if function.returnType?.text == "Self" { returnsSelf = true }
            default:
                break
            }
        }
        return returnsSelf && declaration.kind == .class ? .robot : .pageObject
    }

    static func declaredNames(_ member: Decl) -> [String] {
        switch member {
        case .variable(let variable): return variable.bindings.compactMap(\.name).map { $0.filter { $0 != "`" } }
        case .function(let function): return [function.name]
        case .enumCase(let enumCase): return enumCase.elements.map(\.name)
        case .typeAlias(let alias): return [alias.name]
        case .type(let type): return [type.name]
        default: return []
        }
    }

    /// The `}` matching the first `{` after the type's name.
    static func closingBrace(of declaration: TypeDecl, in tokens: [Token]) -> Int? {
        var depth = 0
        for token in tokens where token.start >= declaration.nameLocation.offset {
            switch token.kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return Int(token.start) }
                if depth < 0 { return nil }
            default:
                break
            }
        }
        return nil
    }
}
