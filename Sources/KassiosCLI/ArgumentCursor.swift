/// Walks a command's arguments: `next()` gives the next word, `value()` the word after an
/// option that takes one (nil at the end, for a "needs a value" error).
struct ArgumentCursor {
    private let arguments: [String]
    private var position = 0

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    mutating func next() -> String? {
        guard position < arguments.count else { return nil }
        defer { position += 1 }
        return arguments[position]
    }

    mutating func value() -> String? { next() }
}
