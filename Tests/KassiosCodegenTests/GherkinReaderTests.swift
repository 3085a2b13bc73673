@testable import KassiosCodegen
import XCTest

/// Gherkin: Background, Scenario, Scenario Outline expansion, Russian keywords, tags, errors.
final class GherkinReaderTests: XCTestCase {
    func testBackgroundScenarioAndRolesOfAndBut() {
        let text = """
        @smoke
        Feature: Transfers
          Some description
          over two lines.

          Background:
            Given the user is signed in

          @C301 @slow
          Scenario: Review a transfer
            When I open the Transfer screen
            And I enter "100" into the amount field
            Then the summary is shown
            But the error is not shown
        """
        let contents = GherkinReader.read(text, file: "t.feature")
        XCTAssertEqual(contents.errors, [])
        XCTAssertEqual(contents.cases.count, 1)
        let testCase = contents.cases[0]
        XCTAssertEqual(testCase.id, "C301")
        XCTAssertEqual(testCase.title, "Review a transfer")
        XCTAssertEqual(testCase.line, 10)
        XCTAssertEqual(testCase.steps.map(\.text), ["the user is signed in", "I open the Transfer screen", "I enter \"100\" into the amount field",
                                                    "the summary is shown", "the error is not shown"])
        XCTAssertEqual(testCase.steps.map(\.role), [.given, .action, .action, .check, .check])
        XCTAssertEqual(testCase.steps.map(\.number), [1, 2, 3, 4, 5])
        XCTAssertEqual(testCase.quote, ["Background:", "  Given the user is signed in", "Scenario: Review a transfer",
                                        "  When I open the Transfer screen", "  And I enter \"100\" into the amount field",
                                        "  Then the summary is shown", "  But the error is not shown"])
    }

    func testScenarioOutlineExpandsEveryExamplesRow() {
        let text = """
        Feature: Amounts
          Scenario Outline: Reject <amount>
            When I enter "<amount>" into "Amount"
            Then "<message>" is shown

            Examples: too much
              | amount | message |
              | 1250.01 | Insufficient funds |
            Examples:
              | amount | message |
              | 0 | Enter an amount |

          Scenario Outline: Same title
            When I tap "<button>"
            Examples:
              | button |
              | A |
              | B |
        """
        let contents = GherkinReader.read(text, file: "o.feature")
        XCTAssertEqual(contents.errors, [])
        XCTAssertEqual(contents.cases.map(\.title), ["Reject 1250.01", "Reject 0", "Same title (A)", "Same title (B)"])
        XCTAssertEqual(contents.cases[0].steps.map(\.text), ["I enter \"1250.01\" into \"Amount\"", "\"Insufficient funds\" is shown"])
        XCTAssertEqual(contents.cases[1].steps.map(\.text), ["I enter \"0\" into \"Amount\"", "\"Enter an amount\" is shown"])
        XCTAssertEqual(contents.cases.map(\.line), [8, 11, 17, 18])
        XCTAssertEqual(contents.cases[0].quote.last, "Example: amount = 1250.01, message = Insufficient funds")

        // A value with a quote or a backslash of its own, put in a step's quotes, is escaped there: the
        // quoted text is the whole value, and the step reads it back as written.
        let quoted = GherkinReader.read("""
            Feature: Passwords
              Scenario Outline: Odd password
                When I enter "<password>" into "Password"
                Examples:
                  | password |
                  | pw"1 |
                  | a\\b |
            """, file: "q.feature")
        XCTAssertEqual(quoted.errors, [])
        XCTAssertEqual(quoted.cases.map { $0.steps[0].text }, [#"I enter "pw\"1" into "Password""#, #"I enter "a\\b" into "Password""#])
        let typed = quoted.cases.map { testCase -> String? in
            guard case .intent(let intent) = StepParser().parse(testCase.steps[0].text), case .enterText(let text) = intent.action else { return nil }
            return text
        }
        XCTAssertEqual(typed, [#"pw"1"#, #"a\b"#])
    }

    func testRussianKeywordsDocStringsAndDataTables() {
        let text = """
        # language: ru
        Функция: Настройки
          @C401
          Сценарий: Отключение Face ID
            Допустим пользователь авторизован
            Когда пользователь вводит в поле «Notes»:
              \"\"\"
              первая строка
                вторая
              \"\"\"
            И заполняет форму
              | поле | значение |
              | Имя | Ада |
            Тогда переключатель «Face ID» выключен
            Но баннер не отображается
        """
        let contents = GherkinReader.read(text, file: "ru.feature")
        XCTAssertEqual(contents.errors, [])
        let steps = contents.cases[0].steps
        XCTAssertEqual(contents.cases[0].id, "C401")
        XCTAssertEqual(steps.map(\.role), [.given, .action, .action, .check, .check])
        XCTAssertEqual(steps[1].docString, "первая строка\n  вторая")
        XCTAssertEqual(steps.map(\.hasDataTable), [false, false, true, false, false])
        XCTAssertEqual(steps[3].text, "переключатель «Face ID» выключен")
    }

    func testErrorsAreReportedAtTheirLine() {
        let text = """
        Feature: Broken
          Scenaro: typo
          Scenario Outline: No examples
            When I tap "<x>"
          Scenario Outline: Unknown column
            When I tap "<y>"
            Examples:
              | x |
              | 1 |
          Scenario: Bad table
            When I fill the form
              | a | b |
              | 1 |
          Scenario: Empty
          Scenario: Stray text
            When I tap "A"
            this line is no step
        """
        let contents = GherkinReader.read(text, file: "b.feature")
        XCTAssertEqual(contents.errors.map(\.description), [
            "b.feature:2:3: error: unknown keyword 'Scenaro'; did you mean 'Scenario'?",
            "b.feature:13:1: error: bad table: this row has 1 cell, the header (line 12) has 2",
            "b.feature:17:5: error: expected a step (Given, When, Then, And, But; Дано, Когда, Тогда, И, Но) or a keyword, found 'this line is no step'",
            "b.feature:3:1: error: scenario outline 'No examples' has no Examples table",
            "b.feature:6:1: error: <y> is not a column of the Examples table at line 8 (columns: x)",
            "b.feature:14:1: error: scenario 'Empty' has no steps",
        ])
        XCTAssertEqual(contents.cases.map(\.title), ["Bad table", "Stray text"])
    }

    func testAShortExamplesRowIsOneErrorAtItsLine() {
        let text = """
        Feature: Transfers
          Scenario Outline: Send <amount> to <recipient>
            When I enter "<amount>" into the amount field
            And I enter "<recipient>" into the recipient field
            Examples:
              | amount | recipient |
              | 10.00  |
          Scenario: Still read
            When I tap "Review"
        """
        let contents = GherkinReader.read(text, file: "t.feature")
        XCTAssertEqual(contents.errors.map(\.description), ["t.feature:7:1: error: bad table: this row has 1 cell, the header (line 6) has 2"])
        XCTAssertEqual(contents.cases.map(\.title), ["Still read"])
    }

    func testAFileThatStartsLikeGherkinIsReadAsGherkin() {
        let contents = TestGenerator.read("# comment\nFeature: F\n  Scenario: S\n    When I tap \"A\"\n", path: "cases.txt")
        XCTAssertEqual(contents.cases.map(\.title), ["S"])
        XCTAssertEqual(TestGenerator.read("# S\nSteps: tap A\n", path: "cases.txt").cases.map(\.title), ["S"])
    }
}
