import KassiosSyntax

/// The string constants of the linted files, by qualified path, values resolved
/// across files: `static let` and global `let` with a literal (or constant-built)
/// initializer, computed properties and functions without parameters that return one
/// (a function by `name()`), and the cases of `enum X: String` with explicit or
/// implicit raw values. Instance ones count inside their own type, and the types inheriting it.
///
/// Built once and read-only after, so files can be analysed in parallel.
public final class ConstantTable {
    public struct Constant {
        /// `A11y.Login.email`.
        public let path: String
        /// The string value, when it resolves to one.
        public let value: String?
        /// False for an instance `let`, which counts only inside its own type.
        public let isStatic: Bool
        /// The value is not known but names a constant of a type the linted files do not
        /// declare (`static let add = AccessibilityIdentifiers.Passwords.addButton`, from the
        /// app target): assumed a constant, as that reference written in place would be.
        public var aliasesUnresolvedReference = false
    }

    private struct Pending {
        let initializer: Expr?
        let rawValue: String?
        let scope: String?
        let isStatic: Bool
        /// The file the constant is private to: one of a `private` or `fileprivate` top-level
        /// type (or a type nested in one), or a private global; nil for the others.
        var file: String? = nil
        /// For `static let prefs = A11y.Prefs.self`, the type it names (`A11y.Prefs`): no string.
        var aliasedType: String? = nil
        /// A stored `static var` (or global one): a constant only if no linted file changes a
        /// property of its name (`ConstantTable.droppingChanged`).
        var unlessChangedInAnyFile = false
        /// The type the declaration names (`ID` in `static let login: ID = .loginView`), as a plain
        /// path: an initializer that is an implicit member is that type's member.
        var declaredType: String? = nil
    }

    /// Every entry in declaration order, while the table is made; emptied after.
    private var pending: [(path: String, entry: Pending)] = []
    /// Where resolving each entry stands. Once the table is made, every entry a key names is
    /// `.resolved`; one that a later declaration of its path replaced stays `.unresolved`.
    private var states: [Resolution] = []
    /// How many constants are being resolved, each inside the one before (`resolve(at:)`).
    private var resolutionDepth = 0
    static let maximumResolutionDepth = 200
    /// The longest text a constant is worked out to: `c0 = c1 + c1`, … doubling thirty times, is not
    /// built (16 KiB is far beyond any identifier or label).
    static let maximumTextLength = 16_384
    /// The entry each table key names (a path declared twice names its last). With `states`,
    /// the table itself.
    private var positions: [String: Int] = [:]

    private enum Resolution {
        case unresolved, resolving, resolved(Constant)
    }

    /// Set while the table is made, to tell references to undeclared types.
    private var index: DeclarationIndex?

