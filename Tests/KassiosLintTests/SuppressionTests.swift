@testable import KassiosLint
import KassiosSyntax
import XCTest

final class SuppressionTests: XCTestCase {
    static let screen = """
    final class RowsScreen: KassScreen {
        lazy var list = table("rows.list")
        override var onLoad: [KassElement] { [list] }
        func row(_ i: Int) -> KassElement { cell("row.\\(i)") }
        func column(_ i: Int) -> KassElement { cell("column.\\(i)") }
    }
    """

    func lint(_ source: String, optIn: Set<String> = []) -> [String] {
        var options = LintOptions()
        options.optInRules = optIn
        return LintRunner.run(sources: [("S.swift", source)], options: options).findings.map { "\($0.line) \($0.rule)" }
    }

    func testUnsuppressedBaseline() {
        XCTAssertEqual(lint(SuppressionTests.screen), ["4 runtime-identifier", "5 runtime-identifier"])
    }

    func testLineScopedForms() {
        let next = SuppressionTests.screen.replacingOccurrences(of: "    func row", with: "    // kassios:disable:next runtime-identifier\n    func row")
        XCTAssertEqual(lint(next), ["6 runtime-identifier"])
        let this = SuppressionTests.screen.replacingOccurrences(of: "cell(\"row.\\(i)\") }", with: "cell(\"row.\\(i)\") } // kassios:disable:this runtime-identifier")
        XCTAssertEqual(lint(this), ["5 runtime-identifier"])
        let previous = SuppressionTests.screen.replacingOccurrences(of: "cell(\"column.\\(i)\") }", with: "cell(\"column.\\(i)\") }\n    // kassios:disable:previous runtime-identifier")
        XCTAssertEqual(lint(previous), ["4 runtime-identifier"])
        let ignoreID = SuppressionTests.screen.replacingOccurrences(of: "cell(\"row.\\(i)\") }", with: "cell(\"row.\\(i)\") } // kassios:ignore-id")
        XCTAssertEqual(lint(ignoreID), ["5 runtime-identifier"])
    }

    func testRegionsAndAll() {
        let region = SuppressionTests.screen
            .replacingOccurrences(of: "    func row", with: "    // kassios:disable runtime-identifier\n    func row")
            .replacingOccurrences(of: "    func column", with: "    // kassios:enable runtime-identifier\n    func column")
        XCTAssertEqual(lint(region), ["7 runtime-identifier"])
        let all = "// kassios:disable all\n" + SuppressionTests.screen
        XCTAssertEqual(lint(all), [])
        let otherRule = "// kassios:disable missing-onload\n" + SuppressionTests.screen
        XCTAssertEqual(lint(otherRule), ["5 runtime-identifier", "6 runtime-identifier"])
    }

    func testCommandsInStringsAreIgnored() {
        let source = SuppressionTests.screen.replacingOccurrences(of: "    func row", with: "    let note = \"// kassios:disable:next runtime-identifier\"\n    func row")
        XCTAssertEqual(lint(source), ["5 runtime-identifier", "6 runtime-identifier"])
    }

    func testBlockCommentsWork() {
        let source = SuppressionTests.screen.replacingOccurrences(of: "    func row", with: "    /* kassios:disable:next runtime-identifier */\n    func row")
        XCTAssertEqual(lint(source), ["6 runtime-identifier"])
    }

    func testSuperfluousSuppressionIsOptIn() {
        let source = "// kassios:disable:next runtime-identifier\nlet x = 1\n"
        XCTAssertEqual(lint(source), [])
        XCTAssertEqual(lint(source, optIn: ["superfluous-suppression"]), ["1 superfluous-suppression"])
    }

    /// A suppression of a rule this run left off (an opt-in one, or one disabled) may suppress
    /// what it finds in a run that has it on: it is not called superfluous. One of a rule that ran,
    /// or of a rule kassios does not have, still is.
    func testASuppressionOfARuleThatDidNotRunIsNotSuperfluous() {
        let source = "// kassios:disable:next label-locator\nlet x = 1\n// kassios:disable:next missing-onload, label-locator\nlet y = 2\n"
        XCTAssertEqual(lint(source, optIn: ["superfluous-suppression"]), [])
        XCTAssertEqual(lint(source, optIn: ["superfluous-suppression", "label-locator"]), ["1 superfluous-suppression", "3 superfluous-suppression"])
        XCTAssertEqual(lint("// kassios:disable:next made-up-rule\nlet x = 1\n", optIn: ["superfluous-suppression"]), ["1 superfluous-suppression"])
        XCTAssertEqual(lint("// kassios:disable all\nlet x = 1\n", optIn: ["superfluous-suppression"]), [], "not every rule ran")
    }

    /// A reason may follow the ids after a colon (`runtime-identifier: legacy, FIN-12`) as after
    /// ` - `; a comment that starts as a command and is none (a typo, no rule) is said to suppress
    /// nothing, and prose that mentions a command is not one.
    func testReasonsAfterAColonAndMalformedCommands() {
        let reason = SuppressionTests.screen.replacingOccurrences(of: "    func row", with: "    // kassios:disable:next runtime-identifier: legacy, FIN-12\n    func row")
        XCTAssertEqual(lint(reason), ["6 runtime-identifier"])
        let malformed = SuppressionTests.screen
            .replacingOccurrences(of: "    func row", with: "    // kassios:disable:nxt runtime-identifier\n    func row")
            .replacingOccurrences(of: "    func column", with: "    // kassios:disable\n    // see kassios:disable in the README\n    func column")
        XCTAssertEqual(lint(malformed, optIn: ["superfluous-suppression"]),
                       ["4 superfluous-suppression", "5 runtime-identifier", "6 superfluous-suppression", "8 runtime-identifier"])
        XCTAssertEqual(lint(malformed), ["5 runtime-identifier", "8 runtime-identifier"], "said by the opt-in rule only")
    }

    /// The message names the comment as it is written.
    func testASuperfluousSuppressionIsNamedAsWritten() {
        var options = LintOptions()
        options.optInRules = ["superfluous-suppression"]
        let source = "// kassios:disable:next runtime-identifier\nlet x = 1\nlet y = 2 // kassios:ignore-id\n"
        XCTAssertEqual(LintRunner.run(sources: [("S.swift", source)], options: options).findings.map(\.message), [
            "this kassios:disable:next of runtime-identifier suppresses nothing; remove it or name the rule that fires",
            "this kassios:ignore-id suppresses nothing: no runtime-identifier finding is on its line; remove it",
        ])
    }

    func testCommandParsing() {
        let at = SourceLocation(offset: 0, line: 3, column: 5)
        XCTAssertEqual(SuppressionCommand.parse("// kassios:disable:next a, b", at: at)?.rules, ["a", "b"])
        XCTAssertEqual(SuppressionCommand.parse("// kassios:disable:next a - because legacy", at: at)?.rules, ["a"])
        XCTAssertNil(SuppressionCommand.parse("// kassios:disable", at: at), "a command needs a rule or all")
        XCTAssertNil(SuppressionCommand.parse("// kassios:frobnicate a", at: at))
        XCTAssertNil(SuppressionCommand.parse("// see kassios:disable a", at: at))
        XCTAssertEqual(SuppressionCommand.parse("/// kassios:enable all", at: at)?.action, .enable)
    }
}
