@testable import KassiosCodegen
import XCTest

/// The templates in Templates/ and the ones built into the binary are the same text, each
/// is valid and uses only what screen templates are given, and Templates/README.md
/// documents every variable and filter.
final class BuiltinTemplatesTests: XCTestCase {
    typealias S = CodegenTestSupport

    static let folder = S.repositoryRoot + "/Templates/"
    static let swiftFile = S.repositoryRoot + "/Sources/KassiosCodegen/Templates/BuiltinScreenTemplates.swift"
    /// The Swift name of each screen template's constant.
    static let constants = ["screen-kassios.swift.template": "screenKassios", "screen-robot.swift.template": "screenRobot",
                            "screen-page-object.swift.template": "screenPageObject"]

    func testTemplateFilesAndBuiltinsAreTheSameText() throws {
        if ProcessInfo.processInfo.environment["KASSIOS_UPDATE_TEMPLATES"] == "1" {
            try Data(try BuiltinTemplatesTests.swiftSource().utf8).write(to: URL(fileURLWithPath: BuiltinTemplatesTests.swiftFile), options: .atomic)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: BuiltinTemplatesTests.folder).filter { $0.hasSuffix(".template") }
        XCTAssertEqual(files.sorted(), BuiltinTemplates.all.map(\.fileName).sorted())
        for builtin in BuiltinTemplates.all {
            let file = try String(contentsOfFile: BuiltinTemplatesTests.folder + builtin.fileName, encoding: .utf8)
            XCTAssertEqual(builtin.text, file, """
                Templates/\(builtin.fileName) and its built-in copy differ: \
                KASSIOS_UPDATE_TEMPLATES=1 swift test --filter BuiltinTemplatesTests
                """)
        }
        // The check can fail: one character off is a difference.
        XCTAssertNotEqual(BuiltinTemplates.all[0].text, BuiltinTemplates.all[0].text + " ")
    }

    /// BuiltinScreenTemplates.swift as it should be for the files in Templates/.
    static func swiftSource() throws -> String {
        var text = """
            // The screen templates of Templates/, as text. Generated: BuiltinTemplatesTests checks that
            // this file and Templates/ agree, and `KASSIOS_UPDATE_TEMPLATES=1 swift test --filter
            // BuiltinTemplatesTests` rewrites it from Templates/ after an edit there.

            extension BuiltinTemplates {

            """
        for (index, name) in constants.keys.sorted(by: { order($0) < order($1) }).enumerated() {
            let template = try String(contentsOfFile: folder + name, encoding: .utf8)
            if index > 0 { text += "\n" }
            text += "    static let \(constants[name]!) = BuiltinTemplate(fileName: \"\(name)\", text: ##\"\"\"\n\(template)\n\"\"\"##)\n"
        }
        return text + "}\n"
    }

    private static func order(_ name: String) -> Int {
        ScreenStyle.allCases.firstIndex { $0.templateFileName == name } ?? 99
    }

    func testEveryBuiltinParsesAndUsesOnlyScreenVariables() throws {
        for style in ScreenStyle.allCases {
            let template = try ScreenTemplates.builtin.template(for: style)
            XCTAssertEqual(template.sectionNames, style == .robot ? ["elements", "collections", "actions"] : ["elements", "collections"])
        }
    }

    func testTheReadmeDocumentsEveryVariableAndFilter() throws {
        let readme = try String(contentsOfFile: BuiltinTemplatesTests.folder + "README.md", encoding: .utf8)
        var names = Set(ScreenTemplateContext.shape.keys)
        for case .list(.record(let fields)) in ScreenTemplateContext.shape.values { names.formUnion(fields.keys) }
        names.formUnion(TemplateFilters.all.map(\.name))
        for name in names.sorted() {
            XCTAssertTrue(readme.contains("`\(name)`"), "Templates/README.md does not mention `\(name)`")
        }
        for style in ScreenStyle.allCases {
            XCTAssertTrue(readme.contains("`\(style.templateFileName)`"), style.templateFileName)
        }
    }

    func testATeamsTemplateIsUsedAndItsMistakesAreReportedWhereTheyAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-templates-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let templates = ScreenTemplates(directory: folder)
        let path = folder + "/screen-robot.swift.template"
        try "class {{typeName}} {\n{{#each elements}}\n  // {{identifier | swiftString}}\n{{/each}}\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let robot = try ScreenGenerator.generate(hierarchy: ScreenGeneratorTests.checkout, name: "Checkout", style: .robot, templates: templates)
        XCTAssertEqual(robot.contents, """
            class CheckoutRobot {
              // "checkout.navBar"
              // "checkout.total"
              // "checkout.promoCode"
              // "checkout.saveCard"
              // "checkout.tip"
              // "checkout.pay"
            }

            """)
        XCTAssertEqual(templates.origin(for: .robot), path)
        XCTAssertEqual(templates.origin(for: .kassios), "built-in", "a style without a file uses the built-in")

        try "class {{typeName}} {\n{{#each collections}}\n  {{identifer}}\n{{/each}}\n}\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ScreenGenerator.generate(hierarchy: ScreenGeneratorTests.checkout, name: "C", style: .robot, templates: templates)) {
            XCTAssertTrue("\($0)".hasPrefix("\(path):3:5: unknown variable 'identifer'; here the variables are @first, @index, @last, actionName,"), "\($0)")
        }
        try "{{#if base}}\n{{typeName | kebabCase}}\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try templates.template(for: .robot)) {
            XCTAssertTrue("\($0)".hasPrefix("\(path):2:14: unknown filter 'kebabCase'"), "\($0)")
        }
    }
}
