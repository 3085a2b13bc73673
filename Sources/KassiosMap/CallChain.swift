import KassiosSyntax

/// An expression read left to right as a root and the member steps after it:
/// `HomeRobot(app: app).openProfile().typeName("Ada")` is the root `HomeRobot(app: app)`
/// and the steps `openProfile()`, `typeName("Ada")`; `$0.email.typeText(x)` is the root
/// `$0` and the steps `email`, `typeText(x)`.
struct CallChain {
    struct Step {
        let name: String
        /// `base.name`, the callee of a call step: where its name starts is where the code of
        /// several steps is cut out from.
        let member: Expr
        let isCall: Bool
        let arguments: ArgumentList
        let trailingClosures: ArgumentList
        /// The whole expression up to and including this step.
        let expression: Expr

        /// Where the step's name starts (`tapRestaurant` of a chain that starts lines above): where
        /// the test does it.
        func location(in file: SourceFile) -> SourceLocation {
            file.memberNameLocation(of: member)
        }
    }

    let root: Expr
    let steps: [Step]

    init(_ expr: Expr) {
        var steps: [Step] = []
        var current = SourceText.unwrapped(expr)
        loop: while true {
            switch current.kind {
            case .call(let callee, let arguments, let closures):
                guard case .member(let name, let base) = callee.kind else { break loop }
                steps.append(Step(name: name, member: callee, isCall: true, arguments: arguments,
                                  trailingClosures: closures, expression: current))
                current = SourceText.unwrapped(base)
            case .member(let name, let base):
                steps.append(Step(name: name, member: current, isCall: false, arguments: [],
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
        let start = file.memberNameLocation(of: steps[range.lowerBound].member).offset
        let end = steps[range.upperBound - 1].expression.endOffset
        guard start >= 0, start <= end, end <= file.bytes.count else { return "" }
        return SourceText.collapsed(file.bytes[start..<end])
    }
}
