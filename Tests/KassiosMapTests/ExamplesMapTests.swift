import Foundation
import XCTest
import KassiosHierarchy
@testable import KassiosMap

/// `Examples/Map/` and `Examples/Context/` are what `kassios map`, `identify` and `context`
/// write for the example suite (the commands are in Examples/Map/README.md). This test
/// regenerates them and fails when a committed file is stale;
/// `KASSIOS_UPDATE_GOLDEN=1 swift test --filter ExamplesMapTests` rewrites them.
final class ExamplesMapTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// `--path` queries shown in Examples/Map/paths.txt.
    static let pathQueries = [("Login", "Transfer"), ("launch", "TransferConfirmationScreen.Success"), ("launch", "ProfileRobot"),
                              ("launch", "NotificationSettings")]

    static func run() throws -> MapRun {
        try MapRunner.run(paths: [root + "/Examples"], configPath: root + "/.kassios-lint.yml", workingDirectory: root)
    }

    /// Every file, by path relative to the repository, as the commands write it.
    static func generated(_ run: MapRun) throws -> [(path: String, text: String)] {
        var paths = "# kassios map Examples --path FROM TO, for each query below\n"
        for (from, to) in pathQueries {
            paths += "\n$ kassios map Examples --path \(from) \(to)\n" + (try PathQuery(graph: run.graph, from: from, to: to)).code
        }
        var identify = "# kassios identify DUMP, for each dump in Examples/Dumps\n"
        // Every dump, in subfolders too (Broken/ holds a screen the map leaves out: an unknown screen).
        let dumps = try FileManager.default.subpathsOfDirectory(atPath: root + "/Examples/Dumps").filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/Examples/Dumps/" + path, isDirectory: &isDirectory)
            return !isDirectory.boolValue && !path.hasSuffix("README.md")
        }.sorted()
        for dump in dumps {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/Examples/Dumps/" + dump)))
            let identification = DumpIdentification(dump: "Examples/Dumps/" + dump, hierarchy: try HierarchyReader.read(bytes), graph: run.graph)
            identify += "\n$ kassios identify Examples/Dumps/\(dump)\n" + identification.text(top: 3)
        }
        let bundle = ContextBundle(graph: run.graph, rules: HouseRules(options: run.lintOptions, screens: run.project.screens), runCommand: run.configuration.runCommand)
        return [
            ("Examples/Map/map.json", MapJSONWriter.write(run.graph, metrics: run.metrics)),
            ("Examples/Map/map.md", MapMarkdownWriter.write(run.graph, metrics: run.metrics)),
            ("Examples/Map/map.mmd", MermaidWriter.write(run.graph)),
            ("Examples/Map/map.dot", DotWriter.write(run.graph)),
            ("Examples/Map/paths.txt", paths),
            ("Examples/Map/identify.txt", identify),
            ("Examples/Context/context.md", ContextWriter(bundle: bundle, format: .markdown, maxTokens: run.configuration.maxTokens).text),
            ("Examples/Context/context.json", ContextWriter(bundle: bundle, format: .json, maxTokens: run.configuration.maxTokens).text),
        ]
    }

    func testCommittedExampleOutputsAreCurrent() throws {
        let update = ProcessInfo.processInfo.environment["KASSIOS_UPDATE_GOLDEN"] == "1"
        for file in try ExamplesMapTests.generated(try ExamplesMapTests.run()) {
            let url = URL(fileURLWithPath: ExamplesMapTests.root + "/" + file.path)
            if update {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
            let stored = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(stored, file.text, "\(file.path) is stale: rerun with KASSIOS_UPDATE_GOLDEN=1")
        }
    }

    /// On the example suite (27 sections), a larger `--max-tokens` never keeps less in priority
    /// order: where two budgets keep different sections, the first one (by priority) that differs
    /// is kept by the larger. It may then write a few tokens less, having made room for a more
    /// important section rather than two smaller later ones. Every budget is kept to whenever more
    /// than the introduction fits, and the note of what is left out names at most
    /// `namedLeftOutLimit` sections and counts the rest. (Dropping the last section until the note
    /// fitted once shrank a 1,400-token budget to the introduction.)
    func testALargerBudgetNeverKeepsLessByPriority() throws {
        let run = try ExamplesMapTests.run()
        let bundle = ContextBundle(graph: run.graph, rules: HouseRules(options: run.lintOptions, screens: run.project.screens), runCommand: run.configuration.runCommand)
        XCTAssertGreaterThan(bundle.sections.count, ContextWriter.namedLeftOutLimit + 1)
        for format in [ContextWriter.Format.markdown, .json] {
            let whole = ContextWriter(bundle: bundle, format: format, maxTokens: nil)
            var previous = 0
            var previousKept = [Bool](repeating: false, count: bundle.sections.count)
            // Every 50 tokens: a step of 25 took twice the time, some 40 s of every `swift test` and CI
            // run in a debug build.
            let step = 50
            for budget in stride(from: step, through: whole.tokens + step, by: step) {
                let written = ContextWriter(bundle: bundle, format: format, maxTokens: budget)
                let leftOut = Set(written.leftOut)
                let kept = bundle.sections.map { !leftOut.contains($0.id) }
                if let first = kept.indices.first(where: { kept[$0] != previousKept[$0] }) {
                    XCTAssertTrue(kept[first], "\(format): \(budget) tokens leave out \(bundle.sections[first].id), which \(budget - step) kept")
                }
                if written.leftOut.count < bundle.sections.count - 1 { XCTAssertLessThanOrEqual(written.tokens, budget, "\(format) within \(budget)") }
                previous = written.tokens
                previousKept = kept
            }
            XCTAssertGreaterThan(previous, whole.tokens * 9 / 10, "\(format): the budget is used")
            let tiny = ContextWriter(bundle: bundle, format: format, maxTokens: 1)
            XCTAssertEqual(tiny.leftOut, bundle.sections.dropFirst().map(\.id))
            let more = bundle.sections.count - 1 - ContextWriter.namedLeftOutLimit
            let named = bundle.sections.dropFirst().prefix(ContextWriter.namedLeftOutLimit).map(\.id)
            if format == .markdown {
                XCTAssertTrue(tiny.text.contains(named.map { "`\($0)`" }.joined(separator: ", ") + " and \(more) more. Run"), tiny.text)
            } else {
                let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(tiny.text.utf8)) as? [String: Any])
                XCTAssertEqual(object["leftOut"] as? [String], named)
                XCTAssertEqual(object["leftOutCount"] as? Int, bundle.sections.count - 1)
            }
        }
    }

    /// The example map shows every derivation source, and its checks pass.
    func testTheExampleMapIsMeaningful() throws {
        let run = try ExamplesMapTests.run()
        let graph = run.graph
        let sources = Set(graph.edges.flatMap(\.evidence).map(\.source))
        XCTAssertEqual(sources, [.test, .declaration, .docComment, .mappaMundi])
        XCTAssertEqual(graph.edge("LoginScreen", "HomeScreen", "submit.tap()")?.evidence.first?.test, "LoginTests.test_login_withValidCredentials_showsHome")
        XCTAssertEqual(graph.edge("HomeScreen", "TransferScreen", "transferTile.tap()")?.evidence.map(\.source), [.docComment])
        XCTAssertEqual(graph.edge("HomeRobot", "ProfileRobot")?.evidence.first?.source, .declaration)
        XCTAssertNotNil(graph.edge("AppSettings", "SignedOut", "performAction(SettingsAction.SignOut)"))
        // The scenario's step merges with the same step in a test.
        XCTAssertEqual(graph.edge("LoginScreen", "HomeScreen", "logIn(as: user)")?.evidence.compactMap(\.test),
                       ["LoginTests.test_signIn_thenCardsTab_showsCards", "LoginTests.test_rememberMe_prefillsEmailOnNextLaunch"])
        XCTAssertTrue(graph.entryPoints.map(\.name).contains("LoginTests.launchSignedOut(extraEnvironment:)"))
        // paths.txt: the test's own `user` is a placeholder with logIn(as:)'s parameter type.
        XCTAssertTrue(try PathQuery(graph: graph, from: "Login", to: "Transfer").code.contains("{ $0.logIn(as: <#TestUser#>) }\n"))
        XCTAssertFalse(graph.nodes.contains { $0.file.contains("/Broken/") }, "map: excluded leaves the broken code out")
        XCTAssertEqual(run.metrics.unreachable, [])
        XCTAssertEqual(run.configuration.failures(of: graph, metrics: run.metrics), [])
        XCTAssertEqual(run.warnings, [])
    }

    /// Examples/Map/identify.txt names each example dump's own screen, and the runners-up
    /// fit by their whole onLoad too but show fewer of their identifiers.
    func testEveryExampleDumpIsIdentifiedAsItsOwnScreen() throws {
        let run = try ExamplesMapTests.run()
        for (dump, screen) in [("Login.idb.json", "LoginScreen"), ("Home.appium.xml", "HomeScreen"), ("Profile.appium.xml", "ProfileRobot")] {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ExamplesMapTests.root + "/Examples/Dumps/" + dump)))
            let result = DumpIdentification(dump: dump, hierarchy: try HierarchyReader.read(bytes), graph: run.graph).result
            XCTAssertEqual(result.identified?.name, screen, dump)
            XCTAssertEqual(result.identified?.onLoadMissing, [], dump)
            for runnerUp in result.ranking.dropFirst() where runnerUp.fits {
                XCTAssertLessThan(runnerUp.onLoadFound.count, result.ranking[0].onLoadFound.count, "\(dump): \(runnerUp.name)")
            }
        }
    }
}
