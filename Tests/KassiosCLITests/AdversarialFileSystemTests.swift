@testable import KassiosHierarchy
@testable import KassiosLint
import KassiosModel
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A hostile file tree and hostile side inputs: links in loops, files that cannot be
/// read or that vanish mid-run, a FIFO, configurations of the wrong shape, dumps nested
/// 10,000 deep. Each is one diagnostic with a sane exit code, and the rest is linted.
final class AdversarialFileSystemTests: AdversarialTestCase {
    private func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/" + relative, withDestinationPath: destination)
    }

    func testSymbolicLinksInLoopsAndToFilesAlreadyLinted() throws {
        try write("A.swift", Self.screen("A"))
        try write("Sub/B.swift", Self.screen("B"))
        try link("Sub/up", to: "..")                  // back to the top
        try link("Sub/again", to: ".")                // to itself
        try link("Sub/self", to: "self")              // a link to itself: ELOOP
        try link("x", to: "y")                        // two links naming each other
        try link("y", to: "x")
        try link("Dangling.swift", to: "Nowhere.swift")
        try link("Link.swift", to: "Sub/B.swift")     // a second name for a file linted anyway
        try link("Sub/Loop.swift", to: "Loop.swift")  // a .swift link in a loop of its own
        let outcome = lint()
        // Every real file once, under its own name; a Swift file's link that leads nowhere is a
        // source the suite lost, reported; other links that lead nowhere are passed over.
        XCTAssertEqual(outcome.findings, ["A.swift:1:13 missing-onload", "Dangling.swift:1:1 file-unreadable",
                                          "Sub/B.swift:1:13 missing-onload", "Sub/Loop.swift:1:1 file-unreadable"])
        XCTAssertEqual(outcome.messages["Sub/B.swift:1:13 missing-onload"]?.contains("{ [title] }"), true, "B's elements counted once")
        // Named only through the link, the file is linted under that name.
        XCTAssertEqual(lint(["Link.swift"]).findings, ["Link.swift:1:13 missing-onload"])
        XCTAssertEqual(lint(["Link.swift", "Sub/B.swift"]).findings, ["Sub/B.swift:1:13 missing-onload"])
    }

    /// A link in the suite up the tree or to the system's root or its kernel trees would walk the
    /// whole file system: not followed. Only the suite's own files are linted, fast.
    func testLinksOutOfTheSuiteAreNotFollowed() throws {
        try write("Outside.swift", Self.screen("Outside"))
        try write("Suite/A.swift", Self.screen("A"))
        try link("Suite/root", to: "/")
        try link("Suite/up", to: "..")
        try link("Suite/self", to: "/proc/self")
        let outcome = lint(["Suite"])
        XCTAssertEqual(outcome.findings, ["Suite/A.swift:1:13 missing-onload"])
        XCTAssertTrue(SourceDiscovery.leadsOutOfTheSuite("/", from: "/home/me/app/UITests"))
        XCTAssertTrue(SourceDiscovery.leadsOutOfTheSuite("/home/me/app", from: "/home/me/app/UITests"))
        XCTAssertTrue(SourceDiscovery.leadsOutOfTheSuite("/proc/42", from: "/home/me/app/UITests"))
        XCTAssertFalse(SourceDiscovery.leadsOutOfTheSuite("/home/me/app/Shared", from: "/home/me/app/UITests"), "a shared folder beside the suite is followed")
        XCTAssertFalse(SourceDiscovery.leadsOutOfTheSuite("/home/me/app/UITests2", from: "/home/me/app/UITests"))
    }

    /// chmod 000 keeps a file from an ordinary user; when the tests run as root it does not,
    /// so the file is then a link to /proc/self/mem, which opens and fails to read.
    private func makeUnreadable(_ relative: String) throws -> String {
        let path = try write(relative, Self.screen("Hidden"))
        chmod(path, 0)
        if FileSystem.contents(of: path) == nil { return "permission denied" }
        try FileManager.default.removeItem(atPath: path)
        try link(relative, to: "/proc/self/mem")
        if FileSystem.kind(of: path) == .file && FileSystem.contents(of: path) == nil { return "read failed" }
        XCTFail("neither chmod 000 nor /proc/self/mem makes a file this process cannot read")
        return ""
    }

    func testAnUnreadableFileIsReportedAndTheOthersAreLinted() throws {
        try write("A.swift", Self.screen("A"))
        let reason = try makeUnreadable("Locked.swift")
        let walked = lint()
        XCTAssertEqual(walked.status, 1)
        XCTAssertEqual(walked.findings, ["A.swift:1:13 missing-onload", "Locked.swift:1:1 file-unreadable"])
        XCTAssertEqual(walked.messages["Locked.swift:1:1 file-unreadable"], "cannot read \(folder.path)/Locked.swift: \(reason)")
        // Named on the command line: reported like the walk's, and the other file is linted.
        let named = lint(["Locked.swift", "A.swift"])
        XCTAssertEqual(named.status, 1)
        XCTAssertEqual(named.findings, ["A.swift:1:13 missing-onload", "Locked.swift:1:1 file-unreadable"])
        XCTAssertEqual(named.messages["Locked.swift:1:1 file-unreadable"], "cannot read \(folder.path)/Locked.swift: \(reason)")
    }

    func testAFileAndAFolderThatVanishDuringTheRun() throws {
        // Between the walk, which saw them, and the moment each is opened.
        let prepare = { [self] in
            try write("A.swift", Self.screen("A"))
            try write("Gone.swift", Self.screen("Gone"))
            try write("Sub/C.swift", Self.screen("C"))
        }
        FileSystem.willOpen = { path in
            if path.hasSuffix("/Gone.swift") || path.hasSuffix("/Sub") { try? FileManager.default.removeItem(atPath: path) }
        }
        let outcome = lint(prepare: prepare)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.findings, ["A.swift:1:13 missing-onload", "Gone.swift:1:1 file-unreadable", "Sub:1:1 file-unreadable"])
        XCTAssertEqual(outcome.messages["Gone.swift:1:1 file-unreadable"], "cannot read \(folder.path)/Gone.swift: it no longer exists")
        XCTAssertEqual(outcome.messages["Sub:1:1 file-unreadable"], "cannot read folder \(folder.path)/Sub: it no longer exists")
    }

    /// A folder with no Swift file but one it could not list says which, or the error sends the user
    /// looking in the wrong place; a file whose name is not UTF-8 says so rather than "no longer exists".
    func testFoldersThatCouldNotBeListedAndNamesThatAreNotUTF8AreSaid() throws {
        let prepare = { [self] in
            try FileManager.default.createDirectory(atPath: folder.path + "/Only/Robots", withIntermediateDirectories: true)
            try write("Only/Robots/R.swift", Self.screen("R"))
        }
        FileSystem.willOpen = { path in
            if path.hasSuffix("/Robots") { try? FileManager.default.removeItem(atPath: path) }
        }
        let outcome = lint(["Only"], prepare: prepare)
        FileSystem.willOpen = nil
        XCTAssertEqual(outcome.status, 2)
        XCTAssertEqual(outcome.errors, "kassios: error: no Swift files in \(folder.path)/Only (cannot read folder \(folder.path)/Only/Robots: it no longer exists)\n")

        XCTAssertEqual(SourceDiscovery.reason(forUnreadable: folder.path + "/bad\u{FFFD}.swift"),
                       "its name is not valid UTF-8, which kassios cannot open by; rename it")
        XCTAssertEqual(SourceDiscovery.reason(forUnreadable: folder.path + "/gone.swift"), "it no longer exists")
        XCTAssertEqual(SourceDiscovery.reason(forUnreadableFolder: folder.path + "/gone"), "it no longer exists")
        try write("plain.swift", "")
        XCTAssertEqual(SourceDiscovery.reason(forUnreadableFolder: folder.path + "/plain.swift"), "not a folder")
    }

    func testAFIFONamedOnTheCommandLineIsNotWaitedFor() throws {
        try write("A.swift", Self.screen("A"))
        XCTAssertEqual(mkfifo(folder.path + "/Pipe.swift", 0o644), 0)
        // In a folder it is not a file and is passed over; named, it is reported at once.
        XCTAssertEqual(lint().findings, ["A.swift:1:13 missing-onload"])
        // On a thread, so that a lint blocked in open() fails the test instead of hanging it.
        let returned = expectation(description: "the lint returns without a writer at the other end")
        let named = OutcomeBox()
        DispatchQueue.global().async {
            named.outcome = self.lint(["Pipe.swift", "A.swift"])
            returned.fulfill()
        }
        wait(for: [returned], timeout: 60)
        XCTAssertEqual(named.outcome?.findings, ["A.swift:1:13 missing-onload", "Pipe.swift:1:1 file-unreadable"])
        XCTAssertEqual(named.outcome?.messages["Pipe.swift:1:1 file-unreadable"], "cannot read \(folder.path)/Pipe.swift: not a regular file")
    }

    /// Valid YAML, wrong shape: an error at the value's line and column, exit 2, nothing linted.
    func testConfigurationsOfTheWrongShape() throws {
        let source = try write("A.swift", Self.screen("A"))
        let cases: [(String, String)] = [
            ("- a\n- b\n", "1:1: expected a mapping of settings, found a list"),
            ("just text\n", "1:1: expected a mapping of settings, found a string"),
            ("~\n", "1:1: expected a mapping of settings, found nothing"),
            ("excluded: {a: b}\n", "1:11: 'excluded' expects a list of strings, found a mapping"),
            ("strict: maybe\n", "1:9: 'strict' expects true or false, found 'maybe'"),
            ("screens: [KassScreen]\n", "1:10: 'screens' expects a mapping, found a list"),
            ("screens:\n  dialects: [robot]\n", "2:13: 'screens.dialects' maps root classes to kassios, screen-object or robot, found a list"),
            ("screens:\n  base_classes: {a: 1}\n", "2:17: 'screens.base_classes' expects a list of strings, found a mapping"),
            ("builders: {name: x}\n", "1:11: 'builders' expects a list of { name, identifier }, found a mapping"),
            ("builders:\n  - name: x\n    identifier: [1]\n", "3:17: 'identifier' is a position or a label, found a list"),
            ("runtime-identifier: {severity: fatal}\n", "1:32: unknown severity 'fatal'; expected warning or error"),
            ("reporter: [json]\n", "1:11: 'reporter' expects a string, found a list"),
            ("catches: 3\n", "1:10: 'catches' expects a mapping such as { catalog: defects.json }, found a number"),
            ("opt_in_rules: [[a]]\n", "1:16: 'opt_in_rules' expects rule ids, found a list"),
            ("catches:\n  target: \"\"\n", "2:11: 'catches.target' expects a test target's name (FinchUITests), found ''"),
            ("catches:\n  target: a/b\n", "2:11: 'catches.target' expects a test target's name (FinchUITests), found 'a/b'"),
        ]
        for (index, (yaml, expected)) in cases.enumerated() {
            let path = try write("config\(index).yml", yaml)
            XCTAssertThrowsError(try LintConfiguration.load(path: path), yaml) { error in
                XCTAssertEqual("\(error)", "\(path):\(expected)", yaml)
            }
            let result = run(["lint", "--config", path, source])
            XCTAssertEqual(result.status, 2, yaml)
            XCTAssertEqual(result.output, "", yaml)
            XCTAssertEqual(result.errors, "kassios: error: \(path):\(expected)\n", yaml)
        }
    }

    /// 10,000 levels of elements (2,000 for debugDescription, whose indentation grows with
    /// depth): an error at a position from `dump convert` (exit 2, as for any malformed
    /// dump), kept to 512 levels with a warning
    /// when lenient, and one `dump-unreadable` finding when lint reads them.
    func testDumpsNestedTenThousandDeep() throws {
        let dumps: [(String, String, String)] = [
            ("deep.idb.json", String(repeating: #"[{"type":"Other","AXUniqueId":"n","children":"#, count: 10_000) + "[]"
                + String(repeating: "}]", count: 10_000), "1:23087"),
            ("deep.appium.xml", String(repeating: "<XCUIElementTypeOther name=\"n\">", count: 10_000)
                + String(repeating: "</XCUIElementTypeOther>", count: 10_000), "1:15904"),
            ("deep.kassios.json", #"{"kassiosHierarchy": 1, "root": "# + String(repeating: #"{"type": "other", "children": ["#, count: 9_999)
                + #"{"type": "other"}"# + String(repeating: "]}", count: 9_999) + "}", "1:15936"),
            ("deep.txt", "Element subtree:\n →Other, 0x1, {{0.0, 0.0}, {1.0, 1.0}}\n" + (1..<2_000).map {
                String(repeating: " ", count: 2 + 2 * $0) + "Other, 0x1, {{0.0, 0.0}, {1.0, 1.0}}\n"
            }.joined(), "515:1029"),
        ]
        let message = "elements nest deeper than 512 levels; no real screen does, so the dump is damaged"
        for (name, text, position) in dumps {
            let path = try write("Dumps/\(name)", text)
            let strict = run(["dump", "convert", path])
            XCTAssertEqual(strict.status, 2, "a malformed dump is an input error: \(name)")
            XCTAssertEqual(strict.output, "", name)
            XCTAssertEqual(strict.errors, "\(path):\(position): error: \(message)\n")
            let lenient = run(["dump", "convert", "--lenient", path])
            XCTAssertEqual(lenient.status, 0, name)
            XCTAssertEqual(try HierarchyReader.read(lenient.output).elementCount, HierarchyReader.maximumDepth + 1, name)
            XCTAssertTrue(lenient.errors.contains("skipped"), lenient.errors)
        }
        try write("Suite/A.swift", Self.screen("A"))
        let hierarchy = folder.path + "/Dumps"
        let outcome = lint(["Suite"], options: ["--hierarchy", hierarchy], configure: { $0.hierarchyPaths = [hierarchy] })
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.findings, dumps.map { "Dumps/\($0.0):\($0.2) dump-unreadable" }.sorted() + ["Suite/A.swift:1:13 missing-onload"])
    }

    /// A dump larger than any screen's (a sparse file of gigabytes, an endless stream) is refused
    /// by its size, before it is read into memory; lint says so and reads the others.
    func testADumpOfGigabytesIsRefusedUnread() throws {
        let huge = try write("Dumps/huge.txt", "")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: huge))
        try handle.seek(toOffset: 3 << 30)   // 3 GiB, sparse: nothing is written but the last byte
        try handle.write(contentsOf: Data("\n".utf8))
        try handle.close()
        let refusal = "\(huge) is 3072 MiB, larger than any dump (256 MiB at most); not read"
        for arguments in [["dump", "convert", huge], ["generate", "screen", huge, "--name", "Huge", "--dry-run", "--no-config"]] {
            let (status, output, errors) = run(arguments)
            XCTAssertEqual(status, 2, arguments[0])
            XCTAssertEqual(output, "", arguments[0])
            XCTAssertEqual(errors, "kassios: error: \(refusal)\n", arguments[0])
        }
        try write("Suite/A.swift", Self.screen("A"))
        let hierarchy = folder.path + "/Dumps"
        let outcome = lint(["Suite"], options: ["--hierarchy", hierarchy], configure: { $0.hierarchyPaths = [hierarchy] })
        XCTAssertEqual(outcome.findings, ["Dumps/huge.txt:1:1 dump-unreadable", "Suite/A.swift:1:13 missing-onload"])
        XCTAssertEqual(outcome.messages["Dumps/huge.txt:1:1 dump-unreadable"], "the hierarchy dump \(huge) is 3072 MiB, larger than any dump (256 MiB at most); not read")
    }
}

/// The outcome of a lint run on another thread, read after the expectation is met.
private final class OutcomeBox: @unchecked Sendable {
    var outcome: AdversarialTestCase.Outcome?
}
