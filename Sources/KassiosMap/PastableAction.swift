import KassiosSyntax

/// An action as one test wrote it, made fit to paste into another: an argument that uses a
/// name of that test (a local `user`, `self.account`, a helper `makeUser()`) becomes an Xcode
/// placeholder — `logIn(as: user)` → `logIn(as: <#TestUser#>)`, the parameter's type when the
/// screen declares the method — as edges read from declarations are written already.
/// Literals, types and their members (`TestUser.locked`), implicit members (`.premium`) and
/// `app` stay as written. The callee is left alone: it is relative to the screen, or the
/// test's own statement.
enum PastableAction {
    /// Names a pasted action may use whatever test it goes into.
    static let sharedNames: Set<String> = ["app", "$0"]

    /// - Parameter signatures: the methods of the screen the action runs on
    ///   (`logIn(as user: TestUser)`), for the placeholders' types.
    static func code(_ action: String, signatures: [String]) -> String {
        // Placeholders already (a declared edge), or not one expression kassios can read: as is.
        guard !action.includes("<#") else { return action }
        let file = SourceFile(source: action)
        guard file.diagnostics.isEmpty, file.skipped.isEmpty, file.declarations.count == 1,
              case .statement(.expression(let expression)) = file.declarations[0] else { return action }
        var replacements: [(range: Range<Int>, text: String)] = []
        // The expression is valid while its file is: kept until the walk ends.
        withExtendedLifetime(file) { collect(in: expression, bytes: file.bytes, signatures: signatures, into: &replacements) }
        guard !replacements.isEmpty else { return action }
        var bytes = file.bytes
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(replacement.range, with: Array(replacement.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The arguments of every call along the chain (`a(x).b(y)`, `rows[i].tap()`); a
    /// placeholder shows the parameter's type, else what the test wrote (`<#user.email#>`).
    private static func collect(in expression: Expr, bytes: [UInt8], signatures: [String],
                                into replacements: inout [(range: Range<Int>, text: String)]) {
        func placeholder(_ value: Expr, type: String?) {
            let range = value.location.offset..<value.endOffset
            let written = SourceText.collapsed(bytes[range])
            replacements.append((range, "<#" + (type ?? written) + "#>"))
        }
        switch expression.kind {
        case .call(let callee, let arguments, _):
            collect(in: callee, bytes: bytes, signatures: signatures, into: &replacements)
            let types = parameterTypes(of: calleeName(callee), labels: arguments.map(\.label), signatures: signatures)
            for (argument, type) in zip(arguments, types) where usesTestNames(argument.value) {
                placeholder(argument.value, type: type)
            }
        case .subscript(let base, let arguments):
            collect(in: base, bytes: bytes, signatures: signatures, into: &replacements)
            for argument in arguments where usesTestNames(argument.value) { placeholder(argument.value, type: nil) }
        case .member(_, let base):
            collect(in: base, bytes: bytes, signatures: signatures, into: &replacements)
        case .postfix(_, let operand), .try(_, let operand), .await(let operand):
            collect(in: operand, bytes: bytes, signatures: signatures, into: &replacements)
        default:
            break
        }
    }

    /// Whether the expression names something of the test it was written in. A closure is
    /// left as written: its own parameters are lowercase names too.
    static func usesTestNames(_ expression: Expr) -> Bool {
        var usesTestName = false
        var hasClosure = false
        SyntaxTraversal.forEachExpression(in: expression) { inner in
            switch inner.kind {
            case .identifier(let name):
                guard let first = name.unicodeScalars.first else { return }
                // A type (`TestUser.locked`) is there in any test; a lowercase name is the test's own.
                if !first.properties.isUppercase && !sharedNames.contains(name) { usesTestName = true }
            case .closure:
                hasClosure = true
            default:
                break
            }
        }
        return usesTestName && !hasClosure
    }

    private static func calleeName(_ callee: Expr) -> String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .member(let name, _), .implicitMember(let name): return name
        default: return nil
        }
    }

    /// The type of each argument of a call to `name` with these labels, from the first
    /// signature that takes them; nil entries where unknown.
    private static func parameterTypes(of name: String?, labels: [String?], signatures: [String]) -> [String?] {
        guard let name else { return labels.map { _ in nil } }
        for written in signatures {
            let signature = written.hasPrefix("static ") ? String(written.dropFirst("static ".count)) : written
            guard signature.hasPrefix(name + "(") else { continue }
            let declaration = SourceFile(source: "func " + signature + " {}")
            guard case .function(let function)? = declaration.declarations.first else { continue }
            var types: [String?] = []
            var index = 0
            for label in labels {
                while index < function.parameters.count && function.parameters[index].label != label { index += 1 }
                guard index < function.parameters.count else { break }
                types.append(function.parameters[index].type?.text)
                index += 1
            }
            if types.count == labels.count { return types }
        }
        return labels.map { _ in nil }
    }
}
