import KassiosModel

/// A type two test targets both declare, linted together (Challenge's `CharacterListRobot`, in its
/// UI target's `Shared/Robots/` and again in `E2E/Robots/`, each with methods the other lacks). A
/// generated test is in one target and may call only that copy's members: the copy nearest the
/// file that anchors the test (its base class's, else where it is written). Without one, every
/// copy's members are read, as one type's, and so they are when the anchor is as near one copy as
/// another. A file belongs to the copy whose folder it shares the most of.
struct TargetCopies {
    private let chosen: [Substring]?
    private let others: [[Substring]]

    init(_ type: TypeInfo, anchor: String?) {
        let copies = ([type.primary].compactMap { $0 } + type.declarationsElsewhere).map { TargetCopies.folders($0.file.path) }
        guard copies.count > 1, let anchor else {
            chosen = nil
            others = []
            return
        }
        let anchored = TargetCopies.folders(anchor)
        let shared = copies.map { TargetCopies.sharedCount($0, anchored) }
        let most = shared.max() ?? 0
        // An anchor no nearer one copy than another (a test written outside the suite) picks none:
        // every copy is read, as without an anchor, rather than whichever came first.
        guard shared.filter({ $0 == most }).count == 1, let best = shared.firstIndex(of: most) else {
            chosen = nil
            others = []
            return
        }
        chosen = copies[best]
        others = copies.enumerated().filter { $0.offset != best }.map(\.element)
    }

    /// Whether code in `file` is the chosen copy's (always, for a type declared once).
    func keeps(_ file: String) -> Bool {
        guard let chosen else { return true }
        let folders = TargetCopies.folders(file)
        let own = TargetCopies.sharedCount(chosen, folders)
        return others.allSatisfy { TargetCopies.sharedCount($0, folders) <= own }
    }

    private static func folders(_ path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }

    private static func sharedCount(_ a: [Substring], _ b: [Substring]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }
}
