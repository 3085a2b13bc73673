import Foundation
@testable import KassiosLint
import XCTest

/// The exact text of every structured reporter, for findings that need escaping and for none.
final class StructuredReporterTests: XCTestCase {
    let tricky = ReporterFixtures.tricky
    let clean = ReporterFixtures.clean

    // MARK: SARIF

    func testSARIFDocument() {
        XCTAssertEqual(SARIFReporter.report(tricky, rules: ReporterFixtures.rules, version: "9.9.9"), #"""
        {
          "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "kassios",
                  "version": "9.9.9",
                  "semanticVersion": "9.9.9",
                  "rules": [
                    {
                      "id": "missing-onload",
                      "name": "Missing onLoad",
                      "shortDescription": {
                        "text": "A screen has no onLoad."
                      },
                      "fullDescription": {
                        "text": "Tests should fail \"early\"."
                      },
                      "help": {
                        "text": "Tests should fail \"early\"."
                      },
                      "defaultConfiguration": {
                        "level": "error"
                      }
                    },
                    {
                      "id": "syntax-error",
                      "name": "Syntax error",
                      "shortDescription": {
                        "text": "Unreadable Swift."
                      },
                      "fullDescription": {
                        "text": "Close it."
                      },
                      "help": {
                        "text": "Close it."
                      },
                      "defaultConfiguration": {
                        "level": "warning"
                      }
                    },
                    {
                      "id": "parse-recovery",
                      "name": "Skipped code",
                      "shortDescription": {
                        "text": "Skipped."
                      },
                      "fullDescription": {
                        "text": "Shown on request."
                      },
                      "help": {
                        "text": "Shown on request."
                      },
                      "defaultConfiguration": {
                        "level": "note",
                        "enabled": false
                      }
                    },
                    {
                      "id": "runtime-identifier",
                      "name": "runtime-identifier",
                      "shortDescription": {
                        "text": "kassios reports runtime-identifier."
                      },
                      "fullDescription": {
                        "text": "kassios reports runtime-identifier; see the message of each result."
                      },
                      "help": {
                        "text": "kassios reports runtime-identifier; see the message of each result."
                      },
                      "defaultConfiguration": {
                        "level": "error"
                      }
                    },
                    {
                      "id": "custom-check",
                      "name": "custom-check",
                      "shortDescription": {
                        "text": "kassios reports custom-check."
                      },
                      "fullDescription": {
                        "text": "kassios reports custom-check; see the message of each result."
                      },
                      "help": {
                        "text": "kassios reports custom-check; see the message of each result."
                      },
                      "defaultConfiguration": {
                        "level": "warning"
                      }
                    }
                  ]
                }
              },
              "columnKind": "unicodeCodePoints",
              "results": [
                {
                  "ruleId": "parse-recovery",
                  "ruleIndex": 2,
                  "level": "note",
                  "message": {
                    "text": "skipped a tab\there and a bell \u0007, then é"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "file:///outside/dir%20with%20space/%CE%A9mega%231.swift"
                        },
                        "region": {
                          "startLine": 7,
                          "startColumn": 1
                        }
                      }
                    }
                  ]
                },
                {
                  "ruleId": "missing-onload",
                  "ruleIndex": 0,
                  "level": "error",
                  "message": {
                    "text": "LoginScreen has no onLoad"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "A/Login.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 3,
                          "startColumn": 13
                        }
                      },
                      "logicalLocations": [
                        {
                          "name": "LoginScreen",
                          "fullyQualifiedName": "LoginScreen",
                          "kind": "type"
                        }
                      ]
                    }
                  ]
                },
                {
                  "ruleId": "runtime-identifier",
                  "ruleIndex": 3,
                  "level": "error",
                  "message": {
                    "text": "built with \"interpolation\" of <a & b>,\nthen: 100% done\r\n"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "A/Login.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 9,
                          "startColumn": 30
                        }
                      },
                      "logicalLocations": [
                        {
                          "name": "row(_:)",
                          "fullyQualifiedName": "LoginScreen.row(_:)",
                          "kind": "member"
                        }
                      ]
                    }
                  ]
                },
                {
                  "ruleId": "syntax-error",
                  "ruleIndex": 1,
                  "level": "warning",
                  "message": {
                    "text": "unterminated string literal; add '\"' | `tick` *star* _under_ $1 ~tilde~ [link](x)"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "B/%C3%9Cber%2C%20the%3A%20%5Bx%5D.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 2,
                          "startColumn": 5
                        }
                      }
                    }
                  ]
                },
                {
                  "ruleId": "custom-check",
                  "ruleIndex": 4,
                  "level": "warning",
                  "message": {
                    "text": "50%, ok: yes \\(i)"
                  },
                  "locations": [
                    {
                      "physicalLocation": {
                        "artifactLocation": {
                          "uri": "B/%C3%9Cber%2C%20the%3A%20%5Bx%5D.swift",
                          "uriBaseId": "%SRCROOT%"
                        },
                        "region": {
                          "startLine": 4,
                          "startColumn": 1
                        }
                      },
                      "logicalLocations": [
                        {
                          "name": "helper()",
                          "kind": "member"
                        }
                      ]
                    }
                  ]
                }
              ]
            }
          ]
        }

        """#)
    }

    func testSARIFWithNoFindingsStillDescribesTheRulesAndHasAnEmptyResultList() {
        let text = SARIFReporter.report(clean, rules: Array(ReporterFixtures.rules.prefix(1)))
        XCTAssertEqual(text, #"""
        {
          "$schema": "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
          "version": "2.1.0",
          "runs": [
            {
              "tool": {
                "driver": {
                  "name": "kassios",
                  "version": "0.1.0",
                  "semanticVersion": "0.1.0",
                  "rules": [
                    {
                      "id": "missing-onload",
                      "name": "Missing onLoad",
                      "shortDescription": {
                        "text": "A screen has no onLoad."
                      },
                      "fullDescription": {
                        "text": "Tests should fail \"early\"."
                      },
                      "help": {
                        "text": "Tests should fail \"early\"."
                      },
                      "defaultConfiguration": {
                        "level": "error"
                      }
                    }
                  ]
                }
              },
              "columnKind": "unicodeCodePoints",
              "results": []
            }
          ]
        }

        """#)
    }

    /// By default the run describes every registered rule, in registry order, then the
    /// built-in diagnostics; a result's ruleIndex points at its rule.
    func testSARIFDescribesEveryRuleAndBuiltInDiagnostic() throws {
        let object = try JSONSerialization.jsonObject(with: Data(SARIFReporter.report(tricky).utf8)) as! [String: Any]
        let run = (object["runs"] as! [[String: Any]])[0]
        let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
        XCTAssertEqual(driver["version"] as? String, KassiosVersion.current)
        let rules = driver["rules"] as! [[String: Any]]
        let ids = rules.map { $0["id"] as! String }
        let registered = RuleRegistry.all.map { $0.description.identifier }
        XCTAssertEqual(Array(ids.prefix(registered.count)), registered)
        XCTAssertEqual(Array(ids.dropFirst(registered.count).prefix(5)),
                       ["file-unreadable", "dump-unreadable", "syntax-error", "invalid-utf8", "parse-recovery"])
        XCTAssertEqual(ids.last, "custom-check", "a rule no table knows is described after the others")
        XCTAssertEqual(Set(ids).count, ids.count)

        for rule in RuleRegistry.all.map({ $0.description }) {
            let descriptor = rules[ids.firstIndex(of: rule.identifier)!]
            XCTAssertEqual(descriptor["name"] as? String, rule.name)
            XCTAssertEqual((descriptor["shortDescription"] as? [String: Any])?["text"] as? String, rule.summary)
            XCTAssertEqual((descriptor["fullDescription"] as? [String: Any])?["text"] as? String, rule.rationale)
            XCTAssertEqual((descriptor["help"] as? [String: Any])?["text"] as? String, rule.rationale)
            let configuration = descriptor["defaultConfiguration"] as! [String: Any]
            XCTAssertEqual(configuration["level"] as? String, SARIFReporter.level(rule.defaultSeverity))
            XCTAssertEqual(configuration["enabled"] as? Bool, rule.isOptIn ? false : nil)
        }
        for result in run["results"] as! [[String: Any]] {
            XCTAssertEqual(ids[result["ruleIndex"] as! Int], result["ruleId"] as? String)
        }
    }

    /// GitHub code scanning shows at most 1000 characters of a rule's full description.
    func testRuleTextsFitGitHubCodeScanning() {
        for rule in ReportedRule.all {
            XCTAssertLessThanOrEqual(rule.rationale.count, 1000, rule.identifier)
            XCTAssertFalse(rule.summary.isEmpty, rule.identifier)
            XCTAssertFalse(rule.rationale.isEmpty, rule.identifier)
        }
    }

    func testSARIFURIs() {
        XCTAssertEqual(SARIFReporter.percentEncoded("Tests/Ünï code/a+b%c#d?e.swift"), "Tests/%C3%9Cn%C3%AF%20code/a%2Bb%25c%23d%3Fe.swift")
        XCTAssertEqual(SARIFReporter.percentEncoded("a\\b:c"), "a%5Cb%3Ac")
        let relative = SARIFReporter.report(LintResult(findings: [
            Finding(rule: "syntax-error", severity: .warning, file: "./././Tests/A.swift", line: 1, column: 1, message: "m"),
        ], fileCount: 1), rules: [])
        XCTAssertTrue(relative.contains(#""uri": "Tests/A.swift","#), "a leading ./ is dropped")
    }

    // MARK: JUnit

    func testJUnitDocument() {
        XCTAssertEqual(JUnitReporter.report(tricky), """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="kassios" tests="5" failures="4" errors="0">
          <testsuite name="/outside/dir with space/Ωmega#1.swift" tests="1" failures="0" errors="0" skipped="0">
            <testcase classname="outside.dir with space.Ωmega#1" name="parse-recovery at 7:1">
              <system-out>/outside/dir with space/Ωmega#1.swift:7:1: note: skipped a tab\there and a bell \u{FFFD}, then é [parse-recovery]</system-out>
            </testcase>
          </testsuite>
          <testsuite name="A/Login.swift" tests="2" failures="2" errors="0" skipped="0">
            <testcase classname="A.Login" name="missing-onload at 3:13">
              <failure message="LoginScreen has no onLoad" type="missing-onload">A/Login.swift:3:13: error: LoginScreen has no onLoad [missing-onload]</failure>
            </testcase>
            <testcase classname="A.Login" name="runtime-identifier at 9:30">
              <failure message="built with &quot;interpolation&quot; of &lt;a &amp; b&gt;,&#10;then: 100% done&#13;&#10;" type="runtime-identifier">A/Login.swift:9:30: error: built with "interpolation" of &lt;a &amp; b&gt;,
        then: 100% done&#13;
         [runtime-identifier]</failure>
            </testcase>
          </testsuite>
          <testsuite name="B/Über, the: [x].swift" tests="2" failures="2" errors="0" skipped="0">
            <testcase classname="B.Über, the: [x]" name="syntax-error at 2:5">
              <failure message="unterminated string literal; add '&quot;' | `tick` *star* _under_ $1 ~tilde~ [link](x)" type="warning:syntax-error">B/Über, the: [x].swift:2:5: warning: unterminated string literal; add '"' | `tick` *star* _under_ $1 ~tilde~ [link](x) [syntax-error]</failure>
            </testcase>
            <testcase classname="B.Über, the: [x]" name="custom-check at 4:1">
              <failure message="50%, ok: yes \\(i)" type="warning:custom-check">B/Über, the: [x].swift:4:1: warning: 50%, ok: yes \\(i) [custom-check]</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    }

    func testJUnitWithNoFindingsHasOneEmptySuite() {
        XCTAssertEqual(JUnitReporter.report(clean), """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="kassios" tests="0" failures="0" errors="0">
          <testsuite name="kassios" tests="0" failures="0" errors="0" skipped="0"/>
        </testsuites>

        """)
    }

    // MARK: Checkstyle

    func testCheckstyleDocument() {
        XCTAssertEqual(CheckstyleReporter.report(tricky), """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="/outside/dir with space/Ωmega#1.swift">
            <error line="7" column="1" severity="info" message="skipped a tab&#9;here and a bell \u{FFFD}, then é" source="kassios.parse-recovery"/>
          </file>
          <file name="A/Login.swift">
            <error line="3" column="13" severity="error" message="LoginScreen has no onLoad" source="kassios.missing-onload"/>
            <error line="9" column="30" severity="error" message="built with &quot;interpolation&quot; of &lt;a &amp; b&gt;,&#10;then: 100% done&#13;&#10;" source="kassios.runtime-identifier"/>
          </file>
          <file name="B/Über, the: [x].swift">
            <error line="2" column="5" severity="warning" message="unterminated string literal; add '&quot;' | `tick` *star* _under_ $1 ~tilde~ [link](x)" source="kassios.syntax-error"/>
            <error line="4" column="1" severity="warning" message="50%, ok: yes \\(i)" source="kassios.custom-check"/>
          </file>
        </checkstyle>

        """)
    }

    func testCheckstyleWithNoFindings() {
        XCTAssertEqual(CheckstyleReporter.report(clean), """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
        </checkstyle>

        """)
    }

    func testXMLEscaping() {
        XCTAssertEqual(XMLEscaping.text("a<b>&\"'\t\n\r\u{0}\u{1F}\u{FFFE}é😀"), "a&lt;b&gt;&amp;\"'\t\n&#13;\u{FFFD}\u{FFFD}\u{FFFD}é😀")
        XCTAssertEqual(XMLEscaping.attribute("a<b>&\"'\t\n\r\u{8}"), "a&lt;b&gt;&amp;&quot;'&#9;&#10;&#13;\u{FFFD}")
    }

    // MARK: GitHub Actions

    func testGitHubActionsCommands() {
        XCTAssertEqual(GitHubActionsReporter.report(tricky), """
        ::notice file=/outside/dir with space/Ωmega#1.swift,line=7,col=1,title=kassios parse-recovery::skipped a tab\there and a bell \u{7}, then é
        ::error file=A/Login.swift,line=3,col=13,title=kassios missing-onload::LoginScreen has no onLoad
        ::error file=A/Login.swift,line=9,col=30,title=kassios runtime-identifier::built with "interpolation" of <a & b>,%0Athen: 100%25 done%0D%0A
        ::warning file=B/Über%2C the%3A [x].swift,line=2,col=5,title=kassios syntax-error::unterminated string literal; add '"' | `tick` *star* _under_ $1 ~tilde~ [link](x)
        ::warning file=B/Über%2C the%3A [x].swift,line=4,col=1,title=kassios custom-check::50%25, ok: yes \\(i)

        """)
    }

    /// Columns count UTF-8 bytes, as the compiler does, except where the reader counts characters:
    /// after an `é` and a `ü` (two bytes each), SARIF and GitHub annotations are two columns left.
    func testSARIFAndGitHubCountColumnsInCharactersWhereTheLineHasWideOnes() throws {
        let source = "import XCTest\nlet é = \"ü\"; let x = XCUIApplication().buttons[\"a\\(é)\"]\nlet y = XCUIApplication().buttons[\"b\\(é)\"]\n"
        let result = LintRunner.run(sources: [("Wide.swift", source)])
        let findings = result.findings.filter { $0.rule == "runtime-identifier" }
        XCTAssertEqual(findings.map(\.line), [2, 3])
        XCTAssertEqual(findings.map(\.column), [50, 35])
        XCTAssertEqual(findings.map(\.characterColumn), [48, nil], "line 3 is ASCII up to the finding")
        XCTAssertTrue(XcodeReporter.report(result).contains("Wide.swift:2:50: error:"))
        XCTAssertTrue(GitHubActionsReporter.report(result).contains("line=2,col=48,"))
        XCTAssertTrue(GitHubActionsReporter.report(result).contains("line=3,col=35,"))
        let log = try JSONSerialization.jsonObject(with: Data(SARIFReporter.report(result).utf8)) as! [String: Any]
        let run = (log["runs"] as! [[String: Any]])[0]
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let columns = (run["results"] as! [[String: Any]]).filter { $0["ruleId"] as? String == "runtime-identifier" }.map { result -> Int in
            let location = (result["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any]
            return (location["region"] as! [String: Any])["startColumn"] as! Int
        }
        XCTAssertEqual(columns, [48, 35])
    }

    func testCodePointColumnsCountEachCharacterOnceWhateverItsLength() {
        let bytes = Array("a\r\nü€😀x\rz".utf8)
        let lines = LineIndex(bytes)
        // Line 2: ü (2 bytes), € (3), 😀 (4), then x at byte column 10.
        XCTAssertEqual(lines.codePointColumn(line: 2, byteColumn: 10, in: bytes), 4)
        XCTAssertEqual(lines.codePointColumn(line: 2, byteColumn: 1, in: bytes), 1)
        XCTAssertEqual(lines.codePointColumn(line: 3, byteColumn: 1, in: bytes), 1, "a lone \\r ends a line")
        XCTAssertNil(lines.codePointColumn(line: 4, byteColumn: 1, in: bytes))
        XCTAssertTrue(CharacterColumns.isASCII(Array("0123456789abcdefg".utf8)))
        XCTAssertFalse(CharacterColumns.isASCII(Array("0123456789abcdefé".utf8)), "a wide byte after the last eight")
        XCTAssertFalse(CharacterColumns.isASCII(Array("é0123456789".utf8)))
    }

    func testGitHubActionsPrintsNothingWithNoFindings() {
        XCTAssertEqual(GitHubActionsReporter.report(clean), "")
    }

    func testWorkflowCommandEscaping() {
        XCTAssertEqual(GitHubActionsReporter.escapedData("100%\r\na:b,c"), "100%25%0D%0Aa:b,c")
        XCTAssertEqual(GitHubActionsReporter.escapedProperty("100%\r\na:b,c"), "100%25%0D%0Aa%3Ab%2Cc")
    }

    // MARK: Markdown

    func testMarkdownSummary() {
        XCTAssertEqual(MarkdownReporter.report(tricky), #"""
        ## kassios

        5 findings (2 errors, 2 warnings, 1 note) in 4 files.

        | rule | severity | count |
        |---|---|---:|
        | missing-onload | error | 1 |
        | runtime-identifier | error | 1 |
        | custom-check | warning | 1 |
        | syntax-error | warning | 1 |
        | parse-recovery | note | 1 |

        | file:line | rule | message |
        |---|---|---|
        | /outside/dir with space/Ωmega#1.swift:7 | parse-recovery | skipped a tab\#there and a bell \#u{7}, then é |
        | A/Login.swift:3 | missing-onload | LoginScreen has no onLoad |
        | A/Login.swift:9 | runtime-identifier | built with "interpolation" of \<a \& b\>,<br>then: 100% done<br> |
        | B/Über, the: \[x\].swift:2 | syntax-error | unterminated string literal; add '"' \| \`tick\` \*star\* \_under\_ \$1 \~tilde\~ \[link\](x) |
        | B/Über, the: \[x\].swift:4 | custom-check | 50%, ok: yes \\(i) |

        """#)
    }

    func testMarkdownListsAtMostTheRowLimit() {
        let text = MarkdownReporter.report(tricky, findingRowLimit: 2)
        XCTAssertTrue(text.hasSuffix("""
        | A/Login.swift:3 | missing-onload | LoginScreen has no onLoad |

        …and 3 more findings, not listed here.

        """), text)
    }

    func testMarkdownWithNoFindings() {
        XCTAssertEqual(MarkdownReporter.report(clean), "## kassios\n\nNo findings in 28 files.\n")
    }

    func testMarkdownCellBreaksLinesOnce() {
        XCTAssertEqual(MarkdownReporter.cell("a\r\nb\nc\rd"), "a<br>b<br>c<br>d")
    }

    // MARK: Summary

    func testSummaryCountsPerRuleAndSeverity() {
        XCTAssertEqual(SummaryReporter.report(tricky), """
        missing-onload      error    1
        runtime-identifier  error    1
        custom-check        warning  1
        syntax-error        warning  1
        parse-recovery      note     1
        total: 5 (2 errors, 2 warnings, 1 note) in 4 files

        """)
    }

    func testSummaryPutsTheMostFrequentFirstAndAlignsCounts() {
        let findings = (1...11).map {
            Finding(rule: "runtime-identifier", severity: .error, file: "A.swift", line: $0, column: 1, message: "m")
        } + (1...3).map {
            Finding(rule: "missing-onload", severity: .error, file: "B.swift", line: $0, column: 1, message: "m")
        } + [Finding(rule: "syntax-error", severity: .warning, file: "C.swift", line: 1, column: 1, message: "m")]
        XCTAssertEqual(SummaryReporter.report(LintResult(findings: findings, fileCount: 1)), """
        runtime-identifier  error    11
        missing-onload      error     3
        syntax-error        warning   1
        total: 15 (14 errors, 1 warning) in 1 file

        """)
    }

    func testSummaryWithNoFindings() {
        XCTAssertEqual(SummaryReporter.report(clean), "total: 0 (0 errors, 0 warnings) in 28 files\n")
    }

    // MARK: Registry

    func testStructuredReportersAreFoundByName() {
        let expected: [(String, Reporter.Type)] = [
            ("sarif", SARIFReporter.self), ("junit", JUnitReporter.self), ("checkstyle", CheckstyleReporter.self),
            ("github-actions", GitHubActionsReporter.self), ("markdown", MarkdownReporter.self), ("summary", SummaryReporter.self),
        ]
        for (name, type) in expected {
            XCTAssertTrue(ReporterRegistry.reporter(named: name) == type, name)
        }
        let names = ReporterRegistry.all.map { $0.name }
        XCTAssertEqual(Set(names).count, names.count, "reporter names are unique")
    }
}
