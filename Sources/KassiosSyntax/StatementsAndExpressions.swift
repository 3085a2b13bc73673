// Statements and expressions: enough of Swift to see every call, every return and
// every value a screen object builds, with operators kept as a flat sequence.

// Not `indirect`: a statement is held inline in its array, without a box of its own, in 24
// bytes (no payload is larger than a location and a reference).
public enum Stmt {
    case expression(Expr)
    case declaration(Decl)
    case `return`(Expr?, SourceLocation)
    case `if`(IfStmt)
    case `guard`(GuardStmt)
    case `switch`(SwitchStmt)
    case `for`(ForStmt)
    /// `while` and `repeat … while`.
    case `while`(WhileStmt)
    case `do`(DoStmt)
    case `defer`([Stmt], SourceLocation)
    case `throw`(Expr, SourceLocation)
    /// `break`, `continue`, `fallthrough`.
    case jump(Jump, SourceLocation)
    /// `break outer`, `continue outer`: rare, so kept in a box of its own.
    indirect case labelledJump(Jump, label: String, SourceLocation)
    case ifConfig([IfConfigClause<Stmt>])
    /// Tokens the parser could not read, skipped as a balanced group.
    case unknown(SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .expression(let e): return e.location
        case .declaration(let d): return d.location
        case .return(_, let l), .defer(_, let l), .throw(_, let l), .jump(_, let l), .labelledJump(_, _, let l), .unknown(let l): return l
        case .if(let s): return s.location
        case .guard(let s): return s.location
        case .switch(let s): return s.location
        case .for(let s): return s.location
        case .while(let s): return s.location
        case .do(let s): return s.location
        case .ifConfig(let clauses): return clauses.first?.location ?? .start
        }
    }

    /// The value a body returns: its single expression, or its first `return`. A body that
    /// returns only from inside an `if … else` or an `#if` gives its first branch's value, as
    /// a getter that differs by OS version does (`if #available(iOS 16, *) { return a } else
    /// { return b }`, or the same as an `if` expression).
    public static func returnedValue(of body: [Stmt]) -> Expr? {
        if body.count == 1, case .expression(let expr) = body[0] { return expr }
        for statement in body {
            if case .return(let expr?, _) = statement { return expr }
        }
        for statement in body {
            switch statement {
            case .if(let branches) where branches.elseBody != nil:
                if let value = returnedValue(of: branches.body) { return value }
            case .ifConfig(let clauses):
                if let value = clauses.first.flatMap({ returnedValue(of: $0.elements) }) { return value }
            default:
                continue
            }
        }
        return nil
    }
}

public enum Jump: String {
    case `break`, `continue`, `fallthrough`
}

/// One item of an `if`, `guard` or `while` condition list.
public enum Condition {
    case expression(Expr)
    /// `let x = e`, `var x = e`, or the shorthand `let x`.
    case optionalBinding(name: String?, initializer: Expr?, location: SourceLocation)
    /// `case .some(let x) = e`.
    case pattern(Expr, initializer: Expr?)
}

public final class IfStmt {
    /// `outer:` in `outer: for …`; nil for none.
    public internal(set) var label: String?
    public let conditions: [Condition]
    public let body: [Stmt]
    /// The `else { … }` statements; an `else if` is a single `.if` statement here.
    public let elseBody: [Stmt]?
    public let location: SourceLocation

    public init(conditions: [Condition], body: [Stmt], elseBody: [Stmt]?, location: SourceLocation) {
        self.conditions = conditions
        self.body = body
        self.elseBody = elseBody
        self.location = location
    }
}

public final class GuardStmt {
    public let conditions: [Condition]
    public let elseBody: [Stmt]
    public let location: SourceLocation

    public init(conditions: [Condition], elseBody: [Stmt], location: SourceLocation) {
        self.conditions = conditions
        self.elseBody = elseBody
        self.location = location
    }
}

public final class SwitchStmt {
    /// `outer:` in `outer: for …`; nil for none.
    public internal(set) var label: String?
    public struct Case {
        /// Empty for `default`.
        public let patterns: [Expr]
        public let guardExpression: Expr?
        public let body: [Stmt]
        public let location: SourceLocation
    }

    public let subject: Expr
    public let cases: [Case]
    public let location: SourceLocation

    public init(subject: Expr, cases: [Case], location: SourceLocation) {
        self.subject = subject
        self.cases = cases
        self.location = location
    }
}

public final class ForStmt {
    /// `outer:` in `outer: for …`; nil for none.
    public internal(set) var label: String?
    /// Names the loop pattern binds.
    public let boundNames: [String]
    public let sequence: Expr
    public let whereClause: Expr?
    public let body: [Stmt]
    public let location: SourceLocation

    public init(boundNames: [String], sequence: Expr, whereClause: Expr?, body: [Stmt], location: SourceLocation) {
        self.boundNames = boundNames
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
        self.location = location
    }
}

public final class WhileStmt {
    /// `outer:` in `outer: for …`; nil for none.
    public internal(set) var label: String?
    public let conditions: [Condition]
    public let body: [Stmt]
    public let isRepeat: Bool
    public let location: SourceLocation

