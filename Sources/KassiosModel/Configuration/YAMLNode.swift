/// A value read from `.kassios-lint.yml`, with where it starts so configuration
/// errors can point at it.
///
/// Two nodes are equal only when their values and positions are.
public struct YAMLNode: Equatable, Sendable {
    public indirect enum Value: Equatable, Sendable {
        /// Scalar text after quotes and escapes are resolved. Plain `true` or `3`
        /// stay text: what they mean depends on the setting that reads them.
        case scalar(String, style: ScalarStyle)
        case sequence([YAMLNode])
        /// Pairs in document order; the reader rejects duplicate keys.
        case mapping([YAMLPair])
        /// An empty value, or a plain `~`, `null`, `Null`, `NULL`.
        case null
    }

    public let value: Value
    /// 1-based.
    public let line: Int
    /// 1-based, in UTF-8 bytes; a byte-order mark takes no column.
    public let column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }
}

/// One `key: value` of a mapping. Keys are always scalars, even `~` or `null`.
public struct YAMLPair: Equatable, Sendable {
    public let key: YAMLNode
    public let value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// How a scalar was written. Only plain scalars can mean a boolean or a number:
/// quoting `"true"` is how a YAML author says "the text true".
public enum ScalarStyle: Equatable, Sendable {
    case plain, singleQuoted, doubleQuoted
}

/// Why a document could not be read, and where: `line:column` of the character at fault.
public struct YAMLError: Error, Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}

// MARK: - Reading values

extension YAMLNode {
    /// The value for `key` when this is a mapping; nil for a missing key or another kind of node.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.first { $0.key.string == key }?.value
    }

    /// The text of a scalar of any style.
    public var string: String? {
        guard case .scalar(let text, _) = value else { return nil }
        return text
    }

    /// `true`/`false`, and YAML 1.1's `yes`/`no`/`on`/`off` (SwiftLint's configurations use them),
    /// in any case, written plain.
    public var bool: Bool? {
        guard case .scalar(let text, .plain) = value else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// A plain decimal integer with an optional sign.
    public var int: Int? {
        guard case .scalar(let text, .plain) = value else { return nil }
        return Int(text)
    }

    public var array: [YAMLNode]? {
        guard case .sequence(let items) = value else { return nil }
        return items
    }

    public var pairs: [YAMLPair]? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs
    }

    /// `5`, `-0.5`, `1e3`; not `inf` or `nan`, which read as words.
    static func isNumber(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("0"..."9").contains(first) || "+-.".unicodeScalars.contains(first) else { return false }
        return Double(text) != nil
    }

    /// What the node is, for messages like "expected a list, found a string".
    public var kindName: String {
        switch value {
        case .scalar(let text, .plain) where YAMLNode.isNumber(text): return "a number"
        case .scalar: return "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .null: return "nothing"
        }
    }
}
