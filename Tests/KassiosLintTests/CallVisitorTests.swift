@testable import KassiosLint
import KassiosModel
import KassiosSyntax
import XCTest

/// The walker the code-reading rules share: what it records, the scope each call sees,
/// and the byte search that lets it skip files.
final class CallVisitorTests: XCTestCase {
    private func project(_ sources: [(String, String)]) -> Project {
        Project(files: sources.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    func testRecordsCallsAndSubscriptsWithTypeAndScope() {
        let project = project([("B.swift", """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                func fill(user: TestUser) {
                    let field = app.textFields["x"]
                    email.typeText(user.email)
                }
            }
            """), ("A.swift", """
            func testLogin() {
                onScreen(LoginScreen.self) { screen in screen.email.tap() }
            }
            """)])
        let calls = CallVisitor.calls(in: project)
        XCTAssertEqual(calls.map { "\($0.file.path):\($0.name ?? "[]")" },
                       ["A.swift:onScreen", "A.swift:tap", "B.swift:textField", "B.swift:[]", "B.swift:typeText"])
        let typeText = calls.first { $0.name == "typeText" }!
        XCTAssertEqual(typeText.typeName, "LoginScreen")
        guard case .parameter(let type?)? = typeText.scope.lookup("user") else { return XCTFail("user is a parameter") }
        XCTAssertEqual(type.text, "TestUser")
        guard case .local(_, true)? = typeText.scope.lookup("field") else { return XCTFail("field is a local let") }
        XCTAssertNil(typeText.scope.lookup("email"), "a member is not a local name")

        let tap = calls.first { $0.name == "tap" }!
        guard case .closureParameter("LoginScreen")? = tap.scope.lookup("screen") else { return XCTFail("screen is a LoginScreen") }
        XCTAssertNil(tap.typeName)
    }

    func testFilesThatDoNotMentionAWordAreLeftOut() {
        let project = project([("A.swift", "func a() { x.tap() }"), ("B.swift", "func b() { y.tap(); z.coordinate(withNormalizedOffset: .zero) }")])
        let taps = CallVisitor.calls(in: project, CallQuery(names: ["tap"], inFilesMentioning: ["coordinate"]))
        XCTAssertEqual(taps.map(\.file.path), ["B.swift"])
        XCTAssertEqual(CallVisitor.calls(in: project, CallQuery(names: ["tap"], inFilesMentioning: ["tap"])).map(\.file.path), ["A.swift", "B.swift"])
    }

    /// One walk per file for several queries gives each query what it gets on its own.
    func testPreparedQueriesAnswerAsTheyWouldAlone() {
        let sources = [
            ("A.swift", "func a() { x.tap(); sleep(1); field.typeText(\"a\") }"),
            ("B.swift", "func b() { y.tap(); z.coordinate(withNormalizedOffset: .zero).tap() }"),
            ("C.swift", "func c() { app.buttons[\"x\"].tap(); usleep(5) }"),
        ]
        let queries = [
            CallQuery(names: ["tap", "press"], inFilesMentioning: ["coordinate"]),
            CallQuery(names: ["sleep", "usleep"], inFilesMentioning: ["sleep"]),
            CallQuery(names: ["typeText", "tap"], inFilesMentioning: ["typeText"]),
            CallQuery(names: [CallVisitor.subscripts], inFiles: { $0.path != "A.swift" }),
        ]
        func answers(_ project: Project) -> [[String]] {
            queries.map { query in
                CallVisitor.calls(in: project, query).map { "\($0.file.path):\($0.nameLocation.line):\($0.nameLocation.column) \($0.recordedName ?? "-")" }
            }
        }
        let alone = answers(self.project(sources))
        let prepared = self.project(sources)
        CallVisitor.prepare(prepared, for: queries)
        XCTAssertEqual(answers(prepared), alone)
        // Recorded by the model's own walk, scopes and all.
        var configuration = ModelConfiguration()
        configuration.callsToRecord = CallVisitor.recording(for: queries)
        let recorded = Project(files: sources.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }, configuration: configuration)
        XCTAssertEqual(recorded.recordedCalls.map { $0?.count }, [3, 2, 3], "A.swift: tap, sleep, typeText; B.swift: two taps; C.swift: a subscript, a tap, usleep")
        CallVisitor.adopt(recorded)
        XCTAssertEqual(answers(recorded), alone)
        XCTAssertEqual(alone, [
            ["B.swift:1:14 tap", "B.swift:1:63 tap"],
            ["A.swift:1:21 sleep", "C.swift:1:36 usleep"],
            ["A.swift:1:14 tap", "A.swift:1:37 typeText"],
            ["C.swift:1:12 []"],
        ])
    }

    func testBytePattern() {
        func occurs(_ word: String, _ text: String) -> Bool { CallVisitor.BytePattern(word).occurs(in: Array(text.utf8)) }
        XCTAssertTrue(occurs("typeText", "typeText"))
        XCTAssertTrue(occurs("typeText", "a.typeText(\"x\")"))
        XCTAssertTrue(occurs("typeText", "Text typeText"))
        XCTAssertFalse(occurs("typeText", "typeTex"))
        XCTAssertFalse(occurs("typeText", "TypeText typetext Text"))
        XCTAssertTrue(occurs("sleep", "usleep(1)"))
        XCTAssertTrue(occurs("sleep", "sleep"))
        XCTAssertFalse(occurs("sleep", "slee"))
        XCTAssertTrue(occurs("RunLoop", "x RunLoop"))
        XCTAssertFalse(occurs("coordinate", ""))
    }
}
