import KassiosSyntax

/// A test and the defects its `Catches` comments name.
public struct CaughtTest: Equatable, Sendable {
    public let test: TestCase
    /// Unique ids, in the order written.
    public let defects: [DefectReference]
}

/// A `Catches` comment above something that is not a test: it catches nothing.
public struct MisplacedCatches: Equatable, Sendable {
    public let file: String
    /// Where the word `Catches` is.
    public let location: SourceLocation
    /// What the comment is above (`func helper()`, `class LoginTests`), nil when it is not
    /// directly above a declaration.
    public let subject: String?
    /// Why that is not a test.
    public let reason: String
    /// The enclosing type, if any.
    public let typeName: String?
}

/// A `Catches` clause on a test that does not read as a list of ids.
public struct MalformedCatches: Equatable, Sendable {
    public let file: String
    public let test: String
    public let typeName: String?
    public let problem: CatchesSyntaxProblem
}

/// An id a `Catches` comment on a test names, where it is written.
public struct WrittenDefectReference: Equatable, Sendable {
    public let file: String
    public let reference: DefectReference
    /// `LoginTests.test_login`.
    public let test: String
    public let typeName: String?
}

/// Every `Catches` doc comment of a project, joined to the declaration below it:
/// the tests they document, the comments that document something else, and the
/// clauses that could not be read.
public final class CatchesAnalysis {
    /// Tests with at least one id, sorted by file and position (an inherited XCTest
    /// method appears once per class that runs it).
    public let caught: [CaughtTest]
    /// Each id written above a test, once per place it is written.
    public let references: [WrittenDefectReference]
    public let misplaced: [MisplacedCatches]
    public let malformed: [MalformedCatches]

