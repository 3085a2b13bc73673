/// Writes a hierarchy as kassios's own JSON, the format `kassios dump convert IN --to json`
/// produces and every kassios command reads back unchanged.
///
/// Schema version 1:
///
///     {
///       "kassiosHierarchy": 1,              // the schema version; always the first key
///       "source": "xcuitest",               // the format the dump was read from (optional)
///       "truncated": true,                  // the producer left elements out (only when true)
///       "root": ELEMENT
///     }
///
///     ELEMENT = {
///       "type": "button",                   // XCUIElement.ElementType case name (required)
///       "identifier": "login.submit",       // the other keys are left out at their defaults:
///       "label": "Sign In",                 //   strings: absent is none
///       "value": "1",
///       "valueTruncated": true,             //   false
///       "placeholder": "Email",
///       "title": "Finch",
///       "frame": {"x": 16, "y": 60, "width": 44, "height": 44},   // points; absent is none
///       "enabled": false,                   //   true
///       "selected": true,                   //   false
///       "focused": true,                    //   false (keyboard focus)
///       "hittable": false,                  //   unknown
///       "visible": false,                   //   unknown
///       "synthetic": true,                  //   false (a root kassios made up)
///       "children": [ELEMENT, …]            //   none
///     }
///
/// Keys are written in this order, two spaces of indentation per level, numbers in their
/// shortest form (`16`, `16.5`), strings with only `"`, `\` and control characters
/// escaped: the same hierarchy always gives the same bytes, so the files diff well.
/// Readers of version 1 reject unknown keys and newer versions.
public enum HierarchyJSONWriter {
    public static let schemaVersion = 1

    /// The JSON text, ending with a line break. Written with a loop, not recursion, so
    /// any tree can be written.
    public static func write(_ hierarchy: Hierarchy) -> String {
        var out = "{\n  \"kassiosHierarchy\": \(schemaVersion),\n"
        let source = hierarchy.format == .kassios ? hierarchy.convertedFrom : hierarchy.format
        if let source { out += "  \"source\": \(jsonString(source.rawValue)),\n" }
        if hierarchy.isTruncated { out += "  \"truncated\": true,\n" }
        out += "  \"root\": "

        // Work items: an element to open, or the text that closes one.
        enum Step {
            case open(HierarchyElement, indent: Int, last: Bool)
            case close(String)
        }
        var steps: [Step] = [.open(hierarchy.root, indent: 2, last: true)]
        var first = true
        while let step = steps.popLast() {
            switch step {
            case .close(let text):
                out += text
            case .open(let element, let indent, let last):
                let pad = String(repeating: " ", count: indent)
                if !first { out += pad }
                first = false
                out += "{\n"
                let fields = self.fields(element)
                let inner = String(repeating: " ", count: indent + 2)
                for (index, field) in fields.enumerated() {
                    out += inner + field
                    out += index == fields.count - 1 && element.children.isEmpty ? "\n" : ",\n"
                }
                let end = pad + "}" + (last ? "\n" : ",\n")
                if element.children.isEmpty {
                    out += end
                } else {
                    out += inner + "\"children\": [\n"
                    steps.append(.close(inner + "]\n" + end))
                    for (index, child) in element.children.enumerated().reversed() {
                        steps.append(.open(child, indent: indent + 4, last: index == element.children.count - 1))
                    }
                }
            }
        }
        return out + "}\n"
    }

    /// `"key": value` of every field that is not at its default, in schema order.
    private static func fields(_ element: HierarchyElement) -> [String] {
        var fields = ["\"type\": \(jsonString(element.type.name))"]
        func add(_ key: String, _ text: String?) {
            if let text { fields.append("\"\(key)\": \(jsonString(text))") }
        }
        add("identifier", element.identifier)
        add("label", element.label)
        add("value", element.value)
        if element.valueTruncated { fields.append("\"valueTruncated\": true") }
        add("placeholder", element.placeholder)
        add("title", element.title)
        if let frame = element.frame {
            fields.append("\"frame\": {\"x\": \(formatNumber(frame.x)), \"y\": \(formatNumber(frame.y)), \"width\": \(formatNumber(frame.width)), \"height\": \(formatNumber(frame.height))}")
        }
        if !element.enabled { fields.append("\"enabled\": false") }
        if element.selected { fields.append("\"selected\": true") }
        if element.focused { fields.append("\"focused\": true") }
        if let hittable = element.hittable { fields.append("\"hittable\": \(hittable)") }
        if let visible = element.visible { fields.append("\"visible\": \(visible)") }
        if element.synthetic { fields.append("\"synthetic\": true") }
        return fields
    }

    /// A JSON string literal: `"`, `\` and control characters escaped, the rest as is.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
