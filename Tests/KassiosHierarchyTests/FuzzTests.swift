import KassiosTestSupport
import XCTest
import KassiosHierarchy

/// 1,000 seeded random mutations of every fixture (250 of every example dump, which adds
/// size more than new shapes; the libFuzzer target of the readers, `Scripts/fuzz.sh`, runs
/// millions, and each mutation here is time in every `swift test` and CI run): a read (strict or
/// lenient, format detected or forced; detection runs on every read) ends in a tree or a
/// `HierarchyError`, never a trap; and whatever it reads, kassios's JSON writes and reads
/// back unchanged.
final class FuzzTests: XCTestCase {
    static let fragments: [String] = [
        "'", "''", "\"", "\\", "\\'", "\\n", "\\u", "\\u{", "\\ud83d", "{", "}", "{{", "}}", "[", "]", ",", ", ", ":", ": ",
        "\n", "\r\n", "\r", "\t", " ", "    ", "  ", "→", " →", "↳", "0x", "0x1f", "-", "-0.0", "1e999", "inf", "nan",
        "99999999999999999999", "<", ">", "/>", "</", "<!--", "<?", "&", "&#", "&#x;", "&amp;", "=\"", "null", "true",
        "label: '", "identifier: '", "value: ", ", Selected", ", Disabled", "Element subtree:\n", "Path to element:\n",
        "Query chain:\n", "\"children\": [", "\"children\": {", "\"AXFrame\": \"{{", "\"frame\": {", "\"type\": 7",
        "<XCUIElementTypeOther>", "</AppiumAUT>", "```", "```json\n", "é", "😀", "\u{0}", "\u{FEFF}", "\u{7F}",
    ]

    static func mutate(_ input: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(3) {
            let at = random.below(bytes.count + 1)
            switch random.below(7) {
            case 0 where !bytes.isEmpty:
                bytes[min(at, bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
            case 1 where !bytes.isEmpty:
                let end = min(bytes.count, at + 1 + random.below(24))
                bytes.removeSubrange(min(at, end)..<end)
            case 2 where !bytes.isEmpty:
                let start = min(at, bytes.count - 1)
                let end = min(bytes.count, start + 1 + random.below(64))
                bytes.insert(contentsOf: bytes[start..<end], at: random.below(bytes.count + 1))
            case 3:
                bytes = Array(bytes[..<at])
            case 4:
                let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
                guard lines.count > 2 else { fallthrough }
                var shuffled = Array(lines)
                shuffled.swapAt(random.below(lines.count), random.below(lines.count))
                bytes = Array(shuffled.joined(separator: [0x0A]))
            default:
                let fragment = fragments[random.below(fragments.count)]
                bytes.insert(contentsOf: Array(fragment.utf8), at: at)
            }
        }
        return bytes
    }

    func testMutatedDumpsEndInATreeOrAnError() throws {
        var files: [(name: String, bytes: [UInt8], mutations: Int)] = []
        for name in try Fixture.names(in: Fixture.fixtures) { files.append((name, try Fixture.bytes(name), 1_000)) }
        for name in try Fixture.names(in: Fixture.dumps) {
            files.append((name, try Fixture.bytes(at: Fixture.dumps.appendingPathComponent(name)), 250))
        }
        var random = SplitMix64(seed: 0x6B61_7373_696F_7334)
        var read = 0
        var refused = 0
        for (name, original, mutations) in files {
            let format = HierarchyFormat.detect(original)
            for index in 0..<mutations {
                let mutated = Self.mutate(original, &random)
                let lenient = index % 2 == 1
                let forced = index % 5 == 0 ? format : nil
                do {
                    let hierarchy = try HierarchyReader.read(mutated, format: forced, lenient: lenient)
                    read += 1
                    let written = HierarchyJSONWriter.write(hierarchy)
                    let again = try HierarchyReader.read(written)
                    if again.root != hierarchy.root || HierarchyJSONWriter.write(again) != written {
                        XCTFail("\(name) mutation \(index): the kassios JSON does not round-trip")
                    }
                } catch is HierarchyError {
                    refused += 1
                } catch {
                    XCTFail("\(name) mutation \(index): not a HierarchyError: \(error)")
                }
            }
        }
        // Both ways out are taken often, so neither goes untested.
        let total = files.map(\.mutations).reduce(0, +)
        XCTAssertGreaterThan(read, total / 5)
        XCTAssertGreaterThan(refused, total / 5)
    }
}
