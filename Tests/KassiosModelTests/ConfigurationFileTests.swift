import XCTest
import KassiosModel

/// The reader every command's settings go through: each problem names the file, line and column
/// of the node at fault, and each typed value takes only what it says.
final class ConfigurationFileTests: XCTestCase {
    private let file = ConfigurationFile(path: "conf/.kassios-lint.yml")

    private func node(_ text: String, _ key: String) throws -> YAMLNode {
        try XCTUnwrap(file.root(of: text)?[key], "no '\(key)' in \(text)")
    }

    private func problem(_ work: () throws -> Any) -> String? {
        do {
            _ = try work()
            return nil
        } catch let problem as ConfigurationProblem {
            return problem.description
        } catch {
            return "not a ConfigurationProblem: \(error)"
        }
    }

    func testAFileThatCannotBeReadIsAProblemNamingIt() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-no-such-\(UUID().uuidString).yml").path
        XCTAssertEqual(problem { try ConfigurationFile.text(at: missing) }, "\(missing): cannot read the configuration file: no such file")
    }

    func testTheFilesTextIsReadAsWritten() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-configuration-\(UUID().uuidString).yml").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("strict: true\n".utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try ConfigurationFile.text(at: path), "strict: true\n")
    }

    func testInvalidYAMLIsAProblemAtItsPosition() {
        XCTAssertEqual(problem { try self.file.root(of: "strict: true\n  reporter: json\n") },
                       "conf/.kassios-lint.yml:2:1: inconsistent indentation: expected 0 spaces, found 2")
        XCTAssertNil(problem { try self.file.root(of: "") })
    }

    func testStringsTakeOneStringOrAListOfThem() throws {
        XCTAssertEqual(try file.strings(node("excluded: Pods\n", "excluded"), "excluded"), ["Pods"])
        XCTAssertEqual(try file.strings(node("excluded: [Pods, 'Generated']\n", "excluded"), "excluded"), ["Pods", "Generated"])
        XCTAssertEqual(problem { try self.file.strings(self.node("excluded:\n  - Pods\n  - [a]\n", "excluded"), "excluded") },
                       "conf/.kassios-lint.yml:3:5: 'excluded' expects strings, found a list")
        XCTAssertEqual(problem { try self.file.strings(self.node("excluded: {a: b}\n", "excluded"), "excluded") },
                       "conf/.kassios-lint.yml:1:11: 'excluded' expects a list of strings, found a mapping")
    }

    func testABooleanIsTrueOrFalseAndAnythingElseIsShownAsWritten() throws {
        XCTAssertEqual(try file.bool(node("strict: true\n", "strict"), "strict"), true)
        XCTAssertEqual(try file.bool(node("strict: false\n", "strict"), "strict"), false)
        XCTAssertEqual(problem { try self.file.bool(self.node("strict: sometimes\n", "strict"), "strict") },
                       "conf/.kassios-lint.yml:1:9: 'strict' expects true or false, found 'sometimes'")
        XCTAssertEqual(problem { try self.file.bool(self.node("strict: [true]\n", "strict"), "strict") },
                       "conf/.kassios-lint.yml:1:9: 'strict' expects true or false, found a list")
    }

    func testAStringIsNotAList() throws {
        XCTAssertEqual(try file.string(node("reporter: json\n", "reporter"), "reporter"), "json")
        XCTAssertEqual(problem { try self.file.string(self.node("reporter: [json]\n", "reporter"), "reporter") },
                       "conf/.kassios-lint.yml:1:11: 'reporter' expects a string, found a list")
    }

    func testWarningsCollectInOrderWithTheirPositions() throws {
        var reading = file
        reading.warn(try node("a: 1\nb: 2\n", "b"), "unknown setting 'b'")
        reading.warn(try node("a: 1\n", "a"), "unknown setting 'a'")
        XCTAssertEqual(reading.warnings, ["conf/.kassios-lint.yml:2:4: warning: unknown setting 'b'",
                                          "conf/.kassios-lint.yml:1:4: warning: unknown setting 'a'"])
    }
}
