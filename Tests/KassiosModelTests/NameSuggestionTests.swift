@testable import KassiosModel
import KassiosTestSupport
import XCTest

final class NameSuggestionTests: XCTestCase {
    func testDistances() {
        XCTAssertEqual(NameSuggestion.distance(Array("kitten"), Array("sitting")), 3)
        XCTAssertEqual(NameSuggestion.distance(Array(""), Array("abc")), 3)
        XCTAssertEqual(NameSuggestion.distance(Array("abc"), Array("")), 3)
        XCTAssertEqual(NameSuggestion.distance(Array("email"), Array("emial")), 2, "a swap is two edits")
        XCTAssertEqual(NameSuggestion.distance(Array("email"), Array("emial"), countingSwaps: true), 1, "unless swaps count")
        XCTAssertEqual(NameSuggestion.distance(Array("sumbit"), Array("submit"), countingSwaps: true), 1)
        XCTAssertEqual(NameSuggestion.distance(Array("kitten"), Array("sitting"), atMost: 3), 3)
        XCTAssertNil(NameSuggestion.distance(Array("kitten"), Array("sitting"), atMost: 2))
        XCTAssertNil(NameSuggestion.distance(Array("a"), Array("abcd"), atMost: 2), "lengths three apart")
        XCTAssertEqual(NameSuggestion.distance(Array("ab"), Array("ba"), countingSwaps: true, atMost: Int.max), 1, "a limit past any distance")
        XCTAssertEqual(NameSuggestion.closest(to: "ab", in: ["ba"], limit: Int.max), "ba")
        // Characters: an accented letter is one, however many bytes or scalars it takes.
        XCTAssertEqual(NameSuggestion.distance(Array("café"), Array("cafe")), 1)
        XCTAssertEqual(NameSuggestion.distance("café", "cafe"), 2, "the String form counts UTF-8 bytes")
    }

    /// Within the band, against the whole table worked out the plain way: the same distance,
    /// or nil exactly when it is over the limit.
    func testBoundedDistanceAgreesWithTheWholeTable() {
        var generator = SplitMix64(seed: 0x4E41_4D45)
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in "abc".randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in "abc".randomElement(using: &generator)! }
            let swaps = Bool.random(using: &generator)
            let limit = Int.random(in: 0...10, using: &generator)
            let expected = wholeTable(a, b, countingSwaps: swaps)
            XCTAssertEqual(NameSuggestion.distance(a, b, countingSwaps: swaps), expected, "\(a) \(b) swaps \(swaps)")
            XCTAssertEqual(NameSuggestion.distance(a, b, countingSwaps: swaps, atMost: limit), expected <= limit ? expected : nil,
                           "\(a) \(b) swaps \(swaps) limit \(limit)")
        }
    }

    func testClosest() {
        XCTAssertEqual(NameSuggestion.closest(to: "exluded", in: ["included", "excluded", "reporter"]), "excluded")
        XCTAssertEqual(NameSuggestion.closest(to: "EXCLUDED", in: ["excluded"]), "excluded", "case ignored")
        XCTAssertEqual(NameSuggestion.closest(to: "lnit", in: ["lint", "rules"]), "lint")
        XCTAssertNil(NameSuggestion.closest(to: "zzzzzz", in: ["lint", "rules"]))
        XCTAssertNil(NameSuggestion.closest(to: "colour", in: ["reporter", "strict"]))
        XCTAssertEqual(NameSuggestion.closest(to: "ab", in: ["xy", "ay", "ab"]), "ab", "the closest, not the first within reach")
        XCTAssertEqual(NameSuggestion.closest(to: "abcd", in: ["abxd", "abcx"]), "abxd", "of equally close ones, the first")
        XCTAssertNil(NameSuggestion.closest(to: "emial", in: ["email"], limit: 1))
        XCTAssertEqual(NameSuggestion.closest(to: "emial", in: ["email"], limit: 1, countingSwaps: true), "email")
    }

    private func wholeTable(_ a: [Character], _ b: [Character], countingSwaps: Bool) -> Int {
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        guard !a.isEmpty, !b.isEmpty else { return d[a.count][b.count] }
        for i in 1...a.count {
            for j in 1...b.count {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if countingSwaps, i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
