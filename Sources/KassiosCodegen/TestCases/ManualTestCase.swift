/// One test case as a tester wrote it (by hand, for a person to run): a title, optional ID, preconditions, steps and
/// expected results, each with the line it came from.
public struct ManualTestCase: Sendable, Equatable {
    /// `C1234`, `TC-12`, a Gherkin `@C1234` tag; nil when the case has none.
    public var id: String?
    public var title: String
    /// The file the case was read from, as given.
    public var file: String
    /// The title's line.
    public var line: Int
    public var preconditions: [CaseText]
    public var steps: [CaseStep]
    /// Results checked after the last step (a step's own results travel with the step).
    public var expected: [CaseText]
    /// The case as the doc comment quotes it, one line per entry.
    public var quote: [String]

    public init(id: String?, title: String, file: String, line: Int, preconditions: [CaseText] = [],
                steps: [CaseStep] = [], expected: [CaseText] = [], quote: [String] = []) {
        self.id = id
        self.title = title
        self.file = file
        self.line = line
        self.preconditions = preconditions
        self.steps = steps
        self.expected = expected
        self.quote = quote
    }
}

/// A line of text from a case, with where it starts.
public struct CaseText: Sendable, Equatable {
    public var text: String
    public var line: Int

    public init(_ text: String, line: Int) {
        self.text = text
        self.line = line
    }
}

/// One step. Gherkin says what a step is for (`Given` sets up, `Then` checks); plain
/// text leaves it to the verb.
public struct CaseStep: Sendable, Equatable {
    public enum Role: String, Sendable {
        /// Gherkin `Given`: a precondition first, an action if no precondition fits.
        case given
        /// An action (Gherkin `When`, every plain-text step).
        case action
        /// Gherkin `Then`: an expected result.
        case check
    }

    /// 1-based among the case's steps, as messages name it.
    public var number: Int
    public var text: String
    public var line: Int
    public var role: Role
    /// A step's own expected results (a steps table's "Expected" column).
    public var expected: [CaseText]
    /// A Gherkin doc string under the step: the text it types.
    public var docString: String?
    /// A Gherkin data table under the step; nothing automates one yet.
    public var hasDataTable: Bool

    public init(number: Int, text: String, line: Int, role: Role = .action, expected: [CaseText] = [],
                docString: String? = nil, hasDataTable: Bool = false) {
        self.number = number
        self.text = text
        self.line = line
        self.role = role
        self.expected = expected
        self.docString = docString
        self.hasDataTable = hasDataTable
    }
}

/// A problem in a test-case file, at its line and column: no steps, an unknown
/// section, a table whose rows do not line up.
public struct CaseInputError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int = 1, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// What reading one file gave: the cases that read cleanly and the errors of the others.
public struct CaseFileContents: Sendable {
    public var cases: [ManualTestCase]
    public var errors: [CaseInputError]

    public init(cases: [ManualTestCase] = [], errors: [CaseInputError] = []) {
        self.cases = cases
        self.errors = errors
    }
}
