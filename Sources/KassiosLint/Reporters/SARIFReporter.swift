/// SARIF 2.1.0, for GitHub code scanning and SARIF viewers.
///
/// One run. `tool.driver.rules` describes every rule kassios has and its built-in diagnostics,
/// always in the same order, so a `ruleIndex` means the same rule in every run. Each result
/// has one location: the file as a URI relative to `%SRCROOT%` (the directory kassios ran
/// in), or a `file://` URI when the file lies outside it; the screen and element, when known,
/// as a logical location. Columns count Unicode code points (`columnKind`), as SARIF viewers
/// and GitHub count them, where the other outputs count UTF-8 bytes as the compiler does.
public enum SARIFReporter: StreamingReporter {
    public static let name = "sarif"
    public static let sarifVersion = "2.1.0"
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `uriBaseId` of relative paths: the directory kassios ran in, usually the repository root.
    public static let sourceRootBaseID = "%SRCROOT%"

    public static func write(_ result: LintResult, to output: (String) -> Void) {
        write(result, rules: ReportedRule.all, to: output)
    }

    /// `rules` are described in their order; a finding whose rule is not among them gets a
    /// descriptor after them, in order of first appearance.
    public static func report(_ result: LintResult, rules known: [ReportedRule], version: String = KassiosVersion.current) -> String {
        ReportChunks.joined { write(result, rules: known, version: version, to: $0) }
    }

    /// The log as `report(_:rules:version:)` has it, handed to `output` in pieces: the frame and
    /// the rules first, then the results a piece of about `ReportChunks.size` bytes at a time,
    /// each result made as a tree and printed on its own, then the frame's end.
    public static func write(_ result: LintResult, rules known: [ReportedRule], version: String = KassiosVersion.current,
                             to output: (String) -> Void) {
        var rules: [ReportedRule] = []
        var indexOf: [String: Int] = [:]
        for rule in known where indexOf[rule.identifier] == nil {
            indexOf[rule.identifier] = rules.count
            rules.append(rule)
        }
        for finding in result.findings where indexOf[finding.rule] == nil {
            indexOf[finding.rule] = rules.count
            rules.append(ReportedRule(identifier: finding.rule, name: finding.rule,
                                      summary: "kassios reports \(finding.rule).",
                                      rationale: "kassios reports \(finding.rule); see the message of each result.",
                                      defaultSeverity: finding.severity))
        }
        let tool: JSONTree = .object([("driver", .object([
            ("name", .string("kassios")),
            ("version", .string(version)),
            ("semanticVersion", .string(version)),
            ("rules", .array(rules.map(descriptor))),
        ]))])

        // The log is an object holding one run, whose members are two spaces in from the run's
        // six: what printing the whole log as one `JSONTree` gives, written out here.
        var bytes: [UInt8] = []
        bytes += "{\n  \"$schema\": \(JSONReporter.quoted(schemaURI)),\n  \"version\": \(JSONReporter.quoted(sarifVersion)),".utf8
        bytes += "\n  \"runs\": [\n    {\n      \"tool\": ".utf8
        tool.write(to: &bytes, indent: 6)
        bytes += ",\n      \"columnKind\": \"unicodeCodePoints\",\n      \"results\": [".utf8
        for (index, finding) in result.findings.enumerated() {
            bytes += (index == 0 ? "\n        " : ",\n        ").utf8
            sarifResult(finding, ruleIndex: indexOf[finding.rule]!).write(to: &bytes, indent: 8)
            ReportChunks.handOn(&bytes, to: output)
        }
        bytes += (result.findings.isEmpty ? "]" : "\n      ]").utf8
        bytes += "\n    }\n  ]\n}\n".utf8
        ReportChunks.handOn(&bytes, to: output, finished: true)
    }

    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private static func descriptor(_ rule: ReportedRule) -> JSONTree {
        var configuration: [(key: String, value: JSONTree)] = [("level", .string(level(rule.defaultSeverity)))]
        if rule.isOptIn { configuration.append(("enabled", .bool(false))) }
        return .object([
            ("id", .string(rule.identifier)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object(configuration)),
        ])
    }

    private static func sarifResult(_ finding: Finding, ruleIndex: Int) -> JSONTree {
        var location: [(key: String, value: JSONTree)] = [
            ("physicalLocation", .object([
                ("artifactLocation", artifactLocation(for: finding.file)),
                ("region", .object([
                    ("startLine", .int(max(1, finding.line))),
                    ("startColumn", .int(max(1, finding.characterColumn ?? finding.column))),
                ])),
            ])),
        ]
        if let logical = logicalLocation(screen: finding.screen, element: finding.element) {
            location.append(("logicalLocations", .array([logical])))
        }
        return .object([
            ("ruleId", .string(finding.rule)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object(location)])),
        ])
    }

    private static func logicalLocation(screen: String?, element: String?) -> JSONTree? {
        switch (screen, element) {
        case let (screen?, element?):
            return .object([("name", .string(element)), ("fullyQualifiedName", .string(screen + "." + element)),
                            ("kind", .string("member"))])
        case let (screen?, nil):
            return .object([("name", .string(screen)), ("fullyQualifiedName", .string(screen)), ("kind", .string("type"))])
        case let (nil, element?):
            return .object([("name", .string(element)), ("kind", .string("member"))])
        case (nil, nil):
            return nil
        }
    }

    /// A path as kassios prints it → `uri` (and `uriBaseId` when relative).
    static func artifactLocation(for path: String) -> JSONTree {
        if path.hasPrefix("/") {
            return .object([("uri", .string("file://" + percentEncoded(path)))])
        }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return .object([("uri", .string(percentEncoded(String(relative)))), ("uriBaseId", .string(sourceRootBaseID))])
    }

    /// Every byte but RFC 3986's unreserved characters and `/` as `%XX` (UTF-8), so any file name
    /// — spaces, `:`, `#`, `%`, non-ASCII — makes a valid URI reference that decodes back to it.
    public static func percentEncoded(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
