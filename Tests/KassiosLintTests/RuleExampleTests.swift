import KassiosHierarchy
import KassiosLint
import XCTest

/// Every rule's documented examples are its tests: accepted code gives no finding
/// of that rule, reported code gives findings exactly where its `↓` markers are.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasExamplesOfBothKinds() {
        for rule in RuleRegistry.all {
            let description = rule.description
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, description.identifier)
            XCTAssertFalse(description.triggeringExamples.isEmpty, description.identifier)
            for example in description.triggeringExamples {
                XCTAssertTrue(example.contains("↓"), "\(description.identifier): a reported example needs a ↓ marker:\n\(example)")
            }
        }
    }

    func testAcceptedExamplesProduceNoFinding() {
        for rule in RuleRegistry.all {
            let identifier = rule.description.identifier
            for example in rule.description.nonTriggeringExamples {
                let findings = lint(example, rule: rule.description)
                XCTAssertEqual(findings, [], "\(identifier) reported accepted code:\n\(example)")
            }
        }
    }

    func testReportedExamplesProduceFindingsExactlyAtTheMarkers() {
        for rule in RuleRegistry.all {
            let identifier = rule.description.identifier
            for example in rule.description.triggeringExamples {
                let (source, markers) = MarkedSource.parse(example)
                let findings = lint(source, rule: rule.description)
                XCTAssertEqual(findings.map { "\($0.line):\($0.column)" }, markers.map { "\($0.line):\($0.column)" },
                               "\(identifier) on:\n\(example)\nfound: \(findings.map(\.message))")
                for finding in findings {
                    XCTAssertEqual(finding.severity, rule.description.defaultSeverity)
                    XCTAssertFalse(finding.message.isEmpty)
                }
            }
        }
    }

    func testMarkerParsingCountsUTF8Columns() {
        let (source, markers) = MarkedSource.parse("let é = ↓x\n  ↓y ↓z")
        XCTAssertEqual(source, "let é = x\n  y z")
        XCTAssertEqual(markers.map { "\($0.line):\($0.column)" }, ["1:10", "2:3", "2:5"])
    }

    /// Runs the default rules plus this one, as a user enabling it would, with the
    /// configuration the rule's examples assume (a defect catalog, say).
    private func lint(_ source: String, rule: RuleDescription) -> [Finding] {
        var options = LintOptions()
        if let configuration = rule.exampleConfiguration {
            do {
                try LintConfiguration.parse(configuration, path: "<\(rule.identifier) examples>", directory: ".").apply(to: &options)
            } catch {
                XCTFail("\(rule.identifier): the example configuration does not parse: \(error)")
            }
        }
        for (number, dump) in rule.exampleDumps.enumerated() {
            do {
                options.dumps.append(ScreenDump(path: "<\(rule.identifier) dump \(number + 1)>", hierarchy: try HierarchyReader.read(dump)))
            } catch {
                XCTFail("\(rule.identifier): example dump \(number + 1) does not read: \(error)")
            }
        }
        options.optInRules.insert(rule.identifier)
        return LintRunner.run(sources: [("Example.swift", source)], options: options).findings.filter { $0.rule == rule.identifier }
    }
}

/// Source text with `↓` markers taken out, and where they were (1-based, UTF-8 columns).
enum MarkedSource {
    static func parse(_ marked: String) -> (String, [(line: Int, column: Int)]) {
        var source = ""
        var markers: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == "↓" {
                markers.append((line, column))
                continue
            }
            source.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (source, markers)
    }
}
