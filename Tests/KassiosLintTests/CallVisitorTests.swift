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
            CallQuery(names: [CallVisitor.subscripts], selectionKey: "not A", inFiles: { $0.path != "A.swift" }),
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

    /// After the model's walk, a query whose selection the walk joined reads only the files
    /// that hold a call it wants: not those the walk turned down, nor those without such a call.
    func testAdoptedRecordSparesReadingFiles() {
        final class Asked { var paths: [String] = [] }
        let asked = Asked()
        let taps = CallQuery(names: ["tap"], selectionKey: "A or C", inFiles: { file in
            asked.paths.append(file.path)
            return file.path == "A.swift" || file.path == "C.swift"
        })
        let sleeps = CallQuery(names: ["sleep"], inFilesMentioning: ["sleep"])
        let sources = [
            ("A.swift", "func a() { x.tap() }"),
            ("B.swift", "func b() { sleep(1) }"),
            ("C.swift", "func c() { y.tap(); sleep(2) }"),
            ("D.swift", "func d() { z.tap() }"),
        ]
        var configuration = ModelConfiguration()
        configuration.callsToRecord = CallVisitor.recording(for: [taps, sleeps])
        let recorded = Project(files: sources.map { SourceFile(path: $0.0, bytes: Array($0.1.utf8)) }, configuration: configuration)
        XCTAssertEqual(recorded.recordedCalls.map { $0?.count }, [1, 1, 2, nil], "D.swift: turned down by both")
        CallVisitor.adopt(recorded)
        asked.paths = []
        XCTAssertEqual(CallVisitor.calls(in: recorded, taps).map(\.file.path), ["A.swift", "C.swift"])
        XCTAssertEqual(asked.paths, ["A.swift", "C.swift"], "B.swift has no tap; D.swift was turned down by the walk")

        // Another selection under the same names is not the walk's: every file is read again.
        let other = CallQuery(names: ["tap"], inFilesMentioning: ["z."])
        XCTAssertEqual(CallVisitor.calls(in: recorded, other).map(\.file.path), ["D.swift"])
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
        // The search starts from the word's rarest byte, wherever it stands in the word.
        XCTAssertEqual(CallVisitor.BytePattern("coordinate").anchor, 4, "d is rarer in Swift than c, o, r, i, n, a, t, e")
        XCTAssertEqual(CallVisitor.BytePattern("typeText").anchor, 6, "x is the rarest")
        XCTAssertTrue(occurs("coordinate", "coordinate"))
        XCTAssertTrue(occurs("coordinate", "app.coordinate(withNormalizedOffset:)"))
        XCTAssertFalse(occurs("coordinate", "coordinat coordinaTe oordinate dd"))
        XCTAssertTrue(occurs("label:", "x(label: \"Done\")"))
        XCTAssertTrue(occurs("é", "café"))
    }

    func testSelectionKeysTellWordListsApart() {
        XCTAssertNotEqual(CallQuery.key(of: ["a b"]), CallQuery.key(of: ["a", "b"]))
        XCTAssertNotEqual(CallQuery.key(of: ["ab"]), CallQuery.key(of: ["a", "b"]))
        XCTAssertEqual(CallQuery.key(of: ["typeText", "typeKey"]), CallQuery.key(of: ["typeText", "typeKey"]))
    }
}
