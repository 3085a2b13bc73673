import KassiosSyntax
import XCTest

/// A suite's trees are mostly expressions, statements held in arrays, and declarations. An expression
/// is stored as its kind, where it starts (12) and where it ends (4): 40 bytes side by side with the
/// others, as long as the kind takes 24. One byte more (a payload Swift finds no spare bits in for
/// the case) and every expression takes 48.
final class ExpressionLayoutTests: XCTestCase {
    func testAnExpressionKindTakesTwentyFourBytes() {
        XCTAssertEqual(MemoryLayout<ExprKind>.size, 24)
        XCTAssertLessThanOrEqual(MemoryLayout<StringLiteral>.size, 24)
        XCTAssertEqual(MemoryLayout<Argument>.stride, 24, "an argument array holds 24 bytes per argument")
        XCTAssertEqual(MemoryLayout<Stmt>.stride, 24, "a statement array holds 24 bytes per statement")
        XCTAssertEqual(MemoryLayout<TypeSyntax>.size, 16, "a type as written is its text alone")
        XCTAssertEqual(MemoryLayout<DeclHeader>.size, 32, "a doc comment is two offsets in its header")
    }

    func testRawHashesBeyondSixteenBitsAreClampedNotTrapped() {
        XCTAssertEqual(StringLiteral(segments: [.text("a")], isMultiline: false, rawHashes: 3).rawHashes, 3)
        XCTAssertEqual(StringLiteral(segments: [.text("a")], isMultiline: false, rawHashes: 70_000).rawHashes, 65_535)
    }
}

/// The tree keeps no location for a member's name; `memberNameLocation(of:)` works it out
/// from the bytes. It must land where the lexer put the name's token, on every shape.
final class MemberNameLocationTests: XCTestCase {
    func testEveryMemberNameIsWhereTheLexerPutItsToken() {
        let sources = [
            "app.buttons[\"login\"].tap()",
            "app\n    .buttons[\"x\"]\n    .firstMatch\n    .tap()",
            "app\r\n  .cells\r\n  .element(boundBy: 0)",
            "app\r  .staticTexts\r  .count",
            "\tscreen\t.\temail.typeText(\"x\")",
            "screen\n  // a comment\n  .submit\n  /* and */ .tap()",
            "`default`.`class`.value",
            "t.0.1.description",
            "let x: Kind = .button; y = .init(rawValue: \"a\")",
            "étiquette.ñame.çount",
            "a?.b!.c?.d",
            "XCUIApplication().navigationBars[\"Back\"].buttons.element.tap()",
            "Selector.button(\"id\").value; A11y.Settings.\\u{41}",
            "\u{FEFF}app.buttons.first",
            "foo(bar: baz.qux, { $0.value.count })",
            "let s = \"\\(a.b) and \\(c\n.d)\"",
        ]
        var checked = 0
        for source in sources {
            let file = SourceFile(source: source)
            let tokens = Lexer.tokenize(file.bytes).tokens
            SyntaxTraversal.forEachExpression(in: file.declarations) { expr in
                guard let name = expr.memberName else { return }
                let location = file.memberNameLocation(of: expr)
                guard let token = tokens.first(where: { Int($0.start) == location.offset || (Int($0.start) < location.offset && location.offset < Int($0.end) && $0.kind == .floatLiteral) }) else {
                    return XCTFail("no token at \(location.offset) for .\(name) in \(source.debugDescription)")
                }
                if token.kind == .floatLiteral {   // `0.1` holds two tuple indexes; the second starts after its dot
                    XCTAssertEqual(location.line, Int(token.line), source)
                    XCTAssertEqual(location.column, Int(token.column) + location.offset - Int(token.start), source)
                } else {
                    XCTAssertEqual(location.line, Int(token.line), "line of .\(name) in \(source.debugDescription)")
                    XCTAssertEqual(location.column, Int(token.column), "column of .\(name) in \(source.debugDescription)")
                    var text = file.text(of: token)
                    if text.hasPrefix("`") { text = String(text.dropFirst().dropLast()) }
                    if !text.hasPrefix("0.") { XCTAssertEqual(text, name, source) }
                }
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 35, "the sources hold this many member names")
    }

    func testAnExpressionThatIsNoMemberIsWhereItStarts() {
        let file = SourceFile(source: "  foo(1)")
        guard case .statement(.expression(let call)) = file.declarations.first else { return XCTFail("no expression") }
        XCTAssertEqual(file.memberNameLocation(of: call), call.location)
    }
}
