/// Which known screen a dump shows, judged by the accessibility identifiers it contains.
///
/// Plain data in, plain data out: the caller turns its screens into `ScreenCandidate`s
/// (name, the identifiers its `onLoad` waits for, every identifier it declares), so this
/// module needs no screen model. `kassios identify` and the `stale-identifier` lint rule
/// both use it.
///
/// **Fits.** A screen with `onLoad` identifiers fits when the dump contains all of them —
/// `onLoad` is what the screen itself waits for to say it is showing. A screen without
/// any fits when the dump contains at least `ScreenIdentification.shareWithoutOnLoad` (half)
/// of its identifiers, and at least one. A screen with no identifiers never fits.
///
/// **Ranking.** By what the dump shows, never by what it lacks — a dump is one moment of a
/// screen, and a screen is not less itself for declaring elements (a back button it
/// inherits, an empty-state label) the moment does not show:
/// 1. fitting screens first, and among them the ones fitting by their whole `onLoad` before
///    the ones fitting without any (a tab-bar robot with two identifiers shows on many screens);
/// 2. more `onLoad` identifiers found (the screen that waits for more, all there, is the more
///    specific one);
/// 3. more other identifiers found;
/// 4. the name, for a stable order.
///
/// Screens that do not fit follow, ordered by 2–4 too: the nearest first.
///
/// Two best fitting screens equal in 1–3 are a tie: the verdict lists both and picks neither.
///
/// **Score.** Printed with each candidate, as a measure of how much of the screen the dump
/// shows; it does not rank. `onLoad` identifiers count twice, the others once:
/// `(2 × onLoad found + others found) / (2 × onLoad total + others total)`, kept as an exact
/// fraction.
public struct ScreenIdentification: Equatable, Sendable {
    /// The share of its identifiers a screen without `onLoad` identifiers needs in the dump to fit.
    public static let shareWithoutOnLoad = Fraction(1, 2)
    /// How many candidates `unknown` names as the nearest.
    public static let nearestCount = 3

    public enum Verdict: Equatable, Sendable {
        /// One screen fits better than every other.
        case identified(ScreenMatch)
        /// Several fitting screens rank equal; which one the dump shows cannot be told.
        case tie([ScreenMatch])
        /// No screen fits; the nearest candidates (some identifiers found), best first.
        case unknown(nearest: [ScreenMatch])
    }

    /// Every candidate, best first (see the ranking above).
    public var ranking: [ScreenMatch]
    public var verdict: Verdict

    /// Ranks `candidates` against the identifiers a dump contains.
    public init(dumpIdentifiers: Set<String>, candidates: [ScreenCandidate]) {
        self.init(keys: DumpKeys(identifiers: dumpIdentifiers), candidates: candidates)
    }

    /// Ranks `candidates` against what a dump's elements are found by: identifiers, and labels for
    /// the keys a candidate looks up as labels, each of an element type a candidate may require.
    public init(keys: DumpKeys, candidates: [ScreenCandidate]) {
        let matches = candidates.map { ScreenMatch(candidate: $0, keys: keys) }
        ranking = matches.sorted(by: ScreenMatch.ranksBefore)
        let fitting = ranking.filter(\.fits)
        if let best = fitting.first {
            let tied = fitting.filter { !ScreenMatch.ranksBeforeByCounts(best, $0) }
            verdict = tied.count > 1 ? .tie(tied) : .identified(best)
        } else {
            verdict = .unknown(nearest: Array(ranking.filter { $0.foundCount > 0 }.prefix(Self.nearestCount)))
        }
    }

    /// Ranks `candidates` against the identifiers (and labels, types) of `hierarchy`'s elements.
    public init(hierarchy: Hierarchy, candidates: [ScreenCandidate]) {
        self.init(keys: DumpKeys(hierarchy), candidates: candidates)
    }

    /// The screen the dump shows, when exactly one fits best.
    public var identified: ScreenMatch? {
        if case .identified(let match) = verdict { return match }
        return nil
    }
}

