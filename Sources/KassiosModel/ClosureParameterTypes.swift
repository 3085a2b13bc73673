import KassiosSyntax

/// What a closure given to a function of one name receives, read off the function types of the
/// parameters that take one: `func run(work: (XCUIApplication) throws -> Void)` hands its closure
/// an `XCUIApplication`. Functions are matched by name alone, so every function of the name must agree.
public enum ClosureParameterTypes {
    case agreed([TypeSyntax])
    /// Two closure parameters of functions of the name receive different types.
    case conflicting

    /// Notes what the closures `function` takes receive, under its name. `functionType`: a parameter's
    /// function type, when it has one (by default, as written: `(HomeRobot) -> Void`).
    static func note(_ function: FunctionDecl, in found: inout [String: ClosureParameterTypes],
                     functionType: (Parameter) -> String? = ClosureParameterTypes.writtenFunctionType) {
        guard function.kind == .function else { return }
        var makesAnotherApp: Bool?
        for parameter in function.parameters {
            guard let text = functionType(parameter), let received = parameterTypes(ofFunctionType: text) else { continue }
            // A function that makes another app (`body(XCUIApplication(bundleIdentifier: "com.apple.springboard"))`)
            // may hand its closure that one: what the closure gets is not known.
            if makesAnotherApp == nil {
                var makes = false
                SyntaxTraversal.forEachExpression(in: function.body ?? []) { expr in
                    if !makes, OtherApplications.makesOne(expr) { makes = true }
                }
                makesAnotherApp = makes
            }
            let noted = makesAnotherApp == true ? ClosureParameterTypes.conflicting : .agreed(received)
            found[function.name] = found[function.name].map { merged($0, noted) } ?? noted
        }
    }

    /// A parameter's type as written, when it may be a function type (it has an arrow).
    static func writtenFunctionType(_ parameter: Parameter) -> String? {
        guard let text = parameter.type?.text, text.utf8.contains(UInt8(ascii: ">")) else { return nil }
        return text
    }

    static func merged(_ first: ClosureParameterTypes, _ second: ClosureParameterTypes) -> ClosureParameterTypes {
        guard case .agreed(let one) = first, case .agreed(let other) = second,
              one.map(\.text) == other.map(\.text) else { return .conflicting }
        return first
    }

    /// The parameter types of a function type as written: `@escaping (XCUIApplication, Int) throws -> Void`
    /// gives `[XCUIApplication, Int]`, `((_ app: XCUIApplication) -> Void)?` gives `[XCUIApplication]`;
    /// nil for any other type (a tuple, a name). Read as bytes: a suite has thousands of parameters.
    public static func parameterTypes(ofFunctionType written: String) -> [TypeSyntax]? {
        let bytes = Array(written.utf8)
        var range = 0..<bytes.count
        while true {
            range = withoutAttributes(bytes, range)
            // An optional closure: `((XCUIApplication) -> Void)?`.
            guard range.count > 2, bytes[range.upperBound - 1] == UInt8(ascii: "?") || bytes[range.upperBound - 1] == UInt8(ascii: "!"),
                  bytes[range.lowerBound] == UInt8(ascii: "("), let close = matchingClose(bytes, range),
                  close == range.upperBound - 2 else { break }
            range = range.lowerBound + 1..<close
        }
        guard !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: "("), let close = matchingClose(bytes, range) else { return nil }
        var rest = skippingSpaces(bytes, close + 1..<range.upperBound)
        for effect in ["async", "throws", "rethrows"] where starts(bytes, rest, with: effect) {
            rest = skippingSpaces(bytes, rest.lowerBound + effect.utf8.count..<rest.upperBound)
            if !rest.isEmpty, bytes[rest.lowerBound] == UInt8(ascii: "("), let typed = matchingClose(bytes, rest) {
                rest = skippingSpaces(bytes, typed + 1..<rest.upperBound)
            }
        }
        guard starts(bytes, rest, with: "->") else { return nil }
        return topLevelParts(bytes, range.lowerBound + 1..<close).map { part in
            var type = part
            if let colon = firstTopLevel(UInt8(ascii: ":"), bytes, part) { type = colon + 1..<part.upperBound }
            type = skippingSpaces(bytes, type)
            for modifier in ["inout ", "borrowing ", "consuming ", "__owned ", "__shared "] where starts(bytes, type, with: modifier) {
                type = type.lowerBound + modifier.utf8.count..<type.upperBound
            }
            while !type.isEmpty, bytes[type.upperBound - 1] == UInt8(ascii: " ") { type = type.lowerBound..<type.upperBound - 1 }
            return TypeSyntax(text: String(decoding: bytes[type], as: UTF8.self))
        }
    }

    /// `@escaping @Sendable (…) -> Void` → `(…) -> Void`.
    private static func withoutAttributes(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var range = skippingSpaces(bytes, range)
        while !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: "@") {
            var end = range.lowerBound + 1
            while end < range.upperBound, NameBytes.isASCIINamePart(bytes[end]) { end += 1 }
            if end < range.upperBound, bytes[end] == UInt8(ascii: "("), let close = matchingClose(bytes, end..<range.upperBound) { end = close + 1 }
            range = skippingSpaces(bytes, end..<range.upperBound)
        }
        return range
    }

    private static func skippingSpaces(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, bytes[start] == UInt8(ascii: " ") { start += 1 }
        return start..<range.upperBound
    }

    private static func starts(_ bytes: [UInt8], _ range: Range<Int>, with prefix: String) -> Bool {
        range.count >= prefix.utf8.count && bytes[range.lowerBound..<range.lowerBound + prefix.utf8.count].elementsEqual(prefix.utf8)
    }

    /// Where the bracket `range` starts with closes; nil when it does not.
    private static func matchingClose(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var close: Int?
        scan(bytes, range) { index, depth in
            guard depth == 1, bytes[index] == UInt8(ascii: ")") || bytes[index] == UInt8(ascii: "]") || bytes[index] == UInt8(ascii: ">") else { return true }
            close = index
            return false
        }
        return close
    }

    /// `XCUIApplication, [String: Int]` → the two, at the commas outside brackets; nothing for an empty list.
    private static func topLevelParts(_ bytes: [UInt8], _ list: Range<Int>) -> [Range<Int>] {
        guard !skippingSpaces(bytes, list).isEmpty else { return [] }
        var parts: [Range<Int>] = []
        var start = list.lowerBound
        scan(bytes, list) { index, depth in
            if bytes[index] == UInt8(ascii: ","), depth == 0 {
                parts.append(start..<index)
                start = index + 1
            }
            return true
        }
        parts.append(start..<list.upperBound)
        return parts
    }

    /// The first `byte` outside brackets (the `:` after a parameter's names, `_ app: XCUIApplication`).
    private static func firstTopLevel(_ byte: UInt8, _ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var found: Int?
        scan(bytes, range) { index, depth in
            guard bytes[index] == byte, depth == 0 else { return true }
            found = index
            return false
        }
        return found
    }

    /// Visits each byte with the depth of the brackets around it (an opening bracket with the
    /// depth outside it, a closing one with the depth inside it), an arrow's `->` skipped; stops
    /// when `visit` says false.
    private static func scan(_ bytes: [UInt8], _ range: Range<Int>, _ visit: (Int, _ depth: Int) -> Bool) {
        var depth = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-"), index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                continue
            }
            guard visit(index, depth) else { return }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
            default: break
            }
            index += 1
        }
    }
}
