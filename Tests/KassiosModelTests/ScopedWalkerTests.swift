import KassiosModel
import KassiosSyntax
import XCTest

/// The one scope-tracking walk: the hooks it calls, in which order, with what in scope.
final class ScopedWalkerTests: XCTestCase {
    private final class Recorder: ScopedWalker {
        var events: [String] = []

        override func visitCall(_ call: Expr, callee: Expr, arguments: ArgumentList) {
            events.append("call \(name(callee)) in \(typeName ?? "-").\(member?.name ?? "-") \(describeScope())")
        }

        override func visitSubscript(_ expr: Expr, base: Expr, arguments: ArgumentList) {
            events.append("subscript of \(name(base))")
        }

        override func visitMember(_ expr: Expr, base: Expr, name: String) {
            events.append("member \(name)")
        }

        private func name(_ expr: Expr) -> String {
            switch expr.kind {
            case .identifier(let name), .member(let name, _), .implicitMember(let name): return name
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
                case .receivedParameter(let type): names.append("\(current.name):received(\(type.text))")
                case .oneOf(let values): names.append("\(current.name):oneOf(\(values.count))")
                case .enumPayload(let payloads):
                    names.append("\(current.name):payload(\(payloads.map { "\($0.enumType).\($0.caseName).\($0.index)" }.joined(separator: ",")))")
                case .caseOf(let type): names.append("\(current.name):caseOf(\(type.text))")
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

    /// Values an enum case carries are bound as such only where the pattern is matched against `self`.
    func testEnumPayloadsAreBoundFromSelf() {
        let file = SourceFile(path: "A.swift", bytes: Array("""
            enum Selector {
                case a(String), b(Int, String), c(String)
                func f(other: Selector) {
                    switch self {
                    case .a(let id), .c(let id): g(id)
                    case let .b(n, id): g(id)
                    }
                    if case Selector.a(let text) = self { g(text) }
                    switch other { case .a(let id): g(id) default: break }
                    if case .c(let id) = other { g(id) }
                }
            }
            """.utf8))
        let walker = Recorder(index: DeclarationIndex(files: [file]), file: file)
        walker.walk(file)
        XCTAssertEqual(walker.events, [
            "call g in Selector.f(other:) [id:payload(Selector.a.0,Selector.c.0) id:other id:other other:parameter(Selector)]",
            "call g in Selector.f(other:) [id:payload(Selector.b.1) n:payload(Selector.b.0) id:other n:other other:parameter(Selector)]",
            "call g in Selector.f(other:) [text:payload(Selector.a.0) text:other other:parameter(Selector)]",
            "call g in Selector.f(other:) [id:other other:parameter(Selector)]",
            "call g in Selector.f(other:) [id:other other:parameter(Selector)]",
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

    /// The walk notices names everywhere a plain traversal of every expression finds them,
    /// patterns included, which it binds rather than walks; a local of the name is no mention.
    func testNoticedNamesAreThoseEveryExpressionMentions() {
        let source = """
            enum Field { case email, password }
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button("login.submit")
                var fields: [KeyPath<LoginScreen, XCUIElement>] { [\\.password, \\LoginScreen.remember] }
                func fill(_ field: Field, value: String = banner) {
                    switch field {
                    case .email: email.typeText(value)
                    case .passcode where isShown: break
                    default: break
                    }
                    if case .some(.help) = Optional(field) { }
                    do { try send() } catch Failure.timeout { retry() } catch { }
                    for row in rows where row.isHittable { row.tap() }
                    guard let title = header?.label else { return }
                    _ = { $0.footer }(self)
                    _ = "\\(counter)"
                }
            }
            """
        let file = SourceFile(path: "A.swift", bytes: Array(source.utf8))
        let candidates: Set<String> = ["email", "password", "passcode", "remember", "banner", "isShown", "help", "timeout", "retry",
                                       "rows", "isHittable", "header", "footer", "counter", "submit", "unrelated", "title", "row"]
        var expected: Set<String> = []
        SyntaxTraversal.forEachExpression(in: file.declarations) { expr in
            switch expr.kind {
            // `Failure.timeout`: a constant of a type the file does not declare is no mention.
            case .member(_, let base) where { if case .identifier(let type) = base.kind { return type.first?.isUppercase == true } else { return false } }():
                break
            case .identifier(let name), .member(let name, _), .implicitMember(let name):
                if candidates.contains(name) { expected.insert(name) }
            case .keyPath(let path):
                for part in path.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) where candidates.contains(String(part)) {
                    expected.insert(String(part))
                }
            default:
                break
            }
        }
        // `for row in rows where row.isHittable { row.tap() }`: the loop's own `row`.
        expected.remove("row")
        let walker = Recorder(index: DeclarationIndex(files: [file]), file: file)
        walker.namesToNotice = NameSet(candidates)
        walker.walk(file)
        XCTAssertEqual(walker.noticedNames, expected)
        // Declared names are not mentions, nor a constant of a type the files do not declare, nor a
        // local; everything else listed is.
        XCTAssertEqual(candidates.subtracting(walker.noticedNames), ["submit", "unrelated", "title", "timeout", "row"])
    }
}
