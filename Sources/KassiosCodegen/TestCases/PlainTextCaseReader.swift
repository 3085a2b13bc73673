/// Reads test cases written as plain text or Markdown, in English or Russian:
///
///     # C101: Sign in with valid credentials
///     **Preconditions:** user is signed out
///     **Steps:**
///     1. Enter "ada@finch.test" into "Email"
///     2. Tap "Sign In"
///     **Expected result:** the Home screen is shown
///
/// A case starts at a heading (or, in a file without headings, at its first line, after
/// `---`, or at a line that starts with a case ID); sections are Preconditions /
/// Предусловия, Steps / Шаги, Expected result / Ожидаемый результат, as headings or as
/// `Label:` lines with the content on the same line or below. Steps are numbered,
/// bulleted, one per line, comma-separated on one line, or a `| Step | Expected |` table.
public struct PlainTextCaseReader {
    enum Section: String {
        case preconditions = "Preconditions"
        case steps = "Steps"
        case expected = "Expected result"
    }

    static let sectionNames: [String: Section] = [
        "preconditions": .preconditions, "precondition": .preconditions, "pre-conditions": .preconditions,
        "prerequisites": .preconditions, "предусловия": .preconditions, "предусловие": .preconditions,
        "предварительные условия": .preconditions,
        "steps": .steps, "test steps": .steps, "steps to reproduce": .steps, "шаги": .steps,
        "шаги выполнения": .steps, "шаги теста": .steps, "шаги воспроизведения": .steps,
        "expected result": .expected, "expected results": .expected, "expected": .expected,
        "expected outcome": .expected, "ожидаемый результат": .expected, "ожидаемые результаты": .expected,
        "ожидаемое": .expected, "ор": .expected,
    ]
    static let idKeys: Set<String> = ["id", "case id", "test id", "case", "кейс", "id кейса", "номер"]
    static let titleKeys: Set<String> = ["title", "name", "summary", "название", "заголовок", "наименование"]
    /// Fields a test-management export carries that say nothing about automation.
    static let ignoredKeys: Set<String> = [
        "priority", "приоритет", "tags", "теги", "type", "тип", "severity", "серьезность", "серьёзность",
        "component", "компонент", "author", "автор", "section", "раздел", "references", "refs", "estimate",
        "milestone", "status", "статус", "description", "описание", "notes", "заметки", "комментарий", "comment",
    ]
    static let stepColumnNames: Set<String> = ["step", "steps", "action", "actions", "шаг", "шаги", "действие", "действия"]
    static let expectedColumnNames: Set<String> = [
        "expected", "expected result", "expected results", "result", "ожидаемый результат", "результат", "ор",
    ]

    let file: String

    public static func read(_ text: String, file: String) -> CaseFileContents {
        var reader = Scan(file: file)
        for line in CaseTextScanning.lines(of: text) { reader.consume(line.number, line.text) }
        reader.finishCase()
        if reader.result.cases.isEmpty && reader.result.errors.isEmpty {
            reader.result.errors.append(CaseInputError(file: file, line: 1, message:
                "no test cases found: expected a title, then 'Steps:' (or 'Шаги:') with at least one step"))
        }
        // A case's own problems come when it ends, after those found on its lines: in line order for the reader.
        reader.result.errors = reader.result.errors.enumerated().sorted { a, b in
            (a.element.line, a.element.column, a.offset) < (b.element.line, b.element.column, b.offset)
        }.map(\.element)
        return reader.result
    }

    /// A case being read.
    struct Draft {
        var id: String?
        var title: String?
        var line: Int
        var sections: [Section: [(number: Int, text: String)]] = [:]
        /// Lines of a list in no section yet (taken as steps).
        var looseItems: [(number: Int, text: String)] = []
        var errors: [CaseInputError] = []
        /// Started by a plain line in a file that may turn out to use headings.
        var fromPlainLine = false

        var hasContent: Bool { !sections.isEmpty || !looseItems.isEmpty }
    }

    struct Scan {
        let file: String
        var result = CaseFileContents()
        var draft: Draft?
        var section: Section?
        /// The heading level case titles use, once a heading title is seen.
        var titleLevel: Int?

        init(file: String) {
            self.file = file
        }

