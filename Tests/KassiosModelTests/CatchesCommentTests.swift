import KassiosModel
import KassiosSyntax
import KassiosTestSupport
import XCTest

/// The grammar of `Catches` clauses in doc comments.
final class CatchesCommentTests: XCTestCase {
    /// The ids of each clause, or `!message` for a malformed one.
    private func read(_ comment: String) -> [String] {
        CatchesCommentParser.clauses(inComment: comment).map { clause in
            clause.problem.map { "!" + $0.message } ?? clause.defects.map(\.id).joined(separator: " ")
        }
    }

    func testOneBacktickedIdWithAFullStop() {
        XCTAssertEqual(read("/// Catches `successToastMissing`."), ["successToastMissing"])
    }

    func testBareIdsSeparatedByCommasAndAnd() {
        XCTAssertEqual(read("/// Catches zeroAmountAccepted, balanceAfterAdds"), ["zeroAmountAccepted balanceAfterAdds"])
        XCTAssertEqual(read("/// Catches a, b and c"), ["a b c"])
        XCTAssertEqual(read("/// Catches a, b, and c."), ["a b c"], "an Oxford comma")
        XCTAssertEqual(read("/// Catches `a` and `b`"), ["a b"])
        XCTAssertEqual(read("///Catches a,b"), ["a b"], "no space after the markers or the comma")
    }

    func testIdsMayHaveDashesDotsAndDigits() {
        XCTAssertEqual(read("/// Catches transfer-limit-ignored, login.lockout and defect42."), ["transfer-limit-ignored login.lockout defect42"])
        XCTAssertEqual(read("/// Catches `FINCH-1234`"), ["FINCH-1234"])
    }

    func testTrailingPunctuationAndProseAfterItAreIgnored() {
        XCTAssertEqual(read("/// Catches a;"), ["a"])
        XCTAssertEqual(read("/// Catches a!"), ["a"])
        XCTAssertEqual(read("/// Catches a, b,"), ["a b"], "a trailing comma at the end of the comment")
        XCTAssertEqual(read("/// Catches `a`. The toast must show, and stay."), ["a"])
        XCTAssertEqual(read("/// Catches `a`: the email field is empty after signing out"), ["a"])
        XCTAssertEqual(read("/// Catches a (a rounding defect)"), ["a"])
        XCTAssertEqual(read("/// Catches a — and nothing else"), ["a"])
        XCTAssertEqual(read("/// Catches a - and nothing else"), ["a"])
    }

    /// "e.g.", "i.e.", "etc." after a comma start prose; they are no defect ids.
    func testProseAbbreviationsEndTheList() {
        XCTAssertEqual(read("/// Catches `successToastMissing`, e.g. when the toast never shows."), ["successToastMissing"])
        XCTAssertEqual(read("/// Catches `zeroAmountAccepted`, `negativeAmountAccepted`, etc."), ["zeroAmountAccepted negativeAmountAccepted"])
        XCTAssertEqual(read("/// Catches limitIgnored, i.e. the daily limit is not enforced"), ["limitIgnored"])
        XCTAssertEqual(read("/// Catches a, E.g. b"), ["a"])
        XCTAssertEqual(read("/// Catches etc-defect, eg.b"), ["etc-defect eg.b"], "ids that merely look alike")
    }

    func testCatchesMayFollowABulletAndTakeAColon() {
        XCTAssertEqual(read("/// - Catches: a, b"), ["a b"])
        XCTAssertEqual(read("/// * Catches a"), ["a"])
        XCTAssertEqual(read("/// Catches: `a`."), ["a"])
    }

    func testBlockComments() {
        XCTAssertEqual(read("/** Catches x */"), ["x"])
        XCTAssertEqual(read("/**Catches x*/"), ["x"])
        XCTAssertEqual(read("""
            /**
             * Checks the review step.
             *
             * Catches `reviewSkipped` and
             * `amountRounded`.
             */
            """), ["reviewSkipped amountRounded"])
        XCTAssertEqual(read("""
            /**
                Catches a
                Catches b
            */
            """), ["a", "b"], "lines without a leading star")
    }

