import Dispatch
import XCTest
@testable import KassiosSyntax

/// Expressions are stored side by side in blocks that files share (`ExpressionStorage.swift`): an
/// expression must read the same however many files were parsed and freed around its own, on
/// however many threads, and its block must be freed once no file has expressions in it.
final class ExpressionStorageTests: XCTestCase {
    func testAStoredExpressionIsItsKindWhereItStartsAndWhereItEnds() {
        // `Expr.kind` reads the kind in place at the node's address.
        XCTAssertEqual(MemoryLayout<ExprNode>.offset(of: \ExprNode.kind), 0)
        XCTAssertEqual(MemoryLayout<ExprNode>.stride, 40, "24 bytes of kind, 12 of location, 4 of end")
        XCTAssertEqual(MemoryLayout<Expr>.size, 8, "an expression is an address")
        XCTAssertEqual(MemoryLayout<ArgumentList>.size, 8, "so is a list of arguments")
        XCTAssertGreaterThan(ExprBlock.capacity, 800)
    }

    func testExpressionsReadTheSameAfterOtherFilesAreParsedAndFreed() {
        let source = "let a = app.buttons[\"login\"].tap()\nlet b = [1, 2, x ?? y]\nlet c = \"s\\(p.q)\"\n"
        let file = SourceFile(source: source)
        let before = SyntaxTraversal.descriptions(in: file)
        XCTAssertEqual(before.count, 16)
        // Files parsed and freed after it reuse the memory of theirs, never of its.
        for index in 0..<200 {
            _ = SourceFile(source: "let v\(index) = f(\(index), g: [\(index)]).h { $0 + \(index) }")
        }
        XCTAssertEqual(SyntaxTraversal.descriptions(in: file), before)
    }

    func testABlockIsFreedWithTheLastFileWhoseExpressionsAreInIt() throws {
        // Enough expressions for four blocks: the second and third hold this file's alone.
        let lines = (0..<(ExprBlock.capacity * 4 / 5)).map { "let v\($0) = a.b(\($0))" }
        var file: SourceFile? = SourceFile(source: lines.joined(separator: "\n"))
        var expressions: [Expr] = []
        SyntaxTraversal.forEachExpression(in: file!.declarations) { expressions.append($0) }
        let blocks = expressions.map { ObjectIdentifier(ExprBlock.holding($0.node)) }
        XCTAssertGreaterThanOrEqual(Set(blocks).count, 4)
        let middle = expressions[expressions.count / 2]
        weak var block = ExprBlock.holding(middle.node)
        XCTAssertNotNil(block)
        file = nil
        XCTAssertNil(block, "the block is freed with its file")
        withExtendedLifetime(file) {}
    }

    func testAnExpressionMadeBesideAnotherLivesAsLongAsIt() {
        // Enough expressions for several blocks: the middle one's block holds this file's alone.
        let count = ExprBlock.capacity
        var file: SourceFile? = SourceFile(source: (0..<count).map { "let x\($0) = app.cells" }.joined(separator: "\n"))
        guard case .variable(let variable)? = file?.declarations[count / 2], let value = variable.bindings.first?.initializer else {
            return XCTFail("no initializer")
        }
        weak var neighbourBlock = ExprBlock.holding(value.node)
        // Expressions made beside others share a block until it is full; earlier tests' may hold the
        // one under way: start a block of this test's own.
        startAnotherBlockBeside(value)
        let made = Expr(.member(name: "firstMatch", base: value), at: value.location, end: value.endOffset, beside: value)
        let madeAgain = Expr(.call(callee: made, arguments: [], trailingClosures: []), at: value.location, end: value.endOffset, beside: made)
        XCTAssertEqual(made.description, "member(member(app, cells), firstMatch)")
        XCTAssertEqual(madeAgain.description, "call(member(member(app, cells), firstMatch))")
        XCTAssertNotEqual(made, value)
        XCTAssertEqual(made.location, value.location)
        weak var madeBlock = ExprBlock.holding(madeAgain.node)
        XCTAssertNotNil(madeBlock)
        XCTAssertFalse(madeBlock === neighbourBlock, "made apart from the parsed expressions")
        startAnotherBlockBeside(value)
        XCTAssertNotNil(madeBlock)
        file = nil
        XCTAssertNil(neighbourBlock)
        XCTAssertNil(madeBlock, "freed with the block of what it was made beside")
        withExtendedLifetime(file) {}
    }

    /// Makes expressions beside `value` until they go to a block other than the one under way.
    private func startAnotherBlockBeside(_ value: Expr) {
        let first = ExprBlock.holding(Expr(.member(name: "b", base: value), at: value.location, end: value.endOffset, beside: value).node)
        for _ in 0...ExprBlock.capacity {
            let made = Expr(.member(name: "b", base: value), at: value.location, end: value.endOffset, beside: value)
            if ExprBlock.holding(made.node) !== first { return }
        }
        XCTFail("the block of expressions made beside others was not replaced when full")
    }

