import XCTest
@testable import KassiosSyntax

final class ParserDeclarationTests: XCTestCase {
    // MARK: - Types

    func testClassHeader() throws {
        let source = """
            /// A screen.
            /// Second line.
            @MainActor
            public final class LoginScreen<T: Equatable>: BaseScreen, Sendable where T: Hashable {
            }
            """
        let file = SourceFile(source: source)
        let type = try XCTUnwrap(Syntax.typeDecl(source))
        XCTAssertEqual(type.kind, .class)
        XCTAssertEqual(type.name, "LoginScreen")
        XCTAssertEqual(type.nameLocation.line, 4)
        XCTAssertEqual(type.nameLocation.column, 20)
        XCTAssertEqual(type.location.line, 3)
        XCTAssertEqual(type.location.column, 1)
        XCTAssertEqual(type.header.attributes.map(\.name), ["MainActor"])
        XCTAssertEqual(type.header.modifiers, ["public", "final"])
        XCTAssertEqual(type.header.docComment(in: file), "/// A screen.\n/// Second line.")
        XCTAssertEqual(type.genericParameters, "<T: Equatable>")
        XCTAssertEqual(type.inheritance.map(\.text), ["BaseScreen", "Sendable"])
        XCTAssertEqual(type.whereClause, "where T: Hashable")
        XCTAssertEqual(type.members.count, 0)
    }

    func testEveryTypeKind() {
        let source = """
            struct S: Equatable {}
            enum E: String, CaseIterable {}
            protocol P: AnyObject {}
            extension Swift.Array: P where Element == Int {}
            actor A {}
            indirect enum Tree<Value> {}
            @objc(KSScreen) open class K {}
            """
        let declarations = Syntax.file(source)
        let types = declarations.compactMap(\.asType)
        XCTAssertEqual(types.map(\.kind), [.struct, .enum, .protocol, .extension, .actor, .enum, .class])
        XCTAssertEqual(types.map(\.name), ["S", "E", "P", "Swift.Array", "A", "Tree", "K"])
        XCTAssertEqual(types[1].inheritance.map(\.text), ["String", "CaseIterable"])
        XCTAssertEqual(types[3].inheritance.map(\.text), ["P"])
        XCTAssertEqual(types[3].whereClause, "where Element == Int")
        XCTAssertEqual(types[5].header.modifiers, ["indirect"])
        XCTAssertEqual(types[5].genericParameters, "<Value>")
        XCTAssertEqual(types[6].header.attributes.first?.arguments, "KSScreen")
        XCTAssertEqual(types[6].header.modifiers, ["open"])
    }

    func testReservedWordsAsTypes() throws {
        let type = try XCTUnwrap(Syntax.typeDecl("protocol P: class {\n  func f() -> Self\n  var all: [Any] { get }\n}"))
        XCTAssertEqual(type.inheritance.map(\.text), ["class"])
        XCTAssertEqual(type.members.map(\.name), ["f", "all"])
        XCTAssertEqual(type.members.first?.asFunction?.returnType?.text, "Self")
        XCTAssertEqual(type.members.last?.asVariable?.bindings.first?.type?.text, "[Any]")
    }

    func testNestedTypes() throws {
        let type = try XCTUnwrap(Syntax.typeDecl("enum A11y {\n  enum Login {\n    static let email = \"login.email\"\n  }\n  struct Other {}\n}"))
        XCTAssertEqual(type.members.map(\.name), ["Login", "Other"])
        let login = try XCTUnwrap(type.members.first?.asType)
        XCTAssertEqual(login.members.map(\.name), ["email"])
        XCTAssertEqual(login.members.first?.asVariable?.header.isStatic, true)
    }

    // MARK: - Properties

