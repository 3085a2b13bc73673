// What the syntax trees of a suite hold in memory, by kind of allocation: the figures behind
// the README's memory paragraph. Built by Benchmarks/tree-memory.sh in a scratch package next
// to the repository's KassiosSyntax; not part of kassios.
//
// The total is measured (glibc's mallinfo2, before and after parsing every file); the rows
// count what the trees hold: objects by their real allocation, arrays and strings by their
// capacity, each rounded up as glibc does. The two totals should be about equal.
import Glibc
import KassiosSyntax
import MallocStatistics

func swiftFiles(under folder: String) -> [String] {
    var found: [String] = []
    guard let directory = opendir(folder) else { return found }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        guard name != ".", name != ".." else { continue }
        let path = folder + "/" + name
        if entry.pointee.d_type == UInt8(DT_DIR) {
            found += swiftFiles(under: path)
        } else if name.hasSuffix(".swift") {
            found.append(path)
        }
    }
    return found
}

func contents(of path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        guard count > 0 else { break }
        bytes += buffer[0..<count]
    }
    return bytes
}

/// Bytes and allocations by kind, as glibc rounds them: 8 bytes of header, 16-byte steps, 32 at least.
struct Census {
    var rows: [String: (allocations: Int, bytes: Int)] = [:]

    mutating func allocation(_ kind: String, size: Int) {
        let chunk = max(32, (size + 8 + 15) / 16 * 16)
        rows[kind, default: (0, 0)].allocations += 1
        rows[kind, default: (0, 0)].bytes += chunk
    }

    /// Bytes kept inside a larger allocation (an expression in its block): no allocation of their own.
    mutating func stored(_ kind: String, bytes: Int) {
        rows[kind, default: (0, 0)].bytes += bytes
    }

    /// A Swift array's buffer: 32 bytes of header, then its capacity's elements. Empty arrays share one.
    mutating func array<T>(_ kind: String, _ array: [T]) {
        guard !array.isEmpty else { return }
        allocation("array: " + kind, size: 32 + array.capacity * MemoryLayout<T>.stride)
    }

    /// The string buffers counted, by address: the parser reads each long name once and shares it.
    var countedStrings: Set<UnsafeRawPointer> = []

    /// Strings of up to 15 UTF-8 bytes are kept inline; longer ones have a buffer of their own,
    /// counted once however many names share it.
    mutating func string(_ kind: String, _ text: String?) {
        guard let text, text.utf8.count > 15 else { return }
        if let buffer = text.utf8.withContiguousStorageIfAvailable({ $0.baseAddress.map(UnsafeRawPointer.init) }) ?? nil {
            guard countedStrings.insert(buffer).inserted else { return }
        }
        allocation("string: " + kind, size: 32 + text.utf8.count + 1)
    }

    mutating func header(_ header: DeclHeader) {
        array("attributes", header.attributes)
        for attribute in header.attributes { string("attribute", attribute.name); string("attribute", attribute.arguments) }
        // Kept as one string, each modifier followed by a line break.
        string("modifiers", header.modifiers.map { $0 + "\n" }.joined())
        // The doc comment is kept as two offsets into the file.
    }

    mutating func declarations(_ declarations: [Decl]) {
        for declaration in declarations { self.declaration(declaration) }
    }

    mutating func declaration(_ declaration: Decl) {
        switch declaration {
        case .type(let type):
            allocation("TypeDecl", size: objectSize(type))
            header(type.header)
            string("name", type.name)
            array("inheritance", type.inheritance)
            for inherited in type.inheritance { string("type", inherited.text) }
            array("members", type.members)
            declarations(type.members)
        case .variable(let variable):
            allocation("VariableDecl", size: objectSize(variable))
            header(variable.header)
            // The first binding is kept in the declaration; an array holds any others.
            array("pattern bindings", Array(variable.bindings.dropFirst()))
            for binding in variable.bindings {
                string("name", binding.name)
                string("type", binding.type?.text)
                if let initializer = binding.initializer { expression(initializer) }
                accessors(binding.accessors)
            }
        case .function(let function):
            allocation("FunctionDecl", size: objectSize(function))
            header(function.header)
            string("name", function.name)
            array("parameters", function.parameters)
            for parameter in function.parameters {
                string("name", parameter.name)
                string("name", parameter.label)
                string("type", parameter.type?.text)
                if let value = parameter.defaultValue { expression(value) }
            }
            string("type", function.returnType?.text)
            if let body = function.body { statements(body) }
            accessors(function.accessors)
        case .enumCase(let enumCase):
            allocation("EnumCaseDecl", size: objectSize(enumCase))
            header(enumCase.header)
            array("enum case elements", enumCase.elements)
            for element in enumCase.elements {
                string("name", element.name)
                if let raw = element.rawValue { expression(raw) }
            }
        case .typeAlias(let alias):
            allocation("TypeAliasDecl", size: objectSize(alias))
            header(alias.header)
        case .import(let importDecl):
            allocation("ImportDecl", size: objectSize(importDecl))
            string("import path", importDecl.path)
        case .ifConfig(let clauses):
            array("#if clauses", clauses)
            for clause in clauses {
                array("members", clause.elements)
                declarations(clause.elements)
            }
        case .statement(let statement):
            allocation("boxed statement", size: 16 + MemoryLayout<Stmt>.size)
            statements([statement], counted: false)
        }
    }

