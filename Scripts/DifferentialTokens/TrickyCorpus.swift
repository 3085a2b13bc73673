import Foundation

/// Swift that is easy to tokenize wrongly: every literal form, regex-or-division in every
/// position, glued operators, nested comments, unusual identifiers, and the same text with
/// CRLF and CR line breaks, a byte-order mark and tabs. All of it is valid Swift to the
/// compiler's parser, so every token is compared.
enum TrickyCorpus {
    static func write(to directory: String) -> Int32 {
        let files: [(String, String)] = [
            ("strings.swift", wrap(strings())),
            ("multiline-strings.swift", wrap(multilineStrings())),
            ("numbers-and-operators.swift", wrap(numbers() + operators())),
            ("regexes.swift", wrap(regexes())),
            ("comments-and-names.swift", commentsAndNames()),
            ("declarations.swift", declarations()),
            ("literals-in-contexts.swift", literalsInContexts()),
            ("unusual-characters.swift", unusualCharacters()),
        ]
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var all = ""
            for (name, text) in files {
                try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
                all += text
            }
            // Line breaks and leading bytes change columns and token ends, not tokens.
            try Data(all.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: URL(fileURLWithPath: directory + "/all-crlf.swift"))
            try Data(all.replacingOccurrences(of: "\n", with: "\r").utf8).write(to: URL(fileURLWithPath: directory + "/all-cr.swift"))
            try Data(("\u{FEFF}" + all.replacingOccurrences(of: "    ", with: "\t")).utf8)
                .write(to: URL(fileURLWithPath: directory + "/all-bom-tabs.swift"))
        } catch {
            FileHandle.standardError.write(Data("differential-tokens: cannot write \(directory): \(error)\n".utf8))
            return 2
        }
        return 0
    }

    /// Statements in a function, so expressions and declarations both parse.
    static func wrap(_ lines: [String]) -> String {
        var text = "func tricky() {\n"
        for (index, line) in lines.enumerated() { text += "    let v\(index) = \(line)\n" }
        return text + "}\n"
    }

    static func strings() -> [String] {
        let contents = [
            "", "a", " ", "it's", "\\\"", "\\\\", "\\n\\t\\r\\0", "\\u{1F600}", "\\u{41}\\u{301}", "é😀", "a\\(x)b", "\\(x)",
            "\\(x)\\(y)", "\\(\"in\")", "\\(\"\\(\"deep\")\")", "\\(f(\")\"))", "\\(a ? \"y\" : \"n\")", "\\(a / 2) / \\(b)",
            "\\(x /* ) */)", "\\({ $0 }(1))", "\\((1 + 2) * 3)", "\\(a[\"k\"]!)", "#", "##", "/", "//", "/*", "*/",
            "\\(#\"r\"#)", "\\(x, y)", "\\(x.map { \"\\($0)\" })",
        ]
        var lines: [String] = []
        for content in contents { lines.append("\"\(content)\"") }
        // Raw strings: quotes and backslashes are content unless followed by enough `#`.
        let raw = ["", "\"", "\\", "\\n", "\\(x)", "\\#(x)", "a\"b", "\"#\"", "\\#n", "#\"", "\\#(\"i\")", "\"\"", "\\#(x)\\(y)"]
        for hashes in 1...3 {
            let pounds = String(repeating: "#", count: hashes)
            for content in raw {
                // A quote followed by as many `#` would close the literal early.
                if content.contains("\"" + pounds) { continue }
                let adjusted = content.replacingOccurrences(of: "\\#", with: "\\" + pounds)
                lines.append("\(pounds)\"\(adjusted)\"\(pounds)")
            }
        }
        lines += [
            "\"a\" + \"b\"", "\"a\"+\"b\"", "[\"a\": \"b\"]", "f(\"x\", \"y\")", "\"x\".count", "\"\".isEmpty",
            "(\"x\")", "\"x\"[\"x\".startIndex]", "\"\\(x)\"[i]",
        ]
        return lines
    }

    static func multilineStrings() -> [String] {
        [
            "\"\"\"\n        a\n        \"\"\"",
            "\"\"\"\n        \"\"\"",
            "\"\"\"\n        quote \" and \"\" inside\n        \"\"\"",
            "\"\"\"\n        escaped \\\"\"\" inside\n        \"\"\"",
            "\"\"\"\n        line \\\n        continued\n        \"\"\"",
            "\"\"\"\n        \\(x)\n        \\(\"\"\"\n            nested\n            \"\"\")\n        \"\"\"",
            "\"\"\"\n        \\(f(\n            a,\n            b\n        ))\n        \"\"\"",
            "#\"\"\"\n        raw \\(x) \"\"\" inside\n        \"\"\"#",
            "##\"\"\"\n        \"\"\"# still inside\n        \\##(x)\n        \"\"\"##",
            "\"\"\"\n        // not a comment\n        /* nor this */\n        \"\"\"",
            "\"\"\"\n        tab\there\n        \"\"\" + \"x\"",
        ]
    }

    /// Every literal in every position an operand can take: the regex-or-division call and
    /// the interpolation scanner depend on what comes before.
    static func literalsInContexts() -> String {
        let literals = (strings() + numbers().prefix(20) + regexes().prefix(15)).filter { !$0.contains("\n") }
        let contexts: [(String) -> String] = [
            { "f(\($0))" }, { "[\($0), \($0)]" }, { "x = y + \($0)" }, { "(\($0))" }, { "[k: \($0)]" },
            { "\"\\(\($0))\"" }, { "\"a\\(f(\($0)))b\\(\($0))\"" }, { "x ?? \($0)" }, { "{ \($0) }" }, { "cond ? \($0) : \($0)" },
        ]
        var lines: [String] = []
        for literal in literals {
            for context in contexts { lines.append(context(literal)) }
        }
        var text = "func contexts() {\n"
        for line in lines { text += "    _ = \(line)\n" }
        for regex in regexes().prefix(15) where !regex.contains("\n") {
            text += "    if x.contains(\(regex)) { return \(regex) }\n"
            text += "    switch s { case \(regex): break; default: break }\n"
        }
        return text + "}\n"
    }

    static func unusualCharacters() -> String {
        let text = ###"""
        let ä = 1, Σ = 2, XCOMB = 3, 👨‍👩‍👧 = 4, ǅ = 5, ℵ = 6
        let ok = a ≥ b, ratio = a ∘ b ∘ c
        let `with space` = 1
        let q = `with space` + `class`
        let d = $0x, e = $value
        let s = "\u{0}\u{10FFFF}\u{D7FF}"
        let u = "Ünïcödé ✓ — “quotes” ‘single’"
        let w = a /* c */ + /* d */ b
        let y = a+// c
            b
        let hex = [0xFFp2, 0x1.description, 1.0.description, 1e3.description, 1_, 0b1_0]
        let ops = [a .* b, a.+.b, a&&b, a||b, x!=3]
        let cast = (a as Int?)?.description, keyPath = \Array<Int>.count
        let raw2 = ##"a"#b"##, raw3 = ##"\##(x)"##
        let empty = "", emptyRaw = #""#, spaced = " \t "

        """###
        return text.replacingOccurrences(of: "XCOMB", with: "e\u{301}")
    }

    static func numbers() -> [String] {
        [
            "0", "42", "1_000_000", "0x1F", "0xFF_FF", "0o17", "0b1010_1010", "1.5", "0.5e10", "1e10", "1E-3", "1.5e+3",
            "0x1p3", "0x1.8p1", "0xAp-2", "1_000.000_1", "-1", "-(1)", "+1.0", "t.0", "t.0.1", "t.1.0.2", "1..<2", "1...2",
            "0...", "..<5", "1.description", "0x10.description", "a[1.0]", "[1, 2.0, 0x3]", "(1, 2).0",
        ]
    }

    static func operators() -> [String] {
        [
            "a+b", "a + -b", "a+++b", "a <*> b", "a !== b", "a === b", "a ~= b", "a &+ b", "a &<< 1", "a ?? b ?? c",
            "a?.b?.c", "a!.b", "a! + b", "!a", "a...", "...b", "a..<b", "a ∘ b", "√a", "a • b", "x ?? .none",
            "a > b ? c : d", "a>b ? c:d", "a < b", "a<b", "f(a < b, c > d)", "Array<Array<Int>>()", "[Array<Int>?]()",
            "Optional<Array<Int>>.none", "Dictionary<String, Array<Int>>()", "x as? Array<Int>", "x as! [Int]",
            "x is Set<Int>", "{ (a: Int) -> Int in a }", "\\.name", "\\Foo.bar.baz", "\\.[0]", "\\.?.count", "&a",
            "a = b", "(a, b) = (1, 2)", "a ?? b == c", "-a.b", "a ... b",
        ]
    }

    static func regexes() -> [String] {
        [
            "/abc/", "/a+b*/", "/[a-z]+/", "/\\//", "/a\\/b/", "/(a)(b)/", "/[)]/", "/a|b/", "/\\d{2,3}/", "/é+/",
            "#/a b/#", "#/a/b/#", "##/a/#b/##", "#/\\//#", "#/\n            a+ # comment\n            /#",
            "f(/x/)", "f(a, /x/)", "[/a/, /b/]", "x.contains(/a+/)", "x.firstMatch(of: /\\w+/)?.0",
            "a / b", "a/b", "a / b / c", "(a)/b/c", "x[0] / 2", "f() / 2", "a/2/b", "[1, 2].reduce(1, /)", "(/)",
            "1/2", "a! / 2", "x /= 2", "\"s\" / 2", "{ /x/ }", "try /a/.wholeMatch(in: s)",
            "a.b / c.d", "f(a) / g(b)", "(a / b)", "a[/x/]", "x ?? /y/", "!/x/.isEmpty", "a / (b / c)", "a/(b)/c",
        ]
    }

    static func commentsAndNames() -> String {
        """
        // line comment with "quote" and /* opener
        /// doc comment
        //// four slashes
        /* block */ /** doc block */ /**/ /***/ /* a /* nested */ b */
        /* "quote" // in a block */
        // http://example.com/path?a=1
        let `class` = 1
        let `default`: Int = `class`
        let café = "é"
        let π = 3.14
        let x₁ = 1
        let 🐶 = "dog"
        let _x = 1, _ = 2
        let values = [1, 2].map { $0 + 1 }
        @propertyWrapper struct Wrapper { var wrappedValue: Int; var projectedValue: Int { 1 } }
        struct Holder { @Wrapper var w: Int; func f() -> Int { $w + _w.wrappedValue } }
        #if os(iOS) && !targetEnvironment(simulator)
        let platform = "device"
        #elseif canImport(UIKit) || DEBUG
        let platform = "simulator"
        #else
        let platform = "other"
        #endif
        #warning("warn")
        let selector = #selector(Holder.f)
        let here = (#file, #line, #column, #function, #fileID, #filePath)
        let color = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        if #available(iOS 15, *) { print(1) }
        if #unavailable(iOS 15) { print(2) }
        @MainActor @objc(named:) @available(*, deprecated, message: "no") func annotated() {}
        @_spi(Testing) @inline(__always) @discardableResult func underscored() -> Int { 0 }
        let closure: @Sendable @escaping () -> Void = {}
        let tuple = (a: 1, b: 2); let first = tuple.a; let index0 = tuple.0
        """ + "\n"
    }

    static func declarations() -> String {
        """
        final class LoginScreen: KassScreen {
            lazy var email = textField("login.email")
            lazy var password = secureTextField(#"login.password"#)
            lazy var submit = button(A11y.Login.submit)
            lazy var row = cell("row.\\(index)")
            lazy var rows: [XCUIElement] = (0..<3).map { app.cells["row.\\($0)"] }
            override var onLoad: [KassElement] { [email, password, submit] }
            func logIn(_ user: String = "a@b.c", pin: Int = 0x0F) -> HomeScreen {
                email.tap(); email.typeText(user + "\\n")
                if user.contains(/admin/) { password.typeText("\\(pin)") }
                let ratio = Double(pin) / 2.0 / 3
                _ = ratio
                return HomeScreen()
            }
            subscript(key: String) -> XCUIElement? { app.buttons[key] }
            static func < (a: LoginScreen, b: LoginScreen) -> Bool { a.email.label < b.email.label }
        }
        enum A11y { enum Login { static let submit = "login.submit" } }
        extension Array where Element == Optional<Int> { var compacted: [Int] { compactMap { $0 } } }
        protocol P: AnyObject { associatedtype T; func f<U: P>(_ u: U) -> T? where U.T == T }
        infix operator <*>: AdditionPrecedence
        func <*> (a: Int, b: Int) -> Int { a * b }
        """ + "\n"
    }
}
