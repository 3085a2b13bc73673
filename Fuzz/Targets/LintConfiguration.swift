import KassiosLint
import KassiosModel

// `.kassios-lint.yml` as the linter reads it: YAML, then the shape of every setting.
// The folder does not exist, so a `catches: catalog:` path is never read.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLintConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let configuration = try LintConfiguration.parse(text, path: "fuzz.yml", directory: "/nonexistent/kassios-fuzz")
        var options = LintOptions()
        configuration.apply(to: &options)
    } catch is ConfigurationProblem {
    } catch {
        preconditionFailure("not a configuration problem: \(error)")
    }
    return 0
}
