#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KassiosMap
import KassiosModel
import KassiosSyntax

/// `kassios generate test` as a library: test-case files and the suite's Swift files in,
/// the test file (and robot stubs) and a report out. It writes nothing; see `OutputFileWriter`.
public struct TestGenerator {
    public struct Request {
        /// Test-case files: plain text / Markdown, or Gherkin `.feature`.
        public var casePaths: [String]
        /// The suite's Swift files (screens, robots, page objects, tests).
        public var swiftFiles: [String]
        /// Folders of dumps, named by screen.
        public var dumpsDirectories: [String] = []
        public var style: TestGenerationConfiguration.Style?
        /// Where the test file goes; stubs go next to it.
        public var outPath: String?
        /// Without `outPath`: the folder the test file goes in, under its class's name.
        public var outDirectory: String?
        /// The test class; by default from the output file's name, else the first case file's.
        public var className: String?
        public var configuration = TestGenerationConfiguration()
        public var model = ModelConfiguration()
        /// How screens lead to each other; nil: the navigation map of the suite (`kassios map`).
        public var navigation: NavigationEvidence?
        /// Paths inside this folder are shown relative to it (in the code, messages and report).
        public var displayBase: String?
        /// Makes screen objects from dumps whose screens the suite lacks; nil: such steps are refused.
        public var screenObjects: ScreenObjectsFromDumps?
        /// Test cases and Swift files given as they are, after those read from `casePaths` and
        /// `swiftFiles` (the fuzzer's, and a tool's that has them in memory).
        public var caseTexts: [(path: String, text: String)] = []
        public var sources: [SourceFile] = []

        public init(casePaths: [String], swiftFiles: [String]) {
            self.casePaths = casePaths
            self.swiftFiles = swiftFiles
        }

        func display(_ path: String) -> String {
            guard let base = displayBase, path.hasPrefix("/") else { return path }
            let prefix = base.hasSuffix("/") ? base : base + "/"
            return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        }
    }

    public struct Result {
        public var plans: [CasePlan]
        /// The test file first, then robot stubs, by path.
        public var files: [OutputFile]
        public var inputErrors: [CaseInputError]
        public var warnings: [String]
        public var style: TestGenerationConfiguration.Style
        public var className: String
        /// The suite's own class the robot-style test inherits from; nil for `XCTestCase`.
        public var testBase: SuiteTestBase? = nil
    }

    /// OneLogin's tests all launch through `WelcomeScreen.make()`, which sets the environment the app needs:
    /// a generated test's `app.launch()` does not, and is said so. Nil when a test of the suite launches in place.
    static func launchNote(_ graph: NavigationGraph) -> String? {
        let launches = graph.entryPoints.compactMap { entry in entry.launch.map { (entry.name, $0.start) } }
        guard !launches.isEmpty, launches.allSatisfy({ launch in
            switch launch.1 {
            case .inPlace, .beforeEachTest: return false
            case .call, .robotMethod, .applicationMethod, .construction: return true
            }
        }) else { return nil }
        let names = launches.map(\.0).sorted()
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
        return "kassios: note: the suite's tests launch the app through \(shown); the generated tests launch it with app.launch(), "
            + "without what that sets (arguments, environment): replace it with the suite's launch where it matters"
    }

