import KassiosCodegen
import KassiosHierarchy
import XCTest

final class ScratchPrintTests: XCTestCase {
    func testPrint() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        for screen in ["Login", "Home"] {
            let bytes = [UInt8](FileManager.default.contents(atPath: root + "/Examples/Dumps/\(screen).debugDescription.txt")!)
            let hierarchy = try HierarchyReader.read(bytes)
            for style in ScreenStyle.allCases {
                let file = try ScreenGenerator.generate(hierarchy: hierarchy, name: screen, style: style, source: "\(screen).debugDescription.txt")
                print("===== \(file.fileName)\n\(file.contents)")
            }
        }
    }
}
