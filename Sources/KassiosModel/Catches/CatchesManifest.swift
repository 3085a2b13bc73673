/// Defect id → the tests that catch it, in xcodebuild's `-only-testing:` form: what a
/// mutation runner reads to know which tests to run with each defect switched on.
///
/// Everything is sorted (ids and tests by their UTF-8 bytes) and nothing depends on
/// line numbers, so the file only changes when a comment, a test name, a class or
/// the catalog does: made to be committed and checked in CI.
public struct CatchesManifest: Equatable, Sendable {
    public static let formatVersion = 1

    public struct Defect: Equatable, Sendable {
        public let id: String
        public let title: String?
        public let launchArgument: String?
        /// Sorted test identifiers; empty for a catalog defect no test catches.
        public let tests: [String]
        /// Whether the catalog lists it (always true without a catalog).
        public let isInCatalog: Bool

        public init(id: String, title: String? = nil, launchArgument: String? = nil, tests: [String], isInCatalog: Bool = true) {
            self.id = id
            self.title = title
            self.launchArgument = launchArgument
            self.tests = tests
            self.isInCatalog = isInCatalog
        }
    }

    /// Sorted by id.
    public let defects: [Defect]

    public init(defects: [Defect]) {
        self.defects = defects.sorted { CatchesManifest.precedes($0.id, $1.id) }
    }

    /// Every id the comments name, and every catalog defect (caught or not).
    public init(analysis: CatchesAnalysis, catalog: DefectCatalog?, targets: TestTargetNaming) {
        var tests: [String: Set<String>] = [:]
        for caught in analysis.caught {
            let identifier = caught.test.identifier(target: targets.target(forFile: caught.test.typeFile))
            for defect in caught.defects { tests[defect.id, default: []].insert(identifier) }
        }
        var ids = Set(tests.keys)
        for entry in catalog?.entries ?? [] { ids.insert(entry.id) }
        self.init(defects: ids.map { id in
            let entry = catalog?.entry(id)
            return Defect(id: id, title: entry?.title, launchArgument: entry?.launchArgument,
                          tests: (tests[id] ?? []).sorted(by: CatchesManifest.precedes),
                          isInCatalog: catalog == nil || entry != nil)
        })
    }

    /// Byte order: the same on every platform and locale.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    public func defect(_ id: String) -> Defect? {
        defects.first { $0.id == id }
    }

    /// Catalog defects no test catches.
    public var uncaught: [Defect] { defects.filter { $0.tests.isEmpty } }

    public var testCount: Int { Set(defects.flatMap(\.tests)).count }

    // MARK: - Formats

    /// The file formats of a manifest.
    public enum Format: String, CaseIterable, Sendable {
        case json, yaml

        /// By extension: `.yml`/`.yaml` is YAML, anything else JSON.
        public init(forPath path: String) {
            let lower = path.lowercased()
            self = lower.hasSuffix(".yml") || lower.hasSuffix(".yaml") ? .yaml : .json
        }

        /// Whether existing text looks like a manifest of this format (so replacing it loses nothing).
        public func looksLikeManifest(_ text: String) -> Bool {
            switch self {
            case .json: return text.contains("\"defects\"") && text.contains("\"version\"")
            case .yaml: return text.contains("defects:") && text.contains("version:")
            }
        }
    }

    public func rendered(as format: Format) -> String {
        switch format {
        case .json: return json()
        case .yaml: return yaml()
        }
    }

    /// `{"version":1,"defects":{id:{"title","launchArgument","tests":[…]}}}`, two-space
    /// indented, one test per line, ending in a newline.
    public func json() -> String {
        var text = "{\n  \"version\": \(CatchesManifest.formatVersion),\n  \"defects\": {"
        for (index, defect) in defects.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    \(CatchesManifest.jsonString(defect.id)): {\n"
            if let title = defect.title { text += "      \"title\": \(CatchesManifest.jsonString(title)),\n" }
            if let argument = defect.launchArgument { text += "      \"launchArgument\": \(CatchesManifest.jsonString(argument)),\n" }
            if defect.tests.isEmpty {
                text += "      \"tests\": []\n"
            } else {
                text += "      \"tests\": [\n"
                text += defect.tests.map { "        " + CatchesManifest.jsonString($0) }.joined(separator: ",\n")
                text += "\n      ]\n"
            }
            text += "    }"
        }
        text += defects.isEmpty ? "}\n}\n" : "\n  }\n}\n"
        return text
    }

    /// The same content as YAML (every string double-quoted, so any id is safe).
    public func yaml() -> String {
        var text = "# Generated by `kassios catches`: the tests that catch each defect. Do not edit.\n"
        text += "version: \(CatchesManifest.formatVersion)\n"
        guard !defects.isEmpty else { return text + "defects: {}\n" }
        text += "defects:\n"
        for defect in defects {
            text += "  \(CatchesManifest.jsonString(defect.id)):\n"
            if let title = defect.title { text += "    title: \(CatchesManifest.jsonString(title))\n" }
            if let argument = defect.launchArgument { text += "    launchArgument: \(CatchesManifest.jsonString(argument))\n" }
            if defect.tests.isEmpty {
                text += "    tests: []\n"
            } else {
                text += "    tests:\n"
                for test in defect.tests { text += "      - \(CatchesManifest.jsonString(test))\n" }
            }
        }
        return text
    }

    /// `-only-testing:Target/Class/method` for each test that catches `id`, one per line;
    /// nil when the manifest has no such defect.
    public func xcodebuildArguments(for id: String) -> [String]? {
        defect(id).map { $0.tests.map { "-only-testing:" + $0 } }
    }

    /// A JSON string literal; also a valid YAML double-quoted scalar.
    static func jsonString(_ value: String) -> String { JSONText.quoted(value) }
}
