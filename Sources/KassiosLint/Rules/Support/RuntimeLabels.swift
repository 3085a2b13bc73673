import KassiosModel
import KassiosSyntax

/// The identifier positions of a project that are handed a label built at runtime, not an
/// identifier: a query's key of words around a value (`app.buttons["Delete \(name)"]`,
/// `"Connected to " + server`). XCUITest matches a subscript's key against the label as well,
/// and words with a space between them are the copy the element shows. `runtime-identifier`
/// leaves them alone; `label-locator` reports them.
struct RuntimeLabels {
    /// Proton's UI-testing frameworks, whose bare builders (`button(_:)`, `staticText(_:)`) put
    /// what they are given in a query subscript, as `app.buttons[identifier]`: a label matches too.
    static let queryBuilderModules = Project.protonTestingModules

    /// The files that import one of `queryBuilderModules`.
    private let queryBuilderFiles: Set<String>
    private let project: Project

    init(project: Project) {
        var files: Set<String> = []
        for file in project.files where RuntimeLabels.importsAQueryBuilderModule(file) { files.insert(file.path) }
        queryBuilderFiles = files
        self.project = project
    }

    /// Whether the usage is handed words around a value where a query matches labels: a query
    /// subscript (not a navigation bar's, whose identifier is its title), a wrapper that puts it in
    /// one, or an unlabelled builder of a file built on Proton's frameworks (`button(id:)` takes an
    /// identifier whatever the framework; KassiOS's `button(_:)` does too).
    /// So is text joined from constants that reads as a label once joined, as its literal would
    /// (Simplenote's `app.cells[noteTitle + "-1"]`, "Note Title-1"; `"Sign" + " In"`).
    /// So is an element's label read back (`let title = row.label; app.staticTexts[title]`): the app's
    /// own text, which no constant could hold.
    func isLabel(_ usage: IdentifierUsage) -> Bool {
        // Returned by a function of a namespace of identifiers (Wikipedia's `AccessibilityIdentifiers.
        // LanguageSelection.otherLanguage(code)`, "Language Selection Other Language \(code)"): an identifier.
        if case .returned(let function, _, _) = usage.source, RuntimeLabels.namesIdentifiers(function) { return false }
        if let pattern = usage.source.runtimePattern { return matchesLabels(usage) && RuntimeLabels.isCopyAroundValues(pattern) }
        if case .variable(let path) = usage.source, path.hasSuffix(".label"), path.count > 6, matchesLabels(usage),
           readsAnElement(String(path.dropLast(6)), in: usage) {
            return true
        }
        return resolvedLabel(usage) != nil
    }

