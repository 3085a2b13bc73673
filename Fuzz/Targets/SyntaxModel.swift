import KassiosModel
import KassiosSyntax

// Tokenizer + parser + screen model over the input. A record separator (0x1E) splits
// the input into files, so constants, base classes and wrappers resolve across them.
// Beyond not crashing, the lexer must cover the input exactly and every position it
// or the parser reports must lie inside the file.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSyntaxModel(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    var files: [SourceFile] = []
    for (index, part) in input.split(separator: 0x1E, maxSplits: 3, omittingEmptySubsequences: false).enumerated() {
        let bytes = Array(part)
        var offset = 0
        for token in Lexer.tokenize(bytes).tokens {
            precondition(Int(token.start) == offset && token.end > token.start, "tokens leave a gap or overlap at \(offset)")
            offset = Int(token.end)
        }
        precondition(offset == bytes.count, "tokens end at \(offset) of \(bytes.count)")
        let file = SourceFile(path: "Fuzz\(index).swift", bytes: bytes)
        for note in file.diagnostics + file.skipped {
            precondition((0...bytes.count).contains(note.location.offset), "diagnostic outside the file: \(note)")
        }
        checkMemberNames(in: file)
        files.append(file)
    }
    let project = Project(files: files)
    for screen in project.screens {
        precondition(screen.location.offset <= input.count, "screen outside the file")
        _ = screen.elements.map(\.identifier)
    }
    _ = project.catches.caught.count
    return 0
}

/// A member's name location, worked out from the bytes, is inside the member expression and,
/// where a token starts there, has that token's line and column. Doc comments read back.
func checkMemberNames(in file: SourceFile) {
    var tokenAt: [Int: Token] = [:]
    for token in Lexer.tokenize(file.bytes).tokens { tokenAt[Int(token.start)] = token }
    SyntaxTraversal.forEachExpression(in: file.declarations) { expr in
        guard expr.memberName != nil else { return }
        let location = file.memberNameLocation(of: expr)
        precondition(location.offset >= expr.location.offset && location.offset <= max(expr.location.offset, expr.endOffset),
                     "member name outside its expression at \(expr.location)")
        if let token = tokenAt[location.offset], !token.isTrivia {
            precondition(location.line == Int(token.line) && location.column == Int(token.column),
                         "member name at \(location.line):\(location.column), its token at \(token.line):\(token.column)")
        }
    }
    func docComments(_ declarations: [Decl]) {
        for declaration in declarations {
            switch declaration {
            case .type(let type):
                if let doc = type.header.docComment(in: file) { precondition(doc.hasPrefix("/"), "doc comment without its marker") }
                docComments(type.members)
            case .variable(let variable):
                if let doc = variable.header.docComment(in: file) { precondition(doc.hasPrefix("/"), "doc comment without its marker") }
            case .function(let function):
                if let doc = function.header.docComment(in: file) { precondition(doc.hasPrefix("/"), "doc comment without its marker") }
            default:
                break
            }
        }
    }
    docComments(file.declarations)
}
