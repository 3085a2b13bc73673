import XCTest
import KassiosHierarchy
import KassiosLint
@testable import KassiosMap

/// Which screen a dump shows, and the context bundle with its token budget.
final class IdentifyAndContextTests: XCTestCase {
    static func dump(_ identifiers: [String]) -> Hierarchy {
        Hierarchy(root: HierarchyElement(type: .application, children: identifiers.map { HierarchyElement(type: .other, identifier: $0) }),
                  format: .kassios)
    }

    func testADumpIsIdentifiedByTheScreensOnLoadIdentifiers() {
        let graph = makeGraph([fixtureScreens])
        let identified = DumpIdentification(dump: "login.json", hierarchy: IdentifyAndContextTests.dump(["login.email", "login.submit", "x"]), graph: graph)
        XCTAssertTrue(identified.isIdentified)
        XCTAssertEqual(identified.text(top: 3), """
        login.json: LoginScreen (100%: onLoad 2/2)
          LoginScreen  fits  100%: onLoad 2/2

        """)
        let unknown = DumpIdentification(dump: "d.json", hierarchy: IdentifyAndContextTests.dump(["transfer.amount", "home.tile.transfer"]), graph: graph)
        XCTAssertFalse(unknown.isIdentified)
        XCTAssertEqual(unknown.text(top: 3), """
        d.json: unknown screen; nearest: TransferScreen (50%: onLoad 1/2), HomeScreen (33%: onLoad 0/1, others 1/1)
          TransferScreen         50%: onLoad 1/2; onLoad missing: transfer.review
          HomeScreen             33%: onLoad 0/1, others 1/1; onLoad missing: home.balance

        """)
    }

    func testTwinScreensAreATieInTextAndJSON() {
        let graph = makeGraph([(path: "S.swift", source: """
        final class SheetA: KassScreen {
            lazy var title = staticText("sheet.title")
            override var onLoad: [KassElement] { [title] }
        }
        final class SheetB: KassScreen {
            lazy var title = staticText("sheet.title")
            override var onLoad: [KassElement] { [title] }
        }
        """)])
        let tie = DumpIdentification(dump: "s.txt", hierarchy: IdentifyAndContextTests.dump(["sheet.title"]), graph: graph)
        XCTAssertEqual(tie.text(top: 0), "s.txt: tie between SheetA, SheetB (100%: onLoad 1/1); an identifier only one of them waits for in onLoad would tell them apart\n")
        XCTAssertEqual(JSONTree.array([tie.json(top: 1)]).document, """
        [
          {
            "dump": "s.txt",
            "verdict": "tie",
            "tied": [
              "SheetA",
              "SheetB"
            ],
            "candidates": [
              {
                "name": "SheetA",
                "fits": true,
                "score": "2/2",
                "percent": 100,
                "onLoadFound": [
                  "sheet.title"
                ],
                "onLoadMissing": [],
                "othersFound": [],
                "othersMissing": []
              }
            ]
          }
        ]

        """)
    }

    func testTokensAreBytesOverFourRoundedUp() {
        XCTAssertEqual(ContextWriter.estimatedTokens(""), 0)
        XCTAssertEqual(ContextWriter.estimatedTokens("abcd"), 1)
        XCTAssertEqual(ContextWriter.estimatedTokens("abcde"), 2)
        XCTAssertEqual(ContextWriter.estimatedTokens("é"), 1, "two UTF-8 bytes")
    }