    /// Whether a member's path names a namespace of accessibility identifiers: a type of it that says so
    /// (`AccessibilityIdentifiers`, `LoginIdentifier`, `AccessibilityIDs`, `A11yID`); the member's own
    /// name says nothing (`Strings.Settings.faceID` is a string of the settings).
    /// Asked of every constant of a suite: read on the bytes, without a string made.
    static func namesIdentifiers(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var start = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: ".") {
                // Each component before the last: the member's own name says nothing.
                if componentNamesIdentifiers(UnsafeBufferPointer(rebasing: bytes[start..<index])) { return true }
                start = index + 1
            }
            return false
        }
    }

    /// Whether a member's path goes through a private type (`class MySiteScreen { private enum
    /// ElementStringIDs { … } }`): what it declares is that type's own business.
    static func isInAPrivateType(_ path: String, index: DeclarationIndex) -> Bool {
        var prefix = ""
        for component in path.split(separator: ".").dropLast() {
            prefix += prefix.isEmpty ? String(component) : "." + component
            if index.types[prefix]?.primary?.value.header.isPrivate == true { return true }
        }
        return false
    }

    private static let identifierWord = Array("dentifier".utf8)

    private static func componentNamesIdentifiers(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        // …ID, Simplenote's `UID` too; not `ID` alone.
        if count >= 3, bytes[count - 2] == UInt8(ascii: "I") && bytes[count - 1] == UInt8(ascii: "D") { return true }
        if count > 3 {
            let last = bytes[count - 1], previous = bytes[count - 2], third = bytes[count - 3]
            if third == UInt8(ascii: "I") && last == UInt8(ascii: "s")
                && (previous == UInt8(ascii: "D") || previous == UInt8(ascii: "d")) { return true }                 // …IDs, …Ids
        }
        guard count >= identifierWord.count else { return false }
        for start in 0...(count - identifierWord.count) where bytes[start] == UInt8(ascii: "d") {
            var matched = 1
            while matched < identifierWord.count && bytes[start + matched] == identifierWord[matched] { matched += 1 }
            if matched == identifierWord.count { return true }
        }
        return false
    }

    /// Whether `base` (of `base.label`) is an element: one the usage's type declares, or a local of
    /// its function made from a query (`let row = app.cells["movie.row"].firstMatch`); not a model's
    /// or a parameter's `label`, which may be anything.
    private func readsAnElement(_ base: String, in usage: IdentifierUsage) -> Bool {
        if let typeName = usage.typeName, project.elementsByType[typeName]?.contains(where: { $0.name == base }) == true { return true }
        guard let typeName = usage.typeName, let memberName = usage.memberName, let type = project.index.types[typeName] else { return false }
        let name = memberName.split(separator: "(").first.map(String.init) ?? memberName
        for member in type.members {
            guard case .function(let function) = member.value, function.name == name, let body = function.body else { continue }
            // A local at the top of the function.
            var found = false
            for statement in body {
                guard case .declaration(.variable(let variable)) = statement else { continue }
                variable.bindings.forEach { binding in
                    guard binding.name == base, let value = binding.initializer else { return }
                    found = RuntimeLabels.isAQuery(value)
                }
            }
            if found { return true }
        }
        return false
    }

    /// A query of elements: `app.cells["x"]`, `….firstMatch`, `….element(boundBy: 0)`.
    static func isAQuery(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .subscript(let base, _): return isAQuery(base)
        case .member(let name, let base): return ElementQueries.collections[name] != nil || name == "firstMatch" || isAQuery(base)
        case .call(let callee, _, _): return isAQuery(callee)
        case .postfix(_, let operand): return isAQuery(operand)
        default: return false
        }
    }

    /// The label a usage joins from constants, where a query matches labels and the text reads as
    /// one (`LabelLocatorRule.looksLikeLabel(_:elementType:)`, as for a literal); nil otherwise.
    func resolvedLabel(_ usage: IdentifierUsage) -> String? {
        guard let resolved = usage.source.resolvedValue, matchesLabels(usage),
              LabelLocatorRule.looksLikeLabel(resolved, elementType: LabelLocatorRule.elementType(of: usage, in: project)) else { return nil }
        return resolved
    }

    /// Whether the usage's position is one where a query matches labels too (the cheap half of `isLabel`).
    private func matchesLabels(_ usage: IdentifierUsage) -> Bool {
        if usage.queryMatchesLabels { return true }
        guard !usage.locator.hasSuffix("[…]"), queryBuilderFiles.contains(usage.file), usage.locator.hasSuffix("(_:)") else { return false }
        return ElementBuilder.kassiOS.contains { $0.signature == usage.locator && $0.elementType != "navigationBar" }
    }

    /// Whether a pattern built at runtime (`*` for each value) is copy around its values: written
    /// words, a space between two words, and reading like a label once each value is a word
    /// ("Delete *", "Connected to *", "* selected"). Not an identifier with values in it: a `.` or
    /// `_` joining a word or a value ("cell.* *", "row_* selected"), words ending with a control's
    /// kind before a value or after one (WordPress's and Unstoppable's "Pull Up Cell *", "* Cell"),
    /// or values with nothing written between them ("* *").
    static func isCopyAroundValues(_ pattern: String) -> Bool {
        let scalars = Array(pattern.unicodeScalars)
        guard scalars.contains(where: { $0 != "*" && $0.properties.isAlphabetic }) else { return false }
        for (index, scalar) in scalars.enumerated() where scalar == "." || scalar == "_" {
            guard index + 1 < scalars.count else { continue }
            let next = scalars[index + 1]
            if next == "*" || next == "_" || next.properties.isAlphabetic || next.properties.numericType != nil { return false }
        }
        for written in pattern.split(separator: "*") where LabelLocatorRule.endsWithAControlsKind(String(written)) { return false }
        let worded = pattern.split(separator: "*", omittingEmptySubsequences: false).joined(separator: "Value")
        return worded.contains(" ") && LabelLocatorRule.looksLikeLabel(worded)
    }

    private static func importsAQueryBuilderModule(_ file: SourceFile) -> Bool {
        queryBuilderModules.contains(where: file.imports)
    }
}
