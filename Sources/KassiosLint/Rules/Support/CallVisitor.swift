#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import KassiosModel
import KassiosSyntax

/// The calls a rule reads: those with one of `names` (subscripts too when `names` has
/// `CallVisitor.subscripts`) in the files `selects` accepts — a byte scan that rules out
/// files which cannot hold what the rule looks for.
public struct CallQuery {
    let names: [String]
    let selects: (SourceFile) -> Bool
    /// Names the files `selects` accepts: two queries with one key select the same files.
    let selectionKey: String

    /// From the files whose text mentions one of `words`.
    init(names: [String], inFilesMentioning words: [String]) {
        let patterns = words.map(CallVisitor.BytePattern.init)
        self.init(names: names, selectionKey: "mentioning " + CallQuery.key(of: words),
                  inFiles: { file in patterns.contains { $0.occurs(in: file.bytes) } })
    }

    init(names: [String], selectionKey: String, inFiles selects: @escaping (SourceFile) -> Bool) {
        self.names = names
        self.selectionKey = selectionKey
        self.selects = selects
    }

    /// Words as a key no other list of words gives: each with its length in bytes before it
    /// (joined with spaces, `["a b"]` and `["a", "b"]` would read alike).
    static func key(of words: [String]) -> String {
        words.map { "\($0.utf8.count):\($0)" }.joined()
    }
}

/// The calls and subscripts of the linted code, with the enclosing type and the local
/// names in scope (the model's `ScopedWalker` walks, a `Recorder` keeps what the rules ask
/// for): the one walk the code-reading rules share. Files are walked when a rule first asks
/// about them, and the record is kept for the rules after it.
enum CallVisitor {
    /// Every call and subscript of the project: files in path order, each expression
    /// before the expressions inside it.
    static func calls(in project: Project) -> [CallSite] {
        cache.calls(in: project, named: nil, selectionKey: nil, files: { _ in true })
    }

    /// The calls a query asks for, in the same order.
    static func calls(in project: Project, _ query: CallQuery) -> [CallSite] {
        cache.calls(in: project, named: Set(query.names), selectionKey: query.selectionKey, files: query.selects)
    }

    /// Walks each file the queries select, once, for the names of all the queries that
    /// select it, files side by side: the rules that ask afterwards find their calls walked.
    static func prepare(_ project: Project, for queries: [CallQuery]) {
        cache.prepare(project, for: queries)
    }

    /// Takes the calls the model recorded while it walked the files
    /// (`ModelConfiguration.callsToRecord`) as each file's walk for those names.
    static func adopt(_ project: Project) {
        cache.adopt(project)
    }

    /// What the model records for `queries`: their names, in the files one of them selects.
    static func recording(for queries: [CallQuery]) -> CallRecording {
        CallRecording(names: Set(queries.flatMap(\.names)), selectionKeys: Set(queries.map(\.selectionKey)),
                      selects: { file in queries.contains { $0.selects(file) } })
    }

    /// The name that asks for subscripts (`a[…]`) among the names of `calls(in:named:)`.
    static let subscripts = CallSite.subscripts

    /// What each file of the last project was walked for, and what the walk found. Rules run
    /// one after another on one project: a file walked for `typeText` and `tap` answers a
    /// later question about `typeText` without another walk.
    private final class Cache: @unchecked Sendable {
        struct Record {
            /// The names recorded; nil for everything, subscripts included.
            let names: Set<String>?
            let sites: [CallSite]

            func answers(_ wanted: Set<String>?) -> Bool {
                guard let names else { return true }
                guard let wanted else { return false }
                return wanted.isSubset(of: names)
            }
        }

        private let lock = Lock()
        private weak var project: Project?
        private var files: [SourceFile] = []
        private var records: [Record?] = []
        /// What the model's walk recorded, when its record was adopted: a file without a
        /// record is then one its selection turned down.
        private var adopted: CallRecording?

        private func use(_ project: Project) {
            guard self.project !== project else { return }
            self.project = project
            files = project.files.sorted { $0.path < $1.path }
            records = Array(repeating: nil, count: files.count)
            adopted = nil
        }

