/// Parses and renders kassios templates (the language is documented in Templates/README.md):
///
///     let template = try TemplateEngine.compile(text, file: "Templates/screen-robot.swift.template")
///     try template.check(against: shape)          // every path, before any rendering
///     let swift = try template.render(context)
///
/// Every error is a `TemplateError` at the template's `file:line:column`.
public enum TemplateEngine {
    /// How deeply blocks may nest: deeper is refused, so rendering never runs out of stack.
    public static let maximumNesting = 64

    public static func compile(_ text: String, file: String) throws -> Template {
        try Template(text: text, file: file)
    }
}

/// A parsed template, rendered with any number of contexts.
public struct Template: Sendable {
    /// The path shown in errors.
    public let file: String
    let nodes: [TemplateNode]

    public init(text: String, file: String) throws {
        self.file = file
        self.nodes = try TemplateParser(text: text, file: file).parse()
    }

    /// The `{{#section name}}` blocks, in order, nested ones included.
    public var sectionNames: [String] {
        var names: [String] = []
        Template.visitSections(nodes) { name, _ in names.append(name) }
        return names
    }

    /// Renders the whole template.
    public func render(_ context: [String: TemplateValue]) throws -> String {
        var renderer = Renderer(file: file, frames: [context])
        try renderer.render(nodes)
        return renderer.output
    }

    /// Renders only the named section, with `context`; nil when there is no such section.
    public func render(section: String, _ context: [String: TemplateValue]) throws -> String? {
        var body: [TemplateNode]?
        Template.visitSections(nodes) { name, nodes in
            if name == section && body == nil { body = nodes }
        }
        guard let body else { return nil }
        var renderer = Renderer(file: file, frames: [context])
        try renderer.render(body)
        return renderer.output
    }

    /// Checks every variable, loop and filter against what contexts of `shape` hold, on
    /// every path (both branches of each `#if`, loop bodies whatever the list's length).
    public func check(against shape: [String: TemplateShape]) throws {
        var checker = ShapeChecker(file: file, frames: [shape])
        try checker.check(nodes)
    }

    static func visitSections(_ nodes: [TemplateNode], _ visit: (String, [TemplateNode]) -> Void) {
        for node in nodes {
            switch node {
            case .section(let name, let body):
                visit(name, body)
                visitSections(body, visit)
            case .each(_, let body, let otherwise), .conditional(_, _, let body, let otherwise):
                visitSections(body, visit)
                visitSections(otherwise, visit)
            case .text, .value:
                break
            }
        }
    }
}

/// The value (or shape) `path` names: its first part in the innermost frame that has it,
/// then fields of records.
private func resolve<Value>(_ path: TemplatePath, in frames: [[String: Value]], file: String,
                            fields: (Value) -> [String: Value]?) throws -> Value {
    let first = path.components[0]
    guard var current = frames.last(where: { $0[first] != nil })?[first] else {
        throw unknownVariable(path, known: frames.flatMap(\.keys), file: file)
    }
    for (index, component) in path.components.enumerated().dropFirst() {
        guard let record = fields(current) else {
            let parent = path.components[..<index].joined(separator: ".")
            throw misuse("unknown variable '\(path.text)': '\(parent)' has no fields", at: path.position, file: file)
        }
        guard let next = record[component] else { throw unknownVariable(path, known: Array(record.keys), file: file) }
        current = next
    }
    return current
}

private func unknownVariable(_ path: TemplatePath, known: [String], file: String) -> TemplateError {
    let names = Set(known).sorted().joined(separator: ", ")
    return TemplateError(file: file, line: path.position.line, column: path.position.column,
                         message: "unknown variable '\(path.text)'; here the variables are \(names)")
}

private func misuse(_ message: String, at position: TemplatePosition, file: String) -> TemplateError {
    TemplateError(file: file, line: position.line, column: position.column, message: message)
}

private struct Renderer {
    let file: String
    var frames: [[String: TemplateValue]]
    var output = ""

