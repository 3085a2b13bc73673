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

    /// A parameter's type that names a typealias of the files for a function type is read as that type,
    /// with where the alias is declared: found as Swift finds it from the type that declares the parameter
    /// (each enclosing type and the classes it inherits from, then the top level), or named through its
    /// type; `@escaping` and `?` around the name are allowed. A type of the name found first hides an
    /// alias; an alias of another type, a function type written out, and an unknown name give nil.
    func testAFunctionTypeIsFoundThroughTheTypealiasThatNamesIt() {
        let source = """
            typealias LegalHandler = (LegalScreen) -> Void
            typealias Next = (LegalScreen) -> Void
            typealias Identifier = String
            enum Screens {
                typealias Done = (_ home: HomeScreen) async -> Void
                struct Legal {
                    func accept(_ next: Done) {}
                }
            }
            class BaseScreen {
                typealias Next = (HomeScreen) -> Void
            }
            final class StartScreen: BaseScreen {
                struct LegalHandler {}
            }
            """
        let index = DeclarationIndex(files: [SourceFile(path: "Screens.swift", bytes: Array(source.utf8))])
        func aliased(_ written: String, from scope: String?) -> [String?]? {
            index.functionType(aliasedBy: written, from: scope).map { [$0.text, $0.scope] }
        }
        XCTAssertEqual(aliased("LegalHandler", from: nil), ["(LegalScreen) -> Void", nil])
        XCTAssertEqual(aliased("@escaping LegalHandler", from: "Screens.Legal"), ["(LegalScreen) -> Void", nil])
        XCTAssertEqual(aliased("LegalHandler?", from: nil), ["(LegalScreen) -> Void", nil])
        XCTAssertEqual(aliased("Done", from: "Screens.Legal"), ["(_ home: HomeScreen) async -> Void", "Screens"])
        XCTAssertEqual(aliased("Screens.Done", from: nil), ["(_ home: HomeScreen) async -> Void", "Screens"])
        XCTAssertEqual(aliased("Next", from: "StartScreen"), ["(HomeScreen) -> Void", "BaseScreen"], "the base class's, before the top level's")
        XCTAssertEqual(aliased("Next", from: nil), ["(LegalScreen) -> Void", nil])
        XCTAssertNil(aliased("LegalHandler", from: "StartScreen"), "StartScreen.LegalHandler, a struct, hides the alias")
        XCTAssertNil(aliased("Done", from: nil), "nested in Screens, out of reach from the top level")
        XCTAssertNil(aliased("Identifier", from: nil))
        XCTAssertNil(aliased("(LegalScreen) -> Void", from: nil))
        XCTAssertNil(aliased("OtherHandler", from: nil))
    }

    /// The bytes-only filter the index puts every parameter's type through before it looks an alias up.
    func testATypeMayNameAnAliasOnlyByItsLastName() {
        let names = ["Next", "LegalHandler"].map { Array($0.utf8) }
        for written in ["Next", "Next?", "@escaping Next", "Screens.Next", "LegalHandler!"] {
            XCTAssertTrue(DeclarationIndex.mayName(written, oneOf: names), written)
        }
        for written in ["NextScreen", "GoNext", "Screens.GoNext", "(Next) -> Void", "String", ""] {
            XCTAssertFalse(DeclarationIndex.mayName(written, oneOf: names), written)
        }
    }
}
