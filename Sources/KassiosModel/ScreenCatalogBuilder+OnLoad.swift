import KassiosSyntax

// What a screen's `onLoad` property returns, on every path (`#if`, `if`, `switch`).
extension ScreenCatalogBuilder {
    /// Every declaration of the onLoad property counts: `#if` clauses may each declare one.
    func onLoadDeclaration(of type: TypeInfo) -> OnLoadDeclaration {
        let property = context.configuration.onLoadProperty
        var paths: [OnLoadPath] = []
        var first: (file: String, location: SourceLocation)?
        for member in type.members {
            guard case .variable(let variable) = member.value, variable.bindings.binds(property) else { continue }
            for binding in variable.bindings where binding.name == property {
                var found: [OnLoadPath] = []
                if let initializer = binding.initializer {
                    found = evaluate(initializer)
                } else if let getter = binding.getter {
                    found = returnPaths(getter, implicitValue: true)
                }
                if found.isEmpty {
                    found = [OnLoadPath(elements: [], includesSuper: false, isOpaque: true, location: binding.nameLocation)]
                }
                paths += found
                if first == nil { first = (member.file.path, binding.nameLocation) }
            }
        }
        guard let first else { return .none }
        return .declared(paths: paths, file: first.file, location: first.location)
    }

    /// Every value the statements can return. With `implicitValue`, a lone expression
    /// is the value (a single-expression getter, or a branch of an `if` expression).
    func returnPaths(_ body: [Stmt], implicitValue: Bool) -> [OnLoadPath] {
        if implicitValue && body.count == 1 {
            switch body[0] {
            case .expression(let expr): return evaluate(expr)
            case .if, .switch: return branchValues(body[0])
            default: break
            }
        }
        var paths: [OnLoadPath] = []
        for statement in body {
            switch statement {
            case .return(let expr?, let location):
                let evaluated = evaluate(expr)
                paths += evaluated.isEmpty ? [OnLoadPath(elements: [], includesSuper: false, isOpaque: true, location: location)] : evaluated
            case .if(let ifStatement):
                paths += returnPaths(ifStatement.body, implicitValue: false)
                paths += returnPaths(ifStatement.elseBody ?? [], implicitValue: false)
            case .guard(let guardStatement):
                paths += returnPaths(guardStatement.elseBody, implicitValue: false)
            case .switch(let switchStatement):
                for switchCase in switchStatement.cases { paths += returnPaths(switchCase.body, implicitValue: false) }
            case .ifConfig(let clauses):
                for clause in clauses { paths += returnPaths(clause.elements, implicitValue: implicitValue) }
            case .do(let doStatement):
                paths += returnPaths(doStatement.body, implicitValue: false)
                for catchClause in doStatement.catches { paths += returnPaths(catchClause.body, implicitValue: false) }
            case .for(let loop):
                paths += returnPaths(loop.body, implicitValue: false)
            case .while(let loop):
                paths += returnPaths(loop.body, implicitValue: false)
            default:
                break
            }
        }
        return paths
    }

    /// What an `onLoad` value expression lists, per path.
    func evaluate(_ expr: Expr) -> [OnLoadPath] {
        switch expr.kind {
        case .array(let elements):
            return [OnLoadPath(elements: elements.map(elementName), includesSuper: false, isOpaque: false, location: expr.location)]
        case .member(let name, let base) where name == context.configuration.onLoadProperty:
            if case .identifier("super") = base.kind {
                return [OnLoadPath(elements: [], includesSuper: true, isOpaque: false, location: expr.location)]
            }
        case .sequence(let parts):
            var combined = [OnLoadPath(elements: [], includesSuper: false, isOpaque: false, location: expr.location)]
            for (index, part) in parts.enumerated() where index % 2 == 0 {
                let alternatives = evaluate(part)
                combined = combined.flatMap { path in
                    alternatives.map { other in
                        OnLoadPath(elements: path.elements + other.elements, includesSuper: path.includesSuper || other.includesSuper,
                                   isOpaque: path.isOpaque || other.isOpaque, location: expr.location)
                    }
                }
            }
            return combined
        case .ternary(_, let then, let otherwise):
            return evaluate(then) + evaluate(otherwise)
        case .statement(let statement):
            return branchValues(statement)
        case .postfix(_, let operand), .try(_, let operand), .cast(let operand, _, _):
            return evaluate(operand)
        case .tuple(let elements) where elements.count == 1:
            return evaluate(elements[0].value)
        default:
            break
        }
        return [OnLoadPath(elements: [], includesSuper: false, isOpaque: true, location: expr.location)]
    }

    /// The values of an `if`/`switch` expression's branches.
    func branchValues(_ statement: Stmt) -> [OnLoadPath] {
        switch statement {
        case .if(let ifStatement):
            return returnPaths(ifStatement.body, implicitValue: true) + returnPaths(ifStatement.elseBody ?? [], implicitValue: true)
        case .switch(let switchStatement):
            return switchStatement.cases.flatMap { returnPaths($0.body, implicitValue: true) }
        default:
            return []
        }
    }

    func elementName(_ expr: Expr) -> String {
        if let path = ConstantTable.referencePath(expr) { return path }
        switch expr.kind {
        case .call(let callee, _, _): return (ConstantTable.referencePath(callee) ?? "?") + "()"
        case .postfix(_, let operand): return elementName(operand)
        default: return "?"
        }
    }
}