    public static func run(_ request: Request) throws -> Result {
        var inputErrors: [CaseInputError] = []
        var cases: [ManualTestCase] = []
        for path in request.casePaths {
            guard let data = FileSystem.contents(of: path) else {
                inputErrors.append(CaseInputError(file: request.display(path), line: 1, message: "cannot read the test-case file: \(FileSystem.whyUnreadable(path))"))
                continue
            }
            let contents = read(TextFileDecoding.text(of: data), path: request.display(path))
            cases += contents.cases
            inputErrors += contents.errors
        }
        for (path, text) in request.caseTexts {
            let contents = read(text, path: path)
            cases += contents.cases
            inputErrors += contents.errors
        }

        var warnings = request.configuration.warnings
        var dumps: [DumpScreen] = []
        for directory in request.dumpsDirectories {
            let read = try DumpScreenReader.read(directory: directory)
            // A screen's first dump, in the order the folders were given, is the one used.
            for screen in read.screens where !dumps.contains(where: { $0.name == screen.name }) {
                dumps.append(DumpScreen(name: screen.name, path: request.display(screen.path), elements: screen.elements, hierarchy: screen.hierarchy))
            }
            warnings += read.warnings
        }
        var sources: [SourceFile] = []
        for path in request.swiftFiles {
            guard let bytes = FileSystem.contents(of: path) else {
                // Its screens go unmatched: steps on them would be refused with no word of why.
                warnings.append("\(request.display(path)):1:1: warning: cannot read it (\(FileSystem.whyUnreadable(path))); steps on its screens and robots cannot be matched")
                continue
            }
            sources.append(SourceFile(path: path, bytes: bytes))
        }
        sources += request.sources
        var project = Project(files: sources, configuration: request.model)
        let style = request.style ?? request.configuration.style ?? TestGenerator.style(following: project)
        var testBase = style == .robot ? SuiteTestBase.find(in: project) : nil
        /// The catalog, the dumps told apart by the map's identification, and the navigation.
        func survey() -> (Catalog, NavigationEvidence) {
            var catalog = CatalogBuilder.build(project: project, dumps: dumps, anchor: testBase?.file ?? request.outPath)
            let map = SuiteNavigation(graph: NavigationGraphBuilder.build(project, displayPath: request.display).graph)
            let groups = CasePlanner.preference(for: style).map { kinds in catalog.containers.filter { kinds.contains($0.kind) } }
            for index in catalog.dumps.indices {
                catalog.dumps[index].shows = catalog.dumps[index].hierarchy.flatMap { map.screen(shownBy: $0, among: groups) }
            }
            return (catalog, request.navigation ?? map)
        }
        var (catalog, navigation) = survey()
        // Named after the first case file, the class must not be one the suite has (its own LoginTests).
        let className = request.className ?? request.outPath.map { defaultClassName(outPath: $0, casePaths: request.casePaths) }
            ?? defaultClassName(casePaths: request.casePaths, avoiding: DeclarationIndex(files: sources), writingInto: request.outDirectory ?? "")
        let outPath = request.outPath ?? PathName.joined(request.outDirectory ?? "", className + ".swift")
        // A name given (--class, or --out's file name) that a screen object, robot or other type of the
        // suite has (not a test class, which the user may mean to replace), elsewhere than in the file
        // to write, makes a test that does not compile (`final class LoginScreen: KassTestCase` beside
        // the screen, or `class KassTestCase: KassTestCase`).
        if request.className != nil || request.outPath != nil {
            let written = FileSystem.canonicalPath(outPath) ?? outPath
            let tests = project.testCaseClassNames
            let clash = project.index.types(named: className).filter { !tests.contains($0.qualifiedName) }.flatMap(\.declarations)
                .first { (FileSystem.canonicalPath($0.file.path) ?? $0.file.path) != written }
            if let clash {
                throw NameClash(description: "the test class would be named \(className), as \(request.display(clash.file.path)):\(clash.value.nameLocation.line) declares a type; name another with --class")
            }
            if TestGenerator.frameworkTypes.contains(className) {
                throw NameClash(description: "the test class would be named \(className), a type of XCTest or KassiOS; name another with --class")
            }
        }
        let folder = PathName.deletingLastComponent(of: outPath)
        func plan() -> [CasePlan] {
            var planner = CasePlanner(catalog: catalog, configuration: request.configuration, navigation: navigation,
                                      style: style, robotLoadChecks: request.model.robotLoadChecks)
            if let testBase { planner.setUpHelpers = SetUpHelper.find(in: project, base: testBase) }
            if let testBase, testBase.launchesInSetUp { planner.launchingBase = testBase.name }
            return cases.map(planner.plan)
        }
        var plans = plan()
        // Screens the cases need that only a dump shows: made from the dump, then every case planned again.
        var screenFiles: [OutputFile] = []
        if let maker = request.screenObjects {
            let needed = Set(plans.flatMap(\.items).compactMap { item -> String? in
                if case .refused(let refusal) = item.outcome { return refusal.neededDump }
                return nil
            })
            let sharedBase = (style == .robot ? ScreenStyle.robot : .kassios).sharedBase(in: project)?.name
            // What the new screens inherit: the shared base, or the robot root robots fall back to.
            let inherited = ScreenStyle.inheritedMemberNames(of: sharedBase ?? (style == .robot ? project.configuration.robotRoots.sorted().first : nil),
                                                             in: project)
            for name in needed.sorted() {
                guard let dump = dumps.first(where: { $0.name == name }),
                      let file = try maker.screenObject(from: dump, style: style, folder: folder, base: sharedBase, inherited: inherited) else { continue }
                screenFiles.append(file)
                sources.append(SourceFile(path: file.path, bytes: Array(file.contents.utf8)))
            }
            if !screenFiles.isEmpty {
                project = Project(files: sources, configuration: request.model)
                testBase = style == .robot ? SuiteTestBase.find(in: project) : nil
                (catalog, navigation) = survey()
                plans = plan()
            }
        }
        var taken: Set<String> = []
        for index in plans.indices {
            let base = plans[index].methodName
            var name = base
            var counter = 2
            while !taken.insert(name).inserted {
                name = "\(base)_\(counter)"
                counter += 1
            }
            plans[index].methodName = name
        }

        // The suite's own imports for the screens the tests call (`import UITestsFoundation`).
        let usedTypes = Set(plans.flatMap(\.screensUsed).map { String($0.prefix { $0 != "." }) })
        let imports = TestImports.lines(project: project, containers: usedTypes,
                                        others: Set(catalog.containers.map { String($0.name.prefix { $0 != "." }) }))
        var renderer = TestFileRenderer(catalog: catalog, style: style, testCaseClass: request.configuration.testCaseClass)
        renderer.imports = imports
        if let testBase {
            for index in plans.indices { TestGenerator.refuseSettings(lostBy: testBase, in: &plans[index]) }
        }
        renderer.base = testBase
        if style == .robot {
            let robots = Set(catalog.containers.filter { $0.kind == .robot }.map(\.name))
            renderer.helpers = RobotClosureHelper.find(in: project, base: testBase, robots: robots)
        }
        if style == .robot, let map = navigation as? SuiteNavigation, testBase.map({ !$0.launchesInSetUp && $0.launch == nil }) ?? true,
           let note = TestGenerator.launchNote(map.graph) {
            warnings.append(note)
        }
        var files = [OutputFile(path: outPath, contents: renderer.render(className: className, sources: request.casePaths.map(request.display) + request.caseTexts.map(\.path), plans: plans), kind: .test)]
        files += screenFiles
        for (robot, stubs) in stubsByRobot(plans) {
            let name = "\(robot)+Generated.swift"
            files.append(OutputFile(path: folder.isEmpty ? name : folder + "/" + name,
                                       contents: RobotStubRenderer.render(robot: robot, stubs: stubs, imports: imports), kind: .robotStub))
        }
        return Result(plans: plans, files: files, inputErrors: inputErrors, warnings: warnings, style: style, className: className,
                      testBase: testBase)
    }

