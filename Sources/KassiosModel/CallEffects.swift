import KassiosSyntax

/// What a call of test code must be marked with: `try` for one that throws, `await` for an
/// `async` one, in the order Swift wants them. `generate test`, `map --path` and
/// `TypeConstruction` write them; a chain takes one of each before its first line.
public struct CallEffects: Equatable, Sendable {
    public var throwing: Bool
    public var async: Bool

    public init(throwing: Bool = false, async: Bool = false) {
        self.throwing = throwing
        self.async = async
    }

    /// What a call of `function` needs: as it is declared `throws`, `async`.
    public init(of function: FunctionDecl) {
        self.init(throwing: function.isThrowing, async: function.isAsync)
    }

    /// `try `, `await `, `try await ` or nothing.
    public var prefix: String { (throwing ? "try " : "") + (async ? "await " : "") }

    /// Both calls' marks: a chain of them needs each that one of them needs.
    public func union(_ other: CallEffects) -> CallEffects {
        CallEffects(throwing: throwing || other.throwing, async: async || other.async)
    }

    /// The marks a line of code starts with, and the rest of it: `try await X()` → both, `X()`.
    public static func split(_ line: Substring) -> (effects: CallEffects, rest: Substring) {
        var effects = CallEffects()
        var rest = line
        while true {
            if rest.hasPrefix("try ") {
                effects.throwing = true
                rest = rest.dropFirst(4)
            } else if rest.hasPrefix("await ") {
                effects.async = true
                rest = rest.dropFirst(6)
            } else {
                return (effects, rest)
            }
        }
    }
}