    public init(index: DeclarationIndex) {
        self.index = index
        let mutatingMethods = UnchangedPrivateVariables.mutatingMethods(declaredIn: index)
        // Types are read in chunks side by side; entries are kept in type order, so a
        // path declared twice ends with the same entry as in one pass.
        let types = index.sortedTypes
        let chunks = stride(from: 0, to: types.count, by: 256).map { types[$0..<min($0 + 256, types.count)] }
        // Top-level types declared private somewhere: the types nested in them are private too.
        var privateRoots: [String: Set<ObjectIdentifier>] = [:]
        for type in types where !type.qualifiedName.utf8.contains(UInt8(ascii: ".")) {
            let files = ConstantTable.filesDeclaringPrivate(type)
            if !files.isEmpty { privateRoots[type.qualifiedName] = files }
        }
        // (A type nested in another and declared private is scoped by its qualified name already.)
        let collected = ParallelMap.map(chunks) { [privateRoots] chunk -> (found: [(path: String, entry: Pending)], lastNames: Set<Substring>,
                                                                          rawValueNames: Set<Substring>, switchedNames: Set<Substring>,
                                                                          predicateNames: Set<String>) in
            var found: [(path: String, entry: Pending)] = []
            var rawValueNames: Set<Substring> = [], switchedNames: Set<Substring> = [], predicateNames: Set<String> = []
            var changed = ChangedNames(mutatingMethods: mutatingMethods)
            for type in chunk {
                let isStringEnum = type.isStringEnum
                let prefix = type.qualifiedName + "."
                var privateFiles: Set<ObjectIdentifier>?
                if !privateRoots.isEmpty {
                    let root = type.qualifiedName.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(type.qualifiedName[..<$0]) }
                    privateFiles = privateRoots[root ?? type.qualifiedName]
                }
                for member in type.members {
                    PredicateNames.note(member.value, in: &predicateNames)
                    if case .variable(let variable) = member.value {
                        ConstantTable.noteRawValueNames(of: variable, in: &rawValueNames)
                        if type.kind == .enum { ConstantTable.noteSwitchedNames(of: variable, in: &switchedNames) }
                    }
                    // Falcon's `typealias Root = T` names a generic parameter: no type to read constants from.
                    if case .typeAlias(let alias) = member.value, let target = alias.type?.text,
                       let generics = type.primary?.value.genericParameters, GenericClause.parameterNames(in: generics).contains(target) {
                        continue
                    }
                    let file = privateFiles?.contains(ObjectIdentifier(member.file)) == true ? member.file.path : nil
                    ConstantTable.collect(member.value, scope: type.qualifiedName, prefix: prefix, isStringEnum: isStringEnum,
                                          privateTo: file, isUnchanged: { type.kind == .class && changed.isUnchanged($0, in: member.file) },
                                          into: &found)
                }
            }
            // Instance constants and functions are few: their last names are kept (`mayDeclareMember`).
            return (found, Set(found.lazy.filter { !$0.entry.isStatic || $0.path.hasSuffix("()") }.map { ConstantTable.lastComponent(of: $0.path) }),
                    rawValueNames, switchedNames, predicateNames)
        }
        var topLevel: [(path: String, entry: Pending)] = []
        var changed = ChangedNames(mutatingMethods: mutatingMethods)
        var predicateNames: Set<String> = []
        for member in index.topLevel {
            PredicateNames.note(member.value, in: &predicateNames)
            var file: String?
            switch member.value {
            case .variable(let variable) where ConstantTable.isFilePrivate(variable.header): file = member.file.path
            case .function(let function) where ConstantTable.isFilePrivate(function.header): file = member.file.path
            default: break
            }
            ConstantTable.collect(member.value, scope: nil, prefix: "", isStringEnum: false, privateTo: file,
                                  isUnchanged: { changed.isUnchanged($0, in: member.file) }, into: &topLevel)
        }
        pending.reserveCapacity(collected.reduce(topLevel.count) { $0 + $1.found.count })
        for chunk in collected {
            pending += chunk.found
            memberNames.formUnion(chunk.lastNames)
            rawValueNames.formUnion(chunk.rawValueNames)
            switchedNames.formUnion(chunk.switchedNames)
            predicateNames.formUnion(chunk.predicateNames)
        }
        pending += topLevel
        self.predicateNames = PredicateNames.closing(predicateNames, over: index)
        if pending.contains(where: \.entry.unlessChangedInAnyFile) { pending = ConstantTable.droppingChanged(pending, files: index.files, mutatingMethods: mutatingMethods) }
        for entry in topLevel where entry.path.hasSuffix("()") { memberNames.insert(Substring(entry.path)) }
        states = Array(repeating: .unresolved, count: pending.count)
        positions.reserveCapacity(pending.count)
        // Entries a later one of the same path replaces (rare): each resolves as its path does.
        var isReplaced = [Bool](repeating: false, count: pending.count)
        for position in pending.indices {
            let key = ConstantTable.key(pending[position].path, privateTo: pending[position].entry.file)
            if let earlier = positions.updateValue(position, forKey: key) { isReplaced[earlier] = true }
            if pending[position].entry.file != nil { hasFilePrivateConstants = true }
            if let target = pending[position].entry.aliasedType { metatypeAliases[key] = target }
        }
        for (path, position) in positions where pending[position].entry.isStatic && pending[position].entry.file == nil {
            guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { continue }
            byLastComponent[String(path[path.utf8.index(after: dot)...]), default: []].append(path)
        }
        // Resolved in declaration order, not the table's: constants that name each other in a
        // cycle resolve by which is asked first, and that must not change from run to run.
        for position in pending.indices {
            _ = resolve(at: isReplaced[position]
                ? positions[ConstantTable.key(pending[position].path, privateTo: pending[position].entry.file)]! : position)
        }
        pending = []
        self.index = nil
    }

    /// `email` → [`A11y.Login.email`, `A11y.Signup.email`]: the static constants of types
    /// by their last component, for references that name a nested type by its simple name
    /// (`Login.email`). Made before any constant is resolved and read-only after, so that
    /// files can be walked on several threads.
    private var byLastComponent: [String: [String]] = [:]

    /// `IDs.prefs` → `A11y.Prefs`: lets that name a type (`static let prefs = A11y.Prefs.self`),
    /// by path; a reference through one reads the type's constant.
    private var metatypeAliases: [String: String] = [:]

    /// `X.self` → `X`, the path of the type a metatype expression names.
    static func metatype(_ expr: Expr) -> String? {
        guard case .member("self", let base) = expr.kind, let path = referencePath(base), !path.hasPrefix(".") else { return nil }
        return path
    }

    /// `path` with a leading let that names a type replaced by the type: `prefs.general`
    /// inside `IDs` → `A11y.Prefs.general`. Unchanged when it starts with none.
    public func resolvingMetatypeAlias(_ path: String, from scope: String?, in file: String?) -> String {
        guard !metatypeAliases.isEmpty else { return path }
        var dot = path.firstIndex(of: ".")
        while let end = dot {   // `prefs.general`, then `IDs.prefs.general`'s `IDs.prefs`…
            for candidate in candidates(for: String(path[..<end]), from: scope) {
                if let target = entry(of: metatypeAliases, at: candidate, from: file) { return target + path[end...] }
            }
            dot = path[path.index(after: end)...].firstIndex(of: ".")
        }
        return path
    }

    /// Whether some constants are private to a file: their table keys are then `privateKey`s,
    /// and look-ups from that file try those first.
    private var hasFilePrivateConstants = false

    /// The key of a constant private to `file`: two files may each declare a
    /// `private enum ElementStringIDs` with a `header` of its own.
    static func privateKey(_ path: String, _ file: String) -> String { path + "@" + file }

    /// The table key of an entry: its path, or its `privateKey` when it is private to a file.
    static func key(_ path: String, privateTo file: String?) -> String { file.map { privateKey(path, $0) } ?? path }

    /// What `table` holds at `path` for code in `file`: the file's private entry first, then the shared one.
    private func entry<Value>(of table: [String: Value], at path: String, from file: String?) -> Value? {
        if hasFilePrivateConstants, let file, let own = table[ConstantTable.privateKey(path, file)] { return own }
        return table[path]
    }

    static func isFilePrivate(_ header: DeclHeader) -> Bool { header.isPrivate }

    /// The files in which `type` is declared `private` or `fileprivate`; empty for nearly every type.
    private static func filesDeclaringPrivate(_ type: TypeInfo) -> Set<ObjectIdentifier> {
        var files: Set<ObjectIdentifier> = []
        for declaration in type.declarations where declaration.value.kind != .extension && isFilePrivate(declaration.value.header) {
            files.insert(ObjectIdentifier(declaration.file))
        }
        return files
    }

    /// The last names of the instance constants and functions (`title`, `getTag()`).
    private var memberNames: Set<Substring> = []

    /// Whether an instance constant or a function is named `name` (`title`, `getTag()`): what a
    /// call, or a type inheriting it, may read. Few are, so most names need no look-up.
    public func mayDeclareMember(_ name: String) -> Bool { memberNames.contains(Substring(name)) }

    /// Names of computed properties that return `rawValue`, as suites give their identifier
    /// enums a protocol (`protocol UIElement { var accessibilityIdentifier: String { get } }`,
    /// `extension UIElement where Self: RawRepresentable { var accessibilityIdentifier: RawValue
    /// { rawValue } }`): `Locators.Buttons.refresh.accessibilityIdentifier` is read as
    /// `Locators.Buttons.refresh.rawValue` is.
    private var rawValueNames: Set<Substring> = []

    /// Whether `name` is one of `rawValueNames`: `accessibilityIdentifier` in the example above.
    public func returnsRawValue(_ name: Substring) -> Bool { !rawValueNames.isEmpty && rawValueNames.contains(name) }

    /// The names the files keep a predicate under (`PredicateNames`).
    public private(set) var predicateNames: Set<String> = []

    /// Names of an enum's computed properties that are one `switch self` (MdEditor's `var description:
    /// String { switch self { case .textFieldLogin: "textFieldLogin" … } }`): `AccessibilityIdentifier
    /// .textFieldLogin.description` is the value that switch gives the case.
    private var switchedNames: Set<Substring> = []

    /// Whether `name` is one of `switchedNames`.
    public func switchesOverSelf(_ name: Substring) -> Bool { !switchedNames.isEmpty && switchedNames.contains(name) }

    static func noteSwitchedNames(of variable: VariableDecl, in names: inout Set<Substring>) {
        guard !variable.header.isStatic else { return }
        for binding in variable.bindings {
            guard let name = binding.name, let getter = binding.getter, getter.count == 1,
                  case .switch(let statement) = getter[0], ScopedWalker.isSelf(statement.subject) else { continue }
            names.insert(Substring(name))
        }
    }

    static func noteRawValueNames(of variable: VariableDecl, in names: inout Set<Substring>) {
        guard !variable.header.isStatic else { return }
        for binding in variable.bindings {
            guard let name = binding.name, let getter = binding.getter, let returned = singleReturnedExpression(getter) else { continue }
            switch returned.kind {
            case .identifier("rawValue"): names.insert(Substring(name))
            case .member("rawValue", let base) where ScopedWalker.isSelf(base): names.insert(Substring(name))
            default: continue
            }
        }
    }

    /// `pending` without the stored `static var`s that some file's code may change (a property of
    /// that name is assigned, passed `inout`, mutated, or named in a key path anywhere).
    private static func droppingChanged(_ pending: [(path: String, entry: Pending)], files: [SourceFile],
                                        mutatingMethods: Set<String>) -> [(path: String, entry: Pending)] {
        let changed = ParallelMap.map(files, inParallel: files.count >= ParallelMap.filesWorthThreads) {
            UnchangedPrivateVariables.namesChanged(in: $0, mutatingMethods: mutatingMethods)
        }.reduce(into: Set<String>()) { $0.formUnion($1) }
        return pending.filter { !$0.entry.unlessChangedInAnyFile || !changed.contains(String(lastComponent(of: $0.path))) }
    }

    static func lastComponent(of path: String) -> Substring {
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")) else { return Substring(path) }
        return path[path.utf8.index(after: dot)...]
    }

    /// The names each file's code may change (`UnchangedPrivateVariables`), found for a file
    /// when one of its private `var`s is first asked about.
    private struct ChangedNames {
        let mutatingMethods: Set<String>
        private var names: [ObjectIdentifier: Set<String>] = [:]

        init(mutatingMethods: Set<String>) {
            self.mutatingMethods = mutatingMethods
        }

        mutating func isUnchanged(_ name: String, in file: SourceFile) -> Bool {
            let key = ObjectIdentifier(file)
            if let changed = names[key] { return !changed.contains(name) }
            let changed = UnchangedPrivateVariables.namesChanged(in: file, mutatingMethods: mutatingMethods)
            names[key] = changed
            return !changed.contains(name)
        }
    }

    /// `prefix` is `scope` and a dot, made once per type. `isUnchanged`: whether the code of the
    /// declaration's file leaves a property of that name as it is.
    private static func collect(_ declaration: Decl, scope: String?, prefix: String, isStringEnum: Bool, privateTo file: String?,
                                isUnchanged: (String) -> Bool, into pending: inout [(path: String, entry: Pending)]) {
        switch declaration {
        case .variable(let variable):
            let isStatic = variable.header.isStatic || scope == nil
            // An instance `var` is a constant only as a computed `String` property, which has one
            // binding, or stored, when only its file may change it and nothing there does.
            let computedCounts = variable.isLet || isStatic || (variable.bindings.count == 1 && variable.bindings[0].type?.text == "String")
            let onlyItsFileChanges = !variable.isLet && UnchangedPrivateVariables.hasPrivateSetter(variable.header)
            guard computedCounts || onlyItsFileChanges else { return }
            for binding in variable.bindings {
                guard let name = binding.name else { continue }
                if binding.accessors == nil {
                    // A stored `var` is no constant, and many properties of a suite are one.
                    // Only initializers that can spell a string are worth a table entry; a
                    // `let app: XCUIApplication` or `let rows = [...]` resolves to nothing anyway.
                    guard let initializer = binding.initializer else { continue }
                    let isFixed = variable.isLet || (onlyItsFileChanges && ConstantTable.canBeString(initializer) && isUnchanged(name))
                    // Aztec's `struct elementStringIDs { static var richTextField = "richContentView" }`, never
                    // assigned: as searchable as a `let`, unless some linted file changes it.
                    // Not one a property wrapper keeps (`@LaunchArgument("tab") static var tab = "tab.home"` is read at run time).
                    if !isFixed, isStatic, variable.header.attributes.isEmpty, ConstantTable.canBeString(initializer),
                       ConstantTable.metatype(initializer) == nil {
                        pending.append((prefix + name, Pending(initializer: initializer, rawValue: nil, scope: scope, isStatic: true, file: file,
                                                               unlessChangedInAnyFile: true)))
                        continue
                    }
                    guard isFixed else { continue }
                    if let target = ConstantTable.metatype(initializer) {
                        // `static let prefs = A11y.Prefs.self`: `prefs.general` reads `A11y.Prefs.general`.
                        pending.append((prefix + name, Pending(initializer: nil, rawValue: nil, scope: scope, isStatic: isStatic, file: file,
                                                               aliasedType: target)))
                        continue
                    }
                    guard ConstantTable.canBeString(initializer) else { continue }
                    pending.append((prefix + name, Pending(initializer: initializer, rawValue: nil, scope: scope, isStatic: isStatic, file: file,
                                                           declaredType: ConstantTable.implicitMemberType(of: binding))))
                } else if computedCounts, let getter = binding.getter, let returned = ConstantTable.singleReturnedExpression(getter),
                          isStatic || ConstantTable.canBeString(returned) {
                    // `var title: String { "login.title" }`; an instance one counts inside its type and those inheriting it.
                    pending.append((prefix + name, Pending(initializer: returned, rawValue: nil, scope: scope, isStatic: isStatic, file: file)))
                }
            }
        case .function(let function) where function.kind == .function && function.parameters.isEmpty:
            // `func defaultCategory() -> String { "category.travel" }`, by `defaultCategory()`.
            guard function.returnType?.text == "String", let body = function.body,
                  let returned = ConstantTable.singleReturnedExpression(body), ConstantTable.canBeString(returned) else { return }
            let isStatic = function.header.isStatic || scope == nil
            pending.append((prefix + function.name + "()", Pending(initializer: returned, rawValue: nil, scope: scope, isStatic: isStatic, file: file)))
        case .enumCase(let enumCase) where isStringEnum:
            for element in enumCase.elements {
                pending.append((prefix + element.name, Pending(initializer: element.rawValue, rawValue: element.rawValue == nil ? element.name : nil,
                                                               scope: scope, isStatic: true, file: file)))
            }
        case .typeAlias(let alias):
            // PunchPad's `private typealias Identifier = ScreenIdentifier.SettingsView`: `Identifier.x` reads
            // `ScreenIdentifier.SettingsView.x`, as a metatype kept in a `let` is read. Only a type named by
            // a plain path (no generic arguments, function, tuple or composition).
            guard let target = alias.type?.text, ConstantTable.isPlainPath(target) else { return }
            pending.append((prefix + alias.name, Pending(initializer: nil, rawValue: nil, scope: scope, isStatic: true, file: file, aliasedType: target)))
        default:
            break
        }
    }

    /// A plain path of names (a type `A11y.Login`, a reference `A11y.Login.email`, `.submit`): letters,
    /// digits, `_` and `.` only, no generic arguments, function, tuple or composition; false for empty text.
    public static func isPlainPath<Text: StringProtocol>(_ text: Text) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 == UInt8(ascii: ".") || NameBytes.isASCIINamePart($0) }
    }

    static func canBeString(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .string, .identifier, .member, .implicitMember, .sequence, .tuple: return true
        default: return false
        }
    }

    /// The expression a body of one statement returns: `{ "x" }` or `{ return "x" }`.
    static func singleReturnedExpression(_ body: [Stmt]) -> Expr? {
        guard body.count == 1 else { return nil }
        switch body[0] {
        case .expression(let expr): return expr
        case .return(let expr?, _): return expr
        default: return nil
        }
    }

    /// The constant a path names, resolved on first use; nil while it is being resolved (a
    /// cycle) and for a path no entry has.
    private func resolve(_ path: String, from file: String?) -> Constant? {
        entry(of: positions, at: path, from: file).flatMap(resolve(at:))
    }

    private func isDeclared(_ path: String, from file: String?) -> Bool {
        entry(of: positions, at: path, from: file) != nil
    }

    private func resolve(at position: Int) -> Constant? {
        switch states[position] {
        case .resolved(let constant): return constant
        case .resolving: return nil
        case .unresolved: break
        }
        // A chain of constants each naming the next, hundreds long, is no suite's: read that deep as
        // unresolved rather than overflow the stack (each link is a few frames of it).
        guard resolutionDepth < ConstantTable.maximumResolutionDepth else { return nil }
        resolutionDepth += 1
        defer { resolutionDepth -= 1 }
        states[position] = .resolving
        // Read field by field: a copy of the entry counts six references.
        let initializer = pending[position].entry.initializer
        let (scope, file) = (pending[position].entry.scope, pending[position].entry.file)
        let value = pending[position].entry.rawValue
            ?? initializer.flatMap { evaluate($0, scope: scope, file: file, declaredType: pending[position].entry.declaredType) }
        var constant = Constant(path: pending[position].path, value: value, isStatic: pending[position].entry.isStatic)
        if value == nil, let initializer {
            if let declaredType = pending[position].entry.declaredType, case .implicitMember(let name) = initializer.unwrapped.kind {
                // `static let page: AccessibilityIdentifier = .loginView` of the app target's enum: as `AccessibilityIdentifier.loginView` is.
                constant.aliasesUnresolvedReference = aliasesUnresolvedReference(path: declaredType + "." + name, scope: scope, file: file)
            } else {
                constant.aliasesUnresolvedReference = aliasesUnresolvedReference(initializer.unwrapped, scope: scope, file: file)
            }
        }
        states[position] = .resolved(constant)
        return constant
    }

    /// `A.b.c` where no constant of the linted files is meant and `A` is no type they declare
    /// (or another alias of one such); or a string built of such references and constants
    /// (`"MenuItemTableViewCell.\(LocalString._menu_sent_title)"`, `Prefix.cell + ".sent"`).
    private func aliasesUnresolvedReference(_ expr: Expr, scope: String?, file: String?) -> Bool {
        if let parts = ConstantTable.stringParts(expr) {
            var referencesUnresolved = false
            for part in parts {
                if aliasesUnresolvedReference(part.unwrapped, scope: scope, file: file) {
                    referencesUnresolved = true
                } else if evaluate(part, scope: scope, file: file) == nil {
                    return false
                }
            }
            return referencesUnresolved
        }
        guard case .member = expr.kind, let path = ConstantTable.referencePath(expr), !path.hasPrefix(".") else { return false }
        return aliasesUnresolvedReference(path: path, scope: scope, file: file)
    }

    /// Whether `path` (`A.b.c`) names no constant of the linted files and starts at a type they do not declare.
    private func aliasesUnresolvedReference(path written: String, scope: String?, file: String?) -> Bool {
        var path = written
        if path.hasSuffix(".rawValue") { path.removeLast(".rawValue".count) }
        path = resolvingMetatypeAlias(path, from: scope, in: file)
        for candidate in candidates(for: path, from: scope) where isDeclared(candidate, from: file) {
            return resolve(candidate, from: file)?.aliasesUnresolvedReference ?? false
        }
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let root = String(path[..<dot])
        // `Locale.current.identifier`, `UIDevice.current.name`: the running device's values, as at a query.
        guard let first = root.unicodeScalars.first, first.properties.isUppercase, !CodeWalker.runtimeSystemTypes.contains(root) else { return false }
        return index?.resolveType(root, from: scope) == nil
    }

    /// What a string is built of besides its text: each value a literal interpolates (one
    /// argument without a label each), or each operand of a `+` sequence. Nil for anything else.
    static func stringParts(_ expr: Expr) -> [Expr]? {
        switch expr.kind {
        case .string(let literal):
            var parts: [Expr] = []
            for case .interpolation(let arguments, _) in literal.segments {
                guard arguments.count == 1, arguments[0].label == nil else { return nil }
                parts.append(arguments[0].value)
            }
            return parts
        case .sequence(let elements):
            var parts: [Expr] = []
            for (index, element) in elements.enumerated() {
                if index % 2 == 1 {
                    guard case .binaryOperator("+") = element.kind else { return nil }
                } else {
                    parts.append(element)
                }
            }
            return parts
        default:
            return nil
        }
    }

    /// The string an initializer evaluates to, if it is built from literals and constants only.
    /// `file`: where the initializer is written, when its constant is private to that file.
    /// `declaredType`: the type the declaration names, which an implicit member (`.loginView`) is of.
    private func evaluate(_ expr: Expr, scope: String?, file: String?, declaredType: String? = nil) -> String? {
        if let declaredType, case .implicitMember(let name) = expr.unwrapped.kind {
            var type = Substring(declaredType)
            while true {
                if let value = value(at: type + "." + name, scope: scope, file: file) { return value }
                // `MyApp.ID`: the module's name before a type of the linted files.
                guard let dot = type.utf8.firstIndex(of: UInt8(ascii: ".")), index?.resolveType(String(type[..<dot]), from: scope) == nil else {
                    return nil
                }
                type = type[type.utf8.index(after: dot)...]
            }
        }
        // `static let sent = "Menu.\(A11y.prefix)"`: built of constants, as `A11y.prefix + …` is.
        return ConstantTable.text(of: expr) { part in
            switch part.kind {
            case .identifier, .member, .implicitMember:
                guard var path = ConstantTable.referencePath(part) else { return nil }
                if path.hasSuffix(".rawValue") { path.removeLast(".rawValue".count) }
                return value(at: path, scope: scope, file: file)
            default:
                return nil
            }
        }
    }

    /// The value of the constant a path written inside `scope` names, the innermost that resolves.
    private func value(at path: String, scope: String?, file: String?) -> String? {
        let path = resolvingMetatypeAlias(path, from: scope, in: file)
        return candidates(for: path, from: scope).lazy.compactMap { self.resolve($0, from: file)?.value }.first
    }

    /// The text a string expression makes: a literal's text with each value it interpolates, the
    /// operands of a `+` sequence, one in parentheses; `part` gives the text of anything else, or
    /// nil when the whole is no text known before the program runs.
    static func text(of expr: Expr, part: (Expr) -> String?) -> String? {
        switch expr.kind {
        case .string(let literal):
            if let value = literal.staticValue { return value }
            var value = ""
            for segment in literal.segments {
                switch segment {
                case .text(let text):
                    value += text
                case .interpolation(let arguments, _):
                    guard arguments.count == 1, arguments[0].label == nil,
                          let piece = interpolatedText(ofIntegerLiteral: arguments[0].value) ?? text(of: arguments[0].value, part: part) else { return nil }
                    value += piece
                }
                guard value.utf8.count <= maximumTextLength else { return nil }
            }
            return value
        case .sequence(let elements):
            var value = ""
            for (index, element) in elements.enumerated() {
                if index % 2 == 1 {
                    guard case .binaryOperator("+") = element.kind else { return nil }
                } else {
                    guard let piece = text(of: element, part: part) else { return nil }
                    value += piece
                    guard value.utf8.count <= maximumTextLength else { return nil }
                }
            }
            return value
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return text(of: elements[0].value, part: part)
        default:
            return part(expr)
        }
    }

    /// The type a binding is declared with, optional or not (`ID`, `ID?`, `Optional<ID>`), when it is a
    /// plain path an implicit member initializer can be read against; nil for none or another kind of type.
    static func implicitMemberType(of binding: PatternBinding) -> String? {
        guard var text = binding.type.map({ Substring($0.text) }) else { return nil }
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("Optional<"), text.hasSuffix(">") { text = text.dropFirst("Optional<".count).dropLast() }
        return isPlainPath(String(text)) ? String(text) : nil
    }

    /// The text a decimal integer literal interpolates as (`"\(0)"` is "0", `"\(007)"` is "7"); nil for any
    /// other expression, a hexadecimal or grouped literal (`0x1F`, `1_000`) among them.
    static func interpolatedText(ofIntegerLiteral expr: Expr) -> String? {
        guard case .integer(let digits) = expr.kind, !digits.isEmpty,
              digits.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        let significant = digits.drop { $0 == "0" }
        return significant.isEmpty ? "0" : String(significant)
    }

    /// `A.b.c` for a chain of names (`self` and `Self` dropped); nil for anything else.
    public static func referencePath(_ expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name):
            return name
        case .member(let name, let base):
            guard let prefix = referencePath(base) else { return nil }
            if prefix == "self" || prefix == "Self" { return name }
            return prefix + "." + name
        case .implicitMember(let name):
            return "." + name
        default:
            return nil
        }
    }

    /// The constant at `path`: the one private to `file`, if any, else the others'.
    private func constant(at path: String, in file: String?) -> Constant? {
        entry(of: positions, at: path, from: file).flatMap(constant(at:))
    }

    /// The constant at a table key (`key(_:privateTo:)`): a path, or a private constant's key.
    public func constant(atKey key: String) -> Constant? {
        positions[key].flatMap(constant(at:))
    }

    private func constant(at position: Int) -> Constant? {
        guard case .resolved(let constant) = states[position] else { return nil }
        return constant
    }

    /// The values of the static constants, not private to a file, whose paths `include` accepts (the
    /// identifiers a namespace of them declares: `AccessibilityIdentifiers.Explore.view = "Explore View"`).
    public func staticValues(ofPathsWhere include: (String) -> Bool) -> Set<String> {
        var values: Set<String> = []
        for (key, position) in positions where !key.utf8.contains(UInt8(ascii: "@")) && include(key) {
            if let constant = constant(at: position), constant.isStatic, let value = constant.value { values.insert(value) }
        }
        return values
    }

    /// `prefix.path`, built in one allocation, its bytes copied in place: three appends of
    /// strings cost three times as much, on a path the model asks for tens of thousands of times.
    static func dotted(_ prefix: Substring, _ path: String) -> String {
        var prefix = prefix
        var path = path
        return prefix.withUTF8 { prefix in
            path.withUTF8 { path in
                String(unsafeUninitializedCapacity: prefix.count + 1 + path.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: prefix)
                    buffer[prefix.count] = UInt8(ascii: ".")
                    _ = buffer[(prefix.count + 1)...].initialize(fromContentsOf: path)
                    return prefix.count + 1 + path.count
                }
            }
        }
    }

    /// Paths a reference written inside `scope` may mean, innermost first.
    func candidates(for path: String, from scope: String?) -> [String] {
        var result: [String] = []
        if let scope {
            var prefix = Substring(scope)
            while true {
                result.append(ConstantTable.dotted(prefix, path))
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = prefix[..<dot]
            }
        }
        result.append(path)
        return result
    }

    /// The constant a reference written inside `scope` names, if the linted files declare it.
    /// Instance `let`s count only from inside their own type.
    /// `file`: the file the reference is written in, whose private constants it may name.
    public func lookup(_ written: String, from scope: String?, in file: String? = nil) -> Constant? {
        let path = resolvingMetatypeAlias(written, from: scope, in: file)
        // The candidates of `candidates(for:from:)`, innermost first, made one at a time:
        // most references resolve at the first or second, and each is a String to build.
        if let scope {
            var prefix = Substring(scope)
            var isInnermost = true
            while true {
                // Only the innermost candidate (`scope.path`) may be an instance `let`.
                let candidate = ConstantTable.dotted(prefix, path)
                if let constant = constant(at: candidate, in: file), constant.isStatic || isInnermost { return constant }
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = prefix[..<dot]
                isInnermost = false
            }
        }
        if let constant = constant(at: path, in: file), constant.isStatic { return constant }
        // A nested type referenced by its simple name from elsewhere: `Login.email` for
        // `A11y.Login.email`, when exactly one constant's path ends so.
        if let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")),
           let sameName = byLastComponent[String(path[path.utf8.index(after: dot)...])] {
            let suffix = "." + path
            var match: String?
            for candidate in sameName where candidate.hasSuffix(suffix) {
                guard match == nil else { return nil }
                match = candidate
            }
            if let match { return constant(atKey: match) }
        }
        return nil
    }
}
