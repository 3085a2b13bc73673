/// What a dump says the app showed: one tree of elements, whatever format it came in.
public struct Hierarchy: Equatable, Sendable {
    /// The top of the tree: usually the application. When a dump lists several
    /// top-level elements, or a flat list (idb's default, an identifier inventory), the
    /// root is a `synthetic` application element holding them.
    public var root: HierarchyElement
    /// The format the dump was read as.
    public var format: HierarchyFormat
    /// How the dump was wrapped around that format, if it was.
    public var envelope: HierarchyEnvelope
    /// For a kassios JSON dump, the format the dump was converted from.
    public var convertedFrom: HierarchyFormat?
    /// The dump's producer says it left elements out (AXe's `"truncated": true`), or a
    /// lenient read stopped early.
    public var isTruncated: Bool
    /// What a lenient read skipped, and fields no reader understood.
    public var warnings: [HierarchyWarning]

    public init(root: HierarchyElement, format: HierarchyFormat, envelope: HierarchyEnvelope = .none,
                convertedFrom: HierarchyFormat? = nil, isTruncated: Bool = false, warnings: [HierarchyWarning] = []) {
        self.root = root
        self.format = format
        self.envelope = envelope
        self.convertedFrom = convertedFrom
        self.isTruncated = isTruncated
        self.warnings = warnings
    }

    /// Every element, root first, each before its children, children in order.
    public func elements() -> [HierarchyElement] {
        var result: [HierarchyElement] = []
        var pending: [HierarchyElement] = [root]
        while let element = pending.popLast() {
            result.append(element)
            pending.append(contentsOf: element.children.reversed())
        }
        return result
    }

    /// Calls `body` with every element, in the order of `elements()`, and the elements
    /// above it (the root first, its parent last), with a loop rather than recursion.
    public func forEach(_ body: (_ element: HierarchyElement, _ ancestors: [HierarchyElement]) throws -> Void) rethrows {
        var ancestors: [HierarchyElement] = []
        // Each entry: an element and how many ancestors it has.
        var pending: [(HierarchyElement, Int)] = [(root, 0)]
        while let (element, level) = pending.popLast() {
            ancestors.removeSubrange(level...)
            try body(element, ancestors)
            ancestors.append(element)
            pending.append(contentsOf: element.children.reversed().map { ($0, level + 1) })
        }
    }

    /// How many elements the tree holds, the root included.
    public var elementCount: Int {
        var count = 0
        var pending: [HierarchyElement] = [root]
        while let element = pending.popLast() {
            count += 1
            pending.append(contentsOf: element.children)
        }
        return count
    }
}

/// How a dump was wrapped around its format.
public enum HierarchyEnvelope: String, Equatable, Sendable {
    /// The format itself, nothing around it.
    case none
    /// lldb's `po app.debugDescription` (or `p`): one Swift string literal, `\n` and `\'` escaped.
    case swiftStringLiteral
    /// A WebDriver response, `{"value": "…"}`, as Appium returns page sources and descriptions.
    case webDriverValue
    /// Prose around a fenced ```json block, as XcodeBuildMCP's describe_ui answers.
    case markdownFence
}

/// One element of a dump.
///
/// Strings a dump leaves empty are `nil` here, so `identifier != nil` means the element
/// has an identifier a test can use.
public struct HierarchyElement: Equatable, Sendable {
    public var type: ElementType
    /// The accessibility identifier.
    public var identifier: String?
    public var label: String?
    /// The value as the dump printed it (text of a field, `1` of a switch that is on).
    public var value: String?
    /// The value ends with `...`: a debugDescription cuts long values short like that. The
    /// value is kept as printed, dots included, since a value may also end in dots.
    public var valueTruncated: Bool
    /// The placeholder of a text field.
    public var placeholder: String?
    /// The title (macOS elements, some iOS controls).
    public var title: String?
    /// Where the element is on the screen, in points; `nil` when the dump gives none (the
    /// application in a debugDescription, an inventory) or an infinite one (no frame).
    public var frame: ElementFrame?
    public var enabled: Bool
    public var selected: Bool
    /// The element has keyboard focus.
    public var focused: Bool
    /// Whether a tap would reach the element, when the dump says (Appium, an inventory).
    public var hittable: Bool?
    /// Whether the element is visible, when the dump says (Appium).
    public var visible: Bool?
    /// Not in the dump: a root made up to hold several top-level elements.
    public var synthetic: Bool
    public var children: [HierarchyElement]
    /// 0 for the root, 1 for its children…
    public var depth: Int
    /// Where the element starts in the dump (1-based line and UTF-8 column; 0 when it is
    /// not from a dump). Not part of equality: the same element read from two formats
    /// is equal.
    public var line: Int
    public var column: Int

