import KassiosCodegen
import KassiosLint
import XCTest

/// `codegen:` in `.kassios-lint.yml`: read by generation, accepted by the linter.
final class CodegenConfigurationTests: XCTestCase {
    func testTemplatesFolderIsResolvedAgainstTheConfigurationsFolder() throws {
        let yaml = "included: [Examples]\ncodegen:\n  templates: UITests/Templates\n"
        XCTAssertEqual(try CodegenConfiguration.parse(yaml, path: "repo/.kassios-lint.yml", directory: "repo").templates,
                       "repo/UITests/Templates")
        XCTAssertEqual(try CodegenConfiguration.parse(yaml, path: ".kassios-lint.yml", directory: ".").templates, "UITests/Templates")
        XCTAssertEqual(try CodegenConfiguration.parse("codegen: { templates: /abs/t }", path: "c.yml", directory: "repo").templates, "/abs/t")
        XCTAssertNil(try CodegenConfiguration.parse("included: [Examples]\n", path: "c.yml", directory: ".").templates)
    }

    func testMistakesArePositioned() throws {
        XCTAssertThrowsError(try CodegenConfiguration.parse("codegen: Templates\n", path: "c.yml", directory: ".")) {
            XCTAssertEqual("\($0)", "c.yml:1:10: 'codegen' expects a mapping such as { templates: Templates }, found a string")
        }
        XCTAssertThrowsError(try CodegenConfiguration.parse("codegen:\n  templates: [a, b]\n", path: "c.yml", directory: ".")) {
            XCTAssertEqual("\($0)", "c.yml:2:14: 'codegen.templates' expects a folder, found a list")
        }
        let warned = try CodegenConfiguration.parse("codegen:\n  tempaltes: T\n", path: "c.yml", directory: ".")
        XCTAssertEqual(warned.warnings, ["c.yml:2:3: warning: unknown option 'codegen.tempaltes'; known: templates"])
    }

    func testTheLinterAcceptsTheCodegenKeyWithoutAWarning() throws {
        let configuration = try LintConfiguration.parse("codegen:\n  templates: T\ncodegne: 1\n", path: "c.yml", directory: ".")
        XCTAssertEqual(configuration.warnings, ["c.yml:3:1: warning: unknown setting 'codegne'; did you mean 'codegen'?"])
    }
}
