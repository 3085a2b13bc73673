import Foundation
@testable import KassiosModel
import KassiosSyntax
import XCTest

/// The small platform layer that stands in for the parts of Foundation kassios does not load:
/// path names, text trimming, number text, threads and locks, file-error reasons.
final class PlatformTests: XCTestCase {
    /// As NSString's path methods read them, where those do not trap.
    func testPathNames() {
        let cases: [(path: String, last: String, parent: String, pathExtension: String, withoutExtension: String)] = [
            ("", "", "", "", ""),
            ("/", "/", "/", "", "/"),
            ("a", "a", "", "", "a"),
            ("a/", "a", "", "", "a"),
            ("/a", "a", "/", "", "/a"),
            ("a/b/c.swift", "c.swift", "a/b", "swift", "a/b/c"),
            ("a/b/", "b", "a", "", "a/b"),
            ("/tmp/lock/", "lock", "/tmp", "", "/tmp/lock"),
            ("scratch///", "scratch", "", "", "scratch"),
            ("a/.hidden", ".hidden", "a", "", "a/.hidden"),
            ("dir.x/file", "file", "dir.x", "", "dir.x/file"),
            ("a.b.c", "a.b.c", "", "c", "a.b"),
            ("scratch..tiff", "scratch..tiff", "", "tiff", "scratch."),
        ]
        for (path, last, parent, pathExtension, withoutExtension) in cases {
            XCTAssertEqual(PathName.lastComponent(of: path), last, path)
            XCTAssertEqual(PathName.deletingLastComponent(of: path), parent, path)
            XCTAssertEqual(PathName.pathExtension(of: path), pathExtension, path)
            XCTAssertEqual(PathName.deletingExtension(of: path), withoutExtension, path)
        }
        XCTAssertEqual(PathName.joined("a", "b.swift"), "a/b.swift")
        XCTAssertEqual(PathName.joined("a/", "b.swift"), "a/b.swift")
        XCTAssertEqual(PathName.joined("/", "b"), "/b")
        XCTAssertEqual(PathName.joined("", "b"), "b")
        XCTAssertEqual(PathName.joined("a", ""), "a")
        XCTAssertEqual(PathName.joined("a/", "/b"), "a/b")
    }

    func testTrimming() {
        XCTAssertEqual(" \t x y \u{00A0}".trimmingBlanks(), "x y")
        XCTAssertEqual("\n x \n".trimmingBlanks(), "\n x \n", "line breaks are not blanks")
        XCTAssertEqual("\r\n x \n\t".trimmingWhitespace(), "x")
        XCTAssertEqual("   ".trimmingWhitespace(), "")
        XCTAssertEqual("..a.b,;"[...].trimming { ".,;".contains($0) }, "a.b")
    }

    /// As `contains(_:)` answers for the ASCII marks kassios looks for, anywhere in the text.
    func testIncludesFindsTheBytesOfAPart() {
        XCTAssertTrue("tap(_:) throws -> Home".includes(") throws"))
        XCTAssertTrue(":)".includes(":)"), "the whole text")
        XCTAssertTrue("ab:)".includes(":)"), "at the end")
        XCTAssertTrue("::)".includes(":)"), "after a partial match")
        XCTAssertFalse("tap(_:)".includes(") throws"), "longer than the text")
        XCTAssertFalse("a: b)".includes(":)"))
        XCTAssertFalse("".includes(":)"))
        XCTAssertTrue("x".includes(""), "an empty part is everywhere")
        XCTAssertTrue("«Łódź» <#String#>".includes("<#"), "after non-ASCII text")
        XCTAssertTrue("Łódź".includes("ódź"), "non-ASCII parts by their bytes")
        let text = "open(_:) async throws"
        XCTAssertTrue(text[text.firstIndex(of: "(")!...].includes(") async"), "a substring")
        XCTAssertFalse(text[..<text.firstIndex(of: " ")!].includes(") async"), "a substring ends where it ends")
    }

    func testFixedPointText() {
        XCTAssertEqual(fixedPointText(12.345, decimals: 1), "12.3")
        XCTAssertEqual(fixedPointText(0.05, decimals: 1), "0.1")
        XCTAssertEqual(fixedPointText(99.96, decimals: 1), "100.0")
        XCTAssertEqual(fixedPointText(3, decimals: 0), "3")
        XCTAssertEqual(fixedPointText(1.005, decimals: 3), "1.005")
        XCTAssertEqual(fixedPointText(0.007, decimals: 2), "0.01")
        XCTAssertEqual(fixedPointText(-2.25, decimals: 1), "-2.3")
        XCTAssertEqual(fixedPointText(-0.01, decimals: 1), "0.0")
    }

