/// A value a template prints, tests or loops over.
public indirect enum TemplateValue: Equatable, Sendable {
    case text(String)
    case bool(Bool)
    case list([TemplateValue])
    /// Named values: an item of a list, or the whole context.
    case record([String: TemplateValue])

    /// What `{{#if}}` sees: a non-empty text or list, `true`, or any record.
    public var isTruthy: Bool {
        switch self {
        case .text(let text): return !text.isEmpty
        case .bool(let value): return value
        case .list(let items): return !items.isEmpty
        case .record: return true
        }
    }

    /// The shape of this value. An empty list's items have no shape to show, so they are
    /// taken to be text; contexts with lists that may be empty declare their shape instead.
    public var shape: TemplateShape {
        switch self {
        case .text: return .text
        case .bool: return .bool
        case .list(let items): return .list(items.first?.shape ?? .text)
        case .record(let fields): return .record(fields.mapValues(\.shape))
        }
    }
}

/// What a context holds, without the values. A template is checked against the shape
/// once, on every path, before anything is rendered: a misspelt name inside a loop over
/// a list that happens to be empty is still reported.
public indirect enum TemplateShape: Equatable, Sendable {
    case text
    case bool
    case list(TemplateShape)
    case record([String: TemplateShape])

    /// "text", "a list", … for messages.
    var kindName: String {
        switch self {
        case .text: return "text"
        case .bool: return "a true/false value"
        case .list: return "a list"
        case .record: return "a record"
        }
    }
}

/// Where a template went wrong: `file:line:column: message`, the column in UTF-8 bytes.
public struct TemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