    func testSeveralLinesSeveralClauses() {
        XCTAssertEqual(read("""
            /// Does the thing.
            ///
            /// Catches `a`.
            /// Catches b and c
            """), ["a", "b c"])
    }

    func testAListEndingInASeparatorGoesOnToTheNextLine() {
        XCTAssertEqual(read("""
            /// Catches `a`, `b`,
            /// `c` and
            /// `d`.
            """), ["a b c d"])
        XCTAssertEqual(read("""
            /// Catches
            /// a, b
            """), ["a b"], "Catches alone: the ids follow")
    }

    func testABulletListBelowCatches() {
        XCTAssertEqual(read("""
            /// Catches:
            /// - `a`
            /// - b, c
            /// Checks more.
            """), ["a b c"])
        XCTAssertEqual(read("""
            /**
             * Catches:
             *  - `a`
             *  - `b`
             */
            """), ["a b"])
        XCTAssertEqual(read("""
            /// Catches:
            /// - a,
            /// - b
            """), ["a b"], "a bullet ending in a comma does not swallow the next bullet")
    }

    func testABlankSourceLineEndsAList() {
        XCTAssertEqual(read("""
            /// Catches a,

            /// b
            """), ["a"])
        XCTAssertEqual(read("""
            /// Catches a and

            /// b
            """), ["!'and' is not followed by a defect id"])
    }

    func testThingsThatAreNotClauses() {
        XCTAssertEqual(read("/// This test catches `a`."), [])
        XCTAssertEqual(read("/// This test Catches `a`."), [], "Catches must start the line")
        XCTAssertEqual(read("/// catches a"), [], "lowercase is prose")
        XCTAssertEqual(read("/// Catchestoo a"), [])
        XCTAssertEqual(read("// Catches a"), [], "not a doc comment")
        XCTAssertEqual(read("/* Catches a */"), [], "not a doc comment")
    }

    func testMalformedClauses() {
        XCTAssertEqual(read("/// Catches"), ["!'Catches' names no defect: write the ids after it, as in /// Catches `successToastMissing`"])
        XCTAssertEqual(read("/// Catches."), ["!'Catches' names no defect: write the ids after it, as in /// Catches `successToastMissing`"])
        XCTAssertEqual(read("/// Catches the missing toast"),
                       ["!expected ',' or 'and' between defect ids, found 'missing': separate the ids, or end the list with '.' before other words"])
        XCTAssertEqual(read("/// Catches `a` `b`"),
                       ["!expected ',' or 'and' between defect ids, found 'b': separate the ids, or end the list with '.' before other words"])
        XCTAssertEqual(read("/// Catches a and"), ["!'and' is not followed by a defect id"])
        XCTAssertEqual(read("/// Catches a, , b"), ["!expected a defect id after ',', found ','"])
        XCTAssertEqual(read("/// Catches , a"), ["!expected a defect id after 'Catches', found ','"])
        XCTAssertEqual(read("/// Catches and a"), ["!expected a defect id after 'Catches', found 'and'"])
        XCTAssertEqual(read("/// Catches a and and b"), ["!expected a defect id after 'and', found 'and'"])
        XCTAssertEqual(read("/// Catches ``"), ["!empty `` in the list of defects"])
        XCTAssertEqual(read("/// Catches `a b`"), ["!a defect id has no spaces: `a b`"])
        XCTAssertEqual(read("/// Catches `a"), ["!unterminated '`' in the list of defects"])
        XCTAssertEqual(read("/// Catches \"a\""), ["!unexpected '\"' in the list of defects: ids are words or `backticked`"])
        XCTAssertEqual(read("/// Catches é"), ["!unexpected 'é' in the list of defects: ids are words or `backticked`"])
        XCTAssertEqual(read("""
            /// Catches:
            /// - a b
            """), ["!expected ',' or 'and' between defect ids, found 'b': separate the ids, or end the list with '.' before other words"])
    }

