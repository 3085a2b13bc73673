/// Where an accessibility identifier's value comes from.
///
/// Literals and constants can be searched for and checked against the app; localized text
/// is a label, read from the app's tables; every other source is assembled at runtime.
// The three cases with the largest payloads (40 and 48 bytes), values built at runtime that are a
// minority of identifiers, are kept in a box of their own: every element and identifier position
// of the model holds a source, 33 bytes where it was 49.
public enum IdentifierSource: Equatable, Sendable {
    /// `"login.email"`.
    case literal(String)
    /// `A11y.Login.email`, `Ids.submit.rawValue`: a constant, with its value when
    /// kassios can see it (nil when it lives outside the linted files).
    case constant(path: String, value: String?)
    /// `"row.\(i)"`: the static pattern (`row.*`), the interpolated expressions, and
    /// the full value when every part resolves to a constant.
    indirect case interpolated(pattern: String, parts: [String], resolved: String?)
    /// `String(format: "row.%d", i)`: read as the interpolation it stands for (`FormatString`), each
    /// conversion a `*` of the pattern; the value when each is a plain `%@` of a constant.
    indirect case formatted(pattern: String, parts: [String], resolved: String?)
    /// `prefix + ".email"`.
    case concatenated(pattern: String, resolved: String?)
    /// A stored or local variable, or a property of one: `user.name`.
    case variable(String)
    /// A function parameter passed through unchanged.
    case parameter(String)
    /// The result of a call: `makeID()`, `String(format:)`.
    case call(String)
    /// The result of a call of the suite's function that returns one string built from its
    /// parameters (`statusChip(label:)` returning `"characterFilter.status.\(label)"`,
    /// `ReturnedPatterns`): its pattern with the caller's arguments in it, and its value when
    /// every part resolves. Reported as a call (`kindName`).
    indirect case returned(function: String, pattern: String, resolved: String?)
    /// `cond ? "a" : "b"`, `x ?? "y"`, a subscript… described in words.
    case expression(String)
    /// `NSLocalizedString("login.signIn", comment: "")`, `"Done".localized`: the label the
    /// element shows in the user's language (`LocalizedStrings`), looked up by `function`; the
    /// key when kassios can read it. A label, not an identifier: neither searched for nor
    /// checked as one, and not built at runtime by the test (`label-locator` reports it).
    case localized(function: String, key: String?)

    /// `identifier`, `id`, `accessibilityID`, `elementIdentifier`: a name that says it holds an identifier
    /// (a parameter's, a key's).
    public static func namesAnIdentifier(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered == "id" || name.hasSuffix("Id") || name.hasSuffix("ID") || lowered.hasSuffix("_id") || lowered.hasSuffix("identifier")
            || lowered.hasSuffix("accessibilityid")
    }

    public var isRuntime: Bool {
        switch self {
        case .literal, .constant, .localized: return false
        default: return true
        }
    }

    /// The static pattern of an interpolated or concatenated value that does not resolve, `*` for
    /// each part built at runtime: `Delete *` of `"Delete \(name)"`; nil for any other source.
    public var runtimePattern: String? {
        switch self {
        case .interpolated(let pattern, _, nil), .formatted(let pattern, _, nil), .concatenated(let pattern, nil), .returned(_, let pattern, nil):
            return pattern
        default: return nil
        }
    }

    /// The value of an interpolation, a format or a concatenation whose every part resolves
    /// (`"Note Title-1"` of `noteTitle + "-1"`); nil for any other source.
    public var resolvedValue: String? {
        switch self {
        case .interpolated(_, _, let resolved), .formatted(_, _, let resolved), .concatenated(_, let resolved), .returned(_, _, let resolved):
            return resolved
        default: return nil
        }
    }

    /// The value when known, however it was written: a literal, a resolved constant, or parts
    /// joined from them (`b + ".x"` where `let b = a + ".y"` of a literal `a`).
    public var knownValue: String? { staticValue ?? resolvedValue }

    /// What this source stands for inside a larger pattern: its value when known, else its own
    /// pattern (`"*.y"` of `row + ".y"`), else `*`.
    var patternPart: String {
        if let value = knownValue { return value }
        // Values side by side with nothing written between them are one value to a pattern (`a + b`).
        guard let pattern = runtimePattern, pattern.contains(where: { $0 != "*" }) else { return "*" }
        return pattern
    }

    /// An interpolation's or a format's pattern (`*` for each value), and its value when every part
    /// resolves; nil for any other source.
    public var interpolation: (pattern: String, resolved: String?)? {
        switch self {
        case .interpolated(let pattern, _, let resolved), .formatted(let pattern, _, let resolved), .returned(_, let pattern, let resolved):
            return (pattern, resolved)
        default: return nil
        }
    }

    /// The identifier's value when known: the literal, or a resolved constant.
    public var staticValue: String? {
        switch self {
        case .literal(let value): return value
        case .constant(_, let value): return value
        default: return nil
        }
    }

    /// The short name of the source kind, as it appears in JSON output.
    public var kindName: String {
        switch self {
        case .literal: return "literal"
        case .constant: return "constant"
        case .interpolated: return "interpolated"
        case .formatted: return "formatted"
        case .concatenated: return "concatenated"
        case .variable: return "variable"
        case .parameter: return "parameter"
        case .call, .returned: return "call"
        case .expression: return "expression"
        case .localized: return "localized"
        }
    }

    /// `static pattern "row.*"`; for a pattern of nothing but runtime parts (`**`, of
    /// `Identifiers.container + mode.title` with neither resolved), that it has no text to search for.
    static func describe(pattern: String) -> String {
        pattern.allSatisfy({ $0 == "*" }) ? "no literal text in it to search for" : "static pattern \"\(pattern)\""
    }

    /// Why the identifier is built at runtime, in words a reviewer reads.
    public var reason: String {
        switch self {
        case .literal(let value): return "the literal \"\(value)\""
        case .constant(let path, let value):
            return value.map { "the constant \(path) = \"\($0)\"" } ?? "the constant \(path)"
        case .interpolated(let pattern, let parts, let resolved), .formatted(let pattern, let parts, let resolved):
            let names = parts.map { "\"\($0)\"" }.joined(separator: ", ")
            let how = if case .formatted = self { "String(format:)" } else { "string interpolation" }
            if let resolved { return "built with \(how) of \(names); resolves to \"\(resolved)\"" }
            return "built with \(how) of \(names); \(IdentifierSource.describe(pattern: pattern))"
        case .concatenated(let pattern, let resolved):
            if let resolved { return "concatenated at runtime from constants; resolves to \"\(resolved)\"" }
            return "concatenated at runtime; \(IdentifierSource.describe(pattern: pattern))"
        case .variable(let name): return "read from the variable \"\(name)\""
        case .parameter(let name): return "passed in as parameter \"\(name)\""
        case .call(let callee): return "returned by \(callee)"
        case .returned(let function, let pattern, let resolved):
            if let resolved { return "returned by \(function) from constants; resolves to \"\(resolved)\"" }
            return "returned by \(function); \(IdentifierSource.describe(pattern: pattern))"
        case .expression(let description): return "computed by \(description)"
        case .localized(let function, let key):
            return key.map { "the localized text of \"\($0)\" (\(function))" } ?? "localized text (\(function))"
        }
    }
}
