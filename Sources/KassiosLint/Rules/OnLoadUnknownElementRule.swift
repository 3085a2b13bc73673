import KassiosModel
import KassiosSyntax

/// onLoad may list only elements the screen has.
public struct OnLoadUnknownElementRule: Rule {
    public static let description = RuleDescription(
        identifier: "onload-unknown-element",
        name: "onLoad lists an unknown element",
        summary: "An onLoad lists a name that is not an element of the screen or of the screens it inherits from.",
        rationale: """
        onLoad is what onScreen(X.self) waits for. A name there that is not an element of the screen is a \
        typo the compiler may not catch (a global or a property of the same name), or a property that is not \
        an element at all, so the screen waits for something other than what its author meant, or for \
        nothing. An element is what kassios reads as one (a builder call, a query, an element method), or a \
        property or method declared as KassElement, XCUIElement or another …Element type, in the screen, \
        its ancestors, the screen root or a protocol it conforms to, when the linted files declare them. \
        Names bound inside the getter (let banner = …), expressions that are not plain names \
        (header.title), calls of functions the screen does not declare, and screens that declare no onLoad \
        property of their own are not checked. The finding points at the name inside the onLoad array.
        """,
        defaultSeverity: .error,
        isOptIn: false,
        nonTriggeringExamples: [
            """
            class TabScreen: KassScreen {
                lazy var tabBar = element("tabs.bar", type: .tabBar)
                override var onLoad: [KassElement] { [tabBar] }
            }
            final class HomeScreen: TabScreen {
                lazy var balance = staticText("home.balance")
                override var onLoad: [KassElement] { super.onLoad + [self.balance, tabBar] }
            }
            """,
            """
            final class AccountScreen: KassScreen {
                enum Kind { case checking, savings }
                var kind: Kind = .checking
                lazy var iban = staticText("account.iban")
                var header: KassElement { makeHeader() }
                func row(_ index: Int) -> KassElement { cell("account.row.0") }
                override var onLoad: [KassElement] {
                    switch kind {
                    case .checking: return [iban, header, row(0)]
                    case .savings:
                        let rate = staticText("account.rate")
                        return [iban, rate]
                    }
                }
            }
            """,
            """
            extension KassScreen {
                var navigationTitle: KassElement { app.navigationBars.firstMatch }
            }
            final class CardsScreen: KassScreen {
                lazy var list = table("cards.list")
                override var onLoad: [KassElement] { [list, navigationTitle] }
            }
            """,
        ],
        triggeringExamples: [
            """
            final class LoginScreen: KassScreen {
                lazy var email = textField("login.email")
                lazy var submit = button("login.submit")
                override var onLoad: [KassElement] { [email, ↓sumbit] }
            }
            """,
            """
            final class TransferScreen: KassScreen {
                var isReady = false
                lazy var amount = textField("transfer.amount")
                override var onLoad: [KassElement] {
                    #if DEBUG
                    return [amount, ↓isReady]
                    #else
                    return [amount, ↓review]
                    #endif
                }
            }
            """,
            """
            class FlowScreen: KassScreen {
                lazy var title = staticText("flow.title")
                override var onLoad: [KassElement] { [title] }
            }
            final class StepScreen: FlowScreen {
                lazy var next = button("flow.next")
                override var onLoad: [KassElement] { super.onLoad + [next, ↓self.done] }
            }
            """,
        ])

    public init() {}

    public func check(_ project: Project) -> [Finding] {
        let lookup = ElementLookup(project: project)
        let property = project.configuration.onLoadProperty
        var findings: [Finding] = []
        for screen in project.screens {
            guard case .declared(let paths, let declaredFile, _) = screen.onLoad else { continue }
            let listed = Set(paths.flatMap(\.elements))
            // Most names are the screen's own elements: only the rest need a closer look.
            let suspects = listed.filter { name in
                let plain = name.hasSuffix("()") ? name.dropLast(2) : Substring(name)
                return !plain.isEmpty && !plain.contains(where: { $0 == "." || $0 == "?" })
                    && !screen.elements.contains(where: { $0.name == plain })
                    && lookup.element(named: String(plain), visibleIn: screen.name) == nil
            }
            guard !suspects.isEmpty, let info = project.index.types[screen.name] else { continue }

            // The onLoad declarations: names bound inside them, and where they list each name.
            var bound: Set<String> = []
            var mentions: [(file: String, location: SourceLocation, name: String)] = []
            var declaresProperty = false
            for member in info.members {
                guard case .variable(let variable) = member.value, variable.bindings.binds(property) else { continue }
                for binding in variable.bindings where binding.name == property {
                    declaresProperty = true
                    var found: [(SourceLocation, String)] = []
                    if let initializer = binding.initializer { OnLoadUnknownElementRule.collect(initializer, into: &found) }
                    for accessor in binding.accessors ?? [] {
                        for statement in accessor.body ?? [] {
                            OnLoadUnknownElementRule.collect(statement, bound: &bound, into: &found)
                        }
                    }
                    mentions += found.map { (member.file.path, $0.0, $0.1) }
                }
            }
            // Screens that say "loaded" some other way (expected-element getters, a robot's
            // load check) list expressions, not names: only the onLoad property is read here.
            guard declaresProperty else { continue }

            let chain = lookup.typeChain(screen.name)
            for name in suspects.sorted() {
                let plain = name.hasSuffix("()") ? String(name.dropLast(2)) : name
                guard !bound.contains(plain) else { continue }
                let members = chain.flatMap { OnLoadUnknownElementRule.members(named: plain, in: project.index.types[$0]) }
                if members.contains(where: OnLoadUnknownElementRule.isDeclaredElement) { continue }
                let reason: String
                if name.hasSuffix("()") {
                    // A call of something the screen does not declare: a global or a library helper.
                    if members.isEmpty { continue }
                    reason = "\(plain) is a method of \(screen.name) that does not return an element"
                } else if members.isEmpty {
                    let suggestion = OnLoadUnknownElementRule.closest(to: plain, in: Array(lookup.elementNames(visibleIn: screen.name))).map { "; did you mean \($0)?" } ?? ""
                    reason = "\(screen.name) has no element named \(plain)\(suggestion)"
                } else {
                    reason = "\(plain) is a property of \(screen.name), not an element"
                }
                // Named as the suite names it (`onload_property: requiredElements`); onScreen is KassiOS's.
                let property = project.configuration.onLoadProperty
                let waiter = property == "onLoad" ? "onScreen(\(screen.name).self)" : "\(screen.name)'s load check"
                let message = "\(property) lists \(name), but \(reason); \(waiter) waits only for elements of the screen"
                let places = mentions.filter { $0.name == name }
                if places.isEmpty {
                    // Not found as an array element: point at the path that lists it.
                    for path in paths where path.elements.contains(name) {
                        findings.append(finding(file: declaredFile, at: path.location, message, screen: screen.name, element: plain))
                    }
                } else {
                    for place in places {
                        findings.append(finding(file: place.file, at: place.location, message, screen: screen.name, element: plain))
                    }
                }
            }
        }
        return findings
    }