    public init(project: Project) {
        var caught: [CaughtTest] = []
        var references: [WrittenDefectReference] = []
        var misplaced: [MisplacedCatches] = []
        var malformed: [MalformedCatches] = []
        var discovery: TestDiscovery?
        var tests: [ObjectIdentifier: [TestCase]] = [:]

        for file in project.files {
            // `// Catches x` above a test: read by no one, so said rather than dropped (the likeliest slip).
            let plain = CatchesAnalysis.plainCatchesComments(in: file)
            if !plain.isEmpty {
                if discovery == nil {
                    discovery = TestDiscovery(index: project.index, roots: project.configuration.testCaseRoots)
                    tests = discovery!.testsByFunction()
                }
                for (function, enclosing) in CatchesAnalysis.functions(in: file, index: project.index) {
                    guard let runs = tests[ObjectIdentifier(function)], !runs.isEmpty,
                          let comment = plain.last(where: { Int($0.end) <= function.location.offset }),
                          CatchesAnalysis.isBlank(file.bytes, from: Int(comment.end), to: function.location.offset) else { continue }
                    let testName = (enclosing?.qualifiedName).map { "\($0).\(runs[0].name)" } ?? runs[0].name
                    let problem = CatchesSyntaxProblem(
                        message: "a Catches clause in a plain comment is not read; write it in a /// doc comment", location: comment.location)
                    malformed.append(MalformedCatches(file: file.path, test: testName, typeName: enclosing?.qualifiedName, problem: problem))
                }
            }
            // Doc comments mentioning `Catches`, as runs of doc tokens with only blank space between.
            var runs: [[Token]] = []
            var current: [Token] = []
            var mentions = false
            func closeRun() {
                if mentions { runs.append(current) }
                current = []
                mentions = false
            }
            for token in file.comments {
                guard token.kind == .docLineComment || token.kind == .docBlockComment else {
                    closeRun()
                    continue
                }
                if let previous = current.last, !CatchesAnalysis.isBlank(file.bytes, from: Int(previous.end), to: Int(token.start)) {
                    closeRun()
                }
                current.append(token)
                if CatchesCommentParser.mayContainClause(file.bytes[token.range]) { mentions = true }
            }
            closeRun()
            guard !runs.isEmpty else { continue }
            var clausesByRun: [Int: [CatchesClause]] = [:]   // by the run's first byte
            for run in runs {
                let clauses = CatchesCommentParser.clauses(in: run, of: file)
                if !clauses.isEmpty { clausesByRun[Int(run[0].start)] = clauses }
            }
            guard !clausesByRun.isEmpty else { continue }
            if discovery == nil {
                discovery = TestDiscovery(index: project.index, roots: project.configuration.testCaseRoots)
                tests = discovery!.testsByFunction()
            }

            var attached: Set<Int> = []
            let annotated = CatchesAnalysis.annotatedDeclarations(in: file, index: project.index)
            for (declaration, enclosing) in annotated {
                // The parser's doc comment of a declaration is a whole run: the one ending above it.
                guard let first = CatchesAnalysis.docCommentTokens(above: declaration.location.offset, in: file).first,
                      let clauses = clausesByRun[Int(first.start)] else { continue }
                attached.insert(Int(first.start))

                if case .function(let function) = declaration, let runs = tests[ObjectIdentifier(function)], !runs.isEmpty {
                    let testName = (enclosing?.qualifiedName).map { "\($0).\(runs[0].name)" } ?? runs[0].name
                    var defects: [DefectReference] = []
                    var seen: Set<String> = []
                    for clause in clauses {
                        if let problem = clause.problem {
                            malformed.append(MalformedCatches(file: file.path, test: testName, typeName: enclosing?.qualifiedName, problem: problem))
                        }
                        for defect in clause.defects {
                            references.append(WrittenDefectReference(file: file.path, reference: defect, test: testName, typeName: enclosing?.qualifiedName))
                            if seen.insert(defect.id).inserted { defects.append(defect) }
                        }
                    }
                    if !defects.isEmpty {
                        caught += runs.map { CaughtTest(test: $0, defects: defects) }
                    }
                    continue
                }
                let (subject, reason) = CatchesAnalysis.describe(declaration, in: enclosing, discovery: discovery!)
                for clause in clauses {
                    misplaced.append(MisplacedCatches(file: file.path, location: clause.location, subject: subject, reason: reason,
                                                      typeName: enclosing?.qualifiedName))
                }
            }
            for (start, clauses) in clausesByRun where !attached.contains(start) {
                for clause in clauses {
                    misplaced.append(MisplacedCatches(file: file.path, location: clause.location, subject: nil,
                                                      reason: "it is not directly above a declaration (only blank lines and other doc comments may come between)",
                                                      typeName: nil))
                }
            }
        }
        let order: (String, SourceLocation, String, SourceLocation) -> Bool = { fileA, a, fileB, b in
            fileA != fileB ? fileA < fileB : a.offset < b.offset
        }
        self.caught = caught.sorted {
            $0.test.file != $1.test.file || $0.test.location != $1.test.location
                ? order($0.test.file, $0.test.location, $1.test.file, $1.test.location)
                : ($0.test.typeName ?? "") < ($1.test.typeName ?? "")
        }
        self.references = references.sorted { order($0.file, $0.reference.location, $1.file, $1.reference.location) }
        self.misplaced = misplaced.sorted { order($0.file, $0.location, $1.file, $1.location) }
        self.malformed = malformed.sorted { order($0.file, $0.problem.location, $1.file, $1.problem.location) }
    }

    // MARK: - Declarations and their doc comments

    /// The plain comments (`//`, `/* */`, not doc comments) that start with the word `Catches`.
    static func plainCatchesComments(in file: SourceFile) -> [Token] {
        file.comments.filter { token in
            guard token.kind == .lineComment || token.kind == .blockComment,
                  CatchesCommentParser.mayContainClause(file.bytes[token.range]) else { return false }
            var text = file.bytes[token.range].dropFirst(2)   // `//` or `/*`
            while let first = text.first, first == UInt8(ascii: "/") || first == UInt8(ascii: "*") || first == UInt8(ascii: " ")
                    || first == UInt8(ascii: "\t") { text = text.dropFirst() }
            guard text.starts(with: "Catches".utf8) else { return false }
            let after = text.dropFirst(7).first
            return after == nil || after == UInt8(ascii: " ") || after == UInt8(ascii: ":") || after == UInt8(ascii: "\t")
        }
    }

    /// Declarations of a file whose doc comment mentions `Catches`, with the type they are members of.
    static func annotatedDeclarations(in file: SourceFile, index: DeclarationIndex) -> [(Decl, TypeInfo?)] {
        var result: [(Decl, TypeInfo?)] = []
        forEachDeclaration(in: file, index: index) { declaration, enclosing in
            if let doc = header(of: declaration)?.docComment(in: file), doc.contains("Catches") { result.append((declaration, enclosing)) }
        }
        return result
    }

