@testable import KassiosCodegen
import KassiosSyntax
import XCTest

/// Nothing a case file or a step holds may crash generation: every input ends as cases
/// or errors, every step as an intent or a reason.
final class RobustnessTests: XCTestCase {
    static let pieces = [
        "#", "## ", "Steps:", "Шаги:", "Preconditions:", "Expected result:", "Feature:", "Scenario:", "Scenario Outline:",
        "Examples:", "Given ", "When ", "Then ", "And ", "|", "| a |", "\"\"\"", "```", "@C1", "1. ", "- ", "---", "\n", "\n  ",
        "\"", "«", "»", "'", "’", "tap", "нажать", "enter", "into", "в поле", "is shown", "<x>", ",", ";", ":", "C12 ", "\u{FEFF}",
        "\r", "\t", "é", "🙂", "\\", "on the", "screen", "экран", "turn", "on", "off", "scroll", "swipe", "left", "\u{0}",
    ]

    func testRandomCaseFilesAndStepsNeverCrash() {
        var state: UInt64 = 0x9E3779B97F4A7C15
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        let planner = SuiteFixture.planner()
        var readCases = 0
        for round in 0..<400 {
            var text = ""
            for _ in 0..<(next() % 40) { text += RobustnessTests.pieces[next() % RobustnessTests.pieces.count] }
            for contents in [PlainTextCaseReader.read(text, file: "f.md"), GherkinReader.read(text, file: "f.feature")] {
                XCTAssertFalse(contents.cases.isEmpty && contents.errors.isEmpty, "round \(round): \(text.debugDescription)")
                readCases += contents.cases.count
                for testCase in contents.cases {
                    let plan = planner.plan(testCase)
                    XCTAssertEqual(plan.items.count, testCase.preconditions.count + testCase.steps.count
                                   + testCase.steps.map(\.expected.count).reduce(0, +) + testCase.expected.count)
                    _ = MethodBodyRenderer.render(plan, catalog: SuiteFixture.catalog, style: .kassios)
                }
            }
            _ = StepParser().parse(text)
        }
        XCTAssertGreaterThan(readCases, 10, "the fuzz reached the planner")
    }

    func testLongAndDeepInputs() {
        let long = String(repeating: "tap \"a\", ", count: 5_000)
        XCTAssertEqual(PlainTextCaseReader.read("# T\nSteps: " + long, file: "l.md").cases.first?.steps.count, 5_000)
        let deep = String(repeating: "#", count: 300) + " x\n" + String(repeating: "|", count: 10_000)
        XCTAssertFalse(PlainTextCaseReader.read(deep, file: "d.md").errors.isEmpty)
        XCTAssertEqual(StepParser().parse(String(repeating: "«", count: 10_000)), .unrecognized("the step is empty"))
    }

    /// Found by the `generate-test` fuzzer (its harness names every class `FuzzTests`): a class name given
    /// that a type of the suite other than a test class has (`final class FuzzTests: XCTectCase`, a base
    /// XCTest does not know) is refused with a `NameClash` naming where that type is, never written; a test
    /// class of the name is one the user may mean to replace, and is written.
    func testAClassNameATypeOfTheSuiteHasIsRefused() throws {
        func request(_ declaration: String) -> TestGenerator.Request {
            var request = TestGenerator.Request(casePaths: [], swiftFiles: [])
            request.caseTexts = [("fuzz.md", "# Fuzzed suite\nSteps:\n1. Tap the login button\n")]
            request.sources = [SourceFile(path: "UI/Fuzz0.swift", source: "import XCTest\n\n" + declaration + "\n")]
            request.className = "FuzzTests"
            return request
        }
        XCTAssertThrowsError(try TestGenerator.run(request("final class FuzzTests: XCTectCase {}"))) { error in
            XCTAssertTrue(error is TestGenerator.NameClash, "\(error)")
            XCTAssertEqual("\(error)", "the test class would be named FuzzTests, as UI/Fuzz0.swift:3 declares a type; name another with --class")
        }
        XCTAssertEqual(try TestGenerator.run(request("final class FuzzTests: XCTestCase {}")).files.count, 1)
    }
}
