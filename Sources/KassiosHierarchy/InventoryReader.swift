/// Reads a KassiOS identifier inventory: the identified elements of a screen as a flat
/// JSON list,
///
///     [{"identifier": "login.email", "type": "textField", "label": "Email", "isHittable": true}, …]
///
/// `type` may be spelled any way (`textField`, `TextField`, `XCUIElementTypeTextField`) or
/// be `XCUIElement.ElementType`'s raw value (`49`). `identifier` and `label` are strings or
/// null; `value` (a string or a number), `placeholder`, `frame` (`{x, y, width, height}`), `enabled` and `selected` are
/// read when present; other keys are ignored. The list may sit under `elements` (or
/// `identifiers`) of an object. An inventory has no nesting, so its elements are the
/// children of a synthetic application root.
struct InventoryReader: JSONFieldReading {
    let document: JSONDocument
    var diagnostics: Diagnostics
    private var builder = TreeBuilder()

    init(document: JSONDocument, diagnostics: Diagnostics) {
        self.document = document
        self.diagnostics = diagnostics
    }

    mutating func read() throws -> HierarchyElement {
        var list = document.top
        var path = "$"
        if document.kind(list) == .object {
            let document = self.document
            let wrapper = list
            guard let (key, inner) = ["elements", "identifiers", "inventory"]
                .compactMap({ key in document.member(wrapper, key).map { (key, $0) } }).first else {
                throw diagnostics.error("expected an array of {\"identifier\", \"type\", \"label\", \"isHittable\"} objects, found an object without 'elements'",
                                        at: document.start(list), path: "$")
            }
            list = inner
            path = memberPath(path, key)
        }
        guard document.kind(list) == .array else {
            throw diagnostics.error("expected an array of {\"identifier\", \"type\", \"label\", \"isHittable\"} objects, found \(document.describe(list))",
                                    at: document.start(list), path: path)
        }
        var root = HierarchyElement(type: .application, synthetic: true)
        try builder.add(root, depth: 0, offset: document.start(list), diagnostics: &diagnostics)
        for (index, item) in document.arrayItems(list).enumerated() {
            let itemPath = "\(path)[\(index)]"
            guard document.kind(item) == .object else {
                try diagnostics.problem("expected an object with 'identifier', 'type', 'label' and 'isHittable', found \(document.describe(item))",
                                        at: document.start(item), path: itemPath)
                continue
            }
            try builder.add(try element(item, path: itemPath), depth: 1, offset: document.start(item), diagnostics: &diagnostics)
        }
        root = builder.finish(diagnostics: &diagnostics).first ?? root
        return root
    }

    private mutating func element(_ object: Int, path: String) throws -> HierarchyElement {
        let location = diagnostics.source.location(document.start(object))
        var element = HierarchyElement(type: .other, line: location.line, column: location.column)
        if let type = document.member(object, "type") {
            switch document.kind(type) {
            case .string:
                let spelling = document.string(type) ?? ""
                if let normalised = ElementType(normalizing: spelling) {
                    element.type = normalised
                    if !normalised.isKnown {
                        diagnostics.note("unknown element type \(quoted(spelling)), kept as '\(normalised.name)'",
                                         at: document.start(type), path: memberPath(path, "type"))
                    }
                } else {
                    try diagnostics.problem("expected an element type such as 'button', found \(document.describe(type))",
                                            at: document.start(type), path: memberPath(path, "type"))
                }
            case .number:
                guard let raw = document.numberText(type).flatMap({ Int($0) }), let normalised = ElementType(rawValue: raw) else {
                    try diagnostics.problem("expected an XCUIElement.ElementType raw value from 0 to \(ElementType.caseNames.count - 1), found \(document.describe(type))",
                                            at: document.start(type), path: memberPath(path, "type"))
                    break
                }
                element.type = normalised
            case .null:
                break
            default:
                try diagnostics.problem("expected an element type name or raw value, found \(document.describe(type))",
                                        at: document.start(type), path: memberPath(path, "type"))
            }
        }
        element.identifier = try text(object, "identifier", path: path)
        element.label = try text(object, "label", path: path)
        element.value = try text(object, "value", path: path, numberAllowed: true)
        element.placeholder = try text(object, "placeholder", path: path) ?? (try text(object, "placeholderValue", path: path))
        element.hittable = try flag(object, "isHittable", path: path)
        element.enabled = try flag(object, "isEnabled", path: path) ?? (try flag(object, "enabled", path: path)) ?? true
        element.selected = try flag(object, "isSelected", path: path) ?? (try flag(object, "selected", path: path)) ?? false
        if let frame = document.member(object, "frame"), document.kind(frame) != .null {
            var numbers: [Double] = []
            for key in ["x", "y", "width", "height"] {
                if let member = document.member(frame, key), let number = document.number(member), number.isFinite {
                    numbers.append(number)
                }
            }
            if numbers.count == 4 {
                element.frame = ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            } else {
                try diagnostics.problem("expected a frame {\"x\", \"y\", \"width\", \"height\"} of numbers, found \(document.describe(frame))",
                                        at: document.start(frame), path: memberPath(path, "frame"))
            }
        }
        return element
    }

    /// A string member (empty is nil), null or absent. A number only where one makes sense
    /// (a slider's `value`): an identifier `5` is a broken inventory, not the text "5".
    private mutating func text(_ object: Int, _ key: String, path: String, numberAllowed: Bool = false) throws -> String? {
        guard let value = document.member(object, key) else { return nil }
        switch document.kind(value) {
        case .string: return document.string(value).flatMap { $0.isEmpty ? nil : $0 }
        case .number where numberAllowed: return document.numberText(value)
        case .null: return nil
        default:
            try diagnostics.problem("expected a string\(numberAllowed ? ", a number" : "") or null, found \(document.describe(value))",
                                    at: document.start(value), path: memberPath(path, key))
            return nil
        }
    }

}
