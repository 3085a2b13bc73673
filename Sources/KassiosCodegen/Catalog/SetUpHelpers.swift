import KassiosModel
import KassiosSyntax

/// The suite's own way to put the app's world in a state before the launch: its test base's
/// `given…` methods (Challenge's `func givenCharacterListSucceeds() async throws`, which tells the
/// mock server what to answer, "use before launch()"). A precondition no configuration maps is
/// matched against their names and, when it says every word of one, called before the launch, as
/// the suite's own tests do.
public struct SetUpHelper: Sendable, Equatable {
    public let name: String
    public let isAsync: Bool
    public let isThrowing: Bool
    /// `@MainActor` (on it or its extension): the test calling it must be too.
    public var isMainActor = false
    /// The words of the name after `given`, for matching: [character, list, succeeds].
    let words: [String]

    /// `try await givenCharacterListSucceeds()`.
    public var call: String {
        (isThrowing ? "try " : "") + (isAsync ? "await " : "") + name + "()"
    }

    /// The `given…` methods of the base's classes (their extensions included: Challenge's
    /// `extension UITestCase` of scenarios) that a subclass can call, need no argument and return
    /// nothing; a name declared twice once. Not an `XCTestCase` extension's: another test target
    /// may hold it.
    public static func find(in project: Project, base: SuiteTestBase?) -> [SetUpHelper] {
        let index = project.index
        let types = base.flatMap { index.types[$0.name] }.map(index.classChain(from:)) ?? []
        var found: [SetUpHelper] = []
        for type in types {
            let unreachable = CatalogBuilder.unreachableFunctions(of: type)
            for member in type.members {
                guard case .function(let function) = member.value, function.kind == .function, function.body != nil,
                      !function.header.isStatic, !function.header.has("private"), !function.header.has("fileprivate"),
                      !unreachable.contains(ObjectIdentifier(function)),
                      [nil, "Void", "()"].contains(function.returnType?.text), function.parameters.allSatisfy({ $0.defaultValue != nil }) else { continue }
                let words = Words.ofIdentifier(function.name)
                guard words.first == "given", words.count > 1, !found.contains(where: { $0.name == function.name }) else { continue }
                var helper = SetUpHelper(name: function.name, isAsync: function.isAsync, isThrowing: function.isThrowing,
                                         words: words.dropFirst().map(SetUpHelper.singular))
                helper.isMainActor = CatalogBuilder.isMainActor(function, of: type)
                found.append(helper)
            }
        }
        return found
    }

    /// The helper a precondition names: one whose every word it says (not `givenAllRequestsFail`
    /// for "all requests succeed"), the one of the most words when several are ("the character
    /// list and detail requests succeed": `givenCharacterListAndDetailSucceeds`, not
    /// `givenCharacterListSucceeds`); nil for none, or two of as many words.
    static func match(_ precondition: String, among helpers: [SetUpHelper]) -> SetUpHelper? {
        let said = Set(Words.ofPhrase(precondition).map(singular))
        let fitting = helpers.filter { $0.words.allSatisfy(said.contains) }
        guard let most = fitting.map(\.words.count).max() else { return nil }
        let best = fitting.filter { $0.words.count == most }
        return Set(best.map(\.name)).count == 1 ? best[0] : nil
    }

    /// The helpers that share most words with the precondition, best first, at most three.
    static func closest(_ precondition: String, among helpers: [SetUpHelper]) -> [SetUpHelper] {
        let said = Set(Words.ofPhrase(precondition).map(singular))
        let scored = helpers.map { helper in (helper, Double(helper.words.filter(said.contains).count) / Double(helper.words.count)) }
        return Array(scored.filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }.prefix(3).map(\.0))
    }

    /// `requests` → `request`, `succeeds` → `succeed`: one word for both numbers and persons.
    static func singular(_ word: String) -> String {
        word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
    }
}
