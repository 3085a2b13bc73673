import XCTest
import KassiosSyntax
import KassiosModel

/// An in-memory file of a fixture suite.
struct Fixture {
    let path: String
    let source: String

    init(_ path: String, _ source: String) {
        self.path = path
        self.source = source
    }

    /// The 1-based line and byte column where the `occurrence`-th `needle` starts.
    func position(of needle: String, occurrence: Int = 1, file: StaticString = #filePath, line: UInt = #line) -> (line: Int, column: Int) {
        let haystack = Array(source.utf8)
        let pattern = Array(needle.utf8)
        var seen = 0
        var index = 0
        while index + pattern.count <= haystack.count {
            if Array(haystack[index..<index + pattern.count]) == pattern {
                seen += 1
                if seen == occurrence {
                    let before = haystack[..<index]
                    let lineNumber = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
                    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                    return (lineNumber, index - lineStart + 1)
                }
            }
            index += 1
        }
        XCTFail("\(needle) occurs fewer than \(occurrence) times in \(path)", file: file, line: line)
        return (0, 0)
    }
}

/// Parses the fixtures (failing the test if the parser had to skip anything, so a
/// model failure is never a parse failure in disguise) and builds the project.
func makeProject(_ fixtures: [Fixture], configuration: ModelConfiguration = ModelConfiguration(),
                 file: StaticString = #filePath, line: UInt = #line) -> Project {
    let files = fixtures.map { fixture -> SourceFile in
        let sourceFile = SourceFile(path: fixture.path, source: fixture.source)
        XCTAssertEqual(sourceFile.diagnostics.map(\.message), [], "diagnostics in \(fixture.path)", file: file, line: line)
        XCTAssertEqual(sourceFile.skipped.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [],
                       "tokens skipped in \(fixture.path)", file: file, line: line)
        return sourceFile
    }
    return Project(files: files, configuration: configuration)
}

func makeProject(_ fixtures: Fixture..., configuration: ModelConfiguration = ModelConfiguration(),
                 file: StaticString = #filePath, line: UInt = #line) -> Project {
    makeProject(fixtures, configuration: configuration, file: file, line: line)
}

extension Project {
    func screen(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Screen {
        try XCTUnwrap(screens.first { $0.name == name }, "no screen \(name); screens: \(screens.map(\.name))",
                      file: file, line: line)
    }

    var screenNames: Set<String> { Set(screens.map(\.name)) }

    func element(_ name: String, of type: String, file: StaticString = #filePath, line: UInt = #line) throws -> Element {
        let elements = elementsByType[type] ?? []
        return try XCTUnwrap(elements.first { $0.name == name },
                             "no element \(name) in \(type); elements: \(elements.map(\.name))", file: file, line: line)
    }

    func elementNames(of type: String) -> [String] {
        (elementsByType[type] ?? []).map(\.name)
    }

    /// The usages recorded inside one member of one type.
    func usages(in typeName: String?, member: String) -> [IdentifierUsage] {
        usages.filter { $0.typeName == typeName && $0.memberName == member }
    }

    /// The single usage inside one member of one type.
    func usage(in typeName: String?, member: String, file: StaticString = #filePath, line: UInt = #line) throws -> IdentifierUsage {
        let found = usages(in: typeName, member: member)
        XCTAssertEqual(found.count, 1, "usages in \(typeName ?? "<top level>").\(member): \(found.map(\.source))",
                       file: file, line: line)
        return try XCTUnwrap(found.first, file: file, line: line)
    }
}

extension OnLoadDeclaration {
    /// The paths, or nil when the screen declares no `onLoad`.
    var paths: [OnLoadPath]? {
        if case .declared(let paths, _, _) = self { return paths }
        return nil
    }
}