        mutating func consume(_ number: Int, _ raw: String) {
            let text = CaseTextScanning.trimmed(raw)
            if text.isEmpty {
                return
            }
            if ["---", "***", "___", "==="].contains(where: { text.hasPrefix($0) && text.allSatisfy { "-*_= ".contains($0) } }) {
                finishCase()
                return
            }
            if let (level, heading) = PlainTextCaseReader.heading(text) {
                consumeHeading(level: level, heading, number: number, column: CaseTextScanning.indentColumn(raw))
                return
            }
            // An indented `Expected:` under a step belongs to the step.
            let indented = raw.first == " " || raw.first == "\t"
            if CaseTextScanning.listItem(raw) == nil, !(indented && section != nil), let (key, rest) = PlainTextCaseReader.labeled(text) {
                if let found = PlainTextCaseReader.sectionNames[key] {
                    startSection(found, number: number)
                    if !rest.isEmpty { draft?.sections[found, default: []].append((number, rest)) }
                    return
                }
                if PlainTextCaseReader.idKeys.contains(key) || PlainTextCaseReader.titleKeys.contains(key) {
                    metadata(key: key, value: rest, number: number)
                    return
                }
                if PlainTextCaseReader.ignoredKeys.contains(key) {
                    section = nil
                    return
                }
                // `Teardown:` alone on its line, or `**Postconditions:** …` set off as a label.
                // (Under Steps, `**Step 1:** Open the app` and `**When:** …` are steps.)
                if draft != nil && (rest.isEmpty && key.split(separator: " ").count <= 3
                                    || (section != .steps || PlainTextCaseReader.sectionLikeKeys.contains(key))
                                        && PlainTextCaseReader.isEmphasizedLabel(text)) {
                    unknownSection(key, number: number, column: CaseTextScanning.indentColumn(raw))
                    return
                }
            }
            guard draft != nil else {
                // Before any case: the first line of a file without headings is the title.
                startCase(title: text, number: number)
                draft?.fromPlainLine = true
                return
            }
            if titleLevel == nil, section != nil, CaseTextScanning.listItem(raw) == nil, raw.first != " ", raw.first != "\t",
               CaseTextScanning.caseID(in: text).id != nil, draft?.hasContent == true, section != .preconditions {
                startCase(title: text, number: number)
                return
            }
            if let section {
                draft?.sections[section, default: []].append((number, raw))
            } else if CaseTextScanning.listItem(raw) != nil || CaseTable.isTableLine(raw) {
                draft?.looseItems.append((number, raw))
            }
            // Other lines before the first section describe the case; nothing to automate.
        }

        mutating func consumeHeading(level: Int, _ heading: String, number: Int, column: Int) {
            let key = PlainTextCaseReader.normalizedKey(heading)
            if let found = PlainTextCaseReader.sectionNames[key] {
                startSection(found, number: number)
                return
            }
            if let (labelKey, rest) = PlainTextCaseReader.labeled(heading) {
                if let found = PlainTextCaseReader.sectionNames[labelKey] {
                    startSection(found, number: number)
                    if !rest.isEmpty { draft?.sections[found, default: []].append((number, rest)) }
                    return
                }
                if PlainTextCaseReader.idKeys.contains(labelKey) || PlainTextCaseReader.titleKeys.contains(labelKey) {
                    metadata(key: labelKey, value: rest, number: number)
                    return
                }
            }
            // A heading over an empty case was the document's title (or a preamble line was):
            // this heading starts the first case.
            if let existing = draft, !existing.hasContent, existing.errors.isEmpty,
               existing.fromPlainLine || level > (titleLevel ?? 0) {
                draft = nil
                titleLevel = level
            }
            if titleLevel == nil || level <= titleLevel! || draft == nil {
                if titleLevel == nil || level < titleLevel! { titleLevel = level }
                startCase(title: heading, number: number)
                return
            }
            unknownSection(heading, number: number, column: column)
        }

        mutating func startSection(_ found: Section, number: Int) {
            if draft == nil { draft = Draft(line: number) }
            section = found
        }

        mutating func metadata(key: String, value: String, number: Int) {
            if PlainTextCaseReader.idKeys.contains(key) {
                if draft?.hasContent == true || draft?.id != nil { finishCase() }
                if draft == nil { draft = Draft(line: number) }
                draft?.id = value.isEmpty ? nil : value
            } else {
                if draft?.hasContent == true || draft?.title != nil { finishCase() }
                if draft == nil { draft = Draft(line: number) }
                let (id, title) = CaseTextScanning.caseID(in: value)
                draft?.title = title
                draft?.line = number
                if draft?.id == nil { draft?.id = id }
            }
            section = nil
        }

