import KassiosSyntax

/// Inline suppressions, read from real comments only (never from strings):
///
///     // kassios:disable runtime-identifier missing-onload    (from here on)
///     // kassios:enable runtime-identifier                    (from here on)
///     // kassios:disable:next all                             (the next line)
///     // kassios:disable:this runtime-identifier              (this line)
///     // kassios:disable:previous runtime-identifier          (the line before)
///     // kassios:ignore-id                                    (KassiOS's spelling of
///                                                              disable:this runtime-identifier)
struct SuppressionCommand: Equatable {
    enum Action: Equatable { case disable, enable }
    enum Scope: Equatable { case region, next, this, previous }

    var action: Action
    var scope: Scope
    /// Rule ids, or `all`.
    var rules: [String]
    var line: Int
    var column: Int
    /// Offset of the command in its line's comment, for ordering on one line.
    var offset: Int
    /// The command as written, for messages: `kassios:disable:next`, `kassios:ignore-id`.
    var spelling = "kassios:disable"

    func covers(_ rule: String) -> Bool { rules.contains("all") || rules.contains(rule) }

    /// Parses one comment's text; nil if it is not a kassios command.
    /// The first word of a comment that starts as a command but is none (`kassios:disable:nxt`),
    /// when the comment is nothing but it: prose that mentions kassios is not one.
    static func attemptedCommand(_ comment: String) -> String? {
        var body = Substring(comment)
        if body.hasPrefix("//") { body = body.drop { $0 == "/" } } else if body.hasPrefix("/*") { body = body.dropFirst(2).drop { $0 == "*" } } else { return nil }
        let head = body.drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" && $0 != "\n" }
        guard head.hasPrefix("kassios:"), head.count > "kassios:".count else { return nil }
        return String(head.hasSuffix("*/") ? head.dropLast(2) : head)
    }

    static func parse(_ comment: String, at location: SourceLocation) -> SuppressionCommand? {
        var body = Substring(comment)
        if body.hasPrefix("//") {
            body = body.drop { $0 == "/" }
        } else if body.hasPrefix("/*") {
            body = body.dropFirst(2).drop { $0 == "*" }
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        } else {
            return nil
        }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard let head = words.first, head.hasPrefix("kassios:") else { return nil }
        let command = head.dropFirst("kassios:".count)
        // The rule ids, up to a reason: after ` - ` (`runtime-identifier - legacy`), or after an id
        // that ends with a colon (`runtime-identifier: legacy, FIN-12`).
        var rules: [String] = []
        for word in words.dropFirst() {
            if word.hasPrefix("-") { break }
            if word.hasSuffix(":") {
                if word.count > 1 { rules.append(String(word.dropLast())) }
                break
            }
            rules.append(String(word))
        }
        var result = SuppressionCommand(action: .disable, scope: .region, rules: Array(rules), line: location.line,
                                        column: location.column, offset: location.offset, spelling: String(head))
        switch command {
        case "ignore-id":
            result.scope = .this
            result.rules = ["runtime-identifier"]
            return result
        case "disable": result.scope = .region
        case "disable:next": result.scope = .next
        case "disable:this": result.scope = .this
        case "disable:previous": result.scope = .previous
        case "enable":
            result.action = .enable
        case "enable:next", "enable:this", "enable:previous":
            result.action = .enable
            result.scope = command.hasSuffix("next") ? .next : command.hasSuffix("this") ? .this : .previous
        default:
            return nil
        }
        return result.rules.isEmpty ? nil : result
    }
}

/// The suppression commands of one file, and which findings they silence.
struct FileSuppressions {
    let commands: [SuppressionCommand]
    /// Comments that start as a command (`kassios:disable:nxt`, `kassios:disable` with no rule) and
    /// are none: they suppress nothing, which `superfluous-suppression` says.
    let malformed: [(line: Int, column: Int, spelling: String)]

