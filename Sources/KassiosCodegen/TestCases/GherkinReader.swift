#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosModel

/// Reads Gherkin `.feature` files, English or Russian keywords (`# language: ru` or not):
/// Feature, Background, Scenario / Example, Scenario Outline / Template with Examples
/// (one case per row), Rule, Given / When / Then / And / But / `*`, tags (`@C1234` is the
/// case ID), doc strings and data tables under steps.
public struct GherkinReader {
    enum Keyword: Equatable {
        case feature, background, scenario, outline, examples, rule
    }

    static let keywords: [(String, Keyword)] = [
        ("Feature", .feature), ("Business Need", .feature), ("Ability", .feature),
        ("Функция", .feature), ("Функционал", .feature), ("Функциональность", .feature), ("Свойство", .feature), ("Фича", .feature),
        ("Background", .background), ("Предыстория", .background), ("Контекст", .background),
        ("Scenario Outline", .outline), ("Scenario Template", .outline), ("Структура сценария", .outline), ("Шаблон сценария", .outline),
        ("Scenario", .scenario), ("Example", .scenario), ("Сценарий", .scenario), ("Пример", .scenario),
        ("Examples", .examples), ("Scenarios", .examples), ("Примеры", .examples),
        ("Rule", .rule), ("Правило", .rule),
    ]

    /// Step keywords and the role they give; nil keeps the previous step's role.
    static let stepKeywords: [(String, CaseStep.Role?)] = [
        ("Given", .given), ("When", .action), ("Then", .check), ("And", nil), ("But", nil), ("*", nil),
        ("Допустим", .given), ("Дано", .given), ("Пусть", .given),
        ("Когда", .action), ("Если", .action),
        ("Тогда", .check), ("То", .check), ("Затем", .check),
        ("К тому же", nil), ("А также", nil), ("Также", nil), ("И", nil), ("Но", nil), ("А", nil),
    ]

    struct Step {
        var keyword: String
        var text: String
        var line: Int
        var role: CaseStep.Role
        var docString: String?
        var hasDataTable = false
    }

    struct Scenario {
        var title: String
        var line: Int
        var tags: [String]
        var isOutline: Bool
        var steps: [Step] = []
        var examples: [CaseTable] = []
        /// An Examples table that could not be read: its error is reported already.
        var hasUnreadableExamples = false
    }

    let file: String

    public static func read(_ text: String, file: String) -> CaseFileContents {
        var scan = Scan(file: file, lines: CaseTextScanning.lines(of: text))
        scan.run()
        var result = CaseFileContents(errors: scan.errors)
        for scenario in scan.scenarios {
            do {
                result.cases += try cases(of: scenario, background: scan.background, file: file)
            } catch let error as CaseInputError {
                result.errors.append(error)
            } catch {}
        }
        if result.cases.isEmpty && result.errors.isEmpty {
            result.errors.append(CaseInputError(file: file, line: 1, message: "no scenarios found: expected 'Scenario:' (or 'Сценарий:') with steps"))
        }
        return result
    }

    /// A scenario, or one case per Examples row of an outline.
    static func cases(of scenario: Scenario, background: [Step], file: String) throws -> [ManualTestCase] {
        guard !scenario.steps.isEmpty else {
            throw CaseInputError(file: file, line: scenario.line, message: "scenario '\(scenario.title)' has no steps")
        }
        let id = scenario.tags.lazy.compactMap(caseID(fromTag:)).first
        guard scenario.isOutline else {
            return [makeCase(id: id, title: scenario.title, line: scenario.line, steps: background + scenario.steps,
                             backgroundCount: background.count, header: "Scenario: \(scenario.title)", file: file)]
        }
        guard !scenario.examples.isEmpty else {
            // A table with a bad row said so at that row; "no Examples" would be a second, wrong error.
            if scenario.hasUnreadableExamples { return [] }
            throw CaseInputError(file: file, line: scenario.line, message: "scenario outline '\(scenario.title)' has no Examples table")
        }
        var result: [ManualTestCase] = []
        for table in scenario.examples {
            let names = table.header.cells
            for step in background + scenario.steps {
                for placeholder in placeholders(in: step.text + (step.docString ?? "")) where !names.contains(placeholder) {
                    throw CaseInputError(file: file, line: step.line, message:
                        "<\(placeholder)> is not a column of the Examples table at line \(table.header.line) (columns: \(names.joined(separator: ", ")))")
                }
            }
            guard !table.rows.isEmpty else {
                throw CaseInputError(file: file, line: table.header.line, message: "bad table: Examples has a header but no rows")
            }
            for row in table.rows {
                let values = Dictionary(uniqueKeysWithValues: zip(names, row.cells))
                func fill(_ text: String) -> String {
                    var filled = text
                    for (name, value) in values { filled = filled.replacing("<\(name)>", with: value) }
                    return filled
                }
                // In a step's quotes (`enter "<password>"`), a value's own `"` and `\` are escaped, so the
                // quoted text is the whole value (`pw"1`), not cut at its quote.
                func fillStep(_ text: String) -> String {
                    var filled = text
                    for (name, value) in values where value.contains("\"") || value.contains("\\") {
                        let escaped = value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
                        filled = filled.replacing("\"<\(name)>\"", with: "\"" + escaped + "\"")
                    }
                    return fill(filled)
                }
                var title = fill(scenario.title)
                if title == scenario.title { title += " (" + row.cells.joined(separator: ", ") + ")" }
                let steps = (background + scenario.steps).map { step -> Step in
                    var filled = step
                    filled.text = fillStep(step.text)
                    filled.docString = step.docString.map(fill)
                    return filled
                }
                let example = zip(names, row.cells).map { "\($0) = \($1)" }.joined(separator: ", ")
                var testCase = makeCase(id: id, title: title, line: row.line, steps: steps, backgroundCount: background.count,
                                        header: "Scenario Outline: \(scenario.title)", file: file)
                testCase.quote.append("Example: \(example)")
                result.append(testCase)
            }
        }
        return result
    }

