import XCTest
@testable import KassiosSyntax

final class ParserStatementTests: XCTestCase {
    /// The one statement `source` holds.
    private func statement(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Stmt? {
        let statements = Syntax.statements(source, file: file, line: line)
        XCTAssertEqual(statements.count, 1, "statements in \(source)", file: file, line: line)
        return statements.first
    }

    /// Each statement as a short kind name, for body shapes.
    private func shape(_ statements: [Stmt]?) -> [String] {
        (statements ?? []).map { statement in
            switch statement {
            case .expression(let e): return e.description
            case .declaration(let d): return "decl " + d.name
            case .return(let value, _): return "return" + (value.map { " \($0)" } ?? "")
            case .if: return "if"
            case .guard: return "guard"
            case .switch: return "switch"
            case .for: return "for"
            case .while(let w): return w.isRepeat ? "repeat" : "while"
            case .do: return "do"
            case .defer: return "defer"
            case .throw(let e, _): return "throw \(e)"
            case .jump(let word, _): return word.rawValue
            case .labelledJump(let word, let label, _): return word.rawValue + " " + label
            case .ifConfig: return "#if"
            case .unknown: return "?"
            }
        }
    }

    // MARK: - Simple statements

    func testDeclarations() throws {
        let statements = Syntax.statements("let x = 1\nvar y: Int = 2\nfunc local() {}\nstruct Local {}")
        XCTAssertEqual(shape(statements), ["decl x", "decl y", "decl local", "decl Local"])
        let x = try XCTUnwrap(statements[0].asDeclaration?.asVariable)
        XCTAssertTrue(x.isLet)
        XCTAssertEqual(x.bindings.first?.initializer?.description, "1")
        // `async let` is one declaration, `async` a modifier of it.
        let asyncLet = Syntax.statements("async let y = fetch()\nasync\nf()")
        XCTAssertEqual(shape(asyncLet), ["decl y", "async", "call(f)"])
        XCTAssertEqual(asyncLet.first?.asDeclaration?.asVariable?.header.modifiers, ["async"])
    }

    func testReturn() {
        XCTAssertEqual(shape(Syntax.statements("return")), ["return"])
        XCTAssertEqual(shape(Syntax.statements("return x.y")), ["return member(x, y)"])
        XCTAssertEqual(shape(Syntax.statements("return; f()")), ["return", "call(f)"])
        XCTAssertEqual(shape(Syntax.statements("if a { return }")), ["if"])
        // As in the compiler, a value on the next line is returned…
        XCTAssertEqual(shape(Syntax.statements("return\n    LoginScreen()")), ["return call(LoginScreen)"])
        XCTAssertEqual(shape(Syntax.statements("return\nif a { 1 } else { 2 }")), ["return statement"])
        // …unless another statement or declaration starts there.
        XCTAssertEqual(shape(Syntax.statements("return\nlet x = 1")), ["return", "decl x"])
        XCTAssertEqual(shape(Syntax.statements("return\nguard a else { return }")), ["return", "guard"])
        XCTAssertEqual(shape(Syntax.statements("return\n@MainActor func f() {}")), ["return", "decl f"])
        XCTAssertEqual(shape(Syntax.statements("return\n#if DEBUG\n#endif")), ["return", "#if"])
        // On the same line, everything is the value.
        XCTAssertEqual(shape(Syntax.statements("return open(url)\nlet x = 1")), ["return call(open, url)", "decl x"])
    }

    func testCallsToFunctionsNamedLikeModifiers() throws {
        // `open(url)` is a call; `private(set)` and friends are modifiers.
        XCTAssertEqual(shape(Syntax.statements("open(url)\nlet x = 1\nlazy(y)\nvar z = 2")),
                       ["call(open, url)", "decl x", "call(lazy, y)", "decl z"])
        let declarations = Syntax.statements("private(set) var a = 1\nnonisolated(unsafe) static var b = 2\nunowned(unsafe) let c = d")
        XCTAssertEqual(shape(declarations), ["decl a", "decl b", "decl c"])
        XCTAssertEqual(declarations.compactMap { $0.asDeclaration?.asVariable?.header.modifiers },
                       [["private(set)"], ["nonisolated(unsafe)", "static"], ["unowned(unsafe)"]])
    }

    func testThrowDeferAndJumps() {
        XCTAssertEqual(shape(Syntax.statements("throw MyError.failed")), ["throw member(MyError, failed)"])
        XCTAssertEqual(shape(Syntax.statements("defer { cleanup() }")), ["defer"])
        guard case .defer(let body, let location)? = statement("defer { cleanup() }") else { return XCTFail("no defer") }
        XCTAssertEqual(shape(body), ["call(cleanup)"])
        XCTAssertEqual(location.column, 1)
        XCTAssertEqual(shape(Syntax.statements("break\ncontinue\nfallthrough")), ["break", "continue", "fallthrough"])
    }

    // MARK: - if and guard

    func testIfConditions() throws {
        let ifStmt = try XCTUnwrap(statement("if let x = y, var z, a > b, case .some(let v) = opt { use(x) }")?.asIf)
        XCTAssertEqual(ifStmt.conditions.map(\.rendered), [
            "let(x = y)", "let(z)", "expr(seq(a > b))", "case(call(member(, some), binding(v)) = opt)",
        ])
        XCTAssertEqual(shape(ifStmt.body), ["call(use, x)"])
        XCTAssertNil(ifStmt.elseBody)
    }

    func testConditionsTakeNoTrailingClosure() throws {
        let ifStmt = try XCTUnwrap(statement("if xs.isEmpty { a() }")?.asIf)
        XCTAssertEqual(ifStmt.conditions.map(\.rendered), ["expr(member(xs, isEmpty))"])
        XCTAssertEqual(shape(ifStmt.body), ["call(a)"])
    }

    func testElseIfChains() throws {
        let ifStmt = try XCTUnwrap(statement("if a {\n  f()\n} else if let b {\n  g()\n} else {\n  h()\n}")?.asIf)
        let elseIf = try XCTUnwrap(ifStmt.elseBody?.first?.asIf)
        XCTAssertEqual(ifStmt.elseBody?.count, 1)
        XCTAssertEqual(elseIf.conditions.map(\.rendered), ["let(b)"])
        XCTAssertEqual(elseIf.location.line, 3)
        XCTAssertEqual(shape(elseIf.body), ["call(g)"])
        XCTAssertEqual(shape(elseIf.elseBody), ["call(h)"])
    }

    func testIfAvailable() throws {
        let ifStmt = try XCTUnwrap(statement("if #available(iOS 15, *) { a() } else { b() }")?.asIf)
        XCTAssertEqual(ifStmt.conditions.map(\.rendered), ["expr(#available)"])
        XCTAssertEqual(shape(ifStmt.elseBody), ["call(b)"])
    }

    func testGuard() throws {
        let guardStmt = try XCTUnwrap(statement("guard let screen = next as? HomeScreen, screen.exists\nelse {\n  return nil\n}")?.asGuard)
        XCTAssertEqual(guardStmt.conditions.map(\.rendered), ["let(screen = cast(next as? HomeScreen))", "expr(member(screen, exists))"])
        XCTAssertEqual(shape(guardStmt.elseBody), ["return nil"])
    }

    // MARK: - switch

    func testSwitch() throws {
        let switchStmt = try XCTUnwrap(statement("""
            switch value {
            case .a, .b:
                f()
            case let .c(v) where v > 0:
                g(v)
                fallthrough
            case (1, _):
                break
            case is String:
                break
            @unknown default:
                h()
            }
            """)?.asSwitch)
        XCTAssertEqual(switchStmt.subject.description, "value")
        XCTAssertEqual(switchStmt.cases.map { $0.patterns.map(\.description) }, [
            ["member(, a)", "member(, b)"], ["binding(call(member(, c), v))"], ["(1, _)"], ["type(String)"], [],
        ])
        XCTAssertEqual(switchStmt.cases.map { $0.guardExpression?.description }, [nil, "seq(v > 0)", nil, nil, nil])
        XCTAssertEqual(switchStmt.cases.map { shape($0.body) }, [["call(f)"], ["call(g, v)", "fallthrough"], ["break"], ["break"], ["call(h)"]])
        XCTAssertEqual(switchStmt.cases.map(\.location.line), [2, 4, 7, 9, 11])
    }

    func testSwitchCaseBindings() throws {
        let switchStmt = try XCTUnwrap(statement("switch x {\ncase .some(let y): y\ncase let z?: z\ndefault: break\n}")?.asSwitch)
        XCTAssertEqual(switchStmt.cases.map { $0.patterns.map(\.description) }, [["call(member(, some), binding(y))"], ["postfix(binding(z)?)"], []])
    }

    func testIfConfigInsideSwitch() throws {
        let switchStmt = try XCTUnwrap(statement("""
            switch screen {
            case .login:
                a()
            #if DEBUG
            case .debug:
                b()
            #else
            case .release:
                c()
            #endif
            default:
                d()
            }
            """)?.asSwitch)
        XCTAssertEqual(switchStmt.cases.map { $0.patterns.map(\.description) }, [["member(, login)"], ["member(, debug)"], ["member(, release)"], []])
        XCTAssertEqual(switchStmt.cases.map { shape($0.body) }, [["call(a)"], ["call(b)"], ["call(c)"], ["call(d)"]])
    }

    // MARK: - Loops

    func testForLoops() throws {
        let plain = try XCTUnwrap(statement("for case let x in y where z {}")?.asFor)
        XCTAssertEqual(plain.boundNames, ["x"])
        XCTAssertEqual(plain.sequence.description, "y")
        XCTAssertEqual(plain.whereClause?.description, "z")
        let forCase = try XCTUnwrap(statement("for case let x? in y where z { use(x) }")?.asFor)
        XCTAssertEqual(forCase.boundNames, ["x"])
        XCTAssertEqual(forCase.sequence.description, "y")
        XCTAssertEqual(forCase.whereClause?.description, "z")
        XCTAssertEqual(shape(forCase.body), ["call(use, x)"])
        let tuple = try XCTUnwrap(statement("for (i, cell) in app.cells.allElementsBoundByIndex.enumerated() {}")?.asFor)
        XCTAssertEqual(tuple.boundNames, ["i", "cell"])
        XCTAssertEqual(tuple.sequence.description, "call(member(member(member(app, cells), allElementsBoundByIndex), enumerated))")
        let wildcard = try XCTUnwrap(statement("for _ in 0..<3 { tap() }")?.asFor)
        XCTAssertEqual(wildcard.boundNames, [])
        XCTAssertEqual(wildcard.sequence.description, "seq(0 ..< 3)")
        let typed = try XCTUnwrap(statement("for try await line: String in lines {}")?.asFor)
        XCTAssertEqual(typed.boundNames, ["line"])
        XCTAssertEqual(typed.sequence.description, "lines")
    }

    func testWhileAndRepeat() throws {
        let whileStmt = try XCTUnwrap(statement("while let x = next(), x > 0 { consume(x) }")?.asWhile)
        XCTAssertFalse(whileStmt.isRepeat)
        XCTAssertEqual(whileStmt.conditions.map(\.rendered), ["let(x = call(next))", "expr(seq(x > 0))"])
        XCTAssertEqual(shape(whileStmt.body), ["call(consume, x)"])
        let repeatStmt = try XCTUnwrap(statement("repeat {\n  swipeUp()\n} while !button.isHittable")?.asWhile)
        XCTAssertTrue(repeatStmt.isRepeat)
        XCTAssertEqual(repeatStmt.conditions.map(\.rendered), ["expr(prefix(!member(button, isHittable)))"])
        XCTAssertEqual(shape(repeatStmt.body), ["call(swipeUp)"])
    }

    func testLabeledLoops() throws {
        let outer = try XCTUnwrap(statement("outer: for x in xs {\n  inner: while true {\n    break outer\n    continue inner\n  }\n}")?.asFor)
        XCTAssertEqual(outer.location.column, 8)
        XCTAssertEqual(outer.label, "outer")
        let inner = try XCTUnwrap(outer.body.first?.asWhile)
        XCTAssertEqual(inner.label, "inner")
        XCTAssertEqual(shape(inner.body), ["break outer", "continue inner"])
        XCTAssertNil(try XCTUnwrap(statement("for x in xs { break }")?.asFor).label)
    }

    // MARK: - do/catch

    func testDoCatch() throws {
        let doStmt = try XCTUnwrap(statement("do {\n  try f()\n} catch let e as MyError where e.isFatal {\n  g()\n} catch {\n  h()\n}")?.asDo)
        XCTAssertEqual(shape(doStmt.body), ["try(call(f))"])
        XCTAssertEqual(doStmt.catches.map { $0.pattern?.description }, ["cast(binding(e) as MyError)", nil])
        XCTAssertEqual(doStmt.catches.map { shape($0.body) }, [["call(g)"], ["call(h)"]])
        XCTAssertEqual(doStmt.catches.map(\.location.line), [3, 5])
        let plain = try XCTUnwrap(statement("do { a() }")?.asDo)
        XCTAssertEqual(plain.catches.count, 0)
    }

    // MARK: - #if

    func testIfConfigAroundStatements() throws {
        let clauses = try XCTUnwrap(statement("""
            #if targetEnvironment(simulator)
            app.launchArguments += ["-sim"]
            #elseif DEBUG
            setUpDebug()
            return
            #else
            #endif
            """)?.asIfConfig)
        XCTAssertEqual(clauses.map(\.condition), ["targetEnvironment(simulator)", "DEBUG", nil])
        XCTAssertEqual(clauses.map { shape($0.elements) }, [
            ["seq(member(app, launchArguments) += [\"-sim\"])"], ["call(setUpDebug)", "return"], [],
        ])
    }

    func testStatementsInAFunctionBody() throws {
        let declarations = Syntax.file("""
            func testLogin() throws {
                let app = XCUIApplication()
                app.launch()
                guard app.wait(for: .runningForeground, timeout: 5) else { return XCTFail("not running") }
                for user in TestData.users where user.isActive {
                    LoginScreen(app).logIn(as: user)
                }
                XCTAssertTrue(HomeScreen(app).isDisplayed)
            }
            """)
        let body = try XCTUnwrap(declarations.first?.asFunction?.body)
        XCTAssertEqual(shape(body), [
            "decl app", "call(member(app, launch))", "guard", "for",
            "call(XCTAssertTrue, member(call(HomeScreen, app), isDisplayed))",
        ])
        XCTAssertEqual(shape(body[2].asGuard?.elseBody), ["return call(XCTFail, \"not running\")"])
        XCTAssertEqual(body.map(\.location.line), [2, 3, 4, 5, 8])
    }
}
