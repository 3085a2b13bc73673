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
