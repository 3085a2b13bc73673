/// Typed reads of a JSON object's members with positioned problems, shared by the
/// JSON dump readers.
protocol JSONFieldReading {
    var document: JSONDocument { get }
    var diagnostics: Diagnostics { get set }
}

extension JSONFieldReading {
    /// A boolean member: true, false, null or absent; anything else is a problem at its position.
    mutating func flag(_ object: Int, _ key: String, path: String) throws -> Bool? {
        guard let value = document.member(object, key) else { return nil }
        switch document.kind(value) {
        case .bool: return document.bool(value)
        case .null: return nil
        default:
            try diagnostics.problem("expected true, false or null, found \(document.describe(value))",
                                    at: document.start(value), path: memberPath(path, key))
            return nil
        }
    }
}
