import KassiosHierarchy
import KassiosModel

/// What generation did, per case: steps automated (and on what evidence), steps left to
/// a person (why, and what came close), unmapped preconditions, screens used; as JSON
/// (`--report FILE`) and as a summary for people.
public struct GenerationReport {
    public let plans: [CasePlan]
    public let files: [OutputFile]
    public let style: TestGenerationConfiguration.Style

    public init(plans: [CasePlan], files: [OutputFile], style: TestGenerationConfiguration.Style) {
        self.plans = plans
        self.files = files
        self.style = style
    }

    public var automatedCount: Int { plans.map(\.automatedCount).reduce(0, +) }
    public var refusedCount: Int { plans.map(\.refusedCount).reduce(0, +) }

    // MARK: - JSON

    /// Whether `text` reads as a report this writes (a JSON object with its version, totals
    /// and cases): what `--report` may replace without `--force`.
    public static func isReport(_ text: String) -> Bool {
        guard let document = try? JSONDocument.read(Array(text.utf8)), document.kind(document.top) == .object else { return false }
        return ["version", "totals", "cases"].allSatisfy { document.lastMember(document.top, $0) != nil }
    }

    public var json: String {
        var lines = ["{", "  \"version\": 1,", "  \"style\": \(q(style.rawValue)),"]
        lines.append("  \"files\": [" + files.map { "{\"path\": \(q($0.path)), \"kind\": \(q($0.kind.rawValue))}" }.joined(separator: ", ") + "],")
        lines.append("  \"totals\": {\"cases\": \(plans.count), \"items\": \(automatedCount + refusedCount), \"automated\": \(automatedCount), \"notAutomated\": \(refusedCount)},")
        lines.append("  \"cases\": [")
        for (index, plan) in plans.enumerated() {
            lines += caseObject(plan).map { "    " + $0 }
            if index < plans.count - 1 { lines[lines.count - 1] += "," }
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    func q(_ text: String) -> String { JSONText.quoted(text) }

    func caseObject(_ plan: CasePlan) -> [String] {
        let testCase = plan.testCase
        var lines = ["{"]
        lines.append("  \"id\": \(testCase.id.map(q) ?? "null"),")
        lines.append("  \"title\": \(q(testCase.title)),")
        lines.append("  \"source\": \(q("\(testCase.file):\(testCase.line)")),")
        lines.append("  \"method\": \(q(plan.methodName)),")
        lines.append("  \"automated\": \(plan.automatedCount),")
        lines.append("  \"notAutomated\": \(plan.refusedCount),")
        lines.append("  \"screens\": [" + plan.screensUsed.map(q).joined(separator: ", ") + "],")
        lines.append("  \"mappedPreconditions\": [" + plan.mappedPreconditions.map(q).joined(separator: ", ") + "],")
        lines.append("  \"unmappedPreconditions\": [" + plan.unmappedPreconditions.map { "{\"text\": \(q($0.text)), \"line\": \($0.line)}" }.joined(separator: ", ") + "],")
        lines.append("  \"items\": [")
        for (index, item) in plan.items.enumerated() {
            var fields = ["\"label\": \(q(item.label))", "\"line\": \(item.line)", "\"text\": \(q(item.text))"]
            switch item.outcome {
            case .automated(let operation, let evidence):
                fields.append("\"automated\": true")
                fields.append("\"operation\": \(q(GenerationReport.describe(operation)))")
                if let evidence, !evidence.isEmpty { fields.append("\"evidence\": \(q(evidence))") }
                if item.repetitions > 1 { fields.append("\"repetitions\": \(item.repetitions)") }
                if !item.way.isEmpty { fields.append("\"way\": [" + item.way.map { q(GenerationReport.describe($0)) }.joined(separator: ", ") + "]") }
                if !item.notes.isEmpty { fields.append("\"notes\": [" + item.notes.map(q).joined(separator: ", ") + "]") }
            case .refused(let refusal):
                fields.append("\"automated\": false")
                fields.append("\"reason\": \(q(refusal.reason))")
                fields.append("\"candidates\": [" + refusal.candidates.map(q).joined(separator: ", ") + "]")
                if let missing = refusal.missingIdentifier { fields.append("\"missingIdentifier\": \(q(missing))") }
            }
            lines.append("    {" + fields.joined(separator: ", ") + "}" + (index < plan.items.count - 1 ? "," : ""))
        }
        lines.append("  ]")
        lines.append("}")
        return lines
    }

    /// `LoginScreen.email: typeText "ada@finch.test"`.
    static func describe(_ operation: Operation) -> String {
        switch operation {
        case .launched: return "launch"
        case .precondition(let name): return "precondition \"\(name)\""
        case .setUp(let call): return "set-up \(call)"
        case .element(let container, let element, let action): return "\(container).\(element.name): \(describe(action))"
        case .robotCall(let container, let call):
            return "\(container).\(call.method)(\(call.arguments.joined(separator: ", ")))" + (call.stub != nil ? " (stub generated)" : "")
        case .screenCheck(let container): return "assertOnScreen(\(container))"
        case .navigate(let container): return "navigate(to: \(container))"
        case .call(let container, let method): return "\(container).\(method)()"
        case .appSwipe(let direction): return "app.swipe\(SwiftSource.capitalized(direction.rawValue))()"
        case .scrollTo(let container, let helper, let element): return "\(container).\(helper)\(element.name))"
        }
    }

    static func describe(_ action: StepAction) -> String {
        switch action {
        case .tap: return "tap"
        case .typeText(let text): return "typeText \(SwiftSource.stringLiteral(text))"
        case .replaceText(let text): return "replaceText \(SwiftSource.stringLiteral(text))"
        case .setSwitch(let on): return "setSwitch(on: \(on))"
        case .assertVisible: return "assertVisible"
        case .assertHidden: return "assertHidden"
        case .assertValue(let value, let contains): return (contains ? "contains " : "equals ") + SwiftSource.stringLiteral(value)
        case .assertSwitch(let on): return on ? "is on" : "is off"
        case .assertEnabled(let enabled): return enabled ? "is enabled" : "is disabled"
        case .swipe(let direction): return "swipe \(direction.rawValue)"
        }
    }

    // MARK: - Summary

    /// One block per case: the counts, then each step left to a person with its reason, and
    /// each automated one the reader must check (⚠).
    public var summary: String {
        var lines: [String] = []
        for plan in plans {
            let testCase = plan.testCase
            let title = (testCase.id.map { "\($0) " } ?? "") + testCase.title
            lines.append("\(testCase.file):\(testCase.line): \(title) → \(plan.methodName): \(plan.automatedCount) automated, \(plan.refusedCount) not automated")
            if !plan.screensUsed.isEmpty { lines.append("  screens: \(plan.screensUsed.joined(separator: ", "))") }
            for item in plan.items {
                // Automated, but on something a reader must check: a move no test shows, a way the case skips.
                for note in item.notes { lines.append("  ⚠ \(item.label) (line \(item.line)): \"\(item.text)\" — \(note)") }
                guard case .refused(let refusal) = item.outcome else { continue }
                var line = "  ✗ \(item.label) (line \(item.line)): \"\(item.text)\" — \(refusal.reason)"
                if !refusal.candidates.isEmpty {
                    line += (refusal.reason.hasPrefix("no element") ? "; closest: " : "; candidates: ") + refusal.candidates.joined(separator: ", ")
                }
                lines.append(line)
            }
        }
        for file in files where file.kind != .test {
            lines.append("new \(file.kind == .screenStub ? "screen object" : "robot methods"): \(file.path)")
        }
        lines.append("\(plans.count) case\(plans.count == 1 ? "" : "s"): \(automatedCount) step\(automatedCount == 1 ? "" : "s") automated, \(refusedCount) not automated")
        return lines.joined(separator: "\n") + "\n"
    }
}
