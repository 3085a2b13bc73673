@testable import KassiosCodegen
import KassiosModel
import XCTest

/// Plain-text and Markdown cases, English and Russian: titles, IDs, sections, list forms.
final class TestCaseReaderTests: XCTestCase {
    func testMarkdownCasesWithHeadingsBoldLabelsAndIDs() {
        let text = """
        # Login cases

        Exported from TestRail.

        ## C101: Sign in

        **Preconditions:** the user is signed out

        **Steps:**
        1. Enter "ada@finch.test" into "Email"
        2) Tap "Sign In"
           on the first try

        **Expected result:**
        - the Home screen is shown
        - the balance is shown

        ## [TC-7] Second case
        ### Steps
        * Tap Help
        """
        let contents = PlainTextCaseReader.read(text, file: "login.md")
        XCTAssertEqual(contents.errors, [])
        XCTAssertEqual(contents.cases.count, 2)
        let first = contents.cases[0]
        XCTAssertEqual(first.id, "C101")
        XCTAssertEqual(first.title, "Sign in")
        XCTAssertEqual(first.line, 5)
        XCTAssertEqual(first.preconditions, [CaseText("the user is signed out", line: 7)])
        XCTAssertEqual(first.steps.map(\.text), ["Enter \"ada@finch.test\" into \"Email\"", "Tap \"Sign In\" on the first try"])
        XCTAssertEqual(first.steps.map(\.number), [1, 2])
        XCTAssertEqual(first.steps.map(\.line), [10, 11])
        XCTAssertEqual(first.expected.map(\.text), ["the Home screen is shown", "the balance is shown"])
        XCTAssertEqual(first.quote, ["C101: Sign in", "Preconditions:", "- the user is signed out", "Steps:",
                                     "1. Enter \"ada@finch.test\" into \"Email\"", "2. Tap \"Sign In\" on the first try",
                                     "Expected result:", "- the Home screen is shown", "- the balance is shown"])
        XCTAssertEqual(contents.cases[1].id, "TC-7")
        XCTAssertEqual(contents.cases[1].title, "Second case")
        XCTAssertEqual(contents.cases[1].steps.map(\.text), ["Tap Help"])
    }

    func testRussianSectionsCommaSeparatedStepsAndSeparators() {
        let text = """
        C201 Вход с неверным паролем
        Предусловия: пользователь не авторизован
        Шаги: ввести «ada@finch.test» в поле «Email», проверить, что отображается «Sign In»; нажать «Sign In»
        Ожидаемый результат: отображается баннер

        ---

        Название: Второй кейс
        ID: C202
        Шаги:
        - Нажать «Cards»
        """
        let contents = PlainTextCaseReader.read(text, file: "ru.txt")
        XCTAssertEqual(contents.errors, [])
        XCTAssertEqual(contents.cases.map(\.id), ["C201", "C202"])
        XCTAssertEqual(contents.cases[0].title, "Вход с неверным паролем")
        XCTAssertEqual(contents.cases[0].preconditions.map(\.text), ["пользователь не авторизован"])
        XCTAssertEqual(contents.cases[0].steps.map(\.text),
                       ["ввести «ada@finch.test» в поле «Email»", "проверить, что отображается «Sign In»", "нажать «Sign In»"])
        XCTAssertEqual(contents.cases[0].steps.map(\.line), [3, 3, 3])
        XCTAssertEqual(contents.cases[0].expected.map(\.text), ["отображается баннер"])
        XCTAssertEqual(contents.cases[1].title, "Второй кейс")
        XCTAssertEqual(contents.cases[1].steps.map(\.text), ["Нажать «Cards»"])
    }

    func testCommasInsideQuotesAndNumbersDoNotSplitSteps() {
        XCTAssertEqual(CaseTextScanning.splitList("type \"a, b\" into Notes, enter 1,250.00 into Amount, tap Save"),
                       ["type \"a, b\" into Notes", "enter 1,250.00 into Amount", "tap Save"])
        XCTAssertEqual(CaseTextScanning.splitList("tap the user's row, check it"), ["tap the user's row", "check it"])
    }

