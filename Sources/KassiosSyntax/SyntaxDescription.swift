// A compact, stable rendering of expressions, for tests and `--dump` debugging:
// `app.buttons["x"].tap()` is `call(member(subscript(member(app, buttons), ["x"]), tap))`.

extension Expr: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .identifier(let name): return name
        case .integer(let text), .float(let text): return text
        case .boolean(let value): return value ? "true" : "false"
        case .nil: return "nil"
        case .string(let literal):
            return "\"" + literal.segments.map { segment -> String in
                switch segment {
                case .text(let text): return text
                case .interpolation(let arguments, _): return "\\(" + Expr.describe(arguments) + ")"
                }
            }.joined() + "\""
        case .regex: return "regex"
        case .member(let name, let base): return "member(\(base), \(name))"
        case .implicitMember(let name): return "member(, \(name))"
        case .call(let callee, let arguments, let closures):
            var text = "call(\(callee)"
            if !arguments.isEmpty { text += ", " + Expr.describe(arguments) }
            if !closures.isEmpty { text += ", trailing: " + Expr.describe(closures) }
            return text + ")"
        case .subscript(let base, let arguments): return "subscript(\(base), [\(Expr.describe(arguments))])"
        case .array(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let pairs): return "[" + (pairs.isEmpty ? ":" : pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ")) + "]"
        case .closure(let closure):
            let parameters = closure.parameters.isEmpty ? "" : closure.parameters.joined(separator: ", ") + " in "
            return "{ \(parameters)\(closure.body.count) statements }"
        case .tuple(let elements): return "(" + Expr.describe(elements) + ")"
        case .sequence(let elements): return "seq(" + elements.map(\.description).joined(separator: " ") + ")"
        case .binaryOperator(let op): return op
        case .ternary(let condition, let then, let otherwise): return "ternary(\(condition) ? \(then) : \(otherwise))"
        case .prefix(let op, let operand): return "prefix(\(op)\(operand))"
        case .postfix(let op, let operand): return "postfix(\(operand)\(op))"
        case .try(let variant, let operand): return "\(variant)(\(operand))"
        case .await(let operand): return "await(\(operand))"
        case .cast(let operand, let op, let type): return "cast(\(operand) \(op) \(type))"
        case .keyPath(let text): return "keyPath(\(text))"
        case .pound(let name, let arguments): return arguments.isEmpty ? name : "\(name)(\(Expr.describe(arguments)))"
        case .binding(let name, let pattern): return "binding(\(name ?? pattern?.description ?? "_"))"
        case .type(let type): return "type(\(type))"
        case .statement: return "statement"
        case .unknown: return "?"
        }
    }

    static func describe(_ arguments: ArgumentList) -> String {
        arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.description }.joined(separator: ", ")
    }
}
