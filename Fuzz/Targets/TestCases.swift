import KassiosCodegen

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The test-case readers of `kassios generate test`: KASSIOS_FUZZ_CASES is `plain` (the
// Markdown/plain-text reader) or `gherkin`. Every case and error lies on a line of the
// input, the step parser reads every step, and an input with `\n` line ends reads the same
// with `\r\n` or `\r` ones (a file saved on Windows, a test-management export).

let reader: (String, String) -> CaseFileContents = {
    let name = getenv("KASSIOS_FUZZ_CASES").map { String(cString: $0) } ?? "plain"
    switch name {
    case "plain": return PlainTextCaseReader.read
    case "gherkin": return GherkinReader.read
    default: fatalError("KASSIOS_FUZZ_CASES: plain or gherkin, not \(name)")
    }
}()
let steps = StepParser()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestCases(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    // Lines as the readers count them: \n, \r\n and \r each end one; one more for the last.
    let lines = text.unicodeScalars.reduce(1) { $0 + ($1 == "\n" || $1 == "\r" ? 1 : 0) }
    let contents = reader(text, "fuzz.md")
    for error in contents.errors {
        precondition(error.line >= 1 && error.line <= lines && error.column >= 1, "error outside the input: \(error)")
    }
    for testCase in contents.cases {
        precondition(testCase.line >= 1 && testCase.line <= lines, "case outside the input: line \(testCase.line) of \(lines)")
        for step in testCase.steps {
            precondition(step.line >= 1 && step.line <= lines, "step outside the input: line \(step.line) of \(lines)")
            _ = steps.parse(step.text, docString: step.docString)
        }
    }
    if !text.unicodeScalars.contains("\r") {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for ending in ["\r\n", "\r"] {
            let other = reader(lines.joined(separator: ending), "fuzz.md")
            precondition(other.cases == contents.cases && other.errors == contents.errors,
                         "line ends \(ending.debugDescription) read otherwise than \\n")
        }
    }
    return 0
}
