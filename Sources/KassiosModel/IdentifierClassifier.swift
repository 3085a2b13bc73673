import KassiosSyntax

/// Deciding where an identifier argument's value comes from, with the names in scope.
extension CodeWalker {
    /// A root named as SwiftGen names its strings (`L10n`, Element X's `ElementL10n`): the app's localized text.
    static func isSwiftGenStrings(_ root: Substring) -> Bool { root.hasSuffix("L10n") }

    /// Local `let`s are followed this many steps before giving up.
    static let maximumFollowDepth = 8

    func classify(_ expr: Expr, depth: Int = 0) -> IdentifierSource {
        if let localized = localizedText(expr, depth: depth) { return localized }
        switch expr.kind {
        case .string(let literal):
            return classifyString(literal, depth: depth)
        case .identifier(let name):
            return classifyName(name, expr: expr, depth: depth)
        case .member(_, _), .implicitMember(_):
            return classifyMember(expr, depth: depth)
        case .call(let callee, let arguments, let trailingClosures):
            // SwiftGen's strings with arguments (`L10n.Chat.unread(2)`): the app's localized text, a label.
            if case .member = callee.kind, let path = ConstantTable.referencePath(callee), let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")),
               CodeWalker.isSwiftGenStrings(path[..<dot]), lookup(String(path[..<dot])) == nil {
                return .localized(function: String(path[..<dot]), key: path)
            }
            // `defaultCategory()`: a function of the linted files that returns a constant.
            if arguments.isEmpty, trailingClosures.isEmpty, let name = CallSite.name(ofCallee: callee),
               context.constants.mayDeclareMember(name + "()"), let path = ConstantTable.referencePath(callee), !path.hasPrefix("."),
               let constant = context.constants.lookup(path + "()", from: typeName, in: file.path) ?? inheritedConstant(path + "()"),
               constant.value != nil {
                return constantSource(constant, written: path + "()")
            }
            if trailingClosures.isEmpty, let formatted = classifyFormat(callee, arguments, depth: depth) { return formatted }
            if trailingClosures.isEmpty, let returned = returnedPattern(callee: callee, arguments: arguments, depth: depth) { return returned }
            return .call(callDescription(callee, arguments))
        case .sequence(let elements):
            return classifySequence(elements, depth: depth)
        case .ternary(_, let then, let otherwise):
            return choice(of: [then, otherwise], named: sourceText(of: expr), depth: depth)
        case .statement(let statement):
            // An `if` or `switch` expression (`let id = if compact { "home.compact" } else { "home.regular" }`):
            // a choice among its branches' values, as the same choice written with `? :` is.
            guard let values = CodeWalker.branchValues(of: statement) else { return .expression(sourceText(of: expr)) }
            return choice(of: values, named: sourceText(of: expr), depth: depth)
        case .postfix(_, let operand), .try(_, let operand), .await(let operand), .cast(let operand, _, _):
            return classify(operand, depth: depth)
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return classify(elements[0].value, depth: depth)
        case .array(let elements):
            // The identifiers a wrapper loops over, given where it is called
            // (`verifyLoaded(["Views", "Visitors"])`): each of them (`[]` gives none, and is no runtime one).
            return choice(of: elements, named: sourceText(of: expr), depth: depth)
        case .nil:
            // No identifier (`fallbackIdentifier: isPad ? A11y.close : nil`): nothing built at run time.
            return .constant(path: "nil", value: nil)
        case .pound("#function", let arguments) where arguments.isEmpty:
            // Spelled by the compiler: the name of the property or method it is written in
            // (RedMadRobot's `var title: XCUIElement { app.staticTexts[#function] }` is "title").
            guard let name = nameAsFunctionSpellsIt else { return .expression("#function") }
            return .constant(path: "#function", value: name)
        case .subscript(let base, let arguments):
            // `seededEntries[0]`, `samplePage["title"]` of a collection literal: that element.
            if depth < CodeWalker.maximumFollowDepth, arguments.count == 1, let collection = collectionLiteral(base),
               let element = ScopedWalker.element(of: collection, at: arguments[0].value) {
                return classify(element, depth: depth + 1)
            }
            return .variable(sourceText(of: expr))
        default:
            return .expression(sourceText(of: expr))
        }
    }

    /// Whether the expression is a call of one of the standard library's functions that never return
    /// (`fatalError("unreachable")`): a branch of an `if` or `switch` expression that gives no value.
    static func neverReturns(_ value: Expr) -> Bool {
        guard case .call(let callee, _, _) = value.unwrapped.kind, case .identifier(let name) = callee.kind else { return false }
        return name == "fatalError" || name == "preconditionFailure" || name == "exit" || name == "abort"
    }

    /// The value of each branch of an `if` or `switch` expression, in order: each branch is one
    /// expression (Swift's rule for them), or a `throw` or a call that never returns, which give none,
    /// or another such `if` or `switch`; nil for a statement that is no such expression, or an `if`
    /// without an `else`.
    static func branchValues(of statement: Stmt) -> [Expr]? {
        var values: [Expr] = []
        func add(_ body: [Stmt]) -> Bool {
            guard body.count == 1 else { return false }
            switch body[0] {
            case .expression(let value):
                if CodeWalker.neverReturns(value) { return true }   // `fatalError("…")`: no value, as a `throw` gives none
                if case .statement(let nested) = value.kind {
                    guard let inner = branchValues(of: nested) else { return false }
                    values += inner
                } else {
                    values.append(value)
                }
                return true
            case .throw:
                return true
            case .if, .switch:
                guard let inner = branchValues(of: body[0]) else { return false }
                values += inner
                return true
            default:
                return false
            }
        }
        switch statement {
        case .if(let choice):
            guard let elseBody = choice.elseBody, add(choice.body), add(elseBody) else { return nil }
        case .switch(let choice):
            guard !choice.cases.isEmpty else { return nil }
            for branch in choice.cases { guard add(branch.body) else { return nil } }
        default:
            return nil
        }
        return values.isEmpty ? nil : values
    }

    /// One of several values, each searchable when each is a literal or a constant
    /// (`isPad ? "grid" : "list"`, a `let` set in each branch of a switch): a constant named
    /// `name`, with the value they share, if they share one. Otherwise the first built at
    /// runtime, or else a parameter among them (passed in: its callers are checked).
    func choice(of values: [Expr], named name: String, depth: Int) -> IdentifierSource {
        CodeWalker.choice(among: values.lazy.map { self.classify($0, depth: depth) }, named: name)
    }

    /// `NSLocalizedString("Cancel", comment: "")`, `"Done".localized`, a function of the suite
    /// that returns one of them: the label's key, when it is a literal or a constant.
    func localizedText(_ expr: Expr, depth: Int) -> IdentifierSource? {
        switch expr.kind {
        case .call, .member(name: "localized", _): break
        default: return nil
        }
        guard let (function, key) = context.localizedStrings.lookUp(expr, from: typeName, in: context.index) else { return nil }
        let value = key.flatMap { depth < CodeWalker.maximumFollowDepth ? classify($0, depth: depth + 1).staticValue : nil }
        return .localized(function: function, key: value)
    }

    /// `choice(of:named:depth:)` of sources already classified, read in order (up to the first
    /// built at runtime).
    static func choice<Sources: Sequence>(among sources: Sources, named name: String) -> IdentifierSource
    where Sources.Element == IdentifierSource {
        var staticValues: [String?] = []
        var parameter: IdentifierSource?
        var localized: IdentifierSource?
        for source in sources {
            if case .parameter = source {
                parameter = parameter ?? source
            } else if case .localized = source {
                localized = localized ?? source   // a label among them: a label, unless one is built at runtime
            } else if source.isRuntime {
                return source
            } else {
                staticValues.append(source.staticValue)
            }
        }
        if let parameter { return parameter }
        if let localized { return localized }
        let first = staticValues.first ?? nil
        return .constant(path: name, value: staticValues.allSatisfy { $0 == first } ? first : nil)
    }