    public init(conditions: [Condition], body: [Stmt], isRepeat: Bool, location: SourceLocation) {
        self.conditions = conditions
        self.body = body
        self.isRepeat = isRepeat
        self.location = location
    }
}

public final class DoStmt {
    /// `outer:` in `outer: for …`; nil for none.
    public internal(set) var label: String?
    public struct Catch {
        public let pattern: Expr?
        public let body: [Stmt]
        public let location: SourceLocation
    }

    public let body: [Stmt]
    public let catches: [Catch]
    public let location: SourceLocation

    public init(body: [Stmt], catches: [Catch], location: SourceLocation) {
        self.body = body
        self.catches = catches
        self.location = location
    }
}

// MARK: - Expressions

/// An expression: a handle on where it is stored (`ExpressionStorage.swift`), as cheap to copy as
/// an address and without a reference count. Valid while the file it was parsed from is alive.
/// Two handles are equal when they are the same expression, as two references to one object were.
public struct Expr: Hashable, @unchecked Sendable {
    // The address, held as an unmanaged reference rather than a pointer: Swift leaves a reference's
    // unused high and low bits to the enums that hold it, so `ExprKind` keeps its case there and
    // takes 24 bytes (an `UnsafePointer` has no such bits: 25, and 48 a stored expression). Never
    // retained, released or read as an object: `StoredExpression` has no instance.
    private let address: Unmanaged<StoredExpression>

    init(node: UnsafeMutablePointer<ExprNode>) {
        address = Unmanaged.fromOpaque(UnsafeRawPointer(node))
    }

    var node: UnsafeMutablePointer<ExprNode> {
        address.toOpaque().assumingMemoryBound(to: ExprNode.self)
    }

    public static func == (lhs: Expr, rhs: Expr) -> Bool {
        lhs.address.toOpaque() == rhs.address.toOpaque()
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(address.toOpaque())
    }

    /// An expression the parser did not read (the model's own rewrite of what it did), valid as
    /// long as `neighbour`, an expression it was made from, is.
    public init(_ kind: ExprKind, at location: SourceLocation, end: Int, beside neighbour: Expr) {
        self = ExprBlock.make(kind, at: location, end: end, beside: neighbour)
    }

    public var kind: ExprKind {
        // Read in place, as a stored property is, rather than copied out first.
        unsafeAddress { UnsafeRawPointer(node).assumingMemoryBound(to: ExprKind.self) }
    }

    /// Where the expression's first token starts.
    public var location: SourceLocation { node.pointee.location }

    /// Byte offset one past its last token.
    public var endOffset: Int { Int(node.pointee.end) }

    /// The bytes an expression takes where it is stored (`Benchmarks/tree-memory.sh` counts them).
    public static var storedSize: Int { MemoryLayout<ExprNode>.stride }

    /// The name of `base.name` or `.name`; nil for any other expression.
    public var memberName: String? {
        switch kind {
        case .member(let name, _), .implicitMember(let name): return name
        default: return nil
        }
    }

    /// An array or dictionary literal.
    public var isCollectionLiteral: Bool {
        switch kind {
        case .array, .dictionary: return true
        default: return false
        }
    }

    /// A number, string, boolean, `nil` or regex literal.
    public var isLiteral: Bool {
        switch kind {
        case .integer, .float, .string, .boolean, .nil, .regex: return true
        default: return false
        }
    }
}

/// What a debugger or `dump` shows of an expression: its parts, not the address (read as an
/// object, the address would be retained as one).
extension Expr: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["kind": kind, "location": location, "endOffset": endOffset])
    }
}

// Not `indirect`: the payload is stored with the expression instead of in a box of its own,
// which halves the allocations of a tree and the memory a walk has to visit.
//
// 24 bytes, with the case kept in bits its payloads leave unused, as long as every payload of
// two or three words starts with its `String`, if it has one, and holds no optional reference:
// Swift then needs no 25th byte for the case, which would take each stored expression from 40
// bytes to 48 (`ExpressionLayoutTests` checks this). Hence `member(name:base:)` with its own case for
// `.name`, `postfix(operator:operand:)`, and the rare cases that break the rule kept in a box.
public enum ExprKind {
    /// `foo`, `$0`, `` `class` ``, `self`, `Self`, `super`, `_`, an operator used as a value.
    case identifier(String)
    case integer(String)
    case float(String)
    case boolean(Bool)
    case `nil`
    case string(StringLiteral)
    case regex
    /// `base.name`. Where the name starts: `SourceFile.memberNameLocation(of:)`.
    case member(name: String, base: Expr)
    /// `.name`, a member of a type the context gives (`.button`, `.init(…)`).
    case implicitMember(name: String)
    case call(callee: Expr, arguments: ArgumentList, trailingClosures: ArgumentList)
    case `subscript`(base: Expr, arguments: ArgumentList)
    case array([Expr])
    case dictionary([(key: Expr, value: Expr)])
    case closure(Closure)
    /// `(a)`, `(a, b)`, `(x: 1, y: 2)`.
    case tuple(ArgumentList)
    /// Operands and operators alternate: `a + b == c` is [a, +, b, ==, c].
    case sequence([Expr])
    /// An infix operator inside a sequence, `=` included.
    case binaryOperator(String)
    case ternary(condition: Expr, then: Expr, else: Expr)
    case prefix(operator: String, operand: Expr)
    /// `x!`, `x?` (optional chaining), custom postfix operators.
    case postfix(operator: String, operand: Expr)
    /// `try`, `try?`, `try!`.
    case `try`(String, Expr)
    case await(Expr)
    /// `as`, `as?`, `as!`, `is`.
    indirect case cast(operand: Expr, operator: String, type: TypeSyntax)   // rare, and the largest
    case keyPath(String)
    /// `#selector(…)`, `#available(…)`, `#file`.
    case pound(name: String, arguments: ArgumentList)
    /// A pattern binding inside a pattern: `let x`, `var y`, `case let .a(b)`.
    indirect case binding(name: String?, pattern: Expr?)   // patterns only
    /// A type in expression position after `is` in a pattern: `case is Foo`.
    indirect case type(TypeSyntax)
    /// `if`/`switch` used as an expression.
    indirect case statement(Stmt)
    /// Tokens the parser could not read.
    case unknown
}

