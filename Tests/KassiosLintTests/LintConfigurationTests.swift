@testable import KassiosLint
import KassiosModel
import XCTest

final class LintConfigurationTests: XCTestCase {
    func parse(_ text: String) throws -> LintConfiguration {
        try LintConfiguration.parse(text, path: "cfg.yml", directory: "Suite")
    }

    func problem(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no problem"
        } catch {
            return "\(error)"
        }
    }

    func testEveryKey() throws {
        let configuration = try parse("""
        included: [UITests, Shared]
        excluded:
          - "**/Generated/**"
        disabled_rules: [runtime-identifier]
        opt_in_rules: superfluous-suppression
        only_rules: [missing-onload]
        strict: true
        reporter: json
        baseline: base.json
        missing-onload: { severity: warning }
        runtime-identifier: warning
        screens:
          base_classes: [KassScreen, ScreenObject]
          abstract: [BaseScreen]
          onload_property: loadedWhen
        robots: [Robot, BaseRobot]
        builders:
          - { name: anyElement, identifier: 0 }
          - name: row
            identifier: id
            type: cell
        identifiers:
          constants: strict
          allow_interpolation_in_parameterized_builders: true
        """)
        XCTAssertEqual(configuration.includedPaths, ["Suite/UITests", "Suite/Shared"])
        XCTAssertEqual(configuration.excluded, [Glob("**/Generated/**")])
        XCTAssertEqual(configuration.disabledRules, ["runtime-identifier"])
        XCTAssertEqual(configuration.optInRules, ["superfluous-suppression"])
        XCTAssertEqual(configuration.onlyRules, ["missing-onload"])
        XCTAssertTrue(configuration.strict)
        XCTAssertEqual(configuration.reporter, "json")
        XCTAssertEqual(configuration.baseline, "base.json")
        XCTAssertEqual(configuration.severities, ["missing-onload": .warning, "runtime-identifier": .warning])
        XCTAssertEqual(configuration.model.screenRoots, ["KassScreen"])
        XCTAssertEqual(configuration.model.screenObjectRoots, ["ScreenObject"], "a root named like Automattic's keeps its dialect")
        XCTAssertEqual(configuration.model.abstractScreens, ["BaseScreen"])
        XCTAssertEqual(configuration.model.onLoadProperty, "loadedWhen")
        XCTAssertEqual(configuration.model.robotRoots, ["Robot", "BaseRobot"])
        XCTAssertEqual(configuration.model.extraBuilders, [
            ElementBuilder(name: "anyElement", requiredLabels: ["_"], identifier: .unlabeled(0), elementType: "any"),
            ElementBuilder(name: "row", requiredLabels: ["id"], identifier: .labeled("id"), elementType: "cell"),
        ])
        XCTAssertFalse(configuration.model.assumesUnresolvedConstants)
        XCTAssertTrue(configuration.model.allowsInterpolationInParameterizedBuilders)
        XCTAssertEqual(configuration.warnings, [])
    }

    func testUnknownKeysAndRulesAreWarningsWithDidYouMean() throws {
        let configuration = try parse("""
        exluded: [A]
        disabled_rules: [runtime-identifer, made-up-rule, syntax-error]
        screens:
          base_class: [X]
        missing-onload:
          severty: warning
        """)
        XCTAssertEqual(configuration.warnings, [
            "cfg.yml:1:1: warning: unknown setting 'exluded'; did you mean 'excluded'?",
            "cfg.yml:2:18: warning: unknown rule 'runtime-identifer' in 'disabled_rules'; did you mean 'runtime-identifier'?",
            "cfg.yml:2:37: warning: unknown rule 'made-up-rule' in 'disabled_rules'",
            "cfg.yml:2:51: warning: 'syntax-error' is one of kassios's own diagnostics, not a rule: 'disabled_rules' cannot turn it on or off",
            "cfg.yml:4:3: warning: unknown option 'screens.base_class'; did you mean 'base_classes'?",
            "cfg.yml:6:3: warning: unknown option 'severty' for rule 'missing-onload'; did you mean 'severity'?",
        ])
    }

    func testBadValuesAreErrorsWithPositions() {
        XCTAssertEqual(problem("strict: sometimes"), "cfg.yml:1:9: 'strict' expects true or false, found 'sometimes'")
        XCTAssertEqual(problem("missing-onload: { severity: fatal }"), "cfg.yml:1:29: unknown severity 'fatal'; expected warning or error")
        XCTAssertEqual(problem("included: { a: b }"), "cfg.yml:1:11: 'included' expects a list of strings, found a mapping")
        XCTAssertEqual(problem("reporter: yaml"), "cfg.yml:1:11: unknown reporter 'yaml'; one of: \(ReporterRegistry.all.map { $0.name }.joined(separator: ", "))")
        XCTAssertEqual(problem("- just\n- a list"), "cfg.yml:1:1: expected a mapping of settings, found a list")
        XCTAssertEqual(problem("identifiers: { constants: maybe }"), "cfg.yml:1:27: 'identifiers.constants' is assume or strict, not 'maybe'")
        XCTAssertEqual(problem("builders: [{ name: x }]"), "cfg.yml:1:12: builder 'x' needs 'identifier': an argument position (0, 1…) or label")
        XCTAssertTrue(problem("included: [a\n").hasPrefix("cfg.yml:"), "YAML errors carry the file and position")
        // An only_rules that names no rule (empty, or every name misspelt) would turn every rule off.
        let noRule = "'only_rules' names no rule kassios has, which would turn every rule off; list rule ids ('kassios rules' shows them), or remove 'only_rules'"
        XCTAssertEqual(problem("only_rules: [missing-onlaod]"), "cfg.yml:1:13: " + noRule)
        XCTAssertEqual(problem("only_rules: []"), "cfg.yml:1:13: " + noRule)
        XCTAssertEqual(try parse("only_rules: [missing-onload, made-up]").onlyRules, ["missing-onload"], "one known rule is enough")
    }

    /// A quoted boolean says how to write it; a rule in both only_rules and disabled_rules runs,
    /// and is said to; an `included` path that names nothing is found at its place.
    func testMistakesThatLookRightAreExplained() throws {
        XCTAssertEqual(problem("strict: \"true\""), "cfg.yml:1:9: 'strict' expects true or false, found the string 'true'; write true without quotes")
        let both = try parse("only_rules: [missing-onload, runtime-identifier]\ndisabled_rules: [missing-onload]\n")
        XCTAssertEqual(both.warnings, ["cfg.yml:2:17: warning: missing-onload is in only_rules too, which runs exactly its rules: it runs; take it out of one of them"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-included-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/UITests", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let included = try LintConfiguration.parse("included:\n  - UITests\n  - UITest\n", path: "cfg.yml", directory: folder)
        XCTAssertEqual(included.missingIncludedPath, "cfg.yml:3:5: 'included' names UITest, which does not exist")
        XCTAssertNil(try LintConfiguration.parse("included: [UITests]\n", path: "cfg.yml", directory: folder).missingIncludedPath)
    }

    /// Every setting of the wrong shape in one run, in the file's order, each with its position
    /// on a line of its own: a user fixes them all at once instead of one per run.
    func testEverySettingOfTheWrongShapeIsReported() {
        let text = "strict: sometimes\nincluded: [UITests]\nopt_in_rules: { a: b }\nmissing-onload:\n  severity: fatal\n"
        XCTAssertEqual(problem(text).components(separatedBy: "\n"), [
            "cfg.yml:1:9: 'strict' expects true or false, found 'sometimes'",
            "kassios: error: cfg.yml:3:15: 'opt_in_rules' expects rule ids, found a mapping",
            "kassios: error: cfg.yml:5:13: unknown severity 'fatal'; expected warning or error",
        ])
    }

    func testEmptyFileIsTheDefaults() throws {
        let configuration = try parse("# nothing yet\n")
        XCTAssertEqual(configuration.model.screenRoots, ["KassScreen"])
        XCTAssertNil(configuration.onlyRules)
    }

    func testApplyingSeveritiesStrictAndRuleSelection() throws {
        var options = LintOptions()
        try parse("runtime-identifier: warning\ndisabled_rules: [missing-onload]\nstrict: true\n").apply(to: &options)
        let source = "final class A: KassScreen {\n    func r(_ i: Int) -> KassElement { cell(\"r.\\(i)\") }\n}\n"
        let result = LintRunner.run(sources: [("A.swift", source)], options: options)
        XCTAssertEqual(result.findings.map { "\($0.rule) \($0.severity.rawValue)" }, ["runtime-identifier warning"])
        XCTAssertTrue(result.hasErrors, "strict: warnings fail the run")
    }

    func testConfiguredBuildersAndStrictConstantsReachTheModel() throws {
        var options = LintOptions()
        try parse("""
        builders: [{ name: toolbarButton, identifier: 0, type: button }]
        identifiers: { constants: strict }
        """).apply(to: &options)
        let source = """
        final class A: KassScreen {
            lazy var share = toolbarButton("a.\\(kind)")
            lazy var help = button(AppIDs.help)
            override var onLoad: [KassElement] { [share] }
        }
        """
        let findings = LintRunner.run(sources: [("A.swift", source)], options: options).findings
        XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.rule)" }, ["2:36 runtime-identifier", "3:28 runtime-identifier"])
        XCTAssertTrue(findings[1].message.contains("AppIDs.help"))
    }

    /// The project's own configuration saved as UTF-16 with a byte-order mark (what Windows
    /// PowerShell 5's `>` writes) reads as its UTF-8 self; it was "U+0000 is not allowed".
    func testAConfigurationInUTF16ReadsAsInUTF8() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let text = """
            # Written on Windows: «quotes» and all.
            excluded:
              - "**/Generated/**"
            opt_in_rules: [label-locator, unused-element]
            runtime-identifier:
              severity: warning
            screens:
              base_classes: [KassScreen, BaseScreen]
              onload_property: loadedElements
            builders:
              - { name: toolbarButton, identifier: 0, type: button }

            """
        let utf8 = root.appendingPathComponent("utf8.yml")
        let utf16 = root.appendingPathComponent("utf16.yml")
        try Data(text.utf8).write(to: utf8)
        try Data([0xFF, 0xFE] + text.replacingOccurrences(of: "\n", with: "\r\n").utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: utf16)
        var expected = LintOptions()
        try LintConfiguration.load(path: utf8.path).apply(to: &expected)
        var read = LintOptions()
        try LintConfiguration.load(path: utf16.path).apply(to: &read)
        XCTAssertEqual(expected.optInRules, ["label-locator", "unused-element"])
        XCTAssertEqual(expected.severities, ["runtime-identifier": .warning])
        XCTAssertEqual(expected.model.onLoadProperty, "loadedElements")
        XCTAssertEqual(read.optInRules, expected.optInRules)
        XCTAssertEqual(read.excluded.count, 1)
        XCTAssertEqual(read.excluded.first?.matches("A/Generated/B.swift"), true)
        XCTAssertEqual(read.severities, expected.severities)
        XCTAssertEqual(read.model.onLoadProperty, expected.model.onLoadProperty)
        XCTAssertEqual(read.model.extraBuilders.map(\.name), expected.model.extraBuilders.map(\.name))
        XCTAssertEqual(read.model.screenRoots, expected.model.screenRoots)
        XCTAssertEqual(expected.model.screenRoots, ["KassScreen", "BaseScreen"])
    }

    func testDiscoveryWalksUpToTheNearestFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-config-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertNil(LintConfiguration.discover(from: nested.path).flatMap { $0.hasPrefix(root.path) ? $0 : nil })
        try Data("strict: true\n".utf8).write(to: root.appendingPathComponent(".kassios-lint.yml"))
        XCTAssertEqual(LintConfiguration.discover(from: nested.path), root.appendingPathComponent(".kassios-lint.yml").path)
    }
}

