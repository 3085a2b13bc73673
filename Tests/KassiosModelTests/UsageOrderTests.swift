import XCTest
import KassiosModel

/// `Project.usages` is sorted by file path, then position, whatever order the files come in:
/// reports and baselines depend on it.
final class UsageOrderTests: XCTestCase {
    private func places(_ project: Project) -> [String] {
        project.usages.map { "\($0.file):\($0.location.line)" }
    }

    private func screen(_ name: String, buttonsOnLines lines: [Int]) -> String {
        var source = "import XCTest\n\nfinal class \(name) {\n    let app = XCUIApplication()\n"
        var line = 5
        for target in lines.sorted() {
            while line < target { source += "\n"; line += 1 }
            source += "    var b\(line): XCUIElement { app.buttons[\"\(name).\(line)\"] }\n"
            line += 1
        }
        return source + "}\n"
    }

    func testFilesAreTakenByPathWhateverTheirOrder() {
        let project = makeProject(
            Fixture("Screens/Zeta.swift", screen("Zeta", buttonsOnLines: [5, 9])),
            Fixture("Robots/Alpha.swift", screen("Alpha", buttonsOnLines: [7])),
            Fixture("Screens/Beta.swift", screen("Beta", buttonsOnLines: [6, 8])))
        XCTAssertEqual(places(project), ["Robots/Alpha.swift:7", "Screens/Beta.swift:6", "Screens/Beta.swift:8",
                                         "Screens/Zeta.swift:5", "Screens/Zeta.swift:9"])
    }

    /// Two files of one path (a staged version and the one on disk, say): their usages are
    /// merged by position, not kept file after file.
    func testTheFilesOfOnePathAreMergedByPosition() {
        let project = makeProject(
            Fixture("Screens/Login.swift", screen("Login", buttonsOnLines: [6, 12])),
            Fixture("Screens/Home.swift", screen("Home", buttonsOnLines: [5])),
            Fixture("Screens/Login.swift", screen("Login", buttonsOnLines: [5, 9])))
        XCTAssertEqual(places(project), ["Screens/Home.swift:5", "Screens/Login.swift:5", "Screens/Login.swift:6",
                                         "Screens/Login.swift:9", "Screens/Login.swift:12"])
    }

    /// Usages come out by position: a chained query is walked from its last subscript in, and
    /// the members of nested types, extensions, closures and `#if` clauses in between.
    func testUsagesOfOneFileAreByPosition() {
        let source = """
        import XCTest

        final class Checkout {
            let app = XCUIApplication()
            #if DEBUG
            var debugMenu: XCUIElement { app.buttons["checkout.debug"] }
            #endif
            enum Row {
                static func cell(_ app: XCUIApplication, _ index: Int) -> XCUIElement { app.cells["checkout.row.\\(index)"] }
            }
            lazy var rows: [XCUIElement] = (0..<3).map { app.cells["checkout.row.\\($0)"] }
            var pay: XCUIElement { app.buttons["checkout.pay"] }
            var back: XCUIElement { app.navigationBars["checkout.nav"].buttons["checkout.back"] }
        }

        extension Checkout {
            var cancel: XCUIElement { app.buttons["checkout.cancel"] }
        }
        """
        let fixture = Fixture("Checkout.swift", source)
        let project = makeProject(fixture)
        // Each usage is where its argument starts; listed here in the order of the source.
        let arguments = ["\"checkout.debug\"", "\"checkout.row.\\(index)\"", "\"checkout.row.\\($0)\"", "\"checkout.pay\"",
                         "\"checkout.nav\"", "\"checkout.back\"", "\"checkout.cancel\""]
        XCTAssertEqual(project.usages.map { "\($0.location.line):\($0.location.column)" },
                       arguments.map { let place = fixture.position(of: $0); return "\(place.line):\(place.column)" })
    }
}