    /// Every function of a file, with the type it is a member of.
    static func functions(in file: SourceFile, index: DeclarationIndex) -> [(FunctionDecl, TypeInfo?)] {
        var result: [(FunctionDecl, TypeInfo?)] = []
        forEachDeclaration(in: file, index: index) { declaration, enclosing in
            if case .function(let function) = declaration { result.append((function, enclosing)) }
        }
        return result
    }

    /// Each declaration of a file, members of types included, with the type it is a member of.
    static func forEachDeclaration(in file: SourceFile, index: DeclarationIndex, _ body: (Decl, TypeInfo?) -> Void) {
        func visit(_ declarations: [Decl], parent: String?) {
            for declaration in flattened(declarations) {
                body(declaration, parent.flatMap { index.types[$0] })
                if case .type(let type) = declaration {
                    let qualified: String
                    if type.kind == .extension {
                        let written = type.name.split(separator: "<").first.map(String.init) ?? type.name
                        qualified = index.resolveType(written, from: parent)?.qualifiedName ?? written
                    } else {
                        qualified = parent.map { "\($0).\(type.name)" } ?? type.name
                    }
                    visit(type.members, parent: qualified)
                }
            }
        }
        visit(file.declarations, parent: nil)
    }

    static func header(of declaration: Decl) -> DeclHeader? {
        switch declaration {
        case .type(let d): return d.header
        case .variable(let d): return d.header
        case .function(let d): return d.header
        case .enumCase(let d): return d.header
        case .typeAlias(let d): return d.header
        case .import, .ifConfig, .statement: return nil
        }
    }

    /// The doc-comment tokens the parser attached to the declaration starting at `offset`:
    /// walking back over blank space and comments, doc comments are taken until a plain
    /// comment follows one (as `Parser.docComment()` does).
    static func docCommentTokens(above offset: Int, in file: SourceFile) -> [Token] {
        let comments = file.comments
        var low = 0
        var high = comments.count
        while low < high {   // the first comment ending after `offset`
            let mid = (low + high) / 2
            if Int(comments[mid].end) <= offset { low = mid + 1 } else { high = mid }
        }
        var index = low - 1
        var boundary = offset
        var found: [Token] = []
        while index >= 0 {
            let comment = comments[index]
            guard isBlank(file.bytes, from: Int(comment.end), to: boundary) else { break }
            if comment.kind == .docLineComment || comment.kind == .docBlockComment {
                found.append(comment)
            } else if !found.isEmpty {
                break
            }
            boundary = Int(comment.start)
            index -= 1
        }
        return found.reversed()
    }

    static func isBlank(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        guard start <= end else { return false }
        for i in start..<end {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0A, 0x0D, 0x0C, 0x0B: continue
            default: return false
            }
        }
        return true
    }

    /// `func helper()`, `class LoginTests`…, and why it is not a test.
    static func describe(_ declaration: Decl, in type: TypeInfo?, discovery: TestDiscovery) -> (String, String) {
        let owner = type.map { "\($0.qualifiedName)." } ?? ""
        switch declaration {
        case .function(let function):
            let subject = function.kind == .function ? "func \(owner)\(function.signature)" : "\(owner)\(function.signature)"
            return (subject, discovery.whyNotATest(function, in: type))
        case .type(let declared):
            return ("\(declared.kind.rawValue) \(owner)\(declared.name)",
                    "a type is not a test: put the comment above each test method that catches the defect")
        case .variable(let variable):
            let names = variable.bindings.compactMap(\.name).joined(separator: ", ")
            return ("\(variable.isLet ? "let" : "var") \(owner)\(names)", "a property is not a test")
        case .enumCase(let enumCase):
            return ("case \(owner)\(enumCase.elements.map(\.name).joined(separator: ", "))", "an enum case is not a test")
        case .typeAlias(let alias):
            return ("typealias \(owner)\(alias.name)", "a type alias is not a test")
        case .import, .ifConfig, .statement:
            return ("code", "it is not a test")
        }
    }
}