    public init(type: ElementType, identifier: String? = nil, label: String? = nil, value: String? = nil,
                valueTruncated: Bool = false, placeholder: String? = nil, title: String? = nil,
                frame: ElementFrame? = nil, enabled: Bool = true, selected: Bool = false, focused: Bool = false,
                hittable: Bool? = nil, visible: Bool? = nil, synthetic: Bool = false,
                children: [HierarchyElement] = [], depth: Int = 0, line: Int = 0, column: Int = 0) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.value = value
        self.valueTruncated = valueTruncated
        self.placeholder = placeholder
        self.title = title
        self.frame = frame
        self.enabled = enabled
        self.selected = selected
        self.focused = focused
        self.hittable = hittable
        self.visible = visible
        self.synthetic = synthetic
        self.children = children
        self.depth = depth
        self.line = line
        self.column = column
    }

    /// Compares whole trees, with a loop rather than recursion.
    public static func == (lhs: HierarchyElement, rhs: HierarchyElement) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            guard left.hasSameFields(as: right), left.children.count == right.children.count else { return false }
            pending.append(contentsOf: zip(left.children, right.children))
        }
        return true
    }

    /// Equal in everything but children and position.
    public func hasSameFields(as other: HierarchyElement) -> Bool {
        type == other.type && identifier == other.identifier && label == other.label
            && value == other.value && valueTruncated == other.valueTruncated
            && placeholder == other.placeholder && title == other.title && frame == other.frame
            && enabled == other.enabled && selected == other.selected && focused == other.focused
            && hittable == other.hittable && visible == other.visible && synthetic == other.synthetic
            && depth == other.depth
    }

    /// The tree with `transform` applied to every element (children excluded from what it
    /// sees), rebuilt with a loop rather than recursion.
    public func mapped(_ transform: (inout HierarchyElement) -> Void) -> HierarchyElement {
        struct Frame {
            var element: HierarchyElement
            let originals: [HierarchyElement]
            var next = 0
            var built: [HierarchyElement] = []
        }
        func start(_ original: HierarchyElement) -> Frame {
            var element = original
            element.children = []
            transform(&element)
            return Frame(element: element, originals: original.children)
        }
        var stack = [start(self)]
        while true {
            let top = stack.count - 1
            if stack[top].next < stack[top].originals.count {
                let child = stack[top].originals[stack[top].next]
                stack[top].next += 1
                stack.append(start(child))
                continue
            }
            var done = stack.removeLast()
            done.element.children = done.built
            if stack.isEmpty { return done.element }
            stack[stack.count - 1].built.append(done.element)
        }
    }
}

/// A rectangle in points. Origins may be negative (scrolled off the top or left).
public struct ElementFrame: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `{{x, y}, {width, height}}`, as XCTest and idb print frames.
    public var description: String {
        "{{\(formatNumber(x)), \(formatNumber(y))}, {\(formatNumber(width)), \(formatNumber(height))}}"
    }
}

/// A number as kassios writes it: integral values without a fraction (`16`, not `16.0`),
/// others in Swift's shortest form that reads back to the same `Double`.
func formatNumber(_ value: Double) -> String {
    // `Int64(exactly:)` rather than `rounded()`, which would need libm.
    if abs(value) < 1e15, let integral = Int64(exactly: value) {
        return String(integral)
    }
    return value.description
}
