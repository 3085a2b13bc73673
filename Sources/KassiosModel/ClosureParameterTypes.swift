import KassiosSyntax

/// What a closure given to a function of one name receives, read off the function types of the
/// parameters that take one: `func run(work: (XCUIApplication) throws -> Void)` hands its closure
/// an `XCUIApplication`. Functions are matched by name alone, so every function of the name must agree.
enum ClosureParameterTypes {
    case agreed([TypeSyntax])
    /// Two closure parameters of functions of the name receive different types.
    case conflicting

    /// Notes what the closures `function` takes receive, under its name.
    static func note(_ function: FunctionDecl, in found: inout [String: ClosureParameterTypes]) {
        guard function.kind == .function else { return }
        for parameter in function.parameters {
            guard let text = parameter.type?.text, text.utf8.contains(UInt8(ascii: ">")),
                  let received = parameterTypes(ofFunctionType: text) else { continue }
            let noted = ClosureParameterTypes.agreed(received)
            found[function.name] = found[function.name].map { merged($0, noted) } ?? noted
        }
    }

    static func merged(_ first: ClosureParameterTypes, _ second: ClosureParameterTypes) -> ClosureParameterTypes {
        guard case .agreed(let one) = first, case .agreed(let other) = second,
              one.map(\.text) == other.map(\.text) else { return .conflicting }
        return first
    }

    /// The parameter types of a function type as written: `@escaping (XCUIApplication, Int) throws -> Void`
    /// gives `[XCUIApplication, Int]`, `((_ app: XCUIApplication) -> Void)?` gives `[XCUIApplication]`;
    /// nil for any other type (a tuple, a name).
    static func parameterTypes(ofFunctionType written: String) -> [TypeSyntax]? {
        var text = Substring(written)
        while true {
            text = withoutAttributes(text)
            // An optional closure: `((XCUIApplication) -> Void)?`.
            guard text.last == "?" || text.last == "!", text.first == "(",
                  let close = matchingClose(in: text), text.index(after: close) == text.index(before: text.endIndex) else { break }
            text = text[text.index(after: text.startIndex)..<close]
        }
        guard text.first == "(", let close = matchingClose(in: text) else { return nil }
        var rest = text[text.index(after: close)...].drop { $0 == " " }
        for effect in ["async", "throws", "rethrows"] where rest.hasPrefix(effect) {
            rest = rest.dropFirst(effect.count).drop { $0 == " " }
            if rest.first == "(", let typed = matchingClose(in: rest) { rest = rest[rest.index(after: typed)...].drop { $0 == " " } }
        }
        guard rest.hasPrefix("->") else { return nil }
        return topLevelParts(of: text[text.index(after: text.startIndex)..<close]).map { part in
            var type = part
            if let colon = topLevelColon(in: part) { type = part[part.index(after: colon)...] }
            type = type.drop { $0 == " " }
            for modifier in ["inout ", "borrowing ", "consuming ", "__owned ", "__shared "] where type.hasPrefix(modifier) {
                type = type.dropFirst(modifier.count)
            }
            while type.last == " " { type = type.dropLast() }
            return TypeSyntax(text: String(type))
        }
    }

    /// `@escaping @Sendable (…) -> Void` → `(…) -> Void`.
    private static func withoutAttributes(_ text: Substring) -> Substring {
        var text = text.drop { $0 == " " }
        while text.first == "@" {
            var end = text.index(after: text.startIndex)
            while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
            if end < text.endIndex, text[end] == "(", let close = matchingClose(in: text[end...]) { end = text.index(after: close) }
            text = text[end...].drop { $0 == " " }
        }
        return text
    }

    /// Where the bracket `text` starts with closes; nil when it does not.
    private static func matchingClose(in text: Substring) -> Substring.Index? {
        var close: Substring.Index?
        scan(text) { index, character, depth in
            guard depth == 1, character == ")" || character == "]" || character == ">" else { return true }
            close = index
            return false
        }
        return close
    }

    /// `XCUIApplication, [String: Int]` → the two, at the commas outside brackets; nothing for an empty list.
    private static func topLevelParts(of list: Substring) -> [Substring] {
        guard list.contains(where: { $0 != " " }) else { return [] }
        var parts: [Substring] = []
        var start = list.startIndex
        scan(list) { index, character, depth in
            if character == ",", depth == 0 {
                parts.append(list[start..<index])
                start = list.index(after: index)
            }
            return true
        }
        parts.append(list[start...])
        return parts
    }

    /// The `:` after a parameter's names (`_ app: XCUIApplication`), outside brackets.
    private static func topLevelColon(in part: Substring) -> Substring.Index? {
        var colon: Substring.Index?
        scan(part) { index, character, depth in
            guard character == ":", depth == 0 else { return true }
            colon = index
            return false
        }
        return colon
    }

    /// Visits each character with the depth of the brackets around it (an opening bracket with
    /// the depth outside it, a closing one with the depth inside it), an arrow's `->` skipped;
    /// stops when `visit` says false.
    private static func scan(_ text: Substring, _ visit: (Substring.Index, Character, _ depth: Int) -> Bool) {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "-", next < text.endIndex, text[next] == ">" {
                index = text.index(after: next)
                continue
            }
            guard visit(index, character, depth) else { return }
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            default: break
            }
            index = next
        }
    }
}
