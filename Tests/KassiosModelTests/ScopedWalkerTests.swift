import KassiosModel
import KassiosSyntax
import XCTest

/// The one scope-tracking walk: the hooks it calls, in which order, with what in scope.
final class ScopedWalkerTests: XCTestCase {
    private final class Recorder: ScopedWalker {
        var events: [String] = []

        override func visitCall(_ call: Expr, callee: Expr, arguments: [Argument]) {
            events.append("call \(name(callee)) in \(typeName ?? "-").\(member?.name ?? "-") \(describeScope())")
        }

        override func visitSubscript(_ expr: Expr, base: Expr, arguments: [Argument]) {
            events.append("subscript of \(name(base))")
        }

        override func visitMember(_ expr: Expr, base: Expr, name: String, nameLocation: SourceLocation) {
            events.append("member \(name)")
        }

        private func name(_ expr: Expr) -> String {
            switch expr.kind {
            case .identifier(let name), .member(_, let name, _): return name
            default: return "?"
            }
        }

        /// The names in the kept scope, innermost first, with what they are.
        private func describeScope() -> String {
            var names: [String] = []
            var scope: Scope? = scope
            while let current = scope, current.parent != nil {
                switch current.binding {
                case .parameter(let type): names.append("\(current.name):parameter(\(type?.text ?? ""))")
                case .local(_, let isLet): names.append("\(current.name):\(isLet ? "let" : "var")")
                case .closureParameter(let screenType): names.append("\(current.name):closure(\(screenType ?? ""))")
                case .other: names.append("\(current.name):other")
                }
                scope = current.parent
            }
            return "[" + names.joined(separator: " ") + "]"
        }
    }

    func testHooksSeeTypeMemberAndScope() {
        let file = SourceFile(path: "A.swift", bytes: Array("""
            final class HomeScreen: KassScreen {
                lazy var title = staticText("home.title")
                func open(tile: Tile) {
                    let row = app.cells["home.row"]
                    if let badge = row.images.first { badge.tap() }
                }
            }
            func testHome() {
                onScreen(HomeScreen.self) { screen in screen.title.tap() }
            }
            """.utf8))
        let walker = Recorder(index: DeclarationIndex(files: [file]), file: file)
        walker.visitsMembers = true
        walker.walk(file)
        XCTAssertEqual(walker.events, [
            "call staticText in HomeScreen.title []",
            "subscript of cells",
            "member cells",
            "member first",
            "member images",
            "call tap in HomeScreen.open(tile:) [badge:let row:let tile:parameter(Tile)]",
            "member tap",
            "call onScreen in -.testHome() []",
            "member self",
            "call tap in -.testHome() [screen:closure(HomeScreen) $0:closure(HomeScreen)]",
            "member tap",
            "member title",
        ])
    }

    func testWalkingAFileStartsAfresh() {
        let first = SourceFile(path: "A.swift", bytes: Array("func a(x: Int) { f(x) }".utf8))
        let second = SourceFile(path: "B.swift", bytes: Array("g()".utf8))
        let walker = Recorder(index: DeclarationIndex(files: [first, second]), file: first)
        walker.walk(first)
        walker.walk(second)
        XCTAssertEqual(walker.events, ["call f in -.a(x:) [x:parameter(Int)]", "call g in -.- []"])
        XCTAssertNil(walker.lookup("x"))
        XCTAssertEqual(walker.file.path, "B.swift")
    }
}
