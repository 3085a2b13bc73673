import KassiosHierarchy

/// An identified element of the dump that the screen will declare, with what its place in
/// the tree says about it.
struct SelectedElement {
    let identifier: String
    /// The dump's type; a type XCUITest does not know becomes `any`.
    let type: ElementType
    let label: String?
    let frame: ElementFrame?
    /// Inside a navigation bar, tab bar or toolbar (not the bar itself).
    let insideBar: Bool
    /// Inside a cell or row: content that repeats.
    let insideRow: Bool
    /// Inside an alert, sheet, popover or menu: shown now, not on every visit.
    let insideTransient: Bool
    let line: Int
    let column: Int
}

/// Picks, from a dump, the elements a test would use: every identified element except the
/// app, its windows, the keyboard and the status bar; and, to be listed rather than
/// generated, the interactive elements and standalone texts and images without identifier.
struct ElementSelection {
    private(set) var selected: [SelectedElement] = []
    var unidentified: [UnidentifiedElement] { listed.map(\.element) }
    /// Unidentified elements with what the flat-dump check below needs.
    private struct Listed {
        let element: UnidentifiedElement
        let frame: ElementFrame?
        let label: String?
    }
    private var listed: [Listed] = []
    /// The first window's frame: what is on screen.
    private(set) var screenBounds: ElementFrame?

    private struct Surroundings {
        var insideBar = false
        var insideRow = false
        var insideTransient = false
        var insideInteractive = false
        /// Labels and identifiers of the ancestors: a text repeating one says nothing new.
        var ancestorTexts: [String] = []
    }

    /// What a dump catches open over the screen: an alert, a sheet, a popover, a menu.
    static let transientContainers: Set<ElementType> = [.alert, .sheet, ElementType("popover"), ElementType("menu")]

    /// Frames of the keyboards seen so far that have no children: a flat dump (idb's default)
    /// lists the keys after the keyboard instead of inside it, so an element after it and
    /// within its frame is a key. (In a nested dump the keyboard's subtree is skipped whole.)
    private var keyboardFrames: [ElementFrame] = []

    init(hierarchy: Hierarchy) {
        var pending: [(HierarchyElement, Surroundings)] = [(hierarchy.root, Surroundings())]
        while let (element, surroundings) = pending.popLast() {
            if element.type == .keyboard, element.children.isEmpty, let frame = element.frame { keyboardFrames.append(frame) }
            if ElementKinds.skippedSubtrees.contains(element.type) { continue }
            if screenBounds == nil, element.type == .window, let frame = element.frame { screenBounds = frame }
            visit(element, surroundings)
            var inner = surroundings
            if ElementKinds.bars.contains(element.type) { inner.insideBar = true }
            if ElementKinds.rows.contains(element.type) { inner.insideRow = true }
            if ElementSelection.transientContainers.contains(element.type) { inner.insideTransient = true }
            if ElementKinds.interactive.contains(element.type) { inner.insideInteractive = true }
            if let label = element.label { inner.ancestorTexts.append(label) }
            if let identifier = element.identifier { inner.ancestorTexts.append(identifier) }
            pending.append(contentsOf: element.children.reversed().map { ($0, inner) })
        }
        if screenBounds == nil { screenBounds = hierarchy.root.frame }
        // In a flat dump a text inside an identified element is not below it: its frame says it is.
        listed.removeAll { element in
            guard let frame = element.frame, let label = element.label, element.element.type == .staticText else { return false }
            return selected.contains { $0.label == label && $0.frame?.encloses(frame) == true }
        }
    }

    private mutating func visit(_ element: HierarchyElement, _ surroundings: Surroundings) {
        if ElementKinds.chrome.contains(element.type) || isPartOfKeyboard(element) { return }
        if let identifier = element.identifier, identifier.contains(where: { !$0.isWhitespace }) {
            selected.append(SelectedElement(
                identifier: identifier, type: element.type.isKnown ? element.type : .any, label: element.label,
                frame: element.frame, insideBar: surroundings.insideBar, insideRow: surroundings.insideRow,
                insideTransient: surroundings.insideTransient || ElementSelection.transientContainers.contains(element.type),
                line: element.line, column: element.column))
            return
        }
        let isInteractive = ElementKinds.interactive.contains(element.type)
        let isStandaloneContent = (element.type == .staticText || element.type == .image)
            && !surroundings.insideRow && !surroundings.insideInteractive
            && element.label.map { label in !label.isEmpty && !surroundings.ancestorTexts.contains(label) } == true
        guard isInteractive || isStandaloneContent else { return }
        listed.append(Listed(element: UnidentifiedElement(type: element.type, description: ElementSelection.describe(element),
                                                          line: element.line, column: element.column, label: element.label),
                             frame: element.frame, label: element.label))
    }

    /// Listed after a flat keyboard and inside its frame, or the system keyboard's own key as an inventory (no frames)
    /// lists it: identified `Return` and labelled `return`.
    private func isPartOfKeyboard(_ element: HierarchyElement) -> Bool {
        if let identifier = element.identifier, ElementSelection.systemKeyIdentifiers.contains(identifier),
           element.label?.lowercased() == identifier.lowercased() {
            return true
        }
        guard let frame = element.frame else { return false }
        return keyboardFrames.contains { $0.encloses(frame) }
    }

    static let systemKeyIdentifiers: Set<String> = ["Return", "Next keyboard", "Dictate", "shift", "delete", "more", "space"]

    /// `Button 'Sign In'`: the type as XCUITest prints it and the text that tells it apart.
    static func describe(_ element: HierarchyElement) -> String {
        let type = ElementKinds.displayName(for: element.type)
        func quoted(_ text: String) -> String {
            var line = SwiftSpelling.singleLine(text)
            if line.count > 60 { line = String(line.prefix(59)) + "…" }
            return "'\(line)'"
        }
        if let label = element.label, !label.isEmpty { return "\(type) \(quoted(label))" }
        if let title = element.title, !title.isEmpty { return "\(type) titled \(quoted(title))" }
        if let placeholder = element.placeholder, !placeholder.isEmpty { return "\(type) placeholder \(quoted(placeholder))" }
        if let frame = element.frame { return "\(type) at \(frame)" }
        return "\(type) (no label)"
    }
}

extension ElementFrame {
    /// Whether `other` lies wholly inside this frame, give or take `tolerance` points.
    func encloses(_ other: ElementFrame, tolerance: Double = 0) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance
            && other.x + other.width <= x + width + tolerance && other.y + other.height <= y + height + tolerance
    }
}
