/// Reads the text of `XCUIElement.debugDescription`.
///
/// The text has sections in this order: `Attributes: …` (the element itself),
/// `Element subtree:`, `Path to element:` (lines with `↳`) and `Query chain:` (`→Find:`,
/// `Output: {…}`, `↪︎Find:`). Only the subtree is read; the others repeat what it holds.
/// The subtree's root line starts with `→`; a node at depth d ≥ 1 is indented 2 + 2d
/// spaces. A node line is
///
///     Type[ (Main)][, 0xADDR], {{x, y}, {w, h}}[, identifier: '…'][, label: '…']
///         [, placeholderValue: '…'][, title: '…'][, value: RAW][, Selected][, Disabled]
///         [, Keyboard Focused]
///
/// (an application has `pid: N` instead of a frame; older Xcode prints no address).
/// XCTest does not escape the quoted fields, so a label may hold `', ` itself: a quote
/// closes a field only where what follows is the end of the line, a key not yet seen on
/// the line (`, label: `), or a flag (`, Selected`). `value` is unquoted and may be cut
/// short with `...`. A field that holds a line break continues on the next lines, which
/// then do not look like node lines.
struct XCUITestDescriptionReader {
    let bytes: [UInt8]
    var diagnostics: Diagnostics
    private var builder = TreeBuilder()

    init(diagnostics: Diagnostics) {
        self.bytes = diagnostics.source.bytes
        self.diagnostics = diagnostics
    }

    /// A line's bytes without its line break.
    struct Line {
        let start: Int
        let end: Int
    }

    mutating func read() throws -> HierarchyElement {
        let lines = Self.lines(bytes)
        guard let first = try subtreeStart(lines) else {
            throw diagnostics.error("expected an element subtree: no 'Element subtree:' section and no root line starting with '→'", at: 0)
        }
        // The root: `→` after any indentation.
        var rootLine = lines[first]
        let rootIndent = indentation(rootLine)
        let arrowAt = rootLine.start + rootIndent
        let shift = max(0, rootIndent - 1)
        rootLine = Line(start: arrowAt + 3, end: rootLine.end)

        // Logical node lines: a node line and the lines that continue its fields.
        // `spaces` is nil for a root (a line with `→`).
        var nodes: [(line: Line, lineStart: Int, spaces: Int?)] = []
        var current = (line: rootLine, lineStart: rootLine.start, spaces: Int?.none)
        var index = first + 1
        while index < lines.count {
            let line = lines[index]
            if isSectionHeader(line) { break }
            let spaces = indentation(line)
            let contentStart = line.start + spaces
            if startsWithArrow(contentStart, line) {
                nodes.append(current)
                current = (Line(start: contentStart + 3, end: line.end), contentStart, nil)
            } else if looksLikeNode(contentStart, line) && !(spaces - shift < 4 && continuesAnOpenField(current.line, with: line)) {
                nodes.append(current)
                current = (Line(start: contentStart, end: line.end), line.start, spaces - shift)
            } else {
                // A continuation: the previous node's field holds a line break.
                current.line = Line(start: current.line.start, end: line.end)
            }
            index += 1
        }
        nodes.append(current)

        // In document order, so a strict read reports the first problem of the input.
        var previousDepth = 0
        for (number, node) in nodes.enumerated() {
            var depth = 0
            if let spaces = node.spaces {
                depth = try depthOf(spaces: spaces, at: node.lineStart, previous: previousDepth)
            } else if number > 0 {
                try diagnostics.problem("expected one root element: a second line starts with '→'", at: node.lineStart)
            }
            previousDepth = depth
            var parser = NodeLineParser(bytes: bytes, start: node.line.start, end: trimmedEnd(node.line))
            do {
                try parser.parse()
            } catch let error as NodeLineParser.Failure {
                try diagnostics.problem(error.message + (diagnostics.lenient ? "; kept the fields before it" : ""),
                                        at: error.offset)
            }
            for note in parser.notes { diagnostics.note(note.message, at: note.offset) }
            try builder.add(parser.element(line: diagnostics.source.location(node.line.start)), depth: depth,
                            offset: node.line.start, diagnostics: &diagnostics)
        }
        let tops = builder.finish(diagnostics: &diagnostics)
        guard let root = HierarchyElement.root(of: tops) else {
            throw diagnostics.error("expected an element subtree", at: 0)
        }
        return root
    }