    func testTheBudgetKeepsRulesAndMapFirstThenTheNearestScreens() throws {
        let graph = makeGraph(PathQueryTests.suite)
        let bundle = ContextBundle(graph: graph, rules: HouseRules(options: LintOptions()), runCommand: "make ui-test")
        XCTAssertEqual(bundle.sections.map(\.id), ["introduction", "rules", "map", "screen:HomeRobot", "screen:LoginScreen",
                                                   "screen:HomeScreen", "screen:ProfileRobot", "screen:TransferScreen", "screen:StatementsPage"])
        let whole = ContextWriter(bundle: bundle, format: .markdown, maxTokens: nil)
        XCTAssertEqual(whole.leftOut, [])
        XCTAssertTrue(whole.text.contains("```sh\nmake ui-test\n```"))
        XCTAssertTrue(whole.text.contains("Reach it: launch `T.test_transfer()` → `LoginScreen`, `submit.tap()` → `HomeScreen`."))

        // A budget that holds everything up to the second screen.
        let sizes = bundle.sections.map { ContextWriter.estimatedTokens(ContextWriter.render([$0], format: .markdown, leftOut: [], budget: nil)) }
        let budget = sizes.prefix(5).reduce(0, +) + 10
        let trimmed = ContextWriter(bundle: bundle, format: .markdown, maxTokens: budget)
        XCTAssertEqual(trimmed.leftOut, ["screen:HomeScreen", "screen:ProfileRobot", "screen:TransferScreen", "screen:StatementsPage"])
        XCTAssertTrue(trimmed.text.contains("### HomeRobot"))
        XCTAssertFalse(trimmed.text.contains("### HomeScreen"))
        XCTAssertTrue(trimmed.text.hasSuffix("this bundle leaves out 4 sections: `screen:HomeScreen`, `screen:ProfileRobot`, `screen:TransferScreen`, `screen:StatementsPage`. Run `kassios context` with a larger `--max-tokens` to include them.\n"))
        let withoutNote = trimmed.text[..<trimmed.text.range(of: "## Left out")!.lowerBound]
        XCTAssertLessThanOrEqual(ContextWriter.estimatedTokens(String(withoutNote)), budget)

        // The introduction is always there, however small the budget.
        let tiny = ContextWriter(bundle: bundle, format: .json, maxTokens: 1)
        XCTAssertEqual(tiny.leftOut.first, "rules")
        XCTAssertTrue(tiny.text.contains("\"runCommand\": \"make ui-test\""))
        XCTAssertTrue(tiny.text.contains("\"leftOut\": ["))
    }

    func testTheBundleIsTheSameEveryTime() {
        let first = ContextWriter(bundle: ContextBundle(graph: makeGraph(PathQueryTests.suite), rules: HouseRules(options: LintOptions()), runCommand: nil),
                                  format: .json, maxTokens: nil).text
        let second = ContextWriter(bundle: ContextBundle(graph: makeGraph(PathQueryTests.suite.reversed()), rules: HouseRules(options: LintOptions()), runCommand: nil),
                                   format: .json, maxTokens: nil).text
        XCTAssertEqual(first, second)
    }

    func testEveryLintRuleHasADoLineForTheContext() {
        let missing = RuleRegistry.all.map { $0.description.identifier }.filter { HouseRules.fixes[$0] == nil }
        XCTAssertEqual(missing, [], "a rule without a 'Do:' line in HouseRules.fixes tells an agent only what not to write")
    }

    func testHouseRulesFollowTheConfigurationWithDoAndDontLines() throws {
        var options = LintOptions()
        options.disabledRules = ["coordinate-tap"]
        options.optInRules = ["label-locator"]
        options.severities = ["raw-query-in-test": .error]
        let rules = HouseRules(options: options)
        let ids = rules.rules.map(\.identifier)
        XCTAssertFalse(ids.contains("coordinate-tap"))
        XCTAssertTrue(ids.contains("label-locator"))
        XCTAssertFalse(ids.contains("unused-element"))
        let sleep = try XCTUnwrap(rules.rules.first { $0.identifier == "sleep-in-ui-test" })
        XCTAssertEqual(sleep.dont, "sleep(3)")
        XCTAssertEqual(sleep.do, "XCTAssertTrue(review.waitForExistence(timeout: 5))")
        XCTAssertEqual(rules.rules.first { $0.identifier == "raw-query-in-test" }?.severity, "error")
        for rule in rules.rules {
            XCTAssertNotNil(rule.dont, "\(rule.identifier): every rule's examples mark a finding with ↓")
            XCTAssertFalse(rule.dont?.contains("↓") ?? true)
        }
        XCTAssertEqual(rules.conventions.first, "Screens are classes inheriting from `KassScreen`; each declares `onLoad` with the elements that prove it is showing.")
    }
}
