/// One token (or trivia piece) in the shared vocabulary both tokenizers are mapped to:
/// a kind name and the byte range it covers. Brackets, commas, colons and semicolons are
/// all "punctuation": which one it is follows from the range.
struct Span: Equatable {
    var kind: String
    var start: Int
    var end: Int
}

/// Kinds that the compiler's parser may split out of one operator the lexer read whole
/// (`>>` closing two generic argument lists, `>?`, `?>`, `>!`).
let operatorLikeKinds: Set<String> = ["operator", "=", ".", "->"]
