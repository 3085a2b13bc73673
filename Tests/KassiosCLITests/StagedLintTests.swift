@testable import KassiosCLI
import XCTest

/// `kassios lint --staged` in a scratch repository: it reads the index, not the working tree.
final class StagedLintTests: XCTestCase {
    var repository: URL!
    var previousDirectory = ""

    override func setUpWithError() throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-staged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("UITests"), withIntermediateDirectories: true)
        previousDirectory = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(repository.path)
        try git("init", "-q")
        try git("config", "user.email", "ci@example.com")
        try git("config", "user.name", "CI")
        try write("UITests/Base.swift", "class BaseScreen: KassScreen {}\n")
        try git("add", ".")
        try git("commit", "-qm", "base")
    }

    override func tearDownWithError() throws {
        FileManager.default.changeCurrentDirectoryPath(previousDirectory)
        try? FileManager.default.removeItem(at: repository)
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: repository.appendingPathComponent(path))
    }

    func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = repository
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
    }

    func lint(_ arguments: String...) -> (Int32, String, String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 }).run(["lint"] + arguments)
        return (status, output, errors)
    }

    func testTheStagedContentIsLintedNotTheWorkingTree() throws {
        try write("UITests/Receipt.swift", "final class ReceiptScreen: BaseScreen {\n    lazy var total = staticText(\"receipt.total\")\n}\n")
        try git("add", "UITests/Receipt.swift")
        // Fixed in the working tree but not staged: the commit would still record the problem.
        try write("UITests/Receipt.swift", "final class ReceiptScreen: BaseScreen {\n    lazy var total = staticText(\"receipt.total\")\n    override var onLoad: [KassElement] { [total] }\n}\n")
        let (status, output, _) = lint("--staged", "-q", "UITests")
        XCTAssertEqual(status, 1)
        XCTAssertTrue(output.hasPrefix("UITests/Receipt.swift:1:13: error: ReceiptScreen has no onLoad"), output)
        XCTAssertFalse(output.contains("Base.swift"))
    }

    func testUnstagedProblemsAreNotReported() throws {
        try write("UITests/Other.swift", "final class OtherScreen: KassScreen {\n    lazy var x = button(\"x\")\n}\n")
        let (status, output, errors) = lint("--staged", "UITests")
        XCTAssertEqual(status, 0)
        XCTAssertEqual(output, "")
        XCTAssertEqual(errors, "", "no staged Swift files: quiet")
    }
}
