@testable import KassiosCodegen
import KassiosHierarchy
import KassiosLint
import KassiosModel
import KassiosSyntax
import XCTest

/// Generated files are Swift that parses (swiftc -parse), that kassios lint accepts with the
/// repository's configuration, and whose string literals hold exactly the dump's identifiers,
/// however nasty (quotes, backslashes, non-ASCII, emoji).
final class GeneratedCodeChecksTests: XCTestCase {
    typealias S = CodegenTestSupport

    static let dumps = [("Login", "Login.debugDescription.txt"), ("Home", "Home.debugDescription.txt"), ("Profile", "Profile.appium.xml")]

    func generatedFiles(base: String? = nil) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        for (name, dump) in GeneratedCodeChecksTests.dumps {
            let hierarchy = try S.dump(dump)
            for style in ScreenStyle.allCases {
                files.append(try ScreenGenerator.generate(hierarchy: hierarchy, name: name, style: style, source: dump, base: base))
            }
        }
        files.append(try ScreenGenerator.generate(hierarchy: ScreenGeneratorTests.checkout, name: "Checkout", style: .robot, base: base))
        return files
    }

    func testGeneratedFilesLintClean() throws {
        for file in try generatedFiles() {
            XCTAssertEqual(try S.lint([(path: file.fileName, text: file.contents)]), [], file.fileName)
        }
    }

    /// Fields whose identifiers name a secret as the lint rule reads them (a card's CVV, a second
    /// factor's code, a passphrase) get no typing method: what is generated passes that rule.
    func testFieldsNamingASecretAreNotTypedInto() throws {
        let card = S.screen([
            S.element(.textField, "card.cvv", label: "CVV", frame: S.frame(0, 100)),
            S.element(.textField, "login.verificationCode", label: "Code", frame: S.frame(0, 150)),
            S.element(.textField, "vault.passphrase", label: "Passphrase", frame: S.frame(0, 200)),
            S.element(.textField, "checkout.promoCode", label: "Promo code", frame: S.frame(0, 250)),
            S.element(.button, "card.save", label: "Save", frame: S.frame(0, 300)),
        ])
        let plan = ScreenPlanner.plan(card, screenName: "Card")
        XCTAssertEqual(plan.elements.filter(\.isSecret).map(\.identifier), ["card.cvv", "login.verificationCode", "vault.passphrase"])
        for style in ScreenStyle.allCases {
            let file = try ScreenGenerator.generate(hierarchy: card, name: "Card", style: style, source: "Card.txt")
            XCTAssertEqual(try S.lint([(path: file.fileName, text: file.contents)]), [], "\(style)")
        }
        // The robot writes actions: the promo code is typed into, the secrets only tapped.
        let robot = try ScreenGenerator.generate(hierarchy: card, name: "Card", style: .robot, source: "Card.txt").contents
        XCTAssertEqual(robot.components(separatedBy: "typeText(").count - 1, 1, robot)
        XCTAssertTrue(robot.contains("checkoutPromoCode.typeText("), robot)
    }

    /// With a robot root as base, the linter sees the generated robots and page objects as
    /// robots, and finds their load check and its elements: missing-onload stays silent for a reason.
    func testRobotsOnARobotRootHaveALoadCheckTheLinterRecognises() throws {
        let root = try String(contentsOfFile: S.repositoryRoot + "/Examples/FinchUITests/Robots/Robot.swift", encoding: .utf8)
        let files = try generatedFiles(base: "Robot").filter { !$0.fileName.hasSuffix("Screen.swift") }
        var sources = [(path: "Robot.swift", text: root)]
        sources += files.map { (path: $0.fileName, text: $0.contents) }
        XCTAssertEqual(LintRunner.run(sources: sources, options: try S.lintOptions()).findings.map { "\($0.file):\($0.line) \($0.rule)" }, [])

        var configuration = ModelConfiguration()
        configuration.robotRoots = ["Robot"]
        let project = Project(files: sources.map { SourceFile(path: $0.path, bytes: Array($0.text.utf8)) }, configuration: configuration)
        let robots = project.screens.filter { $0.dialect == .robot }
        XCTAssertEqual(robots.map(\.name).sorted(), ["CheckoutRobot", "HomePage", "HomeRobot", "LoginPage", "LoginRobot", "ProfilePage", "ProfileRobot"])
        for robot in robots {
            guard case .declared(let paths, _, _) = robot.onLoad else { return XCTFail("\(robot.name) has no load check") }
            XCTAssertEqual(paths.count, 1, robot.name)
            XCTAssertEqual(paths.first?.elements.count, 3, "\(robot.name): \(paths.first?.elements ?? [])")
        }
        // Without the check, the same robot is reported: the test above could fail.
        XCTAssertEqual(files[0].fileName, "LoginRobot.swift")
        let stripped = files[0].contents.replacingOccurrences(of: "func assertVisible(", with: "func showsUp(")
        let findings = LintRunner.run(sources: [(path: "Robot.swift", text: root), (path: files[0].fileName, text: stripped)],
                                      options: try S.lintOptions()).findings
        XCTAssertEqual(findings.map(\.rule), ["missing-onload"])
    }

    func testGeneratedFilesParseWithSwiftc() throws {
        let files = try generatedFiles() + generatedFiles(base: "Base")
        XCTAssertEqual(try S.swiftParseErrors(files), "")
        // The check can fail: a file that is not Swift is reported.
        XCTAssertNotEqual(try S.swiftParseErrors([GeneratedFile(fileName: "Bad.swift", contents: "final class { lazy var }\n")]), "")
    }

    /// Elements named as the built-in templates' parameters (`text`, `timeout`, `file`, `line`,
    /// `position`, `index`) or as the robot's `app` would be shadowed in its methods, or clash:
    /// they are named otherwise, and the robot and the page object type-check.
    func testElementsNamedLikeTheTemplatesParametersStillCompile() throws {
        let names = ["text": ElementType.textView, "timeout": .staticText, "file": .button, "line": .button,
                     "position": .slider, "index": .button, "app": .button]
        let elements = names.sorted { $0.key < $1.key }.enumerated().map { offset, entry in
            S.element(entry.value, "compose." + entry.key, label: entry.key, frame: S.frame(20, 100 + Double(offset) * 60))
        }
        let hierarchy = S.screen(elements)
        let plan = ScreenPlanner.plan(hierarchy, screenName: "Compose")
        XCTAssertTrue(Set(plan.elements.map(\.name)).isDisjoint(with: names.keys), "\(plan.elements.map(\.name))")
        for style in [ScreenStyle.robot, .pageObject] {
            let file = try ScreenGenerator.generate(hierarchy: hierarchy, name: "Compose", style: style, source: "Compose.txt")
            XCTAssertEqual(try XCUITestStubs.typecheckErrors([(file.fileName, file.contents)]), "", "\(style): \(file.contents)")
        }
    }

    func testStringLiteralsHoldTheDumpsIdentifiersExactly() throws {
        let hierarchy = try S.dump("Profile.appium.xml")
        let plan = ScreenPlanner.plan(hierarchy, screenName: "Profile")
        XCTAssertTrue(plan.identifiers.contains("profile.delete \"account\""))
        XCTAssertTrue(plan.identifiers.contains("profile.export\\csv"))
        XCTAssertTrue(plan.identifiers.contains("profile.🎉"))
        XCTAssertTrue(plan.identifiers.contains("profile.größe"))
        for style in ScreenStyle.allCases {
            let file = try ScreenGenerator.generate(hierarchy: hierarchy, name: "Profile", style: style, source: "Profile.appium.xml")
            let project = Project(files: [SourceFile(path: file.fileName, bytes: Array(file.contents.utf8))])
            let elements = project.elementsByType[style.typeName(for: "Profile")] ?? []
            XCTAssertEqual(Set(elements.compactMap { $0.identifier?.staticValue }), plan.identifiers, "\(style)")
            XCTAssertEqual(elements.count, plan.elements.count, "\(style)")
            // Labels only reach comments, each on one line.
            XCTAssertTrue(file.contents.contains("    // - Button 'Sign out ⎋'\n    // - StaticText '\"Quoted\" \\ back\\slash */ end'\n"),
                          file.contents)
        }
    }

    /// The hierarchy readers' fixtures, nasty ones included (odd types, escapes, unicode,
    /// flat and nested, truncated): every style of each is Swift that parses and lints clean.
    func testEveryReaderFixtureGeneratesValidSwift() throws {
        let folder = S.repositoryRoot + "/Tests/KassiosHierarchyTests/Fixtures/"
        var files: [GeneratedFile] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + name)))
            let hierarchy = try HierarchyReader.read(bytes, lenient: true)
            for style in ScreenStyle.allCases {
                let file = try ScreenGenerator.generate(hierarchy: hierarchy, name: "Fixture", style: style, source: name)
                XCTAssertEqual(SourceFile(path: name, bytes: Array(file.contents.utf8)).diagnostics.map(\.message), [], "\(name), \(style)")
                // A screen without a stable identified element gets no onLoad, and the linter says so.
                // Checked against the dump it came from, no identifier of it is stale.
                let expected = style == .kassios && file.contents.contains("// onLoad: nothing chosen") ? ["missing-onload"] : []
                let ownDump = ScreenDump(path: name, hierarchy: hierarchy)
                XCTAssertEqual(try S.lint([(path: file.fileName, text: file.contents)], dumps: [ownDump]).map { String($0.split(separator: "[").last!.dropLast()) },
                               expected, "\(name), \(style)")
                files.append(GeneratedFile(fileName: "\(name)-\(file.fileName)", contents: file.contents))
            }
        }
        XCTAssertEqual(files.count, 36)
        XCTAssertEqual(try S.swiftParseErrors(files), "")
    }
}
