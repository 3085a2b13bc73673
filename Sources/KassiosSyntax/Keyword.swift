/// The words the parser gives meaning to. The lexer tags an identifier with the
/// keyword it spells; whether it acts as one is the parser's call, because most of
/// these (`get`, `lazy`, `open`, `some`…) are ordinary names elsewhere.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none

    // Declarations.
    case `class`, `struct`, `enum`, `protocol`, `extension`, actor, `func`, `init`, `deinit`
    case `subscript`, `var`, `let`, `case`, `typealias`, `import`, `associatedtype`
    case `operator`, `precedencegroup`, macro

    // Modifiers.
    case `static`, `public`, `private`, `fileprivate`, `internal`, open, final, override
    case lazy, weak, unowned, mutating, nonmutating, convenience, required, dynamic
    case optional, indirect, nonisolated, isolated, prefix, postfix, infix, package
    case consuming, borrowing, distributed

    // Statements.
    case `if`, `guard`, `else`, `switch`, `default`, `for`, `in`, `while`, `repeat`, `do`
    case `catch`, `defer`, `return`, `throw`, `break`, `continue`, `fallthrough`, `where`

    // Expressions and types.
    case `self`, `Self`, `super`, `true`, `false`, `nil`, `is`, `as`, `try`, await, async
    case `throws`, `rethrows`, some, any, `inout`, `Any`
    case get, set, willSet, didSet, _modify, _read

    // After `#`.
    case poundIf, poundElseif, poundElse, poundEndif

    /// The spelling, for keywords that are spelled like their case name.
    var spelling: String {
        switch self {
        case .poundIf: return "#if"
        case .poundElseif: return "#elseif"
        case .poundElse: return "#else"
        case .poundEndif: return "#endif"
        default: return String(describing: self)
        }
    }

    /// Keywords bucketed by length and first byte: a lookup compares a few byte
    /// strings and hashes nothing, since it runs for every identifier in a file.
    private static let maximumLength = 16

    private static let buckets: [[(bytes: [UInt8], keyword: Keyword)]] = {
        var buckets = Array(repeating: [(bytes: [UInt8], keyword: Keyword)](), count: (maximumLength + 1) * 128)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            buckets[bytes.count * 128 + Int(bytes[0] & 0x7F)].append((bytes, keyword))
        }
        return buckets
    }()

    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword {
        let length = end - start
        guard length > 0 && length <= maximumLength && bytes[start] < 0x80 else { return .none }
        for candidate in buckets[length * 128 + Int(bytes[start])] {
            var k = 1
            while k < length && candidate.bytes[k] == bytes[start + k] { k += 1 }
            if k == length { return candidate.keyword }
        }
        return .none
    }
}

/// A set of keywords as a 128-bit mask: membership is two instructions, which matters
/// because the parser asks for every token.
public struct KeywordSet: ExpressibleByArrayLiteral, Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    public init(arrayLiteral keywords: Keyword...) {
        for keyword in keywords { insert(keyword) }
    }

    public mutating func insert(_ keyword: Keyword) {
        let bit = Int(keyword.rawValue)
        precondition(bit < 128, "KeywordSet holds 128 keywords")
        if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
    }

    public func contains(_ keyword: Keyword) -> Bool {
        let bit = Int(keyword.rawValue)
        return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
    }
}