    func testExpressionsMadeBesideOthersShareABlock() {
        let files = (0..<3).map { SourceFile(source: String(repeating: "let v = a.b\n", count: ExprBlock.capacity / 2 + $0)) }
        let made = files.map { file -> Expr in
            guard case .variable(let variable)? = file.declarations.last, let value = variable.bindings.first?.initializer else {
                XCTFail("no initializer")
                return Syntax.expression("0")
            }
            return Expr(.member(name: "c", base: value), at: value.location, end: value.endOffset, beside: value)
        }
        XCTAssertEqual(made.map(\.description), ["member(member(a, b), c)", "member(member(a, b), c)", "member(member(a, b), c)"])
        XCTAssertEqual(Set(made.map { ObjectIdentifier(ExprBlock.holding($0.node)) }).count, 1, "one block for the three")
    }

    func testFilesParsedSideBySideReadAsFilesParsedOneByOne() {
        let sources = (0..<64).map { index in
            (0..<(index % 9 + 1)).map { "let v\($0) = screen\(index).field\($0).element(boundBy: \($0)) ?? [\"\(index)\"]" }.joined(separator: "\n")
        }
        let expected = sources.map { SyntaxTraversal.descriptions(in: SourceFile(source: $0)) }
        var parsed = [[String]](repeating: [], count: sources.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: sources.count) { index in
            let file = SourceFile(source: sources[index])
            // Other threads' files come and go meanwhile.
            for other in 0..<5 { _ = SourceFile(source: sources[(index + other) % sources.count]) }
            let descriptions = SyntaxTraversal.descriptions(in: file)
            lock.lock()
            parsed[index] = descriptions
            lock.unlock()
        }
        XCTAssertEqual(parsed, expected)
    }

    func testArgumentListsOfEveryLengthReadAsWritten() {
        // Lists fill blocks from the back; one longer than a block is stored apart, and freed with it.
        let lengths = [0, 1, 2, 7, 300, 1_400, 2_000]
        var source = ""
        for length in lengths {
            source += "let v\(length) = f(" + (0..<length).map { "a\($0): \($0)" }.joined(separator: ", ") + ")\n"
        }
        var file: SourceFile? = SourceFile(source: source)
        for (declaration, length) in zip(file!.declarations, lengths) {
            guard case .variable(let variable) = declaration, let value = variable.bindings.first?.initializer,
                  case .call(_, let arguments, let trailing) = value.kind else { return XCTFail("no call") }
            XCTAssertEqual(arguments.count, length)
            XCTAssertTrue(trailing.isEmpty)
            XCTAssertEqual(arguments.map(\.label), (0..<length).map { "a\($0)" })
            XCTAssertEqual(arguments.map(\.value.description), (0..<length).map(String.init))
            XCTAssertEqual(arguments.last?.value.description, length == 0 ? nil : String(length - 1))
        }
        for index in 0..<50 { _ = SourceFile(source: "let w\(index) = g(\(index), h(\(index)), [\(index)])") }
        guard case .variable(let last)? = file?.declarations.last, case .call(_, let arguments, _)? = last.bindings.first?.initializer?.kind else {
            return XCTFail("no call")
        }
        XCTAssertEqual(arguments.count, 2_000)
        XCTAssertEqual(arguments[1_999].label, "a1999")
        file = nil
        withExtendedLifetime(file) {}
    }

    func testAnArgumentListMadeBesideAnExpressionReadsAsGiven() {
        let file = SourceFile(source: "let x = f(a, b: c)")
        guard case .variable(let variable)? = file.declarations.first, let value = variable.bindings.first?.initializer,
              case .call(let callee, let arguments, _) = value.kind else { return XCTFail("no call") }
        let swapped = ArgumentList([arguments[1], arguments[0]], beside: value)
        let made = Expr(.call(callee: callee, arguments: swapped, trailingClosures: []), at: value.location, end: value.endOffset, beside: value)
        XCTAssertEqual(made.description, "call(f, b: c, a)")
        XCTAssertEqual(value.description, "call(f, a, b: c)")
        XCTAssertTrue(ArgumentList([], beside: value).isEmpty)
        var dumped = ""
        dump(made, to: &dumped)
        XCTAssertTrue(dumped.contains("\"b\""), "a dump shows the arguments' labels: \(dumped)")
    }

    func testExpressionsAreEqualWhenTheyAreTheSameExpression() {
        let file = SourceFile(source: "f(a, a)")
        guard case .statement(.expression(let call)) = file.declarations.first,
              case .call(_, let arguments, _) = call.kind else { return XCTFail("no call") }
        XCTAssertEqual(arguments[0].value.description, arguments[1].value.description)
        XCTAssertNotEqual(arguments[0].value, arguments[1].value, "two places, two expressions")
        XCTAssertEqual(Set([arguments[0].value, arguments[1].value, arguments[0].value]).count, 2)
    }
}

private extension SyntaxTraversal {
    /// Every expression of the file, as the tests spell trees.
    static func descriptions(in file: SourceFile) -> [String] {
        var found: [String] = []
        forEachExpression(in: file.declarations) { found.append("\($0.location.offset): \($0)") }
        return found
    }
}