    private func members(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> [Decl] {
        Syntax.typeDecl("final class C {\n" + body + "\n}", file: file, line: line)?.members ?? []
    }

    /// A type's text is its source: as it is when nothing separates its tokens, else with each
    /// run of trivia (line breaks, comments) one space.
    func testTypeTextIsTheSourceWithTriviaCollapsed() {
        let types = members("""
            var a: [String: Int]
            var b: Dictionary<String,
                              [Int]>
            var c: Module.Base<T>?
            var d: [String /* ids */]
            var e: String
            """).compactMap(\.asVariable).map { $0.bindings[0].type?.text }
        XCTAssertEqual(types, ["[String: Int]", "Dictionary<String, [Int]>", "Module.Base<T>?", "[String ]", "String"])
    }

    /// What a type names, as the model resolves it: `any` and `some` before a protocol, generic
    /// arguments, optionality and the module are not part of it.
    func testTypeBaseNameIsTheNominalName() {
        let types = members("""
            var a: KassiOS.KassScreen
            var b: Array<Int>?
            var c: any SettingsSelectorsSet
            var d: (any SettingsSelectorsSet)?
            var e: some Collection<Int>
            var f: [String]
            var g: (some SettingsSelectorsSet)!
            var h: anyTable
            """).compactMap(\.asVariable).map { $0.bindings[0].type?.baseName }
        XCTAssertEqual(types, ["KassScreen", "Array", "SettingsSelectorsSet", "SettingsSelectorsSet", "Collection", "[String]",
                               "SettingsSelectorsSet", "anyTable"])
    }

    func testStoredProperties() throws {
        let decls = members("""
            var a: Int = 1
            let b = "two"
            var c: [String: Int]
            lazy var d = button("x")
            static let e = C()
            class var f: Int { 1 }
            private(set) var g: String?
            let h = 1, i: Int
            var (j, k) = (1, 2)
            weak var delegate: Delegate?
            """)
        let variables = decls.compactMap(\.asVariable)
        XCTAssertEqual(variables.count, 10)
        XCTAssertEqual(variables.map(\.isLet), [false, true, false, false, true, false, false, true, false, false])
        let a = variables[0].bindings[0]
        XCTAssertEqual(a.name, "a")
        XCTAssertEqual(a.type?.text, "Int")
        XCTAssertEqual(a.initializer?.description, "1")
        XCTAssertNil(a.accessors)
        XCTAssertEqual(variables[1].bindings[0].initializer?.description, "\"two\"")
        XCTAssertEqual(variables[2].bindings[0].type?.text, "[String: Int]")
        XCTAssertNil(variables[2].bindings[0].initializer)
        XCTAssertEqual(variables[3].header.modifiers, ["lazy"])
        XCTAssertEqual(variables[3].bindings[0].initializer?.description, "call(button, \"x\")")
        XCTAssertTrue(variables[4].header.isStatic)
        XCTAssertTrue(variables[5].header.isStatic)
        XCTAssertEqual(variables[5].header.modifiers, ["class"])
        XCTAssertEqual(variables[6].header.modifiers, ["private(set)"])
        XCTAssertEqual(variables[6].bindings[0].type?.text, "String?")
        XCTAssertEqual(variables[7].bindings.map(\.name), ["h", "i"])
        XCTAssertEqual(variables[7].bindings[1].type?.text, "Int")
        XCTAssertEqual(variables[8].bindings.map(\.name), [nil])
        XCTAssertEqual(variables[9].header.modifiers, ["weak"])
        // `binds` finds a name in the first binding and in the ones after it, and no tuple's.
        XCTAssertTrue(variables[7].bindings.binds("h"))
        XCTAssertTrue(variables[7].bindings.binds("i"))
        XCTAssertFalse(variables[7].bindings.binds("a"))
        XCTAssertFalse(variables[8].bindings.binds("j"))
        XCTAssertFalse(PatternBindings([]).binds("a"))
    }

    /// The compact forms the tree keeps them in read back whole: one binding inline and the
    /// rest in an array, modifiers in one string, a literal of one text without an array.
    func testCompactFormsReadBackWhole() throws {
        let decls = members("""
            private(set) static var a = "x", b: Int, c
            final var d = "plain text"
            var e = "\\(name).suffix"
            static let f = ""
            nonisolated(unsafe) public override final class var g: Int { 1 }
            """)
        let variables = decls.compactMap(\.asVariable)
        XCTAssertEqual(variables[0].bindings.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(variables[0].bindings.count, 3)
        XCTAssertEqual(variables[0].bindings[2].name, "c")
        XCTAssertEqual(variables[0].bindings.last?.name, "c")
        XCTAssertEqual(Array(variables[0].bindings.indices), [0, 1, 2])
        XCTAssertEqual(variables[0].header.modifiers, ["private(set)", "static"])
        XCTAssertTrue(variables[0].header.has("private(set)"))
        XCTAssertTrue(variables[0].header.has("static"))
        XCTAssertTrue(variables[0].header.isStatic)
        XCTAssertFalse(variables[0].header.has("private"), "a modifier is matched whole")
        XCTAssertFalse(variables[0].header.has("stat"))
        XCTAssertEqual(variables[1].header.modifiers, ["final"])
        XCTAssertFalse(variables[1].header.isStatic)
        // Modifiers longer than a string keeps inline are read in place all the same, first to last.
        let many = variables[4].header
        XCTAssertEqual(many.modifiers, ["nonisolated(unsafe)", "public", "override", "final", "class"])
        for modifier in many.modifiers { XCTAssertTrue(many.has(modifier), modifier) }
        XCTAssertTrue(many.isStatic)
        for other in ["", "nonisolated", "unsafe", "publi", "finals", "override\nfinal", "lazy"] {
            XCTAssertFalse(many.has(other), other)
        }

        func literal(_ variable: VariableDecl) -> StringLiteral? {
            guard case .string(let literal)? = variable.bindings.first?.initializer?.kind else { return nil }
            return literal
        }
        let plain = try XCTUnwrap(literal(variables[1]))
        XCTAssertEqual(plain.staticValue, "plain text")
        XCTAssertFalse(plain.hasInterpolation)
        guard plain.segments.count == 1, case .text("plain text") = plain.segments[0] else {
            return XCTFail("one text segment: \(plain.segments)")
        }
        let interpolated = try XCTUnwrap(literal(variables[2]))
        XCTAssertNil(interpolated.staticValue)
        XCTAssertTrue(interpolated.hasInterpolation)
        XCTAssertEqual(interpolated.segments.count, 2)
        let empty = try XCTUnwrap(literal(variables[3]))
        XCTAssertEqual(empty.staticValue, "")
        XCTAssertFalse(empty.hasInterpolation)
        XCTAssertTrue(PatternBindings([]).isEmpty)
    }

    func testComputedProperties() throws {
        let decls = members("""
            var implicit: Int { 1 + 2 }
            override var onLoad: [KassElement] { [email, password] }
            var explicit: Int {
                get { stored }
                set { stored = newValue }
            }
            var named: Int {
                get { 0 }
                set(value) { print(value) }
            }
            var observed = 0 {
                willSet { print(newValue) }
                didSet { print(oldValue) }
            }
            var effects: Int { get async throws { 1 } }
            """)
        let bindings = decls.compactMap { $0.asVariable?.bindings.first }
        XCTAssertEqual(bindings.count, 6)
        XCTAssertEqual(bindings[0].accessors?.map(\.kind), ["get"])
        XCTAssertEqual(bindings[0].getter?.first?.asExpression?.description, "seq(1 + 2)")
        XCTAssertEqual(bindings[1].getter?.first?.asExpression?.description, "[email, password]")
        XCTAssertEqual(bindings[2].accessors?.map(\.kind), ["get", "set"])
        XCTAssertEqual(bindings[2].getter?.first?.asExpression?.description, "stored")
        XCTAssertEqual(bindings[2].accessors?[1].body?.first?.asExpression?.description, "seq(stored = newValue)")
        XCTAssertEqual(bindings[3].accessors?.map(\.kind), ["get", "set"])
        XCTAssertEqual(bindings[4].initializer?.description, "0")
        XCTAssertEqual(bindings[4].accessors?.map(\.kind), ["willSet", "didSet"])
        XCTAssertEqual(bindings[5].accessors?.map(\.kind), ["get"])
        XCTAssertEqual(bindings[5].getter?.count, 1)
    }

    func testPropertyWrappersAndAttributes() throws {
        let decls = members("""
            @Published var x = 1
            @available(iOS 15, *) @MainActor var y: Int = 2
            @objc(tapName:) dynamic func tap(_ name: String) {}
            """)
        let x = try XCTUnwrap(decls[0].asVariable)
        XCTAssertEqual(x.header.attributes.map(\.name), ["Published"])
        XCTAssertNil(x.header.attributes[0].arguments)
        XCTAssertEqual(x.bindings[0].initializer?.description, "1")
        let y = try XCTUnwrap(decls[1].asVariable)
        XCTAssertEqual(y.header.attributes.map(\.name), ["available", "MainActor"])
        XCTAssertEqual(y.header.attributes[0].arguments, "iOS 15, *")
        let tap = try XCTUnwrap(decls[2].asFunction)
        XCTAssertEqual(tap.header.attributes.first?.arguments, "tapName:")
        XCTAssertEqual(tap.header.modifiers, ["dynamic"])
    }

    func testProtocolRequirements() throws {
        let type = try XCTUnwrap(Syntax.typeDecl("protocol P {\n  var x: Int { get set }\n  var y: Int { get }\n  func f() -> Int\n  init(x: Int)\n}"))
        XCTAssertEqual(type.members.map(\.name), ["x", "y", "f", "init"])
        let x = try XCTUnwrap(type.members[0].asVariable?.bindings.first)
        XCTAssertEqual(x.accessors?.map(\.kind), ["get", "set"])
        XCTAssertEqual(x.accessors?.map { $0.body == nil }, [true, true])
        let f = try XCTUnwrap(type.members[2].asFunction)
        XCTAssertNil(f.body)
        XCTAssertEqual(f.returnType?.text, "Int")
    }

    // MARK: - Functions

    /// A type in one pair of parentheses is that type (`-> (ConversationsPage)`, as Wire's helpers
    /// return); a tuple, `()`, a labelled element, a function type and an optional of one stay.
    func testATypeInParenthesesIsThatType() throws {
        let decls = members("""
            func a() -> (HomePage) { HomePage() }
            func b() -> ( any Screen ) { fatalError() }
            func c() -> ([String: [Int]]) { [:] }
            func d() -> (A, B) { fatalError() }
            func e() -> () {}
            func f() -> (Int) -> Void { { _ in } }
            func g() -> (HomePage)? { nil }
            func h(_ x: (x: Int)) {}
            func i() -> ((HomePage)) { HomePage() }
            """)
        let functions = decls.compactMap(\.asFunction)
        XCTAssertEqual(functions.map { $0.returnType?.text }, ["HomePage", "any Screen", "[String: [Int]]", "(A, B)", "()", "(Int) -> Void",
                                                               "(HomePage)?", nil, "(HomePage)"])
        XCTAssertEqual(functions[6].returnType?.baseName, "HomePage")
        XCTAssertEqual(functions[7].parameters.first?.type?.text, "(x: Int)")
    }

    func testFunctionSignatures() throws {
        let decls = members("""
            func tap(_ id: String, into field: Field = .x, values: Int...) async throws -> Bool { true }
            func plain() {}
            mutating func `default`(`class`: Int) {}
            static func make<T: Screen>(_ type: T.Type) -> T where T: AnyObject { T() }
            func escaping(_ body: @escaping (Int) async throws -> Void) rethrows {}
            func opaque() -> some View { fatalError() }
            static func == (a: C, b: C) -> Bool { true }
            """)
        let functions = decls.compactMap(\.asFunction)
        XCTAssertEqual(functions.map(\.name), ["tap", "plain", "default", "make", "escaping", "opaque", "=="])
        let tap = functions[0]
        XCTAssertEqual(tap.kind, .function)
        XCTAssertEqual(tap.signature, "tap(_:into:values:)")
        XCTAssertEqual(tap.parameters.map(\.label), [nil, "into", "values"])
        XCTAssertEqual(tap.parameters.map(\.name), ["id", "field", "values"])
        XCTAssertEqual(tap.parameters.map { $0.type?.text }, ["String", "Field", "Int..."])
        XCTAssertEqual(tap.parameters.map { $0.defaultValue?.description }, [nil, "member(, x)", nil])
        XCTAssertEqual(tap.parameters.map(\.isVariadic), [false, false, true])
        XCTAssertTrue(tap.isAsync)
        XCTAssertTrue(tap.isThrowing)
        XCTAssertEqual(tap.returnType?.text, "Bool")
        XCTAssertEqual(tap.body?.first?.asExpression?.description, "true")
        XCTAssertEqual(tap.nameLocation.line, 2)
        XCTAssertEqual(tap.nameLocation.column, 6)
        XCTAssertFalse(functions[1].isAsync)
        XCTAssertFalse(functions[1].isThrowing)
        XCTAssertNil(functions[1].returnType)
        XCTAssertEqual(functions[1].body?.count, 0)
        XCTAssertEqual(functions[2].header.modifiers, ["mutating"])
        XCTAssertEqual(functions[2].parameters.map(\.label), ["class"])
        XCTAssertEqual(functions[3].genericParameters, "<T: Screen>")
        XCTAssertEqual(functions[3].parameters.first?.type?.text, "T.Type")
        XCTAssertEqual(functions[3].returnType?.text, "T")
        XCTAssertEqual(functions[3].body?.first?.asExpression?.description, "call(T)")
        XCTAssertEqual(functions[4].parameters.first?.type?.text, "@escaping (Int) async throws -> Void")
        XCTAssertTrue(functions[4].isThrowing)
        XCTAssertEqual(functions[5].returnType?.text, "some View")
        XCTAssertEqual(functions[6].parameters.map(\.name), ["a", "b"])
    }

    func testInitializersSubscriptsAndDeinit() throws {
        let decls = members("""
            init?(x: Int) { return nil }
            init!(y: Int) {}
            convenience init() { self.init(x: 1)! }
            required init?(coder: NSCoder) { fatalError() }
            subscript(index: Int) -> String { "" }
            subscript(at index: Int) -> Int {
                get { 0 }
                set {}
            }
            deinit {}
            """)
        let functions = decls.compactMap(\.asFunction)
        XCTAssertEqual(functions.map(\.kind), [.initializer, .initializer, .initializer, .initializer, .subscript, .subscript, .deinitializer])
        XCTAssertEqual(functions[0].signature, "init(x:)")
        XCTAssertEqual(functions[0].body?.count, 1)
        XCTAssertEqual(functions[2].header.modifiers, ["convenience"])
        XCTAssertEqual(functions[3].header.modifiers, ["required"])
        XCTAssertEqual(functions[3].signature, "init(coder:)")
        XCTAssertEqual(functions[4].signature, "subscript(_:)")
        XCTAssertEqual(functions[4].parameters.first?.name, "index")
        XCTAssertEqual(functions[4].returnType?.text, "String")
        XCTAssertEqual(functions[4].body?.first?.asExpression?.description, "\"\"")
        XCTAssertEqual(functions[5].signature, "subscript(at:)")
        XCTAssertEqual(functions[5].accessors?.map(\.kind), ["get", "set"])
        XCTAssertEqual(functions[5].body?.first?.asExpression?.description, "0")
        XCTAssertEqual(functions[6].name, "deinit")
    }

    // MARK: - Enums, aliases, imports

    func testEnumCases() throws {
        let type = try XCTUnwrap(Syntax.typeDecl("""
            enum TransferID: String {
                case amount = "transfer.amount", note
                case account(id: Int, String)
                indirect case node(TransferID)
                case `default`
            }
            """))
        let cases = type.members.compactMap(\.asEnumCase)
        XCTAssertEqual(cases.count, 4)
        XCTAssertEqual(cases[0].elements.map(\.name), ["amount", "note"])
        XCTAssertEqual(cases[0].elements.map { $0.rawValue?.description }, ["\"transfer.amount\"", nil])
        XCTAssertEqual(cases[0].elements[1].location.column, 38)
        XCTAssertEqual(cases[1].elements[0].associatedValue, "(id: Int, String)")
        XCTAssertEqual(cases[2].header.modifiers, ["indirect"])
        XCTAssertEqual(cases[3].elements.map(\.name), ["default"])
    }

    func testTypeAliasesAndImports() throws {
        let declarations = Syntax.file("""
            import XCTest
            @testable import KassiOS
            import struct Foundation.URL
            typealias Handler = (Int) -> Void
            typealias Pair<T> = (T, T)
            """)
        XCTAssertEqual(declarations.compactMap(\.asImport).map(\.path), ["XCTest", "KassiOS", "Foundation.URL"])
        let aliases = declarations.compactMap(\.asTypeAlias)
        XCTAssertEqual(aliases.map(\.name), ["Handler", "Pair"])
        XCTAssertEqual(aliases.map { $0.type?.text }, ["(Int) -> Void", "(T, T)"])
    }

    /// A module is imported by name, as the whole first component of an import's path: a submodule or
    /// a declaration of it counts, a module whose name starts the same does not, nor one under `#if`.
    func testWhichModulesAFileImports() {
        let file = SourceFile(source: """
            @testable import pmtest
            import struct fusion.Button
            import XCTestExtras
            #if canImport(UIKit)
            import UIKit
            #endif
            final class LoginRobot: CoreElements {}
            """)
        XCTAssertTrue(file.imports("pmtest"))
        XCTAssertTrue(file.imports("fusion"))
        XCTAssertTrue(file.imports("XCTestExtras"))
        XCTAssertFalse(file.imports("XCTest"), "a longer name is another module")
        XCTAssertFalse(file.imports("pmtes"), "nor is a shorter one")
        XCTAssertFalse(file.imports("Button"))
        XCTAssertFalse(file.imports("UIKit"), "only the file's top level is read")
        XCTAssertFalse(file.imports(""))
    }

    func testUnmodelledDeclarationsAreSteppedOver() throws {
        let type = try XCTUnwrap(Syntax.typeDecl("""
            protocol P {
                associatedtype Element: Equatable
                func f()
            }
            """))
        XCTAssertEqual(type.members.map(\.name), ["<statement>", "f"])
        let declarations = Syntax.file("infix operator <~> : AdditionPrecedence\nprecedencegroup G { higherThan: AdditionPrecedence }\nlet x = 1")
        XCTAssertEqual(declarations.map(\.name), ["<statement>", "<statement>", "x"])
    }

    // MARK: - Doc comments and #if

    func testDocComments() throws {
        let source = """
            final class C {
            /// Line doc.
            var a = 1
            /** Block doc. */
            func b() {}
            // Plain comment.
            var c = 1
            /// Doc, then a plain comment.
            // plain
            var d = 1
            /// Doc separated by a blank line.

            var e = 1
              /// Two lines,
              ///   indented.
            var f = 1
            /**
             * Block on
             * lines. */
            /// And a line.
            func g() {}
            }
            """
        let file = SourceFile(source: source)
        guard case .type(let type)? = file.declarations.first else { return XCTFail("no type") }
        let decls = type.members
        XCTAssertEqual(decls.map(\.name), ["a", "b", "c", "d", "e", "f", "g"])
        XCTAssertEqual(decls[0].asVariable?.header.docComment(in: file), "/// Line doc.")
        XCTAssertEqual(decls[1].asFunction?.header.docComment(in: file), "/** Block doc. */")
        XCTAssertNil(decls[2].asVariable?.header.docComment(in: file))
        XCTAssertEqual(decls[2].asVariable?.header.hasDocComment, false)
        XCTAssertEqual(decls[3].asVariable?.header.docComment(in: file), "/// Doc, then a plain comment.")
        XCTAssertEqual(decls[4].asVariable?.header.docComment(in: file), "/// Doc separated by a blank line.")
        XCTAssertEqual(decls[5].asVariable?.header.docComment(in: file), "/// Two lines,\n///   indented.")
        XCTAssertEqual(decls[6].asFunction?.header.docComment(in: file), "/**\n * Block on\n * lines. */\n/// And a line.")
    }

    func testIfConfigAroundDeclarations() throws {
        let type = try XCTUnwrap(Syntax.typeDecl("""
            class C {
                #if DEBUG
                func debug() {}
                var x = 1
                #elseif os(iOS) && !targetEnvironment(simulator)
                func ios() {}
                #else
                #endif
                func after() {}
            }
            """))
        XCTAssertEqual(type.members.map(\.name), ["#if", "after"])
        let clauses = try XCTUnwrap(type.members[0].asIfConfig)
        XCTAssertEqual(clauses.map(\.condition), ["DEBUG", "os(iOS) && !targetEnvironment(simulator)", nil])
        XCTAssertEqual(clauses.map { $0.elements.map(\.name) }, [["debug", "x"], ["ios"], []])
        XCTAssertEqual(clauses.map(\.location.line), [2, 5, 7])
    }

    func testTopLevelIfConfigAndNesting() throws {
        let declarations = Syntax.file("""
            #if canImport(UIKit)
            import UIKit
            #if DEBUG
            struct Debug {}
            #endif
            #endif
            struct After {}
            """)
        XCTAssertEqual(declarations.map(\.name), ["#if", "After"])
        let outer = try XCTUnwrap(declarations[0].asIfConfig)
        XCTAssertEqual(outer.count, 1)
        XCTAssertEqual(outer[0].condition, "canImport(UIKit)")
        XCTAssertEqual(outer[0].elements.map(\.name), ["UIKit", "#if"])
        XCTAssertEqual(outer[0].elements[1].asIfConfig?.first?.elements.map(\.name), ["Debug"])
    }

    func testDeclarationLocations() throws {
        let decls = members("    @Published  var x = 1\n\tfunc f() {}")
        XCTAssertEqual(decls.map(\.location.line), [2, 3])
        XCTAssertEqual(decls.map(\.location.column), [5, 2])
        XCTAssertEqual(decls[0].asVariable?.bindings.first?.nameLocation.column, 21)
    }
}
