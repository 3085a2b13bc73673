import KassiosTestSupport
import XCTest
import KassiosModel

/// The YAML subset `.kassios-lint.yml` is read with: every construct with its exact
/// structure and positions, every error with its exact position and message, and
/// inputs no configuration file would hold, which must end in a result or an error.
final class YAMLReaderTests: XCTestCase {
    // MARK: - Support

    /// The node as compact text: plain scalars bare, quoted ones in their quotes, `~` for
    /// nothing, and with `positions`, `@line:column` after every node, keys included.
    static func render(_ node: YAMLNode?, positions: Bool = false) -> String {
        guard let node else { return "<no document>" }
        let at = positions ? "@\(node.line):\(node.column)" : ""
        switch node.value {
        case .scalar(let text, .plain): return text + at
        case .scalar(let text, .singleQuoted): return "'\(text)'" + at
        case .scalar(let text, .doubleQuoted): return "\"\(text)\"" + at
        case .null: return "~" + at
        case .sequence(let items):
            return "[" + items.map { render($0, positions: positions) }.joined(separator: ", ") + "]" + at
        case .mapping(let pairs):
            let entries = pairs.map { render($0.key, positions: positions) + ": " + render($0.value, positions: positions) }
            return "{" + entries.joined(separator: ", ") + "}" + at
        }
    }

    func assertYAML(_ text: String, _ expected: String, positions: Bool = false,
                    file: StaticString = #filePath, line: UInt = #line) {
        do {
            let node = try YAMLReader.parse(text)
            XCTAssertEqual(Self.render(node, positions: positions), expected, file: file, line: line)
        } catch {
            XCTFail("unexpected error \(error) for \(text.debugDescription)", file: file, line: line)
        }
    }