    /// Launch settings that would not reach the app the suite's base launches (its setUp launches
    /// it, its launch sets them itself) are left to a person: the preconditions they stand for are
    /// not automated, or, for settings the configuration gives every test, the launch is not.
    static func refuseSettings(lostBy base: SuiteTestBase, in plan: inout CasePlan) {
        if base.launchesInSetUp, !plan.setUpCalls.isEmpty {
            // The suite's given… helpers are set-up before a launch, which its setUp has done.
            for index in plan.items.indices {
                guard case .automated(.setUp(let call), _) = plan.items[index].outcome else { continue }
                plan.items[index].outcome = .refused(Refusal(
                    reason: "\(base.name).setUp() launches the app before the test runs, so \(call) would come after the launch; set it up as the suite does"))
            }
            plan.setUpCalls = []
        }
        guard let why = base.settingsLost(plan.launch) else { return }
        let named = (plan.launch.arguments + plan.launch.environment.keys.sorted()).joined(separator: ", ")
        let refusal = Refusal(reason: "launch settings not passed (\(named)): \(why); pass them as the suite does")
        var refused = false
        for index in plan.items.indices {
            guard case .automated(.precondition, _) = plan.items[index].outcome else { continue }
            plan.items[index].outcome = .refused(refusal)
            refused = true
        }
        if !refused {
            plan.items.insert(PlannedItem(label: "launch", text: "the launch settings \(named)", line: plan.testCase.line,
                                          outcome: .refused(refusal)), at: 0)
        }
        plan.launch.arguments = []
        plan.launch.environment = [:]
    }

    /// The style a suite's tests are written in, when neither `--style` nor `codegen: style:` says:
    /// robot chains for a suite of robots and page objects without KassiOS (its tests build on
    /// `XCTestCase`, and KassiOS may not be linked at all), robots that find their elements in their
    /// methods among them; KassiOS for a suite of KassiOS screens,
    /// one that imports KassiOS (its screens' base may be in files not read), and one with no
    /// screens yet.
    static func style(following project: Project) -> TestGenerationConfiguration.Style {
        if project.screens.contains(where: { $0.dialect == .kassios }) || project.importsKassiOS { return .kassios }
        // Screens of a robot or ScreenObject root the configuration names (ProtonVPN's `CoreElements: robot`),
        // whose elements a framework's builders find, out of kassios's sight.
        if project.screens.contains(where: { $0.dialect != .kassios }) { return .robot }
        // Robots that find their elements in their methods declare none (`CatalogBuilder.typesQueryingInMethods`).
        if project.elementsByType.isEmpty && CatalogBuilder.typesQueryingInMethods(project, usagesByType: CatalogBuilder.usagesByType(project)).isEmpty {
            return .kassios
        }
        return .robot
    }