/// A screen to match a dump against.
public struct ScreenCandidate: Equatable, Sendable {
    public var name: String
    /// The identifiers the screen's `onLoad` waits for. Leave out the ones not known
    /// statically (built at runtime): a screen whose `onLoad` identifiers are all unknown
    /// is judged by its other identifiers.
    public var onLoadIdentifiers: [String]
    /// Every identifier the screen declares; the `onLoad` ones may be listed here too.
    public var identifiers: [String]
    /// When the screen waits for one of several sets (an `onLoad` that differs by mode, in a
    /// `switch`), each set: the screen fits a dump that has all of one of them, judged by the
    /// one that fits it best. Empty for a screen that waits for `onLoadIdentifiers` alone.
    public var onLoadAlternatives: [[String]]
    /// The element type each identifier is looked up as (`button` for `app.buttons["x"]`), where
    /// the code says: a dump's element of another type is not what the query finds. Keys not
    /// listed (or `any`) match an element of any type.
    public var elementTypes: [String: String]
    /// The keys looked up in a query that matches labels too, which read as labels (`app.buttons["Sign In"]`):
    /// a dump's element with that label is what the query finds.
    public var labelKeys: Set<String>

    public init(name: String, onLoadIdentifiers: [String], identifiers: [String], onLoadAlternatives: [[String]] = [],
                elementTypes: [String: String] = [:], labelKeys: Set<String> = []) {
        self.name = name
        self.onLoadIdentifiers = onLoadIdentifiers
        self.identifiers = identifiers
        self.onLoadAlternatives = onLoadAlternatives
        self.elementTypes = elementTypes
        self.labelKeys = labelKeys
    }
}

/// What a dump's elements can be found by: each identifier and each label, with the types of the
/// elements that have it (none known for a bare set of identifiers).
public struct DumpKeys: Sendable {
    public var identifiers: [String: Set<String>] = [:]
    public var labels: [String: Set<String>] = [:]

    public init(identifiers: Set<String>) {
        for identifier in identifiers { self.identifiers[identifier] = [] }
    }

    public init(_ hierarchy: Hierarchy) {
        var pending: [HierarchyElement] = [hierarchy.root]
        while let element = pending.popLast() {
            if let identifier = element.identifier { identifiers[identifier, default: []].insert(element.type.name) }
            if let label = element.label, !label.isEmpty { labels[label, default: []].insert(element.type.name) }
            pending.append(contentsOf: element.children)
        }
    }

    /// Whether the dump has an element `key` finds: by identifier, or by label for a label key, of
    /// `type` when one is required and the dump says the types (an element of type `any` may be any).
    func contains(_ key: String, type: String?, asLabel: Bool) -> Bool {
        func fits(_ types: Set<String>) -> Bool {
            guard let type, type != "any", !types.isEmpty else { return true }
            // A password field shown in the clear ("show password") is the same field.
            let fields: Set<String> = ["textField", "secureTextField"]
            return types.contains(type) || types.contains("any") || (fields.contains(type) && !types.isDisjoint(with: fields))
        }
        if let types = identifiers[key], fits(types) { return true }
        if asLabel, let types = labels[key], fits(types) { return true }
        return false
    }
}

/// How well one screen matches a dump.
public struct ScreenMatch: Equatable, Sendable {
    public var name: String
    /// The screen's `onLoad` identifiers the dump contains, and those it lacks, sorted.
    public var onLoadFound: [String]
    public var onLoadMissing: [String]
    /// The screen's other identifiers the dump contains, and those it lacks, sorted.
    public var othersFound: [String]
    public var othersMissing: [String]
    public var score: Fraction
    public var fits: Bool

