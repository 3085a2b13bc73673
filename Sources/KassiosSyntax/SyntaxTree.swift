// The syntax tree of the Swift subset screen objects and UI tests are written in.
// Declarations are kept whole; bodies keep what a reader of calls and returns needs.
// Every node knows where it starts, so findings point at the right line and column.

/// A declaration: a member of a type, or a top-level item of a file.
// Only the statement case is `indirect` (a statement may hold a declaration); the others
// hold one class reference, so a declaration needs no box of its own.
public enum Decl {
    case type(TypeDecl)
    case variable(VariableDecl)
    case function(FunctionDecl)
    case enumCase(EnumCaseDecl)
    case typeAlias(TypeAliasDecl)
    case `import`(ImportDecl)
    /// `#if … #elseif … #else … #endif` around declarations.
    case ifConfig([IfConfigClause<Decl>])
    /// Top-level code (scripts, `main.swift`) and unparseable bits kept for walking.
    indirect case statement(Stmt)

    public var location: SourceLocation {
        switch self {
        case .type(let d): return d.location
        case .variable(let d): return d.location
        case .function(let d): return d.location
        case .enumCase(let d): return d.location
        case .typeAlias(let d): return d.location
        case .import(let d): return d.location
        case .ifConfig(let clauses): return clauses.first?.location ?? .start
        case .statement(let s): return s.location
        }
    }
}

/// One clause of an `#if` block. `condition` is nil for `#else`.
public struct IfConfigClause<Element> {
    public let condition: String?
    public let location: SourceLocation
    public let elements: [Element]

    public init(condition: String?, location: SourceLocation, elements: [Element]) {
        self.condition = condition
        self.location = location
        self.elements = elements
    }
}

/// `@MainActor`, `@objc(name)`, `@available(iOS 15, *)`.
public struct Attribute {
    public let name: String
    /// The text inside the parentheses, if any.
    public let arguments: String?
    public let location: SourceLocation
}

/// A type as written, whitespace collapsed: `[KassElement]`, `Module.Base<T>`. Without a location
/// of its own, which nothing reported at: every property, parameter and result type is 16 bytes.
public struct TypeSyntax: CustomStringConvertible {
    public let text: String

    public init(text: String) {
        self.text = text
    }

    public var description: String { text }

    /// The nominal name without generic arguments, optionality, module, or the `any` or `some`
    /// before a protocol: `KassiOS.KassScreen` → `KassScreen`, `Array<Int>?` → `Array`,
    /// `(any SettingsSelectorsSet)?` → `SettingsSelectorsSet`.
    public var baseName: String {
        // Most types are written as a plain name (`XCUIElement`, `LoginScreen`): that is the answer.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!")
            || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: " ") }) {
            return text
        }
        var name = Substring(text)
        if name.hasPrefix("(") {
            // `(any SettingsSelectorsSet)?`, `(HomePage)!`: the type in the parentheses.
            while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
            name = Substring(Parser.unparenthesized(String(name)))
        }
        if name.hasPrefix("any ") { name = name.dropFirst(4) } else if name.hasPrefix("some ") { name = name.dropFirst(5) }
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { name = name[name.index(after: dot)...] }
        return String(name)
    }
}

/// Attributes, modifiers and doc comment shared by every declaration.
public struct DeclHeader {
    public var attributes: [Attribute] = []
    /// The modifiers, each followed by a line break (trivia inside one, as in `private( set )`,
    /// is collapsed to spaces): a declaration's few modifiers fit in a string kept inline, 15
    /// bytes, where an array of them was an allocation per declaration.
    private var modifierText = ""
    // Where the `///` or `/** */` comments right above the declaration are in the file, from the
    // first one's start to the last one's end (empty for none): two offsets, where their text
    // kept in every header was a tenth of a suite's strings.
    private var docCommentStart: UInt32 = 0
    private var docCommentEnd: UInt32 = 0

    public init() {}

    public var hasDocComment: Bool { docCommentEnd > docCommentStart }

    /// The doc comment right above the declaration, markers included, one line per `///`
    /// comment (the blank space between them left out); nil for none. `file`: the declaration's.
    public func docComment(in file: SourceFile) -> String? {
        guard hasDocComment, Int(docCommentEnd) <= file.bytes.count else { return nil }
        let bytes = Array(file.bytes[Int(docCommentStart)..<Int(docCommentEnd)])
        var text = ""
        for token in Lexer.tokenize(bytes).tokens where token.kind == .docLineComment || token.kind == .docBlockComment {
            if !text.isEmpty { text += "\n" }
            text += String(decoding: bytes[token.range], as: UTF8.self)
        }
        return text
    }

