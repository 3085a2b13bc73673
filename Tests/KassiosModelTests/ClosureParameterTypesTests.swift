import XCTest
import KassiosSyntax
@testable import KassiosModel

/// What a closure given to a function of the linted files receives, read off the function type
/// of the parameter that takes it.
final class ClosureParameterTypesTests: XCTestCase {
    private func received(_ written: String) -> [String]? {
        ClosureParameterTypes.parameterTypes(ofFunctionType: written)?.map(\.text)
    }

    func testTheParameterTypesOfFunctionTypesAsWritten() {
        XCTAssertEqual(received("(XCUIApplication) throws -> Void"), ["XCUIApplication"])
        XCTAssertEqual(received("@escaping @Sendable (XCUIApplication, Int) async throws -> Void"), ["XCUIApplication", "Int"])
        XCTAssertEqual(received("((_ app: XCUIApplication) -> Void)?"), ["XCUIApplication"])
        XCTAssertEqual(received("@MainActor @convention(block) (inout State, [String: Int]) -> Void"), ["State", "[String: Int]"])
        XCTAssertEqual(received("((Int) -> String, Dictionary<String, (Int) -> Void>) -> Void"),
                       ["(Int) -> String", "Dictionary<String, (Int) -> Void>"])
        XCTAssertEqual(received("(XCUIElement) throws(LookupError) -> Void"), ["XCUIElement"])
        XCTAssertEqual(received("() -> Void"), [])
    }

    func testOtherTypesAreNoFunctionTypes() {
        XCTAssertNil(received("(Int, String)"))
        XCTAssertNil(received("XCUIApplication"))
        XCTAssertNil(received("[(Int) -> Void]"))
        XCTAssertNil(received("(XCUIApplication)?"))
    }

    func testFunctionsOfOneNameMustAgree() {
        let file = SourceFile(path: "Runner.swift", bytes: Array("""
            struct ApplicationRunner {
                func run(work: (XCUIApplication) throws -> Void) rethrows {}
                func perform(_ step: String) {}
            }
            extension XCUIElement {
                func each(_ body: (XCUIElement) -> Void) {}
            }
            struct Cells { func each(_ body: (XCUIElement, Int) -> Void) {} }
            func withApp(_ body: ((XCUIApplication) -> Void)?) {}
            """.utf8))
        let index = DeclarationIndex(files: [file])
        XCTAssertEqual(index.closureParameterTypes(ofFunctionNamed: "run")?.map(\.text), ["XCUIApplication"])
        XCTAssertEqual(index.closureParameterTypes(ofFunctionNamed: "withApp")?.map(\.text), ["XCUIApplication"])
        XCTAssertNil(index.closureParameterTypes(ofFunctionNamed: "each"))
        XCTAssertNil(index.closureParameterTypes(ofFunctionNamed: "perform"))
    }

    /// A closure parameter declared with a typealias of the files for its function type receives what
    /// that type says, as one written out does; and must agree with the other functions of its name.
    func testAClosureTypeNamedByATypealiasIsReadAsTheTypeItNames() {
        let file = SourceFile(path: "Runner.swift", bytes: Array("""
            typealias Work = (XCUIApplication) throws -> Void
            struct ApplicationRunner {
                typealias Step = (_ robot: HomeRobot) -> Void
                func run(work: Work) rethrows {}
                func home(_ step: Step) {}
                func each(_ body: Step) {}
            }
            struct Cells { func each(_ body: (XCUIElement) -> Void) {} }
            """.utf8))
        let index = DeclarationIndex(files: [file])
        XCTAssertEqual(index.closureParameterTypes(ofFunctionNamed: "run")?.map(\.text), ["XCUIApplication"])
        XCTAssertEqual(index.closureParameterTypes(ofFunctionNamed: "home")?.map(\.text), ["HomeRobot"])
        XCTAssertNil(index.closureParameterTypes(ofFunctionNamed: "each"), "a HomeRobot and an XCUIElement: no agreement")
    }
}
