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

    /// A parameter's type that names a typealias of the files for a function type is read as that type:
    /// at the top level, nested in the type the method is declared in (or one around it), or named
    /// through its type; `@escaping` and `?` around the name are allowed. An alias of another type, a
    /// function type written out, and a name the files do not declare give nil.
    func testAFunctionTypeIsFoundThroughTheTypealiasThatNamesIt() {
        let source = """
            typealias LegalHandler = (LegalScreen) -> Void
            typealias Identifier = String
            enum Screens {
                typealias Done = (_ home: HomeScreen) async -> Void
                struct Legal {
                    func accept(_ next: Done) {}
                }
            }
            """
        let index = DeclarationIndex(files: [SourceFile(path: "Screens.swift", bytes: Array(source.utf8))])
        XCTAssertEqual(index.functionType(aliasedBy: "LegalHandler", from: nil), "(LegalScreen) -> Void")
        XCTAssertEqual(index.functionType(aliasedBy: "@escaping LegalHandler", from: "Screens.Legal"), "(LegalScreen) -> Void")
        XCTAssertEqual(index.functionType(aliasedBy: "LegalHandler?", from: nil), "(LegalScreen) -> Void")
        XCTAssertEqual(index.functionType(aliasedBy: "Done", from: "Screens.Legal"), "(_ home: HomeScreen) async -> Void")
        XCTAssertEqual(index.functionType(aliasedBy: "Screens.Done", from: nil), "(_ home: HomeScreen) async -> Void")
        XCTAssertNil(index.functionType(aliasedBy: "Done", from: nil), "nested in Screens, out of reach from the top level")
        XCTAssertNil(index.functionType(aliasedBy: "Identifier", from: nil))
        XCTAssertNil(index.functionType(aliasedBy: "(LegalScreen) -> Void", from: nil))
        XCTAssertNil(index.functionType(aliasedBy: "OtherHandler", from: nil))
    }
}
