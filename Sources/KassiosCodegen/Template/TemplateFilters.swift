/// The filters a template applies with `|`: `{{identifier | swiftString}}`.
public struct TemplateFilter: Sendable {
    public enum Input: Sendable {
        case text
        /// A list of texts (`join`).
        case textList
    }

    public let name: String
    /// One line for the template language's documentation.
    public let summary: String
    let input: Input
    let apply: @Sendable (TemplateValue) -> String

    /// What the filter makes of one value (a `true`/`false` value reads as text).
    func callAsFunction(_ value: TemplateValue) -> String { apply(value) }
}

public enum TemplateFilters {
    public static let all: [TemplateFilter] = [
        text("camelCase", "words joined, the first lowercased, the rest capitalised: `login.submit-button` → `loginSubmitButton`",
             { SwiftSpelling.camelCase($0) }),
        text("pascalCase", "like camelCase, the first word capitalised too: `login.submit` → `LoginSubmit`",
             { SwiftSpelling.pascalCase($0) }),
        text("upperFirst", "the first character uppercased: `submit` → `Submit`", { SwiftSpelling.upperFirst($0) }),
        text("lowerFirst", "the first character lowercased: `Submit` → `submit`", { text in
            guard let first = text.first else { return text }
            return first.lowercased() + text.dropFirst()
        }),
        text("lowercase", "every character lowercased", { $0.lowercased() }),
        text("uppercase", "every character uppercased", { $0.uppercased() }),
        text("swiftString", "a Swift string literal, quotes included, with quotes, backslashes and control characters escaped",
             { SwiftSpelling.stringLiteral($0) }),
        text("oneLine", "line breaks and control characters replaced by spaces, for a `//` comment", { SwiftSpelling.singleLine($0) }),
        TemplateFilter(name: "join", summary: "a list of texts joined with \", \"", input: .textList, apply: { value in
            guard case .list(let items) = value else { return SwiftSpelling.text(of: value) }
            return items.map(SwiftSpelling.text(of:)).joined(separator: ", ")
        }),
    ]

    public static func named(_ name: String) -> TemplateFilter? {
        all.first { $0.name == name }
    }

    private static func text(_ name: String, _ summary: String, _ transform: @escaping @Sendable (String) -> String) -> TemplateFilter {
        TemplateFilter(name: name, summary: summary, input: .text, apply: { transform(SwiftSpelling.text(of: $0)) })
    }
}
