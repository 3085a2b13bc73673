// A plain depth-first visit of every expression under a declaration, statement or
// expression, for checks that need no scopes. (The model's ScopedWalker tracks scopes.)

public enum SyntaxTraversal {
    /// The names an expression itself mentions (not those of the expressions inside it):
    /// an identifier, a member's name (`a.name`, `.name`), each component of a key path.
    public static func forEachName(mentionedBy expr: Expr, _ body: (String) -> Void) {
        switch expr.kind {
        case .identifier(let name), .member(let name, _), .implicitMember(let name):
            body(name)
        case .keyPath(let path):
            for component in path.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
                body(String(component))
            }
        default:
            break
        }
    }

    public static func forEachExpression(in declarations: [Decl], _ visit: (Expr) -> Void) {
        for declaration in declarations { forEachExpression(in: declaration, visit) }
    }

    public static func forEachExpression(in declaration: Decl, _ visit: (Expr) -> Void) {
        switch declaration {
        case .type(let type):
            forEachExpression(in: type.members, visit)
        case .variable(let variable):
            for binding in variable.bindings {
                if let initializer = binding.initializer { forEachExpression(in: initializer, visit) }
                for accessor in binding.accessors ?? [] { forEachExpression(in: accessor.body ?? [], visit) }
            }
        case .function(let function):
            for parameter in function.parameters { if let value = parameter.defaultValue { forEachExpression(in: value, visit) } }
            if let accessors = function.accessors {
                for accessor in accessors { forEachExpression(in: accessor.body ?? [], visit) }
            } else {
                forEachExpression(in: function.body ?? [], visit)
            }
        case .enumCase(let enumCase):
            for element in enumCase.elements { if let raw = element.rawValue { forEachExpression(in: raw, visit) } }
        case .ifConfig(let clauses):
            for clause in clauses { forEachExpression(in: clause.elements, visit) }
        case .statement(let statement):
            forEachExpression(in: [statement], visit)
        case .typeAlias, .import:
            break
        }
    }

    public static func forEachExpression(in statements: [Stmt], _ visit: (Expr) -> Void) {
        for statement in statements {
            switch statement {
            case .expression(let expr), .throw(let expr, _):
                forEachExpression(in: expr, visit)
            case .return(let expr, _):
                if let expr { forEachExpression(in: expr, visit) }
            case .declaration(let declaration):
                forEachExpression(in: declaration, visit)
            case .if(let ifStatement):
                forEachExpression(in: ifStatement.conditions, visit)
                forEachExpression(in: ifStatement.body, visit)
                forEachExpression(in: ifStatement.elseBody ?? [], visit)
            case .guard(let guardStatement):
                forEachExpression(in: guardStatement.conditions, visit)
                forEachExpression(in: guardStatement.elseBody, visit)
            case .switch(let switchStatement):
                forEachExpression(in: switchStatement.subject, visit)
                for switchCase in switchStatement.cases {
                    for pattern in switchCase.patterns { forEachExpression(in: pattern, visit) }
                    if let guardExpression = switchCase.guardExpression { forEachExpression(in: guardExpression, visit) }
                    forEachExpression(in: switchCase.body, visit)
                }
            case .for(let loop):
                forEachExpression(in: loop.sequence, visit)
                if let whereClause = loop.whereClause { forEachExpression(in: whereClause, visit) }
                forEachExpression(in: loop.body, visit)
            case .while(let loop):
                forEachExpression(in: loop.conditions, visit)
                forEachExpression(in: loop.body, visit)
            case .do(let doStatement):
                forEachExpression(in: doStatement.body, visit)
                for catchClause in doStatement.catches {
                    if let pattern = catchClause.pattern { forEachExpression(in: pattern, visit) }
                    forEachExpression(in: catchClause.body, visit)
                }
            case .defer(let body, _):
                forEachExpression(in: body, visit)
            case .ifConfig(let clauses):
                for clause in clauses { forEachExpression(in: clause.elements, visit) }
            case .jump, .labelledJump, .unknown:
                break
            }
        }
    }

    static func forEachExpression(in conditions: [Condition], _ visit: (Expr) -> Void) {
        for condition in conditions {
            switch condition {
            case .expression(let expr): forEachExpression(in: expr, visit)
            case .optionalBinding(_, let initializer, _): if let initializer { forEachExpression(in: initializer, visit) }
            case .pattern(let pattern, let initializer):
                forEachExpression(in: pattern, visit)
                if let initializer { forEachExpression(in: initializer, visit) }
            }
        }
    }

    /// The expression itself first, then everything inside it.
    public static func forEachExpression(in expr: Expr, _ visit: (Expr) -> Void) {
        visit(expr)
        switch expr.kind {
        case .member(_, let base):
            forEachExpression(in: base, visit)
        case .call(let callee, let arguments, let closures):
            forEachExpression(in: callee, visit)
            for argument in arguments { forEachExpression(in: argument.value, visit) }
            for closure in closures { forEachExpression(in: closure.value, visit) }
        case .subscript(let base, let arguments):
            forEachExpression(in: base, visit)
            for argument in arguments { forEachExpression(in: argument.value, visit) }
        case .string(let literal) where literal.hasInterpolation:
            for segment in literal.segments {
                if case .interpolation(let arguments, _) = segment {
                    for argument in arguments { forEachExpression(in: argument.value, visit) }
                }
            }
        case .array(let elements), .sequence(let elements):
            for element in elements { forEachExpression(in: element, visit) }
        case .dictionary(let pairs):
            for pair in pairs {
                forEachExpression(in: pair.key, visit)
                forEachExpression(in: pair.value, visit)
            }
        case .closure(let closure):
            forEachExpression(in: closure.body, visit)
        case .tuple(let arguments), .pound(_, let arguments):
            for argument in arguments { forEachExpression(in: argument.value, visit) }
        case .ternary(let condition, let then, let otherwise):
            forEachExpression(in: condition, visit)
            forEachExpression(in: then, visit)
            forEachExpression(in: otherwise, visit)
        case .prefix(_, let operand), .postfix(_, let operand), .try(_, let operand), .await(let operand), .cast(let operand, _, _):
            forEachExpression(in: operand, visit)
        case .binding(_, let pattern?):
            forEachExpression(in: pattern, visit)
        case .statement(let statement):
            forEachExpression(in: [statement], visit)
        default:
            break
        }
    }
}
