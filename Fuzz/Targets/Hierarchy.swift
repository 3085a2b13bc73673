import KassiosHierarchy

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// One hierarchy-dump reader, strict and lenient: KASSIOS_FUZZ_FORMAT names the format to
// force (`idb`, `appium`…), `auto` detects it. A dump read is written as kassios JSON, and
// that must read back to the same tree and write the same bytes.

let forcedFormat: HierarchyFormat? = {
    let name = getenv("KASSIOS_FUZZ_FORMAT").map { String(cString: $0) } ?? "auto"
    if name == "auto" { return nil }
    guard let format = HierarchyFormat(name: name) else { fatalError("KASSIOS_FUZZ_FORMAT: unknown format \(name)") }
    return format
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHierarchy(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for lenient in [false, true] {
        do {
            let hierarchy = try HierarchyReader.read(bytes, format: forcedFormat, lenient: lenient)
            let written = HierarchyJSONWriter.write(hierarchy)
            let again = try HierarchyReader.read(written)
            precondition(again.root == hierarchy.root, "kassios JSON does not read back to the same tree")
            precondition(HierarchyJSONWriter.write(again) == written, "kassios JSON is not written the same twice")
        } catch is HierarchyError {
            continue
        } catch {
            preconditionFailure("not a HierarchyError: \(error)")
        }
    }
    return 0
}
