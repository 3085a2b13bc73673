import KassiosHierarchy
import KassiosModel
import KassiosSyntax

/// Adds what is new in a dump to an existing screen object, whatever its style, without
/// touching anything else: the new members go in one block just before the `}` that closes
/// the type, every other byte of the file stays as it was. Identifiers the file uses that
/// the dump no longer has are reported, never deleted.
public enum ScreenUpdater {
    public struct Result {
        /// The file with the new members in it; the file unchanged when nothing is new.
        public let bytes: [UInt8]
        public var contents: String { String(decoding: bytes, as: UTF8.self) }
        public let typeName: String
        public let style: ScreenStyle
        /// Only what was added (elements, collections), and the dump's unidentified elements.
        public let added: ScreenPlan
        /// Elements of the file whose identifier the dump does not hold (name, identifier, line).
        public let stale: [(name: String, identifier: String, line: Int)]
        /// Elements of the file the dump holds as another type of element than the file queries
        /// (`app.textFields["login.password"]`, a secure text field now): the query finds nothing.
        public var retyped: [(name: String, identifier: String, line: Int, queried: String, inDump: String)] = []
        /// Where the new block starts in the file (a byte offset); nil when nothing was added.
        public let insertionOffset: Int?
        public let templateOrigin: String
    }

    public static func update(file: SourceFile, hierarchy: Hierarchy, source: String, name: String? = nil,
                              style: ScreenStyle? = nil, templates: ScreenTemplates = .builtin,
                              context: [SourceFile] = [], configuration: ModelConfiguration = ModelConfiguration()) throws -> Result {
        let existing = try ExistingScreen(file: file, name: name, hierarchy: hierarchy, style: style, context: context, configuration: configuration)
        let declaration = existing.declaration
        let place = "\(file.path):\(declaration.nameLocation.line):\(declaration.nameLocation.column)"
        let written = existing.writtenStyle
        if let style, (style == .kassios) != (written == .kassios) {
            let what = written == .kassios ? "a KassiOS screen" : "no KassiOS screen (its elements are queries)"
            throw ExistingScreen.Problem(description: """
                \(place): \(existing.typeName) is \(what); --style \(style.rawValue) would add members that do not \
                compile in it: leave --style out to follow the file
                """)
        }
        // What the robot and page-object templates write reads `app`: a type that queries through another
        // name (`application`), or holds a static `app`, would not compile with it.
        if existing.style != .kassios, !existing.canReadApp {
            throw ExistingScreen.Problem(description: """
                \(place): \(existing.typeName) has no instance property `app`, which the new members read \
                (`app.buttons[…]`); add one (`var app: XCUIApplication { application }`), or add the dump's new elements by hand
                """)
        }
        // Adding an element the file already has under a constant would duplicate it: refuse instead.
        guard existing.unresolvedElements.isEmpty else {
            let names = existing.unresolvedElements.map { "\($0.name) (\($0.constant))" }.joined(separator: ", ")
            throw ExistingScreen.Problem(description: """
                \(file.path): cannot tell which elements of the dump \(existing.typeName) already has: the identifiers of \
                \(names) are constants declared in files not read; add those files (or their folder) with --context
                """)
        }
        let full = ScreenPlanner.plan(hierarchy, screenName: ScreenStyle.screenName(of: existing.typeName),
                                      reservedNames: existing.memberNames)
        var added = full
        added.elements = full.elements.filter { !existing.knownTexts.contains($0.identifier) }
        added.collections = full.collections.filter { collection in
            switch collection.match {
            case .identifier(let text), .prefix(let text), .pattern(let text):
                if existing.knownTexts.contains(text) { return false }
            }
            return !collection.identifiers.contains(where: existing.knownTexts.contains)
        }
        added.onLoad = OnLoadChoice(names: [], reason: "")
        // One the file finds by its label already (`app.staticTexts["Welcome back"]`) needs no identifier to be there.
        added.unidentified = full.unidentified.filter { element in element.label.map { !existing.knownTexts.contains($0) } ?? true }
        // An action the file already declares by its natural name (`tapTileCards`) stays the file's; one
        // a base class declares is the base's, for its own element: the new one is named otherwise.
        for index in added.elements.indices {
            if let action = added.elements[index].action,
               existing.ownMemberNames.contains(action.rawValue + SwiftSpelling.upperFirst(added.elements[index].bareName)) {
                added.elements[index].action = nil
                added.elements[index].actionName = nil
            }
        }
        for index in added.collections.indices
        where existing.ownMemberNames.contains("tap" + SwiftSpelling.upperFirst(added.collections[index].itemName)) {
            added.collections[index].action = nil
            added.collections[index].actionName = nil
        }

        var dumpIdentifiers = Set<String>()
        var dumpLabels = Set<String>()
        var dumpTypes: [String: Set<String>] = [:]   // by identifier
        for element in hierarchy.elements() {
            if let identifier = element.identifier {
                dumpIdentifiers.insert(identifier)
                dumpTypes[identifier, default: []].insert(element.type.name)
            }
            if let label = element.label, !label.isEmpty { dumpLabels.insert(label) }
        }
        // Queried as one type, in the dump as another (a field made secure): the query finds nothing.
        let retyped = existing.identifiedElements.compactMap { element -> (name: String, identifier: String, line: Int, queried: String, inDump: String)? in
            guard let queried = existing.elementTypes[element.name], queried != "any", let types = dumpTypes[element.identifier],
                  !types.contains(queried), !types.contains("any") else { return nil }
            return (element.name, element.identifier, element.line, queried, types.sorted().joined(separator: ", "))
        }
        // A key the dump shows as a label is there too, as a query subscript finds it
        // (`app.staticTexts["Welcome back"]`): the file's element is not one the dump lost.
        let stale = existing.identifiedElements.filter { !dumpIdentifiers.contains($0.identifier) && !dumpLabels.contains($0.identifier) }
        // Not one of the file's identifiers (two or more) in the dump: a dump of another screen, whose elements would
        // all be added to this one (Home's to LoginScreen). Told by identifiers alone: a label such as
        // "Settings" or "Done" shows on many screens.
        if existing.identifiedElements.count >= 2, existing.identifiedElements.allSatisfy({ !dumpIdentifiers.contains($0.identifier) }) {
            let count = existing.identifiedElements.count
            let shown = existing.identifiedElements.prefix(3).map { "'\($0.identifier)'" }.joined(separator: ", ") + (count > 3 ? ", …" : "")
            throw ExistingScreen.Problem(description: """
                \(file.path): the dump shows nothing of \(existing.typeName): none of its \(count) identifiers \
                (\(shown)) is in it, so it looks like a dump of another screen; update with a dump of \(existing.typeName), \
                or, if the screen was redone, generate it anew without --update
                """)
        }

        let template = try templates.template(for: existing.style)
        let values = ScreenTemplateContext(plan: added, typeName: existing.typeName, style: existing.style,
                                           source: source.isEmpty ? "standard input" : source, base: "").values
        var blocks: [String] = []
        for section in ["elements", "collections", "actions"] {
            guard var text = try template.render(section: section, values) else { continue }
            while text.hasPrefix("\n") { text.removeFirst() }
            while text.hasSuffix("\n") { text.removeLast() }
            if !text.isEmpty { blocks.append(text) }
        }
        let original = file.bytes
        var updated = original
        var insertionOffset: Int?
        if !blocks.isEmpty {
            let note = "// Added by `kassios generate screen --update` from \(SwiftSpelling.singleLine(source.isEmpty ? "standard input" : source)):"
            let (offset, text) = insertion(of: note + "\n" + blocks.joined(separator: "\n\n"), into: original, existing: existing)
            updated = Array(original[..<offset]) + Array(text.utf8) + Array(original[offset...])
            insertionOffset = offset
        }
        var result = Result(bytes: updated, typeName: existing.typeName, style: existing.style, added: added, stale: stale,
                            insertionOffset: insertionOffset,
                            templateOrigin: templates.origin(for: existing.style))
        result.retyped = retyped
        return result
    }