        mutating func unknownSection(_ name: String, number: Int, column: Int) {
            if draft == nil { draft = Draft(line: number) }
            draft?.errors.append(CaseInputError(file: file, line: number, column: column, message:
                "unknown section '\(name)'; expected Preconditions, Steps or Expected result (Предусловия, Шаги, Ожидаемый результат)"))
            section = nil
        }

        mutating func startCase(title: String, number: Int) {
            if let existing = draft, existing.title != nil || existing.hasContent { finishCase() }
            let (id, rest) = CaseTextScanning.caseID(in: title)
            var next = draft ?? Draft(line: number)
            next.title = rest
            next.line = number
            if next.id == nil { next.id = id }
            draft = next
            section = nil
        }

        mutating func finishCase() {
            defer {
                draft = nil
                section = nil
            }
            guard let draft else { return }
            var errors = draft.errors
            let title = draft.title ?? draft.id ?? ""
            var testCase = ManualTestCase(id: draft.id, title: title, file: file, line: draft.line)
            do {
                testCase.preconditions = try items(draft.sections[.preconditions] ?? []).map(\.text)
                let stepItems = try items(draft.looseItems + (draft.sections[.steps] ?? []), tableAllowed: true)
                testCase.steps = stepItems.enumerated().map { index, item in
                    CaseStep(number: index + 1, text: item.text.text, line: item.text.line, expected: item.expected)
                }
                testCase.expected = try items(draft.sections[.expected] ?? []).map(\.text)
            } catch let error as CaseInputError {
                errors.append(error)
            } catch {}
            if title.isEmpty {
                errors.append(CaseInputError(file: file, line: draft.line, message: "test case has no title"))
            }
            if testCase.steps.isEmpty && errors.isEmpty {
                errors.append(CaseInputError(file: file, line: draft.line, message:
                    "test case '\(title)' has no steps; add a 'Steps:' (or 'Шаги:') section with at least one step"))
            }
            guard errors.isEmpty else {
                result.errors += errors
                return
            }
            testCase.quote = PlainTextCaseReader.quote(testCase)
            result.cases.append(testCase)
        }

        struct Item {
            var text: CaseText
            var expected: [CaseText] = []
        }

        /// A section's lines as items: list items (with indented continuation lines and
        /// `Expected:` lines under them), a steps table, or one line split at commas.
        func items(_ lines: [(number: Int, text: String)], tableAllowed: Bool = false) throws -> [Item] {
            var result: [Item] = []
            var index = 0
            var sawListItem = false
            while index < lines.count {
                let (number, raw) = lines[index]
                if CaseTable.isTableLine(raw) {
                    var tableLines: [(number: Int, text: String)] = []
                    while index < lines.count, CaseTable.isTableLine(lines[index].text) {
                        tableLines.append(lines[index])
                        index += 1
                    }
                    guard tableAllowed else {
                        throw CaseInputError(file: file, line: number, column: CaseTextScanning.indentColumn(raw),
                                             message: "bad table: only the Steps section may be a table")
                    }
                    result += try tableItems(tableLines)
                    sawListItem = true
                    continue
                }
                index += 1
                let text = CaseTextScanning.trimmed(raw)
                if let item = CaseTextScanning.listItem(raw) {
                    sawListItem = true
                    result.append(Item(text: CaseText(item, line: number)))
                    continue
                }
                let indented = raw.first == " " || raw.first == "\t"
                if let (key, rest) = PlainTextCaseReader.labeled(text), PlainTextCaseReader.sectionNames[key] == .expected,
                   !result.isEmpty, !rest.isEmpty {
                    result[result.count - 1].expected += CaseTextScanning.splitList(rest).map { CaseText($0, line: number) }
                } else if indented, !result.isEmpty {
                    result[result.count - 1].text.text += " " + text
                } else {
                    result.append(Item(text: CaseText(text, line: number)))
                }
            }
            // One unnumbered line holds a list: "Steps: tap Email, type …, tap Sign In".
            if !sawListItem, result.count == 1, result[0].expected.isEmpty {
                let line = result[0].text.line
                return CaseTextScanning.splitList(result[0].text.text).map { Item(text: CaseText($0, line: line)) }
            }
            return result
        }