    static func makeCase(id: String?, title: String, line: Int, steps: [Step], backgroundCount: Int, header: String, file: String) -> ManualTestCase {
        var quote: [String] = []
        if backgroundCount > 0 { quote.append("Background:") }
        for (index, step) in steps.enumerated() {
            if index == backgroundCount { quote.append(header) }
            quote.append("  \(step.keyword) \(step.text)")
        }
        if backgroundCount == steps.count { quote.append(header) }
        let caseSteps = steps.enumerated().map { index, step in
            CaseStep(number: index + 1, text: step.text, line: step.line, role: step.role, docString: step.docString,
                     hasDataTable: step.hasDataTable)
        }
        return ManualTestCase(id: id, title: title, file: file, line: line, steps: caseSteps, quote: quote)
    }

    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: ">") else { break }
            let name = after[..<close]
            if !name.isEmpty, !name.contains(" ") || name.count <= 30, !name.contains("<") { names.append(String(name)) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// `@C1234`, `@TC-12`, `@id:C1234`, `@testrail=C1234` → the case ID.
    static func caseID(fromTag tag: String) -> String? {
        var value = Substring(tag)
        if let separator = value.firstIndex(where: { $0 == ":" || $0 == "=" }) { value = value[value.index(after: separator)...] }
        let (id, _) = CaseTextScanning.caseID(in: value + " x")
        return id
    }

    /// The line-by-line state machine.
    struct Scan {
        let file: String
        let lines: [(number: Int, text: String)]
        var index = 0
        var errors: [CaseInputError] = []
        var background: [Step] = []
        var scenarios: [Scenario] = []
        var pendingTags: [String] = []

        enum Context { case top, feature, background, scenario, examples }
        var context = Context.top
        /// Whether free text is a description here (right after a keyword line).
        var descriptionAllowed = true
        var lastRole: CaseStep.Role = .action

        init(file: String, lines: [(number: Int, text: String)]) {
            self.file = file
            self.lines = lines
        }

        mutating func run() {
            while index < lines.count {
                let (number, raw) = lines[index]
                index += 1
                let text = CaseTextScanning.trimmed(raw)
                if text.isEmpty || text.hasPrefix("#") { continue }
                let column = CaseTextScanning.indentColumn(raw)
                if text.hasPrefix("@") {
                    pendingTags += text.split(separator: " ").filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
                    continue
                }
                if let (keyword, title) = GherkinReader.keyword(in: text) {
                    startBlock(keyword, title: title, number: number, column: column)
                    continue
                }
                if let (word, role, stepText) = GherkinReader.step(in: text) {
                    addStep(word, role: role, text: stepText, number: number, column: column)
                    continue
                }
                if CaseTable.isTableLine(raw) {
                    table(startingAt: number, column: column)
                    continue
                }
                if text.hasPrefix("\"\"\"") || text.hasPrefix("```") {
                    errors.append(CaseInputError(file: file, line: number, column: column, message: "a doc string must follow a step"))
                    skipDocString(fence: String(text.prefix(3)))
                    continue
                }
                if let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) <= 30 {
                    let word = String(text[..<colon])
                    let known = GherkinReader.keywords.map(\.0)
                    if let suggestion = NameSuggestion.closest(to: word, in: known) {
                        errors.append(CaseInputError(file: file, line: number, column: column,
                                                     message: "unknown keyword '\(word)'; did you mean '\(suggestion)'?"))
                        continue
                    }
                }
                if !descriptionAllowed {
                    errors.append(CaseInputError(file: file, line: number, column: column, message:
                        "expected a step (Given, When, Then, And, But; Дано, Когда, Тогда, И, Но) or a keyword, found '\(text)'"))
                }
            }
        }

        mutating func startBlock(_ keyword: Keyword, title: String, number: Int, column: Int) {
            let tags = pendingTags
            pendingTags = []
            descriptionAllowed = true
            lastRole = .action
            switch keyword {
            case .feature, .rule:
                context = .feature
            case .background:
                context = .background
            case .scenario, .outline:
                context = .scenario
                scenarios.append(Scenario(title: title.isEmpty ? "Scenario at line \(number)" : title, line: number,
                                          tags: tags, isOutline: keyword == .outline))
            case .examples:
                guard context == .scenario || context == .examples, scenarios.last?.isOutline == true else {
                    errors.append(CaseInputError(file: file, line: number, column: column, message: "Examples outside a Scenario Outline"))
                    context = .examples
                    return
                }
                context = .examples
            }
        }

        mutating func addStep(_ keyword: String, role: CaseStep.Role?, text: String, number: Int, column: Int) {
            descriptionAllowed = false
            let resolved = role ?? lastRole
            lastRole = resolved
            var step = Step(keyword: keyword, text: text, line: number, role: resolved)
            // A doc string or data table right below belongs to the step.
            while index < lines.count, CaseTextScanning.trimmed(lines[index].text).hasPrefix("#") { index += 1 }
            if index < lines.count {
                let next = CaseTextScanning.trimmed(lines[index].text)
                if next.hasPrefix("\"\"\"") || next.hasPrefix("```") {
                    index += 1
                    step.docString = docString(fence: String(next.prefix(3)), indent: CaseTextScanning.indentColumn(lines[index - 1].text), opened: number)
                } else if CaseTable.isTableLine(lines[index].text) {
                    let start = lines[index]
                    let tableLines = takeTableLines()
                    do {
                        _ = try CaseTable.read(tableLines, file: file)
                    } catch let error as CaseInputError {
                        errors.append(error)
                    } catch {}
                    step.hasDataTable = !tableLines.isEmpty
                    _ = start
                }
            }
            switch context {
            case .background:
                background.append(step)
            case .scenario:
                scenarios[scenarios.count - 1].steps.append(step)
            case .examples:
                errors.append(CaseInputError(file: file, line: number, column: column, message: "a step inside Examples; Examples holds only a table"))
            case .top, .feature:
                errors.append(CaseInputError(file: file, line: number, column: column, message: "a step outside a Scenario or Background"))
            }
        }

        mutating func takeTableLines() -> [(number: Int, text: String)] {
            var tableLines: [(number: Int, text: String)] = []
            while index < lines.count {
                let text = CaseTextScanning.trimmed(lines[index].text)
                if text.hasPrefix("#") { index += 1; continue }
                guard CaseTable.isTableLine(lines[index].text) else { break }
                tableLines.append(lines[index])
                index += 1
            }
            return tableLines
        }

        mutating func table(startingAt number: Int, column: Int) {
            index -= 1
            let tableLines = takeTableLines()
            guard context == .examples, !scenarios.isEmpty else {
                errors.append(CaseInputError(file: file, line: number, column: column, message: "a table must follow a step or 'Examples:'"))
                return
            }
            do {
                scenarios[scenarios.count - 1].examples.append(try CaseTable.read(tableLines, file: file))
            } catch let error as CaseInputError {
                errors.append(error)
                scenarios[scenarios.count - 1].hasUnreadableExamples = true
            } catch {}
            descriptionAllowed = false
        }

        /// The lines up to the closing fence, with the opening fence's indentation removed.
        mutating func docString(fence: String, indent: Int, opened: Int) -> String? {
            var content: [String] = []
            while index < lines.count {
                let raw = lines[index].text
                index += 1
                if CaseTextScanning.trimmed(raw).hasPrefix(fence) { return content.joined(separator: "\n") }
                var line = Substring(raw)
                var removed = 1
                while removed < indent, let first = line.first, first == " " || first == "\t" {
                    line = line.dropFirst()
                    removed += 1
                }
                content.append(String(line))
            }
            errors.append(CaseInputError(file: file, line: opened + 1, message: "unterminated doc string: no closing \(fence)"))
            return nil
        }

        mutating func skipDocString(fence: String) {
            while index < lines.count {
                defer { index += 1 }
                if CaseTextScanning.trimmed(lines[index].text).hasPrefix(fence) { return }
            }
        }
    }

    /// `Scenario Outline: Sign in as <user>` → (.outline, "Sign in as <user>").
    static func keyword(in text: String) -> (Keyword, String)? {
        for (word, keyword) in keywords where text.hasPrefix(word) {
            let rest = text.dropFirst(word.count)
            guard rest.first == ":" else { continue }
            return (keyword, CaseTextScanning.trimmed(rest.dropFirst()))
        }
        return nil
    }

    /// `When I tap "Sign In"` → ("When", .action, "I tap \"Sign In\"").
    static func step(in text: String) -> (String, CaseStep.Role?, String)? {
        for (word, role) in stepKeywords where text.hasPrefix(word) {
            let rest = text.dropFirst(word.count)
            guard rest.first == " " || rest.first == "\t" else { continue }
            let stepText = CaseTextScanning.trimmed(rest)
            guard !stepText.isEmpty else { continue }
            return (word, role, stepText)
        }
        return nil
    }
}