    mutating func setDocComment(_ range: Range<Int>?) {
        guard let range else { return }
        docCommentStart = UInt32(truncatingIfNeeded: range.lowerBound)
        docCommentEnd = UInt32(truncatingIfNeeded: range.upperBound)
    }

    /// `["private(set)", "static"]`, in source order.
    public var modifiers: [String] {
        modifierText.utf8.split(separator: 0x0A).map { String(Substring($0)) }
    }

    public mutating func addModifier(_ modifier: String) {
        modifierText += modifier
        modifierText += "\n"
    }

    /// Whether the declaration is written with `modifier` (`"lazy"`, `"private(set)"`). Asked of
    /// every property and method by several walks: the bytes are compared in place, where going
    /// through the strings' UTF-8 views cost some 500 instructions a question.
    public func has(_ modifier: String) -> Bool {
        if modifierText.isEmpty { return false }
        var text = modifierText
        var wanted = modifier
        return text.withUTF8 { text in
            wanted.withUTF8 { wanted in
                var start = 0
                for index in 0..<text.count where text[index] == 0x0A {
                    if index - start == wanted.count {
                        var offset = 0
                        while offset < wanted.count, text[start + offset] == wanted[offset] { offset += 1 }
                        if offset == wanted.count { return true }
                    }
                    start = index + 1
                }
                return false
            }
        }
    }

    public var isStatic: Bool { has("static") || has("class") }

    /// `private` or `fileprivate` (not `private(set)`): out of reach of the code beside the type.
    public var isPrivate: Bool { has("private") || has("fileprivate") }
}

public final class TypeDecl {
    public enum Kind: String { case `class`, `struct`, `enum`, `protocol`, `extension`, actor }

    public let kind: Kind
    public let header: DeclHeader
    /// The declared name; for an extension, the extended type as written (`A.B`).
    public let name: String
    public let nameLocation: SourceLocation
    public let genericParameters: String?
    public let inheritance: [TypeSyntax]
    public let whereClause: String?
    public let members: [Decl]
    public let location: SourceLocation

    public init(kind: Kind, header: DeclHeader, name: String, nameLocation: SourceLocation, genericParameters: String?,
                inheritance: [TypeSyntax], whereClause: String?, members: [Decl], location: SourceLocation) {
        self.kind = kind
        self.header = header
        self.name = name
        self.nameLocation = nameLocation
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
        self.location = location
    }
}

/// `var`/`let` with one or more bindings: `let a = 1, b: Int`.
// Stored properties are laid out in the order written: the two flags last, after the 4-byte
// aligned location, so that an object takes 134 bytes (144 in malloc) rather than 140 (160).
public final class VariableDecl {
    public let header: DeclHeader
    public let bindings: PatternBindings
    public let location: SourceLocation
    public let isLet: Bool
    /// Whether a binding is initialized with a closure literal (`let getter = { id in … }`):
    /// found once here, so that walks over every property need not read each binding.
    public let initializesWithClosure: Bool

    public init(header: DeclHeader, isLet: Bool, bindings: PatternBindings, location: SourceLocation) {
        self.header = header
        self.isLet = isLet
        var closure = false
        bindings.forEach { binding in
            if let initializer = binding.initializer, case .closure = initializer.kind { closure = true }
        }
        self.initializesWithClosure = closure
        self.bindings = bindings
        self.location = location
    }
}

/// The bindings of one `var` or `let`, in order. Nearly every declaration has one, kept in the
/// declaration itself: an array for it was an allocation per property.
public struct PatternBindings: RandomAccessCollection {
    private var first: PatternBinding?
    private var rest: [PatternBinding] = []

    public init() {}

    public init(_ bindings: [PatternBinding]) {
        for binding in bindings { append(binding) }
    }