/// `label: value`. Where a label is, nothing has asked yet: without it an argument takes 24
/// bytes in its array rather than 40, and argument arrays are a twelfth of a suite's trees.
public struct Argument {
    public let label: String?
    public let value: Expr

    public init(label: String?, value: Expr) {
        self.label = label
        self.value = value
    }
}

/// The arguments of a call, a subscript, a tuple, a `#` directive or an interpolation, in order:
/// stored with the file's expressions (`ExpressionStorage.swift`) as a count followed by the
/// arguments, and held as the count's address, which, as an `Expr`'s, keeps `ExprKind` at 24 bytes.
/// Valid while the file it was parsed from is.
public struct ArgumentList: RandomAccessCollection, ExpressibleByArrayLiteral, @unchecked Sendable {
    @usableFromInline let address: Unmanaged<StoredExpression>

    @usableFromInline static let countBytes = MemoryLayout<UInt64>.stride

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { Int(address.toOpaque().load(as: UInt64.self)) }

    @inlinable public subscript(position: Int) -> Argument {
        precondition(position >= 0 && position < endIndex, "argument index out of range")
        return (address.toOpaque() + ArgumentList.countBytes).assumingMemoryBound(to: Argument.self)[position]
    }

    /// The two lists one after the other (`arguments + trailingClosures`), read in place.
    @inlinable public static func + (lhs: ArgumentList, rhs: ArgumentList) -> FlattenSequence<[ArgumentList]> {
        [lhs, rhs].joined()
    }
}

/// What a debugger or `dump` shows of a list: its arguments, not the address.
extension ArgumentList: CustomReflectable {
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self)) }
}

public final class Closure {
    /// Parameter names, `$0`-style closures have none.
    public let parameters: [String]
    public let body: [Stmt]

    public init(parameters: [String], body: [Stmt]) {
        self.parameters = parameters
        self.body = body
    }
}

/// A string literal split into its text and its interpolations.
public struct StringLiteral {
    public enum Segment {
        /// Text with escapes decoded.
        case text(String)
        /// The expressions of one `\( … )`, as call arguments (labels allowed).
        case interpolation(ArgumentList, SourceLocation)
    }

    /// Most literals are one piece of text, kept as it is: an array for it was an allocation
    /// per literal, a tenth of a suite's syntax trees.
    private enum Storage {
        case text(String)
        case segments([Segment])
    }

    private let storage: Storage
    public let isMultiline: Bool
    // 16 bits, so that a literal fits the 24 bytes of an expression's kind.
    private let storedRawHashes: UInt16

    /// Number of `#` around a raw string (65,535 at most: more is not Swift anyone writes).
    public var rawHashes: Int { Int(storedRawHashes) }

    public init(segments: [Segment], isMultiline: Bool, rawHashes: Int) {
        if segments.count == 1, case .text(let text) = segments[0] {
            storage = .text(text)
        } else {
            storage = .segments(segments)
        }
        self.isMultiline = isMultiline
        self.storedRawHashes = UInt16(clamping: rawHashes)
    }

    /// A one-line literal of text alone.
    init(text: String, rawHashes: Int) {
        storage = .text(text)
        isMultiline = false
        self.storedRawHashes = UInt16(clamping: rawHashes)
    }

    /// The text and the interpolations, in order (made on each call for a literal of one text).
    public var segments: [Segment] {
        switch storage {
        case .text(let text): return [.text(text)]
        case .segments(let segments): return segments
        }
    }

    public var hasInterpolation: Bool {
        guard case .segments(let segments) = storage else { return false }
        return segments.contains { if case .interpolation = $0 { return true } else { return false } }
    }

    /// The value, if the literal has no interpolation.
    public var staticValue: String? {
        switch storage {
        case .text(let text):
            return text
        case .segments(let segments):
            var value = ""
            for segment in segments {
                guard case .text(let text) = segment else { return nil }
                value += text
            }
            return value
        }
    }
}
