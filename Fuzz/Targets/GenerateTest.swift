import KassiosCodegen
import KassiosModel
import KassiosSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// `kassios generate test` over a suite it has never seen: the input is up to three Swift files
// and a test-case file, split at 0x1E (without a fourth part, a fixed case that taps, types,
// checks a screen and goes back). Both styles are planned and written: the catalog (robots found
// through what their methods query, the suite's test base, its closure helpers, a type two targets
// declare), the planner and the renderers. The same input gives the same files, and every step,
// precondition and expected result of every case is written in the test, automated or not.

let fixedCase = """
# Fuzzed suite
Preconditions: the user is signed in
Steps:
1. Enter "ada@example.com" into the email field on the Login screen
2. Tap the login button
3. Verify the Home screen is shown
4. Tap the settings button
5. Go back
Expected result: the Home screen is shown
"""

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerateTest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = input.split(separator: 0x1E, maxSplits: 3, omittingEmptySubsequences: false)
    let swift = parts.prefix(3).enumerated().map { index, part in
        SourceFile(path: index == 1 ? "Shared/Robots/Fuzz1.swift" : "UI/Fuzz\(index).swift", bytes: Array(part))
    }
    let cases = parts.count > 3 ? String(decoding: parts[3], as: UTF8.self) : fixedCase
    for style in [TestGenerationConfiguration.Style.robot, .kassios] {
        var request = TestGenerator.Request(casePaths: [], swiftFiles: [])
        request.caseTexts = [("fuzz.md", cases)]
        request.sources = swift
        request.style = style
        request.className = "FuzzTests"
        request.configuration.preconditions = [PreconditionMapping(phrases: ["the user is signed in"],
                                                                   settings: LaunchSettings(arguments: ["-signedIn"]))]
        // A suite with a type of the class's name (not a test class) is refused, as the user would be:
        // an answer, not a failure (`RobustnessTests.testAClassNameATypeOfTheSuiteHasIsRefused`).
        let first: TestGenerator.Result, second: TestGenerator.Result
        do {
            first = try TestGenerator.run(request)
            second = try TestGenerator.run(request)
        } catch is TestGenerator.NameClash {
            continue
        } catch {
            preconditionFailure("generation threw on sources alone: \(error)")
        }
        precondition(first.files.map(\.contents) == second.files.map(\.contents), "the same input wrote other files")
        // Every step, precondition and expected result is written, automated or not.
        let test = first.files.first?.contents ?? ""
        for plan in first.plans {
            for item in plan.items {
                precondition(test.contains("// \(item.label): "), "\(item.label) of \(plan.methodName) is not in the test")
            }
        }
    }
    return 0
}
