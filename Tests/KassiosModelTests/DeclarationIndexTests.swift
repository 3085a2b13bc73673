import XCTest
import KassiosSyntax
@testable import KassiosModel

final class DeclarationIndexTests: XCTestCase {
    /// Types are listed by file path, then position, whatever order the files come in; each
    /// type's members are gathered. A suite of more than one chunk of types (256) gathers the
    /// members on several threads while the types are sorted on another, the path a large
    /// suite takes (and ThreadSanitizer watches in CI).
    func testTypesAreSortedByFileAndPositionAndKeepTheirMembers() {
        let fileCount = 40
        let typesPerFile = 9   // 360 types: two chunks
        var files: [SourceFile] = []
        for file in (0..<fileCount).reversed() {   // given in reverse: the order is the index's own
            var source = ""
            for type in 0..<typesPerFile {
                source += "final class S\(file)_\(type): KassScreen {\n    lazy var e\(type) = button(\"s\(file).\(type)\")\n    func tap\(type)() {}\n}\n"
            }
            source += "extension S\(file)_0 {\n    var extra: Int { 1 }\n}\n"
            files.append(SourceFile(path: String(format: "Screens/F%03d.swift", file), bytes: Array(source.utf8)))
        }
        let index = DeclarationIndex(files: files)
        XCTAssertEqual(index.sortedTypes.count, fileCount * typesPerFile)
        let expected = (0..<fileCount).flatMap { file in (0..<typesPerFile).map { "S\(file)_\($0)" } }
        XCTAssertEqual(index.sortedTypes.map(\.qualifiedName), expected)
        for type in index.sortedTypes {
            let names = type.members.compactMap { member -> String? in
                switch member.value {
                case .variable(let variable): return variable.bindings.first?.name
                case .function(let function): return function.name
                default: return nil
                }
            }
            let number = type.qualifiedName.split(separator: "_").last!
            let expectedMembers = ["e\(number)", "tap\(number)"] + (number == "0" ? ["extra"] : [])
            XCTAssertEqual(names, expectedMembers, type.qualifiedName)
        }
    }
}
