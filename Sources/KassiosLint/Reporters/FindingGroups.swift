extension LintResult {
    /// The indices of the findings of each file, files in order of first appearance (path order,
    /// as the runner sorts): indices, not copies, as a report of every finding goes through them.
    var findingIndicesByFile: [(file: String, indices: [Int])] {
        var groups: [(file: String, indices: [Int])] = []
        var indexOf: [String: Int] = [:]
        for (index, finding) in findings.enumerated() {
            if let group = indexOf[finding.file] {
                groups[group].indices.append(index)
            } else {
                indexOf[finding.file] = groups.count
                groups.append((finding.file, [index]))
            }
        }
        return groups
    }

    /// How many findings of each rule and severity, most frequent first, then errors before
    /// warnings before notes, then by rule id.
    var countsByRule: [(rule: String, severity: Severity, count: Int)] {
        var counts: [String: [Severity: Int]] = [:]
        for finding in findings { counts[finding.rule, default: [:]][finding.severity, default: 0] += 1 }
        var rows: [(rule: String, severity: Severity, count: Int)] = []
        for (rule, bySeverity) in counts {
            for (severity, count) in bySeverity { rows.append((rule, severity, count)) }
        }
        return rows.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            if a.severity != b.severity { return a.severity > b.severity }
            return a.rule < b.rule
        }
    }

    func count(of severity: Severity) -> Int {
        findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// `14 errors, 1 warning`; notes are named only when there are some.
    var severityBreakdown: String {
        var parts = [counted(count(of: .error), "error"), counted(count(of: .warning), "warning")]
        let notes = count(of: .note)
        if notes > 0 { parts.append(counted(notes, "note")) }
        return parts.joined(separator: ", ")
    }
}

/// `1 file`, `2 files`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