    func testAMalformedClauseDoesNotSpoilTheOthers() {
        XCTAssertEqual(read("""
            /// Catches a
            /// Catches b c
            /// Catches d
            """), ["a", "!expected ',' or 'and' between defect ids, found 'c': separate the ids, or end the list with '.' before other words", "d"])
    }

    func testLocationsOfIdsAndProblems() throws {
        let source = """
            final class T: XCTestCase {
                /// Catches `alpha`, beta
                /** Catches
                    gamma delta */
                func test_a() {}
            }
            """
        let file = SourceFile(path: "T.swift", source: source)
        let tokens = file.comments.filter { $0.kind == .docLineComment || $0.kind == .docBlockComment }
        let clauses = CatchesCommentParser.clauses(in: tokens, of: file)
        XCTAssertEqual(clauses.count, 2)
        let fixture = Fixture("T.swift", source)
        XCTAssertEqual(clauses[0].defects.map { "\($0.id)@\($0.location.line):\($0.location.column)" },
                       ["alpha@\(fixture.position(of: "`alpha`").line):\(fixture.position(of: "`alpha`").column)",
                        "beta@\(fixture.position(of: "beta").line):\(fixture.position(of: "beta").column)"])
        let keyword = fixture.position(of: "Catches", occurrence: 1)
        XCTAssertEqual("\(clauses[0].location.line):\(clauses[0].location.column)", "\(keyword.line):\(keyword.column)")
        let problem = try XCTUnwrap(clauses[1].problem)
        let delta = fixture.position(of: "delta")
        XCTAssertEqual("\(problem.location.line):\(problem.location.column)", "\(delta.line):\(delta.column)")
        XCTAssertEqual(clauses[0].defects[0].location.offset, Array(source.utf8).firstIndex(of: UInt8(ascii: "`")))
    }

    func testWindowsLineEndingsInABlock() {
        XCTAssertEqual(read("/**\r\n * Catches a,\r\n * b\r\n */"), ["a b"])
    }

    func testNeverCrashesOnOddInput() {
        let pieces = ["///", "/**", "*/", " ", "\n", "\r\n", "Catches", ":", ",", "and", "`", "a", "-", "*", ".", "é", "—", "\u{0}", "(", "\t"]
        var generator = SplitMix64(seed: 0x4341_5443)
        var (clauses, withDefects, withProblems) = (0, 0, 0)
        for _ in 0..<2_000 {
            // Half begin as a clause does, so the pieces after it are read as defect ids too.
            let start = Bool.random(using: &generator) ? "/// Catches " : ""
            let text = start + (0..<Int.random(in: 1...24, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for clause in CatchesCommentParser.clauses(inComment: text) {
                XCTAssertTrue(clause.problem != nil || !clause.defects.isEmpty, text)
                XCTAssertTrue(clause.defects.allSatisfy { !$0.id.isEmpty && !$0.id.contains(" ") }, text)
                clauses += 1
                if !clause.defects.isEmpty { withDefects += 1 }
                if clause.problem != nil { withProblems += 1 }
            }
        }
        // The inputs reached both kinds of clause, so the checks above ran on each.
        XCTAssertGreaterThan(withDefects, 10, "\(clauses) clauses")
        XCTAssertGreaterThan(withProblems, 10, "\(clauses) clauses")
    }

    func testMayContainClauseIsACheapFilter() {
        XCTAssertTrue(CatchesCommentParser.mayContainClause(Array("/// Catches a".utf8)[...]))
        XCTAssertFalse(CatchesCommentParser.mayContainClause(Array("/// catches a".utf8)[...]))
        XCTAssertFalse(CatchesCommentParser.mayContainClause(Array("Catche".utf8)[...]))
    }
}
