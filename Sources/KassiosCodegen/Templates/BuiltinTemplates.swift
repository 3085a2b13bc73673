/// A template kassios ships: the same text as the file of that name in `Templates/` at the
/// repository's root, kept in the binary so it needs no files beside it.
public struct BuiltinTemplate: Sendable {
    /// `screen-kassios.swift.template`.
    public let fileName: String
    public let text: String
}

/// Every built-in template, as `kassios templates export` writes them.
public enum BuiltinTemplates {
    public static let all: [BuiltinTemplate] = [screenKassios, screenRobot, screenPageObject]

    public static func named(_ fileName: String) -> BuiltinTemplate? {
        all.first { $0.fileName == fileName }
    }
}