    func testAStepsTableGivesEachStepItsOwnExpectedResults() {
        let text = """
        # C104 Help
        Steps:
        | # | Step | Expected result |
        |---|------|-----------------|
        | 1 | Tap "Help" | the Support screen is shown |
        | 2 | Go back | |
        """
        let contents = PlainTextCaseReader.read(text, file: "help.md")
        XCTAssertEqual(contents.errors, [])
        let steps = contents.cases[0].steps
        XCTAssertEqual(steps.map(\.text), ["Tap \"Help\"", "Go back"])
        XCTAssertEqual(steps[0].expected, [CaseText("the Support screen is shown", line: 5)])
        XCTAssertEqual(steps[1].expected, [])
    }

    func testExpectedLinesUnderAStepBelongToThatStep() {
        let text = """
        # Case
        Steps:
        1. Tap "Help"
           Expected: the Support screen is shown
        2. Go back
        """
        let steps = PlainTextCaseReader.read(text, file: "help.md").cases[0].steps
        XCTAssertEqual(steps.map(\.text), ["Tap \"Help\"", "Go back"])
        XCTAssertEqual(steps[0].expected, [CaseText("the Support screen is shown", line: 4)])
    }

    func testErrorsCarryTheirLineAndTheOtherCasesStillRead() {
        let text = """
        # C1 No steps here
        Preconditions: nothing

        # C2 Unknown section
        Steps:
        1. Tap A
        ## Notes
        more

        # C3 Bad table
        Steps:
        | Step | Expected |
        | Tap A |
        # C4 Fine
        Steps: tap B
        """
        let contents = PlainTextCaseReader.read(text, file: "bad.md")
        XCTAssertEqual(contents.cases.map(\.id), ["C4"])
        XCTAssertEqual(contents.errors.map(\.description), [
            "bad.md:1:1: error: test case 'No steps here' has no steps; add a 'Steps:' (or 'Шаги:') section with at least one step",
            "bad.md:7:1: error: unknown section 'Notes'; expected Preconditions, Steps or Expected result (Предусловия, Шаги, Ожидаемый результат)",
            "bad.md:13:1: error: bad table: this row has 1 cell, the header (line 12) has 2",
        ])
    }

    /// A label set off in bold names a section whatever follows it on the line; one that is
    /// not a section is an error, not a step. Bold words in a step's text are not a label.
    func testAnUnknownSectionInBoldIsAnErrorEvenWithTextAfterIt() {
        for line in ["**Postconditions:** nothing", "**Postconditions**: nothing", "__Teardown:__ sign out"] {
            let contents = PlainTextCaseReader.read("# C1 Sign in\nSteps:\n1. Tap \"A\"\n\(line)\n", file: "b.md")
            XCTAssertEqual(contents.cases.count, 0, line)
            XCTAssertEqual(contents.errors.map { "\($0.line):\($0.column)" }, ["4:1"], line)
            XCTAssertTrue(contents.errors.first?.description.contains("unknown section") ?? false, line)
        }
        let fine = PlainTextCaseReader.read("# C1 Sign in\nSteps:\n1. Tap \"A\"\n**Tap** the button: OK\n**Expected result:** signed in\n", file: "f.md")
        XCTAssertEqual(fine.errors.map(\.description), [])
        XCTAssertEqual(fine.cases.first?.steps.map(\.text), ["Tap \"A\"", "**Tap** the button: OK"])
        XCTAssertEqual(fine.cases.first?.expected.map(\.text), ["signed in"])
        // Under Steps, a bold step label is a step.
        let labelled = PlainTextCaseReader.read("# C1 Sign in\n**Steps:**\n**Step 1:** Tap \"A\"\n**When:** Tap \"B\"\n", file: "l.md")
        XCTAssertEqual(labelled.errors.map(\.description), [])
        XCTAssertEqual(labelled.cases.first?.steps.count, 2)
    }

