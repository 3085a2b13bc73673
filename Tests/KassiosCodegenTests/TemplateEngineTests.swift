@testable import KassiosCodegen
import XCTest

/// The template language: values, loops, conditions, sections, filters, whitespace, errors.
final class TemplateEngineTests: XCTestCase {
    func render(_ text: String, _ context: [String: TemplateValue]) throws -> String {
        try TemplateEngine.compile(text, file: "t.template").render(context)
    }

    func error(_ text: String, _ context: [String: TemplateValue] = [:], shape: [String: TemplateShape]? = nil) -> String {
        do {
            let template = try TemplateEngine.compile(text, file: "t.template")
            if let shape { try template.check(against: shape) } else { _ = try template.render(context) }
            return "no error"
        } catch let error as TemplateError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    let elements: TemplateValue = .list([
        .record(["name": .text("email"), "secret": .bool(false)]),
        .record(["name": .text("password"), "secret": .bool(true)]),
    ])

    func testValuesAndFieldsOfRecords() throws {
        XCTAssertEqual(try render("class {{typeName}} {}", ["typeName": .text("LoginScreen")]), "class LoginScreen {}")
        XCTAssertEqual(try render("{{screen.name}}!", ["screen": .record(["name": .text("Login")])]), "Login!")
        XCTAssertEqual(try render("{{flag}}", ["flag": .bool(true)]), "true")
        XCTAssertEqual(try render("{{ spaced }}", ["spaced": .text("ok")]), "ok")
        XCTAssertEqual(try render(#"{{"{{"}}x}}"#, [:]), "{{x}}", "a literal prints braces")
        XCTAssertEqual(try render("{ {{x}} }", ["x": .text("1")]), "{ 1 }")
    }

    func testEachWithLoopVariablesAndElse() throws {
        let text = "[{{#each elements}}{{#unless @first}}, {{/unless}}{{@index}}:{{name}}{{/each}}]"
        XCTAssertEqual(try render(text, ["elements": elements]), "[0:email, 1:password]")
        XCTAssertEqual(try render("{{#each xs}}{{this}}{{#if @last}}.{{else}}-{{/if}}{{/each}}",
                                  ["xs": .list([.text("a"), .text("b")])]), "a-b.")
        XCTAssertEqual(try render("{{#each xs}}x{{else}}none{{/each}}", ["xs": .list([])]), "none")
        // An item's field hides the outer variable of the same name; others stay visible.
        XCTAssertEqual(try render("{{#each elements}}{{name}}@{{screen}} {{/each}}",
                                  ["elements": elements, "name": .text("outer"), "screen": .text("Login")]),
                       "email@Login password@Login ")
    }

    func testIfElseAndTruthiness() throws {
        let text = "{{#if x}}yes{{else}}no{{/if}}"
        XCTAssertEqual(try render(text, ["x": .text("a")]), "yes")
        XCTAssertEqual(try render(text, ["x": .text("")]), "no")
        XCTAssertEqual(try render(text, ["x": .bool(false)]), "no")
        XCTAssertEqual(try render(text, ["x": .list([])]), "no")
        XCTAssertEqual(try render(text, ["x": .list([.text("")])]), "yes")
        XCTAssertEqual(try render("{{#unless x}}empty{{/unless}}", ["x": .list([])]), "empty")
    }

    func testBlockTagsOnTheirOwnLinesLeaveNoBlankLines() throws {
        let text = """
            final class A {
            {{#each elements}}
                {{! one line per element }}
                lazy var {{name}} = x()
            {{/each}}
            {{#if none}}
                never
            {{else}}
                // end
            {{/if}}
            }

            """
        XCTAssertEqual(try render(text, ["elements": elements, "none": .bool(false)]), """
            final class A {
                lazy var email = x()
                lazy var password = x()
                // end
            }

            """)
        // A block tag sharing its line with text keeps the line.
        XCTAssertEqual(try render("a {{#if t}}b{{/if}}\nc", ["t": .bool(true)]), "a b\nc")
        // Standalone at the very start and the very end.
        XCTAssertEqual(try render("{{#if t}}\nx\n{{/if}}", ["t": .bool(true)]), "x\n")
    }

    func testSectionsRenderInPlaceAndAlone() throws {
        let template = try TemplateEngine.compile("""
            head
            {{#section members}}
            {{#each elements}}
            m {{name}}
            {{/each}}
            {{/section}}
            tail

            """, file: "t")
        XCTAssertEqual(template.sectionNames, ["members"])
        XCTAssertEqual(try template.render(["elements": elements]), "head\nm email\nm password\ntail\n")
        XCTAssertEqual(try template.render(section: "members", ["elements": elements]), "m email\nm password\n")
        XCTAssertNil(try template.render(section: "other", [:]))
    }

    func testFilters() throws {
        let context: [String: TemplateValue] = ["id": .text("login.submit-button"), "label": .text("Say \"hi\"\\\n👋 é"),
                                                "names": .list([.text("a"), .text("b")])]
        XCTAssertEqual(try render("{{id | camelCase}} {{id | pascalCase}} {{id | upperFirst}}", context),
                       "loginSubmitButton LoginSubmitButton Login.submit-button")
        XCTAssertEqual(try render("{{label | swiftString}}", context), #""Say \"hi\"\\\n👋 é""#)
        XCTAssertEqual(try render("// {{label | oneLine}}", context), #"// Say "hi"\ 👋 é"#)
        XCTAssertEqual(try render("{{names | join}} {{id | uppercase | lowercase}}", context), "a, b login.submit-button")
    }

    func testSyntaxErrorsPointAtTheTemplate() {
        XCTAssertEqual(error("a\n  {{#each elements}}\n{{name}}\n"),
                       "t.template:2:3: '{{#each elements}}' is not closed: expected '{{/each}}' before the end of the template")
        XCTAssertEqual(error("x {{name"), "t.template:1:3: '{{' is not closed: expected '}}' before the end of the template")
        XCTAssertEqual(error("{{name | camelcase}}"),
                       "t.template:1:10: unknown filter 'camelcase'; the filters are camelCase, pascalCase, upperFirst, lowerFirst, lowercase, uppercase, swiftString, oneLine, join")
        XCTAssertEqual(error("{{#if a}}\n{{/each}}"),
                       "t.template:2:1: '{{/each}}' closes '{{#if a}}' opened at 1:1; expected '{{/if}}'")
        XCTAssertEqual(error("{{/if}}"), "t.template:1:1: '{{/if}}' closes nothing: no block is open")
        XCTAssertEqual(error("{{#for x}}{{/for}}"), "t.template:1:3: unknown block '#for'; expected #each, #if, #unless or #section")
        XCTAssertEqual(error("{{#if a}}{{else}}{{else}}{{/if}}"), "t.template:1:18: a second '{{else}}' in '{{#if a}}' opened at 1:1")
        XCTAssertEqual(error("{{else}}"), "t.template:1:1: '{{else}}' outside {{#if}}, {{#unless}} or {{#each}}")
        XCTAssertEqual(error("{{ }}"), "t.template:1:1: empty tag '{{}}': expected a variable name or a block")
        XCTAssertEqual(error("{{a-b}}"), "t.template:1:3: expected a variable name (letters, digits, '_', parts joined by '.'), found 'a-b'")
        XCTAssertEqual(error(String(repeating: "{{#if a}}", count: 65)), "t.template:1:577: blocks nested more than 64 deep")
    }

    func testUnknownVariablesAreFoundOnEveryPathByTheShapeCheck() {
        let shape: [String: TemplateShape] = ["elements": .list(.record(["name": .text])), "typeName": .text]
        // The loop body is checked although no list is at hand.
        XCTAssertEqual(error("{{#each elements}}\n  {{nmae}}\n{{/each}}", shape: shape),
                       "t.template:2:5: unknown variable 'nmae'; here the variables are @first, @index, @last, elements, name, this, typeName")
        XCTAssertEqual(error("{{#if typeName}}{{else}}{{missing}}{{/if}}", shape: shape),
                       "t.template:1:27: unknown variable 'missing'; here the variables are elements, typeName")
        XCTAssertEqual(error("{{elements}}", shape: shape),
                       "t.template:1:3: 'elements' is a list and cannot be printed: loop over it with {{#each elements}}, or add '| join'")
        XCTAssertEqual(error("{{#each typeName}}{{/each}}", shape: shape),
                       "t.template:1:9: 'typeName' is text, not a list, so {{#each}} cannot loop over it")
        XCTAssertEqual(error("{{elements | camelCase}}", shape: shape),
                       "t.template:1:14: filter 'camelCase' takes text, and 'elements' is a list")
        XCTAssertEqual(error("{{#each elements}}{{name}}{{/each}}{{typeName.x}}", shape: shape),
                       "t.template:1:38: unknown variable 'typeName.x': 'typeName' has no fields")
        XCTAssertEqual(error("{{#each elements}}{{@index}}{{name | camelCase}}{{/each}}", shape: shape), "no error")
    }

    func testRenderingAlsoReportsUnknownVariables() {
        XCTAssertEqual(error("a {{who}}", ["name": .text("x")]), "t.template:1:5: unknown variable 'who'; here the variables are name")
    }
}
