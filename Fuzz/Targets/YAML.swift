import KassiosModel

// The YAML-subset reader behind `.kassios-lint.yml`: a tree or a positioned error.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? YAMLReader.parse(text)
    return 0
}