    /// Where the block goes and the text to insert there: at the start of the closing
    /// brace's line when the brace starts its line (after a blank line), else right before
    /// the brace on a line of its own; re-indented like the type's members, its lines ended
    /// as the file's are (`\r\n` when its first line ends so).
    static func insertion(of block: String, into bytes: [UInt8], existing: ExistingScreen) -> (Int, String) {
        let (offset, text) = insertionWithNewlines(of: block, into: bytes, existing: existing)
        guard let firstBreak = bytes.firstIndex(of: UInt8(ascii: "\n")), firstBreak > 0, bytes[firstBreak - 1] == UInt8(ascii: "\r") else {
            return (offset, text)
        }
        return (offset, text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"))
    }

    private static func insertionWithNewlines(of block: String, into bytes: [UInt8], existing: ExistingScreen) -> (Int, String) {
        let brace = existing.closingBrace
        let braceLineStart = lineStart(of: brace, in: bytes)
        let braceIndent = String(decoding: bytes[braceLineStart..<brace], as: UTF8.self)
        let braceStartsLine = braceIndent.allSatisfy { $0 == " " || $0 == "\t" }

        var memberIndent = (braceStartsLine ? braceIndent : "") + "    "
        if let first = existing.firstMember {
            let start = lineStart(of: first, in: bytes)
            let indent = String(decoding: bytes[start..<first], as: UTF8.self)
            if indent.allSatisfy({ $0 == " " || $0 == "\t" }) { memberIndent = indent }
        }
        let unit = memberIndent.contains("\t") ? "\t"
            : (braceStartsLine && memberIndent.count > braceIndent.count ? String(repeating: " ", count: memberIndent.count - braceIndent.count) : "    ")

        var text = ""
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
            guard !line.isEmpty else {
                text += "\n"
                continue
            }
            let spaces = line.prefix { $0 == " " }.count
            let levels = max(spaces / 4 - 1, 0)
            text += memberIndent + String(repeating: unit, count: levels) + String(repeating: " ", count: spaces % 4)
                + line.dropFirst(spaces) + "\n"
        }
        guard braceStartsLine else { return (brace, "\n" + text) }
        // A blank line before the block, unless one is there already.
        let previousLineStart = braceLineStart > 0 ? lineStart(of: braceLineStart - 1, in: bytes) : 0
        let previousLine = bytes[previousLineStart..<max(previousLineStart, braceLineStart - 1)]
        let previousIsBlank = previousLine.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        let opensOnPreviousLine = bytes[previousLineStart..<braceLineStart].contains(UInt8(ascii: "{"))
            && existing.firstMember == nil
        return (braceLineStart, (previousIsBlank || opensOnPreviousLine ? "" : "\n") + text)
    }

    static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }
}
