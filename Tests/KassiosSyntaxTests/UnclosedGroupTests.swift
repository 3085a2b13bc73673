import XCTest
@testable import KassiosSyntax

/// What is left open at the end of a file is one warning at the innermost opener, a group
/// an outer closer cuts short one at the first such opener, and a closer that closes nothing
/// one at the first; what closes is silent, and an unterminated literal is the only
/// diagnostic for its cause.
final class UnclosedGroupTests: XCTestCase {
    private func diagnostics(_ source: String) -> [String] {
        SourceFile(source: source).diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }

    func testTheInnermostOpenerLeftIsReported() {
        XCTAssertEqual(diagnostics("class A {\n  func f() {\n    g(1,\n"), ["3:6 '(' is not closed by the end of the file; add ')'"])
        XCTAssertEqual(diagnostics("let a = [1, [2]\n"), ["1:9 '[' is not closed by the end of the file; add ']'"])
        XCTAssertEqual(diagnostics("class A {\n  func f() {}\n"), ["1:9 '{' is not closed by the end of the file; add '}'"])
        XCTAssertEqual(diagnostics("#if A\nlet a = 1\n#if B\n#endif\n"), ["1:1 '#if' is not closed by the end of the file; add '#endif'"])
        XCTAssertEqual(diagnostics("#if A\nclass B {\n"), [
            "1:1 '#if' is not closed by the end of the file; add '#endif'",
            "2:9 '{' is not closed by the end of the file; add '}'",
        ])
    }

    func testClosedGroupsAreSilentAndTheFirstStrayCloserIsReported() {
        XCTAssertEqual(diagnostics("class A { func f() { g([1], (2)) } }\n#if A\n#elseif B\n#else\n#endif\n"), [])
        // A closer with nothing to close: the parser steps over it; the first one is a warning
        // (a type that ended early leaves its members at the top level).
        XCTAssertEqual(diagnostics("let a = 1)\n}\n]\n#endif\n"), ["1:10 ')' closes nothing: remove it, or add the '(' it was meant to close"])
        XCTAssertEqual(diagnostics("class A {\n  func f() {}\n  }\n  var x = 1\n}\n"), ["5:1 '}' closes nothing: remove it, or add the '{' it was meant to close"])
        // A closer ends the groups opened inside the one it matches, and the first it cut
        // short is a warning at its opener: the compiler wants the missing closer there.
        XCTAssertEqual(diagnostics("f(a[b{c)\nf(x{)\n"), ["1:6 '{' is not closed before the ')' at 1:8; add '}'"])
        XCTAssertEqual(diagnostics("final class A: KassScreen {\n  lazy var x = button(\"a\"\n}\n"),
                       ["2:22 '(' is not closed before the '}' at 3:1; add ')'"])
        // Brackets in literals and comments are text.
        XCTAssertEqual(diagnostics("let s = \"(\" + #\"[\"# // {\n/* ( */ let r = /\\(/\n"), [])
    }

    func testAnUnterminatedLiteralIsTheOnlyDiagnosticForWhatItLeavesOpen() {
        XCTAssertEqual(diagnostics("lazy var b = button(\"id\n"), ["1:21 unterminated string literal; add '\"'"])
    }

    func testAMillionOpenersAndMismatchedClosersStayLinear() {
        let source = String(repeating: "(", count: 500_000) + String(repeating: "]", count: 500_000)
        XCTAssertEqual(SourceFile(source: source).diagnostics.filter { $0.message.contains("not closed") }.map(\.location.column), [500_000])
    }

    func testALoneBacktickIsAnError() {
        XCTAssertEqual(diagnostics("let `a = 1\n"), ["1:5 unterminated `identifier`; add '`' before the end of the line"])
        XCTAssertEqual(diagnostics("let `a b` = 1\n"), [])
    }
}