    /// The timing's last line splits the resident memory into what is mapped from files and what
    /// is allocated, read from a `/proc/PID/status`; a status without those fields gives no line.
    func testMemoryLineSplitsWhatIsMappedFromFilesFromWhatIsAllocated() throws {
        let status = """
            Name:\tkassios
            VmHWM:\t   78920 kB
            VmRSS:\t   78792 kB
            RssAnon:\t   64548 kB
            RssFile:\t   14244 kB
            RssShmem:\t       0 kB
            Threads:\t1

            """
        XCTAssertEqual(PhaseClock.memoryLine(status: status),
                       "memory at the end: resident 76.9 MiB (peak 77.1 MiB), of which 13.9 MiB mapped from files "
                       + "(the executable, the C libraries) and 63.0 MiB allocated (the heap, the stacks)")
        XCTAssertNil(PhaseClock.memoryLine(status: "Name:\tkassios\nVmRSS:\t 100 kB\n"), "no peak, no split")
        XCTAssertNil(PhaseClock.memoryLine(status: ""))
        #if os(Linux)
        // This process's own status has the four fields.
        let own = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        XCTAssertNotNil(PhaseClock.memoryLine(status: own), own)
        #endif
    }

    /// Workers run with the stack asked for: deep recursion that would overflow a default
    /// secondary-thread stack (512 KB on macOS) runs to the end.
    func testWorkerThreadsRunJoinAndHaveLargeStacks() {
        func depth(_ n: Int) -> Int {
            var padding = (0, 0, 0, 0, 0, 0, 0, 0)
            padding.0 = n
            return n == 0 ? 0 : 1 + depth(withExtendedLifetime(padding) { padding.0 - 1 })
        }
        var results = [Int](repeating: 0, count: 4)
        let lock = Lock()
        let threads = (0..<4).map { index in
            WorkerThread(stackSize: 16 << 20) {
                let value = depth(20_000 + index)
                lock.withLock { results[index] = value }
            }
        }
        for thread in threads { thread.join() }
        threads[0].join()   // a second join returns at once
        XCTAssertEqual(results, [20_000, 20_001, 20_002, 20_003])
    }

