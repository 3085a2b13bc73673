import Foundation
@testable import KassiosCodegen
import KassiosHierarchy
import KassiosLint
import XCTest

enum CodegenTestSupport {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func dump(_ name: String) throws -> Hierarchy {
        let path = repositoryRoot + "/Examples/Dumps/" + name
        guard let data = FileManager.default.contents(atPath: path) else { throw CocoaError(.fileNoSuchFile) }
        return try HierarchyReader.read([UInt8](data))
    }

    static func element(_ type: ElementType, _ identifier: String? = nil, label: String? = nil, frame: ElementFrame? = nil,
                        children: [HierarchyElement] = []) -> HierarchyElement {
        HierarchyElement(type: type, identifier: identifier, label: label, frame: frame, children: children)
    }

    /// An app with one window holding `elements`, on a 393×852 screen.
    static func screen(_ elements: [HierarchyElement]) -> Hierarchy {
        let window = element(.window, frame: ElementFrame(x: 0, y: 0, width: 393, height: 852), children: elements)
        return Hierarchy(root: element(.application, label: "App", children: [window]), format: .kassios)
    }

    static func frame(_ x: Double, _ y: Double, _ width: Double = 100, _ height: Double = 44) -> ElementFrame {
        ElementFrame(x: x, y: y, width: width, height: height)
    }

    /// The repository's `.kassios-lint.yml`, as CI lints Examples with it, plus every opt-in
    /// rule that judges a file on its own (unused-element needs the tests that use the elements).
    static func lintOptions() throws -> LintOptions {
        var options = LintOptions()
        options.workingDirectory = repositoryRoot
        try LintConfiguration.load(path: repositoryRoot + "/.kassios-lint.yml").apply(to: &options)
        // The repository's Examples dumps are not what generated code is checked against; a test names its dumps.
        options.hierarchyPaths = []
        options.optInRules.formUnion(["superfluous-suppression", "label-locator"])
        return options
    }

    /// Lint findings for generated sources, as `path:line:column: message [rule]`.
    static func lint(_ sources: [(path: String, text: String)], dumps: [ScreenDump] = []) throws -> [String] {
        var options = try lintOptions()
        options.dumps = dumps
        return LintRunner.run(sources: sources, options: options).findings.map {
            "\($0.file):\($0.line):\($0.column): \($0.message) [\($0.rule)]"
        }
    }

    /// `swiftc -parse` over the files: its diagnostics, empty when every file parses. Fails
    /// the test when swiftc is not on PATH: the Swift toolchain that runs these tests has it.
    static func swiftParseErrors(_ files: [GeneratedFile], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        // One folder per file: two styles of one screen may share nothing but the folder.
        try swiftcErrors(["-parse"], files.enumerated().map { ("\($0.offset)-\($0.element.fileName)", $0.element.contents) },
                         file: file, line: line)
    }

    /// swiftc's diagnostics for the files, each written under its name in a folder of its own,
    /// in one run; empty when it exits 0.
    static func swiftcErrors(_ arguments: [String], _ files: [(name: String, text: String)],
                             file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard let swiftc = executable(named: "swiftc") else {
            XCTFail("swiftc is not on PATH; the Swift toolchain running the tests should provide it", file: file, line: line)
            return "no swiftc"
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kassios-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for source in files {
            let path = folder.appendingPathComponent(source.name).path
            try Data(source.text.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = arguments + paths
        // swiftc leaves an empty TemporaryDirectory.* in $TMPDIR on every run; keep it in the
        // folder removed above, not in /tmp.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.path
        process.environment = environment
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : String(decoding: data, as: UTF8.self) + "(exit \(process.terminationStatus))"
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = String(directory) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
