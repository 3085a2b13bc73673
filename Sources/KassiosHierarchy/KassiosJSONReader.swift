/// Reads kassios's own JSON (see `HierarchyJSONWriter` for the schema).
struct KassiosJSONReader {
    let document: JSONDocument
    var diagnostics: Diagnostics
    private var builder = TreeBuilder()
    private(set) var source: HierarchyFormat?
    private(set) var truncated = false

    init(document: JSONDocument, diagnostics: Diagnostics) {
        self.document = document
        self.diagnostics = diagnostics
    }

    static let topKeys: Set<String> = ["kassiosHierarchy", "source", "truncated", "root"]
    static let elementKeys: Set<String> = [
        "type", "identifier", "label", "value", "valueTruncated", "placeholder", "title", "frame", "enabled",
        "selected", "focused", "hittable", "visible", "synthetic", "children",
    ]

    mutating func read() throws -> HierarchyElement {
        let top = document.top
        guard document.kind(top) == .object else {
            throw diagnostics.error("expected a kassios hierarchy object {\"kassiosHierarchy\": 1, \"root\": …}, found \(document.describe(top))",
                                    at: document.start(top), path: "$")
        }
        guard let version = document.member(top, "kassiosHierarchy") else {
            throw diagnostics.error("expected the key 'kassiosHierarchy' with the schema version", at: document.start(top), path: "$")
        }
        guard let number = document.numberText(version), let value = Int(number), value >= 1 else {
            throw diagnostics.error("expected the schema version 1, found \(document.describe(version))",
                                    at: document.start(version), path: "$.kassiosHierarchy")
        }
        if value > HierarchyJSONWriter.schemaVersion {
            throw diagnostics.error("expected schema version \(HierarchyJSONWriter.schemaVersion) or older: version \(value) was written by a newer kassios",
                                    at: document.start(version), path: "$.kassiosHierarchy")
        }
        for member in document.objectMembers(top) where !Self.topKeys.contains(member.key) {
            try diagnostics.problem("unknown key \(quoted(member.key)) (version 1 has kassiosHierarchy, source, truncated, root)",
                                    at: member.keyStart, path: memberPath("$", member.key))
        }
        if let sourceValue = document.member(top, "source"), document.kind(sourceValue) != .null {
            if let name = document.string(sourceValue), let format = HierarchyFormat(rawValue: name) {
                source = format
            } else {
                try diagnostics.problem("expected one of \(HierarchyFormat.allCases.map(\.rawValue).joined(separator: ", ")), found \(document.describe(sourceValue))",
                                        at: document.start(sourceValue), path: "$.source")
            }
        }
        if let flag = document.member(top, "truncated") {
            truncated = try bool(flag, path: "$.truncated") ?? false
        }
        guard let root = document.member(top, "root") else {
            throw diagnostics.error("expected the key 'root' with the root element", at: document.start(top), path: "$")
        }
        var pending: [(value: Int, depth: Int, path: String)] = [(root, 0, "$.root")]
        while let (value, depth, path) = pending.popLast() {
            guard document.kind(value) == .object else {
                try diagnostics.problem("expected an element object, found \(document.describe(value))",
                                        at: document.start(value), path: path)
                continue
            }
            try builder.add(try element(value, path: path), depth: depth, offset: document.start(value),
                            diagnostics: &diagnostics)
            if let children = document.member(value, "children") {
                guard document.kind(children) == .array else {
                    try diagnostics.problem("expected an array of elements, found \(document.describe(children))",
                                            at: document.start(children), path: path + ".children")
                    continue
                }
                for (index, child) in Array(document.arrayItems(children).enumerated()).reversed() {
                    pending.append((child, depth + 1, "\(path).children[\(index)]"))
                }
            }
        }
        guard let tree = HierarchyElement.root(of: builder.finish(diagnostics: &diagnostics)) else {
            throw diagnostics.error("expected a root element object", at: document.start(root), path: "$.root")
        }
        return tree
    }

    private mutating func element(_ object: Int, path: String) throws -> HierarchyElement {
        let location = diagnostics.source.location(document.start(object))
        var element = HierarchyElement(type: .other, line: location.line, column: location.column)
        for member in document.objectMembers(object) where !Self.elementKeys.contains(member.key) {
            try diagnostics.problem("unknown key \(quoted(member.key)) in an element (schema version 1)",
                                    at: member.keyStart, path: memberPath(path, member.key))
        }
        guard let type = document.member(object, "type") else {
            try diagnostics.problem("expected the key 'type'", at: document.start(object), path: path)
            return element
        }
        if let name = document.string(type), let normalised = ElementType(normalizing: name), normalised.name == name {
            element.type = normalised
        } else {
            try diagnostics.problem("expected an element type name such as 'button', found \(document.describe(type))",
                                    at: document.start(type), path: path + ".type")
        }
        element.identifier = try string(object, "identifier", path: path)
        element.label = try string(object, "label", path: path)
        element.value = try string(object, "value", path: path)
        element.placeholder = try string(object, "placeholder", path: path)
        element.title = try string(object, "title", path: path)
        element.valueTruncated = try flag(object, "valueTruncated", path: path) ?? false
        element.enabled = try flag(object, "enabled", path: path) ?? true
        element.selected = try flag(object, "selected", path: path) ?? false
        element.focused = try flag(object, "focused", path: path) ?? false
        element.hittable = try flag(object, "hittable", path: path)
        element.visible = try flag(object, "visible", path: path)
        element.synthetic = try flag(object, "synthetic", path: path) ?? false
        if let frame = document.member(object, "frame") {
            element.frame = try self.frame(frame, path: path + ".frame")
        }
        return element
    }

    private mutating func frame(_ value: Int, path: String) throws -> ElementFrame? {
        guard document.kind(value) == .object else {
            try diagnostics.problem("expected a frame {\"x\", \"y\", \"width\", \"height\"}, found \(document.describe(value))",
                                    at: document.start(value), path: path)
            return nil
        }
        var numbers: [Double] = []
        for key in ["x", "y", "width", "height"] {
            guard let member = document.member(value, key), let number = document.number(member), number.isFinite else {
                let found = document.member(value, key).map { document.describe($0) } ?? "no '\(key)'"
                try diagnostics.problem("expected a number for '\(key)', found \(found)",
                                        at: document.member(value, key).map { document.start($0) } ?? document.start(value),
                                        path: path)
                return nil
            }
            numbers.append(number)
        }
        for member in document.objectMembers(value) where !["x", "y", "width", "height"].contains(member.key) {
            try diagnostics.problem("unknown key \(quoted(member.key)) in a frame", at: member.keyStart, path: path)
        }
        return ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private mutating func string(_ object: Int, _ key: String, path: String) throws -> String? {
        guard let value = document.member(object, key) else { return nil }
        guard let text = document.string(value) else {
            try diagnostics.problem("expected a string, found \(document.describe(value))",
                                    at: document.start(value), path: memberPath(path, key))
            return nil
        }
        return text.isEmpty ? nil : text
    }

    private mutating func flag(_ object: Int, _ key: String, path: String) throws -> Bool? {
        guard let value = document.member(object, key) else { return nil }
        return try bool(value, path: memberPath(path, key))
    }

    private mutating func bool(_ value: Int, path: String) throws -> Bool? {
        guard let flag = document.bool(value) else {
            try diagnostics.problem("expected true or false, found \(document.describe(value))",
                                    at: document.start(value), path: path)
            return nil
        }
        return flag
    }
}