    /// A background value nobody reads, dropped while its thread still works, is let go by that
    /// thread when it ends (it cannot join itself). The lint fuzzer found the leak: each kept its
    /// 16 MiB stack mapped, and after some ten thousand runs no thread could be made.
    func testBackgroundWorkDroppedUnreadLeavesNoThreadBehind() throws {
        #if os(Linux)
        // The address space the process has mapped: 200 stacks left behind are 3.2 GB of it.
        func mappedBytes() throws -> Int {
            let statm = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
            return (Int(statm.split(separator: " ")[0]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
        }
        func run(keeping: Bool) {
            let lock = Lock()
            var finished = 0
            var kept: [BackgroundWork<Int>] = []
            for _ in 0..<200 {
                let work = BackgroundWork { () -> Int in
                    usleep(2_000)   // still running when it is dropped
                    lock.withLock { finished += 1 }
                    return 1
                }
                if keeping { kept.append(work) }
            }
            while lock.withLock({ finished }) < 200 { usleep(1_000) }
            for work in kept { _ = work.value }
        }
        // First as many threads side by side, kept and joined: the allocator makes the arenas
        // it makes for threads (8 a core) and keeps them; what the second round, dropped
        // unread, maps more is what it leaves behind.
        run(keeping: true)
        usleep(50_000)   // each thread ends after it counts
        let before = try mappedBytes()
        run(keeping: false)
        // A detached thread lets its stack go when it ends, a little after it counts: on a busy
        // machine that takes longer than on a quiet one, so the test waits up to 10 s for it;
        // stacks left behind never go.
        var grown = try mappedBytes() - before
        for _ in 0..<200 where grown >= 1_000_000_000 {
            usleep(50_000)
            grown = try mappedBytes() - before
        }
        XCTAssertLessThan(grown, 1_000_000_000, "200 threads ended; their stacks were not let go")
        #endif
    }

    func testLockKeepsCountsWhole() {
        var count = 0
        let lock = Lock()
        let threads = (0..<4).map { _ in
            WorkerThread {
                for _ in 0..<10_000 { lock.withLock { count += 1 } }
            }
        }
        for thread in threads { thread.join() }
        XCTAssertEqual(count, 40_000)
    }

    /// A write replaces the file whole; through a symbolic link it replaces the file linked to and
    /// keeps the link; an existing file keeps its permissions; no temporary file is left behind.
    func testAtomicFileWritesThroughLinksAndKeepsPermissions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-atomic-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func read(_ path: String) -> String? { FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } }
        func mode(_ path: String) -> mode_t { var info = stat(); stat(path, &info); return info.st_mode & 0o7777 }

        try AtomicFile.write("one\n", to: folder + "/plain.txt")
        try AtomicFile.write("two\n", to: folder + "/plain.txt")
        XCTAssertEqual(read(folder + "/plain.txt"), "two\n")

        try AtomicFile.write("screen\n", to: folder + "/real/Screen.swift")
        chmod(folder + "/real/Screen.swift", 0o600)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.swift", withDestinationPath: "real/Screen.swift")
        try AtomicFile.write("updated\n", to: folder + "/link.swift")
        XCTAssertTrue(FileSystem.isSymbolicLink(folder + "/link.swift"), "the link stays a link")
        XCTAssertEqual(read(folder + "/real/Screen.swift"), "updated\n", "the file linked to is the one written")
        XCTAssertEqual(mode(folder + "/real/Screen.swift"), 0o600)

        // A link to a file not made yet makes that file.
        try FileManager.default.createSymbolicLink(atPath: folder + "/ahead.json", withDestinationPath: folder + "/real/later.json")
        try AtomicFile.write("{}", to: folder + "/ahead.json")
        XCTAssertEqual(read(folder + "/real/later.json"), "{}")
        XCTAssertTrue(FileSystem.isSymbolicLink(folder + "/ahead.json"))

        // A loop of links is refused, and nothing is written.
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: folder + "/b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: folder + "/a")
        XCTAssertThrowsError(try AtomicFile.write("x", to: folder + "/a")) { error in
            XCTAssertEqual(fileErrorReason(error), String(cString: strerror(ELOOP)))
        }
        XCTAssertTrue(FileSystem.isSymbolicLink(folder + "/a"))
        XCTAssertThrowsError(try AtomicFile.write("x", to: folder + "/missing/x")) { error in
            XCTAssertEqual(fileErrorReason(error), String(cString: strerror(ENOENT)))
        }
        // A name near the file system's limit (255 bytes) leaves no room for a suffix: the temporary
        // file's name is its own.
        let long = folder + "/" + String(repeating: "m", count: 250) + ".json"
        try AtomicFile.write("{}", to: long)
        XCTAssertEqual(read(long), "{}")
        // A new file has the mode a new file gets (0666 less the umask).
        let mask = umask(0o022)
        defer { umask(mask) }
        try AtomicFile.write("new", to: folder + "/new.txt")
        XCTAssertEqual(mode(folder + "/new.txt"), 0o644)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".kassios-") }
        XCTAssertEqual(left, [], "no temporary file is left")
    }

    /// A write to standard output that fails for another reason than a closed pipe is kept, for the
    /// process to fail with; standard error's failures are not (nowhere is left to say them).
    func testAFailedWriteToStandardOutputIsKept() {
        StandardStreams.forgetOutputFailure()
        defer { StandardStreams.forgetOutputFailure() }
        fflush(stdout)
        let saved = dup(STDOUT_FILENO)
        XCTAssertGreaterThanOrEqual(saved, 0)
        close(STDOUT_FILENO)   // now any write to 1 fails with EBADF
        StandardStreams.write("report\n", to: StandardStreams.output)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        XCTAssertEqual(StandardStreams.outputFailure, EBADF)
        StandardStreams.forgetOutputFailure()
        StandardStreams.write("", to: StandardStreams.output)
        XCTAssertNil(StandardStreams.outputFailure, "an empty write writes nothing, and fails at nothing")
    }

    func testFileErrorReasonIsTheSystemsReason() {
        XCTAssertThrowsError(try Data("x".utf8).write(to: URL(fileURLWithPath: "/no/such/folder/x"), options: .atomic)) { error in
            XCTAssertEqual(fileErrorReason(error), String(cString: strerror(ENOENT)))
        }
        struct Other: Error, CustomStringConvertible { var description: String { "something else" } }
        XCTAssertEqual(fileErrorReason(Other()), "something else")
    }

    func testWhyAFileCannotBeRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-why-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertEqual(FileSystem.whyUnreadable(folder + "/none.json"), "no such file")
        XCTAssertEqual(FileSystem.whyUnreadable(folder), "it is a folder")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/none.json")
        XCTAssertEqual(FileSystem.whyUnreadable(folder + "/dangling"), "a link to nothing")
        XCTAssertEqual(mkfifo(folder + "/pipe", 0o644), 0)
        XCTAssertEqual(FileSystem.whyUnreadable(folder + "/pipe"), "not a regular file")
        XCTAssertNil(FileSystem.contents(of: folder + "/pipe"))
    }

    func testStandardStreamsReadAPipeToItsEnd() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        let text = String(repeating: "kassios ", count: 50_000)   // more than a pipe holds
        let writer = WorkerThread {
            StandardStreams.write(text, to: descriptors[1])
            close(descriptors[1])
        }
        let read = StandardStreams.readAll(from: descriptors[0])
        writer.join()
        close(descriptors[0])
        XCTAssertEqual(String(decoding: read, as: UTF8.self), text)
    }
}