    /// Judged by the `onLoad` set that fits the dump best, of several.
    init(candidate: ScreenCandidate, keys: DumpKeys) {
        let found = { (key: String) in
            keys.contains(key, type: candidate.elementTypes[key], asLabel: candidate.labelKeys.contains(key))
        }
        guard candidate.onLoadAlternatives.count > 1 else {
            self.init(name: candidate.name, onLoadIdentifiers: candidate.onLoadIdentifiers, identifiers: candidate.identifiers,
                      found: found)
            return
        }
        let all = candidate.identifiers + candidate.onLoadAlternatives.flatMap { $0 }
        var best: ScreenMatch?
        for onLoad in candidate.onLoadAlternatives {
            let match = ScreenMatch(name: candidate.name, onLoadIdentifiers: onLoad, identifiers: all, found: found)
            if let current = best, !ScreenMatch.ranksBeforeByCounts(match, current) { continue }
            best = match
        }
        self = best!
    }

    private init(name: String, onLoadIdentifiers: [String], identifiers: [String], found: (String) -> Bool) {
        let onLoad = Set(onLoadIdentifiers)
        let others = Set(identifiers).subtracting(onLoad)
        self.name = name
        onLoadFound = onLoad.filter(found).sorted()
        onLoadMissing = onLoad.filter { !found($0) }.sorted()
        othersFound = others.filter(found).sorted()
        othersMissing = others.filter { !found($0) }.sorted()
        score = Fraction(2 * onLoadFound.count + othersFound.count, 2 * onLoad.count + others.count)
        if !onLoad.isEmpty {
            fits = onLoadMissing.isEmpty
        } else {
            let share = Fraction(othersFound.count, others.count)
            fits = !othersFound.isEmpty && share >= ScreenIdentification.shareWithoutOnLoad
        }
    }

    /// How many of the screen's identifiers the dump contains.
    public var foundCount: Int { onLoadFound.count + othersFound.count }

    /// Whether the screen waits for identifiers in `onLoad` (all statically known ones).
    public var hasOnLoad: Bool { !onLoadFound.isEmpty || !onLoadMissing.isEmpty }

    /// The ranking order of `ScreenIdentification`.
    static func ranksBefore(_ a: ScreenMatch, _ b: ScreenMatch) -> Bool {
        if ranksBeforeByCounts(a, b) { return true }
        if ranksBeforeByCounts(b, a) { return false }
        return a.name < b.name
    }

    /// Steps 1–3 of the ranking: what decides between screens, the name aside.
    static func ranksBeforeByCounts(_ a: ScreenMatch, _ b: ScreenMatch) -> Bool {
        if a.fits != b.fits { return a.fits }
        if a.fits && a.hasOnLoad != b.hasOnLoad { return a.hasOnLoad }
        if a.onLoadFound.count != b.onLoadFound.count { return a.onLoadFound.count > b.onLoadFound.count }
        return a.othersFound.count > b.othersFound.count
    }
}

/// An exact non-negative fraction, so scores that are equal compare equal (`2/4 == 1/2`).
/// A zero denominator is the value 0 (a screen with no identifiers scores nothing).
public struct Fraction: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let numerator: Int
    public let denominator: Int

    public init(_ numerator: Int, _ denominator: Int) {
        self.numerator = denominator == 0 ? 0 : numerator
        self.denominator = denominator == 0 ? 1 : denominator
    }

    public var value: Double { Double(numerator) / Double(denominator) }

    /// The fraction as a whole percentage, rounded half up: `2/3` → 67.
    public var percent: Int { (numerator * 200 + denominator) / (denominator * 2) }

    public static func == (a: Fraction, b: Fraction) -> Bool {
        a.numerator * b.denominator == b.numerator * a.denominator
    }

    public static func < (a: Fraction, b: Fraction) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }

    public func hash(into hasher: inout Hasher) {
        let divisor = Self.greatestCommonDivisor(numerator, denominator)
        hasher.combine(numerator / divisor)
        hasher.combine(denominator / divisor)
    }

    public var description: String { "\(numerator)/\(denominator)" }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}

extension Hierarchy {
    /// The accessibility identifiers of every element in the tree.
    public var identifiers: Set<String> {
        var result: Set<String> = []
        var pending: [HierarchyElement] = [root]
        while let element = pending.popLast() {
            if let identifier = element.identifier { result.insert(identifier) }
            pending.append(contentsOf: element.children)
        }
        return result
    }
}
