import KassiosSyntax

/// Where an `NSPredicate(format:…)` compares `identifier` (or `label`): the arguments that
/// fill a `%@` after `identifier ==` (each `%d`, `%K`, `%@`… takes the next argument, `%2$@`
/// a numbered one, `%%` none), and the interpolations that follow `identifier == '`.
enum PredicateFormat {
    /// A value compared with the identifier; `isExact` for `==` (not `BEGINSWITH`, `LIKE`…).
    struct Compared {
        let value: Expr
        let isExact: Bool
    }

    /// The expressions a predicate compares with the identifier. `dynamicFormat` is set when
    /// the format is built at runtime and mentions `identifier` in no readable comparison.
    static func identifierValues(format: Expr, arguments: [Expr]) -> (values: [Compared], dynamicFormat: Bool) {
        values(comparedWith: "identifier", format: format, arguments: arguments)
    }

    /// The expressions a predicate compares with the label: `label == %@`, `label CONTAINS %@`.
    static func labelValues(format: Expr, arguments: [Expr]) -> [Compared] {
        values(comparedWith: "label", format: format, arguments: arguments).values
    }

    /// The expressions a predicate compares with `key` (lowercase).
    private static func values(comparedWith key: String, format: Expr, arguments: [Expr]) -> (values: [Compared], dynamicFormat: Bool) {
        guard let pieces = pieces(of: format) else { return ([], false) }
        if pieces.count == 1, case .text(let text) = pieces[0] {
            return (comparedArguments(in: text, key: key, arguments: arguments), false)
        }
        // `"identifier == '\(id)'"`, or `"… BEGINSWITH 'row-" + name + "'"`: the value put in is the identifier.
        var values: [Compared] = []
        var before = ""
        var rendered = ""
        // Whether each interpolation is the value another attribute is compared with
        // (`identifier LIKE 'titleLabel' AND label LIKE '\(name)'`): the identifier's part is then written down.
        var interpolatesOtherValuesOnly = true
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .text(let text):
                before += text
                rendered += text
            case .value(let value):
                var text = Substring(before)
                while let last = text.last, last == "'" || last == "\"" || last == " " { text = text.dropLast() }
                // The whole value compared only when its quote closes right after it: in `'row-\(n)'` or
                // `'" + prefix + "-x'` it is a part of what is compared.
                var isWhole = true
                if index + 1 < pieces.count {
                    if case .text(let after) = pieces[index + 1] {
                        isWhole = after.isEmpty || after.first == "'" || after.first == "\"" || after.first == " " || after.first == ")"
                    } else {
                        isWhole = false   // another value follows: `'" + prefix + String(n) + "'`
                    }
                }
                if let value, let isExact = comparison(of: key, endingIn: String(text)) {
                    if isWhole { values.append(Compared(value: value, isExact: isExact)) } else { interpolatesOtherValuesOnly = false }
                } else if comparedAttribute(endingIn: String(text)) == nil {
                    interpolatesOtherValuesOnly = false
                }
                before = ""
                rendered += "*"
            }
        }
        values += comparedArguments(in: rendered, key: key, arguments: arguments)
        return (values, values.isEmpty && !interpolatesOtherValuesOnly && rendered.lowercased().contains(key))
    }

    /// A part of a format: text, or a value put into it (nil for an interpolation of several).
    enum Piece {
        case text(String)
        case value(Expr?)
    }

    /// A format's text and the values put into it, in order: a string literal's text and interpolations,
    /// or the operands of `+` of literals and values (Beam's `"identifier BEGINSWITH 'result-" + text +
    /// "'"`); one text for a literal without interpolation; nil for any other format.
    static func pieces(of format: Expr) -> [Piece]? {
        func ofLiteral(_ literal: StringLiteral) -> [Piece] {
            if let text = literal.staticValue { return [.text(text)] }
            return literal.segments.map { segment in
                switch segment {
                case .text(let text): return .text(text)
                case .interpolation(let interpolated, _):
                    return .value(interpolated.count == 1 && interpolated[0].label == nil ? interpolated[0].value : nil)
                }
            }
        }
        switch format.kind {
        case .string(let literal):
            return ofLiteral(literal)
        case .sequence(let operands) where operands.count > 1:
            var pieces: [Piece] = []
            for (index, operand) in operands.enumerated() {
                if index % 2 == 1 {
                    guard case .binaryOperator("+") = operand.kind else { return nil }
                } else if case .string(let literal) = operand.kind {
                    pieces += ofLiteral(literal)
                } else {
                    pieces.append(.value(operand))
                }
            }
            guard pieces.contains(where: { if case .text = $0 { return true } else { return false } }) else { return nil }
            return pieces
        default:
            return nil
        }
    }

    /// The identifier a predicate compares with a value written in its format, as
    /// `"identifier == 'login.email'"` or `identifier LIKE "login.email"` (no `*` or `?` in it) do:
    /// a string literal made where the format is. Nil when it compares none so, or only a part of one
    /// (`BEGINSWITH 'row.'`), or the quoted value holds an interpolation.
    static func quotedIdentifier(format: Expr) -> Expr? {
        guard case .string(let literal) = format.kind else { return nil }
        // Each interpolation is a character no format holds, so that a value holding one is not read.
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .text(let piece): text += piece
            case .interpolation: text += "\u{FFFC}"
            }
        }
        let characters = Array(text.unicodeScalars)
        var i = 0
        while i < characters.count {
            let quote = characters[i]
            guard quote == "'" || quote == "\"" else { i += 1; continue }
            var end = i + 1
            while end < characters.count, characters[end] != quote { end += 1 }
            guard end < characters.count else { return nil }
            let value = String(String.UnicodeScalarView(characters[(i + 1)..<end]))
            let before = String(String.UnicodeScalarView(characters[..<i]))
            if !value.isEmpty, !value.unicodeScalars.contains(where: { $0 == "\u{FFFC}" || $0 == "\\" || $0 == "%" }),
               let ending = comparisonEnding(before), ending.attribute == "identifier",
               ending.isExact || (ending.isPlainLike && !value.contains(where: { $0 == "*" || $0 == "?" })) {
                return Expr(.string(StringLiteral(segments: [.text(value)], isMultiline: false, rawHashes: 0)),
                            at: format.location, end: format.endOffset, beside: format)
            }
            i = end + 1
        }
        return nil
    }

    /// The quoted value a format built at runtime compares the identifier with, as a literal of its
    /// own (`cell_\(index)` of `"identifier LIKE 'cell_\(index)'"`), at the format's place: what is built
    /// at runtime is that value, not the predicate around it. Nil when no comparison of the identifier
    /// has a quoted value holding an interpolation.
    static func quotedRuntimeIdentifier(format: Expr) -> Expr? {
        if case .sequence = format.kind { return quotedJoinedIdentifier(format: format) }
        guard case .string(let literal) = format.kind else { return nil }
        var before = ""
        var inside: [StringLiteral.Segment]?
        var quote: Character = "'"
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                for character in text {
                    if var collected = inside {
                        if character == quote {
                            guard collected.contains(where: { if case .interpolation = $0 { return true } else { return false } }) else {
                                inside = nil
                                before = ""
                                continue
                            }
                            return Expr(.string(StringLiteral(segments: collected, isMultiline: false, rawHashes: 0)),
                                        at: format.location, end: format.endOffset, beside: format)
                        }
                        if case .text(let piece)? = collected.last {
                            collected[collected.count - 1] = .text(piece + String(character))
                        } else {
                            collected.append(.text(String(character)))
                        }
                        inside = collected
                    } else if character == "'" || character == "\"", comparisonEnding(before)?.attribute == "identifier" {
                        quote = character
                        inside = []
                    } else {
                        before.append(character)
                    }
                }
            case .interpolation:
                if inside != nil { inside?.append(segment) } else { before += "\u{FFFC}" }
            }
        }
        return nil
    }

    /// `quotedRuntimeIdentifier` of a format joined with `+` (`"identifier == 'row-" + IDs.prefix + "'"`):
    /// the quoted value compared with the identifier, as the same joining of its parts (`"row-" +
    /// IDs.prefix`); nil when no value is put between the quotes.
    static func quotedJoinedIdentifier(format: Expr) -> Expr? {
        guard case .sequence(let operands) = format.kind, let pieces = pieces(of: format) else { return nil }
        var before = ""
        var inside: [Expr]?
        var quote: Character = "'"
        func literal(_ text: String) -> Expr {
            Expr(.string(StringLiteral(segments: [.text(text)], isMultiline: false, rawHashes: 0)), at: format.location, end: format.endOffset, beside: format)
        }
        for piece in pieces {
            switch piece {
            case .text(let text):
                var pending = ""
                for character in text {
                    if inside != nil {
                        if character == quote {
                            if !pending.isEmpty { inside?.append(literal(pending)) }
                            guard let parts = inside, parts.contains(where: { if case .string = $0.kind { return false } else { return true } }) else {
                                inside = nil
                                pending = ""
                                before = ""
                                continue
                            }
                            var joined: [Expr] = []
                            for (index, part) in parts.enumerated() {
                                if index > 0 { joined.append(Expr(.binaryOperator("+"), at: part.location, end: part.location.offset, beside: part)) }
                                joined.append(part)
                            }
                            return joined.count == 1 ? joined[0] : Expr(.sequence(joined), at: operands[0].location, end: format.endOffset, beside: format)
                        }
                        pending.append(character)
                    } else if character == "'" || character == "\"", comparisonEnding(before)?.attribute == "identifier" {
                        quote = character
                        inside = []
                    } else {
                        before.append(character)
                    }
                }
                if inside != nil, !pending.isEmpty { inside?.append(literal(pending)) }
            case .value(let value):
                guard let value else { return nil }
                if inside != nil { inside?.append(value) } else { before += "\u{FFFC}" }
            }
        }
        return nil
    }

    /// Whether a format negates a comparison or offers alternatives (`NOT identifier == 'x'`,
    /// `!(…)`, `identifier == 'a' OR identifier == 'b'`, `||`): then no value it compares is the
    /// identifier of what it finds. Read on its text outside quotes; a format built at runtime on
    /// its literal pieces.
    static func negatesOrOffersAlternatives(_ format: Expr) -> Bool {
        guard case .string(let literal) = format.kind else { return false }
        var text = ""
        for case .text(let piece) in literal.segments { text += piece + " " }
        var outside = ""
        var quote: Character?
        for character in text {
            if character == "'" || character == "\"" {
                if quote == nil { quote = character } else if quote == character { quote = nil }
                outside.append(" ")
            } else if quote == nil {
                outside.append(character)
            }
        }
        let scalars = Array(outside.unicodeScalars)
        for (i, scalar) in scalars.enumerated() where scalar == "!" && (i + 1 == scalars.count || scalars[i + 1] != "=") { return true }
        if outside.contains("||") { return true }
        let words = outside.uppercased().split(whereSeparator: { !$0.isLetter })
        return words.contains("NOT") || words.contains("OR")
    }

    /// The values after the format: as arguments, or in `argumentArray: [...]`.
    static func formatArguments(_ arguments: Slice<ArgumentList>) -> [Expr] {
        if let first = arguments.first, first.label == "argumentArray", case .array(let items) = first.value.kind { return items }
        return arguments.map(\.value)
    }

    /// The arguments that fill a `%@` right after a comparison of `key`.
    static func comparedArguments(in text: String, key: String, arguments: [Expr]) -> [Compared] {
        var values: [Compared] = []
        let bytes = Array(text.utf8)
        var next = 0
        var pieceStart = 0
        // The attribute a `%K` just before names (`"%K == %@", #keyPath(XCUIElement.identifier), id`).
        var keyBefore = ""
        var i = 0
        var quote: UInt8?   // inside '…' or "…" a `%` is text, as Foundation reads it
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "'") || bytes[i] == UInt8(ascii: "\"") {
                if quote == nil { quote = bytes[i] } else if quote == bytes[i] { quote = nil }
            }
            guard quote == nil, bytes[i] == UInt8(ascii: "%") else { i += 1; continue }
            let percent = i
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "%") { i += 1; continue }
            // `%2$@`: a numbered argument.
            var number = 0
            var digitsEnd = i
            while digitsEnd < bytes.count, bytes[digitsEnd] >= 0x30, bytes[digitsEnd] <= 0x39 {
                if number < 1_000_000 { number = number * 10 + Int(bytes[digitsEnd] - 0x30) }   // no argument is that far
                digitsEnd += 1
            }
            var position = next
            if digitsEnd > i, digitsEnd < bytes.count, bytes[digitsEnd] == UInt8(ascii: "$") {
                position = number - 1
                i = digitsEnd + 1
            } else {
                next += 1
            }
            // Flags, width, precision and length: `%-5ld`, `%.2f`, `%lld`.
            while i < bytes.count, PredicateFormat.modifiers.contains(bytes[i]) { i += 1 }
            guard i < bytes.count else { break }
            let conversion = bytes[i]
            i += 1
            let piece = keyBefore + String(decoding: bytes[pieceStart..<percent], as: UTF8.self)
            pieceStart = i
            keyBefore = ""
            if conversion == UInt8(ascii: "@"), let isExact = comparison(of: key, endingIn: piece), position >= 0, position < arguments.count {
                values.append(Compared(value: arguments[position], isExact: isExact))
            } else if conversion == UInt8(ascii: "K"), position >= 0, position < arguments.count, let name = keyName(arguments[position]) {
                keyBefore = piece + " " + name
            }
        }
        return values
    }

    /// The attribute a `%K` argument names: `#keyPath(XCUIElement.identifier)`, `\XCUIElement.label`,
    /// `"identifier"`; nil for any other.
    static func keyName(_ argument: Expr) -> String? {
        switch argument.unwrapped.kind {
        case .string(let literal):
            return literal.staticValue
        case .pound("#keyPath", let arguments) where arguments.count == 1:
            return arguments[0].value.memberName ?? {
                if case .identifier(let name) = arguments[0].value.kind { return name } else { return nil }
            }()
        case .keyPath(let text):
            return text.split(separator: ".").last.map(String.init)
        default:
            return nil
        }
    }

    /// What may stand between `%` and the conversion: flags, width, precision, length.
    private static let modifiers = Set("-+ #0123456789.hlqLzjt".utf8)

    /// Whether predicate text ends in a comparison of `key` (`… identifier ==`): nil when it
    /// does not, true for equality, false for a pattern, a part (`BEGINSWITH`) or an equality
    /// that ignores case or diacritics (`==[c]`).
    static func comparison(of key: String, endingIn text: String) -> Bool? {
        guard let (attribute, isExact, _) = comparisonEnding(text), attribute == key else { return nil }
        return isExact
    }

    /// The attribute a predicate text ends in a comparison of (`… label LIKE` → label), lowercased.
    static func comparedAttribute(endingIn text: String) -> String? {
        comparisonEnding(text)?.attribute
    }

    /// `isPlainLike`: a `LIKE` without modifiers, exact for a value without wildcards.
    private static func comparisonEnding(_ text: String) -> (attribute: String, isExact: Bool, isPlainLike: Bool)? {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" }).map { $0.lowercased() }
        guard !words.isEmpty else { return nil }
        var modified = false
        if let last = words.last, last.hasPrefix("[") {   // `LIKE [c]`
            words.removeLast()
            modified = true
        }
        guard words.count >= 2 else { return nil }
        var attribute = Substring(words[words.count - 2])
        if attribute.hasPrefix("self.") { attribute = attribute.dropFirst(5) }   // `SELF.identifier`
        var comparison = Substring(words[words.count - 1])
        if let bracket = comparison.firstIndex(of: "[") {   // `==[c]`, `BEGINSWITH[cd]`
            comparison = comparison[..<bracket]
            modified = true
        }
        if comparison == "==" || comparison == "=" { return (String(attribute), !modified, false) }
        return patternComparisons.contains(String(comparison)) ? (String(attribute), false, !modified && comparison == "like") : nil
    }

    private static let patternComparisons: Set<String> = ["like", "beginswith", "endswith", "contains", "matches", "in"]
}

extension Expr {
    /// `NSPredicate(format: …, …)`, written here or in the local `let` this names (`lookup`: the
    /// names in scope where the expression is): the call, its format and the arguments after it.
    public func predicateCall(lookup: (String) -> Scope.Binding?) -> (call: Expr, format: Expr, arguments: Slice<ArgumentList>)? {
        var call = self
        if case .identifier(let name) = kind, case .local(let initializer?, true)? = lookup(name) { call = initializer }
        guard case .call(let callee, let arguments, _) = call.kind, case .identifier("NSPredicate") = callee.kind,
              let format = arguments.first, format.label == "format" else { return nil }
        return (call, format.value, arguments.dropFirst())
    }
}
