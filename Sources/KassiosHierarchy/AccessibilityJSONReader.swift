/// Reads the JSON of `idb ui describe-all` / `describe-point` and AXe `describe-ui`.
///
/// - idb prints an array of elements: flat by default (the application first, then every
///   element), nested with `--nested` (`children` arrays). `describe-point` prints one
///   object. AXe prints the nested form.
/// - Fields: `AXFrame` (`"{{x, y}, {w, h}}"`), `frame` (`{x, y, width, height}`, preferred
///   when both are there: it is not rounded), `AXUniqueId` (the identifier), `AXLabel`,
///   `AXValue` (a string or a number), `type` (`Button`), `role` (`AXButton`),
///   `role_description` (`button`), `subrole`, `title`, `help`, `enabled`,
///   `custom_actions`, `content_required`, `children`, `traits`, `pid`. Any may be `null`
///   or missing; keys come in any order; unknown keys are ignored.
/// - AXe's `--format complete` wraps the elements in an object with `backend`,
///   `truncated`, `target` and `screen`, and names the fields `label`, `identifier` and
///   `value`; `"truncated": true` is reported as `Hierarchy.isTruncated`.
struct AccessibilityJSONReader: JSONFieldReading {
    let document: JSONDocument
    var diagnostics: Diagnostics
    private(set) var truncated = false
    private var builder = TreeBuilder()

    init(document: JSONDocument, diagnostics: Diagnostics) {
        self.document = document
        self.diagnostics = diagnostics
    }

    /// Keys under which a wrapper object holds its elements, in the order tried.
    static let containerKeys = ["elements", "tree", "roots", "root", "nodes", "hierarchy", "ui", "accessibility"]
    static let wrapperKeys: Set<String> = Set(containerKeys + ["backend", "truncated", "target", "screen"])

    /// The top-level elements: an array's items, a wrapper's elements, or the one object.
    static func topElements(in document: JSONDocument) -> (items: [Int], path: String, wrapper: Int?) {
        let top = document.top
        switch document.kind(top) {
        case .array:
            return (Array(document.arrayItems(top)), "$", nil)
        case .object:
            let keys = Set(document.objectMembers(top).map(\.key))
            guard !keys.isDisjoint(with: wrapperKeys) else { return ([top], "$", nil) }
            var candidates = containerKeys.map { ($0, document.member(top, $0)) }
            if let screen = document.member(top, "screen") {
                candidates += containerKeys.map { ("screen.\($0)", document.member(screen, $0)) }
                candidates.append(("screen", screen))
            }
            for case let (key, value?) in candidates {
                switch document.kind(value) {
                case .array: return (Array(document.arrayItems(value)), "$.\(key)", top)
                case .object where !Set(document.objectMembers(value).map(\.key)).isDisjoint(with: elementKeys):
                    return ([value], "$.\(key)", top)
                default: continue
                }
            }
            return ([], "$", top)
        default:
            return ([], "$", nil)
        }
    }

    static let elementKeys: Set<String> = [
        "type", "role", "AXFrame", "frame", "AXLabel", "label", "AXUniqueId", "identifier", "children",
    ]

    /// The first element object of a document, for format detection.
    static func firstElementObject(in document: JSONDocument) -> Int? {
        topElements(in: document).items.first { document.kind($0) == .object }
    }

