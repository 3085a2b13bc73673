/// A dump that cannot be read: where, and what was expected there.
///
/// `line` and `column` are 1-based, columns count UTF-8 bytes (as Xcode does), and they
/// point into the file as given, wrappers included: an error inside the string of
/// `{"value": "…"}` or of an lldb string literal points at the escaped text in the file.
/// `path` says where in the document's structure, for JSON (`$[0].children[2].frame.x`)
/// and XML (`/AppiumAUT/XCUIElementTypeApplication/XCUIElementTypeButton[3]`).
public struct HierarchyError: Error, Equatable, Sendable, CustomStringConvertible {
    public let format: HierarchyFormat?
    public let line: Int
    public let column: Int
    public let path: String?
    public let message: String

    public init(format: HierarchyFormat?, line: Int, column: Int, path: String? = nil, message: String) {
        self.format = format
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `12:7: at $[0].children[1].AXFrame: expected …`
    public var description: String {
        if let path { return "\(line):\(column): at \(path): \(message)" }
        return "\(line):\(column): \(message)"
    }
}

/// Something a read skipped (in lenient mode) or did not understand, with its position.
public struct HierarchyWarning: Equatable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let path: String?
    public let message: String

    public init(line: Int, column: Int, path: String? = nil, message: String) {
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    init(_ error: HierarchyError) {
        self.init(line: error.line, column: error.column, path: error.path, message: error.message)
    }

    public var description: String {
        if let path { return "\(line):\(column): at \(path): \(message)" }
        return "\(line):\(column): \(message)"
    }
}

// MARK: - Positions

/// The bytes a reader parses and how to find any of them in the file as given. When a
/// wrapper was unescaped (`\n` in a string literal is one byte here, two in the file),
/// `origins` holds, for each byte, its offset in the file.
struct SourceText {
    let bytes: [UInt8]
    private let origins: [Int]?
    private let file: [UInt8]
    private let lineStarts: [Int]

    init(file: [UInt8]) {
        self.init(bytes: file, origins: nil, file: file)
    }

    init(bytes: [UInt8], origins: [Int]?, file: [UInt8]) {
        self.bytes = bytes
        self.origins = origins
        self.file = file
        lineStarts = file.withUnsafeBufferPointer { file in
            var starts = [0]
            for index in file.indices {
                let byte = file[index]
                if byte == 0x0A || (byte == 0x0D && (index + 1 >= file.count || file[index + 1] != 0x0A)) {
                    starts.append(index + 1)
                }
            }
            return starts
        }
    }

    /// The same file, parsed through a new unescaped text whose bytes came from these
    /// offsets of this text.
    func unwrapped(_ bytes: [UInt8], origins inner: [Int]) -> SourceText {
        let composed = origins.map { outer in inner.map { $0 < outer.count ? outer[$0] : (outer.last ?? 0) + 1 } } ?? inner
        return SourceText(bytes: bytes, origins: composed, file: file)
    }

    /// The offset in the file of this text's byte `offset` (one past the end allowed).
    func fileOffset(_ offset: Int) -> Int {
        guard let origins else { return max(0, min(offset, file.count)) }
        if offset < 0 { return origins.first ?? 0 }
        if offset < origins.count { return origins[offset] }
        return min((origins.last ?? -1) + 1, file.count)
    }

    /// 1-based line and UTF-8 column of this text's byte `offset`. A byte-order mark
    /// takes no column, as in kassios's Swift lexer.
    func location(_ offset: Int) -> (line: Int, column: Int) {
        let target = fileOffset(offset)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        var column = target - lineStarts[low] + 1
        if low == 0, file.count >= 3, file[0] == 0xEF, file[1] == 0xBB, file[2] == 0xBF, target >= 3 {
            column -= 3
        }
        return (low + 1, column)
    }
}

// MARK: - Strict or lenient

/// Collects what a read skipped. Strict reads throw at the first problem; lenient ones
/// note it and go on.
struct Diagnostics {
    let format: HierarchyFormat
    let lenient: Bool
    let source: SourceText
    private(set) var warnings: [HierarchyWarning] = []
    /// A lenient read stopped before the end of the input.
    var stoppedEarly = false

    init(format: HierarchyFormat, lenient: Bool, source: SourceText) {
        self.format = format
        self.lenient = lenient
        self.source = source
    }

    func error(_ message: String, at offset: Int, path: String? = nil) -> HierarchyError {
        let (line, column) = source.location(offset)
        return HierarchyError(format: format, line: line, column: column, path: path, message: message)
    }

    /// Throws when strict; records a warning when lenient.
    mutating func problem(_ message: String, at offset: Int, path: String? = nil) throws {
        let error = error(message, at: offset, path: path)
        guard lenient else { throw error }
        warnings.append(HierarchyWarning(error))
    }

    /// Records a warning whatever the mode: something harmless the reader ignored.
    mutating func note(_ message: String, at offset: Int, path: String? = nil) {
        warnings.append(HierarchyWarning(error(message, at: offset, path: path)))
    }

    mutating func append(_ warning: HierarchyWarning) {
        warnings.append(warning)
    }
}

/// A short, printable quotation of input bytes for messages: `'x'`, `end of input`.
func quoteFound(_ bytes: [UInt8], at offset: Int, limit: Int = 12) -> String {
    guard offset < bytes.count else { return "end of input" }
    var end = offset
    var scalars = 0
    while end < bytes.count, scalars < limit {
        let byte = bytes[end]
        if byte == 0x0A || byte == 0x0D { break }
        end += 1
        if byte & 0xC0 != 0x80 { scalars += 1 }
    }
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    if end == offset { return bytes[offset] == 0x0A || bytes[offset] == 0x0D ? "end of line" : "end of input" }
    let text = String(decoding: bytes[offset..<end], as: UTF8.self)
    return "'" + text + (end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D ? "…'" : "'")
}

/// A value quoted for a message, cut short when long.
func quoted(_ text: String, limit: Int = 40) -> String {
    text.count > limit ? "'\(text.prefix(limit))…'" : "'\(text)'"
}
