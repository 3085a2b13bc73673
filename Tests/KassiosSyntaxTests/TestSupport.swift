import XCTest
@testable import KassiosSyntax

/// A token as (kind, text), for compact expectations.
struct Lexeme: Equatable, CustomStringConvertible {
    var kind: TokenKind
    var text: String

    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var description: String { "\(kind) \(String(reflecting: text))" }
}

enum Syntax {
    static func text(_ token: Token, in bytes: [UInt8]) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// Every token, trivia included.
    static func allLexemes(_ source: String) -> [Lexeme] {
        let bytes = Array(source.utf8)
        return Lexer.tokenize(bytes).tokens.map { Lexeme($0.kind, text($0, in: bytes)) }
    }

    /// The tokens that are not whitespace or newlines (comments are kept).
    static func lexemes(_ source: String) -> [Lexeme] {
        allLexemes(source).filter { $0.kind != .whitespace && $0.kind != .newline }
    }

    /// The first token that is not whitespace or a newline.
    static func firstToken(_ source: String) -> Token? {
        Lexer.tokenize(source).tokens.first { $0.kind != .whitespace && $0.kind != .newline }
    }

    /// Parses `source` as one expression; fails the test if tokens are left over.
    static func expression(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Expr {
        let bytes = Array(source.utf8)
        var parser = Parser(bytes: bytes, tokens: Lexer.tokenize(bytes).tokens)
        let expr = parser.parseExpression()
        XCTAssertTrue(parser.atEnd, "tokens left after the expression in \(source)", file: file, line: line)
        XCTAssertEqual(parser.skipped.map(\.message), [], file: file, line: line)
        return expr
    }

    /// Parses `source` as a statement list; fails the test if tokens are left over.
    static func statements(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Stmt] {
        let bytes = Array(source.utf8)
        var parser = Parser(bytes: bytes, tokens: Lexer.tokenize(bytes).tokens)
        let statements = parser.parseStatements()
        XCTAssertTrue(parser.atEnd, "tokens left after the statements in \(source)", file: file, line: line)
        XCTAssertEqual(parser.skipped.map(\.message), [], file: file, line: line)
        return statements
    }

    /// The files `file(_:)` parsed, kept for the run: their declarations' expressions are valid while they are.
    nonisolated(unsafe) private static var parsedFiles: [SourceFile] = []

    /// Parses a whole file; fails the test on any diagnostic or skipped token.
    static func file(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [Decl] {
        let parsed = SourceFile(source: source)
        parsedFiles.append(parsed)
        XCTAssertEqual(parsed.diagnostics.map(\.message), [], file: file, line: line)
        XCTAssertEqual(parsed.skipped.map(\.message), [], file: file, line: line)
        return parsed.declarations
    }

    /// The single type declaration of `source`.
    static func typeDecl(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> TypeDecl? {
        let declarations = Syntax.file(source, file: file, line: line)
        guard declarations.count == 1, case .type(let type) = declarations[0] else {
            XCTFail("expected one type declaration, got \(declarations.count)", file: file, line: line)
            return nil
        }
        return type
    }
}

// Small accessors that keep the parser tests readable.

extension Decl {
    var asType: TypeDecl? { if case .type(let d) = self { return d } else { return nil } }
    var asVariable: VariableDecl? { if case .variable(let d) = self { return d } else { return nil } }
    var asFunction: FunctionDecl? { if case .function(let d) = self { return d } else { return nil } }
    var asEnumCase: EnumCaseDecl? { if case .enumCase(let d) = self { return d } else { return nil } }
    var asTypeAlias: TypeAliasDecl? { if case .typeAlias(let d) = self { return d } else { return nil } }
    var asImport: ImportDecl? { if case .import(let d) = self { return d } else { return nil } }
    var asIfConfig: [IfConfigClause<Decl>]? { if case .ifConfig(let c) = self { return c } else { return nil } }

    /// The declared name, for listing members.
    var name: String {
        switch self {
        case .type(let d): return d.name
        case .variable(let d): return d.bindings.map { $0.name ?? "_" }.joined(separator: ",")
        case .function(let d): return d.name
        case .enumCase(let d): return d.elements.map(\.name).joined(separator: ",")
        case .typeAlias(let d): return d.name
        case .import(let d): return d.path
        case .ifConfig: return "#if"
        case .statement: return "<statement>"
        }
    }
}

extension Stmt {
    var asExpression: Expr? { if case .expression(let e) = self { return e } else { return nil } }
    var asIf: IfStmt? { if case .if(let s) = self { return s } else { return nil } }
    var asGuard: GuardStmt? { if case .guard(let s) = self { return s } else { return nil } }
    var asSwitch: SwitchStmt? { if case .switch(let s) = self { return s } else { return nil } }
    var asFor: ForStmt? { if case .for(let s) = self { return s } else { return nil } }
    var asWhile: WhileStmt? { if case .while(let s) = self { return s } else { return nil } }
    var asDo: DoStmt? { if case .do(let s) = self { return s } else { return nil } }
    var asDeclaration: Decl? { if case .declaration(let d) = self { return d } else { return nil } }
    var asIfConfig: [IfConfigClause<Stmt>]? { if case .ifConfig(let c) = self { return c } else { return nil } }
}

extension Condition {
    /// `expr(…)`, `let(name = …)` or `case(pattern = …)`.
    var rendered: String {
        switch self {
        case .expression(let e): return "expr(\(e))"
        case .optionalBinding(let name, let initializer, _):
            return "let(\(name ?? "_")" + (initializer.map { " = \($0)" } ?? "") + ")"
        case .pattern(let pattern, let initializer):
            return "case(\(pattern)" + (initializer.map { " = \($0)" } ?? "") + ")"
        }
    }
}
