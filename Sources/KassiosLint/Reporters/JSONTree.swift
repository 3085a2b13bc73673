/// A JSON value with ordered object keys, printed with two-space indentation: stable output
/// for reporters whose documents are deeper than a list of findings (and the map's JSON).
public indirect enum JSONTree {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([JSONTree])
    case object([(key: String, value: JSONTree)])

    /// The document and a final newline.
    public var document: String {
        var text = ""
        write(to: &text, indent: "")
        return text + "\n"
    }

    private func write(to text: inout String, indent: String) {
        switch self {
        case .string(let value): text += JSONReporter.quoted(value)
        case .int(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { text += "[]"; return }
            let inner = indent + "  "
            text += "["
            for (index, item) in items.enumerated() {
                text += index == 0 ? "\n" : ",\n"
                text += inner
                item.write(to: &text, indent: inner)
            }
            text += "\n" + indent + "]"
        case .object(let members):
            guard !members.isEmpty else { text += "{}"; return }
            let inner = indent + "  "
            text += "{"
            for (index, member) in members.enumerated() {
                text += index == 0 ? "\n" : ",\n"
                text += inner + JSONReporter.quoted(member.key) + ": "
                member.value.write(to: &text, indent: inner)
            }
            text += "\n" + indent + "}"
        }
    }
}
