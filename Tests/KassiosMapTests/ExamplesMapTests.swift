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
            FileManager.default.fileExists(atPath: root + "/Examples/Dumps/" + path, isDirectory: &isDirectory)
            return !isDirectory.boolValue && !path.hasSuffix("README.md")
        }.sorted()
        for dump in dumps {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: root + "/Examples/Dumps/" + dump)))
            let identification = DumpIdentification(dump: "Examples/Dumps/" + dump, hierarchy: try HierarchyReader.read(bytes), graph: run.graph)
            identify += "\n$ kassios identify Examples/Dumps/\(dump)\n" + identification.text(top: 3)
        }
        let bundle = ContextBundle(graph: run.graph, rules: HouseRules(options: run.lintOptions), runCommand: run.configuration.runCommand)
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
        XCTAssertFalse(graph.nodes.contains { $0.file.contains("/Broken/") }, "map: excluded leaves the broken code out")
        XCTAssertEqual(run.metrics.unreachable, [])
        XCTAssertEqual(run.configuration.failures(of: graph, metrics: run.metrics), [])
        XCTAssertEqual(run.warnings, [])
    }
}
