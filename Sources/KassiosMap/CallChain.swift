import KassiosSyntax

/// An expression read left to right as a root and the member steps after it:
/// `HomeRobot(app: app).openProfile().typeName("Ada")` is the root `HomeRobot(app: app)`
/// and the steps `openProfile()`, `typeName("Ada")`; `$0.email.typeText(x)` is the root
/// `$0` and the steps `email`, `typeText(x)`.
struct CallChain {
    struct Step {
        let name: String
        /// Where the step's name starts, so the code of several steps can be cut out.
        let nameOffset: Int
        let isCall: Bool
        let arguments: [Argument]
        let trailingClosures: [Argument]
        /// The whole expression up to and including this step.
        let expression: Expr
    }

    let root: Expr
    let steps: [Step]

    init(_ expr: Expr) {
        var steps: [Step] = []
        var current = SourceText.unwrapped(expr)
        loop: while true {
            switch current.kind {
            case .call(let callee, let arguments, let closures):
                guard case .member(let base?, let name, let nameLocation) = callee.kind else { break loop }
                steps.append(Step(name: name, nameOffset: nameLocation.offset, isCall: true, arguments: arguments,
                                  trailingClosures: closures, expression: current))
                current = SourceText.unwrapped(base)
            case .member(let base?, let name, let nameLocation):
                steps.append(Step(name: name, nameOffset: nameLocation.offset, isCall: false, arguments: [],
                                  trailingClosures: [], expression: current))
                current = SourceText.unwrapped(base)
            case .subscript(let base, _):
                current = SourceText.unwrapped(base)
            default:
                break loop
            }
        }
        root = current
        self.steps = steps.reversed()
    }

    /// The name the root calls (`HomeRobot` in `HomeRobot(app: app)`), if it is a plain call.
    var rootCallName: String? {
        guard case .call(let callee, _, _) = root.kind, case .identifier(let name) = callee.kind else { return nil }
        return name
    }

    /// The root's name when it is a bare identifier (`$0`, `app`, `profile`, `StatementsPage`).
    var rootName: String? {
        if case .identifier(let name) = root.kind { return name }
        return nil
    }

    /// The code of steps `range`, from the first step's name to the end of the last one.
    func text(of range: Range<Int>, in file: SourceFile) -> String {
        guard !range.isEmpty else { return "" }
        let start = steps[range.lowerBound].nameOffset
        let end = steps[range.upperBound - 1].expression.endOffset
        guard start >= 0, start <= end, end <= file.bytes.count else { return "" }
        return SourceText.collapsed(file.bytes[start..<end])
    }
}