    /// The parser adds each binding as it reads it: no array is made for a declaration of one.
    public mutating func append(_ binding: PatternBinding) {
        if first == nil { first = binding } else { rest.append(binding) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { first == nil ? 0 : 1 + rest.count }

    public subscript(position: Int) -> PatternBinding {
        precondition(position >= 0 && position < endIndex, "binding index out of range")
        return position == 0 ? first! : rest[position - 1]
    }

    /// Each binding in order, read in place: a `for … in` from another module goes through the
    /// generic iterator and copies each binding whole, which on every property of a suite shows.
    public func forEach(_ body: (PatternBinding) -> Void) {
        if let first { body(first) }
        for binding in rest { body(binding) }
    }

    /// Whether one of the bindings is named `name`. Reads the names alone: the loops that look
    /// for one name among every property of a suite would otherwise copy each binding whole.
    public func binds(_ name: String) -> Bool {
        first?.name == name || rest.contains { $0.name == name }
    }
}

public struct PatternBinding {
    /// The bound name; nil for tuple and wildcard patterns.
    public let name: String?
    public let nameLocation: SourceLocation
    public let type: TypeSyntax?
    public let initializer: Expr?
    /// Nil for a stored property; the getter is an accessor of kind `get`,
    /// implicit (`var x: Int { 1 }`) or explicit.
    public let accessors: [Accessor]?

    public init(name: String?, nameLocation: SourceLocation, type: TypeSyntax?, initializer: Expr?, accessors: [Accessor]?) {
        self.name = name
        self.nameLocation = nameLocation
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
    }

    /// The getter's statements, for a computed property.
    public var getter: [Stmt]? { accessors?.first(where: { $0.kind == "get" })?.body }

    /// What the property holds: its initializer, or what its getter returns; nil for neither.
    public var storedOrReturnedValue: Expr? { initializer ?? getter.flatMap(Stmt.returnedValue) }
}

public struct Accessor {
    /// `get`, `set`, `willSet`, `didSet`, `_modify`, `_read`, `init`.
    public let kind: String
    /// Nil in a protocol requirement (`{ get set }`).
    public let body: [Stmt]?
    public let location: SourceLocation
}

// Stored properties in the order that leaves no padding between them (word-sized first, then
// locations, then flags): 147 bytes, 160 in malloc, rather than 164 (176).
public final class FunctionDecl {
    public enum Kind: String { case function, initializer, deinitializer, `subscript` }

    public let header: DeclHeader
    /// `tapLogin`, `==`, `init`, `subscript`, `deinit`.
    public let name: String
    public let genericParameters: String?
    public let returnType: TypeSyntax?
    public let parameters: [Parameter]
    /// Nil for a requirement without body. A subscript's getter is its body.
    public let body: [Stmt]?
    public let accessors: [Accessor]?
    public let nameLocation: SourceLocation
    public let location: SourceLocation
    public let kind: Kind
    public let isAsync: Bool
    public let isThrowing: Bool

    public init(kind: Kind, header: DeclHeader, name: String, nameLocation: SourceLocation, genericParameters: String?,
                parameters: [Parameter], isAsync: Bool, isThrowing: Bool, returnType: TypeSyntax?, body: [Stmt]?,
                accessors: [Accessor]?, location: SourceLocation) {
        self.kind = kind
        self.header = header
        self.name = name
        self.nameLocation = nameLocation
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.body = body
        self.accessors = accessors
        self.location = location
    }

    /// `tap(_:into:)` — the name with argument labels, as Swift spells a function.
    public var signature: String { signature(calledAs: name) }

    /// The signature under the name callers write: an initializer is called by its type's name.
    public func signature(calledAs callName: String) -> String {
        callName + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

public struct Parameter {
    /// The argument label callers write; nil for `_`.
    public let label: String?
    /// The name used inside the body.
    public let name: String
    public let type: TypeSyntax?
    public let defaultValue: Expr?
    public let isVariadic: Bool
    public let location: SourceLocation
}

/// `case a, b(Int), c = "c"`.
public final class EnumCaseDecl {
    public struct Element {
        public let name: String
        public let location: SourceLocation
        public let rawValue: Expr?
        public let associatedValue: String?
    }

    public let header: DeclHeader
    public let elements: [Element]
    public let location: SourceLocation

    public init(header: DeclHeader, elements: [Element], location: SourceLocation) {
        self.header = header
        self.elements = elements
        self.location = location
    }
}

public final class TypeAliasDecl {
    public let header: DeclHeader
    public let name: String
    public let type: TypeSyntax?
    public let location: SourceLocation

    public init(header: DeclHeader, name: String, type: TypeSyntax?, location: SourceLocation) {
        self.header = header
        self.name = name
        self.type = type
        self.location = location
    }
}

public final class ImportDecl {
    public let path: String
    /// `testable` of `@testable import App`, `_exported`, `preconcurrency`, `_spi(Internal)`.
    public let attributes: [String]
    public let location: SourceLocation

    public init(path: String, attributes: [String] = [], location: SourceLocation) {
        self.path = path
        self.attributes = attributes
        self.location = location
    }
}
