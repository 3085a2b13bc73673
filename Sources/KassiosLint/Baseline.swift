#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosHierarchy
import KassiosModel
import KassiosSyntax

/// Today's findings, recorded so that only new ones are reported: how a team adopts
/// kassios on a legacy suite. A finding is matched by file, rule, its message (numbers
/// standing alone in it, lines and counts, blanked) and the text of its source line — never by line number,
/// so unrelated edits that shift lines keep matching. Fixed findings simply disappear.
public struct Baseline: Equatable {
    public struct Entry: Hashable, Comparable {
        public var file: String
        public var rule: String
        public var message: String
        public var lineText: String

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.rule, a.lineText, a.message) < (b.file, b.rule, b.lineText, b.message)
        }
    }

    public static let version = 1
    /// Sorted; an entry appears as often as identical findings exist.
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Every number standing alone → `_` (`line 42` → `line _`, `6 inline interactions` → `_ inline
    /// interactions`): a message that mentions a position or a count must not change with an edit
    /// elsewhere. Digits inside a name stay (`home.tab_0`, `S12Screen`).
    static func normalized(_ message: String) -> String {
        // Most messages have no digit: one byte scan answers them.
        guard message.utf8.contains(where: isDigit) else { return message }
        var result: [UInt8] = []
        result.reserveCapacity(message.utf8.count)
        let bytes = Array(message.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard isDigit(byte), index == 0 || !(NameBytes.isNamePart(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: ".")) else {
                result.append(byte)
                index += 1
                continue
            }
            var end = index
            while end < bytes.count && isDigit(bytes[end]) { end += 1 }
            // After it, a `.` ends a sentence (`line 42.`); a letter or `_` makes it part of a word.
            if end < bytes.count && NameBytes.isNamePart(bytes[end]) {
                result += bytes[index..<end]   // `2nd`, `3x`: part of a word
            } else {
                result.append(UInt8(ascii: "_"))
            }
            index = end
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// An entry as it is matched: a call's argument labels left out of its message (`returned by
    /// WalletIDs.row(_:_:)` matches the `returned by WalletIDs.row()` of a baseline an earlier kassios
    /// wrote), so that a message naming a function more exactly does not bring a baselined finding back.
    static func matching(_ entry: Entry) -> Entry {
        // Read as bytes: `contains(_:)` here was most of the time a large baseline is matched in.
        guard entry.message.includes(":)") else { return entry }
        var result = entry
        result.message = withoutArgumentLabels(entry.message)
        return result
    }

    /// `row(_:_:)` → `row()`, `walletItem(walletName:)` → `walletItem()`: each parenthesis that holds
    /// argument labels only.
    static func withoutArgumentLabels(_ message: String) -> String {
        let bytes = Array(message.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            result.append(bytes[index])
            guard bytes[index] == UInt8(ascii: "(") else { index += 1; continue }
            // Labels: names (or `_`), each followed by `:`, up to `)`.
            var end = index + 1
            var labels = 0
            while end < bytes.count {
                var name = end
                while name < bytes.count, NameBytes.isASCIINamePart(bytes[name]) { name += 1 }
                guard name > end, name < bytes.count, bytes[name] == UInt8(ascii: ":") else { break }
                labels += 1
                end = name + 1
            }
            if labels > 0, end < bytes.count, bytes[end] == UInt8(ascii: ")") { index = end } else { index += 1 }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// `file` (relative to `workingDirectory`, or absolute) relative to `directory`, `.` and `..`
    /// resolved: `UITests/../UITests/A.swift` run from the root and `A.swift` run from `UITests` are
    /// both `UITests/A.swift` for a baseline at the root. A file outside `directory` is named as
    /// before, relative to the working directory (a baseline kept in a folder of its own still
    /// matches what it recorded), with `.` and `..` resolved.
    static func path(_ file: String, from workingDirectory: String, relativeTo directory: String) -> String {
        let absolute = PathName.resolvingDots(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
        for base in [PathName.resolvingDots(directory), PathName.resolvingDots(workingDirectory)] {
            let prefix = base == "/" ? "/" : base + "/"
            if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        }
        return absolute
    }

    static func entry(for finding: Finding, lineText: String) -> Entry {
        Entry(file: finding.file, rule: finding.rule, message: normalized(finding.message),
              lineText: trimmed(lineText))
    }

    /// The line without surrounding whitespace; tabs and spaces are cut here, and Foundation
    /// is asked only when other whitespace may be at either end.
    static func trimmed(_ line: String) -> String {
        let utf8 = line.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start = utf8.index(after: start) }
        while start < end, utf8[utf8.index(before: end)] == 0x20 || utf8[utf8.index(before: end)] == 0x09 {
            end = utf8.index(before: end)
        }
        if start < end && (utf8[start] >= 0x80 || utf8[utf8.index(before: end)] >= 0x80) {
            return line.trimmingBlanks()
        }
        if start == utf8.startIndex && end == utf8.endIndex { return line }
        return String(line[start..<end])
    }

    /// Each finding's entry, with the text of its line from `files` (by the path findings
    /// show; empty for a file not there), and the file named as `named` has it (a baseline's
    /// entries name files relative to its folder). Findings of one file are worked out together,
    /// the files side by side; the entries keep the findings' order.
    static func entries(for findings: [Finding], files: [String: SourceFile], named: (String) -> String) -> [Entry] {
        keys(for: findings, files: files, named: named) { $0 }
    }

    /// `entries(for:files:named:)`, each entry made into `key` as soon as it is made.
    static func keys<Key>(for findings: [Finding], files: [String: SourceFile], named: (String) -> String,
                          _ key: @escaping (Entry) -> Key) -> [Key] {
        var groups: [Range<Int>] = []
        var start = 0
        for index in findings.indices.dropFirst() where findings[index].file != findings[index - 1].file {
            groups.append(start..<index)
            start = index
        }
        if !findings.isEmpty { groups.append(start..<findings.count) }
        // Named on this thread, once a file: `named` need not be safe to call from another.
        let names = groups.map { named(findings[$0.lowerBound].file) }
        let perFile = ParallelMap.map(Array(groups.indices), inParallel: groups.count >= ParallelMap.filesWorthThreads) { number -> [Key] in
            let group = groups[number]
            let file = files[findings[group.lowerBound].file]
            let lines = file.map { LineIndex($0.bytes) }
            return group.map { index in
                let lineText = file.map { lines!.text(ofLine: findings[index].line, in: $0.bytes) } ?? ""
                var made = entry(for: findings[index], lineText: lineText)
                made.file = names[number]
                return key(made)
            }
        }
        return Array(perFile.joined())
    }

    /// This baseline, recorded for `linted` files, with the entries of `earlier` for the files it did
    /// not lint that are still there (`exists`, given an entry's path): recording the baseline of
    /// one folder keeps the rest of the suite's. Entries of files gone are dropped. Sorted as
    /// recorded entries are; also the number of entries kept and of their files.
    public func merging(_ earlier: Baseline, keepingFilesBesides linted: Set<String>, exists: (String) -> Bool) -> (Baseline, kept: Int, files: Int) {
        var stillThere: [String: Bool] = [:]
        let kept = earlier.entries.filter { entry in
            guard !linted.contains(entry.file) else { return false }
            if let known = stillThere[entry.file] { return known }
            let there = exists(entry.file)
            stillThere[entry.file] = there
            return there
        }
        guard !kept.isEmpty else { return (self, 0, 0) }
        return (Baseline(entries: entries + kept), kept.count, Set(kept.map(\.file)).count)
    }

    // MARK: - File format

    /// Stable, sorted JSON with one entry per line: diffs show exactly what changed.
    public func serialized() -> String {
        var text = "{\n  \"version\": \(Baseline.version),\n  \"findings\": ["
        for (index, entry) in entries.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"file\": \(JSONReporter.quoted(entry.file)), \"rule\": \(JSONReporter.quoted(entry.rule)), "
            text += "\"line_text\": \(JSONReporter.quoted(entry.lineText)), \"message\": \(JSONReporter.quoted(entry.message))}"
        }
        text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    public struct FormatError: Error, CustomStringConvertible {
        public let description: String
    }

    public init(contentsOf path: String) throws {
        guard let bytes = FileSystem.contents(of: path) else {
            let reason = FileSystem.whyUnreadable(path)
            let hint = FileSystem.kind(of: path) == nil ? " (record one with 'kassios lint --write-baseline \(path)')" : ""
            throw FormatError(description: "cannot read baseline \(path): \(reason)\(hint)")
        }
        try self.init(bytes: bytes, path: path)
    }

    /// A baseline file's bytes; `path` is for messages. Throws `FormatError` (with the line and
    /// column where the JSON breaks) for anything that is not a baseline.
    public init(bytes: [UInt8], path: String) throws {
        self.init(entries: try Baseline.entries(in: bytes, path: path))
    }
}

extension Baseline {
    /// Whether `text` reads as a kassios baseline: what `--write-baseline` may replace
    /// without `--force`.
    public static func isBaseline(_ text: String) -> Bool {
        (try? entries(in: Array(text.utf8), path: "")) != nil
    }

    /// The entries of a baseline file, read with the byte-level JSON reader (Foundation's took a
    /// tenth of a run gated on a large baseline) as any JSON reader would: escapes and
    /// surrogate pairs, a byte-order mark, other keys (ignored), a repeated key (the last
    /// counts), a version written `1.0`. `path` is for messages.
    static func entries(in bytes: [UInt8], path: String) throws -> [Entry] {
        let document: JSONDocument
        do {
            document = try JSONDocument.read(bytes)
        } catch let error as HierarchyError {
            throw FormatError(description: "\(path):\(error.line):\(error.column): not a kassios baseline: \(error.message)")
        }
        guard document.kind(document.top) == .object else {
            throw FormatError(description: "\(path): not a kassios baseline (expected a JSON object)")
        }
        guard let version = document.lastMember(document.top, "version"),
              document.numberText(version).flatMap(Double.init) == Double(Baseline.version),
              let findings = document.lastMember(document.top, "findings"), document.kind(findings) == .array else {
            throw FormatError(description: "\(path): not a kassios baseline of version \(Baseline.version) (expected \"version\" and \"findings\")")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(document.arrayItems(findings).count)
        for (index, item) in document.arrayItems(findings).enumerated() {
            func text(_ key: String) -> String? {
                document.lastMember(item, key).flatMap(document.string)
            }
            guard document.kind(item) == .object, let file = text("file"), let rule = text("rule"), let message = text("message"), let lineText = text("line_text") else {
                throw FormatError(description: "\(path): finding \(index + 1) needs \"file\", \"rule\", \"line_text\" and \"message\" strings")
            }
            // Normalized as today's findings are: a baseline written before a number was blanked still matches.
            entries.append(Entry(file: file, rule: rule, message: normalized(message), lineText: lineText))
        }
        return entries
    }
}