final class GlobTests: XCTestCase {
    func testPatterns() {
        XCTAssertTrue(Glob("Examples").matches("Examples/A.swift"))
        XCTAssertTrue(Glob("Examples/").matches("Examples"))
        XCTAssertFalse(Glob("Examples").matches("ExamplesOld/A.swift"))
        XCTAssertTrue(Glob("*.swift").matches("A.swift"))
        XCTAssertFalse(Glob("*.swift").matches("Dir/A.swift"), "* stays in one component")
        XCTAssertTrue(Glob("**/*.swift").matches("A.swift"), "**/ also matches no folder")
        XCTAssertTrue(Glob("**/*.swift").matches("a/b/c/A.swift"))
        XCTAssertTrue(Glob("**/*Mock*.swift").matches("UITests/Mocks/LoginMockScreen.swift"))
        XCTAssertFalse(Glob("**/*Mock*.swift").matches("UITests/Mocks/Login.swift"))
        XCTAssertTrue(Glob("**/Generated/**").matches("A/Generated/B/C.swift"))
        XCTAssertTrue(Glob("UITests/**/Legacy?.swift").matches("UITests/x/y/Legacy1.swift"))
        XCTAssertFalse(Glob("UITests/**/Legacy?.swift").matches("UITests/x/y/Legacy12.swift"))
        XCTAssertTrue(Glob("./Pods/**").matches("Pods/A/B.swift"))
    }
}