    // MARK: - Lines

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(Line(start: start, end: index))
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { lines.append(Line(start: start, end: bytes.count)) }
        return lines
    }

    /// The line of the subtree's root: the first after `Element subtree:` that is not
    /// blank, or without that header, the first that starts with `→`.
    private func subtreeStart(_ lines: [Line]) throws -> Int? {
        let header = Array("Element subtree:".utf8)
        if let headerIndex = lines.firstIndex(where: { startsWith(header, at: $0.start + indentation($0), in: $0) }) {
            var index = headerIndex + 1
            while index < lines.count, indentation(lines[index]) == lines[index].end - lines[index].start { index += 1 }
            guard index < lines.count, startsWithArrow(lines[index].start + indentation(lines[index]), lines[index]) else {
                let at = index < lines.count ? lines[index].start + indentation(lines[index]) : bytes.count
                throw diagnostics.error("expected the subtree's root line, starting with '→', found \(quoteFound(bytes, at: at))", at: at)
            }
            return index
        }
        if let rootIndex = lines.firstIndex(where: { startsWithArrow($0.start + indentation($0), $0) && !isQueryLine($0) }) {
            return rootIndex
        }
        if lines.contains(where: { startsWith(Array("Query chain:".utf8), at: $0.start + indentation($0), in: $0) }) {
            throw diagnostics.error("expected an 'Element subtree:' section: this description has only a query chain, which XCTest prints when the app did not answer (busy or hung)", at: 0)
        }
        return nil
    }

    private func isQueryLine(_ line: Line) -> Bool {
        startsWith(Array("→Find:".utf8), at: line.start + indentation(line), in: line)
    }

    private static let sectionHeaders = ["Path to element:", "Query chain:", "Attributes:"].map { Array($0.utf8) }

    /// `Path to element:`, `Query chain:` or `Attributes:`, at any indentation (a dump
    /// pasted indented as a whole still ends its subtree there).
    private func isSectionHeader(_ line: Line) -> Bool {
        let start = line.start + indentation(line)
        guard start < line.end, bytes[start] == UInt8(ascii: "P") || bytes[start] == UInt8(ascii: "Q")
            || bytes[start] == UInt8(ascii: "A") else { return false }
        return Self.sectionHeaders.contains { startsWith($0, at: start, in: line) }
    }

    private func indentation(_ line: Line) -> Int {
        var index = line.start
        while index < line.end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index - line.start
    }

    private func startsWith(_ prefix: [UInt8], at offset: Int, in line: Line) -> Bool {
        guard offset + prefix.count <= line.end else { return false }
        for (index, byte) in prefix.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    private func startsWithArrow(_ offset: Int, _ line: Line) -> Bool {
        startsWith([0xE2, 0x86, 0x92], at: offset, in: line)
    }

    /// Whether `line`, indented less than any element below the root, ends a quoted field the node
    /// line before it leaves open (`label: 'John Smith` then `London, UK'`, which starts like an
    /// element): the node line reads only with it.
    private func continuesAnOpenField(_ node: Line, with line: Line) -> Bool {
        func reads(_ text: Line) -> Bool {
            var parser = NodeLineParser(bytes: bytes, start: text.start, end: trimmedEnd(text))
            return (try? parser.parse()) != nil
        }
        return !reads(node) && reads(Line(start: node.start, end: line.end))
    }

    /// `Type,` or `Type (Qualifier),` at `offset`: a node line, not a continuation.
    private func looksLikeNode(_ offset: Int, _ line: Line) -> Bool {
        var index = offset
        guard index < line.end, bytes[index] >= UInt8(ascii: "A"), bytes[index] <= UInt8(ascii: "Z") else { return false }
        while index < line.end, isLetter(bytes[index]) || isDigit(bytes[index]) { index += 1 }
        if index + 1 < line.end, bytes[index] == UInt8(ascii: " "), bytes[index + 1] == UInt8(ascii: "(") {
            while index < line.end, bytes[index] != UInt8(ascii: ")") { index += 1 }
            index += 1
        }
        return index < line.end && bytes[index] == UInt8(ascii: ",")
    }

    private mutating func depthOf(spaces: Int, at offset: Int, previous: Int) throws -> Int {
        var depth = (spaces - 2) / 2
        if spaces < 4 || spaces % 2 != 0 {
            try diagnostics.problem(
                "expected an indentation of 2 + 2 × depth spaces (4, 6, 8…) for an element below the root, found \(spaces)",
                at: offset)
            depth = max(1, depth)
        }
        if depth > previous + 1 {
            try diagnostics.problem(
                "expected at most \(2 + 2 * (previous + 1)) spaces of indentation (one level below the line above), found \(spaces)",
                at: offset)
            depth = previous + 1
        }
        return depth
    }

    private func trimmedEnd(_ line: Line) -> Int {
        var end = line.end
        while end > line.start, isBlank(bytes[end - 1]) { end -= 1 }
        return end
    }
}