    /// A case's own problem (no steps) is found when it ends, after those on its lines: listed
    /// in line order all the same.
    func testErrorsAreListedInLineOrder() {
        let text = """
            # Login
            ## C900: no steps here
            **Preconditions:** the user is signed out
            ## C901: bad table
            | Step | Expected result |
            |---|---|
            | Tap "Sign In" | Home shown | extra |
            **Bogus section:** hello
            """
        let contents = PlainTextCaseReader.read(text, file: "bad.md")
        XCTAssertEqual(contents.errors.map(\.line), [2, 7, 8], contents.errors.map(\.description).joined(separator: "\n"))
    }

    func testATableWithoutAStepColumnAndAnEmptyFileAreErrors() {
        let noColumn = PlainTextCaseReader.read("# A\nSteps:\n| Action item | Notes |\n| x | y |\n", file: "t.md")
        XCTAssertEqual(noColumn.errors.map(\.description), ["t.md:3:1: error: bad table: no 'Step' (or 'Шаг') column; the header has 'Action item', 'Notes'"])
        XCTAssertEqual(PlainTextCaseReader.read("\n\n", file: "empty.md").errors.map(\.line), [1])
    }

    /// Test cases exported from a test-management system, or saved on Windows, end their lines
    /// with `\r\n` (old Mac files with `\r`), and may be UTF-16: each example file reads as it
    /// does in UTF-8 with `\n`, the same cases, steps, errors and line numbers. (`\r\n` is one
    /// `Character`; a split at "\n" passed it by and read a whole file as its first line.)
    func testWindowsAndOldMacTextReadsAsUnixText() throws {
        let folder = CodegenTestSupport.repositoryRoot + "/Examples/TestCases/"
        for name in ["login.md", "dashboard-ru.md", "transfers.feature", "settings-ru.feature"] {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: folder + name))
            let text = String(decoding: data, as: UTF8.self)
            XCTAssertFalse(text.contains("\r"), name)
            func read(_ text: String) -> CaseFileContents {
                name.hasSuffix(".feature") ? GherkinReader.read(text, file: name) : PlainTextCaseReader.read(text, file: name)
            }
            let unix = read(text)
            XCTAssertFalse(unix.cases.isEmpty, name)
            for ending in ["\r\n", "\r"] {
                let other = read(text.replacingOccurrences(of: "\n", with: ending))
                XCTAssertEqual(other.cases, unix.cases, "\(name) with \(ending.debugDescription)")
                XCTAssertEqual(other.errors, unix.errors, "\(name) with \(ending.debugDescription)")
            }
            // Saved as UTF-16 with a byte-order mark (Windows' "Unicode"), Windows line ends too.
            let windows = Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf16)
            let bytes: [UInt8] = [0xFF, 0xFE] + windows.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let utf16 = read(TextFileDecoding.text(of: bytes))
            XCTAssertEqual(utf16.cases, unix.cases, "\(name) in UTF-16")
        }
    }

    func testCaseIDs() {
        XCTAssertEqual(CaseTextScanning.caseID(in: "C1234: Sign in").id, "C1234")
        XCTAssertEqual(CaseTextScanning.caseID(in: "[QA-7] Sign in").title, "Sign in")
        XCTAssertEqual(CaseTextScanning.caseID(in: "QA-7 — Sign in").id, "QA-7")
        XCTAssertNil(CaseTextScanning.caseID(in: "CARDS can be frozen").id)
        XCTAssertNil(CaseTextScanning.caseID(in: "C3PO").id)
    }

    /// Bold and underline markers go; a line without `**` or `__` is only trimmed.
    func testEmphasisMarkersAreDroppedWhereverTheyAre() {
        let lines = ["**Steps:**", "__Expected result__: shown", "  Tap *Sign In*  ", "a_b", "**", "_*_*", "***x***",
                     "x__", "Нажать **Войти**", "*\u{301}*", "snake__case", "plain text", ""]
        for line in lines {
            let expected = CaseTextScanning.trimmed(line.replacing("**", with: "").replacing("__", with: ""))
            XCTAssertEqual(CaseTextScanning.withoutEmphasis(line), expected, line)
        }
        XCTAssertEqual(CaseTextScanning.withoutEmphasis("  **Preconditions:** the user  "), "Preconditions: the user")
    }
}