        func adopt(_ project: Project) {
            lock.lock()
            defer { lock.unlock() }
            use(project)
            guard let recording = project.configuration.callsToRecord else { return }
            adopted = recording
            let names = recording.names
            var position: [ObjectIdentifier: Int] = [:]
            for (index, file) in files.enumerated() { position[ObjectIdentifier(file)] = index }
            for (file, calls) in zip(project.files, project.recordedCalls) {
                guard let calls, let index = position[ObjectIdentifier(file)] else { continue }
                records[index] = Record(names: names, sites: calls)
            }
        }

        func prepare(_ project: Project, for queries: [CallQuery]) {
            lock.lock()
            defer { lock.unlock() }
            use(project)
            let index = project.index
            let walked = ParallelMap.map(Array(files.indices), inParallel: files.count >= ParallelMap.filesWorthThreads) { [files, records] position -> Record? in
                let file = files[position]
                let selecting = queries.filter { $0.selects(file) }
                guard !selecting.isEmpty else { return nil }
                var names = Set(selecting.flatMap(\.names))
                if let previous = records[position] {
                    guard !previous.answers(names) else { return nil }
                    if let known = previous.names { names.formUnion(known) }
                }
                return Record(names: names, sites: Recorder(index: index, file: file).calls(of: file, recording: Array(names)))
            }
            for (position, record) in zip(files.indices, walked) where record != nil { records[position] = record }
        }

        func calls(in project: Project, named wanted: Set<String>?, selectionKey: String?,
                   files selected: (SourceFile) -> Bool) -> [CallSite] {
            // Rules ask side by side: the lock guards the records, not the reading of them, so
            // that one rule's scan of the files' text does not wait for another's.
            lock.lock()
            use(project)
            let files = self.files
            var records = self.records
            let adopted = self.adopted
            lock.unlock()
            let wantedNames = wanted.map(Array.init)
            func isWanted(_ site: CallSite) -> Bool {
                guard let wantedNames else { return true }
                guard let name = site.recordedName else { return false }
                return wantedNames.contains(name)
            }
            // A file the model's walk did not record was turned down by the walk's selection,
            // which joins this one's when it has the key: this query turns it down too.
            let unrecordedAreTurnedDown = selectionKey.map { adopted?.selectionKeys.contains($0) == true } == true
            // The selection reads the file's text: only files with a wanted call are read,
            // and files not yet walked for what is asked are walked now, side by side, for
            // what was asked before and what is asked now.
            var selectedIndexes: [Int] = []
            var stale: [Int] = []
            for position in files.indices {
                if let record = records[position], record.answers(wanted) {
                    if record.sites.contains(where: isWanted), selected(files[position]) { selectedIndexes.append(position) }
                } else if records[position] == nil && unrecordedAreTurnedDown {
                    continue
                } else if selected(files[position]) {
                    selectedIndexes.append(position)
                    stale.append(position)
                }
            }
            if !stale.isEmpty {
                let index = project.index
                let walked = ParallelMap.map(stale, inParallel: stale.count >= ParallelMap.filesWorthThreads) { [files, records] position -> Record in
                    var names = wanted
                    if let wanted, let previous = records[position]?.names { names = previous.union(wanted) }
                    let recorder = Recorder(index: index, file: files[position])
                    return Record(names: names, sites: recorder.calls(of: files[position], recording: names.map(Array.init)))
                }
                for (position, record) in zip(stale, walked) { records[position] = record }
                // Kept for the rules after this one, unless another rule walked the file for
                // more meanwhile (each rule answers from its own walk either way).
                lock.lock()
                if self.project === project {
                    for (position, record) in zip(stale, walked) where self.records[position].map({ record.answers($0.names) }) ?? true {
                        self.records[position] = record
                    }
                }
                lock.unlock()
            }
            var result: [CallSite] = []
            for position in selectedIndexes {
                let record = records[position]!
                if wanted == nil || record.names == wanted {
                    result += record.sites
                } else {
                    for site in record.sites where isWanted(site) { result.append(site) }
                }
            }
            return result
        }
    }

    private static let cache = Cache()

    /// A word to look for in a file's bytes: `memchr` to its rarest byte, then a compare.
    struct BytePattern {
        let bytes: [UInt8]
        /// Index of the byte `memchr` looks for: the word's rarest in Swift code, the first of equals.
        let anchor: Int