    func classifyString(_ literal: StringLiteral, depth: Int) -> IdentifierSource {
        if let value = literal.staticValue { return .literal(value) }
        // `"\(identifier)"` of a `String` parameter is the parameter itself, as its callers give it.
        let pieces = literal.segments.filter { if case .text("") = $0 { return false } else { return true } }
        if pieces.count == 1, case .interpolation(let arguments, _) = pieces[0], arguments.count == 1, arguments[0].label == nil,
           case .identifier(let name) = arguments[0].value.kind, case .parameter(let type?)? = lookup(name), type.text == "String" {
            return .parameter(name)
        }
        var pattern = ""
        var resolved: String? = ""
        var parts: [String] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                pattern += text
                resolved? += text
            case .interpolation(let arguments, _):
                guard let first = arguments.first else {
                    pattern += "*"
                    resolved = nil
                    continue
                }
                parts.append(sourceText(of: first.value))
                guard arguments.count == 1 && first.label == nil else {
                    pattern += "*"
                    resolved = nil
                    continue
                }
                // `"\(A11y.cell)\(0)"`: a decimal integer literal interpolates as its digits, as text would.
                if let digits = ConstantTable.interpolatedText(ofIntegerLiteral: first.value) {
                    pattern += digits
                    resolved? += digits
                    continue
                }
                let part = classify(first.value, depth: depth + 1)
                pattern += patternPart(of: first.value, classified: part, depth: depth + 1)
                if let value = part.knownValue { resolved? += value } else { resolved = nil }
            }
        }
        return .interpolated(pattern: pattern, parts: parts, resolved: resolved)
    }

    func classifyName(_ name: String, expr: Expr, depth: Int) -> IdentifierSource {
        if let (binding, position) = lookupBinding(name) {
            switch binding {
            case .parameter, .enumPayload:
                return .parameter(name)   // an enum case's value was passed to the case's constructor
            case .local(let initializer?, true) where depth < CodeWalker.maximumFollowDepth:
                let source = readingBefore(position) { classify(initializer, depth: depth + 1) }
                if let value = source.staticValue { return .constant(path: name, value: value) }
                return source   // `let t = title` of a parameter: the parameter, unchanged
            case .oneOf(let values) where depth < CodeWalker.maximumFollowDepth:
                return choice(of: values, named: name, depth: depth + 1)
            case .caseOf(let type):
                // `for tab in Tab.allCases { robot.tap(tab) }`: one of the enum's cases.
                return caseOfStringEnum(type) ?? .variable(name)
            default:
                return .variable(name)
            }
        }
        if let constant = context.constants.lookup(name, from: typeName, in: file.path) ?? inheritedConstant(name) {
            if constant.value == nil, let fixed = fixedValueOfOwnProperty(name, depth: depth) { return fixed }
            return constantSource(constant, written: name)
        }
        if CodeWalker.xcuiIdentifierConstants.contains(name) { return .constant(path: name, value: nil) }
        if name == "rawValue", let rawValue = rawValueOfSelf() { return rawValue }
        if let type = currentType, let (binding, variable, member) = CodeWalker.propertyBinding(named: name[...], in: type) {
            // `var current: Tab = .home`, a property of a `String` enum's type: one of its cases.
            if let source = caseOfStringEnum(property: binding) { return source }
            // `verifyStatsLoaded(years)` where the enclosing type has `let years = [...]`.
            if depth < CodeWalker.maximumFollowDepth, let elements = CodeWalker.arrayLiteral(of: binding, variable) {
                return whereWritten(member, in: type) { choice(of: elements, named: name, depth: depth + 1) }
            }
            if let localized = localizedProperty(binding, variable, member, of: type, named: name, depth: depth) { return localized }
            if let choice = literalChoice(of: binding, variable, member, of: type, named: name, depth: depth) { return choice }
        }
        if let assigned = assignedChoice(ofField: name, depth: depth) { return assigned }
        if let requirement = protocolRequirement(name) { return requirement }
        if context.configuration.assumesUnresolvedConstants, isDeclaredNowhere(name) { return .constant(path: name, value: nil) }
        return .variable(name)
    }

    /// `pageAccessibilityIdentifier` of mullvad's `Page`: a stored `var` of the type walked, or of a class it
    /// inherits from, that the class and its subclasses set only to values known where they are written
    /// (`self.pageAccessibilityIdentifier = .loginView` in `LoginPage.init`): a choice among those
    /// (`FieldWrites`). Nil when one of them is built at run time, as the field then is.
    func assignedChoice(ofField name: String, depth: Int) -> IdentifierSource? {
        guard depth < CodeWalker.maximumFollowDepth, let start = currentType else { return nil }
        for type in context.index.classChain(from: start) {
            guard let (binding, variable, member) = CodeWalker.propertyBinding(named: name[...], in: type) else { continue }
            // The same for every reader, whichever walk asks first: worked out once for the field, at a
            // depth of its own (its values are fixed, `FieldWrites.isFixed`, and read no other field).
            return context.fieldWrites.source(of: type.qualifiedName + "." + name) {
                // A stored instance `var` (observers allowed), not kept by a property wrapper.
                guard !variable.isLet, !variable.header.isStatic, variable.header.attributes.isEmpty,
                      binding.accessors?.allSatisfy({ $0.kind == "willSet" || $0.kind == "didSet" }) ?? true,
                      let writes = FieldWrites.writes(ofField: name, declaredBy: member, binding: binding, in: type,
                                                      index: context.index, cache: context.fieldWrites) else { return nil }
                let source = CodeWalker.choice(among: writes.lazy.map { write in
                    self.whereWritten(write.member, in: write.type) { self.classify(write.value, depth: 1) }
                }, named: name)
                return source.isRuntime ? nil : source
            }
        }
        return nil
    }

    /// `var containerID: String { compact ? "analysis.compact" : "analysis.regular" }`, or a getter that
    /// returns a literal from each case of a `switch` (Gini's per-locale titles): a choice among those
    /// literals, as the same choice written in place is; nil when a value is anything but a literal text.
    func literalChoice(of binding: PatternBinding, _ variable: VariableDecl, _ member: Located<Decl>, of type: TypeInfo,
                       named name: String, depth: Int) -> IdentifierSource? {
        guard depth < CodeWalker.maximumFollowDepth, let getter = binding.getter, !mayBeOverridden(name, of: type, variable) else { return nil }
        var values: [Expr] = []
        func add(_ value: Expr) -> Bool {
            switch value.unwrapped.kind {
            case .ternary(_, let then, let otherwise): return add(then) && add(otherwise)
            case .string(let literal) where !literal.hasInterpolation: values.append(value.unwrapped); return true
            default: return false
            }
        }
        func returns(_ body: [Stmt]) -> Bool {
            if body.count == 1, case .expression(let value) = body[0] { return add(value) }
            var any = false
            for statement in body {
                switch statement {
                case .return(let value?, _): guard add(value) else { return false }; any = true
                case .switch(let choice):
                    for branch in choice.cases { guard returns(branch.body) else { return false } }
                    any = true
                case .if(let branches):
                    guard returns(branches.body), branches.elseBody.map(returns) ?? true else { return false }
                    any = true
                // Anything else (`guard`, a loop, a statement) may return something else or do more.
                default: return false
                }
            }
            return any
        }
        guard returns(getter), values.count > 1 else { return nil }
        return whereWritten(member, in: type) { choice(of: values, named: name, depth: depth + 1) }
    }

    /// `var doneString: String { NSLocalizedString("settings.done", comment: "") }`, or a `let` made so
    /// (PIA's screens), a property of the type walked: the app's localized text, a label, as the same
    /// call written in place is; nil for a property holding anything else.
    func localizedProperty(_ binding: PatternBinding, _ variable: VariableDecl, _ member: Located<Decl>, of type: TypeInfo,
                           named name: String, depth: Int) -> IdentifierSource? {
        guard depth < CodeWalker.maximumFollowDepth, variable.isLet || binding.accessors != nil,
              let value = binding.storedOrReturnedValue?.unwrapped,
              case .localized(let function, let key) = whereWritten(member, in: type, { localizedText(value, depth: depth + 1) ?? .variable(name) })
        else { return nil }
        return .localized(function: function, key: key)
    }

    /// `private var selectorID: String { sel.item.value }`, `let id = sel.item.value`, a property of
    /// the type walked: the one value it always has, when that is known where it is written (the
    /// constant table, which reads it without the type's instances, could not tell).
    func fixedValueOfOwnProperty(_ name: String, depth: Int) -> IdentifierSource? {
        guard depth < CodeWalker.maximumFollowDepth, let type = currentType,
              let (binding, variable, member) = CodeWalker.propertyBinding(named: name[...], in: type),
              let fixed = CodeWalker.fixedValue(of: binding, variable),
              !mayBeOverridden(name, of: type, variable) else { return nil }
        // A constant of the app's target kassios does not read (`identifiers.constants: assume`) too.
        switch whereWritten(member, in: type, { classify(fixed, depth: depth + 1) }) {
        case .literal(let value): return .constant(path: name, value: value)
        case .constant(_, let value): return .constant(path: name, value: value)
        default: return nil
        }
    }

    /// Whether a subclass may give the property another value: a class's property, not `final`
    /// nor private, that a class of the files inheriting from it declares again.
    func mayBeOverridden(_ name: String, of type: TypeInfo, _ variable: VariableDecl) -> Bool {
        guard type.kind == .class, !(type.primary?.value.header.has("final") ?? false),
              !variable.header.has("final"), !variable.header.has("private"), !variable.header.has("fileprivate") else { return false }
        return context.index.sortedTypes.contains { other in
            other !== type && other.kind == .class && CodeWalker.declares(name, in: other)
                && context.index.classChain(from: other).dropFirst().contains { $0 === type }
        }
    }

    /// The classes a type may inherit from outside the linted files without inheriting a value
    /// an identifier could be read from.
    static let rootsWithoutValues: Set<String> = ["XCTestCase", "KassTestCase", "KassScreen", "ScreenObject", "NSObject"]

    /// Whether a bare name (not a local or a parameter: `lookup` found none) can only be a global
    /// of a file kassios does not read, such as Simplenote's `let uidNavBar_AllNotes = "All Notes"`
    /// in the app's target, which `identifiers.constants: assume` takes for a constant as it does
    /// `UID.Button.newNote`: no global or property of the linted files has the name, and the type
    /// walked inherits it from no class of another module (whose property it may be).
    func isDeclaredNowhere(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        for member in context.index.topLevel {
            if case .variable(let variable) = member.value, variable.bindings.binds(name) { return false }
        }
        guard var type = currentType else { return true }
        for _ in 0..<16 {
            if CodeWalker.declares(name, in: type) { return false }
            guard let superclass = type.superclass else { return true }
            guard let resolved = superclass.resolved else { return CodeWalker.rootsWithoutValues.contains(superclass.written.baseName) }
            type = resolved
        }
        return false
    }

    /// In a protocol's extension, a requirement of the protocol (`static var rootElementID: String
    /// { get }`, read as `Self.rootElementID` or bare): what each type of the linted files adopting
    /// the protocol declares it as (`static let rootElementID = "chats"`), one of them wherever it
    /// is read. Nil unless every adopting type declares it as a constant kassios can read (or one
    /// read off a type the linted files do not declare, as a query may name one), and at least one
    /// adopts it: a value worked out at run time in one of them is one the read may see.
    func protocolRequirement(_ name: String) -> IdentifierSource? {
        guard let type = currentType, type.kind == .protocol, CodeWalker.requires(name, in: type) else { return nil }
        var sources: [IdentifierSource] = []
        for adopter in context.index.adopters(of: type) {
            // The nearest declaration up its chain of classes (`final class FeedScreen: Base, Rooted {}`
            // has `Base`'s); none: the protocol's extension gives it.
            var declaring: TypeInfo? = adopter
            for _ in 0..<16 {
                guard let current = declaring, !CodeWalker.declares(name, in: current) else { break }
                declaring = current.superclass?.resolved
            }
            guard let declaring else { continue }
            // A value read off a type of the app's target (`RobotIdentifier.list.rawValue`) is a
            // constant as it is where a query names it, unless the configuration says otherwise.
            guard let constant = context.constants.constant(atKey: ConstantTable.dotted(Substring(declaring.qualifiedName), name)),
                  case .constant = constantSource(constant, written: name) else { return nil }
            sources.append(.constant(path: constant.path, value: constant.value))
        }
        return sources.isEmpty ? nil : CodeWalker.choice(among: sources, named: "Self." + name)
    }

    /// Whether a protocol declares the property `name` as a requirement (with `{ get }`, no body).
    static func requires(_ name: String, in proto: TypeInfo) -> Bool {
        guard let declaration = proto.primary?.value else { return false }
        return declaration.members.contains { member in
            guard case .variable(let variable) = member, variable.bindings.binds(name) else { return false }
            var isRequirement = false
            variable.bindings.forEach { binding in
                if binding.name == name, binding.initializer == nil, binding.accessors?.allSatisfy({ $0.body == nil }) == true { isRequirement = true }
            }
            return isRequirement
        }
    }

    /// A value of `type` when that is a `String` enum of the linted files (`enum Tab: String`):
    /// one of its cases, each raw value a literal, so no identifier built at runtime whatever
    /// case it holds. A type the linted files do not declare (the app target's), when the
    /// loop over its `allCases` says it is an enum, is assumed to be one as constants are;
    /// `unseen: false` leaves such a type alone.
    func caseOfStringEnum(_ type: TypeSyntax, unseen: Bool = true) -> IdentifierSource? {
        let name = type.baseName
        guard let found = context.index.resolveType(name, from: typeName) else {
            // `AppTab.allCases`; `dataSource.allCases` is a value's property, whatever it holds.
            guard unseen, context.configuration.assumesUnresolvedConstants,
                  name.unicodeScalars.first?.properties.isUppercase == true else { return nil }
            return .constant(path: name, value: nil)
        }
        return found.isStringEnum ? .constant(path: found.qualifiedName, value: nil) : nil
    }

    /// A property declared with a `String` enum of the linted files as its type (`var current: Tab`).
    func caseOfStringEnum(property binding: PatternBinding) -> IdentifierSource? {
        binding.type.flatMap { caseOfStringEnum($0, unseen: false) }
    }

    /// `rawValue` (or `self.rawValue`) in a member of a `String` enum: one of its cases' raw
    /// values, all literals (`enum Elements: String { case done = "Done" … }`, the static-enum
    /// page); in `switch self { case .done: … }`, that case's.
    func rawValueOfSelf() -> IdentifierSource? {
        guard let typeName, let type = currentType, type.isStringEnum else { return nil }
        if let caseName = caseOfSelf, let constant = context.constants.constant(atKey: ConstantTable.dotted(Substring(typeName), caseName)),
           let value = constant.value {
            return .constant(path: constant.path, value: value)
        }
        return .constant(path: ConstantTable.dotted(Substring(typeName), "rawValue"), value: nil)
    }

    /// The identifiers XCUIAutomation itself declares, of a window's standard buttons.
    static let xcuiIdentifierConstants: Set<String> = [
        "XCUIIdentifierCloseWindow", "XCUIIdentifierMinimizeWindow", "XCUIIdentifierZoomWindow", "XCUIIdentifierFullScreenWindow",
    ]

    func classifyMember(_ expr: Expr, depth: Int) -> IdentifierSource {
        guard var path = ConstantTable.referencePath(expr) else {
            // GetSmart's `GameResultsScreen().identifier`, a property of the type made that is a constant
            // (`override var identifier: String { return "Your Score" }`, or a `let`).
            if case .member(let name, let made) = expr.kind {
                if let constant = instanceConstant(of: made, member: Substring(name)) { return constantSource(constant, written: sourceText(of: expr)) }
                if let value = computedText(of: made, member: name) { return .constant(path: sourceText(of: expr), value: value) }
            }
            // `makeID().value`, `ids[0].name`: whatever the base is, it is computed.
            if let root = rootCall(of: expr) { return .call(root) }
            if let source = rawValueOfOptionalProperty(expr, depth: depth) { return source }
            return .variable(sourceText(of: expr))
        }
        if path.hasSuffix(".rawValue") {
            path.removeLast(".rawValue".count)
        } else if let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")), context.constants.returnsRawValue(path[path.utf8.index(after: dot)...]) {
            if let own = valueOfOwnProperty(path, dot: dot, depth: depth) { return own }
            if !path[..<dot].utf8.contains(UInt8(ascii: ".")), let binding = lookup(String(path[..<dot])) {
                // `screen.id` of a parameter whose enum declares `id` (`{ return rawValue }`): one of its cases.
                if let choice = computedChoice(path, dot: dot, of: binding, depth: depth) { return choice }
                // `element.accessibilityIdentifier` of a generic `element: T`: the property each call site
                // passes, which a case's enum may declare itself (Tangem's `switch self { case .title:
                // AuthAccessibilityIdentifiers.title … }`) rather than take its protocol's `rawValue`.
                // Only a requirement of the parameter's protocol is dispatched to the enum's own; a property
                // only a protocol extension declares is the extension's, `rawValue`, whatever the enum has.
                let member = path[path.utf8.index(after: dot)...]
                if case .parameter(let type?) = binding, requires(member, ofGeneric: type),
                   let parameter = memberOfGenericParameter(String(path[..<dot]), binding, member: member) {
                    return parameter
                }
            } else if !path[..<dot].utf8.contains(UInt8(ascii: ".")), let type = currentType,
                      let (property, _, _) = CodeWalker.propertyBinding(named: path[..<dot], in: type), let declared = property.type,
                      let choice = computedChoice(path, dot: dot, of: .parameter(declared), depth: depth) {
                // `page.identifier` of a property `let page: PageID`, whose enum declares `identifier`
                // (`{ rawValue }`): one of its cases, as of a parameter of that type.
                return choice
            }
            path = String(path[..<dot])
        } else if let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")), context.constants.switchesOverSelf(path[path.utf8.index(after: dot)...]),
                  let own = valueOfOwnProperty(path, dot: dot, depth: depth) {
            return own
        }
        if path.hasPrefix(".") { return .constant(path: path, value: nil) }   // `.submit`: a static member
        // Dots found in the bytes: a path is names and dots, and this runs for every identifier.
        var firstDot = path.utf8.firstIndex(of: UInt8(ascii: "."))
        let isDotted = firstDot != nil
        var root = firstDot.map { String(path[..<$0]) } ?? path
        if case .member(_, let base) = expr.kind, case .identifier("self") = base.kind, !isDotted {
            return classifyName(path, expr: expr, depth: depth)
        }
        if case .member(_, let base) = expr.kind, case .identifier("Self") = base.kind, !isDotted, lookup(path) == nil,
           context.constants.lookup(path, from: typeName, in: file.path) == nil {
            if let requirement = protocolRequirement(path) { return requirement }
            // `Self.titleString` of `static let titleString = NSLocalizedString(…)`: a label.
            if let type = currentType, let (binding, variable, member) = CodeWalker.propertyBinding(named: path[...], in: type),
               let localized = localizedProperty(binding, variable, member, of: type, named: path, depth: depth) {
                return localized
            }
        }
        let written = path
        if let binding = lookup(root) {
            guard let dot = firstDot else { return classifyName(path, expr: expr, depth: depth) }
            if case .local(let initializer?, true) = binding, let type = ConstantTable.metatype(initializer) {
                // `let p = A11y.Prefs.self; p.general`: the type's constant.
                path = type + path[dot...]
            } else {
                // `let screen = SettingsScreen(); screen.upButtonID`: an instance `let` of the type made.
                if case .local(let initializer?, _) = binding,
                   let constant = instanceConstant(of: initializer, member: path[path.utf8.index(after: dot)...]) {
                    return constantSource(constant, written: path)
                }
                if let choice = computedChoice(path, dot: dot, of: binding, depth: depth) { return choice }
                if let field = selectorField(path, depth: depth) { return field }
                if let parameter = memberOfGenericParameter(root, binding, member: path[path.utf8.index(after: dot)...]) { return parameter }
                if let branches = memberOfEachBranch(binding, member: path[dot...], named: path, depth: depth) { return branches }
                // `let user = TestUser.primary; user.name`: read as `TestUser.primary.name` written in place.
                guard let aliased = aliasedPath(binding, depth: depth) else { return .variable(path) }
                path = aliased + path[dot...]
            }
        } else {
            // `IDs.general` where `static let prefs = A11y.Prefs.self` and `general = prefs.general`…
            path = context.constants.resolvingMetatypeAlias(path, from: typeName, in: file.path)
            if path == written, isDotted, let throughMetatype = pathThroughGenericMetatype(path) { path = throughMetatype }
        }
        if path != written {
            firstDot = path.utf8.firstIndex(of: UInt8(ascii: "."))
            root = firstDot.map { String(path[..<$0]) } ?? path
        }
        let constant = context.constants.lookup(path, from: typeName, in: file.path)
        // SwiftGen's strings (`L10n.Login.title`, Element X's `ElementL10n.actionCancel`) are the app's localized
        // text, a label, whether its `Strings.swift` is linted (`L10n.tr("Localizable", "login.title")`) or not;
        // a text of the files' own enum so named is read as it declares.
        if firstDot != nil, CodeWalker.isSwiftGenStrings(Substring(root)), constant?.value == nil {
            return .localized(function: root, key: path)
        }
        if let constant {
            return constantSource(constant, written: written)
        }
        if firstDot != nil {
            switch constantThroughInstances(path) {
            case .constant(let constant)?: return constantSource(constant, written: written)
            case .unseen?:
                guard context.configuration.assumesUnresolvedConstants else {
                    return .expression("\(path), a reference kassios cannot resolve in the linted files (identifiers.constants: strict)")
                }
                return .constant(path: path, value: nil)
            case nil: break
            }
        }
        // A qualified reference to a type the linted files do not declare lives in the
        // app target: assumed to be a constant. A lowercase root is a value, not a type.
        if let first = root.unicodeScalars.first, first.properties.isUppercase || root == "Self",
           !CodeWalker.runtimeSystemTypes.contains(root) {
            if context.index.resolveType(root, from: typeName) == nil || root == "Self" {
                guard context.configuration.assumesUnresolvedConstants else {
                    return .expression("\(path), a reference kassios cannot resolve in the linted files (identifiers.constants: strict)")
                }
                return .constant(path: path, value: nil)
            }
        }
        // Through a property of the enclosing type: `let settings = SettingsScreen()` in a test class.
        if let firstDot, let typeName, let made = storedInitializer(named: root, in: typeName),
           let constant = instanceConstant(of: made, member: path[path.utf8.index(after: firstDot)...]) {
            return constantSource(constant, written: written)
        }
        if let field = selectorField(path, depth: depth) { return field }
        // `current.rawValue` of a property `var current: Tab`, a `String` enum: one of its cases.
        if firstDot == nil, expr.memberName == "rawValue", let type = currentType,
           let (binding, _, _) = CodeWalker.propertyBinding(named: path[...], in: type), let source = caseOfStringEnum(property: binding) {
            return source
        }
        // `pageID.rawValue` of a stored `var pageID: PageID?` that each page sets to one of its cases.
        if firstDot == nil, expr.memberName == "rawValue", lookup(path) == nil, let assigned = assignedChoice(ofField: path, depth: depth) {
            return assigned
        }
        // `verifyStatsLoaded(Expected.years)` where `enum Expected { static let years = [...] }`.
        if firstDot != nil, depth < CodeWalker.maximumFollowDepth, let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")),
           let type = context.index.resolveType(String(path[..<dot]), from: typeName),
           let (elements, member) = CodeWalker.arrayLiteral(ofLet: path[path.utf8.index(after: dot)...], in: type) {
            return whereWritten(member, in: type) { choice(of: elements, named: written, depth: depth + 1) }
        }
        // `A11y.Root.view` where `static let view = wrap("View")`: a call's result, worked out when
        // the program runs unless a factory of the suite makes it of constants; the finding names the call.
        if firstDot != nil, let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")),
           let type = context.index.resolveType(String(path[..<dot]), from: typeName),
           let (binding, variable, member) = CodeWalker.propertyBinding(named: path[path.utf8.index(after: dot)...], in: type),
           variable.isLet, let initializer = binding.initializer?.unwrapped {
            // `static let title = NSLocalizedString("login.title", comment: "")`: a label, read where written.
            if depth < CodeWalker.maximumFollowDepth,
               case .localized(let function, let key) = whereWritten(member, in: type, { localizedText(initializer, depth: depth + 1) ?? .variable(written) }) {
                return .localized(function: function, key: key)
            }
            // `static let View = wrapIdentifier("View")`, where the suite's factory makes a string of its
            // arguments and its type's name: known before the program runs (`IdentifierFactories`).
            if depth < CodeWalker.maximumFollowDepth {
                let made = whereWritten(member, in: type) {
                    factoryValue(of: initializer, callerType: type, depth: depth + 1).map { .constant(path: path, value: $0) } ?? .variable(written)
                }
                if case .constant = made { return made }
            }
            if let call = CodeWalker.callMaking(initializer) { return .call(call + ", the value of " + written) }
        }
        return .variable(written)
    }

    /// The call a value is (`wrap("View")`: `wrap()`, `"a".uppercased()`: `uppercased()`, named as
    /// `callDescription` names one); nil for any other value.
    static func callMaking(_ value: Expr) -> String? {
        guard case .call(let callee, let arguments, _) = value.kind,
              let callName = ConstantTable.referencePath(callee) ?? callee.memberName else { return nil }
        if arguments.allSatisfy({ $0.label == nil }) { return callName + "()" }
        return callName + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// `let status = on ? sel.on : sel.off; status.value`: the member of each branch's value, when
    /// each is a path kassios resolves (`sel.on.value`, `sel.off.value`); nil otherwise.
    func memberOfEachBranch(_ binding: Scope.Binding, member: Substring, named name: String, depth: Int) -> IdentifierSource? {
        guard depth < CodeWalker.maximumFollowDepth, case .local(let initializer?, true) = binding,
              case .ternary(_, let then, let otherwise) = initializer.kind else { return nil }
        var sources: [IdentifierSource] = []
        for branch in [then, otherwise] {
            guard let path = ConstantTable.referencePath(branch), !path.hasPrefix(".") else { return nil }
            let root = path.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? path
            guard lookup(root) == nil else { return nil }
            let full = path + member
            let constant: ConstantTable.Constant?
            if let found = context.constants.lookup(full, from: typeName, in: file.path) {
                constant = found
            } else if case .constant(let found)? = constantThroughInstances(full) {
                constant = found
            } else {
                constant = nil
            }
            guard let constant, let value = constant.value else { return nil }
            sources.append(.constant(path: full, value: value))
        }
        return CodeWalker.choice(among: sources, named: name)
    }

    /// The path a local `let` stands for, when it is made with a reference that no local name
    /// begins (`let user = TestUser.primary`): a member read through it is what the same member
    /// read through that path, written in place, is.
    func aliasedPath(_ binding: Scope.Binding, depth: Int) -> String? {
        guard depth < CodeWalker.maximumFollowDepth, case .local(let initializer?, true) = binding,
              let path = ConstantTable.referencePath(initializer), !path.hasPrefix(".") else { return nil }
        let root = path.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(path[..<$0]) } ?? path
        return lookup(root) == nil ? path : nil
    }

    /// `element.accessibilityIdentifier` of a parameter typed with a generic parameter of its
    /// function or type (Falcon's `UIElementPage<T: UIElement>`, whose protocol is the app's), or
    /// with `some P` or `any P`: an element's descriptor, whose property kassios cannot read here,
    /// so what the caller passes decides it: `.parameter("element.accessibilityIdentifier")`, and
    /// each call site is checked for that property of its argument (`Wrapper.memberRead`). So is a
    /// selector table's identifier field. Another property of a parameter of a concrete type
    /// (`user: User`) is test data: it stays a variable.
    func memberOfGenericParameter(_ name: String, _ binding: Scope.Binding, member: Substring) -> IdentifierSource? {
        guard case .parameter(let type?) = binding, !member.utf8.contains(UInt8(ascii: ".")) else { return nil }
        if type.text.hasPrefix("some ") || type.text.hasPrefix("any ") { return .parameter(name + "." + member) }
        // Of a type the files do not declare (a protocol of the app's), and not XCUITest's own (an
        // `XCUIElement`'s identifier is read off the element found): UIKit's own name for it (Falcon's
        // `init(root: UIElement)`), or DropBit's `pageElement.identifier` of `AccessiblePageElement`, a type
        // named for the elements it describes (Passepartout's `info.id` of `AccessibilityInfo` too).
        if context.index.resolveType(type.baseName, from: typeName) == nil, !type.baseName.hasPrefix("XCUI"),
           member == "accessibilityIdentifier" || ((member == "identifier" || member == "id") && Self.namesAnElementDescriptor(type.baseName)) {
            return .parameter(name + "." + member)
        }
        // A selector table's identifier field (`sel.value` of `_ sel: Selector`): checked where the
        // selector is made, and at each call for what the caller passes.
        if context.identifierFields[type.baseName]?.contains(String(member)) == true { return .parameter(name + "." + member) }
        var generics: [String?] = []
        if case .function(let function)? = self.member { generics.append(function.genericParameters) }
        generics.append(currentType?.primary?.value.genericParameters)
        let typeName = type.baseName
        return generics.contains { $0.map { GenericClause.parameterNames(in: $0).contains(typeName) } ?? false }
            ? .parameter(name + "." + member) : nil
    }

    /// `AccessiblePageElement`, `UIElement`, `ScreenIdentifier`, `PageID`: a type named for the elements
    /// it describes or the identifiers it holds.
    static func namesAnElementDescriptor(_ name: String) -> Bool {
        name.hasSuffix("Element") || name.hasSuffix("Identifier") || name.hasSuffix("Identifiers") || name.hasSuffix("ID")
            || name.hasSuffix("IDs") || name.hasPrefix("Accessib")
    }

    /// Whether the protocols a parameter's type is constrained to (`T` of `<T: UIElement>` in the
    /// function's or the type's clause, or `some UIElement`) require `member` (`var
    /// accessibilityIdentifier: String { get }` in `protocol UIElement`, or one it refines), so that
    /// a conforming type's own declaration is the one read through it.
    func requires(_ member: Substring, ofGeneric type: TypeSyntax) -> Bool {
        var text = Substring(type.text)
        for prefix in ["some ", "any "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        var constraints: [Substring] = [text]
        if !text.contains("&") {
            var clauses: [String] = []
            if case .function(let function)? = self.member, let clause = function.genericParameters { clauses.append(clause) }
            if let clause = currentType?.primary?.value.genericParameters { clauses.append(clause) }
            for clause in clauses {
                for entry in clause.dropFirst().dropLast().split(separator: ",") {
                    let parts = entry.split(separator: ":", maxSplits: 1)
                    if parts.count == 2, parts[0].trimmingWhitespace() == text { constraints = [parts[1]] }
                }
            }
        }
        var pending = constraints.flatMap { $0.split(separator: "&").map { $0.trimmingWhitespace() } }
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, seen.count < 16,
                  let declared = context.index.resolveType(name, from: typeName), declared.kind == .protocol,
                  let declaration = declared.primary?.value else { continue }
            for case .variable(let variable) in declaration.members where variable.bindings.contains(where: { $0.name.map { $0[...] == member } ?? false }) {
                return true
            }
            pending += declaration.inheritance.map(\.baseName)
        }
        return false
    }

    /// `maybe!.rawValue`, `current?.rawValue`, of an optional property of the enclosing type
    /// declared with a `String` enum of the linted files (`var maybe: Tab?`): one of its cases; or of
    /// one that the class and its subclasses set only to values known where they are written.
    func rawValueOfOptionalProperty(_ expr: Expr, depth: Int) -> IdentifierSource? {
        guard case .member("rawValue", let base) = expr.kind, case .postfix(let unwrap, let operand) = base.kind,
              unwrap == "!" || unwrap == "?", let name = ConstantTable.referencePath(operand) else { return nil }
        // `Self.page!.rawValue` of `static let page: ID? = .login`, `A11y.page!.rawValue`: the constant's case.
        if lookup(String(name.prefix { $0 != "." })) == nil, let constant = context.constants.lookup(name, from: typeName, in: file.path),
           constant.value != nil || constant.aliasesUnresolvedReference {
            return constantSource(constant, written: name)
        }
        guard !name.utf8.contains(UInt8(ascii: ".")), lookup(name) == nil, let type = currentType else { return nil }
        if let (binding, _, _) = CodeWalker.propertyBinding(named: name[...], in: type), let source = caseOfStringEnum(property: binding) {
            return source
        }
        return assignedChoice(ofField: name, depth: depth)
    }

    /// The elements of the array literal a type's `let` is made with (`static let years =
    /// ["stats.2019", "stats.2020"]`): a constant list of identifiers, which a wrapper that
    /// loops over its parameter is called with.
    static func arrayLiteral(ofLet name: Substring, in type: TypeInfo) -> (elements: [Expr], member: Located<Decl>)? {
        guard let (binding, variable, member) = propertyBinding(named: name, in: type),
              let elements = arrayLiteral(of: binding, variable) else { return nil }
        return (elements, member)
    }

    /// The elements of the array literal `binding` is made with, when its declaration is a `let`.
    static func arrayLiteral(of binding: PatternBinding, _ variable: VariableDecl) -> [Expr]? {
        guard variable.isLet, let initializer = binding.initializer, case .array(let elements) = initializer.kind else { return nil }
        return elements
    }

    /// What a property always gives: a `let`'s value, or the expression a get-only computed
    /// property returns; nil for a `var` that can be set, and a `let` set in an initializer.
    static func fixedValue(of binding: PatternBinding, _ variable: VariableDecl) -> Expr? {
        if variable.isLet { return binding.initializer }
        guard binding.initializer == nil, let accessors = binding.accessors, accessors.allSatisfy({ $0.kind == "get" }) else { return nil }
        return binding.getter.flatMap(Stmt.returnedValue(of:))
    }

    /// The first property of `type` named `name` (a static one or not), with its declaration.
    static func propertyBinding(named name: Substring, in type: TypeInfo) -> (PatternBinding, VariableDecl, Located<Decl>)? {
        for member in type.members {
            guard case .variable(let variable) = member.value,
                  let binding = variable.bindings.first(where: { $0.name.map { $0[...] == name } ?? false }) else { continue }
            return (binding, variable, member)
        }
        return nil
    }

    /// `body` read where `member` of `type` is written: in its file (whose bytes a finding
    /// quotes) and type, with none of the local names here in scope.
    func whereWritten(_ member: Located<Decl>, in type: TypeInfo, _ body: () -> IdentifierSource) -> IdentifierSource {
        let here = (file: file, typeName: typeName)
        if member.file !== file { file = member.file }
        if typeName != type.qualifiedName { typeName = type.qualifiedName }
        defer {
            if file !== here.file { file = here.file }
            if typeName != here.typeName { typeName = here.typeName }
        }
        return withoutLocals(body)
    }

    /// `AuthScreenElement.title.accessibilityIdentifier` where the enum declares that property
    /// itself rather than taking its protocol's `rawValue` (`var accessibilityIdentifier: String
    /// { switch self { case .title: A11y.Auth.title … } }`): the value its `switch` gives the case
    /// (read at run time when kassios cannot tell). Nil when the enum does not declare it.
    func valueOfOwnProperty(_ path: String, dot: String.Index, depth: Int) -> IdentifierSource? {
        let casePath = path[..<dot]
        guard let caseDot = casePath.utf8.lastIndex(of: UInt8(ascii: ".")),
              let type = context.index.resolveType(String(casePath[..<caseDot]), from: typeName) else { return nil }
        let property = path[path.utf8.index(after: dot)...]
        let caseName = casePath[casePath.utf8.index(after: caseDot)...]
        guard let (binding, _, member) = CodeWalker.propertyBinding(named: property, in: type) else { return nil }
        /// `case .close: rawValue`, or godtools' `var id: String { rawValue }`: the case's raw value.
        func rawValue() -> IdentifierSource? {
            guard let constant = context.constants.constant(atKey: ConstantTable.dotted(Substring(type.qualifiedName), String(caseName))),
                  constant.value != nil else { return nil }
            return constantSource(constant, written: path)
        }
        if depth < CodeWalker.maximumFollowDepth, let getter = binding.getter, let value = Stmt.returnedValue(of: getter),
           value.unwrapped.kind.isRawValueOfSelf, let raw = rawValue() {
            return raw
        }
        guard depth < CodeWalker.maximumFollowDepth, let getter = binding.getter, getter.count == 1,
              case .switch(let switchStatement) = getter[0], ScopedWalker.isSelf(switchStatement.subject) else { return .variable(path) }
        func names(_ pattern: Expr) -> Bool {
            switch pattern.kind {
            case .implicitMember(let name): return name[...] == caseName
            case .call(let callee, _, _): return names(callee)   // `.section(let index)`
            default: return false
            }
        }
        // The case's own branch, else `default:` when no branch names the case.
        let named = switchStatement.cases.first { $0.patterns.contains(where: names) }
        guard let matching = named ?? switchStatement.cases.first(where: { $0.patterns.isEmpty }),
              named.map({ $0.patterns.allSatisfy { pattern in if case .implicitMember = pattern.kind { return true } else { return false } } }) ?? true,
              let value = Stmt.returnedValue(of: matching.body) else { return .variable(path) }
        if value.kind.isRawValueOfSelf, let raw = rawValue() { return raw }
        return whereWritten(member, in: type) { classify(value, depth: depth + 1) }
    }

    /// The instance `let` `member` of the type `made` makes (`SettingsScreen()`), when the
    /// linted files declare both.
    func instanceConstant(of made: Expr, member: Substring) -> ConstantTable.Constant? {
        guard !member.contains("."), case .call(let callee, _, _) = made.unwrapped.kind, case .identifier(let written) = callee.kind,
              let type = context.index.resolveType(written, from: typeName) else { return nil }
        return context.constants.constant(atKey: ConstantTable.dotted(Substring(type.qualifiedName), String(member)))
    }

    /// The text the instance property `member` of the type `made` makes gives, when its getter (the
    /// nearest class's, an override first) returns a string literal: `"Your Score"` for GetSmart's
    /// `GameResultsScreen().identifier`. Nil otherwise.
    func computedText(of made: Expr, member: String) -> String? {
        guard case .call(let callee, let arguments, _) = made.unwrapped.kind, arguments.isEmpty, case .identifier(let written) = callee.kind,
              let type = context.index.resolveType(written, from: typeName) else { return nil }
        for declaring in context.index.classChain(from: type) {
            guard let (binding, variable, _) = CodeWalker.propertyBinding(named: member[...], in: declaring) else { continue }
            guard !variable.header.isStatic, let getter = binding.getter, let value = Stmt.returnedValue(of: getter),
                  case .string(let literal) = value.unwrapped.kind else { return nil }
            return literal.staticValue
        }
        return nil
    }

    /// `runner.scenario.openSettingsTapped`, where a property of the enclosing type holds an
    /// `ApplicationRunner<DeniedScenario>` (declared so, or made so) and the runner's `var scenario:
    /// Scenario.Type { Scenario.self }` gives its generic argument: `DeniedScenario.openSettingsTapped`,
    /// a static member (NHS COVID-19's tests). Nil for any other path.
    func pathThroughGenericMetatype(_ path: String) -> String? {
        // Most paths start with a type (`A11y.Login.email`): a property's name starts in lower case.
        guard let first = path.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
              path.utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count >= 2 else { return nil }
        let parts = path.split(separator: ".", maxSplits: 2)
        guard parts.count == 3, let holder = currentType,
              let (binding, _, member) = CodeWalker.propertyBinding(named: parts[0], in: holder) else { return nil }
        // The holder's type as written: `ApplicationRunner<DeniedScenario>`, declared or made.
        var written = binding.type?.text
        if written == nil, let made = binding.initializer?.unwrapped, case .call(let callee, _, _) = made.kind,
           case .identifier = callee.kind, made.location.offset < made.endOffset, made.endOffset <= member.file.bytes.count {
            let text = String(decoding: member.file.bytes[made.location.offset..<made.endOffset], as: UTF8.self)
            written = text.firstIndex(of: "(").map { String(text[..<$0]) }
        }
        guard let written, written.hasSuffix(">"), let type = context.index.resolveType(String(written.prefix { $0 != "<" }), from: typeName),
              let clause = type.primary?.value.genericParameters,
              let (property, _, _) = CodeWalker.propertyBinding(named: parts[1], in: type) else { return nil }
        // The generic parameter whose metatype the property gives: `Scenario.Type`, or a getter of `Scenario.self`.
        var given: String?
        if let declared = property.type?.text, declared.hasSuffix(".Type") {
            given = String(declared.dropLast(".Type".count))
        } else if let value = property.getter.flatMap(Stmt.returnedValue(of:)), case .member("self", let base) = value.kind,
                  case .identifier(let name) = base.kind {
            given = name
        }
        guard let given, let argument = GenericClause.argument(for: given, declaredIn: clause, writtenAs: written) else { return nil }
        return argument + "." + parts[2]
    }

    /// The value a stored `let` of the type is made with.
    func storedInitializer(named name: String, in typeName: String) -> Expr? {
        for member in context.index.types[typeName]?.members ?? [] {
            guard case .variable(let variable) = member.value, variable.isLet, !variable.header.isStatic else { continue }
            if let binding = variable.bindings.first(where: { $0.name == name }) { return binding.initializer }
        }
        return nil
    }

    /// A constant the enclosing type inherits (through the first type it inherits from, up to
    /// eight levels), instance ones included: a test case reading `getCategory()` that `extension
    /// XCTestCase` declares. The nearest declaration wins: an override that is no constant hides it.
    func inheritedConstant(_ path: String) -> ConstantTable.Constant? {
        let lastName = path.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(path[path.utf8.index(after: $0)...]) } ?? path
        guard context.constants.mayDeclareMember(lastName) else { return nil }
        // The name the type itself would declare: `getTag` of `getTag()`, `IDs` of `IDs.submit`.
        var name = Substring(path)
        if let dot = name.firstIndex(of: ".") { name = name[..<dot] }
        if name.hasSuffix("()") { name = name.dropLast(2) }
        var type = typeName.flatMap { context.index.types[$0] }
        for _ in 0..<8 {
            guard let current = type, !CodeWalker.declares(String(name), in: current),
                  let parentType = current.superclass?.resolved, parentType !== current else { return nil }
            if let constant = context.constants.constant(atKey: ConstantTable.dotted(Substring(parentType.qualifiedName), path)) { return constant }
            type = parentType
        }
        return nil
    }

    /// Whether `type` declares a property, function or enum case `name` itself.
    static func declares(_ name: String, in type: TypeInfo) -> Bool {
        type.members.contains { member in
            switch member.value {
            case .variable(let variable): return variable.bindings.binds(name)
            case .function(let function): return function.name == name
            case .enumCase(let enumCase): return enumCase.elements.contains { $0.name == name }
            default: return false
            }
        }
    }

    /// The system's types whose members are values of the running device or test, never constants
    /// of the app target: `UIDevice.current.name`, `ProcessInfo.processInfo.environment`.
    static let runtimeSystemTypes: Set<String> = [
        "UIDevice", "XCUIDevice", "ProcessInfo", "Locale", "TimeZone", "Calendar", "Date", "NSDate", "UUID", "Bundle",
        "UserDefaults", "FileManager", "UIScreen", "UIApplication", "UIPasteboard", "Host",
        "NSLocale", "NSTimeZone", "NSCalendar", "NSUUID", "NSUserDefaults", "NSProcessInfo", "NSBundle", "NSFileManager",
    ]

    /// Whether the enum `type` declares a case named `name`.
    static func declaresCase(_ name: Substring, in type: TypeInfo) -> Bool {
        type.members.contains { member in
            guard case .enumCase(let enumCase) = member.value else { return false }
            return enumCase.elements.contains { $0.name[...] == name }
        }
    }

    /// A constant of the linted files: its value, or an alias of an app-target constant
    /// (assumed, unless `identifiers.constants: strict`), or a variable.
    func constantSource(_ constant: ConstantTable.Constant, written: String) -> IdentifierSource {
        if let value = constant.value { return .constant(path: constant.path, value: value) }
        guard constant.aliasesUnresolvedReference else { return .variable(written) }
        guard context.configuration.assumesUnresolvedConstants else {
            return .expression("\(written), a reference kassios cannot resolve in the linted files (identifiers.constants: strict)")
        }
        return .constant(path: constant.path, value: nil)
    }

    /// What a part of an interpolation or a concatenation stands for in its pattern: its value; for
    /// a choice (`count == 1 ? "reply" : "replies"`, `compact ? "grid.\(i)" : "list.\(i)"`), the
    /// text its alternatives share around a `*` ("repl*", "*.*"), which matches each of them and
    /// keeps the words a label is read by; else its own pattern (`IdentifierSource.patternPart`).
    func patternPart(of expr: Expr, classified: IdentifierSource, depth: Int) -> String {
        if let value = classified.knownValue { return value }
        if let alternatives = alternativePatterns(of: expr, depth: depth), alternatives.count > 1 {
            return CodeWalker.glob(matching: alternatives)
        }
        return classified.patternPart
    }

    /// The pattern of each value a choice may give: a ternary's branches, a `let` set from one, a
    /// `let` set on each path (`Binding.oneOf`), at any depth; nil for an expression that is no choice.
    func alternativePatterns(of expr: Expr, depth: Int) -> [String]? {
        guard depth < CodeWalker.maximumFollowDepth else { return nil }
        let choices: [Expr]
        switch expr.kind {
        case .ternary(_, let then, let otherwise):
            choices = [then, otherwise]
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return alternativePatterns(of: elements[0].value, depth: depth + 1)
        case .identifier(let name):
            switch lookup(name) {
            case .local(let initializer?, true)?: return alternativePatterns(of: initializer, depth: depth + 1)
            case .oneOf(let values)?: choices = values
            default: return nil
            }
        default:
            return nil
        }
        var patterns: [String] = []
        for choice in choices {
            if let nested = alternativePatterns(of: choice, depth: depth + 1) {
                patterns += nested
            } else {
                patterns.append(classify(choice, depth: depth + 1).patternPart)
            }
        }
        return patterns
    }

    /// The text every value starts with, `*`, and the text every value ends with (no more of it than
    /// the shortest value leaves after the start): `["reply", "replies"]` gives "repl*". Values that
    /// are patterns themselves (`["grid.*", "list.*"]`, "*.*") are matched by it too, as `*` matches
    /// whatever stood between.
    static func glob(matching values: [String]) -> String {
        guard var prefix = values.first.map(Array.init) else { return "*" }
        for value in values.dropFirst() {
            prefix = Array(zip(prefix, value).prefix { $0 == $1 }.map(\.0))
        }
        let shortest = values.map(\.count).min() ?? 0
        guard var suffix = values.first.map({ Array($0.reversed()) }) else { return "*" }
        for value in values.dropFirst() {
            suffix = Array(zip(suffix, value.reversed()).prefix { $0 == $1 }.map(\.0))
        }
        suffix = Array(suffix.prefix(max(0, shortest - prefix.count)))
        return String(prefix) + "*" + String(suffix.reversed())
    }

    func classifySequence(_ elements: [Expr], depth: Int) -> IdentifierSource {
        // `index + 1`: arithmetic, one number, not text joined.
        if elements.contains(where: { if case .integer = $0.kind { return true }; if case .float = $0.kind { return true }; return false }) {
            return .expression("an arithmetic expression")
        }
        var pattern = ""
        var resolved: String? = ""
        for (index, element) in elements.enumerated() {
            if index % 2 == 1 {
                guard case .binaryOperator(let op) = element.kind else { return .expression("an operator expression") }
                if op == "??" { return .expression("a nil-coalescing expression") }
                guard op == "+" else { return .expression("an operator expression (\(op))") }
                continue
            }
            let part = classify(element, depth: depth + 1)
            pattern += patternPart(of: element, classified: part, depth: depth + 1)
            if let value = part.knownValue { resolved? += value } else { resolved = nil }
        }
        return .concatenated(pattern: pattern, resolved: resolved)
    }

    /// `String(format: "cell_%d", index)`: the interpolation it stands for (`cell_*`), its value
    /// when each conversion is a `%@` of a literal or constant. Nil for any other call, and for a
    /// format that is not a literal or that kassios does not read (`%*d`).
    func classifyFormat(_ callee: Expr, _ arguments: ArgumentList, depth: Int) -> IdentifierSource? {
        guard case .identifier("String") = callee.kind, let first = arguments.first, first.label == "format",
              case .string(let literal) = first.value.kind, let text = literal.staticValue,
              arguments.dropFirst().allSatisfy({ $0.label == nil }), let format = FormatString(text) else { return nil }
        guard format.conversions.allSatisfy({ $0.argument < arguments.count - 1 }) else { return nil }
        // `String(format: "Save 50%% now")`: text, written in place.
        if format.conversions.isEmpty { return .literal(format.pattern) }
        var values: [String]? = []
        var parts: [String] = []
        for conversion in format.conversions {
            let argument = arguments[arguments.startIndex + 1 + conversion.argument].value
            parts.append(sourceText(of: argument))
            if conversion.isPlainObject, let text = classify(argument, depth: depth + 1).staticValue {
                values?.append(text)
            } else {
                values = nil
            }
        }
        let resolved = values.map(format.filled(with:))
        return .formatted(pattern: format.pattern, parts: parts, resolved: resolved)
    }

    func rootCall(of expr: Expr) -> String? {
        switch expr.kind {
        case .call(let callee, let arguments, _): return callDescription(callee, arguments)
        case .member(_, let base): return rootCall(of: base)
        case .subscript(let base, _): return rootCall(of: base)
        case .postfix(_, let operand): return rootCall(of: operand)
        default: return nil
        }
    }

    /// `makeID()`, `String(format:)`, `id.lowercased()`, `row(_:_:)`: the function's name as Swift
    /// spells it, so that a call given values does not read as one given none.
    func callDescription(_ callee: Expr, _ arguments: ArgumentList) -> String {
        let name = sourceText(of: callee)
        if arguments.isEmpty { return name + "()" }
        return name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The expression's source text, whitespace runs collapsed, at most 60 characters.
    func sourceText(of expr: Expr) -> String {
        let start = min(expr.location.offset, file.bytes.count)
        let end = max(start, min(expr.endOffset, file.bytes.count))
        var text = String(decoding: file.bytes[start..<end], as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" })
            .joined(separator: " ")
        if text.count > 60 { text = String(text.prefix(57)) + "..." }
        return text
    }
}

extension Expr {
    /// The expression inside `x!`, `x?`, `try x`, `await x`, `x as T`, `(x)`, however
    /// many times wrapped: what an identifier's value, or a query, really is.
    public var unwrapped: Expr {
        var expr = self
        while true {
            switch expr.kind {
            case .postfix(_, let operand), .try(_, let operand), .await(let operand), .cast(let operand, _, _):
                expr = operand
            case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
                expr = elements[0].value
            default:
                return expr
            }
        }
    }
}

private extension ExprKind {
    /// `rawValue` or `self.rawValue`.
    var isRawValueOfSelf: Bool {
        switch self {
        case .identifier("rawValue"): return true
        case .member("rawValue", let base): return ScopedWalker.isSelf(base)
        default: return false
        }
    }
}
