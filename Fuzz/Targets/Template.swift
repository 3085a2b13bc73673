import KassiosCodegen

// The template engine, over a template a user copied and edited: it compiles or throws a
// positioned TemplateError, and a compiled template renders (each section too) with a
// context shaped like the screen generator's, or throws one.

let element: TemplateValue = .record([
    "name": .text("signIn"), "builder": .text("button"), "identifier": .text("login.signIn"),
    "builderNeedsType": .bool(false), "type": .text("button"), "label": .text("Sign In"),
])
let context: [String: TemplateValue] = [
    "typeName": .text("LoginScreen"), "base": .text("KassScreen"), "source": .text("Login.idb.json"),
    "elements": .list([element, element]), "onLoad": .list([element]), "collections": .list([]),
    "name": .text("Login"), "robot": .bool(true),
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let template = try TemplateEngine.compile(text, file: "fuzz.template")
        _ = try? template.render(context)
        for section in template.sectionNames { _ = try? template.render(section: section, context) }
    } catch is TemplateError {
    } catch {
        preconditionFailure("not a TemplateError: \(error)")
    }
    return 0
}
