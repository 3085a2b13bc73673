import KassiosModel
import KassiosSyntax

/// The suite's own way to put the app's world in a state before the launch: its test base's
/// `given…` methods (Challenge's `func givenCharacterListSucceeds() async throws`, which tells the
/// mock server what to answer, "use before launch()"). A precondition no configuration maps is
/// matched against their names and, when one fits it better than any other, called before the
/// launch, as the suite's own tests do.
public struct SetUpHelper: Sendable, Equatable {
    public let name: String
    public let isAsync: Bool
    public let isThrowing: Bool
    /// The words of the name after `given`, for matching: [character, list, succeeds].
    let words: [String]

    /// `try await givenCharacterListSucceeds()`.
    public var call: String {
        (isThrowing ? "try " : "") + (isAsync ? "await " : "") + name + "()"
    }

    /// The `given…` methods of the base's classes and of `XCTestCase` extensions that need no
    /// argument and return nothing; a name declared twice once.
    public static func find(in project: Project, base: SuiteTestBase?) -> [SetUpHelper] {
        let index = project.index
        var types = base.flatMap { index.types[$0.name] }.map(index.classChain(from:)) ?? []
        if let extended = index.types["XCTestCase"] { types.append(extended) }
        var found: [SetUpHelper] = []
        for type in types {
            for member in type.members {
                guard case .function(let function) = member.value, function.kind == .function, function.body != nil,
                      !function.header.isStatic, !function.header.has("private"), !function.header.has("fileprivate"),
                      [nil, "Void", "()"].contains(function.returnType?.text), function.parameters.allSatisfy({ $0.defaultValue != nil }) else { continue }
                let words = Words.ofIdentifier(function.name)
                guard words.first == "given", words.count > 1, !found.contains(where: { $0.name == function.name }) else { continue }
                found.append(SetUpHelper(name: function.name, isAsync: function.isAsync, isThrowing: function.isThrowing,
                                         words: words.dropFirst().map(SetUpHelper.singular)))
            }
        }
        return found
    }

    /// The helper a precondition names: the one whose words it says most of (at least two thirds,
    /// and all but one of them), alone in that; nil when none does, or two do as well.
    static func match(_ precondition: String, among helpers: [SetUpHelper]) -> SetUpHelper? {
        let said = Set(Words.ofPhrase(precondition).map(singular))
        var best: (helper: SetUpHelper, score: Double)?
        var tied = false
        for helper in helpers {
            let matched = helper.words.filter(said.contains).count
            let score = Double(matched) / Double(helper.words.count)
            guard matched >= 1, score >= 2.0 / 3.0, helper.words.count - matched <= 1 else { continue }
            if let current = best, current.score == score {
                tied = true
            } else if best == nil || score > best!.score {
                best = (helper, score)
                tied = false
            }
        }
        return tied ? nil : best?.helper
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