    static func members(named name: String, in type: TypeInfo?) -> [Decl] {
        guard let type else { return [] }
        return type.members.compactMap { member -> Decl? in
            switch member.value {
            case .variable(let variable):
                return variable.bindings.contains { $0.name == name } ? member.value : nil
            case .function(let function):
                return function.kind == .function && function.name == name ? member.value : nil
            default:
                return nil
            }
        }
    }

    /// A property or method whose declared type is an element: `KassElement`, `XCUIElement`.
    static func isDeclaredElement(_ declaration: Decl) -> Bool {
        let type: TypeSyntax?
        switch declaration {
        case .variable(let variable): type = variable.bindings.first?.type
        case .function(let function): type = function.returnType
        default: type = nil
        }
        guard let type else { return false }
        return type.baseName.hasSuffix("Element")
    }

    /// Every name the onLoad value lists as an element of an array literal, and the names the getter binds.
    static func collect(_ statement: Stmt, bound: inout Set<String>, into found: inout [(SourceLocation, String)]) {
        switch statement {
        case .expression(let expr), .return(let expr?, _):
            collect(expr, into: &found)
        case .declaration(.variable(let variable)):
            for binding in variable.bindings {
                if let name = binding.name { bound.insert(name) }
                if let initializer = binding.initializer { collect(initializer, into: &found) }
            }
        case .if(let ifStatement):
            for statement in ifStatement.body { collect(statement, bound: &bound, into: &found) }
            for statement in ifStatement.elseBody ?? [] { collect(statement, bound: &bound, into: &found) }
        case .guard(let guardStatement):
            for statement in guardStatement.elseBody { collect(statement, bound: &bound, into: &found) }
        case .switch(let switchStatement):
            for switchCase in switchStatement.cases {
                for statement in switchCase.body { collect(statement, bound: &bound, into: &found) }
            }
        case .ifConfig(let clauses):
            for clause in clauses {
                for statement in clause.elements { collect(statement, bound: &bound, into: &found) }
            }
        case .do(let doStatement):
            for statement in doStatement.body { collect(statement, bound: &bound, into: &found) }
            for catchClause in doStatement.catches {
                for statement in catchClause.body { collect(statement, bound: &bound, into: &found) }
            }
        case .for(let loop):
            for statement in loop.body { collect(statement, bound: &bound, into: &found) }
        case .while(let loop):
            for statement in loop.body { collect(statement, bound: &bound, into: &found) }
        default:
            break
        }
    }

    static func collect(_ expr: Expr, into found: inout [(SourceLocation, String)]) {
        switch expr.kind {
        case .array(let elements):
            for element in elements {
                if let name = listedName(element) { found.append((element.location, name)) }
            }
        case .sequence(let parts):
            for part in parts { collect(part, into: &found) }
        case .ternary(_, let then, let otherwise):
            collect(then, into: &found)
            collect(otherwise, into: &found)
        case .postfix(_, let operand), .try(_, let operand), .cast(let operand, _, _):
            collect(operand, into: &found)
        case .tuple(let elements) where elements.count == 1:
            collect(elements[0].value, into: &found)
        case .statement(let statement):
            var bound: Set<String> = []
            collect(statement, bound: &bound, into: &found)
        default:
            break
        }
    }

    /// The name the model gives an onLoad entry: `email`, `self.email` → `email`, `row()` for `row(0)`.
    static func listedName(_ expr: Expr) -> String? {
        if let path = ConstantTable.referencePath(expr) { return path }
        switch expr.kind {
        case .call(let callee, _, _): return ConstantTable.referencePath(callee).map { $0 + "()" }
        case .postfix(_, let operand): return listedName(operand)
        default: return nil
        }
    }

    /// The element name closest to a misspelt one, if it is close enough to be a typo (a swap
    /// of neighbours is one edit: `emial`).
    static func closest(to name: String, in candidates: [String]) -> String? {
        NameSuggestion.closest(to: name, in: candidates.sorted(), limit: max(1, name.count / 3), countingSwaps: true)
    }
}