    mutating func render(_ nodes: [TemplateNode]) throws {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .value(let expression):
                output += try value(of: expression)
            case .section(_, let body):
                try render(body)
            case .conditional(let path, let negated, let then, let otherwise):
                try render(try lookup(path).isTruthy != negated ? then : otherwise)
            case .each(let path, let body, let otherwise):
                guard case .list(let items) = try lookup(path) else {
                    throw misuse("'\(path.text)' is not a list, so {{#each}} cannot loop over it", at: path.position, file: file)
                }
                if items.isEmpty { try render(otherwise) }
                for (index, item) in items.enumerated() {
                    var frame: [String: TemplateValue] = [:]
                    if case .record(let fields) = item { frame = fields }
                    frame["this"] = item
                    frame["@index"] = .text(String(index))
                    frame["@first"] = .bool(index == 0)
                    frame["@last"] = .bool(index == items.count - 1)
                    frames.append(frame)
                    defer { frames.removeLast() }
                    try render(body)
                }
            }
        }
    }

    func value(of expression: TemplateExpression) throws -> String {
        var value: TemplateValue
        var position = TemplatePosition(line: 0, column: 0)
        switch expression.source {
        case .literal(let text): value = .text(text)
        case .path(let path):
            value = try lookup(path)
            position = path.position
        }
        for filter in expression.filters {
            guard let definition = TemplateFilters.named(filter.name) else { continue }
            if definition.input == .text, case .list = value {
                throw misuse("filter '\(filter.name)' takes text, not a list", at: filter.position, file: file)
            }
            value = .text(definition(value))
        }
        switch value {
        case .text(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .list: throw misuse("a list cannot be printed: loop over it with {{#each}}, or add '| join'", at: position, file: file)
        case .record: throw misuse("a record cannot be printed: print one of its fields", at: position, file: file)
        }
    }

    func lookup(_ path: TemplatePath) throws -> TemplateValue {
        try resolve(path, in: frames, file: file) { value in
            if case .record(let fields) = value { return fields }
            return nil
        }
    }
}

/// The renderer's walk over shapes instead of values: every branch, every loop body once.
private struct ShapeChecker {
    let file: String
    var frames: [[String: TemplateShape]]

    mutating func check(_ nodes: [TemplateNode]) throws {
        for node in nodes {
            switch node {
            case .text:
                break
            case .value(let expression):
                try check(expression)
            case .section(_, let body):
                try check(body)
            case .conditional(let path, _, let then, let otherwise):
                _ = try lookup(path)
                try check(then)
                try check(otherwise)
            case .each(let path, let body, let otherwise):
                guard case .list(let item) = try lookup(path) else {
                    throw misuse("'\(path.text)' is \(try lookup(path).kindName), not a list, so {{#each}} cannot loop over it",
                                 at: path.position, file: file)
                }
                try check(otherwise)
                var frame: [String: TemplateShape] = [:]
                if case .record(let fields) = item { frame = fields }
                frame["this"] = item
                frame["@index"] = .text
                frame["@first"] = .bool
                frame["@last"] = .bool
                frames.append(frame)
                defer { frames.removeLast() }
                try check(body)
            }
        }
    }

    func check(_ expression: TemplateExpression) throws {
        guard case .path(let path) = expression.source else { return }
        var shape = try lookup(path)
        for filter in expression.filters {
            guard let definition = TemplateFilters.named(filter.name) else { continue }
            if definition.input == .text, case .list = shape {
                throw misuse("filter '\(filter.name)' takes text, and '\(path.text)' is a list", at: filter.position, file: file)
            }
            shape = .text
        }
        switch shape {
        case .list: throw misuse("'\(path.text)' is a list and cannot be printed: loop over it with {{#each \(path.text)}}, or add '| join'",
                                 at: path.position, file: file)
        case .record: throw misuse("'\(path.text)' is a record and cannot be printed: print one of its fields", at: path.position, file: file)
        case .text, .bool: return
        }
    }

    func lookup(_ path: TemplatePath) throws -> TemplateShape {
        try resolve(path, in: frames, file: file) { shape in
            if case .record(let fields) = shape { return fields }
            return nil
        }
    }
}