    mutating func read() throws -> HierarchyElement {
        let (items, basePath, wrapper) = Self.topElements(in: document)
        if let wrapper {
            if let flag = document.member(wrapper, "truncated") {
                if let value = document.bool(flag) {
                    truncated = value
                } else if document.kind(flag) != .null {
                    try diagnostics.problem("expected true or false, found \(document.describe(flag))",
                                            at: document.start(flag), path: "$.truncated")
                }
            }
            if items.isEmpty, !Self.containerKeys.contains(where: { document.member(wrapper, $0) != nil }) {
                throw diagnostics.error("expected the elements in an array under 'elements' (or 'tree', 'root', 'nodes') of this wrapper",
                                        at: document.start(wrapper), path: "$")
            }
        }
        guard !items.isEmpty || wrapper != nil else {
            let kind = document.kind(document.top)
            throw diagnostics.error(kind == .array ? "expected at least one element, found an empty array"
                                                   : "expected an array of elements or an element object, found \(document.describe(document.top))",
                                    at: document.start(document.top), path: "$")
        }
        // idb's default output is flat: the application, then every element after it.
        let flat = items.count > 1 && !items.contains { document.member($0, "children").map { document.kind($0) != .null } ?? false }
            && document.kind(items[0]) == .object && typeOf(items[0], path: "").type == .application
        var pending: [(value: Int, depth: Int, path: String)] = items.enumerated().reversed().map {
            ($0.element, flat && $0.offset > 0 ? 1 : 0, "\(basePath)[\($0.offset)]")
        }
        while let (value, depth, path) = pending.popLast() {
            guard document.kind(value) == .object else {
                try diagnostics.problem("expected an element object, found \(document.describe(value))",
                                        at: document.start(value), path: path)
                continue
            }
            let element = try self.element(value, path: path)
            try builder.add(element, depth: depth, offset: document.start(value), diagnostics: &diagnostics)
            if let children = document.member(value, "children") {
                switch document.kind(children) {
                case .array:
                    let items = Array(document.arrayItems(children).enumerated())
                    for (index, child) in items.reversed() {
                        pending.append((child, depth + 1, "\(path).children[\(index)]"))
                    }
                case .null: break
                default:
                    try diagnostics.problem("expected an array of child elements or null, found \(document.describe(children))",
                                            at: document.start(children), path: path + ".children")
                }
            }
        }
        let tops = builder.finish(diagnostics: &diagnostics)
        guard let root = HierarchyElement.root(of: tops) else {
            throw diagnostics.error("expected at least one element", at: document.start(document.top), path: "$")
        }
        return root
    }

    // MARK: - One element

    private mutating func element(_ object: Int, path: String) throws -> HierarchyElement {
        let location = diagnostics.source.location(document.start(object))
        var element = HierarchyElement(type: .other, line: location.line, column: location.column)
        let typed = typeOf(object, path: path)
        element.type = typed.type
        if let note = typed.note { diagnostics.note(note, at: document.start(object), path: path) }
        element.identifier = try text(object, ["AXUniqueId", "AXIdentifier", "identifier"], path: path)
        element.label = try text(object, ["AXLabel", "label"], path: path)
        element.value = try text(object, ["AXValue", "value"], path: path)
        element.placeholder = try text(object, ["AXPlaceholderValue", "placeholderValue", "placeholder"], path: path)
        element.title = try text(object, ["title"], path: path)
        element.frame = try frame(object, path: path)
        element.enabled = try flag(object, "enabled", path: path) ?? true
        element.selected = try flag(object, "selected", path: path) ?? traits(object).contains("selected")
        element.focused = try flag(object, "focused", path: path) ?? false
        element.hittable = try flag(object, "hittable", path: path)
        element.visible = try flag(object, "visible", path: path)
        return element
    }

    /// idb's `type` names that XCUITest calls otherwise.
    static let typeSynonyms: [String: ElementType] = [
        "heading": .staticText, "text": .staticText, "group": .other, "genericelement": .other, "unknown": .other,
        "scrollarea": .scrollView, "webarea": .webView, "textarea": .textView, "tabgroup": .tabBar,
        "tabbarbutton": .button, "toggle": .switch, "list": .table, "row": .cell,
    ]

    /// The element's type from `type`, else `role`, else `role_description`, refined by a
    /// secure-field `subrole`; a note when none names a type XCUITest knows.
    private func typeOf(_ object: Int, path: String) -> (type: ElementType, note: String?) {
        var spelling: String?
        for key in ["type", "role", "role_description"] {
            if let value = document.member(object, key), let text = document.string(value), !text.isEmpty {
                spelling = key == "role_description" ? camelCased(text) : text
                break
            }
        }
        let subrole = document.member(object, "subrole").flatMap { document.string($0) }
        if subrole == "AXSecureTextField" { return (.secureTextField, nil) }
        guard let spelling else { return (.other, nil) }
        var bare = Substring(spelling)
        if bare.hasPrefix("AX") { bare = bare.dropFirst(2) }
        if let synonym = Self.typeSynonyms[bare.lowercased()] { return (synonym, nil) }
        guard let type = ElementType(normalizing: String(bare)) else {
            return (.other, "element type \(quoted(spelling)) is not a name; read as 'other'")
        }
        return (type, type.isKnown ? nil : "unknown element type \(quoted(spelling)), kept as '\(type.name)'")
    }