    init(file: SourceFile) {
        var commands: [SuppressionCommand] = []
        var malformed: [(line: Int, column: Int, spelling: String)] = []
        for comment in file.comments where FileSuppressions.mentionsKassios(file.bytes, comment.range) {
            // Only the few comments that mention kassios become Strings: files have thousands of comments.
            let text = file.text(of: comment)
            if let command = SuppressionCommand.parse(text, at: comment.location) {
                commands.append(command)
            } else if let spelling = SuppressionCommand.attemptedCommand(text) {
                malformed.append((comment.location.line, comment.location.column, spelling))
            }
        }
        self.commands = commands
        self.malformed = malformed
    }

    /// The file's suppression commands; nil when it has none (nor a malformed one).
    static func of(_ file: SourceFile) -> FileSuppressions? {
        let suppressions = FileSuppressions(file: file)
        return suppressions.commands.isEmpty && suppressions.malformed.isEmpty ? nil : suppressions
    }

    static let marker = Array("kassios:".utf8)

    /// Whether the bytes in `range` contain `kassios:`, without building a String.
    static func mentionsKassios(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let last = range.upperBound - marker.count
        var i = range.lowerBound
        while i <= last {
            if bytes[i] == UInt8(ascii: "k") {
                var k = 1
                while k < marker.count && bytes[i + k] == marker[k] { k += 1 }
                if k == marker.count { return true }
            }
            i += 1
        }
        return false
    }

    /// The index of the command that silences `rule` at this position, if any.
    func suppressingCommand(rule: String, line: Int, column: Int) -> Int? {
        // Line-scoped commands first: they are the most specific.
        for (index, command) in commands.enumerated() where command.scope != .region && command.covers(rule) {
            let target: Int
            switch command.scope {
            case .next: target = command.line + 1
            case .previous: target = command.line - 1
            default: target = command.line
            }
            if target == line { return command.action == .disable ? index : nil }
        }
        // Regions: the last disable/enable before the finding decides.
        var decision: Int?
        for (index, command) in commands.enumerated() where command.scope == .region && command.covers(rule) {
            guard (command.line, command.column) < (line, column) else { break }
            decision = command.action == .disable ? index : nil
        }
        return decision
    }
}

/// Applies every file's suppressions to the findings.
enum SuppressionFilter {
    struct Result {
        var kept: [Finding]
        /// Commands that silenced nothing: (file, command).
        var superfluous: [(file: String, command: SuppressionCommand)]
        /// Comments that look like a command and are none.
        var malformed: [(file: String, line: Int, column: Int, spelling: String)] = []
    }

    /// The suppression commands of each file that has any, by path.
    static func suppressions(in files: [SourceFile]) -> [String: FileSuppressions] {
        var suppressions: [String: FileSuppressions] = [:]
        for file in files {
            if let fileSuppressions = FileSuppressions.of(file) { suppressions[file.path] = fileSuppressions }
        }
        return suppressions
    }

    /// `suppressions`: as `suppressions(in:)` read them from the files the findings are in.
    /// `findings` is filtered in place: a large run's findings are not held twice.
    static func apply(_ findings: consuming [Finding], suppressions: [String: FileSuppressions]) -> Result {
        var used: [String: Set<Int>] = [:]
        var kept = findings
        if !suppressions.isEmpty {
            kept.removeAll { finding in
                guard let fileSuppressions = suppressions[finding.file],
                      let index = fileSuppressions.suppressingCommand(rule: finding.rule, line: finding.line, column: finding.column)
                else { return false }
                used[finding.file, default: []].insert(index)
                return true
            }
        }
        var superfluous: [(file: String, command: SuppressionCommand)] = []
        var malformed: [(file: String, line: Int, column: Int, spelling: String)] = []
        for (path, fileSuppressions) in suppressions.sorted(by: { $0.key < $1.key }) {
            malformed += fileSuppressions.malformed.map { (path, $0.line, $0.column, $0.spelling) }
            for (index, command) in fileSuppressions.commands.enumerated()
            where command.action == .disable && !(used[path]?.contains(index) ?? false) {
                superfluous.append((path, command))
            }
        }
        return Result(kept: kept, superfluous: superfluous, malformed: malformed)
    }
}
