/// The deliberate differences between kassios's tokens and the compiler's, each with the
/// reason it does not matter (or is wanted). Scripts/README.md lists them too; a
/// disagreement that matches none of them fails the differential check.
enum DocumentedDifference {
    typealias Region = Comparison.Disagreement

    static let all: [(name: String, why: String, matches: (Region, [UInt8], Int?) -> Bool)] = [
        ("glued-operator",
         "kassios keeps the operator the lexer reads (`>>`, `>?`, `?>`, `>!`); the compiler's parser splits it where it closes a generic argument list or marks an optional type; kassios's parser reads such types from their text",
         { region, _, _ in
             single(region.kassios, "operator") && region.oracle.count > 1
                 && region.oracle.allSatisfy { operatorLikeKinds.contains($0.kind) }
         }),
        ("tuple-index-pair",
         "`t.0.1`: kassios lexes `0.1` as one float, as the lexer does anywhere else; its parser splits it into the tuple indexes 0 and 1, where the compiler's lexer looks back at the `.`",
         { region, _, _ in
             single(region.kassios, "float") && region.oracle.map(\.kind) == ["integer", ".", "integer"]
         }),
        ("doc-comment-kind",
         "kassios reads `////…` and `/***…*/` as plain comments, not documentation: a banner of slashes or stars documents nothing, so a `Catches` line in one is not taken for a test's documentation",
         { region, bytes, _ in
             guard let k = region.kassios.first, let o = region.oracle.first, region.kassios.count == 1, region.oracle.count == 1 else {
                 return false
             }
             return (k.kind == "line-comment" && o.kind == "doc-line-comment" && starts(bytes, k, with: "////"))
                 || (k.kind == "block-comment" && o.kind == "doc-block-comment" && starts(bytes, k, with: "/***"))
         }),
        ("unusual-trivia",
         "a NUL byte or a byte-order mark (U+FEFF, at the start or joined in by `cat`) is whitespace for kassios; the compiler's tree keeps it as unexpected text in the trivia; neither makes a token of it",
         { region, bytes, _ in
             region.kassios.allSatisfy { $0.kind == "space" } && region.oracle.allSatisfy { span in
                 span.kind == "space" || (span.kind == "unknown" && isNULsOrByteOrderMarks(bytes[span.start..<span.end]))
             }
         }),
        ("regex-after-operand",
         "after an operand kassios reads `/` as division whatever the spacing; the compiler's lexer tries a regex when the `/` has space before it and none after (`a /b/`), which valid code only shows as a regex statement on a line after an operand: no screen-object code does that",
         { region, bytes, _ in
             guard let k = region.kassios.first, let o = region.oracle.first, k.start == o.start, k.start > 0 else { return false }
             let before = bytes[k.start - 1]
             return k.kind == "operator" && bytes[k.start] == UInt8(ascii: "/") && o.kind == "regex"
                 && (before == 0x20 || before == 0x09 || before == 0x0A || before == 0x0D)
         }),
        ("unterminated-literal",
         "an unterminated string, comment or regex is one error token for kassios, with a diagnostic, to the end of its line (one-line string) or of the file; the compiler's tree keeps the literal's kind and reports the missing delimiter",
         { region, _, compilerError in
             compilerError != nil && region.kassios.first?.kind == "error" && region.kassios.first?.start == region.oracle.first?.start
         }),
    ]

    static func match(_ region: Region, bytes: [UInt8], compilerError: Int?) -> String? {
        all.first { $0.matches(region, bytes, compilerError) }?.name
    }

    private static func isNULsOrByteOrderMarks(_ bytes: ArraySlice<UInt8>) -> Bool {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            if bytes[i] == 0 {
                i += 1
            } else if bytes[i...].starts(with: [0xEF, 0xBB, 0xBF]) {
                i += 3
            } else {
                return false
            }
        }
        return true
    }

    private static func single(_ spans: ArraySlice<Span>, _ kind: String) -> Bool {
        spans.count == 1 && spans.first!.kind == kind
    }

    private static func starts(_ bytes: [UInt8], _ span: Span, with prefix: String) -> Bool {
        let expected = Array(prefix.utf8)
        return span.end - span.start >= expected.count && Array(bytes[span.start..<(span.start + expected.count)]) == expected
    }
}
