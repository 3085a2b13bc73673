import KassiosSyntax

/// One call (`a.b(…)`, `f(…)`) or subscript (`a[…]`) of the linted code, with where it is,
/// the enclosing type and the local names in scope: what the lint rules that read calls
/// look at. The model records them while it walks the files when asked
/// (`ModelConfiguration.callsToRecord`). A class: rules pass thousands of them around, and
/// a copy of the struct it was took a dozen reference counts.
public final class CallSite {
    public let expr: Expr
    /// `typeText` in `field.typeText(…)`, `sleep` in `sleep(1)`; nil for a subscript,
    /// or a call of something that is not a name (`(f)(x)`, `f()()`).
    public let name: String?
    /// The callee of a call (`Thread.sleep`); nil for a subscript.
    public let callee: Expr?
    /// `field` in `field.typeText(…)`, `app.buttons` in `app.buttons["x"]`; nil for a bare call.
    public let receiver: Expr?
    /// Call arguments or subscript keys, trailing closures excluded.
    public let arguments: ArgumentList
    public let isSubscript: Bool
    public let file: SourceFile
    /// Qualified name of the enclosing type (`HomeScreen.PromoSheet`); nil at top level.
    public let typeName: String?
    /// The local names in scope where the call is made.
    public let scope: Scope
    /// The innermost loop the call is made in, within its function or closure.
    public let loop: EnclosingLoop?
    /// The method (or initializer) of `typeName`, or the global function, the call is made in;
    /// nil in a property.
    public let function: FunctionDecl?

    init(expr: Expr, name: String?, callee: Expr?, receiver: Expr?, arguments: ArgumentList,
         isSubscript: Bool, file: SourceFile, typeName: String?, scope: Scope, loop: EnclosingLoop?, function: FunctionDecl?) {
        self.expr = expr
        self.name = name
        self.callee = callee
        self.receiver = receiver
        self.arguments = arguments
        self.isSubscript = isSubscript
        self.file = file
        self.typeName = typeName
        self.scope = scope
        self.loop = loop
        self.function = function
    }

    /// Where to point at the name: the identifier, or the member name after the dot (worked
    /// out when asked: most calls are never pointed at).
    public var nameLocation: SourceLocation {
        guard !isSubscript, let callee else { return expr.location }
        return file.memberNameLocation(of: callee)
    }

    /// The name that stands for subscripts (`a[…]`) among the names of calls to record.
    public static let subscripts = "[]"

    /// Argument labels as Swift spells them: `["forDuration", "thenDragTo"]`, `_` for none.
    public var labels: [String] { arguments.map { $0.label ?? "_" } }

    /// The name it is recorded under: the call's name, `CallSite.subscripts` for a subscript.
    public var recordedName: String? { isSubscript ? CallSite.subscripts : name }

    /// The name a call is recorded under: `f` of `f(…)`, `b` of `a.b(…)`; nil otherwise.
    public static func name(ofCallee callee: Expr) -> String? {
        if case .identifier(let name) = callee.kind { return name }
        return callee.memberName
    }

    /// The call (or subscript) `expr` as a walk meets it: inside `typeName`, with `scope`, in `loop`.
    public static func of(_ expr: Expr, isSubscript: Bool, callee: Expr?, base: Expr?, arguments: ArgumentList,
                   file: SourceFile, typeName: String?, scope: Scope, loop: EnclosingLoop?, function: FunctionDecl?) -> CallSite {
        var name: String?
        var receiver = base
        if let callee {
            switch callee.kind {
            case .identifier(let identifier):
                name = identifier
            case .member(let member, let base):
                name = member
                receiver = base
            case .implicitMember(let member):
                name = member
                receiver = nil
            default:
                break
            }
        }
        return CallSite(expr: expr, name: name, callee: callee, receiver: receiver,
                        arguments: arguments, isSubscript: isSubscript, file: file, typeName: typeName, scope: scope, loop: loop,
                        function: function)
    }
}

/// The calls to record while the files are walked: those with one of `names` (subscripts
/// when `names` has `CallSite.subscripts`), in the files `selects` accepts.
public struct CallRecording: @unchecked Sendable {   // the predicate reads bytes only
    public let names: Set<String>
    public let selects: (SourceFile) -> Bool
    /// Names for the file selections `selects` joins: a file it turns down is turned down by
    /// each of them, so whoever asks with one of these names need not look at it again.
    public let selectionKeys: Set<String>

    public init(names: Set<String>, selectionKeys: Set<String> = [], selects: @escaping (SourceFile) -> Bool) {
        self.names = names
        self.selectionKeys = selectionKeys
        self.selects = selects
    }
}
