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
        // Bytes, not String appends: a map of thousands of screens is megabytes of JSON.
        var bytes: [UInt8] = []
        write(to: &bytes, indent: 0)
        bytes.append(0x0A)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value as it is printed `indent` spaces in: its inner lines `indent + 2` spaces in, its
    /// closing bracket `indent`; no newline after it.
    func write(to bytes: inout [UInt8], indent: Int) {
        switch self {
        case .string(let value): bytes.append(contentsOf: JSONReporter.quoted(value).utf8)
        case .int(let value): bytes.append(contentsOf: String(value).utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .array(let items):
            guard !items.isEmpty else { bytes.append(contentsOf: "[]".utf8); return }
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONTree.newline(&bytes, indent: indent + 2)
                item.write(to: &bytes, indent: indent + 2)
            }
            JSONTree.newline(&bytes, indent: indent)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { bytes.append(contentsOf: "{}".utf8); return }
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONTree.newline(&bytes, indent: indent + 2)
                bytes.append(contentsOf: JSONReporter.quoted(member.key).utf8)
                bytes.append(contentsOf: ": ".utf8)
                member.value.write(to: &bytes, indent: indent + 2)
            }
            JSONTree.newline(&bytes, indent: indent)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ bytes: inout [UInt8], indent: Int) {
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }
}