    mutating func accessors(_ accessors: [Accessor]?) {
        guard let accessors else { return }
        array("accessors", accessors)
        for accessor in accessors { if let body = accessor.body { statements(body) } }
    }

    mutating func conditions(_ conditions: [Condition]) {
        array("conditions", conditions)
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                expression(expr)
            case .optionalBinding(let name, let initializer, _):
                string("name", name)
                if let initializer { expression(initializer) }
            case .pattern(let pattern, let initializer):
                expression(pattern)
                if let initializer { expression(initializer) }
            }
        }
    }

    mutating func statements(_ statements: [Stmt], counted: Bool = true) {
        if counted { array("statements", statements) }
        for statement in statements {
            switch statement {
            case .expression(let expr), .throw(let expr, _):
                expression(expr)
            case .return(let expr, _):
                if let expr { expression(expr) }
            case .declaration(let declaration):
                self.declaration(declaration)
            case .if(let ifStatement):
                allocation("statement objects", size: objectSize(ifStatement))
                conditions(ifStatement.conditions)
                self.statements(ifStatement.body)
                if let elseBody = ifStatement.elseBody { self.statements(elseBody) }
            case .guard(let guardStatement):
                allocation("statement objects", size: objectSize(guardStatement))
                conditions(guardStatement.conditions)
                self.statements(guardStatement.elseBody)
            case .switch(let switchStatement):
                allocation("statement objects", size: objectSize(switchStatement))
                expression(switchStatement.subject)
                array("switch cases", switchStatement.cases)
                for switchCase in switchStatement.cases {
                    array("expressions", switchCase.patterns)
                    switchCase.patterns.forEach { expression($0) }
                    if let guardExpression = switchCase.guardExpression { expression(guardExpression) }
                    self.statements(switchCase.body)
                }
            case .for(let loop):
                allocation("statement objects", size: objectSize(loop))
                array("bound names", loop.boundNames)
                expression(loop.sequence)
                if let whereClause = loop.whereClause { expression(whereClause) }
                self.statements(loop.body)
            case .while(let loop):
                allocation("statement objects", size: objectSize(loop))
                conditions(loop.conditions)
                self.statements(loop.body)
            case .do(let doStatement):
                allocation("statement objects", size: objectSize(doStatement))
                self.statements(doStatement.body)
                array("catch clauses", doStatement.catches)
                for clause in doStatement.catches {
                    if let pattern = clause.pattern { expression(pattern) }
                    self.statements(clause.body)
                }
            case .defer(let body, _):
                self.statements(body)
            case .jump:
                break
            case .labelledJump(_, let label, _):
                allocation("boxed labelled jump", size: 16 + 32)
                string("name", label)
            case .ifConfig(let clauses):
                array("#if clauses", clauses)
                for clause in clauses { self.statements(clause.elements) }
            case .unknown:
                break
            }
        }
    }

    mutating func arguments(_ arguments: ArgumentList) {
        // Stored with the expressions (a count, then the arguments): no allocation of their own.
        if !arguments.isEmpty { stored("argument lists (side by side in blocks)", bytes: ArgumentList.storedSize(arguments.count)) }
        for argument in arguments {
            string("name", argument.label)
            expression(argument.value)
        }
    }

    mutating func expression(_ expr: Expr) {
        stored("Expr (side by side in blocks)", bytes: Expr.storedSize)
        switch expr.kind {
        case .identifier(let name):
            string("name", name)
        case .integer(let text), .float(let text), .keyPath(let text):
            string("literal text", text)
        case .string(let literal):
            // A literal of one text keeps the text alone; others keep an array of segments.
            if literal.segments.count > 1 || literal.hasInterpolation { array("string literal segments", literal.segments) }
            for segment in literal.segments {
                switch segment {
                case .text(let text): string("string literal text", text)
                case .interpolation(let inside, _): arguments(inside)
                }
            }
        case .member(let name, let base):
            string("name", name)
            expression(base)
        case .implicitMember(let name):
            string("name", name)
        case .call(let callee, let callArguments, let trailing):
            expression(callee)
            arguments(callArguments)
            arguments(trailing)
        case .subscript(let base, let keys):
            expression(base)
            arguments(keys)
        case .array(let elements), .sequence(let elements):
            array("expressions", elements)
            elements.forEach { expression($0) }
        case .dictionary(let pairs):
            array("dictionary pairs", pairs)
            for (key, value) in pairs { expression(key); expression(value) }
        case .closure(let closure):
            allocation("Closure", size: objectSize(closure))
            array("closure parameters", closure.parameters)
            statements(closure.body)
        case .tuple(let elements):
            arguments(elements)
        case .binaryOperator(let name):
            string("name", name)
        case .ternary(let condition, let then, let otherwise):
            expression(condition); expression(then); expression(otherwise)
        case .prefix(let name, let operand), .postfix(let name, let operand), .try(let name, let operand):
            string("name", name)
            expression(operand)
        case .await(let operand):
            expression(operand)
        case .cast(let operand, _, let type):
            allocation("boxed cast", size: 16 + 64)
            expression(operand)
            string("type", type.text)
        case .pound(let name, let poundArguments):
            string("name", name)
            arguments(poundArguments)
        // The rare kinds whose payload would not fit the 24 bytes of a kind are boxed.
        case .binding(let name, let pattern):
            allocation("boxed binding, type or statement", size: 16 + 24)
            string("name", name)
            if let pattern { expression(pattern) }
        case .type(let type):
            allocation("boxed binding, type or statement", size: 16 + 16)
            string("type", type.text)
        case .statement(let statement):
            allocation("boxed binding, type or statement", size: 16 + MemoryLayout<Stmt>.size)
            statements([statement], counted: false)
        case .boolean, .nil, .regex, .unknown:
            break
        }
    }
}

