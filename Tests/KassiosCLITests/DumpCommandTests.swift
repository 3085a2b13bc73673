@testable import KassiosCLI
@testable import KassiosLintCLI
import XCTest

/// `kassios dump convert`: every example dump becomes the committed kassios JSON.
final class DumpCommandTests: XCTestCase {
    static let dumps = CommandLineToolTests.repositoryRoot + "/Examples/Dumps/"

    func run(_ arguments: String...) -> (Int32, String, String) {
        var output = ""
        var errors = ""
        let status = CommandLineTool(standardOutput: { output += $0 }, standardError: { errors += $0 }).run(["dump"] + arguments)
        return (status, output, errors)
    }

    func testEveryFormatOfTheExampleScreensConvertsToTheSameElements() throws {
        for screen in ["Login", "Home"] {
            let expected = try String(contentsOfFile: DumpCommandTests.dumps + screen + ".kassios.json", encoding: .utf8)
            let (status, output, errors) = run("convert", DumpCommandTests.dumps + screen + ".debugDescription.txt")
            XCTAssertEqual(status, 0, errors)
            XCTAssertEqual(output, expected, "\(screen): the committed JSON is what the debugDescription converts to")
            XCTAssertEqual(run("convert", DumpCommandTests.dumps + screen + ".kassios.json").1, expected, "kassios JSON round-trips")
            for format in ["idb.json", "appium.xml"] {
                let (formatStatus, converted, _) = run("convert", "--to", "json", DumpCommandTests.dumps + screen + "." + format)
                XCTAssertEqual(formatStatus, 0, format)
                XCTAssertTrue(converted.contains("\"identifier\": \"login.") || converted.contains("\"identifier\": \"home."), "\(screen).\(format)")
            }
        }
    }

    func testMalformedDumpsAreErrorsAtTheirPositionAndLenientReadsWarn() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-dump-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: bad) }
        try Data("Attributes: Application\nElement subtree:\n →Application, 0x1, pid: 1, label: 'Oops\n".utf8).write(to: bad)
        let (status, output, errors) = run("convert", bad.path)
        XCTAssertEqual(status, 2, "a malformed dump is an input error, as in generate screen and identify")
        XCTAssertEqual(output, "")
        XCTAssertTrue(errors.hasPrefix(bad.path + ":3:38: error: expected the quote that closes 'label:'"), errors)
        let (lenientStatus, lenientOutput, warnings) = run("convert", "--lenient", bad.path)
        XCTAssertEqual(lenientStatus, 0)
        XCTAssertTrue(lenientOutput.contains("\"application\""))
        XCTAssertTrue(warnings.contains(": warning: "), warnings)
    }

    func testOutNeverReplacesAFileWithoutForce() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-dump-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: out) }
        try Data("keep me".utf8).write(to: out)
        let source = DumpCommandTests.dumps + "Login.appium.xml"
        XCTAssertEqual(run("convert", source, "--out", out.path).0, 2)
        XCTAssertEqual(try String(contentsOf: out, encoding: .utf8), "keep me")
        XCTAssertEqual(run("convert", source, "--out", out.path, "--force").0, 0)
        XCTAssertTrue(try String(contentsOf: out, encoding: .utf8).contains("\"kassiosHierarchy\": 1"))
        // kassios JSON is a dump format people keep: even kassios JSON is replaced only with --force.
        let kept = try String(contentsOf: out, encoding: .utf8)
        let again = run("convert", DumpCommandTests.dumps + "Home.debugDescription.txt", "--out", out.path)
        XCTAssertEqual(again.0, 2, again.2)
        XCTAssertEqual(again.2, "kassios: error: \(out.path) exists; pass --force to replace it\n")
        XCTAssertEqual(try String(contentsOf: out, encoding: .utf8), kept)
    }

    /// The dump being read is never the output, not even with --force; nor is a folder.
    func testOutIsNeverTheDumpItselfOrAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dump = folder.appendingPathComponent("Login.txt").path
        let original = try Data(contentsOf: URL(fileURLWithPath: DumpCommandTests.dumps + "Login.debugDescription.txt"))
        try original.write(to: URL(fileURLWithPath: dump))
        let itself = run("convert", dump, "--out", folder.path + "/./Login.txt", "--force")
        XCTAssertEqual(itself.0, 2)
        XCTAssertEqual(itself.2, "kassios: error: '--out \(folder.path)/./Login.txt' is the dump being converted; name another file\n")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dump)), original)
        let intoFolder = run("convert", dump, "--out", folder.path, "--force")
        XCTAssertEqual(intoFolder.0, 2)
        XCTAssertEqual(intoFolder.2, "kassios: error: \(folder.path) is a folder; name the file to write the hierarchy JSON to\n")
    }

    func testUsageErrors() {
        XCTAssertEqual(run().0, 2)
        XCTAssertTrue(run("convrt").2.contains("did you mean 'convert'?"))
        XCTAssertTrue(run("convert", DumpCommandTests.dumps + "Login.appium.xml", "--format", "yaml").2.contains("unknown dump format 'yaml'"))
        XCTAssertTrue(run("convert", DumpCommandTests.dumps + "Login.appium.xml", "--to", "xml").2.contains("only json is written"))
        XCTAssertEqual(run("convert", "/no/such/dump.txt").0, 2)
        XCTAssertEqual(run("--help").0, 0)
        XCTAssertTrue(run("convert", "--help").1.contains("kassios dump convert"))
    }
}
