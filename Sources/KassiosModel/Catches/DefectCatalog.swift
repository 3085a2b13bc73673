/// The defects an app can switch on, one at a time, for a mutation run: the ids
/// `Catches` comments may name. Read from a JSON file (`--catalog`, `catches: catalog:`)
/// holding a list of ids, or of objects with an `id` and optionally a `title` and the
/// `launchArgument` that turns the defect on:
///
///     ["successToastMissing", "zeroAmountAccepted"]
///     [{ "id": "successToastMissing", "title": "No toast after a transfer",
///        "launchArgument": "-FinchDefect successToastMissing" }]
///
/// `{ "defects": [ … ] }` is read the same way. Other fields are allowed and ignored.
/// (The file is read by `DefectCatalog.load`, in KassiosLint.)
public struct DefectCatalog: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public let id: String
        public let title: String?
        public let launchArgument: String?

        public init(id: String, title: String? = nil, launchArgument: String? = nil) {
            self.id = id
            self.title = title
            self.launchArgument = launchArgument
        }
    }

    /// In the order of the file.
    public let entries: [Entry]
    /// The file it was read from, as the user named it (nil: given inline).
    public let path: String?
    private let byId: [String: Int]

    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// Fails on an empty or duplicate id.
    public init(entries: [Entry], path: String? = nil) throws {
        var byId: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard !entry.id.isEmpty else {
                throw Problem(description: "\(path.map { "\($0): " } ?? "")defect \(index + 1) has an empty id")
            }
            guard !entry.id.contains(where: { $0.isWhitespace || $0 == "`" }) else {
                throw Problem(description: "\(path.map { "\($0): " } ?? "")defect id '\(entry.id)' has a space or a backtick; a Catches comment could not name it")
            }
            guard byId[entry.id] == nil else {
                throw Problem(description: "\(path.map { "\($0): " } ?? "")defect '\(entry.id)' is listed twice")
            }
            byId[entry.id] = index
        }
        self.entries = entries
        self.path = path
        self.byId = byId
    }

    public static func == (a: DefectCatalog, b: DefectCatalog) -> Bool {
        a.entries == b.entries && a.path == b.path
    }

    public func entry(_ id: String) -> Entry? {
        byId[id].map { entries[$0] }
    }

    public func contains(_ id: String) -> Bool { byId[id] != nil }

    /// What the catalog is called in messages: its path, or "the defect catalog".
    public var name: String { path ?? "the defect catalog" }

    /// The catalog id closest to a misspelt one: same letters in another case first,
    /// then the smallest edit distance within a third of the word.
    public func suggestion(for id: String) -> String? {
        if let sameLetters = entries.first(where: { $0.id.lowercased() == id.lowercased() }) { return sameLetters.id }
        return NameSuggestion.closest(to: id, in: entries.map(\.id))
    }
}