        init(_ word: String) {
            bytes = Array(word.utf8)
            let rarity = bytes.map(BytePattern.rarity)
            anchor = rarity.indices.max { rarity[$0] < rarity[$1] } ?? 0
        }

        /// Whitespace and printable ASCII, the commonest in Swift UI-test code first (counted
        /// on the examples and the tests' fixtures): `memchr` stops at each place the anchor
        /// occurs, so a rare anchor makes few compares.
        static let commonestFirst = Array(" \n\tetansirolc/p.udm\"fhg()b:STvywCI{},EAx=k-UO_0F[]XRz>B1P`LNMHKD$2\\VG@'3W5q9#Z*4+j;?Q%&68<7!YJ^".utf8)

        /// How rare a byte is: its place in `commonestFirst`; any other byte is rarer still.
        static func rarity(_ byte: UInt8) -> Int {
            commonestFirst.firstIndex(of: byte) ?? commonestFirst.count
        }

        func occurs(in text: [UInt8]) -> Bool {
            bytes.isEmpty || occurrences(in: text, upTo: 1) > 0
        }

        /// How many times the word occurs in `text`, without overlap, counted up to `limit`.
        func occurrences(in text: [UInt8], upTo limit: Int) -> Int {
            var count = 0
            forEachOccurrence(in: text) { _ in
                count += 1
                return count < limit
            }
            return count
        }

        /// Whether the word occurs in `text[range]`.
        func occurs(in text: [UInt8], within range: Range<Int>) -> Bool {
            guard range.count >= bytes.count else { return false }
            for start in range.lowerBound...(range.upperBound - bytes.count) where text[start + anchor] == bytes[anchor] {
                if text[start..<(start + bytes.count)].elementsEqual(bytes) { return true }
            }
            return false
        }

        /// Calls `body` with where each occurrence of the word in `text` starts, without overlap,
        /// while it returns true.
        func forEachOccurrence(in text: [UInt8], _ body: (Int) -> Bool) {
            guard !bytes.isEmpty, text.count >= bytes.count else { return }
            text.withUnsafeBufferPointer { text in
                bytes.withUnsafeBufferPointer { word in
                    guard let base = text.baseAddress, let wordBase = word.baseAddress else { return }
                    let anchorByte = Int32(word[anchor])
                    // A match starts at `position - anchor` and must fit in the text.
                    var position = anchor
                    let lastPosition = text.count - word.count + anchor
                    while position <= lastPosition {
                        guard let found = memchr(base + position, anchorByte, lastPosition - position + 1) else { break }
                        let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                        if memcmp(base + (at - anchor), wordBase, word.count) == 0 {
                            guard body(at - anchor) else { return }
                            position = at + word.count
                        } else {
                            position = at + 1
                        }
                    }
                }
            }
        }
    }

    /// Records the calls (and subscripts) the walk passes, with their type and scope.
    private final class Recorder: ScopedWalker {
        // Unchecked for the reason ScopedWalker gives.
        @exclusivity(unchecked) private var sites: [CallSite] = []
        /// The call names to record; nil for every call and subscript.
        @exclusivity(unchecked) private var recorded: [String]?

        /// The calls of one file with one of `names` (nil: every call and subscript).
        func calls(of file: SourceFile, recording names: [String]?) -> [CallSite] {
            recorded = names
            sites = []
            walk(file)
            return sites
        }

        override func visitCall(_ call: Expr, callee: Expr, arguments: ArgumentList) {
            guard recorded == nil || CallSite.name(ofCallee: callee).map(recorded!.contains) == true else { return }
            sites.append(CallSite.of(call, isSubscript: false, callee: callee, base: nil, arguments: arguments,
                                     file: file, typeName: typeName, scope: scope, loop: enclosingLoop, function: enclosingFunction))
        }

        override func visitSubscript(_ expr: Expr, base: Expr, arguments: ArgumentList) {
            guard recorded == nil || recorded!.contains(CallVisitor.subscripts) else { return }
            sites.append(CallSite.of(expr, isSubscript: true, callee: nil, base: base, arguments: arguments,
                                     file: file, typeName: typeName, scope: scope, loop: enclosingLoop, function: enclosingFunction))
        }
    }
}
