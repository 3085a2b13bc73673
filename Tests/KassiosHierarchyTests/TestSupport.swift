import Foundation
import XCTest
import KassiosHierarchy

/// Files under `Tests/KassiosHierarchyTests/Fixtures/` and `Examples/Dumps/`.
enum Fixture {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repositoryRoot = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = testsDirectory.appendingPathComponent("Fixtures")
    static let dumps = repositoryRoot.appendingPathComponent("Examples/Dumps")

    static func bytes(_ name: String) throws -> [UInt8] {
        try bytes(at: fixtures.appendingPathComponent(name))
    }

    static func bytes(at url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    /// The dumps in a directory and its subfolders, as relative paths: every file but hidden ones and READMEs.
    static func names(in directory: URL) throws -> [String] {
        var names: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasPrefix(".") && name != "README.md" {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isDirectory)
            names += isDirectory.boolValue ? try self.names(in: directory.appendingPathComponent(name)).map { name + "/" + $0 } : [name]
        }
        return names.sorted()
    }

    static func read(_ name: String, format: HierarchyFormat? = nil, lenient: Bool = false,
                     file: StaticString = #filePath, line: UInt = #line) throws -> Hierarchy {
        do {
            return try HierarchyReader.read(try bytes(name), format: format, lenient: lenient)
        } catch let error as HierarchyError {
            XCTFail("\(name): \(error)", file: file, line: line)
            throw error
        }
    }
}

/// A tree as compact text, one element a line, indented two spaces a level:
/// `button id=login.submit label='Sign In' frame=24,527,345,50 disabled`.
func render(_ hierarchy: Hierarchy) -> String {
    hierarchy.elements().map(render).joined(separator: "\n")
}

func render(_ element: HierarchyElement) -> String {
    var parts = [String(repeating: "  ", count: element.depth) + element.type.name]
    if let identifier = element.identifier { parts.append("id=\(identifier)") }
    if let label = element.label { parts.append("label=\(show(label))") }
    if let value = element.value { parts.append("value=\(show(value))") }
    if let placeholder = element.placeholder { parts.append("placeholder=\(show(placeholder))") }
    if let title = element.title { parts.append("title=\(show(title))") }
    if let frame = element.frame {
        parts.append("frame=" + [frame.x, frame.y, frame.width, frame.height].map(number).joined(separator: ","))
    }
    if element.valueTruncated { parts.append("truncated") }
    if !element.enabled { parts.append("disabled") }
    if element.selected { parts.append("selected") }
    if element.focused { parts.append("focused") }
    if let hittable = element.hittable { parts.append("hittable=\(hittable)") }
    if let visible = element.visible { parts.append("visible=\(visible)") }
    if element.synthetic { parts.append("synthetic") }
    return parts.joined(separator: " ")
}

/// `"text"` with `"`, `\` and line breaks escaped, nothing else.
func show(_ text: String) -> String {
    var out = "\""
    for character in text {
        switch character {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\t": out += "\\t"
        default: out.append(character)
        }
    }
    return out + "\""
}

private func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}

/// The identifiers of a tree in document order.
func identifiers(_ hierarchy: Hierarchy) -> [String] {
    hierarchy.elements().compactMap(\.identifier)
}

func assertReadError(_ text: String, _ expected: String, format: HierarchyFormat? = nil,
                     file: StaticString = #filePath, line: UInt = #line) {
    assertReadError(Array(text.utf8), expected, format: format, file: file, line: line)
}

func assertReadError(_ bytes: [UInt8], _ expected: String, format: HierarchyFormat? = nil,
                     file: StaticString = #filePath, line: UInt = #line) {
    do {
        let hierarchy = try HierarchyReader.read(bytes, format: format)
        XCTFail("expected \(expected), read:\n\(render(hierarchy))", file: file, line: line)
    } catch let error as HierarchyError {
        XCTAssertEqual(error.description, expected, file: file, line: line)
    } catch {
        XCTFail("not a HierarchyError: \(error)", file: file, line: line)
    }
}