        func tableItems(_ lines: [(number: Int, text: String)]) throws -> [Item] {
            let table = try CaseTable.read(lines, file: file)
            guard let stepColumn = table.column(named: PlainTextCaseReader.stepColumnNames) else {
                throw CaseInputError(file: file, line: table.header.line, message:
                    "bad table: no 'Step' (or 'Шаг') column; the header has \(table.header.cells.map { "'\($0)'" }.joined(separator: ", "))")
            }
            let expectedColumn = table.column(named: PlainTextCaseReader.expectedColumnNames)
            return table.rows.compactMap { row in
                let step = row.cells[stepColumn]
                guard !step.isEmpty else { return nil }
                var item = Item(text: CaseText(step, line: row.line))
                if let expectedColumn, !row.cells[expectedColumn].isEmpty {
                    item.expected = CaseTextScanning.splitList(row.cells[expectedColumn]).map { CaseText($0, line: row.line) }
                }
                return item
            }
        }
    }

    /// `## Steps` → (2, "Steps").
    static func heading(_ text: String) -> (Int, String)? {
        let hashes = text.prefix { $0 == "#" }
        guard !hashes.isEmpty, hashes.count <= 6 else { return nil }
        let rest = text.dropFirst(hashes.count)
        guard rest.first == " " || rest.first == "\t" else { return nil }
        var heading = CaseTextScanning.trimmed(rest)
        while heading.hasSuffix("#") { heading = CaseTextScanning.trimmed(heading.dropLast()) }
        heading = CaseTextScanning.withoutEmphasis(heading)
        return heading.isEmpty ? nil : (hashes.count, heading)
    }

    /// `**Steps:** tap A, tap B` → ("steps", "tap A, tap B"); the label is at most four words.
    static func labeled(_ text: String) -> (String, String)? {
        let plain = CaseTextScanning.withoutEmphasis(text)
        guard let colon = plain.firstIndex(of: ":") else { return nil }
        let key = normalizedKey(String(plain[..<colon]))
        guard !key.isEmpty, key.split(separator: " ").count <= 4, !key.contains("\""), !key.contains("«") else { return nil }
        return (key, CaseTextScanning.trimmed(plain[plain.index(after: colon)...]))
    }

    /// `**Label:** text`, `**Label**: text`, `__Label:__ text`: a section's label in bold,
    /// whatever follows. (`**Tap** the button: OK` is a step.)
    static func isEmphasizedLabel(_ text: String) -> Bool {
        for mark in ["**", "__"] where text.hasPrefix(mark) {
            let body = text.dropFirst(mark.count)
            guard let close = body.firstRange(of: mark) else { return false }
            let inside = body[..<close.lowerBound]
            let colonInside = inside.hasSuffix(":") && !inside.dropLast().contains(":")
            let colonAfter = body[close.upperBound...].hasPrefix(":") && !inside.contains(":")
            return !inside.isEmpty && (colonInside || colonAfter)
        }
        return false
    }

    /// Labels of sections kassios does not read, told apart from a bold step label under Steps.
    static let sectionLikeKeys: Set<String> = ["postconditions", "postcondition", "teardown", "cleanup", "clean up", "notes",
                                               "note", "setup", "test data", "attachments", "постусловия", "примечания"]

    static func normalizedKey(_ text: String) -> String {
        var key = CaseTextScanning.withoutEmphasis(text).lowercased()
        while key.hasSuffix(":") { key.removeLast() }
        return key.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// The case as its doc comment quotes it.
    static func quote(_ testCase: ManualTestCase) -> [String] {
        var lines = [(testCase.id.map { "\($0): " } ?? "") + testCase.title]
        if !testCase.preconditions.isEmpty {
            lines.append("Preconditions:")
            lines += testCase.preconditions.map { "- " + $0.text }
        }
        lines.append("Steps:")
        for step in testCase.steps {
            lines.append("\(step.number). \(step.text)")
            lines += step.expected.map { "   Expected: " + $0.text }
        }
        if !testCase.expected.isEmpty {
            lines.append("Expected result:")
            lines += testCase.expected.map { "- " + $0.text }
        }
        return lines
    }
}