    private func camelCased(_ words: String) -> String {
        let parts = words.split(separator: " ")
        guard let first = parts.first else { return words }
        return first.lowercased() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func traits(_ object: Int) -> [String] {
        guard let value = document.member(object, "traits") else { return [] }
        return document.arrayItems(value).compactMap { document.string($0)?.lowercased() }
    }

    /// The first of `keys` present: a string (empty is nil), a number as written, a
    /// boolean as `true`/`false`, or null.
    private mutating func text(_ object: Int, _ keys: [String], path: String) throws -> String? {
        for key in keys {
            guard let value = document.member(object, key) else { continue }
            switch document.kind(value) {
            case .string: return document.string(value).flatMap { $0.isEmpty ? nil : $0 }
            case .number: return document.numberText(value)
            case .bool: return document.bool(value).map { $0 ? "true" : "false" }
            case .null: return nil
            case .array, .object:
                try diagnostics.problem("expected a string, a number or null, found \(document.describe(value))",
                                        at: document.start(value), path: memberPath(path, key))
                return nil
            }
        }
        return nil
    }

    private mutating func frame(_ object: Int, path: String) throws -> ElementFrame? {
        if let value = document.member(object, "frame"), document.kind(value) != .null {
            if document.kind(value) == .object {
                var numbers: [Double] = []
                for key in ["x", "y", "width", "height"] {
                    guard let member = document.member(value, key), let number = document.number(member) else {
                        let at = document.member(value, key).map { document.start($0) } ?? document.start(value)
                        let found = document.member(value, key).map { document.describe($0) } ?? "no '\(key)'"
                        try diagnostics.problem("expected a number for '\(key)' in the frame, found \(found)",
                                                at: at, path: memberPath(path, "frame") + (document.member(value, key) == nil ? "" : ".\(key)"))
                        return nil
                    }
                    numbers.append(number)
                }
                guard numbers.allSatisfy(\.isFinite) else { return nil }
                return ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            }
            if let text = document.string(value) {
                return try frameString(text, at: document.start(value), path: memberPath(path, "frame"))
            }
            try diagnostics.problem("expected a frame object {x, y, width, height}, found \(document.describe(value))",
                                    at: document.start(value), path: memberPath(path, "frame"))
            return nil
        }
        if let value = document.member(object, "AXFrame"), document.kind(value) != .null {
            guard let text = document.string(value) else {
                try diagnostics.problem("expected a frame string '{{x, y}, {w, h}}', found \(document.describe(value))",
                                        at: document.start(value), path: memberPath(path, "AXFrame"))
                return nil
            }
            return try frameString(text, at: document.start(value), path: memberPath(path, "AXFrame"))
        }
        return nil
    }

    private mutating func frameString(_ text: String, at offset: Int, path: String) throws -> ElementFrame? {
        switch FrameText.parse(text) {
        case .frame(let frame): return frame
        case .infinite: return nil
        case .malformed:
            try diagnostics.problem("expected a frame '{{x, y}, {width, height}}', found \(quoted(text))", at: offset, path: path)
            return nil
        }
    }
}

/// `path.key`, or `path["key"]` for a key that is not a plain name.
func memberPath(_ path: String, _ key: String) -> String {
    let plain = !key.isEmpty && key.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
        && !isDigit(key.utf8.first ?? 0)
    if plain { return path + "." + key }
    let escaped = key.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return path + "[\"" + escaped + "\"]"
}

/// The `{{x, y}, {w, h}}` frame notation of CGRect descriptions.
enum FrameText {
    enum Result: Equatable {
        case frame(ElementFrame)
        /// A well-formed frame with an infinite or NaN number: no frame (`CGRect.null`).
        case infinite
        case malformed
    }

    static func parse(_ text: String) -> Result {
        var numbers: [Double] = []
        var rest = Substring(text)
        func skipSpaces() { while rest.first == " " { rest = rest.dropFirst() } }
        func take(_ literal: String) -> Bool {
            skipSpaces()
            guard rest.hasPrefix(literal) else { return false }
            rest = rest.dropFirst(literal.count)
            return true
        }
        func number() -> Bool {
            skipSpaces()
            let digits = rest.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
            guard !digits.isEmpty, digits.count <= 40, let value = Double(digits) else { return false }
            numbers.append(value)
            rest = rest.dropFirst(digits.count)
            return true
        }
        guard take("{{"), number(), take(","), number(), take("}"), take(","), take("{"),
              number(), take(","), number(), take("}}") else { return .malformed }
        skipSpaces()
        guard rest.isEmpty else { return .malformed }
        guard numbers.allSatisfy(\.isFinite) else { return .infinite }
        return .frame(ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
}