    /// Gherkin for `.feature` files and files that start like one; plain text otherwise.
    static func read(_ text: String, path: String) -> CaseFileContents {
        if path.lowercased().hasSuffix(".feature") { return GherkinReader.read(text, file: path) }
        for (_, line) in CaseTextScanning.lines(of: text) {
            let trimmed = CaseTextScanning.trimmed(line)
            // Gherkin comments and Markdown headings both start with `#`: look past them.
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if GherkinReader.keyword(in: trimmed)?.0 == .feature || trimmed.hasPrefix("@") { return GherkinReader.read(text, file: path) }
            break
        }
        return PlainTextCaseReader.read(text, file: path)
    }

    /// `LoginCasesTests.swift` → `LoginCasesTests`; `login.md` → `LoginTests`.
    /// Why a test class cannot take the name given it.
    public struct NameClash: Error, CustomStringConvertible {
        public let description: String
    }

    /// Types of the frameworks the generated test builds on: no test class may take their names.
    static let frameworkTypes: Set<String> = ["XCTestCase", "XCUIApplication", "XCUIElement", "KassTestCase", "KassScreen", "KassElement"]

    public static func defaultClassName(outPath: String?, casePaths: [String]) -> String {
        if let outPath {
            let stem = PathName.deletingExtension(of: PathName.lastComponent(of: outPath))
            let isIdentifier = stem.first.map { $0.isASCII && $0.isUppercase } ?? false
                && stem.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            if isIdentifier { return stem }
            // `loginTests` → `LoginTests`, `checkout-flowTests` → `CheckoutFlowTests`: the file name's
            // own capitals kept, each word's first raised.
            if stem.allSatisfy(\.isASCII) {
                let words = stem.split { !($0.isLetter || $0.isNumber) }
                let name = words.map { SwiftSpelling.upperFirst(String($0)) }.joined()
                if let first = name.first, first.isLetter { return name }
            }
            return SwiftSource.typeName(stem)
        }
        let stem = casePaths.first.map { PathName.deletingExtension(of: PathName.lastComponent(of: $0)) } ?? "Generated"
        let name = SwiftSource.typeName(stem)
        return name.hasSuffix("Tests") ? name : name + "Tests"
    }

    /// `login.md` → `LoginTests`, or `LoginCasesTests` (then `LoginCases2Tests`…) when the suite
    /// declares a `LoginTests` already.
    /// A type only the file this run would write declares (its own earlier output) is no clash.
    static func defaultClassName(casePaths: [String], avoiding suite: DeclarationIndex, writingInto folder: String) -> String {
        func taken(_ name: String) -> Bool {
            let ownFile = PathName.joined(folder, name + ".swift")
            return suite.types(named: name).contains { type in
                type.declarations.contains { folder.isEmpty || ($0.file.path != ownFile && !$0.file.path.hasSuffix("/" + ownFile)) }
            }
        }
        let name = defaultClassName(outPath: nil, casePaths: casePaths)
        guard taken(name) else { return name }
        let stem = String(name.dropLast("Tests".count)) + "Cases"
        var candidate = stem + "Tests"
        var counter = 2
        while taken(candidate) {
            candidate = stem + "\(counter)Tests"
            counter += 1
        }
        return candidate
    }

    /// Every stub the plans need, per robot, each once, in order of first need.
    static func stubsByRobot(_ plans: [CasePlan]) -> [(String, [RobotStub])] {
        var byRobot: [String: [RobotStub]] = [:]
        for plan in plans {
            for item in plan.items {
                guard case .automated(.robotCall(_, let call), _) = item.outcome, let stub = call.stub else { continue }
                if byRobot[stub.robot]?.contains(where: { $0.name == stub.name }) ?? false { continue }
                let purpose = "\(item.label) of \"\(plan.testCase.title)\": \(item.text)"
                byRobot[stub.robot, default: []].append(RobotStub(robot: stub.robot, name: stub.name, parameters: stub.parameters,
                                                                  body: stub.body, purpose: purpose))
            }
        }
        return byRobot.keys.sorted().map { ($0, byRobot[$0]!) }
    }
}

/// Makes a screen object (or robot) from a dump, for a case that needs a screen the
/// suite does not have yet.
public protocol ScreenObjectsFromDumps {
    /// The new screen object's file, in `folder`; nil when the dump gives nothing to make
    /// one of. Generation reads it with the suite, as if it had always been there.
    /// `base`: the superclass the suite's screen objects of the style share, if any (`BaseScreen`);
    /// `inherited`: the names it and the classes above it declare, which new members must not take.
    func screenObject(from dump: DumpScreen, style: TestGenerationConfiguration.Style, folder: String, base: String?,
                      inherited: Set<String>) throws -> OutputFile?
}

/// A file generation would write.
public struct OutputFile: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case test, robotStub = "robot-stub", screenStub = "screen-stub"
    }

    public let path: String
    public let contents: String
    public let kind: Kind

    public init(path: String, contents: String, kind: Kind) {
        self.path = path
        self.contents = contents
        self.kind = kind
    }
}
