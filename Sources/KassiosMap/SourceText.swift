import KassiosSyntax

/// Code as the suite wrote it, for actions and launch statements: the bytes of an
/// expression with runs of whitespace (line breaks included) collapsed to one space,
/// and no space just inside brackets, so a call split over lines reads as one line.
enum SourceText {
    /// `text` with its first `target` replaced by `replacement`; as it is without one.
    static func replacingFirst(_ target: String, in text: String, with replacement: String) -> String {
        let bytes = Array(text.utf8), pattern = Array(target.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return text }
        for start in 0...(bytes.count - pattern.count) where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
            return String(decoding: bytes[..<start] + Array(replacement.utf8) + bytes[(start + pattern.count)...], as: UTF8.self)
        }
        return text
    }

    static func of(_ expr: Expr, in file: SourceFile) -> String {
        let start = max(0, min(expr.location.offset, file.bytes.count))
        let end = max(start, min(expr.endOffset, file.bytes.count))
        return collapsed(file.bytes[start..<end])
    }

    static func collapsed<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let bytes = Array(bytes)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        var pendingNewline = false
        var inString = false
        var escaped = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                result.append(byte)
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            // Comments are dropped: joined onto one line, a `//` would swallow the rest.
            if byte == UInt8(ascii: "/"), index < bytes.count, bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "*") {
                let isLine = bytes[index] == UInt8(ascii: "/")
                index += 1
                while index < bytes.count {
                    if isLine && bytes[index] == 0x0A { break }
                    if !isLine && bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    index += 1
                }
                pendingSpace = !result.isEmpty
                continue
            }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = !result.isEmpty
                pendingNewline = pendingNewline || byte == 0x0A || byte == 0x0D
                continue
            }
            if pendingSpace {
                let last = result.last ?? 0
                let opens = last == UInt8(ascii: "(") || last == UInt8(ascii: "[")
                let closes = byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",")
                    // `.next()` on a line of its own continues a chain; `a == .b` keeps its space.
                    || (byte == UInt8(ascii: ".") && pendingNewline)
                if !opens && !closes { result.append(0x20) }
            }
            pendingSpace = false
            pendingNewline = false
            if byte == UInt8(ascii: "\"") { inString = true }
            // A trailing comma before a closing bracket is layout, not code.
            if (byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")")) && result.last == UInt8(ascii: ",") { result.removeLast() }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The value of a string literal without interpolation.
    static func literal(_ expr: Expr) -> String? {
        if case .string(let literal) = expr.kind { return literal.staticValue }
        return nil
    }

    /// `X.self` → `X` (qualified: `HomeScreen.PromoSheet.self` → `HomeScreen.PromoSheet`).
    static func metatypeName(_ expr: Expr) -> String? {
        guard case .member("self", let base) = expr.kind else { return nil }
        return referencePath(base)
    }

    /// `a.b.c` as text; nil for anything but names and member accesses.
    static func referencePath(_ expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name): return name
        case .member(let name, let base): return referencePath(base).map { $0 + "." + name }
        default: return nil
        }
    }

    /// The name a call calls: `tap` for `x.y.tap()`, `launch` for `launch(…)`.
    static func calleeName(_ expr: Expr) -> String? {
        guard case .call(let callee, _, _) = unwrapped(expr).kind else { return nil }
        switch callee.kind {
        case .identifier(let name): return name
        case .member(let name, _), .implicitMember(let name): return name
        default: return nil
        }
    }

    /// The expression without `try`, `await`, `!`/`?` and single parentheses around it.
    static func unwrapped(_ expr: Expr) -> Expr {
        var current = expr
        while true {
            switch current.kind {
            case .try(_, let inner), .await(let inner), .postfix(_, let inner):
                current = inner
            case .tuple(let items) where items.count == 1 && items[0].label == nil:
                current = items[0].value
            default:
                return current
            }
        }
    }
}
