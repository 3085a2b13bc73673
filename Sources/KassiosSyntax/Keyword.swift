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

    /// Up to 16 bytes packed into two integers: a keyword lookup with no allocation.
    struct Packed: Hashable {
        var low: UInt64
        var high: UInt64
    }

    static func pack(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Packed? {
        let count = end - start
        guard count > 0 && count <= 16 else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var i = 0
        while i < count {
            let byte = UInt64(bytes[start + i])
            if i < 8 { low |= byte << UInt64(i * 8) } else { high |= byte << UInt64((i - 8) * 8) }
            i += 1
        }
        return Packed(low: low, high: high)
    }

    static let table: [Packed: Keyword] = {
        var table: [Packed: Keyword] = [:]
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                if let packed = pack(buffer, from: 0, to: buffer.count) { table[packed] = keyword }
            }
        }
        return table
    }()

    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword {
        guard let packed = pack(bytes, from: start, to: end) else { return .none }
        return table[packed] ?? .none
    }
}
