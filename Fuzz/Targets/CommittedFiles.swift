import KassiosLint
import KassiosModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The files a team commits beside its suite and kassios reads back: KASSIOS_FUZZ_FILE names one.
//
// - `baseline`: a `--baseline` file. One that reads is written again, and that must read back
//   to the same entries and be written the same.
// - `catalog`: a defect catalog (`catches: catalog:`). Every entry read is found by its id.
// - `manifest`: `kassios catches --check`, the committed manifest against the one the sources
//   give. The input is both, split at its first NUL byte (or in the middle); the diff printed
//   for a stale manifest, applied to the committed lines, must give the current ones.

let file: String = {
    let name = getenv("KASSIOS_FUZZ_FILE").map { String(cString: $0) } ?? ""
    precondition(["baseline", "catalog", "manifest"].contains(name), "KASSIOS_FUZZ_FILE: baseline, catalog or manifest")
    return name
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommittedFiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch file {
    case "baseline": checkBaseline(bytes)
    case "catalog": checkCatalog(bytes)
    default: checkManifest(bytes)
    }
    return 0
}

func checkBaseline(_ bytes: [UInt8]) {
    guard let baseline = try? Baseline(bytes: bytes, path: "fuzz.json") else { return }
    let written = baseline.serialized()
    guard let again = try? Baseline(bytes: Array(written.utf8), path: "again.json") else {
        preconditionFailure("a baseline kassios wrote does not read back")
    }
    precondition(again.entries == baseline.entries, "a baseline does not read back to the same entries")
    precondition(again.serialized() == written, "a baseline is not written the same twice")
    precondition(Baseline.isBaseline(written), "a written baseline is not recognised as one")
}

func checkCatalog(_ bytes: [UInt8]) {
    guard let catalog = try? DefectCatalog.parse(bytes, path: "fuzz.json") else { return }
    for entry in catalog.entries {
        precondition(!entry.id.isEmpty, "a catalog entry without an id")
        precondition(catalog.entry(entry.id) == entry, "a catalog entry is not found by its id")
    }
}

func checkManifest(_ bytes: [UInt8]) {
    let cut = bytes.firstIndex(of: 0) ?? bytes.count / 2
    let committed = String(decoding: bytes[..<cut], as: UTF8.self)
    let current = String(decoding: bytes[min(cut + 1, bytes.count)...], as: UTF8.self)
    // Line endings do not count: `\r\n` is `\n`. Everything else is compared by bytes.
    var normalized: [UInt8] = []
    for byte in committed.utf8 {
        if byte == 0x0A, normalized.last == 0x0D { normalized.removeLast() }
        normalized.append(byte)
    }
    let old = lines(of: normalized)
    let new = lines(of: Array(current.utf8))
    switch CatchesRunner.compare(committed: committed, current: current, path: "catches.json") {
    case .missing:
        preconditionFailure("a committed manifest read as missing")
    case .upToDate:
        precondition(normalized == Array(current.utf8), "up to date, but the bytes differ")
    case .stale(let diff):
        precondition(normalized != Array(current.utf8), "stale, but the bytes are the same")
        guard let patched = apply(Array(diff.utf8), to: old) else { preconditionFailure("the diff of a stale manifest does not apply:\n\(diff)") }
        precondition(patched == new, "the diff of a stale manifest does not give the current lines:\n\(diff)")
    }
}

/// Lines as the diff counts them, as bytes: split at `\n`; a final one ends the last line.
func lines(of bytes: [UInt8]) -> [[UInt8]] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if lines.last == [] { lines.removeLast() }
    return lines
}

/// A unified diff applied to `old`: nil when it does not fit (a context or removed line that is
/// not there, counts that do not add up, hunks out of order).
func apply(_ diff: [UInt8], to old: [[UInt8]]) -> [[UInt8]]? {
    var diffLines = diff.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    guard diffLines.count >= 2, diffLines[0].starts(with: Array("--- ".utf8)), diffLines[1].starts(with: Array("+++ ".utf8)),
          diffLines.last == [] else { return nil }
    diffLines.removeLast()
    if diffLines.count == 3, diffLines[2].starts(with: Array("(the texts differ only in line endings".utf8)) { return old }
    var result: [[UInt8]] = []
    var position = 0   // lines of `old` used so far
    var index = 2
    while index < diffLines.count {
        guard let (oldStart, oldCount, newStart, newCount) = hunkHeader(String(decoding: diffLines[index], as: UTF8.self)) else { return nil }
        index += 1
        // A side with no line in the hunk names the line before it; otherwise its first line.
        let start = oldCount == 0 ? oldStart : oldStart - 1
        guard start >= position, start <= old.count else { return nil }
        result += old[position..<start]
        position = start
        guard newStart == (newCount == 0 ? result.count : result.count + 1) else { return nil }
        var (removedOrKept, addedOrKept) = (0, 0)
        while removedOrKept < oldCount || addedOrKept < newCount {
            guard index < diffLines.count, let marker = diffLines[index].first else { return nil }
            let text = Array(diffLines[index].dropFirst())
            switch marker {
            case UInt8(ascii: " "):
                guard position < old.count, old[position] == text else { return nil }
                result.append(text)
                position += 1
                removedOrKept += 1
                addedOrKept += 1
            case UInt8(ascii: "-"):
                guard position < old.count, old[position] == text else { return nil }
                position += 1
                removedOrKept += 1
            case UInt8(ascii: "+"):
                result.append(text)
                addedOrKept += 1
            default:
                return nil
            }
            index += 1
        }
        guard removedOrKept == oldCount, addedOrKept == newCount else { return nil }
    }
    return result + old[position...]
}

/// `@@ -a,b +c,d @@` (a count of 1 left out): both starts and counts.
func hunkHeader(_ line: String) -> (Int, Int, Int, Int)? {
    let parts = line.split(separator: " ")
    guard parts.count == 4, parts[0] == "@@", parts[3] == "@@", parts[1].hasPrefix("-"), parts[2].hasPrefix("+") else { return nil }
    func range(_ text: Substring) -> (Int, Int)? {
        let numbers = text.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
        guard let start = Int(numbers[0]) else { return nil }
        if numbers.count == 1 { return (start, 1) }
        guard numbers.count == 2, let count = Int(numbers[1]) else { return nil }
        return (start, count)
    }
    guard let (oldStart, oldCount) = range(parts[1]), let (newStart, newCount) = range(parts[2]) else { return nil }
    return (oldStart, oldCount, newStart, newCount)
}