    func assertYAMLError(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let node = try YAMLReader.parse(text)
            XCTFail("expected \(expected), read \(Self.render(node)) from \(text.debugDescription)", file: file, line: line)
        } catch let error as YAMLError {
            XCTAssertEqual(error.description, expected, text.debugDescription, file: file, line: line)
        } catch {
            XCTFail("not a YAMLError: \(error)", file: file, line: line)
        }
    }

    func parsed(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> YAMLNode {
        try XCTUnwrap(try YAMLReader.parse(text), "no document in \(text.debugDescription)", file: file, line: line)
    }

    // MARK: - Documents

    func testDocumentsWithoutContentHaveNoNode() throws {
        let documents = [
            "", "\n", "   \n\n", "\r\n\r\n", "# only a comment\n  # another\n", "\t# a tab before a comment is fine\n",
            " \t \n", "---\n", "--- # configuration\n...\n", "...\n", "\u{FEFF}", "\u{FEFF}# with a byte-order mark",
        ]
        for document in documents {
            XCTAssertNil(try YAMLReader.parse(document), document.debugDescription)
        }
    }

    func testDocumentMarkers() {
        assertYAML("---\na: 1\n...\n# done\n", "{a@2:1: 1@2:4}@2:1", positions: true)
        assertYAML("--- # configuration\na: 1\n", "{a: 1}")
        assertYAML("a: 1\n...\n...\n", "{a: 1}")
        // Not markers: something follows on the line, or they do not start it.
        assertYAML("---a", "---a")
        assertYAML("a: ---\nb: ... x\n", "{a: ---, b: ... x}")
    }

    func testTopLevelScalarsAndFlowCollections() {
        assertYAML("kassios", "kassios@1:1", positions: true)
        assertYAML("  \"indented\"  # comment", "\"indented\"@1:3", positions: true)
        assertYAML("~", "~@1:1", positions: true)
        assertYAML("[a,\n b]", "[a@1:2, b@2:2]@1:1", positions: true)
    }

    // MARK: - Block collections

    func testBlockMapping() {
        assertYAML("name: kassios\nstrict: false\n", "{name@1:1: kassios@1:7, strict@2:1: false@2:9}@1:1", positions: true)
    }

    func testNestedBlockMappings() {
        let yaml = """
            screens:
              base_classes: KassScreen
              onload_property: onLoad
            reporter: xcode
            """
        assertYAML(yaml, "{screens@1:1: {base_classes@2:3: KassScreen@2:17, onload_property@3:3: onLoad@3:20}@2:3, "
                   + "reporter@4:1: xcode@4:11}@1:1", positions: true)
    }

    func testSequenceAtItsKeysIndentation() {
        let yaml = """
            disabled_rules:
            - coordinate-tap
            - label-locator
            strict: true
            """
        assertYAML(yaml, "{disabled_rules@1:1: [coordinate-tap@2:3, label-locator@3:3]@2:1, strict@4:1: true@4:9}@1:1",
                   positions: true)
    }

    func testIndentedSequence() {
        assertYAML("included:\n  - Examples\n  - Sources\n", "{included@1:1: [Examples@2:5, Sources@3:5]@2:3}@1:1",
                   positions: true)
    }

    func testSequenceOfMappings() {
        let yaml = """
            builders:
              - name: anyElement
                identifier: 0
              - name: row
            """
        assertYAML(yaml, "{builders@1:1: [{name@2:5: anyElement@2:11, identifier@3:5: 0@3:17}@2:5, "
                   + "{name@4:5: row@4:11}@4:5]@2:3}@1:1", positions: true)
    }

    func testNestedSequences() {
        let yaml = """
            - - a
              - b
            - c
            -
              - d
            """
        assertYAML(yaml, "[[a@1:5, b@2:5]@1:3, c@3:3, [d@5:5]@5:3]@1:1", positions: true)
    }

    func testMappingInSequenceItemWithListAtKeyIndentation() {
        let yaml = """
            - rule: a
              paths:
              - x
              - y
              severity: error
            - rule: b
              options:
                - { max: 3 }
            """
        assertYAML(yaml, "[{rule: a, paths: [x, y], severity: error}, {rule: b, options: [{max: 3}]}]")
    }

    func testValueOnTheNextLine() {
        assertYAML("key:\n  value\nother:\n  [a]\n", "{key@1:1: value@2:3, other@3:1: [a@4:4]@4:3}@1:1", positions: true)
        assertYAML("-\n  value\n", "[value@2:3]@1:1", positions: true)
    }

    func testEmptyValuesAreNullWhereTheValueWouldStart() {
        let yaml = """
            a:
            b: ~
            c: null
            d: # nothing here
            e:
            -\u{20}
            - x
            f: [~, NULL, "null", 'null', nul]
            """
        assertYAML(yaml, "{a@1:1: ~@1:3, b@2:1: ~@2:4, c@3:1: ~@3:4, d@4:1: ~@4:3, e@5:1: [~@6:2, x@7:3]@6:1, "
                   + "f@8:1: [~@8:5, ~@8:8, \"null\"@8:14, 'null'@8:22, nul@8:30]@8:4}@1:1", positions: true)
        assertYAML("a: []\nb: {}\nc: [ ]\n", "{a: [], b: {}, c: []}")
        assertYAML("- a\n-\n- # comment\n-", "[a@1:3, ~@2:2, ~@3:2, ~@4:2]@1:1", positions: true)
    }

    func testKeysStayTextEvenWhenTheySpellNull() throws {
        let node = try parsed("null: 1\n~: 2\n")
        XCTAssertEqual(node.pairs?.map { $0.key.value }, [.scalar("null", style: .plain), .scalar("~", style: .plain)])
        XCTAssertEqual(node["null"]?.int, 1)
    }

    // MARK: - Flow collections

    func testFlowSequence() {
        assertYAML(#"excluded: [Examples/Generated, "**/*Mock*.swift", 'it''s']"#,
                   #"{excluded@1:1: [Examples/Generated@1:12, "**/*Mock*.swift"@1:32, 'it's'@1:51]@1:11}@1:1"#,
                   positions: true)
        assertYAML("[a, b, ]", "[a, b]")
        assertYAML("[a:b, http://x.y/z, -1, a b]", "[a:b, http://x.y/z, -1, a b]")
    }

    func testFlowMapping() {
        assertYAML("missing-onload: { severity: error, max: 3 }",
                   "{missing-onload@1:1: {severity@1:19: error@1:29, max@1:36: 3@1:41}@1:17}@1:1", positions: true)
        assertYAML("{a: 1,}", "{a: 1}")
        assertYAML(#"{"a":1, 'b':[x]}"#, #"{"a": 1, 'b': [x]}"#)
        // Without a key's ':', or with nothing after it, the value is null.
        assertYAML("{a, b: , c:}", "{a@1:2: ~@1:3, b@1:5: ~@1:7, c@1:10: ~@1:12}@1:1", positions: true)
    }

    func testColonWithoutBlankStaysInAPlainFlowKey() throws {
        let node = try parsed("{a:1}")
        XCTAssertEqual(node.pairs?.count, 1)
        XCTAssertEqual(node.pairs?.first?.key.string, "a:1")
        XCTAssertEqual(node.pairs?.first?.value.value, YAMLNode.Value.null)
    }

    func testNestedFlowAcrossLinesWithComments() {
        let yaml = """
            rules: { a: [1, {b: c}], # first
              d: [ ],
                   "e":f, e2
            }
            next: [
            # a comment line
              x
              ,y ]
            """
        assertYAML(yaml, #"{rules: {a: [1, {b: c}], d: [], "e": f, e2: ~}, next: [x, y]}"#)
    }

    // MARK: - Scalars

    func testPlainScalars() throws {
        let yaml = """
            a: two words\("  ")
            b: http://example.com:8080/path
            c: value # comment
            d: value#not-a-comment
            e: a, b] c}
            f: -1
            g: :x
            h: ?x
            i: 'it''s # not: a comment'
            j: café ☺
            k: a\tb
            l:\tafter a tab
            """
        let node = try parsed(yaml)
        let expected: [(String, String)] = [
            ("a", "two words"), ("b", "http://example.com:8080/path"), ("c", "value"), ("d", "value#not-a-comment"),
            ("e", "a, b] c}"), ("f", "-1"), ("g", ":x"), ("h", "?x"), ("i", "it's # not: a comment"),
            ("j", "café ☺"), ("k", "a\tb"), ("l", "after a tab"),
        ]
        XCTAssertEqual(node.pairs?.map(\.key.string), expected.map(\.0))
        for (key, text) in expected {
            XCTAssertEqual(node[key]?.string, text, key)
        }
        XCTAssertEqual(node["i"]?.value, .scalar("it's # not: a comment", style: .singleQuoted))
    }

    func testDoubleQuotedEscapes() throws {
        let escapes: [(String, String)] = [
            (#"\\"#, "\\"), (#"\""#, "\""), (#"\n"#, "\n"), (#"\t"#, "\t"), ("\\\t", "\t"), (#"\r"#, "\r"),
            (#"\0"#, "\u{0}"), (#"\/"#, "/"), (#"\u263A"#, "☺"), (#"\U0001F600"#, "😀"), (#"\x41"#, "A"),
            (#"\xe9"#, "é"), (#"\a"#, "\u{7}"), (#"\b"#, "\u{8}"), (#"\v"#, "\u{B}"), (#"\f"#, "\u{C}"),
            (#"\e"#, "\u{1B}"), (#"\ "#, " "), (#"\N"#, "\u{85}"), (#"\_"#, "\u{A0}"), (#"\L"#, "\u{2028}"),
            (#"\P"#, "\u{2029}"),
        ]
        for (escape, text) in escapes {
            let node = try parsed("key: \"<\(escape)>\"")
            XCTAssertEqual(node["key"]?.value, .scalar("<\(text)>", style: .doubleQuoted), escape)
        }
        XCTAssertEqual(try parsed(#""a # b: c's""#).value, .scalar("a # b: c's", style: .doubleQuoted))
        XCTAssertEqual(try parsed(#"'a \n "b"'"#).value, .scalar(#"a \n "b""#, style: .singleQuoted))
        XCTAssertEqual(try parsed(#""""#).value, .scalar("", style: .doubleQuoted))
    }

    func testColumnsCountUTF8Bytes() {
        assertYAML("é: ☺ x\n", "{é@1:1: ☺ x@1:5}@1:1", positions: true)
        assertYAMLError("é: \"☺", "1:5: unterminated double-quoted string")
        assertYAMLError("☺: [a b", "1:6: unterminated flow sequence, expected ']'")
    }

    // MARK: - Comments, line breaks, byte-order mark

    func testCommentsEverywhere() {
        let yaml = """
            # leading
            a: 1 # after a value
            # between
            b: # after a key
              # before an item
              - x # after an item
              # inside a list
            c: [x, # inside a flow sequence
              y] # after a flow sequence
            #no blank needed at the start of a line
               # indented
            \t# after a tab
            """
        assertYAML(yaml, "{a: 1, b: [x], c: [x, y]}")
    }

    func testCRLFReadsLikeLF() throws {
        let lf = "# c\nincluded:\n  - Examples\nexcluded: [a,\n  \"b\"]\nscreens:\n  abstract: Base # c\n"
        let crlf = Self.replacingLineFeeds(in: lf, with: "\r\n")
        let lone = Self.replacingLineFeeds(in: lf, with: "\r")
        let expected = #"{included@2:1: [Examples@3:5]@3:3, excluded@4:1: [a@4:12, "b"@5:3]@4:11, "#
            + "screens@6:1: {abstract@7:3: Base@7:13}@7:3}@2:1"
        assertYAML(lf, expected, positions: true)
        assertYAML(crlf, expected, positions: true)
        assertYAML(lone, expected, positions: true)
        assertYAMLError("a: 1\r\n  b: 2\r\n", "2:1: inconsistent indentation: expected 0 spaces, found 2")
        assertYAMLError("a: 1\r\nb: \"x\r\n", "2:4: unterminated double-quoted string")
    }

    func testByteOrderMarkTakesNoColumn() {
        assertYAML("\u{FEFF}a: 1\nb: [x]", "{a@1:1: 1@1:4, b@2:1: [x@2:5]@2:4}@1:1", positions: true)
        assertYAML("\u{FEFF}---\na: 1", "{a@2:1: 1@2:4}@2:1", positions: true)
        assertYAMLError("\u{FEFF}a: \"x", "1:4: unterminated double-quoted string")
    }

    // MARK: - Reading values

    func testConveniences() throws {
        let node = try parsed("""
            text: hello
            quoted: "true"
            flags: [true, True, YES, yes, no, NO, false, FALSE, on, Off, 1, 'yes']
            numbers: [0, 42, -7, +3, 3.0, 0x1F, 1_000, '3', "4"]
            list: [a]
            map: {k: v}
            nothing:
            """)
        XCTAssertEqual(node["text"]?.string, "hello")
        XCTAssertEqual(node["quoted"]?.string, "true")
        XCTAssertNil(node["quoted"]?.bool, "a quoted true is text")
        // YAML 1.1's on and off too, as SwiftLint's configurations write them; not a number, nor quoted text.
        XCTAssertEqual(node["flags"]?.array?.map(\.bool), [true, true, true, true, false, false, false, false, true, false, nil, nil])
        XCTAssertEqual(node["numbers"]?.array?.map(\.int), [0, 42, -7, 3, nil, nil, nil, nil, nil])
        XCTAssertEqual(node["numbers"]?.array?.map(\.string), ["0", "42", "-7", "+3", "3.0", "0x1F", "1_000", "3", "4"])
        XCTAssertEqual(node["list"]?.array?.map(\.string), ["a"])
        XCTAssertEqual(node["map"]?.pairs?.map { [$0.key.string, $0.value.string] }, [["k", "v"]])
        XCTAssertEqual(node["map"]?["k"]?.string, "v")
        XCTAssertNil(node["missing"])
        XCTAssertNil(node["text"]?["k"], "a string has no keys")
        XCTAssertEqual(node["nothing"]?.value, .null)
        XCTAssertNil(node["nothing"]?.string)

        XCTAssertEqual(node["text"]?.kindName, "a string")
        XCTAssertEqual(node["list"]?.kindName, "a list")
        XCTAssertEqual(node["map"]?.kindName, "a mapping")
        XCTAssertEqual(node["nothing"]?.kindName, "nothing")
        for kind in ["text", "list", "map", "nothing"] {
            let value = try XCTUnwrap(node[kind])
            XCTAssertEqual(value.array != nil, kind == "list", kind)
            XCTAssertEqual(value.pairs != nil, kind == "map", kind)
            XCTAssertEqual(value.string != nil, kind == "text", kind)
        }
        XCTAssertEqual(YAMLError(line: 3, column: 5, message: "expected a list, found a string").description,
                       "3:5: expected a list, found a string")
    }

    func testRealisticConfiguration() throws {
        let yaml = """
            # kassios configuration
            included:
              - Examples
            excluded: [Examples/Generated, "**/*Mock*.swift"]
            disabled_rules:
            - coordinate-tap
            opt_in_rules: [label-locator]
            strict: false
            reporter: xcode
            screens:
              base_classes: [KassScreen, ScreenObject]
              abstract: [BaseScreen]
              onload_property: onLoad
            builders:
              - name: anyElement
                identifier: 0
              - { name: row, identifier: id }
            runtime-identifier:
              severity: warning
            missing-onload: { severity: error }

            """
        assertYAML(yaml, "{included: [Examples], excluded: [Examples/Generated, \"**/*Mock*.swift\"], "
                   + "disabled_rules: [coordinate-tap], opt_in_rules: [label-locator], strict: false, reporter: xcode, "
                   + "screens: {base_classes: [KassScreen, ScreenObject], abstract: [BaseScreen], onload_property: onLoad}, "
                   + "builders: [{name: anyElement, identifier: 0}, {name: row, identifier: id}], "
                   + "runtime-identifier: {severity: warning}, missing-onload: {severity: error}}")

        let configuration = try parsed(yaml)
        XCTAssertEqual(configuration.line, 2)
        XCTAssertEqual(configuration.column, 1)
        XCTAssertEqual(configuration["strict"]?.bool, false)
        XCTAssertEqual(configuration["excluded"]?.array?.compactMap(\.string), ["Examples/Generated", "**/*Mock*.swift"])
        XCTAssertEqual(configuration["screens"]?["base_classes"]?.array?.compactMap(\.string), ["KassScreen", "ScreenObject"])
        XCTAssertEqual(configuration["builders"]?.array?.first?["identifier"]?.int, 0)
        XCTAssertEqual(configuration["builders"]?.array?.last?["identifier"]?.int, nil)
        XCTAssertEqual(configuration["builders"]?.array?.last?["identifier"]?.string, "id")
        let row = try XCTUnwrap(configuration["builders"]?.array?.last)
        XCTAssertEqual([row.line, row.column], [17, 5])
        let warning = try XCTUnwrap(configuration["runtime-identifier"]?["severity"])
        XCTAssertEqual([warning.line, warning.column], [19, 13])
        let missingOnLoad = try XCTUnwrap(configuration["missing-onload"])
        XCTAssertEqual([missingOnLoad.line, missingOnLoad.column], [20, 17])
        XCTAssertEqual(configuration["reporter"]?.kindName, "a string")
    }

    // MARK: - Errors: indentation

    func testTabsInIndentation() {
        assertYAMLError("\ta: 1", "1:1: tabs are not allowed for indentation")
        assertYAMLError("a:\n  \tb: 1", "2:3: tabs are not allowed for indentation")
        assertYAMLError("-\t- a", "1:2: tabs are not allowed for indentation")
        assertYAMLError("- \tkey: value", "1:3: tabs are not allowed for indentation")
        // A tab may separate a scalar from its "- " or "key:".
        assertYAML("-\tvalue", "[value@1:3]@1:1", positions: true)
        assertYAML("key:\tvalue", "{key@1:1: value@1:6}@1:1", positions: true)
    }

    func testInconsistentIndentation() {
        let yaml = """
            rules:
              runtime-identifier:
                severity: warning
              missing-onload:
                severity: error
              strict: true
               reporter: xcode
            """
        assertYAMLError(yaml, "7:1: inconsistent indentation: expected 2 spaces, found 3")
        assertYAMLError("a:\n  b: 1\n c: 2", "3:1: inconsistent indentation: expected 0 or 2 spaces, found 1")
        assertYAMLError("a:\n    b: 1\n  c: 2", "3:1: inconsistent indentation: expected 0 or 4 spaces, found 2")
        assertYAMLError("a:\n  - x\n - y", "3:1: inconsistent indentation: expected 0 or 2 spaces, found 1")
        assertYAMLError("- a: 1\n b: 2", "2:1: inconsistent indentation: expected 0 or 2 spaces, found 1")
        assertYAMLError("a:\n b: 1\n  c: 2", "3:1: inconsistent indentation: expected 1 space, found 2")
        assertYAMLError("- a\n - b", "2:1: inconsistent indentation: expected 0 spaces, found 1")
        assertYAMLError("  a: 1\nb: 2", "2:1: inconsistent indentation: expected 2 spaces, found 0")
        // A plain scalar does not continue on the next line, as it would in full YAML.
        assertYAMLError("key: value\n  more", "2:1: inconsistent indentation: expected 0 spaces, found 2")
        assertYAMLError("key: [a]\n  more: 1", "2:1: inconsistent indentation: expected 0 spaces, found 2")
    }

    // MARK: - Errors: mappings

    func testMissingColonAfterKey() {
        assertYAMLError("runtime-identifier:\n    max: 3\n    severity", "3:5: expected ':' after mapping key 'severity'")
        assertYAMLError("a: 1\n\"b\" c", "2:1: expected ':' after mapping key 'b'")
        assertYAMLError("a: 1\n[b]", "2:1: expected a mapping key, found a list")
        assertYAMLError(#""a":b"#, "1:5: expected a space after ':'")
        assertYAMLError(#"{"a" b}"#, "1:2: expected ':' after mapping key 'a'")
    }

    func testDuplicateKeys() {
        assertYAMLError("{\nexcluded: a,\nother: b,\n  excluded: c }", "4:3: duplicate key 'excluded' (first at 2:1)")
        assertYAMLError("a: 1\nb: 2\na: 3", "3:1: duplicate key 'a' (first at 1:1)")
        assertYAMLError("a: 1\n'a': 2", "2:1: duplicate key 'a' (first at 1:1)")
        assertYAML("a: {x: 1}\nb: {x: 2}", "{a: {x: 1}, b: {x: 2}}")
    }

    func testMisplacedKeysAndValues() {
        assertYAMLError("key: - a", "1:6: a list cannot start on the same line as its key 'key'; put '- ' on the next line")
        assertYAMLError("key: a: b", "1:7: expected end of line after the value of 'key'; quote a value that contains ': ', "
                        + "and start a nested mapping on its own line")
        assertYAMLError(": b", "1:1: expected a mapping key before ':'")
        assertYAMLError("a: 1\n: b", "2:1: expected a mapping key before ':'")
        assertYAMLError("{: b}", "1:2: expected a mapping key before ':'")
        assertYAMLError("{[a]: b}", "1:2: expected a string as mapping key, found a list")
        assertYAMLError("[a]: b", "1:1: expected a string as mapping key, found a list")
        assertYAMLError("a: 1\n- b", "2:1: expected a mapping key, found a list item ('- ')")
        assertYAMLError("a:\n  - x\n  y: 1", "3:3: expected '- ' for the next list item (the list starts at 2:3)")
        assertYAMLError("- a\nb: 1", "2:1: expected '- ' for the next list item (the list starts at 1:1)")
        assertYAMLError("included\nexcluded", "2:1: expected end of document after the top-level value at 1:1")
        assertYAMLError("a: \"x\" y", "1:8: expected end of line after the value of 'a', found 'y'")
        assertYAMLError("key: [a] b", "1:10: expected end of line after the value of 'key', found 'b'")
        assertYAMLError("- \"x\"#", "1:6: expected end of line after the value, found '#'")
        assertYAMLError("a: ]", "1:4: expected a value, found ']'")
        assertYAMLError("a: ,", "1:4: expected a value, found ','")
    }

    // MARK: - Errors: flow collections

    func testFlowCollectionErrors() {
        assertYAMLError("a: [x, y", "1:4: unterminated flow sequence, expected ']'")
        assertYAMLError("a: {x: 1", "1:4: unterminated flow mapping, expected '}'")
        assertYAMLError("a: [x,\n---\n]", "1:4: unterminated flow sequence, expected ']'")
        assertYAMLError(#"a: [x, "y" z]"#, "1:12: expected ',' or ']' after a flow sequence item, found 'z'")
        assertYAMLError(#"a: {"x": "y" z}"#, "1:14: expected ',' or '}' after a flow mapping entry, found 'z'")
        assertYAMLError("[a,,b]", "1:4: expected a value, found ','")
        assertYAMLError("[,]", "1:2: expected a value, found ','")
        assertYAMLError("[a: 1]", "1:3: single-pair mappings inside flow sequences are not supported; write { key: value }")
        assertYAMLError("[- a]", "1:2: list items ('- ') are not allowed inside a flow collection")
        assertYAMLError("[a,#b]", "1:4: expected a value, found '#'; a comment needs a blank before '#'")
        assertYAMLError("[a\n b]", "2:2: expected ',' or ']' after a flow sequence item, found 'b'")
        // Plain in YAML 1.2 but an explicit key or an error to libyaml, so never guessed at.
        assertYAMLError("[?x]", "1:2: '?' cannot start a plain value inside a flow collection; quote the value")
        assertYAMLError("{a: :x}", "1:5: ':' cannot start a plain value inside a flow collection; quote the value")
    }

    // MARK: - Errors: scalars

    func testQuotedScalarErrors() {
        assertYAMLError("screen:\n  title: \"Log in\n", "2:10: unterminated double-quoted string")
        assertYAMLError("a: 'it''s", "1:4: unterminated single-quoted string")
        assertYAMLError("{a: \"b\n}", "1:5: unterminated double-quoted string")
        assertYAMLError(#"a: "\q""#, #"1:5: unknown escape '\q' in a double-quoted string"#)
        assertYAMLError(#"a: "\é""#, #"1:5: unknown escape '\é' in a double-quoted string"#)
        assertYAMLError(#"a: "\u26""#, #"1:5: expected 4 hexadecimal digits after '\u'"#)
        assertYAMLError(#"a: "\x4"#, #"1:5: expected 2 hexadecimal digits after '\x'"#)
        assertYAMLError(#"a: "\uD800""#, #"1:5: '\uD800' is not a Unicode scalar value"#)
        assertYAMLError(#"a: "\U00110000""#, #"1:5: '\U00110000' is not a Unicode scalar value"#)
        assertYAMLError("a: \"abc\\\n  def\"", "1:8: escaped line breaks are not supported; keep the string on one line")
    }

    func testUnsupportedFeaturesAreNamed() {
        assertYAMLError("message: |\n  text", "1:10: block scalars are not supported")
        assertYAMLError("a: >-\n  text", "1:4: block scalars are not supported")
        assertYAMLError("a: &x 1", "1:4: anchors are not supported")
        assertYAMLError("b: *x", "1:4: aliases are not supported")
        assertYAMLError("c: !!str 1", "1:4: tags are not supported")
        assertYAMLError("? a\n: b", "1:1: explicit keys ('? ') are not supported")
        assertYAMLError("%YAML 1.2\n---\na: 1", "1:1: directives (%YAML, %TAG) are not supported")
        assertYAMLError("a: @x", "1:4: '@' cannot start a plain value; quote the value")
        assertYAMLError("a: `x`", "1:4: '`' cannot start a plain value; quote the value")
        assertYAMLError("a: %x", "1:4: '%' cannot start a plain value; quote the value")
    }

    func testMultipleDocuments() {
        assertYAMLError("a: 1\n---\nb: 2", "2:1: multiple documents are not supported")
        assertYAMLError("a: 1\n...\nb: 2", "3:1: multiple documents are not supported")
        assertYAMLError("---\n---\n", "2:1: multiple documents are not supported")
        assertYAMLError("a: 1\n...\n# c\n---\n", "4:1: multiple documents are not supported")
        assertYAMLError("--- a: 1", "1:5: expected a line break after '---', found 'a'")
        assertYAMLError("a: 1\n... x", "2:5: expected a line break after '...', found 'x'")
    }

    func testControlCharacters() {
        assertYAMLError("a: 1\u{7}", "1:5: control character U+0007 is not allowed")
        assertYAMLError("# \u{0}", "1:3: control character U+0000 is not allowed")
        assertYAMLError("a: \"\u{1B}\"", "1:5: control character U+001B is not allowed")
        assertYAMLError("a: 'x\u{7F}'", "1:6: control character U+007F is not allowed")
        assertYAMLError("\u{1}", "1:1: control character U+0001 is not allowed")
    }

    // MARK: - Errors: nesting

    func testNestingIsCapped() {
        let depth = YAMLReader.maximumNestingDepth
        XCTAssertEqual(depth, 256)
        assertYAML(String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
                   String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        assertYAMLError(String(repeating: "[", count: depth + 1), "1:257: nesting deeper than 256 levels")
        assertYAMLError(String(repeating: "[", count: 10_000), "1:257: nesting deeper than 256 levels")
        assertYAMLError(String(repeating: "{a: ", count: 10_000), "1:1025: nesting deeper than 256 levels")
        assertYAMLError(String(repeating: "[{a: ", count: 5_000), "1:641: nesting deeper than 256 levels")
        assertYAMLError(String(repeating: "- ", count: 10_000), "1:513: nesting deeper than 256 levels")
        assertYAMLError(String(repeating: "- ", count: 10_000) + "\n", "1:513: nesting deeper than 256 levels")
        let indentedLists = (0..<1_000).map { String(repeating: " ", count: $0) + "-" }.joined(separator: "\n")
        assertYAMLError(indentedLists, "257:257: nesting deeper than 256 levels")
        let indentedMappings = (0..<1_000).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        assertYAMLError(indentedMappings, "257:257: nesting deeper than 256 levels")
        let withinLimit = (0..<depth).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n")
        XCTAssertNoThrow(try YAMLReader.parse(withinLimit))
    }

    // MARK: - Any input

    static let fragments = [
        ": ", "- ", "[", "]", "{", "}", "\"", "'", "#", " #", "\n", "\n", "\n  ", "\r\n", "\r", " ", "  ", "\t", "\\",
        ",", "a", "b", "key", "x: ", "---", "...", "--- ", "~", "null", "é", "☺", "😀", "|", ">", "&", "*", "!", "?",
        "%", "@", "\\u263A", "\\x", "\\U0001F600", "0", "-1", "''", ":", "-", "\u{FEFF}", "\u{0}", "\u{7}",
    ]

    func testAnyInputEndsInAResultOrAPositionedError() {
        var random = SplitMix64(seed: 0x6B61_7373_696F_73)
        var results = 0
        for index in 0..<2_000 {
            let text: String
            switch index % 4 {
            case 0:
                let bytes = (0..<random.below(200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                text = String(decoding: bytes, as: UTF8.self)
            case 1:
                // Mostly structure: nesting, quotes and breaks in every order.
                text = (0..<random.below(80)).map { _ in Self.fragments[random.below(Self.fragments.count)] }.joined()
            default:
                let document = Self.configurationDocument(&random)
                text = document.text
                if !document.damaged {
                    XCTAssertNoThrow(try YAMLReader.parse(text), "input \(index): \(text.debugDescription)")
                }
            }
            if checkEndsInAResultOrAPositionedError(text, "input \(index)") { results += 1 }
        }
        // Both ways out are taken often, so neither path goes untested.
        XCTAssertGreaterThan(results, 500)
        XCTAssertLessThan(results, 1_500)
    }

    /// A configuration-shaped document, valid as generated (keys are numbered, so
    /// never duplicates); one time in three a fragment lands somewhere in it.
    static func configurationDocument(_ random: inout SplitMix64) -> (text: String, damaged: Bool) {
        let keys = ["included", "excluded", "strict", "name", "severity", "é", "k-1", "two words"]
        let scalars = ["Examples", "two words", #""double \u263A""#, "'it''s'", "~", "true", "0", "-1", "http://x:80",
                       "a#b", "☺", #""""#, "null"]
        func scalar(_ random: inout SplitMix64) -> String { scalars[random.below(scalars.count)] }
        func comment(_ random: inout SplitMix64) -> String { ["", "", "", " # note", "\t# note"][random.below(5)] }
        var lines: [String] = []
        for number in 0..<(1 + random.below(6)) {
            let key = keys[random.below(keys.count)] + "\(number)"
            let margin = String(repeating: " ", count: 1 + random.below(4))
            switch random.below(6) {
            case 0:
                lines.append("\(key): \(scalar(&random))" + comment(&random))
            case 1:
                lines.append("\(key):" + comment(&random))
                let itemMargin = random.below(2) == 0 ? "" : margin
                for _ in 0..<(1 + random.below(3)) { lines.append(itemMargin + "- " + scalar(&random) + comment(&random)) }
            case 2:
                let items = (0..<random.below(4)).map { _ in scalar(&random) }
                lines.append("\(key): [" + items.joined(separator: [", ", ",", ",\n  "][random.below(3)]) + "]")
            case 3:
                lines.append("\(key):")
                for sub in 0..<(1 + random.below(3)) { lines.append(margin + "sub\(sub): " + scalar(&random)) }
            case 4:
                lines.append("\(key):")
                for _ in 0..<(1 + random.below(3)) {
                    lines.append(margin + "- name: " + scalar(&random))
                    lines.append(margin + "  id: " + scalar(&random))
                }
            default:
                lines.append("\(key): { severity: \(scalar(&random)), max: [\(scalar(&random))] }")
            }
            if random.below(5) == 0 { lines.append(["", "# comment", "   # indented comment"][random.below(3)]) }
        }
        var characters = Array(lines.joined(separator: "\n"))
        let damaged = random.below(3) == 0
        if damaged {
            characters.insert(contentsOf: Self.fragments[random.below(Self.fragments.count)],
                              at: random.below(characters.count + 1))
        }
        return (String(characters), damaged)
    }

    /// Checks where the outcome points, and that CRLF gives the same outcome; true when the text was read.
    @discardableResult
    func checkEndsInAResultOrAPositionedError(_ text: String, _ name: String,
                                              file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let lineLengths = Self.lineLengths(of: text)
        func isInside(_ position: (line: Int, column: Int)) -> Bool {
            position.line >= 1 && position.line <= lineLengths.count
                && position.column >= 1 && position.column <= lineLengths[position.line - 1] + 1
        }
        let outcome: String
        let wasRead: Bool
        do {
            let node = try YAMLReader.parse(text)
            var pending = node.map { [$0] } ?? []
            while let next = pending.popLast() {
                XCTAssertTrue(isInside((next.line, next.column)),
                              "\(name): node at \(next.line):\(next.column) outside \(text.debugDescription)",
                              file: file, line: line)
                switch next.value {
                case .sequence(let items): pending += items
                case .mapping(let pairs): pending += pairs.flatMap { [$0.key, $0.value] }
                case .scalar, .null: break
                }
            }
            outcome = Self.render(node, positions: true)
            wasRead = true
        } catch let error as YAMLError {
            XCTAssertTrue(isInside((error.line, error.column)), "\(name): \(error) outside \(text.debugDescription)",
                          file: file, line: line)
            XCTAssertFalse(error.message.isEmpty, name, file: file, line: line)
            outcome = error.description
            wasRead = false
        } catch {
            XCTFail("\(name): not a YAMLError: \(error)", file: file, line: line)
            return false
        }
        // Line breaks are line breaks however they are written: same nodes, same errors, same places.
        if !text.utf8.contains(UInt8(ascii: "\r")) {
            let crlf = Self.replacingLineFeeds(in: text, with: "\r\n")
            let crlfOutcome: String
            do {
                crlfOutcome = Self.render(try YAMLReader.parse(crlf), positions: true)
            } catch {
                crlfOutcome = "\(error)"
            }
            XCTAssertEqual(crlfOutcome, outcome, "\(name) with CRLF: \(text.debugDescription)", file: file, line: line)
        }
        return wasRead
    }

    static func replacingLineFeeds(in text: String, with lineBreak: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: lineBreak)
    }

    /// The length in UTF-8 bytes of each line, lines ending at LF, CRLF or CR.
    static func lineLengths(of text: String) -> [Int] {
        var lengths: [Int] = []
        var length = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                if previous != UInt8(ascii: "\r") { lengths.append(length) }
                length = 0
            } else if byte == UInt8(ascii: "\r") {
                lengths.append(length)
                length = 0
            } else {
                length += 1
            }
            previous = byte
        }
        lengths.append(length)
        return lengths
    }
}