/// The tool loads FoundationEssentials, not all of Foundation (7 MiB and 2 ms a run less):
/// no source file may import Foundation but as the fallback where FoundationEssentials is
/// missing, nor use an API only Foundation has through it.
final class FoundationImportTests: XCTestCase {
    func testSourcesImportFoundationOnlyAsTheFallbackOfFoundationEssentials() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 100)
        var offenders: [String] = []
        for file in files {
            let lines = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where Self.importedModule(line) == "Foundation" {
                let guarded = line == "import Foundation" && index >= 3
                    && lines[index - 3] == "#if canImport(FoundationEssentials)" && lines[index - 2] == "import FoundationEssentials"
                    && lines[index - 1] == "#else"
                if !guarded { offenders.append("\(file):\(index + 1)") }
            }
        }
        XCTAssertEqual(offenders, [])
    }

    /// `Foundation` for `import Foundation`, `@_exported import Foundation` and
    /// `import struct Foundation.Data`; nil for a line that imports nothing.
    static func importedModule(_ line: Substring) -> String? {
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard words.first == "import", let last = words.last, words.count >= 2 else { return nil }
        return String(last.split(separator: ".").first ?? last)
    }

    func testImportedModuleNamesTheModule() {
        XCTAssertEqual(Self.importedModule("import Foundation"), "Foundation")
        XCTAssertEqual(Self.importedModule("@_exported import Foundation"), "Foundation")
        XCTAssertEqual(Self.importedModule("import struct Foundation.Data"), "Foundation")
        XCTAssertEqual(Self.importedModule("import FoundationEssentials"), "FoundationEssentials")
        XCTAssertNil(Self.importedModule("// import Foundation"))
    }
}

final class TextFileDecodingTests: XCTestCase {
    func testTextFilesInUTF16WithAByteOrderMarkAreDecoded() {
        let text = "Шаги:\r\n1. Tap «Sign In» 👋\n"
        let utf16 = Array(text.utf16)
        let little: [UInt8] = [0xFF, 0xFE] + utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        XCTAssertEqual(TextFileDecoding.text(of: little), text)
        XCTAssertEqual(TextFileDecoding.text(of: big), text)
        XCTAssertEqual(TextFileDecoding.text(of: Array(text.utf8)), text, "UTF-8 without a mark")
        XCTAssertEqual(TextFileDecoding.text(of: [0xEF, 0xBB, 0xBF] + Array("a".utf8)), "\u{FEFF}a", "a UTF-8 mark is kept for the readers")
        XCTAssertEqual(TextFileDecoding.text(of: [0xFF, 0xFE, 0x61, 0x00, 0x62]), "a\u{FFFD}", "an odd byte at the end")
        XCTAssertEqual(TextFileDecoding.text(of: [0xFF, 0xFE]), "")
        XCTAssertEqual(TextFileDecoding.text(of: [0xFF]), "\u{FFFD}")
    }
}