/// What an object's allocation gives it: measured, not estimated (`allocation` adds the header back).
func objectSize(_ object: AnyObject) -> Int {
    Int(allocation_size(Unmanaged.passUnretained(object).toOpaque()))
}

guard CommandLine.arguments.count == 2 else {
    fputs("usage: tree-memory FOLDER\n", stderr)
    exit(2)
}
let paths = swiftFiles(under: CommandLine.arguments[1]).sorted()
let sources = paths.map(contents(of:))
let sourceBytes = sources.reduce(0) { $0 + $1.count }
let before = allocated_bytes()
var trees: [SourceFile] = []
trees.reserveCapacity(paths.count)
for (path, bytes) in zip(paths, sources) { trees.append(SourceFile(path: path, bytes: bytes)) }
let measured = allocated_bytes() - before

var census = Census()
for tree in trees {
    census.allocation("SourceFile", size: objectSize(tree))
    census.array("declarations", tree.declarations)
    census.declarations(tree.declarations)
    census.array("comment tokens", tree.comments)
    census.array("diagnostics", tree.diagnostics)
    census.array("diagnostics", tree.skipped)
}
let counted = census.rows.values.reduce(0) { $0 + $1.bytes }
let allocations = census.rows.values.reduce(0) { $0 + $1.allocations }
func mebibytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + (1 << 19)) >> 20
    return "\(tenths / 10).\(tenths % 10) MiB"
}
print("\(paths.count) files, \(sourceBytes) bytes of source")
print("trees, measured: \(mebibytes(measured)) allocated by parsing (the source bytes not included)")
print("trees, counted:  \(mebibytes(counted)) in \(allocations) allocations (\(counted / max(1, sourceBytes)) bytes per source byte)")
print("")
func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
    let spaces = String(repeating: " ", count: max(1, width - text.count))
    return right ? spaces + text : text + spaces
}
print(padded("kind", 32) + padded("allocations", 11, right: true) + padded("memory", 12, right: true) + padded("share", 9, right: true))
for (kind, row) in census.rows.sorted(by: { $0.value.bytes > $1.value.bytes }) {
    let share = row.bytes * 1000 / max(1, counted)
    let shareText = "\(share / 10).\(share % 10) %"
    print(padded(kind, 32) + padded(String(row.allocations), 11, right: true) + padded(mebibytes(row.bytes), 12, right: true)
          + padded(shareText, 9, right: true))
}
