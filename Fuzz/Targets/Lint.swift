import KassiosLint

// Every rule, opt-in ones included, over the input as one or more files (split at 0x1E,
// as in the syntax-model target): what `kassios lint` does after reading the files, with
// `Robot` and `BaseRobot` configured as robot roots, and types named `*Page` as robots.

let everyRule: Set<String> = Set(RuleRegistry.all.map { $0.description.identifier })

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let sources = input.split(separator: 0x1E, maxSplits: 3, omittingEmptySubsequences: false).enumerated().map { index, part in
        (path: "Fuzz\(index).swift", text: String(decoding: part, as: UTF8.self))
    }
    var options = LintOptions()
    options.ruleIdentifiers = everyRule
    options.showSkipped = true
    options.model.robotRoots = ["Robot", "BaseRobot"]   // robots (classes, or structs adopting a protocol) are read too
    options.model.robotNamePatterns = ["*Page"]         // and page objects that share no base, by name
    let result = LintRunner.run(sources: sources, options: options)
    for finding in result.findings {
        precondition(finding.line >= 1 && finding.column >= 1, "finding without a position: \(finding)")
    }
    return 0
}
