/// The test target a file belongs to: the first component of xcodebuild's
/// `-only-testing:Target/Class/method`.
///
/// 1. `catches: target: NAME` (or `--target NAME`): every test is in that target.
/// 2. Otherwise the outermost folder, from the folder named on the command line down to
///    the file, whose name ends in `Tests` but is not just `Tests`: Xcode names a UI-test
///    target's folder after it (`FinchUITests/`), SwiftPM puts it in `Tests/FinchUITests/`.
///    `kassios catches Examples` and `kassios catches Examples/FinchUITests` both put
///    `Examples/FinchUITests/Tests/LoginTests.swift` in `FinchUITests`.
/// 3. Otherwise the first folder below the path named on the command line, else that
///    path's own last folder, else `Tests`.
///
/// Only folders as written count, never the names of folders above the path given (a
/// checkout folder's name differs between machines), so the manifest is the same wherever
/// the same command runs.
public struct TestTargetNaming: Sendable {
    public let fixedTarget: String?
    /// The paths named on the command line, as given.
    public let roots: [String]

    public init(fixedTarget: String? = nil, roots: [String]) {
        self.fixedTarget = fixedTarget
        self.roots = roots.map(TestTargetNaming.trimmed)
    }

    public func target(forFile path: String) -> String {
        if let fixedTarget { return fixedTarget }
        let file = TestTargetNaming.trimmed(path)
        // The shortest root the file is under (or is): the most folders to look at.
        var best: (root: String, relative: [Substring])?
        for root in roots {
            let relative: String?
            if root == "." || root.isEmpty {
                relative = file.hasPrefix("/") ? nil : file
            } else if file == root {
                relative = ""
            } else if file.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
                relative = String(file.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
            } else {
                relative = nil
            }
            guard let relative else { continue }
            if best == nil || root.count < best!.root.count {
                best = (root, relative.split(separator: "/"))
            }
        }
        let root = best?.root ?? ""
        let below = Array((best?.relative ?? file.split(separator: "/")).dropLast())   // folders only
        var rootFolders = TestTargetNaming.folders(of: root)
        if best?.relative.isEmpty == true {
            rootFolders = Array(rootFolders.dropLast())   // the root is the file itself: its folders, as written
        } else if let last = rootFolders.last {
            rootFolders = [last]                           // a folder root: only its own name
        }
        let candidates = rootFolders + below
        if let named = candidates.first(where: { $0.hasSuffix("Tests") && $0 != "Tests" }) { return String(named) }
        if let first = below.first { return String(first) }
        if let last = rootFolders.last { return String(last) }
        return "Tests"
    }

    static func folders(of path: String) -> [Substring] {
        path.split(separator: "/").filter { $0 != "." && $0 != ".." }
    }

    static func trimmed(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") && path.count > 2 { path.removeFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
